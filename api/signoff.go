package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
)

// signOffView is a gaming day's sign-off as the API shows it.
type signOffView struct {
	models.DaySignOff
	Property string `json:"property"`
	// Outstanding is the checklist the sign-off passed over, if any.
	Outstanding json.RawMessage `json:"outstanding,omitempty"`
}

func viewSignOff(so models.DaySignOff, property string) signOffView {
	v := signOffView{DaySignOff: so, Property: property}
	if so.Outstanding != "" {
		v.Outstanding = json.RawMessage(so.Outstanding)
	}
	return v
}

// signOffRequest is the body of POST /api/v1/gaming-days/{day}/sign-off.
type signOffRequest struct {
	Note string `json:"note"`
	// OverrideReason signs off past an outstanding checklist.
	OverrideReason string `json:"override_reason"`
}

// propertyParam reads ?property=CODE ("main" when absent).
func (s *Server) propertyParam(c *gin.Context) (models.Property, bool) {
	code := c.Query("property")
	if code == "" {
		code = "main"
	}
	p, err := s.store.PropertyByCode(c.Request.Context(), code)
	if errors.Is(err, models.ErrNotFound) {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "property",
			"there is no property "+strconv.Quote(code)))
		return p, false
	}
	if err != nil {
		s.refused(c, err)
		return p, false
	}
	return p, true
}

// pathDay reads the {day} path parameter.
func pathDay(c *gin.Context) (models.Day, bool) {
	d, err := models.ParseDay(c.Param("day"))
	if err != nil {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "day", err.Error()))
		return "", false
	}
	return d, true
}

// dayParams reads the {day} path parameter and the property, answering
// the request itself when either is wrong.
func (s *Server) dayParams(c *gin.Context) (models.Day, models.Property, bool) {
	day, ok := pathDay(c)
	if !ok {
		return "", models.Property{}, false
	}
	prop, ok := s.propertyParam(c)
	return day, prop, ok
}

// dayAct reads what an act on a gaming day (a sign-off, a review) takes:
// the {day} path parameter, the property and the optional JSON body, into
// req.
func (s *Server) dayAct(c *gin.Context, req any) (models.Day, models.Property, bool) {
	day, prop, ok := s.dayParams(c)
	if !ok {
		return "", models.Property{}, false
	}
	body, ok := readBody(c, 16<<10)
	if !ok {
		return "", models.Property{}, false
	}
	if len(bytes.TrimSpace(body)) > 0 {
		if err := rules.DecodeStrict(body, req); err != nil {
			s.refused(c, err)
			return "", models.Property{}, false
		}
	}
	return day, prop, true
}

// signOffDay signs off a gaming day (compliance, admin): 201, 409 when the
// day is already signed off, 422 when it has not ended.
func (s *Server) signOffDay(c *gin.Context) {
	var req signOffRequest
	day, prop, ok := s.dayAct(c, &req)
	if !ok {
		return
	}
	so, err := s.ledger.SignOff(c.Request.Context(), reqctx.CurrentUser(c), prop.ID, day,
		ledger.SignOffInput{Note: req.Note, OverrideReason: req.OverrideReason})
	if err != nil {
		s.refused(c, err)
		return
	}
	s.finalReports(c, prop, day)
	c.JSON(http.StatusCreated, viewSignOff(so, prop.Code))
}

// getSignOff answers a gaming day's sign-off, or 404 while it is not
// signed off.
func (s *Server) getSignOff(c *gin.Context) {
	day, prop, ok := s.dayParams(c)
	if !ok {
		return
	}
	so, err := s.store.DaySignOff(c.Request.Context(), prop.ID, day)
	if errors.Is(err, models.ErrNotFound) {
		writeProblem(c, newProblem(http.StatusNotFound, "not-found", "Not signed off",
			"gaming day "+string(day)+" of property "+prop.Code+" is not signed off"))
		return
	}
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, viewSignOff(so, prop.Code))
}

// finalReports writes the audited final Master Game Report of a day just
// signed off, on demand as the officer; the nightly job writes it too if
// this fails (jobs.RunFinalReports), so a failure is only logged.
func (s *Server) finalReports(c *gin.Context, prop models.Property, day models.Day) {
	_, err := s.reports.Run(c.Request.Context(), reports.Request{Kind: reports.KindMasterGame, PropertyID: prop.ID,
		GamingDay: day, Trigger: models.TriggerFinal, By: "user:" + reqctx.CurrentUser(c).Name})
	if err != nil {
		s.log.Error("final master game report", "gaming_day", day, "err", err, "request_id", reqctx.RequestID(c))
	}
}

// reviewView is a gaming day's review as the API shows it.
type reviewView struct {
	models.DayReview
	Property string `json:"property"`
	// PreparedBy is the officer who signed the day off.
	PreparedBy string `json:"prepared_by"`
	// Final lists the files of the final report revision written at the
	// review, which names the reviewer; empty if writing it failed (the
	// nightly job writes it then).
	Final []reportView `json:"final_reports,omitempty"`
}

// reviewRequest is the body of POST /api/v1/gaming-days/{day}/review.
type reviewRequest struct {
	Note string `json:"note"`
}

// reviewDay records a compliance officer's review of a signed-off day's
// final Master Game Report (compliance, admin; not the officer who signed
// the day off): 201 with the review and the files of the final revision
// that names the reviewer; 409 when the day is not signed off, the
// reviewer signed it off, or it is reviewed already.
func (s *Server) reviewDay(c *gin.Context) {
	var req reviewRequest
	day, prop, ok := s.dayAct(c, &req)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	user := reqctx.CurrentUser(c)
	r, err := s.ledger.ReviewDay(ctx, user, prop.ID, day, req.Note)
	if err != nil {
		s.refused(c, err)
		return
	}
	v := reviewView{DayReview: r, Property: prop.Code}
	if so, err := s.store.DaySignOff(ctx, prop.ID, day); err == nil {
		v.PreparedBy = so.SignedBy
	}
	runs, err := s.reports.Run(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: prop.ID,
		GamingDay: day, Trigger: models.TriggerFinal, By: "user:" + user.Name})
	if err != nil {
		s.log.Error("final master game report after the review", "gaming_day", day, "err", err, "request_id", reqctx.RequestID(c))
	}
	v.Final = reportViews(runs)
	c.JSON(http.StatusCreated, v)
}

// getReview answers a gaming day's review, or 404 while it is not
// reviewed.
func (s *Server) getReview(c *gin.Context) {
	day, prop, ok := s.dayParams(c)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	r, err := s.store.DayReview(ctx, prop.ID, day)
	if errors.Is(err, models.ErrNotFound) {
		writeProblem(c, newProblem(http.StatusNotFound, "not-found", "Not reviewed",
			"the final Master Game Report of gaming day "+string(day)+" of property "+prop.Code+" is not reviewed"))
		return
	}
	if err != nil {
		s.refused(c, err)
		return
	}
	v := reviewView{DayReview: r, Property: prop.Code}
	if so, err := s.store.DaySignOff(ctx, prop.ID, day); err == nil {
		v.PreparedBy = so.SignedBy
	}
	c.JSON(http.StatusOK, v)
}
