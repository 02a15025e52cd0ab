package web

import (
	"fmt"
	"html/template"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/tablegames/casino/rules"
)

// Server-rendered SVG charts for the web pages: bars per table (win and
// fees, findings) and step lines over time (progressive meters). Each chart
// is an <svg role="img"> with a <title> and an aria-label that says what it
// shows; the pages print the same figures in a table beside it. Colours
// come from the stylesheet (classes s0, s1, ...), so the SVG carries no
// style attribute and passes the pages' Content-Security-Policy.

// chartSeries is one series of a bar chart, one value per label.
type chartSeries struct {
	Name   string
	Values []int64
}

// linePoint is a value from an instant on.
type linePoint struct {
	T time.Time
	V int64
}

type lineSeries struct {
	Name   string
	Points []linePoint
}

const (
	chartW      = 720.0
	chartH      = 300.0
	chartLeft   = 84.0
	chartRight  = 16.0
	chartTop    = 44.0
	chartBottom = 72.0
)

func countLabel(v int64) string { return strconv.FormatInt(v, 10) }

func esc(s string) string { return template.HTMLEscapeString(s) }

func num(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }

// niceScale returns an axis from lo to hi in round steps; bars are drawn
// from zero, so their axis always holds it.
func niceScale(lo, hi int64, unit int64, withZero bool) (minV, maxV, step int64) {
	if withZero {
		lo, hi = min(lo, 0), max(hi, 0)
	}
	if lo == hi {
		lo, hi = lo-2*unit, hi+2*unit
	}
	rough := float64(hi-lo) / 5
	mag := math.Pow(10, math.Floor(math.Log10(rough)))
	var s float64
	switch r := rough / mag; {
	case r <= 1:
		s = mag
	case r <= 2:
		s = 2 * mag
	case r <= 5:
		s = 5 * mag
	default:
		s = 10 * mag
	}
	step = max(int64(s), unit)
	minV = floorDiv(lo, step) * step
	maxV = -floorDiv(-hi, step) * step
	return minV, maxV, step
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// svgOpen starts a chart: the svg element, its title and description.
func svgOpen(b *strings.Builder, title, desc string) {
	fmt.Fprintf(b, `<svg class="chart" viewBox="0 0 %s %s" preserveAspectRatio="xMidYMid meet" role="img" aria-label="%s">`,
		num(chartW), num(chartH), esc(title+": "+desc))
	fmt.Fprintf(b, `<title>%s</title><desc>%s</desc>`, esc(title), esc(desc))
}

// yAxis draws the grid lines and value labels of a vertical scale.
func yAxis(b *strings.Builder, minV, maxV, step int64, y func(int64) float64, format func(int64) string) {
	b.WriteString(`<g class="grid">`)
	for v := minV; v <= maxV; v += step {
		yy := y(v)
		cls := ""
		if v == 0 {
			cls = ` class="zero"`
		}
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s"%s/>`, num(chartLeft), num(yy), num(chartW-chartRight), num(yy), cls)
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="end">%s</text>`, num(chartLeft-6), num(yy+4), esc(format(v)))
	}
	b.WriteString(`</g>`)
}

// legend writes the series names across the top.
func legend(b *strings.Builder, names []string) {
	b.WriteString(`<g class="legend">`)
	x := chartLeft
	for i, n := range names {
		fmt.Fprintf(b, `<rect class="s%d" x="%s" y="12" width="14" height="14"/>`, i%4, num(x))
		fmt.Fprintf(b, `<text x="%s" y="24">%s</text>`, num(x+20), esc(n))
		x += 40 + 8*float64(len([]rune(n)))
	}
	b.WriteString(`</g>`)
}

func clipLabel(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// barChart draws grouped bars, one group per label and one bar per series.
// Negative values go below the zero line.
func barChart(title, desc string, labels []string, series []chartSeries, format func(int64) string) template.HTML {
	var lo, hi int64
	for _, s := range series {
		for _, v := range s.Values {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	unit := int64(1)
	if format == nil {
		format = countLabel
	}
	minV, maxV, step := niceScale(lo, hi, unit, true)
	plotH := chartH - chartTop - chartBottom
	plotW := chartW - chartLeft - chartRight
	y := func(v int64) float64 { return chartTop + float64(maxV-v)/float64(maxV-minV)*plotH }
	var b strings.Builder
	svgOpen(&b, title, desc)
	names := make([]string, len(series))
	for i, s := range series {
		names[i] = s.Name
	}
	legend(&b, names)
	yAxis(&b, minV, maxV, step, y, format)
	groupW := plotW / float64(max(len(labels), 1))
	barW := groupW * 0.8 / float64(max(len(series), 1))
	for si, s := range series {
		fmt.Fprintf(&b, `<g class="s%d">`, si%4)
		for i, v := range s.Values {
			if i >= len(labels) {
				break
			}
			x := chartLeft + float64(i)*groupW + groupW*0.1 + float64(si)*barW
			top, bottom := y(max(v, 0)), y(min(v, 0))
			fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s"><title>%s, %s: %s</title></rect>`,
				num(x), num(top), num(math.Max(barW-2, 1)), num(math.Max(bottom-top, 0.5)),
				esc(labels[i]), esc(s.Name), esc(format(v)))
		}
		b.WriteString(`</g>`)
	}
	b.WriteString(`<g class="axis">`)
	rotate := len(labels) > 8
	for i, l := range labels {
		x := chartLeft + (float64(i)+0.5)*groupW
		yy := chartH - chartBottom + 16
		if rotate {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end" transform="rotate(-40 %s %s)">%s</text>`,
				num(x), num(yy), num(x), num(yy), esc(clipLabel(l, 14)))
		} else {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`, num(x), num(yy), esc(clipLabel(l, 14)))
		}
	}
	b.WriteString(`</g></svg>`)
	return template.HTML(b.String())
}

// maxLinePoints bounds the points drawn per series; longer series are
// thinned evenly, keeping the first and last.
const maxLinePoints = 600

func thin(ps []linePoint) []linePoint {
	if len(ps) <= maxLinePoints {
		return ps
	}
	out := make([]linePoint, 0, maxLinePoints+1)
	k := float64(len(ps)-1) / float64(maxLinePoints-1)
	for i := 0; i < maxLinePoints-1; i++ {
		out = append(out, ps[int(float64(i)*k)])
	}
	return append(out, ps[len(ps)-1])
}

// lineChart draws each series as a step line over time: a meter holds its
// value until the next event.
func lineChart(title, desc string, series []lineSeries, loc *time.Location, format func(int64) string) template.HTML {
	if loc == nil {
		loc = time.UTC
	}
	var t0, t1 time.Time
	var lo, hi int64 = math.MaxInt64, math.MinInt64
	first := true
	for _, s := range series {
		for _, p := range s.Points {
			if first || p.T.Before(t0) {
				t0 = p.T
			}
			if first || p.T.After(t1) {
				t1 = p.T
			}
			lo, hi = min(lo, p.V), max(hi, p.V)
			first = false
		}
	}
	if !t1.After(t0) {
		t0, t1 = t0.Add(-30*time.Minute), t1.Add(30*time.Minute)
	}
	if first {
		lo, hi = 0, 0
	}
	minV, maxV, step := niceScale(lo, hi, 100, false)
	plotH := chartH - chartTop - chartBottom
	plotW := chartW - chartLeft - chartRight
	y := func(v int64) float64 { return chartTop + float64(maxV-v)/float64(maxV-minV)*plotH }
	span := t1.Sub(t0)
	x := func(t time.Time) float64 { return chartLeft + float64(t.Sub(t0))/float64(span)*plotW }
	var b strings.Builder
	svgOpen(&b, title, desc)
	names := make([]string, len(series))
	for i, s := range series {
		names[i] = s.Name
	}
	legend(&b, names)
	yAxis(&b, minV, maxV, step, y, format)
	layout := "Jan 2 15:04"
	switch {
	case span <= 2*time.Minute:
		layout = "15:04:05"
	case span <= 24*time.Hour:
		layout = "15:04"
	case span > 4*24*time.Hour:
		layout = "Jan 2"
	}
	b.WriteString(`<g class="axis">`)
	for i := 0; i <= 4; i++ {
		t := t0.Add(span * time.Duration(i) / 4)
		anchor := "middle"
		switch i {
		case 0:
			anchor = "start"
		case 4:
			anchor = "end"
		}
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="%s">%s</text>`, num(x(t)), num(chartH-chartBottom+18), anchor,
			esc(t.In(loc).Format(layout)))
	}
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="end">%s</text>`, num(chartW-chartRight), num(chartH-8), esc("time zone "+loc.String()))
	b.WriteString(`</g>`)
	for si, s := range series {
		ps := thin(s.Points)
		if len(ps) == 0 {
			continue
		}
		var d strings.Builder
		fmt.Fprintf(&d, "M%s,%s", num(x(ps[0].T)), num(y(ps[0].V)))
		for _, p := range ps[1:] {
			fmt.Fprintf(&d, " H%s V%s", num(x(p.T)), num(y(p.V)))
		}
		last := ps[len(ps)-1]
		fmt.Fprintf(&b, `<path class="line s%d" d="%s"><title>%s: %s at %s</title></path>`, si%4, d.String(),
			esc(s.Name), esc(format(last.V)), esc(last.T.In(loc).Format("2006-01-02 15:04 MST")))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// bandChart draws a series of percentages by day (basis points; a day
// without a value is left out) as a line over the band it is judged
// against, shaded from low to high.
func bandChart(title, desc string, labels []string, values []int64, has []bool, low, high int64, band bool) template.HTML {
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for i, v := range values {
		if has[i] {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if band {
		lo, hi = min(lo, low), max(hi, high)
	}
	if lo > hi {
		lo, hi = 0, 0
	}
	minV, maxV, step := niceScale(lo, hi, 100, false)
	plotH := chartH - chartTop - chartBottom
	plotW := chartW - chartLeft - chartRight
	y := func(v int64) float64 { return chartTop + float64(maxV-v)/float64(maxV-minV)*plotH }
	n := max(len(labels), 1)
	x := func(i int) float64 { return chartLeft + (float64(i)+0.5)*plotW/float64(n) }
	var b strings.Builder
	svgOpen(&b, title, desc)
	names := []string{"Win to drop"}
	if band {
		names = append(names, "Expected band")
	}
	legend(&b, names)
	yAxis(&b, minV, maxV, step, y, percentLabel)
	if band {
		fmt.Fprintf(&b, `<rect class="band" x="%s" y="%s" width="%s" height="%s"><title>expected band %s to %s</title></rect>`,
			num(chartLeft), num(y(high)), num(plotW), num(math.Max(y(low)-y(high), 0.5)), esc(percentLabel(low)), esc(percentLabel(high)))
	}
	var d strings.Builder
	for i, v := range values {
		if !has[i] {
			continue
		}
		cmd := "L"
		if d.Len() == 0 {
			cmd = "M"
		}
		fmt.Fprintf(&d, "%s%s,%s ", cmd, num(x(i)), num(y(v)))
	}
	if d.Len() > 0 {
		fmt.Fprintf(&b, `<path class="line s0" d="%s"/>`, strings.TrimSpace(d.String()))
	}
	b.WriteString(`<g class="s0">`)
	for i, v := range values {
		if has[i] {
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="3"><title>%s: %s</title></circle>`, num(x(i)), num(y(v)), esc(labels[i]), esc(percentLabel(v)))
		}
	}
	b.WriteString(`</g><g class="axis">`)
	every := max(1, len(labels)/10)
	for i, l := range labels {
		if i%every != 0 && i != len(labels)-1 {
			continue
		}
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`, num(x(i)), num(chartH-chartBottom+16), esc(l))
	}
	b.WriteString(`</g></svg>`)
	return template.HTML(b.String())
}

// percentLabel writes basis points as a percentage: "12.5%".
func percentLabel(v int64) string { return rules.Rate(v).String() }
