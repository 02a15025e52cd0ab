package poker

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

var deck36 = Deck36()

// Every five-card hand of the 36-card deck (C(36,5) = 376,992), counted by
// category. The counts are worked out by hand below from the deck's nine
// ranks and four suits, with the six straights A-K-Q-J-T down to 9-8-7-6-A
// (line 5281):
//
//	straight flush   6 x 4                        =      24 (4 royal)
//	four of a kind   9 x 32                       =     288
//	flush            C(9,5) x 4 - 24              =     480
//	full house       9 x 4 x 8 x 6                =   1,728
//	straight         6 x 4^5 - 24                 =   6,120
//	three of a kind  9 x 4 x C(8,2) x 16          =  16,128
//	two pairs        C(9,2) x 36 x 7 x 4          =  36,288
//	one pair         9 x 6 x C(8,3) x 64          = 193,536
//	high card        (C(9,5) - 6) x (4^5 - 4)     = 122,400
//
// The flush is the rarer hand, which is why the book ranks it above the
// full house (lines 5288-5297).
func TestShortDeckFiveCardCounts(t *testing.T) {
	want := map[Category]int{StraightFlush: 24, FourOfAKind: 288, Flush: 480, FullHouse: 1728, Straight: 6120,
		ThreeOfAKind: 16128, TwoPair: 36288, OnePair: 193536, HighCard: 122400}
	// Different hands per category: 6 straights, 9 x 8 quads and full
	// houses, C(9,5) - 6 flushes and high cards, 9 x C(8,2) trips, C(9,2) x
	// 7 two pairs, 9 x C(8,3) pairs.
	wantDistinct := map[Category]int{StraightFlush: 6, FourOfAKind: 72, Flush: 120, FullHouse: 72, Straight: 6,
		ThreeOfAKind: 252, TwoPair: 252, OnePair: 504, HighCard: 120}
	got := map[Category]int{}
	distinct := map[ShortValue]bool{}
	royal, total := 0, 0
	hi := map[Category]ShortValue{}
	lo := map[Category]ShortValue{}
	var five [5]rules.Card
	for a := 0; a < 36; a++ {
		for b := a + 1; b < 36; b++ {
			for c := b + 1; c < 36; c++ {
				for d := c + 1; d < 36; d++ {
					for e := d + 1; e < 36; e++ {
						five = [5]rules.Card{deck36[a], deck36[b], deck36[c], deck36[d], deck36[e]}
						v := ShortDeckBest(five[:])
						cat := v.Category()
						got[cat]++
						distinct[v] = true
						if v.IsRoyal() {
							royal++
						}
						if hi[cat] == 0 || v > hi[cat] {
							hi[cat] = v
						}
						if lo[cat] == 0 || v < lo[cat] {
							lo[cat] = v
						}
						total++
					}
				}
			}
		}
	}
	if total != 376992 {
		t.Fatalf("%d hands, want 376,992", total)
	}
	perCat := map[Category]int{}
	for v := range distinct {
		perCat[v.Category()]++
	}
	for _, c := range Categories {
		if got[c] != want[c] {
			t.Errorf("%s: %d hands, want %d", c, got[c], want[c])
		}
		if perCat[c] != wantDistinct[c] {
			t.Errorf("%s: %d different hands, want %d", c, perCat[c], wantDistinct[c])
		}
	}
	if royal != 4 {
		t.Errorf("%d royal flushes, want 4", royal)
	}
	// The book's order, best first (lines 5286-5310): every hand of a
	// category beats every hand of the next.
	order := []Category{StraightFlush, FourOfAKind, Flush, FullHouse, Straight, ThreeOfAKind, TwoPair, OnePair, HighCard}
	for i := 1; i < len(order); i++ {
		if lo[order[i-1]] <= hi[order[i]] {
			t.Errorf("the lowest %s (%v) does not beat the highest %s (%v)", order[i-1], lo[order[i-1]].Ranks(), order[i], hi[order[i]].Ranks())
		}
	}
	// The highest and lowest hand the book names in each category.
	r := func(s string) [5]rules.Rank {
		var out [5]rules.Rank
		for i, c := range rules.MustCards(s) {
			out[i] = c.Rank()
		}
		return out
	}
	named := []struct {
		cat            Category
		highest, lowst string
		lines          string
	}{
		{StraightFlush, "AS KS QS JS TS", "9S 8S 7S 6S AS", "5287-5291"}, // the royal flush above K-high
		{FourOfAKind, "AS AH AD AC KS", "6S 6H 6D 6C 7S", "5292-5294"},
		{Flush, "AS KS QS JS 9S", "JS 9S 8S 7S 6S", "5295-5297"},
		{FullHouse, "AS AH AD KS KH", "6S 6H 6D 7S 7H", "5298-5300"},
		{Straight, "AS KH QD JC TS", "9S 8H 7D 6C AS", "5301-5303"},
		{ThreeOfAKind, "AS AH AD KS QH", "6S 6H 6D 8S 7H", "5307"},
		{TwoPair, "AS AH KD KC QS", "7S 7H 6D 6C 8S", "5308"},
		{OnePair, "AS AH KD QC JS", "6S 6H 9D 8C 7S", "5309"},
		{HighCard, "AS KH QD JC 9S", "JS 9H 8D 7C 6S", "5310"},
	}
	for _, n := range named {
		if hi[n.cat].Ranks() != r(n.highest) || lo[n.cat].Ranks() != r(n.lowst) {
			t.Errorf("%s (lines %s): highest %v, lowest %v; the book says %s and %s", n.cat, n.lines,
				hi[n.cat].Ranks(), lo[n.cat].Ranks(), n.highest, n.lowst)
		}
	}
}

// refShort5 ranks five cards of the 36-card deck by a plain reading of the
// book's table (lines 5286-5310), sharing no code with the evaluator: the
// category's place in the book's order, then the deciding ranks.
func refShort5(cards []rules.Card) []int {
	var count [15]int
	flush := true
	for _, c := range cards {
		count[c.Rank()]++
		if c.Suit() != cards[0].Suit() {
			flush = false
		}
	}
	type group struct{ rank, n int }
	var groups []group
	for r := 14; r >= 2; r-- {
		if count[r] > 0 {
			groups = append(groups, group{r, count[r]})
		}
	}
	slices.SortStableFunc(groups, func(a, b group) int { return b.n - a.n })
	var key []int
	for _, g := range groups {
		key = append(key, g.rank)
	}
	straight := 0
	if len(groups) == 5 {
		switch {
		case key[0]-key[4] == 4:
			straight = key[0]
		case slices.Equal(key, []int{14, 9, 8, 7, 6}):
			straight = 9 // "ace, 6, 7, 8 and 9" (line 5281)
		}
	}
	// Places in the book's order, lowest 1.
	const (
		high = iota + 1
		pair
		twoPairs
		trips
		straightPlace
		fullHouse
		flushPlace
		quads
		straightFlush
	)
	switch {
	case straight > 0 && flush:
		return []int{straightFlush, straight}
	case groups[0].n == 4:
		return append([]int{quads}, key...)
	case flush:
		return append([]int{flushPlace}, key...)
	case groups[0].n == 3 && groups[1].n == 2:
		return append([]int{fullHouse}, key...)
	case straight > 0:
		return []int{straightPlace, straight}
	case groups[0].n == 3:
		return append([]int{trips}, key...)
	case groups[0].n == 2 && groups[1].n == 2:
		return append([]int{twoPairs}, key...)
	case groups[0].n == 2:
		return append([]int{pair}, key...)
	}
	return append([]int{high}, key...)
}

// Every five-card hand is ordered by ShortValue as the reference orders it:
// one key per value, and the values sorted give the keys sorted.
func TestShortDeckOrderAgainstReference(t *testing.T) {
	keys := map[ShortValue][]int{}
	var five [5]rules.Card
	for a := 0; a < 36; a++ {
		for b := a + 1; b < 36; b++ {
			for c := b + 1; c < 36; c++ {
				for d := c + 1; d < 36; d++ {
					for e := d + 1; e < 36; e++ {
						five = [5]rules.Card{deck36[a], deck36[b], deck36[c], deck36[d], deck36[e]}
						v, k := ShortDeckBest(five[:]), refShort5(five[:])
						if old, ok := keys[v]; ok && !slices.Equal(old, k) {
							t.Fatalf("%s: value %v has reference keys %v and %v", describe(five[:]), v, old, k)
						}
						keys[v] = k
					}
				}
			}
		}
	}
	vs := make([]ShortValue, 0, len(keys))
	for v := range keys {
		vs = append(vs, v)
	}
	slices.Sort(vs)
	for i := 1; i < len(vs); i++ {
		if slices.Compare(keys[vs[i-1]], keys[vs[i]]) >= 0 {
			t.Fatalf("%v (%v) sorts below %v (%v) but the reference disagrees", vs[i-1].Ranks(), keys[vs[i-1]], vs[i].Ranks(), keys[vs[i]])
		}
	}
	if len(vs) != 1404 {
		t.Errorf("%d different hands, want 1,404", len(vs))
	}
}

// Every seven-card hand of the 36-card deck (C(36,7) = 8,347,680): the best
// of seven equals the best of its 21 five-card hands. A few seconds on two
// cores.
func TestShortDeckSevenCards(t *testing.T) {
	firsts := make(chan int, 36)
	for a := 0; a < 30; a++ {
		firsts <- a
	}
	close(firsts)
	var mu sync.Mutex
	var total int
	byCat := map[Category]int{}
	var fail string
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n := 0
			cats := map[Category]int{}
			var seven [7]rules.Card
			for a := range firsts {
				seven[0] = deck36[a]
				for b := a + 1; b < 36; b++ {
					seven[1] = deck36[b]
					for c := b + 1; c < 36; c++ {
						seven[2] = deck36[c]
						for d := c + 1; d < 36; d++ {
							seven[3] = deck36[d]
							for e := d + 1; e < 36; e++ {
								seven[4] = deck36[e]
								for f := e + 1; f < 36; f++ {
									seven[5] = deck36[f]
									for g := f + 1; g < 36; g++ {
										seven[6] = deck36[g]
										v := ShortDeckBest(seven[:])
										// The 21 fives: the seven's suit masks less two cards.
										var m7 masks
										for _, c := range seven {
											m7.add(c)
										}
										var best ShortValue
										for x := 0; x < 7; x++ {
											for y := x + 1; y < 7; y++ {
												m5 := m7
												m5[seven[x]&3] &^= cardBit[seven[x]]
												m5[seven[y]&3] &^= cardBit[seven[y]]
												best = max(best, m5.evalShort())
											}
										}
										if v != best {
											mu.Lock()
											fail = describe(seven[:])
											mu.Unlock()
											return
										}
										cats[v.Category()]++
										n++
									}
								}
							}
						}
					}
				}
			}
			mu.Lock()
			total += n
			for c, k := range cats {
				byCat[c] += k
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	if fail != "" {
		t.Fatalf("%s: the best of seven differs from the best of its fives", fail)
	}
	if total != 8347680 {
		t.Errorf("%d seven-card hands, want 8,347,680", total)
	}
	t.Logf("seven-card hands by category: %v", byCat)
}

func TestShortDeckExamples(t *testing.T) {
	cases := []struct{ cards, want string }{
		// A flush beats a full house (lines 5295-5300), also when seven
		// cards hold both.
		{"AS 9S 7S 6S KS KH KD", "Flush, ace high"},
		{"AS AH 9S 7S 6S KS KH", "Flush, ace high"},
		// The ace plays low in A-6-7-8-9 (line 5281), the lowest straight.
		{"AS 6H 7D 8C 9S KD QH", "Straight, nine high"},
		{"TS 6H 7D 8C 9S AD QH", "Straight, ten high"},
		{"9S 8S 7S 6S AS KH KD", "Straight flush, nine high"},
		{"AS KS QS JS TS 9H 9D", "Royal flush"},
	}
	for _, c := range cases {
		v, five := ShortDeckBestHand(rules.MustCards(c.cards))
		if v.String() != c.want {
			t.Errorf("%s: %s, want %s", c.cards, v, c.want)
		}
		if ShortDeckBest(five[:]) != v {
			t.Errorf("%s: the five cards %v are not the hand", c.cards, five)
		}
	}
	v, five := ShortDeckBestHand(rules.MustCards("AS 6H 7D 8C 9S KD QH"))
	if five != [5]rules.Card(rules.MustCards("9S 8C 7D 6H AS")) || v.Ranks()[4] != rules.Ace {
		t.Errorf("the ace-low straight shows %v %v", five, v.Ranks())
	}
	for _, bad := range []string{"5S 6H 7D 8C 9S", "JK 6H 7D 8C 9S"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", bad)
				}
			}()
			ShortDeckBest(rules.MustCards(bad))
		}()
	}
}

var shortSink ShortValue

func BenchmarkShortDeckBest7(b *testing.B) {
	rng := rand.New(rand.NewPCG(9, 9))
	hands := make([][]rules.Card, 4096)
	for i := range hands {
		d := Deck36()
		rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		hands[i] = d[:7]
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		shortSink = ShortDeckBest(hands[i&4095])
		i++
	}
}

// The book's ranking tables: Short Deck's own order (lines 5286-5310), the
// flush above the full house, and Double Board Omaha's standard one (lines
// 3675-3688), each row opening with its category, best first.
func TestSeedRankingTables(t *testing.T) {
	rows := func(game string, lines []string, cats []Category, names []string, order func(Category) int) {
		for i, l := range lines {
			text := seedtext.Text(t, rules.At(rules.Seed000, l))
			if !strings.Contains(text, names[i]+"\t") {
				t.Errorf("%s: line %s should name %q: %q", game, l, names[i], text)
			}
			if i > 0 && order(cats[i-1]) <= order(cats[i]) && cats[i-1] != cats[i] {
				t.Errorf("%s: line %s lists %s below %s, but the evaluator ranks it above", game, l, cats[i], cats[i-1])
			}
		}
	}
	names := []string{"Royal Flush", "Straight Flush", "Four of a Kind", "Flush", "Full House", "Straight", "Three of a Kind", "Two Pairs", "One Pair", "High Card"}
	cats := []Category{StraightFlush, StraightFlush, FourOfAKind, Flush, FullHouse, Straight, ThreeOfAKind, TwoPair, OnePair, HighCard}
	short := func(c Category) int { return int(shortCategory(c)) }
	rows("Short Deck", []string{"5288", "5290", "5293", "5296", "5299", "5302", "5307", "5308", "5309", "5310"}, cats, names, short)
	dbo := []string{"Royal Flush", "Straight Flush", "Four of a Kind", "Full House", "Flush", "Straight", "Three of a Kind", "Two Pairs", "One Pair", "High Card"}
	dboCats := []Category{StraightFlush, StraightFlush, FourOfAKind, FullHouse, Flush, Straight, ThreeOfAKind, TwoPair, OnePair, HighCard}
	rows("Double Board Omaha", []string{"3676", "3677", "3678", "3679", "3680", "3681", "3682", "3683", "3687", "3688"}, dboCats, dbo,
		func(c Category) int { return int(c) })
	for _, c := range []struct{ line, text string }{
		{"5281", "ace, 6, 7, 8 and 9"},
		{"5291", "8, 7, 6 and ace is the lowest ranked Straight Flush"},
		{"5297", "a jack, 9, 8, 7 and 6 is the lowest ranked Flush"},
		{"5303", "a 9, 8, 7, 6 and ace is the lowest ranked Straight"},
		{"5277", "the 6 through ace of each suit are the play cards"},
	} {
		if text := seedtext.Text(t, rules.At(rules.Seed000, c.line)); !strings.Contains(text, c.text) {
			t.Errorf("line %s should contain %q: %q", c.line, c.text, text)
		}
	}
}
