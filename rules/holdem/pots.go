package holdem

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// pot is a main or side pot rebuilt from the contributions. Seats are held
// by their index in Hand.Seats.
type pot struct {
	amount rules.Money // after fees
	fees   rules.Money // the house's fees taken from this pot
	// eligible are the live seats that put in enough to win it.
	eligible []int
	// from is a bit set of the seats whose chips are in it.
	from uint32
}

// returned reports whether the pot holds only its one eligible seat's own
// chips: an uncalled or uncovered bet coming back, not a pot won.
func (p *pot) returned() bool {
	return len(p.eligible) == 1 && p.from&^(1<<p.eligible[0]) == 0
}

// buildPots layers the contributions into a main pot and side pots.
//
// Each live seat's bet (its contribution less dead chips) is a level; the
// main pot takes every seat's chips up to the lowest level and is open to
// every live seat, the first side pot takes the chips between the lowest and
// the next level and is open to the live seats that reached it, and so on. A
// folded seat's chips go into the layers they reached, but it is eligible
// for none.
//
// Two kinds of chips are not in any live seat's layer:
//   - dead chips, which "are not treated as part of a player's bet" (line 11;
//     the dead blind of line 31): they go to the main pot;
//   - a folded seat's chips above the highest live bet, a layer no live seat
//     can win: they join the highest pot below them, the one the seats with
//     the highest live bet contest. (A record whose uncalled bets were
//     returned has none.)
//
// When no live seat has a positive bet, everything is one pot open to every
// live seat.
func buildPots(seats []Seat) []pot {
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
		p := pot{eligible: live}
		for i, s := range seats {
			if s.Contributed > 0 {
				p.amount += s.Contributed
				p.from |= 1 << i
			}
		}
		return []pot{p}
	}

	pots := make([]pot, 0, len(levels))
	var prev rules.Money
	for _, level := range levels {
		var p pot
		for i, s := range seats {
			if part := min(bet[i], level) - prev; part > 0 {
				p.amount += part
				p.from |= 1 << i
			}
			if !s.Folded && bet[i] >= level {
				p.eligible = append(p.eligible, i)
			}
		}
		pots = append(pots, p)
		prev = level
	}
	top := &pots[len(pots)-1]
	for i := range seats {
		if above := bet[i] - prev; above > 0 {
			top.amount += above
			top.from |= 1 << i
		}
	}
	for i, s := range seats {
		if s.Dead > 0 {
			pots[0].amount += s.Dead
			pots[0].from |= 1 << i
		}
	}
	return pots
}

// takeFees takes the house's fees from the pots, the main pot first and
// then each side pot in turn. The record's fees must not exceed the pots;
// Hand.check makes sure.
func takeFees(pots []pot, fees rules.Money) {
	for i := range pots {
		if fees <= 0 {
			return
		}
		take := min(fees, pots[i].amount)
		pots[i].amount -= take
		pots[i].fees += take
		fees -= take
	}
}

// split divides amount among n winners: each gets the same whole number of
// chips of size unit, and the remainder (fewer than n chips, plus any part
// of a chip) is the odd chips, which go to one winner.
func split(amount rules.Money, n int, unit rules.Money) (share, odd rules.Money) {
	share = amount / (rules.Money(n) * unit) * unit
	return share, amount - share*rules.Money(n)
}

// clockwiseFromButton is how far a seat sits to the left of the button: 1
// for the seat just left of it, MaxSeats for the button's own seat.
func clockwiseFromButton(seat, button int) int {
	return (seat-button+MaxSeats-1)%MaxSeats + 1
}

// highCardKey orders a seat's hole cards for the high-card-by-suit rule:
// rank first, then suit, spades highest (line 3964; rules.Suit numbers
// spades 0 to clubs 3).
func highCardKey(cards []rules.Card) int {
	best := -1
	for _, c := range cards {
		best = max(best, int(c.Rank())*4+3-int(c.Suit()))
	}
	return best
}
