package catalog

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules/fees"
)

// A game's page lists, for every setting, what the engine accepts: the
// allowed values when those are all it takes, else the spec's description
// of every value it takes. The values a page promises are then tried
// against the engine: the allowed ones, every collection schedule option
// of the sets the page names (and none of a set it does not), and random
// values within a stated range or at odds better than a stated minimum,
// with the first values outside refused.
func TestPagesListWhatSettingsAccept(t *testing.T) {
	reg := Default()
	rng := rand.New(rand.NewPCG(10, 21))
	sets := allScheduleSets()
	for _, id := range reg.IDs() {
		g, _ := reg.Game(id)
		page, err := Page(withoutEnumeration{g})
		if err != nil {
			t.Fatal(err)
		}
		cells := settingCells(t, id, string(page))
		for _, spec := range g.Info().Settings {
			cell, ok := cells[spec.Key]
			if !ok {
				t.Errorf("%s: the page has no row for setting %s", id, spec.Key)
				continue
			}
			// A value may need another setting to go with it (a No-Limit
			// rate needs a No-Limit table): it is accepted when it is under
			// the defaults or beside one other setting's listed value.
			accepts := func(v string) bool {
				if _, err := g.Settings(map[string]string{spec.Key: v}); err == nil {
					return true
				}
				for _, other := range g.Info().Settings {
					for _, ov := range other.Allowed {
						if other.Key == spec.Key {
							continue
						}
						if _, err := g.Settings(map[string]string{spec.Key: v, other.Key: ov}); err == nil {
							return true
						}
					}
				}
				return false
			}
			for _, v := range spec.Allowed {
				if !accepts(v) {
					t.Errorf("%s: %s=%s is listed as allowed but refused", id, spec.Key, v)
				}
			}
			if spec.Check == nil {
				if want := strings.Join(spec.Allowed, ", "); cell != want {
					t.Errorf("%s: %s takes only %s, the page lists %q", id, spec.Key, want, cell)
				}
				continue
			}
			// The spec takes values beyond its list: the page must say so.
			if spec.Range == "" || cell != spec.Range {
				t.Errorf("%s: %s takes more than %v (its check accepts others), but the page lists %q", id, spec.Key, spec.Allowed, cell)
				continue
			}
			switch {
			case spec.Key == fees.ScheduleKey:
				checkSchedules(t, rng, id, cell, sets, accepts)
			case numberRange.MatchString(cell):
				m := numberRange.FindStringSubmatch(cell)
				lo, _ := strconv.Atoi(m[1])
				hi, _ := strconv.Atoi(m[2])
				for range 20 {
					v := strconv.Itoa(lo + rng.IntN(hi-lo+1))
					if !accepts(v) {
						t.Errorf("%s: the page says %s takes %s, but %s is refused", id, spec.Key, cell, v)
					}
				}
				if accepts(strconv.Itoa(hi + 1)) {
					t.Errorf("%s: the page says %s takes %s, but %d is accepted", id, spec.Key, cell, hi+1)
				}
				if lo > 0 && accepts(strconv.Itoa(lo-1)) {
					t.Errorf("%s: the page says %s takes %s, but %d is accepted", id, spec.Key, cell, lo-1)
				}
			case oddsOrBetter.MatchString(cell):
				m := oddsOrBetter.FindStringSubmatch(cell)
				w, _ := strconv.Atoi(m[1])
				p, _ := strconv.Atoi(m[2])
				for range 10 {
					better := fmt.Sprintf("%d to %d", w*(2+rng.IntN(5))+rng.IntN(3), p)
					if !accepts(better) {
						t.Errorf("%s: the page says %s takes %s, but %s is refused", id, spec.Key, cell, better)
					}
				}
				if worse := fmt.Sprintf("%d to %d", w, p+1); accepts(worse) {
					t.Errorf("%s: the page says %s takes %s, but %s is accepted", id, spec.Key, cell, worse)
				}
			}
		}
	}
}

var (
	numberRange  = regexp.MustCompile(`^(\d+) to (\d+)( \(percent\))?$`)
	oddsOrBetter = regexp.MustCompile(`^(\d+) to (\d+) or better$`)
)

// checkSchedules tries every option of every set the page names for the
// game's collection_schedule, and options of random sets it does not.
func checkSchedules(t *testing.T, rng *rand.Rand, id, cell string, sets []*fees.Set, accepts func(string) bool) {
	t.Helper()
	if !accepts(fees.NoSchedule) || !strings.HasPrefix(cell, fees.NoSchedule+", ") {
		t.Errorf("%s: collection_schedule's page lists %q, which does not start with none", id, cell)
	}
	named := 0
	for _, s := range sets {
		labels, ok := scheduleOptionsNamed(cell, s.ID)
		if !ok {
			o := s.Options[rng.IntN(len(s.Options))]
			if v := s.ID + "/" + o.Label; accepts(v) {
				t.Errorf("%s: collection_schedule=%s is accepted, but the page's %q does not name %s", id, v, cell, s.ID)
			}
			continue
		}
		named++
		for _, o := range s.Options {
			v := s.ID + "/" + o.Label
			if !accepts(v) {
				t.Errorf("%s: the page names %s, but collection_schedule=%s is refused", id, s.ID, v)
			}
			if !slices.Contains(labels, o.Label) {
				t.Errorf("%s: collection_schedule=%s is accepted, but the page's %q does not list option %s", id, v, cell, o.Label)
			}
		}
		if len(labels) != len(s.Options) {
			t.Errorf("%s: the page lists %d options of %s, the set has %d", id, len(labels), s.ID, len(s.Options))
		}
	}
	if named != len(fees.SetsForGame(id)) {
		t.Errorf("%s: the page names %d schedule sets, the game is under %d", id, named, len(fees.SetsForGame(id)))
	}
}

// scheduleOptionsNamed reads the options a collection_schedule cell lists
// for set id, written "ID (1 to 39)" or "ID (5-50, 10-100)" with ranges of
// numbered options and single labels.
func scheduleOptionsNamed(cell, id string) ([]string, bool) {
	_, rest, ok := strings.Cut(cell, " "+id+" (")
	if !ok {
		return nil, false
	}
	list, _, ok := strings.Cut(rest, ")")
	if !ok {
		return nil, false
	}
	var out []string
	for _, part := range strings.Split(list, ", ") {
		a, b, isRange := strings.Cut(part, " to ")
		lo, err1 := strconv.Atoi(a)
		hi, err2 := strconv.Atoi(b)
		if !isRange || err1 != nil || err2 != nil {
			out = append(out, part)
			continue
		}
		for n := lo; n <= hi; n++ {
			out = append(out, strconv.Itoa(n))
		}
	}
	return out, true
}

// allScheduleSets are every set of every game's schedule.
func allScheduleSets() []*fees.Set {
	var out []*fees.Set
	for _, id := range Default().IDs() {
		for _, s := range fees.SetsForGame(id) {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// settingCells reads the allowed cell of every row of a page's table
// settings.
func settingCells(t *testing.T, id, page string) map[string]string {
	t.Helper()
	out := map[string]string{}
	_, table, ok := strings.Cut(page, "\n## Table settings\n")
	if !ok {
		return out
	}
	for _, line := range strings.Split(table, "\n") {
		if !strings.HasPrefix(line, "| `") {
			if strings.HasPrefix(line, "#") {
				break
			}
			continue
		}
		cells := splitRow(line)
		if len(cells) != 5 {
			t.Fatalf("%s: settings row %q has %d cells", id, line, len(cells))
		}
		out[strings.Trim(cells[0], "`")] = strings.ReplaceAll(cells[2], `\|`, "|")
	}
	return out
}

// splitRow splits a Markdown table row on its unescaped bars.
func splitRow(line string) []string {
	var cells []string
	var cur strings.Builder
	line = strings.TrimSuffix(strings.TrimPrefix(line, "| "), " |")
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\' && i+1 < len(line) && line[i+1] == '|':
			cur.WriteString(`\|`)
			i++
		case strings.HasPrefix(line[i:], " | "):
			cells = append(cells, cur.String())
			cur.Reset()
			i += 2
		default:
			cur.WriteByte(line[i])
		}
	}
	return append(cells, cur.String())
}
