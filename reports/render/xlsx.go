package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/tablegames/casino/rules"
	"github.com/xuri/excelize/v2"
)

// Creator is the application the files name as their author.
const Creator = "casinod"

// Built-in spreadsheet number formats (ECMA-376 Part 1, 18.8.30): built-in
// ids need no custom format entry, so every spreadsheet program knows them.
const (
	numFmtInt     = 3  // #,##0
	numFmtMoney   = 4  // #,##0.00
	numFmtPercent = 10 // 0.00%
)

// dateFormat is custom: built-in 14 follows the reader's locale, and a
// regulator in another state should read the same date.
const dateFormat = "yyyy-mm-dd"

// excelEpochDays is day 0 of the spreadsheet date system, 1899-12-30, in
// days since 1970-01-01 (Excel's 1900 leap-year quirk only affects dates
// before March 1900).
const excelEpochDays = -25569

// maxExactDigits is how many significant digits survive a trip through a
// float64 and back (DBL_DIG). An amount with more could not be written
// exactly, so it is refused rather than rounded.
const maxExactDigits = 15

// Column widths, in characters, that the spreadsheet keeps between.
const (
	minColWidth = 8
	maxColWidth = 60
)

// WriteXLSX writes d as a one-sheet workbook: title and subtitle rows, a
// bold header row with the panes frozen below it, the rows, the bold totals
// row and the notes. Numbers are real spreadsheet numbers (money with the
// format #,##0.00), so they sum in the spreadsheet. Rows go through
// excelize's StreamWriter, which spills to a temporary file past 16 MB;
// the finished zip is still built in memory before it is copied to w
// (docs/report-libraries.md).
func WriteXLSX(w io.Writer, d Document) (err error) {
	if err := d.validate(); err != nil {
		return err
	}
	f := excelize.NewFile()
	defer func() {
		if cerr := f.Close(); err == nil && cerr != nil {
			err = fmt.Errorf("render %q: xlsx: %w", d.Title, cerr)
		}
	}()
	if err := writeXLSX(f, d); err != nil {
		return fmt.Errorf("render %q: xlsx: %w", d.Title, err)
	}
	if _, err := f.WriteTo(w); err != nil {
		return fmt.Errorf("render %q: xlsx: %w", d.Title, err)
	}
	return nil
}

func writeXLSX(f *excelize.File, d Document) error {
	if err := setDocProps(f, d); err != nil {
		return err
	}
	used := map[string]bool{}
	for k, sec := range d.Tables() {
		sheet := SheetName(sec.Title)
		for n := 2; used[sheet]; n++ {
			sheet = SheetName(fmt.Sprintf("%s (%d)", sec.Title, n))
		}
		used[sheet] = true
		if k == 0 {
			if err := f.SetSheetName(f.GetSheetName(0), sheet); err != nil {
				return err
			}
		} else if _, err := f.NewSheet(sheet); err != nil {
			return err
		}
		head := append([]string(nil), d.Subtitle...)
		if k > 0 {
			head = append([]string{sec.Title}, head...)
		}
		var tail []string
		if k == 0 {
			tail = d.signatures()
		}
		if err := writeSheet(f, sheet, d, head, sec, tail); err != nil {
			return fmt.Errorf("sheet %s: %w", sheet, err)
		}
	}
	return nil
}

// signatures are the prepared-by and reviewed-by lines, if any.
func (d Document) signatures() []string {
	var out []string
	if d.PreparedBy != "" {
		out = append(out, "Prepared by: "+d.PreparedBy)
	}
	if d.ReviewedBy != "" {
		out = append(out, "Reviewed by: "+d.ReviewedBy)
	}
	return append(out, d.Signers...)
}

// writeSheet writes one table on one sheet: the report's title, the lines
// under it, the status, the table and its notes, then the tail lines.
func writeSheet(f *excelize.File, sheet string, d Document, head []string, sec Section, tail []string) error {
	// The header row, 1-based: title, lines, status, one blank row, header.
	headerRow := len(head) + 3
	if d.Status != "" {
		headerRow++
	}
	if err := setPrintLayout(f, sheet, headerRow, d.Status); err != nil {
		return err
	}
	st, err := newXLSXStyles(f, sec.Columns)
	if err != nil {
		return err
	}

	// Widths and panes must be set before the first row is streamed.
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return err
	}
	// excelize puts each new width before the earlier ones, and Excel
	// repairs a sheet whose columns are out of order: set them last first.
	widths := columnWidths(sec)
	for i := len(widths) - 1; i >= 0; i-- {
		if err := sw.SetColWidth(i+1, i+1, widths[i]); err != nil {
			return err
		}
	}
	first := "A" + strconv.Itoa(headerRow+1)
	if err := sw.SetPanes(&excelize.Panes{
		Freeze: true, YSplit: headerRow, TopLeftCell: first, ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: first, ActiveCell: first, Pane: "bottomLeft"}},
	}); err != nil {
		return err
	}

	row := 1
	put := func(values []any, opts ...excelize.RowOpts) error {
		err := sw.SetRow("A"+strconv.Itoa(row), values, opts...)
		row++
		return err
	}
	if err := put([]any{excelize.Cell{StyleID: st.title, Value: d.Title}}); err != nil {
		return err
	}
	for _, s := range head {
		if err := put([]any{excelize.Cell{StyleID: st.subtitle, Value: s}}); err != nil {
			return err
		}
	}
	if d.Status != "" {
		if err := put([]any{excelize.Cell{StyleID: st.status, Value: d.Status}}); err != nil {
			return err
		}
	}
	row++ // blank row above the table

	header := make([]any, len(sec.Columns))
	for i, c := range sec.Columns {
		header[i] = excelize.Cell{StyleID: st.header[i], Value: c.Header}
	}
	if err := put(header); err != nil {
		return err
	}

	values := make([]any, len(sec.Columns)) // reused: SetRow copies the values out
	for i, r := range sec.Rows {
		if err := xlsxRow(values, r, st.body); err != nil {
			return fmt.Errorf("row %d: %w", i+1, err)
		}
		if err := put(values); err != nil {
			return err
		}
	}
	if sec.Totals != nil {
		if err := xlsxRow(values, sec.Totals, st.totals); err != nil {
			return fmt.Errorf("totals row: %w", err)
		}
		if err := put(values); err != nil {
			return err
		}
	}
	if len(sec.Notes) > 0 {
		row++
		for _, n := range sec.Notes {
			if err := put([]any{excelize.Cell{StyleID: st.note, Value: n}}); err != nil {
				return err
			}
		}
	}
	if len(tail) > 0 {
		row++
		for _, n := range tail {
			if err := put([]any{excelize.Cell{StyleID: st.subtitle, Value: n}}); err != nil {
				return err
			}
		}
	}
	return sw.Flush()
}

// SheetName turns a report title into a valid sheet name: at most 31
// characters, none of : \ / ? * [ ], not empty, not starting or ending
// with an apostrophe.
func SheetName(title string) string {
	s := strings.Map(func(r rune) rune {
		switch r {
		case ':', '\\', '/', '?', '*', '[', ']':
			return '-'
		}
		return r
	}, title)
	if utf8.RuneCountInString(s) > 31 {
		s = string([]rune(s)[:31])
	}
	s = strings.TrimSpace(strings.Trim(s, "'"))
	if s == "" {
		return "Report"
	}
	return s
}

func setDocProps(f *excelize.File, d Document) error {
	p := &excelize.DocProperties{
		Title:          d.Title,
		Subject:        strings.Join(d.Subtitle, "; "),
		Creator:        Creator,
		LastModifiedBy: Creator,
	}
	// excelize's template carries a fixed date, so a zero Generated still
	// renders the same bytes every time.
	if !d.Generated.IsZero() {
		p.Created = d.Generated.UTC().Format(time.RFC3339)
		p.Modified = p.Created
	}
	return f.SetDocProps(p)
}

// setPrintLayout makes a printout match the PDF: US Letter landscape, as
// wide as one page, the header row repeated on every printed page, and
// "Page N of M" in the footer. It must run before the StreamWriter takes the
// worksheet over.
func setPrintLayout(f *excelize.File, sheet string, headerRow int, status string) error {
	letter, landscape, one, zero := 1, "landscape", 1, 0
	if err := f.SetPageLayout(sheet, &excelize.PageLayoutOptions{
		Size: &letter, Orientation: &landscape, FitToWidth: &one, FitToHeight: &zero,
	}); err != nil {
		return err
	}
	fit := true
	if err := f.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	hf := &excelize.HeaderFooterOptions{OddFooter: "&L&A&RPage &P of &N"}
	if status != "" {
		// Every printed page says so, as the PDF's do.
		hf.OddHeader = "&C&B" + strings.ReplaceAll(status, "&", "&&")
	}
	if err := f.SetHeaderFooter(sheet, hf); err != nil {
		return err
	}
	return f.SetDefinedName(&excelize.DefinedName{
		Name:     "_xlnm.Print_Titles",
		RefersTo: fmt.Sprintf("'%s'!$%d:$%d", strings.ReplaceAll(sheet, "'", "''"), headerRow, headerRow),
		Scope:    sheet,
	})
}

type xlsxStyles struct {
	title, subtitle, note, status int
	header                        []int         // per column
	body, totals                  [Date + 1]int // per cell kind
}

func newXLSXStyles(f *excelize.File, cols []Column) (xlsxStyles, error) {
	var st xlsxStyles
	var err error
	if st.title, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14}}); err != nil {
		return st, err
	}
	if st.subtitle, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Color: "404040"}}); err != nil {
		return st, err
	}
	if st.note, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Italic: true, Size: 9}}); err != nil {
		return st, err
	}
	if st.status, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Color: "C00000"}}); err != nil {
		return st, err
	}
	for _, c := range cols {
		align := "left"
		if c.Kind.numeric() {
			align = "right"
		}
		id, err := f.NewStyle(&excelize.Style{
			Font:      &excelize.Font{Bold: true},
			Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}},
			Border:    []excelize.Border{{Type: "bottom", Color: "000000", Style: 1}},
			Alignment: &excelize.Alignment{Horizontal: align, Vertical: "bottom", WrapText: true},
		})
		if err != nil {
			return st, err
		}
		st.header = append(st.header, id)
	}
	for k := Text; k <= Date; k++ {
		body := kindStyle(k)
		if st.body[k], err = f.NewStyle(body); err != nil {
			return st, err
		}
		// Accounting convention: a rule above the totals, a double rule below.
		totals := kindStyle(k)
		totals.Font = &excelize.Font{Bold: true}
		totals.Border = []excelize.Border{{Type: "top", Color: "000000", Style: 1}, {Type: "bottom", Color: "000000", Style: 6}}
		if st.totals[k], err = f.NewStyle(totals); err != nil {
			return st, err
		}
	}
	return st, nil
}

func kindStyle(k Kind) *excelize.Style {
	switch k {
	case Int:
		return &excelize.Style{NumFmt: numFmtInt}
	case Money:
		return &excelize.Style{NumFmt: numFmtMoney}
	case Percent:
		return &excelize.Style{NumFmt: numFmtPercent}
	case Date:
		f := dateFormat
		return &excelize.Style{CustomNumFmt: &f, Alignment: &excelize.Alignment{Horizontal: "left"}}
	}
	return &excelize.Style{}
}

// xlsxRow fills values with the row's cells as spreadsheet values.
func xlsxRow(values []any, row []Cell, styles [Date + 1]int) error {
	for j, c := range row {
		v, err := c.xlsxValue()
		if err != nil {
			return err
		}
		values[j] = excelize.Cell{StyleID: styles[c.kind], Value: v}
	}
	return nil
}

// xlsxValue is the cell's value as the spreadsheet stores it. Money and
// percentages become float64 here and only here, parsed from their exact
// decimal string: the float is then the nearest one to that decimal, and
// excelize writes it back with the shortest digits that round-trip, which
// are the original decimal digits.
func (c Cell) xlsxValue() (any, error) {
	switch c.kind {
	case Int:
		return c.n, nil
	case Money:
		return exactFloat(rules.Money(c.n).String())
	case Percent:
		// Basis points as a fraction: 525 -> "0.0525".
		return exactFloat(decimal(c.n, 4))
	case Date:
		return c.n - excelEpochDays, nil
	}
	if c.text == "" {
		return nil, nil
	}
	return c.text, nil
}

// decimal writes n / 10^places as a decimal string.
func decimal(n int64, places int) string {
	sign := ""
	u := uint64(n)
	if n < 0 {
		sign, u = "-", uint64(-n)
	}
	s := strconv.FormatUint(u, 10)
	if len(s) <= places {
		s = strings.Repeat("0", places-len(s)+1) + s
	}
	return sign + s[:len(s)-places] + "." + s[len(s)-places:]
}

func exactFloat(s string) (float64, error) {
	if significantDigits(s) > maxExactDigits {
		return 0, fmt.Errorf("%s has more than %d significant digits and cannot be written exactly as a spreadsheet number", s, maxExactDigits)
	}
	return strconv.ParseFloat(s, 64)
}

// significantDigits counts the digits of a decimal string from its first
// non-zero digit to its last.
func significantDigits(s string) int {
	first, last := -1, -1
	n := 0 // digits seen
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			continue
		}
		if s[i] != '0' {
			if first < 0 {
				first = n
			}
			last = n
		}
		n++
	}
	if first < 0 {
		return 0
	}
	return last - first + 1
}

// columnWidths sizes each column to its longest value, header included.
func columnWidths(d Section) []float64 {
	widths := make([]float64, len(d.Columns))
	for i, c := range d.Columns {
		widths[i] = float64(utf8.RuneCountInString(c.Header))
	}
	measure := func(row []Cell) {
		for i, c := range row {
			if n := float64(utf8.RuneCountInString(c.String())); n > widths[i] {
				widths[i] = n
			}
		}
	}
	for _, r := range d.Rows {
		measure(r)
	}
	measure(d.Totals)
	for i := range widths {
		// Two characters of padding; bold totals are a little wider.
		widths[i] = min(max(widths[i]+2, minColWidth), maxColWidth)
	}
	return widths
}
