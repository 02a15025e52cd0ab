package letitride

import (
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// oddsText reads "100 -1", "8-1", "1000 - 1*" or "Evens" at the end of a
// line.
var oddsText = regexp.MustCompile(`(?:(\d+) ?- ?1\*?|Evens)$`)

func readOdds(t *testing.T, c rules.Cite) (int64, string) {
	t.Helper()
	text := strings.TrimSpace(seedtext.Text(t, c))
	m := oddsText.FindStringSubmatch(text)
	if m == nil {
		t.Errorf("%s: no odds in %q", c, text)
		return 0, text
	}
	if m[1] == "" {
		return 1, text
	}
	n, _ := strconv.ParseInt(m[1], 10, 64)
	return n, text
}

// TestSeedPayTables reads every row of every pay table from the lines it
// cites. The minimum odds and pay table 1 print hand and odds on one line.
// Pay tables 2 to 4 were extracted as their hand columns (lines
// 2960-3006) and then their odds columns (3007-3047): the hands are
// checked in the order of each hand column, and the odds lines in order.
func TestSeedPayTables(t *testing.T) {
	for ti := range mainTables {
		pt := &mainTables[ti]
		for c := range numClasses {
			r := pt.row(c)
			n, text := readOdds(t, r.rule)
			if n != r.odds.Win {
				t.Errorf("pay table %s %s: the engine pays %d to 1, %s prints %q", pt.id, r.outcome, r.odds.Win, r.rule, text)
			}
			if ti < 2 && !strings.HasPrefix(text, classNames[c]) {
				t.Errorf("pay table %s: %s should name %s: %q", pt.id, r.rule, classNames[c], text)
			}
		}
	}
	// The hand columns of pay tables 2, 3 and 4, each headed "Pay table N"
	// then "Hand", list the nine hands in the order of the odds columns.
	lines := seedtext.Lines(t, rules.Seed002)
	for k, head := range []int{2960, 2976, 2992} {
		if got := strings.TrimSpace(lines[head-1]); !strings.HasSuffix(got, fmt.Sprintf("Pay table %d", k+2)) {
			t.Errorf("line %d: %q", head, got)
		}
		var hands []string
		for i := head + 1; len(hands) < numClasses+1 && i <= 3006; i++ {
			if s := strings.TrimSpace(lines[i-1]); s != "" {
				hands = append(hands, s)
			}
		}
		if hands[0] != "Hand" {
			t.Errorf("pay table %d's column: %v", k+2, hands)
			continue
		}
		for c := range numClasses {
			if hands[c+1] != classNames[c] {
				t.Errorf("pay table %d's hand %d is %q, want %q", k+2, c+1, hands[c+1], classNames[c])
			}
		}
	}
	// The 1000 to 1 carries the asterisk of pay table 4's footnote.
	if !strings.Contains(seedtext.Text(t, at("3038")), "1000 - 1*") || !strings.Contains(seedtext.Text(t, at("3055")), "1000-1 Royal Flush") {
		t.Error("lines 3038 and 3055 should tie the 1000 to 1 to the ceiling")
	}
	for ti := range bonusTables {
		bt := &bonusTables[ti]
		for c := range numBonusClasses {
			r := bt.row(c)
			text := strings.TrimSpace(seedtext.Text(t, r.rule))
			want := bonusNames[c]
			if c == bMiniRoyal && ti == 0 {
				want = "Mini Royal Flush (Suited Q,K,A)"
			}
			if !strings.HasPrefix(text, want) || !strings.HasSuffix(text, fmt.Sprintf(" %d-1", r.odds.Win)) {
				t.Errorf("bonus table %s %s: %s reads %q", bt.id, r.outcome, r.rule, text)
			}
		}
	}
}

// TestSeedRules reads the rules the settlement follows.
func TestSeedRules(t *testing.T) {
	must := []struct {
		c    rules.Cite
		text string
	}{
		{at("2804"), "single pack of 52 cards"},
		{at("2840-2841"), "pair of tens or"},
		{at("2862-2867"), "three equal"},
		{citeWithdraw1, "the dealer will return the wager\nto the player"},
		{citeWithdraw2, "the dealer will return the"},
		{citeHand, "all three of the player’s cards combined with both the two community cards"},
		{citeLoses, "will be surrendered to the bank"},
		{citeBonusLose, "do not contain at least a pair"},
		{citeBonusBet, "does not have to be of equal value"},
		{citeCeiling, "regardless of the value of the bets placed"},
	}
	for _, m := range must {
		if text := seedtext.Text(t, m.c); !strings.Contains(text, m.text) {
			t.Errorf("%s should contain %q: %q", m.c, m.text, text)
		}
	}
}

// TestSeedHouseEdges reads the house edges the rule book gives for the two
// minimum-odds lists (lines 2937-2941, 3088-3092). The Three Card Bonus's
// 18.7% is the engine's figure cut to a tenth; the Mandatory Wagers' 5.25%
// is not reproduced (interpretation LR5), and the test pins the engine's
// figure beside it.
func TestSeedHouseEdges(t *testing.T) {
	edge := regexp.MustCompile(`House\s+Edge of ([\d.]+)%`)
	read := func(c rules.Cite) string {
		m := edge.FindStringSubmatch(seedtext.Text(t, c))
		if m == nil {
			t.Fatalf("%s gives no house edge", c)
		}
		return m[1]
	}
	bonus := read(at("3088-3092"))
	var units int64
	for _, cl := range threeClasses() {
		if int(cl) == bLose {
			units--
		} else {
			units += bonusTables[0].odds[cl]
		}
	}
	e := new(big.Rat).SetFrac64(-units*1000, 22100)
	whole := new(big.Int).Quo(e.Num(), e.Denom()) // per mille, cut
	if got := fmt.Sprintf("%d.%d", whole.Int64()/10, whole.Int64()%10); got != bonus {
		t.Errorf("Three Card Bonus minimum odds: %s%% cut to a tenth, the rule book prints %s%%", got, bonus)
	}
	if main := read(at("2937-2941")); main != "5.25" {
		t.Errorf("the rule book's minimum-odds edge now reads %s%%", main)
	}
	if got := fmt.Sprintf("%.4f", -float(CountsFor("minimum").Return(tableOf("minimum")))*100); got != "5.9970" {
		t.Errorf("the engine's minimum-odds edge is %s%%", got)
	}
}
