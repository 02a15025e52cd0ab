package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// The reports page (archived files with their SHA-256, and the form that
// runs one) and the audit log page.

// reportGroup is the files one run of a report wrote.
type reportGroup struct {
	Kind        string
	GamingDay   models.Day
	CreatedAt   time.Time
	RequestedBy string
	Trigger     string
	// Revision is a final report's revision (0 for the other triggers).
	Revision int64
	Files    []models.ReportRun
}

type kindChoice struct {
	Kind, Name string
	Selected   bool
}

type reportsPage struct {
	// Finals are the final Master Game Reports of signed-off days, kept
	// apart from Groups, every other run (on demand and nightly).
	Finals     []reportGroup
	Groups     []reportGroup
	Loc        *time.Location
	Kinds      []kindChoice
	FilterKind []kindChoice
	GamingDay  string
	FilterDay  string
	Properties []propertyInfo
	Property   string
	Ran        []models.ReportRun
	Errors     formErrors
	// Replica says where the reports read, when a reporting replica is
	// configured.
	Replica *reports.ReplicaStatus
}

func (w *webUI) reportsPage(c *gin.Context) {
	w.showReports(c, http.StatusOK, "", "", nil, formErrors{}, "")
}

func (w *webUI) showReports(c *gin.Context, status int, day, kind string, ran []models.ReportRun, errs formErrors, flash string) {
	ctx := c.Request.Context()
	prop, props, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	if day == "" {
		day = string(prop.Today.AddDays(-1))
	}
	page := reportsPage{GamingDay: day, FilterDay: c.Query("gaming_day"), Ran: ran, Errors: errs, Property: prop.Code, Loc: prop.Loc}
	if len(props) > 1 {
		page.Properties = props
	}
	filterKind := c.Query("kind")
	page.FilterKind = []kindChoice{{Kind: "", Name: "Every report", Selected: filterKind == ""}}
	for _, k := range reports.Kinds {
		page.Kinds = append(page.Kinds, kindChoice{Kind: k, Name: reportKindName(k), Selected: k == kind})
		page.FilterKind = append(page.FilterKind, kindChoice{Kind: k, Name: reportKindName(k), Selected: k == filterKind})
	}
	f := models.ReportFilter{Kind: filterKind, Limit: 300, NotTrigger: models.TriggerFinal}
	if page.FilterDay != "" {
		d, err := models.ParseDay(page.FilterDay)
		if err != nil {
			w.message(c, http.StatusBadRequest, "Invalid gaming day", err.Error())
			return
		}
		f.GamingDay = d
	}
	runs, err := w.store.ReportRuns(ctx, f)
	if err != nil {
		w.failed(c, err)
		return
	}
	page.Groups = groupRuns(runs)
	if filterKind == "" || filterKind == reports.KindMasterGame {
		finals, err := w.store.ReportRuns(ctx, models.ReportFilter{Kind: reports.KindMasterGame, GamingDay: f.GamingDay,
			Trigger: models.TriggerFinal, Limit: 300})
		if err != nil {
			w.failed(c, err)
			return
		}
		page.Finals = groupRuns(finals)
	}
	page.Replica = w.replicaStatus(c)
	w.renderWith(c, status, "reports", pageData{Title: "Reports", Flash: flash, Page: page})
}

// groupRuns puts the files of one run (same report, day, time and
// requester) together; runs come newest first.
func groupRuns(runs []models.ReportRun) []reportGroup {
	var out []reportGroup
	for _, r := range runs {
		if n := len(out); n > 0 {
			g := &out[n-1]
			if g.Kind == r.Kind && g.GamingDay == r.GamingDay && g.CreatedAt.Equal(r.CreatedAt) &&
				g.RequestedBy == r.RequestedBy && g.Trigger == r.Trigger {
				g.Files = append(g.Files, r)
				continue
			}
		}
		g := reportGroup{Kind: r.Kind, GamingDay: r.GamingDay, CreatedAt: r.CreatedAt,
			RequestedBy: r.RequestedBy, Trigger: r.Trigger, Files: []models.ReportRun{r}}
		if r.FinalRevision != nil {
			g.Revision = *r.FinalRevision
		}
		out = append(out, g)
	}
	for _, g := range out {
		sort.SliceStable(g.Files, func(a, b int) bool {
			return slices.Index(reports.Formats, g.Files[a].Format) < slices.Index(reports.Formats, g.Files[b].Format)
		})
	}
	return out
}

func (w *webUI) runReport(c *gin.Context) {
	ctx := c.Request.Context()
	dayText := strings.TrimSpace(c.PostForm("gaming_day"))
	kind := c.PostForm("kind")
	errs := formErrors{}
	day, err := models.ParseDay(dayText)
	if err != nil {
		errs.add("gaming_day", err.Error())
	}
	known := false
	for _, k := range reports.Kinds {
		known = known || k == kind
	}
	if !known {
		errs.add("kind", "choose one of the reports")
	}
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	if len(errs) > 0 {
		w.showReports(c, http.StatusUnprocessableEntity, dayText, kind, nil, errs, "")
		return
	}
	runs, read, err := w.reports.Produce(ctx, reports.Request{Kind: kind, PropertyID: prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:" + reqctx.CurrentUser(c).Name})
	if errors.Is(err, reports.ErrUnknownKind) {
		errs.add("kind", err.Error())
		w.showReports(c, http.StatusUnprocessableEntity, dayText, kind, nil, errs, "")
		return
	}
	if errors.Is(err, reports.ErrReplicaBehind) {
		w.replicaBehind(c, err)
		return
	}
	if err != nil {
		w.failed(c, err)
		return
	}
	flash := reportKindName(kind) + " for " + string(day) + " written: " + strconv.Itoa(len(runs)) + " files."
	if read != nil {
		flash += " " + read.Line
	}
	w.showReports(c, http.StatusOK, dayText, kind, runs, formErrors{}, flash)
}

// reportFile sends an archived file with its SHA-256 in a header.
func (w *webUI) reportFile(c *gin.Context) {
	id, ok := w.webPathID(c, "id")
	if !ok {
		return
	}
	r, err := w.store.ReportRunByID(c.Request.Context(), id)
	if err != nil {
		w.failed(c, err)
		return
	}
	c.Header("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": r.FileName}))
	c.Header("X-Content-SHA256", r.SHA256)
	c.Data(http.StatusOK, reports.ContentType(r.Format), r.Content)
}

// auditEntry is an audit entry with its payload laid out for reading.
type auditEntry struct {
	models.AuditEntry
	Detail string
}

type auditPage struct {
	Chain, Action, Subject string
	// From and To are the dates typed (YYYY-MM-DD, the property's
	// calendar), each day whole.
	From, To string
	Errors   formErrors
	Entries  []auditEntry
	Next     string
	Verified bool
	Chains   []models.ChainReport
	Broken   []models.ChainReport
	Anchors  models.AnchorReport
	Records  models.RecordReport
	Loc      *time.Location
}

const auditPageSize = 200

func (w *webUI) audit(c *gin.Context) {
	ctx := c.Request.Context()
	page := auditPage{Chain: strings.TrimSpace(c.Query("chain")), Action: strings.TrimSpace(c.Query("action")),
		Subject: strings.TrimSpace(c.Query("subject")), From: strings.TrimSpace(c.Query("from")), To: strings.TrimSpace(c.Query("to")),
		Errors: formErrors{}}
	page.Loc = time.UTC
	if prop, _, err := w.mainProperty(c); err == nil && prop.Loc != nil {
		page.Loc = prop.Loc
	}
	// The newest first, a page at a time: the next page is the entries
	// before the last shown.
	f := models.AuditFilter{Chain: page.Chain, Action: page.Action, Subject: page.Subject, Limit: auditPageSize, Newest: true}
	if b := c.Query("before"); b != "" {
		n, err := strconv.ParseInt(b, 10, 64)
		if err != nil || n < 1 {
			w.message(c, http.StatusBadRequest, "Invalid page", "before: must be a whole number above 0")
			return
		}
		f.BeforeID = n
	}
	var fromDay, toDay models.Day
	for _, d := range []struct {
		name, text string
		day        *models.Day
	}{{"from", page.From, &fromDay}, {"to", page.To, &toDay}} {
		if d.text == "" {
			continue
		}
		day, err := models.ParseDay(d.text)
		if err != nil {
			page.Errors.add(d.name, err.Error())
			continue
		}
		*d.day = day
	}
	if fromDay != "" && toDay != "" && toDay < fromDay {
		page.Errors.add("to", "is before the first date, "+string(fromDay))
	}
	if fromDay != "" {
		f.From = midnight(fromDay, page.Loc)
	}
	if toDay != "" {
		f.To = midnight(toDay.AddDays(1), page.Loc)
	}
	status := http.StatusOK
	var entries []models.AuditEntry
	var err error
	if len(page.Errors) > 0 {
		// Nothing is listed for a range that cannot be read.
		status = http.StatusBadRequest
	} else if entries, err = w.store.AuditEntries(ctx, f); err != nil {
		w.failed(c, err)
		return
	}
	for _, e := range entries {
		ae := auditEntry{AuditEntry: e, Detail: e.Payload}
		var p struct {
			Detail json.RawMessage `json:"detail"`
		}
		var pretty bytes.Buffer
		if json.Unmarshal([]byte(e.Payload), &p) == nil && len(p.Detail) > 0 && json.Indent(&pretty, p.Detail, "", "  ") == nil {
			ae.Detail = pretty.String()
		}
		page.Entries = append(page.Entries, ae)
	}
	if len(entries) == auditPageSize {
		q := url.Values{"before": {strconv.FormatInt(entries[len(entries)-1].ID, 10)}}
		for k, v := range map[string]string{"chain": page.Chain, "action": page.Action, "subject": page.Subject, "from": page.From, "to": page.To} {
			if v != "" {
				q.Set(k, v)
			}
		}
		page.Next = "/web/audit?" + q.Encode()
	}
	rep, err := w.store.VerifyAudit(ctx)
	switch {
	case err == nil:
		page.Verified = true
	case errors.Is(err, models.ErrAuditBroken):
	default:
		w.failed(c, err)
		return
	}
	page.Chains, page.Anchors, page.Records = rep.Chains, rep.Anchors, rep.Records
	for _, ch := range rep.Chains {
		if ch.Broken != nil {
			page.Broken = append(page.Broken, ch)
		}
	}
	w.renderWith(c, status, "audit", pageData{Title: "Audit log", Page: page})
}

// midnight is the start of a calendar date in loc.
func midnight(d models.Day, loc *time.Location) time.Time {
	t, _ := time.Parse(time.DateOnly, string(d))
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, loc)
}

// The report pages: any report laid out as the files lay it out, from the
// same Build, with its charts.

type cellView struct {
	Text string
	Num  bool
	// Href links the cell to a page: an exception's hand.
	Href string
	// Long marks a heading over names long enough (a game's runs to 95
	// characters) that a column sized beside its figures would wrap them
	// to many lines: the page gives the column room.
	Long bool
}

// longText is the length from which a column's text is given room.
const longText = 40

type tableView struct {
	Title   string
	Headers []cellView
	Rows    [][]cellView
	Totals  []cellView
	Notes   []string
}

type reportViewPage struct {
	Loc        *time.Location
	Kind, Name string
	Day        models.Day
	Kinds      []kindChoice
	Property   string
	Doc        render.Document
	Tables     []tableView
	Charts     []chartView
	Runs       []models.ReportRun
	// Read says which database the report read, with a reporting replica.
	Read *reports.DataRead
}

type chartView struct {
	ID, Title string
	SVG       template.HTML
	// Table is the chart's figures.
	Table tableView
}

func (w *webUI) reportView(c *gin.Context) {
	prop, _, err := w.mainProperty(c)
	if err != nil {
		w.failed(c, err)
		return
	}
	kind := c.Query("kind")
	if kind == "" {
		kind = reports.KindMasterGame
	}
	if !slices.Contains(reports.Kinds, kind) {
		w.message(c, http.StatusBadRequest, "Unknown report", "kind: "+strconv.Quote(kind)+" is not a report (reports: "+strings.Join(reports.Kinds, ", ")+")")
		return
	}
	day := prop.Today.AddDays(-1)
	if d := c.Query("gaming_day"); d != "" {
		if day, err = models.ParseDay(d); err != nil {
			w.message(c, http.StatusBadRequest, "Invalid gaming day", "gaming_day: "+err.Error())
			return
		}
	}
	built, err := w.reports.Build(c.Request.Context(), reports.Request{Kind: kind, PropertyID: prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:" + reqctx.CurrentUser(c).Name})
	if ie, ok := rules.AsInputError(err); ok {
		w.message(c, http.StatusUnprocessableEntity, "Report refused", ie.Error())
		return
	}
	if errors.Is(err, reports.ErrReplicaBehind) {
		w.replicaBehind(c, err)
		return
	}
	if err != nil {
		w.failed(c, err)
		return
	}
	runs, err := w.store.ReportRuns(c.Request.Context(), models.ReportFilter{Kind: kind, GamingDay: day, Limit: 20})
	if err != nil {
		w.failed(c, err)
		return
	}
	sym := w.currency(c)
	page := reportViewPage{Kind: kind, Name: reports.KindName(kind), Day: day, Property: prop.Code, Doc: built.Doc, Runs: runs,
		Read: built.Read, Loc: prop.Loc}
	if built.Read != nil {
		// The page shows the data line as a banner of its own.
		page.Doc.Subtitle = slices.DeleteFunc(slices.Clone(page.Doc.Subtitle), func(l string) bool { return l == built.Read.Line })
	}
	for _, k := range reports.Kinds {
		page.Kinds = append(page.Kinds, kindChoice{Kind: k, Name: reports.KindName(k), Selected: k == kind})
	}
	for _, t := range built.Doc.Tables() {
		page.Tables = append(page.Tables, tableOf(t, sym))
	}
	linkHands(page.Tables, built.Data)
	page.Charts = w.reportCharts(c, built)
	w.renderWith(c, http.StatusOK, "report_view", pageData{Title: reports.KindName(kind) + ", " + string(day), Page: page})
}

// replicaBehind answers a report the reporting replica cannot give yet.
func (w *webUI) replicaBehind(c *gin.Context, err error) {
	c.Header("Retry-After", "30")
	w.message(c, http.StatusServiceUnavailable, "Report data not yet on the reporting replica", err.Error())
}

// replicaStatus says where the reports read (a replica that does not
// answer is given up on within seconds); nil without a reporting replica.
func (w *webUI) replicaStatus(c *gin.Context) *reports.ReplicaStatus {
	st, ok, err := w.reports.ReplicaStatus(c.Request.Context())
	if !ok {
		return nil
	}
	if err != nil {
		st.Line = "Where the reports read cannot be told now: " + err.Error()
	}
	return &st
}

// linkHands links the reference of each exception about a hand to the
// hand's page, where its record, findings and corrections are.
func linkHands(tables []tableView, data any) {
	e, ok := data.(reports.Exceptions)
	if !ok || len(tables) == 0 || len(tables[0].Rows) != len(e.Rows) {
		return
	}
	ref := slices.IndexFunc(tables[0].Headers, func(h cellView) bool { return h.Text == "Reference" })
	if ref < 0 {
		return
	}
	for i, r := range e.Rows {
		if r.HandID != 0 && len(tables[0].Rows[i]) > ref {
			tables[0].Rows[i][ref].Href = "/web/hands/" + strconv.FormatInt(r.HandID, 10)
		}
	}
}

// tableOf lays a document's table out for the page, money with its sign.
func tableOf(t render.Section, sym string) tableView {
	tv := tableView{Title: t.Title, Notes: t.Notes}
	cells := func(row []render.Cell) []cellView {
		out := make([]cellView, len(row))
		for i, c := range row {
			s := c.String()
			if c.Kind() == render.Money {
				if rest, ok := strings.CutPrefix(s, "-"); ok {
					s = "-" + sym + rest
				} else {
					s = sym + s
				}
			}
			out[i] = cellView{Text: s, Num: c.Kind() == render.Int || c.Kind() == render.Money || c.Kind() == render.Percent}
		}
		return out
	}
	for i, col := range t.Columns {
		long := false
		if col.Kind == render.Text {
			for _, r := range t.Rows {
				if i < len(r) && utf8.RuneCountInString(r[i].String()) >= longText {
					long = true
					break
				}
			}
		}
		tv.Headers = append(tv.Headers, cellView{Text: col.Header, Num: col.Kind == render.Int || col.Kind == render.Money || col.Kind == render.Percent, Long: long})
	}
	for _, r := range t.Rows {
		tv.Rows = append(tv.Rows, cells(r))
	}
	if t.Totals != nil {
		tv.Totals = cells(t.Totals)
	}
	return tv
}

// reportCharts draws the charts of a report where people look rather than
// read: the Master Game Report's drop and win per table, the statistical
// report's win to drop by day with its expected band.
func (w *webUI) reportCharts(c *gin.Context, b reports.Built) []chartView {
	sym := w.currency(c)
	money := w.moneyFormat(c)
	switch data := b.Data.(type) {
	case reports.MasterGame:
		var labels []string
		var drop, win []int64
		fig := tableView{Title: "Drop and win per table", Headers: []cellView{{Text: "Table"}, {Text: "Drop", Num: true}, {Text: "Win", Num: true}}}
		for _, r := range data.Rows {
			if !r.Active() {
				continue
			}
			labels = append(labels, r.Name)
			drop, win = append(drop, int64(r.Drop)), append(win, int64(r.Win))
			fig.Rows = append(fig.Rows, []cellView{{Text: r.Name}, {Text: FormatMoney(sym, r.Drop), Num: true}, {Text: FormatMoney(sym, r.Win), Num: true}})
		}
		if len(labels) == 0 {
			return nil
		}
		return []chartView{{ID: "drop-win", Title: "Drop and win per table", Table: fig,
			SVG: barChart("Drop and win per table", "each table's drop and win on gaming day "+string(data.Day), labels,
				[]chartSeries{{Name: "Drop", Values: drop}, {Name: "Win", Values: win}}, money)}}
	case reports.Statistical:
		var band reports.Band
		for _, r := range data.Rows {
			if r.Level == reports.LevelProperty {
				band = r.Band
			}
		}
		labels := make([]string, len(data.Series))
		values := make([]int64, len(data.Series))
		has := make([]bool, len(data.Series))
		fig := tableView{Title: "Win to drop by day", Headers: []cellView{{Text: "Gaming day"}, {Text: "Drop", Num: true},
			{Text: "Win", Num: true}, {Text: "Win to drop", Num: true}, {Text: "Out of line"}}}
		for i, pt := range data.Series {
			labels[i] = pt.Day.Time(time.UTC).Format("2")
			values[i], has[i] = int64(pt.Hold.Pct), pt.Hold.HasPct
			pct, flag := "", ""
			if pt.Hold.HasPct {
				pct = render.PercentCell(pt.Hold.Pct).String()
			}
			if pt.Hold.Flag {
				flag = "yes"
			}
			fig.Rows = append(fig.Rows, []cellView{{Text: string(pt.Day)}, {Text: FormatMoney(sym, pt.Hold.Drop), Num: true},
				{Text: FormatMoney(sym, pt.Hold.Win), Num: true}, {Text: pct, Num: true}, {Text: flag}})
		}
		desc := "the property's win to drop of each gaming day of the month to " + string(data.Day)
		low, high := int64(band.Low), int64(band.High)
		if data.Rule == models.VarianceBasePoints {
			low, high = int64(band.Base-data.Points), int64(band.Base+data.Points)
		}
		if band.Has {
			desc += fmt.Sprintf(", over its expected band %s to %s", rules.Rate(low), rules.Rate(high))
		} else {
			desc += "; no base period yet, so no band"
		}
		return []chartView{{ID: "hold-by-day", Title: "Win to drop by day", Table: fig,
			SVG: bandChart("Win to drop by day", desc, labels, values, has, low, high, band.Has)}}
	}
	return nil
}
