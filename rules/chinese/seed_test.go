package chinese

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
	"github.com/tablegames/casino/rules/poker"
)

// TestSeedCitations checks that every line the games cite says what the
// code takes from it.
func TestSeedCitations(t *testing.T) {
	cases := []struct {
		cite rules.Cite
		says []string
	}{
		{cite13Game, []string{"13-CARD (CHINESE POKER)", "Ace-2-3-4-5 is the smallest straight"}},
		{cite13Deal, []string{"four players", "13 downcards"}},
		{cite13Set, []string{"3 sets", "The 1st set may not rank higher than the 2nd set; the 2nd set may not rank higher than the 3rd set"}},
		{cite13Order, []string{"the player to the left of the player-dealer", "clockwise", "ending with the player-dealer"}},
		{cite13Basic, []string{"higher ranking hand in each set wins 1 point"}},
		{cite13TwoFour, []string{"2 out of 3, the player wins 2 points", "3 out of 3, the player wins 4 points"}},
		{cite13Shot, []string{"Shot", "win a total of six (6) points"}},
		{cite13HomeRun, []string{"Home Run", "four players", "nine (9) points"}},
		{cite13Collect, []string{"collects its value first", "but not from each other"}},
		{cite13Value, []string{"One point equals the stated limit for the game"}},
		{cite13AllIn, []string{"all-in", "left of the playerdealer button", "total wager exchanged"}},
		{cite13Foul, []string{"proper ranking order", "3-5-5 combination", "fouled"}},
		{cite13FoulCS, []string{"fouled hand against a Clean Sweep hand will pay the value of the Clean Sweep hand"}},
		{cite13FoulPays, []string{"fouled hand against a regular hand will pay six (6) points plus the bonus"}},
		{cite13NoCS, []string{"declares a Clean Sweep hand but cannot produce it", "fouled"}},
		{cite13Count, []string{"incorrect number of cards may be fouled"}},
		{cite13Twice, []string{"two of the same cards, the player's hand is fouled", "misdeal"}},
		{cite13Fees, []string{"13 Card Poker (Chinese Poker)", "after the hands have been delivered"}},
		{rules.At(rules.Seed000, "849"), []string{"automatically win", "declared before the showdown"}},
		{citeFGame, []string{"Face-Up Chinese Poker"}},
		{citeFObject, []string{"back hand must rank higher than their middle", "middle hand must rank higher than the front"}},
		{citeFDeck, []string{"one standard 52-card deck", "joker"}},
		{citeFFront, []string{"Straights and Flushes are not considered in the three-card hand"}},
		{citeFTable, []string{"four seated positions", "only three players will receive a hand"}},
		{citeFStack, []string{"thirty times the amount of the table limit", "nine points worth of chips"}},
		{citeFButtons, []string{"action button", "position #1", "position #2 and position #3"}},
		{citeFStakes, []string{"table stakes", "limiting the amount a player can win or lose"}},
		{citeFDeal, []string{"five cards", "no more than three cards in the top segment", "discard the third card", "thirteen cards set in three segments"}},
		{citeFOrder, []string{"position #1 will compare their hands against", "position #2"}},
		{citeFInTurn, []string{"Payouts go in turn", "runs out of money, the next player will not be paid"}},
		{citeFFoul, []string{"Foul Hand", "six points to each player", "eligible for bonus points"}},
		{citeFPoints, []string{"tie (push)", "The player with both buttons will win all tie hands"}},
		{citeFBonus, []string{"Bonus System", "Players must win the segment to win the bonus points", "Fouled hands will not be paid the bonus"}},
		{rules.At(rules.Seed000, "6920"), []string{"Four of Kind in the back", "total of eleven points"}},
		{citeFSweep, []string{"Clean Sweep", "6 bonus points"}},
		{citeFFantasy, []string{"Fantasy Open Face Variation"}},
		{citeFAgree, []string{"All players must agree"}},
		{citeFTrigger, []string{"Pair of queens (Qs) or better", "without fouling", "14 cards", "placed back into the deck"}},
		{citeFStay, []string{"To stay in fantasy", "Three of a Kind in the front segment or a Four of a Kind or better in the bottom segment"}},
		{citeFPointVal, []string{"schedule options 1 through 9", "each point would have a money value of"}},
	}
	for _, c := range cases {
		text := seedtext.Text(t, c.cite)
		for _, s := range c.says {
			if !strings.Contains(text, s) {
				t.Errorf("%s should say %q", c.cite, s)
			}
		}
	}
	for _, g := range []rules.Game{CP13(), FaceUp()} {
		info := g.Info()
		for _, s := range info.Settings {
			if seedtext.Text(t, s.Rule) == "" {
				t.Errorf("%s setting %s cites an empty line %s", info.ID, s.Key, s.Rule)
			}
		}
		for _, pt := range info.PayTables {
			for _, r := range pt.Rows {
				if seedtext.Text(t, r.Rule) == "" {
					t.Errorf("%s %s: %q cites an empty line %s", info.ID, pt.ID, r.Outcome, r.Rule)
				}
			}
		}
	}
}

// TestSeedBonusTable reads Face-Up's bonus table (lines 6892-6912) from
// the seed and checks Royalty against every cell, N/A as no bonus.
func TestSeedBonusTable(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	if !strings.Contains(lines[6893-1], "Front Segment\tMiddle Segment\tBack Segment") {
		t.Fatalf("line 6893 is not the table's header: %q", lines[6893-1])
	}
	cell := func(s string) int {
		s = strings.TrimSpace(s)
		if s == "N/A" {
			return 0
		}
		n, err := strconv.Atoi(strings.Fields(s)[0])
		if err != nil {
			t.Fatalf("cell %q", s)
		}
		return n
	}
	// A hand of each line: three of a rank, or the five-card hands.
	hands := map[string][3]string{
		"Straight":       {"", "5S 6H 7D 8C 9S", "5S 6H 7D 8C 9S"},
		"Flush":          {"", "2S 5S 7S 9S JS", "2S 5S 7S 9S JS"},
		"Full House":     {"", "KS KH KD 4C 4S", "KS KH KD 4C 4S"},
		"Four of a Kind": {"", "7S 7H 7D 7C 2S", "7S 7H 7D 7C 2S"},
		"Straight Flush": {"", "5H 6H 7H 8H 9H", "5H 6H 7H 8H 9H"},
		"Royal Flush":    {"", "TD JD QD KD AD", "TD JD QD KD AD"},
	}
	trips := regexp.MustCompile(`^Three of a Kind \((\w+)s\)$`)
	rankOf := map[string]string{"2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9", "10": "T", "J": "J", "Q": "Q", "K": "K", "A": "A"}
	seen := 0
	for n := 6894; n <= 6912; n++ {
		f := strings.Split(lines[n-1], "\t")
		if len(f) != 4 {
			t.Fatalf("line %d: %q", n, lines[n-1])
		}
		var h [3]string
		if m := trips.FindStringSubmatch(f[0]); m != nil {
			r := rankOf[m[1]]
			three := fmt.Sprintf("%sS %sH %sD", r, r, r)
			h = [3]string{three, three + " 2C 3C", ""}
			if r == "2" || r == "3" {
				h[1] = three + " 9C 8C"
			}
		} else {
			var ok bool
			if h, ok = hands[f[0]]; !ok {
				t.Fatalf("line %d: no hand for %q", n, f[0])
			}
		}
		for row := range 3 {
			want := cell(f[row+1])
			if h[row] == "" {
				if want != 0 {
					t.Errorf("line %d: the %s of %q is printed %d", n, Row(row), f[0], want)
				}
				continue
			}
			cards := rules.MustCards(h[row])
			var v poker.Value
			if row == 0 {
				v = FrontValue([3]rules.Card(cards))
			} else {
				v = poker.Eval5([5]rules.Card(cards))
			}
			got, cite := Royalty(Row(row), v)
			if got != want {
				t.Errorf("line %d, %s %s: bonus %d, the seed prints %d", n, Row(row), f[0], got, want)
			}
			if cite.Lines != fmt.Sprint(n) {
				t.Errorf("line %d, %s %s: cites %s", n, Row(row), f[0], cite)
			}
			seen++
		}
	}
	if seen != 13*2+6*2 {
		t.Errorf("checked %d cells", seen)
	}
}

// TestSeedCleanSweepTable reads 13-Card's Clean Sweep table (lines
// 852-875): each hand's name, rank and points at the lines it cites.
func TestSeedCleanSweepTable(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	pts := regexp.MustCompile(`(\d+) pts\.`)
	names := map[CleanSweep]string{PureDragon: "PURE DRAGON HAND", ColorDragon: "BLACK OR RED DRAGON", Dragon: "DRAGON HAND",
		AllOneColor: "ALL BLACKS OR ALL REDS", TwelveOneColor: "TWELVE BLACK OR TWELVE RED", MinorHand: "MINOR HAND",
		SixWheels: "SIX WHEELS HAND", ThreeFlush: "THREE FLUSH HAND", ThreeStraight: "THREE STRAIGHT HAND"}
	for _, c := range CleanSweeps {
		first, _, err := c.Rule().Range()
		if err != nil {
			t.Fatal(err)
		}
		line := lines[first-1]
		if !strings.Contains(line, names[c]) {
			t.Errorf("line %d should name %s: %q", first, names[c], line)
		}
		m := pts.FindStringSubmatch(line)
		if m == nil || m[1] != strconv.Itoa(c.Points()) {
			t.Errorf("line %d prints %q; %s collects %d", first, line, c, c.Points())
		}
		// The rank: "#2", "# 4"; the Pure Dragon's is not printed (the
		// table's first row).
		rank := strings.ReplaceAll(strings.Fields(strings.ReplaceAll(line, "# ", "#"))[0], "#", "")
		if c != PureDragon && rank != strconv.Itoa(int(c)) {
			t.Errorf("line %d ranks %s #%s, not #%d", first, c, rank, int(c))
		}
	}
}
