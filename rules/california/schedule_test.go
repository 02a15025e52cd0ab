package california_test

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/california"
)

func verdictOf(t *testing.T, g rules.Game, record string, settings map[string]string) *rules.Verdict {
	t.Helper()
	s, err := g.Settings(settings)
	if err != nil {
		t.Fatal(err)
	}
	h, err := g.Decode([]byte(record))
	if err != nil {
		t.Fatal(err)
	}
	v, err := h.Verify(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// The table's collection_schedule setting checks every collection of a
// hand: Pan 9 with Bonus Tie Bet option 1 charges the player-dealer $2.00
// a hand and each player $1.00 a base-game circle (seed 000 line 1967),
// which is what the example declares; option 3 charges more, and each
// collection that differs is a finding citing the option's line.
func TestCollectionScheduleSetting(t *testing.T) {
	g := california.Pan9()
	v := verdictOf(t, g, pan9Example, map[string]string{"collection_schedule": "PAN9-BT/1"})
	if !v.Verified() || v.Totals.ExpectedFees != rules.Dollars(5) {
		t.Fatalf("option 1: verified %v, expected fees %s, findings %+v", v.Verified(), v.Totals.ExpectedFees, v.Findings)
	}
	unchecked := verdictOf(t, g, pan9Example, nil)
	if !unchecked.Verified() || unchecked.Totals.ExpectedFees != unchecked.Totals.Fees {
		t.Fatalf("no schedule: %+v", unchecked.Findings)
	}
	v = verdictOf(t, g, pan9Example, map[string]string{"collection_schedule": "PAN9-BT/3"})
	if v.Verified() {
		t.Fatal("option 3 accepts option 1's fees")
	}
	kinds := map[string]bool{}
	for _, f := range v.Findings {
		if !strings.HasPrefix(f.Bet, "collection:") || f.Field != "fee" || f.Rule.Lines == "" {
			t.Errorf("finding %+v", f)
		}
		kinds[f.Bet] = true
	}
	if !kinds["collection:player_dealer"] || !kinds["collection:player"] {
		t.Errorf("findings %+v", v.Findings)
	}
	if v.Totals.ExpectedFees <= v.Totals.Fees {
		t.Errorf("option 3 expects %s, option 1's fees are %s", v.Totals.ExpectedFees, v.Totals.Fees)
	}
	if _, err := g.Settings(map[string]string{"collection_schedule": "CA-912/1"}); err == nil {
		t.Error("a 9 1/2 schedule accepted at a Pan 9 table")
	}
}
