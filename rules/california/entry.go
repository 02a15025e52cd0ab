package california

import "github.com/tablegames/casino/rules"

// The hand-entry forms of the California games of this package: the cards
// each game deals, the player-dealer, the wagers with their backline
// bettors and the collections.

// playerDealerCards is the player-dealer's own hand.
func playerDealerCards(hint string) rules.EntrySection {
	return rules.EntrySection{ID: "cards", Legend: "Cards", Path: "cards", Picker: true, Hint: hint,
		Fields: []rules.EntryField{{Name: "player_dealer", Label: "Player-dealer cards", Kind: rules.EntryCards}}}
}

// seatHands is one line per seat's hand but the player-dealer's.
func seatHands(positions int, hint string, fields ...rules.EntryField) rules.EntrySection {
	return rules.EntrySection{ID: "hands", Legend: "Hands", Path: "cards.seats", Rows: positions - 1, Hint: hint,
		Fields: append([]rules.EntryField{
			{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
			{Name: "cards", Label: "Cards", Kind: rules.EntryCards},
		}, fields...)}
}

// playerDealerSections are the player-dealer, the wagers (room for two per
// position: a backline bettor's, or a side bet) and a collection from each
// position.
func playerDealerSections(info rules.GameInfo, positions int) []rules.EntrySection {
	return []rules.EntrySection{
		rules.PlayerDealerSection(),
		rules.PlayerDealerWagersSection(info, max(8, 2*positions), false),
		rules.CollectionsSection(max(8, positions)),
	}
}

// EntryForm is Pan 9's and Super 9's: the dice total that places the action,
// the player-dealer's cards and each seat's hand.
func (g *nines) EntryForm(rules.Settings) rules.EntryForm {
	const positions = ninesSeats
	return rules.EntryForm{Sections: append([]rules.EntrySection{
		{ID: "round", Legend: "Dice", Fields: []rules.EntryField{
			{Name: "dice", Label: "Dice total", Kind: rules.EntryInt, Min: 3, Max: 18, Hint: "The total of the three dice, 3 to 18, which places the action button."}}},
		playerDealerCards("Cards rank then suit, such as 6H 4D 3C 5S: the three cards dealt, then the card drawn, if any. Ranks A K Q J T (or 10) 9 to 2; suits S H D C."),
		seatHands(positions, "One line per seat with a wager, its hand as dealt; blank lines are ignored. Backline bettors bet on the hand of the seat they stand behind. Logical way: the casino dealer set the hand the logical way (draw on 5 or less, stand on 6 or more), for a player who set another hand or asked for help.",
			rules.EntryField{Name: "logical_way", Label: "Logical way", Kind: rules.EntryCheck}),
	}, playerDealerSections(g.Info(), positions)...)}
}

// EntryForm is 9 1/2's: the player-dealer's cards and each seat's hand.
func (g *nineHalf) EntryForm(s rules.Settings) rules.EntryForm {
	positions := ninesSeats
	if st, ok := s.(*nineHalfSettings); ok {
		positions = st.seats
	}
	return rules.EntryForm{Sections: append([]rules.EntrySection{
		playerDealerCards("Cards rank then suit, such as 5D QC 3S: the first card, then each card taken. Ranks A K Q J T (or 10) 9 to 2; suits S H D C."),
		seatHands(positions, "One line per seat with a wager, its hand as dealt; blank lines are ignored. Backline bettors bet on the hand of the seat they stand behind."),
	}, playerDealerSections(g.Info(), positions)...)}
}

// EntryForm is Baccarat 9's: the Player's and Banker's cards, the Player
// wagers moved to the hit position and, in version 1, the action seat.
func (g *baccarat9) EntryForm(rules.Settings) rules.EntryForm {
	const positions = baccarat9Seats
	info := g.Info()
	sections := []rules.EntrySection{
		{ID: "cards", Legend: "Cards", Path: "cards", Picker: true,
			Hint: "Each hand's cards in the order dealt, rank then suit, separated by spaces, such as 9H KC. Ranks A K Q J T (or 10) 9 to 2; suits S H D C.",
			Fields: []rules.EntryField{
				{Name: "player", Label: "Player cards", Kind: rules.EntryCards},
				{Name: "banker", Label: "Banker cards", Kind: rules.EntryCards},
			}},
		{ID: "hits", Legend: "Player hits", Path: "player_hits", Rows: positions - 1, OmitEmpty: true,
			Hint: "When the Player hand's three cards are in the option band, each Player wager moved to the hit position, one line per bettor; blank lines are ignored. The other Player wagers stood. Backline: 1, 2, … for a bettor behind the seat (version 1), empty for the seated player.",
			Fields: []rules.EntryField{
				{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
				{Name: "backline", Label: "Backline", Kind: rules.EntryInt},
			}},
		{ID: "action", Legend: "Action", Fields: []rules.EntryField{
			{Name: "action_seat", Label: "Action seat", Kind: rules.EntryInt,
				Hint: "Version 1 only: the seat where the action button was placed. Leave it empty when the action starts left of the player-dealer, and always in version 2."}}},
	}
	sections = append(sections, playerDealerSections(info, positions)...)
	// Every Player bettor but the player-dealer may hold each bet.
	sections[4].Rows = max(sections[4].Rows, (positions-1)*len(info.Wagers))
	return rules.EntryForm{Sections: sections}
}
