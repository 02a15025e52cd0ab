package reports

import (
	"context"
	"fmt"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// Kinds of adjustment.
const (
	AdjustCorrection    = "correction"
	AdjustDropRecount   = "drop recount"
	AdjustOpenerRecount = "opener recount"
	AdjustCloserRecount = "closer recount"
	AdjustVoidedFill    = "voided fill"
	AdjustVoidedCredit  = "voided credit"
	AdjustMeter         = "meter adjustment"
)

// Adjustment is one correction or adjustment of the books: what it is,
// when, where, by how much and on whose word.
type Adjustment struct {
	Kind      string      `gorm:"column:kind"`
	At        time.Time   `gorm:"column:at"`
	GamingDay models.Day  `gorm:"column:gaming_day"`
	TableID   string      `gorm:"column:table_id"`
	Ref       int64       `gorm:"column:ref"`
	Hand      int64       `gorm:"column:hand_number"`
	Amount    rules.Money `gorm:"column:amount"`
	By        string      `gorm:"column:by_name"`
	Approver  string      `gorm:"column:approver"`
	Detail    string      `gorm:"column:detail"`
	Late      int64       `gorm:"column:late"`
	// NeverCounted is set on a fill or credit voided before the cage verified it:
	// it never counted in the win, so its amount is shown and left out
	// of the net.
	NeverCounted int64 `gorm:"column:never_counted"`
	// Over is set when |Amount| is over the property's threshold.
	Over bool `gorm:"-"`
}

// Adjustments is the adjustments report of a gaming day or a month.
type Adjustments struct {
	Property  models.Property
	From, To  models.Day
	Threshold rules.Money
	Rows      []Adjustment
	Over      int
	// Net is what the period's adjustments moved: every row's amount but
	// those of fills and credits voided before verification.
	Net rules.Money
}

// adjustmentsSQL lists every correction and adjustment of gaming days
// @from to @to: corrections filed against hands of those days (their
// adjustment to the players, approved or not, and the wager of the one
// finding a correction resolves, by seat, backline bettor, bet and spot,
// as rules.WagerName writes it); drop counts and chip
// inventories that superseded an earlier one (by the difference; a count
// to the same chips by another user confirms the one before, its second
// signature, and is no adjustment); voided fills and credits (by their
// effect on win once verified, else the slip's amount, marked void: it
// never counted, so the net leaves it out); and progressive meter
// adjustments.
const adjustmentsSQL = `
SELECT 'correction' AS kind, c.entered_at AS at, h.gaming_day, h.table_id, c.id AS ref, h.hand_number,
       c.adjustment AS amount, u.name AS by_name, COALESCE(au.name, '') AS approver,
       c.reason_code || ': ' || c.note ||
           CASE WHEN f.id IS NULL THEN ''
                ELSE ' (finding ' || f.id || ': seat ' || f.seat ||
                     CASE WHEN f.backline <> 0 THEN ' backline ' || f.backline ELSE '' END || ' ' || f.bet ||
                     CASE WHEN f.spot <> '' THEN ' ' || f.spot ELSE '' END || ' ' || f.field || ')' END AS detail,
       CASE WHEN c.late OR COALESCE(a.late, c.late) THEN 1 ELSE 0 END AS late, 0 AS never_counted
FROM corrections c
JOIN hands h ON h.id = c.hand_id AND h.gaming_day = c.gaming_day
LEFT JOIN findings f ON f.id = c.finding_id AND f.gaming_day = c.gaming_day
JOIN users u ON u.id = c.entered_by
LEFT JOIN correction_approvals a ON a.correction_id = c.id
LEFT JOIN users au ON au.id = a.approved_by
WHERE h.property_id = @property AND h.gaming_day >= @from AND h.gaming_day <= @to
  AND c.gaming_day >= @from AND c.gaming_day <= @to
UNION ALL
SELECT 'drop recount', x.counted_at, x.gaming_day, x.table_id, x.id, 0, x.amount - x.prev, x.counted_by, '',
       'count ' || x.id || ' supersedes the count before it; ' || x.note, 0, 0
FROM (SELECT d.*, LAG(d.amount) OVER (PARTITION BY d.table_id, d.gaming_day ORDER BY d.id) AS prev
      FROM drop_counts d JOIN game_tables t ON t.id = d.table_id
      WHERE t.property_id = @property AND d.gaming_day >= @from AND d.gaming_day <= @to) x
WHERE x.prev IS NOT NULL
UNION ALL
SELECT x.kind || ' recount', x.entered_at, x.gaming_day, x.table_id, x.id, 0, x.amount - x.prev, u.name, '',
       x.kind || ' ' || x.id || ' supersedes the count before it; ' || x.note, 0, 0
FROM (SELECT i.*, LAG(i.amount) OVER (PARTITION BY i.table_id, i.gaming_day, i.kind ORDER BY i.id) AS prev,
             LAG(i.chips) OVER (PARTITION BY i.table_id, i.gaming_day, i.kind ORDER BY i.id) AS prev_chips,
             LAG(i.entered_by) OVER (PARTITION BY i.table_id, i.gaming_day, i.kind ORDER BY i.id) AS prev_by
      FROM table_inventories i JOIN game_tables t ON t.id = i.table_id
      WHERE t.property_id = @property AND i.gaming_day >= @from AND i.gaming_day <= @to) x
JOIN users u ON u.id = x.entered_by
WHERE x.prev IS NOT NULL AND NOT (x.chips = x.prev_chips AND x.amount = x.prev AND x.entered_by <> x.prev_by)
UNION ALL
SELECT 'voided ' || s.kind, v.voided_at, s.gaming_day, s.table_id, s.id, 0,
       CASE WHEN ver.id IS NULL THEN s.amount WHEN s.kind = 'fill' THEN s.amount ELSE -s.amount END,
       vu.name, '', v.reason || CASE WHEN ver.id IS NULL THEN ' (never verified: not in the net)' ELSE ' (was verified)' END, 0,
       CASE WHEN ver.id IS NULL THEN 1 ELSE 0 END
FROM cage_slips s
JOIN game_tables t ON t.id = s.table_id
JOIN cage_slip_voids v ON v.slip_id = s.id
JOIN users vu ON vu.id = v.voided_by
LEFT JOIN cage_slip_verifications ver ON ver.slip_id = s.id
WHERE t.property_id = @property AND s.gaming_day >= @from AND s.gaming_day <= @to
UNION ALL
SELECT 'meter adjustment', e.at, e.gaming_day, e.pool_id, e.seq, 0, e.main, e.actor, e.approver, e.reason, 0, 0
FROM progressive_events e
WHERE e.kind = 'adjustment' AND e.gaming_day >= @from AND e.gaming_day <= @to
  AND e.pool_id IN (SELECT l.pool_id FROM progressive_links l JOIN game_tables t ON t.id = l.table_id
                    WHERE t.property_id = @property)
ORDER BY gaming_day, at, kind, ref`

func buildAdjustments(ctx context.Context, src source, req Request, p period) (report, error) {
	a, err := adjustments(ctx, src, p.Property, p.From, p.To)
	if err != nil {
		return report{}, err
	}
	return report{doc: a.Document(p), data: a}, nil
}

func adjustments(ctx context.Context, src source, prop models.Property, from, to models.Day) (Adjustments, error) {
	a := Adjustments{Property: prop, From: from, To: to, Threshold: prop.AdjustmentThreshold, Rows: []Adjustment{}}
	if err := src.store.RawScan(ctx, &a.Rows, adjustmentsSQL, map[string]any{"property": prop.ID, "from": from, "to": to}); err != nil {
		return a, fmt.Errorf("adjustments: %w", err)
	}
	for i := range a.Rows {
		r := &a.Rows[i]
		amount := r.Amount
		if amount < 0 {
			amount = -amount
		}
		r.Over = amount > a.Threshold
		if r.Over {
			a.Over++
		}
		if r.NeverCounted == 0 {
			a.Net += r.Amount
		}
	}
	return a, nil
}

// Document lays the adjustments out.
func (a Adjustments) Document(p period) render.Document {
	title := "Adjustments"
	if a.From != a.To {
		title = "Adjustments of the month"
	}
	d := render.Document{
		Title:     title,
		Subtitle:  subtitle(a.Property, periodSpan(p), p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns: []render.Column{
			{Header: "Gaming day", Kind: render.Text, Width: 0.9},
			{Header: "Kind", Kind: render.Text, Width: 1},
			{Header: "Table or pool", Kind: render.Text, Width: 0.9},
			{Header: "Reference", Kind: render.Text, Width: 0.9},
			{Header: "Amount", Kind: render.Money, Width: 1},
			{Header: "Over threshold", Kind: render.Text, Width: 0.7},
			{Header: "By", Kind: render.Text, Width: 0.8},
			{Header: "Approved by", Kind: render.Text, Width: 0.8},
			{Header: "When", Kind: render.Text, Width: 1.2},
			{Header: "Reason", Kind: render.Text, Width: 2.6},
		},
		Notes: []string{
			fmt.Sprintf("Every correction and adjustment of the period; those over %s (the property's threshold; N.J.A.C. 13:69D-1.34 asks for those over $2,000) are flagged: %d.", a.Threshold, a.Over),
			"A correction's amount is what it paid to (+) or collected from (-) players; a recount's the new count less the one it supersedes; a voided fill or credit's its effect on the table's win once verified (a voided verified credit lowers it), else the slip's amount; a meter adjustment's what it put on (+) or took off (-) the main meter.",
			"Late: filed or approved after the hand's gaming day was signed off.",
			"Net: the sum of the amounts but those of fills and credits voided before the cage verified them, which never counted in the win.",
		},
	}
	loc, err := a.Property.Location()
	if err != nil {
		loc = time.UTC
	}
	for _, r := range a.Rows {
		over := ""
		if r.Over {
			over = "YES"
		}
		ref := fmt.Sprintf("%d", r.Ref)
		switch r.Kind {
		case AdjustCorrection:
			ref = fmt.Sprintf("correction %d, hand %d", r.Ref, r.Hand)
		case AdjustMeter:
			ref = fmt.Sprintf("event %d", r.Ref)
		case AdjustVoidedFill, AdjustVoidedCredit:
			ref = fmt.Sprintf("slip %d", r.Ref)
		}
		detail := r.Detail
		if r.Late != 0 {
			detail += " (late)"
		}
		d.Rows = append(d.Rows, []render.Cell{render.TextCell(string(r.GamingDay)), render.TextCell(r.Kind),
			render.TextCell(r.TableID), render.TextCell(ref), render.MoneyCell(r.Amount), render.TextCell(over),
			render.TextCell(personOf(r.By)), render.TextCell(personOf(r.Approver)),
			render.TextCell(r.At.In(loc).Format(stampMinutes)), render.TextCell(detail)})
	}
	d.Totals = []render.Cell{render.TextCell("Net"), render.TextCell(fmt.Sprintf("%d", len(a.Rows))), render.TextCell(""),
		render.TextCell(""), render.MoneyCell(a.Net), render.TextCell(fmt.Sprintf("%d", a.Over)), render.TextCell(""),
		render.TextCell(""), render.TextCell(""), render.TextCell("")}
	return d
}
