package rules

import (
	"errors"
	"testing"
)

// fakeSettings is a game's compiled settings for TestSettingsAs.
type fakeSettings struct {
	game   string
	values map[string]string
}

func (f *fakeSettings) Values() map[string]string { return f.values }

func TestSettingsAs(t *testing.T) {
	defaults := func() *fakeSettings { return &fakeSettings{game: "g", values: map[string]string{"from": "defaults"}} }
	own := func(f *fakeSettings) bool { return f.game == "g" }
	bad := errors.New("bad")
	check := func(f *fakeSettings) error {
		if f.values["bad"] != "" {
			return bad
		}
		return nil
	}
	compile := func(v map[string]string) (*fakeSettings, error) {
		return &fakeSettings{game: "g", values: map[string]string{"from": "compiled", "was": v["from"]}}, nil
	}
	resolve := func(s Settings) (*fakeSettings, error) { return SettingsAs(s, defaults, own, check, compile) }

	for name, s := range map[string]Settings{"nil": nil, "typed nil": (*fakeSettings)(nil)} {
		if got, err := resolve(s); err != nil || got.values["from"] != "defaults" {
			t.Errorf("%s: %+v, %v; want the defaults", name, got, err)
		}
	}
	mine := &fakeSettings{game: "g", values: map[string]string{"from": "mine"}}
	if got, err := resolve(mine); err != nil || got != mine {
		t.Errorf("own settings: %+v, %v; want them as they are", got, err)
	}
	if _, err := resolve(&fakeSettings{game: "g", values: map[string]string{"bad": "1"}}); !errors.Is(err, bad) {
		t.Errorf("own settings failing their check: %v, want %v", err, bad)
	}
	other := &fakeSettings{game: "other", values: map[string]string{"from": "other"}}
	if got, err := resolve(other); err != nil || got.values["from"] != "compiled" || got.values["was"] != "other" {
		t.Errorf("another game's settings: %+v, %v; want them compiled anew from their values", got, err)
	}
	if got, err := SettingsAs(Settings(mine), defaults, nil, nil, compile); err != nil || got != mine {
		t.Errorf("no own test and no check: %+v, %v; want the settings as they are", got, err)
	}
}
