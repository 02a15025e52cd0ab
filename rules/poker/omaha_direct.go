package poker

import (
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// boardRanks are a five-card board's rank masks by multiplicity: the ranks
// it holds at least once, twice and three times (bit r-2 for rank r).
type boardRanks struct{ one, two, three uint16 }

func rankMasks(board []rules.Card) boardRanks {
	var m masks
	for _, c := range board {
		m.add(c)
	}
	s, h, d, c := m[0], m[1], m[2], m[3]
	return boardRanks{one: s | h | d | c, two: (s|h)&(d|c) | s&h | d&c, three: (s&h | d&c) & (s&d | h&c)}
}

// pairHigh is the best hand that is not a flush of the hole ranks with bits
// p and q (equal for a pair in the hand) and exactly three board cards.
// Categories are tried from the top; within one, every way of making it
// is compared. Only ranks matter here: omahaFlush adds the suits.
func (b *boardRanks) pairHigh(p, q uint16) Value {
	one, two, three := b.one, b.two, b.three
	if p == q {
		// A pair in the hand.
		if two&p != 0 { // two more on the board: four of a kind
			return makeValue(FourOfAKind, bitRank(p), topBit(one&^p))
		}
		var fh Value
		if t := three &^ p; t != 0 { // the board's trips over the pair
			fh = makeValue(FullHouse, bitRank(topBit(t)), p)
		}
		if one&p != 0 {
			if x := two &^ p; x != 0 { // trips with the board's card, over a board pair
				fh = max(fh, makeValue(FullHouse, bitRank(p), topBit(x)))
			}
		}
		if fh != 0 {
			return fh
		}
		if one&p != 0 {
			return makeValue(ThreeOfAKind, bitRank(p), keepTop(one&^p, 2))
		}
		if two != 0 {
			x := topBit(two)
			return makeValue(TwoPair, uint32(p|x), topBit(one&^x))
		}
		return makeValue(OnePair, bitRank(p), keepTop(one, 3))
	}
	pq := p | q
	if three&pq != 0 { // the board's trips of a hand rank: four of a kind
		var v Value
		if three&p != 0 {
			v = makeValue(FourOfAKind, bitRank(p), q)
		}
		if three&q != 0 {
			v = max(v, makeValue(FourOfAKind, bitRank(q), p))
		}
		return v
	}
	var fh Value
	if two&p != 0 && one&q != 0 {
		fh = makeValue(FullHouse, bitRank(p), q)
	}
	if two&q != 0 && one&p != 0 {
		fh = max(fh, makeValue(FullHouse, bitRank(q), p))
	}
	if fh != 0 {
		return fh
	}
	if hi := pairStraight(pq, one|pq); hi != 0 {
		return makeValue(Straight, hi, 0)
	}
	var v Value
	if two&p != 0 {
		v = makeValue(ThreeOfAKind, bitRank(p), q|topBit(one&^p))
	}
	if two&q != 0 {
		v = max(v, makeValue(ThreeOfAKind, bitRank(q), p|topBit(one&^q)))
	}
	if t := three &^ pq; t != 0 {
		v = max(v, makeValue(ThreeOfAKind, bitRank(topBit(t)), pq))
	}
	if v != 0 {
		return v
	}
	// No board rank is held twice with a hand rank any more: two pair
	// from both hand ranks on the board, or one of them and a board pair.
	if one&pq == pq {
		v = makeValue(TwoPair, uint32(pq), topBit(one&^pq))
	}
	if two != 0 {
		x := topBit(two)
		if one&p != 0 {
			v = max(v, makeValue(TwoPair, uint32(p|x), q))
		}
		if one&q != 0 {
			v = max(v, makeValue(TwoPair, uint32(q|x), p))
		}
	}
	if v != 0 {
		return v
	}
	if one&p != 0 {
		v = makeValue(OnePair, bitRank(p), q|keepTop(one&^p, 2))
	}
	if one&q != 0 {
		v = max(v, makeValue(OnePair, bitRank(q), p|keepTop(one&^q, 2)))
	}
	if two != 0 {
		x := topBit(two)
		v = max(v, makeValue(OnePair, bitRank(x), pq|topBit(one&^x)))
	}
	if v != 0 {
		return v
	}
	return makeValue(HighCard, 0, pq|keepTop(one, 3))
}

// pairStraight is the high rank of the best straight inside u that holds
// both ranks of pq, or 0.
func pairStraight(pq, u uint16) uint32 {
	lo, hi := bits.TrailingZeros16(pq), bits.Len16(pq)-1
	if hi-lo <= 4 {
		// The windows of five ranks that hold both, from the highest.
		for top := min(lo+4, 12); top >= max(hi, 4); top-- {
			w := uint16(0b11111) << (top - 4)
			if u&w == w {
				return uint32(top) + uint32(rules.Two)
			}
		}
	}
	// The wheel, 5-4-3-2-A.
	if pq&^wheel == 0 && u&wheel == wheel {
		return 5
	}
	return 0
}
