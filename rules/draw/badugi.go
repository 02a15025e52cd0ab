package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// badugiPortion ranks the best badugi hand of four cards or of the best
// four of five.
func badugiPortion(rule rules.Cite) portion {
	return portion{
		name: "badugi",
		rule: rule,
		value: func(hand, _ []rules.Card) (uint64, bool) {
			return uint64(poker.BadugiOf(hand)), true
		},
		describe: describeBadugi,
	}
}

// Badugi: four cards, three draws, the best low hand of different suits and
// ranks (seed 000 lines 906-927).
var badugi = &variant{
	id:       "badugi",
	name:     "Badugi",
	sources:  []rules.Cite{rules.At(rules.Seed000, "906-927")},
	decks:    "one 52-card deck",
	handSize: 4, draws: 3,
	handRule:  rules.At(rules.Seed000, "912-918"),
	drawRule:  rules.At(rules.Seed000, "914"),
	deckRule:  rules.At(rules.Seed000, "908"),
	positions: 10, minSeats: 2, maxSeats: 10,
	seatsRule:    rules.At(rules.Seed000, "912"),
	portions:     []portion{badugiPortion(rules.At(rules.Seed000, "923-927"))},
	showdownRule: rules.At(rules.Seed000, "923-927"),
	oddDefault:   OddChipHighCardBySuit,
	oddRule:      citeHighCardSuit,
	feesRule:     rules.At(rules.Seed000, "8001-8003"),
	wins: "each main or side pot goes to the best badugi hand among the eligible seats that have not folded: the most " +
		"cards of different suits and ranks, then the lowest, compared from the highest card down, the ace low; " +
		"A-2-3-4 of four suits is best (lines 923-927)",
	pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
	notes: []string{
		"Every four-card hand counted (rules/poker): 17,160 four-card badugis in 715 ranks, as published (13 x 12 x 11 x 10; " +
			"M. Gritter on twoplustwo.com, 11 November 2005), by highest card K 5,280, Q 3,960, J 2,880, 10 2,016, 9 1,344, " +
			"8 840, 7 480, 6 240, 5 96, 4 24 (pokergeekmn.blogspot.com, 22 January 2010); 154,440 three-card, 96,252 " +
			"two-card and 2,873 one-card hands of the 270,725.",
	},
}

// Badugi returns the Badugi game.
func Badugi() rules.Game { return game{badugi} }
