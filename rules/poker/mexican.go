package poker

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Mexican Poker (seed 000 lines 341-393) is five-card stud from a deck of
// 40 cards and a joker: the 8s, 9s and 10s removed (line 345). Its hands
// rank, high to low, five of a kind, royal flush, straight flush, four of a
// kind, flush, full house, straight, three of a kind, two pair, one pair,
// high card (lines 351-356): the flush above the full house. The straights
// run over the missing ranks, the 7 next to the jack: A-2-3-4-5 the lowest
// up to 7-J-Q-K-A, seven in all (line 364); with no tens the royal flush
// is 7-J-Q-K-A of one suit, the highest straight flush. The joker dealt
// face down is wild in all cases; dealt face up it is wild only "with
// Aces, Flushes and Straights" (line 360): an ace, or the card that
// completes a straight, flush or straight flush.

// MexicanCategory is the kind of a Mexican Poker hand, higher better.
type MexicanCategory uint8

// The Mexican Poker hands, low to high (lines 351-356).
const (
	MexicanHighCard MexicanCategory = iota
	MexicanPair
	MexicanTwoPair
	MexicanTrips
	MexicanStraight
	MexicanFullHouse
	MexicanFlush
	MexicanQuads
	MexicanStraightFlush
	MexicanRoyalFlush
	MexicanFiveOfAKind
)

var mexicanNames = [...]string{"High Card", "One Pair", "Two Pair", "Three of a Kind", "Straight", "Full House",
	"Flush", "Four of a Kind", "Straight Flush", "Royal Flush", "Five of a Kind"}

func (c MexicanCategory) String() string { return mexicanNames[c] }

// MexicanValue is the value of a Mexican Poker hand, the larger the
// better:
//
//	bits 20-23  the category
//	bits  0-19  five places of four bits, the ranks (1 the deuce to 10
//	            the ace, the 7 being 6 and the jack 7) from the largest
//	            group and highest rank down; a straight's highest card
//	            (the wheel's the 5) in the first place
type MexicanValue uint32

// Category returns the kind of hand.
func (v MexicanValue) Category() MexicanCategory { return MexicanCategory(v >> 20) }

// mexicanPlace is each rank's place, 0 the deuce to 9 the ace, and -1 for
// the 8, 9 and 10 that the deck does not hold.
var mexicanPlace = [15]int8{-1, -1, 0, 1, 2, 3, 4, 5, -1, -1, -1, 6, 7, 8, 9}

var mexicanRankChars = "234567JQKA"

// String names the hand: "Flush, A-K-Q-7-5".
func (v MexicanValue) String() string {
	var parts []string
	for i := 4; i >= 0; i-- {
		p := int(v>>(4*i)) & 15
		if p > 0 {
			parts = append(parts, string(mexicanRankChars[p-1]))
		}
	}
	return v.Category().String() + ", " + strings.Join(parts, "-")
}

// mexicanWheel is the places of A-2-3-4-5.
const mexicanWheel = 1<<9 | 0xf

// mexicanStraightTop returns the place of the highest card of the
// straight whose ranks include every place in mask (of four or five
// distinct places), the highest such straight, or -1 when none does; the
// wheel's top is the 5 (place 3).
func mexicanStraightTop(mask uint16) int {
	for top := 9; top >= 4; top-- {
		if mask&^(0x1f<<(top-4)) == 0 {
			return top
		}
	}
	if mask&^mexicanWheel == 0 {
		return 3
	}
	return -1
}

func mexicanMake(cat MexicanCategory, places ...int) MexicanValue {
	v := MexicanValue(cat) << 20
	for i, p := range places {
		v |= MexicanValue(p+1) << (4 * (4 - i))
	}
	return v
}

// mexicanAll is the value of a hand ranked by all five places.
func mexicanAll(cat MexicanCategory, p *[5]int) MexicanValue {
	return MexicanValue(cat)<<20 | MexicanValue(p[0]+1)<<16 | MexicanValue(p[1]+1)<<12 |
		MexicanValue(p[2]+1)<<8 | MexicanValue(p[3]+1)<<4 | MexicanValue(p[4]+1)
}

// mexicanCards is a hand's natural cards: counts by place, the mask of
// places held, and whether they share one suit.
type mexicanCards struct {
	count  [10]uint8
	mask   uint16
	n      int
	suited bool
}

func (h *mexicanCards) add(c rules.Card) {
	p := mexicanPlace[c.Rank()&15]
	if c.Rank() > rules.Ace || p < 0 {
		panic(fmt.Sprintf("poker.MexicanOf: %s is not in the 40-card deck", c))
	}
	h.count[p]++
	h.mask |= 1 << p
	h.n++
}

// grouped is the places from the largest group and the highest place
// down (each group's place as many times as its size), with the two
// largest groups' sizes.
func (h *mexicanCards) grouped() (places [5]int, first, second uint8) {
	// Each held place as a key, its group's size above its place, sorted
	// from the highest key down (at most five keys).
	var keys [5]uint8
	n := 0
	for m := h.mask; m != 0; m &= m - 1 {
		p := uint8(bits.TrailingZeros16(m))
		k := h.count[p]<<4 | p
		j := n
		for j > 0 && keys[j-1] < k {
			keys[j] = keys[j-1]
			j--
		}
		keys[j] = k
		n++
	}
	i := 0
	for _, k := range keys[:n] {
		for c := k >> 4; c > 0 && i < 5; c-- {
			places[i] = int(k & 15)
			i++
		}
	}
	first = keys[0] >> 4
	if n > 1 {
		second = keys[1] >> 4
	}
	return places, first, second
}

// mexicanTops is mexicanStraightTop of every mask of places.
var mexicanTops = func() (t [1 << 10]int8) {
	for m := range t {
		t[m] = int8(mexicanStraightTop(uint16(m)))
	}
	return t
}()

// natural values five natural cards.
func (h *mexicanCards) natural() MexicanValue {
	if bits.OnesCount16(h.mask) == 5 {
		// Five ranks: the most common hands, without sorting groups.
		var places [5]int
		m := h.mask
		for i := range places {
			places[i] = bits.Len16(m) - 1
			m &^= 1 << places[i]
		}
		top := int(mexicanTops[h.mask])
		switch {
		case top == 9 && h.suited:
			return mexicanMake(MexicanRoyalFlush, top)
		case top >= 0 && h.suited:
			return mexicanMake(MexicanStraightFlush, top)
		case h.suited:
			return mexicanAll(MexicanFlush, &places)
		case top >= 0:
			return mexicanMake(MexicanStraight, top)
		}
		return mexicanAll(MexicanHighCard, &places)
	}
	places, first, second := h.grouped()
	if first == 1 {
		top := mexicanStraightTop(h.mask)
		switch {
		case top == 9 && h.suited:
			return mexicanMake(MexicanRoyalFlush, top)
		case top >= 0 && h.suited:
			return mexicanMake(MexicanStraightFlush, top)
		case h.suited:
			return mexicanAll(MexicanFlush, &places)
		case top >= 0:
			return mexicanMake(MexicanStraight, top)
		}
		return mexicanAll(MexicanHighCard, &places)
	}
	switch {
	case first == 5:
		return mexicanMake(MexicanFiveOfAKind, places[0])
	case first == 4:
		return mexicanMake(MexicanQuads, places[0], places[4])
	case first == 3 && second == 2:
		return mexicanMake(MexicanFullHouse, places[0], places[3])
	case first == 3:
		return mexicanMake(MexicanTrips, places[0], places[3], places[4])
	case second == 2:
		return mexicanMake(MexicanTwoPair, places[0], places[2], places[4])
	}
	return mexicanMake(MexicanPair, places[0], places[2], places[3], places[4])
}

// withPlace is the hand's value with one more natural card of place p,
// not of the hand's suit unless flush says so.
func (h mexicanCards) withPlace(p int, flush bool) MexicanValue {
	h.count[p]++
	h.mask |= 1 << p
	h.suited = flush
	return h.natural()
}

// completions is the best straight flush, flush or straight that one more
// card makes of four natural cards of different places (the face-up
// joker's "Flushes and Straights"), or 0 for none.
func (h *mexicanCards) completions() MexicanValue {
	var best MexicanValue
	if top := mexicanStraightTop(h.mask); top >= 0 {
		// The straight's missing place: the one in its window not held.
		window := uint16(0x1f << max(top-4, 0))
		if top == 3 {
			window = mexicanWheel
		}
		missing := 0
		for m := window &^ h.mask; m != 0; m >>= 1 {
			if m&1 == 0 {
				missing++
				continue
			}
			break
		}
		best = h.withPlace(missing, h.suited)
	}
	if h.suited {
		// A flush of five different ranks: the highest place not held.
		for p := 9; p >= 0; p-- {
			if h.mask&(1<<p) == 0 {
				best = max(best, h.withPlace(p, true))
				break
			}
		}
	}
	return best
}

// MexicanOf returns the value of a five-card Mexican Poker hand. A joker
// among the cards is wild in all cases when jokerUp is false (dealt face
// down, or exposed by the casino dealer, line 363), and when jokerUp is
// true (dealt face up) an ace or the card that completes a straight,
// flush or straight flush (line 360). A wild joker is never a copy of a
// card the hand holds for a flush: a flush is of five different ranks.
// It panics on another count, a second joker or a card of the removed
// ranks, a programming error: decoders check them.
func MexicanOf(cards []rules.Card, jokerUp bool) MexicanValue {
	if len(cards) != 5 {
		panic(fmt.Sprintf("poker.MexicanOf: need 5 cards, got %d", len(cards)))
	}
	var h mexicanCards
	jokers := 0
	h.suited = true
	var suit rules.Suit
	first := true
	for _, c := range cards {
		if c == rules.Joker {
			jokers++
			continue
		}
		if first {
			suit, first = c.Suit(), false
		} else if c.Suit() != suit {
			h.suited = false
		}
		h.add(c)
	}
	switch jokers {
	case 0:
		return h.natural()
	case 1:
	default:
		panic("poker.MexicanOf: more than one joker")
	}
	if mexicanDistinct(&h) {
		// Four different ranks: a straight flush, flush or straight
		// when one more card completes it.
		if best := h.completions(); best != 0 {
			if jokerUp {
				return max(best, h.withPlace(9, h.suited && h.mask&(1<<9) == 0))
			}
			return best
		}
	}
	if jokerUp {
		// An ace of a suit the hand does not make a flush with (a
		// flush it completes is counted above).
		return h.withPlace(9, false)
	}
	// Wild: the joker joins the largest group, the highest among equals
	// (five of a kind, four of a kind, a full house of two pairs, three
	// of a kind, a pair of the highest card).
	places, _, _ := h.grouped()
	return h.withPlace(places[0], false)
}

// mexicanDistinct reports whether the natural cards are of different
// ranks.
func mexicanDistinct(h *mexicanCards) bool {
	n := 0
	for m := h.mask; m != 0; m &= m - 1 {
		n++
	}
	return n == h.n
}
