package flop

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
	"github.com/tablegames/casino/rules/poker"
)

// refFlopPay is what every seat of a split flop game collects, read from
// the games' texts apart from the engine: main and side pots on the live
// bets, dead chips in the main pot, fees from the main pot first; Omaha
// High/Low (under the table's settings: tied_halves, split_odd_chip,
// odd_chip, low_qualifier; FL8, FL9, FL21) and Five Card Omaha High/Low
// halve a pot between the best high and the best qualifying low, the high
// taking it all when no low qualifies (lines 1230, 2215-2218); Double Board
// Omaha splits it into two equal pots, one per board (lines 3757, 3763).
// Each half is split among its own winners, also when the same seats win
// both, unless Omaha's tied_halves says as_one; every odd chip of Five Card
// and Double Board Omaha to the winner closest to the left of the button
// (lines 2222, 3767), the odd chip of halving among every winner of the
// pot (FL11, FL14).
func refFlopPay(h *Hand, st *Settings) map[int]rules.Money {
	v := h.v
	unit := st.ChipUnit
	pay := map[int]rules.Money{}
	bet := func(s *Seat) rules.Money { return s.Contributed - s.Dead }
	var levels []rules.Money
	for i := range h.Seats {
		if s := &h.Seats[i]; !s.Folded && bet(s) > 0 && !slices.Contains(levels, bet(s)) {
			levels = append(levels, bet(s))
		}
	}
	slices.Sort(levels)
	type potOf struct {
		amount   rules.Money
		eligible []int
	}
	var pots []potOf
	var prev rules.Money
	for _, l := range levels {
		var p potOf
		for i := range h.Seats {
			s := &h.Seats[i]
			p.amount += max(0, min(bet(s), l)-prev)
			if !s.Folded && bet(s) >= l {
				p.eligible = append(p.eligible, i)
			}
		}
		pots = append(pots, p)
		prev = l
	}
	if len(pots) == 0 { // no live bet: one pot of everything
		pots = []potOf{{}}
		for i := range h.Seats {
			pots[0].amount += bet(&h.Seats[i])
			if !h.Seats[i].Folded {
				pots[0].eligible = append(pots[0].eligible, i)
			}
		}
		prev = 1 << 62
	}
	for i := range h.Seats {
		pots[len(pots)-1].amount += max(0, bet(&h.Seats[i])-prev)
		pots[0].amount += h.Seats[i].Dead
	}
	fees := h.FeeTotal()
	for k := range pots {
		take := min(fees, pots[k].amount)
		pots[k].amount -= take
		fees -= take
	}
	left := func(ws []int) int {
		best := ws[0]
		for _, w := range ws[1:] {
			dw := (h.Seats[w].Seat-h.Button+v.seats-1)%v.seats + 1
			db := (h.Seats[best].Seat-h.Button+v.seats-1)%v.seats + 1
			if dw < db {
				best = w
			}
		}
		return best
	}
	tie := left // the odd chips of a tie
	if v.id == OmahaID && st.OddChip == OddChipHighCardBySuit {
		tie = func(ws []int) int {
			key := func(i int) int {
				k := 0
				for _, c := range h.Seats[i].Cards {
					k = max(k, int(c.Rank())*4+3-int(c.Suit()))
				}
				return k
			}
			best := ws[0]
			for _, w := range ws[1:] {
				if key(w) > key(best) {
					best = w
				}
			}
			return best
		}
	}
	split := func(amount rules.Money, ws []int) {
		share := amount / (rules.Money(len(ws)) * unit) * unit
		for _, w := range ws {
			pay[w] += share
		}
		pay[tie(ws)] += amount - share*rules.Money(len(ws))
	}
	best := func(eligible []int, value func(s *Seat) uint64) []int {
		var top uint64
		var ws []int
		for _, i := range eligible {
			switch x := value(&h.Seats[i]); {
			case x == 0:
			case x > top:
				top, ws = x, []int{i}
			case x == top:
				ws = append(ws, i)
			}
		}
		return ws
	}
	q := st.LowQualifier
	for _, p := range pots {
		if len(p.eligible) == 1 {
			pay[p.eligible[0]] += p.amount
			continue
		}
		high := best(p.eligible, func(s *Seat) uint64 { return bruteHigh(v, s, h.Board) })
		var other []int
		if v.boards == 2 {
			other = best(p.eligible, func(s *Seat) uint64 { return bruteHigh(v, s, h.Board2) })
		} else {
			other = best(p.eligible, func(s *Seat) uint64 {
				l := poker.NoLow
				forPairsAndTriples(s.Cards, h.Board, func(five []rules.Card) {
					if x := poker.LowA5(five); (q == 0 || x.Qualifies(q)) && x < l {
						l = x
					}
				})
				if l == poker.NoLow {
					return 0
				}
				return l.Key()
			})
		}
		switch {
		case len(other) == 0: // no qualifying low: the whole pot to the high
			split(p.amount, high)
		case slices.Equal(high, other) && st.TiedHalves == TiedHalvesAsOne && len(high) > 1:
			split(p.amount, high)
		default:
			half := p.amount / (2 * unit) * unit
			parts := []rules.Money{half, half}
			odd := p.amount - 2*half
			if v.id == OmahaID && st.SplitOddChip == OddChipHighHand {
				parts[0] += odd
			} else {
				all := slices.Clone(high)
				for _, w := range other {
					if !slices.Contains(all, w) {
						all = append(all, w)
					}
				}
				pay[left(all)] += odd
			}
			split(parts[0], high)
			split(parts[1], other)
		}
	}
	return pay
}

// twinHole gives seat b seat a's hole cards in other suits, leaving alone
// any suit with three cards on a board (so that neither seat's hand makes
// a flush the other does not); a card another seat holds is exchanged for
// one b gave up or one nobody holds.
func twinHole(rng *rand.Rand, h *Hand, a, b int) bool {
	var boardSuits [4]int
	used := map[rules.Card]bool{}
	for _, c := range append(slices.Clone(h.Board), h.Board2...) {
		used[c] = true
	}
	for _, board := range [][]rules.Card{h.Board, h.Board2} {
		var n [4]int
		for _, c := range board {
			n[c.Suit()]++
		}
		for s := range n {
			boardSuits[s] = max(boardSuits[s], n[s])
		}
	}
	for i := range h.Seats {
		for _, c := range h.Seats[i].Cards {
			used[c] = true
		}
	}
	for _, k := range rng.Perm(24) {
		var perm [4]rules.Suit
		rest := []rules.Suit{0, 1, 2, 3}
		for i, f := range []int{6, 2, 1, 1} {
			perm[i] = rest[k/f]
			rest = slices.Delete(rest, k/f, k/f+1)
			k %= f
		}
		if perm == [4]rules.Suit{0, 1, 2, 3} {
			continue
		}
		ok := true
		var need []rules.Card
		for _, c := range h.Seats[a].Cards {
			t := rules.NewCard(c.Rank(), perm[c.Suit()])
			ok = ok && boardSuits[c.Suit()] < 3 && boardSuits[perm[c.Suit()]] < 3 &&
				!slices.Contains(h.Seats[a].Cards, t) && !slices.Contains(h.Board, t) && !slices.Contains(h.Board2, t)
			need = append(need, t)
		}
		if !ok {
			continue
		}
		var spare []rules.Card
		for _, c := range h.Seats[b].Cards {
			if !slices.Contains(need, c) {
				spare = append(spare, c)
			}
		}
		for _, c := range rules.Deck52() {
			if !used[c] && !slices.Contains(need, c) {
				spare = append(spare, c)
			}
		}
		for i := range h.Seats {
			if i == a || i == b {
				continue
			}
			for j, c := range h.Seats[i].Cards {
				if slices.Contains(need, c) {
					h.Seats[i].Cards[j], spare = spare[0], spare[1:]
				}
			}
		}
		h.Seats[b].Cards = need
		return true
	}
	return false
}

// Random hands of every split flop game, many with two seats holding the
// same ranks in other suits (tying for both halves), under chip units,
// fees and Omaha's settings that move odd chips: every seat collects what
// the game's own text gives (refFlopPay). XCHECK_ROUNDS plays more hands
// of each game, XCHECK_SEED others.
func TestRandomSplitPotsByTheirText(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	count := 800
	if testing.Short() {
		count = 150
	}
	count = xref.Rounds(count)
	for _, id := range []string{OmahaID, FiveCardOmahaID, DoubleBoardOmahaID} {
		v := games[id].(game).v
		tied := 0
		for n := 0; n < count; n++ {
			values := map[string]string{"chip_unit": []string{"1.00", "0.25", "5.00", "0.01"}[rng.IntN(4)]}
			if id == OmahaID {
				values["split"] = SplitHighLow
				values["tied_halves"] = []string{TiedHalvesHalves, TiedHalvesAsOne}[rng.IntN(2)]
				values["split_odd_chip"] = []string{OddChipHighHand, OddChipLeftOfButton}[rng.IntN(2)]
				values["odd_chip"] = []string{OddChipLeftOfButton, OddChipHighCardBySuit}[rng.IntN(2)]
				values["low_qualifier"] = []string{"8", "none", "6", "13"}[rng.IntN(4)]
			}
			st, err := v.compile(values)
			if err != nil {
				t.Fatal(err)
			}
			h := randomHand(rng, v)
			var live []int
			for i := range h.Seats {
				if !h.Seats[i].Folded {
					live = append(live, i)
				}
			}
			if len(live) >= 2 && rng.IntN(3) > 0 && twinHole(rng, h, live[0], live[1]) {
				tied++
			}
			if pot := h.Pot(); rng.IntN(2) == 0 {
				h.Fees = []Fee{{Type: "jackpot", Amount: rules.Money(1 + rng.Int64N(min(int64(pot), 300)))}}
			}
			if err := h.check(); err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			vd, err := h.Verify(st)
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			want := refFlopPay(h, st)
			for i, s := range vd.Settlements {
				if s.Expected.Payout != want[i] {
					t.Fatalf("%s %v: seat %d gets %s, its text gives %s (%s)", id, values, s.Seat, s.Expected.Payout, want[i],
						vd.Outcome.Summary)
				}
			}
		}
		// Two boards leave fewer suits free of a possible flush: fewer twins.
		if tied < count/6 {
			t.Errorf("%s: only %d of %d hands had two seats holding the same ranks", id, tied, count)
		}
	}
}
