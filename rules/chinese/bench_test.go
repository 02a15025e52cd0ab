package chinese

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// BenchmarkVerifyCP13: four seats, six pairs, every result declared right.
func BenchmarkVerifyCP13(b *testing.B) {
	rec := record(b, CP13GameID, map[string]any{"button": 4},
		seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"135.00", "-45.00", "-80.00", "-10.00"})...)
	h, err := CP13().Decode(rec)
	if err != nil {
		b.Fatal(err)
	}
	s, _ := CP13().Settings(map[string]string{"collection_schedule": "13CP/1"})
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifyFaceUp: three seats with discards and stacks.
func BenchmarkVerifyFaceUp(b *testing.B) {
	rec := record(b, FaceUpGameID, map[string]any{"button": 1},
		seatsWith(faceUpDeal, []int{30, -4, -26}, []string{"150.00", "-20.00", "-130.00"})...)
	h, err := FaceUp().Decode(rec)
	if err != nil {
		b.Fatal(err)
	}
	s, _ := FaceUp().Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeVerifyCP13(b *testing.B) {
	rec := record(b, CP13GameID, map[string]any{"button": 4},
		seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"135.00", "-45.00", "-80.00", "-10.00"})...)
	g := CP13()
	s, _ := g.Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		h, err := g.Decode(rec)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRowValues ranks a set hand's three rows, as Verify does for each
// seat.
func BenchmarkRowValues(b *testing.B) {
	f := [3]rules.Card(rules.MustCards("QS QH 4C"))
	m := [5]rules.Card(rules.MustCards("8S 8H 8D 3C 2D"))
	k := [5]rules.Card(rules.MustCards("AH KH TH 6H 3H"))
	var sink uint32
	for b.Loop() {
		v := RowValues(f, m, k)
		sink += uint32(v[0])
	}
	_ = sink
}
