package wheels_test

// A settlement of roulette, Sic Bo and Big Six written from seed 002's
// text alone (sections 3, 9 and 10), independent of the package's own
// tables: random spins and throws with random wagers and random table
// settings are settled here, written as records with these settlements
// declared, and the engine must verify each with no finding; a payout
// moved by a penny must be a finding.

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/wheels"
)

// xOdds is odds W to P.
type xOdds struct{ w, p int64 }

func (o xOdds) String() string { return fmt.Sprintf("%d to %d", o.w, o.p) }

// xPay pays stake (in pennies) at o: a fraction of a penny dropped, or
// rounded up to the player.
func xPay(stake int64, o xOdds, up bool) int64 {
	if up {
		return (stake*o.w + o.p - 1) / o.p
	}
	return stake * o.w / o.p
}

func xMoney(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// xStake is a random stake: often odd pennies, so that halves and
// fractional odds leave a fraction.
func xStake(r *rand.Rand) int64 {
	switch r.IntN(4) {
	case 0:
		return int64(1 + r.IntN(99))
	case 1:
		return int64(100 * (1 + r.IntN(500)))
	}
	return int64(1 + r.IntN(200000))
}

// xBetter returns the minimum odds or, now and then, better ones a table
// may post: a whole number to 1 or a fraction.
func xBetter(r *rand.Rand, min xOdds) xOdds {
	switch r.IntN(5) {
	case 0:
		return xOdds{min.w*2 + min.p, min.p * 2} // half a unit more
	case 1:
		return xOdds{min.w + min.p, min.p}
	case 2:
		return xOdds{min.w*3 + 1, min.p * 3}
	}
	return min
}

type xWager struct {
	seat     int
	bet      string
	numbers  []int
	amount   int64
	result   string
	payout   int64
	returned int64
}

func (w xWager) record() map[string]any {
	m := map[string]any{"seat": w.seat, "bet": w.bet, "amount": xMoney(w.amount), "result": w.result, "payout": xMoney(w.payout)}
	if w.numbers != nil {
		m["numbers"] = w.numbers
	}
	if w.returned != 0 {
		m["returned"] = xMoney(w.returned)
	}
	return m
}

func xRecord(t testing.TB, game string, fields map[string]any, ws []xWager) []byte {
	t.Helper()
	rec := map[string]any{"table_id": "X-1", "hand_number": 7, "game": game, "dealt_at": "2026-11-21T22:14:05+00:00"}
	for k, v := range fields {
		rec[k] = v
	}
	list := []map[string]any{}
	for _, w := range ws {
		list = append(list, w.record())
	}
	rec["wagers"] = list
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// xAgree has the engine verify data under settings and requires no
// finding; then, for one wager at a time, a payout a penny higher must be
// a finding.
func xAgree(t *testing.T, g rules.Game, settings map[string]string, fields map[string]any, ws []xWager, r *rand.Rand) {
	t.Helper()
	s, err := g.Settings(settings)
	if err != nil {
		t.Fatalf("settings %v: %v", settings, err)
	}
	run := func(ws []xWager) *rules.Verdict {
		data := xRecord(t, g.Info().ID, fields, ws)
		h, err := g.Decode(data)
		if err != nil {
			t.Fatalf("decode %s: %v", data, err)
		}
		v, err := h.Verify(s)
		if err != nil {
			t.Fatalf("verify %s under %v: %v", data, settings, err)
		}
		return v
	}
	v := run(ws)
	if len(v.Findings) > 0 {
		data := xRecord(t, g.Info().ID, fields, ws)
		for _, f := range v.Findings {
			t.Errorf("%s\nsettings %v\nfinding: %s (%s; declared %s, expected %s)", data, settings, f.Message, f.Rule, f.Declared, f.Expected)
		}
		t.FailNow()
	}
	if len(ws) == 0 {
		return
	}
	i := r.IntN(len(ws))
	flipped := slices.Clone(ws)
	if flipped[i].result == rules.Win {
		flipped[i].payout++
	} else {
		flipped[i].result, flipped[i].payout = rules.Win, ws[i].amount
	}
	if v := run(flipped); len(v.Findings) == 0 {
		t.Fatalf("a changed settlement of %+v was verified: %s", flipped[i], xRecord(t, g.Info().ID, fields, flipped))
	}
}

// ---- Roulette (seed 002 lines 270-490) ----

var xRed = map[int]bool{1: true, 3: true, 5: true, 7: true, 9: true, 12: true, 14: true, 16: true, 18: true, 19: true, 21: true,
	23: true, 25: true, 27: true, 30: true, 32: true, 34: true, 36: true}

func xColour(n int) string {
	switch {
	case n == 0:
		return "zero"
	case xRed[n]:
		return "red"
	}
	return "black"
}

// xRouletteSets lists the sets of numbers each bet of rule 3.2 may cover
// on a single-zero layout of twelve rows of three.
func xRouletteSets() map[string][][]int {
	m := map[string][][]int{}
	for n := 0; n <= 36; n++ {
		m["straight"] = append(m["straight"], []int{n})
	}
	for n := 1; n <= 36; n++ {
		if n%3 != 0 {
			m["split"] = append(m["split"], []int{n, n + 1})
		}
		if n+3 <= 36 {
			m["split"] = append(m["split"], []int{n, n + 3})
		}
		if n%3 != 0 && n+4 <= 36 {
			m["corner"] = append(m["corner"], []int{n, n + 1, n + 3, n + 4})
		}
	}
	m["split"] = append(m["split"], []int{0, 1}, []int{0, 2}, []int{0, 3})
	for row := 1; row <= 34; row += 3 {
		m["street"] = append(m["street"], []int{row, row + 1, row + 2})
		if row+5 <= 36 {
			m["six_line"] = append(m["six_line"], []int{row, row + 1, row + 2, row + 3, row + 4, row + 5})
		}
	}
	m["street"] = append(m["street"], []int{0, 1, 2}, []int{0, 2, 3})
	m["first_four"] = [][]int{{0, 1, 2, 3}}
	var cols, dozens [3][]int
	for n := 1; n <= 36; n++ {
		cols[(n-1)%3] = append(cols[(n-1)%3], n)
		dozens[(n-1)/12] = append(dozens[(n-1)/12], n)
	}
	for i := 0; i < 3; i++ {
		m["column"] = append(m["column"], cols[i])
		m["dozen"] = append(m["dozen"], dozens[i])
	}
	for i := 0; i < 2; i++ {
		m["split_columns"] = append(m["split_columns"], append(slices.Clone(cols[i]), cols[i+1]...))
		m["split_dozens"] = append(m["split_dozens"], append(slices.Clone(dozens[i]), dozens[i+1]...))
	}
	return m
}

// xRouletteMin are the minimum odds of rule 3.2 (lines 285-304), with the
// setting that raises each.
var xRouletteMin = []struct {
	bet, key string
	min      xOdds
}{
	{"straight", "straight_odds", xOdds{35, 1}}, {"split", "split_odds", xOdds{17, 1}}, {"street", "street_odds", xOdds{11, 1}},
	{"corner", "corner_odds", xOdds{8, 1}}, {"first_four", "first_four_odds", xOdds{8, 1}}, {"six_line", "six_line_odds", xOdds{5, 1}},
	{"column", "column_odds", xOdds{2, 1}}, {"dozen", "dozen_odds", xOdds{2, 1}},
	{"red", "red_black_odds", xOdds{1, 1}}, {"black", "red_black_odds", xOdds{1, 1}},
	{"odd", "odd_even_odds", xOdds{1, 1}}, {"even", "odd_even_odds", xOdds{1, 1}},
	{"low", "low_high_odds", xOdds{1, 1}}, {"high", "low_high_odds", xOdds{1, 1}},
	{"split_columns", "split_columns_odds", xOdds{1, 2}}, {"split_dozens", "split_dozens_odds", xOdds{1, 2}},
}

// Roulette Rage tables for 4 to 14 spins after the establishing spin
// (lines 437-490).
var xRageTables = map[string][11]int64{
	"minimum": {5, 8, 15, 20, 40, 60, 100, 200, 400, 1000, 2000},
	"1":       {6, 10, 20, 30, 40, 60, 100, 200, 400, 1000, 2000},
	"2":       {5, 9, 20, 30, 40, 60, 100, 200, 400, 1000, 2000},
}

// xEvenMoney reports whether an even-money chance wins on n (not zero).
func xEvenMoney(bet string, n int) bool {
	switch bet {
	case "red":
		return xColour(n) == "red"
	case "black":
		return xColour(n) == "black"
	case "odd":
		return n%2 == 1
	case "even":
		return n%2 == 0
	case "low":
		return n <= 18
	}
	return n >= 19
}

func TestCrossCheckRoulette(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 37))
	g := wheels.Roulette()
	sets := xRouletteSets()
	rounds := 3000
	if testing.Short() {
		rounds = 300
	}
	for round := 0; round < rounds; round++ {
		settings := map[string]string{}
		odds := map[string]xOdds{}
		for _, b := range xRouletteMin {
			o, ok := odds[b.key]
			if !ok {
				o = xBetter(r, b.min)
				odds[b.key] = o
				settings[b.key] = o.String()
			}
			odds[b.bet] = o
		}
		up := r.IntN(2) == 0
		if up {
			settings["fraction"] = "to_player"
		}
		rage := []string{"1", "2", "minimum", "none", "custom"}[r.IntN(5)]
		var table [11]int64
		switch rage {
		case "custom":
			var parts []string
			for i, n := range xRageTables["minimum"] {
				table[i] = n + int64(r.IntN(3))*n/2
				parts = append(parts, fmt.Sprint(table[i]))
			}
			settings["rage_pay_table"] = strings.Join(parts, " ")
		case "none":
			settings["rage_pay_table"] = "none"
		default:
			table = xRageTables[rage]
			if rage != "1" || r.IntN(2) == 0 {
				settings["rage_pay_table"] = rage
			}
		}
		// One time in three the spin ends a Roulette Rage run.
		var number int
		var rageSpins []int
		if rage != "none" && r.IntN(3) == 0 {
			est := 1 + r.IntN(36)
			c := xColour(est)
			run := r.IntN(20)
			if r.IntN(3) == 0 {
				run = 4 + r.IntN(12)
			}
			rageSpins = []int{est}
			for len(rageSpins) <= run {
				n := 1 + r.IntN(36)
				if xColour(n) == c {
					rageSpins = append(rageSpins, n)
				}
			}
			for {
				number = r.IntN(37)
				if xColour(number) != c {
					break
				}
			}
		} else {
			number = r.IntN(37)
			if r.IntN(6) == 0 {
				number = 0
			}
		}
		var ws []xWager
		held := map[string]bool{}
		for k := r.IntN(12); k > 0; k-- {
			b := xRouletteMin[r.IntN(len(xRouletteMin))]
			w := xWager{seat: 1 + r.IntN(8), bet: b.bet, amount: xStake(r)}
			covered := func(n int) bool { return xEvenMoney(b.bet, n) }
			if s := sets[b.bet]; s != nil {
				ns := slices.Clone(s[r.IntN(len(s))])
				// Aim at the winning number now and then.
				if r.IntN(3) == 0 {
					for _, c := range s {
						if slices.Contains(c, number) {
							ns = slices.Clone(c)
							break
						}
					}
				}
				r.Shuffle(len(ns), func(i, j int) { ns[i], ns[j] = ns[j], ns[i] })
				w.numbers = ns
				covered = func(n int) bool { return slices.Contains(ns, n) }
			}
			key := fmt.Sprint(w.seat, w.bet, slices.Sorted(slices.Values(w.numbers)))
			if held[key] {
				continue
			}
			held[key] = true
			even := w.numbers == nil
			switch {
			case covered(number) && (number != 0 || !even):
				// Zero, and zero with one, two and/or three, win at
				// their own odds (rule 3.3 a).
				w.result, w.payout = rules.Win, xPay(w.amount, odds[b.bet], up)
			case number == 0 && even:
				// Half lost, half returned (rule 3.3 b).
				w.result = rules.Lose
				w.returned = w.amount / 2
				if up {
					w.returned = (w.amount + 1) / 2
				}
			default:
				w.result = rules.Lose
			}
			ws = append(ws, w)
		}
		if rageSpins != nil {
			for k := 1 + r.IntN(3); k > 0; k-- {
				w := xWager{seat: k, bet: "rage", amount: xStake(r), result: rules.Lose}
				// Paid for at least four spins of the colour after the
				// establishing spin, counted to 14 (lines 425-452).
				if run := len(rageSpins) - 1; run >= 4 {
					w.result, w.payout = rules.Win, xPay(w.amount, xOdds{table[min(run, 14)-4], 1}, up)
				}
				ws = append(ws, w)
			}
		}
		fields := map[string]any{"number": number}
		if rageSpins != nil {
			fields["rage_spins"] = rageSpins
		}
		xAgree(t, g, settings, fields, ws, r)
	}
}

// ---- Sic Bo (seed 002 lines 1867-2035) ----

var xSicBoMin = map[string]xOdds{
	"small_odds": {1, 1}, "big_odds": {1, 1}, "odd_odds": {1, 1}, "even_odds": {1, 1},
	"specific_triple_odds": {180, 1}, "specific_double_odds": {10, 1}, "any_triple_odds": {30, 1},
	"total_4_17_odds": {60, 1}, "total_5_16_odds": {30, 1}, "total_6_15_odds": {18, 1}, "total_7_14_odds": {12, 1},
	"total_8_13_odds": {8, 1}, "total_9_12_odds": {7, 1}, "total_10_11_odds": {6, 1},
	"dice_combination_odds": {6, 1}, "single_dice_one_odds": {1, 1}, "single_dice_two_odds": {2, 1}, "single_dice_three_odds": {3, 1},
	"four_number_odds": {7, 1}, "three_number_odds": {30, 1}, "double_and_single_odds": {50, 1},
}

var xTotalKey = map[int]string{4: "total_4_17_odds", 5: "total_5_16_odds", 6: "total_6_15_odds", 7: "total_7_14_odds",
	8: "total_8_13_odds", 9: "total_9_12_odds", 10: "total_10_11_odds"}

func TestCrossCheckSicBo(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 216))
	g := wheels.SicBo()
	bets := []string{"small", "big", "odd", "even", "specific_triple", "specific_double", "any_triple", "three_dice_total",
		"dice_combination", "single_dice", "four_number", "three_number", "double_and_single"}
	fours := [][]int{{6, 5, 4, 3}, {6, 5, 3, 2}, {5, 4, 3, 2}, {4, 3, 2, 1}}
	rounds := 4000
	if testing.Short() {
		rounds = 400
	}
	for round := 0; round < rounds; round++ {
		settings := map[string]string{}
		odds := map[string]xOdds{}
		for k, min := range xSicBoMin {
			odds[k] = xBetter(r, min)
			if odds[k] != min || r.IntN(4) == 0 {
				settings[k] = odds[k].String()
			}
		}
		up := r.IntN(2) == 0
		if up {
			settings["fraction"] = "to_player"
		}
		doubleOnTriple := r.IntN(2) == 0
		if !doubleOnTriple {
			settings["double_on_triple"] = "loses"
		}
		dice := []int{1 + r.IntN(6), 1 + r.IntN(6), 1 + r.IntN(6)}
		if r.IntN(5) == 0 {
			dice[1], dice[2] = dice[0], dice[0]
		}
		count := map[int]int{}
		total := 0
		for _, d := range dice {
			count[d]++
			total += d
		}
		triple := len(count) == 1
		var ws []xWager
		held := map[string]bool{}
		for k := r.IntN(14); k > 0; k-- {
			bet := bets[r.IntN(len(bets))]
			w := xWager{seat: 1 + r.IntN(8), bet: bet, amount: xStake(r)}
			var win bool
			var o xOdds
			switch bet {
			case "small":
				win, o = !triple && total >= 4 && total <= 10, odds["small_odds"]
			case "big":
				win, o = !triple && total >= 11 && total <= 17, odds["big_odds"]
			case "odd":
				win, o = !triple && total%2 == 1, odds["odd_odds"]
			case "even":
				win, o = !triple && total%2 == 0, odds["even_odds"]
			case "specific_triple":
				n := dice[r.IntN(3)]
				if r.IntN(2) == 0 {
					n = 1 + r.IntN(6)
				}
				w.numbers = []int{n}
				win, o = count[n] == 3, odds["specific_triple_odds"]
			case "specific_double":
				n := dice[r.IntN(3)]
				if r.IntN(3) == 0 {
					n = 1 + r.IntN(6)
				}
				w.numbers = []int{n}
				win, o = count[n] == 2 || (count[n] == 3 && doubleOnTriple), odds["specific_double_odds"]
			case "any_triple":
				win, o = triple, odds["any_triple_odds"]
			case "three_dice_total":
				n := 4 + r.IntN(14)
				if r.IntN(2) == 0 && total >= 4 && total <= 17 {
					n = total
				}
				w.numbers = []int{n}
				win, o = total == n, odds[xTotalKey[min(n, 21-n)]]
			case "dice_combination":
				a, b := dice[r.IntN(3)], dice[r.IntN(3)]
				if r.IntN(2) == 0 || a == b {
					a, b = 1+r.IntN(6), 1+r.IntN(6)
				}
				if a == b {
					continue
				}
				w.numbers = []int{a, b}
				win, o = count[a] >= 1 && count[b] >= 1, odds["dice_combination_odds"]
			case "single_dice":
				n := 1 + r.IntN(6)
				w.numbers = []int{n}
				switch count[n] {
				case 1:
					win, o = true, odds["single_dice_one_odds"]
				case 2:
					win, o = true, odds["single_dice_two_odds"]
				case 3:
					win, o = true, odds["single_dice_three_odds"]
				}
			case "four_number":
				set := slices.Clone(fours[r.IntN(4)])
				r.Shuffle(4, func(i, j int) { set[i], set[j] = set[j], set[i] })
				w.numbers = set
				in := 0
				for _, n := range set {
					if count[n] == 1 {
						in++
					}
				}
				// Three different numbers of the four.
				win, o = in == 3, odds["four_number_odds"]
			case "three_number":
				var ns []int
				if r.IntN(2) == 0 && len(count) == 3 {
					ns = slices.Clone(dice)
				} else {
					ns = r.Perm(6)[:3]
					for i := range ns {
						ns[i]++
					}
				}
				w.numbers = ns
				win, o = count[ns[0]] == 1 && count[ns[1]] == 1 && count[ns[2]] == 1, odds["three_number_odds"]
			case "double_and_single":
				d, s := 1+r.IntN(6), 1+r.IntN(6)
				if r.IntN(2) == 0 && len(count) == 2 {
					for n, c := range count {
						if c == 2 {
							d = n
						} else {
							s = n
						}
					}
				}
				if d == s {
					continue
				}
				w.numbers = []int{d, s, d}
				r.Shuffle(3, func(i, j int) { w.numbers[i], w.numbers[j] = w.numbers[j], w.numbers[i] })
				win, o = count[d] == 2 && count[s] == 1, odds["double_and_single_odds"]
			}
			key := fmt.Sprint(w.seat, w.bet, slices.Sorted(slices.Values(w.numbers)))
			if held[key] {
				continue
			}
			held[key] = true
			w.result = rules.Lose
			if win {
				w.result, w.payout = rules.Win, xPay(w.amount, o, up)
			}
			ws = append(ws, w)
		}
		xAgree(t, g, settings, map[string]any{"dice": dice}, ws, r)
	}
}

// ---- Big Six (seed 002 lines 2036-2125) ----

func TestCrossCheckBigSix(t *testing.T) {
	r := rand.New(rand.NewPCG(52, 7))
	g := wheels.BigSix()
	symbols := []string{"type_a", "type_b", "type_c", "type_d", "type_e", "type_f", "type_g"}
	mins := []int64{50, 50, 20, 10, 5, 3, 1}
	// The wheel's 52 compartments (lines 2061-2074).
	var wheel []int
	for i, n := range []int{1, 1, 2, 4, 8, 12, 24} {
		for ; n > 0; n-- {
			wheel = append(wheel, i)
		}
	}
	if len(wheel) != 52 {
		t.Fatal(len(wheel))
	}
	for round := 0; round < 2000; round++ {
		settings := map[string]string{}
		var odds [7]xOdds
		for i, s := range symbols {
			odds[i] = xBetter(r, xOdds{mins[i], 1})
			settings[s+"_odds"] = odds[i].String()
		}
		up := r.IntN(2) == 0
		if up {
			settings["fraction"] = "to_player"
		}
		respin := r.IntN(2) == 0
		if respin {
			settings["clapper_between"] = "respin"
		}
		between := r.IntN(4) == 0
		stop := wheel[r.IntN(52)]
		fields := map[string]any{}
		if between {
			fields["between"] = true
		}
		if !(between && respin) {
			fields["stop"] = symbols[stop]
		}
		var ws []xWager
		held := map[string]bool{}
		for k := r.IntN(10); k > 0; k-- {
			b := r.IntN(7)
			w := xWager{seat: 1 + r.IntN(8), bet: symbols[b], amount: xStake(r), result: rules.Lose}
			if held[fmt.Sprint(w.seat, w.bet)] {
				continue
			}
			held[fmt.Sprint(w.seat, w.bet)] = true
			switch {
			case between && respin:
				// A void spin: every wager returned (line 2119).
				w.result = rules.Push
			case b == stop:
				w.result, w.payout = rules.Win, xPay(w.amount, odds[b], up)
			}
			ws = append(ws, w)
		}
		xAgree(t, g, settings, fields, ws, r)
	}
}
