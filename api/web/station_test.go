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
