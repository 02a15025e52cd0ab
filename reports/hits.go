package reports

import (
	"context"
	"fmt"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

// Hit is one progressive hit: where, on which line, how it was paid from
// the meter, and whether it is paid.
type Hit struct {
	PoolID     string      `gorm:"column:pool_id"`
	Seq        int64       `gorm:"column:seq"`
	Kind       string      `gorm:"column:kind"`
	At         time.Time   `gorm:"column:at"`
	TableID    string      `gorm:"column:table_id"`
	HandNumber int64       `gorm:"column:hand_number"`
	Seat       int         `gorm:"column:seat"`
	Line       string      `gorm:"column:line"`
	Percent    rules.Rate  `gorm:"column:percent"`
	Amount     rules.Money `gorm:"column:amount"`
	Confirmed  string      `gorm:"column:confirmed_by"`
}

// Reading is a meter reading beside the computed meter.
type Reading struct {
	ID       int64       `gorm:"column:id"`
	PoolID   string      `gorm:"column:pool_id"`
	ReadAt   time.Time   `gorm:"column:read_at"`
	Reader   string      `gorm:"column:reader"`
	Amount   rules.Money `gorm:"column:amount"`
	Computed rules.Money `gorm:"column:computed"`
	Note     string      `gorm:"column:note"`
}

// Variance is the reading less the computed meter.
func (r Reading) Variance() rules.Money { return r.Amount - r.Computed }

// Hits is the progressive hit log and meter verification of a gaming day.
type Hits struct {
	Property models.Property
	Day      models.Day
	Hits     []Hit
	Readings []Reading
	Paid     rules.Money
}

const hitsSQL = `
SELECT e.pool_id, e.seq, e.kind, e.at, COALESCE(e.table_id, '') AS table_id, COALESCE(h.hand_number, 0) AS hand_number,
       e.seat, e.line, e.percent, -(e.main) AS amount,
       COALESCE((SELECT c.approver FROM progressive_events c WHERE c.pool_id = e.pool_id AND c.kind = 'hit_confirmed'
                 AND c.ref_seq = e.seq ORDER BY c.seq LIMIT 1), '') AS confirmed_by
FROM progressive_events e
LEFT JOIN hands h ON h.id = e.hand_id AND h.gaming_day = e.hand_day
WHERE e.kind IN ('hit', 'hit_pending') AND e.gaming_day = @day
  AND e.pool_id IN (SELECT l.pool_id FROM progressive_links l JOIN game_tables t ON t.id = l.table_id
                    WHERE t.property_id = @property)
ORDER BY e.pool_id, e.seq`

const readingsSQL = `
SELECT m.id, m.pool_id, m.read_at, u.name AS reader, m.amount, m.note,
       COALESCE((SELECT e.main_after FROM progressive_events e WHERE e.pool_id = m.pool_id AND e.at <= m.read_at
                 ORDER BY e.seq DESC LIMIT 1), 0) AS computed
FROM meter_readings m JOIN users u ON u.id = m.read_by
WHERE m.gaming_day = @day
  AND m.pool_id IN (SELECT l.pool_id FROM progressive_links l JOIN game_tables t ON t.id = l.table_id
                    WHERE t.property_id = @property)
ORDER BY m.read_at, m.id`

func buildHits(ctx context.Context, src source, req Request, p period) (report, error) {
	h := Hits{Property: p.Property, Day: p.To, Hits: []Hit{}, Readings: []Reading{}}
	args := map[string]any{"property": p.Property.ID, "day": p.To}
	if err := src.store.RawScan(ctx, &h.Hits, hitsSQL, args); err != nil {
		return report{}, fmt.Errorf("hit log: %w", err)
	}
	if err := src.store.RawScan(ctx, &h.Readings, readingsSQL, args); err != nil {
		return report{}, fmt.Errorf("meter readings: %w", err)
	}
	for _, x := range h.Hits {
		// A pending hit also moves its amount off the main meter, to
		// pending, where the confirmation pays it from.
		h.Paid += x.Amount
	}
	return report{doc: h.Document(p), hands: int64(len(h.Hits)), data: h}, nil
}

// Document lays the hit log and the meter readings out.
func (h Hits) Document(p period) render.Document {
	loc, err := h.Property.Location()
	if err != nil {
		loc = time.UTC
	}
	d := render.Document{
		Title:     "Progressive hits and meter verification",
		Sheet:     "Hit log",
		Subtitle:  subtitle(h.Property, periodSpan(p), p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns: []render.Column{
			{Header: "Pool", Kind: render.Text, Width: 0.8},
			{Header: "Event", Kind: render.Int, Width: 0.6},
			{Header: "At", Kind: render.Text, Width: 1.1},
			{Header: "Table", Kind: render.Text, Width: 0.8},
			{Header: "Hand", Kind: render.Int, Width: 0.7},
			{Header: "Seat", Kind: render.Int, Width: 0.5},
			{Header: "Line", Kind: render.Text, Width: 1.8},
			{Header: "Paid as", Kind: render.Text, Width: 1.1},
			{Header: "From the meter", Kind: render.Money, Width: 1.1},
			{Header: "Status", Kind: render.Text, Width: 1.3},
		},
		Notes: []string{
			"Every progressive hit of the gaming day (the day of the hand that hit) with the amount its meter paid: a share of the meter (the percentage shown), or a fixed pay taken off the meter. Fixed pays from the tray are in the hand's settlement, not here.",
			"A hit above the pool's threshold waits for a second supervisor: pending until confirmed.",
			"Meter verification: each reading a person took off a pool's display, beside the main meter the event log held at that moment; every variance is to be investigated (N.J.A.C. 13:69D-1.34).",
		},
	}
	for _, x := range h.Hits {
		as := "fixed from the meter"
		if x.Percent != 0 {
			as = x.Percent.String() + " of the meter"
		}
		status := "paid"
		if x.Kind == "hit_pending" {
			status = "pending confirmation"
			if x.Confirmed != "" {
				status = "confirmed by " + personOf(x.Confirmed)
			}
		}
		d.Rows = append(d.Rows, []render.Cell{render.TextCell(x.PoolID), render.IntCell(x.Seq),
			render.TextCell(x.At.In(loc).Format("2006-01-02 15:04:05")), render.TextCell(x.TableID), render.IntCell(x.HandNumber),
			render.IntCell(int64(x.Seat)), render.TextCell(x.Line), render.TextCell(as), render.MoneyCell(x.Amount), render.TextCell(status)})
	}
	d.Totals = []render.Cell{render.TextCell("Total"), render.TextCell(""), render.TextCell(""), render.TextCell(""),
		render.TextCell(""), render.TextCell(""), render.TextCell(fmt.Sprintf("%d hits", len(h.Hits))), render.TextCell(""),
		render.MoneyCell(h.Paid), render.TextCell("")}
	sec := render.Section{Title: "Meter verification", Columns: []render.Column{
		{Header: "Pool", Kind: render.Text}, {Header: "Read at", Kind: render.Text}, {Header: "Read by", Kind: render.Text},
		{Header: "Reading", Kind: render.Money}, {Header: "Computed meter", Kind: render.Money}, {Header: "Variance", Kind: render.Money},
		{Header: "Note", Kind: render.Text, Width: 2},
	}}
	for _, r := range h.Readings {
		sec.Rows = append(sec.Rows, []render.Cell{render.TextCell(r.PoolID), render.TextCell(r.ReadAt.In(loc).Format("2006-01-02 15:04:05")),
			render.TextCell(r.Reader), render.MoneyCell(r.Amount), render.MoneyCell(r.Computed), render.MoneyCell(r.Variance()),
			render.TextCell(r.Note)})
	}
	d.Sections = []render.Section{sec}
	return d
}
