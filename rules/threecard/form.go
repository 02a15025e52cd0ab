package threecard

import "github.com/tablegames/casino/rules"

// Hand-entry forms. A seat's line holds its three cards and its decision;
// the wagers are the table of house-banked (or player-dealer) wagers.

// seatsSection is the table of seats: seat, three cards, play or fold.
func seatsSection(rows int, hint string) rules.EntrySection {
	return rules.EntrySection{ID: "seats", Legend: "Seats", Path: "cards.seats", Rows: rows, Picker: true, Hint: hint,
		Fields: []rules.EntryField{
			{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
			{Name: "cards", Label: "Cards", Kind: rules.EntryCards, Hint: "the seat's three cards"},
			{Name: "decision", Label: "Decision", Kind: rules.EntryChoice, Choices: []string{DecisionPlay, DecisionFold}},
		}}
}

// A blank form shows a line of cards and formSeatWagers wager lines for
// each seat of the table's layout (its positions setting, ukLayoutSeats
// unless the table names its own: Great Britain's book lost its layout,
// interpretation T4).
const (
	ukLayoutSeats  = 7
	formSeatWagers = 3
)

// maxUKSeats is the most seats one deck deals three cards to beside the
// dealer's three: (52 - 3) / 3.
const maxUKSeats = 16

// EntryForm declares the Great Britain game's hand-entry form.
func (g ukGame) EntryForm(st rules.Settings) rules.EntryForm {
	s, err := ukSettingsFor(st)
	if err != nil {
		s = DefaultUKSettings()
	}
	seats := seatsSection(maxUKSeats, "One line per seat that wagered. Decision: play (the Play wager was made) or fold, for a seat with an Ante; blank for a seat with only a Pair Plus.")
	seats.PerSeat = 1
	wagers := rules.WagersSection(g.Info(), 4*maxUKSeats, false)
	wagers.PerSeat = formSeatWagers
	return rules.EntryForm{
		Seats: s.positions(),
		Intro: "One round of Three Card Poker (Great Britain): the dealer's three cards, each seat's three cards and its decision, and every wager as settled.",
		Sections: []rules.EntrySection{
			{ID: "dealer", Legend: "Dealer", Path: "cards", Picker: true, Fields: []rules.EntryField{
				{Name: "dealer", Label: "Dealer's cards", Kind: rules.EntryCards, Hint: "three cards; may be left blank when no seat made the Play wager"},
			}},
			seats,
			wagers,
		},
	}
}

// EntryForm declares the California game's hand-entry form.
func (g caGame) EntryForm(rules.Settings) rules.EntryForm {
	return rules.EntryForm{
		Seats: MaxSeats - 1,
		Intro: "One round of Three Card Poker 6 Card Bonus: the player-dealer's three cards, each seat's three cards and its decision, every wager as settled against the player-dealer's bank, and the collections.",
		Sections: []rules.EntrySection{
			{ID: "player_dealer_cards", Legend: "Player-dealer's cards", Path: "cards", Picker: true, Fields: []rules.EntryField{
				{Name: "player_dealer", Label: "Player-dealer's cards", Kind: rules.EntryCards, Hint: "three cards"},
			}},
			seatsSection(MaxSeats-1, "One line per player, seats 1 to 8 clockwise, the player-dealer's excepted. Decision: play (the Play wager was made) or fold."),
			caWagersSection(g.Info()),
			rules.PlayerDealerSection(),
			rules.CollectionsSection(MaxSeats),
		},
	}
}

// caWagersSection is the California wagers table without the backline
// column: "Backline betting is not permitted on any wager" (line 2484).
func caWagersSection(info rules.GameInfo) rules.EntrySection {
	s := rules.PlayerDealerWagersSection(info, 4*(MaxSeats-1), false)
	fields := make([]rules.EntryField, 0, len(s.Fields))
	for _, f := range s.Fields {
		if f.Name != "backline" {
			fields = append(fields, f)
		}
	}
	s.Fields = fields
	s.PerSeat = formSeatWagers + 1
	s.Hint = "One line per wager as it was settled against the player-dealer's bank; blank lines are ignored. Payout is what the wager won, stake not included. Returned: the part of a losing stake the player-dealer could not cover; no_action: a wager it could not cover at all."
	return s
}
