package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// countRequest is the body of POST /api/v1/counts.
type countRequest struct {
	TableID   string `json:"table_id"`
	GamingDay string `json:"gaming_day"`
	// Amount is a decimal string, "1234.50".
	Amount string `json:"amount"`
	Note   string `json:"note"`
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
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	d, err := s.ledger.RecordDropCount(c.Request.Context(), reqctx.CurrentUser(c), req.TableID, day, amount, req.Note)
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
