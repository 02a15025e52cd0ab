package stud

import "github.com/tablegames/casino/rules"

// SuperRazzdeuceyID is Super Razzdeucey's catalog id.
const SuperRazzdeuceyID = "super-razzdeucey"

var (
	citeSuperRazzdeuceyBringIn = rules.At(rules.Seed000, "5602")
	citeSuperRazzdeuceyDeal    = rules.At(rules.Seed000, "5597")
)

// superRazzdeuceyStreetRules cite "the lowest ranked up-cards as described
// in the Badugi Hand Ranking chart" of fourth to seventh street.
var superRazzdeuceyStreetRules = []string{"", "5615", "5627", "5636", "5645"}

// superRazzdeuceyOrder is the bring-in and first-to-act table under a
// reading of the action_order setting.
func superRazzdeuceyOrder(order string) (BringIn, []BoardRule) {
	bring := BringIn{Highest: true, Rule: citeSuperRazzdeuceyBringIn}
	board := BoardRule{Name: "badugi", Key: BadugiAceHighBoard}
	if order == OrderChart {
		// The charts rank the deuce the highest card (lines 5541,
		// 5575) and the best hand the highest.
		bring = BringIn{Key: highestByChart(chartRank27), Rule: citeSuperRazzdeuceyBringIn}
		board = BoardRule{Name: "worst badugi", Key: WorstBadugiAceHighBoard}
	}
	out := make([]BoardRule, len(SuperStreets))
	for k := 1; k < len(out); k++ {
		r := board
		r.Rule, r.Ties = rules.At(rules.Seed000, superRazzdeuceyStreetRules[k]), citeSuperRazzdeuceyDeal
		out[k] = r
	}
	return bring, out
}

// Super Razzdeucey (seed 000 lines 5527-5744): the Super deal, three down
// and one up, a down card released after the first round, three up and the
// last down (lines 5597, 5612, 5644), from a 52-card deck, no joker (line
// 5537); each pot halved between the best deuce-to-seven low of five of
// the seven cards kept (straights and flushes counting, the ace high only;
// lines 5541-5573) and the best badugi of four, the ace the worst card
// (lines 5575-5586, 5659-5666); the odd chips to the highest card by suit
// (line 5668). "The highest ranked door card by suit" brings it in (line
// 5602) and "the lowest ranked up-cards as described in the Badugi Hand
// Ranking chart" act first on every later street (lines 5615-5645); the
// action_order setting reads them.
var superRazzdeucey = register(&Variant{
	ID:       SuperRazzdeuceyID,
	Name:     "Super Razzdeucey",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "5527-5744")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "5537"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "5590"),
	Streets:       SuperStreets,
	StreetRule:    citeSuperRazzdeuceyDeal,
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "deuce-to-seven", Rule: rules.At(rules.Seed000, "5541-5573"), Value: Low27, Describe: DescribeLow27,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "5668")},
		{Name: "badugi", Rule: rules.At(rules.Seed000, "5575-5586"), Value: BadugiAceHigh, Describe: DescribeBadugiAceHigh,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "5668")},
	},
	ShowdownRule: rules.At(rules.Seed000, "5659-5666"),
	DivisionOdd:  OddChipHighCard,
	DivisionRule: rules.At(rules.Seed000, "5668"),
	BringIn:      BringIn{Highest: true, Rule: citeSuperRazzdeuceyBringIn},
	Order: func(st *Settings) (BringIn, []BoardRule) {
		return superRazzdeuceyOrder(st.Value("action_order"))
	},
	FeesRule: rules.At(rules.Seed000, "5670-5744"),
	Specs: []rules.SettingSpec{actionOrderSpec("How the bring-in, \"the highest ranked door card by suit\" (line 5602), "+
		"and the first to act on later rounds, \"the lowest ranked up-cards as described in the Badugi Hand Ranking "+
		"chart\" (lines 5615-5645), read: conventional, by the cards' ranks, the ace the highest card and the best badugi "+
		"board acting first; chart, by the game's charts, which rank the deuce highest and the ace lowest and the best "+
		"hand highest (lines 5541, 5575-5586): the deuce brings it in and the worst badugi board acts first.",
		citeSuperRazzdeuceyBringIn)},
	Wins: "each main or side pot is halved between the best deuce-to-seven low of five of the seven cards a seat kept " +
		"(7-5-4-3-2 best, straights and flushes counting against the hand, the ace high only; lines 5541-5573) and the " +
		"best badugi of four of them (different suits and ranks, more cards best, then the lower cards, the ace the " +
		"worst: 5-4-3-2 best; lines 5575-5586), among the seats that have not folded and put in enough to be eligible " +
		"for it; one seat may take both halves (lines 5659-5666); a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; every odd chip, of halving the pot or of a tie, to the highest card by suit " +
		"among the winners (line 5668); the pot is halved even when the same seats win both halves, each half split among " +
		"its own winners (line 5666)",
})

// SuperRazzdeucey returns the Super Razzdeucey game.
func SuperRazzdeucey() rules.Game { return New(superRazzdeucey) }
