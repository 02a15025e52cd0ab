package flop

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// checkFees compares the fees the record says the house took with the ones
// the table's schedule option gives for the players dealt in and the
// stage the hand reached (fees.Option.CheckHand: the staged fees of the
// schedule sets and of the games' own schedules, the legacy pot collection
// procedures), adds a finding citing the schedule row for each difference,
// and returns the expected total. The fees depend on nothing else: not on
// the pot, the bets or the winner.
func (h *Hand) checkFees(v *rules.Verdict, o *fees.Option) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	expected, findings := o.CheckHand(len(h.Seats), h.Stage(), declared)
	v.Findings = append(v.Findings, findings...)
	return expected
}

// checkFeeStages checks the fees of a hand at a table without a schedule
// against how far the hand went (fees.CheckUnscheduled): a fee no schedule
// of the game takes from such a hand is a finding (Designated Table Fee #2
// of a hand that ended before the flop, line 6961). It returns the fees
// the hand owes at most.
func (h *Hand) checkFeeStages(v *rules.Verdict) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	ended := "ended before the flop"
	if h.Stage() > fees.StageDealt {
		ended = "ended on " + h.stageText()
	}
	expected, findings := fees.CheckUnscheduled(h.v.id, func(fees.Mechanism) fees.Stage { return h.Stage() }, ended, declared)
	v.Findings = append(v.Findings, findings...)
	return expected
}
