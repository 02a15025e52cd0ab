package studtable

import (
	"math/big"
	"slices"

	"github.com/tablegames/casino/rules"
)

// Results of lines that are not a settlement: a Raise not made (the hand
// folded) and a Double not offered (the up card is not two to five).
const (
	notPlaced  = "not_placed"
	notOffered = "not_offered"
)

// csDeals is every deal of casino-stud counted: the player's five cards,
// the dealer's up card and the dealer's four other cards.
const csDeals = uint64(nHands) * 47 * completions

// Enumerate counts every deal of one deck exactly under each of the given
// settings (csDeals deals), the player raising exactly when raising is
// worth at least what folding loses, given his cards and the dealer's up
// card, under the table's Raise pay table. The Casino Stud Bonus Insurance
// and its Double are counted on every deal, the Double made whenever it is
// offered.
func (casinoStud) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	settings := make([]*csSettings, len(variants))
	var tables [][]int64
	for i, v := range variants {
		s, err := csSettingsFor(v)
		if err != nil {
			return nil, err
		}
		settings[i] = s
		if !slices.ContainsFunc(tables, func(t []int64) bool { return slices.Equal(t, s.raise) }) {
			tables = append(tables, s.raise)
		}
	}
	d := newDeck1()
	return csFrequencies(settings, tallyMain(d, tables, nil), tallyInsurance(d)), nil
}

// csFrequencies writes the tallies as the frequencies of each table's
// settings; mains holds a tally for each of their Raise tables.
func csFrequencies(settings []*csSettings, mains []mainTally, ins insuranceTally) []*rules.Frequencies {
	out := make([]*rules.Frequencies, len(settings))
	for i, s := range settings {
		var m *mainTally
		for k := range mains {
			if slices.Equal(mains[k].odds, s.raise) {
				m = &mains[k]
			}
		}
		out[i] = &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: csDeals, Bets: []rules.BetFrequency{
			anteFrequency(m), raiseFrequency(m), progressiveFrequency(m, s.foldedPays),
			insuranceFrequency(BetInsurance, ins.rows, ins.lost, 0, s.insurance),
			insuranceFrequency(BetDouble, ins.doubleRows, ins.doubleLost, ins.doubleNotOffered, s.insurance),
		}}
	}
	return out
}

func rat(n int64) *big.Rat { return new(big.Rat).SetInt64(n) }

func line(result string, payout int64, rule rules.Cite, ways uint64) rules.Line {
	return rules.Line{Result: result, Payout: rat(payout), Commission: rat(0), Rule: rule, Ways: ways}
}

// netReturn is the bettor's net over the lines per unit staked on the
// deals where the bet was made (those whose result is a settlement).
func netReturn(lines []rules.Line) *big.Rat {
	net := new(big.Int)
	staked := new(big.Int)
	for _, l := range lines {
		w := new(big.Int).SetUint64(l.Ways)
		switch l.Result {
		case rules.Win:
			p := new(big.Rat).Mul(l.Payout, new(big.Rat).SetInt(w))
			net.Add(net, p.Num()) // payouts per unit are whole numbers
		case rules.Lose:
			net.Sub(net, w)
		case rules.Push:
		default:
			continue
		}
		staked.Add(staked, w)
	}
	if staked.Sign() == 0 {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(net, staked)
}

func anteFrequency(m *mainTally) rules.BetFrequency {
	lines := []rules.Line{
		line(rules.Lose, 0, citeCSRaise, m.folded),
		line(rules.Win, 1, citeCSNotQualified, m.notQualified),
		line(rules.Win, 1, citeCSOutranks, m.won),
		line(rules.Push, 0, citeCSEqual, m.tied),
		line(rules.Lose, 0, citeCSOutranked, m.lost),
	}
	r := netReturn(lines)
	return rules.BetFrequency{Bet: BetAnte, Lines: lines, Return: r, FixedReturn: r}
}

func raiseFrequency(m *mainTally) rules.BetFrequency {
	var lines []rules.Line
	for row, n := range m.wonBy {
		lines = append(lines, line(rules.Win, m.odds[row], raiseTable.rows[row].cite, n))
	}
	lines = append(lines,
		line(rules.Push, 0, citeCSNotQualified, m.notQualified),
		line(rules.Push, 0, citeCSEqual, m.tied),
		line(rules.Lose, 0, citeCSOutranked, m.lost),
		line(notPlaced, 0, citeCSRaise, m.folded))
	r := netReturn(lines)
	return rules.BetFrequency{Bet: BetRaise, Lines: lines, Return: r, FixedReturn: r}
}

func progressiveFrequency(m *mainTally, foldedPays bool) rules.BetFrequency {
	var lines []rules.Line
	var folded uint64
	for i := range progLines {
		l := &progLines[i]
		n := m.raisedProg[i]
		if foldedPays {
			n += m.foldedProg[i]
		} else {
			folded += m.foldedProg[i]
		}
		ln := line(rules.Win, l.times, l.cite, n)
		ln.Meter = l.percent
		lines = append(lines, ln)
	}
	none := m.raisedProg[len(progLines)]
	if foldedPays {
		none += m.foldedProg[len(progLines)]
	} else {
		folded += m.foldedProg[len(progLines)]
	}
	lines = append(lines, line(rules.Lose, 0, citeCSProgTable, none))
	if !foldedPays {
		lines = append(lines, line(rules.Lose, 0, citeCSProgWins, folded))
	}
	return rules.BetFrequency{Bet: BetProgressive, Lines: lines, FixedReturn: netReturn(lines)}
}

func insuranceFrequency(bet string, rows [9]uint64, lost, unoffered uint64, odds []int64) rules.BetFrequency {
	var lines []rules.Line
	for row, n := range rows {
		lines = append(lines, line(rules.Win, odds[row], insuranceTable.rows[row].cite, n))
	}
	lines = append(lines, line(rules.Lose, 0, citeCSBIQualifies, lost))
	if bet == BetDouble {
		lines = append(lines, line(notOffered, 0, citeCSBINoDouble, unoffered))
	}
	r := netReturn(lines)
	return rules.BetFrequency{Bet: bet, Lines: lines, Return: r, FixedReturn: r}
}
