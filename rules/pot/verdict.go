package pot

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Seat results in a settlement. A seat "wins" when it alone takes a pot
// (or a portion of one) that holds other seats' chips, "splits" when it
// shares and wins nothing alone, and "loses" otherwise, even if an uncalled
// bet of its own comes back to it.
const (
	ResultWin   = "win"
	ResultSplit = "split"
	ResultLose  = "lose"
	ResultFold  = "fold"
)

// Settlement describes how a game settles its seats.
type Settlement struct {
	// Bet names the seat's stake in the verdict ("pot").
	Bet string
	// Showdown is false when every seat but one folded: the last live seat
	// takes every pot without showing.
	Showdown bool
	// Fees is what the house took from the pot; FeesRule cites the rule
	// that fees come from the pot.
	Fees     rules.Money
	FeesRule rules.Cite
	// ShowdownRule is the rule of the seats that won nothing.
	ShowdownRule rules.Cite
}

// Settle adds a settlement per seat to v (what it put in, what it collected
// beside what the rules give), a finding for every seat whose collection
// differs, with the reason pot by pot, and a finding when the collections
// do not add up to the pot less the fees. It sets the totals: the house's
// result in a pot game is its fees, since it has no stake in the outcome.
func Settle(v *rules.Verdict, seats []Seat, a Award, st Settlement) {
	var declared rules.Money
	for i, seat := range seats {
		result := ResultLose
		switch {
		case seat.Folded:
			result = ResultFold
		case !st.Showdown || a.WonAlone[i]:
			result = ResultWin
		case a.Shared[i]:
			result = ResultSplit
		}
		rule := a.Rule[i]
		if rule.File == "" {
			rule = st.ShowdownRule
		}
		v.Settlements = append(v.Settlements, rules.Settlement{
			Seat: seat.Seat, Bet: st.Bet, Amount: seat.Contributed,
			Declared: rules.Result{Payout: seat.Won},
			Expected: rules.Result{Result: result, Payout: a.Expected[i]},
			Rule:     rule,
		})
		if seat.Won != a.Expected[i] {
			reason := Reasons(seats, i, a.Results)
			switch {
			case seat.Folded:
				reason = "it folded, and a folded seat takes nothing from the pot"
			case reason == "":
				reason = "it put no live chips in, so no pot is open to it"
			}
			v.Findings = append(v.Findings, rules.Finding{
				Seat: seat.Seat, Bet: st.Bet, Field: "won",
				Declared: seat.Won.String(), Expected: a.Expected[i].String(), Rule: rule,
				Message: fmt.Sprintf("seat %d collected %s; the rules give %s: %s (%s)",
					seat.Seat, seat.Won, a.Expected[i], reason, rule),
			})
		}
		declared += seat.Won
		v.Totals.Wagered += seat.Contributed
	}
	if net := v.Totals.Wagered - st.Fees; declared != net {
		gap := fmt.Sprintf("%s of it is unaccounted for", net-declared)
		if declared > net {
			gap = fmt.Sprintf("that is %s more than the pot held", declared-net)
		}
		v.Findings = append(v.Findings, rules.Finding{
			Seat: 0, Bet: st.Bet, Field: "total",
			Declared: declared.String(), Expected: net.String(), Rule: st.FeesRule,
			Message: fmt.Sprintf("the seats collected %s in all, but the pot less the house's fees is %s (%s contributed less %s in fees); %s (%s)",
				declared, net, v.Totals.Wagered, st.Fees, gap, st.FeesRule),
		})
	}
	v.Totals.Fees = st.Fees
	v.Totals.ExpectedFees = st.Fees
	v.Totals.HouseWin = st.Fees
	v.Totals.ExpectedHouseWin = st.Fees
}

// Reasons says what each pot open to the seat at index e gave it, for a
// finding's message.
func Reasons(seats []Seat, e int, results []PotResult) string {
	seat := seats[e].Seat
	var out []string
	for i := range results {
		if slices.Contains(results[i].Eligible, seat) {
			out = append(out, potReason(seat, &results[i]))
		}
	}
	return strings.Join(out, "; ")
}

func potReason(seat int, r *PotResult) string {
	won := slices.Contains(r.Winners, seat)
	switch {
	case won && r.Returned:
		return fmt.Sprintf("%s of %s is its own uncalled bet coming back", r.Name, r.Amount)
	case won && len(r.Winners) == 1 && r.Hand == "" && len(r.Portions) == 0:
		return fmt.Sprintf("it takes the %s of %s, the only seat left in it", r.Name, r.Amount)
	case len(r.Portions) > 0 && r.Division != DividedPortions:
		return fmt.Sprintf("in the %s of %s, %s", r.Name, r.Amount, undividedReason(seat, r))
	case len(r.Portions) > 0:
		parts := make([]string, 0, len(r.Portions))
		for i := range r.Portions {
			parts = append(parts, portionReason(seat, &r.Portions[i]))
		}
		if r.DivisionOddChip && r.OddChipSeat == seat {
			parts = append(parts, fmt.Sprintf("and it takes the odd chips of %s left over from dividing the pot", r.OddChips))
		}
		return fmt.Sprintf("in the %s of %s, %s", r.Name, r.Amount, strings.Join(parts, ", "))
	case won && len(r.Winners) == 1:
		return fmt.Sprintf("it wins the %s of %s with %s", r.Name, r.Amount, r.Hand)
	case won:
		s := fmt.Sprintf("it splits the %s of %s with %s on %s and takes %s",
			r.Name, r.Amount, SeatList(without(r.Winners, seat), false), r.Hand, shareOf(r.Shares, seat))
		if r.OddChipSeat == seat {
			s += fmt.Sprintf(", including the odd chips of %s", r.OddChips)
		}
		return s
	}
	return fmt.Sprintf("it loses the %s of %s to %s with %s", r.Name, r.Amount, SeatList(r.Winners, false), r.Hand)
}

func portionReason(seat int, p *PortionResult) string {
	hand := p.Hand
	if p.To != "" {
		hand = "no qualifying hand, so it goes to the " + p.To
	}
	var amount rules.Money
	if p.Amount != nil {
		amount = *p.Amount
	}
	won := slices.Contains(p.Winners, seat)
	switch {
	case won && len(p.Winners) == 1:
		return fmt.Sprintf("it takes the %s (%s) of %s", p.Name, hand, amount)
	case won:
		s := fmt.Sprintf("it splits the %s (%s) of %s with %s and takes %s", p.Name, hand, amount,
			SeatList(without(p.Winners, seat), false), shareOf(p.Shares, seat))
		if p.OddChipSeat == seat {
			s += fmt.Sprintf(", including the odd chips of %s", p.OddChips)
		}
		return s
	}
	return fmt.Sprintf("the %s (%s) goes to %s", p.Name, hand, SeatList(p.Winners, false))
}

// undividedReason says what a pot that was not divided into its portions
// (DividedWhole, DividedAsOne) gave the seat.
func undividedReason(seat int, r *PotResult) string {
	var parts []string
	var to string
	for _, p := range r.Portions {
		if p.To != "" {
			parts = append(parts, fmt.Sprintf("no hand qualifies for the %s", p.Name))
			to = p.To
		}
	}
	for _, p := range r.Portions {
		if p.To == "" {
			parts = append(parts, fmt.Sprintf("the %s (%s) goes to %s", p.Name, p.Hand, SeatList(p.Winners, false)))
		}
	}
	how := "they split the pot as one"
	switch {
	case r.Division == DividedWhole && len(r.Winners) == 1:
		how = "so the " + to + " takes the whole pot"
	case r.Division == DividedWhole:
		how = "so the " + to + " takes the whole pot, split as one"
	}
	s := strings.Join(parts, ", ") + ", " + how
	if !slices.Contains(r.Winners, seat) {
		return s
	}
	s += fmt.Sprintf(", and it takes %s", shareOf(r.Shares, seat))
	if r.OddChipSeat == seat && r.OddChips > 0 {
		s += fmt.Sprintf(", including the odd chips of %s", r.OddChips)
	}
	return s
}

func shareOf(shares []Share, seat int) rules.Money {
	for _, s := range shares {
		if s.Seat == seat {
			return s.Amount
		}
	}
	return 0
}

// Summary describes the hand in a line: "Seat 1 wins 97.00 with Three of a
// kind, aces", one clause per pot when there are side pots.
func Summary(seats []Seat, results []PotResult, showdown bool) string {
	if !showdown {
		var total rules.Money
		for _, r := range results {
			total += r.Amount
		}
		for _, s := range seats {
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
	who := SeatList(r.Winners, capital)
	switch {
	case r.Returned:
		return fmt.Sprintf("%s gets back %s, its own uncalled chips", who, r.Amount)
	case len(r.Portions) > 0:
		parts := make([]string, len(r.Portions))
		for i, p := range r.Portions {
			hand := p.Hand
			if p.To != "" {
				hand = "none qualifies, to the " + p.To
			}
			parts[i] = fmt.Sprintf("%s to %s (%s)", p.Name, SeatList(p.Winners, false), hand)
		}
		s := fmt.Sprintf("%s: %s", r.Amount, strings.Join(parts, "; "))
		if r.Division == DividedAsOne {
			s += fmt.Sprintf("; %s split it as one", SeatList(r.Winners, false))
		}
		return s
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

// SeatList writes "seat 3", "seats 1 and 3", "seats 1, 3 and 5".
func SeatList(seats []int, capital bool) string {
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

func potName(k int) string {
	if k == 0 {
		return "main pot"
	}
	return fmt.Sprintf("side pot %d", k)
}
