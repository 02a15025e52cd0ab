package fees

import (
	"errors"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// One test per fee mechanism. Expected amounts are read off the cited seed
// lines by hand.

func TestFM1StagedDesignatedFees(t *testing.T) {
	// FM1a-f: each variant's stage names, payers, and the stage fees of one
	// option per variant.
	cases := []struct {
		set, option string
		mech        Mechanism
		stages      []rules.Money
		line        string
	}{
		{"HOLDEM-1", "110", FlopStages, []rules.Money{100, 800, 100}, "7093"},
		{"DBO-1", "85", FlopStagesSmallBlind, []rules.Money{100, 800, 100}, "7771"},
		{"DRAW-2", "1", DrawStages, nil, "9118"},
		{"STUD-2", "64", StudStages, nil, "8821"},
		{"LOWBALL-1", "33", LowballStages, []rules.Money{100, 500}, "8415"},
		{"LOWBALL-2", "1", LowballThreeStages, []rules.Money{100, 800, 100}, "8942"},
	}
	for _, c := range cases {
		o := mustOption(t, c.set, c.option)
		if o.Mechanism != c.mech || o.Rule.Lines != c.line {
			t.Errorf("%s: mechanism %s at %s, want %s at %s", o, o.Mechanism, o.Rule.Lines, c.mech, c.line)
		}
		names := o.Mechanism.StageNames()
		for i, want := range c.stages {
			a, err := o.StageFee(Stage(i + 1))
			if err != nil || a.Money != want {
				t.Errorf("%s DTF #%d (%s): %v %v, want %s", o, i+1, names[i], a.Money, err, want)
			}
		}
		if _, err := o.StageFee(Stage(len(names) + 1)); !errors.Is(err, ErrNotApplicable) {
			t.Errorf("%s: a stage beyond %d: %v", o, len(names), err)
		}
	}
	// FM1e has two stages: a hand reaching "StageThird" pays two fees.
	as, _ := mustOption(t, "LOWBALL-1", "33").StageFees(7, StageThird)
	if len(as) != 2 {
		t.Errorf("FM1e: %d fees", len(as))
	}
	// FM1f's DTF #3 is due after a second draw (A4).
	if n := LowballThreeStages.StageNames(); n[2] != "after the second draw" {
		t.Errorf("FM1f: %v", n)
	}
	// The option must admit the hand's player count (A2): option 19 of
	// HOLDEM-1 is for exactly 6 players.
	o := mustOption(t, "HOLDEM-1", "19")
	if _, err := o.StageFees(7, StageThird); !errors.Is(err, ErrPlayers) {
		t.Errorf("6-player option with 7 players: %v", err)
	}
	if _, err := o.StageFees(6, 0); err == nil {
		t.Errorf("a hand not dealt: want an error")
	}
	if _, err := mustOption(t, "CA-PG", "1").StageFees(6, StageDealt); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a California option has no stages: %v", err)
	}
	// Payers: the pot, except DBO-1's NL/PL DTF #1.
	a2, _ := mustOption(t, "DBO-1", "85").StageFee(StageSecond)
	a1, _ := mustOption(t, "HOLDEM-1", "1").StageFee(StageDealt)
	if a2.Payer != PayerPot || a1.Payer != PayerPot || a1.Quality != Interpreted {
		t.Errorf("payers: %v %v", a2, a1)
	}
}

func TestFM2TimedByPlayers(t *testing.T) {
	// BADUGI-1 G3 (lines 8120-8143) has three overlapping categories.
	cases := []struct {
		option  string
		players int
		want    rules.Money
		err     error
	}{
		{"98", 9, 2000, nil},
		{"107", 5, 1000, nil},
		{"108", 5, 1000, nil},
		{"114", 3, 400, nil},
		{"115", 4, 1100, nil},
		{"115", 5, 0, ErrPlayers},
		{"98", 4, 0, ErrPlayers},
	}
	for _, c := range cases {
		a, err := mustOption(t, "BADUGI-1", c.option).HalfHourFee(c.players)
		if !errors.Is(err, c.err) || (c.err == nil && (a.Money != c.want || a.Payer != PayerEachPlayer || a.Per != PerHalfHour)) {
			t.Errorf("BADUGI-1 %s, %d players: %+v %v", c.option, c.players, a, err)
		}
	}
	// H3's rows are flattened on one line: interpreted, cited there.
	a, _ := mustOption(t, "STUD-1", "145").HalfHourFee(6)
	if a.Money != 500 || a.Rule.Lines != "8332" || a.Quality != Interpreted {
		t.Errorf("STUD-1 145: %+v", a)
	}
	if _, err := mustOption(t, "HOLDEM-1", "1").HalfHourFee(7); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a staged option is not timed: %v", err)
	}
	// Clock: a zone with a 30-minute offset collects on its own :00 and :30;
	// a game ending before its first collected boundary pays nothing.
	ist := time.FixedZone("IST", 5*3600+1800)
	times := CollectionTimes(time.Date(2024, 1, 1, 10, 29, 59, 0, ist), time.Date(2024, 1, 1, 11, 30, 0, 0, ist))
	if len(times) != 2 || times[0].Hour() != 11 || times[0].Minute() != 0 || times[1].Minute() != 30 {
		t.Errorf("IST: %v", times)
	}
	if got := CollectionTimes(time.Date(2024, 1, 1, 10, 5, 0, 0, ist), time.Date(2024, 1, 1, 10, 45, 0, 0, ist)); len(got) != 0 {
		t.Errorf("a 40-minute game starting off the clock: %v", got)
	}
}

func TestFM3TimedByTableLimit(t *testing.T) {
	s, _ := FindSet("FUCP-2")
	cases := map[int64]struct {
		label string
		fee   rules.Money
	}{5: {"1", 1000}, 10: {"2", 1200}, 100: {"8", 1500}, 101: {"9", 1700}, 5000: {"9", 1700}}
	for limit, want := range cases {
		o, err := s.OptionForTableLimit(rules.Dollars(limit))
		if err != nil || o.Label != want.label {
			t.Errorf("$%d: %v %v", limit, o, err)
			continue
		}
		// The fee does not depend on the player count.
		a3, _ := o.HalfHourFee(3)
		a4, _ := o.HalfHourFee(4)
		if a3 != a4 || a3.Money != want.fee {
			t.Errorf("$%d: %v %v", limit, a3, a4)
		}
	}
	if _, err := s.OptionForTableLimit(rules.Dollars(15)); !errors.Is(err, ErrUnknownOption) {
		t.Errorf("$15 is not a printed table limit: %v", err)
	}
}

func TestFM4PerPlayerByPointValue(t *testing.T) {
	s, _ := FindSet("13CP")
	o, err := s.OptionForTableLimit(rules.Dollars(25))
	if err != nil || o.Label != "4" {
		t.Fatalf("$25 point value: %v %v", o, err)
	}
	// Option 4 as printed (A12): four $6, three $3, two $3.
	for players, want := range map[int]rules.Money{4: 600, 3: 300, 2: 300} {
		if a, _ := o.DealFee(players); a.Money != want || a.Per != PerDeal {
			t.Errorf("%d players: %+v", players, a)
		}
	}
	if _, err := o.DealFee(5); !errors.Is(err, ErrPlayers) {
		t.Errorf("5 players: %v", err)
	}
}

func TestFM5LegacyLowball(t *testing.T) {
	for _, c := range []struct {
		limit   string
		players int
		opening bool
		want    rules.Money
	}{
		{"20-40", 8, true, 300}, {"20-40", 7, true, 300}, {"20-40", 5, true, 100}, {"20-40", 2, true, 50},
		{"20-40", 6, false, 100}, {"15-30", 3, false, 100},
	} {
		a, err := LegacyLowballHandFee(c.limit, c.players, c.opening)
		if err != nil || a.Money != c.want {
			t.Errorf("%+v: %v %v", c, a.Money, err)
		}
	}
	if _, err := LegacyLowballHandFee("20-40", 9, true); !errors.Is(err, ErrPlayers) {
		t.Errorf("9 players (A20): %v", err)
	}
	if _, err := LegacyLowballHandFee("10-20", 6, true); !errors.Is(err, ErrUnknownOption) {
		t.Errorf("10-20 has only time collection (A20): %v", err)
	}
}

func TestFM6JackpotFee(t *testing.T) {
	if _, err := mustOption(t, "PAN9-BT", "1").JackpotFee(); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("Pan 9 with Bonus Tie Bet prints N/A: %v", err)
	}
	if _, err := mustOption(t, "LEG-LOWBALL", "R15-30").JackpotFee(); !errors.Is(err, ErrNotInSeed) {
		t.Errorf("legacy Lowball defers to the promotion's rules: %v", err)
	}
	if _, err := mustOption(t, "CA-EZB", "1").JackpotFee(); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("CA-EZB has no jackpot fee: %v", err)
	}
}

func TestFM7PerBetAndHand(t *testing.T) {
	cases := []struct {
		set, option string
		player, pd  rules.Money
		line        string
	}{
		{"CA-PGTW", "16", 1000, 1500, "3033"},
		{"CA-HB", "1", 50, 100, "3154"},
		{"CA-EZB", "2", 50, 200, "3224"},
		{"EZB-OWN", "1", 50, 200, "2776"}, // own schedule: PD first, then player
		{"EZB-OWN", "15", 1000, 1500, "2790"},
		{"PAN9-BT", "3", 200, 400, "1969"},
		{"CA-912", "5b", 200, 300, "3356"},
		{"CA-UTH", "6", 100, 200, "3381"},
		{"CA-UTH", "8", 100, 400, "3383"},
	}
	for _, c := range cases {
		o := mustOption(t, c.set, c.option)
		pl, err1 := o.PlayerFeePerBet()
		// The action is ignored by a flat option.
		pd, err2 := o.PlayerDealerFee(rules.Dollars(12345))
		if err1 != nil || err2 != nil || pl.Money != c.player || pd.Money != c.pd || pl.Rule.Lines != c.line || pd.Rule.Lines != c.line || pl.Per != PerBet {
			t.Errorf("%s: player %+v, PD %+v (%v %v)", o, pl, pd, err1, err2)
		}
	}
	if _, err := mustOption(t, "HOLDEM-1", "1").PlayerFeePerBet(); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a poker option has no player fee per bet: %v", err)
	}
}

func TestFM8TableActionTiers(t *testing.T) {
	o := mustOption(t, "CA-PAN9", "20")
	cases := []struct {
		action int64
		fee    rules.Money
		where  Placement
		line   string
	}{
		{50, 400, BelowFirst, "3211"}, // limit $50 - $300, first tier from $300 (A15)
		{300, 400, InTier, "3211"},
		{1200, 400, InTier, "3211"},
		{1203, 400, InGap, "3211"},
		{1205, 1500, InTier, "3212"},
		{15000, 4500, InTier, "3214"},
		{15004, 4500, InGap, "3214"},
		{15005, 6500, InTier, "3215"},
		{10_000_000, 6500, InTier, "3215"},
	}
	for _, c := range cases {
		tier, where, err := o.TierFor(rules.Dollars(c.action))
		a, _ := o.PlayerDealerFee(rules.Dollars(c.action))
		if err != nil || tier.Fee != c.fee || where != c.where || tier.Rule.Lines != c.line || a.Money != c.fee || a.Rule != tier.Rule {
			t.Errorf("$%d: %+v %s %v, PD %+v", c.action, tier, where, err, a)
		}
	}
	if _, _, err := o.TierFor(0); err == nil {
		t.Error("no action: want an error")
	}
	// Contiguous tiers ("$301-$1,200"): cents between $300 and $301 are in
	// no printed band and pay the lower one.
	o = mustOption(t, "CA-EZB", "28")
	if tier, where, _ := o.TierFor(rules.Dollars(300) + 50); where != InGap || tier.Fee != 400 {
		t.Errorf("$300.50: %v %v", tier, where)
	}
	// EZ Baccarat option 22's top tier is printed without "+" (interpreted).
	if tier, _, _ := mustOption(t, "CA-EZB", "22").TierFor(rules.Dollars(2000)); !tier.Open || tier.Quality != Interpreted || tier.Fee != 1100 {
		t.Errorf("option 22: %+v", tier)
	}
	// Option 23 has four tiers, 21 five.
	if n := len(mustOption(t, "CA-EZB", "23").Tiers); n != 4 {
		t.Errorf("option 23: %d tiers", n)
	}
	if _, _, err := mustOption(t, "CA-EZB", "1").TierFor(rules.Dollars(100)); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a per-bet option has no tiers: %v", err)
	}
}

func TestFM9MatchPlayCoupon(t *testing.T) {
	for label, want := range map[string]rules.Money{"31": 100, "39": 100, "21": 0, "30": 0, "38": 0} {
		a, err := mustOption(t, "CA-EZB", label).MatchPlayFee()
		if err != nil || a.Money != want || a.Per != PerCoupon {
			t.Errorf("CA-EZB %s: %+v %v", label, a, err)
		}
	}
	o := mustOption(t, "CA-PG", "17")
	if _, err := o.MatchPlayFee(); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("CA-PG has no coupon column: %v", err)
	}
	if _, err := o.HandFees(CaliforniaHand{TotalTableAction: rules.Dollars(100), Coupons: 1}); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("coupons under a schedule without the column: %v", err)
	}
}

func TestFM10LegacyBaccarat9(t *testing.T) {
	cases := []struct {
		min, max   int64
		pd, player rules.Money
		line       string
		derived    bool
	}{
		{5, 50, 200, 50, "1114", false},
		{1000, 5000, 2100, 1000, "1128", false},
		{100, 300, 600, 300, "1121", false},
		{150, 300, 600, 300, "1121", true}, // from $100 to $300
		{10, 300, 500, 200, "1119", true},  // below every $300 row: the lowest, $25 to $300
		{20, 100, 300, 100, "1115", true},  // every $100 row agrees
		{400, 2000, 1100, 500, "1127", true},
	}
	for _, c := range cases {
		r, err := LegacyBaccarat9Collection(rules.Dollars(c.min), rules.Dollars(c.max))
		if err != nil || r.PlayerDealer.Money != c.pd || r.Player.Money != c.player || r.Option.Rule.Lines != c.line || r.Derived != c.derived {
			t.Errorf("$%d to $%d: %+v %v", c.min, c.max, r, err)
		}
	}
	for _, bad := range [][2]int64{{25, 400}, {0, 300}, {400, 300}} {
		if _, err := LegacyBaccarat9Collection(rules.Dollars(bad[0]), rules.Dollars(bad[1])); err == nil {
			t.Errorf("$%d to $%d: want an error", bad[0], bad[1])
		}
	}
}
