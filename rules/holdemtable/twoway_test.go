package holdemtable

import (
	"strings"
	"testing"
)

// Worked rounds of Two Way Hold 'Em, the rule book's own example among
// them (lines 2780-2784).
func TestTwoWayRounds(t *testing.T) {
	cases := []struct {
		name string
		r    round
	}{
		{
			// "if the player has a Four of a Kind and the dealer only has a
			// Full House, the player will be paid odds for Four of a Kind":
			// 25 to 1 (2790). The dealer's kings full qualify; the player is
			// higher: Ante, Blind, Flop and River 1 to 1 (2763-2765).
			"the book's example, the player's four of a kind",
			round{game: TwoWayGameID, board: "9S 9H 9D 2C KD", dealer: "KS KH",
				seats:  []seatSpec{{1, "9C 3S", "bet bet"}},
				wagers: "1 ante 10 win 10, 1 blind 10 win 10, 1 two_way 10 win 250, 1 flop 10 win 10, 1 river 25 win 25"},
		},
		{
			// "if the player only has a Full House and the dealer has a
			// higher ranking Four or a Kind, the player will be paid the
			// higher odds for the dealer's Four of a Kind": 25 to 1; every
			// other wager loses (2767-2769).
			"the book's example, the dealer's four of a kind",
			round{game: TwoWayGameID, board: "9S 9H 9D 2C KD", dealer: "9C 3S",
				seats:  []seatSpec{{1, "KS KH", "check bet"}},
				wagers: "1 ante 10 lose 0, 1 blind 10 lose 0, 1 two_way 10 win 250, 1 river 5 lose 0"},
		},
		{
			// Ace high does not qualify (2746-2747): Blind, Flop and River
			// are returned; the Ante plays on, won by the higher hand
			// (2753-2755) and lost by the lower (2757-2758). No Straight or
			// better on either side: the Two Way loses (2771-2774).
			"a dealer who does not qualify",
			round{game: TwoWayGameID, board: "2C 7D 9H JS KC", dealer: "AH 3D",
				seats: []seatSpec{{1, "AS QD", "bet bet"}, {2, "QH 4S", "bet check"}},
				wagers: "1 ante 10 win 10, 1 blind 10 push 0, 1 two_way 10 lose 0, 1 flop 10 push 0, 1 river 10 push 0, " +
					"2 ante 10 lose 0, 2 blind 10 push 0, 2 two_way 10 lose 0, 2 flop 10 push 0"},
		},
		{
			// A Royal Flush is a Straight Flush (2160-2161): 50 to 1 (2789).
			// The dealer's Straight is the lower hand.
			"a Royal Flush",
			round{game: TwoWayGameID, board: "AS KS QS JS 2D", dealer: "TD 9C",
				seats:  []seatSpec{{1, "TS 3C", "check check"}},
				wagers: "1 ante 10 win 10, 1 blind 10 win 10, 1 two_way 10 win 500"},
		},
		{
			// The dealer's Straight pays every Two Way wager 2 to 1 (2793);
			// equal hands are a stand-off, which the rule book leaves
			// unstated (2760-2769).
			"a tie on the board's Straight",
			round{game: TwoWayGameID, board: "5S 6H 7D 8C 9S", dealer: "2D 2C",
				seats:  []seatSpec{{1, "3H 3C", "check check"}},
				wagers: "1 ante 10 push 0, 1 blind 10 push 0, 1 two_way 10 win 20"},
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

func TestTwoWayRefusals(t *testing.T) {
	base := func() round {
		return round{game: TwoWayGameID, board: "2C 7D 9H JS KC", dealer: "AH 3D",
			seats: []seatSpec{{1, "AS QD", "bet bet"}}, wagers: "1 ante 10 win 10, 1 blind 10 push 0, 1 two_way 10 lose 0, 1 flop 10 push 0, 1 river 30 push 0"}
	}
	cases := []struct {
		name  string
		edit  func(*round)
		field string
		says  []string
	}{
		{"a fold", func(r *round) { r.seats[0].decisions = "fold" }, "cards.seats[0].decisions[0]", []string{"not a decision of two-way-holdem"}},
		{"one decision", func(r *round) { r.seats[0].decisions = "bet" }, "cards.seats[0].decisions", []string{"never folds"}},
		{"a Flop wager of twice the Ante", func(r *round) {
			r.wagers = "1 ante 10 win 10, 1 blind 10 push 0, 1 two_way 10 lose 0, 1 flop 20 push 0, 1 river 30 push 0"
		}, "wagers[3].amount", []string{"equal to the Ante", "2729-2731"}},
		{"no Two Way", func(r *round) { r.wagers = "1 ante 10 win 10, 1 blind 10 push 0, 1 flop 10 push 0, 1 river 30 push 0" }, "cards.seats[0]", []string{"Two Way wager of equal amounts"}},
		{"a River unlike the Ante at a table that sets it", func(r *round) { r.settings = map[string]string{keyRiverWager: riverAnte} }, "wagers[4].amount", []string{"equal to the Ante", "2737-2739"}},
		{"a checked River with a wager", func(r *round) { r.seats[0].decisions = "bet check" }, "wagers[4].bet", []string{"but checked"}},
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
