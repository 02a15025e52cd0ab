package wheels

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// busySpin is a roulette spin with 60 wagers of every bet and a Roulette
// Rage run, every one settled right.
func busySpin(b testing.TB) []byte {
	var ws []string
	for n := 0; n <= 36; n++ {
		res := "lose 0"
		if n == 17 {
			res = "win 350"
		}
		ws = append(ws, fmt.Sprintf("%d straight %d 10 %s", n%8+1, n, res))
	}
	ws = append(ws, "1 split 17,20 10 win 170", "2 split 0,1 10 lose 0", "3 street 16,17,18 10 win 110", "4 corner 17,18,20,21 10 win 80",
		"5 first_four 0,1,2,3 10 lose 0", "6 six_line 13,14,15,16,17,18 10 win 50",
		"7 column 2,5,8,11,14,17,20,23,26,29,32,35 10 win 20", "8 dozen 13,14,15,16,17,18,19,20,21,22,23,24 10 win 20",
		"1 red - 10 lose 0", "2 black - 10 win 10", "3 odd - 10 win 10", "4 even - 10 lose 0", "5 low - 10 win 10", "6 high - 10 lose 0",
		"7 split_columns 1,4,7,10,13,16,19,22,25,28,31,34,2,5,8,11,14,17,20,23,26,29,32,35 10 win 5",
		"8 split_dozens 13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36 10 win 5",
		"1 rage - 10 lose 0", "2 rage - 10 lose 0")
	return spin(b, 17, []int{1, 3, 5}, ws...)
}

func TestBusySpinVerifies(t *testing.T) {
	v := verified(t, rl, busySpin(t), nil)
	if len(v.Settlements) != 55 || !strings.HasPrefix(v.Outcome.Summary, "17 black") {
		t.Errorf("%d settlements, %q", len(v.Settlements), v.Outcome.Summary)
	}
	verified(t, sb, busyThrow(t), nil)
	verified(t, b6, busyWheel(t), nil)
}

func busyThrow(b testing.TB) []byte {
	return throwRec(b, [3]int{2, 2, 5},
		"1 small - 10 win 10", "1 big - 10 lose 0", "1 odd - 10 win 10", "1 even - 10 lose 0",
		"2 specific_triple 2 10 lose 0", "2 specific_double 2 10 win 100", "2 any_triple - 10 lose 0",
		"3 three_dice_total 9 10 win 70", "3 three_dice_total 10 10 lose 0", "3 dice_combination 2,5 10 win 60",
		"4 single_dice 2 10 win 20", "4 single_dice 5 10 win 10", "4 four_number 5,4,3,2 10 lose 0",
		"5 three_number 1,2,5 10 lose 0", "5 double_and_single 2,2,5 10 win 500")
}

func busyWheel(b testing.TB) []byte {
	return wheelSpin(b, "type_c", false, "1 type_a - 1 lose 0", "1 type_b - 1 lose 0", "2 type_c - 5 win 100",
		"3 type_d - 5 lose 0", "4 type_e - 5 lose 0", "5 type_f - 5 lose 0", "6 type_g - 10 lose 0")
}

func benchVerify(b *testing.B, g rules.Game, data []byte) {
	h, err := g.Decode(data)
	if err != nil {
		b.Fatal(err)
	}
	s, _ := g.Settings(nil)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(s); err != nil {
			b.Fatal(err)
		}
	}
}

func benchDecodeVerify(b *testing.B, g rules.Game, data []byte) {
	s, _ := g.Settings(nil)
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

func BenchmarkRouletteVerify(b *testing.B)       { benchVerify(b, rl, busySpin(b)) }
func BenchmarkRouletteDecodeVerify(b *testing.B) { benchDecodeVerify(b, rl, busySpin(b)) }
func BenchmarkSicBoVerify(b *testing.B)          { benchVerify(b, sb, busyThrow(b)) }
func BenchmarkSicBoDecodeVerify(b *testing.B)    { benchDecodeVerify(b, sb, busyThrow(b)) }
func BenchmarkBigSixVerify(b *testing.B)         { benchVerify(b, b6, busyWheel(b)) }
func BenchmarkBigSixDecodeVerify(b *testing.B)   { benchDecodeVerify(b, b6, busyWheel(b)) }

// The exhaustive counts the pages show.
func BenchmarkEnumerate(b *testing.B) {
	for _, g := range []rules.Game{rl, sb, b6} {
		b.Run(g.Info().ID, func(b *testing.B) {
			for b.Loop() {
				if _, err := g.(rules.Enumerator).Enumerate(nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
