package ledger

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// Timed collection: a table under a timed schedule option reports who sat
// down and who left, and what it collected from each seat at each :00 and
// :30. The service works out who owed what at each boundary (rules/fees
// CheckTimed) from these append-only rows.

// SeatEventInput is one seat event as a table reports it.
type SeatEventInput struct {
	Seat  int
	Event string // models.SeatSit or models.SeatLeave
	At    time.Time
}

// RecordSeatEvents appends a table's seat events, all or none, audited.
func (l *Ledger) RecordSeatEvents(ctx context.Context, actor, tableID string, in []SeatEventInput) error {
	errs := &rules.InputError{}
	now := l.now()
	if len(in) == 0 {
		errs.Add("events", "lists no event")
	}
	rows := make([]models.SeatEvent, 0, len(in))
	for i, e := range in {
		f := fmt.Sprintf("events[%d]", i)
		if e.Seat < 1 || e.Seat > rules.MaxSeat {
			errs.Add(f+".seat", "must be a seat number from 1 to %d", rules.MaxSeat)
		}
		if e.Event != models.SeatSit && e.Event != models.SeatLeave {
			errs.Add(f+".event", "%q is not sit or leave", e.Event)
		}
		l.checkTime(errs, f+".at", e.At, now)
		rows = append(rows, models.SeatEvent{TableID: tableID, Seat: e.Seat, Event: e.Event, At: e.At.UTC(),
			RecordedBy: actor, RecordedAt: now})
	}
	if err := errs.Err(); err != nil {
		return err
	}
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := l.store.TableByID(ctx, tableID); err != nil {
			return asInput(rules.Invalid("table_id", "there is no table %q", tableID))
		}
		if err := l.store.AddSeatEvents(ctx, rows); err != nil {
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain(tableID), Actor: actor,
			Action: "table.seat_events", Subject: "table:" + tableID, Detail: map[string]any{"events": in}})
	})
}

// CollectionInput is the fee a table took from one seat at a boundary.
type CollectionInput struct {
	Seat   int
	Amount rules.Money
}

// RecordTimedCollections appends what a table collected at one half-hour
// boundary, all or none, audited. A seat collected twice at a boundary is
// refused: a correction is a separate matter, not an overwrite.
func (l *Ledger) RecordTimedCollections(ctx context.Context, actor, tableID string, at time.Time, in []CollectionInput) error {
	errs := &rules.InputError{}
	now := l.now()
	t, prop, err := l.store.TableWithProperty(ctx, tableID)
	if errors.Is(err, models.ErrNotFound) {
		return asInput(rules.Invalid("table_id", "there is no table %q", tableID))
	}
	if err != nil {
		return err
	}
	loc, err := prop.Location()
	if err != nil {
		return err
	}
	local := at.In(loc)
	switch {
	case at.IsZero():
		errs.Add("at", "is required: the boundary, an RFC 3339 time with its offset")
	case local.Minute()%30 != 0 || local.Second() != 0 || local.Nanosecond() != 0:
		errs.Add("at", "%s is not on the hour or the half hour of the property's clock; fees are collected on the hour and the half hour (seed 000 line 7055)", local.Format("15:04:05"))
	default:
		l.checkTime(errs, "at", at, now)
	}
	if len(in) == 0 {
		errs.Add("collections", "lists no collection")
	}
	seen := map[int]bool{}
	rows := make([]models.TimedCollection, 0, len(in))
	for i, c := range in {
		f := fmt.Sprintf("collections[%d]", i)
		if c.Seat < 1 || c.Seat > rules.MaxSeat {
			errs.Add(f+".seat", "must be a seat number from 1 to %d", rules.MaxSeat)
		}
		if seen[c.Seat] {
			errs.Add(f+".seat", "seat %d is listed twice", c.Seat)
		}
		seen[c.Seat] = true
		if c.Amount < 0 {
			errs.Add(f+".amount", "must not be negative")
		}
		rows = append(rows, models.TimedCollection{TableID: t.ID, At: at.UTC(), Seat: c.Seat, Amount: c.Amount,
			RecordedBy: actor, RecordedAt: now})
	}
	if err := errs.Err(); err != nil {
		return err
	}
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.AddTimedCollections(ctx, rows); err != nil {
			if models.IsUniqueViolation(err) {
				return asInput(rules.Invalid("collections", "a seat listed already has a collection at %s", local.Format("15:04")))
			}
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain(t.ID), Actor: actor,
			Action: "table.timed_collection", Subject: "table:" + t.ID,
			Detail: map[string]any{"at": at.UTC().Format(time.RFC3339), "collections": in}})
	})
}

// TimedDay is a table's timed collection over one gaming day: for each
// session, the option it opened with, every boundary with who owed what,
// and the differences.
type TimedDay struct {
	TableID   string              `json:"table_id"`
	GamingDay models.Day          `json:"gaming_day"`
	Sessions  []TimedSession      `json:"sessions"`
	Findings  []fees.TimedFinding `json:"findings"`
	Expected  rules.Money         `json:"expected"`
	Collected rules.Money         `json:"collected"`
}

// TimedSession is one session's timed collection within the day.
type TimedSession struct {
	OpenedAt time.Time  `json:"opened_at"`
	ClosedAt *time.Time `json:"closed_at,omitempty"`
	Schedule string     `json:"schedule"`
	// Problem says why the session's fees could not be checked.
	Problem    string          `json:"problem,omitempty"`
	Boundaries []fees.Boundary `json:"boundaries"`
}

// TimedCollection works out a table's timed collection for a gaming day.
func (l *Ledger) TimedCollection(ctx context.Context, tableID string, day models.Day) (TimedDay, error) {
	return TimedDayOf(ctx, l.store, tableID, day, l.now())
}

// TimedDayOf works out a table's timed collection for a gaming day, with
// sessions still open counted up to now. A collection reported while the
// table was closed is a finding too. It reads only append-only rows, so
// the API and the fee report agree.
func TimedDayOf(ctx context.Context, store *models.Store, tableID string, day models.Day, now time.Time) (TimedDay, error) {
	out := TimedDay{TableID: tableID, GamingDay: day, Sessions: []TimedSession{}, Findings: []fees.TimedFinding{}}
	t, prop, err := store.TableWithProperty(ctx, tableID)
	if errors.Is(err, models.ErrNotFound) {
		return out, asInput(rules.Invalid("table_id", "there is no table %q", tableID))
	}
	if err != nil {
		return out, err
	}
	loc, err := prop.Location()
	if err != nil {
		return out, err
	}
	from, to, err := prop.GamingDayBounds(day)
	if err != nil {
		return out, err
	}
	sessions, err := store.SessionsOverlapping(ctx, tableID, from, to)
	if err != nil {
		return out, err
	}
	collected, err := store.TimedCollectionsBetween(ctx, tableID, from, to.Add(time.Second))
	if err != nil {
		return out, err
	}
	matched := make([]bool, len(collected))
	for _, sess := range sessions {
		end := now
		if sess.ClosedAt != nil {
			end = *sess.ClosedAt
		}
		ts := TimedSession{OpenedAt: sess.OpenedAt, ClosedAt: sess.ClosedAt, Boundaries: []fees.Boundary{}}
		var values map[string]string
		_ = json.Unmarshal([]byte(sess.Settings), &values)
		ts.Schedule = values[fees.ScheduleKey]
		o, err := fees.ScheduleFor(t.Game, ts.Schedule)
		if err != nil || o == nil {
			ts.Problem = "the session has no collection schedule"
			if err != nil {
				ts.Problem = err.Error()
			}
		}
		var inSession []fees.Collected
		for i, c := range collected {
			if !c.At.Before(sess.OpenedAt) && !c.At.After(end) {
				matched[i] = true
				inSession = append(inSession, fees.Collected{Seat: c.Seat, At: c.At.In(loc), Amount: c.Amount})
			}
		}
		if ts.Problem == "" {
			events, err := store.SeatEventsUntil(ctx, tableID, end)
			if err != nil {
				return out, err
			}
			evs := make([]fees.SeatEvent, len(events))
			for i, e := range events {
				evs[i] = fees.SeatEvent{Seat: e.Seat, Sit: e.Event == models.SeatSit, At: e.At}
			}
			bs, fs, err := fees.CheckTimed(o, sess.OpenedAt.In(loc), end.In(loc), evs, inSession)
			if err != nil {
				ts.Problem = err.Error()
			}
			for _, b := range bs {
				if b.At.Before(from) || !b.At.Before(to) {
					continue
				}
				ts.Boundaries = append(ts.Boundaries, b)
				for _, sd := range b.Seats {
					out.Expected += sd.Expected
				}
			}
			for _, f := range fs {
				if !f.At.Before(from) && f.At.Before(to) {
					out.Findings = append(out.Findings, f)
				}
			}
		}
		out.Sessions = append(out.Sessions, ts)
	}
	for i, c := range collected {
		if !c.At.Before(to) {
			continue
		}
		out.Collected += c.Amount
		if !matched[i] {
			out.Findings = append(out.Findings, fees.TimedFinding{At: c.At.In(loc), Seat: c.Seat, Collected: c.Amount,
				Rule:    rules.At(rules.Seed000, "7055"),
				Message: fmt.Sprintf("seat %d paid %s at %s while the table was closed", c.Seat, c.Amount, c.At.In(loc).Format("15:04"))})
		}
	}
	return out, nil
}
