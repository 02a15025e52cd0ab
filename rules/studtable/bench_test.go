package studtable

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// fullCasinoStud is a seven-position hand: raises, folds, a tie, every side
// wager, settled right.
func fullCasinoStud() testHand {
	return testHand{dealer: "AS KD 9C 5H 2S", seats: []seatSpec{
		{1, "7H 6H JH 2H 9H"}, {2, "QC 5S 6S 3D 9S"}, {3, "AC KC 9D 5D 2C"}, {4, "TC TD 4H 4C KH"},
		{5, "JC JD 3H 7C 8S"}, {6, "QH QD 3S 6C 7D"}, {7, "8C 8H 8D 4S 4D"}},
		wagers: "1 ante 10 win 10.00, 1 raise 20 win 120.00, 1 insurance 5 lose 0, 1 double 5 lose 0, 1 progressive 1 win 50.00, " +
			"2 ante 10 lose 0, 2 progressive 1 lose 0, " +
			"3 ante 25 push 0, 3 raise 50 push 0, " +
			"4 ante 10 win 10.00, 4 raise 20 win 40.00, 4 insurance 5 lose 0, " +
			"5 ante 10 win 10.00, 5 raise 20 win 20.00, " +
			"6 ante 10 win 10.00, 6 raise 20 win 20.00, 6 progressive 1 lose 0, " +
			"7 ante 10 win 10.00, 7 raise 20 win 160.00, 7 progressive 1 win 75.00"}
}

// fullCaribbean is a hand at every seat with backline bettors and
// collections checked.
func fullCaribbean() testHand {
	h := cbHand("KD 9S 4H AC JD", []seatSpec{{2, "2C 3C 4D 8H 9H"}, {3, "8S 8D QC 5H 2C"}, {4, "TC TD 4C 4D KH"}, {5, "AD KH TC 3S 2D"},
		{6, ""}, {7, "QH JH 9H 7H 3H"}, {8, "6C 6D 6H 7S 7C"}}, "1 1000.00 -85.00",
		"2 ante 10 lose 0, "+
			"3 ante 10 win 10.00, 3 call 20 win 20.00, 3/1 ante 5 win 5.00, 3/1 call 10 win 10.00, "+
			"4 ante 10 win 10.00, 4 call 20 win 40.00, "+
			"5 ante 10 lose 0, 5 call 20 lose 0, 5/1 ante 10 lose 0, 5/1 call 20 lose 0, 5/2 ante 5 lose 0, 5/2 call 10 lose 0, "+
			"6 ante 5 lose 0, "+
			"7 ante 5 win 5.00, 7 call 10 win 60.00, "+
			"8 ante 1 win 1.00, 8 call 2 win 14.00")
	h.collections = "1 player_dealer 2.00, 2 player 1.00, 3 player 2.00, 4 player 1.00, 5 player 3.00, 6 player 1.00, 7 player 1.00, 8 player 1.00"
	return h
}

func TestFullTablesVerify(t *testing.T) {
	noFindings(t, fullCasinoStud().verify(t, nil))
	noFindings(t, fullCaribbean().verify(t, map[string]string{"collection_schedule": "CA-BJP/3"}))
}

func benchVerify(b *testing.B, h testHand, settings map[string]string) {
	g := gameOf(h)
	hand, err := g.Decode(h.json(b))
	if err != nil {
		b.Fatal(err)
	}
	st, err := g.Settings(settings)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := hand.Verify(st); err != nil {
			b.Fatal(err)
		}
	}
}

func benchDecodeVerify(b *testing.B, h testHand, settings map[string]string) {
	g := gameOf(h)
	data := h.json(b)
	st, err := g.Settings(settings)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		hand, err := g.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := hand.Verify(st); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCasinoStudVerify(b *testing.B)       { benchVerify(b, fullCasinoStud(), nil) }
func BenchmarkCasinoStudDecodeVerify(b *testing.B) { benchDecodeVerify(b, fullCasinoStud(), nil) }
func BenchmarkCaribbeanVerify(b *testing.B) {
	benchVerify(b, fullCaribbean(), map[string]string{"collection_schedule": "CA-BJP/3"})
}
func BenchmarkCaribbeanDecodeVerify(b *testing.B) {
	benchDecodeVerify(b, fullCaribbean(), map[string]string{"collection_schedule": "CA-BJP/3"})
}

// valueOf on five cards, the evaluation every hand makes.
func BenchmarkValueOf(b *testing.B) {
	c := five(rules.MustCards("7H 6H JH 2H 9H"))
	for b.Loop() {
		_ = valueOf(c)
	}
}
