package poker

import (
	"fmt"
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// cardBit maps a card to its rank bit; anything that is not one of the 52
// cards (the joker, the zero Card) maps to 0 and so adds nothing to a hand.
// Indexing by the uint8 Card needs no bounds check.
var cardBit [256]uint16

// straightHigh maps a rank mask to the high rank of the best straight in it,
// or 0. The 5-4-3-2-A straight counts as five high: the ace plays low only
// there (lines 2135, 2139, 3671).
var straightHigh [1 << 13]uint8

const wheel = 1<<(rules.Ace-rules.Two) | 0b1111 // A, 5, 4, 3, 2

func init() {
	for _, c := range rules.Deck52() {
		cardBit[c] = rankBitOf(c.Rank())
	}
	for m := range straightHigh {
		for hi := rules.Ace; hi >= 6; hi-- {
			run := 0b11111 << (hi - 6)
			if m&run == run {
				straightHigh[m] = uint8(hi)
				break
			}
		}
		if straightHigh[m] == 0 && m&wheel == wheel {
			straightHigh[m] = 5
		}
	}
}

// masks sorts cards into one rank mask per suit, indexed by rules.Suit.
type masks [4]uint16

func (m *masks) add(c rules.Card) { m[c&3] |= cardBit[c] }

// Eval5 returns the value of exactly five cards.
func Eval5(cards [5]rules.Card) Value {
	var m masks
	for _, c := range cards {
		m.add(c)
	}
	return m.eval()
}

// Best returns the value of the best five-card hand among 5, 6 or 7 cards:
// in Hold'em, two hole cards and the board, where "a player may use any
// five-card combination ... A player may even use all of the boardcards"
// (line 7). It panics on fewer than 5 or more than 7 cards, a programming
// error; callers check counts when they decode a record. Cards must be
// distinct and not jokers.
func Best(cards []rules.Card) Value {
	if len(cards) < 5 || len(cards) > 7 {
		panic(fmt.Sprintf("poker.Best: need 5 to 7 cards, got %d", len(cards)))
	}
	var m masks
	for _, c := range cards {
		m.add(c)
	}
	return m.eval()
}

// eval evaluates the cards in m. It checks the categories from the top
// down and stops at the first one present, so the same code serves five,
// six and seven cards.
func (m *masks) eval() Value {
	s, h, d, c := m[0], m[1], m[2], m[3]
	ranks := s | h | d | c

	var flush uint16
	switch {
	case bits.OnesCount16(s) >= 5:
		flush = s
	case bits.OnesCount16(h) >= 5:
		flush = h
	case bits.OnesCount16(d) >= 5:
		flush = d
	case bits.OnesCount16(c) >= 5:
		flush = c
	}
	if flush != 0 {
		if hi := straightHigh[flush]; hi != 0 {
			return makeValue(StraightFlush, uint32(hi), 0)
		}
	}

	// A rank held in all four suits is quads; in at least three, trips;
	// in an even number (two, since four is handled first), a pair.
	if four := s & h & d & c; four != 0 {
		q := topBit(four)
		return makeValue(FourOfAKind, bitRank(q), keepTop(ranks&^q, 1))
	}
	three := (s&h | d&c) & (s&d | h&c)
	two := ranks ^ (s ^ h ^ d ^ c)
	if three != 0 {
		t := topBit(three)
		if rest := three&^t | two; rest != 0 {
			// A second trips plays as the pair of a full house.
			return makeValue(FullHouse, bitRank(t), topBit(rest))
		}
	}
	if flush != 0 {
		return makeValue(Flush, 0, keepTop(flush, 5))
	}
	if hi := straightHigh[ranks]; hi != 0 {
		return makeValue(Straight, uint32(hi), 0)
	}
	if three != 0 {
		t := topBit(three)
		return makeValue(ThreeOfAKind, bitRank(t), keepTop(ranks&^t, 2))
	}
	if two != 0 {
		p := topBit(two)
		if rest := two &^ p; rest != 0 {
			pp := p | topBit(rest)
			return makeValue(TwoPair, uint32(pp), keepTop(ranks&^pp, 1))
		}
		return makeValue(OnePair, bitRank(p), keepTop(ranks&^p, 3))
	}
	return makeValue(HighCard, 0, keepTop(ranks, 5))
}

// topBit keeps the highest set bit of a non-empty mask.
func topBit(m uint16) uint16 { return 1 << (bits.Len16(m) - 1) }

// bitRank is the rank of a single rank bit.
func bitRank(b uint16) uint32 { return uint32(bits.TrailingZeros16(b)) + uint32(rules.Two) }

// keepTop keeps the n highest set bits of m.
func keepTop(m uint16, n int) uint16 {
	for bits.OnesCount16(m) > n {
		m &= m - 1 // drop the lowest
	}
	return m
}

// BestHand returns the best hand among 5 to 7 cards and the five cards that
// make it, in order of significance (the pair or set first, then kickers
// from high to low), for display. Where two cards of one rank would do
// equally, it takes the one listed first.
func BestHand(cards []rules.Card) (Value, [5]rules.Card) {
	v := Best(cards)
	var out [5]rules.Card
	var used [7]bool
	suited := -1
	if c := v.Category(); c == Flush || c == StraightFlush {
		var m masks
		for _, card := range cards {
			m.add(card)
		}
		want := handMask(v)
		for s := range m {
			if m[s]&want == want {
				suited = s
				break
			}
		}
	}
	for i, r := range v.Ranks() {
		for j, card := range cards {
			if !used[j] && card.Rank() == r && (suited < 0 || int(card.Suit()) == suited) {
				used[j] = true
				out[i] = card
				break
			}
		}
	}
	return v, out
}

// handMask is the rank mask of a hand's five ranks (meaningful for hands of
// five different ranks).
func handMask(v Value) uint16 {
	var m uint16
	for _, r := range v.Ranks() {
		m |= rankBitOf(r)
	}
	return m
}
