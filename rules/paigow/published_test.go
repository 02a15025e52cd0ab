package paigow

import "testing"

// Published counts of seven-card hands, against the engine's.
func TestPublishedSevenCardCounts(t *testing.T) {
	// The Wizard of Odds, Pai Gow Mania's seven-card bet over the 53-card
	// pack with the bug (https://wizardofodds.com/games/pai-gow-poker/appendix/5/):
	// three of a kind is counted before a straight the hand also holds.
	uk := tallyFor(1, Bug)
	mania := []struct {
		name string
		got  uint64
		want uint64
	}{
		{"five aces", uk.best[FiveOfAKind], 1128},
		{"royal flush", uk.royal, 26132},
		{"straight flush", uk.best[StraightFlush] - uk.royal, 184832},
		{"four of a kind", uk.best[FourOfAKind], 307472},
		{"full house", uk.best[FullHouse], 4188528},
		{"flush", uk.best[Flush], 6172088},
		{"three of a kind (the Fortune line)", uk.uk[LineThreeOfAKind+1], 7672500},
		{"straight (the Fortune line)", uk.uk[LineStraight+1], 11034204},
		{"every hand", uk.hands, 154143080},
	}
	for _, c := range mania {
		if c.got != c.want {
			t.Errorf("53 cards, %s: %d, the Wizard of Odds %d", c.name, c.got, c.want)
		}
	}
	// The Fortune's seven-card lines: 32, 72 and 196 hands, the
	// probabilities 0.00000021, 0.00000047 and 0.00000127 of Casino Advisor.
	for _, c := range []struct {
		l    Line
		want uint64
	}{{LineStraight7, 32}, {LineRoyalMatch, 72}, {LineStraight7Joker, 196}} {
		if got := uk.uk[c.l+1]; got != c.want {
			t.Errorf("%s: %d hands, want %d", c.l, got, c.want)
		}
	}
	// Standard seven-card poker over 52 cards (Wikipedia, "Poker
	// probability", 7-card poker hands).
	std := tallyFor(0, Wild)
	for _, c := range []struct {
		name      string
		got, want uint64
	}{
		{"royal flush", std.royal, 4324},
		{"straight flush", std.best[StraightFlush] - std.royal, 37260},
		{"four of a kind", std.best[FourOfAKind], 224848},
		{"full house", std.best[FullHouse], 3473184},
		{"flush", std.best[Flush], 4047644},
		{"straight", std.best[Straight], 6180020},
		{"three of a kind", std.best[ThreeOfAKind], 6461620},
		{"two pair", std.best[TwoPair], 31433400},
		{"one pair", std.best[OnePair], 58627800},
		{"high card", std.best[HighCard], 23294460},
	} {
		if c.got != c.want {
			t.Errorf("52 cards, %s: %d, published %d", c.name, c.got, c.want)
		}
	}
}
