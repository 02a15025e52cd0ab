package poker

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Ace-to-five low: "the best hand is any 5-4-3-2-A. Straights and flushes
// do not count against a hand" (seed 000 line 255); aces are low. A hand of
// five different ranks beats any pair; pairs and worse rank as in high
// poker but the lower wins (Razz, lines 395-422; the 8-or-better low of the
// high-low games, lines 210-218). "The joker is considered to be the lowest
// card not present in a player's hand" (line 256).

// LowCategory is an ace-to-five low hand's class, best first.
type LowCategory uint8

// The low categories from best to worst.
const (
	LowNoPair LowCategory = iota
	LowOnePair
	LowTwoPair
	LowTrips
	LowFullHouse
	LowQuads
)

// Low is the value of an ace-to-five low hand: the smaller, the better.
//
//	bits 20-22  the LowCategory
//	bits  0-19  five 4-bit ranks (ace 1 to king 13), most significant
//	            first: the groups by size, larger first, then by rank,
//	            higher first (8-6-4-2-A is 8,6,4,2,1; a pair of threes
//	            with 7-4-A is 3,7,4,1,0)
//
// The zero Low is 5-4-3-2-A, the best hand; NoLow is worse than any hand.
type Low uint32

// NoLow is worse than every hand: what a seat without a qualifying low
// holds.
const NoLow Low = 1<<23 - 1

// lowRank is a card's rank with the ace low: 1 to 13.
func lowRank(r rules.Rank) uint32 {
	if r == rules.Ace {
		return 1
	}
	return uint32(r)
}

// LowA5 returns the best ace-to-five low among 5 to 7 cards, a joker
// standing for the lowest rank not among the other cards. It panics on
// fewer than 5 or more than 7 cards, a programming error.
func LowA5(cards []rules.Card) Low {
	if len(cards) < 5 || len(cards) > 7 {
		panic(fmt.Sprintf("poker.LowA5: need 5 to 7 cards, got %d", len(cards)))
	}
	var count [14]uint8 // by low rank, 1..13
	var mask uint16     // bit r-1 for each low rank r held
	jokers := 0
	for _, c := range cards {
		if c == rules.Joker {
			jokers++
			continue
		}
		r := lowRank(c.Rank())
		count[r]++
		mask |= 1 << (r - 1)
	}
	for ; jokers > 0; jokers-- {
		r := uint32(bits.TrailingZeros16(^mask)) + 1
		if r > 13 {
			r = 13 // every rank held: the joker pairs the king, the least harm
		}
		count[r]++
		mask |= 1 << (r - 1)
	}
	if bits.OnesCount16(mask) >= 5 {
		// Five different ranks: the five lowest.
		m := mask
		for bits.OnesCount16(m) > 5 {
			m &^= 1 << (bits.Len16(m) - 1)
		}
		return lowOfMask(m)
	}
	return bestPairedLow(&count)
}

// lowOfMask is the no-pair low of five rank bits.
func lowOfMask(m uint16) Low {
	var v uint32
	for i := 0; i < 5; i++ {
		top := bits.Len16(m)
		v = v<<4 | uint32(top)
		m &^= 1 << (top - 1)
	}
	return Low(v)
}

// bestPairedLow picks the best five of cards holding fewer than five
// ranks: every rank is used once, and the fewest, lowest extra cards fill
// the hand. Among fills of one shape the lower groups win, which is
// choosing the pairs from the lowest ranks held twice.
func bestPairedLow(count *[14]uint8) Low {
	best := NoLow
	// Try every way of taking k_r cards of each rank r (1..count[r]) that
	// adds up to five; at most four ranks, so this is small.
	var ranks []uint32
	for r := uint32(1); r <= 13; r++ {
		if count[r] > 0 {
			ranks = append(ranks, r)
		}
	}
	take := make([]uint8, len(ranks))
	var walk func(i, left int)
	walk = func(i, left int) {
		if i == len(ranks) {
			if left == 0 {
				if v := lowOfGroups(ranks, take); v < best {
					best = v
				}
			}
			return
		}
		for k := 1; k <= int(count[ranks[i]]) && k <= left; k++ {
			take[i] = uint8(k)
			walk(i+1, left-k)
		}
	}
	walk(0, 5)
	return best
}

// lowOfGroups is the low of ranks[i] taken take[i] times, adding to five.
func lowOfGroups(ranks []uint32, take []uint8) Low {
	type group struct{ rank, n uint32 }
	gs := make([]group, 0, 5)
	for i, r := range ranks {
		if take[i] > 0 {
			gs = append(gs, group{r, uint32(take[i])})
		}
	}
	// Larger groups first, then higher ranks.
	for i := 1; i < len(gs); i++ {
		for j := i; j > 0 && (gs[j].n > gs[j-1].n || gs[j].n == gs[j-1].n && gs[j].rank > gs[j-1].rank); j-- {
			gs[j], gs[j-1] = gs[j-1], gs[j]
		}
	}
	var cat LowCategory
	switch {
	case gs[0].n == 4:
		cat = LowQuads
	case gs[0].n == 3 && len(gs) > 1 && gs[1].n == 2:
		cat = LowFullHouse
	case gs[0].n == 3:
		cat = LowTrips
	case gs[0].n == 2 && len(gs) > 1 && gs[1].n == 2:
		cat = LowTwoPair
	case gs[0].n == 2:
		cat = LowOnePair
	}
	var v uint32
	for _, g := range gs {
		v = v<<4 | g.rank
	}
	v <<= 4 * uint32(5-len(gs))
	return Low(uint32(cat)<<20 | v)
}

// Category returns the low hand's class.
func (l Low) Category() LowCategory { return LowCategory(l >> 20) }

// Highest is the highest card of a no-pair low (8 for 8-6-4-2-A), the
// figure the qualifiers and "a seven or better" speak of; 0 for a paired
// hand.
func (l Low) Highest() int {
	if l.Category() != LowNoPair || l == NoLow {
		return 0
	}
	return int(l >> 16 & 0xf)
}

// Qualifies reports whether the hand is a low of five different ranks none
// higher than highest: 8 for "8-or-better" (line 218).
func (l Low) Qualifies(highest int) bool {
	h := l.Highest()
	return h > 0 && h <= highest
}

// Better reports whether l is a better low than m.
func (l Low) Better(m Low) bool { return l < m }

// Key orders lows for a contest in which the higher key wins (the pot
// machinery's): the better low, the higher key.
func (l Low) Key() uint64 { return uint64(NoLow - l) }

var lowRankText = [...]string{1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "T", 11: "J", 12: "Q", 13: "K"}

// String writes a low hand as players call it: "8-6-4-2-A", "pair of 3s,
// 7-4-A".
func (l Low) String() string {
	if l == NoLow {
		return "no low"
	}
	var rs []string
	for i := 4; i >= 0; i-- {
		if r := l >> (4 * i) & 0xf; r != 0 {
			rs = append(rs, lowRankText[r])
		}
	}
	switch l.Category() {
	case LowNoPair:
		return strings.Join(rs, "-")
	case LowOnePair:
		return fmt.Sprintf("pair of %ss, %s", rs[0], strings.Join(rs[1:], "-"))
	case LowTwoPair:
		return fmt.Sprintf("two pair, %ss and %ss, %s", rs[0], rs[1], strings.Join(rs[2:], ""))
	case LowTrips:
		return fmt.Sprintf("three %ss, %s", rs[0], strings.Join(rs[1:], "-"))
	case LowFullHouse:
		return fmt.Sprintf("full house, %ss over %ss", rs[0], rs[1])
	}
	return fmt.Sprintf("four %ss, %s", rs[0], strings.Join(rs[1:], ""))
}

// Low27 returns the deuce-to-seven value of five cards: the worst high
// hand wins. "Straights and flushes do count against a hand and Aces are
// considered high only" (Kansas City Lowball, seed 000 line 1530): so
// A-5-4-3-2 is no straight but ace high. The smaller Value is the better
// low. (The joker of line 1531 is the game's to place.)
func Low27(cards [5]rules.Card) Value {
	v := Eval5(cards)
	switch c := v.Category(); {
	case (c == Straight || c == StraightFlush) && v.major() == 5:
		// A-5-4-3-2: the ace is high only, so no straight.
		cat := HighCard
		if c == StraightFlush {
			cat = Flush
		}
		return makeValue(cat, 0, wheel)
	}
	return v
}
