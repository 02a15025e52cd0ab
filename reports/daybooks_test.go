package reports_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/jobs"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// A floor of four tables (two baccarat, a Hold'em collection box, a Casino
// Stud table on a progressive pool) played at random over four months
// that cross a year's end: hands right and short-paid by random dealers,
// corrections approved or not, fills and credits verified, voided or left,
// openers and closers with recounts, drop counts with recounts, pool
// adjustments, sign-offs. Days are closed as the nightly job closes them;
// then late hands, corrections, counts, slips and sign-offs change closed
// days, some books written again and some left stale. Every report of
// many days must then be, to the cent, what the records alone give.
type randomFloor struct {
	t                              *testing.T
	rnd                            *rand.Rand
	store                          *models.Store
	ledger                         *ledger.Ledger
	gen                            *reports.Generator
	sched                          *jobs.Scheduler
	prop                           models.Property
	clock                          time.Time
	loc                            *time.Location
	boss, super, cage, count, olga models.User
	hands                          map[string]int
	// handIDs are the recorded hands that have a finding.
	discrepant []int64
	slips      []int64
	// counted is each table, day and kind's last tray count, in hundreds:
	// the same count again by the same person is refused (a second
	// signature is another's), so a recount differs from it.
	counted map[string]int64
}

func newRandomFloor(t *testing.T, seed uint64) *randomFloor {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	f := &randomFloor{t: t, rnd: rand.New(rand.NewPCG(seed, 7)), store: s, hands: map[string]int{}, counted: map[string]int64{}}
	f.clock = time.Date(2025, 10, 20, 12, 0, 0, 0, time.UTC)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return f.clock })
	l.SetLateEntryWindow(10 * 365 * 24 * time.Hour)
	f.ledger = l
	f.gen = reports.NewGenerator(s, nil)
	f.gen.SetClock(func() time.Time { return f.clock })
	f.gen.SetOddsWait(0)
	f.sched = jobs.New(s, f.gen, nil)
	f.sched.SetClock(func() time.Time { return f.clock })
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone = "America/Denver"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	f.prop, _ = s.PropertyByCode(ctx, "main")
	f.loc, _ = f.prop.Location()
	for _, tb := range []ledger.TableInput{{ID: "BAC-1", Game: "baccarat-co"}, {ID: "BAC-2", Game: "baccarat-co"},
		{ID: "HE-1", Game: "holdem"}, {ID: "CS-1", Game: "casino-stud"}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.CreatePool(ctx, "user:admin", ledger.PoolInput{ID: "PJ", Name: "Jackpot", Seed: rules.Dollars(1000), MainRate: 1500, ReserveRate: 500}); err != nil {
		t.Fatal(err)
	}
	if err := l.LinkPool(ctx, "user:admin", "PJ", "CS-1", "progressive"); err != nil {
		t.Fatal(err)
	}
	mk := func(name, role string) models.User {
		u, err := l.CreateUser(ctx, "test", name, role)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	f.boss, f.super, f.cage, f.count, f.olga = mk("pat", models.RolePitBoss), mk("sam", models.RolePitBoss),
		mk("cass", models.RoleCage), mk("cole", models.RoleCount), mk("olga", models.RoleCompliance)
	return f
}

func (f *randomFloor) must(_ any, err error) {
	f.t.Helper()
	if err != nil {
		f.t.Fatal(err)
	}
}

// dealtAt is a time during a gaming day (which starts at 06:00 in Denver).
func (f *randomFloor) dealtAt(day models.Day) string {
	t := day.Time(f.loc).Add(6*time.Hour + time.Duration(f.rnd.IntN(23*60))*time.Minute)
	return t.Format(time.RFC3339)
}

func (f *randomFloor) money(lo, hi int) string {
	return fmt.Sprintf("%d.00", lo+f.rnd.IntN(hi-lo+1))
}

// hand records one random hand at a table on a day.
func (f *randomFloor) hand(table string, day models.Day) {
	f.t.Helper()
	f.hands[table]++
	n := f.hands[table]
	dealer := ""
	if f.rnd.IntN(4) > 0 {
		dealer = fmt.Sprintf(`"dealer_id": "D-%d", `, 1+f.rnd.IntN(3))
	}
	var raw string
	switch table {
	case "BAC-1", "BAC-2":
		stake := 5 * (1 + f.rnd.IntN(40))
		payout, commission := fmt.Sprintf("%d.00", stake), fmt.Sprintf("%d.%02d", stake*5/100, stake*5%100)
		if f.rnd.IntN(8) == 0 {
			payout = fmt.Sprintf("%d.00", stake-1)
		}
		raw = fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "baccarat-co", %s"dealt_at": %q,
		 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
		 "wagers": [{"seat": 3, "bet": "banker", "amount": "%d.00", "result": "win", "payout": %q, "commission": %q},
		            {"seat": 5, "bet": "tie", "amount": %q, "result": "lose", "payout": "0.00"},
		            {"seat": 1, "bet": "player", "amount": %q, "result": "lose", "payout": "0.00"}]}`,
			table, n, dealer, f.dealtAt(day), stake, payout, commission, f.money(1, 25), f.money(5, 100))
	case "HE-1":
		fee := []string{"1.00", "2.00", "3.00", "4.00"}[f.rnd.IntN(4)]
		raw = fmt.Sprintf(`{"table_id": "HE-1", "hand_number": %d, "game": "holdem", %s"dealt_at": %q, "button": 3,
		 "board": ["AS", "KD", "7C", "2H", "9S"],
		 "seats": [{"seat": 1, "cards": ["AH", "AD"], "contributed": "50.00", "won": "%d.00"},
		           {"seat": 2, "folded": true, "contributed": "2.00", "won": "0.00"},
		           {"seat": 3, "cards": ["KS", "QS"], "contributed": "50.00", "won": "0.00"}],
		 "fees": [{"type": "regular", "amount": %q}]}`, n, dealer, f.dealtAt(day), 102-int(fee[0]-'0'), fee)
	case "CS-1":
		ante := 5 * (1 + f.rnd.IntN(10))
		raw = fmt.Sprintf(`{"table_id": "CS-1", "hand_number": %d, "game": "casino-stud", %s"dealt_at": %q,
		 "cards": {"dealer": ["8S", "6D", "5C", "2S", "3H"],
		           "seats": [{"seat": 4, "cards": ["QC", "JD", "9H", "7S", "4D"]}]},
		 "wagers": [{"seat": 4, "bet": "ante", "amount": "%d.00", "result": "lose", "payout": "0.00"},
		            {"seat": 4, "bet": "progressive", "amount": "1.00", "result": "lose", "payout": "0.00"}]}`,
			n, dealer, f.dealtAt(day), ante)
	}
	a, err := f.ledger.Record(context.Background(), ledger.Source{User: &f.boss}, []byte(raw))
	if err != nil {
		f.t.Fatalf("%s hand %d: %v\n%s", table, n, err, raw)
	}
	if a.Verdict == models.VerdictDiscrepancy {
		f.discrepant = append(f.discrepant, a.HandID)
	}
}

// play fills a day with random records.
func (f *randomFloor) play(day models.Day) {
	ctx := context.Background()
	for _, table := range []string{"BAC-1", "BAC-2", "HE-1", "CS-1"} {
		if f.rnd.IntN(5) == 0 {
			continue // closed that day
		}
		if f.rnd.IntN(6) == 0 {
			// A new dealer at 06:30, for the hands whose records name none.
			now := f.clock
			f.clock = day.Time(f.loc).Add(6*time.Hour + 30*time.Minute).UTC()
			f.ledger.CloseTable(ctx, "user:pat", table) // refused when not open
			f.must(f.ledger.OpenTableWith(ctx, "user:pat", table, ledger.TableOpening{DealerID: fmt.Sprintf("D-%d", 1+f.rnd.IntN(3))}))
			f.clock = now
		}
		for range 1 + f.rnd.IntN(3) {
			f.hand(table, day)
		}
		if table == "HE-1" {
			f.must(f.ledger.RecordDropCount(ctx, f.count, countSheetIn(table, day, rules.Money(100*(1+f.rnd.IntN(12))), "")))
			continue
		}
		if table == "CS-1" && f.rnd.IntN(3) == 0 {
			continue // no counts this day
		}
		f.changeTable(table, day)
	}
	f.changeAny(day)
}

// tray counts a table's opener or closer of a day at n chips of 100.00,
// one more when that is the count it has already.
func (f *randomFloor) tray(table string, day models.Day, kind string, n int64) {
	k := table + " " + string(day) + " " + kind
	if f.counted[k] == n {
		n++
	}
	f.counted[k] = n
	f.must(f.ledger.RecordInventory(context.Background(), f.boss, ledger.InventoryInput{TableID: table, GamingDay: day,
		Kind: kind, Chips: chips(10000, n)}))
}

// changeTable adds the accounting records a table's day gets, any of them
// possibly late: inventories, slips, drop counts.
func (f *randomFloor) changeTable(table string, day models.Day) {
	ctx := context.Background()
	if f.rnd.IntN(3) == 0 {
		f.tray(table, day, models.InventoryOpener, int64(90+f.rnd.IntN(20)))
	}
	for range f.rnd.IntN(3) {
		kind := models.SlipFill
		if f.rnd.IntN(3) == 0 {
			kind = models.SlipCredit
		}
		r, err := f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: kind, TableID: table, GamingDay: day,
			Chips: chips(2500, int64(1+f.rnd.IntN(40)))})
		if err != nil {
			f.t.Fatal(err)
		}
		f.slips = append(f.slips, r.ID)
		switch f.rnd.IntN(4) {
		case 0:
		case 1:
			f.must(f.ledger.VoidSlip(ctx, f.boss, r.ID, "wrong table"))
		default:
			f.must(f.ledger.VerifySlip(ctx, f.cage, r.ID))
		}
	}
	for range 1 + f.rnd.IntN(2) {
		f.tray(table, day, models.InventoryCloser, int64(90+f.rnd.IntN(30)))
	}
	for range f.rnd.IntN(3) {
		f.must(f.ledger.RecordDropCount(ctx, f.count, countSheetIn(table, day, rules.Money(100*(100+f.rnd.IntN(5000))), "")))
	}
}

// changeAny corrects a random discrepant hand, approves a correction,
// voids or verifies a slip left open, or adjusts the pool.
func (f *randomFloor) changeAny(day models.Day) {
	ctx := context.Background()
	if len(f.discrepant) > 0 && f.rnd.IntN(2) == 0 {
		id := f.discrepant[f.rnd.IntN(len(f.discrepant))]
		c, err := f.ledger.FileCorrection(ctx, f.boss, id, ledger.CorrectionInput{ReasonCode: "dealer_payout_error",
			Note: "paid", Adjustment: rules.Dollars(int64(1 + f.rnd.IntN(3)))})
		if err == nil && f.rnd.IntN(3) > 0 {
			f.must(f.ledger.ApproveCorrection(ctx, f.super, c.ID))
		}
	}
	if len(f.slips) > 0 && f.rnd.IntN(3) == 0 {
		id := f.slips[f.rnd.IntN(len(f.slips))]
		if f.rnd.IntN(2) == 0 {
			f.ledger.VerifySlip(ctx, f.cage, id) // refused when done already
		} else {
			f.ledger.VoidSlip(ctx, f.boss, id, "recounted")
		}
	}
	if f.rnd.IntN(6) == 0 {
		e, err := f.ledger.RequestAdjustment(ctx, "user:pat", "PJ", rules.Dollars(int64(f.rnd.IntN(50)-20)), "meter fault")
		if err == nil {
			f.must(f.ledger.ApproveAdjustment(ctx, "user:sam", "PJ", e.Seq))
		}
	}
}

// builtOf builds a report, from the books or from the records only.
func (f *randomFloor) builtOf(kind string, day models.Day, recordsOnly bool, asOf int64) reports.Built {
	f.t.Helper()
	f.gen.SetRecordsOnly(recordsOnly)
	defer f.gen.SetRecordsOnly(false)
	b, err := f.gen.Build(context.Background(), reports.Request{Kind: kind, PropertyID: f.prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:olga", BooksRevision: asOf})
	if err != nil {
		f.t.Fatalf("%s %s: %v", kind, day, err)
	}
	return b
}

// figures is what a report says, less the note naming what it read.
func figures(d render.Document) render.Document {
	var notes []string
	for _, n := range d.Notes {
		if !strings.HasPrefix(n, "Day books") && !strings.HasPrefix(n, "No day books") {
			notes = append(notes, n)
		}
	}
	d.Notes = notes
	return d
}

// sameReports requires every report of the days to be what the records
// alone give.
func (f *randomFloor) sameReports(days []models.Day) (fromBooks int) {
	f.t.Helper()
	for _, day := range days {
		for _, kind := range reports.Kinds {
			books, records := f.builtOf(kind, day, false, 0), f.builtOf(kind, day, true, 0)
			if !reflect.DeepEqual(figures(books.Doc), figures(records.Doc)) {
				f.t.Errorf("%s of %s: the books give\n%s\nthe records\n%s", kind, day, docText(books.Doc), docText(records.Doc))
			}
			if books.BooksRevision > 0 {
				fromBooks++
			}
		}
	}
	return fromBooks
}

// tables is a report's figures alone: its rows, totals and sections, not
// when it was made or whether its days are signed off since.
func tables(d render.Document) render.Document {
	return render.Document{Columns: d.Columns, Rows: d.Rows, Totals: d.Totals, Sections: d.Sections}
}

func docText(d render.Document) string {
	var w strings.Builder
	for _, r := range append(d.Rows, d.Totals) {
		for _, c := range r {
			fmt.Fprintf(&w, "%v\t", c)
		}
		w.WriteString("\n")
	}
	for _, sec := range d.Sections {
		fmt.Fprintf(&w, "-- %s\n", sec.Title)
		for _, r := range append(sec.Rows, sec.Totals) {
			for _, c := range r {
				fmt.Fprintf(&w, "%v\t", c)
			}
			w.WriteString("\n")
		}
	}
	return w.String()
}

// distributions stores made-up moments for every bet played, so that the
// expected win is worked out from the wager books (whether the moments are
// the games' own does not matter here).
func (f *randomFloor) distributions() {
	ctx := context.Background()
	var played []struct {
		Game, Settings string
	}
	f.store.DB().Raw("SELECT DISTINCT game, settings FROM hands").Scan(&played)
	var ds []models.WagerDistribution
	for _, p := range played {
		for i, bet := range []string{"banker", "player", "tie", "ante", "progressive", "raise"} {
			ds = append(ds, models.WagerDistribution{Game: p.Game, Settings: p.Settings, Bet: bet,
				Mean: fmt.Sprintf("%d/1000", 3+i*7), SecondMoment: fmt.Sprintf("%d/100", 90+i*13), Deals: "1", Lines: 2, ComputedAt: f.clock,
				Revision: reports.DistributionRevision})
		}
	}
	if err := f.store.InsertWagerDistributions(ctx, ds); err != nil {
		f.t.Fatal(err)
	}
}

func TestDayBooksGiveWhatTheRecordsGive(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	ctx := context.Background()
	f := newRandomFloor(t, 2026)
	first := models.Day("2025-10-25")
	last := models.Day("2026-02-05")
	for day := first; day <= last; day = day.AddDays(1) {
		f.clock = day.Time(f.loc).Add(29*time.Hour + 50*time.Minute).UTC()
		if f.rnd.IntN(7) == 0 {
			continue // a dark day
		}
		f.play(day)
		if f.rnd.IntN(3) == 0 {
			// The nightly run, a day or more late now and then.
			f.clock = day.Time(f.loc).Add(31 * time.Hour).UTC()
			if _, err := f.sched.RunBooks(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.distributions()
	f.clock = last.Time(f.loc).Add(40 * time.Hour).UTC()
	run, err := f.sched.RunBooks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	closed := run.Closed["main"]
	t.Logf("closed at the end: %v; revisions %d", closed, run.Revisions)

	reportDays := []models.Day{"2025-10-31", "2025-12-31", "2026-01-01", "2026-01-17", "2026-01-31", last, last.AddDays(1)}
	if n := f.sameReports(reportDays); n == 0 {
		t.Fatal("no report read a day book")
	}
	// The year to date of a day in December reads October and November
	// from their month books.
	if notes := strings.Join(f.builtOf(reports.KindStatistical, "2025-12-31", false, 0).Doc.Notes, " "); !strings.Contains(notes, "table-months from month books") {
		t.Errorf("the statistical report of 2025-12-31 read no month book: %q", notes)
	}
	// Year books (a table's wagers of the year through a month) were
	// written, and the reports above read them where they matched.
	var yearBooks int64
	if err := f.store.DB().Raw("SELECT COUNT(*) FROM day_book_months WHERE span_from IS NOT NULL").Scan(&yearBooks).Error; err != nil || yearBooks == 0 {
		t.Errorf("no year book written (%v)", err)
	}
	// The monthly report of December reads October's and November's table
	// figures from their month books too.
	if notes := strings.Join(f.builtOf(reports.KindMonthly, "2025-12-31", false, 0).Doc.Notes, " "); !strings.Contains(notes, "the figures of") {
		t.Errorf("the monthly report of 2025-12-31 read no table figures from month books: %q", notes)
	}

	// An as-of build reproduces a report that read only books.
	before := f.builtOf(reports.KindMonthly, "2026-01-31", false, 0)
	if before.BooksRevision == 0 || !strings.Contains(strings.Join(before.Doc.Notes, " "), "nothing read from the records") {
		t.Fatalf("the monthly report of January read records: %q", before.Doc.Notes)
	}

	// Late changes of closed days: hands, corrections, counts, slips,
	// inventories, sign-offs; the books of some written again.
	for i := range 30 {
		day := first.AddDays(f.rnd.IntN(100))
		f.clock = last.Time(f.loc).Add(time.Duration(41+i) * time.Hour).UTC()
		switch f.rnd.IntN(5) {
		case 0:
			f.hand([]string{"BAC-1", "BAC-2", "HE-1", "CS-1"}[f.rnd.IntN(4)], day)
		case 1:
			f.changeAny(day)
		case 2:
			f.changeTable([]string{"BAC-1", "BAC-2"}[f.rnd.IntN(2)], day)
		case 3:
			f.ledger.SignOff(ctx, f.olga, f.prop.ID, day, ledger.SignOffInput{OverrideReason: "reviewed"})
		case 4:
			if _, err := f.store.RefreshBooks(ctx, f.prop.ID, f.clock, "test"); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.sameReports(reportDays)

	after := f.builtOf(reports.KindMonthly, "2026-01-31", false, before.BooksRevision)
	if !reflect.DeepEqual(tables(after.Doc), tables(before.Doc)) {
		t.Errorf("the monthly report as of revision %d differs from the report that named it:\n%s\n%s",
			before.BooksRevision, docText(after.Doc), docText(before.Doc))
	}

	// Written again, every book is current, and the reports still agree.
	if _, err := f.store.RefreshBooks(ctx, f.prop.ID, f.clock, "test"); err != nil {
		t.Fatal(err)
	}
	f.sameReports(reportDays)
	// And with the month books of the months changed since written again.
	if _, err := f.sched.RunBooks(ctx); err != nil {
		t.Fatal(err)
	}
	f.sameReports(reportDays)
	stat := f.builtOf(reports.KindStatistical, "2026-01-31", false, 0)
	if !strings.Contains(strings.Join(stat.Doc.Notes, " "), "nothing read from the records") {
		t.Errorf("after the refresh the statistical report still read records: %q", stat.Doc.Notes)
	}
	// The expected win was worked out from the wager books, not left
	// pending: the distributions stored above are read.
	if text := docText(stat.Doc); strings.Contains(text, reports.UncoveredPending) {
		t.Errorf("the statistical report left wagers pending:\n%s", text)
	}
}
