package holdem

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// TestSeedCitations checks that every line the game cites says what the
// code takes from it.
func TestSeedCitations(t *testing.T) {
	cases := []struct {
		cite rules.Cite
		says []string
	}{
		{citeGame, []string{"TEXAS HOLD'EM", "two cards dealt face down", "Pot Collection Procedures"}},
		{citeNoLimit, []string{"NO LIMIT POKER", "Player A bets \\$100"}},
		{citeShowdown, []string{"any five-card combination to create the best hand possible", "playing the board"}},
		{rules.At(rules.Seed000, "5"), []string{"two cards dealt face down", "flop", "river card"}},
		{rules.At(rules.Seed000, "9"), []string{"player-dealer button", "rotates clockwise"}},
		{rules.At(rules.Seed000, "11"), []string{"Dead chips are not treated as part of a player's bet"}},
		{rules.At(rules.Seed000, "31"), []string{"dead blind"}},
		{rules.At(rules.Seed000, "50-53"), []string{"Regular Table Fee", "Designated Table Fee", "Jackpot Fee"}},
		{citeFees, []string{"Pot Collection Procedures", "Table Fees"}},
		{citeLines, []string{"Texas Hold'em", "Pot Limit Hold'em", "No Limit Hold'em", "Limit Buy-In"}},
		{citeOddLeft, []string{"odd chips will be awarded to the player closest to the left of the dealer button"}},
		{rules.At(rules.Seed000, "2217"), []string{"odd chips shall be awarded to the player closest to the left of the dealer button"}},
		{citeOddSuit, []string{"odd chips shall be awarded to the player with the highest card by suit", "spades, hearts, diamonds, and clubs"}},
		{rules.At(rules.Seed000, "225-226"), []string{"highest card by suit", "high card by suit"}},
		{rules.At(rules.Seed000, "67"), []string{"Player B has no option to raise again"}},
		{rules.At(rules.Seed000, "1416-1438"), []string{"Time Collection", "Per Player per Half Hour"}},
	}
	for _, c := range cases {
		text := seedtext.Text(t, c.cite)
		for _, s := range c.says {
			// Text unescapes "\$"; the no-limit example is matched as written.
			if !strings.Contains(text, strings.ReplaceAll(s, `\$`, "$")) {
				t.Errorf("%s should say %q", c.cite, s)
			}
		}
	}
	// Every setting's rule is a line of the seed.
	for _, s := range New().Info().Settings {
		if seedtext.Text(t, s.Rule) == "" {
			t.Errorf("setting %s cites an empty line %s", s.Key, s.Rule)
		}
	}
}
