package fees

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Fee types a pot game's hand record names its fees by: the per-hand fees a
// schedule option may take from the pot, and two kinds kept as recorded
// (the jackpot fee, whose amount no schedule prints, line 310; and time
// collected through the hand, which is checked where it is collected).
var (
	PerHandFeeTypes = []string{"regular", "designated", "designated_1", "designated_2", "designated_3",
		"collection_1", "collection_2", "collection_3"}
	KeptFeeTypes = []string{"jackpot", "time"}
)

// FeeTypeName is how the schedules call a fee type: "Designated Table Fee
// #2", "Regular Table Fee", "Collection Fee #1".
func FeeTypeName(t string) string {
	switch {
	case t == "regular":
		return "the Regular Table Fee"
	case t == "designated":
		return "the Designated Table Fee"
	case strings.HasPrefix(t, "designated_"):
		return "Designated Table Fee #" + strings.TrimPrefix(t, "designated_")
	case strings.HasPrefix(t, "collection_"):
		return "Collection Fee #" + strings.TrimPrefix(t, "collection_")
	case t == "jackpot":
		return "the Jackpot Fee"
	case t == "time":
		return "time collection"
	}
	return t
}

// CheckHand compares the fees a pot game's hand record declares (by type,
// summed) with the ones the option takes from a hand that dealt players in
// and reached the stage, and returns the total the schedule gives with a
// finding for every type that differs. Each finding has Bet "fee:TYPE" and
// Field "fee" and cites the row the amount is printed on, or the rule
// paragraph when the fee is not due at all.
//
//   - Staged options (FM1): the fees of the stages reached, by the names of
//     StageFeeTypes; every other per-hand type must be zero. An option for
//     another number of players is one finding on "fee:schedule". A
//     player-count group is checked as its row of the players dealt in
//     (F15), and a count no row admits is that finding.
//   - Legacy procedures for all limits (FM5DA): $1.00 Designated Table Fee
//     for a hand that ended before the Opening Round (reached is
//     StageDealt), no Designated Table Fee after it; the Regular Table Fee
//     of a hand that reached it is on the table's posted rates, which the
//     seed does not print, and is kept as recorded.
//   - Legacy No-Limit and Pot-Limit Poker rates (FM5P): the rate of the
//     players' column as the Regular Table Fee of a hand that reached the
//     flop; the Hold 'Em $1.00 Designated Table Fee (LEG-HOLDEM, line 57)
//     for one that ended before it.
//   - Other options (timed collection) take no per-hand fee from the pot.
//
// Jackpot fees and time collected through the hand are kept as recorded.
// The fees depend on nothing else: no fee is a fraction of a pot, a wager
// or a win (lines 305, 6955).
func (o *Option) CheckHand(players int, reached Stage, declared map[string]rules.Money) (rules.Money, []rules.Finding) {
	if r := o.RowFor(players); o.rows != nil && r != nil {
		// A player-count group is checked as the row of the players dealt
		// in (interpretation F15); a count no row admits is a finding below.
		return r.CheckHand(players, reached, declared)
	}
	var findings []rules.Finding
	var expected rules.Money
	add := func(kind string, d, e rules.Money, rule rules.Cite, msg string) {
		if d != e {
			findings = append(findings, rules.Finding{Bet: "fee:" + kind, Field: "fee",
				Declared: d.String(), Expected: e.String(), Rule: rule, Message: msg})
		}
	}
	due := map[string]rules.Money{}
	rule := map[string]rules.Cite{}
	what := map[string]string{}
	switch types := o.Mechanism.StageFeeTypes(); {
	case types != nil:
		amounts, err := o.StageFees(players, reached)
		if err != nil {
			findings = append(findings, rules.Finding{Bet: "fee:schedule", Field: "players",
				Declared: strconv.Itoa(players), Expected: o.playersText(), Rule: o.Rule,
				Message: fmt.Sprintf("the table's schedule %s is for %s players; %d were dealt in, so its fees cannot apply (%s)", o, o.playersText(), players, o.Rule)})
			// The staged fees cannot be judged: kept as recorded.
			for _, t := range types {
				expected += declared[t]
			}
			return expected + declared["jackpot"] + declared["time"], findings
		}
		names := o.Mechanism.StageNames()
		for i, t := range types {
			if i < len(amounts) {
				due[t], rule[t] = amounts[i].Money, amounts[i].Rule
				what[t] = fmt.Sprintf("%s, due %s", FeeTypeName(t), names[i])
			} else {
				rule[t] = o.Block.Rule
				what[t] = fmt.Sprintf("%s, not due: the hand did not go on %s", FeeTypeName(t), strings.TrimPrefix(names[i], "after "))
			}
		}
	case o.Mechanism == LegacyPokerHand:
		// The legacy No-Limit and Pot-Limit rates are the Regular Table Fee
		// of a hand that reaches the flop (line 56); one that ends before it
		// pays Hold 'Em's Designated Table Fee (line 57), never both.
		if reached < StageSecond {
			a, err := legacyHoldemDesignated()
			if err != nil {
				panic("fees: LEG-HOLDEM's Designated Table Fee is missing: " + err.Error())
			}
			due["designated"], rule["designated"] = a.Money, a.Rule
			what["designated"] = "the Designated Table Fee of a hand that ended before the flop"
			rule["regular"] = o.Block.Rule
			what["regular"] = "the Regular Table Fee, not due: the hand ended before the flop"
			break
		}
		a, err := o.LegacyPokerFee(players)
		if err != nil {
			findings = append(findings, rules.Finding{Bet: "fee:schedule", Field: "players",
				Declared: strconv.Itoa(players), Expected: "2 or more", Rule: o.Rule,
				Message: fmt.Sprintf("the table's schedule %s cannot apply to a hand of %d players: %v", o, players, err)})
			return declared["regular"] + declared["designated"] + declared["jackpot"] + declared["time"], findings
		}
		due["regular"], rule["regular"] = a.Money, a.Rule
		what["regular"] = fmt.Sprintf("the Regular Table Fee of a hand of %d players that reached the flop", players)
		rule["designated"] = o.Rule
		what["designated"] = "the Designated Table Fee, not due: the hand reached the flop"
	case o.Mechanism == LegacyDesignatedFlat:
		if reached < StageSecond {
			a, _ := o.LegacyDesignatedFee(false)
			due["designated"], rule["designated"] = a.Money, a.Rule
			what["designated"] = "the Designated Table Fee of a hand that ended before the Opening Round"
			rule["regular"] = o.Block.Rule
			what["regular"] = "the Regular Table Fee, not due: the hand ended before the Opening Round"
		} else {
			rule["designated"] = o.Rule
			what["designated"] = "the Designated Table Fee, not due: the hand reached the Opening Round"
			// The Regular Table Fee's amount is posted at the table, not
			// printed: kept as recorded.
			due["regular"], rule["regular"] = declared["regular"], o.Block.Rule
		}
	}
	for _, t := range PerHandFeeTypes {
		e, known := due[t]
		r, ok := rule[t]
		if !ok {
			r = o.Block.Rule
			what[t] = fmt.Sprintf("%s is not a fee of this schedule (%s)", FeeTypeName(t), o.Mechanism.describe())
		}
		expected += e
		if !known && declared[t] == 0 {
			continue
		}
		add(t, declared[t], e, r, fmt.Sprintf("%s under %s: the record says %s, the schedule gives %s (%s)",
			what[t], o, declared[t], e, r))
	}
	return expected + declared["jackpot"] + declared["time"], findings
}

func (o *Option) playersText() string {
	if o.Players.Text != "" {
		return o.Players.Text
	}
	return o.columnsText()
}

// describe says in a few words how a mechanism collects.
func (m Mechanism) describe() string {
	switch m {
	case TimedByPlayers, TimedByLimit, TimedByPlayerColumns, LegacyTime, LegacyPokerTime:
		return "a fee from each player every half hour, nothing from a hand's pot"
	case TimedFromPot:
		return "a fee from the pot every half hour, recorded as time"
	case LegacyDesignatedFlat:
		return "the Regular Table Fee or the $1.00 Designated Table Fee per hand"
	case LegacyPokerHand:
		return "the Regular Table Fee by players after the flop, or the $1.00 Designated Table Fee before it"
	}
	if types := m.StageFeeTypes(); types != nil {
		return "its fees are " + strings.Join(types, ", ")
	}
	return string(m)
}
