package baccarat

import (
	"cmp"
	"fmt"
	"math/big"
	"runtime"
	"slices"
	"sync"

	"github.com/tablegames/casino/rules"
)

// Every deal of a shoe, exactly. A shoe of d decks holds N = 52d cards; the
// enumeration counts deals as ordered sequences of six cards, N(N-1)…(N-5),
// whether the coup uses four, five or six of them, so that every coup's
// weight is a whole number and the frequencies of all bets share one
// denominator.
//
// Cards are dealt by rank (13 ranks of 4d cards each), which settles every
// bet that does not look at suits once per rank sequence: about 1.7 million
// sequences instead of N^6. A bet that may depend on suits says so for the
// coups where it might (bet.suited); those coups are dealt again with every
// suit, each card weighted by the copies of it (same rank and suit) still in
// the shoe. A bet that looks only at the first four cards (bet.firstFour) is
// enumerated over those four cards alone.

// The frequency types are the rules package's, shared by every game that
// can enumerate its deals.
type (
	Frequencies  = rules.Frequencies
	BetFrequency = rules.BetFrequency
	Line         = rules.Line
)

// Enumerate settles every bet of g on every deal of the shoe, under each
// of the given settings (the game's defaults when none are given).
func Enumerate(g rules.Game, variants ...rules.Settings) ([]*Frequencies, error) {
	e, ok := g.(interface {
		enumerate([]rules.Settings) ([]*Frequencies, error)
	})
	if !ok {
		return nil, fmt.Errorf("baccarat: %T is not a baccarat game", g)
	}
	if len(variants) == 0 {
		s, err := g.Settings(nil)
		if err != nil {
			return nil, err
		}
		variants = []rules.Settings{s}
	}
	return e.enumerate(variants)
}

// enumStake is the stake every bet is settled with: large enough that
// odds such as 19 to 20 and a 5% commission come out in whole cents.
const enumStake = rules.Money(100000)

// lineKey identifies a settlement of one bet.
type lineKey struct {
	result     string
	payout     rules.Money
	commission rules.Money
	meter      rules.Rate
	rule       rules.Cite
}

type tally map[lineKey]uint64

func (t tally) add(p payoff, ways uint64) {
	t[lineKey{p.Result.Result, p.Payout, p.Commission, p.meter, p.rule}] += ways
}

func (g *game[S]) enumerate(variants []rules.Settings) ([]*Frequencies, error) {
	out := make([]*Frequencies, len(variants))
	typed := make([]S, len(variants))
	for i, v := range variants {
		s, ok := v.(S)
		if !ok {
			return nil, fmt.Errorf("baccarat: %s cannot enumerate with %T settings", g.id, v)
		}
		typed[i] = s
	}
	// Each variant is an independent walk; they run side by side.
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, s := range typed {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			out[i] = g.enumerateOne(s)
		})
	}
	wg.Wait()
	return out, nil
}

func (g *game[S]) enumerateOne(s S) *Frequencies {
	decks := s.shoe().Decks
	e := &enumeration[S]{g: g, s: s, decks: decks, n: uint64(52 * decks)}
	e.tallies = make([]tally, len(g.bets))
	for i := range e.tallies {
		e.tallies[i] = tally{}
	}
	for r := range e.left {
		e.left[r] = uint64(4 * decks)
	}
	e.deal(0, 1)
	e.dealFour(0, 1)

	f := &Frequencies{Settings: s.Values(), Decks: decks, Deals: e.tail(0)}
	for i, b := range g.bets {
		f.Bets = append(f.Bets, frequency(b.id, e.tallies[i], f.Deals))
	}
	return f
}

func frequency(id string, t tally, deals uint64) BetFrequency {
	bf := BetFrequency{Bet: id}
	stake := big.NewRat(int64(enumStake), 1)
	ret, fixed := new(big.Rat), new(big.Rat)
	meter := false
	for k, ways := range t {
		l := Line{Result: k.result, Meter: k.meter, Rule: k.rule, Ways: ways,
			Payout:     new(big.Rat).Quo(big.NewRat(int64(k.payout), 1), stake),
			Commission: new(big.Rat).Quo(big.NewRat(int64(k.commission), 1), stake)}
		bf.Lines = append(bf.Lines, l)
		var net *big.Rat
		switch k.result {
		case rules.Win:
			net = new(big.Rat).Sub(l.Payout, l.Commission)
		case rules.Lose:
			net = new(big.Rat).Neg(new(big.Rat).Add(big.NewRat(1, 1), l.Commission))
		default:
			net = new(big.Rat).Neg(l.Commission)
		}
		term := new(big.Rat).Mul(net, new(big.Rat).SetFrac(new(big.Int).SetUint64(ways), new(big.Int).SetUint64(deals)))
		fixed.Add(fixed, term)
		if k.meter != 0 {
			meter = true
		}
		ret.Add(ret, term)
	}
	slices.SortFunc(bf.Lines, func(a, b Line) int {
		return cmp.Or(
			cmp.Compare(resultOrder(a.Result), resultOrder(b.Result)),
			-cmp.Compare(a.Meter, b.Meter),
			-a.Payout.Cmp(b.Payout),
			a.Commission.Cmp(b.Commission),
			cmp.Compare(a.Rule.String(), b.Rule.String()))
	})
	bf.FixedReturn = fixed
	if !meter {
		bf.Return = ret
	}
	return bf
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

// enumeration is the state of one walk through the shoe.
type enumeration[S tableSettings] struct {
	g       *game[S]
	s       S
	decks   int
	n       uint64     // cards in the shoe
	left    [13]uint64 // cards of each rank still in the shoe (index rank-2)
	ranks   [6]uint8   // the ranks dealt so far
	tallies []tally
}

// tail is the number of ways to deal the rest of six cards after k:
// (N-k)(N-k-1)…(N-5).
func (e *enumeration[S]) tail(k int) uint64 {
	w := uint64(1)
	for i := k; i < 6; i++ {
		w *= e.n - uint64(i)
	}
	return w
}

// deal chooses the rank of card k and recurses until the coup is complete.
func (e *enumeration[S]) deal(k int, ways uint64) {
	if k >= 4 {
		if need := e.needs(k); need == k {
			e.settle(k, ways*e.tail(k))
			return
		}
	}
	for r := range e.left {
		if e.left[r] == 0 {
			continue
		}
		w := ways * e.left[r]
		e.left[r]--
		e.ranks[k] = uint8(r)
		e.deal(k+1, w)
		e.left[r]++
	}
}

// needs returns how many cards the coup dealt so far needs: k when it is
// complete, more otherwise.
func (e *enumeration[S]) needs(k int) int {
	d := e.g.drawing
	p := (rankValue(e.ranks[0]) + rankValue(e.ranks[2])) % 10
	b := (rankValue(e.ranks[1]) + rankValue(e.ranks[3])) % 10
	if p >= 8 || b >= 8 {
		return 4
	}
	n, third := 4, NoThirdCard
	if d.playerDraws(p) {
		n = 5
		if k < 5 {
			return 5
		}
		third = rankValue(e.ranks[4])
	}
	if d.bankerDraws(b, third) {
		n++
	}
	return n
}

func rankValue(r uint8) int { return int(values[r+2]) }

// settle settles every bet on the rank sequence of k cards, ways deals.
func (e *enumeration[S]) settle(k int, ways uint64) {
	// Representative suits: the i-th card of a rank gets the i-th suit, so
	// no two cards are identical unless the shoe forces it.
	var cards [6]rules.Card
	var seen [13]uint8
	for i := range k {
		r := e.ranks[i]
		cards[i] = rules.NewCard(rules.Rank(r+2), rules.Suit(seen[r]%4))
		seen[r]++
	}
	c, _ := e.g.drawing.Play(cards[:k])
	for i := range e.g.bets {
		b := &e.g.bets[i]
		if b.firstFour {
			continue
		}
		if b.suited != nil && b.suited(&c) {
			e.settleSuits(b, e.tallies[i], k, ways)
			continue
		}
		e.tallies[i].add(b.settle(b, c, enumStake, e.s), ways)
	}
}

// settleSuits deals every suit to the k cards of the current rank sequence
// and settles b on each. The rank sequence's deals split among its suit
// sequences in proportion to the copies of each exact card left in the
// shoe; rankWays/rankWeight scales the card-level weights back to deals.
func (e *enumeration[S]) settleSuits(b *bet[S], t tally, k int, ways uint64) {
	var cards [6]rules.Card
	var used [13][4]uint64
	// Card-level weights of all suit sequences sum to the rank-level
	// weight Π(left of rank); each suit sequence gets ways × w / Σw.
	total := uint64(1)
	{
		var usedRank [13]uint64
		for i := range k {
			r := e.ranks[i]
			total *= uint64(4*e.decks) - usedRank[r]
			usedRank[r]++
		}
	}
	per := ways / total // exact: ways = Π(rank weights) × tail
	var walk func(i int, w uint64)
	walk = func(i int, w uint64) {
		if i == k {
			c, _ := e.g.drawing.Play(cards[:k])
			t.add(b.settle(b, c, enumStake, e.s), per*w)
			return
		}
		r := e.ranks[i]
		for s := range 4 {
			left := uint64(e.decks) - used[r][s]
			if left == 0 {
				continue
			}
			used[r][s]++
			cards[i] = rules.NewCard(rules.Rank(r+2), rules.Suit(s))
			walk(i+1, w*left)
			used[r][s]--
		}
	}
	walk(0, 1)
}

// dealFour enumerates the first four cards alone for the bets that look at
// nothing else, with every suit when the bet may depend on suits.
func (e *enumeration[S]) dealFour(k int, ways uint64) {
	var four []int
	for i := range e.g.bets {
		if e.g.bets[i].firstFour {
			four = append(four, i)
		}
	}
	if len(four) == 0 {
		return
	}
	var cards [4]rules.Card
	var left [13][4]uint64
	for r := range left {
		for s := range left[r] {
			left[r][s] = uint64(e.decks)
		}
	}
	rest := e.tail(4)
	// Suit-blind bets are settled once per rank sequence; suited ones per
	// card sequence. Both walks are small: 13^4 and 52^4.
	var byRank func(i int, w uint64)
	var rankLeft [13]uint64
	for r := range rankLeft {
		rankLeft[r] = uint64(4 * e.decks)
	}
	var seen [13]uint8
	byRank = func(i int, w uint64) {
		if i == 4 {
			c := fourCardCoup(cards)
			for _, bi := range four {
				b := &e.g.bets[bi]
				if b.suited == nil || !b.suited(&c) {
					e.tallies[bi].add(b.settle(b, c, enumStake, e.s), w*rest)
				}
			}
			return
		}
		for r := range rankLeft {
			if rankLeft[r] == 0 {
				continue
			}
			cards[i] = rules.NewCard(rules.Rank(r+2), rules.Suit(seen[r]%4))
			seen[r]++
			n := rankLeft[r]
			rankLeft[r]--
			byRank(i+1, w*n)
			rankLeft[r]++
			seen[r]--
		}
	}
	byRank(0, 1)

	var bySuit func(i int, w uint64)
	bySuit = func(i int, w uint64) {
		if i == 4 {
			// The suited predicate sees ranks only, so a representative
			// with the same ranks decides whether this sequence is the
			// suited walk's to settle.
			c := fourCardCoup(cards)
			rep := representative(cards)
			for _, bi := range four {
				b := &e.g.bets[bi]
				if b.suited != nil && b.suited(&rep) {
					e.tallies[bi].add(b.settle(b, c, enumStake, e.s), w*rest)
				}
			}
			return
		}
		for r := range left {
			for s := range left[r] {
				if left[r][s] == 0 {
					continue
				}
				cards[i] = rules.NewCard(rules.Rank(r+2), rules.Suit(s))
				n := left[r][s]
				left[r][s]--
				bySuit(i+1, w*n)
				left[r][s]++
			}
		}
	}
	for _, bi := range four {
		if e.g.bets[bi].suited != nil {
			bySuit(0, 1)
			break
		}
	}
	_ = k
	_ = ways
}

// fourCardCoup is the coup of the first four cards, before any drawing:
// P1, B1, P2, B2.
func fourCardCoup(c [4]rules.Card) Coup {
	return Coup{Player: newHand(c[0], c[2]), Banker: newHand(c[1], c[3])}
}

// representative gives the cards the suits the rank walk gives them.
func representative(c [4]rules.Card) Coup {
	var seen [13]uint8
	var r [4]rules.Card
	for i, x := range c {
		k := x.Rank() - 2
		r[i] = rules.NewCard(x.Rank(), rules.Suit(seen[k]%4))
		seen[k]++
	}
	return fourCardCoup(r)
}

// Enumerate makes every baccarat variant a rules.Enumerator.
func (g *game[S]) Enumerate(variants ...rules.Settings) ([]*Frequencies, error) {
	return Enumerate(g, variants...)
}
