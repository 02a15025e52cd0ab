package chinese

import (
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// The Home Run deal: seat 1 beats every row of every other seat (aces and
// a king over everything in front, three kings in the middle, a nine-high
// straight flush in back). Seat 2's queens and jacks-up beat seat 3 in
// front and middle; seat 4 beats seat 2 in middle and back and scoops seat 3.
var homeRun = []st{
	{seat: 1, rows: "AS AH KC | KS KH KD 2C 3C | 5D 6D 7D 8D 9D"},
	{seat: 2, rows: "QS JH 2S | QH QD 3S 4H 5S | JS JD TS TH 9S"},
	{seat: 3, rows: "JC 9H 2H | TD TC 3H 4S 6S | 9C 8S 8H 8C 7S"},
	{seat: 4, rows: "QC 4D 2D | AD AC 7H 6H 5H | 7C 6C 5C 4C 3D"},
}

func seatsWith(base []st, pts []int, won []string) []st {
	out := slices.Clone(base)
	for i := range out {
		out[i].points, out[i].won = pts[i], won[i]
	}
	return out
}

// A Home Run (lines 842-844): "a total of nine (9) points will be awarded
// from each opponent". Seat 4's three rows over seat 3's are a Shot, "six
// (6) points" (line 841); the other pairs split two rows to one.
func TestHomeRunAndShot(t *testing.T) {
	// per_set: seat 1 +9 +9 +9; seat 2 -9 +1 (over 3) -1 (under 4);
	// seat 3 -9 -1 -6; seat 4 -9 +1 +6.
	rec := record(t, CP13GameID, map[string]any{"button": 4},
		seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"135.00", "-45.00", "-80.00", "-10.00"})...)
	v := verify(t, CP13(), rec, nil)
	verified(t, v)
	for _, c := range []struct{ a, b, pts int }{{1, 2, 9}, {1, 3, 9}, {1, 4, 9}, {2, 3, 1}, {2, 4, -1}, {3, 4, -6}} {
		if got := pairPoints(t, v, c.a, c.b); got != c.pts {
			t.Errorf("seat %d against %d: %d points, want %d", c.a, c.b, got, c.pts)
		}
	}
	det := v.Outcome.Detail.(Detail)
	if !det.Seats[0].HomeRun || det.Seats[3].HomeRun {
		t.Errorf("home runs: %+v", det.Seats)
	}
	// Under two_four, two rows to one is 2 points (line 836).
	rec = record(t, CP13GameID, map[string]any{"button": 4},
		seatsWith(homeRun, []int{27, -9, -17, -1}, []string{"135.00", "-45.00", "-85.00", "-5.00"})...)
	verified(t, verify(t, CP13(), rec, map[string]string{"basic_points": TwoFour}))
	// With three seats there is no Home Run: seat 1's scoops are Shots.
	rec = record(t, CP13GameID, map[string]any{"button": 3},
		seatsWith(homeRun[:3], []int{12, -5, -7}, []string{"60.00", "-25.00", "-35.00"})...)
	verified(t, verify(t, CP13(), rec, nil))
}

// A fouled hand pays a Home Run nine, "six (6) points plus the bonus"
// (line 891), and every other regular hand six; the Home Run stands, the
// fouled hand losing every row.
func TestFouledHandAgainstAHomeRun(t *testing.T) {
	seats := slices.Clone(homeRun)
	seats[2].rows = "JC 9H 2H | 9C 8S 8H 8C 7S | TD TC 3H 4S 6S" // three eights in the middle over a pair of tens in back
	// seat 1 +27; seat 2 -9 +6 -1; seat 3 -9 -6 -6; seat 4 -9 +1 +6.
	rec := record(t, CP13GameID, map[string]any{"button": 4},
		seatsWith(seats, []int{27, -4, -21, -2}, []string{"135.00", "-20.00", "-105.00", "-10.00"})...)
	v := verify(t, CP13(), rec, nil)
	verified(t, v)
	det := v.Outcome.Detail.(Detail)
	if !det.Seats[2].Fouled || !strings.Contains(det.Seats[2].Foul, "middle") {
		t.Errorf("seat 3: %+v", det.Seats[2])
	}
	if v.Settlements[2].Rule != cite13Foul {
		t.Errorf("seat 3's rule %s", v.Settlements[2].Rule)
	}
}

// Short stacks: seat 3 has 30.00 in play. Settling from the seat left of
// the player-dealer clockwise (line 884), it pays seat 1 30.00 of the 45.00
// due and nothing after: not seat 2's 5.00 nor seat 4's 30.00.
func TestAllInSettlesInOrder(t *testing.T) {
	seats := seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"120.00", "-50.00", "-30.00", "-40.00"})
	seats[2] = seats[2].with("stack", "30.00")
	v := verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 4}, seats...), nil)
	verified(t, v)
	// The fee comes out of the stack first: with 33.00 and a 3.00 fee the
	// same.
	seats[2] = seats[2].with("stack", "33.00").with("fee", "3.00")
	verified(t, verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 4}, seats...), nil))
	// Declared as if seat 3 had paid in full: findings on the money only.
	seats = seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"135.00", "-45.00", "-80.00", "-10.00"})
	seats[2] = seats[2].with("stack", "30.00")
	v = verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 4}, seats...), nil)
	got := findingFields(v)
	if len(got) != 4 || slices.Contains(got, "points:points") {
		t.Errorf("findings %v", got)
	}
	for _, f := range v.Findings {
		if f.Seat == 3 && (f.Expected != "-30.00" || !strings.Contains(f.Message, "as far as the stacks go")) {
			t.Errorf("seat 3: %+v", f)
		}
	}
	// Moving the button changes who is paid first: with the button at seat
	// 2, seat 3 compares first and pays seat 4 its Shot (30.00) in full,
	// then nothing.
	// The pairs: 3-4 (seat 3 pays its 30.00), 3-1 (nothing of 45.00), 3-2
	// (nothing of 5.00), 4-1 (45.00), 4-2 (seat 2 pays 5.00), 1-2 (45.00).
	seats = seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"90.00", "-50.00", "-30.00", "-10.00"})
	seats[2] = seats[2].with("stack", "30.00")
	verified(t, verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 2}, seats...), nil))
}

// The Clean Sweep hands (lines 846-879): seat 1's Dragon Hand (13 points)
// collects from every seat; seat 2's Six Wheels Hand (4) from every seat
// but the higher Dragon; seat 4's hand is fouled (its full house in the
// middle over three jacks in back) and pays each Clean Sweep hand its value
// (line 890) and seat 3's regular hand six (line 891).
func TestCleanSweepHands(t *testing.T) {
	seats := []st{
		{seat: 1, rows: "2S 3C 4D | 5H 6S 7C 8D 9H | TS JC QD KH AS", points: 39, won: "195.00"},
		{seat: 2, rows: "2H 2D 8S | 3S 3H 4S 4H 5S | 5D 6H 6D 7S 7H", points: -5, won: "-25.00"},
		{seat: 3, rows: "2C 3D 4C | 9S 9D 5C 6C 7D | TH TD TC 8H 8C", points: -11, won: "-55.00"},
		{seat: 4, rows: "AH AD AC | KS KD KC QS QH | JS JH JD QC 9C", points: -23, won: "-115.00"},
	}
	seats[0] = seats[0].with("clean_sweep", "dragon")
	seats[1] = seats[1].with("clean_sweep", "six_wheels")
	v := verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 4}, seats...), nil)
	verified(t, v)
	det := v.Outcome.Detail.(Detail)
	// Clean Sweep hands are viewed and collected first, the higher first.
	var order [][2]int
	for _, p := range det.Pairs {
		order = append(order, p.Seats)
	}
	want := [][2]int{{1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}
	if !slices.Equal(order, want) {
		t.Errorf("pairs settled in the order %v, want %v", order, want)
	}
	if det.Seats[0].CleanSweep != "Dragon Hand" || det.Seats[3].Fouled == false {
		t.Errorf("seats %+v", det.Seats)
	}
	// Undeclared, the Six Wheels hand plays as a regular hand (line 849):
	// against seat 3 it wins the front (deuces over four high) and the
	// middle (fours and threes over nines) and loses the back to a full
	// house, 1 point; the fouled seat 4 pays it six.
	seats[1] = st{seat: 2, rows: seats[1].rows, points: -13 + 1 + 6, won: "-30.00"}
	seats[2].points, seats[2].won = -13-1+6, "-40.00"
	seats[3].points, seats[3].won = -13-6-6, "-125.00"
	verified(t, verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 4}, seats...), nil))
}

// Two Clean Sweep hands of one rank collect from their opponents, "but not
// from each other" (line 879).
func TestEqualCleanSweeps(t *testing.T) {
	seats := []st{
		{seat: 1, rows: "AS KS QS | JS TS 9S 8S AC | KC QC JC TC 9C", points: 13, won: "13.00"},
		{seat: 2, rows: "AH KH QH | JH TH 9H 8H AD | KD QD JD TD 9D", points: 13, won: "13.00"},
		{seat: 3, rows: "2S 2C 3S | 3C 4S 4C 5S 5C | 6S 7S 6C 7C 8C", points: -26, won: "-26.00"},
	}
	seats[0] = seats[0].with("clean_sweep", "all_black_or_red")
	seats[1] = seats[1].with("clean_sweep", "all_black_or_red")
	v := verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 3}, seats...), map[string]string{"point_value": "1.00"})
	verified(t, v)
	if p := pairPoints(t, v, 1, 2); p != 0 {
		t.Errorf("equal Clean Sweep hands exchange %d points", p)
	}
}

// A Clean Sweep hand declared and not held fouls the hand (line 892); two
// fouled hands pay each other nothing.
func TestDeclaredCleanSweepNotHeld(t *testing.T) {
	seats := []st{
		{seat: 1, rows: "2S 3C 4D | 5H 6S 7C 8D 9H | TS JC QD KH AS", points: -6, won: "-6.00"},
		{seat: 2, rows: "2H 2D 8S | 3S 3H 4S 4H 5S | 5D 6H 6D 7S 7H", points: 12, won: "12.00"},
		{seat: 3, rows: "AH AD AC | KS KD KC QS QH | JS JH JD QC 9C", points: -6, won: "-6.00"},
	}
	seats[0] = seats[0].with("clean_sweep", "minor") // it holds tens to aces
	v := verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 3}, seats...), map[string]string{"point_value": "1.00"})
	verified(t, v)
	det := v.Outcome.Detail.(Detail)
	if !det.Seats[0].Fouled || !strings.Contains(det.Seats[0].Foul, "Minor Hand") || v.Settlements[0].Rule != cite13NoCS {
		t.Errorf("seat 1: %+v, rule %s", det.Seats[0], v.Settlements[0].Rule)
	}
	if p := pairPoints(t, v, 1, 3); p != 0 {
		t.Errorf("two fouled hands exchange %d points", p)
	}
}

// Tied rows push, and two rows won with one tied is not a Shot.
func TestTiedRowsPush(t *testing.T) {
	seats := []st{
		{seat: 1, rows: "KS QS 2S | 9S 9H 5C 4C 3C | AS AH 7D 6D 5D", points: 2, won: "10.00"},
		{seat: 2, rows: "KH QH 2H | 8S 8H 6C 4D 3D | KC KD 7C 6S 4S", points: -2, won: "-10.00"},
	}
	v := verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 2}, seats...), nil)
	verified(t, v)
	if rows := v.Outcome.Detail.(Detail).Pairs[0].Rows; !slices.Equal(rows, []string{"push", "win", "win"}) {
		t.Errorf("rows %v", rows)
	}
}

// Irregular hands (lines 889, 899, 901): a card twice in one hand, the
// wrong number of cards, rows not 3-5-5, all foul the hand; a card held by
// two seats is a misdeal, refused.
func TestIrregularHands(t *testing.T) {
	regular := st{seat: 2, rows: "KH QH 2H | 8S 8H 6C 4D 3D | KC KD 7C 6S 4S", points: 6, won: "30.00"}
	for _, rows := range []string{
		"KS QS 2S | 9S 9H 5C 4C 3C | AS AH 7D 6D 9S", // the nine of spades twice
		"KS QS 2S | 9S 9H 5C 4C 3C | AS AH 7D 6D",    // twelve cards
		"KS QS 2S 9D | 9S 9H 5C 4C | AS AH 7D 6D 5D", // 4-4-5
		"KS QS | 9S 9H 5C 4C 3C 2C | AS AH 7D 6D 5D", // 2-6-5
	} {
		fouled := st{seat: 1, rows: rows, points: -6, won: "-30.00"}
		v := verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 2}, fouled, regular), nil)
		verified(t, v)
		if d := v.Outcome.Detail.(Detail).Seats[0]; !d.Fouled {
			t.Errorf("%s: not fouled", rows)
		}
	}
	clash := st{seat: 1, rows: "KS QS 2S | 9S 9H 5C 4C 3C | AS AH 7D 6D KH", points: -6, won: "-30.00"}
	msg := refused(t, CP13(), record(t, CP13GameID, map[string]any{"button": 2}, clash, regular), nil, "seats[1].front[0]")
	if !strings.Contains(msg, "misdeal") {
		t.Errorf("%s", msg)
	}
}

// Records the rules make impossible.
func TestCP13Refusals(t *testing.T) {
	a := st{seat: 1, rows: "KS QS 2S | 9S 9H 5C 4C 3C | AS AH 7D 6D 5D", points: 2, won: "10.00"}
	b := st{seat: 2, rows: "KH QH 2H | 8S 8H 6C 4D 3D | KC KD 7C 6S 4S", points: -2, won: "-10.00"}
	cases := []struct {
		field string
		data  []byte
	}{
		{"button", record(t, CP13GameID, map[string]any{"button": 3}, a, b)},
		{"seats", record(t, CP13GameID, map[string]any{"button": 1}, a)},
		{"seats[1].seat", record(t, CP13GameID, map[string]any{"button": 1}, a, st{seat: 1, rows: b.rows, won: "0"})},
		{"seats[1].seat", record(t, CP13GameID, map[string]any{"button": 1}, a, st{seat: 5, rows: b.rows, won: "0"})},
		{"seats[0].clean_sweep", record(t, CP13GameID, map[string]any{"button": 1}, a.with("clean_sweep", "royal"), b)},
		{"seats[0].back[0]", record(t, CP13GameID, map[string]any{"button": 1}, st{seat: 1, rows: "KS QS 2S | 9S 9H 5C 4C 3C | JK AH 7D 6D 5D", won: "0"}, b)},
		{"seats[0].won", record(t, CP13GameID, map[string]any{"button": 1}, a.with("won", "ten"), b)},
		{"seats[0].won", record(t, CP13GameID, map[string]any{"button": 1}, a.with("won", ""), b)},
		{"seats[0].stack", record(t, CP13GameID, map[string]any{"button": 1}, a.with("stack", "2.00").with("fee", "3.00"), b)},
		{"seats[0].points", []byte(strings.Replace(string(record(t, CP13GameID, map[string]any{"button": 1}, a, b)), `"points":2,`, "", 1))},
		{"seats[0].discards", record(t, CP13GameID, map[string]any{"button": 1}, a.with("discards", []string{"2C"}), b)},
		{"game", []byte(strings.Replace(string(record(t, CP13GameID, map[string]any{"button": 1}, a, b)), CP13GameID, FaceUpGameID, 1))},
	}
	for _, c := range cases {
		refused(t, CP13(), c.data, nil, c.field)
	}
}

// The collection fee: "a collection fee will be taken from each player
// after the hands have been delivered, based on the number of players and
// the Point Value" (line 8517). Option 1 (a $5 point) takes $3 from each of
// four players, $2 of three (line 8520).
func TestCP13Fees(t *testing.T) {
	seats := seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"135.00", "-45.00", "-80.00", "-10.00"})
	for i := range seats {
		seats[i] = seats[i].with("fee", "3.00")
	}
	set := map[string]string{"collection_schedule": "13CP/1"}
	v := verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 4}, seats...), set)
	verified(t, v)
	if v.Totals.Fees != rules.Dollars(12) || v.Totals.ExpectedFees != rules.Dollars(12) || v.Totals.ExpectedHouseWin != rules.Dollars(12) {
		t.Errorf("totals %+v", v.Totals)
	}
	seats[1] = seats[1].with("fee", "2.00")
	seats[3] = seats[3].with("fee", "")
	v = verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 4}, seats...), set)
	if got := findingFields(v); !slices.Equal(got, []string{"fee:fee", "fee:fee"}) {
		t.Fatalf("findings %v", got)
	}
	if f := v.Findings[0]; f.Seat != 2 || f.Expected != "3.00" || f.Rule != rules.At(rules.Seed000, "8520") {
		t.Errorf("finding %+v", f)
	}
	if v.Totals.ExpectedFees != rules.Dollars(12) || v.Totals.Fees != rules.Dollars(8) {
		t.Errorf("totals %+v", v.Totals)
	}
	// Three players pay $2 each under option 1.
	three := seatsWith(homeRun[:3], []int{12, -5, -7}, []string{"60.00", "-25.00", "-35.00"})
	for i := range three {
		three[i] = three[i].with("fee", "2.00")
	}
	verified(t, verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 3}, three...), set))
	// Option 7 is a $100 point: the point value follows the schedule.
	three = seatsWith(homeRun[:3], []int{12, -5, -7}, []string{"1200.00", "-500.00", "-700.00"})
	for i := range three {
		three[i] = three[i].with("fee", "6.00")
	}
	verified(t, verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 3}, three...), map[string]string{"collection_schedule": "13CP/7"}))
}

func TestCP13Settings(t *testing.T) {
	g := CP13()
	for _, bad := range []map[string]string{
		{"collection_schedule": "13CP/1", "point_value": "10.00"},
		{"collection_schedule": "FUCP-1/1"},
		{"point_value": "0"},
		{"basic_points": "two"},
		{"equal_rows": "maybe"},
		{"kill": "1"},
	} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	s, err := g.Settings(map[string]string{"collection_schedule": "13CP/12"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Values()["point_value"] != "10000.00" {
		t.Errorf("values %v", s.Values())
	}
	// Compiled settings recompile to themselves.
	again, err := g.Settings(s.Values())
	if err != nil || again.(*CP13Settings).PointValue != rules.Dollars(10000) {
		t.Errorf("%v %v", again, err)
	}
}

// Equal rows: "The 1st set may not rank higher than the 2nd set" (line
// 827): a middle equal to the back is allowed unless equal_rows=foul.
func TestCP13EqualRows(t *testing.T) {
	// A wheel in the middle and the back; against seat 2 the fronts tie and
	// seat 1 wins the middle and the back.
	a := st{seat: 1, rows: "KS QS 2S | AC 2C 3D 4D 5D | AS 2H 3H 4H 5H", points: 2, won: "10.00"}
	b := st{seat: 2, rows: "KH QH 2D | 8S 8H 6C 4C 3C | KC KD 7C 6S 4S", points: -2, won: "-10.00"}
	verified(t, verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 2}, a, b), nil))
	a.points, a.won, b.points, b.won = -6, "-30.00", 6, "30.00"
	verified(t, verify(t, CP13(), record(t, CP13GameID, map[string]any{"button": 2}, a, b), map[string]string{"equal_rows": EqualFouls}))
}

// Settings built in code are checked as the table's would be, and any
// game's settings are read by their values.
func TestSettingsInCode(t *testing.T) {
	rec := record(t, CP13GameID, map[string]any{"button": 2},
		st{seat: 1, rows: "KS QS 2S | 9S 9H 5C 4C 3C | AS AH 7D 6D 5D", points: 2, won: "10.00"},
		st{seat: 2, rows: "KH QH 2H | 8S 8H 6C 4D 3D | KC KD 7C 6S 4S", points: -2, won: "-10.00"})
	h, err := CP13().Decode(rec)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []*CP13Settings{
		{PointValue: 0, BasicPoints: PerSet, EqualRows: EqualAllowed},
		{PointValue: 500, BasicPoints: "x", EqualRows: EqualAllowed},
		{PointValue: 500, BasicPoints: PerSet, EqualRows: "x"},
	} {
		if _, err := h.Verify(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	var none *CP13Settings
	if v, err := h.Verify(none); err != nil || !v.Verified() {
		t.Errorf("nil settings: %v", err)
	}
	other, _ := FaceUp().Settings(map[string]string{"point_value": "5.00"})
	if _, err := h.Verify(other); err == nil {
		t.Errorf("Face-Up's settings read as 13-Card's")
	}
}
