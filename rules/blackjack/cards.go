package blackjack

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Counting the cards of a hand. Every card has a low value; an ace (and,
// in Hawaiian Blackjack, a joker) may count ten more: an ace 1 or 11
// (seed 002 lines 543-545, seed 000 lines 669, 1983), a joker 2 or 12
// (seed 000 line 668). A hand counts its flexible cards high as far as the
// game's goal allows (21, or 22 in Hawaiian Blackjack); a hand that cannot
// reach the goal without passing it counts them all low.

// lowValue is a card's value with an ace counted 1 and a joker 2.
func lowValue(c rules.Card) int {
	switch r := c.Rank(); {
	case c == rules.Joker:
		return 2
	case r == rules.Ace:
		return 1
	case r >= rules.Ten:
		return 10
	default:
		return int(r)
	}
}

// flexible reports whether the card may count ten more: an ace, a joker.
func flexible(c rules.Card) bool { return c == rules.Joker || c.Rank() == rules.Ace }

// tenValue reports whether the card counts ten: a ten or a picture card.
func tenValue(c rules.Card) bool {
	return c != rules.Joker && c.Rank() >= rules.Ten && c.Rank() <= rules.King
}

// count is a hand's total.
type count struct {
	// total is the best total not over the goal, or the lowest total when
	// every total is over it.
	total int
	// high is the number of flexible cards counted ten more.
	high int
	// aces is the number of aces in the hand.
	aces int
}

// over reports whether the hand passed the goal (bust).
func (c count) over(goal int) bool { return c.total > goal }

// soft reports whether a flexible card counts high.
func (c count) soft() bool { return c.high > 0 }

// softAce reports whether an ace counts high: the hand's count of high
// cards may fall on an ace.
func (c count) softAce() bool { return c.high > 0 && c.aces > 0 }

// countOf counts cards toward goal.
func countOf(cards []rules.Card, goal int) count {
	var c count
	flex := 0
	for _, x := range cards {
		c.total += lowValue(x)
		if flexible(x) {
			flex++
			if x != rules.Joker {
				c.aces++
			}
		}
	}
	for c.high < flex && c.total+10 <= goal {
		c.total += 10
		c.high++
	}
	return c
}

// pairOf reports whether two cards are a pair: of one rank, or under
// equalValue of one value (a king and a ten).
func pairOf(a, b rules.Card, equalValue bool) bool {
	if a == rules.Joker || b == rules.Joker {
		return a == b
	}
	if a.Rank() == b.Rank() {
		return true
	}
	return equalValue && lowValue(a) == lowValue(b)
}

// cardList writes cards as a record lists them: "AS KD".
func cardList(cards []rules.Card) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// decodeCards parses a list of cards, refusing jokers where the game deals
// none.
func decodeCards(field string, in []string, jokers bool, deck string, errs *rules.InputError) []rules.Card {
	out := make([]rules.Card, 0, len(in))
	for i, s := range in {
		f := fmt.Sprintf("%s[%d]", field, i)
		c, err := rules.ParseCard(s)
		if err != nil {
			errs.Add(f, "%v", err)
			continue
		}
		if c == rules.Joker && !jokers {
			errs.Add(f, "is a joker; the game is dealt from %s", deck)
			continue
		}
		out = append(out, c)
	}
	return out
}
