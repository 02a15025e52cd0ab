package studtable

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// value is the strength of five cards: bigger is better, equal is a tie.
// The layout, from the top: the poker.Category in bits 20-23, then the five
// ranks in order of significance, four bits each (the group that names the
// hand first, then kickers from high to low; 5 4 3 2 A for the five-high
// straight, whose first rank decides).
type value uint32

const catShift = 20

func pack(c poker.Category, r [5]rules.Rank) value {
	v := value(c) << catShift
	for i, x := range r {
		v |= value(x) << (16 - 4*i)
	}
	return v
}

// category is the hand's category.
func (v value) category() poker.Category { return poker.Category(v >> catShift) }

// rank is the i-th rank in order of significance.
func (v value) rank(i int) rules.Rank { return rules.Rank(v >> (16 - 4*i) & 0xf) }

// royal reports an ace-high straight flush.
func (v value) royal() bool { return v.category() == poker.StraightFlush && v.rank(0) == rules.Ace }

// valueOf ranks five cards by the standard order of categories. Five
// different cards go to rules/poker; two identical cards (several decks)
// to evalCounts.
func valueOf(cards [5]rules.Card) value { return valueAs(cards, false) }

// valueAs ranks five cards under a chart that puts the Flush above the Full
// House when flushFirst is set: a hand takes the best category it makes
// under the chart, so five suited cards that also make a Full House (only
// several decks deal them) are a Flush there (interpretation CB7).
func valueAs(cards [5]rules.Card, flushFirst bool) value {
	for i := 1; i < 5; i++ {
		for j := 0; j < i; j++ {
			if cards[i] == cards[j] {
				return evalCounts(cards, flushFirst)
			}
		}
	}
	v := poker.Eval5(cards)
	return pack(v.Category(), v.Ranks())
}

// evalCounts ranks any five cards by the counts of their ranks, the way the
// ranking charts define the hands (seed 002 lines 1319-1338, seed 000 lines
// 694-704) with the standard order of categories: four cards of one rank
// are Four of a Kind, also when the fifth card is of that rank too (five
// of a kind, which a shoe of several decks can deal and no chart names:
// interpretation CB7); five cards of one suit are a Flush unless they also
// make a Full House or Four of a Kind, which rank higher; a Straight needs
// five different ranks. Ranks are listed by the size of their group, then
// from high to low, so that hands of one category compare card by card.
// Under flushFirst (a chart listing the Flush above the Full House) five
// suited cards that make a Full House are a Flush, the better of the two
// there; Four of a Kind ranks above the Flush in every chart.
func evalCounts(cards [5]rules.Card, flushFirst bool) value {
	var count [15]uint8
	flush := true
	for _, c := range cards {
		count[c.Rank()]++
		flush = flush && c.Suit() == cards[0].Suit()
	}
	var r [5]rules.Rank
	n := 0
	for size := uint8(5); size >= 1; size-- {
		for rk := rules.Ace; rk >= rules.Two; rk-- {
			for k := uint8(0); k < size && count[rk] == size; k++ {
				r[n] = rk
				n++
			}
		}
	}
	top := count[r[0]]
	second := uint8(0)
	if int(top) < 5 {
		second = count[r[top]]
	}
	switch {
	case top >= 4:
		return pack(poker.FourOfAKind, r)
	case top == 3 && second == 2 && !(flush && flushFirst):
		return pack(poker.FullHouse, r)
	case flush && top == 1:
		if s, ok := straight(r); ok {
			return pack(poker.StraightFlush, s)
		}
		return pack(poker.Flush, r)
	case flush:
		// A pair, two pairs, three of a kind or (flushFirst) a full
		// house in one suit: a Flush, compared card by card with the
		// cards it holds.
		var desc [5]rules.Rank
		copy(desc[:], r[:])
		sortDesc(&desc)
		return pack(poker.Flush, desc)
	case top == 3:
		return pack(poker.ThreeOfAKind, r)
	case top == 2 && second == 2:
		return pack(poker.TwoPair, r)
	case top == 2:
		return pack(poker.OnePair, r)
	}
	if s, ok := straight(r); ok {
		return pack(poker.Straight, s)
	}
	return pack(poker.HighCard, r)
}

// straight reports whether five different ranks, high to low, run in
// sequence, and returns them in straight order (the ace low in 5-4-3-2-A:
// seed 002 line 1312, seed 000 lines 2135, 2139).
func straight(r [5]rules.Rank) ([5]rules.Rank, bool) {
	if r[0]-r[4] == 4 {
		return r, true
	}
	if r == [5]rules.Rank{rules.Ace, 5, 4, 3, 2} {
		return [5]rules.Rank{5, 4, 3, 2, rules.Ace}, true
	}
	return r, false
}

func sortDesc(r *[5]rules.Rank) {
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && r[j] > r[j-1]; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}

var rankWords = [...]string{"", "", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"}

func rankWord(r rules.Rank) string {
	if r < rules.Two || r > rules.Ace {
		return "?"
	}
	return rankWords[r]
}

func rankPlural(r rules.Rank) string {
	if r == 6 {
		return "sixes"
	}
	return rankWord(r) + "s"
}

// String names the hand as a dealer calls it: "Flush, ace high", "Two
// pair, kings and nines", "Ace-king high".
func (v value) String() string {
	c := v.category()
	switch c {
	case poker.HighCard:
		if v.rank(0) == rules.Ace && v.rank(1) == rules.King {
			return "Ace-king high"
		}
		return "High card, " + rankWord(v.rank(0)) + " high"
	case poker.Flush, poker.Straight:
		return c.String() + ", " + rankWord(v.rank(0)) + " high"
	case poker.StraightFlush:
		if v.royal() {
			return "Royal flush"
		}
		return c.String() + ", " + rankWord(v.rank(0)) + " high"
	case poker.OnePair, poker.ThreeOfAKind, poker.FourOfAKind:
		return c.String() + ", " + rankPlural(v.rank(0))
	case poker.TwoPair:
		return c.String() + ", " + rankPlural(v.rank(0)) + " and " + rankPlural(v.rank(2))
	case poker.FullHouse:
		return c.String() + ", " + rankPlural(v.rank(0)) + " over " + rankPlural(v.rank(3))
	}
	return "no hand"
}

// qualifies reports a dealer's hand of "Ace/King or better" (seed 002 lines
// 1360-1364, 1464, 1470; seed 000 line 729: "at least an Ace and a King"):
// a pair or better, or no pair holding an ace and a king.
func (v value) qualifies() bool {
	return v.category() > poker.HighCard || (v.rank(0) == rules.Ace && v.rank(1) == rules.King)
}
