package holdemtable

import (
	"strings"
	"testing"
)

// Worked rounds of Casino Hold 'Em, each settled by hand from the lines
// cited.
func TestCasinoRounds(t *testing.T) {
	cases := []struct {
		name string
		r    round
	}{
		{
			// A pair of threes does not qualify (2632-2633): every Call is
			// returned and every Ante paid by the Ante table whatever the
			// hands (2635-2649): seat 1's Flush 2 to 1, seat 2's pair and
			// seat 4's jack high, lower than the dealer's pair, 1 to 1.
			// Seat 1's hole cards and Flop make no pair of aces: the AA
			// Bonus loses (2622-2623). Seat 3 folds: Ante and AA Bonus lose
			// (2608-2610).
			"a dealer who does not qualify",
			round{game: CasinoGameID, board: "3C 8H JH 2H 9C", dealer: "3S KD",
				seats: []seatSpec{{1, "AH 5H", "call"}, {2, "4S 4D", "call"}, {3, "7C 6D", "fold"}, {4, "5C 6S", "call"}},
				wagers: "1 ante 10 win 20, 1 aa_bonus 5 lose 0, 1 call 20 push 0, 2 ante 10 win 10, 2 call 20 push 0, " +
					"3 ante 10 lose 0, 3 aa_bonus 5 lose 0, 4 ante 10 win 10, 4 call 20 push 0"},
		},
		{
			// A pair of fours qualifies. Seat 1's aces are higher: the Call
			// pays 1 to 1 and the Ante by the table, 1 to 1 (2657-2660); a
			// pair of aces with the Flop pays the AA Bonus 7 to 1 (2620).
			// Seat 2's threes are lower: Ante and Call lose (2653-2655).
			"a pair of fours qualifies",
			round{game: CasinoGameID, board: "4C 8H JH 2S 9C", dealer: "4D KD",
				seats:  []seatSpec{{1, "AS AD", "call"}, {2, "3H 3S", "call"}},
				wagers: "1 ante 10 win 10, 1 aa_bonus 5 win 35, 1 call 20 win 20, 2 ante 10 lose 0, 2 aa_bonus 5 lose 0, 2 call 20 lose 0"},
		},
		{
			// A Flush in the hole cards and the Flop pays the AA Bonus 25 to
			// 1 (2619); king high on the Flop loses it. The dealer's pair of
			// kings qualifies; the Flush and the kings with a queen are
			// higher.
			"the AA Bonus's Flush",
			round{game: CasinoGameID, board: "3H 8H JH KD QD", dealer: "KC 2C",
				seats:  []seatSpec{{1, "AH 5H", "call"}, {2, "KS QS", "call"}},
				wagers: "1 ante 10 win 20, 1 aa_bonus 1 win 25, 1 call 20 win 20, 2 ante 10 win 10, 2 aa_bonus 1 lose 0, 2 call 20 win 20"},
		},
		{
			// Any two pairs rank above a pair of aces: 7 to 1 (2614-2615,
			// 2620); so do three of a kind (three queens, which also beat
			// the dealer's three fours). A pair of kings
			// is below a pair of aces: lost (2622-2623).
			"the AA Bonus's two pairs",
			round{game: CasinoGameID, board: "KD QD 4C 8S 2H", dealer: "4H 4S",
				seats:  []seatSpec{{1, "KS QS", "call"}, {2, "QC QH", "call"}, {3, "KC 7C", "call"}},
				wagers: "1 aa_bonus 2 win 14, 1 ante 10 lose 0, 1 call 20 lose 0, 2 aa_bonus 1 win 7, 2 ante 10 win 10, 2 call 20 win 20, 3 aa_bonus 1 lose 0, 3 ante 10 lose 0, 3 call 20 lose 0"},
		},
		{
			// Equal hands against a qualifying dealer: a stand-off, which
			// the rule book leaves unstated (2651-2660).
			"a tie",
			round{game: CasinoGameID, board: "AS KS QS JS TS", dealer: "2C 3D",
				seats:  []seatSpec{{1, "4H 5H", "call"}},
				wagers: "1 ante 10 push 0, 1 call 20 push 0"},
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

// The Progressive 5/7 (2676-2704): a Full House pays 10 times the wager
// and Four of a Kind 100, from the meter, even on a folded hand
// (2711-2714); a hand below a Full House (seat 3's nines with an ace,
// higher than the dealer's nines) loses.
func TestCasinoProgressive(t *testing.T) {
	r := round{game: CasinoGameID, board: "9S 9H 9D 2C KD", dealer: "3C 4D", settings: map[string]string{keySideWagers: "progressive"},
		seats:  []seatSpec{{1, "9C 3S", "fold"}, {2, "KS 5H", "call"}, {3, "AH 7H", "call"}},
		wagers: "1 ante 10 lose 0, 1 progressive 1 win 100, 2 ante 10 win 30, 2 call 20 win 20, 2 progressive 2 win 20, 3 ante 10 win 10, 3 call 20 win 20, 3 progressive 1 lose 0"}
	v := r.verify(t)
	clean(t, v)
	if st := settlement(t, v, 1, BetProgressive); st.Meter == nil || !st.Meter.FromMeter || st.Rule != gb("2688") || st.Meter.Order != 3 {
		t.Errorf("seat 1: %+v %+v", st, st.Meter)
	}
	if st := settlement(t, v, 2, BetProgressive); st.Meter == nil || st.Rule != gb("2690") || st.Meter.Order != 2 {
		t.Errorf("seat 2: %+v %+v", st, st.Meter)
	}
}

func TestCasinoRefusals(t *testing.T) {
	base := func() round {
		return round{game: CasinoGameID, board: "4C 8H JH 2S 9C", dealer: "4D KD",
			seats: []seatSpec{{1, "AS AD", "call"}}, wagers: "1 ante 10 win 10, 1 call 20 win 20"}
	}
	cases := []struct {
		name  string
		edit  func(*round)
		field string
		says  []string
	}{
		{"a Call of the Ante", func(r *round) { r.wagers = "1 ante 10 win 10, 1 call 10 win 10" }, "wagers[1].amount", []string{"2 times the Ante", "2603-2606"}},
		{"two decisions", func(r *round) { r.seats[0].decisions = "call call" }, "cards.seats[0].decisions", []string{"calls or folds"}},
		{"a call without its wager", func(r *round) { r.wagers = "1 ante 10 win 10" }, "cards.seats[0].decisions[0]", []string{"no Call wager"}},
		{"a fold with a Call", func(r *round) { r.seats[0].decisions = "fold" }, "wagers[1].bet", []string{"folded but holds a Call"}},
		{"an AA Bonus without an Ante", func(r *round) { r.wagers = "1 aa_bonus 5 lose 0" }, "cards.seats[0]", []string{"holds no Ante"}},
		{"a Progressive not offered", func(r *round) { r.wagers += ", 1 progressive 1 lose 0" }, "wagers[2].bet", []string{"does not offer"}},
		{"a check", func(r *round) { r.seats[0].decisions = "check" }, "cards.seats[0].decisions[0]", []string{"not a decision of casino-holdem"}},
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
