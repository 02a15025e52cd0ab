package california

import (
	"encoding/json"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Decode and Verify never panic, refuse bad records only with an
// *rules.InputError, settle every wager once, and keep the player-dealer's
// result within its bank.
func FuzzDecodeVerify(f *testing.F) {
	f.Add([]byte(ninesRecord("pan-9", 11, 1, "60.00", "-30.00", "3S 4S KS", []seatHand{{2, "3D 4D QD", false}, {3, "4H 5H KH", true}},
		wager(2, 0, BetBase, "20.00", "push", "0.00"), wager(2, 0, BetBonusTie, "10.00", "win", "60.00"), wager(3, 1, BetBase, "40.00", "no_action", "0.00"))))
	f.Add([]byte(ninesRecord("super-9", 9, 4, "20.00", "20.00", "KS QS JS KH", []seatHand{{5, "KD QD JD KC", false}},
		wager(5, 0, BetBase, "50.00", "lose", "0.00", "30.00"))))
	f.Add([]byte(b9Record("AH KD 4C 3S", "QS 6H AD", []int{4}, "300.00", "15.00", "",
		wager(2, 0, BetBanker, "50.00", "lose", "0.00"), wager(4, 0, BetPlayer, "40.00", "win", "40.00"), wager(6, 0, BetTie, "5.00", "lose", "0.00"))))
	f.Add([]byte(b9Record("TH 4D 4H", "TS 3D 4S", nil, "100.00", "-10.00", `"action_seat": 3, "table_settings": {"version": "1", "decks": "6"},`,
		wager(2, 1, BetPlayer, "10.00", "win", "10.00"))))
	f.Add([]byte(halfRecord(2, "100.00", "-2.00", "4D KS 3H", []seatHand{{3, "9C QH", false}, {4, "5S 6D", false}},
		wager(3, 0, BetNineHalf, "10.00", "win", "12.00"), wager(4, 0, BetNineHalf, "10.00", "lose", "0.00"))))
	f.Add([]byte(`{"game": "nine-and-a-half", "cards": {"seats": [{"seat": 1, "cards": []}]}}`))
	games := []rules.Game{Pan9(), Super9(), Baccarat9(), NineAndAHalf()}
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
				if st.Expected.Returned < 0 || st.Expected.Returned > st.Amount || st.Expected.Payout < 0 {
					t.Fatalf("settlement %+v", st)
				}
			}
		}
	})
}
