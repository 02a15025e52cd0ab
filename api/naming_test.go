package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/rules"
)

// snakeKey is how every key of every answer is spelt.
var snakeKey = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// dataKeys are objects whose keys are data, not names: a table's settings
// by setting key, a schedule option's fees by the seed's column heading.
var dataKeys = []string{"settings", "fees", "table_settings", "values"}

// checkKeys walks a JSON answer and reports every key not in snake case,
// with its path.
func checkKeys(t *testing.T, where string, v any, path string) {
	t.Helper()
	switch x := v.(type) {
	case map[string]any:
		for k, child := range x {
			if !snakeKey.MatchString(k) {
				t.Errorf("%s: key %q at %s is not snake_case", where, k, path)
			}
			if slices.Contains(dataKeys, k) {
				continue
			}
			checkKeys(t, where, child, path+"."+k)
		}
	case []any:
		for i, child := range x {
			checkKeys(t, where, child, fmt.Sprintf("%s[%d]", path, i))
		}
	}
}

// apiCall is one request of exerciseAPI and its answer.
type apiCall struct {
	method, path string
	status       int
	body         []byte
}

// exerciseAPI calls every endpoint with data behind it: a pool and its
// link, hands recorded, a correction filed and approved, a report, a
// sign-off, a count, a refusal.
func exerciseAPI(t *testing.T) []apiCall {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	if _, err := l.CreatePool(ctx, "test", ledger.PoolInput{ID: "P1", Name: "Bonus", Seed: 100000,
		MainRate: rules.Rate(525), ReserveRate: rules.Rate(50)}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "THB-1", Game: "holdem-bonus-progressive"}); err != nil {
		t.Fatal(err)
	}
	if err := l.LinkPool(ctx, "test", "P1", "THB-1", "progressive"); err != nil {
		t.Fatal(err)
	}
	r := e.do(t, "POST", "/api/v1/hands", e.station, bac(1, "95.00"))
	if r.status != 201 {
		t.Fatalf("hand: %d %s", r.status, r.body)
	}
	var a struct {
		ID int64 `json:"id"`
	}
	r.json(t, &a)
	calls := []struct{ method, path, token, body string }{
		{"GET", "/api/v1/games", e.boss, ""},
		{"GET", "/api/v1/games/baccarat-co", e.boss, ""},
		{"GET", "/api/v1/games/holdem-bonus-progressive", e.boss, ""},
		{"GET", "/api/v1/tables", e.boss, ""},
		{"GET", "/api/v1/schedules", e.boss, ""},
		{"GET", "/api/v1/progressives", e.boss, ""},
		{"GET", "/api/v1/progressives/P1/events", e.boss, ""},
		{"POST", "/api/v1/hands", e.station, bac(2, "100.00")},
		{"POST", "/api/v1/hands/batch", e.station, `{"hands": [` + bac(3, "95.00") + `, {"table_id": "BAC-1"}]}`},
		{"GET", "/api/v1/hands", e.boss, ""},
		{"GET", fmt.Sprintf("/api/v1/hands/%d", a.ID), e.boss, ""},
		{"POST", "/api/v1/hands/2/corrections", e.boss, `{"reason_code": "dealer_payout_error", "note": "paid 95", "adjustment": "-5.00"}`},
		{"POST", "/api/v1/corrections/1/approve", e.super, ""},
		{"GET", "/api/v1/hands/2", e.boss, ""},
		{"GET", "/api/v1/findings", e.boss, ""},
		{"POST", "/api/v1/reports", e.officer, `{"gaming_day": "2026-11-21"}`},
		{"GET", "/api/v1/reports", e.officer, ""},
		{"GET", "/api/v1/audit", e.officer, ""},
		{"GET", "/api/v1/audit/verify", e.officer, ""},
		{"POST", "/api/v1/gaming-days/2026-11-21/sign-off", e.officer, `{"note": "done"}`},
		{"GET", "/api/v1/gaming-days/2026-11-21/sign-off", e.officer, ""},
		{"POST", "/api/v1/counts", e.counter, `{"table_id": "BAC-1", "gaming_day": "2026-11-21", "amount": "5.00"}`},
		{"GET", "/api/v1/counts?gaming_day=2026-11-21", e.counter, ""},
		{"GET", "/api/v1/tables/BAC-1/collections?gaming_day=2026-11-21", e.boss, ""},
		{"POST", "/api/v1/hands", e.station, `{"table_id": 5}`},
		{"POST", "/api/v1/hands", e.station, bac(2, "90.00")},
		{"GET", "/api/v1/hands?limit=0", e.boss, ""},
	}
	var out []apiCall
	for _, c := range calls {
		var body any
		if c.body != "" {
			body = c.body
		}
		r := e.do(t, c.method, c.path, c.token, body)
		if r.status >= 500 {
			t.Fatalf("%s %s: %d %s", c.method, c.path, r.status, r.body)
		}
		out = append(out, apiCall{method: c.method, path: c.path, status: r.status, body: r.body})
	}
	return out
}

// Every answer of the API, success or problem, spells its keys one way
// (snake_case, no Go field names), writes rates as the percentages they are
// posted as, and names people by name.
func TestAnswersUseOneNamingStyle(t *testing.T) {
	answers := map[string]string{}
	for _, c := range exerciseAPI(t) {
		var v any
		if err := json.Unmarshal(c.body, &v); err != nil {
			t.Fatalf("%s %s: %v: %s", c.method, c.path, err, c.body)
		}
		checkKeys(t, c.method+" "+c.path, v, "")
		answers[c.method+" "+c.path] = string(c.body)
	}
	// A rate comes back as it was given: a percentage.
	if p := answers["GET /api/v1/progressives"]; !strings.Contains(p, `"main_rate":"5.25"`) || !strings.Contains(p, `"reserve_rate":"0.5"`) {
		t.Errorf("rates are not the percentages given: %s", p)
	}
	// People are named, not numbered.
	for _, k := range []string{"POST /api/v1/hands/2/corrections", "POST /api/v1/corrections/1/approve", "GET /api/v1/hands/2"} {
		if !strings.Contains(answers[k], `"entered_by":"pat"`) {
			t.Errorf("%s does not name who entered the correction: %s", k, answers[k])
		}
	}
	if !strings.Contains(answers["POST /api/v1/corrections/1/approve"], `"approved_by":"sam"`) {
		t.Errorf("the approval does not name its approver: %s", answers["POST /api/v1/corrections/1/approve"])
	}
	if h := answers["GET /api/v1/hands/1"]; !strings.Contains(h, `"station":"st-1"`) {
		t.Errorf("a hand does not name the station that posted it: %s", h)
	}
}
