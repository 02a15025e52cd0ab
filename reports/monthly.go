package reports

import (
	"context"
	"slices"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// MonthlyRow is a table's (or a game's, or the property's) month and year
// to date.
type MonthlyRow struct {
	Name, GameName, Box string
	Month, Year         TableDay
	MonthHold, YearHold Hold
	Expect              Expectation
}

// MonthLine is one month of the year-to-date roll-up.
type MonthLine struct {
	Month                 string
	BankedDrop, BankedWin rules.Money
	Hold                  Hold
	Collection            rules.Money
	EngineWin             rules.Money
	Hands                 int64
}

// Monthly is the monthly report: the month up to a gaming day, and the
// year to date.
type Monthly struct {
	Property models.Property
	From, To models.Day
	Formula  string
	Tables   []MonthlyRow
	Games    []MonthlyRow
	Total    MonthlyRow
	Months   []MonthLine
	Z        float64
	// games names the games and bets the expected win leaves out.
	games *rules.Registry
}

func buildMonthly(ctx context.Context, src source, req Request, p period) (report, error) {
	m, err := monthly(ctx, src, p.Property, p.From, p.To)
	if err != nil {
		return report{}, err
	}
	return report{doc: m.Document(p), hands: m.Total.Month.Hands, data: m}, nil
}

func monthly(ctx context.Context, src source, prop models.Property, from, to models.Day) (Monthly, error) {
	year := yearOf(to)
	// The months of the year before the report's come from their month
	// books: the report needs only their sums.
	b, err := readMonths(ctx, src, prop, year, to, year, from)
	if err != nil {
		return Monthly{}, err
	}
	exp, err := expectations(ctx, src, prop, to)
	if err != nil {
		return Monthly{}, err
	}
	m := Monthly{Property: prop, From: from, To: to, Formula: b.Formula.String(), Z: ZFor(prop.VarianceConfidence), games: src.games}
	games := map[string]*MonthlyRow{}
	m.Total = MonthlyRow{Name: "Total", Expect: newExpectation()}
	months := map[string]*MonthLine{}
	for _, t := range b.Tables {
		r := MonthlyRow{Name: t.ID, GameName: t.GameName, Box: t.Box, Month: b.Sum(t.ID, from, to), Year: b.Sum(t.ID, year, to),
			Expect: newExpectation()}
		if te := exp[t.ID]; te != nil {
			r.Expect = te.Month
		}
		g := games[t.Game]
		if g == nil {
			g = &MonthlyRow{Name: t.GameName, GameName: t.GameName, Box: t.Box, Expect: newExpectation()}
			games[t.Game] = g
		}
		for _, x := range []*MonthlyRow{g, &m.Total} {
			x.Month.Add(r.Month)
			x.Year.Add(r.Year)
			x.Expect.Add(r.Expect)
		}
		if t.Box == ledger.BoxDrop {
			m.Total.MonthHold.Drop += r.Month.Drop
			m.Total.MonthHold.Win += r.Month.Win
			m.Total.YearHold.Drop += r.Year.Drop
			m.Total.YearHold.Win += r.Year.Win
		}
		r.holds()
		m.Tables = append(m.Tables, r)
		for _, d := range b.Days[t.ID] {
			k := d.Day.Time(time.UTC).Format("2006-01")
			ml := months[k]
			if ml == nil {
				ml = &MonthLine{Month: k}
				months[k] = ml
			}
			if t.Box == ledger.BoxDrop {
				ml.BankedDrop += d.Drop
				ml.BankedWin += d.Win
			} else {
				ml.Collection += d.Win
			}
			ml.EngineWin += d.EngineWin
			ml.Hands += d.Hands
		}
	}
	for _, g := range games {
		g.holds()
		m.Games = append(m.Games, *g)
	}
	slices.SortFunc(m.Games, func(a, b MonthlyRow) int { return cmpString(a.Name, b.Name) })
	m.Total.MonthHold = holdOf(m.Total.MonthHold.Win, m.Total.MonthHold.Drop)
	m.Total.YearHold = holdOf(m.Total.YearHold.Win, m.Total.YearHold.Drop)
	for mo := year; mo <= to; {
		k := mo.Time(time.UTC).Format("2006-01")
		ml := MonthLine{Month: k}
		if x := months[k]; x != nil {
			ml = *x
		}
		ml.Hold = holdOf(ml.BankedWin, ml.BankedDrop)
		m.Months = append(m.Months, ml)
		_, last := monthOf(mo)
		mo = last.AddDays(1)
	}
	return m, nil
}

func (r *MonthlyRow) holds() {
	if r.Box == ledger.BoxDrop {
		r.MonthHold = holdOf(r.Month.Win, r.Month.Drop)
		r.YearHold = holdOf(r.Year.Win, r.Year.Drop)
	}
}

// Document lays the monthly report out.
func (m Monthly) Document(p period) render.Document {
	cols := []render.Column{
		{Header: "Table", Kind: render.Text, Width: 0.9},
		{Header: "Game", Kind: render.Text, Width: 1.3},
		{Header: "Drop", Kind: render.Money, Width: 1.1},
		{Header: "Fills", Kind: render.Money, Width: 1},
		{Header: "Credits", Kind: render.Money, Width: 1},
		{Header: "Win", Kind: render.Money, Width: 1.1},
		{Header: "Win to drop", Kind: render.Percent, Width: 0.7},
		{Header: "Engine win", Kind: render.Money, Width: 1.1},
		{Header: "Expected win", Kind: render.Money, Width: 1.1},
		{Header: "Std deviation", Kind: render.Money, Width: 1},
		{Header: "Hands", Kind: render.Int, Width: 0.8},
		{Header: "YTD drop", Kind: render.Money, Width: 1.2},
		{Header: "YTD win", Kind: render.Money, Width: 1.2},
		{Header: "YTD %", Kind: render.Percent, Width: 0.7},
	}
	d := render.Document{
		Title:     "Monthly report",
		Subtitle:  subtitle(m.Property, periodSpan(p)+"; year to date from "+string(yearOf(m.To)), p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns:   cols,
		Notes: []string{
			"Drop, fills, credits and win are the month's gaming days summed; a house-banked table's win is " + m.Formula + " each day, a collection box's its count.",
			"Engine win is what the rules give for the hands; expected win and its standard deviation are from the pay tables' exact distributions (statistical report); the bets they leave out are named, with why, in \"Not covered by the expected win\".",
			"Win to drop of the total is over the house-banked tables.",
		},
	}
	for _, r := range m.Tables {
		d.Rows = append(d.Rows, monthlyCells(r, r.GameName))
	}
	d.Totals = monthlyCells(m.Total, "")
	games := render.Section{Title: "By game", Columns: cols}
	for _, g := range m.Games {
		games.Rows = append(games.Rows, monthlyCells(g, ""))
	}
	games.Totals = monthlyCells(m.Total, "")
	roll := render.Section{Title: "Year to date by month", Columns: []render.Column{
		{Header: "Month", Kind: render.Text}, {Header: "House-banked drop", Kind: render.Money}, {Header: "House-banked win", Kind: render.Money},
		{Header: "Win to drop", Kind: render.Percent}, {Header: "Collection", Kind: render.Money}, {Header: "Engine win", Kind: render.Money},
		{Header: "Hands", Kind: render.Int},
	}}
	var tot MonthLine
	for _, ml := range m.Months {
		roll.Rows = append(roll.Rows, monthLineCells(ml))
		tot.BankedDrop += ml.BankedDrop
		tot.BankedWin += ml.BankedWin
		tot.Collection += ml.Collection
		tot.EngineWin += ml.EngineWin
		tot.Hands += ml.Hands
	}
	tot.Month = "Year to date"
	tot.Hold = holdOf(tot.BankedWin, tot.BankedDrop)
	roll.Totals = monthLineCells(tot)
	d.Sections = []render.Section{games, uncoveredSection(m.games, []string{"Month"}, m.Total.Expect), roll}
	return d
}

func monthlyCells(r MonthlyRow, game string) []render.Cell {
	return []render.Cell{render.TextCell(r.Name), render.TextCell(game), render.MoneyCell(r.Month.Drop),
		render.MoneyCell(r.Month.Fills), render.MoneyCell(r.Month.Credits), render.MoneyCell(r.Month.Win), pctCell(r.MonthHold),
		render.MoneyCell(r.Month.EngineWin), render.MoneyCell(r.Expect.Mean()), render.MoneyCell(r.Expect.SD()),
		render.IntCell(r.Month.Hands), render.MoneyCell(r.Year.Drop), render.MoneyCell(r.Year.Win), pctCell(r.YearHold)}
}

func monthLineCells(ml MonthLine) []render.Cell {
	return []render.Cell{render.TextCell(ml.Month), render.MoneyCell(ml.BankedDrop), render.MoneyCell(ml.BankedWin),
		pctCell(ml.Hold), render.MoneyCell(ml.Collection), render.MoneyCell(ml.EngineWin), render.IntCell(ml.Hands)}
}
