package models

import (
	"database/sql/driver"
	"fmt"
	"time"
)

// Day is a calendar date, "2006-01-02": a gaming day. PostgreSQL keeps it in
// a DATE column and SQLite as text; Day reads both.
type Day string

// DayOf returns the calendar date of t in t's own location.
func DayOf(t time.Time) Day { return Day(t.Format(time.DateOnly)) }

// The gaming days the service keeps records for. A day outside them is a
// typing error (0000-01-01, 9999-12-31) or a clock that was never set
// (1970-01-01), and is refused wherever a day or a time is given; the checks
// that need a property's clock (a day not yet begun, a hand too old for a
// station) come on top.
const (
	EarliestDay Day = "2000-01-01"
	LatestDay   Day = "2199-12-31"
)

// EarliestTime is when EarliestDay starts anywhere on Earth: no hand is
// dealt, and no event happens, before it.
var EarliestTime = time.Date(1999, 12, 31, 10, 0, 0, 0, time.UTC)

// ParseDay checks a "2006-01-02" date between EarliestDay and LatestDay.
func ParseDay(s string) (Day, error) {
	if _, err := time.Parse(time.DateOnly, s); err != nil {
		return "", fmt.Errorf("%q is not a date like 2026-11-21", s)
	}
	if d := Day(s); d < EarliestDay || d > LatestDay {
		return "", fmt.Errorf("%s is outside the gaming days the service keeps (%s to %s)", s, EarliestDay, LatestDay)
	}
	return Day(s), nil
}

// Time returns midnight of the day in loc.
func (d Day) Time(loc *time.Location) time.Time {
	t, _ := time.ParseInLocation(time.DateOnly, string(d), loc)
	return t
}

// AddDays returns the day n days later (earlier when n < 0).
func (d Day) AddDays(n int) Day {
	return DayOf(d.Time(time.UTC).AddDate(0, 0, n))
}

func (d Day) String() string { return string(d) }

// Value writes the day as text, which both databases accept for a date.
func (d Day) Value() (driver.Value, error) { return string(d), nil }

// Scan reads a DATE (PostgreSQL gives a time) or text (SQLite).
func (d *Day) Scan(v any) error {
	switch x := v.(type) {
	case time.Time:
		*d = Day(x.Format(time.DateOnly))
	case string:
		*d = Day(trimDate(x))
	case []byte:
		*d = Day(trimDate(string(x)))
	case nil:
		*d = ""
	default:
		return fmt.Errorf("models.Day: cannot scan %T", v)
	}
	return nil
}

func trimDate(s string) string {
	if len(s) > 10 {
		return s[:10]
	}
	return s
}
