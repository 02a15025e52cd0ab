package threecard

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// ukFullTable is seven seats against the dealer's qualifying queen high.
func ukFullTable() round {
	return round{game: UKGameID, dealer: "QC 9D 3S", seats: []seatSpec{
		{1, "KS KH 4D", "play"}, {2, "AS 2D 3C", "play"}, {3, "8H 5C 2H", "fold"}, {4, "7D 7C JS", ""},
		{5, "TS JH QD", "play"}, {6, "6S 6H 6D", "play"}, {7, "AH 4H 9H", "play"}},
		wagers: "1 ante 10 win 10, 1 play 10 win 10, 1 pair_plus 5 win 5, " +
			"2 ante 10 win 10, 2 play 10 win 10, 2 ante_bonus 10 win 10, 2 pair_plus 5 win 30, " +
			"3 ante 10 lose 0, 4 pair_plus 5 win 5, " +
			"5 ante 10 win 10, 5 play 10 win 10, 5 ante_bonus 10 win 10, " +
			"6 ante 10 win 10, 6 play 10 win 10, 6 ante_bonus 10 win 40, 6 pair_plus 5 win 165, " +
			"7 ante 10 win 10, 7 play 10 win 10, 7 pair_plus 5 win 20"}
}

func TestUKFullTable(t *testing.T) { mustVerify(t, ukFullTable(), nil) }

func benchVerify(b *testing.B, g rules.Game, data []byte, s rules.Settings) {
	h, err := g.Decode(data)
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

func BenchmarkUKVerify(b *testing.B) {
	benchVerify(b, UK(), ukFullTable().json(b), DefaultUKSettings())
}

func BenchmarkCAVerify(b *testing.B) {
	s, err := California().Settings(map[string]string{"collection_schedule": "CA-BJP/3"})
	if err != nil {
		b.Fatal(err)
	}
	benchVerify(b, California(), fullCA().json(b), s)
}

func BenchmarkUKDecodeVerify(b *testing.B) {
	data := ukFullTable().json(b)
	b.ReportAllocs()
	for b.Loop() {
		h, err := UK().Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := h.Verify(nil); err != nil {
			b.Fatal(err)
		}
	}
}
