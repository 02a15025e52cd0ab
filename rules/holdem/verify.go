package holdem

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// Seat results in a settlement. A seat "wins" when it alone takes a pot
// that holds other seats' chips, "splits" when it shares a pot and wins
// none alone, and "loses" otherwise, even if an uncalled bet of its own
// comes back to it.
const (
	ResultWin   = "win"
	ResultSplit = "split"
	ResultLose  = "lose"
	ResultFold  = "fold"
)

// PotResult describes one pot in a verdict's Outcome.Detail["pots"].
type PotResult struct {
	// Name is "main pot" or "side pot N".
	Name string `json:"name"`
	// Amount is what the pot paid out, after the fees taken from it.
	Amount rules.Money `json:"amount"`
	Fees   rules.Money `json:"fees"`
	// Eligible lists the live seats that put in enough to win it.
	Eligible []int `json:"eligible"`
	Winners  []int `json:"winners"`
	// Hand names the winning hand when the pot went to a showdown.
	Hand   string  `json:"hand,omitempty"`
	Shares []Share `json:"shares"`
	// OddChips is what a split left over after equal shares of whole chips,
	// and OddChipSeat the seat that took it.
	OddChips    rules.Money `json:"odd_chips,omitempty"`
	OddChipSeat int         `json:"odd_chip_seat,omitempty"`
	// Returned marks a pot of one seat's own chips (an uncalled bet).
	Returned bool `json:"returned,omitempty"`
}

// Share is what one seat takes from one pot.
type Share struct {
	Seat   int         `json:"seat"`
	Amount rules.Money `json:"amount"`
}

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
	pots := buildPots(h.Seats)
	takeFees(pots, fees)

	expected := make([]rules.Money, n)
	wonAlone := make([]bool, n)
	shared := make([]bool, n)
	gotOdd := make([]bool, n)
	results := make([]PotResult, 0, len(pots))
	for k, p := range pots {
		r := PotResult{Name: potName(k), Amount: p.amount, Fees: p.fees, Returned: p.returned()}
		winners := p.eligible
		if len(p.eligible) >= 2 {
			winners = bestOf(p.eligible, values)
			r.Hand = values[winners[0]].String()
		}
		share, odd := split(p.amount, len(winners), st.ChipUnit)
		oddSeat := winners[0]
		if len(winners) > 1 {
			oddSeat = h.oddChipWinner(winners, st.OddChip)
			if odd > 0 {
				r.OddChips, r.OddChipSeat = odd, h.Seats[oddSeat].Seat
				gotOdd[oddSeat] = true
			}
		}
		for _, w := range winners {
			amount := share
			if w == oddSeat {
				amount += odd
			}
			expected[w] += amount
			r.Shares = append(r.Shares, Share{Seat: h.Seats[w].Seat, Amount: amount})
			r.Winners = append(r.Winners, h.Seats[w].Seat)
			switch {
			case len(winners) > 1:
				shared[w] = true
			case !r.Returned:
				wonAlone[w] = true
			}
		}
		for _, e := range p.eligible {
			r.Eligible = append(r.Eligible, h.Seats[e].Seat)
		}
		slices.SortFunc(r.Shares, func(a, b Share) int { return a.Seat - b.Seat })
		slices.Sort(r.Winners)
		slices.Sort(r.Eligible)
		results = append(results, r)
	}

	v := &rules.Verdict{
		Outcome: rules.Outcome{
			Summary: h.summary(results, showdown),
			Detail: map[string]any{
				"showdown": showdown,
				"pots":     results,
				"hands":    shown,
				"fees":     fees,
				"settings": st.Values(),
			},
		},
		Settlements: make([]rules.Settlement, 0, n),
		Findings:    []rules.Finding{},
	}

	oddRule := citeOddLeft
	if st.OddChip == OddChipHighCardBySuit {
		oddRule = citeOddSuit
	}
	var declared rules.Money
	for i, seat := range h.Seats {
		result := ResultLose
		switch {
		case seat.Folded:
			result = ResultFold
		case !showdown || wonAlone[i]:
			result = ResultWin
		case shared[i]:
			result = ResultSplit
		}
		rule := citeShowdown
		if gotOdd[i] {
			rule = oddRule
		}
		v.Settlements = append(v.Settlements, rules.Settlement{
			Seat: seat.Seat, Bet: BetPot, Amount: seat.Contributed,
			Declared: rules.Result{Payout: seat.Won},
			Expected: rules.Result{Result: result, Payout: expected[i]},
			Rule:     rule,
		})
		if seat.Won != expected[i] {
			reason := h.reasons(i, results, st)
			switch {
			case seat.Folded:
				reason = "it folded, and a folded seat takes nothing from the pot"
			case reason == "":
				reason = "it put no live chips in, so no pot is open to it"
			}
			v.Findings = append(v.Findings, rules.Finding{
				Seat: seat.Seat, Bet: BetPot, Field: "won",
				Declared: seat.Won.String(), Expected: expected[i].String(), Rule: rule,
				Message: fmt.Sprintf("seat %d collected %s; the rules give %s: %s (%s)",
					seat.Seat, seat.Won, expected[i], reason, rule),
			})
		}
		declared += seat.Won
		v.Totals.Wagered += seat.Contributed
	}

	if net := v.Totals.Wagered - fees; declared != net {
		gap := fmt.Sprintf("%s of it is unaccounted for", net-declared)
		if declared > net {
			gap = fmt.Sprintf("that is %s more than the pot held", declared-net)
		}
		v.Findings = append(v.Findings, rules.Finding{
			Seat: 0, Bet: BetPot, Field: "total",
			Declared: declared.String(), Expected: net.String(), Rule: citeFees,
			Message: fmt.Sprintf("the seats collected %s in all, but the pot less the house's fees is %s (%s contributed less %s in fees); %s (%s)",
				declared, net, v.Totals.Wagered, fees, gap, citeFees),
		})
	}
	// The house's revenue in a pot game is its fees; it has no stake in the
	// outcome (section 0.2 of the digest; lines 46-59).
	v.Totals.Fees = fees
	v.Totals.ExpectedFees = fees
	if st.Schedule != nil {
		v.Totals.ExpectedFees = h.checkFees(v, st.Schedule)
	}
	v.Totals.HouseWin = fees
	v.Totals.ExpectedHouseWin = v.Totals.ExpectedFees
	return v, nil
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
	players := len(h.Seats)
	stages := o.Mechanism.StageNames()
	switch {
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

// bestOf returns the seats among eligible holding the best hand.
func bestOf(eligible []int, values []poker.Value) []int {
	var best poker.Value
	for _, e := range eligible {
		best = max(best, values[e])
	}
	var out []int
	for _, e := range eligible {
		if values[e] == best {
			out = append(out, e)
		}
	}
	return out
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

func potName(k int) string {
	if k == 0 {
		return "main pot"
	}
	return fmt.Sprintf("side pot %d", k)
}

// reasons says what each pot open to seat index e gave it, for a finding's
// message.
func (h *Hand) reasons(e int, results []PotResult, st *Settings) string {
	var out []string
	for i := range results {
		if slices.Contains(results[i].Eligible, h.Seats[e].Seat) {
			out = append(out, h.potReason(e, &results[i], st))
		}
	}
	return strings.Join(out, "; ")
}

// potReason says what pot r gave seat index e.
func (h *Hand) potReason(e int, r *PotResult, st *Settings) string {
	seat := h.Seats[e].Seat
	var mine rules.Money
	for _, s := range r.Shares {
		if s.Seat == seat {
			mine = s.Amount
		}
	}
	won := slices.Contains(r.Winners, seat)
	switch {
	case won && r.Returned:
		return fmt.Sprintf("%s of %s is its own uncalled bet coming back", r.Name, r.Amount)
	case won && len(r.Winners) == 1 && r.Hand == "":
		return fmt.Sprintf("it takes the %s of %s, the only seat left in it", r.Name, r.Amount)
	case won && len(r.Winners) == 1:
		return fmt.Sprintf("it wins the %s of %s with %s", r.Name, r.Amount, r.Hand)
	case won:
		s := fmt.Sprintf("it splits the %s of %s with %s on %s and takes %s",
			r.Name, r.Amount, seatList(without(r.Winners, seat), false), r.Hand, mine)
		if r.OddChipSeat == seat {
			s += fmt.Sprintf(", including the odd chips of %s (%s, chip unit %s)", r.OddChips, st.OddChip, st.ChipUnit)
		}
		return s
	}
	return fmt.Sprintf("it loses the %s of %s to %s with %s", r.Name, r.Amount, seatList(r.Winners, false), r.Hand)
}

// summary describes the hand in a line: "Seat 1 wins 97.00 with Three of a
// kind, aces", one clause per pot when there are side pots.
func (h *Hand) summary(results []PotResult, showdown bool) string {
	if !showdown {
		var total rules.Money
		for _, r := range results {
			total += r.Amount
		}
		for _, s := range h.Seats {
			if !s.Folded {
				return fmt.Sprintf("Seat %d wins %s uncontested; every other seat folded", s.Seat, total)
			}
		}
	}
	if len(results) == 1 {
		return potClause(results[0], true)
	}
	parts := make([]string, len(results))
	for i, r := range results {
		name := r.Name
		if i == 0 {
			name = "Main pot"
		}
		parts[i] = name + ": " + potClause(r, false)
	}
	return strings.Join(parts, "; ")
}

func potClause(r PotResult, capital bool) string {
	who := seatList(r.Winners, capital)
	switch {
	case r.Returned:
		return fmt.Sprintf("%s gets back %s, its own uncalled chips", who, r.Amount)
	case len(r.Winners) == 1 && r.Hand == "":
		return fmt.Sprintf("%s takes %s, the only seat left in it", who, r.Amount)
	case len(r.Winners) == 1:
		return fmt.Sprintf("%s wins %s with %s", who, r.Amount, r.Hand)
	}
	shares := make([]string, len(r.Shares))
	for i, s := range r.Shares {
		shares[i] = fmt.Sprintf("seat %d %s", s.Seat, s.Amount)
		if s.Seat == r.OddChipSeat {
			shares[i] += " with the odd chips"
		}
	}
	return fmt.Sprintf("%s split %s with %s (%s)", who, r.Amount, r.Hand, strings.Join(shares, ", "))
}

// seatList writes "seat 3", "seats 1 and 3", "seats 1, 3 and 5".
func seatList(seats []int, capital bool) string {
	word := "seat"
	if len(seats) > 1 {
		word = "seats"
	}
	if capital {
		word = strings.ToUpper(word[:1]) + word[1:]
	}
	nums := make([]string, len(seats))
	for i, s := range seats {
		nums[i] = fmt.Sprint(s)
	}
	if len(nums) <= 1 {
		return word + " " + strings.Join(nums, "")
	}
	return word + " " + strings.Join(nums[:len(nums)-1], ", ") + " and " + nums[len(nums)-1]
}

func without(seats []int, seat int) []int {
	out := make([]int, 0, len(seats))
	for _, s := range seats {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

func cardStrings(cards []rules.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}
