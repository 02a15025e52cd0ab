package api

import (
	"bytes"
	"errors"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// poolView is a pool with its meters.
type poolView struct {
	ID               string            `json:"id"`
	Name             string            `json:"name"`
	Seed             rules.Money       `json:"seed"`
	MainRate         rules.Rate        `json:"main_rate"`
	ReserveRate      rules.Rate        `json:"reserve_rate"`
	Cap              *rules.Money      `json:"cap,omitempty"`
	PendingThreshold *rules.Money      `json:"pending_threshold,omitempty"`
	Closed           bool              `json:"closed"`
	TransferredTo    *string           `json:"transferred_to,omitempty"`
	Main             rules.Money       `json:"main"`
	Reserve          rules.Money       `json:"reserve"`
	Pending          rules.Money       `json:"pending"`
	Liability        rules.Money       `json:"liability"`
	LastSeq          int64             `json:"last_seq"`
	Links            []models.PoolLink `json:"links"`
	PendingHits      []eventView       `json:"pending_hits"`
}

type eventView struct {
	Seq          int64       `json:"seq"`
	Kind         string      `json:"kind"`
	At           string      `json:"at"`
	GamingDay    models.Day  `json:"gaming_day"`
	Main         rules.Money `json:"main"`
	Reserve      rules.Money `json:"reserve"`
	Pending      rules.Money `json:"pending"`
	MainAfter    rules.Money `json:"main_after"`
	ReserveAfter rules.Money `json:"reserve_after"`
	PendingAfter rules.Money `json:"pending_after"`
	HandID       *int64      `json:"hand_id,omitempty"`
	TableID      *string     `json:"table_id,omitempty"`
	Seat         int         `json:"seat,omitempty"`
	Line         string      `json:"line,omitempty"`
	Percent      rules.Rate  `json:"percent,omitempty"`
	RefSeq       int64       `json:"ref_seq,omitempty"`
	Requested    rules.Money `json:"requested,omitempty"`
	Reason       string      `json:"reason,omitempty"`
	Actor        string      `json:"actor"`
	Approver     string      `json:"approver,omitempty"`
}

func viewEvent(e models.PoolEvent) eventView {
	return eventView{Seq: e.Seq, Kind: e.Kind, At: e.At.UTC().Format(timeFormat), GamingDay: e.GamingDay,
		Main: e.Main, Reserve: e.Reserve, Pending: e.Pending, MainAfter: e.MainAfter, ReserveAfter: e.ReserveAfter,
		PendingAfter: e.PendingAfter, HandID: e.HandID, TableID: e.TableID, Seat: e.Seat, Line: e.Line,
		Percent: e.Percent, RefSeq: e.RefSeq, Requested: e.Requested, Reason: e.Reason, Actor: e.Actor, Approver: e.Approver}
}

// listProgressives shows every pool's meters and the prizes pending a
// supervisor's confirmation.
func (s *Server) listProgressives(c *gin.Context) {
	ctx := c.Request.Context()
	pools, err := s.store.Pools(ctx)
	if err != nil {
		s.refused(c, err)
		return
	}
	out := make([]poolView, 0, len(pools))
	for _, p := range pools {
		v := poolView{ID: p.ID, Name: p.Name, Seed: p.SeedAmount, MainRate: p.MainRate, ReserveRate: p.ReserveRate,
			Cap: p.Cap, PendingThreshold: p.PendingThreshold, Closed: p.ClosedAt != nil, TransferredTo: p.TransferredTo,
			Links: []models.PoolLink{}, PendingHits: []eventView{}}
		if last, err := s.store.LastPoolEvent(ctx, p.ID); err == nil {
			v.Main, v.Reserve, v.Pending, v.LastSeq = last.MainAfter, last.ReserveAfter, last.PendingAfter, last.Seq
			v.Liability = v.Main + v.Reserve + v.Pending
		}
		if links, err := s.store.PoolLinks(ctx, p.ID); err == nil {
			v.Links = append(v.Links, links...)
		}
		if pending, err := s.ledger.PendingHits(ctx, p.ID); err == nil {
			for _, e := range pending {
				v.PendingHits = append(v.PendingHits, viewEvent(e))
			}
		}
		out = append(out, v)
	}
	c.JSON(http.StatusOK, gin.H{"pools": out})
}

// listPoolEvents pages through a pool's event log by seq.
func (s *Server) listPoolEvents(c *gin.Context) {
	var after int64
	var limit int
	if !pageParamsUpTo(c, &after, &limit, 500, 5000) {
		return
	}
	if _, err := s.store.PoolByID(c.Request.Context(), c.Param("id")); errors.Is(err, models.ErrNotFound) {
		writeProblem(c, newProblem(http.StatusNotFound, "not-found", "No such pool", c.Param("id")))
		return
	}
	events, err := s.store.PoolEvents(c.Request.Context(), c.Param("id"), after, limit)
	if err != nil {
		s.refused(c, err)
		return
	}
	out := make([]eventView, len(events))
	for i, e := range events {
		out[i] = viewEvent(e)
	}
	p := page(out, limit, func(e eventView) int64 { return e.Seq })
	c.JSON(http.StatusOK, struct {
		PoolID string `json:"pool_id"`
		pageOf[eventView]
	}{c.Param("id"), p})
}

// createPool opens a pool (admin).
func (s *Server) createPool(c *gin.Context) {
	var body struct {
		ID               string  `json:"id"`
		Name             string  `json:"name"`
		Seed             string  `json:"seed"`
		MainRate         string  `json:"main_rate"`
		ReserveRate      string  `json:"reserve_rate"`
		Cap              *string `json:"cap"`
		PendingThreshold *string `json:"pending_threshold"`
	}
	if !s.decodeBody(c, &body) {
		return
	}
	errs := &rules.InputError{}
	in := ledger.PoolInput{ID: body.ID, Name: body.Name, Seed: rules.ParseAmount("seed", body.Seed, false, errs)}
	in.MainRate = rate(errs, "main_rate", body.MainRate)
	if body.ReserveRate != "" {
		in.ReserveRate = rate(errs, "reserve_rate", body.ReserveRate)
	}
	if body.Cap != nil {
		m := rules.ParseAmount("cap", *body.Cap, false, errs)
		in.Cap = &m
	}
	if body.PendingThreshold != nil {
		m := rules.ParseAmount("pending_threshold", *body.PendingThreshold, false, errs)
		in.PendingThreshold = &m
	}
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	p, err := s.ledger.CreatePool(c.Request.Context(), actorOf(c), in)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"id": p.ID})
}

func rate(errs *rules.InputError, field, v string) rules.Rate {
	r, err := rules.ParseRate(v)
	if err != nil {
		errs.Add(field, "%v", err)
	}
	return r
}

// linkPool makes a table's progressive bet feed a pool (admin).
func (s *Server) linkPool(c *gin.Context) {
	var body struct {
		TableID string `json:"table_id"`
		Bet     string `json:"bet"`
	}
	if !s.decodeBody(c, &body) {
		return
	}
	if err := s.ledger.LinkPool(c.Request.Context(), actorOf(c), c.Param("id"), body.TableID, body.Bet); err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"pool_id": c.Param("id"), "table_id": body.TableID, "bet": body.Bet})
}

// confirmHit pays a prize pending confirmation.
func (s *Server) confirmHit(c *gin.Context) {
	seq, ok := pathID(c, "seq")
	if !ok {
		return
	}
	if !s.noBody(c) {
		return
	}
	e, err := s.ledger.ConfirmHit(c.Request.Context(), actorOf(c), c.Param("id"), seq)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, viewEvent(e))
}

// requestAdjustment files a manual adjustment of a pool's meter.
func (s *Server) requestAdjustment(c *gin.Context) {
	var body struct {
		Amount string `json:"amount"`
		Reason string `json:"reason"`
	}
	if !s.decodeBody(c, &body) {
		return
	}
	amount, err := rules.ParseSignedMoney(body.Amount)
	if err != nil {
		s.refused(c, rules.Invalid("amount", "%v", err))
		return
	}
	e, err := s.ledger.RequestAdjustment(c.Request.Context(), actorOf(c), c.Param("id"), amount, body.Reason)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, viewEvent(e))
}

// approveAdjustment applies a requested adjustment (another user).
func (s *Server) approveAdjustment(c *gin.Context) {
	seq, ok := pathID(c, "seq")
	if !ok {
		return
	}
	if !s.noBody(c) {
		return
	}
	e, err := s.ledger.ApproveAdjustment(c.Request.Context(), actorOf(c), c.Param("id"), seq)
	if err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, viewEvent(e))
}

// closePool closes a pool and transfers its liability (admin).
func (s *Server) closePool(c *gin.Context) {
	var body struct {
		TransferTo string `json:"transfer_to"`
	}
	if !s.decodeBody(c, &body) {
		return
	}
	if err := s.ledger.ClosePool(c.Request.Context(), actorOf(c), c.Param("id"), body.TransferTo); err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"pool_id": c.Param("id"), "status": "closed", "transferred_to": body.TransferTo})
}

// decodeBody reads a small JSON body strictly.
func (s *Server) decodeBody(c *gin.Context, v any) bool {
	raw, ok := readBody(c, 64<<10)
	if !ok {
		return false
	}
	if err := rules.DecodeStrict(raw, v); err != nil {
		s.refused(c, namedBody(err))
		return false
	}
	return true
}

// noBody reads the body of an action that takes no input (an approval, a
// confirmation, a close): nothing, or the empty object {} that some clients
// always send. Anything else is refused 400 rather than ignored, so that a
// client that believes it sent something (a note, a reason) learns it was
// not read.
func (s *Server) noBody(c *gin.Context) bool {
	raw, ok := readBody(c, 4<<10)
	if !ok {
		return false
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return true
	}
	var none struct{}
	if err := rules.DecodeStrict(raw, &none); err != nil {
		if ie, ok := rules.AsInputError(err); ok {
			// A key this action does not take is as much a malformed
			// request as a body that is not JSON.
			ie.Malformed = true
			for i := range ie.Errors {
				if ie.Errors[i].Field == "" {
					ie.Errors[i].Detail = "must be empty or the empty object {}: this action takes no input (" + ie.Errors[i].Detail + ")"
				}
			}
		}
		s.refused(c, namedBody(err))
		return false
	}
	return true
}

// namedBody names "body" in a problem with the whole body (not JSON, not
// an object, cut short), which the reader leaves unnamed.
func namedBody(err error) error {
	if ie, ok := rules.AsInputError(err); ok {
		for i := range ie.Errors {
			if ie.Errors[i].Field == "" {
				ie.Errors[i].Field = "body"
			}
		}
	}
	return err
}
