package fees

import (
	"fmt"
	"strings"
)

// The schedules printed in the flop games' own rules of seed 000, beside
// the poker schedule sets:
//
//   - FlopStagesRegular (FM1g), Short Deck Texas Hold'em (lines 5386,
//     5442, 5486): Designated Table Fee #1 "from the pot after the blinds
//     are posted", the Regular Table Fee "after the flop, based on the
//     number of players", Designated Table Fee #2 "after the turn".
//   - FlopStagesBeforeDeal (FM1h), Double Board Omaha (lines 3771, 3798):
//     Collection Fee #1 "from the small blind position ... before cards
//     are dealt", #2 from the pot after the flop, #3 after the turn card.
//   - DesignatedAndRegular (FM1i), Five Card Omaha High/Low Split (lines
//     2226, 2257, 2269): "a Designated Table Fee of $1.00 ... after the
//     blinds are posted" and the regular fee "after the flop", by the
//     number of players in columns of one row (7 - 9, 6, 5, 4, 3 or less).
//   - TimedByPlayerColumns (FM2b), Five Card Omaha (line 2240): a fee from
//     each player at the end of each half hour, by columns of players.
//   - TimedFromPot (FM2c), Double Board Omaha (line 3820): "taken from the
//     pot in advance every half hour of play (based on number of players)",
//     two unlabelled columns, read as 8 to 5 and 4 or less players.
//   - LegacyDesignatedFlat (FM5DA), the Pot Collection Procedures of Crazy
//     Pineapple (lines 120-131) and Reverse Hold'em (lines 452-467): "The
//     Designated Table Fee will be $1.00 per hand for all limits", for a
//     hand that ends before the Opening Round (the flop); the Regular Table
//     Fee of a hand that reaches it is on a table "posted at the ...
//     tables" that the seed does not print.

// flopStageNames names when each staged fee of the flop games' own
// schedules is taken.
func (m Mechanism) flopStageNames() []string {
	switch m {
	case FlopStagesRegular:
		return []string{"after the blinds are posted", "after the flop", "after the turn"}
	case FlopStagesBeforeDeal:
		return []string{"before the cards are dealt", "after the flop", "after the turn card"}
	case DesignatedAndRegular:
		return []string{"after the blinds are posted", "after the flop"}
	}
	return nil
}

// StageFeeTypes names each staged fee of a mechanism as the schedule
// prints it, in the words a hand record uses for the fee's type:
// designated_1 to designated_3 for the Designated Table Fees #1-#3 of the
// poker schedule sets; designated_1, regular and designated_2 for Short
// Deck Hold'em's; collection_1 to collection_3 for the Collection Fees of
// Double Board Omaha's and the stud games' own schedules; designated and
// regular for Five Card Omaha's. Nil for a
// mechanism without staged fees.
func (m Mechanism) StageFeeTypes() []string {
	switch m {
	case FlopStagesRegular:
		return []string{"designated_1", "regular", "designated_2"}
	case FlopStagesBeforeDeal, StudStagesBeforeDeal, StudStagesAfterHoleCards:
		return []string{"collection_1", "collection_2", "collection_3"}
	case DesignatedAndRegular:
		return []string{"designated", "regular"}
	}
	names := m.StageNames()
	if names == nil {
		return nil
	}
	out := make([]string, len(names))
	for i := range names {
		out[i] = fmt.Sprintf("designated_%d", i+1)
	}
	return out
}

// stageColumn is the fee column of a stage; "" where the fee is read from
// the column of the hand's number of players.
func (m Mechanism) stageColumn(stage Stage) string {
	switch m {
	case FlopStagesRegular:
		return [...]string{"", "dtf1", "regular", "dtf2"}[stage]
	case FlopStagesBeforeDeal, StudStagesBeforeDeal, StudStagesAfterHoleCards:
		return fmt.Sprintf("cf%d", stage)
	case DesignatedAndRegular:
		if stage == StageDealt {
			return "designated"
		}
		return ""
	}
	return fmt.Sprintf("dtf%d", stage)
}

// columnFor returns the fee of the column whose players admit n, for an
// option that prints one column per number of players.
func (o *Option) columnFor(n int) (component, bool) {
	if n < 1 {
		return component{}, false
	}
	for _, c := range o.fees {
		if p, ok := columnPlayers[c.column]; ok && p.Admits(n) {
			return c, true
		}
	}
	return component{}, false
}

// columnsText lists the player counts of an option's columns.
func (o *Option) columnsText() string {
	var out []string
	for _, c := range o.fees {
		if p, ok := columnPlayers[c.column]; ok {
			out = append(out, p.Text)
		}
	}
	return strings.Join(out, ", ")
}

// LegacyDesignatedFee returns the Designated Table Fee of a legacy flat
// option (FM5DA): due from a hand that ends before the Opening Round. The
// Regular Table Fee of a hand that reaches it is on the table's posted
// Collection Rate Table, which the seed does not print: ErrNotInSeed.
func (o *Option) LegacyDesignatedFee(reachedOpeningRound bool) (Amount, error) {
	if o.Mechanism != LegacyDesignatedFlat {
		return Amount{}, fmt.Errorf("%s: %w: %s is not a legacy per-hand fee for all limits", o, ErrNotApplicable, o.Mechanism)
	}
	if reachedOpeningRound {
		return Amount{}, fmt.Errorf("%s: %w: the Regular Table Fee is on the Collection Rate Table posted at the tables", o, ErrNotInSeed)
	}
	c, _ := o.fee("fee")
	return o.amount(c.money, PayerPot, PerHand), nil
}
