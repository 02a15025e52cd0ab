package studtable

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// mainTally counts, over every deal, how the Ante and Raise end for a
// player who raises exactly when raising is worth at least the Ante he
// would surrender by folding, given his cards and the dealer's up card,
// under one Raise pay table.
type mainTally struct {
	odds []int64 // the Raise's odds to 1 by raiseTable row
	// folded deals; raised deals the dealer did not qualify in, and those
	// the player's hand beat, tied and lost to a qualifying dealer.
	folded, notQualified, won, tied, lost uint64
	// wonBy splits won by the Raise row the player's hand is paid by.
	wonBy [9]uint64
	// progress counts deals by the Progressive line the player's hand
	// hits (progLines, 5 for none), raised and folded.
	raisedProg, foldedProg [6]uint64
}

// tallyMain runs the sweep once for every pay table; spy, when not nil,
// sees every class of player hands and its dealer counts too.
func tallyMain(d *deck1, tables [][]int64, spy func(p *[5]uint8, v value, weight uint64, counts *[47]dealerCounts)) []mainTally {
	out := make([]mainTally, len(tables))
	for i, t := range tables {
		out[i].odds = t
	}
	d.sweep(func(p *[5]uint8, v value, weight uint64, counts *[47]dealerCounts) {
		if spy != nil {
			spy(p, v, weight, counts)
		}
		row := raiseRow(v)
		prog := progIndex(v)
		for i := range out {
			t := &out[i]
			win := 1 + 2*t.odds[row]
			for u := range counts {
				c := &counts[u]
				ev := int64(c.notQualified) + int64(c.below)*win - 3*int64(c.above)
				if ev < -completions {
					t.folded += weight * completions
					t.foldedProg[prog] += weight * completions
					continue
				}
				t.notQualified += weight * uint64(c.notQualified)
				t.won += weight * uint64(c.below)
				t.wonBy[row] += weight * uint64(c.below)
				t.tied += weight * uint64(c.equal)
				t.lost += weight * uint64(c.above)
				t.raisedProg[prog] += weight * completions
			}
		}
	})
	return out
}

// progIndex is the index in progLines of the line a hand hits, or 5.
func progIndex(v value) int {
	l := progLineOf(v)
	for i := range progLines {
		if l == &progLines[i] {
			return i
		}
	}
	return len(progLines)
}

// anteLoss is the player's total loss in Antes over every deal (Ante and
// Raise together), the figure the Caribbean Stud Poker analyses publish.
func (t *mainTally) anteLoss() int64 {
	loss := int64(t.folded) - int64(t.notQualified) - int64(t.won) + 3*int64(t.lost)
	for row, n := range t.wonBy {
		loss -= 2 * t.odds[row] * int64(n)
	}
	return loss
}

// insuranceTally counts the pairs of a player's hand and a dealer's hand
// (C(52,5) × C(47,5)) by the Casino Stud Bonus Insurance row they pay,
// weighted for the Insurance by the dealer's five possible up cards and
// for the Double by the up cards that offer it (two to five).
type insuranceTally struct {
	// rows counts the pairs by insuranceTable row, lost those the dealer
	// qualifies in; the Double's counts are weighted by its up cards,
	// notOffered the up cards that do not offer it.
	rows, doubleRows        [9]uint64
	lost, doubleLost        uint64
	insuranceDeals          uint64
	doubleNotOffered        uint64
	playerFlushUp, dealerNQ uint64
}

// flushUpCounter counts the Flush-or-better hands of one deck containing
// each set of one to four cards, by insuranceTable row (0 to 4).
type flushUpCounter struct {
	counter [5][]uint32
	total   [5]uint32
}

// flushUpRow is the insuranceTable row (0-4) of a Flush or better, or -1.
func flushUpRow(v value) int {
	switch v.category() {
	case poker.StraightFlush, poker.FourOfAKind, poker.FullHouse, poker.Flush:
		return insuranceRow(v, 0)
	}
	return -1
}

func newFlushUpCounter(d *deck1) *flushUpCounter {
	f := &flushUpCounter{}
	for i := range f.counter {
		f.counter[i] = make([]uint32, nSubsets)
	}
	for i := range d.cards {
		if r := flushUpRow(d.val[i]); r >= 0 {
			addSubsets(f.counter[r], &d.cards[i])
			f.total[r]++
		}
	}
	return f
}

// disjoint counts the Flush-or-better hands sharing no card with the five
// cards c, by row: by inclusion and exclusion, the sum over S ⊆ c of
// (-1)^|S| times the hands containing S (none contains all five unless c
// is itself one, which the caller's dealer hand, not qualifying, is not).
func (f *flushUpCounter) disjoint(c *[5]uint8) [5]int64 {
	var n [5]int64
	for r := range n {
		n[r] = int64(f.total[r])
	}
	var s [4]uint8
	for m := uint(1); m < 31; m++ {
		k := 0
		for j := range 5 {
			if m&(1<<j) != 0 {
				if k == 4 {
					k = 5
					break
				}
				s[k] = c[j]
				k++
			}
		}
		if k > 4 {
			continue
		}
		idx := setIndex(s[:k])
		sign := int64(1)
		if k%2 == 1 {
			sign = -1
		}
		for r := range n {
			n[r] += sign * int64(f.counter[r][idx])
		}
	}
	return n
}

// csOthers is the number of player hands beside one dealer hand: C(47, 5).
const csOthers = 1533939

// tallyInsurance counts, for every dealer hand, the player hands by the row
// they are paid: those a Flush or better by their own row, the others by
// the dealer's.
func tallyInsurance(d *deck1) insuranceTally {
	f := newFlushUpCounter(d)
	var t insuranceTally
	for i := range d.cards {
		c := &d.cards[i]
		low := uint64(0)
		for _, x := range c {
			if r := x>>2 + 2; r >= 2 && r <= 5 {
				low++
			}
		}
		dv := d.val[i]
		t.doubleNotOffered += (5 - low) * csOthers
		if dv.qualifies() {
			t.lost += 5 * csOthers
			t.doubleLost += low * csOthers
			continue
		}
		n := f.disjoint(c)
		rest := int64(csOthers)
		for r, x := range n {
			rest -= x
			t.rows[r] += 5 * uint64(x)
			t.doubleRows[r] += low * uint64(x)
			t.playerFlushUp += uint64(x)
		}
		dr := insuranceRow(pack(poker.HighCard, [5]rules.Rank{}), dv)
		t.rows[dr] += 5 * uint64(rest)
		t.doubleRows[dr] += low * uint64(rest)
		t.dealerNQ++
	}
	t.insuranceDeals = 5 * csOthers * nHands
	return t
}
