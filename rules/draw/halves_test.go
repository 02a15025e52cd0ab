package draw

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
	"github.com/tablegames/casino/rules/poker"
)

// refSplit is each split draw game's text, read apart from the engine: how
// each half ranks a hand (lower ranks better; ok false when the hand does
// not qualify) and who takes an odd chip ("high_card": the winner holding
// the highest card by rank and then suit, lines 4561, 4570, 6066, 6075;
// "left_of_button": the winner closest to the left of the dealer button,
// lines 3572, 6505, 6705). Every game halves a pot whose halves both have
// a winner, each half split among its own winners even when the same seats
// win both (lines 3582, 4568, 6073, 6510, 6708), the odd chip of halving to
// the player the rule picks among every winner (DR-6).
var refSplit = map[string]struct {
	halves  [2]func(hole, board []rules.Card) ([]int, bool)
	oddChip string
}{
	"badacey":    {[2]func(hole, board []rules.Card) ([]int, bool){refLowA5, refBadugi}, "high_card"},
	"badeucey":   {[2]func(hole, board []rules.Card) ([]int, bool){refLow27, refBadugi}, "high_card"},
	"archie":     {[2]func(hole, board []rules.Card) ([]int, bool){refArchieHigh, refArchieLow}, "left_of_button"},
	"dramaha":    {[2]func(hole, board []rules.Card) ([]int, bool){refOmahaHigh, refHigh5}, "left_of_button"},
	"dramaha-27": {[2]func(hole, board []rules.Card) ([]int, bool){refOmahaHigh, refLow27}, "left_of_button"},
}

func refHigh5(hole, _ []rules.Card) ([]int, bool) {
	return []int{-int(poker.Eval5([5]rules.Card(hole)))}, true
}

// refOmahaHigh is the best of exactly two hole cards and three board cards
// (lines 6502, 6701).
func refOmahaHigh(hole, board []rules.Card) ([]int, bool) {
	best := 0
	for a := 0; a < len(hole); a++ {
		for b := a + 1; b < len(hole); b++ {
			for x := 0; x < len(board); x++ {
				for y := x + 1; y < len(board); y++ {
					for z := y + 1; z < len(board); z++ {
						best = max(best, int(poker.Eval5([5]rules.Card{hole[a], hole[b], board[x], board[y], board[z]})))
					}
				}
			}
		}
	}
	return []int{-best}, true
}

// refRanks is a low in which only ranks count: fewer cards of a rank
// repeated first, then the groups from the largest and highest down; the
// ace is 1 when aceLow.
func refRanks(five []rules.Card, aceLow bool) []int {
	count := map[int]int{}
	for _, c := range five {
		r := int(c.Rank())
		if aceLow && r == 14 {
			r = 1
		}
		count[r]++
	}
	type group struct{ n, r int }
	var gs []group
	for r, n := range count {
		gs = append(gs, group{n, r})
	}
	slices.SortFunc(gs, func(a, b group) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return b.r - a.r
	})
	out := []int{len(five) - len(gs), gs[0].n} // cards repeated, then the largest group
	for _, g := range gs {
		out = append(out, g.r)
	}
	return out
}

// refLowA5 is the ace-to-five low: straights and flushes do not count
// (line 4458).
func refLowA5(hole, _ []rules.Card) ([]int, bool) { return refRanks(hole, true), true }

// refLow27 is the deuce-to-seven low, straights and flushes counting and
// the ace high (lines 5943-5958, 6406): poker's Low27 of the five cards.
func refLow27(hole, _ []rules.Card) ([]int, bool) {
	return []int{int(poker.Low27([5]rules.Card(hole)))}, true
}

// refBadugi is the best badugi of the cards: the most cards of different
// ranks and suits, then the lower ranks from the highest down, the ace
// lowest (lines 4464-4468, 5963-5969).
func refBadugi(hole, _ []rules.Card) ([]int, bool) {
	var best []int
	for set := 1; set < 1<<len(hole); set++ {
		var ranks []int
		var rs [15]bool
		var ss [4]bool
		good := true
		for i, c := range hole {
			if set&(1<<i) == 0 {
				continue
			}
			r := int(c.Rank())
			if r == 14 {
				r = 1
			}
			good = good && !rs[r] && !ss[c.Suit()]
			rs[r], ss[c.Suit()] = true, true
			ranks = append(ranks, r)
		}
		if !good || len(ranks) > 4 {
			continue
		}
		slices.Sort(ranks)
		slices.Reverse(ranks)
		x := append([]int{4 - len(ranks)}, ranks...)
		if best == nil || slices.Compare(x, best) < 0 {
			best = x
		}
	}
	return best, true
}

// refArchieHigh qualifies with a pair of sixes or better (line 3462): at
// least 6-6-4-3-2.
func refArchieHigh(hole, board []rules.Card) ([]int, bool) {
	x, _ := refHigh5(hole, board)
	floor := poker.Eval5([5]rules.Card(rules.MustCards("6S 6H 4D 3C 2S")))
	return x, -x[0] >= int(floor)
}

// refArchieLow qualifies with five different ranks none above six, the
// ace low (lines 3466-3472).
func refArchieLow(hole, _ []rules.Card) ([]int, bool) {
	x := refRanks(hole, true)
	return x, x[0] == 0 && x[2] <= 6
}

// refDrawPay is what every seat collects by the game's text.
func refDrawPay(h *Hand, st *Settings) map[int]rules.Money {
	ref := refSplit[h.game.id]
	unit := st.ChipUnit
	pay := map[int]rules.Money{}
	var levels []rules.Money
	for _, s := range h.Seats {
		if !s.Folded && s.Contributed > 0 && !slices.Contains(levels, s.Contributed) {
			levels = append(levels, s.Contributed)
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
		for i, s := range h.Seats {
			p.amount += max(0, min(s.Contributed, l)-prev)
			if !s.Folded && s.Contributed >= l {
				p.eligible = append(p.eligible, i)
			}
		}
		pots = append(pots, p)
		prev = l
	}
	for _, s := range h.Seats {
		pots[len(pots)-1].amount += max(0, s.Contributed-prev)
	}
	fees := h.PotFees()
	for k := range pots {
		take := min(fees, pots[k].amount)
		pots[k].amount -= take
		fees -= take
	}
	key := func(i int) int {
		if ref.oddChip == "high_card" {
			best := 0
			for _, c := range h.Seats[i].Dealt {
				best = max(best, int(c.Rank())*4+3-int(c.Suit()))
			}
			return best
		}
		// The first seat clockwise from the button comes first, the
		// button's own seat last.
		return -((h.Seats[i].Seat-h.Button+h.game.positions-1)%h.game.positions + 1)
	}
	pick := func(ws []int) int {
		best := ws[0]
		for _, w := range ws[1:] {
			if key(w) > key(best) {
				best = w
			}
		}
		return best
	}
	split := func(amount rules.Money, ws []int) {
		share := amount / (rules.Money(len(ws)) * unit) * unit
		for _, w := range ws {
			pay[w] += share
		}
		pay[pick(ws)] += amount - share*rules.Money(len(ws))
	}
	for _, p := range pots {
		if len(p.eligible) == 1 {
			pay[p.eligible[0]] += p.amount
			continue
		}
		var winners [2][]int
		for j, value := range ref.halves {
			var best []int
			for _, i := range p.eligible {
				x, ok := value(h.Seats[i].Dealt, h.Board)
				switch c := slices.Compare(x, best); {
				case !ok:
				case best == nil || c < 0:
					best, winners[j] = x, []int{i}
				case c == 0:
					winners[j] = append(winners[j], i)
				}
			}
		}
		switch {
		case len(winners[0]) > 0 && len(winners[1]) > 0:
			half := p.amount / (2 * unit) * unit
			all := slices.Clone(winners[0])
			for _, w := range winners[1] {
				if !slices.Contains(all, w) {
					all = append(all, w)
				}
			}
			pay[pick(all)] += p.amount - 2*half
			split(half, winners[0])
			split(half, winners[1])
		case len(winners[0]) > 0: // no qualifying low: the entire pot to the high (3576, 3579)
			split(p.amount, winners[0])
		case len(winners[1]) > 0: // no qualifying high: the entire pot to the low (3577, 3580)
			split(p.amount, winners[1])
		default: // neither: the best non-qualifying high hand (3583)
			var best []int
			var ws []int
			for _, i := range p.eligible {
				x, _ := refHigh5(h.Seats[i].Dealt, nil)
				switch c := slices.Compare(x, best); {
				case best == nil || c < 0:
					best, ws = x, []int{i}
				case c == 0:
					ws = append(ws, i)
				}
			}
			split(p.amount, ws)
		}
	}
	return pay
}

// randomSplitHand deals a showdown hand of a split game, no cards drawn
// (every seat stands pat), a folded seat or two, random contributions, and
// now and then two live seats holding the same ranks in other suits so
// that they tie for both halves; tied reports whether it dealt such a pair.
func randomSplitHand(rng *rand.Rand, g *variant) (h *Hand, tied bool) {
	for {
		deck := rules.Deck52()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		n := g.minSeats + rng.IntN(g.maxSeats-g.minSeats+1)
		numbers := rng.Perm(g.positions)[:n]
		h = &Hand{game: g, Button: 1 + rng.IntN(g.positions), Draws: g.draws}
		if g.board == dramahaBoard {
			h.Board, deck = deck[:5], deck[5:]
		}
		for _, s := range numbers {
			seat := Seat{Seat: s + 1, Dealt: slices.Clone(deck[:g.handSize]), Folded: rng.IntN(4) == 0,
				Contributed: rules.Dollars(int64(1 + rng.IntN(40)))}
			deck = deck[g.handSize:]
			h.Seats = append(h.Seats, seat)
		}
		var live []int
		for i := range h.Seats {
			if !h.Seats[i].Folded {
				live = append(live, i)
			}
		}
		if len(live) < 2 {
			continue
		}
		if rng.IntN(3) > 0 {
			tied = twinSeat(rng, h, live[0], live[1], deck)
		}
		if pot := h.Pot(); rng.IntN(2) == 0 {
			h.Fees = []Fee{{Type: "designated_1", Amount: rules.Money(1 + rng.Int64N(min(int64(pot), 300))), From: FromPot}}
		}
		return h, tied
	}
}

// twinSeat gives seat b seat a's ranks in other suits, taking the cards it
// needs from the undealt deck or from a third seat (which gets the card b
// gave up); a board suit of three or more is left alone, and seat a must
// hold none of it, so that neither seat's Omaha hand makes a flush the
// other does not.
func twinSeat(rng *rand.Rand, h *Hand, a, b int, deck []rules.Card) bool {
	var boardSuits [4]int
	for _, c := range h.Board {
		boardSuits[c.Suit()]++
	}
	for _, k := range rng.Perm(24) {
		var perm [4]rules.Suit
		rest := []rules.Suit{0, 1, 2, 3}
		for i, f := range []int{6, 2, 1, 1} {
			perm[i] = rest[k/f%len(rest)]
			rest = slices.Delete(rest, k/f%len(rest), k/f%len(rest)+1)
			k %= f
		}
		if perm == [4]rules.Suit{0, 1, 2, 3} {
			continue
		}
		ok := true
		var need []rules.Card
		for _, c := range h.Seats[a].Dealt {
			if boardSuits[c.Suit()] >= 3 || boardSuits[perm[c.Suit()]] >= 3 {
				ok = false
			}
			need = append(need, rules.NewCard(c.Rank(), perm[c.Suit()]))
		}
		for _, c := range need {
			ok = ok && !slices.Contains(h.Seats[a].Dealt, c) && !slices.Contains(h.Board, c)
		}
		if !ok {
			continue
		}
		// A card another seat holds goes back to it in exchange for one b
		// held that the twin does not need, or one from the deck.
		spare := append(slices.Clone(h.Seats[b].Dealt), deck...)
		spare = slices.DeleteFunc(spare, func(c rules.Card) bool { return slices.Contains(need, c) })
		for i := range h.Seats {
			if i == a || i == b {
				continue
			}
			for j, c := range h.Seats[i].Dealt {
				if slices.Contains(need, c) {
					h.Seats[i].Dealt[j], spare = spare[0], spare[1:]
				}
			}
		}
		h.Seats[b].Dealt = need
		return true
	}
	return false
}

// Random showdowns of every split draw game, many with two seats tying for
// both halves, under chip units and fees that leave odd chips: every seat
// collects what the game's own text gives (refDrawPay). XCHECK_ROUNDS plays
// more hands of each game, XCHECK_SEED others.
func TestRandomSplitPotsByTheirText(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	count := 800
	if testing.Short() {
		count = 150
	}
	count = xref.Rounds(count)
	for _, g := range variants {
		if len(g.portions) < 2 {
			continue
		}
		if _, ok := refSplit[g.id]; !ok {
			t.Fatalf("%s: no reading of its division", g.id)
		}
		tied := 0
		for n := 0; n < count; n++ {
			values := map[string]string{"chip_unit": []string{"1.00", "0.25", "5.00", "0.01"}[rng.IntN(4)]}
			st, err := g.compile(values)
			if err != nil {
				t.Fatal(err)
			}
			h, twin := randomSplitHand(rng, g)
			if twin {
				tied++
			}
			if err := h.check(); err != nil {
				t.Fatalf("%s: %v", g.id, err)
			}
			vd, err := h.Verify(st)
			if err != nil {
				t.Fatalf("%s: %v", g.id, err)
			}
			want := refDrawPay(h, st)
			for i, s := range vd.Settlements {
				if s.Expected.Payout != want[i] {
					t.Fatalf("%s %v: seat %d gets %s, its text gives %s (%s)", g.id, values, s.Seat, s.Expected.Payout, want[i],
						vd.Outcome.Summary)
				}
			}
		}
		if tied < count/3 {
			t.Errorf("%s: only %d of %d hands had two seats holding the same ranks", g.id, tied, count)
		}
	}
}
