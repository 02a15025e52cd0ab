package models

import (
	"context"
	"database/sql"
	"slices"
	"sync"
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
	// SpanFrom is a year book's first day (migration 0020); nil for a
	// month book.
	SpanFrom *Day `gorm:"column:span_from"`
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
	cache, _ := ctx.Value(latestCacheKey{}).(*latestCache)
	key := [3]string{itoa(propertyID), string(from), string(to)}
	if cache != nil {
		cache.mu.Lock()
		hit, ok := cache.m[key]
		cache.mu.Unlock()
		if ok {
			return copyStates(hit), nil
		}
	}
	out, err := s.readLatestByMonth(ctx, propertyID, from, to)
	if err == nil && cache != nil {
		cache.mu.Lock()
		cache.m[key] = copyStates(out)
		cache.mu.Unlock()
	}
	return out, err
}

// latestCache keeps latestByMonth's answers for the length of one report's
// snapshot (ReportSnapshot), which asks the same of several reads: the
// answers cannot change within it.
type latestCache struct {
	mu sync.Mutex
	m  map[[3]string]map[monthKey]*monthState
}

type latestCacheKey struct{}

func withLatestCache(ctx context.Context) context.Context {
	return context.WithValue(ctx, latestCacheKey{}, &latestCache{m: map[[3]string]map[monthKey]*monthState{}})
}

// copyStates copies a latestByMonth answer, whose states a cover marks.
func copyStates(in map[monthKey]*monthState) map[monthKey]*monthState {
	out := make(map[monthKey]*monthState, len(in))
	for k, st := range in {
		c := *st
		out[k] = &c
	}
	return out
}

func (s *Store) readLatestByMonth(ctx context.Context, propertyID int64, from, to Day) (map[monthKey]*monthState, error) {
	month := "strftime('%Y-%m-01', gaming_day)"
	if s.dialect == Postgres {
		// Date arithmetic: date_trunc would take each day through a
		// timestamp with time zone, which costs more than the scan.
		month = "gaming_day - (CAST(EXTRACT(DAY FROM gaming_day) AS INTEGER) - 1)"
	}
	out := map[monthKey]*monthState{}
	err := s.eachRow(ctx, `SELECT subject, `+month+` AS month, COUNT(*), SUM(book_id), MAX(book_id) FROM day_book_latest
WHERE property_id = @property AND kind = @kind AND gaming_day >= @from AND gaming_day <= @to
GROUP BY subject, `+month,
		map[string]any{"property": propertyID, "kind": BookTable, "from": from, "to": to}, func(rows *sql.Rows) error {
			var k monthKey
			st := &monthState{}
			if err := rows.Scan(&k.subject, &k.month, &st.books, &st.sum, &st.through); err != nil {
				return err
			}
			out[k] = st
			return nil
		})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// matchingMonthBooks returns, for each subject's month of from..to that has
// a month book matching its latest revisions, that month book's id.
func (s *Store) matchingMonthBooks(ctx context.Context, propertyID int64, from, to Day, latest map[monthKey]*monthState) (map[monthKey]int64, error) {
	var rows []monthBookRow
	// A month book written before migration 0020 has no table figures and
	// matches nothing: the next close writes one that has.
	if err := s.conn(ctx).Select("id, subject, month, books, book_sum").
		Where("property_id = ? AND kind = ? AND month >= ? AND month <= ?", propertyID, BookTable, from, to).
		Where("span_from IS NULL AND EXISTS (SELECT 1 FROM day_book_month_tables t WHERE t.month_id = day_book_months.id)").
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
	current := map[Day]map[string]monthBookRow{} // the month books that match, by month and table
	for m := from; m <= last; m = nextMonth(m) {
		n, books, err := s.writeMonthBooks(ctx, propertyID, m, nextMonth(m).AddDays(-1))
		if err != nil {
			return written, err
		}
		written += n
		current[m] = books
		if year := yearStart(m); year >= from {
			if err := s.writeYearBooks(ctx, propertyID, year, m, current); err != nil {
				return written, err
			}
		}
	}
	return written, nil
}

func yearStart(d Day) Day { return Day(string(d)[:4] + "-01-01") }

// writeYearBooks writes the year books of month (each table's wagers of
// the year through the month) that are missing or out of date, summed from
// the month books current names for the year's months. A year book is
// named by the sums of its month books' names, so it holds exactly what it
// names whatever was written since; a table with a month of revisions but
// no month book gets none.
func (s *Store) writeYearBooks(ctx context.Context, propertyID int64, year, month Day, current map[Day]map[string]monthBookRow) error {
	type parts struct {
		ids                 []int64
		books, sum, through int64
	}
	bySubject := map[string]*parts{}
	for m := year; m <= month; m = nextMonth(m) {
		for subj, b := range current[m] {
			p := bySubject[subj]
			if p == nil {
				p = &parts{}
				bySubject[subj] = p
			}
			p.ids = append(p.ids, b.ID)
			p.books += b.Books
			p.sum += b.BookSum
			p.through = max(p.through, b.Through)
		}
	}
	if len(bySubject) == 0 {
		return nil
	}
	return s.InTx(ctx, func(ctx context.Context) error {
		var have []monthBookRow
		if err := s.conn(ctx).Select("subject, books, book_sum").
			Where("property_id = ? AND kind = ? AND month = ? AND span_from = ?", propertyID, BookTable, month, year).
			Find(&have).Error; err != nil {
			return err
		}
		now := time.Now().UTC()
		subjects := make([]string, 0, len(bySubject))
		for subj := range bySubject {
			subjects = append(subjects, subj)
		}
		slices.Sort(subjects)
		for _, subj := range subjects {
			p := bySubject[subj]
			if slices.ContainsFunc(have, func(h monthBookRow) bool {
				return h.Subject == subj && h.Books == p.books && h.BookSum == p.sum
			}) {
				continue
			}
			y := year
			head := monthBookRow{PropertyID: propertyID, Kind: BookTable, Subject: subj, Month: month, Books: p.books,
				BookSum: p.sum, Through: p.through, WrittenAt: now, SpanFrom: &y}
			if err := s.conn(ctx).Create(&head).Error; err != nil {
				return err
			}
			if err := s.conn(ctx).Exec(`
INSERT INTO day_book_month_wagers (month_id, game, settings_id, bet, spot, amount, decided, n, net)
SELECT @id, w.game, w.settings_id, w.bet, w.spot, w.amount, w.decided, SUM(w.n), SUM(w.net)
FROM day_book_month_wagers w
WHERE w.month_id IN @months
GROUP BY w.game, w.settings_id, w.bet, w.spot, w.amount, w.decided`,
				map[string]any{"id": head.ID, "months": p.ids}).Error; err != nil {
				return err
			}
		}
		return nil
	})
}

// writeMonthBooks writes the month books of month (from..to) that are
// missing or out of date, in one transaction whose statements all read one
// snapshot, so that the count and sum a month book names are those of the
// revisions it summed.
func (s *Store) writeMonthBooks(ctx context.Context, propertyID int64, from, to Day) (int, map[string]monthBookRow, error) {
	written := 0
	current := map[string]monthBookRow{}
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
			if id, ok := have[k]; ok {
				current[k.subject] = monthBookRow{ID: id, Subject: k.subject, Books: st.books, BookSum: st.sum, Through: st.through}
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
			current[h.Subject] = h
		}
		written = len(heads)
		if err := s.writeMonthTables(ctx, propertyID, from, to, heads); err != nil {
			return err
		}
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
	if err != nil {
		return written, nil, err
	}
	return written, current, nil
}

// coverEnd is the last day of the whole months a cover from from may take
// before the month of before; ok is false when it may take none.
func coverEnd(b *BookRead, from, before Day) (Day, bool) {
	if b.AsOf > 0 || b.Kind != BookTable || firstOfMonth(from) != from || from < b.From {
		return from, false
	}
	end := firstOfMonth(before).AddDays(-1)
	if end > b.To {
		end = firstOfMonth(b.To.AddDays(1)).AddDays(-1)
	}
	return end, end >= from
}

// coverable is latestByMonth of the read's months from..end, with the
// months a read must take day by day marked unusable: those with a day
// begun but not closed, or with a book not current.
func (s *Store) coverable(ctx context.Context, b *BookRead, from, end Day) (map[monthKey]*monthState, error) {
	// Read for the whole of the read, which a report's several covers
	// share (latestCache), and cut to from..end: the months wholly within
	// the read are counted whole.
	latest, err := s.latestByMonth(ctx, b.PropertyID, b.From, b.To)
	if err != nil {
		return nil, err
	}
	for k := range latest {
		if k.month < from || k.month > end {
			delete(latest, k)
		}
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
			return nil, err
		}
		for _, r := range stale {
			if st := latest[monthKey{r.Subject, firstOfMonth(r.GamingDay)}]; st != nil {
				st.unusable = true
			}
		}
	}
	return latest, nil
}

// wagerCover is the cover of a read's wagers: the year book of its
// longest run of whole months from the year's first day that one matches
// for every table, else their month books (monthCover).
// It returns too how many table-months the cover takes.
func (s *Store) wagerCover(ctx context.Context, b *BookRead, before Day) (Day, []int64, int, error) {
	start, ids, n, err := s.yearCover(ctx, b, before)
	if err != nil || len(ids) > 0 {
		return start, ids, n, err
	}
	start, ids, err = s.monthCover(ctx, b, before)
	return start, ids, len(ids), err
}

// yearCover finds the last month M before the month of before such that
// every table with revisions from the read's first day (a year's first)
// through M has a year book of M matching them all: it returns the first
// day after M and those year books' ids, or the read's first day and none.
func (s *Store) yearCover(ctx context.Context, b *BookRead, before Day) (Day, []int64, int, error) {
	from := b.From
	end, ok := coverEnd(b, from, before)
	if !ok || yearStart(from) != from {
		return from, nil, 0, nil
	}
	latest, err := s.coverable(ctx, b, from, end)
	if err != nil || len(latest) == 0 {
		return from, nil, 0, err
	}
	var heads []monthBookRow
	if err := s.conn(ctx).Select("id, subject, month, books, book_sum").
		Where("property_id = ? AND kind = ? AND span_from = ? AND month >= ? AND month <= ?", b.PropertyID, BookTable, from, from, end).
		Order("id").Find(&heads).Error; err != nil {
		return from, nil, 0, err
	}
	if len(heads) == 0 {
		return from, nil, 0, nil
	}
	type sums struct{ books, sum int64 }
	named := map[monthKey]map[sums]int64{} // each table's year books of each month, by what they name
	for _, h := range heads {
		k := monthKey{h.Subject, firstOfMonth(h.Month)}
		if named[k] == nil {
			named[k] = map[sums]int64{}
		}
		named[k][sums{h.Books, h.BookSum}] = h.ID
	}
	subjects := map[string]bool{}
	for k := range latest {
		subjects[k.subject] = true
	}
	var months []Day
	for m := from; m <= end; m = nextMonth(m) {
		months = append(months, m)
	}
	for i := len(months) - 1; i >= 0; i-- {
		m := months[i]
		var ids []int64
		ok, tableMonths := true, 0
		for subj := range subjects {
			var cum sums
			has := false
			for _, mm := range months[:i+1] {
				if st := latest[monthKey{subj, mm}]; st != nil {
					if st.unusable {
						ok = false
					}
					cum.books += st.books
					cum.sum += st.sum
					has = true
					tableMonths++
				}
			}
			if !ok {
				break
			}
			if !has {
				continue
			}
			id, found := named[monthKey{subj, m}][cum]
			if !found {
				ok = false
				break
			}
			ids = append(ids, id)
		}
		if ok && len(ids) > 0 {
			slices.Sort(ids)
			return nextMonth(m), ids, tableMonths, nil
		}
	}
	return from, nil, 0, nil
}

// monthCover finds the whole months at the start of a read, before the
// month of before, whose every table has a month book matching the
// revisions the read would take: it returns the first day after them
// (b.From when there are none) and the month books' ids.
func (s *Store) monthCover(ctx context.Context, b *BookRead, before Day) (Day, []int64, error) {
	return s.monthCoverFrom(ctx, b, b.From, before)
}

// monthCoverFrom is monthCover of the months from from (the first day of a
// month within the read) on: it returns the first day after the months
// covered (from when none is) and their month books' ids.
func (s *Store) monthCoverFrom(ctx context.Context, b *BookRead, from, before Day) (Day, []int64, error) {
	end, ok := coverEnd(b, from, before)
	if !ok {
		return from, nil, nil
	}
	latest, err := s.coverable(ctx, b, from, end)
	if err != nil {
		return from, nil, err
	}
	have, err := s.matchingMonthBooks(ctx, b.PropertyID, from, end, latest)
	if err != nil {
		return from, nil, err
	}
	byMonth := map[Day][]monthKey{}
	for k := range latest {
		byMonth[k.month] = append(byMonth[k.month], k)
	}
	start := from
	var ids []int64
	for m := from; m <= end; m = nextMonth(m) {
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

// AnalyzeBooks has PostgreSQL sample again the books a close wrote many
// of. The planner otherwise goes on believing them as small as it last
// saw them (wherever autovacuum is off or behind, after the first close:
// empty) and groups a month's wagers by sorting row at a time. Only the
// tables that changed by more than autovacuum's own threshold are
// sampled, so a day's close does not pay to sample a year of books.
// SQLite has nothing to do.
func (s *Store) AnalyzeBooks(ctx context.Context) error {
	if s.dialect != Postgres {
		return nil
	}
	return s.analyzeStale(ctx, bookTables)
}

// analyzeStale samples those of the tables whose statistics are missing or
// behind by more than autovacuum's own threshold (10% of the rows; 1,000
// more here where autovacuum takes 50).
func (s *Store) analyzeStale(ctx context.Context, tables []string) error {
	var stale []string
	if err := s.conn(ctx).Raw(`SELECT relname FROM pg_stat_user_tables
WHERE relname IN ? AND (COALESCE(last_analyze, last_autoanalyze) IS NULL OR n_mod_since_analyze > 0.1 * n_live_tup + 1000)
ORDER BY relname`, tables).Scan(&stale).Error; err != nil {
		return err
	}
	for _, t := range stale {
		// t is one of tables, which callers make of fixed names and digits.
		if err := s.conn(ctx).Exec("ANALYZE " + t).Error; err != nil {
			return err
		}
	}
	return nil
}

// bookTables are the tables of the books.
var bookTables = []string{"day_books", "day_book_latest", "day_book_tables", "day_book_wagers", "day_book_dealers",
	"day_book_pools", "day_book_months", "day_book_month_wagers", "day_book_month_tables"}
