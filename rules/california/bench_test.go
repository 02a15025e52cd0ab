package california_test

import (
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/california"
)

func benchmarkVerify(b *testing.B, g rules.Game, record string) {
	s, err := g.Settings(nil)
	if err != nil {
		b.Fatal(err)
	}
	data := []byte(record)
	b.ReportAllocs()
	for b.Loop() {
		h, err := g.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPan9(b *testing.B)      { benchmarkVerify(b, california.Pan9(), pan9Example) }
func BenchmarkBaccarat9(b *testing.B) { benchmarkVerify(b, california.Baccarat9(), baccarat9Example) }
func BenchmarkNineAndAHalf(b *testing.B) {
	benchmarkVerify(b, california.NineAndAHalf(), nineHalfExample)
}
