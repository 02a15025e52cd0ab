package letitride

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// FuzzDecodeVerify: no record makes Decode or Verify panic; a refusal is
// always an InputError; a verified round settles every wager once, in
// record order, with a result the rules know and a payout only on a win.
func FuzzDecodeVerify(f *testing.F) {
	for _, ex := range examples {
		f.Add(ex.r.json(f))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"cards":{"community":["AS"],"seats":[{"seat":1,"cards":["AS","AS","JK"],"decisions":["ride"]}]},"wagers":[]}`))
	settings := []rules.Settings{DefaultSettings()}
	for _, kv := range [][]string{{keyPayTable, "4", keyRoyalCeiling, "100"}, {keyPayTable, "minimum", keyBonusPayTable, "minimum"}} {
		s, err := New().Settings(map[string]string{kv[0]: kv[1], kv[2]: kv[3]})
		if err != nil {
			f.Fatal(err)
		}
		settings = append(settings, s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := New().Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		wagers := h.(*Hand).Wagers()
		for _, s := range settings {
			v, err := h.Verify(s)
			if err != nil {
				t.Fatalf("verify: %v", err)
			}
			if len(v.Settlements) != len(wagers) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
			}
			for i, st := range v.Settlements {
				w := wagers[i]
				if st.Seat != w.Seat || st.Bet != w.Bet {
					t.Fatalf("settlement %d is %+v for %+v", i, st, w)
				}
				switch st.Expected.Result {
				case rules.Win, rules.Lose, rules.Push:
				default:
					t.Fatalf("result %q", st.Expected.Result)
				}
				if st.Expected.Payout < 0 || (st.Expected.Result != rules.Win && st.Expected.Payout != 0) {
					t.Fatalf("payout %s on a %s", st.Expected.Payout, st.Expected.Result)
				}
			}
		}
	})
}
