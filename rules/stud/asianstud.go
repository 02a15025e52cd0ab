package stud

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// AsianFiveCardStudID is Asian Five-Card Stud's catalog id.
const AsianFiveCardStudID = "asian-five-card-stud"

// Readings of an exact tie for the pot in Asian Five-Card Stud (setting
// ties): the text says both that suits do not count for the winning hand
// (line 782) and that no pot is split (line 803).
const (
	// TiesSplit: equal hands share the pot; line 803 forbids the players'
	// agreeing to split, not a tie.
	TiesSplit = "split"
	// TiesSuitOrder: the tied hand holding the highest card by rank and
	// then suit, spades, hearts, diamonds, clubs (line 774), takes it all.
	TiesSuitOrder = "suit_order"
)

var (
	citeAsianSuits  = rules.At(rules.Seed000, "774")
	citeAsianDeal   = rules.At(rules.Seed000, "775-781")
	citeAsianWinner = rules.At(rules.Seed000, "782")
	citeAsianSplit  = rules.At(rules.Seed000, "803")
)

// AsianStreets are Asian Five-Card Stud's streets: one card down and one
// up (the first card down, line 810), then three more up, each after a
// burn (lines 775-780).
var AsianStreets = []Street{
	{Name: "second", Down: 1, Up: 1},
	{Name: "third", Up: 1},
	{Name: "fourth", Up: 1},
	{Name: "fifth", Up: 1},
}

// AsianHigh ranks a seat's five cards as a high poker hand (line 782,
// the conventional ranking, SX17). Under the ties setting suit_order the
// key also holds the seat's highest card by rank and then suit, so that
// equal hands are ordered by it; under split it holds nothing more and
// equal hands tie.
func AsianHigh(cards []rules.Card, st *Settings) (uint64, bool) {
	v := uint64(poker.Best(cards)) << 8
	if st != nil && st.Value("ties") == TiesSuitOrder {
		top := 0
		for _, c := range cards {
			top = max(top, cardKey(c, false))
		}
		v |= uint64(top)
	}
	return v, true
}

// DescribeAsianHigh names an AsianHigh value.
func DescribeAsianHigh(v uint64) string { return poker.Value(v >> 8).String() }

// WorstHighBoard ranks up cards so that the lowest high board acts first
// ("starting with the lowest ranked hand face up", line 776).
func WorstHighBoard(up []rules.Card) uint64 { return 1<<24 - 1 - HighBoard(up) }

// Asian Five-Card Stud (seed 000 lines 774-816, a fragment whose heading,
// deck, chart and first two How to Play items are lost; SX15, SX17-SX22):
// one card down and one up, three more up after a burn each (lines
// 775-781); the lowest card, suits spades, hearts, diamonds, clubs from the
// highest, brings it in (line 774); the lowest hand showing starts the
// second round (line 776), the highest the third and fourth (lines 778,
// 781), equal boards going to the player closest to the casino dealer's
// right (line 774); the highest hand wins (line 782). The deck is read as
// one 52-card deck and the ranking as the standard high hand.
var asianFiveCardStud = register(&Variant{
	ID:       AsianFiveCardStudID,
	Name:     "Asian Five-Card Stud",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "774-816")},
	Decks:    "one 52-card deck, no joker (the fragment does not state it: SX17)",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "799"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:      rules.At(rules.Seed000, "799"),
	Streets:        AsianStreets,
	StreetRule:     citeAsianDeal,
	ShowdownCards:  5,
	Portions:       []Portion{{Name: "high", Rule: citeAsianWinner, Value: AsianHigh, Describe: DescribeAsianHigh}},
	ShowdownRule:   citeAsianWinner,
	OddChipSetting: true,
	BringIn:        BringIn{Rule: citeAsianSuits},
	FirstToAct:     asianOrder(),
	FeeStage: func(k int) fees.Stage {
		// Fee #2 after Fourth Street, #3 after Fifth Street (line 8178):
		// the fourth and fifth cards, streets 2 and 3 (SX20).
		switch {
		case k >= 3:
			return fees.StageThird
		case k == 2:
			return fees.StageSecond
		}
		return fees.StageDealt
	},
	FeesRule: rules.At(rules.Seed000, "8176-8178"),
	Specs: []rules.SettingSpec{{
		Key:     "ties",
		Default: TiesSplit,
		Allowed: []string{TiesSplit, TiesSuitOrder},
		Doc: "Equal hands for a pot: split, they share it (\"the suit ranking does not count in determining the " +
			"winning hand\", line 782), odd chips by the odd_chip setting; suit_order, the one holding the highest card " +
			"by rank and then suit, spades, hearts, diamonds, clubs (line 774), takes it all (\"The splitting of pots " +
			"among players will not be allowed under any circumstances\", line 803).",
		Rule: citeAsianSplit,
	}},
	Wins: "each main or side pot goes to the best five-card high hand among the seats that have not folded and put in " +
		"enough to be eligible for it (line 782, the standard ranking: SX17); a seat left alone when the others fold " +
		"takes the pot",
	Pays: "the pot less the house's fees; equal hands split it, odd chips by the odd_chip setting, or under ties " +
		"suit_order the highest card by suit takes it (lines 782, 803)",
	Notes: []string{
		"The text is a fragment (lines 774-816): the deck, the ranking chart, the ante and the forced bet are read " +
			"conventionally (one 52-card deck, the standard high hand; SX15, SX17); ante and bet amounts are not checked (ST20).",
	},
})

// asianOrder is the first-to-act table: the lowest board on third street,
// the highest on fourth and fifth, equal boards to the seat dealt last.
func asianOrder() []BoardRule {
	return []BoardRule{
		{},
		{Name: "lowest high", Key: WorstHighBoard, Rule: rules.At(rules.Seed000, "776"), Ties: citeAsianSuits, TiesToLast: true},
		{Name: "high", Key: HighBoard, Rule: rules.At(rules.Seed000, "778"), Ties: citeAsianSuits, TiesToLast: true},
		{Name: "high", Key: HighBoard, Rule: rules.At(rules.Seed000, "781"), Ties: citeAsianSuits, TiesToLast: true},
	}
}

// AsianFiveCardStud returns the Asian Five-Card Stud game.
func AsianFiveCardStud() rules.Game { return New(asianFiveCardStud) }
