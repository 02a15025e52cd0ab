package docs_test

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// Every JSON record shown in hand-records.md is one the engine verifies, so
// the documentation cannot drift from the engine. A json sequence block
// follows the blocks before it at its table (a craps throw, a lowball
// hand, the spin that settles Roulette Rage, a hand at a table whose pool
// a jsonl line states): the engine verifies it alone too, and
// cmd/casinoctl's tests post every block in order, both ways.
func TestHandRecordExamplesVerify(t *testing.T) {
	b, err := os.ReadFile("hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json(?: sequence)?\n(.*?)```").FindAllSubmatch(b, -1)
	if len(blocks) < 2 {
		t.Fatalf("found %d examples; want one per game", len(blocks))
	}
	reg := catalog.Default()
	for i, m := range blocks {
		_, v, err := reg.VerifyRecord(m[1])
		if err != nil {
			t.Errorf("example %d: %v", i+1, err)
			continue
		}
		if !v.Verified() {
			t.Errorf("example %d has findings: %+v", i+1, v.Findings)
		}
	}
}

// Every record shown in hand-records.md can be typed into its game's
// hand-entry form: the form filled from the record builds the same record
// again, so a pit boss can enter by hand whatever a station sends.
func TestHandRecordExamplesFitTheEntryForms(t *testing.T) {
	b, err := os.ReadFile("hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	reg := catalog.Default()
	for i, m := range regexp.MustCompile("(?s)```json(?: sequence)?\n(.*?)```").FindAllSubmatch(b, -1) {
		env, err := rules.PeekEnvelope(m[1])
		if err != nil {
			t.Errorf("example %d: %v", i+1, err)
			continue
		}
		g, err := reg.Lookup(env.Game)
		if err != nil {
			t.Errorf("example %d: %v", i+1, err)
			continue
		}
		s, err := g.Settings(env.TableSettings)
		if err != nil {
			t.Errorf("example %d: %v", i+1, err)
			continue
		}
		form := g.EntryForm(s)
		if err := form.Check(); err != nil {
			t.Errorf("example %d (%s): the form: %v", i+1, env.Game, err)
			continue
		}
		values, err := form.Values(m[1])
		if err != nil {
			t.Errorf("example %d (%s): %v", i+1, env.Game, err)
			continue
		}
		built := form.Build(values)
		if len(built.Errors) > 0 {
			t.Errorf("example %d (%s): the form's values do not read: %v", i+1, env.Game, built.Errors)
			continue
		}
		env.TableSettings = nil
		raw, err := built.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		got, want := comparable(t, raw), comparable(t, m[1])
		if got != want {
			t.Errorf("example %d (%s): the form builds\n%s\nnot\n%s", i+1, env.Game, got, want)
		}
	}
}

// comparable is a record's canonical form with the time as the example
// writes it ("+00:00" and "Z" are one instant) and no false value: an
// unticked box is left out of a built record, and every decoder reads a
// missing flag as false.
func comparable(t *testing.T, record []byte) string {
	t.Helper()
	var rec map[string]any
	if err := json.Unmarshal(record, &rec); err != nil {
		t.Fatal(err)
	}
	if at, err := time.Parse(time.RFC3339, rec["dealt_at"].(string)); err == nil {
		rec["dealt_at"] = at.UTC().Format(time.RFC3339)
	}
	var dropFalse func(v any)
	dropFalse = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, el := range x {
				if el == false {
					delete(x, k)
					continue
				}
				dropFalse(el)
			}
		case []any:
			for _, el := range x {
				dropFalse(el)
			}
		}
	}
	dropFalse(rec)
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
