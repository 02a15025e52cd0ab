package api

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// explanationRequest is the body of POST /api/v1/explanations.
type explanationRequest struct {
	// Property is the property's code ("main" when empty).
	Property  string     `json:"property"`
	GamingDay models.Day `json:"gaming_day"`
	Report    string     `json:"report"`
	TableID   string     `json:"table_id"`
	Kind      string     `json:"kind"`
	Text      string     `json:"explanation"`
}

// explanationView is an explanation of a flagged figure as the API shows
// it.
type explanationView struct {
	ID         int64      `json:"id"`
	Property   string     `json:"property"`
	GamingDay  models.Day `json:"gaming_day"`
	Report     string     `json:"report"`
	TableID    string     `json:"table_id"`
	Kind       string     `json:"kind"`
	Flag       string     `json:"flag"`
	Text       string     `json:"explanation"`
	WrittenBy  string     `json:"written_by"`
	WrittenAt  time.Time  `json:"written_at"`
	Supersedes *int64     `json:"supersedes,omitempty"`
	// Superseded is set when a later explanation of the same flag
	// replaces this one.
	Superseded bool `json:"superseded"`
}

func viewExplanation(e models.FlagExplanation, property string, superseded bool) explanationView {
	return explanationView{ID: e.ID, Property: property, GamingDay: e.GamingDay, Report: e.Report, TableID: e.TableID,
		Kind: e.Flag, Flag: e.Detail, Text: e.Text, WrittenBy: e.WrittenBy, WrittenAt: e.WrittenAt, Supersedes: e.Supersedes,
		Superseded: superseded}
}

// createExplanation writes an explanation of a figure a report flags out
// of line (compliance, admin): 201; 422 naming the field for a flag the
// day's report does not raise or an empty explanation.
func (s *Server) createExplanation(c *gin.Context) {
	body, ok := readBody(c, 16<<10)
	if !ok {
		return
	}
	var req explanationRequest
	if err := rules.DecodeStrict(body, &req); err != nil {
		s.refused(c, err)
		return
	}
	code := req.Property
	if code == "" {
		code = "main"
	}
	prop, err := s.store.PropertyByCode(c.Request.Context(), code)
	if errors.Is(err, models.ErrNotFound) {
		writeProblem(c, fieldProblem(http.StatusUnprocessableEntity, "invalid-field", "Invalid input", "property",
			"there is no property "+strconv.Quote(code)))
		return
	}
	if err != nil {
		s.refused(c, err)
		return
	}
	e, err := s.ledger.ExplainFlag(c.Request.Context(), reqctx.CurrentUser(c), ledger.ExplanationInput{PropertyID: prop.ID,
		GamingDay: req.GamingDay, Report: req.Report, TableID: req.TableID, Kind: req.Kind, Text: req.Text})
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, viewExplanation(e, prop.Code, false))
}

// listExplanations lists a property's explanations, oldest first, a page
// at a time (?after=ID&limit=N), of one gaming day if asked.
func (s *Server) listExplanations(c *gin.Context) {
	prop, ok := s.propertyParam(c)
	if !ok {
		return
	}
	f := models.ExplanationFilter{PropertyID: prop.ID}
	if !dayParam(c, &f.GamingDay) {
		return
	}
	if !pageParams(c, &f.AfterID, &f.Limit) {
		return
	}
	rows, superseded, err := s.store.FlagExplanations(c.Request.Context(), f)
	if err != nil {
		s.refused(c, err)
		return
	}
	out := make([]explanationView, len(rows))
	for i, e := range rows {
		out[i] = viewExplanation(e, prop.Code, superseded[e.ID])
	}
	c.JSON(http.StatusOK, page(out, f.Limit, func(v explanationView) int64 { return v.ID }))
}
