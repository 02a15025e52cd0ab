package wheels

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzGame checks, for any record: Decode and Verify never panic; a refusal
// is always an InputError; a verified record settles every wager once, in
// record order, with a result the rules know, a payout only on a win, a
// stake returned only on a loss and never more than the stake, and a rule of
// seed 002.
func fuzzGame(t *testing.T, g rules.Game, data []byte, settings []rules.Settings) {
	h, err := g.Decode(data)
	if err != nil {
		if _, ok := rules.AsInputError(err); !ok {
			t.Fatalf("decode error is not an InputError: %v", err)
		}
		return
	}
	var wagers []rules.Wager
	switch x := h.(type) {
	case *RouletteHand:
		wagers = x.Wagers()
	case *SicBoHand:
		wagers = x.Wagers()
	case *BigSixHand:
		wagers = x.Wagers()
	default:
		t.Fatalf("hand %T", h)
	}
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
		var wagered rules.Money
		for i, st := range v.Settlements {
			w := wagers[i]
			wagered += w.Amount
			if st.Seat != w.Seat || st.Bet != w.Bet || st.Amount != w.Amount {
				t.Fatalf("settlement %d is %+v for wager %+v", i, st, w)
			}
			e := st.Expected
			switch e.Result {
			case rules.Win, rules.Lose, rules.Push:
			default:
				t.Fatalf("result %q", e.Result)
			}
			if e.Payout < 0 || (e.Result != rules.Win && e.Payout != 0) || (e.Result == rules.Win && e.Payout == 0 && w.Amount > 1) {
				t.Fatalf("payout %s on a %s of %s", e.Payout, e.Result, w.Amount)
			}
			if e.Returned < 0 || e.Returned > w.Amount || (e.Returned != 0 && e.Result != rules.Lose) {
				t.Fatalf("returned %s on a %s of %s", e.Returned, e.Result, w.Amount)
			}
			if st.Rule.File != rules.Seed002 {
				t.Fatalf("rule %s", st.Rule)
			}
		}
		if v.Totals.Wagered != wagered {
			t.Fatalf("wagered %s, the wagers total %s", v.Totals.Wagered, wagered)
		}
		if v.Outcome.Summary == "" {
			t.Fatal("no summary")
		}
	}
}

func addExamples(f *testing.F, game string) {
	for _, rec := range docExamples(f) {
		if env, _ := rules.PeekEnvelope(rec); env.Game == game {
			f.Add(rec)
		}
	}
}

func FuzzRoulette(f *testing.F) {
	addExamples(f, RouletteID)
	f.Add(spin(f, 0, []int{2, 4, 6, 8, 10}, "4 rage - 10 win 60", "1 red - 5.05 lose 0 2.52"))
	f.Add(spin(f, 3, []int{2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, "4 rage - 10 win 20000"))
	f.Add([]byte(`{"number":null,"wagers":[{"seat":1,"bet":"split","numbers":[-1,99],"amount":"1","result":"win","payout":"1"}]}`))
	own, _ := rl.Settings(map[string]string{keyRagePayTable: "7 12 20 30 40 60 100 200 400 1000 2500", keyFraction: fractionToPlayer, "split_dozens_odds": "5 to 9"})
	none, _ := rl.Settings(map[string]string{keyRagePayTable: rageNotOffered})
	settings := []rules.Settings{nil, own, none}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzGame(t, rl, data, settings) })
}

func FuzzSicBo(f *testing.F) {
	addExamples(f, SicBoID)
	f.Add(throwRec(f, [3]int{4, 4, 4}, "1 specific_double 4 10 win 100", "1 double_and_single 4,4,1 1 lose 0"))
	f.Add([]byte(`{"dice":[0,7],"wagers":[{"seat":1,"bet":"four_number","numbers":[1,1,1,1],"amount":"1","result":"win","payout":"1"}]}`))
	loses, _ := sb.Settings(map[string]string{keyDoubleOnTriple: doubleLoses, "dice_combination_odds": "13 to 2"})
	settings := []rules.Settings{nil, loses}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzGame(t, sb, data, settings) })
}

func FuzzBigSix(f *testing.F) {
	addExamples(f, BigSixID)
	f.Add(wheelSpin(f, "", true, "1 type_a - 1 push 0"))
	f.Add(wheelSpin(f, "type_g", true, "1 type_g - 1 win 1", "2 type_g - 1 win 1"))
	respin, _ := b6.Settings(map[string]string{keyClapper: clapperRespin, "type_g_odds": "6 to 5"})
	settings := []rules.Settings{nil, respin}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzGame(t, b6, data, settings) })
}
