package poker

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// refBadugiAceHigh is the best badugi of cards by brute force, the ace the
// highest card (14) and the deuce the lowest, written apart from the
// evaluator: every subset of cards sharing no rank and no suit, the most
// cards best, then the ranks sorted highest first compared lowest wins.
func refBadugiAceHigh(cards []rules.Card) (int, []int) {
	bestSize, bestRanks := 0, []int(nil)
	n := len(cards)
	for set := 1; set < 1<<n; set++ {
		var ranks []int
		var usedRank [15]bool
		var usedSuit [4]bool
		ok := true
		for i := 0; i < n && ok; i++ {
			if set&(1<<i) == 0 {
				continue
			}
			r, s := int(cards[i].Rank()), int(cards[i].Suit())
			ok = !usedRank[r] && !usedSuit[s]
			usedRank[r], usedSuit[s] = true, true
			ranks = append(ranks, r)
		}
		if !ok {
			continue
		}
		slices.Sort(ranks)
		slices.Reverse(ranks)
		if len(ranks) > bestSize || (len(ranks) == bestSize && slices.Compare(ranks, bestRanks) < 0) {
			bestSize, bestRanks = len(ranks), ranks
		}
	}
	return bestSize, bestRanks
}

func aceHighRanks(b BadugiAceHigh) []int {
	var out []int
	for _, r := range b.Ranks() {
		out = append(out, int(r))
	}
	return out
}

func choose(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	out := 1
	for i := 0; i < k; i++ {
		out = out * (n - i) / (i + 1)
	}
	return out
}

// Every four-card hand: the evaluator plays the ranks the brute force
// finds, two hands compare as the brute force compares them, and the counts
// are the ones worked out by hand: 17,160 four-card badugis (13 x 12 x 11 x
// 10 ordered, 715 sets of ranks times the 24 ways to give them four
// suits), 2,873 one-card hands (13 four of a kind and 4 x 715 four cards of
// one suit), and of the badugis, those whose highest card is the h-th rank
// from the deuce up number C(h-1, 3) x 24: 5,280 with the ace on top and 24
// with the five (5-4-3-2, line 5583).
func TestBadugiAceHighEveryFourCardHand(t *testing.T) {
	deck := rules.Deck52()
	bySize := map[BadugiSize]int{}
	byHighest := map[rules.Rank]int{}
	ranked := map[BadugiAceHigh][]int{}
	hand := make([]rules.Card, 4)
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					hand[0], hand[1], hand[2], hand[3] = deck[a], deck[b], deck[c], deck[d]
					got := BadugiAceHighOf(hand)
					size, ranks := refBadugiAceHigh(hand)
					if int(got.Size()) != size || !slices.Equal(aceHighRanks(got), ranks) {
						t.Fatalf("%v: %s, brute force %d cards %v", hand, got, size, ranks)
					}
					bySize[got.Size()]++
					if got.Size() == 4 {
						byHighest[got.Ranks()[0]]++
					}
					ranked[got] = ranks
				}
			}
		}
	}
	if bySize[4] != 17160 || bySize[1] != 2873 {
		t.Errorf("four-card badugis %d (want 17,160), one-card hands %d (want 2,873)", bySize[4], bySize[1])
	}
	if bySize[1]+bySize[2]+bySize[3]+bySize[4] != 270725 {
		t.Errorf("%v hands, want 270,725", bySize)
	}
	for h := rules.Rank(5); h <= rules.Ace; h++ {
		if want := choose(int(h)-2, 3) * 24; byHighest[h] != want {
			t.Errorf("badugis topped by %s: %d, want %d", h, byHighest[h], want)
		}
	}
	// The values order the hands as the brute force does.
	values := make([]BadugiAceHigh, 0, len(ranked))
	for v := range ranked {
		values = append(values, v)
	}
	slices.Sort(values)
	for i := 1; i < len(values); i++ {
		lo, hi := ranked[values[i-1]], ranked[values[i]]
		if len(lo) > len(hi) || (len(lo) == len(hi) && slices.Compare(lo, hi) <= 0) {
			t.Fatalf("%s ranks below %s", values[i-1], values[i])
		}
	}
}

// The chart's best and worst hands of each size (lines 5583-5586), and the
// hands whose order differs from the ace-low badugi.
func TestBadugiAceHighChart(t *testing.T) {
	order := []struct{ hand, name string }{
		{"5S 4H 3D 2C", "Four Card Badugi, 5-4-3-2"}, // the highest rank (line 5583)
		{"6S 4H 3D 2C", "Four Card Badugi, 6-4-3-2"},
		{"AS 4H 3D 2C", "Four Card Badugi, A-4-3-2"},
		{"AS KH QD JC", "Four Card Badugi, A-K-Q-J"}, // the lowest (line 5583)
		{"4S 3H 2D 2C", "Three Card Incomplete, 4-3-2"},
		{"AS KH QD QC", "Three Card Incomplete, A-K-Q"}, // line 5584
		{"3S 2H 2D 2C", "Two Card Incomplete, 3-2"},
		{"AS KH KD KC", "Two Card Incomplete, A-K"}, // line 5585
		{"2S 3S 4S 5S", "One Card Incomplete, 2"},
		{"AS AH AD AC", "One Card Incomplete, A"}, // line 5586
	}
	var prev BadugiAceHigh
	for i, o := range order {
		got := BadugiAceHighOf(cards(t, o.hand))
		if got.String() != o.name {
			t.Errorf("%s: %s, want %s", o.hand, got, o.name)
		}
		if i > 0 && got >= prev {
			t.Errorf("%s should rank below %s", o.name, order[i-1].name)
		}
		prev = got
	}
}

// Five- to seven-card hands (the stud games deal seven) against the brute
// force on a random sample.
func TestBadugiAceHighMoreCards(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 7))
	for _, n := range []int{1, 2, 3, 5, 6, 7} {
		for i := 0; i < 20000; i++ {
			h := randomHand(rng, n)
			got := BadugiAceHighOf(h)
			size, ranks := refBadugiAceHigh(h)
			if int(got.Size()) != size || !slices.Equal(aceHighRanks(got), ranks) {
				t.Fatalf("%v: %s, brute force %d cards %v", h, got, size, ranks)
			}
		}
	}
}

func TestBadugiAceHighRefusesAJoker(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a joker was accepted")
		}
	}()
	BadugiAceHighOf([]rules.Card{rules.Joker, rules.NewCard(rules.Two, rules.Spades)})
}

var badugiAceHighSink BadugiAceHigh

func BenchmarkBadugiAceHigh7(b *testing.B) {
	hands := benchHands(7)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		badugiAceHighSink = BadugiAceHighOf(hands[i&4095])
		i++
	}
}
