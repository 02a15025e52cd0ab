package pot

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// Portion is one part of every pot, won by the best hand of one kind: the
// whole pot in a high game, the high or the low half in a split game, one
// board's part in Double Board Omaha.
type Portion struct {
	// Name is how people call the portion: "high", "low", "board 1".
	Name string
	// Value ranks the hand of the seat at index i for this portion, higher
	// winning; ok is false when the hand does not qualify (no low of eight
	// or better). Only live seats eligible for a contested pot are asked.
	Value func(i int) (v uint64, ok bool)
	// Describe names a winning value for people ("Flush, ace high").
	Describe func(v uint64) string
	// Rule cites the line that awards the portion.
	Rule rules.Cite
	// OddChip picks, among the seats that tie for the portion, the one that
	// takes its odd chips; OddRule cites the rule.
	OddChip func(winners []int) int
	OddRule rules.Cite
	// Else is the portion whose winners take this one when no eligible
	// seat qualifies for it (the high hand takes the whole pot when no hand
	// makes a low). It must name a portion every hand qualifies for, unless
	// this portion has a Fallback.
	Else int
	// Fallback, when set, ranks every eligible hand for this portion when
	// no eligible seat qualifies for it nor for its Else: "In the event
	// there is no qualifying five-card high hand or five-card low hand, the
	// pot would go to the best non-qualifying high hand" (seed 000 line
	// 3462). Describe names its values too.
	Fallback func(i int) uint64
}

// Division divides every contested pot of a game into its portions.
type Division struct {
	Portions []Portion
	// ChipUnit is the smallest chip: shares are whole chips, the rest are
	// odd chips.
	ChipUnit rules.Money
	// OddPortion is the portion that takes the odd chip of dividing a pot
	// into its portions ("the chip goes to the high hand", seed 000 line
	// 225); OddPortionRule cites the rule.
	OddPortion     int
	OddPortionRule rules.Cite
	// OddChipSeat, when set, gives the odd chip of dividing a pot into its
	// portions to one seat instead of to OddPortion: the one it picks among
	// every seat that wins a portion of the pot ("the odd chips shall be
	// awarded to the player closest to the left of the dealer button",
	// seed 000 lines 2222, 3767). OddPortionRule cites the rule.
	OddChipSeat func(winners []int) int
	// AsOne: when the same two or more seats win every portion of a pot on
	// their own hands (they tie for the high and for the low), the pot is
	// split among them as one pot, "as evenly as possible", its odd chips
	// by OddPortion's rule (seed 000 line 225, Seven-Card Stud High-Low's
	// rule); AsOneRule cites it. Otherwise every portion is its own part
	// of the pot, split among its own winners with its own odd chips, as
	// the games that say so require ("half the pot being split equally
	// among all players with the highest ranking hand and the other half
	// being split equally among all players with the lowest ranking hand",
	// line 6278; 4966).
	AsOne     bool
	AsOneRule rules.Cite
}

// How a pot of a game of several portions was divided, in
// PotResult.Division.
const (
	// DividedPortions: each portion its equal part of the pot, split among
	// its own winners with its own odd chips; each portion gives its
	// amount and shares.
	DividedPortions = "portions"
	// DividedWhole: no hand qualified for a portion, so the whole pot went
	// to the winners of the portion it falls to ("the entire pot will be
	// awarded to the player with the highest ranked five-card poker hand",
	// lines 3576, 4959), split among them as one pot.
	DividedWhole = "whole"
	// DividedAsOne: the same seats won every portion, and the game's rule
	// splits the pot among them as one pot (Division.AsOne, line 225).
	DividedAsOne = "as_one"
)

// PotResult describes one pot in a verdict's outcome.
type PotResult struct {
	// Name is "main pot" or "side pot N".
	Name string `json:"name"`
	// Amount is what the pot paid out, after the fees taken from it.
	Amount rules.Money `json:"amount"`
	Fees   rules.Money `json:"fees"`
	// Eligible lists the live seats that put in enough to win it.
	Eligible []int `json:"eligible"`
	Winners  []int `json:"winners"`
	// Hand names the winning hand of a pot that went to a showdown in one
	// portion; a divided pot names each portion's in Portions.
	Hand   string  `json:"hand,omitempty"`
	Shares []Share `json:"shares"`
	// OddChips is what a split left over after equal shares of whole chips,
	// and OddChipSeat the seat that took it.
	OddChips    rules.Money `json:"odd_chips,omitempty"`
	OddChipSeat int         `json:"odd_chip_seat,omitempty"`
	// Returned marks a pot of one seat's own chips (an uncalled bet).
	Returned bool `json:"returned,omitempty"`
	// Portions are the parts of a pot divided among several kinds of hand.
	Portions []PortionResult `json:"portions,omitempty"`
	// DivisionOddChip marks OddChips as the odd chip of dividing the pot
	// into its portions, given to OddChipSeat by the division's own rule.
	DivisionOddChip bool `json:"division_odd_chip,omitempty"`
	// Division says how a pot of several portions was divided:
	// DividedPortions, DividedWhole or DividedAsOne; empty in a game of one
	// portion and for a pot with one eligible seat.
	Division string `json:"division,omitempty"`
}

// PortionResult is one portion of a divided pot. Amount and Shares are
// given when the pot was divided into its portions (DividedPortions); a pot
// that went whole to one portion's winners or was split as one names only
// each portion's winners and hand, its shares being the pot's.
type PortionResult struct {
	Name    string       `json:"name"`
	Amount  *rules.Money `json:"amount,omitempty"`
	Winners []int        `json:"winners"`
	Hand    string       `json:"hand,omitempty"`
	Shares  []Share      `json:"shares,omitempty"`
	// To names the portion whose winners took this one because no hand
	// qualified for it ("high" when nobody made a low).
	To          string      `json:"to,omitempty"`
	OddChips    rules.Money `json:"odd_chips,omitempty"`
	OddChipSeat int         `json:"odd_chip_seat,omitempty"`
}

// Share is what one seat takes from one pot or portion.
type Share struct {
	Seat   int         `json:"seat"`
	Amount rules.Money `json:"amount"`
}

// Award is what the rules give each seat, by index in the hand's seats.
type Award struct {
	Expected []rules.Money
	Results  []PotResult
	// WonAlone marks a seat that took a pot, or a portion of one, alone
	// (not its own uncalled chips); Shared one that shared a portion.
	WonAlone, Shared []bool
	// Rule is the rule that gave each seat the most of what it took: the
	// odd-chip rule of a seat that took odd chips, else the rule of the
	// first portion it won; the zero Cite when it won nothing.
	Rule []rules.Cite
}

// Award divides each pot among the seats the division's portions pick.
// A pot with one eligible seat goes to it whole.
func (d Division) Award(seats []Seat, pots []Pot) Award {
	n := len(seats)
	a := Award{Expected: make([]rules.Money, n), WonAlone: make([]bool, n), Shared: make([]bool, n), Rule: make([]rules.Cite, n)}
	// A seat's rule is the strongest reason for its amount: odd chips of a
	// split, then the division's odd chip, then the first portion it won.
	const (
		byPortion = iota + 1
		byDivisionOdd
		bySplitOdd
	)
	why := make([]int, n)
	cite := func(i int, rule rules.Cite, strength int) {
		if strength > why[i] {
			why[i], a.Rule[i] = strength, rule
		}
	}
	give := func(i int, amount rules.Money, rule rules.Cite, alone bool) {
		a.Expected[i] += amount
		if alone {
			a.WonAlone[i] = true
		} else {
			a.Shared[i] = true
		}
		cite(i, rule, byPortion)
	}
	for k, p := range pots {
		r := PotResult{Name: potName(k), Amount: p.Amount, Fees: p.Fees, Returned: p.Returned()}
		for _, e := range p.Eligible {
			r.Eligible = append(r.Eligible, seats[e].Seat)
		}
		slices.Sort(r.Eligible)
		if len(p.Eligible) == 1 {
			w := p.Eligible[0]
			a.Expected[w] += p.Amount
			if !r.Returned {
				a.WonAlone[w] = true
				cite(w, d.Portions[0].Rule, byPortion)
			}
			r.Winners = []int{seats[w].Seat}
			r.Shares = []Share{{Seat: seats[w].Seat, Amount: p.Amount}}
			a.Results = append(a.Results, r)
			continue
		}

		winners := make([][]int, len(d.Portions))
		values := make([]uint64, len(d.Portions))
		for j, por := range d.Portions {
			winners[j], values[j] = best(p.Eligible, por.Value)
		}
		to := make([]int, len(d.Portions)) // the portion whose winners take portion j
		for j := range d.Portions {
			to[j] = j
			if len(winners[j]) == 0 {
				to[j] = d.Portions[j].Else
			}
		}
		// A portion that nobody qualifies for, whose Else nobody qualifies
		// for either, goes by its Fallback ranking when it has one.
		for j, por := range d.Portions {
			if len(winners[j]) == 0 && len(winners[to[j]]) == 0 && por.Fallback != nil {
				winners[j], values[j] = best(p.Eligible, func(i int) (uint64, bool) { return por.Fallback(i), true })
				to[j] = j
			}
		}
		shares := map[int]rules.Money{}
		// splitAsOne splits the whole pot among the winners of portion j,
		// its odd chips by that portion's rule; rule is why each takes it.
		splitAsOne := func(j int, rule rules.Cite) {
			ws := winners[j]
			share, odd := Split(p.Amount, len(ws), d.ChipUnit)
			oddSeat := ws[0]
			if len(ws) > 1 {
				oddSeat = d.Portions[j].OddChip(ws)
			}
			for _, w := range ws {
				amount := share
				if w == oddSeat {
					amount += odd
				}
				give(w, amount, rule, len(ws) == 1)
				if len(ws) > 1 && w == oddSeat && odd > 0 {
					cite(w, d.Portions[j].OddRule, bySplitOdd)
				}
				shares[w] += amount
			}
			if len(ws) > 1 && odd > 0 {
				r.OddChips, r.OddChipSeat = odd, seats[oddSeat].Seat
			}
		}
		// portionsOf names each portion's winners and hand, without amounts.
		portionsOf := func() {
			for j, por := range d.Portions {
				pr := PortionResult{Name: por.Name, Winners: seatNumbers(seats, winners[to[j]])}
				if len(winners[j]) > 0 {
					pr.Hand = por.Describe(values[j])
				} else {
					pr.To = d.Portions[to[j]].Name
				}
				r.Portions = append(r.Portions, pr)
			}
		}
		same := sameWinners(winners, to)
		passed := false // a portion nobody qualified for went to another's winners
		for j := range to {
			passed = passed || to[j] != j
		}
		switch {
		case len(d.Portions) == 1:
			splitAsOne(0, d.Portions[0].Rule)
			r.Hand = d.Portions[0].Describe(values[0])
		case same != nil && passed:
			// "the entire pot will be awarded to the player with the highest
			// ranked five-card poker hand"; a tie for it splits the pot.
			owner := to[d.OddPortion]
			splitAsOne(owner, d.Portions[owner].Rule)
			r.Division = DividedWhole
			portionsOf()
		case len(same) > 1 && d.AsOne:
			// "the pot shall be split as evenly as possible" (line 225).
			splitAsOne(d.OddPortion, d.AsOneRule)
			r.Division = DividedAsOne
			portionsOf()
		default:
			r.Division = DividedPortions
			// Each portion its equal part of the pot, the odd chip of the
			// division to OddPortion or to the seat OddChipSeat picks; each
			// part split among its winners. A seat that takes every portion
			// alone takes the odd chip with them, whatever the rule.
			part, oddPart := Split(p.Amount, len(d.Portions), d.ChipUnit)
			scoop := len(same) == 1
			oddSeat := -1
			if d.OddChipSeat != nil && oddPart > 0 && !scoop {
				var all []int
				for j := range d.Portions {
					for _, w := range winners[to[j]] {
						if !slices.Contains(all, w) {
							all = append(all, w)
						}
					}
				}
				slices.Sort(all)
				oddSeat = d.OddChipSeat(all)
			}
			for j, por := range d.Portions {
				amount := part
				if j == d.OddPortion && oddSeat < 0 {
					amount += oddPart
				}
				ws := winners[to[j]]
				owner := d.Portions[to[j]]
				pr := PortionResult{Name: por.Name, Amount: &amount, Winners: seatNumbers(seats, ws)}
				if len(winners[j]) > 0 {
					pr.Hand = por.Describe(values[j])
				} else {
					pr.To = owner.Name
				}
				share, odd := Split(amount, len(ws), d.ChipUnit)
				oddSeat := ws[0]
				if len(ws) > 1 {
					oddSeat = owner.OddChip(ws)
				}
				portionShares := map[int]rules.Money{}
				for _, w := range ws {
					got := share
					if w == oddSeat {
						got += odd
					}
					give(w, got, owner.Rule, len(ws) == 1)
					if j == d.OddPortion && oddPart > 0 && !scoop {
						cite(w, d.OddPortionRule, byDivisionOdd)
					}
					if len(ws) > 1 && w == oddSeat && odd > 0 {
						cite(w, owner.OddRule, bySplitOdd)
					}
					shares[w] += got
					portionShares[w] += got
				}
				if len(ws) > 1 && odd > 0 {
					pr.OddChips, pr.OddChipSeat = odd, seats[oddSeat].Seat
				}
				pr.Shares = sharesOf(seats, portionShares)
				r.Portions = append(r.Portions, pr)
			}
			if oddSeat >= 0 {
				a.Expected[oddSeat] += oddPart
				cite(oddSeat, d.OddPortionRule, byDivisionOdd)
				shares[oddSeat] += oddPart
				r.OddChips, r.OddChipSeat, r.DivisionOddChip = oddPart, seats[oddSeat].Seat, true
			}
		}
		r.Shares = sharesOf(seats, shares)
		for _, s := range r.Shares {
			r.Winners = append(r.Winners, s.Seat)
		}
		a.Results = append(a.Results, r)
	}
	return a
}

// best returns the eligible seats with the best qualifying value, and that
// value; none when no seat qualifies.
func best(eligible []int, value func(int) (uint64, bool)) ([]int, uint64) {
	var top uint64
	var out []int
	for _, e := range eligible {
		v, ok := value(e)
		switch {
		case !ok:
		case len(out) == 0 || v > top:
			top, out = v, append(out[:0], e)
		case v == top:
			out = append(out, e)
		}
	}
	return out, top
}

// sameWinners returns the one set of seats that takes every portion, or
// nil when the portions go to different seats.
func sameWinners(winners [][]int, to []int) []int {
	first := winners[to[0]]
	for j := range winners {
		if !slices.Equal(winners[to[j]], first) {
			return nil
		}
	}
	return first
}

func seatNumbers(seats []Seat, idx []int) []int {
	out := make([]int, len(idx))
	for i, e := range idx {
		out[i] = seats[e].Seat
	}
	slices.Sort(out)
	return out
}

func sharesOf(seats []Seat, m map[int]rules.Money) []Share {
	out := make([]Share, 0, len(m))
	for i, amount := range m {
		out = append(out, Share{Seat: seats[i].Seat, Amount: amount})
	}
	slices.SortFunc(out, func(a, b Share) int { return a.Seat - b.Seat })
	return out
}
