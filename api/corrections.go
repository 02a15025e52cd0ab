package api

import (
	"context"
	"fmt"
	"net/http"
	"time"

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
	// OverrideReason says why a hand verified with no finding is corrected
	// all the same (docs/api.md, Corrections).
	OverrideReason string `json:"override_reason"`
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
	in := ledger.CorrectionInput{FindingID: req.FindingID, ReasonCode: req.ReasonCode, Note: req.Note, OverrideReason: req.OverrideReason}
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
	s.answerCorrection(c, http.StatusCreated, corr)
}

func (s *Server) approveCorrection(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	if !s.noBody(c) {
		return
	}
	corr, err := s.ledger.ApproveCorrection(c.Request.Context(), reqctx.CurrentUser(c), id)
	if err != nil {
		s.refused(c, err)
		return
	}
	s.answerCorrection(c, http.StatusOK, corr)
}

// correctionView is a correction as the API shows it: the people who
// entered and approved it by name.
type correctionView struct {
	ID         int64       `json:"id"`
	HandID     int64       `json:"hand_id"`
	FindingID  *int64      `json:"finding_id,omitempty"`
	ReasonCode string      `json:"reason_code"`
	Note       string      `json:"note"`
	Adjustment rules.Money `json:"adjustment"`
	EnteredBy  string      `json:"entered_by"`
	EnteredAt  time.Time   `json:"entered_at"`
	ApprovedBy string      `json:"approved_by,omitempty"`
	ApprovedAt *time.Time  `json:"approved_at,omitempty"`
	Late       bool        `json:"late"`
}

// userNames finds people's names by user id, each once per answer.
type userNames struct {
	store *models.Store
	names map[int64]string
}

func (n *userNames) of(ctx context.Context, id int64) (string, error) {
	if name, ok := n.names[id]; ok {
		return name, nil
	}
	u, err := n.store.UserByID(ctx, id)
	if err != nil {
		return "", fmt.Errorf("user %d: %w", id, err)
	}
	if n.names == nil {
		n.names = map[int64]string{}
	}
	n.names[id] = u.Name
	return u.Name, nil
}

func (n *userNames) correction(ctx context.Context, c models.Correction) (correctionView, error) {
	v := correctionView{ID: c.ID, HandID: c.HandID, FindingID: c.FindingID, ReasonCode: c.ReasonCode, Note: c.Note,
		Adjustment: c.Adjustment, EnteredAt: c.EnteredAt, ApprovedAt: c.ApprovedAt(), Late: c.Late()}
	var err error
	if v.EnteredBy, err = n.of(ctx, c.EnteredBy); err != nil {
		return v, err
	}
	if by := c.ApprovedBy(); by != nil {
		v.ApprovedBy, err = n.of(ctx, *by)
	}
	return v, err
}

func (s *Server) answerCorrection(c *gin.Context, status int, corr models.Correction) {
	names := userNames{store: s.store}
	v, err := names.correction(c.Request.Context(), corr)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(status, v)
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
