package models_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

func TestParseShifts(t *testing.T) {
	got, err := models.ParseShifts("  day 06:00,swing   14:00 , late  grave 22:00", "06:00")
	if err != nil {
		t.Fatal(err)
	}
	if s := models.FormatShifts(got); s != "day 06:00, swing 14:00, late grave 22:00" {
		t.Errorf("parsed as %q", s)
	}
	if got, err := models.ParseShifts("", "07:30"); err != nil || len(got) != 1 || got[0] != (models.Shift{Name: models.DefaultShiftName, Start: "07:30"}) {
		t.Errorf("empty: %v %v", got, err)
	}
	// A gaming day from 22:00: the shifts after midnight follow it.
	if _, err := models.ParseShifts("grave 22:00, day 06:00, swing 14:00", "22:00"); err != nil {
		t.Errorf("gaming day from 22:00: %v", err)
	}
	for _, c := range []struct{ in, want string }{
		{"swing 14:00, grave 22:00, day 06:00", `the first shift, "swing", starts at 14:00, not at the gaming day's start 06:00`},
		{"day 06:00, grave 22:00, swing 14:00", `shift "swing" starts at 14:00, before "grave" (22:00) has ended`},
		{"day 06:00, swing 14:00, night 05:00", ""}, // 05:00 is the end of the gaming day: in order
		{"day 06:00, swing 14:00, other 14:00", `shifts "swing" and "other" both start at 14:00`},
		{"day 06:00, night 06:00", `shifts "day" and "night" both start at 06:00`},
		{"day 06:00, swing 2pm", `shift "swing": start "2pm" is not a time like 06:00`},
		{"day 06:00, swing 24:00", `"24:00" is not a time like 06:00`},
		{"day 06:00, swing 14:60", `"14:60" is not a time like 06:00`},
		{"day 06:00, swing", `shift 2, "swing", is not a name and a start time`},
		{"day 06:00, Day 14:00", `shift name "Day" is given twice`},
		{"day 06:00, ,swing 14:00", `shift 2, "", is not a name and a start time`},
		{"day 06:00, 14:00", `shift 2, "14:00", is not a name and a start time`},
		{"day 06:00, " + strings.Repeat("x", 33) + " 14:00", "longer than 32 bytes"},
	} {
		_, err := models.ParseShifts(c.in, "06:00")
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v", c.in, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

// The shifts' instants: across midnight, and on the days clocks change
// (Los Angeles: forward at 02:00 on 2026-03-08, back at 02:00 on
// 2026-11-01).
func TestShiftSpans(t *testing.T) {
	p := models.Property{TimeZone: "America/Los_Angeles", GamingDayStart: "06:00"}
	p.Shifts = "day 06:00, swing 14:00, grave 22:00"
	utc := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, c := range []struct {
		day   models.Day
		want  [4]string // the three starts and the day's end, UTC
		hours [3]float64
	}{
		{"2026-06-10", [4]string{"2026-06-10T13:00:00Z", "2026-06-10T21:00:00Z", "2026-06-11T05:00:00Z", "2026-06-11T13:00:00Z"}, [3]float64{8, 8, 8}},
		// 23 hours: the grave shift loses the hour skipped at 02:00.
		{"2026-03-07", [4]string{"2026-03-07T14:00:00Z", "2026-03-07T22:00:00Z", "2026-03-08T06:00:00Z", "2026-03-08T13:00:00Z"}, [3]float64{8, 8, 7}},
		// 25 hours: the grave shift has 01:00 to 02:00 twice.
		{"2026-10-31", [4]string{"2026-10-31T13:00:00Z", "2026-10-31T21:00:00Z", "2026-11-01T05:00:00Z", "2026-11-01T14:00:00Z"}, [3]float64{8, 8, 9}},
	} {
		spans, err := p.ShiftSpans(c.day)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range spans {
			if !s.From.Equal(utc(c.want[i])) || !s.To.Equal(utc(c.want[i+1])) || s.To.Sub(s.From).Hours() != c.hours[i] {
				t.Errorf("%s %s: %s to %s", c.day, s.Name, s.From.UTC(), s.To.UTC())
			}
		}
		// Every instant of the day is in exactly one shift, the day's
		// bounds as GamingDayOf has them.
		start, end, _ := p.GamingDayBounds(c.day)
		for at := start.Add(-time.Minute); at.Before(end.Add(2 * time.Minute)); at = at.Add(time.Minute) {
			d, _ := p.GamingDayOf(at)
			if in := models.ShiftOf(spans, at); (in >= 0) != (d == c.day) {
				t.Fatalf("%s: %s in shift %d, gaming day %s", c.day, at.UTC(), in, d)
			}
		}
	}
	// A shift starting in the hour skipped (02:30) starts an hour later,
	// as a gaming day would, at 03:30; the next one, at 03:00, is then
	// taken from 03:30 too, leaving the first empty.
	p.GamingDayStart, p.Shifts = "00:00", "early 00:00, a 02:30, b 03:00, c 04:00"
	spans, err := p.ShiftSpans("2026-03-08")
	if err != nil {
		t.Fatal(err)
	}
	if !spans[1].From.Equal(utc("2026-03-08T10:30:00Z")) || !spans[2].From.Equal(utc("2026-03-08T10:30:00Z")) ||
		!spans[3].From.Equal(utc("2026-03-08T11:00:00Z")) {
		t.Errorf("gap: %v", spans)
	}
	for i := 1; i < len(spans); i++ {
		if spans[i].From.Before(spans[i-1].From) || !spans[i-1].To.Equal(spans[i].From) {
			t.Errorf("spans out of order: %v", spans)
		}
	}
}

// The store refuses a wrong setting naming the field, keeps the setting in
// its written form, and refuses a gaming day's start the shifts no longer
// begin at.
func TestUpdatePropertyShifts(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	p, err := s.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	if p.Shifts != "" {
		t.Errorf("default shifts %q", p.Shifts)
	}
	bad := p
	bad.Shifts = "day 06:00, grave 22:00, swing 14:00"
	err = s.UpdateProperty(ctx, bad)
	if ie, ok := rules.AsInputError(err); !ok || !strings.Contains(ie.Error(), "shifts") {
		t.Fatalf("out of order: %v", err)
	}
	p.Shifts = "day 06:00 ,swing  14:00,grave 22:00"
	if err := s.UpdateProperty(ctx, p); err != nil {
		t.Fatal(err)
	}
	got, _ := s.PropertyByCode(ctx, "main")
	if got.Shifts != "day 06:00, swing 14:00, grave 22:00" {
		t.Errorf("stored %q", got.Shifts)
	}
	got.GamingDayStart = "07:00"
	err = s.UpdateProperty(ctx, got)
	if ie, ok := rules.AsInputError(err); !ok || !strings.Contains(ie.Error(), "shifts") || !strings.Contains(ie.Error(), "07:00") {
		t.Fatalf("gaming day start moved: %v", err)
	}
}
