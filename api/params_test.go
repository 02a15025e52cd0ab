package api_test

import (
	"context"
	"strings"
	"testing"

	"github.com/tablegames/casino/models"
)

func auditCount(t *testing.T, s *models.Store, action string) int {
	t.Helper()
	entries, err := s.AuditEntries(context.Background(), models.AuditFilter{Action: action, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// Text that is not valid (a NUL character, invalid UTF-8) is a 400 naming
// the field or parameter wherever it is sent, on both databases: PostgreSQL
// cannot hold a NUL in text, and refused it with an error the API answered
// 500.
func TestInvalidTextIsRefusedEverywhere(t *testing.T) {
	e := newEnv(t)
	rejected := auditCount(t, e.store, "hand.rejected")
	nul := strings.Replace(bac(1, "100.00"), `"BAC-1"`, `"BAC\u00001"`, 1)
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, nul), 400, "table_id")
	if got := auditCount(t, e.store, "hand.rejected"); got != rejected+1 {
		t.Errorf("hand.rejected entries went from %d to %d; the refused record must be audited", rejected, got)
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, strings.Replace(bac(1, "100.00"), `"baccarat-co"`, "\"baccarat-co\xff\"", 1)), 400, "game")
	// In a batch, each record is judged on its own: the bad one is refused,
	// the good one beside it recorded.
	r := e.do(t, "POST", "/api/v1/hands/batch", e.station, `{"hands": [`+nul+`, `+bac(7, "95.00")+`]}`)
	var batch struct {
		Results []struct {
			Status  int `json:"status"`
			Problem *struct {
				Errors []struct {
					Field string `json:"field"`
				} `json:"errors"`
			} `json:"problem"`
		} `json:"results"`
	}
	r.json(t, &batch)
	if r.status != 200 || len(batch.Results) != 2 || batch.Results[0].Status != 400 || batch.Results[0].Problem == nil ||
		batch.Results[0].Problem.Errors[0].Field != "table_id" || batch.Results[1].Status != 201 {
		t.Errorf("batch with a NUL in one record: %d %s", r.status, r.body)
	}

	r = e.do(t, "POST", "/api/v1/hands", e.station, bac(1, "95.00"))
	if r.status != 201 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/hands/1/corrections", e.boss, `{"reason_code": "other", "note": "x\u0000y"}`), 400, "note")
	wantProblem(t, e.do(t, "POST", "/api/v1/counts", e.counter, countBody(`BAC\u0000`, "1.00", `[{"denomination": "1.00", "count": 1}]`)), 400, "table_id")
	wantProblem(t, e.do(t, "POST", "/api/v1/counts", e.counter, countBody("BAC-1", "1.00", `[{"denomination": "1.00", "count": 1}]`, "note", `"\u0000"`)), 400, "note")
	wantProblem(t, e.do(t, "POST", "/api/v1/gaming-days/2026-11-21/sign-off", e.officer, `{"note": "ok\u0000"}`), 400, "note")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC%00/open", e.boss, `{}`), 400, "table_id")
	for _, path := range []string{"/api/v1/hands?table=%00", "/api/v1/findings?table=%00", "/api/v1/audit?chain=%00",
		"/api/v1/reports?kind=%00", "/api/v1/hands?table=%FF"} {
		token := e.boss
		if strings.Contains(path, "audit") || strings.Contains(path, "reports") {
			token = e.officer
		}
		p := wantProblem(t, e.do(t, "GET", path, token, nil), 400, "")
		if len(p.Errors) != 1 || (p.Errors[0].Field != "table" && p.Errors[0].Field != "chain" && p.Errors[0].Field != "kind") {
			t.Errorf("%s: %+v does not name the parameter", path, p)
		}
	}
	// Nothing of it was stored.
	hands, err := e.store.Hands(context.Background(), models.HandFilter{})
	if err != nil || len(hands) != 2 {
		t.Errorf("hands stored: %d, %v; want the two good hands", len(hands), err)
	}
}

// A query parameter an endpoint does not take, or one whose value is out of
// its range, is a 400 naming it, not silently ignored.
func TestBadQueryParametersAreRefused(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct{ path, token, param string }{
		{"/api/v1/hands?verdict=bogus", e.boss, "verdict"},
		{"/api/v1/hands?limit=abc", e.boss, "limit"},
		{"/api/v1/hands?limit=-5", e.boss, "limit"},
		{"/api/v1/hands?limit=0", e.boss, "limit"},
		{"/api/v1/hands?after=abc", e.boss, "after"},
		{"/api/v1/hands?tabel=BAC-1", e.boss, "tabel"},
		{"/api/v1/hands?limit=5&limit=6", e.boss, "limit"},
		{"/api/v1/findings?status=closed", e.boss, "status"},
		{"/api/v1/findings?after=-1", e.boss, "after"},
		{"/api/v1/audit?limit=1001", e.officer, "limit"},
		{"/api/v1/reports?kind=bogus", e.officer, "kind"},
		{"/api/v1/reports?gaming_day=yesterday", e.officer, "gaming_day"},
		{"/api/v1/progressives/P1/events?after=abc", e.boss, "after"},
		{"/api/v1/progressives/P1/events?limit=99999", e.boss, "limit"},
		{"/api/v1/games?verbose=1", e.boss, "verbose"},
		{"/api/v1/tables?x=1", e.boss, "x"},
		{"/api/v1/hands?query=%zz", e.boss, "query"},
		{"/api/v1/hands?limit=", e.boss, "limit"},
		{"/api/v1/hands?table=&limit=5", e.boss, "table"},
		{"/api/v1/audit?chain", e.officer, "chain"},
		{"/api/v1/counts?gaming_day=", e.counter, "gaming_day"},
		{"/api/v1/gaming-days/2026-11-21/checklist?property=", e.officer, "property"},
	} {
		r := e.do(t, "GET", c.path, c.token, nil)
		p := wantProblem(t, r, 400, c.param)
		if !strings.Contains(p.Type, "invalid-parameter") {
			t.Errorf("%s: type %s", c.path, p.Type)
		}
	}
	// Good parameters still work.
	if r := e.do(t, "GET", "/api/v1/hands?table=BAC-1&verdict=verified&limit=5", e.boss, nil); r.status != 200 {
		t.Errorf("good query: %d %s", r.status, r.body)
	}
}

// A JSON value of the wrong kind names its field, even where encoding/json
// would not say which (a number for a time).
func TestWrongKindNamesTheField(t *testing.T) {
	e := newEnv(t)
	rec := strings.Replace(bac(1, "95.00"), `"2026-11-21T22:14:05-07:00"`, `5`, 1)
	p := wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, rec), 400, "dealt_at")
	if !strings.Contains(p.Errors[0].Detail, "RFC 3339") {
		t.Errorf("detail %q", p.Errors[0].Detail)
	}
}

// Days outside the gaming days the service keeps, or not yet begun, are
// refused wherever a day is given.
func TestDaysOutsideTheWindowAreRefused(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct {
		method, path, token, body string
		status                    int
		field                     string
	}{
		{"POST", "/api/v1/gaming-days/9999-12-31/sign-off", e.officer, `{}`, 400, "day"},
		{"POST", "/api/v1/gaming-days/1999-12-31/sign-off", e.officer, `{}`, 400, "day"},
		{"POST", "/api/v1/reports", e.officer, `{"gaming_day": "0000-01-01"}`, 422, "gaming_day"},
		{"POST", "/api/v1/reports", e.officer, `{"gaming_day": "2026-12-25"}`, 422, "gaming_day"},
		{"POST", "/api/v1/counts", e.counter, countBody("BAC-1", "10.00", `[{"denomination": "10.00", "count": 1}]`, "gaming_day", `"1900-01-01"`), 422, "gaming_day"},
		{"POST", "/api/v1/counts", e.counter, countBody("BAC-1", "10.00", `[{"denomination": "10.00", "count": 1}]`, "gaming_day", `"2026-12-25"`), 422, "gaming_day"},
		{"GET", "/api/v1/hands?gaming_day=1970-01-01", e.boss, "", 400, "gaming_day"},
		{"GET", "/api/v1/counts?gaming_day=2500-01-01", e.counter, "", 400, "gaming_day"},
	} {
		var body any
		if c.body != "" {
			body = c.body
		}
		wantProblem(t, e.do(t, c.method, c.path, c.token, body), c.status, c.field)
	}
	// Nothing was signed off, counted or archived.
	if offs, _ := e.store.SignOffs(context.Background(), 1, 10); len(offs) != 0 {
		t.Errorf("sign-offs stored: %+v", offs)
	}
	if runs, _ := e.store.ReportRuns(context.Background(), models.ReportFilter{}); len(runs) != 0 {
		t.Errorf("reports archived: %d", len(runs))
	}
	// A day in the window works.
	if r := e.do(t, "POST", "/api/v1/reports", e.officer, `{"gaming_day": "2026-11-21"}`); r.status != 201 {
		t.Errorf("a report for 2026-11-21: %d %s", r.status, r.body)
	}
}
