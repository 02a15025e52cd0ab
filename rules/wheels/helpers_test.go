package wheels

import (
	"encoding/json"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// w writes a wager as "seat bet numbers amount result payout [returned]",
// numbers separated by commas, "-" for none: "1 split 17,20 10 win 170".
func w(t testing.TB, s string) map[string]any {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 6 && len(f) != 7 {
		t.Fatalf("wager %q: want seat bet numbers amount result payout [returned]", s)
	}
	seat, err := strconv.Atoi(f[0])
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]any{"seat": seat, "bet": f[1], "amount": f[3], "result": f[4], "payout": f[5]}
	if f[2] != "-" {
		var ns []int
		for _, x := range strings.Split(f[2], ",") {
			n, err := strconv.Atoi(x)
			if err != nil {
				t.Fatal(err)
			}
			ns = append(ns, n)
		}
		m["numbers"] = ns
	}
	if len(f) == 7 {
		m["returned"] = f[6]
	}
	return m
}

// record writes a record of game with the given fields and wagers.
func record(t testing.TB, game string, fields map[string]any, wagers ...string) []byte {
	t.Helper()
	rec := map[string]any{"table_id": "T-1", "hand_number": 1, "game": game, "dealt_at": "2026-11-21T22:14:05+00:00"}
	for k, v := range fields {
		rec[k] = v
	}
	ws := []map[string]any{}
	for _, s := range wagers {
		ws = append(ws, w(t, s))
	}
	rec["wagers"] = ws
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// spin is a roulette record.
func spin(t testing.TB, number int, rage []int, wagers ...string) []byte {
	t.Helper()
	f := map[string]any{"number": number}
	if rage != nil {
		f["rage_spins"] = rage
	}
	return record(t, RouletteID, f, wagers...)
}

// throwRec is a Sic Bo record.
func throwRec(t testing.TB, dice [3]int, wagers ...string) []byte {
	t.Helper()
	return record(t, SicBoID, map[string]any{"dice": dice[:]}, wagers...)
}

// wheelSpin is a Big Six record; stop "" leaves it out.
func wheelSpin(t testing.TB, stop string, between bool, wagers ...string) []byte {
	t.Helper()
	f := map[string]any{}
	if stop != "" {
		f["stop"] = stop
	}
	if between {
		f["between"] = true
	}
	return record(t, BigSixID, f, wagers...)
}

// verify decodes and verifies a record under settings (nil: defaults).
func verify(t testing.TB, g rules.Game, data []byte, settings map[string]string) *rules.Verdict {
	t.Helper()
	h, err := g.Decode(data)
	if err != nil {
		t.Fatalf("decode %s: %v", data, err)
	}
	s, err := g.Settings(settings)
	if err != nil {
		t.Fatalf("settings %v: %v", settings, err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("verify %s: %v", data, err)
	}
	return v
}

// verified fails the test on any finding.
func verified(t testing.TB, g rules.Game, data []byte, settings map[string]string) *rules.Verdict {
	t.Helper()
	v := verify(t, g, data, settings)
	for _, f := range v.Findings {
		t.Errorf("finding: %s (%s)", f.Message, f.Rule)
	}
	return v
}

// refused expects Decode, or Verify under settings, to refuse the record
// naming field with a detail containing want.
func refused(t testing.TB, g rules.Game, data []byte, settings map[string]string, field, want string) {
	t.Helper()
	h, err := g.Decode(data)
	if err == nil {
		s, serr := g.Settings(settings)
		if serr != nil {
			t.Fatal(serr)
		}
		_, err = h.Verify(s)
	}
	if err == nil {
		t.Fatalf("%s: accepted; want %s refused with %q", data, field, want)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("%s: %v is not an InputError", data, err)
	}
	for _, fe := range ie.Errors {
		if fe.Field == field && strings.Contains(fe.Detail, want) {
			return
		}
	}
	t.Errorf("%s: refused with %v; want %s: %q", data, err, field, want)
}

// rat reads "a/b".
func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

// edge is a bet's house edge, the negative of its return.
func edge(bf *rules.BetFrequency) *big.Rat { return new(big.Rat).Neg(bf.Return) }

// percent writes a rate as a percentage to places decimals.
func percent(r *big.Rat, places int) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(places)
}
