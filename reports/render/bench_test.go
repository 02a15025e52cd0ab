package render

import (
	"io"
	"testing"
)

// countingWriter counts what a renderer writes, for the file-size metric.
type countingWriter struct{ n int }

func (w *countingWriter) Write(p []byte) (int, error) { w.n += len(p); return len(p), nil }

func BenchmarkWriteXLSX(b *testing.B) {
	benchmarkWrite(b, WriteXLSX)
}

func BenchmarkWritePDF(b *testing.B) {
	benchmarkWrite(b, WritePDF)
}

// benchmarkWrite renders a 1,000-table daily summary; file-bytes is the
// size of one file.
func benchmarkWrite(b *testing.B, write func(io.Writer, Document) error) {
	d := sampleDocument(1000)
	b.ReportAllocs()
	var w countingWriter
	for b.Loop() {
		w.n = 0
		if err := write(&w, d); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(w.n), "file-bytes")
}
