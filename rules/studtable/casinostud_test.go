package studtable

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// The digest's derived example 17 (seed 002 lines 1354, 1364-1372): Ante
// £10, Raise £20, the dealer's A-K-9-5-2 qualifies; a heart flush wins the
// Ante 1 to 1 and the Raise 6 to 1, £120.
func TestCasinoStudFlushBeatsAceKing(t *testing.T) {
	h := testHand{dealer: "AS KD 9C 5H 2S", seats: []seatSpec{{1, "7H 6H JH 2H 9H"}},
		wagers: "1 ante 10.00 win 10.00, 1 raise 20.00 win 120.00"}
	v := h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 1, 0, BetRaise); s.Rule != gb("1372") {
		t.Errorf("raise cites %s", s.Rule)
	}
	if v.Totals.ExpectedHouseWin != rules.Dollars(-130) {
		t.Errorf("house win %s", v.Totals.ExpectedHouseWin)
	}
	if want := "Dealer Ace-king high (qualifies); seat 1 Flush, jack high: higher"; v.Outcome.Summary != want {
		t.Errorf("summary %q, want %q", v.Outcome.Summary, want)
	}
}

// The same hand against a dealer without an Ace and a King: the Ante is
// paid 1 to 1 and "the hand will be complete" (lines 1360-1362): the Raise
// is returned (interpretation CS1).
func TestCasinoStudDealerDoesNotQualify(t *testing.T) {
	h := testHand{dealer: "QS JD 9C 5H 2S", seats: []seatSpec{{1, "7H 6H JH 2H 9H"}},
		wagers: "1 ante 10.00 win 10.00, 1 raise 20.00 push 0.00"}
	noFindings(t, h.verify(t, nil))
	// A raise declared paid is a finding citing lines 1360-1362.
	h.wagers = "1 ante 10.00 win 10.00, 1 raise 20.00 win 120.00"
	v := h.verify(t, nil)
	if len(v.Findings) != 2 || v.Findings[0].Field != "result" || v.Findings[0].Rule != gb("1360-1362") {
		t.Errorf("findings %+v", v.Findings)
	}
}

// Dealer qualification, hand by hand: "Ace/King or better" (lines 1360,
// 1364): a pair or better, or an ace and a king.
func TestCasinoStudQualification(t *testing.T) {
	cases := []struct {
		dealer string
		want   bool
	}{
		{"AS KD 4C 3H 2S", true},  // the lowest ace-king
		{"AS QD JC TH 8S", false}, // ace-queen, the highest that does not
		{"2S 2D 7C 4H 3S", true},  // the lowest pair
		{"5S 4D 3C 2H AS", true},  // a five-high straight
		{"9S 7S 5S 3S 2S", true},  // a flush without ace or king
		{"KS QD JC 9H 8S", false}, // king high
		{"7S 5D 4C 3H 2S", false}, // the lowest hand
	}
	for _, c := range cases {
		if got := valueOf(cards5(t, c.dealer)).qualifies(); got != c.want {
			t.Errorf("%s qualifies %v, want %v", c.dealer, got, c.want)
		}
	}
}

// Every Raise row, by the player's hand against a qualifying dealer's pair
// of twos, at the printed odds; a Royal Flush is paid as the Straight Flush
// (interpretation CS2) or 100 to 1 under raise_odds=100,50,....
func TestCasinoStudRaiseTable(t *testing.T) {
	cases := []struct {
		hand string
		odds int64
		line string
	}{
		{"AH KH QH JH TH", 50, "1368"},
		{"9C 8C 7C 6C 5C", 50, "1368"},
		{"5D 4D 3D 2D AD", 50, "1368"},
		{"QC QD QH QS 3C", 20, "1369"},
		{"JC JD JH 4S 4C", 8, "1370"},
		{"KC TC 8C 6C 3C", 6, "1372"},
		{"5C 4D 3H 2C AH", 4, "1374"},
		{"9C 9D 9H KS 3C", 3, "1376"},
		{"TC TD 4H 4C KH", 2, "1377"},
		{"TC TD 8H 6C KH", 1, "1379"},
		{"AC KH 8H 6C 3H", 1, "1379"}, // lower than the pair of twos: below
	}
	dealer := "2S 2H 7S 6D 9S"
	for _, c := range cases[:len(cases)-1] {
		pay := rules.Money(c.odds) * rules.Dollars(20)
		h := testHand{dealer: dealer, seats: []seatSpec{{2, c.hand}},
			wagers: "2 ante 10 win 10.00, 2 raise 20 win " + pay.String()}
		v := h.verify(t, nil)
		noFindings(t, v)
		if s := settlement(t, v, 2, 0, BetRaise); s.Rule != gb(c.line) {
			t.Errorf("%s: raise cites %s, want line %s", c.hand, s.Rule, c.line)
		}
	}
	// A Royal Flush under the table that pays it 100 to 1.
	h := testHand{dealer: dealer, seats: []seatSpec{{2, "AH KH QH JH TH"}}, wagers: "2 ante 10 win 10.00, 2 raise 20 win 2000.00"}
	noFindings(t, h.verify(t, map[string]string{"raise_odds": raiseRoyal100}))
	// Ace-king loses to the pair of twos.
	h = testHand{dealer: dealer, seats: []seatSpec{{2, "AC KH 8H 6C 3H"}}, wagers: "2 ante 10 lose 0, 2 raise 20 lose 0"}
	v := h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 2, 0, BetRaise); s.Rule != gb("1384-1385") {
		t.Errorf("lost raise cites %s", s.Rule)
	}
}

// Equal hands are void (lines 1387-1388); a fold surrenders the Ante and
// nothing else (lines 1355-1356).
func TestCasinoStudTieAndFold(t *testing.T) {
	h := testHand{dealer: "AS KD 9C 5H 2S", seats: []seatSpec{{1, "AH KC 9D 5C 2D"}, {3, ""}},
		wagers: "1 ante 10 push 0, 1 raise 20 push 0, 3 ante 5 lose 0"}
	v := h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 1, 0, BetAnte); s.Rule != gb("1387-1388") {
		t.Errorf("tie cites %s", s.Rule)
	}
	if s := settlement(t, v, 3, 0, BetAnte); s.Rule != gb("1353-1356") {
		t.Errorf("fold cites %s", s.Rule)
	}
	if !strings.Contains(v.Outcome.Summary, "seat 3 folded") {
		t.Errorf("summary %q", v.Outcome.Summary)
	}
}

// The digest's derived example 18 (lines 1440-1502): Insurance £5, the up
// card a three, a Double of £5; the dealer's 8-6-5-3-2 is "8 High": a
// player below a Flush, even folded (lines 1457-1461), gets 4-1 on each
// wager; a Full House 8-1 on each; a qualifying dealer takes both.
func TestCasinoStudBonusInsurance(t *testing.T) {
	dealer := "8S 6D 5C 2S 3H" // the up card, dealt fifth, is the 3H
	h := testHand{dealer: dealer, seats: []seatSpec{{1, "KC KD 9H 7C 4D"}},
		wagers: "1 ante 10 lose 0, 1 insurance 5 win 20.00, 1 double 5 win 20.00"}
	v := h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 1, 0, BetDouble); s.Rule != gb("1494") {
		t.Errorf("double cites %s", s.Rule)
	}
	h = testHand{dealer: dealer, seats: []seatSpec{{1, "KC KD KH 7C 7D"}},
		wagers: "1 ante 10 win 10.00, 1 raise 20 push 0, 1 insurance 5 win 40.00, 1 double 5 win 40.00"}
	noFindings(t, h.verify(t, nil))
	// "if the player has Four of a Kind and the dealer has 9-High, the
	// player will be paid 20-1 ... they will not be paid both" (lines
	// 1500-1502).
	h = testHand{dealer: "9S 6D 4C 2S 3H", seats: []seatSpec{{1, "KC KD KH KS 7D"}},
		wagers: "1 ante 10 win 10.00, 1 raise 20 push 0, 1 insurance 5 win 100.00"}
	noFindings(t, h.verify(t, nil))
	// A dealer with ace-king: every CSBI wager loses (lines 1463-1467).
	h = testHand{dealer: "AS KD 5C 2D 3H", seats: []seatSpec{{1, "KC KH 9H 7C 4D"}},
		wagers: "1 ante 10 win 10.00, 1 raise 20 win 20.00, 1 insurance 5 lose 0, 1 double 5 lose 0"}
	v = h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 1, 0, BetInsurance); s.Rule != gb("1463-1467") {
		t.Errorf("insurance cites %s", s.Rule)
	}
	// The dealer's rows, first match down (interpretation CS9).
	for _, c := range []struct {
		dealer string
		pays   string
		line   string
	}{
		{"7S 5D 4C 2S 3H", "25.00", "1492"},
		{"TS 5D 4C 2S 3H", "10.00", "1496"},
		{"9S 5D 4C 2S 3H", "10.00", "1496"},
		{"JS 5D 4C 2S 3H", "5.00", "1498"},
		{"AS QD 4C 2S 3H", "5.00", "1498"},
	} {
		h := testHand{dealer: c.dealer, seats: []seatSpec{{1, "KC KD 9H 7C 8D"}},
			wagers: "1 ante 10 lose 0, 1 insurance 5 win " + c.pays}
		v := h.verify(t, nil)
		noFindings(t, v)
		if s := settlement(t, v, 1, 0, BetInsurance); s.Rule != gb(c.line) {
			t.Errorf("%s: insurance cites %s, want %s", c.dealer, s.Rule, c.line)
		}
	}
}

// The Progressive Jackpot (lines 1390-1419): a Royal or Straight Flush is a
// share of the meter the ledger pays; Four of a Kind, a Full House and a
// Flush 100, 75 and 50 times the wager, taken from the meter; paid whatever
// the dealer holds.
func TestCasinoStudProgressive(t *testing.T) {
	h := testHand{dealer: "QC JD 9C 5H 2S", seats: []seatSpec{
		{1, "AH KH QH JH TH"}, {2, "3C 3D 3H 3S KC"}, {4, "6S 7S 8S 9S TS"}, {5, "4D 4C 4S 2D 2C"}, {6, "KD TD 7D 6D 8D"}, {7, "AD AC 7H 6H 4H"}},
		wagers: "1 ante 5 win 5.00, 1 raise 10 push 0, 1 progressive 1 win 41000.00, " +
			"2 ante 5 win 5.00, 2 raise 10 push 0, 2 progressive 1 win 100.00, " +
			"4 ante 5 win 5.00, 4 raise 10 push 0, 4 progressive 1 win 3200.00, " +
			"5 ante 5 win 5.00, 5 raise 10 push 0, 5 progressive 2 win 150.00, " +
			"6 ante 5 win 5.00, 6 raise 10 push 0, 6 progressive 1 win 50.00, " +
			"7 ante 5 win 5.00, 7 raise 10 push 0, 7 progressive 1 lose 0"}
	v := h.verify(t, nil)
	noFindings(t, v)
	type meter struct {
		percent   rules.Rate
		fixed     rules.Money
		fromMeter bool
		order     int
	}
	want := map[int]*meter{
		1: {percent: 10000, order: 7},
		2: {fixed: rules.Dollars(100), fromMeter: true, order: 6},
		4: {percent: 1000, order: 4},
		5: {fixed: rules.Dollars(150), fromMeter: true, order: 3},
		6: {fixed: rules.Dollars(50), fromMeter: true, order: 2},
		7: nil,
	}
	for seat, w := range want {
		s := settlement(t, v, seat, 0, BetProgressive)
		switch {
		case w == nil && s.Meter != nil:
			t.Errorf("seat %d: meter %+v", seat, *s.Meter)
		case w == nil:
		case s.Meter == nil:
			t.Errorf("seat %d: no meter line", seat)
		case s.Meter.Percent != w.percent || s.Meter.Fixed != w.fixed || s.Meter.FromMeter != w.fromMeter || s.Meter.Order != w.order:
			t.Errorf("seat %d: meter %+v, want %+v", seat, *s.Meter, *w)
		}
	}
	// Shared: fixed lines first, then Straight Flushes, then Royals, the
	// percentage lines split among their winners.
	v = h.verify(t, map[string]string{keyProgressiveHits: Shared})
	noFindings(t, v)
	if m := settlement(t, v, 1, 0, BetProgressive).Meter; m.Order != 3 || !m.Split {
		t.Errorf("royal %+v", *m)
	}
	if m := settlement(t, v, 2, 0, BetProgressive).Meter; m.Order != 1 || m.Split {
		t.Errorf("four of a kind %+v", *m)
	}
	// A fixed line paid short is a finding; a meter share is the ledger's.
	h.wagers = strings.Replace(h.wagers, "2 progressive 1 win 100.00", "2 progressive 1 win 20.00", 1)
	if v := h.verify(t, nil); len(v.Findings) != 1 || v.Findings[0].Seat != 2 || v.Findings[0].Rule != gb("1415") {
		t.Errorf("findings %+v", v.Findings)
	}
}

// A folded hand's Progressive loses under progressive_when_folded=loses,
// and is paid under pays (interpretation CS12).
func TestCasinoStudProgressiveFolded(t *testing.T) {
	h := testHand{dealer: "AS KD 9C 5H 2S", seats: []seatSpec{{3, "8C 8D 8H 8S 3C"}},
		wagers: "3 ante 5 lose 0, 3 progressive 1 lose 0"}
	v := h.verify(t, nil)
	noFindings(t, v)
	if s := settlement(t, v, 3, 0, BetProgressive); s.Rule != gb("1403-1406") {
		t.Errorf("folded progressive cites %s", s.Rule)
	}
	h.wagers = "3 ante 5 lose 0, 3 progressive 1 win 100.00"
	noFindings(t, h.verify(t, map[string]string{keyProgressiveFolded: FoldedPays}))
}

// Records the rules or the table make impossible are refused, naming the
// field.
func TestCasinoStudRefused(t *testing.T) {
	base := func() testHand {
		return testHand{dealer: "8S 6D 5C 2S 3H", seats: []seatSpec{{1, "KC KD 9H 7C 4D"}},
			wagers: "1 ante 10 win 10.00, 1 raise 20 push 0, 1 insurance 5 win 20.00, 1 double 5 win 20.00, 1 progressive 1 lose 0"}
	}
	cases := []struct {
		name     string
		edit     func(h *testHand)
		settings map[string]string
		field    string
	}{
		{"a raise not twice the ante", func(h *testHand) { h.wagers = strings.Replace(h.wagers, "raise 20", "raise 15", 1) }, nil, "wagers[1].amount"},
		{"a double not equal to the insurance", func(h *testHand) { h.wagers = strings.Replace(h.wagers, "double 5", "double 10", 1) }, nil, "wagers[3].amount"},
		{"a double on an up card of 6", func(h *testHand) { h.dealer = "8S 3D 5C 2S 6H" }, nil, "wagers[3].bet"},
		{"a double without insurance", func(h *testHand) { h.wagers = "1 ante 10 win 10.00, 1 raise 20 push 0, 1 double 5 win 20.00" }, nil, "wagers[2].bet"},
		{"a progressive without an ante", func(h *testHand) { h.wagers = "1 progressive 1 lose 0" }, nil, "wagers[0].bet"},
		{"insurance without an ante", func(h *testHand) { h.wagers = "1 insurance 5 win 20.00" }, nil, "wagers[0].bet"},
		{"four dealer cards", func(h *testHand) { h.dealer = "8S 6D 5C 2S" }, nil, "cards.dealer"},
		{"no dealer cards with a raise", func(h *testHand) { h.dealer = "" }, nil, "cards.dealer"},
		{"a raised hand without cards", func(h *testHand) { h.seats[0].cards = "" }, nil, "cards.seats[0].cards"},
		{"a card dealt twice", func(h *testHand) { h.seats[0].cards = "KC KD 9H 7C 3H" }, nil, "cards.seats[0].cards[4]"},
		{"a joker", func(h *testHand) { h.seats[0].cards = "KC KD 9H 7C JK" }, nil, "cards.seats[0].cards[4]"},
		{"a wager on an unlisted seat", func(h *testHand) { h.wagers += ", 2 ante 5 lose 0" }, nil, "wagers[5].seat"},
		{"a listed seat without a wager", func(h *testHand) { h.seats = append(h.seats, seatSpec{4, ""}) }, nil, "cards.seats[1]"},
		{"a backline bettor", func(h *testHand) { h.wagers += ", 1/1 ante 5 lose 0" }, nil, "wagers[5].backline"},
		{"a seat past the layout", func(h *testHand) {
			h.seats[0].seat = 8
			h.wagers = strings.ReplaceAll(h.wagers, "1 ", "8 ")
		}, nil, "cards.seats[0].seat"},
		{"insurance at a table without it", func(h *testHand) {}, map[string]string{keyInsurance: NotOffered}, "wagers[2].bet"},
		{"a progressive at a table without it", func(h *testHand) {}, map[string]string{keyProgressiveWager: NoProgressive}, "wagers[4].bet"},
		{"a progressive of another amount", func(h *testHand) {}, map[string]string{keyProgressiveWager: "2.00"}, "wagers[4].amount"},
	}
	for _, c := range cases {
		h := base()
		c.edit(&h)
		if got := h.refused(t, c.settings); !hasField(got, c.field) {
			t.Errorf("%s: refused naming %v, want %s", c.name, got, c.field)
		}
	}
	noFindings(t, base().verify(t, nil))
}

// Table settings: the defaults, a pay table above the minimum, and values
// the rules forbid.
func TestCasinoStudSettings(t *testing.T) {
	g := CasinoStud()
	if _, err := g.Settings(map[string]string{"raise_odds": "50,50,20,8,5,4,3,2,1"}); err == nil {
		t.Error("a Flush at 5 to 1, below the minimum 6 to 1, is accepted")
	}
	if _, err := g.Settings(map[string]string{"raise_odds": "50,50,20,8,6,4,3,2"}); err == nil {
		t.Error("eight rows are accepted")
	}
	if _, err := g.Settings(map[string]string{"insurance_odds": "100,50,20,8,6,5,4,2,0"}); err == nil {
		t.Error("0 to 1 is accepted")
	}
	if _, err := g.Settings(map[string]string{"positions": "10"}); err == nil {
		t.Error("ten positions are accepted")
	}
	s, err := g.Settings(map[string]string{"raise_odds": "250,60,25,9,7,5,3,2,1"})
	if err != nil {
		t.Fatal(err)
	}
	h := testHand{dealer: "2S 2D 7S JD QS", seats: []seatSpec{{2, "KC TC 8C 6C 3C"}}, wagers: "2 ante 10 win 10.00, 2 raise 20 win 140.00"}
	hand, err := g.Decode(h.json(t))
	if err != nil {
		t.Fatal(err)
	}
	v, err := hand.Verify(s)
	if err != nil {
		t.Fatal(err)
	}
	noFindings(t, v)
}
