package models

import (
	"context"
	"fmt"
	"strconv"
	"time"
)

// Property is a casino or cardroom: its time zone and the local time its
// gaming day starts. Every table belongs to one.
type Property struct {
	ID             int64     `gorm:"column:id;primaryKey"`
	Code           string    `gorm:"column:code"`
	Name           string    `gorm:"column:name"`
	TimeZone       string    `gorm:"column:time_zone"`
	GamingDayStart string    `gorm:"column:gaming_day_start"`
	CreatedAt      time.Time `gorm:"column:created_at"`
}

func (Property) TableName() string { return "properties" }

// DefaultGamingDayStart is the gaming-day start a property gets unless told
// otherwise: 06:00 local.
const DefaultGamingDayStart = "06:00"

// Location loads the property's time zone.
func (p Property) Location() (*time.Location, error) {
	loc, err := time.LoadLocation(p.TimeZone)
	if err != nil {
		return nil, fmt.Errorf("property %s: time zone %q: %w", p.Code, p.TimeZone, err)
	}
	return loc, nil
}

// ParseClock reads "HH:MM" into hours and minutes.
func ParseClock(s string) (h, m int, err error) {
	if len(s) != 5 || s[2] != ':' {
		return 0, 0, fmt.Errorf("%q is not a time like 06:00", s)
	}
	h, err1 := strconv.Atoi(s[:2])
	m, err2 := strconv.Atoi(s[3:])
	if err1 != nil || err2 != nil || h > 23 || m > 59 || h < 0 || m < 0 {
		return 0, 0, fmt.Errorf("%q is not a time like 06:00", s)
	}
	return h, m, nil
}

// GamingDayOf returns the gaming day an instant belongs to. It is the one
// gaming-day function: ingest, reports and jobs all call it.
func (p Property) GamingDayOf(t time.Time) (Day, error) {
	loc, err := p.Location()
	if err != nil {
		return "", err
	}
	h, m, err := ParseClock(p.GamingDayStart)
	if err != nil {
		return "", err
	}
	return GamingDay(t, loc, h, m), nil
}

// GamingDayBounds returns the instants a gaming day starts and ends. On the
// days clocks change it is 23 or 25 hours long.
func (p Property) GamingDayBounds(d Day) (start, end time.Time, err error) {
	loc, err := p.Location()
	if err != nil {
		return start, end, err
	}
	h, m, err := ParseClock(p.GamingDayStart)
	if err != nil {
		return start, end, err
	}
	start = dayStart(d, loc, h, m)
	end = dayStart(d.AddDays(1), loc, h, m)
	return start, end, nil
}

// GamingDay returns the gaming day of t at a property in loc whose gaming
// day starts at h:m local time. An instant before the day's start belongs to
// the previous gaming day.
func GamingDay(t time.Time, loc *time.Location, h, m int) Day {
	local := t.In(loc)
	d := DayOf(local)
	if t.Before(dayStart(d, loc, h, m)) {
		return d.AddDays(-1)
	}
	return d
}

// dayStart is the instant gaming day d starts. When h:m does not exist on
// that date (it falls in the hour skipped when clocks go forward), the day
// starts that long after the gap, as cron implementations that follow ISC
// cron do: a 02:30 start becomes 03:30 on the day clocks jump 02:00→03:00.
func dayStart(d Day, loc *time.Location, h, m int) time.Time {
	c := d.Time(time.UTC)
	t := time.Date(c.Year(), c.Month(), c.Day(), h, m, 0, 0, loc)
	if local := t.In(loc); local.Hour() != h || local.Minute() != m {
		_, before := t.Zone()
		_, after := t.Add(6 * time.Hour).Zone()
		if gap := time.Duration(after-before) * time.Second; gap > 0 {
			t = t.Add(gap)
		}
	}
	return t
}

// Properties returns every property.
func (s *Store) Properties(ctx context.Context) ([]Property, error) {
	var out []Property
	err := s.conn(ctx).Order("id").Find(&out).Error
	return out, err
}

// PropertyByID returns one property.
func (s *Store) PropertyByID(ctx context.Context, id int64) (Property, error) {
	var p Property
	err := s.conn(ctx).First(&p, id).Error
	return p, notFound(err)
}

// PropertyByCode returns the property with the given code ("main").
func (s *Store) PropertyByCode(ctx context.Context, code string) (Property, error) {
	var p Property
	err := s.conn(ctx).Where("code = ?", code).First(&p).Error
	return p, notFound(err)
}

// UpdateProperty changes a property's name, time zone and gaming-day start.
func (s *Store) UpdateProperty(ctx context.Context, p Property) error {
	if _, err := p.Location(); err != nil {
		return err
	}
	if _, _, err := ParseClock(p.GamingDayStart); err != nil {
		return err
	}
	return s.conn(ctx).Model(&Property{}).Where("id = ?", p.ID).Updates(map[string]any{
		"name": p.Name, "time_zone": p.TimeZone, "gaming_day_start": p.GamingDayStart,
	}).Error
}
