package threecard

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

func pd(seat int, bank, net string) *rules.PlayerDealerRecord {
	return &rules.PlayerDealerRecord{Seat: seat, Bank: bank, Net: net}
}

// fullCA is a California round settled by hand. The player-dealer at seat 5
// holds queen high and qualifies (line 2504). Seat 3 folds: its Ante and
// Pair Plus are collected first (lines 2497-2500), its 6 Card Bonus stays
// (line 2499) and loses. Then from seat 6, the player-dealer's left, each
// player's Ante, Play, Pair Plus and 6 Card Bonus (line 2513): seat 6's
// kings win the Ante and Play (line 2508) and the Pair Plus 1 to 1 (line
// 2540), its six cards only a pair of kings (6 Card Bonus lost, line
// 2551); seat 1's sevens win Ante and Play, the Pair Plus 30 to 1 (line
// 2537) and, with the player-dealer's cards, three of a kind, 7 to 1 (line
// 2566). Net: +10 +5 (seat 3) -10 -10 -5 +5 (seat 6) -10 -10 -150 -35
// (seat 1) +5 (seat 3's bonus) = -205.
func fullCA() round {
	return round{game: GameID, dealer: "QC 9D 3S", pd: pd(5, "500.00", "-205.00"),
		seats: []seatSpec{{1, "7S 7D 7C", "play"}, {3, "8S 5D 2C", "fold"}, {6, "KS KH 4D", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 win 10, 1 pair_plus 5 win 150, 1 six_card_bonus 5 win 35, " +
			"3 ante 10 lose 0, 3 pair_plus 5 lose 0, 3 six_card_bonus 5 lose 0, " +
			"6 ante 10 win 10, 6 play 10 win 10, 6 pair_plus 5 win 5, 6 six_card_bonus 5 lose 0",
		collections: "5 player_dealer 2.00, 1 player 1.00, 3 player 1.00, 6 player 1.00"}
}

func TestCAFullRound(t *testing.T) {
	v := mustVerify(t, fullCA(), nil)
	order := []struct {
		seat int
		bet  string
	}{{3, "ante"}, {3, "pair_plus"}, {6, "ante"}, {6, "play"}, {6, "pair_plus"}, {6, "six_card_bonus"},
		{1, "ante"}, {1, "play"}, {1, "pair_plus"}, {1, "six_card_bonus"}, {3, "six_card_bonus"}}
	for i, o := range order {
		if s := v.Settlements[i]; s.Seat != o.seat || s.Bet != o.bet {
			t.Errorf("settlement %d: seat %d %s, want seat %d %s", i, s.Seat, s.Bet, o.seat, o.bet)
		}
	}
	if v.Totals.PlayerDealerWin != -rules.Dollars(205) || v.Totals.HouseWin != rules.Dollars(5) || v.Totals.Fees != rules.Dollars(5) {
		t.Errorf("totals %+v", v.Totals)
	}
	// Under the California Games Collection Rates option 3 ($10-$100):
	// $1.00 per Ante, $2.00 from the player-dealer (line 3111).
	s, err := California().Settings(map[string]string{"collection_schedule": "CA-BJP/3"})
	if err != nil {
		t.Fatal(err)
	}
	mustVerify(t, fullCA(), s)
	// Under the game's own option 6, tiered by table action: Antes 30,
	// bonus bets 30 (the Play is not placed before the deal) make 60, in
	// "$1 - $75": $1.00 from the player-dealer, none from the players
	// (lines 2601, 2611).
	s, err = California().Settings(map[string]string{"collection_schedule": "TCP6-OWN/6"})
	if err != nil {
		t.Fatal(err)
	}
	r := fullCA()
	r.collections = "5 player_dealer 1.00"
	mustVerify(t, r, s)
	v = verify(t, fullCA(), s)
	if len(v.Findings) != 4 || v.Totals.ExpectedFees != rules.Dollars(1) {
		t.Errorf("own option 6 against the CA-BJP fees: %+v %+v", v.Findings, v.Totals)
	}
	// The own option 5 is not CA-BJP's option 5.
	s, _ = California().Settings(map[string]string{"collection_schedule": "TCP6-OWN/5"})
	r.collections = "5 player_dealer 4.00, 1 player 2.00, 3 player 2.00, 6 player 2.00"
	mustVerify(t, r, s)
}

var caExamples = []struct {
	name string
	r    round
}{
	{"the bank runs out: a later winner is returned", round{game: GameID, dealer: "2S 3D 5C", pd: pd(8, "20.00", "-20.00"),
		seats:  []seatSpec{{1, "AS AD 9C", "play"}, {2, "KS QD 4C", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 push 0, 1 pair_plus 10 win 10, 2 ante 10 no_action 0, 2 play 10 no_action 0"}},
	{"a non-qualifying player-dealer higher than the player: the Ante pushes", round{game: GameID, dealer: "JC 9D 3S", pd: pd(4, "100.00", "0.00"),
		seats:  []seatSpec{{2, "TS 8H 2D", "play"}},
		wagers: "2 ante 10 push 0, 2 play 10 push 0"}},
	{"a non-qualifying player-dealer lower than the player: the Ante wins, the Play has no action", round{game: GameID, dealer: "JC 9D 3S", pd: pd(4, "100.00", "-10.00"),
		seats:  []seatSpec{{2, "JS 9H 4D", "play"}},
		wagers: "2 ante 10 win 10, 2 play 10 push 0"}},
	{"equal hands push", round{game: GameID, dealer: "QC 9D 3S", pd: pd(4, "100.00", "10.00"),
		seats:  []seatSpec{{2, "QS 9H 3D", "play"}},
		wagers: "2 ante 10 push 0, 2 play 10 push 0, 2 pair_plus 5 lose 0, 2 six_card_bonus 5 lose 0"}},
	{"a folded player's 6 Card Bonus still pays", round{game: GameID, dealer: "KC KD 4S", pd: pd(1, "300.00", "-55.00"),
		seats:  []seatSpec{{7, "KH 8S 2D", "fold"}},
		wagers: "7 ante 10 lose 0, 7 pair_plus 5 lose 0, 7 six_card_bonus 10 win 70"}},
	{"the player-dealer beats the player", round{game: GameID, dealer: "AC AD 4S", pd: pd(1, "300.00", "20.00"),
		seats:  []seatSpec{{2, "KH KS 2D", "play"}},
		wagers: "2 ante 10 lose 0, 2 play 10 lose 0, 2 pair_plus 10 win 10, 2 six_card_bonus 10 lose 0"}},
	{"mini royal flush and a royal flush against a jack high that does not qualify", round{game: GameID, dealer: "JH TH 2C", pd: pd(3, "5000.00", "-3001.00"),
		seats:  []seatSpec{{4, "AH KH QH", "play"}},
		wagers: "4 ante 1 win 1, 4 play 1 push 0, 4 pair_plus 5 win 1000, 4 six_card_bonus 2 win 2000"}},
	{"a straight flush made of both hands", round{game: GameID, dealer: "5D 6D 7D", pd: pd(3, "5000.00", "-1995.00"),
		seats:  []seatSpec{{4, "8D 9D 2S", "fold"}},
		wagers: "4 ante 5 lose 0, 4 six_card_bonus 10 win 2000"}},
}

func TestCAExamples(t *testing.T) {
	for _, ex := range caExamples {
		t.Run(ex.name, func(t *testing.T) { mustVerify(t, ex.r, nil) })
	}
}

func TestCAFindings(t *testing.T) {
	r := fullCA()
	r.pd.Net = "-200.00"
	r.wagers = "1 ante 10 win 10, 1 play 10 win 10, 1 pair_plus 5 win 150, 1 six_card_bonus 5 win 35, " +
		"3 ante 10 lose 0, 3 pair_plus 5 win 5, 3 six_card_bonus 5 lose 0, " +
		"6 ante 10 win 10, 6 play 10 win 10, 6 pair_plus 5 win 5, 6 six_card_bonus 5 lose 0"
	v := verify(t, r, nil)
	if len(v.Findings) != 3 {
		t.Fatalf("findings: %+v", v.Findings)
	}
	if f := v.Findings[0]; f.Seat != 3 || f.Bet != BetPairPlus || f.Field != "result" || f.Rule.Lines != "2498" {
		t.Errorf("folded pair plus: %+v", f)
	}
	if f := v.Findings[2]; f.Bet != "player_dealer" || f.Field != "net" || f.Expected != "-205.00" {
		t.Errorf("net: %+v", f)
	}
}

func TestCARefusals(t *testing.T) {
	cases := []struct {
		name         string
		edit         func(*round)
		field, wants string
	}{
		{"a backline wager", func(r *round) { r.wagers = "1 ante 10 win 10" }, "", ""},
		{"a seat past the eighth", func(r *round) { r.seats[0].seat = 9; r.wagers = "9 ante 10 lose 0" }, "cards.seats[0].seat", "from 1 to 8"},
		{"the player-dealer's own seat", func(r *round) { r.seats[0].seat = 5; r.wagers = "5 ante 10 lose 0" }, "cards.seats[0].seat", "player-dealer's seat"},
		{"no Ante", func(r *round) { r.wagers = "1 pair_plus 10 lose 0"; r.seats[0].decision = "" }, "cards.seats[0]", "placed no Ante"},
		{"two player-dealer cards", func(r *round) { r.dealer = "QC 9D" }, "cards.player_dealer", "has 2 cards"},
		{"no player-dealer", func(r *round) { r.pd = nil }, "player_dealer", "is required"},
		{"a player-dealer at seat 9", func(r *round) { r.pd.Seat = 9 }, "player_dealer.seat", "seats 1 to 8"},
		{"a card twice", func(r *round) { r.seats[0].cards = "QC 2H 3H" }, "cards.seats[0].cards[0]", "also at cards.player_dealer[0]"},
		{"play of another amount", func(r *round) { r.wagers = "1 ante 10 win 10, 1 play 5 win 5" }, "wagers[1].amount", "equals the Ante"},
		{"a collection at seat 9", func(r *round) { r.collections = "9 player 1.00" }, "collections[0].seat", "seats 1 to 8"},
		{"an ante bonus", func(r *round) { r.wagers = "1 ante 10 win 10, 1 play 10 win 10, 1 ante_bonus 10 win 10" }, "wagers[2].bet", "not a bet of this game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := round{game: GameID, dealer: "QC 9D 3S", pd: pd(5, "100.00", "-20.00"),
				seats: []seatSpec{{1, "KS KH 4D", "play"}}, wagers: "1 ante 10 win 10, 1 play 10 win 10"}
			c.edit(&r)
			if c.field == "" {
				rec := r.record(t)
				rec["wagers"].([]map[string]any)[0]["backline"] = 1
				data := mustJSON(t, rec)
				_, err := California().Decode(data)
				ie, ok := rules.AsInputError(err)
				if !ok || ie.Errors[0].Field != "wagers[0].backline" {
					t.Errorf("backline: %v", err)
				}
				return
			}
			inputError(t, r, nil, c.field, c.wants)
		})
	}
}

func TestCASettings(t *testing.T) {
	g := California()
	for _, v := range []string{"none", "CA-BJP/1", "CA-BJP/20", "TCP6-OWN/1", "TCP6-OWN/9"} {
		s, err := g.Settings(map[string]string{"collection_schedule": v})
		if err != nil {
			t.Errorf("%s: %v", v, err)
			continue
		}
		if got := s.Values()["collection_schedule"]; got != v {
			t.Errorf("%s reads back as %s", v, got)
		}
	}
	for _, v := range []string{"TCP6-OWN/10", "CA-HB/3", "CA-BJP/21", "3"} {
		if _, err := g.Settings(map[string]string{"collection_schedule": v}); err == nil {
			t.Errorf("%s accepted", v)
		}
	}
}
