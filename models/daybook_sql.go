package models

import "strings"

// The statements that sum a day's records. The book writer runs them for
// one table or pool and day; a report runs them for the days and tables
// whose books are stale or not written yet. One text serves both, so a book
// holds exactly what the records give.
//
// {{hands}}, {{tables}} and {{pools}} stand for the predicates that choose
// the days and tables (spanWhere): a span of days, and optionally a list
// of tables or pools.

// tableFiguresSQL sums, for every table of a property and gaming day of the
// span, its hands, its approved adjustments, its latest drop count, its
// verified and voided fills and credits and its latest opener and closer.
const tableFiguresSQL = `
SELECT u.table_id, u.gaming_day,
       SUM(u.hands) AS hands, SUM(u.wagered) AS wagered, SUM(u.engine_win) AS engine_win,
       SUM(u.declared_win) AS declared_win, SUM(u.fees) AS fees, SUM(u.expected_fees) AS expected_fees,
       SUM(u.adjustments) AS adjustments, SUM(u.drop_amount) AS drop_amount, SUM(u.counts) AS counts,
       SUM(u.fills) AS fills, SUM(u.credits) AS credits, SUM(u.unverified) AS unverified, SUM(u.voided) AS voided,
       SUM(u.opener) AS opener, SUM(u.openers) AS openers, SUM(u.closer) AS closer, SUM(u.closers) AS closers
FROM (
    SELECT h.table_id, h.gaming_day, COUNT(*) AS hands, SUM(h.wagered) AS wagered,
           SUM(h.expected_house_win) AS engine_win, SUM(h.house_win) AS declared_win,
           SUM(h.fees) AS fees, SUM(h.expected_fees) AS expected_fees,
           0 AS adjustments, 0 AS drop_amount, 0 AS counts, 0 AS fills, 0 AS credits, 0 AS unverified, 0 AS voided,
           0 AS opener, 0 AS openers, 0 AS closer, 0 AS closers
    FROM hands h
    WHERE h.property_id = @property {{hands}}
    GROUP BY h.table_id, h.gaming_day
  UNION ALL
    SELECT h.table_id, h.gaming_day, 0, 0, 0, 0, 0, 0, SUM(c.adjustment), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    FROM corrections c
    JOIN correction_approvals a ON a.correction_id = c.id
    JOIN hands h ON h.id = c.hand_id AND h.gaming_day = c.gaming_day
    WHERE h.property_id = @property {{hands}} {{days:c}}
    GROUP BY h.table_id, h.gaming_day
  UNION ALL
    SELECT d.table_id, d.gaming_day, 0, 0, 0, 0, 0, 0, 0,
           SUM(CASE WHEN d.id = (SELECT MAX(l.id) FROM drop_counts l WHERE l.table_id = d.table_id AND l.gaming_day = d.gaming_day)
                    THEN d.amount ELSE 0 END),
           COUNT(*), 0, 0, 0, 0, 0, 0, 0, 0
    FROM drop_counts d JOIN game_tables t ON t.id = d.table_id
    WHERE t.property_id = @property {{tables:d}}
    GROUP BY d.table_id, d.gaming_day
  UNION ALL
    SELECT s.table_id, s.gaming_day, 0, 0, 0, 0, 0, 0, 0, 0, 0,
           SUM(CASE WHEN s.kind = 'fill' AND v.id IS NOT NULL AND x.id IS NULL THEN s.amount ELSE 0 END),
           SUM(CASE WHEN s.kind = 'credit' AND v.id IS NOT NULL AND x.id IS NULL THEN s.amount ELSE 0 END),
           SUM(CASE WHEN v.id IS NULL AND x.id IS NULL THEN 1 ELSE 0 END),
           SUM(CASE WHEN x.id IS NOT NULL THEN 1 ELSE 0 END),
           0, 0, 0, 0
    FROM cage_slips s
    JOIN game_tables t ON t.id = s.table_id
    LEFT JOIN cage_slip_verifications v ON v.slip_id = s.id
    LEFT JOIN cage_slip_voids x ON x.slip_id = s.id
    WHERE t.property_id = @property {{tables:s}}
    GROUP BY s.table_id, s.gaming_day
  UNION ALL
    SELECT i.table_id, i.gaming_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
           SUM(CASE WHEN i.kind = 'opener' THEN i.amount ELSE 0 END), SUM(CASE WHEN i.kind = 'opener' THEN 1 ELSE 0 END),
           SUM(CASE WHEN i.kind = 'closer' THEN i.amount ELSE 0 END), SUM(CASE WHEN i.kind = 'closer' THEN 1 ELSE 0 END)
    FROM table_inventories i JOIN game_tables t ON t.id = i.table_id
    WHERE t.property_id = @property {{tables:i}}
      AND i.id = (SELECT MAX(j.id) FROM table_inventories j
                  WHERE j.table_id = i.table_id AND j.gaming_day = i.gaming_day AND j.kind = i.kind)
    GROUP BY i.table_id, i.gaming_day
) u
GROUP BY u.table_id, u.gaming_day
ORDER BY u.table_id, u.gaming_day`

// rolledClosersSQL finds, for every table of a property, the latest closer
// counted before @from, which the table's first opener of a period rolls
// from when none is counted: one probe of the (table, kind, day) index for
// each table, whatever the history.
const rolledClosersSQL = `
SELECT i.table_id, i.gaming_day, i.amount
FROM table_inventories i
WHERE i.id IN (
    SELECT (SELECT j.id FROM table_inventories j
            WHERE j.table_id = t.id AND j.kind = 'closer' AND j.gaming_day < @from
            ORDER BY j.gaming_day DESC, j.id DESC LIMIT 1)
    FROM game_tables t WHERE t.property_id = @property)`

// wagerNet is the house's result on one settled wager as the rules
// settled it: the stake less what came back and the payout, plus the
// commission.
const wagerNet = `CASE s.expected_result
             WHEN 'lose' THEN s.amount - s.expected_returned + s.expected_commission
             WHEN 'win' THEN s.expected_commission - s.expected_payout
             ELSE s.expected_commission END`

// wagerDecided is 1 for a wager the rules settled (won, lost or pushed)
// and 0 for one they left standing (a craps wager the throw did not
// decide), which is no draw of its bet's distribution.
const wagerDecided = `CASE WHEN s.expected_result IN ('win', 'lose', 'push') THEN 1 ELSE 0 END`

// wagerFiguresSQL groups the settled wagers of the span by table, day,
// game, bet, spot, stake and whether the rules decided them. A table's settings are not in the key: carried
// through the join of a day's settlements, that long text made PostgreSQL
// sort on disk. They come from wagerSettingsSQL; a table-day whose hands
// were verified under more than one set of settings is read again with
// them (wagerFiguresBySettingsSQL).
const wagerFiguresSQL = `
SELECT h.table_id, h.gaming_day, h.game, '' AS settings, s.bet, s.spot, s.amount, ` + wagerDecided + ` AS decided,
       COUNT(*) AS n, SUM(` + wagerNet + `) AS net
FROM settlements s JOIN hands h ON h.id = s.hand_id AND h.gaming_day = s.gaming_day
WHERE h.property_id = @property {{hands}} {{days:s}}
GROUP BY h.table_id, h.gaming_day, h.game, s.bet, s.spot, s.amount, ` + wagerDecided

const wagerSettingsSQL = `
SELECT h.table_id, h.gaming_day, h.settings
FROM hands h
WHERE h.property_id = @property {{hands}}
GROUP BY h.table_id, h.gaming_day, h.settings`

const wagerFiguresBySettingsSQL = `
SELECT h.table_id, h.gaming_day, h.game, h.settings, s.bet, s.spot, s.amount, ` + wagerDecided + ` AS decided,
       COUNT(*) AS n, SUM(` + wagerNet + `) AS net
FROM settlements s JOIN hands h ON h.id = s.hand_id AND h.gaming_day = s.gaming_day
WHERE h.property_id = @property {{hands}} {{days:s}}
GROUP BY h.table_id, h.gaming_day, h.game, h.settings, s.bet, s.spot, s.amount, ` + wagerDecided

// dealerFiguresSQL counts each dealer's hands and findings by kind per
// table and day. A hand's dealer is the one its record names, else the one
// its table's session opened with when it was dealt; "" when neither says.
// A finding is open until an approved correction covers it.
//
// The findings are summed once (MATERIALIZED): left to the planner, a
// busy day's partition that has no statistics yet reads as one hand, and
// it summed the findings again for each of the day's hands (40,000 hands:
// 17 s of a close's 21 s; docs/performance.md).
const dealerFiguresSQL = `
WITH fc AS MATERIALIZED (
    SELECT f.hand_id, COUNT(*) AS n,
           SUM(CASE WHEN EXISTS (SELECT 1 FROM corrections c JOIN correction_approvals a ON a.correction_id = c.id
                                 WHERE c.hand_id = f.hand_id AND (c.finding_id = f.id OR c.finding_id IS NULL))
               THEN 0 ELSE 1 END) AS open_n,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 0
                    WHEN f.field IN ('payout', 'won') THEN 1 ELSE 0 END) AS payout,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 0
                    WHEN f.field = 'result' THEN 1 ELSE 0 END) AS result,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 0
                    WHEN f.field = 'commission' THEN 1 ELSE 0 END) AS commission,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 1 ELSE 0 END) AS fees,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee'
                    OR f.field IN ('payout', 'won', 'result', 'commission') THEN 0 ELSE 1 END) AS other
    FROM findings f JOIN hands fh ON fh.id = f.hand_id AND fh.gaming_day = f.gaming_day
    WHERE fh.property_id = @property {{hands:fh}} {{days:f}}
    GROUP BY f.hand_id
)
SELECT x.table_id, x.gaming_day, x.dealer, COUNT(*) AS hands,
       SUM(CASE WHEN x.verdict = 'discrepancy' THEN 1 ELSE 0 END) AS discrepant,
       COALESCE(SUM(fc.n), 0) AS findings, COALESCE(SUM(fc.open_n), 0) AS open_findings,
       COALESCE(SUM(fc.payout), 0) AS payout, COALESCE(SUM(fc.result), 0) AS result,
       COALESCE(SUM(fc.commission), 0) AS commission, COALESCE(SUM(fc.fees), 0) AS fees,
       COALESCE(SUM(fc.other), 0) AS other
FROM (
    SELECT h.id, h.table_id, h.gaming_day, h.verdict,
           COALESCE(h.dealer_id,
                    (SELECT ts.dealer_id FROM table_sessions ts
                     WHERE ts.table_id = h.table_id AND ts.opened_at <= h.dealt_at
                       AND (ts.closed_at IS NULL OR ts.closed_at > h.dealt_at)
                     ORDER BY ts.opened_at DESC LIMIT 1),
                    '') AS dealer
    FROM hands h
    WHERE h.property_id = @property {{hands}}
) x
LEFT JOIN fc ON fc.hand_id = x.id
GROUP BY x.table_id, x.gaming_day, x.dealer`

// poolFiguresSQL sums a pool's events by gaming day: what each kind moved,
// every event's change of the meters, and where the day's events lie in
// the pool's sequence with the meters after the last of them.
const poolFiguresSQL = `
SELECT e.pool_id, e.gaming_day, COUNT(*) AS events,
       SUM(CASE WHEN e.kind = 'contribution' THEN e.main + e.reserve ELSE 0 END) AS contributions,
       SUM(CASE WHEN e.kind = 'hit' THEN -e.main WHEN e.kind = 'hit_confirmed' THEN -e.pending ELSE 0 END) AS hits_paid,
       SUM(CASE WHEN e.kind IN ('hit', 'hit_pending') THEN 1 ELSE 0 END) AS hits,
       SUM(CASE WHEN e.kind IN ('opened', 'reset') THEN e.main + e.reserve ELSE 0 END) AS resets,
       SUM(CASE WHEN e.kind = 'adjustment' THEN e.main + e.reserve ELSE 0 END) AS adjustments,
       SUM(CASE WHEN e.kind IN ('transfer_in', 'transfer_out') THEN e.main + e.reserve ELSE 0 END) AS transfers,
       SUM(e.main + e.reserve + e.pending) AS movement, SUM(e.pending) AS pending,
       MIN(e.seq) AS first_seq, MAX(e.seq) AS last_seq,
       MAX(CASE WHEN e.seq = (SELECT MAX(l.seq) FROM progressive_events l WHERE l.pool_id = e.pool_id AND l.gaming_day = e.gaming_day)
                THEN e.main_after + e.reserve_after + e.pending_after END) AS last_after
FROM progressive_events e
WHERE e.pool_id IN @pools AND e.gaming_day >= @from AND e.gaming_day <= @to
GROUP BY e.pool_id, e.gaming_day`

// spanned fills a statement's placeholders for a span of days and, when
// tables is set, a list of tables (@tables).
func spanned(query string, tables bool) string {
	r := func(alias string) string {
		w := " AND " + alias + ".gaming_day >= @from AND " + alias + ".gaming_day <= @to"
		if tables {
			w += " AND " + alias + ".table_id IN @tables"
		}
		return w
	}
	// The days alone, on a table partitioned by them (settlements,
	// findings) or carrying them (corrections), so that only their
	// partitions are read.
	days := func(alias string) string {
		return " AND " + alias + ".gaming_day >= @from AND " + alias + ".gaming_day <= @to"
	}
	return strings.NewReplacer(
		"{{hands}}", r("h"),
		"{{hands:fh}}", r("fh"),
		"{{tables:d}}", r("d"),
		"{{tables:s}}", r("s"),
		"{{tables:i}}", r("i"),
		"{{days:s}}", days("s"),
		"{{days:f}}", days("f"),
		"{{days:c}}", days("c"),
	).Replace(query)
}
