package holdemtable

import (
	"math/big"
	"sync"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The side wagers of the family settle on one player's cards (the Trips
// Bonus, the AA Bonus, the Progressive Jackpot) or on the hole cards of the
// player and the dealer (the Bonus Jackpot), whatever the player decides,
// so their every outcome can be counted over the pack. The wagers against
// the dealer depend on when players bet and fold, which no rule book fixes,
// and are not enumerated.
//
// Counting rests on two passes over the pack, each made once per process:
// every set of seven cards (133,784,560), by hand class, with the pair's
// rank of every one-pair hand and, for every Straight Flush and Royal
// Flush, how many of the 21 ways to split the seven into two hole cards and
// a board leave the board itself the best hand; and every set of five cards
// (2,598,960) by hand class and AA Bonus line.

// sevenTally counts the seven-card sets of a 52-card pack.
type sevenTally struct {
	// class counts the sets by the class of their best five.
	class [numClasses]uint64
	// boardPlays counts, for the Straight Flush and Royal Flush classes,
	// the (hole cards, board) splits whose board is the best five.
	boardPlays [numClasses]uint64
	// pairRank counts the one-pair sets by the pair's rank.
	pairRank [rules.Ace + 1]uint64
}

var (
	sevenOnce  sync.Once
	sevenCount *sevenTally
)

// sevenCards returns the seven-card tally, counting it the first time
// (about four seconds on one core).
func sevenCards() *sevenTally {
	sevenOnce.Do(func() { sevenCount = countSeven() })
	return sevenCount
}

func countSeven() *sevenTally {
	t := &sevenTally{}
	deck := rules.Deck52()
	var h [7]rules.Card
	for a := 0; a < 46; a++ {
		h[0] = deck[a]
		for b := a + 1; b < 47; b++ {
			h[1] = deck[b]
			for c := b + 1; c < 48; c++ {
				h[2] = deck[c]
				for d := c + 1; d < 49; d++ {
					h[3] = deck[d]
					for e := d + 1; e < 50; e++ {
						h[4] = deck[e]
						for f := e + 1; f < 51; f++ {
							h[5] = deck[f]
							for g := f + 1; g < 52; g++ {
								h[6] = deck[g]
								v := poker.Best(h[:])
								cl := classOf(v)
								t.class[cl]++
								switch {
								case cl == int(poker.OnePair):
									t.pairRank[v.Ranks()[0]]++
								case cl >= int(poker.StraightFlush):
									t.boardPlays[cl] += boardSplits(h, v)
								}
							}
						}
					}
				}
			}
		}
	}
	return t
}

// boardSplits counts the ways to take two hole cards from seven whose other
// five are worth best.
func boardSplits(h [7]rules.Card, best poker.Value) uint64 {
	var n uint64
	for i := 0; i < 7; i++ {
		for j := i + 1; j < 7; j++ {
			var board [5]rules.Card
			k := 0
			for x := 0; x < 7; x++ {
				if x != i && x != j {
					board[k] = h[x]
					k++
				}
			}
			if poker.Eval5(board) == best {
				n++
			}
		}
	}
	return n
}

// fiveTally counts the five-card sets of a 52-card pack.
type fiveTally struct {
	class [numClasses]uint64
	// aa counts the sets by AA Bonus row (0, 1), or 2 for none.
	aa [3]uint64
}

var (
	fiveOnce  sync.Once
	fiveCount *fiveTally
)

func fiveCards() *fiveTally {
	fiveOnce.Do(func() {
		t := &fiveTally{}
		deck := rules.Deck52()
		var h [5]rules.Card
		for a := 0; a < 48; a++ {
			h[0] = deck[a]
			for b := a + 1; b < 49; b++ {
				h[1] = deck[b]
				for c := b + 1; c < 50; c++ {
					h[2] = deck[c]
					for d := c + 1; d < 51; d++ {
						h[3] = deck[d]
						for e := d + 1; e < 52; e++ {
							h[4] = deck[e]
							v := poker.Eval5(h)
							t.class[classOf(v)]++
							switch r := aaRow(v); {
							case r == nil:
								t.aa[2]++
							case r == &chAARows[0]:
								t.aa[0]++
							default:
								t.aa[1]++
							}
						}
					}
				}
			}
		}
		fiveCount = t
	})
	return fiveCount
}

// choose is the binomial coefficient.
func choose(n, k uint64) uint64 {
	if k > n {
		return 0
	}
	r := uint64(1)
	for i := uint64(1); i <= k; i++ {
		r = r * (n - k + i) / i
	}
	return r
}

// line is one settlement of a bet for the frequency tables.
func winLine(odds rules.Odds, rule rules.Cite, ways uint64) rules.Line {
	return rules.Line{Result: rules.Win, Payout: big.NewRat(odds.Win, odds.Per), Commission: new(big.Rat), Rule: rule, Ways: ways}
}

func meterLine(share rules.Rate, rule rules.Cite, ways uint64) rules.Line {
	return rules.Line{Result: rules.Win, Payout: new(big.Rat), Commission: new(big.Rat), Meter: share, Rule: rule, Ways: ways}
}

func loseLine(rule rules.Cite, ways uint64) rules.Line {
	return rules.Line{Result: rules.Lose, Payout: new(big.Rat), Commission: new(big.Rat), Rule: rule, Ways: ways}
}

// betFrequency sums a bet's lines into its return per unit staked; a bet
// with a meter line has no fixed Return.
func betFrequency(bet string, deals uint64, lines []rules.Line) rules.BetFrequency {
	bf := rules.BetFrequency{Bet: bet, Lines: lines}
	ret := new(big.Rat)
	meter := false
	d := new(big.Int).SetUint64(deals)
	for _, l := range lines {
		var net *big.Rat
		switch l.Result {
		case rules.Win:
			net = new(big.Rat).Set(l.Payout)
		case rules.Lose:
			net = big.NewRat(-1, 1)
		default:
			net = new(big.Rat)
		}
		meter = meter || l.Meter != 0
		ret.Add(ret, new(big.Rat).Mul(net, new(big.Rat).SetFrac(new(big.Int).SetUint64(l.Ways), d)))
	}
	bf.FixedReturn = ret
	if !meter {
		bf.Return = new(big.Rat).Set(ret)
	}
	return bf
}

// tableLines turns class counts into the lines of a pay table, the rest
// of the deals losing; each count is multiplied by scale.
func tableLines(rows []payRow, class *[numClasses]uint64, scale, deals uint64, loseRule rules.Cite) []rules.Line {
	var out []rules.Line
	var hit uint64
	for _, r := range rows {
		var n uint64
		for c := r.lo; c <= r.hi; c++ {
			n += class[c]
		}
		out = append(out, winLine(r.odds, r.rule, n*scale))
		hit += n * scale
	}
	return append(out, loseLine(loseRule, deals-hit))
}

// progLines are a Progressive table's lines: perSet deals per seven-card
// set, boardPer deals per split whose board plays.
func (t *progTable) progLines(s *sevenTally, perSet, splits, boardPer, deals uint64) []rules.Line {
	var out []rules.Line
	var hit uint64
	add := func(l rules.Line) {
		out = append(out, l)
		hit += l.Ways
	}
	for _, c := range []int{classRoyal, int(poker.StraightFlush)} {
		own := s.class[c]*splits - s.boardPlays[c]
		share, rule, board := progRoyalShare, t.royal, t.royalBoard
		if c != classRoyal {
			share, rule, board = progSFShare, t.straightFlush, t.sfBoard
		}
		add(meterLine(share, rule, own*perSet/splits))
		add(meterLine(share, board, s.boardPlays[c]*boardPer))
	}
	for _, f := range t.fixed {
		add(winLine(rules.ToOne(f.times), f.rule, s.class[f.class]*perSet))
	}
	return append(out, loseLine(t.lose(), deals-hit))
}

// Enumerate implements rules.Enumerator: the Bonus Jackpot over every
// pair of player and dealer hole cards and the Progressive Jackpot over
// every seven cards of the player, in one deal space of player hole cards,
// dealer hole cards and board (1,326 × 1,225 × 1,712,304 deals).
func (bonusGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	deals := choose(52, 2) * choose(50, 2) * choose(48, 5)
	seven := sevenCards()
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := settingsOf(st, compileBonus)
		if err != nil {
			return nil, err
		}
		rows := make([]uint64, len(bonusRows))
		var none uint64
		deck := rules.Deck52()
		for i := 0; i < 52; i++ {
			for j := i + 1; j < 52; j++ {
				p := [2]rules.Card{deck[i], deck[j]}
				for k := 0; k < 52; k++ {
					for l := k + 1; l < 52; l++ {
						if k == i || k == j || l == i || l == j {
							continue
						}
						if r := bonusRowOf(p, [2]rules.Card{deck[k], deck[l]}, s.top); r == bonusNone {
							none++
						} else {
							rows[r]++
						}
					}
				}
			}
		}
		board := choose(48, 5)
		var lines []rules.Line
		for r, n := range rows {
			if n > 0 {
				lines = append(lines, winLine(bonusRows[r].odds, gb(bonusRows[r].line), n*board))
			}
		}
		lines = append(lines, loseLine(thbBonusLoses, none*board))
		// A player's seven cards and the dealer's two from the other 45:
		// 21 splits of the seven, 990 dealer hands.
		prog := thbProg.progLines(seven, 21*990, 21, 990, deals)
		out = append(out, &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: deals, Bets: []rules.BetFrequency{
			betFrequency(BetBonus, deals, lines),
			betFrequency(BetProgressive, deals, prog),
		}})
	}
	return out, nil
}

// Enumerate implements rules.Enumerator: the Trips Bonus over every seven
// cards of the player (133,784,560).
func (ultimateUKGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	seven := sevenCards()
	deals := choose(52, 7)
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := settingsOf(st, compileUltimateUK)
		if err != nil {
			return nil, err
		}
		out = append(out, &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: deals, Bets: []rules.BetFrequency{
			betFrequency(BetTrips, deals, tableLines(s.trips, &seven.class, 1, deals, uthUK.tripsLose)),
		}})
	}
	return out, nil
}

// Enumerate implements rules.Enumerator: the Trips Bonus over every seven
// cards of a player who plays to the showdown. A folded hand's Trips is
// settled on the board alone (line 2388), which depends on when players
// fold; the count leaves folds out.
func (ultimateGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	seven := sevenCards()
	deals := choose(52, 7)
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := settingsOf(st, compileUltimate)
		if err != nil {
			return nil, err
		}
		out = append(out, &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: deals, Bets: []rules.BetFrequency{
			betFrequency(BetTrips, deals, tableLines(s.trips, &seven.class, 1, deals, uthCA.tripsLose)),
		}})
	}
	return out, nil
}

// Enumerate implements rules.Enumerator: the AA Bonus over every two hole
// cards and Flop, and the Progressive 5/7 over every seven cards, in one
// deal space of hole cards, Flop and Turn and River (1,326 × 19,600 ×
// 1,081 deals). A folded hand's AA Bonus loses (line 2609); the count is of
// hands that call.
func (casinoGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	seven, five := sevenCards(), fiveCards()
	deals := choose(52, 2) * choose(50, 3) * choose(47, 2)
	// Five cards: 10 ways to be two hole cards and a Flop, 1,081 Turns and
	// Rivers. Seven cards: 21 hole pairs × 10 Flops of the other five.
	perFive := 10 * choose(47, 2)
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := settingsOf(st, compileCasino)
		if err != nil {
			return nil, err
		}
		aa := []rules.Line{
			winLine(chAARows[0].odds, chAARows[0].rule, five.aa[0]*perFive),
			winLine(chAARows[1].odds, chAARows[1].rule, five.aa[1]*perFive),
			loseLine(chAALoses, five.aa[2]*perFive),
		}
		out = append(out, &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: deals, Bets: []rules.BetFrequency{
			betFrequency(BetAABonus, deals, aa),
			betFrequency(BetProgressive, deals, chProg.progLines(seven, 210, 21, 10, deals)),
		}})
	}
	return out, nil
}

// twoWayTally counts the deals of a player's and the dealer's hole cards
// and a board by the classes of both hands: pair[a][b] deals where the
// player's best five is of class a and the dealer's of class b.
type twoWayTally struct {
	pair [numClasses][numClasses]uint64
}

var (
	twoWayOnce  sync.Once
	twoWayCount *twoWayTally
)

// twoWayDeals returns the two-hand tally, counting it the first time
// (about five seconds on one core). Boards that differ only by a change of
// suits deal the same classes, so each board is counted as its suit
// pattern: the multiset of its four suits' rank masks, 134,459 patterns for
// 2,598,960 boards. For each pattern's board the 1,081 hole pairs of the
// other 47 cards are valued once; the ordered pairs of disjoint hole pairs,
// the player's and the dealer's, of classes a and b then number
// n(a)·n(b) − Σ over cards x of n(a,x)·n(b,x) + [a = b]·n(a), where n(a,x)
// counts the hole pairs of class a holding x: the second term takes out
// the pairs sharing a card, which counted twice the pairs sharing both.
func twoWayDeals() *twoWayTally {
	twoWayOnce.Do(func() { twoWayCount = countTwoWay() })
	return twoWayCount
}

func countTwoWay() *twoWayTally {
	deck := rules.Deck52()
	type pattern struct {
		board  [5]rules.Card
		weight uint64
	}
	index := map[uint64]int{}
	var patterns []pattern
	var h [5]rules.Card
	for a := 0; a < 48; a++ {
		h[0] = deck[a]
		for b := a + 1; b < 49; b++ {
			h[1] = deck[b]
			for c := b + 1; c < 50; c++ {
				h[2] = deck[c]
				for d := c + 1; d < 51; d++ {
					h[3] = deck[d]
					for e := d + 1; e < 52; e++ {
						h[4] = deck[e]
						k := suitPattern(h)
						if i, ok := index[k]; ok {
							patterns[i].weight++
							continue
						}
						index[k] = len(patterns)
						patterns = append(patterns, pattern{board: h, weight: 1})
					}
				}
			}
		}
	}
	t := &twoWayTally{}
	for _, p := range patterns {
		counts := boardPairs(p.board)
		for a := range counts {
			for b := range counts[a] {
				t.pair[a][b] += counts[a][b] * p.weight
			}
		}
	}
	return t
}

// suitPattern is the multiset of a board's four suit rank masks, sorted.
func suitPattern(h [5]rules.Card) uint64 {
	var m [4]uint16
	for _, c := range h {
		m[c.Suit()] |= 1 << (c.Rank() - rules.Two)
	}
	// Sort four values, largest first.
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && m[j] > m[j-1]; j-- {
			m[j], m[j-1] = m[j-1], m[j]
		}
	}
	return uint64(m[0])<<48 | uint64(m[1])<<32 | uint64(m[2])<<16 | uint64(m[3])
}

// boardPairs counts, for one board, the ordered pairs of disjoint hole
// pairs (the player's, the dealer's) by the classes of their hands.
func boardPairs(board [5]rules.Card) [numClasses][numClasses]uint64 {
	var rest []rules.Card
	for _, c := range rules.Deck52() {
		if c != board[0] && c != board[1] && c != board[2] && c != board[3] && c != board[4] {
			rest = append(rest, c)
		}
	}
	var n [numClasses]uint64
	var nx [numClasses][47]uint64
	var seven [7]rules.Card
	copy(seven[2:], board[:])
	for i := 0; i < len(rest); i++ {
		for j := i + 1; j < len(rest); j++ {
			seven[0], seven[1] = rest[i], rest[j]
			c := classOf(poker.Best(seven[:]))
			n[c]++
			nx[c][i]++
			nx[c][j]++
		}
	}
	var out [numClasses][numClasses]uint64
	for a := 1; a < numClasses; a++ {
		for b := 1; b < numClasses; b++ {
			shared := uint64(0)
			for x := range rest {
				shared += nx[a][x] * nx[b][x]
			}
			v := n[a]*n[b] - shared
			if a == b {
				v += n[a]
			}
			out[a][b] = v
		}
	}
	return out
}

// Enumerate implements rules.Enumerator: the Two Way wager over every
// player's and dealer's hole cards and board (1,326 × 1,225 × 1,712,304
// deals). No decision touches it.
func (twoWayGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	t := twoWayDeals()
	deals := choose(52, 2) * choose(50, 2) * choose(48, 5)
	var byHigher [numClasses]uint64
	for a := 1; a < numClasses; a++ {
		for b := 1; b < numClasses; b++ {
			byHigher[max(a, b)] += t.pair[a][b]
		}
	}
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := settingsOf(st, compileTwoWay)
		if err != nil {
			return nil, err
		}
		out = append(out, &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: deals, Bets: []rules.BetFrequency{
			betFrequency(BetTwoWay, deals, tableLines(twRows, &byHigher, 1, deals, twTwoWayLoses)),
		}})
	}
	return out, nil
}
