package draw

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Match-It: three cards, two draws, and a three-card flop whose sum each
// hand tries to match (seed 000 lines 929-971). "An Ace that is included in
// a 3-card flop is always valued at 11"; in a hand it is 1 or 11 "as
// selected by the player holding the Ace"; face cards count 10 and spot
// cards their face value (lines 933-938).
//
// A hand that matches the flop's sum wins; otherwise "the player who is
// the closest to the sum wins, without going over"; if every hand is over,
// the closest; "a busted hand can not beat a non-busted hand" (line 940).
// Equal sums go to "the higher card ranking": A-A-9 beats A-K-K, A-K-Q
// beats A-K-J beats A-K-10 (line 940), read as the cards compared from the
// highest down, the ace highest and the ten, jack, queen and king apart
// though each counts 10. Identical hands split the pot. Each ace in a hand
// counts whichever way makes the hand best: a match, else the highest sum
// not over, else the lowest sum over.

// matchValue is a card's count in a hand with the ace as 1.
func matchValue(c rules.Card) int {
	switch r := c.Rank(); {
	case r == rules.Ace:
		return 1
	case r >= rules.Ten:
		return 10
	default:
		return int(r)
	}
}

// flopSum is the flop's sum, each ace 11.
func flopSum(board []rules.Card) int {
	sum := 0
	for _, c := range board {
		if c.Rank() == rules.Ace {
			sum += 11
		} else {
			sum += matchValue(c)
		}
	}
	return sum
}

// matchSum is the hand's best sum against the target.
func matchSum(hand []rules.Card, target int) int {
	base, aces := 0, 0
	for _, c := range hand {
		base += matchValue(c)
		if c.Rank() == rules.Ace {
			aces++
		}
	}
	best, over := -1, -1
	for j := 0; j <= aces; j++ {
		s := base + 10*j
		switch {
		case s <= target:
			best = max(best, s)
		case over < 0 || s < over:
			over = s
		}
	}
	if best >= 0 {
		return best
	}
	return over
}

// matchKey ranks a hand against the flop, higher winning:
//
//	bit  26     not over the flop's sum
//	bits 20-25  the sum if not over, 63 less the sum if over
//	bits  8-19  the three ranks, highest first, 4 bits each
//	bits  0-5   the flop's sum (the same for every hand of a pot)
func matchKey(hand, board []rules.Card) uint64 {
	target := flopSum(board)
	sum := matchSum(hand, target)
	var key uint64
	if sum <= target {
		key = 1<<26 | uint64(sum)<<20
	} else {
		key = uint64(63-sum) << 20
	}
	ranks := make([]int, len(hand))
	for i, c := range hand {
		ranks[i] = int(c.Rank())
	}
	slices.Sort(ranks)
	slices.Reverse(ranks)
	for i, r := range ranks {
		key |= uint64(r) << (8 + 4*(2-i))
	}
	return key | uint64(target)
}

func describeMatch(v uint64) string {
	target := int(v & 63)
	var sum int
	over := v>>26&1 == 0
	if over {
		sum = 63 - int(v>>20&63)
	} else {
		sum = int(v >> 20 & 63)
	}
	ranks := make([]string, 3)
	for i := range ranks {
		ranks[i] = rules.Rank(v >> (8 + 4*(2-i)) & 15).String()
	}
	cards := strings.Join(ranks, "-")
	switch {
	case sum == target:
		return fmt.Sprintf("%d, matching the flop's %d (%s)", sum, target, cards)
	case over:
		return fmt.Sprintf("%d, over the flop's %d (%s)", sum, target, cards)
	}
	return fmt.Sprintf("%d, under the flop's %d (%s)", sum, target, cards)
}

var matchIt = &variant{
	id:       "match-it",
	name:     "Match-It (limit with double draw)",
	sources:  []rules.Cite{rules.At(rules.Seed000, "929-971")},
	decks:    "one 52-card deck, no joker",
	handSize: 3, draws: 2,
	handRule:  rules.At(rules.Seed000, "944"),
	drawRule:  rules.At(rules.Seed000, "958"),
	board:     matchFlop,
	deckRule:  rules.At(rules.Seed000, "931"),
	positions: 10, minSeats: 2, maxSeats: 10,
	seatsRule: rules.At(rules.Seed000, "942"),
	portions: []portion{{
		name: "sum",
		rule: rules.At(rules.Seed000, "938-940"),
		value: func(hand, board []rules.Card) (uint64, bool) {
			return matchKey(hand, board), true
		},
		describe: describeMatch,
	}},
	showdownRule: rules.At(rules.Seed000, "938-940"),
	oddDefault:   OddChipLeftOfButton,
	oddRule:      citeLeftButton,
	feesRule:     rules.At(rules.Seed000, "6961"),
	feeStages:    true,
	wins: "each main or side pot goes to the eligible hand whose sum matches the flop's, else the closest under it, " +
		"else (every hand over) the closest over; equal sums to the higher cards, compared from the highest down " +
		"(lines 933-940)",
	pays: "the pot less the house's fees; identical hands split it (line 940), odd chips by the odd_chip setting",
}

// MatchIt returns the Match-It game.
func MatchIt() rules.Game { return game{matchIt} }
