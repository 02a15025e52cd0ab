package flop

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

func verify(t testing.TB, id string, data []byte, settings map[string]string) *rules.Verdict {
	t.Helper()
	h := decode(t, id, data)
	st, err := games[id].Settings(settings)
	if err != nil {
		t.Fatalf("%s settings: %v", id, err)
	}
	v, err := h.Verify(st)
	if err != nil {
		t.Fatalf("%s verify: %v", id, err)
	}
	return v
}

// expected returns each seat's expected collection and result.
func expected(v *rules.Verdict) map[int]string {
	out := map[int]string{}
	for _, s := range v.Settlements {
		out[s.Seat] = s.Expected.Payout.String() + " " + s.Expected.Result
	}
	return out
}

func sameMap(a, b map[int]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// Every documented example verifies, and the engine agrees with the hand
// reading written beside it (examples_test.go).
func TestExamplesVerify(t *testing.T) {
	cases := map[string]struct {
		summary string
		want    map[int]string
	}{
		CrazyPineappleID: {"Seat 2 wins 31.00 with Two pair, nines and fives",
			map[int]string{1: "0.00 lose", 2: "31.00 win", 3: "0.00 fold"}},
		ReverseHoldemID: {"Seat 2 wins 39.00 with Full house, nines over sevens",
			map[int]string{1: "0.00 lose", 2: "39.00 win"}},
		ShortDeckID: {"Seat 1 wins 29.00 with Flush, ace high",
			map[int]string{1: "29.00 win", 2: "0.00 lose", 3: "0.00 lose"}},
		OmahaID: {"Seat 3 wins 58.00 with Two pair, aces and fours",
			map[int]string{1: "0.00 lose", 2: "0.00 lose", 3: "58.00 win"}},
		FiveCardOmahaID: {"73.00: high to seat 4 (Three of a kind, jacks); low to seat 2 (8-4-3-2-A)",
			map[int]string{2: "37.00 win", 4: "36.00 win", 6: "0.00 lose"}},
		DoubleBoardOmahaID: {"117.00: board 1 to seat 1 (Full house, aces over sevens); board 2 to seats 1 and 3 (Straight, queen high)",
			map[int]string{1: "88.00 win", 3: "29.00 split", 5: "0.00 lose"}},
	}
	for id, c := range cases {
		v := verify(t, id, []byte(examples[id]), nil)
		if !v.Verified() {
			t.Errorf("%s: findings %+v", id, v.Findings)
		}
		if v.Outcome.Summary != c.summary {
			t.Errorf("%s: summary %q, want %q", id, v.Outcome.Summary, c.summary)
		}
		if got := expected(v); !sameMap(got, c.want) {
			t.Errorf("%s: settlements %v, want %v", id, got, c.want)
		}
		if v.Totals.Fees != v.Totals.HouseWin || v.Totals.Wagered == 0 {
			t.Errorf("%s: totals %+v", id, v.Totals)
		}
	}
}

// A wrong award is a finding on each seat it touches, citing the rule and
// saying why pot by pot.
func TestWrongAwardsAreFindings(t *testing.T) {
	// Double Board Omaha: the station gave the odd chip to seat 3.
	data := edit(t, DoubleBoardOmahaID, func(r map[string]any) {
		seatMap(r, 0)["won"] = "87.00"
		seatMap(r, 1)["won"] = "30.00"
	})
	v := verify(t, DoubleBoardOmahaID, data, nil)
	if len(v.Findings) != 2 {
		t.Fatalf("findings %+v", v.Findings)
	}
	f := v.Findings[0]
	if f.Seat != 1 || f.Field != "won" || f.Declared != "87.00" || f.Expected != "88.00" || f.Rule != rules.At(rules.Seed000, "3767") ||
		!strings.Contains(f.Message, "odd chips of 1.00 left over from dividing the pot") {
		t.Errorf("seat 1 finding %+v", f)
	}
	// Five Card Omaha: the low paid to the wrong seat.
	data = edit(t, FiveCardOmahaID, func(r map[string]any) {
		seatMap(r, 0)["won"] = "0.00"
		seatMap(r, 2)["won"] = "37.00"
	})
	v = verify(t, FiveCardOmahaID, data, nil)
	var seat6 *rules.Finding
	for i := range v.Findings {
		if v.Findings[i].Seat == 6 {
			seat6 = &v.Findings[i]
		}
	}
	if len(v.Findings) != 2 || seat6 == nil || seat6.Expected != "0.00" ||
		!strings.Contains(seat6.Message, "the low (8-4-3-2-A) goes to seat 2") {
		t.Errorf("findings %+v", v.Findings)
	}
}

// Exactly two hole cards and three board cards (line 1227): with four
// hearts on the board a single heart in the hand makes no flush, and a
// hand's pair of aces cannot be joined by a third ace of its own.
func TestOmahaExactlyTwo(t *testing.T) {
	rec := `{"table_id": "OM-2", "hand_number": 1, "game": "omaha", "dealt_at": "2026-11-21T23:16:00-08:00",
	 "button": 1, "board": ["2H", "7H", "9H", "JH", "KC"],
	 "seats": [
	   {"seat": 1, "cards": ["AH", "AS", "AD", "3C"], "contributed": "10.00", "won": "0.00"},
	   {"seat": 2, "cards": ["KS", "KD", "4C", "5C"], "contributed": "10.00", "won": "20.00"}],
	 "fees": []}`
	v := verify(t, OmahaID, []byte(rec), nil)
	// Seat 1: one heart, so no flush; A-A with K-J-9 is a pair of aces.
	// Seat 2: K-K with the board's king: three kings.
	if !v.Verified() || v.Outcome.Summary != "Seat 2 wins 20.00 with Three of a kind, kings" {
		t.Errorf("%s %+v", v.Outcome.Summary, v.Findings)
	}
}

// Omaha High/Low: the high and the qualifying low halve the pot (lines
// 1229-1231); the odd chip goes by split_odd_chip.
func TestOmahaHighLow(t *testing.T) {
	// Board 2-5-7-K-K. Seat 1: Q-Q with K-K-7 is kings and queens; A-3
	// with 2-5-7 the low 7-5-3-2-A. Seat 2: K-9 with K-K-7, three kings;
	// low 4-6 with 2-5-7, 7-6-5-4-2. Seat 3: 8-8 with K-K-7, kings and
	// eights; low A-8 with 2-5-7, 8-7-5-2-A. High to seat 2, low to seat
	// 1: 90 less 3 is 87, halves of 43 and an odd chip.
	rec := `{"table_id": "OM-3", "hand_number": 2, "game": "omaha", "dealt_at": "2026-11-21T23:16:00-08:00",
	 "button": 3, "board": ["2S", "5H", "7D", "KC", "KD"],
	 "seats": [
	   {"seat": 1, "cards": ["AS", "3H", "QD", "QS"], "contributed": "30.00", "won": "43.00"},
	   {"seat": 2, "cards": ["4C", "6C", "KH", "9S"], "contributed": "30.00", "won": "44.00"},
	   {"seat": 3, "cards": ["AC", "2D", "8H", "8S"], "contributed": "30.00", "won": "0.00"}],
	 "fees": [{"type": "designated_1", "amount": "3.00"}]}`
	hilo := map[string]string{"split": SplitHighLow}
	v := verify(t, OmahaID, []byte(rec), hilo)
	if !v.Verified() || v.Outcome.Summary != "87.00: high to seat 2 (Three of a kind, kings); low to seat 1 (7-5-3-2-A)" {
		t.Errorf("high_low: %s %+v", v.Outcome.Summary, v.Findings)
	}
	if v.Settlements[1].Rule != rules.At(rules.Seed000, "225") {
		t.Errorf("the high's odd chip cites %v", v.Settlements[1].Rule)
	}
	// The odd chip to the winner closest to the left of the button (seat
	// 3): seat 1.
	v = verify(t, OmahaID, []byte(rec), map[string]string{"split": SplitHighLow, "split_odd_chip": OddChipLeftOfButton})
	if got := expected(v); !sameMap(got, map[int]string{1: "44.00 win", 2: "43.00 win", 3: "0.00 lose"}) {
		t.Errorf("split_odd_chip=left_of_button: %v", got)
	}
	// Under split=high the kings take it all.
	v = verify(t, OmahaID, []byte(rec), nil)
	if got := expected(v); !sameMap(got, map[int]string{1: "0.00 lose", 2: "87.00 win", 3: "0.00 lose"}) {
		t.Errorf("split=high: %v", got)
	}
	// A board with one low card makes no low: the high takes the pot
	// (line 1230). Seat 2's K-9 with K-K-9 is kings full of nines.
	noLow := strings.NewReplacer(`"2S", "5H", "7D"`, `"2S", "9H", "JD"`).Replace(rec)
	v = verify(t, OmahaID, []byte(noLow), hilo)
	if v.Outcome.Summary != "87.00: high to seat 2 (Full house, kings over nines); low to seat 2 (none qualifies, to the high)" {
		t.Errorf("no low: %s", v.Outcome.Summary)
	}
	// With the qualifier at 7 seat 3's 8-7-5-2-A would not do, but seat
	// 1's 7-5-3-2-A still does; at 6 no low qualifies.
	v = verify(t, OmahaID, []byte(rec), map[string]string{"split": SplitHighLow, "low_qualifier": "6"})
	if got := expected(v); !sameMap(got, map[int]string{1: "0.00 lose", 2: "87.00 win", 3: "0.00 lose"}) {
		t.Errorf("low_qualifier=6: %v", got)
	}
}

// Without a qualifier (a table posting one, line 1229) the best low takes
// half even when it is paired.
func TestOmahaLowWithoutQualifier(t *testing.T) {
	rec := `{"table_id": "OM-4", "hand_number": 3, "game": "omaha", "dealt_at": "2026-11-21T23:16:00-08:00",
	 "button": 2, "board": ["KS", "KH", "QD", "JC", "9D"],
	 "seats": [
	   {"seat": 1, "cards": ["AS", "2H", "3D", "4C"], "contributed": "10.00", "won": "10.00"},
	   {"seat": 2, "cards": ["TS", "8H", "7D", "6C"], "contributed": "10.00", "won": "10.00"}],
	 "fees": []}`
	// Seat 1's high: A with K-Q-J... A-2 with K-K-Q, a pair of kings, ace
	// high. Seat 2: T-8 with K-Q-J... 8-T with Q-J-9 is Q-J-T-9-8, a
	// straight. Low: seat 1's A-2 with J-Q-9 is Q-J-9-2-A; seat 2's 6-7
	// with 9-J-Q is Q-J-9-7-6: seat 1 lower.
	v := verify(t, OmahaID, []byte(rec), map[string]string{"split": SplitHighLow, "low_qualifier": "none"})
	if !v.Verified() || v.Outcome.Summary != "20.00: high to seat 2 (Straight, queen high); low to seat 1 (Q-J-9-2-A)" {
		t.Errorf("%s %+v", v.Outcome.Summary, v.Findings)
	}
}

// Side pots are each halved among their own eligible seats: the short
// all-in seat wins the low of the main pot only.
func TestOmahaHighLowSidePots(t *testing.T) {
	rec := `{"table_id": "OM-5", "hand_number": 4, "game": "omaha", "dealt_at": "2026-11-21T23:16:00-08:00",
	 "button": 1, "board": ["2S", "5H", "7D", "KC", "KD"],
	 "seats": [
	   {"seat": 1, "cards": ["AS", "3H", "QD", "QS"], "contributed": "10.00", "won": "15.00"},
	   {"seat": 2, "cards": ["4C", "6C", "KH", "9S"], "contributed": "50.00", "won": "55.00"},
	   {"seat": 3, "cards": ["AC", "4D", "8H", "8S"], "contributed": "50.00", "won": "40.00"}],
	 "fees": []}`
	// Main pot 30: high seat 2 (three kings) 15, low seat 1 (7-5-3-2-A)
	// 15. Side pot 80 between seats 2 and 3: high seat 2 40, low seat 3
	// (A-4 with 2-5-7: 7-5-4-2-A, below seat 2's 7-6-5-4-2) 40.
	v := verify(t, OmahaID, []byte(rec), map[string]string{"split": SplitHighLow})
	if !v.Verified() {
		t.Errorf("%s %+v", v.Outcome.Summary, v.Findings)
	}
}

// Short Deck: the ace plays low in A-6-7-8-9 (line 5281), which still beats
// three of a kind; a straight of ten high beats it.
func TestShortDeckStraights(t *testing.T) {
	rec := `{"table_id": "SD-2", "hand_number": 8, "game": "short-deck-holdem", "dealt_at": "2026-11-21T23:14:00-08:00",
	 "button": 1, "board": ["AS", "9D", "8C", "7H", "KD"],
	 "seats": [
	   {"seat": 1, "cards": ["6D", "JC"], "contributed": "10.00", "won": "20.00"},
	   {"seat": 2, "cards": ["AC", "AD"], "contributed": "10.00", "won": "0.00"}],
	 "fees": []}`
	v := verify(t, ShortDeckID, []byte(rec), nil)
	if !v.Verified() || v.Outcome.Summary != "Seat 1 wins 20.00 with Straight, nine high" {
		t.Errorf("%s %+v", v.Outcome.Summary, v.Findings)
	}
	d := v.Outcome.Detail.(Detail)
	if got := strings.Join(d.Hands[0].BestFive, " "); got != "9D 8C 7H 6D AS" {
		t.Errorf("the wheel's cards: %s", got)
	}
}

// Crazy Pineapple plays the cards a seat kept: under discards=two one hole
// card and the board.
func TestCrazyPineappleKeptCards(t *testing.T) {
	data := edit(t, CrazyPineappleID, func(r map[string]any) {
		seatMap(r, 0)["discards"] = []any{"QC", "KH"} // keeps AH: pair of fives, A-J-T
		seatMap(r, 1)["discards"] = []any{"QD", "9S"} // keeps 9C: pair of fives, J-T-9
		seatMap(r, 0)["won"], seatMap(r, 1)["won"] = "31.00", "0.00"
	})
	v := verify(t, CrazyPineappleID, data, map[string]string{"discards": DiscardsTwo})
	if !v.Verified() || v.Outcome.Summary != "Seat 1 wins 31.00 with One pair, fives" {
		t.Errorf("%s %+v", v.Outcome.Summary, v.Findings)
	}
	d := v.Outcome.Detail.(Detail)
	if len(d.Hands[0].Kept) != 1 || d.Hands[0].Kept[0] != "AH" {
		t.Errorf("kept %v", d.Hands[0].Kept)
	}
}

// Ties split in whole chips; the odd chips go to the winner closest to the
// left of the button (lines 2217, 5384), or by the odd_chip setting where
// the game's rules are silent.
func TestOddChips(t *testing.T) {
	// Short Deck: seats 2 and 4 play the board's straight; 25 + 26 less 0:
	// 51, 25 each and the odd chip to seat 4, first left of the button at 3.
	rec := `{"table_id": "SD-3", "hand_number": 9, "game": "short-deck-holdem", "dealt_at": "2026-11-21T23:14:00-08:00",
	 "button": 3, "board": ["TS", "JD", "QC", "KH", "AD"],
	 "seats": [
	   {"seat": 2, "cards": ["6D", "7C"], "contributed": "25.00", "dead": "1.00", "won": "25.00"},
	   {"seat": 4, "cards": ["6S", "7H"], "contributed": "26.00", "dead": "2.00", "won": "26.00"}],
	 "fees": []}`
	v := verify(t, ShortDeckID, []byte(rec), nil)
	if !v.Verified() {
		t.Errorf("%s %+v", v.Outcome.Summary, v.Findings)
	}
	// Reverse Hold'em under odd_chip=high_card_by_suit: the seven of
	// clubs against the seven of hearts, so seat 4.
	rev := `{"table_id": "RH-2", "hand_number": 41, "game": "reverse-holdem", "dealt_at": "2026-11-21T23:12:00-08:00",
	 "button": 4, "board": ["TS", "JD", "QC", "KH", "AD"],
	 "seats": [
	   {"seat": 2, "cards": ["2D", "7C"], "contributed": "25.50", "won": "%s"},
	   {"seat": 4, "cards": ["2S", "7H"], "contributed": "25.50", "won": "%s"}],
	 "fees": []}`
	for setting, won := range map[string][2]string{
		OddChipLeftOfButton:   {"26.00", "25.00"}, // seat 2 is left of the button at 4
		OddChipHighCardBySuit: {"25.00", "26.00"}, // seven of hearts over seven of clubs
	} {
		v := verify(t, ReverseHoldemID, []byte(fmt.Sprintf(rev, won[0], won[1])), map[string]string{"odd_chip": setting})
		if !v.Verified() {
			t.Errorf("odd_chip=%s: %+v", setting, v.Findings)
		}
	}
}

// A seat left alone takes every pot without a showdown, whatever its cards.
func TestUncontested(t *testing.T) {
	rec := `{"table_id": "DB-2", "hand_number": 6, "game": "double-board-omaha", "dealt_at": "2026-11-21T23:20:00-08:00",
	 "button": 1, "board_1": ["AH", "KH", "7C"], "board_2": ["QS", "JS", "TD"],
	 "seats": [
	   {"seat": 2, "folded": true, "contributed": "1.00", "won": "0.00"},
	   {"seat": 3, "contributed": "6.00", "won": "6.00"}],
	 "fees": [{"type": "collection_1", "amount": "1.00"}]}`
	v := verify(t, DoubleBoardOmahaID, []byte(rec), nil)
	if !v.Verified() || v.Outcome.Summary != "Seat 3 wins 6.00 uncontested; every other seat folded" {
		t.Errorf("%s %+v", v.Outcome.Summary, v.Findings)
	}
}
