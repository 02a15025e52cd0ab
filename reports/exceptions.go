package reports

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// Categories of the exceptions report.
const (
	ExOpenFinding       = "open finding"
	ExLateCorrection    = "late correction"
	ExCountVariance     = "count variance"
	ExUncounted         = "uncounted table"
	ExNegativePoker     = "negative poker revenue"
	ExVoidedSlip        = "voided fill or credit"
	ExUnverifiedSlip    = "unverified fill or credit"
	ExNoOpener          = "no opener"
	ExNoCloser          = "no closer"
	ExOpenerMismatch    = "opener differs from last closer"
	ExMeterVariance     = "meter variance"
	ExPendingCorrection = "correction not approved"
	ExClosedTable       = "hand at a closed table"
)

// Exception is one line of the exceptions report.
type Exception struct {
	Category string      `gorm:"column:category"`
	TableID  string      `gorm:"column:table_id"`
	Ref      string      `gorm:"column:ref"`
	Detail   string      `gorm:"column:detail"`
	Amount   rules.Money `gorm:"column:amount"`
	// HandID is the hand the exception is about (hands.id), 0 when it is
	// about no one hand: the web page links the reference to it.
	HandID int64 `gorm:"column:hand_id"`
}

// Exceptions is the exceptions report of a gaming day.
type Exceptions struct {
	Property models.Property
	Day      models.Day
	Rows     []Exception
}

// exceptionsSQL is the part of the exceptions report that lists records:
// open findings, corrections not approved, late corrections (to the day's
// hands, or made during the day to hands of days signed off), voided and
// unverified fills and credits, recorded openers that differ from the last
// closer, and meter readings that differ from the computed meter. An open
// finding's amount is its money at stake ({{stake}}, models.StakeSQL).
const exceptionsSQL = `
SELECT 'open finding' AS category, h.table_id, 'hand ' || h.hand_number || ', finding ' || f.id AS ref,
       f.message AS detail, {{stake}} AS amount, h.id AS hand_id
FROM findings f JOIN hands h ON h.id = f.hand_id AND h.gaming_day = f.gaming_day
WHERE h.property_id = @property AND h.gaming_day = @day AND f.gaming_day = @day
  AND NOT EXISTS (SELECT 1 FROM corrections c JOIN correction_approvals a ON a.correction_id = c.id
                  WHERE c.hand_id = f.hand_id AND (c.finding_id = f.id OR c.finding_id IS NULL))
UNION ALL
SELECT 'correction not approved', h.table_id, 'hand ' || h.hand_number || ', correction ' || c.id,
       c.reason_code || ': ' || c.note, c.adjustment, h.id
FROM corrections c JOIN hands h ON h.id = c.hand_id AND h.gaming_day = c.gaming_day
WHERE h.property_id = @property AND h.gaming_day = @day AND c.gaming_day = @day
  AND NOT EXISTS (SELECT 1 FROM correction_approvals a WHERE a.correction_id = c.id)
UNION ALL
SELECT 'late correction', h.table_id, 'hand ' || h.hand_number || ' of ' || h.gaming_day || ', correction ' || c.id,
       c.reason_code || ': ' || c.note, c.adjustment, h.id
FROM corrections c JOIN hands h ON h.id = c.hand_id AND h.gaming_day = c.gaming_day
LEFT JOIN correction_approvals a ON a.correction_id = c.id
WHERE h.property_id = @property AND (c.late OR COALESCE(a.late, c.late))
  AND (h.gaming_day = @day OR (c.entered_at >= @start AND c.entered_at < @end)
       OR (a.approved_at >= @start AND a.approved_at < @end))
UNION ALL
SELECT CASE WHEN x.id IS NOT NULL THEN 'voided fill or credit' ELSE 'unverified fill or credit' END,
       s.table_id, s.kind || ' ' || s.id, COALESCE(x.reason, 'requested, not verified by the cage'), s.amount, 0
FROM cage_slips s JOIN game_tables t ON t.id = s.table_id
LEFT JOIN cage_slip_voids x ON x.slip_id = s.id
LEFT JOIN cage_slip_verifications v ON v.slip_id = s.id
WHERE t.property_id = @property AND s.gaming_day = @day AND (x.id IS NOT NULL OR v.id IS NULL)
UNION ALL
SELECT 'opener differs from last closer', i.table_id, 'opener ' || i.id,
       'the last closer, of ' || p.gaming_day || ', differs by the amount', i.amount - p.amount, 0
FROM table_inventories i JOIN game_tables t ON t.id = i.table_id
JOIN table_inventories p ON p.table_id = i.table_id AND p.kind = 'closer'
 AND p.id = (SELECT MAX(q.id) FROM table_inventories q WHERE q.table_id = i.table_id AND q.kind = 'closer'
             AND q.gaming_day = (SELECT MAX(r.gaming_day) FROM table_inventories r
                                 WHERE r.table_id = i.table_id AND r.kind = 'closer' AND r.gaming_day < @day))
WHERE t.property_id = @property AND i.gaming_day = @day AND i.kind = 'opener' AND i.amount <> p.amount
  AND i.id = (SELECT MAX(j.id) FROM table_inventories j WHERE j.table_id = i.table_id AND j.gaming_day = @day AND j.kind = 'opener')
UNION ALL
SELECT 'meter variance', m.pool_id, 'reading ' || m.id, m.note,
       m.amount - COALESCE((SELECT e.main_after FROM progressive_events e WHERE e.pool_id = m.pool_id AND e.at <= m.read_at
                            ORDER BY e.seq DESC LIMIT 1), 0), 0
FROM meter_readings m
WHERE m.gaming_day = @day
  AND m.pool_id IN (SELECT l.pool_id FROM progressive_links l JOIN game_tables t ON t.id = l.table_id WHERE t.property_id = @property)
  AND m.amount <> COALESCE((SELECT e.main_after FROM progressive_events e WHERE e.pool_id = m.pool_id AND e.at <= m.read_at
                            ORDER BY e.seq DESC LIMIT 1), 0)`

func buildExceptions(ctx context.Context, src source, req Request, p period) (report, error) {
	e, err := exceptions(ctx, src, p.Property, p.To)
	if err != nil {
		return report{}, err
	}
	return report{doc: e.Document(p), data: e}, nil
}

func exceptions(ctx context.Context, src source, prop models.Property, day models.Day) (Exceptions, error) {
	start, end, err := prop.GamingDayBounds(day)
	if err != nil {
		return Exceptions{}, err
	}
	e := Exceptions{Property: prop, Day: day, Rows: []Exception{}}
	q := strings.Replace(exceptionsSQL, "{{stake}}", src.store.StakeSQL(), 1)
	if err := src.store.RawScan(ctx, &e.Rows, q,
		map[string]any{"property": prop.ID, "day": day, "start": start.UTC(), "end": end.UTC()}); err != nil {
		return e, fmt.Errorf("exceptions: %w", err)
	}
	// Hands dealt while their table had no open session.
	closed, err := src.store.ClosedTableHands(ctx, prop.ID, day)
	if err != nil {
		return e, fmt.Errorf("exceptions: %w", err)
	}
	loc, err := prop.Location()
	if err != nil {
		return e, err
	}
	// A line a table and run of hands numbered one after another: a floor
	// that never opened a table would otherwise list every hand of its day
	// (27,000 lines at a hundred busy tables), and the run names them all.
	const stamp = stampSeconds
	for i := 0; i < len(closed); {
		j := i + 1
		for j < len(closed) && closed[j].TableID == closed[i].TableID && closed[j].HandNumber == closed[j-1].HandNumber+1 {
			j++
		}
		first, last := closed[i], closed[j-1]
		x := Exception{Category: ExClosedTable, TableID: first.TableID, Ref: fmt.Sprintf("hand %d", first.HandNumber), HandID: first.HandID,
			Detail: fmt.Sprintf("dealt at %s while the table had no open session", first.DealtAt.In(loc).Format(stamp))}
		if j-i > 1 {
			x.Ref = fmt.Sprintf("hands %d to %d (%d hands)", first.HandNumber, last.HandNumber, j-i)
			x.Detail = fmt.Sprintf("dealt from %s to %s while the table had no open session",
				first.DealtAt.In(loc).Format(stamp), last.DealtAt.In(loc).Format(stamp))
		}
		e.Rows = append(e.Rows, x)
		i = j
	}
	// The day's books: counts, collection boxes, inventories.
	b, err := readBooks(ctx, src, prop, day, day)
	if err != nil {
		return e, err
	}
	counts, err := src.store.CountSheet(ctx, prop.ID, day)
	if err != nil {
		return e, err
	}
	for _, c := range counts {
		if src.box(c.Game) == ledger.BoxCollection && c.CountID != 0 && c.Count != c.Fees+c.Commission {
			e.Rows = append(e.Rows, Exception{Category: ExCountVariance, TableID: c.TableID, Ref: "count",
				Detail: fmt.Sprintf("collection box counted %s; the hands declare %s collected", c.Count, c.Fees+c.Commission),
				Amount: c.Count - c.Fees - c.Commission})
		}
	}
	for _, t := range b.Tables {
		d := b.Day(t.ID, day)
		if !d.Active() {
			continue
		}
		if d.Counts == 0 {
			e.Rows = append(e.Rows, Exception{Category: ExUncounted, TableID: t.ID, Detail: "the table saw play or chips but its drop box has no count"})
		}
		if t.Box == ledger.BoxCollection {
			if rev := d.Win - d.Adjustments; rev < 0 {
				e.Rows = append(e.Rows, Exception{Category: ExNegativePoker, TableID: t.ID, Amount: rev,
					Detail: fmt.Sprintf("collection %s less %s paid to players under corrections: investigate, adjust and report within five days (N.J.A.C. 13:69D-1.34)", d.Win, d.Adjustments)})
			}
			continue
		}
		if !d.OpenerKnown {
			e.Rows = append(e.Rows, Exception{Category: ExNoOpener, TableID: t.ID, Detail: "no opener recorded and no earlier closer to roll: the win takes the tray as unchanged"})
		}
		if !d.CloserKnown {
			e.Rows = append(e.Rows, Exception{Category: ExNoCloser, TableID: t.ID, Detail: "no closer recorded: the win takes the tray as unchanged"})
		}
	}
	order := []string{ExOpenFinding, ExPendingCorrection, ExLateCorrection, ExClosedTable, ExCountVariance, ExUncounted, ExNegativePoker,
		ExVoidedSlip, ExUnverifiedSlip, ExNoOpener, ExNoCloser, ExOpenerMismatch, ExMeterVariance}
	slices.SortStableFunc(e.Rows, func(a, b Exception) int {
		if x, y := slices.Index(order, a.Category), slices.Index(order, b.Category); x != y {
			return x - y
		}
		return cmpString(a.TableID, b.TableID)
	})
	return e, nil
}

// Count returns how many exceptions of a category the report holds.
func (e Exceptions) Count(category string) int {
	n := 0
	for _, r := range e.Rows {
		if r.Category == category {
			n++
		}
	}
	return n
}

// Document lays the exceptions out.
func (e Exceptions) Document(p period) render.Document {
	d := render.Document{
		Title:     "Exceptions",
		Subtitle:  subtitle(e.Property, periodSpan(p), p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns: []render.Column{
			{Header: "Exception", Kind: render.Text, Width: 1.4},
			{Header: "Table or pool", Kind: render.Text, Width: 0.9},
			{Header: "Reference", Kind: render.Text, Width: 1.4},
			{Header: "Amount", Kind: render.Money, Width: 1},
			{Header: "Detail", Kind: render.Text, Width: 4},
		},
		Notes: []string{
			"Every exception of the gaming day's records, as the daily audit must report them (N.J.A.C. 13:69D-1.34): findings no approved correction covers, corrections not approved, corrections made after a sign-off, hands dealt while their table had no open session, collection boxes whose count differs from the fees the hands declare, tables that saw play without a count, negative poker revenue, voided and unverified fills and credits, missing or differing openers and closers, and progressive meter readings that differ from the computed meter.",
			"Amounts: an open finding's money at stake (an amount the table settled otherwise than the rules: the difference; a wager's result: the house's win on it as settled less as the rules give, either way; a table's state or a count of players: none by itself), a correction's adjustment, a count's or opener's difference, a slip's amount, a reading less the computed meter.",
			fmt.Sprintf("Written %s.", p.Now.In(locOf(p.Property)).Format(stampSeconds)),
		},
	}
	for _, r := range e.Rows {
		d.Rows = append(d.Rows, []render.Cell{render.TextCell(r.Category), render.TextCell(r.TableID),
			render.TextCell(r.Ref), render.MoneyCell(r.Amount), render.TextCell(r.Detail)})
	}
	d.Totals = []render.Cell{render.TextCell("Exceptions"), render.TextCell(fmt.Sprintf("%d", len(e.Rows))),
		render.TextCell(""), render.TextCell(""), render.TextCell("")}
	return d
}
