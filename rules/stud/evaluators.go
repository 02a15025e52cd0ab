package stud

import (
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// High ranks the best five-card high hand of a seat's cards (poker.Best):
// "The best five-card poker hand wins the pot" (line 137).
func High(cards []rules.Card, _ *Settings) (uint64, bool) { return uint64(poker.Best(cards)), true }

// DescribeHigh names a High value.
func DescribeHigh(v uint64) string { return poker.Value(v).String() }

// LowA5 ranks the best ace-to-five low of a seat's cards, every hand
// qualifying (Razz, line 401).
func LowA5(cards []rules.Card, _ *Settings) (uint64, bool) { return poker.LowA5(cards).Key(), true }

// LowA5Qualified ranks the best ace-to-five low of five different ranks
// none higher than the qualifier; a hand without one does not qualify.
func LowA5Qualified(qualifier func(*Settings) int) func([]rules.Card, *Settings) (uint64, bool) {
	return func(cards []rules.Card, st *Settings) (uint64, bool) {
		l := poker.LowA5(cards)
		if !l.Qualifies(qualifier(st)) {
			return 0, false
		}
		return l.Key(), true
	}
}

// DescribeLowA5 names a LowA5 value.
func DescribeLowA5(v uint64) string { return (poker.NoLow - poker.Low(v)).String() }

// Low27 ranks the best deuce-to-seven low of a seat's five to seven cards
// (poker.Low27Best): the ace high only, straights and flushes counting
// against the hand, so 7-5-4-3-2 is the best and A-K-Q-J-9 the worst
// high-card low (the Super 7 Card Stud Hi/Lo Regular chart, lines
// 5088-5089). The lower value is the better low; the key inverts it.
func Low27(cards []rules.Card, _ *Settings) (uint64, bool) {
	return uint64(^uint32(poker.Low27Best(cards))), true
}

// DescribeLow27 names a Low27 value.
func DescribeLow27(v uint64) string { return poker.Value(^uint32(v)).String() }

// deuceShift maps a card to the rank it takes in an ace-to-five low when
// the deuce is the lowest card and the ace the highest: the deuce plays
// the ace's part, each other rank the one below it, the ace the king's.
func deuceShift(c rules.Card) rules.Card {
	r := c.Rank() - 1
	if c.Rank() == rules.Two {
		r = rules.Ace
	}
	return rules.NewCard(r, c.Suit())
}

// LowDeuceNoStraights ranks the best low of a seat's cards with the deuce
// lowest and the ace highest, straights and flushes not counting against
// it ("Straights and flushes will not be counted against for the low
// hand", line 5081): 6-5-4-3-2 is the best. Shifting every rank down one
// (the deuce to the ace's place) turns it into an ace-to-five low.
func LowDeuceNoStraights(cards []rules.Card, _ *Settings) (uint64, bool) {
	var buf [7]rules.Card
	shifted := buf[:0]
	if len(cards) > len(buf) {
		shifted = make([]rules.Card, 0, len(cards)) // LowA5 refuses it
	}
	for _, c := range cards {
		shifted = append(shifted, deuceShift(c))
	}
	return poker.LowA5(shifted).Key() | deuceLowFlag, true
}

// deuceLowFlag marks a LowDeuceNoStraights key, above every key's bits, so
// that a description can tell it from a Low27 key; it orders nothing, every
// key of one hand carrying it alike.
const deuceLowFlag = 1 << 40

// DescribeLowDeuce names a LowDeuceNoStraights value in the cards' own
// ranks: the words of a low's name are lower case, so every rank character
// (digits and A, T, J, Q, K) is shifted back up.
func DescribeLowDeuce(v uint64) string {
	s := []byte(DescribeLowA5(v &^ deuceLowFlag))
	const from, to = "A23456789TJQK", "23456789TJQKA"
	for i, b := range s {
		if j := strings.IndexByte(from, b); j >= 0 {
			s[i] = to[j]
		}
	}
	return string(s)
}
