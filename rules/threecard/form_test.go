package threecard

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// docExamples returns the records of docs/hand-records.md for the given
// games.
func docExamples(t *testing.T, games ...string) [][]byte {
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
		for _, g := range games {
			if env.Game == g {
				out = append(out, m[1])
			}
		}
	}
	return out
}

// roundTrip shows a record in its game's entry form, builds it again from
// the form's values and checks that the record is the same and verifies.
func roundTrip(t *testing.T, g rules.Game, record []byte) {
	t.Helper()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	form := g.(rules.EntryDeclarer).EntryForm(s)
	if err := form.Check(); err != nil {
		t.Fatalf("form: %v", err)
	}
	values, err := form.Values(record)
	if err != nil {
		t.Fatalf("values: %v\n%s", err, record)
	}
	b := form.Build(values)
	if len(b.Errors) != 0 {
		t.Fatalf("build: %v", b.Errors)
	}
	env, err := rules.PeekEnvelope(record)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := b.Marshal(env)
	if err != nil {
		t.Fatal(err)
	}
	// The envelope is the page's own; dealt_at may come back in another
	// notation of the same time.
	want, got := withoutDealtAt(t, record), withoutDealtAt(t, raw)
	if string(got) != string(want) {
		t.Fatalf("round trip through the form:\n got %s\nwant %s", got, want)
	}
	h, err := g.Decode(raw)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	if !v.Verified() {
		t.Fatalf("findings: %+v", v.Findings)
	}
}

// withoutDealtAt is the record's canonical form with dealt_at left out.
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

func TestEntryFormsRoundTrip(t *testing.T) {
	docs := docExamples(t, UKGameID, GameID)
	if len(docs) < 2 {
		t.Fatalf("docs/hand-records.md has %d examples of the two games", len(docs))
	}
	for _, rec := range docs {
		env, err := rules.PeekEnvelope(rec)
		if err != nil {
			t.Fatal(err)
		}
		roundTrip(t, gameOf(env.Game), rec)
	}
	for _, ex := range ukExamples {
		if ex.s == nil {
			t.Run(ex.name, func(t *testing.T) { roundTrip(t, UK(), ex.r.json(t)) })
		}
	}
	for _, ex := range caExamples {
		t.Run(ex.name, func(t *testing.T) { roundTrip(t, California(), ex.r.json(t)) })
	}
	roundTrip(t, California(), fullCA().json(t))
}

// An error the game reports lands on the input it came from.
func TestEntryFormErrorsFindTheirInputs(t *testing.T) {
	form := UK().(rules.EntryDeclarer).EntryForm(nil)
	values := map[string]string{
		"dealer-dealer":    "QC 9D 3S",
		"seats-seat-2":     "1",
		"seats-cards-2":    "KS KH",
		"seats-decision-2": "play",
		"wagers-seat-1":    "1", "wagers-bet-1": "ante", "wagers-amount-1": "10", "wagers-result-1": "win", "wagers-payout-1": "10",
		"wagers-seat-2": "1", "wagers-bet-2": "play", "wagers-amount-2": "10", "wagers-result-2": "win", "wagers-payout-2": "10",
	}
	b := form.Build(values)
	raw, err := b.Marshal(rules.Envelope{TableID: "T", HandNumber: 1, Game: UKGameID})
	if err != nil {
		t.Fatal(err)
	}
	_, err = UK().Decode(raw)
	ie, ok := rules.AsInputError(err)
	if !ok {
		t.Fatalf("want an InputError, got %v", err)
	}
	found := false
	for _, e := range ie.Errors {
		if e.Field == "cards.seats[0].cards" {
			found = true
			if in := form.InputFor(e.Field, b.Lines); in != "seats-cards-2" {
				t.Errorf("the error lands on %s", in)
			}
		}
	}
	if !found {
		t.Errorf("errors: %v", ie.Errors)
	}
}
