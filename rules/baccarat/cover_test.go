package baccarat

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
)

// Random tables of the California baccarat games on one coup, Player 9 (a
// natural) over Banker 7: every player line wins even money and every other
// bet loses. The wagers, seats, backline bettors and bank are random; the
// reference settles them in the order each game's text gives, bet by bet,
// seat by seat clockwise from the seat left of the player-dealer (lines
// 1497, 2678, 2862), against the bank as seed 000 words it: Panda 8 and
// Fortune 7 return the wagers not covered once the player-dealer's wager is
// exhausted (lines 2652, 2678, 2798, 2862); Baccarat's text does not say,
// and its bank_exhausted setting chooses.
func TestCaliforniaCoverRandom(t *testing.T) {
	games := []struct {
		g     rules.Game
		order []string
		// lines are the bets a side bet needs beside it, from the same
		// bettor.
		lines    []string
		seats    int
		setting  bool
		always   bool // returns the wagers not covered by its own text
		sideBets []string
	}{
		{CaliforniaBaccarat(), []string{"player", "banker", "tie", "bonus"}, []string{"player", "banker", "tie"}, 14, true, false, []string{"bonus"}},
		{Panda8(), []string{"player", "banker", "tie", "panda_8", "dragon_7"}, []string{"player", "banker"}, 8, false, true, []string{"tie", "panda_8", "dragon_7"}},
		{Fortune7(), []string{"player", "banker", "tie", "dragon_9", "dragon_7"}, nil, 8, false, true, nil},
	}
	r := rand.New(rand.NewPCG(xref.Seed(), 2678))
	fails := 0
	for n := range xref.Rounds(3000) {
		gm := games[n%len(games)]
		returns := gm.always
		var settings map[string]string
		if gm.setting {
			returns = r.IntN(2) == 0
			if !returns {
				settings = map[string]string{rules.SettingBankExhausted: rules.ExhaustedCollected}
			}
		}
		pdSeat := 1 + r.IntN(gm.seats)
		type bettor struct{ seat, backline int }
		var ws []xref.Bet
		placed := map[bettor]bool{}
		for range 1 + r.IntN(10) {
			b := bettor{1 + r.IntN(gm.seats), r.IntN(3)}
			if b.seat == pdSeat || placed[b] {
				continue
			}
			placed[b] = true
			line := gm.order[r.IntN(2)]
			if gm.lines != nil {
				line = gm.lines[r.IntN(len(gm.lines))]
			}
			bets := []string{line}
			for _, sb := range gm.order {
				if sb != line && (gm.sideBets == nil || slices.Contains(gm.sideBets, sb)) && !slices.Contains(gm.lines, sb) && r.IntN(3) == 0 {
					bets = append(bets, sb)
				}
			}
			for _, bet := range bets {
				w := xref.Bet{Seat: b.seat, Backline: b.backline, Bet: bet, Amount: rules.Money(500 * (1 + r.IntN(20))), Result: rules.Lose}
				if bet == "player" {
					w.Result, w.Payout = rules.Win, w.Amount
				}
				ws = append(ws, w)
			}
		}
		if len(ws) == 0 {
			continue
		}
		rank := map[string]int{}
		for i, b := range gm.order {
			rank[b] = i
		}
		pos := func(seat int) int { return ((seat-pdSeat-1)%gm.seats + gm.seats) % gm.seats }
		order := slices.Clone(ws)
		slices.SortStableFunc(order, func(a, b xref.Bet) int {
			if d := rank[a.Bet] - rank[b.Bet]; d != 0 {
				return d
			}
			if d := pos(a.Seat) - pos(b.Seat); d != 0 {
				return d
			}
			return a.Backline - b.Backline
		})
		bank := &xref.Bank{Bank: rules.Money(500 * (1 + r.IntN(30))), Returns: returns}
		var settled []ccWager
		for _, w := range order {
			s := bank.Settle(w, w.Amount)
			cw := ccWager{seat: s.Seat, backline: s.Backline, bet: s.Bet, amount: s.Amount.String(), result: s.Result, payout: s.Payout.String()}
			if s.Returned != 0 {
				cw.returned = s.Returned.String()
			}
			settled = append(settled, cw)
		}
		r.Shuffle(len(settled), func(i, j int) { settled[i], settled[j] = settled[j], settled[i] })
		h := ccHand{game: gm.g.Info().ID, player: "9S KH", banker: "4D 3C", settings: settings, pdSeat: pdSeat,
			bank: bank.Bank.String(), net: xref.Signed(bank.Net), wagers: settled}
		if gm.seats != 8 {
			h.settings = mergeSettings(h.settings, map[string]string{keyCASeats: "14"})
		}
		v, err := ccVerify(t, gm.g, h.json(t))
		if err != nil {
			t.Fatalf("%s: %v\n%s", h.game, err, h.json(t))
		}
		if !v.Verified() {
			fails++
			t.Errorf("%s, bank_exhausted returns=%v: the engine disagrees with the reference:\n%s%s", h.game, returns, xref.Describe(v), h.json(t))
			if fails == 5 {
				t.FailNow()
			}
		}
	}
}

func mergeSettings(a, b map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = v
	}
	return out
}
