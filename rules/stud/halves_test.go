package stud

import (
	"testing"

	"github.com/tablegames/casino/rules/pot"
)

// 7 Card Stud Hi/Lo Regular halves every pot and splits each half among
// its own winners with its own odd chips (lines 6270, 6276, 6279), even
// when the same two seats tie for the high and for the low. Seats 4 and 5
// both make a pair of tens (J-7-5 behind) and 7-5-4-3 with a ten or a jack:
// the pot of 52.50 less a 1.00 fee is 51.50; with 1.00 chips the halves are
// 26.50 (high, the odd 0.50 of halving to the high half, line 225 by ST14)
// and 25.00 (low). The high half: 13.00 each and the odd 0.50 to the
// highest card by suit, seat 4's jack of hearts; the low half: 12.00 each
// and the odd 1.00 to the lowest card by suit, seat 5's three of hearts
// (below seat 4's three of spades). Seat 4: 13.50 + 12.00 = 25.50; seat 5:
// 13.00 + 13.00 = 26.00. Split as one pot, 51.50 would have gone 26.50 and
// 25.00.
func TestStudHiLoRegularHalvesTiedBothWays(t *testing.T) {
	rec := `{"table_id":"SHR-1","hand_number":160,"game":"stud-hilo-regular","dealt_at":"2026-11-21T10:02:40-08:00","street":"seventh","bring_in":4,"first_to_act":{"fourth":4,"fifth":4,"sixth":4,"seventh":4},"seats":[{"seat":4,"down":["5D","4S","7H"],"up":["3S","JH","TH","TS"],"ante":"0.25","bets":{"third":"4.00","fourth":"2.00","fifth":"4.00","sixth":"8.00","seventh":"8.00"},"won":"25.50"},{"seat":5,"down":["5C","4D","7D"],"up":["3H","JD","TC","TD"],"ante":"0.25","bets":{"third":"4.00","fourth":"2.00","fifth":"4.00","sixth":"8.00","seventh":"8.00"},"won":"26.00"}],"fees":[{"type":"designated_1","amount":"1.00"}]}`
	v := verifyRecord(t, StudHiLoRegularID, rec, nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	d := v.Outcome.Detail.(Detail)
	if len(d.Pots) != 1 {
		t.Fatalf("pots %+v", d.Pots)
	}
	p := d.Pots[0]
	if p.Division != pot.DividedPortions || len(p.Portions) != 2 {
		t.Fatalf("pot %+v", p)
	}
	want := []struct {
		amount, odd string
		oddSeat     int
		shares      map[int]string
	}{
		{"26.50", "0.50", 4, map[int]string{4: "13.50", 5: "13.00"}},
		{"25.00", "1.00", 5, map[int]string{4: "12.00", 5: "13.00"}},
	}
	for j, w := range want {
		pr := p.Portions[j]
		if pr.Amount == nil || pr.Amount.String() != w.amount || pr.OddChips.String() != w.odd || pr.OddChipSeat != w.oddSeat {
			t.Errorf("%s: %+v", pr.Name, pr)
		}
		for _, s := range pr.Shares {
			if s.Amount.String() != w.shares[s.Seat] {
				t.Errorf("%s: seat %d takes %s, want %s", pr.Name, s.Seat, s.Amount, w.shares[s.Seat])
			}
		}
	}
}

// Seven-Card Stud High-Low's own rule is the other reading: two players
// who tie for the high and for the low split the pot as one, "as evenly
// as possible", the odd chip to the highest card by suit (line 225). Seats
// 1 and 2 both hold A-K-9-7-4 for the high and 7-4-3-2-A for the low. The
// pot of 40.50 less 1.00 is 39.50: 19.00 each and the odd 1.50 to seat 2's
// ace of diamonds, above seat 1's ace of clubs (19.00 and 20.50). Halved,
// it would have gone 20.00 and 19.50 (the high half 20.50, its odd 0.50 to
// seat 2; the low half 19.00, its odd 1.00 to seat 1's ace of clubs).
func TestStudHiLoTiedBothWaysSplitAsOne(t *testing.T) {
	rec := `{"table_id":"SHL-9","hand_number":3,"game":"stud-hilo","dealt_at":"2026-11-21T10:04:00-08:00","street":"seventh","bring_in":1,
 "first_to_act":{"fourth":1,"fifth":1,"sixth":1,"seventh":1},
 "seats":[{"seat":1,"down":["AC","2C","9C"],"up":["3D","4H","7C","KH"],"ante":"0.25","bets":{"third":"20.00"},"won":"19.00"},
 {"seat":2,"down":["AD","2D","9D"],"up":["3S","4S","7S","KS"],"ante":"0.25","bets":{"third":"20.00"},"won":"20.50"}],
 "fees":[{"type":"designated_1","amount":"1.00"}]}`
	v := verifyRecord(t, StudHiLoID, rec, nil)
	if len(v.Findings) != 0 {
		t.Fatalf("findings %+v", v.Findings)
	}
	p := v.Outcome.Detail.(Detail).Pots[0]
	if p.Division != pot.DividedAsOne || p.OddChips.String() != "1.50" || p.OddChipSeat != 2 {
		t.Fatalf("pot %+v", p)
	}
	for _, pr := range p.Portions {
		if pr.Amount != nil || len(pr.Winners) != 2 {
			t.Errorf("a portion of a pot split as one: %+v", pr)
		}
	}
}
