package web

import (
	"context"
	"errors"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// floorRow is one table on the floor page.
type floorRow struct {
	ID, Game string
	GameName string
	Retired  bool
	Open     bool
	OpenedBy string
	OpenedAt time.Time
	Schedule string
	// ScheduleName is the schedule in words, as the open-table page
	// offers it.
	ScheduleName string
	GamingDay    models.Day
	Hands        int64
	OpenFindings int
	LastHand     time.Time
	Loc          *time.Location
	HouseWin     rules.Money
	FeesAndComm  rules.Money
	// Drop is the count of the table's drop box for the day; Counted is
	// false until the count team has counted it.
	Drop    rules.Money
	Counted bool
	// WhileClosed are the day's hands dealt while the table had no open
	// session: an exception, linked to each hand.
	WhileClosed []models.ClosedTableHand
}

type floorPage struct {
	Days []models.Day
	// Picker offers the recent gaming days of the main property, the one
	// shown selected.
	Picker    []dayChoice
	Day       models.Day
	Rows      []floorRow
	Chart     template.HTML
	ChartData []floorRow
}

// propertyInfo is a property with its location and current gaming day.
type propertyInfo struct {
	models.Property
	Loc   *time.Location
	Today models.Day
}

// properties loads every property with its current gaming day.
func (w *webUI) properties(ctx context.Context) (map[int64]propertyInfo, []propertyInfo, error) {
	props, err := w.store.Properties(ctx)
	if err != nil {
		return nil, nil, err
	}
	byID := map[int64]propertyInfo{}
	var list []propertyInfo
	for _, p := range props {
		loc, err := p.Location()
		if err != nil {
			return nil, nil, err
		}
		day, err := p.GamingDayOf(w.now())
		if err != nil {
			return nil, nil, err
		}
		pi := propertyInfo{Property: p, Loc: loc, Today: day}
		byID[p.ID] = pi
		list = append(list, pi)
	}
	return byID, list, nil
}

// mainProperty is the property the pages work on: ?property=CODE, or
// "main", or the first one.
func (w *webUI) mainProperty(c *gin.Context) (propertyInfo, []propertyInfo, error) {
	_, list, err := w.properties(c.Request.Context())
	if err != nil {
		return propertyInfo{}, nil, err
	}
	if len(list) == 0 {
		return propertyInfo{}, nil, errors.New("no property is configured")
	}
	want := c.Query("property")
	if want == "" {
		want = c.PostForm("property")
	}
	if want == "" {
		want = "main"
	}
	for _, p := range list {
		if p.Code == want {
			return p, list, nil
		}
	}
	return list[0], list, nil
}

// openFindingsBy counts the open findings by a key of each (its table,
// its gaming day).
func (w *webUI) openFindingsBy(ctx context.Context, key func(models.FindingView) string) (map[string]int, error) {
	out := map[string]int{}
	f := models.FindingFilter{Status: "open", Limit: 1000}
	for range 50 {
		rows, err := w.store.Findings(ctx, f)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			out[key(r)]++
		}
		if len(rows) < f.Limit {
			break
		}
		f.AfterID = rows[len(rows)-1].ID
	}
	return out, nil
}

func (w *webUI) openFindingsByTable(ctx context.Context) (map[string]int, error) {
	return w.openFindingsBy(ctx, func(f models.FindingView) string { return f.TableID })
}

// lastHands finds the newest hand of each table on a property's gaming day.
func (w *webUI) lastHands(ctx context.Context, propertyID int64, day models.Day) (map[string]time.Time, error) {
	var rows []struct {
		TableID string `gorm:"column:table_id"`
		LastID  int64  `gorm:"column:last_id"`
	}
	err := w.store.RawScan(ctx, &rows, `SELECT table_id, MAX(id) AS last_id FROM hands
		WHERE property_id = ? AND gaming_day = ? GROUP BY table_id`, propertyID, day)
	if err != nil {
		return nil, err
	}
	out := map[string]time.Time{}
	for _, r := range rows {
		hs, err := w.store.Hands(ctx, models.HandFilter{TableID: r.TableID, AfterID: r.LastID - 1, Limit: 1})
		if err != nil {
			return nil, err
		}
		if len(hs) == 1 {
			out[r.TableID] = hs[0].DealtAt
		}
	}
	return out, nil
}

func (w *webUI) floor(c *gin.Context) {
	ctx := c.Request.Context()
	props, list, err := w.properties(ctx)
	if err != nil {
		w.failed(c, err)
		return
	}
	if d := c.Query("gaming_day"); d != "" {
		day, err := models.ParseDay(d)
		if err != nil {
			w.message(c, http.StatusBadRequest, "Invalid gaming day", err.Error())
			return
		}
		for id, p := range props {
			p.Today = day
			props[id] = p
		}
	}
	tables, err := w.store.Tables(ctx)
	if err != nil {
		w.failed(c, err)
		return
	}
	open := map[string]int{}
	daily := map[string]reports.DailyRow{}
	last := map[string]time.Time{}
	closed := map[string][]models.ClosedTableHand{}
	drops := map[string]models.CountLine{}
	var page floorPage
	seen := map[models.Day]bool{}
	for _, p := range list {
		p = props[p.ID]
		if !seen[p.Today] {
			seen[p.Today] = true
			page.Days = append(page.Days, p.Today)
		}
		sum, err := reports.Daily(ctx, w.store, p.ID, p.Today)
		if err != nil {
			w.failed(c, err)
			return
		}
		for _, r := range sum.Rows {
			daily[r.TableID] = r
			// The day's open findings, as the summary counts them: the
			// chosen gaming day's, not every day's.
			open[r.TableID] = int(r.OpenFindings)
		}
		l, err := w.lastHands(ctx, p.ID, p.Today)
		if err != nil {
			w.failed(c, err)
			return
		}
		for k, v := range l {
			last[k] = v
		}
		sheet, err := w.store.CountSheet(ctx, p.ID, p.Today)
		if err != nil {
			w.failed(c, err)
			return
		}
		for _, line := range sheet {
			drops[line.TableID] = line
		}
		hs, err := w.store.ClosedTableHands(ctx, p.ID, p.Today)
		if err != nil {
			w.failed(c, err)
			return
		}
		for _, h := range hs {
			closed[h.TableID] = append(closed[h.TableID], h)
		}
	}
	for _, t := range tables {
		p := props[t.PropertyID]
		row := floorRow{ID: t.ID, Game: t.Game, GameName: w.gameName(t.Game), Retired: t.RetiredAt != nil, GamingDay: p.Today, Loc: p.Loc,
			OpenFindings: open[t.ID], LastHand: last[t.ID], WhileClosed: closed[t.ID]}
		if d, ok := drops[t.ID]; ok && d.CountID != 0 {
			row.Drop, row.Counted = d.Count, true
		}
		if d, ok := daily[t.ID]; ok {
			row.Hands, row.HouseWin, row.FeesAndComm = d.Hands, d.HouseWin, d.Fees+d.Commission
		}
		if sess, err := w.store.OpenSessionOf(ctx, t.ID); err == nil {
			row.Open, row.OpenedBy, row.OpenedAt = true, sess.OpenedBy, sess.OpenedAt
		} else if !errors.Is(err, models.ErrNotFound) {
			w.failed(c, err)
			return
		}
		if values, err := t.SettingValues(); err == nil {
			if v := values[fees.ScheduleKey]; v != "" && v != fees.NoSchedule {
				row.Schedule, row.ScheduleName = v, scheduleName(t.Game, v)
			}
		}
		if row.Retired && row.Hands == 0 && row.OpenFindings == 0 {
			continue
		}
		page.Rows = append(page.Rows, row)
		if row.Hands > 0 {
			page.ChartData = append(page.ChartData, row)
		}
	}
	if len(page.ChartData) > 0 {
		labels := make([]string, len(page.ChartData))
		win := make([]int64, len(page.ChartData))
		fee := make([]int64, len(page.ChartData))
		for i, r := range page.ChartData {
			labels[i], win[i], fee[i] = r.ID, int64(r.HouseWin), int64(r.FeesAndComm)
		}
		page.Chart = barChart("Win and fees per table",
			"House win and the fees and commission collected at each table on gaming day "+joinDays(page.Days),
			labels, []chartSeries{{Name: "House win", Values: win}, {Name: "Fees and commission", Values: fee}}, w.moneyFormat(c))
	}
	// The day picker: the main property's recent days (the one shown).
	for _, p := range list {
		if p.Code == "main" || p.ID == list[0].ID {
			page.Day = props[p.ID].Today
			page.Picker = dayChoices(p, page.Day)
			if p.Code == "main" {
				break
			}
		}
	}
	d := pageData{Title: "Floor", Page: page}
	d.Flash = floorFlash(c, tables)
	w.renderWith(c, http.StatusOK, "floor", d)
}

// gameName is a game's name as its rules give it ("Baccarat (Colorado)"),
// or its id for a game the service does not know.
func (w *webUI) gameName(id string) string {
	if g, ok := w.ledger.Games().Game(id); ok {
		if n := g.Info().Name; n != "" {
			return n
		}
	}
	return id
}

func joinDays(days []models.Day) string {
	s := make([]string, len(days))
	for i, d := range days {
		s[i] = string(d)
	}
	return strings.Join(s, ", ")
}

// floorFlash says what the last action did, for a known table only.
func floorFlash(c *gin.Context, tables []models.Table) string {
	id := c.Query("table")
	known := false
	for _, t := range tables {
		known = known || t.ID == id
	}
	if !known {
		return ""
	}
	switch c.Query("done") {
	case "opened":
		return "Table " + id + " opened."
	case "closed":
		return "Table " + id + " closed."
	}
	return ""
}

// scheduleChoice is an option of the collection schedule select.
type scheduleChoice struct {
	Value, Label string
	Selected     bool
}

type scheduleGroup struct {
	Label   string
	Choices []scheduleChoice
}

type tablePage struct {
	Table    models.Table
	GameName string
	Open     *models.TableSession
	Loc      *time.Location
	Groups   []scheduleGroup
	None     scheduleChoice
	Takes    bool // the game has collection schedules
	Errors   formErrors
	Selected string
}

// tableFor loads a table and its property, answering 404 when there is none.
func (w *webUI) tableFor(c *gin.Context) (models.Table, models.Property, *time.Location, bool) {
	t, p, err := w.store.TableWithProperty(c.Request.Context(), c.Param("id"))
	if errors.Is(err, models.ErrNotFound) {
		w.message(c, http.StatusNotFound, "Not found", "There is no table "+c.Param("id")+".")
		return t, p, nil, false
	}
	if err != nil {
		w.failed(c, err)
		return t, p, nil, false
	}
	loc, err := p.Location()
	if err != nil {
		w.failed(c, err)
		return t, p, nil, false
	}
	return t, p, loc, true
}

func (w *webUI) tablePage(c *gin.Context, t models.Table, loc *time.Location, selected string, errs formErrors) (tablePage, error) {
	page := tablePage{Table: t, GameName: w.gameName(t.Game), Loc: loc, Errors: errs}
	if sess, err := w.store.OpenSessionOf(c.Request.Context(), t.ID); err == nil {
		page.Open = &sess
	} else if !errors.Is(err, models.ErrNotFound) {
		return page, err
	}
	if selected == "" {
		values, _ := t.SettingValues()
		selected = values[fees.ScheduleKey]
	}
	if selected == "" {
		selected = fees.NoSchedule
	}
	page.Selected = selected
	page.None = scheduleChoice{Value: fees.NoSchedule, Label: "none — fees recorded, not checked", Selected: selected == fees.NoSchedule}
	page.Groups = scheduleGroups(t.Game, selected)
	page.Takes = len(page.Groups) > 0
	if !page.Takes {
		page.None.Label = "none — this game takes no collection fees"
	}
	return page, nil
}

func (w *webUI) openPage(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	page, err := w.tablePage(c, t, loc, "", formErrors{})
	if err != nil {
		w.failed(c, err)
		return
	}
	w.render(c, http.StatusOK, "table_open", "Open table "+t.ID, page)
}

func (w *webUI) openTable(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	// A game without schedules has no collection_schedule setting: "none"
	// changes nothing there, and anything else is for the game to refuse.
	choice := strings.TrimSpace(c.PostForm("collection_schedule"))
	var changes map[string]string
	if choice != "" && (choice != fees.NoSchedule || len(fees.SetsForGame(t.Game)) > 0) {
		changes = map[string]string{fees.ScheduleKey: choice}
	}
	dealer := strings.TrimSpace(c.PostForm("dealer_id"))
	_, err := w.ledger.OpenTableWith(c.Request.Context(), "user:"+reqctx.CurrentUser(c).Name, t.ID,
		ledger.TableOpening{Settings: changes, DealerID: dealer})
	if err != nil {
		ie, ok := rules.AsInputError(err)
		if !ok {
			w.failed(c, err)
			return
		}
		errs := formErrors{}
		for _, fe := range ie.Errors {
			field := "form"
			if strings.HasPrefix(fe.Field, "settings") {
				field = "collection_schedule"
			}
			if fe.Field == "dealer_id" {
				field = "dealer_id"
			}
			errs.add(field, fe.Detail)
		}
		page, perr := w.tablePage(c, t, loc, choice, errs)
		if perr != nil {
			w.failed(c, perr)
			return
		}
		w.render(c, http.StatusUnprocessableEntity, "table_open", "Open table "+t.ID, page)
		return
	}
	c.Redirect(http.StatusSeeOther, "/web/floor?done=opened&table="+url.QueryEscape(t.ID))
}

func (w *webUI) closePage(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	page, err := w.tablePage(c, t, loc, "", formErrors{})
	if err != nil {
		w.failed(c, err)
		return
	}
	w.render(c, http.StatusOK, "table_close", "Close table "+t.ID, page)
}

func (w *webUI) closeTable(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	err := w.ledger.CloseTable(c.Request.Context(), "user:"+reqctx.CurrentUser(c).Name, t.ID)
	if err != nil {
		ie, ok := rules.AsInputError(err)
		if !ok {
			w.failed(c, err)
			return
		}
		errs := formErrors{}
		for _, fe := range ie.Errors {
			errs.add("form", fe.Detail)
		}
		page, perr := w.tablePage(c, t, loc, "", errs)
		if perr != nil {
			w.failed(c, perr)
			return
		}
		w.render(c, http.StatusUnprocessableEntity, "table_close", "Close table "+t.ID, page)
		return
	}
	c.Redirect(http.StatusSeeOther, "/web/floor?done=closed&table="+url.QueryEscape(t.ID))
}
