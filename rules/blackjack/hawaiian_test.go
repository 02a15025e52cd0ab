package blackjack

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

func hbRound(pd, pdCards string, boxes []string, wagers ...string) round {
	return round{game: HawaiianID, pd: pd, dealer: pdCards, boxes: boxes, wagers: wagers}
}

// Line 627: a $2 bet winning with two aces is paid $3 as long as the bank
// covers it; otherwise as much as the bank has.
func TestHawaiianNatural22(t *testing.T) {
	hbRound("1 100 -3", "9C 8D 2S", []string{"2: AH AS"}, "2 hand_1 2 win 3").verified(t, nil)
	hbRound("1 2 -2", "9C 8D 2S", []string{"2: AH AS"}, "2 hand_1 2 win 2").verified(t, nil)
	v, _ := hbRound("1 2 -3", "9C 8D 2S", []string{"2: AH AS"}, "2 hand_1 2 win 3").verify(t, nil)
	if f := findings(v, handBet(1), "payout"); len(f) != 1 || f[0].Expected != "2.00" || f[0].Rule != hbCover {
		t.Errorf("findings %+v", v.Findings)
	}
	// A Natural 22 is the top hand and takes no decision: it is not split.
	hbRound("1 100 -15", "9C 8D 2S", []string{"2: AH AS AD AC / split"},
		"2 hand_1 10 win 15").refused(t, nil, "cards.seats[0].decisions[0]", "22 or more takes no card")
}

// Line 626: the player-dealer's down card gives the first action, and the
// wagers are settled from that seat round the table: with a bank that
// covers one winner, it is the first to act who is paid.
func TestHawaiianActionSeat(t *testing.T) {
	cases := []struct {
		down string
		rel  int
	}{
		{"AD", 1}, {"2D", 2}, {"7D", 7}, {"8D", 1}, {"9D", 2}, {"TD", 3}, {"JD", 4}, {"QD", 5}, {"KD", 6}, {"JK", 7},
	}
	for _, c := range cases {
		card, _ := rules.ParseCard(c.down)
		if got := actionSeat(card); got != c.rel {
			t.Errorf("down card %s: seat %d, want %d", c.down, got, c.rel)
		}
	}
	// Player-dealer at seat 1, down card a jack: seat 4 from it, seat 5,
	// acts and is settled first. Both winners hold 20 against 19.
	r := hbRound("1 10 -10", "9C JD", []string{"2: TS QH / stand", "5: KS TH / stand"},
		"2 hand_1 10 no_action 0", "5 hand_1 10 win 10")
	v := r.verified(t, nil)
	if d := v.Outcome.Detail.(*Detail); d.ActionSeat != 5 {
		t.Errorf("action seat %d", d.ActionSeat)
	}
}

// Once a winner has taken the last of the bank, the wagers not covered are
// returned, every later one no_action whatever it would have been
// (bank_exhausted=returned, line 3422): seat 3's losing 16 is returned. Under
// losers_collected both later losers are collected, and the player-dealer
// ends 10.00 up.
func TestHawaiianBankExhausted(t *testing.T) {
	r := hbRound("1 10 -10", "TC 8D", []string{"2: TS 9H / stand", "3: TD 6H / stand", "4: TH 8S / stand"},
		"2 hand_1 10 win 10", "3 hand_1 10 no_action 0", "4 hand_1 10 no_action 0")
	v := r.verified(t, nil)
	if f := v.Settlements[1]; f.Seat != 3 || f.Rule != rules.RuleCaliforniaCover {
		t.Errorf("the returned hand: %+v", f)
	}
	collected := hbRound("1 10 10", "TC 8D", []string{"2: TS 9H / stand", "3: TD 6H / stand", "4: TH 8S / stand"},
		"2 hand_1 10 win 10", "3 hand_1 10 lose 0", "4 hand_1 10 lose 0")
	collected.verified(t, map[string]string{rules.SettingBankExhausted: rules.ExhaustedCollected})
	if v, _ := collected.verify(t, nil); len(v.Findings) != 3 {
		t.Errorf("losers collected under the default: %+v", v.Findings)
	}
}

// A doubled hand is one wager doubled: the player-dealer settles the
// double with its hand, before the next hand (lines 626, 629). With a bank
// of 25.00, hand 1 and its double are paid in full and hand 2 gets the last
// 5.00.
func TestHawaiianDoubleSettledWithItsHand(t *testing.T) {
	hbRound("1 25 -25", "TC 8D", []string{"2: 5S 5H 6C TD 9C 6D / split double hit stand"},
		"2 hand_1 10 win 10", "2 double_1 10 win 10", "2 hand_2 10 win 5").verified(t, nil)
}

// A wager on the player-dealer's seat is refused, citing Hawaiian
// Blackjack's own rule on the player-dealer's position (line 656), not
// another game's.
func TestHawaiianPlayerDealerSeatRefused(t *testing.T) {
	hbRound("1 100 -15", "9C 8D 2S", []string{"2: AH AS"}, "2 hand_1 10 win 15", "1 hand_1 10 win 10").
		refused(t, nil, "wagers[1].seat", "(line 656)")
}

// Lines 632-634: totals against totals.
func TestHawaiianShowdown(t *testing.T) {
	cases := []struct {
		name, pd, box, res, pay string
	}{
		{"both 18: the player loses", "TC 8D", "2: 9S 9H / stand", "lose", "0"},
		{"both 19: push", "TC 9D", "2: QS 9H / stand", "push", "0"},
		{"22 beats 21", "TC 5D 6C", "2: QS 9H 3D / hit", "win", "10"},
		{"both over 22: the closer wins", "TC 6D 8C", "2: QS 5H 8D / hit", "win", "10"},
		{"both over 22: the farther loses", "TC 6D 7C", "2: QS 5H 9D / hit", "lose", "0"},
		{"both over 22 the same: push", "TC 6D 8C", "2: QS 6H 8D / hit", "push", "0"},
		{"a hand over 22 loses to one under", "TC 8D", "2: QS 5H 9D / hit", "lose", "0"},
		{"a hand under 22 beats one over", "TC 6D 8C", "2: QS 8H / stand", "win", "10"},
		{"a Blackjack beats a plain 22", "TC 6D 6C", "2: JK KD", "win", "10"},
		{"a Natural 22 beats a Blackjack", "JK KC", "2: AH AD", "win", "15"},
		{"a Blackjack pushes a Blackjack", "JK KC", "2: JK TD", "push", "0"},
		{"a 20 loses to a Blackjack, without drawing", "KC JK", "2: QS TD", "lose", "0"},
		{"a Blackjack loses to a Natural 22", "AC AD", "2: JK TD", "lose", "0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			net := map[string]string{"win": "-" + c.pay, "lose": "10", "push": "0"}[c.res]
			if c.res == "win" && c.pay == "0" {
				net = "0"
			}
			r := hbRound("1 100 "+net, c.pd, []string{c.box}, "2 hand_1 10 "+c.res+" "+c.pay)
			r.verified(t, nil)
		})
	}
}

// The player's options (lines 628-652, 645-652).
func TestHawaiianOptions(t *testing.T) {
	// Surrender: half the wager (line 631); the player-dealer collects 5.
	r := hbRound("1 100 5", "TC 8D", []string{"2: QS 6H / surrender"}, "2 hand_1 10 lose 0 5")
	r.verified(t, nil)
	v, _ := hbRound("1 100 10", "TC 8D", []string{"2: QS 6H / surrender"}, "2 hand_1 10 lose 0").verify(t, nil)
	if f := findings(v, handBet(1), "returned"); len(f) != 1 || f[0].Rule != hbSurrender {
		t.Errorf("findings %+v", v.Findings)
	}
	// A bank that can take only 3.00 of the forfeited 5.00 returns the
	// rest; a surrendered cent under payout_fraction=to_player returns it.
	hbRound("1 3 3", "TC 8D", []string{"2: QS 6H / surrender"}, "2 hand_1 10 lose 0 7").verified(t, nil)
	hbRound("1 100 0", "TC 8D", []string{"2: QS 6H / surrender"}, "2 hand_1 0.01 lose 0 0.01").verified(t, map[string]string{keyFraction: fractionToPlayer})
	hbRound("1 100 0.01", "TC 8D", []string{"2: QS 6H / surrender"}, "2 hand_1 0.01 lose 0").verified(t, nil)
	// Split jokers take one card each (line 647): no decision after.
	hbRound("1 100 -20", "TC 8D", []string{"2: JK JK 8S 7D / split"}, "2 hand_1 10 win 10", "2 hand_2 10 win 10").verified(t, nil)
	hbRound("1 100 -20", "TC 8D", []string{"2: JK JK 8S 7D 2C / split hit"}, "2 hand_1 10 win 10", "2 hand_2 10 win 10").
		refused(t, nil, "cards.seats[0].decisions[1]", "one hit card")
	// A pair splits into up to four hands (line 628).
	hbRound("1 100 0", "TC 8D", []string{"2: 8S 8H 8D 8C 8S / split split split split"},
		"2 hand_1 10 win 10").refused(t, nil, "cards.seats[0].decisions[3]", "up to four hands")
	// Double on any two-card hand, after a split too, one card (629);
	// not after a hit card (652).
	hbRound("1 100 -20", "TC 8D", []string{"2: 5S 6H TD / double"}, "2 hand_1 10 win 10", "2 double_1 10 win 10").verified(t, nil)
	hbRound("1 100 -15", "TC 8D", []string{"2: 5S 6H TD / double"}, "2 hand_1 10 win 10", "2 double_1 5 win 5").verified(t, nil)
	hbRound("1 100 -20", "TC 8D", []string{"2: 5S 6H TD / double"}, "2 hand_1 10 win 10", "2 double_1 15 win 15").
		refused(t, nil, "wagers[1].amount", "at most the hand's wager")
	hbRound("1 100 0", "TC 8D", []string{"2: 5S 2H 3D 8C / hit double"}, "2 hand_1 10 win 10").
		refused(t, nil, "cards.seats[0].decisions[1]", "before any hit card")
	hbRound("1 100 0", "TC 8D", []string{"2: 5S 2H 3D 8C / hit surrender"}, "2 hand_1 10 win 10").
		refused(t, nil, "cards.seats[0].decisions[1]", "before any hit card")
	// A hit on 21 is allowed (line 651); a hand of 22 takes no card.
	hbRound("1 100 -10", "TC 8D", []string{"2: TS 9H 2C AD / hit hit"}, "2 hand_1 10 win 10").verified(t, nil)
	hbRound("1 100 0", "TC 8D", []string{"2: TS 9H 3C 2D / hit hit"}, "2 hand_1 10 win 10").
		refused(t, nil, "cards.seats[0].decisions[1]", "left over")
	// The player-dealer's Natural or Blackjack is turned over at once:
	// nobody acts (line 638).
	hbRound("1 100 10", "KC JK", []string{"2: 5S 6H TD / double"}, "2 hand_1 10 lose 0", "2 double_1 10 lose 0").
		refused(t, nil, "cards.seats[0].decisions[0]", "turned over at once")
}

// Lines 639-640: the player-dealer stands on a hard 18 and hits a soft 18.
func TestHawaiianPlayerDealerDraws(t *testing.T) {
	hbRound("1 100 10", "AC 7D 3H", []string{"2: TS 8H / stand"}, "2 hand_1 10 lose 0").verified(t, nil)
	hbRound("1 100 -10", "TC 8D", []string{"2: TS 9H / stand"}, "2 hand_1 10 win 10").verified(t, nil)
	// A joker counted 12 makes a soft hand under joker_soft=soft.
	hbRound("1 100 10", "JK 6D 3H", []string{"2: TS 8H / stand"}, "2 hand_1 10 lose 0").verified(t, nil)
	hbRound("1 100 10", "JK 6D", []string{"2: TS 8H / stand"}, "2 hand_1 10 lose 0").verified(t, map[string]string{keyJokerSoft: jokerHard})
	// Standing on a soft 18 under the default is a misplay.
	v, err := hbRound("1 100 10", "JK 6D", []string{"2: TS 7H / stand"}, "2 hand_1 10 lose 0").verify(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := findings(v, "player_dealer", "cards"); len(f) != 1 || f[0].Rule != hbPDDraws {
		t.Errorf("findings %+v", v.Findings)
	}
}

// The player-dealer may stop short of its rule where none of its further
// cards can change a wager (UK-D3, CA-HB17): a Natural 22 or a Blackjack
// beats every hand it can still draw (lines 608-610, 632-634), and a hand
// over 22 by more than the player-dealer can reach loses to all of them;
// a surrendered hand is settled already. A plain 22 or a bust hand it
// could still tie is not.
func TestHawaiianPlayerDealerStops(t *testing.T) {
	hbRound("1 100 -20", "TC 5D", []string{"2: AS AD", "3: JK KH", "4: 9S 8H / surrender"},
		"2 hand_1 10 win 15", "3 hand_1 10 win 10", "4 hand_1 10 lose 0 5").verified(t, nil)
	// Player-dealer 6-5 (11) at most reaches 17 + 10 = 27 when it busts:
	// a hand of 28 loses whatever it draws.
	hbRound("1 100 10", "6C 5D", []string{"2: 9S 9H KC / hit"}, "2 hand_1 10 lose 0").verified(t, nil)
	for _, seat := range []string{"2: 9S 5H 9C / hit", "2: TS 2H QD / hit"} {
		v, err := hbRound("1 100 10", "6C 5D", []string{seat}, "2 hand_1 10 lose 0").verify(t, nil)
		if err != nil {
			t.Fatal(err)
		}
		if f := findings(v, "player_dealer", "cards"); len(f) != 1 {
			t.Errorf("%s against 6C 5D: findings %+v", seat, v.Findings)
		}
	}
}

// Collections: a player fee per seat's game wager, none on split hands
// (line 648), and the player-dealer's fee (schedule set CA-HB).
func TestHawaiianCollections(t *testing.T) {
	r := hbRound("1 100 -20", "TC 8D", []string{"2: 9S 9H TC KD / split stand stand", "4: TS 9H / stand"},
		"2 hand_1 10 win 10", "2 hand_2 10 win 10", "4 hand_1 10 win 10", "4/1 hand_1 5 win 5")
	r.pd = "1 100 -35"
	r.collections = []string{"1 player_dealer 2.00", "2 player 1.00", "4 player 2.00"}
	r.verified(t, map[string]string{"collection_schedule": "CA-HB/3"})
	r.collections = []string{"1 player_dealer 2.00", "2 player 2.00", "4 player 2.00"}
	v, err := r.verify(t, map[string]string{"collection_schedule": "CA-HB/3"})
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Findings) != 1 || v.Findings[0].Field != "fee" || v.Findings[0].Expected != "1.00" {
		t.Errorf("findings %+v", v.Findings)
	}
}
