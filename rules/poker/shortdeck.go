package poker

import (
	"fmt"
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// Short Deck Texas Hold'em (seed 000 lines 5267-5525) is dealt from 36
// cards, six to ace (line 5275), and ranks its hands in "a different
// variation of hand rankings" (line 5279): a flush beats a full house
// (lines 5288-5297), and the ace plays low only in the straight and
// straight flush "ace, 6, 7, 8 and 9" (line 5281), the lowest of each
// (lines 5289-5291, 5300-5302). Otherwise the order is the standard one:
// royal flush, straight flush, four of a kind, flush, full house,
// straight, three of a kind, two pairs, one pair, high card (lines
// 5286-5310).

// ShortValue is the strength of a Short Deck hand: compare two with < and
// ==. It is laid out as a Value (the kickers and the ranks that name the
// hand in the same bits) with the flush and full house categories
// exchanged in the category bits, so that a flush compares above a full
// house. The zero ShortValue is no hand.
type ShortValue uint32

// shortCategory maps a Category to its place in the Short Deck order and
// back: only the flush and the full house trade places.
func shortCategory(c Category) Category {
	switch c {
	case Flush:
		return FullHouse
	case FullHouse:
		return Flush
	}
	return c
}

func shortValue(v Value) ShortValue {
	return ShortValue(uint32(shortCategory(v.Category()))<<categoryShift | uint32(v)&(1<<categoryShift-1))
}

// Category returns the hand's category (Flush for a flush, whatever its
// place in the order).
func (v ShortValue) Category() Category { return shortCategory(Category(v >> categoryShift)) }

// Standard returns the same five cards' hand as a standard Value, for its
// kickers; its order is not the Short Deck order.
func (v ShortValue) Standard() Value {
	return Value(uint32(v.Category())<<categoryShift | uint32(v)&(1<<categoryShift-1))
}

// IsRoyal reports whether the hand is a royal flush (line 5287).
func (v ShortValue) IsRoyal() bool { return v.Standard().IsRoyal() }

// Ranks returns the five ranks in order of significance, as Value.Ranks;
// the lowest straight is 9 8 7 6 A.
func (v ShortValue) Ranks() [5]rules.Rank {
	s := v.Standard()
	r := s.Ranks()
	if c := s.Category(); (c == Straight || c == StraightFlush) && s.major() == 9 {
		r = [5]rules.Rank{9, 8, 7, 6, rules.Ace}
	}
	return r
}

// String names the hand as Value.String does.
func (v ShortValue) String() string { return v.Standard().String() }

// shortStraightHigh maps a rank mask to the high rank of its best Short
// Deck straight, or 0: ace high down to ten high (ten to six), then nine
// high for A-6-7-8-9.
var shortStraightHigh [1 << 13]uint8

// shortWheel is A, 9, 8, 7, 6.
const shortWheel = 1<<(rules.Ace-rules.Two) | 0b1111<<(6-rules.Two)

// sixToAce are the ranks of the 36-card deck.
const sixToAce = 0b111111111 << (6 - rules.Two)

func init() {
	for m := range shortStraightHigh {
		for hi := rules.Ace; hi >= 10; hi-- {
			run := 0b11111 << (hi - 6)
			if m&run == run {
				shortStraightHigh[m] = uint8(hi)
				break
			}
		}
		if shortStraightHigh[m] == 0 && m&shortWheel == shortWheel {
			shortStraightHigh[m] = 9
		}
	}
}

// ShortDeckBest returns the best Short Deck hand among 5 to 7 cards of the
// 36-card deck: "any combination of the two hole cards ... and the five
// community cards", the board alone included (lines 5271, 5380). It
// panics on other counts, or on a card below six or a joker, a
// programming error: decoders refuse those.
func ShortDeckBest(cards []rules.Card) ShortValue {
	if len(cards) < 5 || len(cards) > 7 {
		panic(fmt.Sprintf("poker.ShortDeckBest: need 5 to 7 cards, got %d", len(cards)))
	}
	var m masks
	for _, c := range cards {
		if cardBit[c]&sixToAce == 0 {
			panic(fmt.Sprintf("poker.ShortDeckBest: %s is not a card of the 36-card deck", c))
		}
		m.add(c)
	}
	return m.evalShort()
}

// evalShort is eval with the Short Deck straights and the flush checked
// before the full house.
func (m *masks) evalShort() ShortValue {
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
		if hi := shortStraightHigh[flush]; hi != 0 {
			return shortValue(makeValue(StraightFlush, uint32(hi), 0))
		}
	}
	if four := s & h & d & c; four != 0 {
		q := topBit(four)
		return shortValue(makeValue(FourOfAKind, bitRank(q), keepTop(ranks&^q, 1)))
	}
	if flush != 0 {
		return shortValue(makeValue(Flush, 0, keepTop(flush, 5)))
	}
	three := (s&h | d&c) & (s&d | h&c)
	two := ranks ^ (s ^ h ^ d ^ c)
	if three != 0 {
		t := topBit(three)
		if rest := three&^t | two; rest != 0 {
			return shortValue(makeValue(FullHouse, bitRank(t), topBit(rest)))
		}
	}
	if hi := shortStraightHigh[ranks]; hi != 0 {
		return shortValue(makeValue(Straight, uint32(hi), 0))
	}
	if three != 0 {
		t := topBit(three)
		return shortValue(makeValue(ThreeOfAKind, bitRank(t), keepTop(ranks&^t, 2)))
	}
	if two != 0 {
		p := topBit(two)
		if rest := two &^ p; rest != 0 {
			pp := p | topBit(rest)
			return shortValue(makeValue(TwoPair, uint32(pp), keepTop(ranks&^pp, 1)))
		}
		return shortValue(makeValue(OnePair, bitRank(p), keepTop(ranks&^p, 3)))
	}
	return shortValue(makeValue(HighCard, 0, keepTop(ranks, 5)))
}

// ShortDeckBestHand returns ShortDeckBest and the five cards that make it,
// in order of significance; where two cards of one rank would do equally,
// the one listed first.
func ShortDeckBestHand(cards []rules.Card) (ShortValue, [5]rules.Card) {
	v := ShortDeckBest(cards)
	var out [5]rules.Card
	var used [7]bool
	suited := -1
	if c := v.Category(); c == Flush || c == StraightFlush {
		var m masks
		for _, card := range cards {
			m.add(card)
		}
		var want uint16
		for _, r := range v.Ranks() {
			want |= rankBitOf(r)
		}
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

// Deck36 returns the Short Deck's 36 cards, six to ace of each suit (line
// 5275), in the order of rules.Deck52.
func Deck36() []rules.Card {
	var out []rules.Card
	for _, c := range rules.Deck52() {
		if c.Rank() >= 6 {
			out = append(out, c)
		}
	}
	return out
}
