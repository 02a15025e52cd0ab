package flop

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzGame: no record makes Decode or Verify panic, a decode error is an
// InputError, and a decoded hand verifies under every kind of setting to a
// verdict whose awards add up to the pot less the fees.
func fuzzGame(f *testing.F, id string, settings ...map[string]string) {
	g := games[id]
	f.Add([]byte(examples[id]))
	rng := rand.New(rand.NewPCG(1, uint64(len(id))))
	for i := 0; i < 8; i++ {
		h := randomHand(rng, g.(game).v)
		f.Add(recordOf(f, id, h))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"seats":[{"seat":1},{"seat":1}]}`))
	var sts []rules.Settings
	for _, s := range append([]map[string]string{nil}, settings...) {
		st, err := g.Settings(s)
		if err != nil {
			f.Fatal(err)
		}
		sts = append(sts, st)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		hand := h.(*Hand)
		for _, st := range sts {
			v, err := h.Verify(st)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			var sum rules.Money
			for _, s := range v.Settlements {
				sum += s.Expected.Payout
			}
			if sum != hand.Pot()-hand.FeeTotal() {
				t.Fatalf("awards %s, pot less fees %s", sum, hand.Pot()-hand.FeeTotal())
			}
		}
	})
}

func FuzzCrazyPineapple(f *testing.F) {
	fuzzGame(f, CrazyPineappleID, map[string]string{"discards": DiscardsTwo, "odd_chip": OddChipHighCardBySuit, "chip_unit": "5.00"},
		map[string]string{"collection_schedule": "LEG-PINEAPPLE/D"})
}

func FuzzReverseHoldem(f *testing.F) {
	fuzzGame(f, ReverseHoldemID, map[string]string{"collection_schedule": "HOLDEM-1/2", "chip_unit": "0.25"})
}

func FuzzShortDeckHoldem(f *testing.F) {
	fuzzGame(f, ShortDeckID, map[string]string{"collection_schedule": "SDH-OWN/6"})
}

func FuzzOmaha(f *testing.F) {
	fuzzGame(f, OmahaID, map[string]string{"split": SplitHighLow},
		map[string]string{"split": SplitHighLow, "low_qualifier": "none", "split_odd_chip": OddChipLeftOfButton, "collection_schedule": "FLOP-2/8"})
}

func FuzzFiveCardOmaha(f *testing.F) {
	fuzzGame(f, FiveCardOmahaID, map[string]string{"collection_schedule": "FCO-OWN/2", "chip_unit": "0.50"})
}

func FuzzDoubleBoardOmaha(f *testing.F) {
	fuzzGame(f, DoubleBoardOmahaID, map[string]string{"collection_schedule": "DBO-OWN/2"})
}
