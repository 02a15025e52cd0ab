package stud

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// Every game's documented record (docs/hand-records.md) is its example
// here, goes through its form and back (form.Values, form.Build, Marshal
// give the same record) and verifies.
func TestDocumentedRecordsFitTheForm(t *testing.T) {
	b, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(b, -1) {
		env, err := rules.PeekEnvelope(m[1])
		if err != nil {
			t.Fatal(err)
		}
		var v *Variant
		for _, x := range variants {
			if x.ID == env.Game {
				v = x
			}
		}
		if v == nil {
			continue
		}
		seen[v.ID] = true
		if got, want := canonicalRecord(t, m[1]), canonicalRecord(t, []byte(examples[v.ID])); got != want {
			t.Errorf("%s: the documented record is not the tested example", v.ID)
		}
		g := New(v)
		form := g.EntryForm(v.defaults())
		if err := form.Check(); err != nil {
			t.Fatalf("%s: %v", v.ID, err)
		}
		values, err := form.Values(m[1])
		if err != nil {
			t.Errorf("%s: %v", v.ID, err)
			continue
		}
		built := form.Build(values)
		if len(built.Errors) > 0 {
			t.Errorf("%s: %v", v.ID, built.Errors)
			continue
		}
		raw, err := built.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := canonicalRecord(t, raw), canonicalRecord(t, m[1]); got != want {
			t.Errorf("%s: the form builds\n%s\nnot\n%s", v.ID, got, want)
		}
		h, err := g.Decode(raw)
		if err != nil {
			t.Fatalf("%s: %v", v.ID, err)
		}
		if vd, err := h.Verify(nil); err != nil || len(vd.Findings) != 0 {
			t.Errorf("%s: %v %+v", v.ID, err, vd)
		}
	}
	for _, v := range variants {
		if !seen[v.ID] {
			t.Errorf("%s has no example in docs/hand-records.md", v.ID)
		}
	}
}

// A seat number out of range is the form's error on its input; a bet that
// is not money the decoder's, naming the record's field.
func TestFormErrors(t *testing.T) {
	form := SevenCardStud().EntryForm(nil)
	values, err := form.Values([]byte(examples[SevenCardStudID]))
	if err != nil {
		t.Fatal(err)
	}
	values["seats-bet_fourth-2"] = "four"
	values["table-bring_in"] = "12"
	built := form.Build(values)
	named := map[string]bool{}
	for _, e := range built.Errors {
		named[e.Input] = true
	}
	if !named["table-bring_in"] {
		t.Fatalf("errors %v", built.Errors)
	}
	// A bet that is not money reaches the decoder, which names the field.
	env, _ := rules.PeekEnvelope([]byte(examples[SevenCardStudID]))
	raw, err := built.Marshal(env)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := SevenCardStud().Decode(raw); err == nil || !strings.Contains(err.Error(), "seats[1].bets.fourth") {
		t.Fatalf("decode: %v", err)
	}
}

// canonicalRecord is a record's canonical form with its time in UTC.
func canonicalRecord(t *testing.T, record []byte) string {
	t.Helper()
	var rec map[string]any
	if err := json.Unmarshal(record, &rec); err != nil {
		t.Fatal(err)
	}
	if at, err := time.Parse(time.RFC3339, rec["dealt_at"].(string)); err == nil {
		rec["dealt_at"] = at.UTC().Format(time.RFC3339)
	}
	b, _ := json.Marshal(rec)
	c, err := rules.Canonical(nil, b)
	if err != nil {
		t.Fatal(err)
	}
	return string(c)
}
