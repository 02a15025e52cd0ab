package paigow

import "github.com/tablegames/casino/rules"

// UncountedBets names the Great Britain game's standard wager, which its
// enumeration leaves out (rules.Uncounted): the player sets his own hand,
// and the engine counts no way of setting it; the side wagers are settled
// on the cards dealt and are counted.
func (ukGame) UncountedBets() []rules.UncountedBet {
	return []rules.UncountedBet{{Bet: BetStandard,
		Reason: "its result turns on how the player sets his hand, which the engine counts no way of setting"}}
}
