package web_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules"
)

// The progressives page names a pool once when its name is its id, and
// lists its hits with the meter before and after. Pool HB seeded at
// 1,000.00 takes 10% of a 5.00 Progressive wager: 1,000.50, all of which
// a Royal Flush takes (seed 001 line 139), leaving 0.00 before the reset.
func TestWebProgressiveHits(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	if _, err := e.l.CreatePool(ctx, "user:ada", ledger.PoolInput{ID: "HB", Seed: rules.Dollars(1000), MainRate: 1000}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.l.CreatePool(ctx, "user:ada", ledger.PoolInput{ID: "P2", Name: "Stud Jackpot", Seed: rules.Dollars(500), MainRate: 1000}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.l.CreateTable(ctx, "test", ledger.TableInput{ID: "THB-1", Game: "holdem-bonus-progressive"}); err != nil {
		t.Fatal(err)
	}
	if err := e.l.LinkPool(ctx, "user:ada", "HB", "THB-1", "progressive"); err != nil {
		t.Fatal(err)
	}
	pat := e.users["pat"]
	dealt := time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)
	rec := `{"table_id": "THB-1", "hand_number": 7, "game": "holdem-bonus-progressive", "dealt_at": "` + dealt + `",
	 "cards": {"community": ["QS","JS","TS","3C","8H"], "dealer": ["2H","3D"], "seats": [{"seat": 4, "cards": ["AS","KS"]}]},
	 "wagers": [{"seat": 4, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	            {"seat": 4, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 4, "bet": "progressive", "amount": "5.00", "result": "win", "payout": "1000.50"}]}`
	a, err := e.l.Record(ctx, ledger.Source{User: &pat}, []byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	page := e.signedIn(t, "dana").get("/web/progressives")
	page.want(t, 200, `<h2 id="pool-HB">HB</h2>`, `<h2 id="pool-P2">Stud Jackpot <code>P2</code></h2>`,
		`<a href="/web/hands/`+strconv.FormatInt(a.HandID, 10)+`"><code>THB-1</code> hand 7</a>`,
		`<td class="num">4</td>`, `<td>100.00% of the meter</td>`,
		`<td class="num">$1,000.50</td>
   <td class="num">$1,000.50</td>
   <td class="num">$0.00</td>
   <td>paid</td>`, "No hits yet.")
	if strings.Contains(page.body, "HB <code>HB</code>") {
		t.Error("the pool's name is doubled")
	}
}
