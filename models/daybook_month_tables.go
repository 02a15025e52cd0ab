package models

import (
	"context"
	"database/sql"
	"slices"

	"github.com/tablegames/casino/rules"
)

// MonthTableFigures are a table's figures of a month from its month book
// (migration 0020): the sums of its days, with Opener and Closer the sums
// a win formula takes when no closer is rolled in from before the month;
// Rolled gives them for the closer that is.
type MonthTableFigures struct {
	TableID string
	Month   Day
	TableFigures
	// RolledDays are the days that would take a closer rolled in as their
	// opener (no opener counted, none rolled from within the month);
	// RolledUncounted those of them with no closer counted either, and
	// RolledCloser the closer of the one that had one.
	RolledDays, RolledUncounted int64
	RolledCloser                rules.Money
	// LastCloser is the month's last closer counted; nil when none was.
	LastCloser *rules.Money
}

// rollMonth sums a table's days of a month, in day order, as a win formula
// takes them: a day's opener rolls from the last closer before it when
// none is counted; a day with one of the two counted takes it for both
// (reports.Books.win). The sums are those of no closer rolled in from
// before the month.
func rollMonth(tableID string, month Day, days []TableFigures) MonthTableFigures {
	m := MonthTableFigures{TableID: tableID, Month: month}
	var closer *rules.Money
	for _, d := range days {
		t := &m.TableFigures
		t.Hands += d.Hands
		t.Wagered += d.Wagered
		t.EngineWin += d.EngineWin
		t.DeclaredWin += d.DeclaredWin
		t.Fees += d.Fees
		t.ExpectedFees += d.ExpectedFees
		t.Adjustments += d.Adjustments
		t.Drop += d.Drop
		t.Counts += d.Counts
		t.Fills += d.Fills
		t.Credits += d.Credits
		t.Unverified += d.Unverified
		t.Voided += d.Voided
		t.Openers += d.Openers
		t.Closers += d.Closers
		opener, openerKnown, closerKnown := d.Opener, d.Openers > 0, d.Closers > 0
		if !openerKnown && closer != nil {
			opener, openerKnown = *closer, true
		} else if !openerKnown && m.LastCloser == nil {
			// Nothing rolled from within the month yet: a closer rolled in
			// would be this day's opener.
			m.RolledDays++
			if closerKnown {
				m.RolledCloser += d.Closer
			} else {
				m.RolledUncounted++
			}
		}
		o, c := opener, d.Closer
		switch {
		case !openerKnown && closerKnown:
			o = c
		case openerKnown && !closerKnown:
			c = o
		}
		t.Opener += o
		t.Closer += c
		if closerKnown {
			last := d.Closer
			closer, m.LastCloser = &last, &last
		}
	}
	return m
}

// Rolled returns the month's opener and closer sums as a win formula takes
// them when in is the closer rolled in from before the month (nil: none),
// and the closer the month rolls out to the next.
func (m MonthTableFigures) Rolled(in *rules.Money) (opener, closer rules.Money, out *rules.Money) {
	opener, closer, out = m.Opener, m.Closer, m.LastCloser
	if in != nil {
		// Each such day took its own closer (or nothing) for its opener,
		// and nothing for an uncounted closer; with a closer rolled in it
		// takes that for both.
		opener += rules.Money(m.RolledDays)*(*in) - m.RolledCloser
		closer += rules.Money(m.RolledUncounted) * (*in)
		if out == nil {
			out = in
		}
	}
	return opener, closer, out
}

// writeMonthTables writes the table figures of the month books heads (just
// written, of the month from..to) from the day books they summed.
func (s *Store) writeMonthTables(ctx context.Context, propertyID int64, from, to Day, heads []monthBookRow) error {
	idOf := map[string]int64{}
	subjects := make([]string, 0, len(heads))
	for _, h := range heads {
		idOf[h.Subject] = h.ID
		subjects = append(subjects, h.Subject)
	}
	days := map[string][]TableFigures{}
	err := s.eachRow(ctx, `
SELECT `+tableDayColumns+`
FROM (SELECT l.book_id AS id, l.subject, l.gaming_day FROM day_book_latest l
      WHERE l.property_id = @property AND l.kind = @kind AND l.gaming_day >= @from AND l.gaming_day <= @to
        AND l.subject IN @subjects) b
JOIN day_book_tables t ON t.book_id = b.id
ORDER BY b.subject, b.gaming_day`, map[string]any{"property": propertyID, "kind": BookTable, "from": from, "to": to,
		"subjects": subjects}, func(rows *sql.Rows) error {
		var f TableDayFigures
		if err := scanTableDay(rows, &f); err != nil {
			return err
		}
		days[f.TableID] = append(days[f.TableID], f.TableFigures)
		return nil
	})
	if err != nil {
		return err
	}
	out := make([]monthTableRow, 0, len(heads))
	for _, subj := range subjects {
		m := rollMonth(subj, from, days[subj])
		out = append(out, monthTableRow{MonthID: idOf[subj], TableFigures: m.TableFigures, RolledDays: m.RolledDays,
			RolledUncounted: m.RolledUncounted, RolledCloser: m.RolledCloser, LastCloser: m.LastCloser})
	}
	return s.conn(ctx).CreateInBatches(&out, 500).Error
}

// monthTableRow is a month book's table figures.
type monthTableRow struct {
	MonthID int64 `gorm:"column:month_id;primaryKey;autoIncrement:false"`
	TableFigures
	RolledDays      int64        `gorm:"column:rolled_days"`
	RolledUncounted int64        `gorm:"column:rolled_uncounted"`
	RolledCloser    rules.Money  `gorm:"column:rolled_closer"`
	LastCloser      *rules.Money `gorm:"column:last_closer"`
}

func (monthTableRow) TableName() string { return "day_book_month_tables" }

// BookTableMonths reads a report's table figures with whole months from
// their month books where it can: the months of the read from monthsFrom
// up to the month before monthsBefore whose every table has a month book
// matching the revisions the read would take come one row a table and
// month; every other day of the read comes from its day books or records,
// as BookTableFigures reads them. Both lists are by table and day.
func (s *Store) BookTableMonths(ctx context.Context, b *BookRead, monthsFrom, monthsBefore Day) ([]TableDayFigures, []MonthTableFigures, error) {
	if b.noBooks || monthsFrom == "" {
		days, err := s.BookTableFigures(ctx, b)
		return days, nil, err
	}
	// monthCoverFrom takes no month outside the read or not whole.
	end, ids, err := s.monthCoverFrom(ctx, b, monthsFrom, monthsBefore)
	if err != nil {
		return nil, nil, err
	}
	if len(ids) == 0 {
		days, err := s.BookTableFigures(ctx, b)
		return days, nil, err
	}
	var months []MonthTableFigures
	err = s.eachRow(ctx, `
SELECT m.subject, m.month, t.hands, t.wagered, t.engine_win, t.declared_win, t.fees, t.expected_fees, t.adjustments,
       t.drop_amount, t.counts, t.fills, t.credits, t.unverified, t.voided, t.opener, t.openers, t.closer, t.closers,
       t.rolled_days, t.rolled_uncounted, t.rolled_closer, t.last_closer
FROM day_book_months m JOIN day_book_month_tables t ON t.month_id = m.id
WHERE m.id IN @ids`, map[string]any{"ids": ids}, func(rows *sql.Rows) error {
		var m MonthTableFigures
		var last sql.NullInt64
		f := &m.TableFigures
		if err := rows.Scan(&m.TableID, &m.Month, &f.Hands, money(&f.Wagered), money(&f.EngineWin), money(&f.DeclaredWin),
			money(&f.Fees), money(&f.ExpectedFees), money(&f.Adjustments), money(&f.Drop), &f.Counts, money(&f.Fills),
			money(&f.Credits), &f.Unverified, &f.Voided, money(&f.Opener), &f.Openers, money(&f.Closer), &f.Closers,
			&m.RolledDays, &m.RolledUncounted, money(&m.RolledCloser), &last); err != nil {
			return err
		}
		if last.Valid {
			c := rules.Money(last.Int64)
			m.LastCloser = &c
		}
		months = append(months, m)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	b.MonthTables = len(months)
	// The days before the months and after them.
	var days []TableDayFigures
	for _, sp := range [][2]Day{{b.From, monthsFrom.AddDays(-1)}, {end, b.To}} {
		if sp[0] > sp[1] {
			continue
		}
		part := *b
		part.From, part.To = sp[0], sp[1]
		part.Raw = nil
		d, err := s.BookTableFigures(ctx, &part)
		if err != nil {
			return nil, nil, err
		}
		days = append(days, d...)
	}
	// The records of the days not closed, wherever they fall (a month with
	// one is not covered).
	for _, sp := range b.Raw {
		raw, err := s.RawTableFigures(ctx, b.PropertyID, sp)
		if err != nil {
			return nil, nil, err
		}
		days = append(days, raw...)
	}
	sortTableDays(days)
	slices.SortFunc(months, func(x, y MonthTableFigures) int {
		if x.TableID != y.TableID {
			return cmpStr(x.TableID, y.TableID)
		}
		return cmpStr(string(x.Month), string(y.Month))
	})
	return days, months, nil
}
