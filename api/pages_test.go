package api_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/tablegames/casino/ledger"
)

// GET /api/v1/tables pages by table id, GET /api/v1/reports by id, newest
// first, and a pool's log by seq, as the other lists page: ?after= the previous page's
// next_after, ?limit= 1 to 1,000 (100), next_after on a full page. A client
// that sends no parameters reads the list under the key it always had.
func TestTablesAndReportsPage(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	want := []string{"BAC-1", "BAC-2", "HE-1"} // newEnv's
	for i := 1; i <= 7; i++ {
		id := fmt.Sprintf("T-%02d", i)
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: id, Game: "roulette"}); err != nil {
			t.Fatal(err)
		}
		want = append(want, id)
	}
	type tablePage struct {
		Tables []struct {
			ID string `json:"id"`
		} `json:"tables"`
		Next *string `json:"next_after"`
	}
	var first tablePage
	e.do(t, "GET", "/api/v1/tables", e.boss, nil).json(t, &first)
	if len(first.Tables) != len(want) || first.Next != nil {
		t.Errorf("without parameters: %d tables, next %v; want all %d and no next page", len(first.Tables), first.Next, len(want))
	}
	for _, limit := range []int{1, 3, 5, 10, 1000} {
		var got []string
		after := ""
		for pages := 0; ; pages++ {
			path := fmt.Sprintf("/api/v1/tables?limit=%d", limit)
			if after != "" {
				path += "&after=" + after
			}
			var p tablePage
			r := e.do(t, "GET", path, e.officer, nil)
			if r.status != 200 {
				t.Fatalf("%s: %d %s", path, r.status, r.body)
			}
			r.json(t, &p)
			if len(p.Tables) > limit {
				t.Fatalf("%s: %d tables", path, len(p.Tables))
			}
			for _, tb := range p.Tables {
				got = append(got, tb.ID)
			}
			if (p.Next != nil) != (len(p.Tables) == limit) {
				t.Errorf("%s: %d tables and next %v; next_after belongs on a full page only", path, len(p.Tables), p.Next)
			}
			if p.Next == nil {
				break
			}
			if *p.Next != p.Tables[len(p.Tables)-1].ID {
				t.Errorf("%s: next_after %s is not the page's last table", path, *p.Next)
			}
			after = *p.Next
			if pages > len(want) {
				t.Fatalf("limit %d: no end to the pages", limit)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("limit %d: pages hold %v; want %v", limit, got, want)
		}
	}
	for _, q := range []string{"limit=0", "limit=1001", "limit=x", "after=BAC-1&after=HE-1", "offset=3"} {
		wantProblem(t, e.do(t, "GET", "/api/v1/tables?"+q, e.boss, nil), 400, "")
	}

	// Reports: three runs of the daily summary, two files each.
	for range 3 {
		if r := e.do(t, "POST", "/api/v1/reports", e.officer, `{"gaming_day": "2026-11-21"}`); r.status != 201 {
			t.Fatalf("report: %d %s", r.status, r.body)
		}
	}
	type reportPage struct {
		Reports []struct {
			ID int64 `json:"id"`
		} `json:"reports"`
		Next *int64 `json:"next_after"`
	}
	var all reportPage
	e.do(t, "GET", "/api/v1/reports", e.officer, nil).json(t, &all)
	if len(all.Reports) != 6 || all.Next != nil {
		t.Fatalf("without parameters: %d files, next %v; want all 6 and no next page", len(all.Reports), all.Next)
	}
	var ids []int64
	for _, r := range all.Reports {
		ids = append(ids, r.ID)
	}
	if !slices.IsSortedFunc(ids, func(a, b int64) int { return int(b - a) }) {
		t.Errorf("files %v are not newest first", ids)
	}
	for _, limit := range []int{1, 2, 4, 6} {
		var got []int64
		var after int64
		for pages := 0; pages <= 6; pages++ {
			path := fmt.Sprintf("/api/v1/reports?kind=daily_summary&limit=%d&after=%d", limit, after)
			var p reportPage
			e.do(t, "GET", path, e.officer, nil).json(t, &p)
			for _, r := range p.Reports {
				got = append(got, r.ID)
			}
			if (p.Next != nil) != (len(p.Reports) == limit) {
				t.Errorf("%s: %d files and next %v", path, len(p.Reports), p.Next)
			}
			if p.Next == nil {
				break
			}
			after = *p.Next
		}
		if !slices.Equal(got, ids) {
			t.Errorf("limit %d: pages hold %v; want %v", limit, got, ids)
		}
	}
	wantProblem(t, e.do(t, "GET", "/api/v1/reports?after=-1", e.officer, nil), 400, "after")
	wantProblem(t, e.do(t, "GET", "/api/v1/reports?limit=1001", e.officer, nil), 400, "limit")

	// A pool's log: opened, then three adjustments requested.
	if _, err := l.CreatePool(ctx, "test", ledger.PoolInput{ID: "P", Seed: 100000, MainRate: 100}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if r := e.do(t, "POST", "/api/v1/progressives/P/adjustments", e.officer, `{"amount": "1.00", "reason": "meter check"}`); r.status != 201 {
			t.Fatalf("adjustment: %d %s", r.status, r.body)
		}
	}
	type eventPage struct {
		Items []struct {
			Seq int64 `json:"seq"`
		} `json:"items"`
		Next *int64 `json:"next_after"`
	}
	var seqs []int64
	var after int64
	for pages := 0; pages < 4; pages++ {
		var p eventPage
		e.do(t, "GET", fmt.Sprintf("/api/v1/progressives/P/events?limit=2&after=%d", after), e.officer, nil).json(t, &p)
		for _, ev := range p.Items {
			seqs = append(seqs, ev.Seq)
		}
		if (p.Next != nil) != (len(p.Items) == 2) {
			t.Errorf("events after %d: %d and next %v", after, len(p.Items), p.Next)
		}
		if p.Next == nil {
			break
		}
		after = *p.Next
	}
	if !slices.Equal(seqs, []int64{1, 2, 3, 4}) {
		t.Errorf("the pool's log in pages of 2: %v; want seqs 1 to 4", seqs)
	}
}
