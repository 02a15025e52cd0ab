package holdem

import (
	"github.com/tablegames/casino/rules"
)

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
