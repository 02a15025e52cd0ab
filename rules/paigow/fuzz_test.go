package paigow

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzGame: no record makes Decode or Verify panic; a refusal is always an
// InputError; a verdict settles every wager once, with a result the rules
// know, and a player-dealer never wins or loses more than its bank.
func fuzzGame(f *testing.F, g rules.Game, seeds []string, settings []map[string]string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Add([]byte(`{}`))
	var compiled []rules.Settings
	for _, m := range settings {
		s, err := g.Settings(m)
		if err != nil {
			f.Fatal(err)
		}
		compiled = append(compiled, s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		for _, s := range compiled {
			v, err := h.Verify(s)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			for _, st := range v.Settlements {
				switch st.Expected.Result {
				case rules.Win, rules.Lose, rules.Push, rules.NoAction:
				default:
					t.Fatalf("settlement %+v", st)
				}
				if st.Expected.Payout < 0 || st.Expected.Commission < 0 || st.Expected.Returned < 0 {
					t.Fatalf("negative settlement %+v", st)
				}
			}
			if g.Info().Banking == "player_dealer" {
				if n := v.Totals.ExpectedPlayerDealerWin; n > rules.MaxMoney || n < -rules.MaxMoney {
					t.Fatalf("player-dealer result %v", n)
				}
			}
		}
	})
}

func FuzzUK(f *testing.F) {
	fuzzGame(f, UK(), []string{ukExample}, []map[string]string{nil,
		{"foul": "house_way", "fortune_pay_table": "2", "commission_rounding": "up_to_cent"},
		{"side_wager": "jokolor"}})
}

func FuzzCalifornia(f *testing.F) {
	fuzzGame(f, California(), []string{caExample, fortuneExample, jokersWildExample}, []map[string]string{nil,
		{"version": "pai_gow_poker", "collection_schedule": "CA-PG/3"},
		{"version": "jokers_wild", "jokers": "3", "wheel": "lowest", "collection_schedule": "CA-PG/19"}})
}

func FuzzPokara(f *testing.F) {
	fuzzGame(f, Pokara(), []string{pokaraExample}, []map[string]string{nil,
		{"bonus_bet": "a", "decks": "3", "collection_schedule": "CA-HB/3"},
		{"bonus_collection": "per_bet", "collection_schedule": "CA-HB/9"}})
}
