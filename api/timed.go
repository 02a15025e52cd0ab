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
	"github.com/tablegames/casino/rules/fees"
)

// seatEventsRequest is the body of POST /api/v1/tables/{id}/seats.
type seatEventsRequest struct {
	Events []struct {
		Seat  int    `json:"seat"`
		Event string `json:"event"`
		At    string `json:"at"`
	} `json:"events"`
}

// postSeatEvents records players sitting down and leaving (stations, pit
// bosses).
func (s *Server) postSeatEvents(c *gin.Context) {
	if !stationMayPost(c) {
		return
	}
	raw, ok := readBody(c, 256<<10)
	if !ok {
		return
	}
	var req seatEventsRequest
	if err := rules.DecodeStrict(raw, &req); err != nil {
		s.refused(c, err)
		return
	}
	errs := &rules.InputError{}
	in := make([]ledger.SeatEventInput, len(req.Events))
	for i, e := range req.Events {
		in[i] = ledger.SeatEventInput{Seat: e.Seat, Event: e.Event, At: parseTime(errs, fieldf("events[%d].at", i), e.At)}
	}
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	if err := s.ledger.RecordSeatEvents(c.Request.Context(), actorOf(c), c.Param("table_id"), in); err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"table_id": c.Param("table_id"), "recorded": len(in)})
}

// collectionsRequest is the body of POST /api/v1/tables/{id}/collections.
type collectionsRequest struct {
	At          string `json:"at"`
	Collections []struct {
		Seat   int    `json:"seat"`
		Amount string `json:"amount"`
	} `json:"collections"`
}

// postTimedCollections records what a table collected at a half-hour
// boundary.
func (s *Server) postTimedCollections(c *gin.Context) {
	if !stationMayPost(c) {
		return
	}
	raw, ok := readBody(c, 64<<10)
	if !ok {
		return
	}
	var req collectionsRequest
	if err := rules.DecodeStrict(raw, &req); err != nil {
		s.refused(c, err)
		return
	}
	errs := &rules.InputError{}
	at := parseTime(errs, "at", req.At)
	in := make([]ledger.CollectionInput, len(req.Collections))
	for i, x := range req.Collections {
		in[i] = ledger.CollectionInput{Seat: x.Seat, Amount: rules.ParseAmount(fieldf("collections[%d].amount", i), x.Amount, false, errs)}
	}
	if err := errs.Err(); err != nil {
		s.refused(c, err)
		return
	}
	if err := s.ledger.RecordTimedCollections(c.Request.Context(), actorOf(c), c.Param("table_id"), at, in); err != nil {
		s.refused(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"table_id": c.Param("table_id"), "at": at.UTC().Format(time.RFC3339), "recorded": len(in)})
}

// getTimedCollections answers who owed what at each boundary of a gaming
// day under the table's timed schedule, with the differences.
func (s *Server) getTimedCollections(c *gin.Context) {
	var day models.Day
	if !dayParam(c, &day) {
		return
	}
	if day == "" {
		writeProblem(c, fieldProblem(http.StatusBadRequest, "invalid-parameter", "Invalid parameter", "gaming_day",
			"is required: a date like 2026-11-21"))
		return
	}
	out, err := s.ledger.TimedCollection(c.Request.Context(), c.Param("table_id"), day)
	if err != nil {
		s.refused(c, err)
		return
	}
	// A boundary where nobody sat and nothing was collected lists no seat:
	// an empty list, not null.
	for i := range out.Sessions {
		for j := range out.Sessions[i].Boundaries {
			if b := &out.Sessions[i].Boundaries[j]; b.Seats == nil {
				b.Seats = []fees.SeatDue{}
			}
		}
	}
	c.JSON(http.StatusOK, out)
}

func parseTime(errs *rules.InputError, field, v string) time.Time {
	if v == "" {
		errs.Add(field, "is required: an RFC 3339 time with its offset, like \"2026-11-21T22:30:00-08:00\"")
		return time.Time{}
	}
	t, err := rules.ParseTime(v)
	if err != nil {
		errs.Add(field, "%q %v", v, err)
	}
	return t
}

func fieldf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// actorOf names who made a request for the audit log, and refuses a
// station that may not post for the table.
func actorOf(c *gin.Context) string {
	if st, ok := reqctx.Station(c); ok {
		return "station:" + st.Name
	}
	return "user:" + reqctx.CurrentUser(c).Name
}

// stationMayPost answers 403 when a station reports for a table it does not
// serve.
func stationMayPost(c *gin.Context) bool {
	if st, ok := reqctx.Station(c); ok && !st.Tables[c.Param("table_id")] {
		writeProblem(c, newProblem(http.StatusForbidden, "forbidden", "Forbidden",
			"this station may not report for table "+c.Param("table_id")))
		return false
	}
	return true
}
