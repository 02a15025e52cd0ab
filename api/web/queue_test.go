package web_test

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
)

// The findings queue: each finding's money at stake and age, sorted by
// either, a pending correction marked, a craps state finding stored as
// JSON worded, six columns.
func TestWebFindingsQueue(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	t0 := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	e.l.SetClock(func() time.Time { return t0 })
	pat := e.signedIn(t, "pat")
	// Hand 1: the 100.00 banker paid 92.50, 7.50 at stake; two hours
	// later hand 2: paid 60.00, 40.00 at stake.
	enterHand(t, pat, 1, "92.50").want(t, 200, "discrepancy")
	e.l.SetClock(func() time.Time { return t0.Add(2 * time.Hour) })
	pat = e.signedIn(t, "pat")
	enterHand(t, pat, 2, "60.00").want(t, 200, "discrepancy")
	h1 := handByNumber(t, e.store, "BAC-1", 1)

	// A craps throw, and a state finding on it as findings were stored
	// before states were worded: the JSON of each state.
	if _, err := e.l.CreateTable(ctx, "test", ledger.TableInput{ID: "CR-1", Game: "craps"}); err != nil {
		t.Fatal(err)
	}
	u := e.users["pat"]
	a, err := e.l.Record(ctx, ledger.Source{User: &u}, []byte(`{"table_id": "CR-1", "hand_number": 1, "game": "craps",
	  "dealt_at": "2026-11-21T22:00:00Z", "dice": [3, 4], "wagers": []}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := e.store.DB().Exec(`INSERT INTO findings (hand_id, gaming_day, seat, backline, spot, bet, field, declared, expected, rule, message, created_at)
		VALUES (?, ?, 0, 0, '', 'table', 'state', '{"point":6}', 'null', '', 'legacy', ?)`, a.HandID, a.GamingDay, t0.Add(time.Hour)).Error; err != nil {
		t.Fatal(err)
	}

	// Hand 1's correction, filed and not approved: pending.
	pat = e.signedIn(t, "pat")
	page := pat.get("/web/hands/" + strconv.FormatInt(h1.ID, 10))
	pat.post("/web/hands/"+strconv.FormatInt(h1.ID, 10)+"/corrections", url.Values{"csrf_token": {page.csrf(t)}, "reason_code": {"dealer_payout_error"},
		"note": {"paid the 7.50"}, "adjustment": {"7.50"}}).want(t, 200, "Correction filed.")

	// Three days, four hours and ten minutes after hand 1.
	e.l.SetClock(func() time.Time { return t0.Add(76*time.Hour + 10*time.Minute) })
	pat = e.signedIn(t, "pat")
	rowsOf := func(path string) []string {
		t.Helper()
		r := pat.get(path)
		r.want(t, 200)
		body := r.body[strings.Index(r.body, "<tbody>"):]
		body = body[:strings.Index(body, "</tbody>")]
		var out []string
		for _, tr := range strings.Split(body, "<tr>")[1:] {
			out = append(out, strings.Join(strings.Fields(tr), " "))
		}
		return out
	}
	byStake := rowsOf("/web/findings?sort=stake")
	if len(byStake) != 3 {
		t.Fatalf("queue rows %d: %q", len(byStake), byStake)
	}
	for i, want := range []string{"BAC-1</code> hand 2</a>", "BAC-1</code> hand 1</a>", "CR-1</code> hand 1</a>"} {
		if !strings.Contains(byStake[i], want) {
			t.Errorf("by stake, row %d is not %s: %s", i+1, want, byStake[i])
		}
	}
	// Hand 2: 40.00 at stake, raised 3 d 2 h 10 min before; hand 1's
	// 7.50, raised 3 d 4 h 10 min before, correction pending; the craps
	// state finding 0.00, worded.
	for i, want := range [][]string{
		{`<td class="num">$40.00</td>`, `<td class="num">3 d 2 h</td>`, "<td>seat 3 banker</td>", "payout: declared 60.00; expected 100.00"},
		{`<td class="num">$7.50</td>`, `<td class="num">3 d 4 h</td>`, `<span class="tag">correction pending</span>`},
		{`<td class="num">$0.00</td>`, `<td class="num">3 d 3 h</td>`, "<td>the table</td>",
			"state: declared point 6; nothing standing; expected no point (a Come Out Roll); nothing standing"},
	} {
		for _, w := range want {
			if !strings.Contains(byStake[i], w) {
				t.Errorf("row %d %q lacks %q", i+1, byStake[i], w)
			}
		}
		if n := strings.Count(byStake[i], "<td"); n != 6 {
			t.Errorf("row %d has %d cells, want 6", i+1, n)
		}
	}
	if strings.Contains(byStake[0], "correction pending") || strings.Contains(byStake[2], "correction pending") {
		t.Errorf("a finding without a correction is marked pending: %q", byStake)
	}
	// Oldest first: hand 1, the craps finding, hand 2.
	byAge := rowsOf("/web/findings?sort=age")
	for i, want := range []string{"BAC-1</code> hand 1</a>", "CR-1</code> hand 1</a>", "BAC-1</code> hand 2</a>"} {
		if !strings.Contains(byAge[i], want) {
			t.Errorf("by age, row %d is not %s: %s", i+1, want, byAge[i])
		}
	}
	// The hand's page words it too.
	hand := pat.get("/web/hands/" + strconv.FormatInt(a.HandID, 10))
	hand.want(t, 200, "point 6; nothing standing")
	if strings.Contains(hand.body, "{&#34;point&#34;:6}") || strings.Contains(hand.body, `{"point":6}`) {
		t.Errorf("the hand's page shows the state's JSON")
	}
	pat.get("/web/findings?sort=size").want(t, 400, "sort")
	pat.get("/web/findings?sort=stake&offset=-1").want(t, 400, "offset")
}
