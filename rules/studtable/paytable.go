package studtable

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// payRow is one line of a pay table the rule book prints as minimum odds
// "N to 1".
type payRow struct {
	name string
	// min is the printed odds to 1: the least a table may pay.
	min  int64
	cite rules.Cite
}

// oddsTable is a pay table a table may pay above the printed odds, line by
// line: a setting holds the odds of every row, "50,50,20,8,6,4,3,2,1", each
// at least the printed one.
type oddsTable struct {
	key  string
	name string
	rows []payRow
}

// defaultValue writes the printed odds as the setting's value.
func (t oddsTable) defaultValue() string { return t.join(t.minimums()) }

func (t oddsTable) minimums() []int64 {
	out := make([]int64, len(t.rows))
	for i, r := range t.rows {
		out[i] = r.min
	}
	return out
}

func (t oddsTable) join(odds []int64) string {
	parts := make([]string, len(odds))
	for i, o := range odds {
		parts[i] = strconv.FormatInt(o, 10)
	}
	return strings.Join(parts, ",")
}

// maxOdds bounds a row's odds: a pay of more than 10,000 to 1 is a typing
// error, not a table's pay table.
const maxOdds = 10000

// parse reads a setting value: one whole number per row, in the rows'
// order, none below the printed odds.
func (t oddsTable) parse(v string) ([]int64, error) {
	parts := strings.Split(v, ",")
	if len(parts) != len(t.rows) {
		return nil, fmt.Errorf("%q must be %d whole numbers separated by commas, the odds to 1 of %s", v, len(t.rows), t.rowNames())
	}
	out := make([]int64, len(parts))
	for i, p := range parts {
		n, err := strconv.ParseInt(strings.TrimSpace(p), 10, 64)
		if err != nil || n < 1 || n > maxOdds {
			return nil, fmt.Errorf("%q: %q is not odds to 1 from 1 to %d (%s)", v, p, maxOdds, t.rows[i].name)
		}
		if n < t.rows[i].min {
			return nil, fmt.Errorf("%q: %s pays at least %d to 1 (%s)", v, t.rows[i].name, t.rows[i].min, t.rows[i].cite)
		}
		out[i] = n
	}
	return out, nil
}

func (t oddsTable) rowNames() string {
	names := make([]string, len(t.rows))
	for i, r := range t.rows {
		names[i] = r.name
	}
	return strings.Join(names, ", ")
}

// spec is the table setting. alternatives are other values the catalog
// lists (and the game's page enumerates); any other value whose odds are
// all at least the printed ones is accepted too.
func (t oddsTable) spec(rule rules.Cite, doc string, alternatives ...string) rules.SettingSpec {
	return rules.SettingSpec{
		Key: t.key, Default: t.defaultValue(), Allowed: append([]string{t.defaultValue()}, alternatives...),
		Range: fmt.Sprintf("%d whole numbers, the odds to 1 of %s, each at least the printed odds", len(t.rows), t.rowNames()),
		Doc:   doc, Rule: rule,
		Check: func(v string) error { _, err := t.parse(v); return err },
	}
}

// payTable is the catalog's view of the table at the printed odds, the
// setting's default.
func (t oddsTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.defaultValue(), Name: t.name, Setting: t.key}
	for _, r := range t.rows {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.name, Pays: rules.ToOne(r.min).String(), Rule: r.cite})
	}
	return pt
}
