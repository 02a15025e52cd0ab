package api_test

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/models"
)

type signOffAnswer struct {
	ID        int64  `json:"id"`
	Property  string `json:"property"`
	GamingDay string `json:"gaming_day"`
	SignedBy  string `json:"signed_by"`
	SignedAt  string `json:"signed_at"`
	Note      string `json:"note"`
	AnchorID  int64  `json:"anchor_id"`
	Anchor    struct {
		ID      int64  `json:"id"`
		Seq     int64  `json:"seq"`
		Kind    string `json:"kind"`
		Subject string `json:"subject"`
		At      string `json:"at"`
		Chains  int    `json:"chains"`
		PrevMAC string `json:"prev_mac"`
		MAC     string `json:"mac"`
	} `json:"anchor"`
}

// Signing off a gaming day: compliance only, once, after the day ended; a
// correction filed afterwards shows "late".
func TestGamingDaySignOff(t *testing.T) {
	e := newEnv(t)
	const path = "/api/v1/gaming-days/2026-11-21/sign-off"
	r := e.do(t, "POST", "/api/v1/hands", e.station, bac(5, "95.00"))
	if r.status != 201 {
		t.Fatalf("hand: %d %s", r.status, r.body)
	}
	var hand answer
	r.json(t, &hand)

	wantProblem(t, e.do(t, "POST", path, e.boss, `{}`), 403, "")
	wantProblem(t, e.do(t, "POST", path, e.counter, `{}`), 403, "")
	wantProblem(t, e.do(t, "POST", "/api/v1/gaming-days/2026-13-01/sign-off", e.officer, `{}`), 400, "day")
	wantProblem(t, e.do(t, "POST", path+"?property=nope", e.officer, `{}`), 400, "property")
	wantProblem(t, e.do(t, "POST", path, e.officer, `{"notes": "typo"}`), 422, "notes")
	// The clock is 2026-11-23 00:00 UTC; gaming day 2026-11-22 ends at 06:00.
	wantProblem(t, e.do(t, "POST", "/api/v1/gaming-days/2026-11-22/sign-off", e.officer, nil), 422, "gaming_day")
	if p := wantProblem(t, e.do(t, "GET", path, e.boss, nil), 404, ""); p.Type == "" {
		t.Error("no problem type")
	}

	// The day has an open finding and tables without a count: the
	// sign-off needs a reason, and the checklist says why.
	if p := wantProblem(t, e.do(t, "POST", path, e.officer, `{"note": "drop reconciled"}`), 422, "override_reason"); !strings.Contains(p.Detail, "1 open finding") {
		t.Errorf("refusal %q does not say what is outstanding", p.Detail)
	}
	r = e.do(t, "GET", "/api/v1/gaming-days/2026-11-21/checklist", e.officer, nil)
	if r.status != 200 || !strings.Contains(string(r.body), `"empty":false`) || !strings.Contains(string(r.body), `"kind":"open_finding"`) {
		t.Fatalf("checklist: %d %s", r.status, r.body)
	}
	r = e.do(t, "POST", path, e.officer, `{"note": "drop reconciled", "override_reason": "the short pay is with surveillance"}`)
	if r.status != 201 || !strings.Contains(string(r.body), `"override_reason":"the short pay is with surveillance"`) ||
		!strings.Contains(string(r.body), `"outstanding":{`) {
		t.Fatalf("sign-off: %d %s", r.status, r.body)
	}
	var so signOffAnswer
	r.json(t, &so)
	if so.ID == 0 || so.Property != "main" || so.GamingDay != "2026-11-21" || so.SignedBy != "dana" ||
		so.Note != "drop reconciled" || !strings.HasPrefix(so.SignedAt, "2026-11-23T00:00:00") {
		t.Errorf("sign-off %+v", so)
	}
	// The anchor written with it, after the seal, records every chain, and
	// verification counts it.
	var verified struct {
		Status  string                   `json:"status"`
		Chains  []struct{ Chain string } `json:"chains"`
		Anchors struct {
			Anchors int64  `json:"anchors"`
			HeadSeq int64  `json:"head_seq"`
			Head    string `json:"head"`
		} `json:"anchors"`
		Key string `json:"key_fingerprint"`
	}
	e.do(t, "GET", "/api/v1/audit/verify", e.officer, nil).json(t, &verified)
	if a := so.Anchor; so.AnchorID == 0 || a.ID != so.AnchorID || a.Seq != 2 || a.Kind != "signoff" ||
		a.Subject != "gaming_day:main/2026-11-21" || a.Chains != len(verified.Chains) || a.Chains < 2 ||
		len(a.MAC) != 64 || len(a.PrevMAC) != 64 || !strings.HasPrefix(a.At, "2026-11-23T00:00:00") {
		t.Errorf("sign-off anchor %+v; verify found %d chains", so.Anchor, len(verified.Chains))
	}
	// The seal, the sign-off's anchor, and the anchor of the final Master
	// Game Report written at the sign-off.
	if verified.Status != "verified" || verified.Anchors.Anchors != 3 || verified.Anchors.HeadSeq != 3 || len(verified.Key) != 64 {
		t.Errorf("verify: %+v", verified)
	}
	if r := e.do(t, "GET", "/api/v1/reports?kind=master_game&gaming_day=2026-11-21", e.officer, nil); r.status != 200 ||
		strings.Count(string(r.body), `"kind":"master_game"`) != 2 || !strings.Contains(string(r.body), `"requested_by":"user:dana"`) {
		t.Errorf("the final Master Game Report: %d %s", r.status, r.body)
	}
	p := wantProblem(t, e.do(t, "POST", path, e.officer, nil), 409, "")
	if !strings.HasSuffix(p.Type, "#already-signed-off") || !strings.Contains(p.Detail, "dana") {
		t.Errorf("second sign-off: %+v", p)
	}
	r = e.do(t, "GET", path, e.boss, nil)
	var got signOffAnswer
	r.json(t, &got)
	if r.status != 200 || got != so {
		t.Errorf("GET sign-off: %d %+v; want %+v", r.status, got, so)
	}
	wantProblem(t, e.do(t, "GET", path, e.counter, nil), 403, "")

	r = e.do(t, "POST", fmt.Sprintf("/api/v1/hands/%d/corrections", hand.ID), e.boss,
		`{"reason_code": "dealer_payout_error", "note": "short-paid 5", "adjustment": "5.00"}`)
	if r.status != 201 || !strings.Contains(string(r.body), `"late":true`) {
		t.Errorf("correction after the sign-off: %d %s; want late", r.status, r.body)
	}
	r = e.do(t, "GET", "/api/v1/audit?action=gaming_day.signed_off", e.officer, nil)
	if r.status != 200 || strings.Count(string(r.body), `"action":"gaming_day.signed_off"`) != 1 {
		t.Errorf("audit: %d %s", r.status, r.body)
	}
}

type countSheet struct {
	Property  string `json:"property"`
	GamingDay string `json:"gaming_day"`
	Rows      []struct {
		TableID            string  `json:"table_id"`
		Game               string  `json:"game"`
		Count              *string `json:"count"`
		CountedBy          string  `json:"counted_by"`
		ExpectedFees       string  `json:"expected_fees"`
		ExpectedCommission string  `json:"expected_commission"`
		Collected          string  `json:"collected"`
		Box                string  `json:"box"`
		Variance           *string `json:"variance"`
		Denominations      []struct {
			Denomination string `json:"denomination"`
			Count        int64  `json:"count"`
		} `json:"denominations"`
		Team      []string `json:"team"`
		StartedAt string   `json:"started_at"`
		EndedAt   string   `json:"ended_at"`
	} `json:"rows"`
}

// countBody is a POST /api/v1/counts body: table, amount and the JSON of
// its denominations, with a team of three counting from 06:00 to 06:40
// UTC on the 22nd; extra members replace or add to it.
func countBody(table, amount, denominations string, extra ...string) string {
	m := map[string]string{"table_id": `"` + table + `"`, "gaming_day": `"2026-11-21"`, "amount": `"` + amount + `"`,
		"denominations": denominations, "team": `["Ann Lee", "Bo Ma", "Cy Ortiz"]`,
		"started_at": `"2026-11-22T06:00:00Z"`, "ended_at": `"2026-11-22T06:40:00Z"`}
	for i := 0; i+1 < len(extra); i += 2 {
		if extra[i+1] == "" {
			delete(m, extra[i])
			continue
		}
		m[extra[i]] = extra[i+1]
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, fmt.Sprintf("%q: %s", k, m[k]))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// Drop counts: the count team records, a recount supersedes, and the sheet
// sets the count beside what the hands declare collected.
func TestDropCounts(t *testing.T) {
	e := newEnv(t)
	for _, n := range []int{1, 2} {
		if r := e.do(t, "POST", "/api/v1/hands", e.station, bac(n, "100.00")); r.status != 201 {
			t.Fatalf("hand: %d %s", r.status, r.body)
		}
	}
	count := func(body string) reply { return e.do(t, "POST", "/api/v1/counts", e.counter, body) }
	twelve := `[{"denomination": "5.00", "count": 2}, {"denomination": "1.00", "count": 2}]`
	wantProblem(t, e.do(t, "POST", "/api/v1/counts", e.boss, countBody("BAC-1", "12.00", twelve)), 403, "")
	for _, tc := range []struct {
		name, body string
		fields     []string
	}{
		{"a negative amount", countBody("BAC-1", "-1.00", twelve), []string{"amount"}},
		{"a fraction of a cent", countBody("BAC-1", "1.005", twelve), []string{"amount"}},
		{"no gaming day", countBody("BAC-1", "12.00", twelve, "gaming_day", ""), []string{"gaming_day"}},
		{"an unknown table", countBody("NOPE", "12.00", twelve), []string{"table_id"}},
		{"an amount as a number", countBody("BAC-1", "12.00", twelve, "amount", "12"), []string{"amount"}},
		// An old client's count, the amount alone: the sheet is required.
		{"only an amount", `{"table_id": "BAC-1", "gaming_day": "2026-11-21", "amount": "12.00"}`,
			[]string{"denominations", "team", "started_at", "ended_at"}},
		// 2 × 5.00 + 2 × 1.00 = 12.00, not 13.00.
		{"bills not adding up", countBody("BAC-1", "13.00", twelve), []string{"denominations"}},
		{"a bad denomination", countBody("BAC-1", "12.00", `[{"denomination": "five", "count": 2}]`), []string{"denominations[0].denomination"}},
		{"a denomination twice", countBody("BAC-1", "12.00", `[{"denomination": "6.00", "count": 1}, {"denomination": "6.00", "count": 1}]`),
			[]string{"denominations[1].denomination"}},
		{"no bills for an amount", countBody("BAC-1", "12.00", `[]`), []string{"denominations"}},
		{"two people", countBody("BAC-1", "12.00", twelve, "team", `["Ann Lee", "Bo Ma"]`), []string{"team"}},
		{"a person twice", countBody("BAC-1", "12.00", twelve, "team", `["Ann Lee", "Bo Ma", "ANN LEE"]`), []string{"team[2]"}},
		{"a blank member", countBody("BAC-1", "12.00", twelve, "team", `["Ann Lee", "", "Bo Ma", "Cy Ortiz"]`), []string{"team[1]"}},
		{"the end before the start", countBody("BAC-1", "12.00", twelve, "ended_at", `"2026-11-22T05:59:59Z"`), []string{"ended_at"}},
		{"a time without its zone", countBody("BAC-1", "12.00", twelve, "started_at", `"2026-11-22T06:00:00"`), []string{"started_at"}},
		{"a time that is not one", countBody("BAC-1", "12.00", twelve, "ended_at", `"2026-11-31T06:00:00Z"`), []string{"ended_at"}},
	} {
		r := count(tc.body)
		p := wantProblem(t, r, 422, "")
		var got []string
		for _, f := range p.Errors {
			got = append(got, f.Field)
		}
		if strings.Join(got, ",") != strings.Join(tc.fields, ",") {
			t.Errorf("%s: the problem names %v, want %v: %s", tc.name, got, tc.fields, r.body)
		}
	}
	if r := e.do(t, "GET", "/api/v1/counts?gaming_day=2026-11-21", e.officer, nil); !strings.Contains(string(r.body), `"count":null`) ||
		strings.Contains(string(r.body), `"count":"`) {
		t.Fatalf("a refused count was kept: %s", r.body)
	}

	r := count(countBody("BAC-1", "12.00", twelve, "note", `"first count"`))
	if r.status != 201 || !strings.Contains(string(r.body), `"amount":"12.00"`) || !strings.Contains(string(r.body), `"counted_by":"cy"`) ||
		!strings.Contains(string(r.body), `"denominations":[{"denomination":"5.00","count":2},{"denomination":"1.00","count":2}]`) ||
		!strings.Contains(string(r.body), `"team":["Ann Lee","Bo Ma","Cy Ortiz"]`) ||
		!strings.Contains(string(r.body), `"started_at":"2026-11-22T06:00:00Z","ended_at":"2026-11-22T06:40:00Z"`) {
		t.Fatalf("count: %d %s", r.status, r.body)
	}
	// The recount: 9.50 as a five, four ones and two quarters, by four
	// people, the times given with an offset (kept in UTC), sorted by
	// denomination.
	if r := count(countBody("BAC-1", "9.50", `[{"denomination": "0.25", "count": 2}, {"denomination": "1.00", "count": 4}, {"denomination": "5.00", "count": 1}]`,
		"team", `["Dee Park", "Ed Wu", "Flo Diaz", "Gus Hale"]`, "started_at", `"2026-11-21T23:10:00-07:00"`,
		"ended_at", `"2026-11-21T23:10:00-07:00"`, "note", `"recount"`)); r.status != 201 {
		t.Fatalf("recount: %d %s", r.status, r.body)
	}

	wantProblem(t, e.do(t, "GET", "/api/v1/counts", e.officer, nil), 400, "gaming_day")
	wantProblem(t, e.do(t, "GET", "/api/v1/counts?gaming_day=21-11-2026", e.officer, nil), 400, "gaming_day")
	wantProblem(t, e.do(t, "GET", "/api/v1/counts?gaming_day=2026-11-21", e.boss, nil), 403, "")
	r = e.do(t, "GET", "/api/v1/counts?gaming_day=2026-11-21", e.officer, nil)
	if r.status != 200 {
		t.Fatalf("count sheet: %d %s", r.status, r.body)
	}
	var sheet countSheet
	r.json(t, &sheet)
	var got []string
	for _, row := range sheet.Rows {
		c := "null"
		if row.Count != nil {
			c = *row.Count
		}
		v := "null"
		if row.Variance != nil {
			v = *row.Variance
		}
		var bills []string
		for _, d := range row.Denominations {
			bills = append(bills, fmt.Sprintf("%d×%s", d.Count, d.Denomination))
		}
		got = append(got, fmt.Sprintf("%s %s %s %s %s %s/%s %s %s [%s] [%s] %s %s", row.TableID, row.Game, row.Box, c, row.CountedBy,
			row.ExpectedFees, row.ExpectedCommission, row.Collected, v, strings.Join(bills, " "), strings.Join(row.Team, ", "),
			row.StartedAt, row.EndedAt))
	}
	// BAC-1: two hands, 5.00 commission each, declared and expected; the
	// recount 9.50 is the count, the drop of a house-banked table: it is
	// not compared with the commission. Its sheet is the recount's, its
	// times 23:10 at UTC-7, 06:10 UTC. HE-1's box would hold its fees.
	want := "BAC-1 baccarat-co drop 9.50 cy 0.00/10.00 10.00 null [1×5.00 4×1.00 2×0.25] [Dee Park, Ed Wu, Flo Diaz, Gus Hale] " +
		"2026-11-22T06:10:00Z 2026-11-22T06:10:00Z|" +
		"BAC-2 baccarat-co drop null  0.00/0.00 0.00 null [] []  |HE-1 holdem collection null  0.00/0.00 0.00 null [] []  "
	if sheet.Property != "main" || sheet.GamingDay != "2026-11-21" || strings.Join(got, "|") != want {
		t.Errorf("count sheet %s %s:\n%s\nwant:\n%s", sheet.Property, sheet.GamingDay, strings.Join(got, "|"), want)
	}
	if r := e.do(t, "GET", "/api/v1/counts?gaming_day=2026-11-21", e.counter, nil); r.status != 200 {
		t.Errorf("the count team reads the sheet: %d %s", r.status, r.body)
	}
}

// The review of a day's final Master Game Report: by a compliance officer
// other than the one who signed the day off, once, of a signed-off day;
// the revision written at the review names both, and the archive lists the
// final reports apart.
func TestFinalReportReview(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	if _, err := e.l.CreateUser(ctx, "test", "rita", models.RoleCompliance); err != nil {
		t.Fatal(err)
	}
	rita, err := e.l.IssueUserToken(ctx, "test", "rita")
	if err != nil {
		t.Fatal(err)
	}
	const path = "/api/v1/gaming-days/2026-11-21/review"
	if r := e.do(t, "POST", "/api/v1/hands", e.station, bac(5, "100.00")); r.status != 201 {
		t.Fatalf("hand: %d %s", r.status, r.body)
	}
	p := wantProblem(t, e.do(t, "POST", path, rita, `{}`), 409, "")
	if !strings.HasSuffix(p.Type, "#not-signed-off") {
		t.Errorf("review of a day not signed off: %+v", p)
	}
	r := e.do(t, "POST", "/api/v1/gaming-days/2026-11-21/sign-off", e.officer, `{"override_reason": "no counts in this test"}`)
	if r.status != 201 {
		t.Fatalf("sign-off: %d %s", r.status, r.body)
	}
	p = wantProblem(t, e.do(t, "POST", path, e.officer, `{"note": "my own"}`), 409, "")
	if !strings.HasSuffix(p.Type, "#reviewer-is-preparer") || !strings.Contains(p.Detail, "dana signed gaming day 2026-11-21 off") {
		t.Errorf("review by the preparer: %+v", p)
	}
	wantProblem(t, e.do(t, "POST", path, e.boss, `{}`), 403, "")
	wantProblem(t, e.do(t, "POST", path, rita, `{"notes": "typo"}`), 422, "notes")
	wantProblem(t, e.do(t, "GET", path, e.boss, nil), 404, "")

	r = e.do(t, "POST", path, rita, `{"note": "figures agree"}`)
	var rv struct {
		GamingDay     string `json:"gaming_day"`
		ReviewedBy    string `json:"reviewed_by"`
		PreparedBy    string `json:"prepared_by"`
		FinalRevision int64  `json:"final_revision"`
		Note          string `json:"note"`
		Final         []struct {
			Trigger       string `json:"trigger"`
			FinalRevision int64  `json:"final_revision"`
			Format        string `json:"format"`
			Download      string `json:"download"`
		} `json:"final_reports"`
	}
	r.json(t, &rv)
	if r.status != 201 || rv.ReviewedBy != "rita" || rv.PreparedBy != "dana" || rv.FinalRevision != 1 || rv.Note != "figures agree" ||
		len(rv.Final) != 2 || rv.Final[0].Trigger != "final" || rv.Final[0].FinalRevision != 2 {
		t.Fatalf("review: %d %s", r.status, r.body)
	}
	for _, f := range rv.Final {
		if f.Format != "xlsx" {
			continue
		}
		file := e.do(t, "GET", f.Download, e.officer, nil)
		x, err := excelize.OpenReader(bytes.NewReader(file.body))
		if err != nil {
			t.Fatal(err)
		}
		rows, _ := x.GetRows(x.GetSheetList()[0])
		var tail []string
		for _, row := range rows[len(rows)-2:] {
			tail = append(tail, strings.Join(row, ""))
		}
		// The property's zone is UTC here; the ledger's clock 2026-11-23 00:00.
		if !strings.HasPrefix(tail[0], "Prepared by: dana at 2026-11-23 00:00 UTC (signed the gaming day off); revision 2 written by rita") ||
			tail[1] != "Reviewed by: rita at 2026-11-23 00:00 UTC (reviewed revision 1): figures agree" {
			t.Errorf("the final revision's signature lines: %q", tail)
		}
	}
	p = wantProblem(t, e.do(t, "POST", path, rita, nil), 409, "")
	if !strings.HasSuffix(p.Type, "#already-reviewed") || !strings.Contains(p.Detail, "rita") {
		t.Errorf("second review: %+v", p)
	}
	if r := e.do(t, "GET", path, e.boss, nil); r.status != 200 || !strings.Contains(string(r.body), `"reviewed_by":"rita"`) ||
		!strings.Contains(string(r.body), `"prepared_by":"dana"`) {
		t.Errorf("GET review: %d %s", r.status, r.body)
	}
	if r := e.do(t, "GET", "/api/v1/audit?action=gaming_day.reviewed", e.officer, nil); r.status != 200 ||
		strings.Count(string(r.body), `"action":"gaming_day.reviewed"`) != 1 {
		t.Errorf("audit: %d %s", r.status, r.body)
	}

	// The archive: two final revisions (four files) apart from a run on
	// demand.
	if r := e.do(t, "POST", "/api/v1/reports", e.officer, `{"kind": "master_game", "gaming_day": "2026-11-21"}`); r.status != 201 {
		t.Fatalf("on demand: %d %s", r.status, r.body)
	}
	list := func(q string) (triggers []string) {
		t.Helper()
		var page struct {
			Reports []struct {
				Trigger string `json:"trigger"`
			} `json:"reports"`
		}
		r := e.do(t, "GET", "/api/v1/reports"+q, e.officer, nil)
		r.json(t, &page)
		for _, x := range page.Reports {
			triggers = append(triggers, x.Trigger)
		}
		return triggers
	}
	if got := strings.Join(list("?trigger=final"), ","); got != "final,final,final,final" {
		t.Errorf("?trigger=final lists %s", got)
	}
	if got := strings.Join(list("?trigger=on_demand&kind=master_game"), ","); got != "on_demand,on_demand" {
		t.Errorf("?trigger=on_demand lists %s", got)
	}
	if got := list(""); len(got) != 6 {
		t.Errorf("the whole archive lists %v", got)
	}
	wantProblem(t, e.do(t, "GET", "/api/v1/reports?trigger=nightly", e.officer, nil), 400, "trigger")
}
