package flop

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// ShortDeckID is the catalog id of Short Deck Texas Hold'em.
const ShortDeckID = "short-deck-holdem"

// Short Deck Texas Hold'em (seed 000 lines 5267-5525): a 36-card deck,
// sixes to aces (line 5277); two hole cards and a Hold'em board (lines
// 5331-5366); any five cards under the book's own ranking, a flush above a
// full house and A-6-7-8-9 the lowest straight (lines 5281-5310, 5380);
// up to ten seats (line 5314); odd chips to the winner closest to the left
// of the button (line 5384).
var shortDeckHoldem = &variant{
	id:      ShortDeckID,
	name:    "Short Deck Texas Hold'em",
	sources: []rules.Cite{rules.At(rules.Seed000, "5267-5525")},
	decks:   "one 36-card deck, sixes to aces",
	hole:    2, seats: 10, players: 10,
	deck36: true,
	boards: 1, boardSizes: []int{0, 3, 4, 5}, streets: []string{"the flop", "the turn", "the river"},
	hand:         shortDeck,
	citeDeal:     rules.At(rules.Seed000, "5277"),
	citeShowdown: rules.At(rules.Seed000, "5380-5383"),
	citeBoard:    rules.At(rules.Seed000, "5341-5366"),
	citeFees:     rules.At(rules.Seed000, "5386"),
	citeSeats:    rules.At(rules.Seed000, "5314"),
	citeOddLeft:  rules.At(rules.Seed000, "5384"),
	wins: "each main or side pot goes to the best five-card hand of the two hole cards and the five board cards (the " +
		"board alone included) under the Short Deck ranking, a flush above a full house and A-6-7-8-9 the lowest straight, " +
		"among the seats that have not folded and put in enough to be eligible for it; a seat left alone when the others " +
		"fold takes the pot without a showdown",
	pays: "the pot less the house's fees; tied hands split it, the odd chips to the winner closest to the left of the button",
	specs: []rules.SettingSpec{
		chipUnitSpec(rules.At(rules.Seed000, "5384")),
		fees.ScheduleSetting(ShortDeckID),
	},
}

// ShortDeckHoldem returns the Short Deck Texas Hold'em game.
func ShortDeckHoldem() rules.Game { return game{shortDeckHoldem} }
