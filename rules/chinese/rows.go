package chinese

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Row names one of a hand's three rows: the front (three cards, "the 1st
// set", laid furthest from the player), the middle and the back (five cards
// each; seed 000 lines 827, 6785).
type Row int

const (
	Front Row = iota
	Middle
	Back
)

// Rows lists the rows from front to back.
var Rows = [3]Row{Front, Middle, Back}

var rowNames = [...]string{"front", "middle", "back"}

func (r Row) String() string { return rowNames[r] }

// rowSize is the number of cards each row holds (lines 827, 6785, 6866).
var rowSize = [3]int{3, 5, 5}

// The front row is three cards ranked "Three of a Kind ... One Pair ...
// High Card" with "Straights and Flushes ... not considered in the
// three-card hand" (lines 6813-6822). A front is given a poker.Value in the
// five-card layout of rules/poker (category, then the rank of the group,
// then a rank mask of the kickers), so that it compares with a middle row
// as one integer: the category first, then the group's rank, then the
// kickers from the highest down. Where a front's three cards match the
// middle's first three, the middle, which has two cards more, compares
// higher: a front is never equal to a middle, only lower or higher.
const (
	valueCategoryShift = 26 // poker.Value: bits 26-29 the category
	valueMajorShift    = 13 // bits 13-25 the group's rank; bits 0-12 the kicker mask
)

func makeValue(c poker.Category, major uint32, minor uint16) poker.Value {
	return poker.Value(uint32(c)<<valueCategoryShift | major<<valueMajorShift | uint32(minor))
}

func rankBit(r rules.Rank) uint16 { return 1 << (r - rules.Two) }

// frontTable holds the value of every three ranks, in any order: index
// ((a-2)*13+(b-2))*13+(c-2).
var frontTable [13 * 13 * 13]poker.Value

func init() {
	for a := rules.Two; a <= rules.Ace; a++ {
		for b := rules.Two; b <= rules.Ace; b++ {
			for c := rules.Two; c <= rules.Ace; c++ {
				frontTable[frontIndex(a, b, c)] = frontOfRanks(a, b, c)
			}
		}
	}
}

func frontIndex(a, b, c rules.Rank) int {
	return (int(a-rules.Two)*13+int(b-rules.Two))*13 + int(c-rules.Two)
}

// frontOfRanks ranks a front from its ranks; it builds the table.
func frontOfRanks(a, b, c rules.Rank) poker.Value {
	switch {
	case a == b && b == c:
		return makeValue(poker.ThreeOfAKind, uint32(a), 0)
	case a == b:
		return makeValue(poker.OnePair, uint32(a), rankBit(c))
	case a == c:
		return makeValue(poker.OnePair, uint32(a), rankBit(b))
	case b == c:
		return makeValue(poker.OnePair, uint32(b), rankBit(a))
	}
	return makeValue(poker.HighCard, 0, rankBit(a)|rankBit(b)|rankBit(c))
}

// FrontValue ranks a front row: three of a kind, a pair or high card, suits
// and sequences ignored (lines 6813-6822). Cards must be of the 52.
func FrontValue(cards [3]rules.Card) poker.Value {
	return frontTable[frontIndex(cards[0].Rank(), cards[1].Rank(), cards[2].Rank())]
}

// RowValues ranks a set hand's rows: the front by FrontValue, the middle
// and back as five-card poker hands (lines 6795-6799; 13-Card's "regular
// poker rankings", line 822, with "Ace-2-3-4-5 ... the smallest straight",
// line 903).
func RowValues(front [3]rules.Card, middle, back [5]rules.Card) [3]poker.Value {
	return [3]poker.Value{FrontValue(front), poker.Eval5(middle), poker.Eval5(back)}
}

// Misset says which row of a hand outranks the row behind it, if any.
// Strict makes a row equal to the one behind it a fault too (Face-Up
// Chinese Poker's "must rank higher", line 6787); otherwise only a row that
// ranks higher is (13-Card's "may not rank higher", line 827). It returns
// the row in front of the pair that is out of order, and ok false when the
// rows are in order.
func Misset(v [3]poker.Value, strict bool) (Row, bool) {
	if v[Middle] > v[Back] || strict && v[Middle] == v[Back] {
		return Middle, true
	}
	if v[Front] > v[Middle] || strict && v[Front] == v[Middle] {
		return Front, true
	}
	return 0, false
}

// RowName names a row's hand for people: "Pair, kings", "Flush, ace high".
func RowName(r Row, v poker.Value) string {
	s := v.String()
	if r == Front && v.Category() == poker.OnePair {
		s = "Pair" + s[len("One pair"):]
	}
	return s
}

// Face-Up Chinese Poker's bonus points (lines 6892-6912): what a row earns
// beside its one point when it wins the row. The front earns 9 points for
// three deuces up to 21 for three aces; a pair or high card earns nothing.
// The middle and back earn by category; a royal flush has its own line.

// Royalty returns the bonus a row's hand carries and the line printing it
// (zero and no line for none).
func Royalty(r Row, v poker.Value) (int, rules.Cite) {
	c := v.Category()
	switch r {
	case Front:
		if c == poker.ThreeOfAKind {
			// Three 2s 9 points (line 6894) up to three aces 21 (6906).
			rank := v.Ranks()[0]
			return int(rank) + 7, tripsLine(rank)
		}
		return 0, rules.Cite{}
	case Middle:
		if v.IsRoyal() {
			return 50, royaltyCite(poker.StraightFlush, true)
		}
		if c == poker.ThreeOfAKind {
			return 2, tripsLine(v.Ranks()[0])
		}
		if p, ok := fiveRoyalty[c]; ok {
			return p[0], royaltyCite(c, false)
		}
	case Back:
		if v.IsRoyal() {
			return 25, royaltyCite(poker.StraightFlush, true)
		}
		if p, ok := fiveRoyalty[c]; ok {
			return p[1], royaltyCite(c, false)
		}
	}
	return 0, rules.Cite{}
}

// fiveRoyalty is each five-card category's bonus in the middle and in the
// back (lines 6907-6911); a royal flush is line 6912.
var fiveRoyalty = map[poker.Category][2]int{
	poker.Straight:      {4, 2},
	poker.Flush:         {8, 4},
	poker.FullHouse:     {12, 6},
	poker.FourOfAKind:   {20, 10},
	poker.StraightFlush: {30, 15},
}

// tripsLine is the line of the bonus for three of a kind of a rank.
func tripsLine(r rules.Rank) rules.Cite {
	return rules.At(rules.Seed000, fmt.Sprint(6894+int(r)-int(rules.Two)))
}

func royaltyCite(c poker.Category, royal bool) rules.Cite {
	if royal {
		return rules.At(rules.Seed000, "6912")
	}
	line := map[poker.Category]int{poker.Straight: 6907, poker.Flush: 6908, poker.FullHouse: 6909,
		poker.FourOfAKind: 6910, poker.StraightFlush: 6911}[c]
	return rules.At(rules.Seed000, fmt.Sprint(line))
}

// threeStraight reports whether three cards run in sequence, the ace high
// (Q-K-A) or low (A-2-3, line 903), for 13-Card's Three Straight Hand.
func threeStraight(c [3]rules.Card) bool {
	m := rankBit(c[0].Rank()) | rankBit(c[1].Rank()) | rankBit(c[2].Rank())
	if m == rankBit(rules.Ace)|rankBit(2)|rankBit(3) {
		return true
	}
	for m&1 == 0 {
		m >>= 1
	}
	return m == 0b111
}

// threeFlush reports whether three cards are of one suit.
func threeFlush(c [3]rules.Card) bool {
	return c[0].Suit() == c[1].Suit() && c[1].Suit() == c[2].Suit()
}
