package ledger

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// FlagSource lists the figures a property's gaming-day reports flag out of
// line (the statistical report's, reports.Generator.Flags). The ledger
// cannot run reports itself: the reports package sits above it.
type FlagSource func(ctx context.Context, prop models.Property, day models.Day) ([]models.Flag, error)

// SetFlagSource tells the ledger where the reports' flags come from; the
// server sets it when it starts. Without one a day has no flags.
func (l *Ledger) SetFlagSource(f FlagSource) { l.flags = f }

// Flags lists what the reports of a property's gaming day flag out of
// line (nil without a flag source).
func (l *Ledger) Flags(ctx context.Context, prop models.Property, day models.Day) ([]models.Flag, error) {
	if l.flags == nil {
		return nil, nil
	}
	return l.flags(ctx, prop, day)
}

// ExplanationInput is what compliance writes against a flag.
type ExplanationInput struct {
	PropertyID int64
	GamingDay  models.Day
	Report     string
	TableID    string
	Kind       string
	Text       string
}

// FlagView is a flag of a gaming day with its latest explanation, if any.
type FlagView struct {
	models.Flag
	Explanation *models.FlagExplanation
}

// ExplainFlag writes an explanation of a figure a report of the gaming day
// flags out of line. Only compliance and admin users explain (else a
// *RoleError); the flag must be on the day's report as it stands (else an
// input error naming table_id or kind); the text is required. A later
// explanation of the same flag supersedes the one before, which is kept.
// Audited ("flag.explained").
func (l *Ledger) ExplainFlag(ctx context.Context, by models.User, in ExplanationInput) (models.FlagExplanation, error) {
	if err := requireRole(by, "explain a flagged figure", models.RoleCompliance, models.RoleAdmin); err != nil {
		return models.FlagExplanation{}, err
	}
	in.Text = strings.TrimSpace(in.Text)
	errs := &rules.InputError{}
	if _, err := models.ParseDay(string(in.GamingDay)); err != nil {
		errs.Add("gaming_day", "%v", err)
	}
	if in.Report == "" {
		errs.Add("report", "is required: the report that flags the figure (statistical)")
	}
	if in.TableID == "" {
		errs.Add("table_id", "is required: the flagged line, a table's id, game:CODE or property:CODE")
	}
	if !slices.Contains(models.FlagKinds, in.Kind) {
		errs.Add("kind", "%q is not a kind of flag (kinds: %s)", in.Kind, strings.Join(models.FlagKinds, ", "))
	}
	switch {
	case in.Text == "":
		errs.Add("explanation", "is required: why the figure is what it is")
	case len(in.Text) > maxNote:
		errs.Add("explanation", "is longer than %d characters", maxNote)
	default:
		if p := rules.TextProblem(in.Text); p != "" {
			errs.Add("explanation", "%s", p)
		}
	}
	if err := errs.Err(); err != nil {
		return models.FlagExplanation{}, asInput(err)
	}
	prop, err := l.store.PropertyByID(ctx, in.PropertyID)
	if errors.Is(err, models.ErrNotFound) {
		return models.FlagExplanation{}, asInput(rules.Invalid("property", "there is no property %d", in.PropertyID))
	}
	if err != nil {
		return models.FlagExplanation{}, err
	}
	flags, err := l.Flags(ctx, prop, in.GamingDay)
	if err != nil {
		return models.FlagExplanation{}, err
	}
	var flag *models.Flag
	lineFlagged := false
	for i, f := range flags {
		if f.Report == in.Report && f.TableID == in.TableID {
			lineFlagged = true
			if f.Kind == in.Kind {
				flag = &flags[i]
			}
		}
	}
	switch {
	case flag == nil && !lineFlagged:
		return models.FlagExplanation{}, asInput(rules.Invalid("table_id",
			"the %s report of gaming day %s flags nothing on line %q", in.Report, in.GamingDay, in.TableID))
	case flag == nil:
		return models.FlagExplanation{}, asInput(rules.Invalid("kind",
			"the %s report of gaming day %s does not flag %s on line %q", in.Report, in.GamingDay, in.Kind, in.TableID))
	}
	now := l.now()
	e := models.FlagExplanation{PropertyID: prop.ID, GamingDay: in.GamingDay, Report: in.Report, TableID: in.TableID,
		Flag: in.Kind, Text: in.Text, Detail: flag.Detail, WrittenBy: by.Name, WrittenAt: now}
	subject := "gaming_day:" + prop.Code + "/" + string(in.GamingDay)
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.Lock(ctx, "explain:"+subject); err != nil {
			return err
		}
		latest, err := l.store.LatestFlagExplanations(ctx, prop.ID, in.GamingDay, time.Time{})
		if err != nil {
			return err
		}
		if prev, ok := latest[e.Key()]; ok {
			e.Supersedes = &prev.ID
		}
		if err := l.store.InsertFlagExplanation(ctx, &e); err != nil {
			return err
		}
		detail := map[string]any{"explanation_id": e.ID, "property": prop.Code, "gaming_day": in.GamingDay,
			"report": in.Report, "table_id": in.TableID, "kind": in.Kind, "flag": flag.Detail, "explanation": in.Text}
		if e.Supersedes != nil {
			detail["supersedes"] = *e.Supersedes
		}
		return l.store.Audit(ctx, now, models.AuditEvent{
			Chain: models.SystemChain, Actor: "user:" + by.Name, Action: "flag.explained", Subject: subject, Detail: detail,
		})
	})
	if err != nil {
		return models.FlagExplanation{}, fmt.Errorf("explain flag: %w", err)
	}
	return e, nil
}

// DayFlags lists the flags of a property's gaming day, each with its
// latest explanation.
func (l *Ledger) DayFlags(ctx context.Context, prop models.Property, day models.Day) ([]FlagView, error) {
	flags, err := l.Flags(ctx, prop, day)
	if err != nil || len(flags) == 0 {
		return nil, err
	}
	latest, err := l.store.LatestFlagExplanations(ctx, prop.ID, day, time.Time{})
	if err != nil {
		return nil, err
	}
	out := make([]FlagView, len(flags))
	for i, f := range flags {
		out[i] = FlagView{Flag: f}
		if e, ok := latest[f.Key()]; ok {
			out[i].Explanation = &e
		}
	}
	return out, nil
}
