package holdemtable

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Worked rounds of Ultimate Texas Hold 'Em (Great Britain), each settled by
// hand from the lines cited.
func TestUltimateUKRounds(t *testing.T) {
	cases := []struct {
		name string
		r    round
	}{
		{
			// The dealer's pair of fives qualifies (2486-2487). Seat 1's
			// Royal Flush, bet 4x before the Flop: Ante and Play 1 to 1
			// (2499-2503), Blind 500 to 1 (2513), Trips 50 to 1 at the
			// minimum odds, the default (2533). Seat 2 bets 2x after the Flop and makes a
			// Straight: the Blind pays 1 to 1 (2523). Seat 3 folds: Ante and
			// Blind lose, and its own cards make no Three of a Kind, so the
			// Trips loses (2472-2477, 2573-2575). Seat 4 plays 1x with a
			// pair of sevens, higher than the fives but less than a
			// Straight: the Blind is returned (2504-2506).
			"a qualifying dealer",
			round{game: UltimateUKGameID, board: "QS JS TS 3H 7D", dealer: "5D 5C",
				seats: []seatSpec{{1, "AS KS", "4x"}, {2, "9C 8C", "check 2x"}, {3, "2H 4S", "check check fold"}, {4, "5H 7C", "check check 1x"}},
				wagers: "1 ante 10 win 10, 1 blind 10 win 5000, 1 play 40 win 40, 1 trips 5 win 250, " +
					"2 ante 10 win 10, 2 blind 10 win 10, 2 play 20 win 20, " +
					"3 ante 10 lose 0, 3 blind 10 lose 0, 3 trips 5 lose 0, " +
					"4 ante 10 win 10, 4 blind 10 push 0, 4 play 10 win 10"},
		},
		{
			// Ace-king high does not qualify: the Ante is returned
			// (2580-2582) and the rest settled as usual (2584-2586). Seat
			// 1's A-K-Q-J-9 is higher: the Play wins, the Blind is returned
			// below a Straight. Seat 2's K-Q-J-9-7 is lower: Play and Blind
			// lose (2525-2526), the Ante still returned.
			"a dealer who does not qualify",
			round{game: UltimateUKGameID, board: "2C 7D 9H JS KC", dealer: "AH 3D",
				seats: []seatSpec{{1, "AS QD", "4x"}, {2, "QH 4S", "check check 1x"}},
				wagers: "1 ante 10 push 0, 1 blind 10 push 0, 1 play 40 win 40, " +
					"2 ante 10 push 0, 2 blind 10 lose 0, 2 play 10 lose 0, 2 trips 5 lose 0"},
		},
		{
			// A folded hand holding Three of a Kind is paid its Trips Bonus
			// (2474-2477): three sevens on the board, 3 to 1 (2539).
			"a folded hand's Trips",
			round{game: UltimateUKGameID, board: "7C 7D 7H 2S 9D", dealer: "KD KC",
				seats:  []seatSpec{{1, "3C 4D", "check check fold"}},
				wagers: "1 ante 10 lose 0, 1 blind 10 lose 0, 1 trips 10 win 30"},
		},
		{
			// A Flush pays the Blind 3 to 2: 5.05 pays 7.575, 7.57 with the
			// fraction of a cent dropped.
			"the Blind at 3 to 2",
			round{game: UltimateUKGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C",
				seats:  []seatSpec{{1, "AH 5H", "4x"}},
				wagers: "1 ante 5.05 push 0, 1 blind 5.05 win 7.57, 1 play 20.20 win 20.20"},
		},
		{
			// Equal hands: Ante, Play and Blind returned (2492-2493).
			"a tie",
			round{game: UltimateUKGameID, board: "AS KS QS JS TS", dealer: "2C 3D",
				seats:  []seatSpec{{1, "4H 5H", "check check 1x"}},
				wagers: "1 ante 10 push 0, 1 blind 10 push 0, 1 play 10 push 0, 1 trips 1 win 50"},
		},
		{
			// Pay table 2 pays a Straight 5 to 1 (2561).
			"pay table 2",
			round{game: UltimateUKGameID, board: "QS JS TS 3H 7D", dealer: "5D 5C", settings: map[string]string{keyTripsTable: "2"},
				seats:  []seatSpec{{2, "9C 8C", "check 2x"}},
				wagers: "2 ante 10 win 10, 2 blind 10 win 10, 2 play 20 win 20, 2 trips 2 win 10"},
		},
		{
			// Pay table 1 pays a Full House 9 to 1 (2558).
			"pay table 1",
			round{game: UltimateUKGameID, board: "QS QD TS 3H 7D", dealer: "5D 5C", settings: map[string]string{keyTripsTable: "1"},
				seats:  []seatSpec{{2, "QC TC", "3x"}},
				wagers: "2 ante 10 win 10, 2 blind 10 win 30, 2 play 30 win 30, 2 trips 2 win 18"},
		},
		{
			// The minimum odds pay a Full House 7 to 1 (2536).
			"the minimum odds",
			round{game: UltimateUKGameID, board: "QS QD TS 3H 7D", dealer: "5D 5C", settings: map[string]string{keyTripsTable: "minimum"},
				seats:  []seatSpec{{2, "QC TC", "3x"}},
				wagers: "2 ante 10 win 10, 2 blind 10 win 30, 2 play 30 win 30, 2 trips 2 win 14"},
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

// The decisions the rules forbid are refused at the decision that breaks
// them.
func TestUltimateRefusals(t *testing.T) {
	for _, id := range []string{UltimateUKGameID, UltimateGameID} {
		base := func() round {
			r := round{game: id, board: "2C 7D 9H JS KC", dealer: "AH 3D",
				seats: []seatSpec{{1, "AS QD", "4x"}}, wagers: "1 ante 10 push 0, 1 blind 10 push 0, 1 play 40 win 40"}
			if id == UltimateGameID {
				r.pd = &rules.PlayerDealerRecord{Seat: 8, Bank: "1000", Net: "-40"}
			}
			return r
		}
		cases := []struct {
			name  string
			edit  func(*round)
			field string
			says  []string
		}{
			{"4x after the Flop", func(r *round) { r.seats[0].decisions = "check 4x" }, "cards.seats[0].decisions[1]", []string{"twice the Ante"}},
			{"2x before the Flop", func(r *round) { r.seats[0].decisions = "2x" }, "cards.seats[0].decisions[0]", []string{"four or three times"}},
			{"1x after the Flop", func(r *round) { r.seats[0].decisions = "check 1x" }, "cards.seats[0].decisions[1]", []string{"\"1x\""}},
			{"a fold before the River", func(r *round) { r.seats[0].decisions = "check fold" }, "cards.seats[0].decisions[1]", []string{"\"fold\""}},
			{"a decision after the Play", func(r *round) { r.seats[0].decisions = "4x check" }, "cards.seats[0].decisions[1]", []string{"no further decision"}},
			{"no Play and no fold", func(r *round) { r.seats[0].decisions = "check check" }, "cards.seats[0].decisions", []string{"no Play wager and no fold"}},
			{"a Play of the wrong size", func(r *round) { r.seats[0].decisions = "3x" }, "wagers[2].amount", []string{"3 times the Ante", "30.00"}},
			{"a fold with a Play wager", func(r *round) { r.seats[0].decisions = "check check fold" }, "wagers[2].bet", []string{"folded but holds a Play wager"}},
			{"a Blind unlike the Ante", func(r *round) { r.wagers = "1 ante 10 push 0, 1 blind 5 push 0, 1 play 40 win 40" }, "wagers[1].amount", []string{"equal to the Ante"}},
			{"no Blind", func(r *round) { r.wagers = "1 ante 10 push 0, 1 play 40 win 40" }, "cards.seats[0]", []string{"Ante and a Blind"}},
			{"a second seat that folded", func(r *round) {
				r.wagers = "1 ante 10 push 0, 1 blind 10 push 0, 1 play 40 win 40"
				r.seats = append(r.seats, seatSpec{2, "2D 3S", "check check fold"})
				r.wagers += ", 2 ante 5 lose 0, 2 blind 5 lose 0"
			}, "", nil},
		}
		for _, c := range cases {
			t.Run(id+"/"+c.name, func(t *testing.T) {
				r := base()
				c.edit(&r)
				if c.says == nil {
					r.verify(t) // accepted
					return
				}
				e := r.refused(t)
				if !mentions(e, c.field, c.says...) {
					t.Errorf("errors %v, want %s saying %q", e.Errors, c.field, c.says)
				}
			})
		}
	}
}
