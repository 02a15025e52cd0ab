package jobs_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/jobs"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
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
			s := jobs.New(store, reports.NewGenerator(store, nil), nil)
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
	again := jobs.New(store, reports.NewGenerator(store, nil), nil)
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
	if len(entries) != len(reports.Kinds)*len(want) {
		t.Errorf("report.generated audit entries = %d; want %d", len(entries), len(reports.Kinds)*len(want))
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
	if anchors != int64(len(reports.Kinds)*len(want)) {
		t.Errorf("%d report anchors; want %d", anchors, len(reports.Kinds)*len(want))
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
