package paigowtiles_test

import (
	"encoding/json"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/paigowtiles"
)

// Every documented record can be typed into its game's form: the form
// filled from the record builds the same record again, and it verifies.
func TestEntryFormsHoldTheExamples(t *testing.T) {
	for _, c := range []struct {
		g        rules.Game
		record   string
		settings map[string]string
	}{
		{paigowtiles.PaiGowTiles(), pgtExample, map[string]string{"collection_schedule": "CA-PG/3"}},
		{paigowtiles.PaiGowTilesWild(), wildExample, map[string]string{"collection_schedule": "CA-PGTW/17"}},
	} {
		id := c.g.Info().ID
		s, err := c.g.Settings(c.settings)
		if err != nil {
			t.Fatal(err)
		}
		form := c.g.EntryForm(s)
		if err := form.Check(); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		values, err := form.Values([]byte(c.record))
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		built := form.Build(values)
		if len(built.Errors) > 0 {
			t.Fatalf("%s: %v", id, built.Errors)
		}
		env, err := rules.PeekEnvelope([]byte(c.record))
		if err != nil {
			t.Fatal(err)
		}
		raw, err := built.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		got, want := canonical(t, raw), canonical(t, []byte(c.record))
		if got != want {
			t.Errorf("%s: the form builds\n%s\nnot\n%s", id, got, want)
		}
		h, err := c.g.Decode(raw)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		v, err := h.Verify(s)
		if err != nil || !v.Verified() {
			t.Errorf("%s: the typed record: %v %+v", id, err, v)
		}
	}
}

// canonical is a record's canonical form with its time in UTC.
func canonical(t *testing.T, record []byte) string {
	t.Helper()
	var rec map[string]any
	if err := json.Unmarshal(record, &rec); err != nil {
		t.Fatal(err)
	}
	env, err := rules.PeekEnvelope(record)
	if err != nil {
		t.Fatal(err)
	}
	rec["dealt_at"] = env.DealtAt.UTC()
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

// The Wild's form has no backline input: back-line betting is not
// permitted (line 2991).
func TestWildFormHasNoBackline(t *testing.T) {
	g := paigowtiles.PaiGowTilesWild()
	s, _ := g.Settings(nil)
	for _, sec := range g.EntryForm(s).Sections {
		for _, f := range sec.Fields {
			if sec.ID == "wagers" && f.Name == "backline" {
				t.Error("the Wild's wagers take a backline bettor")
			}
		}
	}
}
