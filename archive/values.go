package archive

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// How a cell is written, by the column's kind: integers in decimal,
// amounts of money as decimal amounts with two places ("-12.50"), text as
// stored, instants in UTC as RFC 3339 with the fraction of a second kept,
// gaming days as 2006-01-02, true and false. An empty cell is empty (NULL)
// only in a column whose kind ends in "?"; a text column that is never
// NULL may hold the empty text.

var kindNames = map[models.ColumnKind]string{models.ColInt: "int", models.ColMoney: "money", models.ColText: "text",
	models.ColTime: "time", models.ColDay: "day", models.ColBool: "bool"}

// column is a CSV file's column as its manifest names it.
type column struct {
	name string
	kind models.ColumnKind
	null bool
}

func (c column) spec() string {
	s := c.name + ":" + kindNames[c.kind]
	if c.null {
		s += "?"
	}
	return s
}

func columnOf(c models.ArchiveColumn) column { return column{name: c.Name, kind: c.Kind, null: c.Null} }

// parseColumns reads a manifest's column list.
func parseColumns(specs []string) ([]column, error) {
	out := make([]column, 0, len(specs))
	seen := map[string]bool{}
	for _, s := range specs {
		name, kind, ok := strings.Cut(s, ":")
		if !ok || name == "" {
			return nil, fmt.Errorf("column %q is not name:kind", s)
		}
		if seen[name] {
			return nil, fmt.Errorf("column %s is listed twice", name)
		}
		seen[name] = true
		c := column{name: name}
		c.null = strings.HasSuffix(kind, "?")
		kind = strings.TrimSuffix(kind, "?")
		found := false
		for k, n := range kindNames {
			if n == kind {
				c.kind, found = k, true
			}
		}
		if !found {
			return nil, fmt.Errorf("column %s: unknown kind %q", name, kind)
		}
		out = append(out, c)
	}
	return out, nil
}

// formatCell writes a value as its column's kind has it.
func formatCell(v any, kind models.ColumnKind) string {
	switch x := v.(type) {
	case nil:
		return ""
	case int64:
		if kind == models.ColMoney {
			return rules.Money(x).String()
		}
		return strconv.FormatInt(x, 10)
	case string:
		return x
	case models.Day:
		return string(x)
	case time.Time:
		return x.UTC().Format(time.RFC3339Nano)
	case bool:
		return strconv.FormatBool(x)
	}
	return fmt.Sprint(v)
}

var errEmpty = errors.New("is empty")

// parseCell reads a cell as its column's kind: int64 (ColInt, ColMoney),
// string, models.Day, time.Time or bool; nil for an empty cell of a column
// that may be empty.
func parseCell(s string, c column) (any, error) {
	if s == "" {
		switch {
		case c.null:
			return nil, nil
		case c.kind == models.ColText:
			return "", nil
		}
		return nil, errEmpty
	}
	switch c.kind {
	case models.ColInt:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", s)
		}
		return n, nil
	case models.ColMoney:
		m, err := rules.ParseSignedMoney(s)
		if err != nil {
			return nil, err
		}
		if m.String() != s {
			return nil, fmt.Errorf("%q is not written as an amount with two decimals", s)
		}
		return int64(m), nil
	case models.ColText:
		return s, nil
	case models.ColTime:
		t, err := time.Parse(time.RFC3339Nano, s)
		if err != nil || !strings.HasSuffix(s, "Z") {
			return nil, fmt.Errorf("%q is not an instant in UTC like 2026-11-21T14:05:00Z", s)
		}
		return t, nil
	case models.ColDay:
		d, err := models.ParseDay(s)
		if err != nil {
			return nil, err
		}
		return d, nil
	case models.ColBool:
		switch s {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		return nil, fmt.Errorf("%q is not true or false", s)
	}
	return nil, fmt.Errorf("unknown kind")
}
