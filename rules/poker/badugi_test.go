package poker

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// refBadugi is the best badugi of cards by brute force, independent of the
// evaluator: every subset whose cards share no rank and no suit, valued by
// its size and then its ranks (ace 1 to king 13) sorted highest first,
// compared lowest wins. It returns the size and the sorted ranks.
func refBadugi(cards []rules.Card) (int, []int) {
	bestSize, bestRanks := 0, []int(nil)
	n := len(cards)
	for set := 1; set < 1<<n; set++ {
		var ranks []int
		ok := true
		seenRank, seenSuit := map[int]bool{}, map[rules.Suit]bool{}
		for i := 0; i < n; i++ {
			if set&(1<<i) == 0 {
				continue
			}
			c := cards[i]
			r := int(c.Rank())
			if c.Rank() == rules.Ace {
				r = 1
			}
			if seenRank[r] || seenSuit[c.Suit()] {
				ok = false
				break
			}
			seenRank[r], seenSuit[c.Suit()] = true, true
			ranks = append(ranks, r)
		}
		if !ok || len(ranks) > 4 {
			continue
		}
		slices.Sort(ranks)
		slices.Reverse(ranks)
		switch {
		case len(ranks) > bestSize:
			bestSize, bestRanks = len(ranks), ranks
		case len(ranks) == bestSize && slices.Compare(ranks, bestRanks) < 0:
			bestRanks = ranks
		}
	}
	return bestSize, bestRanks
}

func refCompareBadugi(as int, ar []int, bs int, br []int) int {
	if as != bs {
		return as - bs // more cards is better
	}
	return -slices.Compare(ar, br) // lower ranks are better
}

func lowRanks(b Badugi) []int {
	var out []int
	for _, r := range b.Ranks() {
		out = append(out, int(lowRank(r)))
	}
	return out
}

// Every four-card hand: the evaluator plays the same cards as the brute
// force, and the counts match the published ones: 17,160 four-card badugis
// (13 x 12 x 11 x 10, M. Gritter, twoplustwo.com, 11 November 2005, and
// pokergeekmn.blogspot.com, "Learning Badugi 3", 22 January 2010, with the
// count by highest card) in 715 ranks (13 choose 4), and 2,873 one-card
// hands (13 quads and 4 x 715 four-flushes, counted here by hand).
func TestBadugiEveryFourCardHand(t *testing.T) {
	deck := rules.Deck52()
	bySize := map[BadugiSize]int{}
	byHighest := map[int]int{}
	values := map[BadugiSize]map[Badugi]bool{}
	hand := make([]rules.Card, 4)
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					hand[0], hand[1], hand[2], hand[3] = deck[a], deck[b], deck[c], deck[d]
					v := BadugiOf(hand)
					size, ranks := refBadugi(hand)
					if int(v.Size()) != size || !slices.Equal(lowRanks(v), ranks) {
						t.Fatalf("%v: %s, brute force %d cards %v", hand, v, size, ranks)
					}
					bySize[v.Size()]++
					if v.Size() == 4 {
						byHighest[v.Highest()]++
					}
					if values[v.Size()] == nil {
						values[v.Size()] = map[Badugi]bool{}
					}
					values[v.Size()][v] = true
				}
			}
		}
	}
	if bySize[4] != 17160 || len(values[4]) != 715 {
		t.Errorf("four-card badugis: %d hands in %d ranks, published 17,160 in 715", bySize[4], len(values[4]))
	}
	if bySize[1] != 2873 {
		t.Errorf("one-card hands: %d, want 2,873", bySize[1])
	}
	if total := bySize[1] + bySize[2] + bySize[3] + bySize[4]; total != 270725 {
		t.Errorf("%d hands, want 270,725", total)
	}
	published := map[int]int{13: 5280, 12: 3960, 11: 2880, 10: 2016, 9: 1344, 8: 840, 7: 480, 6: 240, 5: 96, 4: 24}
	for h, n := range published {
		if byHighest[h] != n {
			t.Errorf("four-card badugis %d high: %d, published %d", h, byHighest[h], n)
		}
	}
	t.Logf("four-card hands by size: %v; distinct values by size: 4:%d 3:%d 2:%d 1:%d",
		bySize, len(values[4]), len(values[3]), len(values[2]), len(values[1]))
}

// The order of values is the order of the brute force, on every pair of a
// sample of five- and seven-card hands (Badacey and Badeucey deal five,
// the stud games seven).
func TestBadugiOrderAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for _, n := range []int{1, 2, 3, 5, 6, 7} {
		type ref struct {
			v     Badugi
			size  int
			ranks []int
		}
		var refs []ref
		for i := 0; i < 3000; i++ {
			h := randomHand(rng, n)
			v := BadugiOf(h)
			size, ranks := refBadugi(h)
			if int(v.Size()) != size || !slices.Equal(lowRanks(v), ranks) {
				t.Fatalf("%v: %s, brute force %d cards %v", h, v, size, ranks)
			}
			refs = append(refs, ref{v, size, ranks})
		}
		for i := 1; i < len(refs); i++ {
			a, b := refs[i-1], refs[i]
			want := refCompareBadugi(a.size, a.ranks, b.size, b.ranks)
			got := int(a.v) - int(b.v)
			if (want > 0) != (got > 0) || (want == 0) != (got == 0) {
				t.Fatalf("%s vs %s: value order %d, brute force %d", a.v, b.v, got, want)
			}
		}
	}
}

// Every five-card hand, by rank pattern: the evaluator against the brute
// force on all 2,598,960 five-card hands would take seconds; the hands of
// one suit pattern and rank multiset play alike, so one hand of each
// (ranks, suit assignment up to relabelling the suits) is checked.
func TestBadugiEveryFiveCardShape(t *testing.T) {
	checked := 0
	var ranks [5]int
	var walk func(i, from int)
	walk = func(i, from int) {
		if i == 5 {
			// Suits as a restricted growth string: the first card spades,
			// each next card a suit already used or the next new one.
			var suits [5]int
			var assign func(j, used int)
			assign = func(j, used int) {
				if j == 5 {
					hand := make([]rules.Card, 5)
					seen := map[rules.Card]bool{}
					for k := 0; k < 5; k++ {
						r := rules.Rank(ranks[k])
						if ranks[k] == 1 {
							r = rules.Ace
						}
						hand[k] = rules.NewCard(r, rules.Suit(suits[k]))
						if seen[hand[k]] {
							return // the same card twice
						}
						seen[hand[k]] = true
					}
					v := BadugiOf(hand)
					size, want := refBadugi(hand)
					if int(v.Size()) != size || !slices.Equal(lowRanks(v), want) {
						t.Fatalf("%v: %s, brute force %d cards %v", hand, v, size, want)
					}
					checked++
					return
				}
				for s := 0; s <= min(used, 3); s++ {
					suits[j] = s
					next := used
					if s == used {
						next++
					}
					assign(j+1, next)
				}
			}
			assign(0, 0)
			return
		}
		for r := from; r <= 13; r++ {
			if i >= 4 && ranks[0] == r && ranks[1] == r && ranks[2] == r && ranks[3] == r {
				continue // five of a rank
			}
			ranks[i] = r
			walk(i+1, r)
		}
	}
	walk(0, 1)
	if checked < 10000 {
		t.Errorf("only %d shapes checked", checked)
	}
	t.Logf("%d five-card shapes checked", checked)
}

func TestBadugiSeedExamples(t *testing.T) {
	order := []string{
		"AS 2H 3D 4C", // the best (lines 923, 4464)
		"AS 2H 3D 5C", //
		"KS QH JD TC", // the worst badugi (line 4464)
		"AS 2H 3D 3C", // three cards, A-2-3 (line 926): a pair
		"AS 2H 3D 4D", // A-2-3 with a matching suit; ties the one above
		"KS QH JD JC", // the worst three-card hand
		"AS 2H 2D 2C", // two cards, A-2 (line 927)
		"KS QH QD QC", // K-Q, the worst two-card hand
		"AS 2S 3S 4S", // one card: an ace, the best one-card hand (line 4467)
		"KS KH KD KC", // a king, the worst
	}
	for i := 1; i < len(order); i++ {
		a, b := BadugiOf(rules.MustCards(order[i-1])), BadugiOf(rules.MustCards(order[i]))
		tie := order[i] == "AS 2H 3D 4D"
		if tie && a != b || !tie && a <= b {
			t.Errorf("%s (%s) against %s (%s): want %s", order[i-1], a, order[i], b, map[bool]string{true: "a tie", false: "the first better"}[tie])
		}
	}
	for _, c := range []struct{ cards, want string }{
		{"AS 2H 3D 4C", "Four Card Badugi, 4-3-2-A"},
		{"AH 2D 3S 4S", "Three Card Incomplete, 3-2-A"}, // the 4S shares the 3S's suit
		{"AC 2C 3D 4H", "Three Card Incomplete, 4-3-A"}, // one of the clubs is dropped: the deuce
		{"KS KH KD KC", "One Card Incomplete, K"},
		{"9S 8S 7H 6H 5D", "Three Card Incomplete, 8-6-5"},
		{"KC 9S 8S 7H 6H 5D", "Four Card Badugi, K-8-6-5"},
	} {
		if got := BadugiOf(rules.MustCards(c.cards)).String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.cards, got, c.want)
		}
	}
}

func TestBadugiPanics(t *testing.T) {
	for _, cards := range [][]rules.Card{nil, rules.MustCards("AS 2H 3D 4C 5S 6H 7D 8C"), {rules.Joker, rules.MustCards("AS")[0]}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%v: no panic", cards)
				}
			}()
			BadugiOf(cards)
		}()
	}
}

var badugiSink Badugi

func BenchmarkBadugi4(b *testing.B) {
	hands := benchHands(4)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		badugiSink = BadugiOf(hands[i&4095])
		i++
	}
}

func BenchmarkBadugi5(b *testing.B) {
	hands := benchHands(5)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		badugiSink = BadugiOf(hands[i&4095])
		i++
	}
}

func BenchmarkBadugi7(b *testing.B) {
	hands := benchHands(7)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		badugiSink = BadugiOf(hands[i&4095])
		i++
	}
}
