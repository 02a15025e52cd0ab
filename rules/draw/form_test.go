package draw

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// Every documented record of the family goes through its game's form and
// back: form.Values → form.Build → Marshal gives the same record, which
// verifies.
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
		var v *variant
		for _, x := range variants {
			if x.id == env.Game {
				v = x
			}
		}
		if v == nil {
			continue
		}
		seen[v.id] = true
		g := game{v}
		form := g.EntryForm(v.defaultSettings())
		if err := form.Check(); err != nil {
			t.Fatalf("%s: %v", v.id, err)
		}
		values, err := form.Values(m[1])
		if err != nil {
			t.Errorf("%s: %v", v.id, err)
			continue
		}
		built := form.Build(values)
		if len(built.Errors) > 0 {
			t.Errorf("%s: %v", v.id, built.Errors)
			continue
		}
		raw, err := built.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := canonicalRecord(t, raw), canonicalRecord(t, m[1]); got != want {
			t.Errorf("%s: the form builds\n%s\nnot\n%s", v.id, got, want)
		}
		h, err := g.Decode(raw)
		if err != nil {
			t.Fatalf("%s: %v", v.id, err)
		}
		if vd, err := h.Verify(nil); err != nil || len(vd.Findings) != 0 {
			t.Errorf("%s: %v %+v", v.id, err, vd)
		}
	}
	for _, v := range variants {
		if !seen[v.id] {
			t.Errorf("%s has no example in docs/hand-records.md", v.id)
		}
	}
}

// canonicalRecord is a record's canonical form with its time in UTC and
// false flags dropped (an unticked box is left out of a built record).
func canonicalRecord(t *testing.T, record []byte) string {
	t.Helper()
	var rec map[string]any
	if err := json.Unmarshal(record, &rec); err != nil {
		t.Fatal(err)
	}
	if at, err := time.Parse(time.RFC3339, rec["dealt_at"].(string)); err == nil {
		rec["dealt_at"] = at.UTC().Format(time.RFC3339)
	}
	for _, s := range rec["seats"].([]any) {
		m := s.(map[string]any)
		if m["folded"] == false {
			delete(m, "folded")
		}
	}
	b, _ := json.Marshal(rec)
	c, err := rules.Canonical(nil, b)
	if err != nil {
		t.Fatal(err)
	}
	return string(c)
}

// A Lowball record with the kill fields goes through the form too.
func TestKillFieldsFitTheForm(t *testing.T) {
	raw := killHand(t, 3, map[string]any{"seat": 2, "legs": 2}, 2, 2)
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	m["kill_holder_left"] = true
	raw, _ = json.Marshal(m)
	form := Lowball().EntryForm(nil)
	values, err := form.Values(raw)
	if err != nil {
		t.Fatal(err)
	}
	env, _ := rules.PeekEnvelope(raw)
	built := form.Build(values)
	out, err := built.Marshal(env)
	if err != nil || len(built.Errors) > 0 {
		t.Fatal(err, built.Errors)
	}
	if got, want := canonicalRecord(t, out), canonicalRecord(t, raw); got != want {
		t.Errorf("the form builds\n%s\nnot\n%s", got, want)
	}
}
