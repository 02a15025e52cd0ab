package chinese

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// The documented deal (docs/hand-records.md): seat 1 holds the buttons.
var faceUpDeal = []st{
	{seat: 1, rows: "KS 7D 3C | QS QH 9C 5D 2S | 8S 8H 8D 8C 4S"},
	{seat: 2, rows: "JC 6C 2D | TD TC 4D 4C AS | 9S 9H 9D 3S 3D"},
	{seat: 3, rows: "QD JH 5C | 7S 7H 6D 5S 2H | KH TH 6H 4H 3H"},
}

// The rule book's example (line 6920): "If a player wins two out of three
// segments and loses one of the three segments and has Four of Kind in the
// back, that player shall have a net win of one point for three segments
// plus ten points for the Four of a Kind in the back segment for a total of
// eleven points": seat 1 against seat 2. Against seat 3 it wins every row:
// 3 + 10 + the Clean Sweep's 6 (line 6924) = 19. Seat 2 against seat 3:
// loses the front, wins the middle, and the back with a full house (6
// bonus points, line 6909): 2 + 6 - 1 = 7.
func TestFaceUpBookExample(t *testing.T) {
	rec := record(t, FaceUpGameID, map[string]any{"button": 1},
		seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"150.00", "-20.00", "-130.00"})...)
	v := verify(t, FaceUp(), rec, nil)
	verified(t, v)
	for _, c := range []struct{ a, b, pts int }{{1, 2, 11}, {1, 3, 19}, {2, 3, 7}} {
		if got := pairPoints(t, v, c.a, c.b); got != c.pts {
			t.Errorf("seat %d against %d: %d, want %d", c.a, c.b, got, c.pts)
		}
	}
	// At a $30 limit each point is $30 (line 6936: "in a $5.00 limit game
	// each point would have a money value of $5.00").
	rec = record(t, FaceUpGameID, map[string]any{"button": 1},
		seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"900.00", "-120.00", "-780.00"})...)
	verified(t, verify(t, FaceUp(), rec, map[string]string{"point_value": "30.00"}))
	// Wrong declarations: every seat's points and money, and the total.
	rec = record(t, FaceUpGameID, map[string]any{"button": 1},
		seatsWith(faceUpDeal, []int{22, 4, -26}, []string{"110.00", "20.00", "-130.00"})...)
	v = verify(t, FaceUp(), rec, nil)
	want := []string{"points:points", "points:won", "points:points", "points:won"}
	if got := findingFields(v); !slices.Equal(got, want) {
		t.Errorf("findings %v, want %v", got, want)
	}
	if f := v.Findings[0]; f.Seat != 1 || f.Declared != "+22" || f.Expected != "+30" || !strings.Contains(f.Message, "against seat 2 +11") {
		t.Errorf("finding %+v", f)
	}
	rec = record(t, FaceUpGameID, map[string]any{"button": 1},
		seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"150.00", "-20.00", "-120.00"})...)
	v = verify(t, FaceUp(), rec, nil)
	if got := findingFields(v); !slices.Equal(got, []string{"points:won", "points:total"}) {
		t.Errorf("findings %v", got)
	}
}

// "If a segment has the same exact rank between two players, it results in
// a tie (push) ... unless the tie is between a player in possession of the
// action and dealer buttons and another player" (line 6884). A row won on
// the tie earns its bonus and counts toward the Clean Sweep.
func TestFaceUpTies(t *testing.T) {
	// Seat 2 holds the buttons. Against seat 3: the fronts tie and go to
	// seat 2, nines over eights, and the eight-high straights tie and go to
	// seat 2 with the back straight's 2 points, a Clean Sweep: 1 + 1 + 3 +
	// 6 = 11. Against seat 4: the front (on the tie) and the middle to seat
	// 2, the back to seat 4's flush (1 + 4): 2 - 5 = -3. Seat 3 against
	// seat 4: the fronts push, eights over sevens, the flush over the
	// straight: 1 - 5 = -4.
	a := st{seat: 2, rows: "KS QS 2S | 9S 9H 5C 4C 3C | 4D 5D 6D 7D 8C", points: 8, won: "40.00"}
	b := st{seat: 3, rows: "KH QH 2H | 8S 8H 6C 4S 3S | 4H 5S 6H 7C 8D", points: -15, won: "-75.00"}
	c := st{seat: 4, rows: "KC QC 2C | 7S 7H 6S 3D 2D | AH JH TH 5H 3H", points: 7, won: "35.00"}
	v := verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 2}, a, b, c), nil)
	verified(t, v)
	det := v.Outcome.Detail.(Detail)
	if rows := det.Pairs[2].Rows; det.Pairs[2].Seats != [2]int{3, 4} || !slices.Equal(rows, []string{"push", "win", "lose"}) {
		t.Errorf("seat 3 against 4: %+v", det.Pairs[2])
	}
	if !strings.Contains(det.Pairs[0].Reason, "holding the buttons") {
		t.Errorf("reason %q", det.Pairs[0].Reason)
	}
	// With the buttons at seat 4 the order is 4, 2, 3: seat 4 wins the
	// tied fronts; seats 2 and 3 push theirs, and their straights.
	// 4-2: front to 4 (1), middle to 2 (1), back to 4 (5): +5 to seat 4.
	// 4-3: the same: +5 to seat 4. 2-3: middle to 2: +1 to seat 2.
	a.points, a.won = -4, "-20.00"
	b.points, b.won = -6, "-30.00"
	c.points, c.won = 10, "50.00"
	verified(t, verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 4}, a, b, c), nil))
}

// A fouled hand "must pay a penalty to each player. The penalty shall be
// six points ... Additionally ... pay a player if they are eligible for
// bonus points" (line 6880); two fouled hands cancel.
func TestFaceUpFoul(t *testing.T) {
	// Seat 1: three queens in front over a pair of nines in the middle.
	fouled := st{seat: 1, rows: "QS QH QD | 9S 9H 5C 4C 3C | AS AH 7D 6D 5D"}
	// Seat 2: a straight in the middle (4), a flush in back (4).
	good := st{seat: 2, rows: "2S 3D 4H | 5S 6S 7S 8H 9D | 2H 6H TH JH KH"}
	// Seat 3: no bonus: three of a kind earns nothing in back.
	plain := st{seat: 3, rows: "KC 8C 2C | TS TD 6C 7C 9C | JS JD JC 2D 3S"}
	// Seat 1 pays seat 2 6 + 4 + 4 and seat 3 6. Seat 2 against seat 3:
	// king high over 4-3-2 to seat 3; the straight (1 + 4) and the flush
	// (1 + 4) to seat 2: 10 - 1 = 9.
	fouled.points, fouled.won = -20, "-100.00"
	good.points, good.won = 14+9, "115.00"
	plain.points, plain.won = 6-9, "-15.00"
	v := verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, fouled, good, plain), nil)
	verified(t, v)
	det := v.Outcome.Detail.(Detail)
	if !det.Seats[0].Fouled || det.Seats[0].Royalties != nil {
		t.Errorf("seat 1: %+v", det.Seats[0])
	}
	// Seat 3 fouled too (kings over ten high): it pays seat 2 6 + 8, and
	// seat 1 nothing.
	also := st{seat: 3, rows: "KC KD 2C | TS 8D 6C 7C 3H | JS JC 3S 2D 4D", points: -14, won: "-70.00"}
	fouled.points, fouled.won = -14, "-70.00"
	good.points, good.won = 28, "140.00"
	v = verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, fouled, good, also), nil)
	verified(t, v)
	if p := pairPoints(t, v, 1, 3); p != 0 {
		t.Errorf("two fouled hands exchange %d", p)
	}
}

// "Each player's back hand must rank higher than their middle" (line
// 6787): a back equal to the middle fouls, unless equal_rows=allowed.
func TestFaceUpEqualRows(t *testing.T) {
	a := st{seat: 1, rows: "KS QS 2S | AC 2C 3D 4D 5D | AS 2H 3H 4H 5H"}
	b := st{seat: 2, rows: "KH QH 2D | 8S 8H 6C 4C 3C | KC KD 7C 6S 4S"}
	// Fouled: seat 2 collects 6 (it has no bonus).
	a.points, a.won, b.points, b.won = -6, "-30.00", 6, "30.00"
	verified(t, verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, a, b), nil))
	// Allowed: the fronts tie and go to the buttons (seat 1); the wheel
	// wins the middle (4) and the back (2): 3 + 4 + 2 + 6 = 15.
	a.points, a.won, b.points, b.won = 15, "75.00", -15, "-75.00"
	verified(t, verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, a, b), map[string]string{"equal_rows": EqualAllowed}))
}

// "Payouts go in turn. If at any time any player runs out of money, the
// next player will not be paid" (line 6876); table stakes limit what a
// player "can win or lose" (line 6837).
func TestFaceUpStacks(t *testing.T) {
	// Seat 3 has 100.00: it pays seat 1 95.00 (#1 against #3 comes before
	// #2 against #3) and seat 2 only the 5.00 left of the 35.00 due.
	seats := seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"150.00", "-50.00", "-100.00"})
	seats[2] = seats[2].with("stack", "100.00")
	verified(t, verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...), nil))
	// Seat 1 has 45.00, nine points: it wins 45.00 of seat 2's 55.00 and
	// nothing of seat 3's 95.00; seat 2 then collects its 35.00 from seat 3.
	seats = seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"45.00", "-10.00", "-35.00"})
	seats[0] = seats[0].with("stack", "45.00")
	verified(t, verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...), nil))
	// Fewer than nine points in the stack: not eligible to play (line 6828).
	seats[0] = seats[0].with("stack", "44.99")
	refused(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...), nil, "seats[0].stack")
}

// The Fantasy variation (lines 6926-6932).
func TestFaceUpFantasy(t *testing.T) {
	on := map[string]string{"fantasy": FantasyOn}
	// Seat 2's front of aces qualifies; nobody is in fantasy yet.
	seats := []st{
		{seat: 1, rows: "KS 7D 3C | QS QH 9C 5D 2S | 8S 8H 8D 8C 4S"},
		{seat: 2, rows: "AH AD 6C | TD TC 4D 4C 2D | 9S 9H 9D 3S 3D"},
	}
	// The front (aces) and the middle (tens and fours over queens) to seat
	// 2, the back (1 + 10) to seat 1: 11 - 2 = 9 to seat 1.
	seats[0].points, seats[0].won, seats[1].points, seats[1].won = 9, "45.00", -9, "-45.00"
	rec := record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...)
	h, err := FaceUp().Decode(rec)
	if err != nil {
		t.Fatal(err)
	}
	sq, ok := h.(rules.Sequenced)
	if !ok || sq.StateBefore() != nil || sq.SequenceRule() != citeFFantasy {
		t.Fatalf("a fantasy table's hand is sequenced from a fresh state: %T", h)
	}
	v := verify(t, FaceUp(), rec, on)
	verified(t, v)
	if string(v.Outcome.State) != `{"fantasy":[2]}` {
		t.Errorf("state %s", v.Outcome.State)
	}
	// Next hand seat 2 plays in fantasy: fourteen cards, one discarded,
	// which goes back into the deck and may reach seat 1.
	seats = []st{
		{seat: 1, rows: "KS 7D 3C | QS QH 9C 5D 2S | 8S 8H 8D 8C 4S"},
		{seat: 2, rows: "AH AD AC | TD JD QD 4D 2D | 9S 9H 9D 3S 3D"},
	}
	seats[0] = seats[0].with("discards", []string{"KD", "5H", "TS", "7C"})
	seats[1] = seats[1].with("fantasy", true).with("discards", []string{"KD"})
	// Seat 2's three aces in front earn 21 (line 6906), its flush in the
	// middle 8 (line 6908); seat 1's four eights in back 10: (1 + 21) + (1
	// + 8) - (1 + 10) = 20 to seat 2.
	seats[0].points, seats[0].won, seats[1].points, seats[1].won = -20, "-100.00", 20, "100.00"
	rec = record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...)
	h, err = FaceUp().Decode(rec)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(h.(rules.Sequenced).StateBefore()); got != `{"fantasy":[2]}` {
		t.Errorf("state before %s", got)
	}
	v = verify(t, FaceUp(), rec, on)
	verified(t, v)
	// Three of a kind in front keeps seat 2 in fantasy (line 6932).
	if string(v.Outcome.State) != `{"fantasy":[2]}` || !strings.Contains(v.Outcome.Summary, "fantasy next hand: seat 2") {
		t.Errorf("state %s, summary %q", v.Outcome.State, v.Outcome.Summary)
	}
	// A pair of kings in front would not keep it there, though it would
	// bring a seat not in fantasy in.
	seats[1].rows = "KH KC 6C | TD JD QD 4D 2D | 9S 9H 9D 3S 3D"
	seats[1] = seats[1].with("discards", []string{"AC"})
	// The front (kings over king high) and the middle (1 + 8) to seat 2,
	// the back (1 + 10) to seat 1: 1 to seat 1.
	seats[0].points, seats[0].won, seats[1].points, seats[1].won = 1, "5.00", -1, "-5.00"
	v = verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...), on)
	verified(t, v)
	if v.Outcome.State != nil {
		t.Errorf("state %s", v.Outcome.State)
	}
	// Fantasy without the variation, or the variation at a table that does
	// not play it, or a table that plays it in a record that does not say
	// so, are refused; as is a fantasy seat discarding four.
	refused(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...), nil, "seats[1].fantasy")
	refused(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...), nil, "fantasy_variation")
	plain := []st{seats[0], {seat: 2, rows: seats[1].rows, points: -9, won: "-45.00"}}
	refused(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, plain...), on, "fantasy_variation")
	seats[1] = seats[1].with("discards", []string{"AC", "KD", "5H", "7C"})
	refused(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...), on, "seats[1].discards")
	// A discard seen again elsewhere is a card twice, but for the fantasy
	// seat's one returned card.
	seats[1] = seats[1].with("fantasy", false).with("discards", []string{"KD", "AC", "5S", "6S"})
	refused(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...), on, "seats[1].discards[0]")
}

// A fouled hand in fantasy does not stay; a fouled front of queens does not
// bring a seat in (line 6930: "without fouling").
func TestFaceUpFantasyFouled(t *testing.T) {
	on := map[string]string{"fantasy": FantasyOn}
	seats := []st{
		{seat: 1, rows: "KS 7D 3C | QS QH 9C 5D 2S | 8S 8H 8D 8C 4S"},
		{seat: 2, rows: "AH AD AC | TD 9D 4D 5C 2D | 9S 9H KD 3S 3D"}, // three aces over ten high
	}
	seats[1] = seats[1].with("fantasy", true)
	// Seat 2 fouled pays 6 and seat 1's four of a kind, 10.
	seats[0].points, seats[0].won, seats[1].points, seats[1].won = 16, "80.00", -16, "-80.00"
	v := verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...), on)
	verified(t, v)
	if v.Outcome.State != nil {
		t.Errorf("state %s", v.Outcome.State)
	}
}

// The fee is timed (lines 6936, 8535): a hand owes none of its own, and a
// half-hour fee a record carries must be the option's.
func TestFaceUpFees(t *testing.T) {
	set := map[string]string{"collection_schedule": "FUCP-1/5"} // $30 limit, $15
	seats := seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"900.00", "-120.00", "-780.00"})
	verified(t, verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...), set))
	for i := range seats {
		seats[i] = seats[i].with("fee", "15.00")
	}
	v := verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...), set)
	verified(t, v)
	if v.Totals.Fees != rules.Dollars(45) || v.Totals.ExpectedFees != rules.Dollars(45) {
		t.Errorf("totals %+v", v.Totals)
	}
	seats[1] = seats[1].with("fee", "12.00")
	v = verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...), set)
	if got := findingFields(v); !slices.Equal(got, []string{"fee:fee"}) {
		t.Fatalf("findings %v", got)
	}
	if f := v.Findings[0]; f.Seat != 2 || f.Expected != "15.00" || f.Rule != rules.At(rules.Seed000, "6943") {
		t.Errorf("finding %+v", f)
	}
	// Option 9 is "$101 +": any limit from $101.
	seats = seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"6000.00", "-800.00", "-5200.00"})
	verified(t, verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1}, seats...),
		map[string]string{"collection_schedule": "FUCP-2/9", "point_value": "200.00"}))
	for _, bad := range []map[string]string{
		{"collection_schedule": "FUCP-2/9", "point_value": "100.00"},
		{"collection_schedule": "FUCP-1/5", "point_value": "5.00"},
		{"collection_schedule": "13CP/1"},
		{"fantasy": "yes"},
	} {
		if _, err := FaceUp().Settings(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	s, err := FaceUp().Settings(map[string]string{"collection_schedule": "FUCP-2/9"})
	if err != nil || s.Values()["point_value"] != "101.00" {
		t.Errorf("%v %v", s, err)
	}
}

// Records the rules make impossible.
func TestFaceUpRefusals(t *testing.T) {
	a, b := faceUpDeal[0], faceUpDeal[1]
	a.won, b.won = "0", "0"
	cases := []struct {
		field string
		data  []byte
	}{
		{"button", record(t, FaceUpGameID, map[string]any{"button": 3}, a, b)},
		{"seats", record(t, FaceUpGameID, map[string]any{"button": 1}, a)},
		{"seats", record(t, FaceUpGameID, map[string]any{"button": 1}, a, b, faceUpDeal[2].with("won", "0"), st{seat: 4, rows: "2C 3C 4C | 5C 6C 7C 8C 9C | TC JC QC KC AC", won: "0"})},
		{"seats[0].front", record(t, FaceUpGameID, map[string]any{"button": 1}, st{seat: 1, rows: "KS 7D 3C QS | QH 9C 5D 2S | 8S 8H 8D 8C 4S", won: "0"}, b)},
		{"seats[1].back[0]", record(t, FaceUpGameID, map[string]any{"button": 1}, a, st{seat: 2, rows: "JC 6C 2D | TD TC 4D 4C AS | 8S 9H 9D 3S 3D", won: "0"})},
		{"seats[0].discards", record(t, FaceUpGameID, map[string]any{"button": 1}, a.with("discards", []string{"AH"}), b)},
		{"seats[0].discards[0]", record(t, FaceUpGameID, map[string]any{"button": 1}, a.with("discards", []string{"KS", "AH", "AD", "AC"}), b)},
		{"seats[0].clean_sweep", record(t, FaceUpGameID, map[string]any{"button": 1}, a.with("clean_sweep", "dragon"), b)},
		{"seats[0].stack", record(t, FaceUpGameID, map[string]any{"button": 1}, a.with("stack", "-5.00"), b)},
	}
	for _, c := range cases {
		refused(t, FaceUp(), c.data, nil, c.field)
	}
}

// The verdict's detail and state are JSON.
func TestFaceUpOutcomeJSON(t *testing.T) {
	rec := record(t, FaceUpGameID, map[string]any{"button": 1},
		seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"150.00", "-20.00", "-130.00"})...)
	v := verify(t, FaceUp(), rec, nil)
	b, err := json.Marshal(v.Outcome)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{`"royalties":[0,0,10]`, `"rows":["win","lose","win"]`, `"point_value":"5.00"`} {
		if !strings.Contains(string(b), s) {
			t.Errorf("outcome lacks %s: %s", s, b)
		}
	}
}

// A hand played from another table state (StateFrom: what the ledger
// carries on from a hand whose record declared the wrong seats in
// fantasy) sends to Fantasy Land the seats the rules send from that
// state: a pair of kings in front keeps no seat in fantasy (line 6932) but
// brings in a seat that was not (line 6930); seat 1's four eights in back
// keep it there if it was (line 6932), though its front of king high would
// not bring it in.
func TestFaceUpFantasyStateFrom(t *testing.T) {
	on := map[string]string{"fantasy": FantasyOn}
	s, err := FaceUp().Settings(on)
	if err != nil {
		t.Fatal(err)
	}
	seats := []st{
		{seat: 1, rows: "KS 7D 3C | QS QH 9C 5D 2S | 8S 8H 8D 8C 4S", points: 1, won: "5.00"},
		{seat: 2, rows: "KH KC 6C | TD JD QD 4D 2D | 9S 9H 9D 3S 3D", points: -1, won: "-5.00"},
	}
	seats[1] = seats[1].with("fantasy", true).with("discards", []string{"AC"})
	h, err := FaceUp().Decode(record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...))
	if err != nil {
		t.Fatal(err)
	}
	sq := h.(rules.Sequenced)
	for _, c := range []struct{ from, want string }{
		{`{"fantasy":[2]}`, ""},
		{"", `{"fantasy":[2]}`},
		{`{"fantasy":[1]}`, `{"fantasy":[1,2]}`},
	} {
		var from json.RawMessage
		if c.from != "" {
			from = json.RawMessage(c.from)
		}
		got, err := sq.StateFrom(s, from)
		if err != nil || string(got) != c.want {
			t.Errorf("from %s: %s (%v), want %s", c.from, got, err, c.want)
		}
	}
	v := verify(t, FaceUp(), record(t, FaceUpGameID, map[string]any{"button": 1, "fantasy_variation": true}, seats...), on)
	if again, _ := sq.StateFrom(s, sq.StateBefore()); string(again) != string(v.Outcome.State) {
		t.Errorf("from its own state %s, Verify %s", again, v.Outcome.State)
	}
}
