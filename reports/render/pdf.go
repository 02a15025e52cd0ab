package render

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/johnfercher/maroto/v2"
	"github.com/johnfercher/maroto/v2/pkg/components/col"
	"github.com/johnfercher/maroto/v2/pkg/components/row"
	"github.com/johnfercher/maroto/v2/pkg/components/text"
	"github.com/johnfercher/maroto/v2/pkg/config"
	"github.com/johnfercher/maroto/v2/pkg/consts/align"
	"github.com/johnfercher/maroto/v2/pkg/consts/border"
	"github.com/johnfercher/maroto/v2/pkg/consts/fontstyle"
	"github.com/johnfercher/maroto/v2/pkg/consts/orientation"
	"github.com/johnfercher/maroto/v2/pkg/consts/pagesize"
	"github.com/johnfercher/maroto/v2/pkg/core"
	"github.com/johnfercher/maroto/v2/pkg/core/entity"
	"github.com/johnfercher/maroto/v2/pkg/props"
	"github.com/phpdave11/gofpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
)

// PDF layout, in millimetres and points. The page is US Letter landscape:
// the service is sold to US casinos first, whose regulators and printers use
// Letter, and a dozen figure columns need the landscape width.
const (
	pdfMargin   = 10.0
	pdfGrid     = 1000 // grid units across the page, so relative widths keep their proportions
	pdfFont     = "go"
	pdfSize     = 8.0
	pdfTitle    = 12.0
	pdfNoteSize = 7.0
	pdfPadX     = 1.0
	pdfPadY     = 1.0
)

// PageNumberPattern is the footer of every PDF page; maroto fills in the
// numbers once the document is laid out.
const PageNumberPattern = "Page {current} of {total}"

// pdfFonts are the Go fonts (BSD licence), embedded as UTF-8 TrueType
// subsets. They print any name a property or a game has, where the PDF core
// fonts stop at Windows-1252; and maroto re-parses the Windows-1252 code
// page for every string it measures or draws in a core font, which made a
// 300-row report take seconds.
var pdfFonts = []*entity.CustomFont{
	{Family: pdfFont, Style: fontstyle.Normal, Bytes: goregular.TTF},
	{Family: pdfFont, Style: fontstyle.Bold, Bytes: gobold.TTF},
	{Family: pdfFont, Style: fontstyle.Italic, Bytes: goitalic.TTF},
}

var (
	headerFill = &props.Color{Red: 217, Green: 217, Blue: 217}
	totalsFill = &props.Color{Red: 237, Green: 237, Blue: 237}
	subtleText = &props.Color{Red: 64, Green: 64, Blue: 64}
	statusText = &props.Color{Red: 192, Green: 0, Blue: 0}
)

// gofpdfDefaults guards gofpdf's package-wide defaults. maroto builds its
// gofpdf document inside maroto.New and offers no way to fix the PDF's
// ModDate or to sort its resource catalogue, both of which otherwise change
// from run to run; gofpdf copies its defaults into each new document, so
// they are set, the document built and the defaults restored under this
// lock. Nothing else in the service builds gofpdf documents.
var gofpdfDefaults sync.Mutex

// WritePDF writes d as a US Letter landscape PDF. Every page repeats the
// title, the subtitle lines and the table's header row, and carries "Page N
// of M" in its footer; money is right-aligned with two decimals and
// thousands separators; the totals row is bold; the notes follow the table.
// With d.Generated set, the same document renders to the same bytes.
func WritePDF(w io.Writer, d Document) error {
	if err := d.validate(); err != nil {
		return err
	}
	m := newMaroto(d)
	fit := newFitter()

	header := []core.Row{text.NewAutoRow(d.Title, props.Text{
		Family: pdfFont, Style: fontstyle.Bold, Size: pdfTitle, Bottom: pdfPadY,
	})}
	for _, s := range d.Subtitle {
		header = append(header, text.NewAutoRow(s, props.Text{Family: pdfFont, Size: pdfSize, Color: subtleText}))
	}
	if d.Status != "" {
		header = append(header, text.NewAutoRow(d.Status, props.Text{Family: pdfFont, Style: fontstyle.Bold,
			Size: pdfSize + 1, Color: statusText, Top: pdfPadY}))
	}
	header = append(header, row.New(2*pdfPadY))
	tables := d.Tables()
	sizes := make([][]int, len(tables))
	for k, sec := range tables {
		sizes[k] = fitSizes(sec, fit)
	}
	// With one table, its header row heads every page; with several, each
	// table's header row heads the table.
	single := len(d.Sections) == 0
	if single {
		header = append(header, pdfHeaderRow(d.Columns, sizes[0], fit))
	}
	if err := m.RegisterHeader(header...); err != nil {
		return fmt.Errorf("render %q: pdf: page header: %w", d.Title, err)
	}

	for k, sec := range tables {
		sizes := sizes[k]
		if k > 0 {
			m.AddRows(row.New(3*pdfPadY), text.NewAutoRow(sec.Title, props.Text{
				Family: pdfFont, Style: fontstyle.Bold, Size: pdfSize + 2, Bottom: pdfPadY}))
		}
		if !single {
			m.AddRows(pdfHeaderRow(sec.Columns, sizes, fit))
		}
		for _, r := range sec.Rows {
			m.AddRows(pdfRow(r, sizes, fit, false))
		}
		if sec.Totals != nil {
			m.AddRows(pdfRow(sec.Totals, sizes, fit, true).WithStyle(&props.Cell{
				BackgroundColor: totalsFill, BorderType: border.Top | border.Bottom, BorderThickness: 0.3,
			}))
		}
		if len(sec.Notes) > 0 {
			m.AddRows(row.New(3 * pdfPadY))
			for _, n := range sec.Notes {
				m.AddRows(text.NewAutoRow(n, props.Text{Family: pdfFont, Style: fontstyle.Italic, Size: pdfNoteSize, Bottom: pdfPadY / 2}))
			}
		}
	}
	if sig := d.signatures(); len(sig) > 0 {
		m.AddRows(row.New(6 * pdfPadY))
		for _, line := range sig {
			m.AddRows(text.NewAutoRow(line+"      Signature: ______________________________", props.Text{
				Family: pdfFont, Size: pdfSize + 1, Bottom: 3 * pdfPadY}))
		}
	}

	doc, err := m.Generate()
	if err != nil {
		return fmt.Errorf("render %q: pdf: %w", d.Title, err)
	}
	if _, err := w.Write(doc.GetBytes()); err != nil {
		return fmt.Errorf("render %q: pdf: %w", d.Title, err)
	}
	return nil
}

func newMaroto(d Document) core.Maroto {
	// A zero time stays zero, and both libraries then use the clock.
	generated := d.Generated.UTC()
	cfg := config.NewBuilder().
		WithPageSize(pagesize.Letter).
		WithOrientation(orientation.Horizontal).
		WithLeftMargin(pdfMargin).WithTopMargin(pdfMargin).WithRightMargin(pdfMargin).WithBottomMargin(pdfMargin).
		WithMaxGridSize(pdfGrid).
		WithCustomFonts(pdfFonts).
		WithDefaultFont(&props.Font{Family: pdfFont, Size: pdfSize}).
		WithPageNumber(props.PageNumber{Pattern: PageNumberPattern, Place: props.RightBottom, Family: pdfFont, Size: pdfSize}).
		WithTitle(d.Title, true).
		WithSubject(strings.Join(d.Subtitle, "; "), true).
		WithCreator(Creator, true).
		WithAuthor(Creator, true).
		WithCreationDate(generated).
		WithCompression(true).
		Build()

	gofpdfDefaults.Lock()
	defer gofpdfDefaults.Unlock()
	gofpdf.SetDefaultModificationDate(generated)
	gofpdf.SetDefaultCatalogSort(true)
	defer func() {
		gofpdf.SetDefaultModificationDate(time.Time{})
		gofpdf.SetDefaultCatalogSort(false)
	}()
	return maroto.New(cfg)
}

// gridSizes shares the grid among the columns in proportion to their
// widths; rounding the running total keeps the sum exactly pdfGrid.
func gridSizes(cols []Column) []int {
	var total float64
	for _, c := range cols {
		total += colWidth(c)
	}
	sizes := make([]int, len(cols))
	var acc float64
	prev := 0
	for i, c := range cols {
		acc += colWidth(c)
		end := int(acc/total*pdfGrid + 0.5)
		sizes[i] = max(end-prev, 1)
		prev = end
	}
	return sizes
}

// pdfMaxLines is how many lines a text cell may take before its column
// borrows width from columns with room to spare: a long game name in a
// column sized for a short one would otherwise wrap to six or seven lines.
const pdfMaxLines = 3

// fitSizes starts from the columns' declared proportions (gridSizes) and
// moves width to the columns that need it: a column needs its widest word
// (header, cells, totals) at the normal type size, and a text column also a
// third of its longest text, so that no cell wraps past pdfMaxLines. The
// width comes from the columns wider than they need, in proportion to
// their room; when there is not room enough, each column in need gets a
// share of what there is in proportion to its need, and the fitter shrinks
// what still does not fit.
func fitSizes(sec Section, fit *fitter) []int {
	base := gridSizes(sec.Columns)
	if fit.faces[0] == nil {
		return base
	}
	usable := pdfPageWidth - 2*pdfMargin
	units := func(ems float64) float64 { // ems at pdfSize, with padding, in grid units
		return (ems*pdfSize*mmPerPt + 2*pdfPadX) * pdfGrid / usable
	}
	need := make([]float64, len(sec.Columns))
	for i, c := range sec.Columns {
		widest := fit.widestWord(c.Header, true)
		var longest float64
		measure := func(r []Cell, bold bool) {
			if i >= len(r) {
				return
			}
			s := r[i].String()
			widest = max(widest, fit.widestWord(s, bold))
			longest = max(longest, fit.width(s, bold))
		}
		for _, r := range sec.Rows {
			measure(r, false)
		}
		measure(sec.Totals, true)
		ems := widest
		if c.Kind == Text {
			// A tenth more than a third: lines break between words, not
			// at the exact third.
			ems = max(ems, longest*1.1/pdfMaxLines)
		}
		need[i] = units(ems)
	}
	width := make([]float64, len(base))
	var short, room float64
	for i, b := range base {
		width[i] = float64(b)
		if d := need[i] - width[i]; d > 0 {
			short += d
		} else {
			room -= d
		}
	}
	if short == 0 || room == 0 {
		return base
	}
	moved := min(short, room)
	for i := range width {
		if d := need[i] - width[i]; d > 0 {
			width[i] += d / short * moved
		} else {
			width[i] += d / room * moved
		}
	}
	sizes := make([]int, len(width))
	var acc float64
	prev := 0
	for i, w := range width {
		acc += w
		end := int(acc + 0.5)
		sizes[i] = max(end-prev, 1)
		prev = end
	}
	return sizes
}

func colWidth(c Column) float64 {
	if c.Width == 0 {
		return 1
	}
	return c.Width
}

func pdfHeaderRow(cols []Column, sizes []int, fit *fitter) core.Row {
	cells := make([]core.Col, len(cols))
	for i, c := range cols {
		cells[i] = text.NewCol(sizes[i], c.Header, cellText(c.Kind, true, fit.size(c.Header, true, sizes[i])))
	}
	return row.New().Add(cells...).WithStyle(&props.Cell{
		BackgroundColor: headerFill, BorderType: border.Bottom, BorderThickness: 0.3,
	})
}

func pdfRow(cells []Cell, sizes []int, fit *fitter, bold bool) core.Row {
	out := make([]core.Col, len(cells))
	for i, c := range cells {
		if s := c.String(); s != "" {
			out[i] = text.NewCol(sizes[i], s, cellText(c.kind, bold, fit.size(s, bold, sizes[i])))
		} else {
			out[i] = col.New(sizes[i])
		}
	}
	// An auto row grows when a long text wraps instead of overprinting the
	// next row.
	return row.New().Add(out...)
}

func cellText(k Kind, bold bool, size float64) props.Text {
	p := props.Text{
		Family: pdfFont, Size: size,
		Top: pdfPadY, Bottom: pdfPadY, Left: pdfPadX, Right: pdfPadX,
		Align: align.Left,
	}
	if k.numeric() {
		p.Align = align.Right
	}
	if bold {
		p.Style = fontstyle.Bold
	}
	return p
}
