package stud

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
)

// A Seven-Card Stud High-Low hand that ended on third street at a table
// without a collection schedule: Designated Table Fee #3 is taken "after
// Fifth Street" (line 8178) by every schedule of the game, so it is not due
// and is a finding; #1 is.
func TestFeeOfAStreetNotReachedWithoutASchedule(t *testing.T) {
	rec := `{"table_id": "SHL-3", "hand_number": 8, "game": "stud-hilo", "dealt_at": "2026-11-21T23:58:00-08:00",
 "street": "third", "bring_in": 2,
 "seats": [
   {"seat": 1, "up": ["9H"], "folded_on": "third", "ante": "1.00", "won": "0.00"},
   {"seat": 2, "up": ["2C"], "ante": "1.00", "bets": {"third": "1.00"}, "won": "1.00"}],
 "fees": [{"type": "designated_1", "amount": "1.00"}, {"type": "designated_3", "amount": "1.00"}]}`
	v := verifyRecord(t, StudHiLoID, rec, nil)
	fs := findingOn(v, "fee")
	if len(fs) != 1 || fs[0].Bet != "fee:designated_3" || fs[0].Expected != "0.00" || fs[0].Rule.Lines != "8178" {
		t.Fatalf("%+v", v.Findings)
	}
	if len(v.Findings) != 1 || v.Totals.ExpectedFees != rules.Dollars(1) || v.Totals.Fees != rules.Dollars(2) {
		t.Fatalf("%+v %+v", v.Findings, v.Totals)
	}
}

// refFeeDue says whether a stud hand that ended on street k may carry a
// fee of type t at a table without a schedule, read from the rule book:
// STUD-1 and STUD-2 take Designated Table Fee #1 after the deal, #2 after
// Fourth Street, #3 after Fifth Street (line 8178), the fourth and fifth
// card in a five-card game (SX20, SX28); the games' own schedules take
// Collection Fees #1-#3 at the same streets (lines 3966, 4162, 4360, 4761,
// 4973, 5192, 5670, 5855, 6283); the legacy Pot Collection Procedures of
// Seven-Card Stud, its High-Low game, Razz and Mexican Poker take the
// Regular Table Fee from a hand that reached the second upcard (Mexican
// Poker's third card) and the Designated Table Fee from one that ended
// before it (lines 200-201, 240, 419, 390). Types no schedule of the game
// names, and the jackpot fee and time, are kept.
func refFeeDue(v *Variant, k int, t string) bool {
	fiveCard := len(v.Streets) == 4
	stage := min(k, 2) + 1
	opening := k >= 1
	if fiveCard {
		stage = max(k, 1)
	}
	own := []string{RazzdeuceyID, RazzdaceyID, SuperRazzdaceyID, Super7ID, Super7HiLoID, Super7HiLoRegularID,
		SuperRazzdeuceyID, SuperRazzID, StudHiLoRegularID}
	legacy := []string{SevenCardStudID, StudHiLoID, RazzID, MexicanPokerID}
	switch t {
	case "designated_1", "designated_2", "designated_3":
		return stage >= int(t[len(t)-1]-'0')
	case "collection_1", "collection_2", "collection_3":
		return !slices.Contains(own, v.ID) || stage >= int(t[len(t)-1]-'0')
	case "regular":
		return !slices.Contains(legacy, v.ID) || opening
	case "designated":
		return !slices.Contains(legacy, v.ID) || !opening
	}
	return true
}

// Random hands of every stud game at tables without a schedule, each
// carrying fees of random types: a fee is a finding exactly when no
// schedule of its game takes it from a hand that ended where this one did
// (refFeeDue), and the fees the hand owes are the others.
func TestRandomFeeStagesWithoutASchedule(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	count := xref.Rounds(400)
	for _, v := range variants {
		st, err := v.compile(nil)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < count; n++ {
			h := randomHand(rng, v)
			h.BringIn = h.Seats[0].Seat
			pot := h.Pot()
			var owed, total rules.Money
			want := map[string]bool{}
			for j := rng.IntN(4); j > 0; j-- {
				typ := feeTypes[rng.IntN(len(feeTypes))]
				amount := rules.Money(1 + rng.Int64N(50))
				if slices.ContainsFunc(h.Fees, func(f Fee) bool { return f.Type == typ }) || total+amount > pot {
					continue
				}
				h.Fees = append(h.Fees, Fee{Type: typ, Amount: amount})
				total += amount
				if refFeeDue(v, h.Street, typ) {
					owed += amount
				} else {
					want["fee:"+typ] = true
				}
			}
			vd, err := h.Verify(st)
			if err != nil {
				t.Fatalf("%s: %v", v.ID, err)
			}
			got := map[string]bool{}
			for _, f := range findingOn(vd, "fee") {
				got[f.Bet] = true
			}
			if len(got) != len(want) || vd.Totals.ExpectedFees != owed {
				t.Fatalf("%s ended on %s street: fee findings %v, the rule book's %v; owed %s, want %s\n%s", v.ID, v.Streets[h.Street].Name,
					got, want, vd.Totals.ExpectedFees, owed, recordOf(t, h))
			}
			for b := range want {
				if !got[b] {
					t.Fatalf("%s ended on %s street: fee findings %v, the rule book's %v", v.ID, v.Streets[h.Street].Name, got, want)
				}
			}
		}
	}
}
