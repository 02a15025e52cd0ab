package flop

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// entryFees is the number of fee lines of the form: a hand takes up to
// three staged fees, a jackpot fee and time.
const entryFees = 5

// EntryForm is a pot as it was played out: the button and the board (two
// boards in Double Board Omaha), each seat dealt in with its hole cards
// (and a Crazy Pineapple seat's discards), what it put in and took out,
// and the fees taken.
func (g game) EntryForm(rules.Settings) rules.EntryForm {
	v := g.v
	table := rules.EntrySection{ID: "table", Legend: "Button and board", Picker: true, Fields: []rules.EntryField{
		{Name: "button", Label: "Button seat", Kind: rules.EntryInt, Min: 1, Max: v.seats},
	}}
	boardHint := fmt.Sprintf("The community cards in the order dealt (%s), such as %s; empty when the hand ended before %s.",
		boardText(v)[len("nothing, "):], exampleBoard(v), v.streets[0])
	if v.boards == 2 {
		table.Fields = append(table.Fields,
			rules.EntryField{Name: "board_1", Label: "First board", Kind: rules.EntryCards, Hint: boardHint},
			rules.EntryField{Name: "board_2", Label: "Second board", Kind: rules.EntryCards,
				Hint: "The second board's cards, dealt with the first board's at each street."})
	} else {
		table.Fields = append(table.Fields, rules.EntryField{Name: "board", Label: "Board", Kind: rules.EntryCards, Hint: boardHint})
	}
	seatFields := []rules.EntryField{
		{Name: "seat", Label: "Seat", Kind: rules.EntryInt, Min: 1, Max: v.seats},
		{Name: "cards", Label: fmt.Sprintf("Hole cards (%d)", v.hole), Kind: rules.EntryCards},
	}
	if v.discards {
		seatFields = append(seatFields, rules.EntryField{Name: "discards", Label: "Discarded", Kind: rules.EntryCards,
			Hint: "The hole cards the seat threw away, each one of its three."})
	}
	seatFields = append(seatFields,
		rules.EntryField{Name: "folded", Label: "Folded", Kind: rules.EntryCheck},
		rules.EntryField{Name: "contributed", Label: "Contributed", Kind: rules.EntryMoney},
		rules.EntryField{Name: "won", Label: "Won", Kind: rules.EntryMoney},
		rules.EntryField{Name: "dead", Label: "Dead blind", Kind: rules.EntryMoney},
	)
	return rules.EntryForm{
		Intro: fmt.Sprintf("A hand of %s: the button, the board, every seat dealt in with its %d hole cards, what it put in "+
			"the pot and what it collected, and the fees the house took.", v.name, v.hole),
		Sections: []rules.EntrySection{
			table,
			{ID: "seats", Legend: "Seats", Path: "seats", Rows: v.players,
				Hint: "One line per seat dealt in; blank lines are ignored. Hole cards are required for every seat that reached a " +
					"showdown. Contributed is everything the seat put in the pot; won is everything it collected; dead is a dead " +
					"blind it posted.",
				Fields: seatFields},
			{ID: "fees", Legend: "Fees taken from the pot", Path: "fees", Rows: entryFees,
				Hint: "Each fee by the name the table's schedule gives it: designated_1 to designated_3 for Designated Table Fees " +
					"#1-#3, regular and designated for the Regular and Designated Table Fees, collection_1 to collection_3 for " +
					"Collection Fees #1-#3, jackpot, and time collected from the pot.",
				Fields: []rules.EntryField{
					{Name: "type", Label: "Fee type", Kind: rules.EntryChoice, Choices: FeeTypes},
					{Name: "amount", Label: "Amount", Kind: rules.EntryMoney},
				}},
		},
	}
}

func exampleBoard(v *variant) string {
	if v.deck36 {
		return "AS KD 7C TH 9S"
	}
	return "AS KD 7C 2H 9S"
}
