package draw

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// TestSeedCitations checks that the lines each game cites say what the
// code takes from them: the hand size and draws, the deck, the seats, the
// rankings, the division of the pot, the odd chip and the fees.
func TestSeedCitations(t *testing.T) {
	cases := []struct {
		game string
		cite func(v *variant) rules.Cite
		says []string
	}{
		{"lowball", func(v *variant) rules.Cite { return v.handRule }, []string{"dealt five cards", "the draw"}},
		{"lowball", func(v *variant) rules.Cite { return v.drawRule }, []string{"draw up to five", "five cards constitutes a playing hand"}},
		{"lowball", func(v *variant) rules.Cite { return v.deckRule }, []string{"joker is considered to be the lowest card not present"}},
		{"lowball", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"ace-to-five", "5-4-3-2-A", "Straights and flushes do not count"}},
		{"lowball", func(v *variant) rules.Cite { return v.feesRule }, []string{"Table Fees", "Regular Table Fee", "Designated Table Fee"}},
		{"kansas-city-lowball", func(v *variant) rules.Cite { return v.handRule }, []string{"3 to 8 players", "five cards", "three separate draws"}},
		{"kansas-city-lowball", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"7-5-4-3-2", "Straights and flushes do count", "Aces are considered high only"}},
		{"kansas-city-lowball", func(v *variant) rules.Cite { return v.deckRule }, []string{"joker is considered to be the lowest card not present"}},
		{"kansas-city-lowball", func(v *variant) rules.Cite { return v.splitRule }, []string{"tie hand", "split equally"}},
		{"kansas-city-lowball", func(v *variant) rules.Cite { return v.drawRule }, []string{"draw up to five", "five cards constitutes a playing hand"}},
		{"kansas-city-lowball", func(v *variant) rules.Cite { return v.feesRule }, []string{"from the pot", "Kansas City Lowball"}},
		{"badugi", func(v *variant) rules.Cite { return v.handRule }, []string{"dealt 4 cards", "First Draw Round", "Third Draw Round"}},
		{"badugi", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"A-2-3-4", "beats any hand", "best 3 card hand", "best 2 card hand"}},
		{"badugi", func(v *variant) rules.Cite { return v.feesRule }, []string{"Badugi", "from the pot"}},
		{"badacey", func(v *variant) rules.Cite { return v.handRule }, []string{"three opportunities", "Ace-to-Five", "Badugi"}},
		{"badacey", func(v *variant) rules.Cite { return v.deckRule }, []string{"52-card deck and no joker"}},
		{"badacey", func(v *variant) rules.Cite { return v.seatsRule }, []string{"only up to seven active players"}},
		{"badacey", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"wheel", "Straights and flushes do not disqualify"}},
		{"badacey", func(v *variant) rules.Cite { return v.portions[1].rule }, []string{"Four Card Badugi", "4, 3, 2, and ace off suit is the highest ranked Badugi"}},
		{"badacey", func(v *variant) rules.Cite { return v.oddRule }, []string{"odd chips shall be awarded to the player with the highest card by suit", "spades, hearts, diamonds, and clubs"}},
		{"badacey", func(v *variant) rules.Cite { return v.splitRule }, []string{"split the pot equally in half"}},
		{"badacey", func(v *variant) rules.Cite { return v.feesRule }, []string{"Collection Fee #1 shall be taken from the small blind position"}},
		{"badeucey", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king, and ace", "7, 5, 4, 3, and 2 is the highest ranked High Card"}},
		{"badeucey", func(v *variant) rules.Cite { return v.portions[1].rule }, []string{"best four cards", "Four Card Badugi"}},
		{"badeucey", func(v *variant) rules.Cite { return v.seatsRule }, []string{"only up to seven active players"}},
		{"badeucey", func(v *variant) rules.Cite { return v.oddRule }, []string{"highest card by suit"}},
		{"badeucey", func(v *variant) rules.Cite { return v.feesRule }, []string{"Collection Fee #1 shall be taken from the small blind position"}},
		{"archie", func(v *variant) rules.Cite { return v.handRule }, []string{"three opportunities"}},
		{"archie", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"pair of 6s or better", "best non-qualifying high hand"}},
		{"archie", func(v *variant) rules.Cite { return v.portions[1].rule }, []string{"6 high or lower", "Straights and Flushes do not disqualify", "6, 4, 3, 2 and ace is ranked lower"}},
		{"archie", func(v *variant) rules.Cite { return v.oddRule }, []string{"odd chips will be awarded to the player closest to the left of the dealer button"}},
		{"archie", func(v *variant) rules.Cite { return v.splitRule }, []string{"divided equally in half"}},
		{"archie", func(v *variant) rules.Cite { return v.seatsRule }, []string{"up to seven active players"}},
		{"archie", func(v *variant) rules.Cite { return v.feesRule }, []string{"Collection Fee #1 will be taken from the small blind position", "first draw", "second draw"}},
		{"match-it", func(v *variant) rules.Cite { return v.deckRule }, []string{"52 card", "joker not included"}},
		{"match-it", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"Ace that is included in a 3-card flop is always valued at 11", "A-A-9", "busted hand"}},
		{"match-it", func(v *variant) rules.Cite { return v.handRule }, []string{"3 down cards", "second and final draw"}},
		{"match-it", func(v *variant) rules.Cite { return v.drawRule }, []string{"Three cards constitute a playing hand"}},
		{"match-it", func(v *variant) rules.Cite { return v.feesRule }, []string{"Designated Table Fee #2 will be taken after the flop", "after the turn"}},
		{"dramaha", func(v *variant) rules.Cite { return v.portions[0].rule }, []string{"two of their five hole cards and three of the five community cards"}},
		{"dramaha", func(v *variant) rules.Cite { return v.drawRule }, []string{"discard 1, 2, 3, 4 or all 5 cards", "five cards after the draw"}},
		{"dramaha", func(v *variant) rules.Cite { return v.seatsRule }, []string{"up to seven seated positions"}},
		{"dramaha", func(v *variant) rules.Cite { return v.oddRule }, []string{"closest to the left of the dealer button"}},
		{"dramaha", func(v *variant) rules.Cite { return v.feesRule }, []string{"small blind position", "after the flop", "after the turn card"}},
		{"dramaha-27", func(v *variant) rules.Cite { return v.portions[1].rule }, []string{"2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king and ace", "a 2, 3, 4, 5, and ace do not make up a Straight"}},
		{"dramaha-27", func(v *variant) rules.Cite { return v.deckRule }, []string{"52-card deck and no joker"}},
		{"dramaha-27", func(v *variant) rules.Cite { return v.oddRule }, []string{"closest to the left of the dealer button"}},
		{"dramaha-27", func(v *variant) rules.Cite { return v.feesRule }, []string{"small blind position", "after the flop"}},
		{"lowball", func(*variant) rules.Cite { return citeKillTwoWins }, []string{"two consecutive pots", "kill button", "two consecutive main pots"}},
		{"lowball", func(*variant) rules.Cite { return citeKillAgain }, []string{"Kill blinds are considered part of the pot", "must kill it again"}},
		{"lowball", func(*variant) rules.Cite { return citeKillSplit }, []string{"splits the next pot", "still has a \"leg up\"", "must also kill the next pot"}},
		{"lowball", func(*variant) rules.Cite { return citeKillNeutral }, []string{"neutral", "quit the game", "split and neither player had the kill button"}},
		{"lowball", func(*variant) rules.Cite { return citeKillMust }, []string{"required to post a kill must do so"}},
		{"badacey", func(*variant) rules.Cite { return citeDrawExhaust }, []string{"not using the discards from the current round", "stub"}},
	}
	for _, c := range cases {
		v := gameOf(t, c.game)
		cite := c.cite(v)
		text := strings.ReplaceAll(seedtext.Text(t, cite), "**", "")
		for _, s := range c.says {
			if !strings.Contains(text, s) {
				t.Errorf("%s: %s should say %q", c.game, cite, s)
			}
		}
	}
	// Every cite of every game is a line of the seed with text on it.
	for _, v := range variants {
		cites := append([]rules.Cite{v.handRule, v.drawRule, v.deckRule, v.seatsRule, v.showdownRule, v.oddRule, v.feesRule}, v.sources...)
		if v.splitRule.File != "" {
			cites = append(cites, v.splitRule)
		}
		for _, p := range v.portions {
			cites = append(cites, p.rule)
		}
		for _, s := range (game{v}).Info().Settings {
			cites = append(cites, s.Rule)
		}
		for _, c := range cites {
			if c.File != rules.Seed000 || strings.TrimSpace(seedtext.Text(t, c)) == "" {
				t.Errorf("%s cites %v, which holds no text", v.id, c)
			}
		}
	}
}
