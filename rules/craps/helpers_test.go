package craps

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// A throw is written for tests in a short notation, one wager a string:
//
//	"4 place_win@6 12 on win 14"   seat, bet@number, amount, call, result, payout
//	"3 come 10"                    a Come wager in the Come box, left standing
//	"3 pair:33 1 lose 0"           a Specific Pair of two 3s
//
// The call, and the result with its payout, may each be left out.
type spec struct {
	number   int64
	point    int
	standing []string
	dice     [2]int
	wagers   []string
}

func parseBet(t testing.TB, s string) (bet string, number int, dice []int) {
	t.Helper()
	bet = s
	if b, n, ok := strings.Cut(s, "@"); ok {
		v, err := strconv.Atoi(n)
		if err != nil {
			t.Fatalf("number in %q", s)
		}
		bet, number = b, v
	}
	if b, d, ok := strings.Cut(s, ":"); ok {
		if len(d) != 2 {
			t.Fatalf("dice in %q", s)
		}
		bet, dice = b, []int{int(d[0] - '0'), int(d[1] - '0')}
	}
	return bet, number, dice
}

func money(t testing.TB, s string) string {
	t.Helper()
	m, err := rules.ParseMoney(s)
	if err != nil {
		t.Fatalf("amount %q: %v", s, err)
	}
	return m.String()
}

func parseWager(t testing.TB, s string) WagerRecord {
	t.Helper()
	f := strings.Fields(s)
	if len(f) < 3 {
		t.Fatalf("wager %q", s)
	}
	seat, err := strconv.Atoi(f[0])
	if err != nil {
		t.Fatalf("seat in %q", s)
	}
	bet, number, dice := parseBet(t, f[1])
	w := WagerRecord{Seat: seat, Bet: bet, Number: number, Dice: dice, Amount: money(t, f[2])}
	rest := f[3:]
	if len(rest) > 0 && (rest[0] == CallOn || rest[0] == CallOff) {
		w.Call, rest = rest[0], rest[1:]
	}
	switch len(rest) {
	case 0:
	case 2:
		w.Result, w.Payout = rest[0], money(t, rest[1])
	default:
		t.Fatalf("wager %q: want result and payout", s)
	}
	return w
}

func parseStanding(t testing.TB, s string) StandingRecord {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 3 {
		t.Fatalf("standing %q", s)
	}
	seat, err := strconv.Atoi(f[0])
	if err != nil {
		t.Fatalf("seat in %q", s)
	}
	bet, number, _ := parseBet(t, f[1])
	return StandingRecord{Seat: seat, Bet: bet, Number: number, Amount: money(t, f[2])}
}

// envelope is a test throw's envelope.
func envelope(number int64) rules.Envelope {
	return rules.Envelope{TableID: "CR-T", HandNumber: number, Game: GameID, DealtAt: time.Date(2026, 11, 21, 22, 0, 0, 0, time.UTC)}
}

func (sp spec) record(t testing.TB) Record {
	t.Helper()
	n := sp.number
	if n == 0 {
		n = 1
	}
	r := Record{Envelope: envelope(n), Point: sp.point, Dice: []int{sp.dice[0], sp.dice[1]}, Wagers: []WagerRecord{}}
	for _, s := range sp.standing {
		r.Standing = append(r.Standing, parseStanding(t, s))
	}
	for _, w := range sp.wagers {
		r.Wagers = append(r.Wagers, parseWager(t, w))
	}
	return r
}

func (sp spec) json(t testing.TB) []byte {
	t.Helper()
	b, err := json.Marshal(sp.record(t))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func decode(t testing.TB, data []byte) *Hand {
	t.Helper()
	h, err := New().Decode(data)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
	}
	return h.(*Hand)
}

// verify decodes and verifies a throw under the settings given as key,
// value pairs.
func verify(t testing.TB, sp spec, kv ...string) *rules.Verdict {
	t.Helper()
	h := decode(t, sp.json(t))
	v, err := h.Verify(settings(t, kv...))
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

func settings(t testing.TB, kv ...string) *Settings {
	t.Helper()
	values := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		values[kv[i]] = kv[i+1]
	}
	s, err := compile(values)
	if err != nil {
		t.Fatalf("settings %v: %v", kv, err)
	}
	return s
}

// mustVerify verifies a throw and wants no findings.
func mustVerify(t testing.TB, sp spec, kv ...string) *rules.Verdict {
	t.Helper()
	v := verify(t, sp, kv...)
	if !v.Verified() {
		t.Fatalf("%s: findings:\n%s", v.Outcome.Summary, findings(v))
	}
	return v
}

func findings(v *rules.Verdict) string {
	var out []string
	for _, f := range v.Findings {
		out = append(out, fmt.Sprintf("%s %s: %s (%s)", f.Bet, f.Field, f.Message, f.Rule))
	}
	return strings.Join(out, "\n")
}

// refused decodes and verifies a throw and wants an InputError naming
// field, with detail containing want.
func refused(t testing.TB, sp spec, field, want string, kv ...string) {
	t.Helper()
	h, err := New().Decode(sp.json(t))
	if err == nil {
		_, err = h.Verify(settings(t, kv...))
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("want a refusal of %s (%q), got %v", field, want, err)
	}
	for _, f := range ie.Errors {
		if f.Field == field && strings.Contains(f.Detail, want) {
			return
		}
	}
	t.Fatalf("want a refusal of %s (%q), got %v", field, want, err)
}

// stateOf writes a state from the short notation, as the engine writes it.
func stateOf(t testing.TB, point int, standing ...string) string {
	t.Helper()
	st := State{Point: point}
	for _, s := range standing {
		r := parseStanding(t, s)
		m, _ := rules.ParseMoney(r.Amount)
		st.Standing = append(st.Standing, StateWager{Seat: r.Seat, Bet: r.Bet, Number: r.Number, Amount: m})
	}
	return string(st.JSON())
}
