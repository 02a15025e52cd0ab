package flop

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// documented returns the records of docs/hand-records.md of the family's
// games, by game.
func documented(t *testing.T) map[string][][]byte {
	t.Helper()
	md, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][][]byte{}
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(md, -1) {
		var v struct {
			Game string `json:"game"`
		}
		if err := json.Unmarshal(m[1], &v); err != nil {
			t.Fatal(err)
		}
		if _, ok := games[v.Game]; ok {
			out[v.Game] = append(out[v.Game], m[1])
		}
	}
	return out
}

func canonical(t *testing.T, rec []byte) string {
	t.Helper()
	c, err := rules.Canonical(nil, rec)
	if err != nil {
		t.Fatal(err)
	}
	return string(c)
}

// The documentation shows each game's example as the tests know it.
func TestDocumentedExamples(t *testing.T) {
	docs := documented(t)
	for id, rec := range examples {
		if len(docs[id]) != 1 || canonical(t, docs[id][0]) != canonical(t, []byte(rec)) {
			t.Errorf("%s: docs/hand-records.md shows %d records; the example should be the one in examples_test.go", id, len(docs[id]))
		}
	}
}

// Every documented record, and random hands of every game, can be typed
// into the game's form: the form filled from the record builds the same
// record (canonically), which verifies.
func TestEntryFormsRoundTrip(t *testing.T) {
	var records [][]byte
	for _, recs := range documented(t) {
		records = append(records, recs...)
	}
	rng := rand.New(rand.NewPCG(5, 15))
	for id, g := range games {
		for i := 0; i < 20; i++ {
			h := randomHand(rng, g.(game).v)
			v, err := h.Verify(nil)
			if err != nil {
				t.Fatal(err)
			}
			for j, s := range v.Settlements {
				h.Seats[j].Won = s.Expected.Payout
			}
			records = append(records, recordOf(t, id, h))
		}
	}
	for i, rec := range records {
		env, err := rules.PeekEnvelope(rec)
		if err != nil {
			t.Fatal(err)
		}
		g := games[env.Game]
		form := g.EntryForm(nil)
		if err := form.Check(); err != nil {
			t.Fatalf("%s: %v", env.Game, err)
		}
		values, err := form.Values(rec)
		if err != nil {
			t.Errorf("record %d (%s): %v", i, env.Game, err)
			continue
		}
		b := form.Build(values)
		if len(b.Errors) > 0 {
			t.Errorf("record %d (%s): %v", i, env.Game, b.Errors)
			continue
		}
		built, err := b.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := canonical(t, dropFalse(t, built)), canonical(t, dropFalse(t, rec)); got != want {
			t.Errorf("record %d (%s) round trip:\n got %s\nwant %s", i, env.Game, got, want)
			continue
		}
		h, err := g.Decode(built)
		if err != nil {
			t.Errorf("record %d (%s): %v", i, env.Game, err)
			continue
		}
		v, err := h.Verify(nil)
		if err != nil || !v.Verified() {
			t.Errorf("record %d (%s): %v %+v", i, env.Game, err, v)
		}
	}
}

// dropFalse removes false flags, zero dead blinds and empty lists, which a
// form leaves out and the decoder reads as absent.
func dropFalse(t *testing.T, rec []byte) []byte {
	t.Helper()
	var r map[string]any
	if err := json.Unmarshal(rec, &r); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"board", "board_1", "board_2"} {
		if b, ok := r[k].([]any); ok && len(b) == 0 {
			delete(r, k) // an empty board is a blank input, and a missing board none
		}
	}
	seats, _ := r["seats"].([]any)
	for _, s := range seats {
		sm := s.(map[string]any)
		if sm["folded"] == false {
			delete(sm, "folded")
		}
		if d, ok := sm["discards"].([]any); ok && len(d) == 0 {
			delete(sm, "discards")
		}
		if c, ok := sm["cards"].([]any); ok && len(c) == 0 {
			delete(sm, "cards")
		}
		if sm["dead"] == "0.00" {
			delete(sm, "dead")
		}
	}
	b, _ := json.Marshal(r)
	return b
}

// recordOf writes a hand as its game's record.
func recordOf(t testing.TB, id string, h *Hand) []byte {
	t.Helper()
	r := map[string]any{"table_id": "T-1", "hand_number": 1, "game": id, "dealt_at": "2026-11-21T23:00:00Z",
		"button": h.Button}
	if h.v.boards == 2 {
		r["board_1"], r["board_2"] = cardStrings(h.Board), cardStrings(h.Board2)
	} else {
		r["board"] = cardStrings(h.Board)
	}
	var seats []any
	for _, s := range h.Seats {
		sm := map[string]any{"seat": s.Seat, "cards": cardStrings(s.Cards), "folded": s.Folded,
			"contributed": s.Contributed.String(), "won": s.Won.String()}
		if s.Dead != 0 {
			sm["dead"] = s.Dead.String()
		}
		if len(s.Discards) > 0 {
			sm["discards"] = cardStrings(s.Discards)
		}
		seats = append(seats, sm)
	}
	r["seats"] = seats
	r["fees"] = []any{}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// An error the decoder reports about a seat's card is shown at the input
// the person typed it in.
func TestEntryFormFindsTheInput(t *testing.T) {
	form := CrazyPineapple().EntryForm(nil)
	lines := map[string][]int{"seats": {1, 4}, "fees": {2}}
	if got := form.InputFor("seats[1].discards[0]", lines); got != rules.EntryInput("seats", "discards", 4) {
		t.Errorf("discard error shown at %s", got)
	}
	form = DoubleBoardOmaha().EntryForm(nil)
	if got := form.InputFor("board_2[3]", nil); got != rules.EntryInput("table", "board_2", 0) {
		t.Errorf("second board error shown at %s", got)
	}
}
