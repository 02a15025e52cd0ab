package blackjack

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
)

// The replay. A record gives each box (seat) as two flat lists: the cards
// the box received, in the order the dealer dealt them to it, and the
// controlling player's decisions, in the order spoken. The engine rebuilds
// the hands from them:
//
//  1. The box's first two cards are its first hand (the initial deal).
//  2. Hands are played one at a time, in order: hand 1, then the hands
//     splits formed, each where its split put it.
//  3. On its turn a hand first takes its second card if a split left it
//     with one. Then, while the player has a choice, the hand takes the
//     next decision word: "hit" deals it the next card; "stand" ends it;
//     "double" deals it one card and ends it; "surrender" ends it;
//     "split" splits its pair: the hand keeps its first card, a new hand
//     holding the second card is placed right after it, and the hand takes
//     the next card (under split_cards=at_once the new hand takes the card
//     after that at once, before the player decides anything).
//  4. A hand takes no word when the player has no choice: a blackjack or
//     any hand at the goal (21, or 22 in Hawaiian Blackjack), a bust hand, a
//     doubled hand once its card is dealt, a split ace (split joker) once
//     its one card is dealt unless it may be split again.
//
// Hands are numbered in the order they are played, which is their order on
// the layout: hand_1 is always the one holding the box's first card.
// Every card must be used and every word taken; what is missing or left
// over is refused, naming it.

// Decision words.
const (
	wordHit       = "hit"
	wordStand     = "stand"
	wordDouble    = "double"
	wordSplit     = "split"
	wordSurrender = "surrender"
)

// hand is one hand of a box.
type hand struct {
	cards []rules.Card
	// split is set on both hands of a split, and on every hand formed from
	// one.
	split bool
	// oneCard is set on the hands of split aces (split jokers): one further
	// card only.
	oneCard     bool
	doubled     bool
	surrendered bool
}

// refusal says why a decision is not allowed, with the rule.
type refusal struct {
	why  string
	rule rules.Cite
}

func refuse(rule rules.Cite, format string, args ...any) *refusal {
	return &refusal{why: fmt.Sprintf(format, args...), rule: rule}
}

// player is what a game's rules allow the controlling player.
type player struct {
	// words are the decisions the game knows.
	words []string
	// permit returns nil when the player may say word on hand h of a box
	// holding hands hands, else why not.
	permit func(word string, h *hand, hands int) *refusal
	// oneCard reports whether the hands of a split pair of c take one
	// further card each.
	oneCard func(c rules.Card) bool
	// atOnce deals each split hand its second card at the split.
	atOnce bool
	// goal is 21, or 22 in Hawaiian Blackjack.
	goal int
}

// choice reports whether the player has any decision to make on h.
func (p *player) choice(h *hand, hands int) bool {
	for _, w := range p.words {
		if p.permit(w, h, hands) == nil {
			return true
		}
	}
	return false
}

// box is one box (seat) as recorded and replayed.
type box struct {
	// pos is the box (seat) number.
	pos int
	// field is the record path of the box: "cards.boxes[2]".
	field string
	cards []rules.Card
	words []string
	hands []*hand
}

// first returns the box's first two cards, the initial deal.
func (b *box) first() []rules.Card { return b.cards[:2] }

// replay rebuilds the box's hands, adding what is impossible to errs.
func (p *player) replay(b *box, errs *rules.InputError) {
	if len(b.cards) < 2 {
		errs.Add(b.field+".cards", "has %d cards; each box is dealt two cards in the initial deal", len(b.cards))
		return
	}
	next, w := 2, 0
	deal := func(k int, h *hand) bool {
		if next >= len(b.cards) {
			errs.Add(b.field+".cards", "has %d cards; hand %d (%s) takes another by the decisions, and the list ends", len(b.cards), k+1, cardList(h.cards))
			return false
		}
		h.cards = append(h.cards, b.cards[next])
		next++
		return true
	}
	b.hands = []*hand{{cards: append(make([]rules.Card, 0, 4), b.cards[:2]...)}}
	for i := 0; i < len(b.hands); i++ {
		h := b.hands[i]
		if len(h.cards) < 2 && !deal(i, h) {
			return
		}
	play:
		for p.choice(h, len(b.hands)) {
			if w >= len(b.words) {
				errs.Add(b.field+".decisions", "ends before hand %d (%s) is played out: the player decides %s next", i+1, cardList(h.cards), p.choices(h, len(b.hands)))
				return
			}
			word := b.words[w]
			field := fmt.Sprintf("%s.decisions[%d]", b.field, w)
			w++
			if !slices.Contains(p.words, word) {
				errs.Add(field, "%q is not a decision of this game (%s)", word, strings.Join(p.words, ", "))
				return
			}
			if r := p.permit(word, h, len(b.hands)); r != nil {
				errs.Add(field, "%q is not allowed on hand %d (%s, %s): %s (seed %s line %s)", word, i+1, cardList(h.cards), p.totalText(h), r.why, seedOf(r.rule), r.rule.Lines)
				return
			}
			switch word {
			case wordStand:
				break play
			case wordSurrender:
				h.surrendered = true
				break play
			case wordHit:
				if !deal(i, h) {
					return
				}
			case wordDouble:
				h.doubled = true
				if !deal(i, h) {
					return
				}
				break play
			case wordSplit:
				pair := h.cards[1]
				one := p.oneCard(pair)
				nh := &hand{cards: append(make([]rules.Card, 0, 4), pair), split: true, oneCard: one}
				h.cards = h.cards[:1]
				h.split, h.oneCard = true, one
				b.hands = slices.Insert(b.hands, i+1, nh)
				if !deal(i, h) {
					return
				}
				if p.atOnce && !deal(i+1, nh) {
					return
				}
			}
		}
	}
	if w < len(b.words) {
		why := ""
		if last := b.hands[len(b.hands)-1]; slices.Contains(p.words, b.words[w]) {
			if r := p.permit(b.words[w], last, len(b.hands)); r != nil {
				why = fmt.Sprintf("; the last, hand %d, takes no %s: %s (seed %s line %s)", len(b.hands), b.words[w], r.why, seedOf(r.rule), r.rule.Lines)
			}
		}
		errs.Add(fmt.Sprintf("%s.decisions[%d]", b.field, w), "%q is left over: every hand has ended (%s)%s", b.words[w], p.handsText(b), why)
	}
	if next < len(b.cards) {
		errs.Add(fmt.Sprintf("%s.cards[%d]", b.field, next), "%s is left over: the decisions deal the box %d cards (%s)", b.cards[next], next, p.handsText(b))
	}
}

// choices lists the words the player may say on h.
func (p *player) choices(h *hand, hands int) string {
	var out []string
	for _, w := range p.words {
		if p.permit(w, h, hands) == nil {
			out = append(out, w)
		}
	}
	return strings.Join(out, ", ")
}

func (p *player) totalText(h *hand) string {
	c := countOf(h.cards, p.goal)
	switch {
	case c.over(p.goal):
		return fmt.Sprintf("%d, bust", c.total)
	case c.soft():
		return fmt.Sprintf("soft %d", c.total)
	}
	return fmt.Sprintf("%d", c.total)
}

// handsText describes a box's hands for messages: "hand 1 8S 3C TD, hand 2 8D AH".
func (p *player) handsText(b *box) string {
	parts := make([]string, len(b.hands))
	for i, h := range b.hands {
		parts[i] = fmt.Sprintf("hand %d %s", i+1, cardList(h.cards))
	}
	return strings.Join(parts, ", ")
}

// seedOf names a citation's rule book by its number.
func seedOf(c rules.Cite) string {
	switch c.File {
	case rules.Seed000:
		return "000"
	case rules.Seed002:
		return "002"
	}
	return c.File
}
