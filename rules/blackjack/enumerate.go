package blackjack

import (
	"math/big"

	"github.com/tablegames/casino/rules"
)

// The side wagers are countable: they are settled on the box's first two
// cards and, for 21+3, the dealer's first card, before any decision. The
// engine deals every ordered triple (box card 1, box card 2, dealer card)
// of the shoe, by card, each weighted by the copies the shoe holds of it,
// and settles every side wager on each with the code that settles records.
// Royal Match and Perfect Pairs count each pair of cards once for every
// dealer card, so their frequencies are the same as over two cards.

// cardTypes lists the 52 cards.
var cardTypes = rules.Deck52()

// tripleWeights calls f with every ordered triple of distinct positions
// in a shoe of decks decks, grouped by the cards: the weight is the number
// of ordered triples of physical cards showing them.
func tripleWeights(decks int, f func(a, b, c rules.Card, w uint64)) {
	d := uint64(decks)
	for i, a := range cardTypes {
		for j, b := range cardTypes {
			wb := d
			if j == i {
				wb = d - 1
			}
			if wb == 0 {
				continue
			}
			for k, c := range cardTypes {
				wc := d
				if k == i {
					wc--
				}
				if k == j {
					wc--
				}
				if wc == 0 || wc > d {
					continue
				}
				f(a, b, c, d*wb*wc)
			}
		}
	}
}

// pairWeights calls f with every ordered pair of cards of the shoe.
func pairWeights(decks int, f func(a, b rules.Card, w uint64)) {
	d := uint64(decks)
	for i, a := range cardTypes {
		for j, b := range cardTypes {
			wb := d
			if j == i {
				wb = d - 1
			}
			if wb > 0 {
				f(a, b, d*wb)
			}
		}
	}
}

// betTally builds one bet's lines.
type betTally struct {
	bet   string
	lines []rules.Line
	lose  int
}

func newTally(bet string, rows []payRow, odds func(payRow) rules.Odds, cite func(string) rules.Cite, loseRule rules.Cite) *betTally {
	t := &betTally{bet: bet}
	for _, r := range rows {
		o := odds(r)
		t.lines = append(t.lines, rules.Line{Result: rules.Win, Payout: big.NewRat(o.Win, o.Per), Commission: new(big.Rat), Rule: cite(r.line)})
	}
	t.lose = len(t.lines)
	t.lines = append(t.lines, rules.Line{Result: rules.Lose, Payout: new(big.Rat), Commission: new(big.Rat), Rule: loseRule})
	return t
}

// add counts w deals on row (0-based among the rows) or, for -1, the loss.
func (t *betTally) add(row int, w uint64) {
	if row < 0 {
		row = t.lose
	}
	t.lines[row].Ways += w
}

func (t *betTally) freq(deals uint64) rules.BetFrequency {
	ret := new(big.Rat)
	for _, l := range t.lines {
		ways := new(big.Rat).SetInt64(int64(l.Ways))
		switch l.Result {
		case rules.Win:
			ret.Add(ret, new(big.Rat).Mul(ways, l.Payout))
		case rules.Lose:
			ret.Sub(ret, ways)
		}
	}
	ret.Quo(ret, new(big.Rat).SetInt64(int64(deals)))
	return rules.BetFrequency{Bet: t.bet, Lines: t.lines, Return: ret, FixedReturn: new(big.Rat).Set(ret)}
}

// Enumerate counts every side wager of the Great Britain table over every
// ordered deal of the box's two cards and the dealer's first card.
func (ukGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	out := make([]*rules.Frequencies, 0, len(variants))
	for _, st := range variants {
		s, err := ukSettingsFor(st)
		if err != nil {
			return nil, err
		}
		out = append(out, s.enumerate())
	}
	return out, nil
}

func (s *UKSettings) enumerate() *rules.Frequencies {
	n := uint64(52 * s.decks)
	f := &rules.Frequencies{Settings: s.Values(), Decks: s.decks, Deals: n * (n - 1) * (n - 2)}
	var tallies []*betTally
	var t3, rm, pp *betTally
	if s.odds213 > 0 {
		odds := rules.ToOne(s.odds213)
		t3 = newTally(bet213, t3Rows[1:], func(payRow) rules.Odds { return odds }, uk, uk213Loses)
		tallies = append(tallies, t3)
	}
	if s.rmTable != "" {
		rows := rmTables[s.rmTable]
		rm = newTally(betRM, rows[1:], func(r payRow) rules.Odds { return r.odds }, uk, ukRMLoses)
		tallies = append(tallies, rm)
	}
	if s.ppTable != "" {
		rows := ppTables[s.ppTable]
		pp = newTally(betPP, ppRowsHighFirst(rows), func(r payRow) rules.Odds { return r.odds }, uk, ukPPLoses)
		tallies = append(tallies, pp)
	}
	tripleWeights(s.decks, func(a, b, c rules.Card, w uint64) {
		if t3 != nil {
			t3.add(twentyOnePlusThree(a, b, c)-1, w)
		}
		if rm != nil {
			rm.add(royalMatch(a, b)-1, w)
		}
		if pp != nil {
			pp.add(ppRowIndex(pairKind(a, b)), w)
		}
	})
	for _, t := range tallies {
		f.Bets = append(f.Bets, t.freq(f.Deals))
	}
	return f
}

// ppRowsHighFirst lists a Perfect Pairs table from the highest line, as the
// pages show pay tables.
func ppRowsHighFirst(rows [ppLines]payRow) []payRow {
	return []payRow{rows[ppPerfect], rows[ppColoured], rows[ppMixed]}
}

// ppRowIndex is a pair kind's index in ppRowsHighFirst, or -1.
func ppRowIndex(kind int) int {
	switch kind {
	case ppPerfect:
		return 0
	case ppColoured:
		return 1
	case ppMixed:
		return 2
	}
	return -1
}

// Enumerate counts the Perfect Pair Bonus Bet over every ordered pair of
// the shoe's cards.
func (bjpGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	out := make([]*rules.Frequencies, 0, len(variants))
	for _, st := range variants {
		s, err := bjpSettingsFor(st)
		if err != nil {
			return nil, err
		}
		n := uint64(52 * s.decks)
		f := &rules.Frequencies{Settings: s.Values(), Decks: s.decks, Deals: n * (n - 1)}
		t := newTally(betPerfectPair, ppRowsHighFirst(bjpPairRows), func(r payRow) rules.Odds { return r.odds }, ca, bjpPPLoses)
		pairWeights(s.decks, func(a, b rules.Card, w uint64) { t.add(ppRowIndex(pairKind(a, b)), w) })
		f.Bets = append(f.Bets, t.freq(f.Deals))
		out = append(out, f)
	}
	return out, nil
}
