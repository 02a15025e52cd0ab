package models

import (
	"context"
	"time"
)

// DaySignOff is a compliance officer's sign-off of a property's gaming day:
// the day's records are final from then on, and a correction to one of its
// hands is marked late. A day is signed off once; the row is never changed.
type DaySignOff struct {
	ID         int64     `gorm:"column:id;primaryKey" json:"id"`
	PropertyID int64     `gorm:"column:property_id" json:"property_id"`
	GamingDay  Day       `gorm:"column:gaming_day" json:"gaming_day"`
	SignedBy   string    `gorm:"column:signed_by" json:"signed_by"`
	SignedAt   time.Time `gorm:"column:signed_at" json:"signed_at"`
	Note       string    `gorm:"column:note" json:"note"`
	// AnchorID is the anchor written with the sign-off: every audit
	// chain's head at that moment (none for days signed off before anchors).
	AnchorID *int64 `gorm:"column:anchor_id" json:"anchor_id,omitempty"`
	// Anchor is that anchor, where answers show it (DaySignOff, SignOffDay).
	Anchor *Anchor `gorm:"-" json:"anchor,omitempty"`
	// Seal is the seal of the day written with the sign-off, where answers
	// show it.
	Seal *DaySeal `gorm:"-" json:"seal,omitempty"`
	// Outstanding is what the day's checklist still held when it was
	// signed off (JSON, empty when nothing), and OverrideReason why the
	// officer signed off past it.
	Outstanding    string `gorm:"column:outstanding" json:"-"`
	OverrideReason string `gorm:"column:override_reason" json:"override_reason,omitempty"`
}

func (DaySignOff) TableName() string { return "day_signoffs" }

// InsertDaySignOff writes a sign-off. A second sign-off of the same day is
// a unique violation (IsUniqueViolation).
func (s *Store) InsertDaySignOff(ctx context.Context, so *DaySignOff) error {
	return s.conn(ctx).Create(so).Error
}

// DaySignOff returns the sign-off of a day with its anchor, or ErrNotFound.
func (s *Store) DaySignOff(ctx context.Context, propertyID int64, day Day) (DaySignOff, error) {
	var so DaySignOff
	err := s.conn(ctx).Where("property_id = ? AND gaming_day = ?", propertyID, day).First(&so).Error
	if err != nil || so.AnchorID == nil {
		return so, notFound(err)
	}
	a, err := s.AnchorByID(ctx, *so.AnchorID)
	so.Anchor = &a
	return so, err
}

// SignOffs lists a property's sign-offs, newest gaming day first; limit is
// at most 1000 (100 when not positive).
func (s *Store) SignOffs(ctx context.Context, propertyID int64, limit int) ([]DaySignOff, error) {
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	out := []DaySignOff{}
	err := s.conn(ctx).Where("property_id = ?", propertyID).Order("gaming_day DESC").Limit(limit).Find(&out).Error
	return out, err
}

// SignOffsBetween lists a property's sign-offs of gaming days from..to.
func (s *Store) SignOffsBetween(ctx context.Context, propertyID int64, from, to Day) ([]DaySignOff, error) {
	out := []DaySignOff{}
	err := s.conn(ctx).Where("property_id = ? AND gaming_day >= ? AND gaming_day <= ?", propertyID, from, to).
		Order("gaming_day").Find(&out).Error
	return out, err
}
