package holdembonus

import "github.com/tablegames/casino/rules"

func voidChoice(name, label, hint string, reasons []VoidReason) rules.EntryField {
	f := rules.EntryField{Name: name, Label: label, Kind: rules.EntryChoice, Hint: hint}
	for _, r := range reasons {
		f.Choices = append(f.Choices, r.Value)
		f.ChoiceLabels = append(f.ChoiceLabels, r.Text)
	}
	return f
}

// EntryForm is a round as the table played it: a void round's reason, the
// community and dealer cards, each playing position dealt in and its
// decision, and the wagers (room for every bet of every position).
func (game) EntryForm(s rules.Settings) rules.EntryForm {
	positions := MaxPositions
	if st, err := settingsFor(s); err == nil {
		positions = st.Positions
	}
	info := game{}.Info()
	wagers := rules.WagersSection(info, positions*len(info.Wagers), false)
	return rules.EntryForm{Sections: []rules.EntrySection{
		{ID: "round", Legend: "Round", Fields: []rules.EntryField{
			voidChoice("void", "Round void", "Only when an irregularity voided the whole round and every wager was returned; the cards may then be what was dealt.", RoundVoids)}},
		{ID: "cards", Legend: "Cards", Path: "cards", Picker: true,
			Hint: "Cards rank then suit, separated by spaces, such as 8D 8C 3S KH 2D. Ranks A K Q J T (or 10) 9 to 2; suits S H D C.",
			Fields: []rules.EntryField{
				{Name: "community", Label: "Community cards", Kind: rules.EntryCards, Hint: "The five in the order exposed: the three Flop cards, the Turn, the River."},
				{Name: "dealer", Label: "Dealer cards", Kind: rules.EntryCards},
			}},
		{ID: "hands", Legend: "Hands", Path: "cards.seats", Rows: positions,
			Hint: "One line per playing position dealt in; blank lines are ignored. Hole cards are required for a hand compared with the dealer's; a folded, declined or void hand may leave them out. Declined: the player did not expose his cards for the comparison.",
			Fields: []rules.EntryField{
				{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
				{Name: "cards", Label: "Hole cards", Kind: rules.EntryCards},
				{Name: "folded", Label: "Folded", Kind: rules.EntryCheck},
				{Name: "declined", Label: "Declined", Kind: rules.EntryCheck},
				voidChoice("void", "Hand void", "", HandVoids),
			}},
		wagers,
	}}
}
