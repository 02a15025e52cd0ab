package wheels

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// TestSettingsBuiltInCode: settings a program builds itself, rather than
// compiles, are held to the book's minimum odds like compiled ones.
func TestSettingsBuiltInCode(t *testing.T) {
	short := rules.Odds{Win: 1, Per: 2}
	r := *DefaultRouletteSettings()
	r.Odds[0] = short
	s := *DefaultSicBoSettings()
	s.Odds[0] = short
	b := *DefaultBigSixSettings()
	b.Odds[0] = short
	for name, resolve := range map[string]func() error{
		"roulette": func() error { _, err := rouletteSettingsFor(&r); return err },
		"sic bo":   func() error { _, err := sicBoSettingsFor(&s); return err },
		"big six":  func() error { _, err := bigSixSettingsFor(&b); return err },
	} {
		if err := resolve(); err == nil || !strings.Contains(err.Error(), "below the rule book's minimum") {
			t.Errorf("%s: odds of 1 to 2 were accepted (%v)", name, err)
		}
	}
	for name, resolve := range map[string]func() error{
		"roulette": func() error { _, err := rouletteSettingsFor(DefaultRouletteSettings()); return err },
		"sic bo":   func() error { _, err := sicBoSettingsFor(DefaultSicBoSettings()); return err },
		"big six":  func() error { _, err := bigSixSettingsFor(DefaultBigSixSettings()); return err },
	} {
		if err := resolve(); err != nil {
			t.Errorf("%s: the defaults were refused: %v", name, err)
		}
	}
}
