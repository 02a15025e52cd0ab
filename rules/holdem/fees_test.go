package holdem

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// sevenHanded is a hand of seven players: seat 1 (A A) beats seat 2 (K Q) at
// the showdown after the river; seats 3-7 folded before the flop. The pot
// of 2×contrib + 5 (the folded blinds and limps) less the fees goes to seat
// 1. board gives how far the hand went.
func sevenHanded(board []string, contrib rules.Money, fees []string) string {
	pot := 2*contrib + rules.Dollars(5)
	var taken rules.Money
	var feeJSON []string
	for _, f := range fees {
		kind, amount, _ := strings.Cut(f, "=")
		m, _ := rules.ParseMoney(amount)
		taken += m
		feeJSON = append(feeJSON, fmt.Sprintf(`{"type": %q, "amount": %q}`, kind, amount))
	}
	seats := []string{
		fmt.Sprintf(`{"seat": 1, "cards": ["AH", "AD"], "contributed": %q, "won": %q}`, contrib, pot-taken),
		fmt.Sprintf(`{"seat": 2, "cards": ["KS", "QS"], "contributed": %q, "won": "0.00"}`, contrib),
	}
	for s := 3; s <= 7; s++ {
		seats = append(seats, fmt.Sprintf(`{"seat": %d, "folded": true, "contributed": "1.00", "won": "0.00"}`, s))
	}
	b := `[]`
	if len(board) > 0 {
		b = `["` + strings.Join(board, `", "`) + `"]`
	}
	if len(board) < 5 {
		// Seat 2 folds on the street the board stops at.
		seats[1] = strings.Replace(seats[1], `"cards": ["KS", "QS"], `, `"folded": true, `, 1)
	}
	return fmt.Sprintf(`{"table_id": "HE-1", "hand_number": 9, "game": "holdem", "dealt_at": "2026-11-21T23:02:11-08:00",
	 "button": 7, "board": %s, "seats": [%s], "fees": [%s]}`, b, strings.Join(seats, ", "), strings.Join(feeJSON, ", "))
}

var river = []string{"2C", "7D", "9H", "JC", "3S"}

// HOLDEM-1 option 2 (seed 000 line 6968, "7 or more" players): $1 after the
// deal, $7 after the flop, $1 after the turn.
func TestStagedFees(t *testing.T) {
	opt := map[string]string{"collection_schedule": "HOLDEM-1/2"}
	for _, c := range []struct {
		name  string
		board []string
		fees  []string
	}{
		{"to the river", river, []string{"designated_1=1.00", "designated_2=7.00", "designated_3=1.00"}},
		{"to the turn", river[:4], []string{"designated_1=1.00", "designated_2=7.00", "designated_3=1.00"}},
		{"to the flop", river[:3], []string{"designated_1=1.00", "designated_2=7.00"}},
		{"before the flop", nil, []string{"designated_1=1.00"}},
	} {
		v := verify(t, []byte(sevenHanded(c.board, rules.Dollars(20), c.fees)), opt)
		if !v.Verified() {
			t.Errorf("%s: findings %+v", c.name, v.Findings)
		}
	}
	// A fee for a stage the hand never reached, a wrong amount, a missing
	// fee: one finding each, naming the stage and the option's line.
	v := verify(t, []byte(sevenHanded(river[:3], rules.Dollars(20), []string{"designated_1=1.00", "designated_2=7.00", "designated_3=1.00"})), opt)
	if len(v.Findings) != 1 || v.Findings[0].Bet != "fee:designated_3" || v.Findings[0].Expected != "0.00" || !strings.Contains(v.Findings[0].Message, "after the turn") {
		t.Errorf("a turn fee on a hand that ended on the flop: %+v", v.Findings)
	}
	v = verify(t, []byte(sevenHanded(river, rules.Dollars(20), []string{"designated_1=1.00", "designated_2=6.00", "designated_3=1.00"})), opt)
	if len(v.Findings) != 1 || v.Findings[0].Bet != "fee:designated_2" || v.Findings[0].Expected != "7.00" || v.Findings[0].Rule.Lines != "6968" {
		t.Errorf("a short flop fee: %+v", v.Findings)
	}
	v = verify(t, []byte(sevenHanded(river, rules.Dollars(20), []string{"designated_1=1.00", "designated_2=7.00"})), opt)
	if len(v.Findings) != 1 || v.Findings[0].Bet != "fee:designated_3" {
		t.Errorf("a missing turn fee: %+v", v.Findings)
	}
	// The option is for seven or more players.
	five := map[string]string{"collection_schedule": "HOLDEM-1/2"}
	short := strings.Replace(strings.Replace(sevenHanded(nil, rules.Dollars(20), []string{"designated_1=1.00"}),
		`{"seat": 7, "folded": true, "contributed": "1.00", "won": "0.00"}`, "", 1), `"0.00"}, ]`, `"0.00"}]`, 1)
	short = strings.Replace(short, `, {"seat": 6, "folded": true, "contributed": "1.00", "won": "0.00"}`, "", 1)
	short = strings.Replace(short, `"won": "23.00"`, `"won": "21.00"`, 1)
	v = verify(t, []byte(short), five)
	found := false
	for _, f := range v.Findings {
		found = found || (f.Bet == "fee:schedule" && f.Field == "players" && f.Declared == "5")
	}
	if !found {
		t.Errorf("five players under a seven-or-more option: %+v", v.Findings)
	}
}

// No fee depends on the pot: the same hand with any contributions expects
// the same fees (seed 000: a fee is never a percentage of the pot).
func TestFeesDoNotDependOnThePot(t *testing.T) {
	opt := map[string]string{"collection_schedule": "HOLDEM-1/2"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		contrib := rules.Money(100 + r.Int64N(10_000_000))
		v := verify(t, []byte(sevenHanded(river, contrib, []string{"designated_1=1.00", "designated_2=7.00", "designated_3=1.00"})), opt)
		if !v.Verified() || v.Totals.ExpectedFees != rules.Dollars(9) {
			t.Fatalf("contributions of %s: fees %s, findings %+v", contrib, v.Totals.ExpectedFees, v.Findings)
		}
	}
}

// The legacy Pot Collection Procedures for Hold 'Em (LEG-HOLDEM, seed 000
// lines 46-59): a hand that ends before the flop pays the $1.00
// Designated Table Fee (line 57); one that reaches the flop, the Regular
// Table Fee posted at the tables (line 56), which the seed does not print
// and is kept as recorded; never both.
func TestLegacyFees(t *testing.T) {
	opt := map[string]string{"collection_schedule": "LEG-HOLDEM/D"}
	for _, c := range []struct {
		name     string
		board    []string
		fees     []string
		expected rules.Money
		bets     []string
	}{
		{"before the flop", nil, []string{"designated=1.00"}, rules.Dollars(1), nil},
		{"before the flop, with a jackpot fee", nil, []string{"designated=1.00", "jackpot=1.00"}, rules.Dollars(2), nil},
		{"before the flop, nothing taken", nil, nil, rules.Dollars(1), []string{"fee:designated"}},
		{"before the flop, a regular fee", nil, []string{"regular=3.00"}, rules.Dollars(1), []string{"fee:regular", "fee:designated"}},
		{"to the flop", river[:3], []string{"regular=3.00"}, rules.Dollars(3), nil},
		{"to the river", river, []string{"regular=4.00"}, rules.Dollars(4), nil},
		{"to the river, both fees", river, []string{"regular=4.00", "designated=1.00"}, rules.Dollars(4), []string{"fee:designated"}},
		{"to the river, a staged fee", river, []string{"designated_1=1.00", "regular=4.00"}, rules.Dollars(4), []string{"fee:designated_1"}},
	} {
		v := verify(t, []byte(sevenHanded(c.board, rules.Dollars(20), c.fees)), opt)
		var bets []string
		for _, f := range v.Findings {
			bets = append(bets, f.Bet)
		}
		if v.Totals.ExpectedFees != c.expected || strings.Join(bets, " ") != strings.Join(c.bets, " ") {
			t.Errorf("%s: expected fees %s, findings %+v; want %s and %v", c.name, v.Totals.ExpectedFees, v.Findings, c.expected, c.bets)
		}
	}
	v := verify(t, []byte(sevenHanded(nil, rules.Dollars(20), []string{"designated=2.00"})), opt)
	if len(v.Findings) != 1 || v.Findings[0].Expected != "1.00" || v.Findings[0].Rule.Lines != "57" {
		t.Errorf("a $2.00 designated fee: %+v", v.Findings)
	}
}

// The legacy No-Limit Poker rates (LEG-NLP, seed 000 lines 1400-1414) are
// the Regular Table Fee of a hand that reaches the flop, by the players
// dealt in: seven players at a $300 buy-in, 3-5 blind table pay $5.00
// (line 1408); one that ends before the flop pays Hold 'Em's $1.00
// Designated Table Fee (line 57) instead.
func TestLegacyNoLimitFees(t *testing.T) {
	opt := map[string]string{"structure": "no_limit", "collection_schedule": "LEG-NLP/NL300"}
	for _, c := range []struct {
		name     string
		board    []string
		fees     []string
		expected rules.Money
		bets     []string
	}{
		{"to the river", river, []string{"regular=5.00"}, rules.Dollars(5), nil},
		{"to the flop", river[:3], []string{"regular=5.00"}, rules.Dollars(5), nil},
		{"to the river, the 5 players' rate", river, []string{"regular=3.00"}, rules.Dollars(5), []string{"fee:regular"}},
		{"to the river, both fees", river, []string{"regular=5.00", "designated=1.00"}, rules.Dollars(5), []string{"fee:designated"}},
		{"before the flop", nil, []string{"designated=1.00"}, rules.Dollars(1), nil},
		{"before the flop, the regular rate", nil, []string{"regular=5.00"}, rules.Dollars(1), []string{"fee:regular", "fee:designated"}},
		{"to the river, time kept as recorded", river, []string{"regular=5.00", "time=11.00"}, rules.Dollars(16), nil},
	} {
		v := verify(t, []byte(sevenHanded(c.board, rules.Dollars(20), c.fees)), opt)
		var bets []string
		for _, f := range v.Findings {
			bets = append(bets, f.Bet)
		}
		if v.Totals.ExpectedFees != c.expected || strings.Join(bets, " ") != strings.Join(c.bets, " ") {
			t.Errorf("%s: expected fees %s, findings %+v; want %s and %v", c.name, v.Totals.ExpectedFees, v.Findings, c.expected, c.bets)
		}
	}
	// A wrong rate is a finding citing the row it is printed on.
	v := verify(t, []byte(sevenHanded(river, rules.Dollars(20), []string{"regular=4.00"})), opt)
	if len(v.Findings) != 1 || v.Findings[0].Expected != "5.00" || v.Findings[0].Rule.Lines != "1408" {
		t.Errorf("a $4.00 regular fee under NL300: %+v", v.Findings)
	}
	// Pot-Limit Poker, $500 buy-in, 5-10 blind, 7 players: $5.00 (line 1428).
	v = verify(t, []byte(sevenHanded(river, rules.Dollars(20), []string{"regular=4.00"})), map[string]string{"structure": "pot_limit", "collection_schedule": "LEG-NLP/PL500"})
	if len(v.Findings) != 1 || v.Findings[0].Expected != "5.00" || v.Findings[0].Rule.Lines != "1428" {
		t.Errorf("a $4.00 regular fee under PL500: %+v", v.Findings)
	}
	// The time collection tables take nothing from a hand's pot.
	v = verify(t, []byte(sevenHanded(river, rules.Dollars(20), []string{"regular=5.00"})), map[string]string{"structure": "no_limit", "collection_schedule": "LEG-NLP/NLT15-25"})
	if len(v.Findings) != 1 || v.Findings[0].Bet != "fee:regular" || v.Findings[0].Expected != "0.00" {
		t.Errorf("a regular fee under a time collection table: %+v", v.Findings)
	}
}

// A No-Limit Poker rate is a no-limit table's, a Pot-Limit one a pot-limit
// table's (interpretation OS4).
func TestLegacyNoLimitScheduleNeedsItsStructure(t *testing.T) {
	for _, c := range []struct{ structure, schedule string }{
		{"limit", "LEG-NLP/NL300"}, {"pot_limit", "LEG-NLP/NLT15-25"}, {"no_limit", "LEG-NLP/PL500"}, {"limit_buy_in", "LEG-NLP/PLT2-3-5"},
	} {
		_, err := New().Settings(map[string]string{"structure": c.structure, "collection_schedule": c.schedule})
		if err == nil || !strings.Contains(err.Error(), "collection_schedule") {
			t.Errorf("%s at a %s table: %v", c.schedule, c.structure, err)
		}
	}
	for _, c := range []struct{ structure, schedule string }{
		{"no_limit", "LEG-NLP/NL300"}, {"no_limit", "LEG-NLP/NLT15-25"}, {"pot_limit", "LEG-NLP/PL500"}, {"pot_limit", "LEG-NLP/PLT2-3-5"},
	} {
		if _, err := New().Settings(map[string]string{"structure": c.structure, "collection_schedule": c.schedule}); err != nil {
			t.Errorf("%s at a %s table: %v", c.schedule, c.structure, err)
		}
	}
}

// Compiled settings are held to the same rule as their values.
func TestLegacyNoLimitCompiledSettings(t *testing.T) {
	o, err := fees.Lookup("LEG-NLP", "NL300")
	if err != nil {
		t.Fatal(err)
	}
	s := DefaultSettings()
	s.Schedule = o
	h := decode(t, []byte(sevenHanded(river, rules.Dollars(20), []string{"regular=5.00"})))
	if _, err := h.Verify(s); err == nil || !strings.Contains(err.Error(), "collection_schedule") {
		t.Errorf("a No-Limit rate at a limit table: %v", err)
	}
	s.Structure = StructureNoLimit
	if _, err := h.Verify(s); err != nil {
		t.Errorf("a No-Limit rate at a no-limit table: %v", err)
	}
}
