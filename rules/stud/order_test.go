package stud

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// HighBoard and LowBoard order every two boards of one and two cards, and
// random boards of three and four, as a plain comparison of their rank
// groups does: for the high board the more cards of a rank and then the
// higher ranks; for the low board fewer paired cards and then the lower
// ranks, the ace lowest.
func TestBoardOrders(t *testing.T) {
	deck := rules.Deck52()
	var boards [][]rules.Card
	for i, a := range deck {
		boards = append(boards, []rules.Card{a})
		for _, b := range deck[i+1:] {
			boards = append(boards, []rules.Card{a, b})
		}
	}
	rng := rand.New(rand.NewPCG(7, 7))
	for range 4000 {
		d := slices.Clone(deck)
		rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		boards = append(boards, d[:3], d[3:7])
	}
	sign := func(x int) int {
		switch {
		case x < 0:
			return -1
		case x > 0:
			return 1
		}
		return 0
	}
	cmpKey := func(a, b uint64) int {
		switch {
		case a < b:
			return -1
		case a > b:
			return 1
		}
		return 0
	}
	for i := 0; i < len(boards); i += 1 + i/500 {
		for j := 0; j < len(boards); j += 7 {
			a, b := boards[i], boards[j]
			if len(a) != len(b) {
				continue
			}
			if got, want := cmpKey(HighBoard(a), HighBoard(b)), sign(slices.Compare(rankOnlyLow(a, false), rankOnlyLow(b, false))); got != want {
				t.Fatalf("high %v against %v: %d, want %d", a, b, got, want)
			}
			if got, want := cmpKey(LowBoard(a), LowBoard(b)), -sign(slices.Compare(rankOnlyLow(a, true), rankOnlyLow(b, true))); got != want {
				t.Fatalf("low %v against %v: %d, want %d", a, b, got, want)
			}
		}
	}
}

// The bring-in of seed 000's examples and rules: the deuce is the lowest
// card and the ace the highest (line 143), clubs the lowest suit (line
// 144); in Razz the highest card with the ace low, spades first (line
// 402).
func TestBringInRules(t *testing.T) {
	cases := []struct {
		rule  BringIn
		doors string
		want  int
	}{
		{sevenCardStud.BringIn, "2S 2C 3D", 1},
		{sevenCardStud.BringIn, "AS KC 3D", 2},
		{sevenCardStud.BringIn, "AS 2H AC", 1},
		{razz.BringIn, "KC KS QD", 1},
		{razz.BringIn, "AS 2H 3D", 2},
		{razz.BringIn, "AS AH 2D", 2},
		{studHiLoRegular.BringIn, "9C 9S AD", 2},
		{studHiLoRegular.BringIn, "9C 9S 2D", 1},
	}
	for _, c := range cases {
		if got := c.rule.BringInSeat(rules.MustCards(c.doors)); got != c.want {
			t.Errorf("%s under %s: seat index %d, want %d", c.doors, c.rule.Rule, got, c.want)
		}
	}
}
