package reports_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/jobs"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
)

// The reports read a real streaming hot standby of the test server and
// must say what the primary says, to the cent; a report waits for the
// standby to hold what the primary had committed when it was asked for,
// refuses when it does not within the wait, and reads the primary, saying
// so, when the standby is down or is not a standby of the primary.
func TestReportsReadTheReplica(t *testing.T) {
	ctx := context.Background()
	f := newRandomFloor(t, 22)
	sb := modeltest.StartStandby(t)
	replica, err := models.OpenStandby(sb.URLOf(t, f.store), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { replica.Close() })

	// Two weeks across a month's end, streamed to the standby as they are
	// written, the days closed as the nightly job closes them.
	first, last := models.Day("2026-01-24"), models.Day("2026-02-06")
	for day := first; day <= last; day = day.AddDays(1) {
		f.clock = day.Time(f.loc).Add(29*time.Hour + 50*time.Minute).UTC()
		f.play(day)
		if f.rnd.IntN(2) == 0 {
			f.clock = day.Time(f.loc).Add(31 * time.Hour).UTC()
			if _, err := f.sched.RunBooks(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.distributions()
	f.clock = last.Time(f.loc).Add(31 * time.Hour).UTC()
	if _, err := f.sched.RunBooks(ctx); err != nil {
		t.Fatal(err)
	}
	// A late hand and a sign-off after the close: the books of both days
	// are stale until written again, which the reports must see on the
	// standby too.
	f.hand("BAC-1", "2026-02-03")
	f.must(f.ledger.SignOff(ctx, f.olga, f.prop.ID, "2026-02-04", ledgerOverride))

	gen := reports.NewGenerator(f.store, nil)
	gen.SetClock(func() time.Time { return f.clock })
	gen.SetOddsWait(0)
	gen.SetReplica(replica, 20*time.Second)
	build := func(g *reports.Generator, kind string, day models.Day) reports.Built {
		t.Helper()
		b, err := g.Build(ctx, reports.Request{Kind: kind, PropertyID: f.prop.ID, GamingDay: day,
			Trigger: models.TriggerOnDemand, By: "user:olga"})
		if err != nil {
			t.Fatalf("%s of %s: %v", kind, day, err)
		}
		return b
	}
	// sameAsPrimary requires a report built by g to be the primary's, but
	// for the line saying which data it read, and returns that line.
	sameAsPrimary := func(g *reports.Generator, kind string, day models.Day) *reports.DataRead {
		t.Helper()
		want, got := build(f.gen, kind, day), build(g, kind, day)
		if want.Read != nil {
			t.Fatalf("%s of %s: a generator without a replica says what it read: %+v", kind, day, want.Read)
		}
		if got.Read == nil {
			t.Fatalf("%s of %s: a report of the replica generator does not say what it read", kind, day)
		}
		n := len(got.Doc.Subtitle)
		if n == 0 || got.Doc.Subtitle[n-1] != got.Read.Line {
			t.Errorf("%s of %s: the last subtitle line is not the data line %q: %q", kind, day, got.Read.Line, got.Doc.Subtitle)
		} else {
			got.Doc.Subtitle = got.Doc.Subtitle[:n-1]
		}
		read := got.Read
		got.Read = nil
		if !reflect.DeepEqual(got.Doc, want.Doc) {
			t.Errorf("%s of %s: the replica gives\n%s\nthe primary\n%s", kind, day, docText(got.Doc), docText(want.Doc))
		}
		// The typed figures behind the document hold exact fractions
		// (math/big), whose inner form depends on how they were summed:
		// what they say is in the document, compared above.
		got.Data, want.Data = nil, nil
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s of %s: the replica's figures differ from the primary's", kind, day)
		}
		return read
	}

	// Every report kind, on days closed, stale and open.
	var primaryClock time.Time
	if err := f.store.DB().Raw("SELECT clock_timestamp()").Scan(&primaryClock).Error; err != nil {
		t.Fatal(err)
	}
	f.hand("BAC-2", last) // committed after primaryClock
	for _, day := range []models.Day{"2026-01-31", "2026-02-03", "2026-02-04", last} {
		for _, kind := range reports.Kinds {
			read := sameAsPrimary(gen, kind, day)
			if read.Database != reports.DatabaseReplica || read.Fallback != "" {
				t.Fatalf("%s of %s read %s: %s", kind, day, read.Database, read.Line)
			}
			if !strings.HasPrefix(read.Line, "Data as of ") || !strings.Contains(read.Line, "from the reporting replica") {
				t.Errorf("%s of %s: data line %q", kind, day, read.Line)
			}
			// The standby replayed the last hand, so its data are as of its
			// commit or later, and complete to when the report was asked.
			if read.AsOf.Before(primaryClock) || read.Asked.Before(read.AsOf.Add(-time.Second)) || read.Position == "" {
				t.Errorf("%s of %s: data as of %s, complete to %s at %q; the last hand committed after %s",
					kind, day, read.AsOf, read.Asked, read.Position, primaryClock)
			}
		}
	}

	// A report waits for the standby: its replay paused while a hand is
	// written, then resumed.
	sb.Exec(t, "SELECT pg_wal_replay_pause()")
	before := build(f.gen, reports.KindDailySummary, last)
	f.hand("BAC-1", last)
	after := build(f.gen, reports.KindDailySummary, last)
	if after.Hands != before.Hands+1 {
		t.Fatalf("the primary's daily summary counts %d hands after one more than %d", after.Hands, before.Hands)
	}
	resumed := make(chan struct{})
	go func() {
		time.Sleep(700 * time.Millisecond)
		sb.Exec(t, "SELECT pg_wal_replay_resume()")
		close(resumed)
	}()
	waited := build(gen, reports.KindDailySummary, last)
	<-resumed
	if waited.Hands != after.Hands || waited.Read.LagBytes <= 0 || waited.Read.WaitedSeconds < 0.5 {
		t.Errorf("after waiting for the standby: %d hands (the primary has %d), lag %d bytes, waited %.2f s",
			waited.Hands, after.Hands, waited.Read.LagBytes, waited.Read.WaitedSeconds)
	}
	if !strings.Contains(waited.Read.Line, "bytes of log behind and caught up in") {
		t.Errorf("the data line of a report that waited: %q", waited.Read.Line)
	}

	// Past the wait, the report is refused and nothing is written.
	sb.Exec(t, "SELECT pg_wal_replay_pause()")
	f.hand("BAC-2", last)
	impatient := reports.NewGenerator(f.store, nil)
	impatient.SetClock(func() time.Time { return f.clock })
	impatient.SetReplica(replica, time.Second)
	status, ok, err := impatient.ReplicaStatus(ctx)
	if err != nil || !ok || !status.Usable || status.State.Behind <= 0 || !status.State.Paused || !strings.Contains(status.Line, "replay is paused") {
		t.Errorf("the status of a paused standby: %+v, %v, %v", status, ok, err)
	}
	runsBefore := reportRuns(t, f.store)
	start := time.Now()
	_, err = impatient.Run(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: f.prop.ID, GamingDay: last,
		Trigger: models.TriggerOnDemand, By: "user:olga"})
	var behind *reports.ReplicaBehindError
	if !errors.Is(err, reports.ErrReplicaBehind) || !errors.As(err, &behind) || !behind.Paused || behind.Behind <= 0 {
		t.Fatalf("a report of a paused standby: %v", err)
	}
	if took := time.Since(start); took < time.Second || took > 10*time.Second {
		t.Errorf("the refusal came after %s; the wait is 1 s", took)
	}
	if n := reportRuns(t, f.store); n != runsBefore {
		t.Errorf("a refused report wrote %d files", n-runsBefore)
	}
	if err := impatient.AwaitReplica(ctx); !errors.Is(err, reports.ErrReplicaBehind) {
		t.Errorf("AwaitReplica of a paused standby: %v", err)
	}
	sb.Exec(t, "SELECT pg_wal_replay_resume()")

	// The nightly jobs with the replica: the books and the files written
	// on the primary, the reports read from the standby. (Their loops
	// over days are the jobs' own tests'; here one scheduled daily and
	// monthly report, and the final report of a day just signed off.)
	sched := jobs.New(f.store, gen, nil)
	sched.SetClock(func() time.Time { return f.clock })
	f.clock = last.Time(f.loc).Add(60 * time.Hour).UTC()
	f.hand("HE-1", last)
	f.must(f.ledger.SignOff(ctx, f.olga, f.prop.ID, last, ledgerOverride))
	if _, err := sched.RunBooks(ctx); err != nil {
		t.Fatal(err)
	}
	if err := gen.AwaitReplica(ctx); err != nil {
		t.Fatal(err)
	}
	final, err := sched.RunFinalReports(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var nightly []models.ReportRun
	for _, kind := range []string{reports.KindDailySummary, reports.KindMonthly} {
		runs, err := gen.Run(ctx, reports.Request{Kind: kind, PropertyID: f.prop.ID, GamingDay: "2026-01-31",
			Trigger: models.TriggerScheduled, By: "system:nightly"})
		if err != nil {
			t.Fatal(err)
		}
		nightly = append(nightly, runs...)
	}
	if len(final) == 0 || len(nightly) == 0 {
		t.Fatalf("the jobs wrote %d final and %d nightly files", len(final), len(nightly))
	}
	// The PDF says which data it read (on every page, as its subtitle).
	for _, r := range append(final, nightly...) {
		if r.Format != "pdf" {
			continue
		}
		if text, ok := pdfText(t, r.Content); ok && !strings.Contains(strings.Join(strings.Fields(text), " "), "from the reporting replica, with everything the primary had committed by") {
			t.Errorf("%s does not say it read the replica:\n%s", r.FileName, text)
		}
	}
	entries, err := f.store.AuditEntries(ctx, models.AuditFilter{Action: "report.generated", Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	fromReplica := 0
	for _, e := range entries {
		var p struct {
			Detail map[string]any `json:"detail"`
		}
		if err := json.Unmarshal([]byte(e.Payload), &p); err != nil {
			t.Fatal(err)
		}
		if p.Detail["read_from"] != reports.DatabaseReplica || p.Detail["data_as_of"] == nil || p.Detail["wal_position"] == nil {
			t.Errorf("the audit entry of a report of the replica: %v", p.Detail)
		}
		fromReplica++
	}
	if fromReplica != (len(final)+len(nightly))/len(reports.Formats) {
		t.Errorf("%d audit entries of reports for %d files", fromReplica, len(final)+len(nightly))
	}

	// A database that is not a standby (here the primary itself) is not
	// read as one.
	notStandby, err := models.OpenStandby(primaryURL(t, f.store), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer notStandby.Close()
	foreign := reports.NewGenerator(f.store, nil)
	foreign.SetClock(func() time.Time { return f.clock })
	foreign.SetReplica(notStandby, time.Second)
	if st, _, err := foreign.ReplicaStatus(ctx); err != nil || st.Usable || !st.Foreign {
		t.Errorf("the status of a database that is not a standby: %+v, %v", st, err)
	}
	if read := sameAsPrimary(foreign, reports.KindMasterGame, "2026-02-04"); read.Database != reports.DatabasePrimary ||
		!strings.Contains(read.Line, "is not a standby") {
		t.Errorf("a report of a replica that is not a standby: %+v", read)
	}

	// The standby stopped: the reports read the primary and say so.
	sb.Stop(t)
	if st, _, err := gen.ReplicaStatus(ctx); err != nil || st.Usable || st.Foreign || !strings.Contains(st.Line, "did not answer") {
		t.Errorf("the status of a standby that is down: %+v, %v", st, err)
	}
	for _, kind := range []string{reports.KindMasterGame, reports.KindMonthly, reports.KindStatistical} {
		read := sameAsPrimary(gen, kind, last)
		if read.Database != reports.DatabasePrimary || !strings.Contains(read.Line, "from the primary database: the reporting replica did not answer") {
			t.Errorf("%s with the standby down: %+v", kind, read)
		}
	}
	if err := gen.AwaitReplica(ctx); err != nil {
		t.Errorf("AwaitReplica with the standby down: %v (the reports read the primary)", err)
	}
}

// ledgerOverride signs a day off past its checklist.
var ledgerOverride = ledger.SignOffInput{OverrideReason: "reviewed with the standby"}

func reportRuns(t *testing.T, s *models.Store) int {
	t.Helper()
	runs, err := s.ReportRuns(context.Background(), models.ReportFilter{Limit: 10000})
	if err != nil {
		t.Fatal(err)
	}
	return len(runs)
}

// primaryURL is the URL of a test store's database on the test server.
func primaryURL(t *testing.T, s *models.Store) string {
	t.Helper()
	var schema string
	if err := s.DB().Raw("SELECT current_schema()").Scan(&schema).Error; err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(os.Getenv(modeltest.EnvURL))
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
