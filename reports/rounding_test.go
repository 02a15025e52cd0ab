package reports

import (
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/reports/render"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// Win to drop is rounded half away from zero to a hundredth of a point.
func TestWinToDropRounding(t *testing.T) {
	for _, c := range []struct {
		win, drop rules.Money
		want      rules.Rate
		ok        bool
	}{
		{275000, 325000, 8462, true},   // 84.6153…%
		{20000, 120000, 1667, true},    // 16.666…%
		{1, 8, 1250, true},             // exactly 12.50%
		{1, 80000, 0, true},            // 0.00125% → 0.00%
		{1, 20000, 1, true},            // 0.005% → half away → 0.01%
		{-1, 20000, -1, true},          // -0.005% → -0.01%
		{1, 20001, 0, true},            // just under half
		{-275000, 325000, -8462, true}, // a loss
		{100, 0, 0, false},             // no drop
	} {
		got, ok := WinToDrop(c.win, c.drop)
		if got != c.want || ok != c.ok {
			t.Errorf("WinToDrop(%s, %s) = %d, %v; want %d, %v", c.win, c.drop, got, ok, c.want, c.ok)
		}
	}
}

// Expected wins are exact fractions of a cent until shown: then half away
// from zero.
func TestExpectedHalfAway(t *testing.T) {
	for _, c := range []struct {
		num, den int64
		want     rules.Money
	}{{749, 2, 375}, {-749, 2, -375}, {7481, 10, 748}, {-7485, 10, -749}, {1, 3, 0}} {
		if got := ratHalfAway(big.NewRat(c.num, c.den)); got != c.want {
			t.Errorf("%d/%d cents → %d, want %d", c.num, c.den, got, c.want)
		}
	}
	if z := ZFor(9500); z < 1.9599 || z > 1.9600 {
		t.Errorf("z for 95%% = %f", z)
	}
	e := newExpectation()
	e.Wagers, e.Actual = 1, 1000
	e.mean.SetInt64(100)
	e.variance.SetInt64(40000) // SD 200
	if lo, hi := e.Interval(2); lo != -300 || hi != 500 || !e.Outside(2) || e.SD() != 200 {
		t.Errorf("interval %d..%d, SD %d", lo, hi, e.SD())
	}
	if z, _ := e.Z(); z != 4.5 {
		t.Errorf("z %f", z)
	}
}

// A band is the base period's daily win to drop: mean ± z sample standard
// deviations; with fewer than two days in the previous year, the previous
// month's.
func TestBand(t *testing.T) {
	daily := map[models.Day]*Hold{
		"2025-03-01": {Drop: 10000, Win: 2000}, // 20%
		"2025-03-02": {Drop: 10000, Win: 1000}, // 10%
		"2025-03-03": {Drop: 10000, Win: 1500}, // 15%
		"2026-10-05": {Drop: 10000, Win: 9000},
	}
	s := Statistical{Z: 2, Rule: models.VarianceConfidenceInterval, Points: 300}
	b := bandOf(daily, "2025-01-01", "2025-12-31", "2026-10-01", "2026-10-31", s)
	// mean 1500 bp, sample SD 500 bp: 1500 ± 1000.
	if !b.Has || b.Low != 500 || b.High != 2500 || b.Base != 1500 || b.Days != 3 {
		t.Errorf("band %+v", b)
	}
	if !s.outOfLine(Hold{Pct: 2600, HasPct: true}, b) || s.outOfLine(Hold{Pct: 2400, HasPct: true}, b) {
		t.Error("confidence interval")
	}
	s.Rule = models.VarianceBasePoints
	if !s.outOfLine(Hold{Pct: 1801, HasPct: true}, b) || s.outOfLine(Hold{Pct: 1800, HasPct: true}, b) {
		t.Error("3 points from the base: 18.01% is out, 18.00% is not")
	}
	first := bandOf(map[models.Day]*Hold{"2026-10-01": {Drop: 100, Win: 10}, "2026-10-02": {Drop: 100, Win: 30}},
		"2025-01-01", "2025-12-31", "2026-10-01", "2026-10-31", s)
	if !first.Has || first.From != "2026-10-01" || first.Base != 2000 {
		t.Errorf("a first year's band from the previous month: %+v", first)
	}
}

// The z of the confidence interval is the figure the report prints: 1.960
// for 95%, as statistical tables give it, and the interval and the band
// are worked out with that figure, not with a longer one.
func TestZPrintedIsUsed(t *testing.T) {
	p := period{Property: models.Property{Code: "P", Name: "P", TimeZone: "UTC"}, From: "2026-11-21", To: "2026-11-21",
		Now: time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)}
	// SD 1,000,000 cents: 1.960 gives 1,960,000; 1.959964 would give
	// 1,959,964.
	e := newExpectation()
	e.Wagers = 1
	e.variance.SetInt64(1_000_000_000_000)
	s := Statistical{Property: p.Property, Day: p.To, Rule: models.VarianceConfidenceInterval, Confidence: 9500, Z: ZFor(9500)}
	if got := printedZ(t, s.Document(p)); got != "1.960" {
		t.Fatalf("z printed as %s, want 1.960", got)
	}
	if lo, hi := e.Interval(s.Z); lo != -1_960_000 || hi != 1_960_000 {
		t.Errorf("95%% interval of SD 10,000.00 is %s to %s; the printed z of 1.960 gives -19,600.00 to 19,600.00", lo, hi)
	}
	// A band of daily win to drop: -1,000.00% and +1,000.00% have a mean
	// of 0 and a sample SD of 1,414.21…%: 1.960 gives ±2,771.86%,
	// 1.959964 ±2,771.81%.
	daily := map[models.Day]*Hold{"2025-03-01": {Drop: 100, Win: -1000}, "2025-03-02": {Drop: 100, Win: 1000}}
	b := bandOf(daily, "2025-01-01", "2025-12-31", "2025-12-01", "2025-12-31", s)
	if !b.Has || b.Low != -277186 || b.High != 277186 {
		t.Errorf("band %s to %s; the printed z of 1.960 gives -2,771.86%% to 2,771.86%%", b.Low, b.High)
	}
	rng := rand.New(rand.NewPCG(21, 6))
	for range 500 {
		conf := rules.Rate(5000 + rng.IntN(4999))
		s := Statistical{Property: p.Property, Day: p.To, Rule: models.VarianceConfidenceInterval, Confidence: conf, Z: ZFor(conf)}
		printed := printedZ(t, s.Document(p))
		z, ok := new(big.Rat).SetString(printed)
		if !ok {
			t.Fatalf("z printed as %q", printed)
		}
		sd := rng.Int64N(1_000_000_000) + 1
		mean := rng.Int64N(2_000_000_000) - 1_000_000_000
		e := newExpectation()
		e.Wagers = 1
		e.mean.SetInt64(mean)
		e.variance.SetInt64(sd * sd)
		width := new(big.Rat).Mul(z, big.NewRat(sd, 1))
		wantLo := ratHalfAway(new(big.Rat).Sub(big.NewRat(mean, 1), width))
		wantHi := ratHalfAway(new(big.Rat).Add(big.NewRat(mean, 1), width))
		if lo, hi := e.Interval(s.Z); lo != wantLo || hi != wantHi {
			t.Fatalf("confidence %s: printed z %s, SD %d: interval %d to %d, the printed z gives %d to %d", conf.Percent(), printed, sd, lo, hi, wantLo, wantHi)
		}
	}
}

// printedZ is the z the statistical report's expected-win section prints.
func printedZ(t *testing.T, d render.Document) string {
	t.Helper()
	for _, sec := range d.Sections {
		for _, n := range sec.Notes {
			if _, rest, ok := strings.Cut(n, "expected win ∓ "); ok {
				z, _, _ := strings.Cut(rest, " ")
				return z
			}
		}
	}
	t.Fatal("the report prints no z")
	return ""
}
