package poker

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// Deuce-to-seven with the joker: Kansas City Lowball "may be played" with
// the joker of the lowball deck, "considered to be the lowest card not
// present in a player's hand" (seed 000 line 1531). Read as written: the
// joker takes the lowest rank, counting the deuce lowest and the ace
// highest ("Aces are considered high only", line 1530), that no other card
// of the hand holds, even where that rank makes a straight (3-4-5-6 and the
// joker is 6-5-4-3-2, a straight); the joker has no suit, so it never makes
// a flush. It never pairs: its rank is one the hand lacks.

// Low27Of returns the deuce-to-seven value of five cards, at most one of
// them the joker; the smaller Value is the better low, as for Low27. It
// panics on another count or two jokers, a programming error: decoders
// check both.
func Low27Of(cards []rules.Card) Value {
	if len(cards) != 5 {
		panic(fmt.Sprintf("poker.Low27Of: need 5 cards, got %d", len(cards)))
	}
	var five [5]rules.Card
	joker := -1
	var held uint16 // rank bits, bit r-2 for rank r
	for i, c := range cards {
		if c == rules.Joker {
			if joker >= 0 {
				panic("poker.Low27Of: two jokers")
			}
			joker = i
			continue
		}
		five[i] = c
		held |= rankBitOf(c.Rank())
	}
	if joker < 0 {
		return Low27(five)
	}
	// The lowest rank missing, the deuce first and the ace last; four cards
	// leave at least nine missing.
	var r rules.Rank
	for r = rules.Two; held&rankBitOf(r) != 0; r++ {
	}
	// A suit the other four do not all share, so that the joker makes no
	// flush.
	other := five[(joker+1)%5]
	five[joker] = rules.NewCard(r, (other.Suit()+1)&3)
	return Low27(five)
}
