package holdem

import (
	"fmt"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
	"github.com/tablegames/casino/rules/pot"
)

// Seat results in a settlement (rules/pot).
const (
	ResultWin   = pot.ResultWin
	ResultSplit = pot.ResultSplit
	ResultLose  = pot.ResultLose
	ResultFold  = pot.ResultFold
)

// PotResult describes one pot in a verdict's Outcome.Detail["pots"].
type PotResult = pot.PotResult

// Share is what one seat takes from one pot.
type Share = pot.Share

// ShownHand is a live seat's hand at the showdown, in
// Outcome.Detail["hands"].
type ShownHand struct {
	Seat     int      `json:"seat"`
	Cards    []string `json:"cards"`
	Hand     string   `json:"hand"`
	BestFive []string `json:"best_five"`
}

// Verify rebuilds the pots, awards them and compares the awards with what
// the record declares.
func (h *Hand) Verify(s rules.Settings) (*rules.Verdict, error) {
	st, err := settingsFor(s)
	if err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	n := len(h.Seats)
	showdown := h.Showdown()

	// "a player may use any five-card combination to create the best hand
	// possible, using both the board and downcards" (line 7).
	values := make([]poker.Value, n)
	shown := []ShownHand{}
	if showdown {
		var cards [7]rules.Card
		copy(cards[2:], h.Board)
		for i, seat := range h.Seats {
			if seat.Folded {
				continue
			}
			cards[0], cards[1] = seat.Cards[0], seat.Cards[1]
			v, five := poker.BestHand(cards[:])
			values[i] = v
			shown = append(shown, ShownHand{Seat: seat.Seat, Cards: cardStrings(seat.Cards),
				Hand: v.String(), BestFive: cardStrings(five[:])})
		}
	}

	fees := h.FeeTotal()
	seats := h.potSeats()
	pots := pot.Build(seats)
	pot.TakeFees(pots, fees)
	oddRule := citeOddLeft
	if st.OddChip == OddChipHighCardBySuit {
		oddRule = citeOddSuit
	}
	high := pot.Portion{Name: "high", Rule: citeShowdown, OddRule: oddRule,
		Value:    func(i int) (uint64, bool) { return uint64(values[i]), true },
		Describe: func(v uint64) string { return poker.Value(v).String() },
		OddChip:  func(winners []int) int { return h.oddChipWinner(winners, st.OddChip) }}
	award := pot.Division{Portions: []pot.Portion{high}, ChipUnit: st.ChipUnit}.Award(seats, pots)

	v := &rules.Verdict{
		Outcome: rules.Outcome{
			Summary: pot.Summary(seats, award.Results, showdown),
			Detail: map[string]any{
				"showdown": showdown,
				"pots":     award.Results,
				"hands":    shown,
				"fees":     fees,
				"settings": st.Values(),
			},
		},
		Settlements: make([]rules.Settlement, 0, n),
		Findings:    []rules.Finding{},
	}
	pot.Settle(v, seats, award, pot.Settlement{Bet: BetPot, Showdown: showdown, Fees: fees, FeesRule: citeFees, ShowdownRule: citeShowdown})
	if st.Schedule != nil {
		v.Totals.ExpectedFees = h.checkFees(v, st.Schedule)
	} else {
		v.Totals.ExpectedFees = h.checkFeeStages(v)
	}
	v.Totals.ExpectedHouseWin = v.Totals.ExpectedFees
	return v, nil
}

// potSeats are the seats as the pot machinery reads them.
func (h *Hand) potSeats() []pot.Seat {
	out := make([]pot.Seat, len(h.Seats))
	for i, s := range h.Seats {
		out[i] = pot.Seat{Seat: s.Seat, Contributed: s.Contributed, Dead: s.Dead, Won: s.Won, Folded: s.Folded}
	}
	return out
}

// Stage returns how far the hand went for the staged Designated Table
// Fees: dealt, the flop, the turn (lines 6959-6961).
func (h *Hand) Stage() fees.Stage {
	switch {
	case len(h.Board) >= 4:
		return fees.StageThird
	case len(h.Board) >= 3:
		return fees.StageSecond
	}
	return fees.StageDealt
}

// checkFeeStages checks the fees of a hand at a table without a schedule
// against how far the hand went (fees.CheckUnscheduled): a fee no schedule
// of Texas Hold'em takes from such a hand is a finding (Designated Table
// Fee #3 of a hand that ended on the flop, line 6961; the Designated Table
// Fee of one that reached the flop, line 57). It returns the fees the hand
// owes at most.
func (h *Hand) checkFeeStages(v *rules.Verdict) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	ended := [...]string{"ended before the flop", "ended before the flop", "ended before the flop",
		"ended on the flop", "ended on the turn", "ended on the river"}[len(h.Board)]
	expected, findings := fees.CheckUnscheduled(GameID, func(fees.Mechanism) fees.Stage { return h.Stage() }, ended, declared)
	v.Findings = append(v.Findings, findings...)
	return expected
}

// checkFees compares the fees the record says the house took with the
// ones the table's schedule option gives for the stage the hand reached
// and the number of players dealt in, adds a finding for each difference,
// and returns the expected total. The fees depend on nothing else: not on
// the pot, the bets or the winner (line 6960: no fee is a percentage).
func (h *Hand) checkFees(v *rules.Verdict, o *fees.Option) rules.Money {
	declared := map[string]rules.Money{}
	for _, f := range h.Fees {
		declared[f.Type] += f.Amount
	}
	add := func(kind string, d, e rules.Money, rule rules.Cite, msg string) {
		if d != e {
			v.Findings = append(v.Findings, rules.Finding{Seat: 0, Bet: "fee:" + kind, Field: "fee",
				Declared: d.String(), Expected: e.String(), Rule: rule, Message: msg})
		}
	}
	var expected rules.Money
	// The players dealt in when the hand starts (interpretation A1): a
	// table that posts a player-count group is checked under the group's
	// row for that count (F15); a count no row admits is the finding below.
	players := len(h.Seats)
	if r := o.RowFor(players); o.IsGroup() && r != nil {
		o = r
	}
	stages := o.Mechanism.StageNames()
	switch {
	case o.Mechanism == fees.LegacyDesignatedFlat, o.Mechanism == fees.LegacyPokerHand:
		// The Pot Collection Procedures for Hold 'Em (LEG-HOLDEM, lines
		// 46-59): the $1.00 Designated Table Fee of a hand that ends before
		// the flop (line 57), or the Regular Table Fee of one that reaches
		// it, posted at the tables and kept as recorded (line 56); under the
		// No-Limit and Pot-Limit Poker rates (LEG-NLP, lines 1398-1428) the
		// Regular Table Fee is the rate of the players' column.
		total, findings := o.CheckHand(players, h.Stage(), declared)
		v.Findings = append(v.Findings, findings...)
		return total
	case stages != nil:
		due, err := o.StageFees(players, h.Stage())
		if err != nil {
			v.Findings = append(v.Findings, rules.Finding{Bet: "fee:schedule", Field: "players",
				Declared: strconv.Itoa(players), Expected: o.Players.String(), Rule: o.Rule,
				Message: fmt.Sprintf("the table's schedule %s is for %s players; %d were dealt in", o, o.Players, players)})
			return declared["designated_1"] + declared["designated_2"] + declared["designated_3"]
		}
		for i := range stages {
			kind := fmt.Sprintf("designated_%d", i+1)
			var e rules.Money
			rule := o.Rule
			if i < len(due) {
				e, rule = due[i].Money, due[i].Rule
			}
			expected += e
			what := "due " + stages[i]
			if i >= len(due) {
				what = "not due: the hand did not go on " + stages[i]
			}
			add(kind, declared[kind], e, rule, fmt.Sprintf("Designated Table Fee #%d (%s) under %s: the record says %s, the schedule gives %s",
				i+1, what, o, declared[kind], e))
		}
		add("designated", declared["designated"], 0, o.Block.Rule,
			"a designated fee without its stage: record designated_1, designated_2 or designated_3")
		add("regular", declared["regular"], 0, o.Block.Rule, fmt.Sprintf("%s takes no regular per-hand fee", o))
	default:
		// Timed collection and the other mechanisms take nothing from a
		// hand's pot; their fees are checked where they are collected.
		for _, kind := range []string{"regular", "designated", "designated_1", "designated_2", "designated_3"} {
			add(kind, declared[kind], 0, o.Block.Rule, fmt.Sprintf("%s (%s) takes no fee from the pot", o, o.Mechanism))
		}
	}
	// Time collected through a hand and jackpot fees are outside the
	// option's per-hand fees: kept as declared.
	expected += declared["time"] + declared["jackpot"]
	return expected
}

// oddChipWinner picks the winner of a split pot who takes the odd chips.
// Read literally, both rules give all of them to one player, not one chip
// each to several.
func (h *Hand) oddChipWinner(winners []int, rule string) int {
	best := winners[0]
	for _, w := range winners[1:] {
		if rule == OddChipHighCardBySuit {
			if highCardKey(h.Seats[w].Cards) > highCardKey(h.Seats[best].Cards) {
				best = w
			}
		} else if clockwiseFromButton(h.Seats[w].Seat, h.Button) < clockwiseFromButton(h.Seats[best].Seat, h.Button) {
			best = w
		}
	}
	return best
}

func cardStrings(cards []rules.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}
