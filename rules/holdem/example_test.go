package holdem_test

import (
	"fmt"

	"github.com/tablegames/casino/rules/holdem"
)

// A showdown where the station paid the wrong seat: seat 3's two pair lost
// to seat 5's straight, but the record gives seat 3 the pot.
func Example() {
	record := []byte(`{"table_id": "HE-1", "hand_number": 89, "game": "holdem",
	 "dealt_at": "2026-11-21T23:05:40-08:00",
	 "button": 5,
	 "board": ["9H", "8D", "7C", "KS", "2D"],
	 "seats": [
	   {"seat": 1, "folded": true, "contributed": "1.00", "won": "0.00"},
	   {"seat": 3, "cards": ["KH", "9C"], "contributed": "40.00", "won": "76.00"},
	   {"seat": 5, "cards": ["TC", "6S"], "contributed": "40.00", "won": "0.00"}],
	 "fees": [{"type": "regular", "amount": "5.00"}]}`)

	game := holdem.New()
	hand, err := game.Decode(record)
	if err != nil {
		fmt.Println(err)
		return
	}
	settings, _ := game.Settings(map[string]string{"structure": "no_limit"})
	verdict, err := hand.Verify(settings)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(verdict.Outcome.Summary)
	for _, f := range verdict.Findings {
		fmt.Println(f.Message)
	}
	// Output:
	// Seat 5 wins 76.00 with Straight, ten high
	// seat 3 collected 76.00; the rules give 0.00: it loses the main pot of 76.00 to seat 5 with Straight, ten high (seeds/000_b1ea2c6eebf99c4b.txt:7)
	// seat 5 collected 0.00; the rules give 76.00: it wins the main pot of 76.00 with Straight, ten high (seeds/000_b1ea2c6eebf99c4b.txt:7)
}
