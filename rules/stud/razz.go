package stud

import "github.com/tablegames/casino/rules"

// RazzID is Razz's catalog id.
const RazzID = "razz"

// Razz (seed 000 lines 395-422): Seven-Card Stud's deal from a 52-card deck
// (line 397), the lowest ace-to-five hand winning, straights and flushes
// not counting (lines 397, 401); the highest card brings it in, a tie in
// rank going to the highest suit, and the low hand acts first on later
// streets, a tie to the first player clockwise from the dealer (line 402).
var razz = register(&Variant{
	ID:       RazzID,
	Name:     "Razz",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "395-422")},
	Decks:    "one 52-card deck",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "397"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:      rules.At(rules.Seed000, "406"),
	Streets:        SevenStreets,
	StreetRule:     rules.At(rules.Seed000, "397"),
	ShowdownCards:  7,
	Portions:       []Portion{{Name: "low", Rule: rules.At(rules.Seed000, "401"), Value: LowA5, Describe: DescribeLowA5}},
	ShowdownRule:   rules.At(rules.Seed000, "401"),
	OddChipSetting: true,
	// The highest card with the ace low, as the hand is ranked (line
	// 401): a king brings it in before a queen, any card before an ace.
	BringIn:    BringIn{Highest: true, AceLow: true, Rule: rules.At(rules.Seed000, "402")},
	FirstToAct: EveryStreet(SevenStreets, BoardRule{Name: "low", Key: LowBoard, Rule: rules.At(rules.Seed000, "402"), Ties: rules.At(rules.Seed000, "402")}),
	FeesRule:   rules.At(rules.Seed000, "408-422"),
	Wins: "each main or side pot goes to the lowest ace-to-five hand of five of the seven cards among the seats that have " +
		"not folded and put in enough to be eligible for it: the ace low, straights and flushes not counting, 5-4-3-2-A best " +
		"(lines 397, 401); a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
})

// Razz returns the Razz game.
func Razz() rules.Game { return New(razz) }
