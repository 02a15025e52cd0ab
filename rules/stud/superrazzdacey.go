package stud

import "github.com/tablegames/casino/rules"

// SuperRazzdaceyID is Super Razzdacey's catalog id.
const SuperRazzdaceyID = "super-razzdacey"

var (
	citeSuperRazzdaceyBringIn = rules.At(rules.Seed000, "4295")
	citeSuperRazzdaceyDeal    = rules.At(rules.Seed000, "4288")
)

// superRazzdaceyStreetRules cite the first-to-act rule of fourth to
// seventh street: the badugi chart's "lowest ranked up-cards" on fourth to
// sixth (lines 4308, 4320, 4329), the low chart's on seventh (line 4338).
var superRazzdaceyStreetRules = []string{"", "4308", "4320", "4329", "4338"}

// superRazzdaceyOrder is the bring-in and first-to-act table under a
// reading of the action_order setting.
func superRazzdaceyOrder(order string) (BringIn, []BoardRule) {
	bring := BringIn{Highest: true, AceLow: true, Rule: citeSuperRazzdaceyBringIn}
	badugi := BoardRule{Name: "badugi", Key: BadugiBoard}
	low := BoardRule{Name: "low", Key: LowBoard}
	if order == OrderChart {
		// The charts rank the ace the highest card (lines 4251, 4265)
		// and the best hand the highest.
		bring = BringIn{Key: highestByChart(chartRankA5), Rule: citeSuperRazzdaceyBringIn}
		badugi = BoardRule{Name: "worst badugi", Key: WorstBadugiBoard}
		low = BoardRule{Name: "worst low", Key: WorstLowBoard}
	}
	out := make([]BoardRule, len(SuperStreets))
	for k := 1; k < len(out); k++ {
		r := badugi
		if k == 4 {
			r = low
		}
		r.Rule, r.Ties = rules.At(rules.Seed000, superRazzdaceyStreetRules[k]), citeSuperRazzdaceyDeal
		out[k] = r
	}
	return bring, out
}

// Super Razzdacey (seed 000 lines 4237-4430): the Super deal, three down
// and one up, a down card released after the first round, three up and the
// last down (lines 4288, 4305, 4337), from a 52-card deck, no joker (line
// 4247); each pot halved between the best ace-to-five low of five of the
// seven cards kept and the best badugi of four, the ace the best card in
// both (lines 4251-4275, 4351-4358). The book names no odd-chip rule: the
// odd_chip setting decides. "The highest ranked door card by suit" brings
// it in (line 4295), and "the lowest ranked up-cards" by the badugi chart
// act first on fourth to sixth street, by the low chart on seventh (lines
// 4308-4338); the action_order setting reads them.
var superRazzdacey = register(&Variant{
	ID:       SuperRazzdaceyID,
	Name:     "Super Razzdacey",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "4237-4430")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "4247"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "4279"),
	Streets:       SuperStreets,
	StreetRule:    citeSuperRazzdaceyDeal,
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "ace-to-five", Rule: rules.At(rules.Seed000, "4251-4261"), Value: LowA5, Describe: DescribeLowA5},
		{Name: "badugi", Rule: rules.At(rules.Seed000, "4265-4275"), Value: BadugiAceLow, Describe: DescribeBadugiAceLow},
	},
	ShowdownRule:   rules.At(rules.Seed000, "4351-4358"),
	DivisionOdd:    OddChipBySetting,
	DivisionRule:   rules.At(rules.Seed000, "225-226"),
	OddChipSetting: true,
	BringIn:        BringIn{Highest: true, AceLow: true, Rule: citeSuperRazzdaceyBringIn},
	Order: func(st *Settings) (BringIn, []BoardRule) {
		return superRazzdaceyOrder(st.Value("action_order"))
	},
	FeesRule: rules.At(rules.Seed000, "4360-4430"),
	Specs: []rules.SettingSpec{actionOrderSpec("How the bring-in, \"the highest ranked door card by suit\" (line 4295), "+
		"and the first to act on later rounds, \"the lowest ranked up-cards\" by the Badugi chart on fourth to sixth street "+
		"and by the low chart on seventh (lines 4308-4338), read: conventional, by the cards' ranks as in Razz (line 402), "+
		"the king the highest card and the best badugi (or low) board acting first; chart, by the game's charts, which "+
		"rank the ace highest and the best hand highest (lines 4251-4275): the ace brings it in and the worst board acts "+
		"first.", citeSuperRazzdaceyBringIn)},
	Wins: "each main or side pot is halved between the best ace-to-five low of five of the seven cards a seat kept " +
		"(5-4-3-2-A best, the ace low; lines 4251-4261) and the best badugi of four of them (different suits and ranks, " +
		"more cards best, then the lower cards, the ace the best: 4-3-2-A best; lines 4265-4275), among the seats that " +
		"have not folded and put in enough to be eligible for it; one seat may take both halves (lines 4351-4358); a " +
		"seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; the book names no odd-chip rule, so every odd chip, of halving the pot or of " +
		"a tie, goes by the odd_chip setting; the pot is halved even when the same seats win both halves, each half split " +
		"among its own winners (line 4358)",
})

// SuperRazzdacey returns the Super Razzdacey game.
func SuperRazzdacey() rules.Game { return New(superRazzdacey) }
