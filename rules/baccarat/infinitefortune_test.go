package baccarat

import (
	"math/big"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The digest's derived examples as far as they touch Infinite Fortune, $10
// a wager, and the readings of X23 (either hand wins the Supershot wagers)
// and X24 (an identical pair is a pair).
var infiniteFortuneExamples = []sideExample{
	{"E1 Supershot Natural, Option #1", "687", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", nil, []sideWager{
		sw("supershot_natural", "10.00", "win", "500.00", "687"),
		sw("supershot_3_card_9_over_3_card_8", "10.00", "lose", "0.00", "686"),
		sw("supershot_8_over_7", "10.00", "lose", "0.00", "688"),
		sw("player", "10.00", "win", "10.00"),
	}},
	{"E1 Option #2", "687", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", set("supershot_natural_option", "2"), []sideWager{
		sw("supershot_natural", "10.00", "win", "450.00", "687"),
	}},
	{"E1 Option #3", "687", "9S 7C KD AH", "Player 9 (2 cards, natural) over Banker 8 (2 cards, natural)", set("supershot_natural_option", "3", "decks", "6"), []sideWager{
		sw("supershot_natural", "10.00", "win", "400.00", "687"),
	}},
	{"Supershot Natural, the Banker's 9 over the Player's 8", "685, 687", "4C 9S 4D KH", "Banker 9 (2 cards, natural) over Player 8 (2 cards, natural)", nil, []sideWager{
		sw("supershot_natural", "10.00", "win", "500.00", "687"),
	}},
	{"a natural 9 over a 7 is no Supershot", "687", "9C 7S KD KH", "Player 9 (2 cards, natural) over Banker 7 (2 cards)", nil, []sideWager{
		sw("supershot_natural", "10.00", "lose", "0.00", "687"),
		sw("supershot_8_over_7", "10.00", "lose", "0.00", "688"),
	}},
	// Player 2+3 draws a 4 (9); Banker A+4 draws on the 4 and takes a 3 (8).
	{"Supershot 3 card 9 over 3 card 8", "686", "2C AH 3D 4S 4C 3H", "Player 9 (3 cards) over Banker 8 (3 cards)", nil, []sideWager{
		sw("supershot_3_card_9_over_3_card_8", "10.00", "win", "2000.00", "686"),
		sw("supershot_natural", "10.00", "lose", "0.00"),
	}},
	// Player 2+2 draws a 4 (8); Banker A+4 draws on the 4 and takes a 4 (9).
	{"Supershot 3 card 9 over 3 card 8, the Banker's", "685, 686", "2C AH 2D 4S 4C 4H", "Banker 9 (3 cards) over Player 8 (3 cards)", nil, []sideWager{
		sw("supershot_3_card_9_over_3_card_8", "10.00", "win", "2000.00", "686"),
		sw("fortune_8", "10.00", "lose", "0.00", "690"),
		sw("super_7", "10.00", "lose", "0.00", "689"),
	}},
	{"E3 Super 7, commission", "689, 147", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", nil, []sideWager{
		sw("super_7", "10.00", "win", "400.00", "689"),
		{bet: "banker", amount: "10.00", result: "win", payout: "10.00", commission: "0.50", rule: "145-147"},
		sw("fortune_8", "10.00", "lose", "0.00"),
	}},
	{"E3 Super 7, no commission", "680, 689", "TC AS 4D AH TH 5C", "Banker 7 (3 cards) over Player 4 (3 cards)", set("banker_commission", "commission_free"), []sideWager{
		sw("super_7", "10.00", "win", "400.00", "689"),
		sw("banker", "10.00", "push", "0.00", "680"),
		sw("player", "10.00", "lose", "0.00"),
	}},
	{"E16 no commission", "680", "5S 5D 9H 9C 2C 3H", "Banker 7 (3 cards) over Player 6 (3 cards)", set("banker_commission", "commission_free", "decks", "6"), []sideWager{
		sw("banker", "10.00", "push", "0.00", "680"),
		sw("super_7", "10.00", "win", "400.00", "689"),
	}},
	{"E9 Banker 9, no commission", "680", "2S 4H 3D 2C 6C 3D", "Banker 9 (3 cards) over Player 1 (3 cards)", set("banker_commission", "commission_free"), []sideWager{
		sw("banker", "10.00", "win", "10.00", "145"),
		sw("super_7", "10.00", "lose", "0.00"),
	}},
	{"E11 Fortune 8 and any 8 over any 7", "688, 690", "3C KS 2D 7D 3H", "Player 8 (3 cards) over Banker 7 (2 cards)", nil, []sideWager{
		sw("fortune_8", "10.00", "win", "250.00", "690"),
		sw("supershot_8_over_7", "10.00", "win", "250.00", "688"),
		sw("super_7", "10.00", "lose", "0.00"),
	}},
	{"E23 8 over 6 is no Supershot", "688", "5S 4C 3D 2H", "Player 8 (2 cards, natural) over Banker 6 (2 cards)", nil, []sideWager{
		sw("supershot_8_over_7", "10.00", "lose", "0.00", "688"),
		sw("supershot_natural", "10.00", "lose", "0.00"),
	}},
	{"E7 pairs", "691, 692", "8S 8H 8D 8C", "Tie 6: Player 6 (2 cards), Banker 6 (2 cards)", nil, []sideWager{
		sw("player_pair", "10.00", "win", "110.00", "692"),
		sw("banker_pair", "10.00", "win", "110.00", "691"),
		sw("tie", "10.00", "win", "80.00"),
		sw("player", "10.00", "push", "0.00"),
		sw("banker", "10.00", "push", "0.00"),
	}},
	{"E13 pairs", "691, 692", "2S 2H 2D 2C 3C 3D", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", set("banker_commission", "commission_free"), []sideWager{
		sw("player_pair", "10.00", "win", "110.00", "692"),
		sw("banker_pair", "10.00", "win", "110.00", "691"),
		sw("banker", "10.00", "push", "0.00", "128"),
		sw("super_7", "10.00", "lose", "0.00"),
	}},
	{"E17 identical pairs", "691, 692", "2S 2S 2S 2S 3C 3H", "Tie 7: Player 7 (3 cards), Banker 7 (3 cards)", nil, []sideWager{
		sw("player_pair", "10.00", "win", "110.00", "692"),
		sw("banker_pair", "10.00", "win", "110.00", "691"),
	}},
	{"E15 a pair split across the hands", "691, 692", "5S 5S 9H KD 2C", "Player 6 (3 cards) over Banker 5 (2 cards)", nil, []sideWager{
		sw("player_pair", "10.00", "lose", "0.00", "692"),
		sw("banker_pair", "10.00", "lose", "0.00", "691"),
	}},
	{"E6 only the Player pairs? no: A and 4", "692", "AS 2D 4C 2C 4H 3S", "Player 9 (3 cards) over Banker 7 (3 cards)", nil, []sideWager{
		sw("player_pair", "10.00", "lose", "0.00", "692"),
		sw("banker_pair", "10.00", "win", "110.00", "691"),
	}},
}

func TestInfiniteFortuneExamples(t *testing.T) {
	for _, e := range infiniteFortuneExamples {
		t.Run(e.id, func(t *testing.T) { e.check(t, InfiniteFortune()) })
	}
}

func TestInfiniteFortuneSettings(t *testing.T) {
	g := InfiniteFortune()
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	is := s.(*infiniteFortuneSettings)
	if is.decks != 8 || is.banker.free || is.naturalOdds != rules.ToOne(50) {
		t.Errorf("defaults %+v", is)
	}
	for _, bad := range []map[string]string{
		{"decks": "7"},
		{"decks": "10"},
		{"supershot_natural_option": "4"},
		{"banker_commission": "none"},
	} {
		if _, err := g.Settings(bad); err == nil {
			t.Errorf("settings %v accepted", bad)
		}
	}
}

func TestInfiniteFortuneSeedCrossCheck(t *testing.T) {
	text := seedtext.Text(t, co(supershotNatural.line))
	for _, o := range supershotNaturalOptions {
		if want := "Option #" + o.id + " pays " + o.odds.String(); !strings.Contains(text, want) {
			t.Errorf("line %s does not read %q: %q", supershotNatural.line, want, text)
		}
	}
	for _, c := range []struct{ line, want string }{
		{"685", "interchangeable between the Player and the Banker hands"},
		{supershot3Card.line, "3 card 9 over 3 card 8"},
		{supershotNatural.line, "9 over natural 8"},
		{supershotAny.line, "any 8 over any 7"},
		{"680", "push when beating the player with a Three Card 7"},
		{"689", "Banker wins with a three-card hand totaling 7"},
		{"690", "Player wins with a three-card hand totaling 8"},
		{"691", "first two cards of the Banker are a pair"},
		{"692", "first two cards of the Player are a pair"},
	} {
		if text := seedtext.Text(t, co(c.line)); !strings.Contains(text, c.want) {
			t.Errorf("line %s reads %q, not %q", c.line, text, c.want)
		}
	}
	checkSeedWagers(t, infiniteFortune.bets)
	checkSeedSettings(t, InfiniteFortune(), map[string]string{
		keyDecks:                  "6 or 8 decks",
		keyBankerTerms:            "either as a commission or no commission game",
		keySupershotNaturalOption: "Option #3",
		keyTieOdds:                "at least 8 to 1",
	})
	for _, pt := range infiniteFortune.Info().PayTables {
		for _, row := range pt.Rows {
			if text := seedtext.Text(t, row.Rule); !strings.Contains(text, row.Pays) {
				t.Errorf("%s pays %s, but %s reads %q", row.Outcome, row.Pays, row.Rule, text)
			}
		}
	}
}

// Every deal of six and of eight decks: each wager against the independent
// count by values, the pairs against the closed form, Super 7 and Fortune
// 8 against the published counts.
func TestEnumerateInfiniteFortune(t *testing.T) {
	g := InfiniteFortune()
	var variants []rules.Settings
	for _, kv := range [][]string{{"decks", "8"}, {"decks", "6", "banker_commission", "commission_free"}} {
		s, err := g.Settings(set(kv...))
		if err != nil {
			t.Fatal(err)
		}
		variants = append(variants, s)
	}
	fs, err := Enumerate(g, variants...)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fs {
		vc := countByValue(f.Decks)
		over := func(wp, wc, lp, lc int8, natural bool) uint64 {
			return vc.count(func(k valueOutcome) bool {
				p, c, q, d, ok := k.winnerLoser()
				return ok && p == wp && (wc == 0 || c == wc) && q == lp && (lc == 0 || d == lc) && (!natural || d == 2)
			})
		}
		n := uint64(52 * f.Decks)
		pairs := f.Deals / (n - 1) * uint64(4*f.Decks-1) // the second card of the hand matches the first
		for _, c := range []struct {
			bet  string
			want uint64
		}{
			{"supershot_3_card_9_over_3_card_8", over(9, 3, 8, 3, false)},
			{"supershot_natural", over(9, 0, 8, 2, true)},
			{"supershot_8_over_7", over(8, 0, 7, 0, false)},
			{"super_7", vc.count(func(k valueOutcome) bool { return k.winner == Banker && k.bCards == 3 && k.bPoints == 7 })},
			{"fortune_8", vc.count(func(k valueOutcome) bool { return k.winner == Player && k.pCards == 3 && k.pPoints == 8 })},
			{"player_pair", pairs},
			{"banker_pair", pairs},
		} {
			bf := f.Bet(c.bet)
			if got := bf.WaysOf(rules.Win); got != c.want || c.want == 0 {
				t.Errorf("%d decks: %s wins %d deals, counted %d", f.Decks, c.bet, got, c.want)
			}
		}
		if f.Decks == 8 {
			if f.Bet("super_7").WaysOf(rules.Win) != publishedDragon7 || f.Bet("fortune_8").WaysOf(rules.Win) != publishedPanda8 {
				t.Error("Super 7 and Fortune 8 are Dragon 7 and Panda 8: the published counts differ")
			}
			checkEdge(t, f.Bet("super_7"), publishedDragon7Edge, "Super 7")
			checkEdge(t, f.Bet("fortune_8"), publishedPanda8Edge, "Fortune 8")
			// 11 to 1 on 31 deals in 415: the house keeps 43/415.
			if edge := new(big.Rat).Neg(f.Bet("player_pair").Return); edge.Cmp(big.NewRat(43, 415)) != 0 {
				t.Errorf("Player Pair house edge %s, want 43/415", edge)
			}
			// Advanced Advantage Play's Bad Beat (a natural 9 over a natural
			// 8, 50 to 1): 8.459% from eight decks dealt to a cut card. The
			// whole shoe gives 8.4585%, within a hundredth of a point.
			edge, _ := new(big.Rat).Neg(f.Bet("supershot_natural").Return).Float64()
			if d := edge - 0.08459; d < -0.0001 || d > 0.0001 {
				t.Errorf("Supershot Natural (Option #1) house edge %.6f; published 0.08459 with a cut card", edge)
			}
		} else {
			if got := f.Bet("banker").Ways(co("680")); got != f.Bet("super_7").WaysOf(rules.Win) {
				t.Errorf("6 decks, no commission: the Banker pushes on %d deals, Super 7 wins on %d", got, f.Bet("super_7").WaysOf(rules.Win))
			}
		}
	}
}
