// Package render writes a report, laid out as a Document, as an Excel
// workbook (.xlsx) and as a PDF. It knows nothing of the reports themselves:
// package reports runs each report's one query and lays the result out as a
// Document, so the web page, the spreadsheet and the PDF show the same
// figures.
//
// Money stays integer cents until the last step: a spreadsheet cell holds a
// binary float, so WriteXLSX converts each amount from its exact decimal
// string at the write boundary, and the PDF prints the decimal string itself.
package render

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/rules"
)

// Kind is what a column or a cell holds, which decides its number format
// and alignment in both files.
type Kind int

// The kinds of cell. Text is the zero value, so a zero Cell is an empty text
// cell.
const (
	Text    Kind = iota
	Int          // a count, written with thousands separators ("1,234")
	Money        // rules.Money, cents, written "12,345.67"
	Percent      // rules.Rate, basis points, written "5.25%"
	Date         // a calendar date, written "2026-11-21"
)

func (k Kind) String() string {
	switch k {
	case Text:
		return "text"
	case Int:
		return "int"
	case Money:
		return "money"
	case Percent:
		return "percent"
	case Date:
		return "date"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// numeric reports whether values of the kind are right-aligned.
func (k Kind) numeric() bool { return k == Int || k == Money || k == Percent }

// Column is one column of the report table.
type Column struct {
	Header string
	Kind   Kind
	// Width is relative to the other columns' widths (the PDF shares the
	// page width in these proportions); zero counts as 1. The spreadsheet
	// sizes its columns to their content instead.
	Width float64
}

// Cell is one value in the table. Build it with TextCell, IntCell,
// MoneyCell, PercentCell or DateCell. A text cell may stand in any column
// (a label such as "Total", or "" for nothing); any other cell must match
// its column's kind.
type Cell struct {
	kind Kind
	text string
	// n is the integer for Int, cents for Money, basis points for Percent
	// and days since 1970-01-01 for Date.
	n int64
}

// TextCell is a text cell.
func TextCell(s string) Cell { return Cell{kind: Text, text: s} }

// IntCell is an integer cell (a count).
func IntCell(n int64) Cell { return Cell{kind: Int, n: n} }

// MoneyCell is an amount of money.
func MoneyCell(m rules.Money) Cell { return Cell{kind: Money, n: int64(m)} }

// PercentCell is a percentage given in basis points.
func PercentCell(r rules.Rate) Cell { return Cell{kind: Percent, n: int64(r)} }

// DateCell is the calendar date of t in t's own location; the time of day
// is dropped.
func DateCell(t time.Time) Cell {
	y, m, d := t.Date()
	return Cell{kind: Date, n: time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400}
}

// Kind returns what the cell holds.
func (c Cell) Kind() Kind { return c.kind }

// String formats the cell as both files show it: "1,234", "-12,345.60",
// "5.25%", "2026-11-21".
func (c Cell) String() string {
	switch c.kind {
	case Int:
		return group(strconv.FormatInt(c.n, 10))
	case Money:
		return group(rules.Money(c.n).String())
	case Percent:
		return group(rules.Money(c.n).String()) + "%"
	case Date:
		return c.date().Format(time.DateOnly)
	}
	return c.text
}

func (c Cell) date() time.Time { return time.Unix(c.n*86400, 0).UTC() }

// group inserts thousands separators into a decimal string such as
// "-1234567.89". It works on the digits, never on a float.
func group(s string) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	whole, frac, hasDot := strings.Cut(s, ".")
	if len(whole) <= 3 {
		return sign + s
	}
	var b strings.Builder
	b.Grow(len(sign) + len(s) + len(whole)/3)
	b.WriteString(sign)
	head := len(whole) % 3
	if head == 0 {
		head = 3
	}
	b.WriteString(whole[:head])
	for i := head; i < len(whole); i += 3 {
		b.WriteByte(',')
		b.WriteString(whole[i : i+3])
	}
	if hasDot {
		b.WriteByte('.')
		b.WriteString(frac)
	}
	return b.String()
}

// Document is one report laid out for the renderers.
type Document struct {
	// Title names the report ("Daily table-games summary"); it also names
	// the spreadsheet's first sheet, unless Sheet does, and heads every PDF
	// page.
	Title string
	// Sheet names the first sheet when the title is too long for one (31
	// characters).
	Sheet string
	// Subtitle lines say what the report covers and how it was made
	// ("Property: Main floor", "Gaming day: 2026-11-21 ...", "Generated
	// ... by nightly job, run 42"). The PDF repeats them on every page.
	Subtitle []string
	// Generated is when the report was produced. Both files carry it as
	// their creation and modification time instead of the clock, so the
	// same document renders to the same bytes; zero leaves the library's
	// default (the clock, for the PDF).
	Generated time.Time
	Columns   []Column
	Rows      [][]Cell
	// Totals is the totals row, printed in bold below the rows; nil for
	// none.
	Totals []Cell
	// Notes are footnotes printed below the table: definitions, the seed
	// lines a figure rests on.
	Notes []string
	// Status, when set, is printed on every page and at the top of every
	// sheet: "PROVISIONAL: gaming day 2026-11-21 is not signed off". Empty
	// for a final report.
	Status string
	// PreparedBy and ReviewedBy are the signature lines printed after the
	// last table: who produced the report and when, and who reviewed it
	// (the officer who signed the gaming day off), or blank lines to sign.
	PreparedBy, ReviewedBy string
	// Signers are further signature lines, after those two, each as it is
	// printed before its line ("Runner", "Cage: cass").
	Signers []string
	// Sections are further tables, each with its own columns, after the
	// first (each on its own sheet in the spreadsheet).
	Sections []Section
}

// Section is a table of a document after the first.
type Section struct {
	// Title heads the table and names its sheet.
	Title   string
	Columns []Column
	Rows    [][]Cell
	Totals  []Cell
	Notes   []string
}

// Tables returns the document's tables, the first one included, as
// sections.
func (d *Document) Tables() []Section {
	title := d.Title
	if d.Sheet != "" {
		title = d.Sheet
	}
	out := []Section{{Title: title, Columns: d.Columns, Rows: d.Rows, Totals: d.Totals, Notes: d.Notes}}
	return append(out, d.Sections...)
}

// validate refuses a document whose rows do not fit its columns, so a
// layout bug fails the render instead of shifting figures under the wrong
// header.
func (d *Document) validate() error {
	for k, sec := range d.Tables() {
		name := d.Title
		if k > 0 {
			name += ": " + sec.Title
		}
		if err := sec.validate(); err != nil {
			return fmt.Errorf("render %q: %w", name, err)
		}
	}
	return nil
}

func (s *Section) validate() error {
	if len(s.Columns) == 0 {
		return fmt.Errorf("no columns")
	}
	for i, c := range s.Columns {
		if c.Kind < Text || c.Kind > Date {
			return fmt.Errorf("column %d (%q) has unknown kind %d", i+1, c.Header, int(c.Kind))
		}
		if c.Width < 0 {
			return fmt.Errorf("column %d (%q) has negative width %g", i+1, c.Header, c.Width)
		}
	}
	for i, row := range s.Rows {
		if err := checkRow(s.Columns, row); err != nil {
			return fmt.Errorf("row %d: %w", i+1, err)
		}
	}
	if s.Totals != nil {
		if err := checkRow(s.Columns, s.Totals); err != nil {
			return fmt.Errorf("totals row: %w", err)
		}
	}
	return nil
}

func checkRow(cols []Column, row []Cell) error {
	if len(row) != len(cols) {
		return fmt.Errorf("has %d cells, want %d (one per column)", len(row), len(cols))
	}
	for j, c := range row {
		if c.kind != Text && c.kind != cols[j].Kind {
			return fmt.Errorf("column %q: %s cell in a %s column", cols[j].Header, c.kind, cols[j].Kind)
		}
	}
	return nil
}
