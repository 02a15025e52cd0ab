package baccarat

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// fortune-7-baccarat: Fortune 7 Baccarat as a California game (seed 000
// lines 2796-2909), banked by a player-dealer (line 2798): the Player line
// at 1 to 1, the Banker line at 1 to 1 except a win with a three-card 7,
// which pushes (line 2830), the Tie Bet at 8 to 1, the Dragon 9 Bonus Bet
// (25 to 1 on a 9-0 win, lines 2896-2903) and the Dragon 7 Bonus Bet at 40
// to 1 (lines 2888-2889), settled in that order seat by seat (line 2862).

// Fortune7 returns the game fortune-7-baccarat.
func Fortune7() rules.Game { return fortune7 }

// fortune7Drawing is the drawing of lines 2837-2858: the standard Banker
// table (seed 003's TABLE 2, lines 269-278), which the tests compare with
// the text rules and the chart cell by cell, and the naturals of lines
// 2838-2839.
var fortune7Drawing = &Drawing{
	PlayerDrawsTo:      5, // line 2837: hit on 5 or less, stand on 6-9
	BankerDrawsOn:      bankerDrawsOn,
	BankerAloneDrawsTo: 5, // line 2840: hit on 5 or less
	Natural:            cardroom("2838-2839"),
	Player:             cardroom("2837"),
	BankerTable:        cardroom("2841-2858"),
	BankerAlone:        cardroom("2840"),
}

// f7Decks is the shoe: 8 standard decks, no jokers (line 2806).
const f7Decks = 8

// f7Settings are a fortune-7-baccarat table's compiled settings.
type f7Settings struct {
	settingValues
	collectionSchedule
	seats int
}

func (*f7Settings) shoe() rules.Shoe { return rules.Shoe{Decks: f7Decks} }

var f7Specs = []rules.SettingSpec{
	{Key: keyCASeats, Default: "8", Allowed: []string{"8"}, Rule: cardroom("2821"),
		Doc: "Seated positions, numbered clockwise from 1, the player-dealer's included: seven players and the player-dealer, eight in all (line 2821). Wagers are settled player to player clockwise from the seat left of the player-dealer (line 2862)."},
	fees.ScheduleSetting("fortune-7-baccarat"),
}

func compileF7(v map[string]string) *f7Settings {
	return &f7Settings{
		settingValues:      v,
		collectionSchedule: compileSchedule("fortune-7-baccarat", v[fees.ScheduleKey]),
		seats:              atoi(v[keyCASeats]),
	}
}

// dragon9 is the Dragon 9 Bonus Bet's win: one hand's final value is 9 and
// the other's 0 (line 2896). The rule book speaks of "the final value" of
// each hand, so the 9 need not be a natural and either hand may hold three
// cards.
func dragon9(c *Coup) bool {
	p, b := c.Player.Points(), c.Banker.Points()
	return (p == 9 && b == 0) || (p == 0 && b == 9)
}

type f7Bet = bet[*f7Settings]

var fortune7 = newGame(game[*f7Settings]{
	id:      "fortune-7-baccarat",
	name:    "Fortune 7 Baccarat (California, player-dealer)",
	sources: []rules.Cite{cardroom("2796-2909")},
	decks:   "8 standard 52-card decks, no jokers, from a shoe or an automated shuffling machine (line 2806).",
	specs:   f7Specs,
	compile: compileF7,
	drawing: fortune7Drawing,
	bets: []f7Bet{
		{id: "player", name: "Player line", rule: cardroom("2829"), odds: rules.ToOne(1),
			wins: "The player's hand is closer to nine (line 2864); the player-dealer collects it when the banker's hand is (line 2866); a tie, on which the rule book neither pays nor collects it, pushes (lines 2864-2867).",
			settle: func(b *f7Bet, c Coup, stake rules.Money, _ *f7Settings) payoff {
				return lineWager(Player, &c, stake, b.odds, b.rule, cardroom("2866"), cardroom("2864-2867"))
			}},
		{id: "banker", name: "Banker line", rule: cardroom("2830"), odds: rules.ToOne(1),
			pays: "(no commission); a win with a three-card 7 pushes (lines 2830, 2865)",
			wins: "The banker's hand is closer to nine (line 2865); a win with a three-card total of seven pushes (line 2865); the player-dealer collects it when the player's hand is closer (line 2867); a tie pushes (lines 2864-2867).",
			settle: func(b *f7Bet, c Coup, stake rules.Money, _ *f7Settings) payoff {
				if isDragon7(&c) {
					return push(cardroom("2865"))
				}
				return lineWager(Banker, &c, stake, b.odds, b.rule, cardroom("2867"), cardroom("2864-2867"))
			}},
		{id: "tie", name: "Tie Bet", rule: cardroom("2880"), odds: rules.ToOne(8),
			wins: "The totals of the player's and the banker's hands are equal (lines 2876-2878).",
			settle: func(b *f7Bet, c Coup, stake rules.Money, _ *f7Settings) payoff {
				if c.Winner() == Tie {
					return win(stake, b.odds, b.rule)
				}
				return lose(cardroom("2878"))
			}},
		{id: "dragon_9", name: "Dragon 9 Bonus Bet", rule: cardroom("2902"), odds: rules.ToOne(25),
			wins: "Either hand beats the other 9-0 on their final values, naturals or not (line 2896).",
			settle: func(b *f7Bet, c Coup, stake rules.Money, _ *f7Settings) payoff {
				if dragon9(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(cardroom("2903"))
			}},
		{id: "dragon_7", name: "Dragon 7 Bonus Bet", rule: cardroom("2888-2889"), odds: rules.ToOne(40),
			wins: "The banker hand is 7 on three cards and the player's hand 6 or less (line 2888).",
			settle: func(b *f7Bet, c Coup, stake rules.Money, _ *f7Settings) payoff {
				if dragon7Worded(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(cardroom("2888"))
			}},
	},
	payTables: []rules.PayTable{{ID: "dragon_9", Name: "Dragon 9 Bonus Bet paytable", Rows: []rules.PayRow{
		{Outcome: "Win 9-0", Pays: rules.ToOne(25).String(), Rule: cardroom("2902")},
		{Outcome: "All others", Pays: "Lose", Rule: cardroom("2903")},
	}}},
	california: &california[*f7Settings]{
		order:     []string{"player", "banker", "tie", "dragon_9", "dragon_7"},
		orderRule: cardroom("2862"),
		// "may not win or lose more than the original amount wagered.
		// Once the player-dealer's wager has been exhausted, the wagers
		// not covered by the player-dealer shall be returned" (lines 2798,
		// 2862, 2881).
		cover:     cardroom("2798"),
		runsOut:   cardroom("2862"),
		exhausted: func(*f7Settings) rules.Exhausted { return rules.ReturnUncovered },
		seats:     func(s *f7Settings) int { return s.seats },
		// The per-bet player fee is due on each base game wager (the
		// California Games Collection Rates, line 3220; interpretation F3).
		feeBets: []string{"player", "banker"},
	},
	notes: []string{
		"The Dragon 7 Bonus Bet is the Dragon 7 of EZ Baccarat, also sold as Fortune 7: the Wizard of Odds counts 112,633,011,329,024 winning deals of 4,998,398,275,503,360 in eight decks, a house edge of 7.61% at 40 to 1 (<https://wizardofodds.com/games/baccarat/side-bets/5-treasures/>), and Eliot Jacobson 7.6113% (<https://888casino.com/blog/news/side-bets/card-counting-the-dragonfortune-7-baccarat-side-bet>). The Banker line, pushed on a winning 3-card 7, is EZ Baccarat's Banker bet: 1.02% (Wizard of Odds, \"EZ Baccarat\", copied at <http://user-casino.com/games/ez-baccarat/>). The engine's enumeration reproduces these counts.",
		"No published analysis of the Dragon 9 Bonus Bet (25 to 1 on a 9-0 result) was found; the engine's figure is checked in the tests against a separate count by point value.",
	},
})
