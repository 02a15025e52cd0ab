package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// The tests here hold casinoctl verify to the service: the same lines,
// posted in order through POST /api/v1/hands to a casinod with a table for
// each table_id (its settings the lines' table_settings) and a pool for
// each pool line, and read by casinoctl verify as one file, get the same
// verdicts, findings, outcomes and totals line by line, and the same
// refusals. They run on SQLite, and on PostgreSQL with
// CASINO_TEST_DATABASE_URL.

// service is a casinod for a test, reached over HTTP by a station that
// serves every table.
type service struct {
	t     *testing.T
	ctx   context.Context
	l     *ledger.Ledger
	srv   *httptest.Server
	token string
	// pools already opened, so that a test naming one twice fails
	// plainly.
	pools map[string]bool
}

// tableSpec is a table the service needs.
type tableSpec struct {
	id, game string
	settings map[string]string
}

// serviceClock stands after every hand the tests post, and within a
// station's late-entry window of each.
var serviceClock = time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)

func newService(t *testing.T, tables []tableSpec) *service {
	t.Helper()
	ctx := context.Background()
	store := modeltest.Open(t)
	l := ledger.New(store, catalog.Default(), nil)
	l.SetClock(func() time.Time { return serviceClock })
	var ids []string
	for _, tb := range tables {
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: tb.id, Game: tb.game, Settings: tb.settings}); err != nil {
			t.Fatalf("table %s: %v", tb.id, err)
		}
		ids = append(ids, tb.id)
	}
	_, token, err := l.CreateStation(ctx, "test", "st-all", ids)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"pat", "sam"} {
		if _, err := l.CreateUser(ctx, "test", u, models.RolePitBoss); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(api.New(l, reports.NewGenerator(store, nil), nil))
	t.Cleanup(srv.Close)
	return &service{t: t, ctx: ctx, l: l, srv: srv, token: token, pools: map[string]bool{}}
}

// tablesOf lists the tables a file's hand lines name, with the game and
// table_settings of the first line of each.
func tablesOf(t *testing.T, lines [][]byte) []tableSpec {
	t.Helper()
	var out []tableSpec
	seen := map[string]int{}
	for _, raw := range lines {
		var env struct {
			TableID       string            `json:"table_id"`
			Game          string            `json:"game"`
			TableSettings map[string]string `json:"table_settings"`
		}
		if json.Unmarshal(raw, &env) != nil || env.TableID == "" {
			continue
		}
		if i, ok := seen[env.TableID]; ok {
			if !reflect.DeepEqual(out[i].settings, env.TableSettings) && env.TableSettings != nil {
				t.Fatalf("table %s is given two settings; the service holds one", env.TableID)
			}
			continue
		}
		seen[env.TableID] = len(out)
		out = append(out, tableSpec{id: env.TableID, game: env.Game, settings: env.TableSettings})
	}
	return out
}

// answer is the service's answer to one line.
type answer struct {
	// status is the HTTP status of a hand, 0 for a pool line.
	status   int
	verdict  string
	outcome  json.RawMessage
	totals   json.RawMessage
	findings []map[string]any
	errors   []rules.FieldError
}

// post sends one line: a hand to POST /api/v1/hands (without its
// table_settings, which the service refuses: its table holds them), a
// pool line to the ledger, which opens the pool, brings its main meter to
// the line's by an approved adjustment and links its tables' bets.
func (s *service) post(raw []byte) answer {
	t := s.t
	t.Helper()
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) == nil && top["pool"] != nil {
		s.openPool(raw)
		return answer{}
	}
	body := raw
	var rec map[string]json.RawMessage
	if json.Unmarshal(raw, &rec) == nil {
		if _, ok := rec["table_settings"]; ok {
			delete(rec, "table_settings")
			body, _ = json.Marshal(rec)
		}
	}
	req, _ := http.NewRequest("POST", s.srv.URL+"/api/v1/hands", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+s.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode}
	if resp.StatusCode >= 300 {
		var p struct {
			Errors []rules.FieldError `json:"errors"`
		}
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatalf("answer %d: %s", resp.StatusCode, b)
		}
		a.errors = p.Errors
		return a
	}
	var h struct {
		Verdict  string           `json:"verdict"`
		Outcome  json.RawMessage  `json:"outcome"`
		Totals   json.RawMessage  `json:"totals"`
		Findings []map[string]any `json:"findings"`
	}
	if err := json.Unmarshal(b, &h); err != nil {
		t.Fatalf("answer %d: %s", resp.StatusCode, b)
	}
	a.verdict, a.outcome, a.totals = h.Verdict, h.Outcome, h.Totals
	for _, f := range h.Findings {
		delete(f, "id") // the stored finding's row
		a.findings = append(a.findings, f)
	}
	return a
}

func (s *service) openPool(raw []byte) {
	t := s.t
	t.Helper()
	var line struct {
		Pool struct {
			ID          string  `json:"id"`
			Seed        string  `json:"seed"`
			MainRate    string  `json:"main_rate"`
			ReserveRate string  `json:"reserve_rate"`
			Cap         *string `json:"cap"`
			Main        string  `json:"main"`
			Links       []struct {
				TableID string `json:"table_id"`
				Bet     string `json:"bet"`
			} `json:"links"`
		} `json:"pool"`
	}
	if err := json.Unmarshal(raw, &line); err != nil {
		t.Fatal(err)
	}
	p := line.Pool
	if s.pools[p.ID] {
		t.Fatalf("pool %s is stated twice; the test opens each once", p.ID)
	}
	s.pools[p.ID] = true
	money := func(v string) rules.Money {
		m, err := rules.ParseMoney(v)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	rate := func(v string) rules.Rate {
		if v == "" {
			return 0
		}
		r, err := rules.ParseRate(v)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	in := ledger.PoolInput{ID: p.ID, Seed: money(p.Seed), MainRate: rate(p.MainRate), ReserveRate: rate(p.ReserveRate)}
	if p.Cap != nil {
		c := money(*p.Cap)
		in.Cap = &c
	}
	if _, err := s.l.CreatePool(s.ctx, "user:admin", in); err != nil {
		t.Fatal(err)
	}
	if diff := money(p.Main) - in.Seed; diff != 0 {
		req, err := s.l.RequestAdjustment(s.ctx, "user:pat", p.ID, diff, "the meter as the test's pool line reads it")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.l.ApproveAdjustment(s.ctx, "user:sam", p.ID, req.Seq); err != nil {
			t.Fatal(err)
		}
	}
	for _, lk := range p.Links {
		if err := s.l.LinkPool(s.ctx, "user:admin", p.ID, lk.TableID, lk.Bet); err != nil {
			t.Fatal(err)
		}
	}
}

// offlineVerdict is a line of casinoctl verify's output, read apart from
// the command's own types.
type offlineVerdict struct {
	Line      int                `json:"line"`
	Verdict   string             `json:"verdict"`
	RepeatOf  int                `json:"repeat_of"`
	Outcome   json.RawMessage    `json:"outcome"`
	Totals    json.RawMessage    `json:"totals"`
	Findings  []map[string]any   `json:"findings"`
	Unchecked []map[string]any   `json:"unchecked"`
	Errors    []rules.FieldError `json:"errors"`
}

// verifyOffline runs casinoctl verify on the lines as one file.
func verifyOffline(t *testing.T, lines [][]byte) []offlineVerdict {
	t.Helper()
	var in bytes.Buffer
	for _, l := range lines {
		in.Write(l)
		in.WriteByte('\n')
	}
	var out bytes.Buffer
	err := run(context.Background(), []string{"verify", "-"}, &in, &out)
	var code exitCode
	if err != nil && !errors.As(err, &code) {
		t.Fatal(err)
	}
	var got []offlineVerdict
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var v offlineVerdict
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("%v: %s", err, l)
		}
		got = append(got, v)
	}
	if len(got) != len(lines) {
		t.Fatalf("%d verdicts for %d lines", len(got), len(lines))
	}
	return got
}

// bothWays posts the lines to a service with the tables they name and
// checks them with casinoctl verify, and requires the same answer line by
// line. It returns the service's answers.
func bothWays(t *testing.T, lines [][]byte) []answer {
	t.Helper()
	svc := newService(t, tablesOf(t, lines))
	answers := make([]answer, len(lines))
	for i, l := range lines {
		answers[i] = svc.post(l)
	}
	agree(t, lines, answers, verifyOffline(t, lines))
	return answers
}

// agree requires each line's offline verdict to be the service's answer.
func agree(t *testing.T, lines [][]byte, answers []answer, offline []offlineVerdict) {
	t.Helper()
	for i, a := range answers {
		o := offline[i]
		name := fmt.Sprintf("line %d %.120s", i+1, lines[i])
		switch {
		case a.status == 0:
			if o.Verdict != "pool" {
				t.Errorf("%s: a pool line read offline as %s %v", name, o.Verdict, o.Errors)
			}
		case a.status == http.StatusCreated:
			if o.Verdict != a.verdict || o.RepeatOf != 0 {
				t.Errorf("%s: the service says %s, casinoctl verify %s %v %v", name, a.verdict, o.Verdict, o.Errors, o.Unchecked)
			}
			if !reflect.DeepEqual(o.Findings, a.findings) {
				t.Errorf("%s: findings differ:\nservice %v\noffline %v", name, a.findings, o.Findings)
			}
			if !sameJSON(o.Outcome, a.outcome) {
				t.Errorf("%s: outcomes differ:\nservice %s\noffline %s", name, a.outcome, o.Outcome)
			}
			if !sameJSON(o.Totals, a.totals) {
				t.Errorf("%s: totals differ:\nservice %s\noffline %s", name, a.totals, o.Totals)
			}
		case a.status == http.StatusOK:
			if o.RepeatOf == 0 || o.Verdict != a.verdict {
				t.Errorf("%s: the service answers a repeat (%s), casinoctl verify %s, repeat of %d", name, a.verdict, o.Verdict, o.RepeatOf)
			}
		case a.status == http.StatusConflict:
			if o.Verdict != "invalid" || len(o.Errors) != 1 || o.Errors[0].Field != "hand_number" {
				t.Errorf("%s: the service finds a conflict, casinoctl verify %s %v", name, o.Verdict, o.Errors)
			}
		default:
			if o.Verdict != "invalid" || !reflect.DeepEqual(o.Errors, a.errors) {
				t.Errorf("%s: the service refuses it (%d) %v; casinoctl verify says %s %v", name, a.status, a.errors, o.Verdict, o.Errors)
			}
		}
	}
}

func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	return json.Unmarshal(a, &x) == nil && json.Unmarshal(b, &y) == nil && reflect.DeepEqual(x, y)
}
