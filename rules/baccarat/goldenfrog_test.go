package baccarat

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The digest's derived examples as far as they touch Golden Frog, $10 a
// wager, and the readings of X22 (either hand; "eight over six" of any
// number of cards).
var goldenFrogExamples = []sideExample{
	{"E6 3-card 9 over 3-card 7", "660", "AS 2D 4C 2C 4H 3S", "Player 9 (3 cards) over Banker 7 (3 cards)", nil, []sideWager{
		sw("3_card_9_over_3_card_7", "10.00", "win", "2000.00", "660"),
		sw("3_card_9_over_3_card_1", "10.00", "lose", "0.00", "662"),
		sw("2_card_9_over_2_card_7", "10.00", "lose", "0.00", "664"),
		sw("8_over_6", "10.00", "lose", "0.00", "666"),
		// The Banker's 3-card 7 lost: no Jin Chan.
		sw("jin_chan", "10.00", "lose", "0.00", "668"),
		sw("koi", "10.00", "lose", "0.00", "670"),
		sw("player", "10.00", "win", "10.00"),
	}},
	{"E9 3-card 9 over 3-card 1, the Banker winning", "662", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", nil, []sideWager{
		sw("3_card_9_over_3_card_1", "10.00", "win", "1500.00", "662"),
		sw("3_card_9_over_3_card_7", "10.00", "lose", "0.00"),
		sw("player", "10.00", "lose", "0.00"),
	}},
	{"E9 commission", "147", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", nil, []sideWager{
		{bet: "banker", amount: "10.00", result: "win", payout: "10.00", commission: "0.50", rule: "145-147"},
	}},
	{"E9 commission-free", "672", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", set("banker_commission", "commission_free"), []sideWager{
		sw("banker", "10.00", "win", "10.00", "145"),
	}},
	{"E3 Jin Chan, commission", "668, 147", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", nil, []sideWager{
		sw("jin_chan", "10.00", "win", "400.00", "668"),
		{bet: "banker", amount: "10.00", result: "win", payout: "10.00", commission: "0.50", rule: "145-147"},
	}},
	{"E3 Jin Chan, commission-free", "668, 672", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", set("banker_commission", "commission_free"), []sideWager{
		sw("jin_chan", "10.00", "win", "400.00", "668"),
		sw("banker", "10.00", "push", "0.00", "672"),
		sw("player", "10.00", "lose", "0.00"),
		sw("tie", "10.00", "lose", "0.00"),
	}},
	{"E11 Koi", "670", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", nil, []sideWager{
		sw("koi", "10.00", "win", "250.00", "670"),
		sw("jin_chan", "10.00", "lose", "0.00"),
		sw("8_over_6", "10.00", "lose", "0.00"),
	}},
	{"E23 8 over 6", "666", "5S 4C 3D 2H", "Player 8 (2 cards, natural) over Banker 6 (2 cards)", nil, []sideWager{
		sw("8_over_6", "10.00", "win", "250.00", "666"),
		sw("2_card_9_over_2_card_7", "10.00", "lose", "0.00"),
		sw("koi", "10.00", "lose", "0.00"),
	}},
	// A 2-card 9 over a 2-card 7, the Player's and then the Banker's.
	{"2-card 9 over 2-card 7", "664", "9C 7S KD KH", "Player 9 (2 cards, natural) over Banker 7 (2 cards)", nil, []sideWager{
		sw("2_card_9_over_2_card_7", "10.00", "win", "500.00", "664"),
	}},
	{"2-card 9 over 2-card 7, the Banker winning", "664", "7S 9C KH KD", "Banker 9 (2 cards, natural) over Player 7 (2 cards)", set("banker_commission", "commission_free"), []sideWager{
		sw("2_card_9_over_2_card_7", "10.00", "win", "500.00", "664"),
		sw("banker", "10.00", "win", "10.00", "145"),
	}},
	// A 3-card 8 over a 3-card 6, the Banker winning: "eight over six"
	// names no number of cards. Player 2+2 draws a 2 (6); Banker A+3
	// draws on the 2 and takes a 4 (8).
	{"8 over 6, three cards each", "666", "2C AH 2D 3S 2S 4H", "Banker 8 (3 cards) over Player 6 (3 cards)", nil, []sideWager{
		sw("8_over_6", "10.00", "win", "250.00", "666"),
		sw("3_card_9_over_3_card_7", "10.00", "lose", "0.00"),
	}},
	// A 3-card 9 over a 2-card 7 is none of the wagers.
	{"3-card 9 over 2-card 7", "660, 664", "2C KS 3D 7D 4H", "Player 9 (3 cards) over Banker 7 (2 cards)", nil, []sideWager{
		sw("3_card_9_over_3_card_7", "10.00", "lose", "0.00"),
		sw("2_card_9_over_2_card_7", "10.00", "lose", "0.00"),
	}},
	{"E1 naturals", "143", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", set("decks", "1"), []sideWager{
		sw("player", "10.00", "win", "10.00"),
		sw("2_card_9_over_2_card_7", "10.00", "lose", "0.00"),
		sw("8_over_6", "10.00", "lose", "0.00"),
	}},
}

func TestGoldenFrogExamples(t *testing.T) {
	for _, e := range goldenFrogExamples {
		t.Run(e.id, func(t *testing.T) { e.check(t, GoldenFrog()) })
	}
}

// "Any number of 52 card decks" (line 652): a one-deck table refuses a
// card seen twice.
func TestGoldenFrogOneDeck(t *testing.T) {
	g := GoldenFrog()
	h, err := g.Decode(sideRecord(t, "golden-frog", "2S 2S 3D 3S 3C", set("decks", "1"), nil))
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.Settings(h.Envelope().TableSettings)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Verify(s); err == nil || !strings.Contains(err.Error(), "2S appears 2 times") {
		t.Errorf("Verify = %v, want the second 2S refused", err)
	}
	if _, err := g.Settings(set("decks", "0")); err == nil {
		t.Error("a shoe of no decks accepted")
	}
}

func TestGoldenFrogSeedCrossCheck(t *testing.T) {
	for _, w := range goldenFrogOver {
		text := seedtext.Text(t, co(w.line))
		for _, want := range []string{"wins over", w.odds.String()} {
			if !strings.Contains(text, want) {
				t.Errorf("%s cites line %s, which does not read %q: %q", w.id, w.line, want, text)
			}
		}
		// The hands as printed: "a hand total of nine comprised of three
		// cards wins over a hand total of seven ...".
		want := "hand total of " + numberWord[w.winner.points]
		if w.winner.cards != 0 {
			want += " comprised of " + numberWord[w.winner.cards] + " cards"
		}
		want += " wins over a hand total of " + numberWord[w.over.points]
		if w.over.cards != 0 {
			want += " comprised of " + numberWord[w.over.cards] + " cards"
		}
		if !strings.Contains(text, want) {
			t.Errorf("%s: line %s does not read %q: %q", w.id, w.line, want, text)
		}
	}
	for _, c := range []struct{ line, want string }{
		{"668", "Banker hand win with a three-card total of seven (Jin Chan wager)"},
		{"670", "Player hand win with a three-card total of eight (Koi wager)"},
		{"672", "push when the Banker wins with a three card seven"},
	} {
		if text := seedtext.Text(t, co(c.line)); !strings.Contains(text, c.want) {
			t.Errorf("line %s reads %q, not %q", c.line, text, c.want)
		}
	}
	checkSeedWagers(t, goldenFrog.bets)
	checkSeedSettings(t, GoldenFrog(), map[string]string{
		keyDecks:       "any number of 52 card decks",
		keyBankerTerms: "with or without a commission",
		keyTieOdds:     "at least 8 to 1",
	})
	for _, pt := range goldenFrog.Info().PayTables {
		for _, row := range pt.Rows {
			if text := seedtext.Text(t, row.Rule); !strings.Contains(text, row.Pays) {
				t.Errorf("%s pays %s, but %s reads %q", row.Outcome, row.Pays, row.Rule, text)
			}
		}
	}
}

var numberWord = [...]string{1: "one", 2: "two", 3: "three", 6: "six", 7: "seven", 8: "eight", 9: "nine"}

// Every deal of eight decks: each wager against the independent count by
// values and against the Wizard of Odds' Golden Frog counts.
func TestEnumerateGoldenFrog(t *testing.T) {
	g := GoldenFrog()
	free, err := g.Settings(set("banker_commission", "commission_free"))
	if err != nil {
		t.Fatal(err)
	}
	charged, _ := g.Settings(nil)
	fs, err := Enumerate(g, charged, free)
	if err != nil {
		t.Fatal(err)
	}
	vc := countByValue(8)
	over := func(wp, wc, lp, lc int8) uint64 {
		return vc.count(func(k valueOutcome) bool {
			p, c, q, d, ok := k.winnerLoser()
			return ok && p == wp && (wc == 0 || c == wc) && q == lp && (lc == 0 || d == lc)
		})
	}
	for _, c := range []struct {
		bet       string
		counted   uint64
		published uint64 // 0: none found
		edge      string
	}{
		{"3_card_9_over_3_card_7", over(9, 3, 7, 3), 0, "0.1189"},
		{"3_card_9_over_3_card_1", over(9, 3, 1, 3), 28_511_182_835_712, "0.1387"},
		{"2_card_9_over_2_card_7", over(9, 2, 7, 2), 90_066_027_282_432, "0.0810"},
		{"8_over_6", over(8, 0, 6, 0), 150_358_085_283_840, "0.2179"},
		{"jin_chan", publishedDragon7, publishedDragon7, publishedDragon7Edge},
		{"koi", publishedPanda8, publishedPanda8, publishedPanda8Edge},
	} {
		for _, f := range fs {
			bf := f.Bet(c.bet)
			if got := bf.WaysOf(rules.Win); got != c.counted || (c.published != 0 && got != c.published) {
				t.Errorf("%s wins %d deals; counted %d, published %d", c.bet, got, c.counted, c.published)
			}
			checkEdge(t, bf, c.edge, c.bet)
		}
	}
	// Commission-free, the Banker pushes on every Jin Chan.
	if got := fs[1].Bet("banker").Ways(co("672")); got != publishedDragon7 {
		t.Errorf("commission-free Banker pushes on %d Jin Chan deals, want %d", got, uint64(publishedDragon7))
	}
	checkEdge(t, fs[1].Bet("banker"), publishedEZBankerEdge, "commission-free Banker")
	checkEdge(t, fs[0].Bet("banker"), "0.0106", "Banker with 5% commission")
}
