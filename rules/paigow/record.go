package paigow

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// SetRecord is seven cards as set: the two-card front (Low) hand and the
// five-card back (High) hand, each a flat list of cards.
type SetRecord struct {
	Front []string `json:"front"`
	Back  []string `json:"back"`
}

// SeatRecord is one playing position's seven cards as the player set them.
type SeatRecord struct {
	Seat  int      `json:"seat"`
	Front []string `json:"front"`
	Back  []string `json:"back"`
	// HouseWay says the casino dealer set the hand the house way at the
	// player's request (seed 000 lines 532, 1018); the set must then be
	// the table's house way.
	HouseWay bool `json:"house_way,omitempty"`
}

// EnvyRecord is the Envy Bonus a Fortune bettor was paid for the round:
// the sum of the bonuses for every other player's hand of four of a kind
// or better.
type EnvyRecord struct {
	Seat     int    `json:"seat"`
	Backline int    `json:"backline,omitempty"`
	Payout   string `json:"payout"`
}

// hand is a parsed set of seven cards.
type hand struct {
	seat     int // 0 for the dealer or player-dealer
	front    []rules.Card
	back     []rules.Card
	field    string // the record path of the set, "cards.seats[2]"
	houseWay bool
}

// seven returns the seven cards, front first.
func (h *hand) seven() [7]rules.Card {
	var out [7]rules.Card
	copy(out[:], h.front)
	copy(out[len(h.front):], h.back)
	return out
}

// twoFive reports whether the set is a two-card and a five-card hand.
func (h *hand) twoFive() bool { return len(h.front) == 2 && len(h.back) == 5 }

// values returns the front and back hands' values.
func (h *hand) values(r Ranking) (front, back Value) {
	return r.Eval2([2]rules.Card(h.front)), r.Eval5([5]rules.Card(h.back))
}

// fouled reports whether a two-card and five-card set has the two-card
// hand ranking higher than the five-card hand.
func (h *hand) fouled(r Ranking) bool {
	f, b := h.values(r)
	return f > b
}

// parseSet reads a set; exact says the book allows no other split than two
// and five cards, else any split of seven cards is read (and fouls).
func parseSet(field string, front, back []string, exact bool, rule string, errs *rules.InputError) hand {
	h := hand{field: field,
		front: rules.ParseCards(field+".front", front, errs),
		back:  rules.ParseCards(field+".back", back, errs)}
	switch {
	case exact && len(front) != 2:
		errs.Add(field+".front", "has %d cards; the front (Low) hand is two cards (%s)", len(front), rule)
	case exact && len(back) != 5:
		errs.Add(field+".back", "has %d cards; the back (High) hand is five cards (%s)", len(back), rule)
	case len(front)+len(back) != 7:
		errs.Add(field, "holds %d cards; each hand is dealt seven (%s)", len(front)+len(back), rule)
	}
	return h
}

// checkDeck refuses a card seen twice, or more jokers than the deck holds:
// every hand is dealt from one pack (seed 002 line 3155; seed 000 lines
// 473, 977, 1566).
func checkDeck(hands []*hand, jokers int, rule string, errs *rules.InputError) {
	var first [53]string
	seenJokers := 0
	check := func(field string, cards []rules.Card) {
		for i, c := range cards {
			f := fmt.Sprintf("%s[%d]", field, i)
			if c == rules.Joker {
				seenJokers++
				if seenJokers > jokers {
					if jokers == 0 {
						errs.Add(f, "is a joker; the table's deck has none (%s)", rule)
					} else {
						errs.Add(f, "is joker number %d; the table's deck holds %d (%s)", seenJokers, jokers, rule)
					}
				}
				continue
			}
			if prev := first[c.Index()]; prev != "" {
				errs.Add(f, "%s is also at %s; the hands are dealt from one pack (%s)", c, prev, rule)
				continue
			}
			first[c.Index()] = f
		}
	}
	for _, h := range hands {
		check(h.field+".front", h.front)
		check(h.field+".back", h.back)
	}
}

// versus compares a hand with the banker's: +1 higher, -1 lower or equal
// (a copy goes to the banker: seed 002 lines 3386-3389; seed 000 lines
// 479, 983, 1665).
func versus(p, d Value) int {
	if p > d {
		return 1
	}
	return -1
}

// describe names a set's two hands: "Pair of kings (KS KH 6S 4C 2D) / 10-8".
func describe(r Ranking, front, back []rules.Card) string {
	if len(front) != 2 || len(back) != 5 {
		return fmt.Sprintf("%v / %v", front, back)
	}
	f, b := r.Eval2([2]rules.Card(front)), r.Eval5([5]rules.Card(back))
	return fmt.Sprintf("%s %v, %s %v", b, back, f, front)
}
