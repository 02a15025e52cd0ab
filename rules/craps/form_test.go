package craps

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// docThrows returns the craps throws docs/hand-records.md shows: the json
// block and the json sequence blocks after it, in order.
func docThrows(t *testing.T) [][]byte {
	t.Helper()
	b, err := os.ReadFile("../../docs/hand-records.md")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]byte
	for _, m := range regexp.MustCompile("(?s)```json( sequence)?\n(.*?)```").FindAllSubmatch(b, -1) {
		var env struct {
			Game string `json:"game"`
		}
		if err := json.Unmarshal(m[2], &env); err != nil {
			t.Fatal(err)
		}
		if env.Game == GameID {
			out = append(out, m[2])
		}
	}
	return out
}

// withoutEnvelope is a record's canonical form without the envelope, which
// the page (or the documentation's table and times) owns.
func withoutEnvelope(t *testing.T, record []byte) string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(record, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"table_id", "hand_number", "game", "dealt_at"} {
		delete(m, k)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	c, err := rules.Canonical(nil, b)
	if err != nil {
		t.Fatal(err)
	}
	return string(c)
}

// The documentation shows the shooter's hand these tests play.
func TestDocumentedHand(t *testing.T) {
	docs := docThrows(t)
	if len(docs) != len(shooterHand) {
		t.Fatalf("docs/hand-records.md shows %d craps throws; the tests play %d", len(docs), len(shooterHand))
	}
	for i, sp := range shooterHand {
		if got, want := withoutEnvelope(t, docs[i]), withoutEnvelope(t, sp.json(t)); got != want {
			t.Errorf("throw %d is documented as\n%s\nnot\n%s", sp.number, got, want)
		}
	}
}

// Every documented throw, every throw of the tests' shooter's hand and a
// full table's throw go through the entry form and back to the same
// record, which verifies;
// under a table that does not offer some bets, the form offers the others.
func TestEntryFormRoundTrip(t *testing.T) {
	records := docThrows(t)
	for _, sp := range append(shooterHand, busyThrow()) {
		records = append(records, sp.json(t))
	}
	g := New()
	form := g.EntryForm(DefaultSettings())
	if err := form.Check(); err != nil {
		t.Fatal(err)
	}
	for i, rec := range records {
		values, err := form.Values(rec)
		if err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		built := form.Build(values)
		if len(built.Errors) > 0 {
			t.Fatalf("record %d: %v", i, built.Errors)
		}
		env, err := rules.PeekEnvelope(rec)
		if err != nil {
			t.Fatal(err)
		}
		raw, err := built.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := withoutEnvelope(t, raw), withoutEnvelope(t, rec); got != want {
			t.Errorf("record %d: the form builds\n%s\nnot\n%s", i, got, want)
		}
		h := decode(t, raw)
		v, err := h.Verify(nil)
		if err != nil || !v.Verified() {
			t.Errorf("record %d as built: %v %s", i, err, findings(v))
		}
	}
	s := settings(t, keyNotOffered, "pair,combination,hardway")
	for _, sec := range g.EntryForm(s).Sections {
		for _, f := range sec.Fields {
			if f.Name != "bet" {
				continue
			}
			for _, c := range f.Choices {
				if c == "pair" || c == "combination" || c == "hardway" {
					t.Errorf("section %s offers %s", sec.ID, c)
				}
			}
		}
	}
}
