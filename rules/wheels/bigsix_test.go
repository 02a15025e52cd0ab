package wheels

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

var b6 = BigSix()

// The digest's example (seed002-uk-casino-games.md §14 item 24): a Type C
// compartment pays 20 to 1, so £5 wins £100 (line 2109).
func TestBigSixWorkedExample(t *testing.T) {
	v := verified(t, b6, wheelSpin(t, "type_c", false,
		"1 type_c - 5 win 100", "2 type_g - 10 lose 0", "3 type_a - 1 lose 0"), nil)
	if v.Settlements[0].Rule != uk("2109") || v.Settlements[1].Rule != citeBigSixWager {
		t.Errorf("rules %s, %s", v.Settlements[0].Rule, v.Settlements[1].Rule)
	}
	if v.Outcome.Summary != "Type C wins" || v.Totals.ExpectedHouseWin != rules.Dollars(-100+10+1) {
		t.Errorf("%q, %s", v.Outcome.Summary, v.Totals.ExpectedHouseWin)
	}
	verified(t, b6, wheelSpin(t, "type_a", false, "1 type_a - 2 win 100", "1 type_b - 2 lose 0"), nil)
	verified(t, b6, wheelSpin(t, "type_g", false, "4 type_g - 10 win 10", "5 type_f - 10 lose 0"), nil)
}

// The clapper between two segments (lines 2115-2122): option a) takes the
// symbol previously passed, option b) voids the spin.
func TestBigSixClapperBetween(t *testing.T) {
	v := verified(t, b6, wheelSpin(t, "type_e", true, "1 type_e - 10 win 50", "2 type_d - 10 lose 0"), nil)
	if v.Outcome.Summary != "Clapper between two segments: Type E, the symbol previously passed, wins" {
		t.Errorf("summary %q", v.Outcome.Summary)
	}
	respin := map[string]string{keyClapper: clapperRespin}
	v = verified(t, b6, wheelSpin(t, "", true, "1 type_e - 10 push 0", "2 type_d - 10 push 0"), respin)
	if v.Settlements[0].Rule != citeRespin || v.Totals.ExpectedHouseWin != 0 {
		t.Errorf("void spin: %s, %s", v.Settlements[0].Rule, v.Totals.ExpectedHouseWin)
	}
	refused(t, b6, wheelSpin(t, "type_e", true, "1 type_e - 10 push 0"), respin, "stop", "has no winning symbol")
	refused(t, b6, wheelSpin(t, "", true, "1 type_e - 10 push 0"), nil, "stop", "symbol previously passed")
	refused(t, b6, wheelSpin(t, "", false, "1 type_e - 10 lose 0"), nil, "stop", "is required")
	// Under respin a spin that stopped cleanly settles as usual.
	verified(t, b6, wheelSpin(t, "type_e", false, "1 type_e - 10 win 50"), respin)
}

func TestBigSixRefusals(t *testing.T) {
	refused(t, b6, wheelSpin(t, "type_h", false), nil, "stop", "not a symbol of the wheel")
	refused(t, b6, wheelSpin(t, "type_a", false, "1 joker - 1 lose 0"), nil, "wagers[0].bet", "not a bet of this game")
	refused(t, b6, wheelSpin(t, "type_a", false, "1 type_a - 1 win 50", "1 type_a - 1 win 50"), nil, "wagers[1]", "twice")
	refused(t, b6, wheelSpin(t, "type_a", false, "1 type_a - 1 no_action 0"), nil, "wagers[0].result", "no_action")
	refused(t, b6, record(t, BigSixID, map[string]any{"stop": "type_a"}, "1 type_a 2 1 win 50"), nil, "wagers[0].numbers", "not a field")
	if _, err := b6.Settings(map[string]string{"type_c_odds": "19 to 1"}); err == nil {
		t.Error("19 to 1 on Type C accepted")
	}
	verified(t, b6, wheelSpin(t, "type_c", false, "1 type_c - 5 win 110"), map[string]string{"type_c_odds": "22"})
	verified(t, b6, wheelSpin(t, "type_g", false, "1 type_g - 5.05 win 6.06"), map[string]string{"type_g_odds": "6 to 5"})
	verified(t, b6, wheelSpin(t, "type_g", false, "1 type_g - 5.05 win 6.06"), map[string]string{"type_g_odds": "6 to 5", keyFraction: fractionToPlayer})
	verified(t, b6, wheelSpin(t, "type_g", false, "1 type_g - 5.01 win 6.02"), map[string]string{"type_g_odds": "6 to 5", keyFraction: fractionToPlayer})
	verified(t, b6, wheelSpin(t, "type_g", false, "1 type_g - 5.01 win 6.01"), map[string]string{"type_g_odds": "6 to 5"})
}

// Every one of the 52 compartments (lines 2054, 2061-2074) under the
// minimum odds: A and B 1/52, C 10/52 (19.23%, knowyourluck.com's worked UK
// figure), D 8/52, E, F and G 4/52 (7.69%, the edge Australia's table gives
// every bet of the same wheel, wikimili.com/en/Big_Six_wheel).
func TestBigSixEveryStop(t *testing.T) {
	if len(bigSixWheel) != bigSixStops {
		t.Fatalf("%d compartments", len(bigSixWheel))
	}
	fs, err := b6.(rules.Enumerator).Enumerate(nil)
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	want := map[string]struct {
		wins uint64
		edge string
	}{
		"type_a": {1, "1/52"}, "type_b": {1, "1/52"}, "type_c": {2, "10/52"}, "type_d": {4, "8/52"},
		"type_e": {8, "4/52"}, "type_f": {12, "4/52"}, "type_g": {24, "4/52"},
	}
	for _, bf := range f.Bets {
		wt := want[bf.Bet]
		if got := bf.WaysOf(rules.Win); got != wt.wins || edge(&bf).Cmp(rat(wt.edge)) != 0 || bf.WaysOf(rules.Lose) != 52-wt.wins {
			t.Errorf("%s: %d wins, edge %s; want %d, %s", bf.Bet, got, edge(&bf), wt.wins, wt.edge)
		}
	}
	if got := percent(edge(f.Bet("type_c")), 2); got != "19.23" {
		t.Errorf("type C edge %s%%", got)
	}
	if got := percent(edge(f.Bet("type_g")), 2); got != "7.69" {
		t.Errorf("type G edge %s%%", got)
	}
}
