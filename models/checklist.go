package models

import (
	"context"
	"time"

	"github.com/tablegames/casino/rules"
)

// Kinds of what a gaming day's sign-off checklist holds.
const (
	CheckOpenFinding       = "open_finding"
	CheckPendingCorrection = "pending_correction"
	CheckUncountedTable    = "uncounted_table"
	CheckUnverifiedSlip    = "unverified_slip"
)

// ChecklistItem is one thing still outstanding on a gaming day: a finding
// no approved correction covers, a correction waiting for its approval, a
// table that saw play or chips but has no drop count, or a fill or credit
// neither verified nor voided.
type ChecklistItem struct {
	Kind    string `gorm:"column:kind" json:"kind"`
	TableID string `gorm:"column:table_id" json:"table_id"`
	// Ref is the finding, correction or slip; 0 for a table.
	Ref        int64       `gorm:"column:ref" json:"ref,omitempty"`
	HandID     int64       `gorm:"column:hand_id" json:"hand_id,omitempty"`
	HandNumber int64       `gorm:"column:hand_number" json:"hand_number,omitempty"`
	Detail     string      `gorm:"column:detail" json:"detail"`
	Amount     rules.Money `gorm:"column:amount" json:"amount"`
}

// checklistSQL is the checklist's one query. A table is active on a day
// when it has hands, fills, credits or inventories of the day, or was open
// during it.
const checklistSQL = `
SELECT 'open_finding' AS kind, h.table_id, f.id AS ref, h.id AS hand_id, h.hand_number, f.message AS detail, 0 AS amount
FROM findings f JOIN hands h ON h.id = f.hand_id AND h.gaming_day = f.gaming_day
WHERE h.property_id = @property AND h.gaming_day = @day AND f.gaming_day = @day AND NOT ` + resolvedSQL + `
UNION ALL
SELECT 'pending_correction', h.table_id, c.id, h.id, h.hand_number, c.reason_code || ': ' || c.note, c.adjustment
FROM corrections c JOIN hands h ON h.id = c.hand_id AND h.gaming_day = c.gaming_day
WHERE h.property_id = @property AND h.gaming_day = @day AND c.gaming_day = @day
  AND NOT EXISTS (SELECT 1 FROM correction_approvals a WHERE a.correction_id = c.id)
UNION ALL
SELECT 'unverified_slip', s.table_id, s.id, 0, 0, s.kind, s.amount
FROM cage_slips s JOIN game_tables t ON t.id = s.table_id
WHERE t.property_id = @property AND s.gaming_day = @day
  AND NOT EXISTS (SELECT 1 FROM cage_slip_verifications v WHERE v.slip_id = s.id)
  AND NOT EXISTS (SELECT 1 FROM cage_slip_voids x WHERE x.slip_id = s.id)
UNION ALL
SELECT 'uncounted_table', t.id, 0, 0, 0, '', 0
FROM game_tables t
WHERE t.property_id = @property
  AND (EXISTS (SELECT 1 FROM hands h WHERE h.table_id = t.id AND h.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM cage_slips s WHERE s.table_id = t.id AND s.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM table_inventories i WHERE i.table_id = t.id AND i.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM table_sessions ts WHERE ts.table_id = t.id AND ts.opened_at < @end
               AND (ts.closed_at IS NULL OR ts.closed_at > @start)))
  AND NOT EXISTS (SELECT 1 FROM drop_counts d WHERE d.table_id = t.id AND d.gaming_day = @day)
ORDER BY kind, table_id, ref`

// Checklist returns what is outstanding on a property's gaming day, which
// runs from start to end.
func (s *Store) Checklist(ctx context.Context, propertyID int64, day Day, start, end time.Time) ([]ChecklistItem, error) {
	out := []ChecklistItem{}
	err := s.conn(ctx).Raw(checklistSQL, map[string]any{"property": propertyID, "day": day,
		"start": start.UTC(), "end": end.UTC()}).Scan(&out).Error
	return out, err
}
