package models

import (
	"context"
	"database/sql"

	"github.com/tablegames/casino/rules"
)

// The reads a month-wide report makes of its books return a row for every
// table-day of a year or two (36,500 a year at 100 tables) and as many
// wager sums; gorm's reflective Scan spent more on them than the database
// did (docs/performance.md, "A year of history"). These scan them field by
// field instead, into the same structs.

// eachRow runs a statement and hands every row to scan.
func (s *Store) eachRow(ctx context.Context, query string, args map[string]any, scan func(*sql.Rows) error) error {
	rows, err := s.conn(ctx).Raw(query, args).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// tableDayColumns are the columns scanTableDay reads, in its order, from a
// statement whose books are b and whose table figures are t.
const tableDayColumns = `b.subject AS table_id, b.gaming_day, t.hands, t.wagered, t.engine_win, t.declared_win, t.fees,
  t.expected_fees, t.adjustments, t.drop_amount, t.counts, t.fills, t.credits, t.unverified, t.voided,
  t.opener, t.openers, t.closer, t.closers`

func scanTableDay(rows *sql.Rows, f *TableDayFigures) error {
	return rows.Scan(&f.TableID, &f.GamingDay, &f.Hands, money(&f.Wagered), money(&f.EngineWin), money(&f.DeclaredWin),
		money(&f.Fees), money(&f.ExpectedFees), money(&f.Adjustments), money(&f.Drop), &f.Counts, money(&f.Fills),
		money(&f.Credits), &f.Unverified, &f.Voided, money(&f.Opener), &f.Openers, money(&f.Closer), &f.Closers)
}

// scanWagerSum reads the columns table_id, game, settings, bet, spot,
// amount, bucket, decided, n and net, in that order.
func scanWagerSum(rows *sql.Rows, w *WagerSum) error {
	var decided int64
	if err := rows.Scan(&w.TableID, &w.Game, &w.Settings, &w.Bet, &w.Spot, money(&w.Amount), &w.Bucket, &decided,
		&w.N, money(&w.Net)); err != nil {
		return err
	}
	w.Decided = int(decided)
	return nil
}

// money scans into a Money as the int64 it is, without the reflection a
// named type costs database/sql.
func money(m *rules.Money) *int64 { return (*int64)(m) }
