package catalog

import (
	"os"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// quickEnumerations are the house-banked games whose deals are counted in
// milliseconds; the others are counted with CASINO_ENUMERATE_SLOW=1 (their
// enumerations take from a second to minutes).
var quickEnumerations = []string{"big-six", "blackjack-uk", "craps", "roulette", "sic-bo"}

// Every bet of every house-banked game is counted by the game's
// enumeration, or named with why it is not (rules.Uncounted), never both
// and never neither: the statistical report covers each wager exactly or
// says why not. A game that does not enumerate has every bet named by the
// report.
func TestEveryHouseBetCountedOrNamed(t *testing.T) {
	slow := os.Getenv("CASINO_ENUMERATE_SLOW") != ""
	reg := Default()
	for _, id := range reg.IDs() {
		g, _ := reg.Game(id)
		info := g.Info()
		var bets []string
		for _, w := range info.Wagers {
			bets = append(bets, w.Bet)
		}
		named := map[string]string{}
		if u, ok := g.(rules.Uncounted); ok {
			if info.Banking != "house" {
				t.Errorf("%s: names uncounted bets, but the house does not bank it", id)
			}
			for _, b := range u.UncountedBets() {
				if _, twice := named[b.Bet]; twice || b.Reason == "" || !slices.Contains(bets, b.Bet) {
					t.Errorf("%s: uncounted bet %q (%q) is named twice, without a reason, or is no bet of the game", id, b.Bet, b.Reason)
				}
				named[b.Bet] = b.Reason
			}
		}
		e, ok := g.(rules.Enumerator)
		if info.Banking != "house" || !ok {
			continue
		}
		if !slow && !slices.Contains(quickEnumerations, id) {
			continue
		}
		s, err := g.Settings(nil)
		if err != nil {
			t.Fatal(err)
		}
		fs, err := e.Enumerate(s)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		counted := map[string]bool{}
		for _, bf := range fs[0].Bets {
			b := bf.Wager
			if b == "" {
				b = bf.Bet
			}
			if !slices.Contains(bets, b) {
				t.Errorf("%s: the enumeration counts %q (%s), no bet of the game", id, b, bf.Bet)
			}
			if _, ok := named[b]; ok {
				t.Errorf("%s: %s is counted and named as not counted", id, b)
			}
			counted[b] = true
		}
		for _, b := range bets {
			if _, ok := named[b]; !ok && !counted[b] {
				t.Errorf("%s: bet %s is neither counted nor named with why not", id, b)
			}
		}
	}
}
