package california

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func halfRecord(pdSeat int, bank, net, pdCards string, hands []seatHand, wagers ...string) string {
	var hs []string
	for _, h := range hands {
		hs = append(hs, fmt.Sprintf(`{"seat": %d, "cards": %s}`, h.seat, cardsJSON(h.cards)))
	}
	return fmt.Sprintf(`{"table_id": "NH", "hand_number": 1, "game": "nine-and-a-half", "dealt_at": "2026-11-21T22:14:05-08:00",
	 "cards": {"player_dealer": %s, "seats": [%s]},
	 "player_dealer": {"seat": %d, "bank": %q, "net": %q},
	 "wagers": [%s]}`, cardsJSON(pdCards), strings.Join(hs, ", "), pdSeat, bank, net, strings.Join(wagers, ", "))
}

// "Ace through Nine is face value and King, Queen, Jack and Tens are 1/2
// point each" (lines 1355, 1382), in half points.
func TestNineHalfValues(t *testing.T) {
	want := map[string]int{"AS": 2, "2S": 4, "3S": 6, "4S": 8, "5S": 10, "6S": 12, "7S": 14, "8S": 16, "9S": 18, "TS": 1, "JS": 1, "QS": 1, "KS": 1}
	for c, w := range want {
		if got := halfValue(rules.MustCards(c)[0]); got != w {
			t.Errorf("%s is %d half points, want %d", c, got, w)
		}
	}
	for h, s := range map[int]string{19: "9 1/2", 18: "9", 1: "1/2", 11: "5 1/2", 0: "0"} {
		if halfText(h) != s {
			t.Errorf("halfText(%d) = %q, want %q", h, halfText(h), s)
		}
	}
}

// The rank and payout table (lines 1338-1349): 9 1/2 pays 6:5, 9 down to 5
// even money.
func TestNineHalfRankingTable(t *testing.T) {
	rows := []struct {
		cards  string
		rank   string
		payout string
		rule   string
	}{
		{"9C QH", "9 1/2", "12.00", "1340"},
		{"9C", "9", "10.00", "1341-1349"},
		{"8C KH", "8 1/2", "10.00", "1341-1349"},
		{"8C", "8", "10.00", "1341-1349"},
		{"7C JH", "7 1/2", "10.00", "1341-1349"},
		{"7C", "7", "10.00", "1341-1349"},
		{"6C QD", "6 1/2", "10.00", "1341-1349"},
	}
	for _, r := range rows {
		if got := halfText(halfTotal(rules.MustCards(r.cards))); got != r.rank {
			t.Errorf("%s totals %s, want %s", r.cards, got, r.rank)
		}
		// Against the player-dealer's 6.
		v := verify(t, NineAndAHalf(), nil, halfRecord(1, "100.00", "-"+r.payout, "6S", []seatHand{{2, r.cards, false}},
			wager(2, 0, BetNineHalf, "10.00", "win", r.payout)))
		expectSettlements(t, v, want{seat: 2, bet: BetNineHalf, result: "win", payout: r.payout, rule: r.rule})
		if !v.Verified() {
			t.Errorf("%s: %+v", r.rank, v.Findings)
		}
	}
	// 6, 5 1/2 and 5 can only beat a player-dealer that went over: even
	// money (line 1361); so can an unranked 3. A 9 1/2 is still 6:5.
	for _, c := range []struct{ cards, payout, rule string }{
		{"6C", "10.00", "1361"}, {"5C KH", "10.00", "1361"}, {"5C", "10.00", "1361"}, {"3C", "10.00", "1361"}, {"4C 5D QS", "12.00", "1340"},
	} {
		v := verify(t, NineAndAHalf(), nil, halfRecord(1, "100.00", "-"+c.payout, "5S 6D", []seatHand{{2, c.cards, false}},
			wager(2, 0, BetNineHalf, "10.00", "win", c.payout)))
		expectSettlements(t, v, want{seat: 2, bet: BetNineHalf, result: "win", payout: c.payout, rule: c.rule})
	}
	// 6 to 5 drops a fraction of a cent: 3.33 is paid 3.99.
	v := verify(t, NineAndAHalf(), nil, halfRecord(1, "100.00", "-3.99", "6S", []seatHand{{2, "9C KH", false}}, wager(2, 0, BetNineHalf, "3.33", "win", "3.99")))
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
}

// "If the player's hand totals ten (10) or higher the player automatically
// loses the hand, regardless of the total of the player/dealer's hand"
// (line 1365); equal hands push (line 1364); the closer hand wins (1363).
func TestNineHalfSettlement(t *testing.T) {
	v := verify(t, NineAndAHalf(), nil, halfRecord(1, "100.00", "30.00", "5S 6D", []seatHand{{2, "5C 6H", false}, {3, "4C 3H", false}, {4, "9C", false}},
		wager(2, 0, BetNineHalf, "10.00", "lose", "0.00"),
		wager(3, 0, BetNineHalf, "10.00", "win", "10.00"),
		wager(4, 0, BetNineHalf, "30.00", "win", "30.00")))
	expectSettlements(t, v,
		want{seat: 2, bet: BetNineHalf, result: "lose", payout: "0.00", rule: "1365"},
		want{seat: 3, bet: BetNineHalf, result: "win", payout: "10.00", rule: "1361"},
		want{seat: 4, bet: BetNineHalf, result: "win", payout: "30.00", rule: "1361"})
	if len(v.Findings) != 1 || v.Findings[0].Field != "net" || v.Findings[0].Expected != "-30.00" {
		t.Errorf("findings %+v", v.Findings)
	}
	// The player-dealer's 4 and 3 make 7: a 7 pushes, a 6 1/2 loses.
	v = verify(t, NineAndAHalf(), nil, halfRecord(1, "100.00", "10.00", "4S 3H", []seatHand{{2, "7C", false}, {3, "6C KD", false}},
		wager(2, 0, BetNineHalf, "10.00", "push", "0.00"),
		wager(3, 0, BetNineHalf, "10.00", "lose", "0.00")))
	expectSettlements(t, v,
		want{seat: 2, bet: BetNineHalf, result: "push", payout: "0.00", rule: "1364"},
		want{seat: 3, bet: BetNineHalf, result: "lose", payout: "0.00", rule: "1363"})
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
}

func TestNineHalfImpossibleHands(t *testing.T) {
	g := NineAndAHalf()
	one := func(pd, seat string) string {
		return halfRecord(1, "100.00", "0.00", pd, []seatHand{{2, seat, false}}, wager(2, 0, BetNineHalf, "10.00", "push", "0.00"))
	}
	refused(t, g, nil, one("5S KH", "7C"), "cards.player_dealer", "stood on 5 1/2", "1362")
	refused(t, g, nil, one("6S AH", "7C"), "cards.player_dealer", "took card 2 on 6")
	refused(t, g, nil, one("6S", "9C QH AS"), "cards.seats[0].cards", "took card 3 on 9 1/2", "1360")
	refused(t, g, nil, one("6S", "5C 6H 2D"), "cards.seats[0].cards", "took card 3 on 11")
	// Hitting on 9 is allowed up to a point value of 9 (the default) ...
	if _, err := tryVerify(g, nil, one("6S", "9C KH")); err != nil {
		t.Errorf("a hit on 9: %v", err)
	}
	// ... and refused when the table reads it as below 9.
	refused(t, g, map[string]string{keyPlayerHitLimit: hitBelowNine}, one("6S", "9C KH"), "cards.seats[0].cards", "took card 2 on 9", "8 1/2")
	if _, err := tryVerify(g, map[string]string{keyPlayerHitLimit: hitBelowNine}, one("6S", "8C QH KH")); err != nil {
		t.Errorf("a hit on 8 1/2: %v", err)
	}
	refused(t, g, nil, halfRecord(1, "100.00", "0.00", "6S", []seatHand{{2, "", false}}, wager(2, 0, BetNineHalf, "10.00", "push", "0.00")),
		"cards.seats[0].cards", "has 0 cards")
	refused(t, g, nil, one("6S", "JK"), "cards.seats[0].cards[0]", "joker")
	refused(t, g, map[string]string{keyDecks: "2"}, one("6S", "6S 6S"), "cards", "6S appears 3 times")
	refused(t, g, map[string]string{keySeats: "6"},
		halfRecord(1, "100.00", "0.00", "6S", []seatHand{{7, "7C", false}}, wager(7, 0, BetNineHalf, "10.00", "win", "10.00")),
		"wagers[0].seat", "seats setting")
	refused(t, g, nil, halfRecord(1, "100.00", "0.00", "6S", []seatHand{{2, "7C", false}}, wager(3, 0, BetNineHalf, "10.00", "win", "10.00")),
		"wagers[0].seat", "no hand")
}

// Settlement starts left of the player-dealer and runs clockwise around
// the table's seats (lines 1357, 1360).
func TestNineHalfOrder(t *testing.T) {
	// Player-dealer at seat 6 of 6 with a bank of 15; seats 1 and 5 both
	// win 10: seat 1 is reached first.
	rec := halfRecord(6, "15.00", "-15.00", "6S", []seatHand{{1, "7C", false}, {5, "8C", false}},
		wager(5, 0, BetNineHalf, "10.00", "win", "5.00"), wager(1, 0, BetNineHalf, "10.00", "win", "10.00"))
	v := verify(t, NineAndAHalf(), map[string]string{keySeats: "6"}, rec)
	if !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
	expectSettlements(t, v,
		want{seat: 1, bet: BetNineHalf, result: "win", payout: "10.00"},
		want{seat: 5, bet: BetNineHalf, result: "win", payout: "5.00", rule: rules.RuleCaliforniaCover.Lines})
}
