package draw

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/pot"
)

// PotResult describes one pot in a verdict's Outcome.Detail["pots"].
type PotResult = pot.PotResult

// ShownHand is a live seat's hand at the showdown, in
// Outcome.Detail["hands"]: its cards as dealt and after each draw, and
// what it makes for each portion of the pot.
type ShownHand struct {
	Seat  int        `json:"seat"`
	Hands [][]string `json:"hands"`
	Final []string   `json:"final"`
	// Makes names the hand for each portion, in the game's order ("low",
	// or "ace-to-five" and "badugi").
	Makes []PortionHand `json:"makes"`
}

// PortionHand is what a hand makes for one portion of the pot.
type PortionHand struct {
	Portion string `json:"portion"`
	Hand    string `json:"hand"`
	// Qualifies is false for a hand that does not qualify for the portion
	// (Archie's pair of sixes and six-high low).
	Qualifies bool `json:"qualifies"`
}

// Detail is a draw verdict's Outcome.Detail.
type Detail struct {
	Showdown bool              `json:"showdown"`
	Draws    int               `json:"draws"`
	Board    []string          `json:"board,omitempty"`
	Pots     []PotResult       `json:"pots"`
	Hands    []ShownHand       `json:"hands"`
	Fees     rules.Money       `json:"fees"`
	FeeCheck *FeeCheck         `json:"fee_check,omitempty"`
	Kill     *KillDetail       `json:"kill,omitempty"`
	Settings map[string]string `json:"settings"`
}

func (h *Hand) Verify(s rules.Settings) (*rules.Verdict, error) {
	g := h.game
	st, err := g.settingsFor(s)
	if err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	if g.joker && st.Deck == DeckNoJoker {
		if f, ok := h.jokerField(); ok {
			return nil, rules.Invalid(f, "is a joker; the table deals from a 52-card deck without one (setting deck=%s, %s)", st.Deck, g.deckRule)
		}
	}
	n := len(h.Seats)
	showdown := h.Showdown()

	// Each live seat's final hand, ranked for each portion of the pot.
	finals := make([][]rules.Card, n)
	values := make([][]uint64, len(g.portions))
	ok := make([][]bool, len(g.portions))
	fallback := make([][]uint64, len(g.portions))
	for j := range g.portions {
		values[j], ok[j], fallback[j] = make([]uint64, n), make([]bool, n), make([]uint64, n)
	}
	shown := []ShownHand{}
	if showdown {
		for i := range h.Seats {
			seat := &h.Seats[i]
			if seat.Folded {
				continue
			}
			hands := seat.Hands(h.Draws)
			finals[i] = hands[len(hands)-1]
			sh := ShownHand{Seat: seat.Seat, Final: cardStrings(finals[i])}
			for _, hh := range hands {
				sh.Hands = append(sh.Hands, cardStrings(hh))
			}
			for j, p := range g.portions {
				values[j][i], ok[j][i] = p.value(finals[i], h.Board)
				if p.fallback != nil {
					fallback[j][i] = p.fallback(finals[i], h.Board)
				}
				desc := values[j][i]
				if !ok[j][i] && p.fallback != nil {
					desc = fallback[j][i]
				}
				sh.Makes = append(sh.Makes, PortionHand{Portion: p.name, Hand: p.describe(desc), Qualifies: ok[j][i]})
			}
			shown = append(shown, sh)
		}
	}

	seats := h.potSeats()
	pots := pot.Build(seats)
	potFees := h.PotFees()
	pot.TakeFees(pots, potFees)
	oddRule := citeLeftButton
	if st.OddChip == OddChipHighCardBySuit {
		oddRule = citeHighCardSuit
	}
	if g.oddChip != "" {
		oddRule = g.oddRule
	}
	// The high-card key of each live seat's final hand, for the odd chip.
	highKeys := make([]int, n)
	for i := range finals {
		highKeys[i] = highCardKey(finals[i])
	}
	chooser := func(winners []int) int { return h.oddChipWinner(winners, st.OddChip, highKeys) }
	portions := make([]pot.Portion, len(g.portions))
	for j, p := range g.portions {
		j, p := j, p
		portions[j] = pot.Portion{Name: p.name, Rule: p.rule, OddRule: oddRule, Else: p.elseTo,
			Value:    func(i int) (uint64, bool) { return values[j][i], ok[j][i] },
			Describe: p.describe,
			OddChip:  chooser}
		if p.fallback != nil {
			portions[j].Fallback = func(i int) uint64 { return fallback[j][i] }
		}
	}
	div := pot.Division{Portions: portions, ChipUnit: st.ChipUnit, OddPortionRule: oddRule}
	if len(portions) > 1 {
		// The odd chip of halving a pot goes to a player by the same rule
		// as a split's (lines 3572, 4561, 6505), among all its winners.
		div.OddChipSeat = chooser
	}
	award := div.Award(seats, pots)

	detail := &Detail{Showdown: showdown, Draws: h.Draws, Board: cardStrings(h.Board), Pots: award.Results,
		Hands: shown, Fees: h.FeeTotal(), Settings: st.Values()}
	v := &rules.Verdict{
		Outcome:     rules.Outcome{Summary: pot.Summary(seats, award.Results, showdown), Detail: detail},
		Settlements: make([]rules.Settlement, 0, n),
		Findings:    []rules.Finding{},
	}
	pot.Settle(v, seats, award, pot.Settlement{Bet: BetPot, Showdown: showdown, Fees: potFees, FeesRule: g.feesRule, ShowdownRule: g.showdownRule})
	v.Totals.Fees = h.FeeTotal()
	v.Totals.HouseWin = v.Totals.Fees
	v.Totals.ExpectedFees = v.Totals.Fees
	if st.Schedule != nil {
		fc := h.checkFees(v, st)
		detail.FeeCheck = fc
		v.Totals.ExpectedFees = fc.Expected
	} else {
		v.Totals.ExpectedFees = h.checkFeeStages(v, st)
	}
	v.Totals.ExpectedHouseWin = v.Totals.ExpectedFees
	if g.kill {
		var main []int
		if len(award.Results) > 0 {
			main = award.Results[0].Winners
		}
		kd := h.checkKill(v, main)
		detail.Kill = &kd
		v.Outcome.State = kd.After.state()
	}
	return v, nil
}

// jokerField names the first joker in the record.
func (h *Hand) jokerField() (string, bool) {
	for i, s := range h.Seats {
		for j, c := range s.Dealt {
			if c == rules.Joker {
				return seatField(i) + ".dealt[" + itoa(j) + "]", true
			}
		}
		for k := 0; k < maxDraws; k++ {
			for j, c := range s.Drawn[k] {
				if c == rules.Joker {
					return seatField(i) + ".drawn_" + itoa(k+1) + "[" + itoa(j) + "]", true
				}
			}
		}
	}
	return "", false
}

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}

// potSeats are the seats as the pot machinery reads them.
func (h *Hand) potSeats() []pot.Seat {
	out := make([]pot.Seat, len(h.Seats))
	for i, s := range h.Seats {
		out[i] = pot.Seat{Seat: s.Seat, Contributed: s.Contributed, Dead: s.Dead, Won: s.Won, Folded: s.Folded}
	}
	return out
}

// oddChipWinner picks the winner of a split pot who takes all its odd
// chips; highKeys are the seats' highCardKey.
func (h *Hand) oddChipWinner(winners []int, rule string, highKeys []int) int {
	best := winners[0]
	for _, w := range winners[1:] {
		if rule == OddChipHighCardBySuit {
			if highKeys[w] > highKeys[best] {
				best = w
			}
		} else if h.clockwise(h.Seats[w].Seat) < h.clockwise(h.Seats[best].Seat) {
			best = w
		}
	}
	return best
}

// highCardKey orders a final hand for the high-card-by-suit rule: its
// highest card, by rank (the ace highest) and then suit, spades highest
// (lines 4570, 6075; rules.Suit numbers spades 0 to clubs 3).
func highCardKey(cards []rules.Card) int {
	best := -1
	for _, c := range cards {
		if c == rules.Joker {
			continue
		}
		best = max(best, int(c.Rank())*4+3-int(c.Suit()))
	}
	return best
}
