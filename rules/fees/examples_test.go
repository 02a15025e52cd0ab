package fees

import (
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// The worked fee examples of the collection digest (seed000-collection.md
// §4, W1-W28). Expected amounts are the digest's, worked by hand from the
// seed lines named; where a result depends on an interpretation, the
// interpretation id is given.

func mustOption(t *testing.T, set, option string) *Option {
	t.Helper()
	o, err := Lookup(set, option)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func sumAmounts(as []Amount) rules.Money {
	var s rules.Money
	for _, a := range as {
		s += a.Money
	}
	return s
}

func cents(c int64) rules.Money { return rules.Money(c) }

func stageTotal(t *testing.T, set, option string, players int, reached Stage) rules.Money {
	t.Helper()
	as, err := mustOption(t, set, option).StageFees(players, reached)
	if err != nil {
		t.Fatal(err)
	}
	return sumAmounts(as)
}

func TestWorkedExamplesStaged(t *testing.T) {
	cases := []struct {
		id          string
		set, option string
		players     int
		reached     Stage
		want        rules.Money
	}{
		{"W1 no turn", "HOLDEM-1", "8", 7, StageSecond, cents(400)},
		{"W2 turn", "HOLDEM-1", "8", 9, StageThird, cents(450)},
		{"W3 folds before the flop", "HOLDEM-1", "8", 7, StageDealt, cents(100)},
		{"W4", "HOLDEM-1", "35", 5, StageThird, cents(1800)},
		{"W5", "HOLDEM-1", "137", 6, StageThird, cents(400)},
		{"W6 $0 third stage", "OMAHA-1", "131", 8, StageThird, cents(500)},
		{"W7 small blind", "DBO-1", "92", 7, StageDealt, cents(100)},
		{"W8 first draw only", "ARCHIE-1", "35", 6, StageSecond, cents(900)},
		{"W9 past Fifth Street (A6)", "STUD-1", "80", 7, StageThird, cents(1000)},
		{"W10", "LOWBALL-1", "24", 4, StageSecond, cents(150)},
		{"W11 single-draw Lowball (A4)", "LOWBALL-2", "8", 7, StageSecond, cents(400)},
		{"W11 a second draw (A4)", "LOWBALL-2", "8", 7, StageThird, cents(450)},
		{"W26", "DBO-1", "10", 7, StageThird, cents(500)},
		{"W27 HOLDEM-1 preflop", "HOLDEM-1", "8", 7, StageDealt, cents(100)},
		{"W27 FLOP-2 preflop", "FLOP-2", "8", 7, StageDealt, cents(50)},
		{"W27 HOLDEM-1 turn", "HOLDEM-1", "8", 7, StageThird, cents(450)},
		{"W27 FLOP-2 turn", "FLOP-2", "8", 7, StageThird, cents(450)},
	}
	for _, c := range cases {
		if got := stageTotal(t, c.set, c.option, c.players, c.reached); got != c.want {
			t.Errorf("%s: %s option %s, %d players, stage %d: %s, want %s", c.id, c.set, c.option, c.players, c.reached, got, c.want)
		}
	}
	// W6: the $0 stage is a defined stage: three amounts, the last $0.
	as, _ := mustOption(t, "OMAHA-1", "131").StageFees(5, StageThird)
	if len(as) != 3 || as[2].Money != 0 || as[2].Rule.Lines != "7428" {
		t.Errorf("W6: %+v", as)
	}
	// W7: DTF #1 of DBO-1's NL/PL block comes from the small blind seat.
	as, _ = mustOption(t, "DBO-1", "92").StageFees(7, StageDealt)
	if len(as) != 1 || as[0].Payer != PayerSmallBlind || as[0].Procedure.Lines != "7765" || as[0].Rule.Lines != "7778" {
		t.Errorf("W7: %+v", as)
	}
}

func TestWorkedExamplesTimed(t *testing.T) {
	fee := func(set, option string, players int) rules.Money {
		a, err := mustOption(t, set, option).HalfHourFee(players)
		if err != nil {
			t.Fatal(err)
		}
		return a.Money
	}
	// W12: 8 players under HOLDEM-1 option 86 ($20, 6 or more).
	if got := 8 * fee("HOLDEM-1", "86", 8); got != cents(16000) {
		t.Errorf("W12: %s", got)
	}
	// W13: starts 7:10, ends 9:00, 6 players: 8:00, 8:30 and 9:00 collected.
	la, _ := time.LoadLocation("America/Los_Angeles")
	times := CollectionTimes(time.Date(2024, 5, 1, 19, 10, 0, 0, la), time.Date(2024, 5, 1, 21, 0, 0, 0, la))
	if len(times) != 3 || times[0].Hour() != 20 || times[0].Minute() != 0 || times[2].Hour() != 21 {
		t.Errorf("W13: %v", times)
	}
	if got := rules.Money(len(times)) * 6 * fee("HOLDEM-1", "86", 6); got != cents(36000) {
		t.Errorf("W13: %s", got)
	}
	// W14: a game starting on the hour pays first at 7:30.
	times = CollectionTimes(time.Date(2024, 5, 1, 19, 0, 0, 0, la), time.Date(2024, 5, 1, 20, 0, 0, 0, la))
	if len(times) != 2 || times[0].Minute() != 30 || times[0].Hour() != 19 {
		t.Errorf("W14: %v", times)
	}
	// W15: OMAHA-1 option 104 ($7, 5 or less), 4 players.
	if got := 4 * fee("OMAHA-1", "104", 4); got != cents(2800) {
		t.Errorf("W15: %s", got)
	}
	// W16: Face-Up Chinese Poker at a $30 limit, 3 players (A10: the caller
	// counts the players in the game).
	for _, set := range []string{"FUCP-1", "FUCP-2"} {
		s, _ := FindSet(set)
		o, err := s.OptionForTableLimit(rules.Dollars(30))
		if err != nil || o.Label != "5" {
			t.Fatalf("W16 %s: %v %v", set, o, err)
		}
		if got := 3 * fee(set, "5", 3); got != cents(4500) {
			t.Errorf("W16 %s: %s", set, got)
		}
	}
	// W17: 13 Card Poker option 3 ($20 point value).
	for players, want := range map[int]rules.Money{4: 2000, 3: 1200, 2: 600} {
		a, err := mustOption(t, "13CP", "3").DealFee(players)
		if err != nil || rules.Money(players)*a.Money != want {
			t.Errorf("W17 %d players: %v %v, want %s", players, a.Money, err, want)
		}
	}
	// W25: legacy Lowball time collection, 20-40, 7 players.
	if got := 7 * fee("LEG-LOWBALL", "T20-40", 7); got != cents(4900) {
		t.Errorf("W25: %s", got)
	}
}

func TestWorkedExamplesCalifornia(t *testing.T) {
	total := func(cs []Charge) rules.Money {
		var s rules.Money
		for _, c := range cs {
			s += c.Total
		}
		return s
	}
	// W18: Pai Gow Poker option 7 ($50 - $300), five bets.
	cs, err := mustOption(t, "CA-PG", "7").HandFees(CaliforniaHand{Bets: 5})
	if err != nil || total(cs) != cents(1400) {
		t.Errorf("W18: %v %v", cs, err)
	}
	// W19: Pai Gow Poker option 19, total table action $650 then $1,005.
	o := mustOption(t, "CA-PG", "19")
	for action, want := range map[int64]rules.Money{650: 700, 1005: 1800} {
		a, err := o.PlayerDealerFee(rules.Dollars(action))
		if err != nil || a.Money != want || a.Payer != PayerPlayerDealer {
			t.Errorf("W19 $%d: %+v %v, want %s", action, a, err, want)
		}
	}
	if a, _ := o.PlayerFeePerBet(); a.Money != 0 {
		t.Errorf("W19: player fee %s", a.Money)
	}
	// W20: Blackjack Poker option 17: $75, $76, and $203 in the gap between
	// "$76 - $200" and "$205 - $500", charged the lower tier (A15).
	o = mustOption(t, "CA-BJP", "17")
	for action, want := range map[int64]rules.Money{75: 100, 76: 200, 203: 200} {
		if a, _ := o.PlayerDealerFee(rules.Dollars(action)); a.Money != want {
			t.Errorf("W20 $%d: %s, want %s", action, a.Money, want)
		}
	}
	if tier, where, _ := o.TierFor(rules.Dollars(203)); where != InGap || tier.Rule.Lines != "3129" {
		t.Errorf("W20 $203: %v %v", tier, where)
	}
	// W21: EZ Baccarat option 31, $400 of action, two match play coupons.
	cs, err = mustOption(t, "CA-EZB", "31").HandFees(CaliforniaHand{Bets: 3, TotalTableAction: rules.Dollars(400), Coupons: 2})
	if err != nil || len(cs) != 3 || cs[0].Total != cents(400) || cs[1].Total != 0 || cs[2].Total != cents(200) || cs[2].Amount.Payer != PayerCouponUser {
		t.Errorf("W21: %+v %v", cs, err)
	}
	// W22: legacy Baccarat 9 at "$25 to $200", six player bets.
	r, err := LegacyBaccarat9Collection(rules.Dollars(25), rules.Dollars(200))
	if err != nil || r.PlayerDealer.Money+6*r.Player.Money != cents(1600) || r.Derived {
		t.Errorf("W22: %+v %v", r, err)
	}
	// W23: "$75 to $300" is not printed; line 1130 keeps the rate of the
	// $300 maximum, from the $50 to $300 row (A19).
	r, err = LegacyBaccarat9Collection(rules.Dollars(75), rules.Dollars(300))
	if err != nil || !r.Derived || r.PlayerDealer.Money != cents(500) || r.Player.Money != cents(200) || r.Option.Rule.Lines != "1120" {
		t.Errorf("W23: %+v %v", r, err)
	}
}

func TestWorkedExamplesLegacyLowball(t *testing.T) {
	// W24: 15-30 with 6 players: $2.00 when the draw completes, $1.00 when
	// the hand ends before it; never both.
	reg, err := LegacyLowballHandFee("15-30", 6, true)
	if err != nil || reg.Money != cents(200) || reg.Rule.Lines != "324" {
		t.Errorf("W24 regular: %+v %v", reg, err)
	}
	des, err := LegacyLowballHandFee("15-30", 6, false)
	if err != nil || des.Money != cents(100) || des.Rule.Lines != "330" || des.Procedure.Lines != "313" {
		t.Errorf("W24 designated: %+v %v", des, err)
	}
}

// W28: a percentage fee is refused (see also TestDecodeRejects).
func TestWorkedExampleW28(t *testing.T) {
	sj := readSetJSON(t, "HOLDEM-1")
	row(sj, 0, "8").Fees[1] = "10%"
	if _, err := Decode(encode(t, sj)); err == nil {
		t.Error("W28: a DTF #2 of 10% was accepted")
	}
}
