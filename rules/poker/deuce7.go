package poker

import (
	"fmt"
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// Low27Best returns the best deuce-to-seven low among 5 to 7 cards: the
// lowest Low27 value of any five of them (the ace high only, straights and
// flushes counting against a hand; 7-5-4-3-2 of two suits or more is the
// best; the low of the Super 7 Card Stud Hi/Lo Regular chart, seed 000
// lines 5088-5089). The smaller Value is the better low.
//
// A hand of five different ranks that is neither a straight nor a flush is
// below every other kind, and among those the lower ranks compared from
// the top win, which is the order of their rank masks: so the best low is
// the smallest five-rank subset of the cards' ranks that is no straight
// and can be held in two suits. Only a hand without one (fewer than five
// ranks, or every choice a straight or a flush) is valued five cards at a
// time, or by its pairs when it holds fewer than five ranks. It panics on fewer than 5 or more than 7 cards, a programming
// error; cards must be distinct and not jokers.
func Low27Best(cards []rules.Card) Value {
	n := len(cards)
	if n < 5 || n > 7 {
		panic(fmt.Sprintf("poker.Low27Best: need 5 to 7 cards, got %d", n))
	}
	var suits [4]uint16
	var ranks uint16
	for _, c := range cards {
		b := cardBit[c]
		suits[c&3] |= b
		ranks |= b
	}
	// only[s]: the ranks every card of which is of suit s. A five-rank
	// choice within one of them can only be held as a flush.
	var only [4]uint16
	for s := range suits {
		only[s] = suits[s] &^ (suits[(s+1)&3] | suits[(s+2)&3] | suits[(s+3)&3])
	}
	if bits.OnesCount16(ranks) >= 5 {
		var rs [7]uint16
		k := 0
		for m := ranks; m != 0; m &= m - 1 {
			rs[k] = m & -m
			k++
		}
		best := uint16(0xffff)
		switch k {
		case 5:
			if low27Open(ranks, &only) {
				best = ranks
			}
		case 6:
			for i := 5; i >= 0; i-- { // the highest rank dropped first: the smallest masks first
				if m := ranks &^ rs[i]; m < best && low27Open(m, &only) {
					best = m
				}
			}
		case 7:
			for i := 6; i >= 0; i-- {
				for j := i - 1; j >= 0; j-- {
					if m := ranks &^ rs[i] &^ rs[j]; m < best && low27Open(m, &only) {
						best = m
					}
				}
			}
		}
		if best != 0xffff {
			return makeValue(HighCard, 0, best)
		}
	}
	if d := bits.OnesCount16(ranks); d < 5 && n > 5 {
		return low27Paired(suits, ranks, d)
	}
	best := Value(^uint32(0))
	var five [5]rules.Card
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						five = [5]rules.Card{cards[a], cards[b], cards[c], cards[d], cards[e]}
						best = min(best, Low27(five))
					}
				}
			}
		}
	}
	return best
}

// low27Open reports whether five ranks make a high-card low: no straight
// (A-5-4-3-2 is none, the ace being high) and not held only as a flush.
func low27Open(m uint16, only *[4]uint16) bool {
	return m>>bits.TrailingZeros16(m) != 0b11111 &&
		m&^only[0] != 0 && m&^only[1] != 0 && m&^only[2] != 0 && m&^only[3] != 0
}

// low27Paired is the best deuce-to-seven low of six or seven cards of
// fewer than five ranks: no straight or flush is possible, so the best is
// the lowest paired kind (one pair, two pairs, three of a kind, a full
// house, four of a kind, in that order), made of the lowest ranks that can
// make it.
func low27Paired(suits [4]uint16, ranks uint16, d int) Value {
	s, h, dd, c := suits[0], suits[1], suits[2], suits[3]
	two := (s & h) | (s & dd) | (s & c) | (h & dd) | (h & c) | (dd & c) // two cards or more
	three := (s&h | dd&c) & (s&dd | h&c)                                // three or more
	low := func(m uint16) uint16 { return m & -m }
	switch d {
	case 4:
		p := low(two)
		return makeValue(OnePair, bitRank(p), ranks&^p)
	case 3:
		if bits.OnesCount16(two) >= 2 {
			p := low(two)
			pp := p | low(two&^p)
			return makeValue(TwoPair, uint32(pp), ranks&^pp)
		}
		t := low(three)
		return makeValue(ThreeOfAKind, bitRank(t), ranks&^t)
	}
	// Two ranks: a full house of the lowest trips that leaves a pair, else
	// four of a kind and the other rank.
	for m := three; m != 0; m &= m - 1 {
		t := low(m)
		if other := ranks &^ t; other&two != 0 {
			return makeValue(FullHouse, bitRank(t), other)
		}
	}
	q := s & h & dd & c
	return makeValue(FourOfAKind, bitRank(q), ranks&^q)
}
