package render

import (
	"math"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

const (
	pdfPageWidth = 279.4 // US Letter landscape, mm
	mmPerPt      = 25.4 / 72
	// pdfMinSize is the smallest type a cell shrinks to; below it a
	// printed report is unreadable, and a word wider still overflows.
	pdfMinSize = 5.0
)

// goFaces are Go Regular and Go Bold, parsed once, to measure text the way
// the PDF sets it.
var goFaces = sync.OnceValues(func() ([2]*sfnt.Font, error) {
	var faces [2]*sfnt.Font
	var err error
	if faces[0], err = sfnt.Parse(goregular.TTF); err != nil {
		return faces, err
	}
	faces[1], err = sfnt.Parse(gobold.TTF)
	return faces, err
})

// fitter picks type sizes so that no word is wider than its column:
// maroto wraps text only between words, and a longer word (a large amount,
// a long header word) would print over the next column. One fitter serves
// one render; it caches glyph widths and is not safe for concurrent use.
type fitter struct {
	faces [2]*sfnt.Font
	buf   sfnt.Buffer
	ems   [2]map[rune]float64 // advance of each rune in ems, regular and bold
}

func newFitter() *fitter {
	faces, err := goFaces()
	if err != nil {
		// The fonts are compiled in; if they fail to parse, print at the
		// default size and let words overflow rather than fail the report.
		return &fitter{}
	}
	return &fitter{faces: faces, ems: [2]map[rune]float64{{}, {}}}
}

// size returns the type size, at most pdfSize, at which every word of s
// fits in a column of grid units wide.
func (f *fitter) size(s string, bold bool, units int) float64 {
	if f.faces[0] == nil || s == "" {
		return pdfSize
	}
	inner := (pdfPageWidth-2*pdfMargin)*float64(units)/pdfGrid - 2*pdfPadX
	widest := f.widestWord(s, bold)
	if widest*pdfSize*mmPerPt <= inner {
		return pdfSize
	}
	// Round down to a tenth of a point so the word fits.
	return max(math.Floor(inner/(widest*mmPerPt)*10)/10, pdfMinSize)
}

// widestWord is the advance in ems of the widest word of s.
func (f *fitter) widestWord(s string, bold bool) float64 {
	var widest float64
	for w := range strings.FieldsSeq(s) {
		widest = max(widest, f.width(w, bold))
	}
	return widest
}

// width is the advance of s in ems.
func (f *fitter) width(s string, bold bool) float64 {
	face := 0
	if bold {
		face = 1
	}
	var w float64
	for _, r := range s {
		em, ok := f.ems[face][r]
		if !ok {
			em = f.advance(f.faces[face], r)
			f.ems[face][r] = em
		}
		w += em
	}
	return w
}

func (f *fitter) advance(face *sfnt.Font, r rune) float64 {
	upem := face.UnitsPerEm()
	// A glyph the font lacks measures as its .notdef box (index 0), which
	// is what gofpdf prints.
	g, _ := face.GlyphIndex(&f.buf, r)
	// At ppem = units per em, the advance comes back in font units.
	adv, err := face.GlyphAdvance(&f.buf, g, fixed.I(int(upem)), font.HintingNone)
	if err != nil {
		return 0
	}
	return float64(adv) / 64 / float64(upem)
}
