package holdemtable

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

func pd(seat int, bank, net string) *rules.PlayerDealerRecord {
	return &rules.PlayerDealerRecord{Seat: seat, Bank: bank, Net: net}
}

// Worked rounds of Ultimate Texas Hold'em as a California game, settled by
// hand against the player-dealer's bank.
func TestUltimateCaliforniaRounds(t *testing.T) {
	cases := []struct {
		name string
		r    round
	}{
		{
			// The player-dealer's pair of fives qualifies (2355). Seat 2's
			// pair of queens wins the Ante and the 3x Play (2357, 2364); the
			// Blind pushes below a Straight (2358-2362); the Trips loses
			// (2386). Seat 3 folds: Ante and Blind lose, and its Trips is
			// settled on the board alone, Q-J-7-4-3: lost (2334, 2388). Seat
			// 4's straight wins Ante, Blind (1 to 1, 2373) and the 2x Play.
			// The player-dealer loses 50 of its 500.
			"a qualifying player-dealer",
			round{game: UltimateGameID, board: "QS JS 4H 3H 7D", dealer: "5D 5C", pd: pd(1, "500.00", "-50.00"),
				seats: []seatSpec{{2, "AS QD", "3x"}, {3, "9C 8C", "check check fold"}, {4, "6S 5H", "check 2x"}},
				wagers: "2 ante 10 win 10, 2 blind 10 push 0, 2 play 30 win 30, 2 trips 5 lose 0, " +
					"3 ante 10 lose 0, 3 blind 10 lose 0, 3 trips 5 lose 0, " +
					"4 ante 10 win 10, 4 blind 10 win 10, 4 play 20 win 20",
				collections: "1 player_dealer 2.00, 2 player 1.00, 3 player 1.00, 4 player 1.00"},
		},
		{
			// The folded seat 2's Ante and Blind are collected first (2334,
			// 2336): the bank of 100 stands at 120. Seat 1, left of the
			// player-dealer at seat 8, holds a Royal Flush: its Ante takes
			// 10, its Blind the last 110 of the bank instead of 5,000, and
			// its Play and Trips are returned (2282, 2390). Seat 2's Trips,
			// which loses on the board alone, comes after the bank is
			// exhausted and is returned too (2390).
			"the bank runs out",
			round{game: UltimateGameID, board: "QS JS TS 3H 7D", dealer: "5D 5C", pd: pd(8, "100", "-100"),
				seats: []seatSpec{{1, "AS KS", "4x"}, {2, "2H 4S", "check check fold"}},
				wagers: "1 ante 10 win 10, 1 blind 10 win 110, 1 play 40 no_action 0, 1 trips 5 no_action 0, " +
					"2 ante 10 lose 0, 2 blind 10 lose 0, 2 trips 5 no_action 0"},
		},
		{
			// The player-dealer may win no more than its bank (2652 of the
			// common rule; 3422): with 15 up, the folded seat's Ante is
			// collected whole, its Blind 5 of 10, the rest returned.
			"the bank's winnings are capped",
			round{game: UltimateGameID, board: "QS JS TS 3H 7D", dealer: "5D 5C", pd: pd(3, "15", "15"),
				seats:  []seatSpec{{4, "2H 4S", "check check fold"}},
				wagers: "4 ante 10 lose 0, 4 blind 10 lose 0 5.00"},
		},
		{
			// The Trips Bonus pays a Flush 7 to 2 as printed (2399): 7.00
			// on 2.00. The player-dealer's king high does not qualify: the
			// Ante is returned (2348), the Blind pays 3 to 2 (2372) and the
			// Play 1 to 1 (2350).
			"a Flush",
			round{game: UltimateGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C", pd: pd(2, "200", "-62"),
				seats:  []seatSpec{{3, "AH 5H", "4x"}},
				wagers: "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40, 3 trips 2 win 7"},
		},
		{
			// trips_flush=7_to_1 pays it 14.00.
			"a Flush at 7 to 1",
			round{game: UltimateGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C", pd: pd(2, "200", "-69"),
				settings: map[string]string{keyTripsFlush: tripsFlushSeven},
				seats:    []seatSpec{{3, "AH 5H", "4x"}},
				wagers:   "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40, 3 trips 2 win 14"},
		},
		{
			// Under schedule option 3 ($10-$100) the player-dealer pays 2.00
			// a hand and each player 1.00 per Ante (lines 3378, 2409).
			"the collections",
			round{game: UltimateGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C", pd: pd(2, "200", "-55"),
				settings:    map[string]string{"collection_schedule": "CA-UTH/3"},
				seats:       []seatSpec{{3, "AH 5H", "4x"}},
				wagers:      "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40",
				collections: "2 player_dealer 2.00, 3 player 1.00"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := c.r.verify(t)
			clean(t, v)
			if want := strings.Count(c.r.wagers, ",") + 1; len(v.Settlements) != want {
				t.Errorf("%d settlements for %d wagers", len(v.Settlements), want)
			}
			if v.Totals.HouseWin != v.Totals.Fees {
				t.Errorf("the house won %s with fees of %s; it has no stake in a California game", v.Totals.HouseWin, v.Totals.Fees)
			}
		})
	}
}

// Ultimate Texas Hold'em's own schedule (UTH-OWN, seed 000 lines
// 2409-2415): a fee per hand from the player-dealer and one per Ante
// wager, none for the Blind, Play or Trips Bonus. Option 3 ($100, line
// 2414) is 1.00 and 2.00; option 4 ($50-$300, line 2415) takes 4.00 from
// the player-dealer, and a hand that paid 2.00 is a finding citing that row.
func TestUltimateOwnCollections(t *testing.T) {
	r := round{game: UltimateGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C", pd: pd(2, "200", "-55"),
		settings:    map[string]string{"collection_schedule": "UTH-OWN/3"},
		seats:       []seatSpec{{3, "AH 5H", "4x"}},
		wagers:      "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40",
		collections: "2 player_dealer 2.00, 3 player 1.00"}
	clean(t, r.verify(t))
	r.settings = map[string]string{"collection_schedule": "UTH-OWN/4"}
	v := r.verify(t)
	if len(v.Findings) != 1 || v.Findings[0].Seat != 2 || v.Findings[0].Bet != "collection:player_dealer" ||
		v.Findings[0].Expected != "4.00" || v.Findings[0].Rule.Lines != "2415" {
		t.Errorf("option 4, a 2.00 player-dealer fee: %+v", v.Findings)
	}
}

// Collections are checked against the table's schedule: a per-Ante fee
// missed, and a table-action option that goes by the Antes, Blinds and
// Trips Bonuses placed before the deal (3373).
func TestUltimateCaliforniaCollections(t *testing.T) {
	r := round{game: UltimateGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C", pd: pd(2, "200", "-55"),
		settings:    map[string]string{"collection_schedule": "CA-UTH/3"},
		seats:       []seatSpec{{3, "AH 5H", "4x"}},
		wagers:      "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40",
		collections: "2 player_dealer 2.00"}
	v := r.verify(t)
	if len(v.Findings) != 1 || v.Findings[0].Seat != 3 || v.Findings[0].Field != "fee" || v.Findings[0].Expected != "1.00" {
		t.Errorf("findings %+v", v.Findings)
	}
	// Option 19: Ante, Blind and a Trips of 60 make an action of 80, in
	// the $76-$200 tier: 2.00 (line 3400).
	r.settings = map[string]string{"collection_schedule": "CA-UTH/19"}
	r.wagers = "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40, 3 trips 60 win 210"
	r.pd = pd(2, "500", "-265")
	r.collections = "2 player_dealer 2.00"
	v = r.verify(t)
	clean(t, v)
	// Without the Trips the action is 20, the $1-$75 tier: 1.00 (line
	// 3399); counted, the Play's 40 would make it 60, the same tier, and
	// with a Play of 4x 20 = 80 the next one.
	r.wagers = "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40"
	r.pd = pd(2, "500", "-55")
	v = r.verify(t)
	if len(v.Findings) != 1 || v.Findings[0].Expected != "1.00" || v.Findings[0].Declared != "2.00" {
		t.Errorf("findings %+v", v.Findings)
	}
}

// The player-dealer's net and its seat are checked.
func TestUltimateCaliforniaPlayerDealer(t *testing.T) {
	r := round{game: UltimateGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C", pd: pd(2, "200", "-54"),
		seats: []seatSpec{{3, "AH 5H", "4x"}}, wagers: "3 ante 10 push 0, 3 blind 10 win 15, 3 play 40 win 40"}
	v := r.verify(t)
	if len(v.Findings) != 1 || v.Findings[0].Bet != "player_dealer" || v.Findings[0].Expected != "-55.00" {
		t.Errorf("findings %+v", v.Findings)
	}
	r.pd = pd(3, "200", "-55")
	if e := r.refused(t); !mentions(e, "player_dealer.seat", "player-dealer's") {
		t.Errorf("errors %v", e.Errors)
	}
	r.pd = pd(9, "200", "-55")
	if e := r.refused(t); !mentions(e, "player_dealer.seat", "seats 1 to 8") {
		t.Errorf("errors %v", e.Errors)
	}
	r.pd = nil
	if e := r.refused(t); !mentions(e, "player_dealer", "is required") {
		t.Errorf("errors %v", e.Errors)
	}
}

// The Play wager is placed after the fees are taken (line 2409) and is no
// part of the total table action (line 3373): an Ante and Blind of 20 and a
// Play of 80 pay the $1-$75 tier.
func TestUltimateCaliforniaActionLeavesOutThePlay(t *testing.T) {
	r := round{game: UltimateGameID, board: "2H 7H 9H JS KC", dealer: "3D 4C", pd: pd(2, "500", "-110"),
		settings:    map[string]string{"collection_schedule": "CA-UTH/19"},
		seats:       []seatSpec{{3, "AH 5H", "4x"}},
		wagers:      "3 ante 20 push 0, 3 blind 20 win 30, 3 play 80 win 80",
		collections: "2 player_dealer 1.00"}
	clean(t, r.verify(t))
}

// The hand rankings' stated extremes (lines 2293-2305), each in its class,
// the highest above the lowest; the Flush and high-card "lowest" examples,
// 7-6-5-4-2, are not the lowest (CA-U12): 7-5-4-3-2 ranks below them.
func TestUltimateCaliforniaRankingExamples(t *testing.T) {
	cases := []struct {
		name      string
		class     int
		high, low string
	}{
		{"Straight Flush", int(poker.StraightFlush), "KH QH JH TH 9H", "5S 4S 3S 2S AS"},
		{"Four of a Kind", int(poker.FourOfAKind), "AS AH AD AC KS", "2S 2H 2D 2C 3S"},
		{"Full House", int(poker.FullHouse), "AS AH AD KC KS", "2S 2H 2D 3C 3S"},
		{"Flush", int(poker.Flush), "AH KH QH JH 9H", "7D 6D 5D 4D 2D"},
		{"Straight", int(poker.Straight), "AS KH QD JC TS", "5S 4H 3D 2C AS"},
		{"Three of a Kind", int(poker.ThreeOfAKind), "AS AH AD KC QS", "2S 2H 2D 3C 4S"},
		{"Two Pairs", int(poker.TwoPair), "AS AH KD KC QS", "3S 3H 2D 2C 4S"},
		{"One Pair", int(poker.OnePair), "AS AH KD QC JS", "2S 2H 3D 4C 5S"},
		{"High Card", int(poker.HighCard), "AS KH QD JC 9S", "7S 6H 5D 4C 2S"},
	}
	for _, c := range cases {
		var hi, lo [5]rules.Card
		copy(hi[:], rules.MustCards(c.high))
		copy(lo[:], rules.MustCards(c.low))
		h, l := poker.Eval5(hi), poker.Eval5(lo)
		if classOf(h) != c.class || classOf(l) != c.class || h <= l {
			t.Errorf("%s: %s (%v) over %s (%v)", c.name, c.high, h, c.low, l)
		}
	}
	var a, b [5]rules.Card
	copy(a[:], rules.MustCards("7D 5D 4D 3D 2D"))
	copy(b[:], rules.MustCards("7D 6D 5D 4D 2D"))
	if poker.Eval5(a) >= poker.Eval5(b) || classOf(poker.Eval5(a)) != int(poker.Flush) {
		t.Errorf("7-5-4-3-2 is not below 7-6-5-4-2")
	}
}
