package chinese

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// CleanSweep is one of 13-Card's Clean Sweep or Automatic Hands (seed 000
// lines 846-879), numbered by the book's rank: 1, the Pure Dragon, is the
// highest. A Clean Sweep hand "automatically win[s]" and must be declared
// before the showdown; one not declared "will be played as a regular hand"
// (lines 849, 879).
type CleanSweep int

// The Clean Sweep hands, highest first (lines 852-875).
const (
	NoCleanSweep CleanSweep = iota
	PureDragon
	ColorDragon
	Dragon
	AllOneColor
	TwelveOneColor
	MinorHand
	SixWheels
	ThreeFlush
	ThreeStraight
)

// CleanSweeps lists the Clean Sweep hands from the highest.
var CleanSweeps = []CleanSweep{PureDragon, ColorDragon, Dragon, AllOneColor, TwelveOneColor, MinorHand, SixWheels, ThreeFlush, ThreeStraight}

var cleanSweepInfo = [...]struct {
	id, name string
	points   int
	lines    string
	makes    string
}{
	PureDragon:     {"pure_dragon", "Pure Dragon Hand", 39, "853-854", "ace through king of one suit"},
	ColorDragon:    {"black_or_red_dragon", "Black or Red Dragon", 26, "855-856", "ace through king of one colour"},
	Dragon:         {"dragon", "Dragon Hand", 13, "857-858", "ace through king of any suits"},
	AllOneColor:    {"all_black_or_red", "All Blacks or All Reds", 13, "859-860", "thirteen cards of one colour"},
	TwelveOneColor: {"twelve_black_or_red", "Twelve Black or Twelve Red", 6, "861-863", "twelve cards of one colour and one of the other"},
	MinorHand:      {"minor", "Minor Hand", 6, "864-866", "thirteen cards from the deuce to the nine"},
	SixWheels:      {"six_wheels", "Six Wheels Hand", 4, "867-869", "six pairs, four of a kind counting as two"},
	ThreeFlush:     {"three_flush", "Three Flush Hand", 4, "870-872", "each row of one suit"},
	ThreeStraight:  {"three_straight", "Three Straight Hand", 4, "873-875", "each row a straight"},
}

// ID is the hand's name in a record ("pure_dragon").
func (c CleanSweep) ID() string { return cleanSweepInfo[c].id }

func (c CleanSweep) String() string { return cleanSweepInfo[c].name }

// Points is what the hand collects from each opponent it beats.
func (c CleanSweep) Points() int { return cleanSweepInfo[c].points }

// Rule cites the hand's line in the table.
func (c CleanSweep) Rule() rules.Cite { return rules.At(rules.Seed000, cleanSweepInfo[c].lines) }

// cleanSweepIDs are the values a record's clean_sweep may take.
func cleanSweepIDs() []string {
	out := make([]string, len(CleanSweeps))
	for i, c := range CleanSweeps {
		out[i] = c.ID()
	}
	return out
}

func parseCleanSweep(s string) (CleanSweep, bool) {
	if s == "" {
		return NoCleanSweep, true
	}
	for _, c := range CleanSweeps {
		if c.ID() == s {
			return c, true
		}
	}
	return NoCleanSweep, false
}

// Makes reports whether thirteen cards set in three rows make the hand.
// The first seven hands depend on the thirteen cards alone; the Three Flush
// and Three Straight on the rows: "Suited cards in the front, middle, &
// back positions" and "straight in the front, middle & back positions"
// (lines 870-875), a straight flush being both. A front's straight is three
// cards in sequence, the ace high or low (A-2-3, line 903).
func (c CleanSweep) Makes(front [3]rules.Card, middle, back [5]rules.Card) bool {
	var count [15]int
	var colors [2]int
	var suits [4]int
	all := make([]rules.Card, 0, 13)
	all = append(append(append(all, front[:]...), middle[:]...), back[:]...)
	for _, card := range all {
		count[card.Rank()]++
		suits[card.Suit()]++
		if card.Suit().Red() {
			colors[1]++
		} else {
			colors[0]++
		}
	}
	dragon := true
	for r := rules.Two; r <= rules.Ace; r++ {
		if count[r] != 1 {
			dragon = false
		}
	}
	oneColor := colors[0] == 13 || colors[1] == 13
	switch c {
	case PureDragon:
		return dragon && (suits[0] == 13 || suits[1] == 13 || suits[2] == 13 || suits[3] == 13)
	case ColorDragon:
		return dragon && oneColor
	case Dragon:
		return dragon
	case AllOneColor:
		return oneColor
	case TwelveOneColor:
		return colors[0] == 12 || colors[1] == 12
	case MinorHand:
		for r := rules.Ten; r <= rules.Ace; r++ {
			if count[r] > 0 {
				return false
			}
		}
		return true
	case SixWheels:
		pairs := 0
		for r := rules.Two; r <= rules.Ace; r++ {
			pairs += count[r] / 2
		}
		return pairs >= 6
	case ThreeFlush:
		return threeFlush(front) && isFlush(middle) && isFlush(back)
	case ThreeStraight:
		return threeStraight(front) && isStraight(middle) && isStraight(back)
	}
	return false
}

func isFlush(c [5]rules.Card) bool {
	s := c[0].Suit()
	for _, card := range c[1:] {
		if card.Suit() != s {
			return false
		}
	}
	return true
}

func isStraight(c [5]rules.Card) bool {
	cat := poker.Eval5(c).Category()
	return cat == poker.Straight || cat == poker.StraightFlush
}
