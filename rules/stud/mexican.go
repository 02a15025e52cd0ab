package stud

import (
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// MexicanPokerID is Mexican Poker's catalog id.
const MexicanPokerID = "mexican-poker"

var (
	citeMexicanDeck   = rules.At(rules.Seed000, "345")
	citeMexicanDeal   = rules.At(rules.Seed000, "347")
	citeMexicanJoker  = rules.At(rules.Seed000, "360")
	citeMexicanForced = rules.At(rules.Seed000, "361")
	citeMexicanOrder  = rules.At(rules.Seed000, "362")
	citeMexicanWins   = rules.At(rules.Seed000, "347-356")
)

// MexicanDeck is the 40 cards and the joker: the 8s, 9s and 10s removed
// from a 53-card deck (lines 345, 360).
func MexicanDeck() []rules.Card {
	d := slices.DeleteFunc(rules.Deck52(), func(c rules.Card) bool {
		return c.Rank() >= 8 && c.Rank() <= rules.Ten
	})
	return append(d, rules.Joker)
}

// MexicanHigh ranks a seat's five cards (poker.MexicanOf): the joker wild
// in all cases when dealt face down, and when dealt face up "only with
// Aces, Flushes and Straights" (line 360).
func MexicanHigh(cards []rules.Card, jokerUp bool, _ *Settings) (uint64, bool) {
	return uint64(poker.MexicanOf(cards, jokerUp)), true
}

// DescribeMexican names a MexicanHigh value.
func DescribeMexican(v uint64) string { return poker.MexicanValue(v).String() }

// MexicanBoard ranks the cards a seat shows as HighBoard does (no straight
// or flush of fewer than five cards, ST4), the joker counted first: dealt
// face up it is an ace, wild only with aces on a board that can make no
// straight or flush (lines 360-361); dealt face down and turned up it is
// wild and joins the largest group, the highest among equals, as it would
// in the hand (line 360). Equal boards tie whether or not one holds the
// joker (line 362).
func MexicanBoard(up []rules.Card, jokerUp bool) uint64 {
	j := slices.Index(up, rules.Joker)
	if j < 0 {
		return HighBoard(up)
	}
	rest := slices.Delete(slices.Clone(up), j, j+1)
	r := rules.Ace
	if !jokerUp {
		if ranks, _, _ := rankGroups(rest, false); len(ranks) > 0 {
			r = rules.Rank(ranks[0])
		}
	}
	return HighBoard(append(rest, rules.NewCard(r, rules.Spades)))
}

// mexicanDoor orders door cards for the forced bet: the highest rank, the
// joker an ace (line 361); no suit order is printed, so equal ranks go to
// the seat closest to the button clockwise (lines 361-362).
func mexicanDoor(c rules.Card) int {
	if c == rules.Joker {
		return int(rules.Ace)
	}
	return int(c.Rank())
}

// Mexican Poker (seed 000 lines 341-393): five-card stud from 40 cards and
// a joker (lines 345, 360), dealt from the left of the player-dealer
// button (line 345); one card up and one down, then three more, each face
// up unless the seat turned its down card up before it, when it comes
// face down (line 347); the highest door card clockwise from the button
// makes the forced bet, a face-up joker an ace (line 361); the highest
// hand showing acts first on every later round, equal hands to the seat
// closest to the button (line 362); the highest hand by the book's own
// ranking wins (lines 347-356). SX14, SX23-SX29.
var mexicanPoker = register(&Variant{
	ID:       MexicanPokerID,
	Name:     "Mexican Poker",
	Sources:  []rules.Cite{rules.At(rules.Seed000, "341-393")},
	Decks:    "40 cards (no 8s, 9s or 10s) and one joker",
	Deck:     MexicanDeck(),
	DeckRule: citeMexicanDeck,
	Seats:    8, MinSeats: 2, MaxSeats: 8,
	SeatsRule:     citeMexicanDeal,
	Streets:       AsianStreets,
	StreetRule:    citeMexicanDeal,
	TurnUp:        true,
	TurnRule:      citeMexicanDeal,
	Button:        true,
	ButtonRule:    citeMexicanDeck,
	ShowdownCards: 5,
	Portions: []Portion{{Name: "high", Rule: citeMexicanJoker, ValueJoker: MexicanHigh, Describe: DescribeMexican,
		Value: func(cards []rules.Card, st *Settings) (uint64, bool) { return MexicanHigh(cards, false, st) }}},
	ShowdownRule:   citeMexicanWins,
	OddChipSetting: true,
	BringIn:        BringIn{Highest: true, Key: mexicanDoor, Rule: citeMexicanForced},
	FirstToAct:     EveryStreet(AsianStreets, BoardRule{Name: "high", KeyJoker: MexicanBoard, Rule: citeMexicanOrder, Ties: citeMexicanOrder}),
	FeeStage: func(k int) fees.Stage {
		// STUD-1 and STUD-2: fee #2 after Fourth Street, #3 after Fifth
		// Street (line 8178), the fourth and fifth cards (SX28).
		switch {
		case k >= 3:
			return fees.StageThird
		case k == 2:
			return fees.StageSecond
		}
		return fees.StageDealt
	},
	LegacyFeeStage: func(k int) fees.Stage {
		// LEG-MEXICAN: the Opening Round is reached "when the second
		// upcard is delivered" (line 390), the third card (SF8).
		if k >= 1 {
			return fees.StageSecond
		}
		return fees.StageDealt
	},
	FeesRule: rules.At(rules.Seed000, "380-393"),
	Wins: "each main or side pot goes to the best hand of the five cards by the book's ranking (five of a kind, royal " +
		"flush, straight flush, four of a kind, flush, full house, straight, three of a kind, two pair, one pair, high " +
		"card; straights over the missing 8-10; lines 351-356, 364), the joker wild when dealt face down and, dealt face " +
		"up, only as an ace or to complete a straight or flush (line 360), among the seats that have not folded and put " +
		"in enough to be eligible for it; a seat left alone when the others fold takes the pot",
	Pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
	Notes: []string{
		"The record names the player-dealer button (`button`) and, per seat, the streets before which it turned its " +
			"down card face up (`turned_up`); the joker's wildness follows whether it is among the seat's `up` cards " +
			"(dealt face up) or its `down` cards (line 360; SX23-SX25).",
	},
})

// MexicanPoker returns the Mexican Poker game.
func MexicanPoker() rules.Game { return New(mexicanPoker) }
