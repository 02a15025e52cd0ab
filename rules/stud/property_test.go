package stud

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// randomHand deals a possible hand of the game: 2 to 8 seats, each folding
// on some street or staying in, a showdown at seventh street when two or
// more stay, discards where the game has them, the antes and random bets
// in whole dollars, no fees, the bring-in and the first to act left for the
// caller. Won is left at zero.
func randomHand(rng *rand.Rand, v *Variant) *Hand {
	for {
		deck := slices.Clone(v.Deck)
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		n := v.MinSeats + rng.IntN(v.MaxSeats-v.MinSeats+1)
		last := len(v.Streets) - 1
		showdown := rng.IntN(3) > 0
		street := last
		if !showdown {
			street = rng.IntN(len(v.Streets))
		}
		seatNos := rng.Perm(v.Seats)[:n]
		slices.Sort(seatNos)
		h := &Hand{v: v, env: rules.Envelope{TableID: "T", HandNumber: 1, Game: v.ID}, Street: street, FirstToAct: make([]int, len(v.Streets))}
		if v.Button {
			h.Button = 1 + rng.IntN(v.Seats)
		}
		liveSeat := rng.IntN(n)
		need := 0
		for i, s := range seatNos {
			seat := Seat{Seat: s + 1, FoldedOn: -1, Ante: rules.Dollars(1)}
			switch {
			case showdown && (i == liveSeat || rng.IntN(2) == 0):
			case !showdown && i == liveSeat:
			default:
				seat.FoldedOn = rng.IntN(street + 1)
			}
			h.Seats = append(h.Seats, seat)
		}
		if showdown && h.live() < 2 {
			continue
		}
		for i := range h.Seats {
			s := &h.Seats[i]
			k := street
			if s.Folded() {
				k = s.FoldedOn
			}
			need += v.dealtDown(k) + upCount(v, k)
		}
		if need > len(deck) {
			continue
		}
		take := func(n int) []rules.Card {
			out := slices.Clone(deck[:n])
			deck = deck[n:]
			return out
		}
		// Each street's bet, called by the seats that stay; a seat folding
		// on a street puts in part of it, and now and then a seat is all in
		// for less (side pots).
		amounts := make([]rules.Money, len(v.Streets))
		for j := range amounts {
			amounts[j] = rules.Dollars(int64(rng.IntN(9)))
		}
		for i := range h.Seats {
			s := &h.Seats[i]
			k := street
			if s.Folded() {
				k = s.FoldedOn
			}
			if v.TurnUp {
				// Now and then the seat turns its down card up before a
				// street; that street's card comes down (line 347).
				for j := 1; j <= k; j++ {
					if rng.IntN(4) == 0 {
						s.Turned = append(s.Turned, j)
					}
				}
			}
			s.Down = take(v.dealtDown(k) + len(s.Turned))
			s.Up = take(upCount(v, k) - len(s.Turned))
			if d := v.discards(k); d > 0 {
				s.Discarded = slices.Clone(s.Down[rng.IntN(v.dealtDown(0)-d+1):][:d])
			}
			if s.Folded() && len(s.Turned) == 0 && rng.IntN(2) == 0 {
				s.Down, s.Discarded = nil, nil
			}
			s.Bets = make([]rules.Money, len(v.Streets))
			for j := 0; j <= k; j++ {
				s.Bets[j] = amounts[j]
				if (s.Folded() && j == k) || rng.IntN(12) == 0 {
					s.Bets[j] = rules.Dollars(int64(rng.IntN(int(amounts[j]/100) + 1)))
				}
			}
		}
		return h
	}
}

// upCount is how many up cards a seat dealt through street k holds.
func upCount(v *Variant, k int) int {
	_, up := v.cards(k)
	return up
}

// refBringIn is the seat that brings it in, by sorting the door cards as
// the rule words them: the lowest (or highest) rank, then the lowest (or
// highest) suit, spades highest.
func refBringIn(h *Hand, b BringIn, chart bool) int {
	type door struct {
		seat, rank, suit int
	}
	var ds []door
	for _, s := range h.Seats {
		c := s.Up[0]
		r := int(c.Rank())
		if (b.AceLow || chart) && c.Rank() == rules.Ace {
			r = 1
		}
		ds = append(ds, door{s.Seat, r, []int{4, 3, 2, 1}[c.Suit()]})
	}
	slices.SortFunc(ds, func(a, c door) int {
		if a.rank != c.rank {
			return a.rank - c.rank
		}
		return a.suit - c.suit
	})
	if chart {
		// The chart's highest card is the ace, then the deuce; among equal
		// ranks the highest suit.
		slices.SortStableFunc(ds, func(a, c door) int {
			if a.rank != c.rank {
				return a.rank - c.rank
			}
			return c.suit - a.suit
		})
		return ds[0].seat
	}
	if b.Highest {
		return ds[len(ds)-1].seat
	}
	return ds[0].seat
}

// forSubsets calls f with every choice of k of the cards.
func forSubsets(cards []rules.Card, k int, f func([]rules.Card)) {
	pick := make([]rules.Card, 0, k)
	var walk func(i int)
	walk = func(i int) {
		if len(pick) == k {
			f(slices.Clone(pick))
			return
		}
		for j := i; j < len(cards); j++ {
			pick = append(pick, cards[j])
			walk(j + 1)
			pick = pick[:len(pick)-1]
		}
	}
	walk(0)
}

// rankOnlyLow orders five cards as a low in which only ranks count, by the
// ranks given (ace 14 for a deuce-low, 1 for an ace-to-five low): fewer
// cards of a rank repeated first, then the groups compared from the largest
// and highest down; the lower the better.
func rankOnlyLow(five []rules.Card, aceLow bool) []int {
	count := map[int]int{}
	for _, c := range five {
		r := int(c.Rank())
		if aceLow && r == 14 {
			r = 1
		}
		count[r]++
	}
	type g struct{ n, r int }
	var gs []g
	for r, n := range count {
		gs = append(gs, g{n, r})
	}
	slices.SortFunc(gs, func(a, b g) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return b.r - a.r
	})
	// The shape: no pair, one pair, two pairs, trips, full house, quads.
	shape := 0
	switch {
	case gs[0].n == 4:
		shape = 5
	case gs[0].n == 3 && len(gs) > 1 && gs[1].n == 2:
		shape = 4
	case gs[0].n == 3:
		shape = 3
	case gs[0].n == 2 && len(gs) > 1 && gs[1].n == 2:
		shape = 2
	case gs[0].n == 2:
		shape = 1
	}
	out := []int{shape}
	for _, x := range gs {
		out = append(out, x.r)
	}
	return out
}

// bruteValue ranks a hand for a portion by brute force over its choices of
// five cards: -1 when it does not qualify, else a rank in which higher is
// better among the hands compared.
func bruteBest(v *Variant, portion string, cards []rules.Card, st *Settings) (best []int, ok bool) {
	if x, ok := refSplitLowBest(v, portion, cards); ok {
		return x, true
	}
	better := func(a, b []int) bool { return slices.Compare(a, b) < 0 } // lower sequence is the better low
	forSubsets(cards, 5, func(five []rules.Card) {
		var x []int
		switch {
		case portion == "high" && v.ID == AsianFiveCardStudID && st.Value("ties") == TiesSuitOrder:
			// Equal hands: the highest card by rank, then suit, spades
			// highest (line 774).
			top := 0
			for _, c := range five {
				top = max(top, int(c.Rank())*10+[]int{4, 3, 2, 1}[c.Suit()])
			}
			x = []int{-int(poker.Eval5([5]rules.Card(five))), -top}
		case portion == "high":
			x = []int{-int(poker.Eval5([5]rules.Card(five)))}
		case v.ID == Super7HiLoRegularID && st.Value("low_ranking") == LowRankingNoStraights:
			x = rankOnlyLow(five, false)
		case v.ID == Super7HiLoRegularID:
			x = []int{int(poker.Low27([5]rules.Card(five)))}
		default:
			x = rankOnlyLow(five, true)
			if v.ID == StudHiLoID || v.ID == Super7HiLoID {
				q := 8
				if v.ID == StudHiLoID {
					q = qualifierSetting(st)
				}
				if x[0] != 0 || x[1] > q {
					return
				}
			}
		}
		if !ok || better(x, best) {
			best, ok = x, true
		}
	})
	return best, ok
}

// Random hands of every game under every setting: Verify never refuses a
// decoded hand; the bring-in and the first to act are the seats a plain
// sort of the door cards and a brute-force comparison name; the awards add
// up to the pot less the fees; a record declaring them is verified; and in
// a showdown of one pot the seats paid are the brute-force winners.
func TestRandomHands(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, 11))
	count := 1500
	if testing.Short() {
		count = 200
	}
	for _, v := range variants {
		settings := []map[string]string{nil}
		for _, sp := range v.Specs {
			for _, a := range sp.Allowed {
				if a != sp.Default {
					settings = append(settings, map[string]string{sp.Key: a})
				}
			}
		}
		for _, sv := range settings {
			compared := 0
			st, err := v.compile(sv)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < count; i++ {
				h := randomHand(rng, v)
				bringIn := v.BringIn
				if v.Order != nil {
					bringIn, _ = v.Order(st)
				}
				h.BringIn = refBringIn(h, bringIn, v.ID == SuperRazzID && st.Value("action_order") == OrderChart)
				if seat := refSplitLowBringIn(h, st); seat >= 0 {
					h.BringIn = seat
				}
				if v.ID == MexicanPokerID {
					h.BringIn = refMexicanBringIn(h)
				}
				for j := range h.Seats {
					if h.Seats[j].Seat == h.BringIn && h.Seats[j].Bets[0] == 0 {
						h.Seats[j].Bets[0] = rules.Dollars(1) // the bring-in itself
					}
				}
				if err := h.check(); err != nil {
					t.Fatalf("%s: a random hand is impossible: %v", v.ID, err)
				}
				vd, err := h.Verify(st)
				if err != nil {
					t.Fatalf("%s: %v", v.ID, err)
				}
				if fs := findingOn(vd, "bring_in"); len(fs) != 0 {
					t.Fatalf("%s %v: %+v", v.ID, sv, fs)
				}
				d := vd.Outcome.Detail.(Detail)
				for k := 1; k <= h.Street; k++ {
					h.FirstToAct[k] = d.FirstToAct[v.Streets[k].Name]
				}
				checkFirstToAct(t, h, st)
				var sum rules.Money
				for j, s := range vd.Settlements {
					sum += s.Expected.Payout
					h.Seats[j].Won = s.Expected.Payout
				}
				if sum != h.Pot()-h.FeeTotal() {
					t.Fatalf("%s: awards %s, pot %s", v.ID, sum, h.Pot())
				}
				again, _ := h.Verify(st)
				if !again.Verified() {
					t.Fatalf("%s: the expected awards declared are not verified: %+v", v.ID, again.Findings)
				}
				if checkWinners(t, h, st, vd) {
					compared++
				}
			}
			if compared < count/10 {
				t.Errorf("%s %v: only %d of %d hands were a showdown of one pot", v.ID, sv, compared, count)
			}
		}
	}
}

// checkFirstToAct compares the first to act on each street with a
// brute-force pick: the seat whose board no other board beats, by the
// rule's own keys compared pairwise, the seat dealt first among equals.
func checkFirstToAct(t *testing.T, h *Hand, st *Settings) {
	t.Helper()
	v := h.v
	_, boards := v.BringIn, v.FirstToAct
	if v.Order != nil {
		_, boards = v.Order(st)
	}
	for k := 1; k <= h.Street; k++ {
		_, up := v.cards(k)
		var cands []int
		for i := range h.Seats {
			if h.Seats[i].LiveOn(k) {
				cands = append(cands, i)
			}
		}
		if len(cands) < 2 {
			continue
		}
		var want int
		for _, i := range cands {
			beaten := false
			for _, j := range cands {
				a, b := refBoardKey(h, i, k, up, boards[k]), refBoardKey(h, j, k, up, boards[k])
				// Equal boards: the seat dealt first (from the button's left
				// where there is one), or dealt last where the rule says so
				// (Asian Five-Card Stud, line 774).
				if j != i && (b > a || (b == a && (refDealt(h, h.Seats[j].Seat) < refDealt(h, h.Seats[i].Seat)) != boards[k].TiesToLast)) {
					beaten = true
				}
			}
			if !beaten {
				want = h.Seats[i].Seat
			}
		}
		if h.FirstToAct[k] != want {
			t.Fatalf("%s street %d: first to act %d, brute force %d", v.ID, k, h.FirstToAct[k], want)
		}
	}
}

// checkWinners compares, for a showdown of one pot (every live seat put in
// as much as any seat), the seats paid with the brute-force winners of each
// portion.
func checkWinners(t *testing.T, h *Hand, st *Settings, vd *rules.Verdict) bool {
	t.Helper()
	if !h.Showdown() {
		return false
	}
	var top rules.Money
	for i := range h.Seats {
		top = max(top, h.Seats[i].Contributed())
	}
	for i := range h.Seats {
		if !h.Seats[i].Folded() && h.Seats[i].Contributed() != top {
			return false
		}
	}
	winners := map[int]bool{}
	for _, p := range h.v.Portions {
		var best []int
		var who []int
		for i := range h.Seats {
			s := &h.Seats[i]
			if s.Folded() {
				continue
			}
			var x []int
			ok := true
			if h.v.ID == MexicanPokerID {
				x = refMexican(s.Final(), slices.Contains(s.Up, rules.Joker))
			} else {
				x, ok = bruteBest(h.v, p.Name, s.Final(), st)
			}
			if !ok {
				continue
			}
			switch c := slices.Compare(x, best); {
			case best == nil || c < 0:
				best, who = x, []int{s.Seat}
			case c == 0:
				who = append(who, s.Seat)
			}
		}
		for _, w := range who {
			winners[w] = true
		}
	}
	paid := map[int]bool{}
	for _, s := range vd.Settlements {
		if s.Expected.Payout > 0 {
			paid[s.Seat] = true
		}
	}
	if len(paid) != len(winners) {
		t.Fatalf("%s: paid %v, brute-force winners %v (%s)", h.v.ID, paid, winners, vd.Outcome.Summary)
	}
	for s := range winners {
		if !paid[s] {
			t.Fatalf("%s: paid %v, brute-force winners %v (%s)", h.v.ID, paid, winners, vd.Outcome.Summary)
		}
	}
	return true
}
