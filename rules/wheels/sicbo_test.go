package wheels

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

var sb = SicBo()

// The worked examples of the UK digest (seed002-uk-casino-games.md §14,
// items 21-23), checked against rule 9.12 (lines 1918-2032).
func TestSicBoWorkedExamples(t *testing.T) {
	// 2-2-5, total 9.
	v := verified(t, sb, throwRec(t, [3]int{2, 2, 5},
		"1 small - 10 win 10",
		"1 odd - 10 win 10",
		"2 specific_double 2 10 win 100",
		"2 three_dice_total 9 10 win 70",
		"3 dice_combination 5,2 10 win 60",
		"3 single_dice 2 10 win 20",
		"3 single_dice 5 10 win 10",
		"4 double_and_single 2,2,5 10 win 500",
		"4 four_number 5,4,3,2 10 lose 0",
		"4 three_number 2,5,6 10 lose 0",
		"5 big - 10 lose 0",
		"5 even - 10 lose 0",
		"5 double_and_single 5,5,2 10 lose 0"), nil)
	cites := []string{"1924-1926", "1932-1934", "1948-1949", "1965", "1969-1980", "1987", "1986", "2026-2032", "1990-1999", "2000-2024"}
	for i, want := range cites {
		if got := v.Settlements[i].Rule; got != uk(want) {
			t.Errorf("%s: rule %s, want %s", v.Settlements[i].Bet, got, want)
		}
	}
	if v.Outcome.Summary != "2-2-5, total 9" {
		t.Errorf("summary %q", v.Outcome.Summary)
	}
	// 4-4-4: Small and Even lose to the triple; Specific Triple 180 to 1,
	// Any Triple 30 to 1, Total 12 at 7 to 1, Single 4 on three dice 3 to
	// 1, and the Specific Double of 4 under the table's setting (SB1).
	triple := []string{"1 small - 10 lose 0", "1 even - 10 lose 0", "2 specific_triple 4 10 win 1800", "2 any_triple - 10 win 300",
		"3 three_dice_total 12 10 win 70", "3 single_dice 4 10 win 30"}
	verified(t, sb, throwRec(t, [3]int{4, 4, 4}, append(triple, "4 specific_double 4 10 win 100")...), nil)
	v = verified(t, sb, throwRec(t, [3]int{4, 4, 4}, append(triple, "4 specific_double 4 10 lose 0")...), map[string]string{keyDoubleOnTriple: doubleLoses})
	if v.Settlements[6].Rule != citeDoubleTriple || v.Outcome.Summary != "4-4-4, total 12, a triple" {
		t.Errorf("rule %s, summary %q", v.Settlements[6].Rule, v.Outcome.Summary)
	}
	// 3-4-5: both Four Number Combinations holding 3, 4 and 5 win 7 to 1,
	// the Three Single Number Combination 3-4-5 30 to 1, Big and Even 1 to
	// 1, Total 12 7 to 1.
	verified(t, sb, throwRec(t, [3]int{5, 3, 4},
		"1 four_number 6,5,4,3 10 win 70", "1 four_number 5,4,3,2 10 win 70", "1 four_number 4,3,2,1 10 lose 0",
		"2 three_number 3,4,5 10 win 300", "2 big - 10 win 10", "2 even - 10 win 10", "2 three_dice_total 12 10 win 70"), nil)
}

func TestSicBoRefusals(t *testing.T) {
	refused(t, sb, record(t, SicBoID, map[string]any{"dice": []int{1, 2}}), nil, "dice", "three dice")
	refused(t, sb, throwRec(t, [3]int{1, 7, 2}), nil, "dice[1]", "not a face")
	for _, c := range []struct{ wager, want string }{
		{"1 small 4 10 lose 0", "names no numbers"},
		{"1 specific_triple - 10 lose 0", "one number"},
		{"1 specific_double 7 10 lose 0", "not a face"},
		{"1 three_dice_total 3 10 lose 0", "one total, 4 to 17"},
		{"1 three_dice_total 18 10 lose 0", "one total, 4 to 17"},
		{"1 dice_combination 2,2 10 lose 0", "named twice"},
		{"1 four_number 1,2,3,5 10 lose 0", "not one of the four combinations"},
		{"1 three_number 1,2 10 lose 0", "three different numbers"},
		{"1 double_and_single 2,2,2 10 lose 0", "the double's number twice"},
		{"1 double_and_single 1,2,3 10 lose 0", "the double's number twice"},
	} {
		refused(t, sb, throwRec(t, [3]int{1, 2, 3}, c.wager), nil, "wagers[0].numbers", c.want)
	}
	refused(t, sb, throwRec(t, [3]int{1, 2, 3}, "1 big - 10 lose 0 5"), nil, "wagers[0].returned", "no part of a stake")
	refused(t, sb, throwRec(t, [3]int{1, 2, 3}, "1 dice_combination 1,2 10 win 60", "1 dice_combination 2,1 10 win 60"), nil, "wagers[1]", "twice")
	refused(t, sb, throwRec(t, [3]int{1, 2, 3}, "1 double_and_single 2,1,2 10 lose 0", "1 double_and_single 2,2,1 10 lose 0"), nil, "wagers[1]", "twice")
	if _, err := sb.Settings(map[string]string{"specific_triple_odds": "150 to 1"}); err == nil {
		t.Error("150 to 1 on a specific triple accepted")
	}
	verified(t, sb, throwRec(t, [3]int{6, 6, 6}, "1 specific_triple 6 10 win 1900"), map[string]string{"specific_triple_odds": "190"})
}

// Every throw of three dice, in order (216), for every bet of rule 9.12
// and every set of numbers it may name: the counts of winning throws, and
// each bet's return at the minimum odds, against the published figures.
func TestSicBoEveryThrow(t *testing.T) {
	s := DefaultSicBoSettings()
	// ways[bet] is how many of the 216 throws win each line; every set of
	// numbers of a bet must give the same (sets differ only by symmetry),
	// but for Three Dice Total, whose totals differ.
	count := func(b *sicBoBet, ns []int, st *SicBoSettings) (map[string]int, *big.Rat) {
		m := map[string]int{}
		ret := new(big.Rat)
		for d1 := 1; d1 <= 6; d1++ {
			for d2 := 1; d2 <= 6; d2++ {
				for d3 := 1; d3 <= 6; d3++ {
					o := sicBoOutcome(b, ns, throwOf([3]int{d1, d2, d3}), st)
					m[fmt.Sprint(o.result, o.odds)]++
					ret.Add(ret, o.net())
				}
			}
		}
		return m, ret.Quo(ret, big.NewRat(216, 1))
	}
	numbers := map[string][][]int{}
	for n := 1; n <= 6; n++ {
		for _, b := range []string{BetSpecificTriple, BetSpecificDouble, BetSingleDice} {
			numbers[b] = append(numbers[b], []int{n})
		}
		for m := 1; m <= 6; m++ {
			if m != n {
				numbers[BetDoubleAndSingle] = append(numbers[BetDoubleAndSingle], []int{n, n, m})
			}
			if m > n {
				numbers[BetDiceCombination] = append(numbers[BetDiceCombination], []int{n, m})
			}
			for k := m + 1; k <= 6; k++ {
				if m > n {
					numbers[BetThreeNumber] = append(numbers[BetThreeNumber], []int{n, m, k})
				}
			}
		}
	}
	for _, set := range fourNumberSets {
		ns := slices.Clone(set[:])
		slices.Sort(ns)
		numbers[BetFourNumber] = append(numbers[BetFourNumber], ns)
	}
	want := map[string]struct {
		sets int
		wins int    // throws that win
		edge string // the house edge, exact
	}{
		// Small, Big, Odd, Even: -6/216, 2.78% (wizardofodds.com/games/sic-bo/appendix/1/).
		BetSmall: {1, 105, "6/216"}, BetBig: {1, 105, "6/216"}, BetSicBoOdd: {1, 105, "6/216"}, BetSicBoEven: {1, 105, "6/216"},
		// 180 to 1: a 16% edge (tokyo3.org/forums/holiday/topics/3392).
		BetSpecificTriple: {6, 1, "35/216"},
		// 10 to 1 on at least two: 16 throws, 18.5% (frixo.com, "Sic Bo Probabilities").
		BetSpecificDouble: {6, 16, "40/216"},
		BetAnyTriple:      {1, 6, "30/216"},
		// A pair of numbers at 6 to 1: 2.8% (tokyo3.org).
		BetDiceCombination: {15, 30, "6/216"},
		// A single number at 1, 2 and 3 to 1: -17/216, 7.87% (wizardofodds.com).
		BetSingleDice: {6, 91, "17/216"},
		// Four numbers at 7 to 1: 11%; three numbers at 30 to 1: 14%; a
		// double and a single at 50 to 1: 29% (tokyo3.org).
		BetFourNumber:      {4, 24, "24/216"},
		BetThreeNumber:     {20, 6, "30/216"},
		BetDoubleAndSingle: {30, 3, "63/216"},
	}
	for _, b := range sicBoBets {
		if b.id == BetThreeDiceTotal {
			continue
		}
		sets := numbers[b.id]
		if sets == nil {
			sets = [][]int{nil}
		}
		wt := want[b.id]
		if len(sets) != wt.sets {
			t.Errorf("%s: %d sets of numbers, want %d", b.id, len(sets), wt.sets)
		}
		first, _ := count(b, sets[0], s)
		for _, ns := range sets {
			if _, problem := b.numbers(ns); problem != "" {
				t.Errorf("%s %v: %s", b.id, ns, problem)
			}
			m, ret := count(b, ns, s)
			if fmt.Sprint(m) != fmt.Sprint(first) {
				t.Errorf("%s %v settles as %v, %v as %v", b.id, ns, m, sets[0], first)
			}
			wins := 216 - m[fmt.Sprint(rules.Lose, rules.Odds{})]
			if wins != wt.wins || new(big.Rat).Neg(ret).Cmp(rat(wt.edge)) != 0 {
				t.Errorf("%s %v: %d winning throws, edge %s; want %d, %s", b.id, ns, wins, new(big.Rat).Neg(ret), wt.wins, wt.edge)
			}
		}
	}
	// Three Dice Total: 3, 6, 10, 15, 21, 25, 27 throws make 4 to 10 (and
	// 17 down to 11); a total of 4 at 60 to 1 returns -33/216 = 15.278% and
	// one of 5 at 30 to 1 -30/216 = 13.889% (wizardofodds.com).
	ways := []int{3, 6, 10, 15, 21, 25, 27}
	edges := map[int]string{4: "33/216", 5: "30/216", 6: "26/216", 7: "21/216", 8: "27/216", 9: "16/216", 10: "27/216"}
	b := sicBoBetByID[BetThreeDiceTotal]
	for total := 4; total <= 17; total++ {
		low := min(total, 21-total)
		m, ret := count(b, []int{total}, s)
		if wins := 216 - m[fmt.Sprint(rules.Lose, rules.Odds{})]; wins != ways[low-4] || new(big.Rat).Neg(ret).Cmp(rat(edges[low])) != 0 {
			t.Errorf("total %d: %d throws, edge %s", total, wins, new(big.Rat).Neg(ret))
		}
	}
	// A triple never wins a Specific Double under double_on_triple=loses:
	// 15 throws, 51/216.
	loses := *s
	loses.DoubleOnTriple = false
	if m, ret := count(sicBoBetByID[BetSpecificDouble], []int{3}, &loses); 216-m[fmt.Sprint(rules.Lose, rules.Odds{})] != 15 || new(big.Rat).Neg(ret).Cmp(rat("51/216")) != 0 {
		t.Errorf("double_on_triple=loses: %v, %s", m, ret)
	}
	// The enumeration the page shows counts the same.
	fs, err := sb.(rules.Enumerator).Enumerate(s, &loses)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		if f.Deals != 216 {
			t.Errorf("%d deals", f.Deals)
		}
		for _, bf := range f.Bets {
			var n uint64
			for _, l := range bf.Lines {
				n += l.Ways
			}
			if n != 216 {
				t.Errorf("%s: lines count %d throws", bf.Bet, n)
			}
		}
	}
	if got := percent(edge(fs[0].Bet("specific_double 1")), 2); got != "18.52" {
		t.Errorf("specific double edge %s%%", got)
	}
	if got := percent(edge(fs[1].Bet("specific_double 1")), 2); got != "23.61" {
		t.Errorf("specific double edge under loses %s%%", got)
	}
}
