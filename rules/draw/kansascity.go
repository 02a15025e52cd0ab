package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Kansas City Lowball: deuce-to-seven triple draw, three to eight players,
// the joker as the lowest card missing (seed 000 lines 1521-1552).
var kansasCity = &variant{
	id:       "kansas-city-lowball",
	name:     "Kansas City Lowball (2-7 triple draw)",
	sources:  []rules.Cite{rules.At(rules.Seed000, "1521-1552")},
	decks:    "one 52-card deck and, by the table's deck setting, the joker",
	handSize: 5, draws: 3,
	handRule:  rules.At(rules.Seed000, "1523"),
	drawRule:  rules.At(rules.Seed000, "1543-1544"),
	joker:     true,
	deckRule:  rules.At(rules.Seed000, "1531"),
	positions: 10, minSeats: 3, maxSeats: 8,
	seatsRule: rules.At(rules.Seed000, "1523"),
	portions: []portion{{
		name: "low",
		rule: rules.At(rules.Seed000, "1530"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			return deuceKey(poker.Low27Of(hand)), true
		},
		describe: describeDeuce,
	}},
	showdownRule: rules.At(rules.Seed000, "1530"),
	oddDefault:   OddChipHighCardBySuit,
	oddRule:      citeHighCardSuit,
	splitRule:    rules.At(rules.Seed000, "1532"),
	feesRule:     rules.At(rules.Seed000, "8369-8371"),
	wins: "each main or side pot goes to the lowest deuce-to-seven hand among the eligible seats that have not folded: " +
		"straights and flushes count against a hand and the ace is high only, 7-5-4-3-2 is best (line 1530); the joker " +
		"is the lowest rank missing from the hand, with no suit (line 1531)",
	pays: "the pot less the house's fees; tied hands split it equally (line 1532), odd chips by the odd_chip setting",
}

// KansasCity returns the Kansas City Lowball game.
func KansasCity() rules.Game { return game{kansasCity} }
