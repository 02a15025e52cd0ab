package stud

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The split-low stud games, Razzdeucey, Razzdacey and their Super
// versions, halve every pot between a five-card low and a four-card badugi
// of the seven cards (lines 3954-3962, 4150-4158, 4351-4358, 5659-5666).

// BadugiAceLow ranks the best badugi of a seat's cards, the ace the best
// card ("ace, 2, 3, ... king" from highest to lowest, lines 4070, 4265):
// 4-3-2-A offsuit is the best hand (lines 4077, 4272). Every hand of one
// card or more has a badugi, so every seat qualifies.
func BadugiAceLow(cards []rules.Card, _ *Settings) (uint64, bool) {
	return uint64(poker.BadugiOf(cards)), true
}

// DescribeBadugiAceLow names a BadugiAceLow value.
func DescribeBadugiAceLow(v uint64) string { return poker.Badugi(v).String() }

// BadugiAceHigh ranks the best badugi of a seat's cards, the ace the worst
// card ("2, 3, ... king, and ace" from highest to lowest, lines 3873,
// 5575): 5-4-3-2 offsuit is the best hand (line 5583).
func BadugiAceHigh(cards []rules.Card, _ *Settings) (uint64, bool) {
	return uint64(poker.BadugiAceHighOf(cards)), true
}

// DescribeBadugiAceHigh names a BadugiAceHigh value.
func DescribeBadugiAceHigh(v uint64) string { return poker.BadugiAceHigh(v).String() }

// Low27Board ranks up cards as a deuce-to-seven low, higher being better:
// no pair beats a pair, the deuce is the lowest card and the ace the
// highest, and the hand with the lower highest card is the lower (the
// Razzdeucey chart, lines 3854-3866). Four cards or fewer make no straight
// or flush.
func Low27Board(up []rules.Card) uint64 {
	ranks, first, second := rankGroups(up, false)
	v := boardClass(first, second)
	for i := 0; i < 4; i++ {
		v <<= 4
		if i < len(ranks) {
			v |= uint64(ranks[i])
		}
	}
	return 1<<24 - 1 - v
}

// BadugiBoard ranks up cards as a badugi, the ace low, higher being
// better: more cards of different suits and ranks, then the lower cards.
func BadugiBoard(up []rules.Card) uint64 {
	if len(up) == 0 {
		return 0
	}
	return uint64(poker.BadugiOf(up))
}

// WorstBadugiBoard ranks up cards so that the worst badugi board, the ace
// low, acts first.
func WorstBadugiBoard(up []rules.Card) uint64 { return 1<<16 - 1 - BadugiBoard(up) }

// BadugiAceHighBoard ranks up cards as a badugi with the ace high, higher
// being better.
func BadugiAceHighBoard(up []rules.Card) uint64 {
	if len(up) == 0 {
		return 0
	}
	return uint64(poker.BadugiAceHighOf(up))
}

// WorstBadugiAceHighBoard ranks up cards so that the worst badugi board,
// the ace high, acts first.
func WorstBadugiAceHighBoard(up []rules.Card) uint64 { return 1<<16 - 1 - BadugiAceHighBoard(up) }

// chartRank27 is a card's place in the deuce-to-seven charts, from 13 for
// the deuce, "highest", to 1 for the ace, "lowest" (lines 3854, 5541).
func chartRank27(c rules.Card) int { return 15 - int(c.Rank()) }

// chartRankA5 is a card's place in the ace-to-five charts, from 13 for the
// ace, "highest", to 1 for the king, "lowest" (lines 4056, 4251).
func chartRankA5(c rules.Card) int { return 14 - rankValue(c, true) }

// lowestByChart is the bring-in key of "the lowest ranked door card by
// suit" by a chart: the lowest place, then the lowest suit, clubs (lines
// 3900, 4095).
func lowestByChart(place func(rules.Card) int) func(rules.Card) int {
	return func(c rules.Card) int { return -(place(c)*4 + suitValue(c)) }
}

// highestByChart is the bring-in key of "the highest ranked door card by
// suit" by a chart: the highest place, then the highest suit, spades
// (lines 4295, 5602).
func highestByChart(place func(rules.Card) int) func(rules.Card) int {
	return func(c rules.Card) int { return place(c)*4 + suitValue(c) }
}
