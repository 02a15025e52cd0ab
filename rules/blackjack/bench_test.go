package blackjack

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// The benchmarks verify a full table of each game: seven boxes with
// splits, doubles, players behind and every side wager.

func ukFullTable(b testing.TB) []byte {
	return ukRound("6H TS 5C", []string{
		"1: AS KD",
		"2: 8S 8D 3C TD AH / split double stand",
		"3: 5H 7H 9D / hit",
		"4: 9S 2H 9C / double",
		"5: TC 4D 8H / hit",
		"6: 7C 7D 2S TH 3C 9H / split hit stand hit stand",
		"7: KC 9C / stand",
	},
		"1 hand_1 10 win 15", "1 perfect_pairs 5 lose 0", "1/1 hand_1 10 win 15",
		"2 hand_1 10 push 0", "2 double_1 10 push 0", "2 hand_2 10 lose 0", "2/1 hand_2 5 lose 0",
		"3 hand_1 20 push 0", "3 twenty_one_plus_three 5 win 45", "3 royal_match 5 win 7.50",
		"4 hand_1 10 lose 0", "4 double_1 10 lose 0",
		"5 hand_1 10 lose 0",
		"6 hand_1 10 lose 0", "6 hand_2 10 lose 0", "6 perfect_pairs 5 win 25",
		"7 hand_1 10 lose 0", "7 twenty_one_plus_three 5 lose 0",
	).record(b)
}

func TestUKFullTableVerifies(t *testing.T) {
	h, err := UK().Decode(ukFullTable(t))
	if err != nil {
		t.Fatal(err)
	}
	v, err := h.Verify(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range v.Findings {
		t.Errorf("finding: %s", f.Message)
	}
}

func benchVerify(b *testing.B, g rules.Game, rec []byte) {
	h, err := g.Decode(rec)
	if err != nil {
		b.Fatal(err)
	}
	st, err := g.Settings(nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := h.Verify(st); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVerifyUK(b *testing.B) { benchVerify(b, UK(), ukFullTable(b)) }

func BenchmarkVerifyHawaiian(b *testing.B) {
	benchVerify(b, Hawaiian(), hbRound("1 200 -10", "9C 7D 5H", []string{
		"3: AH AD", "5: JK 6S 4D / hit", "6: 9S 9H 2C TH 8S / split double stand", "7: QS 6D / surrender",
	}, "3 hand_1 10 win 15", "5 hand_1 10 win 10", "6 hand_1 10 push 0", "6 double_1 10 push 0", "6 hand_2 10 lose 0", "7 hand_1 10 lose 0 5").record(b))
}

func BenchmarkVerifyBlackjackPoker(b *testing.B) {
	benchVerify(b, BlackjackPoker(), bjpRound("4 300 -222", "KS 6H TC", []string{
		"5: AH AH", "6: AS JD", "7: 9C 5D QH / hit", "1: 8H 8S 3D 9S KD / split double stand",
	}, "5 hand_1 10 win 30", "5 perfect_pair 5 win 125", "6 hand_1 10 win 12", "7 hand_1 10 push 0",
		"1 hand_1 10 win 10", "1 double_1 10 win 10", "1 hand_2 5 win 5", "1 perfect_pair 5 win 30").record(b))
}
