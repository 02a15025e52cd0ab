package render

import (
	"strings"
	"testing"
)

// statusDocument is a report of a day not signed off, long enough for
// several pages, with a second table and the signature lines.
func statusDocument() Document {
	d := edgeDocument()
	d.Status = "PROVISIONAL: gaming day 2026-11-21 is not signed off"
	d.PreparedBy = "nightly job, 2026-11-22 06:30 UTC"
	d.ReviewedBy = "________________ (not yet signed off)"
	row := d.Rows[1]
	for range 80 {
		d.Rows = append(d.Rows, row)
	}
	d.Sections = []Section{{
		Title:   "Adjustments",
		Columns: []Column{{Header: "What", Kind: Text}, {Header: "Amount", Kind: Money}},
		Rows:    [][]Cell{{TextCell("recount of BJ-02"), MoneyCell(-250_000)}},
		Notes:   []string{"Over the threshold of 2,000.00."},
	}}
	return d
}

// Every page of a provisional PDF says so, a report with sections prints
// each, and the signature lines close it.
func TestPDFStatusSectionsAndSignatures(t *testing.T) {
	d := statusDocument()
	pages := pdftotext(t, renderPDF(t, d), "-layout")
	if len(pages) < 3 {
		t.Fatalf("%d pages; the test needs several", len(pages))
	}
	for i, p := range pages {
		if !strings.Contains(p, d.Status) {
			t.Errorf("page %d does not say %q", i+1, d.Status)
		}
	}
	last := pages[len(pages)-1]
	for _, want := range []string{"Adjustments", "recount of BJ-02", "-2,500.00", "Prepared by: " + d.PreparedBy, "Reviewed by:"} {
		if !strings.Contains(last, want) {
			t.Errorf("last page lacks %q:\n%s", want, last)
		}
	}
	if err := (&Document{Title: "x", Columns: d.Columns, Sections: []Section{{Title: "y"}}}).validate(); err == nil {
		t.Error("a section without columns was accepted")
	}
}

// The spreadsheet puts each table on a sheet of its own, says PROVISIONAL
// at the top of every sheet and in its printed header, and ends the first
// sheet with the signature lines.
func TestXLSXStatusSectionsAndSignatures(t *testing.T) {
	d := statusDocument()
	f := openXLSX(t, renderXLSX(t, d))
	sheets := f.GetSheetList()
	if len(sheets) != 2 || sheets[1] != "Adjustments" {
		t.Fatalf("sheets %v", sheets)
	}
	for _, sh := range sheets {
		rows, err := f.GetRows(sh)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range rows[:5] {
			found = found || (len(r) > 0 && r[0] == d.Status)
		}
		if !found {
			t.Errorf("sheet %s does not say %q near its top: %v", sh, d.Status, rows[:5])
		}
		hf, err := f.GetHeaderFooter(sh)
		if err != nil || !strings.Contains(hf.OddHeader, "PROVISIONAL") {
			t.Errorf("sheet %s prints without the status: %+v, %v", sh, hf, err)
		}
	}
	rows, _ := f.GetRows(sheets[0])
	tail := strings.Join(rows[len(rows)-2], "") + "|" + strings.Join(rows[len(rows)-1], "")
	if !strings.Contains(tail, "Prepared by: "+d.PreparedBy) || !strings.Contains(tail, "Reviewed by:") {
		t.Errorf("first sheet ends with %q", tail)
	}
	adj, _ := f.GetRows("Adjustments")
	if !strings.Contains(strings.Join(adj[len(adj)-3], ","), "recount of BJ-02") {
		t.Errorf("Adjustments sheet: %v", adj)
	}
}

// Further signature lines (a slip's runner and pit) follow the two, in
// their order.
func TestXLSXSigners(t *testing.T) {
	d := statusDocument()
	d.Sections = nil
	d.Signers = []string{"Runner", "Pit (received at the table)"}
	f := openXLSX(t, renderXLSX(t, d))
	rows, err := f.GetRows(f.GetSheetList()[0])
	if err != nil {
		t.Fatal(err)
	}
	var tail []string
	for _, r := range rows[len(rows)-4:] {
		tail = append(tail, strings.Join(r, ""))
	}
	want := []string{"Prepared by: " + d.PreparedBy, "Reviewed by: " + d.ReviewedBy, "Runner", "Pit (received at the table)"}
	if strings.Join(tail, "|") != strings.Join(want, "|") {
		t.Errorf("the sheet ends with %q, want %q", tail, want)
	}
}
