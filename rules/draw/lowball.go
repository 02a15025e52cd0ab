package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Lowball: ace-to-five draw lowball with one draw, the joker as the lowest
// card missing, kill pots carried from hand to hand, and the lowball
// collection rates (seed 000 lines 244-339).
var lowball = &variant{
	id:       "lowball",
	name:     "Lowball (ace-to-five)",
	sources:  []rules.Cite{rules.At(rules.Seed000, "244-302"), rules.At(rules.Seed000, "304-339")},
	decks:    "one 52-card deck and, by the table's deck setting, the joker",
	handSize: 5, draws: 1,
	handRule:  rules.At(rules.Seed000, "248"),
	drawRule:  rules.At(rules.Seed000, "267-268"),
	joker:     true,
	deckRule:  rules.At(rules.Seed000, "256"),
	positions: 10, minSeats: 2, maxSeats: 10,
	seatsRule: rules.At(rules.Seed000, "248"),
	portions: []portion{{
		name: "low",
		rule: rules.At(rules.Seed000, "255"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			return lowKey(poker.LowA5(hand)), true
		},
		describe: describeLow,
	}},
	showdownRule: rules.At(rules.Seed000, "255"),
	oddDefault:   OddChipHighCardBySuit,
	oddRule:      citeHighCardSuit,
	feesRule:     rules.At(rules.Seed000, "304-315"),
	wins: "each main or side pot goes to the lowest ace-to-five hand among the seats that have not folded and put in " +
		"enough to be eligible for it: straights and flushes do not count, 5-4-3-2-A is best (line 255), the joker is " +
		"the lowest card missing from the hand (line 256); a seat left alone when the others fold takes the pot",
	pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
	kill: true,
}

// Lowball returns the Lowball (ace-to-five) game.
func Lowball() rules.Game { return game{lowball} }
