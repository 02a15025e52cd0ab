package models

import (
	"context"
	"strings"
	"time"

	"github.com/tablegames/casino/rules"
)

// Kinds of what a gaming day's sign-off checklist holds.
const (
	CheckOpenFinding       = "open_finding"
	CheckPendingCorrection = "pending_correction"
	CheckUncountedTable    = "uncounted_table"
	CheckUnverifiedSlip    = "unverified_slip"
	CheckNoOpener          = "no_opener"
	CheckNoCloser          = "no_closer"
	CheckMeterNotRead      = "meter_not_read"
	CheckClosedTableHand   = "closed_table_hand"
	CheckUnexplainedFlag   = "unexplained_flag"
)

// ChecklistItem is one thing still outstanding on a gaming day: a finding
// no approved correction covers, a correction waiting for its approval, a
// table that saw play or chips but has no drop count, a fill or credit
// neither verified nor voided, a table active on the day without an opener
// (counted, or a closer to roll) or without a closer, a progressive pool
// whose tables dealt hands without a meter reading of the day, or a hand
// dealt while its table had no open session.
type ChecklistItem struct {
	Kind    string `gorm:"column:kind" json:"kind"`
	TableID string `gorm:"column:table_id" json:"table_id"`
	// Ref is the finding, correction or slip; 0 for a table.
	Ref        int64       `gorm:"column:ref" json:"ref,omitempty"`
	HandID     int64       `gorm:"column:hand_id" json:"hand_id,omitempty"`
	HandNumber int64       `gorm:"column:hand_number" json:"hand_number,omitempty"`
	Detail     string      `gorm:"column:detail" json:"detail"`
	Amount     rules.Money `gorm:"column:amount" json:"amount"`
	// Game is the table's game, for a missing opener or closer (a
	// collection box has no tray to count); the ledger drops those.
	Game string `gorm:"column:game" json:"-"`
	// Report and Flag name an unexplained flag's report and kind (its
	// line is TableID); the ledger fills them in.
	Report string `gorm:"-" json:"report,omitempty"`
	Flag   string `gorm:"-" json:"flag,omitempty"`
}

// checklistActive is true for a table t active on the day: one with hands,
// fills, credits, inventories or a drop count of the day, or open during
// it.
const checklistActive = `(EXISTS (SELECT 1 FROM hands h WHERE h.table_id = t.id AND h.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM cage_slips s WHERE s.table_id = t.id AND s.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM table_inventories i WHERE i.table_id = t.id AND i.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM drop_counts d WHERE d.table_id = t.id AND d.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM table_sessions ts WHERE ts.table_id = t.id AND ts.opened_at < @end
               AND (ts.closed_at IS NULL OR ts.closed_at > @start)))`

// checklistSQL is the checklist's one query ({{stake}}: an open finding's
// money at stake, StakeSQL). Hands at closed tables are the ledger's
// (ClosedTableHands).
const checklistSQL = `
SELECT 'open_finding' AS kind, h.table_id, f.id AS ref, h.id AS hand_id, h.hand_number, f.message AS detail,
       {{stake}} AS amount, '' AS game
FROM findings f JOIN hands h ON h.id = f.hand_id AND h.gaming_day = f.gaming_day
WHERE h.property_id = @property AND h.gaming_day = @day AND f.gaming_day = @day AND NOT ` + resolvedSQL + `
UNION ALL
SELECT 'pending_correction', h.table_id, c.id, h.id, h.hand_number, c.reason_code || ': ' || c.note, c.adjustment, ''
FROM corrections c JOIN hands h ON h.id = c.hand_id AND h.gaming_day = c.gaming_day
WHERE h.property_id = @property AND h.gaming_day = @day AND c.gaming_day = @day
  AND NOT EXISTS (SELECT 1 FROM correction_approvals a WHERE a.correction_id = c.id)
UNION ALL
SELECT 'unverified_slip', s.table_id, s.id, 0, 0, s.kind, s.amount, ''
FROM cage_slips s JOIN game_tables t ON t.id = s.table_id
WHERE t.property_id = @property AND s.gaming_day = @day
  AND NOT EXISTS (SELECT 1 FROM cage_slip_verifications v WHERE v.slip_id = s.id)
  AND NOT EXISTS (SELECT 1 FROM cage_slip_voids x WHERE x.slip_id = s.id)
UNION ALL
SELECT 'uncounted_table', t.id, 0, 0, 0, '', 0, ''
FROM game_tables t
WHERE t.property_id = @property
  AND (EXISTS (SELECT 1 FROM hands h WHERE h.table_id = t.id AND h.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM cage_slips s WHERE s.table_id = t.id AND s.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM table_inventories i WHERE i.table_id = t.id AND i.gaming_day = @day)
    OR EXISTS (SELECT 1 FROM table_sessions ts WHERE ts.table_id = t.id AND ts.opened_at < @end
               AND (ts.closed_at IS NULL OR ts.closed_at > @start)))
  AND NOT EXISTS (SELECT 1 FROM drop_counts d WHERE d.table_id = t.id AND d.gaming_day = @day)
UNION ALL
SELECT 'no_opener', t.id, 0, 0, 0, 'no opener counted and no earlier closer to roll', 0, t.game
FROM game_tables t
WHERE t.property_id = @property AND ` + checklistActive + `
  AND NOT EXISTS (SELECT 1 FROM table_inventories i WHERE i.table_id = t.id AND i.kind = 'opener' AND i.gaming_day = @day)
  AND NOT EXISTS (SELECT 1 FROM table_inventories i WHERE i.table_id = t.id AND i.kind = 'closer' AND i.gaming_day < @day)
UNION ALL
SELECT 'no_closer', t.id, 0, 0, 0, 'no closer counted', 0, t.game
FROM game_tables t
WHERE t.property_id = @property AND ` + checklistActive + `
  AND NOT EXISTS (SELECT 1 FROM table_inventories i WHERE i.table_id = t.id AND i.kind = 'closer' AND i.gaming_day = @day)
UNION ALL
SELECT 'meter_not_read', p.id, 0, 0, 0, p.name, 0, ''
FROM progressive_pools p
WHERE (p.closed_at IS NULL OR p.closed_at > @start)
  AND EXISTS (SELECT 1 FROM progressive_links l JOIN game_tables t ON t.id = l.table_id
              WHERE l.pool_id = p.id AND t.property_id = @property
                AND EXISTS (SELECT 1 FROM hands h WHERE h.table_id = t.id AND h.gaming_day = @day))
  AND NOT EXISTS (SELECT 1 FROM meter_readings m WHERE m.pool_id = p.id AND m.gaming_day = @day)
ORDER BY kind, table_id, ref`

// Checklist returns what is outstanding on a property's gaming day, which
// runs from start to end.
func (s *Store) Checklist(ctx context.Context, propertyID int64, day Day, start, end time.Time) ([]ChecklistItem, error) {
	out := []ChecklistItem{}
	q := strings.Replace(checklistSQL, "{{stake}}", s.StakeSQL(), 1)
	err := s.conn(ctx).Raw(q, map[string]any{"property": propertyID, "day": day,
		"start": start.UTC(), "end": end.UTC()}).Scan(&out).Error
	return out, err
}

// FirstRecordDay is the earliest gaming day of a property's records:
// hands, openers and closers, fills and credits, drop counts; "" when it
// has none. Each is one probe of an index by gaming day.
func (s *Store) FirstRecordDay(ctx context.Context, propertyID int64) (Day, error) {
	var days []struct {
		Day Day `gorm:"column:first_day"`
	}
	err := s.conn(ctx).Raw(`
SELECT (SELECT MIN(h.gaming_day) FROM hands h WHERE h.property_id = @property) AS first_day
UNION ALL
SELECT (SELECT MIN(i.gaming_day) FROM table_inventories i JOIN game_tables t ON t.id = i.table_id WHERE t.property_id = @property)
UNION ALL
SELECT (SELECT MIN(x.gaming_day) FROM cage_slips x JOIN game_tables t ON t.id = x.table_id WHERE t.property_id = @property)
UNION ALL
SELECT (SELECT MIN(d.gaming_day) FROM drop_counts d JOIN game_tables t ON t.id = d.table_id WHERE t.property_id = @property)`,
		map[string]any{"property": propertyID}).Scan(&days).Error
	if err != nil {
		return "", err
	}
	first := Day("")
	for _, d := range days {
		if d.Day != "" && (first == "" || d.Day < first) {
			first = d.Day
		}
	}
	return first, nil
}
