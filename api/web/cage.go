package web

import (
	"bytes"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"regexp"
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

// The cage's pages: fills and credits requested on the floor and verified
// at the cage (/web/cage), and the tables' openers and closers
// (/web/inventory). Both read and write through the ledger, as the API.

// denominations are the chip values the forms offer, in cents.
var denominations = []rules.Money{100, 250, 500, 2500, 10000, 50000, 100000, 500000}

// chipInput is one denomination's count input.
type chipInput struct {
	ID, Name, Label, Value string
}

// chipInputs lays out the chip counts of a form with what was typed.
func chipInputs(c *gin.Context, typed bool) []chipInput {
	out := make([]chipInput, len(denominations))
	for i, d := range denominations {
		name := "chips_" + strconv.FormatInt(int64(d), 10)
		out[i] = chipInput{ID: "chips-" + strconv.FormatInt(int64(d), 10), Name: name, Label: d.String() + " chips"}
		if typed {
			out[i].Value = strings.TrimSpace(c.PostForm(name))
		}
	}
	return out
}

// readChips reads the chip counts of a form: the chips, and for each of
// them the id of its input, so that an error about chips[i] is shown
// beside it.
func readChips(c *gin.Context, errs formErrors) (models.ChipCount, []string) {
	var chips models.ChipCount
	var ids []string
	for _, in := range chipInputs(c, true) {
		if in.Value == "" || in.Value == "0" {
			continue
		}
		n, err := strconv.ParseInt(in.Value, 10, 64)
		if err != nil || n < 0 {
			errs.add(in.ID, "must be a whole number of chips")
			continue
		}
		d, _ := strconv.ParseInt(strings.TrimPrefix(in.Name, "chips_"), 10, 64)
		chips = append(chips, models.Chips{Denomination: rules.Money(d), Count: n})
		ids = append(ids, in.ID)
	}
	return chips, ids
}

var chipsField = regexp.MustCompile(`^chips\[(\d+)\]`)

// placeErrors puts a ledger's input errors at their inputs: a chip count
// at its denomination, a field under its own name, the rest at the top.
func placeErrors(ie *rules.InputError, ids []string, errs formErrors, fields map[string]string) {
	for _, fe := range ie.Errors {
		if m := chipsField.FindStringSubmatch(fe.Field); m != nil {
			i, _ := strconv.Atoi(m[1])
			if i < len(ids) {
				errs.add(ids[i], fe.Detail)
				continue
			}
		}
		if id, ok := fields[fe.Field]; ok {
			errs.add(id, fe.Detail)
			continue
		}
		if fe.Field == "chips" {
			errs.add("chips", fe.Detail)
			continue
		}
		errs.add("form", fe.Detail)
	}
}

// dayOf reads ?gaming_day= (or the form's), the property's today when
// absent; a wrong one answers 400.
func (w *webUI) dayOf(c *gin.Context, prop propertyInfo) (models.Day, bool) {
	d := c.Query("gaming_day")
	if d == "" {
		d = c.PostForm("gaming_day")
	}
	if d == "" {
		return prop.Today, true
	}
	day, err := models.ParseDay(d)
	if err != nil {
		w.message(c, http.StatusBadRequest, "Invalid gaming day", "gaming_day: "+err.Error())
		return "", false
	}
	return day, true
}

// dayChoices offers the property's recent gaming days, with day selected.
func dayChoices(prop propertyInfo, day models.Day) []dayChoice {
	var out []dayChoice
	found := false
	for i := range recentDays {
		d := prop.Today.AddDays(-i)
		label := string(d)
		if i == 0 {
			label += " (today, in progress)"
		}
		out = append(out, dayChoice{Day: d, Label: label, Selected: d == day})
		found = found || d == day
	}
	if !found {
		out = append(out, dayChoice{Day: day, Label: string(day), Selected: true})
	}
	return out
}

type cagePage struct {
	Day      models.Day
	Days     []dayChoice
	Property string
	Slips    []slipView
	Tables   []models.Table
	Chips    []chipInput
	Kind     string
	TableID  string
	Note     string
	// CanRequest, CanVerify and CanVoid follow the user's role.
	CanRequest, CanVerify, CanVoid bool
	Errors                         formErrors
	Fills, Credits                 rules.Money
}

type slipView struct {
	ledger.SlipRow
	// Own is set when the user requested it (and so may not verify it).
	Own    bool
	Reason string
}

func (w *webUI) cagePage(c *gin.Context) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	day, ok := w.dayOf(c, prop)
	if !ok {
		return
	}
	flash := ""
	switch c.Query("done") {
	case "requested":
		flash = "Slip requested: the cage verifies it."
	case "verified":
		flash = "Slip verified."
	case "voided":
		flash = "Slip voided."
	}
	w.showCage(c, http.StatusOK, prop, day, false, formErrors{}, flash)
}

func (w *webUI) showCage(c *gin.Context, status int, prop propertyInfo, day models.Day, typed bool, errs formErrors, flash string) {
	ctx := c.Request.Context()
	slips, err := w.ledger.Slips(ctx, prop.ID, day)
	if err != nil {
		w.failed(c, err)
		return
	}
	tables, err := w.store.Tables(ctx)
	if err != nil {
		w.failed(c, err)
		return
	}
	u := reqctx.CurrentUser(c)
	page := cagePage{Day: day, Days: dayChoices(prop, day), Property: prop.Code, Chips: chipInputs(c, typed), Errors: errs,
		CanRequest: u.Role == models.RolePitBoss || u.Role == models.RoleAdmin,
		CanVerify:  u.Role == models.RoleCage || u.Role == models.RoleAdmin,
		CanVoid:    u.Role == models.RolePitBoss || u.Role == models.RoleCage || u.Role == models.RoleAdmin}
	if typed {
		page.Kind, page.TableID, page.Note = c.PostForm("kind"), c.PostForm("table_id"), c.PostForm("note")
	}
	for _, t := range tables {
		if t.PropertyID == prop.ID && t.RetiredAt == nil {
			page.Tables = append(page.Tables, t)
		}
	}
	for _, s := range slips {
		v := slipView{SlipRow: s, Own: s.RequestedBy == u.Name}
		if typed && c.Param("id") == strconv.FormatInt(s.ID, 10) {
			v.Reason = c.PostForm("reason")
		}
		page.Slips = append(page.Slips, v)
		if s.State == models.SlipVerified {
			if s.Kind == models.SlipFill {
				page.Fills += s.Amount
			} else {
				page.Credits += s.Amount
			}
		}
	}
	w.renderWith(c, status, "cage", pageData{Title: "Fills and credits", Flash: flash, Page: page})
}

func (w *webUI) cageRedirect(c *gin.Context, prop propertyInfo, day models.Day, done string) {
	q := url.Values{"gaming_day": {string(day)}, "done": {done}}
	if prop.Code != "main" {
		q.Set("property", prop.Code)
	}
	c.Redirect(http.StatusSeeOther, "/web/cage?"+q.Encode())
}

func (w *webUI) requestSlip(c *gin.Context) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	day, ok := w.dayOf(c, prop)
	if !ok {
		return
	}
	errs := formErrors{}
	chips, ids := readChips(c, errs)
	if len(errs) > 0 {
		w.showCage(c, http.StatusUnprocessableEntity, prop, day, true, errs, "")
		return
	}
	_, err = w.ledger.RequestSlip(c.Request.Context(), reqctx.CurrentUser(c), ledger.SlipInput{Kind: c.PostForm("kind"),
		TableID: c.PostForm("table_id"), GamingDay: day, Chips: chips, Note: strings.TrimSpace(c.PostForm("note"))})
	if ie, ok := rules.AsInputError(err); ok {
		placeErrors(ie, ids, errs, map[string]string{"kind": "kind", "table_id": "table_id", "note": "note", "gaming_day": "gaming_day"})
		w.showCage(c, http.StatusUnprocessableEntity, prop, day, true, errs, "")
		return
	}
	if w.refusedRole(c, err) {
		return
	}
	w.cageRedirect(c, prop, day, "requested")
}

// refusedRole answers an error that is not an input error: 403 for a
// role, else a failure page. It reports whether it answered.
func (w *webUI) refusedRole(c *gin.Context, err error) bool {
	switch {
	case err == nil:
		return false
	case errors.Is(err, ledger.ErrForbidden):
		w.message(c, http.StatusForbidden, "Forbidden", "Not allowed for your role")
	default:
		w.failed(c, err)
	}
	return true
}

func (w *webUI) slipAction(c *gin.Context, act func(id int64) (ledger.SlipRow, error), done string) {
	id, ok := w.webPathID(c, "id")
	if !ok {
		return
	}
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	row, err := act(id)
	day := row.GamingDay
	if day == "" {
		if s, err := w.store.SlipByID(c.Request.Context(), id); err == nil {
			day = s.GamingDay
		} else {
			day = prop.Today
		}
	}
	var ie *rules.InputError
	switch {
	case err == nil:
		w.cageRedirect(c, prop, day, done)
	case errors.As(err, &ie):
		errs := formErrors{}
		for _, fe := range ie.Errors {
			errs.add(fmt.Sprintf("reason-%d", id), fe.Detail)
		}
		w.showCage(c, http.StatusUnprocessableEntity, prop, day, true, errs, "")
	case errors.Is(err, ledger.ErrSelfVerification):
		w.showCage(c, http.StatusForbidden, prop, day, false, formErrors{"form": fmt.Sprintf("Slip %d: %v", id, err)}, "")
	case errors.Is(err, ledger.ErrAlreadyVerified), errors.Is(err, ledger.ErrAlreadyVoided):
		w.showCage(c, http.StatusConflict, prop, day, false, formErrors{"form": err.Error()}, "")
	default:
		w.refusedRole(c, err)
	}
}

func (w *webUI) verifySlip(c *gin.Context) {
	w.slipAction(c, func(id int64) (ledger.SlipRow, error) {
		return w.ledger.VerifySlip(c.Request.Context(), reqctx.CurrentUser(c), id)
	}, "verified")
}

func (w *webUI) voidSlip(c *gin.Context) {
	w.slipAction(c, func(id int64) (ledger.SlipRow, error) {
		return w.ledger.VoidSlip(c.Request.Context(), reqctx.CurrentUser(c), id, c.PostForm("reason"))
	}, "voided")
}

// slipChips is a denomination of a slip with its amount.
type slipChips struct {
	models.Chips
	Amount rules.Money
}

type slipPageData struct {
	Slip    ledger.SlipRow
	Chips   []slipChips
	Count   int64
	Steps   []reports.SlipStep
	Loc     *time.Location
	DayLink string
}

// slipPage shows one fill or credit: its chips, the time and person of
// each step, and the link to print it.
func (w *webUI) slipPage(c *gin.Context) {
	id, ok := w.webPathID(c, "id")
	if !ok {
		return
	}
	v, prop, err := w.ledger.Slip(c.Request.Context(), id)
	if err != nil {
		w.failed(c, err)
		return
	}
	loc, err := prop.Location()
	if err != nil {
		loc = time.UTC
	}
	row := ledger.ViewSlip(v)
	q := url.Values{"gaming_day": {string(row.GamingDay)}}
	if prop.Code != "main" {
		q.Set("property", prop.Code)
	}
	page := slipPageData{Slip: row, Steps: reports.SlipSteps(v), Loc: loc, DayLink: "/web/cage?" + q.Encode()}
	for _, ch := range row.Chips {
		page.Chips = append(page.Chips, slipChips{Chips: ch, Amount: ch.Denomination * rules.Money(ch.Count)})
		page.Count += ch.Count
	}
	w.renderWith(c, http.StatusOK, "slip", pageData{Title: reports.SlipTitle(v), Page: page})
}

// slipPDF downloads a slip to print.
func (w *webUI) slipPDF(c *gin.Context) {
	id, ok := w.webPathID(c, "id")
	if !ok {
		return
	}
	v, prop, err := w.ledger.Slip(c.Request.Context(), id)
	if err != nil {
		w.failed(c, err)
		return
	}
	var buf bytes.Buffer
	if err := reports.WriteSlipPDF(&buf, prop, v); err != nil {
		w.failed(c, err)
		return
	}
	c.Header("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": fmt.Sprintf("%s-slip-%d.pdf", v.Kind, v.ID)}))
	c.Data(http.StatusOK, "application/pdf", buf.Bytes())
}

type inventoryPage struct {
	Day      models.Day
	Days     []dayChoice
	Property string
	Rows     []ledger.TableInventoryDay
	Tables   []models.Table
	Chips    []chipInput
	Kind     string
	TableID  string
	Note     string
	CanEnter bool
	Errors   formErrors
}

func (w *webUI) inventoryPage(c *gin.Context) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	day, ok := w.dayOf(c, prop)
	if !ok {
		return
	}
	flash := ""
	if c.Query("done") == "saved" {
		flash = "Inventory saved."
	}
	w.showInventory(c, http.StatusOK, prop, day, false, formErrors{}, flash)
}

func (w *webUI) showInventory(c *gin.Context, status int, prop propertyInfo, day models.Day, typed bool, errs formErrors, flash string) {
	ctx := c.Request.Context()
	rows, err := w.ledger.Inventories(ctx, prop.ID, day)
	if err != nil {
		w.failed(c, err)
		return
	}
	tables, err := w.store.Tables(ctx)
	if err != nil {
		w.failed(c, err)
		return
	}
	u := reqctx.CurrentUser(c)
	page := inventoryPage{Day: day, Days: dayChoices(prop, day), Property: prop.Code, Rows: rows, Chips: chipInputs(c, typed),
		Errors: errs, CanEnter: u.Role == models.RolePitBoss || u.Role == models.RoleAdmin, Kind: models.InventoryCloser}
	if typed {
		page.Kind, page.TableID, page.Note = c.PostForm("kind"), c.PostForm("table_id"), c.PostForm("note")
	}
	for _, t := range tables {
		if t.PropertyID == prop.ID && t.RetiredAt == nil {
			page.Tables = append(page.Tables, t)
		}
	}
	w.renderWith(c, status, "inventory", pageData{Title: "Table inventories", Flash: flash, Page: page})
}

func (w *webUI) recordInventory(c *gin.Context) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	day, ok := w.dayOf(c, prop)
	if !ok {
		return
	}
	errs := formErrors{}
	chips, ids := readChips(c, errs)
	if len(errs) > 0 {
		w.showInventory(c, http.StatusUnprocessableEntity, prop, day, true, errs, "")
		return
	}
	_, err = w.ledger.RecordInventory(c.Request.Context(), reqctx.CurrentUser(c), ledger.InventoryInput{TableID: c.PostForm("table_id"),
		GamingDay: day, Kind: c.PostForm("kind"), Chips: chips, Note: strings.TrimSpace(c.PostForm("note"))})
	if ie, ok := rules.AsInputError(err); ok {
		placeErrors(ie, ids, errs, map[string]string{"kind": "kind", "table_id": "table_id", "note": "note", "gaming_day": "gaming_day"})
		w.showInventory(c, http.StatusUnprocessableEntity, prop, day, true, errs, "")
		return
	}
	if w.refusedRole(c, err) {
		return
	}
	q := url.Values{"gaming_day": {string(day)}, "done": {"saved"}}
	if prop.Code != "main" {
		q.Set("property", prop.Code)
	}
	c.Redirect(http.StatusSeeOther, "/web/inventory?"+q.Encode())
}
