package ledger

import (
	"context"
	"time"

	"github.com/tablegames/casino/models"
)

// DefaultWebSessionsPerUser is how many web sessions one user may hold at
// once: a desk, a tablet on the floor and a spare. Sessions are never
// shared between people, so more than a few is a leaked password or a
// script signing in again and again, each session a cookie that works for
// twelve hours.
const DefaultWebSessionsPerUser = 5

// SetWebSessionsPerUser changes how many web sessions a user may hold at
// once (at least 1).
func (l *Ledger) SetWebSessionsPerUser(n int) { l.webSessions = max(n, 1) }

// WebSessionsPerUser is the limit SetWebSessionsPerUser set.
func (l *Ledger) WebSessionsPerUser() int { return l.webSessions }

// StartWebSession stores a new web session for a user who has just signed
// in. When the user then holds more live sessions than the limit, the
// oldest are ended in the same transaction, each audited as
// "user.session_ended" with the reason, so that the person still at that
// desk learns why on the next page and an auditor sees it.
func (l *Ledger) StartWebSession(ctx context.Context, u models.User, w *models.WebSession) error {
	return l.store.InTx(ctx, func(ctx context.Context) error {
		if err := l.store.CreateWebSession(ctx, w); err != nil {
			return err
		}
		live, err := l.store.LiveWebSessionsOf(ctx, u.ID, w.CreatedAt)
		if err != nil {
			return err
		}
		others := make([]models.WebSession, 0, len(live))
		for _, s := range live {
			if s.TokenHash != w.TokenHash { // the one just made is never the one ended
				others = append(others, s)
			}
		}
		for _, old := range others[min(len(others), l.webSessions-1):] {
			if err := l.store.DeleteWebSession(ctx, old.TokenHash); err != nil {
				return err
			}
			if err := l.store.Audit(ctx, w.CreatedAt, models.AuditEvent{Chain: models.SystemChain, Actor: "user:" + u.Name,
				Action: "user.session_ended", Subject: "user:" + u.Name, Detail: map[string]any{
					"reason":       "a new sign-in went over the limit of web sessions a user may hold",
					"limit":        l.webSessions,
					"signed_in_at": old.CreatedAt.UTC().Format(time.RFC3339),
				}}); err != nil {
				return err
			}
		}
		return nil
	})
}
