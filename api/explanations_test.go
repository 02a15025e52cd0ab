package api_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// outOfLineFloor gives BAC-1 a hold out of line on 2026-11-21 under
// Kansas's rule (3 points from the base level), worked by hand in
// dollars: October's two days each win 1,000 on a drop of 5,000 (base
// 20%); the 21st wins 9,000 on 5,000 (opener 2,000 rolled, closer 6,000):
// 180%, flagged on the table's, the game's and the property's line for the
// day, the month (180%) and the year (11,000 / 15,000 = 73.33%).
func outOfLineFloor(t *testing.T, l *ledger.Ledger, s *models.Store) {
	t.Helper()
	outOfLineFloorAt(t, l, s, "BAC-1", "2026-11-21")
}

// outOfLineFloorAt is outOfLineFloor's figures at another table and day
// of November 2026.
func outOfLineFloorAt(t *testing.T, l *ledger.Ledger, s *models.Store, table string, day models.Day) {
	t.Helper()
	ctx := context.Background()
	p, err := s.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	p.VarianceRule, p.VariancePoints = models.VarianceBasePoints, 300
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	pat, _ := s.UserByName(ctx, "pat")
	cy, _ := s.UserByName(ctx, "cy")
	inv := func(day models.Day, kind string, hundreds int64) {
		t.Helper()
		if _, err := l.RecordInventory(ctx, pat, ledger.InventoryInput{TableID: table, GamingDay: day, Kind: kind,
			Chips: models.ChipCount{{Denomination: 10000, Count: hundreds}}}); err != nil {
			t.Fatal(err)
		}
	}
	count := func(day models.Day) {
		t.Helper()
		if _, err := l.RecordDropCount(ctx, cy, ledger.DropCountInput{TableID: table, GamingDay: day, Amount: rules.Dollars(5000),
			Denominations: models.BillsFor(rules.Dollars(5000)), Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"},
			StartedAt: day.Time(time.UTC).Add(30 * time.Hour), EndedAt: day.Time(time.UTC).Add(31 * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	inv("2026-10-10", models.InventoryOpener, 100)
	inv("2026-10-10", models.InventoryCloser, 60)
	count("2026-10-10")
	inv("2026-10-11", models.InventoryCloser, 20)
	count("2026-10-11")
	inv(day, models.InventoryCloser, 60)
	count(day)
}

type explanationAnswer struct {
	ID         int64  `json:"id"`
	Property   string `json:"property"`
	GamingDay  string `json:"gaming_day"`
	Report     string `json:"report"`
	TableID    string `json:"table_id"`
	Kind       string `json:"kind"`
	Flag       string `json:"flag"`
	Text       string `json:"explanation"`
	WrittenBy  string `json:"written_by"`
	Supersedes *int64 `json:"supersedes"`
	Superseded bool   `json:"superseded"`
}

func TestExplanationsAPI(t *testing.T) {
	e := newEnv(t)
	outOfLineFloor(t, e.ledger(t), e.store)
	good := map[string]any{"gaming_day": "2026-11-21", "report": "statistical", "table_id": "BAC-1",
		"kind": "win_to_drop_day", "explanation": "A guest won 8,000 at 23:10; surveillance cleared it"}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for a, b := range good {
			m[a] = b
		}
		m[k] = v
		return m
	}
	// Refusals, each naming its field; nothing stored.
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.boss, good), http.StatusForbidden, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.officer, with("explanation", "  ")), 422, "explanation")
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.officer, with("table_id", "BAC-2")), 422, "table_id")
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.officer, with("gaming_day", "2026-11-20")), 422, "table_id")
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.officer, with("kind", "drop")), 422, "kind")
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.officer, with("gaming_day", "21/11/2026")), 422, "gaming_day")
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.officer, with("property", "nowhere")), 422, "property")
	wantProblem(t, e.do(t, "POST", "/api/v1/explanations", e.officer, with("colour", "red")), 422, "colour")
	list := e.do(t, "GET", "/api/v1/explanations?gaming_day=2026-11-21", e.officer, nil)
	if list.status != 200 || !strings.Contains(string(list.body), `"items":[]`) {
		t.Fatalf("list before: %d %s", list.status, list.body)
	}

	r := e.do(t, "POST", "/api/v1/explanations", e.officer, good)
	if r.status != http.StatusCreated {
		t.Fatalf("explain: %d %s", r.status, r.body)
	}
	var first explanationAnswer
	r.json(t, &first)
	if first.Property != "main" || first.WrittenBy != "dana" || first.Supersedes != nil || !strings.Contains(first.Flag, "180%") {
		t.Errorf("first explanation %+v", first)
	}
	again := e.do(t, "POST", "/api/v1/explanations", e.officer, with("explanation", "Surveillance cleared the guest's win"))
	var second explanationAnswer
	again.json(t, &second)
	if again.status != http.StatusCreated || second.Supersedes == nil || *second.Supersedes != first.ID {
		t.Errorf("second explanation %d %+v", again.status, second)
	}
	e.do(t, "POST", "/api/v1/explanations", e.officer, with("table_id", "property:main"))

	// Paginated like the other lists; the first is marked superseded.
	var p1 struct {
		Items []explanationAnswer `json:"items"`
		Next  *int64              `json:"next_after"`
	}
	e.do(t, "GET", "/api/v1/explanations?gaming_day=2026-11-21&limit=2", e.boss, nil).json(t, &p1)
	if len(p1.Items) != 2 || p1.Next == nil || !p1.Items[0].Superseded || p1.Items[1].Superseded {
		t.Fatalf("first page %+v", p1)
	}
	var p2 struct {
		Items []explanationAnswer `json:"items"`
		Next  *int64              `json:"next_after"`
	}
	e.do(t, "GET", "/api/v1/explanations?gaming_day=2026-11-21&limit=2&after="+strconv.FormatInt(*p1.Next, 10), e.officer, nil).json(t, &p2)
	if len(p2.Items) != 1 || p2.Items[0].TableID != "property:main" || p2.Next != nil {
		t.Errorf("second page %+v", p2)
	}
	wantProblem(t, e.do(t, "GET", "/api/v1/explanations?gaming_day=soon", e.officer, nil), 400, "gaming_day")
	wantProblem(t, e.do(t, "GET", "/api/v1/explanations?limit=0", e.officer, nil), 400, "limit")
	wantProblem(t, e.do(t, "GET", "/api/v1/explanations", e.counter, nil), http.StatusForbidden, "")

	// The checklist lists what is left unexplained.
	var list2 struct {
		Unexplained []struct {
			TableID string `json:"table_id"`
			Report  string `json:"report"`
			Flag    string `json:"flag"`
			Detail  string `json:"detail"`
		} `json:"unexplained_flags"`
	}
	e.do(t, "GET", "/api/v1/gaming-days/2026-11-21/checklist", e.officer, nil).json(t, &list2)
	if len(list2.Unexplained) != 7 {
		t.Errorf("checklist: %d unexplained flags; want 7 (9 less 2 explained)", len(list2.Unexplained))
	}
}
