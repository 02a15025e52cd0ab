package stud

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/pot"
)

// ShownHand is a live seat's hand at the showdown, in the verdict's
// Outcome.Detail: its seven cards and what it makes for each portion.
type ShownHand struct {
	Seat  int           `json:"seat"`
	Cards []string      `json:"cards"`
	Makes []PortionHand `json:"makes"`
}

// PortionHand is what a hand makes for one portion of the pot.
type PortionHand struct {
	Portion   string `json:"portion"`
	Hand      string `json:"hand"`
	Qualifies bool   `json:"qualifies"`
}

// Detail is a stud verdict's Outcome.Detail.
type Detail struct {
	Showdown bool   `json:"showdown"`
	Street   string `json:"street"`
	// BringIn is the seat the rules make bring it in; FirstToAct the seat
	// that acts first on each later street, by street name.
	BringIn    int               `json:"bring_in"`
	FirstToAct map[string]int    `json:"first_to_act"`
	Pots       []pot.PotResult   `json:"pots"`
	Hands      []ShownHand       `json:"hands"`
	Fees       rules.Money       `json:"fees"`
	Stage      string            `json:"stage"`
	Settings   map[string]string `json:"settings"`
}

// Verify rebuilds the pots, awards them and compares the awards, the
// bring-in, the first to act on each street and the fees with what the
// record declares.
func (h *Hand) Verify(s rules.Settings) (*rules.Verdict, error) {
	v := h.v
	st, err := v.settingsFor(s)
	if err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	n := len(h.Seats)
	showdown := h.Showdown()

	finals := make([][]rules.Card, n)
	values := make([][]uint64, len(v.Portions))
	ok := make([][]bool, len(v.Portions))
	for j := range v.Portions {
		values[j], ok[j] = make([]uint64, n), make([]bool, n)
	}
	shown := []ShownHand{}
	if showdown {
		for i := range h.Seats {
			seat := &h.Seats[i]
			if seat.Folded() {
				continue
			}
			finals[i] = h.final(i)
			sh := ShownHand{Seat: seat.Seat, Cards: cardStrings(finals[i])}
			for j, p := range v.Portions {
				if p.ValueJoker != nil {
					values[j][i], ok[j][i] = p.ValueJoker(finals[i], seat.jokerUp(), st)
				} else {
					values[j][i], ok[j][i] = p.Value(finals[i], st)
				}
				sh.Makes = append(sh.Makes, PortionHand{Portion: p.Name, Hand: p.Describe(values[j][i]), Qualifies: ok[j][i]})
				if !ok[j][i] {
					sh.Makes[len(sh.Makes)-1].Hand = "does not qualify"
				}
			}
			shown = append(shown, sh)
		}
	}

	feeTotal := h.FeeTotal()
	seats := h.potSeats()
	pots := pot.Build(seats)
	pot.TakeFees(pots, feeTotal)
	award := h.division(st, finals, values, ok).Award(seats, pots)

	detail := Detail{Showdown: showdown, Street: v.Streets[h.Street].Name, FirstToAct: map[string]int{},
		Pots: award.Results, Hands: shown, Fees: feeTotal, Stage: h.stageText(), Settings: st.Values()}
	verdict := &rules.Verdict{
		Outcome:     rules.Outcome{Summary: pot.Summary(seats, award.Results, showdown)},
		Settlements: make([]rules.Settlement, 0, n),
		Findings:    []rules.Finding{},
	}
	pot.Settle(verdict, seats, award, pot.Settlement{Bet: BetPot, Showdown: showdown, Fees: feeTotal,
		FeesRule: v.FeesRule, ShowdownRule: v.ShowdownRule})
	h.checkOrder(verdict, &detail, st)
	verdict.Totals.Fees = feeTotal
	verdict.Totals.HouseWin = feeTotal
	verdict.Totals.ExpectedFees = feeTotal
	if st.Schedule != nil {
		expected := h.checkFees(verdict, st.Schedule)
		verdict.Totals.ExpectedFees = expected
	} else {
		verdict.Totals.ExpectedFees = h.checkFeeStages(verdict)
	}
	verdict.Totals.ExpectedHouseWin = verdict.Totals.ExpectedFees
	verdict.Outcome.Detail = detail
	return verdict, nil
}

// checkOrder compares the bring-in and the first to act on each street
// with the seats the game's rules name, adding a finding for each
// difference.
func (h *Hand) checkOrder(verdict *rules.Verdict, d *Detail, st *Settings) {
	v := h.v
	bringIn, boardRules := v.BringIn, v.FirstToAct
	if v.Order != nil {
		bringIn, boardRules = v.Order(st)
	}
	// The door cards in the order dealt: equal keys go to the seat dealt
	// first (the button's left, lines 361-362).
	order := make([]int, len(h.Seats))
	for i := range order {
		order[i] = i
	}
	if h.Button != 0 {
		slices.SortStableFunc(order, func(a, b int) int { return h.dealOrder(h.Seats[a].Seat) - h.dealOrder(h.Seats[b].Seat) })
	}
	doors := make([]rules.Card, len(h.Seats))
	for j, i := range order {
		if len(h.Seats[i].Up) > 0 {
			doors[j] = h.Seats[i].Up[0]
		}
	}
	if b := bringIn.BringInSeat(doors); b >= 0 {
		b = order[b]
		card := b // the seat whose door card the rule names
		rule := bringIn.Rule
		// A seat all in for its ante cannot bring it in: the player to its
		// left "has the following options: come in for the forced bet; make
		// the maximum bet; or fold" (lines 158-166).
		for range h.Seats {
			if s := &h.Seats[b]; s.Folded() || s.Contributed() != s.Ante {
				break
			}
			b = h.leftOf(b)
			rule = citeAllInAnte
		}
		// A seat left alone on the first street with nothing in but its
		// ante is the bring-in whose uncalled bring-in came back to it (a
		// record may carry the bring-in or leave it out, as any uncalled
		// bet), or a seat all in for its ante whose left-hand player folded
		// rather than bring it in. Nothing in the record tells the two
		// apart: the seat of the door card is the bring-in, and the seat to
		// its left is accepted too (docs/interpretations.md ST25).
		if b != card && h.Street == 0 && h.live() == 1 && h.BringIn != h.Seats[b].Seat {
			b, rule = card, bringIn.Rule
		}
		want := h.Seats[b].Seat
		d.BringIn = want
		if h.BringIn != want {
			what := "lowest door card by suit"
			switch {
			case bringIn.Key != nil:
				what = "door card the rule names"
			case bringIn.Highest:
				what = "highest door card by suit"
			}
			why := fmt.Sprintf("the %s is seat %d's %s, so seat %d must", what, want, h.Seats[b].Up[0], want)
			if b != card {
				why = fmt.Sprintf("the %s is seat %d's %s, but seat %d is all in for its ante, so seat %d, to its left, must",
					what, h.Seats[card].Seat, h.Seats[card].Up[0], h.Seats[card].Seat, want)
			}
			verdict.Findings = append(verdict.Findings, rules.Finding{Seat: h.BringIn, Bet: "bring_in", Field: "bring_in",
				Declared: strconv.Itoa(h.BringIn), Expected: strconv.Itoa(want), Rule: rule,
				Message: fmt.Sprintf("seat %d brought it in; %s (%s)", h.BringIn, why, rule)})
		}
		if v.BringInMustPlay {
			bi := &h.Seats[b]
			if bi.Seat == h.BringIn && bi.FoldedOn == 0 && (len(bi.Bets) == 0 || bi.Bets[0] == 0) {
				verdict.Findings = append(verdict.Findings, rules.Finding{Seat: want, Bet: "bring_in", Field: "folded_on",
					Declared: v.Streets[0].Name, Expected: "", Rule: v.BringInPlayRule,
					Message: fmt.Sprintf("seat %d, the bring-in, folded without putting in the bring-in; the bring-in does not have the option to fold (%s)",
						want, v.BringInPlayRule)})
			}
		}
	}
	for k := 1; k <= h.Street && k < len(boardRules); k++ {
		var live []int
		for i := range h.Seats {
			if h.Seats[i].LiveOn(k) {
				live = append(live, i)
			}
		}
		if len(live) < 2 || (h.Community != 0 && k == len(v.Streets)-1) {
			// With a common card "the player who has highest ranking hand
			// using the community card" starts the last round (line 178):
			// a five-card hand of the up cards and the common card, which
			// the board rules of fewer cards do not rank. Not checked.
			continue
		}
		rule := boardRules[k]
		if rule.Key == nil && rule.KeyJoker == nil {
			continue // the game names no rule for this street
		}
		i := h.firstToAct(live, k, rule)
		want := h.Seats[i].Seat
		name := v.Streets[k].Name
		d.FirstToAct[name] = want
		if got := h.FirstToAct[k]; got != 0 && got != want {
			ties := "first"
			if rule.TiesToLast {
				ties = "last"
			}
			verdict.Findings = append(verdict.Findings, rules.Finding{Seat: got, Bet: "first_to_act", Field: "first_to_act." + name,
				Declared: strconv.Itoa(got), Expected: strconv.Itoa(want), Rule: rule.Rule,
				Message: fmt.Sprintf("seat %d acted first on %s street; the %s hand showing is seat %d's %s, so seat %d acts first (%s; equal boards: the seat dealt %s, %s)",
					got, name, rule.Name, want, joinCards(h.board(i, k)), want, rule.Rule, ties, rule.Ties)})
		}
	}
}

// citeAllInAnte is the rule of a bring-in all in for its ante.
var citeAllInAnte = rules.At(rules.Seed000, "158-166")

// leftOf returns the index of the seat dealt in next clockwise from seat
// index i: the next higher seat number, the lowest after the highest.
func (h *Hand) leftOf(i int) int {
	best, first := -1, 0
	for j := range h.Seats {
		s := h.Seats[j].Seat
		if s < h.Seats[first].Seat {
			first = j
		}
		if s > h.Seats[i].Seat && (best < 0 || s < h.Seats[best].Seat) {
			best = j
		}
	}
	if best < 0 {
		return first
	}
	return best
}

func joinCards(cards []rules.Card) string {
	out := ""
	for i, c := range cards {
		if i > 0 {
			out += " "
		}
		out += c.String()
	}
	return out
}

// division is how every contested pot is divided: the game's portions,
// the odd chips of a tie by the portion's rule (or the table's odd_chip
// setting), the odd chip of halving a pot by the game's division rule.
func (h *Hand) division(st *Settings, finals [][]rules.Card, values [][]uint64, ok [][]bool) pot.Division {
	v := h.v
	portions := make([]pot.Portion, len(v.Portions))
	for j, p := range v.Portions {
		rule, cite := p.OddChip, p.OddRule
		if rule == "" {
			rule, cite = st.OddChip, rules.At(rules.Seed000, "225-226")
			if rule == OddChipFirstDealt {
				cite = rules.At(rules.Seed000, "145")
			}
		}
		portions[j] = pot.Portion{Name: p.Name, Rule: p.Rule, Else: p.Else, Describe: p.Describe,
			Value:   func(i int) (uint64, bool) { return values[j][i], ok[j][i] },
			OddChip: h.chooser(rule, finals), OddRule: cite}
	}
	d := pot.Division{Portions: portions, ChipUnit: st.ChipUnit, OddPortionRule: v.DivisionRule,
		AsOne: v.AsOne, AsOneRule: v.AsOneRule}
	if len(portions) > 1 && v.DivisionOdd != "" && v.DivisionOdd != OddChipHighHand {
		rule := v.DivisionOdd
		if rule == OddChipBySetting {
			rule = st.OddChip
			if rule == OddChipFirstDealt {
				d.OddPortionRule = rules.At(rules.Seed000, "145")
			}
		}
		d.OddChipSeat = h.chooser(rule, finals)
	}
	return d
}

// chooser picks a winner by an odd-chip rule.
func (h *Hand) chooser(rule OddChipRule, finals [][]rules.Card) func([]int) int {
	return func(winners []int) int {
		best := winners[0]
		for _, w := range winners[1:] {
			switch rule {
			case OddChipLowCard:
				if lowCardKey(finals[w]) > lowCardKey(finals[best]) {
					best = w
				}
			case OddChipFirstDealt:
				if h.dealtBefore(w, best) {
					best = w
				}
			default:
				if highCardKey(finals[w]) > highCardKey(finals[best]) {
					best = w
				}
			}
		}
		return best
	}
}

// highCardKey orders hands for the high-card-by-suit rule: the highest
// card, by rank (the ace highest) and then suit, every card counting
// ("all cards are used, not only the five cards that constitute the
// player's hand", line 226).
func highCardKey(cards []rules.Card) int {
	best := -1
	for _, c := range cards {
		if c != rules.Joker {
			best = max(best, cardKey(c, false))
		}
	}
	return best
}

// lowCardKey orders hands for the low-card-by-suit rule, higher for the
// hand holding the lower card: the lowest card by rank, the ace lowest as
// in the low hand it plays in (line 217), and then suit, clubs lowest.
func lowCardKey(cards []rules.Card) int {
	best := -1 << 30
	for _, c := range cards {
		if c != rules.Joker {
			best = max(best, -cardKey(c, true))
		}
	}
	return best
}

// potSeats are the seats as the pot machinery reads them: the ante is
// part of a seat's bet, so a seat all in for its ante contests the antes.
func (h *Hand) potSeats() []pot.Seat {
	out := make([]pot.Seat, len(h.Seats))
	for i := range h.Seats {
		s := &h.Seats[i]
		out[i] = pot.Seat{Seat: s.Seat, Contributed: s.Contributed(), Won: s.Won, Folded: s.Folded()}
	}
	return out
}

// Stage returns how far the hand went for the staged fees.
func (h *Hand) Stage() fees.Stage { return h.v.feeStage(h.Street) }

func (h *Hand) stageText() string { return h.v.Streets[h.Street].Name + " street" }
