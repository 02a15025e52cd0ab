package flop

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// ReverseHoldemID is the catalog id of Reverse Hold'em.
const ReverseHoldemID = "reverse-holdem"

// Reverse Hold'em (seed 000 lines 424-467): two downcards and a board of
// one card (the flop), one card (the turn) and three (the river), lines
// 428, 438-442; any five cards (line 430); at most nine players (line 426).
var reverseHoldem = &variant{
	id:      ReverseHoldemID,
	name:    "Reverse Hold'em",
	sources: []rules.Cite{rules.At(rules.Seed000, "424-467")},
	decks:   "one 52-card deck",
	hole:    2, seats: 9, players: 9,
	boards: 1, boardSizes: []int{0, 1, 2, 5}, streets: []string{"the flop", "the turn", "the river"},
	hand:         anyFive,
	citeDeal:     rules.At(rules.Seed000, "426-428"),
	citeShowdown: rules.At(rules.Seed000, "430"),
	citeBoard:    rules.At(rules.Seed000, "438-442"),
	citeFees:     rules.At(rules.Seed000, "452-467"),
	citeSeats:    rules.At(rules.Seed000, "426"),
	wins: "each main or side pot goes to the best five-card hand of the two hole cards and the five board cards (one " +
		"card on the flop, one on the turn, three on the river; the board alone included), among the seats that have not " +
		"folded and put in enough to be eligible for it; a seat left alone when the others fold takes the pot without a showdown",
	pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
	specs: []rules.SettingSpec{
		chipUnitSpec(rules.At(rules.Seed000, "5384")),
		oddChipSpec("Reverse Hold'em"),
		fees.ScheduleSetting(ReverseHoldemID),
	},
}

// ReverseHoldem returns the Reverse Hold'em game.
func ReverseHoldem() rules.Game { return game{reverseHoldem} }
