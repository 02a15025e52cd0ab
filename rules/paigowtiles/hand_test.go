package paigowtiles

import (
	"testing"
)

// HGC's table of pairs and combinations (lines 1148-1170), highest first,
// each rank with every hand of two tiles the book puts there. Each rank
// must beat the next, and the hands of one rank must be equal (a copy).
var hgcRanks = [][][2]string{
	{{"12", "24"}},               // 1 Jee Joon
	{{"66", "66"}},               // 2 Double Heaven
	{{"11", "11"}},               // 3 Double Earth
	{{"44", "44"}},               // 4 Double People
	{{"13", "13"}},               // 5 Fours (red 1, white 3)
	{{"55", "55"}},               // 6 white Tens
	{{"33", "33"}},               // 7 "Tall Sevens": the one identical twin left, 3-3
	{{"22", "22"}},               // 8 white Fours
	{{"56", "56"}},               // 9 Elevens
	{{"46", "46"}},               // 10 Tens (red 4, white 6)
	{{"16", "16"}},               // 11 Sevens (red 1, white 6)
	{{"15", "15"}},               // 12 Sixes (red 1, white 5)
	{{"45", "36"}},               // 13 Nines
	{{"26", "35"}},               // 14 Eights
	{{"25", "34"}},               // 15 Sevens
	{{"14", "23"}},               // 16 Fives
	{{"66", "45"}, {"66", "36"}}, // 17 Heaven and any 9
	{{"11", "45"}, {"11", "36"}}, // 18 Earth and any 9
	{{"66", "44"}, {"66", "26"}, {"66", "35"}}, // 19 Heaven and any 8
	{{"11", "44"}, {"11", "26"}, {"11", "35"}}, // 20 Earth and any 8
	{{"66", "16"}, {"66", "34"}, {"66", "25"}}, // 21 Heaven and any 7
	{{"11", "16"}, {"11", "34"}, {"11", "25"}}, // 22 Earth and any 7
}

func TestHGCRanking(t *testing.T) {
	for _, wild := range []bool{false, true} {
		for i, rank := range hgcRanks {
			first := score2(t, rank[0][0], rank[0][1], wild)
			for _, h := range rank[1:] {
				if s := score2(t, h[0], h[1], wild); s != first {
					t.Errorf("rank %d: %s-%s scores %d, %s-%s %d; the book ranks them together", i+1, rank[0][0], rank[0][1], first, h[0], h[1], s)
				}
			}
			if i+1 < len(hgcRanks) {
				next := score2(t, hgcRanks[i+1][0][0], hgcRanks[i+1][0][1], wild)
				if first <= next {
					t.Errorf("rank %d (%s-%s, %d) does not beat rank %d (%s-%s, %d)", i+1, rank[0][0], rank[0][1], first, i+2, hgcRanks[i+1][0][0], hgcRanks[i+1][0][1], next)
				}
			}
		}
	}
	// Every other hand of two tiles ranks below rank 22 (in the Wild, every
	// other hand without a wild tile).
	bottom := score2(t, "11", "25", false)
	for a := range numClasses {
		for b := a; b < numClasses; b++ {
			if inTable(t, a, b) {
				continue
			}
			if s := evaluate(a, b, false); s >= bottom {
				t.Errorf("%s with %s scores %d, not below rank 22's %d", a, b, s, bottom)
			}
			if s := evaluate(a, b, true); s >= bottom && b != geeJoon {
				t.Errorf("Wild: %s with %s scores %d, not below rank 22's %d", a, b, s, bottom)
			}
		}
	}
}

func inTable(t *testing.T, a, b class) bool {
	for _, rank := range hgcRanks {
		for _, h := range rank {
			x, y := mustTile(t, h[0]).class, mustTile(t, h[1]).class
			if (x == a && y == b) || (x == b && y == a) {
				return true
			}
		}
	}
	return false
}

// Values: the last digit of the spots (line 2925, "A 12-spot tile has a
// value of 2"; line 2929, "An 8-spot tile and a 9-spot tile have a value of
// 17 which equals 7"); a Gee Joon tile counts 3 or 6 (line 1194).
func TestValues(t *testing.T) {
	if teen.spots()%10 != 2 {
		t.Errorf("a 12-spot tile's value is %d", teen.spots()%10)
	}
	for _, c := range []struct {
		a, b string
		v    int
	}{
		{"26", "45", 7}, {"35", "36", 7}, {"44", "45", 7}, // an 8-spot and a 9-spot tile (line 2929)
		{"56", "66", 3}, {"55", "46", 0}, {"13", "22", 8},
		{"12", "46", 6}, // 3+10 = 3 or 6+10 = 6: 6
		{"12", "15", 9}, // 3+6 = 9
		{"24", "14", 8}, // 3+5 = 8 or 6+5 = 1: 8
		{"12", "66", 8}, // 3+12 = 5 or 6+12 = 8: 8, not a Gong
	} {
		if v := handValue(mustTile(t, c.a).class, mustTile(t, c.b).class); v != c.v {
			t.Errorf("%s-%s is worth %d, want %d", c.a, c.b, v, c.v)
		}
	}
	if s := score2(t, "12", "66", false); s >= scoreGong {
		t.Errorf("Gee Joon with Teen scores %d, a Gong or better", s)
	}
}

// "When two hands have the same numeric value, ... take the highest ranked
// tile in each hand and compare them. When two hands have the same numeric
// value and identical high tiles, it is called a 'copy' hand ... When two
// hands have a numeric value of zero (0), regardless of the high tile, the
// player-dealer also wins" (lines 2929-2931).
func TestHighTilesAndCopies(t *testing.T) {
	higher := []struct{ a1, a2, b1, b2 string }{
		{"44", "56", "45", "55"}, // 9, Yun high over 9, Mooy high
		{"13", "55", "22", "46"}, // 4, Gor high over 4, Bon high
		{"66", "13", "33", "55"}, // 6, Teen high over 6, Mooy high
		{"11", "55", "16", "14"}, // 2, Day high over 2, Tit high
		{"66", "13", "25", "22"}, // 6 over 1
		{"14", "23", "66", "45"}, // the lowest pair over the highest Wong
		{"11", "45", "66", "44"}, // Day's Wong over Teen's Gong
		{"11", "26", "66", "16"}, // Day's Gong over Teen's 9
	}
	for _, wild := range []bool{false, true} {
		for _, c := range higher {
			a, b := score2(t, c.a1, c.a2, wild), score2(t, c.b1, c.b2, wild)
			if a <= b {
				t.Errorf("%s-%s (%d) does not beat %s-%s (%d)", c.a1, c.a2, a, c.b1, c.b2, b)
			}
		}
		copies := []struct{ a1, a2, b1, b2 string }{
			{"45", "14", "36", "23"}, // 4, a nine high in each
			{"55", "46", "45", "56"}, // 0 and 0, Mooy high and Foo high
			{"66", "16", "66", "25"}, // Teen's 9 and Teen's 9
			{"44", "66", "35", "66"}, // Teen's Gong and Teen's Gong
		}
		for _, c := range copies {
			a, b := score2(t, c.a1, c.a2, wild), score2(t, c.b1, c.b2, wild)
			if a != b {
				t.Errorf("%s-%s (%d) and %s-%s (%d) are not a copy", c.a1, c.a2, a, c.b1, c.b2, b)
			}
		}
	}
}

// The wild tiles: together the Supreme Pair, the best hand; apart, each
// becomes any tile (line 2927), the twin of the tile beside it.
func TestWildTiles(t *testing.T) {
	supreme := score2(t, "12", "24", true)
	if supreme != score2(t, "12", "24", false) {
		t.Error("the Supreme Pair does not rank as Gee Joon's pair")
	}
	for c := range geeJoon {
		f := classes[c].faces[0].String()
		for _, w := range []string{"12", "24"} {
			s := score2(t, w, f, true)
			if s != pairScore(c) || s >= supreme {
				t.Errorf("wild %s with %s scores %d, want the pair of %s, %d, below the Supreme Pair", w, f, s, c, pairScore(c))
			}
		}
	}
	// A wild Teen pair copies a real one; a wild pair of fives beats Teen's
	// Wong.
	if score2(t, "12", "66", true) != score2(t, "66", "66", true) {
		t.Error("wild Teen pair and Teen pair differ")
	}
	if score2(t, "24", "14", true) <= score2(t, "66", "45", true) {
		t.Error("a wild pair of fives does not beat a Wong")
	}
}

func TestDescribe(t *testing.T) {
	for _, c := range []struct {
		a, b string
		wild bool
		want string
	}{
		{"12", "24", true, "Supreme Pair"},
		{"12", "24", false, "Gee Joon"},
		{"12", "56", true, "pair of Foo (wild)"},
		{"45", "36", false, "pair of Chop Gow"},
		{"66", "45", false, "Wong (Teen)"},
		{"11", "35", false, "Gong (Day)"},
		{"44", "56", false, "9, Yun high"},
		{"55", "46", false, "0"},
	} {
		if got := describe(mustTile(t, c.a).class, mustTile(t, c.b).class, c.wild); got != c.want {
			t.Errorf("%s-%s: %q, want %q", c.a, c.b, got, c.want)
		}
	}
}

// A Gee Joon tile counts 3 or 6 in a value only: beside a six or a three it
// is no pair in Pai Gow Tiles (the pair table lists none).
func TestGeeJoonMakesNoPairOfSixes(t *testing.T) {
	for _, six := range []string{"15", "33"} {
		for _, gee := range []string{"12", "24"} {
			if s := score2(t, gee, six, false); s >= scoreGong {
				t.Errorf("%s with %s scores %d, a pair or better", gee, six, s)
			}
		}
	}
}
