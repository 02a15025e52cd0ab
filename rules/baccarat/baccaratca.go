package baccarat

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// baccarat-ca: Baccarat as a California game (seed 000 lines 1440-1480),
// banked by a player-dealer, with the Hawaiian Gardens Baccarat Bonus Wager
// (lines 1482-1497). Player pays 1 to 1, Banker 19 to 20, Tie 8 to 1
// (lines 1478-1480), and a tie pushes Player and Banker wagers (line 1470).
// The Banker's drawing table (lines 1459-1468) is not the one of standard
// baccarat; it is dealt as printed (californiaDrawing).

// cardroom cites a line or range of seed 000, the California cardroom's
// rule book.
func cardroom(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

// CaliforniaBaccarat returns the game baccarat-ca.
func CaliforniaBaccarat() rules.Game { return californiaBaccarat }

// californiaDrawing is the drawing of lines 1452-1468. The Player's rule and
// the Banker's rule when the Player stood are the standard ones; the table
// for a Banker facing a Player's third card differs from standard baccarat
// in four rows: Banker 3 draws on a third card of 8 too, Banker 4 and
// Banker 5 draw on 3-7, and Banker 6 always stands. The rule book prints it
// so and says nothing to the contrary, so it is the rule.
var californiaDrawing = &Drawing{
	PlayerDrawsTo: 5, // lines 1453-1454: hit on 0-5, stand on 6-9
	BankerDrawsOn: [10]uint16{
		0: 0b11_1111_1111, // line 1468: H in every column
		1: 0b11_1111_1111, // line 1467
		2: 0b11_1111_1111, // line 1466
		3: 0b11_1111_1111, // line 1465
		4: 0b00_1111_1000, // line 1464: S S S H H H H H S S
		5: 0b00_1111_1000, // line 1463: S S S H H H H H S S
		6: 0,              // line 1462: S in every column
		7: 0,              // line 1461
	},
	BankerAloneDrawsTo: 5, // line 1456: hit on 5 or less, stand on 6 and above
	Natural:            cardroom("1452"),
	Player:             cardroom("1453-1454"),
	BankerTable:        cardroom("1457-1468"),
	BankerAlone:        cardroom("1456"),
}

// Setting keys of the California games of the family.
const (
	keyCASeats     = "seats"
	keyBonusPays   = "bonus_pays"
	bonusPaysBest  = "highest"
	bonusPaysEvery = "every"
)

// bcaSettings are a baccarat-ca table's compiled settings.
type bcaSettings struct {
	settingValues
	collectionSchedule
	decks int
	seats int
	// bonusEvery pays every Bonus Wager combination the four cards form,
	// added together, instead of the highest alone.
	bonusEvery bool
	// exhausted: what follows once the player-dealer's wager is exhausted
	// (bank_exhausted; the text says only "to the extent", line 1497).
	exhausted rules.Exhausted
}

func (s *bcaSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

var bcaSpecs = []rules.SettingSpec{
	intSpec(keyDecks, 8, 2, 8, cardroom("1444"),
		"Decks in the shoe: \"multiple standard 52 card decks\", six to eight preferred (line 1444): two to eight are accepted. Cards are checked against it."),
	{Key: keyCASeats, Default: "14", Allowed: []string{"14"}, Rule: cardroom("1444"),
		Doc: "Seated positions, numbered clockwise from 1, the player-dealer's included: the game is played on a batwing table that accommodates up to fourteen players (line 1444). Wagers are settled seat by seat clockwise from the seat left of the player-dealer."},
	{Key: keyBonusPays, Default: bonusPaysBest, Allowed: []string{bonusPaysBest, bonusPaysEvery}, Rule: cardroom("1488-1491"),
		Doc: "When the four cards form more than one Bonus Wager combination (lines 1489-1491), which the rule book does not settle: highest pays the highest combination only (a pair in both hands 40 to 1, a four card flush 10 to 1); every adds the odds of each combination formed (a pair in both hands also forms a pair in either hand: 43 to 1; a four card flush holding a pair, 13 to 1)."},
	fees.ScheduleSetting("baccarat-ca"),
	rules.BankExhaustedSpec("The game's own text says only that Bonus Wagers are collected or paid to the extent that the player-dealer's wager covers (line 1497)."),
}

func compileBca(v map[string]string) *bcaSettings {
	return &bcaSettings{
		settingValues:      v,
		collectionSchedule: compileSchedule("baccarat-ca", v[fees.ScheduleKey]),
		decks:              atoi(v[keyDecks]),
		seats:              atoi(v[keyCASeats]),
		bonusEvery:         v[keyBonusPays] == bonusPaysEvery,
		exhausted:          rules.ExhaustedOf(v[rules.SettingBankExhausted]),
	}
}

// bcaBonusRow is one combination of the Bonus Wager (lines 1489-1491).
type bcaBonusRow struct {
	outcome string
	odds    rules.Odds
	line    string
	formed  func(c *Coup) bool
}

// bcaBonusRows are the combinations, highest first. "A pair" is two cards
// of one rank among a hand's first two; a "four card flush" is the four
// original cards of one suit.
var bcaBonusRows = []bcaBonusRow{
	{"A pair in both hands", rules.ToOne(40), "1491", func(c *Coup) bool { return c.Player.Pair() && c.Banker.Pair() }},
	{"A four card flush", rules.ToOne(10), "1490", fourCardFlush},
	{"A pair in either hand", rules.ToOne(3), "1489", func(c *Coup) bool { return c.Player.Pair() || c.Banker.Pair() }},
}

// fourCardFlush reports whether the first two cards of both hands are of
// one suit.
func fourCardFlush(c *Coup) bool {
	s := c.Player.cards[0].Suit()
	return c.Player.cards[1].Suit() == s && c.Banker.cards[0].Suit() == s && c.Banker.cards[1].Suit() == s
}

// settleBonus settles the Bonus Wager on the four original cards (line
// 1488): the highest combination formed, or every one under bonus_pays
// every.
func (s *bcaSettings) settleBonus(c *Coup, stake rules.Money) payoff {
	var total int64
	var first *bcaBonusRow
	for i := range bcaBonusRows {
		r := &bcaBonusRows[i]
		if !r.formed(c) {
			continue
		}
		if first == nil {
			first = r
			if !s.bonusEvery {
				return win(stake, r.odds, cardroom(r.line))
			}
		}
		total += r.odds.Win
	}
	switch {
	case first == nil:
		return lose(cardroom("1488"))
	case total == first.odds.Win:
		return win(stake, first.odds, cardroom(first.line))
	}
	return win(stake, rules.ToOne(total), cardroom("1489-1491"))
}

func bcaBonusTable() rules.PayTable {
	pt := rules.PayTable{ID: "bonus", Name: "Baccarat Bonus Wager", Setting: keyBonusPays}
	for _, r := range bcaBonusRows {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: cardroom(r.line)})
	}
	return pt
}

// lineWager settles a Player or Banker line wager of a California game:
// won at odds when the side's hand is closer to nine, lost when the other
// hand is, and neither paid nor collected on a tie.
func lineWager(side Side, c *Coup, stake rules.Money, odds rules.Odds, winRule, loseRule, tieRule rules.Cite) payoff {
	switch c.Winner() {
	case side:
		return win(stake, odds, winRule)
	case Tie:
		return push(tieRule)
	}
	return lose(loseRule)
}

type bcaBet = bet[*bcaSettings]

var californiaBaccarat = newGame(game[*bcaSettings]{
	id:      "baccarat-ca",
	name:    "Baccarat (California, player-dealer) with the Baccarat Bonus Wager",
	sources: []rules.Cite{cardroom("1440-1480"), cardroom("1482-1497")},
	decks:   "Multiple standard 52-card decks, six to eight preferred (line 1444); the decks setting, 2 to 8, default 8.",
	specs:   bcaSpecs,
	compile: compileBca,
	drawing: californiaDrawing,
	bets: []bcaBet{
		{id: "player", name: "Player", rule: cardroom("1478"), odds: rules.ToOne(1),
			wins: "The Player Hand is closer to 9 (line 1442); the player-dealer collects it when the Banker Hand is (line 1471); a tie pushes (line 1470).",
			settle: func(b *bcaBet, c Coup, stake rules.Money, _ *bcaSettings) payoff {
				return lineWager(Player, &c, stake, b.odds, b.rule, cardroom("1471"), cardroom("1470"))
			}},
		{id: "banker", name: "Banker", rule: cardroom("1479"), odds: rules.Odds{Win: 19, Per: 20},
			pays: "(no commission: the player-dealer pays 19 to 20)",
			wins: "The Banker Hand is closer to 9 (line 1442); the player-dealer collects it when the Player Hand is (line 1471); a tie pushes (line 1470).",
			settle: func(b *bcaBet, c Coup, stake rules.Money, _ *bcaSettings) payoff {
				return lineWager(Banker, &c, stake, b.odds, b.rule, cardroom("1471"), cardroom("1470"))
			}},
		{id: "tie", name: "Tie", rule: cardroom("1480"), odds: rules.ToOne(8),
			wins: "Both hands total the same (line 1470).",
			settle: func(b *bcaBet, c Coup, stake rules.Money, _ *bcaSettings) payoff {
				if c.Winner() == Tie {
					return win(stake, b.odds, b.rule)
				}
				return lose(cardroom("1471"))
			}},
		{id: "bonus", name: "Baccarat Bonus Wager", rule: cardroom("1488-1491"),
			pays: "3 to 1 a pair in either hand, 10 to 1 a four card flush, 40 to 1 a pair in both hands (lines 1489-1491); the highest, or every combination formed (bonus_pays)",
			wins: "The four cards first dealt to the Player and Banker Hands form a pair in either hand, a four card flush or a pair in both hands (lines 1488-1491). No collection is taken on it (line 1496).",
			// The flush can form on any ranks in a multi-deck shoe.
			firstFour: true,
			suited:    func(*Coup) bool { return true },
			settle: func(_ *bcaBet, c Coup, stake rules.Money, s *bcaSettings) payoff {
				return s.settleBonus(&c, stake)
			}},
	},
	payTables: []rules.PayTable{bcaBonusTable()},
	california: &california[*bcaSettings]{
		// Lines 1440-1480 give no settlement order; the Bonus Wager is
		// covered "in order from the Player/Dealer button" (line 1497).
		// The bets go in the order the rule book lists them (lines 1446,
		// 1476-1480), the Bonus Wager last, as EZ Baccarat Panda 8 settles
		// its side bets after the line bets (line 2678).
		order:     []string{"player", "banker", "tie", "bonus"},
		sideBets:  []sideBet{{bet: "bonus", lines: []string{"player", "banker", "tie"}, rule: cardroom("1495")}},
		orderRule: cardroom("1497"),
		cover:     cardroom("1497"),
		runsOut:   rules.RuleCaliforniaCover,
		exhausted: func(s *bcaSettings) rules.Exhausted { return s.exhausted },
		seats:     func(s *bcaSettings) int { return s.seats },
		// Collections are per betting spot (line 1474), none on the Bonus
		// Wager (line 1496).
		feeBets: []string{"player", "banker", "tie"},
	},
	notes: []string{
		"The Banker's drawing table of this rule book (lines 1459-1468) is not the standard one: Banker 3 draws against a Player's third card of 8, Banker 4 and 5 draw against 3 to 7 and Banker 6 always stands. No published analysis of these rules was found; the engine's figures come from its own enumeration, checked in the tests against a separate count by point value.",
		"No published analysis of the Baccarat Bonus Wager (3 to 1, 10 to 1, 40 to 1) was found.",
	},
})
