package threecard_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
	"github.com/tablegames/casino/rules/threecard"
)

// The cross-checks settle random rounds by a reading of the rule book
// written apart from the package (its own ranking, rules/internal/xref) and
// require the engine to verify every one of them with no finding, and to
// find a settlement changed by a cent.

// dealt draws a three-card hand: any, or one of the class wanted (forced
// rare hands), by drawing until one comes.
func dealt(r *rand.Rand, d *xref.Deal, class int) []rules.Card {
	if class < 0 {
		return d.Take(3)
	}
	for range 20000 {
		i, j, k := r.IntN(len(d.Cards)), r.IntN(len(d.Cards)), r.IntN(len(d.Cards))
		if i == j || j == k || i == k {
			continue
		}
		h := []rules.Card{d.Cards[i], d.Cards[j], d.Cards[k]}
		if xref.Eval3(h).Class == class {
			d.Remove(h...)
			return h
		}
	}
	return d.Take(3)
}

// rareClass picks a forced class for a hand now and then.
func rareClass(r *rand.Rand) int {
	if r.IntN(4) != 0 {
		return -1
	}
	return r.IntN(6)
}

func miniRoyal(h []rules.Card) bool {
	v := xref.Eval3(h)
	return v.Class == xref.T3StraightFlush && v.Ranks[0] == 14
}

// qualifies: queen high or better (seed 002 line 955, seed 000 line 2504).
func qualifies(v xref.Value) bool { return v.Class > xref.T3High || v.Ranks[0] >= 12 }

// wantsPlay is a player's decision: usually Q-6-4 or better, sometimes not.
func wantsPlay(r *rand.Rand, v xref.Value) bool {
	good := xref.Cmp(v, xref.Value{Class: xref.T3High, Ranks: [5]int{12, 6, 4}}) >= 0
	if r.IntN(6) == 0 {
		return !good
	}
	return good
}

// versus is the result of a hand against the dealer's.
func versus(p, d xref.Value) string {
	switch c := xref.Cmp(p, d); {
	case c > 0:
		return rules.Win
	case c < 0:
		return rules.Lose
	}
	return rules.Push
}

func settle(b xref.Bet, result string, win int64) xref.Bet {
	b.Result = result
	if result == rules.Win {
		b.Payout = xref.Pay(b.Amount, win, 1)
	}
	return b
}

// Three Card Poker, Great Britain (seed 002 lines 862-1014).
func TestCrossCheckUK(t *testing.T) {
	g := threecard.UK()
	c := &xref.Checker{T: t, Game: g}
	r := rand.New(rand.NewPCG(xref.Seed(), 31))
	anteBonus := map[int]int64{xref.T3Straight: 1, xref.T3Trips: 4, xref.T3StraightFlush: 5}
	pairPlus := map[int]int64{xref.T3Pair: 1, xref.T3Flush: 4, xref.T3Straight: 6, xref.T3Trips: 33, xref.T3StraightFlush: 35}
	rounds := xref.Rounds(2000)
	for n := range rounds {
		d := &xref.Deal{Cards: xref.Shuffled(r, 1, 0)}
		onFold := []string{"settled", "loses"}[r.IntN(2)]
		// The dealer: one round in three forced below queen high.
		var dealer []rules.Card
		if r.IntN(3) == 0 {
			for {
				dealer = dealt(r, d, xref.T3High)
				if !qualifies(xref.Eval3(dealer)) {
					break
				}
				d.Cards = append(d.Cards, dealer...)
			}
		} else {
			dealer = dealt(r, d, rareClass(r))
		}
		dv := xref.Eval3(dealer)
		var seats []map[string]any
		var bets []xref.Bet
		for seat := 1; seat <= 7; seat++ {
			if r.IntN(5) == 0 {
				continue
			}
			hand := dealt(r, d, rareClass(r))
			v := xref.Eval3(hand)
			ante, pp := r.IntN(8) != 0, r.IntN(2) == 0
			if !ante && !pp {
				pp = true
			}
			s := map[string]any{"seat": seat, "cards": xref.Strs(hand)}
			stake := xref.Amount(r)
			play := false
			if ante {
				play = wantsPlay(r, v)
				s["decision"] = map[bool]string{true: "play", false: "fold"}[play]
				a := xref.Bet{Seat: seat, Bet: "ante", Amount: stake}
				switch {
				case !play:
					a = settle(a, rules.Lose, 0)
				case !qualifies(dv):
					a = settle(a, rules.Win, 1) // line 961
				default:
					res := versus(v, dv)
					a = settle(a, res, 1)
				}
				bets = append(bets, a)
				if play {
					p := xref.Bet{Seat: seat, Bet: "play", Amount: stake}
					if !qualifies(dv) {
						p = settle(p, rules.Push, 0) // line 959
					} else {
						res := versus(v, dv)
						p = settle(p, res, 1)
					}
					bets = append(bets, p)
					// The Ante Bonus, on the Ante, to every seat that played
					// with a straight or better (lines 960, 967, 983-990).
					if odds, ok := anteBonus[v.Class]; ok {
						bets = append(bets, settle(xref.Bet{Seat: seat, Bet: "ante_bonus", Amount: stake}, rules.Win, odds))
					} else if r.IntN(2) == 0 {
						bets = append(bets, xref.Bet{Seat: seat, Bet: "ante_bonus", Amount: stake, Result: rules.Push})
					}
				}
			}
			if pp {
				b := xref.Bet{Seat: seat, Bet: "pair_plus", Amount: xref.Amount(r)}
				odds, ok := pairPlus[v.Class]
				switch {
				case ante && !play && onFold == "loses":
					b = settle(b, rules.Lose, 0)
				case ok:
					b = settle(b, rules.Win, odds)
				default:
					b = settle(b, rules.Lose, 0)
				}
				bets = append(bets, b)
			}
			seats = append(seats, s)
		}
		if len(seats) == 0 {
			continue
		}
		rec := xref.Envelope(threecard.UKGameID, n)
		rec["cards"] = map[string]any{"dealer": xref.Strs(dealer), "seats": seats}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: map[string]string{"pair_plus_on_fold": onFold}, Note: "three-card-poker-uk"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// Three Card Poker 6 Card Bonus, California (seed 000 lines 2419-2642).
func TestCrossCheckCalifornia(t *testing.T) {
	g := threecard.California()
	c := &xref.Checker{T: t, Game: g}
	r := rand.New(rand.NewPCG(xref.Seed(), 32))
	pairPlus := map[int]int64{xref.T3Pair: 1, xref.T3Flush: 3, xref.T3Straight: 6, xref.T3Trips: 30, xref.T3StraightFlush: 40}
	six := map[int]int64{xref.RoyalFlush: 1000, xref.StraightFlush: 200, xref.Quads: 100, xref.FullHouse: 20,
		xref.Flush: 15, xref.Straight: 10, xref.Trips: 7}
	rounds := xref.Rounds(2000)
	for n := range rounds {
		d := &xref.Deal{Cards: xref.Shuffled(r, 1, 0)}
		var pd []rules.Card
		if r.IntN(3) == 0 {
			for {
				pd = dealt(r, d, xref.T3High)
				if !qualifies(xref.Eval3(pd)) {
					break
				}
				d.Cards = append(d.Cards, pd...)
			}
		} else {
			pd = dealt(r, d, rareClass(r))
		}
		dv := xref.Eval3(pd)
		pdSeat := 1 + r.IntN(8)
		type player struct {
			seat                   int
			hand                   []rules.Card
			play                   bool
			ante, pp, six, playBet xref.Bet
			hasPP, hasSix          bool
		}
		var players []player
		var seats []map[string]any
		// Seats clockwise from the player-dealer's left.
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(4) == 0 {
				continue
			}
			p := player{seat: seat, hand: dealt(r, d, rareClass(r))}
			v := xref.Eval3(p.hand)
			p.play = wantsPlay(r, v)
			stake := xref.Amount(r)
			p.ante = xref.Bet{Seat: seat, Bet: "ante", Amount: stake}
			p.playBet = xref.Bet{Seat: seat, Bet: "play", Amount: stake}
			switch {
			case !p.play:
				p.ante = settle(p.ante, rules.Lose, 0)
			case !qualifies(dv):
				// Line 2506: a higher hand wins even money, a lower one
				// pushes; equal hands push (2510).
				if xref.Cmp(v, dv) > 0 {
					p.ante = settle(p.ante, rules.Win, 1)
				} else {
					p.ante = settle(p.ante, rules.Push, 0)
				}
				p.playBet = settle(p.playBet, rules.Push, 0)
			default:
				res := versus(v, dv)
				p.ante = settle(p.ante, res, 1)
				p.playBet = settle(p.playBet, res, 1)
			}
			if p.hasPP = r.IntN(2) == 0; p.hasPP {
				p.pp = xref.Bet{Seat: seat, Bet: "pair_plus", Amount: xref.Amount(r)}
				odds, ok := pairPlus[v.Class]
				if miniRoyal(p.hand) {
					odds = 200
				}
				switch {
				case !p.play:
					p.pp = settle(p.pp, rules.Lose, 0) // lines 2498, 2530
				case ok:
					p.pp = settle(p.pp, rules.Win, odds)
				default:
					p.pp = settle(p.pp, rules.Lose, 0)
				}
			}
			if p.hasSix = r.IntN(2) == 0; p.hasSix {
				p.six = xref.Bet{Seat: seat, Bet: "six_card_bonus", Amount: xref.Amount(r)}
				best, _ := xref.Best5(append(append([]rules.Card{}, p.hand...), pd...))
				if odds, ok := six[best.Class]; ok {
					p.six = settle(p.six, rules.Win, odds) // still paid after a fold, 2499
				} else {
					p.six = settle(p.six, rules.Lose, 0)
				}
			}
			players = append(players, p)
			s := map[string]any{"seat": seat, "cards": xref.Strs(p.hand), "decision": map[bool]string{true: "play", false: "fold"}[p.play]}
			seats = append(seats, s)
		}
		// The bank: forfeits first (line 2500), then seat by seat Ante,
		// Play, Pair Plus, 6 Card Bonus (line 2513).
		// The uncovered wagers are returned once the bank is exhausted
		// (lines 2531, 2557).
		bank := &xref.Bank{Bank: rules.Money(100 * (20 + r.IntN(800))), Returns: true}
		if r.IntN(4) == 0 {
			bank.Bank = rules.Money(100 * (1 + r.IntN(40)))
		}
		var bets []xref.Bet
		for i := range players {
			p := &players[i]
			if !p.play {
				p.ante = bank.Settle(p.ante, p.ante.Amount)
				if p.hasPP {
					p.pp = bank.Settle(p.pp, p.pp.Amount)
				}
			}
		}
		for i := range players {
			p := &players[i]
			if p.play {
				p.ante = bank.Settle(p.ante, p.ante.Amount)
				p.playBet = bank.Settle(p.playBet, p.playBet.Amount)
				if p.hasPP {
					p.pp = bank.Settle(p.pp, p.pp.Amount)
				}
			}
			if p.hasSix {
				p.six = bank.Settle(p.six, p.six.Amount)
			}
		}
		for _, p := range players {
			bets = append(bets, p.ante)
			if p.play {
				bets = append(bets, p.playBet)
			}
			if p.hasPP {
				bets = append(bets, p.pp)
			}
			if p.hasSix {
				bets = append(bets, p.six)
			}
		}
		if len(players) == 0 {
			continue
		}
		rec := xref.Envelope(threecard.GameID, n)
		rec["cards"] = map[string]any{"player_dealer": xref.Strs(pd), "seats": seats}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Note: "three-card-poker"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}
