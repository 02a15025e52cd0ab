package paigowtiles

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

const (
	pgt  = "pai-gow-tiles"
	pgtw = "pai-gow-tiles-wild"
)

// The dice count eight positions from the player-dealer's, counterclockwise
// in Pai Gow Tiles (line 1140) and clockwise in the Wild (line 3001); 9 and
// 17 fall on the player-dealer and give the button to the next position in
// the count (lines 1140, 1202, 3003).
func TestActionSeat(t *testing.T) {
	// Seats are numbered clockwise: counterclockwise from seat 1 is seat 8.
	for _, c := range []struct {
		dice, pd, hgc, wild int
	}{
		{9, 1, 8, 2}, {17, 1, 8, 2}, {10, 1, 8, 2}, {18, 1, 8, 2},
		{3, 1, 7, 3}, {11, 1, 7, 3}, {12, 1, 6, 4}, {16, 1, 2, 8}, {8, 1, 2, 8},
		{9, 5, 4, 6}, {4, 5, 2, 8}, {15, 3, 5, 1},
	} {
		if got := paiGowTiles.actionSeat(c.dice, c.pd); got != c.hgc {
			t.Errorf("Pai Gow Tiles, dice %d, player-dealer at %d: action seat %d, want %d", c.dice, c.pd, got, c.hgc)
		}
		if got := paiGowTilesWild.actionSeat(c.dice, c.pd); got != c.wild {
			t.Errorf("Wild, dice %d, player-dealer at %d: action seat %d, want %d", c.dice, c.pd, got, c.wild)
		}
	}
}

// Settlement runs counterclockwise from the button in Pai Gow Tiles (line
// 1210), clockwise in the Wild (line 3007), the seated player before the
// backline bettors.
func TestSettlementOrder(t *testing.T) {
	// Seat 3 wins, seat 5's 2 and 1 lose, seat 8 pushes, in both games.
	hands := []hr{{2, "66 45 13 26", false}, {3, "11 11 55 16", false}, {5, "22 34 25 14", false}, {8, "44 56 44 55", false}}
	ws := []string{wager(3, "10", "win", "10"), wager(5, "10", "lose", "0"), wager(8, "10", "push", "0"), wager(3, "10", "win", "10", "1")}
	// Player-dealer at seat 2, dice 13: four positions on. Pai Gow Tiles:
	// counterclockwise to seat 6, then 5, 4, 3, 1, 8.
	v := verify(t, PaiGowTiles(), nil, rec(pgt, 13, 2, "500", "-10", hands, ws...))
	expectSettlements(t, v, want{seat: 5, result: "lose", payout: "0.00"}, want{seat: 3, result: "win", payout: "10.00"},
		want{seat: 3, backline: 1, result: "win", payout: "10.00"}, want{seat: 8, result: "push", payout: "0.00"})
	if !v.Verified() {
		t.Errorf("findings: %+v", v.Findings)
	}
	// The Wild: clockwise to seat 6, then 7, 8, 1, 3, 4, 5 (no backline).
	ws = ws[:3]
	v = verify(t, PaiGowTilesWild(), nil, rec(pgtw, 13, 2, "500", "0", hands, ws...))
	expectSettlements(t, v, want{seat: 8, result: "push", payout: "0.00"}, want{seat: 3, result: "win", payout: "10.00"},
		want{seat: 5, result: "lose", payout: "0.00"})
	if !v.Verified() {
		t.Errorf("findings: %+v", v.Findings)
	}
}

// The player-dealer pays and collects within its bank, in order: a winner
// it cannot cover in full is paid what is left. Once its wager is
// exhausted the wagers not covered are returned, every later one no_action
// (bank_exhausted=returned, line 3422; the Wild's own lines 2913, 3007);
// under losers_collected a later loser is still collected (K1), and may not
// take its net past the bank.
func TestCover(t *testing.T) {
	// Player-dealer at seat 1 with a Wong and a 2; dice 10 put the button
	// on seat 8 in Pai Gow Tiles: order 8, 7, 6, ... 2.
	hands := []hr{{1, "66 45 13 26", false}, {8, "11 11 55 16", false}, {7, "44 56 44 55", false}, {6, "22 34 25 12", false}, {5, "33 33 46 15", false}}
	// Seat 8 wins 100 of a 60 bank: paid 60, and the bank is exhausted.
	// Seats 7 (a push), 6 (a loss) and 5 (a win) are returned. Net -60.
	v := verify(t, PaiGowTiles(), nil, rec(pgt, 10, 1, "60", "-60", hands,
		wager(8, "100", "win", "60"), wager(7, "20", "no_action", "0"), wager(6, "50", "no_action", "0"), wager(5, "30", "no_action", "0")))
	expectSettlements(t, v, want{seat: 8, result: "win", payout: "60.00", rule: "1197"}, want{seat: 7, result: "no_action", payout: "0.00", rule: "3422"},
		want{seat: 6, result: "no_action", payout: "0.00", rule: "3422"}, want{seat: 5, result: "no_action", payout: "0.00", rule: "3422"})
	if !v.Verified() {
		t.Errorf("findings: %+v", v.Findings)
	}
	// Under losers_collected: seat 7 pushes, seat 6 loses 50, collected;
	// seat 5 wins 30, paid from it: the bank is 60, net -60+50 = -10, 50
	// left: paid 30. Net -40.
	collected := map[string]string{"bank_exhausted": "losers_collected"}
	v = verify(t, PaiGowTiles(), collected, rec(pgt, 10, 1, "60", "-40", hands,
		wager(8, "100", "win", "60"), wager(7, "20", "push", "0"), wager(6, "50", "lose", "0"), wager(5, "30", "win", "30")))
	expectSettlements(t, v, want{seat: 8, result: "win", payout: "60.00", rule: "1197"}, want{seat: 7, result: "push", payout: "0.00"},
		want{seat: 6, result: "lose", payout: "0.00", returned: "0.00"}, want{seat: 5, result: "win", payout: "30.00"})
	if !v.Verified() {
		t.Errorf("findings: %+v", v.Findings)
	}
	// The Wild has no such setting: its rules return the wagers (lines
	// 2913, 3007). Dice 10 put its button on seat 2, clockwise: order 2, 3,
	// ..., 8: seat 5's win, seat 6's loss, seat 7's push, then seat 8.
	v = verify(t, PaiGowTilesWild(), nil, rec(pgtw, 10, 1, "30", "-30", hands,
		wager(5, "30", "win", "30"), wager(6, "50", "no_action", "0"), wager(7, "20", "no_action", "0"), wager(8, "100", "no_action", "0")))
	expectSettlements(t, v, want{seat: 5, result: "win", payout: "30.00"}, want{seat: 6, result: "no_action", payout: "0.00", rule: "2913"},
		want{seat: 7, result: "no_action", payout: "0.00", rule: "2913"}, want{seat: 8, result: "no_action", payout: "0.00", rule: "2913"})
	if !v.Verified() {
		t.Errorf("findings: %+v", v.Findings)
	}
	if _, err := PaiGowTilesWild().Settings(collected); err == nil {
		t.Error("the Wild takes bank_exhausted")
	}
	// A wrong net cites the game's own line on the bank: 1197, 3007.
	for _, c := range []struct {
		g    rules.Game
		id   string
		line string
	}{{PaiGowTiles(), pgt, "1197"}, {PaiGowTilesWild(), pgtw, "3007"}} {
		v := verify(t, c.g, nil, rec(c.id, 10, 1, "30", "-20", hands, wager(5, "30", "win", "30"), wager(6, "50", "no_action", "0"),
			wager(7, "20", "no_action", "0"), wager(8, "100", "no_action", "0")))
		if len(v.Findings) == 0 {
			t.Fatalf("%s: no finding", c.id)
		}
		if f := v.Findings[len(v.Findings)-1]; f.Field != "net" || f.Rule.Lines != c.line {
			t.Errorf("%s: the net finding %+v, want line %s", c.id, f, c.line)
		}
	}
	// A loser the player-dealer may win only part of: with a bank of 40,
	// seat 6 loses 50 first (dice 12, button on seat 6): 40 collected, 10
	// returned; seat 5's win is then paid from it.
	v = verify(t, PaiGowTiles(), nil, rec(pgt, 12, 1, "40", "10", hands,
		wager(6, "50", "lose", "0", "", "10.00"), wager(5, "30", "win", "30")))
	expectSettlements(t, v, want{seat: 6, result: "lose", payout: "0.00", returned: "10.00", rule: "1197"}, want{seat: 5, result: "win", payout: "30.00"})
	if !v.Verified() {
		t.Errorf("findings: %+v", v.Findings)
	}
}

// Copies: the player-dealer wins a copy hand, and every 0 against 0 (lines
// 1197, 2931). One hand higher and the other a copy pushes; neither higher
// with a copy loses.
func TestCopies(t *testing.T) {
	// Player-dealer: 66 16 (9, Teen high) and 45 14 (4, a nine high).
	pd := hr{1, "66 16 45 14", false}
	// Each case below is worked out by hand.
	for _, c := range []struct {
		tiles  string
		result string
		rule   string
	}{
		// 66 25 = 12+7 = 9, Teen high: a copy of the player-dealer's 9;
		// 36 23 = 9+5 = 4, a nine high: a copy of its 4.
		{"66 25 36 23", "lose", "2931"},
		// A pair of Days beats the 9; 36 23 copies the 4.
		{"11 11 36 23", "push", "2931"},
		// 13 12 = 4+6 = 0 or 4+3 = 7: 7, below 9; 36 23 copies the 4.
		{"13 12 36 23", "lose", "2931"},
		// 55 46 = 0, below 9; a pair of Chongs beats the 4.
		{"55 46 33 33", "push", "1210"},
		// A pair of Bons is the high hand and beats Teen's 9; 56 35 =
		// 11+8 = 9, Foo high, beats the 4.
		{"56 35 22 22", "win", "1197"},
		// 44 56 = 9, Yun high, below Teen's 9; 26 15 = 8+6 = 4, Look
		// high, above the 4 whose high tile is a nine.
		{"44 56 26 15", "push", "1210"},
		// 44 56 again below; 26 23 = 8+5 = 3, below 4.
		{"44 56 26 23", "lose", "1197"},
		// 11 16 = Day's 9, below Teen's 9; 13 22 = 4+4 = 8 above 4.
		{"11 16 13 22", "push", "1210"},
	} {
		v := verify(t, PaiGowTiles(), nil, rec(pgt, 10, 1, "1000", netOf(c.result), []hr{pd, {8, c.tiles, false}},
			wager(8, "10", c.result, payOf(c.result))))
		expectSettlements(t, v, want{seat: 8, result: c.result, payout: payOf(c.result), rule: c.rule})
		if !v.Verified() {
			t.Errorf("%s: findings %+v", c.tiles, v.Findings)
		}
	}
	// 0 against 0, whatever the high tiles: Day's 0 (11 + 44 is a Gong,
	// so 11 + 55 would be 2: use 55 46 against 56 45).
	v := verify(t, PaiGowTilesWild(), nil, rec(pgtw, 9, 1, "1000", "10", []hr{{1, "55 46 66 66", false}, {2, "56 45 11 11", false}},
		wager(2, "10", "lose", "0")))
	expectSettlements(t, v, want{seat: 2, result: "lose", payout: "0.00", rule: "2931"})
	if !v.Verified() {
		t.Errorf("0 against 0: %+v", v.Findings)
	}
}

func netOf(result string) string {
	switch result {
	case "win":
		return "-10"
	case "lose":
		return "10"
	}
	return "0"
}

func payOf(result string) string {
	if result == "win" {
		return "10.00"
	}
	return "0.00"
}

// Records the rules make impossible are refused, naming the field.
func TestRefusals(t *testing.T) {
	good := []hr{{1, "66 45 13 26", false}, {3, "11 11 55 16", false}}
	w := wager(3, "10", "win", "10")
	for _, c := range []struct {
		game   rules.Game
		record string
		field  string
		words  []string
	}{
		{PaiGowTiles(), rec(pgt, 2, 1, "100", "-10", good, w), "dice", []string{"3 to 18"}},
		{PaiGowTiles(), rec(pgt, 19, 1, "100", "-10", good, w), "dice", nil},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", []hr{{1, "66 45 13", false}, {3, "11 11 55 16", false}}, w), "hands[0].tiles", []string{"3 tiles", "four"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", []hr{{1, "66 45 13 07", false}, {3, "11 11 55 16", false}}, w), "hands[0].tiles[3]", []string{"not a tile"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", []hr{{1, "66 45 13 26", false}, {3, "11 11 66 66", false}}, w), "hands", []string{"66 appears 3 times", "twice"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", []hr{{1, "66 45 13 26", false}, {3, "11 54 55 16", false}}, w), "hands", []string{"45 appears 2 times", "once"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", []hr{{3, "11 11 55 16", false}}, w), "hands", []string{"player-dealer's seat 1"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", good, wager(4, "10", "win", "10")), "wagers[0].seat", []string{"no hand"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", good, wager(1, "10", "win", "10")), "wagers[0].seat", []string{"player-dealer's seat"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", []hr{{1, "66 45 13 26", false}, {9, "11 11 55 16", false}}, w), "hands[1].seat", []string{"1 to 8"}},
		{PaiGowTiles(), rec(pgt, 9, 1, "100", "-10", []hr{{1, "66 45 13 26", false}, {1, "11 11 55 16", false}}, w), "hands[1].seat", []string{"two hands"}},
		{PaiGowTiles(), rec(pgt, 9, 9, "100", "-10", good, w), "player_dealer.seat", []string{"1 to 8"}},
		{PaiGowTiles(), rec(pgtw, 9, 1, "100", "-10", good, w), "game", []string{"pai-gow-tiles"}},
		{PaiGowTilesWild(), rec(pgtw, 9, 1, "100", "-10", good, wager(3, "10", "win", "10", "1")), "wagers[0].backline", []string{"not permitted", "2991"}},
		{PaiGowTilesWild(), rec(pgtw, 9, 1, "100", "-10", []hr{{1, "12 45 24 26", false}, {3, "11 11 55 16", false}}, w), "hands[0].tiles", []string{"Supreme Pair", "2927"}},
		{PaiGowTilesWild(), rec(pgtw, 9, 1, "100", "-10", []hr{{1, "12 45 26 24", false}, {3, "11 11 55 16", false}}, w), "hands[0].tiles", []string{"cannot be separated"}},
	} {
		refused(t, c.game, nil, c.record, c.field, c.words...)
	}
	// Pai Gow Tiles may split the Gee Joon tiles; the Wild may hold them
	// together in either hand.
	verify(t, PaiGowTiles(), nil, rec(pgt, 9, 1, "100", "-10", []hr{{1, "12 45 24 26", false}, {3, "11 11 55 16", false}}, w))
	verify(t, PaiGowTilesWild(), nil, rec(pgtw, 9, 1, "100", "-10", []hr{{1, "45 26 24 12", false}, {3, "11 11 55 16", false}}, w))
}

// Differences from the rules are findings: the payout, the commission (the
// rules take none), the player-dealer's net, the fees.
func TestFindings(t *testing.T) {
	hands := []hr{{1, "66 45 13 26", false}, {3, "11 11 55 16", false}}
	v := verify(t, PaiGowTiles(), nil, rec(pgt, 9, 1, "100", "-10", hands, wager(3, "10", "win", "11")))
	if len(v.Findings) != 1 || v.Findings[0].Field != "payout" || v.Findings[0].Expected != "10.00" {
		t.Errorf("overpaid: %+v", v.Findings)
	}
	commission := strings.Replace(wager(3, "10", "win", "10"), `"payout"`, `"commission": "0.50", "payout"`, 1)
	v = verify(t, PaiGowTiles(), nil, rec(pgt, 9, 1, "100", "-10", hands, commission))
	if len(v.Findings) != 1 || v.Findings[0].Field != "commission" || v.Findings[0].Expected != "0.00" {
		t.Errorf("commission: %+v", v.Findings)
	}
	v = verify(t, PaiGowTiles(), nil, rec(pgt, 9, 1, "100", "10", hands, wager(3, "10", "lose", "0")))
	if len(v.Findings) != 3 || v.Findings[0].Field != "result" || v.Findings[1].Field != "payout" || v.Findings[2].Field != "net" || v.Findings[2].Expected != "-10.00" {
		t.Errorf("a winner collected: %+v", v.Findings)
	}
	// Fees under option 3 of the Pai Gow schedule: 2.00 from the
	// player-dealer, 1.00 a wager.
	r := rec(pgt, 9, 1, "100", "-10", hands, wager(3, "10", "win", "10"))
	r = strings.TrimSuffix(r, "}") + `, "collections": [{"seat": 1, "kind": "player_dealer", "amount": "2.00"}, {"seat": 3, "kind": "player", "amount": "2.00"}]}`
	v = verify(t, PaiGowTiles(), map[string]string{"collection_schedule": "CA-PG/3"}, r)
	if len(v.Findings) != 1 || v.Findings[0].Bet != "collection:player" || v.Findings[0].Expected != "1.00" {
		t.Errorf("fees: %+v", v.Findings)
	}
	if v.Totals.Fees != rules.Dollars(4) || v.Totals.ExpectedFees != rules.Dollars(3) {
		t.Errorf("fees %s, expected %s", v.Totals.Fees, v.Totals.ExpectedFees)
	}
	v = verify(t, PaiGowTiles(), nil, r)
	if !v.Verified() || v.Totals.Fees != rules.Dollars(4) || v.Totals.ExpectedFees != rules.Dollars(4) {
		t.Errorf("fees without a schedule are recorded: %+v %+v", v.Findings, v.Totals)
	}
}

// A hand the house set against the house way is a finding citing the line
// that decides it; the player-dealer's hand too, where the table holds it
// to the house way.
func TestHouseWayFindings(t *testing.T) {
	// Seat 3 holds a pair of Yuns beside an 11 and a 10: split (line 2984).
	pd := hr{1, "66 45 13 26", false}
	against := hr{3, "44 44 56 55", true}
	// The pair beats the Wong, 56 55 (1) loses to the 2: a push.
	w := wager(3, "10", "push", "0")
	for _, g := range []rules.Game{PaiGowTiles(), PaiGowTilesWild()} {
		id := g.Info().ID
		v := verify(t, g, nil, rec(id, 9, 1, "100", "0", []hr{pd, against}, w))
		if len(v.Findings) != 1 {
			t.Fatalf("%s: findings %+v", id, v.Findings)
		}
		f := v.Findings[0]
		if f.Seat != 3 || f.Bet != "house_way" || f.Field != "set" || f.Declared != "44 44 | 56 55" || f.Expected != "44 56 | 44 55" || f.Rule.Lines != "2984" {
			t.Errorf("%s: %+v", id, f)
		}
		// Not set by the house: the player's choice.
		v = verify(t, g, nil, rec(id, 9, 1, "100", "0", []hr{pd, {3, "44 44 56 55", false}}, w))
		if !v.Verified() {
			t.Errorf("%s: a player's own set: %+v", id, v.Findings)
		}
	}
	// Pai Gow Tiles with house_way=unchecked: no finding.
	v := verify(t, PaiGowTiles(), map[string]string{"house_way": "unchecked"}, rec(pgt, 9, 1, "100", "0", []hr{pd, against}, w))
	if !v.Verified() {
		t.Errorf("unchecked: %+v", v.Findings)
	}
	// A hand the house way does not decide: no finding.
	v = verify(t, PaiGowTiles(), nil, rec(pgt, 9, 1, "100", "0", []hr{pd, {3, "44 56 22 55", true}}, wager(3, "10", "push", "0")))
	if !v.Verified() {
		t.Errorf("undecided: %+v", v.Findings)
	}
	// The player-dealer's pair of Mooys split: its own choice by default,
	// a finding where the table holds it to the house way.
	pdSplit := hr{1, "55 66 55 11", false}
	seat := hr{3, "44 56 22 13", false} // 9, Yun high / 8, Gor high against 2 and 2
	r := rec(pgt, 9, 1, "100", "-10", []hr{pdSplit, seat}, wager(3, "10", "win", "10"))
	if v := verify(t, PaiGowTiles(), nil, r); !v.Verified() {
		t.Errorf("the player-dealer's own set: %+v", v.Findings)
	}
	v = verify(t, PaiGowTiles(), map[string]string{"player_dealer_way": "house_way"}, r)
	if len(v.Findings) != 1 || v.Findings[0].Seat != 1 || v.Findings[0].Rule.Lines != "2987" || v.Findings[0].Expected != "55 55 | 66 11" ||
		!strings.Contains(v.Findings[0].Message, "the player-dealer") || !strings.Contains(v.Findings[0].Message, "1206-1208") {
		t.Errorf("player-dealer held to the house way: %+v", v.Findings)
	}
}
