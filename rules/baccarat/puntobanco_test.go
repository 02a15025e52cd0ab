package baccarat

import (
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// pbRecordOf returns a punto-banco-uk record of the coup dealt from shoe
// (shoe order P1, B1, P2, B2, then the third cards, seed 002 lines
// 1090-1109), declaring each wager as settled. It fails the test when the
// example lists cards the coup does not use.
func pbRecordOf(t testing.TB, shoe string, settings map[string]string, wagers []settled) []byte {
	t.Helper()
	env := rules.Envelope{TableID: "PB-1", HandNumber: 7, Game: "punto-banco-uk",
		DealtAt: time.Date(2026, 11, 21, 23, 5, 0, 0, time.UTC), TableSettings: settings}
	return coupRecord(t, puntoBancoDrawing, env, shoe, settledWagers(wagers))
}

// pbVerify decodes and verifies a record under its own table_settings.
func pbVerify(t *testing.T, data []byte) *rules.Verdict {
	t.Helper()
	return trVerify(t, PuntoBanco(), data)
}

// checkPb verifies the coup dealt from shoe, checks its outcome, and that the
// rules settle each wager as the example says, citing the lines given.
func checkPb(t *testing.T, shoe, summary string, settings map[string]string, wagers []settled, rulesCited ...string) {
	t.Helper()
	v := pbVerify(t, pbRecordOf(t, shoe, settings, wagers))
	if v.Outcome.Summary != summary {
		t.Errorf("outcome %q, want %q", v.Outcome.Summary, summary)
	}
	if len(v.Settlements) != len(wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
	}
	for i, w := range wagers {
		got := v.Settlements[i].Expected
		want := rules.Result{Result: w.result, Payout: money(t, w.payout), Commission: money(t, w.commission)}
		if got != want {
			t.Errorf("%s %s: rules give %s %s commission %s; the example says %s %s commission %s",
				w.bet, w.amount, got.Result, got.Payout, got.Commission, want.Result, want.Payout, want.Commission)
		}
		rule := v.Settlements[i].Rule
		if rule.File != rules.Seed002 {
			t.Errorf("%s: settlement cites %v, want a line of seed 002", w.bet, rule)
		}
		if i < len(rulesCited) && rulesCited[i] != "" && rule.Lines != rulesCited[i] {
			t.Errorf("%s: settlement cites line %s, want %s", w.bet, rule.Lines, rulesCited[i])
		}
	}
	for _, f := range v.Findings {
		t.Errorf("finding on a record declared as the example says: %+v", f)
	}
}

func pbSet(kv ...string) map[string]string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return m
}

// The digest's derived examples for Punto Banco (spec/seed002 §14, examples
// 13 to 16), each checked against the seed lines it names.
func TestPuntoBancoDigestExamples(t *testing.T) {
	// 13: punter K+4 = 4 draws a 6 (0); banker 6+Q = 6 draws on the punter's
	// 6 (line 1151) and gets a 3: banker 9 over 0. £20 on Banco wins £19 at
	// 19 to 20 (line 1084); in Punto 2000, £20 (lines 1168-1169); a Dragon
	// Bonus on the Banker is a non-natural winner by 9: 20-1 minimum
	// (line 1222), 30-1 under pay tables 1 and 3 (lines 1243, 1259), 20-1
	// under pay table 2 (line 1251).
	const ex13 = "KS 6H 4D QC 6C 3D"
	const sum13 = "Banker 9 (3 cards) over Player 0 (3 cards)"
	t.Run("13_punto_banco", func(t *testing.T) {
		checkPb(t, ex13, sum13, nil, []settled{
			{"banker", "20.00", "win", "19.00", ""},
			{"player", "20.00", "lose", "0.00", ""},
			{"tie", "10.00", "lose", "0.00", ""},
			{"dragon_bonus_banker", "10.00", "win", "300.00", ""},
			{"dragon_bonus_player", "10.00", "lose", "0.00", ""},
		}, "1084", "1110-1135", "1137-1139", "1243", "1269-1270")
	})
	t.Run("13_punto_2000", func(t *testing.T) {
		checkPb(t, ex13, sum13, pbSet("version", "punto_2000"), []settled{
			{"banker", "20.00", "win", "20.00", ""},
		}, "1168-1169")
	})
	for _, c := range []struct{ table, payout, line string }{
		{"minimum", "200.00", "1222"}, {"1", "300.00", "1243"}, {"2", "200.00", "1251"}, {"3", "300.00", "1259"},
	} {
		t.Run("13_dragon_table_"+c.table, func(t *testing.T) {
			checkPb(t, ex13, sum13, pbSet("dragon_pay_table", c.table), []settled{
				{"dragon_bonus_banker", "10.00", "win", c.payout, ""},
			}, c.line)
		})
	}

	// 14: punter 2+3 = 5 draws an 8 (3); banker A+2 = 3 stands on the
	// punter's 8 (line 1147): equal merit. Egalité 8 to 1, Punto and Banco
	// void (lines 1137-1139); a non-natural tie "does not win" the Dragon
	// Bonus (lines 1269-1270).
	const ex14 = "2S AH 3D 2C 8H"
	const sum14 = "Tie 3: Player 3 (3 cards), Banker 3 (2 cards)"
	t.Run("14", func(t *testing.T) {
		checkPb(t, ex14, sum14, nil, []settled{
			{"tie", "10.00", "win", "80.00", ""},
			{"player", "10.00", "push", "0.00", ""},
			{"banker", "10.00", "push", "0.00", ""},
			{"dragon_bonus_player", "10.00", "lose", "0.00", ""},
			{"dragon_bonus_banker", "10.00", "lose", "0.00", ""},
		}, "1088", "1137-1139", "1137-1139", "1269-1270", "1269-1270")
	})
	t.Run("14_punto_2000_better_tie_odds", func(t *testing.T) {
		checkPb(t, ex14, sum14, pbSet("version", "punto_2000", "tie_odds", "9"), []settled{
			{"tie", "10.00", "win", "90.00", ""},
			{"banker", "10.00", "push", "0.00", ""},
		}, "1088", "1137-1139")
	})

	// 15: punter T+3 = 3 draws a 2 (5); banker 4+2 = 6 stands on the
	// punter's 2 (line 1151): banker 6 over 5. £10 on Banco wins £9.50, or
	// £5 at 1 to 2 in Punto 2000 (lines 1168-1170). The Banker wins by one
	// point: the Dragon Bonus loses (lines 1264-1267).
	const ex15 = "TS 4H 3D 2C 2H"
	const sum15 = "Banker 6 (2 cards) over Player 5 (3 cards)"
	t.Run("15_punto_banco", func(t *testing.T) {
		checkPb(t, ex15, sum15, nil, []settled{
			{"banker", "10.00", "win", "9.50", ""},
			{"dragon_bonus_banker", "10.00", "lose", "0.00", ""},
			{"player", "10.00", "lose", "0.00", ""},
		}, "1084", "1264-1267", "1110-1135")
	})
	t.Run("15_punto_2000", func(t *testing.T) {
		checkPb(t, ex15, sum15, pbSet("version", "punto_2000"), []settled{
			{"banker", "10.00", "win", "5.00", ""},
		}, "1168-1170")
	})

	// 16: punter 9+K, banker 5+3: naturals, nobody draws (lines 1103-1104).
	// Punto wins 1 to 1; a Dragon Bonus on the Player is a natural winner at
	// 1 to 1 (lines 1212-1213), though it wins by one point only.
	t.Run("16_naturals", func(t *testing.T) {
		checkPb(t, "9S 5H KD 3C", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", nil, []settled{
			{"player", "10.00", "win", "10.00", ""},
			{"dragon_bonus_player", "10.00", "win", "10.00", ""},
			{"dragon_bonus_banker", "10.00", "lose", "0.00", ""},
			{"banker", "10.00", "lose", "0.00", ""},
		}, "1086", "1212-1213", "1269-1270", "1110-1135")
	})
	// Naturals 8 against 8: Egalité 8 to 1, the Dragon Bonus stands off on
	// either hand (lines 1215-1216).
	t.Run("16_natural_tie", func(t *testing.T) {
		checkPb(t, "8S 4H KD 4C", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", nil, []settled{
			{"tie", "10.00", "win", "80.00", ""},
			{"dragon_bonus_player", "10.00", "push", "0.00", ""},
			{"dragon_bonus_banker", "10.00", "push", "0.00", ""},
			{"player", "10.00", "push", "0.00", ""},
			{"banker", "10.00", "push", "0.00", ""},
		}, "1088", "1215-1216", "1215-1216", "1137-1139", "1137-1139")
	})
}

// The Dragon Bonus beyond the digest's examples: a natural winner is paid 1
// to 1 whatever its margin; a non-natural winner by exactly four points is
// paid the table's four-point row; by three it loses; a hand that wins on
// two cards without a natural is paid by margin, or loses under the
// literal reading (interpretation P2).
func TestPuntoBancoDragonBonus(t *testing.T) {
	t.Run("natural_winner_by_nine_pays_even", func(t *testing.T) {
		// Banker K+9 = 9 natural, punter K+K = 0: a 9-point margin, but a
		// natural winner (lines 1212-1213), not a non-natural one.
		checkPb(t, "KS KH KD 9C", "Banker 9 (2 cards, natural) over Player 0 (2 cards)", nil, []settled{
			{"dragon_bonus_banker", "10.00", "win", "10.00", ""},
			{"dragon_bonus_player", "10.00", "lose", "0.00", ""},
		}, "1212-1213", "1269-1270")
	})
	// Punter 7+K stands on 7; banker 2+T = 2 draws an ace: 7 over 3, a
	// two-card non-natural winner by four.
	const twoCard = "7S 2H KD TC AS"
	const twoCardSum = "Player 7 (2 cards) over Banker 3 (3 cards)"
	for _, c := range []struct{ table, rule, result, payout, line string }{
		{"1", "margin", "win", "10.00", "1248"},
		{"2", "margin", "win", "10.00", "1256"},
		{"3", "margin", "win", "20.00", "1262"},
		{"minimum", "margin", "win", "10.00", "1227"},
		{"1", "loses", "lose", "0.00", "1206-1210"},
		{"3", "loses", "lose", "0.00", "1206-1210"},
	} {
		t.Run("two_card_winner_"+c.rule+"_table_"+c.table, func(t *testing.T) {
			checkPb(t, twoCard, twoCardSum, pbSet("dragon_pay_table", c.table, "dragon_two_card_winner", c.rule), []settled{
				{"dragon_bonus_player", "10.00", c.result, c.payout, ""},
			}, c.line)
		})
	}
	// Punter 2+K draws a 9 (1); banker 3+T = 3 draws on the punter's 9
	// (line 1147) and gets a 3: banker 6 over 1, a three-card winner by
	// five. Pay table 1 pays 2-1 (line 1247), pay table 2 3-1 (line 1255),
	// pay table 3 2-1 (line 1262), whatever the two-card rule.
	const byFive = "2S 3H KD TC 9C 3D"
	const byFiveSum = "Banker 6 (3 cards) over Player 1 (3 cards)"
	for _, c := range []struct{ table, payout, line string }{
		{"1", "20.00", "1247"}, {"2", "30.00", "1255"}, {"3", "20.00", "1262"}, {"minimum", "20.00", "1226"},
	} {
		t.Run("three_card_winner_by_5_table_"+c.table, func(t *testing.T) {
			checkPb(t, byFive, byFiveSum, pbSet("dragon_pay_table", c.table, "dragon_two_card_winner", "loses"), []settled{
				{"dragon_bonus_banker", "10.00", "win", c.payout, ""},
			}, c.line)
		})
	}
	t.Run("three_card_winner_by_3_loses", func(t *testing.T) {
		// Punter 2+K draws an ace (3); banker 4+2 = 6 stands on the
		// punter's ace (line 1151): 6 over 3, by three points.
		checkPb(t, "2S 4H KD 2C AC", "Banker 6 (2 cards) over Player 3 (3 cards)", pbSet("dragon_pay_table", "3"), []settled{
			{"dragon_bonus_banker", "10.00", "lose", "0.00", ""},
		}, "1264-1267")
	})
}

// Punto 2000 pays a Banco winning with 6 at 1 to 2 however many cards make
// the 6, and 1 to 1 on every other win, with no commission (lines
// 1164-1170).
func TestPunto2000(t *testing.T) {
	p2000 := pbSet("version", "punto_2000")
	checkPb(t, "2S 3H KD TC 9C 3D", "Banker 6 (3 cards) over Player 1 (3 cards)", p2000, []settled{
		{"banker", "10.00", "win", "5.00", ""},
		{"player", "10.00", "lose", "0.00", ""},
	}, "1168-1170", "1110-1135")
	// Banker 7 (K+7, two cards) over a punter 2+K+A = 3.
	checkPb(t, "2S KH KD 7C AC", "Banker 7 (2 cards) over Player 3 (3 cards)", p2000, []settled{
		{"banker", "10.00", "win", "10.00", ""},
	}, "1168-1169")
	// The commission settings do not touch Punto 2000.
	checkPb(t, "TS 4H 3D 2C 2H", "Banker 6 (2 cards) over Player 5 (3 cards)",
		pbSet("version", "punto_2000", "banker_payout", "gross", "commission_rate", "2.5"), []settled{
			{"banker", "10.00", "win", "5.00", ""},
		}, "1168-1170")
}

// Rounding and recording of the Banco (interpretation P8): 19 to 20 of
// £10.10 is £9.595, 1 to 2 of £10.01 is £5.005; the fraction is dropped, or
// goes to the player under banker_fraction=to_player. Recorded gross, a
// winning Banco is paid 1 to 1 with the commission beside it.
func TestPuntoBancoBancoRounding(t *testing.T) {
	const bankerSix = "TS 4H 3D 2C 2H" // Banker 6 over 5
	const sum = "Banker 6 (2 cards) over Player 5 (3 cards)"
	for _, c := range []struct {
		name     string
		settings map[string]string
		stake    string
		payout   string
		comm     string
		line     string
	}{
		{"net_drop", nil, "10.10", "9.59", "", "1084"},
		{"net_to_player", pbSet("banker_fraction", "to_player"), "10.10", "9.60", "", "1084"},
		{"net_whole", pbSet("banker_fraction", "to_player"), "20.00", "19.00", "", "1084"},
		{"gross", pbSet("banker_payout", "gross"), "20.00", "20.00", "1.00", "1084"},
		{"gross_fraction_dropped", pbSet("banker_payout", "gross", "banker_fraction", "to_player"), "10.10", "10.10", "0.50", "1084"},
		{"four_percent_net", pbSet("commission_rate", "4"), "10.00", "9.60", "", "1084"},
		{"four_percent_gross", pbSet("commission_rate", "4", "banker_payout", "gross"), "10.00", "10.00", "0.40", "1084"},
		{"no_commission", pbSet("commission_rate", "0"), "10.00", "10.00", "", "1084"},
		{"punto_2000_drop", pbSet("version", "punto_2000"), "10.01", "5.00", "", "1168-1170"},
		{"punto_2000_to_player", pbSet("version", "punto_2000", "banker_fraction", "to_player"), "10.01", "5.01", "", "1168-1170"},
		{"punto_2000_penny", pbSet("version", "punto_2000", "banker_fraction", "to_player"), "0.01", "0.01", "", "1168-1170"},
	} {
		t.Run(c.name, func(t *testing.T) {
			checkPb(t, bankerSix, sum, c.settings, []settled{{"banker", c.stake, "win", c.payout, c.comm}}, c.line)
		})
	}
}

// Wrong settlements get findings that cite seed 002.
func TestPuntoBancoFindings(t *testing.T) {
	data := pbRecordOf(t, "8S 4H KD 4C", pbSet("version", "punto_2000"), []settled{
		{"dragon_bonus_player", "10.00", "lose", "0.00", ""}, // a natural tie stands off
		{"tie", "10.00", "win", "90.00", ""},                 // 8 to 1
	})
	v := pbVerify(t, data)
	data = pbRecordOf(t, "TS 4H 3D 2C 2H", pbSet("version", "punto_2000"), []settled{
		{"banker", "10.00", "win", "10.00", "0.50"}, // 1 to 2 on a 6, no commission
	})
	w := pbVerify(t, data)
	data = pbRecordOf(t, "TS 4H 3D 2C 2H", nil, []settled{
		{"banker", "10.00", "win", "10.00", ""}, // 19 to 20
	})
	x := pbVerify(t, data)
	got := append(append(append([]rules.Finding(nil), v.Findings...), w.Findings...), x.Findings...)
	want := []struct{ bet, field, declared, expected, lines string }{
		{"dragon_bonus_player", "result", "lose", "push", "1215-1216"},
		{"tie", "payout", "90.00", "80.00", "1088"},
		{"banker", "payout", "10.00", "5.00", "1168-1170"},
		{"banker", "commission", "0.50", "0.00", "1164-1170"},
		{"banker", "payout", "10.00", "9.50", "1084"},
	}
	if len(got) != len(want) {
		t.Fatalf("findings %+v, want %d", got, len(want))
	}
	for i, w := range want {
		f := got[i]
		if f.Bet != w.bet || f.Field != w.field || f.Declared != w.declared || f.Expected != w.expected || f.Rule != uk(w.lines) {
			t.Errorf("finding %d = %+v, want %+v", i, f, w)
		}
	}
	if x.Totals.HouseWin != -rules.Dollars(10) || x.Totals.ExpectedHouseWin != -950 {
		t.Errorf("totals %+v", x.Totals)
	}
}

// A seat may back one hand with the Dragon Bonus, not both (lines
// 1193-1195); two seats may back one each.
func TestPuntoBancoDragonOneHandPerSeat(t *testing.T) {
	data := pbRecordOf(t, "9S 5H KD 3C", nil, []settled{
		{"dragon_bonus_player", "10.00", "win", "10.00", ""},
		{"dragon_bonus_banker", "10.00", "lose", "0.00", ""},
	})
	// pbRecordOf gives each wager its own seat; put both on seat 1.
	both := strings.Replace(string(data), `"seat":2`, `"seat":1`, 1)
	if both == string(data) {
		t.Fatal("the record has no seat 2")
	}
	_, err := PuntoBanco().Decode([]byte(both))
	ie, ok := rules.AsInputError(err)
	if !ok || len(ie.Errors) != 1 || ie.Errors[0].Field != "wagers[1].bet" ||
		!strings.Contains(ie.Errors[0].Detail, "002_698357c067349aee.txt:1193-1195") {
		t.Errorf("Decode = %v, want an InputError naming wagers[1].bet and lines 1193-1195", err)
	}
	if _, err := PuntoBanco().Decode(data); err != nil {
		t.Errorf("two seats, one Dragon Bonus each: %v", err)
	}
}

// Hands the Table of Play forbids are refused naming seed 002's lines.
func TestPuntoBancoVerifyErrors(t *testing.T) {
	defaults, err := PuntoBanco().Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, player, banker, field, contains string
	}{
		{"punter stands on 6", `"6D", "KC", "AH"`, `"4S", "3C"`, "cards.player", "the Player stands on 6; the record shows a third card (seeds/002_698357c067349aee.txt:1093-1101)"},
		{"natural then a card", `"9H", "KC", "2D"`, `"4S", "3C"`, "cards.player", "natural 9, so no more cards are dealt to either hand; the record shows a third card for the Player (seeds/002_698357c067349aee.txt:1103-1104)"},
		{"banker 3 stands on an 8", `"2D", "KC", "8H"`, `"3S", "TC", "2C"`, "cards.banker", "the Banker stands on 3 when the Player's third card is worth 8; the record shows a third card (seeds/002_698357c067349aee.txt:1141-1160)"},
		{"banker 6 alone stands", `"7D", "KC"`, `"6S", "TC", "2D"`, "cards.banker", "the Player stood, so the Banker draws on 0-5 and stands on 6-7; the Banker stands on 6 and the record shows a third card (seeds/002_698357c067349aee.txt:1145-1158)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := fmt.Sprintf(`{"table_id":"PB-1","hand_number":3,"game":"punto-banco-uk","dealt_at":"2026-11-21T23:05:00Z",
				"cards":{"player":[%s],"banker":[%s]},"wagers":[]}`, c.player, c.banker)
			h, err := PuntoBanco().Decode([]byte(data))
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			_, err = h.Verify(defaults)
			ie, ok := rules.AsInputError(err)
			if !ok || len(ie.Errors) != 1 {
				t.Fatalf("Verify = %v, want an *InputError", err)
			}
			if f := ie.Errors[0]; f.Field != c.field || !strings.Contains(f.Detail, c.contains) {
				t.Errorf("Verify = %s: %s\nwant %s containing %q", f.Field, f.Detail, c.field, c.contains)
			}
		})
	}
	// A one-deck table refuses a card seen twice.
	s, err := PuntoBanco().Settings(pbSet("decks", "1"))
	if err != nil {
		t.Fatal(err)
	}
	h, err := PuntoBanco().Decode([]byte(`{"table_id":"PB-1","hand_number":3,"game":"punto-banco-uk","dealt_at":"2026-11-21T23:05:00Z",
		"cards":{"player":["2D","KC","AH"],"banker":["2D","3C"]},"wagers":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Verify(s); err == nil {
		t.Error("a one-deck table accepted 2D twice")
	}
	if _, err := PuntoBanco().Decode([]byte(`{"table_id":"PB-1","hand_number":3,"game":"baccarat-co","dealt_at":"2026-11-21T23:05:00Z",
		"cards":{"player":["2D","KC","AH"],"banker":["4D","3C"]},"wagers":[]}`)); err == nil {
		t.Error("punto-banco-uk decoded a baccarat-co record")
	}
}

func TestPuntoBancoSettings(t *testing.T) {
	s, err := PuntoBanco().Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"version": "punto_banco", "decks": "8", "tie_odds": "8", "commission_rate": "5",
		"banker_payout": "net", "banker_fraction": "drop", "dragon_pay_table": "1", "dragon_two_card_winner": "margin"}
	if got := s.Values(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("defaults %v, want %v", got, want)
	}
	ps := s.(*pbSettings)
	if ps.decks != 8 || ps.punto2000 || ps.bankerOdds != (rules.Odds{Win: 19, Per: 20}) || ps.bankerGross ||
		ps.fractionToPlayer || ps.tieOdds != rules.ToOne(8) || ps.dragon.id != "1" || ps.dragonTwoCardLoses {
		t.Errorf("compiled defaults %+v", ps)
	}
	for _, c := range []struct {
		key, value string
		ok         bool
	}{
		{"version", "punto_2000", true}, {"version", "chemin_de_fer", false},
		{"decks", "6", true}, {"decks", "1", true}, {"decks", "0", false}, {"decks", "11", false},
		{"tie_odds", "9", true}, {"tie_odds", "7", false},
		{"commission_rate", "0", true}, {"commission_rate", "2.5", true}, {"commission_rate", "5.01", false}, {"commission_rate", "25", false},
		{"banker_payout", "gross", true}, {"banker_payout", "both", false},
		{"banker_fraction", "to_player", true}, {"banker_fraction", "nearest", false},
		{"dragon_pay_table", "minimum", true}, {"dragon_pay_table", "3", true}, {"dragon_pay_table", "4", false}, {"dragon_pay_table", "A", false},
		{"dragon_two_card_winner", "loses", true}, {"dragon_two_card_winner", "push", false},
		{"commission_mode", "tie", false},
	} {
		_, err := PuntoBanco().Settings(map[string]string{c.key: c.value})
		if c.ok != (err == nil) {
			t.Errorf("Settings(%s=%s) = %v, want ok %v", c.key, c.value, err, c.ok)
		}
		if err != nil {
			ie, ok := rules.AsInputError(err)
			if !ok || len(ie.Errors) != 1 || ie.Errors[0].Field != "settings."+c.key {
				t.Errorf("Settings(%s=%s) = %v, want an InputError naming settings.%s", c.key, c.value, err, c.key)
			}
		}
	}
	for rate, odds := range map[string]rules.Odds{"5": {Win: 19, Per: 20}, "4": {Win: 24, Per: 25}, "2.5": {Win: 39, Per: 40}, "0": {Win: 1, Per: 1}} {
		s, err := PuntoBanco().Settings(pbSet("commission_rate", rate))
		if err != nil {
			t.Fatal(err)
		}
		if got := s.(*pbSettings).bankerOdds; got != odds {
			t.Errorf("commission %s%%: Banco pays %s, want %s", rate, got, odds)
		}
	}
}

func TestPuntoBancoInfo(t *testing.T) {
	info := PuntoBanco().Info()
	if info.ID != "punto-banco-uk" || info.Family != "baccarat" || info.Banking != "house" || len(info.Sources) == 0 {
		t.Errorf("info header %+v", info)
	}
	for _, c := range info.Sources {
		if c.File != rules.Seed002 {
			t.Errorf("source %v is not seed 002", c)
		}
	}
	var bets []string
	for _, w := range info.Wagers {
		bets = append(bets, w.Bet)
		if w.Name == "" || w.Wins == "" || w.Pays == "" || w.Rule.File != rules.Seed002 {
			t.Errorf("wager %+v is not fully described", w)
		}
	}
	if got := strings.Join(bets, " "); got != "player banker tie dragon_bonus_player dragon_bonus_banker" {
		t.Errorf("bets %s", got)
	}
	var tables []string
	for _, pt := range info.PayTables {
		tables = append(tables, pt.ID+":"+pt.Setting)
		for _, r := range pt.Rows {
			if r.Rule.File != rules.Seed002 || r.Pays == "" || r.Outcome == "" {
				t.Errorf("pay table %s row %+v", pt.ID, r)
			}
		}
	}
	if got := strings.Join(tables, " "); got != "punto_banco:version punto_2000:version dragon_minimum:dragon_pay_table dragon_1:dragon_pay_table dragon_2:dragon_pay_table dragon_3:dragon_pay_table" {
		t.Errorf("pay tables %s", got)
	}
	for _, s := range info.Settings {
		if s.Doc == "" || s.Rule.File != rules.Seed002 {
			t.Errorf("setting %s has no doc or citation", s.Key)
		}
	}
	if len(puntoBanco.Notes()) == 0 {
		t.Error("no published figures in the notes")
	}
	if _, err := Enumerate(PuntoBanco(), foreignSettings{}); err == nil {
		t.Error("Enumerate accepted settings of another game")
	}
}

// The Table of Play exactly as printed: for a Banker two-card point 0-7,
// D or S against the punter's third card worth 0-9, then the "No card"
// column (seed 002 lines 1145-1151 for 3-6; lines 1156 and 1158 for 0-2
// and 7). The test below checks it against the seed's text; the
// independent counts use it instead of the engine's tables.
var ukTableau = [8]string{
	0: "DDDDDDDDDDD",
	1: "DDDDDDDDDDD",
	2: "DDDDDDDDDDD",
	3: "DDDDDDDDSDD",
	4: "SSDDDDDDSSD",
	5: "SSSSDDDDSSD",
	6: "SSSSSSDDSSS",
	7: "SSSSSSSSSSS",
}

// The drawing rules cell by cell against the text of seed 002: the grid's
// four rows are parsed from lines 1145-1151, the other rows and the
// punter's rule from the summary lines; every cell of puntoBancoDrawing
// must agree, and so must Deal, which refuses every other card count.
func TestPuntoBancoDrawingAgainstSeed(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed002)
	line := func(n int) string { return lines[n-1] }
	if h := strings.Fields(line(1145)); strings.Join(h, " ") != "0 1 2 3 4 5 6 7 8 9 No card" {
		t.Fatalf("line 1145 is %q, not the grid's header", line(1145))
	}
	parsed := map[int]string{}
	for n := 1146; n <= 1152; n++ {
		f := strings.Fields(line(n))
		for i := range f {
			b, err := strconv.Atoi(f[i])
			if err != nil || len(f)-i-1 != 11 {
				continue
			}
			cells := strings.Join(f[i+1:], "")
			if strings.Trim(cells, "DS") != "" {
				continue
			}
			parsed[b] = cells
		}
	}
	for b := 3; b <= 6; b++ {
		if parsed[b] != ukTableau[b] {
			t.Errorf("Banker %d: the seed's grid reads %q, the test's copy %q", b, parsed[b], ukTableau[b])
		}
	}
	if len(parsed) != 4 {
		t.Errorf("the grid has rows %v, want 3 to 6", parsed)
	}
	for _, c := range []struct {
		n    int
		text string
	}{
		{1098, "5 Punter takes an additional card"}, {1099, "6 or7 Punter stands"}, {1101, "8or9 Punter stands"},
		{1103, "point of 8 or 9, the banker will deal no more"},
		{1153, "D = Draw S = Stand"},
		{1156, "0, 1 or 2 - draws"}, {1157, "6 or 7 - stands"}, {1158, "7 - stands"}, {1160, "8 or 9 - no further draw"},
	} {
		if !strings.Contains(line(c.n), c.text) {
			t.Errorf("line %d reads %q, not %q", c.n, line(c.n), c.text)
		}
	}
	for b := range 3 {
		if ukTableau[b] != strings.Repeat("D", 11) {
			t.Errorf("Banker %d draws always (line 1156); the copy reads %q", b, ukTableau[b])
		}
	}
	if ukTableau[7] != strings.Repeat("S", 11) {
		t.Errorf("Banker 7 stands (line 1158); the copy reads %q", ukTableau[7])
	}

	d := puntoBancoDrawing
	for p := range 8 {
		if want := p <= 5; d.playerDraws(p) != want { // lines 1098-1099
			t.Errorf("punter on %d draws %v, the seed %v", p, d.playerDraws(p), want)
		}
	}
	for b := range 8 {
		for v := 0; v <= 10; v++ {
			third, col := v, v
			if v == 10 {
				third = NoThirdCard
			}
			if want := ukTableau[b][col] == 'D'; d.bankerDraws(b, third) != want {
				t.Errorf("Banker %d against %d: draws %v, the seed %v", b, third, d.bankerDraws(b, third), want)
			}
		}
	}
	for _, c := range []struct {
		cite rules.Cite
		text string
	}{
		{d.Natural, "8 or 9"}, {d.Player, "Punter takes an additional card"}, {d.BankerTable, "D = Draw"}, {d.BankerAlone, "No card"},
	} {
		if !strings.Contains(seedtext.Text(t, c.cite), c.text) {
			t.Errorf("%s does not read %q", c.cite, c.text)
		}
	}
	// Seed 002's rules are Colorado's (seed 003 lines 234-279) cell for cell.
	if d.PlayerDrawsTo != Standard.PlayerDrawsTo || d.BankerDrawsOn != Standard.BankerDrawsOn || d.BankerAloneDrawsTo != Standard.BankerAloneDrawsTo {
		t.Error("seed 002's Table of Play differs from seed 003's")
	}
}

// Deal accepts exactly the card counts the Table of Play gives, for every
// two-card point of each hand and every punter's third card.
func TestPuntoBancoDealExhaustive(t *testing.T) {
	card := func(v int) rules.Card { // a card worth v: ten for 0, ace for 1
		switch v {
		case 0:
			return rules.NewCard(rules.Ten, rules.Spades)
		case 1:
			return rules.NewCard(rules.Ace, rules.Spades)
		}
		return rules.NewCard(rules.Rank(v), rules.Spades)
	}
	ten := card(0)
	for p := range 10 {
		for b := range 10 {
			for v := -1; v <= 9; v++ {
				natural := p >= 8 || b >= 8
				playerThird := !natural && p <= 5
				if (v >= 0) != playerThird {
					continue
				}
				player := []rules.Card{card(p), ten}
				col := 10
				if v >= 0 {
					player = append(player, card(v))
					col = v
				}
				bankerThird := !natural && b <= 7 && ukTableau[b][col] == 'D'
				for pn := 2; pn <= 3; pn++ {
					for bn := 2; bn <= 3; bn++ {
						pl := append([]rules.Card(nil), player[:min(pn, len(player))]...)
						if len(pl) < pn {
							pl = append(pl, card(4))
						}
						bk := []rules.Card{card(b), ten, card(5)}[:bn]
						_, err := puntoBancoDrawing.Deal(pl, bk)
						legal := pn == len(player) && (bn == 3) == bankerThird
						if legal != (err == nil) {
							t.Errorf("punter %d (third %d), banker %d: %d and %d cards: Deal = %v, legal %v", p, v, b, pn, bn, err, legal)
						}
						var de *DrawError
						if err != nil && (!errors.As(err, &de) || de.Rule.File != rules.Seed002) {
							t.Errorf("Deal error %v does not cite seed 002", err)
						}
					}
				}
			}
		}
	}
}

// The order of merit (lines 1110-1135) lists two-card 9 and 8 above three-
// card 9 and 8, and then points; higher point wins everywhere the Table of
// Play can lead. Checked on every sequence of card values.
func TestPuntoBancoOrderOfMerit(t *testing.T) {
	merit := func(h *Hand) int {
		switch {
		case h.Len() == 2 && h.Points() == 9:
			return 12
		case h.Len() == 2 && h.Points() == 8:
			return 11
		case h.Points() == 9:
			return 10
		case h.Points() == 8:
			return 9
		}
		return h.Points() + 1 // 7 is 8th from the bottom, Baccarat (0) the last
	}
	var cards [6]rules.Card
	n := 0
	var walk func(k int)
	walk = func(k int) {
		if k == 6 {
			c, _ := puntoBancoDrawing.Play(cards[:])
			want := Tie
			switch pm, bm := merit(&c.Player), merit(&c.Banker); {
			case pm > bm:
				want = Player
			case bm > pm:
				want = Banker
			}
			if c.Winner() != want {
				t.Fatalf("%v: winner %s, the order of merit says %s", cards, c.Winner(), want)
			}
			n++
			return
		}
		for v := range 10 {
			r := rules.Rank(v)
			if v < 2 {
				r = [2]rules.Rank{rules.Ten, rules.Ace}[v]
			}
			cards[k] = rules.NewCard(r, rules.Clubs)
			walk(k + 1)
		}
	}
	walk(0)
	if n != 1_000_000 {
		t.Errorf("walked %d sequences", n)
	}
}

// The cited lines of seed 002 print the odds the data holds.
func TestPuntoBancoSeedCrossCheck(t *testing.T) {
	text := func(c rules.Cite) string { return strings.Join(strings.Fields(seedtext.Text(t, c)), " ") }
	for i := range puntoBanco.bets {
		b := &puntoBanco.bets[i]
		if b.odds != (rules.Odds{}) && !strings.Contains(text(b.rule), "odds of "+b.odds.String()) {
			t.Errorf("%s pays %s, but %s reads %q", b.id, b.odds, b.rule, text(b.rule))
		}
	}
	if got := lessCommission(maxBancoCommission); !strings.Contains(text(uk("1084")), "minimum, odds of "+got.String()) {
		t.Errorf("the most commission gives %s; line 1084 reads %q", got, text(uk("1084")))
	}
	p2000 := text(rulePunto2000Six)
	for _, want := range []string{"odds of " + punto2000Banker.String() + ", other than", "card total of 6", "odds of " + punto2000BankerSix.String() + "."} {
		if !strings.Contains(p2000, want) {
			t.Errorf("%s does not read %q: %q", rulePunto2000Six, want, p2000)
		}
	}
	if !strings.Contains(text(rulePunto2000Banker), "odds of 1 to 1") || !strings.Contains(text(rulePunto2000NoComm), "will not apply") {
		t.Errorf("Punto 2000 citations %s, %s", rulePunto2000Banker, rulePunto2000NoComm)
	}
	for _, c := range []struct {
		cite rules.Cite
		want string
	}{
		{uk(dragonNatural.line), "natural winner, the Dragon Bonus side wager will win and be paid, as a minimum, odds of " + dragonNatural.odds.String()},
		{ruleDragonTie, "natural winner, but ties, then the Dragon Bonus side wager will be a stand off"},
		{ruleDragonNarrow, "does not win by a clear four points, the Dragon Bonus side wager will lose"},
		{ruleDragonNoWin, "does not win, the Dragon Bonus side wager will lose"},
		{ruleDragonTwoCard, "after a third card has been dealt to that hand"},
		{ruleOrderOfMerit, "order of merit"},
		{ruleEqualMerit, "equal merit, the wagers on punter and banker shall be void"},
		{uk("1193-1195"), "but not on both"},
		{uk("1088"), "Egalité shall be paid, as a minimum, odds of 8 to 1"},
	} {
		if !strings.Contains(text(c.cite), c.want) {
			t.Errorf("%s does not read %q: %q", c.cite, c.want, text(c.cite))
		}
	}

	lines := seedtext.Lines(t, rules.Seed002)
	headers := map[string]string{"minimum": "Minimum odds payable", "1": "Pay table 1", "2": "Pay table 2", "3": "Pay table 3"}
	best := map[int]int64{} // the least odds of pay tables 1-3 for each margin
	for _, tbl := range dragonTables {
		first, _ := strconv.Atoi(tbl.rows[0].line)
		if h := lines[first-3] + lines[first-2]; !strings.Contains(h, headers[tbl.id]) {
			t.Errorf("above the %s table's first row (line %d) the seed reads %q", tbl.id, first, h)
		}
		covered := map[int]bool{}
		for _, r := range tbl.rows {
			want := fmt.Sprintf("Win by %d points %d-%d", r.from, r.odds.Win, r.odds.Per)
			if r.from != r.to {
				want = fmt.Sprintf("Win by %d-%d points %d-%d", r.from, r.to, r.odds.Win, r.odds.Per)
			}
			if got := text(uk(r.line)); got != want {
				t.Errorf("table %s: line %s reads %q, the data %q", tbl.id, r.line, got, want)
			}
			for m := r.from; m <= r.to; m++ {
				if covered[m] {
					t.Errorf("table %s pays a win by %d twice", tbl.id, m)
				}
				covered[m] = true
				if tbl.id != "minimum" && (best[m] == 0 || r.odds.Win < best[m]) {
					best[m] = r.odds.Win
				}
			}
		}
		for m := 4; m <= 9; m++ {
			if !covered[m] {
				t.Errorf("table %s has no row for a win by %d", tbl.id, m)
			}
		}
	}
	// The minimum odds are "drawn from the pay tables" (lines 1229-1230):
	// each is the least the three tables pay.
	minimum := dragonTableByID("minimum")
	for m := 4; m <= 9; m++ {
		r, _ := minimum.row(m)
		if r.odds != rules.ToOne(best[m]) {
			t.Errorf("minimum odds for a win by %d are %s; the least of the pay tables is %d to 1", m, r.odds, best[m])
		}
	}
	if !strings.Contains(text(uk("1229-1230")), "drawn from the pay tables") {
		t.Error("lines 1229-1230 do not say the minimum odds are drawn from the pay tables")
	}

	// Every pay-table row of the catalog is printed at its line, in one of
	// the seed's two ways of writing odds.
	for _, pt := range puntoBanco.Info().PayTables {
		for _, row := range pt.Rows {
			got := text(row.Rule)
			dash := strings.Replace(row.Pays, " to ", "-", 1)
			if !strings.Contains(got, row.Pays) && !strings.Contains(got, dash) {
				t.Errorf("pay table %s row %q pays %s, but %s reads %q", pt.ID, row.Outcome, row.Pays, row.Rule, got)
			}
		}
	}
	specs := map[string]rules.SettingSpec{}
	for _, s := range puntoBanco.Info().Settings {
		specs[s.Key] = s
		if text(s.Rule) == "" {
			t.Errorf("%s cites blank lines %s", s.Key, s.Rule)
		}
	}
	if s := specs[keyTieOdds]; !strings.Contains(text(s.Rule), "minimum, odds of "+s.Default+" to 1") {
		t.Errorf("tie_odds default %s is not the minimum at %s", s.Default, s.Rule)
	}
	if s := specs[keyVersion]; !strings.Contains(text(s.Rule), "Punto 2000") || !strings.Contains(text(s.Rule), "may not be accepted") {
		t.Errorf("version cites %s", s.Rule)
	}
	if s := specs[keyDecks]; !strings.Contains(text(s.Rule), "number of decks") {
		t.Errorf("decks cites %s", s.Rule)
	}
	if s := specs[keyBankerFraction]; !strings.Contains(text(s.Rule), "discretion of the operator") {
		t.Errorf("banker_fraction cites %s", s.Rule)
	}
}

// ukValueCounts is an independent count of every deal of a shoe of d decks,
// by card value (ten-valued cards 16 per deck, the others 4), with the
// drawing rules read from ukTableau: as the enumeration, every ordered
// sequence of six cards.
type ukValueCounts struct {
	deals                         uint64
	playerWins, bankerWins, ties  uint64
	bankerWinsSix                 uint64
	naturalWin, naturalTie        [3]uint64     // by side
	nonNatural, nonNaturalTwoCard [3][10]uint64 // non-natural wins by side and margin
}

func ukCountByValue(decks int) *ukValueCounts {
	vc := &ukValueCounts{}
	var left [10]uint64
	for v := range left {
		left[v] = uint64(4 * decks)
	}
	left[0] = uint64(16 * decks)
	var seq [6]int
	var walk func(k int, w uint64)
	walk = func(k int, w uint64) {
		if k < 6 {
			for v := range 10 {
				if left[v] == 0 {
					continue
				}
				n := left[v]
				left[v]--
				seq[k] = v
				walk(k+1, w*n)
				left[v]++
			}
			return
		}
		vc.deals += w
		p2, b2 := (seq[0]+seq[2])%10, (seq[1]+seq[3])%10
		p, b, pn, bn := p2, b2, 2, 2
		if p2 < 8 && b2 < 8 {
			next, col := 4, 10
			if p2 <= 5 {
				p, pn, col = (p2+seq[4])%10, 3, seq[4]
				next = 5
			}
			if ukTableau[b2][col] == 'D' {
				b, bn = (b2+seq[next])%10, 3
			}
		}
		natural := [3]bool{Player: pn == 2 && p >= 8, Banker: bn == 2 && b >= 8}
		cards := [3]int{Player: pn, Banker: bn}
		var winner Side
		switch {
		case p > b:
			winner = Player
			vc.playerWins += w
		case b > p:
			winner = Banker
			vc.bankerWins += w
			if b == 6 {
				vc.bankerWinsSix += w
			}
		default:
			vc.ties += w
			if natural[Player] {
				vc.naturalTie[Player] += w
				vc.naturalTie[Banker] += w
			}
			return
		}
		switch margin := max(p-b, b-p); {
		case natural[winner]:
			vc.naturalWin[winner] += w
		case cards[winner] == 2:
			vc.nonNaturalTwoCard[winner][margin] += w
			fallthrough
		default:
			vc.nonNatural[winner][margin] += w
		}
	}
	walk(0, 1)
	return vc
}

// Every line of every bet, enumerated by the engine, against the
// independent count by card value, under each pay table, each version and
// both readings of the two-card winner.
func TestEnumeratePuntoBancoAgainstIndependentCount(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates six tables")
	}
	var variants []rules.Settings
	var settings []map[string]string
	for _, set := range []map[string]string{
		nil, pbSet("dragon_pay_table", "2"),
		pbSet("dragon_two_card_winner", "loses", "dragon_pay_table", "3"),
		pbSet("dragon_two_card_winner", "loses", "dragon_pay_table", "minimum"),
		pbSet("decks", "6", "version", "punto_2000", "dragon_pay_table", "3"),
		pbSet("decks", "4", "banker_payout", "gross", "tie_odds", "9"),
	} {
		s, err := PuntoBanco().Settings(set)
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
		settings = append(settings, set)
	}
	fs, err := Enumerate(PuntoBanco(), variants...)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[int]*ukValueCounts{}
	for i, f := range fs {
		s := variants[i].(*pbSettings)
		vc := counts[s.decks]
		if vc == nil {
			vc = ukCountByValue(s.decks)
			counts[s.decks] = vc
		}
		name := fmt.Sprint(settings[i])
		if f.Deals != vc.deals {
			t.Fatalf("%s: %d deals, the independent count %d", name, f.Deals, vc.deals)
		}
		check := func(bet string, rule rules.Cite, want uint64) {
			t.Helper()
			if got := f.Bet(bet).Ways(rule); got != want {
				t.Errorf("%s: %s lines citing %s: %d deals, the independent count %d", name, bet, rule.Lines, got, want)
			}
		}
		for _, b := range f.Bets {
			var sum uint64
			for _, l := range b.Lines {
				sum += l.Ways
			}
			if sum != f.Deals {
				t.Errorf("%s: %s lines cover %d deals of %d", name, b.Bet, sum, f.Deals)
			}
		}
		check("player", uk("1086"), vc.playerWins)
		check("player", ruleEqualMerit, vc.ties)
		check("tie", uk("1088"), vc.ties)
		if s.punto2000 {
			check("banker", rulePunto2000Six, vc.bankerWinsSix)
			check("banker", rulePunto2000Banker, vc.bankerWins-vc.bankerWinsSix)
		} else {
			check("banker", uk("1084"), vc.bankerWins)
		}
		for _, side := range [...]Side{Player, Banker} {
			bet := "dragon_bonus_" + side.String()
			check(bet, uk(dragonNatural.line), vc.naturalWin[side])
			check(bet, ruleDragonTie, vc.naturalTie[side])
			paid := func(m int) uint64 {
				if s.dragonTwoCardLoses {
					return vc.nonNatural[side][m] - vc.nonNaturalTwoCard[side][m]
				}
				return vc.nonNatural[side][m]
			}
			var narrow, twoCard uint64
			for m := 1; m <= 3; m++ {
				narrow += paid(m)
			}
			for m := 1; m <= 9; m++ {
				twoCard += vc.nonNaturalTwoCard[side][m]
			}
			check(bet, ruleDragonNarrow, narrow)
			if s.dragonTwoCardLoses {
				check(bet, ruleDragonTwoCard, twoCard)
			} else {
				check(bet, ruleDragonTwoCard, 0)
			}
			for _, r := range s.dragon.rows {
				var want uint64
				for m := r.from; m <= r.to; m++ {
					want += paid(m)
				}
				check(bet, uk(r.line), want)
			}
		}
	}
}

// Published figures (cited in the game's notes): the main wagers with eight
// and six decks, Punto 2000, and the Dragon Bonus with pay table 1.
func TestEnumeratePuntoBancoPublished(t *testing.T) {
	var variants []rules.Settings
	for _, set := range []map[string]string{nil, pbSet("decks", "6"), pbSet("version", "punto_2000"), pbSet("version", "punto_2000", "decks", "6")} {
		s, err := PuntoBanco().Settings(set)
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(PuntoBanco(), variants...)
	if err != nil {
		t.Fatal(err)
	}
	eight, six, p2000eight, p2000six := fs[0], fs[1], fs[2], fs[3]
	edge := func(f *Frequencies, bet string) float64 {
		e, _ := new(big.Rat).Neg(f.Bet(bet).Return).Float64()
		return e
	}
	near := func(what string, got, want, tol float64) {
		t.Helper()
		if d := got - want; d > tol || d < -tol {
			t.Errorf("%s: %.6f, published %.6f", what, got, want)
		}
	}
	// casinoexploit.com/baccarat.html, "Probabilities in 8deck Baccarat"
	// and "6deck": winning deals of each wager.
	for _, c := range []struct {
		f                   *Frequencies
		banker, player, tie uint64
	}{
		{eight, 2_292_252_566_437_888, 2_230_518_282_592_256, 475_627_426_473_216},
		{six, 403_095_751_234_560, 392_220_492_728_832, 83_552_962_932_288},
	} {
		if got := [3]uint64{c.f.Bet("banker").WaysOf(rules.Win), c.f.Bet("player").WaysOf(rules.Win), c.f.Bet("tie").WaysOf(rules.Win)}; got != [3]uint64{c.banker, c.player, c.tie} {
			t.Errorf("%d decks: Banco, Punto, Egalité win on %v deals, published %d, %d, %d", c.f.Decks, got, c.banker, c.player, c.tie)
		}
	}
	// excelpunks.com: eight decks 0.010579, 0.012351, 0.143596.
	near("8 decks Banco edge", edge(eight, "banker"), 0.010579, 0.0000005)
	near("8 decks Punto edge", edge(eight, "player"), 0.012351, 0.0000005)
	near("8 decks Egalité edge", edge(eight, "tie"), 0.143596, 0.0000005)
	// casinoexploit.com: six decks 1.06%, 1.24%, 14.44%.
	near("6 decks Banco edge", edge(six, "banker"), 0.0106, 0.00005)
	near("6 decks Punto edge", edge(six, "player"), 0.0124, 0.00005)
	near("6 decks Egalité edge", edge(six, "tie"), 0.1444, 0.00005)

	// wizardofodds.com/games/baccarat/appendix/6/, Nepal Baccarat ("Punto
	// Banco 2000"): eight decks, a Banker win with six on
	// 269,232,304,455,680 deals, edge 0.014581; six decks 355,773,521,203,200
	// and 47,322,230,031,360, edge 0.014548.
	if got := p2000eight.Bet("banker").Ways(rulePunto2000Six); got != 269_232_304_455_680 {
		t.Errorf("8 decks: Banker wins with 6 on %d deals", got)
	}
	if a, b := p2000six.Bet("banker").Ways(rulePunto2000Banker), p2000six.Bet("banker").Ways(rulePunto2000Six); a != 355_773_521_203_200 || b != 47_322_230_031_360 {
		t.Errorf("6 decks: Banker wins %d deals at 1 to 1 and %d with 6", a, b)
	}
	near("Punto 2000 8 decks Banco edge", edge(p2000eight, "banker"), 0.014581, 0.0000005)
	near("Punto 2000 6 decks Banco edge", edge(p2000six, "banker"), 0.014548, 0.0000005)

	// wizardofodds.com/games/baccarat/appendix/5/, Dragon Bonus, eight
	// decks: the deals of every paying line and the edges 0.026517 (Player)
	// and 0.093731 (Banker); six decks 2.67% and 9.39%.
	published := map[string][]uint64{ // win by 9, 8, 7, 6, 5, 4; natural win; natural tie
		"dragon_bonus_player": {18_409_431_764_992, 34_097_645_543_424, 89_590_261_473_280, 141_238_897_317_888,
			166_169_165_987_840, 186_780_352_174_080, 812_685_054_124_032, 89_325_908_267_520},
		"dragon_bonus_banker": {15_390_342_909_952, 28_305_092_784_128, 79_517_099_278_336, 119_200_072_366_080,
			157_275_882_332_160, 201_147_167_287_296, 812_685_054_124_032, 89_325_908_267_520},
	}
	pt1 := dragonTableByID("1")
	for bet, ways := range published {
		b := eight.Bet(bet)
		for i, r := range pt1.rows {
			if got := b.Ways(uk(r.line)); got != ways[i] {
				t.Errorf("%s win by %d: %d deals, published %d", bet, r.from, got, ways[i])
			}
		}
		if got := b.Ways(uk(dragonNatural.line)); got != ways[6] {
			t.Errorf("%s natural win: %d deals, published %d", bet, got, ways[6])
		}
		if got := b.Ways(ruleDragonTie); got != ways[7] {
			t.Errorf("%s natural tie: %d deals, published %d", bet, got, ways[7])
		}
	}
	near("8 decks Dragon Bonus (Player) edge", edge(eight, "dragon_bonus_player"), 0.026517, 0.0000005)
	near("8 decks Dragon Bonus (Banker) edge", edge(eight, "dragon_bonus_banker"), 0.093731, 0.0000005)
	near("6 decks Dragon Bonus (Player) edge", edge(six, "dragon_bonus_player"), 0.0267, 0.00005)
	near("6 decks Dragon Bonus (Banker) edge", edge(six, "dragon_bonus_banker"), 0.0939, 0.00005)
}

// The rule book says the minimum odds carry "a house edge of between 11.2%
// and 16.7%, depending on whether six or eight decks are used" (lines
// 1232-1233). The two figures are the Player and the Banker side, each to
// one decimal (truncated), with six decks and with eight: the number of
// decks moves them by less than 0.01% (interpretation P9).
func TestEnumerateDragonMinimumOddsSeedEdge(t *testing.T) {
	m := regexp.MustCompile(`between ([0-9.]+)% and ([0-9.]+)%`).FindStringSubmatch(strings.Join(strings.Fields(seedtext.Text(t, uk("1229-1234"))), " "))
	if m == nil {
		t.Fatal("lines 1229-1234 state no house edge range")
	}
	var variants []rules.Settings
	for _, decks := range []string{"6", "8"} {
		s, err := PuntoBanco().Settings(pbSet("decks", decks, "dragon_pay_table", "minimum"))
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(PuntoBanco(), variants...)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		for i, bet := range []string{"dragon_bonus_player", "dragon_bonus_banker"} {
			permille := new(big.Rat).Mul(new(big.Rat).Neg(f.Bet(bet).Return), big.NewRat(1000, 1))
			// Truncate to tenths of a percent.
			tenths := new(big.Int).Quo(permille.Num(), permille.Denom())
			got := fmt.Sprintf("%d.%d", tenths.Int64()/10, tenths.Int64()%10)
			if got != m[i+1] {
				e, _ := permille.Float64()
				t.Errorf("%d decks, %s: house edge %.3f%%, the rule book %s%%", f.Decks, bet, e/10, m[i+1])
			}
		}
	}
}

// FuzzPuntoBancoDecodeVerify: no record makes Decode or Verify panic, every
// refusal is an *InputError, and a verdict settles each wager once.
func FuzzPuntoBancoDecodeVerify(f *testing.F) {
	for _, c := range []struct {
		shoe     string
		settings map[string]string
		wagers   []settled
	}{
		{"KS 6H 4D QC 6C 3D", nil, []settled{{"banker", "20.00", "win", "19.00", ""}, {"dragon_bonus_banker", "10.00", "win", "300.00", ""}}},
		{"2S AH 3D 2C 8H", pbSet("version", "punto_2000"), []settled{{"tie", "10.00", "win", "80.00", ""}, {"player", "5", "push", "0", ""}}},
		{"8S 4H KD 4C", pbSet("banker_payout", "gross"), []settled{{"dragon_bonus_player", "10.00", "push", "0.00", ""}, {"banker", "10.10", "push", "0.00", "0.50"}}},
		{"7S 2H KD TC AS", pbSet("dragon_two_card_winner", "loses", "dragon_pay_table", "3"), []settled{{"dragon_bonus_player", "10.00", "lose", "0.00", ""}}},
	} {
		f.Add(pbRecordOf(f, c.shoe, c.settings, c.wagers))
	}
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"punto-banco-uk","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["9H","KC"],"banker":["9S","KD"]},"wagers":[{"seat":1,"bet":"dragon_bonus_player","amount":"1","result":"push","payout":"0"},{"seat":1,"bet":"dragon_bonus_banker","amount":"1","result":"push","payout":"0"}]}`))
	g := PuntoBanco()
	fuzzVerdicts(f, g, func(t *testing.T, r Record, v *rules.Verdict) {
		dragon := map[int]int{}
		for _, st := range v.Settlements {
			e := st.Expected
			if e.Payout < 0 || e.Commission < 0 || (e.Result != rules.Win && e.Payout != 0) || st.Rule.File != rules.Seed002 {
				t.Fatalf("impossible settlement %+v", st)
			}
			// No wager is paid more than 30 to 1, the most any table pays.
			if e.Payout > 30*st.Amount && st.Bet != "tie" {
				t.Fatalf("%s paid %s on %s", st.Bet, e.Payout, st.Amount)
			}
			if strings.HasPrefix(st.Bet, "dragon_bonus_") {
				dragon[st.Seat]++
			}
		}
		for seat, n := range dragon {
			if n > 1 {
				t.Fatalf("seat %d has %d Dragon Bonus wagers", seat, n)
			}
		}
	})
}

func BenchmarkPuntoBancoVerify(b *testing.B) {
	data := pbRecordOf(b, "KS 6H 4D QC 6C 3D", nil, []settled{
		{"banker", "20.00", "win", "19.00", ""}, {"dragon_bonus_banker", "10.00", "win", "300.00", ""}, {"tie", "5.00", "lose", "0.00", ""},
	})
	h, err := PuntoBanco().Decode(data)
	if err != nil {
		b.Fatal(err)
	}
	s, _ := PuntoBanco().Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		if v, err := h.Verify(s); err != nil || !v.Verified() {
			b.Fatal(err)
		}
	}
}

// Punto 2000: a Banker win with 6 is paid 1 to 2 (seed 002 lines
// 1168-1170).
func ExamplePuntoBanco() {
	game := PuntoBanco()
	hand, err := game.Decode([]byte(`{"table_id": "PB-1", "hand_number": 12, "game": "punto-banco-uk",
	 "dealt_at": "2026-11-21T23:05:00Z",
	 "cards": {"player": ["TS", "3D", "2H"], "banker": ["4H", "2C"]},
	 "wagers": [{"seat": 2, "bet": "banker", "amount": "10.00", "result": "win", "payout": "10.00"}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	settings, _ := game.Settings(map[string]string{"version": "punto_2000"})
	v, err := hand.Verify(settings)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Outcome.Summary)
	for _, f := range v.Findings {
		fmt.Println(f.Message, "("+f.Rule.String()+")")
	}
	// Output:
	// Banker 6 (2 cards) over Player 5 (3 cards)
	// seat 2 banker was paid 10.00; the rules give 5.00 (seeds/002_698357c067349aee.txt:1168-1170)
}
