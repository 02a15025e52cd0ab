package stud

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// fullTable is a hand of the game with at least six seats, four or more
// at the showdown, the bring-in, the first to act and every award declared
// right, as a working station would send it.
func fullTable(b *testing.B, id string) (*Hand, rules.Settings) {
	v := variantOf(b, id)
	st := v.defaults()
	rng := rand.New(rand.NewPCG(3, 3))
	var h *Hand
	for {
		h = randomHand(rng, v)
		if len(h.Seats) >= 6 && h.live() >= 4 {
			break
		}
	}
	h.BringIn = h.Seats[0].Seat
	vd, err := h.Verify(st)
	if err != nil {
		b.Fatal(err)
	}
	d := vd.Outcome.Detail.(Detail)
	h.BringIn = d.BringIn
	for k := 1; k < len(v.Streets); k++ {
		h.FirstToAct[k] = d.FirstToAct[v.Streets[k].Name]
	}
	for i := range h.Seats {
		h.Seats[i].Won = vd.Settlements[i].Expected.Payout
		if h.Seats[i].Seat == h.BringIn && h.Seats[i].Bets[0] == 0 {
			h.Seats[i].Bets[0] = rules.Dollars(1)
		}
	}
	vd, _ = h.Verify(st)
	for i := range h.Seats {
		h.Seats[i].Won = vd.Settlements[i].Expected.Payout
	}
	return h, st
}

func benchVerify(b *testing.B, id string) {
	h, st := fullTable(b, id)
	b.ReportAllocs()
	for b.Loop() {
		v, err := h.Verify(st)
		if err != nil || !v.Verified() {
			b.Fatal(err, v.Findings)
		}
	}
}

func BenchmarkVerifySevenCardStud(b *testing.B)     { benchVerify(b, SevenCardStudID) }
func BenchmarkVerifyStudHiLo(b *testing.B)          { benchVerify(b, StudHiLoID) }
func BenchmarkVerifyStudHiLoRegular(b *testing.B)   { benchVerify(b, StudHiLoRegularID) }
func BenchmarkVerifyRazz(b *testing.B)              { benchVerify(b, RazzID) }
func BenchmarkVerifySuper7(b *testing.B)            { benchVerify(b, Super7ID) }
func BenchmarkVerifySuper7HiLo(b *testing.B)        { benchVerify(b, Super7HiLoID) }
func BenchmarkVerifySuper7HiLoRegular(b *testing.B) { benchVerify(b, Super7HiLoRegularID) }
func BenchmarkVerifySuperRazz(b *testing.B)         { benchVerify(b, SuperRazzID) }

// BenchmarkDecodeVerify is a documented record from its bytes to its
// verdict.
func BenchmarkDecodeVerify(b *testing.B) {
	data := []byte(examples[Super7HiLoID])
	g := Super7HiLo()
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

var benchSevens = func() [][]rules.Card {
	rng := rand.New(rand.NewPCG(9, 9))
	out := make([][]rules.Card, 1024)
	for i := range out {
		d := rules.Deck52()
		rng.Shuffle(len(d), func(a, c int) { d[a], d[c] = d[c], d[a] })
		out[i] = d[:7]
	}
	return out
}()

var benchSink uint64

// The low evaluators of the deuce-low games, beside poker.Best on the same
// seven-card hands (BenchmarkBest7 in rules/poker): each within three
// times of it.
func BenchmarkBest7Here(b *testing.B) {
	i := 0
	for b.Loop() {
		benchSink += uint64(poker.Best(benchSevens[i&1023]))
		i++
	}
}

func BenchmarkLow27Seven(b *testing.B) { // poker.Low27Best
	i := 0
	for b.Loop() {
		v, _ := Low27(benchSevens[i&1023], nil)
		benchSink += v
		i++
	}
}

func BenchmarkLowDeuceNoStraightsSeven(b *testing.B) {
	i := 0
	for b.Loop() {
		v, _ := LowDeuceNoStraights(benchSevens[i&1023], nil)
		benchSink += v
		i++
	}
}

func BenchmarkVerifyRazzdeucey(b *testing.B)      { benchVerify(b, RazzdeuceyID) }
func BenchmarkVerifyRazzdacey(b *testing.B)       { benchVerify(b, RazzdaceyID) }
func BenchmarkVerifySuperRazzdacey(b *testing.B)  { benchVerify(b, SuperRazzdaceyID) }
func BenchmarkVerifySuperRazzdeucey(b *testing.B) { benchVerify(b, SuperRazzdeuceyID) }
