package fees

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The cross-check: every row's amounts must be printed on the seed line it
// cites. A line is read as the sequence of the numbers printed on it, with
// "$", "\$", thousands commas, trailing ".00" and underline markup dropped
// ("$1,505+" reads 1505, "$0.50" reads 0.5). A clean or markup row, read in
// print order (option number, players or limit, the fees), must appear in
// that sequence as an unbroken run, so a transposed or mistyped amount fails.
// A row citing several lines, or marked interpreted or unresolved, must have
// each of its numbers somewhere in the cited text, except the fields it lists
// as unprinted; those rows are listed in the test log.

var numberRe = regexp.MustCompile(`[0-9][0-9,]*(?:\.[0-9]+)?`)

// numbers returns the normalised numbers printed in text.
func numbers(text string) []string {
	text = strings.NewReplacer(`\$`, "$", "<u>", "", "</u>", "").Replace(text)
	var out []string
	for _, n := range numberRe.FindAllString(text, -1) {
		n = strings.ReplaceAll(n, ",", "")
		if strings.Contains(n, ".") {
			n = strings.TrimRight(strings.TrimRight(n, "0"), ".")
		}
		out = append(out, n)
	}
	return out
}

func moneyNumber(m rules.Money) string {
	return numbers(m.String())[0]
}

type field struct {
	name string
	nums []string
}

// optionFields lists an option's printed fields in print order.
func optionFields(o *Option) []field {
	var out []field
	if !o.Set.Unnumbered {
		out = append(out, field{"option", []string{fmt.Sprint(o.Number)}})
	}
	if o.Players.Text != "" {
		out = append(out, field{"players", numbers(o.Players.Text)})
	}
	if o.Limit.Text != "" {
		out = append(out, field{"limit", numbers(o.Limit.Text)})
	}
	if o.Blind != "" {
		out = append(out, field{"blind", numbers(o.Blind)})
	}
	for _, c := range o.fees {
		if c.na {
			continue // checked as text
		}
		out = append(out, field{c.column, []string{moneyNumber(c.money)}})
	}
	return out
}

func flat(fs []field) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.nums...)
	}
	return out
}

func runIn(run, seq []string) bool {
	for i := 0; i+len(run) <= len(seq); i++ {
		if slices.Equal(seq[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

// missing returns the fields whose numbers are not all in text (as a
// multiset: a row needing two $1 needs two printed).
func missing(fs []field, text []string) []string {
	have := map[string]int{}
	for _, n := range text {
		have[n]++
	}
	var out []string
	for _, f := range fs {
		ok := true
		for _, n := range f.nums {
			if have[n] > 0 {
				have[n]--
			} else {
				ok = false
			}
		}
		if !ok {
			out = append(out, f.name)
		}
	}
	return out
}

// crossCheck compares a set with the seed text that read returns for a cite.
// It returns the differences, and the rows checked only in part.
func crossCheck(s *Set, read func(rules.Cite) string) (problems, partial []string) {
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	heading := strings.ToLower(strings.NewReplacer("<u>", "", "</u>", "").Replace(read(s.Heading)))
	for _, g := range s.Games {
		want := g.Name
		if g.GEGA != "" {
			want += " (" + g.GEGA + ")"
		}
		if !strings.Contains(heading, strings.ToLower(want)) {
			bad("%s: heading %s does not name %q", s.ID, s.Heading, want)
		}
	}
	if s.Cap.Rates > 0 {
		word := map[int]string{3: "no more than three (3) collection rates", 5: "no more than five collection rates"}[s.Cap.Rates]
		per := " per table limit"
		if s.Cap.PerTable {
			per = " per table."
		}
		// Blackjack Poker's own schedule says "may be permitted" (line 2089).
		if t := read(s.Cap.Rule); word == "" || !strings.Contains(t, word+" may be established"+per) && !strings.Contains(t, word+" may be permitted"+per) {
			bad("%s: cap of %d per table=%v is not what %s says", s.ID, s.Cap.Rates, s.Cap.PerTable, s.Cap.Rule)
		}
	}
	for _, b := range s.Blocks {
		rule := strings.ReplaceAll(read(b.Rule), "**", "")
		if b.Says != "" && !strings.Contains(rule, "schedule "+b.Says) {
			bad("%s block %s: rule %s does not say %q", s.ID, b.ID, b.Rule, b.Says)
		}
		if b.Limit != "" {
			if m := missing([]field{{"limit", numbers(b.Limit)}}, numbers(read(b.LimitRule))); len(m) > 0 {
				bad("%s block %s: limit %q is not printed at %s", s.ID, b.ID, b.Limit, b.LimitRule)
			}
		}
		for _, o := range b.Options {
			text := read(o.Rule)
			got := numbers(text)
			fs := optionFields(o)
			if len(o.Tiers) > 0 {
				// A table-action option's cells share its lines with the
				// tiers: take the tiers' numbers out first, and leave the
				// player fee printed on every tier line to the tier check.
				got = withoutTiers(got, o)
				fs = slices.DeleteFunc(fs, func(f field) bool { return slices.Contains(b.TierColumns, f.name) })
			}
			for _, c := range o.fees {
				if c.na && !strings.Contains(text, "N/A") {
					bad("%s: %s is N/A but %s does not print N/A", o, c.column, o.Rule)
				}
			}
			first, last, _ := o.Rule.Range()
			exact := (o.Quality == Clean || o.Quality == Markup) && first == last
			if exact {
				if !runIn(flat(fs), got) {
					bad("%s: %v is not printed at %s, which reads %v", o, flat(fs), o.Rule, got)
				}
			} else {
				m := missing(fs, got)
				for _, f := range m {
					if !slices.Contains(o.Unprinted, f) {
						bad("%s: %s %v is not printed at %s, which reads %v", o, f, fs, o.Rule, got)
					}
				}
				for _, f := range o.Unprinted {
					if !slices.Contains(m, f) {
						bad("%s: %s is listed as unprinted but %s prints it", o, f, o.Rule)
					}
				}
				if o.Quality == Interpreted || o.Quality == Unresolved {
					partial = append(partial, fmt.Sprintf("%s (%s, %s): unprinted %v; %s", o, o.Quality, o.Rule, o.Unprinted, o.Note))
				}
			}
			for _, t := range o.Tiers {
				run := tierRun(o, t)
				if !runIn(run, numbers(read(t.Rule))) {
					bad("%s tier %q: %v is not printed at %s, which reads %v", o, t.Text, run, t.Rule, numbers(read(t.Rule)))
				}
				if t.Quality == Interpreted || t.Quality == Unresolved {
					partial = append(partial, fmt.Sprintf("%s tier %q (%s, %s): %s", o, t.Text, t.Quality, t.Rule, t.Note))
				}
			}
		}
	}
	return problems, partial
}

// tierRun is the numbers a tier line prints, in print order.
func tierRun(o *Option, t Tier) []string {
	run := numbers(t.Text)
	for _, col := range o.Block.TierColumns[1:] {
		switch col {
		case "player_fee":
			pf, _ := o.fee("player_fee")
			run = append(run, moneyNumber(pf.money))
		case "pd_fee":
			run = append(run, moneyNumber(t.Fee))
		}
	}
	return run
}

// withoutTiers removes one occurrence of each tier's numbers from got.
func withoutTiers(got []string, o *Option) []string {
	left := slices.Clone(got)
	for _, t := range o.Tiers {
		for _, n := range tierRun(o, t) {
			if i := slices.Index(left, n); i >= 0 {
				left = slices.Delete(left, i, i+1)
			}
		}
	}
	return left
}

func TestSeedCrossCheck(t *testing.T) {
	read := func(c rules.Cite) string { return seedtext.Text(t, c) }
	rows, tiers := 0, 0
	for _, s := range Sets() {
		problems, partial := crossCheck(s, read)
		for _, p := range problems {
			t.Error(p)
		}
		for _, p := range partial {
			t.Log("checked in part: " + p)
		}
		for _, o := range s.Options {
			rows++
			tiers += len(o.Tiers)
		}
	}
	t.Logf("%d sets, %d options, %d tiers cross-checked against %s", len(Sets()), rows, tiers, rules.Seed000)
}

// A transcription error fails the cross-check: each mutation of a copy of a
// clean option, tier or heading must be reported.
func TestSeedCrossCheckCatchesTranscriptionErrors(t *testing.T) {
	// Read the seed once here, on the parent test, so that where the seed
	// is absent the whole test skips (a skip inside a subtest would stop
	// the parent from the wrong goroutine).
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
		{"fee amount", "CA-EZB", func(s *Set) { s.byLabel["9"].fees[1].money = rules.Dollars(5) }},
		{"two fees swapped", "CA-PG", func(s *Set) {
			f := s.byLabel["7"].fees
			f[0].money, f[1].money = f[1].money, f[0].money
		}},
		{"tier fee", "CA-EZB", func(s *Set) { s.byLabel["31"].Tiers[1].Fee = rules.Dollars(5) }},
		{"tier bound", "CA-BJP", func(s *Set) { s.byLabel["17"].Tiers[1].Text = "$75 - $200" }},
		{"match play fee", "CA-EZB", func(s *Set) { s.byLabel["39"].fees[1].money = rules.Dollars(2) }},
		{"stage fee", "HOLDEM-1", func(s *Set) { s.byLabel["8"].fees[2].money = 100 }},
		{"players", "HOLDEM-1", func(s *Set) { s.byLabel["20"].Players.Text = "7 or more" }},
		{"limit", "EZB-OWN", func(s *Set) { s.byLabel["5"].Limit.Text = "$25 - $300" }},
		{"timed fee", "STUD-2", func(s *Set) { s.byLabel["110"].fees[0].money = rules.Dollars(20) }},
		{"wrong line", "CA-912", func(s *Set) { s.byLabel["5b"].Rule = rules.At(rules.Seed000, "3354") }},
		{"game id", "CA-HB", func(s *Set) { s.Games[3].GEGA = "GEGA-000601" }},
		{"interpreted row's printed field", "OMAHA-1", func(s *Set) { s.byLabel["23"].fees[1].money = rules.Dollars(4) }},
		{"unprinted claim", "LOWBALL-2", func(s *Set) { s.byLabel["121"].Unprinted = []string{"option"}; s.byLabel["121"].Quality = Interpreted }},
		{"cap", "CA-UTH", func(s *Set) { s.Cap.Rates = 3 }},
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

// cloneSet decodes a fresh copy of an embedded set.
func cloneSet(t *testing.T, id string) *Set {
	t.Helper()
	b, err := dataFS.ReadFile("data/" + strings.ToLower(id) + ".json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
