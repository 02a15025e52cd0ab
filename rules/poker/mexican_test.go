package poker

import (
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// mexicanDeck is the 40 cards and the joker (line 345).
func mexicanDeck() []rules.Card {
	var out []rules.Card
	for _, c := range rules.Deck52() {
		if r := c.Rank(); r < 8 || r > 10 {
			out = append(out, c)
		}
	}
	return append(out, rules.Joker)
}

// refCard is a card for the reference: a rank 2-14 and a suit 0-3, or 4
// for a wild card copying a card the hand holds, which makes no flush.
type refCard struct{ rank, suit int }

// refMexican values five cards by the rule book's words, apart from the
// evaluator: the kinds of lines 351-356 in that order, the straights of
// line 364 listed one by one, ties by the ranks of the largest groups
// first, each group's rank once, the ranks in deck order 2-7, J, Q, K, A. It returns the category
// (0 high card to 10 five of a kind) and the tie-break ranks.
func refMexican(cs []refCard) []int {
	order := map[int]int{2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 11: 7, 12: 8, 13: 9, 14: 10}
	straights := [][]int{{14, 2, 3, 4, 5}, {2, 3, 4, 5, 6}, {3, 4, 5, 6, 7}, {4, 5, 6, 7, 11}, {5, 6, 7, 11, 12}, {6, 7, 11, 12, 13}, {7, 11, 12, 13, 14}}
	count := map[int]int{}
	flush := true
	for _, c := range cs {
		count[c.rank]++
		if c.suit == 4 || c.suit != cs[0].suit {
			flush = false
		}
	}
	straightHigh := 0
	for i, s := range straights {
		all := len(count) == 5
		for _, r := range s {
			all = all && count[r] == 1
		}
		if all {
			straightHigh = i + 4 // the wheel's 5 is order 4
		}
	}
	type g struct{ n, r int }
	var gs []g
	for r, n := range count {
		gs = append(gs, g{n, order[r]})
	}
	slices.SortFunc(gs, func(a, b g) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return b.r - a.r
	})
	var ranks []int // each group's rank once, the largest group first
	for _, x := range gs {
		ranks = append(ranks, x.r)
	}
	switch {
	case gs[0].n == 5:
		return []int{10, ranks[0]}
	case straightHigh == 10 && flush:
		return []int{9, straightHigh}
	case straightHigh > 0 && flush:
		return []int{8, straightHigh}
	case gs[0].n == 4:
		return append([]int{7}, ranks...)
	case flush:
		return append([]int{6}, ranks...)
	case gs[0].n == 3 && gs[1].n == 2:
		return append([]int{5}, ranks...)
	case straightHigh > 0:
		return []int{4, straightHigh}
	case gs[0].n == 3:
		return append([]int{3}, ranks...)
	case gs[0].n == 2 && gs[1].n == 2:
		return append([]int{2}, ranks...)
	case gs[0].n == 2:
		return append([]int{1}, ranks...)
	}
	return append([]int{0}, ranks...)
}

// refMexicanBest is the best value of five cards, trying every card the
// joker may stand for: any of the 40 cards the hand does not hold, or a
// copy of a rank (a fifth suit, no flush); face up, only an ace or a card
// that makes a straight, flush or straight flush (line 360).
func refMexicanBest(hand []rules.Card, jokerUp bool) []int {
	var cs []refCard
	joker := false
	held := map[refCard]bool{}
	for _, c := range hand {
		if c == rules.Joker {
			joker = true
			continue
		}
		rc := refCard{int(c.Rank()), int(c.Suit())}
		cs = append(cs, rc)
		held[rc] = true
	}
	if !joker {
		return refMexican(cs)
	}
	var best []int
	for _, r := range []int{2, 3, 4, 5, 6, 7, 11, 12, 13, 14} {
		for s := 0; s <= 4; s++ {
			sub := refCard{r, s}
			if held[sub] {
				continue
			}
			v := refMexican(append(slices.Clone(cs), sub))
			if jokerUp && r != 14 && v[0] != 4 && v[0] != 6 && v[0] != 8 && v[0] != 9 {
				continue
			}
			if best == nil || slices.Compare(v, best) > 0 {
				best = v
			}
		}
	}
	return best
}

// mexicanPlaces reads a value back into the reference's form.
func mexicanPlaces(v MexicanValue) []int {
	out := []int{int(v.Category())}
	for i := 4; i >= 0; i-- {
		if p := int(v>>(4*i)) & 15; p > 0 {
			out = append(out, p)
		}
	}
	return out
}

// Every five-card hand of the 41 cards, the joker face down and face up:
// the evaluator values it as the reference does and orders any two hands
// as the reference orders them. The hands without the joker fall into the
// kinds in the numbers counted by hand from the deck (10 ranks of 4 suits,
// 7 straights, line 364): 28 straight flushes (7 x 4, 4 of them royal),
// 360 four of a kind (10 x 36), 980 flushes (4 x C(10,5) - 28), 2,160
// full houses (10 x 4 x 9 x 6), 7,140 straights (7 x 4^5 - 28), 23,040
// three of a kind (10 x 4 x C(9,2) x 16), 51,840 two pair (C(10,2) x 36 x
// 32), 322,560 one pair (10 x 6 x C(9,3) x 64) and 249,900 high cards
// ((C(10,5) - 7) x (4^5 - 4)): C(40,5) = 658,008.
func TestMexicanEveryHand(t *testing.T) {
	deck := mexicanDeck()
	natural := map[MexicanCategory]int{}
	hands := 0
	for _, jokerUp := range []bool{false, true} {
		seen := map[MexicanValue][]int{}
		hand := make([]rules.Card, 5)
		n := len(deck)
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				for c := b + 1; c < n; c++ {
					for d := c + 1; d < n; d++ {
						for e := d + 1; e < n; e++ {
							hand[0], hand[1], hand[2], hand[3], hand[4] = deck[a], deck[b], deck[c], deck[d], deck[e]
							got := MexicanOf(hand, jokerUp)
							if e < n-1 && !jokerUp {
								natural[got.Category()]++
							}
							if _, ok := seen[got]; ok && e < n-1 {
								continue // a natural value already checked
							}
							want := refMexicanBest(hand, jokerUp)
							if !slices.Equal(mexicanPlaces(got), want) {
								t.Fatalf("%v joker up %v: %s %v, reference %v", hand, jokerUp, got, mexicanPlaces(got), want)
							}
							seen[got] = want
							hands++
						}
					}
				}
			}
		}
		values := make([]MexicanValue, 0, len(seen))
		for v := range seen {
			values = append(values, v)
		}
		slices.Sort(values)
		for i := 1; i < len(values); i++ {
			if slices.Compare(seen[values[i-1]], seen[values[i]]) >= 0 {
				t.Fatalf("%s orders below %s", values[i-1], values[i])
			}
		}
	}
	want := map[MexicanCategory]int{MexicanRoyalFlush: 4, MexicanStraightFlush: 24, MexicanQuads: 360, MexicanFlush: 980,
		MexicanFullHouse: 2160, MexicanStraight: 7140, MexicanTrips: 23040, MexicanTwoPair: 51840, MexicanPair: 322560,
		MexicanHighCard: 249900}
	for c, n := range want {
		if natural[c] != n {
			t.Errorf("%s: %d hands, counted %d", c, natural[c], n)
		}
	}
	if natural[MexicanFiveOfAKind] != 0 {
		t.Errorf("five of a kind without the joker: %d", natural[MexicanFiveOfAKind])
	}
}

// The joker's two rules side by side (line 360).
func TestMexicanJoker(t *testing.T) {
	cases := []struct {
		hand       string
		down, up   MexicanCategory
		downS, upS string
	}{
		{"KS KH KD KC JK", MexicanFiveOfAKind, MexicanQuads, "Five of a Kind, K", "Four of a Kind, K-A"},
		{"AS AH AD AC JK", MexicanFiveOfAKind, MexicanFiveOfAKind, "Five of a Kind, A", "Five of a Kind, A"},
		{"7S JS QS KS JK", MexicanRoyalFlush, MexicanRoyalFlush, "Royal Flush, A", "Royal Flush, A"},
		{"4H 5D 6C 7S JK", MexicanStraight, MexicanStraight, "Straight, J", "Straight, J"}, // 4-5-6-7-J over 3-4-5-6-7 (line 364)
		{"QS QH 3D 3C JK", MexicanFullHouse, MexicanTwoPair, "Full House, Q-3", "Two Pair, Q-3-A"},
		{"2S 5S 6S QS JK", MexicanFlush, MexicanFlush, "Flush, A-Q-6-5-2", "Flush, A-Q-6-5-2"},
		{"AS 5S 6S QS JK", MexicanFlush, MexicanFlush, "Flush, A-K-Q-6-5", "Flush, A-K-Q-6-5"},
		{"2S 5H 6S QS JK", MexicanPair, MexicanHighCard, "One Pair, Q-6-5-2", "High Card, A-Q-6-5-2"},
	}
	for _, c := range cases {
		h := rules.MustCards(c.hand)
		down, up := MexicanOf(h, false), MexicanOf(h, true)
		if down.Category() != c.down || up.Category() != c.up || down.String() != c.downS || up.String() != c.upS {
			t.Errorf("%s: down %s, up %s", c.hand, down, up)
		}
	}
	// The flush above the full house (line 355-356); the wheel the lowest
	// straight, 7-J-Q-K-A the highest (line 364).
	order := []string{"2S 3S 4S 5S 7S", "AS AH AD KC KD", "AC KC QC JC 7D", "6C 7D JH QS KC", "AC 2D 3H 4S 5C"}
	for i := 1; i < len(order); i++ {
		if MexicanOf(rules.MustCards(order[i-1]), false) <= MexicanOf(rules.MustCards(order[i]), false) {
			t.Errorf("%s should beat %s", order[i-1], order[i])
		}
	}
}

func TestMexicanRefusesTheRemovedRanks(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a ten was accepted")
		}
	}()
	MexicanOf(rules.MustCards("TS 2H 3D 4C 5S"), false)
}

var mexicanSink MexicanValue

func BenchmarkMexican(b *testing.B) {
	deck := mexicanDeck()
	hands := make([][]rules.Card, 4096)
	for i := range hands {
		perm := make([]rules.Card, len(deck))
		copy(perm, deck)
		for j := 0; j < 5; j++ {
			k := j + (i*7919+j*104729)%(len(deck)-j)
			perm[j], perm[k] = perm[k], perm[j]
		}
		hands[i] = perm[:5]
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		mexicanSink = MexicanOf(hands[i&4095], i&8192 == 0)
		i++
	}
}
