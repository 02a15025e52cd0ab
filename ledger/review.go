package ledger

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// The refusals of a review (ReviewDay); each error wrapping one says why
// in words.
var (
	// ErrNotSignedOff: the day is not signed off, so there is no final
	// report to review.
	ErrNotSignedOff = errors.New("ledger: the gaming day is not signed off")
	// ErrReviewerIsPreparer: the reviewer signed the day off, and so
	// prepared the final report.
	ErrReviewerIsPreparer = errors.New("ledger: the reviewer prepared the final report")
	// ErrAlreadyReviewed: the day's final report is reviewed already.
	ErrAlreadyReviewed = errors.New("ledger: the final report is already reviewed")
	// ErrNoFinalReport: the day is signed off but its final report is not
	// written yet (the nightly job writes one that failed at the sign-off).
	ErrNoFinalReport = errors.New("ledger: the final report is not written yet")
)

// finalKind is the report written final at a sign-off (reports.KindMasterGame).
const finalKind = "master_game"

// ReviewDay records the review of a signed-off gaming day's final Master
// Game Report. Only compliance and admin users review (else a *RoleError),
// and not the officer who signed the day off, who prepared the report
// (ErrReviewerIsPreparer); the day must be signed off (ErrNotSignedOff)
// and its final report written (ErrNoFinalReport), and it is reviewed
// once (ErrAlreadyReviewed). The review names the final revision it read.
// Audited ("gaming_day.reviewed"). The caller writes the next final
// revision, which names the reviewer.
func (l *Ledger) ReviewDay(ctx context.Context, by models.User, propertyID int64, day models.Day, note string) (models.DayReview, error) {
	if err := requireRole(by, "review a gaming day's final report", models.RoleCompliance, models.RoleAdmin); err != nil {
		return models.DayReview{}, err
	}
	if _, err := models.ParseDay(string(day)); err != nil {
		return models.DayReview{}, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	if len(note) > maxNote {
		return models.DayReview{}, asInput(rules.Invalid("note", "is longer than %d characters", maxNote))
	}
	prop, err := l.store.PropertyByID(ctx, propertyID)
	if errors.Is(err, models.ErrNotFound) {
		return models.DayReview{}, asInput(rules.Invalid("property", "there is no property %d", propertyID))
	}
	if err != nil {
		return models.DayReview{}, err
	}
	loc, err := prop.Location()
	if err != nil {
		loc = time.UTC
	}
	at := func(t time.Time) string { return t.In(loc).Format("2006-01-02 15:04 MST") }
	now := l.now()
	r := models.DayReview{PropertyID: propertyID, GamingDay: day, ReviewedBy: by.Name, ReviewedAt: now, Note: note}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.Lock(ctx, signOffLock(propertyID, day)); err != nil {
			return err
		}
		so, err := l.store.DaySignOff(ctx, propertyID, day)
		if errors.Is(err, models.ErrNotFound) {
			return fmt.Errorf("%w: gaming day %s of property %s is not signed off; its final Master Game Report is written at the sign-off",
				ErrNotSignedOff, day, prop.Code)
		}
		if err != nil {
			return err
		}
		if so.SignedBy == by.Name {
			return fmt.Errorf("%w: %s signed gaming day %s off at %s and so prepared its final Master Game Report; "+
				"another compliance officer reviews it", ErrReviewerIsPreparer, by.Name, day, at(so.SignedAt))
		}
		if prev, err := l.store.DayReview(ctx, propertyID, day); err == nil {
			return fmt.Errorf("%w: the final Master Game Report of gaming day %s was reviewed by %s at %s",
				ErrAlreadyReviewed, day, prev.ReviewedBy, at(prev.ReviewedAt))
		} else if !errors.Is(err, models.ErrNotFound) {
			return err
		}
		last, err := l.store.LatestFinalRun(ctx, finalKind, propertyID, day)
		if errors.Is(err, models.ErrNotFound) || err == nil && last.FinalRevision == nil {
			return fmt.Errorf("%w: gaming day %s is signed off, but its final Master Game Report is not written yet; "+
				"the nightly job writes it", ErrNoFinalReport, day)
		}
		if err != nil {
			return err
		}
		r.SignOffID, r.FinalRevision = so.ID, *last.FinalRevision
		if err := l.store.InsertDayReview(ctx, &r); err != nil {
			if models.IsUniqueViolation(err) {
				return fmt.Errorf("%w: gaming day %s of property %s", ErrAlreadyReviewed, day, prop.Code)
			}
			return err
		}
		subject := "gaming_day:" + prop.Code + "/" + string(day)
		return l.store.Audit(ctx, now, models.AuditEvent{
			Chain: models.SystemChain, Actor: "user:" + by.Name, Action: "gaming_day.reviewed", Subject: subject,
			Detail: map[string]any{"review_id": r.ID, "property": prop.Code, "gaming_day": day, "note": note,
				"signoff_id": so.ID, "prepared_by": so.SignedBy, "final_revision": r.FinalRevision, "final_run": last.ID},
		})
	})
	if err != nil {
		return models.DayReview{}, err
	}
	return r, nil
}
