package stud

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzGame: no record makes Decode or Verify panic, a decode error is an
// InputError, and a decoded hand verifies under every kind of setting to a
// verdict whose awards add up to the pot less the fees.
func fuzzGame(f *testing.F, id string, settings ...map[string]string) {
	v := variantOf(f, id)
	g := New(v)
	f.Add([]byte(examples[id]))
	rng := rand.New(rand.NewPCG(1, uint64(len(id))))
	for i := 0; i < 8; i++ {
		h := randomHand(rng, v)
		h.BringIn = h.Seats[0].Seat
		f.Add(recordOf(f, h))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"street":"seventh","seats":[{"seat":1},{"seat":1}]}`))
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
			vd, err := h.Verify(st)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			var sum rules.Money
			for _, s := range vd.Settlements {
				sum += s.Expected.Payout
			}
			if sum != hand.Pot()-hand.FeeTotal() {
				t.Fatalf("awards %s, pot less fees %s", sum, hand.Pot()-hand.FeeTotal())
			}
		}
	})
}

func FuzzSevenCardStud(f *testing.F) {
	fuzzGame(f, SevenCardStudID, map[string]string{"odd_chip": string(OddChipFirstDealt), "chip_unit": "0.25", "collection_schedule": "STUD-1/121"})
}

func FuzzStudHiLo(f *testing.F) {
	fuzzGame(f, StudHiLoID, map[string]string{"low_qualifier": "7", "collection_schedule": "STUD-2/1"})
}

func FuzzStudHiLoRegular(f *testing.F) {
	fuzzGame(f, StudHiLoRegularID, map[string]string{"action_order": OrderChart, "chip_unit": "5.00"})
}

func FuzzRazz(f *testing.F) {
	fuzzGame(f, RazzID, map[string]string{"collection_schedule": "STUD-1/80"})
}

func FuzzSuper7(f *testing.F) { fuzzGame(f, Super7ID, map[string]string{"chip_unit": "0.50"}) }

func FuzzSuper7HiLo(f *testing.F) { fuzzGame(f, Super7HiLoID, map[string]string{"chip_unit": "2.00"}) }

func FuzzSuper7HiLoRegular(f *testing.F) {
	fuzzGame(f, Super7HiLoRegularID, map[string]string{"low_ranking": LowRankingNoStraights})
}

func FuzzSuperRazz(f *testing.F) {
	fuzzGame(f, SuperRazzID, map[string]string{"action_order": OrderChart, "collection_schedule": "STUD-2/64"})
}

func FuzzRazzdeucey(f *testing.F) {
	fuzzGame(f, RazzdeuceyID, map[string]string{"collection_schedule": "RAZZDEUCEY-OWN/21"})
}

func FuzzRazzdacey(f *testing.F) {
	fuzzGame(f, RazzdaceyID, map[string]string{"sixth_street": SixthAsOtherStreets})
}

func FuzzSuperRazzdacey(f *testing.F) {
	fuzzGame(f, SuperRazzdaceyID, map[string]string{"action_order": OrderChart, "odd_chip": string(OddChipFirstDealt)})
}

func FuzzSuperRazzdeucey(f *testing.F) {
	fuzzGame(f, SuperRazzdeuceyID, map[string]string{"action_order": OrderChart, "chip_unit": "0.50"})
}
