package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Badeucey: five cards, three draws, half the pot to the best
// deuce-to-seven hand and half to the best badugi of four of the five
// cards (seed 000 lines 5929-6151).
var badeucey = &variant{
	id:       "badeucey",
	name:     "Badeucey",
	sources:  []rules.Cite{rules.At(rules.Seed000, "5929-6151")},
	decks:    "one 52-card deck, no joker",
	handSize: 5, draws: 3,
	handRule:  rules.At(rules.Seed000, "5935"),
	drawRule:  rules.At(rules.Seed000, "5998-6008"),
	deckRule:  rules.At(rules.Seed000, "5939"),
	positions: 9, minSeats: 2, maxSeats: 7,
	seatsRule: rules.At(rules.Seed000, "5973"),
	portions: []portion{{
		name: "deuce-to-seven",
		rule: rules.At(rules.Seed000, "5943-5958"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			return deuceKey(poker.Low27Of(hand)), true
		},
		describe: describeDeuce,
	}, badugiPortion(rules.At(rules.Seed000, "5960-5969"))},
	showdownRule: rules.At(rules.Seed000, "6064-6075"),
	oddChip:      OddChipHighCardBySuit,
	oddRule:      rules.At(rules.Seed000, "6075"),
	splitRule:    rules.At(rules.Seed000, "6068"),
	feesRule:     rules.At(rules.Seed000, "6079"),
	wins: "each main or side pot is split in half: one half to the best deuce-to-seven hand of five cards (7-5-4-3-2 " +
		"best, straights and flushes count, the ace high only; lines 5943-5958), the other to the best badugi of four " +
		"of the five cards (lines 5960-5969); one hand may take both halves",
	pays: "each half of the pot less the house's fees; tied hands split their half; odd chips to the winner with the " +
		"highest card by suit (lines 6066, 6075); the pot is halved even when the same seats win both halves, each half " +
		"split among its own winners (line 6073)",
}

// Badeucey returns the Badeucey game.
func Badeucey() rules.Game { return game{badeucey} }
