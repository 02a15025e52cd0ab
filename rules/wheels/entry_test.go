package wheels

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// docExamples are the records of this family in docs/hand-records.md: its
// json blocks and the json sequence block that settles Roulette Rage on the
// spins before it.
func docExamples(t testing.TB) [][]byte {
	t.Helper()
	b, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, m := range regexp.MustCompile("(?s)```json(?: sequence)?\n(.*?)```").FindAllSubmatch(b, -1) {
		env, err := rules.PeekEnvelope(m[1])
		if err != nil {
			t.Fatal(err)
		}
		switch env.Game {
		case RouletteID, SicBoID, BigSixID:
			out = append(out, m[1])
		}
	}
	if len(out) < 4 {
		t.Fatalf("%d examples of roulette, Sic Bo and Big Six in docs/hand-records.md", len(out))
	}
	return out
}

func gameOf(t *testing.T, record []byte) rules.Game {
	t.Helper()
	env, err := rules.PeekEnvelope(record)
	if err != nil {
		t.Fatal(err)
	}
	switch env.Game {
	case RouletteID:
		return rl
	case SicBoID:
		return sb
	case BigSixID:
		return b6
	}
	t.Fatalf("game %q", env.Game)
	return nil
}

// canonical is a record's canonical form with its time in UTC.
func canonical(t *testing.T, record []byte) string {
	t.Helper()
	var rec map[string]any
	if err := json.Unmarshal(record, &rec); err != nil {
		t.Fatal(err)
	}
	if at, err := time.Parse(time.RFC3339, rec["dealt_at"].(string)); err == nil {
		rec["dealt_at"] = at.UTC().Format(time.RFC3339)
	}
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	c, err := rules.Canonical(nil, b)
	if err != nil {
		t.Fatal(err)
	}
	return string(c)
}

// Every documented record, and the records of the worked examples, can be
// typed into the game's hand-entry form: the form filled from the record
// builds the same record, which verifies.
func TestEveryExampleFitsTheEntryForm(t *testing.T) {
	records := docExamples(t)
	records = append(records,
		spin(t, 2, []int{1, 3, 5, 7, 9, 12}, "4 rage - 10 win 100", "1 high - 5 lose 0"),
		spin(t, 0, nil, "1 red - 10 lose 0 5", "2 split 0,2 10 win 170"),
		throwRec(t, [3]int{4, 4, 4}, "2 specific_triple 4 10 win 1800", "3 single_dice 4 10 win 30", "4 specific_double 4 10 win 100"),
		wheelSpin(t, "type_e", true, "1 type_e - 10 win 50"),
		wheelSpin(t, "type_c", false),
	)
	for i, rec := range records {
		g := gameOf(t, rec)
		s, err := g.Settings(nil)
		if err != nil {
			t.Fatal(err)
		}
		form := g.EntryForm(s)
		if err := form.Check(); err != nil {
			t.Fatalf("%s form: %v", g.Info().ID, err)
		}
		values, err := form.Values(rec)
		if err != nil {
			t.Errorf("record %d: %v", i, err)
			continue
		}
		built := form.Build(values)
		if len(built.Errors) > 0 {
			t.Errorf("record %d: %v", i, built.Errors)
			continue
		}
		env, _ := rules.PeekEnvelope(rec)
		raw, err := built.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := canonical(t, raw), canonical(t, rec); got != want {
			t.Errorf("record %d: the form builds\n%s\nnot\n%s", i, got, want)
			continue
		}
		verified(t, g, raw, nil)
	}
}

// The forms under every setting a table may choose are valid; a table
// without Roulette Rage has no input for its run.
func TestEntryForms(t *testing.T) {
	for _, g := range []rules.Game{rl, sb, b6} {
		for _, spec := range g.Info().Settings {
			for _, v := range append([]string{spec.Default}, spec.Allowed...) {
				s, err := g.Settings(map[string]string{spec.Key: v})
				if err != nil {
					t.Fatalf("%s %s=%s: %v", g.Info().ID, spec.Key, v, err)
				}
				if err := g.EntryForm(s).Check(); err != nil {
					t.Errorf("%s %s=%s: %v", g.Info().ID, spec.Key, v, err)
				}
			}
		}
	}
	s, _ := rl.Settings(map[string]string{keyRagePayTable: rageNotOffered})
	for _, f := range rl.EntryForm(s).Sections[0].Fields {
		if f.Name == "rage_spins" {
			t.Error("a table without Roulette Rage asks for its run")
		}
	}
	// An error about a wager's numbers is shown at that line's input.
	form := rl.EntryForm(nil)
	if got := form.InputFor("wagers[1].numbers", map[string][]int{"wagers": {1, 4}}); got != rules.EntryInput("wagers", "numbers", 4) {
		t.Errorf("wagers[1].numbers is shown at %s", got)
	}
}
