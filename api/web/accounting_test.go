package web_test

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/api/web"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// The cage's page: a pit boss requests a fill, the cage verifies it; the
// requester cannot; a void needs its reason, named at its input.
func TestWebFillsAndCredits(t *testing.T) {
	e := newWebEnv(t)
	pat := e.signedIn(t, "pat")
	page := pat.get("/web/cage")
	page.want(t, 200, `<label for="kind">Slip</label>`, `<label for="chips-2500">25.00 chips</label>`, ">Request slip</button>")
	if strings.Contains(page.body, ">Verify slip") {
		t.Error("a pit boss is offered to verify")
	}
	// A count that is not a number is named at its denomination.
	pat.post("/web/cage/slips", url.Values{"csrf_token": {page.csrf(t)}, "kind": {"fill"}, "table_id": {"BAC-1"},
		"chips_2500": {"forty"}}).want(t, 422, `id="chips-2500-error"`, `value="forty"`)
	// No chips at all: the fieldset says so.
	pat.post("/web/cage/slips", url.Values{"csrf_token": {page.csrf(t)}, "kind": {"fill"}, "table_id": {"BAC-1"}}).
		want(t, 422, `id="chips-error"`)
	pat.post("/web/cage/slips", url.Values{"csrf_token": {page.csrf(t)}, "kind": {"fill"}, "table_id": {"BAC-1"},
		"chips_2500": {"40"}, "chips_10000": {"20"}, "note": {"greens"}}).want(t, 200, "Slip requested", "$3,000.00", "requested")

	cass := e.signedIn(t, "cass")
	cage := cass.get("/web/cage")
	cage.want(t, 200, ">Verify slip 1</button>", ">Void slip 1</button>")
	if strings.Contains(cage.body, ">Request slip</button>") {
		t.Error("the cage is offered to request a slip")
	}
	cass.post("/web/cage/slips/1/verify", url.Values{"csrf_token": {cage.csrf(t)}}).want(t, 200, "Slip verified.", "verified</span> by cass")
	cass.post("/web/cage/slips/1/verify", url.Values{"csrf_token": {cage.csrf(t)}}).want(t, 409, "already verified")
	pat.post("/web/cage/slips/1/verify", url.Values{"csrf_token": {page.csrf(t)}}).want(t, 403, "Not allowed for your role")
	cass.post("/web/cage/slips/1/void", url.Values{"csrf_token": {cage.csrf(t)}, "reason": {" "}}).
		want(t, 422, `id="reason-1-error"`)
	cass.post("/web/cage/slips/1/void", url.Values{"csrf_token": {cage.csrf(t)}, "reason": {"sent to the wrong table"}}).
		want(t, 200, "Slip voided.", "voided</span> by cass: sent to the wrong table")

	// An administrator who requested a slip cannot verify it.
	ada := e.signedIn(t, "ada")
	adaPage := ada.get("/web/cage")
	ada.post("/web/cage/slips", url.Values{"csrf_token": {adaPage.csrf(t)}, "kind": {"credit"}, "table_id": {"BAC-2"},
		"chips_500": {"10"}}).want(t, 200, "Slip requested")
	ada.post("/web/cage/slips/2/verify", url.Values{"csrf_token": {adaPage.csrf(t)}}).want(t, 403, "different user")
	e.signedIn(t, "cy").get("/web/cage").want(t, 403)
}

// The inventory page counts a tray by denomination; the closer of one day
// is the next day's opener.
func TestWebInventory(t *testing.T) {
	e := newWebEnv(t)
	pat := e.signedIn(t, "pat")
	yesterday := time.Now().UTC().Add(-6*time.Hour).AddDate(0, 0, -1).Format(time.DateOnly)
	page := pat.get("/web/inventory?gaming_day=" + yesterday)
	page.want(t, 200, `<label for="kind">Count</label>`, ">Save count</button>")
	pat.post("/web/inventory", url.Values{"csrf_token": {page.csrf(t)}, "gaming_day": {yesterday}, "table_id": {"BAC-1"},
		"kind": {"closer"}, "chips_10000": {"200"}, "chips_2500": {"40"}}).want(t, 200, "Inventory saved.", "$21,000.00")
	today := pat.get("/web/inventory")
	today.want(t, 200, "$21,000.00", "the closer of "+yesterday)
	pat.post("/web/inventory", url.Values{"csrf_token": {page.csrf(t)}, "table_id": {"BAC-1"}, "kind": {"middle"},
		"chips_100": {"1"}}).want(t, 422, `id="kind-error"`)
	e.signedIn(t, "dana").get("/web/inventory").want(t, 200, "$21,000.00")
}

// A day with an open finding is signed off only with a reason; the days
// page says what is outstanding and the day's page lists it.
func TestWebSignOffChecklist(t *testing.T) {
	e := newWebEnv(t)
	day := time.Now().UTC().AddDate(0, 0, -2).Format(time.DateOnly)
	pat := e.signedIn(t, "pat")
	form := pat.get("/web/tables/BAC-1/hand")
	pat.post("/web/tables/BAC-1/hand", bacFormAt(form.csrf(t), 41, "95.00", day+"T12:00:00")).want(t, 200, "discrepancy")

	dana := e.signedIn(t, "dana")
	days := dana.get("/web/days")
	days.want(t, 200, "1 open finding, 1 table without a drop count", `<label for="override-`+day+`">`)
	dana.post("/web/days/"+day+"/sign-off", url.Values{"csrf_token": {days.csrf(t)}, "note": {"n"}}).
		want(t, 422, `id="override-`+day+`-error"`, "give the reason to sign off past them")
	dana.get("/web/days/"+day).want(t, 200, "Open findings (1)", "hand 41", "Tables without a drop count (1)")
	dana.post("/web/days/"+day+"/sign-off", url.Values{"csrf_token": {days.csrf(t)}, "note": {"n"},
		"override_reason": {"hand 41 is with surveillance"}}).want(t, 200, "signed off.")
	dana.get("/web/days/"+day).want(t, 200, "Signed off past the checklist: hand 41 is with surveillance")
	// The final Master Game Report was written at the sign-off.
	runs, err := e.store.ReportRuns(context.Background(), models.ReportFilter{Kind: "master_game", GamingDay: models.Day(day)})
	if err != nil || len(runs) != 2 {
		t.Errorf("final Master Game Report: %d files, %v", len(runs), err)
	}
}

// The report pages show what the files hold, with the charts and the
// figures beneath them; money with its sign and separators.
func TestWebReportPages(t *testing.T) {
	e := newWebEnv(t)
	day := time.Now().UTC().AddDate(0, 0, -2).Format(time.DateOnly)
	pat := e.signedIn(t, "pat")
	form := pat.get("/web/tables/BAC-1/hand")
	pat.post("/web/tables/BAC-1/hand", bacFormAt(form.csrf(t), 51, "100.00", day+"T12:00:00")).want(t, 200, "verified")
	cy := e.signedIn(t, "cy")
	sheet := cy.get("/web/count?gaming_day=" + day)
	cy.post("/web/count", webCountForm(sheet.csrf(t), day, "BAC-1", "10008.50", map[string]string{"bills_10000": "100", "bills_500": "1", "bills_100": "1", "bills_250": "1"},
		[]string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, day+"T09:00", day+"T09:40")).want(t, 200, "Count saved.")

	dana := e.signedIn(t, "dana")
	mgr := dana.get("/web/reports/view?kind=master_game&gaming_day=" + day)
	// Who counted the box and when, on the report's page: the team, the
	// times (the property keeps UTC) and the clerk who entered it.
	mgr.want(t, 200, "Drop counts", "Ann Lee, Bo Ma, Cy Ortiz", day+" 09:00", day+" 09:40", "100 × 100.00, 1 × 5.00, 1 × 2.50, 1 × 1.00", ">cy<")
	mgr.want(t, 200, "PROVISIONAL: gaming day "+day+" is not signed off", "$10,008.50", "Drop and win per table",
		`role="img"`, "Figures of the chart", "Prepared by: dana", "Write and archive the files now")
	if strings.Contains(mgr.body, ">10008.50<") {
		t.Error("an amount without its sign and separators")
	}
	stat := dana.get("/web/reports/view?kind=statistical&gaming_day=" + day)
	stat.want(t, 200, "Win to drop by day", "Expected win (pay tables)", "no base period")
	dana.get("/web/reports/view?kind=bogus").want(t, 400, "kind")
	dana.get("/web/reports/view?kind=master_game&gaming_day=2026-02-30").want(t, 400, "gaming_day")
	pat.get("/web/reports/view?kind=master_game").want(t, 403)
}

func TestFormatMoney(t *testing.T) {
	for m, want := range map[rules.Money]string{1000850: "$10,008.50", -500: "-$5.00", 0: "$0.00", 123456789012: "$1,234,567,890.12"} {
		if got := web.FormatMoney("$", m); got != want {
			t.Errorf("FormatMoney(%d) = %q, want %q", m, got, want)
		}
	}
	if got := web.FormatMoney("£", 250); got != "£2.50" {
		t.Errorf("pounds: %q", got)
	}
}

// The floor's open findings are the chosen gaming day's.
func TestWebFloorFindingsOfTheDay(t *testing.T) {
	e := newWebEnv(t)
	day := time.Now().UTC().AddDate(0, 0, -2).Format(time.DateOnly)
	pat := e.signedIn(t, "pat")
	form := pat.get("/web/tables/BAC-1/hand")
	pat.post("/web/tables/BAC-1/hand", bacFormAt(form.csrf(t), 61, "95.00", day+"T12:00:00")).want(t, 200, "discrepancy")
	if _, err := e.l.RecordDropCount(context.Background(), e.users["cy"], ledger.DropCountInput{TableID: "BAC-1", GamingDay: models.Day(day),
		Amount: 120000, Denominations: models.BillsFor(120000), Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, StartedAt: time.Now(), EndedAt: time.Now()}); err != nil {
		t.Fatal(err)
	}
	then := pat.get("/web/floor?gaming_day=" + day)
	// The game by its name; the house win as the hand settled it: the
	// tie's 10.00 lost and the banker's 5.00 commission less the 95.00
	// paid on the banker; the drop as counted, BAC-2's not yet.
	then.want(t, 200, `/web/findings?table=BAC-1&amp;gaming_day=`+day+`">1</a>`, `<td class="game">Baccarat (Colorado Rule 28)</td>`,
		`<td class="num">1</td>
  <td class="num">-$80.00</td>
  <td class="num">$1,200.00</td>`, `<td class="num">$0.00</td>
  <td class="num"><span class="sub">not counted</span></td>`,
		`<option value="`+day+`" selected>`+day+`</option>`)
	// The findings queue and the hand name the game.
	q := pat.get("/web/findings?table=BAC-1&gaming_day=" + day)
	q.want(t, 200, `<option value="BAC-1" selected>BAC-1 (Baccarat (Colorado Rule 28))</option>`,
		`<option value="HE-1">HE-1 (Texas Hold&#39;em)</option>`,
		`hand 61</a><br><span class="sub">Baccarat (Colorado Rule 28), `+day+`</span>`)
	link := regexp.MustCompile(`href="(/web/hands/[0-9]+)"`).FindStringSubmatch(q.body)
	if link == nil {
		t.Fatal("no link to the hand")
	}
	pat.get(link[1]).want(t, 200, "<dt>Game</dt><dd>Baccarat (Colorado Rule 28)</dd>")
	now := pat.get("/web/floor")
	if strings.Contains(now.body, `/web/findings?table=BAC-1&amp;gaming_day=`) {
		t.Errorf("today's floor counts the finding of %s", day)
	}
}

// The day's checklist lists the tables without an opener or a closer and
// the hands dealt at a closed table, each hand a link; a closer counted
// and one rolled from the day before take the table off.
func TestWebChecklistTraysAndClosedTables(t *testing.T) {
	e := newWebEnv(t)
	day := time.Now().UTC().AddDate(0, 0, -2).Format(time.DateOnly)
	pat := e.signedIn(t, "pat")
	form := pat.get("/web/tables/BAC-1/hand")
	pat.post("/web/tables/BAC-1/hand", bacFormAt(form.csrf(t), 7, "100.00", day+"T12:00:00")).want(t, 200, "verified")
	h := handByNumber(t, e.store, "BAC-1", 7)
	dana := e.signedIn(t, "dana")
	page := dana.get("/web/days/" + string(h.GamingDay))
	page.want(t, 200, "Tables without an opener (1)", "Tables without a closer (1)", "Hands dealt at a closed table (1)",
		fmt.Sprintf(`<a href="/web/hands/%d">hand 7</a>: dealt at`, h.ID), "Progressive meters not read (0)")
	dana.get("/web/days").want(t, 200, "1 table without an opener, 1 table without a closer, 1 hand dealt at a closed table")

	inv := pat.get("/web/inventory?gaming_day=" + string(h.GamingDay))
	for _, d := range []models.Day{h.GamingDay.AddDays(-1), h.GamingDay} {
		pat.post("/web/inventory", url.Values{"csrf_token": {inv.csrf(t)}, "gaming_day": {string(d)}, "table_id": {"BAC-1"},
			"kind": {"closer"}, "chips_10000": {"10"}}).want(t, 200, "Inventory saved.")
	}
	dana.get("/web/days/"+string(h.GamingDay)).want(t, 200, "Tables without an opener (0)", "Tables without a closer (0)",
		"Hands dealt at a closed table (1)")
}

// No gaming day before the property's first is offered for sign-off: the
// property, created now with no records, has only today on its days page,
// and a sign-off posted for yesterday is refused naming the day.
func TestWebNoSignOffBeforeProperty(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	p, err := e.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	today, err := p.GamingDayOf(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	yesterday := today.AddDays(-1)
	dana := e.signedIn(t, "dana")
	days := dana.get("/web/days")
	days.want(t, 200, ">"+string(today)+"<")
	if strings.Contains(days.body, string(yesterday)) {
		t.Errorf("the days page offers %s, before the property existed", yesterday)
	}
	dana.post("/web/days/"+string(yesterday)+"/sign-off", url.Values{"csrf_token": {days.csrf(t)}, "note": {"n"},
		"override_reason": {"r"}}).want(t, 422, "gaming_day", "before the property")
	dana.get("/web/days/"+string(yesterday)).want(t, 200, "before the property's first gaming day")
	if offs, _ := e.store.SignOffs(ctx, p.ID, 10); len(offs) != 0 {
		t.Errorf("sign-offs stored: %+v", offs)
	}
}

// The inventory page names who counted each tray, count by count, and
// its second signature: another user's count of the same tray to the same
// chips. An opener and a closer both counted by pat are two counts by one
// person, each missing its second signature, not "pat; pat"; pat counting
// the same chips again is refused; sam's count confirms.
func TestWebInventorySignatures(t *testing.T) {
	e := newWebEnv(t)
	pat, sam := e.signedIn(t, "pat"), e.signedIn(t, "sam")
	yesterday := time.Now().UTC().Add(-6*time.Hour).AddDate(0, 0, -1).Format(time.DateOnly)
	count := func(b *browser, kind string) webReply {
		return b.post("/web/inventory", url.Values{"csrf_token": {b.get("/web/inventory").csrf(t)}, "gaming_day": {yesterday},
			"table_id": {"BAC-1"}, "kind": {kind}, "chips_10000": {"20"}})
	}
	count(pat, "opener").want(t, 200, "Inventory saved.")
	count(pat, "closer").want(t, 200, "Inventory saved.")
	r := pat.get("/web/inventory?gaming_day=" + yesterday)
	r.want(t, 200, "Opener: counted by pat", "Closer: counted by pat", ">Signatures</th>")
	if n := strings.Count(r.body, "second signature missing</span>"); n != 2 {
		t.Errorf("%d counts marked as missing their second signature, want 2", n)
	}
	if strings.Contains(r.body, "pat; pat") {
		t.Errorf("the page reads pat; pat")
	}
	// pat cannot sign twice; sam's count of the same chips is the closer's
	// second signature, and no recount.
	count(pat, "closer").want(t, 422, `id="chips-error"`, "second signature is another user&#39;s count")
	count(sam, "closer").want(t, 200, "Inventory saved.")
	r = pat.get("/web/inventory?gaming_day=" + yesterday)
	r.want(t, 200, "Closer: counted by pat, confirmed by sam", "Opener: counted by pat")
	if n := strings.Count(r.body, "second signature missing</span>"); n != 1 || strings.Contains(r.body, "recounted") {
		t.Errorf("after sam's count: %d missing signatures (want 1), recounted shown: %v", n, strings.Contains(r.body, "recounted"))
	}
	// Today's opener is yesterday's closer, rolled, with both signatures.
	pat.get("/web/inventory").want(t, 200, "Opener: rolled from the closer of "+yesterday+", counted by pat, confirmed by sam")
}

// A slip's page: its chips and amounts, the time and person of each step
// in the property's time zone, and the PDF to print; an id no slip has is
// not found.
func TestWebSlipPage(t *testing.T) {
	e := newWebEnv(t)
	pat := e.signedIn(t, "pat")
	page := pat.get("/web/cage")
	pat.post("/web/cage/slips", url.Values{"csrf_token": {page.csrf(t)}, "kind": {"fill"}, "table_id": {"BAC-1"},
		"chips_2500": {"40"}, "chips_10000": {"20"}, "note": {"greens"}}).want(t, 200, "Slip requested", `<a href="/web/cage/slips/1">1</a>`)
	pat.get("/web/cage/slips/1").want(t, 200, "<h1>Fill slip No. 1</h1>", "Fill: chips from the cage to table <code>BAC-1</code>",
		"<td class=\"num\">$25.00</td><td class=\"num\">40</td><td class=\"num\">$1,000.00</td>",
		"<td class=\"num\">$100.00</td><td class=\"num\">20</td><td class=\"num\">$2,000.00</td>",
		"<th scope=\"row\">Total</th><td class=\"num\">60</td><td class=\"num\">$3,000.00</td>",
		"<th scope=\"row\">Verified at the cage</th><td>not yet</td>", "Note: greens", `href="/web/cage/slips/1/pdf"`)
	cass := e.signedIn(t, "cass")
	cass.post("/web/cage/slips/1/verify", url.Values{"csrf_token": {cass.get("/web/cage").csrf(t)}}).want(t, 200, "Slip verified.")

	v, prop, err := e.l.Slip(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	loc, err := prop.Location()
	if err != nil {
		t.Fatal(err)
	}
	stamp := func(at time.Time) string { return at.In(loc).Format("2006-01-02 15:04:05 MST") }
	slip := cass.get("/web/cage/slips/1")
	slip.want(t, 200, "<th scope=\"row\">Requested</th><td>"+stamp(v.RequestedAt)+"</td><td>pat</td>",
		"<th scope=\"row\">Verified at the cage</th><td>"+stamp(*v.VerifiedAt)+"</td><td>cass</td>", `<span class="tag ok">verified</span>`)
	if strings.Contains(slip.body, "Voided") {
		t.Error("a slip never voided shows a void step")
	}
	pdf := cass.get("/web/cage/slips/1/pdf")
	if pdf.status != 200 || pdf.header.Get("Content-Type") != "application/pdf" || !strings.HasPrefix(pdf.body, "%PDF-") ||
		pdf.header.Get("Content-Disposition") != `attachment; filename=fill-slip-1.pdf` {
		t.Errorf("pdf: %d %q %q", pdf.status, pdf.header.Get("Content-Type"), pdf.header.Get("Content-Disposition"))
	}
	cass.get("/web/cage/slips/2").want(t, 404, "There is no such record.")
	cass.get("/web/cage/slips/x/pdf").want(t, 404, "There is no such record.")
	e.signedIn(t, "cy").get("/web/cage/slips/1").want(t, 403)
}
