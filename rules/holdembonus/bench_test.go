package holdembonus

import (
	"testing"
)

// fullTable is a seven-position round against the dealer's pair of kings:
// every bet, a fold, a decline, a Straight Flush, a Bonus on aces, all
// settled right.
func fullTable(b testing.TB) []byte {
	r := round{board: "7H 6H 5H KC 2D", dealer: "AC KD", seats: []seatSpec{
		{seat: 1, cards: "9H 8H"}, {seat: 2, cards: "AS AD"}, {seat: 3, cards: "QC JC"},
		{seat: 4, cards: "7S 2S", folded: true}, {seat: 5, cards: "KS 5C"}, {seat: 6, declined: true}, {seat: 7, cards: "TD 9C"},
	}}
	r.wagers = std(1, "win 10", "lose 0", "win 20", "win 10", "win 10", "win 1500") + ", " +
		std(2, "push 0", "win 150", "win 20", "win 10", "win 10", "lose 0") + ", " +
		std(3, "lose 0", "lose 0", "lose 0", "lose 0", "lose 0", "lose 0") + ", " +
		"4 ante 10 lose 0, 4 bonus 5 lose 0, 4 progressive 5 lose 0, " +
		std(5, "push 0", "lose 0", "win 20", "win 10", "win 10", "lose 0") + ", " +
		std(6, "lose 0", "lose 0", "lose 0", "lose 0", "lose 0", "lose 0") + ", " +
		std(7, "lose 0", "lose 0", "lose 0", "lose 0", "lose 0", "lose 0")
	return r.json(b)
}

func TestFullTableVerifies(t *testing.T) {
	v := verifyJSON(t, fullTable(t), nil)
	for _, f := range v.Findings {
		t.Errorf("finding: %s", f.Message)
	}
}

func BenchmarkVerify(b *testing.B) {
	h := decode(b, fullTable(b))
	st := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(st); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeVerify(b *testing.B) {
	data := fullTable(b)
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
