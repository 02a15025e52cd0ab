package holdemtable

import (
	"maps"

	"github.com/tablegames/casino/rules"
)

// settingsOf accepts a game's own compiled settings, nil for its defaults,
// or any other rules.Settings by compiling its values.
func settingsOf[S interface {
	comparable
	rules.Settings
}](s rules.Settings, compile func(map[string]string) (S, error)) (S, error) {
	var zero S
	if s == nil {
		return compile(nil)
	}
	if own, ok := s.(S); ok && own != zero {
		return own, nil
	}
	return compile(maps.Clone(s.Values()))
}

// Side-wager settings of the games whose Progressive Jackpot wager a casino
// may offer "either in addition to, or instead of" the other side wager
// (seed 002 lines 2343-2346, 2662-2665).
const (
	keySideWagers      = "side_wagers"
	sideProgressive    = "progressive"
	keyProgressiveBoth = "_and_progressive"
)

// sideWagerSpec is the side_wagers setting of a game whose optional side
// wager other is joined or replaced by a Progressive Jackpot wager.
func sideWagerSpec(other string, rule rules.Cite, name string) rules.SettingSpec {
	return rules.SettingSpec{Key: keySideWagers, Default: other,
		Allowed: []string{other, sideProgressive, other + keyProgressiveBoth},
		Doc: "The optional side wagers the table offers: " + other + " (the " + name + " only), " + sideProgressive +
			" (the Progressive Jackpot wager instead of it) or " + other + keyProgressiveBoth + " (both). A casino may introduce the " +
			"Progressive Jackpot \"either in addition to, or instead of\" the " + name + "; a record holding a wager the table does not offer is refused.",
		Rule: rule}
}

// sideWagers is a compiled side_wagers value.
type sideWagers struct {
	value       string
	other, prog bool
}

func compileSideWagers(other, v string) sideWagers {
	return sideWagers{value: v, other: v != sideProgressive, prog: v != other}
}
