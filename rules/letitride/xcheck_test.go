package letitride_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
	"github.com/tablegames/casino/rules/letitride"
)

// Let it Ride's pay tables as printed (seed 002 lines 2918-2959, 2948-3047),
// indexed by class from one pair (a pair of tens or better) to royal flush.
var payTables = map[string][10]int64{
	"minimum": {0, 1, 2, 3, 5, 8, 11, 25, 50, 100},
	"1":       {0, 1, 2, 3, 6, 9, 15, 30, 50, 100},
	"2":       {0, 1, 2, 3, 6, 9, 15, 40, 100, 200},
	"3":       {0, 1, 2, 3, 5, 10, 15, 25, 100, 500},
	"4":       {0, 1, 2, 3, 5, 8, 11, 50, 200, 1000},
}

// The Three Card Bonus tables (lines 3080-3134): pair, flush, straight,
// three of a kind, straight flush, mini royal flush.
var bonusTables = map[string][7]int64{
	"minimum": {0, 1, 3, 4, 8, 40, 50},
	"1":       {0, 1, 4, 6, 30, 40, 50},
	"2":       {0, 1, 4, 5, 30, 40, 50},
	"3":       {0, 1, 3, 6, 30, 40, 50},
}

// forced five cards of a class for a seat's three and the two community
// cards: a royal, a straight flush, four of a kind or a full house, drawn
// to order out of the pack.
func forced(r *rand.Rand, d *xref.Deal) ([]rules.Card, bool) {
	s := rules.Suit(r.IntN(4))
	var want []rules.Card
	switch r.IntN(4) {
	case 0:
		for rk := rules.Ten; rk <= rules.Ace; rk++ {
			want = append(want, rules.NewCard(rk, s))
		}
	case 1:
		lo := 1 + r.IntN(9) // 1 is the wheel
		for k := 0; k < 5; k++ {
			rk := rules.Rank(lo + k)
			if rk == 1 {
				rk = rules.Ace
			}
			want = append(want, rules.NewCard(rk, s))
		}
	case 2:
		rk := rules.Rank(2 + r.IntN(13))
		for st := rules.Spades; st <= rules.Clubs; st++ {
			want = append(want, rules.NewCard(rk, st))
		}
		want = append(want, d.Cards[0])
	case 3:
		a, b := rules.Rank(2+r.IntN(13)), rules.Rank(2+r.IntN(13))
		if a == b {
			b = a%13 + 2
		}
		want = []rules.Card{rules.NewCard(a, 0), rules.NewCard(a, 1), rules.NewCard(a, 2), rules.NewCard(b, 0), rules.NewCard(b, 3)}
	}
	r.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
	if !d.Remove(want...) {
		return nil, false
	}
	return want, true
}

// Let it Ride (seed 002 lines 2794-3143).
func TestCrossCheck(t *testing.T) {
	g := letitride.New()
	c := &xref.Checker{T: t, Game: g}
	r := rand.New(rand.NewPCG(xref.Seed(), 41))
	tables := []string{"minimum", "1", "2", "3", "4"}
	bonuses := []string{"minimum", "1", "2", "3"}
	for n := range xref.Rounds(3000) {
		settings := map[string]string{"pay_table": tables[r.IntN(5)], "bonus_pay_table": bonuses[r.IntN(4)]}
		var ceiling rules.Money
		if settings["pay_table"] == "4" && r.IntN(2) == 0 {
			ceiling = rules.Money(100 * (100 + r.IntN(5000)))
			settings["royal_flush_ceiling"] = ceiling.String()
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, 1, 0)}
		var community []rules.Card
		forcedSeat := 0
		var forcedCards []rules.Card
		if r.IntN(3) == 0 {
			if f, ok := forced(r, d); ok {
				community, forcedCards = f[3:], f[:3]
				forcedSeat = 1 + r.IntN(7)
			}
		}
		if community == nil {
			community = d.Take(2)
		}
		pays := payTables[settings["pay_table"]]
		bonus := bonusTables[settings["bonus_pay_table"]]
		var seats []map[string]any
		var bets []xref.Bet
		for seat := 1; seat <= 7; seat++ {
			if seat != forcedSeat && r.IntN(4) == 0 {
				continue
			}
			hand := d.Take(3)
			if seat == forcedSeat {
				hand = forcedCards
			}
			five := append(append([]rules.Card{}, hand...), community...)
			v := xref.Eval5(five)
			winning := v.Class > xref.OnePair || (v.Class == xref.OnePair && v.Ranks[0] >= 10)
			ride := [2]bool{r.IntN(3) != 0, r.IntN(3) != 0}
			words := []string{"withdraw", "withdraw"}
			stake := xref.Amount(r)
			var standard []xref.Bet
			for i, bet := range []string{"one", "two", "pound"} {
				b := xref.Bet{Seat: seat, Bet: bet, Amount: stake}
				switch {
				case i < 2 && !ride[i]:
					b.Result = rules.Push // withdrawn, returned
				case winning:
					b.Result, b.Payout = rules.Win, xref.Pay(stake, pays[v.Class], 1)
				default:
					b.Result = rules.Lose
				}
				if i < 2 && ride[i] {
					words[i] = "ride"
				}
				standard = append(standard, b)
			}
			// The Royal Flush ceiling under pay table 4 fills '1', '2' and
			// '£' in that order (lines 3051-3066).
			if ceiling > 0 && v.Class == xref.RoyalFlush {
				left := ceiling
				for i := range standard {
					if standard[i].Result == rules.Win {
						standard[i].Payout = min(standard[i].Payout, left)
						left -= standard[i].Payout
					}
				}
			}
			bets = append(bets, standard...)
			if r.IntN(2) == 0 {
				b := xref.Bet{Seat: seat, Bet: "three_card_bonus", Amount: xref.Amount(r)}
				v3 := xref.Eval3(hand)
				class := v3.Class
				odds := int64(0)
				switch class {
				case xref.T3Pair:
					odds = bonus[1]
				case xref.T3Flush:
					odds = bonus[2]
				case xref.T3Straight:
					odds = bonus[3]
				case xref.T3Trips:
					odds = bonus[4]
				case xref.T3StraightFlush:
					odds = bonus[5]
					if v3.Ranks[0] == 14 {
						odds = bonus[6]
					}
				}
				if odds > 0 {
					b.Result, b.Payout = rules.Win, xref.Pay(b.Amount, odds, 1)
				} else {
					b.Result = rules.Lose
				}
				bets = append(bets, b)
			}
			seats = append(seats, map[string]any{"seat": seat, "cards": xref.Strs(hand), "decisions": words})
		}
		if len(seats) == 0 {
			continue
		}
		rec := xref.Envelope(letitride.GameID, n)
		rec["cards"] = map[string]any{"community": xref.Strs(community), "seats": seats}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: settings, Note: "let-it-ride"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}
