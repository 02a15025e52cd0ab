package stud

import (
	"testing"
)

// The documented example of each game (docs/hand-records.md shows the same
// records): correct hands, each worked out by hand in its comment.
var examples = map[string]string{
	// Door cards 9H, 3C, KS: the three of clubs is the lowest and brings it
	// in (line 143). Fourth street: seat 3's K-5 beats seat 2's 7-3 (line
	// 145); fifth: seat 2's pair of sevens; sixth and seventh: seat 3's
	// pair of kings. At the showdown seat 2's aces and sevens beat seat
	// 3's kings and eights. The pot is 1 + 33 + 33 = 67, less the three
	// staged fees of 1.00: 64.00 to seat 2.
	SevenCardStudID: `{"table_id": "STD-1", "hand_number": 5, "game": "seven-card-stud",
 "dealt_at": "2026-11-21T23:20:00-08:00",
 "street": "seventh", "bring_in": 2,
 "first_to_act": {"fourth": 3, "fifth": 2, "sixth": 3, "seventh": 3},
 "seats": [
   {"seat": 1, "up": ["9H"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "down": ["AH", "AD", "4S"], "up": ["3C", "7D", "7S", "QC"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "64.00"},
   {"seat": 3, "down": ["8C", "8D", "2H"], "up": ["KS", "5H", "2D", "KD"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "0.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`,
	// Door cards KC, 4D, 6S: the four of diamonds brings it in (line 221).
	// Fourth street: seat 3's J-6 beats seat 2's 5-4 (line 212); fifth,
	// sixth and seventh: seat 2's king high. At the showdown seat 3's
	// three sixes take the high half and seat 2's 8-5-4-2-A the low (seat
	// 3's Q-J-7-6-3 does not qualify). The pot is 67 less 2.00 of fees:
	// 65, halved 32 and 32 with the odd chip to the high hand (line 225).
	StudHiLoID: `{"table_id": "SHL-1", "hand_number": 8, "game": "stud-hilo",
 "dealt_at": "2026-11-21T23:30:00-08:00",
 "street": "seventh", "bring_in": 2,
 "first_to_act": {"fourth": 3, "fifth": 2, "sixth": 2, "seventh": 2},
 "seats": [
   {"seat": 1, "up": ["KC"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "down": ["AS", "2C", "8H"], "up": ["4D", "5H", "KD", "9C"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "32.00"},
   {"seat": 3, "down": ["6D", "6C", "7C"], "up": ["6S", "JH", "3S", "QS"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "33.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}]}`,
	// The rule book's own example (line 6272): Player A (seat 1) holds
	// AS AC 2S 7H 9C 9D TD, Player B (seat 2) 4S 5D 9S TC JH QC KH. B's
	// king-high straight takes the high half, A's 10-9-7-2-A the low. B's
	// 9S is the highest door card and brings it in (line 6216); A's lower
	// boards act first on fourth and fifth street, B's unpaired board
	// beats A's pair of nines for low on sixth and seventh (line 6228).
	// 66 less 3.00 of fees is 63: 31 to each half and the odd chip to the
	// high hand.
	StudHiLoRegularID: `{"table_id": "SHR-1", "hand_number": 9, "game": "stud-hilo-regular",
 "dealt_at": "2026-11-21T23:32:00-08:00",
 "street": "seventh", "bring_in": 2,
 "first_to_act": {"fourth": 1, "fifth": 1, "sixth": 2, "seventh": 2},
 "seats": [
   {"seat": 1, "down": ["AS", "AC", "TD"], "up": ["2S", "7H", "9C", "9D"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "31.00"},
   {"seat": 2, "down": ["4S", "5D", "KH"], "up": ["9S", "TC", "JH", "QC"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "32.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`,
	// Door cards KH, 3C, 5D: the king is the highest card with the ace
	// low and brings it in (line 402), then folds. Seat 3's lower board
	// acts first on every later street (5-4, 9-5-4, 9-5-4-3 against 6-3,
	// J-6-3, J-6-3-2). Seat 2's 6-4-3-2-A beats seat 3's 7-5-4-3-2. The
	// pot is 1 + 1 + 1 + 32 + 32 = 68, less 3.00 of fees: 65.
	RazzID: `{"table_id": "RAZ-1", "hand_number": 10, "game": "razz",
 "dealt_at": "2026-11-21T23:34:00-08:00",
 "street": "seventh", "bring_in": 1,
 "first_to_act": {"fourth": 3, "fifth": 3, "sixth": 3, "seventh": 3},
 "seats": [
   {"seat": 1, "up": ["KH"], "folded_on": "third", "ante": "1.00", "bets": {"third": "1.00"}, "won": "0.00"},
   {"seat": 2, "down": ["AS", "4H", "8C"], "up": ["3C", "6D", "JS", "2H"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "65.00"},
   {"seat": 3, "down": ["2D", "7S", "QC"], "up": ["5D", "4C", "9H", "3H"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "0.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`,
	// Door cards 8D, QH, 4S: the four of spades brings it in (line 4693).
	// Seats 2 and 3 each discard a hole card (7C, 3D; line 4709) and keep
	// seven cards. Seat 2's pair of queens showing acts first on every
	// later street (line 4713). Seat 2's aces and queens beat seat 3's
	// kings and fours. 67 less 3.00 of fees: 64.
	Super7ID: `{"table_id": "S7S-1", "hand_number": 11, "game": "super-7-stud",
 "dealt_at": "2026-11-21T23:36:00-08:00",
 "street": "seventh", "bring_in": 3,
 "first_to_act": {"fourth": 2, "fifth": 2, "sixth": 2, "seventh": 2},
 "seats": [
   {"seat": 1, "up": ["8D"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "down": ["AS", "AD", "7C", "2C"], "discarded": ["7C"], "up": ["QH", "QD", "5S", "9H"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "64.00"},
   {"seat": 3, "down": ["KS", "KC", "3D", "JD"], "discarded": ["3D"], "up": ["4S", "4H", "TC", "6C"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "0.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`,
	// Door cards TD, 3H, 7C: the three of hearts brings it in (line 4896).
	// Seat 3's king-high boards act first (line 4917). Seat 3's sevens
	// full of kings take the high half; seat 2's 8-5-3-2-A the low (seat
	// 3 holds only four ranks). 67 less 2.00 of fees is 65: 32 to each
	// half and the odd chip to the winner holding the highest card by
	// suit, seat 2's ace of clubs (line 4968).
	Super7HiLoID: `{"table_id": "S7H-1", "hand_number": 12, "game": "super-7-stud-hilo",
 "dealt_at": "2026-11-21T23:38:00-08:00",
 "street": "seventh", "bring_in": 2,
 "first_to_act": {"fourth": 3, "fifth": 3, "sixth": 3, "seventh": 3},
 "seats": [
   {"seat": 1, "up": ["TD"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "down": ["AC", "2D", "KS", "9S"], "discarded": ["KS"], "up": ["3H", "5C", "8S", "JD"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "33.00"},
   {"seat": 3, "down": ["7D", "7H", "4C", "KD"], "discarded": ["4C"], "up": ["7C", "KH", "2S", "6H"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "32.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}]}`,
	// Door cards 9D, 5S: the five of spades brings it in (line 5120).
	// Seat 1's pair of nines showing acts first on every later street
	// (line 5138). Seat 1's kings full of nines take the high half; seat
	// 2's 7-5-4-3-2, the chart's best low (line 5088), the low half. 66
	// less 3.00 of fees is 63: 31 to each half and the odd chip to the
	// highest card by suit, seat 1's kings (line 5187).
	Super7HiLoRegularID: `{"table_id": "S7R-1", "hand_number": 13, "game": "super-7-stud-hilo-regular",
 "dealt_at": "2026-11-21T23:40:00-08:00",
 "street": "seventh", "bring_in": 2,
 "first_to_act": {"fourth": 1, "fifth": 1, "sixth": 1, "seventh": 1},
 "seats": [
   {"seat": 1, "down": ["KC", "KD", "2H", "3C"], "discarded": ["2H"], "up": ["9D", "9S", "KH", "4D"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "32.00"},
   {"seat": 2, "down": ["7H", "4S", "AD", "2D"], "discarded": ["AD"], "up": ["5S", "3D", "8C", "JH"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "31.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`,
	// Door cards KD, 4C, 2H: the king, the highest card with the ace low,
	// brings it in (line 5788, read as in Razz) and folds. Seat 2's lower
	// boards act first (4-3, 8-4-3, 8-7-4-3 against T-2, T-3-2, T-4-3-2;
	// line 5804). Seat 3's 6-5-4-3-2 beats seat 2's 7-6-4-3-A. 68 less
	// 3.00 of fees: 65.
	SuperRazzID: `{"table_id": "SRZ-1", "hand_number": 14, "game": "super-razz",
 "dealt_at": "2026-11-21T23:42:00-08:00",
 "street": "seventh", "bring_in": 1,
 "first_to_act": {"fourth": 2, "fifth": 2, "sixth": 2, "seventh": 2},
 "seats": [
   {"seat": 1, "up": ["KD"], "folded_on": "third", "ante": "1.00", "bets": {"third": "1.00"}, "won": "0.00"},
   {"seat": 2, "down": ["AS", "6H", "QC", "9D"], "discarded": ["QC"], "up": ["4C", "3S", "8H", "7D"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "0.00"},
   {"seat": 3, "down": ["5C", "5H", "2C", "6C"], "discarded": ["5H"], "up": ["2H", "TS", "3C", "4D"], "ante": "1.00",
    "bets": {"third": "4.00", "fourth": "4.00", "fifth": "8.00", "sixth": "8.00", "seventh": "8.00"}, "won": "65.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_2", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`,
}

func TestExamplesVerify(t *testing.T) {
	for id, rec := range examples {
		t.Run(id, func(t *testing.T) {
			v := verifyRecord(t, id, rec, nil)
			if len(v.Findings) != 0 {
				t.Fatalf("findings: %+v", v.Findings)
			}
		})
	}
}
