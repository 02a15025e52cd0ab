package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Archie: five cards, three draws, half the pot to the best high hand of a
// pair of sixes or better and half to the best ace-to-five low of six or
// lower; a half nobody qualifies for goes to the other's winners, and when
// nobody qualifies for either the best high hand takes the pot (seed 000
// lines 3428-3655).
var archie = &variant{
	id:       "archie",
	name:     "Archie",
	sources:  []rules.Cite{rules.At(rules.Seed000, "3428-3655")},
	decks:    "one 52-card deck, no joker",
	handSize: 5, draws: 3,
	handRule:  rules.At(rules.Seed000, "3434"),
	drawRule:  rules.At(rules.Seed000, "3503-3514"),
	deckRule:  rules.At(rules.Seed000, "3438"),
	positions: 9, minSeats: 2, maxSeats: 7,
	seatsRule: rules.At(rules.Seed000, "3476"),
	portions: []portion{{
		name: "high",
		rule: rules.At(rules.Seed000, "3462"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			v := poker.Eval5([5]rules.Card(hand))
			return uint64(v), poker.ArchieHighQualifies(v)
		},
		fallback: func(hand, _ []rules.Card) uint64 { return uint64(poker.Eval5([5]rules.Card(hand))) },
		describe: describeArchieHigh,
		elseTo:   1,
	}, {
		name: "low",
		rule: rules.At(rules.Seed000, "3466-3472"),
		value: func(hand, _ []rules.Card) (uint64, bool) {
			l := poker.LowA5(hand)
			return lowKey(l), poker.ArchieLowQualifies(l)
		},
		describe: describeLow,
		elseTo:   0,
	}},
	showdownRule: rules.At(rules.Seed000, "3570-3583"),
	oddChip:      OddChipLeftOfButton,
	oddRule:      rules.At(rules.Seed000, "3572"),
	splitRule:    rules.At(rules.Seed000, "3578"),
	feesRule:     rules.At(rules.Seed000, "3587"),
	wins: "each main or side pot is split in half between the best high hand of a pair of sixes or better (line 3462) " +
		"and the best ace-to-five low of six or lower (lines 3466-3472); with no qualifying low the high hand takes " +
		"it all, with no qualifying high the low takes it all, and with neither the best non-qualifying high hand " +
		"(lines 3574-3583); one hand may take both halves",
	pays: "each half of the pot less the house's fees; tied hands split their half; odd chips to the winner closest to " +
		"the left of the dealer button (line 3572); the pot is halved even when the same seats win both halves, each half " +
		"split among its own winners (line 3582)",
	notes: []string{
		"Of the 2,598,960 five-card hands, 958,500 qualify for the high half (every hand of two pair or better, 198,180, " +
			"and the nine pairs from sixes to aces, 9 x 84,480, from the published counts of poker hands) and 6,144 " +
			"for the low (five different ranks from the ace to the six, 6 x 4^5), counted hand by hand in rules/poker.",
	},
}

func describeArchieHigh(v uint64) string {
	s := poker.Value(v).String()
	if !poker.ArchieHighQualifies(poker.Value(v)) {
		s += " (no pair of sixes: not qualifying)"
	}
	return s
}

// Archie returns the Archie game.
func Archie() rules.Game { return game{archie} }
