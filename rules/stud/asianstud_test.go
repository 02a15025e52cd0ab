package stud

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// Door cards KS, 4D, 4C, KH: the four of clubs, the lowest card and of
// the two fours the lower suit, brings it in (line 774) and folds. Third
// street: the lowest hand showing acts first (line 776); seats 1 and 4
// both show K-7, seat 2's A-4 is higher, and of the equal boards the one
// closest to the casino dealer's right, seat 4, dealt last, acts first
// (line 774). Fourth street: seat 1's pair of sevens is the highest board
// (line 778), and on fifth street still (line 781). Seat 2's pair of aces
// beats seat 1's pair of sevens (line 782). The pot is 4 antes + 7 + 6 + 8
// + 8 = 33, less the three fees of 1.00 (STUD-1 option 122, fee #2 after
// the fourth card, #3 after the fifth): 30.00 to seat 2.
const asianExample = `{"table_id": "AFS-1", "hand_number": 25, "game": "asian-five-card-stud",
 "dealt_at": "2026-11-21T23:58:00-08:00",
 "street": "fifth", "bring_in": 3,
 "first_to_act": {"third": 4, "fourth": 1, "fifth": 1},
 "seats": [
   {"seat": 1, "down": ["9H"], "up": ["KS", "7D", "7C", "2H"], "ante": "1.00",
    "bets": {"second": "2.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "0.00"},
   {"seat": 2, "down": ["AC"], "up": ["4D", "AD", "9C", "QS"], "ante": "1.00",
    "bets": {"second": "2.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "30.00"},
   {"seat": 3, "up": ["4C"], "folded_on": "second", "ante": "1.00", "bets": {"second": "1.00"}, "won": "0.00"},
   {"seat": 4, "down": ["QH"], "up": ["KH", "7S", "3D"], "folded_on": "fourth", "ante": "1.00",
    "bets": {"second": "2.00", "third": "2.00"}, "won": "0.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`

// Two equal hands, K-9-7-5-2 each: seat 1 holds KS 9H 7D 5C 2C, seat 2 KH
// 9S 7C 5D 2D. The KH is the lower door card and brings it in (line 774);
// the boards are equal on every street, so seat 2, closest to the casino
// dealer's right, acts first each time. The pot is 2 antes + 4 + 4 + 8 + 8
// = 26, less 3.00 of fees: 23.
const asianTie = `{"table_id": "AFS-1", "hand_number": 26, "game": "asian-five-card-stud",
 "dealt_at": "2026-11-22T00:02:00-08:00",
 "street": "fifth", "bring_in": 2,
 "first_to_act": {"third": 2, "fourth": 2, "fifth": 2},
 "seats": [
   {"seat": 1, "down": ["2C"], "up": ["KS", "9H", "7D", "5C"], "ante": "1.00",
    "bets": {"second": "2.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "12.00"},
   {"seat": 2, "down": ["2D"], "up": ["KH", "9S", "7C", "5D"], "ante": "1.00",
    "bets": {"second": "2.00", "third": "2.00", "fourth": "4.00", "fifth": "4.00"}, "won": "11.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`

func init() { examples[AsianFiveCardStudID] = asianExample }

func TestAsianExample(t *testing.T) {
	v := verifyRecord(t, AsianFiveCardStudID, asianExample, map[string]string{"collection_schedule": "STUD-1/122"})
	if len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	d := v.Outcome.Detail.(Detail)
	if d.BringIn != 3 || d.FirstToAct["third"] != 4 || d.FirstToAct["fourth"] != 1 || d.FirstToAct["fifth"] != 1 {
		t.Fatalf("bring-in %d, first to act %v", d.BringIn, d.FirstToAct)
	}
	// Seat 1, dealt first among the equal K-7 boards, acting first on
	// third street: a finding naming seat 4 and citing line 776.
	wrong := edit(t, asianExample, func(m map[string]any) { m["first_to_act"].(map[string]any)["third"] = 1 })
	fs := findingOn(verifyRecord(t, AsianFiveCardStudID, wrong, nil), "first_to_act.third")
	if len(fs) != 1 || fs[0].Expected != "4" || fs[0].Rule.Lines != "776" {
		t.Fatalf("%+v", fs)
	}
	// The 4D bringing it in: the 4C is the lower suit.
	wrong = edit(t, asianExample, func(m map[string]any) { m["bring_in"] = 2 })
	fs = findingOn(verifyRecord(t, AsianFiveCardStudID, wrong, nil), "bring_in")
	if len(fs) != 1 || fs[0].Expected != "3" || fs[0].Rule.Lines != "774" {
		t.Fatalf("%+v", fs)
	}
}

// Equal hands: under ties=split they share 23, the odd chip by the
// odd_chip setting (the KS, the highest card by suit, by default; seat 1,
// dealt first, under first_from_dealer); under suit_order the KS takes
// the whole pot.
func TestAsianTies(t *testing.T) {
	cases := []struct {
		settings   map[string]string
		won1, won2 string
	}{
		{nil, "12.00", "11.00"},
		{map[string]string{"odd_chip": string(OddChipFirstDealt)}, "12.00", "11.00"},
		{map[string]string{"ties": TiesSuitOrder}, "23.00", "0.00"},
	}
	for _, c := range cases {
		rec := edit(t, asianTie, func(m map[string]any) {
			seatOf(m, 0)["won"], seatOf(m, 1)["won"] = c.won1, c.won2
		})
		if v := verifyRecord(t, AsianFiveCardStudID, rec, c.settings); len(v.Findings) != 0 {
			t.Errorf("%v: %+v", c.settings, v.Findings)
		}
	}
	// The split awards under suit_order: findings on both seats.
	v := verifyRecord(t, AsianFiveCardStudID, asianTie, map[string]string{"ties": TiesSuitOrder})
	if got := v.Settlements[0].Expected.Payout; got != rules.Dollars(23) {
		t.Fatalf("seat 1 %s, want 23.00: %+v", got, v.Findings)
	}
	// Seat 2 bringing it in but seat 1 acting first on equal boards: the
	// default order of the other games, not this one's.
	wrong := edit(t, asianTie, func(m map[string]any) { m["first_to_act"].(map[string]any)["fifth"] = 1 })
	if fs := findingOn(verifyRecord(t, AsianFiveCardStudID, wrong, nil), "first_to_act.fifth"); len(fs) != 1 || fs[0].Expected != "2" {
		t.Fatalf("%+v", fs)
	}
}

// STUD-1's fee #2 is due once Fourth Street, the fourth card, is dealt and
// #3 once Fifth Street is (line 8178): a hand that ends on third street
// owes fee #1 only, one that ends on fourth street #1 and #2.
func TestAsianFeeStages(t *testing.T) {
	settings := map[string]string{"collection_schedule": "STUD-1/122"}
	third := `{"table_id": "AFS-1", "hand_number": 27, "game": "asian-five-card-stud",
 "dealt_at": "2026-11-22T00:04:00-08:00", "street": "third", "bring_in": 2,
 "seats": [
   {"seat": 1, "down": ["2C"], "up": ["KS", "9H"], "ante": "1.00", "bets": {"second": "2.00", "third": "4.00"}, "won": "9.00"},
   {"seat": 2, "down": ["2D"], "up": ["KH", "9S"], "folded_on": "third", "ante": "1.00", "bets": {"second": "2.00"}, "won": "0.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}]}`
	if v := verifyRecord(t, AsianFiveCardStudID, third, settings); len(v.Findings) != 0 {
		t.Fatalf("third street: %+v", v.Findings)
	}
	extra := withFees(t, AsianFiveCardStudID, third, "designated_1:1.00", "designated_2:1.00")
	if fs := findingOn(verifyRecord(t, AsianFiveCardStudID, extra, settings), "fee"); len(fs) != 1 {
		t.Fatalf("fee #2 on a hand that ended on third street: %+v", fs)
	}
	fourth := edit(t, third, func(m map[string]any) {
		m["street"] = "fourth"
		s := seatOf(m, 1)
		s["up"] = []any{"KH", "9S", "7C"}
		s["folded_on"] = "fourth"
		s["bets"] = map[string]any{"second": "2.00", "third": "4.00"}
		s1 := seatOf(m, 0)
		s1["up"] = []any{"KS", "9H", "7D"}
		s1["bets"] = map[string]any{"second": "2.00", "third": "4.00", "fourth": "4.00"}
		s1["won"] = "16.00"
		m["fees"] = []any{map[string]any{"type": "designated_1", "amount": "1.00"}, map[string]any{"type": "designated_2", "amount": "1.00"}}
	})
	if v := verifyRecord(t, AsianFiveCardStudID, fourth, settings); len(v.Findings) != 0 {
		t.Fatalf("fourth street: %+v", v.Findings)
	}
	short := withFees(t, AsianFiveCardStudID, fourth, "designated_1:1.00")
	if fs := findingOn(verifyRecord(t, AsianFiveCardStudID, short, settings), "fee"); len(fs) != 1 || fs[0].Rule.Lines == "" {
		t.Fatalf("fee #2 missing on a hand that reached fourth street: %+v", fs)
	}
	// STUD-2 takes the game too (line 8744).
	if _, err := variantOf(t, AsianFiveCardStudID).compile(map[string]string{"collection_schedule": "STUD-2/1"}); err != nil {
		t.Fatal(err)
	}
}

// A card that is not in the 52-card deck (a joker) is refused naming the
// field; five cards at most.
func TestAsianDeck(t *testing.T) {
	g := AsianFiveCardStud()
	bad := edit(t, asianExample, func(m map[string]any) { seatOf(m, 0)["down"] = []any{"JK"} })
	if _, err := g.Decode([]byte(bad)); err == nil {
		t.Fatal("a joker was accepted")
	}
	six := edit(t, asianExample, func(m map[string]any) { seatOf(m, 0)["up"] = []any{"KS", "7D", "7C", "2H", "3H"} })
	if _, err := g.Decode([]byte(six)); err == nil {
		t.Fatal("five up cards were accepted")
	}
	// No common card: the deck never runs short (line 800), and the last
	// card is dealt face up.
	common := edit(t, asianExample, func(m map[string]any) { m["community"] = []any{"5S"} })
	if _, err := g.Decode([]byte(common)); err == nil {
		t.Fatal("a common card was accepted")
	}
}

func FuzzAsianFiveCardStud(f *testing.F) {
	fuzzGame(f, AsianFiveCardStudID, map[string]string{"ties": TiesSuitOrder, "collection_schedule": "STUD-1/122"},
		map[string]string{"odd_chip": string(OddChipFirstDealt), "chip_unit": "0.25"})
}

func BenchmarkVerifyAsianFiveCardStud(b *testing.B) { benchVerify(b, AsianFiveCardStudID) }

// AsianHigh beside poker.Best on five-card hands.
func BenchmarkAsianHighFive(b *testing.B) {
	st := variantOf(b, AsianFiveCardStudID).defaults()
	i := 0
	for b.Loop() {
		v, _ := AsianHigh(benchSevens[i&1023][:5], st)
		benchSink += v
		i++
	}
}
