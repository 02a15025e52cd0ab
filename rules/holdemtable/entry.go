package holdemtable

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// The hand-entry forms: the community and dealer cards, a line per
// position with its hole cards and its decisions as typed words, and a
// line per wager; the California game adds its player-dealer and
// collections.

// formPositions is the number of position lines a Great Britain form
// offers; the rule book fixes no layout (its figures 18-21 are lost).
const formPositions = 9

func cardsSection() rules.EntrySection {
	return rules.EntrySection{ID: "cards", Legend: "Cards", Path: "cards", Picker: true,
		Fields: []rules.EntryField{
			{Name: "community", Label: "Community cards", Kind: rules.EntryCards,
				Hint: "the five in the order exposed: the three Flop cards, the Turn, the River"},
			{Name: "dealer", Label: "Dealer's hole cards", Kind: rules.EntryCards},
		}}
}

func seatsSection(rows int, words string) rules.EntrySection {
	return rules.EntrySection{ID: "seats", Legend: "Positions", Path: "cards.seats", Rows: rows, Picker: true,
		Hint: "One line per position dealt in: its two hole cards (a folded hand's may be left blank when nothing is settled on them) and its decisions in order. " + words,
		Fields: []rules.EntryField{
			{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
			{Name: "cards", Label: "Hole cards", Kind: rules.EntryCards},
			{Name: "decisions", Label: "Decisions", Kind: rules.EntryWords},
		}}
}

// houseForm is the form of a house-banked game of the family.
func houseForm(info rules.GameInfo, intro, words string) rules.EntryForm {
	return rules.EntryForm{Intro: intro, Sections: []rules.EntrySection{
		cardsSection(),
		seatsSection(formPositions, words),
		rules.WagersSection(info, formPositions*len(info.Wagers), false),
	}}
}

// EntryForm declares the hand-entry form of holdem-bonus-uk.
func (g bonusGame) EntryForm(rules.Settings) rules.EntryForm {
	return houseForm(g.Info(), "A round of Texas Hold 'Em Bonus: the cards, each position's decisions, and every wager as settled.",
		"Type \"bet\" (the Flop wager) or \"fold\"; after a Flop wager, \"bet\" or \"check\" before the Turn and again before the River: \"bet check bet\".")
}

// EntryForm declares the hand-entry form of ultimate-holdem-uk.
func (g ultimateUKGame) EntryForm(rules.Settings) rules.EntryForm {
	return houseForm(g.Info(), "A round of Ultimate Texas Hold 'Em: the cards, each position's decisions, and every wager as settled.", ultimateWords)
}

const ultimateWords = "Type \"4x\" or \"3x\" to play before the Flop, else \"check\"; then \"2x\" or \"check\" after the Flop; then \"1x\" or \"fold\" after the River: \"4x\", \"check 2x\", \"check check fold\"."

// EntryForm declares the hand-entry form of casino-holdem.
func (g casinoGame) EntryForm(rules.Settings) rules.EntryForm {
	return houseForm(g.Info(), "A round of Casino Hold 'Em: the cards, each position's decision, and every wager as settled.",
		"Type \"call\" or \"fold\".")
}

// EntryForm declares the hand-entry form of two-way-holdem.
func (g twoWayGame) EntryForm(rules.Settings) rules.EntryForm {
	return houseForm(g.Info(), "A round of Two Way Hold 'Em: the cards, each position's decisions, and every wager as settled.",
		"Type \"bet\" or \"check\" after the Flop, then again after the River: \"bet check\".")
}

// EntryForm declares the hand-entry form of ultimate-holdem: the
// player-dealer, its cards as the dealer's, the wagers with what its bank
// could not cover, and the collections. The game takes no backline
// bettors (line 2280), so the wagers have no backline column.
func (g ultimateGame) EntryForm(rules.Settings) rules.EntryForm {
	info := g.Info()
	wagers := rules.PlayerDealerWagersSection(info, (caSeats-1)*len(info.Wagers), false)
	wagers.Fields = slices.DeleteFunc(wagers.Fields, func(f rules.EntryField) bool { return f.Name == "backline" })
	wagers.Hint = "One line per wager as it was settled against the player-dealer's bank; blank lines are ignored. Payout is what the wager won, stake not included: 0 for a loss, a push or no action. Returned: the part of a losing stake the player-dealer's bank could not take."
	cards := cardsSection()
	cards.Fields[1].Label = "Player-dealer's hole cards"
	return rules.EntryForm{Intro: "A round of Ultimate Texas Hold'em banked by a player-dealer: the cards, each player's decisions, every wager as settled against the bank, and the collections.",
		Sections: []rules.EntrySection{
			rules.PlayerDealerSection(),
			cards,
			seatsSection(caSeats-1, ultimateWords),
			wagers,
			rules.CollectionsSection(caSeats),
		}}
}
