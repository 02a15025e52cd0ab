package api_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules/catalog"
	"github.com/tablegames/casino/rules/fees"
)

type env struct {
	srv                           *httptest.Server
	store                         *models.Store
	station, other                string // station tokens: BAC-1 and HE-1; BAC-2
	boss, super, officer, counter string // user tokens
	l                             *ledger.Ledger
}

func (e env) ledger(t *testing.T) *ledger.Ledger {
	t.Helper()
	if e.l == nil {
		t.Fatal("this env has no ledger")
	}
	return e.l
}

func newEnv(t *testing.T) env {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, catalog.Default(), nil)
	// The fixtures deal on gaming day 2026-11-21; the clock stands after it.
	l.SetClock(func() time.Time { return time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC) })
	for _, tb := range []ledger.TableInput{{ID: "BAC-1", Game: "baccarat-co"}, {ID: "BAC-2", Game: "baccarat-co"}, {ID: "HE-1", Game: "holdem"}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	_, station, err := l.CreateStation(ctx, "test", "st-1", []string{"BAC-1", "HE-1"})
	if err != nil {
		t.Fatal(err)
	}
	_, other, err := l.CreateStation(ctx, "test", "st-2", []string{"BAC-2"})
	if err != nil {
		t.Fatal(err)
	}
	user := func(name, role string) string {
		if _, err := l.CreateUser(ctx, "test", name, role); err != nil {
			t.Fatal(err)
		}
		tok, err := l.IssueUserToken(ctx, "test", name)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	e := env{store: s, station: station, other: other, l: l,
		boss: user("pat", models.RolePitBoss), super: user("sam", models.RolePitBoss),
		officer: user("dana", models.RoleCompliance), counter: user("cy", models.RoleCount)}
	e.srv = httptest.NewServer(api.New(l, reports.NewGenerator(s, nil), nil, api.MetricsToken(metricsToken)))
	t.Cleanup(e.srv.Close)
	return e
}

// metricsToken is the token newEnv's /metrics asks for.
const metricsToken = "metrics-test-token"

type reply struct {
	status int
	header http.Header
	body   []byte
}

func (r reply) json(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

func (e env) do(t *testing.T, method, path, token string, body any) reply {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, _ := json.Marshal(b)
		rd = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, e.srv.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return reply{status: resp.StatusCode, header: resp.Header, body: b}
}

type problem struct {
	Type     string `json:"type"`
	Title    string `json:"title"`
	Status   int    `json:"status"`
	Detail   string `json:"detail"`
	Instance string `json:"instance"`
	Errors   []struct {
		Field  string `json:"field"`
		Detail string `json:"detail"`
	} `json:"errors"`
	Existing *struct {
		ID int64 `json:"id"`
	} `json:"existing"`
}

// wantProblem checks a problem+json answer and that it names the field.
func wantProblem(t *testing.T, r reply, status int, field string) problem {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d; want %d: %s", r.status, status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/problem+json" {
		t.Errorf("content type %q", ct)
	}
	var p problem
	r.json(t, &p)
	if p.Status != status || p.Title == "" || p.Type == "" || p.Instance == "" {
		t.Errorf("problem %+v", p)
	}
	if field != "" {
		found := false
		for _, f := range p.Errors {
			found = found || f.Field == field
		}
		if !found {
			t.Errorf("problem does not name %s: %s", field, r.body)
		}
	}
	return p
}

func bac(hand int, bankerPayout string) string {
	return fmt.Sprintf(`{"table_id": "BAC-1", "hand_number": %d, "game": "baccarat-co",
	 "dealt_at": "2026-11-21T22:14:05-07:00",
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": %q, "commission": "5.00"},
	   {"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`, hand, bankerPayout)
}

type answer struct {
	ID        int64  `json:"id"`
	GamingDay string `json:"gaming_day"`
	Verdict   string `json:"verdict"`
	Findings  []struct {
		ID       int64  `json:"id"`
		Seat     int    `json:"seat"`
		Bet      string `json:"bet"`
		Field    string `json:"field"`
		Declared string `json:"declared"`
		Expected string `json:"expected"`
		Status   string `json:"status"`
		Rule     struct {
			File  string `json:"file"`
			Lines string `json:"lines"`
		} `json:"rule"`
	} `json:"findings"`
	Totals struct {
		HouseWin string `json:"house_win"`
	} `json:"totals"`
}

func TestAuthentication(t *testing.T) {
	e := newEnv(t)
	r := e.do(t, "GET", "/api/v1/games", "", nil)
	wantProblem(t, r, 401, "")
	if r.header.Get("WWW-Authenticate") == "" {
		t.Error("401 without WWW-Authenticate")
	}
	wantProblem(t, e.do(t, "GET", "/api/v1/games", "st_forged", nil), 401, "")
	if r := e.do(t, "GET", "/api/v1/games", e.station, nil); r.status != 200 {
		t.Errorf("station reading the catalog: %d", r.status)
	}
	// Stations post hands; they do not read the ledger.
	wantProblem(t, e.do(t, "GET", "/api/v1/hands", e.station, nil), 403, "")
	// Roles.
	wantProblem(t, e.do(t, "GET", "/api/v1/reports", e.boss, nil), 403, "")
	wantProblem(t, e.do(t, "GET", "/api/v1/hands", e.counter, nil), 403, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.officer, bac(1, "100.00")), 403, "")
}

func TestPostHand(t *testing.T) {
	e := newEnv(t)
	r := e.do(t, "POST", "/api/v1/hands", e.station, bac(1042, "100.00"))
	if r.status != 201 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	var a answer
	r.json(t, &a)
	// The default property keeps UTC: 22:14 at -07:00 is 05:14 UTC on the
	// 22nd, before the 06:00 start, so gaming day the 21st.
	if a.ID == 0 || a.Verdict != "verified" || a.GamingDay != "2026-11-21" || a.Totals.HouseWin != "-85.00" {
		t.Fatalf("answer %s", r.body)
	}
	again := e.do(t, "POST", "/api/v1/hands", e.station, bac(1042, "100.00"))
	if again.status != 200 || !bytes.Equal(again.body, r.body) {
		t.Errorf("repeat: %d\n%s\nwant the first answer\n%s", again.status, again.body, r.body)
	}
	p := wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, bac(1042, "10.00")), 409, "")
	if p.Existing == nil || p.Existing.ID != a.ID {
		t.Errorf("conflict does not name the recorded hand: %+v", p)
	}
	// A wrong payout is recorded with a finding naming seat, bet, both
	// amounts and the rule.
	r = e.do(t, "POST", "/api/v1/hands", e.station, bac(1043, "95.00"))
	if r.status != 201 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	r.json(t, &a)
	if a.Verdict != "discrepancy" || len(a.Findings) != 1 {
		t.Fatalf("answer %s", r.body)
	}
	f := a.Findings[0]
	if f.Seat != 3 || f.Bet != "banker" || f.Field != "payout" || f.Declared != "95.00" || f.Expected != "100.00" ||
		f.Rule.File != "003_b3ed2009586e0bd7.txt" || f.Rule.Lines == "" {
		t.Errorf("finding %+v", f)
	}
}

func TestPostHandRefusals(t *testing.T) {
	e := newEnv(t)
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, `{"table_id": `), 400, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, `null`), 400, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, strings.Replace(bac(1, "100.00"), `"hand_number": 1,`, `"hand_number": 1, "hand_number": 2,`, 1)), 400, "hand_number")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands/batch", e.station, `{"hands": [`+bac(1, "100.00")+`]} trailing`), 400, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, strings.Replace(bac(1, "100.00"), `"AH"`, `"XX"`, 1)), 422, "cards.player[2]")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, strings.Replace(bac(1, "100.00"), `"10.00"`, `"-1"`, 1)), 422, "wagers[1].amount")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, strings.Replace(bac(1, "100.00"), `"BAC-1"`, `"NOPE"`, 1)), 422, "table_id")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.other, bac(1, "100.00")), 403, "table_id")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, strings.Replace(bac(1, "100.00"), `"seat": 5`, `"seat": 5, "colour": "red"`, 1)), 422, "wagers[1].colour")
	big := `{"table_id": "` + strings.Repeat("x", 2<<20) + `"}`
	wantProblem(t, e.do(t, "POST", "/api/v1/hands", e.station, big), 413, "")
	// Nothing was stored.
	var page struct {
		Items []json.RawMessage `json:"items"`
	}
	e.do(t, "GET", "/api/v1/hands", e.officer, nil).json(t, &page)
	if len(page.Items) != 0 {
		t.Errorf("%d hands stored after refusals", len(page.Items))
	}
}

func TestBatch(t *testing.T) {
	e := newEnv(t)
	body := `{"hands": [` + bac(1, "100.00") + `,` + bac(2, "90.00") + `,` + bac(1, "100.00") + `,` +
		strings.Replace(bac(3, "100.00"), `"KC"`, `"KX"`, 1) + `]}`
	r := e.do(t, "POST", "/api/v1/hands/batch", e.station, body)
	if r.status != 200 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	var out struct {
		Results []struct {
			Index   int             `json:"index"`
			Status  int             `json:"status"`
			Hand    *answer         `json:"hand"`
			Problem json.RawMessage `json:"problem"`
		} `json:"results"`
		Summary map[string]int `json:"summary"`
	}
	r.json(t, &out)
	want := []int{201, 201, 200, 422}
	for i, res := range out.Results {
		if res.Index != i || res.Status != want[i] {
			t.Errorf("result %d: %+v; want status %d", i, res, want[i])
		}
	}
	if out.Results[1].Hand == nil || out.Results[1].Hand.Verdict != "discrepancy" || !strings.Contains(string(out.Results[3].Problem), "cards.banker") && !strings.Contains(string(out.Results[3].Problem), "cards.player[1]") {
		t.Errorf("batch body %s", r.body)
	}
	if out.Summary["recorded"] != 2 || out.Summary["repeated"] != 1 || out.Summary["refused"] != 1 {
		t.Errorf("summary %v", out.Summary)
	}
	var many []string
	for i := 0; i < 1001; i++ {
		many = append(many, bac(10+i, "100.00"))
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/hands/batch", e.station, `{"hands": [`+strings.Join(many, ",")+`]}`), 422, "hands")
	wantProblem(t, e.do(t, "POST", "/api/v1/hands/batch", e.station, `[]`), 400, "hands")
}

func TestFindingsCorrectionsFlow(t *testing.T) {
	e := newEnv(t)
	var a answer
	e.do(t, "POST", "/api/v1/hands", e.station, bac(7, "95.00")).json(t, &a)
	var open struct {
		Items []struct {
			ID     int64  `json:"id"`
			HandID int64  `json:"hand_id"`
			Status string `json:"status"`
		} `json:"items"`
	}
	e.do(t, "GET", "/api/v1/findings?status=open", e.boss, nil).json(t, &open)
	if len(open.Items) != 1 || open.Items[0].HandID != a.ID || open.Items[0].Status != "open" {
		t.Fatalf("open findings %+v", open)
	}
	path := fmt.Sprintf("/api/v1/hands/%d/corrections", a.ID)
	p := wantProblem(t, e.do(t, "POST", path, e.boss, `{"reason_code": "whim", "note": ""}`), 422, "reason_code")
	if !strings.HasSuffix(p.Type, "#invalid-field") {
		t.Errorf("a correction's field error has type %s", p.Type)
	}
	wantProblem(t, e.do(t, "POST", path, e.officer, `{"reason_code": "other", "note": "x"}`), 403, "")
	r := e.do(t, "POST", path, e.boss, map[string]any{"finding_id": a.Findings[0].ID, "reason_code": "dealer_payout_error",
		"note": "short paid by 5; paid", "adjustment": "5.00"})
	if r.status != 201 {
		t.Fatalf("file correction: %d %s", r.status, r.body)
	}
	var c struct {
		ID         int64  `json:"id"`
		Adjustment string `json:"adjustment"`
	}
	r.json(t, &c)
	approve := fmt.Sprintf("/api/v1/corrections/%d/approve", c.ID)
	wantProblem(t, e.do(t, "POST", approve, e.boss, nil), 403, "")
	if r := e.do(t, "POST", approve, e.super, nil); r.status != 200 {
		t.Fatalf("approve: %d %s", r.status, r.body)
	}
	wantProblem(t, e.do(t, "POST", approve, e.officer, nil), 409, "")
	e.do(t, "GET", "/api/v1/findings?status=open", e.boss, nil).json(t, &open)
	if len(open.Items) != 0 {
		t.Errorf("finding still open after approval: %+v", open)
	}
	var h struct {
		Verdict     string            `json:"verdict"`
		Record      json.RawMessage   `json:"record"`
		Settlements []json.RawMessage `json:"settlements"`
		Findings    []struct {
			Status string `json:"status"`
		} `json:"findings"`
		Corrections []struct {
			ReasonCode string `json:"reason_code"`
			ApprovedBy string `json:"approved_by"`
		} `json:"corrections"`
	}
	e.do(t, "GET", fmt.Sprintf("/api/v1/hands/%d", a.ID), e.officer, nil).json(t, &h)
	if h.Verdict != "discrepancy" || len(h.Settlements) != 2 || len(h.Findings) != 1 || h.Findings[0].Status != "resolved" ||
		len(h.Corrections) != 1 || h.Corrections[0].ApprovedBy != "sam" || len(h.Record) == 0 {
		t.Errorf("hand detail %+v", h)
	}
	wantProblem(t, e.do(t, "GET", "/api/v1/hands/999999", e.officer, nil), 404, "")
	wantProblem(t, e.do(t, "GET", "/api/v1/hands/abc", e.officer, nil), 400, "id")
}

func TestReports(t *testing.T) {
	e := newEnv(t)
	e.do(t, "POST", "/api/v1/hands", e.station, bac(1, "100.00"))
	e.do(t, "POST", "/api/v1/hands", e.station, bac(2, "95.00"))
	wantProblem(t, e.do(t, "POST", "/api/v1/reports", e.officer, `{"gaming_day": "21/11/2026"}`), 422, "gaming_day")
	r := e.do(t, "POST", "/api/v1/reports", e.officer, `{"gaming_day": "2026-11-21"}`)
	if r.status != 201 {
		t.Fatalf("run report: %d %s", r.status, r.body)
	}
	var out struct {
		Reports []struct {
			ID       int64  `json:"id"`
			Format   string `json:"format"`
			SHA256   string `json:"sha256"`
			Size     int64  `json:"size"`
			Download string `json:"download"`
		} `json:"reports"`
	}
	r.json(t, &out)
	if len(out.Reports) != 2 {
		t.Fatalf("reports %s", r.body)
	}
	for _, rep := range out.Reports {
		f := e.do(t, "GET", rep.Download, e.officer, nil)
		sum := sha256.Sum256(f.body)
		if f.status != 200 || hex.EncodeToString(sum[:]) != rep.SHA256 || f.header.Get("X-Content-SHA256") != rep.SHA256 ||
			int64(len(f.body)) != rep.Size {
			t.Errorf("download %s: status %d, sha %s", rep.Format, f.status, rep.SHA256)
		}
		if !strings.Contains(f.header.Get("Content-Disposition"), rep.Format) {
			t.Errorf("content disposition %q", f.header.Get("Content-Disposition"))
		}
	}
	var list struct {
		Reports []json.RawMessage `json:"reports"`
	}
	e.do(t, "GET", "/api/v1/reports?gaming_day=2026-11-21", e.officer, nil).json(t, &list)
	if len(list.Reports) != 2 {
		t.Errorf("listed %d reports", len(list.Reports))
	}
	var v struct {
		Status string `json:"status"`
	}
	e.do(t, "GET", "/api/v1/audit/verify", e.officer, nil).json(t, &v)
	if v.Status != "verified" {
		t.Errorf("audit %s", v.Status)
	}
}

func TestOperationalEndpoints(t *testing.T) {
	e := newEnv(t)
	for _, path := range []string{"/healthz", "/readyz", "/api/v1/openapi.yaml", "/"} {
		r := e.do(t, "GET", path, "", nil)
		if r.status != 200 || len(r.body) == 0 {
			t.Errorf("%s: %d", path, r.status)
		}
	}
	e.do(t, "POST", "/api/v1/hands", e.station, bac(1, "100.00"))
	m := e.do(t, "GET", "/metrics", metricsToken, nil)
	if !strings.Contains(string(m.body), `casino_hands_recorded_total{game="baccarat-co",verdict="verified"} 1`) {
		t.Errorf("metrics do not count the hand")
	}
	wantProblem(t, e.do(t, "GET", "/nowhere", "", nil), 404, "")
	wantProblem(t, e.do(t, "DELETE", "/healthz", "", nil), 405, "")
	if id := e.do(t, "GET", "/healthz", "", nil).header.Get("X-Request-ID"); len(id) < 8 {
		t.Errorf("request id %q", id)
	}
}

func TestOpenAndCloseTables(t *testing.T) {
	e := newEnv(t)
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.officer, nil), 403, "")
	r := e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.boss, nil)
	if r.status != 201 || !strings.Contains(string(r.body), `"opened_by":"user:pat"`) {
		t.Fatalf("open: %d %s", r.status, r.body)
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.super, nil), 422, "table_id")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/NOPE/open", e.boss, nil), 422, "table_id")
	var list struct {
		Tables []struct {
			ID   string `json:"id"`
			Open *struct {
				OpenedBy string `json:"opened_by"`
			} `json:"open"`
		} `json:"tables"`
	}
	e.do(t, "GET", "/api/v1/tables", e.counter, nil).json(t, &list)
	for _, tb := range list.Tables {
		if (tb.ID == "BAC-1") != (tb.Open != nil) {
			t.Errorf("table %s open = %v", tb.ID, tb.Open)
		}
	}
	if r := e.do(t, "POST", "/api/v1/tables/BAC-1/close", e.super, nil); r.status != 200 {
		t.Fatalf("close: %d %s", r.status, r.body)
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/close", e.super, nil), 422, "table_id")
	var audit struct {
		Items []struct {
			Action string `json:"action"`
			Actor  string `json:"actor"`
		} `json:"items"`
	}
	e.do(t, "GET", "/api/v1/audit?chain=table:BAC-1", e.officer, nil).json(t, &audit)
	var actions []string
	for _, a := range audit.Items {
		actions = append(actions, a.Action+" by "+a.Actor)
	}
	got := strings.Join(actions, ", ")
	if !strings.Contains(got, "table.opened by user:pat") || !strings.Contains(got, "table.closed by user:sam") {
		t.Errorf("audit of BAC-1: %s", got)
	}
}

// A pit boss opens a table with the pay table and commission it will deal:
// the game checks them, the next hand is verified under them, the change
// is audited, and the session keeps them. A setting the game does not allow
// is refused naming it, and the table stays closed and unchanged.
func TestOpenTableWithSettings(t *testing.T) {
	e := newEnv(t)
	bad := e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.boss, map[string]any{"settings": map[string]string{"bonus_pay_table": "Z"}})
	wantProblem(t, bad, 422, "settings.bonus_pay_table")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.boss, map[string]any{"settings": map[string]string{"commission_rate": "30"}}), 422, "settings.commission_rate")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.boss, `{"settings": {"nope": "1"}}`), 422, "settings.nope")
	wantProblem(t, e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.boss, `{"setings": {}}`), 422, "setings")

	r := e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.boss, map[string]any{"settings": map[string]string{"commission_rate": "4.99"}})
	wantProblem(t, r, 422, "settings.commission_rate")
	r = e.do(t, "POST", "/api/v1/tables/BAC-1/open", e.boss, map[string]any{"settings": map[string]string{"commission_rate": "10"}})
	if r.status != 201 || !strings.Contains(string(r.body), `"commission_rate":"10"`) {
		t.Fatalf("open: %d %s", r.status, r.body)
	}
	// Banker wins 100 at 10%: the commission is 10.00 now, so the 5.00 of
	// the fixture is a finding.
	var a answer
	r = e.do(t, "POST", "/api/v1/hands", e.station, bac(501, "100.00"))
	r.json(t, &a)
	if r.status != 201 || a.Verdict != "discrepancy" || len(a.Findings) != 1 || a.Findings[0].Field != "commission" || a.Findings[0].Expected != "10.00" {
		t.Fatalf("hand under 10%% commission: %d %s", r.status, r.body)
	}
	var audit struct {
		Items []struct {
			Action string `json:"action"`
		} `json:"items"`
	}
	e.do(t, "GET", "/api/v1/audit?chain=table:BAC-1", e.officer, nil).json(t, &audit)
	changed := 0
	for _, it := range audit.Items {
		if it.Action == "table.settings_changed" {
			changed++
		}
	}
	if changed != 1 {
		t.Errorf("%d settings changes audited, want 1 (the refused ones change nothing)", changed)
	}
}

// GET /api/v1/schedules lists the sets and options with their citations;
// ?game= keeps a game's sets.
func TestSchedules(t *testing.T) {
	e := newEnv(t)
	var out struct {
		Sets []struct {
			ID      string `json:"id"`
			Options []struct {
				Option  string            `json:"option"`
				Setting string            `json:"setting"`
				Blind   string            `json:"blind"`
				Fees    map[string]string `json:"fees"`
				Rule    struct {
					File  string `json:"file"`
					Lines string `json:"lines"`
				} `json:"rule"`
			} `json:"options"`
		} `json:"sets"`
	}
	r := e.do(t, "GET", "/api/v1/schedules?game=holdem", e.boss, nil)
	r.json(t, &out)
	if r.status != 200 || len(out.Sets) < 1 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	found := false
	for _, s := range out.Sets {
		for _, o := range s.Options {
			if o.Rule.File == "" || o.Rule.Lines == "" {
				t.Errorf("%s option %s cites nothing", s.ID, o.Option)
			}
			if o.Setting == "HOLDEM-1/2" {
				found = true
				// seed 000 line 6968: $1, $7, $1.
				if o.Rule.Lines != "6968" || o.Fees["dtf1"] != "1.00" || o.Fees["dtf2"] != "7.00" || o.Fees["dtf3"] != "1.00" {
					t.Errorf("HOLDEM-1 option 2: %+v", o)
				}
			}
		}
	}
	if !found {
		t.Error("HOLDEM-1/2 not listed for holdem")
	}
	e.do(t, "GET", "/api/v1/schedules?set=CA-EZB", e.boss, nil).json(t, &out)
	if len(out.Sets) != 1 || out.Sets[0].ID != "CA-EZB" || len(out.Sets[0].Options) != 39 {
		t.Errorf("CA-EZB: %d sets", len(out.Sets))
	}
	// The full list holds every set of seed 000, the legacy poker rates and
	// the games' own schedules among them, each option citing its line:
	// No-Limit Poker at a $300 buy-in, 7 players, $5.00 (line 1408).
	out.Sets = nil
	e.do(t, "GET", "/api/v1/schedules", e.station, nil).json(t, &out)
	if len(out.Sets) != len(fees.Sets()) {
		t.Errorf("%d sets listed, %d loaded", len(out.Sets), len(fees.Sets()))
	}
	options := map[string]int{}
	for _, s := range out.Sets {
		for _, o := range s.Options {
			options[s.ID]++
			if o.Rule.File == "" || o.Rule.Lines == "" {
				t.Errorf("%s option %s cites nothing", s.ID, o.Option)
			}
			if o.Setting == "LEG-NLP/NL300" && (o.Rule.Lines != "1408" || o.Blind != "3-5" || o.Fees["p7"] != "5.00" || o.Fees["p5"] != "3.00") {
				t.Errorf("LEG-NLP option NL300: %+v", o)
			}
		}
	}
	for id, n := range map[string]int{"LEG-NLP": 23, "FPG-OWN": 11, "BJP-OWN": 8, "UTH-OWN": 4} {
		if options[id] != n {
			t.Errorf("%s: %d options listed, want %d", id, options[id], n)
		}
	}
}
