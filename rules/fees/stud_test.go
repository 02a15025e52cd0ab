package fees

import (
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The schedules in the stud games' own rules and the legacy pot collection
// procedures: every option the rule paragraphs announce, and the sets each
// game may post.
func TestStudGameScheduleSets(t *testing.T) {
	want := map[string]int{
		"RAZZDEUCEY-OWN":                42, // lines 3968-4029: options 1 to 42
		"RAZZDACEY-OWN":                 42, // lines 4164-4224
		"SUPER-RAZZDACEY-OWN":           40, // lines 4362-4419: options 1 to 40
		"SUPER-7-STUD-OWN":              42, // lines 4761-4821
		"SUPER-7-STUD-HILO-OWN":         42, // lines 4973-5034
		"SUPER-7-STUD-HILO-REGULAR-OWN": 42, // lines 5192-5254: 39 to 41 announced, 42 printed (SF6)
		"SUPER-RAZZDEUCEY-OWN":          42, // lines 5672-5733
		"SUPER-RAZZ-OWN":                42, // lines 5855-5916
		"STUD-HILO-REGULAR-OWN":         40, // lines 6283-6341: options 1 to 40
		// The legacy procedures print one amount: $1.00 for all limits.
		"LEG-HOLDEM":   1,
		"LEG-STUD":     1,
		"LEG-STUDHILO": 1,
		"LEG-MEXICAN":  1,
		"LEG-RAZZ":     1,
	}
	for id, n := range want {
		s, err := FindSet(id)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Options) != n {
			t.Errorf("%s: %d options, want %d", id, len(s.Options), n)
		}
	}
	games := map[string][]string{
		"holdem":                    {"LEG-HOLDEM", "HOLDEM-1", "FLOP-2"},
		"seven-card-stud":           {"LEG-STUD", "STUD-1", "STUD-2"},
		"stud-hilo":                 {"LEG-STUDHILO", "STUD-1", "STUD-2"},
		"mexican-poker":             {"LEG-MEXICAN", "STUD-1", "STUD-2"},
		"razz":                      {"LEG-RAZZ", "STUD-1", "STUD-2"},
		"razzdeucey":                {"RAZZDEUCEY-OWN", "STUD-1", "STUD-2"},
		"razzdacey":                 {"RAZZDACEY-OWN", "STUD-1", "STUD-2"},
		"super-razzdacey":           {"SUPER-RAZZDACEY-OWN", "STUD-1", "STUD-2"},
		"super-7-stud":              {"SUPER-7-STUD-OWN", "STUD-1", "STUD-2"},
		"super-7-stud-hilo":         {"SUPER-7-STUD-HILO-OWN", "STUD-1", "STUD-2"},
		"super-7-stud-hilo-regular": {"SUPER-7-STUD-HILO-REGULAR-OWN", "STUD-1", "STUD-2"},
		"super-razzdeucey":          {"SUPER-RAZZDEUCEY-OWN", "STUD-1", "STUD-2"},
		"super-razz":                {"SUPER-RAZZ-OWN", "STUD-1", "STUD-2"},
		"stud-hilo-regular":         {"STUD-HILO-REGULAR-OWN", "STUD-1", "STUD-2"},
		"asian-five-card-stud":      {"STUD-1", "STUD-2"},
	}
	for g, w := range games {
		var got []string
		for _, s := range SetsForGame(g) {
			got = append(got, s.ID)
		}
		if !slices.Equal(got, w) {
			t.Errorf("SetsForGame(%q) = %v, want %v", g, got, w)
		}
	}
}

// The seed cross-check catches a transcription error in each new set.
func TestSeedCrossCheckCatchesStudScheduleErrors(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	read := func(c rules.Cite) string {
		first, last, err := c.Range()
		if err != nil || first < 1 || last > len(lines) {
			return ""
		}
		return strings.ReplaceAll(strings.Join(lines[first-1:last], "\n"), `\$`, "$")
	}
	mutations := []struct {
		name   string
		set    string
		mutate func(s *Set)
	}{
		{"razzdeucey fee #2", "RAZZDEUCEY-OWN", func(s *Set) { s.byLabel["7"].fees[1].money = rules.Dollars(3) }},
		{"razzdacey fee #3", "RAZZDACEY-OWN", func(s *Set) { s.byLabel["21"].fees[2].money = 0 }},
		{"super razzdacey players", "SUPER-RAZZDACEY-OWN", func(s *Set) { s.byLabel["29"].Players.Text = "4" }},
		{"super 7 stud fee #2", "SUPER-7-STUD-OWN", func(s *Set) { s.byLabel["21"].fees[1].money = rules.Dollars(4) }},
		{"super 7 hi/lo timed columns swapped", "SUPER-7-STUD-HILO-OWN", func(s *Set) {
			f := s.byLabel["41"].fees
			f[0], f[1] = f[1], f[0]
		}},
		{"super 7 hi/lo regular option 42", "SUPER-7-STUD-HILO-REGULAR-OWN", func(s *Set) { s.byLabel["42"].fees[0].money = rules.Dollars(15) }},
		{"super razzdeucey wrong line", "SUPER-RAZZDEUCEY-OWN", func(s *Set) { s.byLabel["27"].Rule = rules.At(rules.Seed000, "5712") }},
		{"super razz fee #1", "SUPER-RAZZ-OWN", func(s *Set) { s.byLabel["38"].fees[0].money = rules.Dollars(2) }},
		{"stud hi/lo regular players", "STUD-HILO-REGULAR-OWN", func(s *Set) { s.byLabel["9"].Players.Text = "8-6" }},
		{"stud hi/lo regular paragraph", "STUD-HILO-REGULAR-OWN", func(s *Set) { s.Blocks[1].Says = "options 21-38" }},
		{"own heading", "SUPER-RAZZ-OWN", func(s *Set) { s.Heading = rules.At(rules.Seed000, "4648-4759") }},
		{"own cap", "RAZZDACEY-OWN", func(s *Set) { s.Cap.Rule = rules.At(rules.Seed000, "4232") }},
		{"legacy designated fee", "LEG-STUD", func(s *Set) { s.byLabel["D"].fees[0].money = rules.Dollars(2) }},
		{"legacy heading", "LEG-RAZZ", func(s *Set) { s.Heading = rules.At(rules.Seed000, "380") }},
		{"legacy cap", "LEG-HOLDEM", func(s *Set) { s.Cap.Rates = 5 }},
	}
	for _, m := range mutations {
		t.Run(m.name, func(t *testing.T) {
			s := cloneSet(t, m.set)
			if p, _ := crossCheck(s, read); len(p) != 0 {
				t.Fatalf("the unmutated set already fails: %v", p)
			}
			m.mutate(s)
			if p, _ := crossCheck(s, read); len(p) == 0 {
				t.Errorf("%s: mutation not detected", m.name)
			}
		})
	}
}
