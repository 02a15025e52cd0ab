// Package rules is the rules engine: cards and shoes, money and odds, the
// game interface every game implements, and the verdict a game returns for
// one hand. It is pure Go with no I/O so that it can be used as a library on
// its own (casinoctl verify uses it offline). Each game family lives in a
// sub-package (rules/baccarat, rules/holdem, ...) and is registered in
// rules/catalog.
package rules

import (
	"fmt"
	"strings"
)

// Suit is a card suit. The order of the constants is the suit ranking that
// seed 000 uses wherever suits break ties: spades, hearts, diamonds, clubs
// (000_b1ea2c6eebf99c4b.txt line 144, repeated at 3964).
type Suit uint8

const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// Red reports whether the suit is red (hearts or diamonds); side bets that
// pay on "same colour" use it.
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

func (s Suit) String() string { return string("SHDC"[s]) }

// Rank is a card rank: 2..14 where 11 = jack, 12 = queen, 13 = king and
// 14 = ace. Games that count an ace low (baccarat, ace-to-five) map it
// themselves.
type Rank uint8

const (
	Two   Rank = 2
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

const rankChars = "..23456789TJQKA"

func (r Rank) String() string {
	if r < Two || r > Ace {
		return "?"
	}
	return string(rankChars[r])
}

// Card is one playing card. The zero value is not a card. A joker is its own
// value; it has no rank or suit.
type Card uint8

// Joker is the joker ("JK" in a hand record).
const Joker Card = 255

// NewCard returns the card of rank r and suit s.
func NewCard(r Rank, s Suit) Card { return Card(uint8(r)<<2 | uint8(s)) }

// Rank returns the card's rank (0 for the joker).
func (c Card) Rank() Rank {
	if c == Joker {
		return 0
	}
	return Rank(c >> 2)
}

// Suit returns the card's suit (meaningless for the joker).
func (c Card) Suit() Suit { return Suit(c & 3) }

// Index numbers the 52 cards 0..51 (rank-major) and the joker 52, for
// counting cards against a shoe.
func (c Card) Index() int {
	if c == Joker {
		return 52
	}
	return int(c.Rank()-Two)*4 + int(c.Suit())
}

// String returns the record form: rank then suit ("AS", "TD") or "JK".
func (c Card) String() string {
	if c == Joker {
		return "JK"
	}
	return c.Rank().String() + c.Suit().String()
}

// ParseCard reads a card in record form: a rank from A K Q J T 9 8 7 6 5 4 3 2
// followed by a suit from S H D C, or JK for a joker. Lower case is accepted
// because dealers type cards by hand when a station is down.
func ParseCard(s string) (Card, error) {
	u := strings.ToUpper(s)
	if u == "JK" {
		return Joker, nil
	}
	if len(u) != 2 {
		return 0, fmt.Errorf("%q is not a card: want rank then suit, like \"AS\" or \"TD\"", s)
	}
	r := strings.IndexByte(rankChars, u[0])
	if r < int(Two) {
		return 0, fmt.Errorf("%q is not a card: rank %q is not one of A K Q J T 9 8 7 6 5 4 3 2", s, u[0])
	}
	st := strings.IndexByte("SHDC", u[1])
	if st < 0 {
		return 0, fmt.Errorf("%q is not a card: suit %q is not one of S H D C", s, u[1])
	}
	return NewCard(Rank(r), Suit(st)), nil
}

// MustCards parses space-separated cards and panics on error. It is meant for
// tests and examples.
func MustCards(s string) []Card {
	var out []Card
	for _, f := range strings.Fields(s) {
		c, err := ParseCard(f)
		if err != nil {
			panic(err)
		}
		out = append(out, c)
	}
	return out
}

// Deck52 returns the 52 cards of a standard deck.
func Deck52() []Card {
	d := make([]Card, 0, 52)
	for r := Two; r <= Ace; r++ {
		for s := Spades; s <= Clubs; s++ {
			d = append(d, NewCard(r, s))
		}
	}
	return d
}

// Shoe describes the cards a game deals from: a number of standard decks and
// jokers. It is used to reject hands that show a card more often than the
// shoe holds it.
type Shoe struct {
	Decks  int
	Jokers int
}

// Overdrawn returns the first card in cards that appears more often than the
// shoe holds it, and whether there is one.
func (s Shoe) Overdrawn(cards ...[]Card) (Card, bool) {
	var seen [53]int
	for _, hand := range cards {
		for _, c := range hand {
			i := c.Index()
			seen[i]++
			limit := s.Decks
			if c == Joker {
				limit = s.Jokers
			}
			if seen[i] > limit {
				return c, true
			}
		}
	}
	return 0, false
}
