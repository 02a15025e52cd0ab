package models_test

import (
	"testing"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

func TestWinFormula(t *testing.T) {
	in := models.WinInputs{Drop: 4825000, Closer: 2100000, Credits: 50000, Opener: 2000000, Fills: 300000}
	for _, c := range []struct {
		text, normal string
		win          rules.Money
	}{
		{models.DefaultWinFormula, "drop + closer + credits - opener - fills", 4825000 + 2100000 + 50000 - 2000000 - 300000},
		{"drop+closer+credits-opener-fills", "drop + closer + credits - opener - fills", 4675000},
		{"  + drop - fills + credits ", "drop - fills + credits", 4825000 - 300000 + 50000},
		{"drop", "drop", 4825000},
	} {
		f, err := models.ParseWinFormula(c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if f.String() != c.normal || f.Win(in) != c.win {
			t.Errorf("%q = %q, win %s; want %q, %s", c.text, f, f.Win(in), c.normal, c.win)
		}
	}
	for _, bad := range []string{"", "drop +", "drop closer", "drop + drop", "- drop + closer", "closer - opener",
		"drop * 2", "drop + chips", "drop + - closer", "drop ++ closer"} {
		if _, err := models.ParseWinFormula(bad); err == nil {
			t.Errorf("%q was accepted", bad)
		}
	}
}
