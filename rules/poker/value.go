// Package poker evaluates standard high poker hands: the ranking that seed
// 000 spells out for Omaha High/Low (000_b1ea2c6eebf99c4b.txt lines
// 2131-2143) and Ultimate Texas Hold'em (lines 2288-2305), and that Texas
// Hold'em (lines 1-59) uses without restating it.
//
// A hand's strength is a Value: an integer that orders hands, bigger is
// better, with the category in the high bits. Suits never break a tie
// ("All suits shall be considered equal in rank", lines 2119 and 2288); the
// ace is high except in the 5-4-3-2-A straight and straight flush (lines
// 2135, 2139, 3671).
//
// The evaluator works on rank bitmasks, one 13-bit mask per suit, in the
// manner of pokersource and cardrank: a straight table built at init, bit
// tricks for pairs, trips and quads, and no allocation per evaluation. It
// evaluates 5, 6 or 7 cards directly rather than by trying every five-card
// subset.
package poker

import (
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// Category is a hand's class: high card up to straight flush. A royal flush
// is the ace-high straight flush (line 2134); Value.IsRoyal tells it.
type Category uint8

// The categories from lowest to highest (seed 000 lines 2134-2143, read
// bottom up). The zero Category is not a hand.
const (
	HighCard Category = iota + 1
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
)

var categoryNames = [...]string{
	HighCard:      "High card",
	OnePair:       "One pair",
	TwoPair:       "Two pair",
	ThreeOfAKind:  "Three of a kind",
	Straight:      "Straight",
	Flush:         "Flush",
	FullHouse:     "Full house",
	FourOfAKind:   "Four of a kind",
	StraightFlush: "Straight flush",
}

// Categories lists every category from lowest to highest.
var Categories = []Category{HighCard, OnePair, TwoPair, ThreeOfAKind, Straight, Flush, FullHouse, FourOfAKind, StraightFlush}

func (c Category) String() string {
	if c < HighCard || c > StraightFlush {
		return "no hand"
	}
	return categoryNames[c]
}

// Value is the strength of a five-card poker hand: compare two Values with
// < and == to compare hands. The layout, from the top:
//
//	bits 26-29  the Category
//	bits 13-25  "major": the rank of the pair, trips, quads, full house's
//	            trips or straight's high card; for two pair, a rank mask of
//	            both pairs
//	bits  0-12  "minor": a rank mask (bit r-2 for rank r) of the kickers;
//	            for a full house, the pair's bit; for high card and flush,
//	            all five ranks
//
// Comparing rank masks of equally many bits as integers compares their
// ranks from the highest down, which is how poker breaks ties. The zero
// Value is no hand.
type Value uint32

const (
	categoryShift = 26
	majorShift    = 13
	minorMask     = 1<<majorShift - 1
)

func makeValue(c Category, major uint32, minor uint16) Value {
	return Value(uint32(c)<<categoryShift | major<<majorShift | uint32(minor))
}

// Category returns the hand's category.
func (v Value) Category() Category { return Category(v >> categoryShift) }

// IsRoyal reports whether the hand is a royal flush: ace, king, queen, jack
// and ten of one suit (line 2134).
func (v Value) IsRoyal() bool {
	return v.Category() == StraightFlush && v.major() == uint32(rules.Ace)
}

func (v Value) major() uint32 { return uint32(v) >> majorShift & minorMask }
func (v Value) minor() uint16 { return uint16(v & minorMask) }

// Ranks returns the ranks of the five cards in order of significance: the
// group that names the hand first, then kickers from high to low (K K K 9 9
// for kings over nines; 5 4 3 2 A for the five-high straight).
func (v Value) Ranks() [5]rules.Rank {
	var out [5]rules.Rank
	n := 0
	put := func(r rules.Rank, times int) {
		for ; times > 0 && n < 5; times-- {
			out[n] = r
			n++
		}
	}
	putMask := func(m uint16) {
		for m != 0 && n < 5 {
			r := topRank(m)
			put(r, 1)
			m &^= rankBitOf(r)
		}
	}
	maj := v.major()
	switch v.Category() {
	case HighCard, Flush:
		putMask(v.minor())
	case OnePair:
		put(rules.Rank(maj), 2)
		putMask(v.minor())
	case TwoPair:
		hi := topRank(uint16(maj))
		put(hi, 2)
		put(topRank(uint16(maj)&^rankBitOf(hi)), 2)
		putMask(v.minor())
	case ThreeOfAKind:
		put(rules.Rank(maj), 3)
		putMask(v.minor())
	case Straight, StraightFlush:
		hi := rules.Rank(maj)
		for i := 0; i < 4; i++ {
			put(hi-rules.Rank(i), 1)
		}
		if hi == 5 {
			put(rules.Ace, 1) // the wheel: the ace plays low (line 2139)
		} else {
			put(hi-4, 1)
		}
	case FullHouse:
		put(rules.Rank(maj), 3)
		put(topRank(v.minor()), 2)
	case FourOfAKind:
		put(rules.Rank(maj), 4)
		putMask(v.minor())
	}
	return out
}

// String names the hand the way a dealer calls it: "Flush, ace high", "Two
// pair, kings and nines", "Full house, kings over nines", "Royal flush".
// Kickers are left out; Ranks and the cards from BestHand give them.
func (v Value) String() string {
	c := v.Category()
	maj := v.major()
	switch c {
	case HighCard, Flush:
		return c.String() + ", " + rankName(topRank(v.minor())) + " high"
	case OnePair, ThreeOfAKind, FourOfAKind:
		return c.String() + ", " + rankPlural(rules.Rank(maj))
	case TwoPair:
		hi := topRank(uint16(maj))
		lo := topRank(uint16(maj) &^ rankBitOf(hi))
		return c.String() + ", " + rankPlural(hi) + " and " + rankPlural(lo)
	case Straight:
		return c.String() + ", " + rankName(rules.Rank(maj)) + " high"
	case StraightFlush:
		if v.IsRoyal() {
			return "Royal flush"
		}
		return c.String() + ", " + rankName(rules.Rank(maj)) + " high"
	case FullHouse:
		return c.String() + ", " + rankPlural(rules.Rank(maj)) + " over " + rankPlural(topRank(v.minor()))
	}
	return "no hand"
}

var rankNames = [...]string{"", "", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"}

func rankName(r rules.Rank) string {
	if r < rules.Two || r > rules.Ace {
		return "?"
	}
	return rankNames[r]
}

func rankPlural(r rules.Rank) string {
	if r == 6 {
		return "sixes"
	}
	return rankName(r) + "s"
}

// rankBitOf is rank r's bit in a 13-bit rank mask: deuce bit 0, ace bit 12.
func rankBitOf(r rules.Rank) uint16 { return 1 << (r - rules.Two) }

// topRank is the highest rank in a non-empty rank mask.
func topRank(m uint16) rules.Rank { return rules.Rank(bits.Len16(m) + 1) } // Len16 is index+1; ranks start at 2
