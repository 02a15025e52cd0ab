package web

import (
	"errors"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
)

// The gaming days page (sign-off) and the count sheet.

// recentDays is how many gaming days the days and count pages offer.
const recentDays = 14

type dayRow struct {
	Day          models.Day
	Ended        bool
	Hands        int64
	OpenFindings int
	SignOff      *models.DaySignOff
	Note         string
	// Review is the review of the day's final Master Game Report, if any;
	// CanReview is set for a signed-off day the user may review (not the
	// officer who signed it off); ReviewNote what was typed.
	Review     *models.DayReview
	CanReview  bool
	ReviewNote string
	// Outstanding is the checklist's summary for an ended day not signed
	// off; Override what was typed as the reason to pass it.
	Outstanding string
	Clear       bool
	Override    string
}

type daysPage struct {
	Rows     []dayRow
	Property string
	Loc      *time.Location
	Errors   formErrors
}

func (w *webUI) days(c *gin.Context) {
	flash := ""
	if d, err := models.ParseDay(c.Query("day")); err == nil {
		switch c.Query("done") {
		case "signed":
			flash = "Gaming day " + string(d) + " signed off."
		case "reviewed":
			flash = "The final Master Game Report of gaming day " + string(d) + " reviewed; its new final revision names you as the reviewer."
		}
	}
	w.showDays(c, http.StatusOK, formErrors{}, nil, flash)
}

func (w *webUI) showDays(c *gin.Context, status int, errs formErrors, notes map[models.Day][2]string, flash string) {
	ctx := c.Request.Context()
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	offs, err := w.store.SignOffs(ctx, prop.ID, 1000)
	if err != nil {
		w.failed(c, err)
		return
	}
	byDay := map[models.Day]*models.DaySignOff{}
	for i := range offs {
		byDay[offs[i].GamingDay] = &offs[i]
	}
	reviewed := map[models.Day]*models.DayReview{}
	if len(offs) > 0 {
		reviews, err := w.store.DayReviewsBetween(ctx, prop.ID, offs[len(offs)-1].GamingDay, offs[0].GamingDay)
		if err != nil {
			w.failed(c, err)
			return
		}
		for i := range reviews {
			reviewed[reviews[i].GamingDay] = &reviews[i]
		}
	}
	user := reqctx.CurrentUser(c)
	oldest := prop.Today.AddDays(-(recentDays - 1))
	var counts []struct {
		Day   models.Day `gorm:"column:gaming_day"`
		Hands int64      `gorm:"column:hands"`
	}
	if err := w.store.RawScan(ctx, &counts, `SELECT gaming_day, COUNT(*) AS hands FROM hands
		WHERE property_id = ? AND gaming_day >= ? GROUP BY gaming_day`, prop.ID, oldest); err != nil {
		w.failed(c, err)
		return
	}
	hands := map[models.Day]int64{}
	for _, r := range counts {
		hands[r.Day] = r.Hands
	}
	open, err := w.openFindingsBy(ctx, func(f models.FindingView) string { return string(f.GamingDay) })
	if err != nil {
		w.failed(c, err)
		return
	}
	// No day before the property existed: nothing to sign off.
	first, err := w.ledger.FirstGamingDay(ctx, prop.Property)
	if err != nil {
		w.failed(c, err)
		return
	}
	set := map[models.Day]bool{}
	for i := range recentDays {
		if d := prop.Today.AddDays(-i); d >= first {
			set[d] = true
		}
	}
	for d := range byDay {
		set[d] = true
	}
	page := daysPage{Property: prop.Code, Loc: prop.Loc, Errors: errs}
	for d := range set {
		row := dayRow{Day: d, Ended: d < prop.Today, Hands: hands[d], OpenFindings: open[string(d)],
			SignOff: byDay[d], Note: notes[d][0], Override: notes[d][1], Review: reviewed[d], ReviewNote: notes[d][0]}
		row.CanReview = row.SignOff != nil && row.Review == nil && row.SignOff.SignedBy != user.Name &&
			(user.Role == models.RoleCompliance || user.Role == models.RoleAdmin)
		if row.Ended && row.SignOff == nil {
			list, err := w.ledger.DayChecklist(ctx, prop.ID, d)
			if err != nil {
				w.failed(c, err)
				return
			}
			row.Outstanding, row.Clear = list.Summary(), list.Empty()
		}
		page.Rows = append(page.Rows, row)
	}
	sort.Slice(page.Rows, func(i, j int) bool { return page.Rows[i].Day > page.Rows[j].Day })
	w.renderWith(c, status, "days", pageData{Title: "Gaming days", Flash: flash, Page: page})
}

// dayForm reads the gaming day a form is posted about and its property;
// when either cannot be had it answers the request itself.
func (w *webUI) dayForm(c *gin.Context) (models.Day, propertyInfo, bool) {
	day, err := models.ParseDay(c.Param("day"))
	if err != nil {
		w.message(c, http.StatusNotFound, "Not found", "There is no gaming day "+c.Param("day")+".")
		return "", propertyInfo{}, false
	}
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return "", propertyInfo{}, false
	}
	return day, prop, true
}

func (w *webUI) signOff(c *gin.Context) {
	day, prop, ok := w.dayForm(c)
	if !ok {
		return
	}
	note := strings.TrimSpace(c.PostForm("note"))
	override := strings.TrimSpace(c.PostForm("override_reason"))
	key := "note-" + string(day)
	typed := map[models.Day][2]string{day: {note, override}}
	first, err := w.ledger.FirstGamingDay(c.Request.Context(), prop.Property)
	if err != nil {
		w.failed(c, err)
		return
	}
	if day < first {
		w.message(c, http.StatusUnprocessableEntity, "Invalid gaming day",
			"gaming_day: "+string(day)+" is before the property's first gaming day, "+string(first)+": there is nothing to sign off")
		return
	}
	_, err = w.ledger.SignOff(c.Request.Context(), reqctx.CurrentUser(c), prop.ID, day,
		ledger.SignOffInput{Note: note, OverrideReason: override})
	var ie *rules.InputError
	switch {
	case err == nil:
		// The audited final Master Game Report, at once; the nightly job
		// writes it if this fails.
		if _, err := w.reports.Run(c.Request.Context(), reports.Request{Kind: reports.KindMasterGame, PropertyID: prop.ID,
			GamingDay: day, Trigger: models.TriggerFinal, By: "user:" + reqctx.CurrentUser(c).Name}); err != nil {
			w.log.Error("final master game report", "gaming_day", day, "err", err, "request_id", reqctx.RequestID(c))
		}
		q := url.Values{"done": {"signed"}, "day": {string(day)}}
		if prop.Code != "main" {
			q.Set("property", prop.Code)
		}
		c.Redirect(http.StatusSeeOther, "/web/days?"+q.Encode())
	case errors.Is(err, ledger.ErrForbidden):
		w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
	case errors.Is(err, ledger.ErrAlreadySignedOff):
		w.showDays(c, http.StatusConflict, formErrors{key: err.Error()}, typed, "")
	case errors.As(err, &ie):
		errs := formErrors{}
		for _, fe := range ie.Errors {
			if fe.Field == "override_reason" {
				errs.add("override-"+string(day), fe.Detail)
				continue
			}
			errs.add(key, fe.Detail)
		}
		w.showDays(c, http.StatusUnprocessableEntity, errs, typed, "")
	default:
		w.failed(c, err)
	}
}

// review records the review of a signed-off day's final Master Game
// Report by a compliance officer other than the one who signed it off, and
// writes the final revision that names the reviewer.
func (w *webUI) review(c *gin.Context) {
	day, prop, ok := w.dayForm(c)
	if !ok {
		return
	}
	note := strings.TrimSpace(c.PostForm("note"))
	key := "review-" + string(day)
	typed := map[models.Day][2]string{day: {note, ""}}
	user := reqctx.CurrentUser(c)
	_, err := w.ledger.ReviewDay(c.Request.Context(), user, prop.ID, day, note)
	var ie *rules.InputError
	switch {
	case err == nil:
		if _, err := w.reports.Run(c.Request.Context(), reports.Request{Kind: reports.KindMasterGame, PropertyID: prop.ID,
			GamingDay: day, Trigger: models.TriggerFinal, By: "user:" + user.Name}); err != nil {
			w.log.Error("final master game report after the review", "gaming_day", day, "err", err, "request_id", reqctx.RequestID(c))
		}
		q := url.Values{"done": {"reviewed"}, "day": {string(day)}}
		if prop.Code != "main" {
			q.Set("property", prop.Code)
		}
		c.Redirect(http.StatusSeeOther, "/web/days?"+q.Encode())
	case errors.Is(err, ledger.ErrForbidden):
		w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
	case errors.Is(err, ledger.ErrReviewerIsPreparer), errors.Is(err, ledger.ErrNotSignedOff),
		errors.Is(err, ledger.ErrAlreadyReviewed), errors.Is(err, ledger.ErrNoFinalReport):
		w.showDays(c, http.StatusConflict, formErrors{key: reviewRefusal(err)}, typed, "")
	case errors.As(err, &ie):
		errs := formErrors{}
		for _, fe := range ie.Errors {
			errs.add(key, fe.Detail)
		}
		w.showDays(c, http.StatusUnprocessableEntity, errs, typed, "")
	default:
		w.failed(c, err)
	}
}

// reviewRefusal is a refused review's reason without the package's
// prefix.
func reviewRefusal(err error) string {
	msg := err.Error()
	for _, e := range []error{ledger.ErrReviewerIsPreparer, ledger.ErrNotSignedOff, ledger.ErrAlreadyReviewed, ledger.ErrNoFinalReport} {
		if rest, ok := strings.CutPrefix(msg, e.Error()+": "); ok {
			return rest
		}
	}
	return msg
}

// countRowView is a line of the count sheet as the page shows it.
type countRowView struct {
	ledger.CountRow
	// Bills is the latest count's denominations in words ("10 × 100.00,
	// 4 × 1.00"); Team its count team, When its times in the property's
	// time zone; all empty before the table is counted and for a count
	// recorded before counts kept their sheet.
	Bills, Team, When string
	// GameName is the table's game by name.
	GameName string
}

type dayChoice struct {
	Day      models.Day
	Label    string
	Selected bool
}

// countForm is what the form to record a count holds.
type countForm struct {
	TableID, Amount, StartedAt, EndedAt, Note string
	Bills                                     []chipInput
	Team                                      []teamInput
}

// teamInput is one count team member's name input.
type teamInput struct {
	ID, Name, Label, Value string
	Required               bool
}

type countPage struct {
	Day      models.Day
	Days     []dayChoice
	Rows     []countRowView
	CanCount bool
	Property string
	Zone     string
	Form     countForm
	Errors   formErrors
	// Totals sums the rows: Count the counts of the tables counted (nil
	// when none is), Variance the collection boxes' variances.
	Totals ledger.CountRow
}

// countDenominations are the bills and chips the count form offers, in
// cents: the US bills and the chips of the cage's forms.
var countDenominations = []rules.Money{500000, 100000, 50000, 10000, 5000, 2500, 2000, 1000, 500, 250, 200, 100}

// countTeamInputs is how many team member inputs the count form offers;
// the first ledger.MinCountTeam are required.
const countTeamInputs = 5

// countTimeLayout is how a datetime-local input writes a time.
const countTimeLayout = "2006-01-02T15:04"

// billInputs lays out the count form's denomination inputs.
func billInputs(c *gin.Context, typed bool) []chipInput {
	out := make([]chipInput, len(countDenominations))
	for i, d := range countDenominations {
		cents := strconv.FormatInt(int64(d), 10)
		out[i] = chipInput{ID: "bills-" + cents, Name: "bills_" + cents, Label: d.String()}
		if typed {
			out[i].Value = strings.TrimSpace(c.PostForm(out[i].Name))
		}
	}
	return out
}

func teamInputs(c *gin.Context, typed bool) []teamInput {
	out := make([]teamInput, countTeamInputs)
	for i := range out {
		n := strconv.Itoa(i + 1)
		out[i] = teamInput{ID: "team-" + n, Name: "team_" + n, Label: "Count team member " + n, Required: i < ledger.MinCountTeam}
		if typed {
			out[i].Value = c.PostForm(out[i].Name)
		}
	}
	return out
}

// countDefaultDay is the day the count sheet opens on: the property's
// last closed gaming day, the one the count team counts the boxes of.
func countDefaultDay(prop propertyInfo) models.Day { return prop.Today.AddDays(-1) }

func (w *webUI) countPage(c *gin.Context) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	day := countDefaultDay(prop)
	if d := c.Query("gaming_day"); d != "" {
		if day, err = models.ParseDay(d); err != nil {
			w.message(c, http.StatusBadRequest, "Invalid gaming day", err.Error())
			return
		}
	}
	flash := ""
	if c.Query("done") == "saved" {
		flash = "Count saved."
	}
	form := countForm{Bills: billInputs(c, false), Team: teamInputs(c, false)}
	w.showCount(c, http.StatusOK, prop, day, form, formErrors{}, flash)
}

// billsText writes denominations as "10 × 100.00, 4 × 1.00".
func billsText(chips models.ChipCount) string {
	parts := make([]string, len(chips))
	for i, ch := range chips {
		parts[i] = strconv.FormatInt(ch.Count, 10) + " × " + ch.Denomination.String()
	}
	return strings.Join(parts, ", ")
}

func (w *webUI) showCount(c *gin.Context, status int, prop propertyInfo, day models.Day, form countForm, errs formErrors, flash string) {
	rows, err := w.ledger.CountSheet(c.Request.Context(), prop.ID, day)
	if err != nil {
		w.failed(c, err)
		return
	}
	u := reqctx.CurrentUser(c)
	page := countPage{Day: day, Property: prop.Code, Errors: errs, Form: form, Zone: prop.Loc.String(),
		CanCount: u.Role == models.RoleCount || u.Role == models.RoleAdmin}
	found := false
	for i := range recentDays {
		d := prop.Today.AddDays(-i)
		label := string(d)
		if i == 0 {
			label += " (today, in progress)"
		}
		page.Days = append(page.Days, dayChoice{Day: d, Label: label, Selected: d == day})
		found = found || d == day
	}
	if !found {
		page.Days = append(page.Days, dayChoice{Day: day, Label: string(day), Selected: true})
	}
	for _, r := range rows {
		v := countRowView{CountRow: r, Bills: billsText(r.Denominations), Team: strings.Join(r.Team, ", "), GameName: w.gameName(r.Game)}
		if r.StartedAt != nil && r.EndedAt != nil {
			v.When = r.StartedAt.In(prop.Loc).Format("2006-01-02 15:04") + " to " + r.EndedAt.In(prop.Loc).Format("2006-01-02 15:04")
		}
		page.Rows = append(page.Rows, v)
		t := &page.Totals
		t.ExpectedFees += r.ExpectedFees
		t.ExpectedCommission += r.ExpectedCommission
		t.Collected += r.Collected
		if r.Count != nil {
			if t.Count == nil {
				t.Count = new(rules.Money)
			}
			*t.Count += *r.Count
		}
		if r.Variance != nil {
			if t.Variance == nil {
				t.Variance = new(rules.Money)
			}
			*t.Variance += *r.Variance
		}
	}
	w.renderWith(c, status, "count", pageData{Title: "Count sheet", Flash: flash, Page: page})
}

// saveCounts records one table's count from the count sheet's form: the
// bills and chips by denomination, the amount they add up to, the count
// team and the count's times (in the property's time zone). The user who
// saves it is kept as who entered it (counted_by); the team is the names
// the sheet was signed with, which need not include that user.
func (w *webUI) saveCounts(c *gin.Context) {
	ctx := c.Request.Context()
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	day, err := models.ParseDay(c.PostForm("gaming_day"))
	if err != nil {
		w.message(c, http.StatusUnprocessableEntity, "Invalid gaming day", err.Error())
		return
	}
	form := countForm{TableID: c.PostForm("table_id"), Amount: strings.TrimSpace(c.PostForm("amount")),
		StartedAt: strings.TrimSpace(c.PostForm("started_at")), EndedAt: strings.TrimSpace(c.PostForm("ended_at")),
		Note: strings.TrimSpace(c.PostForm("note")), Bills: billInputs(c, true), Team: teamInputs(c, true)}
	errs := formErrors{}
	in := ledger.DropCountInput{TableID: form.TableID, GamingDay: day, Note: form.Note}
	if form.TableID == "" {
		errs.add("table_id", "choose the table whose box was counted")
	}
	if form.Amount == "" {
		errs.add("amount", "is required: what the box held")
	} else if in.Amount, err = rules.ParseMoney(form.Amount); err != nil {
		errs.add("amount", err.Error())
	}
	var billIDs []string
	for _, b := range form.Bills {
		if b.Value == "" || b.Value == "0" {
			continue
		}
		n, err := strconv.ParseInt(b.Value, 10, 64)
		if err != nil || n < 0 {
			errs.add(b.ID, "must be a whole number of bills or chips")
			continue
		}
		d, _ := strconv.ParseInt(strings.TrimPrefix(b.Name, "bills_"), 10, 64)
		in.Denominations = append(in.Denominations, models.Chips{Denomination: rules.Money(d), Count: n})
		billIDs = append(billIDs, b.ID)
	}
	var teamIDs []string
	for _, m := range form.Team {
		if strings.TrimSpace(m.Value) == "" {
			continue
		}
		in.Team = append(in.Team, m.Value)
		teamIDs = append(teamIDs, m.ID)
	}
	readTime := func(field, v, what string) time.Time {
		if v == "" {
			errs.add(field, "is required: "+what)
			return time.Time{}
		}
		t, err := time.ParseInLocation(countTimeLayout, v, prop.Loc)
		if err != nil {
			errs.add(field, "is not a date and time such as 2026-11-22T06:00")
		}
		return t
	}
	in.StartedAt = readTime("started_at", form.StartedAt, "when the count began")
	in.EndedAt = readTime("ended_at", form.EndedAt, "when the count ended")
	if len(errs) > 0 {
		w.showCount(c, http.StatusUnprocessableEntity, prop, day, form, errs, "")
		return
	}
	_, err = w.ledger.RecordDropCount(ctx, reqctx.CurrentUser(c), in)
	var ie *rules.InputError
	switch {
	case err == nil:
	case errors.As(err, &ie):
		for _, fe := range ie.Errors {
			switch m := indexedField.FindStringSubmatch(fe.Field); {
			case m != nil && m[1] == "denominations" && atoi(m[2]) < len(billIDs):
				errs.add(billIDs[atoi(m[2])], fe.Detail)
			case m != nil && m[1] == "team" && atoi(m[2]) < len(teamIDs):
				errs.add(teamIDs[atoi(m[2])], fe.Detail)
			case fe.Field == "denominations":
				errs.add("bills", fe.Detail)
			case fe.Field == "table_id", fe.Field == "amount", fe.Field == "team", fe.Field == "started_at",
				fe.Field == "ended_at", fe.Field == "note":
				errs.add(fe.Field, fe.Detail)
			default:
				errs.add("form", fe.Detail)
			}
		}
		w.showCount(c, http.StatusUnprocessableEntity, prop, day, form, errs, "")
		return
	case errors.Is(err, ledger.ErrForbidden):
		w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
		return
	default:
		w.failed(c, err)
		return
	}
	q := url.Values{"gaming_day": {string(day)}, "done": {"saved"}}
	if prop.Code != "main" {
		q.Set("property", prop.Code)
	}
	c.Redirect(http.StatusSeeOther, "/web/count?"+q.Encode())
}

// indexedField reads a field of a list's element: denominations[2].count.
var indexedField = regexp.MustCompile(`^(\w+)\[(\d+)\]`)

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// dayPage is a gaming day's sign-off checklist: everything outstanding,
// item by item, and the sign-off form.
type dayPageData struct {
	Day       models.Day
	Property  string
	Ended     bool
	SignOff   *models.DaySignOff
	Review    *models.DayReview
	Checklist ledger.Checklist
	Loc       *time.Location
	// Before is set for a day before the property's first gaming day
	// (First): it has no checklist and no sign-off.
	Before bool
	First  models.Day
	// Explained are the day's flags that have an explanation, with the
	// latest; Errors and Typed what a refused explanation left.
	Explained []ledger.FlagView
	Errors    formErrors
	Typed     map[string]string
}

// explainField is the id of the explanation input of a flag on the day's
// page.
func explainField(tableID, kind string) string { return "explain-" + tableID + "-" + kind }

func (w *webUI) dayPage(c *gin.Context) {
	day, err := models.ParseDay(c.Param("day"))
	if err != nil {
		w.message(c, http.StatusNotFound, "Not found", "There is no gaming day "+c.Param("day")+".")
		return
	}
	flash := ""
	if c.Query("done") == "explained" {
		flash = "Explanation saved."
	}
	w.showDay(c, http.StatusOK, day, formErrors{}, nil, flash)
}

func (w *webUI) showDay(c *gin.Context, status int, day models.Day, errs formErrors, typed map[string]string, flash string) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	ctx := c.Request.Context()
	page := dayPageData{Day: day, Property: prop.Code, Ended: day < prop.Today, Loc: prop.Loc, Errors: errs, Typed: typed}
	title := "Gaming day " + string(day)
	if so, err := w.store.DaySignOff(ctx, prop.ID, day); err == nil {
		page.SignOff = &so
	} else if !errors.Is(err, models.ErrNotFound) {
		w.failed(c, err)
		return
	}
	if r, err := w.store.DayReview(ctx, prop.ID, day); err == nil {
		page.Review = &r
	} else if !errors.Is(err, models.ErrNotFound) {
		w.failed(c, err)
		return
	}
	if page.First, err = w.ledger.FirstGamingDay(ctx, prop.Property); err != nil {
		w.failed(c, err)
		return
	}
	if page.Before = day < page.First && page.SignOff == nil; page.Before {
		w.renderWith(c, status, "day", pageData{Title: title, Flash: flash, Page: page})
		return
	}
	if page.Checklist, err = w.ledger.DayChecklist(ctx, prop.ID, day); err != nil {
		w.failed(c, err)
		return
	}
	flags, err := w.ledger.DayFlags(ctx, prop.Property, day)
	if err != nil {
		w.failed(c, err)
		return
	}
	for _, f := range flags {
		if f.Explanation != nil {
			page.Explained = append(page.Explained, f)
		}
	}
	w.renderWith(c, status, "day", pageData{Title: title, Flash: flash, Page: page})
}

// explainFlag writes compliance's explanation of a flagged figure from the
// day's page.
func (w *webUI) explainFlag(c *gin.Context) {
	day, prop, ok := w.dayForm(c)
	if !ok {
		return
	}
	in := ledger.ExplanationInput{PropertyID: prop.ID, GamingDay: day, Report: c.PostForm("report"),
		TableID: c.PostForm("table_id"), Kind: c.PostForm("kind"), Text: c.PostForm("explanation")}
	key := explainField(in.TableID, in.Kind)
	_, err := w.ledger.ExplainFlag(c.Request.Context(), reqctx.CurrentUser(c), in)
	var ie *rules.InputError
	switch {
	case err == nil:
		q := url.Values{"done": {"explained"}}
		if prop.Code != "main" {
			q.Set("property", prop.Code)
		}
		c.Redirect(http.StatusSeeOther, "/web/days/"+string(day)+"?"+q.Encode())
	case errors.Is(err, ledger.ErrForbidden):
		w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
	case errors.As(err, &ie):
		errs := formErrors{}
		for _, fe := range ie.Errors {
			if fe.Field == "explanation" {
				errs.add(key, fe.Detail)
				continue
			}
			errs.add("form", fe.Field+": "+fe.Detail)
		}
		w.showDay(c, http.StatusUnprocessableEntity, day, errs, map[string]string{key: in.Text}, "")
	default:
		w.failed(c, err)
	}
}
