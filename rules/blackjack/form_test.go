package blackjack

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// docExamples returns the records docs/hand-records.md shows for a game.
func docExamples(t *testing.T, game string) [][]byte {
	t.Helper()
	b, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1) {
		var env struct {
			Game string `json:"game"`
		}
		if err := json.Unmarshal(m[1], &env); err != nil {
			t.Fatal(err)
		}
		if env.Game == game {
			out = append(out, m[1])
		}
	}
	if len(out) == 0 {
		t.Fatalf("docs/hand-records.md shows no %s record", game)
	}
	return out
}

// Every documented record can be typed into the game's form: its values
// fill the form, the form builds the same record back, and it verifies.
func TestFormsRoundTripTheDocumentedRecords(t *testing.T) {
	for _, g := range []rules.Game{UK(), Hawaiian(), BlackjackPoker()} {
		id := g.Info().ID
		t.Run(id, func(t *testing.T) {
			st, err := g.Settings(nil)
			if err != nil {
				t.Fatal(err)
			}
			form := g.(rules.EntryDeclarer).EntryForm(st)
			if err := form.Check(); err != nil {
				t.Fatal(err)
			}
			for _, rec := range docExamples(t, id) {
				values, err := form.Values(rec)
				if err != nil {
					t.Fatal(err)
				}
				built := form.Build(values)
				if len(built.Errors) > 0 {
					t.Fatalf("build errors %+v", built.Errors)
				}
				env, err := rules.PeekEnvelope(rec)
				if err != nil {
					t.Fatal(err)
				}
				out, err := built.Marshal(env)
				if err != nil {
					t.Fatal(err)
				}
				want, err := rules.Canonical(nil, rec)
				if err != nil {
					t.Fatal(err)
				}
				got, err := rules.Canonical(nil, out)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Fatalf("the form builds\n%s\nnot\n%s", got, want)
				}
				h, err := g.Decode(out)
				if err != nil {
					t.Fatal(err)
				}
				v, err := h.Verify(st)
				if err != nil {
					t.Fatal(err)
				}
				if !v.Verified() {
					t.Errorf("findings %+v", v.Findings)
				}
			}
		})
	}
}

// A refusal names a field the form can show at its input.
func TestFormFindsRefusedDecisions(t *testing.T) {
	g := UK()
	form := g.(rules.EntryDeclarer).EntryForm(nil)
	rec := ukRound("9H 8C", []string{"1: 7S 5D TC / double"}, "1 hand_1 10 lose 0").record(t)
	values, err := form.Values(rec)
	if err != nil {
		t.Fatal(err)
	}
	built := form.Build(values)
	h, err := g.Decode(mustMarshal(t, built))
	if err != nil {
		t.Fatal(err)
	}
	_, err = h.Verify(nil)
	ie, ok := rules.AsInputError(err)
	if !ok || len(ie.Errors) == 0 {
		t.Fatalf("want a refusal, got %v", err)
	}
	if in := form.InputFor(ie.Errors[0].Field, built.Lines); in != rules.EntryInput("boxes", "decisions", 1) {
		t.Errorf("%s is shown at %s", ie.Errors[0].Field, in)
	}
}

func mustMarshal(t *testing.T, b rules.EntryBuild) []byte {
	t.Helper()
	out, err := b.Marshal(rules.Envelope{TableID: "T-1", HandNumber: 1, Game: UKID, DealtAt: mustTime(t)})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
