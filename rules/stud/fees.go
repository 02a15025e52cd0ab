package stud

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// checkFees compares the fees the record says the house took with the ones
// the table's schedule option gives for the players dealt in and the
// street the hand reached (fees.Option.CheckHand: the stud schedule sets'
// Designated Table Fee #1 after the initial hands are dealt, #2 after
// Fourth Street and #3 after Fifth Street, line 8178), adds a finding
// citing the schedule row for each difference, and returns the expected
// total. The fees depend on nothing else: not on the pot, the bets or the
// winner (line 305).
func (h *Hand) checkFees(v *rules.Verdict, o *fees.Option) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	expected, findings := o.CheckHand(len(h.Seats), h.Stage(), declared)
	v.Findings = append(v.Findings, findings...)
	return expected
}
