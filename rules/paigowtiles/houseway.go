package paigowtiles

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// The house way is the Wild's (seed 000 lines 2980-2987), the only one the
// rule book prints; Hawaiian Gardens' rules leave their "logical way"
// undefined (lines 1205, 1208; interpretation PGT-5). Its six lines are
// about pairs, so it decides only the hands that hold a pair:
//
//   - a pair of 4, 5, 6, 10 or 11-spot tiles (Gor, Bon, Chop Ng, Chong,
//     Look, Mooy, Ping, Foo) is never split (line 2987);
//   - a pair of sevens (Tit, Chop Chit) is split when the hand holds a Teen
//     or a Day and the low hand after the split is 7 or better (2983);
//   - a pair of eights (Yun, Chop Bot) is split when the low hand after the
//     split is 7 or better (2984);
//   - the pair of nines (Chop Gow) is split when the low hand after the
//     split is 9 or better (2985);
//   - a pair of Teen or Day is split when the low hand after the split is
//     6 or better, or when the other two tiles are a nine and an eleven
//     (2986);
//   - a pair not split is kept and played as the high hand (2982).
//
// "7 or better" counts a Wong or Gong above every value. Four tiles with
// one such pair are thus set one way. With two pairs, a pair that is never
// split keeps both; two pairs whose rules agree are split or kept together;
// the one hand whose rules disagree (the eights say split, the nines keep:
// Chop Bot, Chop Bot, Chop Gow, Chop Gow) is not decided. Hands without a
// pair, a Gee Joon pair in Pai Gow Tiles (the Wild never splits it, line
// 2927; Hawaiian Gardens' rules say nothing) and, in the Wild, a hand
// holding a wild tile are not decided by these lines: any set of them is
// accepted (interpretation PGT-5).

// wayRule is one pair's line of the house way.
type wayRule struct {
	split bool
	never bool
	rule  rules.Cite
	why   string
}

func wayAt(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

// pairWay decides whether a pair of class p is split beside the tiles x and
// y; ok is false when the house way does not say.
func pairWay(p, x, y class, wild bool) (wayRule, bool) {
	lowAfterSplit := min(evaluate(p, x, wild), evaluate(p, y, wild))
	low := describe(p, x, wild)
	if evaluate(p, y, wild) < evaluate(p, x, wild) {
		low = describe(p, y, wild)
	}
	switch p {
	case gor, bon, chopNg, chong, look, mooy, ping, foo:
		return wayRule{never: true, rule: wayAt("2987"),
			why: fmt.Sprintf("a pair of %d-spot tiles is never split", p.spots())}, true
	case tit, chopChit:
		hasTeenOrDay := x <= day || y <= day
		split := hasTeenOrDay && valueAtLeast(lowAfterSplit, 7)
		why := "sevens are split with a Teen or Day when the low hand after the split is 7 or better"
		return wayRule{split: split, rule: wayAt("2983"), why: why + "; here it would be " + low}, true
	case yun, chopBot:
		return wayRule{split: valueAtLeast(lowAfterSplit, 7), rule: wayAt("2984"),
			why: "eights are split when the low hand after the split is 7 or better; here it would be " + low}, true
	case chopGow:
		return wayRule{split: valueAtLeast(lowAfterSplit, 9), rule: wayAt("2985"),
			why: "nines are split when the low hand after the split is 9 or better; here it would be " + low}, true
	case teen, day:
		nineAndEleven := (x.spots() == 9 && y.spots() == 11) || (x.spots() == 11 && y.spots() == 9)
		split := valueAtLeast(lowAfterSplit, 6) || nineAndEleven
		why := "Teens and Days are split when the low hand after the split is 6 or better, or beside a nine and an eleven; here it would be " + low
		return wayRule{split: split, rule: wayAt("2986"), why: why}, true
	}
	// Gee Joon.
	return wayRule{}, false
}

// houseWay is how the house way sets four tiles: the two hands as classes,
// the line that decides and why; ok is false when it does not decide.
func houseWay(cs [4]class, wild bool) (want [2][2]class, w wayRule, ok bool) {
	var count [numClasses]int
	for _, c := range cs {
		count[c]++
	}
	if wild && count[geeJoon] > 0 {
		return want, w, false
	}
	var pairs []class
	var others []class
	for c := range numClasses {
		switch count[c] {
		case 2:
			pairs = append(pairs, c)
		case 1:
			others = append(others, c)
		}
	}
	switch len(pairs) {
	case 1:
		p, x, y := pairs[0], others[0], others[1]
		w, ok = pairWay(p, x, y, wild)
		if !ok {
			return want, w, false
		}
		if w.split {
			return [2][2]class{{p, x}, {p, y}}, w, true
		}
		return [2][2]class{{p, p}, {x, y}}, w, true
	case 2:
		a, b := pairs[0], pairs[1]
		wa, oka := pairWay(a, b, b, wild)
		wb, okb := pairWay(b, a, a, wild)
		if !oka || !okb {
			return want, w, false
		}
		keep := [2][2]class{{a, a}, {b, b}}
		switch {
		case wa.never:
			return keep, wa, true
		case wb.never:
			return keep, wb, true
		case wa.split != wb.split:
			return want, w, false
		case wa.split:
			return [2][2]class{{a, b}, {a, b}}, wa, true
		}
		return keep, wa, true
	}
	return want, w, false
}

// samePartition reports whether two sets of four tiles are the same at the
// level of classes: the same two hands, in either order.
func samePartition(x, y [2][2]class) bool {
	norm := func(h [2]class) [2]class {
		if h[0] > h[1] {
			h[0], h[1] = h[1], h[0]
		}
		return h
	}
	x0, x1, y0, y1 := norm(x[0]), norm(x[1]), norm(y[0]), norm(y[1])
	return (x0 == y0 && x1 == y1) || (x0 == y1 && x1 == y0)
}
