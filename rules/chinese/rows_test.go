package chinese

import (
	"slices"
	"sort"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

var deck = rules.Deck52()

// allThree calls f with each of the C(52,3) = 22,100 three-card hands.
func allThree(f func([3]rules.Card)) {
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				f([3]rules.Card{deck[a], deck[b], deck[c]})
			}
		}
	}
}

// allFive calls f with each of the 2,598,960 five-card hands.
func allFive(f func([5]rules.Card)) {
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						f([5]rules.Card{deck[a], deck[b], deck[c], deck[d], deck[e]})
					}
				}
			}
		}
	}
}

// TestEveryFrontRow ranks every three-card front and checks the counts the
// front ranking gives: 52 three of a kind, 3,744 pairs and 18,304 high
// cards. These are the published Three Card Poker counts (48 straight
// flushes, 52 three of a kind, 720 straights, 1,096 flushes, 3,744 pairs,
// 16,440 high cards: the Wizard of Odds, Three Card Poker,
// https://wizardofodds.com/games/three-card-poker/) with the straights and
// flushes, which "are not considered in the three-card hand" (line 6822),
// counted as high cards: 16,440 + 720 + 1,096 + 48 = 18,304. It also checks
// that 455 distinct values occur (13 trips, 13 × 12 pairs, C(13,3) = 286
// high cards), that suits never matter, and every front's bonus points:
// three of a kind of rank r earns r + 7 (9 for deuces, line 6894, to 21 for
// aces, line 6906), four hands of each, and nothing else earns any.
func TestEveryFrontRow(t *testing.T) {
	got := map[poker.Category]int{}
	distinct := map[poker.Value]bool{}
	royalties := map[int]int{}
	straights, flushes := 0, 0
	allThree(func(h [3]rules.Card) {
		v := FrontValue(h)
		got[v.Category()]++
		distinct[v] = true
		p, cite := Royalty(Front, v)
		royalties[p]++
		if p > 0 && cite.Lines == "" {
			t.Fatalf("%v: bonus %d cites nothing", h, p)
		}
		// The same ranks in any suits and order are the same front.
		if w := FrontValue([3]rules.Card{rules.NewCard(h[2].Rank(), rules.Clubs), rules.NewCard(h[0].Rank(), rules.Hearts),
			rules.NewCard(h[1].Rank(), rules.Hearts)}); w != v {
			t.Fatalf("%v: %v, but the same ranks otherwise %v", h, v, w)
		}
		if threeStraight(h) {
			straights++
		}
		if threeFlush(h) {
			flushes++
		}
	})
	want := map[poker.Category]int{poker.ThreeOfAKind: 52, poker.OnePair: 3744, poker.HighCard: 18304}
	if !mapsEqual(got, want) {
		t.Errorf("front categories %v, want %v", got, want)
	}
	if len(distinct) != 455 {
		t.Errorf("%d distinct fronts, want 455", len(distinct))
	}
	wantRoy := map[int]int{0: 22100 - 52}
	for p := 9; p <= 21; p++ {
		wantRoy[p] = 4
	}
	if !mapsEqual(royalties, wantRoy) {
		t.Errorf("front bonus points %v, want %v", royalties, wantRoy)
	}
	// The Three Straight and Three Flush hands' fronts: the published
	// straights and straight flushes, 720 + 48, and flushes and straight
	// flushes, 1,096 + 48.
	if straights != 768 || flushes != 1144 {
		t.Errorf("%d three-card straights and %d flushes, want 768 and 1,144", straights, flushes)
	}
}

func mapsEqual[K comparable](a, b map[K]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestEveryFiveCardRowBonus counts the middle and back bonus points over
// every five-card hand against the published category counts (40 straight
// flushes of which 4 royal, 624 four of a kind, 3,744 full houses, 5,108
// flushes, 10,200 straights, 54,912 three of a kind), each at its line of
// the table (lines 6894-6912).
func TestEveryFiveCardRowBonus(t *testing.T) {
	middle, back := map[int]int{}, map[int]int{}
	allFive(func(h [5]rules.Card) {
		v := poker.Eval5(h)
		m, _ := Royalty(Middle, v)
		b, _ := Royalty(Back, v)
		middle[m]++
		back[b]++
	})
	const none = 2598960 - 54912 - 10200 - 5108 - 3744 - 624 - 40
	wantMiddle := map[int]int{0: none, 2: 54912, 4: 10200, 8: 5108, 12: 3744, 20: 624, 30: 36, 50: 4}
	wantBack := map[int]int{0: none + 54912, 2: 10200, 4: 5108, 6: 3744, 10: 624, 15: 36, 25: 4}
	if !mapsEqual(middle, wantMiddle) {
		t.Errorf("middle bonuses %v, want %v", middle, wantMiddle)
	}
	if !mapsEqual(back, wantBack) {
		t.Errorf("back bonuses %v, want %v", back, wantBack)
	}
}

// refHand is an independent description of a row: its category in the
// five-card order (0 high card ... 8 straight flush) and its ranks in order
// of significance (groups by size, then rank; a wheel's ace counts 1).
type refHand struct {
	cat   int
	ranks []int
}

func refRanks(cards []rules.Card) (groups [][2]int) {
	count := map[int]int{}
	for _, c := range cards {
		count[int(c.Rank())]++
	}
	for r, n := range count {
		groups = append(groups, [2]int{n, r})
	}
	sort.Slice(groups, func(i, j int) bool {
		if groups[i][0] != groups[j][0] {
			return groups[i][0] > groups[j][0]
		}
		return groups[i][1] > groups[j][1]
	})
	return groups
}

func refFive(cards [5]rules.Card) refHand {
	g := refRanks(cards[:])
	var ranks []int
	for _, x := range g {
		for i := 0; i < x[0]; i++ {
			ranks = append(ranks, x[1])
		}
	}
	flush := true
	for _, c := range cards {
		if c.Suit() != cards[0].Suit() {
			flush = false
		}
	}
	straight := len(g) == 5 && ranks[0]-ranks[4] == 4
	if len(g) == 5 && ranks[0] == 14 && ranks[1] == 5 {
		straight, ranks = true, []int{5, 4, 3, 2, 1}
	}
	cat := 0
	switch {
	case straight && flush:
		cat = 8
	case g[0][0] == 4:
		cat = 7
	case g[0][0] == 3 && g[1][0] == 2:
		cat = 6
	case flush:
		cat = 5
	case straight:
		cat = 4
	case g[0][0] == 3:
		cat = 3
	case g[0][0] == 2 && g[1][0] == 2:
		cat = 2
	case g[0][0] == 2:
		cat = 1
	}
	return refHand{cat, ranks}
}

// refFront ranks three cards by the front ranking: trips (3), pair (1),
// high card (0), in the five-card order of categories.
func refFront(cards [3]rules.Card) refHand {
	g := refRanks(cards[:])
	var ranks []int
	for _, x := range g {
		for i := 0; i < x[0]; i++ {
			ranks = append(ranks, x[1])
		}
	}
	cat := map[int]int{3: 3, 2: 1, 1: 0}[g[0][0]]
	return refHand{cat, ranks}
}

// refCompare compares two rows, category first and then rank by rank; where
// one's ranks run out with all equal, the row with more cards is higher.
func refCompare(a, b refHand) int {
	if a.cat != b.cat {
		return a.cat - b.cat
	}
	for i := 0; i < len(a.ranks) && i < len(b.ranks); i++ {
		if a.ranks[i] != b.ranks[i] {
			return a.ranks[i] - b.ranks[i]
		}
	}
	return len(a.ranks) - len(b.ranks)
}

// fiveReps returns one hand for each of the 7,462 distinct five-card
// values, in increasing order.
func fiveReps(t testing.TB) ([]poker.Value, [][5]rules.Card) {
	seen := map[poker.Value][5]rules.Card{}
	allFive(func(h [5]rules.Card) {
		v := poker.Eval5(h)
		if _, ok := seen[v]; !ok {
			seen[v] = h
		}
	})
	if len(seen) != 7462 {
		t.Fatalf("%d distinct five-card values, want 7,462", len(seen))
	}
	vals := make([]poker.Value, 0, len(seen))
	for v := range seen {
		vals = append(vals, v)
	}
	slices.Sort(vals)
	hands := make([][5]rules.Card, len(vals))
	for i, v := range vals {
		hands[i] = seen[v]
	}
	return vals, hands
}

// TestFoulingOverEveryRowCombination checks the order of the rows for
// every front against every middle, and every middle against every back,
// by rank combination: each of the 455 fronts against each of the 7,462
// distinct five-card hands, and each pair of five-card hands, with the
// independent comparison above. A front outranking its middle fouls; a
// middle outranking its back fouls, and so does an equal one when equal
// rows foul (lines 827, 6787).
func TestFoulingOverEveryRowCombination(t *testing.T) {
	vals, hands := fiveReps(t)
	refs := make([]refHand, len(hands))
	for i, h := range hands {
		refs[i] = refFive(h)
	}
	// The five-card values in increasing order compare as the reference
	// does: so middle against back, by value, agrees with it for every pair.
	for i := 1; i < len(refs); i++ {
		if refCompare(refs[i-1], refs[i]) >= 0 {
			t.Fatalf("%v should rank below %v", hands[i-1], hands[i])
		}
	}
	// The lowest front, 4-3-2, is below every five-card hand, so with it
	// only the middle against the back decides.
	low := [3]rules.Card{rules.NewCard(2, rules.Spades), rules.NewCard(3, rules.Hearts), rules.NewCard(4, rules.Spades)}
	lowV := FrontValue(low)
	for i := range refs {
		if refCompare(refFront(low), refs[i]) >= 0 || lowV > vals[i] {
			t.Fatalf("the lowest front does not rank below %v", hands[i])
		}
	}
	// The reference as one number per hand, digits base 15 (category, then
	// five ranks), so that the 55.7 million pairs compare quickly.
	keys := make([]int64, len(refs))
	for i, r := range refs {
		k := int64(r.cat)
		for x := 0; x < 5; x++ {
			k *= 15
			if x < len(r.ranks) {
				k += int64(r.ranks[x])
			}
		}
		keys[i] = k
	}
	checked := 0
	for i := range vals {
		for j := range vals {
			v := [3]poker.Value{lowV, vals[i], vals[j]}
			_, bad := Misset(v, false)
			_, badStrict := Misset(v, true)
			c := keys[i] - keys[j]
			if bad != (c > 0) || badStrict != (c >= 0) {
				t.Fatalf("middle %v, back %v: fouled %v (equal rows fouling: %v), reference %d", hands[i], hands[j], bad, badStrict, c)
			}
			checked++
		}
	}
	// Every front against every middle.
	type front struct {
		v   poker.Value
		ref refHand
		h   [3]rules.Card
	}
	var fronts []front
	done := map[poker.Value]bool{}
	allThree(func(h [3]rules.Card) {
		v := FrontValue(h)
		if !done[v] {
			done[v] = true
			fronts = append(fronts, front{v, refFront(h), h})
		}
	})
	top := len(vals) - 1 // a royal flush behind every middle
	for _, f := range fronts {
		for i := range vals {
			row, bad := Misset([3]poker.Value{f.v, vals[i], vals[top]}, false)
			c := refCompare(f.ref, refs[i])
			if c == 0 {
				t.Fatalf("front %v equals middle %v in the reference", f.h, hands[i])
			}
			if bad != (c > 0) || (bad && row != Front) {
				t.Fatalf("front %v, middle %v: fouled %v (row %v), reference %d", f.h, hands[i], bad, row, c)
			}
			checked++
		}
	}
	if checked != 7462*7462+455*7462 {
		t.Errorf("checked %d combinations", checked)
	}
}

// The worked comparisons of a front with a middle: the front's kickers
// decide, and a front whose three cards match the middle's first three
// ranks below it.
func TestFrontAgainstMiddle(t *testing.T) {
	cases := []struct {
		front, middle string
		fouled        bool
	}{
		{"KS KH 9C", "KD KC QS 4H 3D", false}, // kings, nine kicker below queen kicker
		{"KS KH QC", "KD KC 9S 4H 3D", true},  // queen kicker above nine
		{"KS KH 9C", "KD KC 9S 4H 3D", false}, // the same three: the middle has more
		{"AS KH QC", "AD KC QS JH 9D", false},
		{"AS KH QC", "AD KC JS TH 9D", true},
		{"2S 2H 2C", "AD AC KS KH 9D", true},  // three of a kind over two pair
		{"AS AH KC", "2D 2C 2S 3H 4D", false}, // a pair under three of a kind
		{"AS KH QC", "2D 2C 3S 4H 5D", false}, // high card under a pair
		{"5S 4H 3C", "AD 2C 3S 4H 5D", false}, // no front straight
		{"AS KS QS", "JD TD 9S 8H 6D", true},  // no front flush: ace high over jack high
		{"QS QH 2C", "JD JC 8S 8H 3D", false}, // pair under two pair
		{"3S 3H 3C", "2D 2C 2S 4H 5D", true},  // trips over lower trips
		{"3S 3H 3C", "4D 4C 4S 5H 6D", false}, // trips under higher trips
		{"AS AH 4C", "AD AC 4S 3H 2D", false}, // matched, the middle has more
		{"AS AH 5C", "AD AC 4S 3H 2D", true},  // five kicker over four
	}
	for _, c := range cases {
		f := rules.MustCards(c.front)
		m := rules.MustCards(c.middle)
		back := [5]rules.Card{rules.NewCard(14, 0), rules.NewCard(13, 0), rules.NewCard(12, 0), rules.NewCard(11, 0), rules.NewCard(10, 0)}
		v := RowValues([3]rules.Card(f), [5]rules.Card(m), back)
		_, bad := Misset(v, true)
		if bad != c.fouled {
			t.Errorf("front %s, middle %s: fouled %v, want %v (%s, %s)", c.front, c.middle, bad, c.fouled, RowName(Front, v[0]), RowName(Middle, v[1]))
		}
	}
}

// The front's value shares rules/poker's layout: its names read as the
// poker package writes them, and it compares with five-card values as
// TestFoulingOverEveryRowCombination checks over every combination.
func TestFrontValueNames(t *testing.T) {
	cases := map[string]string{
		"KS KH 9C": "Pair, kings",
		"7S 7H 7C": "Three of a kind, sevens",
		"AS 9H 4C": "High card, ace high",
		"5S 4S 3S": "High card, five high",
	}
	for cards, want := range cases {
		if got := RowName(Front, FrontValue([3]rules.Card(rules.MustCards(cards)))); got != want {
			t.Errorf("%s: %q, want %q", cards, got, want)
		}
	}
}
