package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
)

// Every time a station sends is held to one bound: a seat event or a
// collection boundary from a clock never set (1900) is refused as a hand's
// dealt_at is, naming the field, and nothing is stored.
func TestStationTimesShareOneBound(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct{ path, body, field string }{
		{"/api/v1/tables/BAC-1/seats", `{"events": [{"seat": 3, "event": "sit", "at": "1900-01-01T00:00:00Z"}]}`, "events[0].at"},
		{"/api/v1/tables/BAC-1/seats", `{"events": [{"seat": 3, "event": "sit", "at": "1999-12-31T09:59:59Z"}]}`, "events[0].at"},
		{"/api/v1/tables/BAC-1/collections", `{"at": "1900-01-01T00:00:00Z", "collections": [{"seat": 3, "amount": "20.00"}]}`, "at"},
	} {
		p := wantProblem(t, e.do(t, "POST", c.path, e.station, c.body), 422, c.field)
		if !strings.Contains(p.Errors[0].Detail, "first the service keeps") {
			t.Errorf("%s: detail %q", c.body, p.Errors[0].Detail)
		}
	}
	if n := auditCount(t, e.store, "table.seat_events"); n != 0 {
		t.Errorf("%d seat events stored", n)
	}
	if n := auditCount(t, e.store, "table.timed_collection"); n != 0 {
		t.Errorf("%d collections stored", n)
	}
	// The bound's first instant is kept.
	if r := e.do(t, "POST", "/api/v1/tables/BAC-1/seats", e.station, `{"events": [{"seat": 3, "event": "sit", "at": "2026-11-22T10:00:00Z"}]}`); r.status != 201 {
		t.Errorf("a seat event in the window: %d %s", r.status, r.body)
	}
}

// RFC 3339 reserves -00:00 for "local offset unknown": a time with it does
// not say which gaming day it belongs to, and is refused wherever a time is
// read, however it is written.
func TestUnknownOffsetIsRefused(t *testing.T) {
	e := newEnv(t)
	rec := strings.Replace(bac(1, "95.00"), `"2026-11-21T22:14:05-07:00"`, `"2026-11-22T05:14:05-00:00"`, 1)
	p := wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, rec), 400, "dealt_at")
	if !strings.Contains(p.Errors[0].Detail, "-00:00") {
		t.Errorf("detail %q", p.Errors[0].Detail)
	}
	// Escaped, it is not read as a time at all.
	rec = strings.Replace(bac(1, "95.00"), `"2026-11-21T22:14:05-07:00"`, `"2026-11-22T05:14:05\u002d00:00"`, 1)
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, rec), 400, "dealt_at")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/seats", e.station,
		`{"events": [{"seat": 3, "event": "sit", "at": "2026-11-22T10:00:00-00:00"}]}`), 422, "events[0].at")
	if n := auditCount(t, e.store, "hand.recorded"); n != 0 {
		t.Errorf("%d hands stored", n)
	}
	// Z and +00:00 say UTC and are kept.
	rec = strings.Replace(bac(1, "95.00"), `"2026-11-21T22:14:05-07:00"`, `"2026-11-22T05:14:05+00:00"`, 1)
	if r := e.do(t, "POST", "/api/v1/hands", e.station, rec); r.status != 201 {
		t.Errorf("+00:00: %d %s", r.status, r.body)
	}
}

// A whole number too large for its field is named, and said to be out of
// range, in a hand's envelope, in a game's own fields and in every other
// body.
func TestNumbersOutOfRangeNameTheField(t *testing.T) {
	e := newEnv(t)
	for _, c := range []struct {
		path, token, body, field string
		status                   int
	}{
		{"/api/v1/hands", e.station, strings.Replace(bac(1, "95.00"), `"hand_number": 1,`, `"hand_number": 99999999999999999999,`, 1), "hand_number", 400},
		{"/api/v1/hands", e.station, strings.Replace(bac(1, "95.00"), `"seat": 5`, `"seat": 99999999999999999999`, 1), "wagers[1].seat", 422},
		{"/api/v1/tables/BAC-1/seats", e.station, `{"events": [{"seat": 99999999999999999999, "event": "sit", "at": "2026-11-22T10:00:00Z"}]}`, "events[0].seat", 422},
		{"/api/v1/hands/1/corrections", e.boss, `{"finding_id": 99999999999999999999, "reason_code": "payout_error", "note": "x"}`, "finding_id", 422},
	} {
		p := wantProblem(t, e.do(t, "POST", c.path, c.token, c.body), c.status, c.field)
		if len(p.Errors) == 0 || !strings.Contains(p.Errors[0].Detail, "out of range") {
			t.Errorf("%s: %+v", c.field, p.Errors)
		}
	}
	if n := auditCount(t, e.store, "hand.recorded"); n != 0 {
		t.Errorf("%d hands stored", n)
	}
	// Path and query numbers too.
	for _, c := range []struct{ path, field string }{
		{"/api/v1/hands/99999999999999999999", "id"},
		{"/api/v1/hands?after=99999999999999999999", "after"},
	} {
		p := wantProblem(t, e.do(t, "GET", c.path, e.boss, nil), 400, c.field)
		if !strings.Contains(p.Errors[0].Detail, "out of range") {
			t.Errorf("%s: %+v", c.path, p.Errors)
		}
	}
}

// An action that takes no input (an approval, a confirmation, a close)
// accepts an empty body or {}, and refuses anything else 400 naming the
// body, having done nothing.
func TestActionsWithoutInputRefuseABody(t *testing.T) {
	e := newEnv(t)
	if r := e.do(t, "POST", "/api/v1/hands", e.station, bac(1, "95.00")); r.status != 201 {
		t.Fatalf("hand: %d %s", r.status, r.body)
	}
	var a answer
	e.do(t, "GET", "/api/v1/hands/1", e.boss, nil).json(t, &a)
	r := e.do(t, "POST", "/api/v1/hands/1/corrections", e.boss,
		fmt.Sprintf(`{"finding_id": %d, "reason_code": "dealer_payout_error", "note": "short paid by 5; paid", "adjustment": "5.00"}`, a.Findings[0].ID))
	if r.status != 201 {
		t.Fatalf("correction: %d %s", r.status, r.body)
	}
	if _, err := e.l.CreateUser(context.Background(), "test", "cass", models.RoleCage); err != nil {
		t.Fatal(err)
	}
	cage, err := e.l.IssueUserToken(context.Background(), "test", "cass")
	if err != nil {
		t.Fatal(err)
	}
	for _, body := range []string{`{x`, `[]`, "\x00", `{"note": "ok"}`, `null`, `"yes"`} {
		field := "body"
		if body == `{"note": "ok"}` {
			field = "note"
		}
		wantProblem(t, e.do(t, "POST", "/api/v1/corrections/1/approve", e.officer, body), 400, field)
		wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/close", e.boss, body), 400, field)
		wantProblem(t, e.do(t, "POST", "/api/v1/progressives/P1/adjustments/1/approve", e.officer, body), 400, field)
		wantProblem(t, e.do(t, "POST", "/api/v1/progressives/P1/hits/1/confirm", e.officer, body), 400, field)
		wantProblem(t, e.do(t, "POST", "/api/v1/slips/1/verify", cage, body), 400, field)
	}
	if n := auditCount(t, e.store, "correction.approved"); n != 0 {
		t.Errorf("%d approvals stored", n)
	}
	if r := e.do(t, "POST", "/api/v1/corrections/1/approve", e.officer, " { } \n"); r.status != 200 {
		t.Errorf("approve with {}: %d %s", r.status, r.body)
	}
}

// A pool id with an invisible or look-alike character is refused, naming
// the field, so that P1 and P\u200b1 cannot stand side by side.
func TestInvisibleCharactersInIDsAreRefused(t *testing.T) {
	e := newEnv(t)
	if _, err := e.l.CreateUser(context.Background(), "test", "ada", models.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	admin, err := e.l.IssueUserToken(context.Background(), "test", "ada")
	if err != nil {
		t.Fatal(err)
	}
	if r := e.do(t, "POST", "/api/v1/progressives", admin, `{"id": "P1", "seed": "100.00", "main_rate": "1"}`); r.status != 201 {
		t.Fatalf("P1: %d %s", r.status, r.body)
	}
	for _, id := range []string{`P\u200b1`, `P1\u202e`, `\u04201`, `P\u00071`, `\ufeffP1`, `P 1`} {
		p := wantProblem(t, e.do(t, "POST", "/api/v1/progressives", admin, `{"id": "`+id+`", "seed": "100.00", "main_rate": "1"}`), 422, "id")
		if !strings.Contains(p.Errors[0].Detail, "ASCII letters and digits") {
			t.Errorf("%s: %q", id, p.Errors[0].Detail)
		}
	}
	if n := auditCount(t, e.store, "pool.created"); n != 1 {
		t.Errorf("%d pools opened", n)
	}
}

// /metrics is served to no one by default, behind its token with
// MetricsToken, and only on the caller's own address with
// MetricsElsewhere.
func TestMetricsAreNotServedToAnyone(t *testing.T) {
	e := newEnv(t)
	for _, token := range []string{"", e.officer, e.station, metricsToken + "x"} {
		wantProblem(t, e.do(t, "GET", "/metrics", token, nil), 401, "")
	}
	if r := e.do(t, "GET", "/metrics", metricsToken, nil); r.status != 200 || !strings.Contains(string(r.body), "casino_http_request_duration_seconds") {
		t.Errorf("with the token: %d", r.status)
	}

	var metrics http.Handler
	for _, opts := range [][]api.Option{nil, {api.MetricsElsewhere(&metrics)}} {
		srv := httptest.NewServer(api.New(e.l, reports.NewGenerator(e.store, nil), nil, opts...))
		r := env{srv: srv}.do(t, "GET", "/metrics", metricsToken, nil)
		srv.Close()
		wantProblem(t, r, 404, "")
	}
	if metrics == nil {
		t.Fatal("MetricsElsewhere handed over no handler")
	}
	rec := httptest.NewRecorder()
	metrics.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "casino_http_request_duration_seconds") {
		t.Errorf("the handler handed over: %d", rec.Code)
	}
}

// A hand the service verified with no finding is corrected only with an
// override reason, which the audit entry keeps; one with findings takes
// none.
func TestCorrectionOfAVerifiedHandNeedsAReason(t *testing.T) {
	e := newEnv(t)
	var clean, short answer
	e.do(t, "POST", "/api/v1/hands", e.station, bac(1, "100.00")).json(t, &clean)
	e.do(t, "POST", "/api/v1/hands", e.station, bac(2, "95.00")).json(t, &short)
	if clean.Verdict != "verified" || len(clean.Findings) != 0 || len(short.Findings) == 0 {
		t.Fatalf("fixtures: %+v %+v", clean, short)
	}
	body := `{"reason_code": "card_misread", "note": "banker's third card was a 5, not a 3", "adjustment": "-100.00"}`
	p := wantProblem(t, e.do(t, "POST", fmt.Sprintf("/api/v1/hands/%d/corrections", clean.ID), e.boss, body), 422, "override_reason")
	if !strings.Contains(p.Errors[0].Detail, "verified with no finding") {
		t.Errorf("detail %q", p.Errors[0].Detail)
	}
	if n := auditCount(t, e.store, "correction.filed"); n != 0 {
		t.Errorf("%d corrections filed", n)
	}
	withReason := `{"reason_code": "card_misread", "note": "banker's third card was a 5, not a 3", "adjustment": "-100.00",
		"override_reason": "the station read the banker's third card wrong; the record is consistent but not what was dealt"}`
	wantProblem(t, e.do(t, "POST", fmt.Sprintf("/api/v1/hands/%d/corrections", short.ID), e.boss, withReason), 422, "override_reason")
	if r := e.do(t, "POST", fmt.Sprintf("/api/v1/hands/%d/corrections", clean.ID), e.boss, withReason); r.status != 201 {
		t.Fatalf("with a reason: %d %s", r.status, r.body)
	}
	entries, err := e.store.AuditEntries(context.Background(), models.AuditFilter{Action: "correction.filed", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || !strings.Contains(entries[0].Payload, "the station read the banker") {
		t.Errorf("audit %+v", entries)
	}
}
