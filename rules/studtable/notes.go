package studtable

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Figures for the games' pages beside the engine's enumeration. Each is
// the engine's own count, checked by the tests (exhaustive_test.go,
// notes_test.go) against the counting code and, where one exists, the
// published figure.

// The loss in Antes of a player who raises exactly when it pays, over every
// deal of one deck (csDeals), by Raise (Call Bet) pay table.
const (
	lossPublished  = 1041372912372 // 100, 50, 20, 7, 5, 4, 3, 2, 1
	lossUK         = 966085955252  // 50, 50, 20, 8, 6, 4, 3, 2, 1
	lossUKRoyal100 = 964409981252  // 100, 50, 20, 8, 6, 4, 3, 2, 1
	lossCalifornia = 993911349052  // 10, 9, 8, 7, 6, 5, 3, 2, 1
)

// shoeRows are the player's five cards from a California shoe by Call Bet
// row (callTable's order), every deal counted.
var shoeRows = map[int][9]uint64{
	8: {131072, 1179648, 182130208, 383784960, 365208576, 334233600, 4345516032, 6733089792, 89001000960},
	4: {4096, 36864, 4599504, 10483200, 10337408, 10444800, 122783232, 197188992, 2735155200},
}

func groupDigits(n uint64) string {
	s := strconv.FormatUint(n, 10)
	var b strings.Builder
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// edge writes a loss over csDeals as a percentage of the Ante.
func edge(loss int64) string {
	f, _ := new(big.Rat).SetFrac64(loss, int64(csDeals)).Float64()
	return fmt.Sprintf("%.4f%%", 100*f)
}

// Notes are published figures and the engine's own beside them, for the
// game's page.
func (casinoStud) Notes() []string {
	return []string{
		fmt.Sprintf("Casino Stud Poker is Caribbean Stud Poker. Under the Raise table of the published analyses of that game (Royal Flush 100 to 1, Straight Flush 50, Four of a Kind 20, Full House 7, Flush 5, Straight 4, Three of a Kind 3, Two pair 2, the rest 1), "+
			"the engine's count over the same %s deals reproduces the published optimal-strategy figures exactly: a loss of %s Antes, a house edge of 5.224%% of the Ante and an element of risk of 2.555%%, "+
			"with 16,759,740 wins on a Royal Flush and 156,929,720 on a Straight Flush (Michael Shackleford, \"Caribbean Stud Poker\", Wizard of Odds, https://wizardofodds.com/games/caribbean-stud-poker/: strategy statistics and the U.S. rules return table).",
			groupDigits(csDeals), groupDigits(lossPublished)),
		fmt.Sprintf("No published house edge for this rule book's minimum Raise table was found. Counted the same way, the optimal player loses %s Antes under it (Royal and Straight Flush 50 to 1, Four of a Kind 20, Full House 8, Flush 6, Straight 4, Three of a Kind 3, Two pairs 2, the rest 1): "+
			"a house edge of %s of the Ante, Ante and Raise together; with the Royal Flush paid 100 to 1, %s Antes, %s. The tables above give the Ante's and the Raise's own returns, the Raise's per Raise made.",
			groupDigits(lossUK), edge(lossUK), groupDigits(lossUKRoyal100), edge(lossUKRoyal100)),
		"The Progressive Jackpot's fixed lines (50, 75 and 100 times the wager for a Flush, a Full House and Four of a Kind) are those of the common Caribbean Stud jackpot: \"If the jackpot payoff is $50/75/100 for flush/full house/quads and there is no straight flush cap, " +
			"then the expected return per $1 jackpot bet is approximately $0.23 plus 2.924 cents for each $10,000 in the jackpot\" (http://usvegas.com/games/caribbean-stud/). The engine's fixed return, 23.40 cents a unit with the stake of a winning wager returned, and (4 + 10% of 36) / 2,598,960 = 2.924 cents per $10,000 of meter, agree.",
		"No published analysis of the Casino Stud Bonus Insurance was found. The Double is offered only on a dealer's up card of two to five, when the dealer qualifies less often; made every time it is offered, it returns more than its stake (the table above).",
	}
}

// Notes are figures for the game's page.
func (caribbean) Notes() []string {
	rows := func(d int) string {
		r := shoeRows[d]
		var parts []string
		for i, n := range r {
			parts = append(parts, callTable.rows[i].name+" "+groupDigits(n))
		}
		total := new(big.Int).Binomial(int64(52*d), 5)
		return fmt.Sprintf("%d decks, %s deals: %s", d, groupDigits(total.Uint64()), strings.Join(parts, ", "))
	}
	return []string{
		"The player's five cards, every deal counted (a hand may hold identical cards; five of a kind counts as Four-of-a-Kind, interpretation CB7), by Bonus Payout Schedule row: " + rows(8) + "; " + rows(4) + ".",
		fmt.Sprintf("The player-dealer's edge is not enumerated for a shoe of four or eight decks. From one deck, counted as for casino-stud over %s deals, a player who calls exactly when it pays loses %s Antes under this Bonus Payout Schedule: %s of the Ante, Ante and Call Bet together, before any collection fee. "+
			"The same count reproduces the published 5.224%% of the standard Caribbean Stud table (casino-stud's page).",
			groupDigits(csDeals), groupDigits(lossCalifornia), edge(lossCalifornia)),
	}
}
