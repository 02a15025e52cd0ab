package api_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/tablegames/casino/models"
)

// Pools through the API: an admin opens two, compliance requests an
// adjustment and another user approves it, and closing one transfers its
// liability to the other; the meters follow at GET /api/v1/progressives and
// the event log at /events.
func TestProgressivesThroughTheAPI(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	if _, err := l.CreateUser(ctx, "test", "ada", models.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	admin, _ := l.IssueUserToken(ctx, "test", "ada")
	if _, err := l.CreateUser(ctx, "test", "lee", models.RoleCompliance); err != nil {
		t.Fatal(err)
	}
	lee, _ := l.IssueUserToken(ctx, "test", "lee")

	wantProblem(t, e.do(t, "POST", "/api/v1/progressives", e.boss, `{"id": "P", "seed": "1000.00", "main_rate": "15"}`), 403, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/progressives", admin, `{"id": "P", "seed": "1000.00", "main_rate": "150"}`), 422, "main_rate")
	for _, body := range []string{`{"id": "P", "seed": "1000.00", "main_rate": "15", "reserve_rate": "2.5"}`, `{"id": "Q", "seed": "500.00", "main_rate": "10"}`} {
		if r := e.do(t, "POST", "/api/v1/progressives", admin, body); r.status != 201 {
			t.Fatalf("%d %s", r.status, r.body)
		}
	}
	wantProblem(t, e.do(t, "POST", "/api/v1/progressives/P/links", admin, `{"table_id": "BAC-1", "bet": "banker"}`), 422, "bet")

	var ev struct {
		Seq int64 `json:"seq"`
	}
	r := e.do(t, "POST", "/api/v1/progressives/P/adjustments", e.officer, `{"amount": "-25.00", "reason": "meter fault reconciled"}`)
	r.json(t, &ev)
	if r.status != 201 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	wantProblem(t, e.do(t, "POST", fmt.Sprintf("/api/v1/progressives/P/adjustments/%d/approve", ev.Seq), e.officer, nil), 422, "seq")
	if r := e.do(t, "POST", fmt.Sprintf("/api/v1/progressives/P/adjustments/%d/approve", ev.Seq), lee, nil); r.status != 201 {
		t.Fatalf("approve: %d %s", r.status, r.body)
	}
	if r := e.do(t, "POST", "/api/v1/progressives/P/close", admin, `{"transfer_to": "Q"}`); r.status != 200 {
		t.Fatalf("close: %d %s", r.status, r.body)
	}
	var list struct {
		Pools []struct {
			ID        string `json:"id"`
			Main      string `json:"main"`
			Liability string `json:"liability"`
			Closed    bool   `json:"closed"`
		} `json:"pools"`
	}
	e.do(t, "GET", "/api/v1/progressives", e.boss, nil).json(t, &list)
	got := map[string]string{}
	for _, p := range list.Pools {
		got[p.ID] = fmt.Sprintf("%s %s %v", p.Main, p.Liability, p.Closed)
	}
	// Q: its 500 seed and P's 1,000 less 25.
	if got["P"] != "0.00 0.00 true" || got["Q"] != "1475.00 1475.00 false" {
		t.Errorf("pools %v", got)
	}
	var events struct {
		Items []struct {
			Kind string `json:"kind"`
		} `json:"items"`
	}
	e.do(t, "GET", "/api/v1/progressives/P/events", e.officer, nil).json(t, &events)
	var kinds []string
	for _, it := range events.Items {
		kinds = append(kinds, it.Kind)
	}
	if fmt.Sprint(kinds) != "[opened adjustment_requested adjustment transfer_out]" {
		t.Errorf("P's events: %v", kinds)
	}
	wantProblem(t, e.do(t, "GET", "/api/v1/progressives/NOPE/events", e.officer, nil), 404, "")
}
