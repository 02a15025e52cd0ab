package draw

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// entryFees is how many fee lines the form offers: a hand carries up to
// three staged fees and a jackpot or time fee.
const entryFees = 4

// EntryForm is a hand as it was played out: the button and the draws held,
// the board where the game has one, each seat dealt in with its cards, its
// discards and draws in flat lists, what it put in and what it took out,
// the fees, and for Lowball the kill button.
func (g game) EntryForm(rules.Settings) rules.EntryForm {
	v := g.v
	table := rules.EntrySection{ID: "table", Legend: "Button and draws", Picker: v.board != noBoard, Fields: []rules.EntryField{
		{Name: "button", Label: "Button seat", Kind: rules.EntryInt, Min: 1, Max: v.positions},
		{Name: "draws", Label: "Draws held", Kind: rules.EntryInt,
			Hint: fmt.Sprintf("How many of the %s took place before the hand ended: %d at a showdown.", plural(v.draws, "draw", "draws"), v.draws)},
	}}
	switch v.board {
	case matchFlop:
		table.Fields = append(table.Fields, rules.EntryField{Name: "board", Label: "Flop", Kind: rules.EntryCards,
			Hint: "The three-card flop whose sum the hands must match, such as QD JC 2S."})
	case dramahaBoard:
		table.Fields = append(table.Fields, rules.EntryField{Name: "board", Label: "Board", Kind: rules.EntryCards,
			Hint: "The community cards in the order dealt: the flop, then after the draw the turn and the river."})
	}
	if v.kill {
		table.Fields = append(table.Fields,
			rules.EntryField{Name: "kill_seat", Key: "kill_button.seat", Label: "Kill button seat", Kind: rules.EntryInt,
				Hint: "The seat holding the kill button as the previous hand left it; empty when the button is neutral."},
			rules.EntryField{Name: "kill_legs", Key: "kill_button.legs", Label: "Legs", Kind: rules.EntryInt, Min: 1, Max: 2,
				Hint: "1: it won the last main pot (a leg up); 2: it won the last two and must kill this pot."},
			rules.EntryField{Name: "kill_holder_left", Label: "Holder quit the game", Kind: rules.EntryCheck},
			rules.EntryField{Name: "new_game", Label: "First hand of a new game", Kind: rules.EntryCheck},
			rules.EntryField{Name: "killed_by", Label: "Killed by seat", Kind: rules.EntryInt,
				Hint: "The seat that posted a kill blind this hand; empty when the pot was not killed."},
		)
	}
	seats := rules.EntrySection{ID: "seats", Legend: "Seats", Path: "seats", Rows: v.maxSeats, Picker: true,
		Hint: fmt.Sprintf("One line per seat dealt in; blank lines are ignored. Dealt: the %d cards as dealt. "+
			"For each draw, the cards the seat threw away and the cards it was given for them, as many of each; "+
			"leave both empty when it stood pat. Cards are required for every seat that reached the showdown. "+
			"Contributed is everything the seat put in the pot; won is everything it collected; dead is a dead blind it posted.", v.handSize),
		Fields: []rules.EntryField{
			{Name: "seat", Label: "Seat", Kind: rules.EntryInt, Min: 1, Max: v.positions},
			{Name: "dealt", Label: "Dealt", Kind: rules.EntryCards},
		}}
	for k := 1; k <= v.draws; k++ {
		seats.Fields = append(seats.Fields,
			rules.EntryField{Name: fmt.Sprintf("discarded_%d", k), Label: fmt.Sprintf("Discarded, draw %d", k), Kind: rules.EntryCards},
			rules.EntryField{Name: fmt.Sprintf("drawn_%d", k), Label: fmt.Sprintf("Drawn, draw %d", k), Kind: rules.EntryCards})
	}
	seats.Fields = append(seats.Fields,
		rules.EntryField{Name: "folded", Label: "Folded", Kind: rules.EntryCheck},
		rules.EntryField{Name: "contributed", Label: "Contributed", Kind: rules.EntryMoney},
		rules.EntryField{Name: "won", Label: "Won", Kind: rules.EntryMoney},
		rules.EntryField{Name: "dead", Label: "Dead blind", Kind: rules.EntryMoney},
	)
	feeSection := rules.EntrySection{ID: "fees", Legend: "Fees", Path: "fees", Rows: entryFees,
		Hint: "Every fee the house took for the hand. From: the pot (empty) or the small blind position, where the table's schedule takes fee #1 from the small blind before the deal.",
		Fields: []rules.EntryField{
			{Name: "type", Label: "Fee type", Kind: rules.EntryChoice, Choices: feeTypes},
			{Name: "amount", Label: "Amount", Kind: rules.EntryMoney},
			{Name: "from", Label: "From", Kind: rules.EntryChoice, Choices: []string{FromPot, FromSmallBlind}},
		}}
	return rules.EntryForm{
		Intro:    fmt.Sprintf("A hand of %s: the cards each seat was dealt and drew, what it put in the pot and what it took out.", v.name),
		Sections: []rules.EntrySection{table, seats, feeSection},
	}
}
