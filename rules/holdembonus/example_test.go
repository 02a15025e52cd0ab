package holdembonus_test

import (
	"fmt"

	"github.com/tablegames/casino/rules/holdembonus"
)

// Seat 1's eights make four of a kind with the board and beat the dealer's
// kings full: the Flop and Turn win 1 to 1, the Ante too (better than a
// Straight), the Bonus pays 3 to 1 on the low pair and the Progressive
// $300 for Four of a Kind. The River was checked, so there is no River
// wager. Seat 4 folded: it loses the Ante, and its Progressive, with no
// community line on the board, loses too.
func Example() {
	record := []byte(`{"table_id": "THB-1", "hand_number": 311, "game": "holdem-bonus-progressive",
	 "dealt_at": "2026-11-21T22:14:05+08:00",
	 "cards": {"community": ["8D", "8C", "3S", "KH", "2D"], "dealer": ["KS", "KD"],
	           "seats": [{"seat": 1, "cards": ["8S", "8H"], "folded": false},
	                     {"seat": 4, "cards": ["7C", "2S"], "folded": true}]},
	 "wagers": [
	   {"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	   {"seat": 1, "bet": "bonus", "amount": "5.00", "result": "win", "payout": "15.00"},
	   {"seat": 1, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
	   {"seat": 1, "bet": "turn", "amount": "10.00", "result": "win", "payout": "10.00"},
	   {"seat": 1, "bet": "progressive", "amount": "5.00", "result": "win", "payout": "300.00"},
	   {"seat": 4, "bet": "ante", "amount": "10.00", "result": "lose", "payout": "0.00"},
	   {"seat": 4, "bet": "progressive", "amount": "5.00", "result": "lose", "payout": "0.00"}]}`)
	game := holdembonus.New()
	hand, err := game.Decode(record)
	if err != nil {
		fmt.Println(err)
		return
	}
	settings, _ := game.Settings(nil)
	v, err := hand.Verify(settings)
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
	// Dealer Full house, kings over eights; seat 1 Four of a kind, eights: higher, Four of a Kind; seat 4 folded
	// seat 1 ante 10.00: win 10.00 (seeds/001_eb83dee4669f54f9.txt:122)
	// seat 1 bonus 5.00: win 15.00 (seeds/001_eb83dee4669f54f9.txt:133)
	// seat 1 flop 20.00: win 20.00 (seeds/001_eb83dee4669f54f9.txt:119)
	// seat 1 turn 10.00: win 10.00 (seeds/001_eb83dee4669f54f9.txt:120)
	// seat 1 progressive 5.00: win 300.00 (seeds/001_eb83dee4669f54f9.txt:147)
	// seat 4 ante 10.00: lose 0.00 (seeds/001_eb83dee4669f54f9.txt:70)
	// seat 4 progressive 5.00: lose 0.00 (seeds/001_eb83dee4669f54f9.txt:70)
	// verified: true house win: -340.00
}

// A Royal Flush completed on the Turn pays a quarter of the meter. The
// engine names the line and checks the result; the amount, which depends
// on the meter at the moment of the hit, is the progressive ledger's.
func Example_royalFlush() {
	record := []byte(`{"table_id": "THB-1", "hand_number": 312, "game": "holdem-bonus-progressive",
	 "dealt_at": "2026-11-21T22:16:40+08:00",
	 "cards": {"community": ["KH", "QH", "2C", "JH", "5S"], "dealer": ["9C", "9D"],
	           "seats": [{"seat": 2, "cards": ["AH", "TH"], "folded": false}]},
	 "wagers": [
	   {"seat": 2, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
	   {"seat": 2, "bet": "flop", "amount": "20.00", "result": "win", "payout": "20.00"},
	   {"seat": 2, "bet": "progressive", "amount": "5.00", "result": "win", "payout": "12500.00"}]}`)
	game := holdembonus.New()
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
	s := v.Settlements[2]
	fmt.Printf("%s: %s of the meter, paid in order %d (%s)\n", s.Meter.Line, s.Meter.Percent, s.Meter.Order, s.Rule)
	fmt.Println("verified:", v.Verified())
	// Output:
	// Royal Flush on the Turn (after 6 cards): 25% of the meter, paid in order 1 (seeds/001_eb83dee4669f54f9.txt:140)
	// verified: true
}
