package letitride

import (
	"cmp"
	"math/big"
	"slices"
	"sync"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Every deal, exactly. A deal is the player's three cards, then the first
// community card, then the second: 22,100 × 49 × 48 = 51,979,200 equally
// likely deals. Each of the 2,598,960 five-card hands is the end of 20 of
// them: 10 ways to choose the player's three and 2 orders of the community
// cards. The player withdraws a wager when keeping it loses on average:
// wager '1' by the player's three cards against every pair of community
// cards that may follow, wager '2' by the four cards seen against every
// fifth card (the optimal strategy; a wager that breaks even is
// withdrawn). The Three Card Bonus looks at the player's three cards only.

// Deals is the number of equally likely deals of one player's hand.
const Deals = 22100 * 49 * 48

// binom[n][k] is C(n, k) for the colexicographic index of a set of cards.
var binom = func() (b [53][6]int) {
	for n := range b {
		b[n][0] = 1
		for k := 1; k < 6 && k <= n; k++ {
			b[n][k] = b[n-1][k-1] + b[n-1][k]
		}
	}
	return b
}()

// index is the colexicographic index of a set of card indices in
// ascending order: every k-subset of 52 gets one of 0 … C(52,k)-1.
func index(cards ...int) int {
	n := 0
	for k, c := range cards {
		n += binom[c][k+1]
	}
	return n
}

// fiveClasses holds the pay-table class of every five-card hand, by its
// index.
var fiveClasses = sync.OnceValue(func() []uint8 {
	deck := rules.Deck52()
	out := make([]uint8, binom[52][5])
	for e := 4; e < 52; e++ {
		for d := 3; d < e; d++ {
			for c := 2; c < d; c++ {
				for b := 1; b < c; b++ {
					for a := 0; a < b; a++ {
						v := poker.Eval5([5]rules.Card{deck[a], deck[b], deck[c], deck[d], deck[e]})
						out[index(a, b, c, d, e)] = uint8(classOf(v))
					}
				}
			}
		}
	}
	return out
})

// threeClasses holds the Three Card Bonus class of every three-card hand.
var threeClasses = sync.OnceValue(func() []uint8 {
	deck := rules.Deck52()
	out := make([]uint8, binom[52][3])
	for c := 2; c < 52; c++ {
		for b := 1; b < c; b++ {
			for a := 0; a < b; a++ {
				out[index(a, b, c)] = uint8(bonusClassOf(poker.Eval3([3]rules.Card{deck[a], deck[b], deck[c]})))
			}
		}
	}
	return out
})

// Counts is what the enumeration finds under one main pay table: for each
// Mandatory Wager, the deals on which it ends in each class (cLose below a
// pair of tens) while in play, and the deals on which it was withdrawn.
type Counts struct {
	// InPlay[b][class], for b = iOne, iTwo, iPound.
	InPlay [3][numClasses + 1]uint64
	// Withdrawn[b] for b = iOne, iTwo.
	Withdrawn [2]uint64
	// RideFirst says, by the index of the player's three cards, whether
	// the strategy lets wager '1' ride; RideSecond, by the index of the
	// four cards seen, whether it lets wager '2' ride.
	RideFirst, RideSecond []bool
}

// subsets gives the indices of a five-card hand (card indices ascending)
// and of its subsets: four[k] is the hand without its k-th card, three[n]
// the hand without its i-th and j-th cards for the pairs i < j in order
// (0,1), (0,2), … (3,4). A card at position m of the hand is at position
// m, m-1 or m-2 of a subset, as none, one or two cards before it are left
// out.
func subsets(h *[5]int) (five int, four [5]int, three [10]int) {
	// p1[k] sums C(h[m], m+1) over m < k (the cards before k keep their
	// position), s0[k] sums C(h[m], m) over m > k (one position down),
	// q0[k] sums C(h[m], m) over m < k, and sm[k] sums C(h[m], m-1) over
	// m > k (two positions down).
	var p1, q0 [6]int
	var s0, sm [5]int
	for m, c := range h {
		p1[m+1] = p1[m] + binom[c][m+1]
		q0[m+1] = q0[m] + binom[c][m]
	}
	for m := 3; m >= 0; m-- {
		c := h[m+1]
		s0[m] = s0[m+1] + binom[c][m+1]
		sm[m] = sm[m+1] + binom[c][m]
	}
	five = p1[5]
	for k := range 5 {
		four[k] = p1[k] + s0[k]
	}
	n := 0
	for i := range 5 {
		for j := i + 1; j < 5; j++ {
			three[n] = p1[i] + q0[j] - q0[i+1] + sm[j]
			n++
		}
	}
	return five, four, three
}

// count enumerates every deal under a main pay table's optimal strategy.
func count(t *mainTable) *Counts {
	cls := fiveClasses()
	var pay [numClasses + 1]int64
	copy(pay[:], t.odds[:])
	pay[cLose] = -1
	// sum3 and sum4: the total of a wager kept from three (four) cards
	// to the end, over every completion.
	sum3 := make([]int64, binom[52][3])
	sum4 := make([]int64, binom[52][4])
	var h [5]int
	for pass := range 2 {
		n := &Counts{}
		for h[4] = 4; h[4] < 52; h[4]++ {
			for h[3] = 3; h[3] < h[4]; h[3]++ {
				for h[2] = 2; h[2] < h[3]; h[2]++ {
					for h[1] = 1; h[1] < h[2]; h[1]++ {
						for h[0] = 0; h[0] < h[1]; h[0]++ {
							five, four, three := subsets(&h)
							c := cls[five]
							if pass == 0 {
								p := pay[c]
								for _, k := range four {
									sum4[k] += p
								}
								for _, k := range three {
									sum3[k] += p
								}
								continue
							}
							// The player's three are the hand without two
							// cards: 10 ways, each dealt in 2 orders; wager
							// '1' rides by the three cards. Wager '2' rides
							// by the hand without the second community card,
							// whichever of the other 4 came first.
							var ride1, ride2 uint64
							for _, k := range four {
								if sum4[k] > 0 {
									ride2 += 4
								}
							}
							for _, k := range three {
								if sum3[k] > 0 {
									ride1 += 2
								}
							}
							n.InPlay[iOne][c] += ride1
							n.InPlay[iTwo][c] += ride2
							n.InPlay[iPound][c] += 20
							n.Withdrawn[0] += 20 - ride1
							n.Withdrawn[1] += 20 - ride2
						}
					}
				}
			}
		}
		if pass == 1 {
			n.RideFirst = make([]bool, len(sum3))
			for i, v := range sum3 {
				n.RideFirst[i] = v > 0
			}
			n.RideSecond = make([]bool, len(sum4))
			for i, v := range sum4 {
				n.RideSecond[i] = v > 0
			}
			return n
		}
	}
	panic("unreachable")
}

var (
	countsMu sync.Mutex
	counts   = map[string]*Counts{}
)

// CountsFor returns the enumeration under the main pay table with the
// given id, counted once.
func CountsFor(id string) *Counts {
	countsMu.Lock()
	defer countsMu.Unlock()
	if c, ok := counts[id]; ok {
		return c
	}
	c := count(tableOf(id))
	counts[id] = c
	return c
}

// Return is the three Mandatory Wagers' total return per hand, in units of
// one wager, under a main pay table.
func (c *Counts) Return(t *mainTable) *big.Rat {
	sum := new(big.Int)
	for b := range c.InPlay {
		for cl, ways := range c.InPlay[b] {
			w := new(big.Int).SetUint64(ways)
			if cl == cLose {
				sum.Sub(sum, w)
			} else {
				sum.Add(sum, w.Mul(w, big.NewInt(t.odds[cl])))
			}
		}
	}
	return new(big.Rat).SetFrac(sum, big.NewInt(Deals))
}

type lineKey struct {
	result string
	odds   int64
	rule   rules.Cite
}

func frequency(bet string, t map[lineKey]uint64) rules.BetFrequency {
	bf := rules.BetFrequency{Bet: bet}
	sum := new(big.Int)
	for k, ways := range t {
		if ways == 0 {
			continue
		}
		l := rules.Line{Result: k.result, Rule: k.rule, Ways: ways, Commission: new(big.Rat), Payout: big.NewRat(k.odds, 1)}
		bf.Lines = append(bf.Lines, l)
		w := new(big.Int).SetUint64(ways)
		switch k.result {
		case rules.Win:
			sum.Add(sum, w.Mul(w, big.NewInt(k.odds)))
		case rules.Lose:
			sum.Sub(sum, w)
		}
	}
	order := map[string]int{rules.Win: 0, rules.Push: 1, rules.Lose: 2}
	slices.SortFunc(bf.Lines, func(a, b rules.Line) int {
		return cmp.Or(cmp.Compare(order[a.Result], order[b.Result]), -a.Payout.Cmp(b.Payout), cmp.Compare(a.Rule.Lines, b.Rule.Lines))
	})
	bf.Return = new(big.Rat).SetFrac(sum, big.NewInt(Deals))
	bf.FixedReturn = bf.Return
	return bf
}

// Enumerate settles every bet on every deal under each variant's pay
// tables and the optimal strategy, with no Royal Flush ceiling.
func (game) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	if len(variants) == 0 {
		variants = []rules.Settings{DefaultSettings()}
	}
	out := make([]*rules.Frequencies, len(variants))
	for vi, v := range variants {
		s, err := settingsFor(v)
		if err != nil {
			return nil, err
		}
		c := CountsFor(s.Main.id)
		f := &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: Deals}
		withdrawRule := [2]rules.Cite{citeWithdraw1, citeWithdraw2}
		for b, bet := range []string{BetOne, BetTwo, BetPound} {
			t := map[lineKey]uint64{}
			for cl, ways := range c.InPlay[b] {
				if cl == cLose {
					t[lineKey{rules.Lose, 0, citeLoses}] += ways
					continue
				}
				r := s.Main.row(cl)
				t[lineKey{rules.Win, r.odds.Win, r.rule}] += ways
			}
			if b < 2 {
				t[lineKey{rules.Push, 0, withdrawRule[b]}] += c.Withdrawn[b]
			}
			f.Bets = append(f.Bets, frequency(bet, t))
		}
		t := map[lineKey]uint64{}
		for _, cl := range threeClasses() {
			if int(cl) == bLose {
				t[lineKey{rules.Lose, 0, citeBonusLose}] += 49 * 48
				continue
			}
			r := s.Bonus.row(int(cl))
			t[lineKey{rules.Win, r.odds.Win, r.rule}] += 49 * 48
		}
		f.Bets = append(f.Bets, frequency(BetThreeCardBonus, t))
		out[vi] = f
	}
	return out, nil
}
