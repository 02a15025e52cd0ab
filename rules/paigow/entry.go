package paigow

import (
	"github.com/tablegames/casino/rules"
)

// The hand-entry forms: the cards of each hand as set (or, in Pokara, as
// dealt and drawn), a line per seat, the wagers, and the California
// player-dealer and collections.

func setFields() []rules.EntryField {
	return []rules.EntryField{
		{Name: "front", Label: "Front (two-card) hand", Kind: rules.EntryCards, Hint: "the two cards of the Low hand"},
		{Name: "back", Label: "Back (five-card) hand", Kind: rules.EntryCards, Hint: "the five cards of the High hand"},
	}
}

func envySection(backline bool) rules.EntrySection {
	fields := []rules.EntryField{{Name: "seat", Label: "Seat", Kind: rules.EntryInt}}
	if backline {
		fields = append(fields, rules.EntryField{Name: "backline", Label: "Backline", Kind: rules.EntryInt})
	}
	fields = append(fields, rules.EntryField{Name: "payout", Label: "Envy Bonus paid", Kind: rules.EntryMoney})
	return rules.EntrySection{ID: "envy", Legend: "Envy Bonuses", Path: "envy", Rows: 8, OmitEmpty: true,
		Hint:   "One line per Fortune bettor paid an Envy Bonus: the sum of the bonuses for every other player's hand of four of a kind or better; blank lines are ignored.",
		Fields: fields}
}

// EntryForm is the Great Britain version's hand-entry form.
func (g ukGame) EntryForm(rules.Settings) rules.EntryForm {
	seat := append([]rules.EntryField{{Name: "seat", Label: "Position", Kind: rules.EntryInt}}, setFields()...)
	return rules.EntryForm{
		Intro: "The dealer's seven cards and each position's as set: the two-card front hand and the five-card back hand. Type a joker as JK.",
		Sections: []rules.EntrySection{
			{ID: "dealer", Legend: "Dealer's hand as set", Path: "cards.dealer", Picker: true, Fields: setFields()},
			{ID: "seats", Legend: "Positions", Path: "cards.seats", Rows: ukPositions, Picker: true,
				Hint: "One line per position dealt in, its seven cards as the player set them.", Fields: seat},
			rules.WagersSection(g.Info(), 3*ukPositions, true),
			envySection(false),
		}}
}

// EntryForm is the California game's hand-entry form.
func (g caGame) EntryForm(rules.Settings) rules.EntryForm {
	seat := append([]rules.EntryField{{Name: "seat", Label: "Seat", Kind: rules.EntryInt}}, setFields()...)
	seat = append(seat, rules.EntryField{Name: "house_way", Label: "Set the house way on request", Kind: rules.EntryCheck})
	return rules.EntryForm{
		Intro: "The dice total, the player-dealer's seven cards and each wagering seat's as set: the two-card front hand and the five-card back hand. Type a joker as JK.",
		Sections: []rules.EntrySection{
			{ID: "round", Legend: "Round", Fields: []rules.EntryField{
				{Name: "dice", Label: "Dice total", Kind: rules.EntryInt, Hint: "the three dice that placed the action button, 3 to 18"}}},
			{ID: "pd_hand", Legend: "Player-dealer's hand as set", Path: "cards.player_dealer", Picker: true, Fields: setFields()},
			{ID: "seats", Legend: "Seats", Path: "cards.seats", Rows: caPositions - 1, Picker: true,
				Hint: "One line per seat holding a wager, its seven cards as set; a hand set three and four cards, or one and six, is typed so.", Fields: seat},
			rules.PlayerDealerWagersSection(g.Info(), 24, false),
			envySection(true),
			rules.PlayerDealerSection(),
			rules.CollectionsSection(caPositions + 1),
		}}
}

// EntryForm is Pokara's hand-entry form.
func (g pokaraGame) EntryForm(rules.Settings) rules.EntryForm {
	hand := []rules.EntryField{
		{Name: "dealt", Label: "Dealt", Kind: rules.EntryCards, Hint: "the three cards dealt"},
		{Name: "discard", Label: "Discarded", Kind: rules.EntryCards, Hint: "the card thrown, if it drew"},
		{Name: "drawn", Label: "Drawn", Kind: rules.EntryCards, Hint: "the card drawn, if it drew"},
	}
	seat := append([]rules.EntryField{{Name: "seat", Label: "Seat", Kind: rules.EntryInt}}, hand...)
	return rules.EntryForm{
		Intro: "Each hand's three cards as dealt and, when it drew, the card it threw and the card it drew. A double is a wager line of its own.",
		Sections: []rules.EntrySection{
			{ID: "pd_hand", Legend: "Player-dealer's hand", Path: "cards.player_dealer", Picker: true, Fields: hand},
			{ID: "seats", Legend: "Seats", Path: "cards.seats", Rows: pokaraSeats - 1, Picker: true, Fields: seat},
			rules.PlayerDealerWagersSection(g.Info(), 3*(pokaraSeats-1), false),
			rules.PlayerDealerSection(),
			rules.CollectionsSection(pokaraSeats),
		}}
}
