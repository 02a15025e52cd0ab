package studtable

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func cbHand(dealer string, seats []seatSpec, pd, wagers string) testHand {
	return testHand{game: CaribbeanID, dealer: dealer, seats: seats, pd: pd, wagers: wagers}
}

// The book's example (line 727): a last downcard of a Jack gives position
// #5, the fifth counting the player-dealer's as #1, the first action; and
// the whole table of lines 718-725.
func TestCaribbeanFirstAction(t *testing.T) {
	want := map[rules.Rank]int{rules.Ace: 2, 8: 2, 2: 3, 9: 3, 3: 4, rules.Ten: 4, 4: 5, rules.Jack: 5, 5: 6, rules.Queen: 6, 6: 7, rules.King: 7, 7: 8}
	for r, pos := range want {
		if got := firstActionOffset(r) + 1; got != pos {
			t.Errorf("%s: position #%d, want #%d", r, got, pos)
		}
	}
	// The player-dealer at seat 6 of 8, its last downcard a jack: seat 2
	// (6 → 7 #2, 8 #3, 1 #4, 2 #5).
	h := cbHand("KD 9S 4H AC JD", []seatSpec{{2, "2C 3C 4D 8H 9H"}, {3, "5C 6D 7S QC TD"}}, "6 100.00 60.00",
		"2 ante 10 lose 0, 2 call 20 lose 0, 3 ante 10 lose 0, 3 call 20 lose 0")
	v := h.verify(t, nil)
	noFindings(t, v)
	d := v.Outcome.Detail.(*CBDetail)
	if d.FirstAction != 2 || d.LastDownCard != "JD" {
		t.Errorf("first action %d from %s", d.FirstAction, d.LastDownCard)
	}
	if v.Settlements[0].Seat != 2 || v.Settlements[2].Seat != 3 {
		t.Errorf("settled from seat %d", v.Settlements[0].Seat)
	}
}

// A qualifying player-dealer (ace-king, line 729) against a pair, an
// ace-king lower than its own and a fold; the settlement order: the folded
// Ante first, then from the first action each bettor's Ante then Call Bet.
func TestCaribbeanSettlement(t *testing.T) {
	seats := []seatSpec{{3, "8S 8D QC 5H 2C"}, {5, "AD KH TC 3S 2D"}, {6, ""}}
	h := cbHand("KD 9S 4H AC JD", seats, "1 300.00 5.00",
		"3 ante 10 win 10.00, 3 call 20 win 20.00, 5 ante 10 lose 0, 5 call 20 lose 0, 6 ante 5 lose 0")
	v := h.verify(t, nil)
	noFindings(t, v)
	var order []string
	for _, s := range v.Settlements {
		order = append(order, s.Bet+"@"+string(rune('0'+s.Seat)))
	}
	if got := strings.Join(order, " "); got != "ante@6 ante@5 call@5 ante@3 call@3" {
		t.Errorf("order %s", got)
	}
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(5) || v.Totals.ExpectedHouseWin != 0 {
		t.Errorf("totals %+v", v.Totals)
	}
	// A net off by a dollar is a finding.
	h.pd = "1 300.00 6.00"
	if v := h.verify(t, nil); len(v.Findings) != 1 || v.Findings[0].Field != "net" {
		t.Errorf("findings %+v", v.Findings)
	}
}

// A bank too small for the hand: wagers are collected or paid "to the
// extent that money covers" (line 770), in order; the two orders differ.
func TestCaribbeanBank(t *testing.T) {
	seats := []seatSpec{{3, "8S 8D QC 5H 2C"}, {5, "AD KH TC 3S 2D"}, {6, ""}}
	// Seat by seat: seat 6's Ante +5, seat 5's Ante +10 and Call Bet +10
	// of 20 (the bank of 25 may win no more), seat 3's Ante -10 and Call
	// Bet -20: net -5.
	h := cbHand("KD 9S 4H AC JD", seats, "1 25.00 -5.00",
		"3 ante 10 win 10.00, 3 call 20 win 20.00, 5 ante 10 lose 0, 5 call 20 lose 0 10.00, 6 ante 5 lose 0")
	noFindings(t, h.verify(t, nil))
	// Antes first: seat 6 +5, seat 5 +10, seat 3 -10, then the Call Bets:
	// seat 5 +20, seat 3 -20: net +5, every wager covered.
	h.pd = "1 25.00 5.00"
	h.wagers = "3 ante 10 win 10.00, 3 call 20 win 20.00, 5 ante 10 lose 0, 5 call 20 lose 0, 6 ante 5 lose 0"
	noFindings(t, h.verify(t, map[string]string{keySettlementOrder: AntesFirst}))
	// A bank that runs out paying: later winners get what is left, then
	// nothing (no_action).
	h = cbHand("KD 9S 4H AC JD", []seatSpec{{3, "8S 8D QC 5H 2C"}, {4, "9C 9H QH 5D 2S"}}, "1 35.00 -35.00",
		"3 ante 10 win 10.00, 3 call 20 win 20.00, 4 ante 10 win 5.00, 4 call 20 no_action 0")
	v := h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 4, 0, BetAnte); s.Rule != citeCBCover {
		t.Errorf("part-paid ante cites %s", s.Rule)
	}
	// Once the bank is exhausted the wagers not covered are returned,
	// losers and pushes too (bank_exhausted=returned, line 3422): seat 5's
	// losing hand is no_action. Under losers_collected it is collected and
	// the player-dealer ends 30.00 down.
	// The last downcard, a jack, gives seat 5 the first action.
	h = cbHand("KD 9S 4H AC JD", []seatSpec{{5, "8S 8D QC 5H 2C"}, {3, "AD KH TC 3S 2D"}}, "1 30.00 -30.00",
		"5 ante 10 win 10.00, 5 call 20 win 20.00, 3 ante 10 no_action 0, 3 call 20 no_action 0")
	v = h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 3, 0, BetCall); s.Rule != rules.RuleCaliforniaCover {
		t.Errorf("the returned call cites %s", s.Rule)
	}
	h.pd = "1 30.00 0.00"
	h.wagers = "5 ante 10 win 10.00, 5 call 20 win 20.00, 3 ante 10 lose 0, 3 call 20 lose 0"
	noFindings(t, h.verify(t, map[string]string{rules.SettingBankExhausted: rules.ExhaustedCollected}))
	if v := h.verify(t, nil); len(v.Findings) != 3 {
		t.Errorf("later losers collected under the default: %+v", v.Findings)
	}
}

// A player-dealer without an Ace and a King: the Antes win even money and
// the Call Bets push (line 729); all five cards equal push (line 746);
// higher kickers win (line 746, "the remaining cards will be added in").
func TestCaribbeanQualifyAndTies(t *testing.T) {
	h := cbHand("KD 9S 4H QC JD", []seatSpec{{2, "2C 3C 4D 8H 9H"}}, "1 100.00 -10.00", "2 ante 10 win 10.00, 2 call 20 push 0")
	noFindings(t, h.verify(t, nil))
	h = cbHand("KD 9S 4H AC JD", []seatSpec{{2, "KH 9C 4S AD JC"}}, "1 100.00 0.00", "2 ante 10 push 0, 2 call 20 push 0")
	v := h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 2, 0, BetCall); s.Rule != ca("746") {
		t.Errorf("tie cites %s", s.Rule)
	}
	h = cbHand("KD 9S 4H AC JD", []seatSpec{{2, "KH 9C 5S AD JC"}}, "1 100.00 -30.00", "2 ante 10 win 10.00, 2 call 20 win 20.00")
	noFindings(t, h.verify(t, nil))
}

// The ranking setting: the chart lists the Flush above the Full House
// (lines 698-699). A player's flush against the player-dealer's full house
// loses under the standard ranking and wins 6 to 1 as charted; a flush
// against a flush, or a full house against a full house, compares as
// before.
func TestCaribbeanRankingAsCharted(t *testing.T) {
	charted := map[string]string{keyRanking: RankingAsCharted}
	flush := []seatSpec{{2, "2H 7H 9H JH KH"}}
	h := cbHand("QD QS QC 4D 4S", flush, "1 100.00 30.00", "2 ante 10 lose 0, 2 call 20 lose 0")
	noFindings(t, h.verify(t, nil))
	h = cbHand("QD QS QC 4D 4S", flush, "1 200.00 -130.00", "2 ante 10 win 10.00, 2 call 20 win 120.00")
	noFindings(t, h.verify(t, charted))
	fullHouse := []seatSpec{{2, "3H 3C 3D KS KD"}}
	h = cbHand("2S 7S 9S JS AS", fullHouse, "1 200.00 -150.00", "2 ante 10 win 10.00, 2 call 20 win 140.00")
	noFindings(t, h.verify(t, nil))
	h = cbHand("2S 7S 9S JS AS", fullHouse, "1 200.00 30.00", "2 ante 10 lose 0, 2 call 20 lose 0")
	noFindings(t, h.verify(t, charted))
	h = cbHand("2S 7S 9S JS AS", flush, "1 200.00 30.00", "2 ante 10 lose 0, 2 call 20 lose 0")
	noFindings(t, h.verify(t, charted))
	h = cbHand("QD QS QC 4D 4S", []seatSpec{{2, "KH KC KD 3S 3D"}}, "1 200.00 -150.00", "2 ante 10 win 10.00, 2 call 20 win 140.00")
	noFindings(t, h.verify(t, charted))
}

// A hand takes the best rank it makes under the table's chart. Five suited
// cards that also make a Full House (several decks) are at least a Flush,
// which the chart ranks above the Full House (lines 698-699): as charted,
// 6H 6H 6H 2H 2H is a Flush, six-six-six-two-two, and beats the
// player-dealer's 6C 5C 4C 2C 2C Flush, its Call Bet paid by the Flush's row
// (6 to 1, line 740); under the standard ranking it is a Full House, paid 7
// to 1 (line 739). Four of a Kind in one suit stays Four of a Kind, above
// the Flush either way.
func TestCaribbeanSuitedFullHouseAsCharted(t *testing.T) {
	charted := map[string]string{keyRanking: RankingAsCharted}
	h := cbHand("6C 5C 4C 2C 2C", []seatSpec{{2, "6H 6H 6H 2H 2H"}}, "1 200.00 -130.00", "2 ante 10 win 10.00, 2 call 20 win 120.00")
	v := h.verify(t, charted)
	noFindings(t, v)
	if s := settlement(t, v, 2, 0, BetCall); s.Rule != ca("740") {
		t.Errorf("as charted the call cites %s, want line 740", s.Rule)
	}
	if d := v.Outcome.Detail.(*CBDetail); d.Seats[0].Hand != "Flush, six high" || d.Seats[0].Versus != "higher" {
		t.Errorf("as charted seat 2 holds %q, %s", d.Seats[0].Hand, d.Seats[0].Versus)
	}
	h = cbHand("6C 5C 4C 2C 2C", []seatSpec{{2, "6H 6H 6H 2H 2H"}}, "1 200.00 -150.00", "2 ante 10 win 10.00, 2 call 20 win 140.00")
	noFindings(t, h.verify(t, nil))
	// The player-dealer's suited Full House is a Flush as charted too: it
	// loses to a Flush whose cards run higher.
	h = cbHand("9D 9D 9D 3D 3D", []seatSpec{{2, "AS JS 8S 6S 2S"}}, "1 200.00 -130.00", "2 ante 10 win 10.00, 2 call 20 win 120.00")
	noFindings(t, h.verify(t, charted))
	h = cbHand("9D 9D 9D 3D 3D", []seatSpec{{2, "AS JS 8S 6S 2S"}}, "1 200.00 30.00", "2 ante 10 lose 0, 2 call 20 lose 0")
	noFindings(t, h.verify(t, nil))
	// Four sevens and a seven, all clubs: Four of a Kind (8 to 1) both ways.
	h = cbHand("6C 5C 4C 2C 2C", []seatSpec{{2, "7C 7C 7C 7C 3C"}}, "1 200.00 -170.00", "2 ante 10 win 10.00, 2 call 20 win 160.00")
	noFindings(t, h.verify(t, charted))
}

// The Bonus Payout Schedule (lines 735-744), row by row, against a pair of
// twos; from an eight-deck shoe a hand may hold identical cards.
func TestCaribbeanCallTable(t *testing.T) {
	cases := []struct {
		hand string
		odds int64
		line string
	}{
		{"AH KH QH JH TH", 10, "736"},
		{"9C 8C 7C 6C 5C", 9, "737"},
		{"QC QD QH QS 3C", 8, "738"},
		{"QC QC QC QC QC", 8, "738"}, // five of a kind is four of a kind (CB7)
		{"JC JD JH 4S 4C", 7, "739"},
		{"KC TC 8C 6C 3C", 6, "740"},
		{"KC KC 8C 6C 3C", 6, "740"}, // a flush holding a pair
		{"5C 4D 3H 2C AH", 5, "741"},
		{"9C 9D 9H KS 3C", 3, "742"},
		{"TC TD 4H 4C KH", 2, "743"},
		{"TC TD 8H 6C KH", 1, "744"},
		{"AC AD 8H 6C KH", 1, "744"},
	}
	for _, c := range cases {
		pay := rules.Money(c.odds) * rules.Dollars(20)
		h := cbHand("2S 2D 7S JD QS", []seatSpec{{2, c.hand}}, "1 10000.00 -"+(pay+rules.Dollars(10)).String(),
			"2 ante 10 win 10.00, 2 call 20 win "+pay.String())
		v := h.verify(t, nil)
		noFindings(t, v)
		if s := settlement(t, v, 2, 0, BetCall); s.Rule != ca(c.line) {
			t.Errorf("%s: call cites %s, want line %s", c.hand, s.Rule, c.line)
		}
	}
}

// Backline bettors (line 751) ride the seated player's hand and its one
// decision (line 753), settled after the seated player.
func TestCaribbeanBackline(t *testing.T) {
	h := cbHand("KD 9S 4H AC JD", []seatSpec{{3, "8S 8D QC 5H 2C"}, {5, ""}}, "1 300.00 -15.00",
		"3 ante 10 win 10.00, 3 call 20 win 20.00, 3/1 ante 5 win 5.00, 3/1 call 10 win 10.00, 5 ante 10 lose 0, 5/2 ante 20 lose 0")
	v := h.verify(t, nil)
	noFindings(t, v)
	var order []string
	for _, s := range v.Settlements {
		order = append(order, s.Bet)
	}
	// Folded: seat 5, its seated player then backline 2; then seat 3's
	// bettors one by one.
	if got := strings.Join(order, " "); got != "ante ante ante call ante call" {
		t.Errorf("order %s", got)
	}
	if v.Settlements[1].Backline != 2 || v.Settlements[4].Backline != 1 {
		t.Errorf("settlements %+v", v.Settlements)
	}
}

// Collections: option 3 of CA-BJP ($10-$100) takes 1.00 a betting circle
// holding an Ante and 2.00 from the player-dealer (seed 000 lines 3106,
// 3111); option 17 takes the player-dealer's fee by the total of the Antes,
// the wagers placed before the deal (lines 3106, 3128-3132).
func TestCaribbeanCollections(t *testing.T) {
	h := cbHand("KD 9S 4H AC JD", []seatSpec{{3, "8S 8D QC 5H 2C"}, {5, ""}}, "1 300.00 -15.00",
		"3 ante 10 win 10.00, 3 call 20 win 20.00, 3/1 ante 5 win 5.00, 3/1 call 10 win 10.00, 5 ante 10 lose 0, 5/2 ante 20 lose 0")
	h.collections = "1 player_dealer 2.00, 3 player 2.00, 5 player 2.00"
	v := h.verify(t, map[string]string{"collection_schedule": "CA-BJP/3"})
	noFindings(t, v)
	if v.Totals.ExpectedFees != rules.Dollars(6) || v.Totals.ExpectedHouseWin != rules.Dollars(6) {
		t.Errorf("totals %+v", v.Totals)
	}
	h.collections = "1 player_dealer 2.00, 3 player 1.00, 5 player 2.00"
	if v := h.verify(t, map[string]string{"collection_schedule": "CA-BJP/3"}); len(v.Findings) != 1 || v.Findings[0].Seat != 3 || v.Findings[0].Field != "fee" {
		t.Errorf("findings %+v", v.Findings)
	}
	// Antes of 45 in all: the first tier of option 17, $1-$75, 1.00.
	h.collections = "1 player_dealer 1.00"
	noFindings(t, h.verify(t, map[string]string{"collection_schedule": "CA-BJP/17"}))
	// Without a schedule the fees are recorded, not checked.
	h.collections = "1 player_dealer 7.00"
	noFindings(t, h.verify(t, nil))
}

// Records the rules make impossible are refused, naming the field.
func TestCaribbeanRefused(t *testing.T) {
	base := func() testHand {
		return cbHand("KD 9S 4H AC JD", []seatSpec{{3, "8S 8D QC 5H 2C"}, {5, ""}}, "1 300.00 -35.00",
			"3 ante 10 win 10.00, 3 call 20 win 20.00, 3/1 ante 5 win 5.00, 3/1 call 10 win 10.00, 5 ante 10 lose 0")
	}
	cases := []struct {
		name     string
		edit     func(h *testHand)
		settings map[string]string
		field    string
	}{
		{"a call not twice the ante", func(h *testHand) { h.wagers = strings.Replace(h.wagers, "3 call 20", "3 call 30", 1) }, nil, "wagers[1].amount"},
		{"a call without an ante", func(h *testHand) { h.wagers += ", 5/1 call 10 lose 0" }, nil, "wagers[5].bet"},
		{"a backliner who folds a called hand", func(h *testHand) {
			h.wagers = strings.Replace(h.wagers, ", 3/1 call 10 win 10.00", "", 1)
		}, nil, "wagers[2]"},
		{"a third backline bettor", func(h *testHand) { h.wagers += ", 5/3 ante 5 lose 0" }, nil, "wagers[5].backline"},
		{"a backline bettor on a seat without a player", func(h *testHand) {
			h.seats = append(h.seats, seatSpec{7, ""})
			h.wagers += ", 7/1 ante 5 lose 0"
		}, nil, "wagers[5].backline"},
		{"a wager on the player-dealer's seat", func(h *testHand) { h.wagers += ", 1/1 ante 5 lose 0" }, nil, "wagers[5].seat"},
		{"a seat past eight", func(h *testHand) { h.wagers += ", 9 ante 5 lose 0" }, nil, "wagers[5].seat"},
		{"a called hand without cards", func(h *testHand) { h.seats[0].cards = "" }, nil, "cards.seats[0].cards"},
		{"no player-dealer cards with a call", func(h *testHand) { h.dealer = "" }, nil, "cards.player_dealer"},
		{"four player-dealer cards", func(h *testHand) { h.dealer = "KD 9S 4H AC" }, nil, "cards.player_dealer"},
		{"a joker", func(h *testHand) { h.seats[0].cards = "8S 8D QC 5H JK" }, nil, "cards.seats[0].cards[4]"},
		{"five aces of spades from four decks", func(h *testHand) { h.seats[0].cards = "AS AS AS AS AS" }, map[string]string{keyDecks: "4"}, "cards.seats[0].cards[4]"},
		{"no player-dealer", func(h *testHand) { h.pd = "" }, nil, "player_dealer"},
		{"a seat without an ante", func(h *testHand) { h.seats = append(h.seats, seatSpec{7, ""}) }, nil, "cards.seats[2]"},
	}
	for _, c := range cases {
		h := base()
		c.edit(&h)
		if got := h.refused(t, c.settings); !hasField(got, c.field) {
			t.Errorf("%s: refused naming %v, want %s", c.name, got, c.field)
		}
	}
	noFindings(t, base().verify(t, nil))
	// Five aces of spades are possible from eight decks.
	h := base()
	h.seats[0].cards = "AS AS AS AS AS"
	h.dealer = "KD 9S 4H AC JD"
	h.wagers = strings.ReplaceAll(h.wagers, "call 20 win 20.00", "call 20 win 160.00")
	h.wagers = strings.ReplaceAll(h.wagers, "call 10 win 10.00", "call 10 win 80.00")
	h.pd = "1 300.00 -245.00"
	noFindings(t, h.verify(t, nil))
}

// Table settings: the Call Bet's odds only go up (line 769).
func TestCaribbeanSettings(t *testing.T) {
	g := Caribbean()
	if _, err := g.Settings(map[string]string{"call_odds": "10,9,8,7,6,4,3,2,1"}); err == nil {
		t.Error("a Straight at 4 to 1, below 5 to 1, is accepted")
	}
	if _, err := g.Settings(map[string]string{keyDecks: "6"}); err == nil {
		t.Error("six decks are accepted")
	}
	if _, err := g.Settings(map[string]string{"collection_schedule": "CA-HB/3"}); err == nil {
		t.Error("a schedule set that does not cover Caribbean Stud is accepted")
	}
	if _, err := g.Settings(map[string]string{"call_odds": "100,50,20,7,6,5,3,2,1"}); err != nil {
		t.Error(err)
	}
}
