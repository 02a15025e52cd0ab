package blackjack

import (
	"fmt"
	"testing"
)

func bjpRound(pd, pdCards string, boxes []string, wagers ...string) round {
	return round{game: BlackjackPokerID, pd: pd, dealer: pdCards, boxes: boxes, wagers: wagers}
}

// Lines 1981, 1994-1996, 2075: two aces of hearts pay 3 to 1 and beat
// everything; a blackjack pays 6 to 5.
func TestBlackjackPokerTopHands(t *testing.T) {
	bjpRound("4 100 -30", "TC 9D", []string{"5: AH AH"}, "5 hand_1 10 win 30").verified(t, nil)
	bjpRound("4 100 0", "AH AH", []string{"5: AH AH"}, "5 hand_1 10 push 0").verified(t, nil)  // line 2039
	bjpRound("4 100 10", "AH AH", []string{"5: AS KD"}, "5 hand_1 10 lose 0").verified(t, nil) // line 2042
	// Two aces of hearts after a split rank 3rd and lose to the
	// player-dealer's two aces of hearts (interpretation CA-BJ15).
	bjpRound("4 100 15", "AH AH", []string{"5: AH AS AH 2C / split"}, "5 hand_1 10 lose 0", "5 hand_2 5 lose 0").verified(t, nil)
	bjpRound("4 100 -12", "TC 9D", []string{"5: AS KD"}, "5 hand_1 10 win 12").verified(t, nil)       // 6 to 5
	bjpRound("4 100 -8.40", "TC 9D", []string{"5: AS KD"}, "5 hand_1 7 win 8.40").verified(t, nil)    // 6 to 5 on 7.00
	bjpRound("4 100 -6.01", "TC 9D", []string{"5: AS KD"}, "5 hand_1 5.01 win 6.01").verified(t, nil) // 6.012: the fraction dropped
	bjpRound("4 100 0", "AC KD", []string{"5: AS KD"}, "5 hand_1 10 push 0").verified(t, nil)         // blackjack against blackjack
	bjpRound("4 100 -12", "TC 6D 5C", []string{"5: AS KD"}, "5 hand_1 10 win 12").verified(t, nil)    // above a 21 of three cards
	bjpRound("4 100 0", "TC 6D 5C", []string{"5: AS KD"}, "5 hand_1 10 push 0").verified(t, map[string]string{keyEqualTotals: equalPush})
	// Two aces of hearts from one deck are impossible.
	bjpRound("4 100 -30", "TC 9D", []string{"5: AH AH"}, "5 hand_1 10 win 30").refused(t, map[string]string{keyDecks: "1"}, "cards", "appears 2 times")
}

// Lines 2040-2043: equal totals push, the closer to 21 wins, and a bust
// hand pushes only against the player-dealer's three-card 26.
func TestBlackjackPokerShowdown(t *testing.T) {
	bjpRound("4 100 0", "TC 9D", []string{"5: QS 9H / stand"}, "5 hand_1 10 push 0").verified(t, nil)
	bjpRound("4 100 -10", "TC 8D", []string{"5: QS 9H / stand"}, "5 hand_1 10 win 10").verified(t, nil)
	bjpRound("4 100 0", "KS 6H TC", []string{"5: 9C 5D QH / hit"}, "5 hand_1 10 push 0").verified(t, nil)     // three-card 26
	bjpRound("4 100 10", "KS 4H 2C JD", []string{"5: 9C 5D QH / hit"}, "5 hand_1 10 lose 0").verified(t, nil) // four-card 26
	bjpRound("4 100 10", "KS 6H 8C", []string{"5: 9C 5D QH / hit"}, "5 hand_1 10 lose 0").verified(t, nil)    // three-card 24
	// A standing hand against a bust player-dealer wins (interpretation).
	bjpRound("4 100 -10", "KS 6H 8C", []string{"5: 9C 5D / stand"}, "5 hand_1 10 win 10").verified(t, nil)
	// A hand of 12 or less stands against the player-dealer's total.
	bjpRound("4 100 -10", "KS 6H 8C", []string{"5: 2C 5D / stand"}, "5 hand_1 10 win 10").verified(t, nil)
}

// Lines 2065-2073: double, split, insurance and surrender.
func TestBlackjackPokerOptions(t *testing.T) {
	// Split aces take one card each and no two-card top payout (line 2067):
	// two aces of hearts after a split rank 3rd, above a 21.
	bjpRound("4 100 -20", "TC 6D 5C", []string{"5: AH AS AH KD / split"}, "5 hand_1 10 win 10", "5 hand_2 10 win 10").verified(t, nil)
	bjpRound("4 100 -20", "TC 6D 5C", []string{"5: AH AS AH KD 2C / split hit"}, "5 hand_1 10 win 10", "5 hand_2 10 win 10").
		refused(t, nil, "cards.seats[0].decisions[1]", "one extra card")
	// Two aces of hearts are not split.
	bjpRound("4 100 -30", "TC 9D", []string{"5: AH AH 2C 3C / split"}, "5 hand_1 10 win 30").
		refused(t, nil, "cards.seats[0].decisions[0]", "left over")
	// No resplit: only the cards originally dealt.
	bjpRound("4 100 0", "TC 9D", []string{"5: 8S 8H 8D 8C / split split"}, "5 hand_1 10 win 30").
		refused(t, nil, "cards.seats[0].decisions[1]", "originally dealt")
	// A ten and a king are split: same value (line 2067).
	bjpRound("4 100 -15", "TC 8D", []string{"5: TS KH 9C 9D / split stand stand"}, "5 hand_1 10 win 10", "5 hand_2 5 win 5").verified(t, nil)
	// The split wager: half to the original by default; half or equal.
	r := bjpRound("4 100 -20", "TC 8D", []string{"5: TS KH 9C 9D / split stand stand"}, "5 hand_1 10 win 10", "5 hand_2 10 win 10")
	r.verified(t, nil)
	r.refused(t, map[string]string{keySplitWager: splitHalf}, "wagers[1].amount", "one half")
	r.wagers[1] = "5 hand_2 4 win 4"
	r.pd = "4 100 -14"
	r.refused(t, nil, "wagers[1].amount", "from one half up to")
	// Double for less, once, after a split too (lines 2065, 2067).
	bjpRound("4 100 -16", "TC 8D", []string{"5: 5S 6H 8C / double"}, "5 hand_1 10 win 10", "5 double_1 6 win 6").verified(t, nil)
	bjpRound("4 100 -20", "TC 8D", []string{"5: 5S 6H 8C / double"}, "5 hand_1 10 win 10", "5 double_1 11 win 11").
		refused(t, nil, "wagers[1].amount", "at most the wager")
	// Insurance behind an ace: 2 to 1 when the player-dealer holds a
	// 1st- or 2nd-ranked hand and the player does not (lines 2069-2071).
	bjpRound("4 100 0", "AC KD", []string{"5: 9S 9H / stand"}, "5 hand_1 10 lose 0", "5 insurance 5 win 10").verified(t, nil)
	bjpRound("4 100 5", "AC KD", []string{"5: AS KH"}, "5 hand_1 10 push 0", "5 insurance 5 lose 0").verified(t, nil)
	bjpRound("4 100 -5", "AC 7D", []string{"5: 9S TH / stand"}, "5 hand_1 10 win 10", "5 insurance 5 lose 0").verified(t, nil)
	bjpRound("4 100 -5", "KC 7D", []string{"5: 9S 9H / stand"}, "5 hand_1 10 win 10", "5 insurance 5 lose 0").
		refused(t, nil, "wagers[1].bet", "ace showing")
	// Surrender: half (line 2073); not once the player-dealer's 1st- or
	// 2nd-ranked hand is exposed.
	bjpRound("4 100 5", "TC 8D", []string{"5: QS 6H / surrender"}, "5 hand_1 10 lose 0 5").verified(t, nil)
	bjpRound("4 100 10", "AC KD", []string{"5: QS 6H / surrender"}, "5 hand_1 10 lose 0 5").
		refused(t, nil, "cards.seats[0].decisions[0]", "exposed")
	// Against an exposed blackjack the players still draw (line 2019).
	bjpRound("4 100 10", "AC KD", []string{"5: QS 6H 5D / hit"}, "5 hand_1 10 lose 0").verified(t, nil)
	bjpRound("4 100 0", "AC KD", []string{"5: QS 6H 5D / hit"}, "5 hand_1 10 push 0").verified(t, map[string]string{keyEqualTotals: equalPush})
}

// Lines 2045-2061: the Perfect Pair Bonus Bet on the first two cards, at
// most the game wager, settled after the game wager.
func TestBlackjackPokerPerfectPair(t *testing.T) {
	cases := []struct{ cards, res, pay string }{
		{"8H 8S", "win", "30"},  // mixed 6 to 1
		{"8H 8D", "win", "60"},  // colored 12 to 1
		{"8H 8H", "win", "125"}, // suited 25 to 1
		{"KH QH", "lose", "0"},  // not a pair
	}
	for _, c := range cases {
		// The pairs stand on 16 and lose to 17; K-Q wins with 20.
		r := bjpRound("4 1000 "+subtract(c.pay, 10), "TC 7D", []string{"5: " + c.cards + " / stand"}, "5 hand_1 10 lose 0", "5 perfect_pair 5 "+c.res+" "+c.pay)
		if c.res == "lose" {
			r.wagers[0] = "5 hand_1 10 win 10"
			r.pd = "4 1000 -5"
		}
		r.verified(t, nil)
	}
	bjpRound("4 100 0", "TC 7D", []string{"5: 8H 8S / stand"}, "5 hand_1 10 lose 0", "5 perfect_pair 15 win 90").
		refused(t, nil, "wagers[1].amount", "not be greater than the game wager")
	// Settled after the game wager: a bank of 10 pays the game wager and
	// returns the Perfect Pair.
	bjpRound("4 10 -10", "TC 7D", []string{"5: 9H 9S / stand"}, "5 hand_1 10 win 10", "5 perfect_pair 5 no_action 0").verified(t, nil)
	// Once the wager is exhausted the wagers not covered are returned
	// (lines 2053, 2081): a losing Perfect Pair and the next seat's losing
	// hand too, which a cover that kept collecting would take.
	r := bjpRound("4 10 -10", "TC 7D", []string{"5: 9H KS / stand", "6: TH 5S / stand"},
		"5 hand_1 10 win 10", "5 perfect_pair 5 no_action 0", "6 hand_1 10 no_action 0")
	v := r.verified(t, nil)
	for _, st := range v.Settlements[1:] {
		if st.Rule != bjpCover {
			t.Errorf("%d %s cites %s", st.Seat, st.Bet, st.Rule)
		}
	}
}

// subtract writes -(pay) + stake as a signed amount: the player-dealer
// pays the Perfect Pair and collects the lost game wager.
func subtract(pay string, stake int) string {
	var p int
	for _, c := range pay {
		p = p*10 + int(c-'0')
	}
	n := stake - p
	if n < 0 {
		return "-" + itoaTest(-n)
	}
	return itoaTest(n)
}

func itoaTest(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoaTest(n/10) + string(rune('0'+n%10))
}

// Collections: schedule set CA-BJP, per bet (options 1-16) or by the total
// table action (options 17-20), which counts the game wagers and bonus bets
// placed before the deal (line 3106).
func TestBlackjackPokerCollections(t *testing.T) {
	r := bjpRound("4 100 -30", "TC 8D", []string{"5: TS KH 9C 9D / split stand stand", "6: 9S TH / stand"},
		"5 hand_1 10 win 10", "5 hand_2 10 win 10", "5 perfect_pair 5 lose 0", "6 hand_1 10 win 10", "6/1 hand_1 5 win 5")
	r.pd = "4 100 -30"
	r.collections = []string{"4 player_dealer 2.00", "5 player 1.00", "6 player 2.00"}
	r.verified(t, map[string]string{"collection_schedule": "CA-BJP/3"})
	// Option 17: total action 10 + 5 + 10 + 5 = 30, in the $1-$75 tier:
	// the player-dealer pays 1.00, the players nothing.
	r.collections = []string{"4 player_dealer 1.00"}
	r.verified(t, map[string]string{"collection_schedule": "CA-BJP/17"})
}

// Blackjack Poker's own schedule (BJP-OWN, seed 000 lines 2083-2099): a
// fee per hand from the player-dealer and one per player per wager, none
// for the Perfect Pair Bonus (line 2085). Option 3 ($10 - $100, line 2094)
// is 2.00 and 1.00: seat 5's one bettor owes 1.00 (its split hand carries
// no fee), seat 6's bettor and backline bettor 2.00. Option 6 ($100 -
// $300, line 2097), 4.00 and 2.00 a wager: each difference is a finding
// citing that row.
func TestBlackjackPokerOwnCollections(t *testing.T) {
	r := bjpRound("4 100 -30", "TC 8D", []string{"5: TS KH 9C 9D / split stand stand", "6: 9S TH / stand"},
		"5 hand_1 10 win 10", "5 hand_2 10 win 10", "5 perfect_pair 5 lose 0", "6 hand_1 10 win 10", "6/1 hand_1 5 win 5")
	r.pd = "4 100 -30"
	r.collections = []string{"4 player_dealer 2.00", "5 player 1.00", "6 player 2.00"}
	r.verified(t, map[string]string{"collection_schedule": "BJP-OWN/3"})
	v, err := r.verify(t, map[string]string{"collection_schedule": "BJP-OWN/6"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"4 collection:player_dealer": "4.00", "5 collection:player": "2.00", "6 collection:player": "4.00"}
	for _, f := range v.Findings {
		k := fmt.Sprintf("%d %s", f.Seat, f.Bet)
		if want[k] != f.Expected || f.Rule.Lines != "2097" {
			t.Errorf("unexpected finding under option 6: %+v", f)
		}
		delete(want, k)
	}
	if len(want) > 0 {
		t.Errorf("no finding for %v under option 6: %+v", want, v.Findings)
	}
}

// The player-dealer hits a soft 17 and stands on a hard 17 (lines
// 2026-2033).
func TestBlackjackPokerPlayerDealerDraws(t *testing.T) {
	bjpRound("4 100 10", "AC 6D 2H", []string{"5: TS 7H / stand"}, "5 hand_1 10 lose 0").verified(t, nil)
	bjpRound("4 100 0", "TC 7D", []string{"5: TS 7H / stand"}, "5 hand_1 10 push 0").verified(t, nil)
	v, err := bjpRound("4 100 0", "AC 6D", []string{"5: TS 7H / stand"}, "5 hand_1 10 push 0").verify(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := findings(v, "player_dealer", "cards"); len(f) != 1 || f[0].Rule != bjpPDDraws {
		t.Errorf("findings %+v", v.Findings)
	}
}

// The player-dealer may stop short of its rule where none of its further
// cards can change a wager (UK-D3, CA-BJ16). A bust hand loses to every
// hand it can draw, but a three-card 26 pushes it (line 2043): behind a
// hard 16 of two cards a ten makes one. Two aces of hearts, a blackjack
// under equal_totals=rank and a surrendered hand are settled whatever it
// draws; under equal_totals=push a blackjack pushes a 21 it may draw.
func TestBlackjackPokerPlayerDealerStops(t *testing.T) {
	bjpRound("4 100 10", "9C 5D", []string{"5: TS 7H 8D / hit"}, "5 hand_1 10 lose 0").verified(t, nil)
	v, err := bjpRound("4 100 10", "9C 7D", []string{"5: TS 7H 8D / hit"}, "5 hand_1 10 lose 0").verify(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := findings(v, "player_dealer", "cards"); len(f) != 1 {
		t.Errorf("a bust hand behind a hard 16: findings %+v", v.Findings)
	}
	r := bjpRound("4 100 -37", "9C 5D", []string{"5: AH AH", "6: AS KD", "7: TS 6H / surrender"},
		"5 hand_1 10 win 30", "6 hand_1 10 win 12", "7 hand_1 10 lose 0 5")
	r.verified(t, nil)
	v, err = r.verify(t, map[string]string{keyEqualTotals: equalPush})
	if err != nil {
		t.Fatal(err)
	}
	if f := findings(v, "player_dealer", "cards"); len(f) != 1 {
		t.Errorf("a blackjack under equal_totals=push: findings %+v", v.Findings)
	}
}
