package holdemtable

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// benchRounds are full tables of each game, every decision and bet in play.
func benchRounds() []round {
	both := map[string]string{keySideWagers: "bonus_and_progressive"}
	return []round{
		{game: BonusGameID, board: "QS JS TS 4H 4S", dealer: "5D 6D", settings: both,
			seats: []seatSpec{{1, "AS KS", "bet bet bet"}, {2, "4D 4C", "bet check bet"}, {3, "9S 8S", "bet check check"},
				{4, "2C 7H", "fold"}, {5, "AH AD", "bet bet check"}, {6, "KD QC", "bet check check"}, {7, "3C 3H", "fold"}},
			wagers: "1 ante 10 win 10, 1 bonus 5 win 125, 1 flop 20 win 20, 1 turn 10 win 10, 1 river 10 win 10, 1 progressive 1 win 0, " +
				"2 ante 10 win 10, 2 bonus 5 win 15, 2 flop 20 win 20, 2 river 10 win 10, 2 progressive 1 win 500, " +
				"3 ante 10 win 10, 3 flop 20 win 20, 3 progressive 1 win 0, 4 ante 10 lose 0, 4 progressive 1 lose 0, " +
				"5 ante 10 push 0, 5 bonus 5 win 150, 5 flop 20 win 20, 5 turn 10 win 10, " +
				"6 ante 10 push 0, 6 flop 20 win 20, 7 ante 10 lose 0, 7 bonus 5 lose 0"},
		{game: UltimateUKGameID, board: "QS JS TS 3H 7D", dealer: "5D 5C",
			seats: []seatSpec{{1, "AS KS", "4x"}, {2, "9C 8C", "check 2x"}, {3, "2H 4S", "check check fold"}, {4, "5H 7C", "check check 1x"},
				{5, "KD QD", "3x"}, {6, "6C 6H", "check check 1x"}, {7, "AC 2D", "check check fold"}},
			wagers: "1 ante 10 win 10, 1 blind 10 win 5000, 1 play 40 win 40, 1 trips 5 win 250, " +
				"2 ante 10 win 10, 2 blind 10 win 10, 2 play 20 win 20, 3 ante 10 lose 0, 3 blind 10 lose 0, 3 trips 5 lose 0, " +
				"4 ante 10 win 10, 4 blind 10 push 0, 4 play 10 win 10, 5 ante 10 win 10, 5 blind 10 push 0, 5 play 30 win 30, " +
				"6 ante 10 win 10, 6 blind 10 push 0, 6 play 10 win 10, 7 ante 10 lose 0, 7 blind 10 lose 0"},
		{game: UltimateGameID, board: "QS JS 4H 3H 7D", dealer: "5D 5C", pd: pd(1, "500.00", "-50.00"),
			seats: []seatSpec{{2, "AS QD", "3x"}, {3, "9C 8C", "check check fold"}, {4, "6S 5H", "check 2x"}},
			wagers: "2 ante 10 win 10, 2 blind 10 push 0, 2 play 30 win 30, 2 trips 5 lose 0, " +
				"3 ante 10 lose 0, 3 blind 10 lose 0, 3 trips 5 lose 0, 4 ante 10 win 10, 4 blind 10 win 10, 4 play 20 win 20",
			collections: "1 player_dealer 2.00, 2 player 1.00, 3 player 1.00, 4 player 1.00"},
		{game: CasinoGameID, board: "3C 8H JH 2H 9C", dealer: "3S KD",
			seats: []seatSpec{{1, "AH 5H", "call"}, {2, "4S 4D", "call"}, {3, "7C 6D", "fold"}, {4, "5C 6S", "call"}},
			wagers: "1 ante 10 win 20, 1 aa_bonus 5 lose 0, 1 call 20 push 0, 2 ante 10 win 10, 2 call 20 push 0, " +
				"3 ante 10 lose 0, 3 aa_bonus 5 lose 0, 4 ante 10 win 10, 4 call 20 push 0"},
		{game: TwoWayGameID, board: "9S 9H 9D 2C KD", dealer: "KS KH",
			seats: []seatSpec{{1, "9C 3S", "bet bet"}, {2, "AD AC", "check bet"}, {3, "4C 5C", "check check"}},
			wagers: "1 ante 10 win 10, 1 blind 10 win 10, 1 two_way 10 win 250, 1 flop 10 win 10, 1 river 25 win 25, " +
				"2 ante 10 lose 0, 2 blind 10 lose 0, 2 two_way 10 win 40, 2 river 10 lose 0, " +
				"3 ante 10 lose 0, 3 blind 10 lose 0, 3 two_way 10 win 40"},
	}
}

func TestBenchRoundsVerify(t *testing.T) {
	for _, r := range benchRounds() {
		t.Run(r.game, func(t *testing.T) { clean(t, r.verify(t)) })
	}
}

func BenchmarkVerify(b *testing.B) {
	for _, r := range benchRounds() {
		b.Run(r.game, func(b *testing.B) {
			g := gameOf(b, r.game)
			h, err := g.Decode(r.json(b))
			if err != nil {
				b.Fatal(err)
			}
			s, err := g.Settings(r.settings)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := h.Verify(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkDecodeVerify(b *testing.B) {
	for _, r := range benchRounds() {
		b.Run(r.game, func(b *testing.B) {
			g := gameOf(b, r.game)
			data := r.json(b)
			s, err := g.Settings(r.settings)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				h, err := g.Decode(data)
				if err != nil {
					b.Fatal(err)
				}
				var v *rules.Verdict
				if v, err = h.Verify(s); err != nil || v == nil {
					b.Fatal(err)
				}
			}
		})
	}
}
