package web_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
)

// With a reporting replica, the report pages and the API's report answer
// say which data a report read and how current; a report the replica
// cannot give yet is refused with 503 and says why; a replica that is
// down is named on the pages, and the reports read the primary.
func TestWebReportsFromTheReplica(t *testing.T) {
	sb := modeltest.StartStandby(t)
	var replica *models.Store
	e := newWebEnvWith(t, func(s *models.Store, g *reports.Generator) {
		var err error
		if replica, err = models.OpenStandby(sb.URLOf(t, s), nil); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { replica.Close() })
		g.SetReplica(replica, reports.DefaultReplicaWait)
	})
	// A second server on the same database whose reports wait only a
	// second (sessions live in the database: one sign-in serves both).
	impatient := reports.NewGenerator(e.store, nil)
	impatient.SetReplica(replica, time.Second)
	srv := httptest.NewServer(api.New(e.l, impatient, nil))
	t.Cleanup(srv.Close)
	ctx := context.Background()
	token, err := e.l.IssueUserToken(ctx, "test", "dana")
	if err != nil {
		t.Fatal(err)
	}
	// postReport asks a server's API for a daily summary of the day.
	postReport := func(base string) (int, http.Header, []byte) {
		t.Helper()
		req, _ := http.NewRequest("POST", base+"/api/v1/reports", strings.NewReader(`{"kind": "daily_summary", "gaming_day": "2026-11-21"}`))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header, b
	}
	var answer struct {
		Reports []models.ReportRun `json:"reports"`
		Data    *reports.DataRead  `json:"data"`
	}

	pat := e.signedIn(t, "pat")
	enterHand(t, pat, 21, "100.00").want(t, 200, "Verdict: verified")
	dana := e.signedIn(t, "dana")
	dana.get("/web/reports").want(t, 200, `<p class="data-banner" role="status">Reports read the reporting replica; it holds everything the primary has committed`)
	// The hand just entered is on the page at once: the report waited for
	// the replica to hold it.
	view := dana.get("/web/reports/view?kind=daily_summary&gaming_day=2026-11-21")
	view.want(t, 200, `<p class="data-banner" role="status">Data as of `, "from the reporting replica, with everything the primary had committed by ")
	if !strings.Contains(view.body, `<td>BAC-1</td>`) {
		t.Errorf("the daily summary read from the replica lacks the hand at BAC-1:\n%s", view.body)
	}
	status, _, body := postReport(e.srv.URL)
	if status != 201 {
		t.Fatalf("POST /api/v1/reports: %d %s", status, body)
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		t.Fatal(err)
	}
	if d := answer.Data; len(answer.Reports) != 2 || d == nil || d.Database != reports.DatabaseReplica || d.AsOf.IsZero() ||
		d.Position == "" || !strings.HasPrefix(d.Line, "Data as of ") {
		t.Errorf("the report answer: %s", body)
	}

	// Its replay paused after another hand: the page and the API refuse
	// after the wait, saying why, and the reports page says it is behind.
	sb.Exec(t, "SELECT pg_wal_replay_pause()")
	enterHand(t, pat, 22, "100.00").want(t, 200, "Verdict: verified")
	hasty := *dana
	hasty.base = srv.URL
	hasty.get("/web/reports/view?kind=daily_summary&gaming_day=2026-11-21").
		want(t, 503, "Report data not yet on the reporting replica", "its replay is paused")
	status, header, body := postReport(srv.URL)
	var p problem
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatal(err)
	}
	if status != 503 || header.Get("Content-Type") != "application/problem+json" || header.Get("Retry-After") != "30" ||
		!strings.HasSuffix(p.Type, "#replica-behind") || !strings.Contains(p.Detail, "has not yet received everything the primary had committed") {
		t.Errorf("a report of a paused replica: %d %v %s", status, header, body)
	}
	dana.get("/web/reports").want(t, 200, "behind the primary", "and its replay is paused")
	if runs, err := e.store.ReportRuns(ctx, models.ReportFilter{}); err != nil || len(runs) != 2 {
		t.Errorf("files written, one report asked for before the replica was paused: %d %v", len(runs), err)
	}
	sb.Exec(t, "SELECT pg_wal_replay_resume()")

	// The replica down: the reports read the primary, and the pages and
	// the answer say so.
	sb.Stop(t)
	dana.get("/web/reports").want(t, 200, `<p class="data-banner warn" role="status">Reports read the primary database: the reporting replica did not answer`)
	dana.get("/web/reports/view?kind=daily_summary&gaming_day=2026-11-21").
		want(t, 200, `<p class="data-banner warn" role="status">Data as of `, "from the primary database: the reporting replica did not answer")
	status, _, body = postReport(e.srv.URL)
	answer.Data = nil
	if err := json.Unmarshal(body, &answer); err != nil {
		t.Fatal(err)
	}
	if d := answer.Data; status != 201 || d == nil || d.Database != reports.DatabasePrimary || !strings.Contains(d.Fallback, "did not answer") {
		t.Errorf("a report with the replica down: %d %s", status, body)
	}
}

// problem is a problem+json answer.
type problem struct {
	Type   string `json:"type"`
	Detail string `json:"detail"`
}
