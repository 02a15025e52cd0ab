package flop

import (
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

// ShownHand is a live seat's hand at the showdown, in the verdict's
// Outcome.Detail: the high hand (of each board in Double Board Omaha) and
// the low hand where the pot is split.
type ShownHand struct {
	Seat  int      `json:"seat"`
	Cards []string `json:"cards"`
	// Kept are the hole cards a Crazy Pineapple seat played with.
	Kept     []string `json:"kept,omitempty"`
	Hand     string   `json:"hand"`
	BestFive []string `json:"best_five"`
	// Board2 and BestFive2 are the hand on Double Board Omaha's second
	// board.
	Board2    string   `json:"board_2_hand,omitempty"`
	BestFive2 []string `json:"board_2_best_five,omitempty"`
	// Low is the qualifying low, "" when there is none.
	Low     string   `json:"low,omitempty"`
	LowFive []string `json:"low_five,omitempty"`
}

// Detail is a verdict's Outcome.Detail.
type Detail struct {
	Showdown bool              `json:"showdown"`
	Pots     []pot.PotResult   `json:"pots"`
	Hands    []ShownHand       `json:"hands"`
	Fees     rules.Money       `json:"fees"`
	Stage    string            `json:"stage"`
	Settings map[string]string `json:"settings"`
}

// noHand orders below every hand: a seat that does not qualify.
const noHand = 0

// Verify rebuilds the pots, awards them and compares the awards and the
// fees with what the record declares.
func (h *Hand) Verify(s rules.Settings) (*rules.Verdict, error) {
	v := h.v
	st, err := v.settingsFor(s)
	if err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	if err := h.checkDiscardRule(st); err != nil {
		return nil, err
	}
	n := len(h.Seats)
	showdown := h.Showdown()

	high := make([]uint64, n)
	high2 := make([]uint64, n)
	low := make([]uint64, n)
	shown := []ShownHand{}
	if showdown {
		for i := range h.Seats {
			seat := &h.Seats[i]
			if seat.Folded {
				continue
			}
			sh := ShownHand{Seat: seat.Seat, Cards: cardStrings(seat.Cards)}
			if v.discards {
				sh.Kept = cardStrings(seat.Kept())
			}
			high[i], sh.Hand, sh.BestFive = h.valueHigh(seat, h.Board)
			if v.boards == 2 {
				high2[i], sh.Board2, sh.BestFive2 = h.valueHigh(seat, h.Board2)
			}
			if st.split() {
				l, five := lowOf(seat.Cards, h.Board, st.LowQualifier)
				if l != poker.NoLow {
					low[i] = l.Key()
					sh.Low, sh.LowFive = l.String(), cardStrings(five[:])
				}
			}
			shown = append(shown, sh)
		}
	}

	feeTotal := h.FeeTotal()
	seats := h.potSeats()
	pots := pot.Build(seats)
	pot.TakeFees(pots, feeTotal)
	award := h.division(st, high, high2, low).Award(seats, pots)

	verdict := &rules.Verdict{
		Outcome: rules.Outcome{
			Summary: pot.Summary(seats, award.Results, showdown),
			Detail: Detail{Showdown: showdown, Pots: award.Results, Hands: shown, Fees: feeTotal,
				Stage: h.stageText(), Settings: st.Values()},
		},
		Settlements: make([]rules.Settlement, 0, n),
		Findings:    []rules.Finding{},
	}
	pot.Settle(verdict, seats, award, pot.Settlement{Bet: BetPot, Showdown: showdown, Fees: feeTotal,
		FeesRule: v.citeFees, ShowdownRule: v.citeShowdown})
	if st.Schedule != nil {
		expected := h.checkFees(verdict, st.Schedule)
		verdict.Totals.ExpectedFees = expected
		verdict.Totals.ExpectedHouseWin = expected
	} else {
		expected := h.checkFeeStages(verdict)
		verdict.Totals.ExpectedFees = expected
		verdict.Totals.ExpectedHouseWin = expected
	}
	return verdict, nil
}

// valueHigh values a live seat's high hand on a board by the game's rule,
// as a number the pot machinery compares (higher wins), with its name and
// five cards.
func (h *Hand) valueHigh(s *Seat, board []rules.Card) (uint64, string, []string) {
	switch h.v.hand {
	case exactlyTwo:
		val, five := poker.OmahaHighHand(s.Cards, board)
		return uint64(val), val.String(), cardStrings(five[:])
	case shortDeck:
		cards := append(append(make([]rules.Card, 0, 7), s.Cards...), board...)
		val, five := poker.ShortDeckBestHand(cards)
		return uint64(val), val.String(), cardStrings(five[:])
	}
	cards := append(append(make([]rules.Card, 0, 8), s.Kept()...), board...)
	val, five := poker.BestHand(cards)
	return uint64(val), val.String(), cardStrings(five[:])
}

// lowOf is a seat's qualifying low of exactly two hole cards and three
// board cards (lines 1229-1231, 2125), NoLow when it has none; with no
// qualifier (0) every low counts.
func lowOf(hole, board []rules.Card, qualifier int) (poker.Low, [5]rules.Card) {
	if qualifier > 0 && poker.OmahaLowQualified(hole, board, qualifier) == poker.NoLow {
		return poker.NoLow, [5]rules.Card{}
	}
	// The best low qualifies when any does: a qualifying low is below
	// every low that does not.
	return poker.OmahaLowHand(hole, board)
}

// division is how each pot is divided: the whole pot to the high hand; a
// high and a low half; or one half per board.
func (h *Hand) division(st *Settings, high, high2, low []uint64) pot.Division {
	v := h.v
	oddRule, odd := v.citeOddLeft, h.leftOfButton
	if st.OddChip == OddChipHighCardBySuit {
		oddRule, odd = citeOddSuit, h.highCardBySuit
	}
	if oddRule.File == "" {
		oddRule = rules.At(rules.Seed000, "5384")
	}
	describeHigh := func(x uint64) string { return poker.Value(x).String() }
	if v.hand == shortDeck {
		describeHigh = func(x uint64) string { return poker.ShortValue(x).String() }
	}
	hi := pot.Portion{Name: "high", Rule: v.citeShowdown, OddRule: oddRule, OddChip: odd,
		Value:    func(i int) (uint64, bool) { return high[i], true },
		Describe: describeHigh}
	d := pot.Division{ChipUnit: st.ChipUnit, Portions: []pot.Portion{hi}}
	switch {
	case v.boards == 2:
		d.Portions[0].Name = "board 1"
		d.Portions = append(d.Portions, pot.Portion{Name: "board 2", Rule: v.citeShowdown, OddRule: oddRule, OddChip: odd,
			Value:    func(i int) (uint64, bool) { return high2[i], true },
			Describe: describeHigh})
		d.OddChipSeat, d.OddPortionRule = h.leftOfButton, v.citeOddLeft
	case st.split():
		d.Portions = append(d.Portions, pot.Portion{Name: "low", Rule: v.citeLow(), OddRule: oddRule, OddChip: odd, Else: 0,
			Value:    func(i int) (uint64, bool) { return low[i], low[i] != noHand },
			Describe: func(x uint64) string { return (poker.NoLow - poker.Low(x)).String() }})
		if st.TiedHalves == TiedHalvesAsOne {
			d.AsOne, d.AsOneRule = true, citeOddHighHand
		}
		if st.SplitOddChip == OddChipHighHand {
			d.OddPortion, d.OddPortionRule = 0, citeOddHighHand
		} else {
			d.OddChipSeat, d.OddPortionRule = h.leftOfButton, oddRule
			if v.citeOddLeft.File != "" {
				d.OddPortionRule = v.citeOddLeft
			}
		}
	}
	return d
}

// citeLow is the line that gives the low half.
func (v *variant) citeLow() rules.Cite {
	if v.id == FiveCardOmahaID {
		return rules.At(rules.Seed000, "2216")
	}
	return rules.At(rules.Seed000, "1229-1231")
}

// potSeats are the seats as the pot machinery reads them.
func (h *Hand) potSeats() []pot.Seat {
	out := make([]pot.Seat, len(h.Seats))
	for i, s := range h.Seats {
		out[i] = pot.Seat{Seat: s.Seat, Contributed: s.Contributed, Dead: s.Dead, Won: s.Won, Folded: s.Folded}
	}
	return out
}

// leftOfButton picks the winner closest to the left of the dealer button:
// the first clockwise from it, the button's own seat last (docs H5).
func (h *Hand) leftOfButton(winners []int) int {
	best := winners[0]
	for _, w := range winners[1:] {
		if h.clockwise(h.Seats[w].Seat) < h.clockwise(h.Seats[best].Seat) {
			best = w
		}
	}
	return best
}

// clockwise is how far a seat sits to the left of the button: 1 for the
// seat just left of it, the number of seats for the button's own.
func (h *Hand) clockwise(seat int) int {
	n := h.v.seats
	return (seat-h.Button+n-1)%n + 1
}

// highCardBySuit picks the winner holding the highest hole card, by rank
// then suit (spades highest, line 144); a Crazy Pineapple seat's kept
// cards.
func (h *Hand) highCardBySuit(winners []int) int {
	key := func(i int) int {
		best := -1
		for _, c := range h.Seats[i].Kept() {
			best = max(best, int(c.Rank())*4+3-int(c.Suit()))
		}
		return best
	}
	best := winners[0]
	for _, w := range winners[1:] {
		if key(w) > key(best) {
			best = w
		}
	}
	return best
}

// Stage returns how far the hand went, for the staged fees: dealt, the
// flop, the turn (the game's own streets: in Reverse Hold'em the flop and
// the turn are one card each, lines 438-440).
func (h *Hand) Stage() fees.Stage {
	n := len(h.Board)
	switch {
	case len(h.v.boardSizes) >= 3 && n >= h.v.boardSizes[2]:
		return fees.StageThird
	case len(h.v.boardSizes) >= 2 && n >= h.v.boardSizes[1]:
		return fees.StageSecond
	}
	return fees.StageDealt
}

func (h *Hand) stageText() string {
	for i := len(h.v.boardSizes) - 1; i > 0; i-- {
		if len(h.Board) >= h.v.boardSizes[i] {
			return h.v.streets[i-1]
		}
	}
	return "the deal"
}

// checkDiscardRule holds each Crazy Pineapple seat that reached the
// showdown to the table's discard rule.
func (h *Hand) checkDiscardRule(st *Settings) error {
	if !h.v.discards || !h.Showdown() {
		return nil
	}
	errs := &rules.InputError{}
	for i, s := range h.Seats {
		if s.Folded {
			continue
		}
		n := len(s.Discards)
		switch st.Discards {
		case DiscardsOne:
			if n != 1 {
				errs.Add(seatField(i)+".discards", "seat %d reached the showdown; under discards=one it discarded one card, not %d (%s)", s.Seat, n, h.v.citeDeal)
			}
		case DiscardsTwo:
			if n != 2 {
				errs.Add(seatField(i)+".discards", "seat %d reached the showdown; under discards=two it discarded two cards, not %d (%s)", s.Seat, n, h.v.citeDeal)
			}
		default:
			if n < 1 {
				errs.Add(seatField(i)+".discards", "seat %d reached the showdown, so it discarded one or two of its three cards (%s); the record shows none", s.Seat, h.v.citeDeal)
			}
		}
	}
	return errs.Err()
}

func cardStrings(cards []rules.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}
