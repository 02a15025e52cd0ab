package models

import (
	"context"
	"time"

	"github.com/tablegames/casino/rules"
)

// MeterReading is a progressive pool's main meter as a person read it off
// the display at a moment, to be compared with the meter the event log
// computes (the meter verification report). Rows are never changed.
type MeterReading struct {
	ID        int64       `gorm:"column:id;primaryKey"`
	PoolID    string      `gorm:"column:pool_id"`
	ReadAt    time.Time   `gorm:"column:read_at"`
	GamingDay Day         `gorm:"column:gaming_day"`
	Amount    rules.Money `gorm:"column:amount"`
	ReadBy    int64       `gorm:"column:read_by"`
	EnteredAt time.Time   `gorm:"column:entered_at"`
	Note      string      `gorm:"column:note"`
}

func (MeterReading) TableName() string { return "meter_readings" }

// InsertMeterReading writes a reading.
func (s *Store) InsertMeterReading(ctx context.Context, r *MeterReading) error {
	return s.conn(ctx).Create(r).Error
}

// MeterAt returns a pool's event in force at an instant: its last event
// recorded at or before it (ErrNotFound before the pool's first).
func (s *Store) MeterAt(ctx context.Context, poolID string, at time.Time) (PoolEvent, error) {
	var e PoolEvent
	err := s.conn(ctx).Where("pool_id = ? AND at <= ?", poolID, at).Order("seq DESC").First(&e).Error
	return e, notFound(err)
}
