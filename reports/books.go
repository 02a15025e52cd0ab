package reports

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// The books: every table's accounting figures for each gaming day of a
// period, from which the Master Game Report, the statistical and monthly
// reports are laid out. One statement reads them all.

// TableDay is one table's figures for one gaming day.
type TableDay struct {
	TableID string
	Game    string
	Day     models.Day
	// Box is ledger.BoxDrop (house-banked) or ledger.BoxCollection.
	Box string
	// Hands and what the engine says of them: EngineWin is the house's
	// result under the rules (losing wagers, less payouts, plus commission
	// and fees); DeclaredWin the same as the table settled the hands.
	Hands        int64
	Wagered      rules.Money
	EngineWin    rules.Money
	DeclaredWin  rules.Money
	Fees         rules.Money
	ExpectedFees rules.Money
	// Adjustments sums the approved corrections' adjustments of the day's
	// hands (paid to players positive).
	Adjustments rules.Money
	// Drop is the latest drop count; Counts how many counts were taken.
	Drop   rules.Money
	Counts int64
	// Fills and Credits are verified and not voided; Unverified and Voided
	// count the slips left out.
	Fills, Credits     rules.Money
	Unverified, Voided int64
	// Opener is the opener recorded for the day, else the closer of the
	// table's last earlier day (OpenerRolled); OpenerKnown is false when
	// there is neither.
	Opener       rules.Money
	OpenerKnown  bool
	OpenerRolled bool
	Closer       rules.Money
	CloserKnown  bool
	// Win is the regulator's: the property's win formula for a house-banked
	// table, the collection drop for a pot or player-dealer game.
	Win rules.Money
	// Month marks a whole month's sum from its month book, dated the
	// month's first day (readMonths); its Opener and Closer are the sums
	// its win took, and it is no day of the daily figures.
	Month bool
	month *models.MonthTableFigures
}

// Active reports whether anything happened at the table that day.
func (t TableDay) Active() bool {
	return t.Hands > 0 || t.Counts > 0 || t.Fills != 0 || t.Credits != 0 || t.Unverified > 0 || t.Voided > 0 ||
		t.CloserKnown || (t.OpenerKnown && !t.OpenerRolled)
}

// Difference is the regulator's win less the engine's.
func (t TableDay) Difference() rules.Money { return t.Win - t.EngineWin }

// Add sums another day (or table) into t; the opener, closer and the
// flags stay t's.
func (t *TableDay) Add(o TableDay) {
	t.Hands += o.Hands
	t.Wagered += o.Wagered
	t.EngineWin += o.EngineWin
	t.DeclaredWin += o.DeclaredWin
	t.Fees += o.Fees
	t.ExpectedFees += o.ExpectedFees
	t.Adjustments += o.Adjustments
	t.Drop += o.Drop
	t.Counts += o.Counts
	t.Fills += o.Fills
	t.Credits += o.Credits
	t.Unverified += o.Unverified
	t.Voided += o.Voided
	t.Opener += o.Opener
	t.Closer += o.Closer
	t.Win += o.Win
}

// Books are a property's figures over a period: every table's days.
type Books struct {
	Property models.Property
	From, To models.Day
	Formula  models.WinFormula
	// Tables lists the property's tables with a day in the period, and
	// those not retired, by id.
	Tables []TableInfo
	// Days holds each table's days with anything recorded, oldest first.
	Days map[string][]TableDay
	// Read says which day books and which records the figures come from.
	Read *models.BookRead
}

// TableInfo is a table as the reports name it.
type TableInfo struct {
	ID, Game, GameName, Box string
}

// readBooks reads the books of a property for gaming days from..to: the
// day books of the days closed and the records of the rest, and each
// table's latest closer before the period, which its first opener may roll
// from.
func readBooks(ctx context.Context, src source, prop models.Property, from, to models.Day) (Books, error) {
	return readMonths(ctx, src, prop, from, to, "", "")
}

// readMonths is readBooks taking the whole months from monthsFrom (the
// first of a month) to before the month of monthsBefore from their month
// books where they are current: one TableDay a table and month, marked
// Month, in place of its days. A report that needs only sums over those
// months reads them so, and the year's last months cost what its first do.
func readMonths(ctx context.Context, src source, prop models.Property, from, to, monthsFrom, monthsBefore models.Day) (Books, error) {
	b := Books{Property: prop, From: from, To: to, Formula: models.MustWinFormula(prop.WinFormula), Days: map[string][]TableDay{}}
	read, err := src.prepareBooks(ctx, prop.ID, models.BookTable, from, to)
	if err != nil {
		return b, fmt.Errorf("books: %w", err)
	}
	b.Read = read
	figs, months, err := src.store.BookTableMonths(ctx, read, monthsFrom, monthsBefore)
	if err != nil {
		return b, fmt.Errorf("books: %w", err)
	}
	rolled, err := src.store.RolledClosers(ctx, prop.ID, from)
	if err != nil {
		return b, fmt.Errorf("books: %w", err)
	}
	scans := append(rolled, figs...)
	tables, err := src.store.Tables(ctx)
	if err != nil {
		return b, err
	}
	info := map[string]TableInfo{}
	for _, t := range tables {
		if t.PropertyID == prop.ID {
			info[t.ID] = TableInfo{ID: t.ID, Game: t.Game, GameName: src.gameName(t.Game), Box: src.box(t.Game)}
		}
	}
	seen := map[string]bool{}
	last := map[string]*models.TableDayFigures{} // the latest closer before the period
	for i := range scans {
		s := &scans[i]
		ti, ok := info[s.TableID]
		if !ok {
			continue
		}
		if s.GamingDay < from {
			last[s.TableID] = s
			continue
		}
		d := TableDay{TableID: s.TableID, Game: ti.Game, Day: s.GamingDay, Box: ti.Box, Hands: s.Hands,
			Wagered: s.Wagered, EngineWin: s.EngineWin, DeclaredWin: s.DeclaredWin, Fees: s.Fees,
			ExpectedFees: s.ExpectedFees, Adjustments: s.Adjustments, Drop: s.Drop, Counts: s.Counts,
			Fills: s.Fills, Credits: s.Credits, Unverified: s.Unverified, Voided: s.Voided,
			Opener: s.Opener, OpenerKnown: s.Openers > 0, Closer: s.Closer, CloserKnown: s.Closers > 0}
		b.Days[s.TableID] = append(b.Days[s.TableID], d)
		seen[s.TableID] = true
	}
	for i := range months {
		m := &months[i]
		ti, ok := info[m.TableID]
		if !ok {
			continue
		}
		b.Days[m.TableID] = append(b.Days[m.TableID], TableDay{TableID: m.TableID, Game: ti.Game, Day: m.Month, Box: ti.Box,
			Hands: m.Hands, Wagered: m.Wagered, EngineWin: m.EngineWin, DeclaredWin: m.DeclaredWin, Fees: m.Fees,
			ExpectedFees: m.ExpectedFees, Adjustments: m.Adjustments, Drop: m.Drop, Counts: m.Counts, Fills: m.Fills,
			Credits: m.Credits, Unverified: m.Unverified, Voided: m.Voided, Month: true, month: m})
		seen[m.TableID] = true
	}
	if len(months) > 0 {
		for _, days := range b.Days {
			// A month sorts before the days of its month, which it never
			// shares with one (a month is read whole or not at all).
			slices.SortStableFunc(days, func(x, y TableDay) int { return cmpString(string(x.Day), string(y.Day)) })
		}
	}
	// Roll each closer to the table's next opener, unless one is recorded.
	for id, days := range b.Days {
		var closer *rules.Money
		if l := last[id]; l != nil && l.Closers > 0 {
			c := l.Closer
			closer = &c
		}
		for i := range days {
			d := &days[i]
			if d.Month {
				d.Opener, d.Closer, closer = d.month.Rolled(closer)
				d.Win = b.win(*d)
				continue
			}
			if !d.OpenerKnown && closer != nil {
				d.Opener, d.OpenerKnown, d.OpenerRolled = *closer, true, true
			}
			if d.CloserKnown {
				c := d.Closer
				closer = &c
			}
			d.Win = b.win(*d)
		}
	}
	for _, t := range tables {
		if t.PropertyID == prop.ID && (t.RetiredAt == nil || seen[t.ID]) {
			b.Tables = append(b.Tables, info[t.ID])
		}
	}
	slices.SortFunc(b.Tables, func(x, y TableInfo) int { return cmpString(x.ID, y.ID) })
	return b, nil
}

// win applies the property's formula to a house-banked table's day; a
// collection box's count is its table's win. A tray counted only once
// that day (no opener to roll, or no closer) is taken as unchanged, so
// that a missing count is not read as chips won or lost; the exceptions
// report names the day.
func (b Books) win(d TableDay) rules.Money {
	if d.Box == ledger.BoxCollection {
		return d.Drop
	}
	if d.Month {
		// The sums of the opener and closer each day took (Rolled); the
		// formula is linear, so the month's win is the sum of its days'.
		return b.Formula.Win(models.WinInputs{Drop: d.Drop, Closer: d.Closer, Credits: d.Credits, Opener: d.Opener, Fills: d.Fills})
	}
	opener, closer := d.Opener, d.Closer
	switch {
	case !d.OpenerKnown && d.CloserKnown:
		opener = closer
	case d.OpenerKnown && !d.CloserKnown:
		closer = opener
	}
	return b.Formula.Win(models.WinInputs{Drop: d.Drop, Closer: closer, Credits: d.Credits, Opener: opener, Fills: d.Fills})
}

// Day returns a table's figures of one day; zero, with the table's game,
// when nothing was recorded at it.
func (b Books) Day(tableID string, day models.Day) TableDay {
	for _, d := range b.Days[tableID] {
		if d.Day == day && !d.Month {
			return d
		}
	}
	out := TableDay{TableID: tableID, Day: day}
	for _, t := range b.Tables {
		if t.ID == tableID {
			out.Game, out.Box = t.Game, t.Box
		}
	}
	return out
}

// Sum adds a table's days from..to.
func (b Books) Sum(tableID string, from, to models.Day) TableDay {
	var out TableDay
	for _, d := range b.Days[tableID] {
		if d.Day >= from && d.Day <= to {
			out.Add(d)
		}
	}
	out.Opener, out.Closer = 0, 0
	return out
}

// WinToDrop is win over drop as a percentage to a hundredth of a point
// (basis points), rounded half away from zero (the rule HoldHalfAway); ok
// is false without a drop.
func WinToDrop(win, drop rules.Money) (rules.Rate, bool) {
	if drop <= 0 {
		return 0, false
	}
	num := int64(win) * 10000
	q, r := num/int64(drop), num%int64(drop)
	if 2*abs64(r) >= int64(drop) {
		if num < 0 {
			q--
		} else {
			q++
		}
	}
	return rules.Rate(q), true
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// monthOf returns the first and last day of d's month.
func monthOf(d models.Day) (models.Day, models.Day) {
	t := d.Time(time.UTC)
	first := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	return models.DayOf(first), models.DayOf(first.AddDate(0, 1, -1))
}

// yearOf returns the first day of d's year (the business year is the
// calendar year).
func yearOf(d models.Day) models.Day {
	t := d.Time(time.UTC)
	return models.DayOf(time.Date(t.Year(), 1, 1, 0, 0, 0, 0, time.UTC))
}

// daysBetween lists the days from..to.
func daysBetween(from, to models.Day) []models.Day {
	var out []models.Day
	for d := from; d <= to; d = d.AddDays(1) {
		out = append(out, d)
	}
	return out
}
