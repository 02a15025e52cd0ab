package baccarat

import "github.com/tablegames/casino/rules"

// cardsSection is the Player's and Banker's cards of a coup, as dealt.
func cardsSection() rules.EntrySection {
	return rules.EntrySection{ID: "cards", Legend: "Cards", Path: "cards", Picker: true,
		Hint: "Each hand's cards in the order dealt, rank then suit, separated by spaces, such as 9H KC. Ranks A K Q J T (or 10) 9 to 2; suits S H D C.",
		Fields: []rules.EntryField{
			{Name: "player", Label: "Player cards", Kind: rules.EntryCards},
			{Name: "banker", Label: "Banker cards", Kind: rules.EntryCards},
		}}
}

// entryWagerRows is room for a full table's main wagers.
const entryWagerRows = 8

// EntryForm is the hand-entry form of every variant: the coup's cards and
// the wagers as settled; a California game adds the player-dealer, its
// backline bettors and the collections, with room for two wagers and a
// collection per seat.
func (g *game[S]) EntryForm(s rules.Settings) rules.EntryForm {
	info := g.Info()
	if g.california == nil {
		return rules.EntryForm{Sections: []rules.EntrySection{cardsSection(), rules.WagersSection(info, entryWagerRows, true)}}
	}
	seats := entryWagerRows
	if st, ok := s.(S); ok {
		seats = g.california.seats(st)
	}
	return rules.EntryForm{Sections: []rules.EntrySection{
		cardsSection(),
		rules.PlayerDealerSection(),
		rules.PlayerDealerWagersSection(info, max(entryWagerRows, 2*seats), true),
		rules.CollectionsSection(max(entryWagerRows, seats)),
	}}
}
