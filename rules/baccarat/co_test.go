package baccarat

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

// settled is one wager of an example and how the rules settle it.
type settled struct {
	bet, amount, result, payout, commission string
}

// record returns a baccarat-co record of the coup dealt from shoe (shoe
// order, seed 003 lines 222-223), declaring each wager as settled. It fails
// the test when the example lists cards the coup does not use.
func record(t *testing.T, shoe string, settings map[string]string, wagers []settled) []byte {
	t.Helper()
	env := rules.Envelope{TableID: "BAC-1", HandNumber: 1, Game: "baccarat-co",
		DealtAt: time.Date(2026, 11, 21, 22, 14, 5, 0, time.FixedZone("MST", -7*3600)), TableSettings: settings}
	return coupRecord(t, Standard, env, shoe, settledWagers(wagers))
}

// settledWagers are the example's wagers as a record lists them, seat by
// seat from 1.
func settledWagers(wagers []settled) []rules.WagerRecord {
	out := []rules.WagerRecord{}
	for i, w := range wagers {
		out = append(out, rules.WagerRecord{Seat: i + 1, Bet: w.bet, Amount: w.amount,
			Result: w.result, Payout: w.payout, Commission: w.commission})
	}
	return out
}

// coupRecord returns the record of the coup d deals from shoe, with env and
// wagers. It fails the test when the shoe lists cards the coup does not
// use.
func coupRecord(t testing.TB, d *Drawing, env rules.Envelope, shoe string, wagers []rules.WagerRecord) []byte {
	t.Helper()
	cards := rules.MustCards(shoe)
	c, ok := d.Play(cards)
	if !ok || c.Cards() != len(cards) {
		t.Fatalf("shoe %q deals a coup of %d cards; the example lists %d", shoe, c.Cards(), len(cards))
	}
	r := Record{Envelope: env, Wagers: append([]rules.WagerRecord{}, wagers...)}
	for _, card := range c.Player.Cards() {
		r.Cards.Player = append(r.Cards.Player, card.String())
	}
	for _, card := range c.Banker.Cards() {
		r.Cards.Banker = append(r.Cards.Banker, card.String())
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// verify decodes and verifies a baccarat-co record under its own
// table_settings.
func verify(t *testing.T, data []byte) *rules.Verdict {
	t.Helper()
	return trVerify(t, Colorado(), data)
}

// checkExample verifies the coup dealt from shoe and checks the outcome and
// that the rules settle each wager as the example says.
func checkExample(t *testing.T, lines, shoe, summary string, settings map[string]string, wagers []settled) {
	t.Helper()
	v := verify(t, record(t, shoe, settings, wagers))
	if v.Outcome.Summary != summary {
		t.Errorf("outcome %q, want %q (seed 003 lines %s)", v.Outcome.Summary, summary, lines)
	}
	if len(v.Settlements) != len(wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
	}
	for i, w := range wagers {
		got := v.Settlements[i].Expected
		want := rules.Result{Result: w.result, Payout: money(t, w.payout), Commission: money(t, w.commission)}
		if got != want {
			t.Errorf("%s $%s: rules give %s %s commission %s; the example says %s %s commission %s (seed 003 lines %s)",
				w.bet, w.amount, got.Result, got.Payout, got.Commission, want.Result, want.Payout, want.Commission, lines)
		}
		if rule := v.Settlements[i].Rule; rule.File != rules.Seed003 || rule.Lines == "" {
			t.Errorf("%s: settlement cites %v, want a line of seed 003", w.bet, rule)
		}
	}
	for _, f := range v.Findings {
		t.Errorf("finding on a record declared as the example says: %+v", f)
	}
}

func money(t *testing.T, s string) rules.Money {
	t.Helper()
	if s == "" {
		return 0
	}
	m, err := rules.ParseMoney(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func table(id string) map[string]string { return map[string]string{"bonus_pay_table": id} }

// The seed's own worked examples that concern baccarat-co.
func TestW6TiePaysEightToOneAndReturnsPlayerAndBanker(t *testing.T) {
	// Line 78: "If the hand ends in a tie, the player gets his or her bets
	// back. If the player places a bet on the "tie bet", the player will be
	// paid 8:1."
	checkExample(t, "78", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", nil, []settled{
		{"player", "10.00", "push", "0.00", ""},
		{"banker", "10.00", "push", "0.00", ""},
		{"tie", "10.00", "win", "80.00", ""},
	})
}

func TestW7TotalCards(t *testing.T) {
	// Line 80: "4 cards pays 3 to 2, and 5 and 6 pay 2 to 1".
	for _, c := range []struct {
		shoe, summary string
		win           int
		payout        string
	}{
		{"5S 4C 3D 2H", "Player 8 (2 cards, natural) over Banker 6 (2 cards)", 4, "15.00"},
		{"TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", 5, "20.00"},
		{"TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", 6, "20.00"},
	} {
		t.Run(fmt.Sprintf("%d_cards", c.win), func(t *testing.T) {
			var ws []settled
			for n := 4; n <= 6; n++ {
				w := settled{fmt.Sprintf("total_cards_%d", n), "10.00", "lose", "0.00", ""}
				if n == c.win {
					w.result, w.payout = "win", c.payout
				}
				ws = append(ws, w)
			}
			checkExample(t, "80", c.shoe, c.summary, nil, ws)
		})
	}
}

// The digest's derived examples (spec/seed003-colorado-baccarat.md Part E),
// as far as they touch baccarat-co's bets: the cards in shoe order, the
// outcome, and the settlement of $10 wagers.
var derivedExamples = []struct {
	id, lines, shoe, summary string
	settings                 map[string]string
	wagers                   []settled
}{
	{"E1", "222, 234, 143, 157, 171", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", nil, []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"banker", "10.00", "lose", "0.00", ""},
		{"tie", "10.00", "lose", "0.00", ""},
		{"total_cards_4", "10.00", "win", "15.00", ""},
		{"bonus_player", "10.00", "win", "10.00", ""},
		{"bonus_banker", "10.00", "lose", "0.00", ""},
	}},
	{"E2", "272, 132, 144, 158, 564", "2C TS 3D 3S 8H", "Tie 3: Player 3 (3 cards), Banker 3 (2 cards)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"player", "10.00", "push", "0.00", ""},
		{"banker", "10.00", "push", "0.00", ""},
		{"total_cards_5", "10.00", "win", "20.00", ""},
		{"bonus_player", "10.00", "lose", "0.00", ""},
		{"bonus_banker", "10.00", "lose", "0.00", ""},
	}},
	{"E2_tie_vigorish", "151", "2C TS 3D 3S 8H", "Tie 3: Player 3 (3 cards), Banker 3 (2 cards)", map[string]string{"commission_mode": "tie"}, []settled{
		{"banker", "10.00", "push", "0.00", "0.50"},
		{"player", "10.00", "push", "0.00", ""},
	}},
	{"E3", "271, 147, 60, 159, 161", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", nil, []settled{
		{"banker", "10.00", "win", "10.00", "0.50"},
		{"player", "10.00", "lose", "0.00", ""},
		{"tie", "10.00", "lose", "0.00", ""},
		{"total_cards_6", "10.00", "win", "20.00", ""},
		{"bonus_banker", "10.00", "lose", "0.00", ""},
		{"match_pair_banker", "10.00", "win", "110.00", ""},
		{"match_pair_player", "10.00", "lose", "0.00", ""},
	}},
	{"E4_table_A", "272, 167", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", table("A"), []settled{
		{"bonus_banker", "10.00", "win", "60.00", ""},
		{"banker", "10.00", "win", "10.00", "0.50"},
	}},
	{"E4_table_B", "272, 177", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", table("B"), []settled{
		{"bonus_banker", "10.00", "win", "70.00", ""},
	}},
	{"E4_table_C", "272, 188", "KS 2H QD AC JC 4D", "Banker 7 (3 cards) over Player 0 (3 cards)", table("C"), []settled{
		{"bonus_banker", "10.00", "win", "40.00", ""},
	}},
	{"E5_table_A", "271, 165", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", table("A"), []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"bonus_player", "10.00", "win", "300.00", ""},
		{"bonus_banker", "10.00", "lose", "0.00", ""},
	}},
	{"E5_table_B", "271, 175", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", table("B"), []settled{
		{"bonus_player", "10.00", "win", "200.00", ""},
	}},
	{"E5_table_C", "271, 186", "2C KH 3C TD 4D JS", "Player 9 (3 cards) over Banker 0 (3 cards)", table("C"), []settled{
		{"bonus_player", "10.00", "win", "300.00", ""},
	}},
	{"E6", "273, 60, 161", "AS 2D 4C 2C 4H 3S", "Player 9 (3 cards) over Banker 7 (3 cards)", nil, []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"bonus_player", "10.00", "lose", "0.00", ""},
		{"match_pair_banker", "10.00", "win", "110.00", ""},
		{"match_pair_player", "10.00", "lose", "0.00", ""},
	}},
	{"E7", "247, 279, 157, 60, 564", "8S 8H 8D 8C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"total_cards_4", "10.00", "win", "15.00", ""},
		{"bonus_player", "10.00", "lose", "0.00", ""},
		{"bonus_banker", "10.00", "lose", "0.00", ""},
		{"match_pair_player", "10.00", "win", "110.00", ""},
		{"match_pair_banker", "10.00", "win", "110.00", ""},
		{"perfect_pair", "10.00", "lose", "0.00", ""},
		{"player", "10.00", "push", "0.00", ""},
		{"banker", "10.00", "push", "0.00", ""},
	}},
	{"E8", "273, 144, 159, 60", "7S 7H 7D 7S 7C 7D", "Tie 1: Player 1 (3 cards), Banker 1 (3 cards)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"total_cards_6", "10.00", "win", "20.00", ""},
		{"match_pair_player", "10.00", "win", "110.00", ""},
		{"match_pair_banker", "10.00", "win", "110.00", ""},
	}},
	{"E9_table_A", "275, 166", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", table("A"), []settled{
		{"bonus_banker", "10.00", "win", "100.00", ""},
		{"banker", "10.00", "win", "10.00", "0.50"},
	}},
	{"E9_table_B", "275, 176", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", table("B"), []settled{
		{"bonus_banker", "10.00", "win", "80.00", ""},
	}},
	{"E9_table_C", "275, 187", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", table("C"), []settled{
		{"bonus_banker", "10.00", "win", "100.00", ""},
	}},
	{"E10_table_A", "272, 168, 158", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", table("A"), []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"bonus_player", "10.00", "win", "40.00", ""},
		{"total_cards_5", "10.00", "win", "20.00", ""},
	}},
	{"E10_table_B", "272, 178", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", table("B"), []settled{
		{"bonus_player", "10.00", "win", "40.00", ""},
	}},
	{"E10_table_C", "272, 188", "TC TS AD 3S 8S", "Player 9 (3 cards) over Banker 3 (2 cards)", table("C"), []settled{
		{"bonus_player", "10.00", "win", "40.00", ""},
	}},
	{"E11", "276, 143, 161", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", nil, []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"banker", "10.00", "lose", "0.00", ""},
		{"tie", "10.00", "lose", "0.00", ""},
		{"bonus_player", "10.00", "lose", "0.00", ""},
	}},
	{"E12", "144, 157", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"total_cards_4", "10.00", "win", "15.00", ""},
	}},
	{"E13", "273, 144, 159, 60", "2S 2H 2D 2C 3C 3D", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"total_cards_6", "10.00", "win", "20.00", ""},
		{"match_pair_player", "10.00", "win", "110.00", ""},
		{"match_pair_banker", "10.00", "win", "110.00", ""},
		{"perfect_pair", "10.00", "lose", "0.00", ""},
	}},
	{"E14", "234, 563, 144", "9C 4D KH 5S", "Tie 9: Player 9 (2 cards, natural), Banker 9 (2 cards, natural)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"bonus_player", "10.00", "push", "0.00", ""},
		{"bonus_banker", "10.00", "push", "0.00", ""},
		{"player", "10.00", "push", "0.00", ""},
		{"banker", "10.00", "push", "0.00", ""},
	}},
	{"E14_natural_tie_loses", "563", "9C 4D KH 5S", "Tie 9: Player 9 (2 cards, natural), Banker 9 (2 cards, natural)",
		map[string]string{"bonus_natural_tie": "lose"}, []settled{
			{"bonus_player", "10.00", "lose", "0.00", ""},
		}},
	{"E15", "274, 134, 60", "5S 5S 9H KD 2C", "Player 6 (3 cards) over Banker 5 (2 cards)", nil, []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"perfect_pair", "10.00", "lose", "0.00", ""},
		{"match_pair_player", "10.00", "lose", "0.00", ""},
		{"match_pair_banker", "10.00", "lose", "0.00", ""},
	}},
	{"E16", "273, 147, 161", "5S 5D 9H 9C 2C 3H", "Banker 7 (3 cards) over Player 6 (3 cards)", nil, []settled{
		{"banker", "10.00", "win", "10.00", "0.50"},
		{"bonus_banker", "10.00", "lose", "0.00", ""},
	}},
	{"E17", "134, 60, 144", "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", nil, []settled{
		{"perfect_pair", "10.00", "win", "250.00", ""},
		{"tie", "10.00", "win", "80.00", ""},
		{"match_pair_player", "10.00", "win", "110.00", ""},
		{"match_pair_banker", "10.00", "win", "110.00", ""},
		{"total_cards_6", "10.00", "win", "20.00", ""},
	}},
	{"E17_perfect_pair_twice", "134", "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)",
		map[string]string{"perfect_pair_both": "twice", "perfect_pair_odds": "30"}, []settled{
			{"perfect_pair", "10.00", "win", "600.00", ""},
		}},
	{"E17_match_pair_unsuited_only", "60", "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)",
		map[string]string{"match_pair_suited": "loses"}, []settled{
			{"match_pair_player", "10.00", "lose", "0.00", ""},
			{"match_pair_banker", "10.00", "lose", "0.00", ""},
		}},
	{"E18", "234, 563, 157, 60", "4C 4D 4H 4S", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"total_cards_4", "10.00", "win", "15.00", ""},
		{"bonus_player", "10.00", "push", "0.00", ""},
		{"bonus_banker", "10.00", "push", "0.00", ""},
		{"match_pair_player", "10.00", "win", "110.00", ""},
		{"match_pair_banker", "10.00", "win", "110.00", ""},
	}},
	{"E19", "271, 144, 159", "TC QD JH KS TD QS", "Tie 0: Player 0 (3 cards), Banker 0 (3 cards)", nil, []settled{
		{"tie", "10.00", "win", "80.00", ""},
		{"total_cards_6", "10.00", "win", "20.00", ""},
		{"match_pair_player", "10.00", "lose", "0.00", ""},
		{"match_pair_banker", "10.00", "lose", "0.00", ""},
	}},
	// E20: the A♠ dealt in error to the Player becomes the Banker's third
	// card because the Banker is obliged to draw (lines 279, 298); the
	// record shows the hands as they stood.
	{"E20", "279, 298", "6S 4H QD TC AS", "Player 6 (2 cards) over Banker 5 (3 cards)", nil, []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"banker", "10.00", "lose", "0.00", ""},
	}},
	{"E23", "234, 171, 157", "5S 4C 3D 2H", "Player 8 (2 cards, natural) over Banker 6 (2 cards)", nil, []settled{
		{"player", "10.00", "win", "10.00", ""},
		{"bonus_player", "10.00", "win", "10.00", ""},
		{"total_cards_4", "10.00", "win", "15.00", ""},
	}},
	{"E24_table_A", "273, 170, 158", "KS 3H QD AS JC", "Banker 4 (2 cards) over Player 0 (3 cards)", table("A"), []settled{
		{"bonus_banker", "10.00", "win", "10.00", ""},
		{"banker", "10.00", "win", "10.00", "0.50"},
		{"total_cards_5", "10.00", "win", "20.00", ""},
	}},
	{"E24_table_B", "273, 181", "KS 3H QD AS JC", "Banker 4 (2 cards) over Player 0 (3 cards)", table("B"), []settled{
		{"bonus_banker", "10.00", "win", "10.00", ""},
	}},
	{"E24_table_C", "273, 189", "KS 3H QD AS JC", "Banker 4 (2 cards) over Player 0 (3 cards)", table("C"), []settled{
		{"bonus_banker", "10.00", "win", "20.00", ""},
	}},
	{"E25", "272, 147, 161", "AC TS 3D 3S 8S", "Banker 3 (2 cards) over Player 2 (3 cards)", nil, []settled{
		{"banker", "10.00", "win", "10.00", "0.50"},
		{"bonus_banker", "10.00", "lose", "0.00", ""},
	}},
	{"E26", "276, 167, 147", "KS 5H QD 2C JC", "Banker 7 (2 cards) over Player 0 (3 cards)", nil, []settled{
		{"bonus_banker", "10.00", "win", "60.00", ""},
		{"banker", "10.00", "win", "10.00", "0.50"},
	}},
}

func TestDerivedExamples(t *testing.T) {
	for _, e := range derivedExamples {
		t.Run(e.id, func(t *testing.T) {
			checkExample(t, e.lines, e.shoe, e.summary, e.settings, e.wagers)
		})
	}
}

// E21, vigorish (lines 147, 149): 5% rounded up to 25 cents takes $1.00 of
// a $20 win, $0.75 of $13 ($0.65), $0.25 of $3 ($0.15) and $1.25 of $22
// ($1.10); 25% of $10 is $2.50. Without rounding fractions of a cent drop.
func TestE21Vigorish(t *testing.T) {
	const bankerWins = "TC AS 4D AH TH 5C" // E3
	for _, c := range []struct {
		rate, rounding, stake, want string
	}{
		{"5", "up_to_quarter", "20.00", "1.00"},
		{"5", "up_to_quarter", "13.00", "0.75"},
		{"5", "up_to_quarter", "3.00", "0.25"},
		{"5", "up_to_quarter", "22.00", "1.25"},
		{"25", "down_to_cent", "10.00", "2.50"},
		{"25", "up_to_quarter", "10.00", "2.50"},
		{"5", "down_to_cent", "13.00", "0.65"},
		{"5", "down_to_cent", "10.10", "0.50"}, // 0.505
		{"12.5", "down_to_cent", "1.00", "0.12"},
	} {
		t.Run(c.rate+"%_"+c.rounding+"_"+c.stake, func(t *testing.T) {
			checkExample(t, "147, 149", bankerWins, "Banker 7 (3 cards) over Player 4 (3 cards)",
				map[string]string{"commission_rate": c.rate, "commission_rounding": c.rounding},
				[]settled{{"banker", c.stake, "win", c.stake, c.want}})
		})
	}
}

// E22, tie vigorish (line 151): at 5%, a $100 Banker wager on a tie is
// charged $5 and stands; winning Banker wagers are paid 1 to 1 without
// vigorish.
func TestE22TieVigorish(t *testing.T) {
	tieMode := map[string]string{"commission_mode": "tie"}
	checkExample(t, "151", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", tieMode, []settled{
		{"banker", "100.00", "push", "0.00", "5.00"},
		{"player", "100.00", "push", "0.00", ""},
	})
	checkExample(t, "151", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", tieMode, []settled{
		{"banker", "100.00", "win", "100.00", ""},
	})
	// Quarter rounding applies to the tie vigorish too (line 149).
	tieMode["commission_rounding"] = "up_to_quarter"
	checkExample(t, "149, 151", "3S 5H 4D 2C", "Tie 7: Player 7 (2 cards), Banker 7 (2 cards)", tieMode, []settled{
		{"banker", "13.00", "push", "0.00", "0.75"},
	})
}

// A record that settles wagers wrongly gets findings citing the rule, and the
// totals count what the table did and what the rules give.
func TestFindingsAndTotals(t *testing.T) {
	data := record(t, "TC AS 4D AH TH 5C", nil, []settled{
		{"banker", "100.00", "win", "100.00", ""},         // no commission taken
		{"player", "50.00", "push", "0.00", ""},           // should lose
		{"total_cards_6", "10.00", "win", "15.00", ""},    // 2 to 1, not 3 to 2
		{"bonus_banker", "10.00", "lose", "0.00", "0.50"}, // a win by 3 loses; never vigorish
	})
	v := verify(t, data)
	want := []struct{ bet, field, declared, expected, lines string }{
		{"banker", "commission", "0.00", "5.00", "145-150"},
		{"player", "result", "push", "lose", "131"},
		{"total_cards_6", "payout", "15.00", "20.00", "159"},
		{"bonus_banker", "commission", "0.50", "0.00", "161"},
	}
	if len(v.Findings) != len(want) {
		t.Fatalf("findings %+v, want %d", v.Findings, len(want))
	}
	for i, w := range want {
		f := v.Findings[i]
		if f.Bet != w.bet || f.Field != w.field || f.Declared != w.declared || f.Expected != w.expected || f.Rule != rules.At(rules.Seed003, w.lines) {
			t.Errorf("finding %d = %+v, want %+v", i, f, w)
		}
	}
	tot := v.Totals
	if tot.Wagered != rules.Dollars(170) || tot.Commission != 50 || tot.ExpectedCommission != rules.Dollars(5) {
		t.Errorf("totals %+v", tot)
	}
	// Declared: house pays 100 + 15, keeps 0 on the push, wins 10.50 on
	// the bonus: -104.50. Expected: pays 100, takes 5, wins 50, pays 20,
	// wins 10: -55.
	if tot.HouseWin != -10450 || tot.ExpectedHouseWin != -rules.Dollars(55) {
		t.Errorf("house win %s, expected %s; want -104.50 and -55.00", tot.HouseWin, tot.ExpectedHouseWin)
	}
}

func TestSettings(t *testing.T) {
	s, err := Colorado().Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"decks": "8", "commission_rate": "5", "commission_rounding": "down_to_cent",
		"commission_mode": "win", "tie_odds": "8", "perfect_pair_odds": "25", "perfect_pair_both": "once",
		"match_pair_suited": "wins", "bonus_pay_table": "A", "bonus_natural_tie": "push"}
	got := s.Values()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("defaults %v, want %v", got, want)
	}
	got["decks"] = "6"
	if s.Values()["decks"] != "8" {
		t.Error("Values returned the compiled settings' own map")
	}
	cs := s.(*coSettings)
	if cs.decks != 8 || cs.commission != (commission{rate: 500, rounding: rules.DownToCent}) ||
		cs.tieOdds != rules.ToOne(8) || cs.perfectPairOdds != rules.ToOne(25) || cs.bonus.id != "A" || !cs.bonusNaturalTiePush {
		t.Errorf("compiled defaults %+v", cs)
	}

	for _, c := range []struct {
		key, value string
		ok         bool
	}{
		{"decks", "6", true}, {"decks", "20", true}, {"decks", "5", false}, {"decks", "21", false}, {"decks", "eight", false},
		{"commission_rate", "25", true}, {"commission_rate", "4.99", false}, {"commission_rate", "25.01", false},
		{"commission_rounding", "up_to_quarter", true}, {"commission_rounding", "nearest", false},
		{"commission_mode", "tie", true}, {"commission_mode", "none", false},
		{"tie_odds", "9", true}, {"tie_odds", "7", false},
		{"perfect_pair_odds", "24", false}, {"perfect_pair_odds", "30", true},
		{"perfect_pair_both", "twice", true}, {"perfect_pair_both", "thrice", false},
		{"match_pair_suited", "loses", true}, {"match_pair_suited", "push", false},
		{"bonus_pay_table", "C", true}, {"bonus_pay_table", "D", false},
		{"bonus_natural_tie", "lose", true}, {"bonus_natural_tie", "win", false},
		{"vig", "5", false},
	} {
		_, err := Colorado().Settings(map[string]string{c.key: c.value})
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
}

func TestInfo(t *testing.T) {
	info := Colorado().Info()
	if info.ID != "baccarat-co" || info.Family != "baccarat" || info.Banking != "house" ||
		len(info.Sources) != 1 || info.Sources[0] != rules.At(rules.Seed003, "1-315") {
		t.Errorf("info header %+v", info)
	}
	var bets []string
	for _, w := range info.Wagers {
		bets = append(bets, w.Bet)
		if w.Name == "" || w.Wins == "" || w.Pays == "" || w.Rule.File != rules.Seed003 {
			t.Errorf("wager %+v is not fully described", w)
		}
	}
	wantBets := "player banker tie perfect_pair match_pair_player match_pair_banker total_cards_4 total_cards_5 total_cards_6 bonus_player bonus_banker"
	if strings.Join(bets, " ") != wantBets {
		t.Errorf("bets %v, want %s", bets, wantBets)
	}
	var tables []string
	for _, pt := range info.PayTables {
		tables = append(tables, pt.ID+":"+pt.Setting)
	}
	if strings.Join(tables, " ") != "A:bonus_pay_table B:bonus_pay_table C:bonus_pay_table total_cards:" {
		t.Errorf("pay tables %v", tables)
	}
	for _, s := range info.Settings {
		if s.Doc == "" || s.Rule.File != rules.Seed003 {
			t.Errorf("setting %s has no doc or citation", s.Key)
		}
	}
	// Info hands out copies: a caller cannot change the game.
	info.Wagers[0].Bet = "changed"
	info.Settings[0].Default = "changed"
	if again := Colorado().Info(); again.Wagers[0].Bet != "player" || again.Settings[0].Default != "8" {
		t.Error("Info shares its slices with the game")
	}
}
