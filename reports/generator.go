package reports

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// Formats are the file formats every report is written in.
var Formats = []string{"xlsx", "pdf"}

// ContentType is the media type of a report file of the given format.
func ContentType(format string) string {
	switch format {
	case "xlsx":
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	case "pdf":
		return "application/pdf"
	}
	return "application/octet-stream"
}

// Kinds lists the reports the generator knows.
var Kinds = []string{KindDailySummary, KindFeeCollection, KindProgressiveLiability}

// Generator renders reports and archives the files.
type Generator struct {
	store *models.Store
	now   func() time.Time
	log   *slog.Logger
}

// NewGenerator returns a generator over a store.
func NewGenerator(store *models.Store, log *slog.Logger) *Generator {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Generator{store: store, now: func() time.Time { return time.Now().UTC() }, log: log}
}

// SetClock replaces the clock; tests use it.
func (g *Generator) SetClock(now func() time.Time) { g.now = now }

// build runs a report's query and lays it out; it returns the document,
// the property's code and the number of hands the report covers.
func (g *Generator) build(ctx context.Context, req Request, now time.Time) (render.Document, string, int64, error) {
	switch req.Kind {
	case KindProgressiveLiability:
		r, err := Liability(ctx, g.store, req.PropertyID, req.GamingDay)
		if err != nil {
			return render.Document{}, "", 0, err
		}
		return r.Document(now, req.By), r.Property.Code, r.Totals.Hits, nil
	case KindFeeCollection:
		r, err := Fees(ctx, g.store, req.PropertyID, req.GamingDay, now)
		if err != nil {
			return render.Document{}, "", 0, err
		}
		return r.Document(now, req.By), r.Property.Code, r.Totals.Hands, nil
	}
	s, err := Daily(ctx, g.store, req.PropertyID, req.GamingDay)
	if err != nil {
		return render.Document{}, "", 0, err
	}
	return s.Document(now, req.By), s.Property.Code, s.Totals.Hands, nil
}

// ErrAlreadyRun is returned when the scheduled run of a report exists.
var ErrAlreadyRun = errors.New("the scheduled report for this gaming day already exists")

// ErrUnknownKind is returned for a report kind the generator does not know.
var ErrUnknownKind = errors.New("unknown report kind")

// Request asks for one report.
type Request struct {
	Kind       string
	PropertyID int64
	GamingDay  models.Day
	// Trigger is models.TriggerScheduled for the nightly job, which writes a
	// report once per gaming day, or models.TriggerOnDemand.
	Trigger string
	// By names who asked: "user:NAME", "system:nightly".
	By string
}

// Run renders the report in every format and archives the files in one
// transaction with an audit entry and an anchor of every audit chain's
// head, which the files name. A scheduled run that already exists (on
// this or another replica) returns ErrAlreadyRun and writes nothing.
func (g *Generator) Run(ctx context.Context, req Request) ([]models.ReportRun, error) {
	if !slices.Contains(Kinds, req.Kind) {
		return nil, fmt.Errorf("%w: %q (kinds: %v)", ErrUnknownKind, req.Kind, Kinds)
	}
	if err := g.checkDay(ctx, req); err != nil {
		return nil, err
	}
	var runs []models.ReportRun
	err := g.store.InTx(ctx, func(ctx context.Context) error {
		if req.Trigger == models.TriggerScheduled {
			key := fmt.Sprintf("report:%s:%d:%s", req.Kind, req.PropertyID, req.GamingDay)
			got, err := g.store.TryLock(ctx, key)
			if err != nil {
				return err
			}
			if !got {
				return ErrAlreadyRun
			}
			exists, err := g.store.ScheduledRunExists(ctx, req.Kind, req.PropertyID, req.GamingDay)
			if err != nil {
				return err
			}
			if exists {
				return ErrAlreadyRun
			}
		}
		now := g.now().Truncate(time.Second)
		doc, code, hands, err := g.build(ctx, req, now)
		if err != nil {
			return err
		}
		subject := fmt.Sprintf("report:%s:%s", req.Kind, req.GamingDay)
		anchor, err := g.store.WriteAnchor(ctx, now, models.AnchorKindReport,
			fmt.Sprintf("%s:%s (%s by %s)", subject, code, req.Trigger, req.By))
		if err != nil {
			return err
		}
		for _, format := range Formats {
			var buf bytes.Buffer
			switch format {
			case "xlsx":
				err = render.WriteXLSX(&buf, doc)
			case "pdf":
				err = render.WritePDF(&buf, doc)
			}
			if err != nil {
				return fmt.Errorf("render %s %s: %w", req.Kind, format, err)
			}
			sum := sha256.Sum256(buf.Bytes())
			run := models.ReportRun{Kind: req.Kind, PropertyID: req.PropertyID, GamingDay: req.GamingDay,
				Format: format, Trigger: req.Trigger, RequestedBy: req.By, CreatedAt: now,
				FileName: fmt.Sprintf("%s_%s_%s.%s", req.Kind, code, req.GamingDay, format),
				SHA256:   hex.EncodeToString(sum[:]), Size: int64(buf.Len()), Content: buf.Bytes(), AnchorID: &anchor.ID}
			if err := g.store.InsertReportRun(ctx, &run); err != nil {
				if models.IsUniqueViolation(err) {
					return ErrAlreadyRun
				}
				return err
			}
			runs = append(runs, run)
		}
		detail := map[string]any{"kind": req.Kind, "property_id": req.PropertyID, "gaming_day": req.GamingDay,
			"trigger": req.Trigger, "hands": hands, "anchor_id": anchor.ID, "anchor_seq": anchor.Seq}
		for _, r := range runs {
			detail[r.Format+"_sha256"] = r.SHA256
			detail[r.Format+"_run"] = r.ID
		}
		return g.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: req.By,
			Action: "report.generated", Subject: subject, Detail: detail})
	})
	if err != nil {
		return nil, err
	}
	g.log.Info("report generated", "kind", req.Kind, "gaming_day", req.GamingDay, "trigger", req.Trigger, "by", req.By)
	return runs, nil
}

// checkDay refuses a gaming day the service keeps no records for, and one
// that has not begun: a report of it would be a page of zeros that reads as
// a day without play.
func (g *Generator) checkDay(ctx context.Context, req Request) error {
	if _, err := models.ParseDay(string(req.GamingDay)); err != nil {
		return rules.Invalid("gaming_day", "%v", err)
	}
	p, err := g.store.PropertyByID(ctx, req.PropertyID)
	if err != nil {
		return err
	}
	today, err := p.GamingDayOf(g.now())
	if err != nil {
		return err
	}
	if req.GamingDay > today {
		return rules.Invalid("gaming_day", "gaming day %s has not begun (today is %s at property %s)", req.GamingDay, today, p.Code)
	}
	return nil
}

// subtitle is the lines under every report's title: the property, the
// gaming day, and who generated it when.
func subtitle(p models.Property, dayLine string, generated time.Time, by string) []string {
	return []string{
		fmt.Sprintf("Property: %s (%s)", p.Name, p.Code),
		dayLine,
		fmt.Sprintf("Generated %s by %s", generated.UTC().Format(time.RFC3339), by),
	}
}

// daySpan is a gaming day with the local times it runs from and to.
func daySpan(day models.Day, start, end time.Time, tz string) string {
	return fmt.Sprintf("Gaming day: %s, from %s to %s (%s)", day,
		start.Format("2006-01-02 15:04 MST"), end.Format("2006-01-02 15:04 MST"), tz)
}
