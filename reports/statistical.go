package reports

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// Levels of the statistical report's lines.
const (
	LevelTable    = "table"
	LevelGame     = "game"
	LevelProperty = "property"
)

// Hold is a drop, a win and the win-to-drop percentage between them.
type Hold struct {
	Drop, Win rules.Money
	Pct       rules.Rate
	HasPct    bool
	// Flag is set when the percentage is out of line under the property's
	// variance rule.
	Flag bool
}

func holdOf(win, drop rules.Money) Hold {
	h := Hold{Drop: drop, Win: win}
	h.Pct, h.HasPct = WinToDrop(win, drop)
	return h
}

// Band is what a win-to-drop percentage is judged against: an interval
// (confidence_interval) or a base level and the points it may stray
// (base_points), from the base period's daily win-to-drop.
type Band struct {
	Low, High rules.Rate
	Base      rules.Rate
	Has       bool
	// Days is how many days with a drop the base period held; From and To
	// the period used.
	Days     int
	From, To models.Day
}

// StatRow is one line of the statistical report: a table, a game or the
// property.
type StatRow struct {
	Level, ID, Name  string
	Day, Month, Year Hold
	Band             Band
	Expect           TableExpectations
}

// DayPoint is the property's win-to-drop on one day of the month.
type DayPoint struct {
	Day  models.Day
	Hold Hold
}

// Statistical is the statistical report of a gaming day.
type Statistical struct {
	Property   models.Property
	Day        models.Day
	Rule       string
	Confidence rules.Rate
	Points     rules.Rate
	Z          float64
	Rows       []StatRow
	// Series is the property's daily win-to-drop of the month to the day,
	// with the property's band.
	Series []DayPoint
	Hands  int64
	// Explanations are the latest explanations of the report's flags
	// written by the time the report was made (flags.go).
	Explanations map[models.FlagKey]models.FlagExplanation
	// games names the games and bets the report leaves out.
	games *rules.Registry
}

func buildStatistical(ctx context.Context, src source, req Request, p period) (report, error) {
	s, err := statistical(ctx, src, p.Property, p.To)
	if err != nil {
		return report{}, err
	}
	// p.Now is to the second: an explanation written in the report's
	// second is the report's.
	if s.Explanations, err = src.store.LatestFlagExplanations(ctx, p.Property.ID, p.To, p.Now.Add(time.Second)); err != nil {
		return report{}, err
	}
	doc := s.Document(p)
	if err := addShiftSection(ctx, src, p, &doc); err != nil { // shifts.go
		return report{}, err
	}
	return report{doc: doc, hands: s.Hands, data: s}, nil
}

// entity accumulates one line's daily figures.
type entity struct {
	row   StatRow
	daily map[models.Day]*Hold
	// months sums the year's months read whole from month books.
	months Hold
}

func statistical(ctx context.Context, src source, prop models.Property, day models.Day) (Statistical, error) {
	year := yearOf(day)
	month, _ := monthOf(day)
	prevYear := yearOf(year.AddDays(-1))
	prevMonth, prevMonthEnd := monthOf(month.AddDays(-1))
	// The year's months before the previous one come from their month
	// books: the year's figure needs only their sums; the previous year's
	// days and the previous month's make the band (bandOf), and the
	// month's its daily series.
	b, err := readMonths(ctx, src, prop, prevYear, day, year, prevMonth)
	if err != nil {
		return Statistical{}, err
	}
	exp := map[string]*TableExpectations{}
	if !src.flagsOnly {
		if exp, err = expectations(ctx, src, prop, day); err != nil {
			return Statistical{}, err
		}
	}
	s := Statistical{Property: prop, Day: day, Rule: prop.VarianceRule, Confidence: prop.VarianceConfidence,
		Points: prop.VariancePoints, Z: ZFor(prop.VarianceConfidence), games: src.games}
	byID := map[string]*entity{}
	get := func(level, id, name string) *entity {
		k := level + "\x00" + id
		if byID[k] == nil {
			byID[k] = &entity{row: StatRow{Level: level, ID: id, Name: name}, daily: map[models.Day]*Hold{}}
		}
		return byID[k]
	}
	property := get(LevelProperty, prop.Code, prop.Name)
	for _, t := range b.Tables {
		if t.Box != ledger.BoxDrop {
			continue
		}
		tab := get(LevelTable, t.ID, t.ID+" ("+t.GameName+")")
		game := get(LevelGame, t.Game, t.GameName)
		for _, d := range b.Days[t.ID] {
			if d.Month {
				for _, e := range []*entity{tab, game, property} {
					e.months.Drop += d.Drop
					e.months.Win += d.Win
				}
				s.Hands += d.Hands
				continue
			}
			for _, e := range []*entity{tab, game, property} {
				h := e.daily[d.Day]
				if h == nil {
					h = &Hold{}
					e.daily[d.Day] = h
				}
				h.Drop += d.Drop
				h.Win += d.Win
			}
			if d.Day >= year {
				s.Hands += d.Hands
			}
		}
		if te := exp[t.ID]; te != nil {
			tab.row.Expect = *te
			for _, e := range []*entity{game, property} {
				if e.row.Expect.Day.mean == nil {
					e.row.Expect = TableExpectations{Day: newExpectation(), Month: newExpectation(), Year: newExpectation()}
				}
				e.row.Expect.Day.Add(te.Day)
				e.row.Expect.Month.Add(te.Month)
				e.row.Expect.Year.Add(te.Year)
			}
		}
	}
	for _, e := range byID {
		var dd, dm Hold
		dy := e.months
		for d, h := range e.daily {
			if d == day {
				dd.Drop, dd.Win = dd.Drop+h.Drop, dd.Win+h.Win
			}
			if d >= month && d <= day {
				dm.Drop, dm.Win = dm.Drop+h.Drop, dm.Win+h.Win
			}
			if d >= year && d <= day {
				dy.Drop, dy.Win = dy.Drop+h.Drop, dy.Win+h.Win
			}
		}
		e.row.Day, e.row.Month, e.row.Year = holdOf(dd.Win, dd.Drop), holdOf(dm.Win, dm.Drop), holdOf(dy.Win, dy.Drop)
		e.row.Band = bandOf(e.daily, prevYear, year.AddDays(-1), prevMonth, prevMonthEnd, s)
		for _, h := range []*Hold{&e.row.Day, &e.row.Month, &e.row.Year} {
			h.Flag = s.outOfLine(*h, e.row.Band)
		}
		s.Rows = append(s.Rows, e.row)
	}
	order := map[string]int{LevelTable: 0, LevelGame: 1, LevelProperty: 2}
	slices.SortFunc(s.Rows, func(a, b StatRow) int {
		if order[a.Level] != order[b.Level] {
			return order[a.Level] - order[b.Level]
		}
		return cmpString(a.ID, b.ID)
	})
	for _, d := range daysBetween(month, day) {
		h := Hold{}
		if p := property.daily[d]; p != nil {
			h = holdOf(p.Win, p.Drop)
		}
		h.Flag = s.outOfLine(h, property.row.Band)
		s.Series = append(s.Series, DayPoint{Day: d, Hold: h})
	}
	return s, nil
}

// bandOf works out a line's band from its daily win-to-drop over the
// previous business year (the calendar year), or, with fewer than two days
// of drop in it (a first year), over the previous month.
func bandOf(daily map[models.Day]*Hold, yFrom, yTo, mFrom, mTo models.Day, s Statistical) Band {
	for _, span := range [][2]models.Day{{yFrom, yTo}, {mFrom, mTo}} {
		var pcts []float64
		var win, drop rules.Money
		for d, h := range daily {
			if d < span[0] || d > span[1] || h.Drop <= 0 {
				continue
			}
			pct, _ := WinToDrop(h.Win, h.Drop)
			pcts = append(pcts, float64(pct))
			win += h.Win
			drop += h.Drop
		}
		if len(pcts) < 2 {
			continue
		}
		b := Band{Has: true, Days: len(pcts), From: span[0], To: span[1]}
		b.Base, _ = WinToDrop(win, drop)
		mean, sd := meanSD(pcts)
		b.Low = rules.Rate(roundHalfAway(mean - s.Z*sd))
		b.High = rules.Rate(roundHalfAway(mean + s.Z*sd))
		return b
	}
	return Band{}
}

// meanSD is the mean and the sample standard deviation.
func meanSD(xs []float64) (float64, float64) {
	sort.Float64s(xs) // the same sum whatever the map's order
	var sum float64
	for _, x := range xs {
		sum += x
	}
	mean := sum / float64(len(xs))
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / float64(len(xs)-1))
}

func roundHalfAway(x float64) int64 { return int64(math.Round(x)) }

// outOfLine judges a win-to-drop under the property's rule.
func (s Statistical) outOfLine(h Hold, b Band) bool {
	if !h.HasPct || !b.Has {
		return false
	}
	if s.Rule == models.VarianceBasePoints {
		diff := h.Pct - b.Base
		if diff < 0 {
			diff = -diff
		}
		return diff > s.Points
	}
	return h.Pct < b.Low || h.Pct > b.High
}

// Document lays the statistical report out: win to drop by line, the
// expected win from the pay tables, and the property's days of the month.
func (s Statistical) Document(p period) render.Document {
	rule := fmt.Sprintf("outside the %s%% confidence interval (mean ± %s standard deviations) of the base period's daily win to drop (COMAR 36.05.03.25)",
		s.Confidence.Percent(), zText(s.Z))
	if s.Rule == models.VarianceBasePoints {
		rule = fmt.Sprintf("more than %s points from the base level, the base period's win to drop (K.A.R. 112-108-51)", s.Points.Percent())
	}
	d := render.Document{
		Title:     "Statistical report",
		Subtitle:  subtitle(s.Property, periodSpan(p)+"; month and year to date", p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns: []render.Column{
			{Header: "Level", Kind: render.Text, Width: 0.6},
			{Header: "Name", Kind: render.Text, Width: 1.6},
			{Header: "Day drop", Kind: render.Money, Width: 1},
			{Header: "Day win", Kind: render.Money, Width: 1},
			{Header: "Day %", Kind: render.Percent, Width: 0.7},
			{Header: "MTD drop", Kind: render.Money, Width: 1.1},
			{Header: "MTD win", Kind: render.Money, Width: 1.1},
			{Header: "MTD %", Kind: render.Percent, Width: 0.7},
			{Header: "YTD drop", Kind: render.Money, Width: 1.2},
			{Header: "YTD win", Kind: render.Money, Width: 1.2},
			{Header: "YTD %", Kind: render.Percent, Width: 0.7},
			{Header: "Band or base", Kind: render.Text, Width: 1.2},
			{Header: "Out of line", Kind: render.Text, Width: 0.9},
		},
		Notes: []string{
			"Drop, win and win to drop of the house-banked tables, by table, by game and for the property; collection boxes (poker and player-dealer games) are left out: their win is their drop.",
			"A figure is out of line when it is " + rule + ". The base period is the previous business year (the calendar year); with fewer than two days of drop in it, the previous month.",
			"Expected win: each settled wager of a house-banked game is a draw from its bet's exact distribution under the table's settings (every deal of the shoe, enumerated by the engine); the expected win and standard deviation sum them exactly, coups taken as independent. A table is flagged when its win on those wagers, as the rules settled them, lies outside expected ± z standard deviations.",
			"Not covered: the handle of wagers whose distribution is not known, each bet named with why in the section \"Not covered by the expected win\": a bet the engine does not enumerate, or whose result turns on decisions it counts no strategy for; one paying a share of a progressive meter; a distribution still being computed. Payouts and commission are taken at the pay table's exact ratios; rounding each to the cent (at most 1 cent a wager, 25 cents under quarter rounding) is not modelled.",
		},
	}
	for _, r := range s.Rows {
		d.Rows = append(d.Rows, []render.Cell{
			render.TextCell(r.Level), render.TextCell(r.Name),
			render.MoneyCell(r.Day.Drop), render.MoneyCell(r.Day.Win), pctCell(r.Day),
			render.MoneyCell(r.Month.Drop), render.MoneyCell(r.Month.Win), pctCell(r.Month),
			render.MoneyCell(r.Year.Drop), render.MoneyCell(r.Year.Win), pctCell(r.Year),
			render.TextCell(bandText(r.Band, s.Rule)), render.TextCell(s.flagsText(r)),
		})
	}
	exp := render.Section{Title: "Expected win (pay tables)", Columns: []render.Column{
		{Header: "Level", Kind: render.Text, Width: 0.6},
		{Header: "Name", Kind: render.Text, Width: 1.5},
		{Header: "Period", Kind: render.Text, Width: 0.5},
		{Header: "Wagers", Kind: render.Int, Width: 0.8},
		{Header: "Covered handle", Kind: render.Money, Width: 1.2},
		{Header: "Not covered", Kind: render.Money, Width: 1.1},
		{Header: "Win on covered", Kind: render.Money, Width: 1.1},
		{Header: "Expected win", Kind: render.Money, Width: 1.1},
		{Header: "Std deviation", Kind: render.Money, Width: 1},
		{Header: "Low", Kind: render.Money, Width: 1},
		{Header: "High", Kind: render.Money, Width: 1},
		{Header: "z", Kind: render.Text, Width: 0.5},
		{Header: "Outside", Kind: render.Text, Width: 0.6},
	}}
	for _, r := range s.Rows {
		if r.Expect.Year.mean == nil {
			continue
		}
		for _, pe := range []struct {
			name string
			e    Expectation
		}{{"Day", r.Expect.Day}, {"MTD", r.Expect.Month}, {"YTD", r.Expect.Year}} {
			exp.Rows = append(exp.Rows, expectationCells(r.Level, r.Name, pe.name, pe.e, s.Z))
		}
	}
	exp.Notes = []string{fmt.Sprintf("Low and High are expected win ∓ %s standard deviations (%s%% confidence; z to the thousandth, as printed, is the figure used); z is (win - expected) / standard deviation.", zText(s.Z), s.Confidence.Percent())}
	series := render.Section{Title: "Win to drop by day", Columns: []render.Column{
		{Header: "Gaming day", Kind: render.Text}, {Header: "Drop", Kind: render.Money}, {Header: "Win", Kind: render.Money},
		{Header: "Win to drop", Kind: render.Percent}, {Header: "Band or base", Kind: render.Text}, {Header: "Out of line", Kind: render.Text},
	}}
	var band Band
	for _, r := range s.Rows {
		if r.Level == LevelProperty {
			band = r.Band
		}
	}
	for _, pt := range s.Series {
		flag := ""
		if pt.Hold.Flag {
			flag = "yes"
		}
		series.Rows = append(series.Rows, []render.Cell{render.TextCell(string(pt.Day)), render.MoneyCell(pt.Hold.Drop),
			render.MoneyCell(pt.Hold.Win), pctCell(pt.Hold), render.TextCell(bandText(band, s.Rule)), render.TextCell(flag)})
	}
	var property StatRow
	for _, r := range s.Rows {
		if r.Level == LevelProperty {
			property = r
		}
	}
	uncovered := uncoveredSection(s.games, []string{"Day", "MTD", "YTD"}, property.Expect.Day, property.Expect.Month, property.Expect.Year)
	d.Sections = []render.Section{exp, uncovered, series, s.flagSection()}
	d.Notes = append(d.Notes, s.flagNote())
	return d
}

// uncoveredSection names every bet whose handle an expectation left out,
// with why, and the handle of each period.
func uncoveredSection(games *rules.Registry, periods []string, es ...Expectation) render.Section {
	sec := render.Section{Title: "Not covered by the expected win", Columns: []render.Column{
		{Header: "Game", Kind: render.Text, Width: 1.6},
		{Header: "Bet", Kind: render.Text, Width: 0.9},
		{Header: "Why not", Kind: render.Text, Width: 3},
	}}
	for _, p := range periods {
		sec.Columns = append(sec.Columns, render.Column{Header: p + " handle", Kind: render.Money, Width: 1})
	}
	var keys []Uncovered
	for _, e := range es {
		for k := range e.Uncovered {
			// Pot and player-dealer games are no house's to expect.
			if k.Reason != UncoveredNotBanked && !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	slices.SortFunc(keys, func(a, b Uncovered) int {
		return cmp.Or(cmpString(a.Game, b.Game), cmpString(a.Bet, b.Bet), cmpString(a.Reason, b.Reason))
	})
	for _, k := range keys {
		name, bet := k.Game, k.Bet
		if games != nil {
			if g, ok := games.Game(k.Game); ok {
				name = g.Info().Name
			}
		}
		if bet == "" {
			bet = "every wager"
		}
		row := []render.Cell{render.TextCell(name), render.TextCell(bet), render.TextCell(k.Reason)}
		for _, e := range es {
			row = append(row, render.MoneyCell(e.Uncovered[k]))
		}
		sec.Rows = append(sec.Rows, row)
	}
	sec.Notes = []string{"Every bet of the house-banked games played whose handle the expected win leaves out, with why: the figures above cover every other wager exactly."}
	if len(keys) == 0 {
		sec.Notes = []string{"None: the expected win covers every wager of the house-banked games played."}
	}
	return sec
}

func expectationCells(level, name, per string, e Expectation, z float64) []render.Cell {
	lo, hi := e.Interval(z)
	zs, out := "", ""
	if v, ok := e.Z(); ok {
		zs = strconv.FormatFloat(v, 'f', 2, 64)
	}
	if e.Outside(z) {
		out = "yes"
	}
	return []render.Cell{render.TextCell(level), render.TextCell(name), render.TextCell(per), render.IntCell(e.Wagers),
		render.MoneyCell(e.Handle), render.MoneyCell(e.UncoveredHandle()), render.MoneyCell(e.Actual),
		render.MoneyCell(e.Mean()), render.MoneyCell(e.SD()), render.MoneyCell(lo), render.MoneyCell(hi),
		render.TextCell(zs), render.TextCell(out)}
}

func pctCell(h Hold) render.Cell {
	if !h.HasPct {
		return render.TextCell("")
	}
	return render.PercentCell(h.Pct)
}

// bandText writes a band as the report shows it.
func bandText(b Band, rule string) string {
	if !b.Has {
		return "no base period"
	}
	if rule == models.VarianceBasePoints {
		return "base " + b.Base.String()
	}
	return b.Low.String() + " to " + b.High.String()
}

// flagsText names a line's flags, each with its explanation.
func (s Statistical) flagsText(r StatRow) string {
	var out []string
	for _, x := range []struct {
		n, kind string
		h       Hold
	}{{"day", models.FlagWinToDropDay, r.Day}, {"MTD", models.FlagWinToDropMTD, r.Month}, {"YTD", models.FlagWinToDropYTD, r.Year}} {
		if x.h.Flag {
			out = append(out, x.n+explainedText(s.Explanations, models.FlagKey{Report: KindStatistical, TableID: lineID(r, s.Property), Kind: x.kind}))
		}
	}
	return strings.Join(out, ", ")
}
