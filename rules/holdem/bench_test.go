package holdem

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules/pot"
)

func BenchmarkVerifyHeadsUp(b *testing.B) {
	h := decode(b, []byte(sampleRecord))
	st := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(st); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifyTenSeats: ten seats, six or more at the showdown, four or
// more pots, every award declared right.
func BenchmarkVerifyTenSeats(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var h *Hand
	for {
		h = randomHand(rng)
		if len(h.Seats) == MaxSeats && h.live() >= 6 && len(pot.Build(h.potSeats())) >= 4 {
			break
		}
	}
	st := DefaultSettings()
	// Declare the right awards, as a working station would.
	v, err := h.Verify(st)
	if err != nil {
		b.Fatal(err)
	}
	for i := range h.Seats {
		h.Seats[i].Won = v.Settlements[i].Expected.Payout
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(st); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeVerify(b *testing.B) {
	data := []byte(sampleRecord)
	g := New()
	st := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		h, err := g.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(st); err != nil {
			b.Fatal(err)
		}
	}
}
