package flop

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// fullTable is a hand of the game with the most players it seats, at
// least four of them at the showdown, every award declared right, as a
// working station would send it.
func fullTable(b *testing.B, id string, settings map[string]string) (*Hand, rules.Settings) {
	g := games[id]
	v := g.(game).v
	st, err := g.Settings(settings)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	var h *Hand
	for {
		h = randomHand(rng, v)
		if len(h.Seats) >= min(v.players, 9) && h.live() >= 4 {
			break
		}
	}
	vd, err := h.Verify(st)
	if err != nil {
		b.Fatal(err)
	}
	for i := range h.Seats {
		h.Seats[i].Won = vd.Settlements[i].Expected.Payout
	}
	return h, st
}

func benchVerify(b *testing.B, id string, settings map[string]string) {
	h, st := fullTable(b, id, settings)
	b.ReportAllocs()
	for b.Loop() {
		v, err := h.Verify(st)
		if err != nil || !v.Verified() {
			b.Fatal(err, v.Findings)
		}
	}
}

func BenchmarkVerifyCrazyPineapple(b *testing.B) { benchVerify(b, CrazyPineappleID, nil) }
func BenchmarkVerifyReverseHoldem(b *testing.B)  { benchVerify(b, ReverseHoldemID, nil) }
func BenchmarkVerifyShortDeck(b *testing.B)      { benchVerify(b, ShortDeckID, nil) }
func BenchmarkVerifyOmaha(b *testing.B)          { benchVerify(b, OmahaID, nil) }
func BenchmarkVerifyOmahaHighLow(b *testing.B) {
	benchVerify(b, OmahaID, map[string]string{"split": SplitHighLow})
}
func BenchmarkVerifyFiveCardOmaha(b *testing.B)    { benchVerify(b, FiveCardOmahaID, nil) }
func BenchmarkVerifyDoubleBoardOmaha(b *testing.B) { benchVerify(b, DoubleBoardOmahaID, nil) }

// BenchmarkDecodeVerify is a documented record from its bytes to its
// verdict.
func BenchmarkDecodeVerify(b *testing.B) {
	data := []byte(examples[DoubleBoardOmahaID])
	g := games[DoubleBoardOmahaID]
	b.ReportAllocs()
	for b.Loop() {
		h, err := g.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(nil); err != nil {
			b.Fatal(err)
		}
	}
}
