package baccarat

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// trRecord returns a record of game gameID for the coup dealt from shoe
// (P1, B1, P2, B2, then the third cards, seed 003 lines 222-229) with the
// given wagers. It fails the test when the shoe deals a coup of another
// number of cards than it lists.
func trRecord(t testing.TB, gameID, shoe string, settings map[string]string, wagers []rules.WagerRecord) []byte {
	t.Helper()
	env := rules.Envelope{TableID: "CO-7", HandNumber: 31, Game: gameID,
		DealtAt: time.Date(2026, 11, 21, 22, 14, 5, 0, time.FixedZone("MST", -7*3600)), TableSettings: settings}
	return coupRecord(t, Standard, env, shoe, wagers)
}

// trVerify decodes a record with g and verifies it under its own
// table_settings.
func trVerify(t testing.TB, g rules.Game, data []byte) *rules.Verdict {
	t.Helper()
	h, err := g.Decode(data)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	s, err := g.Settings(h.Envelope().TableSettings)
	if err != nil {
		t.Fatalf("Settings: %v", err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	return v
}

// ftWager is a wager of an example, declared as the example settles it,
// with the seed line the settlement must cite ("" for any line of seed 003).
type ftWager struct {
	bet, amount, result, payout, commission, line string
}

func checkFt(t *testing.T, shoe, summary string, settings map[string]string, wagers []ftWager) {
	t.Helper()
	var ws []rules.WagerRecord
	for i, w := range wagers {
		ws = append(ws, rules.WagerRecord{Seat: i + 1, Bet: w.bet, Amount: w.amount, Result: w.result,
			Payout: w.payout, Commission: w.commission})
	}
	v := trVerify(t, FiveTreasures(), trRecord(t, "five-treasures", shoe, settings, ws))
	if v.Outcome.Summary != summary {
		t.Errorf("outcome %q, want %q", v.Outcome.Summary, summary)
	}
	if len(v.Settlements) != len(wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
	}
	for i, w := range wagers {
		s := v.Settlements[i]
		want := rules.Result{Result: w.result, Payout: money(t, w.payout), Commission: money(t, w.commission)}
		if s.Expected != want {
			t.Errorf("%s $%s: rules give %s %s commission %s; the example says %s %s commission %s",
				w.bet, w.amount, s.Expected.Result, s.Expected.Payout, s.Expected.Commission, want.Result, want.Payout, want.Commission)
		}
		if s.Rule.File != rules.Seed003 || (w.line != "" && s.Rule.Lines != w.line) {
			t.Errorf("%s: settlement cites %v, want seed 003 line %q", w.bet, s.Rule, w.line)
		}
	}
	for _, f := range v.Findings {
		t.Errorf("finding on a record declared as the example says: %+v", f)
	}
}

func ftPayTable(id string) map[string]string { return map[string]string{"treasures_pay_table": id} }

// The digest's derived examples (spec/seed003-colorado-baccarat.md Part E)
// that name 5 Treasures or its events, and coups built from the rule book
// for the rows no example reaches. $10 wagers; "N to 1" pays N × $10.
func TestFiveTreasuresExamples(t *testing.T) {
	lose := func(bet, line string) ftWager { return ftWager{bet, "10.00", "lose", "0.00", "", line} }
	for _, e := range []struct {
		id, shoe, summary string
		table             string // "" runs the example under both pay tables
		wagers            []ftWager
	}{
		// E3: a Banker 3-card 7 wins: Fortune 7 40 to 1, Cover All 6 to 1
		// (lines 354, 363); the Banker is paid less 5% (lines 147, 332).
		{"E3", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", "", []ftWager{
			{"fortune_7", "10.00", "win", "400.00", "", ""},
			{"cover_all", "10.00", "win", "60.00", "", ""},
			{"banker", "10.00", "win", "10.00", "0.50", "145-147"},
			lose("player", "131"), lose("tie", "133"),
			lose("golden_8", "339"), lose("heavenly_9", "340"), lose("blazing_7s", "341"),
		}},
		{"E3_table_1", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", "1", []ftWager{
			{"fortune_7", "10.00", "win", "400.00", "", "354"},
			{"cover_all", "10.00", "win", "60.00", "", "363"},
		}},
		{"E3_table_2", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", "2", []ftWager{
			{"fortune_7", "10.00", "win", "400.00", "", "367"},
			{"cover_all", "10.00", "win", "60.00", "", "377"},
		}},
		{"E4", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", "", []ftWager{
			{"fortune_7", "10.00", "win", "400.00", "", ""},
			{"cover_all", "10.00", "win", "60.00", "", ""},
		}},
		// E16: the Banker's 3-card 7 wins by one point; still a Fortune 7.
		{"E16", "5S 5D 9H 9C 2C 3H", "Banker 7 (3 cards) over Player 6 (3 cards)", "", []ftWager{
			{"fortune_7", "10.00", "win", "400.00", "", ""},
			lose("golden_8", "339"),
		}},
		// E26: a Banker 2-card 7 is no Fortune 7.
		{"E26", "KS 5H QD 2C JC", "Banker 7 (2 cards) over Player 0 (3 cards)", "", []ftWager{
			lose("fortune_7", "338"), lose("cover_all", "342"), lose("blazing_7s", "341"),
		}},
		// E5, E6, E9, E10: one hand a 3-card 9, Heavenly 9 10 to 1.
		{"E5", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", "1", []ftWager{
			{"heavenly_9", "10.00", "win", "100.00", "", "359"},
			{"cover_all", "10.00", "win", "60.00", "", "363"},
			{"player", "10.00", "win", "10.00", "", "143"},
		}},
		{"E5_table_2", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", "2", []ftWager{
			{"heavenly_9", "10.00", "win", "100.00", "", "372"},
			{"cover_all", "10.00", "win", "60.00", "", "377"},
		}},
		// E6: the Banker's 3-card 7 loses, so no Fortune 7.
		{"E6", "AS 2D 4C 2C 4H 3S", "Player 9 (3 cards) over Banker 7 (3 cards)", "", []ftWager{
			{"heavenly_9", "10.00", "win", "100.00", "", ""},
			{"cover_all", "10.00", "win", "60.00", "", ""},
			lose("fortune_7", "338"), lose("blazing_7s", "341"),
		}},
		{"E9", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", "", []ftWager{
			{"heavenly_9", "10.00", "win", "100.00", "", ""},
			{"cover_all", "10.00", "win", "60.00", "", ""},
			{"banker", "10.00", "win", "10.00", "0.50", ""},
		}},
		{"E10", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", "", []ftWager{
			{"heavenly_9", "10.00", "win", "100.00", "", ""},
		}},
		// E11: the Player wins with a 3-card 8: Golden 8 25 to 1.
		{"E11", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", "1", []ftWager{
			{"golden_8", "10.00", "win", "250.00", "", "356"},
			{"cover_all", "10.00", "win", "60.00", "", "363"},
			lose("fortune_7", "338"), lose("blazing_7s", "341"), lose("heavenly_9", "340"),
		}},
		{"E11_table_2", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", "2", []ftWager{
			{"golden_8", "10.00", "win", "250.00", "", "369"},
		}},
		// E12 (X10): two 2-card 7s. Pay Table 2 pays 50 to 1; Pay Table 1
		// prints no such row, so Blazing 7's and Cover All lose under it.
		{"E12_table_1", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", "1", []ftWager{
			lose("blazing_7s", "352-363"), lose("cover_all", "342"),
			{"tie", "10.00", "win", "80.00", "", "144"},
			{"player", "10.00", "push", "0.00", "", "132"},
			{"banker", "10.00", "push", "0.00", "", "128"},
		}},
		{"E12_table_2", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", "2", []ftWager{
			{"blazing_7s", "10.00", "win", "500.00", "", "375"},
			{"cover_all", "10.00", "win", "60.00", "", "377"},
		}},
		// E13 and E17: two 3-card 7s, 400 to 1 (Pay Table 1) or 200 to 1.
		{"E13_table_1", "2S 2H 2D 2C 3C 3D", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", "1", []ftWager{
			{"blazing_7s", "10.00", "win", "4000.00", "", "361"},
			{"cover_all", "10.00", "win", "60.00", "", "363"},
			lose("fortune_7", "338"),
		}},
		{"E13_table_2", "2S 2H 2D 2C 3C 3D", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", "2", []ftWager{
			{"blazing_7s", "10.00", "win", "2000.00", "", "374"},
			{"cover_all", "10.00", "win", "60.00", "", "377"},
		}},
		{"E17_table_1", "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", "1", []ftWager{
			{"blazing_7s", "10.00", "win", "4000.00", "", "361"},
		}},
		{"E17_table_2", "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", "2", []ftWager{
			{"blazing_7s", "10.00", "win", "2000.00", "", "374"},
		}},
		// E1, E2: naturals, and a 3-3 tie: no bonus wager wins.
		{"E1", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", "", []ftWager{
			lose("fortune_7", "338"), lose("golden_8", "339"), lose("heavenly_9", "340"), lose("blazing_7s", "341"), lose("cover_all", "342"),
		}},
		{"E2", "2C TS 3D 3S 8H", "Tie 3: Player 3 (3 cards), Banker 3 (2 cards)", "", []ftWager{
			lose("fortune_7", "338"), lose("golden_8", "339"), lose("heavenly_9", "340"), lose("blazing_7s", "341"), lose("cover_all", "342"),
			{"tie", "10.00", "win", "80.00", "", "144"},
		}},
		// Built from the rules: both hands 3-card 9s (Player 2+2 draws a 5;
		// Banker 4 draws on a 5, line 273): 75 to 1 (lines 358, 371).
		{"both_nines_table_1", "2S 2H 2D 2C 5S 5H", "Tie 9: Player 9 (3 cards), Banker 9 (3 cards)", "1", []ftWager{
			{"heavenly_9", "10.00", "win", "750.00", "", "358"},
			{"cover_all", "10.00", "win", "60.00", "", "363"},
		}},
		{"both_nines_table_2", "2S 2H 2D 2C 5S 5H", "Tie 9: Player 9 (3 cards), Banker 9 (3 cards)", "2", []ftWager{
			{"heavenly_9", "10.00", "win", "750.00", "", "371"},
		}},
		// Built from the rules (X10): a 2-card 7 against a 3-card 7 (the
		// Player stands on 7, the Banker draws on 5, line 279; or the Player
		// draws to 7 and the Banker stands on 7, line 276). No row pays it.
		{"mixed_7s_table_1", "3S 3H 4D 2C 2D", "Tie 7: Player 7 (2 cards), Banker 7 (3 cards)", "1", []ftWager{
			lose("blazing_7s", "352-363"), lose("cover_all", "342"),
		}},
		{"mixed_7s_table_2", "3S 3H 4D 2C 2D", "Tie 7: Player 7 (2 cards), Banker 7 (3 cards)", "2", []ftWager{
			lose("blazing_7s", "365-377"), lose("cover_all", "342"),
		}},
		{"mixed_7s_other_way", "2S 4H 3D 3C 2C", "Tie 7: Player 7 (3 cards), Banker 7 (2 cards)", "2", []ftWager{
			lose("blazing_7s", "365-377"), lose("cover_all", "342"),
		}},
	} {
		tables := []string{"1", "2"}
		if e.table != "" {
			tables = []string{e.table}
		}
		for _, tbl := range tables {
			t.Run(e.id+"/"+tbl, func(t *testing.T) {
				checkFt(t, e.shoe, e.summary, ftPayTable(tbl), e.wagers)
			})
		}
	}
}

// Line 332: 5% commission on winning Banker hands; line 149's rounding up
// to 25 cents is the licensee's to post.
func TestFiveTreasuresCommission(t *testing.T) {
	const shoe, summary = "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)"
	for _, c := range []struct{ rounding, stake, want string }{
		{"down_to_cent", "13.00", "0.65"},
		{"down_to_cent", "10.10", "0.50"},
		{"up_to_quarter", "13.00", "0.75"},
		{"up_to_quarter", "3.00", "0.25"},
	} {
		checkFt(t, shoe, summary, map[string]string{"commission_rounding": c.rounding},
			[]ftWager{{"banker", c.stake, "win", c.stake, c.want, "145-147"}})
	}
	// A tie is void for the Banker wager; 5 Treasures takes no tie vigorish.
	checkFt(t, "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", nil,
		[]ftWager{{"banker", "100.00", "push", "0.00", "", "128"}})
}

// Wrong settlements are findings citing the row of the posted table.
func TestFiveTreasuresFindings(t *testing.T) {
	data := trRecord(t, "five-treasures", "3S 5H 4D 2C", ftPayTable("1"), []rules.WagerRecord{
		{Seat: 1, Bet: "blazing_7s", Amount: "10.00", Result: "win", Payout: "500.00"}, // Pay Table 2's row
		{Seat: 2, Bet: "cover_all", Amount: "10.00", Result: "win", Payout: "60.00"},
		{Seat: 3, Bet: "tie", Amount: "10.00", Result: "win", Payout: "80.00"},
	})
	v := trVerify(t, FiveTreasures(), data)
	want := []struct{ bet, field, declared, expected, lines string }{
		{"blazing_7s", "result", "win", "lose", "352-363"},
		{"blazing_7s", "payout", "500.00", "0.00", "352-363"},
		{"cover_all", "result", "win", "lose", "342"},
		{"cover_all", "payout", "60.00", "0.00", "342"},
	}
	if len(v.Findings) != len(want) {
		t.Fatalf("findings %+v, want %d", v.Findings, len(want))
	}
	for i, w := range want {
		f := v.Findings[i]
		if f.Bet != w.bet || f.Field != w.field || f.Declared != w.declared || f.Expected != w.expected || f.Rule != co(w.lines) {
			t.Errorf("finding %d = %+v, want %+v", i, f, w)
		}
	}
	// Under Pay Table 2 the same record is right but for nothing.
	v = trVerify(t, FiveTreasures(), trRecord(t, "five-treasures", "3S 5H 4D 2C", ftPayTable("2"), []rules.WagerRecord{
		{Seat: 1, Bet: "blazing_7s", Amount: "10.00", Result: "win", Payout: "500.00"},
	}))
	if !v.Verified() {
		t.Errorf("Pay Table 2: %+v", v.Findings)
	}
	// The Dragon Bonus of line 323 is no wager of 5 Treasures (X11).
	_, err := FiveTreasures().Decode(trRecord(t, "five-treasures", "3S 5H 4D 2C", nil, []rules.WagerRecord{
		{Seat: 1, Bet: "dragon_bonus_player", Amount: "10.00", Result: "lose", Payout: "0.00"},
	}))
	if ie, ok := rules.AsInputError(err); !ok || ie.Errors[0].Field != "wagers[0].bet" {
		t.Errorf("a Dragon Bonus wager: %v, want an InputError naming wagers[0].bet", err)
	}
}

func TestFiveTreasuresSettings(t *testing.T) {
	s, err := FiveTreasures().Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"decks": "8", "commission_rate": "5", "commission_rounding": "down_to_cent",
		"tie_odds": "8", "treasures_pay_table": "1"}
	if fmt.Sprint(s.Values()) != fmt.Sprint(want) {
		t.Errorf("defaults %v, want %v", s.Values(), want)
	}
	fs := s.(*ftSettings)
	if fs.commission != (commission{rate: 500, rounding: rules.DownToCent}) || fs.table.id != "1" || fs.decks != 8 {
		t.Errorf("compiled %+v", fs)
	}
	for _, c := range []struct {
		key, value string
		ok         bool
	}{
		{"treasures_pay_table", "2", true}, {"treasures_pay_table", "3", false},
		{"commission_rate", "5", true}, {"commission_rate", "10", false},
		{"commission_mode", "tie", false}, // no tie vigorish (line 332)
		{"commission_rounding", "up_to_quarter", true},
		{"tie_odds", "9", true}, {"tie_odds", "7", false},
		{"decks", "6", true}, {"decks", "5", false},
		{"bonus_pay_table", "A", false},
	} {
		_, err := FiveTreasures().Settings(map[string]string{c.key: c.value})
		if c.ok != (err == nil) {
			t.Errorf("Settings(%s=%s) = %v, want ok %v", c.key, c.value, err, c.ok)
		}
		if ie, isInput := rules.AsInputError(err); err != nil && (!isInput || ie.Errors[0].Field != "settings."+c.key) {
			t.Errorf("Settings(%s=%s) = %v, want an InputError naming settings.%s", c.key, c.value, err, c.key)
		}
	}
}

func TestFiveTreasuresInfo(t *testing.T) {
	info := FiveTreasures().Info()
	if info.ID != "five-treasures" || info.Family != "baccarat" || info.Banking != "house" || info.Sources[0] != co("317-377") {
		t.Errorf("info header %+v", info)
	}
	var bets []string
	for _, w := range info.Wagers {
		bets = append(bets, w.Bet)
		if w.Name == "" || w.Wins == "" || w.Pays == "" || w.Rule.File != rules.Seed003 {
			t.Errorf("wager %+v is not fully described", w)
		}
	}
	if got := strings.Join(bets, " "); got != "player banker tie fortune_7 golden_8 heavenly_9 blazing_7s cover_all" {
		t.Errorf("bets %s", got)
	}
	var tables []string
	for _, pt := range info.PayTables {
		tables = append(tables, fmt.Sprintf("%s:%s:%d", pt.ID, pt.Setting, len(pt.Rows)))
	}
	if got := strings.Join(tables, " "); got != "1:treasures_pay_table:6 2:treasures_pay_table:7" {
		t.Errorf("pay tables %s", got)
	}
	for _, s := range info.Settings {
		if s.Doc == "" || s.Rule.File != rules.Seed003 {
			t.Errorf("setting %s has no doc or citation", s.Key)
		}
	}
	if len(fiveTreasures.Notes()) == 0 {
		t.Error("no published figures in the notes")
	}
}

// The data against the rule book: each row's line prints the outcome and
// "Pays N to 1", every "Pays" line of a table is a row of it, each table's
// first line is its heading, and each bonus wager's rule names it.
func TestFiveTreasuresSeed(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed003)
	for _, tbl := range ftTables {
		first, last, err := co(tbl.lines).Range()
		if err != nil {
			t.Fatal(err)
		}
		if h := strings.TrimSpace(lines[first-1]); h != "Pay Table "+tbl.id {
			t.Errorf("Pay Table %s: line %d reads %q", tbl.id, first, h)
		}
		rowAt := map[string]ftRow{}
		for _, r := range tbl.rows {
			rowAt[r.line] = r
			text := seedtext.Text(t, co(r.line))
			wager, outcome, _ := strings.Cut(r.outcome, ": ")
			if !strings.Contains(text, outcome) || !strings.Contains(text, "Pays "+r.odds.String()) {
				t.Errorf("Pay Table %s: %q at %s, but line %s reads %q", tbl.id, outcome, r.odds, r.line, text)
			}
			// The wager's name heads its rows: the nearest line above
			// without "Pays".
			n, _, _ := co(r.line).Range()
			for n--; strings.Contains(lines[n-1], "Pays"); n-- {
			}
			if h := strings.TrimSpace(lines[n-1]); h != wager {
				t.Errorf("Pay Table %s line %s: the heading above reads %q, the data says %q", tbl.id, r.line, h, wager)
			}
		}
		for n := first; n <= last; n++ {
			if strings.Contains(lines[n-1], "Pays") {
				if _, ok := rowAt[fmt.Sprint(n)]; !ok {
					t.Errorf("Pay Table %s: line %d (%q) is no row of the data", tbl.id, n, lines[n-1])
				}
			}
		}
	}
	info := FiveTreasures().Info()
	for i, b := range fiveTreasures.bets {
		text := seedtext.Text(t, b.rule)
		switch {
		case i < 3: // Player, Banker, Tie: the core lines print the odds
			if !strings.Contains(text, b.odds.String()) {
				t.Errorf("%s pays %s, but %s reads %q", b.id, b.odds, b.rule, text)
			}
		default:
			if !strings.Contains(text, info.Wagers[i].Name) {
				t.Errorf("%s (%s) cites %s, which reads %q", b.id, info.Wagers[i].Name, b.rule, text)
			}
		}
	}
	specs := map[string]rules.SettingSpec{}
	for _, s := range info.Settings {
		specs[s.Key] = s
		seedtext.Text(t, s.Rule)
	}
	if !strings.Contains(seedtext.Text(t, specs["commission_rate"].Rule), specs["commission_rate"].Default+"% commission on winning Banker hands") {
		t.Errorf("commission_rate %s is not what %s reads", specs["commission_rate"].Default, specs["commission_rate"].Rule)
	}
	if s := specs["tie_odds"]; !strings.Contains(seedtext.Text(t, s.Rule), "at least "+s.Default+" to 1") {
		t.Errorf("tie_odds default %s is not what %s reads", s.Default, s.Rule)
	}
	if s := specs["decks"]; !strings.Contains(seedtext.Text(t, s.Rule), s.Range+" decks") {
		t.Errorf("decks range %s is not what %s reads", s.Range, s.Rule)
	}
	if s := specs["treasures_pay_table"]; !strings.Contains(seedtext.Text(t, s.Rule), "posted pay table") {
		t.Errorf("treasures_pay_table cites %s", s.Rule)
	}
}

// ftCounts are the 5 Treasures events over every ordered six-card deal of
// eight decks, counted by point value (ten-valued cards: 128, others 32),
// from the coup's totals alone: independent of the bets' code.
type ftCounts struct {
	deals, fortune7, golden8, nineBoth, nineOne, sevens3, sevens2, sevensMixed uint64
}

func countTreasures() ftCounts {
	var left [10]uint64
	left[0] = 128
	for v := 1; v <= 9; v++ {
		left[v] = 32
	}
	var n ftCounts
	var shoe [6]rules.Card
	var deal func(k int, ways uint64)
	deal = func(k int, ways uint64) {
		if k == 6 {
			c, _ := Play(shoe[:])
			n.deals += ways
			p, b := &c.Player, &c.Banker
			switch {
			case p.Points() > b.Points() && p.Points() == 8 && p.Len() == 3:
				n.golden8 += ways
			case b.Points() > p.Points() && b.Points() == 7 && b.Len() == 3:
				n.fortune7 += ways
			}
			nines := 0
			if p.Points() == 9 && p.Len() == 3 {
				nines++
			}
			if b.Points() == 9 && b.Len() == 3 {
				nines++
			}
			switch nines {
			case 2:
				n.nineBoth += ways
			case 1:
				n.nineOne += ways
			}
			if p.Points() == 7 && b.Points() == 7 {
				switch {
				case p.Len() == 3 && b.Len() == 3:
					n.sevens3 += ways
				case p.Len() == 2 && b.Len() == 2:
					n.sevens2 += ways
				default:
					n.sevensMixed += ways
				}
			}
			return
		}
		for v := range left {
			if left[v] == 0 {
				continue
			}
			w := ways * left[v]
			left[v]--
			shoe[k] = cardOf(v, rules.Spades)
			deal(k+1, w)
			left[v]++
		}
	}
	deal(0, 1)
	return n
}

// Every deal of eight decks under both pay tables: each line's count
// against the independent count above and the Wizard of Odds' published
// Fortune 7 and Golden 8 counts, and Cover All as the sum of the four.
func TestEnumerateFiveTreasures(t *testing.T) {
	g := FiveTreasures()
	var variants []rules.Settings
	for _, id := range []string{"1", "2"} {
		s, err := g.Settings(ftPayTable(id))
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(g, variants...)
	if err != nil {
		t.Fatal(err)
	}
	n := countTreasures()
	const published = 4_998_398_275_503_360 // Wizard of Odds, 5 Treasures
	const fortune7Published, golden8Published = 112_633_011_329_024, 172_660_763_262_976
	if n.deals != published || n.fortune7 != fortune7Published || n.golden8 != golden8Published {
		t.Fatalf("independent count %+v disagrees with the published deals, Fortune 7 and Golden 8", n)
	}
	if n.sevensMixed == 0 || n.sevens2 == 0 || n.nineBoth == 0 {
		t.Fatalf("independent count %+v misses an event", n)
	}
	for i, f := range fs {
		tbl := &ftTables[i]
		if f.Deals != published {
			t.Fatalf("table %s: %d deals", tbl.id, f.Deals)
		}
		for _, b := range f.Bets {
			var sum uint64
			for _, l := range b.Lines {
				sum += l.Ways
			}
			if sum != f.Deals {
				t.Errorf("table %s %s: lines cover %d of %d deals", tbl.id, b.Bet, sum, f.Deals)
			}
		}
		line := func(e ftEvent) rules.Cite {
			r, ok := tbl.row(e)
			if !ok {
				return rules.Cite{}
			}
			return co(r.line)
		}
		sevens2, unpaid7s := n.sevens2, n.sevensMixed
		if tbl.id == "1" {
			sevens2, unpaid7s = 0, n.sevensMixed+n.sevens2
		}
		cover := n.fortune7 + n.golden8 + n.nineBoth + n.nineOne + n.sevens3 + sevens2
		for _, c := range []struct {
			bet  string
			rule rules.Cite
			want uint64
		}{
			{"fortune_7", line(ftFortune7), n.fortune7},
			{"golden_8", line(ftGolden8), n.golden8},
			{"heavenly_9", line(ftHeavenly9Both), n.nineBoth},
			{"heavenly_9", line(ftHeavenly9One), n.nineOne},
			{"blazing_7s", line(ftBlazing7sThreeCard), n.sevens3},
			{"blazing_7s", line(ftBlazing7sTwoCard), sevens2},
			{"blazing_7s", co(tbl.lines), unpaid7s},
			{"cover_all", line(ftCoverAll), cover},
			{"cover_all", co("342"), f.Deals - cover},
		} {
			if c.rule == (rules.Cite{}) {
				continue
			}
			if got := f.Bet(c.bet).Ways(c.rule); got != c.want {
				t.Errorf("table %s %s %s: %d deals, want %d", tbl.id, c.bet, c.rule.Lines, got, c.want)
			}
		}
		if got := f.Bet("cover_all").WaysOf(rules.Win); got != cover {
			t.Errorf("table %s: Cover All wins %d deals, the four wagers %d", tbl.id, got, cover)
		}
		// The return follows from the counts: Fortune 7 at 40 to 1 returns
		// (41 × wins − deals) / deals, the published -7.6113%.
		want := big.NewRat(41*fortune7Published-published, published)
		if got := f.Bet("fortune_7").Return; got.Cmp(want) != 0 {
			t.Errorf("Fortune 7 return %s, want %s", got.FloatString(6), want.FloatString(6))
		}
		if edge, _ := new(big.Rat).Neg(f.Bet("golden_8").Return).Float64(); edge < 0.10185 || edge > 0.10195 {
			t.Errorf("Golden 8 house edge %.5f, published 10.19%%", edge)
		}
		// The main wagers are baccarat-co's (TestEnumerateColorado).
		if f.Bet("player").WaysOf(rules.Win) != 2_230_518_282_592_256 || f.Bet("banker").WaysOf(rules.Win) != 2_292_252_566_437_888 ||
			f.Bet("tie").WaysOf(rules.Win) != 475_627_426_473_216 {
			t.Errorf("table %s: main wagers differ from baccarat-co", tbl.id)
		}
	}
}

func FuzzFiveTreasuresDecodeVerify(f *testing.F) {
	for _, c := range []struct {
		shoe  string
		table string
		ws    []rules.WagerRecord
	}{
		{"TC AS 4D AH TH 5C", "1", []rules.WagerRecord{{Seat: 1, Bet: "fortune_7", Amount: "10", Result: "win", Payout: "400"}, {Seat: 1, Bet: "banker", Amount: "10", Result: "win", Payout: "10", Commission: "0.50"}}},
		{"3S 5H 4D 2C", "2", []rules.WagerRecord{{Seat: 2, Bet: "blazing_7s", Amount: "5", Result: "win", Payout: "250"}, {Seat: 2, Bet: "cover_all", Amount: "5", Result: "win", Payout: "30"}}},
		{"2S 2H 2D 2C 5S 5H", "1", []rules.WagerRecord{{Seat: 3, Bet: "heavenly_9", Amount: "1", Result: "win", Payout: "75"}}},
	} {
		f.Add(trRecord(f, "five-treasures", c.shoe, ftPayTable(c.table), c.ws))
	}
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"five-treasures","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["3C","KS","2D"],"banker":["7D","3H"]},"wagers":[{"seat":1,"bet":"golden_8","amount":"1","result":"win","payout":"25"}],"table_settings":{"treasures_pay_table":"3"}}`))
	g := FiveTreasures()
	fuzzVerdicts(f, g, func(t *testing.T, r Record, v *rules.Verdict) {
		for _, st := range v.Settlements {
			if st.Rule.File != rules.Seed003 {
				t.Fatalf("settlement %+v cites no line of seed 003", st)
			}
			if st.Expected.Result == rules.Win && st.Expected.Payout <= 0 {
				t.Fatalf("a winning %s pays %s", st.Bet, st.Expected.Payout)
			}
		}
	})
}

func BenchmarkFiveTreasuresVerify(b *testing.B) {
	data := trRecord(b, "five-treasures", "TC AS 4D AH TH 5C", nil, []rules.WagerRecord{
		{Seat: 1, Bet: "fortune_7", Amount: "10", Result: "win", Payout: "400"},
		{Seat: 2, Bet: "cover_all", Amount: "10", Result: "win", Payout: "60"},
		{Seat: 3, Bet: "banker", Amount: "10", Result: "win", Payout: "10", Commission: "0.50"},
	})
	g := FiveTreasures()
	s, _ := g.Settings(nil)
	for b.Loop() {
		h, err := g.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}
