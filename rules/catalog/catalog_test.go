package catalog_test

import (
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// Every registered game describes itself completely: a name, sources, at
// least one wager, settings whose defaults the game accepts, and a citation
// on every wager, pay-table row and setting.
func TestCatalogIsComplete(t *testing.T) {
	reg := catalog.Default()
	if len(reg.IDs()) == 0 {
		t.Fatal("no games")
	}
	for _, info := range reg.Infos() {
		g, _ := reg.Game(info.ID)
		if info.Name == "" || info.Family == "" || len(info.Sources) == 0 || len(info.Wagers) == 0 {
			t.Errorf("%s: incomplete catalog entry %+v", info.ID, info)
		}
		if info.Banking != "house" && info.Banking != "pot" && info.Banking != "player_dealer" {
			t.Errorf("%s: banking %q", info.ID, info.Banking)
		}
		s, err := g.Settings(nil)
		if err != nil {
			t.Errorf("%s: the defaults are refused: %v", info.ID, err)
			continue
		}
		for _, spec := range info.Settings {
			if s.Values()[spec.Key] != spec.Default {
				t.Errorf("%s: setting %s defaults to %q but the catalog says %q", info.ID, spec.Key, s.Values()[spec.Key], spec.Default)
			}
			checkCite(t, info.ID+" setting "+spec.Key, spec.Rule)
		}
		for _, w := range info.Wagers {
			checkCite(t, info.ID+" wager "+w.Bet, w.Rule)
		}
		for _, pt := range info.PayTables {
			for _, row := range pt.Rows {
				checkCite(t, info.ID+" pay table "+pt.ID+" "+row.Outcome, row.Rule)
			}
		}
		for _, src := range info.Sources {
			checkCite(t, info.ID+" source", src)
		}
	}
}

func checkCite(t *testing.T, what string, c rules.Cite) {
	t.Helper()
	switch c.File {
	case rules.Seed000, rules.Seed001, rules.Seed002, rules.Seed003:
	default:
		t.Errorf("%s: cites %q, not a seed", what, c.File)
		return
	}
	if _, _, err := c.Range(); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

// Every citation points at lines that exist in its seed and are not blank.
func TestCitationsExistInTheSeeds(t *testing.T) {
	for _, info := range catalog.Default().Infos() {
		cites := append([]rules.Cite{}, info.Sources...)
		for _, w := range info.Wagers {
			cites = append(cites, w.Rule)
		}
		for _, s := range info.Settings {
			cites = append(cites, s.Rule)
		}
		for _, pt := range info.PayTables {
			for _, r := range pt.Rows {
				cites = append(cites, r.Rule)
			}
		}
		for _, c := range cites {
			if seedtext.Text(t, c) == "" {
				t.Errorf("%s: %s is blank", info.ID, c)
			}
		}
	}
}

// Every registered game declares a hand-entry form that the web pages can
// render, under its default settings and under every alternative a table
// may choose: a person can enter a hand of every game by hand.
func TestEveryGameDeclaresAnEntryForm(t *testing.T) {
	reg := catalog.Default()
	for _, info := range reg.Infos() {
		g, _ := reg.Game(info.ID)
		variants := []map[string]string{nil}
		for _, s := range info.Settings {
			for _, v := range s.Allowed {
				if v != s.Default {
					variants = append(variants, map[string]string{s.Key: v})
				}
			}
		}
		for _, values := range variants {
			s, err := g.Settings(values)
			if err != nil {
				t.Errorf("%s %v: %v", info.ID, values, err)
				continue
			}
			form := g.EntryForm(s)
			if err := form.Check(); err != nil {
				t.Errorf("%s %v: %v", info.ID, values, err)
			}
			hasWagersOrSeats := false
			for _, sec := range form.Sections {
				hasWagersOrSeats = hasWagersOrSeats || sec.Rows > 0
			}
			if !hasWagersOrSeats {
				t.Errorf("%s: the form has no table of wagers or seats", info.ID)
			}
		}
	}
}
