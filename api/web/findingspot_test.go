package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
)

// A finding names its wager by fields, stored and shown: the backline
// bettor of a Caribbean Stud wager paid wrongly, and the spot of each of a
// seat's two roulette splits paid wrongly, are in GET /api/v1/findings,
// in the hand's settlements and findings, on the findings queue and the
// hand's page, and in the correction form's choice of finding.
func TestFindingsNameBacklineAndSpot(t *testing.T) {
	ctx := context.Background()
	e := newWebEnv(t)
	// The hands are dealt on gaming day 2026-11-21; the clock stands after it.
	e.l.SetClock(func() time.Time { return time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC) })
	for _, tb := range []ledger.TableInput{{ID: "RL-1", Game: "roulette"}, {ID: "CSP-1", Game: "caribbean-stud"}} {
		if _, err := e.l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	_, station, err := e.l.CreateStation(ctx, "test", "st-spot", []string{"RL-1", "CSP-1"})
	if err != nil {
		t.Fatal(err)
	}
	token, err := e.l.IssueUserToken(ctx, "test", "dana")
	if err != nil {
		t.Fatal(err)
	}
	do := func(method, path, tok string, body []byte) []byte {
		t.Helper()
		req, _ := http.NewRequest(method, e.srv.URL+path, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+tok)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode >= 300 {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
		return b
	}
	// Seat 1 holds two splits on 17, each paid wrongly: 17 to 1 on 10.00
	// is 170.00.
	spin := []byte(`{"table_id": "RL-1", "hand_number": 1, "game": "roulette", "dealt_at": "2026-11-21T22:14:05+00:00", "number": 17,
	 "wagers": [{"seat": 1, "bet": "split", "numbers": [17, 20], "amount": "10.00", "result": "win", "payout": "160.00"},
	            {"seat": 1, "bet": "split", "numbers": [16, 17], "amount": "10.00", "result": "win", "payout": "175.00"}]}`)
	do("POST", "/api/v1/hands", station, spin)
	// The documented Caribbean Stud hand, its backline bettor's Call Bet
	// paid 12.00 instead of 10.00.
	md, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var csp []byte
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(md, -1) {
		if bytes.Contains(m[1], []byte(`"game": "caribbean-stud"`)) {
			csp = m[1]
			break
		}
	}
	want := []byte(`{"seat": 3, "backline": 1, "bet": "call", "amount": "10.00", "result": "win", "payout": "10.00"}`)
	if !bytes.Contains(csp, want) {
		t.Fatalf("the documented Caribbean Stud hand has no backline Call Bet paid 10.00:\n%s", csp)
	}
	csp = bytes.Replace(csp, want, []byte(`{"seat": 3, "backline": 1, "bet": "call", "amount": "10.00", "result": "win", "payout": "12.00"}`), 1)
	// The player-dealer's net as declared follows the payout.
	csp = bytes.Replace(csp, []byte(`"net": "-10.00"`), []byte(`"net": "-12.00"`), 1)
	do("POST", "/api/v1/hands", station, csp)

	type finding struct {
		HandID   int64  `json:"hand_id"`
		Seat     int    `json:"seat"`
		Backline int    `json:"backline"`
		Bet      string `json:"bet"`
		Spot     string `json:"spot"`
		Field    string `json:"field"`
		Declared string `json:"declared"`
		Message  string `json:"message"`
	}
	var list struct {
		Items []finding `json:"items"`
	}
	if err := json.Unmarshal(do("GET", "/api/v1/findings?status=open", token, nil), &list); err != nil {
		t.Fatal(err)
	}
	got := map[string]finding{}
	for _, f := range list.Items {
		got[f.Declared] = f
	}
	for declared, w := range map[string]finding{
		"160.00": {Seat: 1, Bet: "split", Spot: "17/20"},
		"175.00": {Seat: 1, Bet: "split", Spot: "16/17"},
		"12.00":  {Seat: 3, Backline: 1, Bet: "call"},
	} {
		f, ok := got[declared]
		if !ok || f.Field != "payout" || f.Seat != w.Seat || f.Backline != w.Backline || f.Bet != w.Bet || f.Spot != w.Spot {
			t.Errorf("the finding declaring %s: %+v; want seat %d backline %d %s spot %q", declared, f, w.Seat, w.Backline, w.Bet, w.Spot)
		}
	}
	spinID, cspID := got["160.00"].HandID, got["12.00"].HandID
	var hand struct {
		Settlements []struct {
			Spot string `json:"spot"`
		} `json:"settlements"`
		Findings []struct {
			finding
			ID int64 `json:"id"`
		} `json:"findings"`
	}
	if err := json.Unmarshal(do("GET", fmt.Sprintf("/api/v1/hands/%d", spinID), token, nil), &hand); err != nil {
		t.Fatal(err)
	}
	if len(hand.Settlements) != 2 || hand.Settlements[0].Spot != "17/20" || hand.Settlements[1].Spot != "16/17" ||
		len(hand.Findings) != 2 || hand.Findings[0].Spot != "17/20" {
		t.Errorf("the spin's hand: %+v", hand)
	}

	b := e.signedIn(t, "pat")
	row := func(seat, backline, bet, spot, field string) *regexp.Regexp {
		return regexp.MustCompile(fmt.Sprintf(`<td class="num">%s</td>\s*<td class="num">%s</td>\s*<td>%s</td>\s*<td>%s</td>\s*<td>%s</td>`,
			seat, backline, bet, regexp.QuoteMeta(spot), field))
	}
	// The queue names the wager in words, then the field that differs.
	queueRow := func(wager, field string) *regexp.Regexp {
		return regexp.MustCompile(`<td>` + regexp.QuoteMeta(wager) + `</td>\s*<td>` + field + `: declared`)
	}
	queue := b.get("/web/findings")
	for _, re := range []*regexp.Regexp{queueRow("seat 1 split 17/20", "payout"), queueRow("seat 1 split 16/17", "payout"), queueRow("seat 3 backline 1 call", "payout")} {
		if !re.MatchString(queue.body) {
			t.Errorf("the findings queue has no row %s", re)
		}
	}
	page := b.get(fmt.Sprintf("/web/hands/%d", spinID))
	for _, re := range []*regexp.Regexp{row("1", "", "split", "17/20", "payout"), row("1", "", "split", "16/17", "payout")} {
		if !re.MatchString(page.body) {
			t.Errorf("the spin's page has no finding row %s", re)
		}
	}
	if !strings.Contains(page.body, "Seat 1 split 17/20 payout: declared 160.00") {
		t.Errorf("the correction form does not offer the finding on seat 1's split 17/20")
	}
	// A correction of the finding on the split 17/20 names that wager, on
	// the hand's page and in the adjustments report.
	var splitFinding int64
	for _, f := range hand.Findings {
		if f.Spot == "17/20" {
			splitFinding = f.ID
		}
	}
	handPath := fmt.Sprintf("/web/hands/%d", spinID)
	r := b.post(handPath+"/corrections", url.Values{"csrf_token": {page.csrf(t)}, "reason_code": {"dealer_payout_error"},
		"note": {"Paid the split the 10.00 short."}, "finding_id": {strconv.FormatInt(splitFinding, 10)}, "adjustment": {"10.00"}})
	r.want(t, 200, "Correction filed", fmt.Sprintf("(finding %d: seat 1 split 17/20 payout)", splitFinding))
	report := e.signedIn(t, "dana").get("/web/reports/view?kind=adjustments&gaming_day=2026-11-21")
	report.want(t, 200, fmt.Sprintf("Paid the split the 10.00 short. (finding %d: seat 1 split 17/20 payout)", splitFinding))
	page = b.get(fmt.Sprintf("/web/hands/%d", cspID))
	if !row("3", "1", "call", "", "payout").MatchString(page.body) || !strings.Contains(page.body, "Seat 3 backline 1 call payout: declared 12.00") {
		t.Errorf("the Caribbean Stud hand's page does not name the backline bettor's finding")
	}
}
