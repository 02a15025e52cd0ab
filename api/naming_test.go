package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/routers"
	legacyrouter "github.com/getkin/kin-openapi/routers/legacy"

	"github.com/tablegames/casino/docs"
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

// Every answer matches the schema openapi.yaml gives for its operation and
// status, and the schema declares every key the answer holds.
func TestAnswersMatchTheOpenAPIDocument(t *testing.T) {
	doc := loadAPIDocument(t)
	for _, c := range exerciseAPI(t) {
		doc.check(t, c.method, c.path, c.status, c.body)
	}
}

// apiDocument is docs/openapi.yaml, loaded and validated, with a router
// that finds the operation a request is answered by.
type apiDocument struct {
	doc    *openapi3.T
	router routers.Router
}

func loadAPIDocument(t *testing.T) apiDocument {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(docs.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatal(err)
	}
	doc.Servers = nil // match any host, the test server's included
	r, err := legacyrouter.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	return apiDocument{doc: doc, router: r}
}

// check validates an answer against the schema the document gives for its
// operation and status, and reports every key the schema does not declare.
func (d apiDocument) check(t *testing.T, method, path string, status int, body []byte) {
	t.Helper()
	req, _ := http.NewRequest(method, "http://localhost"+path, nil)
	route, _, err := d.router.FindRoute(req)
	if err != nil {
		t.Errorf("%s %s: not in openapi.yaml: %v", method, path, err)
		return
	}
	resp := route.Operation.Responses.Status(status)
	if resp == nil {
		resp = route.Operation.Responses.Default()
	}
	if resp == nil || resp.Value == nil {
		t.Errorf("%s %s: openapi.yaml documents no %d answer", method, route.Path, status)
		return
	}
	var media *openapi3.MediaType
	for _, ct := range []string{"application/json", "application/problem+json"} {
		if m := resp.Value.Content.Get(ct); m != nil {
			media = m
			break
		}
	}
	if media == nil || media.Schema == nil || media.Schema.Value == nil {
		t.Errorf("%s %s: the %d answer has no schema in openapi.yaml", method, route.Path, status)
		return
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Errorf("%s %s: %v", method, path, err)
		return
	}
	if err := media.Schema.Value.VisitJSON(v, openapi3.MultiErrors()); err != nil {
		t.Errorf("%s %s (%d): the answer does not match openapi.yaml: %v\n%s", method, route.Path, status, err, clipBody(body))
	}
	undeclared(t, method+" "+route.Path, media.Schema.Value, v, "")
}

func clipBody(b []byte) string {
	if len(b) > 600 {
		return string(b[:600]) + "…"
	}
	return string(b)
}

// undeclared reports keys of an answer that its schema does not declare, so
// that the document types every field casinod sends.
func undeclared(t *testing.T, where string, s *openapi3.Schema, v any, path string) {
	t.Helper()
	if s == nil {
		return
	}
	switch x := v.(type) {
	case map[string]any:
		props := map[string]*openapi3.Schema{}
		collectProperties(s, props)
		free := freeForm(s)
		for k, child := range x {
			ps, ok := props[k]
			if !ok {
				if !free {
					t.Errorf("%s: %s%s is not in openapi.yaml's schema", where, path, "."+k)
				}
				continue
			}
			undeclared(t, where, ps, child, path+"."+k)
		}
	case []any:
		if s.Items != nil {
			for i, child := range x {
				undeclared(t, where, s.Items.Value, child, fmt.Sprintf("%s[%d]", path, i))
			}
		}
	}
}

// collectProperties gathers the properties an object schema declares,
// through allOf, oneOf and anyOf.
func collectProperties(s *openapi3.Schema, into map[string]*openapi3.Schema) {
	for k, p := range s.Properties {
		into[k] = p.Value
	}
	for _, group := range []openapi3.SchemaRefs{s.AllOf, s.OneOf, s.AnyOf} {
		for _, sub := range group {
			if sub.Value != nil {
				collectProperties(sub.Value, into)
			}
		}
	}
}

// freeForm reports whether an object schema takes keys it does not name
// (a map such as a table's settings).
func freeForm(s *openapi3.Schema) bool {
	if s.AdditionalProperties.Has != nil && *s.AdditionalProperties.Has || s.AdditionalProperties.Schema != nil {
		return true
	}
	for _, group := range []openapi3.SchemaRefs{s.AllOf, s.OneOf, s.AnyOf} {
		for _, sub := range group {
			if sub.Value != nil && freeForm(sub.Value) {
				return true
			}
		}
	}
	return len(s.Properties) == 0 && len(s.AllOf) == 0 && len(s.OneOf) == 0 && len(s.AnyOf) == 0 && s.Type.Is("object") == false
}
