package baccarat

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// ez-baccarat-panda-8: EZ Baccarat Panda 8 as a California game (seed 000
// lines 2650-2790), banked by a player-dealer (line 2652): the player line
// and the banker line at 1 to 1, the Tie Bet at 8 to 1, Panda 8 at 25 to 1
// and the Dragon 7 Bonus Bet at 40 to 1 (lines 2686-2690), settled in that
// order seat by seat (line 2678).

// Panda8 returns the game ez-baccarat-panda-8.
func Panda8() rules.Game { return panda8 }

// panda8Drawing is the drawing of lines 2694-2713. The text rules and the
// chart give the standard Banker table (seed 003's TABLE 2, lines 269-278),
// which the tests compare with the chart cell by cell. The rule book never
// says that a natural ends the drawing; its ranking of hands, "Natural 9",
// "Natural 8", then "Nine or Eight" on three cards (lines 2664-2670), is
// that of baccarat, in which it does, and Fortune 7 Baccarat in the same
// book says so (lines 2838-2839).
var panda8Drawing = &Drawing{
	PlayerDrawsTo:      5, // line 2694: hit on 5 or less, stand on 6-9
	BankerDrawsOn:      bankerDrawsOn,
	BankerAloneDrawsTo: 5, // line 2695: hit on 5 or less
	Natural:            cardroom("2664-2670"),
	Player:             cardroom("2694"),
	BankerTable:        cardroom("2696-2713"),
	BankerAlone:        cardroom("2695"),
}

// Setting keys and values of ez-baccarat-panda-8.
const (
	keyP8BankerSeven  = "banker_three_card_7"
	p8BankerSevenWins = "wins"
	p8BankerSevenPush = "push"
)

// p8Settings are an ez-baccarat-panda-8 table's compiled settings.
type p8Settings struct {
	settingValues
	collectionSchedule
	decks int
	seats int
	// bankerSevenPushes pushes a banker line wager that wins with a
	// three-card 7.
	bankerSevenPushes bool
}

func (s *p8Settings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

var p8Specs = []rules.SettingSpec{
	intSpec(keyDecks, 8, 3, 8, cardroom("2660"),
		"Decks in the shoe: a minimum of three and a maximum of eight (line 2660). Cards are checked against it."),
	{Key: keyCASeats, Default: "8", Allowed: []string{"8", "14"}, Rule: cardroom("2674"),
		Doc: "Seated positions, numbered clockwise from 1, the player-dealer's included: 8 on a blackjack table (seven players and the player-dealer) or 14 on a baccarat table (thirteen and the player-dealer), line 2674. Wagers are settled seat by seat clockwise from the seat left of the player-dealer (line 2678)."},
	{Key: keyP8BankerSeven, Default: p8BankerSevenWins, Allowed: []string{p8BankerSevenWins, p8BankerSevenPush}, Rule: cardroom("2687"),
		Doc: "A banker line wager when the banker hand wins with three cards totalling 7: wins pays it 1 to 1, as the rule book words the banker line (lines 2687, 2720); push stands it off, as EZ Baccarat is usually played and as Fortune 7 Baccarat in the same book says (line 2830)."},
	fees.ScheduleSetting("ez-baccarat-panda-8"),
}

func compileP8(v map[string]string) *p8Settings {
	return &p8Settings{
		settingValues:      v,
		collectionSchedule: compileSchedule("ez-baccarat-panda-8", v[fees.ScheduleKey]),
		decks:              atoi(v[keyDecks]),
		seats:              atoi(v[keyCASeats]),
		bankerSevenPushes:  v[keyP8BankerSeven] == p8BankerSevenPush,
	}
}

// dragon7Worded is the Dragon 7 Bonus Bet as the rule book words it: the
// banker hand is 7 on three cards and the player hand 6 or less, on any
// number of cards (lines 2740, 2888). It is a Banker win with a three-card
// 7 (isDragon7), which the enumeration tests confirm deal for deal.
func dragon7Worded(c *Coup) bool {
	return c.Banker.Len() == 3 && c.Banker.Points() == 7 && c.Player.Points() <= 6
}

// panda8Worded is the Panda 8 wager as the rule book words it: the player
// hand is 8 on three cards and the banker hand 7 or less, on any number of
// cards (line 2750).
func panda8Worded(c *Coup) bool {
	return c.Player.Len() == 3 && c.Player.Points() == 8 && c.Banker.Points() <= 7
}

type p8Bet = bet[*p8Settings]

var panda8 = newGame(game[*p8Settings]{
	id:      "ez-baccarat-panda-8",
	name:    "EZ Baccarat Panda 8 (California, player-dealer)",
	sources: []rules.Cite{cardroom("2650-2790")},
	decks:   "Three to eight standard 52-card decks, no jokers, from a shoe (line 2660); the decks setting, default 8.",
	specs:   p8Specs,
	compile: compileP8,
	drawing: panda8Drawing,
	bets: []p8Bet{
		{id: "player", name: "Player line", rule: cardroom("2686"), odds: rules.ToOne(1),
			wins: "The player hand is closer to nine (line 2719); the player-dealer collects it when the banker hand is (line 2721); a tie, on which the rule book neither pays nor collects it, pushes (lines 2719-2722).",
			settle: func(b *p8Bet, c Coup, stake rules.Money, _ *p8Settings) payoff {
				return lineWager(Player, &c, stake, b.odds, b.rule, cardroom("2721"), cardroom("2719-2722"))
			}},
		{id: "banker", name: "Banker line", rule: cardroom("2687"), odds: rules.ToOne(1),
			pays: "(no commission); a win with a three-card 7 is paid or pushes (banker_three_card_7)",
			wins: "The banker hand is closer to nine (line 2720); the player-dealer collects it when the player hand is (line 2722); a tie pushes (lines 2719-2722).",
			settle: func(b *p8Bet, c Coup, stake rules.Money, s *p8Settings) payoff {
				if s.bankerSevenPushes && isDragon7(&c) {
					return push(cardroom("2830"))
				}
				return lineWager(Banker, &c, stake, b.odds, b.rule, cardroom("2722"), cardroom("2719-2722"))
			}},
		{id: "tie", name: "Tie Bet", rule: cardroom("2731-2732"), odds: rules.ToOne(8),
			wins: "The player's and the banker's totals are equal, whatever the number of cards (line 2731).",
			settle: func(b *p8Bet, c Coup, stake rules.Money, _ *p8Settings) payoff {
				if c.Winner() == Tie {
					return win(stake, b.odds, b.rule)
				}
				return lose(cardroom("2728"))
			}},
		{id: "panda_8", name: "Panda 8", rule: cardroom("2750-2751"), odds: rules.ToOne(25),
			wins: "The player hand is 8 on three cards and the banker hand 7 or less (line 2750).",
			settle: func(b *p8Bet, c Coup, stake rules.Money, _ *p8Settings) payoff {
				if panda8Worded(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(cardroom("2750"))
			}},
		{id: "dragon_7", name: "Dragon 7 Bonus Bet", rule: cardroom("2740-2741"), odds: rules.ToOne(40),
			wins: "The banker hand is 7 on three cards and the player hand 6 or less (line 2740).",
			settle: func(b *p8Bet, c Coup, stake rules.Money, _ *p8Settings) payoff {
				if dragon7Worded(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(cardroom("2740"))
			}},
	},
	california: &california[*p8Settings]{
		order:     []string{"player", "banker", "tie", "panda_8", "dragon_7"},
		orderRule: rules.RulePlayerDealerOrder, // line 2678
		// "may not win or lose more than the original amount wagered.
		// Once the player-dealer's wager has been exhausted, the wagers
		// not covered by the player-dealer shall be returned" (lines 2652,
		// 2678, 2733).
		cover:     rules.RulePlayerDealerCover, // line 2652
		runsOut:   rules.RulePlayerDealerOrder,
		exhausted: func(*p8Settings) rules.Exhausted { return rules.ReturnUncovered },
		sideBets: []sideBet{
			{bet: "tie", lines: []string{"player", "banker"}, rule: rules.At(rules.Seed000, "2686-2689")},
			{bet: "dragon_7", lines: []string{"player", "banker"}, rule: rules.At(rules.Seed000, "2690")},
			{bet: "panda_8", lines: []string{"player", "banker"}, rule: rules.At(rules.Seed000, "2691")},
		},
		seats: func(s *p8Settings) int { return s.seats },
		// The per-bet player fee is due on each spot playing a hand, the
		// player and banker lines (line 2773; interpretation F3).
		feeBets: []string{"player", "banker"},
	},
	notes: []string{
		"The Wizard of Odds (Michael Shackleford, \"EZ Baccarat\", copied at <http://user-casino.com/games/ez-baccarat/>; the same counts on <https://wizardofodds.com/games/baccarat/side-bets/5-treasures/> for Fortune 7 and Golden 8) counts, among the 4,998,398,275,503,360 ordered six-card deals of eight decks, 112,633,011,329,024 Banker wins with a 3-card 7 (the Dragon 7: house edge 7.61% at 40 to 1) and 172,660,763,262,976 Player wins with a 3-card 8 (the Panda 8: 10.19% at 25 to 1), and a house edge of 1.02% on a Banker bet that pushes a winning 3-card 7 (banker_three_card_7 push). Eliot Jacobson gives 7.6113% for the Dragon 7 (<https://888casino.com/blog/news/side-bets/card-counting-the-dragonfortune-7-baccarat-side-bet>) and 10.1876% for the Panda 8 (<https://www.888casino.com/blog/side-bets/co-card-counting-the-dragon-and-panda-side-bets-in-ez-baccarat>). The rule book's wording of both bets (banker 7 on three cards over a player 6 or less; player 8 on three cards over a banker 7 or less) gives exactly these deals, and the engine's eight-deck enumeration reproduces the counts.",
		"With banker_three_card_7 wins (the rule book's wording, line 2687), the banker line is paid 1 to 1 on every Banker win: by the standard eight-deck counts (Banker 2,292,252,566,437,888 wins, Player 2,230,518,282,592,256; Wizard of Odds, <http://wizardofodds.com/games/baccarat/appendix/3/>, totals 0.458597 and 0.446247) it returns about 1.24% to the bettor, at the player-dealer's expense. The rule book prints no figures for three to seven decks; the engine's enumeration gives them.",
	},
})
