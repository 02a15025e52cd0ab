package flop

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// Every line a game cites says what the code takes from it.
func TestSeedCitations(t *testing.T) {
	says := map[string][]string{
		"80":        {"three cards dealt face down", "players will discard one card", "players discard one card"},
		"82":        {"any five-card combination", "playing the board"},
		"84":        {"player-dealer button", "rotates clockwise"},
		"120-131":   {"Regular Table Fee", "Designated Table Fee will be $1.00 per hand for all limits", "when there is a Flop"},
		"426-428":   {"52-card deck", "maximum of nine players", "two (2) cards face down"},
		"426":       {"maximum of nine players"},
		"430":       {"any five- (5) card combination", "playing the board"},
		"438-442":   {"deals one (1) card face up", "deals three (3) cards face up", "river"},
		"452-467":   {"Pot Collection Procedures for Reverse Hold 'Em", "when there is a Flop", "$1.00 per hand for all limits"},
		"1227":      {"two of the four downcards", "three cards on the board"},
		"1229":      {"8-or-better", "unless a specific posting to the contrary"},
		"1229-1231": {"qualifier of 8-or-better", "the high hand wins the entire pot", "exactly two hole cards with three boardcards"},
		"1223":      {"apply to the No Limit games"},
		"1244":      {"rotate among the players"},
		"5":         {"\"flop\"", "deals another boardcard", "river card"},
		"7274":      {"from the pot"},
		"2113":      {"one standard 52-card deck and no Joker"},
		"2213":      {"two of the five hole cards", "three of the five community cards"},
		"2216":      {"divided equally in half", "lowest qualifying"},
		"2218":      {"more than one player has the highest ranking hand", "half of the pot being split equally among all players with the highest ranked"},
		"2177-2201": {"the flop", "the turn card", "the river card"},
		"2226":      {"Designated Table Fee of $1.00", "after the flop", "seated players"},
		"2147":      {"up to ten seated positions"},
		"2222":      {"odd chips shall be awarded to the player closest to the left of the dealer button"},
		"3667":      {"one standard 52 card deck and no joker"},
		"3763-3766": {"two of their four hole cards", "three of the five community cards from each individual board", "split equally"},
		"3719-3744": {"for the first board", "second board"},
		"3771":      {"Collection Fee #1", "small blind position", "after the flop"},
		"3692":      {"up to nine seated positions", "only up to eight players"},
		"3767":      {"odd chip shall be awarded to the player closest to the left of the dealer button"},
		"5277":      {"36-card deck with no joker", "the 6 through ace"},
		"5380-5383": {"any combination of the two hole cards", "five community cards and no hole cards", "split equally"},
		"5341-5366": {"the flop", "the turn card", "the river card"},
		"5386":      {"Designated Table Fee #1", "Regular Table Fee", "Designated Table Fee #2"},
		"5314":      {"up to ten seated positions"},
		"5384":      {"odd chips will be awarded to the player closest to the left of the dealer button"},
		"225":       {"the chip goes to the high hand"},
		"3964":      {"highest card by suit", "spades, hearts, diamonds, and clubs"},
	}
	seen := map[string]bool{}
	check := func(what string, c rules.Cite) {
		if c.File == "" {
			return
		}
		text := seedtext.Text(t, c)
		if text == "" {
			t.Errorf("%s cites an empty %s", what, c)
		}
		phrases, ok := says[c.Lines]
		if !ok && !strings.Contains(c.Lines, "-") {
			t.Errorf("%s cites %s, which this test does not read", what, c)
		}
		seen[c.Lines] = true
		for _, p := range phrases {
			if !strings.Contains(text, p) {
				t.Errorf("%s: %s should say %q", what, c, p)
			}
		}
	}
	for id, g := range games {
		v := g.(game).v
		for _, c := range []rules.Cite{v.citeDeal, v.citeShowdown, v.citeBoard, v.citeFees, v.citeSeats, v.citeOddLeft} {
			check(id, c)
		}
		for _, sp := range g.Info().Settings {
			check(id+" setting "+sp.Key, sp.Rule)
		}
		if v.hiLo8 || id == OmahaID {
			check(id+" low", v.citeLow())
		}
	}
	check("odd chip by suit", citeOddSuit)
	check("odd chip to the high", citeOddHighHand)
	for lines := range says {
		if !seen[lines] {
			t.Errorf("line %s is read here but cited nowhere", lines)
		}
	}
}
