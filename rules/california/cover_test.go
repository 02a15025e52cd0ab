package california

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
)

// Random tables of Pan 9, Super 9 and 9 1/2, the hands drawn from a few that
// win, lose and tie, the wagers, seats, backline bettors, dice and bank at
// random. The reference settles them in the order each text gives against
// the bank as seed 000 words it: Pan 9 seat by seat from the action button,
// each bettor's game wager then its Bonus Tie Bet (line 1879); Super 9 every
// base wager, then every Bonus Tie Bet, from the button (line 1890); 9 1/2
// seat by seat from the player-dealer's left (CA-H6). Pan 9 and Super 9
// return every wager once the bank is exhausted (lines 1839, 1880, 1950);
// 9 1/2's text does not say, and bank_exhausted chooses (line 3422).
func TestCoverRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(xref.Seed(), 1880))
	fails := 0
	for n := range xref.Rounds(3000) {
		var game rules.Game
		var id string
		switch n % 3 {
		case 0:
			game, id = Pan9(), "pan-9"
		case 1:
			game, id = Super9(), "super-9"
		default:
			game, id = NineAndAHalf(), "nine-and-a-half"
		}
		returns := true
		var settings map[string]string
		if id == "nine-and-a-half" && r.IntN(2) == 0 {
			returns = false
			settings = map[string]string{rules.SettingBankExhausted: rules.ExhaustedCollected}
		}
		pdSeat := 1 + r.IntN(8)
		dice := 3 + r.IntN(16)
		// The action button: dice − 1 positions clockwise from the
		// player-dealer, all eight counted; on the player-dealer itself,
		// the seat to its left (lines 1894, 1830; CA-N3). 9 1/2 starts
		// left of the player-dealer.
		first := (pdSeat-1+(dice-1)%8)%8 + 1
		if first == pdSeat || id == "nine-and-a-half" {
			first = pdSeat%8 + 1
		}
		type kind struct {
			cards  string
			result string // of a base wager
			tie    bool   // a natural seven, the player-dealer's total
		}
		// Against the player-dealer's natural 7, 3S 4S KS (9 1/2: a 6).
		kinds := []kind{{"4H 5H KH", rules.Win, false}, {"2C KC QC 3C", rules.Lose, false}, {"3D 4D QD", rules.Push, true}}
		pdCards, bet := "3S 4S KS", BetBase
		if id == "nine-and-a-half" {
			kinds = []kind{{"7H", rules.Win, false}, {"5H", rules.Lose, false}, {"6H", rules.Push, false}}
			pdCards, bet = "6S", BetNineHalf
		}
		var hands []seatHand
		var ws []xref.Bet
		for seat := 1; seat <= 8; seat++ {
			if seat == pdSeat || r.IntN(3) == 0 {
				continue
			}
			k := kinds[r.IntN(len(kinds))]
			hands = append(hands, seatHand{seat: seat, cards: k.cards})
			for bl := 0; bl == 0 || (bl <= 2 && r.IntN(3) == 0); bl++ {
				w := xref.Bet{Seat: seat, Backline: bl, Bet: bet, Amount: rules.Money(500 * (1 + r.IntN(20))), Result: k.result}
				if k.result == rules.Win {
					w.Payout = w.Amount
				}
				ws = append(ws, w)
				if id != "nine-and-a-half" && r.IntN(2) == 0 {
					b := xref.Bet{Seat: seat, Backline: bl, Bet: BetBonusTie, Amount: rules.Money(500 * (1 + r.IntN(4))), Result: rules.Lose}
					if k.tie {
						b.Result, b.Payout = rules.Win, 10*b.Amount // a natural tie of seven (line 1956)
					}
					ws = append(ws, b)
				}
			}
		}
		if len(ws) == 0 {
			continue
		}
		pos := func(seat int) int { return ((seat-first)%8 + 8) % 8 }
		betRank := func(b string) int {
			if b == BetBonusTie {
				return 1
			}
			return 0
		}
		order := slices.Clone(ws)
		slices.SortStableFunc(order, func(a, b xref.Bet) int {
			if id == "super-9" {
				if d := betRank(a.Bet) - betRank(b.Bet); d != 0 {
					return d
				}
			}
			if d := pos(a.Seat) - pos(b.Seat); d != 0 {
				return d
			}
			if d := a.Backline - b.Backline; d != 0 {
				return d
			}
			return betRank(a.Bet) - betRank(b.Bet)
		})
		bank := &xref.Bank{Bank: rules.Money(500 * (1 + r.IntN(30))), Returns: returns}
		var wagers []string
		for _, w := range order {
			s := bank.Settle(w, w.Amount)
			if s.Returned != 0 {
				wagers = append(wagers, wager(s.Seat, s.Backline, s.Bet, s.Amount.String(), s.Result, s.Payout.String(), s.Returned.String()))
			} else {
				wagers = append(wagers, wager(s.Seat, s.Backline, s.Bet, s.Amount.String(), s.Result, s.Payout.String()))
			}
		}
		r.Shuffle(len(wagers), func(i, j int) { wagers[i], wagers[j] = wagers[j], wagers[i] })
		var rec string
		if id == "nine-and-a-half" {
			rec = halfRecord(pdSeat, bank.Bank.String(), xref.Signed(bank.Net), pdCards, hands, wagers...)
		} else {
			rec = ninesRecord(id, dice, pdSeat, bank.Bank.String(), xref.Signed(bank.Net), pdCards, hands, wagers...)
		}
		v := verify(t, game, settings, rec)
		if !v.Verified() {
			fails++
			t.Errorf("%s, returns=%v: the engine disagrees with the reference:\n%s%s", id, returns, xref.Describe(v), rec)
			if fails == 5 {
				t.FailNow()
			}
		}
	}
}

// Baccarat 9's texts say nothing of the bank: bank_exhausted chooses (line
// 3422). Player 7 over Banker 6 (version 2): the player-dealer at seat 1
// with a bank of 20 pays seat 2's Player 20 and is exhausted; seat 3's
// losing Banker wager is returned, or under losers_collected collected.
func TestBaccarat9BankExhausted(t *testing.T) {
	rec := func(net, result string) string {
		return b9Record("6S AC KC", "6D KD QD", nil, "20.00", net, "",
			wager(2, 0, BetPlayer, "20.00", "win", "20.00"), wager(3, 0, BetBanker, "30.00", result, "0.00"))
	}
	v := verify(t, Baccarat9(), nil, rec("-20.00", rules.NoAction))
	if !v.Verified() {
		t.Errorf("returned: %+v", v.Findings)
	}
	if st := v.Settlements[1]; st.Rule != rules.RuleCaliforniaCover {
		t.Errorf("the returned wager cites %s", st.Rule)
	}
	collected := map[string]string{rules.SettingBankExhausted: rules.ExhaustedCollected}
	if v := verify(t, Baccarat9(), collected, rec("10.00", "lose")); !v.Verified() {
		t.Errorf("collected: %+v", v.Findings)
	}
	if v := verify(t, Baccarat9(), nil, rec("10.00", "lose")); len(v.Findings) != 2 {
		t.Errorf("a loser collected under the default: %+v", v.Findings)
	}
}
