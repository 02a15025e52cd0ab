package holdem

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/xref"
)

// A hand that ended before the flop at a table without a collection
// schedule carries Designated Table Fee #2, which HOLDEM-1 and FLOP-2 take
// "after the flop" (line 6961), and the Regular Table Fee, which the
// legacy procedures take from a hand that reached the flop (line 56): both
// are findings, and the hand owes only its Designated Table Fee #1.
func TestFeesOfAHandEndedBeforeTheFlopWithoutASchedule(t *testing.T) {
	h := &Hand{env: rules.Envelope{TableID: "T", HandNumber: 1, Game: GameID}, Button: 1,
		Seats: []Seat{{Seat: 1, Contributed: rules.Dollars(2), Won: rules.Dollars(0)},
			{Seat: 2, Contributed: rules.Dollars(1), Folded: true}},
		Fees: []Fee{{Type: "designated_1", Amount: rules.Dollars(1)}, {Type: "designated_2", Amount: rules.Dollars(1)},
			{Type: "regular", Amount: rules.Dollars(1)}}}
	v, err := h.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	var bets []string
	for _, f := range v.Findings {
		bets = append(bets, f.Bet)
	}
	slices.Sort(bets)
	if !slices.Equal(bets, []string{"fee:designated_2", "fee:regular"}) || v.Totals.ExpectedFees != rules.Dollars(1) {
		t.Fatalf("%+v %+v", v.Findings, v.Totals)
	}
}

// refHoldemFeeDue says whether a Texas Hold'em hand with a board of n cards
// may carry a fee of type t at a table without a schedule: HOLDEM-1 and
// FLOP-2 take Designated Table Fee #1 after the deal, #2 after the flop,
// #3 after the turn (line 6961); LEG-HOLDEM and the No-Limit and Pot-Limit
// rates take the Regular Table Fee from a hand that reached the flop and
// the Designated Table Fee from one that ended before it (lines 56-57).
func refHoldemFeeDue(n int, t string) bool {
	stage := map[int]int{0: 1, 3: 2, 4: 3, 5: 3}[n]
	switch t {
	case "designated_1", "designated_2", "designated_3":
		return stage >= int(t[len(t)-1]-'0')
	case "regular":
		return n >= 3
	case "designated":
		return n < 3
	}
	return true
}

// Random hands at tables without a schedule, each with fees of random
// types: a fee is a finding exactly when no schedule of Texas Hold'em
// takes it from a hand that went as far (refHoldemFeeDue).
func TestRandomFeeStagesWithoutASchedule(t *testing.T) {
	rng := rand.New(rand.NewPCG(2026, xref.Seed()))
	for n := xref.Rounds(2000); n > 0; n-- {
		h := randomHand(rng)
		h.Fees = nil
		var owed, total rules.Money
		want := map[string]bool{}
		for _, typ := range feeTypes {
			amount := rules.Money(1 + rng.Int64N(50))
			if rng.IntN(3) > 0 || total+amount > h.Pot() {
				continue
			}
			h.Fees = append(h.Fees, Fee{Type: typ, Amount: amount})
			total += amount
			if refHoldemFeeDue(len(h.Board), typ) {
				owed += amount
			} else {
				want["fee:"+typ] = true
			}
		}
		v, err := h.Verify(nil)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, f := range v.Findings {
			if f.Field == "fee" {
				got[f.Bet] = true
			}
		}
		if len(got) != len(want) || v.Totals.ExpectedFees != owed {
			t.Fatalf("board of %d: fee findings %v, the rule book's %v; owed %s, want %s", len(h.Board), got, want, v.Totals.ExpectedFees, owed)
		}
		for b := range want {
			if !got[b] {
				t.Fatalf("board of %d: fee findings %v, the rule book's %v", len(h.Board), got, want)
			}
		}
	}
}
