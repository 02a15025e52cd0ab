package stud

import "github.com/tablegames/casino/rules"

// Readings of "highest ranked" and "lowest ranked" in the games whose
// charts rank the ace as the best low card (setting action_order).
const (
	// OrderConventional reads them as card ranks, as Razz does (line 402):
	// the highest card brings it in and the best low board acts first.
	OrderConventional = "conventional"
	// OrderChart reads them as the game's own hand ranking chart, in which
	// the best low is the "highest ranked" hand: the worst low board acts
	// first, and in Super Razz the ace, the chart's highest card, brings it
	// in.
	OrderChart = "chart"
)

// WorstLowBoard ranks up cards so that the worst ace-to-five low board
// acts first: the chart reading of "the lowest ranked up-cards".
func WorstLowBoard(up []rules.Card) uint64 { return 1<<24 - 1 - LowBoard(up) }

// actionOrderSpec is the action_order setting of a game.
func actionOrderSpec(doc string, rule rules.Cite) rules.SettingSpec {
	return rules.SettingSpec{
		Key:     "action_order",
		Default: OrderConventional,
		Allowed: []string{OrderConventional, OrderChart},
		Doc:     doc,
		Rule:    rule,
	}
}
