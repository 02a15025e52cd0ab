package archive

import (
	"slices"
	"strings"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// tableInfo is a table as the totals name it: its game and its drop box
// kind (ledger.BoxDrop, ledger.BoxCollection).
type tableInfo struct {
	ID, Game, Box string
}

// computeTotals adds a month's table-days and pool-days up as the reports
// do (reports/books.go): each table's days in order, the opener of a day
// with none counted rolled from the table's last closer (rolled holds the
// closer counted before the month), the win of a house-banked table by
// the property's formula with a tray counted only once that day taken as
// unchanged, and a collection box's win its count. The export adds the
// day books up with it, and the reader the figures it works out from the
// exported rows.
func computeTotals(tables []tableInfo, days []models.TableDayFigures, rolled map[string]rules.Money, formula models.WinFormula,
	pools []models.PoolFigures) Totals {
	info := map[string]tableInfo{}
	for _, t := range tables {
		info[t.ID] = t
	}
	days = slices.Clone(days)
	slices.SortFunc(days, func(a, b models.TableDayFigures) int {
		if c := strings.Compare(a.TableID, b.TableID); c != 0 {
			return c
		}
		return strings.Compare(string(a.GamingDay), string(b.GamingDay))
	})
	var out Totals
	out.Tables = []TableTotals{}
	out.Pools = []PoolTotals{}
	for i := 0; i < len(days); {
		id := days[i].TableID
		ti, ok := info[id]
		if !ok {
			ti = tableInfo{ID: id, Box: ledger.BoxDrop}
		}
		t := TableTotals{TableID: id, Game: ti.Game, Box: ti.Box}
		closer, closerKnown := rolled[id]
		first := true
		for ; i < len(days) && days[i].TableID == id; i++ {
			d := days[i]
			opener, openerKnown := closer, closerKnown
			if d.Openers > 0 {
				opener, openerKnown = d.Opener, true
			}
			dayCloser, dayCloserKnown := d.Closer, d.Closers > 0
			if first && openerKnown {
				t.Opener = opener
			}
			first = false
			if dayCloserKnown {
				closer, closerKnown = dayCloser, true
				t.Closer = dayCloser
			}
			t.Days++
			t.Hands += d.Hands
			t.Wagered += d.Wagered
			t.EngineWin += d.EngineWin
			t.DeclaredWin += d.DeclaredWin
			t.Fees += d.Fees
			t.Adjustments += d.Adjustments
			t.Drop += d.Drop
			t.Fills += d.Fills
			t.Credits += d.Credits
			t.Win += dayWin(ti.Box, d.TableFigures, opener, openerKnown, dayCloser, dayCloserKnown, formula)
		}
		out.Tables = append(out.Tables, t)
		p := &out.Property
		p.Days += t.Days
		p.Hands += t.Hands
		p.Wagered += t.Wagered
		p.EngineWin += t.EngineWin
		p.DeclaredWin += t.DeclaredWin
		p.Fees += t.Fees
		p.Adjustments += t.Adjustments
		p.Drop += t.Drop
		p.Fills += t.Fills
		p.Credits += t.Credits
		p.Opener += t.Opener
		p.Closer += t.Closer
		p.Win += t.Win
	}
	pools = slices.Clone(pools)
	slices.SortFunc(pools, func(a, b models.PoolFigures) int {
		if c := strings.Compare(a.PoolID, b.PoolID); c != 0 {
			return c
		}
		return strings.Compare(string(a.GamingDay), string(b.GamingDay))
	})
	for i := 0; i < len(pools); {
		p := PoolTotals{PoolID: pools[i].PoolID}
		for ; i < len(pools) && pools[i].PoolID == p.PoolID; i++ {
			f := pools[i]
			if p.Days == 0 || f.FirstSeq < p.FirstSeq {
				p.FirstSeq = f.FirstSeq
			}
			if f.LastSeq >= p.LastSeq {
				p.LastSeq, p.LastAfter = f.LastSeq, f.LastAfter
			}
			p.Days++
			p.Events += f.Events
			p.Contributions += f.Contributions
			p.HitsPaid += f.HitsPaid
			p.Hits += f.Hits
			p.Resets += f.Resets
			p.Adjustments += f.Adjustments
			p.Transfers += f.Transfers
			p.Movement += f.Movement
			p.Pending += f.Pending
		}
		out.Pools = append(out.Pools, p)
	}
	return out
}

// dayWin is a table's win of one day: a collection box's count, or the
// property's formula over the drop, fills, credits and the tray, a tray
// counted only once that day (no opener to roll, or no closer) taken as
// unchanged.
func dayWin(box string, d models.TableFigures, opener rules.Money, openerKnown bool, closer rules.Money, closerKnown bool,
	formula models.WinFormula) rules.Money {
	if box == ledger.BoxCollection {
		return d.Drop
	}
	switch {
	case !openerKnown && closerKnown:
		opener = closer
	case openerKnown && !closerKnown:
		closer = opener
	case !openerKnown && !closerKnown:
		opener, closer = 0, 0
	}
	return formula.Win(models.WinInputs{Drop: d.Drop, Closer: closer, Credits: d.Credits, Opener: opener, Fills: d.Fills})
}
