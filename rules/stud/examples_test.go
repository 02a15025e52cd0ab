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
