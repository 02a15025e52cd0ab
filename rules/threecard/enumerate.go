package threecard

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"sync"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Every deal, exactly. A deal is the player's three cards and the dealer's
// three from the other 49: C(52,3) × C(49,3) = 22,100 × 18,424 =
// 407,170,400 equally likely deals, one denominator for every bet. The
// Ante and Play are counted by suit classes: two player hands that differ
// only by a renaming of the suits win, tie and lose against the same
// number of dealer hands, so each of the 1,755 classes is played once
// against every dealer hand disjoint from it, weighted by the hands in the
// class. The Pair Plus and Ante Bonus look at the player's cards alone;
// the 6 Card Bonus at the six cards of both hands, each set of six split
// C(6,3) = 20 ways between them.

// Deals is the number of equally likely deals of a round.
const Deals = 22100 * 18424

// dealerHands is the number of dealer hands against one player hand.
const dealerHands = 18424

// NoWager is the result of a line on which the bet was not made: the Play
// of a hand the strategy folds.
const NoWager = rules.NoWager

// hand3 is one of the 22,100 three-card hands.
type hand3 struct {
	cards [3]rules.Card
	mask  uint64
	value poker.Three
}

// playerClass is a class of player hands alike up to the suits, with its
// tally against every dealer hand: by whether the dealer qualifies, how
// many dealer hands the player's is higher than, equal to, lower than.
type playerClass struct {
	hand   hand3
	weight uint64
	vs     [2][3]uint64 // [qualifies][lower, equal, higher]
}

type tallies struct {
	classes []playerClass
	// six counts the six-card sets by the 6 Card Bonus row they hit
	// (index in sixCardBonus), the last entry those that hit none.
	six [8]uint64
}

var allHands = sync.OnceValue(func() []hand3 {
	deck := rules.Deck52()
	out := make([]hand3, 0, 22100)
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				h := hand3{cards: [3]rules.Card{deck[a], deck[b], deck[c]}, mask: 1<<a | 1<<b | 1<<c}
				h.value = poker.Eval3(h.cards)
				out = append(out, h)
			}
		}
	}
	return out
})

// suitPerms lists the 24 renamings of the four suits.
var suitPerms = func() [][4]rules.Suit {
	var out [][4]rules.Suit
	for a := range 4 {
		for b := range 4 {
			for c := range 4 {
				for d := range 4 {
					if a != b && a != c && a != d && b != c && b != d && c != d {
						out = append(out, [4]rules.Suit{rules.Suit(a), rules.Suit(b), rules.Suit(c), rules.Suit(d)})
					}
				}
			}
		}
	}
	return out
}()

// classKey is the smallest encoding of the hand's cards under every
// renaming of the suits.
func classKey(cards [3]rules.Card) int {
	best := -1
	for _, p := range suitPerms {
		var ix [3]int
		for i, c := range cards {
			ix[i] = rules.NewCard(c.Rank(), p[c.Suit()]).Index()
		}
		slices.Sort(ix[:])
		k := (ix[0]*52+ix[1])*52 + ix[2]
		if best < 0 || k < best {
			best = k
		}
	}
	return best
}

var counted = sync.OnceValue(func() *tallies {
	hands := allHands()
	t := &tallies{}
	index := map[int]int{}
	for _, h := range hands {
		k := classKey(h.cards)
		if i, ok := index[k]; ok {
			t.classes[i].weight++
			continue
		}
		index[k] = len(t.classes)
		t.classes = append(t.classes, playerClass{hand: h, weight: 1})
	}
	var wg sync.WaitGroup
	const parts = 4
	for p := range parts {
		wg.Go(func() {
			for i := p; i < len(t.classes); i += parts {
				c := &t.classes[i]
				for _, d := range hands {
					if d.mask&c.hand.mask != 0 {
						continue
					}
					q := 0
					if qualifies(d.value) {
						q = 1
					}
					c.vs[q][versus(c.hand.value, d.value)+1]++
				}
			}
		})
	}
	wg.Go(func() { t.six = countSix() })
	wg.Wait()
	return t
})

// countSix counts every set of six cards by its best five.
func countSix() [8]uint64 {
	deck := rules.Deck52()
	var n [8]uint64
	var six [6]rules.Card
	for a := 0; a < 52; a++ {
		six[0] = deck[a]
		for b := a + 1; b < 52; b++ {
			six[1] = deck[b]
			for c := b + 1; c < 52; c++ {
				six[2] = deck[c]
				for d := c + 1; d < 52; d++ {
					six[3] = deck[d]
					for e := d + 1; e < 52; e++ {
						six[4] = deck[e]
						for f := e + 1; f < 52; f++ {
							six[5] = deck[f]
							if r := sixRowOf(poker.Best(six[:])); r != nil {
								n[r.index()]++
							} else {
								n[len(sixCardBonus)]++
							}
						}
					}
				}
			}
		}
	}
	return n
}

func (r *fiveRow) index() int {
	for i := range sixCardBonus {
		if &sixCardBonus[i] == r {
			return i
		}
	}
	panic("threecard: not a 6 Card Bonus row")
}

// lineKey identifies one settlement of a bet.
type lineKey struct {
	result string
	odds   rules.Odds
	rule   rules.Cite
}

type tally map[lineKey]uint64

func (t tally) add(result string, odds rules.Odds, rule rules.Cite, ways uint64) {
	if ways > 0 {
		t[lineKey{result, odds, rule}] += ways
	}
}

// frequency turns a tally into a bet's lines. The return is per unit
// staked on the deals where the bet was made (NoWager lines left out); a
// bet with no stake of its own (the Ante Bonus) counts every deal, per unit
// of the Ante it is paid on.
func frequency(bet string, t tally) rules.BetFrequency {
	bf := rules.BetFrequency{Bet: bet}
	sum, staked := new(big.Int), new(big.Int)
	for k, ways := range t {
		l := rules.Line{Result: k.result, Rule: k.rule, Ways: ways, Commission: new(big.Rat),
			Payout: new(big.Rat)}
		if k.result == rules.Win {
			l.Payout.SetFrac64(k.odds.Win, k.odds.Per)
		}
		bf.Lines = append(bf.Lines, l)
		w := new(big.Int).SetUint64(ways)
		switch k.result {
		case rules.Win:
			// Odds here are all n to 1.
			sum.Add(sum, new(big.Int).Mul(w, big.NewInt(k.odds.Win/k.odds.Per)))
		case rules.Lose:
			sum.Sub(sum, w)
		}
		if k.result != NoWager {
			staked.Add(staked, w)
		}
	}
	slices.SortFunc(bf.Lines, func(a, b rules.Line) int {
		return cmp.Or(cmp.Compare(resultOrder(a.Result), resultOrder(b.Result)), -a.Payout.Cmp(b.Payout),
			cmp.Compare(a.Rule.Lines, b.Rule.Lines))
	})
	if staked.Sign() > 0 {
		bf.Return = new(big.Rat).SetFrac(sum, staked)
		bf.FixedReturn = bf.Return
	}
	return bf
}

func resultOrder(r string) int {
	switch r {
	case rules.Win:
		return 0
	case rules.Push:
		return 1
	case rules.Lose:
		return 2
	}
	return 3
}

// Strategy is the decision the enumeration takes for each player hand.
type Strategy struct {
	// Play lists, per class, whether the hand plays.
	play []bool
	// Lowest is the lowest hand played.
	Lowest poker.Three
}

// optimal plays a hand when playing loses no more than folding, the Ante
// then lost (ev gives the hand's total of Ante and Play, with any bonus,
// over the dealer hands, in units of the Ante).
func optimal(t *tallies, ev func(c *playerClass) int64) Strategy {
	s := Strategy{play: make([]bool, len(t.classes))}
	for i := range t.classes {
		c := &t.classes[i]
		s.play[i] = ev(c) >= -dealerHands
		if s.play[i] && (s.Lowest == 0 || c.hand.value < s.Lowest) {
			s.Lowest = c.hand.value
		}
	}
	return s
}

// ukPlay is a Great Britain hand's Ante, Play and Ante Bonus summed over
// every dealer hand, in units of the Ante, when it plays.
func ukPlay(c *playerClass) int64 {
	nq := c.vs[0][0] + c.vs[0][1] + c.vs[0][2]
	ev := int64(nq) + 2*int64(c.vs[1][2]) - 2*int64(c.vs[1][0])
	if r := threeRowOf(ukAnteBonus, c.hand.value); r != nil {
		ev += r.odds.Win / r.odds.Per * dealerHands
	}
	return ev
}

// caPlay is the same for the California version: no Ante Bonus, and an
// Ante that pushes unless it is higher when the player-dealer does not
// qualify (line 2506).
func caPlay(c *playerClass) int64 {
	return int64(c.vs[0][2]) + 2*int64(c.vs[1][2]) - 2*int64(c.vs[1][0])
}

// UKStrategy returns the optimal strategy of the Great Britain game.
func UKStrategy() Strategy { return optimal(counted(), ukPlay) }

// CAStrategy returns the optimal strategy of the California game.
func CAStrategy() Strategy { return optimal(counted(), caPlay) }

// Enumerate settles every bet of a Great Britain table on every deal under
// the optimal strategy (UKStrategy).
func (ukGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	if len(variants) == 0 {
		variants = []rules.Settings{DefaultUKSettings()}
	}
	t := counted()
	strat := optimal(t, ukPlay)
	out := make([]*rules.Frequencies, len(variants))
	for vi, v := range variants {
		s, err := ukSettingsFor(v)
		if err != nil {
			return nil, err
		}
		ante, play, bonus, pp := tally{}, tally{}, tally{}, tally{}
		for i := range t.classes {
			c := &t.classes[i]
			all := c.weight * dealerHands
			if r := threeRowOf(ukPairPlus, c.hand.value); strat.play[i] || s.PairPlusOnFold == PairPlusSettled {
				if r != nil {
					pp.add(rules.Win, r.odds, r.rule, all)
				} else {
					pp.add(rules.Lose, rules.Odds{}, ukCitePPLoses, all)
				}
			} else {
				pp.add(rules.Lose, rules.Odds{}, ukCiteFold, all)
			}
			if !strat.play[i] {
				ante.add(rules.Lose, rules.Odds{}, ukCiteFold, all)
				play.add(NoWager, rules.Odds{}, ukCiteFold, all)
				bonus.add(rules.Push, rules.Odds{}, ukCiteBonus, all)
				continue
			}
			nq := c.weight * (c.vs[0][0] + c.vs[0][1] + c.vs[0][2])
			one := rules.ToOne(1)
			ante.add(rules.Win, one, ukCiteNoQAnte, nq)
			play.add(rules.Push, rules.Odds{}, ukCiteNoQPlay, nq)
			for _, tl := range []tally{ante, play} {
				tl.add(rules.Win, one, ukCiteWin, c.weight*c.vs[1][2])
				tl.add(rules.Push, rules.Odds{}, ukCiteVoid, c.weight*c.vs[1][1])
				tl.add(rules.Lose, rules.Odds{}, ukCiteLose, c.weight*c.vs[1][0])
			}
			if r := threeRowOf(ukAnteBonus, c.hand.value); r != nil {
				bonus.add(rules.Win, r.odds, r.rule, all)
			} else {
				bonus.add(rules.Push, rules.Odds{}, ukCiteBonus, all)
			}
		}
		out[vi] = &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: Deals, Bets: []rules.BetFrequency{
			frequency(BetAnte, ante), frequency(BetPlay, play), frequency(BetAnteBonus, bonus), frequency(BetPairPlus, pp)}}
	}
	return out, nil
}

// Enumerate settles every bet of a California table on every deal under
// the optimal strategy (CAStrategy), before any player-dealer's bank runs
// out: the figures are the player-dealer's, with no collection fee.
func (caGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	if len(variants) == 0 {
		variants = []rules.Settings{DefaultCASettings()}
	}
	t := counted()
	strat := optimal(t, caPlay)
	ante, play, pp, six := tally{}, tally{}, tally{}, tally{}
	for i := range t.classes {
		c := &t.classes[i]
		all := c.weight * dealerHands
		if !strat.play[i] {
			ante.add(rules.Lose, rules.Odds{}, caCiteFold, all)
			play.add(NoWager, rules.Odds{}, caCiteFold, all)
			pp.add(rules.Lose, rules.Odds{}, caCitePPFold, all)
			continue
		}
		if r := threeRowOf(caPairPlus, c.hand.value); r != nil {
			pp.add(rules.Win, r.odds, r.rule, all)
		} else {
			pp.add(rules.Lose, rules.Odds{}, caCitePPLose, all)
		}
		one := rules.ToOne(1)
		ante.add(rules.Win, one, caCiteNoQAnte, c.weight*c.vs[0][2])
		ante.add(rules.Push, rules.Odds{}, caCiteTie, c.weight*c.vs[0][1])
		ante.add(rules.Push, rules.Odds{}, caCiteNoQAnte, c.weight*c.vs[0][0])
		play.add(rules.Push, rules.Odds{}, caCiteNoQPlay, c.weight*(c.vs[0][0]+c.vs[0][1]+c.vs[0][2]))
		for _, tl := range []tally{ante, play} {
			tl.add(rules.Win, one, caCiteWin, c.weight*c.vs[1][2])
			tl.add(rules.Push, rules.Odds{}, caCiteTie, c.weight*c.vs[1][1])
			tl.add(rules.Lose, rules.Odds{}, caCiteLose, c.weight*c.vs[1][0])
		}
	}
	for i, r := range sixCardBonus {
		six.add(rules.Win, r.odds, r.rule, 20*t.six[i])
	}
	six.add(rules.Lose, rules.Odds{}, caCiteSixLose, 20*t.six[len(sixCardBonus)])
	bets := []rules.BetFrequency{frequency(BetAnte, ante), frequency(BetPlay, play), frequency(BetPairPlus, pp), frequency(BetSixCardBonus, six)}
	out := make([]*rules.Frequencies, len(variants))
	for vi, v := range variants {
		s, err := caSettingsFor(v)
		if err != nil {
			return nil, fmt.Errorf("threecard: %w", err)
		}
		out[vi] = &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: Deals, Bets: bets}
	}
	return out, nil
}
