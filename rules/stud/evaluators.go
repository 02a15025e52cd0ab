package stud

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// High ranks the best five-card high hand of a seat's cards (poker.Best):
// "The best five-card poker hand wins the pot" (line 137).
func High(cards []rules.Card, _ *Settings) (uint64, bool) { return uint64(poker.Best(cards)), true }

// DescribeHigh names a High value.
func DescribeHigh(v uint64) string { return poker.Value(v).String() }

// LowA5 ranks the best ace-to-five low of a seat's cards, every hand
// qualifying (Razz, line 401).
func LowA5(cards []rules.Card, _ *Settings) (uint64, bool) { return poker.LowA5(cards).Key(), true }

// LowA5Qualified ranks the best ace-to-five low of five different ranks
// none higher than the qualifier; a hand without one does not qualify.
func LowA5Qualified(qualifier func(*Settings) int) func([]rules.Card, *Settings) (uint64, bool) {
	return func(cards []rules.Card, st *Settings) (uint64, bool) {
		l := poker.LowA5(cards)
		if !l.Qualifies(qualifier(st)) {
			return 0, false
		}
		return l.Key(), true
	}
}

// DescribeLowA5 names a LowA5 value.
func DescribeLowA5(v uint64) string { return (poker.NoLow - poker.Low(v)).String() }
