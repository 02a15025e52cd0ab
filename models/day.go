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

// ParseDay checks a "2006-01-02" date.
func ParseDay(s string) (Day, error) {
	if _, err := time.Parse(time.DateOnly, s); err != nil {
		return "", fmt.Errorf("%q is not a date like 2026-11-21", s)
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
