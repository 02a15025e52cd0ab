package baccarat

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// infinite-fortune: Infinite Fortune baccarat (seed 003, 30-2899.06, lines
// 674-694). Baccarat from 6 or 8 decks, with or without commission (lines
// 678-682), and seven optional wagers: three Supershot wagers, Super 7,
// Fortune 8, Banker Pair and Player Pair (lines 683-693).

// InfiniteFortune returns the game infinite-fortune.
func InfiniteFortune() rules.Game { return infiniteFortune }

// infiniteFortuneSettings are an infinite-fortune table's compiled settings.
type infiniteFortuneSettings struct {
	settingValues
	decks   int
	banker  bankerTerms
	tieOdds rules.Odds
	// naturalOdds are the Supershot Natural odds of the licensee's option.
	naturalOdds rules.Odds
}

func (s *infiniteFortuneSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

const keySupershotNaturalOption = "supershot_natural_option"

// supershotNaturalOptions are Option #1, #2 and #3 of line 687.
var supershotNaturalOptions = []struct {
	id   string
	odds rules.Odds
}{
	{"1", rules.ToOne(50)},
	{"2", rules.ToOne(45)},
	{"3", rules.ToOne(40)},
}

func supershotNaturalOptionIDs() []string {
	ids := make([]string, len(supershotNaturalOptions))
	for i, o := range supershotNaturalOptions {
		ids[i] = o.id
	}
	return ids
}

func supershotNaturalOdds(id string) rules.Odds {
	for _, o := range supershotNaturalOptions {
		if o.id == id {
			return o.odds
		}
	}
	panic("baccarat: " + keySupershotNaturalOption + " " + id + " passed its check but has no odds")
}

// The Supershot wagers (lines 685-688). "The hand values are
// interchangeable between the Player and the Banker hands" (line 685):
// either hand may be the winning one. Supershot Natural's odds are the
// option's; the odds here are Option #1's, for the catalog.
var (
	supershot3Card = overWager{id: "supershot_3_card_9_over_3_card_8", name: "Supershot: 3 card 9 over 3 card 8",
		winner: handOver{points: 9, cards: 3}, over: handOver{points: 8, cards: 3}, odds: rules.ToOne(200), line: "686"}
	// "9 over natural 8" (line 687), a spot called "Natural 9 over 8" at
	// lines 681 and 694: a natural ends the drawing (line 234), so either
	// way both hands are naturals, a 9 over an 8 (digest X23).
	supershotNatural = overWager{id: "supershot_natural", name: "Supershot Natural: 9 over natural 8",
		winner: handOver{points: 9}, over: handOver{points: 8, natural: true}, odds: rules.ToOne(50), line: "687"}
	supershotAny = overWager{id: "supershot_8_over_7", name: "Supershot: any 8 over any 7",
		winner: handOver{points: 8}, over: handOver{points: 7}, odds: rules.ToOne(25), line: "688"}
)

var infiniteFortuneSpecs = slices.Concat([]rules.SettingSpec{
	{Key: keyDecks, Default: "8", Allowed: []string{"6", "8"}, Rule: co("678"),
		Doc: "Decks in the shoe: \"6 or 8 decks of standard 52 cards\" (line 678). Cards are checked against it."},
	{Key: keyBankerTerms, Default: bankerTermsCharged, Allowed: []string{bankerTermsCharged, bankerTermsFree}, Rule: co("678"),
		Doc: "Infinite Fortune \"may be offered either as a commission or no commission game\" (line 678). commission takes the vigorish of Rule 28 from winning Banker wagers (commission_rate, commission_rounding, commission_mode; the rules of baccarat are unchanged, line 679); commission_free takes none and pushes the Banker wager when the Banker beats the Player with a three-card 7 (lines 680, 682)."},
}, commissionSpecs(), []rules.SettingSpec{
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144)."),
	{Key: keySupershotNaturalOption, Default: supershotNaturalOptions[0].id, Allowed: supershotNaturalOptionIDs(), Rule: co("687"),
		Doc: "The licensee's option for Supershot Natural: Option #1 pays 50 to 1, Option #2 45 to 1, Option #3 40 to 1 (line 687)."},
})

func compileInfiniteFortune(v map[string]string) *infiniteFortuneSettings {
	return &infiniteFortuneSettings{
		settingValues: v,
		decks:         atoi(v[keyDecks]),
		banker:        bankerTerms{free: v[keyBankerTerms] == bankerTermsFree, freeRule: co("680"), commission: compileCommission(v)},
		tieOdds:       rules.ToOne(int64(atoi(v[keyTieOdds]))),
		naturalOdds:   supershotNaturalOdds(v[keySupershotNaturalOption]),
	}
}

type infiniteFortuneBet = bet[*infiniteFortuneSettings]

var infiniteFortune = newGame(game[*infiniteFortuneSettings]{
	id:        "infinite-fortune",
	name:      "Infinite Fortune Baccarat",
	sources:   []rules.Cite{co("674-694"), co("1-315")},
	decks:     "6 or 8 decks (line 678): the decks setting, default 8.",
	specs:     infiniteFortuneSpecs,
	compile:   compileInfiniteFortune,
	bets:      infiniteFortuneBets(),
	payTables: infiniteFortunePayTables(),
	notes: []string{
		"Super 7 is Dragon 7 and Fortune 8 is Panda 8: the Wizard of Odds (EZ Baccarat page, copied at <http://user-casino.com/games/ez-baccarat/>) counts 112,633,011,329,024 and 172,660,763,262,976 winning deals of 4,998,398,275,503,360 with eight decks, house edges 7.61% at 40 to 1 and 10.19% at 25 to 1.",
		"Supershot Natural, a natural 9 over a natural 8 on either side, is the bet Advanced Advantage Play calls Bad Beat (<https://advancedadvantageplay.com/side-bets/baccarat-side-bets/>): a house edge of 8.459% at 50 to 1 from eight decks dealt to a cut card 14 cards from the end, close to the engine's exact figure for the whole shoe. No published analysis of the other two Supershot wagers was found.",
	},
})

// infiniteFortunePayTables lists the wagers' pays, then each Supershot
// Natural option as a table the setting selects.
func infiniteFortunePayTables() []rules.PayTable {
	pt := rules.PayTable{ID: "infinite_fortune", Name: "Infinite Fortune optional wagers"}
	for _, w := range [...]*overWager{&supershot3Card, &supershotAny} {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: w.name + ", either hand winning", Pays: w.odds.String(), Rule: co(w.line)})
	}
	pt.Rows = append(pt.Rows,
		rules.PayRow{Outcome: "Super 7: the Banker wins with a three-card 7", Pays: rules.ToOne(40).String(), Rule: co("689")},
		rules.PayRow{Outcome: "Fortune 8: the Player wins with a three-card 8", Pays: rules.ToOne(25).String(), Rule: co("690")},
		rules.PayRow{Outcome: "Banker Pair: the Banker's first two cards are a pair", Pays: rules.ToOne(11).String(), Rule: co("691")},
		rules.PayRow{Outcome: "Player Pair: the Player's first two cards are a pair", Pays: rules.ToOne(11).String(), Rule: co("692")})
	pts := []rules.PayTable{pt}
	for _, o := range supershotNaturalOptions {
		pts = append(pts, rules.PayTable{ID: o.id, Name: "Supershot Natural, Option #" + o.id, Setting: keySupershotNaturalOption,
			Rows: []rules.PayRow{{Outcome: "A natural 9 over a natural 8, either hand winning", Pays: o.odds.String(), Rule: co(supershotNatural.line)}}})
	}
	return pts
}

func infiniteFortuneBets() []infiniteFortuneBet {
	bets := []infiniteFortuneBet{
		playerBet[*infiniteFortuneSettings](),
		bankerBet(func(s *infiniteFortuneSettings) *bankerTerms { return &s.banker },
			"less the vigorish, or commission-free with a push when the Banker beats the Player with a three-card 7 (banker_commission, lines 678, 680)",
			"The Banker's hand has the higher point count (line 126); a tie is void, or charged vigorish in tie mode (lines 128, 151); commission-free, a win with a three-card 7 pushes (lines 680, 682)."),
		tieBet(func(s *infiniteFortuneSettings) rules.Odds { return s.tieOdds }),
	}
	for _, w := range [...]*overWager{&supershot3Card, &supershotNatural, &supershotAny} {
		b := infiniteFortuneBet{id: w.id, name: w.name, rule: co(w.line), odds: w.odds,
			wins: w.name + ": the winning hand may be the Player's or the Banker's (lines 685, " + w.line + ").",
			settle: func(b *infiniteFortuneBet, c Coup, stake rules.Money, _ *infiniteFortuneSettings) payoff {
				if w.hit(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}}
		if w == &supershotNatural {
			b.odds = rules.Odds{}
			b.pays = "Option #1 50 to 1, #2 45 to 1, #3 40 to 1 (" + keySupershotNaturalOption + ")"
			b.settle = func(b *infiniteFortuneBet, c Coup, stake rules.Money, s *infiniteFortuneSettings) payoff {
				if w.hit(&c) {
					return win(stake, s.naturalOdds, b.rule)
				}
				return lose(b.rule)
			}
		}
		bets = append(bets, b)
	}
	return append(bets, []infiniteFortuneBet{
		{id: "super_7", name: "Super 7", rule: co("689"), odds: rules.ToOne(40),
			wins: "The Banker wins with a three-card hand totaling 7; all other outcomes lose (line 689).",
			settle: func(b *infiniteFortuneBet, c Coup, stake rules.Money, _ *infiniteFortuneSettings) payoff {
				if isDragon7(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}},
		{id: "fortune_8", name: "Fortune 8", rule: co("690"), odds: rules.ToOne(25),
			wins: "The Player wins with a three-card hand totaling 8; all other outcomes lose (line 690).",
			settle: func(b *infiniteFortuneBet, c Coup, stake rules.Money, _ *infiniteFortuneSettings) payoff {
				if isPanda8(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}},
		pairBet(Banker, "691"),
		pairBet(Player, "692"),
	}...)
}

// pairBet is Banker Pair or Player Pair: the hand's first two cards are a
// pair, of one rank, whatever their suits (digest X24: the wager says only
// "a pair", where Match Pair says "unsuited", line 60).
func pairBet(side Side, line string) infiniteFortuneBet {
	return infiniteFortuneBet{id: side.String() + "_pair", name: sideName(side) + " Pair", rule: co(line), odds: rules.ToOne(11),
		wins:      "The first two cards of the " + sideName(side) + " are a pair: two cards of one rank (line " + line + ").",
		firstFour: true,
		settle: func(b *infiniteFortuneBet, c Coup, stake rules.Money, _ *infiniteFortuneSettings) payoff {
			if c.Hand(side).Pair() {
				return win(stake, b.odds, b.rule)
			}
			return lose(b.rule)
		}}
}
