package models

import (
	"cmp"
	"context"
	"database/sql"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// BookRead is what a report reads of a period: the current revision of
// every table's (or pool's) day that has one, and the records of the rest
// (Raw). Prepare it with PrepareBooks inside the report's snapshot, so the
// books and the records it reads agree.
type BookRead struct {
	PropertyID int64
	Kind       string
	From, To   Day
	// AsOf reads the books as they stood at that revision (0: now): each
	// day's latest revision up to it, taken as current, and the records of
	// the days not closed by then.
	AsOf int64
	// Revision is the newest revision read; FromBooks how many days of
	// tables (or pools) come from books, Raw what comes from the records.
	Revision  int64
	FromBooks int64
	// MonthBooks counts the table-months whose wagers were read from month
	// books (BookWagerSums).
	MonthBooks int
	// MonthTables counts the table-months whose figures were read from
	// month books (BookTableMonths).
	MonthTables int
	Raw         []Span
	// Subjects are the property's tables, or its pools.
	Subjects []string

	noBooks  bool            // no day of the period is closed: only records are read
	partial  []Day           // days begun but not closed: their books are left out
	staleIDs []int64         // the latest revisions not current
	dropped  map[Day]Archive // days whose records were archived and dropped
}

// Describe says what a report read, for its notes.
func (b *BookRead) Describe() string {
	var w strings.Builder
	if b.Revision > 0 {
		w.WriteString("Day books up to revision ")
		w.WriteString(itoa(b.Revision))
		w.WriteString(" (")
		w.WriteString(itoa(b.FromBooks))
		w.WriteString(" table-days")
		if b.MonthTables > 0 {
			w.WriteString("; the figures of " + itoa(int64(b.MonthTables)) + " table-months from month books")
		}
		if b.MonthBooks > 0 {
			w.WriteString("; the wagers of " + itoa(int64(b.MonthBooks)) + " table-months from month books")
		}
		w.WriteString(")")
	} else {
		w.WriteString("No day books")
	}
	if b.AsOf > 0 {
		w.WriteString(", as of revision " + itoa(b.AsOf))
	}
	if len(b.Raw) == 0 {
		w.WriteString("; nothing read from the records.")
		return w.String()
	}
	w.WriteString("; from the records: ")
	var parts []string
	for _, sp := range b.Raw {
		p := string(sp.From)
		if sp.To != sp.From {
			p += " to " + string(sp.To)
		}
		if sp.Subjects != nil {
			p += " (" + strings.Join(sp.Subjects, ", ") + ")"
		}
		parts = append(parts, p)
	}
	if len(parts) > 6 {
		parts = append(parts[:5], "and "+itoa(int64(len(parts)-5))+" more")
	}
	w.WriteString(strings.Join(parts, "; "))
	w.WriteString(".")
	return w.String()
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// latestSQL chooses each day's latest revision (up to @asof).
const latestSQL = `b.id = (SELECT MAX(x.id) FROM day_books x
                 WHERE x.kind = b.kind AND x.subject = b.subject AND x.gaming_day = b.gaming_day AND x.id <= @asof)`

// books is the FROM item the statements of a read name b: the current
// books come straight from day_book_latest, whose statistics then give the
// planner the number of rows it will join (a probe of it for each
// revision, or a semi-join, it cannot count); books as of a revision are
// each day's latest revision up to it (where).
func (b *BookRead) books() string {
	if b.AsOf > 0 {
		return "day_books b"
	}
	return "(SELECT l.book_id AS id, l.property_id, l.kind, l.subject, l.gaming_day FROM day_book_latest l) b"
}

// where chooses the revisions a BookRead reads, less the stale ones and
// the days not closed.
func (b *BookRead) where() string {
	w := `b.property_id = @property AND b.kind = @kind AND b.gaming_day >= @from AND b.gaming_day <= @to
  AND b.id NOT IN @stale AND b.gaming_day NOT IN @partial`
	if b.AsOf > 0 {
		w += "\n  AND " + latestSQL
	}
	return w
}

func (b *BookRead) args() map[string]any {
	asOf := b.AsOf
	if asOf <= 0 {
		asOf = 1<<63 - 1
	}
	stale := b.staleIDs
	if len(stale) == 0 {
		stale = []int64{-1}
	}
	partial := b.partial
	if len(partial) == 0 {
		partial = []Day{"0001-01-01"}
	}
	return map[string]any{"property": b.PropertyID, "kind": b.Kind, "from": b.From, "to": b.To, "asof": asOf,
		"stale": stale, "partial": partial}
}

// BookOptions choose how a report reads its period.
type BookOptions struct {
	// AsOf reads the books as they stood at that revision; 0 reads the
	// current ones.
	AsOf int64
	// RecordsOnly reads every day from the records, as if no book were
	// written: an auditor's check of the books, and the tests'.
	RecordsOnly bool
}

// scan runs a statement over the read's books, unless it reads none.
func (b *BookRead) scan(ctx context.Context, s *Store, dest any, query string, args map[string]any) error {
	if b.noBooks {
		return nil
	}
	return s.conn(ctx).Raw(query, args).Scan(dest).Error
}

// PrepareBooks works out what a report of a property's period reads: the
// books of the days closed (as of a revision, when asked) and current, and
// the records of the rest.
func (s *Store) PrepareBooks(ctx context.Context, propertyID int64, kind string, from, to Day, opts BookOptions) (*BookRead, error) {
	asOf := opts.AsOf
	b := &BookRead{PropertyID: propertyID, Kind: kind, From: from, To: to, AsOf: asOf}
	var closes []DayClose
	if !opts.RecordsOnly {
		if err := s.conn(ctx).Where("property_id = ? AND gaming_day >= ? AND gaming_day <= ?", propertyID, from, to).
			Find(&closes).Error; err != nil {
			return nil, err
		}
	}
	begun, done := map[Day]bool{}, map[Day]bool{}
	for _, c := range closes {
		switch {
		case c.Stage == CloseBegun:
			begun[c.GamingDay] = true
		case asOf <= 0 || c.BookID == nil || *c.BookID <= asOf:
			done[c.GamingDay] = true
		}
	}
	// The records of a dropped month are gone: its days are read from
	// their books, whatever the log says of them since.
	dropped, err := s.droppedDays(ctx, propertyID, from, to)
	if err != nil {
		return nil, err
	}
	for d, a := range dropped {
		if opts.RecordsOnly || !done[d] {
			return nil, &DroppedError{Day: d, Archive: a}
		}
	}
	b.dropped = dropped
	for d := range begun {
		if !done[d] {
			b.partial = append(b.partial, d)
		}
	}
	slices.Sort(b.partial)
	subjects, err := s.propertySubjects(ctx, propertyID, kind)
	if err != nil {
		return nil, err
	}
	b.Subjects = subjects
	// The days not closed are read whole from the records, in runs, from
	// the first day with a record.
	first, any, err := s.earliestRecordDay(ctx, propertyID)
	if err != nil {
		return nil, err
	}
	if !any {
		first = to.AddDays(1)
	}
	var run *Span
	for d := max(from, first); d <= to; d = d.AddDays(1) {
		if done[d] {
			run = nil
			continue
		}
		if run == nil {
			sp := Span{From: d, To: d}
			if kind == BookPool {
				sp.Subjects = subjects
			}
			b.Raw = append(b.Raw, sp)
			run = &b.Raw[len(b.Raw)-1]
		}
		run.To = d
	}
	if asOf <= 0 && len(done) > 0 {
		if err := s.staleBooks(ctx, b, subjects, done); err != nil {
			return nil, err
		}
	}
	if len(done) == 0 {
		b.noBooks = true
		return b, nil
	}
	var head struct {
		Revision *int64 `gorm:"column:revision"`
		N        int64  `gorm:"column:n"`
	}
	if err := s.conn(ctx).Raw("SELECT MAX(b.id) AS revision, COUNT(*) AS n FROM "+b.books()+" WHERE "+b.where(), b.args()).
		Scan(&head).Error; err != nil {
		return nil, err
	}
	if head.Revision != nil {
		b.Revision = *head.Revision
	}
	b.FromBooks = head.N
	return b, nil
}

// staleBooks finds the books of closed days with a change queued, and the
// days that changed with no book at all: their books are left out and
// their records read, a day at a time.
func (s *Store) staleBooks(ctx context.Context, b *BookRead, subjects []string, done map[Day]bool) error {
	var rows []struct {
		Subject   string `gorm:"column:subject"`
		GamingDay Day    `gorm:"column:gaming_day"`
		BookID    *int64 `gorm:"column:book_id"`
	}
	err := s.conn(ctx).Raw(`
SELECT DISTINCT c.subject, c.gaming_day, l.book_id
FROM day_changes c
LEFT JOIN day_book_latest l ON l.kind = c.kind AND l.subject = c.subject AND l.gaming_day = c.gaming_day
WHERE c.kind = @kind AND c.gaming_day >= @from AND c.gaming_day <= @to
ORDER BY c.gaming_day, c.subject`, b.args()).Scan(&rows).Error
	if err != nil {
		return err
	}
	byDay := map[Day][]string{}
	var days []Day
	for _, r := range rows {
		if _, gone := b.dropped[r.GamingDay]; gone || !done[r.GamingDay] || !slices.Contains(subjects, r.Subject) {
			continue
		}
		if r.BookID != nil {
			b.staleIDs = append(b.staleIDs, *r.BookID)
		}
		if byDay[r.GamingDay] == nil {
			days = append(days, r.GamingDay)
		}
		byDay[r.GamingDay] = append(byDay[r.GamingDay], r.Subject)
	}
	for _, d := range days {
		b.Raw = append(b.Raw, Span{From: d, To: d, Subjects: byDay[d], Stale: true})
	}
	return nil
}

// propertySubjects lists a property's tables, or the pools linked to them.
func (s *Store) propertySubjects(ctx context.Context, propertyID int64, kind string) ([]string, error) {
	tables, pools, err := s.bookSubjects(ctx, propertyID)
	if kind == BookPool {
		return pools, err
	}
	return tables, err
}

// BookTableFigures returns every table's figures of every day of the read,
// from books and records, by table and day.
func (s *Store) BookTableFigures(ctx context.Context, b *BookRead) ([]TableDayFigures, error) {
	var out []TableDayFigures
	if !b.noBooks {
		err := s.eachRow(ctx, `
SELECT `+tableDayColumns+`
FROM `+b.books()+` JOIN day_book_tables t ON t.book_id = b.id
WHERE `+b.where(), b.args(), func(rows *sql.Rows) error {
			var f TableDayFigures
			if err := scanTableDay(rows, &f); err != nil {
				return err
			}
			out = append(out, f)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	for _, sp := range b.Raw {
		raw, err := s.RawTableFigures(ctx, b.PropertyID, sp)
		if err != nil {
			return nil, err
		}
		out = append(out, raw...)
	}
	sortTableDays(out)
	return out, nil
}

// sortTableDays orders table-days by table and day.
func sortTableDays(days []TableDayFigures) {
	slices.SortFunc(days, func(x, y TableDayFigures) int {
		if x.TableID != y.TableID {
			return cmpStr(x.TableID, y.TableID)
		}
		return cmpStr(string(x.GamingDay), string(y.GamingDay))
	})
}

// WagerSum is a table's settled wagers of one game, settings, bet, spot,
// stake and decision over a bucket of days.
type WagerSum struct {
	TableID  string      `gorm:"column:table_id"`
	Game     string      `gorm:"column:game"`
	Settings string      `gorm:"column:settings"`
	Bet      string      `gorm:"column:bet"`
	Spot     string      `gorm:"column:spot"`
	Amount   rules.Money `gorm:"column:amount"`
	Bucket   string      `gorm:"column:bucket"`
	Decided  int         `gorm:"column:decided"`
	N        int64       `gorm:"column:n"`
	Net      rules.Money `gorm:"column:net"`
}

// BookWagerSums sums every table's settled wagers of the read by game,
// settings, bet, stake and bucket: bucket(day) names the bucket of a day,
// which the books' statement reads as day (@day), month (from @month) and
// year (the rest).
func (s *Store) BookWagerSums(ctx context.Context, b *BookRead, day, month Day) ([]WagerSum, error) {
	args := b.args()
	args["day"], args["month"] = day, month
	var out []WagerSum
	collect := func(rows *sql.Rows) error {
		var w WagerSum
		if err := scanWagerSum(rows, &w); err != nil {
			return err
		}
		out = append(out, w)
		return nil
	}
	if !b.noBooks {
		// Whole months before the report's month come from their month
		// books where they match; the day books from the first day after.
		start, months, tableMonths, err := s.wagerCover(ctx, b, month)
		if err != nil {
			return nil, err
		}
		args["from"] = start
		b.MonthBooks = tableMonths
		if len(months) > 0 {
			// Summed here over the months, so that the year's last month
			// reads as many rows as its second (a table's bets and stakes),
			// not eleven times as many.
			if err := s.eachRow(ctx, `
SELECT g.table_id, g.game, st.settings, g.bet, g.spot, g.amount, 'y' AS bucket, g.decided, g.n, g.net
FROM (
    SELECT m.subject AS table_id, w.game, w.settings_id, w.bet, w.spot, w.amount, w.decided, SUM(w.n) AS n, SUM(w.net) AS net
    FROM day_book_months m JOIN day_book_month_wagers w ON w.month_id = m.id
    WHERE m.id IN @months
    GROUP BY m.subject, w.game, w.settings_id, w.bet, w.spot, w.amount, w.decided
) g JOIN day_book_settings st ON st.id = g.settings_id`, map[string]any{"months": months}, collect); err != nil {
				return nil, err
			}
		}
	}
	if !b.noBooks {
		err := s.eachRow(ctx, `
SELECT g.table_id, g.game, st.settings, g.bet, g.spot, g.amount, g.bucket, g.decided, g.n, g.net
FROM (
    SELECT x.table_id, x.game, x.settings_id, x.bet, x.spot, x.amount, x.bucket, x.decided, SUM(x.n) AS n, SUM(x.net) AS net
    FROM (
        SELECT b.subject AS table_id, w.game, w.settings_id, w.bet, w.spot, w.amount, w.decided, w.n, w.net,
               CASE WHEN b.gaming_day = @day THEN 'd' WHEN b.gaming_day >= @month THEN 'm' ELSE 'y' END AS bucket
        FROM `+b.books()+` JOIN day_book_wagers w ON w.book_id = b.id
        WHERE `+b.where()+`
    ) x
    GROUP BY x.table_id, x.game, x.settings_id, x.bet, x.spot, x.amount, x.bucket, x.decided
) g JOIN day_book_settings st ON st.id = g.settings_id`, args, collect)
		if err != nil {
			return nil, err
		}
	}
	type key struct {
		table, game, settings, bet, spot, bucket string
		amount                                   rules.Money
		decided                                  int
	}
	sums := map[key]*WagerSum{}
	for _, sp := range b.Raw {
		raw, err := s.RawWagerFigures(ctx, b.PropertyID, sp)
		if err != nil {
			return nil, err
		}
		for _, w := range raw {
			bucket := "y"
			switch {
			case w.GamingDay == day:
				bucket = "d"
			case w.GamingDay >= month:
				bucket = "m"
			}
			k := key{w.TableID, w.Game, w.Settings, w.Bet, w.Spot, bucket, w.Amount, w.Decided}
			if sums[k] == nil {
				sums[k] = &WagerSum{TableID: w.TableID, Game: w.Game, Settings: w.Settings, Bet: w.Bet, Spot: w.Spot,
					Amount: w.Amount, Bucket: bucket, Decided: w.Decided}
			}
			sums[k].N += w.N
			sums[k].Net += w.Net
		}
	}
	for _, w := range sums {
		out = append(out, *w)
	}
	// In one order whatever the plan or the map gave, so that a report's
	// sums are made in one order too.
	slices.SortFunc(out, func(a, b WagerSum) int {
		return cmp.Or(cmpStr(a.TableID, b.TableID), cmpStr(a.Game, b.Game), cmpStr(a.Settings, b.Settings), cmpStr(a.Bet, b.Bet),
			cmpStr(a.Spot, b.Spot), cmp.Compare(a.Amount, b.Amount), cmpStr(a.Bucket, b.Bucket), cmp.Compare(a.Decided, b.Decided))
	})
	return out, nil
}

// BookSettingsPlayed lists the games and settings of the read's hands.
func (s *Store) BookSettingsPlayed(ctx context.Context, b *BookRead) ([][2]string, error) {
	var rows []struct {
		Game     string `gorm:"column:game"`
		Settings string `gorm:"column:settings"`
	}
	args := b.args()
	if !b.noBooks {
		start, months, _, err := s.wagerCover(ctx, b, b.To.AddDays(1))
		if err != nil {
			return nil, err
		}
		args["from"] = start
		if len(months) > 0 {
			if err := s.conn(ctx).Raw(`
SELECT DISTINCT w.game, st.settings
FROM day_book_month_wagers w JOIN day_book_settings st ON st.id = w.settings_id
WHERE w.month_id IN ?`, months).Scan(&rows).Error; err != nil {
				return nil, err
			}
		}
	}
	var days []struct {
		Game     string `gorm:"column:game"`
		Settings string `gorm:"column:settings"`
	}
	err := b.scan(ctx, s, &days, `
SELECT DISTINCT w.game, st.settings
FROM `+b.books()+` JOIN day_book_wagers w ON w.book_id = b.id JOIN day_book_settings st ON st.id = w.settings_id
WHERE `+b.where(), args)
	if err != nil {
		return nil, err
	}
	rows = append(rows, days...)
	var out [][2]string
	add := func(g, st string) {
		if !slices.Contains(out, [2]string{g, st}) {
			out = append(out, [2]string{g, st})
		}
	}
	for _, r := range rows {
		add(r.Game, r.Settings)
	}
	for _, sp := range b.Raw {
		var raw []struct {
			Game     string `gorm:"column:game"`
			Settings string `gorm:"column:settings"`
		}
		q := "SELECT DISTINCT h.game, h.settings FROM hands h WHERE h.property_id = @property {{hands}}"
		if err := s.conn(ctx).Raw(spanned(q, sp.Subjects != nil), sp.args(b.PropertyID)).Scan(&raw).Error; err != nil {
			return nil, err
		}
		for _, r := range raw {
			add(r.Game, r.Settings)
		}
	}
	return out, nil
}

// BookDealerFigures sums the read's hands and findings by dealer.
func (s *Store) BookDealerFigures(ctx context.Context, b *BookRead) ([]DealerFigures, error) {
	var rows []DealerFigures
	err := b.scan(ctx, s, &rows, `
SELECT d.dealer, SUM(d.hands) AS hands, SUM(d.discrepant) AS discrepant, SUM(d.findings) AS findings,
       SUM(d.open_findings) AS open_findings, SUM(d.payout) AS payout, SUM(d.result) AS result,
       SUM(d.commission) AS commission, SUM(d.fees) AS fees, SUM(d.other) AS other
FROM `+b.books()+` JOIN day_book_dealers d ON d.book_id = b.id
WHERE `+b.where()+`
GROUP BY d.dealer`, b.args())
	if err != nil {
		return nil, err
	}
	sums := map[string]*DealerFigures{}
	var names []string
	add := func(d DealerFigures) {
		t := sums[d.Dealer]
		if t == nil {
			t = &DealerFigures{Dealer: d.Dealer}
			sums[d.Dealer] = t
			names = append(names, d.Dealer)
		}
		t.Hands += d.Hands
		t.Discrepant += d.Discrepant
		t.Findings += d.Findings
		t.Open += d.Open
		t.Payout += d.Payout
		t.Result += d.Result
		t.Commission += d.Commission
		t.Fees += d.Fees
		t.Other += d.Other
	}
	for _, r := range rows {
		add(r)
	}
	for _, sp := range b.Raw {
		raw, err := s.RawDealerFigures(ctx, b.PropertyID, sp)
		if err != nil {
			return nil, err
		}
		for _, r := range raw {
			add(r)
		}
	}
	slices.Sort(names)
	out := make([]DealerFigures, 0, len(names))
	for _, n := range names {
		out = append(out, *sums[n])
	}
	return out, nil
}

// BookPoolFigures returns every pool's figures of every day of the read,
// from books and records.
func (s *Store) BookPoolFigures(ctx context.Context, b *BookRead) ([]PoolFigures, error) {
	var out []PoolFigures
	err := b.scan(ctx, s, &out, `
SELECT b.subject AS pool_id, b.gaming_day, p.*
FROM `+b.books()+` JOIN day_book_pools p ON p.book_id = b.id
WHERE `+b.where(), b.args())
	if err != nil {
		return nil, err
	}
	for _, sp := range b.Raw {
		raw, err := s.RawPoolFigures(ctx, sp)
		if err != nil {
			return nil, err
		}
		out = append(out, raw...)
	}
	return out, nil
}

// LaterPoolMovement returns, for each pool of a property, what events of
// gaming days after day, and at most lastSeq(pool) in the pool's sequence,
// moved its meters: events of later days written before the pool's last
// event of day (a hand recorded late). It reads the pools' day books,
// whose first and last sequence numbers leave out at once every later day
// written wholly after, and the records of the rest.
func (s *Store) LaterPoolMovement(ctx context.Context, propertyID int64, day Day, lastSeq func(pool string) int64, opts BookOptions) (map[string]rules.Money, error) {
	out := map[string]rules.Money{}
	pools, err := s.propertySubjects(ctx, propertyID, BookPool)
	if err != nil || len(pools) == 0 {
		return out, err
	}
	var end Day
	for _, p := range pools {
		var d []Day
		if err := s.conn(ctx).Raw("SELECT gaming_day FROM progressive_events WHERE pool_id = ? ORDER BY gaming_day DESC LIMIT 1", p).
			Scan(&d).Error; err != nil {
			return nil, err
		}
		if len(d) > 0 && d[0] > end {
			end = d[0]
		}
	}
	if end <= day {
		return out, nil
	}
	read, err := s.PrepareBooks(ctx, propertyID, BookPool, day.AddDays(1), end, opts)
	if err != nil {
		return nil, err
	}
	figs, err := s.BookPoolFigures(ctx, read)
	if err != nil {
		return nil, err
	}
	for _, f := range figs {
		last := lastSeq(f.PoolID)
		switch {
		case last == 0 || f.FirstSeq > last:
		case f.LastSeq <= last:
			out[f.PoolID] += f.Movement
		default:
			var sum *rules.Money
			if err := s.conn(ctx).Raw(`SELECT SUM(main + reserve + pending) FROM progressive_events
				WHERE pool_id = ? AND gaming_day = ? AND seq <= ?`, f.PoolID, f.GamingDay, last).Scan(&sum).Error; err != nil {
				return nil, err
			}
			if sum != nil {
				out[f.PoolID] += *sum
			}
		}
	}
	return out, nil
}
