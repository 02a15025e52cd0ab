package baccarat_test

import (
	"fmt"

	"github.com/tablegames/casino/rules/baccarat"
)

// The sample record of the issue is impossible: the Player's 9 and king are
// a natural 9, so the Player takes no third card (seed 003 line 234).
// Verify refuses it, naming the field.
func ExampleColorado() {
	record := []byte(`{"table_id": "BAC-1", "hand_number": 1042, "game": "baccarat-co",
	 "dealt_at": "2026-11-21T22:14:05-07:00",
	 "cards": {"player": ["9H", "KC", "2D"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"},
	   {"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`)
	game := baccarat.Colorado()
	hand, err := game.Decode(record)
	if err != nil {
		fmt.Println("decode:", err)
		return
	}
	settings, _ := game.Settings(nil) // 5% commission, tie 8 to 1, 8 decks
	if _, err := hand.Verify(settings); err != nil {
		fmt.Println(err)
	}
	// Output:
	// cards.player: the Player has a natural 9, so no more cards are dealt to either hand; the record shows a third card for the Player (seeds/003_b3ed2009586e0bd7.txt:234)
}

// The same wagers on a hand the drawing rules allow: the Player's 2 and king
// draw an ace (3), the Banker stands on 7. The Banker wager is paid 1 to 1
// less 5% vigorish.
func ExampleColorado_verified() {
	record := []byte(`{"table_id": "BAC-1", "hand_number": 1042, "game": "baccarat-co",
	 "dealt_at": "2026-11-21T22:14:05-07:00",
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"},
	   {"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`)
	game := baccarat.Colorado()
	hand, err := game.Decode(record)
	if err != nil {
		fmt.Println("decode:", err)
		return
	}
	settings, _ := game.Settings(map[string]string{"commission_rate": "5"})
	v, err := hand.Verify(settings)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Outcome.Summary)
	for _, s := range v.Settlements {
		fmt.Printf("seat %d %s %s: %s, paid %s, commission %s (%s)\n",
			s.Seat, s.Bet, s.Amount, s.Expected.Result, s.Expected.Payout, s.Expected.Commission, s.Rule)
	}
	fmt.Println("verified:", v.Verified(), "house win:", v.Totals.HouseWin)
	// Output:
	// Banker 7 (2 cards) over Player 3 (3 cards)
	// seat 3 banker 100.00: win, paid 100.00, commission 5.00 (seeds/003_b3ed2009586e0bd7.txt:145-147)
	// seat 5 tie 10.00: lose, paid 0.00, commission 0.00 (seeds/003_b3ed2009586e0bd7.txt:133)
	// verified: true house win: -85.00
}
