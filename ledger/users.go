package ledger

import (
	"context"
	"errors"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// userNamed returns a user, or an input error naming the name.
func (l *Ledger) userNamed(ctx context.Context, name string) (models.User, error) {
	u, err := l.store.UserByName(ctx, name)
	if errors.Is(err, models.ErrNotFound) {
		return u, asInput(rules.Invalid("name", "there is no user %q", name))
	}
	return u, err
}

// DisableUser stops a user at once: web sessions end, the API token is
// dropped (enabling the user later does not bring it back), and sign-in is
// refused. It returns how many web sessions it ended. Audited as
// "user.disabled".
func (l *Ledger) DisableUser(ctx context.Context, actor, name string) (int64, error) {
	u, err := l.userNamed(ctx, name)
	if err != nil {
		return 0, err
	}
	if u.DisabledAt != nil {
		return 0, asInput(rules.Invalid("name", "user %s is already disabled", name))
	}
	var ended int64
	err = l.store.InTx(ctx, func(ctx context.Context) error {
		now := l.now()
		if err := l.store.DisableUser(ctx, u.ID, now); err != nil {
			return err
		}
		if ended, err = l.store.DeleteUserWebSessions(ctx, u.ID); err != nil {
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: actor,
			Action: "user.disabled", Subject: "user:" + name,
			Detail: map[string]any{"web_sessions_ended": ended, "token_revoked": u.TokenHash != nil}})
	})
	return ended, err
}

// EnableUser lets a disabled user sign in again with the same password; an
// API token must be issued anew. Audited as "user.enabled".
func (l *Ledger) EnableUser(ctx context.Context, actor, name string) error {
	u, err := l.userNamed(ctx, name)
	if err != nil {
		return err
	}
	if u.DisabledAt == nil {
		return asInput(rules.Invalid("name", "user %s is not disabled", name))
	}
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.EnableUser(ctx, u.ID); err != nil {
			return err
		}
		return l.store.Audit(ctx, l.now(), models.AuditEvent{Chain: models.SystemChain, Actor: actor,
			Action: "user.enabled", Subject: "user:" + name})
	})
}

// UnlockUser lifts the lockout of a name after too many failed sign-ins and
// clears its failures. A name no user has may be locked too (so that the
// lockout does not tell whether a name exists) and is unlocked the same
// way. Audited as "user.unlocked".
func (l *Ledger) UnlockUser(ctx context.Context, actor, name string) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		now := l.now()
		f, err := l.counter(ctx, models.FailureScopeName, name, now)
		if err != nil {
			return err
		}
		if f.LockedAt == nil {
			if _, err := l.userNamed(ctx, name); err != nil {
				return err
			}
			return asInput(rules.Invalid("name", "user %s is not locked", name))
		}
		if _, err := l.store.DeleteSignInFailures(ctx, models.FailureScopeName, name); err != nil {
			return err
		}
		return l.store.Audit(ctx, now, models.AuditEvent{Chain: models.SystemChain, Actor: actor,
			Action: "user.unlocked", Subject: "user:" + clipName(name),
			Detail: map[string]any{"failures": f.Failures, "locked_at": f.LockedAt.UTC().Format("2006-01-02T15:04:05Z07:00")}})
	})
}
