package holdembonus

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// FuzzDecodeVerify: no record makes Decode or Verify panic; a refusal is
// always an InputError; a verified round settles every wager once, with a
// result the rules know and a meter line only on a Progressive wager.
func FuzzDecodeVerify(f *testing.F) {
	for _, ex := range examples {
		f.Add(ex.r.json(f))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"cards":{"seats":[{"seat":1},{"seat":1}]},"wagers":[]}`))
	f.Add([]byte(`{"void":"cards","cards":{"community":["JK","AS","AS"],"dealer":[],"seats":[{"seat":2,"cards":["2C"],"void":"misdealt"}]},"wagers":[{"seat":2,"bet":"ante","amount":"1","result":"push","payout":"0"}]}`))
	settings := []*Settings{
		DefaultSettings(),
		{BonusWhenBeaten: BonusPays, CommunityWithHand: AwardBoth, Positions: 4},
		{BonusWhenBeaten: BonusLoses, CommunityWithHand: AwardOnce, ProgressiveWager: rules.Dollars(5), Positions: 7},
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
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			if len(v.Settlements) != len(wagers) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
			}
			for i, st := range v.Settlements {
				w := wagers[i]
				if st.Seat != w.Seat || st.Bet != w.Bet || st.Amount != w.Amount {
					t.Fatalf("settlement %d is %+v for wager %+v", i, st, w)
				}
				switch st.Expected.Result {
				case rules.Win, rules.Lose, rules.Push:
				default:
					t.Fatalf("result %q", st.Expected.Result)
				}
				if st.Expected.Payout < 0 || (st.Expected.Result != rules.Win && st.Expected.Payout != 0) {
					t.Fatalf("payout %s on a %s", st.Expected.Payout, st.Expected.Result)
				}
				if st.Meter != nil && (st.Bet != BetProgressive || st.Meter.Order < 1 || st.Meter.Line == "") {
					t.Fatalf("meter line %+v on %s", *st.Meter, st.Bet)
				}
				if st.Rule.File != rules.Seed001 {
					t.Fatalf("rule %s", st.Rule)
				}
			}
		}
	})
}
