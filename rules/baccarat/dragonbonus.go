package baccarat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
)

// dragon-bonus-co: Dragon Bonus (seed 003, 30-2899.03, lines 530-585), an
// optional wager on the Player's hand and on the Banker's hand of a
// commission baccarat game under Colorado Rule 28: the selected hand wins as
// a natural, or as a non-natural winner by four points or more, paid by
// Pay Table 1, 2 or 3 (lines 567-585).

// DragonBonus returns the game dragon-bonus-co.
func DragonBonus() rules.Game { return dragonBonus }

// dragonBonusSettings are a dragon-bonus-co table's compiled settings.
type dragonBonusSettings struct {
	settingValues
	decks      int
	commission commission
	tieOdds    rules.Odds
	table      *dragonBonusTable
	// bothHands lets one seat back both hands with the Dragon Bonus (line
	// 533); otherwise a seat that does gets a finding.
	bothHands bool
}

func (s *dragonBonusSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

// Setting keys and values of dragon-bonus-co (decks, tie_odds and the
// commission settings are baccarat-co's).
const (
	keyDragonBonusTable = "dragon_pay_table"
	keyDragonBonusBoth  = "dragon_bonus_both_hands"
	dragonBothAllowed   = "allowed"
	dragonBothRefused   = "not_allowed"
)

// dragonBonusTable is one of the Dragon Bonus pay tables. The margins and
// odds have the shape of baccarat-co's bonus tables (marginTable); the rows
// are Dragon Bonus's own lines.
type dragonBonusTable struct {
	marginTable
	// naturalTie is the line of the table's "Natural ties PUSH" row.
	naturalTie string
}

// Pay Tables 1 and 2 share lines 568-575 side by side; Pay Table 3 is
// lines 579-584. "*" marks the non-natural rows (lines 576, 585).
var dragonBonusTables = []dragonBonusTable{
	{marginTable: marginTable{id: "1", rows: []marginRow{
		{9, 9, rules.ToOne(30), "568"},
		{8, 8, rules.ToOne(10), "569"},
		{7, 7, rules.ToOne(6), "570"},
		{6, 6, rules.ToOne(4), "571"},
		{5, 5, rules.ToOne(2), "572"},
		{4, 4, rules.ToOne(1), "573"},
	}, natural: marginRow{odds: rules.ToOne(1), line: "574"}}, naturalTie: "575"},
	{marginTable: marginTable{id: "2", rows: []marginRow{
		{9, 9, rules.ToOne(20), "568"},
		{8, 8, rules.ToOne(8), "569"},
		{7, 7, rules.ToOne(7), "570"},
		{6, 6, rules.ToOne(4), "571"},
		{5, 5, rules.ToOne(3), "572"},
		{4, 4, rules.ToOne(1), "573"},
	}, natural: marginRow{odds: rules.ToOne(1), line: "574"}}, naturalTie: "575"},
	{marginTable: marginTable{id: "3", rows: []marginRow{
		{9, 9, rules.ToOne(30), "579"},
		{8, 8, rules.ToOne(10), "580"},
		{6, 7, rules.ToOne(4), "581"},
		{4, 5, rules.ToOne(2), "582"},
	}, natural: marginRow{odds: rules.ToOne(1), line: "583"}}, naturalTie: "584"},
}

func dragonBonusTableIDs() []string {
	ids := make([]string, len(dragonBonusTables))
	for i, t := range dragonBonusTables {
		ids[i] = t.id
	}
	return ids
}

func dragonBonusTableByID(id string) *dragonBonusTable {
	for i := range dragonBonusTables {
		if dragonBonusTables[i].id == id {
			return &dragonBonusTables[i]
		}
	}
	panic("baccarat: " + keyDragonBonusTable + " " + id + " passed its check but has no table")
}

func (t *dragonBonusTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: "Dragon Bonus, Pay Table " + t.id, Setting: keyDragonBonusTable}
	for _, r := range append(append([]marginRow(nil), t.rows...), t.natural) {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome(), Pays: r.odds.String(), Rule: co(r.line)})
	}
	pt.Rows = append(pt.Rows, rules.PayRow{Outcome: "Natural tie", Pays: "push", Rule: co(t.naturalTie)})
	return pt
}

// Lines of the Dragon Bonus rules the settlement cites.
var (
	ruleDragonWays       = co("544-545") // a natural winner, or a non-natural winner by 4+
	ruleDragonNaturalTie = co("563")     // a natural tie pushes
	ruleDragonOtherTie   = co("564")     // all other ties lose
)

// settle settles a Dragon Bonus wager on side (lines 544-549, 561-585).
// No vigorish is taken on it: the rules name none.
func (t *dragonBonusTable) settle(c *Coup, side Side, stake rules.Money) payoff {
	switch w := c.Winner(); {
	case w == Tie && c.Natural():
		// A natural ends the drawing (line 234), so a tie with a natural is
		// two naturals of one count, "(8-8, 9-9)".
		return push(ruleDragonNaturalTie)
	case w == Tie:
		return lose(ruleDragonOtherTie)
	case w != side:
		return lose(ruleDragonWays)
	case c.Hand(side).Natural():
		// "Natural winners always pay even-money" (line 562), whatever the
		// margin.
		return win(stake, t.natural.odds, co(t.natural.line))
	}
	if r, ok := t.row(c.Margin()); ok {
		return win(stake, r.odds, co(r.line))
	}
	// A non-natural win by 1 to 3 points is neither way to win.
	return lose(ruleDragonWays)
}

var dragonBonusSpecs = slices.Concat([]rules.SettingSpec{
	intSpec(keyDecks, 8, 6, 20, co("104-120"),
		"Decks in the shoe: Dragon Bonus is dealt as traditional baccarat (line 558), from six to ten decks (line 104), up to 20 with an automated shuffler (line 120). Cards are checked against it."),
}, commissionSpecs(), []rules.SettingSpec{
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144)."),
	{Key: keyDragonBonusTable, Default: dragonBonusTables[0].id, Allowed: dragonBonusTableIDs(), Rule: co("567-585"),
		Doc: "The Dragon Bonus pay table: Pay Table 1, 2 or 3 (lines 567-585)."},
	{Key: keyDragonBonusBoth, Default: dragonBothRefused, Allowed: []string{dragonBothAllowed, dragonBothRefused}, Rule: co("533"),
		Doc: "Whether one seat may back both the Player's and the Banker's hand with the Dragon Bonus in one round. The rule book allows the Player or the Banker, and both only at the licensee's discretion (line 533), so not_allowed is the default; a record showing both is still settled, with a finding naming line 533."},
})

func compileDragonBonus(v map[string]string) *dragonBonusSettings {
	return &dragonBonusSettings{
		settingValues: v,
		decks:         atoi(v[keyDecks]),
		commission:    compileCommission(v),
		tieOdds:       rules.ToOne(int64(atoi(v[keyTieOdds]))),
		table:         dragonBonusTableByID(v[keyDragonBonusTable]),
		bothHands:     v[keyDragonBonusBoth] == dragonBothAllowed,
	}
}

type dragonBonusBet = bet[*dragonBonusSettings]

// dragonBonusGame is the game with one rule the shared record does not
// know: at some tables a seat backs one hand only with the Dragon Bonus.
type dragonBonusGame struct{ *game[*dragonBonusSettings] }

var dragonBonus = dragonBonusGame{newGame(game[*dragonBonusSettings]{
	id:      "dragon-bonus-co",
	name:    "Dragon Bonus (Colorado)",
	sources: []rules.Cite{co("530-585"), co("1-315")},
	decks:   "Dealt as traditional baccarat (line 558): six to ten decks (line 104), 6 to 20 with an automated shuffler (line 120); the decks setting, default 8.",
	specs:   dragonBonusSpecs,
	compile: compileDragonBonus,
	bets:    dragonBonusBets(),
	payTables: func() (pts []rules.PayTable) {
		for i := range dragonBonusTables {
			pts = append(pts, dragonBonusTables[i].payTable())
		}
		return pts
	}(),
	notes: []string{
		"Pay Table 1 is the common Dragon Bonus table. The Wizard of Odds (<http://wizardofodds.com/games/baccarat/appendix/5/>, also <https://wizardofodds.com/games/baccarat/side-bets/>) gives its eight-deck combinations line by line (win by 9: 18,409,431,764,992 on the Player, 15,390,342,909,952 on the Banker; natural win 812,685,054,124,032 and natural tie 89,325,908,267,520 on either) and a house edge of 2.65% on the Player and 9.37% on the Banker; six decks 2.67% and 9.39%. The engine's enumeration reproduces every line; the lines do not depend on the pay table, so Pay Tables 2 and 3 follow from the same counts.",
	},
})}

// Decode reads a record as every baccarat game does; the hand it returns
// checks at verification whether the table lets one seat back both hands.
func (g dragonBonusGame) Decode(data []byte) (rules.Hand, error) {
	h, err := g.game.Decode(data)
	if err != nil {
		return nil, err
	}
	return dragonBonusHand{h.(*hand[*dragonBonusSettings])}, nil
}

type dragonBonusHand struct{ *hand[*dragonBonusSettings] }

// Verify settles the hand and, where the table does not let a seat back
// both hands with the Dragon Bonus (line 533), adds a finding for each seat
// that did. The wagers are still settled: the hand was dealt and paid.
func (h dragonBonusHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	v, err := h.hand.Verify(st)
	if err != nil {
		return nil, err
	}
	if s := st.(*dragonBonusSettings); s.bothHands {
		return v, nil
	}
	sides := map[int]int{}
	for _, w := range h.wagers {
		if strings.HasPrefix(w.Bet, "dragon_bonus_") {
			sides[w.Seat]++
		}
	}
	for _, w := range h.wagers {
		if w.Bet != "dragon_bonus_banker" || sides[w.Seat] < 2 {
			continue
		}
		v.Findings = append(v.Findings, rules.Finding{Seat: w.Seat, Bet: w.Bet, Field: "bet",
			Declared: "dragon_bonus_player and dragon_bonus_banker", Expected: "one of them", Rule: co("533"),
			Message: fmt.Sprintf("seat %d backs both hands with the Dragon Bonus; this table lets a seat back the Player or the Banker, not both (%s, %s=%s)",
				w.Seat, co("533"), keyDragonBonusBoth, dragonBothRefused)})
	}
	return v, nil
}

func dragonBonusBets() []dragonBonusBet {
	bets := []dragonBonusBet{
		playerBet[*dragonBonusSettings](),
		{id: "banker", name: "Banker", rule: co("145-147"), odds: rules.ToOne(1),
			pays: "less the vigorish (commission_rate, commission_rounding, commission_mode)",
			wins: "The Banker's hand has the higher point count (line 126); a tie is void, or charged vigorish in tie mode (lines 128, 151).",
			settle: func(b *dragonBonusBet, c Coup, stake rules.Money, s *dragonBonusSettings) payoff {
				return s.commission.banker(&c, stake, b.odds, b.rule, co("127"), co("128"))
			}},
		tieBet(func(s *dragonBonusSettings) rules.Odds { return s.tieOdds }),
	}
	for _, side := range [...]Side{Player, Banker} {
		bets = append(bets, dragonBonusBet{id: "dragon_bonus_" + side.String(), name: "Dragon Bonus (" + sideName(side) + ")",
			rule: co("544-549"),
			pays: "Pay Table " + strings.Join(dragonBonusTableIDs(), ", ") + " (dragon_pay_table) by the winning margin; a natural winner 1 to 1 (line 562); no vigorish",
			wins: "The " + sideName(side) + "'s hand is a natural winner, or a non-natural winner by 4 points or more (lines 544-545); a natural tie pushes (line 563); every other tie loses (line 564).",
			settle: func(_ *dragonBonusBet, c Coup, stake rules.Money, s *dragonBonusSettings) payoff {
				return s.table.settle(&c, side, stake)
			}})
	}
	return bets
}

// The Player and Tie wagers of Rule 28 (lines 126-144) are the same in
// every variant of this family; the Banker wager is each variant's own.

// playerBet is the Player wager: 1 to 1 (line 143), void on a tie (line
// 132).
func playerBet[S tableSettings]() bet[S] {
	return bet[S]{id: "player", name: "Player", rule: co("143"), odds: rules.ToOne(1),
		wins: "The Player's hand has the higher point count (line 130); a tie is void (line 132).",
		settle: func(b *bet[S], c Coup, stake rules.Money, _ S) payoff {
			switch c.Winner() {
			case Player:
				return win(stake, b.odds, b.rule)
			case Banker:
				return lose(co("131"))
			}
			return push(co("132"))
		}}
}

// tieBet is the Tie wager at the table's odds, at least 8 to 1 (line 144).
func tieBet[S tableSettings](odds func(S) rules.Odds) bet[S] {
	return bet[S]{id: "tie", name: "Tie", rule: co("144"), odds: rules.ToOne(8),
		pays: "at least (tie_odds)",
		wins: "Both hands have the same point count (lines 78, 133).",
		settle: func(b *bet[S], c Coup, stake rules.Money, s S) payoff {
			if c.Winner() == Tie {
				return win(stake, odds(s), b.rule)
			}
			return lose(co("133"))
		}}
}
