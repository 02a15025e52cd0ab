package render

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
)

var generated = time.Date(2026, 11, 22, 6, 35, 0, 0, time.UTC)

// dailyColumns are the daily table-games summary's columns.
var dailyColumns = []Column{
	{Header: "Table", Kind: Text, Width: 1},
	{Header: "Game", Kind: Text, Width: 1.6},
	{Header: "Hands", Kind: Int, Width: 0.8},
	{Header: "Total wagered", Kind: Money, Width: 1.3},
	{Header: "House win", Kind: Money, Width: 1.2},
	{Header: "Commission", Kind: Money, Width: 1.1},
	{Header: "Fees", Kind: Money, Width: 1},
	{Header: "Hold", Kind: Percent, Width: 0.8},
	// Wide enough for the header to fit one line in the PDF, which the
	// page-count arithmetic in pdf_test.go assumes.
	{Header: "Discrepancies found", Kind: Int, Width: 1.6},
	{Header: "Discrepancies open", Kind: Int, Width: 1.6},
}

// sampleDocument is a daily summary with n generated tables and the given
// totals. Row i (0-based) is table "T-%04d" of i+1.
func sampleDocument(n int) Document {
	d := Document{
		Title: "Daily table-games summary",
		Subtitle: []string{
			"Property: Main floor",
			"Gaming day: 2026-11-21 (06:00 America/Denver to 06:00)",
			"Generated 2026-11-22T06:35:00Z by nightly job, run 42",
		},
		Generated: generated,
		Columns:   dailyColumns,
		Notes: []string{
			"House win is the house's result as the tables settled the hands.",
			"A discrepancy is open until a second user approves a correction that covers it.",
		},
	}
	var hands, found, open int64
	var wagered, win, commission, fees rules.Money
	for i := range n {
		r := sampleRow(i)
		d.Rows = append(d.Rows, r)
		hands += r[2].n
		wagered += rules.Money(r[3].n)
		win += rules.Money(r[4].n)
		commission += rules.Money(r[5].n)
		fees += rules.Money(r[6].n)
		found += r[8].n
		open += r[9].n
	}
	d.Totals = []Cell{
		TextCell("Total"), TextCell(""), IntCell(hands), MoneyCell(wagered), MoneyCell(win),
		MoneyCell(commission), MoneyCell(fees), PercentCell(holdRate(win, wagered)), IntCell(found), IntCell(open),
	}
	return d
}

func sampleRow(i int) []Cell {
	wagered := rules.Money(150_000 + 1_234*i)
	// Every seventh table lost money: a negative house win.
	win := rules.Money(12_345 + 101*i)
	if i%7 == 3 {
		win = -win
	}
	return []Cell{
		TextCell(fmt.Sprintf("T-%04d", i+1)),
		TextCell([]string{"baccarat-co", "holdem", "pai-gow-poker"}[i%3]),
		IntCell(int64(40 + i%60)),
		MoneyCell(wagered),
		MoneyCell(win),
		MoneyCell(rules.Money(25 * (i % 9))),
		MoneyCell(rules.Money(100 * (i % 4))),
		PercentCell(holdRate(win, wagered)),
		IntCell(int64(i % 3)),
		IntCell(int64(i % 2)),
	}
}

// holdRate is win / wagered in basis points, truncated.
func holdRate(win, wagered rules.Money) rules.Rate {
	if wagered == 0 {
		return 0
	}
	return rules.Rate(int64(win) * 10000 / int64(wagered))
}

func TestCellString(t *testing.T) {
	tests := []struct {
		cell Cell
		want string
	}{
		{MoneyCell(0), "0.00"},
		{MoneyCell(5), "0.05"},
		{MoneyCell(-5), "-0.05"},
		{MoneyCell(10 + 20), "0.30"},
		{MoneyCell(99_999), "999.99"},
		{MoneyCell(100_000), "1,000.00"},
		{MoneyCell(-123_450), "-1,234.50"},
		{MoneyCell(1_234_567_890), "12,345,678.90"},
		{MoneyCell(-1_234_567_890), "-12,345,678.90"},
		{MoneyCell(rules.MaxMoney), "10,000,000,000.00"},
		{IntCell(0), "0"},
		{IntCell(999), "999"},
		{IntCell(1000), "1,000"},
		{IntCell(-1_234_567), "-1,234,567"},
		{PercentCell(525), "5.25%"},
		{PercentCell(0), "0.00%"},
		{PercentCell(-50), "-0.50%"},
		{PercentCell(1_000_000), "10,000.00%"},
		{DateCell(time.Date(2026, 11, 21, 23, 59, 0, 0, time.FixedZone("MST", -7*3600))), "2026-11-21"},
		{DateCell(time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC)), "1969-12-31"},
		{TextCell("T-01"), "T-01"},
		{Cell{}, ""},
	}
	for _, tt := range tests {
		if got := tt.cell.String(); got != tt.want {
			t.Errorf("%s cell %+v: String() = %q, want %q", tt.cell.Kind(), tt.cell, got, tt.want)
		}
	}
}

func TestValidate(t *testing.T) {
	cols := []Column{{Header: "Table", Kind: Text}, {Header: "Wagered", Kind: Money}}
	tests := []struct {
		name    string
		doc     Document
		wantErr string // "" for a valid document
	}{
		{"valid", Document{Columns: cols, Rows: [][]Cell{{TextCell("T1"), MoneyCell(5)}}, Totals: []Cell{TextCell("Total"), MoneyCell(5)}}, ""},
		{"text in a money column", Document{Columns: cols, Rows: [][]Cell{{TextCell("T1"), TextCell("n/a")}}}, ""},
		{"zero cells are empty text", Document{Columns: cols, Rows: [][]Cell{{{}, {}}}}, ""},
		{"no columns", Document{}, "no columns"},
		{"short row", Document{Columns: cols, Rows: [][]Cell{{TextCell("T1"), MoneyCell(1)}, {TextCell("T2")}}}, "row 2: has 1 cells, want 2"},
		{"kind mismatch", Document{Columns: cols, Rows: [][]Cell{{TextCell("T1"), IntCell(5)}}}, `row 1: column "Wagered": int cell in a money column`},
		{"bad totals", Document{Columns: cols, Totals: []Cell{MoneyCell(1), MoneyCell(1)}}, `totals row: column "Table": money cell in a text column`},
		{"unknown kind", Document{Columns: []Column{{Header: "X", Kind: Kind(42)}}}, "unknown kind 42"},
		{"negative width", Document{Columns: []Column{{Header: "X", Width: -1}}}, "negative width"},
	}
	for _, tt := range tests {
		err := tt.doc.validate()
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("%s: unexpected error %v", tt.name, err)
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.wantErr)
		}
	}
}

func TestRenderersRefuseInvalidDocuments(t *testing.T) {
	d := sampleDocument(2)
	d.Rows[1] = d.Rows[1][:3]
	var b strings.Builder
	if err := WriteXLSX(&b, d); err == nil || !strings.Contains(err.Error(), "row 2") {
		t.Errorf("WriteXLSX: error %v, want one naming row 2", err)
	}
	if err := WritePDF(&b, d); err == nil || !strings.Contains(err.Error(), "row 2") {
		t.Errorf("WritePDF: error %v, want one naming row 2", err)
	}
	if b.Len() != 0 {
		t.Errorf("an invalid document wrote %d bytes", b.Len())
	}
}

func TestSheetName(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Daily table-games summary", "Daily table-games summary"},
		{"Fills/credits: 2026-11-21 [draft]?", "Fills-credits- 2026-11-21 -draf"},
		{"'Quoted'", "Quoted"},
		{"", "Report"},
		{"***", "---"},
		{"Progressive liability réconciliation by pool", "Progressive liability réconcili"},
	}
	for _, tt := range tests {
		if got := SheetName(tt.title); got != tt.want {
			t.Errorf("SheetName(%q) = %q, want %q", tt.title, got, tt.want)
		}
	}
}

func TestGridSizes(t *testing.T) {
	cols := []Column{{Width: 1}, {Width: 2}, {}, {Width: 0.5}}
	got := gridSizes(cols)
	// Widths 1, 2, 1 (zero counts as 1) and 0.5 of 4.5.
	want := []int{222, 445, 222, 111}
	sum := 0
	for i := range got {
		sum += got[i]
		if got[i] != want[i] {
			t.Errorf("gridSizes = %v, want %v", got, want)
			break
		}
	}
	if sum != pdfGrid {
		t.Errorf("grid sizes sum to %d, want %d", sum, pdfGrid)
	}
}
