package craps

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// ways counts the throws of two dice that make a total: 1 way for 2, 6 for
// 7, 1 for 12.
func ways(total int) int64 {
	if total < 2 || total > 12 {
		return 0
	}
	return 6 - abs(total-7)
}

func abs(n int) int64 {
	if n < 0 {
		return int64(-n)
	}
	return int64(n)
}

// Every one-throw wager over the 36 throws, through Verify: the throws each
// wins on, counted by hand from the rule book's winning totals.
func TestEveryThrowOfTheOneThrowWagers(t *testing.T) {
	want := map[string]int{
		"any_craps": 4, "craps_2": 1, "craps_3": 2, "craps_12": 1, "eleven": 2, "any_seven": 6, "field": 16,
		"pair:11": 1, "pair:22": 1, "pair:33": 1, "pair:44": 1, "pair:55": 1, "pair:66": 1,
		"combination:12": 2, "combination:13": 2, "combination:56": 2, "combination:25": 2,
	}
	// The winning totals or faces, as lines 1788-1848 give them.
	wins := func(bet string, d1, d2 int) bool {
		total := d1 + d2
		switch bet {
		case "any_craps":
			return total == 2 || total == 3 || total == 12
		case "craps_2":
			return total == 2
		case "craps_3":
			return total == 3
		case "craps_12":
			return total == 12
		case "eleven":
			return total == 11
		case "any_seven":
			return total == 7
		case "field":
			return !(total >= 5 && total <= 8)
		}
		name, faces, _ := strings.Cut(bet, ":")
		a, b := int(faces[0]-'0'), int(faces[1]-'0')
		if name == "pair" {
			return d1 == a && d2 == a
		}
		return (d1 == a && d2 == b) || (d1 == b && d2 == a)
	}
	pays := map[string]string{"any_craps": "75", "craps_2": "330", "craps_3": "160", "craps_12": "330", "eleven": "160", "any_seven": "40",
		"pair": "330", "combination": "160"}
	got := map[string]int{}
	for d1 := 1; d1 <= 6; d1++ {
		for d2 := 1; d2 <= 6; d2++ {
			var wagers []string
			for bet := range want {
				switch {
				case !wins(bet, d1, d2):
					wagers = append(wagers, "1 "+bet+" 10 lose 0")
				case bet == "field" && d1+d2 == 2:
					wagers = append(wagers, "1 field 10 win 20")
				case bet == "field" && d1+d2 == 12:
					wagers = append(wagers, "1 field 10 win 30")
				case bet == "field":
					wagers = append(wagers, "1 field 10 win 10")
				default:
					name, _, _ := strings.Cut(bet, ":")
					wagers = append(wagers, "1 "+bet+" 10 win "+pays[name])
				}
			}
			v := mustVerify(t, spec{point: 6, dice: [2]int{d1, d2}, wagers: wagers})
			for i, s := range v.Settlements {
				if s.Expected.Result == rules.Win {
					got[strings.Fields(wagers[i])[1]]++
				}
			}
		}
	}
	for bet, n := range want {
		if got[bet] != n {
			t.Errorf("%s wins on %d throws, want %d", bet, got[bet], n)
		}
	}
}

// The exact house edge of every wager the page counts, from Enumerate,
// against the edge worked out by hand from the number of throws that win
// and lose it. Published figures are checked beside them.
func TestHouseEdges(t *testing.T) {
	fs, err := New().(rules.Enumerator).Enumerate()
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	if f.Deals != 35640 {
		t.Fatalf("deals %d", f.Deals)
	}
	r := big.NewRat
	// A wager on a number settled by its number or a 7: won w ways in
	// w+l, paying odds.
	decision := func(w, l int64, odds *big.Rat) *big.Rat {
		e := new(big.Rat).Mul(r(w, w+l), odds)
		return e.Sub(e, r(l, w+l))
	}
	// The Win Line: 8 of 36 throws win on the Come Out Roll, 4 lose, and a
	// point p is made with probability ways(p)/(ways(p)+6).
	pass := r(8, 36)
	dontWin := r(3, 36)
	for _, p := range []int{4, 5, 6, 8, 9, 10} {
		set := r(ways(p), 36)
		pass.Add(pass, new(big.Rat).Mul(set, r(ways(p), ways(p)+6)))
		dontWin.Add(dontWin, new(big.Rat).Mul(set, r(6, ways(p)+6)))
	}
	passEdge := new(big.Rat).Sub(r(1, 1), new(big.Rat).Mul(pass, r(2, 1)))
	// Don't: wins dontWin, is void 1 in 36, loses the rest.
	dontLose := new(big.Rat).Sub(r(35, 36), dontWin)
	dontEdge := new(big.Rat).Sub(dontLose, dontWin)
	if pass.Cmp(r(244, 495)) != 0 || passEdge.Cmp(r(7, 495)) != 0 || dontEdge.Cmp(r(3, 220)) != 0 {
		t.Fatalf("the hand count: pass %s edge %s, don't %s", pass, passEdge, dontEdge)
	}
	want := map[string]*big.Rat{
		"pass": passEdge, "come": passEdge, "dont_pass": dontEdge, "dont_come": dontEdge,
		"any_craps": r(1, 18), "craps_2": r(1, 18), "craps_3": r(1, 18), "craps_12": r(1, 18), "eleven": r(1, 18),
		"any_seven": r(1, 6), "field": r(1, 36),
	}
	for f := 1; f <= 6; f++ {
		want[fmt.Sprintf("pair %d-%d", f, f)] = r(1, 18)
		for g := f + 1; g <= 6; g++ {
			want[fmt.Sprintf("combination %d-%d", f, g)] = r(1, 18)
		}
	}
	minimum := map[int][4]*big.Rat{ // take, lay, place to win, place to lose
		4: {r(2, 1), r(1, 2), r(19, 10), r(5, 11)}, 10: {r(2, 1), r(1, 2), r(19, 10), r(5, 11)},
		5: {r(3, 2), r(2, 3), r(7, 5), r(5, 8)}, 9: {r(3, 2), r(2, 3), r(7, 5), r(5, 8)},
		6: {r(6, 5), r(5, 6), r(7, 6), r(4, 5)}, 8: {r(6, 5), r(5, 6), r(7, 6), r(4, 5)},
	}
	neg := func(x *big.Rat) *big.Rat { return new(big.Rat).Neg(x) }
	for n, o := range minimum {
		w := ways(n)
		for _, bet := range []string{"pass_odds", "come_odds"} {
			want[fmt.Sprintf("%s %d", bet, n)] = neg(decision(w, 6, o[0]))
		}
		for _, bet := range []string{"dont_pass_odds", "dont_come_odds"} {
			want[fmt.Sprintf("%s %d", bet, n)] = neg(decision(6, w, o[1]))
		}
		want[fmt.Sprintf("place_win %d", n)] = neg(decision(w, 6, o[2]))
		want[fmt.Sprintf("place_lose %d", n)] = neg(decision(6, w, o[3]))
	}
	// A hardway: 1 throw wins, the other ways of its total and the 6
	// sevens lose; 7½ to 1 on 4 and 10, 9½ to 1 on 6 and 8.
	for _, n := range []int{4, 10} {
		want[fmt.Sprintf("hardway %d", n)] = neg(decision(1, ways(n)-1+6, r(15, 2)))
	}
	for _, n := range []int{6, 8} {
		want[fmt.Sprintf("hardway %d", n)] = neg(decision(1, ways(n)-1+6, r(19, 2)))
	}
	seen := map[string]bool{}
	for _, bf := range f.Bets {
		seen[bf.Bet] = true
		w, ok := want[bf.Bet]
		if !ok {
			t.Errorf("%s: no edge worked out by hand", bf.Bet)
			continue
		}
		if edge := new(big.Rat).Neg(bf.Return); edge.Cmp(w) != 0 {
			t.Errorf("%s: house edge %s, by hand %s", bf.Bet, edge, w)
		}
		var total uint64
		for _, l := range bf.Lines {
			total += l.Ways
		}
		if total != f.Deals {
			t.Errorf("%s: %d of %d deals", bf.Bet, total, f.Deals)
		}
	}
	for bet := range want {
		if !seen[bet] {
			t.Errorf("%s is not counted", bet)
		}
	}
	// The Win Line's lines: 7 or 11 on the Come Out Roll 8/36, craps 4/36,
	// the point made 244/495 - 8/36.
	lines := map[string]uint64{}
	for _, l := range f.Bet("pass").Lines {
		lines[l.Result+" "+l.Rule.Lines] = l.Ways
	}
	if lines["win 1573"] != 7920 || lines["lose 1575"] != 3960 || lines["win 1583-1584"] != 17568-7920 || lines["lose 1621-1622"] != 35640-17568-3960 {
		t.Errorf("pass lines %v", lines)
	}
	if void := f.Bet("dont_pass").WaysOf(rules.Push); void != 990 {
		t.Errorf("the Don't Win Line is void on %d of 35,640, want 990 (the 2)", void)
	}
	// Published figures, to the precision they are quoted:
	// https://www.casinodealerswebsite.com/-house--summary.html (Win Line
	// 1.41%, Don't Win Line 1.36%, odds 0);
	// https://www.betting-strategies.com/2018/03/04/craps-betting-strategies-place-number-bets/
	// (place 6 or 8 at 7 to 6 1.52%, 5 or 9 at 7 to 5 4.00%);
	// http://www.crapsvalley.com/introducing-some-of-craps.html (Any
	// Seven at 4 to 1 16.7%). The Field with 2 to 1 and 3 to 1: 2.78%
	// (Wizard of Odds, https://wizardofodds.com/games/craps/).
	for bet, pct := range map[string]string{"pass": "1.41", "dont_pass": "1.36", "pass_odds 4": "0.00", "dont_pass_odds 6": "0.00",
		"place_win 6": "1.52", "place_win 5": "4.00", "any_seven": "16.67", "field": "2.78"} {
		edge, _ := new(big.Rat).Neg(f.Bet(bet).Return).Float64()
		if got := fmt.Sprintf("%.2f", edge*100); got != pct {
			t.Errorf("%s: %s%%, published %s%%", bet, got, pct)
		}
	}
}

// The table's odds move the edges: paid at true odds, a Place Bet to Win
// on 4 and Any Craps have none; a bet the table does not offer is not
// counted.
func TestHouseEdgesAtOtherOdds(t *testing.T) {
	s := settings(t, "place_4_10_pays", "2 to 1", "any_craps_pays", "8 to 1")
	fs, err := New().(rules.Enumerator).Enumerate(s)
	if err != nil {
		t.Fatal(err)
	}
	for bet, want := range map[string]*big.Rat{"place_win 4": big.NewRat(0, 1), "any_craps": big.NewRat(0, 1)} {
		if got := new(big.Rat).Neg(fs[0].Bet(bet).Return); got.Cmp(want) != 0 {
			t.Errorf("%s at true odds: edge %s", bet, got)
		}
	}
	fs, err = New().(rules.Enumerator).Enumerate(settings(t, keyNotOffered, "pair,combination,field"))
	if err != nil {
		t.Fatal(err)
	}
	for _, bf := range fs[0].Bets {
		if strings.HasPrefix(bf.Bet, "pair") || strings.HasPrefix(bf.Bet, "combination") || bf.Bet == "field" {
			t.Errorf("%s counted at a table that does not offer it", bf.Bet)
		}
	}
}
