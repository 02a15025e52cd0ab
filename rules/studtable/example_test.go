package studtable_test

import (
	"fmt"

	"github.com/tablegames/casino/rules/studtable"
)

// The dealer's A-K-9-5-2 qualifies. Seat 1's flush outranks it: the Ante
// wins 1 to 1 and the Raise 6 to 1; its Insurance loses to a qualifying
// dealer. Seat 4 folded. Seat 6's four eights win the Raise 20 to 1 and the
// Progressive 100 times its wager, from the meter.
func Example() {
	record := []byte(`{"table_id": "CS-1", "hand_number": 90, "game": "casino-stud",
	 "dealt_at": "2026-11-21T22:40:00Z",
	 "cards": {"dealer": ["AS", "KD", "9C", "5H", "2S"],
	           "seats": [{"seat": 1, "cards": ["7H", "6H", "JH", "2H", "9H"]}, {"seat": 4},
	                     {"seat": 6, "cards": ["8C", "8D", "8H", "8S", "3C"]}]},
	 "wagers": [
	   {"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	   {"seat": 1, "bet": "raise", "amount": "20.00", "result": "win", "payout": "120.00"},
	   {"seat": 1, "bet": "insurance", "amount": "5.00", "result": "lose", "payout": "0.00"},
	   {"seat": 4, "bet": "ante", "amount": "10.00", "result": "lose", "payout": "0.00"},
	   {"seat": 6, "bet": "ante", "amount": "5.00", "result": "win", "payout": "5.00"},
	   {"seat": 6, "bet": "raise", "amount": "10.00", "result": "win", "payout": "200.00"},
	   {"seat": 6, "bet": "progressive", "amount": "1.00", "result": "win", "payout": "100.00"}]}`)
	game := studtable.CasinoStud()
	hand, err := game.Decode(record)
	if err != nil {
		fmt.Println(err)
		return
	}
	v, err := hand.Verify(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Outcome.Summary)
	for _, s := range v.Settlements {
		fmt.Printf("seat %d %s %s: %s %s (%s)\n", s.Seat, s.Bet, s.Amount, s.Expected.Result, s.Expected.Payout, s.Rule)
	}
	fmt.Println("verified:", v.Verified(), "house win:", v.Totals.ExpectedHouseWin)
	// Output:
	// Dealer Ace-king high (qualifies); seat 1 Flush, jack high: higher; seat 4 folded; seat 6 Four of a kind, eights: higher, Four of a Kind
	// seat 1 ante 10.00: win 10.00 (seeds/002_698357c067349aee.txt:1364-1367)
	// seat 1 raise 20.00: win 120.00 (seeds/002_698357c067349aee.txt:1372)
	// seat 1 insurance 5.00: lose 0.00 (seeds/002_698357c067349aee.txt:1463-1467)
	// seat 4 ante 10.00: lose 0.00 (seeds/002_698357c067349aee.txt:1353-1356)
	// seat 6 ante 5.00: win 5.00 (seeds/002_698357c067349aee.txt:1364-1367)
	// seat 6 raise 10.00: win 200.00 (seeds/002_698357c067349aee.txt:1369)
	// seat 6 progressive 1.00: win 100.00 (seeds/002_698357c067349aee.txt:1415)
	// verified: true house win: -420.00
}
