package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// correctionRequest is the body of POST /api/v1/hands/{id}/corrections.
type correctionRequest struct {
	FindingID  *int64 `json:"finding_id"`
	ReasonCode string `json:"reason_code"`
	Note       string `json:"note"`
	// Adjustment is a signed decimal string: money paid to (+) or collected
	// from (-) players to put the hand right.
	Adjustment string `json:"adjustment"`
}

func (s *Server) createCorrection(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	body, ok := readBody(c, 64<<10)
	if !ok {
		return
	}
	var req correctionRequest
	if err := rules.DecodeStrict(body, &req); err != nil {
		s.refused(c, err)
		return
	}
	in := ledger.CorrectionInput{FindingID: req.FindingID, ReasonCode: req.ReasonCode, Note: req.Note}
	if req.Adjustment != "" {
		m, err := rules.ParseSignedMoney(req.Adjustment)
		if err != nil {
			writeProblem(c, fieldProblem(http.StatusUnprocessableEntity, "invalid-field", "Invalid input", "adjustment", err.Error()))
			return
		}
		in.Adjustment = m
	}
	corr, err := s.ledger.FileCorrection(c.Request.Context(), reqctx.CurrentUser(c), id, in)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, corr)
}

func (s *Server) approveCorrection(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	corr, err := s.ledger.ApproveCorrection(c.Request.Context(), reqctx.CurrentUser(c), id)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, corr)
}

// findingLine is a line of GET /api/v1/findings.
type findingLine struct {
	ledger.FindingView
	HandID     int64      `json:"hand_id"`
	TableID    string     `json:"table_id"`
	HandNumber int64      `json:"hand_number"`
	GamingDay  models.Day `json:"gaming_day"`
	Status     string     `json:"status"`
}

func (s *Server) listFindings(c *gin.Context) {
	f := models.FindingFilter{Status: c.Query("status"), TableID: c.Query("table")}
	switch f.Status {
	case "", "open", "resolved":
	default:
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "status", "must be open or resolved"))
		return
	}
	if !dayParam(c, &f.GamingDay) {
		return
	}
	if !pageParams(c, &f.AfterID, &f.Limit) {
		return
	}
	rows, err := s.store.Findings(c.Request.Context(), f)
	if err != nil {
		s.refused(c, err)
		return
	}
	out := make([]findingLine, len(rows))
	for i, r := range rows {
		status := "resolved"
		if r.Open {
			status = "open"
		}
		out[i] = findingLine{FindingView: ledger.ViewFinding(r.Finding), HandID: r.HandID, TableID: r.TableID,
			HandNumber: r.HandNumber, GamingDay: r.GamingDay, Status: status}
	}
	c.JSON(http.StatusOK, page(out, f.Limit, func(l findingLine) int64 { return l.ID }))
}
