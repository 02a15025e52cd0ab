package web_test

import (
	"context"
	"html"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// webOutOfLine gives BAC-1 a hold out of line two days ago, worked by
// hand in dollars under Kansas's rule (3 points from the base level): the
// first two days of the month before each win 1,000 on a drop of 5,000
// (base 20%); the day wins 9,000 on 5,000 (opener 2,000 rolled, closer
// 6,000), 180%: flagged on the table's, the game's and the property's
// line for the day, the month (180%) and the year (73.33%, or 180% in
// January).
func webOutOfLine(t *testing.T, e webEnv) models.Day {
	t.Helper()
	ctx := context.Background()
	p, err := e.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	p.VarianceRule, p.VariancePoints = models.VarianceBasePoints, 300
	if err := e.l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	day := models.Day(time.Now().UTC().AddDate(0, 0, -2).Format(time.DateOnly))
	dt, _ := time.Parse(time.DateOnly, string(day))
	first := time.Date(dt.Year(), dt.Month()-1, 1, 0, 0, 0, 0, time.UTC)
	d1, d2 := models.Day(first.Format(time.DateOnly)), models.Day(first.AddDate(0, 0, 1).Format(time.DateOnly))
	inv := func(d models.Day, kind string, hundreds int64) {
		t.Helper()
		if _, err := e.l.RecordInventory(ctx, e.users["pat"], ledger.InventoryInput{TableID: "BAC-1", GamingDay: d, Kind: kind,
			Chips: models.ChipCount{{Denomination: 10000, Count: hundreds}}}); err != nil {
			t.Fatal(err)
		}
	}
	count := func(d models.Day) {
		t.Helper()
		if _, err := e.l.RecordDropCount(ctx, e.users["cy"], ledger.DropCountInput{TableID: "BAC-1", GamingDay: d, Amount: rules.Dollars(5000),
			Denominations: models.BillsFor(rules.Dollars(5000)), Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"},
			StartedAt: d.Time(time.UTC).Add(30 * time.Hour), EndedAt: d.Time(time.UTC).Add(31 * time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	inv(d1, models.InventoryOpener, 100)
	inv(d1, models.InventoryCloser, 60)
	count(d1)
	inv(d2, models.InventoryCloser, 20)
	count(d2)
	inv(day, models.InventoryCloser, 60)
	count(day)
	return day
}

// The day's checklist lists each unexplained out-of-line figure with a
// form to explain it; an explanation takes it off the list and shows
// beside its flag on the report page.
func TestWebExplainOutOfLineFigure(t *testing.T) {
	e := newWebEnv(t)
	day := string(webOutOfLine(t, e))
	key := "explain-BAC-1-win_to_drop_day"
	dana := e.signedIn(t, "dana")
	page := dana.get("/web/days/" + day)
	page.want(t, 200, "Out-of-line figures not explained (9)", `<label for="`+key+`">`, `<textarea id="`+key+`" name="explanation"`,
		"9 out-of-line figures not explained", "win to drop of the day 180%, band base 20%")
	form := url.Values{"csrf_token": {page.csrf(t)}, "report": {"statistical"}, "table_id": {"BAC-1"}, "kind": {"win_to_drop_day"}}
	blank := url.Values{}
	for k, v := range form {
		blank[k] = v
	}
	blank.Set("explanation", "  ")
	dana.post("/web/days/"+day+"/explanations", blank).want(t, 422, `id="`+key+`-error"`, "is required")
	none := url.Values{}
	for k, v := range form {
		none[k] = v
	}
	none.Set("table_id", "BAC-2")
	none.Set("explanation", "no such flag")
	dana.post("/web/days/"+day+"/explanations", none).want(t, 422, "table_id: the statistical report of gaming day "+day+" flags nothing")
	// Without the form's token: refused.
	noToken := url.Values{"report": {"statistical"}, "table_id": {"BAC-1"}, "kind": {"win_to_drop_day"}, "explanation": {"x"}}
	if r := dana.post("/web/days/"+day+"/explanations", noToken); r.status != 403 {
		t.Errorf("without a CSRF token: %d", r.status)
	}
	pat := e.signedIn(t, "pat")
	pat.post("/web/days/"+day+"/explanations", noToken).want(t, 403)

	form.Set("explanation", "A guest won 8,000 at 23:10; surveillance cleared it")
	done := dana.post("/web/days/"+day+"/explanations", form)
	done.want(t, 200, "Explanation saved.", "Out-of-line figures not explained (8)", "Out-of-line figures explained (1)",
		"Explained: A guest won 8,000 at 23:10; surveillance cleared it (by dana")
	if strings.Contains(done.body, `<label for="`+key+`">Explanation of`) {
		t.Error("the explained flag is still offered as unexplained")
	}
	rep := dana.get("/web/reports/view?kind=statistical&gaming_day=" + day)
	rep.want(t, 200, "Out-of-line figures and their explanations", "Out-of-line figures: 9, of which 8 not explained.", "UNEXPLAINED",
		`<a href="/web/days/`+day+`">Explain the out-of-line figures</a>`)
	body := html.UnescapeString(rep.body)
	if !strings.Contains(body, "day (Explained: A guest won 8,000 at 23:10; surveillance cleared it (by dana)), MTD (unexplained)") {
		t.Error("the report page does not show the explanation beside BAC-1's day flag")
	}
}
