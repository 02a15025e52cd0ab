package paigowtiles

import (
	"encoding/json"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Decode and Verify never panic, refuse bad records only with an
// *rules.InputError, settle every wager once, and keep the player-dealer's
// result within its bank.
func FuzzDecodeVerify(f *testing.F) {
	f.Add([]byte(rec(pgt, 12, 1, "300", "-45", []hr{{1, "66 45 13 26", false}, {3, "11 11 55 16", false}, {4, "22 34 25 12", false}, {6, "44 56 44 55", true}},
		wager(3, "50", "win", "50"), wager(3, "20", "win", "20", "1"), wager(4, "25", "lose", "0"), wager(6, "30", "push", "0"))))
	f.Add([]byte(rec(pgtw, 9, 4, "80", "-20", []hr{{4, "66 36 46 15", false}, {5, "12 56 11 45", false}, {7, "24 66 13 35", false}, {2, "44 33 14 34", false}},
		wager(5, "100", "win", "80"), wager(7, "40", "push", "0"), wager(2, "60", "lose", "0"))))
	f.Add([]byte(rec(pgt, 10, 1, "40", "10", []hr{{1, "66 45 13 26", false}, {6, "22 34 25 12", false}, {5, "33 33 46 15", false}},
		wager(6, "50", "lose", "0", "", "10.00"), wager(5, "30", "win", "30"))))
	f.Add([]byte(rec(pgtw, 9, 1, "100", "-10", []hr{{1, "12 45 24 26", false}, {3, "11 11 55 16", true}}, wager(3, "10", "win", "10"))))
	f.Add([]byte(`{"game": "pai-gow-tiles", "hands": [{"seat": 1, "tiles": []}]}`))
	f.Add([]byte(`{"game": "pai-gow-tiles-wild", "hands": [{"seat": 0, "tiles": ["66", "66", "66", "66"]}], "wagers": []}`))
	games := []rules.Game{PaiGowTiles(), PaiGowTilesWild()}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, g := range games {
			h, err := g.Decode(data)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("%s: Decode error %v is not an *InputError", g.Info().ID, err)
				}
				continue
			}
			s, err := g.Settings(h.Envelope().TableSettings)
			if err != nil {
				if s, err = g.Settings(nil); err != nil {
					t.Fatal(err)
				}
			}
			v, err := h.Verify(s)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("%s: Verify error %v is not an *InputError", g.Info().ID, err)
				}
				continue
			}
			var r struct {
				PlayerDealer rules.PlayerDealerRecord `json:"player_dealer"`
				Wagers       []json.RawMessage        `json:"wagers"`
			}
			if err := json.Unmarshal(data, &r); err != nil {
				t.Fatalf("a record Decode accepted does not unmarshal: %v", err)
			}
			if len(v.Settlements) != len(r.Wagers) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(r.Wagers))
			}
			bank, err := rules.ParseMoney(r.PlayerDealer.Bank)
			if err != nil {
				t.Fatal(err)
			}
			if net := v.Totals.ExpectedPlayerDealerWin; net > bank || net < -bank {
				t.Fatalf("the player-dealer's net %s exceeds its bank %s", net, bank)
			}
			for _, st := range v.Settlements {
				switch st.Expected.Result {
				case rules.Win, rules.Lose, rules.Push, rules.NoAction:
				default:
					t.Fatalf("settlement %+v", st)
				}
				if st.Expected.Returned < 0 || st.Expected.Returned > st.Amount || st.Expected.Payout < 0 || st.Expected.Payout > st.Amount {
					t.Fatalf("settlement %+v", st)
				}
			}
		}
	})
}

// The tile reader never panics and accepts exactly the 21 faces, either
// way round.
func FuzzParseTile(f *testing.F) {
	for _, s := range []string{"66", "45", "54", "12", "07", "6-6", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := parseTile(s)
		if err != nil {
			return
		}
		if len(s) != 2 || x.face.a > x.face.b || byFace[x.face] != x.class {
			t.Fatalf("parseTile(%q) = %+v", s, x)
		}
	})
}
