package california

import (
	"cmp"
	"math/big"
	"math/bits"
	"slices"
	"sync"

	"github.com/tablegames/casino/rules"
)

// Every deal of a game's shoe, exactly. A deal is an ordered sequence of
// as many cards as a hand can use at most (eight for Pan 9, Super 9 and
// Baccarat 9: three cards and a hit card for each side); a hand that uses
// fewer is counted once for every way the unused positions can be filled,
// so every line's frequency is Ways/Deals over one denominator. Cards are
// dealt by value (the only thing that settles these games), each value
// weighted by the cards of it left in the shoe.
//
// The player's hand and the player-dealer's are played the house way, the
// "logical way" of the rules: Pan 9 and Super 9 draw on 5 or less and stand
// on 6 or more (lines 1845-1847, 1922-1933), so does the Baccarat 9 Player
// hand (lines 1082, 1314) beside the Banker's fixed rule, and in 9 1/2 both
// hit 5 1/2 or less and stand on 6 or more (line 1362).
//
// The counts exceed 64 bits for most shoes (eight cards from 432 have about
// 1.2e21 orders, and a 9 1/2 deal can use 24 cards), so they are kept as
// big integers (ExactFrequencies). Enumerate, the rules.Enumerator method,
// returns them as rules.Frequencies when they fit in its 64-bit fields and
// an error otherwise.

// ExactFrequencies are the exact outcomes of every bet of a game under one
// table's settings, with counts of any size.
type ExactFrequencies struct {
	Settings map[string]string
	Decks    int
	// Deals is the number of equally likely deals: ordered sequences of
	// Cards cards of the shoe.
	Deals *big.Int
	Cards int
	Bets  []ExactBet
}

// ExactBet is how often each settlement of one bet happens.
type ExactBet struct {
	Bet   string
	Lines []ExactLine
	// Return is the bettor's expected net result per unit staked.
	Return *big.Rat
}

// ExactLine is one settlement of a bet and the deals that produce it.
type ExactLine struct {
	Result string
	// Payout is what the line pays per unit staked, stake not included.
	Payout *big.Rat
	Rule   rules.Cite
	Ways   *big.Int
}

// Bet returns the frequencies of bet id, or nil.
func (f *ExactFrequencies) Bet(id string) *ExactBet {
	for i := range f.Bets {
		if f.Bets[i].Bet == id {
			return &f.Bets[i]
		}
	}
	return nil
}

// Ways sums the deals of the lines that cite rule and have the result.
func (b *ExactBet) Ways(result string, rule rules.Cite) *big.Int {
	n := new(big.Int)
	for _, l := range b.Lines {
		if l.Rule == rule && l.Result == result {
			n.Add(n, l.Ways)
		}
	}
	return n
}

// Prob is a count over the deals, as a fraction.
func (f *ExactFrequencies) Prob(ways *big.Int) *big.Rat {
	return new(big.Rat).SetFrac(ways, f.Deals)
}

// Frequencies returns the counts in the rules package's form: in its 64-bit
// fields when the deals fit, else in its big ones.
func (f *ExactFrequencies) Frequencies() (*rules.Frequencies, error) {
	out := &rules.Frequencies{Settings: f.Settings, Decks: f.Decks}
	small := f.Deals.IsUint64()
	if small {
		out.Deals = f.Deals.Uint64()
	} else {
		out.BigDeals = f.Deals
	}
	for _, b := range f.Bets {
		bf := rules.BetFrequency{Bet: b.Bet, Return: b.Return, FixedReturn: b.Return}
		for _, l := range b.Lines {
			line := rules.Line{Result: l.Result, Payout: l.Payout, Commission: new(big.Rat), Rule: l.Rule}
			if small {
				line.Ways = l.Ways.Uint64()
			} else {
				line.BigWays = l.Ways
			}
			bf.Lines = append(bf.Lines, line)
		}
		out.Bets = append(out.Bets, bf)
	}
	return out, nil
}

// enumStake is the stake every line is settled with; 6 to 5 and every
// table's odds come out in whole cents.
const enumStake = rules.Money(100000)

type lineKey struct {
	result string
	payout rules.Money
	rule   rules.Cite
}

// tally collects the ways of every line of every bet.
type tally struct {
	bets  []string
	lines []map[lineKey]*big.Int
}

func newTally(bets ...string) *tally {
	t := &tally{bets: bets, lines: make([]map[lineKey]*big.Int, len(bets))}
	for i := range t.lines {
		t.lines[i] = map[lineKey]*big.Int{}
	}
	return t
}

func (t *tally) add(bet int, p payoff, ways *big.Int) {
	if ways.Sign() == 0 {
		return
	}
	k := lineKey{p.Result.Result, p.Payout, p.rule}
	n, ok := t.lines[bet][k]
	if !ok {
		n = new(big.Int)
		t.lines[bet][k] = n
	}
	n.Add(n, ways)
}

func resultOrder(r string) int {
	switch r {
	case rules.Win:
		return 0
	case rules.Push:
		return 1
	}
	return 2
}

// frequencies turns the tally into ExactFrequencies.
func (t *tally) frequencies(s rules.Settings, decks, cards int, deals *big.Int) *ExactFrequencies {
	f := &ExactFrequencies{Settings: s.Values(), Decks: decks, Cards: cards, Deals: deals}
	stake := big.NewRat(int64(enumStake), 1)
	for i, id := range t.bets {
		b := ExactBet{Bet: id, Return: new(big.Rat)}
		for k, ways := range t.lines[i] {
			l := ExactLine{Result: k.result, Rule: k.rule, Ways: ways,
				Payout: new(big.Rat).Quo(big.NewRat(int64(k.payout), 1), stake)}
			net := new(big.Rat)
			switch k.result {
			case rules.Win:
				net.Set(l.Payout)
			case rules.Lose:
				net.SetInt64(-1)
			}
			b.Return.Add(b.Return, net.Mul(net, new(big.Rat).SetFrac(ways, deals)))
			b.Lines = append(b.Lines, l)
		}
		slices.SortFunc(b.Lines, func(x, y ExactLine) int {
			if d := resultOrder(x.Result) - resultOrder(y.Result); d != 0 {
				return d
			}
			if d := y.Payout.Cmp(x.Payout); d != 0 {
				return d
			}
			return cmp.Compare(x.Rule.Lines, y.Rule.Lines)
		})
		f.Bets = append(f.Bets, b)
	}
	return f
}

// falling returns n(n-1)...(n-k+1).
func falling(n uint64, k int) *big.Int {
	r := big.NewInt(1)
	for i := range k {
		if n < uint64(i) {
			return new(big.Int)
		}
		r.Mul(r, new(big.Int).SetUint64(n-uint64(i)))
	}
	return r
}

// u128 accumulates weights beyond 64 bits.
type u128 struct{ hi, lo uint64 }

func (a *u128) add(w uint64) {
	var c uint64
	a.lo, c = bits.Add64(a.lo, w, 0)
	a.hi += c
}

func (a u128) big() *big.Int {
	r := new(big.Int).SetUint64(a.hi)
	r.Lsh(r, 64)
	return r.Or(r, new(big.Int).SetUint64(a.lo))
}

// eightCards accumulates, per outcome class and number of cards used (6, 7
// or 8), the summed weights of the value sequences of a two-sided deal.
type eightCards struct {
	acc [][3]u128
}

func (e *eightCards) ways(class int, n uint64) *big.Int {
	w := new(big.Int)
	for k := range 3 {
		if a := e.acc[class][k]; a != (u128{}) {
			used := 6 + k
			w.Add(w, new(big.Int).Mul(a.big(), falling(n-uint64(used), 8-used)))
		}
	}
	return w
}

// walkThreeAndThree deals every value sequence of three cards to each side
// and one hit card to each side that takes one, from a shoe holding
// counts[v] cards of value v; draw says whether a side takes its hit card,
// given both sides' first three totals. leaf receives the sides' three-card totals, their hit
// card values (-1 for none) and the weight: the product of the counts left
// as each card was dealt.
func walkThreeAndThree(counts []uint64, draw func(side, threeA, threeB int) bool,
	leaf func(threeA, hitA, threeB, hitB int, cards int, w uint64)) {
	c := slices.Clone(counts)
	var rec func(k, sumA, sumB int, w uint64)
	rec = func(k, sumA, sumB int, w uint64) {
		if k == 6 {
			a, b := sumA%10, sumB%10
			if !draw(0, a, b) {
				if !draw(1, a, b) {
					leaf(a, -1, b, -1, 6, w)
					return
				}
				for v := range c {
					if c[v] > 0 {
						leaf(a, -1, b, v, 7, w*c[v])
					}
				}
				return
			}
			for x := range c {
				if c[x] == 0 {
					continue
				}
				wx := w * c[x]
				if !draw(1, a, b) {
					leaf(a, x, b, -1, 7, wx)
					continue
				}
				c[x]--
				for y := range c {
					if c[y] > 0 {
						leaf(a, x, b, y, 8, wx*c[y])
					}
				}
				c[x]++
			}
			return
		}
		for v := range c {
			if c[v] == 0 {
				continue
			}
			n := c[v]
			c[v]--
			if k < 3 {
				rec(k+1, sumA+v, sumB, w*n)
			} else {
				rec(k+1, sumA, sumB+v, w*n)
			}
			c[v]++
		}
	}
	rec(0, 0, 0, 1)
}

// runVariants enumerates each variant on its own goroutine.
func runVariants(g rules.Game, variants []rules.Settings, one func(rules.Settings) (*ExactFrequencies, error)) ([]*ExactFrequencies, error) {
	if len(variants) == 0 {
		s, err := g.Settings(nil)
		if err != nil {
			return nil, err
		}
		variants = []rules.Settings{s}
	}
	out := make([]*ExactFrequencies, len(variants))
	errs := make([]error, len(variants))
	var wg sync.WaitGroup
	for i, s := range variants {
		wg.Go(func() { out[i], errs[i] = one(s) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

func toFrequencies(fs []*ExactFrequencies, err error) ([]*rules.Frequencies, error) {
	if err != nil {
		return nil, err
	}
	out := make([]*rules.Frequencies, len(fs))
	for i, f := range fs {
		if out[i], err = f.Frequencies(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Pan 9 and Super 9.

// ninesCounts is a modified deck's cards by value: twelve picture cards
// worth 0, four each of ace to six (lines 546, 1825, 1888).
func ninesCounts(decks int) []uint64 {
	c := make([]uint64, 7)
	c[0] = 12 * uint64(decks)
	for v := 1; v <= 6; v++ {
		c[v] = 4 * uint64(decks)
	}
	return c
}

// logicalWayDraws is the logical way: draw on 5 or less (lines 1845-1847,
// 1922-1933).
func logicalWayDraws(three int) bool { return three <= 5 }

// Enumerate implements rules.Enumerator.
func (g *nines) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	return toFrequencies(g.EnumerateExact(variants...))
}

// EnumerateExact deals every hand of one player against the player-dealer,
// both playing the logical way, under each variant (the defaults when none
// is given).
func (g *nines) EnumerateExact(variants ...rules.Settings) ([]*ExactFrequencies, error) {
	return runVariants(g, variants, func(st rules.Settings) (*ExactFrequencies, error) {
		s, err := settingsOf[*ninesSettings](g.id, st)
		if err != nil {
			return nil, err
		}
		counts := ninesCounts(s.decks)
		n := 36 * uint64(s.decks)
		e := eightCards{acc: make([][3]u128, 10000)}
		walkThreeAndThree(counts, func(side, a, b int) bool {
			if side == 0 {
				return logicalWayDraws(a)
			}
			return logicalWayDraws(b)
		}, func(a, x, b, y, cards int, w uint64) {
			p, d := a, b
			if x >= 0 {
				p = (a + x) % 10
			}
			if y >= 0 {
				d = (b + y) % 10
			}
			e.acc[((a*10+p)*10+b)*10+d][cards-6].add(w)
		})
		bets := []string{BetBase}
		if s.bonus {
			bets = append(bets, BetBonusTie)
		}
		t := newTally(bets...)
		c := g.cites(s)
		for class := range e.acc {
			ways := e.ways(class, n)
			if ways.Sign() == 0 {
				continue
			}
			p := totals{three: class / 1000, final: class / 100 % 10}
			d := totals{three: class / 10 % 10, final: class % 10}
			t.add(0, g.base(c, enumStake, p, d), ways)
			if s.bonus {
				t.add(1, g.bonusTie(c, enumStake, p, d), ways)
			}
		}
		return t.frequencies(s, s.decks, 8, falling(n, 8)), nil
	})
}

// Baccarat 9.

// b9Counts is the shoe by value: per deck twenty ten-valued cards (twelve
// pictures and eight extra in version 1; four tens, twelve pictures and four
// extra in version 2) and four each of ace to six (lines 1040, 1277).
func b9Counts(decks int) []uint64 {
	c := make([]uint64, 7)
	c[0] = 20 * uint64(decks)
	for v := 1; v <= 6; v++ {
		c[v] = 4 * uint64(decks)
	}
	return c
}

// Enumerate implements rules.Enumerator.
func (g *baccarat9) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	return toFrequencies(g.EnumerateExact(variants...))
}

// EnumerateExact deals every coup, the Player hand played the house way,
// under each variant (the defaults when none is given).
func (g *baccarat9) EnumerateExact(variants ...rules.Settings) ([]*ExactFrequencies, error) {
	return runVariants(g, variants, func(st rules.Settings) (*ExactFrequencies, error) {
		s, err := settingsOf[*baccarat9Settings]("baccarat-9", st)
		if err != nil {
			return nil, err
		}
		v := s.v
		n := 44 * uint64(s.decks)
		// Classes: natural, Player three, Player hit total + 1 (0: none),
		// Banker total.
		class := func(natural bool, pt, ph, b int) int {
			i := (pt*11+ph+1)*10 + b
			if natural {
				i += 1100
			}
			return i
		}
		e := eightCards{acc: make([][3]u128, 2200)}
		natural := func(a, b int) bool { return v.naturalNine && (a == 9 || b == 9) }
		walkThreeAndThree(b9Counts(s.decks), func(side, a, b int) bool {
			if natural(a, b) {
				return false
			}
			if side == 0 {
				return a <= 5 // the house way (lines 1082, 1314)
			}
			return b <= 5 // the Banker hand (lines 1080, 1313)
		}, func(a, x, b, y, cards int, w uint64) {
			ph := -1
			if x >= 0 {
				ph = (a + x) % 10
			}
			bt := b
			if y >= 0 {
				bt = (b + y) % 10
			}
			e.acc[class(natural(a, b), a, ph, bt)][cards-6].add(w)
		})
		t := newTally(BetPlayer, BetBanker, BetTie)
		for nat := range 2 {
			for pt := range 10 {
				for ph := -1; ph < 10; ph++ {
					for bt := range 10 {
						ways := e.ways(class(nat == 1, pt, ph, bt), n)
						if ways.Sign() == 0 {
							continue
						}
						c := b9Coup{natural: nat == 1, playerThree: pt, playerHit: ph, banker: bt}
						p := c.houseWay()
						t.add(0, s.player(enumStake, p, bt), ways)
						t.add(1, s.bankerBet(enumStake, p, bt), ways)
						t.add(2, s.tie(enumStake, p, bt), ways)
					}
				}
			}
		}
		return t.frequencies(s, s.decks, 8, falling(n, 8)), nil
	})
}

// 9 1/2.

// halfClasses are a deck's cards by half-point value: class 0 is the
// sixteen tens and pictures (1 half point), class i the four cards worth
// i points (2i half points).
func halfClassValue(i int) int {
	if i == 0 {
		return 1
	}
	return 2 * i
}

// houseWayHand is one hand played the house way, as a multiset of card
// classes: its total, its card count and the number of value orders in
// which the house way deals it.
type houseWayHand struct {
	counts [10]uint8
	total  int
	cards  int
	orders uint64
}

// houseWayHands lists every hand the house way can end with: hit on 5 1/2
// or less, stand on 6 or more (line 1362). Every card but the last leaves
// the total at 5 1/2 or less, so a multiset is such a hand when its total
// is 6 or more and removing one card of some class leaves 5 1/2 or less;
// it is dealt in as many orders as the other cards can be arranged before
// that last card, summed over the possible last classes.
func houseWayHands() []houseWayHand {
	var out []houseWayHand
	var m [10]uint8
	// Enumerate the multisets that sum to 5 1/2 or less (the cards before
	// the last), then add a last card.
	seen := map[[10]uint8]bool{}
	var rec func(from, sum int)
	rec = func(from, sum int) {
		for last := range 10 {
			m[last]++
			if !seen[m] {
				seen[m] = true
				if h, ok := houseWayOf(m); ok {
					out = append(out, h)
				}
			}
			m[last]--
		}
		for i := from; i < 10; i++ {
			if sum+halfClassValue(i) < halfDealerStands {
				m[i]++
				rec(i, sum+halfClassValue(i))
				m[i]--
			}
		}
	}
	rec(0, 0)
	return out
}

func houseWayOf(m [10]uint8) (houseWayHand, bool) {
	h := houseWayHand{counts: m}
	for i, c := range m {
		h.total += int(c) * halfClassValue(i)
		h.cards += int(c)
	}
	if h.total < halfDealerStands {
		return h, false
	}
	for last := range 10 {
		if m[last] == 0 || h.total-halfClassValue(last) >= halfDealerStands {
			continue
		}
		rest := m
		rest[last]--
		h.orders += multinomial(rest)
	}
	return h, h.orders > 0
}

// multinomial is the number of orders of a multiset.
func multinomial(m [10]uint8) uint64 {
	r, n := uint64(1), uint64(0)
	for _, c := range m {
		for j := uint64(1); j <= uint64(c); j++ {
			n++
			r = r * n / j
		}
	}
	return r
}

// Enumerate implements rules.Enumerator.
func (g *nineHalf) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	return toFrequencies(g.EnumerateExact(variants...))
}

// EnumerateExact deals every hand of one player against the player-dealer,
// both playing the house way, under each variant (the defaults when none is
// given). A deal is an ordered sequence of as many cards as the two hands
// can use together.
func (g *nineHalf) EnumerateExact(variants ...rules.Settings) ([]*ExactFrequencies, error) {
	hands := houseWayHands()
	maxCards := 0
	for _, h := range hands {
		maxCards = max(maxCards, h.cards)
	}
	return runVariants(g, variants, func(st rules.Settings) (*ExactFrequencies, error) {
		s, err := settingsOf[*nineHalfSettings]("nine-and-a-half", st)
		if err != nil {
			return nil, err
		}
		var counts [10]uint64
		counts[0] = 16 * uint64(s.decks)
		for i := 1; i < 10; i++ {
			counts[i] = 4 * uint64(s.decks)
		}
		n := 52 * uint64(s.decks)
		deal := 2 * maxCards
		// The weight of a pair of hands depends only on the two multisets
		// together: group the pairs by their union, sum their orders line
		// by line, and weigh each union once.
		var payoffs []payoff
		lineOf := map[lineKey]int{}
		line := func(p, d int) int {
			po := nineHalfSettle(enumStake, p, d)
			k := lineKey{po.Result.Result, po.Payout, po.rule}
			i, ok := lineOf[k]
			if !ok {
				i = len(payoffs)
				lineOf[k] = i
				payoffs = append(payoffs, po)
			}
			return i
		}
		groups := map[uint64][]uint64{}
		for _, a := range hands {
			for _, b := range hands {
				var u uint64
				for i := range 10 {
					u |= uint64(a.counts[i]+b.counts[i]) << (6 * i)
				}
				l := line(a.total, b.total)
				g := groups[u]
				for len(g) <= l {
					g = append(g, 0)
				}
				g[l] += a.orders * b.orders
				groups[u] = g
			}
		}
		// falls[i][m] is the number of ordered ways to deal m cards of
		// class i; tails[k] fills the deal's positions a pair leaves unused.
		var falls [10][]*big.Int
		for i := range 10 {
			for m := 0; m <= deal; m++ {
				falls[i] = append(falls[i], falling(counts[i], m))
			}
		}
		tails := make([]*big.Int, deal+1)
		for k := range tails {
			tails[k] = falling(n-uint64(k), deal-k)
		}
		t := newTally(BetNineHalf)
		w, x := new(big.Int), new(big.Int)
		for u, orders := range groups {
			cards := 0
			w.SetInt64(1)
			for i := range 10 {
				m := int(u >> (6 * i) & 63)
				cards += m
				if m > 0 {
					w.Mul(w, falls[i][m])
				}
			}
			w.Mul(w, tails[cards])
			for l, o := range orders {
				if o > 0 {
					t.add(0, payoffs[l], x.Mul(w, x.SetUint64(o)))
				}
			}
		}
		return t.frequencies(s, s.decks, deal, falling(n, deal)), nil
	})
}
