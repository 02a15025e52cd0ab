package stud

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// suitValue orders the suits from clubs (0) to spades (3): "Suit rankings,
// from highest to lowest, are spades, hearts, diamonds, and clubs" (line
// 144). rules.Suit numbers spades 0 to clubs 3.
func suitValue(c rules.Card) int { return 3 - int(c.Suit()) }

// rankValue is a card's rank, 2 to 14, or 1 for an ace counted low.
func rankValue(c rules.Card, aceLow bool) int {
	if aceLow && c.Rank() == rules.Ace {
		return 1
	}
	return int(c.Rank())
}

// cardKey orders single cards by rank and then suit.
func cardKey(c rules.Card, aceLow bool) int { return rankValue(c, aceLow)*4 + suitValue(c) }

// BringInSeat returns the index of the seat whose door card must bring it
// in under the rule: the lowest card, a tie in rank going to the lowest
// suit, or the highest card, a tie going to the highest suit.
func (b BringIn) BringInSeat(doors []rules.Card) int {
	best := -1
	for i, c := range doors {
		if c == 0 {
			continue
		}
		if best < 0 || cardKeyOf(c, b) > cardKeyOf(doors[best], b) {
			best = i
		}
	}
	return best
}

func cardKeyOf(c rules.Card, b BringIn) int {
	if b.Key != nil {
		return b.Key(c)
	}
	k := cardKey(c, b.AceLow)
	if !b.Highest {
		return -k
	}
	return k
}

// rankGroups sorts cards' ranks into groups of equal rank, the larger
// groups first and then the higher ranks, and returns the ranks in that
// order with the sizes of the two largest groups.
func rankGroups(up []rules.Card, aceLow bool) (ranks []int, first, second int) {
	var count [15]int
	for _, c := range up {
		count[rankValue(c, aceLow)]++
	}
	type group struct{ n, r int }
	var gs []group
	for r := 14; r >= 1; r-- {
		if count[r] > 0 {
			gs = append(gs, group{count[r], r})
		}
	}
	slices.SortStableFunc(gs, func(a, b group) int { return b.n - a.n })
	for _, g := range gs {
		ranks = append(ranks, g.r)
	}
	if len(gs) > 0 {
		first = gs[0].n
	}
	if len(gs) > 1 {
		second = gs[1].n
	}
	return ranks, first, second
}

// boardClass is the class of up to four up cards: 0 no pair, 1 one pair,
// 2 two pairs, 3 three of a kind, 4 four of a kind. Fewer than five cards
// make no straight, flush or full house.
func boardClass(first, second int) uint64 {
	switch {
	case first == 4:
		return 4
	case first == 3:
		return 3
	case first == 2 && second == 2:
		return 2
	case first == 2:
		return 1
	}
	return 0
}

// HighBoard ranks up cards as a high poker hand: four of a kind, three of
// a kind, two pairs, one pair, high cards, then the ranks from the largest
// group down (line 145, "the high hand on board").
func HighBoard(up []rules.Card) uint64 {
	ranks, first, second := rankGroups(up, false)
	v := boardClass(first, second)
	for i := 0; i < 4; i++ {
		v <<= 4
		if i < len(ranks) {
			v |= uint64(ranks[i])
		}
	}
	return v
}

// LowBoard ranks up cards as an ace-to-five low, higher being better: no
// pair beats a pair, the ace is the lowest card, and the hand with the
// lower highest card is the lower (Razz, lines 401-402).
func LowBoard(up []rules.Card) uint64 {
	ranks, first, second := rankGroups(up, true)
	v := boardClass(first, second)
	for i := 0; i < 4; i++ {
		v <<= 4
		if i < len(ranks) {
			v |= uint64(ranks[i])
		}
	}
	return 1<<24 - 1 - v
}

// firstToAct returns the index of the seat among live that acts first on
// street k under the rule: the best key of the cards it shows, a tie going
// to the seat dealt first (the first to the dealer's left, or to the
// button's), or with TiesToLast to the seat dealt last.
func (h *Hand) firstToAct(live []int, k int, rule BoardRule) int {
	best := -1
	var bestKey uint64
	for _, i := range live {
		key := h.boardKey(i, k, rule)
		if best < 0 || key > bestKey || (key == bestKey && (h.dealtBefore(i, best) != rule.TiesToLast)) {
			best, bestKey = i, key
		}
	}
	return best
}

// boardKey ranks the cards seat index i shows on street k by the rule.
func (h *Hand) boardKey(i, k int, rule BoardRule) uint64 {
	if rule.KeyJoker != nil {
		return rule.KeyJoker(h.board(i, k), h.Seats[i].jokerUp())
	}
	return rule.Key(h.board(i, k))
}

// board is what seat index i shows on street k: the up cards dealt to it
// through the street and the down cards it turned up before it (the turned
// ones are its first down cards, one a turn).
func (h *Hand) board(i, k int) []rules.Card {
	s := &h.Seats[i]
	_, up := h.v.cards(k)
	turns := s.turnsThrough(k)
	cards := upThrough(s.Up, up-turns)
	if turns == 0 {
		return cards
	}
	return append(slices.Clone(cards), s.Down[:min(turns, len(s.Down))]...)
}

// dealtBefore reports whether seat index i is dealt before seat index j:
// the lower seat number, seat 1 the first to the dealer's left, or in a
// game with a button the one closer to the button's left.
func (h *Hand) dealtBefore(i, j int) bool {
	return h.dealOrder(h.Seats[i].Seat) < h.dealOrder(h.Seats[j].Seat)
}

// dealOrder is a seat's place in the deal: its number, or with a button
// its distance clockwise from the seat on the button's left.
func (h *Hand) dealOrder(seat int) int {
	if h.Button == 0 {
		return seat
	}
	return (seat - h.Button - 1 + 2*h.v.Seats) % h.v.Seats
}

// upThrough is the up cards a seat showed on street k: those it held then.
func upThrough(up []rules.Card, n int) []rules.Card { return up[:min(n, len(up))] }

// EveryStreet is a first-to-act table with one rule for every street after
// the first.
func EveryStreet(streets []Street, r BoardRule) []BoardRule {
	out := make([]BoardRule, len(streets))
	for i := 1; i < len(out); i++ {
		out[i] = r
	}
	return out
}
