package paigow

import (
	"cmp"
	"math/big"
	"slices"
	"sync"

	"github.com/tablegames/casino/rules"
)

// Exact frequencies of the side wagers: every seven-card hand of the deck
// (countByRanks) for the Fortune and Jokolor tables, and every three cards
// of the shoe for the Pokara Bonus Bet. The Standard wager and Pokara's
// hand wager depend on how each player sets or draws, which the rule books
// leave to the player, and are not enumerated.

var (
	tallyMu sync.Mutex
	tallies = map[[3]int]*sevenTally{}
)

// tallyFor returns the (cached) tally of the full deck with jokers under
// the joker rule.
func tallyFor(jokers int, joker JokerRule) *sevenTally {
	tallyMu.Lock()
	defer tallyMu.Unlock()
	key := [3]int{jokers, int(joker)}
	if t, ok := tallies[key]; ok {
		return t
	}
	t := countByRanks(rules.Two, jokers, Ranking{Joker: joker})
	tallies[key] = t
	return t
}

// lineTally builds a bet's lines from ways by settlement.
type lineTally struct {
	bet   string
	deals uint64
	lines map[lineKey]uint64
}

type lineKey struct {
	result string
	win    int64
	per    int64
	rule   rules.Cite
}

func newLineTally(bet string, deals uint64) *lineTally {
	return &lineTally{bet: bet, deals: deals, lines: map[lineKey]uint64{}}
}

func (t *lineTally) add(result string, odds rules.Odds, rule rules.Cite, ways uint64) {
	if ways == 0 {
		return
	}
	if result != rules.Win {
		odds = rules.Odds{Per: 1}
	}
	t.lines[lineKey{result, odds.Win, odds.Per, rule}] += ways
}

func resultOrder(r string) int {
	switch r {
	case rules.Win:
		return 0
	case rules.Push:
		return 1
	}
	return 2
}

func (t *lineTally) frequency() rules.BetFrequency {
	b := rules.BetFrequency{Bet: t.bet, Return: new(big.Rat)}
	deals := new(big.Int).SetUint64(t.deals)
	for k, ways := range t.lines {
		l := rules.Line{Result: k.result, Payout: big.NewRat(k.win, k.per), Commission: new(big.Rat), Rule: k.rule, Ways: ways}
		net := new(big.Rat)
		switch k.result {
		case rules.Win:
			net.Set(l.Payout)
		case rules.Lose:
			net.SetInt64(-1)
		}
		b.Return.Add(b.Return, net.Mul(net, new(big.Rat).SetFrac(new(big.Int).SetUint64(ways), deals)))
		b.Lines = append(b.Lines, l)
	}
	slices.SortFunc(b.Lines, func(x, y rules.Line) int {
		if d := resultOrder(x.Result) - resultOrder(y.Result); d != 0 {
			return d
		}
		if d := y.Payout.Cmp(x.Payout); d != 0 {
			return d
		}
		return cmp.Compare(x.Rule.Lines, y.Rule.Lines)
	})
	b.FixedReturn = b.Return
	return b
}

// resultOdds splits a settlement of a unit stake into result and odds.
func resultOdds(res rules.Result, row *payRow) (string, rules.Odds) {
	if res.Result == rules.Win && row != nil {
		return rules.Win, row.odds
	}
	return res.Result, rules.Odds{}
}

// Enumerate counts the Fortune and Jokolor wagers over every seven-card
// hand of the 53-card pack.
func (ukGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	t := tallyFor(1, Bug)
	var out []*rules.Frequencies
	for _, v := range variants {
		s, err := ukSettingsOf(v)
		if err != nil {
			return nil, err
		}
		f := &rules.Frequencies{Settings: s.Values(), Decks: 1, Deals: t.hands}
		fortune := newLineTally(BetFortune, t.hands)
		for l := LineNone; l < numLines; l++ {
			res, cite := s.fortuneResult(rules.Dollars(1), l)
			result, odds := resultOdds(res, s.fortune.row(l))
			fortune.add(result, odds, cite, t.uk[l+1])
		}
		jok := newLineTally(BetJokolor, t.hands)
		for l := LineNone; l < numLines; l++ {
			res, cite := jokolorResult(rules.Dollars(1), l)
			result, odds := resultOdds(res, jokolorTable.row(l))
			jok.add(result, odds, cite, t.jokolor[l+1])
		}
		f.Bets = []rules.BetFrequency{fortune.frequency(), jok.frequency()}
		out = append(out, f)
	}
	return out, nil
}

// Enumerate counts the Fortune Bonus over every seven-card hand of the
// Fortune version's deck (the jokers setting: 52 cards, or 53 with the
// wild joker). The other versions have no bet to count.
func (caGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	var out []*rules.Frequencies
	for _, v := range variants {
		s, err := caSettingsOf(v)
		if err != nil {
			return nil, err
		}
		f := &rules.Frequencies{Settings: s.Values(), Decks: 1}
		if !s.fortune() {
			f.Deals = binom(uint64(52+s.jokers), 7)
			out = append(out, f)
			continue
		}
		t := tallyFor(s.jokers, Wild)
		f.Deals = t.hands
		fortune := newLineTally(BetFortune, t.hands)
		for l := LineNone; l < numLines; l++ {
			res, cite := caFortuneResult(rules.Dollars(1), l, s.cites)
			result, odds := resultOdds(res, caFortune.row(l))
			fortune.add(result, odds, cite, t.ca[l+1])
		}
		f.Bets = []rules.BetFrequency{fortune.frequency()}
		out = append(out, f)
	}
	return out, nil
}

// Enumerate counts the Pokara Bonus Bet over every three cards of the
// table's shoe (the decks setting).
func (pokaraGame) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	var out []*rules.Frequencies
	for _, v := range variants {
		s, err := pokaraSettingsOf(v)
		if err != nil {
			return nil, err
		}
		n := uint64(20 * s.decks)
		f := &rules.Frequencies{Settings: s.Values(), Decks: s.decks, Deals: binom(n, 3)}
		if s.bonus != bonusNone {
			rows, lose := s.bonusTable()
			t := newLineTally(BetBonus, f.Deals)
			for _, h := range pokaraThrees(s.decks) {
				val := EvalPokara(h.cards)
				hit := false
				for _, r := range rows {
					if r.hits(val, h.cards) {
						t.add(rules.Win, r.odds, ca(r.line), h.ways)
						hit = true
						break
					}
				}
				if !hit {
					t.add(rules.Lose, rules.Odds{}, lose, h.ways)
				}
			}
			f.Bets = []rules.BetFrequency{t.frequency()}
		}
		out = append(out, f)
	}
	return out, nil
}

// pokaraThree is three cards and the number of ways a shoe deals them.
type pokaraThree struct {
	cards [3]rules.Card
	ways  uint64
}

// pokaraThrees lists every multiset of three of Pokara's twenty cards with
// the ways a shoe of decks decks deals it: C(decks, n) for each card held
// n times.
func pokaraThrees(decks int) []pokaraThree {
	var cards []rules.Card
	for rk := rules.Ten; rk <= rules.Ace; rk++ {
		for s := rules.Spades; s <= rules.Clubs; s++ {
			cards = append(cards, rules.NewCard(rk, s))
		}
	}
	d := uint64(decks)
	var out []pokaraThree
	for i := range cards {
		for j := i; j < len(cards); j++ {
			for k := j; k < len(cards); k++ {
				var ways uint64
				switch {
				case i == k:
					ways = binom(d, 3)
				case i == j || j == k:
					ways = binom(d, 2) * d
				default:
					ways = d * d * d
				}
				out = append(out, pokaraThree{[3]rules.Card{cards[i], cards[j], cards[k]}, ways})
			}
		}
	}
	return out
}
