package models

import (
	"context"
	"time"
)

// Report run triggers.
const (
	TriggerScheduled = "scheduled"
	TriggerOnDemand  = "on_demand"
)

// ReportRun is one archived report file: what it reports, who or what asked
// for it, and the file itself with its SHA-256, so a downloaded copy can be
// checked against the archive.
type ReportRun struct {
	ID          int64     `gorm:"column:id;primaryKey" json:"id"`
	Kind        string    `gorm:"column:kind" json:"kind"`
	PropertyID  int64     `gorm:"column:property_id" json:"property_id"`
	GamingDay   Day       `gorm:"column:gaming_day" json:"gaming_day"`
	Format      string    `gorm:"column:format" json:"format"`
	Trigger     string    `gorm:"column:trigger" json:"trigger"`
	RequestedBy string    `gorm:"column:requested_by" json:"requested_by"`
	CreatedAt   time.Time `gorm:"column:created_at" json:"created_at"`
	FileName    string    `gorm:"column:file_name" json:"file_name"`
	SHA256      string    `gorm:"column:sha256" json:"sha256"`
	Size        int64     `gorm:"column:size" json:"size"`
	Content     []byte    `gorm:"column:content" json:"-"`
	// AnchorID is the anchor written with the run's files: every audit
	// chain's head at that moment (none for runs archived before anchors).
	AnchorID *int64 `gorm:"column:anchor_id" json:"anchor_id,omitempty"`
}

func (ReportRun) TableName() string { return "report_runs" }

// InsertReportRun archives a report file. A second scheduled run of the same
// report is refused by a unique index (IsUniqueViolation).
func (s *Store) InsertReportRun(ctx context.Context, r *ReportRun) error {
	return s.conn(ctx).Create(r).Error
}

// ScheduledRunExists reports whether the nightly job already wrote a report.
func (s *Store) ScheduledRunExists(ctx context.Context, kind string, propertyID int64, day Day) (bool, error) {
	var n int64
	err := s.conn(ctx).Model(&ReportRun{}).
		Where("kind = ? AND property_id = ? AND gaming_day = ? AND trigger = ?", kind, propertyID, day, TriggerScheduled).
		Count(&n).Error
	return n > 0, err
}

// ReportFilter selects report runs.
type ReportFilter struct {
	Kind      string
	GamingDay Day
	Limit     int
}

// ReportRuns lists archived reports, newest first, without their content.
func (s *Store) ReportRuns(ctx context.Context, f ReportFilter) ([]ReportRun, error) {
	q := s.conn(ctx).Model(&ReportRun{}).Omit("content").
		Select("id, kind, property_id, gaming_day, format, trigger, requested_by, created_at, file_name, sha256, size, anchor_id")
	if f.Kind != "" {
		q = q.Where("kind = ?", f.Kind)
	}
	if f.GamingDay != "" {
		q = q.Where("gaming_day = ?", f.GamingDay)
	}
	limit := f.Limit
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	var out []ReportRun
	err := q.Order("id DESC").Limit(limit).Find(&out).Error
	return out, err
}

// ReportRunByID returns an archived report with its content.
func (s *Store) ReportRunByID(ctx context.Context, id int64) (ReportRun, error) {
	var r ReportRun
	err := s.conn(ctx).First(&r, id).Error
	return r, notFound(err)
}
