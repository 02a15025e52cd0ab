package stud

import "github.com/tablegames/casino/rules"

// SuperRazzID is Super Razz's catalog id.
const SuperRazzID = "super-razz"

var (
	citeSuperRazzBringIn = rules.At(rules.Seed000, "5788")
	citeSuperRazzAction  = rules.At(rules.Seed000, "5804")
)

// Super Razz (seed 000 lines 5746-5927): the Super deal, three down and
// one up, a down card released after the first round, three up and the
// last down (lines 5784, 5798, 5833); the best ace-to-five low of the seven
// cards kept wins, the ace the best card, no pair best (lines 5760-5768,
// 5849); odd chips to the highest card by suit (line 5847). The bring-in is
// "the highest ranked door card by suit" (line 5788) and the later rounds
// start with "the lowest ranked up-cards" (line 5804); the action_order
// setting reads them.
var superRazz = register(&Variant{
	ID:       SuperRazzID,
	Name:     "Super Razz",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "5746-5927")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "5756"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "5774"),
	Streets:       SuperStreets,
	StreetRule:    rules.At(rules.Seed000, "5784"),
	ShowdownCards: 7,
	Portions: []Portion{{Name: "low", Rule: rules.At(rules.Seed000, "5849"), Value: LowA5, Describe: DescribeLowA5,
		OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "5847")}},
	ShowdownRule: rules.At(rules.Seed000, "5849"),
	BringIn:      BringIn{Highest: true, AceLow: true, Rule: citeSuperRazzBringIn},
	Order: func(st *Settings) (BringIn, []BoardRule) {
		if st.Value("action_order") == OrderChart {
			// The chart's highest card is the ace (line 5760), its
			// highest suit spades (line 5788).
			return BringIn{Key: func(c rules.Card) int { return -rankValue(c, true)*4 + suitValue(c) }, Rule: citeSuperRazzBringIn},
				EveryStreet(SuperStreets, BoardRule{Name: "worst low", Key: WorstLowBoard, Rule: citeSuperRazzAction, Ties: rules.At(rules.Seed000, "5784")})
		}
		return BringIn{Highest: true, AceLow: true, Rule: citeSuperRazzBringIn},
			EveryStreet(SuperStreets, BoardRule{Name: "low", Key: LowBoard, Rule: citeSuperRazzAction, Ties: rules.At(rules.Seed000, "5784")})
	},
	FeesRule: rules.At(rules.Seed000, "5853-5917"),
	Specs: []rules.SettingSpec{actionOrderSpec("How the bring-in, \"the highest ranked door card by suit\" (line 5788), and the first "+
		"to act on later rounds, \"the lowest ranked up-cards as described in the Hand Ranking chart\" (line 5804), read: "+
		"conventional, as in Razz (line 402), the king the highest card and the best low board acting first; chart, by the "+
		"Super Razz chart, which ranks the ace highest and the best low highest (lines 5760-5768): the ace brings it in "+
		"and the worst low board acts first.", citeSuperRazzBringIn)},
	Wins: "each main or side pot goes to the best ace-to-five low of five of the seven cards a seat kept (the ace best, " +
		"no pair best, 5-4-3-2-A the best hand; lines 5760-5768, 5849) among the seats that have not folded and put in " +
		"enough to be eligible for it; a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; tied hands split it, odd chips to the highest card by suit (line 5847)",
})

// SuperRazz returns the Super Razz game.
func SuperRazz() rules.Game { return New(superRazz) }
