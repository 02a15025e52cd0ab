package studtable_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
	"github.com/tablegames/casino/rules/studtable"
)

// The cross-checks settle random rounds by a reading of the rule books
// written apart from the package (rules/internal/xref ranks the hands) and
// require the engine to verify each with no finding, and to find a
// settlement changed by a cent.

// qualifies: "a hand containing Ace/King or better" (seed 002 line 1360),
// "at least an Ace and a King" (seed 000 line 729): any pair or better, or
// no pair holding an ace and a king.
func qualifies(v xref.Value) bool {
	if v.Class > xref.HighCard {
		return true
	}
	return v.Ranks[0] == 14 && v.Ranks[1] == 13
}

// hand5 is a seat's five cards: drawn, or now and then forced to a rare
// class out of the shoe.
func hand5(r *rand.Rand, d *xref.Deal, decks int) []rules.Card {
	if r.IntN(4) != 0 {
		return d.Take(5)
	}
	s := rules.Suit(r.IntN(4))
	rk := func() rules.Rank { return rules.Rank(2 + r.IntN(13)) }
	var want []rules.Card
	switch k := r.IntN(8); {
	case k == 0: // royal or straight flush, the wheel included
		lo := 1 + r.IntN(10)
		for i := 0; i < 5; i++ {
			x := rules.Rank(lo + i)
			if x == 1 {
				x = rules.Ace
			}
			want = append(want, rules.NewCard(x, s))
		}
	case k == 1: // four of a kind
		a := rk()
		for st := rules.Spades; st <= rules.Clubs; st++ {
			want = append(want, rules.NewCard(a, st))
		}
		want = append(want, d.Cards[len(d.Cards)-1])
	case k == 2: // full house
		a, b := rk(), rk()
		if a == b {
			b = a%13 + 2
		}
		want = []rules.Card{rules.NewCard(a, 0), rules.NewCard(a, 1), rules.NewCard(a, 2), rules.NewCard(b, 1), rules.NewCard(b, 3)}
	case k == 3 && decks > 1: // several decks: a flush holding a pair
		a := rk()
		want = []rules.Card{rules.NewCard(a, s), rules.NewCard(a, s)}
		for len(want) < 5 {
			want = append(want, rules.NewCard(rk(), s))
		}
	case k == 4 && decks > 1: // several decks: five of one rank
		a := rk()
		for i := 0; i < 5; i++ {
			want = append(want, rules.NewCard(a, rules.Suit(r.IntN(4))))
		}
	case k == 6 && decks > 1: // several decks: a full house in one suit
		a, b := rk(), rk()
		if a == b {
			b = a%13 + 2
		}
		want = []rules.Card{rules.NewCard(a, s), rules.NewCard(a, s), rules.NewCard(a, s), rules.NewCard(b, s), rules.NewCard(b, s)}
	case k == 5: // ace-king, the lowest qualifying hands
		want = []rules.Card{rules.NewCard(rules.Ace, s), rules.NewCard(rules.King, (s+1)%4)}
		for len(want) < 5 {
			want = append(want, rules.NewCard(rules.Rank(2+r.IntN(6)), rules.Suit(r.IntN(4))))
		}
	default: // a low hand of no pair
		for len(want) < 5 {
			want = append(want, rules.NewCard(rules.Rank(2+r.IntN(9)), rules.Suit(r.IntN(4))))
		}
	}
	r.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
	if !d.Remove(want...) {
		return d.Take(5)
	}
	return want
}

func settle(b xref.Bet, result string, win int64) xref.Bet {
	b.Result = result
	if result == rules.Win {
		b.Payout = xref.Pay(b.Amount, win, 1)
	}
	return b
}

func versus(p, d xref.Value) string {
	switch c := xref.Cmp(p, d); {
	case c > 0:
		return rules.Win
	case c < 0:
		return rules.Lose
	}
	return rules.Push
}

// Casino Stud Poker, Great Britain (seed 002 lines 1271-1502).
func TestCrossCheckCasinoStud(t *testing.T) {
	g := studtable.CasinoStud()
	c := &xref.Checker{T: t, Game: g}
	r := rand.New(rand.NewPCG(xref.Seed(), 51))
	raiseTables := map[string][10]int64{
		// high card, pair, two pairs, trips, straight, flush, full house,
		// four of a kind, straight flush, royal flush (lines 1368-1379)
		"50,50,20,8,6,4,3,2,1":  {1, 1, 2, 3, 4, 6, 8, 20, 50, 50},
		"100,50,20,8,6,4,3,2,1": {1, 1, 2, 3, 4, 6, 8, 20, 50, 100},
	}
	insuranceOwn := map[int]int64{xref.Flush: 6, xref.FullHouse: 8, xref.Quads: 20, xref.StraightFlush: 50, xref.RoyalFlush: 100}
	progressiveFixed := map[int]int64{xref.Flush: 50, xref.FullHouse: 75, xref.Quads: 100}
	for n := range xref.Rounds(3000) {
		raiseOdds := []string{"50,50,20,8,6,4,3,2,1", "100,50,20,8,6,4,3,2,1"}[r.IntN(2)]
		folded := []string{"loses", "pays"}[r.IntN(2)]
		settings := map[string]string{"raise_odds": raiseOdds, "progressive_when_folded": folded}
		d := &xref.Deal{Cards: xref.Shuffled(r, 1, 0)}
		var dealer []rules.Card
		if r.IntN(3) == 0 {
			// Below Ace/King one round in three.
			for {
				dealer = d.Take(5)
				if !qualifies(xref.Eval5(dealer)) {
					break
				}
				d.Cards = append(d.Cards, dealer...)
				r.Shuffle(len(d.Cards), func(i, j int) { d.Cards[i], d.Cards[j] = d.Cards[j], d.Cards[i] })
			}
		} else {
			dealer = hand5(r, d, 1)
		}
		dv := xref.Eval5(dealer)
		up := dealer[4].Rank()
		doubleAllowed := up >= 2 && up <= 5
		var seats []map[string]any
		var bets []xref.Bet
		for seat := 1; seat <= 7; seat++ {
			if r.IntN(4) == 0 {
				continue
			}
			hand := hand5(r, d, 1)
			v := xref.Eval5(hand)
			raised := r.IntN(5) != 0
			if v.Class >= xref.Flush {
				raised = r.IntN(10) != 0
			}
			ante := xref.Bet{Seat: seat, Bet: "ante", Amount: xref.Amount(r)}
			raise := xref.Bet{Seat: seat, Bet: "raise", Amount: 2 * ante.Amount}
			switch {
			case !raised:
				ante = settle(ante, rules.Lose, 0)
			case !qualifies(dv):
				ante = settle(ante, rules.Win, 1) // lines 1360-1362
				raise = settle(raise, rules.Push, 0)
			default:
				res := versus(v, dv)
				ante = settle(ante, res, 1)
				raise = settle(raise, res, raiseTables[raiseOdds][v.Class])
			}
			bets = append(bets, ante)
			if raised {
				bets = append(bets, raise)
			}
			showCards := raised
			if r.IntN(3) == 0 {
				// Progressive: a Flush or better, whatever the dealer holds
				// (lines 1403-1419).
				p := xref.Bet{Seat: seat, Bet: "progressive", Amount: rules.Money(100 * (1 + r.IntN(5)))}
				if v.Class >= xref.Flush && (raised || folded == "pays") {
					p.Result = rules.Win
					if odds, ok := progressiveFixed[v.Class]; ok {
						p.Payout = rules.Money(int64(p.Amount) * odds)
					} else {
						p.Payout = rules.Money(100 * (1000 + r.IntN(50000))) // a share of the meter
					}
				} else {
					p.Result = rules.Lose
				}
				bets = append(bets, p)
				showCards = true
			}
			if r.IntN(3) == 0 {
				ins := xref.Bet{Seat: seat, Bet: "insurance", Amount: xref.Amount(r)}
				var odds int64
				switch {
				case qualifies(dv):
				case v.Class >= xref.Flush:
					odds = insuranceOwn[v.Class] // the player's own hand (1479-1485)
				case dv.Ranks[0] == 7:
					odds = 5
				case dv.Ranks[0] == 8:
					odds = 4
				case dv.Ranks[0] == 9 || dv.Ranks[0] == 10:
					odds = 2
				default:
					odds = 1
				}
				if odds > 0 {
					ins = settle(ins, rules.Win, odds)
				} else {
					ins = settle(ins, rules.Lose, 0)
				}
				bets = append(bets, ins)
				if doubleAllowed && r.IntN(2) == 0 {
					dbl := ins
					dbl.Bet = "double"
					bets = append(bets, dbl)
				}
				showCards = true
			}
			s := map[string]any{"seat": seat}
			if showCards || r.IntN(2) == 0 {
				s["cards"] = xref.Strs(hand)
			}
			seats = append(seats, s)
		}
		if len(seats) == 0 {
			continue
		}
		rec := xref.Envelope(studtable.CasinoStudID, n)
		rec["cards"] = map[string]any{"dealer": xref.Strs(dealer), "seats": seats}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: settings, Note: "casino-stud"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// Caribbean Stud Poker, California (seed 000 lines 688-772).
func TestCrossCheckCaribbean(t *testing.T) {
	g := studtable.Caribbean()
	c := &xref.Checker{T: t, Game: g}
	r := rand.New(rand.NewPCG(xref.Seed(), 52))
	// Lines 735-744, high card up to royal flush.
	call := [10]int64{1, 1, 2, 3, 5, 6, 7, 8, 9, 10}
	// The position given first action by the last downcard (lines
	// 718-727): position #2 is the first seat left of the player-dealer.
	position := map[rules.Rank]int{rules.Ace: 2, 8: 2, 2: 3, 9: 3, 3: 4, 10: 4, 4: 5, rules.Jack: 5, 5: 6, rules.Queen: 6, 6: 7, rules.King: 7, 7: 8}
	for n := range xref.Rounds(2000) {
		decks := []int{8, 4}[r.IntN(2)]
		order := []string{"seat_by_seat", "antes_first"}[r.IntN(2)]
		charted := r.IntN(2) == 0
		settings := map[string]string{"decks": itoa(decks), "settlement_order": order,
			"ranking": map[bool]string{false: "standard", true: "as_charted"}[charted]}
		// The chart lists the Flush above the Full House (lines 698-699),
		// and a hand is the best it makes under the chart: five suited
		// cards that also make a Full House are a Flush there, compared
		// card by card.
		value := func(cs []rules.Card) xref.Value {
			v := xref.Eval5(cs)
			if charted && v.Class == xref.FullHouse && suited(cs) {
				v.Class = xref.Flush
				slices.SortFunc(v.Ranks[:], func(a, b int) int { return b - a })
			}
			return v
		}
		rank := func(v xref.Value) xref.Value {
			if charted && v.Class == xref.Flush {
				v.Class = xref.FullHouse
			} else if charted && v.Class == xref.FullHouse {
				v.Class = xref.Flush
			}
			return v
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, decks, 0)}
		var pd []rules.Card
		if r.IntN(3) == 0 {
			for {
				pd = d.Take(5)
				if !qualifies(xref.Eval5(pd)) {
					break
				}
			}
		} else {
			pd = hand5(r, d, decks)
		}
		dv := value(pd)
		pdSeat := 1 + r.IntN(8)
		type bettor struct {
			ante, call xref.Bet
		}
		type hand struct {
			seat    int
			called  bool
			bettors []bettor
		}
		var hands []hand
		var seats []map[string]any
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(4) == 0 {
				continue
			}
			cards := hand5(r, d, decks)
			v := value(cards)
			h := hand{seat: seat, called: r.IntN(5) != 0}
			for b := 0; b <= r.IntN(3); b++ {
				ante := xref.Bet{Seat: seat, Backline: b, Bet: "ante", Amount: xref.Amount(r)}
				cl := xref.Bet{Seat: seat, Backline: b, Bet: "call", Amount: 2 * ante.Amount}
				switch {
				case !h.called:
					ante = settle(ante, rules.Lose, 0)
				case !qualifies(dv):
					ante = settle(ante, rules.Win, 1) // line 729
					cl = settle(cl, rules.Push, 0)
				default:
					res := versus(rank(v), rank(dv))
					ante = settle(ante, res, 1)
					cl = settle(cl, res, call[v.Class])
				}
				h.bettors = append(h.bettors, bettor{ante, cl})
			}
			hands = append(hands, h)
			s := map[string]any{"seat": seat}
			if h.called || r.IntN(2) == 0 {
				s["cards"] = xref.Strs(cards)
			}
			seats = append(seats, s)
		}
		if len(hands) == 0 {
			continue
		}
		// bank_exhausted: the wagers after the bank is used up returned,
		// or later losers still collected.
		returns := r.IntN(2) == 0
		if !returns {
			settings["bank_exhausted"] = "losers_collected"
		}
		bank := &xref.Bank{Bank: rules.Money(100 * (50 + r.IntN(1000))), Returns: returns}
		if r.IntN(3) == 0 {
			bank.Bank = rules.Money(100 * (1 + r.IntN(60)))
		}
		// Folded Antes first, clockwise from the player-dealer's left.
		for i := range hands {
			if !hands[i].called {
				for j := range hands[i].bettors {
					b := &hands[i].bettors[j]
					b.ante = bank.Settle(b.ante, b.ante.Amount)
				}
			}
		}
		// Then from the position the last downcard names, clockwise.
		first := (pdSeat-1+position[pd[4].Rank()]-1)%8 + 1
		var turn []int
		for k := 0; k < 8; k++ {
			seat := (first-1+k)%8 + 1
			for i := range hands {
				if hands[i].seat == seat && hands[i].called {
					turn = append(turn, i)
				}
			}
		}
		if order == "seat_by_seat" {
			for _, i := range turn {
				for j := range hands[i].bettors {
					b := &hands[i].bettors[j]
					b.ante = bank.Settle(b.ante, b.ante.Amount)
					b.call = bank.Settle(b.call, b.call.Amount)
				}
			}
		} else {
			for _, i := range turn {
				for j := range hands[i].bettors {
					b := &hands[i].bettors[j]
					b.ante = bank.Settle(b.ante, b.ante.Amount)
				}
			}
			for _, i := range turn {
				for j := range hands[i].bettors {
					b := &hands[i].bettors[j]
					b.call = bank.Settle(b.call, b.call.Amount)
				}
			}
		}
		var bets []xref.Bet
		for _, h := range hands {
			for _, b := range h.bettors {
				bets = append(bets, b.ante)
				if h.called {
					bets = append(bets, b.call)
				}
			}
		}
		rec := xref.Envelope(studtable.CaribbeanID, n)
		rec["cards"] = map[string]any{"player_dealer": xref.Strs(pd), "seats": seats}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: settings, Note: "caribbean-stud"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

func itoa(n int) string { return string(rune('0' + n)) }

func suited(cs []rules.Card) bool {
	for _, c := range cs[1:] {
		if c.Suit() != cs[0].Suit() {
			return false
		}
	}
	return true
}
