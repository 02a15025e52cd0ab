package stud

import (
	"github.com/tablegames/casino/rules"
)

// SevenCardStudID is Seven-Card Stud's catalog id.
const SevenCardStudID = "seven-card-stud"

// Seven-Card Stud (seed 000 lines 133-204): two cards down and one up,
// three more up and the last down (line 137); the lowest door card brings
// it in, a tie in rank going to the lowest suit (lines 143-144); the high
// hand on board acts first on every later street, a tie going to the seat
// dealt first (line 145); the best five of the seven cards wins (lines
// 137, 181).
var sevenCardStud = register(&Variant{
	ID:       SevenCardStudID,
	Name:     "Seven-Card Stud",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "133-204")},
	Decks:    "one 52-card deck",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "397"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:      rules.At(rules.Seed000, "137"),
	Streets:        SevenStreets,
	StreetRule:     rules.At(rules.Seed000, "137"),
	ShowdownCards:  7,
	Portions:       []Portion{{Name: "high", Rule: rules.At(rules.Seed000, "137"), Value: High, Describe: DescribeHigh}},
	ShowdownRule:   rules.At(rules.Seed000, "181"),
	OddChipSetting: true,
	BringIn:        BringIn{Rule: rules.At(rules.Seed000, "143-144")},
	FirstToAct:     EveryStreet(SevenStreets, BoardRule{Name: "high", Key: HighBoard, Rule: rules.At(rules.Seed000, "145"), Ties: rules.At(rules.Seed000, "145")}),
	FeesRule:       rules.At(rules.Seed000, "191-204"),
	Wins: "each main or side pot goes to the best five-card high hand of the seven cards among the seats that have not folded " +
		"and put in enough to be eligible for it (lines 137, 181); a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
})

// SevenCardStud returns the Seven-Card Stud game.
func SevenCardStud() rules.Game { return New(sevenCardStud) }
