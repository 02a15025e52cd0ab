package models

import (
	"context"
	"time"
)

// WebSession is a person signed in to the web pages. The cookie's token is
// kept only as its SHA-256 (HashToken), so a copy of the database signs no
// one in. Every replica reads the same rows, so a session opened on one
// works on all of them.
type WebSession struct {
	TokenHash     string    `gorm:"column:token_hash;primaryKey"`
	CSRFToken     string    `gorm:"column:csrf_token"`
	UserID        int64     `gorm:"column:user_id"`
	CreatedAt     time.Time `gorm:"column:created_at"`
	LastSeenAt    time.Time `gorm:"column:last_seen_at"`
	IdleExpiresAt time.Time `gorm:"column:idle_expires_at"`
	ExpiresAt     time.Time `gorm:"column:expires_at"`
}

func (WebSession) TableName() string { return "web_sessions" }

// Live reports whether the session may still be used at now.
func (w WebSession) Live(now time.Time) bool {
	return now.Before(w.IdleExpiresAt) && now.Before(w.ExpiresAt)
}

// CreateWebSession stores a new session.
func (s *Store) CreateWebSession(ctx context.Context, w *WebSession) error {
	w.CreatedAt = dbTime(w.CreatedAt)
	w.LastSeenAt = dbTime(w.LastSeenAt)
	w.IdleExpiresAt = dbTime(w.IdleExpiresAt)
	w.ExpiresAt = dbTime(w.ExpiresAt)
	return s.conn(ctx).Create(w).Error
}

// WebSessionByHash returns the session whose token has this hash, live or
// not.
func (s *Store) WebSessionByHash(ctx context.Context, hash string) (WebSession, error) {
	var w WebSession
	err := s.conn(ctx).Where("token_hash = ?", hash).First(&w).Error
	return w, notFound(err)
}

// TouchWebSession records that a session was used at seen and moves its
// idle expiry.
func (s *Store) TouchWebSession(ctx context.Context, hash string, seen, idleExpires time.Time) error {
	return s.conn(ctx).Model(&WebSession{}).Where("token_hash = ?", hash).
		Updates(map[string]any{"last_seen_at": dbTime(seen), "idle_expires_at": dbTime(idleExpires)}).Error
}

// DeleteWebSession ends a session.
func (s *Store) DeleteWebSession(ctx context.Context, hash string) error {
	return s.conn(ctx).Where("token_hash = ?", hash).Delete(&WebSession{}).Error
}

// DeleteUserWebSessions ends every session of a user and returns how many
// there were.
func (s *Store) DeleteUserWebSessions(ctx context.Context, userID int64) (int64, error) {
	res := s.conn(ctx).Where("user_id = ?", userID).Delete(&WebSession{})
	return res.RowsAffected, res.Error
}

// DeleteExpiredWebSessions removes the sessions that can no longer be used
// at now and returns how many.
func (s *Store) DeleteExpiredWebSessions(ctx context.Context, now time.Time) (int64, error) {
	now = dbTime(now)
	res := s.conn(ctx).Where("idle_expires_at <= ? OR expires_at <= ?", now, now).Delete(&WebSession{})
	return res.RowsAffected, res.Error
}

// LiveWebSessions counts each user's sessions still usable at now.
func (s *Store) LiveWebSessions(ctx context.Context, now time.Time) (map[int64]int, error) {
	now = dbTime(now)
	var rows []struct {
		UserID int64
		N      int
	}
	err := s.conn(ctx).Model(&WebSession{}).Select("user_id, COUNT(*) AS n").
		Where("idle_expires_at > ? AND expires_at > ?", now, now).Group("user_id").Scan(&rows).Error
	out := make(map[int64]int, len(rows))
	for _, r := range rows {
		out[r.UserID] = r.N
	}
	return out, err
}

// LiveWebSessionsOf returns a user's sessions still usable at now, newest
// first.
func (s *Store) LiveWebSessionsOf(ctx context.Context, userID int64, now time.Time) ([]WebSession, error) {
	now = dbTime(now)
	var out []WebSession
	err := s.conn(ctx).Where("user_id = ? AND idle_expires_at > ? AND expires_at > ?", userID, now, now).
		Order("created_at DESC, token_hash").Find(&out).Error
	return out, err
}

// dbTime is a time as both databases keep it: UTC, to the microsecond.
// SQLite compares times as text, which is right only in one zone.
func dbTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }
