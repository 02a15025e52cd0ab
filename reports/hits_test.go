package reports_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// The progressive payout list holds every award of the day: the meter's
// hits and the fixed pays from the tray, each with the meter before and
// after. Worked by hand: pool HB (event 1 its opening) seeded at 1,000.00 takes 10% of each
// 5.00 Progressive wager (0.50).
//
//	hand 1  Royal Flush on the flop over a straight-flush board under
//	        community_with_hand=both (seed 001 lines 139, 154): the meter
//	        pays 100% of 1,000.50 (1,000.50 to 0.00, then reset to the
//	        seed), the tray the Community Straight Flush's 1,500.00 (the
//	        meter stays 1,000.50 as the hand's wager left it).
//	hand 2  seat 1's Four of a Kind (8S 8H with the board's 8D 8C), a
//	        fixed 300.00 from the tray (seed 001 line 147); seat 2's wager
//	        pushed (returned, nothing on the meter): 1,000.00 + 0.50, and
//	        the meter is the same after.
func TestProgressivePayoutList(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	clock := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return clock })
	if _, err := l.CreatePool(ctx, "user:admin", ledger.PoolInput{ID: "HB", Seed: rules.Dollars(1000), MainRate: 1000}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "THB-1", Game: "holdem-bonus-progressive",
		Settings: map[string]string{"community_with_hand": "both"}}); err != nil {
		t.Fatal(err)
	}
	if err := l.LinkPool(ctx, "user:admin", "HB", "THB-1", "progressive"); err != nil {
		t.Fatal(err)
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	src := ledger.Source{User: &boss}
	royal := `{"table_id": "THB-1", "hand_number": 1, "game": "holdem-bonus-progressive", "dealt_at": "2026-11-21T22:14:05+08:00",
	 "cards": {"community": ["QS","JS","TS","9S","8S"], "dealer": ["2H","3D"], "seats": [{"seat": 1, "cards": ["AS","KS"]}]},
	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	            {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 1, "bet": "progressive", "amount": "5.00", "result": "win", "payout": "2500.50"}]}`
	quads := `{"table_id": "THB-1", "hand_number": 2, "game": "holdem-bonus-progressive", "dealt_at": "2026-11-21T22:20:05+08:00",
	 "cards": {"community": ["8D","8C","3S","KH","2D"], "dealer": ["KS","KD"],
	           "seats": [{"seat": 1, "cards": ["8S","8H"]}, {"seat": 2, "cards": ["7C","2S"]}]},
	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	            {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 1, "bet": "progressive", "amount": "5.00", "result": "win", "payout": "300.00"},
	            {"seat": 2, "bet": "progressive", "amount": "5.00", "result": "push", "payout": "0.00"}]}`
	var day models.Day
	for i, rec := range []string{royal, quads} {
		clock = clock.Add(time.Minute)
		a, err := l.Record(ctx, src, []byte(rec))
		if err != nil {
			t.Fatal(err)
		}
		if a.Verdict != models.VerdictVerified {
			t.Fatalf("hand %d: %+v", i+1, a.Findings)
		}
		day = a.GamingDay
	}
	prop, err := s.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	gen := reports.NewGenerator(s, nil)
	gen.SetClock(func() time.Time { return clock })
	built, err := gen.Build(ctx, reports.Request{Kind: reports.KindProgressiveHits, PropertyID: prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:admin"})
	if err != nil {
		t.Fatal(err)
	}
	h := built.Data.(reports.Hits)
	var got []string
	for _, x := range h.Hits {
		got = append(got, fmt.Sprintf("%s %s #%d seat %d %s %s %s→%s", x.PoolID, x.TableID, x.HandNumber, x.Seat, x.Kind, x.Amount,
			x.MeterBefore, x.MeterAfter))
	}
	want := []string{
		"HB THB-1 #1 seat 1 hit 1000.50 1000.50→0.00",
		"HB THB-1 #1 seat 1 fixed 1500.00 1000.50→1000.50",
		"HB THB-1 #2 seat 1 fixed 300.00 1000.50→1000.50",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("payout list:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if h.Paid != 100050 || h.Tray != rules.Dollars(1800) {
		t.Errorf("paid %s from the meters and %s from the tray, want 1000.50 and 1800.00", h.Paid, h.Tray)
	}
	var rows []string
	for _, r := range built.Doc.Rows {
		rows = append(rows, fmt.Sprintf("%s|%s|%s|%s|%s|%s", r[1], r[7], r[8], r[9], r[10], r[11]))
	}
	wantRows := []string{
		"3|100% of the meter|1,000.50|1,000.50|0.00|paid",
		"|fixed from the tray|1,500.00|1,000.50|1,000.50|paid",
		"|fixed from the tray|300.00|1,000.50|1,000.50|paid",
	}
	if strings.Join(rows, "\n") != strings.Join(wantRows, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(rows, "\n"), strings.Join(wantRows, "\n"))
	}
	if tot := built.Doc.Totals; tot[6].String() != "3 awards" || tot[8].String() != "2,800.50" {
		t.Errorf("totals %v, want 3 awards and 2,800.50", tot)
	}
}
