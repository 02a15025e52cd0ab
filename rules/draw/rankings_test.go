package draw

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// rankingRow is one row of a rule book's ranking table: the line, the
// words it prints for its best and worst hands, and those hands.
type rankingRow struct {
	line        string
	best, worst string // phrases on the line
	bestCards   string
	worstCards  string
}

// checkRanking reads each row's line from the seed, and checks that the
// portion ranks every row's best hand above its worst, and the worst of a
// row above the best of the next: the table read top to bottom is the
// engine's order.
func checkRanking(t *testing.T, game string, portion int, rows []rankingRow) {
	t.Helper()
	p := gameOf(t, game).portions[portion]
	var prev uint64
	var prevCards string
	for i, r := range rows {
		text := seedtext.Text(t, rules.At(rules.Seed000, r.line))
		for _, s := range []string{r.best, r.worst} {
			if !strings.Contains(text, s) {
				t.Errorf("%s line %s should say %q", game, r.line, s)
			}
		}
		best, _ := p.value(rules.MustCards(r.bestCards), nil)
		worst, _ := p.value(rules.MustCards(r.worstCards), nil)
		if best <= worst && r.bestCards != r.worstCards {
			t.Errorf("%s line %s: %s (%s) should beat %s (%s)", game, r.line, r.bestCards, p.describe(best), r.worstCards, p.describe(worst))
		}
		if i > 0 && prev <= best {
			t.Errorf("%s line %s: %s (%s) should beat %s (%s) of the row above", game, r.line, prevCards, p.describe(prev), r.bestCards, p.describe(best))
		}
		prev, prevCards = worst, r.worstCards
	}
}

// Badacey's ace-to-five table (lines 4449-4454), best first.
func TestSeedAceToFiveTable(t *testing.T) {
	checkRanking(t, "badacey", 0, []rankingRow{
		{"4449", `A 5, 4, 3, 2, and ace (known as the "wheel") is the highest ranked no pair`, "king, queen, jack, 10, and 9 is the lowest", "AS 2H 3D 4C 5S", "KS QH JD TC 9S"},
		{"4450", "Two aces is the highest ranked pair", "two kings is the lowest ranked Pair", "AS AH 2D 3C 4S", "KS KH QD JC TS"},
		{"4451", "Two aces and two 2's is the highest ranked Two Pairs", "two kings and two queens is the lowest", "AS AH 2D 2C 3S", "KS KH QD QC JS"},
		{"4452", "Three aces is the highest ranked Three of a Kind", "three kings is the lowest", "AS AH AD 2C 3S", "KS KH KD QC JS"},
		{"4453", "Three aces and two 2's is the highest ranked Full House", "three kings and two queens is the lowest", "AS AH AD 2C 2S", "KS KH KD QC QS"},
		{"4454", "Four aces is the highest ranked Four of a Kind", "four kings is the lowest", "AS AH AD AC 2S", "KS KH KD KC QS"},
	})
}

// The deuce-to-seven tables of Badeucey (lines 5946-5958) and 2-7 Dramaha
// (lines 6402-6411), best first; the royal flush is the worst hand.
func TestSeedDeuceToSevenTables(t *testing.T) {
	hands := [][2]string{
		{"7S 5H 4D 3C 2S", "AS KH QD JC 9S"},
		{"2S 2H 3D 4C 5S", "AS AH KD QC JS"},
		{"2S 2H 3D 3C 4S", "AS AH KD KC QS"},
		{"2S 2H 2D 3C 4S", "AS AH AD KC QS"},
		{"2S 3H 4D 5C 6S", "TS JH QD KC AS"},
		{"7S 5S 4S 3S 2S", "AS KS QS JS 9S"},
		{"2S 2H 2D 3C 3S", "AS AH AD KC KS"},
		{"2S 2H 2D 2C 3S", "AS AH AD AC KS"},
		{"2S 3S 4S 5S 6S", "9S TS JS QS KS"},
		{"AS KS QS JS TS", "AS KS QS JS TS"},
	}
	badeucey := []rankingRow{
		{"5946", "A 7, 5, 4, 3, and 2 is the highest ranked High Card hand", "an ace, king, queen, jack, and 9 is the lowest", "", ""},
		{"5947", "Two 2's is the highest ranked Pair", "two aces is the lowest ranked Pair", "", ""},
		{"5948", "Two 2's and two 3's is the highest ranked Two Pairs", "two aces and two kings is the lowest", "", ""},
		{"5949", "Three 2's is the highest ranked Three of a Kind", "three aces is the lowest", "", ""},
		{"5950", "A 2, 3, 4, 5, and 6 is the highest ranked Straight", "a 10, jack, king, queen, and ace is the lowest", "", ""},
		{"5951", "A 7, 5, 4, 3, and 2 is the highest ranked Flush", "an ace, king, queen, jack, and 9 is the lowest", "", ""},
		{"5952", "Three 2's and two 3's is the highest ranked Full House", "three aces and two kings is the lowest", "", ""},
		{"5953", "Four 2's is the highest ranked Four of a Kind", "four aces is the lowest", "", ""},
		{"5957", "A 2, 3, 4, 5, and 6 is the highest ranked Straight Flush", "a 9, 10, jack, queen, and king is the lowest", "", ""},
		{"5958", "an ace, king, queen, jack, and 10 of the same suit", "Royal Flush", "", ""},
	}
	dramaha := []rankingRow{
		{"6402", "A 7, 5, 4, 3 and 2 is the highest ranked High Card hand", "an ace, king, queen, jack and 9 is the lowest", "", ""},
		{"6403", "Two 2s is the highest ranked Pair", "two aces is the lowest ranked Pair", "", ""},
		{"6404", "Two 2s and two 3s is the highest ranked Two Pair", "two aces and two kings is the lowest", "", ""},
		{"6405", "Three 2s is the highest ranked Three of a Kind", "three aces are the lowest", "", ""},
		{"6406", "A 6, 5, 4, 3 and 2 is the highest ranked Straight", "an ace, king, queen, jack, and 10 is the lowest", "", ""},
		{"6407", "A 7, 5, 4, 3 and 2 is the highest ranked Flush", "an ace, king, queen, jack, and 9 is the lowest", "", ""},
		{"6408", "Three 2s and two 3s is the highest ranked Full House", "three aces and two kings is the lowest", "", ""},
		{"6409", "Four 2s is the highest ranked Four of a Kind", "four aces is the lowest", "", ""},
		{"6410", "A 6, 5, 4, 3 and 2 is the highest ranked Straight Flush", "a king, queen, jack, 10 and 9 is the lowest", "", ""},
		{"6411", "an ace, king, queen, and jack, and 10 of the same suit", "Royal Flush", "", ""},
	}
	for i := range hands {
		badeucey[i].bestCards, badeucey[i].worstCards = hands[i][0], hands[i][1]
		dramaha[i].bestCards, dramaha[i].worstCards = hands[i][0], hands[i][1]
	}
	checkRanking(t, "badeucey", 0, badeucey)
	checkRanking(t, "dramaha-27", 1, dramaha)
	// "a 2, 3, 4, 5, and ace do not make up a Straight" (line 6406).
	p := gameOf(t, "dramaha-27").portions[1]
	wheel, _ := p.value(rules.MustCards("AS 2H 3D 4C 5S"), nil)
	if !strings.HasPrefix(p.describe(wheel), "High card, ace") {
		t.Errorf("A-2-3-4-5 is %s in deuce-to-seven", p.describe(wheel))
	}
}

// The badugi tables of Badacey (lines 4465-4468) and Badeucey (5964-5967).
func TestSeedBadugiTables(t *testing.T) {
	for _, g := range []struct {
		game  string
		first int
	}{{"badacey", 4465}, {"badeucey", 5964}} {
		line := func(i int) string { return itoa(g.first + i) }
		checkRanking(t, g.game, 1, []rankingRow{
			{line(0), "A 4, 3, 2, and ace off suit is the highest ranked Badugi", "a king, queen, jack, and 10 off suit is the lowest", "AS 2H 3D 4C", "KS QH JD TC"},
			{line(1), "A 3, 2, ace off suit is the highest ranked Three Card Incomplete", "a king, queen, jack off suit is the lowest", "AS 2H 3D 3C", "KS QH JD JC"},
			{line(2), "A 2 and ace off suit is the highest ranked Two Card Incomplete", "a king and queen off suit is the lowest", "AS 2H 2D 2C", "KS QH QD QC"},
			{line(3), "An ace is the highest ranked", "a king is the lowest ranked", "AS 2S 3S 4S", "KS KH KD KC"},
		})
	}
}
