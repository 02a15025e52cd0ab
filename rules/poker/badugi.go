package poker

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Badugi: "the best low hand (unsuited) with the most cards. The best low
// hand is comprised of four cards of different suits and different ranks"
// (seed 000 lines 906-927). A hand plays the largest set of its cards that
// share no rank and no suit; more cards beat fewer ("Any hand of all four
// suits ('Badugi') beats any hand that has either a pair or two of the same
// suits", line 924), and among hands of as many cards the lower wins,
// compared from the highest card down, the ace lowest (the Badacey and
// Badeucey tables: "A 4, 3, 2, and ace off suit is the highest ranked
// Badugi, and a king, queen, jack, and 10 off suit is the lowest", lines
// 4464-4468 and 5963-5969). Suits never break a tie (line 923). From more
// than four cards (Badacey and Badeucey deal five, "Players will use their
// best four cards", line 5960; the stud games seven) the best such set of
// at most four cards plays.

// BadugiSize is how many cards a badugi hand plays: 4 for a badugi, 3 to 1
// for the "Three Card" to "One Card Incomplete" (line 4464).
type BadugiSize uint8

// Badugi is the value of a badugi hand: the larger, the better.
//
//	bits 13-15  the number of cards played, 1 to 4
//	bits  0-12  the complement of the played ranks' mask (bit 0 the ace,
//	            bit 12 the king): of two masks of as many bits the smaller
//	            holds the lower highest card, so its complement is larger
//
// The zero Badugi is no hand.
type Badugi uint16

const badugiMask = 1<<13 - 1

// badugiIndex is each card's rank counted ace low, 0 for the ace to 12 for
// the king; 0xff for a byte that is no card (the joker).
var badugiIndex = func() (t [256]uint8) {
	for i := range t {
		t[i] = 0xff
	}
	for _, c := range rules.Deck52() {
		t[c] = uint8(bits.TrailingZeros16(badugiBit(c)))
	}
	return t
}()

// badugiBit is a card's rank bit with the ace low: bit 0 the ace, bit 12
// the king.
func badugiBit(c rules.Card) uint16 {
	r := c.Rank()
	if r == rules.Ace {
		return 1
	}
	return 1 << (r - 1)
}

func makeBadugi(ranks uint16) Badugi {
	return Badugi(bits.OnesCount16(ranks))<<13 | Badugi(^ranks&badugiMask)
}

// BadugiOf returns the best badugi hand among 1 to 7 cards. It panics on
// another count or a joker (no badugi game deals one), a programming
// error: decoders check both.
//
// The sets of ranks that can be played together (one card each, no two of
// a suit) are the independent sets of a transversal matroid, so taking the
// ranks from the ace up and keeping each that still fits gives the largest
// set, and of the largest sets the one whose ranks, sorted, are each as low
// as possible (Gale's theorem on greedy bases): the best badugi. Whether a
// rank fits is tracked as the set of suit sets the kept ranks can occupy,
// a 16-bit set over the 16 sets of suits: a new rank moves each of them to
// itself plus one of the rank's suits not in it, and fits when one such
// move exists.
func BadugiOf(cards []rules.Card) Badugi {
	if len(cards) < 1 || len(cards) > 7 {
		panic(fmt.Sprintf("poker.BadugiOf: need 1 to 7 cards, got %d", len(cards)))
	}
	var suits [16]uint16 // by rank, ace 0 to king 12: the suits held
	var held uint16
	for _, c := range cards {
		r := badugiIndex[c] & 15 // 15 for a byte that is no card
		suits[r] |= 1 << (c & 3)
		held |= 1 << r
	}
	if held&0x8000 != 0 {
		panic("poker.BadugiOf: a joker or a byte that is no card of a 52-card deck")
	}
	occupied := uint16(1) // the kept ranks (none yet) occupy no suit
	var kept uint16
	for m := held; m != 0 && occupied&0x8000 == 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		t := suits[r]
		// A suit x moves every occupied set without x to that set plus
		// x: bit s of occupied to bit s+2^x.
		next := (occupied&0x5555)<<1&-(t&1) |
			(occupied&0x3333)<<2&-(t>>1&1) |
			(occupied&0x0f0f)<<4&-(t>>2&1) |
			(occupied&0x00ff)<<8&-(t>>3&1)
		if next != 0 {
			occupied = next
			kept |= 1 << r
		}
	}
	return makeBadugi(kept)
}

// Size returns how many cards the hand plays; 0 for no hand.
func (b Badugi) Size() BadugiSize { return BadugiSize(b >> 13) }

// Ranks returns the played ranks, highest first, the ace low.
func (b Badugi) Ranks() []rules.Rank {
	m := ^uint16(b) & badugiMask
	if b == 0 {
		return nil
	}
	out := make([]rules.Rank, 0, 4)
	for m != 0 {
		top := bits.Len16(m) - 1
		r := rules.Rank(top + 1)
		if top == 0 {
			r = rules.Ace
		}
		out = append(out, r)
		m &^= 1 << top
	}
	return out
}

// Highest returns the highest played card counted ace low: 1 for an ace
// to 13 for a king; 0 for no hand.
func (b Badugi) Highest() int {
	if b == 0 {
		return 0
	}
	return bits.Len16(^uint16(b) & badugiMask)
}

var badugiSizeNames = [...]string{1: "One Card Incomplete", 2: "Two Card Incomplete", 3: "Three Card Incomplete", 4: "Four Card Badugi"}

// String writes the hand as the Badacey table names it: "Four Card Badugi,
// 4-3-2-A", "Three Card Incomplete, K-Q-J".
func (b Badugi) String() string {
	if b == 0 {
		return "no hand"
	}
	rs := b.Ranks()
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = lowRankText[lowRank(r)]
	}
	return badugiSizeNames[b.Size()] + ", " + strings.Join(parts, "-")
}
