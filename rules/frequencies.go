package rules

import "math/big"

// Enumerator is a game that can deal every hand of its shoe exactly and
// settle every bet on each: the hit frequency of every pay-table line and
// the return it gives, computed by the engine itself.
type Enumerator interface {
	Enumerate(variants ...Settings) ([]*Frequencies, error)
}

// Frequencies are the exact outcomes of every bet of a game under one
// table's settings.
type Frequencies struct {
	Settings map[string]string
	Decks    int
	// Shoe says what is dealt where decks do not ("the 32 tiles", "two
	// dice"); empty for a shoe of Decks decks.
	Shoe string
	// Deals is the number of equally likely deals (for baccarat, ordered
	// six-card sequences of the shoe); a line's frequency is Ways/Deals.
	Deals uint64
	// BigDeals holds Deals when the count does not fit in 64 bits (an
	// eight-card deal of a 36-deck California shoe); nil otherwise.
	BigDeals *big.Int
	Bets     []BetFrequency
}

// DealCount is the number of deals at any size.
func (f *Frequencies) DealCount() *big.Int {
	if f.BigDeals != nil {
		return f.BigDeals
	}
	return new(big.Int).SetUint64(f.Deals)
}

// BetFrequency is how often each settlement of one bet happens.
type BetFrequency struct {
	// Bet names the bet as the page shows it: the bet as records name it,
	// or a label naming it on one of its spots ("straight 17", "place_win
	// 4"), with Wager then the bet.
	Bet string
	// Wager is the bet as records name it, when Bet is a label; empty when
	// Bet is the record's bet itself.
	Wager string
	// Spot is the spot the counts hold for, as settlements name it
	// (Settlement.Spot), when the bet's distribution differs from spot to
	// spot (a Three Dice Total of 4 or of 10, a Place Bet on 4 or on 6);
	// empty when every spot of the bet settles alike.
	Spot  string
	Lines []Line
	// Return is the bettor's expected net result per unit staked (the
	// house edge is its negative); nil when a line pays a share of a
	// progressive meter, whose amount the rules do not fix.
	Return *big.Rat
	// FixedReturn is Return counting meter lines as paying nothing: what
	// the bet returns before the meter.
	FixedReturn *big.Rat
}

// NoWager is the result of a line on which the bet is not made (the Play
// of a hand the strategy folds): a settled wager of the bet is a draw from
// the other lines.
const NoWager = "no_wager"

// Line is one settlement of a bet: its result (Win, Lose, Push or
// NoWager), what it pays, takes and gives back per unit staked, the rule
// that gives it, and the number of deals that produce it.
type Line struct {
	Result     string
	Payout     *big.Rat
	Commission *big.Rat
	// Returned is the part of the stake a losing line gives back
	// (roulette's half on zero, rule 3.3 b); nil for none.
	Returned *big.Rat
	// Meter is the share of the meter a progressive line pays.
	Meter Rate
	Rule  Cite
	Ways  uint64
	// BigWays holds Ways when its Frequencies count in BigDeals.
	BigWays *big.Int
}

// WayCount is the number of deals that give the line, at any size.
func (l *Line) WayCount() *big.Int {
	if l.BigWays != nil {
		return l.BigWays
	}
	return new(big.Int).SetUint64(l.Ways)
}

// Key is the bet as a settlement finds its distribution: the record's
// bet, and the spot where the distribution holds for one spot only
// ("three_dice_total 4").
func (b *BetFrequency) Key() string {
	k := b.Wager
	if k == "" {
		k = b.Bet
	}
	if b.Spot != "" {
		k += " " + b.Spot
	}
	return k
}

// UncountedBet is a bet of a house-banked game that its enumeration leaves
// out, and why.
type UncountedBet struct {
	Bet    string
	Reason string
}

// Uncounted is an Enumerator whose counts leave some of its bets out: a
// bet whose result turns on decisions the engine counts no strategy for
// (a blackjack hand, a Hold'em Ante and its Call), or that a player takes
// by choice in a position the deal alone does not give. The statistical
// report names each with its reason beside the handle it leaves out; the
// catalog's tests hold every other bet of the game to be counted.
type Uncounted interface {
	UncountedBets() []UncountedBet
}

// Bet returns the frequencies of bet id, or nil.
func (f *Frequencies) Bet(id string) *BetFrequency {
	for i := range f.Bets {
		if f.Bets[i].Bet == id {
			return &f.Bets[i]
		}
	}
	return nil
}

// Ways sums the deals of every line that cites rule.
func (b *BetFrequency) Ways(rule Cite) uint64 {
	var n uint64
	for _, l := range b.Lines {
		if l.Rule == rule {
			n += l.Ways
		}
	}
	return n
}

// WaysOf sums the deals of every line with the given result.
func (b *BetFrequency) WaysOf(result string) uint64 {
	var n uint64
	for _, l := range b.Lines {
		if l.Result == result {
			n += l.Ways
		}
	}
	return n
}
