package models

import (
	"context"
	"database/sql"
	"slices"
	"time"

	"gorm.io/gorm"

	"github.com/tablegames/casino/rules"
)

// Month books (migration 0017, docs/architecture.md "Month books"): a
// table's settled wagers of a month, summed from the latest revisions of its
// day books, so that a year-to-date expectation reads eleven months' sums
// and the current month's days, whatever the day of the year.
//
// A month book names the revisions it summed by their count and the sum of
// their ids. Every later revision of a day has a greater id than the one it
// replaces, so (count, sum) changes with every change of the set and a month
// book that matches names exactly the revisions a report would read. A
// month book that no longer matches is left, never used, and the next close
// writes one that does.

type monthBookRow struct {
	ID         int64     `gorm:"column:id;primaryKey"`
	PropertyID int64     `gorm:"column:property_id"`
	Kind       string    `gorm:"column:kind"`
	Subject    string    `gorm:"column:subject"`
	Month      Day       `gorm:"column:month"`
	Books      int64     `gorm:"column:books"`
	BookSum    int64     `gorm:"column:book_sum"`
	Through    int64     `gorm:"column:through"`
	WrittenAt  time.Time `gorm:"column:written_at"`
}

func (monthBookRow) TableName() string { return "day_book_months" }

// monthWagerRow is a month book's sum of one group of day-book wager rows.
type monthWagerRow struct {
	MonthID    int64       `gorm:"column:month_id;primaryKey"`
	Game       string      `gorm:"column:game;primaryKey"`
	SettingsID int64       `gorm:"column:settings_id;primaryKey"`
	Bet        string      `gorm:"column:bet;primaryKey"`
	Spot       string      `gorm:"column:spot;primaryKey"`
	Amount     rules.Money `gorm:"column:amount;primaryKey"`
	Decided    int         `gorm:"column:decided;primaryKey"`
	N          int64       `gorm:"column:n"`
	Net        rules.Money `gorm:"column:net"`
}

func (monthWagerRow) TableName() string { return "day_book_month_wagers" }

// nextMonth returns the first day of the month after d's.
func nextMonth(d Day) Day {
	return DayOf(firstOfMonth(d).Time(time.UTC).AddDate(0, 1, 0))
}

// monthKey is one subject's month.
type monthKey struct {
	subject string
	month   Day
}

// monthState is what the latest revisions of a subject's month are.
type monthState struct {
	books, sum, through int64
	unusable            bool // a day of it is stale or closing: read its days
}

// latestByMonth groups the latest revisions of a property's table books of
// days from..to (whole months) by subject and month.
func (s *Store) latestByMonth(ctx context.Context, propertyID int64, from, to Day) (map[monthKey]*monthState, error) {
	var rows []struct {
		Subject   string `gorm:"column:subject"`
		GamingDay Day    `gorm:"column:gaming_day"`
		BookID    int64  `gorm:"column:book_id"`
	}
	if err := s.conn(ctx).Raw(`SELECT subject, gaming_day, book_id FROM day_book_latest
WHERE property_id = ? AND kind = ? AND gaming_day >= ? AND gaming_day <= ?`, propertyID, BookTable, from, to).
		Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[monthKey]*monthState{}
	for _, r := range rows {
		k := monthKey{r.Subject, firstOfMonth(r.GamingDay)}
		st := out[k]
		if st == nil {
			st = &monthState{}
			out[k] = st
		}
		st.books++
		st.sum += r.BookID
		st.through = max(st.through, r.BookID)
	}
	return out, nil
}

// matchingMonthBooks returns, for each subject's month of from..to that has
// a month book matching its latest revisions, that month book's id.
func (s *Store) matchingMonthBooks(ctx context.Context, propertyID int64, from, to Day, latest map[monthKey]*monthState) (map[monthKey]int64, error) {
	var rows []monthBookRow
	if err := s.conn(ctx).Select("id, subject, month, books, book_sum").
		Where("property_id = ? AND kind = ? AND month >= ? AND month <= ?", propertyID, BookTable, from, to).
		Order("id").Find(&rows).Error; err != nil {
		return nil, err
	}
	out := map[monthKey]int64{}
	for _, r := range rows {
		k := monthKey{r.Subject, firstOfMonth(r.Month)}
		if st := latest[k]; st != nil && !st.unusable && st.books == r.Books && st.sum == r.BookSum {
			out[k] = r.ID
		}
	}
	return out, nil
}

// WriteMonthBooks writes the month books missing or out of date of a
// property's tables, for every month that ended on or before through and
// began at most 13 months before it (the year-to-date reads of the reports
// of the last year). It returns how many it wrote.
func (s *Store) WriteMonthBooks(ctx context.Context, propertyID int64, through Day) (int, error) {
	last := firstOfMonth(through.AddDays(1)).AddDays(-1) // the last whole month's end
	from := DayOf(firstOfMonth(last).Time(time.UTC).AddDate(0, -12, 0))
	written := 0
	for m := from; m <= last; m = nextMonth(m) {
		n, err := s.writeMonthBooks(ctx, propertyID, m, nextMonth(m).AddDays(-1))
		if err != nil {
			return written, err
		}
		written += n
	}
	return written, nil
}

// writeMonthBooks writes the month books of month (from..to) that are
// missing or out of date, in one transaction whose statements all read one
// snapshot, so that the count and sum a month book names are those of the
// revisions it summed.
func (s *Store) writeMonthBooks(ctx context.Context, propertyID int64, from, to Day) (int, error) {
	written := 0
	var opts []*sql.TxOptions
	if s.dialect == Postgres {
		opts = append(opts, &sql.TxOptions{Isolation: sql.LevelRepeatableRead})
	}
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		ctx := context.WithValue(ctx, txKey{}, tx)
		latest, err := s.latestByMonth(ctx, propertyID, from, to)
		if err != nil || len(latest) == 0 {
			return err
		}
		have, err := s.matchingMonthBooks(ctx, propertyID, from, to, latest)
		if err != nil {
			return err
		}
		var heads []monthBookRow
		now := time.Now().UTC()
		for k, st := range latest {
			if _, ok := have[k]; ok {
				continue
			}
			heads = append(heads, monthBookRow{PropertyID: propertyID, Kind: BookTable, Subject: k.subject, Month: k.month,
				Books: st.books, BookSum: st.sum, Through: st.through, WrittenAt: now})
		}
		if len(heads) == 0 {
			return nil
		}
		slices.SortFunc(heads, func(a, b monthBookRow) int { return cmpStr(a.Subject, b.Subject) })
		if err := s.conn(ctx).CreateInBatches(&heads, 500).Error; err != nil {
			return err
		}
		ids := make([]int64, len(heads))
		for i, h := range heads {
			ids[i] = h.ID
		}
		written = len(heads)
		return s.conn(ctx).Exec(`
INSERT INTO day_book_month_wagers (month_id, game, settings_id, bet, spot, amount, decided, n, net)
SELECT m.id, w.game, w.settings_id, w.bet, w.spot, w.amount, w.decided, SUM(w.n), SUM(w.net)
FROM day_book_months m
JOIN day_book_latest l ON l.property_id = m.property_id AND l.kind = m.kind AND l.subject = m.subject
                      AND l.gaming_day >= @from AND l.gaming_day <= @to
JOIN day_book_wagers w ON w.book_id = l.book_id
WHERE m.id IN @ids
GROUP BY m.id, w.game, w.settings_id, w.bet, w.spot, w.amount, w.decided`,
			map[string]any{"from": from, "to": to, "ids": ids}).Error
	}, opts...)
	return written, err
}

// monthCover finds the whole months at the start of a read, before the
// month of before, whose every table has a month book matching the
// revisions the read would take: it returns the first day after them
// (b.From when there are none) and the month books' ids.
func (s *Store) monthCover(ctx context.Context, b *BookRead, before Day) (Day, []int64, error) {
	if b.AsOf > 0 || b.Kind != BookTable || firstOfMonth(b.From) != b.From {
		return b.From, nil, nil
	}
	end := firstOfMonth(before).AddDays(-1)
	if end > b.To {
		end = firstOfMonth(b.To.AddDays(1)).AddDays(-1)
	}
	if end < b.From {
		return b.From, nil, nil
	}
	latest, err := s.latestByMonth(ctx, b.PropertyID, b.From, end)
	if err != nil {
		return b.From, nil, err
	}
	for k, st := range latest {
		if slices.ContainsFunc(b.partial, func(d Day) bool { return firstOfMonth(d) == k.month }) {
			st.unusable = true
		}
	}
	if len(b.staleIDs) > 0 {
		var stale []struct {
			Subject   string `gorm:"column:subject"`
			GamingDay Day    `gorm:"column:gaming_day"`
		}
		if err := s.conn(ctx).Raw("SELECT subject, gaming_day FROM day_books WHERE id IN ?", b.staleIDs).Scan(&stale).Error; err != nil {
			return b.From, nil, err
		}
		for _, r := range stale {
			if st := latest[monthKey{r.Subject, firstOfMonth(r.GamingDay)}]; st != nil {
				st.unusable = true
			}
		}
	}
	have, err := s.matchingMonthBooks(ctx, b.PropertyID, b.From, end, latest)
	if err != nil {
		return b.From, nil, err
	}
	byMonth := map[Day][]monthKey{}
	for k := range latest {
		byMonth[k.month] = append(byMonth[k.month], k)
	}
	start := b.From
	var ids []int64
	for m := b.From; m <= end; m = nextMonth(m) {
		var month []int64
		for _, k := range byMonth[m] {
			id, ok := have[k]
			if !ok {
				month = nil
				break
			}
			month = append(month, id)
		}
		if len(byMonth[m]) > 0 && month == nil {
			break
		}
		ids = append(ids, month...)
		start = nextMonth(m)
	}
	return start, ids, nil
}

// AnalyzeBooks has PostgreSQL sample the day books again after a close
// wrote many of them. The planner otherwise goes on believing them as small
// as it last saw them (wherever autovacuum is off or behind, after the
// first close: empty) and groups a month's wagers by sorting row at a
// time. SQLite has nothing to do.
func (s *Store) AnalyzeBooks(ctx context.Context) error {
	if s.dialect != Postgres {
		return nil
	}
	return s.conn(ctx).Exec(`ANALYZE day_books, day_book_latest, day_book_tables, day_book_wagers, day_book_dealers,
  day_book_pools, day_book_months, day_book_month_wagers`).Error
}
