package web_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
)

// The hand page names the station that posted a hand by its name.
func TestWebHandNamesItsStation(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	_, token, err := e.l.CreateStation(ctx, "test", "pit-4-bac", []string{"BAC-1"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := e.store.StationByToken(ctx, token)
	if err != nil {
		t.Fatal(err)
	}
	rec := `{"table_id": "BAC-1", "hand_number": 7, "game": "baccarat-co", "dealt_at": "` + time.Now().UTC().Add(-time.Minute).Format(time.RFC3339) + `",
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "95.00", "commission": "5.00"}]}`
	a, err := e.l.Record(ctx, ledger.Source{Station: &models.StationAuth{Station: st.Station, Tables: st.Tables}}, []byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	b := e.signedIn(t, "pat")
	b.get(fmt.Sprintf("/web/hands/%d", a.HandID)).want(t, 200, "dealer station pit-4-bac")
}

// The hand page shows the cards a dispute turns on, under the labels the
// game's entry form gives them, and the raw record below.
func TestWebHandShowsItsCards(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	rec := `{"table_id": "BAC-1", "hand_number": 8, "game": "baccarat-co", "dealt_at": "` + time.Now().UTC().Add(-time.Minute).Format(time.RFC3339) + `",
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "95.00", "commission": "5.00"}]}`
	pat, err := e.store.UserByName(ctx, "pat")
	if err != nil {
		t.Fatal(err)
	}
	a, err := e.l.Record(ctx, ledger.Source{User: &pat}, []byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	b := e.signedIn(t, "pat")
	b.get(fmt.Sprintf("/web/hands/%d", a.HandID)).want(t, 200, `<h2 id="record-0">Cards</h2>`,
		"<dt>Player cards</dt><dd><code>2D KC AH</code></dd>", "<dt>Banker cards</dt><dd><code>4S 3C</code></dd>")
}

// A craps throw's new wagers that the throw left standing are on the hand
// page, though no settlement has them.
func TestWebHandShowsWagersLeftStanding(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	if _, err := e.l.CreateTable(ctx, "test", ledger.TableInput{ID: "CR-1", Game: "craps"}); err != nil {
		t.Fatal(err)
	}
	pat, err := e.store.UserByName(ctx, "pat")
	if err != nil {
		t.Fatal(err)
	}
	// A come-out 2-2 makes the point 4: the pass line wager stands.
	a, err := e.l.Record(ctx, ledger.Source{User: &pat}, []byte(`{"table_id": "CR-1", "hand_number": 1, "game": "craps",
	  "dealt_at": "`+time.Now().UTC().Add(-time.Minute).Format(time.RFC3339)+`", "dice": [2, 2],
	  "wagers": [{"seat": 1, "bet": "pass", "amount": "10.00"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	b := e.signedIn(t, "pat")
	b.get(fmt.Sprintf("/web/hands/%d", a.HandID)).want(t, 200,
		"Wagers at the throw (as recorded: the hand settled 0 of 1; the rest stand)", "<td><code>10.00</code></td>")
}
