package flop

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// FiveCardOmahaID is the catalog id of Five Card Omaha High/Low Split.
const FiveCardOmahaID = "five-card-omaha-hilo"

// Five Card Omaha High/Low Split (seed 000 lines 2103-2274): one 52-card
// deck (line 2113), five hole cards of which exactly two play with three
// of the five board cards, for high and for low (lines 2109, 2213); an
// 8-or-better low of five different ranks, straights and flushes no bar
// (line 2125); the pot halved when a low qualifies, whole to the high
// otherwise (lines 2215-2218); ten seats (line 2147); odd chips to the
// player closest to the left of the dealer button (lines 2217, 2222).
var fiveCardOmaha = &variant{
	id:      FiveCardOmahaID,
	name:    "Five Card Omaha High/Low Split",
	sources: []rules.Cite{rules.At(rules.Seed000, "2103-2274")},
	decks:   "one 52-card deck",
	hole:    5, seats: 10, players: 10,
	boards: 1, boardSizes: []int{0, 3, 4, 5}, streets: []string{"the flop", "the turn", "the river"},
	hand:         exactlyTwo,
	hiLo8:        true,
	citeDeal:     rules.At(rules.Seed000, "2113"),
	citeShowdown: rules.At(rules.Seed000, "2213"),
	citeBoard:    rules.At(rules.Seed000, "2177-2201"),
	citeFees:     rules.At(rules.Seed000, "2226"),
	citeSeats:    rules.At(rules.Seed000, "2147"),
	citeOddLeft:  rules.At(rules.Seed000, "2222"),
	wins: "each main or side pot is halved between the best high hand and the best 8-or-better low, each of exactly two " +
		"of the five hole cards and three board cards, among the seats that have not folded and put in enough to be " +
		"eligible for it; the high takes the whole pot when no low qualifies; a seat left alone when the others fold " +
		"takes the pot",
	pays: "the pot less the house's fees; tied hands split their half, odd chips to the winner closest to the left of the button; " +
		"the pot is halved even when the same seats win both halves, each half split among its own winners (line 2218)",
	specs: []rules.SettingSpec{
		chipUnitSpec(rules.At(rules.Seed000, "2222")),
		fees.ScheduleSetting(FiveCardOmahaID),
	},
}

// FiveCardOmaha returns the Five Card Omaha High/Low Split game.
func FiveCardOmaha() rules.Game { return game{fiveCardOmaha} }
