package holdem

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

func m(s string) rules.Money {
	v, err := rules.ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return v
}

func TestClockwiseFromButton(t *testing.T) {
	cases := []struct{ seat, button, want int }{
		{4, 3, 1}, {5, 3, 2}, {10, 3, 7}, {1, 3, 8}, {2, 3, 9}, {3, 3, 10},
		{1, 10, 1}, {10, 10, 10}, {10, 1, 9},
	}
	for _, c := range cases {
		if got := clockwiseFromButton(c.seat, c.button); got != c.want {
			t.Errorf("seat %d, button %d: %d seats to the left, want %d", c.seat, c.button, got, c.want)
		}
	}
}

func TestHighCardKey(t *testing.T) {
	// Rank first, then suit: spades, hearts, diamonds, clubs (line 3964).
	order := []string{"AC 2S", "KS QS", "KH 2C", "KD 3D", "KC 9S", "QS JS"}
	for i := 1; i < len(order); i++ {
		a, b := rules.MustCards(order[i-1]), rules.MustCards(order[i])
		if highCardKey(a) <= highCardKey(b) {
			t.Errorf("%s should hold a higher card than %s", order[i-1], order[i])
		}
	}
}
