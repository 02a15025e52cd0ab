package paigow

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// The counting classification agrees with SevenOf, which values every
// five-card hand of the seven, on every line of every table.
func TestFastSevenAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, r := range []Ranking{{Joker: Bug}, {Joker: Wild}, {Joker: Bug, Wheel: WheelLowest}} {
		deck := deckCards(1)
		for i := 0; i < 300_000; i++ {
			var seven [7]rules.Card
			var st sevenState
			perm := rng.Perm(len(deck))
			// Every hundredth hand is drawn from one suit and the joker, so
			// that the rare lines are tried.
			if i%100 == 0 {
				suit := rules.Suit(rng.IntN(4))
				var cards []rules.Card
				for _, p := range rng.Perm(13)[:6] {
					cards = append(cards, rules.NewCard(rules.Rank(p+2), suit))
				}
				cards = append(cards, deck[perm[0]])
				if slicesContains(cards[:6], cards[6]) {
					continue
				}
				copy(seven[:], cards)
			} else {
				for j, p := range perm[:7] {
					seven[j] = deck[p]
				}
			}
			for _, c := range seven {
				st = st.with(c)
			}
			want := r.SevenOf(seven)
			got := fastSeven(&st, r)
			if ukFortuneLine(&got) != ukFortuneLine(&want) || caFortuneLine(&got) != caFortuneLine(&want) ||
				jokolorLine(&got) != jokolorLine(&want) || got.Best.Category() != want.Best.Category() {
				t.Fatalf("%v (%+v): counted %v/%v/%v (%v), valued %v/%v/%v (%v)", seven, r,
					ukFortuneLine(&got), caFortuneLine(&got), jokolorLine(&got), got.Best.Category(),
					ukFortuneLine(&want), caFortuneLine(&want), jokolorLine(&want), want.Best)
			}
		}
	}
}

func slicesContains(cs []rules.Card, c rules.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}
