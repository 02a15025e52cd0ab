package reports

import (
	"context"
	"fmt"
	"strings"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports/render"
)

// DealerRow is one dealer's hands and findings over the period.
type DealerRow struct {
	Dealer string
	Hands  int64
	// Discrepant counts hands with at least one finding; Open the findings
	// no approved correction covers.
	Discrepant int64
	Findings   int64
	Open       int64
	Payout     int64
	Result     int64
	Commission int64
	Fees       int64
	Other      int64
}

// Per100 is findings per hundred hands, in hundredths (125 is 1.25),
// rounded half away from zero.
func (r DealerRow) Per100() int64 {
	if r.Hands == 0 {
		return 0
	}
	num := r.Findings * 10000
	q, m := num/r.Hands, num%r.Hands
	if 2*m >= r.Hands {
		q++
	}
	return q
}

// Dealers is the dealer error report of a period.
type Dealers struct {
	Property models.Property
	From, To models.Day
	Rows     []DealerRow
	Total    DealerRow
	// Read says which day books and which records the figures come from.
	Read *models.BookRead
}

func buildDealers(ctx context.Context, src source, req Request, p period) (report, error) {
	d := Dealers{Property: p.Property, From: p.From, To: p.To, Rows: []DealerRow{}}
	read, err := src.prepareBooks(ctx, p.Property.ID, models.BookTable, p.From, p.To)
	if err != nil {
		return report{}, fmt.Errorf("dealer errors: %w", err)
	}
	figs, err := src.store.BookDealerFigures(ctx, read)
	if err != nil {
		return report{}, fmt.Errorf("dealer errors: %w", err)
	}
	for _, f := range figs {
		d.Rows = append(d.Rows, DealerRow{Dealer: f.Dealer, Hands: f.Hands, Discrepant: f.Discrepant, Findings: f.Findings,
			Open: f.Open, Payout: f.Payout, Result: f.Result, Commission: f.Commission, Fees: f.Fees, Other: f.Other})
	}
	d.Read = read
	for _, r := range d.Rows {
		t := &d.Total
		t.Hands += r.Hands
		t.Discrepant += r.Discrepant
		t.Findings += r.Findings
		t.Open += r.Open
		t.Payout += r.Payout
		t.Result += r.Result
		t.Commission += r.Commission
		t.Fees += r.Fees
		t.Other += r.Other
	}
	d.Total.Dealer = "Total"
	return report{doc: d.Document(p), hands: d.Total.Hands, data: d}, nil
}

// Document lays the dealer report out.
func (d Dealers) Document(p period) render.Document {
	doc := render.Document{
		Title:     "Dealer error report",
		Subtitle:  subtitle(d.Property, periodSpan(p), p.Now, personOf(p.By)),
		Generated: p.Now,
		Columns: []render.Column{
			{Header: "Dealer", Kind: render.Text, Width: 1.2},
			{Header: "Hands", Kind: render.Int},
			{Header: "Hands with findings", Kind: render.Int},
			{Header: "Findings", Kind: render.Int},
			{Header: "Per 100 hands", Kind: render.Text},
			{Header: "Payout", Kind: render.Int},
			{Header: "Result", Kind: render.Int},
			{Header: "Commission", Kind: render.Int},
			{Header: "Fees", Kind: render.Int},
			{Header: "Other", Kind: render.Int},
			{Header: "Still open", Kind: render.Int},
		},
		Notes: []string{
			"For surveillance and training: each dealer's hands and the findings the engine made on them, by kind (a payout, a result, a commission, a collection fee, anything else), and per hundred hands (rounded half away from zero).",
			"A hand's dealer is the one its record names (dealer_id), else the one its table opened with; hands neither names are under (none).",
		},
	}
	for _, r := range d.Rows {
		doc.Rows = append(doc.Rows, dealerCells(r))
	}
	doc.Totals = dealerCells(d.Total)
	return doc
}

func dealerCells(r DealerRow) []render.Cell {
	name := r.Dealer
	if strings.TrimSpace(name) == "" {
		name = "(none)"
	}
	per := r.Per100()
	return []render.Cell{render.TextCell(name), render.IntCell(r.Hands), render.IntCell(r.Discrepant), render.IntCell(r.Findings),
		render.TextCell(fmt.Sprintf("%d.%02d", per/100, per%100)), render.IntCell(r.Payout), render.IntCell(r.Result),
		render.IntCell(r.Commission), render.IntCell(r.Fees), render.IntCell(r.Other), render.IntCell(r.Open)}
}
