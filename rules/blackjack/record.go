package blackjack

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// BoxRecord is one box of a Great Britain record: its number, the cards it
// received in the order dealt and the controlling player's decisions in
// order (play.go gives the replay).
type BoxRecord struct {
	Box       int      `json:"box"`
	Cards     []string `json:"cards"`
	Decisions []string `json:"decisions,omitempty"`
}

// SeatRecord is one seat of a California record, as BoxRecord.
type SeatRecord struct {
	Seat      int      `json:"seat"`
	Cards     []string `json:"cards"`
	Decisions []string `json:"decisions,omitempty"`
}

// decodeBoxes reads the boxes (seats) of a record: numbers from 1 to max,
// each once, and their cards.
func decodeBoxes(list string, posKey string, nums []int, cards [][]string, words [][]string, max int, jokers bool, deck string, errs *rules.InputError) []*box {
	if len(nums) == 0 {
		errs.Add("cards."+list, "lists no %s; list every %s dealt a hand", posKey, posKey)
	}
	seen := map[int]bool{}
	out := make([]*box, 0, len(nums))
	for i, n := range nums {
		f := fmt.Sprintf("cards.%s[%d]", list, i)
		switch {
		case n < 1 || n > max:
			errs.Add(f+"."+posKey, "must be a %s number from 1 to %d", posKey, max)
		case seen[n]:
			errs.Add(f+"."+posKey, "%s %d is listed twice", posKey, n)
		}
		seen[n] = true
		if len(cards[i]) > maxBoxCards {
			errs.Add(f+".cards", "has %d cards; a box holds at most %d", len(cards[i]), maxBoxCards)
			continue
		}
		if len(words[i]) > maxBoxCards {
			errs.Add(f+".decisions", "has %d decisions; a box takes at most %d", len(words[i]), maxBoxCards)
			continue
		}
		out = append(out, &box{pos: n, field: f, cards: decodeCards(f+".cards", cards[i], jokers, deck, errs), words: words[i]})
	}
	return out
}

// maxBoxCards bounds the cards and decisions of one box in a record: far
// more than any box of split hands can take.
const maxBoxCards = 64

// maxDealerCards bounds the dealer's cards in a record.
const maxDealerCards = 16

// overdrawn refuses a card seen more often than the shoe holds it.
func overdrawn(shoe rules.Shoe, rule string, dealer []rules.Card, boxes []*box) error {
	hands := make([][]rules.Card, 0, len(boxes)+1)
	hands = append(hands, dealer)
	for _, b := range boxes {
		hands = append(hands, b.cards)
	}
	c, over := shoe.Overdrawn(hands...)
	if !over {
		return nil
	}
	n := 0
	for _, h := range hands {
		for _, x := range h {
			if x == c {
				n++
			}
		}
	}
	limit := shoe.Decks
	if c == rules.Joker {
		limit = shoe.Jokers
	}
	return rules.Invalid("cards", "%s appears %d times; the table's shoe of %d decks holds it %d times (decks setting, %s)", c, n, shoe.Decks, limit, rule)
}
