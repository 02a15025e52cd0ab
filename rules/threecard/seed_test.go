package threecard

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// ukOdds reads "N to 1" from a Great Britain line, where the extraction
// prints "4 tol" for "4 to 1" (line 989).
var ukOdds = regexp.MustCompile(`(\d+) ?to ?[1l]\b`)

// TestSeedPayTables reads every pay-table row the games cite from the rule
// books and compares its hand and odds with the engine's.
func TestSeedPayTables(t *testing.T) {
	check3 := func(table string, rows []threeRow, name func(r threeRow) string, odds *regexp.Regexp) {
		for _, r := range rows {
			text := seedtext.Text(t, r.rule)
			if !strings.Contains(text, name(r)) {
				t.Errorf("%s %s: %s does not name it: %q", table, r.outcome, r.rule, text)
			}
			m := odds.FindStringSubmatch(text)
			if m == nil {
				t.Errorf("%s %s: no odds at %s: %q", table, r.outcome, r.rule, text)
				continue
			}
			n, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
			if r.odds != rules.ToOne(n) {
				t.Errorf("%s %s: the engine pays %s, %s prints %s", table, r.outcome, r.odds, r.rule, m[0])
			}
		}
	}
	ukName := func(r threeRow) string { return r.outcome + " - player will be paid" }
	check3("Great Britain Ante Bonus", ukAnteBonus, ukName, ukOdds)
	check3("Great Britain Pair Plus", ukPairPlus, ukName, ukOdds)
	caOdds := regexp.MustCompile(`\t([\d,]+):1$`)
	caName := func(r threeRow) string { return r.outcome + "\t" }
	check3("California Pair Plus", caPairPlus, caName, caOdds)
	for _, r := range sixCardBonus {
		text := seedtext.Text(t, r.rule)
		m := caOdds.FindStringSubmatch(text)
		if !strings.HasPrefix(text, r.outcome+"\t") || m == nil {
			t.Errorf("6 Card Bonus %s: %s reads %q", r.outcome, r.rule, text)
			continue
		}
		n, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
		if r.odds != rules.ToOne(n) {
			t.Errorf("6 Card Bonus %s: the engine pays %s, the rule book %s", r.outcome, r.odds, m[0])
		}
	}
	// The table's name and its place in the section.
	if text := seedtext.Text(t, ca("2559")); strings.TrimSpace(text) != "TCB-6B4" {
		t.Errorf("line 2559 should name the table TCB-6B4: %q", text)
	}
	if text := seedtext.Text(t, ca("2570")); !strings.Contains(text, "Winning 6 Card Bonus wagers pay as follows") {
		t.Errorf("line 2570: %q", text)
	}
}

// TestSeedRules reads the rules the settlement follows.
func TestSeedRules(t *testing.T) {
	must := []struct {
		c    rules.Cite
		text string
	}{
		{ukCiteQualify, "Queen high’ or better to qualify"},
		{ukCiteNoQPlay, "all ‘play’ bets are declared void and returned"},
		{ukCiteNoQAnte, "all Ante bets are won by the players and paid at the rate of 1 to 1"},
		{ukCiteWin, "wins on their Ante"},
		{ukCiteLose, "loses both their Ante and Play wagers"},
		{ukCiteVoid, "the Ante and Play wagers on that hand shall be void"},
		{ukCiteFold, "shall surrender the amount staked on the Ante wager"},
		{ukCiteBonus, "payable in respect of his Ante wager only"},
		{ukCitePPLoses, "does not contain at least a Pair"},
		{ukCitePlayEq, "must be of an equal amount to his Ante"},
		{ukCiteIrrespec, "irrespective of the hand dealt to the dealer"},
		{gb("890"), "single deck"},
		{caCiteQualify, "queen-high"},
		{caCiteNoQPlay, "the Play wager receives no action"},
		{caCiteNoQAnte, "If the player-dealer's hand ranks higher than the player's hand, the wager shall be a push"},
		{caCiteWin, "the player wins even money on the Ante and the Play wagers"},
		{caCiteLose, "the player loses both the Ante and the Play wagers"},
		{caCiteTie, "the Ante and Play wagers shall push"},
		{caCiteFold, "forfeit the Ante wager"},
		{caCitePPFold, "the player shall forfeit the wager, as well as, the Ante wager"},
		{caCiteSixFold, "shall still be eligible for the 6 Card Bonus payout"},
		{caCiteOrder, "the Ante wager, then the Play wager, then the Pair Plus wager (if placed), and then the 6 Card Bonus wager"},
		{caCiteForfeit, "the house dealer shall collect all forfeited wagers"},
		{caCiteSixBest, "to make the best possible five card poker hand"},
		{caCiteSixLose, "the player-dealer collects the 6 Card Bonus wager"},
		{caCitePPLose, "the player-dealer collects the Pair Plus wager"},
		{ca("2484"), "Backline betting is not permitted on any wager"},
		{ca("2442"), "A maximum of eight players including the player-dealer position"},
		{ca("2477"), "each player shall be required to place an Ante wager"},
		{ca("2514"), "The house shall not take a percentage of wagers placed in the game"},
	}
	for _, m := range must {
		if text := seedtext.Text(t, m.c); !strings.Contains(text, m.text) {
			t.Errorf("%s should contain %q: %q", m.c, m.text, text)
		}
	}
}

// TestSeedFigures reads the 6 Card Bonus's printed house advantage and hit
// frequency (lines 2567-2568) and compares them with the enumeration.
func TestSeedFigures(t *testing.T) {
	read := func(line, label string) string {
		text := seedtext.Text(t, ca(line))
		v, ok := strings.CutPrefix(text, label+"\t")
		if !ok {
			t.Fatalf("line %s should open with %q: %q", line, label, text)
		}
		return strings.TrimSuffix(strings.TrimSpace(v), "%")
	}
	edge, hit := read("2567", "House Advantage"), read("2568", "Hit frequency")
	fs, err := caGame{}.Enumerate()
	if err != nil {
		t.Fatal(err)
	}
	six := fs[0].Bet(BetSixCardBonus)
	if got := pct(new(big.Rat).Neg(six.Return), 2); got != edge {
		t.Errorf("house advantage %s%%, the rule book prints %s%%", got, edge)
	}
	if got := pct(new(big.Rat).SetFrac64(int64(six.WaysOf(rules.Win)), Deals), 4); got != hit {
		t.Errorf("hit frequency %s%%, the rule book prints %s%%", got, hit)
	}
}

// TestOwnScheduleAgainstSeed reads every row and tier of TCP6-OWN from the
// lines it cites: the option's fees and limit, each tier's band and fee.
func TestOwnScheduleAgainstSeed(t *testing.T) {
	s, err := fees.FindSet("TCP6-OWN")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Options) != 9 {
		t.Fatalf("%d options, want 9", len(s.Options))
	}
	for _, o := range s.Options {
		text := seedtext.Text(t, o.Rule)
		if !strings.Contains(text, o.Limit.Text) {
			t.Errorf("option %s: %s does not print the limit %q: %q", o.Label, o.Rule, o.Limit.Text, text)
		}
		if !strings.Contains(text, o.Label) {
			t.Errorf("option %s: %s does not print its number", o.Label, o.Rule)
		}
		for col, m := range o.Fees() {
			if !strings.Contains(text, "$"+m.String()) {
				t.Errorf("option %s %s: %s does not print $%s: %q", o.Label, col, o.Rule, m, text)
			}
		}
		for _, tier := range o.Tiers {
			tt := seedtext.Text(t, tier.Rule)
			if !strings.Contains(tt, tier.Text) || !strings.HasSuffix(tt, "$"+tier.Fee.String()) {
				t.Errorf("option %s tier %s at %s: %q", o.Label, tier.Text, tier.Rule, tt)
			}
		}
	}
	// The heading paragraph is the game's.
	if text := seedtext.Text(t, s.Heading); !strings.Contains(text, "Three Card Poker 6 Card Bonus are as shown below") {
		t.Errorf("heading %s: %q", s.Heading, text)
	}
}
