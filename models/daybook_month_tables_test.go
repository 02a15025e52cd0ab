package models

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// dayWin is a day's win as the reports take it, written out here from the
// rules (docs/reports.md, "Win"): the opener rolls from the last closer
// counted before the day when none is counted; a day with one of the two
// counted takes it for both; with neither, both are nothing.
func dayWins(f WinFormula, in *rules.Money, days []TableFigures) rules.Money {
	var total rules.Money
	rolled := in
	for _, d := range days {
		opener, openerKnown := d.Opener, d.Openers > 0
		closer, closerKnown := d.Closer, d.Closers > 0
		if !openerKnown && rolled != nil {
			opener, openerKnown = *rolled, true
		}
		if !openerKnown && closerKnown {
			opener = closer
		}
		if openerKnown && !closerKnown {
			closer = opener
		}
		total += f.Win(WinInputs{Drop: d.Drop, Closer: closer, Credits: d.Credits, Opener: opener, Fills: d.Fills})
		if closerKnown {
			c := d.Closer
			rolled = &c
		}
	}
	return total
}

func TestMonthWinIsTheSumOfItsDaysWhateverRollsIn(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 11))
	formulas := []string{DefaultWinFormula, "drop + closer - opener - fills", "drop + closer + credits - opener", "drop"}
	for i := range 20000 {
		f := MustWinFormula(formulas[i%len(formulas)])
		days := make([]TableFigures, rnd.IntN(6))
		for j := range days {
			d := &days[j]
			d.Drop, d.Fills, d.Credits = rules.Money(rnd.IntN(100000)), rules.Money(rnd.IntN(20000)), rules.Money(rnd.IntN(20000))
			// Counted or not, and the amount left zero when not, as the
			// books hold it.
			if rnd.IntN(3) == 0 {
				d.Openers, d.Opener = int64(1+rnd.IntN(2)), rules.Money(rnd.IntN(500000))
			}
			if rnd.IntN(3) != 0 {
				d.Closers, d.Closer = int64(1+rnd.IntN(2)), rules.Money(rnd.IntN(500000))
			}
		}
		m := rollMonth("T1", "2025-03-01", days)
		for _, in := range []*rules.Money{nil, ptr(rules.Money(rnd.IntN(500000)))} {
			opener, closer, out := m.Rolled(in)
			got := f.Win(WinInputs{Drop: m.Drop, Closer: closer, Credits: m.Credits, Opener: opener, Fills: m.Fills})
			if want := dayWins(f, in, days); got != want {
				t.Fatalf("%s, rolled in %v, days %+v: the month's win is %d, its days' %d", f, in, days, got, want)
			}
			// What rolls out is the last closer counted, else what rolled in.
			var want *rules.Money = in
			for _, d := range days {
				if d.Closers > 0 {
					c := d.Closer
					want = &c
				}
			}
			if (out == nil) != (want == nil) || (out != nil && *out != *want) {
				t.Fatalf("days %+v rolled in %v: %v rolls out, want %v", days, in, out, want)
			}
		}
	}
}

func ptr[T any](v T) *T { return &v }
