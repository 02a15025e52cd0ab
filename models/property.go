package models

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/rules"
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
	// RetentionYears is how many years after a month ends its raw records
	// (hands, settlements, findings, their audit entries) are kept before
	// an archived month may be dropped (docs/operations.md).
	RetentionYears int `gorm:"column:retention_years"`
	Accounting
}

// Accounting holds a property's accounting settings, which differ from one
// jurisdiction to another (docs/reports.md).
type Accounting struct {
	// WinFormula is how a house-banked table's win is computed from its
	// drop, fills, credits, opener and closer (ParseWinFormula).
	WinFormula string `gorm:"column:win_formula"`
	// VarianceRule decides when a win-to-drop percentage is out of line:
	// VarianceConfidenceInterval (Maryland, COMAR 36.05.03.25) or
	// VarianceBasePoints (Kansas, K.A.R. 112-108-51).
	VarianceRule string `gorm:"column:variance_rule"`
	// VarianceConfidence is the confidence level of the interval, in basis
	// points (9500 is 95%); it also sets the interval of each table's
	// statistical expected win.
	VarianceConfidence rules.Rate `gorm:"column:variance_confidence"`
	// VariancePoints is how far, in percentage points as basis points (300
	// is 3 points), a win-to-drop may stray from its base level.
	VariancePoints rules.Rate `gorm:"column:variance_points"`
	// AdjustmentThreshold is the amount over which an adjustment is flagged
	// (N.J.A.C. 13:69D-1.34: $2,000).
	AdjustmentThreshold rules.Money `gorm:"column:adjustment_threshold"`
	// CurrencySymbol is printed before amounts on the pages ("$").
	CurrencySymbol string `gorm:"column:currency_symbol"`
	// Shifts names the shifts of the gaming day and their local start
	// times, "day 06:00, swing 14:00, grave 22:00" (ParseShifts); empty is
	// one shift, the whole gaming day. UpdateProperty checks it against the
	// gaming day's start.
	Shifts string `gorm:"column:shifts"`
}

// The variance rules a property may follow.
const (
	VarianceConfidenceInterval = "confidence_interval"
	VarianceBasePoints         = "base_points"
)

// DefaultAccounting is what a property gets unless told otherwise: the
// win formula of N.J.A.C. 13:69D-1.34 and most states, Maryland's 95%
// interval, Kansas's 3 points and New Jersey's $2,000 threshold.
var DefaultAccounting = Accounting{
	WinFormula: DefaultWinFormula, VarianceRule: VarianceConfidenceInterval, VarianceConfidence: 9500,
	VariancePoints: 300, AdjustmentThreshold: 200000, CurrencySymbol: "$",
}

// Check validates the settings, naming each wrong one.
func (a Accounting) Check(errs *rules.InputError) {
	if _, err := ParseWinFormula(a.WinFormula); err != nil {
		errs.Add("win_formula", "%v", err)
	}
	if a.VarianceRule != VarianceConfidenceInterval && a.VarianceRule != VarianceBasePoints {
		errs.Add("variance_rule", "%q is not %s or %s", a.VarianceRule, VarianceConfidenceInterval, VarianceBasePoints)
	}
	if a.VarianceConfidence <= 0 || a.VarianceConfidence >= 10000 {
		errs.Add("variance_confidence", "must be a percentage above 0 and below 100")
	}
	if a.VariancePoints <= 0 || a.VariancePoints > 10000 {
		errs.Add("variance_points", "must be above 0 and at most 100 points")
	}
	if a.AdjustmentThreshold < 0 {
		errs.Add("adjustment_threshold", "must not be negative")
	}
	if a.CurrencySymbol == "" || len(a.CurrencySymbol) > 8 {
		errs.Add("currency_symbol", "must be 1 to 8 bytes, such as $ or £")
	} else if p := rules.TextProblem(a.CurrencySymbol); p != "" {
		errs.Add("currency_symbol", "%s", p)
	}
}

func (Property) TableName() string { return "properties" }

// The retention a property may set, in years: at least one year, as the
// database's check has it; the regulations met so far ask five (the
// default) or seven (K.A.R. 112-108-51 for the statistical reports'
// written results).
const (
	MinRetentionYears = 1
	MaxRetentionYears = 100
)

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

// UpdateProperty changes a property's name, time zone, gaming-day start
// and accounting settings.
func (s *Store) UpdateProperty(ctx context.Context, p Property) error {
	errs := &rules.InputError{}
	if _, err := p.Location(); err != nil {
		errs.Add("time_zone", "%q is not a time zone of the IANA database, such as America/Denver", p.TimeZone)
	}
	if _, _, err := ParseClock(p.GamingDayStart); err != nil {
		errs.Add("gaming_day_start", "%v", err)
	} else if shifts, err := p.ShiftList(); err != nil {
		errs.Add("shifts", "%v", err)
	} else if strings.TrimSpace(p.Shifts) != "" {
		p.Shifts = FormatShifts(shifts)
	} else {
		p.Shifts = ""
	}
	p.Accounting.Check(errs)
	if p.RetentionYears < MinRetentionYears || p.RetentionYears > MaxRetentionYears {
		errs.Add("retention_years", "must be a whole number of years from %d to %d", MinRetentionYears, MaxRetentionYears)
	}
	if err := errs.Err(); err != nil {
		return err
	}
	return s.conn(ctx).Model(&Property{}).Where("id = ?", p.ID).Updates(map[string]any{
		"name": p.Name, "time_zone": p.TimeZone, "gaming_day_start": p.GamingDayStart,
		"win_formula": p.WinFormula, "variance_rule": p.VarianceRule, "variance_confidence": p.VarianceConfidence,
		"variance_points": p.VariancePoints, "adjustment_threshold": p.AdjustmentThreshold,
		"currency_symbol": p.CurrencySymbol, "retention_years": p.RetentionYears, "shifts": p.Shifts,
	}).Error
}
