package stud

import "github.com/tablegames/casino/rules"

// StudHiLoRegularID is 7 Card Stud Hi/Lo Regular's catalog id.
const StudHiLoRegularID = "stud-hilo-regular"

var (
	citeSHLRBringIn = rules.At(rules.Seed000, "6216")
	citeSHLRAction  = rules.At(rules.Seed000, "6228")
)

// 7 Card Stud Hi/Lo Regular (seed 000 lines 6153-6352): two cards down and
// one up, three up, the last down (lines 6213, 6255); the highest door card
// by suit brings it in (line 6216); the lowest face-up cards by the low
// chart act first (lines 6228, 6238, 6247, 6256); the pot is always halved
// between the best high and the best ace-to-five low, no qualifier (lines
// 6188-6197, 6270); a tied half's odd chips to the highest card by suit
// (high) and the lowest card by suit (low) (line 6279).
var studHiLoRegular = register(&Variant{
	ID:       StudHiLoRegularID,
	Name:     "7 Card Stud Hi/Lo Regular",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "6153-6352")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "6163"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "6203"),
	Streets:       SevenStreets,
	StreetRule:    rules.At(rules.Seed000, "6213"),
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "high", Rule: rules.At(rules.Seed000, "6270"), Value: High, Describe: DescribeHigh,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "6279")},
		{Name: "low", Rule: rules.At(rules.Seed000, "6270"), Value: LowA5, Describe: DescribeLowA5,
			OddChip: OddChipLowCard, OddRule: rules.At(rules.Seed000, "6279")},
	},
	ShowdownRule: rules.At(rules.Seed000, "6268"),
	DivisionOdd:  OddChipHighHand,
	DivisionRule: rules.At(rules.Seed000, "6279"),
	BringIn:      BringIn{Highest: true, Rule: citeSHLRBringIn},
	Order: func(st *Settings) (BringIn, []BoardRule) {
		key := LowBoard
		if st.Value("action_order") == OrderChart {
			key = WorstLowBoard
		}
		return BringIn{Highest: true, Rule: citeSHLRBringIn},
			EveryStreet(SevenStreets, BoardRule{Name: "low", Key: key, Rule: citeSHLRAction, Ties: rules.At(rules.Seed000, "6213")})
	},
	FeesRule: rules.At(rules.Seed000, "6281-6342"),
	Specs: []rules.SettingSpec{actionOrderSpec("Who acts first after the first round, \"the active player who has the lowest "+
		"ranked face-up cards as described in the Low Hand Ranking Chart\" (line 6228): conventional, the best ace-to-five low "+
		"showing (the low hand, as in Razz, line 402); chart, the worst, the chart ranking 5-4-3-2-A highest (line 6192).", citeSHLRAction)},
	Wins: "each main or side pot is halved between the best five-card high hand and the best five-card ace-to-five low of " +
		"the seven cards, with no qualifier (lines 6188-6197, 6268-6270); one hand may take both halves; a seat left alone " +
		"when the others fold takes the pot",
	Pays: "the pot less the house's fees; a tied half's odd chips to the highest card by suit (high) or the lowest card by " +
		"suit (low) (line 6279), the odd chip of halving to the high half; the pot is halved even when the same seats win " +
		"both halves, each half split among its own winners (line 6278)",
})

// StudHiLoRegular returns the 7 Card Stud Hi/Lo Regular game.
func StudHiLoRegular() rules.Game { return New(studHiLoRegular) }
