package baccarat

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// nnWager is a wager of an example at a seat, declared as the example
// settles it; meter marks the top award, whose amount the progressive
// ledger checks (the declared payout stands); line is the seed line the
// settlement must cite ("" for any line of seed 003).
type nnWager struct {
	seat                        int
	bet, amount, result, payout string
	meter                       bool
	line                        string
}

func nnPayTable(id string) map[string]string { return map[string]string{"fortunes_pay_table": id} }

func nnRecords(ws []nnWager) []rules.WagerRecord {
	var out []rules.WagerRecord
	for _, w := range ws {
		out = append(out, rules.WagerRecord{Seat: w.seat, Bet: w.bet, Amount: w.amount, Result: w.result, Payout: w.payout})
	}
	return out
}

func checkNn(t *testing.T, shoe, summary string, settings map[string]string, wagers []nnWager) {
	t.Helper()
	v := trVerify(t, NinetyNineFortunes(), trRecord(t, "ninety-nine-fortunes", shoe, settings, nnRecords(wagers)))
	if summary != "" && v.Outcome.Summary != summary {
		t.Errorf("outcome %q, want %q", v.Outcome.Summary, summary)
	}
	if len(v.Settlements) != len(wagers) {
		t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(wagers))
	}
	for i, w := range wagers {
		s := v.Settlements[i]
		want := rules.Result{Result: w.result, Payout: money(t, w.payout)}
		if s.Expected != want {
			t.Errorf("seat %d %s %s: rules give %s %s; the example says %s %s",
				w.seat, w.bet, w.amount, s.Expected.Result, s.Expected.Payout, want.Result, want.Payout)
		}
		if (s.Meter != nil) != w.meter || (w.meter && s.Meter.Percent != 10000) {
			t.Errorf("seat %d %s: meter line %+v, want the top award: %v", w.seat, w.bet, s.Meter, w.meter)
		}
		if s.Rule.File != rules.Seed003 || (w.line != "" && s.Rule.Lines != w.line) {
			t.Errorf("seat %d %s: settlement cites %v, want seed 003 line %q", w.seat, w.bet, s.Rule, w.line)
		}
	}
	for _, f := range v.Findings {
		t.Errorf("finding on a record declared as the example says: %+v", f)
	}
}

// W3, W4 (lines 385, 406) and E17: four suited 2s. Position 2 wins the
// top award, 100% of the meter; every other position's wager is paid
// Other Suited Quads ($1,000 for a $1 wager under P1: 999.00).
func TestNinetyNineTopAwardToMatchingPosition(t *testing.T) {
	const shoe, summary = "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)"
	checkNn(t, shoe, summary, nil, []nnWager{
		{2, "progressive", "1.00", "win", "10000.00", true, "442"},
		{1, "progressive", "1.00", "win", "999.00", false, "443"},
		{3, "progressive", "1.00", "win", "999.00", false, "443"},
		{10, "progressive", "1.00", "win", "999.00", false, "443"},
		{2, "tie", "10.00", "win", "80.00", false, "144"},
		{5, "player", "10.00", "push", "0.00", false, "132"},
	})
	// The meter's amount is the ledger's: any declared payout stands.
	checkNn(t, shoe, summary, nil, []nnWager{{2, "progressive", "1.00", "win", "12345.67", true, "442"}})
	// P5 names the row "Matching a Players Seat" (line 513); others get
	// $5,000 for a $5 wager (line 514).
	checkNn(t, shoe, summary, nnPayTable("P5-7-spots-USD5"), []nnWager{
		{2, "progressive", "5.00", "win", "50000.00", true, "513"},
		{7, "progressive", "5.00", "win", "4995.00", false, "514"},
	})
	// A wager twice the base wager is paid twice the amount.
	checkNn(t, shoe, summary, nnPayTable("P2-7-spots-USD5"), []nnWager{
		{6, "progressive", "10.00", "win", "9990.00", false, "463"},
	})
}

// Aces are position 1 (line 406); tens position 10; the "$5" seven-spot
// table's top award is A's to 8's (line 462), so suited 9s are Other
// Suited Quads there; jacks to kings and 4s match no position (lines
// 408-417).
func TestNinetyNineTopAwardRanks(t *testing.T) {
	for _, c := range []struct {
		name, shoe, summary, table string
		wagers                     []nnWager
	}{
		{"aces", "AS AS AS AS KC KD", "Tie 2: Player 2 (3 cards), Banker 2 (3 cards)", "P1", []nnWager{
			{1, "progressive", "1.00", "win", "5000.00", true, "442"},
			{2, "progressive", "1.00", "win", "999.00", false, "443"},
		}},
		{"tens", "TH TH TH TH 9C 9D", "Tie 9: Player 9 (3 cards), Banker 9 (3 cards)", "P4b", []nnWager{
			{10, "progressive", "1.00", "win", "5000.00", true, "503"},
			{1, "progressive", "1.00", "win", "999.00", false, "504"},
		}},
		{"nines_P1", "9D 9D 9D 9D", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", "P1", []nnWager{
			{9, "progressive", "1.00", "win", "5000.00", true, "442"},
		}},
		{"nines_USD5", "9D 9D 9D 9D", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", "P2-7-spots-USD5", []nnWager{
			{9, "progressive", "5.00", "win", "4995.00", false, "463"},
		}},
		{"eights_USD5", "8C 8C 8C 8C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", "P2-7-spots-USD5", []nnWager{
			{8, "progressive", "5.00", "win", "5000.00", true, "462"},
			{9, "progressive", "5.00", "win", "4995.00", false, "463"},
		}},
		{"kings", "KS KS KS KS 5C 5D", "Tie 5: Player 5 (3 cards), Banker 5 (3 cards)", "P1", []nnWager{
			{1, "progressive", "1.00", "win", "999.00", false, "443"},
			{10, "progressive", "1.00", "win", "999.00", false, "443"},
		}},
		{"fours", "4H 4H 4H 4H", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", "P1", []nnWager{
			{5, "progressive", "1.00", "win", "999.00", false, "443"},
		}},
		{"pesos", "3C 3C 3C 3C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", "P3-7-spots-PHP200", []nnWager{
			{3, "progressive", "200.00", "win", "1.00", true, "492"},
			{5, "progressive", "200.00", "win", "199800.00", false, "493"},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			checkNn(t, c.shoe, c.summary, nnPayTable(c.table), c.wagers)
		})
	}
}

// The digest's derived examples that name 99 Fortunes (Part E), and hands
// built from the pay tables' rows: the first four cards, P1 B1 P2 B2.
func TestNinetyNineExamples(t *testing.T) {
	type byTable struct {
		table, amount, result, payout, line string
	}
	for _, e := range []struct {
		id, shoe, summary string
		pays              []byTable
	}{
		// E7, E13, E18: four of a kind, not suited: Quads, $100 for $1.
		{"E7", "8S 8H 8D 8C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", []byTable{
			{"P1", "1.00", "win", "99.00", "444"},
			{"P2-7-spots-USD5", "5.00", "win", "495.00", "464"},
			{"P5-7-spots-USD5", "5.00", "win", "495.00", "515"},
		}},
		{"E13", "2S 2H 2D 2C 3C 3D", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", []byTable{
			{"P1", "1.00", "win", "99.00", "444"},
			{"P3-6-spots-PHP200", "200.00", "win", "19800.00", "484"},
		}},
		{"E18", "4C 4D 4H 4S", "Tie 8: Player 8 (2 cards, natural), Banker 8 (2 cards, natural)", []byTable{
			{"P1", "1.00", "win", "99.00", "444"},
			{"P4b", "1.00", "win", "99.00", "505"},
		}},
		// E8: 7♠ 7♥ 7♦ 7♠ holds a suited pair, but four of a kind is
		// higher, and only the highest hand is paid.
		{"E8", "7S 7H 7D 7S 7C 7D", "Tie 1: Player 1 (3 cards), Banker 1 (3 cards)", []byTable{
			{"P1", "1.00", "win", "99.00", "444"},
			{"P6-7-spots-CET", "5.00", "win", "495.00", "525"},
		}},
		// E15: 5♠ 5♠ among the first four, split between the hands: a
		// Suited Pair in every table.
		{"E15", "5S 5S 9H KD 2C", "Player 6 (3 cards) over Banker 5 (2 cards)", []byTable{
			{"P1", "1.00", "win", "2.00", "447"},
			{"P2-6-spots", "100.00", "win", "200.00", "457"},
			{"P2-7-spots-USD5", "5.00", "win", "10.00", "467"},
			{"P2-7-spots-PHP100", "100.00", "win", "200.00", "477"},
			{"P3-6-spots-PHP200", "200.00", "win", "400.00", "487"},
			{"P3-7-spots-PHP200", "200.00", "win", "400.00", "498"},
			{"P4b", "1.00", "win", "2.00", "508"},
			{"P5-7-spots-USD5", "5.00", "win", "10.00", "518"},
			{"P6-7-spots-CET", "5.00", "win", "15.00", "528"},
		}},
		// E16: two pair. P3's Two Pair is PHP1,000 for PHP200 (X15); P5
		// and P6 have no Two Pair row, and the pairs are not suited: lose.
		{"E16", "5S 5D 9H 9C 2C 3H", "Banker 7 (3 cards) over Player 6 (3 cards)", []byTable{
			{"P1", "1.00", "win", "8.00", "446"},
			{"P2-7-spots-USD5", "5.00", "win", "40.00", "466"},
			{"P2-7-spots-PHP100", "100.00", "win", "800.00", "476"},
			{"P3-6-spots-PHP200", "200.00", "win", "800.00", "486"},
			{"P3-7-spots-PHP200", "200.00", "win", "800.00", "497"},
			{"P5-7-spots-USD5", "5.00", "lose", "0.00", "385"},
			{"P6-7-spots-CET", "5.00", "lose", "0.00", "385"},
		}},
		// E19 and E1: no pair among the first four.
		{"E19", "TC QD JH KS TD QS", "Tie 0: Player 0 (3 cards), Banker 0 (3 cards)", []byTable{
			{"P1", "1.00", "lose", "0.00", "385"},
		}},
		{"E1", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", []byTable{
			{"P1", "1.00", "lose", "0.00", "385"},
		}},
		// Built from the rows. A pair of one rank in two suits is no
		// "suited pair" (line 385); the third cards do not count (line 394):
		// 5♦ as the Player's third card makes no trips.
		{"unsuited_pair", "5S 5H 9H 2C 5D", "Player 9 (3 cards) over Banker 7 (2 cards)", []byTable{
			{"P1", "1.00", "lose", "0.00", "385"},
			{"P5-7-spots-USD5", "5.00", "lose", "0.00", "385"},
		}},
		// Three identical cards: Suited Trips where the table has the row
		// (lines 516, 526), else Trips.
		{"suited_trips", "5S 5S 5S 9H KC", "Banker 4 (2 cards) over Player 0 (3 cards)", []byTable{
			{"P1", "1.00", "win", "9.00", "445"},
			{"P5-7-spots-USD5", "5.00", "win", "120.00", "516"},
			{"P6-7-spots-CET", "5.00", "win", "120.00", "526"},
		}},
		{"trips", "5S 5H 5D 9H KC", "Banker 4 (2 cards) over Player 0 (3 cards)", []byTable{
			{"P1", "1.00", "win", "9.00", "445"},
			{"P5-7-spots-USD5", "5.00", "win", "35.00", "517"},
			{"P6-7-spots-CET", "5.00", "win", "45.00", "527"},
			{"P3-7-spots-PHP200", "200.00", "win", "1800.00", "496"},
		}},
		// Trips holding a suited pair are Trips, the higher hand.
		{"trips_with_suited_pair", "5S 5S 5H 9C KC", "Banker 4 (2 cards) over Player 0 (3 cards)", []byTable{
			{"P5-7-spots-USD5", "5.00", "win", "35.00", "517"},
		}},
		// Two pair, one of them suited: Two Pair where the table has it;
		// P5 and P6 pay the Suited Pair.
		{"two_pair_one_suited", "5S 5S 9H 9C KC", "Tie 4: Player 4 (3 cards), Banker 4 (2 cards)", []byTable{
			{"P1", "1.00", "win", "8.00", "446"},
			{"P5-7-spots-USD5", "5.00", "win", "10.00", "518"},
			{"P6-7-spots-CET", "5.00", "win", "15.00", "528"},
		}},
		// Suited quads of a rank above the table's top award are Other
		// Suited Quads at every position; unsuited quads with three
		// identical cards are Quads.
		{"quads_with_suited_trips", "5S 5S 5S 5H KC KD", "Tie 0: Player 0 (3 cards), Banker 0 (3 cards)", []byTable{
			{"P1", "1.00", "win", "99.00", "444"},
			{"P5-7-spots-USD5", "5.00", "win", "495.00", "515"},
		}},
	} {
		for _, p := range e.pays {
			t.Run(e.id+"/"+p.table, func(t *testing.T) {
				checkNn(t, e.shoe, e.summary, nnPayTable(p.table), []nnWager{
					{5, "progressive", p.amount, p.result, p.payout, false, p.line},
				})
			})
		}
	}
}

// Seats are the layout's positions, 1, 2, 3 and 5 to 10 (lines 406-417):
// any other seat is refused, and a record cannot name the per-position
// wagers the game settles by.
func TestNinetyNineSeats(t *testing.T) {
	for _, c := range []struct {
		seat  int
		bet   string
		field string
	}{
		{4, "progressive", "wagers[1].seat"},
		{4, "banker", "wagers[1].seat"},
		{11, "progressive", "wagers[1].seat"},
		{2, "progressive@2", "wagers[1].bet"},
	} {
		data := trRecord(t, "ninety-nine-fortunes", "8S 8H 8D 8C", nil, []rules.WagerRecord{
			{Seat: 1, Bet: "player", Amount: "10", Result: "push", Payout: "0"},
			{Seat: c.seat, Bet: c.bet, Amount: "1", Result: "win", Payout: "99"},
		})
		_, err := NinetyNineFortunes().Decode(data)
		ie, ok := rules.AsInputError(err)
		if !ok || len(ie.Errors) != 1 || ie.Errors[0].Field != c.field {
			t.Errorf("seat %d %s: %v, want an InputError naming %s", c.seat, c.bet, err, c.field)
		}
	}
	for _, p := range nnPositions {
		checkNn(t, "8S 8H 8D 8C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", nil,
			[]nnWager{{p, "progressive", "1.00", "win", "99.00", false, "444"}})
	}
}

// Wrong settlements are findings citing the row; a top award declared at
// the wrong position is one.
func TestNinetyNineFindings(t *testing.T) {
	data := trRecord(t, "ninety-nine-fortunes", "2S 2S 2S 2S 3C 3H", nil, []rules.WagerRecord{
		{Seat: 3, Bet: "progressive", Amount: "1.00", Result: "win", Payout: "10000.00"}, // not position 2
		{Seat: 2, Bet: "progressive", Amount: "1.00", Result: "lose", Payout: "0.00"},
		{Seat: 5, Bet: "progressive", Amount: "1.00", Result: "win", Payout: "1000.00"}, // the stake was taken
	})
	v := trVerify(t, NinetyNineFortunes(), data)
	want := []struct {
		seat                             int
		field, declared, expected, lines string
	}{
		{3, "payout", "10000.00", "999.00", "443"},
		{2, "result", "lose", "win", "442"},
		{5, "payout", "1000.00", "999.00", "443"},
	}
	if len(v.Findings) != len(want) {
		t.Fatalf("findings %+v, want %d", v.Findings, len(want))
	}
	for i, w := range want {
		f := v.Findings[i]
		if f.Seat != w.seat || f.Field != w.field || f.Declared != w.declared || f.Expected != w.expected || f.Rule != co(w.lines) {
			t.Errorf("finding %d = %+v, want %+v", i, f, w)
		}
	}
	if v.Settlements[1].Meter == nil || v.Settlements[0].Meter != nil {
		t.Errorf("the meter line belongs to seat 2 only: %+v", v.Settlements)
	}
}

func TestNinetyNineSettings(t *testing.T) {
	s, err := NinetyNineFortunes().Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"decks": "8", "commission_rate": "5", "commission_rounding": "down_to_cent",
		"commission_mode": "win", "tie_odds": "8", "fortunes_pay_table": "P1"}
	if fmt.Sprint(s.Values()) != fmt.Sprint(want) {
		t.Errorf("defaults %v, want %v", s.Values(), want)
	}
	for _, c := range []struct {
		key, value string
		ok         bool
	}{
		{"fortunes_pay_table", "P6-7-spots-CET", true}, {"fortunes_pay_table", "P3-7-spots-PHP200", true},
		{"fortunes_pay_table", "sample", false}, {"fortunes_pay_table", "P4", false},
		{"commission_rate", "25", true}, {"commission_mode", "tie", true}, {"tie_odds", "7", false},
	} {
		_, err := NinetyNineFortunes().Settings(map[string]string{c.key: c.value})
		if c.ok != (err == nil) {
			t.Errorf("Settings(%s=%s) = %v, want ok %v", c.key, c.value, err, c.ok)
		}
	}
	// The commission is baccarat-co's (line 383: "identical to standard
	// baccarat").
	checkNn(t, "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", map[string]string{"commission_rounding": "up_to_quarter"},
		[]nnWager{{1, "progressive", "1.00", "lose", "0.00", false, "385"}})
	v := trVerify(t, NinetyNineFortunes(), trRecord(t, "ninety-nine-fortunes", "TC AS 4D AH TH 5C", map[string]string{"commission_rounding": "up_to_quarter"},
		[]rules.WagerRecord{{Seat: 1, Bet: "banker", Amount: "13.00", Result: "win", Payout: "13.00", Commission: "0.75"}}))
	if !v.Verified() {
		t.Errorf("banker: %+v", v.Findings)
	}
}

func TestNinetyNineInfo(t *testing.T) {
	info := NinetyNineFortunes().Info()
	if info.ID != "ninety-nine-fortunes" || info.Family != "baccarat" || info.Sources[0] != co("379-528") {
		t.Errorf("info header %+v", info)
	}
	var bets []string
	for _, w := range info.Wagers {
		bets = append(bets, w.Bet)
		if w.Name == "" || w.Wins == "" || w.Pays == "" || w.Rule.File != rules.Seed003 {
			t.Errorf("wager %+v is not fully described", w)
		}
	}
	if got := strings.Join(bets, " "); got != "player banker tie progressive" {
		t.Errorf("bets %s", got)
	}
	var tables []string
	for _, pt := range info.PayTables {
		tables = append(tables, pt.ID+":"+pt.Setting)
		for _, r := range pt.Rows {
			if r.Rule.File != rules.Seed003 || r.Pays == "" {
				t.Errorf("pay table %s row %+v", pt.ID, r)
			}
		}
	}
	want := "P1:fortunes_pay_table P2-6-spots:fortunes_pay_table P2-7-spots-USD5:fortunes_pay_table P2-7-spots-PHP100:fortunes_pay_table " +
		"P3-6-spots-PHP200:fortunes_pay_table P3-7-spots-PHP200:fortunes_pay_table P4b:fortunes_pay_table " +
		"P5-7-spots-USD5:fortunes_pay_table P6-7-spots-CET:fortunes_pay_table sample:"
	if got := strings.Join(tables, " "); got != want {
		t.Errorf("pay tables %s", got)
	}
	// The seated game is the same game with the per-position wagers after
	// the catalog's.
	if ninetyNineSeated.id != ninetyNine.id || len(ninetyNineSeated.bets) != len(ninetyNine.bets)+len(nnPositions) {
		t.Errorf("seated game %s has %d bets", ninetyNineSeated.id, len(ninetyNineSeated.bets))
	}
	for i, b := range ninetyNine.bets {
		if ninetyNineSeated.bets[i].id != b.id {
			t.Errorf("seated bet %d is %s, the game's %s", i, ninetyNineSeated.bets[i].id, b.id)
		}
	}
}

// nnRanksOfLabel reads the top award's ranks from its printed label:
// "(A's – 10's, ex 4's)" or "Matching a Players Seat" (the positions).
func nnRanksOfLabel(t *testing.T, label string, positions []int) []rules.Rank {
	t.Helper()
	rankOf := func(p int) rules.Rank {
		if p == 1 {
			return rules.Ace
		}
		return rules.Rank(p)
	}
	var out []rules.Rank
	if strings.Contains(label, "Matching a Players Seat") {
		for _, p := range positions {
			out = append(out, rankOf(p))
		}
		return out
	}
	var hi, ex int
	if _, err := fmt.Sscanf(label[strings.Index(label, "(A's – ")+len("(A's – "):], "%d's, ex %d's)", &hi, &ex); err != nil {
		t.Fatalf("label %q: %v", label, err)
	}
	for p := 1; p <= hi; p++ {
		if p != ex {
			out = append(out, rankOf(p))
		}
	}
	return out
}

// The data against the rule book: titles, every row's label, amount and
// Envy on its line, no printed row left out, the top award's ranks as the
// label prints them, the base wager where the title names it, and the
// layout's positions.
func TestNinetyNineSeed(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed003)
	var positions []int
	for n := 409; n <= 417; n++ {
		pos, combination, _ := strings.Cut(lines[n-1], "\t")
		p, err := strconv.Atoi(pos)
		if err != nil {
			t.Fatalf("line %d reads %q, not a position", n, lines[n-1])
		}
		positions = append(positions, p)
		// "4 Suited Aces", "4 Suited 2's": the rank the position matches.
		rank, ranks := rules.Ace, "Aces"
		if p != 1 {
			rank, ranks = rules.Rank(p), strconv.Itoa(p)+"'s"
		}
		if combination != "4 Suited "+ranks || nnPositionOf(rank) != p {
			t.Errorf("line %d reads %q; position %d is matched by %s", n, lines[n-1], nnPositionOf(rank), rank)
		}
	}
	if !slices.Equal(positions, nnPositions) || !strings.HasPrefix(lines[407], "Player Position") {
		t.Errorf("positions %v, lines 408-417 read %v", nnPositions, positions)
	}
	if nnPositionOf(rules.Ace) != 1 || nnPositionOf(4) != 0 || nnPositionOf(rules.Jack) != 0 || nnPositionOf(rules.Ten) != 10 {
		t.Error("nnPositionOf does not map aces to 1 and tens to 10, or maps a rank without a position")
	}
	labels := []string{nnLabelOther, nnLabelQuads, nnLabelSTrips, nnLabelTrips, nnLabelTwoPair, nnLabelSPair, "Suited Quads"}
	for _, tbl := range nnTables {
		title := seedtext.Text(t, co(tbl.titleLine))
		for _, w := range tbl.titleWords {
			if !strings.Contains(title, w) {
				t.Errorf("%s: title line %s reads %q, without %q", tbl.id, tbl.titleLine, title, w)
			}
		}
		if strings.Contains(tbl.baseNote, "in the title") && !strings.Contains(title, tbl.baseText()) {
			t.Errorf("%s: base wager %s, but the title reads %q", tbl.id, tbl.baseText(), title)
		}
		first, last, err := co(tbl.lines).Range()
		if err != nil || strconv.Itoa(first) != tbl.titleLine {
			t.Errorf("%s spans %s from its title at %s", tbl.id, tbl.lines, tbl.titleLine)
		}
		rowAt := map[string]nnRow{}
		for _, r := range tbl.rows {
			rowAt[r.line] = r
			text := seedtext.Text(t, co(r.line))
			if n, _, _ := co(r.line).Range(); n <= first || n > last {
				t.Errorf("%s row %s at line %s is outside the table", tbl.id, r.label, r.line)
			}
			if !strings.HasPrefix(text, r.label) || !strings.Contains(text, "\t"+r.cell) ||
				(r.envy != "" && !strings.HasSuffix(text, "\t"+r.envy)) {
				t.Errorf("%s: %q %s envy %q, but line %s reads %q", tbl.id, r.label, r.cell, r.envy, r.line, text)
			}
			if r.meter == 0 && r.amount != nnAmount(tbl, strings.TrimSpace(r.cell)) {
				t.Errorf("%s line %s: amount %s, printed %s", tbl.id, r.line, r.amount, r.cell)
			}
			if r.hand == nnSuitedQuadsSeat {
				if got := nnRanksOfLabel(t, r.label, positions); !slices.Equal(got, tbl.ranks) {
					t.Errorf("%s: top award ranks %v, the label %q says %v", tbl.id, tbl.ranks, r.label, got)
				}
			}
		}
		// Every printed row is in the data: a line that starts with a row
		// label and has a tab.
		for n := first; n <= last; n++ {
			l := lines[n-1]
			for _, lab := range labels {
				if strings.HasPrefix(l, lab) && strings.Contains(l, "\t") {
					if _, ok := rowAt[strconv.Itoa(n)]; !ok {
						t.Errorf("%s: line %d (%q) is no row of the data", tbl.id, n, l)
					}
					break
				}
			}
		}
		if len(rowAt) != len(tbl.rows) {
			t.Errorf("%s: %d rows on %d lines", tbl.id, len(tbl.rows), len(rowAt))
		}
	}
	// The sample table: each cited line prints the pays the catalog shows.
	for _, r := range nnSampleTable().Rows {
		text := seedtext.Text(t, r.Rule)
		for _, part := range strings.FieldsFunc(r.Pays, func(c rune) bool { return strings.ContainsRune(" ()", c) }) {
			part = strings.TrimSuffix(part, ",")
			if strings.HasPrefix(part, "$") || part[0] >= '0' && part[0] <= '9' {
				if !strings.Contains(text, part) {
					t.Errorf("sample row %q: %s is not on line %s (%q)", r.Outcome, part, r.Rule.Lines, text)
				}
			}
		}
		if !strings.HasPrefix(text, r.Outcome) {
			t.Errorf("sample row %q, line %s reads %q", r.Outcome, r.Rule.Lines, text)
		}
	}
	if text := seedtext.Text(t, ninetyNine.bets[3].rule); !strings.Contains(text, "suited pair or higher") {
		t.Errorf("the progressive wager cites %s, which reads %q", ninetyNine.bets[3].rule, text)
	}
	for _, s := range NinetyNineFortunes().Info().Settings {
		text := seedtext.Text(t, s.Rule)
		switch s.Key {
		case "fortunes_pay_table":
			if !strings.HasPrefix(text, "- (11) Pay tables") {
				t.Errorf("%s cites %s, which begins %q", s.Key, s.Rule, text[:20])
			}
		case "tie_odds":
			if !strings.Contains(text, "at least "+s.Default+" to 1") {
				t.Errorf("tie_odds default %s, %s reads %q", s.Default, s.Rule, text)
			}
		case "decks":
			if !strings.Contains(text, s.Range+" decks") {
				t.Errorf("decks range %s is not what %s reads", s.Range, s.Rule)
			}
		}
	}
}

// nnCounts are the ordered deals of the first four cards from d decks by
// the hand they make, by combinatorics alone (independent of the code
// under test); each is then dealt the other two cards in rest ways.
type nnCounts struct {
	suitedQuadsOfRank, quads, suitedTrips, unsuitedTrips, twoPair, twoPairWithSuited, suitedPair, rest uint64
}

func nnClosedForm(d uint64) nnCounts {
	n := 52 * d
	same := 4 * d                                 // cards of one rank
	identical4 := d * (d - 1) * (d - 2) * (d - 3) // four copies of one card, in order
	var c nnCounts
	c.suitedQuadsOfRank = 4 * identical4
	c.quads = 13*same*(same-1)*(same-2)*(same-3) - 52*identical4
	// Three of a rank and a fourth card of another: the odd card's place,
	// the rank (or the card, when suited), the three in order, the fourth.
	c.suitedTrips = 4 * 52 * d * (d - 1) * (d - 2) * (n - same)
	c.unsuitedTrips = 4*13*same*(same-1)*(same-2)*(n-same) - c.suitedTrips
	// Two ranks twice each: the pair of ranks, their 6 arrangements, the
	// cards in order; with at least one pair of identical cards.
	pair := same * (same - 1)
	unsuited := pair - same*(d-1)
	c.twoPair = 78 * 6 * pair * pair
	c.twoPairWithSuited = 78 * 6 * (pair*pair - unsuited*unsuited)
	// One pair of identical cards and two cards of two other ranks.
	c.suitedPair = 6 * 52 * d * (d - 1) * (n - same) * (n - 2*same)
	c.rest = (n - 4) * (n - 5)
	return c
}

// nnExpected returns, for a table and a position (nnAnyPosition: the
// catalog's view), the deals of each row's line.
func nnExpected(tbl *nnTable, c nnCounts, position int) map[string]uint64 {
	qualifying := uint64(0)
	for _, r := range tbl.ranks {
		if position == nnAnyPosition || nnPositionOf(r) == position {
			qualifying++
		}
	}
	hasSuitedTrips := slices.ContainsFunc(tbl.rows, func(r nnRow) bool { return r.hand == nnSuitedTrips })
	hasTwoPair := slices.ContainsFunc(tbl.rows, func(r nnRow) bool { return r.hand == nnTwoPair })
	out := map[string]uint64{}
	for _, r := range tbl.rows {
		var w uint64
		switch r.hand {
		case nnSuitedQuadsSeat:
			w = qualifying * c.suitedQuadsOfRank
		case nnSuitedQuadsOther:
			w = (13 - qualifying) * c.suitedQuadsOfRank
		case nnQuads:
			w = c.quads
		case nnSuitedTrips:
			w = c.suitedTrips
		case nnTrips:
			w = c.unsuitedTrips
			if !hasSuitedTrips {
				w += c.suitedTrips
			}
		case nnTwoPair:
			w = c.twoPair
		case nnSuitedPair:
			w = c.suitedPair
			if !hasTwoPair {
				w += c.twoPairWithSuited
			}
		}
		out[r.line] = w * c.rest
	}
	return out
}

func checkNnFrequencies(t *testing.T, f *Frequencies, bet string, tbl *nnTable, position int) {
	t.Helper()
	c := nnClosedForm(uint64(f.Decks))
	want := nnExpected(tbl, c, position)
	b := f.Bet(bet)
	var paid uint64
	fixed := new(big.Rat)
	for _, r := range tbl.rows {
		got := b.Ways(co(r.line))
		if got != want[r.line] {
			t.Errorf("%s %s line %s (%s): %d deals, want %d", tbl.id, bet, r.line, r.label, got, want[r.line])
		}
		paid += got
		for _, l := range b.Lines {
			if l.Rule != co(r.line) {
				continue
			}
			if r.meter != 0 {
				if l.Meter != r.meter || l.Payout.Sign() != 0 {
					t.Errorf("%s line %s: meter %s payout %s, want the meter's %s", tbl.id, r.line, l.Meter, l.Payout, r.meter)
				}
				continue
			}
			forOne := big.NewRat(int64(r.amount/tbl.base)-1, 1)
			if l.Meter != 0 || l.Payout.Cmp(forOne) != 0 {
				t.Errorf("%s line %s: pays %s per unit, want %s (%s for %s)", tbl.id, r.line, l.Payout, forOne, r.cell, tbl.baseText())
			}
			fixed.Add(fixed, new(big.Rat).Mul(forOne, new(big.Rat).SetInt(new(big.Int).SetUint64(got))))
		}
	}
	lost := f.Deals - paid
	if got := b.Ways(co("385")); got != lost || b.WaysOf(rules.Lose) != lost {
		t.Errorf("%s %s: loses %d deals, want %d", tbl.id, bet, got, lost)
	}
	fixed.Sub(fixed, new(big.Rat).SetInt(new(big.Int).SetUint64(lost)))
	fixed.Quo(fixed, new(big.Rat).SetInt(new(big.Int).SetUint64(f.Deals)))
	// Return is unknown (nil) where the meter may pay; FixedReturn counts
	// the meter as paying nothing beyond the stake.
	meterPays := b.WaysOf(rules.Win) > 0 && tbl.rows[0].meter != 0 && b.Ways(co(tbl.rows[0].line)) > 0
	if (b.Return == nil) != meterPays || b.FixedReturn.Cmp(fixed) != 0 || (b.Return != nil && b.Return.Cmp(fixed) != 0) {
		t.Errorf("%s %s: return %v, fixed return %s, want %s (meter pays: %v)", tbl.id, bet, b.Return, b.FixedReturn.FloatString(6), fixed.FloatString(6), meterPays)
	}
}

// Every deal of eight decks: each row's frequency against the
// closed-form counts, in the catalog's view (the top award for any
// qualifying rank) and a seat's (only its rank). The tables enumerated
// are one of each shape: P1 (P4b, P2 6 Spots and P2 PHP100 print its rows
// at other amounts), the A's-to-8's table, P3 (Two Pair at 5 for 1; the
// 7 Spots table is the same), P5 and P6 (Suited Trips, no Two Pair); the
// examples settle a hand of every table, and TestNinetyNineSeed checks
// every amount against the rule book.
func TestEnumerateNinetyNine(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates five pay tables")
	}
	g := NinetyNineFortunes()
	ids := []string{"P1", "P2-7-spots-USD5", "P3-6-spots-PHP200", "P5-7-spots-USD5", "P6-7-spots-CET"}
	var variants []rules.Settings
	for _, id := range ids {
		s, err := g.Settings(nnPayTable(id))
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(g, variants...)
	if err != nil {
		t.Fatal(err)
	}
	c := nnClosedForm(8)
	if c.suitedQuadsOfRank != 4*8*7*6*5 || c.rest != 412*411 {
		t.Fatalf("closed form %+v", c)
	}
	for i, f := range fs {
		if f.Deals != 416*415*414*413*412*411 {
			t.Fatalf("%d deals", f.Deals)
		}
		checkNnFrequencies(t, f, "progressive", nnTableByID(ids[i]), nnAnyPosition)
		if f.Bet("player").WaysOf(rules.Win) != 2_230_518_282_592_256 || f.Bet("tie").WaysOf(rules.Win) != 475_627_426_473_216 {
			t.Errorf("%s: main wagers differ from baccarat-co", ids[i])
		}
	}
	// By position, under the $5 seven-spot table (A's to 8's): positions
	// 9 and 10 never win the top award there.
	const id = "P2-7-spots-USD5"
	s, _ := g.Settings(nnPayTable(id))
	fs, err = Enumerate(ninetyNineSeated, s)
	if err != nil {
		t.Fatal(err)
	}
	tbl := nnTableByID(id)
	for _, p := range nnPositions {
		checkNnFrequencies(t, fs[0], nnSeatBetID(p), tbl, p)
		top := fs[0].Bet(nnSeatBetID(p)).Ways(co(tbl.rows[0].line))
		if want := c.suitedQuadsOfRank * c.rest; (p <= 8 && top != want) || (p > 8 && top != 0) {
			t.Errorf("%s: position %d wins the top award on %d deals", id, p, top)
		}
	}
}

func FuzzNinetyNineDecodeVerify(f *testing.F) {
	for _, c := range []struct {
		shoe, table string
		ws          []rules.WagerRecord
	}{
		{"2S 2S 2S 2S 3C 3H", "P1", []rules.WagerRecord{{Seat: 2, Bet: "progressive", Amount: "1", Result: "win", Payout: "10000"}, {Seat: 3, Bet: "progressive", Amount: "1", Result: "win", Payout: "999"}}},
		{"5S 5S 9H KD 2C", "P5-7-spots-USD5", []rules.WagerRecord{{Seat: 5, Bet: "progressive", Amount: "5", Result: "win", Payout: "10"}, {Seat: 5, Bet: "player", Amount: "10", Result: "win", Payout: "10"}}},
		{"5S 5D 9H 9C 2C 3H", "P3-6-spots-PHP200", []rules.WagerRecord{{Seat: 10, Bet: "progressive", Amount: "200", Result: "win", Payout: "800"}}},
	} {
		f.Add(trRecord(f, "ninety-nine-fortunes", c.shoe, nnPayTable(c.table), c.ws))
	}
	f.Add([]byte(`{"table_id":"T","hand_number":1,"game":"ninety-nine-fortunes","dealt_at":"2026-01-01T00:00:00Z","cards":{"player":["4H","4H"],"banker":["4H","4H"]},"wagers":[{"seat":4,"bet":"progressive","amount":"1","result":"win","payout":"1"}],"table_settings":{"decks":"6"}}`))
	g := NinetyNineFortunes()
	fuzzVerdicts(f, g, func(t *testing.T, r Record, v *rules.Verdict) {
		for _, st := range v.Settlements {
			if !slices.Contains(nnPositions, st.Seat) || st.Rule.File != rules.Seed003 {
				t.Fatalf("settlement %+v: a seat off the layout, or no line of seed 003", st)
			}
			// Only the progressive wager pays the meter, and only at the
			// position matching the rank of its suited four of a kind.
			if st.Meter != nil && st.Bet != "progressive" {
				t.Fatalf("%s pays the meter", st.Bet)
			}
		}
	})
}

func BenchmarkNinetyNineVerify(b *testing.B) {
	data := trRecord(b, "ninety-nine-fortunes", "5S 5D 9H 9C 2C 3H", nil, []rules.WagerRecord{
		{Seat: 1, Bet: "progressive", Amount: "1", Result: "win", Payout: "8"},
		{Seat: 2, Bet: "progressive", Amount: "1", Result: "win", Payout: "8"},
		{Seat: 3, Bet: "banker", Amount: "10", Result: "win", Payout: "10", Commission: "0.50"},
	})
	g := NinetyNineFortunes()
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
