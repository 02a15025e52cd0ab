package letitride

import "github.com/tablegames/casino/rules"

// maxSeats is the most seats one pack deals three cards to beside the
// dealer's three: (52 - 3) / 3.
const maxSeats = 16

// EntryForm declares the hand-entry form: the two community cards, a line
// per seat with its three cards and its two decisions, and the wagers.
func (g game) EntryForm(rules.Settings) rules.EntryForm {
	return rules.EntryForm{
		Intro: "One round of Let it Ride: the two community cards, each seat's three cards and its decisions on wagers '1' and '2', and every wager as settled.",
		Sections: []rules.EntrySection{
			{ID: "community", Legend: "Community cards", Path: "cards", Picker: true, Fields: []rules.EntryField{
				{Name: "community", Label: "Community cards", Kind: rules.EntryCards, Hint: "the two cards, the one shown first first"},
			}},
			{ID: "seats", Legend: "Seats", Path: "cards.seats", Rows: maxSeats, Picker: true,
				Hint: "One line per player. Decisions: two words, on wager '1' and then on wager '2', each ride or withdraw (\"withdraw ride\").",
				Fields: []rules.EntryField{
					{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
					{Name: "cards", Label: "Cards", Kind: rules.EntryCards, Hint: "the player's three cards"},
					{Name: "decisions", Label: "Decisions", Kind: rules.EntryWords},
				}},
			{
				ID: "wagers", Legend: "Wagers", Path: "wagers", Rows: 4 * maxSeats,
				Hint:   "One line per wager: the three Mandatory Wagers one, two and pound of every seat (a withdrawn one is a push) and any three_card_bonus. Payout is what the wager won, stake not included.",
				Fields: rules.WagersSection(g.Info(), 1, false).Fields,
			},
		},
	}
}
