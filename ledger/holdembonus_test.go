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

func holdemBonusTable(t *testing.T, settings map[string]string) (*ledger.Ledger, *models.Store, ledger.Source) {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(fixedNow)
	if _, err := l.CreatePool(ctx, "user:admin", ledger.PoolInput{ID: "HB", Seed: rules.Dollars(1000), MainRate: 1000}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "THB-1", Game: "holdem-bonus-progressive", Settings: settings}); err != nil {
		t.Fatal(err)
	}
	if err := l.LinkPool(ctx, "user:admin", "HB", "THB-1", "progressive"); err != nil {
		t.Fatal(err)
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	return l, s, ledger.Source{User: &boss}
}

// A Progressive wager without an Ante is returned (seed 001 line 180): it
// was never in play and puts nothing on the meter.
func TestReturnedProgressiveFeedsNoMeter(t *testing.T) {
	l, s, src := holdemBonusTable(t, nil)
	rec := `{"table_id": "THB-1", "hand_number": 1, "game": "holdem-bonus-progressive", "dealt_at": "2026-11-21T22:14:05+08:00",
	 "cards": {"community": ["8D","8C","3S","KH","2D"], "dealer": ["KS","KD"],
	           "seats": [{"seat": 1, "cards": ["8S","8H"]}, {"seat": 2, "cards": ["7C","2S"]}]},
	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	            {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 1, "bet": "progressive", "amount": "5.00", "result": "win", "payout": "300.00"},
	            {"seat": 2, "bet": "progressive", "amount": "5.00", "result": "push", "payout": "0.00"}]}`
	a, err := l.Record(context.Background(), src, []byte(rec))
	if err != nil {
		t.Fatal(err)
	}
	if a.Verdict != models.VerdictVerified {
		t.Fatalf("%+v", a.Findings)
	}
	e, err := s.LastPoolEvent(context.Background(), "HB")
	if err != nil {
		t.Fatal(err)
	}
	// Seat 1's 5.00 at 10%; seat 2's returned 5.00 nothing.
	if e.MainAfter != rules.Dollars(1000)+50 {
		t.Errorf("meter %s, want 1000.50", e.MainAfter)
	}
}

// Under community_with_hand=both a Royal Flush on the flop over a board
// that is a straight flush on its own pays the meter and the Community
// Straight Flush's 1,500.00 (seed 001 lines 139, 154): the payout due is
// the meter's 1,000.50 plus 1,500.00, and the meter gives only its share.
func TestRoyalWithCommunityLinePaysBoth(t *testing.T) {
	l, s, src := holdemBonusTable(t, map[string]string{"community_with_hand": "both"})
	rec := func(n int, payout string) []byte {
		return fmt.Appendf(nil, `{"table_id": "THB-1", "hand_number": %d, "game": "holdem-bonus-progressive", "dealt_at": "2026-11-21T22:14:05+08:00",
		 "cards": {"community": ["QS","JS","TS","9S","8S"], "dealer": ["2H","3D"],
		           "seats": [{"seat": 1, "cards": ["AS","KS"]}]},
		 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
		            {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
		            {"seat": 1, "bet": "progressive", "amount": "5.00", "result": "win", "payout": %q}]}`, n, payout)
	}
	a, err := l.Record(context.Background(), src, rec(1, "2500.50"))
	if err != nil {
		t.Fatal(err)
	}
	if a.Verdict != models.VerdictVerified {
		t.Fatalf("%+v", a.Findings)
	}
	e, err := s.LastPoolEvent(context.Background(), "HB")
	if err != nil {
		t.Fatal(err)
	}
	if e.MainAfter != rules.Dollars(1000) {
		t.Errorf("meter %s after the hit and reset, want the seed", e.MainAfter)
	}
	a, err = l.Record(context.Background(), src, rec(2, "1000.50"))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Findings) != 1 || a.Findings[0].Expected != "2500.50" {
		t.Fatalf("the meter share alone: %+v", a.Findings)
	}
}
