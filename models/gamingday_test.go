package models_test

import (
	"testing"
	"time"

	"github.com/tablegames/casino/models"
)

func mustLoc(t *testing.T, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestGamingDayOf(t *testing.T) {
	p := models.Property{Code: "main", TimeZone: "America/Denver", GamingDayStart: "06:00"}
	den := mustLoc(t, "America/Denver")
	cases := []struct {
		at   time.Time
		want models.Day
	}{
		// The sample hand: 22:14 on the 21st belongs to the 21st.
		{time.Date(2026, 11, 21, 22, 14, 5, 0, den), "2026-11-21"},
		// After midnight but before 06:00 is still the previous gaming day.
		{time.Date(2026, 11, 22, 5, 59, 59, 0, den), "2026-11-21"},
		{time.Date(2026, 11, 22, 6, 0, 0, 0, den), "2026-11-22"},
		// The same instant written in UTC.
		{time.Date(2026, 11, 22, 12, 59, 0, 0, time.UTC), "2026-11-21"},
		{time.Date(2026, 11, 22, 13, 0, 0, 0, time.UTC), "2026-11-22"},
	}
	for _, c := range cases {
		got, err := p.GamingDayOf(c.at)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("GamingDayOf(%s) = %s; want %s", c.at.Format(time.RFC3339), got, c.want)
		}
	}
}

// Gaming days that contain a clock change are 23 or 25 hours long, and the
// boundary stays at 06:00 local.
func TestGamingDayBoundsAcrossDST(t *testing.T) {
	p := models.Property{Code: "main", TimeZone: "America/Los_Angeles", GamingDayStart: "06:00"}
	cases := []struct {
		day  models.Day
		want time.Duration
	}{
		{"2026-03-07", 23 * time.Hour}, // clocks go forward 2026-03-08 02:00
		{"2026-03-08", 24 * time.Hour},
		{"2026-10-31", 25 * time.Hour}, // clocks go back 2026-11-01 02:00
		{"2026-11-21", 24 * time.Hour},
	}
	for _, c := range cases {
		start, end, err := p.GamingDayBounds(c.day)
		if err != nil {
			t.Fatal(err)
		}
		if got := end.Sub(start); got != c.want {
			t.Errorf("gaming day %s lasts %s; want %s", c.day, got, c.want)
		}
		la := mustLoc(t, "America/Los_Angeles")
		if h := start.In(la).Hour(); h != 6 {
			t.Errorf("gaming day %s starts at %d:00 local; want 6:00", c.day, h)
		}
		// Every instant in the day maps back to it; the instants either side
		// do not.
		for at := start; at.Before(end); at = at.Add(17 * time.Minute) {
			if d, _ := p.GamingDayOf(at); d != c.day {
				t.Fatalf("%s is in gaming day %s by its bounds but GamingDayOf says %s", at, c.day, d)
			}
		}
		if d, _ := p.GamingDayOf(start.Add(-time.Nanosecond)); d == c.day {
			t.Errorf("the instant before %s's start maps to it", c.day)
		}
		if d, _ := p.GamingDayOf(end); d == c.day {
			t.Errorf("%s's end maps to it", c.day)
		}
	}
}

// A gaming day that starts inside the skipped hour starts when the clock
// first reads past it.
func TestGamingDayStartInsideSpringGap(t *testing.T) {
	p := models.Property{Code: "x", TimeZone: "America/Los_Angeles", GamingDayStart: "02:30"}
	start, _, err := p.GamingDayBounds("2026-03-08")
	if err != nil {
		t.Fatal(err)
	}
	la := mustLoc(t, "America/Los_Angeles")
	if got := start.In(la).Format("15:04 MST"); got != "03:30 PDT" {
		t.Errorf("start = %s; want 03:30 PDT", got)
	}
}

func TestParseClockAndDay(t *testing.T) {
	for _, bad := range []string{"6:00", "24:00", "06:60", "0600", "ab:cd", ""} {
		if _, _, err := models.ParseClock(bad); err == nil {
			t.Errorf("ParseClock(%q) accepted", bad)
		}
	}
	if h, m, err := models.ParseClock("23:59"); err != nil || h != 23 || m != 59 {
		t.Errorf("ParseClock(23:59) = %d, %d, %v", h, m, err)
	}
	if _, err := models.ParseDay("2026-02-30"); err == nil {
		t.Error("ParseDay accepted 2026-02-30")
	}
	if d := models.Day("2026-12-31").AddDays(1); d != "2027-01-01" {
		t.Errorf("AddDays = %s", d)
	}
}
