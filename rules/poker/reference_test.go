package poker

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// refHand is a hand scored by the reference evaluator below: a plain,
// obviously-correct reading of the ranking table at lines 2134-2143 that
// shares no code or tables with the evaluator under test.
type refHand struct {
	cat Category
	// key orders hands of one category: the ranks that decide, most
	// significant first (a straight's high card; groups by size then rank).
	key []int
	// ranks are the five ranks in order of significance, as Value.Ranks
	// gives them.
	ranks [5]rules.Rank
}

func refEval5(cards []rules.Card) refHand {
	var count [15]int
	flush := true
	for _, c := range cards {
		count[int(c.Rank())]++
		if c.Suit() != cards[0].Suit() {
			flush = false
		}
	}
	type group struct{ rank, n int }
	groups := make([]group, 0, 5)
	for r, n := range count {
		if n > 0 {
			groups = append(groups, group{r, n})
		}
	}
	slices.SortFunc(groups, func(a, b group) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return b.rank - a.rank
	})
	order := make([]int, 0, 5)
	for _, g := range groups {
		for i := 0; i < g.n; i++ {
			order = append(order, g.rank)
		}
	}
	straightHigh := 0
	if len(groups) == 5 {
		if order[0]-order[4] == 4 {
			straightHigh = order[0]
		} else if slices.Equal(order, []int{14, 5, 4, 3, 2}) {
			straightHigh = 5 // the wheel, lines 2135 and 2139
			order = []int{5, 4, 3, 2, 14}
		}
	}
	var h refHand
	for i, r := range order {
		h.ranks[i] = rules.Rank(r)
	}
	switch {
	case straightHigh > 0 && flush:
		h.cat, h.key = StraightFlush, []int{straightHigh}
		return h
	case groups[0].n == 4:
		h.cat = FourOfAKind
	case groups[0].n == 3 && groups[1].n == 2:
		h.cat = FullHouse
	case flush:
		h.cat = Flush
	case straightHigh > 0:
		h.cat, h.key = Straight, []int{straightHigh}
		return h
	case groups[0].n == 3:
		h.cat = ThreeOfAKind
	case groups[0].n == 2 && groups[1].n == 2:
		h.cat = TwoPair
	case groups[0].n == 2:
		h.cat = OnePair
	default:
		h.cat = HighCard
	}
	for _, g := range groups {
		h.key = append(h.key, g.rank)
	}
	return h
}

func refCompare(a, b refHand) int {
	if a.cat != b.cat {
		return int(a.cat) - int(b.cat)
	}
	return slices.Compare(a.key, b.key)
}

// refBest tries every five-card subset.
func refBest(cards []rules.Card) refHand {
	var best refHand
	first := true
	n := len(cards)
	five := make([]rules.Card, 0, 5)
	for mask := 0; mask < 1<<n; mask++ {
		if popcount(mask) != 5 {
			continue
		}
		five = five[:0]
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				five = append(five, cards[i])
			}
		}
		h := refEval5(five)
		if first || refCompare(h, best) > 0 {
			best, first = h, false
		}
	}
	return best
}

func popcount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

func compareValues(a, b Value) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func randomHand(rng *rand.Rand, n int) []rules.Card {
	d := rules.Deck52()
	rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
	return d[:n]
}

// TestBestAgainstReference deals random hands of 5, 6 and 7 cards and
// checks Best against the reference: same category, same five ranks, and
// the same order between each hand and the one before it.
func TestBestAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	counts := map[int]int{5: 50_000, 6: 50_000, 7: 300_000}
	if testing.Short() {
		counts = map[int]int{5: 5_000, 6: 5_000, 7: 20_000}
	}
	for _, n := range []int{5, 6, 7} {
		var prev []rules.Card
		var prevV Value
		var prevR refHand
		for i := 0; i < counts[n]; i++ {
			cards := randomHand(rng, n)
			v := Best(cards)
			r := refBest(cards)
			if v.Category() != r.cat || v.Ranks() != r.ranks {
				t.Fatalf("%v: Best gives %s %v, reference %s %v", cards, v.Category(), v.Ranks(), r.cat, r.ranks)
			}
			if prev != nil && compareValues(v, prevV) != sign(refCompare(r, prevR)) {
				t.Fatalf("%v (%s) against %v (%s): Best orders them %d, reference %d",
					cards, v, prev, prevV, compareValues(v, prevV), sign(refCompare(r, prevR)))
			}
			if n == 5 && v != Eval5([5]rules.Card(cards)) {
				t.Fatalf("%v: Best %v, Eval5 %v", cards, v, Eval5([5]rules.Card(cards)))
			}
			prev, prevV, prevR = cards, v, r
		}
	}
}

// TestBestIsBestOfTwentyOne checks Best on seven cards against the largest
// Eval5 over its 21 five-card subsets.
func TestBestIsBestOfTwentyOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 21))
	for i := 0; i < 100_000; i++ {
		cards := randomHand(rng, 7)
		var best Value
		for a := 0; a < 7; a++ {
			for b := a + 1; b < 7; b++ {
				var five [5]rules.Card
				k := 0
				for j := 0; j < 7; j++ {
					if j != a && j != b {
						five[k] = cards[j]
						k++
					}
				}
				best = max(best, Eval5(five))
			}
		}
		if got := Best(cards); got != best {
			t.Fatalf("%v: Best %v (%s), best of 21 %v (%s)", cards, got, got, best, best)
		}
	}
}

// FuzzBest: any 5 to 7 distinct cards get the reference's category and
// ranks, and BestHand's five cards evaluate to the same value.
func FuzzBest(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6})
	f.Add([]byte{48, 44, 40, 36, 32})
	f.Add([]byte{51, 12, 8, 4, 0, 50})
	f.Fuzz(func(t *testing.T, data []byte) {
		var seen [52]bool
		var cards []rules.Card
		for _, b := range data {
			i := int(b) % 52
			if !seen[i] && len(cards) < 7 {
				seen[i] = true
				cards = append(cards, deck[i])
			}
		}
		if len(cards) < 5 {
			return
		}
		v, five := BestHand(cards)
		r := refBest(cards)
		if v.Category() != r.cat || v.Ranks() != r.ranks || Eval5(five) != v {
			t.Fatalf("%v: %v %v (five %v), reference %s %v", cards, v, v.Ranks(), five, r.cat, r.ranks)
		}
	})
}
