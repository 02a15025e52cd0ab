package stud

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// entryFees is how many fee lines the form offers: a hand carries up to
// three staged fees and a jackpot or time fee.
const entryFees = 5

// EntryForm is a stud hand as it was played out: the last street dealt,
// the bring-in and the first to act on each later street, each seat with
// its cards face down and face up (and its discard in the Super games),
// the street it folded on, its ante and its bets street by street, what it
// collected, and the fees.
func (g Stud) EntryForm(rules.Settings) rules.EntryForm {
	v := g.v
	names := v.streetNames()
	table := rules.EntrySection{ID: "table", Legend: "Streets and action", Fields: []rules.EntryField{
		{Name: "street", Label: "Last street dealt", Kind: rules.EntryChoice, Choices: names,
			Hint: fmt.Sprintf("The last street whose cards were dealt: %s when the hand went to a showdown.", names[len(names)-1])},
		{Name: "bring_in", Label: "Bring-in seat", Kind: rules.EntryInt, Min: 1, Max: v.Seats,
			Hint: "The seat that made the forced bet on " + names[0] + " street."},
	}}
	if v.Button {
		table.Fields = append(table.Fields, rules.EntryField{Name: "button", Label: "Button seat", Kind: rules.EntryInt, Min: 1, Max: v.Seats,
			Hint: "The seat of the player-dealer button; the deal starts on its left."})
	}
	table.Fields = append(table.Fields, rules.EntryField{Name: "community", Label: "Common card", Kind: rules.EntryCards,
		Hint: "The card turned face up in the center on " + names[len(names)-1] + " street when the deck held too few fresh cards for the seats left; empty otherwise."})
	for _, name := range names[1:] {
		table.Fields = append(table.Fields, rules.EntryField{Name: "first_" + name, Key: "first_to_act." + name,
			Label: "First to act, " + name + " street", Kind: rules.EntryInt, Min: 1, Max: v.Seats,
			Hint: "The seat that acted first on " + name + " street; empty when the street was not dealt."})
	}
	_, up := v.cards(len(v.Streets) - 1)
	more := ""
	if v.TurnUp {
		more = ", one more and one up card fewer for each card turned up"
	}
	hint := fmt.Sprintf("One line per seat dealt in; blank lines are ignored. Down: the cards dealt face down in the order dealt "+
		"(%d at a showdown%s); up: the cards dealt face up, the door card first (%d at a showdown). ", v.dealtDown(len(v.Streets)-1), more, up)
	if v.discards(len(v.Streets)-1) > 0 {
		hint += "Discarded: the hole card the seat threw away, one of its first hole cards. "
	}
	if v.TurnUp {
		hint += "Turned up before: the streets before whose card the seat turned its down card face up (that card then came " +
			"face down; down lists every card dealt face down, the turned ones first). "
	}
	hint += "A seat that folded shows the up cards it was dealt and may leave its down cards out. " +
		"Ante and the bets of each street are what the seat put in; won is everything it collected."
	seats := rules.EntrySection{ID: "seats", Legend: "Seats", Path: "seats", Rows: v.MaxSeats, Picker: true, Hint: hint,
		Fields: []rules.EntryField{
			{Name: "seat", Label: "Seat", Kind: rules.EntryInt, Min: 1, Max: v.Seats},
			{Name: "down", Label: "Down", Kind: rules.EntryCards},
			{Name: "up", Label: "Up", Kind: rules.EntryCards},
		}}
	if v.discards(len(v.Streets)-1) > 0 {
		seats.Fields = append(seats.Fields, rules.EntryField{Name: "discarded", Label: "Discarded", Kind: rules.EntryCards})
	}
	if v.TurnUp {
		seats.Fields = append(seats.Fields, rules.EntryField{Name: "turned_up", Label: "Turned up before", Kind: rules.EntryWords})
	}
	seats.Fields = append(seats.Fields,
		rules.EntryField{Name: "folded_on", Label: "Folded on", Kind: rules.EntryChoice, Choices: names},
		rules.EntryField{Name: "ante", Label: "Ante", Kind: rules.EntryMoney})
	for _, name := range names {
		seats.Fields = append(seats.Fields, rules.EntryField{Name: "bet_" + name, Key: "bets." + name,
			Label: "Bets, " + name, Kind: rules.EntryMoney})
	}
	seats.Fields = append(seats.Fields, rules.EntryField{Name: "won", Label: "Won", Kind: rules.EntryMoney})
	feeSection := rules.EntrySection{ID: "fees", Legend: "Fees", Path: "fees", Rows: entryFees,
		Hint: "Every fee the house took for the hand.",
		Fields: []rules.EntryField{
			{Name: "type", Label: "Fee type", Kind: rules.EntryChoice, Choices: feeTypes},
			{Name: "amount", Label: "Amount", Kind: rules.EntryMoney},
		}}
	return rules.EntryForm{
		Intro:    fmt.Sprintf("A hand of %s: the cards each seat was dealt face down and face up, what it put in the pot street by street and what it took out.", v.Name),
		Sections: []rules.EntrySection{table, seats, feeSection},
	}
}
