package paigow

import (
	"math/bits"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The hands of Pai Gow Poker: a five-card hand ranked as in poker with the
// joker's powers and the place of A-2-3-4-5 each version gives, and a
// two-card hand that is a pair or two single cards. Five-card hands without
// a joker are valued by rules/poker; this file adds the joker, five of a
// kind and the ace-low straight's place.

// JokerRule is what the joker may stand for.
type JokerRule uint8

const (
	// Bug: the joker "can be used to complete a Straight, a Flush or a
	// Straight Flush but is otherwise treated as an Ace" (seed 002 lines
	// 3204-3205; seed 000 line 977).
	Bug JokerRule = iota
	// Wild: "The Joker(s) may be used as any card in the deck" (seed 000
	// lines 473, 531): any rank and suit, a card already in the hand
	// included, which is how Five Aces and five of a kind are made.
	Wild
)

// WheelRule places the straight A-2-3-4-5 among the straights.
type WheelRule uint8

const (
	// WheelSecond: "the second highest straight (to 10, Jack, Queen, King,
	// Ace as the highest) is Ace, 2, 3, 4, 5 in Pai Gow Poker" (seed 002
	// lines 3177-3190), for straights and straight flushes alike.
	WheelSecond WheelRule = iota
	// WheelLowest: A-2-3-4-5 is the lowest straight, as in poker (seed 000
	// lines 2135, 2139).
	WheelLowest
)

// Ranking is how a table ranks hands: the joker's powers and the wheel's
// place.
type Ranking struct {
	Joker JokerRule
	Wheel WheelRule
}

// Category is a five-card hand's class. The values of HighCard to
// StraightFlush are those of rules/poker; FiveOfAKind is above them.
type Category uint8

// The categories from lowest to highest. Five Aces is the highest Five of a
// Kind; a Royal Flush the highest Straight Flush.
const (
	HighCard      = Category(poker.HighCard)
	OnePair       = Category(poker.OnePair)
	TwoPair       = Category(poker.TwoPair)
	ThreeOfAKind  = Category(poker.ThreeOfAKind)
	Straight      = Category(poker.Straight)
	Flush         = Category(poker.Flush)
	FullHouse     = Category(poker.FullHouse)
	FourOfAKind   = Category(poker.FourOfAKind)
	StraightFlush = Category(poker.StraightFlush)
	FiveOfAKind   = StraightFlush + 1
)

func (c Category) String() string {
	if c == FiveOfAKind {
		return "Five of a kind"
	}
	return poker.Category(c).String()
}

// Value is the strength of a five- or two-card hand: bigger is better, and
// equal values are a copy. The layout is rules/poker's: the category in
// bits 26-29, the rank that names the hand (or a rank mask of two pairs) in
// bits 13-25, a rank mask of the kickers in bits 0-12. A straight's major
// rank is its high card, except that the ace-high straight is 15 and
// A-2-3-4-5 is 14 when it is the second highest straight (5 when it is the
// lowest). A
// two-card hand is a pair (no kickers) or a high card of two ranks, so it
// compares with a five-card hand in the same order: a pair of nines in
// front is lower than a pair of nines with kickers behind it.
type Value uint32

const (
	categoryShift = 26
	majorShift    = 13
	minorMask     = 1<<majorShift - 1
)

func makeValue(c Category, major uint32, minor uint16) Value {
	return Value(uint32(c)<<categoryShift | major<<majorShift | uint32(minor))
}

// Category returns the hand's class.
func (v Value) Category() Category { return Category(v >> categoryShift) }

func (v Value) major() uint32 { return uint32(v) >> majorShift & minorMask }
func (v Value) minor() uint16 { return uint16(v & minorMask) }

// IsRoyal reports whether the hand is a royal flush: the ace-high straight
// flush.
func (v Value) IsRoyal() bool { return v.Category() == StraightFlush && v.major() == aceHigh }

// rankBit is rank r's bit in a 13-bit rank mask: deuce bit 0, ace bit 12.
func rankBit(r rules.Rank) uint16 { return 1 << (r - rules.Two) }

const aceBit = 1 << (rules.Ace - rules.Two)

// topRank is the highest rank of a non-empty mask.
func topRank(m uint16) rules.Rank { return rules.Rank(bits.Len16(m) + 1) }

// straightHigh[w][fill][m] is the major rank of the best straight a set of
// ranks m makes with fill jokers standing for missing ranks, under wheel
// rule w; 0 when none. A straight needs at least 5-fill of its ranks in m.
var straightHigh [2][4][1 << 13]uint8

const wheelMask = aceBit | 0b1111 // A, 2, 3, 4, 5

func init() {
	for w := range straightHigh {
		for fill := range straightHigh[w] {
			for m := range straightHigh[w][fill] {
				best := 0
				for hi := rules.Ace; hi >= 6; hi-- {
					run := uint16(0b11111) << (hi - 6)
					if bits.OnesCount16(uint16(m)&run) >= 5-fill {
						best = straightMajor(WheelRule(w), int(hi))
						break
					}
				}
				if bits.OnesCount16(uint16(m)&wheelMask) >= 5-fill {
					best = max(best, straightMajor(WheelRule(w), 5))
				}
				straightHigh[w][fill][m] = uint8(best)
			}
		}
	}
}

// aceHigh is the major rank of the ace-high straight under either wheel
// rule; the wheel is 14 just below it under WheelSecond and 5 under
// WheelLowest, so a major rank always says which straight it is.
const aceHigh = 15

// straightMajor is the major rank of a straight with high card hi (5 for
// A-2-3-4-5) under wheel rule w.
func straightMajor(w WheelRule, hi int) int {
	switch {
	case hi == int(rules.Ace):
		return aceHigh
	case hi == 5 && w == WheelSecond:
		return 14
	}
	return hi
}

// fromPoker turns a rules/poker value into a Pai Gow value under wheel rule
// w: only a straight's major rank differs.
func fromPoker(pv poker.Value, w WheelRule) Value {
	v := Value(pv)
	if c := v.Category(); c == Straight || c == StraightFlush {
		return makeValue(c, uint32(straightMajor(w, int(v.major()))), v.minor())
	}
	return v
}

// Eval5 values five cards under the ranking. Without a joker rules/poker
// values them; with one, the joker takes the part that gives the best hand
// its rule allows.
func (r Ranking) Eval5(cards [5]rules.Card) Value {
	jokers := 0
	for _, c := range cards {
		if c == rules.Joker {
			jokers++
		}
	}
	if jokers == 0 {
		return fromPoker(poker.Eval5(cards), r.Wheel)
	}
	var h handCounts
	for _, c := range cards {
		if c != rules.Joker {
			h.add(c)
		}
	}
	if r.Joker == Wild {
		return h.wild(jokers, r.Wheel)
	}
	// A bug beyond the first (no book deals two) counts as an ace too.
	for ; jokers > 1; jokers-- {
		h.count[rules.Ace]++
		h.mask |= aceBit
		h.n++
		h.suited = false
	}
	return h.bug(r.Wheel)
}

// handCounts summarizes the natural cards of a hand.
type handCounts struct {
	count  [rules.Ace + 1]uint8
	mask   uint16 // ranks present
	n      int    // natural cards
	suited bool   // every natural card of one suit
	suit   rules.Suit
}

func (h *handCounts) add(c rules.Card) {
	r := c.Rank()
	if h.n == 0 {
		h.suited, h.suit = true, c.Suit()
	} else if c.Suit() != h.suit {
		h.suited = false
	}
	h.count[r]++
	h.mask |= rankBit(r)
	h.n++
}

// distinct reports whether the natural cards are of different ranks.
func (h *handCounts) distinct() bool { return bits.OnesCount16(h.mask) == h.n }

// fromCounts values five cards given by rank counts; suited says the five
// are of one suit (a flush when their ranks differ).
func fromCounts(count *[rules.Ace + 1]uint8, mask uint16, suited bool, w WheelRule) Value {
	var four, three, two uint16
	for r := rules.Two; r <= rules.Ace; r++ {
		switch count[r] {
		case 5:
			return makeValue(FiveOfAKind, uint32(r), 0)
		case 4:
			four |= rankBit(r)
		case 3:
			three |= rankBit(r)
		case 2:
			two |= rankBit(r)
		}
	}
	distinct := bits.OnesCount16(mask) == 5
	straight := uint32(0)
	if distinct {
		straight = uint32(straightHigh[w][0][mask])
	}
	switch {
	case straight != 0 && suited:
		return makeValue(StraightFlush, straight, 0)
	case four != 0:
		return makeValue(FourOfAKind, uint32(topRank(four)), mask&^four)
	case three != 0 && two != 0:
		return makeValue(FullHouse, uint32(topRank(three)), two)
	case distinct && suited:
		return makeValue(Flush, 0, mask)
	case straight != 0:
		return makeValue(Straight, straight, 0)
	case three != 0:
		return makeValue(ThreeOfAKind, uint32(topRank(three)), mask&^three)
	case bits.OnesCount16(two) == 2:
		return makeValue(TwoPair, uint32(two), mask&^two)
	case two != 0:
		return makeValue(OnePair, uint32(topRank(two)), mask&^two)
	}
	return makeValue(HighCard, 0, mask)
}

// bug values four natural cards and a bug: the better of the joker as an
// ace and the joker completing a straight, flush or straight flush.
func (h *handCounts) bug(w WheelRule) Value {
	count := h.count
	count[rules.Ace]++
	// As an ace it completes a flush only as an ace the suit lacks.
	best := fromCounts(&count, h.mask|aceBit, h.suited && h.mask&aceBit == 0, w)
	if !h.distinct() {
		return best
	}
	if s := uint32(straightHigh[w][1][h.mask]); s != 0 {
		if h.suited {
			return max(best, makeValue(StraightFlush, s, 0))
		}
		best = max(best, makeValue(Straight, s, 0))
	}
	if h.suited {
		best = max(best, makeValue(Flush, 0, h.mask|highestAbsent(h.mask, 1)))
	}
	return best
}

// highestAbsent returns the n highest ranks missing from m: the cards
// jokers stand for in a flush.
func highestAbsent(m uint16, n int) uint16 {
	var out uint16
	for r := rules.Ace; r >= rules.Two && n > 0; r-- {
		if m&rankBit(r) == 0 {
			out |= rankBit(r)
			n--
		}
	}
	return out
}

// wild values 5-k natural cards and k wild jokers: each joker is the card
// that makes the best hand.
func (h *handCounts) wild(k int, w WheelRule) Value {
	var top rules.Rank // a rank with the most natural cards, the highest such
	var most uint8
	for r := rules.Ace; r >= rules.Two; r-- {
		if h.count[r] > most {
			most, top = h.count[r], r
		}
	}
	distinct := h.distinct()
	var straight uint32
	if distinct {
		straight = uint32(straightHigh[w][k][h.mask])
	}
	switch {
	case int(most) == h.n:
		// Every natural card of one rank: the jokers make five of it.
		return makeValue(FiveOfAKind, uint32(top), 0)
	case straight != 0 && h.suited:
		return makeValue(StraightFlush, straight, 0)
	}
	// Four of a kind: the highest rank the jokers can bring to four.
	for r := rules.Ace; r >= rules.Two; r-- {
		if int(h.count[r])+k >= 4 {
			return makeValue(FourOfAKind, uint32(r), h.mask&^rankBit(r))
		}
	}
	// With one joker, two pair becomes a full house on the higher pair.
	if k == 1 && !distinct && bits.OnesCount16(h.mask) == 2 {
		hi, lo := topRank(h.mask), rules.Rank(bits.TrailingZeros16(h.mask))+rules.Two
		return makeValue(FullHouse, uint32(hi), rankBit(lo))
	}
	switch {
	case distinct && h.suited:
		return makeValue(Flush, 0, h.mask|highestAbsent(h.mask, k))
	case straight != 0:
		return makeValue(Straight, straight, 0)
	}
	for r := rules.Ace; r >= rules.Two; r-- {
		if int(h.count[r])+k >= 3 {
			return makeValue(ThreeOfAKind, uint32(r), h.mask&^rankBit(r))
		}
	}
	// One joker and four different ranks: a pair of the highest.
	hi := topRank(h.mask)
	return makeValue(OnePair, uint32(hi), h.mask&^rankBit(hi))
}

// Eval2 values a two-card hand: a pair or two single cards; straights and
// flushes do not count (seed 002 lines 3199-3202). A bug is an ace; a wild
// joker pairs the other card, and two wild jokers are a pair of aces.
func (r Ranking) Eval2(cards [2]rules.Card) Value {
	a, b := cards[0], cards[1]
	switch {
	case a == rules.Joker && b == rules.Joker:
		return makeValue(OnePair, uint32(rules.Ace), 0)
	case b == rules.Joker:
		a, b = b, a
	}
	if a == rules.Joker {
		if r.Joker == Wild {
			return makeValue(OnePair, uint32(b.Rank()), 0)
		}
		return twoCard(rules.Ace, b.Rank())
	}
	return twoCard(a.Rank(), b.Rank())
}

func twoCard(a, b rules.Rank) Value {
	if a == b {
		return makeValue(OnePair, uint32(a), 0)
	}
	return makeValue(HighCard, 0, rankBit(a)|rankBit(b))
}

// Best7 is the best five-card hand among seven cards: what the Fortune
// wager and the Envy Bonus judge (seed 002 lines 3408-3410).
func (r Ranking) Best7(cards [7]rules.Card) Value {
	var best Value
	var five [5]rules.Card
	for i := 0; i < 7; i++ {
		for j := i + 1; j < 7; j++ {
			n := 0
			for k, c := range cards {
				if k != i && k != j {
					five[n] = c
					n++
				}
			}
			best = max(best, r.Eval5(five))
		}
	}
	return best
}

// Ranks lists a hand's ranks in order of significance, the group that
// names the hand first (five for a two-card hand's two, padded with 0).
func (v Value) Ranks() []rules.Rank {
	var out []rules.Rank
	put := func(r rules.Rank, n int) {
		for ; n > 0; n-- {
			out = append(out, r)
		}
	}
	putMask := func(m uint16) {
		for m != 0 {
			t := topRank(m)
			put(t, 1)
			m &^= rankBit(t)
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
		put(topRank(uint16(maj)&^rankBit(hi)), 2)
		putMask(v.minor())
	case ThreeOfAKind:
		put(rules.Rank(maj), 3)
		putMask(v.minor())
	case FullHouse:
		put(rules.Rank(maj), 3)
		put(topRank(v.minor()), 2)
	case FourOfAKind:
		put(rules.Rank(maj), 4)
		putMask(v.minor())
	case FiveOfAKind:
		put(rules.Rank(maj), 5)
	case Straight, StraightFlush:
		hi := straightTop(maj)
		if hi == 5 {
			put(5, 1)
			put(4, 1)
			put(3, 1)
			put(2, 1)
			put(rules.Ace, 1)
		} else {
			for i := 0; i < 5; i++ {
				put(hi-rules.Rank(i), 1)
			}
		}
	}
	return out
}

// straightTop is a straight's high card (5 for the wheel) from its major
// rank.
func straightTop(maj uint32) rules.Rank {
	switch maj {
	case aceHigh:
		return rules.Ace
	case 14:
		return 5
	}
	return rules.Rank(maj)
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

// String names the hand as a dealer calls it: "Five aces", "Royal flush",
// "Straight flush, five high", "Two pair, kings and nines", "One pair,
// aces", "High card, ace high".
func (v Value) String() string {
	maj := v.major()
	switch c := v.Category(); c {
	case FiveOfAKind:
		if rules.Rank(maj) == rules.Ace {
			return "Five aces"
		}
		return "Five of a kind, " + rankPlural(rules.Rank(maj))
	case StraightFlush, Straight:
		if v.IsRoyal() {
			return "Royal flush"
		}
		return c.String() + ", " + rankName(straightTop(maj)) + " high"
	case FourOfAKind, ThreeOfAKind, OnePair:
		return c.String() + ", " + rankPlural(rules.Rank(maj))
	case FullHouse:
		return c.String() + ", " + rankPlural(rules.Rank(maj)) + " over " + rankPlural(topRank(v.minor()))
	case TwoPair:
		hi := topRank(uint16(maj))
		return c.String() + ", " + rankPlural(hi) + " and " + rankPlural(topRank(uint16(maj)&^rankBit(hi)))
	case Flush, HighCard:
		if v.minor() == 0 {
			return "no hand"
		}
		return c.String() + ", " + rankName(topRank(v.minor())) + " high"
	}
	return "no hand"
}
