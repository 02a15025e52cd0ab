package stud

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// refDealt is a seat's place in the deal: its number, or its distance
// clockwise from the seat on the button's left.
func refDealt(h *Hand, seat int) int {
	if h.Button == 0 {
		return seat
	}
	for off := 1; off <= h.v.Seats; off++ {
		if (h.Button-1+off)%h.v.Seats+1 == seat {
			return off
		}
	}
	return -1
}

// refBoardKey ranks what seat index i shows on street k, up being the up
// cards of the street: the up cards dealt face up, and in Mexican Poker
// the first down cards, one for each time the seat turned its down card
// up before the street.
func refBoardKey(h *Hand, i, k, up int, rule BoardRule) uint64 {
	s := &h.Seats[i]
	turns := 0
	for _, t := range s.Turned {
		if t <= k {
			turns++
		}
	}
	shown := append(slices.Clone(s.Up[:up-turns]), s.Down[:turns]...)
	if rule.KeyJoker != nil {
		return rule.KeyJoker(shown, slices.Contains(s.Up, rules.Joker))
	}
	return rule.Key(shown)
}

// refMexicanBringIn is the seat whose door card is highest by rank, the
// joker an ace (line 361), the first such clockwise from the button.
func refMexicanBringIn(h *Hand) int {
	best, bestRank := 0, -1
	for off := 1; off <= h.v.Seats; off++ {
		seat := (h.Button-1+off)%h.v.Seats + 1
		for _, s := range h.Seats {
			if s.Seat != seat {
				continue
			}
			r := int(s.Up[0].Rank())
			if s.Up[0] == rules.Joker {
				r = 14
			}
			if r > bestRank {
				best, bestRank = seat, r
			}
		}
	}
	return best
}

// mexicanStraights are the straights of line 364, lowest first.
var mexicanStraights = [][]int{
	{14, 2, 3, 4, 5}, {2, 3, 4, 5, 6}, {3, 4, 5, 6, 7}, {4, 5, 6, 7, 11}, {5, 6, 7, 11, 12}, {6, 7, 11, 12, 13}, {7, 11, 12, 13, 14},
}

// refMexicanNatural ranks five cards without a joker by the chart of
// lines 351-356, compared as a sequence, higher better: the category
// (high card 0 … five of a kind 10), then the straight's place among the
// straights of line 364 or the ranks by group size and rank.
func refMexicanNatural(five []rules.Card) []int {
	count := map[int]int{}
	suited := true
	for _, c := range five {
		count[int(c.Rank())]++
		if c.Suit() != five[0].Suit() {
			suited = false
		}
	}
	type g struct{ n, r int }
	var gs []g
	for r, n := range count {
		gs = append(gs, g{n, r})
	}
	slices.SortFunc(gs, func(a, b g) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return b.r - a.r
	})
	var ranks []int
	for _, x := range gs {
		ranks = append(ranks, x.r)
	}
	straight := -1
	if len(gs) == 5 {
		for i, st := range mexicanStraights {
			all := true
			for _, r := range st {
				if count[r] != 1 {
					all = false
				}
			}
			if all {
				straight = i
			}
		}
	}
	flush := suited && len(gs) == 5
	switch {
	case gs[0].n == 5:
		return []int{10, ranks[0]}
	case flush && straight == 6:
		return []int{9}
	case flush && straight >= 0:
		return []int{8, straight}
	case gs[0].n == 4:
		return append([]int{7}, ranks...)
	case flush:
		return append([]int{6}, ranks...)
	case gs[0].n == 3 && gs[1].n == 2:
		return append([]int{5}, ranks...)
	case straight >= 0:
		return []int{4, straight}
	case gs[0].n == 3:
		return append([]int{3}, ranks...)
	case gs[0].n == 2 && gs[1].n == 2:
		return append([]int{2}, ranks...)
	case gs[0].n == 2:
		return append([]int{1}, ranks...)
	}
	return append([]int{0}, ranks...)
}

// refMexican ranks a seat's five cards by brute force over what the joker
// may stand for: any of the 40 cards when it was dealt face down; dealt
// face up, an ace, or any card that makes a straight, flush, straight
// flush or royal flush (line 360). The result is negated so that, as in
// bruteBest, the lower sequence is the better hand.
func refMexican(five []rules.Card, jokerUp bool) []int {
	j := slices.Index(five, rules.Joker)
	var best []int
	if j < 0 {
		best = refMexicanNatural(five)
	} else {
		for _, c := range MexicanDeck() {
			if c == rules.Joker {
				continue
			}
			hand := slices.Clone(five)
			hand[j] = c
			x := refMexicanNatural(hand)
			if jokerUp && c.Rank() != rules.Ace && x[0] != 4 && x[0] != 6 && x[0] != 8 && x[0] != 9 {
				continue
			}
			if best == nil || slices.Compare(x, best) > 0 {
				best = x
			}
		}
	}
	out := make([]int, len(best))
	for i, x := range best {
		out[i] = -x
	}
	return out
}
