package wheels

import (
	"maps"
	"math/big"
	"math/bits"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

var rl = Roulette()

// The worked examples of the UK digest (seed002-uk-casino-games.md §14,
// items 1 and 2), checked against rules 3.2 and 3.3.
func TestRouletteWorkedExamples(t *testing.T) {
	// £10 straight up on 17, 17 wins: 35 to 1 (line 285).
	v := verified(t, rl, spin(t, 17, nil, "1 straight 17 10 win 350"), nil)
	if v.Settlements[0].Rule != uk("285") {
		t.Errorf("rule %s", v.Settlements[0].Rule)
	}
	// Zero: Red loses half and returns half (lines 311-312); the first
	// dozen is lost (314); a split 0/2 wins 17 to 1 (308-309, 286); split
	// dozens 1-24 are lost whole (314).
	dozen1 := "1,2,3,4,5,6,7,8,9,10,11,12"
	dozens12 := dozen1 + ",13,14,15,16,17,18,19,20,21,22,23,24"
	v = verified(t, rl, spin(t, 0, nil,
		"1 red - 10 lose 0 5",
		"1 dozen "+dozen1+" 10 lose 0",
		"2 split 0,2 10 win 170",
		"3 split_dozens "+dozens12+" 20 lose 0"), nil)
	for i, want := range []rules.Cite{citeLaPartage, citeZeroLoses, citeZeroWins, citeZeroLoses} {
		if got := v.Settlements[i].Rule; got != want {
			t.Errorf("settlement %d cites %s, want %s", i, got, want)
		}
	}
	if v.Totals.ExpectedHouseWin != rules.Dollars(5+10-170+20) {
		t.Errorf("house win %s", v.Totals.ExpectedHouseWin)
	}
	// On a win split dozens pay 1 to 2: £20 wins £10 (lines 303-304).
	verified(t, rl, spin(t, 24, nil, "3 split_dozens "+dozens12+" 20 win 10"), nil)
}

// Roulette Rage (lines 353-490) and the digest's examples (§14 items 3 and
// 4).
func TestRouletteRageExamples(t *testing.T) {
	tables := []struct {
		table      string
		four, five string
	}{{"minimum", "50", "80"}, {"1", "60", "100"}, {"2", "50", "90"}}
	for _, tc := range tables {
		s := map[string]string{keyRagePayTable: tc.table}
		// Line 421-423: "if five red numbers are spun after the establishing
		// spin, followed by a black number, the winning wagers will be paid
		// the odds for five consecutive colours".
		verified(t, rl, spin(t, 2, []int{1, 3, 5, 7, 9, 12}, "4 rage - 10 win "+tc.five), s)
		// Digest item 3: black establishing, five blacks, then red.
		verified(t, rl, spin(t, 1, []int{2, 4, 6, 8, 10, 11}, "4 rage - 10 win "+tc.five), s)
		// Digest item 4: four blacks then zero wins 5 to 1 at least, paid on
		// the zero (lines 416-419).
		verified(t, rl, spin(t, 0, []int{2, 4, 6, 8, 10}, "4 rage - 10 win "+tc.four), s)
		// Three blacks then zero: broken on the fourth spin, lost (R3).
		v := verified(t, rl, spin(t, 0, []int{2, 4, 6, 8}, "4 rage - 10 lose 0"), s)
		if v.Settlements[0].Rule != citeRageOdds {
			t.Errorf("run of 3: rule %s", v.Settlements[0].Rule)
		}
	}
	// The next number of the other colour loses at once (lines 406-408);
	// so does a break on the second or third spin (lines 415-416).
	v := verified(t, rl, spin(t, 1, []int{2}, "1 rage - 10 lose 0"), nil)
	if v.Settlements[0].Rule != citeRageLostNext {
		t.Errorf("rule %s", v.Settlements[0].Rule)
	}
	v = verified(t, rl, spin(t, 0, []int{2, 4, 6}, "1 rage - 10 lose 0"), nil)
	if v.Settlements[0].Rule != citeRageLost {
		t.Errorf("rule %s", v.Settlements[0].Rule)
	}
	// Spins past 14 are not counted (lines 425-430): 20 blacks pay the
	// 14-spin odds, 2000 to 1, when the colour changes.
	run := []int{2}
	for range 20 {
		run = append(run, 4)
	}
	v = verified(t, rl, spin(t, 3, run, "1 rage - 1 win 2000"), nil)
	if d := v.Outcome.Detail.(*RouletteDetail); d.Rage.Run != 20 || d.Rage.Counted != 14 {
		t.Errorf("detail %+v", d.Rage)
	}
	if !strings.Contains(v.Outcome.Summary, "20 black after the establishing spin 2 (14 counted)") {
		t.Errorf("summary %q", v.Outcome.Summary)
	}
	// A table's own pay table, each row at least the minimum (rule 2.9).
	own := map[string]string{keyRagePayTable: "7 12 20 30 40 60 100 200 400 1000 2500"}
	verified(t, rl, spin(t, 1, []int{2, 4, 6, 8, 10}, "1 rage - 10 win 70"), own)
	v = verified(t, rl, spin(t, 1, append([]int{2}, run[:14]...), "1 rage - 10 win 25000"), own)
	if v.Settlements[0].Rule != citeRageTables {
		t.Errorf("rule %s", v.Settlements[0].Rule)
	}
	if _, err := rl.Settings(map[string]string{keyRagePayTable: "6 10 20 30 40 60 100 200 400 999 2000"}); err == nil ||
		!strings.Contains(err.Error(), "below the minimum of 1000 to 1") {
		t.Errorf("a row below the minimum: %v", err)
	}
}

func TestRouletteRageRefusals(t *testing.T) {
	refused(t, rl, spin(t, 1, nil, "1 rage - 10 lose 0"), nil, "rage_spins", "is required")
	refused(t, rl, spin(t, 1, []int{2}, "1 red - 10 win 10"), nil, "rage_spins", "settles none")
	refused(t, rl, spin(t, 1, []int{0, 2}, "1 rage - 10 lose 0"), nil, "rage_spins[0]", "zero does not activate")
	refused(t, rl, spin(t, 1, []int{2, 4, 1, 6}, "1 rage - 10 lose 0"), nil, "rage_spins[2]", "ended the run")
	refused(t, rl, spin(t, 0, []int{2, 4, 0, 6}, "1 rage - 10 lose 0"), nil, "rage_spins[2]", "ended the run")
	refused(t, rl, spin(t, 6, []int{2, 4}, "1 rage - 10 lose 0"), nil, "number", "the run goes on")
	refused(t, rl, spin(t, 1, []int{2, 37}, "1 rage - 10 lose 0"), nil, "rage_spins[1]", "not on the wheel")
	refused(t, rl, spin(t, 1, []int{2}, "1 rage 2 10 lose 0"), nil, "wagers[0].numbers", "names no numbers")
	refused(t, rl, spin(t, 1, []int{2}, "1 rage - 10 lose 0"), map[string]string{keyRagePayTable: "none"}, "wagers[0].bet", "does not offer Roulette Rage")
	long := make([]int, maxRageSpins+1)
	for i := range long {
		long[i] = 2
	}
	refused(t, rl, spin(t, 1, long, "1 rage - 10 lose 0"), nil, "rage_spins", "at most")
}

// The layout: 37 straights, 60 splits (57 and the three with zero), 14
// streets (twelve rows, 0-1-2 and 0-2-3), 22 corners, First Four, 11 six
// lines, 3 columns, 3 dozens, 2 split columns and 2 split dozens.
func TestRouletteLayout(t *testing.T) {
	want := map[string]int{BetStraight: 37, BetSplit: 60, BetStreet: 14, BetCorner: 22, BetFirstFour: 1, BetSixLine: 11,
		BetColumn: 3, BetDozen: 3, BetSplitColumns: 2, BetSplitDozens: 2}
	for _, b := range rouletteBets {
		if b.sets == nil {
			continue
		}
		if len(b.sets) != want[b.id] {
			t.Errorf("%s: %d sets, want %d", b.id, len(b.sets), want[b.id])
		}
		for m := range b.sets {
			if n := len(numbersOf(m)); n != b.size {
				t.Errorf("%s %v: %d numbers", b.id, numbersOf(m), n)
			}
		}
	}
	// The even-money chances: 18 numbers each, no zero; red and black,
	// odd and even, low and high split 1-36.
	pairs := [][2]string{{BetRed, BetBlack}, {BetOdd, BetEven}, {BetLow, BetHigh}}
	for _, p := range pairs {
		a, b := rouletteBetByID[p[0]].fixed, rouletteBetByID[p[1]].fixed
		if len(numbersOf(a)) != 18 || len(numbersOf(b)) != 18 || a&b != 0 || a|b != allNumbers {
			t.Errorf("%v: %v and %v", p, numbersOf(a), numbersOf(b))
		}
	}
	for _, n := range []int{1, 9, 19, 27, 32, 36} {
		if colour(n) != "red" {
			t.Errorf("%d is %s", n, colour(n))
		}
	}
	for _, n := range []int{2, 10, 11, 20, 28, 29, 35} {
		if colour(n) != "black" {
			t.Errorf("%d is %s", n, colour(n))
		}
	}
}

func TestRouletteRefusesBetsOffTheLayout(t *testing.T) {
	for _, c := range []struct{ wager, field, want string }{
		{"1 split 17,19 10 lose 0", "wagers[0].numbers", "not a split of the layout"},
		{"1 split 3,4 10 lose 0", "wagers[0].numbers", "not a split of the layout"},
		{"1 split 0,4 10 lose 0", "wagers[0].numbers", "not a split of the layout"},
		{"1 street 2,3,4 10 lose 0", "wagers[0].numbers", "not a street of the layout"},
		{"1 street 0,1,3 10 lose 0", "wagers[0].numbers", "not a street of the layout"},
		{"1 corner 1,2,3,4 10 lose 0", "wagers[0].numbers", "not a corner of the layout"},
		{"1 corner 0,1,2,3 10 lose 0", "wagers[0].numbers", "not a corner of the layout"},
		{"1 six_line 2,3,4,5,6,7 10 lose 0", "wagers[0].numbers", "not a six_line of the layout"},
		{"1 straight 37 10 lose 0", "wagers[0].numbers[0]", "not on the layout"},
		{"1 straight 5,5 10 lose 0", "wagers[0].numbers", "has 2 numbers"},
		{"1 split 5,5 10 lose 0", "wagers[0].numbers[1]", "named twice"},
		{"1 red 1 10 lose 0", "wagers[0].numbers", "names no numbers"},
		{"1 column 1,2,3,4,5,6,7,8,9,10,11,12 10 lose 0", "wagers[0].numbers", "not a column of the layout"},
		{"1 split_columns 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24 10 lose 0", "wagers[0].numbers", "not a split_columns"},
		{"1 basket 0,1,2 10 lose 0", "wagers[0].bet", "not a bet of this game"},
		{"0 straight 5 10 lose 0", "wagers[0].seat", "from 1 to 20"},
		{"1 straight 5 0 lose 0", "wagers[0].amount", "more than zero"},
		{"1 straight 5 10 no_action 0", "wagers[0].result", "not one of win, lose, push"},
	} {
		refused(t, rl, spin(t, 5, nil, c.wager), nil, c.field, c.want)
	}
	refused(t, rl, spin(t, 5, nil, "1 split 17,20 10 lose 0", "1 split 20,17 5 lose 0"), nil, "wagers[1]", "holds split 17/20 twice")
	refused(t, rl, spin(t, 37, nil), nil, "number", "not on the wheel")
	refused(t, rl, record(t, RouletteID, map[string]any{}), nil, "number", "is required")
	refused(t, rl, record(t, SicBoID, map[string]any{"number": 3}), nil, "game", "this decoder reads roulette records")
	// Two splits of one seat are two wagers; the findings name each.
	v := verify(t, rl, spin(t, 17, nil, "1 split 17,20 10 win 170", "1 split 16,17 10 win 180"), nil)
	if len(v.Findings) != 1 || v.Findings[0].Message != "seat 1 split 16/17 was paid 180.00; the rules give 170.00" {
		t.Errorf("findings %+v", v.Findings)
	}
}

// The odds a table pays are its settings, at least the minimums; the
// engine settles by them.
func TestRouletteOddsSettings(t *testing.T) {
	for key, bad := range map[string]string{"straight_odds": "34 to 1", "split_columns_odds": "1 to 3", "red_black_odds": "0", "dozen_odds": "two"} {
		if _, err := rl.Settings(map[string]string{key: bad}); err == nil {
			t.Errorf("%s=%s accepted", key, bad)
		}
	}
	better := map[string]string{"straight_odds": "36", "split_columns_odds": "3 to 5", "red_black_odds": "21 to 20"}
	s, err := rl.Settings(better)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Values()["straight_odds"]; got != "36 to 1" {
		t.Errorf("straight_odds reads back %q", got)
	}
	cols12 := "1,4,7,10,13,16,19,22,25,28,31,34,2,5,8,11,14,17,20,23,26,29,32,35"
	verified(t, rl, spin(t, 17, nil, "1 straight 17 10 win 360", "2 split_columns "+cols12+" 10 win 6", "3 red - 10 lose 0", "3 black - 20 win 21"), better)
	// The minimum odds leave a payout at 35 to 1 a finding there.
	v := verify(t, rl, spin(t, 17, nil, "1 straight 17 10 win 350"), better)
	if len(v.Findings) != 1 || v.Findings[0].Expected != "360.00" {
		t.Errorf("findings %+v", v.Findings)
	}
}

// A fraction of a penny: 1 to 2 on 5.05 and half of 5.05 on zero.
func TestRouletteFractions(t *testing.T) {
	doz := "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24"
	verified(t, rl, spin(t, 3, nil, "1 split_dozens "+doz+" 5.05 win 2.52"), nil)
	verified(t, rl, spin(t, 3, nil, "1 split_dozens "+doz+" 5.05 win 2.53"), map[string]string{keyFraction: fractionToPlayer})
	verified(t, rl, spin(t, 0, nil, "1 low - 5.05 lose 0 2.52"), nil)
	verified(t, rl, spin(t, 0, nil, "1 low - 5.05 lose 0 2.53"), map[string]string{keyFraction: fractionToPlayer})
	// A wrong half is a finding on returned, citing rule 3.3 b.
	v := verify(t, rl, spin(t, 0, nil, "1 low - 10 lose 0"), nil)
	if len(v.Findings) != 1 || v.Findings[0].Field != "returned" || v.Findings[0].Rule != citeLaPartage || v.Findings[0].Expected != "5.00" ||
		!strings.Contains(v.Findings[0].Message, "rule 3.3 b") {
		t.Errorf("findings %+v", v.Findings)
	}
	if v.Totals.HouseWin != rules.Dollars(10) || v.Totals.ExpectedHouseWin != rules.Dollars(5) {
		t.Errorf("totals %+v", v.Totals)
	}
	// A stake returned on another wager, or on another number, is a
	// finding citing the wager's rule.
	v = verify(t, rl, spin(t, 5, nil, "1 low - 10 win 10 5", "2 dozen 13,14,15,16,17,18,19,20,21,22,23,24 10 lose 0 5"), nil)
	if len(v.Findings) != 2 || v.Findings[0].Rule != uk("298") || v.Findings[1].Rule != uk("293-294") ||
		v.Findings[1].Message != "seat 2 2nd dozen (13-24) had 5.00 of its stake returned; only an even-money wager gets half its stake back, when zero is spun (rule 3.3 b): 0.00" {
		t.Errorf("findings %+v", v.Findings)
	}
}

// Every legal set of numbers of every bet of rule 3.2, on every number of
// the wheel: a bet of n numbers wins on n of 37 and returns -1/37 at the
// minimum odds; an even-money chance returns -1/74 under la partage. The
// published figures: 2.70% for single-zero roulette and 1.35% with la
// partage (acesguidetogambling.com/roulette/zeros.html;
// pressofatlanticcity.com, "Online rules give boost to roulette players",
// 2021-06-01).
func TestRouletteEveryBetEveryNumber(t *testing.T) {
	s := DefaultRouletteSettings()
	for _, b := range rouletteBets {
		if b.id == BetRage {
			continue
		}
		sets := b.sets
		if sets == nil {
			sets = map[uint64]string{b.fixed: b.id}
		}
		for mask, label := range sets {
			ret := new(big.Rat)
			wins := 0
			for n := 0; n <= 36; n++ {
				o := rouletteOutcome(b, mask, n, s)
				if (o.result == rules.Win) != (mask&bit(n) != 0) {
					t.Fatalf("%s on %d: %s", label, n, o.result)
				}
				if o.result == rules.Win {
					wins++
				}
				ret.Add(ret, o.net())
			}
			ret.Quo(ret, big.NewRat(37, 1))
			want := big.NewRat(-1, 37)
			if b.even {
				want = big.NewRat(-1, 74)
			}
			if wins != len(numbersOf(mask)) || ret.Cmp(want) != 0 {
				t.Errorf("%s: %d wins, return %s; want %s", label, wins, ret, want)
			}
		}
	}
	fs, err := rl.(rules.Enumerator).Enumerate(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, bf := range fs[0].Bets {
		e := edge(&bf)
		switch {
		case bf.Bet == BetRage:
		case rouletteBetByID[bf.Bet] != nil && rouletteBetByID[bf.Bet].even:
			if percent(e, 2) != "1.35" {
				t.Errorf("%s: edge %s%%, published 1.35%%", bf.Bet, percent(e, 4))
			}
		default:
			if percent(e, 2) != "2.70" {
				t.Errorf("%s: edge %s%%, published 2.70%%", bf.Bet, percent(e, 4))
			}
		}
		total := new(big.Int)
		for _, l := range bf.Lines {
			total.Add(total, l.WayCount())
		}
		if total.Cmp(fs[0].DealCount()) != 0 {
			t.Errorf("%s: lines count %s of %s deals", bf.Bet, total, fs[0].DealCount())
		}
	}
}

// Roulette Rage over every colour sequence of the 14 spins after an
// establishing spin (3^14 sequences of red, black and zero, weighted by the
// numbers of each), settled through rageRun and rageOutcome, agrees with
// the enumeration's count by runs; the minimum list's edge is the rule
// book's 17.0% (lines 456-457).
func TestRouletteRageEveryRun(t *testing.T) {
	deals := new(big.Int).Exp(big.NewInt(37), big.NewInt(rageDealSpins), nil)
	// The run each colour sequence makes, and its weight, summed per run
	// in 128 bits.
	var hi, lo [rageDealSpins + 1]uint64
	weight := [3]uint64{18, 18, 1} // black (the establishing colour), red, zero
	number := [3]int{4, 1, 0}
	var seq [rageDealSpins]int
	spins := make([]int, 0, rageDealSpins+1)
	for code := 0; code < pow3(rageDealSpins); code++ {
		c := code
		w := uint64(1)
		for i := range seq {
			seq[i] = c % 3
			c /= 3
			w *= weight[seq[i]]
		}
		spins = append(spins[:0], 2)
		end := 1 // a run of 14 is counted as 14 whatever ends it
		for _, x := range seq {
			if x != 0 {
				end = number[x]
				break
			}
			spins = append(spins, number[x])
		}
		errs := &rules.InputError{}
		run := rageRun("rage_spins", spins, end, errs)
		if errs.Err() != nil {
			t.Fatal(errs)
		}
		var carry uint64
		lo[run], carry = bits.Add64(lo[run], w, 0)
		hi[run] += carry
	}
	for _, table := range rageTables {
		brute := newTally(BetRage)
		for run := range lo {
			n := new(big.Int).Lsh(new(big.Int).SetUint64(hi[run]), 64)
			brute.add(rageOutcome(run, table), n.Or(n, new(big.Int).SetUint64(lo[run])))
		}
		got, want := brute.frequency(deals, false), enumerateRage(table).frequency(deals, false)
		if got.Return.Cmp(want.Return) != 0 {
			t.Errorf("%s: every sequence returns %s, the count by runs %s", table.id, got.Return, want.Return)
		}
		ways := func(bf rules.BetFrequency) map[rules.Cite]string {
			m := map[rules.Cite]string{}
			for _, l := range bf.Lines {
				m[l.Rule] = l.Result + " " + l.Payout.String() + " " + l.WayCount().String()
			}
			return m
		}
		if g, w := ways(got), ways(want); !maps.Equal(g, w) {
			t.Errorf("%s: every sequence gives %v, the count by runs %v", table.id, g, w)
		}
		edges := map[string]string{"minimum": "17.0011", "1": "4.6109", "2": "8.8865"}
		if got := percent(edge(&want), 4); got != edges[table.id] {
			t.Errorf("%s: edge %s%%, want %s%%", table.id, got, edges[table.id])
		}
	}
}

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}
