package models

import (
	"context"
	"fmt"
	"time"
)

// Roles a user may hold.
const (
	RolePitBoss    = "pit_boss"
	RoleCompliance = "compliance"
	RoleCount      = "count"
	// RoleCage verifies the fills and credits the floor requests.
	RoleCage  = "cage"
	RoleAdmin = "admin"
)

// Roles lists every role.
var Roles = []string{RolePitBoss, RoleCompliance, RoleCount, RoleCage, RoleAdmin}

// CheckRole confirms role is one of Roles.
func CheckRole(role string) error {
	for _, r := range Roles {
		if r == role {
			return nil
		}
	}
	return fmt.Errorf("%q is not a role (roles: pit_boss, compliance, count, cage, admin)", role)
}

// User is a person who uses the service: pit boss, compliance officer, count
// team member, cage cashier or administrator. A user calls the API with a personal token.
type User struct {
	ID        int64   `gorm:"column:id;primaryKey"`
	Name      string  `gorm:"column:name"`
	Role      string  `gorm:"column:role"`
	TokenHash *string `gorm:"column:token_hash"`
	// TokenExpiresAt is when the personal token stops working; nil for a
	// token without an expiry.
	TokenExpiresAt *time.Time `gorm:"column:token_expires_at"`
	// PasswordHash is the bcrypt hash of the user's sign-in password for
	// the web pages; nil until one is set.
	PasswordHash *string    `gorm:"column:password_hash"`
	CreatedAt    time.Time  `gorm:"column:created_at"`
	DisabledAt   *time.Time `gorm:"column:disabled_at"`
}

func (User) TableName() string { return "users" }

// CreateUser adds a user.
func (s *Store) CreateUser(ctx context.Context, u *User) error {
	if err := CheckRole(u.Role); err != nil {
		return err
	}
	return s.conn(ctx).Create(u).Error
}

// UserByName returns a user.
func (s *Store) UserByName(ctx context.Context, name string) (User, error) {
	var u User
	err := s.conn(ctx).Where("name = ?", name).First(&u).Error
	return u, notFound(err)
}

// UserByID returns a user.
func (s *Store) UserByID(ctx context.Context, id int64) (User, error) {
	var u User
	err := s.conn(ctx).First(&u, id).Error
	return u, notFound(err)
}

// UserByToken finds an enabled user by bearer token, whether or not the
// token has expired (the caller says which it is).
func (s *Store) UserByToken(ctx context.Context, token string) (User, error) {
	var u User
	err := s.conn(ctx).Where("token_hash = ? AND disabled_at IS NULL", HashToken(token)).First(&u).Error
	return u, notFound(err)
}

// SetUserToken replaces a user's token hash; the old token stops working.
// The new one expires at expires, or never when it is nil.
func (s *Store) SetUserToken(ctx context.Context, userID int64, hash string, expires *time.Time) error {
	var exp *time.Time
	if expires != nil {
		t := expires.UTC().Truncate(time.Microsecond)
		exp = &t
	}
	return s.conn(ctx).Model(&User{}).Where("id = ?", userID).
		Updates(map[string]any{"token_hash": hash, "token_expires_at": exp}).Error
}

// DisableUser marks a user disabled and drops the user's API token, so
// enabling the user again does not bring an old token back.
func (s *Store) DisableUser(ctx context.Context, userID int64, at time.Time) error {
	return s.conn(ctx).Model(&User{}).Where("id = ?", userID).
		Updates(map[string]any{"disabled_at": at.UTC().Truncate(time.Microsecond), "token_hash": nil, "token_expires_at": nil}).Error
}

// EnableUser clears a user's disabled mark.
func (s *Store) EnableUser(ctx context.Context, userID int64) error {
	return s.conn(ctx).Model(&User{}).Where("id = ?", userID).Update("disabled_at", nil).Error
}

// Users lists every user by name.
func (s *Store) Users(ctx context.Context) ([]User, error) {
	var out []User
	err := s.conn(ctx).Order("name").Find(&out).Error
	return out, err
}

// SetUserPassword replaces a user's password hash.
func (s *Store) SetUserPassword(ctx context.Context, userID int64, hash string) error {
	return s.conn(ctx).Model(&User{}).Where("id = ?", userID).Update("password_hash", hash).Error
}
