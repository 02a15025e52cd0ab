package poker

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// TestSeedRankingLines cross-checks the lines this package cites against the
// rule book: each ranking line names its category, and the lines on suits
// and the low ace say what the evaluator assumes.
func TestSeedRankingLines(t *testing.T) {
	omaha := []struct {
		line string
		cat  Category
		name string
	}{
		{"2134", StraightFlush, "Royal Flush"},
		{"2135", StraightFlush, "Straight Flush"},
		{"2136", FourOfAKind, "Four of a Kind"},
		{"2137", FullHouse, "Full House"},
		{"2138", Flush, "Flush"},
		{"2139", Straight, "Straight"},
		{"2140", ThreeOfAKind, "Three of a Kind"},
		{"2141", TwoPair, "Two Pairs"},
		{"2142", OnePair, "One Pair"},
		{"2143", HighCard, "High Card"},
	}
	uth := []string{"2293", "2294", "2295", "2296", "2297", "2298", "2299", "2300", "2301"}
	for i, c := range omaha {
		text := seedtext.Text(t, rules.At(rules.Seed000, c.line))
		if !strings.HasPrefix(text, c.name+"\t") {
			t.Errorf("line %s should open with %q: %q", c.line, c.name, text)
		}
		// The seed lists from highest to lowest; so must the categories.
		if i > 0 && omaha[i-1].cat < c.cat {
			t.Errorf("line %s: %s is listed below %s but ranks above it", c.line, c.cat, omaha[i-1].cat)
		}
		if i < len(uth) {
			u := seedtext.Text(t, rules.At(rules.Seed000, uth[i]))
			if !strings.HasPrefix(u, c.name+"\t") {
				t.Errorf("line %s (Ultimate Texas Hold'em) should open with %q: %q", uth[i], c.name, u)
			}
		}
	}
	// The Ultimate Texas Hold'em high-card line lost its heading (line 2305).
	if u := seedtext.Text(t, rules.At(rules.Seed000, "2305")); !strings.Contains(u, "five cards that do not make any of the hands listed above") {
		t.Errorf("line 2305 should be the high-card row: %q", u)
	}

	mustContain := []struct{ line, text string }{
		{"2131", "in order from highest to lowest rank"},
		{"2135", "5, 4, 3, 2 and Ace is the lowest ranked Straight Flush"},
		{"2139", "5, 4, 3, 2 and Ace is the lowest ranked Straight"},
		{"2119", "All suits shall be considered equal in rank"},
		{"2288", "All suits shall be considered equal in rank"},
		{"3671", "The ace would be considered low any time the ace begins a straight or straight flush"},
		{"2138", "7, 5, 4, 3 and 2 is the lowest ranked Flush"},
		{"2297", "7, 6, 5, 4, 2 is the lowest ranked Flush"},
		{"7", "any five-card combination"},
	}
	for _, c := range mustContain {
		if text := seedtext.Text(t, rules.At(rules.Seed000, c.line)); !strings.Contains(text, c.text) {
			t.Errorf("line %s should contain %q: %q", c.line, c.text, text)
		}
	}
}
