package web_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
)

// The hand-entry form of a craps table is sized to the table's layout and
// starts from the state its last throw left: the point and the standing
// wagers, both as standing and on the layout at the throw; more lines come
// on demand.
func TestWebHandEntryCarriesCrapsState(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	if _, err := e.l.CreateTable(ctx, "test", ledger.TableInput{ID: "CR-1", Game: "craps", Settings: map[string]string{"positions": "10"}}); err != nil {
		t.Fatal(err)
	}
	b := e.signedIn(t, "pat")
	form := b.get("/web/tables/CR-1/hand")
	// Ten places, two wager lines each; two blank standing lines.
	form.want(t, 200, `id="wagers-20"`, `id="standing-2"`, `name="more" value="wagers"`, `layout of 10 seats`)
	for _, absent := range []string{`id="wagers-21"`, `id="standing-3"`, `id="carried"`} {
		if strings.Contains(form.body, absent) {
			t.Errorf("the blank craps form has %s", absent)
		}
	}
	if n := strings.Count(form.body, "<input ") + strings.Count(form.body, "<select "); n > 300 {
		t.Errorf("the blank craps form has %d inputs", n)
	}
	// A come-out roll of 6 sets the point; the pass wager stands.
	v := url.Values{"csrf_token": {form.csrf(t)}, "hand_number": {"1"}, "dealt_at": {"2026-11-21T22:14:05"}, "throw-dice": {"3 3"}}
	lines(v, "wagers", "seat", "1")
	lines(v, "wagers", "bet", "pass")
	lines(v, "wagers", "amount", "10.00")
	b.post("/web/tables/CR-1/hand", v).want(t, 200, "Verdict: verified")

	next := b.get("/web/tables/CR-1/hand")
	next.want(t, 200, `id="carried"`, `as hand 1 left it`, `name="carried" value="1"`,
		`id="throw-point" name="throw-point" type="text" inputmode="numeric" size="4" value="6"`,
		`id="standing-amount-1" name="standing-amount-1" type="text" inputmode="decimal" size="9" value="10.00"`,
		`id="wagers-amount-1" name="wagers-amount-1" type="text" inputmode="decimal" size="9" value="10.00"`,
		`<option value="pass" selected>`)
	// The next throw is typed on top of what is carried: a 6 wins the
	// pass wager.
	v = url.Values{"csrf_token": {next.csrf(t)}, "hand_number": {"2"}, "dealt_at": {"2026-11-21T22:15:05"}, "throw-dice": {"4 2"},
		"throw-point": {"6"}, "carried": {"1"}, "lines-wagers": {"20"}, "lines-standing": {"5"}}
	lines(v, "standing", "seat", "1")
	lines(v, "standing", "bet", "pass")
	lines(v, "standing", "amount", "10.00")
	lines(v, "wagers", "seat", "1")
	lines(v, "wagers", "bet", "pass")
	lines(v, "wagers", "amount", "10.00")
	lines(v, "wagers", "result", "win")
	lines(v, "wagers", "payout", "10.00")
	// Adding lines records nothing and keeps what was typed.
	more := url.Values{}
	for k, x := range v {
		more[k] = x
	}
	more.Set("more", "wagers")
	r := b.post("/web/tables/CR-1/hand", more)
	r.want(t, 200, `id="wagers-24"`, `name="lines-wagers" value="24"`, `value="win" selected`)
	if strings.Contains(r.body, `id="wagers-25"`) || strings.Contains(r.body, "Verdict") {
		t.Errorf("adding lines added more than 4 or recorded the hand")
	}
	if _, err := e.store.HandNeighbours(ctx, "CR-1", 3); err != nil {
		t.Fatal(err)
	}
	b.post("/web/tables/CR-1/hand", v).want(t, 200, "Verdict: verified")
	// The point is off and nothing stands: the next form carries nothing.
	third := b.get("/web/tables/CR-1/hand")
	third.want(t, 200, `id="throw-point" name="throw-point" type="text" inputmode="numeric" size="4" value=""`)
	if strings.Contains(third.body, `id="carried"`) {
		t.Error("an empty table's state was carried")
	}
}

// A roulette table offering Roulette Rage offers the run it carries beside
// the Roulette Rage input; a spin that settles no Rage wager leaves it out.
func TestWebHandEntryOffersRageRun(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	if _, err := e.l.CreateTable(ctx, "test", ledger.TableInput{ID: "RO-1", Game: "roulette", Settings: map[string]string{"rage_pay_table": "1"}}); err != nil {
		t.Fatal(err)
	}
	b := e.signedIn(t, "pat")
	form := b.get("/web/tables/RO-1/hand")
	form.want(t, 200, `id="wagers-24"`, `layout of 8 seats`)
	if strings.Contains(form.body, `id="wagers-25"`) || strings.Contains(form.body, "The table carries") {
		t.Error("the blank roulette form is not sized to 8 places of 3 wagers, or offers a run")
	}
	v := url.Values{"csrf_token": {form.csrf(t)}, "hand_number": {"1"}, "dealt_at": {"2026-11-21T22:14:05"}, "spin-number": {"2"}}
	lines(v, "wagers", "seat", "1")
	lines(v, "wagers", "bet", "straight")
	lines(v, "wagers", "numbers", "17")
	lines(v, "wagers", "amount", "1.00")
	lines(v, "wagers", "result", "lose")
	lines(v, "wagers", "payout", "0.00")
	b.post("/web/tables/RO-1/hand", v).want(t, 200, "Verdict: verified")
	next := b.get("/web/tables/RO-1/hand")
	next.want(t, 200, `The table carries <output data-offer-for="spin-rage_spins">2</output>`, `data-offer="spin-rage_spins" data-value="2"`,
		`id="spin-rage_spins" name="spin-rage_spins" type="text" inputmode="numeric" size="8" value=""`)
}

// Three card poker's seats follow the table's positions setting.
func TestWebHandEntryThreeCardSeats(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	if _, err := e.l.CreateTable(ctx, "test", ledger.TableInput{ID: "TCP-1", Game: "three-card-poker-uk", Settings: map[string]string{"positions": "5"}}); err != nil {
		t.Fatal(err)
	}
	b := e.signedIn(t, "pat")
	form := b.get("/web/tables/TCP-1/hand")
	form.want(t, 200, `id="seats-5"`, `id="wagers-15"`)
	if strings.Contains(form.body, `id="seats-6"`) || strings.Contains(form.body, `id="wagers-16"`) {
		t.Error("the three card poker form is not sized to 5 seats")
	}
}
