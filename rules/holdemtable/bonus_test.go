package holdemtable

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Worked rounds of Texas Hold 'Em Bonus, each settled by hand from the
// lines cited.
func TestBonusRounds(t *testing.T) {
	cases := []struct {
		name string
		r    round
	}{
		{
			// Seat 1's 8-8 and the board's 8-8 are four eights against the
			// dealer's kings full: higher with more than a Straight, so the
			// Ante wins (2338-2340), the Flop and River 1 to 1 (2334-2336);
			// the low pair pays the Bonus 3 to 1 (2318). Seat 2 folds: the
			// Ante is surrendered (2254-2256). Seat 3's pair of eights loses
			// to the dealer (2326-2328), but its A-Q unsuited Bonus is paid
			// 5 to 1 whatever the dealer holds (2244-2247, 2317).
			"four of a kind, a fold, a beaten Bonus",
			round{game: BonusGameID, board: "8D 8C 3S KH 2D", dealer: "KS KD",
				seats: []seatSpec{{1, "8S 8H", "bet check bet"}, {2, "7C 2S", "fold"}, {3, "AH QC", "bet check check"}},
				wagers: "1 ante 10 win 10, 1 bonus 5 win 15, 1 flop 20 win 20, 1 river 10 win 10, " +
					"2 ante 10 lose 0, 3 ante 10 lose 0, 3 bonus 5 win 25, 3 flop 20 lose 0"},
		},
		{
			// A-K-Q-J-9 over K-J-9-7-4: higher but less than a Straight, so
			// the Ante stands off (2340-2341) while the Flop, Turn and River
			// win.
			"a win below a Straight",
			round{game: BonusGameID, board: "2C 7D 9H JS KC", dealer: "3D 4H",
				seats:  []seatSpec{{1, "AS QD", "bet bet bet"}},
				wagers: "1 ante 10 push 0, 1 flop 20 win 20, 1 turn 10 win 10, 1 river 10 win 10"},
		},
		{
			// Both play the Royal Flush on the board: a stand-off
			// (2330-2332); 4-5 suited is not on the Bonus table (2322-2324).
			"both play the board",
			round{game: BonusGameID, board: "AS KS QS JS TS", dealer: "2C 3D",
				seats:  []seatSpec{{1, "4H 5H", "bet check check"}},
				wagers: "1 ante 10 push 0, 1 bonus 5 lose 0, 1 flop 20 push 0"},
		},
		{
			// Ace-Ace at the same time as the dealer's Ace-Ace: 1000 to 1
			// (2311); the hands tie.
			"aces against aces",
			round{game: BonusGameID, board: "2C 7D 9H JS KC", dealer: "AD AC",
				seats:  []seatSpec{{1, "AS AH", "bet check check"}},
				wagers: "1 ante 1 push 0, 1 bonus 1 win 1000, 1 flop 2 push 0"},
		},
		{
			// Without the top row the aces pay 30 to 1 (2312, 2320).
			"aces against aces, top row not offered",
			round{game: BonusGameID, board: "2C 7D 9H JS KC", dealer: "AD AC", settings: map[string]string{keyTopBonus: topBonusNotOffered},
				seats:  []seatSpec{{1, "AS AH", "bet check check"}},
				wagers: "1 ante 1 push 0, 1 bonus 1 win 30, 1 flop 2 push 0"},
		},
		{
			// A-K suited 25 to 1 on 2.10: 52.50; A-J suited 20 to 1; Q-Q 10
			// to 1; A-K unsuited 15 to 1; a folded A-K loses its Bonus
			// with the fold (2196-2197).
			"the Bonus rows",
			round{game: BonusGameID, board: "2C 7D 9H 3S 4C", dealer: "5D 6H",
				seats: []seatSpec{{1, "AS KS", "bet check check"}, {2, "AH JH", "bet check check"}, {3, "QC QD", "bet check check"},
					{4, "AD KH", "bet check check"}, {5, "AC KC", "fold"}},
				wagers: "1 ante 10 lose 0, 1 bonus 2.10 win 52.50, 1 flop 20 lose 0, " +
					"2 ante 10 lose 0, 2 bonus 1 win 20, 2 flop 20 lose 0, " +
					"3 ante 10 lose 0, 3 bonus 1 win 10, 3 flop 20 lose 0, " +
					"4 ante 10 lose 0, 4 bonus 1 win 15, 4 flop 20 lose 0, " +
					"5 ante 10 lose 0, 5 bonus 5 lose 0"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := c.r.verify(t)
			clean(t, v)
			if want := strings.Count(c.r.wagers, ",") + 1; len(v.Settlements) != want {
				t.Errorf("%d settlements for %d wagers", len(v.Settlements), want)
			}
		})
	}
}

// A folded hand's Bonus Jackpot: lost with the fold by default
// (bonus_on_fold=loses, interpretation UK-B3); under settled it is paid on
// the folded hole cards, which the record must then list.
func TestBonusOnFold(t *testing.T) {
	r := round{game: BonusGameID, board: "2C 7D 9H 3S 4C", dealer: "5D 6H",
		seats:  []seatSpec{{1, "AC KC", "fold"}},
		wagers: "1 ante 10 lose 0, 1 bonus 5 lose 0"}
	clean(t, r.verify(t))
	r.settings = map[string]string{keyBonusOnFold: bonusFoldSettled}
	r.wagers = "1 ante 10 lose 0, 1 bonus 5 win 125"
	clean(t, r.verify(t))
	r.seats = []seatSpec{{1, "", "fold"}}
	if ie := r.refused(t); ie.Errors[0].Field != "cards.seats[0].cards" {
		t.Errorf("refusal %v", ie)
	}
}

// The Progressive Jackpot: a Flush pays 50 times the wager from the meter;
// a folded hand keeps its cards for it (2397-2400); a Royal Flush on the
// board is shared (2381-2382); a Royal made with a hole card takes the
// meter, after the fixed pays in seating order from the dealer's right
// (2392-2395).
func TestBonusProgressive(t *testing.T) {
	both := map[string]string{keySideWagers: "bonus_and_progressive"}
	r := round{game: BonusGameID, board: "4H 9H KH 2C 7S", dealer: "5D 6D", settings: both,
		seats: []seatSpec{{1, "AH 3H", "bet check check"}, {2, "9C 9D", "fold"}, {3, "2S 2D", "fold"}},
		wagers: "1 ante 10 win 10, 1 flop 20 win 20, 1 progressive 1 win 50, " +
			"2 ante 10 lose 0, 2 progressive 1 lose 0, 3 ante 10 lose 0, 3 progressive 2 lose 0"}
	v := r.verify(t)
	clean(t, v)
	st := settlement(t, v, 1, BetProgressive)
	if st.Meter == nil || !st.Meter.FromMeter || st.Meter.Fixed != rules.Dollars(50) || st.Rule != gb("2375") {
		t.Errorf("flush: %+v %+v", st, st.Meter)
	}

	r = round{game: BonusGameID, board: "AS KS QS JS TS", dealer: "5D 6D", settings: both,
		seats:  []seatSpec{{1, "AH 3H", "bet check check"}, {4, "9C 9D", "fold"}},
		wagers: "1 ante 10 push 0, 1 flop 20 push 0, 1 progressive 1 win 0, 4 ante 10 lose 0, 4 progressive 1 win 0"}
	v = r.verify(t)
	clean(t, v)
	for _, seat := range []int{1, 4} {
		st := settlement(t, v, seat, BetProgressive)
		if st.Meter == nil || !st.Meter.Split || st.Meter.Percent != 10000 || st.Meter.Order != 1 || st.Rule != gb("2381-2382") {
			t.Errorf("seat %d: %+v %+v", seat, st, st.Meter)
		}
	}

	r = round{game: BonusGameID, board: "QS JS TS 4H 4S", dealer: "5D 6D", settings: both,
		seats:  []seatSpec{{3, "AS KS", "bet check check"}, {5, "4D 4C", "bet check check"}, {6, "9S 8S", "bet check check"}},
		wagers: "3 ante 1 win 1, 3 flop 2 win 2, 3 progressive 1 win 0, 5 ante 1 win 1, 5 flop 2 win 2, 5 progressive 1 win 500, 6 ante 1 win 1, 6 flop 2 win 2, 6 progressive 1 win 0"}
	v = r.verify(t)
	clean(t, v)
	royal, four, sf := settlement(t, v, 3, BetProgressive), settlement(t, v, 5, BetProgressive), settlement(t, v, 6, BetProgressive)
	if royal.Meter == nil || royal.Meter.Split || royal.Meter.Percent != 10000 || royal.Rule != gb("2369") {
		t.Errorf("royal: %+v %+v", royal, royal.Meter)
	}
	if sf.Meter == nil || sf.Meter.Split || sf.Meter.Percent != 1000 || sf.Rule != gb("2370") {
		t.Errorf("straight flush: %+v %+v", sf, sf.Meter)
	}
	// From the dealer's right: seat 6, seat 5, seat 3.
	if sf.Meter.Order != 2 || four.Meter.Order != 3 || royal.Meter.Order != 4 {
		t.Errorf("orders: seat 6 %d, seat 5 %d, seat 3 %d", sf.Meter.Order, four.Meter.Order, royal.Meter.Order)
	}
}

// Records the rules make impossible are refused, naming the field and the
// rule.
func TestBonusRefusals(t *testing.T) {
	base := func() round {
		return round{game: BonusGameID, board: "2C 7D 9H JS KC", dealer: "3D 4H",
			seats: []seatSpec{{1, "AS QD", "bet check check"}}, wagers: "1 ante 10 push 0, 1 flop 20 win 20"}
	}
	cases := []struct {
		name  string
		edit  func(*round)
		field string
		says  []string
	}{
		{"check before the Flop", func(r *round) { r.seats[0].decisions = "check check check" }, "cards.seats[0].decisions[0]", []string{"folds", "2249-2256"}},
		{"fold after the Flop wager", func(r *round) { r.seats[0].decisions = "bet fold check" }, "cards.seats[0].decisions[1]", []string{"bets or checks", "2262-2269"}},
		{"two decisions", func(r *round) { r.seats[0].decisions = "bet check" }, "cards.seats[0].decisions", []string{"three in all"}},
		{"Flop wager of the Ante", func(r *round) { r.wagers = "1 ante 10 push 0, 1 flop 10 win 10" }, "wagers[1].amount", []string{"2 times the Ante", "2249-2253"}},
		{"a Turn wager checked", func(r *round) { r.wagers += ", 1 turn 10 win 10" }, "wagers[2].bet", []string{"did not bet it"}},
		{"a bet without its wager", func(r *round) { r.seats[0].decisions = "bet check bet" }, "cards.seats[0].decisions[2]", []string{"holds no river wager"}},
		{"River of twice the Ante", func(r *round) { r.seats[0].decisions = "bet check bet"; r.wagers += ", 1 river 20 win 20" }, "wagers[2].amount", []string{"equal to the Ante"}},
		{"a fold with a Flop wager", func(r *round) { r.seats[0].decisions = "fold" }, "wagers[1].bet", []string{"did not bet it"}},
		{"no Ante", func(r *round) { r.wagers = "1 bonus 5 lose 0" }, "cards.seats[0]", []string{"holds no Ante"}},
		{"a card twice", func(r *round) { r.seats[0].cards = "AS KC" }, "cards.seats[0].cards[1]", []string{"KC is also at cards.community[4]", "2140"}},
		{"a played hand without its cards", func(r *round) { r.seats[0].cards = "" }, "cards.seats[0].cards", []string{"compared with the dealer's"}},
		{"a folded Progressive without cards", func(r *round) {
			r.settings = map[string]string{keySideWagers: "progressive"}
			r.seats = append(r.seats, seatSpec{2, "", "fold"})
			r.wagers += ", 2 ante 10 lose 0, 2 progressive 1 lose 0"
		}, "cards.seats[1].cards", []string{"2397-2400"}},
		{"a Progressive the table does not offer", func(r *round) { r.wagers += ", 1 progressive 1 lose 0" }, "wagers[2].bet", []string{"does not offer", "side_wagers=bonus"}},
		{"a Bonus the table does not offer", func(r *round) {
			r.settings = map[string]string{keySideWagers: "progressive"}
			r.wagers += ", 1 bonus 1 lose 0"
		}, "wagers[2].bet", []string{"does not offer"}},
		{"a word of another game", func(r *round) { r.seats[0].decisions = "4x" }, "cards.seats[0].decisions[0]", []string{"not a decision of holdem-bonus-uk"}},
		{"four community cards", func(r *round) { r.board = "2C 7D 9H JS" }, "cards.community", []string{"has 4 cards"}},
		{"a player-dealer", func(r *round) { r.pd = &rules.PlayerDealerRecord{Seat: 3, Bank: "100", Net: "0"} }, "player_dealer", []string{"California"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := base()
			c.edit(&r)
			e := r.refused(t)
			if !mentions(e, c.field, c.says...) {
				t.Errorf("errors %v, want %s saying %q", e.Errors, c.field, c.says)
			}
		})
	}
}

// A wager settled wrongly is a finding on its field, citing the rule.
func TestBonusFindings(t *testing.T) {
	r := round{game: BonusGameID, board: "2C 7D 9H JS KC", dealer: "3D 4H",
		seats: []seatSpec{{1, "AS QD", "bet check check"}}, wagers: "1 ante 10 win 10, 1 flop 20 win 20"}
	v := r.verify(t)
	if len(v.Findings) != 2 || v.Findings[0].Field != "result" || v.Findings[1].Field != "payout" || v.Findings[0].Rule != thbAnteStands {
		t.Errorf("findings %+v", v.Findings)
	}
}
