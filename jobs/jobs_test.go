package jobs_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/jobs"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

func denver(created time.Time) models.Property {
	return models.Property{Code: "main", TimeZone: "America/Denver", GamingDayStart: "06:00", CreatedAt: created}
}

func TestClosedDays(t *testing.T) {
	p := denver(time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC))
	cases := []struct {
		now  time.Time
		want []models.Day
	}{
		// 06:40 in Denver: the 21st ended 40 minutes ago, past the grace.
		{time.Date(2026, 11, 22, 13, 40, 0, 0, time.UTC), []models.Day{"2026-11-19", "2026-11-20", "2026-11-21"}},
		// 06:20 in Denver: the 21st ended within the grace; wait.
		{time.Date(2026, 11, 22, 13, 20, 0, 0, time.UTC), []models.Day{"2026-11-18", "2026-11-19", "2026-11-20"}},
		// Nothing before the property existed (gaming day 2026-10-31 in Denver).
		{time.Date(2026, 11, 2, 14, 0, 0, 0, time.UTC), []models.Day{"2026-10-31", "2026-11-01"}},
	}
	for _, c := range cases {
		got, err := jobs.ClosedDays(p, c.now)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(c.want) {
			t.Errorf("at %s: %v; want %v", c.now, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("at %s: %v; want %v", c.now, got, c.want)
				break
			}
		}
	}
}

// The nightly job writes each closed day's report once, however often it
// runs and however many replicas run it at the same moment.
func TestNightlyReportsRunOnce(t *testing.T) {
	ctx := context.Background()
	store := modeltest.Open(t)
	p, err := store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	now := p.CreatedAt.Add(72 * time.Hour)
	want, err := jobs.ClosedDays(p, now)
	if err != nil || len(want) == 0 {
		t.Fatalf("closed days %v %v", want, err)
	}
	// Two replicas, each with its own scheduler, start the job together.
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := jobs.New(store, generatorAt(store, now), nil)
			s.SetClock(func() time.Time { return now })
			if _, err := s.RunDailyReports(ctx); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	again := jobs.New(store, generatorAt(store, now), nil)
	again.SetClock(func() time.Time { return now })
	runs, err := again.RunDailyReports(ctx)
	if err != nil || len(runs) != 0 {
		t.Fatalf("a later run wrote %d reports (%v); want none", len(runs), err)
	}
	all, err := store.ReportRuns(ctx, models.ReportFilter{Kind: reports.KindDailySummary, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2*len(want) {
		t.Fatalf("%d report files for %d days; want one .xlsx and one .pdf each", len(all), len(want))
	}
	seen := map[string]bool{}
	for _, r := range all {
		key := string(r.GamingDay) + r.Format
		if seen[key] || r.Trigger != models.TriggerScheduled || r.RequestedBy != "system:nightly" || len(r.SHA256) != 64 {
			t.Errorf("report %+v repeats or is wrong", r)
		}
		seen[key] = true
	}
	fee, err := store.ReportRuns(ctx, models.ReportFilter{Kind: reports.KindFeeCollection, Limit: 1000})
	if err != nil || len(fee) != 2*len(want) {
		t.Fatalf("%d fee-collection files for %d days (%v); want one .xlsx and one .pdf each", len(fee), len(want), err)
	}
	// One audit entry per report kind and day.
	entries, _ := store.AuditEntries(ctx, models.AuditFilter{Action: "report.generated"})
	if len(entries) != len(reports.DailyKinds)*len(want) {
		t.Errorf("report.generated audit entries = %d; want %d", len(entries), len(reports.DailyKinds)*len(want))
	}
	// And one anchor, which both files of the run name; the replicas that
	// found the report written left none.
	anchorOf := map[string]int64{}
	for _, r := range append(all, fee...) {
		key := r.Kind + "/" + string(r.GamingDay)
		if r.AnchorID == nil || (anchorOf[key] != 0 && anchorOf[key] != *r.AnchorID) {
			t.Errorf("report %d (%s %s) names anchor %v; want the one of its run", r.ID, key, r.Format, r.AnchorID)
			continue
		}
		anchorOf[key] = *r.AnchorID
	}
	var anchors int64
	store.DB().Raw("SELECT count(*) FROM anchors WHERE kind = 'report'").Scan(&anchors)
	if anchors != int64(len(reports.DailyKinds)*len(want)) {
		t.Errorf("%d report anchors; want %d", anchors, len(reports.DailyKinds)*len(want))
	}
	if _, err := store.VerifyAudit(ctx); err != nil {
		t.Errorf("verify: %v", err)
	}
}

func TestSchedulerStartsAndStops(t *testing.T) {
	store := modeltest.Open(t)
	s := jobs.New(store, reports.NewGenerator(store, nil), nil)
	if err := s.Start("not a cron spec"); err == nil {
		t.Fatal("a bad schedule was accepted")
	}
	s = jobs.New(store, reports.NewGenerator(store, nil), nil)
	if err := s.Start(jobs.DefaultSchedule); err != nil {
		t.Fatal(err)
	}
	s.Stop()
}

// generatorAt is a report generator whose clock stands at now, as the
// scheduler's does.
func generatorAt(store *models.Store, now time.Time) *reports.Generator {
	g := reports.NewGenerator(store, nil)
	g.SetClock(func() time.Time { return now })
	return g
}

// After an outage of any length, every closed gaming day that had hands
// gets its reports, not only the last few days.
func TestCatchUpReachesEveryDayWithHands(t *testing.T) {
	ctx := context.Background()
	store := modeltest.Open(t)
	l := ledger.New(store, catalog.Default(), nil)
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "BAC-1", Game: "baccarat-co"}); err != nil {
		t.Fatal(err)
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	p, err := store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	today, err := p.GamingDayOf(now)
	if err != nil {
		t.Fatal(err)
	}
	// Hands 40 and 12 days ago (the property is UTC, its days start at 06:00).
	var played []models.Day
	for i, ago := range []int{40, 12} {
		day := today.AddDays(-ago)
		played = append(played, day)
		dealt := day.Time(time.UTC).Add(10 * time.Hour).Format(time.RFC3339)
		rec := fmt.Sprintf(`{"table_id": "BAC-1", "hand_number": %d, "game": "baccarat-co", "dealt_at": %q,
		 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
		 "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "95.00", "commission": "5.00"}]}`, i+1, dealt)
		if _, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(rec)); err != nil {
			t.Fatal(err)
		}
	}
	s := jobs.New(store, generatorAt(store, now), nil)
	s.SetClock(func() time.Time { return now })
	if _, err := s.RunDailyReports(ctx); err != nil {
		t.Fatal(err)
	}
	recent, err := jobs.ClosedDays(p, now)
	if err != nil {
		t.Fatal(err)
	}
	runs, err := store.ReportRuns(ctx, models.ReportFilter{Kind: reports.KindDailySummary, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	got := map[models.Day]int{}
	for _, r := range runs {
		got[r.GamingDay]++
	}
	for _, d := range append(played, recent...) {
		if got[d] != 2 {
			t.Errorf("gaming day %s has %d daily-summary files; want an .xlsx and a .pdf", d, got[d])
		}
	}
	if len(got) != len(played)+len(recent) {
		t.Errorf("reports for %d days (%v); want the %d days with hands and the %d latest", len(got), got, len(played), len(recent))
	}
	// Nothing is left to do.
	again, err := s.RunDailyReports(ctx)
	if err != nil || len(again) != 0 {
		t.Errorf("a second run wrote %d reports (%v)", len(again), err)
	}
}

// A month's reports are written once its last gaming day has closed, and
// not before; a signed-off day whose final Master Game Report is missing
// gets one.
func TestMonthlyAndFinalReports(t *testing.T) {
	ctx := context.Background()
	store := modeltest.Open(t)
	p, err := store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	// The property is in UTC with a 06:00 gaming day. Midway through
	// December: November is closed, December is not.
	p.CreatedAt = time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC)
	if err := store.DB().Exec("UPDATE properties SET created_at = ? WHERE id = ?", p.CreatedAt, p.ID).Error; err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 12, 15, 12, 0, 0, 0, time.UTC)
	s := jobs.New(store, generatorAt(store, now), nil)
	s.SetClock(func() time.Time { return now })
	runs, err := s.RunMonthlyReports(ctx)
	if err != nil {
		t.Fatal(err)
	}
	days := map[string]int{}
	for _, r := range runs {
		days[r.Kind+" "+string(r.GamingDay)]++
	}
	for _, k := range reports.MonthlyKinds {
		for _, d := range []string{"2026-11-30", "2026-10-31"} {
			if days[k+" "+d] != 2 {
				t.Errorf("%s of %s: %d files; want 2 (runs %v)", k, d, days[k+" "+d], days)
			}
		}
		if days[k+" 2026-12-31"]+days[k+" 2026-12-15"] != 0 {
			t.Errorf("%s of December written before the month ended", k)
		}
	}
	if again, err := s.RunMonthlyReports(ctx); err != nil || len(again) != 0 {
		t.Errorf("a second run wrote %d files, %v", len(again), err)
	}

	// A day signed off without its final report.
	if err := store.InsertDaySignOff(ctx, &models.DaySignOff{PropertyID: p.ID, GamingDay: "2026-12-10", SignedBy: "olga",
		SignedAt: now.Add(-time.Hour)}); err != nil {
		t.Fatal(err)
	}
	runs, err = s.RunFinalReports(ctx)
	if err != nil || len(runs) != 2 || runs[0].Kind != reports.KindMasterGame || runs[0].GamingDay != "2026-12-10" {
		t.Fatalf("final reports: %v, %v", runs, err)
	}
	if again, err := s.RunFinalReports(ctx); err != nil || len(again) != 0 {
		t.Errorf("the final report was written twice: %v %v", again, err)
	}
	if runs[0].Trigger != models.TriggerFinal || runs[0].SealID == nil || *runs[0].FinalRevision != 1 {
		t.Errorf("the final report %+v is not marked final, revision 1, with its seal", runs[0])
	}
	// A count of the day after its final report: a second revision, which
	// says what changed since the seal.
	if err := store.CreateTable(ctx, &models.Table{ID: "BAC-9", PropertyID: p.ID, Game: "baccarat-co", Settings: "{}", CreatedAt: now}); err != nil {
		t.Fatal(err)
	}
	err = store.InTx(ctx, func(ctx context.Context) error {
		if err := store.InsertDropCount(ctx, &models.DropCount{TableID: "BAC-9", GamingDay: "2026-12-10", Amount: 100,
			CountedBy: "cole", CountedAt: now}); err != nil {
			return err
		}
		return store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: "test", Action: "count.recorded", Subject: "x"})
	})
	if err != nil {
		t.Fatal(err)
	}
	runs, err = s.RunFinalReports(ctx)
	if err != nil || len(runs) != 2 || *runs[0].FinalRevision != 2 || runs[0].FileName != "master_game_main_2026-12-10_final_r2.pdf" &&
		runs[0].FileName != "master_game_main_2026-12-10_final_r2.xlsx" {
		t.Fatalf("after a late count: %+v, %v", runs, err)
	}
	entries, err := store.AuditEntries(ctx, models.AuditFilter{Action: "report.generated"})
	if err != nil || len(entries) == 0 || !strings.Contains(entries[len(entries)-1].Payload+entries[0].Payload, `"changed_since_seal":[{"table":"drop_counts","rows":1}]`) {
		t.Errorf("the second revision's entry does not say what changed: %v", err)
	}
	if again, err := s.RunFinalReports(ctx); err != nil || len(again) != 0 {
		t.Errorf("revision 2 written twice: %v %v", again, err)
	}
	// Reviewed, but the revision that names the reviewer was not written
	// (the review's own run failed): the job writes it, once.
	so, err := store.DaySignOff(ctx, p.ID, "2026-12-10")
	if err != nil {
		t.Fatal(err)
	}
	err = store.InTx(ctx, func(ctx context.Context) error {
		if err := store.InsertDayReview(ctx, &models.DayReview{PropertyID: p.ID, GamingDay: "2026-12-10", SignOffID: so.ID,
			FinalRevision: 2, ReviewedBy: "rita", ReviewedAt: now}); err != nil {
			return err
		}
		return store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: "user:rita", Action: "gaming_day.reviewed", Subject: "x"})
	})
	if err != nil {
		t.Fatal(err)
	}
	runs, err = s.RunFinalReports(ctx)
	if err != nil || len(runs) != 2 || *runs[0].FinalRevision != 3 {
		t.Fatalf("after the review: %+v, %v; want revision 3", runs, err)
	}
	if again, err := s.RunFinalReports(ctx); err != nil || len(again) != 0 {
		t.Errorf("revision 3 written twice: %v %v", again, err)
	}
	// The preparer's own review is refused by the database too.
	err = store.InsertDayReview(ctx, &models.DayReview{PropertyID: p.ID, GamingDay: "2026-12-09", SignOffID: so.ID,
		FinalRevision: 1, ReviewedBy: "olga", ReviewedAt: now})
	if err == nil || !strings.Contains(err.Error(), "the reviewer signed the gaming day off") {
		t.Errorf("a review by the preparer was stored: %v", err)
	}
	// (The sign-off above was written without its audit entry, which
	// verify names; the seal itself checks.)
	if rep, _ := store.VerifyAudit(ctx); rep.Seals.Sealed != 1 || len(rep.Seals.Broken) != 0 {
		t.Errorf("seals after the late count: %+v", rep.Seals)
	}
}

// The books are written before the reports: a run closes every ended day
// from the first with a record (at most MaxCloseDays a run, oldest first),
// writes stale books again, and a report of the closed days reads books.
func TestRunBooksClosesEndedDaysOldestFirst(t *testing.T) {
	ctx := context.Background()
	store := modeltest.Open(t)
	l := ledger.New(store, catalog.Default(), nil)
	l.SetLateEntryWindow(1000 * 24 * time.Hour)
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "BAC-1", Game: "baccarat-co"}); err != nil {
		t.Fatal(err)
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	p, _ := store.PropertyByCode(ctx, "main")
	today, _ := p.GamingDayOf(now)
	first := today.AddDays(-(jobs.MaxCloseDays + 10))
	dealt := first.Time(time.UTC).Add(10 * time.Hour).Format(time.RFC3339)
	rec := fmt.Sprintf(`{"table_id": "BAC-1", "hand_number": 1, "game": "baccarat-co", "dealt_at": %q,
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [{"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "95.00", "commission": "5.00"}]}`, dealt)
	if _, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(rec)); err != nil {
		t.Fatal(err)
	}
	s := jobs.New(store, generatorAt(store, now), nil)
	s.SetClock(func() time.Time { return now })
	run, err := s.RunBooks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	closed := run.Closed["main"]
	if len(closed) != jobs.MaxCloseDays || closed[0] != first || run.Revisions != 1 {
		t.Fatalf("the first run closed %d days from %v with %d revisions; want %d from %s with the one table-day's book",
			len(closed), closed[:min(1, len(closed))], run.Revisions, jobs.MaxCloseDays, first)
	}
	// A day closed unsigned is sealed, once, with its hand; a day of no
	// play is sealed empty.
	for day, n := range map[models.Day]int64{first: 1, first.AddDays(1): 0} {
		if seals, err := store.DaySeals(ctx, p.ID, day); err != nil || len(seals) != 1 || seals[0].Kind != models.SealKindClose ||
			seals[0].Records != n {
			t.Errorf("seals of %s: %+v %v; want one of kind close over %d records", day, seals, err, n)
		}
	}
	last, _ := jobs.LastClosedDay(p, now)
	run, err = s.RunBooks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if closed := run.Closed["main"]; len(closed) == 0 || closed[len(closed)-1] != last {
		t.Fatalf("the second run closed %v; want the rest up to %s", closed, last)
	}
	// A count of the first day makes its book stale; the next run writes
	// it again.
	count, _ := l.CreateUser(ctx, "test", "cole", models.RoleCount)
	if _, err := l.RecordDropCount(ctx, count, countSheetIn("BAC-1", first, 50000, "")); err != nil {
		t.Fatal(err)
	}
	if st, _ := store.BookStatus(ctx, p.ID); len(st.Stale) != 1 {
		t.Fatalf("stale books after a late count: %v; want BAC-1 of %s", st.Stale, first)
	}
	if run, err = s.RunBooks(ctx); err != nil || run.Revisions != 1 || len(run.Closed["main"]) != 0 {
		t.Fatalf("the third run: %+v %v; want one revision and no day closed", run, err)
	}
	built, err := generatorAt(store, now).Build(ctx, reports.Request{Kind: reports.KindMonthly, PropertyID: p.ID, GamingDay: last,
		Trigger: models.TriggerOnDemand, By: "user:olga"})
	if err != nil {
		t.Fatal(err)
	}
	if note := built.Doc.Notes[len(built.Doc.Notes)-1]; built.BooksRevision == 0 || !strings.Contains(note, "nothing read from the records") {
		t.Errorf("the monthly report of %s: revision %d, %q; want it read from books alone", last, built.BooksRevision, note)
	}
}

// anchorSink is an outside copy of the anchors in memory.
type anchorSink struct{ seqs []int64 }

func (m *anchorSink) Exported() int64 {
	if len(m.seqs) == 0 {
		return 0
	}
	return m.seqs[len(m.seqs)-1]
}

func (m *anchorSink) Append(_ context.Context, a []models.Anchor) error {
	for _, x := range a {
		m.seqs = append(m.seqs, x.Seq)
	}
	return nil
}

// The periodic anchor is written only when a chain moved, and the outside
// copy is brought up to date each time.
func TestRunAnchor(t *testing.T) {
	store := modeltest.Open(t)
	ctx := context.Background()
	s := jobs.New(store, reports.NewGenerator(store, nil), nil)
	sink := &anchorSink{}
	store.SetAnchorSink(sink, nil)
	// The key's installation entry follows the seal (anchor 1).
	if wrote, err := s.RunAnchor(ctx); err != nil || !wrote || sink.Exported() != 2 {
		t.Fatalf("an entry after the seal: wrote %v, %v; outside copy ends at %d (want 2)", wrote, err, sink.Exported())
	}
	if wrote, err := s.RunAnchor(ctx); err != nil || wrote {
		t.Fatalf("nothing moved: wrote %v, %v", wrote, err)
	}
	err := store.InTx(ctx, func(ctx context.Context) error {
		return store.Audit(ctx, time.Now(), models.AuditEvent{Chain: "table:BAC-1", Actor: "test", Action: "test.event", Subject: "x"})
	})
	if err != nil {
		t.Fatal(err)
	}
	if wrote, err := s.RunAnchor(ctx); err != nil || !wrote || sink.Exported() != 3 {
		t.Fatalf("a chain moved: wrote %v, %v; outside copy ends at %d (want 3)", wrote, err, sink.Exported())
	}
	if wrote, err := s.RunAnchor(ctx); err != nil || wrote {
		t.Fatalf("nothing moved since: wrote %v, %v", wrote, err)
	}
	if err := s.StartAnchors(0); err == nil {
		t.Error("a zero interval was taken")
	}
}

// countSheetIn is a drop count of amount in the fewest usual bills, by a
// count team of three, from 06:00 to 06:30 UTC of the day after day.
func countSheetIn(table string, day models.Day, amount rules.Money, note string) ledger.DropCountInput {
	start := day.Time(time.UTC).Add(30 * time.Hour)
	return ledger.DropCountInput{TableID: table, GamingDay: day, Amount: amount, Denominations: models.BillsFor(amount),
		Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, StartedAt: start, EndedAt: start.Add(30 * time.Minute), Note: note}
}
