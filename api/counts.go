package api

import (
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// countRequest is the body of POST /api/v1/counts: the count sheet of one
// table's drop box.
type countRequest struct {
	TableID   string `json:"table_id"`
	GamingDay string `json:"gaming_day"`
	// Amount is a decimal string, "1234.50"; the denominations add up to
	// it.
	Amount        string    `json:"amount"`
	Denominations chipsBody `json:"denominations"`
	// Team is the count team's members' names, at least three.
	Team []string `json:"team"`
	// StartedAt and EndedAt are RFC 3339 times.
	StartedAt string `json:"started_at"`
	EndedAt   string `json:"ended_at"`
	Note      string `json:"note"`
}

// countTime reads a required RFC 3339 time of a count.
func countTime(field, s, what string, errs *rules.InputError) time.Time {
	if s == "" {
		errs.Add(field, "is required: %s, an RFC 3339 time such as 2026-11-22T06:00:00Z", what)
		return time.Time{}
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		errs.Add(field, "%q is not an RFC 3339 time such as 2026-11-22T06:00:00Z", s)
		return time.Time{}
	}
	return t
}

// recordCount records a table's drop count for a gaming day (count,
// admin): 201 with the stored count. A later count of the same table and
// day supersedes it.
func (s *Server) recordCount(c *gin.Context) {
	var req countRequest
	if !s.decodeBody(c, &req) {
		return
	}
	errs := &rules.InputError{}
	if req.TableID == "" {
		errs.Add("table_id", "is required")
	}
	day, err := models.ParseDay(req.GamingDay)
	if err != nil {
		errs.Add("gaming_day", "%v", err)
	}
	amount, err := rules.ParseMoney(req.Amount)
	if err != nil {
		errs.Add("amount", "%v", err)
	}
	if req.Denominations == nil {
		errs.Add("denominations", "is required: the bills and chips found, by denomination, adding up to the amount")
	}
	denominations := make(models.ChipCount, 0, len(req.Denominations))
	for i, d := range req.Denominations {
		v, err := rules.ParseMoney(d.Denomination)
		if err != nil {
			errs.Add(fmt.Sprintf("denominations[%d].denomination", i), "%v", err)
			continue
		}
		denominations = append(denominations, models.Chips{Denomination: v, Count: d.Count})
	}
	if req.Team == nil {
		errs.Add("team", "is required: the names of the count team's members, at least three")
	}
	start := countTime("started_at", req.StartedAt, "when the count began", errs)
	end := countTime("ended_at", req.EndedAt, "when the count ended", errs)
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	d, err := s.ledger.RecordDropCount(c.Request.Context(), reqctx.CurrentUser(c), ledger.DropCountInput{
		TableID: req.TableID, GamingDay: day, Amount: amount, Denominations: denominations, Team: req.Team,
		StartedAt: start, EndedAt: end, Note: req.Note})
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, d)
}

// countSheet answers a gaming day's count sheet: every table's latest count
// beside the fees and commission its hands expect and declare.
func (s *Server) countSheet(c *gin.Context) {
	var day models.Day
	if !dayParam(c, &day) {
		return
	}
	if day == "" {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "gaming_day", "is required"))
		return
	}
	prop, ok := s.propertyParam(c)
	if !ok {
		return
	}
	rows, err := s.ledger.CountSheet(c.Request.Context(), prop.ID, day)
	if err != nil {
		s.refused(c, err)
		return
	}
	if rows == nil {
		rows = []ledger.CountRow{}
	}
	c.JSON(http.StatusOK, gin.H{"property": prop.Code, "gaming_day": day, "rows": rows})
}
