package blackjack

import "github.com/tablegames/casino/rules"

// UncountedBets names the Great Britain table's bets its enumeration
// leaves out (rules.Uncounted): it counts the side wagers, which the first
// cards settle before any decision; a box's hands and doubles, insurance
// and even money turn on the player's decisions.
func (ukGame) UncountedBets() []rules.UncountedBet {
	var out []rules.UncountedBet
	for k := 1; k <= ukMaxHands; k++ {
		out = append(out, rules.UncountedBet{Bet: handBet(k),
			Reason: "its result turns on the box's decisions (stand, draw, double, split), for which the engine counts no strategy"})
	}
	for k := 1; k <= ukMaxHands; k++ {
		out = append(out, rules.UncountedBet{Bet: doubleBet(k),
			Reason: "it is made by the player's decision to double, on the hand it doubles, for which the engine counts no strategy"})
	}
	return append(out,
		rules.UncountedBet{Bet: betInsurance,
			Reason: "it is taken by the player's choice, with a Blackjack against the dealer's Ace (lines 606-612), and settled on the dealer's second card, which the enumeration of the first three cards does not deal"},
		rules.UncountedBet{Bet: betEvenMoney,
			Reason: "it is the player's choice, with a Blackjack against the dealer's Ace, to be paid 1 to 1 at once (lines 614-617): a result fixed when taken, not a draw"})
}
