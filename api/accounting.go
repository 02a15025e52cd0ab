package api

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
)

// Table inventories, fills and credits, meter readings and the sign-off
// checklist.

// chipsBody is chips by denomination as a body gives them.
type chipsBody []struct {
	Denomination string `json:"denomination"`
	Count        int64  `json:"count"`
}

// parse reads the chips, naming each wrong denomination.
func (cb chipsBody) parse(errs *rules.InputError) models.ChipCount {
	out := make(models.ChipCount, 0, len(cb))
	for i, c := range cb {
		d, err := rules.ParseMoney(c.Denomination)
		if err != nil {
			errs.Add(fmt.Sprintf("chips[%d].denomination", i), "%v", err)
			continue
		}
		out = append(out, models.Chips{Denomination: d, Count: c.Count})
	}
	return out
}

// optionalDay reads an optional gaming day of a body.
func optionalDay(s string, errs *rules.InputError) models.Day {
	if s == "" {
		return ""
	}
	d, err := models.ParseDay(s)
	if err != nil {
		errs.Add("gaming_day", "%v", err)
	}
	return d
}

// slipRequest is the body of POST /api/v1/slips.
type slipRequest struct {
	Kind      string    `json:"kind"`
	TableID   string    `json:"table_id"`
	GamingDay string    `json:"gaming_day"`
	Chips     chipsBody `json:"chips"`
	Note      string    `json:"note"`
}

// requestSlip records a fill or credit requested on the floor (pit boss,
// admin): 201 with the slip, not yet verified.
func (s *Server) requestSlip(c *gin.Context) {
	var req slipRequest
	if !s.decodeBody(c, &req) {
		return
	}
	errs := &rules.InputError{}
	day := optionalDay(req.GamingDay, errs)
	chips := req.Chips.parse(errs)
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	row, err := s.ledger.RequestSlip(c.Request.Context(), reqctx.CurrentUser(c), ledger.SlipInput{Kind: req.Kind,
		TableID: req.TableID, GamingDay: day, Chips: chips, Note: req.Note})
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, row)
}

// listSlips answers a gaming day's fills and credits.
func (s *Server) listSlips(c *gin.Context) {
	day, prop, ok := s.dayAndProperty(c)
	if !ok {
		return
	}
	rows, err := s.ledger.Slips(c.Request.Context(), prop.ID, day)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"property": prop.Code, "gaming_day": day, "slips": rows})
}

// slipPDF answers a fill or credit as a printable PDF: its number,
// chips, the time of each step and the signature lines.
func (s *Server) slipPDF(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	v, prop, err := s.ledger.Slip(c.Request.Context(), id)
	if err != nil {
		if errors.Is(err, models.ErrNotFound) {
			writeProblem(c, newProblem(http.StatusNotFound, "not-found", "No such slip", fmt.Sprintf("there is no slip %d", id)))
			return
		}
		s.refused(c, err)
		return
	}
	var buf bytes.Buffer
	if err := reports.WriteSlipPDF(&buf, prop, v); err != nil {
		s.refused(c, err)
		return
	}
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-slip-%d.pdf"`, v.Kind, v.ID))
	c.Data(http.StatusOK, "application/pdf", buf.Bytes())
}

// verifySlip is the cage's signature (cage, admin; not the requester).
func (s *Server) verifySlip(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	if !s.noBody(c) {
		return
	}
	row, err := s.ledger.VerifySlip(c.Request.Context(), reqctx.CurrentUser(c), id)
	if err != nil {
		s.slipRefused(c, err)
		return
	}
	c.JSON(http.StatusOK, row)
}

// voidSlip voids a slip with a reason (pit boss, cage, admin).
func (s *Server) voidSlip(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	var req struct {
		Reason string `json:"reason"`
	}
	if !s.decodeBody(c, &req) {
		return
	}
	row, err := s.ledger.VoidSlip(c.Request.Context(), reqctx.CurrentUser(c), id, req.Reason)
	if err != nil {
		s.slipRefused(c, err)
		return
	}
	c.JSON(http.StatusOK, row)
}

func (s *Server) slipRefused(c *gin.Context, err error) {
	switch {
	case errors.Is(err, ledger.ErrSelfVerification):
		writeProblem(c, newProblem(http.StatusForbidden, "self-verification", "Self-verification refused", err.Error()))
	case errors.Is(err, ledger.ErrAlreadyVerified):
		writeProblem(c, newProblem(http.StatusConflict, "already-verified", "Already verified", err.Error()))
	case errors.Is(err, ledger.ErrAlreadyVoided):
		writeProblem(c, newProblem(http.StatusConflict, "already-voided", "Already voided", err.Error()))
	default:
		s.refused(c, err)
	}
}

// inventoryRequest is the body of POST /api/v1/inventories.
type inventoryRequest struct {
	TableID   string    `json:"table_id"`
	GamingDay string    `json:"gaming_day"`
	Kind      string    `json:"kind"`
	Chips     chipsBody `json:"chips"`
	Note      string    `json:"note"`
}

// recordInventory records a table's opener or closer (pit boss, admin).
func (s *Server) recordInventory(c *gin.Context) {
	var req inventoryRequest
	if !s.decodeBody(c, &req) {
		return
	}
	errs := &rules.InputError{}
	day := optionalDay(req.GamingDay, errs)
	chips := req.Chips.parse(errs)
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	row, err := s.ledger.RecordInventory(c.Request.Context(), reqctx.CurrentUser(c), ledger.InventoryInput{TableID: req.TableID,
		GamingDay: day, Kind: req.Kind, Chips: chips, Note: req.Note})
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, row)
}

// listInventories answers every table's opener and closer of a day.
func (s *Server) listInventories(c *gin.Context) {
	day, prop, ok := s.dayAndProperty(c)
	if !ok {
		return
	}
	rows, err := s.ledger.Inventories(c.Request.Context(), prop.ID, day)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"property": prop.Code, "gaming_day": day, "tables": rows})
}

// recordMeterReading records a person's reading of a pool's main meter.
func (s *Server) recordMeterReading(c *gin.Context) {
	var req struct {
		Amount string `json:"amount"`
		ReadAt string `json:"read_at"`
		Note   string `json:"note"`
	}
	if !s.decodeBody(c, &req) {
		return
	}
	errs := &rules.InputError{}
	amount, err := rules.ParseMoney(req.Amount)
	if err != nil {
		errs.Add("amount", "%v", err)
	}
	var at time.Time
	if req.ReadAt != "" {
		if at, err = rules.ParseTime(req.ReadAt); err != nil {
			errs.Add("read_at", "%v", err)
		}
	}
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	row, err := s.ledger.RecordMeterReading(c.Request.Context(), reqctx.CurrentUser(c), ledger.MeterReadingInput{
		PoolID: c.Param("id"), ReadAt: at, Amount: amount, Note: req.Note})
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, row)
}

// dayChecklist answers what a gaming day's sign-off would pass over.
func (s *Server) dayChecklist(c *gin.Context) {
	day, prop, ok := s.dayParams(c)
	if !ok {
		return
	}
	list, err := s.ledger.DayChecklist(c.Request.Context(), prop.ID, day)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, checklistView{Checklist: list, Property: prop.Code, Empty: list.Empty(), Summary: list.Summary()})
}

// checklistView is a checklist as the API shows it.
type checklistView struct {
	ledger.Checklist
	Property string `json:"property"`
	Empty    bool   `json:"empty"`
	Summary  string `json:"summary"`
}

// dayAndProperty reads the required ?gaming_day= and the ?property=.
func (s *Server) dayAndProperty(c *gin.Context) (models.Day, models.Property, bool) {
	var day models.Day
	if !dayParam(c, &day) {
		return "", models.Property{}, false
	}
	if day == "" {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "gaming_day", "is required"))
		return "", models.Property{}, false
	}
	prop, ok := s.propertyParam(c)
	return day, prop, ok
}
