package california_test

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/california"
)

// The records of the doc comments, verified.
const (
	pan9Example = `{"table_id": "PAN-3", "hand_number": 88, "game": "pan-9",
	 "dealt_at": "2026-11-21T22:14:05-08:00",
	 "dice": 11,
	 "cards": {"player_dealer": ["4S", "2H", "KD", "AC"],
	           "seats": [{"seat": 2, "cards": ["6H", "4D", "3C", "5S"]},
	                     {"seat": 5, "cards": ["QS", "2H", "4D"], "logical_way": true}]},
	 "player_dealer": {"seat": 1, "bank": "200.00", "net": "5.00"},
	 "wagers": [{"seat": 2, "bet": "base", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 2, "bet": "bonus_tie", "amount": "5.00", "result": "lose", "payout": "0.00"},
	            {"seat": 5, "bet": "base", "amount": "10.00", "result": "lose", "payout": "0.00"},
	            {"seat": 5, "backline": 1, "bet": "base", "amount": "10.00", "result": "lose", "payout": "0.00"}],
	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": "2.00"},
	                 {"seat": 2, "kind": "player", "amount": "1.00"},
	                 {"seat": 5, "kind": "player", "amount": "2.00"}]}`

	baccarat9Example = `{"table_id": "B9-2", "hand_number": 311, "game": "baccarat-9",
	 "dealt_at": "2026-11-21T22:14:05-08:00",
	 "cards": {"player": ["AH", "KD", "4C", "3S"], "banker": ["QS", "6H", "AD"]},
	 "player_hits": [{"seat": 4}],
	 "player_dealer": {"seat": 1, "bank": "300.00", "net": "15.00"},
	 "wagers": [{"seat": 2, "bet": "banker", "amount": "50.00", "result": "lose", "payout": "0.00"},
	            {"seat": 4, "bet": "player", "amount": "40.00", "result": "win", "payout": "40.00"},
	            {"seat": 6, "bet": "tie", "amount": "5.00", "result": "lose", "payout": "0.00"}],
	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": "3.00"}]}`

	nineHalfExample = `{"table_id": "NH-1", "hand_number": 12, "game": "nine-and-a-half",
	 "dealt_at": "2026-11-21T22:14:05-08:00",
	 "cards": {"player_dealer": ["4D", "KS", "3H"],
	           "seats": [{"seat": 3, "cards": ["9C", "QH"]},
	                     {"seat": 4, "cards": ["5S", "6D"]}]},
	 "player_dealer": {"seat": 2, "bank": "100.00", "net": "-2.00"},
	 "wagers": [{"seat": 3, "bet": "base", "amount": "10.00", "result": "win", "payout": "12.00"},
	            {"seat": 4, "bet": "base", "amount": "10.00", "result": "lose", "payout": "0.00"}],
	 "collections": [{"seat": 3, "kind": "player", "amount": "1.00"},
	                 {"seat": 4, "kind": "player", "amount": "1.00"}]}`
)

func show(g rules.Game, record string, settings map[string]string) {
	h, err := g.Decode([]byte(record))
	if err != nil {
		fmt.Println("decode:", err)
		return
	}
	s, err := g.Settings(settings)
	if err != nil {
		fmt.Println("settings:", err)
		return
	}
	v, err := h.Verify(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Outcome.Summary)
	for _, st := range v.Settlements {
		fmt.Printf("seat %d/%d %s %s: %s, paid %s (%s)\n", st.Seat, st.Backline, st.Bet, st.Amount, st.Expected.Result, st.Expected.Payout, st.Rule)
	}
	fmt.Println("verified:", v.Verified(), "player-dealer:", v.Totals.ExpectedPlayerDealerWin, "fees:", v.Totals.Fees)
}

// Seat 5 holds the action button's first turn (dice 11), so its wagers are
// settled first; Pan 9 settles each bettor's game wager, then its Bonus Tie
// Bet (line 1879).
func ExamplePan9() {
	show(california.Pan9(), pan9Example, nil)
	// Output:
	// Player-dealer 7 (4 cards); seat 2 8 (4 cards); seat 5 6 (3 cards); action from seat 3
	// seat 5/0 base 10.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1835)
	// seat 5/1 base 10.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1835)
	// seat 2/0 base 20.00: win, paid 20.00 (seeds/000_b1ea2c6eebf99c4b.txt:1835)
	// seat 2/0 bonus_tie 5.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1877)
	// verified: true player-dealer: 5.00 fees: 5.00
}

// At a Super 9 table with the Bonus Tie Bet all base wagers are settled
// first, then the Bonus Tie wagers (line 1890). Dice of 9 fall on the
// player-dealer, so the action starts at its left.
func ExampleSuper9() {
	record := `{"table_id": "S9-1", "hand_number": 4, "game": "super-9", "dealt_at": "2026-11-21T22:14:05-08:00", "dice": 9,
	 "cards": {"player_dealer": ["AS", "KH", "QD", "5C"], "seats": [{"seat": 3, "cards": ["KS", "AH", "QC", "JD"]}, {"seat": 4, "cards": ["3S", "3H", "2C"]}]},
	 "player_dealer": {"seat": 2, "bank": "100.00", "net": "30.00"},
	 "wagers": [{"seat": 3, "bet": "base", "amount": "25.00", "result": "lose", "payout": "0.00"},
	            {"seat": 3, "bet": "bonus_tie", "amount": "5.00", "result": "lose", "payout": "0.00"},
	            {"seat": 4, "bet": "base", "amount": "15.00", "result": "win", "payout": "15.00"},
	            {"seat": 4, "bet": "bonus_tie", "amount": "15.00", "result": "lose", "payout": "0.00"}]}`
	show(california.Super9(), record, nil)
	// Output:
	// Player-dealer 6 (4 cards); seat 3 1 (4 cards); seat 4 8 (3 cards); action from seat 3
	// seat 3/0 base 25.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1940)
	// seat 4/0 base 15.00: win, paid 15.00 (seeds/000_b1ea2c6eebf99c4b.txt:1939)
	// seat 3/0 bonus_tie 5.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1941)
	// seat 4/0 bonus_tie 15.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1941)
	// verified: true player-dealer: 30.00 fees: 0.00
}

func ExampleBaccarat9() {
	show(california.Baccarat9(), baccarat9Example, nil)
	// Output:
	// Banker 7, Player 5 (8 with the hit card); house-way Player 8
	// seat 4/0 player 40.00: win, paid 40.00 (seeds/000_b1ea2c6eebf99c4b.txt:1291)
	// seat 2/0 banker 50.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1310)
	// seat 6/0 tie 5.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1315)
	// verified: true player-dealer: 15.00 fees: 3.00
}

func ExampleNineAndAHalf() {
	show(california.NineAndAHalf(), nineHalfExample, nil)
	// Output:
	// Player-dealer 7 1/2; seat 3 9 1/2; seat 4 11 (over)
	// seat 3/0 base 10.00: win, paid 12.00 (seeds/000_b1ea2c6eebf99c4b.txt:1340)
	// seat 4/0 base 10.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1365)
	// verified: true player-dealer: -2.00 fees: 2.00
}
