package paigowtiles

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// A two-tile hand ranks, from the top (HGC lines 1147-1170; the Wild's
// order of hands, lines 2933-2939 and 2945-2955):
//
//  1. pairs, in the order of HGC's table: Gee Joon's two tiles (the Wild's
//     Supreme Pair) first, then the identical twins Teen to Look, then the
//     mixed nines, eights, sevens and fives (lines 1148-1164);
//  2. Wongs, Teen or Day with a nine (lines 1165-1166, 2954);
//  3. Gongs, Teen or Day with an eight (lines 1167-1168, 2955);
//  4. every other hand by its value, the last digit of the spots on both
//     tiles (line 2925), and among hands of one value by the higher-ranked
//     of its tiles (line 2929). HGC's ranks 21 and 22, Teen or Day with a
//     seven (lines 1169-1170), are the two highest nines this way.
//
// Two hands of one pair, one Wong or Gong of the same high tile, or one
// value with high tiles of one class are a copy, which the player-dealer
// wins; so is every pair of hands of value 0, whatever their high tiles
// (lines 1197, 2931).
//
// In Pai Gow Tiles the two Gee Joon tiles count 3 or 6, whichever makes
// the hand higher (line 1194). In Pai Gow Tiles Wild they are the wild
// tiles: together the Supreme Pair, and alone "any tile" (line 2927), which
// beside any other tile is that tile's twin: a pair, the highest hand two
// tiles can make short of the Supreme Pair (interpretation PGT-W1).

// score ranks a two-tile hand: the higher the better, equal a copy.
type score uint16

const (
	scorePair score = 1000 // + 16 - pair rank: 1015 (Gee Joon) to 1000 (Chop Ng)
	scoreWong score = 600  // + 2 with Teen, + 1 with Day
	scoreGong score = 500
	// A hand of value v (1 to 9) scores 20v + 16 - the high tile's class:
	// 37 (1, Teen high) to 196 (9, Gee Joon high). Every 0 scores 0.
	valueStep score = 20
)

// pairScore is the score of a pair of class c.
func pairScore(c class) score { return scorePair + score(16-classes[c].pairRank) }

// evaluate scores the hand of classes a and b; wild says the Gee Joon
// tiles are wild (Pai Gow Tiles Wild).
func evaluate(a, b class, wild bool) score {
	if a > b {
		a, b = b, a
	}
	// a is the higher-ranked tile.
	switch {
	case a == b:
		return pairScore(a)
	case wild && b == geeJoon:
		return pairScore(a)
	case a <= day && b.spots() == 9:
		return scoreWong + score(2-a)
	case a <= day && b.spots() == 8:
		return scoreGong + score(2-a)
	}
	v := handValue(a, b)
	if v == 0 {
		return 0
	}
	return valueStep*score(v) + score(16-a)
}

// handValue is the last digit of the spots on both tiles (line 2925), a
// Gee Joon tile counting 3 or 6, whichever is higher (line 1194).
func handValue(a, b class) int {
	if a == geeJoon {
		a, b = b, a
	}
	if b == geeJoon {
		s := a.spots()
		return max((s+3)%10, (s+6)%10)
	}
	return (a.spots() + b.spots()) % 10
}

// valueAtLeast reports whether a hand of score s has a value of v or higher,
// as the house way counts (lines 2983-2986): a pair, Wong or Gong ranks
// above every value and counts as higher.
func valueAtLeast(s score, v int) bool { return s > valueStep*score(v) }

// describe names the hand of classes a and b for verdicts.
func describe(a, b class, wild bool) string {
	if a > b {
		a, b = b, a
	}
	s := evaluate(a, b, wild)
	switch {
	case a == geeJoon && b == geeJoon && wild:
		return "Supreme Pair"
	case a == geeJoon && b == geeJoon:
		return "Gee Joon"
	case s >= scorePair && wild && b == geeJoon:
		return "pair of " + a.String() + " (wild)"
	case s >= scorePair:
		return "pair of " + a.String()
	case s >= scoreWong:
		return "Wong (" + a.String() + ")"
	case s >= scoreGong:
		return "Gong (" + a.String() + ")"
	case s == 0:
		return "0"
	}
	return fmt.Sprintf("%d, %s high", handValue(a, b), a)
}

// The Wild's lines on values and on copies.
var (
	ruleValues = rules.At(rules.Seed000, "2925")
	ruleCopy   = rules.At(rules.Seed000, "2931")
)
