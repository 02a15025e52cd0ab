package web

import (
	"errors"
	"net/http"
	"net/url"
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
	if c.Query("done") == "signed" {
		if d, err := models.ParseDay(c.Query("day")); err == nil {
			flash = "Gaming day " + string(d) + " signed off."
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
			SignOff: byDay[d], Note: notes[d][0], Override: notes[d][1]}
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

func (w *webUI) signOff(c *gin.Context) {
	day, err := models.ParseDay(c.Param("day"))
	if err != nil {
		w.message(c, http.StatusNotFound, "Not found", "There is no gaming day "+c.Param("day")+".")
		return
	}
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
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

// countRowView is a line of the count sheet with what the form holds.
type countRowView struct {
	ledger.CountRow
	Field string // the input's id and error key
	Name  string // the input's name
	Input string
}

type dayChoice struct {
	Day      models.Day
	Label    string
	Selected bool
}

type countPage struct {
	Day      models.Day
	Days     []dayChoice
	Rows     []countRowView
	CanCount bool
	Property string
	Note     string
	Errors   formErrors
	Totals   ledger.CountRow
}

func countField(tableID string) string { return "count-" + tableID }

func (w *webUI) countPage(c *gin.Context) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	day := prop.Today
	if d := c.Query("gaming_day"); d != "" {
		if day, err = models.ParseDay(d); err != nil {
			w.message(c, http.StatusBadRequest, "Invalid gaming day", err.Error())
			return
		}
	}
	flash := ""
	if c.Query("done") == "saved" {
		flash = "Counts saved."
	}
	w.showCount(c, http.StatusOK, prop, day, nil, formErrors{}, "", flash)
}

func (w *webUI) showCount(c *gin.Context, status int, prop propertyInfo, day models.Day, typed map[string]string, errs formErrors, note, flash string) {
	rows, err := w.ledger.CountSheet(c.Request.Context(), prop.ID, day)
	if err != nil {
		w.failed(c, err)
		return
	}
	u := reqctx.CurrentUser(c)
	page := countPage{Day: day, Property: prop.Code, Errors: errs, Note: note,
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
		v := countRowView{CountRow: r, Field: countField(r.TableID), Name: "count_" + r.TableID}
		if r.Count != nil {
			v.Input = r.Count.String()
		}
		if t, ok := typed[r.TableID]; ok {
			v.Input = t
		}
		page.Rows = append(page.Rows, v)
		t := &page.Totals
		t.ExpectedFees += r.ExpectedFees
		t.ExpectedCommission += r.ExpectedCommission
		t.Collected += r.Collected
		if r.Variance != nil {
			if t.Variance == nil {
				t.Variance = new(rules.Money)
			}
			*t.Variance += *r.Variance
		}
	}
	w.renderWith(c, status, "count", pageData{Title: "Count sheet", Flash: flash, Page: page})
}

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
	note := strings.TrimSpace(c.PostForm("note"))
	rows, err := w.ledger.CountSheet(ctx, prop.ID, day)
	if err != nil {
		w.failed(c, err)
		return
	}
	user := reqctx.CurrentUser(c)
	typed := map[string]string{}
	errs := formErrors{}
	saved := 0
	for _, r := range rows {
		v := strings.TrimSpace(c.PostForm("count_" + r.TableID))
		if v == "" {
			continue
		}
		typed[r.TableID] = v
		amount, err := rules.ParseMoney(v)
		if err != nil {
			errs.add(countField(r.TableID), err.Error())
			continue
		}
		if r.Count != nil && *r.Count == amount {
			continue
		}
		_, err = w.ledger.RecordDropCount(ctx, user, r.TableID, day, amount, note)
		var ie *rules.InputError
		switch {
		case err == nil:
			saved++
			delete(typed, r.TableID)
		case errors.As(err, &ie):
			for _, fe := range ie.Errors {
				errs.add(countField(r.TableID), fe.Detail)
			}
		case errors.Is(err, ledger.ErrForbidden):
			w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
			return
		default:
			w.failed(c, err)
			return
		}
	}
	if len(errs) > 0 {
		flash := ""
		if saved > 0 {
			flash = "Saved " + strconv.Itoa(saved) + " counts; the others were refused."
			if saved == 1 {
				flash = "Saved 1 count; the others were refused."
			}
		}
		w.showCount(c, http.StatusUnprocessableEntity, prop, day, typed, errs, note, flash)
		return
	}
	q := url.Values{"gaming_day": {string(day)}, "done": {"saved"}}
	if prop.Code != "main" {
		q.Set("property", prop.Code)
	}
	c.Redirect(http.StatusSeeOther, "/web/count?"+q.Encode())
}

// dayPage is a gaming day's sign-off checklist: everything outstanding,
// item by item, and the sign-off form.
type dayPageData struct {
	Day       models.Day
	Property  string
	Ended     bool
	SignOff   *models.DaySignOff
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
	day, err := models.ParseDay(c.Param("day"))
	if err != nil {
		w.message(c, http.StatusNotFound, "Not found", "There is no gaming day "+c.Param("day")+".")
		return
	}
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	in := ledger.ExplanationInput{PropertyID: prop.ID, GamingDay: day, Report: c.PostForm("report"),
		TableID: c.PostForm("table_id"), Kind: c.PostForm("kind"), Text: c.PostForm("explanation")}
	key := explainField(in.TableID, in.Kind)
	_, err = w.ledger.ExplainFlag(c.Request.Context(), reqctx.CurrentUser(c), in)
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
