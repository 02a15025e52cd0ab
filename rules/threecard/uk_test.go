package threecard

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// ukExamples are Great Britain rounds settled by hand from the rule book.
// The first three are the digest's worked example (seed002-uk-casino-games.md
// §14, example 12), checked against lines 955-1006.
var ukExamples = []struct {
	name string
	r    round
	s    *UKSettings
}{
	{"pair of kings beats a qualifying queen high", round{game: UKGameID, dealer: "QC 9D 3S",
		seats:  []seatSpec{{1, "KS KH 4D", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 win 10, 1 pair_plus 5 win 5"}, nil},
	{"dealer jack high does not qualify: Play returned, Ante paid", round{game: UKGameID, dealer: "JC 9D 3S",
		seats:  []seatSpec{{1, "KS KH 4D", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 push 0, 1 pair_plus 5 win 5"}, nil},
	{"A-2-3 is the lowest straight: Ante Bonus 1 to 1, Pair Plus 6 to 1", round{game: UKGameID, dealer: "QC 9D 3S",
		seats:  []seatSpec{{1, "AS 2D 3C", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 win 10, 1 ante_bonus 10 win 10, 1 pair_plus 5 win 30"}, nil},
	{"a straight beaten by a higher straight keeps its Ante Bonus", round{game: UKGameID, dealer: "QC JD TS",
		seats:  []seatSpec{{2, "9S 8D 7C", "play"}},
		wagers: "2 ante 25 lose 0, 2 play 25 lose 0, 2 ante_bonus 25 win 25, 2 pair_plus 10 win 60"}, nil},
	{"three of a kind against a non-qualifying dealer: 4 to 1 bonus, 33 to 1 Pair Plus", round{game: UKGameID, dealer: "JC 9D 3S",
		seats:  []seatSpec{{3, "7S 7D 7C", "play"}},
		wagers: "3 ante 10 win 10, 3 play 10 push 0, 3 ante_bonus 10 win 40, 3 pair_plus 10 win 330"}, nil},
	{"straight flush: 5 to 1 bonus, 35 to 1 Pair Plus", round{game: UKGameID, dealer: "AC AD 3S",
		seats:  []seatSpec{{1, "9H 8H TH", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 win 10, 1 ante_bonus 10 win 50, 1 pair_plus 10 win 350"}, nil},
	{"equal hands: a stand-off on Ante and Play, the Pair Plus paid", round{game: UKGameID, dealer: "QC QD 3S",
		seats:  []seatSpec{{1, "QH QS 3C", "play"}},
		wagers: "1 ante 10 push 0, 1 play 10 push 0, 1 pair_plus 10 win 10"}, nil},
	{"the third card decides", round{game: UKGameID, dealer: "KC 9D 3S",
		seats:  []seatSpec{{1, "KH 9S 2C", "play"}, {2, "KD 9H 4C", "play"}},
		wagers: "1 ante 10 lose 0, 1 play 10 lose 0, 2 ante 10 win 10, 2 play 10 win 10"}, nil},
	{"a flush loses the Pair Plus nothing and wins 4 to 1; no Ante Bonus below a straight", round{game: UKGameID, dealer: "AC KD 3S",
		seats:  []seatSpec{{4, "2H 7H 9H", "play"}},
		wagers: "4 ante 10 win 10, 4 play 10 win 10, 4 ante_bonus 10 push 0, 4 pair_plus 10 win 40"}, nil},
	{"a fold surrenders the Ante; the Pair Plus is settled on the cards", round{game: UKGameID, dealer: "AC KD 3S",
		seats:  []seatSpec{{1, "JS JD 4C", "fold"}, {2, "8S 5D 2C", "fold"}},
		wagers: "1 ante 10 lose 0, 1 pair_plus 5 win 5, 2 ante 10 lose 0, 2 pair_plus 5 lose 0"}, nil},
	{"pair_plus_on_fold=loses takes the folded Pair Plus", round{game: UKGameID, dealer: "AC KD 3S",
		seats:  []seatSpec{{1, "JS JD 4C", "fold"}},
		wagers: "1 ante 10 lose 0, 1 pair_plus 5 lose 0"}, &UKSettings{PairPlusOnFold: PairPlusLoses}},
	{"a Pair Plus alone needs no dealer and no decision", round{game: UKGameID,
		seats:  []seatSpec{{5, "6S 6D AC", ""}, {6, "KS 9D 2C", ""}},
		wagers: "5 pair_plus 20 win 20, 6 pair_plus 20 lose 0"}, nil},
	{"the dealer beats the player", round{game: UKGameID, dealer: "AC AD 3S",
		seats:  []seatSpec{{1, "KS KD 4C", "play"}},
		wagers: "1 ante 10 lose 0, 1 play 10 lose 0, 1 pair_plus 5 win 5"}, nil},
	{"queen high qualifies the dealer", round{game: UKGameID, dealer: "QC 3D 2S",
		seats:  []seatSpec{{1, "JS 9D 8C", "play"}},
		wagers: "1 ante 10 lose 0, 1 play 10 lose 0"}, nil},
	{"the dealer's 3-2-A straight loses to K-Q-J", round{game: UKGameID, dealer: "AC 2D 3S",
		seats:  []seatSpec{{1, "KS QD JC", "play"}},
		wagers: "1 ante 7.50 win 7.50, 1 play 7.50 win 7.50, 1 ante_bonus 7.50 win 7.50"}, nil},
}

func TestUKExamples(t *testing.T) {
	for _, ex := range ukExamples {
		t.Run(ex.name, func(t *testing.T) {
			var s rules.Settings
			if ex.s != nil {
				s = ex.s
			}
			mustVerify(t, ex.r, s)
		})
	}
}

// A seat due an Ante Bonus whose record lists none gets a finding for the
// bonus the table did not pay; a bonus paid on less than a straight is a
// finding too. Neither counts as a stake.
func TestUKAnteBonusFindings(t *testing.T) {
	r := round{game: UKGameID, dealer: "QC 9D 3S", seats: []seatSpec{{1, "7S 7D 7C", "play"}, {2, "AS KD 4C", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 win 10, 2 ante 10 win 10, 2 play 10 win 10, 2 ante_bonus 10 win 10"}
	v := verify(t, r, nil)
	if len(v.Findings) != 4 {
		t.Fatalf("findings: %+v", v.Findings)
	}
	want := []struct {
		seat                            int
		field, declared, expected, rule string
	}{
		{2, "result", "win", "push", "983-990"},
		{2, "payout", "10.00", "0.00", "983-990"},
		{1, "result", "push", "win", "989"},
		{1, "payout", "0.00", "40.00", "989"},
	}
	for i, w := range want {
		f := v.Findings[i]
		if f.Seat != w.seat || f.Bet != BetAnteBonus || f.Field != w.field || f.Declared != w.declared || f.Expected != w.expected || f.Rule.Lines != w.rule {
			t.Errorf("finding %d: %+v, want %+v", i, f, w)
		}
	}
	if v.Totals.Wagered != rules.Dollars(40) {
		t.Errorf("wagered %s: the Ante Bonus stakes nothing", v.Totals.Wagered)
	}
	// The house paid 10+10 to seat 1 and 10+10+10 to seat 2; it owed
	// 10+10+40 and 10+10.
	if v.Totals.HouseWin != -rules.Dollars(50) || v.Totals.ExpectedHouseWin != -rules.Dollars(80) {
		t.Errorf("house win %s expected %s", v.Totals.HouseWin, v.Totals.ExpectedHouseWin)
	}
}

func TestUKFindings(t *testing.T) {
	r := ukExamples[0].r
	r.wagers = "1 ante 10 win 10, 1 play 10 win 20, 1 pair_plus 5 lose 0"
	v := verify(t, r, nil)
	if len(v.Findings) != 3 {
		t.Fatalf("findings: %+v", v.Findings)
	}
	if f := v.Findings[0]; f.Bet != BetPlay || f.Field != "payout" || f.Expected != "10.00" || f.Rule.Lines != "977-978" {
		t.Errorf("play: %+v", f)
	}
	if f := v.Findings[1]; f.Bet != BetPairPlus || f.Field != "result" || f.Rule.Lines != "999" {
		t.Errorf("pair plus: %+v", f)
	}
}

func TestUKRefusals(t *testing.T) {
	base := func() round {
		return round{game: UKGameID, dealer: "QC 9D 3S", seats: []seatSpec{{1, "KS KH 4D", "play"}},
			wagers: "1 ante 10 win 10, 1 play 10 win 10"}
	}
	cases := []struct {
		name         string
		edit         func(*round)
		field, wants string
	}{
		{"two cards", func(r *round) { r.seats[0].cards = "KS KH" }, "cards.seats[0].cards", "has 2 cards"},
		{"dealer four cards", func(r *round) { r.dealer = "QC 9D 3S 2S" }, "cards.dealer", "has 4 cards"},
		{"a card twice", func(r *round) { r.seats[0].cards = "KS KH QC" }, "cards.seats[0].cards[2]", "also at cards.dealer[0]"},
		{"a joker", func(r *round) { r.seats[0].cards = "KS KH JK" }, "cards.seats[0].cards[2]", "joker"},
		{"play of another amount", func(r *round) { r.wagers = "1 ante 10 win 10, 1 play 20 win 20" }, "wagers[1].amount", "equals the Ante"},
		{"play without a decision", func(r *round) { r.seats[0].decision = "" }, "cards.seats[0].decision", "record play"},
		{"fold with a play wager", func(r *round) { r.seats[0].decision = "fold" }, "cards.seats[0].decision", "folded but holds a Play wager"},
		{"play with no play wager", func(r *round) { r.wagers = "1 ante 10 win 10" }, "cards.seats[0].decision", "holds no Play wager"},
		{"an odd decision", func(r *round) { r.seats[0].decision = "raise" }, "cards.seats[0].decision", "not play or fold"},
		{"play without an ante", func(r *round) { r.wagers = "1 play 10 win 10, 1 pair_plus 5 win 5"; r.seats[0].decision = "" }, "wagers[0].bet", "without an Ante"},
		{"decision without an ante", func(r *round) { r.wagers = "1 pair_plus 5 win 5" }, "cards.seats[0].decision", "placed no Ante"},
		{"a seat without a wager", func(r *round) { r.seats = append(r.seats, seatSpec{2, "2S 3S 4S", ""}) }, "cards.seats[1]", "holds no wager"},
		{"a wager on an unlisted seat", func(r *round) { r.wagers += ", 3 pair_plus 5 lose 0" }, "wagers[2].seat", "not in cards.seats"},
		{"an ante bonus without an ante", func(r *round) {
			r.wagers = "1 pair_plus 5 win 5, 1 ante_bonus 5 push 0"
			r.seats[0].decision = ""
		}, "wagers[1].bet", "placed none"},
		{"an ante bonus of another amount", func(r *round) { r.wagers += ", 1 ante_bonus 5 push 0" }, "wagers[2].amount", "its amount is the Ante's"},
		{"no dealer cards for a seat that played", func(r *round) { r.dealer = "" }, "cards.dealer", "is empty"},
		{"a seat twice", func(r *round) { r.seats = append(r.seats, seatSpec{1, "2S 3S 4S", "play"}) }, "cards.seats[1].seat", "listed twice"},
		{"a bet of another game", func(r *round) { r.wagers += ", 1 six_card_bonus 5 lose 0" }, "wagers[2].bet", "not a bet of this game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := base()
			r.seats = append([]seatSpec(nil), r.seats...)
			c.edit(&r)
			inputError(t, r, nil, c.field, c.wants)
		})
	}
}

func TestUKSettings(t *testing.T) {
	g := UK()
	s, err := g.Settings(nil)
	if err != nil || s.Values()[keyPairPlusOnFold] != PairPlusSettled {
		t.Fatalf("defaults: %v %v", s, err)
	}
	if _, err := g.Settings(map[string]string{keyPairPlusOnFold: "returned"}); err == nil {
		t.Error("a bad value is accepted")
	}
	if _, err := g.Settings(map[string]string{"decks": "2"}); err == nil {
		t.Error("an unknown setting is accepted")
	}
	// Settings given as another type's values are compiled.
	v := verify(t, ukExamples[10].r, mapSettings{keyPairPlusOnFold: PairPlusLoses})
	if len(v.Findings) != 0 {
		t.Errorf("findings: %+v", v.Findings)
	}
}

type mapSettings map[string]string

func (m mapSettings) Values() map[string]string { return m }
