package blackjack

import (
	"github.com/tablegames/casino/rules"
)

// payoff is how the rules settle one wager line, with the rule that says
// so.
type payoff struct {
	rules.Result
	rule rules.Cite
	// surrender marks a surrendered hand's line: forfeit is the part of
	// the stake lost; Result.Returned holds the rest.
	surrender bool
	forfeit   rules.Money
}

// Fractions of a cent. Blackjack pays 3 to 2 (6 to 5, 1.5 to 1), Royal
// Match 3 to 2 and a surrender forfeits half the stake: on an odd amount
// the result holds a fraction of a cent, which none of the rule books
// rounds. The table's payout_fraction setting chooses.
const (
	fractionDrop     = "drop"
	fractionToPlayer = "to_player"
)

func fractionSpec(rule rules.Cite, what string) rules.SettingSpec {
	return rules.SettingSpec{Key: "payout_fraction", Default: fractionDrop, Allowed: []string{fractionDrop, fractionToPlayer}, Rule: rule,
		Doc: what + " can come to a fraction of a cent, which the rule book does not round. drop drops it from what the player receives " +
			"(rules.DownToCent, the service's rule for fractional odds); to_player rounds it up to the next cent, so that no payout falls below the odds."}
}

// pay returns what a winning stake is paid at odds, the fraction of a cent
// dropped or, under toPlayer, rounded up.
func pay(stake rules.Money, odds rules.Odds, toPlayer bool) rules.Money {
	num := int64(stake) * odds.Win
	if toPlayer {
		return rules.Money((num + odds.Per - 1) / odds.Per)
	}
	return rules.Money(num / odds.Per)
}

func won(stake rules.Money, odds rules.Odds, toPlayer bool, rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Win, Payout: pay(stake, odds, toPlayer)}, rule: rule}
}

func lost(rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Lose}, rule: rule}
}

func pushed(rule rules.Cite) payoff {
	return payoff{Result: rules.Result{Result: rules.Push}, rule: rule}
}

// surrendered is a surrendered hand's line: half the stake lost, the rest
// returned (the returned half's fraction of a cent dropped, or under
// toPlayer rounded up).
func surrendered(stake rules.Money, toPlayer bool, rule rules.Cite) payoff {
	back := pay(stake, rules.Odds{Win: 1, Per: 2}, toPlayer)
	return payoff{Result: rules.Result{Result: rules.Lose, Returned: back}, rule: rule, surrender: true, forfeit: stake - back}
}

var evenMoney = rules.ToOne(1)

// outcome is how one hand fares against the dealer: win (at odds), lose or
// push, with the rule.
type outcome struct {
	result string
	odds   rules.Odds
	rule   rules.Cite
}

// line settles one line of stake on a hand of the given outcome.
func (o outcome) line(stake rules.Money, toPlayer bool) payoff {
	switch o.result {
	case rules.Win:
		return won(stake, o.odds, toPlayer, o.rule)
	case rules.Push:
		return pushed(o.rule)
	}
	return lost(o.rule)
}
