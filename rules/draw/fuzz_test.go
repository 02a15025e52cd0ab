package draw

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzGame: no record makes Decode or Verify panic; a decode error is an
// InputError; a decoded hand verifies under every setting of the game (or
// is refused by name, as a joker at a 52-card table), and its awards add up
// to the pot less the fees taken from it.
func fuzzGame(f *testing.F, g *variant) {
	rng := rand.New(rand.NewPCG(uint64(len(g.id)), 7))
	for i := 0; i < 8; i++ {
		f.Add(simulate(rng, g))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"seats":[{"seat":1},{"seat":1}]}`))
	var settings []rules.Settings
	for _, values := range []map[string]string{
		nil,
		{"chip_unit": "5.00"},
		{"chip_unit": "0.25"},
	} {
		s, err := g.compile(values)
		if err != nil {
			f.Fatal(err)
		}
		settings = append(settings, s)
	}
	if g.oddChip == "" {
		s, _ := g.compile(map[string]string{"odd_chip": OddChipLeftOfButton})
		settings = append(settings, s)
	}
	if g.joker {
		s, _ := g.compile(map[string]string{"deck": DeckNoJoker})
		settings = append(settings, s)
	}
	for _, id := range []string{"DRAW-2/50", "LOWBALL-2/8", "LEG-LOWBALL/R15-30", "ARCHIE-OWN/1", "DRAMAHA-OWN/9", "HOLDEM-1/30", "BADUGI-1/1"} {
		if s, err := g.compile(map[string]string{"collection_schedule": id}); err == nil {
			settings = append(settings, s)
		}
	}
	gm := game{g}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := gm.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		hand := handOfRecord(h)
		for _, s := range settings {
			v, err := h.Verify(s)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			var sum rules.Money
			for _, st := range v.Settlements {
				sum += st.Expected.Payout
			}
			if sum != hand.Pot()-hand.PotFees() {
				t.Fatalf("awards %s, pot less fees %s", sum, hand.Pot()-hand.PotFees())
			}
		}
	})
}

func FuzzLowball(f *testing.F)    { fuzzGame(f, lowball) }
func FuzzKansasCity(f *testing.F) { fuzzGame(f, kansasCity) }
func FuzzBadugi(f *testing.F)     { fuzzGame(f, badugi) }
func FuzzBadacey(f *testing.F)    { fuzzGame(f, badacey) }
func FuzzBadeucey(f *testing.F)   { fuzzGame(f, badeucey) }
func FuzzArchie(f *testing.F)     { fuzzGame(f, archie) }
func FuzzMatchIt(f *testing.F)    { fuzzGame(f, matchIt) }
func FuzzDramaha(f *testing.F)    { fuzzGame(f, dramaha) }
func FuzzDramaha27(f *testing.F)  { fuzzGame(f, dramaha27) }
