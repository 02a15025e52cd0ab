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
	Bet   string
	Lines []Line
	// Return is the bettor's expected net result per unit staked (the
	// house edge is its negative); nil when a line pays a share of a
	// progressive meter, whose amount the rules do not fix.
	Return *big.Rat
	// FixedReturn is Return counting meter lines as paying nothing: what
	// the bet returns before the meter.
	FixedReturn *big.Rat
}

// Line is one settlement of a bet: its result, what it pays and takes per
// unit staked, the rule that gives it, and the number of deals that
// produce it.
type Line struct {
	Result     string
	Payout     *big.Rat
	Commission *big.Rat
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
