package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The Dramaha games: five hole cards, a flop, one draw, the turn and the
// river; half the pot to the best Omaha hand, exactly two hole cards and
// three board cards, and half to the best five-card draw hand of the hole
// cards: high poker in Dramaha (lines 6583-6779), deuce-to-seven in 2-7
// Dramaha (lines 6354-6581).

// omahaHigh is the best high hand of exactly two of the hole cards and
// three of the board's five.
func omahaHigh(hole, board []rules.Card) poker.Value {
	var best poker.Value
	var five [5]rules.Card
	for a := 0; a < len(hole); a++ {
		for b := a + 1; b < len(hole); b++ {
			five[0], five[1] = hole[a], hole[b]
			for c := 0; c < len(board); c++ {
				for d := c + 1; d < len(board); d++ {
					for e := d + 1; e < len(board); e++ {
						five[2], five[3], five[4] = board[c], board[d], board[e]
						best = max(best, poker.Eval5(five))
					}
				}
			}
		}
	}
	return best
}

func omahaPortion(rule rules.Cite) portion {
	return portion{
		name: "Omaha",
		rule: rule,
		value: func(hand, board []rules.Card) (uint64, bool) {
			return uint64(omahaHigh(hand, board)), true
		},
		describe: describeHigh,
	}
}

var dramaha = &variant{
	id:       "dramaha",
	name:     "Dramaha",
	sources:  []rules.Cite{rules.At(rules.Seed000, "6583-6779")},
	decks:    "one 52-card deck, no joker",
	handSize: 5, draws: 1,
	handRule:  rules.At(rules.Seed000, "6589"),
	drawRule:  rules.At(rules.Seed000, "6656-6659"),
	board:     dramahaBoard,
	deckRule:  rules.At(rules.Seed000, "6593"),
	positions: 7, minSeats: 2, maxSeats: 7,
	seatsRule: rules.At(rules.Seed000, "6619"),
	portions: []portion{omahaPortion(rules.At(rules.Seed000, "6701")), {
		name: "draw",
		rule: rules.At(rules.Seed000, "6701"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			return uint64(poker.Eval5([5]rules.Card(hand))), true
		},
		describe: describeHigh,
	}},
	showdownRule: rules.At(rules.Seed000, "6699-6710"),
	oddChip:      OddChipLeftOfButton,
	oddRule:      rules.At(rules.Seed000, "6705"),
	splitRule:    rules.At(rules.Seed000, "6703"),
	feesRule:     rules.At(rules.Seed000, "6714"),
	wins: "each main or side pot is split in half: one half to the best Omaha hand of exactly two hole cards and three " +
		"board cards, the other to the best five-card draw poker hand of the five hole cards, both ranked as standard " +
		"high poker (lines 6597-6615, 6701); one hand may take both halves",
	pays: "each half of the pot less the house's fees; tied hands split their half; odd chips to the winner closest to " +
		"the left of the dealer button (line 6705); the pot is halved even when the same seats win both halves, each half " +
		"split among its own winners (line 6708)",
}

var dramaha27 = &variant{
	id:       "dramaha-27",
	name:     "2-7 Dramaha",
	sources:  []rules.Cite{rules.At(rules.Seed000, "6354-6581")},
	decks:    "one 52-card deck, no joker",
	handSize: 5, draws: 1,
	handRule:  rules.At(rules.Seed000, "6360"),
	drawRule:  rules.At(rules.Seed000, "6456-6459"),
	board:     dramahaBoard,
	deckRule:  rules.At(rules.Seed000, "6364"),
	positions: 7, minSeats: 2, maxSeats: 7,
	seatsRule: rules.At(rules.Seed000, "6417"),
	portions: []portion{omahaPortion(rules.At(rules.Seed000, "6502")), {
		name: "2-7 draw",
		rule: rules.At(rules.Seed000, "6397-6413"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			return deuceKey(poker.Low27([5]rules.Card(hand))), true
		},
		describe: describeDeuce,
	}},
	showdownRule: rules.At(rules.Seed000, "6500-6512"),
	oddChip:      OddChipLeftOfButton,
	oddRule:      rules.At(rules.Seed000, "6505"),
	splitRule:    rules.At(rules.Seed000, "6504"),
	feesRule:     rules.At(rules.Seed000, "6516"),
	wins: "each main or side pot is split in half: one half to the best Omaha hand of exactly two hole cards and three " +
		"board cards (lines 6368-6395), the other to the best deuce-to-seven hand of the five hole cards (lines " +
		"6397-6413: 7-5-4-3-2 best, straights and flushes count, the ace high only); one hand may take both halves",
	pays: "each half of the pot less the house's fees; tied hands split their half; odd chips to the winner closest to " +
		"the left of the dealer button (line 6505); the pot is halved even when the same seats win both halves, each half " +
		"split among its own winners (line 6510)",
}

// Dramaha returns the Dramaha game.
func Dramaha() rules.Game { return game{dramaha} }

// Dramaha27 returns the 2-7 Dramaha game.
func Dramaha27() rules.Game { return game{dramaha27} }
