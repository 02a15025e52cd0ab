package holdembonus

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// std writes a position's wagers at the digest's stakes (section 9): Ante
// 10, Bonus 5, Flop 20, Turn 10, River 10, Progressive 5, each declared as
// "result payout".
func std(seat int, ante, bonus, flop, turn, river, prog string) string {
	parts := []string{}
	for _, w := range []struct{ bet, amount, decl string }{
		{BetAnte, "10", ante}, {BetBonus, "5", bonus}, {BetFlop, "20", flop},
		{BetTurn, "10", turn}, {BetRiver, "10", river}, {BetProgressive, "5", prog},
	} {
		parts = append(parts, fmt.Sprintf("%d %s %s %s", seat, w.bet, w.amount, w.decl))
	}
	return strings.Join(parts, ", ")
}

// meterWant is what a meter line must carry.
type meterWant struct {
	seat    int
	percent rules.Rate
	line    string
	order   int
}

// The worked examples of seed 001 (digest section 8) and the derived
// examples of the digest (section 9): each record declares the settlement
// the digest gives, so a verdict with any finding is a failure.
var examples = []struct {
	name     string
	r        round
	settings map[string]string
	meter    []meterWant
}{
	{name: "D1 both hold A-A: stand-off, Bonus 1000 to 1 (lines 77, 126)", r: round{
		board: "KS 7D 4C 9H 2S", dealer: "AD AC", seats: []seatSpec{{seat: 1, cards: "AS AH"}},
		wagers: std(1, "push 0", "win 5000", "push 0", "push 0", "push 0", "lose 0")}},
	{name: "D2 Royal Flush on the Flop: 100% of the meter (lines 74, 128, 139)", r: round{
		board: "QS JS TS 3H 7D", dealer: "5D 5C", seats: []seatSpec{{seat: 1, cards: "AS KS"}},
		wagers: std(1, "win 10", "win 125", "win 20", "win 10", "win 10", "win 50000")},
		meter: []meterWant{{1, 10000, "Royal Flush on the Flop (after 5 cards)", 1}}},
	{name: "D3 Royal Flush on the Turn: 25% (line 140)", r: round{
		board: "KH QH 2C JH 5S", dealer: "9C 9D", seats: []seatSpec{{seat: 1, cards: "AH TH"}},
		wagers: std(1, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 12500")},
		meter: []meterWant{{1, 2500, "Royal Flush on the Turn (after 6 cards)", 1}}},
	{name: "D4 Royal Flush on the River with a hole card: 5% (lines 141-142)", r: round{
		board: "KD QD JD 5S TD", dealer: "7S 7C", seats: []seatSpec{{seat: 1, cards: "AD 3C"}},
		wagers: std(1, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 2500")},
		meter: []meterWant{{1, 500, "Royal Flush on the River (after 7 cards)", 1}}},
	{name: "D5 Community Royal Flush: 10,000 to a folded and to a played hand (lines 70, 153)", r: round{
		board: "AC KC QC JC TC", dealer: "QH 3C", seats: []seatSpec{{seat: 1, cards: "7S 2D", folded: true}, {seat: 2, cards: "8H 4D"}},
		wagers: "1 ante 10 lose 0, 1 bonus 5 lose 0, 1 progressive 5 win 10000, " +
			std(2, "push 0", "lose 0", "push 0", "push 0", "push 0", "win 10000")}},
	{name: "D6 Community Four of a Kind: 300, paid once (line 155; A7)", r: round{
		board: "9H 9C 9D 9S KH", dealer: "QH 3C", seats: []seatSpec{{seat: 1, cards: "7S 2D", folded: true}, {seat: 2, cards: "AC 2C"}},
		wagers: "1 ante 10 lose 0, 1 bonus 5 lose 0, 1 progressive 5 win 300, " +
			std(2, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 300")}},
	{name: "D6 under community_with_hand=both: 300 + 300 to the played hand (A7)", settings: map[string]string{keyCommunityWithHand: AwardBoth}, r: round{
		board: "9H 9C 9D 9S KH", dealer: "QH 3C", seats: []seatSpec{{seat: 1, cards: "7S 2D", folded: true}, {seat: 2, cards: "AC 2C"}},
		wagers: "1 ante 10 lose 0, 1 bonus 5 lose 0, 1 progressive 5 win 300, " +
			std(2, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 600")}},
	{name: "D7 four eights beat kings full: Bonus 3 to 1, Progressive 300 (lines 133, 147)", r: round{
		board: "8D 8C 3S KH 2D", dealer: "KS KD", seats: []seatSpec{{seat: 1, cards: "8S 8H"}},
		wagers: std(1, "win 10", "win 15", "win 20", "win 10", "win 10", "win 300")}},
	{name: "D8 trips win below a Straight: Ante stands off, Bonus 10 to 1 (lines 74, 131)", r: round{
		board: "KH 7C 4D 2S 9H", dealer: "QS JS", seats: []seatSpec{{seat: 1, cards: "KC KD"}},
		wagers: std(1, "push 0", "win 50", "win 20", "win 10", "win 10", "lose 0")}},
	{name: "D9 beaten A-Q unsuited: the Bonus loses by line 75 (A1 default)", r: round{
		board: "5S 9C JD 2H 3C", dealer: "5C 5D", seats: []seatSpec{{seat: 1, cards: "AS QH"}},
		wagers: std(1, "lose 0", "lose 0", "lose 0", "lose 0", "lose 0", "lose 0")}},
	{name: "D9 under bonus_when_beaten=pays: the Bonus pays 5 to 1 (line 25, 132)", settings: map[string]string{keyBonusWhenBeaten: BonusPays}, r: round{
		board: "5S 9C JD 2H 3C", dealer: "5C 5D", seats: []seatSpec{{seat: 1, cards: "AS QH"}},
		wagers: std(1, "lose 0", "win 25", "lose 0", "lose 0", "lose 0", "lose 0")}},
	{name: "D10 and T3: a six-high Straight beats the wheel (lines 54, 105)", r: round{
		board: "3H 4S 5D KC KD", dealer: "6C 2S", seats: []seatSpec{{seat: 1, cards: "AC 2D"}},
		wagers: std(1, "lose 0", "lose 0", "lose 0", "lose 0", "lose 0", "lose 0")}},
	{name: "D11 two pairs decided by the kicker (lines 101-103)", r: round{
		board: "KS KD 7C 7H 2S", dealer: "QC JH", seats: []seatSpec{{seat: 1, cards: "AD 3C"}},
		wagers: std(1, "push 0", "lose 0", "win 20", "win 10", "win 10", "lose 0")}},
	{name: "D12 and T4: trips on the board, the higher pair wins the full house (line 106)", r: round{
		board: "9S 9D 9C 4H 2S", dealer: "JC JD", seats: []seatSpec{{seat: 1, cards: "QS QD"}},
		wagers: std(1, "win 10", "win 50", "win 20", "win 10", "win 10", "lose 0")}},
	{name: "D13 both play the board's Straight: stand-off (lines 77, 107)", r: round{
		board: "TS JD QC KH AS", dealer: "4S 4D", seats: []seatSpec{{seat: 1, cards: "2C 3D"}},
		wagers: std(1, "push 0", "lose 0", "push 0", "push 0", "push 0", "lose 0")}},
	{name: "D14 nine-high Straight Flush: Progressive 1,500 (line 146)", r: round{
		board: "7H 6H 5H KC 2D", dealer: "AC KD", seats: []seatSpec{{seat: 1, cards: "9H 8H"}},
		wagers: std(1, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 1500")}},
	{name: "D15 five-high Straight Flush, the Ace low (lines 54, 146)", r: round{
		board: "3D 4D 5D 9C JS", dealer: "KH KS", seats: []seatSpec{{seat: 1, cards: "AD 2D"}},
		wagers: std(1, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 1500")}},
	{name: "D16 Turn and River checked: no such wagers; Bonus A-J suited 20 to 1 (lines 71, 129)", r: round{
		board: "KS 6D 3C 8H 4S", dealer: "TC 9C", seats: []seatSpec{{seat: 1, cards: "AH JH"}},
		wagers: "1 ante 10 push 0, 1 bonus 5 win 100, 1 flop 20 win 20, 1 progressive 5 lose 0"}},
	{name: "D17 declined comparison: everything lost, the hidden four of a kind too (lines 73, 75)", r: round{
		board: "8D 8C 3S KH 2D", dealer: "KS KD", seats: []seatSpec{{seat: 1, cards: "8S 8H", declined: true}},
		wagers: std(1, "lose 0", "lose 0", "lose 0", "lose 0", "lose 0", "lose 0")}},
	{name: "D17 declined, cards not shown, on a community four of a kind: the community line pays (A11)", r: round{
		board: "9H 9C 9D 9S KH", dealer: "QH 3C", seats: []seatSpec{{seat: 1, declined: true}},
		wagers: std(1, "lose 0", "lose 0", "lose 0", "lose 0", "lose 0", "win 300")}},
	{name: "D18 absent for the Flop decision: Ante and Progressive returned, the Bonus too (line 176; A10)", r: round{
		board: "KS 7D 4C 9H 2S", dealer: "AD AC", seats: []seatSpec{{seat: 1, void: "absent"}},
		wagers: "1 ante 10 push 0, 1 bonus 5 push 0, 1 progressive 5 push 0"}},
	{name: "D19 a Progressive without an Ante is returned (line 180)", r: round{
		board: "KH 7C 4D 2S 9H", dealer: "QS JS", seats: []seatSpec{{seat: 1, cards: "KC KD"}, {seat: 2}},
		wagers: std(1, "push 0", "win 50", "win 20", "win 10", "win 10", "lose 0") + ", 2 progressive 5 push 0"}},
	{name: "D20 two cards exposed during the deal: the round is void, every wager returned (line 165)", r: round{
		void: "exposed", seats: []seatSpec{{seat: 1}},
		wagers: "1 ante 10 push 0, 1 bonus 5 push 0, 1 progressive 5 push 0"}},
	{name: "T1 equal Straights, 8-9-10-J-Q each: stand-off (line 107)", r: round{
		board: "8S 9H TD JC 2S", dealer: "QD 4H", seats: []seatSpec{{seat: 1, cards: "QH 3C"}},
		wagers: std(1, "push 0", "lose 0", "push 0", "push 0", "push 0", "lose 0")}},
	{name: "T2 5-4-3-2-A is a Straight: it wins the Ante (lines 54, 74)", r: round{
		board: "3H 4S 5D KC 9D", dealer: "KH 7S", seats: []seatSpec{{seat: 1, cards: "AC 2D"}},
		wagers: std(1, "win 10", "lose 0", "win 20", "win 10", "win 10", "lose 0")}},
}

func TestWorkedExamples(t *testing.T) {
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			v := ex.r.verify(t, ex.settings)
			for _, f := range v.Findings {
				t.Errorf("finding: %s (%s)", f.Message, f.Rule)
			}
			meters := 0
			for _, s := range v.Settlements {
				if s.Meter == nil {
					continue
				}
				meters++
				if len(ex.meter) == 0 {
					t.Errorf("seat %d %s: unexpected meter line %+v", s.Seat, s.Bet, *s.Meter)
				}
			}
			if meters != len(ex.meter) {
				t.Errorf("%d meter lines, want %d", meters, len(ex.meter))
			}
			for _, m := range ex.meter {
				s := settlement(t, v, m.seat, BetProgressive)
				if s.Meter == nil {
					t.Fatalf("seat %d progressive: no meter line", m.seat)
				}
				if got := *s.Meter; got.Percent != m.percent || got.Line != m.line || got.Order != m.order {
					t.Errorf("seat %d meter %+v, want %s %q order %d", m.seat, got, m.percent, m.line, m.order)
				}
			}
		})
	}
}

// The settlements the digest states in words, checked field by field on
// top of the declared values.
func TestWorkedExampleAmounts(t *testing.T) {
	byName := func(prefix string) round {
		for _, ex := range examples {
			if strings.HasPrefix(ex.name, prefix) {
				return ex.r
			}
		}
		t.Fatalf("no example %s", prefix)
		return round{}
	}
	cases := []struct {
		example  string
		settings map[string]string
		seat     int
		bet      string
		result   string
		payout   string
		rule     string
	}{
		{"D1 ", nil, 1, BetBonus, rules.Win, "5000.00", "126"},
		{"D1 ", nil, 1, BetAnte, rules.Push, "0.00", "77"},
		{"D2 ", nil, 1, BetAnte, rules.Win, "10.00", "122"},
		{"D2 ", nil, 1, BetBonus, rules.Win, "125.00", "128"},
		{"D2 ", nil, 1, BetProgressive, rules.Win, "50000.00", "139"},
		{"D4 ", nil, 1, BetProgressive, rules.Win, "2500.00", "141-142"},
		{"D5 ", nil, 1, BetAnte, rules.Lose, "0.00", "70"},
		{"D5 ", nil, 1, BetProgressive, rules.Win, "10000.00", "153"},
		{"D5 ", nil, 2, BetProgressive, rules.Win, "10000.00", "153"},
		{"D6 Community", nil, 1, BetProgressive, rules.Win, "300.00", "155"},
		{"D6 Community", nil, 2, BetProgressive, rules.Win, "300.00", "147"},
		{"D6 under", map[string]string{keyCommunityWithHand: AwardBoth}, 2, BetProgressive, rules.Win, "600.00", "147-155"},
		{"D7 ", nil, 1, BetBonus, rules.Win, "15.00", "133"},
		{"D7 ", nil, 1, BetProgressive, rules.Win, "300.00", "147"},
		{"D8 ", nil, 1, BetAnte, rules.Push, "0.00", "74"},
		{"D8 ", nil, 1, BetBonus, rules.Win, "50.00", "131"},
		{"D9 beaten", nil, 1, BetBonus, rules.Lose, "0.00", "75"},
		{"D9 under", map[string]string{keyBonusWhenBeaten: BonusPays}, 1, BetBonus, rules.Win, "25.00", "132"},
		{"D10", nil, 1, BetFlop, rules.Lose, "0.00", "75"},
		{"D12", nil, 1, BetAnte, rules.Win, "10.00", "122"},
		{"D14", nil, 1, BetProgressive, rules.Win, "1500.00", "146"},
		{"D15", nil, 1, BetProgressive, rules.Win, "1500.00", "146"},
		{"D16", nil, 1, BetBonus, rules.Win, "100.00", "129"},
		{"D17 declined comparison", nil, 1, BetProgressive, rules.Lose, "0.00", "73"},
		{"D17 declined comparison", nil, 1, BetBonus, rules.Lose, "0.00", "73"},
		{"D17 declined, cards", nil, 1, BetProgressive, rules.Win, "300.00", "155"},
		{"D18", nil, 1, BetProgressive, rules.Push, "0.00", "176"},
		{"D18", nil, 1, BetBonus, rules.Push, "0.00", "176"},
		{"D19", nil, 2, BetProgressive, rules.Push, "0.00", "180"},
		{"D20", nil, 1, BetAnte, rules.Push, "0.00", "165"},
		{"T1", nil, 1, BetRiver, rules.Push, "0.00", "77"},
		{"T2", nil, 1, BetAnte, rules.Win, "10.00", "122"},
	}
	for _, c := range cases {
		v := byName(c.example).verify(t, c.settings)
		s := settlement(t, v, c.seat, c.bet)
		if s.Expected.Result != c.result || s.Expected.Payout != money(t, c.payout) || s.Rule != at(c.rule) {
			t.Errorf("%s seat %d %s: %s %s (%s), want %s %s (line %s)", c.example, c.seat, c.bet,
				s.Expected.Result, s.Expected.Payout, s.Rule, c.result, c.payout, c.rule)
		}
	}
}

// A station that settles against the rules gets findings naming the line.
func TestMisSettledExamples(t *testing.T) {
	// D9: the table paid the beaten A-Q's Bonus 5 to 1.
	r := round{board: "5S 9C JD 2H 3C", dealer: "5C 5D", seats: []seatSpec{{seat: 1, cards: "AS QH"}},
		wagers: std(1, "lose 0", "win 25", "lose 0", "lose 0", "lose 0", "lose 0")}
	v := r.verify(t, nil)
	if len(v.Findings) != 2 {
		t.Fatalf("findings %+v, want result and payout of the bonus", v.Findings)
	}
	for _, f := range v.Findings {
		if f.Seat != 1 || f.Bet != BetBonus || f.Rule != citeLose {
			t.Errorf("finding %+v", f)
		}
	}
	// D8: the table paid the Ante on trips.
	r = round{board: "KH 7C 4D 2S 9H", dealer: "QS JS", seats: []seatSpec{{seat: 1, cards: "KC KD"}},
		wagers: std(1, "win 10", "win 50", "win 20", "win 10", "win 10", "lose 0")}
	v = r.verify(t, nil)
	if len(v.Findings) != 2 || v.Findings[0].Bet != BetAnte || v.Findings[0].Expected != rules.Push || v.Findings[0].Rule != citeWin {
		t.Errorf("findings %+v, want the ante to stand off (line 74)", v.Findings)
	}
	// D6: a folded hand's community Four of a Kind was not paid.
	r = round{board: "9H 9C 9D 9S KH", dealer: "QH 3C", seats: []seatSpec{{seat: 1, cards: "7S 2D", folded: true}},
		wagers: "1 ante 10 lose 0, 1 bonus 5 lose 0, 1 progressive 5 lose 0"}
	v = r.verify(t, nil)
	if len(v.Findings) != 2 || v.Findings[1].Field != "payout" || v.Findings[1].Expected != "300.00" {
		t.Errorf("findings %+v, want the progressive paid 300.00", v.Findings)
	}
	// D2: a meter line is checked for its result, not its amount.
	r = round{board: "QS JS TS 3H 7D", dealer: "5D 5C", seats: []seatSpec{{seat: 1, cards: "AS KS"}},
		wagers: std(1, "win 10", "win 125", "win 20", "win 10", "win 10", "lose 0")}
	v = r.verify(t, nil)
	if len(v.Findings) != 1 || v.Findings[0].Field != "result" || v.Findings[0].Rule != progRoyalFlop.cite() {
		t.Errorf("findings %+v, want the progressive's result", v.Findings)
	}
}

// A Royal Flush on the Turn with a Straight Flush on the board: the Royal's
// meter line is paid after every fixed award of the round (line 110).
func TestRoyalPaidAfterLowerHands(t *testing.T) {
	r := round{board: "KS QS JS TS 9S", dealer: "3H 3C",
		seats: []seatSpec{{seat: 1, cards: "AS 2D"}, {seat: 2, cards: "4D 4C"}, {seat: 3, cards: "5H 6H", folded: true}}}
	for _, c := range []struct {
		mode         string
		royalLine    string
		order        int
		seat2, seat3 string
	}{
		// once: seat 2's Straight Flush and seat 3's community Straight
		// Flush come first. Seat 2's fours pay the Bonus 3 to 1 (line 133).
		{AwardOnce, "Royal Flush on the Turn (after 6 cards)", 3, "1500", "1500"},
		// both: the Royal's own community Straight Flush, and seat 2's two
		// lines, as well.
		{AwardBoth, "Royal Flush on the Turn (after 6 cards) + Community Straight Flush (1500.00)", 5, "3000", "1500"},
	} {
		r.wagers = std(1, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 12500") + ", " +
			std(2, "push 0", "win 15", "push 0", "push 0", "push 0", "win "+c.seat2) + ", " +
			"3 ante 10 lose 0, 3 progressive 5 win " + c.seat3
		v := r.verify(t, map[string]string{keyCommunityWithHand: c.mode})
		for _, f := range v.Findings {
			t.Errorf("%s: finding %s", c.mode, f.Message)
		}
		m := settlement(t, v, 1, BetProgressive).Meter
		if m == nil || m.Percent != 2500 || m.Line != c.royalLine || m.Order != c.order {
			t.Errorf("%s: meter %+v, want 25%% %q order %d", c.mode, m, c.royalLine, c.order)
		}
	}
}

func TestTotals(t *testing.T) {
	// D8: wagered 10 + 5 + 20 + 10 + 10 + 5 = 60; the house pays 50 + 20 +
	// 10 + 10 and keeps the 5 of the Progressive.
	r := examples[8].r
	if !strings.HasPrefix(examples[8].name, "D8 ") {
		t.Fatalf("examples[8] is %s", examples[8].name)
	}
	v := r.verify(t, nil)
	want := rules.Totals{Wagered: money(t, "60"), HouseWin: -money(t, "85"), ExpectedHouseWin: -money(t, "85")}
	if v.Totals != want {
		t.Errorf("totals %+v, want %+v", v.Totals, want)
	}
}

func TestOutcomeDetail(t *testing.T) {
	v := examples[1].r.verify(t, nil) // D2
	want := "Dealer One pair, fives; seat 1 Royal flush: higher, Royal Flush on the Flop (after 5 cards)"
	if v.Outcome.Summary != want {
		t.Errorf("summary %q, want %q", v.Outcome.Summary, want)
	}
	d := v.Outcome.Detail.(*Detail)
	if d.Dealer != "One pair, fives" || len(d.Seats) != 1 || d.Seats[0].Bonus != "A-K (Suited)" || d.Seats[0].Versus != "higher" {
		t.Errorf("detail %+v", d)
	}
	v = examples[4].r.verify(t, nil) // D5
	want = "Dealer Royal flush; seat 1 folded, Community Royal Flush; seat 2 Royal flush: equal, Community Royal Flush"
	if v.Outcome.Summary != want {
		t.Errorf("summary %q, want %q", v.Outcome.Summary, want)
	}
	if d := v.Outcome.Detail.(*Detail); d.Community != "Community Royal Flush" {
		t.Errorf("community %q", d.Community)
	}
	for _, ex := range examples {
		if strings.HasPrefix(ex.name, "D20") {
			if s := ex.r.verify(t, nil).Outcome.Summary; s != "Round void (exposed): every wager returned" {
				t.Errorf("void summary %q", s)
			}
		}
	}
}
