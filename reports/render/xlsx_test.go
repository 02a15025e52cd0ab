package render

import (
	"archive/zip"
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/xuri/excelize/v2"
)

// edgeDocument has the money edge cases: zero, a house loss, a large
// amount, and 0.10 + 0.20, whose float sum is not 0.30.
func edgeDocument() Document {
	return Document{
		Title:     "Daily table-games summary",
		Subtitle:  []string{"Property: Main floor", "Gaming day: 2026-11-21 (06:00 America/Denver to 06:00)"},
		Generated: generated,
		Columns: []Column{
			{Header: "Table", Kind: Text, Width: 1},
			{Header: "Hands", Kind: Int, Width: 1},
			{Header: "House win", Kind: Money, Width: 1},
			{Header: "Fees", Kind: Money, Width: 1},
			{Header: "Hold", Kind: Percent, Width: 1},
			{Header: "Opened", Kind: Date, Width: 1},
		},
		Rows: [][]Cell{
			{TextCell("BJ-01"), IntCell(0), MoneyCell(0), MoneyCell(10), PercentCell(0), DateCell(time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC))},
			{TextCell("BJ-02"), IntCell(57), MoneyCell(-123_450), MoneyCell(20), PercentCell(-1_275), DateCell(time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC))},
			{TextCell("BAC-01"), IntCell(1_234_567), MoneyCell(1_234_567_890), MoneyCell(0), PercentCell(525), TextCell("")},
		},
		Totals: []Cell{TextCell("Total"), IntCell(1_234_624), MoneyCell(1_234_444_440), MoneyCell(30), PercentCell(1_100), TextCell("")},
		Notes:  []string{"Hold is house win over total wagered.", "Fees per seed 000, collection schedule line 12."},
	}
}

func renderXLSX(t testing.TB, d Document) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := WriteXLSX(&b, d); err != nil {
		t.Fatalf("WriteXLSX: %v", err)
	}
	return b.Bytes()
}

func openXLSX(t *testing.T, b []byte) *excelize.File {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("OpenReader: %v", err)
	}
	t.Cleanup(func() { _ = f.Close() })
	return f
}

func TestWriteXLSXReadBack(t *testing.T) {
	d := edgeDocument()
	f := openXLSX(t, renderXLSX(t, d))
	const sheet = "Daily table-games summary"
	if got := f.GetSheetList(); len(got) != 1 || got[0] != sheet {
		t.Fatalf("sheets = %q, want [%q]", got, sheet)
	}
	value := func(cell string) string {
		t.Helper()
		v, err := f.GetCellValue(sheet, cell)
		if err != nil {
			t.Fatalf("%s: %v", cell, err)
		}
		return v
	}
	raw := func(cell string) string {
		t.Helper()
		v, err := f.GetCellValue(sheet, cell, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatalf("%s: %v", cell, err)
		}
		return v
	}
	style := func(cell string) *excelize.Style {
		t.Helper()
		id, err := f.GetCellStyle(sheet, cell)
		if err != nil {
			t.Fatalf("%s: %v", cell, err)
		}
		s, err := f.GetStyle(id)
		if err != nil {
			t.Fatalf("%s: style %d: %v", cell, id, err)
		}
		return s
	}
	isNumber := func(cell string) bool {
		t.Helper()
		typ, err := f.GetCellType(sheet, cell)
		if err != nil {
			t.Fatalf("%s: %v", cell, err)
		}
		return typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset
	}

	// Title, subtitles, a blank row, then the header in row 4.
	for cell, want := range map[string]string{
		"A1": d.Title, "A2": d.Subtitle[0], "A3": d.Subtitle[1], "A4": "",
	} {
		if got := value(cell); got != want {
			t.Errorf("%s = %q, want %q", cell, got, want)
		}
	}
	if !style("A1").Font.Bold {
		t.Error("title is not bold")
	}
	const headerRow = 5
	for j, c := range d.Columns {
		cell, _ := excelize.CoordinatesToCellName(j+1, headerRow)
		if got := value(cell); got != c.Header {
			t.Errorf("header %s = %q, want %q", cell, got, c.Header)
		}
		if s := style(cell); s.Font == nil || !s.Font.Bold {
			t.Errorf("header %s is not bold", cell)
		}
	}

	rows := append(append([][]Cell{}, d.Rows...), d.Totals)
	for i, r := range rows {
		rowNum := headerRow + 1 + i
		totals := i == len(d.Rows)
		for j, c := range r {
			cell, _ := excelize.CoordinatesToCellName(j+1, rowNum)
			s := style(cell)
			if totals && (s.Font == nil || !s.Font.Bold) {
				t.Errorf("totals %s is not bold", cell)
			}
			switch c.Kind() {
			case Text:
				if got := value(cell); got != c.text {
					t.Errorf("%s = %q, want %q", cell, got, c.text)
				}
			case Int:
				if !isNumber(cell) {
					t.Errorf("%s is not a number", cell)
				}
				if got := raw(cell); got != strconv.FormatInt(c.n, 10) {
					t.Errorf("%s = %q, want the integer %d", cell, got, c.n)
				}
				if s.NumFmt != numFmtInt {
					t.Errorf("%s number format %d, want %d (#,##0)", cell, s.NumFmt, numFmtInt)
				}
			case Money:
				if !isNumber(cell) {
					t.Errorf("%s is not a number", cell)
				}
				got := raw(cell)
				// The stored digits are the exact amount...
				cents, err := rules.ParseSignedMoney(got)
				if err != nil || int64(cents) != c.n {
					t.Errorf("%s = %q (%v), want %d cents exactly", cell, got, err, c.n)
				}
				// ...and the number a spreadsheet reads is cents/100.
				if v, err := strconv.ParseFloat(got, 64); err != nil || v != float64(c.n)/100 {
					t.Errorf("%s = %q, want the number %v", cell, got, float64(c.n)/100)
				}
				if s.NumFmt != numFmtMoney {
					t.Errorf("%s number format %d, want %d (#,##0.00)", cell, s.NumFmt, numFmtMoney)
				}
				// The spreadsheet shows what the PDF shows.
				if got := value(cell); got != c.String() {
					t.Errorf("%s shows %q, want %q", cell, got, c.String())
				}
			case Percent:
				if got, want := raw(cell), decimal(c.n, 4); mustFloat(t, got) != mustFloat(t, want) {
					t.Errorf("%s = %q, want %s", cell, got, want)
				}
				if s.NumFmt != numFmtPercent {
					t.Errorf("%s number format %d, want %d (0.00%%)", cell, s.NumFmt, numFmtPercent)
				}
			case Date:
				if got := value(cell); got != c.String() {
					t.Errorf("%s shows %q, want %q", cell, got, c.String())
				}
				// 2026-11-21 is day 46347 of the 1900 date system.
				if got := raw(cell); got != "46347" {
					t.Errorf("%s = %q, want serial 46347", cell, got)
				}
			}
		}
	}

	notesRow := headerRow + len(rows) + 2
	for i, n := range d.Notes {
		cell := "A" + strconv.Itoa(notesRow+i)
		if got := value(cell); got != n {
			t.Errorf("note %s = %q, want %q", cell, got, n)
		}
	}

	panes, err := f.GetPanes(sheet)
	if err != nil {
		t.Fatal(err)
	}
	if !panes.Freeze || panes.YSplit != headerRow || panes.TopLeftCell != "A6" {
		t.Errorf("panes = %+v, want frozen below row %d", panes, headerRow)
	}

	props, err := f.GetDocProps()
	if err != nil {
		t.Fatal(err)
	}
	if props.Title != d.Title || props.Creator != "casinod" ||
		props.Created != "2026-11-22T06:35:00Z" || props.Modified != "2026-11-22T06:35:00Z" {
		t.Errorf("doc props = %+v", props)
	}

	for j, c := range d.Columns {
		name, _ := excelize.ColumnNumberToName(j + 1)
		w, err := f.GetColWidth(sheet, name)
		if err != nil {
			t.Fatal(err)
		}
		if w < float64(len(c.Header)) || w < minColWidth || w > maxColWidth {
			t.Errorf("column %s (%q) width %v", name, c.Header, w)
		}
	}

	var printTitles bool
	for _, dn := range f.GetDefinedName() {
		if dn.Name == "_xlnm.Print_Titles" && dn.RefersTo == "'Daily table-games summary'!$5:$5" {
			printTitles = true
		}
	}
	if !printTitles {
		t.Errorf("no print titles for the header row: %+v", f.GetDefinedName())
	}
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return v
}

// TestXLSXMoneyIsExact checks the worksheet XML itself: 0.10 + 0.20 in
// float64 is 0.30000000000000004, and that must never reach the file.
func TestXLSXMoneyIsExact(t *testing.T) {
	b := renderXLSX(t, edgeDocument())
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	var sheetXML string
	for _, zf := range zr.File {
		if zf.Name == "xl/worksheets/sheet1.xml" {
			rc, err := zf.Open()
			if err != nil {
				t.Fatal(err)
			}
			x, err := io.ReadAll(rc)
			_ = rc.Close()
			if err != nil {
				t.Fatal(err)
			}
			sheetXML = string(x)
		}
	}
	if sheetXML == "" {
		t.Fatal("no xl/worksheets/sheet1.xml in the workbook")
	}
	for _, want := range []string{"<v>0.1</v>", "<v>0.2</v>", "<v>0.3</v>", "<v>-1234.5</v>", "<v>12345678.9</v>", "<v>12344444.4</v>", "<v>0</v>", "<v>-0.1275</v>"} {
		if !strings.Contains(sheetXML, want) {
			t.Errorf("worksheet has no %s", want)
		}
	}
	for _, m := range regexp.MustCompile(`<v>[^<]*</v>`).FindAllString(sheetXML, -1) {
		if strings.Contains(m, "00000") || strings.Contains(m, "99999") || strings.ContainsAny(m, "eE") {
			t.Errorf("worksheet value %s is a float artefact", m)
		}
	}
	// Excel repairs a sheet whose <col> elements are not in order.
	var last int
	for _, m := range regexp.MustCompile(`<col min="(\d+)"`).FindAllStringSubmatch(sheetXML, -1) {
		n, _ := strconv.Atoi(m[1])
		if n <= last {
			t.Errorf("<col min=%d> follows <col min=%d>: columns out of order", n, last)
		}
		last = n
	}
	if last == 0 {
		t.Error("no column widths in the worksheet")
	}
}

func TestXLSXRefusesInexactAmounts(t *testing.T) {
	d := edgeDocument()
	// 16 significant digits: a float64 cannot hold it exactly.
	d.Totals[2] = MoneyCell(1_234_567_890_123_456)
	err := WriteXLSX(io.Discard, d)
	if err == nil || !strings.Contains(err.Error(), "12345678901234.56") {
		t.Fatalf("err = %v, want a refusal naming the amount", err)
	}
	// 15 digits, with trailing zeros that do not count, is fine.
	d.Totals[2] = MoneyCell(99_999_999_999_999_00)
	if err := WriteXLSX(io.Discard, d); err != nil {
		t.Fatalf("15-digit amount refused: %v", err)
	}
}

func TestWriteXLSXDeterministic(t *testing.T) {
	d := sampleDocument(50)
	a, b := renderXLSX(t, d), renderXLSX(t, d)
	if !bytes.Equal(a, b) {
		t.Fatal("two renders of the same document differ")
	}
	d.Generated = d.Generated.Add(time.Second)
	if bytes.Equal(a, renderXLSX(t, d)) {
		t.Fatal("the generation time does not reach the file")
	}
}

func TestWriteXLSXWithoutTotalsOrNotes(t *testing.T) {
	d := edgeDocument()
	d.Totals, d.Notes, d.Subtitle = nil, nil, nil
	f := openXLSX(t, renderXLSX(t, d))
	rows, err := f.GetRows(SheetName(d.Title))
	if err != nil {
		t.Fatal(err)
	}
	// Title, blank, header, three rows.
	if len(rows) != 6 {
		t.Fatalf("%d rows, want 6: %q", len(rows), rows)
	}
	if rows[5][0] != "BAC-01" {
		t.Errorf("last row starts %q, want BAC-01", rows[5][0])
	}
}

func TestSignificantDigits(t *testing.T) {
	tests := map[string]int{
		"0.00": 0, "0.10": 1, "-0.0525": 3, "12345678.90": 9, "100.00": 1,
		"9999999999999.99": 15, "12345678901234.56": 16, "-99999999999999.00": 14,
	}
	for s, want := range tests {
		if got := significantDigits(s); got != want {
			t.Errorf("significantDigits(%q) = %d, want %d", s, got, want)
		}
	}
}
