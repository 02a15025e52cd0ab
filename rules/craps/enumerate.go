package craps

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"strconv"

	"github.com/tablegames/casino/rules"
)

// Deals is the common denominator of every probability Enumerate gives:
// the 36 equally likely throws of two dice, times 990, the least common
// multiple of 9, 10 and 11, the throws that decide a wager standing on a
// number (a 4 or 10 and the 7: 3 + 6 = 9; a 5 or 9: 10; a 6 or 8: 11).
// A wager that stays on the layout is followed to the throw that settles
// it (the house edge per decision, as craps edges are quoted); a wager on
// the next throw counts each throw 990 times.
const Deals = 36 * 990

// lineKey is one settlement of a wager: its result, its odds on a win and
// the rule that gives it.
type lineKey struct {
	result   string
	win, per int64
	rule     rules.Cite
}

// dist is the exact distribution of a wager's settlement.
type dist map[lineKey]*big.Rat

func (d dist) add(k lineKey, p *big.Rat) {
	if x, ok := d[k]; ok {
		x.Add(x, p)
		return
	}
	d[k] = new(big.Rat).Set(p)
}

// decide follows a wager standing in one position of the table (its own
// number and the table's point) through every throw until one settles it,
// with the engine's own rules (Settings.outcome), the wager in action on
// every throw. A throw that leaves the position as it was is a loop: the
// settling throws share its probability in proportion.
func (s *Settings) decide(k kind, number, point int, faces [2]int) dist {
	out := dist{}
	loops := int64(0)
	for d1 := 1; d1 <= 6; d1++ {
		for d2 := 1; d2 <= 6; d2++ {
			t := newThrow(d1, d2)
			o := s.outcome(k, number, faces, point, t, true)
			if o.result != Stands {
				lk := lineKey{result: o.result, rule: o.rule}
				if o.result == rules.Win {
					lk.win, lk.per = o.odds.Win, o.odds.Per
				}
				out.add(lk, big.NewRat(1, 36))
				continue
			}
			n, p := number, point
			switch k {
			case kPass, kDontPass, kPassOdds, kDontPassOdds:
				p = pointAfter(point, t)
			case kCome, kDontCome:
				if number == 0 {
					n = o.moveTo
				}
			}
			if n == number && p == point {
				loops++
				continue
			}
			for lk, q := range s.decide(k, n, p, faces) {
				out.add(lk, new(big.Rat).Mul(q, big.NewRat(1, 36)))
			}
		}
	}
	scale := big.NewRat(36, 36-loops)
	for _, q := range out {
		q.Mul(q, scale)
	}
	return out
}

// enumerated is one wager the page counts, in the position it is placed
// in.
type enumerated struct {
	kind          kind
	number, point int
	faces         [2]int
	name          string
}

// spot is the spot the counts of e hold for (rules.BetFrequency.Spot):
// odds, place bets and hardways are counted on each of their numbers,
// which settle each their own way; a line or come wager from where it is
// placed, whatever number it later stands on, and a one-throw wager on
// any of its dice, settle alike.
func (e enumerated) spot() string {
	switch e.kind {
	case kPassOdds, kDontPassOdds:
		return strconv.Itoa(e.point)
	case kComeOdds, kDontComeOdds, kPlaceWin, kPlaceLose, kHardway:
		return strconv.Itoa(e.number)
	}
	return ""
}

// enumeratedBets lists every wager as placed: line wagers on the Come Out
// Roll, Come wagers in the Come box, odds, place bets and hardways on each
// of their numbers, and every one-throw wager.
func enumeratedBets() []enumerated {
	var out []enumerated
	add := func(k kind, number, point int, faces [2]int) {
		out = append(out, enumerated{kind: k, number: number, point: point, faces: faces, name: label(k, number, faces)})
	}
	add(kPass, 0, 0, [2]int{})
	add(kDontPass, 0, 0, [2]int{})
	add(kCome, 0, 6, [2]int{})
	add(kDontCome, 0, 6, [2]int{})
	points := []int{4, 5, 6, 8, 9, 10}
	for _, k := range []kind{kPassOdds, kDontPassOdds} {
		for _, n := range points {
			out = append(out, enumerated{kind: k, point: n, name: fmt.Sprintf("%s %d", bets[k].id, n)})
		}
	}
	for _, k := range []kind{kComeOdds, kDontComeOdds, kPlaceWin, kPlaceLose} {
		for _, n := range points {
			add(k, n, 6, [2]int{})
		}
	}
	for _, n := range []int{4, 6, 8, 10} {
		add(kHardway, n, 6, [2]int{})
	}
	for _, k := range []kind{kAnyCraps, kCraps2, kCraps3, kCraps12, kEleven, kAnySeven} {
		add(k, 0, 0, [2]int{})
	}
	for f := 1; f <= 6; f++ {
		add(kPair, 0, 0, [2]int{f, f})
	}
	for a := 1; a <= 6; a++ {
		for b := a + 1; b <= 6; b++ {
			add(kCombination, 0, 0, [2]int{a, b})
		}
	}
	add(kField, 0, 0, [2]int{})
	return out
}

// Enumerate gives, under each table's settings, the exact probability of
// every settlement of every wager and its house edge, over Deals.
func (game) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	if len(variants) == 0 {
		variants = []rules.Settings{nil}
	}
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := settingsFor(st)
		if err != nil {
			return nil, err
		}
		f, err := s.enumerate()
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

var resultOrder = map[string]int{rules.Win: 0, rules.Push: 1, rules.Lose: 2}

func (s *Settings) enumerate() (*rules.Frequencies, error) {
	f := &rules.Frequencies{Settings: s.Values(), Shoe: "two dice, throw after throw until each wager is decided", Deals: Deals}
	for _, e := range enumeratedBets() {
		if s.notOffered[e.kind] {
			continue
		}
		d := s.decide(e.kind, e.number, e.point, e.faces)
		keys := make([]lineKey, 0, len(d))
		for k := range d {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(a, b lineKey) int {
			fa, _, _ := a.rule.Range()
			fb, _, _ := b.rule.Range()
			return cmp.Or(cmp.Compare(resultOrder[a.result], resultOrder[b.result]), cmp.Compare(fa, fb),
				cmp.Compare(a.win*b.per, b.win*a.per))
		})
		bf := rules.BetFrequency{Bet: e.name, Wager: bets[e.kind].id, Spot: e.spot()}
		if bf.Wager == bf.Bet {
			bf.Wager = ""
		}
		ret, total := new(big.Rat), new(big.Rat)
		for _, k := range keys {
			p := d[k]
			total.Add(total, p)
			ways := new(big.Rat).Mul(p, big.NewRat(Deals, 1))
			if !ways.IsInt() {
				return nil, fmt.Errorf("%s: a probability of %s is not a whole number of %d deals", e.name, p, Deals)
			}
			l := rules.Line{Result: k.result, Payout: new(big.Rat), Commission: new(big.Rat), Rule: k.rule, Ways: ways.Num().Uint64()}
			switch k.result {
			case rules.Win:
				l.Payout = big.NewRat(k.win, k.per)
				ret.Add(ret, new(big.Rat).Mul(p, l.Payout))
			case rules.Lose:
				ret.Sub(ret, p)
			}
			bf.Lines = append(bf.Lines, l)
		}
		if total.Cmp(big.NewRat(1, 1)) != 0 {
			return nil, fmt.Errorf("%s: the settlements add up to %s", e.name, total)
		}
		bf.Return = ret
		bf.FixedReturn = new(big.Rat).Set(ret)
		f.Bets = append(f.Bets, bf)
	}
	return f, nil
}

// Notes are what the page says of its counts, and published figures to
// set beside the engine's.
func (game) Notes() []string {
	return []string{
		"The counts above are over 35,640 = 36 × 990 equally weighted outcomes: a wager on the next throw counts each of the 36 throws " +
			"990 times; a wager that stays on the layout (line, come, odds, place and hardway wagers) is followed from where it is placed " +
			"(a line wager on the Come Out Roll, a come wager in the Come box, the others on their number) to the throw that settles it, " +
			"in action on every throw, so its house edge is per decision, as craps edges are quoted. The engine follows the wager with the " +
			"rules Verify settles by; the package's tests check every figure against a count written out by hand.",
		"The Win Line and Come: 244/495 won, a house edge of 7/495 = 1.414%; the Don't Win Line and Don't Come: 949/1980 won, 1/36 void, " +
			"a house edge of 3/220 = 1.364% (https://www.casinodealerswebsite.com/-house--summary.html: 1.41% and 1.36%, at tables that bar " +
			"the 12; the rule book bars the 2 (line 1630), one throw in 36 either way, so the figures agree).",
		"Odds behind a line or come wager at the minimum odds (2 to 1, 3 to 2, 6 to 5, and laid at 1 to 2, 2 to 3, 5 to 6) are true odds: " +
			"no house edge (https://www.casinodealerswebsite.com/-house--summary.html).",
		"Place Bets to Win at 7 to 6 on 6 or 8 and 7 to 5 on 5 or 9: 1.52% and 4.00% " +
			"(https://www.betting-strategies.com/2018/03/04/craps-betting-strategies-place-number-bets/). The rule book's 9½ to 5 on 4 or 10 " +
			"gives 3.33%, where the 9 to 5 usual elsewhere gives the 6.67% that page quotes.",
		"Any Seven at 4 to 1: 16.7% (http://www.crapsvalley.com/introducing-some-of-craps.html). The rule book's Hardways at 7½ to 1 (4, 10) " +
			"and 9½ to 1 (6, 8) give 5.56% and 4.55%, and Any Craps at 7½ to 1 5.56%, where the 7 to 1 and 9 to 1 usual elsewhere give the " +
			"11.1% and 9.1% that page quotes. Craps 2, Craps 12 and a Specific Pair at 33 to 1, and Craps 3, Eleven and a Specific Non-Pair " +
			"Combination at 16 to 1, all give 2/36 = 5.56%; the Field paying 2 to 1 on 2 and 3 to 1 on 12 gives 1/36 = 2.78%.",
	}
}
