// Package jobs runs the scheduled work inside casinod: after each gaming day
// closes, the daily reports are produced and archived. Every job is
// idempotent per gaming day and locked, so replicas sharing one PostgreSQL
// run it once between them.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/robfig/cron/v3"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
)

// Grace is how long after a gaming day ends the nightly job waits before it
// reports the day, so late hands from a slow station are in.
const Grace = 30 * time.Minute

// CatchUpDays is how many of the latest closed gaming days get their
// reports even when no hand was dealt: a day without play is reported as
// such. Older closed days are reported when they have hands and lack a
// report, however long casinod was down (DaysLackingReports).
const CatchUpDays = 3

// MaxBacklogDays bounds how many older days one run reports, so that after
// a long outage each run ends soon and the latest days are never kept
// waiting behind the backlog; the next runs take the rest.
const MaxBacklogDays = 62

// DefaultSchedule checks every quarter hour. It runs in UTC: the gaming-day
// arithmetic, not the cron clock, decides which day is closed, so the daily
// run is never lost in a daylight-saving gap.
const DefaultSchedule = "*/15 * * * *"

// Scheduler runs the jobs on a cron schedule.
type Scheduler struct {
	cron    *cron.Cron
	store   *models.Store
	reports *reports.Generator
	log     *slog.Logger
	now     func() time.Time
}

// New returns a scheduler; Start starts it.
func New(store *models.Store, g *reports.Generator, log *slog.Logger) *Scheduler {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Scheduler{
		cron:    cron.New(cron.WithLocation(time.UTC)),
		store:   store,
		reports: g,
		log:     log,
		now:     func() time.Time { return time.Now().UTC() },
	}
}

// SetClock replaces the clock; tests use it.
func (s *Scheduler) SetClock(now func() time.Time) { s.now = now }

// Start schedules the jobs with the given cron spec and starts the clock.
func (s *Scheduler) Start(spec string) error {
	if _, err := s.cron.AddFunc(spec, func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		if _, err := s.RunDailyReports(ctx); err != nil {
			s.log.Error("nightly reports", "err", err)
		}
	}); err != nil {
		return err
	}
	s.cron.Start()
	return nil
}

// Stop stops the clock and waits for a running job to finish.
func (s *Scheduler) Stop() {
	<-s.cron.Stop().Done()
}

// ClosedDays returns the gaming days of a property that have closed (ended
// more than Grace ago), newest last, going back CatchUpDays, and none before
// the property existed.
func ClosedDays(p models.Property, now time.Time) ([]models.Day, error) {
	last, err := lastClosedDay(p, now)
	if err != nil {
		return nil, err
	}
	first, err := p.GamingDayOf(p.CreatedAt)
	if err != nil {
		return nil, err
	}
	var days []models.Day
	for d := last.AddDays(-(CatchUpDays - 1)); d <= last; d = d.AddDays(1) {
		if d >= first {
			days = append(days, d)
		}
	}
	return days, nil
}

// daysToReport returns the latest closed days, then the older closed days
// with hands that lack a report, oldest first.
func (s *Scheduler) daysToReport(ctx context.Context, p models.Property) ([]models.Day, error) {
	recent, err := ClosedDays(p, s.now())
	if err != nil {
		return nil, err
	}
	last, err := lastClosedDay(p, s.now())
	if err != nil {
		return nil, err
	}
	backlog, err := s.store.DaysLackingReports(ctx, p.ID, last.AddDays(-CatchUpDays), reports.Kinds, MaxBacklogDays)
	if err != nil {
		return nil, fmt.Errorf("property %s: days lacking reports: %w", p.Code, err)
	}
	return append(recent, backlog...), nil
}

// lastClosedDay is the latest gaming day that ended more than Grace ago.
func lastClosedDay(p models.Property, now time.Time) (models.Day, error) {
	d, err := p.GamingDayOf(now.Add(-Grace))
	return d.AddDays(-1), err
}

// RunDailyReports produces every report kind (the daily summary, the fee
// collection) for every closed gaming day of every property that does not
// have it yet, and returns the runs it wrote.
func (s *Scheduler) RunDailyReports(ctx context.Context) ([]models.ReportRun, error) {
	props, err := s.store.Properties(ctx)
	if err != nil {
		return nil, err
	}
	var out []models.ReportRun
	var errs []error
	for _, p := range props {
		days, err := s.daysToReport(ctx, p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for _, day := range days {
			for _, kind := range reports.Kinds {
				exists, err := s.store.ScheduledRunExists(ctx, kind, p.ID, day)
				if err != nil {
					errs = append(errs, err)
					continue
				}
				if exists {
					continue
				}
				runs, err := s.reports.Run(ctx, reports.Request{Kind: kind, PropertyID: p.ID,
					GamingDay: day, Trigger: models.TriggerScheduled, By: "system:nightly"})
				if errors.Is(err, reports.ErrAlreadyRun) {
					continue
				}
				if err != nil {
					errs = append(errs, err)
					continue
				}
				out = append(out, runs...)
			}
		}
	}
	return out, errors.Join(errs...)
}
