package paigowtiles

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// EntryForm is the hand-entry form of both games: the dice total, one line
// per hand with its four tiles as set, the player-dealer, the wagers and
// the collections.
func (g *game) EntryForm(rules.Settings) rules.EntryForm {
	info := g.Info()
	wagers := rules.PlayerDealerWagersSection(info, 2*seats, false)
	if g.wild {
		// Back-line betting is not permitted (line 2991).
		wagers.Rows = seats
		wagers.Fields = slices.DeleteFunc(wagers.Fields, func(f rules.EntryField) bool { return f.Name == "backline" })
		wagers.Hint = "One line per wager as it was settled at the table; blank lines are ignored. Payout is what the wager won at its odds, stake not included: 0 for a loss or a push. Returned: the part of a losing stake the player-dealer could not cover."
	}
	return rules.EntryForm{
		Intro: "One hand of " + info.Name + ": the dice, every hand's four tiles as set, the player-dealer's bank and result, each wager as settled and the collections.",
		Sections: []rules.EntrySection{
			{ID: "round", Legend: "Dice", Fields: []rules.EntryField{
				{Name: "dice", Label: "Dice total", Kind: rules.EntryInt, Hint: "The total of the three dice, 3 to 18, which places the action button."}}},
			{ID: "hands", Legend: "Hands", Path: "hands", Rows: seats,
				Hint: "One line per hand: the player-dealer's and every seat with a wager; blank lines are ignored. Tiles as set, each as the spots on its two halves (66 Teen, 11 Day, 44, 13, 55, 33, 22, 56, 46, 16, 15, 45 and 36 the nines, 26 and 35, 25 and 34, 14 and 23, 12 and 24 Gee Joon), the first two tiles one hand and the last two the other, such as 66 45 13 26. House way: the house dealer set the tiles (at the player's request, or the logical way for a hand left stacked).",
				Fields: []rules.EntryField{
					{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
					{Name: "tiles", Label: "Tiles as set", Kind: rules.EntryWords},
					{Name: "house_way", Label: "House way", Kind: rules.EntryCheck},
				}},
			rules.PlayerDealerSection(),
			wagers,
			rules.CollectionsSection(seats),
		},
	}
}
