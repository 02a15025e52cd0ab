package models

import (
	"context"
	"encoding/json"
	"time"

	"github.com/tablegames/casino/rules"
)

// DropCount is what the count team found in a table's drop box for a gaming
// day. Rows are never changed: a recount is a new row, and the latest row
// of a table and day is the count.
//
// The count sheet's columns (migration 0021) are NULL in counts recorded
// before it; a record hash leaves them out while they are (hash:"omitnull",
// docs/audit.md), so the hashes of those counts stay as they were.
type DropCount struct {
	ID        int64       `gorm:"column:id;primaryKey" json:"id"`
	TableID   string      `gorm:"column:table_id" json:"table_id"`
	GamingDay Day         `gorm:"column:gaming_day" json:"gaming_day"`
	Amount    rules.Money `gorm:"column:amount" json:"amount"`
	// CountedBy is the user who entered the count.
	CountedBy string    `gorm:"column:counted_by" json:"counted_by"`
	CountedAt time.Time `gorm:"column:counted_at" json:"counted_at"`
	Note      string    `gorm:"column:note" json:"note"`
	// Denominations is the bills and chips found, a ChipCount as JSON
	// (ChipCount.JSON), adding up to Amount.
	Denominations *string `gorm:"column:denominations" json:"-" hash:"omitnull"`
	// Team is the names of the count team's members, a JSON list.
	Team *string `gorm:"column:team" json:"-" hash:"omitnull"`
	// StartedAt and EndedAt are when the count of the box began and ended.
	StartedAt *time.Time `gorm:"column:started_at" json:"-" hash:"omitnull"`
	EndedAt   *time.Time `gorm:"column:ended_at" json:"-" hash:"omitnull"`
}

// CountSheet is what a count sheet holds of one count beside its amount:
// the bills and chips by denomination, the count team and the count's
// times. A count recorded before the count sheet has none of it (Legacy).
type CountSheet struct {
	Denominations ChipCount
	Team          []string
	StartedAt     *time.Time
	EndedAt       *time.Time
}

// Legacy says the count was recorded before counts kept their sheet.
func (c CountSheet) Legacy() bool { return c.Team == nil && c.StartedAt == nil }

// TeamJSON writes a count team as stored.
func TeamJSON(team []string) string {
	if len(team) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(team)
	return string(b)
}

// countSheetOf reads the stored count sheet columns.
func countSheetOf(denominations, team *string, started, ended *time.Time) CountSheet {
	var out CountSheet
	if denominations != nil {
		out.Denominations = ParseChipsJSON(*denominations)
		if out.Denominations == nil {
			out.Denominations = ChipCount{}
		}
	}
	if team != nil {
		_ = json.Unmarshal([]byte(*team), &out.Team)
		if out.Team == nil {
			out.Team = []string{}
		}
	}
	if started != nil {
		t := started.UTC()
		out.StartedAt = &t
	}
	if ended != nil {
		t := ended.UTC()
		out.EndedAt = &t
	}
	return out
}

// Sheet returns the count's sheet: empty for a count recorded before the
// count sheet.
func (d DropCount) Sheet() CountSheet {
	return countSheetOf(d.Denominations, d.Team, d.StartedAt, d.EndedAt)
}

// SetSheet sets the count sheet's columns.
func (d *DropCount) SetSheet(c CountSheet) {
	den, team := c.Denominations.JSON(), TeamJSON(c.Team)
	d.Denominations, d.Team = &den, &team
	d.StartedAt, d.EndedAt = c.StartedAt, c.EndedAt
}

// dropCountJSON is a count as the API writes it.
type dropCountJSON struct {
	ID            int64       `json:"id"`
	TableID       string      `json:"table_id"`
	GamingDay     Day         `json:"gaming_day"`
	Amount        rules.Money `json:"amount"`
	Denominations ChipCount   `json:"denominations"`
	Team          []string    `json:"team"`
	StartedAt     *time.Time  `json:"started_at"`
	EndedAt       *time.Time  `json:"ended_at"`
	CountedBy     string      `json:"counted_by"`
	CountedAt     time.Time   `json:"counted_at"`
	Note          string      `json:"note"`
}

// MarshalJSON writes the count with its sheet: denominations and team are
// null, and the times null, for a count recorded before the count sheet.
func (d DropCount) MarshalJSON() ([]byte, error) {
	c := d.Sheet()
	return json.Marshal(dropCountJSON{ID: d.ID, TableID: d.TableID, GamingDay: d.GamingDay, Amount: d.Amount,
		Denominations: c.Denominations.Normal(), Team: c.Team, StartedAt: c.StartedAt, EndedAt: c.EndedAt,
		CountedBy: d.CountedBy, CountedAt: d.CountedAt, Note: d.Note})
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
	CountedAt *time.Time  `gorm:"column:counted_at"`
	// The latest count's sheet columns (NULL for a count recorded before
	// the count sheet): read them with Sheet.
	Denominations *string    `gorm:"column:denominations"`
	Team          *string    `gorm:"column:team"`
	StartedAt     *time.Time `gorm:"column:started_at"`
	EndedAt       *time.Time `gorm:"column:ended_at"`
}

// Sheet returns the line's latest count's sheet.
func (c CountLine) Sheet() CountSheet {
	return countSheetOf(c.Denominations, c.Team, c.StartedAt, c.EndedAt)
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
       COALESCE(d.counted_by, '') AS counted_by,
       d.counted_at, d.denominations, d.team, d.started_at, d.ended_at
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
