package letitride

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

func docExamples(t *testing.T) [][]byte {
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
		if env.Game == GameID {
			out = append(out, m[1])
		}
	}
	return out
}

// withoutDealtAt is the record's canonical form with dealt_at left out:
// the envelope is the page's own, and the time may come back in another
// notation.
func withoutDealtAt(t *testing.T, record []byte) string {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(record, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "dealt_at")
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

// Every documented example and every example here goes through the entry
// form and back to the same record, which verifies.
func TestEntryFormRoundTrip(t *testing.T) {
	records := docExamples(t)
	if len(records) == 0 {
		t.Fatal("docs/hand-records.md has no let-it-ride example")
	}
	for _, ex := range examples {
		if ex.kv == nil {
			records = append(records, ex.r.json(t))
		}
	}
	g := New()
	form := g.(rules.EntryDeclarer).EntryForm(nil)
	if err := form.Check(); err != nil {
		t.Fatal(err)
	}
	for _, rec := range records {
		values, err := form.Values(rec)
		if err != nil {
			t.Fatalf("values: %v", err)
		}
		b := form.Build(values)
		if len(b.Errors) != 0 {
			t.Fatalf("build: %v", b.Errors)
		}
		env, err := rules.PeekEnvelope(rec)
		if err != nil {
			t.Fatal(err)
		}
		raw, err := b.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := withoutDealtAt(t, raw), withoutDealtAt(t, rec); got != want {
			t.Fatalf("round trip:\n got %s\nwant %s", got, want)
		}
		h, err := g.Decode(raw)
		if err != nil {
			t.Fatal(err)
		}
		v, err := h.Verify(nil)
		if err != nil || !v.Verified() {
			t.Fatalf("verify: %v %+v", err, v)
		}
	}
}
