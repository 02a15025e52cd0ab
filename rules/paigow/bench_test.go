package paigow

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

func benchVerify(b *testing.B, g rules.Game, record string, settings map[string]string) {
	h, err := g.Decode([]byte(record))
	if err != nil {
		b.Fatal(err)
	}
	s, err := g.Settings(settings)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVerifyUK(b *testing.B)         { benchVerify(b, UK(), ukExample, nil) }
func BenchmarkVerifyCalifornia(b *testing.B) { benchVerify(b, California(), caExample, paiGow) }
func BenchmarkVerifyFortune(b *testing.B)    { benchVerify(b, California(), fortuneExample, nil) }
func BenchmarkVerifyJokersWild(b *testing.B) {
	benchVerify(b, California(), jokersWildExample, map[string]string{"version": "jokers_wild", "jokers": "3"})
}
func BenchmarkVerifyPokara(b *testing.B) { benchVerify(b, Pokara(), pokaraExample, nil) }

func BenchmarkHouseWay(b *testing.B) {
	deck := deckCards(1)
	var seven [7]rules.Card
	i := 0
	for b.Loop() {
		for j := range seven {
			seven[j] = deck[(i*7+j*11)%53]
		}
		i++
		ukRanking.HouseWay(seven)
	}
}
