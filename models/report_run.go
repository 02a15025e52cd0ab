package models

import (
	"context"
	"time"
)

// Report run triggers.
const (
	TriggerScheduled = "scheduled"
	TriggerOnDemand  = "on_demand"
	// TriggerFinal is the final Master Game Report of a sealed day,
	// kept apart from the runs asked for on demand.
	TriggerFinal = "final"
)

// Triggers lists every trigger.
var Triggers = []string{TriggerScheduled, TriggerOnDemand, TriggerFinal}

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
	// SealID and FinalRevision are set on a final Master Game Report
	// (trigger "final"): the seal of the day it was written with, and its
	// revision (1 at the sign-off, then one more for each later change).
	SealID        *int64 `gorm:"column:seal_id" json:"seal_id,omitempty"`
	FinalRevision *int64 `gorm:"column:final_revision" json:"final_revision,omitempty"`
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
	// Trigger, when set, lists only the runs of that trigger (TriggerFinal:
	// the final Master Game Reports).
	Trigger string
	// NotTrigger, when set, leaves out the runs of that trigger.
	NotTrigger string
	// BeforeID, when not 0, lists only reports with lower ids: the page
	// after one that ended at BeforeID, as the list is newest first.
	BeforeID int64
	Limit    int
}

// ReportRuns lists archived reports, newest first, without their content.
func (s *Store) ReportRuns(ctx context.Context, f ReportFilter) ([]ReportRun, error) {
	q := s.conn(ctx).Model(&ReportRun{}).Omit("content").
		Select("id, kind, property_id, gaming_day, format, trigger, requested_by, created_at, file_name, sha256, size, anchor_id, seal_id, final_revision")
	if f.Kind != "" {
		q = q.Where("kind = ?", f.Kind)
	}
	if f.GamingDay != "" {
		q = q.Where("gaming_day = ?", f.GamingDay)
	}
	if f.Trigger != "" {
		q = q.Where("trigger = ?", f.Trigger)
	}
	if f.NotTrigger != "" {
		q = q.Where("trigger <> ?", f.NotTrigger)
	}
	if f.BeforeID > 0 {
		q = q.Where("id < ?", f.BeforeID)
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

// DaysLackingReports returns the gaming days of a property, up to and
// including last, that have hands and lack a scheduled run of one of the
// kinds, oldest first, at most limit of them. It walks the days that have
// hands one index probe at a time (a skip scan over hands_by_day), so it
// reads one row per day of play, not every hand.
func (s *Store) DaysLackingReports(ctx context.Context, propertyID int64, last Day, kinds []string, limit int) ([]Day, error) {
	var days []Day
	err := s.conn(ctx).Raw(`WITH RECURSIVE played(d) AS (
		SELECT MIN(gaming_day) FROM hands WHERE property_id = @p AND gaming_day <= @last
		UNION ALL
		SELECT (SELECT MIN(h.gaming_day) FROM hands h WHERE h.property_id = @p AND h.gaming_day > played.d AND h.gaming_day <= @last)
		FROM played WHERE played.d IS NOT NULL
	)
	SELECT d FROM played
	WHERE d IS NOT NULL AND (SELECT COUNT(DISTINCT r.kind) FROM report_runs r
		WHERE r.property_id = @p AND r.gaming_day = played.d AND r.trigger = @scheduled AND r.kind IN @kinds) < @n
	ORDER BY d LIMIT @limit`,
		map[string]any{"p": propertyID, "last": last, "scheduled": TriggerScheduled, "kinds": kinds, "n": len(kinds), "limit": limit}).
		Scan(&days).Error
	return days, err
}

// RunSince reports whether a report of a property's gaming day was written
// at or after an instant (in any trigger).
func (s *Store) RunSince(ctx context.Context, kind string, propertyID int64, day Day, since time.Time) (bool, error) {
	var n int64
	err := s.conn(ctx).Model(&ReportRun{}).
		Where("kind = ? AND property_id = ? AND gaming_day = ? AND created_at >= ?", kind, propertyID, day, since.UTC().Truncate(time.Second)).
		Count(&n).Error
	return n > 0, err
}
