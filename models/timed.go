package models

import (
	"context"
	"time"

	"github.com/tablegames/casino/rules"
)

// SeatEvent is a player sitting down at a seat of a table or leaving it,
// as the table reports it for timed collection.
type SeatEvent struct {
	ID         int64     `gorm:"column:id;primaryKey"`
	TableID    string    `gorm:"column:table_id"`
	Seat       int       `gorm:"column:seat"`
	Event      string    `gorm:"column:event"` // sit or leave
	At         time.Time `gorm:"column:at"`
	RecordedBy string    `gorm:"column:recorded_by"`
	RecordedAt time.Time `gorm:"column:recorded_at"`
}

func (SeatEvent) TableName() string { return "seat_events" }

// Seat event kinds.
const (
	SeatSit   = "sit"
	SeatLeave = "leave"
)

// TimedCollection is a fee a table took from a seat at a half-hour
// boundary.
type TimedCollection struct {
	ID         int64       `gorm:"column:id;primaryKey"`
	TableID    string      `gorm:"column:table_id"`
	At         time.Time   `gorm:"column:at"`
	Seat       int         `gorm:"column:seat"`
	Amount     rules.Money `gorm:"column:amount"`
	RecordedBy string      `gorm:"column:recorded_by"`
	RecordedAt time.Time   `gorm:"column:recorded_at"`
}

func (TimedCollection) TableName() string { return "timed_collections" }

// AddSeatEvents appends seat events.
func (s *Store) AddSeatEvents(ctx context.Context, evs []SeatEvent) error {
	if len(evs) == 0 {
		return nil
	}
	return s.conn(ctx).Create(&evs).Error
}

// AddTimedCollections appends a boundary's collections; a seat already
// collected at that boundary is a unique violation.
func (s *Store) AddTimedCollections(ctx context.Context, cs []TimedCollection) error {
	if len(cs) == 0 {
		return nil
	}
	return s.conn(ctx).Create(&cs).Error
}

// Times are compared in UTC, the zone they are stored in: SQLite compares
// them as text.

// SeatEventsUntil returns a table's seat events up to t, oldest first.
func (s *Store) SeatEventsUntil(ctx context.Context, tableID string, t time.Time) ([]SeatEvent, error) {
	var out []SeatEvent
	err := s.conn(ctx).Where("table_id = ? AND at <= ?", tableID, t.UTC()).Order("at, id").Find(&out).Error
	return out, err
}

// TimedCollectionsBetween returns a table's collections at boundaries from
// from (inclusive) to to (exclusive).
func (s *Store) TimedCollectionsBetween(ctx context.Context, tableID string, from, to time.Time) ([]TimedCollection, error) {
	var out []TimedCollection
	err := s.conn(ctx).Where("table_id = ? AND at >= ? AND at < ?", tableID, from.UTC(), to.UTC()).Order("at, seat").Find(&out).Error
	return out, err
}

// SessionsOverlapping returns a table's sessions that were open at any time
// from from to to, oldest first.
func (s *Store) SessionsOverlapping(ctx context.Context, tableID string, from, to time.Time) ([]TableSession, error) {
	var out []TableSession
	err := s.conn(ctx).Where("table_id = ? AND opened_at < ? AND (closed_at IS NULL OR closed_at > ?)", tableID, to.UTC(), from.UTC()).
		Order("opened_at").Find(&out).Error
	return out, err
}
