package flop

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// randomHand deals a possible hand of the game: 2 to its most players,
// some folded, a board as far as the hand went (complete at a showdown),
// contributions in whole dollars with now and then a dead blind, and no
// fees. Won is left at zero.
func randomHand(rng *rand.Rand, v *variant) *Hand {
	deck := rules.Deck52()
	if v.deck36 {
		deck = poker.Deck36()
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	take := func(n int) []rules.Card {
		out := slices.Clone(deck[:n])
		deck = deck[n:]
		return out
	}
	n := 2 + rng.IntN(v.players-1)
	// Enough cards for every seat and the boards.
	for n*v.hole+v.boards*v.fullBoard() > len(deck) {
		n--
	}
	h := &Hand{v: v, env: rules.Envelope{TableID: "T", HandNumber: 1, Game: v.id}, Button: 1 + rng.IntN(v.seats)}
	seatNos := rng.Perm(v.seats)[:n]
	slices.Sort(seatNos)
	live := 0
	for i, s := range seatNos {
		folded := i > 0 && rng.IntN(3) == 0
		if i == n-1 && live == 0 {
			folded = false
		}
		if !folded {
			live++
		}
		st := Seat{Seat: s + 1, Folded: folded, Cards: take(v.hole), Contributed: rules.Dollars(int64(5 + rng.IntN(40)))}
		if rng.IntN(8) == 0 {
			st.Dead = rules.Dollars(1)
		}
		h.Seats = append(h.Seats, st)
	}
	size := v.fullBoard()
	if live < 2 {
		size = v.boardSizes[rng.IntN(len(v.boardSizes))]
	}
	h.Board = take(size)
	if v.boards == 2 {
		h.Board2 = take(size)
	}
	if v.discards && size >= 3 {
		for i := range h.Seats {
			s := &h.Seats[i]
			k := 1 + rng.IntN(2)
			if s.Folded && rng.IntN(2) == 0 {
				k = 0
			}
			s.Discards = slices.Clone(s.Cards[:k])
		}
	} else if v.discards {
		// Without a flop no one discarded, so no one reached a showdown.
		for i := range h.Seats[1:] {
			h.Seats[i+1].Folded = true
		}
		h.Seats[0].Folded = false
	}
	return h
}

// bruteHigh is a seat's high hand by brute force over the game's own
// choices of five cards, valued by the 5-card evaluators the poker
// package checks against every five-card hand.
func bruteHigh(v *variant, s *Seat, board []rules.Card) uint64 {
	var best uint64
	try := func(five []rules.Card) {
		var x uint64
		if v.hand == shortDeck {
			x = uint64(poker.ShortDeckBest(five))
		} else {
			x = uint64(poker.Eval5([5]rules.Card(five)))
		}
		best = max(best, x)
	}
	if v.hand == exactlyTwo {
		forPairsAndTriples(s.Cards, board, func(five []rules.Card) { try(five) })
		return best
	}
	cards := append(slices.Clone(s.Kept()), board...)
	forSubsets(cards, 5, func(five []rules.Card) { try(five) })
	return best
}

func forSubsets(cards []rules.Card, k int, f func([]rules.Card)) {
	pick := make([]rules.Card, 0, k)
	var walk func(i int)
	walk = func(i int) {
		if len(pick) == k {
			f(slices.Clone(pick))
			return
		}
		for j := i; j < len(cards); j++ {
			pick = append(pick, cards[j])
			walk(j + 1)
			pick = pick[:len(pick)-1]
		}
	}
	walk(0)
}

func forPairsAndTriples(hole, board []rules.Card, f func([]rules.Card)) {
	forSubsets(hole, 2, func(two []rules.Card) {
		forSubsets(board, 3, func(three []rules.Card) { f(append(two, three...)) })
	})
}

// bruteLow is a seat's best low of two hole cards and three board cards,
// qualifying at most highest, by brute force over LowA5; NoLow if none.
func bruteLow(hole, board []rules.Card, highest int) poker.Low {
	best := poker.NoLow
	forPairsAndTriples(hole, board, func(five []rules.Card) {
		if l := poker.LowA5(five); l.Qualifies(highest) && l < best {
			best = l
		}
	})
	return best
}

// Random hands of every game: Verify never refuses a decoded hand; the
// awards add up to the pot less the fees; a record declaring them is
// verified; and in a hand of one pot the seats paid are the winners found
// by brute force.
func TestRandomHands(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 15))
	count := 3000
	if testing.Short() {
		count = 300
	}
	for id, g := range games {
		v := g.(game).v
		settings := []map[string]string{nil}
		if id == OmahaID {
			settings = append(settings, map[string]string{"split": SplitHighLow}, map[string]string{"split": SplitHighLow, "low_qualifier": "none"})
		}
		for i := 0; i < count; i++ {
			h := randomHand(rng, v)
			if err := h.check(); err != nil {
				t.Fatalf("%s: a random hand is impossible: %v", id, err)
			}
			for _, sv := range settings {
				st, err := g.Settings(sv)
				if err != nil {
					t.Fatal(err)
				}
				vd, err := h.Verify(st)
				if err != nil {
					t.Fatalf("%s: %v", id, err)
				}
				var sum rules.Money
				for j, s := range vd.Settlements {
					sum += s.Expected.Payout
					h.Seats[j].Won = s.Expected.Payout
				}
				if sum != h.Pot()-h.FeeTotal() {
					t.Fatalf("%s: awards %s, pot %s", id, sum, h.Pot())
				}
				again, _ := h.Verify(st)
				if !again.Verified() {
					t.Fatalf("%s: the expected awards declared are not verified: %+v", id, again.Findings)
				}
				checkWinners(t, h, st.(*Settings), vd)
				for j := range h.Seats {
					h.Seats[j].Won = 0
				}
			}
		}
	}
}

// checkWinners compares, for a showdown of one pot (every live seat put in
// as much as any seat, no dead chips), the seats paid with the brute-force
// winners of each portion.
func checkWinners(t *testing.T, h *Hand, st *Settings, vd *rules.Verdict) {
	t.Helper()
	if !h.Showdown() {
		return
	}
	var top rules.Money
	for _, s := range h.Seats {
		top = max(top, s.Contributed)
		if s.Dead != 0 {
			return
		}
	}
	for _, s := range h.Seats {
		if !s.Folded && s.Contributed != top {
			return
		}
	}
	v := h.v
	winners := map[int]bool{}
	best := func(value func(s *Seat) uint64) {
		var b uint64
		for i := range h.Seats {
			if !h.Seats[i].Folded {
				b = max(b, value(&h.Seats[i]))
			}
		}
		if b == 0 {
			return // no qualifying low: the high takes it
		}
		for i := range h.Seats {
			if !h.Seats[i].Folded && value(&h.Seats[i]) == b {
				winners[h.Seats[i].Seat] = true
			}
		}
	}
	best(func(s *Seat) uint64 { return bruteHigh(v, s, h.Board) })
	if v.boards == 2 {
		best(func(s *Seat) uint64 { return bruteHigh(v, s, h.Board2) })
	}
	if st.split() {
		q := st.LowQualifier
		if q == 0 {
			q = 13 + 1 // every low: bruteLow with a qualifier nothing fails
		}
		best(func(s *Seat) uint64 {
			l := bruteLow(s.Cards, h.Board, q)
			if q == 14 {
				l = poker.NoLow
				forPairsAndTriples(s.Cards, h.Board, func(five []rules.Card) { l = min(l, poker.LowA5(five)) })
			}
			if l == poker.NoLow {
				return 0
			}
			return l.Key()
		})
	}
	paid := map[int]bool{}
	for _, s := range vd.Settlements {
		// A share can round to nothing only in a pot smaller than the
		// winners' chips; these pots are at least two dollars a seat.
		if s.Expected.Payout > 0 {
			paid[s.Seat] = true
		}
	}
	if len(paid) != len(winners) {
		t.Fatalf("%s: paid %v, brute-force winners %v (%s)", v.id, paid, winners, vd.Outcome.Summary)
	}
	for s := range winners {
		if !paid[s] {
			t.Fatalf("%s: paid %v, brute-force winners %v (%s)", v.id, paid, winners, vd.Outcome.Summary)
		}
	}
}
