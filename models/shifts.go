package models

import (
	"fmt"
	"strings"
	"time"

	"github.com/tablegames/casino/rules"
)

// Shifts split a property's gaming day for the reports' by-shift views
// (docs/reports.md, "By shift"). The setting names each shift and the local
// time it starts, in the order of the gaming day: "day 06:00, swing 14:00,
// grave 22:00". The first starts at the gaming day's start; each runs
// until the next starts and the last until the gaming day ends, so the
// shifts cover the whole day and never overlap. Empty is one shift, the
// whole gaming day (DefaultShiftName).

// Shift is one shift of a property's gaming day.
type Shift struct {
	Name string
	// Start is the local time it starts, "HH:MM".
	Start string
}

// ShiftSpan is a shift on one gaming day: the instants it starts and ends
// (From inclusive, To exclusive).
type ShiftSpan struct {
	Shift
	From, To time.Time
}

// Limits of the shifts setting.
const (
	MaxShifts        = 24
	MaxShiftNameSize = 32
	// DefaultShiftName names the one shift of a property that sets none.
	DefaultShiftName = "all day"
)

// ParseShifts reads a shifts setting against the gaming day's start
// ("06:00"). Empty gives the one default shift. The error says what is
// wrong, for the field "shifts".
func ParseShifts(s, gamingDayStart string) ([]Shift, error) {
	gh, gm, err := ParseClock(gamingDayStart)
	if err != nil {
		return nil, fmt.Errorf("the gaming day's start: %w", err)
	}
	if strings.TrimSpace(s) == "" {
		return []Shift{{Name: DefaultShiftName, Start: gamingDayStart}}, nil
	}
	if p := rules.TextProblem(s); p != "" {
		return nil, fmt.Errorf("%s", p)
	}
	parts := strings.Split(s, ",")
	if len(parts) > MaxShifts {
		return nil, fmt.Errorf("%d shifts: at most %d", len(parts), MaxShifts)
	}
	var out []Shift
	prev := -1
	seen := map[string]string{}
	for i, part := range parts {
		part = strings.TrimSpace(part)
		cut := strings.LastIndexAny(part, " \t")
		if cut < 0 {
			return nil, fmt.Errorf("shift %d, %q, is not a name and a start time like \"swing 14:00\"", i+1, part)
		}
		name, clock := strings.Join(strings.Fields(part[:cut]), " "), part[cut+1:]
		if name == "" {
			return nil, fmt.Errorf("shift %d, %q, has no name", i+1, part)
		}
		if len(name) > MaxShiftNameSize {
			return nil, fmt.Errorf("shift name %q is longer than %d bytes", name, MaxShiftNameSize)
		}
		h, m, err := ParseClock(clock)
		if err != nil {
			return nil, fmt.Errorf("shift %q: start %w", name, err)
		}
		key := strings.ToLower(name)
		if _, dup := seen[key]; dup {
			return nil, fmt.Errorf("shift name %q is given twice", name)
		}
		seen[key] = clock
		off := ((h*60+m)-(gh*60+gm))%(24*60) + 24*60
		off %= 24 * 60
		switch {
		case i == 0 && off != 0:
			return nil, fmt.Errorf("the first shift, %q, starts at %s, not at the gaming day's start %s", name, clock, gamingDayStart)
		case i > 0 && off == prev:
			return nil, fmt.Errorf("shifts %q and %q both start at %s", out[i-1].Name, name, clock)
		case i > 0 && off < prev:
			return nil, fmt.Errorf("shift %q starts at %s, before %q (%s) has ended: each shift runs until the next one starts, so list them in the order of the gaming day from its start at %s",
				name, clock, out[i-1].Name, out[i-1].Start, gamingDayStart)
		}
		prev = off
		out = append(out, Shift{Name: name, Start: clock})
	}
	return out, nil
}

// FormatShifts writes shifts as the setting has them.
func FormatShifts(shifts []Shift) string {
	parts := make([]string, len(shifts))
	for i, s := range shifts {
		parts[i] = s.Name + " " + s.Start
	}
	return strings.Join(parts, ", ")
}

// ShiftList is the property's shifts (the default one when it sets none).
func (p Property) ShiftList() ([]Shift, error) {
	return ParseShifts(p.Shifts, p.GamingDayStart)
}

// ShiftSpans returns the instants each shift of gaming day d starts and
// ends. The day is 23 or 25 hours long when clocks change, and so is the
// shift it changes in. A start that does not exist that day (in the hour
// skipped when clocks go forward) is taken that long later, as the gaming
// day's start is (dayStart); one that happens twice (the hour repeated when
// they go back) is its first. A shift that a gap leaves without time is
// kept, empty.
func (p Property) ShiftSpans(d Day) ([]ShiftSpan, error) {
	shifts, err := p.ShiftList()
	if err != nil {
		return nil, err
	}
	loc, err := p.Location()
	if err != nil {
		return nil, err
	}
	start, end, err := p.GamingDayBounds(d)
	if err != nil {
		return nil, err
	}
	gh, gm, _ := ParseClock(p.GamingDayStart)
	out := make([]ShiftSpan, len(shifts))
	for i, s := range shifts {
		h, m, _ := ParseClock(s.Start)
		date := d
		if h*60+m < gh*60+gm {
			date = d.AddDays(1)
		}
		from := dayStart(date, loc, h, m)
		if i == 0 || from.Before(start) {
			from = start
		}
		if i > 0 && from.Before(out[i-1].From) {
			from = out[i-1].From
		}
		if from.After(end) {
			from = end
		}
		out[i] = ShiftSpan{Shift: s, From: from}
	}
	for i := range out {
		if i+1 < len(out) {
			out[i].To = out[i+1].From
		} else {
			out[i].To = end
		}
	}
	return out, nil
}

// ShiftOf returns the index of the shift of gaming day d that instant t
// falls in; -1 when t is outside the day.
func ShiftOf(spans []ShiftSpan, t time.Time) int {
	for i, s := range spans {
		if !t.Before(s.From) && t.Before(s.To) {
			return i
		}
	}
	return -1
}
