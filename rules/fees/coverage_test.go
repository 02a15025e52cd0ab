package fees

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// scheduleHeader reports whether a seed line heads or labels a collection
// schedule table: "Collection Rates Schedule", a "Schedule Option(s)"
// header row, "... COLLECTION RATES", "Collection Fees", the legacy "Pot
// Collection Procedures", "California Games Collection Rates", and the
// legacy poker rate tables ("No-Limit Poker", "Pot-Limit Poker" and their
// "BUY-IN"/"BLIND" header rows, lines 1398-1432).
func scheduleHeader(line string) bool {
	t := strings.TrimSpace(strings.NewReplacer("<u>", "", "</u>", "", "**", "").Replace(line))
	for _, p := range []string{"Collection Rates Schedule", "Schedule Option", "Collection Fees", "Pot Collection Procedures",
		"California Games Collection Rates", "No-Limit Poker", "Pot-Limit Poker", "BUY-IN\t", "BLIND\t"} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return strings.Contains(t, "COLLECTION RATES")
}

// notTables are header lines that head no table of their own but refer to
// one printed elsewhere, each with why.
var notTables = map[int]string{
	2909: "Fortune 7 Baccarat's rules refer to the California Games Collection Rates, loaded as CA-EZB (line 3218)",
}

// setSpan is the lines a set's heading and rows take up.
func setSpan(s *Set) (lo, hi int) {
	lo, hi, _ = s.Heading.Range()
	for _, o := range s.Options {
		a, b, _ := o.Rule.Range()
		lo, hi = min(lo, a), max(hi, b)
		for _, t := range o.Tiers {
			a, b, _ := t.Rule.Range()
			lo, hi = min(lo, a), max(hi, b)
		}
	}
	return lo, hi
}

// uncovered returns the schedule header lines of the seed that lie within
// no set's span.
func uncovered(lines []string, sets []*Set) []string {
	var out []string
	for i, l := range lines {
		n := i + 1
		if !scheduleHeader(l) || notTables[n] != "" {
			continue
		}
		covered := false
		for _, s := range sets {
			if lo, hi := setSpan(s); lo <= n && n <= hi {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, fmt.Sprintf("line %d: %.60q", n, strings.TrimSpace(l)))
		}
	}
	return out
}

// Every schedule table the seed prints lies within a loaded set: a table
// left unloaded fails here.
func TestEverySeedScheduleIsLoaded(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	headers := 0
	for _, l := range lines {
		if scheduleHeader(l) {
			headers++
		}
	}
	for _, u := range uncovered(lines, Sets()) {
		t.Errorf("schedule table at %s is in no loaded set", u)
	}
	for n, why := range notTables {
		if n < 1 || n > len(lines) || !scheduleHeader(lines[n-1]) || !strings.Contains(lines[n-1], "refer") || why == "" {
			t.Errorf("line %d is listed as referring to a table printed elsewhere, but is no schedule header, refers to none, or says not why", n)
		}
	}
	t.Logf("%d schedule header lines of %s: each within one of the %d loaded sets or referring to one (%d)", headers, rules.Seed000, len(Sets()), len(notTables))
}

// Leaving out any one set that holds a table the others do not cover
// fails the coverage check, naming the table's lines.
func TestSeedScheduleCoverageCatchesAnUnloadedSet(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	for id, want := range map[string]string{"LEG-NLP": "line 1398", "FPG-OWN": "line 1693", "BJP-OWN": "line 2083",
		"UTH-OWN": "line 2407", "LEG-HOLDEM": "line 46", "LEG-LOWBALL": "line 317", "LEG-BAC9": "line 1109", "PAN9-BT": "line 1962"} {
		var rest []*Set
		for _, s := range Sets() {
			if s.ID != id {
				rest = append(rest, s)
			}
		}
		if len(rest) != len(Sets())-1 {
			t.Fatalf("no set %s", id)
		}
		got := uncovered(lines, rest)
		if len(got) == 0 || !strings.HasPrefix(got[0], want+":") {
			t.Errorf("without %s: uncovered %v, want the table at %s first", id, got, want)
		}
	}
}
