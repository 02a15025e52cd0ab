package models

import (
	"context"
	"time"
)

// Kinds of flag a report raises on a figure out of line: a statistical
// report line's win to drop of the day, the month to date or the year to
// date outside its band (the property's variance rule).
const (
	FlagWinToDropDay = "win_to_drop_day"
	FlagWinToDropMTD = "win_to_drop_mtd"
	FlagWinToDropYTD = "win_to_drop_ytd"
)

// FlagKinds are the kinds of flag, in the order a report shows them.
var FlagKinds = []string{FlagWinToDropDay, FlagWinToDropMTD, FlagWinToDropYTD}

// Flag is one figure a report of a gaming day flags out of line.
type Flag struct {
	// Report is the report kind ("statistical").
	Report string `json:"report"`
	// TableID names the report's line: a table's id, "game:CODE" for a
	// game's line, "property:CODE" for the property's.
	TableID string `json:"table_id"`
	// Kind is the flag's kind (FlagWinToDropDay, ...).
	Kind string `json:"kind"`
	// Detail says what is out of line, as the report shows it.
	Detail string `json:"detail"`
}

// Key is the flag's name within its property's gaming day.
func (f Flag) Key() FlagKey { return FlagKey{Report: f.Report, TableID: f.TableID, Kind: f.Kind} }

// FlagKey names a flag within a property's gaming day.
type FlagKey struct {
	Report, TableID, Kind string
}

// FlagExplanation is why a flagged figure is what it is, as compliance
// wrote it. Rows are never changed: a later explanation of the same flag
// supersedes the one before (Supersedes) and both are kept.
type FlagExplanation struct {
	ID         int64  `gorm:"column:id;primaryKey"`
	PropertyID int64  `gorm:"column:property_id"`
	GamingDay  Day    `gorm:"column:gaming_day"`
	Report     string `gorm:"column:report"`
	TableID    string `gorm:"column:table_id"`
	Flag       string `gorm:"column:flag"`
	Text       string `gorm:"column:explanation"`
	// Detail is the flag as the report showed it when explained.
	Detail     string    `gorm:"column:detail"`
	WrittenBy  string    `gorm:"column:written_by"`
	WrittenAt  time.Time `gorm:"column:written_at"`
	Supersedes *int64    `gorm:"column:supersedes"`
}

func (FlagExplanation) TableName() string { return "flag_explanations" }

// Key is the flag the explanation is of.
func (e FlagExplanation) Key() FlagKey {
	return FlagKey{Report: e.Report, TableID: e.TableID, Kind: e.Flag}
}

// InsertFlagExplanation writes an explanation. Two explanations that
// supersede the same one are a unique violation (IsUniqueViolation).
func (s *Store) InsertFlagExplanation(ctx context.Context, e *FlagExplanation) error {
	return s.conn(ctx).Create(e).Error
}

// LatestFlagExplanations returns, for each flag of a property's gaming day
// that has one, its latest explanation written at or before asOf (every
// one when asOf is zero).
func (s *Store) LatestFlagExplanations(ctx context.Context, propertyID int64, day Day, asOf time.Time) (map[FlagKey]FlagExplanation, error) {
	var rows []FlagExplanation
	q := s.conn(ctx).Where("property_id = ? AND gaming_day = ?", propertyID, day)
	if !asOf.IsZero() {
		q = q.Where("written_at <= ?", asOf.UTC())
	}
	if err := q.Order("id").Find(&rows).Error; err != nil {
		return nil, err
	}
	out := map[FlagKey]FlagExplanation{}
	for _, r := range rows {
		out[r.Key()] = r // in id order: the last is the latest
	}
	return out, nil
}

// ExplanationFilter selects explanations: of a property, of a gaming day
// if set, after an id, at most Limit (100 when not positive).
type ExplanationFilter struct {
	PropertyID int64
	GamingDay  Day
	AfterID    int64
	Limit      int
}

// FlagExplanations lists explanations in id order (oldest first), each
// with whether a later one of the same flag superseded it.
func (s *Store) FlagExplanations(ctx context.Context, f ExplanationFilter) ([]FlagExplanation, map[int64]bool, error) {
	if f.Limit <= 0 {
		f.Limit = 100
	}
	q := s.conn(ctx).Where("property_id = ? AND id > ?", f.PropertyID, f.AfterID)
	if f.GamingDay != "" {
		q = q.Where("gaming_day = ?", f.GamingDay)
	}
	out := []FlagExplanation{}
	if err := q.Order("id").Limit(f.Limit).Find(&out).Error; err != nil {
		return nil, nil, err
	}
	superseded := map[int64]bool{}
	if len(out) == 0 {
		return out, superseded, nil
	}
	ids := make([]int64, len(out))
	for i, e := range out {
		ids[i] = e.ID
	}
	var later []int64
	if err := s.conn(ctx).Model(&FlagExplanation{}).Where("supersedes IN ?", ids).Pluck("supersedes", &later).Error; err != nil {
		return nil, nil, err
	}
	for _, id := range later {
		superseded[id] = true
	}
	return out, superseded, nil
}
