package stud

import "github.com/tablegames/casino/rules"

// RazzdaceyID is Razzdacey's catalog id.
const RazzdaceyID = "razzdacey"

// Readings of Razzdacey's sixth street (setting sixth_street).
const (
	// SixthAsWritten: "the lowest ranked face-up cards" by the
	// ace-to-five chart act first (line 4127), the worst low board.
	SixthAsWritten = "as_written"
	// SixthAsOtherStreets: the best low board acts first, as on every
	// other street (lines 4108, 4118, 4137).
	SixthAsOtherStreets = "as_other_streets"
)

var (
	citeRazzdaceyAction = rules.At(rules.Seed000, "4108")
	citeRazzdaceySixth  = rules.At(rules.Seed000, "4127")
	citeRazzdaceyDeal   = rules.At(rules.Seed000, "4091")
	citeRazzdaceyBring  = rules.At(rules.Seed000, "4095")
)

// Razzdacey (seed 000 lines 4042-4235): Seven-Card Stud's deal from a
// 52-card deck, no joker (lines 4052, 4091, 4135); each pot halved between
// the best ace-to-five low of five of the seven cards (5-4-3-2-A best,
// straights and flushes not in the chart; lines 4056-4066) and the best
// badugi of four of them, the ace the best card (lines 4070-4080,
// 4150-4158); the odd chips to the highest card by suit (line 4160). "The
// lowest ranked door card by suit, based on the Ace-to-Five Lowball hand
// ranking chart" brings it in (line 4095): the king, clubs the lowest suit.
// The "highest ranked face-up cards" by the chart, the best low board, act
// first on fourth, fifth and seventh street (lines 4108, 4118, 4137); on
// sixth street the book says "lowest ranked" (line 4127), which the
// sixth_street setting reads.
var razzdacey = register(&Variant{
	ID:       RazzdaceyID,
	Name:     "Razzdacey",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "4042-4235")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "4052"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "4084"),
	Streets:       SevenStreets,
	StreetRule:    citeRazzdaceyDeal,
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "ace-to-five", Rule: rules.At(rules.Seed000, "4056-4066"), Value: LowA5, Describe: DescribeLowA5,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "4160")},
		{Name: "badugi", Rule: rules.At(rules.Seed000, "4070-4080"), Value: BadugiAceLow, Describe: DescribeBadugiAceLow,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "4160")},
	},
	ShowdownRule: rules.At(rules.Seed000, "4150-4158"),
	DivisionOdd:  OddChipHighCard,
	DivisionRule: rules.At(rules.Seed000, "4160"),
	BringIn:      BringIn{Key: lowestByChart(chartRankA5), Rule: citeRazzdaceyBring},
	FirstToAct:   razzdaceyOrder(SixthAsWritten),
	Order: func(st *Settings) (BringIn, []BoardRule) {
		return BringIn{Key: lowestByChart(chartRankA5), Rule: citeRazzdaceyBring}, razzdaceyOrder(st.Value("sixth_street"))
	},
	FeesRule: rules.At(rules.Seed000, "4162-4235"),
	Specs: []rules.SettingSpec{{
		Key:     "sixth_street",
		Default: SixthAsWritten,
		Allowed: []string{SixthAsWritten, SixthAsOtherStreets},
		Doc: "Who acts first on sixth street: as_written, \"the lowest ranked face-up cards as described in the " +
			"Ace-to-Five Lowball hand ranking chart\" (line 4127), the worst low board; as_other_streets, the best low " +
			"board, \"the highest ranked face-up cards\" as on fourth, fifth and seventh street (lines 4108, 4118, 4137).",
		Rule: citeRazzdaceySixth,
	}},
	Wins: "each main or side pot is halved between the best ace-to-five low of five of the seven cards (5-4-3-2-A best, " +
		"the ace low, straights and flushes not counting; lines 4056-4066) and the best badugi of four of them " +
		"(different suits and ranks, more cards best, then the lower cards, the ace the best: 4-3-2-A best; lines " +
		"4070-4080), among the seats that have not folded and put in enough to be eligible for it; one seat may take " +
		"both halves (lines 4150-4158); a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; every odd chip, of halving the pot or of a tie, to the highest card by suit " +
		"among the winners (line 4160); the pot is halved even when the same seats win both halves, each half split among " +
		"its own winners (line 4158)",
})

// razzdaceyOrder is Razzdacey's first-to-act table under a reading of
// sixth street.
func razzdaceyOrder(sixth string) []BoardRule {
	best := BoardRule{Name: "ace-to-five low", Key: LowBoard, Rule: citeRazzdaceyAction, Ties: citeRazzdaceyDeal}
	out := EveryStreet(SevenStreets, best)
	out[2].Rule = rules.At(rules.Seed000, "4118")
	out[4].Rule = rules.At(rules.Seed000, "4137")
	if sixth == SixthAsOtherStreets {
		out[3].Rule = citeRazzdaceySixth
	} else {
		out[3] = BoardRule{Name: "worst ace-to-five low", Key: WorstLowBoard, Rule: citeRazzdaceySixth, Ties: citeRazzdaceyDeal}
	}
	return out
}

// Razzdacey returns the Razzdacey game.
func Razzdacey() rules.Game { return New(razzdacey) }
