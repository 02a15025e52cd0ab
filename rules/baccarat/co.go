package baccarat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
)

// baccarat-co: baccarat, mini and midi baccarat under Colorado Rule 28
// (seed 003 lines 1-315): Player, Banker and Tie, Perfect Pair, Match Pair,
// the total card wager and the optional margin bonus of Pay Tables A, B, C.

// co cites a line or range of seed 003.
func co(lines string) rules.Cite { return rules.At(rules.Seed003, lines) }

// Colorado returns the game baccarat-co.
func Colorado() rules.Game { return colorado }

// coSettings are a baccarat-co table's compiled settings.
type coSettings struct {
	settingValues
	decks           int
	commission      commission
	tieOdds         rules.Odds
	perfectPairOdds rules.Odds
	// perfectPairTwice pays a Perfect Pair twice when both hands hold one.
	perfectPairTwice bool
	// matchPairSuitedLoses makes an identical pair lose a Match Pair wager.
	matchPairSuitedLoses bool
	bonus                *marginTable
	// bonusNaturalTiePush makes a natural tie push a bonus wager; otherwise
	// it loses.
	bonusNaturalTiePush bool
}

func (s *coSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

// maxOdds bounds the odds settings. It only catches typing errors: the rule
// book sets minimums (lines 134, 144), and MaxMoney × 2 × maxOdds stays far
// from overflow.
const maxOdds = 1000

const (
	keyDecks           = "decks"
	keyTieOdds         = "tie_odds"
	keyPerfectPairOdds = "perfect_pair_odds"
	keyPerfectPairBoth = "perfect_pair_both"
	keyMatchPairSuited = "match_pair_suited"
	keyBonusPayTable   = "bonus_pay_table"
	keyBonusNaturalTie = "bonus_natural_tie"
)

var coSpecs = slices.Concat([]rules.SettingSpec{
	intSpec(keyDecks, 8, 6, 20, co("104-120"),
		"Decks in the shoe: six to ten (line 104; the shoe definition at line 72 says six, eight or ten), up to 20 with an automated shuffler (line 120). Cards are checked against it."),
}, commissionSpecs(), []rules.SettingSpec{
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144)."),
	intSpec(keyPerfectPairOdds, 25, 25, maxOdds, co("134"),
		"A winning Perfect Pair pays this many to 1: at least 25 to 1 (lines 67, 134)."),
	{Key: keyPerfectPairBoth, Default: "once", Allowed: []string{"once", "twice"}, Rule: co("134"),
		Doc: "When both hands hold a perfect pair: once pays the odds once (the wager has one winning condition); twice pays twice the odds. The rule book does not say."},
	{Key: keyMatchPairSuited, Default: "wins", Allowed: []string{"wins", "loses"}, Rule: co("60"),
		Doc: "Whether an identical pair (same rank and suit) wins a Match Pair wager, which line 60 calls an \"unsuited pair\" wager: wins (an identical pair is still a pair) or loses (the strict reading)."},
	{Key: keyBonusPayTable, Default: "A", Allowed: bonusTableIDs(), Rule: co("161-190"),
		Doc: "The pay table of the optional bonus wager: Pay Table A, B or C (lines 161-190)."},
	{Key: keyBonusNaturalTie, Default: "push", Allowed: []string{"push", "lose"}, Rule: co("563"),
		Doc: "A natural tie on the optional bonus wager, which lines 161-190 leave open: push, as Dragon Bonus does with the same pay tables (line 563), or lose. Other ties lose (line 564)."},
})

func compileCo(v map[string]string) *coSettings {
	return &coSettings{
		settingValues:        v,
		decks:                atoi(v[keyDecks]),
		commission:           compileCommission(v),
		tieOdds:              rules.ToOne(int64(atoi(v[keyTieOdds]))),
		perfectPairOdds:      rules.ToOne(int64(atoi(v[keyPerfectPairOdds]))),
		perfectPairTwice:     v[keyPerfectPairBoth] == "twice",
		matchPairSuitedLoses: v[keyMatchPairSuited] == "loses",
		bonus:                bonusTable(v[keyBonusPayTable]),
		bonusNaturalTiePush:  v[keyBonusNaturalTie] == "push",
	}
}

// The optional bonus wager (30-2808(5), lines 161-190): the selected hand
// wins as a natural, or wins by a margin without a natural. No vigorish is
// charged on it (line 161).
type marginTable struct {
	id      string
	rows    []marginRow // margins of non-natural wins, widest first
	natural marginRow   // a natural winner
}

// marginRow pays a non-natural win by from..to points (both 0 for the
// natural winner row) at odds, as printed on line.
type marginRow struct {
	from, to int
	odds     rules.Odds
	line     string
}

var bonusTables = []marginTable{
	{id: "A", rows: []marginRow{
		{9, 9, rules.ToOne(30), "165"},
		{8, 8, rules.ToOne(10), "166"},
		{7, 7, rules.ToOne(6), "167"},
		{6, 6, rules.ToOne(4), "168"},
		{5, 5, rules.ToOne(2), "169"},
		{4, 4, rules.ToOne(1), "170"},
	}, natural: marginRow{odds: rules.ToOne(1), line: "171"}},
	{id: "B", rows: []marginRow{
		{9, 9, rules.ToOne(20), "175"},
		{8, 8, rules.ToOne(8), "176"},
		{7, 7, rules.ToOne(7), "177"},
		{6, 6, rules.ToOne(4), "178"},
		{5, 5, rules.ToOne(3), "180"},
		{4, 4, rules.ToOne(1), "181"},
	}, natural: marginRow{odds: rules.ToOne(1), line: "182"}},
	{id: "C", rows: []marginRow{
		{9, 9, rules.ToOne(30), "186"},
		{8, 8, rules.ToOne(10), "187"},
		{6, 7, rules.ToOne(4), "188"},
		{4, 5, rules.ToOne(2), "189"},
	}, natural: marginRow{odds: rules.ToOne(1), line: "190"}},
}

func bonusTableIDs() []string {
	ids := make([]string, len(bonusTables))
	for i, t := range bonusTables {
		ids[i] = t.id
	}
	return ids
}

func bonusTable(id string) *marginTable {
	for i := range bonusTables {
		if bonusTables[i].id == id {
			return &bonusTables[i]
		}
	}
	panic("baccarat: bonus_pay_table " + id + " passed its check but has no table")
}

// row returns the row that pays a non-natural win by margin points.
func (t *marginTable) row(margin int) (marginRow, bool) {
	for _, r := range t.rows {
		if margin >= r.from && margin <= r.to {
			return r, true
		}
	}
	return marginRow{}, false
}

func (r marginRow) outcome() string {
	switch {
	case r.from == 0:
		return "Natural winner"
	case r.from == r.to:
		return fmt.Sprintf("Win by %d points (non-natural)", r.from)
	}
	return fmt.Sprintf("Win by %d or %d points (non-natural)", r.from, r.to)
}

func (t *marginTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: "Optional bonus wager, Pay Table " + t.id, Setting: keyBonusPayTable}
	for _, r := range append(append([]marginRow(nil), t.rows...), t.natural) {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome(), Pays: r.odds.String(), Rule: co(r.line)})
	}
	return pt
}

// The total card wager ("4-5-6", lines 80, 135): a wager on the number of
// cards dealt to both hands, paid by the table at lines 154-159. The rule
// book does not say the bettor names a count; every coup has 4, 5 or 6
// cards, so each count is its own wager (a documented interpretation).
var totalCards = []struct {
	cards int
	word  string
	odds  rules.Odds
	line  string
}{
	{4, "Four", rules.Odds{Win: 3, Per: 2}, "157"},
	{5, "Five", rules.ToOne(2), "158"},
	{6, "Six", rules.ToOne(2), "159"},
}

func totalCardsTable() rules.PayTable {
	pt := rules.PayTable{ID: "total_cards", Name: "Total card wager"}
	for _, r := range totalCards {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.word + " cards dealt", Pays: r.odds.String(), Rule: co(r.line)})
	}
	return pt
}

type coBet = bet[*coSettings]

var colorado = newGame(game[*coSettings]{
	id:        "baccarat-co",
	name:      "Baccarat (Colorado Rule 28)",
	sources:   []rules.Cite{co("1-315")},
	decks:     "Six to ten standard decks (line 104), 6 to 20 with an automated shuffler (line 120); the decks setting, default 8.",
	specs:     coSpecs,
	compile:   compileCo,
	bets:      coBets(),
	payTables: coPayTables(),
})

func coPayTables() []rules.PayTable {
	var pts []rules.PayTable
	for i := range bonusTables {
		pts = append(pts, bonusTables[i].payTable())
	}
	return append(pts, totalCardsTable())
}

func coBets() []coBet {
	bets := []coBet{
		playerBet[*coSettings](),
		{id: "banker", name: "Banker", rule: co("145-147"), odds: rules.ToOne(1),
			pays: "less the vigorish (commission_rate, commission_rounding, commission_mode)",
			wins: "The Banker's hand has the higher point count (line 126); a tie is void, or charged vigorish in tie mode (lines 128, 151).",
			settle: func(b *coBet, c Coup, stake rules.Money, s *coSettings) payoff {
				return s.commission.banker(&c, stake, b.odds, b.rule, co("127"), co("128"))
			}},
		tieBet(func(s *coSettings) rules.Odds { return s.tieOdds }),
		{id: "perfect_pair", name: "Perfect Pair", rule: co("134"), odds: rules.ToOne(25),
			pays:      "at least (perfect_pair_odds); once or twice when both hands pair (perfect_pair_both)",
			wins:      "The first two cards of the Player's or the Banker's hand are identical in rank and suit (lines 67, 134).",
			firstFour: true,
			suited:    func(c *Coup) bool { return c.Player.Pair() || c.Banker.Pair() },
			settle: func(b *coBet, c Coup, stake rules.Money, s *coSettings) payoff {
				n := 0
				for _, h := range [...]*Hand{&c.Player, &c.Banker} {
					if h.PerfectPair() {
						n++
					}
				}
				if n == 0 {
					return lose(b.rule)
				}
				p := win(stake, s.perfectPairOdds, b.rule)
				if n == 2 && s.perfectPairTwice {
					p.Payout *= 2
				}
				return p
			}},
	}
	for _, side := range [...]Side{Player, Banker} {
		bets = append(bets, coBet{id: "match_pair_" + side.String(), name: "Match Pair (" + sideName(side) + ")",
			rule: co("60"), odds: rules.ToOne(11),
			wins:      "The " + sideName(side) + "'s first two cards are of the same rank (line 60); an identical pair wins unless match_pair_suited is loses.",
			firstFour: true,
			suited:    func(c *Coup) bool { return c.Hand(side).Pair() },
			settle: func(b *coBet, c Coup, stake rules.Money, s *coSettings) payoff {
				h := c.Hand(side)
				if !h.Pair() || (h.PerfectPair() && s.matchPairSuitedLoses) {
					return lose(b.rule)
				}
				return win(stake, b.odds, b.rule)
			}})
	}
	for _, tc := range totalCards {
		bets = append(bets, coBet{id: fmt.Sprintf("total_cards_%d", tc.cards), name: "Total Cards: " + tc.word,
			rule: co(tc.line), odds: tc.odds,
			wins: fmt.Sprintf("%s cards are dealt to the Player's and the Banker's hands together (lines 80, 135).", tc.word),
			settle: func(b *coBet, c Coup, stake rules.Money, _ *coSettings) payoff {
				if c.Cards() == tc.cards {
					return win(stake, b.odds, b.rule)
				}
				return lose(co("135"))
			}})
	}
	for _, side := range [...]Side{Player, Banker} {
		bets = append(bets, coBet{id: "bonus_" + side.String(), name: "Bonus (" + sideName(side) + ")",
			rule: co("161-190"),
			pays: "Pay Table " + strings.Join(bonusTableIDs(), ", ") + " (bonus_pay_table) by the winning margin; a natural winner 1 to 1; no vigorish (line 161)",
			wins: "The " + sideName(side) + "'s hand is a natural winner, or wins by 4 points or more without a natural (line 161); a natural tie pushes or loses (bonus_natural_tie); other ties lose.",
			settle: func(b *coBet, c Coup, stake rules.Money, s *coSettings) payoff {
				p := s.bonusSettle(&c, side, stake)
				p.commissionRule = co("161") // "No vigorish shall be charged"
				return p
			}})
	}
	return bets
}

// bonusSettle settles the optional bonus wager on side (lines 161-190).
func (s *coSettings) bonusSettle(c *Coup, side Side, stake rules.Money) payoff {
	switch w := c.Winner(); {
	case w == Tie && c.Natural():
		// Lines 161-190 say nothing of ties. The same pay tables in Dragon
		// Bonus push a natural tie (line 563) and lose the others (line 564).
		if s.bonusNaturalTiePush {
			return push(co("563"))
		}
		return lose(co("563"))
	case w == Tie:
		return lose(co("564"))
	case w != side:
		return lose(co("161"))
	case c.Hand(side).Natural():
		return win(stake, s.bonus.natural.odds, co(s.bonus.natural.line))
	}
	if r, ok := s.bonus.row(c.Margin()); ok {
		return win(stake, r.odds, co(r.line))
	}
	// A non-natural win by less than the "prescribed winning margins".
	return lose(co("161"))
}
