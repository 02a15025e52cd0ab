package baccarat

import (
	"slices"

	"github.com/tablegames/casino/rules"
)

// golden-frog: Golden Frog Baccarat (seed 003, 30-2899.05, lines 646-672).
// Standard baccarat with or without commission (lines 650, 652, 672) and
// six optional wagers settled after the hand (lines 656-670).

// GoldenFrog returns the game golden-frog.
func GoldenFrog() rules.Game { return goldenFrog }

// goldenFrogSettings are a golden-frog table's compiled settings.
type goldenFrogSettings struct {
	settingValues
	decks   int
	banker  bankerTerms
	tieOdds rules.Odds
}

func (s *goldenFrogSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

// handOver is a hand a Golden Frog or Supershot wager names: a point
// count, and the number of cards when the wager gives one (0 for any).
type handOver struct {
	points, cards int
	// natural asks for a natural: a two-card 8 or 9 (line 63).
	natural bool
}

func (h handOver) is(x *Hand) bool {
	return x.Points() == h.points && (h.cards == 0 || x.Len() == h.cards) && (!h.natural || x.Natural())
}

// overWager is a wager that one hand "wins over" another. Which hand is
// which does not matter (Golden Frog digest X22; Infinite Fortune line
// 685): the winning hand must be the first, the losing one the second.
type overWager struct {
	id, name     string
	winner, over handOver
	odds         rules.Odds
	line         string
}

func (w *overWager) hit(c *Coup) bool {
	var win, lose *Hand
	switch c.Winner() {
	case Player:
		win, lose = &c.Player, &c.Banker
	case Banker:
		win, lose = &c.Banker, &c.Player
	default:
		return false
	}
	return w.winner.is(win) && w.over.is(lose)
}

// goldenFrogOver are the four unnamed wagers (lines 660-666), in the rule
// book's order. Each says "a hand total ... wins over a hand total", naming
// neither the Player nor the Banker, where the Jin Chan and Koi wagers below
// name the hand: either hand may win. "Eight wins over six" gives no number
// of cards, where the other three do: any number (digest X22).
var goldenFrogOver = []overWager{
	{id: "3_card_9_over_3_card_7", name: "Three-card 9 over three-card 7",
		winner: handOver{points: 9, cards: 3}, over: handOver{points: 7, cards: 3}, odds: rules.ToOne(200), line: "660"},
	{id: "3_card_9_over_3_card_1", name: "Three-card 9 over three-card 1",
		winner: handOver{points: 9, cards: 3}, over: handOver{points: 1, cards: 3}, odds: rules.ToOne(150), line: "662"},
	{id: "2_card_9_over_2_card_7", name: "Two-card 9 over two-card 7",
		winner: handOver{points: 9, cards: 2}, over: handOver{points: 7, cards: 2}, odds: rules.ToOne(50), line: "664"},
	{id: "8_over_6", name: "8 over 6",
		winner: handOver{points: 8}, over: handOver{points: 6}, odds: rules.ToOne(25), line: "666"},
}

var goldenFrogSpecs = slices.Concat([]rules.SettingSpec{
	intSpec(keyDecks, 8, 1, 20, co("652"),
		"Decks in the shoe: \"any number of 52 card decks\" (line 652), here 1 to 20, the most Rule 28 allows with an automated shuffler (line 120). Cards are checked against it."),
	{Key: keyBankerTerms, Default: bankerTermsCharged, Allowed: []string{bankerTermsCharged, bankerTermsFree}, Rule: co("652"),
		Doc: "Golden Frog \"can be played with or without a commission\" (line 652). commission takes the vigorish of Rule 28 from winning Banker wagers (commission_rate, commission_rounding, commission_mode); commission_free takes none and pushes the Banker wager when the Banker wins with a three-card 7 (line 672)."},
}, commissionSpecs(), []rules.SettingSpec{
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144)."),
})

func compileGoldenFrog(v map[string]string) *goldenFrogSettings {
	return &goldenFrogSettings{
		settingValues: v,
		decks:         atoi(v[keyDecks]),
		banker:        bankerTerms{free: v[keyBankerTerms] == bankerTermsFree, freeRule: co("672"), commission: compileCommission(v)},
		tieOdds:       rules.ToOne(int64(atoi(v[keyTieOdds]))),
	}
}

type goldenFrogBet = bet[*goldenFrogSettings]

var goldenFrog = newGame(game[*goldenFrogSettings]{
	id:        "golden-frog",
	name:      "Golden Frog Baccarat",
	sources:   []rules.Cite{co("646-672"), co("1-315")},
	decks:     "\"Any number of 52 card decks\" (line 652): the decks setting, 1 to 20, default 8.",
	specs:     goldenFrogSpecs,
	compile:   compileGoldenFrog,
	bets:      goldenFrogBets(),
	payTables: []rules.PayTable{goldenFrogPayTable()},
	notes: []string{
		"The Wizard of Odds' Golden Frog page (copied at <https://nilapub.com/games/baccarat/side-bets/golden-frog/>; listed at <https://wizardofodds.com/games/baccarat/side-bets/>) analyses the four unnamed wagers with eight decks, \"it does not matter which sides beats which\": any 8 over any 6 wins on 150,358,085,283,840 of the 4,998,398,275,503,360 deals (house edge 21.79% at 25 to 1), a 2-card 9 over a 2-card 7 on 90,066,027,282,432 (8.10% at 50 to 1), a 3-card 9 over a 3-card 1 on 28,511,182,835,712 (13.87% at 150 to 1); a 3-card 9 over a 3-card 7 has a house edge of 11.89% at 200 to 1. Jin Chan is Dragon 7 (7.61% at 40 to 1) and Koi is Panda 8 (10.19% at 25 to 1). The engine's enumeration reproduces each count.",
	},
})

// goldenFrogPayTable lists the six optional wagers (lines 660-670).
func goldenFrogPayTable() rules.PayTable {
	pt := rules.PayTable{ID: "golden_frog", Name: "Golden Frog optional wagers"}
	for _, w := range goldenFrogOver {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: w.name + ", either hand winning", Pays: w.odds.String(), Rule: co(w.line)})
	}
	pt.Rows = append(pt.Rows,
		rules.PayRow{Outcome: "Jin Chan: the Banker wins with a three-card 7", Pays: rules.ToOne(40).String(), Rule: co("668")},
		rules.PayRow{Outcome: "Koi: the Player wins with a three-card 8", Pays: rules.ToOne(25).String(), Rule: co("670")})
	return pt
}

func goldenFrogBets() []goldenFrogBet {
	bets := []goldenFrogBet{
		playerBet[*goldenFrogSettings](),
		bankerBet(func(s *goldenFrogSettings) *bankerTerms { return &s.banker },
			"less the vigorish, or commission-free with a push when the Banker wins with a three-card 7 (banker_commission, lines 652, 672)",
			"The Banker's hand has the higher point count (line 126); a tie is void, or charged vigorish in tie mode (lines 128, 151); commission-free, a win with a three-card 7 pushes (line 672)."),
		tieBet(func(s *goldenFrogSettings) rules.Odds { return s.tieOdds }),
	}
	for i := range goldenFrogOver {
		w := &goldenFrogOver[i]
		bets = append(bets, goldenFrogBet{id: w.id, name: w.name, rule: co(w.line), odds: w.odds,
			wins: w.name + ": the winning hand may be the Player's or the Banker's (line " + w.line + ").",
			settle: func(b *goldenFrogBet, c Coup, stake rules.Money, _ *goldenFrogSettings) payoff {
				if w.hit(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}})
	}
	return append(bets, []goldenFrogBet{
		{id: "jin_chan", name: "Jin Chan", rule: co("668"), odds: rules.ToOne(40),
			wins: "The Banker wins with a three-card total of 7 (line 668); it wins also where the commission-free Banker wager pushes (line 672).",
			settle: func(b *goldenFrogBet, c Coup, stake rules.Money, _ *goldenFrogSettings) payoff {
				if isDragon7(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}},
		{id: "koi", name: "Koi", rule: co("670"), odds: rules.ToOne(25),
			wins: "The Player wins with a three-card total of 8 (line 670).",
			settle: func(b *goldenFrogBet, c Coup, stake rules.Money, _ *goldenFrogSettings) payoff {
				if isPanda8(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}},
	}...)
}
