package threecard

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzGame: no record makes Decode or Verify panic; a refusal is always an
// InputError; a verified round settles every wager once, with a result the
// rules know, and a payout only on a win.
func fuzzGame(f *testing.F, g rules.Game, seeds [][]byte, settings []rules.Settings) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"cards":{"seats":[{"seat":1},{"seat":1}]},"wagers":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		wagers := h.(interface{ Wagers() []rules.Wager }).Wagers()
		for _, s := range settings {
			v, err := h.Verify(s)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			settled := map[[2]any]int{}
			for _, st := range v.Settlements {
				settled[[2]any{st.Seat, st.Bet}]++
				switch st.Expected.Result {
				case rules.Win, rules.Lose, rules.Push, rules.NoAction:
				default:
					t.Fatalf("result %q", st.Expected.Result)
				}
				if st.Expected.Payout < 0 || (st.Expected.Result != rules.Win && st.Expected.Payout != 0) {
					t.Fatalf("payout %s on a %s", st.Expected.Payout, st.Expected.Result)
				}
			}
			for _, w := range wagers {
				if settled[[2]any{w.Seat, w.Bet}] != 1 {
					t.Fatalf("seat %d %s settled %d times", w.Seat, w.Bet, settled[[2]any{w.Seat, w.Bet}])
				}
			}
			if extra := len(v.Settlements) - len(wagers); extra != 0 && (g.Info().ID != UKGameID || extra < 0) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
			}
		}
	})
}

func FuzzUKDecodeVerify(f *testing.F) {
	var seeds [][]byte
	for _, ex := range ukExamples {
		seeds = append(seeds, ex.r.json(f))
	}
	fuzzGame(f, UK(), seeds, []rules.Settings{DefaultUKSettings(), &UKSettings{PairPlusOnFold: PairPlusLoses}})
}

func FuzzCADecodeVerify(f *testing.F) {
	seeds := [][]byte{fullCA().json(f)}
	for _, ex := range caExamples {
		seeds = append(seeds, ex.r.json(f))
	}
	withSchedule, err := California().Settings(map[string]string{"collection_schedule": "TCP6-OWN/8"})
	if err != nil {
		f.Fatal(err)
	}
	fuzzGame(f, California(), seeds, []rules.Settings{DefaultCASettings(), withSchedule})
}
