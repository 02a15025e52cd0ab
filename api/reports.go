package api

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
)

// reportView is an archived report as the API lists it.
type reportView struct {
	models.ReportRun
	Download string `json:"download"`
}

// reportViews adds each report's download link.
func reportViews(runs []models.ReportRun) []reportView {
	out := make([]reportView, len(runs))
	for i, r := range runs {
		out[i] = reportView{ReportRun: r, Download: "/api/v1/reports/" + strconv.FormatInt(r.ID, 10) + "/file"}
	}
	return out
}

func (s *Server) listReports(c *gin.Context) {
	f := models.ReportFilter{Kind: c.Query("kind"), Trigger: c.Query("trigger")}
	if f.Kind != "" && !slices.Contains(reports.Kinds, f.Kind) {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "kind",
			"must be one of "+strings.Join(reports.Kinds, ", ")))
		return
	}
	if f.Trigger != "" && !slices.Contains(models.Triggers, f.Trigger) {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "trigger",
			"must be one of "+strings.Join(models.Triggers, ", ")))
		return
	}
	if !dayParam(c, &f.GamingDay) {
		return
	}
	if !pageParams(c, &f.BeforeID, &f.Limit) {
		return
	}
	runs, err := s.store.ReportRuns(c.Request.Context(), f)
	if err != nil {
		s.refused(c, err)
		return
	}
	out := reportPage{Reports: reportViews(runs)}
	if len(runs) == f.Limit {
		out.Next = &runs[len(runs)-1].ID
	}
	c.JSON(http.StatusOK, out)
}

// reportPage is a page of the archive, newest first. The list keeps the
// key it had before it was paged, so a client that reads reports and
// sends no parameters still gets the newest reports.
type reportPage struct {
	Reports []reportView `json:"reports"`
	// Next is the after of the next page, present when this one is full:
	// the id of its last, oldest report.
	Next *int64 `json:"next_after,omitempty"`
}

// reportRequest is the body of POST /api/v1/reports.
type reportRequest struct {
	Kind      string `json:"kind"`
	GamingDay string `json:"gaming_day"`
	Property  string `json:"property"`
}

// runReport produces a report on demand, archives it and lists its files.
func (s *Server) runReport(c *gin.Context) {
	body, ok := readBody(c, 16<<10)
	if !ok {
		return
	}
	var req reportRequest
	if err := rules.DecodeStrict(body, &req); err != nil {
		s.refused(c, err)
		return
	}
	if req.Kind == "" {
		req.Kind = reports.KindDailySummary
	}
	day, err := models.ParseDay(req.GamingDay)
	if err != nil {
		writeProblem(c, fieldProblem(http.StatusUnprocessableEntity, "invalid-field", "Invalid input", "gaming_day", err.Error()))
		return
	}
	code := req.Property
	if code == "" {
		code = "main"
	}
	ctx := c.Request.Context()
	prop, err := s.store.PropertyByCode(ctx, code)
	if err != nil {
		writeProblem(c, fieldProblem(http.StatusUnprocessableEntity, "invalid-field", "Invalid input", "property", "there is no property "+strconv.Quote(code)))
		return
	}
	runs, read, err := s.reports.Produce(ctx, reports.Request{Kind: req.Kind, PropertyID: prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:" + reqctx.CurrentUser(c).Name})
	if errors.Is(err, reports.ErrUnknownKind) {
		writeProblem(c, fieldProblem(http.StatusUnprocessableEntity, "invalid-field", "Invalid input", "kind", err.Error()))
		return
	}
	if errors.Is(err, reports.ErrReplicaBehind) {
		c.Header("Retry-After", strconv.Itoa(replicaRetryAfter))
	}
	if err != nil {
		s.refused(c, err)
		return
	}
	answer := gin.H{"reports": reportViews(runs)}
	if read != nil {
		// Only with a reporting replica: which database the files read.
		answer["data"] = read
	}
	c.JSON(http.StatusCreated, answer)
}

// replicaRetryAfter is the Retry-After, in seconds, of a report refused
// because the reporting replica is behind.
const replicaRetryAfter = 30

// downloadReport sends an archived file with its SHA-256 in a header, so
// the receiver can check the copy against the archive.
func (s *Server) downloadReport(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	r, err := s.store.ReportRunByID(c.Request.Context(), id)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+r.FileName+`"`)
	c.Header("X-Content-SHA256", r.SHA256)
	c.Data(http.StatusOK, reports.ContentType(r.Format), r.Content)
}

func (s *Server) listAudit(c *gin.Context) {
	f := models.AuditFilter{Chain: c.Query("chain"), Action: c.Query("action"), Subject: c.Query("subject")}
	if !pageParams(c, &f.AfterID, &f.Limit) {
		return
	}
	entries, err := s.store.AuditEntries(c.Request.Context(), f)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, page(entries, f.Limit, func(e models.AuditEntry) int64 { return e.ID }))
}

// verifyAudit checks the anchors and every audit chain; 200 with
// "verified" or "broken".
func (s *Server) verifyAudit(c *gin.Context) {
	rep, err := s.store.VerifyAudit(c.Request.Context())
	status := "verified"
	if errors.Is(err, models.ErrAuditBroken) {
		status = "broken"
	} else if err != nil {
		s.refused(c, err)
		return
	}
	if rep.Chains == nil {
		rep.Chains = []models.ChainReport{} // an empty log: no chain, not null
	}
	c.JSON(http.StatusOK, gin.H{"status": status, "chains": rep.Chains, "anchors": rep.Anchors,
		"records": rep.Records, "seals": rep.Seals, "key_fingerprint": rep.Key})
}
