package stud

import "github.com/tablegames/casino/rules"

// Catalog ids of the Super 7 Card Stud games.
const (
	Super7ID            = "super-7-stud"
	Super7HiLoID        = "super-7-stud-hilo"
	Super7HiLoRegularID = "super-7-stud-hilo-regular"
)

// Super 7 Card Stud (seed 000 lines 4646-4832): three cards down and one
// up (line 4689), one hole card discarded after the first round (line
// 4709), three up and the last down (lines 4715-4745); the lowest door card
// by suit brings it in and may not fold (lines 4693, 4697); the highest
// face-up cards act first (lines 4713, 4722, 4732, 4741); the best five of
// the seven cards kept wins (line 4752), odd chips to the highest card by
// suit (line 4757).
var super7 = register(&Variant{
	ID:       Super7ID,
	Name:     "Super 7 Card Stud",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "4646-4832")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "4656"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "4680"),
	Streets:       SuperStreets,
	StreetRule:    rules.At(rules.Seed000, "4689"),
	ShowdownCards: 7,
	Portions: []Portion{{Name: "high", Rule: rules.At(rules.Seed000, "4754"), Value: High, Describe: DescribeHigh,
		OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "4757")}},
	ShowdownRule:    rules.At(rules.Seed000, "4752"),
	BringIn:         BringIn{Rule: rules.At(rules.Seed000, "4693")},
	BringInMustPlay: true,
	BringInPlayRule: rules.At(rules.Seed000, "4697"),
	FirstToAct:      EveryStreet(SuperStreets, BoardRule{Name: "high", Key: HighBoard, Rule: rules.At(rules.Seed000, "4713"), Ties: rules.At(rules.Seed000, "4689")}),
	FeesRule:        rules.At(rules.Seed000, "4759-4822"),
	Wins: "each main or side pot goes to the best five-card high hand of the seven cards a seat kept (three down less the " +
		"one discarded, four up, the last down; lines 4689, 4709, 4752) among the seats that have not folded and put in " +
		"enough to be eligible for it; a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; tied hands split it, odd chips to the highest card by suit (line 4757)",
})

// Super 7 Card Stud Hi/Lo (seed 000 lines 4834-5045): Super 7 Card Stud's
// deal (lines 4892-4947); the pot halved between the best high and the best
// low of five cards eight or lower, no pair (lines 4871-4876, 4960), the
// high taking all when no hand makes one (line 4959); odd chips to the
// highest card by suit (line 4968).
var super7HiLo = register(&Variant{
	ID:       Super7HiLoID,
	Name:     "Super 7 Card Stud Hi/Lo",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "4834-5045")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "4844"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "4882"),
	Streets:       SuperStreets,
	StreetRule:    rules.At(rules.Seed000, "4892"),
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "high", Rule: rules.At(rules.Seed000, "4960"), Value: High, Describe: DescribeHigh,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "4968")},
		{Name: "low", Rule: rules.At(rules.Seed000, "4871-4876"), Value: LowA5Qualified(func(*Settings) int { return 8 }), Describe: DescribeLowA5,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "4968")},
	},
	ShowdownRule:    rules.At(rules.Seed000, "4957"),
	DivisionOdd:     OddChipHighCard,
	DivisionRule:    rules.At(rules.Seed000, "4968"),
	BringIn:         BringIn{Rule: rules.At(rules.Seed000, "4896")},
	BringInMustPlay: true,
	BringInPlayRule: rules.At(rules.Seed000, "4900"),
	FirstToAct:      EveryStreet(SuperStreets, BoardRule{Name: "high", Key: HighBoard, Rule: rules.At(rules.Seed000, "4917"), Ties: rules.At(rules.Seed000, "4892")}),
	FeesRule:        rules.At(rules.Seed000, "4971-5035"),
	Wins: "each main or side pot is halved between the best five-card high hand and the best ace-to-five low of five " +
		"different ranks none above eight (lines 4871-4876, 4960), of the seven cards a seat kept; the high takes the whole " +
		"pot when no eligible hand makes a low (line 4959); a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; every odd chip, of halving the pot or of a tie, to the highest card by suit among " +
		"the winners (line 4968); the pot is halved even when the same seats win both halves, each half split among its own " +
		"winners (line 4966)",
})

// Readings of the Super 7 Card Stud Hi/Lo Regular low (setting
// low_ranking).
const (
	// LowRankingChart: deuce-to-seven as the chart ranks it, 7-5-4-3-2
	// best, A-K-Q-J-9 worst, so straights and flushes count (lines
	// 5088-5089).
	LowRankingChart = "chart"
	// LowRankingNoStraights: the deuce lowest, the ace highest, straights
	// and flushes not counting (line 5081): 6-5-4-3-2 best.
	LowRankingNoStraights = "no_straights"
)

func super7RegularLow(cards []rules.Card, st *Settings) (uint64, bool) {
	if st.Value("low_ranking") == LowRankingNoStraights {
		return LowDeuceNoStraights(cards, st)
	}
	return Low27(cards, st)
}

// Super 7 Card Stud Hi/Lo Regular (seed 000 lines 5047-5265): Super 7 Card
// Stud's deal (lines 5116-5166); the pot always halved between the best
// high and the best deuce-low (the ace high) of the seven cards kept,
// no qualifier (lines 5081-5100, 5179); odd chips to the highest ranked
// card by suit (line 5187).
var super7HiLoRegular = register(&Variant{
	ID:       Super7HiLoRegularID,
	Name:     "Super 7 Card Stud Hi/Lo Regular",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "5047-5265")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "5057"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "5106"),
	Streets:       SuperStreets,
	StreetRule:    rules.At(rules.Seed000, "5116"),
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "high", Rule: rules.At(rules.Seed000, "5179"), Value: High, Describe: DescribeHigh,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "5187")},
		{Name: "low", Rule: rules.At(rules.Seed000, "5179"), Value: super7RegularLow, Describe: describeSuper7RegularLow,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "5187")},
	},
	ShowdownRule:    rules.At(rules.Seed000, "5177"),
	DivisionOdd:     OddChipHighCard,
	DivisionRule:    rules.At(rules.Seed000, "5187"),
	BringIn:         BringIn{Rule: rules.At(rules.Seed000, "5120")},
	BringInMustPlay: true,
	BringInPlayRule: rules.At(rules.Seed000, "5123"),
	FirstToAct:      EveryStreet(SuperStreets, BoardRule{Name: "high", Key: HighBoard, Rule: rules.At(rules.Seed000, "5138"), Ties: rules.At(rules.Seed000, "5116")}),
	FeesRule:        rules.At(rules.Seed000, "5190-5255"),
	Specs: []rules.SettingSpec{{
		Key:     "low_ranking",
		Default: LowRankingChart,
		Allowed: []string{LowRankingChart, LowRankingNoStraights},
		Doc: "How the low half ranks hands, the deuce lowest and the ace highest (line 5081): chart, as the Low Hand " +
			"Rankings chart does, 7-5-4-3-2 best and A-K-Q-J-9 worst, so straights and flushes count against a low " +
			"(lines 5088-5089); no_straights, as the sentence \"Straights and flushes will not be counted against for the " +
			"low hand\" says (line 5081), 6-5-4-3-2 best.",
		Rule: rules.At(rules.Seed000, "5081-5100"),
	}},
	Wins: "each main or side pot is halved between the best five-card high hand and the best deuce-to-seven low (the ace " +
		"high; the low_ranking setting says whether straights and flushes count) of the seven cards a seat kept, no " +
		"qualifier (lines 5081-5100, 5179); a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; every odd chip to the highest ranked card by suit among the winners (line 5187); " +
		"the pot is halved even when the same seats win both halves, each half split among its own winners (line 5186)",
})

// describeSuper7RegularLow names a low of either reading: the
// no_straights keys carry the deuceLowFlag.
func describeSuper7RegularLow(v uint64) string {
	if v&deuceLowFlag != 0 {
		return DescribeLowDeuce(v)
	}
	return DescribeLow27(v)
}

// Super7 returns the Super 7 Card Stud game.
func Super7() rules.Game { return New(super7) }

// Super7HiLo returns the Super 7 Card Stud Hi/Lo game.
func Super7HiLo() rules.Game { return New(super7HiLo) }

// Super7HiLoRegular returns the Super 7 Card Stud Hi/Lo Regular game.
func Super7HiLoRegular() rules.Game { return New(super7HiLoRegular) }
