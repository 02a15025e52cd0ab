package reports_test

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/baccarat"
	"github.com/tablegames/casino/rules/catalog"
)

// books is a property with two house-banked baccarat tables and a Hold'em
// table (a collection box), two gaming days of records, and the people who
// keep them.
type books struct {
	store                           *models.Store
	ledger                          *ledger.Ledger
	gen                             *reports.Generator
	prop                            models.Property
	boss, super, cage, count, olga  models.User
	clock                           time.Time
	day, prev                       models.Day
	voidedSlip, unverified, fillBig int64
}

func chips(pairs ...int64) models.ChipCount {
	var out models.ChipCount
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, models.Chips{Denomination: rules.Money(pairs[i]), Count: pairs[i+1]})
	}
	return out
}

func bacDealer(table string, n int, dealt, payout, dealer string) []byte {
	rec := bac(table, n, dealt, payout)
	if dealer == "" {
		return rec
	}
	return bytes.Replace(rec, []byte(`"game": "baccarat-co",`), []byte(`"game": "baccarat-co", "dealer_id": "`+dealer+`",`), 1)
}

// newBooks records, worked by hand (amounts in dollars):
//
//	2026-11-20  BAC-1 closer 20,000 (200 × 100); BAC-2 closer 9,800.
//	2026-11-21  BAC-1: hands 1-3 (banker 100 wins, tie 10 loses), hand 2
//	            short-paid 5 (corrected, +5.00 approved), hand 3 short-paid
//	            10 (open); opener rolled 20,000; fill 5,000 and credit 2,000
//	            verified, fill 1,000 voided unverified; closer 22,500;
//	            drop 3,000 recounted 3,250.
//	            BAC-2: hand 1; opener 10,000 recorded (the last closer was
//	            9,800); fill 500 not verified; closer 9,100 recounted
//	            9,000; drop 1,200.
//	            HE-1: one Hold'em hand with a 3.00 fee; counted 2.00.
func newBooks(t *testing.T) *books {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	b := &books{store: s, clock: time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), day: "2026-11-21", prev: "2026-11-20"}
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return b.clock })
	b.ledger = l
	b.gen = reports.NewGenerator(s, nil)
	b.gen.SetClock(func() time.Time { return b.clock })
	b.gen.SetOddsWait(5 * time.Minute)
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone = "America/Denver"
	p.AdjustmentThreshold = rules.Dollars(200)
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	b.prop, _ = s.PropertyByCode(ctx, "main")
	for _, tb := range []ledger.TableInput{{ID: "BAC-1", Game: "baccarat-co"}, {ID: "BAC-2", Game: "baccarat-co"}, {ID: "HE-1", Game: "holdem"}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	mk := func(name, role string) models.User {
		u, err := l.CreateUser(ctx, "test", name, role)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	b.boss, b.super, b.cage, b.count, b.olga = mk("pat", models.RolePitBoss), mk("sam", models.RolePitBoss),
		mk("cass", models.RoleCage), mk("cole", models.RoleCount), mk("olga", models.RoleCompliance)
	must := func(_ any, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	inv := func(table string, day models.Day, kind string, c models.ChipCount) {
		must(l.RecordInventory(ctx, b.boss, ledger.InventoryInput{TableID: table, GamingDay: day, Kind: kind, Chips: c}))
	}
	// BAC-2 opens at 21:00 Denver on the 21st with dealer D-7.
	b.clock = time.Date(2026, 11, 22, 4, 0, 0, 0, time.UTC)
	must(l.OpenTableWith(ctx, "user:pat", "BAC-2", ledger.TableOpening{DealerID: "D-7"}))
	b.clock = time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)

	inv("BAC-1", b.prev, models.InventoryCloser, chips(10000, 200))
	inv("BAC-2", b.prev, models.InventoryCloser, chips(10000, 98))
	src := ledger.Source{User: &b.boss}
	record := func(raw []byte) ledger.Answer {
		a, err := l.Record(ctx, src, raw)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	dealt := "2026-11-21T22:00:00-07:00"
	record(bacDealer("BAC-1", 1, dealt, "100.00", "D-1"))
	short := record(bacDealer("BAC-1", 2, dealt, "95.00", "D-1"))
	record(bacDealer("BAC-1", 3, dealt, "90.00", "D-2"))
	record(bac("BAC-2", 1, dealt, "100.00"))
	record(holdem(1))
	c, err := l.FileCorrection(ctx, b.boss, short.HandID, ledger.CorrectionInput{ReasonCode: "dealer_payout_error", Note: "paid the 5", Adjustment: rules.Dollars(5)})
	if err != nil {
		t.Fatal(err)
	}
	must(l.ApproveCorrection(ctx, b.super, c.ID))

	inv("BAC-2", b.day, models.InventoryOpener, chips(10000, 100))
	slip := func(kind, table string, amount int64) ledger.SlipRow {
		r, err := l.RequestSlip(ctx, b.boss, ledger.SlipInput{Kind: kind, TableID: table, GamingDay: b.day, Chips: chips(10000, amount/100)})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	fill := slip(models.SlipFill, "BAC-1", 5000)
	credit := slip(models.SlipCredit, "BAC-1", 2000)
	must(l.VerifySlip(ctx, b.cage, fill.ID))
	must(l.VerifySlip(ctx, b.cage, credit.ID))
	b.voidedSlip = slip(models.SlipFill, "BAC-1", 1000).ID
	must(l.VoidSlip(ctx, b.boss, b.voidedSlip, "requested twice"))
	b.unverified = slip(models.SlipFill, "BAC-2", 500).ID
	b.fillBig = fill.ID
	inv("BAC-1", b.day, models.InventoryCloser, chips(10000, 225))
	inv("BAC-2", b.day, models.InventoryCloser, chips(10000, 91))
	inv("BAC-2", b.day, models.InventoryCloser, chips(10000, 90))
	// The counts, in the count room on the 22nd from 06:00 Denver (13:00
	// UTC): BAC-1's recount by another team from 07:00 to 07:20.
	three := []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}
	at := func(h, m int) time.Time { return time.Date(2026, 11, 22, h, m, 0, 0, time.UTC) }
	for _, dc := range []struct {
		table      string
		cents      rules.Money
		team       []string
		start, end time.Time
	}{{"BAC-1", 300000, three, at(13, 0), at(13, 45)}, {"BAC-1", 325000, []string{"Dee Park", "Ed Wu", "Flo Diaz"}, at(14, 0), at(14, 20)},
		{"BAC-2", 120000, three, at(13, 45), at(13, 50)}, {"HE-1", 200, three, at(13, 50), at(13, 50)}} {
		must(l.RecordDropCount(ctx, b.count, ledger.DropCountInput{TableID: dc.table, GamingDay: b.day, Amount: dc.cents,
			Denominations: models.BillsFor(dc.cents), Team: dc.team, StartedAt: dc.start, EndedAt: dc.end}))
	}
	return b
}

func (b *books) build(t *testing.T, kind string, day models.Day) reports.Built {
	t.Helper()
	built, err := b.gen.Build(context.Background(), reports.Request{Kind: kind, PropertyID: b.prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:olga"})
	if err != nil {
		t.Fatalf("%s: %v", kind, err)
	}
	return built
}

func TestMasterGameReport(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	b := newBooks(t)
	built := b.build(t, reports.KindMasterGame, b.day)
	m := built.Data.(reports.MasterGame)
	got := map[string]reports.MasterRow{}
	for _, r := range m.Rows {
		got[r.Name] = r
	}
	// BAC-1: 3,250 + 22,500 + 2,000 - 20,000 - 5,000 = 2,750; 2,750 / 3,250
	// = 84.615…% → 84.62%. The engine: three hands of -95 + 10 = -255.
	// BAC-2: 1,200 + 9,000 - 10,000 = 200; 16.666…% → 16.67%; engine -85.
	// HE-1: the collection box's 2.00 is its win; the engine says 3.00.
	for _, w := range []struct {
		table                                     string
		drop, fills, credits, opener, closer, win rules.Money
		hold                                      rules.Rate
		engine, adjust                            rules.Money
		hands                                     int64
		remark                                    string
	}{
		{"BAC-1", 325000, 500000, 200000, 2000000, 2250000, 275000, 8462, -25500, 500, 3, "opener rolled from the last closer; recounted (2 counts); 1 slips voided"},
		{"BAC-2", 120000, 0, 0, 1000000, 900000, 20000, 1667, -8500, 0, 1, "1 slips not verified"},
		{"HE-1", 200, 0, 0, 0, 0, 200, 0, 300, 0, 1, "collection box: win is the count"},
	} {
		r := got[w.table]
		if r.Drop != w.drop || r.Fills != w.fills || r.Credits != w.credits || r.Opener != w.opener || r.Closer != w.closer ||
			r.Win != w.win || r.Hold != w.hold || r.EngineWin != w.engine || r.Adjustments != w.adjust || r.Hands != w.hands ||
			strings.Join(r.Remarks, "; ") != w.remark {
			t.Errorf("%s: %+v %v; want %+v", w.table, r.TableDay, r.Remarks, w)
		}
	}
	if g, _ := catalog.Default().Game("baccarat-co"); got["BAC-1"].GameName != g.Info().Name || g.Info().Name == "baccarat-co" {
		t.Errorf("game shown as %q, want its name %q", got["BAC-1"].GameName, g.Info().Name)
	}
	// Total: win 2,952.00; house-banked 2,950 / 4,450 = 66.29%.
	if m.Total.Win != 295200 || m.Total.Drop != 445200 || m.Total.Hold != 6629 || m.Total.EngineWin != -33700 {
		t.Errorf("total %+v hold %s", m.Total.TableDay, m.Total.Hold)
	}
	// Who counted and when: each table's latest count, its times in
	// Denver (UTC-7 in November), BAC-1's the recount's.
	var counts []string
	for _, c := range m.Counts {
		counts = append(counts, fmt.Sprintf("%s %s %s %s-%s by %s", c.TableID, c.Amount, strings.Join(c.Team, "|"),
			c.StartedAt.Format("15:04"), c.EndedAt.Format("15:04"), c.EnteredBy))
	}
	wantCounts := []string{"BAC-1 3250.00 Dee Park|Ed Wu|Flo Diaz 07:00-07:20 by cole", "BAC-2 1200.00 Ann Lee|Bo Ma|Cy Ortiz 06:45-06:50 by cole",
		"HE-1 2.00 Ann Lee|Bo Ma|Cy Ortiz 06:50-06:50 by cole"}
	if strings.Join(counts, "\n") != strings.Join(wantCounts, "\n") || m.Zone != "America/Denver" {
		t.Errorf("counts (%s):\n%s\nwant:\n%s", m.Zone, strings.Join(counts, "\n"), strings.Join(wantCounts, "\n"))
	}
	var sec render.Section
	for _, s := range built.Doc.Sections {
		if s.Title == "Drop counts" {
			sec = s
		}
	}
	if sec.Title != "Drop counts" || len(sec.Rows) != 3 || sec.Rows[0][2].String() != "32 × 100.00, 1 × 50.00" ||
		sec.Rows[0][4].String() != "2026-11-22 07:00" || sec.Totals[1].String() != "4,452.00" {
		t.Errorf("the count section: %q %v totals %v", sec.Title, sec.Rows, sec.Totals)
	}
	if !strings.HasPrefix(built.Doc.Status, "PROVISIONAL") || built.Final || !strings.Contains(built.Doc.ReviewedBy, "not signed off") {
		t.Errorf("before the sign-off: status %q, reviewed by %q", built.Doc.Status, built.Doc.ReviewedBy)
	}

	// The files show the same figures, every PDF page says PROVISIONAL.
	runs, err := b.gen.Run(context.Background(), reports.Request{Kind: reports.KindMasterGame, PropertyID: b.prop.ID,
		GamingDay: b.day, Trigger: models.TriggerOnDemand, By: "user:olga"})
	if err != nil || len(runs) != 2 {
		t.Fatalf("run: %v", err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(runs[0].Content))
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := f.GetRows(f.GetSheetList()[0])
	var bac1 []string
	for _, r := range rows {
		if len(r) > 0 && r[0] == "BAC-1" {
			bac1 = r
		}
	}
	raw, _ := f.GetCellValue(f.GetSheetList()[0], "H"+rowOf(rows, "BAC-1"))
	if len(bac1) < 12 || bac1[2] != "3,250.00" || bac1[7] != "2,750.00" || bac1[8] != "84.62%" || raw != "2,750.00" {
		t.Errorf("xlsx BAC-1 row %q (win cell %q)", bac1, raw)
	}
	if sheets := f.GetSheetList(); !slices.Contains(sheets, "Drop counts") {
		t.Errorf("xlsx sheets %q: no Drop counts", sheets)
	} else {
		rows, _ := f.GetRows("Drop counts")
		if r := rowOf(rows, "BAC-1"); r == "0" || !slices.Contains(rows[atoi(r)-1], "Dee Park, Ed Wu, Flo Diaz") ||
			!slices.Contains(rows[atoi(r)-1], "2026-11-22 07:20") {
			t.Errorf("xlsx Drop counts rows %q", rows)
		}
	}
	if text, ok := pdfText(t, runs[1].Content); ok {
		for i, page := range strings.Split(text, "\f") {
			if strings.TrimSpace(page) != "" && !strings.Contains(page, "PROVISIONAL") {
				t.Errorf("PDF page %d does not say PROVISIONAL", i+1)
			}
		}
		// The game's name, not its id (a long name wraps: its first word).
		g, _ := catalog.Default().Game("baccarat-co")
		first, _, _ := strings.Cut(g.Info().Name, " ")
		if strings.Contains(text, "baccarat-co") {
			t.Error("the PDF names the game by its id")
		}
		for _, want := range []string{"2,750.00", "84.62%", "Prepared by: olga", "Reviewed by:", first, "Drop counts", "Dee Park", "2026-11-22 07:00"} {
			if !strings.Contains(text, want) {
				t.Errorf("PDF lacks %q", want)
			}
		}
	}

	// Signed off (past the open finding and the unverified fill), every
	// day it covers is final and it names who signed off; built on
	// demand, it says it is not the final report, written at the sign-off
	// (final_test.go).
	if _, err := b.ledger.SignOff(context.Background(), b.olga, b.prop.ID, b.day, ledger.SignOffInput{OverrideReason: "hand 3 is with surveillance; the BAC-2 fill was never sent"}); err != nil {
		t.Fatal(err)
	}
	final := b.build(t, reports.KindMasterGame, b.day)
	if !strings.HasPrefix(final.Doc.Status, "NOT THE FINAL REPORT") || !final.Final ||
		final.Doc.ReviewedBy != "olga, gaming day signed off 2026-11-22 17:00 MST; review of the final report pending" {
		t.Errorf("after the sign-off: status %q, reviewed by %q", final.Doc.Status, final.Doc.ReviewedBy)
	}
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

func rowOf(rows [][]string, first string) string {
	for i, r := range rows {
		if len(r) > 0 && r[0] == first {
			return fmt.Sprint(i + 1)
		}
	}
	return "0"
}

func TestAdjustmentsAndExceptions(t *testing.T) {
	b := newBooks(t)
	a := b.build(t, reports.KindAdjustments, b.day).Data.(reports.Adjustments)
	var got []string
	for _, r := range a.Rows {
		got = append(got, fmt.Sprintf("%s %s %s over=%v", r.Kind, r.TableID, r.Amount, r.Over))
	}
	// Threshold 200.00: the drop recount (+250) and the voided fill
	// (1,000) are over it; the closer recount (-100) and the correction
	// (5.00) are not.
	want := []string{"correction BAC-1 5.00 over=false", "closer recount BAC-2 -100.00 over=false",
		"drop recount BAC-1 250.00 over=true", "voided fill BAC-1 1000.00 over=true"}
	if strings.Join(sorted(got), "\n") != strings.Join(sorted(want), "\n") || a.Over != 2 {
		t.Errorf("adjustments:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The net: 5.00 - 100.00 + 250.00; the fill voided before the cage
	// verified it never counted in the win and is left out.
	if a.Net != rules.Dollars(155) {
		t.Errorf("adjustments net %s, want 155.00", a.Net)
	}
	if doc := b.build(t, reports.KindAdjustments, b.day).Doc; doc.Totals[4].String() != "155.00" {
		t.Errorf("adjustments total row %v, want the net 155.00", doc.Totals)
	}
	e := b.build(t, reports.KindExceptions, b.day).Data.(reports.Exceptions)
	got = nil
	var closedRefs []string
	for _, r := range e.Rows {
		got = append(got, fmt.Sprintf("%s %s %s", r.Category, r.TableID, r.Amount))
		if r.Category == reports.ExClosedTable {
			closedRefs = append(closedRefs, r.TableID+" "+r.Ref)
		}
	}
	// BAC-1 and HE-1 were never opened: their hands are exceptions, a line
	// a run of hands (BAC-1's 1, 2 and 3, HE-1's 1); BAC-2's, dealt while
	// it was open, are not.
	if want := []string{"BAC-1 hands 1 to 3 (3 hands)", "HE-1 hand 1"}; !reflect.DeepEqual(closedRefs, want) {
		t.Errorf("hands at closed tables: %q, want %q", closedRefs, want)
	}
	want = []string{
		"open finding BAC-1 10.00",
		"hand at a closed table BAC-1 0.00",
		"hand at a closed table HE-1 0.00",
		"count variance HE-1 -1.00",
		"voided fill or credit BAC-1 1000.00",
		"unverified fill or credit BAC-2 500.00",
		"opener differs from last closer BAC-2 200.00",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("exceptions:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Every exception about a hand names it, for the page's link.
	for _, r := range e.Rows {
		if (r.Category == reports.ExOpenFinding || r.Category == reports.ExClosedTable) != (r.HandID != 0) {
			t.Errorf("%s %s: hand id %d", r.Category, r.Ref, r.HandID)
		}
	}
	// The day before: the closers alone, no opener to roll.
	prev := b.build(t, reports.KindExceptions, b.prev).Data.(reports.Exceptions)
	if prev.Count(reports.ExNoOpener) != 2 || prev.Count(reports.ExUncounted) != 2 {
		t.Errorf("the 20th: %+v", prev.Rows)
	}
}

func sorted(xs []string) []string {
	out := append([]string(nil), xs...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// The statistical report's expected win is the exact mean of the wagers
// under the bets' enumerated distributions, worked out here from the
// engine's own return per unit (an independent path), and its standard
// deviation within a cent of a floating-point sum over the lines.
func TestStatisticalExpectedWin(t *testing.T) {
	b := newBooks(t)
	built := b.build(t, reports.KindStatistical, b.day)
	s := built.Data.(reports.Statistical)
	var bac1, prop reports.StatRow
	for _, r := range s.Rows {
		switch {
		case r.Level == reports.LevelTable && r.ID == "BAC-1":
			bac1 = r
		case r.Level == reports.LevelProperty:
			prop = r
		}
	}
	g, _ := catalog.Default().Game("baccarat-co")
	settings, _ := g.Settings(nil)
	fs, err := baccarat.Enumerate(g, settings)
	if err != nil {
		t.Fatal(err)
	}
	// Three banker wagers of 100 and three tie wagers of 10, in cents.
	stakes := map[string][2]int64{"banker": {3, 10000}, "tie": {3, 1000}}
	mean := new(big.Rat)
	var variance float64
	for bet, ns := range stakes {
		bf := fs[0].Bet(bet)
		house := new(big.Rat).Neg(bf.Return)
		mean.Add(mean, new(big.Rat).Mul(house, big.NewRat(ns[0]*ns[1], 1)))
		var m1, m2 float64
		deals, _ := new(big.Float).SetInt(fs[0].DealCount()).Float64()
		for _, l := range bf.Lines {
			w, _ := new(big.Float).SetInt(l.WayCount()).Float64()
			pay, _ := l.Payout.Float64()
			com, _ := l.Commission.Float64()
			x := com
			switch l.Result {
			case rules.Win:
				x = com - pay
			case rules.Lose:
				x = 1 + com
			}
			m1 += w / deals * x
			m2 += w / deals * x * x
		}
		variance += float64(ns[0]*ns[1]*ns[1]) * (m2 - m1*m1)
	}
	wantMean, _ := mean.Float64()
	e := bac1.Expect.Day
	if math.Abs(float64(e.Mean())-wantMean) > 0.5 || e.Wagers != 6 || e.Handle != 33000 || e.Actual != -25500 {
		t.Errorf("BAC-1 expectation: mean %s (want %.4f cents), wagers %d, handle %s, actual %s", e.Mean(), wantMean, e.Wagers, e.Handle, e.Actual)
	}
	if math.Abs(float64(e.SD())-math.Sqrt(variance)) > 1 {
		t.Errorf("BAC-1 SD %s, want %.2f cents", e.SD(), math.Sqrt(variance))
	}
	lo, hi := e.Interval(reports.ZFor(9500))
	if e.Outside(reports.ZFor(9500)) != (e.Actual < lo || e.Actual > hi) {
		t.Error("Outside disagrees with the interval")
	}
	// The Hold'em table's fees are not wagers the house can lose.
	if un := prop.Expect.Day.Uncovered; len(un) != 0 {
		t.Errorf("the property's uncovered handle %v: the collection table is not among the house-banked lines", un)
	}
	if bac1.Day.Drop != 325000 || bac1.Day.Win != 275000 || bac1.Month.Win != 275000 || bac1.Band.Has {
		t.Errorf("BAC-1 hold %+v %+v band %+v", bac1.Day, bac1.Month, bac1.Band)
	}
	if len(s.Series) != 21 || s.Series[20].Hold.Win != 295000 {
		t.Errorf("series of %d days, last %+v", len(s.Series), s.Series[len(s.Series)-1])
	}

	// BAC-2 changes its bonus pay table and deals again the same day: its
	// wagers are under two settings, each with its own distribution.
	bac2 := func(s reports.Statistical) reports.Expectation {
		for _, r := range s.Rows {
			if r.Level == reports.LevelTable && r.ID == "BAC-2" {
				return r.Expect.Day
			}
		}
		return reports.Expectation{}
	}
	before := bac2(s)
	if err := b.ledger.CloseTable(context.Background(), "user:pat", "BAC-2"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.ledger.OpenTable(context.Background(), "user:pat", "BAC-2", map[string]string{"bonus_pay_table": "B"}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.ledger.Record(context.Background(), ledger.Source{User: &b.boss}, bac("BAC-2", 2, "2026-11-21T23:00:00-07:00", "100.00")); err != nil {
		t.Fatal(err)
	}
	after := bac2(b.build(t, reports.KindStatistical, b.day).Data.(reports.Statistical))
	if after.Wagers != before.Wagers+2 || after.Handle != before.Handle+11000 || after.UncoveredHandle() != 0 ||
		after.Mean() <= before.Mean() {
		t.Errorf("BAC-2 under two settings: %d wagers, handle %s, uncovered %s, mean %s (before %d, %s, %s)",
			after.Wagers, after.Handle, after.UncoveredHandle(), after.Mean(), before.Wagers, before.Handle, before.Mean())
	}
}

func TestMonthlyAndDealers(t *testing.T) {
	b := newBooks(t)
	m := b.build(t, reports.KindMonthly, b.day).Data.(reports.Monthly)
	for _, r := range m.Tables {
		if r.Name == "BAC-1" && (r.Month.Win != 275000 || r.Month.Drop != 325000 || r.Year.Win != 275000 || r.MonthHold.Pct != 8462) {
			t.Errorf("BAC-1 month %+v", r)
		}
	}
	if len(m.Months) != 11 || m.Months[10].BankedWin != 295000 || m.Months[10].Collection != 200 {
		t.Errorf("roll-up %+v", m.Months)
	}
	d := b.build(t, reports.KindDealerErrors, b.day).Data.(reports.Dealers)
	var got []string
	for _, r := range d.Rows {
		got = append(got, fmt.Sprintf("%q hands=%d findings=%d payout=%d open=%d per100=%d", r.Dealer, r.Hands, r.Findings, r.Payout, r.Open, r.Per100()))
	}
	// D-1 dealt hands 1 and 2 (2 short-paid, corrected), D-2 hand 3
	// (short-paid, open); BAC-2's hand names none but the table opened
	// with D-7; the Hold'em hand has no dealer.
	want := []string{`"" hands=1 findings=0 payout=0 open=0 per100=0`, `"D-1" hands=2 findings=1 payout=1 open=0 per100=5000`,
		`"D-2" hands=1 findings=1 payout=1 open=1 per100=10000`, `"D-7" hands=1 findings=0 payout=0 open=0 per100=0`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("dealers:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestEveryReportRenders(t *testing.T) {
	b := newBooks(t)
	for _, kind := range reports.Kinds {
		runs, err := b.gen.Run(context.Background(), reports.Request{Kind: kind, PropertyID: b.prop.ID, GamingDay: b.day,
			Trigger: models.TriggerOnDemand, By: "user:olga"})
		if err != nil || len(runs) != 2 {
			t.Errorf("%s: %v", kind, err)
		}
	}
}

// pdfText is the PDF's text by pdftotext (pages split by form feeds); ok
// is false when pdftotext is not installed, which CI=true refuses.
func pdfText(t *testing.T, pdf []byte) (string, bool) {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("CI=true and pdftotext (poppler-utils) is not installed")
		}
		t.Log("pdftotext is not installed; the PDF's text is not checked in this run")
		return "", false
	}
	cmd := exec.Command("pdftotext", "-layout", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out), true
}

// An open finding's amount in the exceptions report is its money at stake,
// worked out here by hand for each kind of finding.
func TestOpenFindingStakes(t *testing.T) {
	b := newBooks(t)
	ctx := context.Background()
	rec := func(n int, tie, banker string) ledger.Answer {
		t.Helper()
		raw := fmt.Sprintf(`{"table_id": "BAC-2", "hand_number": %d, "game": "baccarat-co", "dealt_at": "2026-11-21T22:30:00-07:00",
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [%s, %s]}`, n, banker, tie)
		a, err := b.ledger.Record(ctx, ledger.Source{User: &b.boss}, []byte(raw))
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	okBanker := `{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"}`
	okTie := `{"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}`
	// Hand 2: the losing 10.00 tie paid 80.00 as a win. Its payout is
	// 80.00 off; its result turns the house's 10.00 into -80.00: 90.00.
	h2 := rec(2, `{"seat": 5, "bet": "tie", "amount": "10.00", "result": "win", "payout": "80.00"}`, okBanker)
	// Hand 3: the winning 100.00 banker taken as lost, no commission. The
	// house's 5.00 - 100.00 became 100.00: 195.00 at stake on the result;
	// the payout 100.00 and the commission 5.00.
	h3 := rec(3, okTie, `{"seat": 3, "bet": "banker", "amount": "100.00", "result": "lose", "payout": "0.00", "commission": "0.00"}`)
	e := b.build(t, reports.KindExceptions, b.day).Data.(reports.Exceptions)
	got := map[int64][]string{}
	for _, r := range e.Rows {
		if r.Category == reports.ExOpenFinding {
			got[r.HandID] = append(got[r.HandID], r.Amount.String())
		}
	}
	for _, w := range []struct {
		hand int64
		want []string
	}{{h2.HandID, []string{"80.00", "90.00"}}, {h3.HandID, []string{"100.00", "195.00", "5.00"}}} {
		if g := sorted(got[w.hand]); strings.Join(g, " ") != strings.Join(w.want, " ") {
			t.Errorf("hand %d: stakes %v, want %v", w.hand, g, w.want)
		}
	}
}

// A closer counted again to the same chips by another user is its second
// signature, not a recount: the adjustments report does not list it, and
// the inventories name both; a different count by that user is a recount.
func TestConfirmingCountIsNoAdjustment(t *testing.T) {
	b := newBooks(t)
	ctx := context.Background()
	row, err := b.ledger.RecordInventory(ctx, b.super, ledger.InventoryInput{TableID: "BAC-1", GamingDay: b.day,
		Kind: models.InventoryCloser, Chips: chips(10000, 225)})
	if err != nil {
		t.Fatal(err)
	}
	if row.Confirms == nil || row.Supersedes != nil {
		t.Errorf("sam's count of pat's closer: %+v; want it to confirm, not supersede", row)
	}
	if _, err := b.ledger.RecordInventory(ctx, b.boss, ledger.InventoryInput{TableID: "BAC-2", GamingDay: b.day,
		Kind: models.InventoryCloser, Chips: chips(10000, 90)}); err == nil || !strings.Contains(err.Error(), "chips") {
		t.Errorf("pat's second count of his own closer, the same chips: %v; want refused naming chips", err)
	}
	a := b.build(t, reports.KindAdjustments, b.day).Data.(reports.Adjustments)
	var recounts []string
	for _, r := range a.Rows {
		if r.Kind == reports.AdjustCloserRecount {
			recounts = append(recounts, fmt.Sprintf("%s %s", r.TableID, r.Amount))
		}
	}
	if strings.Join(recounts, " ") != "BAC-2 -100.00" {
		t.Errorf("closer recounts %q, want only BAC-2's -100.00", recounts)
	}
	days, err := b.ledger.Inventories(ctx, b.prop.ID, b.day)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range days {
		if d.TableID == "BAC-1" && (d.Closer == nil || d.Closer.EnteredBy != "pat" || d.Closer.ConfirmedBy == nil ||
			*d.Closer.ConfirmedBy != "sam" || len(d.Superseded) != 0) {
			t.Errorf("BAC-1's closer %+v, superseded %d; want counted by pat, confirmed by sam", d.Closer, len(d.Superseded))
		}
	}
	// sam counting it otherwise is a recount of 100.00 less.
	if _, err := b.ledger.RecordInventory(ctx, b.super, ledger.InventoryInput{TableID: "BAC-1", GamingDay: b.day,
		Kind: models.InventoryCloser, Chips: chips(10000, 224)}); err != nil {
		t.Fatal(err)
	}
	a = b.build(t, reports.KindAdjustments, b.day).Data.(reports.Adjustments)
	recounts = nil
	for _, r := range a.Rows {
		if r.Kind == reports.AdjustCloserRecount {
			recounts = append(recounts, fmt.Sprintf("%s %s", r.TableID, r.Amount))
		}
	}
	if strings.Join(sorted(recounts), " ") != "BAC-1 -100.00 BAC-2 -100.00" {
		t.Errorf("closer recounts %q", recounts)
	}
}
