package stud

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
	"github.com/tablegames/casino/rules/pot"
)

// 7 Card Stud Hi/Lo Regular halves every pot and splits each half among
// its own winners with its own odd chips (lines 6270, 6276, 6279), even
// when the same two seats tie for the high and for the low. Seats 4 and 5
// both make a pair of tens (J-7-5 behind) and 7-5-4-3 with a ten or a jack:
// the pot of 52.50 less a 1.00 fee is 51.50; with 1.00 chips the halves are
// 26.50 (high, the odd 0.50 of halving to the high half, line 225 by ST14)
// and 25.00 (low). The high half: 13.00 each and the odd 0.50 to the
// highest card by suit, seat 4's jack of hearts; the low half: 12.00 each
// and the odd 1.00 to the lowest card by suit, seat 5's three of hearts
// (below seat 4's three of spades). Seat 4: 13.50 + 12.00 = 25.50; seat 5:
// 13.00 + 13.00 = 26.00. Split as one pot, 51.50 would have gone 26.50 and
// 25.00.
func TestStudHiLoRegularHalvesTiedBothWays(t *testing.T) {
	rec := `{"table_id":"SHR-1","hand_number":160,"game":"stud-hilo-regular","dealt_at":"2026-11-21T10:02:40-08:00","street":"seventh","bring_in":4,"first_to_act":{"fourth":4,"fifth":4,"sixth":4,"seventh":4},"seats":[{"seat":4,"down":["5D","4S","7H"],"up":["3S","JH","TH","TS"],"ante":"0.25","bets":{"third":"4.00","fourth":"2.00","fifth":"4.00","sixth":"8.00","seventh":"8.00"},"won":"25.50"},{"seat":5,"down":["5C","4D","7D"],"up":["3H","JD","TC","TD"],"ante":"0.25","bets":{"third":"4.00","fourth":"2.00","fifth":"4.00","sixth":"8.00","seventh":"8.00"},"won":"26.00"}],"fees":[{"type":"designated_1","amount":"1.00"}]}`
	v := verifyRecord(t, StudHiLoRegularID, rec, nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(Detail)
	if len(d.Pots) != 1 {
		t.Fatalf("pots %+v", d.Pots)
	}
	p := d.Pots[0]
	if p.Division != pot.DividedPortions || len(p.Portions) != 2 {
		t.Fatalf("pot %+v", p)
	}
	want := []struct {
		amount, odd string
		oddSeat     int
		shares      map[int]string
	}{
		{"26.50", "0.50", 4, map[int]string{4: "13.50", 5: "13.00"}},
		{"25.00", "1.00", 5, map[int]string{4: "12.00", 5: "13.00"}},
	}
	for j, w := range want {
		pr := p.Portions[j]
		if pr.Amount == nil || pr.Amount.String() != w.amount || pr.OddChips.String() != w.odd || pr.OddChipSeat != w.oddSeat {
			t.Errorf("%s: %+v", pr.Name, pr)
		}
		for _, s := range pr.Shares {
			if s.Amount.String() != w.shares[s.Seat] {
				t.Errorf("%s: seat %d takes %s, want %s", pr.Name, s.Seat, s.Amount, w.shares[s.Seat])
			}
		}
	}
}

// Seven-Card Stud High-Low's own rule is the other reading: two players
// who tie for the high and for the low split the pot as one, "as evenly
// as possible", the odd chip to the highest card by suit (line 225). Seats
// 1 and 2 both hold A-K-9-7-4 for the high and 7-4-3-2-A for the low. The
// pot of 40.50 less 1.00 is 39.50: 19.00 each and the odd 1.50 to seat 2's
// ace of diamonds, above seat 1's ace of clubs (19.00 and 20.50). Halved,
// it would have gone 20.00 and 19.50 (the high half 20.50, its odd 0.50 to
// seat 2; the low half 19.00, its odd 1.00 to seat 1's ace of clubs).
func TestStudHiLoTiedBothWaysSplitAsOne(t *testing.T) {
	rec := `{"table_id":"SHL-9","hand_number":3,"game":"stud-hilo","dealt_at":"2026-11-21T10:04:00-08:00","street":"seventh","bring_in":1,
 "first_to_act":{"fourth":1,"fifth":1,"sixth":1,"seventh":1},
 "seats":[{"seat":1,"down":["AC","2C","9C"],"up":["3D","4H","7C","KH"],"ante":"0.25","bets":{"third":"20.00"},"won":"19.00"},
 {"seat":2,"down":["AD","2D","9D"],"up":["3S","4S","7S","KS"],"ante":"0.25","bets":{"third":"20.00"},"won":"20.50"}],
 "fees":[{"type":"designated_1","amount":"1.00"}]}`
	v := verifyRecord(t, StudHiLoID, rec, nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	p := v.Outcome.Detail.(Detail).Pots[0]
	if p.Division != pot.DividedAsOne || p.OddChips.String() != "1.50" || p.OddChipSeat != 2 {
		t.Fatalf("pot %+v", p)
	}
	for _, pr := range p.Portions {
		if pr.Amount != nil || len(pr.Winners) != 2 {
			t.Errorf("a portion of a pot split as one: %+v", pr)
		}
	}
}

// refDivision is how each split game's own text divides a pot, read for
// this test apart from the engine's declarations: whether seats that tie
// for both portions split the pot as one, who takes the odd chip of
// halving ("high": the high half; "seat": a winner by the tie rule among
// every winner of the pot), and the tie rule of each portion ("high_card",
// "low_card" or "setting").
var refDivision = map[string]struct {
	asOne   bool
	halving string
	ties    []string
}{
	StudHiLoID:          {true, "high", []string{"high_card", "low_card"}},   // lines 225-226
	StudHiLoRegularID:   {false, "high", []string{"high_card", "low_card"}},  // lines 6276-6279 (ST14)
	Super7HiLoID:        {false, "seat", []string{"high_card", "high_card"}}, // lines 4966-4968
	Super7HiLoRegularID: {false, "seat", []string{"high_card", "high_card"}}, // lines 5186-5187
	RazzdeuceyID:        {false, "seat", []string{"high_card", "high_card"}}, // lines 3962-3964
	RazzdaceyID:         {false, "seat", []string{"high_card", "high_card"}}, // lines 4158-4160
	SuperRazzdeuceyID:   {false, "seat", []string{"high_card", "high_card"}}, // lines 5666-5668
	SuperRazzdaceyID:    {false, "seat", []string{"setting", "setting"}},     // line 4358, no odd-chip rule (SX11)
}

// refCardKey orders a hand for the odd chip: by its highest card, the ace
// highest, then spades, hearts, diamonds, clubs (high_card); or by its
// lowest card, the ace lowest, then clubs lowest, the hand holding the
// lower card taking it (low_card).
func refCardKey(cards []rules.Card, low bool) int {
	best := -1 << 20
	for _, c := range cards {
		r, s := int(c.Rank()), 3-int(c.Suit()) // spades 3 ... clubs 0
		if low {
			if r == 14 {
				r = 1
			}
			best = max(best, -(r*4 + s))
		} else {
			best = max(best, r*4+s)
		}
	}
	return best
}

// refPay computes what every seat of a hand collects by the game's text:
// main and side pots layered on the contributions, the fees from the main
// pot first, each pot's portions ranked by brute force among its eligible
// seats, and the pot halved, split as one, or given whole to the high as
// refDivision and the qualifier say.
func refPay(h *Hand, st *Settings) map[int]rules.Money {
	div := refDivision[h.v.ID]
	unit := st.ChipUnit
	pay := map[int]rules.Money{}
	contrib := map[int]rules.Money{}
	var levels []rules.Money
	for i := range h.Seats {
		s := &h.Seats[i]
		contrib[i] = s.Contributed()
		if !s.Folded() && contrib[i] > 0 && !slices.Contains(levels, contrib[i]) {
			levels = append(levels, contrib[i])
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
			p.amount += max(0, min(contrib[i], l)-prev)
			if !h.Seats[i].Folded() && contrib[i] >= l {
				p.eligible = append(p.eligible, i)
			}
		}
		pots = append(pots, p)
		prev = l
	}
	for i := range h.Seats { // folded chips above every live seat's
		pots[len(pots)-1].amount += max(0, contrib[i]-prev)
	}
	fees := h.FeeTotal()
	for k := range pots {
		take := min(fees, pots[k].amount)
		pots[k].amount -= take
		fees -= take
	}
	pick := func(rule string, ws []int) int {
		best := ws[0]
		for _, w := range ws[1:] {
			var better bool
			switch {
			case rule == "low_card":
				better = refCardKey(h.Seats[w].Final(), true) > refCardKey(h.Seats[best].Final(), true)
			case rule == "setting" && st.OddChip == OddChipFirstDealt:
				better = h.Seats[w].Seat < h.Seats[best].Seat
			default:
				better = refCardKey(h.Seats[w].Final(), false) > refCardKey(h.Seats[best].Final(), false)
			}
			if better {
				best = w
			}
		}
		return best
	}
	split := func(amount rules.Money, ws []int, rule string) {
		share := amount / (rules.Money(len(ws)) * unit) * unit
		for _, w := range ws {
			pay[w] += share
		}
		pay[pick(rule, ws)] += amount - share*rules.Money(len(ws))
	}
	for _, p := range pots {
		if len(p.eligible) == 1 {
			pay[p.eligible[0]] += p.amount
			continue
		}
		winners := make([][]int, len(h.v.Portions))
		for j, por := range h.v.Portions {
			var best []int
			for _, i := range p.eligible {
				x, ok := bruteBest(h.v, por.Name, h.Seats[i].Final(), st)
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
		case len(winners[1]) == 0: // no qualifying low: the whole pot to the high
			split(p.amount, winners[0], div.ties[0])
		case div.asOne && slices.Equal(winners[0], winners[1]):
			split(p.amount, winners[0], div.ties[0])
		default:
			half := p.amount / (2 * unit) * unit
			parts := []rules.Money{half, half}
			if odd := p.amount - 2*half; div.halving == "high" {
				parts[0] += odd
			} else {
				all := slices.Clone(winners[0])
				for _, w := range winners[1] {
					if !slices.Contains(all, w) {
						all = append(all, w)
					}
				}
				pay[pick(div.ties[0], all)] += odd
			}
			split(parts[0], winners[0], div.ties[0])
			split(parts[1], winners[1], div.ties[1])
		}
	}
	return pay
}

// twin gives seat b the cards of seat a in other suits (one permutation of
// the suits for all its cards), so that the two tie for every portion; a
// card it needs that another seat holds is replaced there by one nobody
// holds. False when no permutation can be dealt.
func twin(rng *rand.Rand, h *Hand, a, b int) bool {
	held := map[rules.Card]int{} // card → seat index
	for i := range h.Seats {
		s := &h.Seats[i]
		for _, c := range append(append(slices.Clone(s.Down), s.Up...), s.Discarded...) {
			held[c] = i
		}
	}
	sa := &h.Seats[a]
	for _, k := range rng.Perm(24) {
		perm := permutation(k)
		if perm == [4]rules.Suit{0, 1, 2, 3} {
			continue
		}
		move := func(cs []rules.Card) []rules.Card {
			out := make([]rules.Card, len(cs))
			for i, c := range cs {
				out[i] = rules.NewCard(c.Rank(), perm[c.Suit()])
			}
			return out
		}
		down, up, dis := move(sa.Down), move(sa.Up), move(sa.Discarded)
		need := append(append(slices.Clone(down), up...), dis...)
		var free []rules.Card
		for _, c := range h.v.Deck {
			if _, ok := held[c]; !ok && !slices.Contains(need, c) {
				free = append(free, c)
			}
		}
		swaps := map[rules.Card]rules.Card{}
		ok := true
		for _, c := range need {
			switch i, taken := held[c]; {
			case !taken || i == b:
			case i == a || len(free) == 0:
				ok = false
			default:
				swaps[c], free = free[0], free[1:]
			}
		}
		if !ok {
			continue
		}
		for i := range h.Seats {
			s := &h.Seats[i]
			for _, cs := range [][]rules.Card{s.Down, s.Up, s.Discarded} {
				for j, c := range cs {
					if r, ok := swaps[c]; ok {
						cs[j] = r
					}
				}
			}
		}
		sb := &h.Seats[b]
		sb.Down, sb.Up, sb.Discarded = down, up, dis
		if len(dis) == 0 {
			sb.Discarded = nil
		}
		return true
	}
	return false
}

// permutation is the k-th of the 24 orders of the four suits.
func permutation(k int) [4]rules.Suit {
	rest := []rules.Suit{0, 1, 2, 3}
	var out [4]rules.Suit
	for i := range 4 {
		f := 1
		for j := 2; j < 4-i; j++ {
			f *= j
		}
		out[i] = rest[k/f]
		rest = slices.Delete(rest, k/f, k/f+1)
		k %= f
	}
	return out
}

// Random hands of every split game, many with two seats holding the same
// cards in other suits (so that they tie for the high and for the low),
// under chip units and fees that leave odd chips: every seat collects what
// the game's own text gives (refPay), pot by pot. XCHECK_ROUNDS plays more
// hands of each game, XCHECK_SEED others.
func TestRandomSplitPotsByTheirText(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	count := 1200
	if testing.Short() {
		count = 200
	}
	count = xref.Rounds(count)
	for _, v := range variants {
		if len(v.Portions) < 2 {
			continue
		}
		if _, ok := refDivision[v.ID]; !ok {
			t.Fatalf("%s: no reading of its division", v.ID)
		}
		tied := 0
		for n := 0; n < count; n++ {
			values := map[string]string{"chip_unit": []string{"1.00", "0.25", "5.00", "0.01"}[rng.IntN(4)]}
			if v.OddChipSetting {
				values["odd_chip"] = []string{string(OddChipHighCard), string(OddChipFirstDealt)}[rng.IntN(2)]
			}
			for _, sp := range v.Specs {
				values[sp.Key] = sp.Allowed[rng.IntN(len(sp.Allowed))]
			}
			st, err := v.compile(values)
			if err != nil {
				t.Fatal(err)
			}
			h := randomHand(rng, v)
			h.BringIn = h.Seats[0].Seat
			var live []int
			for i := range h.Seats {
				if !h.Seats[i].Folded() {
					live = append(live, i)
				}
			}
			if h.Showdown() && rng.IntN(3) > 0 {
				rng.Shuffle(len(live), func(i, j int) { live[i], live[j] = live[j], live[i] })
				if twin(rng, h, live[0], live[1]) {
					tied++
				}
			}
			if pot := h.Pot(); pot > 0 && rng.IntN(2) == 0 {
				h.Fees = []Fee{{Type: "designated_1", Amount: rules.Money(1 + rng.Int64N(min(int64(pot), 300)))}}
			}
			if err := h.check(); err != nil {
				t.Fatalf("%s: %v", v.ID, err)
			}
			vd, err := h.Verify(st)
			if err != nil {
				t.Fatalf("%s: %v", v.ID, err)
			}
			want := refPay(h, st)
			for i, s := range vd.Settlements {
				if s.Expected.Payout != want[i] {
					t.Fatalf("%s %v: seat %d gets %s, its text gives %s (%s)\n%s", v.ID, values, s.Seat, s.Expected.Payout, want[i],
						vd.Outcome.Summary, recordOf(t, h))
				}
			}
		}
		if tied < count/4 {
			t.Errorf("%s: only %d of %d hands had two seats holding the same cards", v.ID, tied, count)
		}
	}
}
