package blackjack

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// The hand-entry forms. A person types each box (seat) on one line: its
// number, its cards in the order dealt and the controlling player's
// decisions as words ("split double stand"); the engine rebuilds the split
// hands from them as a station's record would be (play.go). Wagers are one
// line each, hand by hand: hand_1, double_1, hand_2, … and the side bets.

const (
	boxesHint = "One line per box, in any order. Cards: every card the box received, in the order the dealer dealt them to it (the two of the initial deal, then each hand's cards as it was played; after a split the first hand takes its card and is played out before the second takes its own, unless the table deals both at once, split_cards). " +
		"Decisions: the controlling player's words in order, hit, stand, double, split; none where the player had no choice (a blackjack, a hand of 21, a bust, a doubled hand, a split ace)."
	wagersHint = " Bets: hand_1 is the box's hand and hand_2, hand_3, … the hands splits formed, in the order played; double_N is the stake added when hand N doubled."
)

// EntryForm declares the hand-entry form of a Great Britain round.
func (g ukGame) EntryForm(rules.Settings) rules.EntryForm {
	wagers := rules.WagersSection(g.Info(), 60, false)
	wagers.Hint += wagersHint + " Backline: 1, 2, … for a player playing behind the box, empty for the controlling player; even_money replaces hand_1 for a bettor who took it."
	wagers.Fields = slices.Insert(wagers.Fields, 1, rules.EntryField{Name: "backline", Label: "Behind", Kind: rules.EntryInt})
	return rules.EntryForm{
		Intro: "A round of Blackjack (Great Britain): the dealer's cards, each box's cards and decisions, and every wager as settled.",
		Sections: []rules.EntrySection{
			{ID: "dealer", Legend: "Dealer", Path: "cards", Picker: true,
				Hint:   "The dealer's first card, then the cards the dealer drew after the players, in order.",
				Fields: []rules.EntryField{{Name: "dealer", Label: "Dealer's cards", Kind: rules.EntryCards}}},
			{ID: "boxes", Legend: "Boxes", Path: "cards.boxes", Rows: ukMaxBoxes, Picker: true, Hint: boxesHint,
				Fields: []rules.EntryField{
					{Name: "box", Label: "Box", Kind: rules.EntryInt},
					{Name: "cards", Label: "Cards in the order dealt", Kind: rules.EntryCards},
					{Name: "decisions", Label: "Decisions", Kind: rules.EntryWords},
				}},
			wagers,
		},
	}
}

// caForm is the form of a California round.
func caForm(info rules.GameInfo, intro, words string) rules.EntryForm {
	wagers := rules.PlayerDealerWagersSection(info, 60, false)
	wagers.Hint += wagersHint
	hint := "One line per seat holding a wager, in any order; seats are numbered 1 to 8 clockwise, the player-dealer's included. " +
		"Cards: every card the seat received, in the order dealt to it (after a split the first hand takes its card and is played out before the second takes its own, unless the table deals both at once, split_cards). " +
		"Decisions: the words in order, " + words + "; none where the player had no choice."
	return rules.EntryForm{
		Intro: intro,
		Sections: []rules.EntrySection{
			{ID: "pd_cards", Legend: "Player-dealer's hand", Path: "cards", Picker: true,
				Hint:   "The player-dealer's up card, its down card, then the cards it drew, in order.",
				Fields: []rules.EntryField{{Name: "player_dealer", Label: "Player-dealer's cards", Kind: rules.EntryCards}}},
			{ID: "seats", Legend: "Seats", Path: "cards.seats", Rows: caSeats - 1, Picker: true, Hint: hint,
				Fields: []rules.EntryField{
					{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
					{Name: "cards", Label: "Cards in the order dealt", Kind: rules.EntryCards},
					{Name: "decisions", Label: "Decisions", Kind: rules.EntryWords},
				}},
			rules.PlayerDealerSection(),
			wagers,
			rules.CollectionsSection(12),
		},
	}
}

// EntryForm declares the hand-entry form of a Hawaiian Blackjack round.
func (g hawaiianGame) EntryForm(rules.Settings) rules.EntryForm {
	return caForm(g.Info(), "A round of Hawaiian Blackjack: the player-dealer's cards, each seat's cards and decisions, the player-dealer's bank, every wager as settled and the collections.",
		"hit, stand, double, split, surrender")
}

// EntryForm declares the hand-entry form of a Blackjack Poker round.
func (g bjpGame) EntryForm(rules.Settings) rules.EntryForm {
	return caForm(g.Info(), "A round of Blackjack Poker: the player-dealer's cards, each seat's cards and decisions, the player-dealer's bank, every wager as settled and the collections.",
		"hit, stand, double, split, surrender")
}
