package web_test

import (
	"context"
	"strings"
	"testing"
	"time"
)

// The report page shows the gaming day by shift under the Master Game
// Report and the statistical report, in a table that scrolls on its own
// on a narrow screen.
func TestWebReportByShift(t *testing.T) {
	e := newWebEnv(t)
	ctx := context.Background()
	p, err := e.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	p.Shifts = "day 06:00, swing 14:00, grave 22:00"
	if err := e.l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	day := time.Now().UTC().AddDate(0, 0, -2).Format(time.DateOnly)
	pat := e.signedIn(t, "pat")
	form := pat.get("/web/tables/BAC-1/hand")
	pat.post("/web/tables/BAC-1/hand", bacFormAt(form.csrf(t), 51, "100.00", day+"T15:00:00")).want(t, 200, "verified")
	dana := e.signedIn(t, "dana")
	for _, kind := range []string{"master_game", "statistical"} {
		page := dana.get("/web/reports/view?kind=" + kind + "&gaming_day=" + day)
		page.want(t, 200, ">By shift</h2>", `<div class="table-wrap" role="region" aria-label="By shift" tabindex="0">`,
			"Shift total", "counted once per gaming day")
		// The hand at 15:00 is in the swing shift; the day shift has
		// only its total line.
		body := strings.Join(strings.Fields(page.body), "")
		if !strings.Contains(body, "<tr><td>swing</td><td>BAC-1</td>") || strings.Contains(body, "<tr><td>day</td><td>BAC-1</td>") ||
			!strings.Contains(body, "<tr><td>day</td><td>Shifttotal</td>") {
			t.Errorf("%s: the hand is not in the swing shift", kind)
		}
	}
}
