package stud

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// checkFees compares the fees the record says the house took with the ones
// the table's schedule option gives for the players dealt in and the
// street the hand reached (fees.Option.CheckHand), adds a finding citing
// the schedule row for each difference, and returns the expected total.
// The options are STUD-1 and STUD-2 (Designated Table Fee #1 after the
// initial hands are dealt, #2 after Fourth Street, #3 after Fifth Street,
// line 8178); the games' own schedules (Collection Fees #1-#3, #1 from the
// pot of antes before the deal, lines 4761, 4973, 5192, 5855, or once the
// first two down cards are dealt, 6283); and the legacy Pot Collection
// Procedures (the $1.00 Designated Table Fee of a hand that ends before
// the second upcard, lines 201, 240, 419). Every stage is the street the
// hand reached: dealt, Fourth Street dealt, Fifth Street dealt. The fees depend on nothing else: not on the pot, the bets or the
// winner (line 305).
func (h *Hand) checkFees(v *rules.Verdict, o *fees.Option) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	stage := h.Stage()
	if h.v.LegacyFeeStage != nil && (o.Mechanism == fees.LegacyDesignated || o.Mechanism == fees.LegacyDesignatedFlat) {
		stage = h.v.LegacyFeeStage(h.Street)
	}
	expected, findings := o.CheckHand(len(h.Seats), stage, declared)
	v.Findings = append(v.Findings, findings...)
	return expected
}

// checkFeeStages checks the fees of a hand at a table without a schedule
// against the street it ended on (fees.CheckUnscheduled): a fee no
// schedule of the game takes from a hand that ended there is a finding
// (Designated Table Fee #3 before Fifth Street, line 8178). It returns the
// fees the hand owes at most.
func (h *Hand) checkFeeStages(v *rules.Verdict) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	reached := func(m fees.Mechanism) fees.Stage {
		if h.v.LegacyFeeStage != nil && (m == fees.LegacyDesignated || m == fees.LegacyDesignatedFlat) {
			return h.v.LegacyFeeStage(h.Street)
		}
		return h.Stage()
	}
	expected, findings := fees.CheckUnscheduled(h.v.ID, reached, "ended on "+h.stageText(), declared)
	v.Findings = append(v.Findings, findings...)
	return expected
}
