package letitride

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// examples are rounds settled by hand from the rule book. The first two
// are the digest's worked example (seed002-uk-casino-games.md §14, example
// 29), checked against lines 2862-3074 and 3081.
var examples = []struct {
	name string
	r    round
	kv   []string
}{
	{"'1' pulled back, '2' ridden: a pair of jacks pays Evens on two wagers", round{community: "7H 9S",
		seats:  []seatSpec{{1, "JS JD 4C", "withdraw ride"}},
		wagers: three(1, "10.00", "push", "0.00", "win", "10.00", "win", "10.00")}, nil},
	{"a Three Card Bonus on Q-K-A suited: 50 to 1; the five cards below tens", round{community: "2H 7D",
		seats:  []seatSpec{{2, "QS KS AS", "ride ride"}},
		wagers: three(2, "10.00", "lose", "0.00", "lose", "0.00", "lose", "0.00") + ", 2 three_card_bonus 5.00 win 250.00"}, nil},
	{"a full house under pay table 1: 15 to 1 on each wager in play", round{community: "4H 4D",
		seats:  []seatSpec{{3, "8S 8D 8C", "ride ride"}},
		wagers: three(3, "10.00", "win", "150.00", "win", "150.00", "win", "150.00") + ", 3 three_card_bonus 5.00 win 150.00"}, nil},
	{"a full house at the minimum odds: 11 to 1; trips 8 to 1", round{community: "4H 4D",
		seats:  []seatSpec{{3, "8S 8D 8C", "ride ride"}},
		wagers: three(3, "10.00", "win", "110.00", "win", "110.00", "win", "110.00") + ", 3 three_card_bonus 5.00 win 40.00"},
		[]string{keyPayTable, "minimum", keyBonusPayTable, "minimum"}},
	{"a pair of nines is below tens: the wagers in play lose, the withdrawn are returned", round{community: "5H KD",
		seats:  []seatSpec{{4, "9S 9D 2C", "withdraw withdraw"}},
		wagers: three(4, "25.00", "push", "0.00", "push", "0.00", "lose", "0.00") + ", 4 three_card_bonus 5.00 win 5.00"}, nil},
	{"a pair of tens made with a community card pays", round{community: "TH 3D",
		seats:  []seatSpec{{5, "TS 6D 2C", "withdraw ride"}},
		wagers: three(5, "5.00", "push", "0.00", "win", "5.00", "win", "5.00") + ", 5 three_card_bonus 5.00 lose 0.00"}, nil},
	{"a flush under pay table 3: 10 to 1; a straight Three Card Bonus under pay table 2: 5 to 1", round{community: "2H 9H",
		seats:  []seatSpec{{1, "3H 4H 5H", "ride ride"}},
		wagers: three(1, "10.00", "win", "100.00", "win", "100.00", "win", "100.00") + ", 1 three_card_bonus 2.00 win 80.00"},
		[]string{keyPayTable, "3", keyBonusPayTable, "2"}},
	{"a straight under pay table 2: 6 to 1; 3-4-5 suited is a straight flush for the bonus", round{community: "2C 6D",
		seats:  []seatSpec{{1, "3H 4H 5H", "ride ride"}},
		wagers: three(1, "10.00", "win", "60.00", "win", "60.00", "win", "60.00") + ", 1 three_card_bonus 2.00 win 80.00"},
		[]string{keyPayTable, "2"}},
	{"two seats, two pairs and four of a kind", round{community: "KC KD",
		seats: []seatSpec{{1, "7S 7D 2C", "withdraw withdraw"}, {2, "KS KH 4D", "ride ride"}},
		wagers: three(1, "10.00", "push", "0.00", "push", "0.00", "win", "20.00") + ", " +
			three(2, "10.00", "win", "300.00", "win", "300.00", "win", "300.00") + ", 2 three_card_bonus 10.00 win 10.00"}, nil},
	{"a royal flush under pay table 4: 1000 to 1", round{community: "JS TS",
		seats:  []seatSpec{{1, "QS KS AS", "ride withdraw"}},
		wagers: three(1, "1.00", "win", "1000.00", "push", "0.00", "win", "1000.00") + ", 1 three_card_bonus 1.00 win 50.00"},
		[]string{keyPayTable, "4"}},
	{"a royal flush under a 5,000.00 ceiling, shared as the table chose", round{community: "JS TS",
		seats:  []seatSpec{{1, "QS KS AS", "ride ride"}},
		wagers: three(1, "10.00", "win", "2000.00", "win", "2000.00", "win", "1000.00")},
		[]string{keyPayTable, "4", keyRoyalCeiling, "5000"}},
	{"a royal flush under a ceiling the wagers do not reach", round{community: "JS TS",
		seats:  []seatSpec{{1, "QS KS AS", "ride ride"}},
		wagers: three(1, "1.00", "win", "1000.00", "win", "1000.00", "win", "1000.00")},
		[]string{keyPayTable, "4", keyRoyalCeiling, "5000"}},
}

func TestExamples(t *testing.T) {
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			mustVerify(t, ex.r, settings(t, ex.kv...))
		})
	}
}

// A ceiling shared wrongly is expected to fill '1', '2', '£' in order.
func TestCeilingFindings(t *testing.T) {
	r := round{community: "JS TS", seats: []seatSpec{{1, "QS KS AS", "ride ride"}},
		wagers: three(1, "10.00", "win", "10000.00", "win", "10000.00", "win", "10000.00")}
	v := verify(t, r, settings(t, keyPayTable, "4", keyRoyalCeiling, "15000"))
	want := []string{"10000.00", "5000.00", "0.00"}
	for i, w := range want {
		if got := v.Settlements[i].Expected.Payout.String(); got != w || v.Settlements[i].Rule != citeCeiling {
			t.Errorf("wager %d: expected %s (%s), want %s", i, got, v.Settlements[i].Rule, w)
		}
	}
	if len(v.Findings) != 2 {
		t.Errorf("findings %+v", v.Findings)
	}
	if _, err := New().Settings(map[string]string{keyRoyalCeiling: "5000"}); err == nil {
		t.Error("a ceiling under pay table 1 is accepted")
	}
}

func TestFindings(t *testing.T) {
	r := examples[0].r
	r.wagers = three(1, "10.00", "lose", "0.00", "win", "10.00", "win", "20.00")
	v := verify(t, r, nil)
	if len(v.Findings) != 2 {
		t.Fatalf("findings: %+v", v.Findings)
	}
	if f := v.Findings[0]; f.Bet != BetOne || f.Field != "result" || f.Expected != rules.Push || f.Rule != citeWithdraw1 {
		t.Errorf("withdrawn: %+v", f)
	}
	if f := v.Findings[1]; f.Bet != BetPound || f.Field != "payout" || f.Expected != "10.00" || f.Rule.Lines != "2959" {
		t.Errorf("pound: %+v", f)
	}
}

func TestRefusals(t *testing.T) {
	base := func() round {
		return round{community: "7H 9S", seats: []seatSpec{{1, "JS JD 4C", "withdraw ride"}},
			wagers: three(1, "10.00", "push", "0.00", "win", "10.00", "win", "10.00")}
	}
	cases := []struct {
		name, field, want string
		edit              func(*round)
	}{
		{"no pound wager", "cards.seats[0]", "holds no pound wager", func(r *round) {
			r.wagers = "1 one 10 push 0, 1 two 10 win 10"
		}},
		{"unequal wagers", "wagers[0].amount", "are equal", func(r *round) {
			r.wagers = "1 one 5 push 0, 1 two 10 win 10, 1 pound 10 win 10"
		}},
		{"a bonus alone", "cards.seats[0]", "holds no one wager", func(r *round) { r.wagers = "1 three_card_bonus 5 win 5" }},
		{"one decision", "cards.seats[0].decisions", "has 1 decisions", func(r *round) { r.seats[0].decisions = "ride" }},
		{"an odd decision", "cards.seats[0].decisions[1]", "not ride or withdraw", func(r *round) { r.seats[0].decisions = "ride pull" }},
		{"two cards", "cards.seats[0].cards", "has 2 cards", func(r *round) { r.seats[0].cards = "JS JD" }},
		{"three community cards", "cards.community", "has 3 cards", func(r *round) { r.community = "7H 9S 2C" }},
		{"a card twice", "cards.seats[0].cards[0]", "also at cards.community[0]", func(r *round) { r.seats[0].cards = "7H JD 4C" }},
		{"a joker", "cards.seats[0].cards[2]", "joker", func(r *round) { r.seats[0].cards = "JS JD JK" }},
		{"a wager on an unlisted seat", "wagers[3].seat", "not in cards.seats", func(r *round) { r.wagers += ", 2 three_card_bonus 5 lose 0" }},
		{"a seat twice", "cards.seats[1].seat", "listed twice", func(r *round) { r.seats = append(r.seats, seatSpec{1, "2S 3S 4S", "ride ride"}) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := base()
			r.seats = append([]seatSpec(nil), r.seats...)
			c.edit(&r)
			inputError(t, r, c.field, c.want)
		})
	}
}

func TestSettings(t *testing.T) {
	g := New()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{keyPayTable: "1", keyBonusPayTable: "1", keyRoyalCeiling: NoCeiling}
	for k, v := range want {
		if s.Values()[k] != v {
			t.Errorf("%s defaults to %q", k, s.Values()[k])
		}
	}
	for _, bad := range []map[string]string{{keyPayTable: "5"}, {keyBonusPayTable: "4"}, {keyRoyalCeiling: "-1"}, {"decks": "1"}} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	s, err = g.Settings(map[string]string{keyPayTable: "4", keyRoyalCeiling: "2500.50"})
	if err != nil || s.Values()[keyRoyalCeiling] != "2500.50" {
		t.Errorf("ceiling: %v %v", s, err)
	}
}
