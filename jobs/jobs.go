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
		// The books first, so that the reports read them.
		if _, err := s.RunBooks(ctx); err != nil {
			s.log.Error("day books", "err", err)
		}
		// The books are written on the primary; with a reporting replica
		// the reports wait for it to hold them, once for all of them.
		// When it stays behind, the reports are written by a later run.
		if err := s.reports.AwaitReplica(ctx); err != nil {
			s.log.Error("nightly reports wait for the reporting replica", "err", err)
			return
		}
		if _, err := s.RunDailyReports(ctx); err != nil {
			s.log.Error("nightly reports", "err", err)
		}
		if _, err := s.RunMonthlyReports(ctx); err != nil {
			s.log.Error("monthly reports", "err", err)
		}
		if _, err := s.RunFinalReports(ctx); err != nil {
			s.log.Error("final reports", "err", err)
		}
	}); err != nil {
		return err
	}
	s.cron.Start()
	return nil
}

// DefaultAnchorEvery is how often, while chains move, an anchor is written
// and copied outside the database: the most of the log's end that a cut
// with the database's anchors could hide from the outside copy.
const DefaultAnchorEvery = 5 * time.Minute

// StartAnchors runs RunAnchor every interval and starts the clock. Every
// replica runs it: the anchors' lock makes them take turns, the second
// finds nothing changed, and each copies what its outside copy lacks.
func (s *Scheduler) StartAnchors(every time.Duration) error {
	if every <= 0 {
		return fmt.Errorf("the anchor interval must be positive, not %s", every)
	}
	if _, err := s.cron.AddFunc("@every "+every.String(), func() {
		ctx, cancel := context.WithTimeout(context.Background(), every)
		defer cancel()
		if _, err := s.RunAnchor(ctx); err != nil {
			s.log.Error("periodic anchor", "err", err)
		}
	}); err != nil {
		return err
	}
	s.cron.Start()
	return nil
}

// RunAnchor writes a periodic anchor when any audit chain moved since the
// newest anchor (nothing when none did), then copies to the outside copy
// every anchor it lacks, and reports whether it wrote one.
func (s *Scheduler) RunAnchor(ctx context.Context) (bool, error) {
	_, wrote, err := s.store.AnchorIfChanged(ctx, s.now())
	if err != nil {
		return false, err
	}
	_, err = s.store.ExportAnchors(ctx)
	return wrote, err
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
	backlog, err := s.store.DaysLackingReports(ctx, p.ID, last.AddDays(-CatchUpDays), reports.DailyKinds, MaxBacklogDays)
	if err != nil {
		return nil, fmt.Errorf("property %s: days lacking reports: %w", p.Code, err)
	}
	return append(recent, backlog...), nil
}

// LastClosedDay is the latest gaming day of a property that ended more
// than Grace ago: the latest the nightly run closes and reports.
func LastClosedDay(p models.Property, now time.Time) (models.Day, error) {
	return lastClosedDay(p, now)
}

// lastClosedDay is the latest gaming day that ended more than Grace ago.
func lastClosedDay(p models.Property, now time.Time) (models.Day, error) {
	d, err := p.GamingDayOf(now.Add(-Grace))
	return d.AddDays(-1), err
}

// RunDailyReports produces every report of a gaming day (reports.DailyKinds)
// for every closed gaming day of every property that does not have it yet,
// and returns the runs it wrote.
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
			for _, kind := range reports.DailyKinds {
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

// MaxCloseDays bounds how many days one run closes, so that the books of
// an upgraded database's history are written a few months a run, oldest
// first, and the day just ended never waits long behind them.
const MaxCloseDays = 62

// BooksRun is what a run of RunBooks did.
type BooksRun struct {
	// Closed are the days closed, per property code; Revisions how many
	// book revisions were written.
	Closed    map[string][]models.Day
	Revisions int
	// MonthBooks counts the month books written (models.WriteMonthBooks).
	MonthBooks int
}

// RunBooks closes, for every property, each gaming day that ended more
// than Grace ago and is not closed (oldest first, at most MaxCloseDays a
// run): it writes the day books the reports of more than one day read.
// Then it writes a new revision of every book of a closed day with a change
// queued (a late hand, a correction, a count, a slip, a sign-off), and
// the month books of the months that changed. Each day's close is locked,
// so replicas share the work.
func (s *Scheduler) RunBooks(ctx context.Context) (BooksRun, error) {
	out := BooksRun{Closed: map[string][]models.Day{}}
	props, err := s.store.Properties(ctx)
	if err != nil {
		return out, err
	}
	var errs []error
	// The partitions of the months ahead, before anything is written in them.
	if _, err := s.store.EnsurePartitionsAround(ctx, s.now()); err != nil {
		errs = append(errs, fmt.Errorf("partitions: %w", err))
	}
	for _, p := range props {
		last, err := lastClosedDay(p, s.now())
		if err != nil {
			errs = append(errs, err)
			continue
		}
		days, err := s.store.DaysToClose(ctx, p.ID, last, MaxCloseDays)
		if err != nil {
			errs = append(errs, fmt.Errorf("property %s: days to close: %w", p.Code, err))
			continue
		}
		for _, day := range days {
			n, err := s.store.CloseDay(ctx, p.ID, day, s.now(), "system:close")
			out.Revisions += n
			if err != nil {
				errs = append(errs, fmt.Errorf("property %s: %w", p.Code, err))
				break
			}
			out.Closed[p.Code] = append(out.Closed[p.Code], day)
			// A day closed unsigned is sealed as it stands; its sign-off
			// seals it again.
			if _, err := s.store.DaySignOff(ctx, p.ID, day); errors.Is(err, models.ErrNotFound) {
				if _, _, err := s.store.SealUnsealedDay(ctx, p, day, models.SealKindClose, s.now(), "system:close"); err != nil {
					errs = append(errs, fmt.Errorf("property %s: seal %s: %w", p.Code, day, err))
				}
			} else if err != nil {
				errs = append(errs, err)
			}
		}
		n, err := s.store.RefreshBooks(ctx, p.ID, s.now(), "system:refresh")
		out.Revisions += n
		if err != nil {
			errs = append(errs, fmt.Errorf("property %s: refresh books: %w", p.Code, err))
			continue
		}
		m, err := s.store.WriteMonthBooks(ctx, p.ID, last)
		out.MonthBooks += m
		if err != nil {
			errs = append(errs, fmt.Errorf("property %s: month books: %w", p.Code, err))
		}
	}
	// A close writes a table's day of books; a run that closed days (not
	// one that only refreshed a few) has the planner look at them again.
	if len(out.Closed) > 0 || out.MonthBooks > 0 {
		if err := s.store.AnalyzeBooks(ctx); err != nil {
			errs = append(errs, fmt.Errorf("analyze books: %w", err))
		}
	}
	return out, errors.Join(errs...)
}

// MonthsBack is how many closed months the monthly run looks back on, so
// that a month whose end fell during an outage is still reported.
const MonthsBack = 2

// RunMonthlyReports produces the reports of a month (reports.MonthlyKinds)
// once its last gaming day has closed, on the first gaming day of the next
// month, for the latest closed months that lack them.
func (s *Scheduler) RunMonthlyReports(ctx context.Context) ([]models.ReportRun, error) {
	props, err := s.store.Properties(ctx)
	if err != nil {
		return nil, err
	}
	var out []models.ReportRun
	var errs []error
	for _, p := range props {
		last, err := lastClosedDay(p, s.now())
		if err != nil {
			errs = append(errs, err)
			continue
		}
		first, err := p.GamingDayOf(p.CreatedAt)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		// The month ending at or before the last closed day, and the ones
		// before it.
		end := monthEnd(last)
		if end > last {
			end = monthStart(last).AddDays(-1)
		}
		for range MonthsBack {
			if end < first {
				break
			}
			for _, kind := range reports.MonthlyKinds {
				runs, err := s.runOnce(ctx, kind, p.ID, end)
				if err != nil {
					errs = append(errs, err)
					continue
				}
				out = append(out, runs...)
			}
			end = monthStart(end).AddDays(-1)
		}
	}
	return out, errors.Join(errs...)
}

// FinalDays is how many of the latest gaming days the final-report run
// looks at.
const FinalDays = 14

// RunFinalReports writes the final Master Game Report of each gaming day
// signed off lately that has none (the sign-off writes it at once, and
// this catches one that failed), the revision that names the reviewer if
// the one written at the review failed, and a new revision when records
// were added to the day after its latest final revision: the new one says
// what changed since the seal.
func (s *Scheduler) RunFinalReports(ctx context.Context) ([]models.ReportRun, error) {
	props, err := s.store.Properties(ctx)
	if err != nil {
		return nil, err
	}
	var out []models.ReportRun
	var errs []error
	for _, p := range props {
		today, err := p.GamingDayOf(s.now())
		if err != nil {
			errs = append(errs, err)
			continue
		}
		offs, err := s.store.SignOffsBetween(ctx, p.ID, today.AddDays(-FinalDays), today)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for _, o := range offs {
			due, err := s.finalDue(ctx, p, o.GamingDay)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			if !due {
				continue
			}
			runs, err := s.reports.Run(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: p.ID,
				GamingDay: o.GamingDay, Trigger: models.TriggerFinal, By: "system:final"})
			if err != nil {
				errs = append(errs, err)
				continue
			}
			out = append(out, runs...)
		}
	}
	return out, errors.Join(errs...)
}

// finalDue reports whether a signed-off day lacks a final report, was
// reviewed without the revision that names the reviewer (written at the
// review, unless that failed), or gained records after its latest one:
// more rows since the seal than that one counted.
func (s *Scheduler) finalDue(ctx context.Context, p models.Property, day models.Day) (bool, error) {
	// A day signed off before seals were written is sealed now.
	if _, _, err := s.store.SealUnsealedDay(ctx, p, day, models.SealKindSignOff, s.now(), "system:final"); err != nil {
		return false, err
	}
	last, err := s.store.LatestFinalRun(ctx, reports.KindMasterGame, p.ID, day)
	if errors.Is(err, models.ErrNotFound) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	review, err := s.store.DayReview(ctx, p.ID, day)
	switch {
	case err == nil && last.FinalRevision != nil && review.FinalRevision >= *last.FinalRevision:
		return true, nil
	case err != nil && !errors.Is(err, models.ErrNotFound):
		return false, err
	}
	seals, err := s.store.DaySeals(ctx, p.ID, day)
	if err != nil || len(seals) == 0 {
		return false, err
	}
	changes, err := s.store.SinceSeal(ctx, p, seals[len(seals)-1])
	if err != nil || changes.Rows() == 0 {
		return false, err
	}
	seen, err := s.store.FinalChangesSeen(ctx, last)
	return changes.Rows() > seen, err
}

// runOnce writes a scheduled report unless it exists.
func (s *Scheduler) runOnce(ctx context.Context, kind string, propertyID int64, day models.Day) ([]models.ReportRun, error) {
	exists, err := s.store.ScheduledRunExists(ctx, kind, propertyID, day)
	if err != nil || exists {
		return nil, err
	}
	runs, err := s.reports.Run(ctx, reports.Request{Kind: kind, PropertyID: propertyID, GamingDay: day,
		Trigger: models.TriggerScheduled, By: "system:nightly"})
	if errors.Is(err, reports.ErrAlreadyRun) {
		return nil, nil
	}
	return runs, err
}

func monthStart(d models.Day) models.Day {
	t := d.Time(time.UTC)
	return models.DayOf(time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC))
}

func monthEnd(d models.Day) models.Day {
	t := d.Time(time.UTC)
	return models.DayOf(time.Date(t.Year(), t.Month()+1, 0, 0, 0, 0, 0, time.UTC))
}
