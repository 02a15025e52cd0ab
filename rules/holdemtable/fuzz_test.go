package holdemtable

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// fuzzSeeds are records of every game to start the fuzzers from: a
// record of one game is a near miss for another.
func fuzzSeeds(t testing.TB) [][]byte {
	var out [][]byte
	for _, r := range benchRounds() {
		out = append(out, r.json(t))
	}
	return append(out, []byte(`{}`), []byte(`{"cards":{"seats":[{"seat":1},{"seat":1}]},"wagers":[]}`),
		[]byte(`{"cards":{"community":["JK","AS","AS"],"dealer":[],"seats":[{"seat":2,"cards":["2C"],"decisions":["4x","fold"]}]},"wagers":[{"seat":2,"bet":"ante","amount":"1","result":"push","payout":"0"}]}`))
}

// fuzzGame checks that no record makes a game's Decode or Verify panic; a
// refusal is always an InputError; a verified round settles every wager
// once, with a result the rules know, a payout only on a win, no
// commission, and a meter line only on a Progressive wager. Every setting's
// every value is tried.
func fuzzGame(f *testing.F, g rules.Game) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	var settings []rules.Settings
	for _, spec := range g.Info().Settings {
		for _, v := range spec.Allowed {
			s, err := g.Settings(map[string]string{spec.Key: v})
			if err != nil {
				f.Fatal(err)
			}
			settings = append(settings, s)
		}
	}
	id := g.Info().ID
	pdBanked := g.Info().Banking == "player_dealer"
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := g.Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("%s: decode error is not an InputError: %v", id, err)
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
			if len(v.Settlements) != len(wagers) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
			}
			type key struct {
				seat int
				bet  string
			}
			seen := map[key]bool{}
			for _, st := range v.Settlements {
				k := key{st.Seat, st.Bet}
				if seen[k] {
					t.Fatalf("seat %d %s settled twice", st.Seat, st.Bet)
				}
				seen[k] = true
				switch st.Expected.Result {
				case rules.Win, rules.Lose, rules.Push:
				case rules.NoAction:
					if !pdBanked {
						t.Fatalf("no_action in %s", id)
					}
				default:
					t.Fatalf("result %q", st.Expected.Result)
				}
				if st.Expected.Payout < 0 || (st.Expected.Result != rules.Win && st.Expected.Payout != 0) || st.Expected.Commission != 0 {
					t.Fatalf("%+v", st.Expected)
				}
				if st.Meter != nil && (st.Bet != BetProgressive || st.Meter.Order < 1 || st.Meter.Line == "") {
					t.Fatalf("meter line %+v on %s", *st.Meter, st.Bet)
				}
				if st.Rule.File == "" {
					t.Fatalf("no rule for %+v", st)
				}
			}
		}
	})
}

func FuzzBonusUK(f *testing.F)    { fuzzGame(f, BonusUK()) }
func FuzzUltimateUK(f *testing.F) { fuzzGame(f, UltimateUK()) }
func FuzzUltimate(f *testing.F)   { fuzzGame(f, Ultimate()) }
func FuzzCasino(f *testing.F)     { fuzzGame(f, Casino()) }
func FuzzTwoWay(f *testing.F)     { fuzzGame(f, TwoWay()) }
