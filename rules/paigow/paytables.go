package paigow

import (
	"github.com/tablegames/casino/rules"
)

// The side wagers' lines: what a seven-card hand holds, from the highest.

// Line is a line of the Fortune, Envy or Jokolor pay tables.
type Line int8

// The lines of the Fortune and Envy pay tables of both books, and
// Jokolor's. LineNone is a hand that qualifies for nothing.
const (
	LineNone Line = iota - 1
	LineStraight7
	LineRoyalMatch
	LineStraight7Joker
	LineFiveAces
	LineFiveOfAKind
	LineRoyal
	LineStraightFlush
	LineStraightFlushJoker
	LineFourOfAKind
	LineFullHouse
	LineFlush
	LineThreeOfAKind
	LineStraight
	LineThreePair
	LineJokerColour
	LineColour
	LineJoker
	numLines
)

var lineNames = [numLines]string{
	LineStraight7:          "7 Card Straight Flush",
	LineRoyalMatch:         "Royal Flush + King/Queen of a same suit",
	LineStraight7Joker:     "7 Card Straight Flush with Joker",
	LineFiveAces:           "5 Aces",
	LineFiveOfAKind:        "5 of a Kind",
	LineRoyal:              "Royal Flush",
	LineStraightFlush:      "Straight Flush",
	LineStraightFlushJoker: "Straight Flush with Joker",
	LineFourOfAKind:        "Four of a Kind",
	LineFullHouse:          "Full House",
	LineFlush:              "Flush",
	LineThreeOfAKind:       "Three of a Kind",
	LineStraight:           "Straight",
	LineThreePair:          "Three Pair",
	LineJokerColour:        "Six cards of same colour plus Joker",
	LineColour:             "All seven cards of same colour",
	LineJoker:              "Includes Joker",
}

func (l Line) String() string {
	if l < 0 || l >= numLines {
		return "none"
	}
	return lineNames[l]
}

// ukFortuneLine is the highest line of Great Britain's Fortune table a hand
// holds (lines 3436-3495), the table's order being its ranking: the
// seven-card lines first, then the best five-card hand, except that three
// of a kind, listed and paid above the straight, is paid when the seven
// cards hold both (interpretation PG7); three pair last. A Royal Flush or
// Straight Flush made with the joker is a Royal Flush or Straight Flush:
// only the seven-card straight flush names the joker.
func ukFortuneLine(s *Seven) Line {
	b := s.Best
	switch {
	case s.Straight7:
		return LineStraight7
	case s.RoyalMatch:
		return LineRoyalMatch
	case s.Straight7Joker:
		return LineStraight7Joker
	case s.FiveAces():
		return LineFiveAces
	case b.IsRoyal():
		return LineRoyal
	}
	switch b.Category() {
	case StraightFlush:
		return LineStraightFlush
	case FourOfAKind:
		return LineFourOfAKind
	case FullHouse:
		return LineFullHouse
	case Flush:
		return LineFlush
	}
	switch {
	case s.Trips:
		return LineThreeOfAKind
	case b.Category() == Straight:
		return LineStraight
	case s.ThreePair:
		return LineThreePair
	}
	return LineNone
}

// caFortuneLine is the highest line of the California Fortune table a hand
// holds (seed 000 lines 1676-1685): Five Aces, five of a kind, a Royal
// Flush (with or without the joker), a Straight Flush of five natural
// cards, one made with the joker, and the best hand's category below.
func caFortuneLine(s *Seven) Line {
	b := s.Best
	switch {
	case s.FiveAces():
		return LineFiveAces
	case b.Category() == FiveOfAKind:
		return LineFiveOfAKind
	case b.IsRoyal():
		return LineRoyal
	case s.NaturalStraightFlush:
		return LineStraightFlush
	}
	switch b.Category() {
	case StraightFlush:
		return LineStraightFlushJoker
	case FourOfAKind:
		return LineFourOfAKind
	case FullHouse:
		return LineFullHouse
	case Flush:
		return LineFlush
	case Straight:
		return LineStraight
	}
	return LineNone
}

// jokolorLine is the Jokolor line of a hand (lines 3575-3577, 3589-3592):
// the highest only (interpretation PG5).
func jokolorLine(s *Seven) Line {
	switch {
	case s.Joker && (s.Red == 6 || s.Black == 6):
		return LineJokerColour
	case !s.Joker && (s.Red == 7 || s.Black == 7):
		return LineColour
	case s.Joker:
		return LineJoker
	}
	return LineNone
}

// payRow is one line of a pay table: the odds (Per 0 for a push), or a
// fixed amount, and the line of the seed that prints it.
type payRow struct {
	line   Line
	odds   rules.Odds
	push   bool
	amount rules.Money
	cite   rules.Cite
}

func (p payRow) pays() string {
	switch {
	case p.push:
		return "push (stand-off)"
	case p.amount != 0:
		return p.amount.String()
	}
	return p.odds.String()
}

// payTable is a named pay table of one wager.
type payTable struct {
	id, name string
	rows     []payRow
	// optional lines a setting may pay or not (Three Pair).
}

func (t *payTable) row(l Line) *payRow {
	for i := range t.rows {
		if t.rows[i].line == l {
			return &t.rows[i]
		}
	}
	return nil
}

func (t *payTable) info(setting string) rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: t.name, Setting: setting}
	for _, r := range t.rows {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.line.String(), Pays: r.pays(), Rule: r.cite})
	}
	return pt
}

func gb(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }
func ca(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

func toOne(n int64, l Line, cite string) payRow {
	return payRow{line: l, odds: rules.ToOne(n), cite: gb(cite)}
}

// Great Britain's Fortune tables (rules 13.36 and 13.37).
var (
	fortuneMinimum = payTable{id: "minimum", name: "Fortune, minimum odds (rule 13.36)", rows: []payRow{
		toOne(2500, LineStraight7, "3437"),
		toOne(1000, LineRoyalMatch, "3439"),
		toOne(500, LineStraight7Joker, "3441"),
		toOne(250, LineFiveAces, "3443"),
		toOne(100, LineRoyal, "3445"),
		toOne(50, LineStraightFlush, "3447"),
		toOne(20, LineFourOfAKind, "3449"),
		toOne(5, LineFullHouse, "3450"),
		toOne(4, LineFlush, "3452"),
		toOne(3, LineThreeOfAKind, "3453"),
		toOne(2, LineStraight, "3454"),
		{line: LineThreePair, push: true, cite: gb("3455-3457")},
	}}
	fortune1 = payTable{id: "1", name: "Fortune, pay table 1 (rule 13.37)", rows: []payRow{
		toOne(5000, LineStraight7, "3471"),
		toOne(1000, LineRoyalMatch, "3472"),
		toOne(750, LineStraight7Joker, "3473"),
		toOne(250, LineFiveAces, "3474"),
		toOne(100, LineRoyal, "3475"),
		toOne(50, LineStraightFlush, "3476"),
		toOne(20, LineFourOfAKind, "3477"),
		toOne(5, LineFullHouse, "3478"),
		toOne(4, LineFlush, "3479"),
		toOne(3, LineThreeOfAKind, "3480"),
		toOne(2, LineStraight, "3481"),
		{line: LineThreePair, push: true, cite: gb("3482")},
	}}
	fortune2 = payTable{id: "2", name: "Fortune, pay table 2 (rule 13.37)", rows: []payRow{
		toOne(8000, LineStraight7, "3485"),
		toOne(2000, LineRoyalMatch, "3486"),
		toOne(1000, LineStraight7Joker, "3487"),
		toOne(400, LineFiveAces, "3488"),
		toOne(150, LineRoyal, "3489"),
		toOne(50, LineStraightFlush, "3490"),
		toOne(25, LineFourOfAKind, "3491"),
		toOne(5, LineFullHouse, "3492"),
		toOne(4, LineFlush, "3493"),
		toOne(3, LineThreeOfAKind, "3494"),
		toOne(2, LineStraight, "3495"),
	}}
	ukFortuneTables = []*payTable{&fortuneMinimum, &fortune1, &fortune2}
)

func pounds(n int64, l Line, cite string) payRow {
	return payRow{line: l, amount: rules.Dollars(n), cite: gb(cite)}
}

// Great Britain's Envy tables (rules 13.38 onwards): fixed amounts.
var (
	envy1 = payTable{id: "1", name: "Envy Bonus, pay table 1: the minimum amounts", rows: []payRow{
		pounds(500, LineStraight7, "3529"),
		pounds(125, LineRoyalMatch, "3531"),
		pounds(50, LineStraight7Joker, "3533"),
		pounds(25, LineFiveAces, "3535"),
		pounds(10, LineRoyal, "3537"),
		pounds(5, LineStraightFlush, "3539"),
		pounds(2, LineFourOfAKind, "3541"),
	}}
	envy2 = payTable{id: "2", name: "Envy Bonus, pay table 2", rows: []payRow{
		pounds(2500, LineStraight7, "3553"),
		pounds(500, LineRoyalMatch, "3555"),
		pounds(250, LineStraight7Joker, "3557"),
		pounds(100, LineFiveAces, "3559"),
		pounds(25, LineRoyal, "3561"),
		pounds(10, LineStraightFlush, "3563"),
		pounds(2, LineFourOfAKind, "3565"),
	}}
	ukEnvyTables = []*payTable{&envy1, &envy2}
)

// Jokolor (rule 13.51).
var jokolorTable = payTable{id: "jokolor", name: "Jokolor (rule 13.51)", rows: []payRow{
	toOne(30, LineJokerColour, "3592"),
	toOne(10, LineColour, "3591"),
	toOne(5, LineJoker, "3590"),
}}

func caOdds(n int64, l Line, cite string) payRow {
	return payRow{line: l, odds: rules.ToOne(n), cite: ca(cite)}
}

// The California Fortune Bonus table (seed 000 lines 1676-1685), the
// garbled "2,00 to 1" and "1,00 to 1" read as 200 and 100 to 1
// (interpretation PG-C6), and its Envy column; Four of a Kind and below
// show "N/A".
var (
	caFortune = payTable{id: "fortune", name: "Fortune Bonus (California)", rows: []payRow{
		caOdds(500, LineFiveAces, "1677"),
		caOdds(200, LineFiveOfAKind, "1678"),
		caOdds(100, LineRoyal, "1679"),
		caOdds(50, LineStraightFlush, "1680"),
		caOdds(30, LineStraightFlushJoker, "1681"),
		caOdds(25, LineFourOfAKind, "1682"),
		caOdds(5, LineFullHouse, "1683"),
		caOdds(4, LineFlush, "1684"),
		caOdds(2, LineStraight, "1685"),
	}}
	caEnvy = payTable{id: "envy", name: "Envy Bonus (California)", rows: []payRow{
		{line: LineFiveAces, amount: rules.Dollars(200), cite: ca("1677")},
		{line: LineFiveOfAKind, amount: rules.Dollars(100), cite: ca("1678")},
		{line: LineRoyal, amount: rules.Dollars(50), cite: ca("1679")},
		{line: LineStraightFlush, amount: rules.Dollars(25), cite: ca("1680")},
		{line: LineStraightFlushJoker, amount: rules.Dollars(10), cite: ca("1681")},
	}}
)
