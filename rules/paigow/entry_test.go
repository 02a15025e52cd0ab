package paigow

import (
	"bytes"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Every example goes through its game's form and back: the values a
// person would type, built into a record again, are the same record, and
// it verifies.
func TestEntryFormsRoundTrip(t *testing.T) {
	cases := []struct {
		name     string
		game     rules.Game
		record   string
		settings map[string]string
	}{
		{"uk", UK(), ukExample, nil},
		{"pai gow poker", California(), caExample, paiGow},
		{"fortune", California(), fortuneExample, nil},
		{"jokers wild", California(), jokersWildExample, map[string]string{"version": "jokers_wild", "jokers": "3"}},
		{"pokara", Pokara(), pokaraExample, nil},
	}
	for _, c := range cases {
		s, err := c.game.Settings(c.settings)
		if err != nil {
			t.Fatal(err)
		}
		form := c.game.(rules.EntryDeclarer).EntryForm(s)
		if err := form.Check(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		values, err := form.Values([]byte(c.record))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		b := form.Build(values)
		if len(b.Errors) > 0 {
			t.Fatalf("%s: %+v", c.name, b.Errors)
		}
		env, err := rules.PeekEnvelope([]byte(c.record))
		if err != nil {
			t.Fatal(err)
		}
		built, err := b.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		want, err := rules.Canonical(nil, []byte(c.record))
		if err != nil {
			t.Fatal(err)
		}
		got, err := rules.Canonical(nil, built)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: the form builds\n%s\nnot\n%s", c.name, got, want)
			continue
		}
		expectVerified(t, verify(t, c.game, string(built), c.settings))
	}
}
