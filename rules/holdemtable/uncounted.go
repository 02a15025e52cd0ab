package holdemtable

import "github.com/tablegames/casino/rules"

// The house-banked Hold'em games count their side wagers, which the cards
// alone settle; the game's own wagers turn on the player's decisions to
// fold or bet, for which the engine counts no strategy (rules.Uncounted).

const decisionsNotCounted = "its result turns on the player's decisions to fold or bet, for which the engine counts no strategy"

func uncounted(bets ...string) []rules.UncountedBet {
	out := make([]rules.UncountedBet, len(bets))
	for i, b := range bets {
		out[i] = rules.UncountedBet{Bet: b, Reason: decisionsNotCounted}
	}
	return out
}

// UncountedBets names the Ante and the Flop, Turn and River bets.
func (bonusGame) UncountedBets() []rules.UncountedBet {
	return uncounted(BetAnte, BetFlop, BetTurn, BetRiver)
}

// UncountedBets names the Ante, the Blind and the Play.
func (ultimateUKGame) UncountedBets() []rules.UncountedBet {
	return uncounted(BetAnte, BetBlind, BetPlay)
}

// UncountedBets names the Ante and the Call.
func (casinoGame) UncountedBets() []rules.UncountedBet {
	return uncounted(BetAnte, BetCall)
}

// UncountedBets names the Ante, the Blind and the Flop and River bets.
func (twoWayGame) UncountedBets() []rules.UncountedBet {
	return uncounted(BetAnte, BetBlind, BetFlop, BetRiver)
}
