package stud

import (
	"strconv"

	"github.com/tablegames/casino/rules"
)

// StudHiLoID is Seven-Card Stud High-Low Split (8-or-Better)'s catalog id.
const StudHiLoID = "stud-hilo"

// qualifierSetting reads the low_qualifier setting.
func qualifierSetting(st *Settings) int {
	q, err := strconv.Atoi(st.Value("low_qualifier"))
	if err != nil {
		return 8
	}
	return q
}

// Seven-Card Stud High-Low Split (8-or-Better) (seed 000 lines 206-242):
// Seven-Card Stud's deal (line 227); the low card by suit brings it in, the
// ace high (line 221); the highest hand acts first on later streets, a tie
// to the first player clockwise from the dealer (line 212); the pot halved
// between the best high and the best low of five cards none above eight
// (lines 210, 218-219), the high taking all when no hand makes a low; the
// odd chip of halving to the high hand, of a high tie to the highest card
// by suit, of a low tie to the lowest card by suit (lines 225-226).
var studHiLo = register(&Variant{
	ID:       StudHiLoID,
	Name:     "Seven-Card Stud High-Low Split (8-or-Better)",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "206-242")},
	Decks:    "one 52-card deck",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "227"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "227"),
	Streets:       SevenStreets,
	StreetRule:    rules.At(rules.Seed000, "137"),
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "high", Rule: rules.At(rules.Seed000, "219"), Value: High, Describe: DescribeHigh,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "226")},
		{Name: "low", Rule: rules.At(rules.Seed000, "218-219"), Value: LowA5Qualified(qualifierSetting), Describe: DescribeLowA5,
			OddChip: OddChipLowCard, OddRule: rules.At(rules.Seed000, "226")},
	},
	ShowdownRule: rules.At(rules.Seed000, "210"),
	DivisionOdd:  OddChipHighHand,
	DivisionRule: rules.At(rules.Seed000, "225"),
	AsOne:        true,
	AsOneRule:    rules.At(rules.Seed000, "225"),
	BringIn:      BringIn{Rule: rules.At(rules.Seed000, "221")},
	FirstToAct:   EveryStreet(SevenStreets, BoardRule{Name: "high", Key: HighBoard, Rule: rules.At(rules.Seed000, "212"), Ties: rules.At(rules.Seed000, "212")}),
	FeesRule:     rules.At(rules.Seed000, "229-242"),
	Specs: []rules.SettingSpec{{
		Key:     "low_qualifier",
		Default: "8",
		Allowed: []string{"7", "8", "9"},
		Doc: "The highest card a qualifying low may hold: 8 for 8-or-better, the rule unless the table posts another " +
			"qualifying number (lines 210, 218).",
		Rule: rules.At(rules.Seed000, "218"),
	}},
	Wins: "each main or side pot is halved between the best five-card high hand and the best five-card ace-to-five low of " +
		"five different ranks none above the low_qualifier (8), any five of the seven cards for each (lines 210, 218-219); " +
		"the high takes the whole pot when no eligible hand makes a low; a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; the odd chip of halving to the high half, a tied half's odd chips to the highest " +
		"card by suit (high) or the lowest card by suit (low) of all seven cards (lines 225-226); seats tying for the high " +
		"and for the low split the pot as one, \"as evenly as possible\", the odd chip to the highest card by suit (line 225)",
})

// StudHiLo returns the Seven-Card Stud High-Low Split (8-or-Better) game.
func StudHiLo() rules.Game { return New(studHiLo) }
