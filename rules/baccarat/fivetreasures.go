package baccarat

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// five-treasures: 5 Treasures (seed 003, 30-2899.01, lines 317-377).
// Traditional baccarat with its drawing rules and 5% commission on winning
// Banker hands (lines 319, 332), and five optional bonus wagers: Fortune 7,
// Golden 8, Heavenly 9, Blazing 7's and Cover All (lines 321, 338-342), paid
// by Pay Table 1 or Pay Table 2 (lines 352-377), a table setting.
//
// Line 323 also speaks of "the Dragon Bonus wager for the Player, the
// Banker", a sentence carried over from Dragon Bonus (line 533): 5 Treasures
// lists its wagers at lines 321 and 338-342 and offers no Dragon Bonus, so a
// record naming one is refused as an unknown bet.
//
// Lines 324-329 let the licensee post an aggregate limit on the optional
// wagers' pay outs in one round. The rule book gives no amount and no way
// to share a capped total among the winners, so wagers are verified at the
// pay table's odds; a round a posted limit cut short shows its reduced pays
// as payout findings for review.

// FiveTreasures returns the game five-treasures.
func FiveTreasures() rules.Game { return fiveTreasures }

// ftSettings are a five-treasures table's compiled settings.
type ftSettings struct {
	settingValues
	decks      int
	commission commission
	tieOdds    rules.Odds
	table      *ftTable
}

func (s *ftSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

const keyTreasuresPayTable = "treasures_pay_table"

// ftEvent is an outcome a 5 Treasures pay-table row pays.
type ftEvent uint8

const (
	ftFortune7 ftEvent = iota + 1
	ftGolden8
	ftHeavenly9Both
	ftHeavenly9One
	ftBlazing7sThreeCard
	ftBlazing7sTwoCard
	ftCoverAll
)

// ftRow is one row of a 5 Treasures pay table as printed: the outcome
// (the line's own words) and "Pays N to 1".
type ftRow struct {
	event   ftEvent
	outcome string
	odds    rules.Odds
	line    string
}

// ftTable is Pay Table 1 or 2; lines spans the table, heading included.
type ftTable struct {
	id    string
	lines string
	rows  []ftRow
}

var ftTables = []ftTable{
	{id: "1", lines: "352-363", rows: []ftRow{
		{ftFortune7, "Fortune 7: Banker wins with a 3-Card 7", rules.ToOne(40), "354"},
		{ftGolden8, "Golden 8: Player wins with a 3-card 8", rules.ToOne(25), "356"},
		{ftHeavenly9Both, "Heavenly 9: Player and Banker have 3-card 9", rules.ToOne(75), "358"},
		{ftHeavenly9One, "Heavenly 9: Player or Banker have 3-card 9", rules.ToOne(10), "359"},
		{ftBlazing7sThreeCard, "Blazing 7's: Player and Banker have 3-card 7's", rules.ToOne(400), "361"},
		{ftCoverAll, "Cover All: Any winning event from above optional wagers", rules.ToOne(6), "363"},
	}},
	{id: "2", lines: "365-377", rows: []ftRow{
		{ftFortune7, "Fortune 7: Banker wins with a 3-Card 7", rules.ToOne(40), "367"},
		{ftGolden8, "Golden 8: Player wins with a 3-card 8", rules.ToOne(25), "369"},
		{ftHeavenly9Both, "Heavenly 9: Player and Banker have 3-card 9", rules.ToOne(75), "371"},
		{ftHeavenly9One, "Heavenly 9: Player or Banker have 3-card 9", rules.ToOne(10), "372"},
		{ftBlazing7sThreeCard, "Blazing 7's: Player and Banker have 3-card 7's", rules.ToOne(200), "374"},
		{ftBlazing7sTwoCard, "Blazing 7's: Player and Banker have 2-card 7's", rules.ToOne(50), "375"},
		{ftCoverAll, "Cover All: Any winning event from above optional wagers", rules.ToOne(6), "377"},
	}},
}

func ftTableIDs() []string {
	ids := make([]string, len(ftTables))
	for i, t := range ftTables {
		ids[i] = t.id
	}
	return ids
}

func ftTableByID(id string) *ftTable {
	for i := range ftTables {
		if ftTables[i].id == id {
			return &ftTables[i]
		}
	}
	panic("baccarat: " + keyTreasuresPayTable + " " + id + " passed its check but has no table")
}

// row returns the table's row for an event; ok is false where the table
// prints none (Pay Table 1 has no 2-card Blazing 7's).
func (t *ftTable) row(e ftEvent) (ftRow, bool) {
	for _, r := range t.rows {
		if r.event == e {
			return r, true
		}
	}
	return ftRow{}, false
}

func (t *ftTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: "5 Treasures, Pay Table " + t.id, Setting: keyTreasuresPayTable}
	for _, r := range t.rows {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: co(r.line)})
	}
	return pt
}

// The events (lines 338-341). "3-card total" and "2-card total" are the
// hand's final count on that many cards.
func ftFortune7Hit(c *Coup) bool {
	return c.Winner() == Banker && c.Banker.Len() == 3 && c.Banker.Points() == 7
}

func ftGolden8Hit(c *Coup) bool {
	return c.Winner() == Player && c.Player.Len() == 3 && c.Player.Points() == 8
}

func ftThreeCardNines(c *Coup) int {
	n := 0
	for _, h := range [...]*Hand{&c.Player, &c.Banker} {
		if h.Len() == 3 && h.Points() == 9 {
			n++
		}
	}
	return n
}

// pay settles a wager whose event e came, by the table's row for it; where
// the table prints no row the wager loses by loseRule.
func (t *ftTable) pay(stake rules.Money, e ftEvent, loseRule rules.Cite) payoff {
	if r, ok := t.row(e); ok {
		return win(stake, r.odds, co(r.line))
	}
	return lose(loseRule)
}

// blazing7s is the Blazing 7's event under the table: both hands 7 with
// the same number of cards (line 341). A 7-7 tie of a 2-card and a 3-card 7
// has no row in either table, and Pay Table 1 has no row for two 2-card 7s;
// those ties lose (cited by the table, which pays them nothing).
func (t *ftTable) blazing7s(c *Coup) (ftEvent, bool) {
	p, b := &c.Player, &c.Banker
	if p.Points() != 7 || b.Points() != 7 {
		return 0, false
	}
	var e ftEvent
	switch {
	case p.Len() == 3 && b.Len() == 3:
		e = ftBlazing7sThreeCard
	case p.Len() == 2 && b.Len() == 2:
		e = ftBlazing7sTwoCard
	default:
		return 0, false
	}
	_, ok := t.row(e)
	return e, ok
}

// heavenly9 is the Heavenly 9 event: one or both hands a 3-card 9 (line 340).
func heavenly9(c *Coup) (ftEvent, bool) {
	switch ftThreeCardNines(c) {
	case 2:
		return ftHeavenly9Both, true
	case 1:
		return ftHeavenly9One, true
	}
	return 0, false
}

// anyTreasure reports whether one of the four separate bonus wagers wins
// under the table: Cover All's "any winning event from above optional
// wagers" (lines 342, 363, 377). The four events exclude one another (a
// Fortune 7 or a Golden 8 winner holds no 9, Blazing 7's is a 7-7 tie,
// Heavenly 9 on both hands a 9-9 tie), so Cover All is paid once.
func (t *ftTable) anyTreasure(c *Coup) bool {
	_, h9 := heavenly9(c)
	_, b7 := t.blazing7s(c)
	return ftFortune7Hit(c) || ftGolden8Hit(c) || h9 || b7
}

// ftSpecs are a five-treasures table's settings.
var ftSpecs = slices.Concat([]rules.SettingSpec{
	intSpec(keyDecks, 8, 6, 20, co("104-120"),
		"Decks in the shoe: 5 Treasures is dealt as traditional baccarat (line 319), from six to ten decks (line 104), up to 20 with an automated shuffler (line 120). Cards are checked against it."),
	{Key: keyCommissionRate, Default: "5", Allowed: []string{"5"}, Range: "5 (percent)", Rule: co("332"),
		Doc: "5 Treasures takes \"5% commission on winning Banker hands\" (line 332): the rate is fixed, and no tie vigorish (line 151) applies. The key is the one every commission game uses."},
	commissionSpecs()[1], // commission_rounding, line 149
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144); 5 Treasures follows all standard house baccarat rules (line 332)."),
	{Key: keyTreasuresPayTable, Default: ftTables[0].id, Allowed: ftTableIDs(), Rule: co("344"),
		Doc: "The posted pay table of the bonus wagers (line 344): Pay Table 1 (lines 352-363: Blazing 7's 400 to 1 on 3-card 7s only) or Pay Table 2 (lines 365-377: 200 to 1 on 3-card 7s, 50 to 1 on 2-card 7s)."},
})

func compileFt(v map[string]string) *ftSettings {
	return &ftSettings{
		settingValues: v,
		decks:         atoi(v[keyDecks]),
		commission:    compileCommission(v),
		tieOdds:       rules.ToOne(int64(atoi(v[keyTieOdds]))),
		table:         ftTableByID(v[keyTreasuresPayTable]),
	}
}

type ftBet = bet[*ftSettings]

var fiveTreasures = newGame(game[*ftSettings]{
	id:      "five-treasures",
	name:    "5 Treasures",
	sources: []rules.Cite{co("317-377"), co("1-315")},
	decks:   "Traditional baccarat (line 319): six to ten decks (line 104), 6 to 20 with an automated shuffler (line 120); the decks setting, default 8.",
	specs:   ftSpecs,
	compile: compileFt,
	bets:    ftBets(),
	payTables: func() (pts []rules.PayTable) {
		for i := range ftTables {
			pts = append(pts, ftTables[i].payTable())
		}
		return pts
	}(),
	notes: fiveTreasuresNotes,
})

// coreCommissionBets are Player, Banker and Tie as Colorado Rule 28 settles
// them (lines 126-151), for a variant that keeps the standard game with
// commission: Player 1 to 1 (line 143), Banker 1 to 1 less the vigorish
// (lines 145-151), Tie at the table's odds, at least 8 to 1 (line 144); a
// tie voids Player and Banker wagers (lines 128, 132).
func coreCommissionBets[S tableSettings](cm func(S) commission, tieOdds func(S) rules.Odds, commissionPays string) []bet[S] {
	return []bet[S]{
		playerBet[S](),
		{id: "banker", name: "Banker", rule: co("145-147"), odds: rules.ToOne(1),
			pays: commissionPays,
			wins: "The Banker's hand has the higher point count (line 126); a tie is void (line 128).",
			settle: func(b *bet[S], c Coup, stake rules.Money, s S) payoff {
				return cm(s).banker(&c, stake, b.odds, b.rule, co("127"), co("128"))
			}},
		tieBet(tieOdds),
	}
}

func ftBets() []ftBet {
	bets := coreCommissionBets(
		func(s *ftSettings) commission { return s.commission },
		func(s *ftSettings) rules.Odds { return s.tieOdds },
		"less 5% commission (line 332; commission_rounding)")
	return append(bets,
		ftBet{id: "fortune_7", name: "Fortune 7", rule: co("338"), odds: rules.ToOne(40),
			pays: "in both pay tables (lines 354, 367)",
			wins: "The Banker's hand wins with a 3-card total of 7 (line 338).",
			settle: func(_ *ftBet, c Coup, stake rules.Money, s *ftSettings) payoff {
				if ftFortune7Hit(&c) {
					return s.table.pay(stake, ftFortune7, co("338"))
				}
				return lose(co("338"))
			}},
		ftBet{id: "golden_8", name: "Golden 8", rule: co("339"), odds: rules.ToOne(25),
			pays: "in both pay tables (lines 356, 369)",
			wins: "The Player's hand wins with a 3-card total of 8 (line 339).",
			settle: func(_ *ftBet, c Coup, stake rules.Money, s *ftSettings) payoff {
				if ftGolden8Hit(&c) {
					return s.table.pay(stake, ftGolden8, co("339"))
				}
				return lose(co("339"))
			}},
		ftBet{id: "heavenly_9", name: "Heavenly 9", rule: co("340"),
			pays: "75 to 1 when both hands are 3-card 9s, 10 to 1 when one is, in both pay tables (lines 358-359, 371-372)",
			wins: "The Banker's and/or the Player's final hand is a 3-card total of 9 (line 340).",
			settle: func(_ *ftBet, c Coup, stake rules.Money, s *ftSettings) payoff {
				if e, ok := heavenly9(&c); ok {
					return s.table.pay(stake, e, co("340"))
				}
				return lose(co("340"))
			}},
		ftBet{id: "blazing_7s", name: "Blazing 7's", rule: co("341"),
			pays: "by the pay table (treasures_pay_table): both hands 3-card 7s 400 to 1 (Pay Table 1, line 361) or 200 to 1 (Pay Table 2, line 374); both 2-card 7s 50 to 1 (Pay Table 2 only, line 375)",
			wins: "Both final hands are 7s of the same number of cards (line 341), as the table pays them; a 2-card 7 against a 3-card 7 has no row and loses, and so do two 2-card 7s under Pay Table 1.",
			settle: func(_ *ftBet, c Coup, stake rules.Money, s *ftSettings) payoff {
				if c.Player.Points() == 7 && c.Banker.Points() == 7 {
					if e, ok := s.table.blazing7s(&c); ok {
						return s.table.pay(stake, e, co("341"))
					}
					// A 7-7 tie the posted table does not pay.
					return lose(co(s.table.lines))
				}
				return lose(co("341"))
			}},
		ftBet{id: "cover_all", name: "Cover All", rule: co("342"), odds: rules.ToOne(6),
			pays: "in both pay tables (lines 363, 377), once: the events exclude one another",
			wins: "Fortune 7, Golden 8, Heavenly 9 or Blazing 7's wins under the table's pay table (line 342); it may be played alone.",
			settle: func(_ *ftBet, c Coup, stake rules.Money, s *ftSettings) payoff {
				if s.table.anyTreasure(&c) {
					return s.table.pay(stake, ftCoverAll, co("342"))
				}
				return lose(co("342"))
			}},
	)
}

// fiveTreasuresNotes are published figures for the game's page, set beside
// the engine's exact eight-deck counts by the enumeration tests.
var fiveTreasuresNotes = []string{
	"The Wizard of Odds analyses 5 Treasures with eight decks (<https://wizardofodds.com/games/baccarat/side-bets/5-treasures/>): Fortune 7 wins on 112,633,011,329,024 of the 4,998,398,275,503,360 ordered six-card deals, a house edge of 7.61% at 40 to 1; Golden 8 on 172,660,763,262,976, a house edge of 10.19% at 25 to 1. The engine's enumeration reproduces both counts exactly.",
	"The same page describes Blazing 7s as paying 200 to 1 on two 3-card 7s and 50 to 1 on two 2-card 7s, the hands \"composed of the same number of cards\": Pay Table 2 of the rule book, under which a 7-7 tie of a 2-card and a 3-card 7 loses, as the engine settles it.",
}
