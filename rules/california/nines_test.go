package california

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

type seatHand struct {
	seat    int
	cards   string
	logical bool
}

func cardsJSON(s string) string {
	f := strings.Fields(s)
	for i := range f {
		f[i] = `"` + f[i] + `"`
	}
	return "[" + strings.Join(f, ", ") + "]"
}

// wager writes one wager of a record: seat, backline, bet, amount, result,
// payout and, optionally, returned.
func wager(seat, backline int, bet, amount, result, payout string, returned ...string) string {
	s := fmt.Sprintf(`{"seat": %d, "bet": %q, "amount": %q, "result": %q, "payout": %q`, seat, bet, amount, result, payout)
	if backline != 0 {
		s += fmt.Sprintf(`, "backline": %d`, backline)
	}
	if len(returned) > 0 {
		s += fmt.Sprintf(`, "returned": %q`, returned[0])
	}
	return s + "}"
}

func ninesRecord(game string, dice, pdSeat int, bank, net, pdCards string, hands []seatHand, wagers ...string) string {
	var hs []string
	for _, h := range hands {
		s := fmt.Sprintf(`{"seat": %d, "cards": %s`, h.seat, cardsJSON(h.cards))
		if h.logical {
			s += `, "logical_way": true`
		}
		hs = append(hs, s+"}")
	}
	return fmt.Sprintf(`{"table_id": "T9", "hand_number": 1, "game": %q, "dealt_at": "2026-11-21T22:14:05-08:00", "dice": %d,
	 "cards": {"player_dealer": %s, "seats": [%s]},
	 "player_dealer": {"seat": %d, "bank": %q, "net": %q},
	 "wagers": [%s]}`, game, dice, cardsJSON(pdCards), strings.Join(hs, ", "), pdSeat, bank, net, strings.Join(wagers, ", "))
}

// "if a player receives 6, 4 and 3 in the first three cards, the value of
// the hand is three" (lines 552, 1831).
func TestNinesSeedExampleSixFourThree(t *testing.T) {
	h := ninesHand{cards: rules.MustCards("6H 4D 3C")}
	if got := h.totals(); got.three != 3 || got.final != 3 {
		t.Errorf("6, 4, 3 totals %+v, want 3", got)
	}
	// A 3 must draw (lines 555, 1832): standing on it is impossible, and
	// with a king it stays 3.
	for _, g := range []rules.Game{Pan9(), Super9()} {
		id := g.Info().ID
		refused(t, g, nil, ninesRecord(id, 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, "6H 4D 3C", false}}, wager(2, 0, BetBase, "10.00", "lose", "0.00")),
			"cards.seats[0].cards", "total 3", "must draw")
		v := verify(t, g, nil, ninesRecord(id, 9, 1, "100.00", "10.00", "4S 5S KS", []seatHand{{2, "6H 4D 3C KD", false}}, wager(2, 0, BetBase, "10.00", "lose", "0.00")))
		d := v.Outcome.Detail.(*NinesDetail)
		if d.Seats[0].FirstThree != 3 || d.Seats[0].Total != 3 || !v.Verified() {
			t.Errorf("%s: %+v %+v", id, d, v.Findings)
		}
	}
}

// Ties: Super 9's player-dealer wins ties on 0 or 1 (lines 558, 1941); Pan
// 9 pushes every tie (lines 546, 1835). Natural ties of 7, 8 and 9 pay the
// Bonus Tie table (lines 1877, 1941, 1953-1956) and push the base wager.
func TestNinesTies(t *testing.T) {
	cases := []struct {
		name         string
		pd, seat     string
		super, pan   want // base wager
		bonus        want // Super 9 with Bonus Tie; Pan 9 pays the same
		bonusPanRule string
	}{
		{"tie at 0 after both draw", "KS QS JS KH", "KD QD JD KC",
			want{result: "lose", payout: "0.00", rule: "1941"}, want{result: "push", payout: "0.00", rule: "1835"},
			want{result: "lose", payout: "0.00", rule: "1941"}, "1877"},
		{"tie at 1", "AS KS QS KH", "AD KD QD JC",
			want{result: "lose", payout: "0.00", rule: "1941"}, want{result: "push", payout: "0.00", rule: "1835"},
			want{result: "lose", payout: "0.00", rule: "1941"}, "1877"},
		{"tie at 4", "2S 2H KS KH", "2D 2C QD QC",
			want{result: "push", payout: "0.00", rule: "1941"}, want{result: "push", payout: "0.00", rule: "1835"},
			want{result: "lose", payout: "0.00", rule: "1941"}, "1877"},
		{"natural tie at 7", "3S 4S KS", "3D 4D QD",
			want{result: "push", payout: "0.00", rule: "1941"}, want{result: "push", payout: "0.00", rule: "1835"},
			want{result: "win", payout: "100.00", rule: "1956"}, "1956"},
		{"natural tie at 8 (40 to 1)", "3S 5S KS", "3D 5D QD",
			want{result: "push", payout: "0.00", rule: "1941"}, want{result: "push", payout: "0.00", rule: "1835"},
			want{result: "win", payout: "400.00", rule: "1955"}, "1955"},
		{"natural tie at 9", "4S 5S KS", "4D 5D QD",
			want{result: "push", payout: "0.00", rule: "1941"}, want{result: "push", payout: "0.00", rule: "1835"},
			want{result: "win", payout: "100.00", rule: "1954"}, "1954"},
		{"tie at 8 after the player drew", "3S 5S KS", "2D 3D KD 3C",
			want{result: "push", payout: "0.00", rule: "1941"}, want{result: "push", payout: "0.00", rule: "1835"},
			want{result: "lose", payout: "0.00", rule: "1941"}, "1877"},
	}
	for _, c := range cases {
		for _, g := range []rules.Game{Super9(), Pan9()} {
			id := g.Info().ID
			base, bonus := c.super, c.bonus
			if id == "pan-9" {
				base = c.pan
				bonus.rule = c.bonusPanRule
			}
			base.seat, base.bet = 3, BetBase
			bonus.seat, bonus.bet = 3, BetBonusTie
			rec := ninesRecord(id, 9, 2, "1000.00", "0.00", c.pd, []seatHand{{3, c.seat, false}},
				wager(3, 0, BetBase, "50.00", base.result, base.payout), wager(3, 0, BetBonusTie, "10.00", bonus.result, bonus.payout))
			v := verify(t, g, nil, rec)
			t.Run(c.name+"/"+id, func(t *testing.T) { expectSettlements(t, v, base, bonus) })
		}
	}
	// Super 9 without the Bonus Tie Bet cites its own text (line 558).
	v := verify(t, Super9(), map[string]string{keyBonusTieBet: "not_offered"},
		ninesRecord("super-9", 9, 2, "100.00", "50.00", "KS QS JS KH", []seatHand{{3, "KD QD JD KC", false}}, wager(3, 0, BetBase, "50.00", "lose", "0.00")))
	expectSettlements(t, v, want{seat: 3, bet: BetBase, result: "lose", payout: "0.00", rule: "558"})
}

func TestNinesActionSeat(t *testing.T) {
	cases := []struct{ dice, pd, seat int }{
		{9, 1, 2}, {17, 1, 2}, {10, 1, 2}, {18, 1, 2}, {11, 1, 3}, {16, 1, 8},
		{3, 5, 7}, {8, 5, 4}, {9, 8, 1}, {12, 8, 3},
	}
	for _, c := range cases {
		if got := actionSeat(c.dice, c.pd); got != c.seat {
			t.Errorf("dice %d, player-dealer at seat %d: action at seat %d, want %d", c.dice, c.pd, got, c.seat)
		}
	}
}

// The player-dealer banks 60 and runs out. Pan 9 settles each player's game
// wager, then its Bonus Tie Bet (line 1879); Super 9 all base wagers, then
// all Bonus Tie wagers (line 1890). The same cards settle differently.
func TestNinesCoverOrder(t *testing.T) {
	hands := []seatHand{{2, "3D 4D QD", false}, {3, "4H 5H KH", false}, {4, "2C KC QC 3C", false}}
	pd := "3S 4S KS" // a natural 7
	ws := func(results ...string) []string {
		return []string{
			wager(2, 0, BetBase, "20.00", "push", "0.00"),
			wager(2, 0, BetBonusTie, "10.00", results[0], results[1]),
			wager(3, 0, BetBase, "40.00", results[2], results[3]),
			wager(4, 0, BetBase, "30.00", "lose", "0.00"),
		}
	}
	// Pan 9: seat 2 base pushes, its Bonus Tie wins 100 but the bank pays
	// only 60 and runs out; the bets after it "will not win or lose"
	// (line 1839): seat 3's winner and seat 4's loser are returned: net -60.
	v := verify(t, Pan9(), nil, ninesRecord("pan-9", 9, 1, "60.00", "-60.00", pd, hands,
		append(ws("win", "60.00", "no_action", "0.00")[:3], wager(4, 0, BetBase, "30.00", "no_action", "0.00"))...))
	if !v.Verified() {
		t.Errorf("pan-9 findings: %+v", v.Findings)
	}
	expectSettlements(t, v,
		want{seat: 2, bet: BetBase, result: "push", payout: "0.00"},
		want{seat: 2, bet: BetBonusTie, result: "win", payout: "60.00", rule: "1839"},
		want{seat: 3, bet: BetBase, result: rules.NoAction, payout: "0.00", rule: "1839"},
		want{seat: 4, bet: BetBase, result: rules.NoAction, payout: "0.00", rule: "1839"})
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(-60) || v.Totals.ExpectedHouseWin != 0 {
		t.Errorf("pan-9 totals %+v", v.Totals)
	}
	// Declared as before this rule, seat 4's loss collected, it is a
	// finding on seat 4's result and on the net.
	v = verify(t, Pan9(), nil, ninesRecord("pan-9", 9, 1, "60.00", "-30.00", pd, hands, ws("win", "60.00", "no_action", "0.00")...))
	if len(v.Findings) != 2 || v.Findings[0].Seat != 4 || v.Findings[0].Field != "result" || v.Findings[1].Field != "net" {
		t.Errorf("pan-9 with seat 4 collected: %+v", v.Findings)
	}
	// Super 9: seat 3 is paid 40 in full, seat 4 collected, and the Bonus
	// Tie gets the 50 left: net -60.
	v = verify(t, Super9(), nil, ninesRecord("super-9", 9, 1, "60.00", "-60.00", pd, hands, ws("win", "50.00", "win", "40.00")...))
	if !v.Verified() {
		t.Errorf("super-9 findings: %+v", v.Findings)
	}
	expectSettlements(t, v,
		want{seat: 2, bet: BetBase, result: "push", payout: "0.00"},
		want{seat: 3, bet: BetBase, result: "win", payout: "40.00", rule: "1939"},
		want{seat: 4, bet: BetBase, result: "lose", payout: "0.00"},
		want{seat: 2, bet: BetBonusTie, result: "win", payout: "50.00", rule: "1960"})
	// Declaring the Pan 9 settlement at a Super 9 table is wrong in three
	// places and in the net.
	v = verify(t, Super9(), nil, ninesRecord("super-9", 9, 1, "60.00", "-30.00", pd, hands, ws("win", "60.00", "no_action", "0.00")...))
	fields := map[string]int{}
	for _, f := range v.Findings {
		fields[f.Bet+"."+f.Field]++
	}
	if fields["player_dealer.net"] != 1 || fields["bonus_tie.payout"] != 1 || fields["base.result"] != 1 || fields["base.payout"] != 1 {
		t.Errorf("findings %+v", v.Findings)
	}
}

// A loser the bank can take only in part is collected up to the bank and
// the rest of the stake returned (line 1880).
func TestNinesPartlyCoveredLoser(t *testing.T) {
	rec := ninesRecord("pan-9", 9, 1, "20.00", "20.00", "4S 5S KS", []seatHand{{2, "2C KC QC 3C", false}},
		wager(2, 0, BetBase, "30.00", "lose", "0.00", "10.00"))
	v := verify(t, Pan9(), nil, rec)
	if !v.Verified() {
		t.Fatalf("findings %+v", v.Findings)
	}
	expectSettlements(t, v, want{seat: 2, bet: BetBase, result: "lose", payout: "0.00", returned: "10.00", rule: "1839"})
	if v.Totals.ExpectedPlayerDealerWin != rules.Dollars(20) {
		t.Errorf("totals %+v", v.Totals)
	}
	// Declaring the whole stake collected is a finding on "returned".
	v = verify(t, Pan9(), nil, strings.Replace(rec, `"returned": "10.00"`, `"returned": "0.00"`, 1))
	if len(v.Findings) != 1 || v.Findings[0].Field != "returned" || v.Findings[0].Expected != "10.00" || v.Findings[0].Rule.Lines != "1839" {
		t.Errorf("findings %+v", v.Findings)
	}
}

func TestNinesImpossibleDraws(t *testing.T) {
	one := func(pd, seat string, logical bool) string {
		return ninesRecord("super-9", 9, 1, "100.00", "0.00", pd, []seatHand{{2, seat, logical}}, wager(2, 0, BetBase, "10.00", "push", "0.00"))
	}
	g := Super9()
	refused(t, g, nil, one("4S 5S KS", "2C 2D KC", false), "cards.seats[0].cards", "total 4", "must draw", "1898-1906")
	refused(t, g, nil, one("4S 5S KS", "3C 4D KC AS", false), "cards.seats[0].cards", "total 7", "must stand")
	refused(t, g, nil, one("3S KS QS", "4C 5D KC", false), "cards.player_dealer", "total 3", "must draw", "1910-1920")
	refused(t, g, nil, one("3S 5S KS AH", "4C 5D KC", false), "cards.player_dealer", "total 8", "must stand")
	refused(t, g, nil, one("4S 5S KS", "2C 3D KC", true), "cards.seats[0].cards", "logical way", "draws on 5", "1922-1933")
	refused(t, g, nil, one("4S 5S KS", "2C 4D KC AS", true), "cards.seats[0].cards", "logical way", "stands on 6")
	refused(t, Pan9(), nil, strings.Replace(one("4S 5S KS", "2C 4D KC AS", true), "super-9", "pan-9", 1), "cards.seats[0].cards", "1845-1847")
	// The option band: a player (or the player-dealer) may stand or draw on
	// 5 and 6 when not set the logical way.
	for _, seat := range []string{"2C 3D KC", "2C 3D KC AH", "2C 4D KC", "2C 4D KC AH"} {
		for _, pd := range []string{"5S KS QS", "5S KS QS 4H", "6S KS QS", "6S KS QS 3H"} {
			if _, err := tryVerify(g, nil, one(pd, seat, false)); err != nil {
				t.Errorf("player %s against %s: %v", seat, pd, err)
			}
		}
	}
	refused(t, g, nil, one("4S 5S KS", "2C 3D", false), "cards.seats[0].cards", "has 2 cards")
	refused(t, g, nil, one("4S 5S KS", "2C 3D AC AH AS", false), "cards.seats[0].cards", "has 5 cards")
	refused(t, g, nil, one("4S 5S", "2C 3D KC", false), "cards.player_dealer", "has 2 cards")
}

func TestNinesDecodeRefusals(t *testing.T) {
	g := Pan9()
	base := func(seat string) string {
		return ninesRecord("pan-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, seat, false}}, wager(2, 0, BetBase, "10.00", "lose", "0.00"))
	}
	for _, c := range []string{"7H", "8H", "9H", "TH"} {
		refused(t, g, nil, base("KC KD "+c), "cards.seats[0].cards[2]", "holds no", "1825")
	}
	refused(t, g, nil, base("KC KD JK"), "cards.seats[0].cards[2]", "joker")
	refused(t, g, nil, strings.Replace(base("KC KD 5H"), `"dice": 9`, `"dice": 2`, 1), "dice", "3 to 18")
	refused(t, g, nil, strings.Replace(base("KC KD 5H"), `"dice": 9`, `"dice": 19`, 1), "dice")
	refused(t, g, nil, strings.Replace(base("KC KD 5H"), `"dice": 9,`, ``, 1), "dice")
	refused(t, g, nil, ninesRecord("pan-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, "KC KD 5H", false}}, wager(2, 0, BetBonusTie, "10.00", "lose", "0.00")),
		"wagers[0].bet", "base game wager", "1873")
	refused(t, g, nil, ninesRecord("pan-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, "KC KD 5H", false}},
		wager(2, 0, BetBase, "10.00", "lose", "0.00"), wager(2, 1, BetBonusTie, "10.00", "lose", "0.00")), "wagers[1].bet", "same bettor")
	refused(t, g, nil, ninesRecord("pan-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, "KC KD 5H", false}}, wager(3, 0, BetBase, "10.00", "lose", "0.00")),
		"wagers[0].seat", "no hand")
	refused(t, g, nil, ninesRecord("pan-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, "KC KD 5H", false}}, wager(1, 0, BetBase, "10.00", "lose", "0.00")),
		"wagers[0].seat", "player-dealer's seat")
	refused(t, g, nil, ninesRecord("pan-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, "KC KD 5H", false}, {2, "KC KD 5H", false}}, wager(2, 0, BetBase, "10.00", "lose", "0.00")),
		"cards.seats[1].seat", "two hands")
	refused(t, g, nil, ninesRecord("pan-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{9, "KC KD 5H", false}}, wager(9, 0, BetBase, "10.00", "lose", "0.00")),
		"cards.seats[0].seat", "1 to 8")
	refused(t, g, nil, strings.Replace(base("KC KD 5H"), `"dice"`, `"dices": 3, "dice"`, 1), "dices", "not a field")
	refused(t, g, nil, strings.Replace(base("KC KD 5H"), `"pan-9"`, `"super-9"`, 1), "game", "pan-9")
	// Settings-dependent refusals.
	refused(t, g, map[string]string{keyDecks: "2"}, base("4S 4S 4S"), "cards", "4S appears 4 times", "2 decks")
	refused(t, Super9(), map[string]string{keyBonusTieBet: "not_offered"},
		ninesRecord("super-9", 9, 1, "100.00", "0.00", "4S 5S KS", []seatHand{{2, "KC KD 5H", false}},
			wager(2, 0, BetBase, "10.00", "lose", "0.00"), wager(2, 0, BetBonusTie, "10.00", "lose", "0.00")), "wagers[1].bet", "without the Bonus Tie Bet")
	if _, err := g.Settings(map[string]string{keyDecks: "1"}); err == nil {
		t.Error("one deck accepted; the rules allow two to twelve (line 1888)")
	}
	if _, err := g.Settings(map[string]string{keyDecks: "13"}); err == nil {
		t.Error("thirteen decks accepted")
	}
	if _, err := g.Settings(map[string]string{keyBonusTieBet: "offered"}); err == nil {
		t.Error("pan-9 accepted the Super 9 bonus_tie_bet setting")
	}
}

func TestNinesFindings(t *testing.T) {
	// Seat 2's natural 9 beats the player-dealer's 7: 25 is paid 25.
	rec := func(result, payout, net string) string {
		return ninesRecord("super-9", 12, 1, "100.00", net, "3S 4S KS", []seatHand{{2, "4D 5D QD", false}}, wager(2, 0, BetBase, "25.00", result, payout))
	}
	if v := verify(t, Super9(), nil, rec("win", "25.00", "-25.00")); !v.Verified() {
		t.Errorf("findings %+v", v.Findings)
	}
	v := verify(t, Super9(), nil, rec("win", "20.00", "-20.00"))
	if len(v.Findings) != 2 || v.Findings[0].Field != "payout" || v.Findings[0].Expected != "25.00" || v.Findings[1].Field != "net" || v.Findings[1].Expected != "-25.00" {
		t.Errorf("findings %+v", v.Findings)
	}
	v = verify(t, Super9(), nil, rec("push", "0.00", "0.00"))
	if len(v.Findings) != 3 {
		t.Errorf("findings %+v", v.Findings)
	}
	if v.Totals.PlayerDealerWin != 0 || v.Totals.ExpectedPlayerDealerWin != rules.Dollars(-25) || v.Totals.Wagered != rules.Dollars(25) {
		t.Errorf("totals %+v", v.Totals)
	}
}
