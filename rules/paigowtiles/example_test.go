package paigowtiles_test

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/paigowtiles"
)

// The records of docs/hand-records.md.
const (
	pgtExample = `{"table_id": "PGT-2", "hand_number": 57, "game": "pai-gow-tiles",
	 "dealt_at": "2026-11-21T22:14:05-08:00",
	 "dice": 12,
	 "hands": [{"seat": 1, "tiles": ["66", "45", "13", "26"]},
	           {"seat": 3, "tiles": ["11", "11", "55", "16"]},
	           {"seat": 4, "tiles": ["22", "34", "25", "12"]},
	           {"seat": 6, "tiles": ["44", "56", "44", "55"], "house_way": true}],
	 "player_dealer": {"seat": 1, "bank": "300.00", "net": "-45.00"},
	 "wagers": [{"seat": 3, "bet": "base", "amount": "50.00", "result": "win", "payout": "50.00"},
	            {"seat": 3, "backline": 1, "bet": "base", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 4, "bet": "base", "amount": "25.00", "result": "lose", "payout": "0.00"},
	            {"seat": 6, "bet": "base", "amount": "30.00", "result": "push", "payout": "0.00"}],
	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": "2.00"},
	                 {"seat": 3, "kind": "player", "amount": "2.00"},
	                 {"seat": 4, "kind": "player", "amount": "1.00"},
	                 {"seat": 6, "kind": "player", "amount": "1.00"}]}`

	wildExample = `{"table_id": "PGTW-1", "hand_number": 12, "game": "pai-gow-tiles-wild",
	 "dealt_at": "2026-11-21T23:40:12-08:00",
	 "dice": 9,
	 "hands": [{"seat": 4, "tiles": ["66", "36", "46", "15"]},
	           {"seat": 5, "tiles": ["12", "56", "11", "45"]},
	           {"seat": 7, "tiles": ["24", "66", "13", "35"]},
	           {"seat": 2, "tiles": ["44", "33", "14", "34"]}],
	 "player_dealer": {"seat": 4, "bank": "80.00", "net": "-80.00"},
	 "wagers": [{"seat": 5, "bet": "base", "amount": "100.00", "result": "win", "payout": "80.00"},
	            {"seat": 7, "bet": "base", "amount": "40.00", "result": "no_action", "payout": "0.00"},
	            {"seat": 2, "bet": "base", "amount": "60.00", "result": "no_action", "payout": "0.00"}],
	 "collections": [{"seat": 4, "kind": "player_dealer", "amount": "2.00"}]}`
)

func show(g rules.Game, record string, settings map[string]string) {
	s, err := g.Settings(settings)
	if err != nil {
		fmt.Println("settings:", err)
		return
	}
	h, err := g.Decode([]byte(record))
	if err != nil {
		fmt.Println("decode:", err)
		return
	}
	v, err := h.Verify(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Outcome.Summary)
	for _, st := range v.Settlements {
		fmt.Printf("seat %d/%d %s: %s, paid %s (%s)\n", st.Seat, st.Backline, st.Amount, st.Expected.Result, st.Expected.Payout, st.Rule)
	}
	fmt.Println("verified:", v.Verified(), "player-dealer:", v.Totals.ExpectedPlayerDealerWin, "fees:", v.Totals.ExpectedFees)
}

// The dice, 12, fall on seat 6 counting counterclockwise from the
// player-dealer at seat 1; the wagers are settled counterclockwise from
// there (line 1210). The table posts option 3 of the California Pai Gow
// schedule: 2.00 from the player-dealer and 1.00 a wager.
func ExamplePaiGowTiles() {
	show(paigowtiles.PaiGowTiles(), pgtExample, map[string]string{"collection_schedule": "CA-PG/3"})
	// Output:
	// Player-dealer Wong (Teen) / 2, Gor high; seat 3 pair of Day / 7, Mooy high: win; seat 4 3, Chop Chit high / 1, Bon high: lose; seat 6 9, Yun high / 8, Yun high: push; action from seat 6
	// seat 6/0 30.00: push, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1210)
	// seat 4/0 25.00: lose, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:1197)
	// seat 3/0 50.00: win, paid 50.00 (seeds/000_b1ea2c6eebf99c4b.txt:1197)
	// seat 3/1 20.00: win, paid 20.00 (seeds/000_b1ea2c6eebf99c4b.txt:1197)
	// verified: true player-dealer: -45.00 fees: 6.00
}

// The wild 12 beside the Foo makes a pair of Foos, the wild 24 beside a
// Teen a pair of Teens. Dice of 9 fall on the player-dealer; the button
// goes to the next position clockwise, seat 5, whose win takes the whole
// bank of 80.00. The player-dealer's wager is exhausted: the wagers not
// covered are returned (line 2913), seat 7's push and seat 2's loss alike.
func ExamplePaiGowTilesWild() {
	show(paigowtiles.PaiGowTilesWild(), wildExample, map[string]string{"collection_schedule": "CA-PGTW/17"})
	// Output:
	// Player-dealer Wong (Teen) / 6, Ping high; seat 5 pair of Foo (wild) / Wong (Day): win; seat 7 pair of Teen (wild) / 2, Gor high: push; seat 2 4, Yun high / 2, Chop Chit high: lose; action from seat 5
	// seat 5/0 100.00: win, paid 80.00 (seeds/000_b1ea2c6eebf99c4b.txt:3007)
	// seat 7/0 40.00: no_action, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:2913)
	// seat 2/0 60.00: no_action, paid 0.00 (seeds/000_b1ea2c6eebf99c4b.txt:2913)
	// verified: true player-dealer: -80.00 fees: 2.00
}
