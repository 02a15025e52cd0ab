package flop

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// DoubleBoardOmahaID is the catalog id of Double Board Omaha.
const DoubleBoardOmahaID = "double-board-omaha"

// Double Board Omaha (seed 000 lines 3657-3838): one 52-card deck (line
// 3667), four hole cards (line 3707), two boards dealt together (lines
// 3719-3744); the pot is split into two equal pots (line 3757), each won
// by the best hand of exactly two hole cards and three cards of its board
// (line 3763); nine seats, at most eight players (line 3692); odd chips to
// the player closest to the left of the dealer button (line 3767).
var doubleBoardOmaha = &variant{
	id:      DoubleBoardOmahaID,
	name:    "Double Board Omaha",
	sources: []rules.Cite{rules.At(rules.Seed000, "3657-3838")},
	decks:   "one 52-card deck",
	hole:    4, seats: 9, players: 8,
	boards: 2, boardSizes: []int{0, 3, 4, 5}, streets: []string{"the flop", "the turn", "the river"},
	hand:         exactlyTwo,
	citeDeal:     rules.At(rules.Seed000, "3667"),
	citeShowdown: rules.At(rules.Seed000, "3763-3766"),
	citeBoard:    rules.At(rules.Seed000, "3719-3744"),
	citeFees:     rules.At(rules.Seed000, "3771"),
	citeSeats:    rules.At(rules.Seed000, "3692"),
	citeOddLeft:  rules.At(rules.Seed000, "3767"),
	wins: "each main or side pot is split into two equal pots, one per board, each won by the best five-card hand of " +
		"exactly two of the four hole cards and exactly three cards of that board, among the seats that have not folded " +
		"and put in enough to be eligible for it; a seat left alone when the others fold takes the pot",
	pays: "the pot less the house's fees; tied hands split their board's pot, odd chips to the winner closest to the left of the " +
		"button; every pot is split into two equal pots, one per board, even when the same seats win both (lines 3757, 3763)",
	specs: []rules.SettingSpec{
		chipUnitSpec(rules.At(rules.Seed000, "3767")),
		fees.ScheduleSetting(DoubleBoardOmahaID),
	},
}

// DoubleBoardOmaha returns the Double Board Omaha game.
func DoubleBoardOmaha() rules.Game { return game{doubleBoardOmaha} }
