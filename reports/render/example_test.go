package render_test

import (
	"fmt"
	"io"
	"time"

	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
)

func ExampleCell_String() {
	fmt.Println(render.MoneyCell(rules.Money(-1_234_550)))
	fmt.Println(render.MoneyCell(rules.Money(10 + 20)))
	fmt.Println(render.IntCell(1_234_567))
	fmt.Println(render.PercentCell(rules.Rate(525)))
	// Output:
	// -12,345.50
	// 0.30
	// 1,234,567
	// 5.25%
}

func ExampleWriteXLSX() {
	d := render.Document{
		Title:     "Daily table-games summary",
		Subtitle:  []string{"Property: Main floor", "Gaming day: 2026-11-21"},
		Generated: time.Date(2026, 11, 22, 6, 35, 0, 0, time.UTC),
		Columns: []render.Column{
			{Header: "Table", Kind: render.Text, Width: 1},
			{Header: "Hands", Kind: render.Int, Width: 1},
			{Header: "House win", Kind: render.Money, Width: 1.5},
		},
		Rows: [][]render.Cell{
			{render.TextCell("BJ-01"), render.IntCell(212), render.MoneyCell(rules.Dollars(1_250))},
			{render.TextCell("BJ-02"), render.IntCell(198), render.MoneyCell(-rules.Dollars(300))},
		},
		Totals: []render.Cell{render.TextCell("Total"), render.IntCell(410), render.MoneyCell(rules.Dollars(950))},
		Notes:  []string{"House win: wagers collected less payouts, plus commission and fees."},
	}
	if err := render.WriteXLSX(io.Discard, d); err != nil {
		fmt.Println(err)
	}
	if err := render.WritePDF(io.Discard, d); err != nil {
		fmt.Println(err)
	}
	fmt.Println(render.SheetName(d.Title))
	// Output: Daily table-games summary
}
