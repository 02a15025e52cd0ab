package fees

import (
	"fmt"
)

// The legacy No-Limit Poker and Pot-Limit Poker rate tables of seed 000
// (lines 1398-1438), set LEG-NLP:
//
//   - LegacyPokerHand (FM5P), "No-Limit Poker" (lines 1400-1414) and
//     "Pot-Limit Poker" (1427-1428): a rate per hand by buy-in and blind,
//     one column for each of 9 to 4 players. No paragraph goes with them;
//     they are read as the "Collection Rate Table for Regular Table Fees
//     posted at the Hold 'Em tables" of the Pot Collection Procedures for
//     Hold 'Em (line 56), which the No Limit games follow (line 63): the
//     rate is the Regular Table Fee of a hand that reaches the flop, and a
//     hand that ends before it pays the $1.00 Designated Table Fee of line
//     57 instead (interpretations OS1, OS2).
//   - LegacyPokerTime (FM5PT), the two "Time Collection – Per Player per
//     Half Hour" tables (lines 1416-1423, 1430-1438): a fee from each
//     player every half hour, by blind and the same player columns (OS5).
//
// Three or fewer players pay the "4 PLAYERS" column and ten the "9
// PLAYERS" column: the end columns reach past the printed counts (OS3).

// legacyPokerColumns are the columns of the legacy poker tables, as printed
// from 9 players down to 4.
var legacyPokerColumns = []string{"p9", "p8", "p7", "p6", "p5", "p4"}

// legacyPokerColumn is the column a hand or a half hour of n players pays.
func (o *Option) legacyPokerColumn(n int) (component, error) {
	if n < 2 {
		return component{}, fmt.Errorf("%s: %w: a poker hand needs two players, not %d", o, ErrPlayers, n)
	}
	c, _ := o.columnFor(min(max(n, 4), 9))
	return c, nil
}

// LegacyPokerFee returns the per-hand rate of a legacy No-Limit or
// Pot-Limit Poker option (FM5P) for a hand of n players: the Regular Table
// Fee of a hand that reaches the flop (OS1).
func (o *Option) LegacyPokerFee(players int) (Amount, error) {
	if o.Mechanism != LegacyPokerHand {
		return Amount{}, fmt.Errorf("%s: %w: %s is not a legacy poker rate per hand", o, ErrNotApplicable, o.Mechanism)
	}
	c, err := o.legacyPokerColumn(players)
	if err != nil {
		return Amount{}, err
	}
	return o.amount(c.money, PayerPot, PerHand), nil
}

// legacyHoldemDesignated is the Designated Table Fee of the Pot Collection
// Procedures for Hold 'Em, "$1.00 per hand for all limits" (line 57): what
// a No-Limit or Pot-Limit hand that ends before the flop pays (OS2).
func legacyHoldemDesignated() (Amount, error) {
	o, err := Lookup("LEG-HOLDEM", "D")
	if err != nil {
		return Amount{}, err
	}
	return o.LegacyDesignatedFee(false)
}
