package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Badacey: five cards, three draws, half the pot to the best ace-to-five
// lowball hand and half to the best badugi of four of the five cards (seed
// 000 lines 4432-4644).
var badacey = &variant{
	id:       "badacey",
	name:     "Badacey",
	sources:  []rules.Cite{rules.At(rules.Seed000, "4432-4644")},
	decks:    "one 52-card deck, no joker",
	handSize: 5, draws: 3,
	handRule:  rules.At(rules.Seed000, "4438"),
	drawRule:  rules.At(rules.Seed000, "4495-4505"),
	deckRule:  rules.At(rules.Seed000, "4442"),
	positions: 9, minSeats: 2, maxSeats: 7,
	seatsRule: rules.At(rules.Seed000, "4472"),
	portions: []portion{{
		name: "ace-to-five",
		rule: rules.At(rules.Seed000, "4446-4458"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			return lowKey(poker.LowA5(hand)), true
		},
		describe: describeLow,
	}, badugiPortion(rules.At(rules.Seed000, "4460-4468"))},
	showdownRule: rules.At(rules.Seed000, "4559-4570"),
	oddChip:      OddChipHighCardBySuit,
	oddRule:      rules.At(rules.Seed000, "4570"),
	splitRule:    rules.At(rules.Seed000, "4563"),
	feesRule:     rules.At(rules.Seed000, "4574"),
	wins: "each main or side pot is split in half: one half to the best ace-to-five lowball hand of five cards " +
		"(5-4-3-2-A best, straights and flushes do not count; lines 4446-4458), the other to the best badugi of four " +
		"of the five cards (lines 4460-4468); one hand may take both halves (line 4565)",
	pays: "each half of the pot less the house's fees; tied hands split their half; odd chips to the winner with the " +
		"highest card by suit (lines 4561, 4570); the pot is halved even when the same seats win both halves, each half " +
		"split among its own winners (line 4568)",
}

// Badacey returns the Badacey game.
func Badacey() rules.Game { return game{badacey} }
