package draw

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// The rule books' worked examples and rankings, hand by hand. Expected
// awards are worked out here from the rules, not from the code.

// Lowball: the joker is the lowest card missing (line 256), here the ace:
// seat 2's 7-4-3-2-A loses to seat 5's 6-5-4-2-A (line 255).
func TestLowballJokerAndShowdown(t *testing.T) {
	seats := []st{
		{seat: 2, dealt: "JK 2C 3D 8H KS", draws: []string{"KS 8H>4C 7S"}, contributed: "30.00", won: "0.00"},
		{seat: 5, dealt: "AS 2H 4D 5C QC", draws: []string{"QC>6H"}, contributed: "30.00", won: "65.00"},
		{seat: 7, fold: true, contributed: "5.00", won: "0.00"},
	}
	v := verify(t, hr(t, "lowball", 7, 1, "", seats, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(*Detail)
	if d.Hands[0].Makes[0].Hand != "7-4-3-2-A" || d.Hands[1].Makes[0].Hand != "6-5-4-2-A" {
		t.Errorf("hands %+v", d.Hands)
	}
	// The record pays seat 2 instead: two findings and the kill button to
	// seat 5 all the same.
	seats[0].won, seats[1].won = "65.00", "0.00"
	v = verify(t, hr(t, "lowball", 7, 1, "", seats, nil, nil), nil)
	if got := findingFields(v); !slices.Equal(got, []string{"won@pot", "won@pot"}) {
		t.Errorf("findings %v", got)
	}
	if string(v.Outcome.State) != `{"legs":1,"seat":5}` {
		t.Errorf("state %s", v.Outcome.State)
	}
	// A 52-card table refuses the joker.
	seats[0].won, seats[1].won = "0.00", "65.00"
	ie := refused(t, hr(t, "lowball", 7, 1, "", seats, nil, nil), map[string]string{"deck": "52"})
	if !hasError(ie, "seats[0].dealt[0]", "52-card deck") {
		t.Errorf("errors %v", ie)
	}
}

// Kansas City Lowball: deuce-to-seven, straights count (line 1530); the
// joker is the lowest missing rank, here the deuce, so seat 1's 3-4-5-6
// and the joker is a six-high straight and loses to seat 4's 8-7-4-3-2.
func TestKansasCityStraightsCount(t *testing.T) {
	seats := []st{
		{seat: 1, dealt: "3S 4H 5D 6C JK", contributed: "60.00", won: "0.00"},
		{seat: 4, dealt: "2S 3H 4D 8C KD", draws: []string{"KD>9S", "9S>7H"}, contributed: "60.00", won: "125.00"},
		{seat: 6, dealt: "2H 2D 5S 9D TD", draws: []string{"2D TD>7C JS"}, fold: true, contributed: "5.00", won: "0.00"},
	}
	v := verify(t, hr(t, "kansas-city-lowball", 6, 3, "", seats, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(*Detail)
	if !strings.HasPrefix(d.Hands[0].Makes[0].Hand, "Straight") || !strings.HasPrefix(d.Hands[1].Makes[0].Hand, "High card, eight") {
		t.Errorf("hands %+v", d.Hands)
	}
	// "In the event of a tie hand, the pot will be split equally" (line
	// 1532): two 8-7-4-3-2 of different suits split 125 as 63 and 62; the
	// odd chip by the default odd_chip, the highest card by suit: seat 4's
	// 8 of clubs against seat 1's 8 of spades.
	seats[0] = st{seat: 1, dealt: "8S 7D 4S 3C 2C", contributed: "60.00", won: "63.00"}
	seats[1] = st{seat: 4, dealt: "8C 7H 4H 3D 2D", contributed: "60.00", won: "62.00"}
	seats[2] = st{seat: 6, fold: true, contributed: "5.00", won: "0.00"}
	v = verify(t, hr(t, "kansas-city-lowball", 6, 3, "", seats, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Errorf("split: %+v", v.Findings)
	}
	v = verify(t, hr(t, "kansas-city-lowball", 6, 3, "", seats, nil, nil), map[string]string{"odd_chip": "left_of_button"})
	// Left of the button (seat 6): seat 1 is first; it takes the chip too.
	if len(v.Findings) != 0 {
		t.Errorf("split, left of button: %+v", v.Findings)
	}
	// Two seats are refused: "3 to 8 players" (line 1523).
	ie := refused(t, hr(t, "kansas-city-lowball", 6, 3, "", seats[:2], nil, nil), nil)
	if !hasError(ie, "seats", "3 to 8") {
		t.Errorf("errors %v", ie)
	}
}

// Badugi: a four-card badugi beats any three-card hand (line 924); of two
// badugis the lower highest card wins.
func TestBadugiShowdown(t *testing.T) {
	seats := []st{
		{seat: 1, dealt: "AS 2S 9H KD", draws: []string{"2S KD>3C QH", "QH>5D", ""}, contributed: "40.00", won: "78.00"},
		{seat: 2, dealt: "4S 4H 7D 8C", draws: []string{"4H>6H", "", "8C>JC"}, contributed: "40.00", won: "0.00"},
		{seat: 3, fold: true, contributed: "1.00", won: "0.00"},
	}
	v := verify(t, hr(t, "badugi", 3, 3, "", seats, []string{"designated_1:1.00", "designated_2:1.00", "designated_3:1.00"}, nil), nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(*Detail)
	if d.Hands[0].Makes[0].Hand != "Four Card Badugi, 9-5-3-A" || d.Hands[1].Makes[0].Hand != "Four Card Badugi, J-7-6-4" {
		t.Errorf("hands %+v", d.Hands)
	}
	if !slices.Equal(d.Hands[1].Hands[1], []string{"4S", "7D", "8C", "6H"}) {
		t.Errorf("seat 2 after the first draw: %v", d.Hands[1].Hands[1])
	}
	// A three-card hand A-2-3 loses to the king-high badugi.
	seats[0] = st{seat: 1, dealt: "AS 2H 3D 3C", contributed: "40.00", won: "0.00"}
	seats[1] = st{seat: 2, dealt: "KS QH JD TC", contributed: "40.00", won: "78.00"}
	v = verify(t, hr(t, "badugi", 3, 3, "", seats, []string{"designated_1:1.00", "designated_2:1.00", "designated_3:1.00"}, nil), nil)
	if len(v.Findings) != 0 {
		t.Errorf("findings %+v", v.Findings)
	}
}

// Badacey: half to the best ace-to-five hand, half to the best badugi of
// four of the five cards, not necessarily the same cards (lines 4563-4566).
// Seat 1 holds the wheel (and a 5-3-2-A badugi), seat 2 the best badugi
// 4-3-2-A: 101 divides as 51 and 50, the odd chip to the winner with the
// highest card by suit (line 4561): seat 1's ace of spades over seat 2's
// ace of clubs.
func TestBadaceyHalves(t *testing.T) {
	seats := []st{
		{seat: 1, dealt: "AS 2H 3D KD KC", draws: []string{"KD KC>4D 5C"}, contributed: "50.50", won: "51.00"},
		{seat: 2, dealt: "AC 2D 7H 4S 9S", draws: []string{"7H>3H"}, contributed: "50.50", won: "50.00"},
	}
	v := verify(t, hr(t, "badacey", 2, 3, "", seats, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(*Detail)
	want := [][]string{{"5-4-3-2-A", "Four Card Badugi, 5-3-2-A"}, {"9-4-3-2-A", "Four Card Badugi, 4-3-2-A"}}
	for i, h := range d.Hands {
		if h.Makes[0].Hand != want[i][0] || h.Makes[1].Hand != want[i][1] {
			t.Errorf("seat %d makes %+v", h.Seat, h.Makes)
		}
	}
	// One hand holding both: a scoop.
	seats[0] = st{seat: 1, dealt: "AS 2H 3D 4C 5S", contributed: "50.50", won: "101.00"}
	seats[1] = st{seat: 2, dealt: "AC 2D 3H 4S 9S", contributed: "50.50", won: "0.00"}
	v = verify(t, hr(t, "badacey", 2, 3, "", seats, nil, nil), nil)
	// Seat 2's badugi 4-3-2-A ties seat 1's: the badugi half splits. The
	// odd chip of the halves goes to the portion of the winner with the
	// highest card, seat 1's ace of spades: the ace-to-five half, 51, is
	// seat 1's; the badugi half's 50 split 25 and 25.
	if got := expected(v); got[1] != "76.00" || got[2] != "25.00" {
		t.Errorf("awards %v", got)
	}
}

// Badeucey: half to the best deuce-to-seven hand (7-5-4-3-2 the best, line
// 5946), half to the best badugi.
func TestBadeuceyHalves(t *testing.T) {
	seats := []st{
		{seat: 3, dealt: "7S 5H 4D 3C 2S", contributed: "40.00", won: "40.00"},
		{seat: 5, dealt: "AS 2H 3D 4C KH", contributed: "40.00", won: "40.00"},
	}
	v := verify(t, hr(t, "badeucey", 5, 3, "", seats, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(*Detail)
	if d.Hands[1].Makes[0].Hand != "High card, ace high" || d.Hands[1].Makes[1].Hand != "Four Card Badugi, 4-3-2-A" {
		t.Errorf("seat 5 makes %+v", d.Hands[1].Makes)
	}
}

// Archie (lines 3462-3472, 3574-3583): a pair of sixes or better for the
// high half, six-high or lower for the low half; "6, 4, 3, 2 and ace ...
// will beat a hand comprised of 6, 5, 4, 3 and ace" (line 3472).
func TestArchieQualifiers(t *testing.T) {
	low1 := st{seat: 1, dealt: "6S 4H 3D 2C AS", contributed: "30.00"}
	low2 := st{seat: 2, dealt: "6H 5D 4C 3S AD", contributed: "30.00"}
	kings := st{seat: 3, dealt: "KS KH 9C 8D 2D", contributed: "30.00"}
	fives := st{seat: 3, dealt: "5S 5H 9C 8D 2D", contributed: "30.00"}
	queenHigh := st{seat: 2, dealt: "QH JD 9S 7C 3H", contributed: "30.00"}
	cases := []struct {
		name  string
		seats []st
		want  map[int]string
	}{
		// Both halves qualify: 45 and 45 (the odd chip question does not
		// arise).
		{"high and low", []st{low1, low2, kings}, map[int]string{1: "45.00", 2: "0.00", 3: "45.00"}},
		// A pair of fives does not qualify: the low takes the pot.
		{"no qualifying high", []st{low1, low2, fives}, map[int]string{1: "90.00", 2: "0.00", 3: "0.00"}},
		// Neither qualifies: "the pot would go to the best non-qualifying
		// high hand": the pair of fives.
		{"neither", []st{{seat: 1, dealt: "7S 4H 3D 2C AS", contributed: "30.00"}, queenHigh, fives},
			map[int]string{1: "0.00", 2: "0.00", 3: "90.00"}},
		// No qualifying low: the kings take it all.
		{"no qualifying low", []st{{seat: 1, dealt: "7S 4H 3D 2C AS", contributed: "30.00"}, queenHigh, kings},
			map[int]string{1: "0.00", 2: "0.00", 3: "90.00"}},
	}
	for _, c := range cases {
		for i := range c.seats {
			c.seats[i].won = c.want[c.seats[i].seat]
		}
		v := verify(t, hr(t, "archie", 3, 3, "", c.seats, nil, nil), nil)
		if got := expected(v); !maps.Equal(got, c.want) || len(v.Findings) != 0 {
			t.Errorf("%s: awards %v, want %v; findings %+v", c.name, got, c.want, v.Findings)
		}
	}
	// The odd chip of a halved pot goes to the winner closest to the left
	// of the button (line 3572): button 3, so seat 1 (the low) before seat
	// 3 (the high); 91 is 46 to the low and 45 to the high.
	s := []st{low1, low2, kings}
	s[0].contributed, s[0].dead, s[0].won = "31.00", "1.00", "46.00"
	s[1].won, s[2].won = "0.00", "45.00"
	v := verify(t, hr(t, "archie", 3, 3, "", s, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Errorf("odd chip: %+v", v.Findings)
	}
	// 99: halves of 49 and the odd chip of the halving, and the high half
	// split by two equal pairs of kings, 24 each and its odd chip. Every
	// odd chip goes to the winner closest to the left of the button (seat
	// 3): the halving's to seat 1, the high half's to seat 2.
	s = []st{
		{seat: 1, dealt: "6S 4H 3D 2C AS", contributed: "33.00", won: "50.00"},
		{seat: 2, dealt: "KS KH 9C 8D 2D", contributed: "33.00", won: "25.00"},
		{seat: 3, dealt: "KD KC 9H 8S 2S", contributed: "33.00", won: "24.00"},
	}
	v = verify(t, hr(t, "archie", 3, 3, "", s, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Errorf("odd chips of the halving and of a half: %+v", v.Findings)
	}
}

// Match-It (line 940): "the flop 6-7-8 = 21. Player X has A-A-9, a better
// hand than Player Y who has A-K-K"; "A-K-Q beats A-K-J, A-K-J beats
// A-K-10"; "the 3-card flop Q-J-2 = 22. A hand of K-K-3 loses to J-2-4. 23
// is a 'busted hand'; 16 is not".
func TestMatchItExamples(t *testing.T) {
	cases := []struct {
		board string
		x, y  string // x wins
	}{
		{"6S 7S 8S", "AS AH 9C", "AD KS KH"},
		{"6S 7S 8S", "AS KS QS", "AH KH JH"},
		{"6S 7S 8S", "AS KS JS", "AH KH TH"},
		{"QD JC 2S", "JS 2D 4H", "KS KH 3C"},
	}
	for _, c := range cases {
		seats := []st{
			{seat: 1, dealt: c.x, contributed: "12.00", won: "24.00"},
			{seat: 2, dealt: c.y, contributed: "12.00", won: "0.00"},
		}
		v := verify(t, hr(t, "match-it", 2, 2, c.board, seats, nil, nil), nil)
		if len(v.Findings) != 0 {
			d := v.Outcome.Detail.(*Detail)
			t.Errorf("flop %s: %s should beat %s; %+v %+v", c.board, c.x, c.y, d.Hands, v.Findings)
		}
	}
	// An ace counts 1 or 11 as suits the hand: A-5-5 against 21 is 21.
	if got := describeMatch(matchKey(mustCards("AS 5H 5D"), mustCards("6S 7S 8S"))); got != "21, matching the flop's 21 (A-5-5)" {
		t.Errorf("A-5-5: %s", got)
	}
	// An ace on the flop is always 11 (line 938): A-A-A is 33.
	if flopSum(mustCards("AS AH AD")) != 33 || flopSum(mustCards("2S 2H 2D")) != 6 {
		t.Error("flop sums")
	}
	// Identical hands split.
	seats := []st{
		{seat: 1, dealt: "KS 9H 2C", contributed: "12.00", won: "12.00"},
		{seat: 2, dealt: "KH 9S 2D", contributed: "12.00", won: "12.00"},
	}
	if v := verify(t, hr(t, "match-it", 2, 2, "6S 7S 8S", seats, nil, nil), nil); len(v.Findings) != 0 {
		t.Errorf("split: %+v", v.Findings)
	}
}

// Dramaha: half to the best Omaha hand (exactly two hole cards and three
// board cards), half to the best five-card draw hand (line 6701). Seat 1
// holds four spades: no flush in the draw hand, but two spades and the
// board's three make the Omaha flush. Seat 2 draws to a full house.
func TestDramahaHalves(t *testing.T) {
	seats := []st{
		{seat: 1, dealt: "AS KS 4S 3S 9D", draws: []string{"9D>8C"}, contributed: "40.00", won: "40.00"},
		{seat: 4, dealt: "QH QD QC 7D 2C", draws: []string{"2C>7H"}, contributed: "40.00", won: "40.00"},
	}
	board := "2S 6S TS JH 5C"
	v := verify(t, hr(t, "dramaha", 4, 1, board, seats, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(*Detail)
	if !strings.HasPrefix(d.Hands[0].Makes[0].Hand, "Flush") || !strings.HasPrefix(d.Hands[1].Makes[1].Hand, "Full house") {
		t.Errorf("hands %+v", d.Hands)
	}
	// Omaha needs exactly two hole cards: seat 4's three queens make only a
	// pair of queens with three board cards.
	if !strings.HasPrefix(d.Hands[1].Makes[0].Hand, "One pair") {
		t.Errorf("seat 4's Omaha hand %s", d.Hands[1].Makes[0].Hand)
	}
	// 2-7 Dramaha: the draw half goes to the lowest deuce-to-seven hand.
	seats = []st{
		{seat: 1, dealt: "AS KS 4S 3S 9D", draws: []string{"AS KS 9D>7C 5D 2H"}, contributed: "40.00", won: "40.00"},
		{seat: 4, dealt: "QH QD QC 7D 2C", draws: []string{"2C>7H"}, contributed: "40.00", won: "40.00"},
	}
	v = verify(t, hr(t, "dramaha-27", 4, 1, board, seats, nil, nil), nil)
	if len(v.Findings) == 0 {
		t.Fatal("the record splits a pot seat 1 scoops: findings expected")
	}
	got := expected(v)
	// Seat 1's Omaha: 4S 3S with the board's 2S 6S TS is a ten-high flush;
	// seat 4's best is a pair of queens. Seat 1 takes the Omaha half too:
	// it scoops.
	if got[1] != "80.00" || got[4] != "0.00" {
		t.Errorf("awards %v", got)
	}
}
