package ledger_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// ezSuitedDragon is an EZ Baccarat coup that hits Paytable 1's top line:
// the Banker's AS 2S 4S, a suited three-card 7, over the Player's suited KC QC TC, 0 (seed
// 003 lines 600, 632: 100% of the meter). Seats 2 and 6 each hold a 5.00
// EZ Progressive wager, declared at payout each.
func ezSuitedDragon(n int, payout string) []byte {
	return fmt.Appendf(nil, `{"table_id": "EZP-1", "hand_number": %d, "game": "ez-baccarat",
	 "dealt_at": "2026-11-21T20:00:00-07:00",
	 "cards": {"player": ["KC", "QC", "TC"], "banker": ["AS", "2S", "4S"]},
	 "wagers": [{"seat": 2, "bet": "ez_progressive", "amount": "5.00", "result": "win", "payout": %q},
	            {"seat": 6, "bet": "ez_progressive", "amount": "5.00", "result": "win", "payout": %q}]}`, n, payout, payout)
}

// Two winners of EZ Baccarat Progressive's 100% line in one round share
// it (line 618): the meter, 1,000.00 seeded plus 10% of the round's two
// 5.00 wagers, is 1,001.00, and each is paid 500.50, not the first all of
// it and the second nothing. The meter then resets to its seed.
func TestSharedMeterLineSplitsEvenly(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(fixedNow)
	if _, err := l.CreatePool(ctx, "user:admin", ledger.PoolInput{ID: "EZP", Seed: rules.Dollars(1000), MainRate: 1000}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "EZP-1", Game: "ez-baccarat"}); err != nil {
		t.Fatal(err)
	}
	if err := l.LinkPool(ctx, "user:admin", "EZP", "EZP-1", "ez_progressive"); err != nil {
		t.Fatal(err)
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	src := ledger.Source{User: &boss}
	a, err := l.Record(ctx, src, ezSuitedDragon(1, "500.50"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Verdict != "verified" {
		t.Fatalf("each paid half: %+v", a.Findings)
	}
	e, err := s.LastPoolEvent(ctx, "EZP")
	if err != nil {
		t.Fatal(err)
	}
	if e.MainAfter != rules.Dollars(1000) {
		t.Errorf("the meter holds %s after the round, want its seed", e.MainAfter)
	}
	// Declared as if each took the whole meter: two findings, each half.
	a, err = l.Record(ctx, src, ezSuitedDragon(2, "1001.00"))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Findings) != 2 {
		t.Fatalf("findings %+v", a.Findings)
	}
	for _, f := range a.Findings {
		if f.Field != "payout" || f.Expected != "500.50" {
			t.Errorf("finding %+v", f)
		}
	}
}

// EZ Baccarat Progressive's fixed pays come "from the tray or from the
// meter at the casino's requirements" (seed 003 line 617). A Dragon 7 over
// a Player 0 in no one suit pays 75 for 1 (line 634): 370.00 on 5.00. From
// the tray the meter only takes the wager's 10%; from the meter it pays
// the 370.00 too and is refilled to its seed.
func TestFixedPaysFromTheMeter(t *testing.T) {
	for _, c := range []struct {
		from          string
		kinds         string
		main, resetBy rules.Money
	}{
		{"tray", "[contribution]", rules.Dollars(1000) + 50, 0},
		{"meter", "[contribution hit reset]", rules.Dollars(1000), rules.Dollars(370) - 50},
	} {
		t.Run(c.from, func(t *testing.T) {
			ctx := context.Background()
			s := modeltest.Open(t)
			l := ledger.New(s, catalog.Default(), nil)
			l.SetClock(fixedNow)
			if _, err := l.CreatePool(ctx, "user:admin", ledger.PoolInput{ID: "EZP", Seed: rules.Dollars(1000), MainRate: 1000}); err != nil {
				t.Fatal(err)
			}
			if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "EZP-1", Game: "ez-baccarat",
				Settings: map[string]string{"ez_progressive_fixed_pays_from": c.from}}); err != nil {
				t.Fatal(err)
			}
			if err := l.LinkPool(ctx, "user:admin", "EZP", "EZP-1", "ez_progressive"); err != nil {
				t.Fatal(err)
			}
			boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
			if err != nil {
				t.Fatal(err)
			}
			a, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(`{"table_id": "EZP-1", "hand_number": 1, "game": "ez-baccarat",
			 "dealt_at": "2026-11-21T20:00:00-07:00",
			 "cards": {"player": ["KH", "QD", "JC"], "banker": ["2C", "KS", "5D"]},
			 "wagers": [{"seat": 5, "bet": "ez_progressive", "amount": "5.00", "result": "win", "payout": "370.00"}]}`))
			if err != nil {
				t.Fatal(err)
			}
			if a.Verdict != models.VerdictVerified {
				t.Fatalf("%+v", a.Findings)
			}
			events, err := s.PoolEvents(ctx, "EZP", 0, 100)
			if err != nil {
				t.Fatal(err)
			}
			var kinds []string
			var reset rules.Money
			for _, e := range events[1:] { // after "opened"
				kinds = append(kinds, e.Kind)
				if e.Kind == "reset" {
					reset = e.Main
				}
			}
			last := events[len(events)-1]
			if fmt.Sprint(kinds) != c.kinds || last.MainAfter != c.main || reset != c.resetBy {
				t.Errorf("events %v, meter %s, reset by %s; want %s, %s, %s", kinds, last.MainAfter, reset, c.kinds, c.main, c.resetBy)
			}
		})
	}
}
