package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

const (
	maxHandBytes  = 1 << 20
	maxBatchBytes = 64 << 20
)

func source(c *gin.Context) ledger.Source {
	var src ledger.Source
	if st, ok := reqctx.Station(c); ok {
		src.Station = &st
	}
	if u, ok := reqctx.User(c); ok {
		src.User = &u
	}
	return src
}

// readBody reads a request body up to limit bytes.
func readBody(c *gin.Context, limit int64) ([]byte, bool) {
	body, err := readLimited(c, limit)
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		writeProblem(c, newProblem(http.StatusRequestEntityTooLarge, "too-large", "Request too large",
			"the body may be at most "+strconv.FormatInt(limit, 10)+" bytes"))
		return nil, false
	case err != nil:
		writeProblem(c, newProblem(http.StatusBadRequest, "malformed-record", "Unreadable body", err.Error()))
		return nil, false
	}
	return body, true
}

// readLimited reads the body. When the request says its length, the body is
// read into a buffer of that size, not one grown by doubling as it comes (a
// batch is megabytes).
func readLimited(c *gin.Context, limit int64) ([]byte, error) {
	r := http.MaxBytesReader(c.Writer, c.Request.Body, limit)
	n := c.Request.ContentLength
	if n <= 0 || n > limit {
		return io.ReadAll(r)
	}
	// net/http ends the body at its Content-Length.
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, err
	}
	return body, nil
}

// createHand records one hand: 201 when new, 200 when the same hand was
// already recorded, 409 when a different record holds its key.
func (s *Server) createHand(c *gin.Context) {
	body, ok := readBody(c, maxHandBytes)
	if !ok {
		return
	}
	a, err := s.ledger.Record(c.Request.Context(), source(c), body)
	if err != nil {
		s.refused(c, err)
		return
	}
	s.counted(a)
	c.Data(a.Status, jsonContentType, a.AppendJSON(make([]byte, 0, 1024)))
}

// jsonContentType is what gin's c.JSON sends.
const jsonContentType = "application/json; charset=utf-8"

func (s *Server) counted(a ledger.Answer) {
	if a.Status == http.StatusCreated {
		s.metrics.hands.WithLabelValues(a.Game, a.Verdict).Inc()
	}
}

func (s *Server) refused(c *gin.Context, err error) {
	p := problemFor(err)
	if p.Status >= 500 {
		c.Error(err)
	} else {
		s.metrics.refused.WithLabelValues(strconv.Itoa(p.Status)).Inc()
	}
	writeProblem(c, p)
}

// batchResult is one hand's answer in a batch.
type batchResult struct {
	Index   int            `json:"index"`
	Status  int            `json:"status"`
	Hand    *ledger.Answer `json:"hand,omitempty"`
	Problem *Problem       `json:"problem,omitempty"`
}

type batchSummary struct {
	Recorded  int `json:"recorded"`
	Repeated  int `json:"repeated"`
	Refused   int `json:"refused"`
	Conflicts int `json:"conflicts"`
}

// createHandBatch records up to ledger.MaxBatch hands, each judged on its
// own; the answer lists every hand's status in input order.
func (s *Server) createHandBatch(c *gin.Context) {
	// A batch holds its records, their verdicts and the database call's
	// buffers (about 10 MB for 1,000 hands) while it is worked on; more
	// batches at once than the CPUs can work on add memory, not speed.
	select {
	case s.batchSlots <- struct{}{}:
		defer func() { <-s.batchSlots }()
	case <-c.Request.Context().Done():
		return
	}
	body, ok := readBody(c, maxBatchBytes)
	if !ok {
		return
	}
	raws, err := rules.ListMember(body, "hands")
	if err != nil {
		field, detail := "hands", err.Error()
		if ie, ok := rules.AsInputError(err); ok && len(ie.Errors) > 0 && ie.Errors[0].Field != "" {
			field, detail = ie.Errors[0].Field, ie.Errors[0].Detail
		}
		writeProblem(c, fieldProblem(http.StatusBadRequest, "malformed-record", "Malformed batch", field,
			"the body must be {\"hands\": [record, ...]}: "+detail))
		return
	}
	if len(raws) == 0 {
		writeProblem(c, fieldProblem(http.StatusUnprocessableEntity, "invalid-field", "Empty batch", "hands", "must hold at least one hand"))
		return
	}
	if len(raws) > ledger.MaxBatch {
		writeProblem(c, fieldProblem(http.StatusUnprocessableEntity, "invalid-field", "Batch too large", "hands",
			"may hold at most "+strconv.Itoa(ledger.MaxBatch)+" hands; this one holds "+strconv.Itoa(len(raws))))
		return
	}
	items := s.ledger.RecordBatch(c.Request.Context(), source(c), raws)
	results := make([]batchResult, len(items))
	var summary batchSummary
	for i, it := range items {
		r := batchResult{Index: i}
		if it.Err != nil {
			p := problemFor(it.Err)
			p.Instance = c.Request.URL.Path
			p.RequestID = reqctx.RequestID(c)
			if p.Status >= 500 {
				c.Error(it.Err)
			} else {
				s.metrics.refused.WithLabelValues(strconv.Itoa(p.Status)).Inc()
			}
			r.Status, r.Problem = p.Status, &p
			if p.Status == http.StatusConflict {
				summary.Conflicts++
			} else {
				summary.Refused++
			}
		} else {
			a := it.Answer
			r.Status, r.Hand = a.Status, &a
			s.counted(a)
			if a.Status == http.StatusCreated {
				summary.Recorded++
			} else {
				summary.Repeated++
			}
		}
		results[i] = r
	}
	writeBatchAnswer(c, results, summary)
}

// writeBatchAnswer writes {"results": [...], "summary": {...}} one result
// at a time, so that the answer to a batch is never held whole in memory.
func writeBatchAnswer(c *gin.Context, results []batchResult, summary batchSummary) {
	c.Header("Content-Type", "application/json; charset=utf-8")
	c.Status(http.StatusOK)
	w := c.Writer
	enc := json.NewEncoder(w)
	_, _ = w.WriteString(`{"results":[`)
	for i := range results {
		if i > 0 {
			_, _ = w.WriteString(",")
		}
		if err := enc.Encode(&results[i]); err != nil {
			_ = c.Error(err) // the client has gone; nothing more can be said
			return
		}
	}
	_, _ = w.WriteString(`],"summary":`)
	_ = enc.Encode(summary)
	_, _ = w.WriteString("}\n")
}

// handView is a hand as GET /api/v1/hands/{id} shows it.
type handView struct {
	ledger.Answer
	DealtAt     string           `json:"dealt_at"`
	ReceivedAt  string           `json:"received_at"`
	Record      json.RawMessage  `json:"record"`
	Settings    json.RawMessage  `json:"settings"`
	Settlements []settlementView `json:"settlements"`
	Corrections []correctionView `json:"corrections"`
	// Station names the station that posted the hand; EnteredBy the person
	// who entered it by hand.
	Station   string `json:"station,omitempty"`
	EnteredBy string `json:"entered_by,omitempty"`
}

type settlementView struct {
	Seat     int          `json:"seat"`
	Backline int          `json:"backline,omitempty"`
	Bet      string       `json:"bet"`
	Spot     string       `json:"spot,omitempty"`
	Amount   rules.Money  `json:"amount"`
	Declared rules.Result `json:"declared"`
	Expected rules.Result `json:"expected"`
	Rule     rules.Cite   `json:"rule"`
}

// findingOpen marks each finding open or resolved.
type findingWithStatus struct {
	ledger.FindingView
	Status string `json:"status"`
}

func (s *Server) getHand(c *gin.Context) {
	id, ok := pathID(c, "id")
	if !ok {
		return
	}
	ctx := c.Request.Context()
	h, err := s.store.HandByID(ctx, id)
	if err != nil {
		s.refused(c, err)
		return
	}
	open, err := s.store.OpenFindingIDs(ctx, id)
	if err != nil {
		s.refused(c, err)
		return
	}
	v := handView{Answer: ledger.AnswerOf(&h, 200), DealtAt: h.DealtAt.Format(timeFormat),
		ReceivedAt: h.ReceivedAt.Format(timeFormat), Record: json.RawMessage(h.Record),
		Settings: json.RawMessage(h.Settings), Settlements: make([]settlementView, 0, len(h.Settlements)),
		Corrections: make([]correctionView, len(h.Corrections))}
	names := userNames{store: s.store}
	for i, corr := range h.Corrections {
		if v.Corrections[i], err = names.correction(ctx, corr); err != nil {
			s.refused(c, err)
			return
		}
	}
	if h.StationID != nil {
		st, err := s.store.StationByID(ctx, *h.StationID)
		if err != nil {
			s.refused(c, err)
			return
		}
		v.Station = st.Name
	}
	if h.EnteredBy != nil {
		if v.EnteredBy, err = names.of(ctx, *h.EnteredBy); err != nil {
			s.refused(c, err)
			return
		}
	}
	for _, st := range h.Settlements {
		cite, _ := rules.ParseCite(st.Rule)
		v.Settlements = append(v.Settlements, settlementView{Seat: st.Seat, Backline: st.Backline, Bet: st.Bet, Spot: st.Spot, Amount: st.Amount,
			Declared: rules.Result{Result: st.DeclaredResult, Payout: st.DeclaredPayout, Commission: st.DeclaredCommission,
				Returned: st.DeclaredReturned},
			Expected: rules.Result{Result: st.ExpectedResult, Payout: st.ExpectedPayout, Commission: st.ExpectedCommission,
				Returned: st.ExpectedReturned},
			Rule: cite})
	}
	findings := make([]findingWithStatus, len(v.Findings))
	for i, f := range v.Findings {
		status := "resolved"
		if open[f.ID] {
			status = "open"
		}
		findings[i] = findingWithStatus{FindingView: f, Status: status}
	}
	c.JSON(http.StatusOK, struct {
		handView
		Findings []findingWithStatus `json:"findings"`
	}{v, findings})
}

const timeFormat = "2006-01-02T15:04:05.000Z07:00"

// handSummary is a line of GET /api/v1/hands.
type handSummary struct {
	ID         int64        `json:"id"`
	TableID    string       `json:"table_id"`
	HandNumber int64        `json:"hand_number"`
	Game       string       `json:"game"`
	GamingDay  models.Day   `json:"gaming_day"`
	DealtAt    string       `json:"dealt_at"`
	Verdict    string       `json:"verdict"`
	Totals     rules.Totals `json:"totals"`
}

func (s *Server) listHands(c *gin.Context) {
	f := models.HandFilter{TableID: c.Query("table"), Verdict: c.Query("verdict")}
	switch f.Verdict {
	case "", models.VerdictVerified, models.VerdictDiscrepancy:
	default:
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "verdict",
			"must be "+models.VerdictVerified+" or "+models.VerdictDiscrepancy))
		return
	}
	if !dayParam(c, &f.GamingDay) {
		return
	}
	if !pageParams(c, &f.AfterID, &f.Limit) {
		return
	}
	hands, err := s.store.Hands(c.Request.Context(), f)
	if err != nil {
		s.refused(c, err)
		return
	}
	out := make([]handSummary, len(hands))
	for i, h := range hands {
		out[i] = handSummary{ID: h.ID, TableID: h.TableID, HandNumber: h.HandNumber, Game: h.Game,
			GamingDay: h.GamingDay, DealtAt: h.DealtAt.Format(timeFormat), Verdict: h.Verdict,
			Totals: rules.Totals{Wagered: h.Wagered, HouseWin: h.HouseWin, ExpectedHouseWin: h.ExpectedHouseWin,
				Commission: h.Commission, ExpectedCommission: h.ExpectedCommission, Fees: h.Fees, ExpectedFees: h.ExpectedFees,
				PlayerDealerWin: h.PlayerDealerWin, ExpectedPlayerDealerWin: h.ExpectedPlayerDealerWin}}
	}
	c.JSON(http.StatusOK, page(out, f.Limit, func(h handSummary) int64 { return h.ID }))
}

// dayParam reads ?gaming_day=YYYY-MM-DD into day, if given.
func dayParam(c *gin.Context, day *models.Day) bool {
	d := c.Query("gaming_day")
	if d == "" {
		return true
	}
	parsed, err := models.ParseDay(d)
	if err != nil {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "gaming_day", err.Error()))
		return false
	}
	*day = parsed
	return true
}

// pageParams reads ?after=ID&limit=N (at most 1000, 100 when absent).
func pageParams(c *gin.Context, after *int64, limit *int) bool {
	return pageParamsUpTo(c, after, limit, 100, 1000)
}

// pageParamsUpTo reads ?after=ID&limit=N with a default and a largest
// limit; a value that is not a whole number in range is a 400 naming it.
func pageParamsUpTo(c *gin.Context, after *int64, limit *int, def, most int) bool {
	if v := c.Query("after"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "after",
				outOfRange(err, "must be a whole number, 0 or more", 0)))
			return false
		}
		*after = n
	}
	return limitParam(c, limit, def, most)
}

// limitParam reads ?limit=N, from 1 to most, def when absent.
func limitParam(c *gin.Context, limit *int, def, most int) bool {
	*limit = def
	if v := c.Query("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > most {
			// A number too large for an int is out of this range too.
			writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "limit",
				"must be a whole number from 1 to "+strconv.Itoa(most)))
			return false
		}
		*limit = n
	}
	return true
}

// outOfRange words a whole number that does not fit an int64 as out of
// range, from lo; anything else that does not parse, or parses out of the
// endpoint's own range, is said as detail.
func outOfRange(err error, detail string, lo int64) string {
	if errors.Is(err, strconv.ErrRange) {
		return fmt.Sprintf("is out of range: a whole number from %d to %d", lo, int64(math.MaxInt64))
	}
	return detail
}

// pageOf is a page of a list, with the cursor for the next page.
type pageOf[T any] struct {
	Items []T    `json:"items"`
	Next  *int64 `json:"next_after,omitempty"`
}

func page[T any](items []T, limit int, id func(T) int64) pageOf[T] {
	p := pageOf[T]{Items: items}
	if len(items) == limit && limit > 0 {
		n := id(items[len(items)-1])
		p.Next = &n
	}
	return p
}
