package holdemtable

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// seatSpec is one position of a test record.
type seatSpec struct {
	seat      int
	cards     string // space-separated; "" leaves them out
	decisions string // space-separated words
}

// round is a test record: cards written as the books write them
// ("KS 7D 4C 9H 2S"), wagers as "seat bet amount result payout [returned]"
// entries separated by commas, collections as "seat kind amount".
type round struct {
	game        string
	board       string
	dealer      string
	seats       []seatSpec
	wagers      string
	pd          *rules.PlayerDealerRecord
	collections string
	settings    map[string]string
}

func fields(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Fields(s)
}

// json writes the round as a record.
func (r round) json(t testing.TB) []byte {
	t.Helper()
	type seat struct {
		Seat      int      `json:"seat"`
		Cards     []string `json:"cards,omitempty"`
		Decisions []string `json:"decisions"`
	}
	rec := map[string]any{
		"table_id": "HT-1", "hand_number": 1, "game": r.game, "dealt_at": "2026-11-21T22:14:05Z",
	}
	if len(r.settings) > 0 {
		rec["table_settings"] = r.settings
	}
	var seats []seat
	for _, s := range r.seats {
		st := seat{Seat: s.seat, Decisions: fields(s.decisions)}
		if s.cards != "" {
			st.Cards = fields(s.cards)
		}
		seats = append(seats, st)
	}
	rec["cards"] = map[string]any{"community": fields(r.board), "dealer": fields(r.dealer), "seats": seats}
	wagers := []map[string]any{}
	for _, w := range strings.Split(r.wagers, ",") {
		f := strings.Fields(w)
		if len(f) == 0 {
			continue
		}
		if len(f) != 5 && len(f) != 6 {
			t.Fatalf("wager %q: want seat bet amount result payout [returned]", w)
		}
		n, err := strconv.Atoi(f[0])
		if err != nil {
			t.Fatalf("wager %q: %v", w, err)
		}
		m := map[string]any{"seat": n, "bet": f[1], "amount": f[2], "result": f[3], "payout": f[4]}
		if len(f) == 6 {
			m["returned"] = f[5]
		}
		wagers = append(wagers, m)
	}
	rec["wagers"] = wagers
	if r.pd != nil {
		rec["player_dealer"] = r.pd
	}
	if r.collections != "" {
		var cs []map[string]any
		for _, c := range strings.Split(r.collections, ",") {
			f := strings.Fields(c)
			n, _ := strconv.Atoi(f[0])
			cs = append(cs, map[string]any{"seat": n, "kind": f[1], "amount": f[2]})
		}
		rec["collections"] = cs
	}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// gameOf returns the registered game of an id.
func gameOf(t testing.TB, id string) rules.Game {
	t.Helper()
	for _, g := range []rules.Game{BonusUK(), UltimateUK(), Ultimate(), Casino(), TwoWay()} {
		if g.Info().ID == id {
			return g
		}
	}
	t.Fatalf("no game %s", id)
	return nil
}

// verify decodes and verifies the round under its settings; an error
// fails the test.
func (r round) verify(t testing.TB) *rules.Verdict {
	t.Helper()
	g := gameOf(t, r.game)
	h, err := g.Decode(r.json(t))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	s, err := g.Settings(r.settings)
	if err != nil {
		t.Fatalf("settings: %v", err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

// refused returns the error decoding or verifying the round gives, or
// fails the test when there is none.
func (r round) refused(t testing.TB) *rules.InputError {
	t.Helper()
	g := gameOf(t, r.game)
	h, err := g.Decode(r.json(t))
	if err == nil {
		s, serr := g.Settings(r.settings)
		if serr != nil {
			t.Fatalf("settings: %v", serr)
		}
		_, err = h.Verify(s)
	}
	if err == nil {
		t.Fatalf("the round was accepted")
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("error %v is not an InputError", err)
	}
	return ie
}

// clean fails the test for every finding of v.
func clean(t testing.TB, v *rules.Verdict) {
	t.Helper()
	for _, f := range v.Findings {
		t.Errorf("finding: %s (%s %s)", f.Message, f.Field, f.Rule)
	}
}

// settlement returns the settlement of seat's bet.
func settlement(t testing.TB, v *rules.Verdict, seat int, bet string) rules.Settlement {
	t.Helper()
	for _, s := range v.Settlements {
		if s.Seat == seat && s.Bet == bet {
			return s
		}
	}
	t.Fatalf("no settlement for seat %d %s", seat, bet)
	return rules.Settlement{}
}

// mentions reports whether an InputError names field with a detail holding
// each of says.
func mentions(e *rules.InputError, field string, says ...string) bool {
	for _, f := range e.Errors {
		if f.Field != field {
			continue
		}
		ok := true
		for _, s := range says {
			ok = ok && strings.Contains(f.Detail, s)
		}
		if ok {
			return true
		}
	}
	return false
}
