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
	// faces is one card of each value the game tells apart in the cards the
	// dealer draws: the ace, two to nine, a ten-value card, and in Hawaiian
	// Blackjack the joker. Suits never matter there: the only suited hand
	// of the games is Blackjack Poker's two aces of hearts, dealt before any
	// draw.
	faces []rules.Card
	// rule cites the drawing rule.
	rule rules.Cite
}

// faces52 and faces56 are the values of a 52-card deck, and of one with
// jokers added.
var (
	faces52 = []rules.Card{rules.NewCard(rules.Ace, rules.Spades), rules.NewCard(2, rules.Spades), rules.NewCard(3, rules.Spades),
		rules.NewCard(4, rules.Spades), rules.NewCard(5, rules.Spades), rules.NewCard(6, rules.Spades), rules.NewCard(7, rules.Spades),
		rules.NewCard(8, rules.Spades), rules.NewCard(9, rules.Spades), rules.NewCard(rules.Ten, rules.Spades)}
	faces56 = append(append([]rules.Card(nil), faces52...), rules.Joker)
)

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
// cards the rule would have drawn are unknown; it is a misplay only when a
// wager depends on them: when some hand the rule could still complete from
// the cards dealt, drawing any values in any order, settles some wager
// otherwise than the cards dealt do (settle gives every wager's full
// settlement, before any player-dealer's bank, against a dealer's hand). A
// dealer need not draw to a table none of whose wagers its further cards
// can change (interpretation UK-D3).
func (d *dealer) play(cards []rules.Card, settle func(hand []rules.Card) []payoff) ([]rules.Card, *misplay) {
	for k := d.dealt; k <= len(cards); k++ {
		if !d.draws(cards[:k]) {
			if k < len(cards) {
				return cards[:k], &misplay{over: true, stop: k}
			}
			return cards, nil
		}
	}
	if d.changes(cards, settle) {
		return cards, &misplay{}
	}
	return cards, nil
}

// changes reports whether some completion of cards by the drawing rule
// settles some wager otherwise than cards themselves do. The settlements
// read a completion's values and its length, and the second card (an
// insurance wager's) when the dealer holds one: completions that draw the
// same values, the same one first, are settled once.
func (d *dealer) changes(cards []rules.Card, settle func(hand []rules.Card) []payoff) bool {
	asDealt := settle(cards)
	type drawn struct {
		count [12]uint8 // by index in faces
		first int8
	}
	seen := map[drawn]bool{}
	var key drawn
	hand := append(make([]rules.Card, 0, 2*maxDealerCards), cards...)
	var walk func() bool
	walk = func() bool {
		if !d.draws(hand) {
			if seen[key] {
				return false
			}
			seen[key] = true
			for i, p := range settle(hand) {
				if p.Result != asDealt[i].Result {
					return true
				}
			}
			return false
		}
		for i, c := range d.faces {
			hand = append(hand, c)
			key.count[i]++
			first := key.first
			if len(hand) == len(cards)+1 {
				key.first = int8(i)
			}
			found := walk()
			key.first = first
			key.count[i]--
			hand = hand[:len(hand)-1]
			if found {
				return true
			}
		}
		return false
	}
	return walk()
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
