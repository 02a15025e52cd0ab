package reports

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// Report kinds of table-games accounting.
const (
	// KindMasterGame is the Master Game Report of a gaming day (N.J.A.C.
	// 13:69D-1.34): every table's drop, fills, credits, opener, closer,
	// win and win-to-drop, the day's adjustments, and beside them the win
	// the engine gives for the table's verified hands.
	KindMasterGame = "master_game"
	// KindStatistical is the statistical report (COMAR 36.05.03.25, K.A.R.
	// 112-108-51): drop, win and win-to-drop by table, game and property
	// for the day, the month and the year to date, with variance flags,
	// and each table's win against its expected win from the pay tables.
	KindStatistical = "statistical"
	// KindMonthly is the monthly report with its year-to-date roll-up.
	KindMonthly = "monthly"
	// KindAdjustments and KindAdjustmentsMonthly list every correction and
	// adjustment of a day or month, flagging those over the threshold.
	KindAdjustments        = "adjustments"
	KindAdjustmentsMonthly = "adjustments_monthly"
	// KindExceptions is the exceptions report of a gaming day.
	KindExceptions = "exceptions"
	// KindProgressiveHits is the progressive hit log and meter
	// verification of a gaming day.
	KindProgressiveHits = "progressive_hits"
	// KindDealerErrors counts findings per dealer over a month.
	KindDealerErrors = "dealer_errors"
)

// MasterRow is one table's (or game's, or the total's) line of the Master
// Game Report.
type MasterRow struct {
	TableDay
	Name     string
	GameName string
	// Hold is the win-to-drop percentage; HasHold is false without a drop
	// (and for a collection box, where win is the drop).
	Hold    rules.Rate
	HasHold bool
	Remarks []string
}

// MasterGame is the Master Game Report of one gaming day.
type MasterGame struct {
	Property models.Property
	Day      models.Day
	Formula  string
	Rows     []MasterRow
	ByGame   []MasterRow
	// Total sums every table; its Hold is over the house-banked tables.
	Total MasterRow
	// BankedDrop and BankedWin are the house-banked tables' sums.
	BankedDrop, BankedWin rules.Money
	// Counts are the day's drop counts, one per table counted (its
	// latest), by table: who counted each box and when. Zone names the
	// property's time zone, in which the times are shown. Drop counts
	// stay in the database when their month is archived and dropped.
	Counts []MasterCount
	Zone   string
}

// MasterCount is a table's latest drop count of the day with its count
// sheet: the team that counted the box and when. Team is empty, and the
// times nil, for a count recorded before counts kept their sheet.
type MasterCount struct {
	TableID            string
	Amount             rules.Money
	Denominations      models.ChipCount
	Team               []string
	StartedAt, EndedAt *time.Time
	EnteredBy          string
}

func buildMasterGame(ctx context.Context, src source, req Request, p period) (report, error) {
	m, err := masterGame(ctx, src, p.Property, p.To)
	if err != nil {
		return report{}, err
	}
	doc := m.Document(p)
	if err := addShiftSection(ctx, src, p, &doc); err != nil { // shifts.go
		return report{}, err
	}
	return report{doc: doc, hands: m.Total.Hands, data: m}, nil
}

// masterGame runs the Master Game Report's query (the books of one day).
func masterGame(ctx context.Context, src source, prop models.Property, day models.Day) (MasterGame, error) {
	b, err := readBooks(ctx, src, prop, day, day)
	if err != nil {
		return MasterGame{}, err
	}
	m := MasterGame{Property: prop, Day: day, Formula: b.Formula.String()}
	games := map[string]*MasterRow{}
	for _, t := range b.Tables {
		d := b.Day(t.ID, day)
		r := MasterRow{TableDay: d, Name: t.ID, GameName: t.GameName}
		r.Remarks = remarks(d)
		if d.Box == ledger.BoxDrop {
			r.Hold, r.HasHold = WinToDrop(d.Win, d.Drop)
			m.BankedDrop += d.Drop
			m.BankedWin += d.Win
		}
		m.Rows = append(m.Rows, r)
		g := games[t.Game]
		if g == nil {
			g = &MasterRow{Name: t.GameName, GameName: t.GameName}
			g.Game, g.Box = t.Game, t.Box
			games[t.Game] = g
		}
		g.Add(d)
		m.Total.Add(d)
	}
	for _, g := range games {
		if g.Box == ledger.BoxDrop {
			g.Hold, g.HasHold = WinToDrop(g.Win, g.Drop)
		}
		m.ByGame = append(m.ByGame, *g)
	}
	slices.SortFunc(m.ByGame, func(a, b MasterRow) int { return cmpString(a.Name, b.Name) })
	m.Total.Name = "Total"
	m.Total.Hold, m.Total.HasHold = WinToDrop(m.BankedWin, m.BankedDrop)
	if err := m.readCounts(ctx, src); err != nil {
		return MasterGame{}, err
	}
	return m, nil
}

// readCounts reads who counted each box of the day and when: the latest
// count of each table (models.Store.CountSheet; counts are kept when their
// month is archived and dropped).
func (m *MasterGame) readCounts(ctx context.Context, src source) error {
	loc, err := m.Property.Location()
	if err != nil {
		return err
	}
	m.Zone = loc.String()
	lines, err := src.store.CountSheet(ctx, m.Property.ID, m.Day)
	if err != nil {
		return err
	}
	for _, l := range lines {
		if l.CountID == 0 {
			continue
		}
		sh := l.Sheet()
		c := MasterCount{TableID: l.TableID, Amount: l.Count, Denominations: sh.Denominations.Normal(), Team: sh.Team,
			EnteredBy: l.CountedBy}
		if sh.StartedAt != nil && sh.EndedAt != nil {
			start, end := sh.StartedAt.In(loc), sh.EndedAt.In(loc)
			c.StartedAt, c.EndedAt = &start, &end
		}
		m.Counts = append(m.Counts, c)
	}
	return nil
}

// countSection is the Master Game Report's table of the day's counts.
func (m MasterGame) countSection() render.Section {
	sec := render.Section{Title: "Drop counts", Columns: []render.Column{
		{Header: "Table", Kind: render.Text, Width: 0.9},
		{Header: "Count", Kind: render.Money, Width: 1.1},
		{Header: "Bills and chips", Kind: render.Text, Width: 2.2},
		{Header: "Count team", Kind: render.Text, Width: 2.2},
		{Header: "Began", Kind: render.Text, Width: 1.3},
		{Header: "Ended", Kind: render.Text, Width: 1.3},
		{Header: "Entered by", Kind: render.Text, Width: 0.9},
	}, Notes: []string{
		"Who counted each table's drop box and when: its latest count (a recount supersedes the count before it), with the count team as they signed the count sheet, and the user who entered it. Times are the property's (" + m.Zone + ").",
	}}
	var total rules.Money
	for _, c := range m.Counts {
		team, start, end := strings.Join(c.Team, ", "), "", ""
		if len(c.Team) == 0 {
			team = "(recorded before count sheets)"
		}
		if c.StartedAt != nil {
			start, end = c.StartedAt.Format("2006-01-02 15:04"), c.EndedAt.Format("2006-01-02 15:04")
		}
		bills := make([]string, len(c.Denominations))
		for i, d := range c.Denominations {
			bills[i] = fmt.Sprintf("%d × %s", d.Count, d.Denomination)
		}
		sec.Rows = append(sec.Rows, []render.Cell{render.TextCell(c.TableID), render.MoneyCell(c.Amount),
			render.TextCell(strings.Join(bills, ", ")), render.TextCell(team), render.TextCell(start), render.TextCell(end),
			render.TextCell(c.EnteredBy)})
		total += c.Amount
	}
	sec.Totals = []render.Cell{render.TextCell("Total"), render.MoneyCell(total), render.TextCell(""), render.TextCell(""),
		render.TextCell(""), render.TextCell(""), render.TextCell("")}
	return sec
}

// remarks says what a regulator would ask about a table's day.
func remarks(d TableDay) []string {
	var out []string
	if d.Box == ledger.BoxCollection {
		out = append(out, "collection box: win is the count")
	}
	if d.Box == ledger.BoxDrop && d.Active() {
		switch {
		case !d.OpenerKnown:
			out = append(out, "no opener")
		case d.OpenerRolled:
			out = append(out, "opener rolled from the last closer")
		}
		if !d.CloserKnown {
			out = append(out, "no closer")
		}
	}
	if d.Active() && d.Counts == 0 {
		out = append(out, "not counted")
	}
	if d.Counts > 1 {
		out = append(out, fmt.Sprintf("recounted (%d counts)", d.Counts))
	}
	if d.Unverified > 0 {
		out = append(out, fmt.Sprintf("%d slips not verified", d.Unverified))
	}
	if d.Voided > 0 {
		out = append(out, fmt.Sprintf("%d slips voided", d.Voided))
	}
	return out
}

// Document lays the Master Game Report out.
func (m MasterGame) Document(p period) render.Document {
	cols := []render.Column{
		{Header: "Table", Kind: render.Text, Width: 0.9},
		{Header: "Game", Kind: render.Text, Width: 1.3},
		{Header: "Drop", Kind: render.Money, Width: 1.1},
		{Header: "Fills", Kind: render.Money, Width: 1},
		{Header: "Credits", Kind: render.Money, Width: 1},
		{Header: "Opener", Kind: render.Money, Width: 1.1},
		{Header: "Closer", Kind: render.Money, Width: 1.1},
		{Header: "Win", Kind: render.Money, Width: 1.1},
		{Header: "Win to drop", Kind: render.Percent, Width: 0.8},
		{Header: "Adjustments", Kind: render.Money, Width: 1},
		{Header: "Engine win", Kind: render.Money, Width: 1.1},
		{Header: "Difference", Kind: render.Money, Width: 1.1},
		{Header: "Hands", Kind: render.Int, Width: 0.7},
		{Header: "Remarks", Kind: render.Text, Width: 1.8},
	}
	d := render.Document{
		Title:     "Master Game Report",
		Subtitle:  subtitle(m.Property, periodSpan(p), p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns:   cols,
		Notes: []string{
			"Win of a house-banked table = " + m.Formula + " (the property's win formula). Fills and credits count once the cage has verified them and while they are not voided; the opener is the one recorded for the day, else the table's last closer. A tray without an opener or without a closer is taken as unchanged (see the remarks and the exceptions report).",
			"A collection box (poker and player-dealer games) holds the fees the house took: its count is the table's win.",
			"Win to drop is win over drop, to a hundredth of a point, rounded half away from zero; the total's is over the house-banked tables.",
			"Adjustments are what approved corrections paid to (+) or collected from (-) players at the table's hands.",
			"Engine win is what the rules give for the table's recorded hands: losing wagers collected, less payouts, plus commission and fees. Difference is win less engine win: the chips players took away or brought, and any error.",
		},
	}
	for _, r := range m.Rows {
		d.Rows = append(d.Rows, masterCells(r, true))
	}
	d.Totals = masterCells(m.Total, false)
	sec := render.Section{Title: "By game", Columns: cols}
	for _, g := range m.ByGame {
		// A game's name goes under Game, where the page and the PDF give
		// long names room.
		cells := masterCells(g, false)
		cells[0], cells[1] = render.TextCell(""), render.TextCell(g.Name)
		sec.Rows = append(sec.Rows, cells)
	}
	sec.Totals = masterCells(m.Total, false)
	d.Sections = []render.Section{sec, m.countSection()}
	return d
}

func masterCells(r MasterRow, table bool) []render.Cell {
	name, game := r.Name, r.GameName
	if !table {
		game = ""
	}
	hold := render.TextCell("")
	if r.HasHold {
		hold = render.PercentCell(r.Hold)
	}
	opener, closer := render.TextCell(""), render.TextCell("")
	if table && r.OpenerKnown {
		opener = render.MoneyCell(r.Opener)
	}
	if table && r.CloserKnown {
		closer = render.MoneyCell(r.Closer)
	}
	if !table {
		opener, closer = render.MoneyCell(r.Opener), render.MoneyCell(r.Closer)
	}
	return []render.Cell{
		render.TextCell(name), render.TextCell(game), render.MoneyCell(r.Drop), render.MoneyCell(r.Fills),
		render.MoneyCell(r.Credits), opener, closer, render.MoneyCell(r.Win), hold,
		render.MoneyCell(r.Adjustments), render.MoneyCell(r.EngineWin), render.MoneyCell(r.Difference()),
		render.IntCell(r.Hands), render.TextCell(strings.Join(r.Remarks, "; ")),
	}
}
