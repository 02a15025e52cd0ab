package web_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
)

// The gaming days page offers the review of a signed-off day's final
// Master Game Report to a compliance officer other than the one who signed
// it off, and refuses the preparer; the reports page lists the final
// reports apart, every time in the property's zone.
func TestWebFinalReportReview(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	prop, err := e.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	prop.TimeZone = "America/Denver"
	if err := e.l.SetProperty(ctx, "test", prop); err != nil {
		t.Fatal(err)
	}
	if _, err := e.l.CreateUser(ctx, "test", "rita", models.RoleCompliance); err != nil {
		t.Fatal(err)
	}
	if err := e.l.SetPassword(ctx, "test", "rita", webPassword); err != nil {
		t.Fatal(err)
	}
	denver, _ := time.LoadLocation("America/Denver")
	day := time.Now().In(denver).AddDate(0, 0, -2).Format(time.DateOnly)
	pat := e.signedIn(t, "pat")
	form := pat.get("/web/tables/BAC-1/hand")
	pat.post("/web/tables/BAC-1/hand", bacFormAt(form.csrf(t), 31, "100.00", day+"T12:00:00")).want(t, 200, "Verdict: verified")

	dana := e.signedIn(t, "dana")
	days := dana.get("/web/days")
	dana.post("/web/days/"+day+"/sign-off", url.Values{"csrf_token": {days.csrf(t)}, "note": {"reconciled"},
		"override_reason": {"trays counted on paper"}}).want(t, 200, "Gaming day "+day+" signed off.")

	// Dana signed it off, so prepared its final report: no Review button
	// for her, and her post is refused.
	dana.get("/web/days/"+day).want(t, 200, "review pending</span>: prepared by dana, who signed the day off")
	days = dana.get("/web/days")
	days.want(t, 200, "review pending", "a compliance officer other than dana reviews it")
	if strings.Contains(days.body, ">Review "+day+"</button>") {
		t.Error("the preparer is offered the review")
	}
	dana.post("/web/days/"+day+"/review", url.Values{"csrf_token": {days.csrf(t)}, "note": {"mine"}}).
		want(t, 409, `id="review-`+day+`-error"`, "dana signed gaming day "+day+" off at", "another compliance officer reviews it")

	rita := e.signedIn(t, "rita")
	rdays := rita.get("/web/days")
	rdays.want(t, 200, `<label for="review-`+day+`">Review note for `+day+`</label>`, ">Review "+day+"</button>")
	// A day not signed off is refused.
	rita.post("/web/days/"+time.Now().In(denver).AddDate(0, 0, -1).Format(time.DateOnly)+"/review",
		url.Values{"csrf_token": {rdays.csrf(t)}}).want(t, 409, "is not signed off")
	rita.post("/web/days/"+day+"/review", url.Values{"csrf_token": {rdays.csrf(t)}, "note": {"figures agree"}}).
		want(t, 200, "The final Master Game Report of gaming day "+day+" reviewed", "reviewed</span> by rita at ", "MST: figures agree")
	rita.post("/web/days/"+day+"/review", url.Values{"csrf_token": {rdays.csrf(t)}}).
		want(t, 409, "was reviewed by rita at")
	rita.get("/web/days/"+day).want(t, 200, "reviewed</span> by rita at ", "(revision 1): figures agree")
	if rv, err := e.store.DayReview(ctx, prop.ID, models.Day(day)); err != nil || rv.ReviewedBy != "rita" || rv.Note != "figures agree" {
		t.Errorf("review %+v, %v", rv, err)
	}

	// The reports page: revisions 1 (the sign-off) and 2 (the review) in
	// the final section, and nothing final among the others.
	rita.post("/web/reports", url.Values{"csrf_token": {rdays.csrf(t)}, "gaming_day": {day}, "kind": {"master_game"}}).want(t, 200)
	list := rita.get("/web/reports?gaming_day=" + day)
	list.want(t, 200, `<h2 id="final-heading">Final reports</h2>`)
	finals, others, ok := strings.Cut(list.body, `id="archive-heading"`)
	if !ok {
		t.Fatalf("no archive heading:\n%s", list.body)
	}
	finals = finals[strings.Index(finals, `id="final-heading"`):]
	if strings.Count(finals, `<td class="num">2</td>`) != 1 || strings.Count(finals, `<td class="num">1</td>`) != 1 ||
		!strings.Contains(finals, "user:rita") || !strings.Contains(finals, "user:dana") {
		t.Errorf("the final section:\n%s", finals)
	}
	if strings.Contains(others, "_final_") || strings.Count(others, "(on_demand)") != 1 || strings.Contains(others, "(final)") {
		t.Errorf("the other reports:\n%s", others)
	}
	if strings.Contains(list.body, " UTC<") || !strings.Contains(list.body, " MST</td>") {
		t.Errorf("the reports page does not show the property's clock:\n%s", list.body)
	}

	// The report page, built on demand, says it is not the final one and
	// marks the final files.
	rita.get("/web/reports/view?kind=master_game&gaming_day="+day).want(t, 200, "NOT THE FINAL REPORT",
		"FINAL, revision 2</span>", "final report reviewed by rita at ")
}
