package rules

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// SettingSpec declares one table setting of a game: its key, default,
// allowed values and the rule book line that allows the choice.
type SettingSpec struct {
	Key     string   `json:"key"`
	Default string   `json:"default"`
	Allowed []string `json:"allowed,omitempty"`
	// Range describes numeric bounds for people ("5 to 25").
	Range string `json:"range,omitempty"`
	Doc   string `json:"doc"`
	Rule  Cite   `json:"rule"`
	// Check validates a value that is not in Allowed; nil means only Allowed
	// values are valid.
	Check func(string) error `json:"-"`
}

// NormalizeSettings validates values against specs and fills in defaults. An
// unknown key or a bad value is an *InputError naming "settings.KEY".
func NormalizeSettings(specs []SettingSpec, values map[string]string) (map[string]string, error) {
	errs := &InputError{}
	out := make(map[string]string, len(specs))
	known := make(map[string]bool, len(specs))
	for _, s := range specs {
		known[s.Key] = true
		v, ok := values[s.Key]
		if !ok || v == "" {
			out[s.Key] = s.Default
			continue
		}
		switch {
		case slices.Contains(s.Allowed, v):
		case s.Check != nil:
			if err := s.Check(v); err != nil {
				errs.Add("settings."+s.Key, "%v", err)
				continue
			}
		default:
			errs.Add("settings."+s.Key, "%q is not one of %s", v, strings.Join(s.Allowed, ", "))
			continue
		}
		out[s.Key] = v
	}
	var unknown []string
	for k := range values {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		keys := make([]string, 0, len(specs))
		for _, s := range specs {
			keys = append(keys, s.Key)
		}
		errs.Add("settings."+k, "is not a setting of this game (settings: %s)", strings.Join(keys, ", "))
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// IntBetween returns a Check that accepts whole numbers from lo to hi.
func IntBetween(lo, hi int) func(string) error {
	return func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("%q must be a whole number from %d to %d", v, lo, hi)
		}
		return nil
	}
}

// RateBetween returns a Check that accepts percentages from lo to hi.
func RateBetween(lo, hi Rate) func(string) error {
	return func(v string) error {
		r, err := ParseRate(v)
		if err != nil {
			return err
		}
		if r < lo || r > hi {
			return fmt.Errorf("%q must be from %s to %s", v, lo, hi)
		}
		return nil
	}
}

// MoneyAtLeast returns a Check that accepts amounts of at least min.
func MoneyAtLeast(min Money) func(string) error {
	return func(v string) error {
		m, err := ParseMoney(v)
		if err != nil {
			return err
		}
		if m < min {
			return fmt.Errorf("%q must be at least %s", v, min)
		}
		return nil
	}
}

// SettingsAs resolves the Settings a game's method is handed into the game's
// own compiled form T: nil, or a nil T, gives its defaults; a T that own
// accepts (nil accepts every T) is checked, since it may have been built in
// code rather than compiled, and returned; anything else is compiled anew
// from its values, so settings of another game never pass as this one's.
func SettingsAs[T interface {
	comparable
	Settings
}](s Settings, defaults func() T, own func(T) bool, check func(T) error,
	compile func(map[string]string) (T, error)) (T, error) {
	var zero T
	if s == nil {
		return defaults(), nil
	}
	if st, ok := s.(T); ok {
		if st == zero {
			return defaults(), nil
		}
		if own == nil || own(st) {
			if check != nil {
				if err := check(st); err != nil {
					return zero, err
				}
			}
			return st, nil
		}
	}
	return compile(s.Values())
}

// PositionsKey is the setting of a table's layout: the playing positions
// it has. Besides what the game's rules make of it, it sizes the table's
// hand-entry form (EntryForm.Seats).
const PositionsKey = "positions"

// PositionsSpec declares a table's layout setting: from 1 to most
// positions, def when the table names none.
func PositionsSpec(def, most int, rule Cite, doc string) SettingSpec {
	return SettingSpec{Key: PositionsKey, Default: strconv.Itoa(def), Range: fmt.Sprintf("1 to %d", most),
		Check: IntBetween(1, most), Rule: rule, Doc: doc}
}
