package paigowtiles_test

import (
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/paigowtiles"
)

func benchmarkVerify(b *testing.B, g rules.Game, record string, settings map[string]string) {
	s, err := g.Settings(settings)
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

func BenchmarkPaiGowTiles(b *testing.B) {
	benchmarkVerify(b, paigowtiles.PaiGowTiles(), pgtExample, map[string]string{"collection_schedule": "CA-PG/3"})
}

func BenchmarkPaiGowTilesWild(b *testing.B) {
	benchmarkVerify(b, paigowtiles.PaiGowTilesWild(), wildExample, map[string]string{"collection_schedule": "CA-PGTW/17"})
}

// BenchmarkEnumerate counts every deal of Pai Gow Tiles once.
func BenchmarkEnumerate(b *testing.B) {
	g := paigowtiles.PaiGowTiles()
	s, err := g.Settings(nil)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := g.(rules.Enumerator).Enumerate(s); err != nil {
			b.Fatal(err)
		}
	}
}
