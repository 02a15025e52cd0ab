package blackjack

import (
	"strconv"

	"github.com/tablegames/casino/rules"
)

// dealer is a game's drawing rule for the dealer's (player-dealer's) hand.
type dealer struct {
	// draws reports whether the dealer holding cards must take another.
	draws func(cards []rules.Card) bool
	// dealt is the number of cards the dealer holds before drawing: one in
	// Great Britain (no hole card), two in the California games.
	dealt int
	// rule cites the drawing rule.
	rule rules.Cite
}

// misplay is a dealer's hand drawn against the rule.
type misplay struct {
	// over is set when the dealer drew a card the rule forbids; stop is
	// then the number of cards the rule stands on. Otherwise the dealer
	// stood where the rule draws.
	over bool
	stop int
}

// play checks the dealer's recorded cards against the rule. It returns the
// hand the wagers are settled against and the misplay, if any. A dealer
// who drew past the rule's stop is settled on the cards up to it: the rule
// fixes the hand and the extra cards should not have been dealt. A dealer
// who stood where the rule draws is settled on the cards dealt, since the
// cards the rule would have drawn are unknown; it is a misplay only when
// some wager still depends on them (needed, given the number of cards
// dealt): a dealer need not draw to a table whose every hand is settled.
func (d *dealer) play(cards []rules.Card, needed func(n int) bool) ([]rules.Card, *misplay) {
	for k := d.dealt; k <= len(cards); k++ {
		if !d.draws(cards[:k]) {
			if k < len(cards) {
				return cards[:k], &misplay{over: true, stop: k}
			}
			return cards, nil
		}
	}
	if needed(len(cards)) {
		return cards, &misplay{}
	}
	return cards, nil
}

// misplayFinding describes a misplay for the verdict.
func misplayFinding(seat int, bet string, cards []rules.Card, m *misplay, goal int, rule rules.Cite) rules.Finding {
	if m.over {
		stood := countOf(cards[:m.stop], goal)
		return rules.Finding{Seat: seat, Bet: bet, Field: "cards", Declared: cardList(cards), Expected: cardList(cards[:m.stop]), Rule: rule,
			Message: "the dealer's hand " + cardList(cards[:m.stop]) + " (" + totalWord(stood) + ") stands by the drawing rule; the dealer drew " +
				cardList(cards[m.stop:]) + " as well. The wagers are settled against the hand the rule gives."}
	}
	c := countOf(cards, goal)
	return rules.Finding{Seat: seat, Bet: bet, Field: "cards", Declared: cardList(cards), Expected: cardList(cards) + " and a further card", Rule: rule,
		Message: "the dealer stood on " + cardList(cards) + " (" + totalWord(c) + "), where the drawing rule takes another card. The wagers are settled against the hand as dealt."}
}

func totalWord(c count) string {
	s := strconv.Itoa(c.total)
	if c.soft() {
		return "soft " + s
	}
	return s
}
