// Package pot is the pot machinery of the games in which players play each
// other for a pot and the house takes a fee (seed 000's poker games): the
// main and side pots rebuilt from what each seat put in, the house's fees
// taken out of them, each pot divided into its portions (the whole pot in a
// high game; high and low halves in a split game; one part per board in
// Double Board Omaha), each portion awarded to the best qualifying hands
// among the seats eligible for the pot, odd chips by the game's rule, and
// the verdict that compares each seat's declared collection with the
// rules'. A game supplies only the ranking of its hands.
package pot

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// MaxSeats bounds the seats of one hand (a bit set holds them).
const MaxSeats = 64

// Seat is one seat dealt into a hand, as the record declares it.
type Seat struct {
	Seat int
	// Contributed is everything the seat put in, dead chips included;
	// Dead the part that is not part of its bet (a dead blind).
	Contributed, Dead rules.Money
	// Won is what the record says the seat collected.
	Won    rules.Money
	Folded bool
}

// Pot is a main or side pot. Seats are held by their index in the hand's
// list of seats.
type Pot struct {
	Amount rules.Money // after fees
	Fees   rules.Money // the house's fees taken from this pot
	// Eligible are the live seats that put in enough to win it.
	Eligible []int
	// From is a bit set of the seats whose chips are in it.
	From uint64
}

// Returned reports whether the pot holds only its one eligible seat's own
// chips: an uncalled or uncovered bet coming back, not a pot won.
func (p *Pot) Returned() bool {
	return len(p.Eligible) == 1 && p.From&^(1<<p.Eligible[0]) == 0
}

// Build layers the contributions into a main pot and side pots.
//
// Each live seat's bet (its contribution less dead chips) is a level; the
// main pot takes every seat's chips up to the lowest level and is open to
// every live seat, the first side pot takes the chips between the lowest and
// the next level and is open to the live seats that reached it, and so on. A
// folded seat's chips go into the layers they reached, but it is eligible
// for none.
//
// Two kinds of chips are not in any live seat's layer:
//   - dead chips, which "are not treated as part of a player's bet" (seed
//     000 line 11; the dead blind of line 31): they go to the main pot;
//   - a folded seat's chips above the highest live bet, a layer no live seat
//     can win: they join the highest pot below them, the one the seats with
//     the highest live bet contest. (A record whose uncalled bets were
//     returned has none.)
//
// When no live seat has a positive bet, everything is one pot open to every
// live seat. Build panics on more than MaxSeats seats: decoders bound them.
func Build(seats []Seat) []Pot {
	if len(seats) > MaxSeats {
		panic("pot.Build: too many seats")
	}
	bet := make([]rules.Money, len(seats))
	var levels []rules.Money
	var live []int
	for i, s := range seats {
		bet[i] = s.Contributed - s.Dead
		if !s.Folded {
			live = append(live, i)
			if bet[i] > 0 && !slices.Contains(levels, bet[i]) {
				levels = append(levels, bet[i])
			}
		}
	}
	slices.Sort(levels)
	if len(levels) == 0 {
		p := Pot{Eligible: live}
		for i, s := range seats {
			if s.Contributed > 0 {
				p.Amount += s.Contributed
				p.From |= 1 << i
			}
		}
		return []Pot{p}
	}

	pots := make([]Pot, 0, len(levels))
	var prev rules.Money
	for _, level := range levels {
		var p Pot
		for i, s := range seats {
			if part := min(bet[i], level) - prev; part > 0 {
				p.Amount += part
				p.From |= 1 << i
			}
			if !s.Folded && bet[i] >= level {
				p.Eligible = append(p.Eligible, i)
			}
		}
		pots = append(pots, p)
		prev = level
	}
	top := &pots[len(pots)-1]
	for i := range seats {
		if above := bet[i] - prev; above > 0 {
			top.Amount += above
			top.From |= 1 << i
		}
	}
	for i, s := range seats {
		if s.Dead > 0 {
			pots[0].Amount += s.Dead
			pots[0].From |= 1 << i
		}
	}
	return pots
}

// TakeFees takes the house's fees from the pots, the main pot first and
// then each side pot in turn (seed 000 lines 46-59 say fees come from the
// pot, not from which; docs/interpretations.md H9). Fees larger than the
// pots are the decoder's to refuse; what does not fit is left untaken.
func TakeFees(pots []Pot, fees rules.Money) {
	for i := range pots {
		if fees <= 0 {
			return
		}
		take := min(fees, pots[i].Amount)
		pots[i].Amount -= take
		pots[i].Fees += take
		fees -= take
	}
}

// Split divides amount among n: each gets the same whole number of chips
// of size unit, and the remainder (fewer than n chips, plus any part of a
// chip) is the odd chips.
func Split(amount rules.Money, n int, unit rules.Money) (share, odd rules.Money) {
	share = amount / (rules.Money(n) * unit) * unit
	return share, amount - share*rules.Money(n)
}
