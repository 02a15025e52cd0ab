package poker

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

// BadugiAceHigh is the value of a badugi hand in which the ace is the
// highest card and the deuce the lowest: Razzdeucey and Super Razzdeucey
// rank the badugi cards "2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king, and
// ace" from highest to lowest (seed 000 lines 3873, 5575), so 5-4-3-2
// offsuit is the best badugi and A-K-Q-J the worst (lines 5583-5586).
// The larger, the better; the zero value is no hand.
//
// It is a Badugi of the cards moved one rank down (the deuce to the ace's
// place, each other rank to the one below it, the ace to the king's): the
// order of the ranks is the same, so the best hand of the moved cards is
// the best hand of the cards.
type BadugiAceHigh Badugi

// aceHighShift is each card moved one rank down, the deuce to the ace;
// 0xff for a byte that is no card of a 52-card deck (the joker).
var aceHighShift = func() (t [256]rules.Card) {
	for i := range t {
		t[i] = 0xff
	}
	for _, c := range rules.Deck52() {
		r := c.Rank() - 1
		if c.Rank() == rules.Two {
			r = rules.Ace
		}
		t[c] = rules.NewCard(r, c.Suit())
	}
	return t
}()

// BadugiAceHighOf returns the best badugi hand, the ace high, among 1 to 7
// cards. Like BadugiOf it panics on another count or a joker, a
// programming error: decoders check both.
func BadugiAceHighOf(cards []rules.Card) BadugiAceHigh {
	if len(cards) < 1 || len(cards) > 7 {
		panic(fmt.Sprintf("poker.BadugiAceHighOf: need 1 to 7 cards, got %d", len(cards)))
	}
	var buf [7]rules.Card
	for i, c := range cards {
		buf[i] = aceHighShift[c]
		if buf[i] == 0xff {
			panic("poker.BadugiAceHighOf: a joker or a byte that is no card of a 52-card deck")
		}
	}
	return BadugiAceHigh(BadugiOf(buf[:len(cards)]))
}

// Size returns how many cards the hand plays; 0 for no hand.
func (b BadugiAceHigh) Size() BadugiSize { return Badugi(b).Size() }

// Ranks returns the played ranks, highest first, the ace high.
func (b BadugiAceHigh) Ranks() []rules.Rank {
	rs := Badugi(b).Ranks()
	for i, r := range rs {
		if r == rules.Ace {
			rs[i] = rules.Two
		} else {
			rs[i] = r + 1
		}
	}
	return rs
}

// String writes the hand as the Razzdeucey table names it: "Four Card
// Badugi, 5-4-3-2", "One Card Incomplete, A".
func (b BadugiAceHigh) String() string {
	if b == 0 {
		return "no hand"
	}
	rs := b.Ranks()
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = r.String()
	}
	return badugiSizeNames[b.Size()] + ", " + strings.Join(parts, "-")
}
