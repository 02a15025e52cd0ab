package models

import (
	"context"
	"time"
)

// DayReview is the review of a gaming day's final Master Game Report: a
// compliance officer other than the one who signed the day off (who
// prepared the report) reads it and signs in the service. A day is
// reviewed once; the row is never changed.
type DayReview struct {
	ID         int64 `gorm:"column:id;primaryKey" json:"id"`
	PropertyID int64 `gorm:"column:property_id" json:"property_id"`
	GamingDay  Day   `gorm:"column:gaming_day" json:"gaming_day"`
	// SignOffID is the sign-off of the day; its officer is the preparer.
	SignOffID int64 `gorm:"column:signoff_id" json:"signoff_id"`
	// FinalRevision is the revision of the final report the reviewer
	// read; the revision written at the review names the reviewer.
	FinalRevision int64     `gorm:"column:final_revision" json:"final_revision"`
	ReviewedBy    string    `gorm:"column:reviewed_by" json:"reviewed_by"`
	ReviewedAt    time.Time `gorm:"column:reviewed_at" json:"reviewed_at"`
	Note          string    `gorm:"column:note" json:"note"`
}

func (DayReview) TableName() string { return "day_reviews" }

// InsertDayReview writes a review. A second review of the same day is a
// unique violation (IsUniqueViolation); a review by the officer who signed
// the day off is refused by the database too.
func (s *Store) InsertDayReview(ctx context.Context, r *DayReview) error {
	return s.conn(ctx).Create(r).Error
}

// DayReview returns the review of a day, or ErrNotFound.
func (s *Store) DayReview(ctx context.Context, propertyID int64, day Day) (DayReview, error) {
	var r DayReview
	err := s.conn(ctx).Where("property_id = ? AND gaming_day = ?", propertyID, day).First(&r).Error
	return r, notFound(err)
}

// DayReviewsBetween lists a property's reviews of gaming days from..to.
func (s *Store) DayReviewsBetween(ctx context.Context, propertyID int64, from, to Day) ([]DayReview, error) {
	out := []DayReview{}
	err := s.conn(ctx).Where("property_id = ? AND gaming_day >= ? AND gaming_day <= ?", propertyID, from, to).
		Order("gaming_day").Find(&out).Error
	return out, err
}
