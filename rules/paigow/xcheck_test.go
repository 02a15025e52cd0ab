package paigow_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
	"github.com/tablegames/casino/rules/paigow"
)

// The cross-checks deal random rounds of Pai Gow Poker, set the dealer's
// cards by a reading of the House Way written apart from the package, set
// the players' as players do, settle every wager by a reading of the rule
// books and require the engine to verify each round with no finding, and
// to find a settlement changed by a cent.

// FiveAces ranks above every xref class (seed 002 line 3170).
const (
	FiveOfAKind = xref.RoyalFlush + 1 // wild jokers only, below five aces
	FiveAces    = xref.RoyalFlush + 2
)

// wheelHigh ranks A-2-3-4-5 second among straights (seed 002 lines
// 3177-3190): the straight's top is written 14 for the wheel and 15 for the
// ace-high straight.
func wheelHigh(v xref.Value) xref.Value {
	if v.Class == xref.Straight || v.Class == xref.StraightFlush || v.Class == xref.RoyalFlush {
		switch v.Ranks[0] {
		case 5:
			v.Ranks[0] = 14
		case 14:
			v.Ranks[0] = 15
		}
	}
	return v
}

// bugValue ranks five cards holding at most one joker that "can be used to
// complete a Straight, a Flush or a Straight Flush but is otherwise treated
// as an Ace" (seed 002 line 3204): the best of the joker as an ace, or as
// any card absent from the hand that makes a straight or a flush. Four aces
// and the joker are five aces.
func bugValue(cs []rules.Card, wheelSecond bool) xref.Value {
	j := slices.Index(cs, rules.Joker)
	fix := func(v xref.Value) xref.Value {
		if wheelSecond {
			return wheelHigh(v)
		}
		return v
	}
	if j < 0 {
		return fix(xref.Eval5(cs))
	}
	aces := 0
	for _, c := range cs {
		if c != rules.Joker && c.Rank() == rules.Ace {
			aces++
		}
	}
	if aces == 4 {
		return xref.Value{Class: FiveAces, Ranks: [5]int{14, 14, 14, 14, 14}}
	}
	h := slices.Clone(cs)
	best := xref.Value{Class: -1}
	for _, sub := range rules.Deck52() {
		if slices.Contains(cs, sub) {
			continue
		}
		h[j] = sub
		v := fix(xref.Eval5(h))
		switch v.Class {
		case xref.Straight, xref.Flush, xref.StraightFlush, xref.RoyalFlush:
		default:
			if sub.Rank() != rules.Ace {
				continue
			}
		}
		if xref.Cmp(v, best) > 0 {
			best = v
		}
	}
	return best
}

// twoValue ranks a two-card hand: a pair or two cards, the joker an ace
// (lines 3199-3205).
func twoValue(cs []rules.Card) xref.Value {
	r := func(c rules.Card) int {
		if c == rules.Joker {
			return 14
		}
		return int(c.Rank())
	}
	a, b := r(cs[0]), r(cs[1])
	if a < b {
		a, b = b, a
	}
	if a == b {
		return xref.Value{Class: xref.OnePair, Ranks: [5]int{a, a}}
	}
	return xref.Value{Class: xref.HighCard, Ranks: [5]int{a, b}}
}

// fouled: the two-card hand ranks higher than the five-card hand (line
// 3236): a pair in front needs a pair at least as high behind, two cards
// in front no higher than the back's two highest.
func fouled(front, back xref.Value) bool {
	switch {
	case back.Class > xref.OnePair:
		return false
	case front.Class == xref.OnePair && back.Class == xref.OnePair:
		return front.Ranks[0] > back.Ranks[0]
	case front.Class == xref.OnePair:
		return true
	case back.Class == xref.OnePair:
		return false
	}
	for i := 0; i < 2; i++ {
		if front.Ranks[i] != back.Ranks[i] {
			return front.Ranks[i] > back.Ranks[i]
		}
	}
	return false
}

// set is a seven-card hand set two and five.
type set struct{ front, back []rules.Card }

// pgRank is a card's rank for pairing in the House Way: the bug is an ace.
func pgRank(c rules.Card) int {
	if c == rules.Joker {
		return 14
	}
	return int(c.Rank())
}

// groups sorts seven cards into groups of one rank, larger groups first,
// then higher ranks.
func groups(cs []rules.Card) [][]rules.Card {
	by := map[int][]rules.Card{}
	for _, c := range cs {
		by[pgRank(c)] = append(by[pgRank(c)], c)
	}
	var gs [][]rules.Card
	for _, g := range by {
		gs = append(gs, g)
	}
	slices.SortFunc(gs, func(a, b []rules.Card) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return pgRank(b[0]) - pgRank(a[0])
	})
	return gs
}

func without(cs []rules.Card, out ...rules.Card) []rules.Card {
	var rest []rules.Card
	used := make([]bool, len(out))
outer:
	for _, c := range cs {
		for i, o := range out {
			if !used[i] && o == c {
				used[i] = true
				continue outer
			}
		}
		rest = append(rest, c)
	}
	return rest
}

// singlesHigh lists the cards of single groups from the highest.
func singlesHigh(gs [][]rules.Card) []rules.Card {
	var s []rules.Card
	for _, g := range gs {
		if len(g) == 1 {
			s = append(s, g[0])
		}
	}
	return s
}

// straightOrFlushBacks lists every five of cs that makes a straight, a
// flush or a straight flush (the joker completing it).
func straightOrFlushBacks(cs []rules.Card, w bool) [][]rules.Card {
	var out [][]rules.Card
	n := len(cs)
	idx := make([]int, 5)
	var rec func(start, k int)
	rec = func(start, k int) {
		if k == 5 {
			five := make([]rules.Card, 5)
			for i, x := range idx {
				five[i] = cs[x]
			}
			switch bugValue(five, w).Class {
			case xref.Straight, xref.Flush, xref.StraightFlush, xref.RoyalFlush:
				out = append(out, five)
			}
			return
		}
		for i := start; i <= n-(5-k); i++ {
			idx[k] = i
			rec(i+1, k+1)
		}
	}
	rec(0, 0)
	return out
}

// bestStraightOrFlush: of the straights, flushes and straight flushes among
// cs, the one leaving the highest two cards in front, the better back
// breaking a tie ("play the category that will allow the highest two cards
// in front", "the lower Straight or Flush in the back to place highest
// cards in front", lines 3322-3330).
func bestStraightOrFlush(cs []rules.Card, backs [][]rules.Card, w bool) (set, bool) {
	var best set
	found := false
	for _, b := range backs {
		f := without(cs, b...)
		s := set{front: f, back: b}
		if !found {
			best, found = s, true
			continue
		}
		if c := xref.Cmp(twoValue(f), twoValue(best.front)); c > 0 || (c == 0 && xref.Cmp(bugValue(b, w), bugValue(best.back, w)) > 0) {
			best = s
		}
	}
	return best, found
}

// bestSet: of the sets a row allows, the one whose back ranks highest, the
// higher front breaking a tie. A row that splits aces among which is the
// bug names no ace in particular, and the player "must make their best
// five-card hand as the High hand" (line 3236).
func bestSet(ss []set, w bool) set {
	best := ss[0]
	for _, s := range ss[1:] {
		f, b := s.values(w)
		bf, bb := best.values(w)
		if c := xref.Cmp(b, bb); c > 0 || (c == 0 && xref.Cmp(f, bf) > 0) {
			best = s
		}
	}
	return best
}

// twoOf lists every set playing two cards of g in front.
func twoOf(cs, g []rules.Card) []set {
	var out []set
	for i := range g {
		for j := i + 1; j < len(g); j++ {
			out = append(out, set{front: []rules.Card{g[i], g[j]}, back: without(cs, g[i], g[j])})
		}
	}
	return out
}

// houseWay sets seven cards by rule 13.21 (seed 002 lines 3258-3370), as
// this test reads the table.
func houseWay(cs []rules.Card, w bool) set {
	gs := groups(cs)
	sizes := []int{}
	for _, g := range gs {
		sizes = append(sizes, len(g))
	}
	singles := singlesHigh(gs)
	// front puts the given cards in front and the rest behind.
	front := func(f ...rules.Card) set { return set{front: f, back: without(cs, f...)} }
	hasSingleAtLeast := func(r int) bool {
		for _, s := range singles {
			if pgRank(s) >= r {
				return true
			}
		}
		return false
	}
	pairs := func() [][]rules.Card {
		var ps [][]rules.Card
		for _, g := range gs {
			if len(g) == 2 {
				ps = append(ps, g)
			}
		}
		return ps
	}()
	switch {
	case sizes[0] == 5: // five aces (four aces and the joker)
		if len(gs) > 1 && len(gs[1]) == 2 && pgRank(gs[1][0]) == 13 {
			return front(gs[1]...) // all five aces behind, the kings in front
		}
		return front(gs[0][0], gs[0][1])
	case sizes[0] == 4:
		quad := gs[0]
		r := pgRank(quad[0])
		if len(gs) > 1 && len(gs[1]) >= 2 {
			return front(gs[1][0], gs[1][1]) // four of a kind with a pair: the pair in front
		}
		keep := false
		switch {
		case r <= 6:
			keep = true
		case r <= 10:
			keep = hasSingleAtLeast(13)
		case r <= 13:
			keep = hasSingleAtLeast(14)
		}
		if keep {
			return front(singles[0], singles[1])
		}
		return bestSet(twoOf(cs, quad), w)
	case sizes[0] == 3 && sizes[1] == 3: // three of a kind twice: the highest pair in front
		return bestSet(twoOf(cs, gs[0]), w)
	case sizes[0] == 3 && sizes[1] == 2 && len(gs) > 2 && sizes[2] == 2:
		return front(gs[1][0], gs[1][1]) // three of a kind and two pairs: the highest pair in front
	case sizes[0] == 3 && sizes[1] == 2: // full house
		if pgRank(gs[1][0]) == 2 && len(singles) == 2 && pgRank(singles[0]) == 14 && pgRank(singles[1]) == 13 {
			return front(singles...)
		}
		return front(gs[1]...)
	case sizes[0] == 3: // three of a kind
		if backs := straightOrFlushBacks(cs, w); len(backs) > 0 {
			// With a straight or flush: play the pair in front.
			var usable [][]rules.Card
			for _, b := range backs {
				n := 0
				for _, c := range b {
					if pgRank(c) == pgRank(gs[0][0]) {
						n++
					}
				}
				if n == 1 {
					usable = append(usable, b)
				}
			}
			if s, ok := bestStraightOrFlush(cs, usable, w); ok {
				return s
			}
		}
		if pgRank(gs[0][0]) == 14 {
			// A pair of aces behind, an ace and the highest card in front.
			var ss []set
			for _, a := range gs[0] {
				ss = append(ss, front(a, singles[0]))
			}
			return bestSet(ss, w)
		}
		return front(singles[0], singles[1])
	case sizes[0] == 2 && len(pairs) == 3: // three pairs: the highest pair in front
		return front(pairs[0]...)
	case sizes[0] == 2 && len(pairs) == 2: // two pairs
		hi, lo := pairs[0], pairs[1]
		h, l := pgRank(hi[0]), pgRank(lo[0])
		group := func(r int) int {
			switch {
			case r <= 6:
				return 0
			case r <= 10:
				return 1
			case r <= 13:
				return 2
			}
			return 3
		}
		split := true
		switch gh, gl := group(h), group(l); {
		case gh == 3: // a pair of aces and any other pair: always split
		case gl == 0 && gh <= 1: // low and low, low and medium
			split = !hasSingleAtLeast(13)
		case (gl == 0 && gh == 2) || (gl == 1 && gh == 1): // low and high, medium and medium
			split = !hasSingleAtLeast(14)
		}
		if split {
			return front(lo...)
		}
		return front(singles[0], singles[1])
	case sizes[0] == 2: // one pair
		rest := without(cs, gs[0]...)
		if backs := straightOrFlushBacks(rest, w); len(backs) > 0 {
			// The five other cards make a straight or flush: the pair in
			// front (line 3332).
			return set{front: gs[0], back: rest}
		}
		return front(singles[0], singles[1])
	}
	// No pair.
	if s, ok := bestStraightOrFlush(cs, straightOrFlushBacks(cs, w), w); ok {
		return s
	}
	return front(singles[1], singles[2])
}

// handValue is a set's two values.
func (s set) values(w bool) (xref.Value, xref.Value) { return twoValue(s.front), bugValue(s.back, w) }

// fortuneLine names the Fortune lines in the order of the table (seed 002
// lines 3470-3482), which is the order they are paid in: three of a kind
// above a straight (interpretation PG7).
const (
	lineNone = iota
	lineThreePair
	lineStraight
	lineTrips
	lineFlush
	lineFullHouse
	lineQuads
	lineStraightFlush
	lineRoyal
	lineFiveAces
	lineSevenSFJoker
	lineRoyalMatch
	lineSevenSF
)

// fortune finds the highest Fortune line among seven cards, however set.
func fortune(cs []rules.Card) int {
	// Seven cards of one suit in sequence, natural or with the joker.
	if l := sevenSF(cs); l != lineNone {
		return l
	}
	classes := map[int]bool{}
	var royal [][]rules.Card
	idx := make([]int, 5)
	var rec func(start, k int)
	rec = func(start, k int) {
		if k == 5 {
			five := make([]rules.Card, 5)
			for i, x := range idx {
				five[i] = cs[x]
			}
			v := bugValue(five, true)
			classes[v.Class] = true
			if v.Class == xref.RoyalFlush {
				royal = append(royal, five)
			}
			return
		}
		for i := start; i <= len(cs)-(5-k); i++ {
			idx[k] = i
			rec(i+1, k+1)
		}
	}
	rec(0, 0)
	for _, r := range royal {
		rest := without(cs, r...)
		if rest[0] != rules.Joker && rest[1] != rules.Joker && rest[0].Suit() == rest[1].Suit() &&
			((rest[0].Rank() == rules.King && rest[1].Rank() == rules.Queen) || (rest[0].Rank() == rules.Queen && rest[1].Rank() == rules.King)) {
			return lineRoyalMatch
		}
	}
	switch {
	case classes[FiveAces]:
		return lineFiveAces
	case classes[xref.RoyalFlush]:
		return lineRoyal
	case classes[xref.StraightFlush]:
		return lineStraightFlush
	case classes[xref.Quads]:
		return lineQuads
	case classes[xref.FullHouse]:
		return lineFullHouse
	case classes[xref.Flush]:
		return lineFlush
	case classes[xref.Trips]:
		return lineTrips
	case classes[xref.Straight]:
		return lineStraight
	}
	gs := groups(cs)
	if len(gs) >= 3 && len(gs[0]) == 2 && len(gs[1]) == 2 && len(gs[2]) == 2 {
		return lineThreePair
	}
	return lineNone
}

// sevenSF: all seven cards one straight flush, the joker filling a gap or
// an end; the ace high or low.
func sevenSF(cs []rules.Card) int {
	joker := slices.Contains(cs, rules.Joker)
	var suit rules.Suit
	var ranks []int
	for _, c := range cs {
		if c == rules.Joker {
			continue
		}
		if len(ranks) > 0 && c.Suit() != suit {
			return lineNone
		}
		suit = c.Suit()
		ranks = append(ranks, int(c.Rank()))
	}
	for _, aceLow := range []bool{false, true} {
		rs := slices.Clone(ranks)
		for i, r := range rs {
			if aceLow && r == 14 {
				rs[i] = 1
			}
		}
		slices.Sort(rs)
		span := rs[len(rs)-1] - rs[0]
		distinct := len(slices.Compact(slices.Clone(rs))) == len(rs)
		if distinct && (span == 6 || (joker && span <= 6)) {
			if joker {
				return lineSevenSFJoker
			}
			return lineSevenSF
		}
	}
	return lineNone
}

// The Fortune pay tables (lines 3470-3495), indexed by line; three pair is
// -1 where printed as a stand-off.
var fortuneTables = map[string][13]int64{
	"minimum": {0, -1, 2, 3, 4, 5, 20, 50, 100, 250, 500, 1000, 2500},
	"1":       {0, -1, 2, 3, 4, 5, 20, 50, 100, 250, 750, 1000, 5000},
	"2":       {0, 0, 2, 3, 4, 5, 25, 50, 150, 400, 1000, 2000, 8000},
}

// The Envy tables (lines 3525-3568) in whole pounds, by line from four of a
// kind.
var envyTables = map[string]map[int]int64{
	"1": {lineQuads: 2, lineStraightFlush: 5, lineRoyal: 10, lineFiveAces: 25, lineSevenSFJoker: 50, lineRoyalMatch: 125, lineSevenSF: 500},
	"2": {lineQuads: 2, lineStraightFlush: 10, lineRoyal: 25, lineFiveAces: 100, lineSevenSFJoker: 250, lineRoyalMatch: 500, lineSevenSF: 2500},
}

// dealSeven deals a seven-card hand, now and then forced to a rare shape.
func dealSeven(r *rand.Rand, d *xref.Deal) []rules.Card {
	var want []rules.Card
	s := rules.Suit(r.IntN(4))
	switch r.IntN(14) {
	case 0: // four of a kind
		x := rules.Rank(2 + r.IntN(13))
		for st := rules.Spades; st <= rules.Clubs; st++ {
			want = append(want, rules.NewCard(x, st))
		}
	case 1: // five aces
		want = []rules.Card{rules.Joker}
		for st := rules.Spades; st <= rules.Clubs; st++ {
			want = append(want, rules.NewCard(rules.Ace, st))
		}
	case 2: // a royal or straight flush, the joker in it now and then
		lo := 1 + r.IntN(10)
		for k := 0; k < 5; k++ {
			x := rules.Rank(lo + k)
			if x == 1 {
				x = rules.Ace
			}
			want = append(want, rules.NewCard(x, s))
		}
		if r.IntN(2) == 0 {
			want[r.IntN(5)] = rules.Joker
		}
	case 3: // a full house
		a, b := rules.Rank(2+r.IntN(13)), rules.Rank(2+r.IntN(13))
		if a == b {
			b = a%13 + 2
		}
		want = []rules.Card{rules.NewCard(a, 0), rules.NewCard(a, 1), rules.NewCard(a, 2), rules.NewCard(b, 0), rules.NewCard(b, 3)}
	case 4: // two pairs
		a, b := rules.Rank(2+r.IntN(13)), rules.Rank(2+r.IntN(13))
		if a == b {
			b = a%13 + 2
		}
		want = []rules.Card{rules.NewCard(a, 0), rules.NewCard(a, 1), rules.NewCard(b, 2), rules.NewCard(b, 3)}
	case 5: // a flush
		for len(want) < 5 {
			c := rules.NewCard(rules.Rank(2+r.IntN(13)), s)
			if !slices.Contains(want, c) {
				want = append(want, c)
			}
		}
	case 6: // the joker
		want = []rules.Card{rules.Joker}
	}
	if len(want) > 0 && d.Remove(want...) {
		out := append(want, d.Take(7-len(want))...)
		r.Shuffle(7, func(i, j int) { out[i], out[j] = out[j], out[i] })
		return out
	}
	return d.Take(7)
}

// randomSet sets seven cards as a player might: the House Way, another set
// that does not foul, or now and then a foul.
func randomSet(r *rand.Rand, cs []rules.Card, foul bool) set {
	if !foul && r.IntN(2) == 0 {
		return houseWay(cs, true)
	}
	for range 50 {
		i, j := r.IntN(7), r.IntN(7)
		if i == j {
			continue
		}
		s := set{front: []rules.Card{cs[i], cs[j]}}
		for k, c := range cs {
			if k != i && k != j {
				s.back = append(s.back, c)
			}
		}
		f, b := s.values(true)
		if fouled(f, b) == foul {
			return s
		}
	}
	return houseWay(cs, true)
}

func setRecord(s set) map[string]any {
	return map[string]any{"front": xref.Strs(s.front), "back": xref.Strs(s.back)}
}

// beats reports whether a player's hand beats the dealer's: a copy goes to
// the dealer (lines 3386-3389).
func beats(p, d xref.Value) bool { return xref.Cmp(p, d) > 0 }

// Pai Gow Poker, Great Britain (seed 002 lines 3144-3594).
func TestCrossCheckUK(t *testing.T) {
	c := &xref.Checker{T: t, Game: paigow.UK()}
	r := rand.New(rand.NewPCG(xref.Seed(), 81))
	for n := range xref.Rounds(1500) {
		foulRule := []string{"lose", "house_way"}[r.IntN(2)]
		side := []string{"fortune", "jokolor", "none"}[r.IntN(3)]
		ft := []string{"minimum", "1", "2"}[r.IntN(3)]
		threePair := []string{"as_printed", "push", "lose"}[r.IntN(3)]
		et := []string{"1", "2"}[r.IntN(2)]
		up := r.IntN(2) == 0
		qualifying := rules.Money(500)
		settings := map[string]string{"foul": foulRule, "side_wager": side, "fortune_pay_table": ft,
			"fortune_three_pair": threePair, "envy_pay_table": et,
			"commission_rounding": map[bool]string{false: "down_to_cent", true: "up_to_cent"}[up]}
		if r.IntN(4) == 0 {
			qualifying = rules.Money(100 * (1 + r.IntN(20)))
			settings["envy_qualifying"] = qualifying.String()
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, 1, 1)}
		dealerCards := dealSeven(r, d)
		dealer := houseWay(dealerCards, true)
		df, db := dealer.values(true)
		type position struct {
			seat  int
			cards []rules.Card
			set   set
		}
		var positions []position
		for seat := 1; seat <= 6; seat++ {
			if r.IntN(4) == 0 {
				continue
			}
			cs := dealSeven(r, d)
			positions = append(positions, position{seat: seat, cards: cs, set: randomSet(r, cs, r.IntN(8) == 0)})
		}
		if len(positions) == 0 {
			continue
		}
		lines := make([]int, len(positions))
		for i, p := range positions {
			lines[i] = fortune(p.cards)
		}
		var bets []xref.Bet
		var seats []map[string]any
		var envy []map[string]any
		for i, p := range positions {
			seats = append(seats, map[string]any{"seat": p.seat, "front": xref.Strs(p.set.front), "back": xref.Strs(p.set.back)})
			play := p.set
			f, b := play.values(true)
			std := xref.Bet{Seat: p.seat, Bet: "standard", Amount: xref.Amount(r)}
			if fouled(f, b) && foulRule == "lose" {
				std.Result = rules.Lose
			} else {
				if fouled(f, b) {
					f, b = houseWay(p.cards, true).values(true)
				}
				switch wb, wf := beats(b, db), beats(f, df); {
				case wb && wf:
					std.Result, std.Payout = rules.Win, std.Amount
				case wb || wf:
					std.Result = rules.Push
				default:
					std.Result = rules.Lose
				}
			}
			var extra []xref.Bet
			switch {
			case side == "fortune" && r.IntN(2) == 0:
				fb := xref.Bet{Seat: p.seat, Bet: "fortune", Amount: xref.Amount(r), Result: rules.Lose}
				odds := fortuneTables[ft][lines[i]]
				if lines[i] == lineThreePair {
					switch {
					case threePair == "push" || (threePair == "as_printed" && ft != "2"):
						odds = -1
					default:
						odds = 0
					}
				}
				switch {
				case odds == -1:
					fb.Result = rules.Push
				case odds > 0:
					fb.Result, fb.Payout = rules.Win, rules.Money(int64(fb.Amount)*odds)
				}
				extra = append(extra, fb)
				// The Envy Bonus: for every other position's hand of four
				// of a kind or better (lines 3508-3523), the dealer's never.
				if fb.Amount >= qualifying {
					var sum int64
					for k, l := range lines {
						if k != i {
							sum += envyTables[et][l]
						}
					}
					if sum > 0 {
						envy = append(envy, map[string]any{"seat": p.seat, "payout": rules.Dollars(sum).String()})
					}
				}
			case side == "jokolor" && r.IntN(2) == 0:
				jb := xref.Bet{Seat: p.seat, Bet: "jokolor", Amount: xref.Amount(r), Result: rules.Lose}
				red, black := 0, 0
				joker := false
				for _, c := range p.cards {
					switch {
					case c == rules.Joker:
						joker = true
					case c.Suit().Red():
						red++
					default:
						black++
					}
				}
				var odds int64
				switch {
				case joker && (red == 6 || black == 6):
					odds = 30
				case red == 7 || black == 7:
					odds = 10
				case joker:
					odds = 5
				}
				if odds > 0 {
					jb.Result, jb.Payout = rules.Win, rules.Money(int64(jb.Amount)*odds)
				}
				extra = append(extra, jb)
			}
			bets = append(bets, std)
			bets = append(bets, extra...)
		}
		rec := xref.Envelope(paigow.UKGameID, n)
		rec["cards"] = map[string]any{"dealer": setRecord(dealer), "seats": seats}
		wagers := xref.Record(bets)
		// A winning Standard wager pays even money less a 5% commission
		// (line 3394), its fraction of a penny dropped or taken
		// (commission_rounding).
		for _, w := range wagers {
			if w["bet"] == "standard" && w["result"] == rules.Win {
				amt, _ := rules.ParseMoney(w["amount"].(string))
				num := int64(amt) * 5
				cm := rules.Money(num / 100)
				if up {
					cm = rules.Money((num + 99) / 100)
				}
				w["commission"] = cm.String()
			}
		}
		rec["wagers"] = wagers
		if len(envy) > 0 {
			rec["envy"] = envy
		}
		round := xref.Round{Record: rec, Settings: settings, Note: "pai-gow-poker-uk"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// ---- California: Pai Gow Poker, Joker's Wild, Fortune (seed 000) ----

// wildValue ranks five cards whose jokers "may be used as any card in the
// deck" (seed 000 line 531): the best hand over every rank the jokers may
// take, all in the suit of the other cards when they share one. Five of a
// kind ranks below five aces and above a royal flush (lines 483, 1677).
func wildValue(cs []rules.Card, wheelSecond bool) xref.Value {
	var naturals []rules.Card
	for _, c := range cs {
		if c != rules.Joker {
			naturals = append(naturals, c)
		}
	}
	n := 5 - len(naturals)
	suit := rules.Spades
	suited := len(naturals) > 0
	for _, c := range naturals {
		if c.Suit() != naturals[0].Suit() {
			suited = false
		}
	}
	if suited {
		suit = naturals[0].Suit()
	} else if len(naturals) > 0 {
		suit = (naturals[0].Suit() + 1) % 4
	}
	best := xref.Value{Class: -1}
	h := make([]rules.Card, 5)
	copy(h, naturals)
	var rec func(k int)
	rec = func(k int) {
		if k == n {
			v := xref.Eval5(h)
			if v.Ranks[0] == v.Ranks[4] && v.Class == xref.Quads {
				v.Class = FiveOfAKind
				if v.Ranks[0] == 14 {
					v.Class = FiveAces
				}
			}
			if wheelSecond {
				v = wheelHigh(v)
			}
			if xref.Cmp(v, best) > 0 {
				best = v
			}
			return
		}
		for r := rules.Two; r <= rules.Ace; r++ {
			h[len(naturals)+k] = rules.NewCard(r, suit)
			rec(k + 1)
		}
	}
	rec(0)
	return best
}

// caTwoValue: a wild joker pairs the card beside it; two jokers are a pair
// of aces; the bug is an ace.
func caTwoValue(cs []rules.Card, wild bool) xref.Value {
	a, b := cs[0], cs[1]
	if b == rules.Joker {
		a, b = b, a
	}
	if wild && a == rules.Joker && b != rules.Joker {
		return xref.Value{Class: xref.OnePair, Ranks: [5]int{int(b.Rank()), int(b.Rank())}}
	}
	return twoValue(cs)
}

type caRules struct {
	wild, wheelSecond bool
}

func (cr caRules) values(s set) (xref.Value, xref.Value) {
	if cr.wild {
		return caTwoValue(s.front, true), wildValue(s.back, cr.wheelSecond)
	}
	return twoValue(s.front), bugValue(s.back, cr.wheelSecond)
}

// caFortune is the California Fortune line of seven cards (lines
// 1677-1685): five aces 500, five of a kind 200, royal flush 100, straight
// flush 50, straight flush with the joker 30, four of a kind 25, full
// house 5, flush 4, straight 2.
func caFortune(cs []rules.Card, cr caRules) int64 {
	classes := map[int]bool{}
	natural := false
	idx := make([]int, 5)
	var rec func(start, k int)
	rec = func(start, k int) {
		if k == 5 {
			five := make([]rules.Card, 5)
			for i, x := range idx {
				five[i] = cs[x]
			}
			v := wildValue(five, cr.wheelSecond)
			classes[v.Class] = true
			if (v.Class == xref.StraightFlush || v.Class == xref.RoyalFlush) && !slices.Contains(five, rules.Joker) {
				natural = true
			}
			return
		}
		for i := start; i <= len(cs)-(5-k); i++ {
			idx[k] = i
			rec(i+1, k+1)
		}
	}
	rec(0, 0)
	switch {
	case classes[FiveAces]:
		return 500
	case classes[FiveOfAKind]:
		return 200
	case classes[xref.RoyalFlush]:
		return 100
	case natural:
		return 50
	case classes[xref.StraightFlush]:
		return 30
	case classes[xref.Quads]:
		return 25
	case classes[xref.FullHouse]:
		return 5
	case classes[xref.Flush]:
		return 4
	case classes[xref.Straight]:
		return 2
	}
	return 0
}

// caEnvy is the Envy amount another seat's hand earns (lines 1677-1685):
// four of a kind "N/A".
func caEnvy(line int64) rules.Money {
	return rules.Dollars(map[int64]int64{500: 200, 200: 100, 100: 50, 50: 25, 30: 10}[line])
}

// caSet sets seven cards as a California player might, or as the casino
// dealer sets them the logical way (the House Way of rule 13.21, with wild
// jokers as interpretation PG-W1 reads it: here only hands without a wild
// joker are set that way; a hand holding one is set by the player).
func caSet(r *rand.Rand, cs []rules.Card, cr caRules, foul bool) (set, bool) {
	if !foul && !cr.wild && r.IntN(2) == 0 {
		return houseWay(cs, cr.wheelSecond), true
	}
	for range 60 {
		i, j := r.IntN(7), r.IntN(7)
		if i == j {
			continue
		}
		s := set{front: []rules.Card{cs[i], cs[j]}}
		for k, c := range cs {
			if k != i && k != j {
				s.back = append(s.back, c)
			}
		}
		f, b := cr.values(s)
		if fouled(f, b) == foul {
			return s, false
		}
	}
	if cr.wild {
		return set{front: cs[:2], back: cs[2:]}, false
	}
	return houseWay(cs, cr.wheelSecond), true
}

func TestCrossCheckCalifornia(t *testing.T) {
	c := &xref.Checker{T: t, Game: paigow.California()}
	r := rand.New(rand.NewPCG(xref.Seed(), 82))
	for n := range xref.Rounds(1500) {
		version := []string{"fortune", "pai_gow_poker", "jokers_wild"}[r.IntN(3)]
		jokers := 1
		switch version {
		case "fortune":
			jokers = r.IntN(2)
		case "jokers_wild":
			jokers = 1 + r.IntN(3)
		}
		wheelSecond := r.IntN(2) == 0
		cr := caRules{wild: version != "pai_gow_poker", wheelSecond: wheelSecond}
		settings := map[string]string{"version": version, "jokers": string(rune('0' + jokers)),
			"wheel": map[bool]string{true: "second_highest", false: "lowest"}[wheelSecond]}
		d := &xref.Deal{Cards: xref.Shuffled(r, 1, jokers)}
		pdSeat := 1 + r.IntN(7)
		// The player-dealer sets its hand as it likes, never fouled; a
		// hand without a wild joker, now and then, by the House Way.
		pdCards := dealSeven(r, d)
		pdSet, _ := caSet(r, pdCards, cr, false)
		pf, pb := cr.values(pdSet)
		dice := 3 + r.IntN(16)
		action := (pdSeat-1+(dice-1))%7 + 1
		if action == pdSeat {
			action = pdSeat%7 + 1
		}
		type seatPlay struct {
			seat    int
			cards   []rules.Card
			set     set
			logical bool
			line    int64
		}
		var plays []seatPlay
		var seatRecs []map[string]any
		for k := 1; k < 7; k++ {
			seat := (pdSeat-1+k)%7 + 1
			if r.IntN(4) == 0 {
				continue
			}
			cs := dealSeven(r, d)
			s, logical := caSet(r, cs, cr, r.IntN(8) == 0)
			p := seatPlay{seat: seat, cards: cs, set: s, logical: logical && r.IntN(2) == 0}
			if version == "fortune" {
				p.line = caFortune(cs, cr)
			}
			plays = append(plays, p)
			m := map[string]any{"seat": seat, "front": xref.Strs(s.front), "back": xref.Strs(s.back)}
			if p.logical {
				m["house_way"] = true
			}
			seatRecs = append(seatRecs, m)
		}
		if len(plays) == 0 {
			continue
		}
		// Once the bank is exhausted the rest returned, or later losers
		// still collected (bank_exhausted).
		returns := r.IntN(2) == 0
		if !returns {
			settings["bank_exhausted"] = "losers_collected"
		}
		bank := &xref.Bank{Bank: rules.Money(100 * (50 + r.IntN(3000))), Returns: returns}
		if r.IntN(3) == 0 {
			bank.Bank = rules.Money(100 * (1 + r.IntN(100)))
		}
		// Seat by seat from the action button, each bettor's Pai Gow wager
		// before its Fortune Bonus; the Envy Bonuses after every wager.
		var order []int
		for k := 0; k < 7; k++ {
			seat := (action-1+k)%7 + 1
			for i := range plays {
				if plays[i].seat == seat {
					order = append(order, i)
				}
			}
		}
		type fortuneBet struct {
			seat, backline int
			amount         rules.Money
		}
		var bets []xref.Bet
		var fortunes []fortuneBet
		for _, i := range order {
			p := plays[i]
			f, b := cr.values(p.set)
			foul := fouled(f, b)
			// Backline bettors on a fouled hand play it set the logical
			// way; with wild jokers that is interpretation PG-W1's own
			// construction, which this test does not repeat.
			backline := !(foul && cr.wild)
			for bl := 0; bl == 0 || (backline && bl <= 2 && r.IntN(4) == 0); bl++ {
				std := xref.Bet{Seat: p.seat, Backline: bl, Bet: "standard", Amount: xref.Amount(r)}
				hf, hb := f, b
				if foul && bl > 0 {
					// Backline wagers on a fouled hand play it set the
					// logical way (lines 538, 1023).
					hf, hb = cr.values(houseWay(p.cards, cr.wheelSecond))
				}
				switch wb, wf := beats(hb, pb), beats(hf, pf); {
				case foul && bl == 0:
					std.Result = rules.Lose // forfeited (lines 534-536, 1020-1021)
				case wb && wf:
					std.Result = rules.Win
					std.Payout = std.Amount
					if version == "fortune" {
						std.Payout = xref.Pay(std.Amount, 9, 10) // line 1636
					}
				case wb || wf:
					std.Result = rules.Push
				default:
					std.Result = rules.Lose
				}
				bets = append(bets, bank.Settle(std, std.Amount))
				if version == "fortune" && r.IntN(2) == 0 {
					fb := xref.Bet{Seat: p.seat, Backline: bl, Bet: "fortune", Amount: rules.Money(100 * (1 + r.IntN(10))), Result: rules.Lose}
					if p.line > 0 {
						fb.Result, fb.Payout = rules.Win, rules.Money(int64(fb.Amount)*p.line)
					}
					bets = append(bets, bank.Settle(fb, fb.Amount))
					fortunes = append(fortunes, fortuneBet{p.seat, bl, fb.Amount})
				}
			}
		}
		var envy []map[string]any
		for _, fb := range fortunes {
			if fb.amount < rules.Dollars(5) {
				continue
			}
			var due rules.Money
			for _, p := range plays {
				if p.seat != fb.seat {
					due += caEnvy(p.line)
				}
			}
			if due == 0 {
				continue
			}
			e := bank.Settle(xref.Bet{Result: rules.Win, Payout: due}, 0)
			if e.Result == rules.Win {
				m := map[string]any{"seat": fb.seat, "payout": e.Payout.String()}
				if fb.backline > 0 {
					m["backline"] = fb.backline
				}
				envy = append(envy, m)
			}
		}
		rec := xref.Envelope(paigow.GameID, n)
		rec["dice"] = dice
		rec["cards"] = map[string]any{"player_dealer": setRecord(pdSet), "seats": seatRecs}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		if len(envy) > 0 {
			rec["envy"] = envy
		}
		round := xref.Round{Record: rec, Settings: settings, Note: "pai-gow-poker (" + version + ")"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// ---- Pokara (seed 000 lines 1499-1519, 1712-1819) ----

// pokValue ranks three Pokara cards (lines 1771-1790): trip flush, royal
// flush (A-K-Q suited), straight flush (K-Q-J, Q-J-10 suited), three of a
// kind, flush (a flush holding a pair above one without: A-A-K is the
// highest, K-J-10 the lowest), straight, pair, high card; then the cards
// from the highest, a pair before its kicker.
func pokValue(cs []rules.Card) xref.Value {
	r := []int{int(cs[0].Rank()), int(cs[1].Rank()), int(cs[2].Rank())}
	slices.SortFunc(r, func(a, b int) int { return b - a })
	suited := cs[0].Suit() == cs[1].Suit() && cs[1].Suit() == cs[2].Suit()
	straight := r[0] != r[1] && r[1] != r[2] && r[0]-r[2] == 2
	pair := r[0] == r[1] || r[1] == r[2]
	ranks := [5]int{r[0], r[1], r[2]}
	if pair && r[1] == r[2] {
		ranks = [5]int{r[1], r[2], r[0]}
	}
	switch {
	case r[0] == r[2] && suited:
		return xref.Value{Class: 7, Ranks: ranks}
	case straight && suited && r[0] == 14:
		return xref.Value{Class: 6, Ranks: ranks}
	case straight && suited:
		return xref.Value{Class: 5, Ranks: ranks}
	case r[0] == r[2]:
		return xref.Value{Class: 4, Ranks: ranks}
	case suited && pair:
		return xref.Value{Class: 3, Ranks: [5]int{1, ranks[0], ranks[1], ranks[2]}}
	case suited:
		return xref.Value{Class: 3, Ranks: [5]int{0, ranks[0], ranks[1], ranks[2]}}
	case straight:
		return xref.Value{Class: 2, Ranks: ranks}
	case pair:
		return xref.Value{Class: 1, Ranks: ranks}
	}
	return xref.Value{Class: 0, Ranks: ranks}
}

// pokHouseWay is the rank the player-dealer throws (lines 1730-1749), or 0
// to stand pat: the listed hands in any order, unless the three are one
// suit.
func pokHouseWay(cs []rules.Card) rules.Rank {
	if cs[0].Suit() == cs[1].Suit() && cs[1].Suit() == cs[2].Suit() {
		return 0
	}
	r := []int{int(cs[0].Rank()), int(cs[1].Rank()), int(cs[2].Rank())}
	slices.SortFunc(r, func(a, b int) int { return b - a })
	key := [3]int{r[0], r[1], r[2]}
	table := map[[3]int]rules.Rank{
		{14, 13, 11}: 11, {14, 13, 10}: 10, {14, 12, 11}: 14, {14, 12, 10}: 10, {14, 11, 10}: 10,
		{13, 12, 10}: 10, {13, 11, 10}: 10, {14, 14, 10}: 10, {13, 13, 10}: 10, {12, 12, 10}: 10,
		{11, 11, 10}: 10, {11, 10, 10}: 11,
	}
	return table[key]
}

// improved: the card drawn ranks above the card thrown, or the hand ranks
// higher than the hand dealt (lines 1726, 1761).
func improved(dealt, after []rules.Card, thrown, drawn rules.Card) bool {
	return drawn.Rank() > thrown.Rank() || xref.Cmp(pokValue(after), pokValue(dealt)) > 0
}

// pokBank is Pokara's bank: wagers are settled against it while it lasts,
// and once the player-dealer has won or lost as much as it wagered the
// round is over and every later wager is returned (line 1767), a push too:
// it no longer receives action.
type pokBank struct{ xref.Bank }

func (k *pokBank) settle(b xref.Bet) xref.Bet {
	if k.Net == k.Bank.Bank || k.Net == -k.Bank.Bank {
		b.Result, b.Payout = rules.NoAction, 0
		return b
	}
	return k.Bank.Settle(b, b.Amount)
}

func TestCrossCheckPokara(t *testing.T) {
	c := &xref.Checker{T: t, Game: paigow.Pokara()}
	r := rand.New(rand.NewPCG(xref.Seed(), 83))
	var pokDeck []rules.Card
	for rk := rules.Ten; rk <= rules.Ace; rk++ {
		for s := rules.Spades; s <= rules.Clubs; s++ {
			pokDeck = append(pokDeck, rules.NewCard(rk, s))
		}
	}
	bonusB := func(cs []rules.Card, v xref.Value) int64 {
		switch v.Class {
		case 7:
			if cs[0].Suit() == rules.Clubs {
				return 200
			}
			return 50
		case 6:
			return 30
		case 5:
			return 20
		case 4:
			return 8
		case 3:
			return 3
		}
		return 0
	}
	bonusA := func(cs []rules.Card, v xref.Value) int64 {
		switch v.Class {
		case 7:
			if cs[0].Rank() == rules.Ace && cs[0].Suit() == rules.Hearts {
				return 500
			}
			return 60
		case 6:
			return 30
		case 5:
			return 20
		case 4:
			return 10
		case 3:
			return 3
		}
		return 0
	}
	for n := range xref.Rounds(2000) {
		decks := 3 + r.IntN(18)
		bonusBet := []string{"b", "a", "none"}[r.IntN(3)]
		settings := map[string]string{"decks": string(rune('0'+decks/10)) + string(rune('0'+decks%10)), "bonus_bet": bonusBet}
		if decks < 10 {
			settings["decks"] = string(rune('0' + decks))
		}
		shoe := make([]rules.Card, 0, 20*decks)
		for range decks {
			shoe = append(shoe, pokDeck...)
		}
		r.Shuffle(len(shoe), func(i, j int) { shoe[i], shoe[j] = shoe[j], shoe[i] })
		d := &xref.Deal{Cards: shoe}
		deal3 := func() []rules.Card {
			if r.IntN(6) == 0 { // a trip flush, A-A-A of hearts now and then
				c := d.Cards[0]
				if r.IntN(3) == 0 {
					c = rules.NewCard(rules.Ace, rules.Hearts)
				}
				if d.Remove(c, c, c) {
					return []rules.Card{c, c, c}
				}
			}
			return slices.Clone(d.Take(3))
		}
		pdSeat := 1 + r.IntN(8)
		pdDealt := deal3()
		type hand struct {
			seat           int
			dealt, final   []rules.Card
			thrown, drawn  rules.Card
			drew, improved bool
		}
		draw := func(dealt []rules.Card, throw int) hand {
			h := hand{dealt: dealt, final: slices.Clone(dealt), drew: true, thrown: dealt[throw]}
			h.drawn = d.Take(1)[0]
			h.final[throw] = h.drawn
			h.improved = improved(dealt, h.final, h.thrown, h.drawn)
			return h
		}
		type seatPlay struct {
			h                   hand
			base, dbl, bonus    xref.Bet
			hasDouble, hasBonus bool
		}
		var plays []seatPlay
		var seatRecs []map[string]any
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(4) == 0 {
				continue
			}
			dealt := deal3()
			var h hand
			if r.IntN(2) == 0 {
				h = draw(dealt, r.IntN(3))
			} else {
				h = hand{dealt: dealt, final: slices.Clone(dealt)}
			}
			h.seat = seat
			p := seatPlay{h: h}
			stake := rules.Money(100 * 5 * (1 + r.IntN(20)))
			p.base = xref.Bet{Seat: seat, Bet: "base", Amount: stake}
			// A draw to a dealt pair or better must double (line 1762).
			p.hasDouble = h.drew && (pokValue(dealt).Class >= 1 || r.IntN(2) == 0)
			p.dbl = xref.Bet{Seat: seat, Bet: "double", Amount: stake}
			if bonusBet != "none" && r.IntN(2) == 0 {
				p.hasBonus = true
				p.bonus = xref.Bet{Seat: seat, Bet: "bonus", Amount: rules.Money(500 * (1 + r.IntN(int(stake/500))))}
				v := pokValue(dealt)
				odds := bonusB(dealt, v)
				if bonusBet == "a" {
					odds = bonusA(dealt, v)
				}
				p.bonus.Result = rules.Lose
				if odds > 0 {
					p.bonus.Result, p.bonus.Payout = rules.Win, rules.Money(int64(p.bonus.Amount)*odds)
				}
			}
			plays = append(plays, p)
			m := map[string]any{"seat": seat, "dealt": xref.Strs(dealt)}
			if h.drew {
				m["discard"] = xref.Strs([]rules.Card{h.thrown})
				m["drawn"] = xref.Strs([]rules.Card{h.drawn})
			}
			seatRecs = append(seatRecs, m)
		}
		if len(plays) == 0 {
			continue
		}
		// The player-dealer draws by the House Way.
		pd := hand{dealt: pdDealt, final: slices.Clone(pdDealt)}
		if throw := pokHouseWay(pdDealt); throw != 0 {
			i := slices.IndexFunc(pdDealt, func(c rules.Card) bool { return c.Rank() == throw })
			pd = draw(pdDealt, i)
		}
		pdRec := map[string]any{"dealt": xref.Strs(pdDealt)}
		if pd.drew {
			pdRec["discard"] = xref.Strs([]rules.Card{pd.thrown})
			pdRec["drawn"] = xref.Strs([]rules.Card{pd.drawn})
		}
		pv := pokValue(pd.final)
		for i := range plays {
			p := &plays[i]
			var res string
			switch {
			case p.h.drew && !p.h.improved:
				res = rules.Lose // surrendered at once (line 1726)
			case pd.drew && !pd.improved:
				res = rules.Win // the player-dealer loses to every live hand (line 1729)
			default:
				switch c := xref.Cmp(pokValue(p.h.final), pv); {
				case c > 0:
					res = rules.Win
				case c < 0:
					res = rules.Lose
				default:
					res = rules.Push
				}
			}
			for _, b := range []*xref.Bet{&p.base, &p.dbl} {
				b.Result = res
				if res == rules.Win {
					b.Payout = b.Amount
				}
			}
		}
		bank := &pokBank{xref.Bank{Bank: rules.Money(100 * (20 + r.IntN(800)))}}
		if r.IntN(3) == 0 {
			bank.Bank.Bank = rules.Money(100 * (5 + r.IntN(60)))
		}
		// The failed draws first, then every other wager seat by seat: the
		// hand wager, its double, the Bonus Bet.
		for i := range plays {
			p := &plays[i]
			if p.h.drew && !p.h.improved {
				p.base = bank.settle(p.base)
				if p.hasDouble {
					p.dbl = bank.settle(p.dbl)
				}
			}
		}
		var bets []xref.Bet
		for i := range plays {
			p := &plays[i]
			if !(p.h.drew && !p.h.improved) {
				p.base = bank.settle(p.base)
				if p.hasDouble {
					p.dbl = bank.settle(p.dbl)
				}
			}
			if p.hasBonus {
				p.bonus = bank.settle(p.bonus)
			}
		}
		for _, p := range plays {
			bets = append(bets, p.base)
			if p.hasDouble {
				bets = append(bets, p.dbl)
			}
			if p.hasBonus {
				bets = append(bets, p.bonus)
			}
		}
		rec := xref.Envelope(paigow.PokaraGameID, n)
		rec["cards"] = map[string]any{"player_dealer": pdRec, "seats": seatRecs}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: settings, Note: "pokara"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}
