package studtable

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
		env, err := rules.PeekEnvelope(m[1])
		if err == nil && env.Game == game {
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
func TestFormsRoundTrip(t *testing.T) {
	for _, g := range []rules.Game{CasinoStud(), Caribbean()} {
		id := g.Info().ID
		form := g.(rules.EntryDeclarer).EntryForm(nil)
		if err := form.Check(); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		for i, rec := range docExamples(t, id) {
			values, err := form.Values(rec)
			if err != nil {
				t.Errorf("%s example %d: %v", id, i+1, err)
				continue
			}
			built := form.Build(values)
			if len(built.Errors) > 0 {
				t.Errorf("%s example %d: %+v", id, i+1, built.Errors)
				continue
			}
			env, err := rules.PeekEnvelope(rec)
			if err != nil {
				t.Fatal(err)
			}
			data, err := built.Marshal(env)
			if err != nil {
				t.Fatal(err)
			}
			want, err := rules.Canonical(nil, rec)
			if err != nil {
				t.Fatal(err)
			}
			got, err := rules.Canonical(nil, data)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s example %d: the form builds\n%s\nnot\n%s", id, i+1, got, want)
				continue
			}
			hand, err := g.Decode(data)
			if err != nil {
				t.Errorf("%s example %d: %v", id, i+1, err)
				continue
			}
			v, err := hand.Verify(nil)
			if err != nil || !v.Verified() {
				t.Errorf("%s example %d: %v %+v", id, i+1, err, v)
			}
		}
	}
}

// The forms follow the table: casino-stud has a line per position.
func TestFormFollowsSettings(t *testing.T) {
	s, err := CasinoStud().Settings(map[string]string{keyPositions: "5"})
	if err != nil {
		t.Fatal(err)
	}
	form := CasinoStud().(rules.EntryDeclarer).EntryForm(s)
	if form.Sections[1].Rows != 5 {
		t.Errorf("%d position lines", form.Sections[1].Rows)
	}
	// A built record's errors name the input they came from.
	values := map[string]string{"seats-seat-1": "1", "seats-cards-1": "AS KS QS JS", "wagers-seat-1": "1", "wagers-bet-1": "ante",
		"wagers-amount-1": "10", "wagers-result-1": "lose", "wagers-payout-1": "0"}
	b := form.Build(values)
	data, _ := b.Marshal(rules.Envelope{TableID: "T", HandNumber: 1, Game: CasinoStudID})
	_, err = CasinoStud().Decode(data)
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("%v", err)
	}
	found := false
	for _, f := range ie.Errors {
		if form.InputFor(f.Field, b.Lines) == "seats-cards-1" {
			found = true
		}
	}
	if !found {
		js, _ := json.Marshal(ie.Errors)
		t.Errorf("no error at seats-cards-1: %s", js)
	}
}
