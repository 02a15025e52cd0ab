package poker

import (
	"slices"
	"sort"
	"testing"

	"github.com/tablegames/casino/rules"
)

// ref27 values five cards for deuce-to-seven lowball from scratch, the
// smaller the better: the category as the 2-7 tables rank it (lines
// 6401-6411, read from the best down: no pair, one pair, two pair, trips,
// straight, flush, full house, quads, straight flush), then the ranks in
// order of significance, the ace high only and 5-4-3-2-A no straight
// (line 6405). A rank of 0 in ranks stands for a suitless card of the
// given rank r: the joker.
func ref27(ranks [5]int, suits [5]int) int {
	counts := map[int]int{}
	for _, r := range ranks {
		counts[r]++
	}
	type group struct{ rank, n int }
	var gs []group
	for r, n := range counts {
		gs = append(gs, group{r, n})
	}
	sort.Slice(gs, func(i, j int) bool {
		if gs[i].n != gs[j].n {
			return gs[i].n > gs[j].n
		}
		return gs[i].rank > gs[j].rank
	})
	flush := true
	for _, s := range suits {
		if s < 0 || s != suits[0] {
			flush = false // a suitless joker never makes a flush
		}
	}
	straight := len(gs) == 5 && gs[0].rank-gs[4].rank == 4
	var cat int
	switch {
	case straight && flush:
		cat = 8
	case gs[0].n == 4:
		cat = 7
	case gs[0].n == 3 && gs[1].n == 2:
		cat = 6
	case flush:
		cat = 5
	case straight:
		cat = 4
	case gs[0].n == 3:
		cat = 3
	case gs[0].n == 2 && gs[1].n == 2:
		cat = 2
	case gs[0].n == 2:
		cat = 1
	}
	key := cat
	for _, g := range gs {
		for k := 0; k < g.n; k++ {
			key = key*16 + g.rank
		}
	}
	return key
}

// Every hand of four cards and the joker, 270,725 of them: Low27Of orders
// them as the reference does with the joker standing for the lowest rank
// the hand lacks, suitless; and so for every hand without the joker of a
// sample.
func TestLow27JokerEveryHand(t *testing.T) {
	deck := rules.Deck52()
	type pair struct {
		ref int
		v   Value
	}
	var all []pair
	straights := 0
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					four := []rules.Card{deck[a], deck[b], deck[c], deck[d]}
					var ranks [5]int
					var suits [5]int
					held := map[int]bool{}
					for i, card := range four {
						ranks[i], suits[i] = int(card.Rank()), int(card.Suit())
						held[ranks[i]] = true
					}
					low := 2
					for held[low] {
						low++
					}
					ranks[4], suits[4] = low, -1
					ref := ref27(ranks, suits)
					// The joker anywhere in the five.
					hand := append(slices.Clone(four[:a%4]), append([]rules.Card{rules.Joker}, four[a%4:]...)...)
					v := Low27Of(hand)
					all = append(all, pair{ref, v})
					if ref>>20 == 4 {
						straights++
					}
				}
			}
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].ref < all[j].ref })
	for i := 1; i < len(all); i++ {
		p, q := all[i-1], all[i]
		if (p.ref == q.ref) != (p.v == q.v) || (p.ref < q.ref) != (p.v < q.v) {
			t.Fatalf("reference order %x < %x but values %s, %s", p.ref, q.ref, p.v, q.v)
		}
	}
	if all[0].v.String() != Low27(handOf(t, "7S 5H 4D 3C 2S")).String() {
		t.Errorf("the best joker hand is %s, want 7-5-4-3-2", all[0].v)
	}
	t.Logf("%d joker hands; %d of them straights because the joker takes the lowest missing rank", len(all), straights)
	if straights == 0 {
		t.Error("no joker hand is a straight; the literal reading makes 3-4-5-6 and the joker one")
	}
}

func handOf(t *testing.T, s string) [5]rules.Card {
	t.Helper()
	return [5]rules.Card(rules.MustCards(s))
}

func TestLow27JokerExamples(t *testing.T) {
	for _, c := range []struct{ cards, want string }{
		{"JK 7S 5H 4D 3C", "7S 5H 4D 3C 2S"}, // the joker is the deuce
		{"3S 4H 5D 6C JK", "6S 5H 4D 3C 2S"}, // the deuce, making a straight (line 1531 as written)
		{"2S 3S 4S 5S JK", "6H 5S 4S 3S 2S"}, // the six: a straight, but no straight flush
		{"2S 3H 4D 5C JK", "6S 5H 4D 3C 2S"}, // here the six is the lowest missing: a straight
		{"AS KS QS JS JK", "AH KS QS JS 2S"}, // suitless: no flush, no straight
		{"9S 9H 9D 2C JK", "9S 9H 9D 3C 2C"}, // never a pair: trips with a three
	} {
		got := Low27Of(rules.MustCards(c.cards))
		want := Low27(handOf(t, c.want))
		if got != want {
			t.Errorf("%s: %s, want %s (%s)", c.cards, got, want, c.want)
		}
	}
	if v, w := Low27Of(rules.MustCards("7S 5H 4D 3C 2S")), Low27(handOf(t, "7S 5H 4D 3C 2S")); v != w {
		t.Errorf("without the joker Low27Of is Low27: %s, %s", v, w)
	}
	for _, bad := range [][]rules.Card{rules.MustCards("2S 3S 4S 5S"), {rules.Joker, rules.Joker, 8, 12, 16}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%v: no panic", bad)
				}
			}()
			Low27Of(bad)
		}()
	}
}

// Every five-card hand: Archie's qualifiers pass 958,500 high hands (every
// hand of two pair or better, 198,180, and the 9 x 84,480 pairs of sixes to
// aces, from the published counts of five-card poker hands) and 6,144 lows
// (five different ranks of the six from the ace to the 6: 6 x 4^5).
func TestArchieQualifiersEveryHand(t *testing.T) {
	if v := Eval5(handOf(t, "6S 6H 4D 3C 2S")); !ArchieHighQualifies(v) || v != archieHighFloor {
		t.Errorf("6-6-4-3-2 is %s; it is the lowest qualifying high hand", v)
	}
	if ArchieHighQualifies(Eval5(handOf(t, "5S 5H AD KC QS"))) {
		t.Error("a pair of fives qualifies")
	}
	if !ArchieHighQualifies(Eval5(handOf(t, "3S 3H 2D 2C 4S"))) {
		t.Error("two pair, threes and deuces, does not qualify")
	}
	if !ArchieLowQualifies(LowA5(rules.MustCards("6S 4H 3D 2C AS"))) || ArchieLowQualifies(LowA5(rules.MustCards("7S 4H 3D 2C AS"))) ||
		ArchieLowQualifies(LowA5(rules.MustCards("6S 6H 3D 2C AS"))) {
		t.Error("the low qualifier: 6-4-3-2-A qualifies; 7-4-3-2-A and a pair of sixes do not")
	}
	deck := rules.Deck52()
	high, low := 0, 0
	var five [5]rules.Card
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						five = [5]rules.Card{deck[a], deck[b], deck[c], deck[d], deck[e]}
						if ArchieHighQualifies(Eval5(five)) {
							high++
						}
						if ArchieLowQualifies(LowA5(five[:])) {
							low++
						}
					}
				}
			}
		}
	}
	if high != 958500 || low != 6144 {
		t.Errorf("qualifying highs %d, want 958,500; lows %d, want 6,144", high, low)
	}
}

func BenchmarkLow27Joker(b *testing.B) {
	hands := benchHands(5)
	for i := range hands {
		if i%2 == 0 {
			hands[i][i%5] = rules.Joker
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		sink = Low27Of(hands[i&4095])
		i++
	}
}
