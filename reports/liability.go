package reports

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// KindProgressiveLiability is the progressive liability report: for each
// pool, what it owed at the start of the gaming day, what moved it, and
// what it owes at the end.
const KindProgressiveLiability = "progressive_liability"

// LiabilityRow is one pool's line.
type LiabilityRow struct {
	PoolID        string      `json:"pool_id"`
	Opening       rules.Money `json:"opening"`
	Contributions rules.Money `json:"contributions"`
	HitsPaid      rules.Money `json:"hits_paid"`
	Hits          int64       `json:"hits"`
	// Resets are what the house put in: the opening seed and the resets
	// after a hit beyond what the reserve covered.
	Resets      rules.Money `json:"resets"`
	Adjustments rules.Money `json:"adjustments"`
	Transfers   rules.Money `json:"transfers"`
	Closing     rules.Money `json:"closing"`
	Pending     rules.Money `json:"pending"`
	// Meters is what the log's running totals say the meters held at the
	// end of the day, main, reserve and pending together: it must equal
	// Closing.
	Meters rules.Money `json:"meters"`
}

// Balanced reports whether opening + contributions - hits + resets +
// adjustments + transfers = closing, and the meters agree.
func (r LiabilityRow) Balanced() bool {
	return r.Opening+r.Contributions-r.HitsPaid+r.Resets+r.Adjustments+r.Transfers == r.Closing && r.Closing == r.Meters
}

// LiabilityReport is the progressive liability of one property's gaming day.
type LiabilityReport struct {
	Property  models.Property `json:"-"`
	GamingDay models.Day      `json:"gaming_day"`
	Rows      []LiabilityRow  `json:"rows"`
	Totals    LiabilityRow    `json:"totals"`
	// Read says which day books and which records the figures come from.
	Read *models.BookRead `json:"-"`
}

// Liability runs the progressive liability report.
func Liability(ctx context.Context, store *models.Store, propertyID int64, day models.Day) (LiabilityReport, error) {
	prop, err := store.PropertyByID(ctx, propertyID)
	if err != nil {
		return LiabilityReport{}, err
	}
	return liability(ctx, source{store: store}, prop, day)
}

// liability sums every pool of the property (one linked to its tables)
// from its day books and records up to the day. An event belongs to the
// gaming day of the hand that caused it, so a hand recorded late adds
// events of an earlier day after events of later ones. The meters the log
// records are therefore read at the last event of a day up to the
// report's, less what events of later days, written before it, had put on
// them: the running totals must still add up to the day's closing.
func liability(ctx context.Context, src source, prop models.Property, day models.Day) (LiabilityReport, error) {
	r := LiabilityReport{Property: prop, GamingDay: day, Rows: []LiabilityRow{}}
	fail := func(err error) (LiabilityReport, error) {
		return LiabilityReport{}, fmt.Errorf("progressive liability: %w", err)
	}
	upTo, err := src.prepareBooks(ctx, prop.ID, models.BookPool, models.EarliestDay, day)
	if err != nil {
		return fail(err)
	}
	figs, err := src.store.BookPoolFigures(ctx, upTo)
	if err != nil {
		return fail(err)
	}
	rows := map[string]*LiabilityRow{}
	type last struct {
		seq   int64
		after rules.Money
	}
	lasts := map[string]last{}
	for _, f := range figs {
		if !slices.Contains(upTo.Subjects, f.PoolID) {
			continue
		}
		row := rows[f.PoolID]
		if row == nil {
			row = &LiabilityRow{PoolID: f.PoolID}
			rows[f.PoolID] = row
		}
		if f.GamingDay < day {
			row.Opening += f.Movement
		} else {
			row.Contributions += f.Contributions
			row.HitsPaid += f.HitsPaid
			row.Hits += f.Hits
			row.Resets += f.Resets
			row.Adjustments += f.Adjustments
			row.Transfers += f.Transfers
		}
		row.Closing += f.Movement
		row.Pending += f.Pending
		if f.LastSeq > lasts[f.PoolID].seq {
			lasts[f.PoolID] = last{f.LastSeq, f.LastAfter}
		}
	}
	// What events of later days written before each pool's last event of
	// the day put on the meters.
	later, err := src.store.LaterPoolMovement(ctx, prop.ID, day, func(pool string) int64 { return lasts[pool].seq }, src.books)
	if err != nil {
		return fail(err)
	}
	for id, row := range rows {
		row.Meters = lasts[id].after - later[id]
		r.Rows = append(r.Rows, *row)
	}
	slices.SortFunc(r.Rows, func(a, b LiabilityRow) int { return cmpString(a.PoolID, b.PoolID) })
	r.Read = upTo
	t := &r.Totals
	for _, row := range r.Rows {
		t.Opening += row.Opening
		t.Contributions += row.Contributions
		t.HitsPaid += row.HitsPaid
		t.Hits += row.Hits
		t.Resets += row.Resets
		t.Adjustments += row.Adjustments
		t.Transfers += row.Transfers
		t.Closing += row.Closing
		t.Pending += row.Pending
		t.Meters += row.Meters
	}
	return r, nil
}

// Document lays the report out for the file renderers.
func (r LiabilityReport) Document(generated time.Time, by string) render.Document {
	d := render.Document{
		Title:     "Progressive liability",
		Subtitle:  subtitle(r.Property, fmt.Sprintf("Gaming day: %s", r.GamingDay), generated, by),
		Generated: generated,
		Columns: []render.Column{
			{Header: "Pool", Kind: render.Text, Width: 1.2},
			{Header: "Opening", Kind: render.Money, Width: 1.1},
			{Header: "Contributions", Kind: render.Money, Width: 1.1},
			{Header: "Hits paid", Kind: render.Money, Width: 1.1},
			{Header: "Hits", Kind: render.Int, Width: 0.6},
			{Header: "Resets", Kind: render.Money, Width: 1},
			{Header: "Adjustments", Kind: render.Money, Width: 1},
			{Header: "Transfers", Kind: render.Money, Width: 1},
			{Header: "Closing", Kind: render.Money, Width: 1.1},
			{Header: "Pending", Kind: render.Money, Width: 1},
			{Header: "Balanced", Kind: render.Text, Width: 0.8},
		},
		Notes: []string{
			"Each pool's liability is everything its meters hold: main, reserve and prizes pending a supervisor's confirmation.",
			"Opening + contributions - hits paid + resets + adjustments + transfers = closing; Balanced also checks the closing figure against the meters the day's last event records.",
			"Resets are what the house put in: the opening seed, and refills of the main meter to its seed after a hit beyond what the reserve covered.",
			"A hit pending confirmation is not yet paid: it moves from the main meter to Pending and is paid when another supervisor confirms it.",
		},
	}
	for _, row := range r.Rows {
		d.Rows = append(d.Rows, liabilityCells(row))
	}
	t := r.Totals
	t.PoolID = "Total"
	d.Totals = liabilityCells(t)
	return d
}

func liabilityCells(r LiabilityRow) []render.Cell {
	ok := "yes"
	if !r.Balanced() {
		ok = "NO"
	}
	return []render.Cell{
		render.TextCell(r.PoolID), render.MoneyCell(r.Opening), render.MoneyCell(r.Contributions),
		render.MoneyCell(r.HitsPaid), render.IntCell(r.Hits), render.MoneyCell(r.Resets),
		render.MoneyCell(r.Adjustments), render.MoneyCell(r.Transfers), render.MoneyCell(r.Closing),
		render.MoneyCell(r.Pending), render.TextCell(ok),
	}
}
