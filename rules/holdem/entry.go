package holdem

import "github.com/tablegames/casino/rules"

// entrySeats and entryFees are the lines of the form: a full table, and the
// fees a hand may carry at once.
const (
	entrySeats = 10
	entryFees  = 3
)

// EntryForm is a pot as it was played out: the button, the board, each
// seat dealt in with what it put in and took out, and the fees taken.
func (game) EntryForm(rules.Settings) rules.EntryForm {
	return rules.EntryForm{Sections: []rules.EntrySection{
		{ID: "table", Legend: "Button and board", Picker: true, Fields: []rules.EntryField{
			{Name: "button", Label: "Button seat", Kind: rules.EntryInt},
			{Name: "board", Label: "Board", Kind: rules.EntryCards,
				Hint: "The community cards in the order dealt (flop, turn, river), such as AS KD 7C 2H 9S; empty when the hand ended before the flop."},
		}},
		{ID: "seats", Legend: "Seats", Path: "seats", Rows: entrySeats,
			Hint: "One line per seat dealt in; blank lines are ignored. Hole cards are required for every seat that reached a showdown. Contributed is everything the seat put in the pot; won is everything it collected; dead is a dead blind it posted.",
			Fields: []rules.EntryField{
				{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
				{Name: "cards", Label: "Hole cards", Kind: rules.EntryCards},
				{Name: "folded", Label: "Folded", Kind: rules.EntryCheck},
				{Name: "contributed", Label: "Contributed", Kind: rules.EntryMoney},
				{Name: "won", Label: "Won", Kind: rules.EntryMoney},
				{Name: "dead", Label: "Dead blind", Kind: rules.EntryMoney},
			}},
		{ID: "fees", Legend: "Fees taken from the pot", Path: "fees", Rows: entryFees,
			Fields: []rules.EntryField{
				{Name: "type", Label: "Fee type", Kind: rules.EntryChoice, Choices: feeTypes},
				{Name: "amount", Label: "Amount", Kind: rules.EntryMoney},
			}},
	}}
}
