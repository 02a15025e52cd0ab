package wheels

import (
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// seedOdds reads the last odds printed in text as the extraction left them:
// "35to 1", "8to1l", "5tol", "l1tol", "1 to 1l", "1to2", "50-1", Figure
// 13's "50 .1" and "3.1", and "Even". An "l" read for a "1" is undone; the
// second term is one digit in every table these games cite.
func seedOdds(t *testing.T, text string) rules.Odds {
	t.Helper()
	m := regexp.MustCompile(`([0-9l]+)\s*(?:to|-|\.)\s*([0-9l])`).FindAllStringSubmatch(text, -1)
	if len(m) == 0 {
		if strings.Contains(text, "Even") {
			return rules.ToOne(1)
		}
		t.Fatalf("no odds in %q", text)
	}
	last := m[len(m)-1]
	// "l1" is a 1 with a stray l before it; a lone "l" is a 1.
	win := strings.TrimLeft(last[1], "l")
	if win == "" {
		win = "1"
	}
	w, err1 := strconv.ParseInt(strings.ReplaceAll(win, "l", "1"), 10, 64)
	p, err2 := strconv.ParseInt(strings.ReplaceAll(last[2], "l", "1"), 10, 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("odds %q in %q", last[0], text)
	}
	return rules.Odds{Win: w, Per: p}
}

// Every minimum odds the games take as their settings' floors is printed on
// the line it cites, beside the wager it names.
func TestSeedMinimumOdds(t *testing.T) {
	roulette := []string{"Straight Up", "Split - one of two", "Street", "Corner", "First Four", "Six Line", "Column - one of 12",
		"Dozen - one of 12", "Red or Black", "Odd or Even", "Low or High", "Split Columns", "Split Dozens"}
	for i, o := range rouletteOdds {
		text := seedtext.Text(t, o.rule)
		first, _, _ := o.rule.Range()
		if got := seedOdds(t, seedtext.Text(t, uk(strconv.Itoa(first)))); got != o.min {
			t.Errorf("%s: line %d reads %q: %s, the game takes %s", o.key, first, text, got, o.min)
		}
		if !strings.Contains(text, roulette[i]) {
			t.Errorf("%s: %s reads %q, want %q", o.key, o.rule, text, roulette[i])
		}
	}
	sicBo := []string{"Small", "Big", "Odd", "Even", "Specific Triples", "Specific Doubles", "Any Triple",
		"4 or 17", "5 or 16", "6 or 15", "7 or 14", "8 or 13", "9 or 12", "10 or 11",
		"Dice Combinations", "on one of the dice", "on two of the dice", "on three of the dice",
		"Four Number Combination", "Three Single Number Combination", "Specific Double and Single Number Combination"}
	for i, o := range sicBoOdds {
		text := seedtext.Text(t, o.rule)
		_, last, _ := o.rule.Range()
		if got := seedOdds(t, seedtext.Text(t, uk(strconv.Itoa(last)))); got != o.min {
			t.Errorf("%s: line %d reads %s, the game takes %s", o.key, last, got, o.min)
		}
		if !strings.Contains(text, sicBo[i]) {
			t.Errorf("%s: %s reads %q, want %q", o.key, o.rule, text, sicBo[i])
		}
	}
	total := 0
	for i, s := range bigSixSymbols {
		text := seedtext.Text(t, uk(s.oddsLine))
		if got := seedOdds(t, text); got != s.min || !strings.Contains(text, s.name) {
			t.Errorf("%s: line %s reads %q", s.name, s.oddsLine, text)
		}
		if got := bigSixOdds[i].min; got != s.min {
			t.Errorf("%s: the setting's floor is %s", s.name, got)
		}
		text = seedtext.Text(t, uk(s.compLine))
		if text != s.name+" "+strconv.FormatInt(s.compartments, 10) {
			t.Errorf("%s: line %s reads %q", s.name, s.compLine, text)
		}
		total += int(s.compartments)
		// Figure 13's garbled odds column (lines 2046-2052) agrees.
		fig := seedtext.Text(t, uk(strconv.Itoa(2046+i)))
		if got := seedOdds(t, fig); got != s.min {
			t.Errorf("%s: Figure 13 line %d reads %q", s.name, 2046+i, fig)
		}
	}
	if !strings.Contains(seedtext.Text(t, citeBigSixWheel), "52") || total != 52 {
		t.Errorf("%d compartments", total)
	}
}

// The Roulette Rage tables are printed row by row on the lines they cite,
// and the minimum list's house edge is the one the rule book states.
func TestSeedRageTables(t *testing.T) {
	for _, tb := range rageTables {
		for i, n := range tb.odds {
			text := seedtext.Text(t, uk(tb.rows[i]))
			f := strings.Fields(text)
			if len(f) < 2 || f[0] != strconv.Itoa(rageMinRun+i) {
				t.Errorf("%s row %d: line %s reads %q", tb.id, rageMinRun+i, tb.rows[i], text)
				continue
			}
			if got := seedOdds(t, strings.Join(f[1:], " ")); got != rules.ToOne(n) {
				t.Errorf("%s row %d: line %s reads %s, the game pays %d to 1", tb.id, rageMinRun+i, tb.rows[i], got, n)
			}
		}
	}
	for line, heading := range map[string]string{"436": "Number of consecutive spins of the same colour", "465": "Pay table 1", "478": "Pay table 2"} {
		if text := seedtext.Text(t, uk(line)); !strings.Contains(text, heading) {
			t.Errorf("line %s reads %q", line, text)
		}
	}
	// "carries a house edge of 17.0%" (line 457): the engine's count,
	// to a tenth of a percent.
	m := regexp.MustCompile(`house edge of ([0-9.]+)%`).FindStringSubmatch(seedtext.Text(t, citeRageMinEdge))
	if m == nil {
		t.Fatalf("no house edge in %s", citeRageMinEdge)
	}
	deals := new(big.Int).Exp(big.NewInt(37), big.NewInt(rageDealSpins), nil)
	bf := enumerateRage(rageMinimum).frequency(deals, false)
	if got := percent(edge(&bf), 1); got != m[1] {
		t.Errorf("the minimum odds carry %s%%; the rule book says %s%%", got, m[1])
	}
}

// The Sic Bo combinations are the ones the rule book lists.
func TestSeedSicBoCombinations(t *testing.T) {
	num := regexp.MustCompile(`\d`)
	read := func(first, last int) [][]int {
		var out [][]int
		for l := first; l <= last; l++ {
			text := seedtext.Text(t, uk(strconv.Itoa(l)))
			if !strings.Contains(text, "the number") {
				continue
			}
			_, after, _ := strings.Cut(text, "the number")
			var ns []int
			for _, d := range num.FindAllString(after, -1) {
				n, _ := strconv.Atoi(d)
				ns = append(ns, n)
			}
			out = append(out, ns)
		}
		return out
	}
	// Four Number Combination (lines 1994-1997).
	four := read(1994, 1997)
	if len(four) != len(fourNumberSets) {
		t.Fatalf("lines 1994-1997 list %v", four)
	}
	for i, ns := range four {
		if !slices.Equal(ns, fourNumberSets[i][:]) {
			t.Errorf("line %d lists %v, the game %v", 1994+i, ns, fourNumberSets[i])
		}
	}
	// Three Single Number Combination (lines 2003-2022): every three
	// different numbers, as the game takes them.
	three := read(2003, 2022)
	seen := map[[3]int]bool{}
	for _, ns := range three {
		if len(ns) != 3 {
			t.Errorf("a combination of %v", ns)
			continue
		}
		if _, problem := sicBoBetByID[BetThreeNumber].numbers(ns); problem != "" {
			t.Errorf("%v: %s", ns, problem)
		}
		slices.Sort(ns)
		seen[[3]int(ns)] = true
	}
	if len(three) != 20 || len(seen) != 20 {
		t.Errorf("%d combinations, %d different; every three of six is 20", len(three), len(seen))
	}
	// Dice Combinations (lines 1972-1978): each number with each higher.
	pairs := 0
	for _, ns := range read(1972, 1978) {
		for _, m := range ns[1:] {
			if m <= ns[0] {
				t.Errorf("pair %d-%d", ns[0], m)
			}
			pairs++
		}
	}
	if pairs != 15 {
		t.Errorf("%d dice combinations", pairs)
	}
}

// Every rule the games cite says what the code takes from it.
func TestSeedCitations(t *testing.T) {
	for _, c := range []struct {
		cite rules.Cite
		says string
	}{
		{citeMinimumOdds, "minimum odds that must be offered"},
		{citeOperator, "interpreted at the discretion of the operator"},
		{citeBank, "all wagers will be made with the bank"},
		{citeWheel, "37 equal sized compartments with one marked zero"},
		{citeWheel, "coloured alternately red and black"},
		{citeSettled, "when the ball falls to rest"},
		{citeNotRequired, "It is not a requirement that all wagers are made available"},
		{citeZeroWins, "combination of zero with one, two and/or three"},
		{citeLaPartage, "half of each wager on any even money chance shall be lost"},
		{citeZeroLoses, "the whole of all other wagers shall be lost"},
		{citeRageOffered, "at a table or tables marked for the"},
		{citeRageDef, "at least five\nconsecutive numbers will be spun of the same colour"},
		{citeRageWhen, "only be placed after a different\ncoloured number is spun"},
		{citeRageZero, "not activated if zero is spun"},
		{citeRageEstablish, "will not count towards the sequence"},
		{citeRageLostNext, "will be lost and surrendered to the house"},
		{citeRageLost, "first, second or third spin after the establishing spin"},
		{citeRageWin, "if the fourth\nspin after the establishing spin is the same colour"},
		{citeRageCap, "up to a maximum of 15, including the\nestablishing spin"},
		{citeRageOdds, "at least four consecutive spins of the same colour"},
		{citeRageMinEdge, "not, in itself, a well-balanced pay"},
		{citeRageTables, "presented as complete pay tables"},
		{citeDice, "Three dice shall be thrown at every throw"},
		{citeDoubleTriple, "a ‘Triple’ means three\ndice showing the same score"},
		{citeSicBoSettled, "at the time that the dice\nshaker is uncovered"},
		{citeBigSixWheel, "52\nequal compartments marked with seven different symbols"},
		{citeCompartments, "Type G 24"},
		{citeClapper, "selector device (clapper)"},
		{citeBigSixWager, "which segment of the\n\nwheel the clapper will settle in"},
		{citeBigSixSettled, "at the time that\nthe wheel comes to rest"},
		{citeBetween, "If the clapper comes to rest between two segments"},
		{citePrevious, "declare the winning number to be the number previously passed"},
		{citeRespin, "declare the spin void and re-spin the wheel"},
	} {
		if text := seedtext.Text(t, c.cite); !strings.Contains(text, c.says) {
			t.Errorf("%s reads %q; want %q", c.cite, text, c.says)
		}
	}
	// Small, Big, Odd and Even lose on a triple.
	for _, b := range []string{BetSmall, BetBig, BetSicBoOdd, BetSicBoEven} {
		if text := seedtext.Text(t, sicBoBetByID[b].rule); !strings.Contains(strings.ReplaceAll(text, "\n", " "), "with the exception of a triple") {
			t.Errorf("%s: %s reads %q", b, sicBoBetByID[b].rule, text)
		}
	}
}
