package stud

import "testing"

// Two six-high straights at Seven-Card Stud split 21.00: 10.00 each and
// the odd chip to seat 2's king of hearts over seat 1's king of diamonds
// under high_card_by_suit (lines 225-226), to seat 1, dealt first, under
// first_from_dealer (line 145). Equal boards put seat 1 first on every
// later street.
func TestOddChipOfATie(t *testing.T) {
	rec := `{"table_id": "STD-2", "hand_number": 9, "game": "seven-card-stud", "dealt_at": "2026-11-21T23:50:00-08:00",
 "street": "seventh", "bring_in": 2,
 "first_to_act": {"fourth": 1, "fifth": 1, "sixth": 1, "seventh": 1},
 "seats": [
   {"seat": 1, "down": ["2C", "3D", "KD"], "up": ["4H", "5S", "6C", "9D"], "ante": "1.00", "bets": {"third": "10.00"}, "won": "10.00"},
   {"seat": 2, "down": ["2H", "3S", "KH"], "up": ["4C", "5D", "6H", "9S"], "ante": "1.00", "bets": {"third": "10.00"}, "won": "11.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}]}`
	if v := verifyRecord(t, SevenCardStudID, rec, nil); len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	v := verifyRecord(t, SevenCardStudID, rec, map[string]string{"odd_chip": string(OddChipFirstDealt)})
	fs := findingOn(v, "won")
	if len(fs) != 2 || fs[0].Seat != 1 || fs[0].Expected != "11.00" || fs[0].Rule.Lines != "145" {
		t.Fatalf("%+v", v.Findings)
	}
}

// Seven-Card Stud High-Low: 36 less a 1.00 fee is 35; the odd chip of
// halving goes to the high hand, seat 3's nines full (18.00, line 225);
// seats 1 and 2 tie with 6-4-3-2-A for the low 17.00, and its odd chip
// goes to the lowest card by suit, seat 2's ace of clubs (9.00 and 8.00,
// line 226).
func TestOddChipOfATiedLow(t *testing.T) {
	rec := `{"table_id": "SHL-2", "hand_number": 4, "game": "stud-hilo", "dealt_at": "2026-11-21T23:52:00-08:00",
 "street": "seventh", "bring_in": 2,
 "first_to_act": {"fourth": 3, "fifth": 3, "sixth": 3, "seventh": 3},
 "seats": [
   {"seat": 1, "down": ["AS", "2S", "QH"], "up": ["3S", "4D", "6C", "KD"], "ante": "1.00", "bets": {"third": "11.00"}, "won": "8.00"},
   {"seat": 2, "down": ["AC", "2D", "QD"], "up": ["3C", "4H", "6D", "KS"], "ante": "1.00", "bets": {"third": "11.00"}, "won": "9.00"},
   {"seat": 3, "down": ["9C", "9D", "8S"], "up": ["9H", "TC", "JC", "JD"], "ante": "1.00", "bets": {"third": "11.00"}, "won": "18.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}]}`
	if v := verifyRecord(t, StudHiLoID, rec, nil); len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	// The low's odd chip to seat 1 instead: two findings, seat 2's citing
	// the low-card rule.
	bad := edit(t, rec, func(m map[string]any) {
		seatOf(m, 0)["won"] = "9.00"
		seatOf(m, 1)["won"] = "8.00"
	})
	v := verifyRecord(t, StudHiLoID, bad, nil)
	fs := findingOn(v, "won")
	if len(fs) != 2 || fs[1].Seat != 2 || fs[1].Expected != "9.00" || fs[1].Rule.Lines != "226" {
		t.Fatalf("%+v", v.Findings)
	}
	// The halving's odd chip to the low instead of the high: findings.
	bad = edit(t, rec, func(m map[string]any) {
		seatOf(m, 1)["won"] = "10.00"
		seatOf(m, 2)["won"] = "17.00"
	})
	if fs := findingOn(verifyRecord(t, StudHiLoID, bad, nil), "won"); len(fs) != 2 || fs[1].Seat != 3 || fs[1].Expected != "18.00" {
		t.Fatalf("%+v", fs)
	}
}

// A seat all in for its ante with the lowest door card does not bring it
// in: the player to its left does (lines 158-166), here seat 1, to the
// left of seat 8.
func TestBringInPastAnAllInAnte(t *testing.T) {
	rec := `{"table_id": "STD-3", "hand_number": 12, "game": "seven-card-stud", "dealt_at": "2026-11-21T23:54:00-08:00",
 "street": "seventh", "bring_in": 1,
 "first_to_act": {"fourth": 1, "fifth": 1, "sixth": 1, "seventh": 1},
 "seats": [
   {"seat": 1, "down": ["AS", "AD", "4S"], "up": ["9C", "7D", "7S", "QC"], "ante": "1.00",
    "bets": {"third": "1.00", "fourth": "4.00"}, "won": "8.00"},
   {"seat": 4, "up": ["KH"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 8, "down": ["8C", "8D", "2H"], "up": ["2C", "5H", "3D", "KD"], "ante": "1.00", "won": "0.00"}],
 "fees": []}`
	v := verifyRecord(t, SevenCardStudID, rec, nil)
	if len(v.Findings) != 0 {
		t.Fatalf("%+v", v.Findings)
	}
	if d := v.Outcome.Detail.(Detail); d.BringIn != 1 {
		t.Fatalf("bring-in %d", d.BringIn)
	}
	bad := edit(t, rec, func(m map[string]any) { m["bring_in"] = 8 })
	fs := findingOn(verifyRecord(t, SevenCardStudID, bad, nil), "bring_in")
	if len(fs) != 1 || fs[0].Expected != "1" || fs[0].Rule.Lines != "158-166" {
		t.Fatalf("%+v", fs)
	}
}
