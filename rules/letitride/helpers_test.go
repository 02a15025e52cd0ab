package letitride

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// seatSpec is one seat of a test record.
type seatSpec struct {
	seat      int
	cards     string
	decisions string // "withdraw ride"
}

// round is a test record; wagers are "seat bet amount result payout"
// entries separated by commas.
type round struct {
	community string
	seats     []seatSpec
	wagers    string
}

func fields(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Fields(s)
}

func (r round) json(t testing.TB) []byte {
	t.Helper()
	var seats []map[string]any
	for _, s := range r.seats {
		seats = append(seats, map[string]any{"seat": s.seat, "cards": fields(s.cards), "decisions": fields(s.decisions)})
	}
	rec := map[string]any{"table_id": "LIR-1", "hand_number": 1, "game": GameID, "dealt_at": "2026-11-21T22:14:05+00:00",
		"cards": map[string]any{"community": fields(r.community), "seats": seats}}
	wagers := []map[string]any{}
	for _, w := range strings.Split(r.wagers, ",") {
		f := strings.Fields(w)
		if len(f) == 0 {
			continue
		}
		if len(f) != 5 {
			t.Fatalf("wager %q: want seat bet amount result payout", w)
		}
		seat, err := strconv.Atoi(f[0])
		if err != nil {
			t.Fatal(err)
		}
		wagers = append(wagers, map[string]any{"seat": seat, "bet": f[1], "amount": f[2], "result": f[3], "payout": f[4]})
	}
	rec["wagers"] = wagers
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// three writes a seat's three Mandatory Wagers: "seat amount r1 p1 r2 p2
// r3 p3".
func three(seat int, amount string, results ...string) string {
	s := strconv.Itoa(seat)
	return s + " one " + amount + " " + results[0] + " " + results[1] + ", " +
		s + " two " + amount + " " + results[2] + " " + results[3] + ", " +
		s + " pound " + amount + " " + results[4] + " " + results[5]
}

func verify(t testing.TB, r round, s rules.Settings) *rules.Verdict {
	t.Helper()
	h, err := New().Decode(r.json(t))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

func mustVerify(t testing.TB, r round, s rules.Settings) *rules.Verdict {
	t.Helper()
	v := verify(t, r, s)
	for _, f := range v.Findings {
		t.Errorf("finding: %s (%s)", f.Message, f.Rule)
	}
	return v
}

func inputError(t *testing.T, r round, field, want string) {
	t.Helper()
	h, err := New().Decode(r.json(t))
	if err == nil {
		_, err = h.Verify(nil)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("want an InputError at %s, got %v", field, err)
	}
	for _, e := range ie.Errors {
		if e.Field == field && strings.Contains(e.Detail, want) {
			return
		}
	}
	t.Errorf("want %s: ...%s..., got %v", field, want, err)
}

func settings(t testing.TB, kv ...string) rules.Settings {
	t.Helper()
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	s, err := New().Settings(m)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
