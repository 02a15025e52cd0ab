package render

import (
	"bytes"
	"fmt"
	"html"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

func renderPDF(t testing.TB, d Document) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := WritePDF(&b, d); err != nil {
		t.Fatalf("WritePDF: %v", err)
	}
	return b.Bytes()
}

// pageObjects counts the page objects: "/Type /Page" not followed by the
// "s" of the page tree's "/Type /Pages".
var pageObjects = regexp.MustCompile(`/Type\s*/Page\b`)

// expectedPDFPages lays the document out again from the layout constants,
// independently of maroto: the page header (title, subtitle lines, a gap,
// the column header row) heads every page, every row, the totals and each
// note is one line of text plus its padding, and a row that does not fit
// starts a new page. It holds for documents whose texts fit their columns.
func expectedPDFPages(d Document) int {
	usable := 215.9 - 2*pdfMargin // US Letter landscape is 8.5 in tall
	line := pdfSize * mmPerPt
	tableRow := line + 2*pdfPadY
	header := pdfTitle*mmPerPt + pdfPadY + float64(len(d.Subtitle))*line + 2*pdfPadY + tableRow

	var items []float64
	for range d.Rows {
		items = append(items, tableRow)
	}
	if d.Totals != nil {
		items = append(items, tableRow)
	}
	if len(d.Notes) > 0 {
		items = append(items, 3*pdfPadY)
		for range d.Notes {
			items = append(items, pdfNoteSize*mmPerPt+pdfPadY/2)
		}
	}
	pages, used := 1, header
	for _, h := range items {
		if used+h > usable+1e-9 {
			pages++
			used = header
		}
		used += h
	}
	return pages
}

func TestWritePDFPages(t *testing.T) {
	d := sampleDocument(300)
	b := renderPDF(t, d)
	want := expectedPDFPages(d)
	if want < 5 {
		t.Fatalf("the test document should need several pages, the layout gives %d", want)
	}

	t.Run("structure", func(t *testing.T) {
		if !bytes.HasPrefix(b, []byte("%PDF-1.")) {
			t.Fatalf("output starts %q, want %%PDF-1.", b[:min(len(b), 8)])
		}
		if !bytes.HasSuffix(bytes.TrimSpace(b), []byte("%%EOF")) {
			t.Errorf("output does not end with %s", "%%EOF")
		}
		if got := len(pageObjects.FindAll(b, -1)); got != want {
			t.Errorf("%d page objects, want %d", got, want)
		}
		m := regexp.MustCompile(`/Type /Pages\s*/Kids \[[^\]]*\]\s*/Count (\d+)`).FindSubmatch(b)
		if m == nil || string(m[1]) != strconv.Itoa(want) {
			t.Errorf("page tree /Count = %q, want %d", m, want)
		}
		if !bytes.Contains(b, []byte("/CreationDate (D:20261122063500)")) || !bytes.Contains(b, []byte("/ModDate (D:20261122063500)")) {
			t.Error("creation and modification dates are not Document.Generated")
		}
	})

	t.Run("text", func(t *testing.T) {
		pages := pdftotext(t, b, "-layout")
		if len(pages) != want {
			t.Fatalf("pdftotext found %d pages, want %d", len(pages), want)
		}
		for i, p := range pages {
			musts := append([]string{d.Title, fmt.Sprintf("Page %d of %d", i+1, want)}, d.Subtitle...)
			for _, c := range d.Columns {
				musts = append(musts, c.Header)
			}
			for _, s := range musts {
				if !strings.Contains(p, s) {
					t.Errorf("page %d has no %q", i+1, s)
				}
			}
		}

		// Every row once, in order, each on one line with all its values;
		// then the totals and the notes.
		all := strings.Join(pages, "\n")
		lines := strings.Split(all, "\n")
		next := 0
		for i, r := range append(append([][]Cell{}, d.Rows...), d.Totals) {
			label := r[0].String()
			if i < len(d.Rows) && strings.Count(all, label) != 1 {
				t.Errorf("row %s appears %d times", label, strings.Count(all, label))
				continue
			}
			found := false
			for ; next < len(lines); next++ {
				if strings.HasPrefix(strings.TrimSpace(lines[next]), label) {
					found = true
					break
				}
			}
			if !found {
				t.Fatalf("row %d (%s) not found after the previous row", i+1, label)
			}
			if fields, want := strings.Fields(lines[next]), nonEmpty(r); strings.Join(fields, " ") != strings.Join(want, " ") {
				t.Errorf("row %s reads %q, want %q", label, fields, want)
			}
		}
		last := pages[len(pages)-1]
		for _, n := range d.Notes {
			if !strings.Contains(strings.Join(strings.Fields(last), " "), n) {
				t.Errorf("the last page has no note %q", n)
			}
		}
		// Spot checks a reader would make: a house loss and the totals.
		loss := d.Rows[3][4].String()
		if !strings.HasPrefix(loss, "-") {
			t.Fatalf("row 4's house win %s should be a loss", loss)
		}
		for _, s := range []string{loss, "Total", d.Totals[3].String(), d.Totals[4].String()} {
			if !strings.Contains(all, s) {
				t.Errorf("no %q in the text", s)
			}
		}
	})

	t.Run("money right-aligned", func(t *testing.T) {
		words := pdfWords(t, b)
		// House win on page 1: the amounts end at one x, and start at
		// several (losses carry a minus sign).
		col := d.Columns[4].Header
		ends, starts := map[string]bool{}, map[string]bool{}
		for _, r := range d.Rows[:20] {
			s := r[4].String()
			w, ok := words[s]
			if !ok {
				t.Fatalf("no word %q (%s) on page 1", s, col)
			}
			ends[fmt.Sprintf("%.1f", w.xMax)] = true
			starts[fmt.Sprintf("%.1f", w.xMin)] = true
		}
		if len(ends) != 1 || len(starts) < 2 {
			t.Errorf("%s amounts end at %v and start at %v: not right-aligned", col, keys(ends), keys(starts))
		}
	})
}

func nonEmpty(r []Cell) []string {
	var out []string
	for _, c := range r {
		if s := c.String(); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// pdftotext runs poppler's pdftotext and returns the text of each page; it
// skips the test when poppler is not installed.
func pdftotext(t *testing.T, pdf []byte, args ...string) []string {
	t.Helper()
	out := runPoppler(t, pdf, args...)
	return strings.Split(strings.TrimSuffix(out, "\f"), "\f")
}

func runPoppler(t *testing.T, pdf []byte, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("CI=true and pdftotext (poppler-utils) is not installed; .ci/run installs it")
		}
		t.Skip("pdftotext (poppler-utils) is not installed; the CI installs it")
	}
	in := filepath.Join(t.TempDir(), "report.pdf")
	if err := os.WriteFile(in, pdf, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, append(args, in, "-")...).Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

type wordBox struct{ xMin, xMax float64 }

// pdfWords returns the words of page 1 with their boxes (the first box of
// a word that occurs more than once).
func pdfWords(t *testing.T, pdf []byte) map[string]wordBox {
	t.Helper()
	out := runPoppler(t, pdf, "-bbox", "-f", "1", "-l", "1")
	re := regexp.MustCompile(`<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>`)
	words := map[string]wordBox{}
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		if _, dup := words[m[3]]; dup {
			continue
		}
		xMin, _ := strconv.ParseFloat(m[1], 64)
		xMax, _ := strconv.ParseFloat(m[2], 64)
		words[m[3]] = wordBox{xMin, xMax}
	}
	if len(words) == 0 {
		t.Fatal("pdftotext -bbox found no words")
	}
	return words
}

func TestWritePDFShortDocument(t *testing.T) {
	d := edgeDocument()
	b := renderPDF(t, d)
	if got := len(pageObjects.FindAll(b, -1)); got != 1 {
		t.Fatalf("%d pages, want 1", got)
	}
	text := strings.Join(pdftotext(t, b, "-layout"), "")
	for _, s := range []string{"Page 1 of 1", "0.00", "-1,234.50", "12,345,678.90", "0.10", "0.20", "0.30", "-12.75%", "5.25%", "2026-11-21", "1,234,567"} {
		if !strings.Contains(text, s) {
			t.Errorf("no %q in the text:\n%s", s, text)
		}
	}
}

// TestWritePDFUnicodeAndWrapping checks text beyond Windows-1252 and a
// cell too long for its column, which must wrap inside its row rather than
// run into the next one.
func TestWritePDFUnicodeAndWrapping(t *testing.T) {
	long := "Pai Gow Poker with the Fortune Bonus and the Envy Bonus, house-banked, player-dealer rotation per seed 000 lines 2100-2180"
	d := Document{
		Title:     "Tables — Café Łódź floor",
		Generated: generated,
		Columns:   []Column{{Header: "Table", Kind: Text, Width: 1}, {Header: "Game", Kind: Text, Width: 1}, {Header: "Win", Kind: Money, Width: 1}},
		Rows: [][]Cell{
			{TextCell("PG-1"), TextCell(long), MoneyCell(100)},
			{TextCell("PG-2"), TextCell("€ and ¥ tables"), MoneyCell(-100)},
		},
	}
	b := renderPDF(t, d)
	text := strings.Join(pdftotext(t, b, "-raw"), "")
	flat := strings.Join(strings.Fields(text), " ")
	for _, s := range []string{"Tables — Café Łódź floor", "€ and ¥ tables", "PG-2", "-1.00"} {
		if !strings.Contains(flat, s) {
			t.Errorf("no %q in %q", s, flat)
		}
	}
	for _, w := range strings.Fields(long) {
		if !strings.Contains(flat, w) {
			t.Errorf("wrapped text lost %q: %q", w, flat)
		}
	}
	// The wrapped row pushes the next one down: PG-2 sits below the last
	// line of the long text.
	lines := strings.Split(text, "\n")
	var lastLong, pg2 int
	for i, l := range lines {
		if strings.Contains(l, "2100-2180") {
			lastLong = i
		}
		if strings.Contains(l, "PG-2") {
			pg2 = i
		}
	}
	if pg2 <= lastLong {
		t.Errorf("PG-2 (line %d) is not below the wrapped text (ends line %d):\n%s", pg2, lastLong, text)
	}
}

func TestWritePDFDeterministic(t *testing.T) {
	d := sampleDocument(120)
	a, b := renderPDF(t, d), renderPDF(t, d)
	if !bytes.Equal(a, b) {
		t.Fatal("two renders of the same document differ")
	}
	d.Generated = d.Generated.Add(time.Second)
	if bytes.Equal(a, renderPDF(t, d)) {
		t.Fatal("the generation time does not reach the file")
	}
}

// TestWritePDFConcurrent renders documents with different generation times
// at once: the gofpdf defaults WritePDF sets must not leak between them
// (run with -race).
func TestWritePDFConcurrent(t *testing.T) {
	docs := make([]Document, 4)
	want := make([][]byte, len(docs))
	for i := range docs {
		docs[i] = sampleDocument(40)
		docs[i].Generated = generated.Add(time.Duration(i) * time.Hour)
		want[i] = renderPDF(t, docs[i])
	}
	got := make([][]byte, len(docs))
	errs := make([]error, len(docs))
	var wg sync.WaitGroup
	for i := range docs {
		wg.Go(func() {
			var b bytes.Buffer
			errs[i] = WritePDF(&b, docs[i])
			got[i] = b.Bytes()
		})
	}
	wg.Wait()
	for i := range docs {
		if errs[i] != nil {
			t.Fatalf("render %d: %v", i, errs[i])
		}
		if !bytes.Equal(got[i], want[i]) {
			t.Errorf("render %d differs when rendered concurrently", i)
		}
	}
}

func TestExpectedPDFPages(t *testing.T) {
	// The arithmetic the page test relies on, checked by hand: 3 subtitle
	// lines leave 175.4 mm under the page header for 4.82 mm rows.
	d := Document{Subtitle: make([]string, 3), Rows: make([][]Cell, 36)}
	if got := expectedPDFPages(d); got != 1 {
		t.Errorf("36 rows: %d pages, want 1", got)
	}
	d.Rows = make([][]Cell, 37)
	if got := expectedPDFPages(d); got != 2 {
		t.Errorf("37 rows: %d pages, want 2", got)
	}
	if math.Abs(pdfSize*25.4/72+2*pdfPadY-4.822) > 0.001 {
		t.Errorf("row height changed: update the hand-checked numbers above")
	}
}

// TestWritePDFWordsStayInTheirColumns gives columns too narrow for their
// longest word at the normal size: the word must shrink to fit instead of
// printing over its neighbour.
func TestWritePDFWordsStayInTheirColumns(t *testing.T) {
	d := Document{
		Title:     "Narrow columns",
		Generated: generated,
		Columns: []Column{
			{Header: "Table", Kind: Text, Width: 1},
			{Header: "Hold", Kind: Percent, Width: 0.5},
			{Header: "Discrepancies", Kind: Int, Width: 0.5},
			{Header: "Wagered", Kind: Money, Width: 0.5},
			{Header: "Game", Kind: Text, Width: 6},
		},
		Rows: [][]Cell{
			{TextCell("T-1"), PercentCell(-1_275), IntCell(1_234_567), MoneyCell(1_234_567_890), TextCell("baccarat-co")},
		},
	}
	b := renderPDF(t, d)
	words := pdfWords(t, b)
	sizes := fitSizes(d.Tables()[0], newFitter())
	const ptPerMM = 72 / 25.4
	usable := (pdfPageWidth - 2*pdfMargin) * ptPerMM
	left := pdfMargin * ptPerMM
	for i, c := range d.Columns {
		right := left + usable*float64(sizes[i])/pdfGrid
		for _, s := range []string{c.Header, d.Rows[0][i].String()} {
			w, ok := words[s]
			if !ok {
				t.Errorf("no word %q on the page", s)
				continue
			}
			if w.xMin < left-0.5 || w.xMax > right+0.5 {
				t.Errorf("%q spans %.1f-%.1f pt, outside its column %.1f-%.1f pt", s, w.xMin, w.xMax, left, right)
			}
		}
		left = right
	}
}

func TestFitterSize(t *testing.T) {
	f := newFitter()
	if got := f.size("Table", true, 500); got != pdfSize {
		t.Errorf("a short word in a wide column: size %v, want %v", got, pdfSize)
	}
	got := f.size("12,345,678.90", false, 50)
	if got >= pdfSize || got < pdfMinSize {
		t.Errorf("a long amount in a narrow column: size %v, want between %v and %v", got, pdfMinSize, pdfSize)
	}
	if got := f.size("Supercalifragilisticexpialidocious", true, 10); got != pdfMinSize {
		t.Errorf("an impossible fit: size %v, want the minimum %v", got, pdfMinSize)
	}
	// Bold is wider than regular.
	if f.width("Discrepancies", true) <= f.width("Discrepancies", false) {
		t.Error("bold measures no wider than regular")
	}
}

func TestWriteEmptyDocument(t *testing.T) {
	d := Document{Title: "Exceptions", Generated: generated, Columns: dailyColumns}
	b := renderPDF(t, d)
	if got := len(pageObjects.FindAll(b, -1)); got != 1 {
		t.Errorf("PDF of no rows: %d pages, want 1", got)
	}
	f := openXLSX(t, renderXLSX(t, d))
	rows, err := f.GetRows("Exceptions")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || len(rows[2]) != len(dailyColumns) || rows[2][0] != "Table" {
		t.Errorf("workbook of no rows = %q, want title, blank, header", rows)
	}
	text := strings.Join(pdftotext(t, b, "-layout"), "")
	if !strings.Contains(text, "Exceptions") || !strings.Contains(text, "Page 1 of 1") {
		t.Errorf("PDF of no rows reads %q", text)
	}
}

// TestWritePDFLongNamesTakeFewLines prints a game's longest name in the
// Master Game Report's columns, where its column's share of the page is a
// short name's: the column borrows width from the figures' room, so the
// name takes at most pdfMaxLines lines, and the figures stay whole.
func TestWritePDFLongNamesTakeFewLines(t *testing.T) {
	name := "Casino Stud Poker (Great Britain) with the Progressive Jackpot and Casino Stud Bonus Insurance"
	cols := []Column{{Header: "Table", Kind: Text, Width: 0.9}, {Header: "Game", Kind: Text, Width: 1.3}}
	for _, h := range []string{"Drop", "Fills", "Credits", "Opener", "Closer", "Win"} {
		cols = append(cols, Column{Header: h, Kind: Money, Width: 1.1})
	}
	cols = append(cols, Column{Header: "Win to drop", Kind: Percent, Width: 0.8}, Column{Header: "Remarks", Kind: Text, Width: 1.8})
	row := []Cell{TextCell("CSP-1"), TextCell(name)}
	for range 6 {
		row = append(row, MoneyCell(123_456_789))
	}
	row = append(row, PercentCell(1_234), TextCell("counted"))
	d := Document{Title: "Long names", Generated: generated, Columns: cols, Rows: [][]Cell{row}}

	// Its declared share alone would wrap the name to more lines.
	fit := newFitter()
	declared := gridSizes(cols)[1]
	inner := (pdfPageWidth-2*pdfMargin)*float64(declared)/pdfGrid - 2*pdfPadX
	if lines := fit.width(name, false) * pdfSize * mmPerPt / inner; lines <= pdfMaxLines {
		t.Fatalf("the name would take %.1f lines at its declared width: the test proves nothing", lines)
	}

	out := runPoppler(t, renderPDF(t, d), "-bbox", "-f", "1", "-l", "1")
	re := regexp.MustCompile(`<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)</word>`)
	lines := map[string]bool{}
	found := 0
	nameWords := strings.Fields(name)
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		if found < len(nameWords) && html.UnescapeString(m[2]) == nameWords[found] {
			lines[m[1]] = true
			found++
		}
	}
	if found != len(nameWords) {
		t.Fatalf("found %d of the name's %d words in order", found, len(nameWords))
	}
	if len(lines) > pdfMaxLines {
		t.Errorf("the name takes %d lines, want at most %d", len(lines), pdfMaxLines)
	}
	words := pdfWords(t, renderPDF(t, d))
	if _, ok := words["1,234,567.89"]; !ok {
		t.Error("the amounts are not printed whole")
	}
}
