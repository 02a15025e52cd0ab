package draw

import (
	"testing"
)

// The deck check: impossible records are refused, naming the field and the
// rule.
func TestDeckRefusals(t *testing.T) {
	base := func() []st {
		return []st{
			{seat: 1, dealt: "AS 2S 9H KD", draws: []string{"2S KD>3C QH"}, contributed: "10.00", won: "20.00"},
			{seat: 2, dealt: "4S 4H 7D 8C", draws: []string{"4H>6H"}, contributed: "10.00", won: "0.00"},
		}
	}
	cases := []struct {
		name   string
		edit   func(s []st) []st
		draws  int
		field  string
		detail string
	}{
		{"a card dealt twice", func(s []st) []st { s[1].dealt = "4S 4H 7D KD"; return s }, 3, "seats[1].dealt[3]", "already in seat 1's hand"},
		{"a drawn card another seat holds", func(s []st) []st { s[1].draws = []string{"4H>9H"}; return s }, 3, "seats[1].drawn_1[0]", "already in seat 1's hand"},
		{"a discard the seat does not hold", func(s []st) []st { s[1].draws = []string{"5H>6H"}; return s }, 3, "seats[1].discarded_1[0]", "is not in seat 2's hand"},
		{"more drawn than discarded", func(s []st) []st { s[1].draws = []string{"4H>6H 6D"}; return s }, 3, "seats[1].drawn_1", "discarded 1 and drew 2"},
		{"its own discard back", func(s []st) []st { s[1].draws = []string{"4H>4H"}; return s }, 3, "seats[1].drawn_1[0]", "was discarded at seats[1].discarded_1[0] in this draw"},
		// Seat 1 discarded the deuce of spades in the first draw; seat 2 draws
		// it in the second while the deck still holds most of its cards.
		{"a discard back before the deck ran out", func(s []st) []st { s[1].draws = []string{"4H>6H", "8C>2S"}; return s }, 3, "seats[1].drawn_2[0]", "while the deck still held cards"},
		{"wrong hand size", func(s []st) []st { s[0].dealt = "AS 2S 9H KD 5C"; s[0].draws = nil; return s }, 3, "seats[0].dealt", "must be the 4 cards"},
		{"draws beyond those held", func(s []st) []st { return s }, 0, "seats[0].discarded_1", "there was no draw 1"},
		{"a showdown before the last draw", func(s []st) []st { return s }, 2, "draws", "after the last of the 3 draws"},
		{"a showdown without cards", func(s []st) []st { s[1].dealt, s[1].draws = "", nil; return s }, 3, "seats[1].dealt", "reached the showdown"},
		{"draws without the dealt cards", func(s []st) []st { s[1].dealt, s[1].fold = "", true; return s }, 3, "seats[1].discarded_1", "give dealt too"},
		{"a joker in a 52-card game", func(s []st) []st { s[1].dealt = "4S JK 7D 8C"; s[1].draws = nil; return s }, 3, "seats[1].dealt[1]", "without jokers"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ie := refused(t, hr(t, "badugi", 2, c.draws, "", c.edit(base()), nil, nil), nil)
			if !hasError(ie, c.field, c.detail) {
				t.Errorf("errors %v, want %s: %s", ie, c.field, c.detail)
			}
		})
	}
}

// Discards come back once the deck runs out (lines 3562-3568): seven
// players at Badacey exhaust the 52 cards in the second draw, and the
// discards of the first draw are dealt again; the discards of a seat
// already served in the same draw may be used (the stub rule), its own
// may not.
func TestDeckReshuffle(t *testing.T) {
	// 35 cards dealt; the first draw takes 16 more after its burn: 51 of
	// 52 out (the stub left). In the second draw the discards of the first
	// come back.
	seats := []st{
		{seat: 1, dealt: "AS AH AD AC KS", draws: []string{"AS AH AD>2S 2H 2D", "2S>AS"}},
		{seat: 2, dealt: "KH KD KC QS QH", draws: []string{"KH KD KC>2C 3S 3H", "2C>AH"}},
		{seat: 3, dealt: "QD QC JS JH JD", draws: []string{"QD QC JS>3D 3C 4S", ""}},
		{seat: 4, dealt: "JC TS TH TD TC", draws: []string{"JC TS>4H 4D", ""}},
		{seat: 5, dealt: "9S 9H 9D 9C 8S", draws: []string{"9S 9H>4C 5S", ""}},
		{seat: 6, dealt: "8H 8D 8C 7S 7H", draws: []string{"8H 8D>5H 5D", ""}},
		{seat: 7, dealt: "7D 7C 6S 6H 6D", draws: []string{"7D>5C", ""}},
	}
	for i := range seats {
		seats[i].contributed, seats[i].won = "10.00", "0.00"
	}
	// Nobody else is live; seat 1 wins without a showdown.
	for i := 1; i < 7; i++ {
		seats[i].fold = true
	}
	seats[0].won = "70.00"
	v := verify(t, hr(t, "badacey", 7, 2, "", seats, nil, nil), nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	// Seat 1 drawing its own first-draw discard is fine in the second draw;
	// seat 2 drawing seat 1's second-draw discard (served first, seat 1 is
	// left of the button at 7) is the stub rule's case.
	seats[1].draws[1] = "2C>2S"
	if v := verify(t, hr(t, "badacey", 7, 2, "", seats, nil, nil), nil); len(v.Findings) != 0 {
		t.Fatalf("stub rule: %+v", v.Findings)
	}
	// The other way round is not: seat 1 cannot draw seat 2's discard of
	// the same draw, seat 2 not yet served.
	seats[0].draws[1], seats[1].draws[1] = "2S>2C", "2C>AH"
	ie := refused(t, hr(t, "badacey", 7, 2, "", seats, nil, nil), nil)
	if !hasError(ie, "seats[0].drawn_2[0]", "before this seat was served") {
		t.Errorf("errors %v", ie)
	}
	// A folded seat's cards come back too: seat 7 folded after the first
	// draw; its 6S is dealt to seat 1 in the second.
	seats[0].draws[1], seats[1].draws[1] = "2S>6S", "2C>AH"
	if v := verify(t, hr(t, "badacey", 7, 2, "", seats, nil, nil), nil); len(v.Findings) != 0 {
		t.Fatalf("folded cards: %+v", v.Findings)
	}
}
