package chinese

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func binom(n, k int64) uint64 { return new(big.Int).Binomial(n, k).Uint64() }

// choose4 is C(4, k).
var choose4 = [5]uint64{1, 4, 6, 4, 1}

// split sets thirteen cards in rows as they come: 3, 5, 5.
func split(h []rules.Card) (f [3]rules.Card, m, b [5]rules.Card) {
	copy(f[:], h[:3])
	copy(m[:], h[3:8])
	copy(b[:], h[8:13])
	return
}

// TestCleanSweepsByRankCounts deals every thirteen-card hand by its rank
// counts: each of the 3,598,180 ways to hold 0-4 cards of each rank, 13 in
// all, weighted by the ways to choose the suits (the product of C(4, k)). A
// representative hand of each class is judged by Makes for the hands that
// depend on ranks alone, and the weighted counts are compared with closed
// forms: every hand C(52,13) = 635,013,559,600; the Dragon, one card of each
// rank, 4^13 = 67,108,864; the Minor Hand, thirteen of the 32 cards from the
// deuce to the nine, C(32,13) = 347,373,600; Six Wheels, six pairs with four
// of a kind counting two (lines 867-869), against a count made separately
// over the ranks one at a time.
func TestCleanSweepsByRankCounts(t *testing.T) {
	var total, dragon, minor, wheels uint64
	var classes int
	var k [13]int
	var hand [13]rules.Card
	var walk func(r, left int, weight uint64)
	walk = func(r, left int, weight uint64) {
		if r == 13 {
			if left != 0 {
				return
			}
			n := 0
			for i, c := range k {
				for s := 0; s < c; s++ {
					hand[n] = rules.NewCard(rules.Rank(i+2), rules.Suit(s))
					n++
				}
			}
			classes++
			total += weight
			f, m, b := split(hand[:])
			pairs := 0
			isDragon, isMinor := true, true
			for i, c := range k {
				pairs += c / 2
				isDragon = isDragon && c == 1
				isMinor = isMinor && (c == 0 || i+2 <= 9)
			}
			if got := Dragon.Makes(f, m, b); got != isDragon {
				t.Fatalf("%v: Dragon %v", hand, got)
			}
			if got := MinorHand.Makes(f, m, b); got != isMinor {
				t.Fatalf("%v: Minor Hand %v", hand, got)
			}
			if got := SixWheels.Makes(f, m, b); got != (pairs >= 6) {
				t.Fatalf("%v: Six Wheels %v with %d pairs", hand, got, pairs)
			}
			if isDragon {
				dragon += weight
			}
			if isMinor {
				minor += weight
			}
			if pairs >= 6 {
				wheels += weight
			}
			return
		}
		for c := 0; c <= 4 && c <= left; c++ {
			k[r] = c
			walk(r+1, left-c, weight*choose4[c])
		}
	}
	walk(0, 13, 1)
	if classes != 3598180 {
		t.Errorf("%d rank classes, want 3,598,180", classes)
	}
	if total != binom(52, 13) {
		t.Errorf("%d hands, want C(52,13) = %d", total, binom(52, 13))
	}
	if dragon != 67108864 {
		t.Errorf("%d dragons, want 4^13", dragon)
	}
	if minor != binom(32, 13) {
		t.Errorf("%d minor hands, want C(32,13) = %d", minor, binom(32, 13))
	}
	// Six pairs, counted rank by rank: ways[cards][pairs].
	var ways [14][7]uint64
	ways[0][0] = 1
	for r := 0; r < 13; r++ {
		var next [14][7]uint64
		for n := 0; n <= 13; n++ {
			for p := 0; p <= 6; p++ {
				if ways[n][p] == 0 {
					continue
				}
				for c := 0; c <= 4 && n+c <= 13; c++ {
					next[n+c][min(6, p+c/2)] += ways[n][p] * choose4[c]
				}
			}
		}
		ways = next
	}
	if wheels != ways[13][6] || wheels != 2856863152 {
		t.Errorf("%d six-wheel hands, the rank-by-rank count gives %d, the page 2,856,863,152", wheels, ways[13][6])
	}
}

// TestCleanSweepsBySuitCounts deals every thirteen-card hand by its suit
// counts (560 ways to hold thirteen cards in four suits) and every dragon
// by the suits of its thirteen ranks, and compares with closed forms: All
// Blacks or All Reds 2 × C(26,13) = 20,801,200; Twelve Black or Twelve Red
// exactly twelve of one colour, 2 × C(26,12) × 26 = 502,200,400; the Black
// or Red Dragon 2 × 2^13 = 16,384; the Pure Dragon 4.
func TestCleanSweepsBySuitCounts(t *testing.T) {
	var allOne, twelve, colorDragon, pure, hands, dragons uint64
	fact := func(n int) uint64 {
		out := uint64(1)
		for i := 2; i <= n; i++ {
			out *= uint64(i)
		}
		return out
	}
	for s := 0; s <= 13; s++ {
		for h := 0; h+s <= 13; h++ {
			for d := 0; d+h+s <= 13; d++ {
				c := 13 - s - h - d
				counts := [4]int{s, h, d, c}
				// Any thirteen cards with these suit counts.
				var any, dragon []rules.Card
				rank := 2
				for suit, n := range counts {
					for i := 0; i < n; i++ {
						any = append(any, rules.NewCard(rules.Rank(2+i), rules.Suit(suit)))
						dragon = append(dragon, rules.NewCard(rules.Rank(rank), rules.Suit(suit)))
						rank++
					}
				}
				black, red := s+c, h+d
				w := binom(13, int64(s)) * binom(13, int64(h)) * binom(13, int64(d)) * binom(13, int64(c))
				wd := fact(13) / (fact(s) * fact(h) * fact(d) * fact(c))
				hands += w
				dragons += wd
				f, m, b := split(any)
				if got := AllOneColor.Makes(f, m, b); got != (black == 13 || red == 13) {
					t.Fatalf("%v: All Blacks or All Reds %v", any, got)
				} else if got {
					allOne += w
				}
				if got := TwelveOneColor.Makes(f, m, b); got != (black == 12 || red == 12) {
					t.Fatalf("%v: Twelve %v", any, got)
				} else if got {
					twelve += w
				}
				f, m, b = split(dragon)
				if !Dragon.Makes(f, m, b) {
					t.Fatalf("%v is a dragon", dragon)
				}
				if got := ColorDragon.Makes(f, m, b); got != (black == 13 || red == 13) {
					t.Fatalf("%v: Black or Red Dragon %v", dragon, got)
				} else if got {
					colorDragon += wd
				}
				if got := PureDragon.Makes(f, m, b); got != (s == 13 || h == 13 || d == 13 || c == 13) {
					t.Fatalf("%v: Pure Dragon %v", dragon, got)
				} else if got {
					pure += wd
				}
			}
		}
	}
	if hands != binom(52, 13) || dragons != 67108864 {
		t.Errorf("%d hands and %d dragons", hands, dragons)
	}
	if allOne != 2*binom(26, 13) || twelve != 2*binom(26, 12)*26 || colorDragon != 16384 || pure != 4 {
		t.Errorf("all one colour %d, twelve %d, colour dragons %d, pure dragons %d", allOne, twelve, colorDragon, pure)
	}
}

// The Three Flush and Three Straight hands depend on the rows as set.
func TestThreeFlushAndThreeStraight(t *testing.T) {
	cases := []struct {
		rows       string
		flush, str bool
	}{
		{"2S 7S KS | 3H 5H 8H TH QH | 4D 6D 9D JD AD", true, false},
		{"AS 2H 3D | 4S 5H 6D 7C 8S | 9H TD JC QS KH", false, true},  // A-2-3 in front
		{"QS KH AD | 2S 3H 4D 5C 6S | 7H 8D 9C TS JH", false, true},  // Q-K-A in front
		{"KS AH 2D | 3S 4H 5D 6C 7S | 8H 9D TC JS QH", false, false}, // K-A-2 does not turn the corner
		{"AS 2S 3S | 4H 5H 6H 7H 8H | 9D TD JD QD KD", true, true},   // straight flushes are both
		{"2S 7S KS | 3H 5H 8H TH QH | 4D 6D 9D JD AC", false, false},
		{"2S 3S 4S | AH 2H 3H 4H 5H | 9D TD JD QD KS", false, true},
	}
	for _, c := range cases {
		h := rules.MustCards(strings.ReplaceAll(c.rows, "|", " "))
		f, m, b := split(h)
		if got := ThreeFlush.Makes(f, m, b); got != c.flush {
			t.Errorf("%s: Three Flush %v", c.rows, got)
		}
		if got := ThreeStraight.Makes(f, m, b); got != c.str {
			t.Errorf("%s: Three Straight %v", c.rows, got)
		}
	}
}

// TestCleanSweepsRandom checks Makes on random thirteen-card hands against
// a reference written from the book's descriptions, card by card.
func TestCleanSweepsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 13))
	d := rules.Deck52()
	for n := 0; n < 20000; n++ {
		rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		h := d[:13]
		if n%4 == 0 { // bias toward one colour and few ranks now and then
			h = biased(rng)
		}
		f, m, b := split(h)
		for _, c := range CleanSweeps {
			if got, want := c.Makes(f, m, b), refMakes(c, h); got != want {
				t.Fatalf("%v: %s %v, the reference %v", h, c, got, want)
			}
		}
	}
}

// biased deals thirteen cards from the 26 of one colour, or from the
// deuces to nines.
func biased(rng *rand.Rand) []rules.Card {
	var pool []rules.Card
	red := rng.IntN(2) == 0
	for _, c := range rules.Deck52() {
		if c.Suit().Red() == red || rng.IntN(3) == 0 && c.Rank() <= 9 {
			pool = append(pool, c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool[:13]
}

func refMakes(c CleanSweep, h []rules.Card) bool {
	ranks := map[rules.Rank]int{}
	reds, suits := 0, map[rules.Suit]int{}
	for _, card := range h {
		ranks[card.Rank()]++
		suits[card.Suit()]++
		if card.Suit() == rules.Hearts || card.Suit() == rules.Diamonds {
			reds++
		}
	}
	dragon := len(ranks) == 13
	switch c {
	case PureDragon:
		return dragon && len(suits) == 1
	case ColorDragon:
		return dragon && (reds == 0 || reds == 13)
	case Dragon:
		return dragon
	case AllOneColor:
		return reds == 0 || reds == 13
	case TwelveOneColor:
		return reds == 1 || reds == 12
	case MinorHand:
		for r := range ranks {
			if r > 9 {
				return false
			}
		}
		return true
	case SixWheels:
		pairs := 0
		for _, n := range ranks {
			if n >= 2 {
				pairs++
			}
			if n == 4 {
				pairs++
			}
		}
		return pairs >= 6
	case ThreeFlush:
		same := func(cs []rules.Card) bool {
			for _, x := range cs {
				if x.Suit() != cs[0].Suit() {
					return false
				}
			}
			return true
		}
		return same(h[:3]) && same(h[3:8]) && same(h[8:])
	case ThreeStraight:
		run := func(cs []rules.Card) bool {
			seen := map[int]bool{}
			lo, hi := 15, 0
			aceLow := map[int]bool{}
			for _, x := range cs {
				r := int(x.Rank())
				seen[r] = true
				lo, hi = min(lo, r), max(hi, r)
				if r == 14 {
					r = 1
				}
				aceLow[r] = true
			}
			if len(seen) != len(cs) {
				return false
			}
			if hi-lo == len(cs)-1 {
				return true
			}
			l, hh := 15, 0
			for r := range aceLow {
				l, hh = min(l, r), max(hh, r)
			}
			return hh-l == len(cs)-1
		}
		return run(h[:3]) && run(h[3:8]) && run(h[8:])
	}
	return false
}
