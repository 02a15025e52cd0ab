package poker

import (
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// Three-card hands, as Three Card Poker, its 6 Card Bonus version and Let it
// Ride's Three Card Bonus rank them. The Great Britain rule book ranks them
// "i) Straight Flush ... ii) Three of a Kind ... iii) Straight ... iv) Flush
// ... v) Pair ... vi) High card" (seed 002 lines 908-921), and the
// California one the same way with a Mini Royal Flush (an ace, king and
// queen of one suit) named above the other straight flushes (seed 000 lines
// 2459-2471). With three cards a straight is rarer than a flush (720 hands
// against 1,096), so it ranks above it, and three of a kind (52 hands) ranks
// above the straight, unlike five-card poker.
//
// The ace is high, or low in the straight and straight flush "3, 2, Ace"
// (seed 002 lines 903-906; seed 000 line 2468: "ace, 2, 3 is the lowest
// ranked straight"). Suits never break a tie (seed 000 line 2461). Hands of
// one category compare card by card from the highest, the pair before its
// kicker: "the first two cards ... tie ... the third card will determine the
// winner" (seed 002 lines 972-973).

// ThreeCategory is a three-card hand's class, from high card up to straight
// flush. The zero ThreeCategory is not a hand.
type ThreeCategory uint8

// The three-card categories from lowest to highest (seed 002 lines 911-921
// read bottom up).
const (
	ThreeHighCard ThreeCategory = iota + 1
	ThreePair
	ThreeFlush
	ThreeStraight
	ThreeTrips
	ThreeStraightFlush
)

// ThreeCategories lists every category from lowest to highest.
var ThreeCategories = []ThreeCategory{ThreeHighCard, ThreePair, ThreeFlush, ThreeStraight, ThreeTrips, ThreeStraightFlush}

var threeNames = [...]string{
	ThreeHighCard:      "High card",
	ThreePair:          "Pair",
	ThreeFlush:         "Flush",
	ThreeStraight:      "Straight",
	ThreeTrips:         "Three of a kind",
	ThreeStraightFlush: "Straight flush",
}

func (c ThreeCategory) String() string {
	if c < ThreeHighCard || c > ThreeStraightFlush {
		return "no hand"
	}
	return threeNames[c]
}

// Three is the strength of a three-card hand: compare two with < and ==.
// The layout, from the top:
//
//	bits 17-19  the ThreeCategory
//	bits 13-16  "major": the rank of the pair or the three of a kind, or the
//	            high card of the straight (3 for 3-2-A)
//	bits  0-12  "minor": a rank mask (bit r-2 for rank r) of the kicker of
//	            a pair, or of all three ranks of a high card or a flush
//
// The zero Three is no hand.
type Three uint32

const threeCategoryShift = 17

func makeThree(c ThreeCategory, major uint32, minor uint16) Three {
	return Three(uint32(c)<<threeCategoryShift | major<<majorShift | uint32(minor))
}

// Category returns the hand's category.
func (t Three) Category() ThreeCategory { return ThreeCategory(t >> threeCategoryShift) }

func (t Three) major() uint32 { return uint32(t) >> majorShift & 0xf }
func (t Three) minor() uint16 { return uint16(t & minorMask) }

// IsMiniRoyal reports whether the hand is a Mini Royal Flush: "an ace, king,
// and queen of the same suit" (seed 000 line 2465; seed 002 line 3081
// "Suited Q,K,A"), the highest straight flush.
func (t Three) IsMiniRoyal() bool {
	return t.Category() == ThreeStraightFlush && t.major() == uint32(rules.Ace)
}

// Ranks returns the hand's ranks in order of significance: the pair before
// its kicker, a straight from its high card down (3 2 A for the lowest).
func (t Three) Ranks() [3]rules.Rank {
	maj := rules.Rank(t.major())
	switch t.Category() {
	case ThreePair:
		return [3]rules.Rank{maj, maj, topRank(t.minor())}
	case ThreeTrips:
		return [3]rules.Rank{maj, maj, maj}
	case ThreeStraight, ThreeStraightFlush:
		if maj == 3 {
			return [3]rules.Rank{3, 2, rules.Ace}
		}
		return [3]rules.Rank{maj, maj - 1, maj - 2}
	case ThreeHighCard, ThreeFlush:
		var out [3]rules.Rank
		m := t.minor()
		for i := range out {
			out[i] = topRank(m)
			m &^= rankBitOf(out[i])
		}
		return out
	}
	return [3]rules.Rank{}
}

// String names the hand: "Pair, kings", "Straight, queen high", "Mini royal
// flush", "High card, ace high".
func (t Three) String() string {
	c := t.Category()
	maj := rules.Rank(t.major())
	switch c {
	case ThreeHighCard, ThreeFlush:
		return c.String() + ", " + rankName(topRank(t.minor())) + " high"
	case ThreePair, ThreeTrips:
		return c.String() + ", " + rankPlural(maj)
	case ThreeStraight:
		return c.String() + ", " + rankName(maj) + " high"
	case ThreeStraightFlush:
		if t.IsMiniRoyal() {
			return "Mini royal flush"
		}
		return c.String() + ", " + rankName(maj) + " high"
	}
	return "no hand"
}

// threeTable holds the value of every three ranks in either order, unsuited
// (index below 13³) and of one suit (13³ up): rank indices r-2, the first
// card's the most significant.
var threeTable [2 * 13 * 13 * 13]Three

const threeSuited = 13 * 13 * 13

func init() {
	for a := rules.Two; a <= rules.Ace; a++ {
		for b := rules.Two; b <= rules.Ace; b++ {
			for c := rules.Two; c <= rules.Ace; c++ {
				i := threeIndex(a, b, c)
				threeTable[i] = evalThreeRanks(a, b, c, false)
				// Three cards of one suit have three ranks in one deck;
				// a pair "of one suit" is left its unsuited value.
				threeTable[threeSuited+i] = evalThreeRanks(a, b, c, a != b && b != c && a != c)
			}
		}
	}
}

func threeIndex(a, b, c rules.Rank) int {
	return (int(a-rules.Two)*13+int(b-rules.Two))*13 + int(c-rules.Two)
}

// evalThreeRanks ranks three cards from their ranks and whether they are of
// one suit; it builds the table.
func evalThreeRanks(a, b, c rules.Rank, suited bool) Three {
	m := rankBitOf(a) | rankBitOf(b) | rankBitOf(c)
	switch bits.OnesCount16(m) {
	case 1:
		return makeThree(ThreeTrips, uint32(a), 0)
	case 2:
		pair := a
		if a != b && a != c {
			pair = b // a is the kicker, so b and c are the pair
		}
		return makeThree(ThreePair, uint32(pair), m&^rankBitOf(pair))
	}
	var high uint32
	switch {
	case m == rankBitOf(rules.Ace)|0b11: // A, 3, 2
		high = 3
	case m>>bits.TrailingZeros16(m) == 0b111:
		high = uint32(topRank(m))
	}
	switch {
	case high != 0 && suited:
		return makeThree(ThreeStraightFlush, high, 0)
	case high != 0:
		return makeThree(ThreeStraight, high, 0)
	case suited:
		return makeThree(ThreeFlush, 0, m)
	}
	return makeThree(ThreeHighCard, 0, m)
}

// Eval3 returns the value of three cards. The cards must be three of the 52
// (no joker), distinct; callers check records when they decode them.
func Eval3(cards [3]rules.Card) Three {
	a, b, c := cards[0], cards[1], cards[2]
	i := threeIndex(a.Rank(), b.Rank(), c.Rank())
	if a.Suit() == b.Suit() && b.Suit() == c.Suit() {
		i += threeSuited
	}
	return threeTable[i]
}
