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
	Dealer string `gorm:"column:dealer"`
	Hands  int64  `gorm:"column:hands"`
	// Discrepant counts hands with at least one finding; Open the findings
	// no approved correction covers.
	Discrepant int64 `gorm:"column:discrepant"`
	Findings   int64 `gorm:"column:findings"`
	Open       int64 `gorm:"column:open_findings"`
	Payout     int64 `gorm:"column:payout"`
	Result     int64 `gorm:"column:result"`
	Commission int64 `gorm:"column:commission"`
	Fees       int64 `gorm:"column:fees"`
	Other      int64 `gorm:"column:other"`
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
}

// dealersSQL counts each dealer's hands and findings by kind. A hand's
// dealer is the one its record names, else the one its table's session
// opened with when it was dealt; "" when neither says.
const dealersSQL = `
SELECT x.dealer, COUNT(*) AS hands,
       SUM(CASE WHEN x.verdict = 'discrepancy' THEN 1 ELSE 0 END) AS discrepant,
       COALESCE(SUM(fc.n), 0) AS findings, COALESCE(SUM(fc.open_n), 0) AS open_findings,
       COALESCE(SUM(fc.payout), 0) AS payout, COALESCE(SUM(fc.result), 0) AS result,
       COALESCE(SUM(fc.commission), 0) AS commission, COALESCE(SUM(fc.fees), 0) AS fees,
       COALESCE(SUM(fc.other), 0) AS other
FROM (
    SELECT h.id, h.verdict,
           COALESCE(h.dealer_id,
                    (SELECT ts.dealer_id FROM table_sessions ts
                     WHERE ts.table_id = h.table_id AND ts.opened_at <= h.dealt_at
                       AND (ts.closed_at IS NULL OR ts.closed_at > h.dealt_at)
                     ORDER BY ts.opened_at DESC LIMIT 1),
                    '') AS dealer
    FROM hands h
    WHERE h.property_id = @property AND h.gaming_day >= @from AND h.gaming_day <= @to
) x
LEFT JOIN (
    SELECT f.hand_id, COUNT(*) AS n,
           SUM(CASE WHEN EXISTS (SELECT 1 FROM corrections c JOIN correction_approvals a ON a.correction_id = c.id
                                 WHERE c.hand_id = f.hand_id AND (c.finding_id = f.id OR c.finding_id IS NULL))
               THEN 0 ELSE 1 END) AS open_n,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 0
                    WHEN f.field IN ('payout', 'won') THEN 1 ELSE 0 END) AS payout,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 0
                    WHEN f.field = 'result' THEN 1 ELSE 0 END) AS result,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 0
                    WHEN f.field = 'commission' THEN 1 ELSE 0 END) AS commission,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee' THEN 1 ELSE 0 END) AS fees,
           SUM(CASE WHEN f.bet LIKE 'fee%' OR f.bet LIKE 'collection%' OR f.field = 'fee'
                      OR f.field IN ('payout', 'won', 'result', 'commission') THEN 0 ELSE 1 END) AS other
    FROM findings f JOIN hands fh ON fh.id = f.hand_id
    WHERE fh.property_id = @property AND fh.gaming_day >= @from AND fh.gaming_day <= @to
    GROUP BY f.hand_id
) fc ON fc.hand_id = x.id
GROUP BY x.dealer
ORDER BY x.dealer`

func buildDealers(ctx context.Context, src source, req Request, p period) (report, error) {
	d := Dealers{Property: p.Property, From: p.From, To: p.To, Rows: []DealerRow{}}
	if err := src.store.RawScan(ctx, &d.Rows, dealersSQL, map[string]any{"property": p.Property.ID, "from": p.From, "to": p.To}); err != nil {
		return report{}, fmt.Errorf("dealer errors: %w", err)
	}
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
