package blackjack

import (
	"strings"
	"testing"
)

func ukRound(dealer string, boxes []string, wagers ...string) round {
	return round{game: UKID, dealer: dealer, boxes: boxes, wagers: wagers}
}

// Seed 002 digest §14 example 5: a blackjack against the dealer's 21 of
// three cards wins (lines 590-591) at 3 to 2 (lines 602-603): £10 wins £15.
func TestUKBlackjackBeatsMultiCard21(t *testing.T) {
	ukRound("9C 7D 5H", []string{"1: AS KD"}, "1 hand_1 10 win 15").verified(t, nil)
	// A multi-card 21 against a dealer's blackjack loses everything, the
	// double too, under the literal rules (example 8).
	r := ukRound("TC AD", []string{"2: 6S 5H TD / double"}, "2 hand_1 10 lose 0", "2 double_1 10 lose 0")
	r.verified(t, nil)
	// original_only returns the double (interpretation UK-B1).
	r.wagers = []string{"2 hand_1 10 lose 0", "2 double_1 10 push 0"}
	r.verified(t, map[string]string{keyDealerBlackjack: dealerOriginal})
}

// Example 6: insurance on a blackjack against an ace. Half the stake at 2
// to 1 (lines 606-612); lost when the second card is not a ten (619-621);
// blackjack against blackjack is void (595).
func TestUKInsuranceAndEvenMoney(t *testing.T) {
	ukRound("AC QD", []string{"4: AS KH"}, "4 hand_1 10 push 0", "4 insurance 5 win 10").verified(t, nil)
	// Dealer A-7 is soft 18 and stands: the blackjack wins 15, the
	// insurance is lost; net +10 either way.
	ukRound("AC 7D", []string{"4: AS KH"}, "4 hand_1 10 win 15", "4 insurance 5 lose 0").verified(t, nil)
	// Even money: 1 to 1 at once (lines 614-617), whatever the dealer draws.
	ukRound("AC QD", []string{"4: AS KH"}, "4 even_money 10 win 10").verified(t, nil)
	// Insurance is for a blackjack only (B5), against an ace only, at most
	// half the stake.
	ukRound("AC QD", []string{"4: 9S TH / stand"}, "4 hand_1 10 lose 0", "4 insurance 5 lose 0").refused(t, nil, "wagers[1].bet", "offered only to a blackjack")
	ukRound("KC AD", []string{"4: AS KH"}, "4 hand_1 10 push 0", "4 insurance 5 lose 0").refused(t, nil, "wagers[1].bet", "dealer's first card is an ace")
	ukRound("AC QD", []string{"4: AS KH"}, "4 hand_1 10 push 0", "4 insurance 6 win 12").refused(t, nil, "wagers[1].amount", "at most half")
	// Insurance is settled on the dealer's second card, which must be dealt.
	ukRound("AC", []string{"4: AS KH"}, "4 hand_1 10 win 15", "4 insurance 5 lose 0").refused(t, nil, "cards.dealer", "second card")
}

// Example 7: 8-8 split against a 6; hand 1 doubles on 11 (after a split,
// lines 686-687) to 21, hand 2 stands on 19; the dealer makes 21 with three
// cards: the first hand and its double are void (line 597), the second
// lost.
func TestUKSplitAndDouble(t *testing.T) {
	r := ukRound("6H TS 5C", []string{"3: 8S 8D 3C TD AH / split double stand"},
		"3 hand_1 10 push 0", "3 double_1 10 push 0", "3 hand_2 10 lose 0")
	v := r.verified(t, nil)
	if !strings.Contains(v.Outcome.Summary, "hand 1 8S 3C TD (21) push hand 2 8D AH (soft 19) lose") {
		t.Errorf("summary %q", v.Outcome.Summary)
	}
	// Dealt at once, the same cards fall otherwise: the 3 to hand 1 and
	// the ten to hand 2 (8+10 = 18), then the ace to hand 1's double.
	r = ukRound("6H TS 5C", []string{"3: 8S 8D 3C TD AH / split double stand"},
		"3 hand_1 10 lose 0", "3 double_1 10 lose 0", "3 hand_2 10 lose 0")
	r.verified(t, map[string]string{keySplitCards: splitCardsAtOnce})
}

// Example 9: the dealer's A-6. Option a stands on 17 (lines 567-571);
// option b counts it 7 and draws (lines 573-576), A-6-4 is 21.
func TestUKDealerSoft17(t *testing.T) {
	ukRound("AH 6C", []string{"1: TS 8D / stand"}, "1 hand_1 10 win 10").verified(t, nil)
	ukRound("AH 6C 4D", []string{"1: TS 8D / stand"}, "1 hand_1 10 lose 0").verified(t, map[string]string{keySoft17: soft17Hits})
	// A dealer who draws to A-6 under option a is a misplay: the hand is
	// settled on A-6, and the finding cites rule 4.15.
	v, err := ukRound("AH 6C 4D", []string{"1: TS 8D / stand"}, "1 hand_1 10 win 10").verify(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := findings(v, "dealer", "cards"); len(f) != 1 || f[0].Expected != "AH 6C" || f[0].Rule != ukSoft17 || len(v.Findings) != 1 {
		t.Errorf("findings %+v", v.Findings)
	}
	// A dealer who stands on 16 is a misplay, settled on the cards dealt.
	v, _ = ukRound("TH 6C", []string{"1: TS 7D / stand"}, "1 hand_1 10 win 10").verify(t, nil)
	if f := findings(v, "dealer", "cards"); len(f) != 1 || len(v.Findings) != 1 {
		t.Errorf("findings %+v", v.Findings)
	}
	// When every hand is bust the dealer need not draw.
	ukRound("TH", []string{"1: TS 7D 9C / hit"}, "1 hand_1 10 lose 0").verified(t, nil)
	// A blackjack still waits for the dealer's second card behind a ten.
	v, _ = ukRound("TH", []string{"1: AS KD"}, "1 hand_1 10 win 15").verify(t, nil)
	if len(findings(v, "dealer", "cards")) != 1 {
		t.Errorf("findings %+v", v.Findings)
	}
	// Behind a 6 a blackjack is settled; the dealer may stop.
	ukRound("6H", []string{"1: AS KD"}, "1 hand_1 10 win 15").verified(t, nil)
}

// Even money is paid at once (lines 614-617): when every box took it no
// wager depends on the dealer's second card, and the dealer may stop on its
// ace (UK-D3). A player behind the box who kept his wager on the blackjack
// still waits for that card, and so does an insurance wager.
func TestUKDealerStopsAfterEvenMoney(t *testing.T) {
	ukRound("AC", []string{"5: AS KC"}, "5 even_money 10.00 win 10.00").verified(t, nil)
	ukRound("AC", []string{"5: AS KC", "6: TD AH"}, "5 even_money 10 win 10", "6 even_money 20 win 20", "6 twenty_one_plus_three 5 lose 0").verified(t, nil)
	v, err := ukRound("AC", []string{"5: AS KC"}, "5 even_money 10 win 10", "5/1 hand_1 10 win 15").verify(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := findings(v, "dealer", "cards"); len(f) != 1 || len(v.Findings) != 1 {
		t.Errorf("a blackjack ridden behind the box: findings %+v", v.Findings)
	}
	// A bust hand beside the even money changes nothing either.
	ukRound("AC", []string{"5: AS KC", "2: TS 6D 9C / hit"}, "5 even_money 10 win 10", "2 hand_1 10 lose 0").verified(t, nil)
}

// Example 10 and lines 700-726: 21+3 at one rate, 9 to 1.
func TestUK21Plus3(t *testing.T) {
	cases := []struct {
		box, dealer string
		wins        bool
	}{
		{"5H 6H", "7H", true},  // straight flush
		{"QC KD", "AS", true},  // Q-K-A straight (line 709)
		{"AC 2D", "3S", true},  // A-2-3 straight (line 709)
		{"8H 8H", "8H", true},  // three of a kind and a flush: one win (lines 718-719)
		{"8H 8S", "8D", true},  // three of a kind
		{"2H 9H", "KH", true},  // flush
		{"KC AD", "2S", false}, // K-A-2 is no straight
		{"8H 8S", "9D", false}, // a pair
	}
	for _, c := range cases {
		res, pay := "lose", "0"
		if c.wins {
			res, pay = "win", "90"
		}
		box := "2: " + c.box
		if countOf(rulesCards(c.box), 21).total < 21 {
			box += " / stand"
		}
		r := ukRound(c.dealer+" 9C 9D", []string{box}, "2 hand_1 10 lose 0", "2 twenty_one_plus_three 10 "+res+" "+pay)
		v, err := r.verify(t, nil)
		if err != nil {
			t.Fatalf("%s + %s: %v", c.box, c.dealer, err)
		}
		if f := findings(v, bet213, "result"); len(f) != 0 {
			t.Errorf("%s + %s: %+v", c.box, c.dealer, f)
		}
		if f := findings(v, bet213, "payout"); len(f) != 0 {
			t.Errorf("%s + %s: %+v", c.box, c.dealer, f)
		}
	}
	// A higher posted rate (2.4e) pays it.
	r := ukRound("7H 9C 9D", []string{"2: 5H 6H / double"}, "2 hand_1 10 win 10", "2 double_1 10 win 10", "2 twenty_one_plus_three 10 win 100")
	r.boxes = []string{"2: 5H 6H 2C / double"}
	r.verified(t, map[string]string{key213: "10"})
	// Side wagers need four or six decks, and the table's offer.
	r = ukRound("7H TC", []string{"2: 5H 6H / stand"}, "2 hand_1 10 lose 0", "2 twenty_one_plus_three 10 win 90")
	r.refused(t, map[string]string{keyDecks: "8"}, "wagers[1].bet", "four or six decks")
	r.refused(t, map[string]string{key213: notOffered}, "wagers[1].bet", "does not offer")
	// It needs a wager on the box's hand (lines 732-733).
	r = ukRound("7H TC", []string{"2: 5H 6H / stand"}, "2 hand_1 10 lose 0", "2/1 twenty_one_plus_three 10 win 90")
	r.refused(t, nil, "wagers[1].bet", "holds no wager on the box's hands")
}

// Example 11: Royal Match and Perfect Pairs under each table.
func TestUKRoyalMatchAndPerfectPairs(t *testing.T) {
	rm := []struct {
		cards, table, res, pay string
	}{
		{"KH QH", payTable1, "win", "300"},
		{"KH QH", payTable2, "win", "400"},
		{"KH QH", payMinimum, "win", "300"},
		{"7D 8D", payMinimum, "win", "40"},
		{"7D 8D", payTable1, "win", "50"},
		{"AD 2D", payTable1, "win", "50"}, // ace low (interpretation UK-B7)
		{"AD KD", payTable1, "win", "50"}, // ace high
		{"9S 9S", payTable1, "win", "90"},
		{"9S 9S", payTable2, "win", "80"},
		{"2C 9C", payTable1, "win", "15"},
		{"2C 9D", payTable1, "lose", "0"},
	}
	for _, c := range rm {
		box := "2: " + c.cards
		if countOf(rulesCards(c.cards), 21).total < 21 {
			box += " / stand"
		}
		r := ukRound("TC 7S", []string{box}, "2 hand_1 10 lose 0", "2 royal_match 10 "+c.res+" "+c.pay)
		v, err := r.verify(t, map[string]string{keyRM: c.table})
		if err != nil {
			t.Fatalf("%s: %v", c.cards, err)
		}
		if f := append(findings(v, betRM, "result"), findings(v, betRM, "payout")...); len(f) != 0 {
			t.Errorf("%s under %s: %+v", c.cards, c.table, f)
		}
	}
	pp := []struct {
		cards, table, res, pay string
	}{
		{"7H 7D", payMinimum, "win", "100"},
		{"7H 7D", payTable1, "win", "120"},
		{"7H 7D", payTable2, "win", "100"},
		{"7H 7S", payTable2, "win", "50"},
		{"7H 7H", payMinimum, "win", "250"},
		{"7H 7H", payTable2, "win", "300"},
		{"KH QH", payTable2, "lose", "0"}, // not a pair (interpretation UK-P1)
	}
	for _, c := range pp {
		r := ukRound("TC 7S", []string{"2: " + c.cards + " / stand"}, "2 hand_1 10 lose 0", "2 perfect_pairs 10 "+c.res+" "+c.pay)
		if c.cards == "KH QH" {
			r.wagers[0] = "2 hand_1 10 win 10"
		}
		v, err := r.verify(t, map[string]string{keyPP: c.table})
		if err != nil {
			t.Fatalf("%s: %v", c.cards, err)
		}
		if f := append(findings(v, betPP, "result"), findings(v, betPP, "payout")...); len(f) != 0 {
			t.Errorf("%s under %s: %+v", c.cards, c.table, f)
		}
	}
	// 3 to 2 on an odd amount: the fraction of a penny is dropped, or
	// rounded up under payout_fraction=to_player.
	r := ukRound("TC 7S", []string{"2: 2C 9C / stand"}, "2 hand_1 5.05 lose 0", "2 royal_match 5.05 win 7.57")
	r.verified(t, nil)
	r.wagers[1] = "2 royal_match 5.05 win 7.58"
	r.verified(t, map[string]string{keyFraction: fractionToPlayer})
}

// The decisions the rules forbid are refused, naming the decision and the
// rule.
func TestUKRefusedDecisions(t *testing.T) {
	cases := []struct {
		name     string
		box      string
		settings map[string]string
		field    string
		want     string
	}{
		{"double on 12 under option a", "1: 7S 5D TC / double", nil, "cards.boxes[0].decisions[0]", "9, 10 or 11"},
		{"double on a soft 19 (A-8 is no 9)", "1: AS 8D TC / double", nil, "cards.boxes[0].decisions[0]", "9, 10 or 11"},
		{"double on three cards", "1: 2S 3D 4C 5H / hit double", map[string]string{keyDoubleOn: doubleAny}, "cards.boxes[0].decisions[1]", "first two cards"},
		{"hit on split aces", "1: AS AD 5C 7H 9C / split hit", nil, "cards.boxes[0].decisions[1]", "one further card"},
		{"resplit aces", "1: AS AD AC 7H / split split", nil, "cards.boxes[0].decisions[1]", "split aces take one further card"},
		{"split tens under option a", "1: TS KD / split", nil, "cards.boxes[0].decisions[0]", "4s, 5s or 10s"},
		{"split a ten and a king by rank", "1: TS KD / split", map[string]string{keySplitPairs: splitAny, keyPairs: pairsSameRank}, "cards.boxes[0].decisions[0]", "one rank"},
		{"surrender", "1: TS 6D / surrender", nil, "cards.boxes[0].decisions[0]", "no surrender"},
		{"hit on 21", "1: TS 6D 5C 2H / hit hit", nil, "cards.boxes[0].decisions[1]", "left over"},
		{"missing decision", "1: TS 6D", nil, "cards.boxes[0].decisions", "ends before hand 1"},
		{"cards left over", "1: TS 6D 5C / stand", nil, "cards.boxes[0].cards[2]", "left over"},
		{"cards missing", "1: TS 2D / hit hit", nil, "cards.boxes[0].cards", "list ends"},
		{"unknown word", "1: TS 6D / fold", nil, "cards.boxes[0].decisions[0]", "not a decision"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ukRound("9H 8C", []string{c.box}, "1 hand_1 10 lose 0").refused(t, c.settings, c.field, c.want)
		})
	}
	// Resplit aces when the table allows it: each ace takes one card, an
	// ace on an ace splits again or stands.
	ukRound("9H 8C", []string{"1: AS AD AC 7H 9C AH / split split stand"},
		"1 hand_1 10 win 10", "1 hand_2 10 win 10", "1 hand_3 10 lose 0").verified(t, map[string]string{keyResplitAces: yes})
	// Option b splits any pair.
	ukRound("9H 8C", []string{"1: TS KD 9C AH / split stand"},
		"1 hand_1 10 win 10", "1 hand_2 10 win 10").verified(t, map[string]string{keySplitPairs: splitAny})
}

// Players behind a box ride its hand (lines 623-637, 679-684): they may
// match a split or move their wager to either hand, and double or not.
func TestUKPlayingBehind(t *testing.T) {
	box := []string{"3: 8S 8D 3C TD AH / split double stand"}
	r := ukRound("6H TS 4C", box,
		"3 hand_1 10 win 10", "3 double_1 10 win 10", "3 hand_2 10 lose 0",
		"3/1 hand_2 5 lose 0",                          // moved to the second hand
		"3/2 hand_1 20 win 20", "3/2 hand_2 20 lose 0", // matched, did not double
		"3/3 hand_1 4 win 4", "3/3 double_1 4 win 4") // stayed and doubled
	r.verified(t, nil)
	// A player behind doubles with the same amount again.
	r.wagers = append(r.wagers[:7], "3/3 double_1 3 win 3")
	r.refused(t, nil, "wagers[7].amount", "puts up the amount of the stake again")
	// The controlling player must hold a line on each hand and each double.
	ukRound("6H TS 2C", box, "3 hand_1 10 win 10", "3 hand_2 10 lose 0").refused(t, nil, "wagers[0]", "no double_1 line")
	ukRound("6H TS 2C", box, "3 hand_1 10 win 10", "3 double_1 10 win 10").refused(t, nil, "wagers[0]", "no hand_2 line")
	ukRound("6H TS 2C", box, "3/1 hand_1 10 win 10").refused(t, nil, "cards.boxes[0]", "controlling player")
	ukRound("6H TS 2C", []string{"3: 9S 7D / stand"}, "3 hand_1 10 win 10", "3 double_1 10 win 10").refused(t, nil, "wagers[1].bet", "not doubled")
	ukRound("6H TS 2C", []string{"3: 9S 7D / stand"}, "3 hand_1 10 win 10", "3 hand_2 10 win 10").refused(t, nil, "wagers[1].bet", "form 1 hand")
	ukRound("6H TS 2C", []string{"3: 9S 7D / stand"}, "4 hand_1 10 win 10").refused(t, nil, "wagers[0].seat", "not among the record's cards.boxes")
}

// A wrong settlement is a finding naming the wager, the field and the
// rule.
func TestUKFindings(t *testing.T) {
	v, err := ukRound("9C 7D 5H", []string{"1: AS KD"}, "1 hand_1 10 win 10").verify(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Findings) != 1 || v.Findings[0].Field != "payout" || v.Findings[0].Expected != "15.00" || v.Findings[0].Rule != ukPays32 {
		t.Errorf("findings %+v", v.Findings)
	}
	v, _ = ukRound("9C 8D", []string{"1: TS 6D / stand"}, "1 hand_1 10 push 0").verify(t, nil)
	if len(v.Findings) != 1 || v.Findings[0].Field != "result" || v.Findings[0].Expected != "lose" {
		t.Errorf("findings %+v", v.Findings)
	}
	// The shoe holds each card once a deck.
	ukRound("9C 9C", []string{"1: 9C 9C"}, "1 hand_1 10 win 10").refused(t, map[string]string{keyDecks: "2"}, "cards", "appears 4 times")
}
