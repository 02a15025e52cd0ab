package models

import (
	"context"
	"time"
)

// ClosedTableHand is a hand dealt while its table had no open session: play
// the floor never opened, an exception the pit and compliance must see.
type ClosedTableHand struct {
	HandID     int64     `gorm:"column:hand_id" json:"hand_id"`
	TableID    string    `gorm:"column:table_id" json:"table_id"`
	HandNumber int64     `gorm:"column:hand_number" json:"hand_number"`
	DealtAt    time.Time `gorm:"column:dealt_at" json:"dealt_at"`
}

// closedTableHandsSQL finds a day's hands no session of their table covers,
// by the same test the dealer figures use to find a hand's session.
const closedTableHandsSQL = `
SELECT h.id AS hand_id, h.table_id, h.hand_number, h.dealt_at
FROM hands h
WHERE h.property_id = ? AND h.gaming_day = ?
  AND NOT EXISTS (SELECT 1 FROM table_sessions ts
                  WHERE ts.table_id = h.table_id AND ts.opened_at <= h.dealt_at
                    AND (ts.closed_at IS NULL OR ts.closed_at > h.dealt_at))
ORDER BY h.table_id, h.hand_number`

// ClosedTableHands returns a property's hands of a gaming day dealt while
// their table was closed, by table and hand number.
func (s *Store) ClosedTableHands(ctx context.Context, propertyID int64, day Day) ([]ClosedTableHand, error) {
	out := []ClosedTableHand{}
	err := s.conn(ctx).Raw(closedTableHandsSQL, propertyID, day).Scan(&out).Error
	return out, err
}
