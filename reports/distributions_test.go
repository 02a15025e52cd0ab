package reports

import (
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// momentsOf reads computed distributions as the report loads them.
func momentsOf(t *testing.T, ds []models.WagerDistribution) map[string]moments {
	t.Helper()
	out := map[string]moments{}
	for _, d := range ds {
		mean, ok1 := new(big.Rat).SetString(d.Mean)
		second, ok2 := new(big.Rat).SetString(d.SecondMoment)
		if !ok1 || !ok2 {
			t.Fatalf("%s %s: %s, %s", d.Game, d.Bet, d.Mean, d.SecondMoment)
		}
		out[d.Bet] = moments{mean: mean, second: second, meter: d.Meter}
	}
	return out
}

func settingsKey(t *testing.T, values map[string]string) string {
	t.Helper()
	if len(values) == 0 {
		return ""
	}
	b, err := json.Marshal(values)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The house's mean per unit staked that the report reads from a bet's
// lines is the bettor's return the game itself works out, negated, for
// every bet of the games whose deals are counted quickly, under their
// defaults and random settings: a line the report misread (a stake half
// returned taken for a push, a deal without the bet taken for a push)
// would part them.
func TestMomentsAgreeWithEachGamesReturn(t *testing.T) {
	reg := catalog.Default()
	rng := rand.New(rand.NewPCG(5, 21))
	variants := map[string][]map[string]string{
		"roulette": {nil, {"straight_odds": "36 to 1", "split_columns_odds": "3 to 5"}, {"red_black_odds": "11 to 10", "rage_pay_table": "minimum"},
			{"rage_pay_table": "none", "dozen_odds": "5 to 2"}},
		"sic-bo":       {nil, {"double_on_triple": "loses", "small_odds": "21 to 20"}, {"total_10_11_odds": "7 to 1"}},
		"big-six":      {nil, {"type_g_odds": "6 to 5", "clapper_between": "respin"}},
		"craps":        {nil, {"place_6_8_pays": "6 to 5", "field_12_pays": "4 to 1"}, {"hard_6_pays": "10 to 1"}},
		"blackjack-uk": {nil, {"perfect_pairs": "1", "royal_match": "2"}},
	}
	if os.Getenv("CASINO_ENUMERATE_SLOW") != "" {
		// Seconds to count: its Play is not made on a folded hand.
		variants["three-card-poker-uk"] = []map[string]string{nil}
	}
	for id, vs := range variants {
		g, _ := reg.Game(id)
		// The defaults and one other variant at random.
		picked := []map[string]string{vs[0]}
		if len(vs) > 1 {
			picked = append(picked, vs[1+rng.IntN(len(vs)-1)])
		}
		for _, v := range picked {
			k := distKey{game: id, settings: settingsKey(t, v)}
			ds, err := computeDistribution(reg, k, time.Now())
			if err != nil {
				t.Fatalf("%s %v: %v", id, v, err)
			}
			m := momentsOf(t, ds)
			s, err := g.Settings(v)
			if err != nil {
				t.Fatal(err)
			}
			fs, err := g.(rules.Enumerator).Enumerate(s)
			if err != nil {
				t.Fatal(err)
			}
			for _, bf := range fs[0].Bets {
				if bf.Return == nil {
					continue
				}
				got, ok := m[bf.Key()]
				if !ok {
					t.Errorf("%s %v: %s has no distribution under %s", id, v, bf.Bet, bf.Key())
					continue
				}
				if want := new(big.Rat).Neg(bf.Return); got.mean.Cmp(want) != 0 {
					t.Errorf("%s %v: %s: the report reads a house mean of %s per unit; the game's return gives %s", id, v, bf.Bet, got.mean.RatString(), want.RatString())
				}
			}
		}
	}
}

// Every line of a bet is read for what it is: a win pays, a loss takes the
// stake less what it gives back, a push neither, and a deal without the
// bet is left out of a settled wager's distribution; a line of another
// result is an error, never a push. Worked by hand: of 10 deals, 4 make
// no bet; of the 6 others, 2 win 1 to 1 (−1 to the house), 2 lose (+1), 1
// loses with half returned (+1/2), 1 pushes: mean (−2 + 2 + 1/2)/6 =
// 1/12, mean square (2 + 2 + 1/4)/6 = 17/24.
func TestBetMomentsReadEveryLine(t *testing.T) {
	line := func(result string, ways uint64) rules.Line {
		return rules.Line{Result: result, Payout: new(big.Rat), Commission: new(big.Rat), Ways: ways}
	}
	win := line(rules.Win, 2)
	win.Payout = big.NewRat(1, 1)
	half := line(rules.Lose, 1)
	half.Returned = big.NewRat(1, 2)
	bf := rules.BetFrequency{Bet: "b", Lines: []rules.Line{win, line(rules.Lose, 2), half, line(rules.Push, 1), line(rules.NoWager, 4)}}
	mean, second, _, err := betMoments(bf, big.NewInt(10))
	if err != nil || mean.Cmp(big.NewRat(1, 12)) != 0 || second.Cmp(big.NewRat(17, 24)) != 0 {
		t.Errorf("mean %v, mean square %v, %v; want 1/12, 17/24", mean, second, err)
	}
	bf.Lines = append(bf.Lines, line("half returned", 1))
	if _, _, _, err := betMoments(bf, big.NewInt(11)); err == nil {
		t.Error("a line of an unknown result is read")
	}
}

// A settled wager finds the distribution of its own bet on its own spot:
// random roulette, Sic Bo and craps wagers, each settled by the engine's
// Verify on every outcome of one spin, throw or decision (a craps wager
// that stands on a number counts the throws that settle it), give the
// mean and mean square the report finds for the wager's bet and spot,
// exactly. Stakes of 1,320.00 make every payout at the tables' odds whole
// cents.
func TestSpotDistributionsAgreeWithVerify(t *testing.T) {
	reg := catalog.Default()
	rng := rand.New(rand.NewPCG(21, 5))
	const stake = 132000
	dists := map[distKey]map[string]moments{}
	distOf := func(game string, values map[string]string) map[string]moments {
		k := distKey{game: game, settings: settingsKey(t, values)}
		if m, ok := dists[k]; ok {
			return m
		}
		ds, err := computeDistribution(reg, k, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		dists[k] = momentsOf(t, ds)
		return dists[k]
	}
	type trial struct {
		game     string
		settings map[string]string
		bet      string
		// records writes the record of each equally likely outcome.
		records []string
	}
	money := rules.Money(stake).String()
	rouletteSets := map[string][][]int{
		"straight": {{0}, {7}, {36}}, "split": {{0, 1}, {14, 17}, {35, 36}}, "street": {{0, 2, 3}, {22, 23, 24}},
		"corner": {{8, 9, 11, 12}}, "first_four": {{0, 1, 2, 3}}, "six_line": {{31, 32, 33, 34, 35, 36}},
		"column": {{3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36}}, "dozen": {{25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36}},
		"split_dozens": {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24}},
		"red":          {nil}, "black": {nil}, "odd": {nil}, "even": {nil}, "low": {nil}, "high": {nil},
	}
	rouletteSettings := []map[string]string{nil, {"straight_odds": "36 to 1", "split_dozens_odds": "3 to 5"}, {"low_high_odds": "11 to 10"}}
	sicBoBets := [][2]any{{"small", nil}, {"big", nil}, {"odd", nil}, {"even", nil}, {"specific_triple", []int{4}},
		{"specific_double", []int{6}}, {"any_triple", nil}, {"dice_combination", []int{2, 5}}, {"single_dice", []int{3}},
		{"four_number", []int{2, 3, 4, 5}}, {"three_number", []int{1, 4, 6}}, {"double_and_single", []int{5, 5, 2}}}
	for tot := 4; tot <= 17; tot++ {
		sicBoBets = append(sicBoBets, [2]any{"three_dice_total", []int{tot}})
	}
	sicBoSettings := []map[string]string{nil, {"double_on_triple": "loses"}, {"total_4_17_odds": "61 to 1", "single_dice_two_odds": "3 to 1"}}
	var trials []trial
	for range 60 {
		switch rng.IntN(3) {
		case 0:
			bets := make([]string, 0, len(rouletteSets))
			for b := range rouletteSets {
				bets = append(bets, b)
			}
			bet := bets[rng.IntN(len(bets))]
			sets := rouletteSets[bet]
			ns := sets[rng.IntN(len(sets))]
			numbers := ""
			if ns != nil {
				b, _ := json.Marshal(ns)
				numbers = `, "numbers": ` + string(b)
			}
			tr := trial{game: "roulette", settings: rouletteSettings[rng.IntN(len(rouletteSettings))], bet: bet}
			for n := 0; n <= 36; n++ {
				tr.records = append(tr.records, fmt.Sprintf(`{"table_id": "RL-1", "hand_number": 1, "game": "roulette", "dealt_at": "2026-11-21T22:00:00Z",
				 "number": %d, "wagers": [{"seat": 1, "bet": %q%s, "amount": %q, "result": "lose", "payout": "0.00"}]}`, n, bet, numbers, money))
			}
			trials = append(trials, tr)
		case 1:
			sb := sicBoBets[rng.IntN(len(sicBoBets))]
			numbers := ""
			if sb[1] != nil {
				b, _ := json.Marshal(sb[1])
				numbers = `, "numbers": ` + string(b)
			}
			tr := trial{game: "sic-bo", settings: sicBoSettings[rng.IntN(len(sicBoSettings))], bet: sb[0].(string)}
			for d1 := 1; d1 <= 6; d1++ {
				for d2 := 1; d2 <= 6; d2++ {
					for d3 := 1; d3 <= 6; d3++ {
						tr.records = append(tr.records, fmt.Sprintf(`{"table_id": "SB-1", "hand_number": 1, "game": "sic-bo", "dealt_at": "2026-11-21T22:00:00Z",
						 "dice": [%d, %d, %d], "wagers": [{"seat": 1, "bet": %q%s, "amount": %q, "result": "lose", "payout": "0.00"}]}`, d1, d2, d3, tr.bet, numbers, money))
					}
				}
			}
			trials = append(trials, tr)
		case 2:
			trials = append(trials, crapsTrial(rng, money))
		}
	}
	for _, tr := range trials {
		g, _ := reg.Game(tr.game)
		s, err := g.Settings(tr.settings)
		if err != nil {
			t.Fatal(err)
		}
		mean, second := new(big.Rat), new(big.Rat)
		n := 0
		spot := ""
		for _, rec := range tr.records {
			h, err := g.Decode([]byte(rec))
			if err != nil {
				t.Fatalf("%s: %v", rec, err)
			}
			v, err := h.Verify(s)
			if err != nil {
				t.Fatalf("%s: %v", rec, err)
			}
			for _, st := range v.Settlements {
				if st.Bet != tr.bet {
					continue
				}
				spot = st.Spot
				x := houseNetOf(st)
				mean.Add(mean, x)
				second.Add(second, new(big.Rat).Mul(x, x))
				n++
			}
		}
		if n == 0 {
			t.Fatalf("%s %s: no outcome settles it", tr.game, tr.bet)
		}
		mean.Quo(mean, big.NewRat(int64(n), 1))
		second.Quo(second, big.NewRat(int64(n), 1))
		mo, why := coverageOf(reg, map[distKey]map[string]moments{{tr.game, settingsKey(t, tr.settings)}: distOf(tr.game, tr.settings)},
			expectedScan{Game: tr.game, Settings: settingsKey(t, tr.settings), Bet: tr.bet, Spot: spot, Decided: 1})
		switch {
		case why.Reason != "":
			t.Errorf("%s %s %q %v: not covered: %s", tr.game, tr.bet, spot, tr.settings, why.Reason)
		case mo.mean.Cmp(mean) != 0 || mo.second.Cmp(second) != 0:
			t.Errorf("%s %s %q %v: the report finds mean %s, mean square %s; Verify on every outcome gives %s, %s",
				tr.game, tr.bet, spot, tr.settings, mo.mean.RatString(), mo.second.RatString(), mean.RatString(), second.RatString())
		}
	}
}

// houseNetOf is the house's result per unit staked on a settlement as the
// rules settled it, written here from what a settled wager is: the stake
// lost less what is given back, or the payout, and any commission.
func houseNetOf(st rules.Settlement) *big.Rat {
	e := st.Expected
	var cents int64
	switch e.Result {
	case rules.Lose:
		cents = int64(st.Amount - e.Returned + e.Commission)
	case rules.Win:
		cents = int64(e.Commission - e.Payout)
	default:
		cents = int64(e.Commission)
	}
	return big.NewRat(cents, int64(st.Amount))
}

// crapsTrial is a random craps wager on a point, thrown every way: a
// wager on one throw, or one standing on a number with the flat wager it
// stands behind.
func crapsTrial(rng *rand.Rand, money string) trialCraps {
	points := []int{4, 5, 6, 8, 9, 10}
	point := points[rng.IntN(6)]
	n := points[rng.IntN(6)]
	hard := []int{4, 6, 8, 10}[rng.IntN(4)]
	type shape struct {
		bet              string
		standing, wagers []string
	}
	w := func(bet string, number int, extra string) string {
		num := ""
		if number != 0 {
			num = fmt.Sprintf(`, "number": %d`, number)
		}
		return fmt.Sprintf(`{"seat": 1, "bet": %q%s, "amount": %q%s}`, bet, num, money, extra)
	}
	st := func(bet string, number int) string {
		num := ""
		if number != 0 {
			num = fmt.Sprintf(`, "number": %d`, number)
		}
		return fmt.Sprintf(`{"seat": 1, "bet": %q%s, "amount": %q}`, bet, num, money)
	}
	shapes := []shape{
		{"place_win", nil, []string{w("place_win", n, `, "call": "on"`)}},
		{"place_lose", nil, []string{w("place_lose", n, "")}},
		{"hardway", nil, []string{w("hardway", hard, "")}},
		{"pass_odds", []string{st("pass", 0)}, []string{w("pass", 0, ""), w("pass_odds", 0, "")}},
		{"dont_pass_odds", []string{st("dont_pass", 0)}, []string{w("dont_pass", 0, ""), w("dont_pass_odds", 0, "")}},
		{"come_odds", []string{st("come", n)}, []string{w("come", n, ""), w("come_odds", n, `, "call": "on"`)}},
		{"dont_come_odds", []string{st("dont_come", n)}, []string{w("dont_come", n, ""), w("dont_come_odds", n, "")}},
		{"field", nil, []string{w("field", 0, "")}},
		{"any_craps", nil, []string{w("any_craps", 0, "")}},
		{"craps_3", nil, []string{w("craps_3", 0, "")}},
		{"eleven", nil, []string{w("eleven", 0, "")}},
		{"any_seven", nil, []string{w("any_seven", 0, "")}},
		{"pair", nil, []string{fmt.Sprintf(`{"seat": 1, "bet": "pair", "dice": [%d, %d], "amount": %q}`, hard/2, hard/2, money)}},
		{"combination", nil, []string{fmt.Sprintf(`{"seat": 1, "bet": "combination", "dice": [1, %d], "amount": %q}`, 2+rng.IntN(5), money)}},
	}
	sh := shapes[rng.IntN(len(shapes))]
	settings := []map[string]string{nil, {"place_6_8_pays": "6 to 5", "field_12_pays": "4 to 1"}, {"hard_4_pays": "8 to 1", "odds_5_9_pays": "3 to 2"}}
	tr := trialCraps{game: "craps", settings: settings[rng.IntN(len(settings))], bet: sh.bet}
	standing := ""
	if sh.standing != nil {
		standing = `, "standing": [` + strings.Join(sh.standing, ", ") + `]`
	}
	for d1 := 1; d1 <= 6; d1++ {
		for d2 := 1; d2 <= 6; d2++ {
			tr.records = append(tr.records, fmt.Sprintf(`{"table_id": "CR-1", "hand_number": 2, "game": "craps", "dealt_at": "2026-11-21T22:00:00Z",
			 "point": %d%s, "dice": [%d, %d], "wagers": [%s]}`, point, standing, d1, d2, strings.Join(sh.wagers, ", ")))
		}
	}
	return tr
}

type trialCraps = struct {
	game     string
	settings map[string]string
	bet      string
	records  []string
}

// A settlement recorded before settlements named their spot (an empty
// spot) of a bet whose distribution depends on it is named as not
// covered, and why; one of a bet whose spots settle alike is covered.
func TestSettlementsWithoutSpot(t *testing.T) {
	reg := catalog.Default()
	ds, err := computeDistribution(reg, distKey{game: "sic-bo"}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	dists := map[distKey]map[string]moments{{game: "sic-bo"}: momentsOf(t, ds)}
	if _, why := coverageOf(reg, dists, expectedScan{Game: "sic-bo", Bet: "three_dice_total", Decided: 1}); why.Reason != UncoveredNoSpot {
		t.Errorf("a Three Dice Total without its total: %q", why.Reason)
	}
	if _, why := coverageOf(reg, dists, expectedScan{Game: "sic-bo", Bet: "specific_triple", Decided: 1}); why.Reason != "" {
		t.Errorf("a Specific Triple without its number: %q", why.Reason)
	}
}
