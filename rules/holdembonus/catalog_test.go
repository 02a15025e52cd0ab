package holdembonus_test

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
	"github.com/tablegames/casino/rules/holdembonus"
)

// The game passes what the catalog asks of every registered game: a full
// description, defaults it accepts, a seed citation everywhere, and a page
// for docs/games; and a registry routes its records to it.
func TestCatalogEntry(t *testing.T) {
	g := holdembonus.New()
	info := g.Info()
	if info.ID != holdembonus.GameID || info.Name == "" || info.Family == "" || info.Banking != "house" || len(info.Sources) == 0 {
		t.Errorf("incomplete entry %+v", info)
	}
	s, err := g.Settings(nil)
	if err != nil {
		t.Fatal(err)
	}
	var cites []rules.Cite
	for _, spec := range info.Settings {
		if s.Values()[spec.Key] != spec.Default {
			t.Errorf("setting %s defaults to %q, the catalog says %q", spec.Key, s.Values()[spec.Key], spec.Default)
		}
		for _, v := range spec.Allowed {
			if _, err := g.Settings(map[string]string{spec.Key: v}); err != nil {
				t.Errorf("%s=%s refused: %v", spec.Key, v, err)
			}
		}
		cites = append(cites, spec.Rule)
	}
	progressive := 0
	for _, w := range info.Wagers {
		cites = append(cites, w.Rule)
		if w.Progressive {
			progressive++
			if w.Bet != holdembonus.BetProgressive {
				t.Errorf("%s is marked progressive", w.Bet)
			}
		}
	}
	if progressive != 1 {
		t.Errorf("%d progressive wagers, want 1", progressive)
	}
	for _, pt := range info.PayTables {
		for _, r := range pt.Rows {
			cites = append(cites, r.Rule)
		}
	}
	cites = append(cites, info.Sources...)
	for _, c := range cites {
		if _, _, err := c.Range(); c.File != rules.Seed001 || err != nil {
			t.Errorf("citation %+v (%v)", c, err)
		}
	}
	page, err := catalog.Page(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Wagers", "| `progressive` |", "A-A in both the Player's hand and Dealer's hand", "## Published figures", "`bonus_when_beaten`"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	reg := rules.NewRegistry(g)
	record := `{"table_id": "THB-1", "hand_number": 9, "game": "holdem-bonus-progressive",
	 "dealt_at": "2026-11-21T22:14:05+08:00", "table_settings": {"bonus_when_beaten": "pays"},
	 "cards": {"community": ["5S", "9C", "JD", "2H", "3C"], "dealer": ["5C", "5D"],
	           "seats": [{"seat": 1, "cards": ["AS", "QH"], "folded": false}]},
	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10", "result": "lose", "payout": "0"},
	            {"seat": 1, "bet": "bonus", "amount": "5", "result": "win", "payout": "25"},
	            {"seat": 1, "bet": "flop", "amount": "20", "result": "lose", "payout": "0"}]}`
	if _, v, err := reg.VerifyRecord([]byte(record)); err != nil || !v.Verified() {
		t.Errorf("VerifyRecord: %v %+v", err, v)
	}
}
