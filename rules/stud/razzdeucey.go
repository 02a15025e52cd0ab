package stud

import "github.com/tablegames/casino/rules"

// RazzdeuceyID is Razzdeucey's catalog id.
const RazzdeuceyID = "razzdeucey"

// Razzdeucey (seed 000 lines 3840-4040): Seven-Card Stud's deal from a
// 52-card deck, no joker (lines 3850, 3895, 3940); each pot halved between
// the best deuce-to-seven low of five of the seven cards (straights and
// flushes counting, the ace high only; lines 3854-3871) and the best badugi
// of four of them, the ace the worst card (lines 3873-3884, 3954-3962);
// the odd chips to the highest card by suit (line 3964). "The lowest
// ranked door card by suit ... based on the Deuce-to-Seven Lowball hand
// ranking chart" brings it in (line 3900): the chart ranks the ace lowest,
// clubs the lowest suit; the "highest ranked face-up cards" by that chart,
// the best deuce-to-seven board, act first on every later street (lines
// 3912, 3922, 3931, 3941).
var razzdeucey = register(&Variant{
	ID:       RazzdeuceyID,
	Name:     "Razzdeucey",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "3840-4040")},
	Decks:    "one 52-card deck, no joker",
	Deck:     rules.Deck52(),
	DeckRule: rules.At(rules.Seed000, "3850"),
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     rules.At(rules.Seed000, "3888"),
	Streets:       SevenStreets,
	StreetRule:    rules.At(rules.Seed000, "3895"),
	ShowdownCards: 7,
	Portions: []Portion{
		{Name: "deuce-to-seven", Rule: rules.At(rules.Seed000, "3854-3871"), Value: Low27, Describe: DescribeLow27,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "3964")},
		{Name: "badugi", Rule: rules.At(rules.Seed000, "3873-3884"), Value: BadugiAceHigh, Describe: DescribeBadugiAceHigh,
			OddChip: OddChipHighCard, OddRule: rules.At(rules.Seed000, "3964")},
	},
	ShowdownRule: rules.At(rules.Seed000, "3954-3962"),
	DivisionOdd:  OddChipHighCard,
	DivisionRule: rules.At(rules.Seed000, "3964"),
	BringIn:      BringIn{Key: lowestByChart(chartRank27), Rule: rules.At(rules.Seed000, "3900")},
	FirstToAct: EveryStreet(SevenStreets, BoardRule{Name: "deuce-to-seven low", Key: Low27Board,
		Rule: rules.At(rules.Seed000, "3912"), Ties: rules.At(rules.Seed000, "3895")}),
	FeesRule: rules.At(rules.Seed000, "3966-4040"),
	Wins: "each main or side pot is halved between the best deuce-to-seven low of five of the seven cards (7-5-4-3-2 " +
		"best, straights and flushes counting against the hand, the ace high only; lines 3854-3871) and the best badugi " +
		"of four of them (different suits and ranks, more cards best, then the lower cards, the ace the worst: 5-4-3-2 " +
		"best; lines 3873-3884), among the seats that have not folded and put in enough to be eligible for it; one seat " +
		"may take both halves (lines 3954-3962); a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; every odd chip, of halving the pot or of a tie, to the highest card by suit " +
		"among the winners (line 3964); the pot is halved even when the same seats win both halves, each half split among " +
		"its own winners (line 3962)",
})

// Razzdeucey returns the Razzdeucey game.
func Razzdeucey() rules.Game { return New(razzdeucey) }
