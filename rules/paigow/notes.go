package paigow

import (
	"fmt"
	"math/big"
	"strings"
)

// Published figures and the engine's own tallies for the games' pages.

var ukNotes = append([]string{
	"The best five-card hand of seven cards from the 53-card pack, as the engine counts it for the Fortune wager, agrees with the Wizard of Odds' table for Pai Gow Mania's seven-card bet (https://wizardofodds.com/games/pai-gow-poker/appendix/5/), out of 154,143,080 hands: five aces 1,128; royal flush 26,132; straight flush 184,832; four of a kind 307,472; full house 4,188,528; flush 6,172,088; three of a kind 7,672,500; straight 11,034,204. That table, like this engine (interpretation PG7), pays three of a kind when the seven cards hold both it and a straight.",
	"The Fortune lines above the royal flush: 32 natural seven-card straight flushes, 72 royal flushes with a king and queen of one suit and 196 seven-card straight flushes with the joker; Casino Advisor gives their probabilities as 0.00000021, 0.00000047 and 0.00000127 (http://www.casinoadvisor.com/pai-gow-poker-odds-article.html). The royal flush line (26,020) and the straight flush line (184,644) are the Pai Gow Mania counts less the hands paid on those higher lines.",
	"John Grochowski reports a house edge of 7.8% before the Envy Bonus for the Fortune table 5000, 2000, 1000, 400, 150, 50, 25, 5, 4, 3, 2 to 1 (https://www.casinocitytimes.com/john-grochowski/article/fortune-pai-gow-64242). That is pay table 2 with 5,000 instead of 8,000 to 1 on the 32 natural seven-card straight flushes: the engine's 7.7656% for pay table 2 plus 32 x 3,000 / 154,143,080 = 0.0623% gives 7.8279%.",
	"Jokolor: 19,898,060 hands hold the joker with six cards of both colours, 460,460 the joker and six of one colour, 1,315,600 seven cards of one colour; no published analysis was found.",
}, houseWayNotes()...)

// houseWayNotes describes the House Way tally of housewaytally.go.
func houseWayNotes() []string {
	c := &houseWayFull
	var rows []string
	for _, r := range Rows() {
		if c.Rows[r] == 0 {
			continue
		}
		rows = append(rows, fmt.Sprintf("%s (%s) %s, %s", r.Info().Name, "lines "+r.Info().Lines, group(c.Rows[r]), pct(c.Rows[r], c.Hands)))
	}
	var backs []string
	for cat := HighCard; cat <= FiveOfAKind; cat++ {
		if c.Back[cat] > 0 {
			backs = append(backs, fmt.Sprintf("%s %s", cat, group(c.Back[cat])))
		}
	}
	return []string{
		fmt.Sprintf("The House Way of rule 13.21 over every one of the %s seven-card hands of the pack (go run ./rules/paigow/internal/housewaytally; a minute and a half on two cores; the tests deal the eights to aces again): %s.", group(c.Hands), strings.Join(rows, "; ")),
		fmt.Sprintf("The House Way's back hands: %s; a pair in front in %s of the sets; no set fouls.", strings.Join(backs, ", "), group(c.FrontPairs)),
	}
}

func group(n uint64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func pct(n, of uint64) string {
	r := new(big.Rat).SetFrac(new(big.Int).SetUint64(n*100), new(big.Int).SetUint64(of))
	return r.FloatString(4) + "%"
}

var caNotes = []string{
	"Dealt from 52 cards (jokers = 0), the Fortune Bonus's lines are the standard seven-card poker counts out of 133,784,560 hands: royal flush 4,324, straight flush 37,260, four of a kind 224,848, full house 3,473,184, flush 4,047,644, straight 6,180,020; no hand makes five aces, five of a kind or a straight flush with the joker. These agree with the classic tables of seven-card poker hands (for instance https://en.wikipedia.org/wiki/Poker_probability#7-card_poker_hands).",
	"No published analysis of this California Fortune Bonus table (500, 200, 100, 50, 30, 25, 5, 4, 2 to 1) or of its Envy amounts was found; the figures above are the engine's own, over every seven cards of the 53-card deck with the wild joker.",
}

var pokaraNotes = []string{
	"No published analysis of Pokara or its Bonus Bet was found. The Bonus Bet figures are the engine's count of every three cards of the shoe; version a's table (500, 60, 30, 20, 10, 3 to 1) returns more than it takes over a 20-deck shoe. The hand wager is not enumerated: a player's draws are his own (lines 1761-1763).",
}
