package fees

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
)

// window says when mechanism m takes fee type t from a hand: from the
// stage from on, and, when before is set, only from a hand that ended
// before that stage (the legacy Designated Table Fee). ok is false when m
// never takes t from a hand's pot; when says it in the schedule's words.
func (m Mechanism) window(t string) (from, before Stage, when string, ok bool) {
	if types := m.StageFeeTypes(); types != nil {
		i := slices.Index(types, t)
		if i < 0 {
			return 0, 0, "", false
		}
		return Stage(i + 1), 0, m.StageNames()[i], true
	}
	switch m {
	case LegacyDesignatedFlat, LegacyPokerHand, LegacyDesignated, LegacyRegular:
		// The Regular Table Fee of a hand that reaches the Opening Round
		// (the flop, the draw complete, the second upcard), the Designated
		// Table Fee of one that ends before it, never both (lines 56-57,
		// 200-201, 311-313).
		switch t {
		case "designated":
			return StageDealt, StageSecond, "only from a hand that ends before the Opening Round", true
		case "regular":
			return StageSecond, 0, "once the hand reaches the Opening Round", true
		}
	}
	return 0, 0, "", false
}

// CheckUnscheduled checks the fees of a pot game's hand at a table that
// names no collection schedule against the street the hand ended on: a
// fee type that some schedule set of the game takes from a hand (by the
// name a record gives it, StageFeeTypes) must be one that some schedule
// of the game takes from a hand that went as far as this one. Designated
// Table Fee #3 of a stud hand that ended on third street is a finding: no
// schedule takes it before Fifth Street (line 8178). A fee no schedule of
// the game names, the jackpot fee and time are kept as recorded, and so
// are the amounts, which only a schedule gives. reached gives the stage
// the hand reached as a mechanism counts it (the legacy procedures' Opening
// Round may differ, Mexican Poker's); ended says how far the hand went, in
// words ("ended on third street"). It returns the fees the hand owes at
// most (the declared ones less those found not due) and a finding, Bet
// "fee:TYPE", Field "fee", per fee not due, citing the rule paragraph of
// the first schedule that names the fee.
func CheckUnscheduled(gameID string, reached func(Mechanism) Stage, ended string, declared map[string]rules.Money) (rules.Money, []rules.Finding) {
	var expected rules.Money
	var findings []rules.Finding
	sets := SetsForGame(gameID)
	for _, t := range append(slices.Clone(PerHandFeeTypes), KeptFeeTypes...) {
		d := declared[t]
		if d == 0 {
			continue
		}
		named, due := false, false
		var first *Block
		var firstSet *Set
		var firstWhen string
		for _, s := range sets {
			for _, b := range s.Blocks {
				from, before, when, ok := b.Mechanism.window(t)
				if !ok {
					continue
				}
				if !named {
					named, first, firstSet, firstWhen = true, b, s, when
				}
				if r := reached(b.Mechanism); r >= from && (before == 0 || r < before) {
					due = true
				}
			}
		}
		if !named || due {
			expected += d
			continue
		}
		findings = append(findings, rules.Finding{Bet: "fee:" + t, Field: "fee", Declared: d.String(), Expected: rules.Money(0).String(),
			Rule: first.Rule, Message: fmt.Sprintf("%s is not due from a hand that %s: no schedule of this game takes it from such a hand "+
				"(%s takes it %s, %s); the table names no schedule, so the amount is not checked, only whether the fee is due; the record says %s",
				capital(FeeTypeName(t)), ended, firstSet.ID, firstWhen, first.Rule, d)})
	}
	return expected, findings
}

func capital(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
