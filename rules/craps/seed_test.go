package craps

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// Every minimum odds a setting takes as its floor is printed on the line it
// cites, beside the numbers it is for. Where extraction lost the ½, the line
// holds the text the reading starts from, with the same whole number and
// the same second term.
func TestSeedMinimumOdds(t *testing.T) {
	beside := map[string]string{
		"pass_pays": "minimum odds of 1 to 1", "dont_pass_pays": "minimum odds of 1 to 1", "come_pays": "minimum odds of 1 to 1",
		"dont_come_pays": "minimum odds of 1 to 1", "odds_4_10_pays": "4 or 10", "odds_5_9_pays": "5 or 9", "odds_6_8_pays": "6 or 8",
		"lay_4_10_pays": "4 or 10", "lay_5_9_pays": "5 or 9", "lay_6_8_pays": "6 or 8",
		"hard_4_pays": "Two 2s", "hard_6_pays": "Two 3s", "hard_8_pays": "Two 4s", "hard_10_pays": "Two 5s",
		"place_4_10_pays": "4 or 10", "place_5_9_pays": "5 or 9", "place_6_8_pays": "6 or 8",
		"place_lose_4_10_pays": "4 or 10", "place_lose_5_9_pays": "5 or 9", "place_lose_6_8_pays": "6 or 8",
		"any_craps_pays": "minimum odds of", "craps_2_pays": "minimum odds of", "craps_3_pays": "minimum odds of",
		"craps_12_pays": "minimum odds of", "eleven_pays": "minimum odds of", "any_seven_pays": "minimum odds of",
		"pair_pays": "minimum odds of", "combination_pays": "at odds of",
		"field_pays": "3,4,9,10", "field_2_pays": "2at2", "field_12_pays": "12at3",
	}
	plain := regexp.MustCompile(`(\d+)\s*to\s*(\d+)`)
	garbled := regexp.MustCompile(`^(\d)[/%]?2\s*to\s*(\d+)$`)
	for _, o := range oddsSettings {
		text := seedtext.Text(t, o.rule)
		// The extraction wrote "100r 1T" for "10 or 11" and "atl1to1" for
		// "at 1 to 1" on the Field's first line.
		norm := strings.NewReplacer("100r 1T", "10 or 11", "atl1to1", "at 1to1").Replace(text)
		if !strings.Contains(strings.ReplaceAll(norm, " ", ""), strings.ReplaceAll(beside[o.key], " ", "")) {
			t.Errorf("%s: %s reads %q, without %q", o.key, o.rule, text, beside[o.key])
		}
		if o.raw == "" {
			m := plain.FindAllStringSubmatch(norm, -1)
			if len(m) == 0 {
				t.Errorf("%s: no odds in %q", o.key, text)
				continue
			}
			w, _ := strconv.ParseInt(m[len(m)-1][1], 10, 64)
			p, _ := strconv.ParseInt(m[len(m)-1][2], 10, 64)
			if (rules.Odds{Win: w, Per: p}) != o.min {
				t.Errorf("%s: %s reads %d to %d; the setting's floor is %s", o.key, o.rule, w, p, o.min)
			}
			continue
		}
		if !strings.Contains(text, o.raw) {
			t.Errorf("%s: %s reads %q, without %q", o.key, o.rule, text, o.raw)
			continue
		}
		m := garbled.FindStringSubmatch(o.raw)
		if m == nil {
			t.Errorf("%s: %q is not a whole number, a lost ½ and a second term", o.key, o.raw)
			continue
		}
		whole, _ := strconv.ParseInt(m[1], 10, 64)
		per, _ := strconv.ParseInt(m[2], 10, 64)
		if o.min.Win*per*2 != (2*whole+1)*o.min.Per || o.shown != m[1]+"½ to "+m[2] {
			t.Errorf("%s: %q read as %s (%s)", o.key, o.raw, o.min, o.shown)
		}
	}
}

// Every bet's rule names it, and every outcome's rule says what it does.
func TestSeedBetsAndOutcomes(t *testing.T) {
	names := map[kind]string{kPass: "Win (or Pass) Line", kDontPass: "Don't Win Line", kCome: "Come", kDontCome: "Don't Come",
		kPassOdds: "Behind the Win Line", kDontPassOdds: "Behind the Don't Win Line", kComeOdds: "Behind the Come",
		kDontComeOdds: "Behind the Don't Come", kPlaceWin: "Place Bets (Box Numbers) to Win", kPlaceLose: "Place Bets (Box Numbers) to Lose",
		kHardway: "Hardways", kAnyCraps: "Any Craps", kCraps2: "Craps 2", kCraps3: "Craps 3", kCraps12: "Craps 12", kEleven: "Eleven",
		kAnySeven: "Any Seven", kPair: "A Specific Pair Combination", kCombination: "A Specific Non-Pair Combination", kField: "Field"}
	for k := range numKinds {
		if text := seedtext.Text(t, bets[k].rule); !strings.Contains(text, names[k]) {
			t.Errorf("%s: %s reads %q", bets[k].id, bets[k].rule, text)
		}
	}
	for _, c := range []struct {
		rule rules.Cite
		says string
	}{
		{rPassNatural, "Win if 7 or 11"}, {rPassCraps, "Lose if 2, 3 or 12"}, {rPassPointSet, "Come Out Point is established"},
		{rPassPointMade, "Win if the Come Out Point is thrown"}, {rPassSevenOut, "Lose if a 7 is thrown before the Come"},
		{rDontWin, "Win if the 3 or 12"}, {rDontLose, "Lose if 7 or 11"}, {rDontVoid, "Be Void if a 2"},
		{rDontPointSet, "Point is established"}, {rDontSevenOut, "Win if a 7 is thrown before the Come"},
		{rDontPointMade, "Lose if the Come Out Point is thrown"},
		{rOddsWin, "Win if the Come Out point is thrown"}, {rOddsLose, "Lose if a 7"}, {rOddsStand, "Remain Unchanged"},
		{rComeOddsOff, "not valid"}, {rLayWin, "Win if a 7"}, {rLayLose, "Lose if the Come Out Point"}, {rLayStand, "Remain Unchanged"},
		{rDontComeOff, "called ‘Off’"}, {rHardWin, "Win if the exact combination"}, {rHardLose, "Lose if any other combination"},
		{rHardStand, "Remain Unchanged"}, {rPlaceWin, "Win if the Box Number"}, {rPlaceLose, "Lose if 7"},
		{rPlaceStand, "Remain Unchanged"}, {rPlaceOff, "called ‘On’"}, {rLoseWin, "Win if 7"}, {rLoseLose, "Lose if the Box Number"},
		{rLoseStand, "Remain Unchanged"}, {rLoseOff, "called ‘Off’"},
		{citeDice, "Two dice"}, {citeKinds, "rule 8.17"}, {citePoint, "Come Out Point"}, {citeSequence, "remain as"},
		{citeNoRemove, "removed or reduced"}, {citeOffered, "not a requirement that all bets"}, {citeHigher, "higher than the minimum"},
		{citeMinimumOdds, "minimum odds"}, {citeOperator, "discretion of the operator"}, {citeShooter, "must maintain a wager"},
		{uk("1790"), "Lose if any other point"}, {uk("1825"), "Win if 11"}, {uk("1829"), "Win if 7"},
		{uk("1833-1834"), "specific pair"}, {uk("1839-1840"), "specific non-pair"}, {uk("1848"), "Lose if 5, 6, 7 or 8"},
	} {
		if text := seedtext.Text(t, c.rule); !strings.Contains(text, c.says) {
			t.Errorf("%s reads %q, without %q", c.rule, text, c.says)
		}
	}
}
