package xref

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// The reference ranking reproduces the published counts of every five-card
// hand of one deck and every three-card hand.
func TestEval5Counts(t *testing.T) {
	if testing.Short() {
		t.Skip("counts 2,598,960 hands")
	}
	d := rules.Deck52()
	var n [10]int
	h := make([]rules.Card, 5)
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for e := c + 1; e < 52; e++ {
					for f := e + 1; f < 52; f++ {
						h[0], h[1], h[2], h[3], h[4] = d[a], d[b], d[c], d[e], d[f]
						n[Eval5(h).Class]++
					}
				}
			}
		}
	}
	want := [10]int{1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 36, 4}
	if n != want {
		t.Errorf("five-card counts %v, want %v", n, want)
	}
}

func TestEval3Counts(t *testing.T) {
	d := rules.Deck52()
	var n [6]int
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				n[Eval3([]rules.Card{d[a], d[b], d[c]}).Class]++
			}
		}
	}
	want := [6]int{16440, 3744, 1096, 720, 52, 48}
	if n != want {
		t.Errorf("three-card counts %v, want %v", n, want)
	}
}

func TestOrder(t *testing.T) {
	v := func(s string) Value { return Eval5(rules.MustCards(s)) }
	for _, c := range [][2]string{
		{"AS 2D 3C 4H 5S", "2S 3D 4C 5H 6S"},
		{"KS KD 2C 3H 4S", "AS AD 2C 3H 4S"},
		{"KS KD QC QH 4S", "KS KD QC QH 5D"},
		{"9S 9D 9C 2H 2S", "TS TD TC 2H 2D"},
		{"AH KH QH JH 9H", "2S 3S 4S 5S 6S"},
	} {
		if Cmp(v(c[0]), v(c[1])) >= 0 {
			t.Errorf("%s should rank below %s", c[0], c[1])
		}
	}
	w := func(s string) Value { return Eval3(rules.MustCards(s)) }
	if Cmp(w("AS 2D 3C"), w("2S 3D 4C")) >= 0 || Cmp(w("KS AD 2C"), w("AS 2D 3C")) >= 0 {
		t.Error("3-2-A is the lowest straight, K-A-2 no straight")
	}
}
