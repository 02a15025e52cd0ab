package draw

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// benchGame verifies simulated hands of the game, each with a showdown
// and every award declared right.
func benchGame(b *testing.B, g *variant) {
	rng := rand.New(rand.NewPCG(3, 3))
	var hands []rules.Hand
	for len(hands) < 64 {
		raw := simulate(rng, g)
		h, err := game{g}.Decode(raw)
		if err != nil {
			b.Fatal(err)
		}
		if hand := handOfRecord(h); hand.Showdown() {
			// Declare the right awards, as a working station would.
			v, err := h.Verify(nil)
			if err != nil {
				b.Fatal(err)
			}
			for i := range hand.Seats {
				hand.Seats[i].Won = v.Settlements[i].Expected.Payout
			}
			hands = append(hands, h)
		}
	}
	s := g.defaultSettings()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := hands[i&63].Verify(s); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkVerifyLowball(b *testing.B)    { benchGame(b, lowball) }
func BenchmarkVerifyKansasCity(b *testing.B) { benchGame(b, kansasCity) }
func BenchmarkVerifyBadugi(b *testing.B)     { benchGame(b, badugi) }
func BenchmarkVerifyBadacey(b *testing.B)    { benchGame(b, badacey) }
func BenchmarkVerifyBadeucey(b *testing.B)   { benchGame(b, badeucey) }
func BenchmarkVerifyArchie(b *testing.B)     { benchGame(b, archie) }
func BenchmarkVerifyMatchIt(b *testing.B)    { benchGame(b, matchIt) }
func BenchmarkVerifyDramaha(b *testing.B)    { benchGame(b, dramaha) }
func BenchmarkVerifyDramaha27(b *testing.B)  { benchGame(b, dramaha27) }

// BenchmarkDecodeVerifyBadugi: the whole of a hand's work, from the bytes.
func BenchmarkDecodeVerifyBadugi(b *testing.B) {
	raw := simulate(rand.New(rand.NewPCG(5, 5)), badugi)
	g := game{badugi}
	s := badugi.defaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		h, err := g.Decode(raw)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}
