package chinese

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"

	"github.com/tablegames/casino/rules"
)

// documented returns the family's records in docs/hand-records.md.
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
		if v.Game == CP13GameID || v.Game == FaceUpGameID {
			out = append(out, m[1])
		}
	}
	return out
}

func gameOf(t *testing.T, id string) rules.Game {
	switch id {
	case CP13GameID:
		return CP13()
	case FaceUpGameID:
		return FaceUp()
	}
	t.Fatalf("no game %s", id)
	return nil
}

// Every documented record, and records with every kind of input (Clean
// Sweep declarations, stacks, fees, discards, fantasy), can be typed into
// its game's form: the form filled from the record builds the same record,
// which verifies.
func TestEntryFormsRoundTrip(t *testing.T) {
	records := documented(t)
	if len(records) != 2 {
		t.Fatalf("docs/hand-records.md shows %d Chinese poker records, want one per game", len(records))
	}
	seats := []st{
		{seat: 1, rows: "2S 3C 4D | 5H 6S 7C 8D 9H | TS JC QD KH AS", points: 39, won: "195.00"},
		{seat: 2, rows: "2H 2D 8S | 3S 3H 4S 4H 5S | 5D 6H 6D 7S 7H", points: -5, won: "-25.00"},
		{seat: 3, rows: "2C 3D 4C | 9S 9D 5C 6C 7D | TH TD TC 8H 8C", points: -11, won: "-55.00"},
		{seat: 4, rows: "AH AD AC | KS KD KC QS QH | JS JH JD QC 9C", points: -23, won: "-115.00"},
	}
	seats[0] = seats[0].with("clean_sweep", "dragon").with("stack", "500.00").with("fee", "3.00")
	seats[1] = seats[1].with("clean_sweep", "six_wheels").with("fee", "3.00")
	records = append(records, record(t, CP13GameID, map[string]any{"button": 4}, seats...))
	fu := []st{
		{seat: 1, rows: "KS 7D 3C | QS QH 9C 5D 2S | 8S 8H 8D 8C 4S", points: -20, won: "-100.00"},
		{seat: 2, rows: "AH AD AC | TD JD QD 4D 2D | 9S 9H 9D 3S 3D", points: 20, won: "100.00"},
	}
	fu[0] = fu[0].with("discards", []string{"KD", "5H", "TS", "7C"}).with("stack", "300.00").with("fee", "15.00")
	fu[1] = fu[1].with("fantasy", true).with("discards", []string{"KD"}).with("fee", "15.00")
	fantasy := record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, fu...)
	var m map[string]any
	_ = json.Unmarshal(fantasy, &m)
	m["table_settings"] = map[string]string{"fantasy": FantasyOn}
	fantasy, _ = json.Marshal(m)
	records = append(records, fantasy)

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
		form := g.EntryForm(s)
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
			t.Errorf("record %d (%s): the form builds\n%s\nnot\n%s", i, env.Game, got, want)
			continue
		}
		h, err := g.Decode(built)
		if err != nil {
			t.Errorf("record %d: %v", i, err)
			continue
		}
		v, err := h.Verify(s)
		if err != nil || !v.Verified() {
			t.Errorf("record %d (%s) as built: %v %+v", i, env.Game, err, v)
		}
	}
}

// The form of a table playing the Fantasy variation starts with the box
// ticked.
func TestFaceUpFormFollowsTheTable(t *testing.T) {
	on, _ := FaceUp().Settings(map[string]string{"fantasy": FantasyOn})
	off, _ := FaceUp().Settings(nil)
	value := func(s rules.Settings) string {
		for _, f := range FaceUp().EntryForm(s).Sections[0].Fields {
			if f.Name == "fantasy_variation" {
				return f.Value
			}
		}
		return "missing"
	}
	if value(on) != "1" || value(off) != "" {
		t.Errorf("fantasy_variation starts %q at a fantasy table, %q elsewhere", value(on), value(off))
	}
}
