package poker

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

func TestLowA5Examples(t *testing.T) {
	cases := []struct {
		cards string
		want  string
	}{
		{"AS 2H 3D 4C 5S", "5-4-3-2-A"},               // the best hand (line 255)
		{"AS 2S 3S 4S 5S", "5-4-3-2-A"},               // a straight flush is still the best low
		{"8S 6H 4D 2C AS", "8-6-4-2-A"},               // ace low
		{"KS KH 3D 4C 5S", "pair of Ks, 5-4-3"},       // five cards: the pair plays
		{"AS AH 2D 3C 4S 9H KD", "9-4-3-2-A"},         // seven cards: the five lowest ranks
		{"AS AH 2D 2C 3S 3H 4D", "pair of As, 4-3-2"}, // four ranks: the lowest pair
		{"JK 2H 3D 4C 5S", "5-4-3-2-A"},               // the joker is the lowest card missing (line 256): an ace
		{"JK AH 3D 4C 5S", "5-4-3-2-A"},               // here a deuce
		{"7S 7H 7D 2C 2S", "full house, 7s over 2s"},
		{"7S 7H 7D 7C 2S 2D 2H", "full house, 2s over 7s"}, // trips over a pair beats quads; deuces full is lower
	}
	for _, c := range cases {
		if got := LowA5(rules.MustCards(c.cards)).String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.cards, got, c.want)
		}
	}
	order := []string{"AS 2H 3D 4C 5S", "AS 2H 3D 4C 6S", "AS 2H 3D 5C 6S", "7S 5H 4D 3C 2S", "8S 6H 4D 2C AS",
		"KS QH JD TC 8S", "AS AH 2D 3C 4S", "2S 2H AD 3C 4S", "AS AH 2D 2C 3S", "AS AH AD 2C 3S", "KS KH KD QC QS", "AS AH AD AC 2S"}
	for i := 1; i < len(order); i++ {
		a, b := LowA5(rules.MustCards(order[i-1])), LowA5(rules.MustCards(order[i]))
		if !a.Better(b) {
			t.Errorf("%s (%s) should be a better low than %s (%s)", order[i-1], a, order[i], b)
		}
	}
	if l := LowA5(rules.MustCards("8S 7H 6D 5C 4S")); !l.Qualifies(8) || l.Qualifies(7) || l.Highest() != 8 {
		t.Errorf("8-7-6-5-4: qualifies for 8 %v, for 7 %v", l.Qualifies(8), l.Qualifies(7))
	}
	if l := LowA5(rules.MustCards("AS AH 2D 3C 4S")); l.Qualifies(8) {
		t.Error("a paired hand qualifies for an 8-or-better low")
	}
	if NoLow.Key() != 0 || LowA5(rules.MustCards("AS 2H 3D 4C 5S")).Key() <= LowA5(rules.MustCards("AS 2H 3D 4C 6S")).Key() {
		t.Error("Key does not order lows best highest")
	}
}

// bruteLowA5 is the best low over every five-card subset, each valued by
// its own groups: an independent reading of the same ranking.
func bruteLowA5(ranks []uint32) Low {
	best := NoLow
	n := len(ranks)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						five := []uint32{ranks[a], ranks[b], ranks[c], ranks[d], ranks[e]}
						counts := map[uint32]uint8{}
						for _, r := range five {
							counts[r]++
						}
						var rs []uint32
						var take []uint8
						for r, k := range counts {
							rs = append(rs, r)
							take = append(take, k)
						}
						if v := lowOfGroups(rs, take); v < best {
							best = v
						}
					}
				}
			}
		}
	}
	return best
}

// Every 5-card hand, counted by low category: straights and flushes do not
// count against a low, so the no-pair lows are the high card, straight,
// flush and straight flush hands together (1,302,540 + 10,200 + 5,108 +
// 40), and the paired classes are the familiar counts. The 8-or-better
// lows are the C(8,5) rank sets in every suit: 56 x 4^5.
func TestLowA5FiveCardCounts(t *testing.T) {
	deck := rules.Deck52()
	var byCat [6]int
	eight := 0
	var five [5]rules.Card
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						five = [5]rules.Card{deck[a], deck[b], deck[c], deck[d], deck[e]}
						l := LowA5(five[:])
						byCat[l.Category()]++
						if l.Qualifies(8) {
							eight++
						}
					}
				}
			}
		}
	}
	want := [6]int{1317888, 1098240, 123552, 54912, 3744, 624}
	if byCat != want {
		t.Errorf("5-card lows by category %v, want %v", byCat, want)
	}
	if eight != 57344 {
		t.Errorf("8-or-better lows: %d, want 57,344", eight)
	}
}

// Every multiset of 7 ranks (each at most four times) gets the same low
// from the evaluator as from the brute force over its 21 five-card
// subsets, and the 7-card hands counted by suit combinations add up to
// C(52,7).
func TestLowA5SevenCardsAgainstBruteForce(t *testing.T) {
	binom := func(n, k int) uint64 {
		r := uint64(1)
		for i := 0; i < k; i++ {
			r = r * uint64(n-i) / uint64(i+1)
		}
		return r
	}
	var total, qualify8 uint64
	var counts [14]int
	var walk func(r, left int)
	walk = func(r, left int) {
		if left == 0 {
			var ranks []uint32
			var cards []rules.Card
			ways := uint64(1)
			for rr := 1; rr <= 13; rr++ {
				for k := 0; k < counts[rr]; k++ {
					ranks = append(ranks, uint32(rr))
					rank := rules.Rank(rr)
					if rr == 1 {
						rank = rules.Ace
					}
					cards = append(cards, rules.NewCard(rank, rules.Suit(k)))
				}
				ways *= binom(4, counts[rr])
			}
			got, want := LowA5(cards), bruteLowA5(ranks)
			if got != want {
				t.Fatalf("ranks %v: %s, brute force %s", ranks, got, want)
			}
			total += ways
			if got.Qualifies(8) {
				qualify8 += ways
			}
			return
		}
		if r > 13 {
			return
		}
		for k := min(4, left); k >= 0; k-- {
			counts[r] = k
			walk(r+1, left-k)
		}
		counts[r] = 0
	}
	walk(1, 7)
	if total != 133784560 {
		t.Errorf("7-card hands %d, want 133,784,560", total)
	}
	// The 8-or-better share of seven cards, counted here: the hands with at
	// least five different ranks from ace to eight.
	var direct uint64
	var w func(r, left int, distinctLow int, ways uint64)
	w = func(r, left, distinctLow int, ways uint64) {
		if r > 13 {
			if left == 0 && distinctLow >= 5 {
				direct += ways
			}
			return
		}
		for k := 0; k <= min(4, left); k++ {
			d := distinctLow
			if r <= 8 && k > 0 {
				d++
			}
			w(r+1, left-k, d, ways*binom(4, k))
		}
	}
	w(1, 7, 0, 1)
	if qualify8 != direct {
		t.Errorf("7-card 8-or-better lows: evaluator %d, direct count %d", qualify8, direct)
	}
}

func TestLow27(t *testing.T) {
	order := []string{"7S 5H 4D 3C 2S", "7S 6H 4D 3C 2S", "8S 5H 4D 3C 2S", "AS 5H 4D 3C 2S", "AS KH QD JC 9S",
		"2S 2H 3D 4C 5S", "6S 5H 4D 3C 2S", "7H 5H 4H 3H 2H"}
	for i := 1; i < len(order); i++ {
		a, b := rules.MustCards(order[i-1]), rules.MustCards(order[i])
		va, vb := Low27([5]rules.Card(a)), Low27([5]rules.Card(b))
		if va >= vb {
			t.Errorf("%s (%s) should be a better deuce-to-seven low than %s (%s)", order[i-1], va, order[i], vb)
		}
	}
	if v := Low27([5]rules.Card(rules.MustCards("AS 5S 4S 3S 2S"))); v.Category() != Flush {
		t.Errorf("A-5-4-3-2 suited is %s, want a flush (the ace plays high only)", v)
	}
}

func BenchmarkLowA5Seven(b *testing.B) {
	hands := make([][]rules.Card, 1024)
	deck := rules.Deck52()
	for i := range hands {
		hands[i] = make([]rules.Card, 7)
		for j := range hands[i] {
			hands[i][j] = deck[(i*7+j*11)%52]
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = LowA5(hands[i&1023])
		i++
	}
}
