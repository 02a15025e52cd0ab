package holdemtable

// Notes are published facts set beside the engine's, for the games' pages
// in docs/games (the catalog's Noter). Every figure of the engine's own
// here is checked against its enumeration by TestNotesFigures.

// sevenCardSource is the published count of seven-card hands.
const sevenCardSource = "Brian Alspach, \"7-Card Poker Hands\" (http://people.math.sfu.ca/~alspach/comp20/)"

func (bonusGame) Notes() []string {
	return []string{
		"The Bonus Jackpot table (1000, 30, 25, 20, 15, 10, 5 and 3 to 1) is the one NagaWorld posts for Texas Hold'em Bonus " +
			"(http://www.nagaworld.com/play/the-world-best-games/texas-hold-em-bonus). Great Blue Heron Casino lets a player \"fold and forfeit their " +
			"Ante and Bonus wager\" (https://gbhcasino.com/product/texas-holdem-bonus/), as the engine settles a folded Bonus; there the Ante is paid " +
			"on a winning Flush or better, here on a Straight or better (line 2338).",
		"Over every pair of player and dealer hole cards the Bonus Jackpot returns -0.0854065 per unit staked (a house edge of 8.5406%) with the " +
			"1000 to 1 row offered, and 8.8989% without it, for a hand that is not folded. No published figure for this table was found.",
		"Counted as printed, the Progressive Jackpot's fixed lines alone (500, 100 and 50 times the wager for Four of a Kind, a Full House and a " +
			"Flush of the best five of seven) return +4.0073929 per unit staked before the meter's lines: the amounts of a five-card game's " +
			"progressive table applied to seven cards. The engine pays them as printed (docs/interpretations.md, UK-B5).",
		"The wagers against the dealer (Ante, Flop, Turn, River) depend on when players fold and bet, which the rule book does not fix; they " +
			"are not enumerated.",
	}
}

func (ultimateUKGame) Notes() []string {
	return append([]string{
		"The Trips Bonus house edge under pay tables 1 to 4 is 0.9018%, 1.9040%, 3.4979% and 6.1808%. Wizard of Odds gives 3.50% for " +
			"\"the most common 50-40-30-8-7-4-3 Trips pay table\" (pay table 3; " +
			"https://wizardofodds.com/games/three-card-poker/side-bets/millionaire-maker/florida-variant-trips-bet/). The rule book says its " +
			"minimum odds \"carry a house edge of 9.12%\" (line 2544); counted over every seven cards they carry 10.8002%.",
		"A folded hand's Trips Bonus is settled on its own seven cards (lines 2474-2477), so the Trips Bonus does not depend on the " +
			"player's decisions and its figures above are exact.",
	}, ultimateNotes...)
}

func (ultimateGame) Notes() []string {
	return append([]string{
		"The Trips Bonus house edge is 14.0872% with the Flush paid 7 to 2 as printed (line 2399) and 3.4979% with it read as 7 to 1; " +
			"Wizard of Odds gives 3.50% for \"the most common 50-40-30-8-7-4-3 Trips pay table\" " +
			"(https://wizardofodds.com/games/three-card-poker/side-bets/millionaire-maker/florida-variant-trips-bet/).",
		"The counts above are of a player who plays to the showdown: a folded hand's Trips Bonus is settled on the board alone (lines 2334, " +
			"2388), and how often a player folds depends on his play.",
		"The collection schedule in the game's own text is loaded as UTH-OWN (options 1-4, lines 2411-2415); its rows are four rows of " +
			"CA-UTH (options 3, 4, 6 and 8, lines 3378-3383), the same limits and fees, so a table posting either checks the same amounts.",
	}, ultimateNotes...)
}

// ultimateNotes are the notes both versions of Ultimate Texas Hold'em share.
var ultimateNotes = []string{
	"The Trips Bonus and the Blind are paid on the class of the best five of seven cards, counted over all 133,784,560 sets as " +
		sevenCardSource + " counts them: Royal Flush 4,324, Straight Flush 37,260, Four of a Kind 224,848, Full House 3,473,184, " +
		"Flush 4,047,644, Straight 6,180,020, Three of a Kind 6,461,620. The Blind pays those hands only when they also beat the dealer, " +
		"which depends on the player's decisions.",
	"The dealer qualifies, with a pair or better, in 110,490,100 of the 133,784,560 sets of seven cards (82.5881%): all but the " +
		"23,294,460 high-card hands of " + sevenCardSource + ".",
	"The Ante, Blind and Play depend on when the player bets and folds, which the rule book does not fix; they are not enumerated.",
}

func (casinoGame) Notes() []string {
	return []string{
		"The dealer qualifies, with a pair of fours or better, in 101,378,140 of the 133,784,560 sets of seven cards (75.7772%): all but the " +
			"23,294,460 high-card hands (" + sevenCardSource + ") and the 9,111,960 one-pair hands of deuces or threes, which the tests count " +
			"again by rank classes.",
		"The Ante table (100, 20, 10, 3, 2 to 1, and 1 to 1 for a Straight or less) is the one an online Casino Hold'em posts " +
			"(https://www.i-casinobonus.com/casino-poker-holdem-rules/), which pays its AA bet on a larger table (100, 50, 40, 30, 20 and 7 to 1). " +
			"Equal hands against a qualifying dealer are a stand-off there as here: \"If the dealer qualifies and ties the player, the ante and " +
			"call bets push\" (http://www.aresponsiblegambler.com/poker-game-casino-holdem.html). A fold forfeits \"any possible AA-Bonus " +
			"winnings\" (https://lvbet.com/en/table-games/poker/casino-holdem/).",
		"The AA Bonus of this rule book (25 and 7 to 1) returns -6,933/108,290 per unit staked over every two hole cards and Flop (a house edge " +
			"of 6.4023%) for a hand that calls; no published figure for this two-line table was found. The Progressive 5/7's fixed lines return " +
			"-197,903/363,545 (54.4370%) before the meter's lines.",
		"The Ante and Call depend on when players fold; they are not enumerated.",
	}
}

func (twoWayGame) Notes() []string {
	return []string{
		"The Two Way wager returns -278,229,737/1,374,200,100 per unit staked over every player's and dealer's hole cards and board (a house " +
			"edge of 20.2467%) at the minimum odds printed (lines 2788-2793); no published analysis of the game was found.",
		"The dealer qualifies, with a pair or better, in 82.5881% of deals (all but the 23,294,460 high-card hands of the 133,784,560 sets " +
			"of seven cards, " + sevenCardSource + ").",
		"The Ante, Blind, Flop and River depend on when players bet; they are not enumerated.",
	}
}
