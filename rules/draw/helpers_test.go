package draw

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// st describes one seat of a test record: cards as "AS 2H", draws as
// "discards>drawn" ("KD KC>4D 5C"), money as decimal strings.
type st struct {
	seat        int
	dealt       string
	draws       []string
	fold        bool
	contributed string
	won         string
	dead        string
}

// hr builds a record of game: the button, the draws held, the board and
// the seats; fees as "type:amount" or "type:amount:from"; extra keys
// merged in last.
func hr(t testing.TB, game string, button, draws int, board string, seats []st, fees []string, extra map[string]any) []byte {
	t.Helper()
	rec := map[string]any{
		"table_id": "D-1", "hand_number": 7, "game": game, "dealt_at": "2026-11-22T21:30:00-08:00",
		"button": button, "draws": draws,
	}
	if board != "" {
		rec["board"] = strings.Fields(board)
	}
	var ss []any
	for _, s := range seats {
		m := map[string]any{"seat": s.seat, "contributed": s.contributed, "won": s.won}
		if s.dealt != "" {
			m["dealt"] = strings.Fields(s.dealt)
		}
		for k, d := range s.draws {
			disc, drawn, _ := strings.Cut(d, ">")
			if f := strings.Fields(disc); len(f) > 0 {
				m["discarded_"+string(rune('1'+k))] = f
			}
			if f := strings.Fields(drawn); len(f) > 0 {
				m["drawn_"+string(rune('1'+k))] = f
			}
		}
		if s.fold {
			m["folded"] = true
		}
		if s.dead != "" {
			m["dead"] = s.dead
		}
		ss = append(ss, m)
	}
	rec["seats"] = ss
	fs := []any{}
	for _, f := range fees {
		parts := strings.Split(f, ":")
		m := map[string]any{"type": parts[0], "amount": parts[1]}
		if len(parts) > 2 {
			m["from"] = parts[2]
		}
		fs = append(fs, m)
	}
	rec["fees"] = fs
	for k, v := range extra {
		rec[k] = v
	}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func gameOf(t testing.TB, id string) *variant {
	t.Helper()
	for _, v := range variants {
		if v.id == id {
			return v
		}
	}
	t.Fatalf("no game %s", id)
	return nil
}

// verify decodes and verifies a record under the given settings.
func verify(t testing.TB, record []byte, settings map[string]string) *rules.Verdict {
	t.Helper()
	env, err := rules.PeekEnvelope(record)
	if err != nil {
		t.Fatal(err)
	}
	g := game{gameOf(t, env.Game)}
	h, err := g.Decode(record)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, record)
	}
	s, err := g.Settings(settings)
	if err != nil {
		t.Fatal(err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	return v
}

// refused decodes and verifies a record and returns the input error.
func refused(t testing.TB, record []byte, settings map[string]string) *rules.InputError {
	t.Helper()
	env, err := rules.PeekEnvelope(record)
	if err != nil {
		t.Fatal(err)
	}
	g := game{gameOf(t, env.Game)}
	h, err := g.Decode(record)
	if err == nil {
		s, serr := g.Settings(settings)
		if serr != nil {
			t.Fatal(serr)
		}
		_, err = h.Verify(s)
	}
	if err == nil {
		t.Fatalf("accepted:\n%s", record)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("not an input error: %v", err)
	}
	return ie
}

// expected returns each seat's expected payout by seat number.
func expected(v *rules.Verdict) map[int]string {
	out := map[int]string{}
	for _, s := range v.Settlements {
		out[s.Seat] = s.Expected.Payout.String()
	}
	return out
}

func findingFields(v *rules.Verdict) []string {
	var out []string
	for _, f := range v.Findings {
		out = append(out, f.Field+"@"+f.Bet)
	}
	return out
}

func hasError(ie *rules.InputError, field, contains string) bool {
	for _, f := range ie.Errors {
		if f.Field == field && strings.Contains(f.Detail, contains) {
			return true
		}
	}
	return false
}

func mustCards(s string) []rules.Card { return rules.MustCards(s) }
