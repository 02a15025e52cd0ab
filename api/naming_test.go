package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"mime"
	"net/http"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/routers"
	legacyrouter "github.com/getkin/kin-openapi/routers/legacy"

	"github.com/tablegames/casino/docs"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
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
	// request is the body sent, if any.
	request     []byte
	status      int
	contentType string
	body        []byte
}

// isJSON reports whether a content type is one of the API's JSON types.
func isJSON(contentType string) bool {
	mt, _, _ := mime.ParseMediaType(contentType)
	return mt == "application/json" || mt == "application/problem+json"
}

// exerciseAPI calls every operation of the API with data behind it: pools
// opened, linked, fed, hit, confirmed, adjusted and closed; hands recorded
// alone and in a batch; a correction filed and approved; reports produced
// and downloaded; a sign-off; a count; a table opened, sat at, collected
// from and closed; every list with its filters; and a refusal of every
// kind. Each call must answer the status it lists.
func exerciseAPI(t *testing.T) []apiCall {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	// The clock stands after the fixtures' gaming day 2026-11-21; the timed
	// collection moves it on.
	var mu sync.Mutex
	now := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)
	l.SetClock(func() time.Time { mu.Lock(); defer mu.Unlock(); return now })
	setNow := func(at time.Time) { mu.Lock(); now = at; mu.Unlock() }

	if _, err := l.CreatePool(ctx, "test", ledger.PoolInput{ID: "P1", Name: "Bonus", Seed: 100000,
		MainRate: rules.Rate(525), ReserveRate: rules.Rate(50)}); err != nil {
		t.Fatal(err)
	}
	for _, tb := range []ledger.TableInput{{ID: "THB-1", Game: "holdem-bonus-progressive"}, {ID: "THB-2", Game: "holdem-bonus-progressive"},
		{ID: "HE-T", Game: "holdem", Settings: map[string]string{"collection_schedule": "HOLDEM-1/86"}}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.LinkPool(ctx, "test", "P1", "THB-1", "progressive"); err != nil {
		t.Fatal(err)
	}
	_, thb, err := l.CreateStation(ctx, "test", "st-thb", []string{"THB-1", "THB-2"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateUser(ctx, "test", "ada", models.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	admin, err := l.IssueUserToken(ctx, "test", "ada")
	if err != nil {
		t.Fatal(err)
	}

	var out []apiCall
	call := func(method, path, token, body string, want int) reply {
		t.Helper()
		var b any
		if body != "" {
			b = body
		}
		r := e.do(t, method, path, token, b)
		if r.status != want {
			t.Fatalf("%s %s: %d, want %d: %s", method, path, r.status, want, clipBody(r.body))
		}
		out = append(out, apiCall{method: method, path: path, request: []byte(body), status: r.status, contentType: r.header.Get("Content-Type"), body: r.body})
		return r
	}
	// seqOf finds the seq of a pool's first event of a kind.
	seqOf := func(pool, kind string) int64 {
		t.Helper()
		var events struct {
			Items []struct {
				Seq  int64  `json:"seq"`
				Kind string `json:"kind"`
			} `json:"items"`
		}
		call("GET", "/api/v1/progressives/"+pool+"/events", e.officer, "", 200).json(t, &events)
		for _, ev := range events.Items {
			if ev.Kind == kind {
				return ev.Seq
			}
		}
		t.Fatalf("pool %s has no %s event: %+v", pool, kind, events.Items)
		return 0
	}

	// Operations; /metrics and the document are not JSON.
	call("GET", "/healthz", "", "", 200)
	call("GET", "/readyz", "", "", 200)
	call("GET", "/metrics", metricsToken, "", 200)
	call("GET", "/metrics", "", "", 401)
	call("GET", "/metrics", e.officer, "", 401)
	call("GET", "/api/v1/openapi.yaml", "", "", 200)
	call("GET", "/api/v1/openapi.yaml?v=2", "", "", 400)

	// The catalog, the tables and the collection schedules.
	call("GET", "/api/v1/games", e.boss, "", 200)
	call("GET", "/api/v1/games/baccarat-co", e.station, "", 200)
	call("GET", "/api/v1/games/baccarat-ca", e.boss, "", 200)
	call("GET", "/api/v1/games/holdem-bonus-progressive", e.boss, "", 200)
	call("GET", "/api/v1/games/no-such-game", e.boss, "", 404)
	call("GET", "/api/v1/games?verbose=1", e.boss, "", 400)
	call("GET", "/api/v1/tables", e.boss, "", 200)
	call("GET", "/api/v1/tables?after=BAC-1&limit=2", e.boss, "", 200)
	call("GET", "/api/v1/tables?limit=0", e.boss, "", 400)
	call("GET", "/api/v1/tables", e.station, "", 403)
	call("GET", "/api/v1/schedules", e.station, "", 200)
	call("GET", "/api/v1/schedules?game=holdem", e.boss, "", 200)
	call("GET", "/api/v1/schedules?game=ez-baccarat-panda-8&set=CA-EZB", e.boss, "", 200)

	// Hands: recorded, repeated, in a batch, and refused in every way.
	var a, royalHand struct {
		ID       int64 `json:"id"`
		Findings []struct {
			ID int64 `json:"id"`
		} `json:"findings"`
	}
	call("POST", "/api/v1/hands", e.station, bac(1, "95.00"), 201).json(t, &a)
	if len(a.Findings) == 0 {
		t.Fatalf("hand %d has no finding; a correction below names one", a.ID)
	}
	call("POST", "/api/v1/hands", e.station, bac(2, "100.00"), 201)
	call("POST", "/api/v1/hands", e.station, bac(2, "100.00"), 200)
	call("POST", "/api/v1/hands/batch", e.station, `{"hands": [`+bac(3, "95.00")+`, {"table_id": "BAC-1"}]}`, 200)
	call("POST", "/api/v1/hands/batch", e.station, `{"hands": []}`, 422)
	call("POST", "/api/v1/hands/batch", e.officer, `{"hands": [`+bac(4, "95.00")+`]}`, 403)
	call("POST", "/api/v1/hands", e.station, `{"table_id": 5}`, 400)
	call("POST", "/api/v1/hands", e.station, bac(2, "90.00"), 409)
	call("POST", "/api/v1/hands", e.station, strings.Replace(bac(4, "95.00"), `"2D"`, `"2X"`, 1), 422)
	call("POST", "/api/v1/hands", e.station, strings.Replace(bac(4, "95.00"), `"BAC-1"`, `"BAC-2"`, 1), 403)
	call("POST", "/api/v1/hands", "", bac(4, "95.00"), 401)
	call("POST", "/api/v1/hands", "us_not-a-token", bac(4, "95.00"), 401)
	// Texas Hold'em Bonus Progressive: a hand that feeds P1, then a Royal
	// Flush on the flop at THB-2, whose pool P2 holds prizes over 500.00 for
	// a supervisor's confirmation.
	call("POST", "/api/v1/progressives", admin, `{"id": "P2", "name": "Mega", "seed": "1000.00", "main_rate": "15",
		"reserve_rate": "2.5", "cap": "50000.00", "pending_threshold": "500.00"}`, 201)
	call("POST", "/api/v1/progressives", admin, `{"id": "P3", "seed": "100.00", "main_rate": "1"}`, 201)
	call("POST", "/api/v1/progressives/P2/links", admin, `{"table_id": "THB-2", "bet": "progressive"}`, 201)
	call("POST", "/api/v1/hands", thb, thbHand(1, [2]string{"KC", "KD"}, [2]string{"9D", "2C"}, [3]string{"7S", "8C", "2S"},
		"push", "0.00", "20.00", "0.00"), 201)
	royal := thbHand(2, [2]string{"AS", "KS"}, [2]string{"2D", "3C"}, [3]string{"QS", "JS", "TS"}, "win", "10.00", "20.00", "1000.75")
	call("POST", "/api/v1/hands", thb, strings.Replace(royal, `"THB-1"`, `"THB-2"`, 1), 201).json(t, &royalHand)

	call("GET", "/api/v1/hands", e.boss, "", 200)
	call("GET", "/api/v1/hands?table=BAC-1&gaming_day=2026-11-21&verdict=discrepancy&limit=1", e.boss, "", 200)
	call("GET", "/api/v1/hands?after=1&limit=2", e.officer, "", 200)
	call("GET", "/api/v1/hands?limit=0", e.boss, "", 400)
	call("GET", "/api/v1/hands", e.counter, "", 403)
	call("GET", fmt.Sprintf("/api/v1/hands/%d", a.ID), e.boss, "", 200)
	call("GET", fmt.Sprintf("/api/v1/hands/%d", royalHand.ID), e.boss, "", 200)
	call("GET", "/api/v1/hands/one", e.boss, "", 400)
	call("GET", "/api/v1/hands/999", e.boss, "", 404)

	// A correction filed and approved; refused ones.
	call("POST", "/api/v1/hands/2/corrections", e.boss, `{"reason_code": "dealer_payout_error", "note": "paid 95", "adjustment": "-5.00",
		"override_reason": "the dealer paid 100 where the station recorded 95"}`, 201)
	call("POST", "/api/v1/hands/2/corrections", e.boss, `{"reason_code": "dealer_payout_error", "note": "paid 95", "adjustment": "-5.00"}`, 422)
	call("POST", "/api/v1/corrections/1/approve", e.super, "{}", 200)
	call("POST", "/api/v1/corrections/1/approve", e.officer, "", 409)
	call("POST", fmt.Sprintf("/api/v1/hands/%d/corrections", a.ID), e.boss,
		fmt.Sprintf(`{"reason_code": "dealer_payout_error", "note": "short paid by 5", "finding_id": %d, "adjustment": "5.00"}`, a.Findings[0].ID), 201)
	call("POST", "/api/v1/corrections/2/approve", e.boss, "", 403)
	call("POST", "/api/v1/corrections/99/approve", e.super, "", 404)
	call("POST", "/api/v1/hands/2/corrections", e.boss, `{"reason_code": "whim", "note": "x"}`, 422)
	call("POST", "/api/v1/hands/2/corrections", e.boss, `{"reason_code": "other", "note": "x", "note": "y"}`, 400)
	call("POST", "/api/v1/hands/999/corrections", e.boss, `{"reason_code": "other", "note": "x"}`, 404)
	call("POST", "/api/v1/hands/2/corrections", e.officer, `{"reason_code": "other", "note": "x"}`, 403)
	call("GET", "/api/v1/hands/2", e.boss, "", 200)
	call("GET", "/api/v1/findings", e.boss, "", 200)
	call("GET", "/api/v1/findings?status=open&table=THB-2&gaming_day=2026-11-21&after=0&limit=1", e.officer, "", 200)
	call("GET", "/api/v1/findings?status=closed", e.boss, "", 400)

	// Pools: the pending prize confirmed, an adjustment requested and
	// approved, a pool closed into another.
	call("GET", "/api/v1/progressives", e.boss, "", 200)
	hit := seqOf("P2", "hit_pending")
	call("GET", "/api/v1/progressives/P2/events?after=1&limit=2", e.boss, "", 200)
	call("GET", "/api/v1/progressives/NOPE/events", e.officer, "", 404)
	call("GET", "/api/v1/progressives/P2/events?limit=5001", e.officer, "", 400)
	call("POST", fmt.Sprintf("/api/v1/progressives/P2/hits/%d/confirm", hit), e.super, "{}", 201)
	call("POST", fmt.Sprintf("/api/v1/progressives/P2/hits/%d/confirm", hit), e.officer, "", 422)
	call("POST", "/api/v1/progressives/P2/hits/first/confirm", e.super, "", 400)
	call("POST", "/api/v1/progressives/P2/adjustments", e.officer, `{"amount": "-25.00", "reason": "meter fault reconciled"}`, 201)
	adj := seqOf("P2", "adjustment_requested")
	call("POST", fmt.Sprintf("/api/v1/progressives/P2/adjustments/%d/approve", adj), e.officer, "", 422)
	call("POST", fmt.Sprintf("/api/v1/progressives/P2/adjustments/%d/approve", adj), admin, "{}", 201)
	call("POST", "/api/v1/progressives/P2/adjustments", e.boss, `{"amount": "1.00", "reason": "x"}`, 403)
	call("POST", "/api/v1/progressives/P3/close", admin, `{"transfer_to": "P2"}`, 200)
	call("POST", "/api/v1/progressives/P3/close", admin, `{"transfer_to": "P2"}`, 422)
	call("POST", "/api/v1/progressives/P1/links", admin, `{"table_id": "BAC-1", "bet": "banker"}`, 422)
	call("POST", "/api/v1/progressives", e.boss, `{"id": "P4", "seed": "1.00", "main_rate": "1"}`, 403)
	call("POST", "/api/v1/progressives", admin, `{"id": "P4", "seed": "1.00", "main_rate": "150"}`, 422)
	call("POST", "/api/v1/progressives", admin, `["P4"]`, 400)
	call("POST", "/api/v1/progressives", admin, `{"id": "`+strings.Repeat("P", 70<<10)+`"}`, 413)
	call("GET", "/api/v1/progressives", e.officer, "", 200)
	call("GET", "/api/v1/progressives/P3/events", e.officer, "", 200)
	call("GET", "/api/v1/progressives", e.station, "", 403)

	// Reports, downloaded; the audit log and its check.
	var runs struct {
		Reports []struct {
			ID int64 `json:"id"`
		} `json:"reports"`
	}
	call("POST", "/api/v1/reports", e.officer, `{"gaming_day": "2026-11-21"}`, 201).json(t, &runs)
	call("POST", "/api/v1/reports", admin, `{"kind": "progressive_liability", "gaming_day": "2026-11-21", "property": "main"}`, 201)
	call("POST", "/api/v1/reports", e.officer, `{"gaming_day": "21/11/2026"}`, 422)
	call("POST", "/api/v1/reports", e.boss, `{"gaming_day": "2026-11-21"}`, 403)
	call("GET", "/api/v1/reports", e.officer, "", 200)
	call("GET", "/api/v1/reports?kind=daily_summary&gaming_day=2026-11-21", e.officer, "", 200)
	call("GET", "/api/v1/reports?after=4&limit=1", e.officer, "", 200)
	for _, run := range runs.Reports { // one file per format
		call("GET", fmt.Sprintf("/api/v1/reports/%d/file", run.ID), e.officer, "", 200)
	}
	call("GET", "/api/v1/reports/99/file", e.officer, "", 404)
	call("GET", "/api/v1/audit", e.officer, "", 200)
	call("GET", "/api/v1/audit?chain=table:BAC-1&action=hand.recorded&after=0&limit=1", e.officer, "", 200)
	call("GET", "/api/v1/audit?subject=pool:P2", admin, "", 200)
	call("GET", "/api/v1/audit?action=no.such.action", e.officer, "", 200)
	call("GET", "/api/v1/audit/verify", e.officer, "", 200)

	// A hold out of line on 2026-11-20, explained twice, and listed.
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "BAC-9", Game: "baccarat-co"}); err != nil {
		t.Fatal(err)
	}
	outOfLineFloorAt(t, l, e.store, "BAC-9", "2026-11-20")
	call("POST", "/api/v1/explanations", e.officer, `{"gaming_day": "2026-11-20", "report": "statistical", "table_id": "BAC-9",
		"kind": "win_to_drop_day", "explanation": "A guest won 8,000 at 23:10; surveillance reviewed it"}`, 201)
	call("POST", "/api/v1/explanations", admin, `{"property": "main", "gaming_day": "2026-11-20", "report": "statistical",
		"table_id": "BAC-9", "kind": "win_to_drop_day", "explanation": "One guest won 8,000 at 23:10; surveillance cleared it"}`, 201)
	call("POST", "/api/v1/explanations", e.officer, `{"gaming_day": "2026-11-20", "report": "statistical", "table_id": "BAC-2",
		"kind": "win_to_drop_day", "explanation": "no such flag"}`, 422)
	call("POST", "/api/v1/explanations", e.officer, `{"gaming_day": "2026-11-20", "report": "statistical", "table_id": "BAC-9",
		"kind": "win_to_drop_day", "explanation": ""}`, 422)
	call("POST", "/api/v1/explanations", e.boss, `{"gaming_day": "2026-11-20", "report": "statistical", "table_id": "BAC-9",
		"kind": "win_to_drop_day", "explanation": "a pit boss's word"}`, 403)
	call("GET", "/api/v1/explanations?gaming_day=2026-11-20", e.officer, "", 200)
	call("GET", "/api/v1/explanations?property=main&after=0&limit=1", e.boss, "", 200)
	call("GET", "/api/v1/explanations?limit=0", e.officer, "", 400)
	call("GET", "/api/v1/gaming-days/2026-11-20/checklist", e.officer, "", 200)

	// Fills and credits: requested, verified at the cage, voided; the
	// tables' openers and closers; a meter reading.
	if _, err := l.CreateUser(ctx, "test", "cass", models.RoleCage); err != nil {
		t.Fatal(err)
	}
	cage, err := l.IssueUserToken(ctx, "test", "cass")
	if err != nil {
		t.Fatal(err)
	}
	var slip struct {
		ID int64 `json:"id"`
	}
	call("POST", "/api/v1/slips", e.boss, `{"kind": "fill", "table_id": "BAC-1", "gaming_day": "2026-11-21",
		"chips": [{"denomination": "25.00", "count": 40}, {"denomination": "100.00", "count": 20}], "note": "greens"}`, 201).json(t, &slip)
	call("POST", "/api/v1/slips", e.boss, `{"kind": "credit", "table_id": "BAC-1", "gaming_day": "2026-11-21", "chips": [{"denomination": "5.00", "count": 10}]}`, 201)
	call("POST", "/api/v1/slips", e.boss, `{"kind": "marker", "table_id": "BAC-1", "chips": [{"denomination": "5", "count": 1}]}`, 422)
	call("POST", "/api/v1/slips", e.boss, `{"kind": "fill", "table_id": "BAC-1", "chips": [{"denomination": "five", "count": 1}]}`, 422)
	call("POST", "/api/v1/slips", e.counter, `{"kind": "fill", "table_id": "BAC-1", "chips": [{"denomination": "5.00", "count": 1}]}`, 403)
	call("POST", fmt.Sprintf("/api/v1/slips/%d/verify", slip.ID), e.boss, "", 403)
	call("POST", fmt.Sprintf("/api/v1/slips/%d/verify", slip.ID), cage, "{}", 200)
	call("POST", fmt.Sprintf("/api/v1/slips/%d/verify", slip.ID), cage, "", 409)
	call("POST", "/api/v1/slips/999/verify", cage, "", 404)
	call("POST", fmt.Sprintf("/api/v1/slips/%d/void", slip.ID+1), cage, `{"reason": "never sent"}`, 200)
	call("POST", fmt.Sprintf("/api/v1/slips/%d/void", slip.ID+1), cage, `{"reason": "again"}`, 409)
	call("POST", fmt.Sprintf("/api/v1/slips/%d/void", slip.ID), e.boss, `{"reason": ""}`, 422)
	call("GET", "/api/v1/slips?gaming_day=2026-11-21", cage, "", 200)
	call("GET", fmt.Sprintf("/api/v1/slips/%d/pdf", slip.ID), e.officer, "", 200)
	call("GET", "/api/v1/slips/999/pdf", cage, "", 404)
	call("GET", "/api/v1/slips/0/pdf", cage, "", 400)
	call("GET", fmt.Sprintf("/api/v1/slips/%d/pdf", slip.ID), e.counter, "", 403)
	call("GET", "/api/v1/slips", cage, "", 400)
	call("POST", "/api/v1/inventories", e.boss, `{"table_id": "BAC-1", "gaming_day": "2026-11-20", "kind": "closer",
		"chips": [{"denomination": "100.00", "count": 200}]}`, 201)
	call("POST", "/api/v1/inventories", e.boss, `{"table_id": "BAC-1", "gaming_day": "2026-11-21", "kind": "closer",
		"chips": [{"denomination": "100.00", "count": 210}], "note": "end of day"}`, 201)
	call("POST", "/api/v1/inventories", e.boss, `{"table_id": "BAC-1", "kind": "middle", "chips": []}`, 422)
	call("GET", "/api/v1/inventories?gaming_day=2026-11-21&property=main", e.officer, "", 200)
	call("POST", "/api/v1/progressives/P2/readings", e.officer, `{"amount": "1000.00", "read_at": "2026-11-23T00:00:00Z", "note": "display"}`, 201)
	call("POST", "/api/v1/progressives/P2/readings", e.officer, `{"amount": "-1.00"}`, 422)
	call("GET", "/api/v1/gaming-days/2026-11-21/checklist", e.officer, "", 200)
	call("GET", "/api/v1/gaming-days/2026-11-21/checklist?property=main", e.boss, "", 200)
	call("POST", "/api/v1/reports", e.officer, `{"kind": "master_game", "gaming_day": "2026-11-21"}`, 201)
	call("POST", "/api/v1/reports", e.officer, `{"kind": "monthly", "gaming_day": "2026-11-21"}`, 201)

	// The day signed off; the count.
	call("POST", "/api/v1/gaming-days/2026-11-21/sign-off", e.officer, `{"note": "done"}`, 422)
	call("POST", "/api/v1/gaming-days/2026-11-21/sign-off", e.officer, `{"note": "done", "override_reason": "findings with surveillance"}`, 201)
	call("POST", "/api/v1/gaming-days/2026-11-21/sign-off?property=main", admin, "", 409)
	call("POST", "/api/v1/gaming-days/2026-11-23/sign-off", e.officer, "", 422)
	call("GET", "/api/v1/gaming-days/2026-11-21/sign-off?property=main", e.boss, "", 200)
	call("GET", "/api/v1/gaming-days/2026-11-20/sign-off", e.officer, "", 404)
	call("GET", "/api/v1/gaming-days/21-11-2026/sign-off", e.officer, "", 400)
	// Its final report reviewed by someone other than who signed it off.
	call("POST", "/api/v1/gaming-days/2026-11-21/review", e.officer, `{"note": "mine"}`, 409)
	call("POST", "/api/v1/gaming-days/2026-11-20/review", admin, "", 409)
	call("GET", "/api/v1/gaming-days/2026-11-21/review", e.officer, "", 404)
	call("POST", "/api/v1/gaming-days/2026-11-21/review?property=main", admin, `{"note": "figures agree with the count sheet"}`, 201)
	call("POST", "/api/v1/gaming-days/2026-11-21/review", admin, "", 409)
	call("GET", "/api/v1/gaming-days/2026-11-21/review?property=main", e.boss, "", 200)
	call("GET", "/api/v1/reports?trigger=final", e.officer, "", 200)
	call("GET", "/api/v1/reports?trigger=nightly", e.officer, "", 400)
	call("POST", "/api/v1/counts", e.counter, countBody("BAC-1", "5.00", `[{"denomination": "5.00", "count": 1}]`, "note", `"recount after jam"`), 201)
	call("POST", "/api/v1/counts", e.counter, countBody("BAC-1", "-5.00", `[{"denomination": "5.00", "count": 1}]`), 422)
	call("GET", "/api/v1/counts?gaming_day=2026-11-21", e.counter, "", 200)
	call("GET", "/api/v1/counts?gaming_day=2026-11-21&property=main", admin, "", 200)
	call("GET", "/api/v1/counts", e.counter, "", 400)
	call("GET", "/api/v1/tables/BAC-1/collections?gaming_day=2026-11-21", e.boss, "", 200)

	// A table on timed collection (HOLDEM-1 option 86: six players pay
	// 20.00 each a half hour) opened at 01:10, six players seated, five
	// collected from at 02:00, nothing at 02:30; closed.
	setNow(time.Date(2026, 11, 23, 1, 10, 0, 0, time.UTC))
	call("POST", "/api/v1/tables/HE-T/open", e.boss, `{"settings": {"collection_schedule": "HOLDEM-1/86"}, "dealer_id": "D-1042"}`, 201)
	call("POST", "/api/v1/tables/HE-T/open", e.boss, "", 422)
	call("POST", "/api/v1/tables/HE-T/seats", e.boss, `{"events": [{"seat": 1, "event": "sit", "at": "2026-11-23T01:10:00Z"},
		{"seat": 2, "event": "sit", "at": "2026-11-23T01:10:00Z"}, {"seat": 3, "event": "sit", "at": "2026-11-23T01:10:00Z"},
		{"seat": 4, "event": "sit", "at": "2026-11-23T01:10:00Z"}, {"seat": 5, "event": "sit", "at": "2026-11-23T01:10:00Z"},
		{"seat": 6, "event": "sit", "at": "2026-11-23T01:10:00Z"}]}`, 201)
	call("POST", "/api/v1/tables/HE-T/seats", e.station, `{"events": [{"seat": 7, "event": "sit", "at": "2026-11-23T01:10:00Z"}]}`, 403)
	call("POST", "/api/v1/tables/HE-T/seats", e.boss, `{"events": [{"seat": 7, "event": "stand", "at": "2026-11-23T01:10:00Z"}]}`, 422)
	setNow(time.Date(2026, 11, 23, 2, 40, 0, 0, time.UTC))
	call("GET", "/api/v1/tables", e.officer, "", 200)
	call("POST", "/api/v1/tables/HE-T/collections", e.boss, `{"at": "2026-11-23T02:00:00Z", "collections": [{"seat": 1, "amount": "20.00"},
		{"seat": 2, "amount": "20.00"}, {"seat": 3, "amount": "20.00"}, {"seat": 4, "amount": "20.00"}, {"seat": 5, "amount": "20.00"}]}`, 201)
	call("POST", "/api/v1/tables/HE-T/collections", e.boss, `{"at": "2026-11-23T02:10:00Z", "collections": [{"seat": 6, "amount": "20.00"}]}`, 422)
	call("POST", "/api/v1/tables/HE-T/collections", e.boss, `{"at": "2026-11-23T02:00:00Z", "AT": "2026-11-23T02:30:00Z", "collections": []}`, 400)
	call("GET", "/api/v1/tables/HE-T/collections?gaming_day=2026-11-22", e.officer, "", 200)
	call("GET", "/api/v1/tables/HE-T/collections", e.officer, "", 400)
	call("GET", "/api/v1/tables/NONE/collections?gaming_day=2026-11-22", e.officer, "", 422)
	call("GET", "/api/v1/tables/HE-T/collections?gaming_day=2026-11-22", e.counter, "", 403)
	call("POST", "/api/v1/tables/HE-T/close", e.boss, "{}", 200)
	call("POST", "/api/v1/tables/HE-T/close", e.boss, "", 422)
	call("POST", "/api/v1/tables/HE-T/close", e.officer, "", 403)
	return out
}

// Every answer of the API, success or problem, spells its keys one way
// (snake_case, no Go field names), writes rates as the percentages they are
// posted as, and names people by name.
func TestAnswersUseOneNamingStyle(t *testing.T) {
	answers := map[string]string{}
	for _, c := range exerciseAPI(t) {
		if !isJSON(c.contentType) {
			continue // a report file, the metrics text, the YAML document: no keys
		}
		var v any
		if err := json.Unmarshal(c.body, &v); err != nil {
			t.Fatalf("%s %s: %v: %s", c.method, c.path, err, c.body)
		}
		checkKeys(t, c.method+" "+c.path, v, "")
		if _, seen := answers[c.method+" "+c.path]; !seen {
			answers[c.method+" "+c.path] = string(c.body)
		}
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
// status, and the schema declares every key the answer holds; every
// operation the document lists is among those called; every request body
// the document shows has the shape of one the service accepted. Every answer the
// document shows as an example is one casinod gives: it has the keys, at
// every depth, of an answer exerciseAPI receives for the same operation
// and status (or, for a shared answer such as NotFound, any operation's),
// values of the same kinds, and lists whose items are each like one of the
// answer's (an example may show fewer items). Values themselves (ids,
// times, hashes) are not compared.
func TestAnswersMatchTheOpenAPIDocument(t *testing.T) {
	doc := loadAPIDocument(t)
	called := map[string]bool{}
	answers := map[*openapi3.MediaType][]any{}
	where := map[*openapi3.MediaType]string{}
	sent := map[string][]any{} // accepted request bodies by operation
	for _, c := range exerciseAPI(t) {
		op, media := doc.check(t, c)
		if op != "" {
			called[op] = true
		}
		var req any
		if c.status/100 == 2 && len(c.request) > 0 && json.Unmarshal(c.request, &req) == nil {
			sent[op] = append(sent[op], req)
		}
		if media != nil && isJSON(c.contentType) {
			var v any
			if json.Unmarshal(c.body, &v) == nil {
				answers[media] = append(answers[media], v)
				where[media] = fmt.Sprintf("%s (%d)", op, c.status)
			}
		}
	}
	for path, item := range doc.doc.Paths.Map() {
		for method := range item.Operations() {
			if !called[method+" "+path] {
				t.Errorf("exerciseAPI does not call %s %s", method, path)
			}
		}
	}
	// Every request body the document shows is one casinod accepts: it
	// has the keys, at every depth, of a body exerciseAPI sends to the
	// same operation and is answered 2xx.
	for path, item := range doc.doc.Paths.Map() {
		for method, op := range item.Operations() {
			if op.RequestBody == nil || op.RequestBody.Value == nil {
				continue
			}
			media := op.RequestBody.Value.Content["application/json"]
			if media == nil || media.Example == nil {
				continue
			}
			opName := method + " " + path
			var closest string
			accepted := 0
			for _, b := range sent[opName] {
				accepted++
				miss := unlike(media.Example, b, "")
				if miss == "" {
					closest = ""
					break
				}
				if closest == "" || len(miss) > len(closest) {
					closest = miss
				}
			}
			switch {
			case accepted == 0:
				t.Errorf("%s: exerciseAPI sends no body that is accepted, to hold the document's example to", opName)
			case closest != "":
				t.Errorf("%s: the body openapi.yaml shows is not one casinod accepts (%d accepted bodies compared; one differs %s)",
					opName, accepted, strings.ReplaceAll(closest, "the answer", "the accepted body"))
			}
		}
	}
	// An answer many operations share is named by its component.
	for name, r := range doc.doc.Components.Responses {
		if r.Value == nil {
			continue
		}
		for _, media := range r.Value.Content {
			if w, ok := where[media]; ok {
				where[media] = "components.responses." + name + w[strings.LastIndex(w, " ("):]
			}
		}
	}
	for media, got := range answers {
		if media.Example == nil {
			continue // TestOpenAPIShowsEveryBody says so
		}
		var closest string
		var answer any
		for _, a := range got {
			miss := unlike(media.Example, a, "")
			if miss == "" {
				closest = ""
				break
			}
			if closest == "" || len(miss) > len(closest) {
				closest, answer = miss, a // the longest says the most: the deepest difference
			}
		}
		if closest != "" {
			// The answer is shown so that the example can be made of it.
			b, _ := json.Marshal(answer)
			if len(b) > 8<<10 {
				b = append(b[:8<<10], "…"...)
			}
			t.Errorf("%s: the example in openapi.yaml is not an answer casinod gives (%d answers compared; one differs %s); that answer: %s",
				where[media], len(got), closest, b)
		}
	}
}

// unlike says where an example differs in shape from an answer, or ""
// when it has the answer's keys at every depth and values of its kinds.
// The keys of objects that hold data by key (a table's settings) are not
// compared, and each item of an example's list need only be like one item
// of the answer's.
func unlike(example, answer any, path string) string {
	switch e := example.(type) {
	case map[string]any:
		a, ok := answer.(map[string]any)
		if !ok {
			return fmt.Sprintf("at %s: an object where casinod sends %s", orTop(path), kindOf(answer))
		}
		if slices.Contains(dataKeys, lastKey(path)) {
			return ""
		}
		var extra, missing []string
		for k := range e {
			if _, ok := a[k]; !ok {
				extra = append(extra, k)
			}
		}
		for k := range a {
			if _, ok := e[k]; !ok {
				missing = append(missing, k)
			}
		}
		if len(extra)+len(missing) > 0 {
			slices.Sort(extra)
			slices.Sort(missing)
			var says []string
			if len(extra) > 0 {
				says = append(says, fmt.Sprintf("the example has %s, which the answer does not", strings.Join(extra, ", ")))
			}
			if len(missing) > 0 {
				says = append(says, fmt.Sprintf("the answer has %s, which the example lacks", strings.Join(missing, ", ")))
			}
			return fmt.Sprintf("at %s: %s", orTop(path), strings.Join(says, "; "))
		}
		for _, k := range slices.Sorted(maps.Keys(e)) {
			if miss := unlike(e[k], a[k], path+"."+k); miss != "" {
				return miss
			}
		}
		return ""
	case []any:
		a, ok := answer.([]any)
		if !ok {
			return fmt.Sprintf("at %s: a list where casinod sends %s", orTop(path), kindOf(answer))
		}
		for i, item := range e {
			nearest := ""
			for _, x := range a {
				miss := unlike(item, x, fmt.Sprintf("%s[%d]", path, i))
				if miss == "" {
					nearest = ""
					break
				}
				if nearest == "" || len(miss) > len(nearest) {
					nearest = miss
				}
			}
			if len(a) == 0 {
				nearest = fmt.Sprintf("at %s: an item where casinod's list is empty", path)
			}
			if nearest != "" {
				return nearest
			}
		}
		return ""
	default:
		if kindOf(example) != kindOf(answer) {
			return fmt.Sprintf("at %s: %s where casinod sends %s", orTop(path), kindOf(example), kindOf(answer))
		}
		return ""
	}
}

func kindOf(v any) string {
	switch v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "a list"
	case string:
		return "a string"
	case float64, int, int64, uint64:
		return "a number"
	case bool:
		return "true or false"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%T", v)
}

func orTop(path string) string {
	if path == "" {
		return "the top"
	}
	return path
}

// lastKey is the last key of a path such as .tables[0].settings.
func lastKey(path string) string {
	path = strings.TrimRight(path, "]0123456789[")
	return path[strings.LastIndex(path, ".")+1:]
}

// Every hand record docs/hand-records.md shows, one per game, matches the
// HandRecord schema that describes both the body of POST /api/v1/hands and
// the record GET /api/v1/hands/{id} answers with.
func TestHandRecordExamplesMatchTheOpenAPIDocument(t *testing.T) {
	doc := loadAPIDocument(t)
	schema := doc.doc.Components.Schemas["HandRecord"]
	if schema == nil || schema.Value == nil {
		t.Fatal("openapi.yaml has no HandRecord schema")
	}
	md, err := os.ReadFile("../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]bool{}
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(md, -1) {
		var v map[string]any
		if err := json.Unmarshal(m[1], &v); err != nil {
			t.Fatalf("%v: %s", err, m[1])
		}
		game, _ := v["game"].(string)
		games[game] = true
		if err := schema.Value.VisitJSON(v, openapi3.MultiErrors()); err != nil {
			t.Errorf("the %s example does not match HandRecord: %v", game, err)
		}
		undeclared(t, "the "+game+" example", schema.Value, v, "")
	}
	for _, id := range catalog.Default().IDs() {
		if !games[id] {
			t.Errorf("docs/hand-records.md shows no %s record", id)
		}
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
// operation, status and content type, and reports every key the schema
// does not declare. It returns the operation ("GET /api/v1/hands/{id}")
// and the document's entry for the answer.
func (d apiDocument) check(t *testing.T, c apiCall) (string, *openapi3.MediaType) {
	t.Helper()
	method, path, status := c.method, c.path, c.status
	req, _ := http.NewRequest(method, "http://localhost"+path, nil)
	route, _, err := d.router.FindRoute(req)
	if err != nil {
		t.Errorf("%s %s: not in openapi.yaml: %v", method, path, err)
		return "", nil
	}
	op := method + " " + route.Path
	resp := route.Operation.Responses.Status(status)
	if resp == nil {
		resp = route.Operation.Responses.Default()
	}
	if resp == nil || resp.Value == nil {
		t.Errorf("%s: openapi.yaml documents no %d answer", op, status)
		return op, nil
	}
	mt, _, err := mime.ParseMediaType(c.contentType)
	if err != nil {
		t.Errorf("%s (%d): content type %q: %v", op, status, c.contentType, err)
		return op, nil
	}
	media := resp.Value.Content[mt]
	if media == nil {
		t.Errorf("%s (%d): the answer is %s; openapi.yaml documents %v", op, status, mt, slices.Sorted(maps.Keys(resp.Value.Content)))
		return op, nil
	}
	if !isJSON(mt) {
		// A report file, the metrics text or this YAML document: the
		// document types it as a string, so its content type, checked
		// above, is all there is to check.
		return op, media
	}
	if media.Schema == nil || media.Schema.Value == nil {
		t.Errorf("%s: the %d answer has no schema in openapi.yaml", op, status)
		return op, media
	}
	var v any
	if err := json.Unmarshal(c.body, &v); err != nil {
		t.Errorf("%s %s: %v", method, path, err)
		return op, media
	}
	if err := media.Schema.Value.VisitJSON(v, openapi3.MultiErrors()); err != nil {
		t.Errorf("%s (%d): the answer does not match openapi.yaml: %v\n%s", op, status, err, clipBody(c.body))
	}
	undeclared(t, op, media.Schema.Value, v, "")
	return op, media
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
		collectProperties(s, x, props)
		free := freeForm(s, x)
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

// collectProperties gathers the properties an object schema declares for
// the value v, through allOf and the oneOf and anyOf alternatives v matches.
func collectProperties(s *openapi3.Schema, v any, into map[string]*openapi3.Schema) {
	for k, p := range s.Properties {
		into[k] = p.Value
	}
	for _, sub := range s.AllOf {
		if sub.Value != nil {
			collectProperties(sub.Value, v, into)
		}
	}
	for _, sub := range alternatives(s, v) {
		collectProperties(sub, v, into)
	}
}

// alternatives are the oneOf and anyOf schemas the value v is valid
// against: a key counts as declared only by an alternative that describes
// the value (a baccarat record's cards are not a Hold'em record's). When v
// matches none, VisitJSON has said so, and all of them are returned.
func alternatives(s *openapi3.Schema, v any) []*openapi3.Schema {
	var all, matching []*openapi3.Schema
	for _, group := range []openapi3.SchemaRefs{s.OneOf, s.AnyOf} {
		for _, sub := range group {
			if sub.Value == nil {
				continue
			}
			all = append(all, sub.Value)
			if sub.Value.VisitJSON(v) == nil {
				matching = append(matching, sub.Value)
			}
		}
	}
	if len(matching) == 0 {
		return all
	}
	return matching
}

// freeForm reports whether an object schema takes keys it does not name
// (a map such as a table's settings) for the value v.
func freeForm(s *openapi3.Schema, v any) bool {
	if s.AdditionalProperties.Has != nil && *s.AdditionalProperties.Has || s.AdditionalProperties.Schema != nil {
		return true
	}
	for _, sub := range s.AllOf {
		if sub.Value != nil && freeForm(sub.Value, v) {
			return true
		}
	}
	for _, sub := range alternatives(s, v) {
		if freeForm(sub, v) {
			return true
		}
	}
	return len(s.Properties) == 0 && len(s.AllOf) == 0 && len(s.OneOf) == 0 && len(s.AnyOf) == 0 && s.Type.Is("object") == false
}
