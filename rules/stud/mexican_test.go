package stud

import (
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The button is seat 3, so the deal runs 4, 1, 2, 3 (line 345). The door
// cards KH, KS, 6D, 2D: the two kings are the highest, no suit order is
// printed, and seat 4, the first clockwise from the button, makes the
// forced bet (lines 361-362). Seat 1 turns its down card, the joker, face
// up before third street (line 347) and gets the third card, 7D, face
// down; the joker was dealt face down, so it is wild in all cases (line
// 360): K-joker is a pair of kings, highest on third street against seat
// 4's K-Q and seat 2's 7-6; K-joker-4 a pair of kings on fourth; K-joker-
// 4-4 three fours on fifth against seat 4's K-Q-J-7 (line 362). At the
// showdown seat 1's KS 4H 4S 7D and the joker make three fours; seat 4's
// AS KH QD JC 7S is the straight 7-J-Q-K-A (line 364), above three of a
// kind (lines 351-356). The pot is 4 antes + 6 + 4 + 8 + 8 = 30, less the
// three fees of 1.00 (STUD-1 option 122: fee #2 after the fourth card,
// #3 after the fifth): 27.00 to seat 4.
const mexicanExample = `{"table_id": "MXP-1", "hand_number": 31, "game": "mexican-poker",
 "dealt_at": "2026-11-22T00:10:00-08:00",
 "street": "fifth", "button": 3, "bring_in": 4,
 "first_to_act": {"third": 1, "fourth": 1, "fifth": 1},
 "seats": [
   {"seat": 1, "down": ["JK", "7D"], "up": ["KS", "4H", "4S"], "turned_up": ["third"], "ante": "1.00",
    "bets": {"second": "2.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "0.00"},
   {"seat": 2, "down": ["4D"], "up": ["6D", "7C"], "folded_on": "third", "ante": "1.00", "bets": {"second": "2.00"}, "won": "0.00"},
   {"seat": 3, "up": ["2D"], "folded_on": "second", "ante": "1.00", "won": "0.00"},
   {"seat": 4, "down": ["AS"], "up": ["KH", "QD", "JC", "7S"], "ante": "1.00",
    "bets": {"second": "2.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "27.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`

func init() { examples[MexicanPokerID] = mexicanExample }

func TestMexicanExample(t *testing.T) {
	v := verifyRecord(t, MexicanPokerID, mexicanExample, map[string]string{"collection_schedule": "STUD-1/122"})
	if len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	d := v.Outcome.Detail.(Detail)
	if d.BringIn != 4 || d.FirstToAct["third"] != 1 || d.FirstToAct["fourth"] != 1 || d.FirstToAct["fifth"] != 1 {
		t.Fatalf("bring-in %d, first to act %v", d.BringIn, d.FirstToAct)
	}
	// With the button on seat 4 the deal starts at seat 1, whose KS is
	// then the first king clockwise: it makes the forced bet (line 361).
	moved := edit(t, mexicanExample, func(m map[string]any) { m["button"] = 4 })
	fs := findingOn(verifyRecord(t, MexicanPokerID, moved, nil), "bring_in")
	if len(fs) != 1 || fs[0].Expected != "1" || fs[0].Rule.Lines != "361" {
		t.Fatalf("%+v", fs)
	}
	// Seat 4 named first on fifth street: seat 1's three fours showing
	// (the joker wild) outrank K-Q-J-7 (line 362).
	wrong := edit(t, mexicanExample, func(m map[string]any) { m["first_to_act"].(map[string]any)["fifth"] = 4 })
	fs = findingOn(verifyRecord(t, MexicanPokerID, wrong, nil), "first_to_act.fifth")
	if len(fs) != 1 || fs[0].Expected != "1" || fs[0].Rule.Lines != "362" {
		t.Fatalf("%+v", fs)
	}
}

// The joker showing: dealt face down and turned up it is wild and joins
// the largest group; dealt face up it is an ace (lines 360-362).
func TestMexicanBoard(t *testing.T) {
	c := rules.MustCards
	cases := []struct {
		up      string
		jokerUp bool
		same    string
	}{
		{"KS JK", false, "KS KD"},
		{"KS JK", true, "KS AD"},
		{"KS 4H 4S JK", false, "KS 4H 4S 4C"},
		{"KS 4H 4S JK", true, "KS 4H 4S AD"},
		{"JK", false, "AC"},
		{"7C 7D JK", false, "7C 7D 7H"},
	}
	for _, k := range cases {
		if got, want := MexicanBoard(c(k.up), k.jokerUp), HighBoard(c(k.same)); got != want {
			t.Errorf("%s (joker up %v): %x, want the board of %s, %x", k.up, k.jokerUp, got, k.same, want)
		}
	}
	// "Hands that are of equal value ... are not judged inferior if they
	// include a Joker" (line 362): a face-up joker and a king tie with an
	// ace and a king.
	if MexicanBoard(c("KS JK"), true) != MexicanBoard(c("KH AH"), false) {
		t.Error("a joker board is not equal to its natural twin")
	}
}

// At the showdown the same five cards rank by how the joker was dealt
// (line 360): face down, KS 4H 4S 7D and the joker are three fours; face
// up, a pair of fours with an ace.
func TestMexicanJokerAtShowdown(t *testing.T) {
	c := rules.MustCards
	down, _ := MexicanHigh(c("KS 4H 4S 7D JK"), false, nil)
	up, _ := MexicanHigh(c("KS 4H 4S 7D JK"), true, nil)
	if poker.MexicanValue(down).Category() != poker.MexicanTrips || poker.MexicanValue(up).Category() != poker.MexicanPair {
		t.Fatalf("down %s, up %s", DescribeMexican(down), DescribeMexican(up))
	}
	if want, _ := MexicanHigh(c("KS 4H 4S 7D AC"), false, nil); up != want {
		t.Fatalf("face up: %s, want %s", DescribeMexican(up), DescribeMexican(want))
	}
	// Four aces and a face-up joker: "wild ... with Aces" (line 360), five
	// of a kind, the best hand (line 351).
	if five, _ := MexicanHigh(c("AS AH AD AC JK"), true, nil); poker.MexicanValue(five).Category() != poker.MexicanFiveOfAKind {
		t.Fatalf("four aces and a face-up joker: %s", DescribeMexican(five))
	}
	// In a record: the joker dealt face up as seat 1's door card makes it
	// bring it in as an ace (line 361).
	rec := edit(t, mexicanExample, func(m map[string]any) {
		s := seatOf(m, 0)
		s["up"] = []any{"JK", "4H", "4S"}
		s["down"] = []any{"KS", "7D"}
	})
	if d := verifyRecord(t, MexicanPokerID, rec, nil).Outcome.Detail.(Detail); d.BringIn != 1 {
		t.Fatalf("bring-in %d, want seat 1's face-up joker", d.BringIn)
	}
}

// A record that breaks the deal is refused naming the field.
func TestMexicanRecordErrors(t *testing.T) {
	g := MexicanPoker()
	cases := map[string]func(m map[string]any){
		"button":                func(m map[string]any) { delete(m, "button") },
		"seats[0].turned_up[0]": func(m map[string]any) { seatOf(m, 0)["turned_up"] = []any{"second"} },
		"seats[0].up":           func(m map[string]any) { delete(seatOf(m, 0), "turned_up") },
		"seats[1].up[0]":        func(m map[string]any) { seatOf(m, 1)["up"] = []any{"9D", "7C"} },
		"seats[3].turned_up[0]": func(m map[string]any) { seatOf(m, 3)["turned_up"] = []any{"sixth"} },
	}
	for field, fn := range cases {
		_, err := g.Decode([]byte(edit(t, mexicanExample, fn)))
		ie, ok := rules.AsInputError(err)
		found := false
		if ok {
			for _, fe := range ie.Errors {
				found = found || fe.Field == field
			}
		}
		if !found {
			t.Errorf("%s: %v", field, err)
		}
	}
	// Other games take no button and no turned cards.
	if _, err := SevenCardStud().Decode([]byte(edit(t, examples[SevenCardStudID], func(m map[string]any) { m["button"] = 2 }))); err == nil {
		t.Error("a button was accepted in Seven-Card Stud")
	}
}

// LEG-MEXICAN's Opening Round is the third card ("when the second upcard
// is delivered", line 390; SF8): a hand that ends on second street owes
// the $1.00 Designated Table Fee (line 391), one that reaches the third
// card the Regular Table Fee, kept as recorded. STUD-1 takes fee #1 only
// from a hand that ends before the fourth card.
func TestMexicanFees(t *testing.T) {
	second := `{"table_id": "MXP-1", "hand_number": 32, "game": "mexican-poker",
 "dealt_at": "2026-11-22T00:12:00-08:00", "street": "second", "button": 1, "bring_in": 2,
 "seats": [
   {"seat": 1, "up": ["3C"], "folded_on": "second", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "up": ["KD"], "ante": "1.00", "bets": {"second": "1.00"}, "won": "2.00"}],
 "fees": [{"type": "designated", "amount": "1.00"}]}`
	leg := map[string]string{"collection_schedule": "LEG-MEXICAN/D"}
	if v := verifyRecord(t, MexicanPokerID, second, leg); len(v.Findings) != 0 {
		t.Fatalf("second street: %+v", v.Findings)
	}
	third := `{"table_id": "MXP-1", "hand_number": 33, "game": "mexican-poker",
 "dealt_at": "2026-11-22T00:14:00-08:00", "street": "third", "button": 1, "bring_in": 2,
 "seats": [
   {"seat": 1, "up": ["3C", "5H"], "folded_on": "third", "ante": "1.00", "bets": {"second": "1.00"}, "won": "0.00"},
   {"seat": 2, "up": ["KD", "QS"], "ante": "1.00", "bets": {"second": "1.00", "third": "2.00"}, "won": "4.00"}],
 "fees": [{"type": "regular", "amount": "2.00"}]}`
	if v := verifyRecord(t, MexicanPokerID, third, leg); len(v.Findings) != 0 {
		t.Fatalf("third street: %+v", v.Findings)
	}
	designated := edit(t, third, func(m map[string]any) {
		m["fees"] = []any{map[string]any{"type": "designated", "amount": "1.00"}}
		seatOf(m, 1)["won"] = "5.00"
	})
	if fs := findingOn(verifyRecord(t, MexicanPokerID, designated, leg), "fee"); len(fs) == 0 {
		t.Fatal("the Designated Table Fee of a hand that reached the third card was accepted")
	}
	stud1 := map[string]string{"collection_schedule": "STUD-1/122"}
	one := edit(t, third, func(m map[string]any) {
		m["fees"] = []any{map[string]any{"type": "designated_1", "amount": "1.00"}}
		seatOf(m, 1)["won"] = "5.00"
	})
	if v := verifyRecord(t, MexicanPokerID, one, stud1); len(v.Findings) != 0 {
		t.Fatalf("STUD-1 on third street: %+v", v.Findings)
	}
	two := withFees(t, MexicanPokerID, one, "designated_1:1.00", "designated_2:1.00")
	if fs := findingOn(verifyRecord(t, MexicanPokerID, two, stud1), "fee"); len(fs) != 1 {
		t.Fatalf("fee #2 before the fourth card: %+v", fs)
	}
}

// Equal hands split the pot (SX29): K-7-5-3-2 each, 23 after the fee,
// 11 each and the odd chip by the odd_chip setting: to the KS under
// high_card_by_suit (the joker-free hands' highest card), to seat 2, the
// first clockwise from the button on seat 1, under first_from_dealer. The
// KH and KS tie for the forced bet and every board ties, so seat 2, the
// closest to the button, brings it in and acts first (lines 361-362).
func TestMexicanTie(t *testing.T) {
	tie := `{"table_id": "MXP-1", "hand_number": 34, "game": "mexican-poker",
 "dealt_at": "2026-11-22T00:16:00-08:00", "street": "fifth", "button": 1, "bring_in": 2,
 "first_to_act": {"third": 2, "fourth": 2, "fifth": 2},
 "seats": [
   {"seat": 1, "down": ["2C"], "up": ["KS", "7H", "5D", "3S"], "ante": "1.00",
    "bets": {"second": "1.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "12.00"},
   {"seat": 2, "down": ["2D"], "up": ["KH", "7C", "5H", "3C"], "ante": "1.00",
    "bets": {"second": "1.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "11.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}]}`
	if v := verifyRecord(t, MexicanPokerID, tie, nil); len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	first := edit(t, tie, func(m map[string]any) { seatOf(m, 0)["won"], seatOf(m, 1)["won"] = "11.00", "12.00" })
	if v := verifyRecord(t, MexicanPokerID, first, map[string]string{"odd_chip": string(OddChipFirstDealt)}); len(v.Findings) != 0 {
		t.Fatalf("first_from_dealer: %+v", v.Findings)
	}
}

func FuzzMexicanPoker(f *testing.F) {
	fuzzGame(f, MexicanPokerID, map[string]string{"collection_schedule": "LEG-MEXICAN/D"},
		map[string]string{"odd_chip": string(OddChipFirstDealt), "chip_unit": "0.25", "collection_schedule": "STUD-2/1"})
}

func BenchmarkVerifyMexicanPoker(b *testing.B) { benchVerify(b, MexicanPokerID) }

// MexicanHigh beside poker.Best (BenchmarkBest7Here) on five cards of the
// Mexican deck, the joker among them now and then.
func BenchmarkMexicanHighFive(b *testing.B) {
	deck := MexicanDeck()
	hands := make([][]rules.Card, 1024)
	for i := range hands {
		for j := 0; j < 5; j++ {
			hands[i] = append(hands[i], deck[(i*7+j*11)%len(deck)])
		}
	}
	i := 0
	for b.Loop() {
		v, _ := MexicanHigh(hands[i&1023], i&1 == 0, nil)
		benchSink += v
		i++
	}
}
