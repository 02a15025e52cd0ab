package chinese

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// st is a seat line of a test record: rows written "QS QH 4C | 8S 8H 8D 3C
// 2D | AH KH TH 6H 3H", and the rest of the seat's keys.
type st struct {
	seat   int
	rows   string
	points int
	won    string
	extra  map[string]any
}

func (s st) with(k string, v any) st {
	m := map[string]any{}
	for a, b := range s.extra {
		m[a] = b
	}
	m[k] = v
	s.extra = m
	return s
}

func cardList(s string) []string {
	return append([]string{}, strings.Fields(s)...)
}

func (s st) json() map[string]any {
	rows := strings.Split(s.rows, "|")
	m := map[string]any{"seat": s.seat, "front": cardList(rows[0]), "middle": cardList(rows[1]), "back": cardList(rows[2]),
		"points": s.points, "won": s.won}
	for k, v := range s.extra {
		m[k] = v
	}
	return m
}

// record builds a record of a game; top holds the top-level keys but the
// seats (button, fantasy_variation).
func record(t testing.TB, game string, top map[string]any, seats ...st) []byte {
	t.Helper()
	m := map[string]any{"table_id": "T-1", "hand_number": 7, "game": game, "dealt_at": "2026-11-21T22:00:00-08:00"}
	for k, v := range top {
		m[k] = v
	}
	var list []any
	for _, s := range seats {
		list = append(list, s.json())
	}
	m["seats"] = list
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func verify(t testing.TB, g rules.Game, data []byte, settings map[string]string) *rules.Verdict {
	t.Helper()
	h, err := g.Decode(data)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
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

// verified fails the test unless the verdict has no finding.
func verified(t testing.TB, v *rules.Verdict) {
	t.Helper()
	for _, f := range v.Findings {
		t.Errorf("finding: %s %s %s: declared %s, expected %s: %s", f.Bet, f.Field, f.Rule, f.Declared, f.Expected, f.Message)
	}
}

// refused fails the test unless decoding or verifying the record is an
// *rules.InputError naming field; it returns the error's text.
func refused(t testing.TB, g rules.Game, data []byte, settings map[string]string, field string) string {
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
		t.Fatalf("accepted; want an error on %s\n%s", field, data)
	}
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("%v is not an InputError", err)
	}
	if !strings.Contains(ie.Error(), field) {
		t.Fatalf("error %q does not name %s", ie.Error(), field)
	}
	return ie.Error()
}

// pairPoints returns the points between two seats in a verdict's detail,
// from the first seat's side.
func pairPoints(t testing.TB, v *rules.Verdict, a, b int) int {
	t.Helper()
	for _, p := range v.Outcome.Detail.(Detail).Pairs {
		switch p.Seats {
		case [2]int{a, b}:
			return p.Points
		case [2]int{b, a}:
			return -p.Points
		}
	}
	t.Fatalf("no pair %d-%d", a, b)
	return 0
}

func findingFields(v *rules.Verdict) []string {
	var out []string
	for _, f := range v.Findings {
		out = append(out, f.Bet+":"+f.Field)
	}
	return out
}
