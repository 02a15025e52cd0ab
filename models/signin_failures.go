package models

import (
	"context"
	"time"

	"gorm.io/gorm/clause"
)

// Scopes of sign-in failure counters.
const (
	FailureScopeName    = "name"
	FailureScopeAddress = "address"
)

// SignInFailures counts failed sign-ins of one user name or one client
// address since the last success. It is kept for names no user has too, so
// that throttling and lockout answer the same whether a name exists or not.
type SignInFailures struct {
	Scope         string     `gorm:"column:scope;primaryKey"`
	Subject       string     `gorm:"column:subject;primaryKey"`
	Failures      int        `gorm:"column:failures"`
	LastFailureAt time.Time  `gorm:"column:last_failure_at"`
	RetryAt       *time.Time `gorm:"column:retry_at"`
	LockedAt      *time.Time `gorm:"column:locked_at"`
}

func (SignInFailures) TableName() string { return "sign_in_failures" }

// SignInFailuresOf returns a counter; a missing one is a zero counter.
func (s *Store) SignInFailuresOf(ctx context.Context, scope, subject string) (SignInFailures, error) {
	var f []SignInFailures
	err := s.conn(ctx).Where("scope = ? AND subject = ?", scope, subject).Limit(1).Find(&f).Error
	if err != nil || len(f) == 0 {
		return SignInFailures{Scope: scope, Subject: subject}, err
	}
	return f[0], nil
}

// SaveSignInFailures writes a counter, replacing the stored one.
func (s *Store) SaveSignInFailures(ctx context.Context, f SignInFailures) error {
	f.LastFailureAt = dbTime(f.LastFailureAt)
	for _, t := range []**time.Time{&f.RetryAt, &f.LockedAt} {
		if *t != nil {
			v := dbTime(**t)
			*t = &v
		}
	}
	return s.conn(ctx).Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "scope"}, {Name: "subject"}},
		DoUpdates: clause.AssignmentColumns([]string{"failures", "last_failure_at", "retry_at", "locked_at"}),
	}).Create(&f).Error
}

// DeleteSignInFailures clears a counter and reports whether there was one.
func (s *Store) DeleteSignInFailures(ctx context.Context, scope, subject string) (bool, error) {
	res := s.conn(ctx).Where("scope = ? AND subject = ?", scope, subject).Delete(&SignInFailures{})
	return res.RowsAffected > 0, res.Error
}

// ForgetSignInFailures deletes the counters of each scope whose last
// failure is older than the scope's cut-off; locked names are kept.
func (s *Store) ForgetSignInFailures(ctx context.Context, before map[string]time.Time) (int64, error) {
	var n int64
	for scope, t := range before {
		res := s.conn(ctx).Where("scope = ? AND locked_at IS NULL AND last_failure_at < ?", scope, dbTime(t)).
			Delete(&SignInFailures{})
		if res.Error != nil {
			return n, res.Error
		}
		n += res.RowsAffected
	}
	return n, nil
}

// LockedNames returns when each locked user name was locked.
func (s *Store) LockedNames(ctx context.Context) (map[string]time.Time, error) {
	var rows []SignInFailures
	err := s.conn(ctx).Where("scope = ? AND locked_at IS NOT NULL", FailureScopeName).Find(&rows).Error
	out := make(map[string]time.Time, len(rows))
	for _, r := range rows {
		out[r.Subject] = *r.LockedAt
	}
	return out, err
}
