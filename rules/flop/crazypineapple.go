package flop

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// CrazyPineappleID is the catalog id of Crazy Pineapple.
const CrazyPineappleID = "crazy-pineapple"

// Discard rules of Crazy Pineapple (setting discards).
const (
	// DiscardsAsRecorded: each seat's record says what it discarded, one
	// card or two; the seats that reach the showdown play what they kept.
	DiscardsAsRecorded = "as_recorded"
	// DiscardsOne: one discard, at the completion of the first betting
	// round; two hole cards play.
	DiscardsOne = "one"
	// DiscardsTwo: a discard after the first and after the second betting
	// round, as line 80 reads; one hole card plays.
	DiscardsTwo = "two"
)

// Crazy Pineapple (seed 000 lines 76-131): three downcards, discards, a
// Hold'em board, any five cards (line 82).
var crazyPineapple = &variant{
	id:      CrazyPineappleID,
	name:    "Crazy Pineapple",
	sources: []rules.Cite{rules.At(rules.Seed000, "76-131")},
	decks:   "one 52-card deck",
	hole:    3, seats: 10, players: 10,
	boards: 1, boardSizes: []int{0, 3, 4, 5}, streets: []string{"the flop", "the turn", "the river"},
	hand:         anyFive,
	discards:     true,
	citeDeal:     rules.At(rules.Seed000, "80"),
	citeShowdown: rules.At(rules.Seed000, "82"),
	citeBoard:    rules.At(rules.Seed000, "80"),
	citeFees:     rules.At(rules.Seed000, "120-131"),
	citeSeats:    rules.At(rules.Seed000, "84"),
	wins: "each main or side pot goes to the best five-card hand of the hole cards a seat kept after its discards and " +
		"the five board cards (the board alone included), among the seats that have not folded and put in enough to be " +
		"eligible for it; a seat left alone when the others fold takes the pot without a showdown",
	pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
	specs: []rules.SettingSpec{
		{
			Key:     "discards",
			Default: DiscardsAsRecorded,
			Allowed: []string{DiscardsAsRecorded, DiscardsOne, DiscardsTwo},
			Doc: "How many of its three cards a seat discards before the showdown. Line 80 has the players discard at the " +
				"completion of the first betting round and again at the conclusion of the second, which leaves one card, yet " +
				"calls the game a variation of Hold'em; the sentence that follows is garbled. as_recorded takes each seat's " +
				"discards from the record (one or two) and plays the best five of the cards kept and the board; one and two " +
				"hold every seat at the showdown to that number.",
			Rule: rules.At(rules.Seed000, "80"),
		},
		chipUnitSpec(rules.At(rules.Seed000, "5384")),
		oddChipSpec("Crazy Pineapple"),
		fees.ScheduleSetting(CrazyPineappleID),
	},
}

// CrazyPineapple returns the Crazy Pineapple game.
func CrazyPineapple() rules.Game { return game{crazyPineapple} }
