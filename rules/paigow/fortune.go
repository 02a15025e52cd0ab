package paigow

import (
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// Seven-card hands for the Fortune wager, the Envy Bonus and Jokolor: what
// the seven cards hold, however they are set ("the player's best possible
// hand from all seven cards", seed 002 lines 3408-3410; "the best hand
// possible among the player's seven cards", seed 000 line 1617).

// Seven is what a seven-card hand holds for the side wagers.
type Seven struct {
	// Best is the best five-card hand of the seven.
	Best Value
	// Straight7 is seven cards of one suit in sequence without a joker
	// (A-2-3-4-5-6-7 the lowest, 8 to ace the highest); Straight7Joker the
	// same with the joker standing for one of them.
	Straight7, Straight7Joker bool
	// RoyalMatch is a royal flush with the other two cards a king and a
	// queen of one suit ("Royal Flush + King/Queen of a same suit", line
	// 3440; "Royal Flush + Royal Match", line 3530).
	RoyalMatch bool
	// NaturalStraightFlush is a straight flush of five cards without the
	// joker (the California table pays it above one made with the joker,
	// seed 000 lines 1680-1681).
	NaturalStraightFlush bool
	// ThreePair is three pairs, the joker pairing an ace; Trips is three
	// cards of a rank or more (a joker completing them as the ranking
	// allows).
	ThreePair, Trips bool
	// Joker: the seven cards hold a joker; Colour counts the red and black
	// cards among the others.
	Joker      bool
	Red, Black int
}

// SevenOf works out what seven cards hold under the ranking.
func (r Ranking) SevenOf(cards [7]rules.Card) Seven {
	s := Seven{Best: r.Best7(cards)}
	var suitMask [4]uint16
	var count [rules.Ace + 1]int
	jokers := 0
	for _, c := range cards {
		if c == rules.Joker {
			jokers++
			count[rules.Ace]++ // the bug pairs as an ace (line 3205)
			continue
		}
		suitMask[c.Suit()] |= rankBit(c.Rank())
		count[c.Rank()]++
		if c.Suit().Red() {
			s.Red++
		} else {
			s.Black++
		}
	}
	s.Joker = jokers > 0
	for _, m := range suitMask {
		if n := bits.OnesCount16(m); n == 7 && jokers == 0 {
			s.Straight7 = straight7(m, 0)
		} else if n == 6 && jokers == 1 {
			s.Straight7Joker = straight7(m, 1)
		}
	}
	pairs := 0
	for rk := rules.Two; rk <= rules.Ace; rk++ {
		if count[rk] == 2 {
			pairs++
		}
	}
	s.ThreePair = pairs == 3
	s.Trips = r.holdsTrips(count, jokers)
	if s.Best.Category() >= StraightFlush {
		s.RoyalMatch = r.royalMatch(cards)
	}
	if s.Best.Category() >= StraightFlush {
		s.NaturalStraightFlush = naturalStraightFlush(suitMask)
	}
	return s
}

// straight7 reports whether a suit's ranks m, with fill jokers, make seven
// in sequence, the ace high or low.
func straight7(m uint16, fill int) bool {
	for hi := rules.Ace; hi >= 8; hi-- {
		run := uint16(0b1111111) << (hi - 8)
		if bits.OnesCount16(m&run) >= 7-fill {
			return true
		}
	}
	// A-2-3-4-5-6-7.
	const lowRun = aceBit | 0b111111
	return bits.OnesCount16(m&lowRun) >= 7-fill
}

// naturalStraightFlush reports whether five natural cards of one suit are
// in sequence.
func naturalStraightFlush(suitMask [4]uint16) bool {
	for _, m := range suitMask {
		if straightHigh[WheelLowest][0][m] != 0 {
			return true
		}
	}
	return false
}

// royalMatch reports whether five of the cards make a royal flush and the
// other two are a king and a queen of one suit.
func (r Ranking) royalMatch(cards [7]rules.Card) bool {
	for a := int8(0); a < 7; a++ {
		for b := a + 1; b < 7; b++ {
			x, y := cards[a], cards[b]
			if x == rules.Joker || y == rules.Joker || x.Suit() != y.Suit() {
				continue
			}
			if !(x.Rank() == rules.King && y.Rank() == rules.Queen || x.Rank() == rules.Queen && y.Rank() == rules.King) {
				continue
			}
			if r.Eval5(splitAt(cards, a, b).Back).IsRoyal() {
				return true
			}
		}
	}
	return false
}

// holdsTrips reports whether seven cards, by rank counts with the jokers
// counted as aces, hold three of a kind: with wild jokers any pair and a
// joker do.
func (r Ranking) holdsTrips(count [rules.Ace + 1]int, jokers int) bool {
	most := 0
	for rk := rules.Two; rk <= rules.Ace; rk++ {
		n := count[rk]
		if r.Joker == Wild && rk == rules.Ace {
			n -= jokers
		}
		most = max(most, n)
	}
	if r.Joker == Wild {
		return most+jokers >= 3
	}
	return most >= 3
}

// FiveAces reports whether the best hand is five aces.
func (s *Seven) FiveAces() bool {
	return s.Best.Category() == FiveOfAKind && rules.Rank(s.Best.major()) == rules.Ace
}
