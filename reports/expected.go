package reports

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// A table's expected win from the pay tables. Every settled wager of a
// house-banked game whose bet the engine enumerates is a draw from that
// bet's distribution under the table's settings; the table's win over a
// period is their sum. Its mean is Σ A·μ and, the coups taken as
// independent, its variance Σ A²·σ², both summed exactly (fractions of a
// cent) and rounded to the cent only when shown (ExpectedHalfAway). The
// table's actual win on the same wagers (as the rules settled them) is
// then judged against mean ± z·σ, z from the property's confidence level.

// Why a wager is not covered. A game's own reasons for the bets its
// enumeration leaves out (rules.Uncounted) come beside these.
const (
	UncoveredNotBanked  = "the house takes fees, not wagers"
	UncoveredNoEnum     = "the engine does not enumerate the game"
	UncoveredPending    = "its distribution is being computed"
	UncoveredMeter      = "it pays a share of a progressive meter"
	UncoveredNotCounted = "the engine's enumeration does not count this bet"
	UncoveredUndecided  = "the rules leave it standing: the throw did not settle it"
	UncoveredNoSpot     = "its distribution depends on its spot, which settlements recorded before they named spots (migration 0013) do not give"
)

// Uncovered names handle left out of an expectation: the game and bet
// ("" for every wager of a game the house does not bank) and why.
type Uncovered struct {
	Game, Bet, Reason string
}

// Expectation is the expected win of a set of wagers against their actual
// win.
type Expectation struct {
	// Wagers and Handle are what is covered; Uncovered the handle left out,
	// by game, bet and reason.
	Wagers    int64
	Handle    rules.Money
	Uncovered map[Uncovered]rules.Money
	// Actual is the house's result on the covered wagers as the rules
	// settled them.
	Actual rules.Money
	// mean and variance in cents and cents², exact.
	mean, variance *big.Rat
}

func newExpectation() Expectation {
	return Expectation{Uncovered: map[Uncovered]rules.Money{}, mean: new(big.Rat), variance: new(big.Rat)}
}

// Add sums another expectation into e.
func (e *Expectation) Add(o Expectation) {
	if e.mean == nil {
		*e = newExpectation()
	}
	e.Wagers += o.Wagers
	e.Handle += o.Handle
	e.Actual += o.Actual
	for k, v := range o.Uncovered {
		e.Uncovered[k] += v
	}
	if o.mean != nil {
		e.mean.Add(e.mean, o.mean)
		e.variance.Add(e.variance, o.variance)
	}
}

// UncoveredHandle sums the handle left out.
func (e Expectation) UncoveredHandle() rules.Money {
	var t rules.Money
	for _, v := range e.Uncovered {
		t += v
	}
	return t
}

// Mean is the expected win, rounded half away from zero to the cent.
func (e Expectation) Mean() rules.Money {
	if e.mean == nil {
		return 0
	}
	return ratHalfAway(e.mean)
}

// SD is the standard deviation of the win, to the cent (half away).
func (e Expectation) SD() rules.Money {
	return floatHalfAway(e.sd())
}

func (e Expectation) sd() *big.Float {
	if e.variance == nil || e.variance.Sign() <= 0 {
		return new(big.Float).SetPrec(256)
	}
	v := new(big.Float).SetPrec(256).SetRat(e.variance)
	return v.Sqrt(v)
}

// Interval is mean ± z·SD, each end to the cent. z is taken to the
// thousandth the report prints (ZFor), exactly.
func (e Expectation) Interval(z float64) (lo, hi rules.Money) {
	if e.mean == nil {
		return 0, 0
	}
	// In thousandths of a cent, so that z (thousandths) multiplies the SD
	// without a binary fraction: an end that falls on half a cent is
	// rounded as the figures say.
	zm := new(big.Float).SetPrec(256).SetInt64(int64(math.Round(z * 1000)))
	m := new(big.Float).SetPrec(256).SetRat(new(big.Rat).Mul(e.mean, big.NewRat(1000, 1)))
	w := new(big.Float).SetPrec(256).Mul(e.sd(), zm)
	end := func(f *big.Float) rules.Money {
		r, _ := f.Rat(nil)
		if r == nil {
			return 0
		}
		return ratHalfAway(r.Quo(r, big.NewRat(1000, 1)))
	}
	return end(new(big.Float).SetPrec(256).Sub(m, w)), end(new(big.Float).SetPrec(256).Add(m, w))
}

// Z is how many standard deviations the actual win lies from the mean;
// ok is false without a deviation (nothing covered).
func (e Expectation) Z() (float64, bool) {
	if e.variance == nil || e.variance.Sign() <= 0 {
		return 0, false
	}
	diff := new(big.Float).SetPrec(256).SetRat(new(big.Rat).Sub(big.NewRat(int64(e.Actual), 1), e.mean))
	z, _ := new(big.Float).Quo(diff, e.sd()).Float64()
	return z, true
}

// Outside reports whether the actual win lies outside mean ± z·SD.
func (e Expectation) Outside(z float64) bool {
	if e.Wagers == 0 {
		return false
	}
	lo, hi := e.Interval(z)
	return e.Actual < lo || e.Actual > hi
}

// ratHalfAway rounds a fraction of cents to the cent, half away from zero.
func ratHalfAway(r *big.Rat) rules.Money {
	num, den := new(big.Int).Set(r.Num()), r.Denom()
	neg := num.Sign() < 0
	num.Abs(num)
	q, m := new(big.Int).QuoRem(num, den, new(big.Int))
	if new(big.Int).Lsh(m, 1).Cmp(den) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	if neg {
		q.Neg(q)
	}
	return rules.Money(q.Int64())
}

func floatHalfAway(f *big.Float) rules.Money {
	r, _ := f.Rat(nil)
	if r == nil {
		return 0
	}
	return ratHalfAway(r)
}

// ZFor is the two-sided critical value of a confidence level in basis
// points, to the thousandth, as statistical tables print it: 1.960 for
// 95%. The reports print it with three decimals and work with that
// figure, so that what they print is what they used.
func ZFor(confidence rules.Rate) float64 {
	return math.Round(1000*math.Sqrt2*math.Erfinv(float64(confidence)/10000)) / 1000
}

// zText writes z as the reports print it.
func zText(z float64) string { return strconv.FormatFloat(z, 'f', 3, 64) }

// Buckets of the period an expectation query splits: the report's day,
// the rest of its month, the rest of its year (models.BookWagerSums).
const (
	bucketDay   = "d"
	bucketMonth = "m"
)

type expectedScan struct {
	TableID  string      `gorm:"column:table_id"`
	Game     string      `gorm:"column:game"`
	Settings string      `gorm:"column:settings"`
	Bet      string      `gorm:"column:bet"`
	Spot     string      `gorm:"column:spot"`
	Amount   rules.Money `gorm:"column:amount"`
	Bucket   string      `gorm:"column:bucket"`
	Decided  int         `gorm:"column:decided"`
	N        int64       `gorm:"column:n"`
	Net      rules.Money `gorm:"column:net"`
}

// TableExpectations are one table's expectations for the day, the month
// to date and the year to date.
type TableExpectations struct {
	Day, Month, Year Expectation
}

// expectations reads every table's wagers from the first of day's year to
// day and works out their expectations, cumulated: the month includes the
// day, the year the month.
func expectations(ctx context.Context, src source, prop models.Property, day models.Day) (map[string]*TableExpectations, error) {
	month, _ := monthOf(day)
	read, err := src.prepareBooks(ctx, prop.ID, models.BookTable, yearOf(day), day)
	if err != nil {
		return nil, fmt.Errorf("expected win: %w", err)
	}
	scans, err := src.store.BookWagerSums(ctx, read, day, month)
	if err != nil {
		return nil, fmt.Errorf("expected win: %w", err)
	}
	dists, err := loadMoments(ctx, src.store)
	if err != nil {
		return nil, err
	}
	// The expectation of a group of wagers is linear in their stakes: the
	// mean is the bet's mean per unit times the handle, the variance its
	// variance per unit times the sum of the squared stakes. Wagers are
	// summed by table, bucket and distribution in integers first, and the
	// exact fractions worked out once per sum, not once per stake: the
	// same figures, to the cent, for a fraction of the work.
	type sumKey struct {
		table, bucket string
		cover         coverKey
	}
	type sum struct {
		wagers         int64
		handle, actual rules.Money
		squares        *big.Int // Σ stake² over the wagers, in cents²
	}
	covers := map[coverKey]coverage{}
	sums := map[sumKey]*sum{}
	var keys []sumKey
	out := map[string]*TableExpectations{}
	for _, w := range scans {
		s := expectedScan{TableID: w.TableID, Game: w.Game, Settings: w.Settings, Bet: w.Bet, Spot: w.Spot, Amount: w.Amount,
			Bucket: w.Bucket, Decided: w.Decided, N: w.N, Net: w.Net}
		te := out[s.TableID]
		if te == nil {
			te = &TableExpectations{Day: newExpectation(), Month: newExpectation(), Year: newExpectation()}
			out[s.TableID] = te
		}
		ck := coverKey{s.Game, s.Settings, s.Bet, s.Spot, s.Decided}
		c, ok := covers[ck]
		if !ok {
			c.moments, c.why = coverageOf(src.games, dists, s)
			covers[ck] = c
		}
		handle := s.Amount * rules.Money(s.N)
		if c.why.Reason != "" {
			one := newExpectation()
			one.Uncovered[c.why] = handle
			te.add(s.Bucket, one)
			continue
		}
		k := sumKey{s.TableID, s.Bucket, ck}
		g := sums[k]
		if g == nil {
			g = &sum{squares: new(big.Int)}
			sums[k] = g
			keys = append(keys, k)
		}
		g.wagers += s.N
		g.handle += handle
		g.actual += s.Net
		sq := new(big.Int).SetInt64(int64(s.Amount))
		sq.Mul(sq, sq)
		g.squares.Add(g.squares, sq.Mul(sq, big.NewInt(s.N)))
	}
	for _, k := range keys {
		g, mo := sums[k], covers[k.cover].moments
		one := newExpectation()
		one.Wagers, one.Handle, one.Actual = g.wagers, g.handle, g.actual
		one.mean.Mul(mo.mean, new(big.Rat).SetInt64(int64(g.handle)))
		sigma2 := new(big.Rat).Sub(mo.second, new(big.Rat).Mul(mo.mean, mo.mean))
		one.variance.Mul(sigma2, new(big.Rat).SetInt(g.squares))
		out[k.table].add(k.bucket, one)
	}
	return out, nil
}

// coverKey names the wagers that share a distribution, or a reason for
// having none.
type coverKey struct {
	game, settings, bet, spot string
	decided                   int
}

type coverage struct {
	moments moments
	why     Uncovered
}

// add counts an expectation of a bucket of days in the day's, the month's
// and the year's: the month includes the day, the year the month.
func (te *TableExpectations) add(bucket string, one Expectation) {
	switch bucket {
	case bucketDay:
		te.Day.Add(one)
		te.Month.Add(one)
	case bucketMonth:
		te.Month.Add(one)
	}
	te.Year.Add(one)
}

// spotted reports whether a bet's distributions are by spot.
func spotted(m map[string]moments, bet string) bool {
	for k := range m {
		if strings.HasPrefix(k, bet+" ") {
			return true
		}
	}
	return false
}

// coverageOf finds the distribution a group of settled wagers is drawn
// from: the bet's on the wagers' spot, else the bet's on any spot
// (rules.BetFrequency.Key). Without one it says why, naming the bet.
func coverageOf(games *rules.Registry, dists map[distKey]map[string]moments, s expectedScan) (moments, Uncovered) {
	why := Uncovered{Game: s.Game, Bet: s.Bet}
	g, ok := games.Game(s.Game)
	if !ok || g.Info().Banking != "house" {
		return moments{}, Uncovered{Game: s.Game, Reason: UncoveredNotBanked}
	}
	if s.Decided == 0 {
		why.Reason = UncoveredUndecided
		return moments{}, why
	}
	if _, ok := g.(rules.Enumerator); !ok {
		why.Reason = UncoveredNoEnum
		return moments{}, why
	}
	if u, ok := g.(rules.Uncounted); ok {
		for _, b := range u.UncountedBets() {
			if b.Bet == s.Bet {
				why.Reason = b.Reason
				return moments{}, why
			}
		}
	}
	m, ok := dists[distKey{s.Game, s.Settings}]
	if !ok {
		why.Reason = UncoveredPending
		return moments{}, why
	}
	var mo moments
	if s.Spot != "" {
		mo, ok = m[s.Bet+" "+s.Spot]
	}
	if !ok || s.Spot == "" {
		mo, ok = m[s.Bet]
	}
	switch {
	case !ok && s.Spot == "" && spotted(m, s.Bet):
		why.Reason = UncoveredNoSpot
	case !ok:
		why.Reason = UncoveredNotCounted
	case mo.meter:
		why.Reason = UncoveredMeter
	default:
		return mo, Uncovered{}
	}
	return moments{}, why
}
