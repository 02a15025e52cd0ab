package models

import (
	"context"
	"time"

	"github.com/tablegames/casino/rules"
)

// DropCount is what the count team found in a table's drop box for a gaming
// day. Rows are never changed: a recount is a new row, and the latest row
// of a table and day is the count.
type DropCount struct {
	ID        int64       `gorm:"column:id;primaryKey" json:"id"`
	TableID   string      `gorm:"column:table_id" json:"table_id"`
	GamingDay Day         `gorm:"column:gaming_day" json:"gaming_day"`
	Amount    rules.Money `gorm:"column:amount" json:"amount"`
	CountedBy string      `gorm:"column:counted_by" json:"counted_by"`
	CountedAt time.Time   `gorm:"column:counted_at" json:"counted_at"`
	Note      string      `gorm:"column:note" json:"note"`
}

func (DropCount) TableName() string { return "drop_counts" }

// InsertDropCount writes a count.
func (s *Store) InsertDropCount(ctx context.Context, d *DropCount) error {
	return s.conn(ctx).Create(d).Error
}

// DropCounts lists every count of a table for a gaming day, oldest first:
// the last one is the count, the others are what it superseded.
func (s *Store) DropCounts(ctx context.Context, tableID string, day Day) ([]DropCount, error) {
	out := []DropCount{}
	err := s.conn(ctx).Where("table_id = ? AND gaming_day = ?", tableID, day).Order("id").Find(&out).Error
	return out, err
}

// CountLine is one table's line of a count sheet: the table, what the
// day's hands say its drop box should hold, and its latest count, if any.
type CountLine struct {
	TableID string `gorm:"column:table_id"`
	Game    string `gorm:"column:game"`
	// Hands is the number of the table's hands that gaming day.
	Hands int64 `gorm:"column:hands"`
	// ExpectedFees and ExpectedCommission are what the rules give for the
	// day's hands; Fees and Commission what the records declare collected.
	ExpectedFees       rules.Money `gorm:"column:expected_fees"`
	ExpectedCommission rules.Money `gorm:"column:expected_commission"`
	Fees               rules.Money `gorm:"column:fees"`
	Commission         rules.Money `gorm:"column:commission"`
	// CountID is 0 when the table has no count for the day.
	CountID   int64       `gorm:"column:count_id"`
	Count     rules.Money `gorm:"column:count_amount"`
	CountedBy string      `gorm:"column:counted_by"`
}

// countSheetSQL is the count sheet's one query: every table of the
// property (a retired one only when it has hands or a count that day), the
// sums of its hands of the day, and its latest count.
const countSheetSQL = `
SELECT t.id AS table_id, t.game,
       COALESCE(h.hands, 0) AS hands,
       COALESCE(h.expected_fees, 0) AS expected_fees,
       COALESCE(h.expected_commission, 0) AS expected_commission,
       COALESCE(h.fees, 0) AS fees,
       COALESCE(h.commission, 0) AS commission,
       COALESCE(d.id, 0) AS count_id,
       COALESCE(d.amount, 0) AS count_amount,
       COALESCE(d.counted_by, '') AS counted_by
FROM game_tables t
LEFT JOIN (
    SELECT table_id, COUNT(*) AS hands,
           SUM(expected_fees) AS expected_fees, SUM(expected_commission) AS expected_commission,
           SUM(fees) AS fees, SUM(commission) AS commission
    FROM hands
    WHERE property_id = @property AND gaming_day = @day
    GROUP BY table_id
) h ON h.table_id = t.id
LEFT JOIN drop_counts d ON d.table_id = t.id AND d.gaming_day = @day
    AND d.id = (SELECT MAX(l.id) FROM drop_counts l WHERE l.table_id = t.id AND l.gaming_day = @day)
WHERE t.property_id = @property
  AND (t.retired_at IS NULL OR h.hands IS NOT NULL OR d.id IS NOT NULL)
ORDER BY t.id`

// CountSheet returns the count sheet of a property's gaming day, one line
// per table, by table id.
func (s *Store) CountSheet(ctx context.Context, propertyID int64, day Day) ([]CountLine, error) {
	out := []CountLine{}
	err := s.conn(ctx).Raw(countSheetSQL, map[string]any{"property": propertyID, "day": day}).Scan(&out).Error
	return out, err
}
