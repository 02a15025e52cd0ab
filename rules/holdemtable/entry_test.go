package holdemtable

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// documented returns the records of docs/hand-records.md of the family's
// games.
func documented(t *testing.T) [][]byte {
	t.Helper()
	md, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(md, -1) {
		var v struct {
			Game string `json:"game"`
		}
		if err := json.Unmarshal(m[1], &v); err != nil {
			t.Fatal(err)
		}
		switch v.Game {
		case BonusGameID, UltimateUKGameID, UltimateGameID, CasinoGameID, TwoWayGameID:
			out = append(out, m[1])
		}
	}
	return out
}

// Every documented record, and every full table of the benchmarks, can be
// typed into its game's form: the form filled from the record builds the
// same record (canonically), which verifies.
func TestEntryFormsRoundTrip(t *testing.T) {
	records := documented(t)
	if len(records) < 5 {
		t.Errorf("docs/hand-records.md shows %d records of the family, want one per game", len(records))
	}
	for _, r := range benchRounds() {
		records = append(records, r.json(t))
	}
	for i, rec := range records {
		env, err := rules.PeekEnvelope(rec)
		if err != nil {
			t.Fatal(err)
		}
		g := gameOf(t, env.Game)
		s, err := g.Settings(env.TableSettings)
		if err != nil {
			t.Fatal(err)
		}
		form := g.(rules.EntryDeclarer).EntryForm(s)
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
		}
		env.TableSettings = nil
		built, err := b.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		var without map[string]any
		if err := json.Unmarshal(rec, &without); err != nil {
			t.Fatal(err)
		}
		delete(without, "table_settings")
		plain, _ := json.Marshal(without)
		want, err := rules.Canonical(nil, plain)
		if err != nil {
			t.Fatal(err)
		}
		got, err := rules.Canonical(nil, built)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("record %d (%s) round trip:\n got %s\nwant %s", i, env.Game, got, want)
			continue
		}
		h, err := g.Decode(built)
		if err != nil {
			t.Errorf("record %d (%s): %v", i, env.Game, err)
			continue
		}
		v, err := h.Verify(s)
		if err != nil || !v.Verified() {
			t.Errorf("record %d (%s): %v %+v", i, env.Game, err, v)
		}
	}
}

// An error the decoder reports about a position's decision is shown at the
// input the person typed it in.
func TestEntryFormFindsTheInput(t *testing.T) {
	form := UltimateUK().(rules.EntryDeclarer).EntryForm(nil)
	lines := map[string][]int{"cards.seats": {1, 3}, "wagers": {1, 2, 5}}
	if got := form.InputFor("cards.seats[1].decisions[1]", lines); got != rules.EntryInput("seats", "decisions", 3) {
		t.Errorf("decision error shown at %s", got)
	}
	if got := form.InputFor("wagers[2].amount", lines); got != rules.EntryInput("wagers", "amount", 5) {
		t.Errorf("amount error shown at %s", got)
	}
}
