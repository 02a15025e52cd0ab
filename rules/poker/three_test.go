package poker

import (
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// allThree calls f with every one of the C(52,3) = 22,100 three-card hands.
func allThree(f func([3]rules.Card)) {
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				f([3]rules.Card{deck[a], deck[b], deck[c]})
			}
		}
	}
}

// TestAllThreeCardHands evaluates every three-card hand and checks the
// published counts of each category: 48 straight flushes, 52 three of a
// kind, 720 straights, 1,096 flushes, 3,744 pairs and 16,440 high cards
// (the Wizard of Odds, Three Card Poker, "Pair Plus" return table:
// https://wizardofodds.com/games/three-card-poker/), 4 of the straight
// flushes mini royals, and 741 distinct values (12 straight flushes, 13
// trips, 12 straights, C(13,3)-12 = 274 flushes, 13×12 = 156 pairs and 274
// high cards).
func TestAllThreeCardHands(t *testing.T) {
	want := map[ThreeCategory]int{
		ThreeStraightFlush: 48, ThreeTrips: 52, ThreeStraight: 720,
		ThreeFlush: 1096, ThreePair: 3744, ThreeHighCard: 16440,
	}
	got := map[ThreeCategory]int{}
	distinct := map[Three]bool{}
	perCategory := map[ThreeCategory]map[Three]bool{}
	mini, total := 0, 0
	allThree(func(h [3]rules.Card) {
		v := Eval3(h)
		got[v.Category()]++
		if v.IsMiniRoyal() {
			mini++
		}
		distinct[v] = true
		if perCategory[v.Category()] == nil {
			perCategory[v.Category()] = map[Three]bool{}
		}
		perCategory[v.Category()][v] = true
		total++
	})
	if total != 22100 {
		t.Fatalf("enumerated %d hands, want 22,100", total)
	}
	for _, c := range ThreeCategories {
		if got[c] != want[c] {
			t.Errorf("%s: %d hands, want %d", c, got[c], want[c])
		}
	}
	if mini != 4 {
		t.Errorf("mini royal flushes: %d, want 4", mini)
	}
	if len(distinct) != 741 {
		t.Errorf("%d distinct values, want 741", len(distinct))
	}
	wantDistinct := map[ThreeCategory]int{ThreeStraightFlush: 12, ThreeTrips: 13, ThreeStraight: 12, ThreeFlush: 274, ThreePair: 156, ThreeHighCard: 274}
	for c, n := range wantDistinct {
		if len(perCategory[c]) != n {
			t.Errorf("%s: %d distinct values, want %d", c, len(perCategory[c]), n)
		}
	}
}

// refThree scores a hand by a plain reading of the ranking lines (seed 002
// lines 903-921), sharing nothing with Eval3: the category's place in the
// list (6 for a straight flush down to 1 for high card), then the deciding
// ranks, most significant first.
func refThree(h [3]rules.Card) (int, []int) {
	r := []int{int(h[0].Rank()), int(h[1].Rank()), int(h[2].Rank())}
	slices.Sort(r)
	slices.Reverse(r) // high to low
	flush := h[0].Suit() == h[1].Suit() && h[1].Suit() == h[2].Suit()
	straight := 0
	switch {
	case r[0]-r[1] == 1 && r[1]-r[2] == 1:
		straight = r[0]
	case r[0] == 14 && r[1] == 3 && r[2] == 2: // "being 3, 2, Ace", lines 905-906
		straight = 3
	}
	switch {
	case straight > 0 && flush:
		return 6, []int{straight}
	case r[0] == r[2]:
		return 5, []int{r[0]}
	case straight > 0:
		return 4, []int{straight}
	case flush:
		return 3, r
	case r[0] == r[1]:
		return 2, []int{r[0], r[2]}
	case r[1] == r[2]:
		return 2, []int{r[1], r[0]}
	}
	return 1, r
}

func refCompare3(a, b [3]rules.Card) int {
	ca, ka := refThree(a)
	cb, kb := refThree(b)
	if ca != cb {
		return ca - cb
	}
	return slices.Compare(ka, kb)
}

// TestThreeOrderAgainstReference compares every pair of distinct hand
// values (a representative of each of the 741) with the reference reading,
// and every hand's category and ranks with it.
func TestThreeOrderAgainstReference(t *testing.T) {
	reps := map[Three][3]rules.Card{}
	allThree(func(h [3]rules.Card) {
		v := Eval3(h)
		c, key := refThree(h)
		if int(v.Category()) != c {
			t.Fatalf("%v: category %s, the reference gives %d", h, v.Category(), c)
		}
		ranks := v.Ranks()
		switch v.Category() {
		case ThreeHighCard, ThreeFlush:
			for i := range ranks {
				if int(ranks[i]) != key[i] {
					t.Fatalf("%v: ranks %v, want %v", h, ranks, key)
				}
			}
		case ThreePair:
			if int(ranks[0]) != key[0] || int(ranks[1]) != key[0] || int(ranks[2]) != key[1] {
				t.Fatalf("%v: ranks %v, want pair %d kicker %d", h, ranks, key[0], key[1])
			}
		}
		if prev, ok := reps[v]; ok {
			if refCompare3(prev, h) != 0 {
				t.Fatalf("%v and %v share a value but differ by the reference", prev, h)
			}
			return
		}
		reps[v] = h
	})
	vals := make([]Three, 0, len(reps))
	for v := range reps {
		vals = append(vals, v)
	}
	for _, x := range vals {
		for _, y := range vals {
			got := 0
			switch {
			case x < y:
				got = -1
			case x > y:
				got = 1
			}
			want := refCompare3(reps[x], reps[y])
			if want > 0 {
				want = 1
			} else if want < 0 {
				want = -1
			}
			if got != want {
				t.Fatalf("%v (%s) against %v (%s): %d, the reference gives %d", reps[x], x, reps[y], y, got, want)
			}
		}
	}
}

func three(s string) [3]rules.Card {
	c := rules.MustCards(s)
	return [3]rules.Card{c[0], c[1], c[2]}
}

// The rule books' own statements about particular hands.
func TestThreeBookHands(t *testing.T) {
	cases := []struct {
		hand string
		cat  ThreeCategory
		name string
	}{
		{"QH KH AH", ThreeStraightFlush, "Mini royal flush"}, // seed 000 line 2465
		{"4S 3S 2S", ThreeStraightFlush, "Straight flush, four high"},
		{"AD 2D 3D", ThreeStraightFlush, "Straight flush, three high"}, // seed 002 lines 905-906
		{"AS AH AD", ThreeTrips, "Three of a kind, aces"},              // line 2467
		{"2S 2H 2D", ThreeTrips, "Three of a kind, twos"},
		{"AS KH QD", ThreeStraight, "Straight, ace high"}, // line 2468
		{"AS 2H 3D", ThreeStraight, "Straight, three high"},
		{"AC KC JC", ThreeFlush, "Flush, ace high"}, // line 2469
		{"5C 3C 2C", ThreeFlush, "Flush, five high"},
		{"AS AH 2D", ThreePair, "Pair, aces"}, // line 2470
		{"2S 2H 3D", ThreePair, "Pair, twos"},
		{"AS KH JD", ThreeHighCard, "High card, ace high"},
		{"5S 3H 2D", ThreeHighCard, "High card, five high"}, // line 2471
		{"KS AH 2D", ThreeHighCard, "High card, ace high"},  // K-A-2 is no straight
	}
	for _, c := range cases {
		v := Eval3(three(c.hand))
		if v.Category() != c.cat || v.String() != c.name {
			t.Errorf("%s: %s (%s), want %s (%s)", c.hand, v.Category(), v, c.cat, c.name)
		}
	}
	// The lowest straight and straight flush are 3-2-A (seed 002 line 906;
	// seed 000 line 2468), below 4-3-2.
	if !(Eval3(three("AS 2H 3D")) < Eval3(three("4S 3H 2D"))) || !(Eval3(three("AS 2S 3S")) < Eval3(three("4S 3S 2S"))) {
		t.Error("3-2-A must rank below 4-3-2")
	}
	// The highest and lowest of each category bound the next.
	order := []string{"5S 3H 2D", "AS KH JD", "2S 2H 3D", "AS AH KD", "5C 3C 2C", "AC KC JC",
		"AS 2H 3D", "AS KH QD", "2S 2H 2D", "AS AH AD", "AD 2D 3D", "QH KH AH"}
	for i := 1; i < len(order); i++ {
		if !(Eval3(three(order[i-1])) < Eval3(three(order[i]))) {
			t.Errorf("%s should rank below %s", order[i-1], order[i])
		}
	}
	// "the first two cards ... tie ... the third card will determine the
	// winner" (seed 002 lines 972-973); suits never do (seed 000 line 2461).
	if !(Eval3(three("QS 9H 3D")) > Eval3(three("QH 9D 2C"))) || Eval3(three("QS 9H 3D")) != Eval3(three("QC 9S 3H")) {
		t.Error("high cards compare card by card, suits aside")
	}
	if !(Eval3(three("KS KH 4D")) > Eval3(three("KC KD 3S"))) || !(Eval3(three("KS KH 2D")) > Eval3(three("QS QH AD"))) {
		t.Error("pairs compare by the pair, then the kicker")
	}
	// Card order within the hand does not matter.
	if Eval3(three("3D AS 2H")) != Eval3(three("AS 2H 3D")) || Eval3(three("4D KS 4H")) != Eval3(three("4H 4D KS")) {
		t.Error("the value depends on the order of the cards")
	}
	if got := Eval3(three("KS KH 4D")).Ranks(); got != [3]rules.Rank{rules.King, rules.King, 4} {
		t.Errorf("ranks %v", got)
	}
	if got := Eval3(three("2D 3D AD")).Ranks(); got != [3]rules.Rank{3, 2, rules.Ace} {
		t.Errorf("ranks %v", got)
	}
}

// TestSeedThreeCardRankingLines checks the ranking lines this file cites:
// the Great Britain list (seed 002 lines 911-921) and the California table
// (seed 000 lines 2465-2471) name the categories in the order the values
// rank them.
func TestSeedThreeCardRankingLines(t *testing.T) {
	uk := []struct {
		line string
		cat  ThreeCategory
		text string
	}{
		{"911", ThreeStraightFlush, "i) Straight Flush"},
		{"913", ThreeTrips, "ii) Three of a Kind"},
		{"915", ThreeStraight, "iii) Straight"},
		{"917", ThreeFlush, "iv) Flush"},
		{"919", ThreePair, "v) Pair"},
		{"921", ThreeHighCard, "vi) High card"},
	}
	for i, c := range uk {
		text := seedtext.Text(t, rules.At(rules.Seed002, c.line))
		if !strings.HasPrefix(text, c.text) {
			t.Errorf("seed 002 line %s should open with %q: %q", c.line, c.text, text)
		}
		if i > 0 && uk[i-1].cat <= c.cat {
			t.Errorf("line %s: %s is listed below %s but does not rank below it", c.line, c.cat, uk[i-1].cat)
		}
	}
	ca := []struct {
		line string
		cat  ThreeCategory
		text string
	}{
		{"2465", ThreeStraightFlush, "Mini Royal Flush"},
		{"2466", ThreeStraightFlush, "Straight Flush"},
		{"2467", ThreeTrips, "Three of a Kind"},
		{"2468", ThreeStraight, "Straight"},
		{"2469", ThreeFlush, "Flush"},
		{"2470", ThreePair, "One Pair"},
		{"2471", ThreeHighCard, "High Card"},
	}
	for i, c := range ca {
		text := seedtext.Text(t, rules.At(rules.Seed000, c.line))
		if !strings.HasPrefix(text, c.text) {
			t.Errorf("seed 000 line %s should open with %q: %q", c.line, c.text, text)
		}
		if i > 0 && ca[i-1].cat < c.cat {
			t.Errorf("line %s: %s is listed below %s but ranks above it", c.line, c.cat, ca[i-1].cat)
		}
	}
	must := []struct {
		c    rules.Cite
		text string
	}{
		{rules.At(rules.Seed002, "903-906"), "(being 3, 2, Ace)"},
		{rules.At(rules.Seed002, "972-973"), "the third card will determine the winner"},
		{rules.At(rules.Seed000, "2461"), "All suits of cards shall have the same rank"},
		{rules.At(rules.Seed000, "2468"), "ace, 2, 3 is the lowest ranked straight"},
		{rules.At(rules.Seed000, "2465"), "ace, king, and queen of the same suit"},
	}
	for _, m := range must {
		if text := seedtext.Text(t, m.c); !strings.Contains(text, m.text) {
			t.Errorf("%s should contain %q: %q", m.c, m.text, text)
		}
	}
}

func BenchmarkEval3(b *testing.B) {
	var hands [][3]rules.Card
	allThree(func(h [3]rules.Card) { hands = append(hands, h) })
	b.ResetTimer()
	var sink Three
	for i := 0; b.Loop(); i++ {
		sink ^= Eval3(hands[i%len(hands)])
	}
	_ = sink
}
