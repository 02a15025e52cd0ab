package paigow

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// ukNames are the words Great Britain's tables print for each line.
var ukNames = map[Line]string{
	LineStraight7:      "7 Card Straight Flush",
	LineRoyalMatch:     "Royal Flush + ",
	LineStraight7Joker: "Straight Flush with Joker",
	LineFiveAces:       "5 Aces (All four plus Joker)",
	LineRoyal:          "Royal Flush",
	LineStraightFlush:  "Straight Flush",
	LineFourOfAKind:    "Four of a Kind",
	LineFullHouse:      "Full House",
	LineFlush:          "Flush",
	LineThreeOfAKind:   "Three of a Kind",
	LineStraight:       "Five card Straight",
	LineThreePair:      "Three Pair Push/standoff",
	LineJoker:          "Includes Joker",
	LineColour:         "All seven cards of same colour",
	LineJokerColour:    "Six cards of same colour plus Joker",
}

// Every pay-table row is printed on the line it cites, with what the game
// pays: a transcription error fails here.
func TestSeedPayTables(t *testing.T) {
	check := func(table string, r payRow, name, pays string) {
		t.Helper()
		text := seedtext.Text(t, r.cite)
		if !strings.Contains(strings.ToLower(text), strings.ToLower(name)) || !strings.Contains(text, pays) {
			t.Errorf("%s %s: %s reads %q, want %q and %q", table, r.line, r.cite, text, name, pays)
		}
	}
	for _, tb := range ukFortuneTables {
		for _, r := range tb.rows {
			pays := fmt.Sprintf("%d-1", r.odds.Win)
			if r.push {
				pays = "Push/standoff"
			}
			check("fortune "+tb.id, r, ukNames[r.line], pays)
		}
	}
	for _, tb := range ukEnvyTables {
		for _, r := range tb.rows {
			name := ukNames[r.line]
			if r.line == LineFiveAces {
				name = "5 Aces (all four plus Joker)"
			}
			check("envy "+tb.id, r, name, "£"+strings.TrimSuffix(r.amount.String(), ".00"))
		}
	}
	for _, r := range jokolorTable.rows {
		check("jokolor", r, ukNames[r.line], fmt.Sprintf("%d-1", r.odds.Win))
	}
	// California: "2,00 to 1" and "1,00 to 1" are read as 200 and 100 to 1
	// (interpretation PG-C6).
	caPrinted := map[int64]string{200: "2,00 to 1", 100: "1,00 to 1"}
	caNames := map[Line]string{LineFiveAces: "5 Aces", LineFiveOfAKind: "5 of a Kind", LineRoyal: "Royal Flush",
		LineStraightFlush: "Straight Flush\t", LineStraightFlushJoker: "Straight Flush with Joker", LineFourOfAKind: "Four of a Kind",
		LineFullHouse: "Full House", LineFlush: "Flush", LineStraight: "Straight"}
	for _, r := range caFortune.rows {
		pays, ok := caPrinted[r.odds.Win]
		if !ok {
			pays = fmt.Sprintf("%d to 1", r.odds.Win)
		}
		check("california fortune", r, caNames[r.line], pays)
	}
	for _, r := range caEnvy.rows {
		check("california envy", r, caNames[r.line], "$"+strings.TrimSuffix(r.amount.String(), ".00"))
	}
	for _, r := range []rules.Cite{ca("1682"), ca("1683"), ca("1684"), ca("1685")} {
		if !strings.Contains(seedtext.Text(t, r), "N/A") {
			t.Errorf("%s: no N/A Envy", r)
		}
	}
	// Pokara's two Bonus Bet tables.
	for _, r := range pokaraBonusA {
		want := fmt.Sprintf("%s\t%d:1", r.name, r.odds.Win)
		if text := seedtext.Text(t, ca(r.line)); text != want {
			t.Errorf("line %s reads %q, want %q", r.line, text, want)
		}
	}
	for _, r := range pokaraBonusB {
		want := fmt.Sprintf("%s\t%d to 1", r.name, r.odds.Win)
		if text := seedtext.Text(t, ca(r.line)); text != want {
			t.Errorf("line %s reads %q, want %q", r.line, text, want)
		}
	}
}

// Pokara's House Way table (lines 1736-1747), read cell by cell; the ace
// of the A,Q,J row is printed with a Cyrillic letter.
func TestSeedPokaraHouseWay(t *testing.T) {
	name := map[rules.Rank]string{rules.Ace: "A", rules.King: "K", rules.Queen: "Q", rules.Jack: "J", rules.Ten: "10"}
	for hand, line := range pokaraHouseWayLines {
		text := strings.ReplaceAll(seedtext.Text(t, ca(line)), "\u0410", "A")
		want := fmt.Sprintf("%s,%s,%s\t%s", name[hand[0]], name[hand[1]], name[hand[2]], name[pokaraHouseWay[hand]])
		if text != want {
			t.Errorf("line %s reads %q, want %q", line, text, want)
		}
	}
}

// Each row of the House Way cites lines that print it.
func TestSeedHouseWayRows(t *testing.T) {
	words := map[Row]string{
		RowHighCard: "Highest Card", RowHighCardStraight: "highest two cards in front", RowOnePair: "Next two highest",
		RowOnePairStraight: "Play pair in the front only if", RowTwoPairLowSplit: "Low Pair + Low Pair",
		RowTwoPairLowKept: "King or better", RowTwoPairMiddleSplit: "Low Pair + High Pair", RowTwoPairMiddleKept: "holding an Ace",
		RowTwoPairHighSplit: "Always Split", RowThreePair: "Three Pairs", RowTrips: "Three of a Kind", RowTripsStraight: "Play Pair in front",
		RowTripAces: "Ace + one other card", RowTripsTwice: "Three of a Kind twice", RowFullHouseSplit: "Always split unless",
		RowFullHouseDeucesKept: "pair of two", RowTripsTwoPair: "Play highest pair in front", RowQuadsLow: "Keep together",
		RowQuadsMiddleKept: "King or better can be played", RowQuadsMiddleSplit: "7s, 8s,9s or 10s", RowQuadsHighKept: "Ace can be played",
		RowQuadsHighSplit: "Js, Qs or Ks", RowQuadAces: "four Aces", RowQuadsPair: "Play Pair in front",
		RowFiveAces: "three Aces in back", RowFiveAcesKings: "pair of Kings",
	}
	for _, r := range Rows() {
		if r == RowBestSplit {
			continue
		}
		text := strings.Join(strings.Fields(seedtext.Text(t, gb(r.Info().Lines))), " ")
		if !strings.Contains(text, words[r]) {
			t.Errorf("%s: lines %s do not say %q", r.Info().Name, r.Info().Lines, words[r])
		}
	}
}
