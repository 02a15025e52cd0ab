package chinese

import "github.com/tablegames/casino/rules"

// seatFieldsEntry are the inputs both games' seat lines share: the rows as
// laid out, then the money.
func rowFields() []rules.EntryField {
	return []rules.EntryField{
		{Name: "seat", Label: "Seat", Kind: rules.EntryInt, Min: 1, Max: tableSeats},
		{Name: "front", Label: "Front (3)", Kind: rules.EntryCards, Hint: "The three cards set furthest from the player."},
		{Name: "middle", Label: "Middle (5)", Kind: rules.EntryCards},
		{Name: "back", Label: "Back (5)", Kind: rules.EntryCards, Hint: "The five cards set closest to the player."},
	}
}

func moneyFields() []rules.EntryField {
	return []rules.EntryField{
		{Name: "stack", Label: "Stack", Kind: rules.EntryMoney, Hint: "The chips the seat had in play at the start of the hand, where a short stack may limit what it pays or collects; leave empty otherwise."},
		{Name: "fee", Label: "Fee", Kind: rules.EntryMoney},
		{Name: "points", Label: "Points", Kind: rules.EntryInt, Hint: "Points won against all the other seats, negative (-5) when lost."},
		{Name: "won", Label: "Won", Kind: rules.EntryMoney, Hint: "Money won against all the other seats, fees apart, negative (−) when lost."},
	}
}

// EntryForm is a hand as it was settled: the player-dealer button, and each
// seat's three rows, Clean Sweep declaration, stack, fee and result.
func (cp13) EntryForm(rules.Settings) rules.EntryForm {
	seat := rowFields()
	seat = append(seat, rules.EntryField{Name: "clean_sweep", Label: "Clean Sweep declared", Kind: rules.EntryChoice,
		Choices: cleanSweepIDs(), ChoiceLabels: cleanSweepNames(),
		Hint: "Only a Clean Sweep (automatic) hand declared before the showdown; leave empty for a regular hand."})
	seat = append(seat, moneyFields()...)
	return rules.EntryForm{
		Intro: "Each seat dealt in, with its thirteen cards as set in three rows, and what it won or lost against the others.",
		Sections: []rules.EntrySection{
			{ID: "table", Legend: "Player-dealer", Fields: []rules.EntryField{
				{Name: "button", Label: "Player-dealer seat", Kind: rules.EntryInt, Min: 1, Max: tableSeats,
					Hint: "The seat holding the player-dealer button; the seat on its left compares first."},
			}},
			{ID: "seats", Legend: "Seats", Path: "seats", Rows: tableSeats, Picker: true,
				Hint:   "One line per seat dealt in; blank lines are ignored. The fee is the collection fee taken from the seat for the hand.",
				Fields: seat},
		},
	}
}

func cleanSweepNames() []string {
	out := make([]string, len(CleanSweeps))
	for i, c := range CleanSweeps {
		out[i] = c.String()
	}
	return out
}

// EntryForm is a hand as it was settled: the seat holding the buttons, and
// each seat's rows, discards, fantasy, stack, fee and result.
func (faceUp) EntryForm(s rules.Settings) rules.EntryForm {
	fantasy := ""
	if st, err := faceUpSettingsFor(s); err == nil && st.Fantasy {
		fantasy = "1"
	}
	seat := rowFields()
	seat = append(seat,
		rules.EntryField{Name: "discards", Label: "Discards", Kind: rules.EntryCards,
			Hint: "The four cards discarded (one in fantasy), where the table keeps them; they are checked against the rows."},
		rules.EntryField{Name: "fantasy", Label: "In fantasy", Kind: rules.EntryCheck,
			Hint: "The seat played this hand in Fantasy Land, dealt fourteen cards."})
	seat = append(seat, moneyFields()...)
	return rules.EntryForm{
		Intro: "Each seat dealt in, with its rows as set, and what it won or lost against the others.",
		Sections: []rules.EntrySection{
			{ID: "table", Legend: "Buttons", Fields: []rules.EntryField{
				{Name: "button", Label: "Button seat", Kind: rules.EntryInt, Min: 1, Max: tableSeats,
					Hint: "The seat holding the dealer and action buttons: position #1."},
				{Name: "fantasy_variation", Label: "Fantasy variation", Kind: rules.EntryCheck, Value: fantasy,
					Hint: "Ticked when the table plays the Fantasy Open Face Variation."},
			}},
			{ID: "seats", Legend: "Seats", Path: "seats", Rows: 3, Picker: true,
				Hint:   "One line per seat dealt in; blank lines are ignored. The fee is a half-hour fee taken from the seat during the hand, if any.",
				Fields: seat},
		},
	}
}
