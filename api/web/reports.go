package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"mime"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
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
	Files       []models.ReportRun
}

type kindChoice struct {
	Kind, Name string
	Selected   bool
}

type reportsPage struct {
	Groups     []reportGroup
	Kinds      []kindChoice
	FilterKind []kindChoice
	GamingDay  string
	FilterDay  string
	Properties []propertyInfo
	Property   string
	Ran        []models.ReportRun
	Errors     formErrors
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
	page := reportsPage{GamingDay: day, FilterDay: c.Query("gaming_day"), Ran: ran, Errors: errs, Property: prop.Code}
	if len(props) > 1 {
		page.Properties = props
	}
	filterKind := c.Query("kind")
	page.FilterKind = []kindChoice{{Kind: "", Name: "Every report", Selected: filterKind == ""}}
	for _, k := range reports.Kinds {
		page.Kinds = append(page.Kinds, kindChoice{Kind: k, Name: reportKindName(k), Selected: k == kind})
		page.FilterKind = append(page.FilterKind, kindChoice{Kind: k, Name: reportKindName(k), Selected: k == filterKind})
	}
	f := models.ReportFilter{Kind: filterKind, Limit: 300}
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
		out = append(out, reportGroup{Kind: r.Kind, GamingDay: r.GamingDay, CreatedAt: r.CreatedAt,
			RequestedBy: r.RequestedBy, Trigger: r.Trigger, Files: []models.ReportRun{r}})
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
	runs, err := w.reports.Run(ctx, reports.Request{Kind: kind, PropertyID: prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:" + reqctx.CurrentUser(c).Name})
	if errors.Is(err, reports.ErrUnknownKind) {
		errs.add("kind", err.Error())
		w.showReports(c, http.StatusUnprocessableEntity, dayText, kind, nil, errs, "")
		return
	}
	if err != nil {
		w.failed(c, err)
		return
	}
	flash := reportKindName(kind) + " for " + string(day) + " written: " + strconv.Itoa(len(runs)) + " files."
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
	Entries                []auditEntry
	Next                   string
	Verified               bool
	Chains                 []models.ChainReport
	Broken                 []models.ChainReport
	Anchors                models.AnchorReport
	Loc                    *time.Location
}

const auditPageSize = 200

func (w *webUI) audit(c *gin.Context) {
	ctx := c.Request.Context()
	page := auditPage{Chain: strings.TrimSpace(c.Query("chain")), Action: strings.TrimSpace(c.Query("action")),
		Subject: strings.TrimSpace(c.Query("subject"))}
	if prop, _, err := w.mainProperty(c); err == nil {
		page.Loc = prop.Loc
	}
	f := models.AuditFilter{Chain: page.Chain, Action: page.Action, Subject: page.Subject, Limit: auditPageSize}
	if a := c.Query("after"); a != "" {
		n, err := strconv.ParseInt(a, 10, 64)
		if err != nil || n < 0 {
			w.message(c, http.StatusBadRequest, "Invalid page", "after must be a whole number")
			return
		}
		f.AfterID = n
	}
	entries, err := w.store.AuditEntries(ctx, f)
	if err != nil {
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
		page.Next = strconv.FormatInt(entries[len(entries)-1].ID, 10)
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
	page.Chains, page.Anchors = rep.Chains, rep.Anchors
	for _, ch := range rep.Chains {
		if ch.Broken != nil {
			page.Broken = append(page.Broken, ch)
		}
	}
	w.render(c, http.StatusOK, "audit", "Audit log", page)
}
