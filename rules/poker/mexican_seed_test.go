package poker

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The lines MexicanOf and BadugiAceHighOf rest on say what they assume:
// Mexican Poker's deck, ranking (the flush above the full house),
// joker and straights; the Razzdeucey games' badugi card order.
func TestSeedMexicanAndBadugiAceHighLines(t *testing.T) {
	lines := []struct{ line, text string }{
		{"345", "reduced to 40 cards and one Joker. All 8s, 9s and 10s are removed"},
		{"351", "Five of a kind"},
		{"352", "Royal Flush"},
		{"353", "Straight Flush"},
		{"354", "Four of a Kind"},
		{"355", "Flush"},
		{"356", "Full House"},
		{"360", "wild\" in all cases when dealt face down"},
		{"360", "it is wild only with Aces, Flushes and Straights"},
		{"363", "it will play as if it had been dealt face down and is wild in all cases"},
		{"364", "A-2-3-4-5, 2-3-4-5-6, 3-4-5-6-7, 4-5-6-7-J, 5-6-7-J-Q, 6-7-J-Q-K, and 7-J-Q-K-A"},
		{"3873", "2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king, and ace"},
		{"5575", "2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king, and ace"},
		{"5583", "A 5, 4, 3, and 2 offsuit is the highest rank, and an ace, king, queen, and jack is the lowest rank"},
		{"5586", "A 2 is the highest rank, and an ace is the lowest rank"},
	}
	for _, l := range lines {
		if text := seedtext.Text(t, rules.At(rules.Seed000, l.line)); !strings.Contains(text, l.text) {
			t.Errorf("line %s should say %q: %q", l.line, l.text, text)
		}
	}
	// Line 355 is the flush's row, above the full house's at 356.
	if !strings.HasPrefix(seedtext.Text(t, rules.At(rules.Seed000, "355")), "5.\tFlush") {
		t.Error("line 355 should rank the flush fifth")
	}
}
