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

// ErrForbidden is what a RoleError is: the user's role may not do this.
var ErrForbidden = errors.New("ledger: not allowed for the user's role")

// RoleError refuses a user whose role may not do something. It matches
// ErrForbidden under errors.Is.
type RoleError struct {
	Role    string
	Action  string
	Allowed []string
}

func (e *RoleError) Error() string {
	return fmt.Sprintf("role %s may not %s (roles allowed: %s)", e.Role, e.Action, strings.Join(e.Allowed, ", "))
}

// Is makes errors.Is(err, ErrForbidden) true.
func (e *RoleError) Is(target error) bool { return target == ErrForbidden }

// requireRole returns a RoleError unless the user holds one of the roles.
func requireRole(by models.User, action string, roles ...string) error {
	if slices.Contains(roles, by.Role) {
		return nil
	}
	return &RoleError{Role: by.Role, Action: action, Allowed: roles}
}

// ErrAlreadySignedOff is returned when a gaming day is signed off a second
// time; the error wrapping it says by whom and when.
var ErrAlreadySignedOff = errors.New("ledger: the gaming day is already signed off")

// maxNote bounds free-text notes.
const maxNote = 4000

// SignOffDay freezes a property's gaming day: its records are final, and a
// correction filed or approved afterwards for one of its hands is marked
// late. Only compliance and admin users sign off (else a *RoleError); a day
// is signed off once (else an error wrapping ErrAlreadySignedOff) and only
// after it has ended (else an input error on gaming_day). Audited
// ("gaming_day.signed_off"). The sign-off is anchored: in its transaction
// an anchor records every audit chain's head, and the sign-off names it.
func (l *Ledger) SignOffDay(ctx context.Context, by models.User, propertyID int64, day models.Day, note string) (models.DaySignOff, error) {
	if err := requireRole(by, "sign off a gaming day", models.RoleCompliance, models.RoleAdmin); err != nil {
		return models.DaySignOff{}, err
	}
	if _, err := models.ParseDay(string(day)); err != nil {
		return models.DaySignOff{}, asInput(rules.Invalid("gaming_day", "%v", err))
	}
	if len(note) > maxNote {
		return models.DaySignOff{}, asInput(rules.Invalid("note", "is longer than %d characters", maxNote))
	}
	prop, err := l.store.PropertyByID(ctx, propertyID)
	if errors.Is(err, models.ErrNotFound) {
		return models.DaySignOff{}, asInput(rules.Invalid("property", "there is no property %d", propertyID))
	}
	if err != nil {
		return models.DaySignOff{}, err
	}
	_, end, err := prop.GamingDayBounds(day)
	if err != nil {
		return models.DaySignOff{}, err
	}
	now := l.now()
	if now.Before(end) {
		loc, _ := prop.Location()
		return models.DaySignOff{}, asInput(rules.Invalid("gaming_day",
			"gaming day %s has not ended: it ends at %s (%s)", day, end.In(loc).Format("2006-01-02 15:04"), prop.TimeZone))
	}
	so := models.DaySignOff{PropertyID: propertyID, GamingDay: day, SignedBy: by.Name, SignedAt: now, Note: note}
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.Lock(ctx, signOffLock(propertyID, day)); err != nil {
			return err
		}
		if prev, err := l.store.DaySignOff(ctx, propertyID, day); err == nil {
			return alreadySignedOff(prev)
		} else if !errors.Is(err, models.ErrNotFound) {
			return err
		}
		subject := "gaming_day:" + prop.Code + "/" + string(day)
		anchor, err := l.store.WriteAnchor(ctx, now, models.AnchorKindSignOff, subject)
		if err != nil {
			return err
		}
		so.AnchorID, so.Anchor = &anchor.ID, &anchor
		if err := l.store.InsertDaySignOff(ctx, &so); err != nil {
			if models.IsUniqueViolation(err) {
				return fmt.Errorf("%w: gaming day %s of property %s", ErrAlreadySignedOff, day, prop.Code)
			}
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{
			Chain: models.SystemChain, Actor: "user:" + by.Name, Action: "gaming_day.signed_off", Subject: subject,
			Detail: map[string]any{"signoff_id": so.ID, "property": prop.Code, "gaming_day": day, "note": note,
				"anchor_id": anchor.ID, "anchor_seq": anchor.Seq},
		})
	})
	if err != nil {
		return models.DaySignOff{}, err
	}
	return so, nil
}

func alreadySignedOff(prev models.DaySignOff) error {
	return fmt.Errorf("%w: gaming day %s was signed off by %s at %s", ErrAlreadySignedOff,
		prev.GamingDay, prev.SignedBy, prev.SignedAt.UTC().Format(time.RFC3339))
}

// signOffLock is taken by a sign-off and by a correction to a hand of the
// day, so a correction is late exactly when the sign-off committed first.
func signOffLock(propertyID int64, day models.Day) string {
	return fmt.Sprintf("signoff:%d/%s", propertyID, day)
}

// signedOff reports whether a hand's gaming day is signed off. Call it in
// the transaction that writes the correction.
func (l *Ledger) signedOff(ctx context.Context, h models.Hand) (bool, error) {
	if err := l.store.Lock(ctx, signOffLock(h.PropertyID, h.GamingDay)); err != nil {
		return false, err
	}
	_, err := l.store.DaySignOff(ctx, h.PropertyID, h.GamingDay)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, models.ErrNotFound):
		return false, nil
	}
	return false, err
}
