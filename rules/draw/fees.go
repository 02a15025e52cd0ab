package draw

import (
	"fmt"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// FeeCheck is the fee check of a verdict's Outcome.Detail["fee_check"]:
// the table's schedule option, the stage the hand reached and the fees it
// gives.
type FeeCheck struct {
	Schedule string      `json:"schedule"`
	Players  int         `json:"players"`
	Stage    string      `json:"stage"`
	Due      []FeeDue    `json:"due"`
	Expected rules.Money `json:"expected"`
}

// FeeDue is one fee the schedule gives the hand.
type FeeDue struct {
	Type   string      `json:"type"`
	Amount rules.Money `json:"amount"`
	From   string      `json:"from"`
	Rule   rules.Cite  `json:"rule"`
}

// Stage returns how far the hand went for the staged Designated Table Fees
// of an option: the deal, and then each draw held (after the first draw,
// after the second draw, lines 7854, 3587; "after the draw", 8371); for
// the Dramaha games the flop and the turn (lines 6516, 7499); for Match-It
// as the table's fee_stages setting reads its Hold'em schedule.
func (h *Hand) Stage(st *Settings) fees.Stage {
	g := h.game
	switch {
	case g.board == dramahaBoard:
		switch {
		case len(h.Board) >= 4:
			return fees.StageThird
		case len(h.Board) >= 3:
			return fees.StageSecond
		}
		return fees.StageDealt
	case g.feeStages && st.FeeStages == FeeStagesFlop:
		// The flop is exposed with the deal (line 944); there is no turn.
		return fees.StageSecond
	}
	return fees.StageDealt + fees.Stage(min(h.Draws, 2))
}

// OpeningRound reports whether a Lowball hand reached the Opening Round of
// the legacy pot collection procedures: "when the draw is complete" (line
// 311).
func (h *Hand) OpeningRound() bool { return h.Draws >= 1 }

// checkFeeStages checks the fees of a hand at a table without a schedule
// against how far the hand went (fees.CheckUnscheduled): a fee no schedule
// of the game takes from such a hand is a finding (Designated Table Fee #2
// of a hand that ended before the first draw, lines 7854, 3587). It
// returns the fees the hand owes at most.
func (h *Hand) checkFeeStages(v *rules.Verdict, st *Settings) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	var ended string
	switch {
	case h.game.board == dramahaBoard && len(h.Board) < 3:
		ended = "ended before the flop"
	case h.game.board == dramahaBoard:
		ended = [...]string{"", "", "", "ended on the flop", "ended on the turn", "ended on the river"}[len(h.Board)]
	case h.Draws == 0:
		ended = "ended before the first draw"
	default:
		ended = "ended after " + plural(h.Draws, "draw", "draws")
	}
	if h.game.feeStages && st.FeeStages == FeeStagesFlop {
		ended = "reached the flop, which Match-It deals with the hands, and has no turn"
	}
	expected, findings := fees.CheckUnscheduled(h.game.id, func(fees.Mechanism) fees.Stage { return h.Stage(st) }, ended, declared)
	v.Findings = append(v.Findings, findings...)
	return expected
}

// checkFees compares the fees the record says the house took with those
// the table's schedule option gives, adds a finding for each difference,
// and returns the check. Fees depend on the option, the players dealt in
// and the stage reached, never on the pot (lines 3587, 6955).
func (h *Hand) checkFees(v *rules.Verdict, st *Settings) *FeeCheck {
	o := st.Schedule
	players := len(h.Seats)
	if r := o.RowFor(players); o.IsGroup() && r != nil {
		o = r // a player-count group: the row of the players dealt in (F15)
	}
	fc := &FeeCheck{Schedule: o.String(), Players: players}
	declared := map[string]rules.Money{}
	declaredFrom := map[string]map[string]bool{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
		if declaredFrom[f.Type] == nil {
			declaredFrom[f.Type] = map[string]bool{}
		}
		declaredFrom[f.Type][f.From] = true
	}
	add := func(kind string, d, e rules.Money, rule rules.Cite, msg string) {
		if d != e {
			v.Findings = append(v.Findings, rules.Finding{Seat: 0, Bet: "fee:" + kind, Field: "fee",
				Declared: d.String(), Expected: e.String(), Rule: rule, Message: msg})
		}
	}
	due := func(kind string, a fees.Amount) {
		from := FromPot
		if a.Payer == fees.PayerSmallBlind {
			from = FromSmallBlind
		}
		fc.Due = append(fc.Due, FeeDue{Type: kind, Amount: a.Money, From: from, Rule: a.Rule})
		fc.Expected += a.Money
		if declared[kind] != 0 || a.Money != 0 {
			for got := range declaredFrom[kind] {
				if got != from {
					v.Findings = append(v.Findings, rules.Finding{Seat: 0, Bet: "fee:" + kind, Field: "from",
						Declared: got, Expected: from, Rule: a.Procedure,
						Message: fmt.Sprintf("%s is taken from the %s under %s (%s); the record says it came from the %s",
							feeName(kind), fromText(from), o, a.Procedure, fromText(got))})
				}
			}
		}
	}
	playersFinding := func(err error) {
		v.Findings = append(v.Findings, rules.Finding{Bet: "fee:schedule", Field: "players",
			Declared: strconv.Itoa(players), Expected: o.Players.String(), Rule: o.Rule,
			Message: fmt.Sprintf("the table's schedule %s does not cover a hand with %d players dealt in: %v", o, players, err)})
	}
	stages := o.Mechanism.StageNames()
	switch {
	case stages != nil:
		stage := h.Stage(st)
		fc.Stage = fmt.Sprintf("%d of %d: %s", min(int(stage), len(stages)), len(stages), stages[min(int(stage), len(stages))-1])
		amounts, err := o.StageFees(players, stage)
		if err != nil {
			playersFinding(err)
			fc.Expected = declared["designated_1"] + declared["designated_2"] + declared["designated_3"]
			break
		}
		for i := range stages {
			kind := fmt.Sprintf("designated_%d", i+1)
			if i < len(amounts) {
				due(kind, amounts[i])
				add(kind, declared[kind], amounts[i].Money, amounts[i].Rule, fmt.Sprintf("%s (%s) under %s: the record says %s, the schedule gives %s",
					feeName(kind), stages[i], o, declared[kind], amounts[i].Money))
			} else {
				add(kind, declared[kind], 0, o.Block.Rule, fmt.Sprintf("%s is not due: the hand did not go on %s (%s); the record says %s",
					feeName(kind), stages[i], o.Block.Rule, declared[kind]))
			}
		}
		if len(stages) < 3 {
			add("designated_3", declared["designated_3"], 0, o.Block.Rule, fmt.Sprintf("%s has no Designated Table Fee #3", o))
		}
		for _, kind := range []string{"regular", "designated"} {
			add(kind, declared[kind], 0, o.Block.Rule, fmt.Sprintf("%s takes Designated Table Fees by stage, not a %s fee; record designated_1 to designated_%d", o, kind, len(stages)))
		}
	case o.Mechanism == fees.LegacyRegular || o.Mechanism == fees.LegacyDesignated:
		// The legacy Lowball fee: the Regular Table Fee for a hand that
		// reached the Opening Round, the Designated Table Fee for one that
		// ended before it, never both (lines 311-313).
		reached := h.OpeningRound()
		fc.Stage = "ended before the draw was complete"
		kind, other := "designated", "regular"
		if reached {
			fc.Stage, kind, other = "reached the Opening Round (the draw complete)", "regular", "designated"
		}
		a, err := fees.LegacyLowballHandFee(o.Limit.Text, players, reached)
		if err != nil {
			playersFinding(err)
			fc.Expected = declared["regular"] + declared["designated"]
			break
		}
		due(kind, a)
		add(kind, declared[kind], a.Money, a.Rule, fmt.Sprintf("the %s Table Fee at %s with %d players (%s) is %s; the record says %s",
			titleKind(kind), o.Limit.Text, players, fc.Stage, a.Money, declared[kind]))
		// The other fee's own line says which hands it is for.
		otherRule := rules.At(rules.Seed000, "313")
		if other == "regular" {
			otherRule = rules.At(rules.Seed000, "311")
		}
		add(other, declared[other], 0, otherRule, fmt.Sprintf("a hand that %s pays the %s Table Fee, not the %s one (%s)",
			fc.Stage, titleKind(kind), titleKind(other), otherRule))
		for _, k := range []string{"designated_1", "designated_2", "designated_3"} {
			add(k, declared[k], 0, o.Block.Rule, fmt.Sprintf("%s takes a per-hand Regular or Designated Table Fee, not staged fees", o))
		}
	default:
		// Timed collection takes nothing from a hand; its fees are checked
		// where they are collected.
		fc.Stage = "timed collection"
		for _, kind := range []string{"regular", "designated", "designated_1", "designated_2", "designated_3"} {
			add(kind, declared[kind], 0, o.Block.Rule, fmt.Sprintf("%s (%s) takes no fee from a hand", o, o.Mechanism))
		}
	}
	// Time collected through a hand and jackpot fees are outside the
	// option's per-hand fees: kept as declared.
	fc.Expected += declared["time"] + declared["jackpot"]
	return fc
}

func feeName(kind string) string {
	switch kind {
	case "designated_1", "designated_2", "designated_3":
		return "Designated Table Fee #" + kind[len(kind)-1:]
	case "regular":
		return "the Regular Table Fee"
	case "designated":
		return "the Designated Table Fee"
	}
	return kind
}

func titleKind(kind string) string {
	if kind == "regular" {
		return "Regular"
	}
	return "Designated"
}

func fromText(from string) string {
	if from == FromSmallBlind {
		return "small blind position"
	}
	return "pot"
}
