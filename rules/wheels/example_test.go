package wheels_test

import (
	"fmt"

	"github.com/tablegames/casino/rules/wheels"
)

// Zero: Red loses half and gets half back (rule 3.3 b), the split 0-2 wins
// 17 to 1 (rule 3.3 a), the column loses; the Roulette Rage run of four
// blacks after the establishing 2, ended by the zero, pays 6 to 1 under pay
// table 1, the default.
func Example_roulette() {
	record := []byte(`{"table_id": "RL-2", "hand_number": 42, "game": "roulette",
	 "dealt_at": "2026-11-21T22:15:02+00:00", "number": 0, "rage_spins": [2, 4, 6, 8, 10],
	 "wagers": [
	   {"seat": 1, "bet": "red", "amount": "20.00", "result": "lose", "payout": "0.00", "returned": "10.00"},
	   {"seat": 2, "bet": "split", "numbers": [0, 2], "amount": "10.00", "result": "win", "payout": "170.00"},
	   {"seat": 3, "bet": "column", "numbers": [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], "amount": "10.00", "result": "lose", "payout": "0.00"},
	   {"seat": 4, "bet": "rage", "amount": "10.00", "result": "win", "payout": "70.00"}]}`)
	game := wheels.Roulette()
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
		fmt.Printf("seat %d %s %s: %s %s returned %s (%s)\n", s.Seat, s.Bet, s.Amount, s.Expected.Result, s.Expected.Payout, s.Expected.Returned, s.Rule)
	}
	for _, f := range v.Findings {
		fmt.Println(f.Message)
	}
	// Output:
	// 0, zero; Roulette Rage: 4 black after the establishing spin 2
	// seat 1 red 20.00: lose 0.00 returned 10.00 (seeds/002_698357c067349aee.txt:311-312)
	// seat 2 split 10.00: win 170.00 returned 0.00 (seeds/002_698357c067349aee.txt:308-309)
	// seat 3 column 10.00: lose 0.00 returned 0.00 (seeds/002_698357c067349aee.txt:314)
	// seat 4 rage 10.00: win 60.00 returned 0.00 (seeds/002_698357c067349aee.txt:467)
	// seat 4 rage was paid 70.00; the rules give 60.00
}

// 2-2-5: Small, the double of 2, the total of 9 and the double 2 with the
// single 5 win; the Four Number Combination 5-4-3-2 needs three different
// numbers and loses.
func Example_sicBo() {
	record := []byte(`{"table_id": "SB-1", "hand_number": 9, "game": "sic-bo",
	 "dealt_at": "2026-11-21T22:14:05+00:00", "dice": [2, 2, 5],
	 "wagers": [
	   {"seat": 1, "bet": "small", "amount": "10.00", "result": "win", "payout": "10.00"},
	   {"seat": 1, "bet": "specific_double", "numbers": [2], "amount": "5.00", "result": "win", "payout": "50.00"},
	   {"seat": 2, "bet": "three_dice_total", "numbers": [9], "amount": "5.00", "result": "win", "payout": "35.00"},
	   {"seat": 3, "bet": "double_and_single", "numbers": [2, 2, 5], "amount": "2.00", "result": "win", "payout": "100.00"},
	   {"seat": 4, "bet": "four_number", "numbers": [5, 4, 3, 2], "amount": "5.00", "result": "lose", "payout": "0.00"}]}`)
	game := wheels.SicBo()
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
	// 2-2-5, total 9
	// seat 1 small 10.00: win 10.00 (seeds/002_698357c067349aee.txt:1924-1926)
	// seat 1 specific_double 5.00: win 50.00 (seeds/002_698357c067349aee.txt:1948-1949)
	// seat 2 three_dice_total 5.00: win 35.00 (seeds/002_698357c067349aee.txt:1965)
	// seat 3 double_and_single 2.00: win 100.00 (seeds/002_698357c067349aee.txt:2026-2032)
	// seat 4 four_number 5.00: lose 0.00 (seeds/002_698357c067349aee.txt:1990-1999)
	// verified: true house win: -190.00
}

// The clapper came to rest between two segments. Under option a) (the
// default) the symbol previously passed wins; under option b) the spin is
// void and every wager returned.
func Example_bigSix() {
	game := wheels.BigSix()
	for _, c := range []struct {
		option, record string
	}{
		{"previous", `{"table_id": "B6-1", "hand_number": 6, "game": "big-six", "dealt_at": "2026-11-21T22:16:00+00:00",
		  "stop": "type_e", "between": true,
		  "wagers": [{"seat": 1, "bet": "type_e", "amount": "10.00", "result": "win", "payout": "50.00"}]}`},
		{"respin", `{"table_id": "B6-1", "hand_number": 7, "game": "big-six", "dealt_at": "2026-11-21T22:17:00+00:00",
		  "between": true,
		  "wagers": [{"seat": 1, "bet": "type_e", "amount": "10.00", "result": "push", "payout": "0.00"}]}`},
	} {
		hand, err := game.Decode([]byte(c.record))
		if err != nil {
			fmt.Println(err)
			return
		}
		s, _ := game.Settings(map[string]string{"clapper_between": c.option})
		v, err := hand.Verify(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		st := v.Settlements[0]
		fmt.Printf("%s: %s; %s %s (%s)\n", c.option, v.Outcome.Summary, st.Expected.Result, st.Expected.Payout, st.Rule)
	}
	// Output:
	// previous: Clapper between two segments: Type E, the symbol previously passed, wins; win 50.00 (seeds/002_698357c067349aee.txt:2111)
	// respin: Clapper between two segments: the spin is void and spun again, every wager returned; push 0.00 (seeds/002_698357c067349aee.txt:2119)
}
