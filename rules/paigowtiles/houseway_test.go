package paigowtiles

import (
	"strings"
	"testing"
)

// fourClasses reads "66 66 13 15".
func fourClasses(t *testing.T, s string) [4]class {
	t.Helper()
	f := strings.Fields(s)
	var cs [4]class
	for i := range cs {
		cs[i] = mustTile(t, f[i]).class
	}
	return cs
}

// The house way of lines 2980-2987, case by case. want is the set "a b | c
// d", or "" when the lines do not decide the hand.
func TestHouseWay(t *testing.T) {
	cases := []struct {
		tiles string
		wild  bool
		want  string
		line  string
	}{
		// Never split 4, 5, 6, 10 or 11-spot pairs (2987), whatever the split
		// would make.
		{"55 55 66 11", false, "55 55 | 66 11", "2987"},
		{"56 56 45 66", false, "56 56 | 45 66", "2987"},
		{"13 13 66 16", false, "13 13 | 66 16", "2987"},
		{"14 23 66 11", false, "14 23 | 66 11", "2987"},
		{"15 15 66 16", false, "15 15 | 66 16", "2987"},
		// Sevens: split with a Teen or Day when the low hand is then 7 or
		// better (2983).
		{"16 16 66 55", false, "16 66 | 16 55", "2983"}, // 9 and 7
		{"16 16 44 55", false, "16 16 | 44 55", "2983"}, // no Teen or Day
		{"25 34 11 22", false, "25 34 | 11 22", "2983"}, // 9 and 1
		{"25 34 11 56", false, "25 11 | 34 56", "2983"}, // 9 and 8
		// Eights: split when the low hand is then 7 or better (2984).
		{"44 44 56 55", false, "44 56 | 44 55", "2984"}, // 9 and 8
		{"26 35 56 14", false, "26 35 | 56 14", "2984"}, // 9 and 3
		{"44 44 66 13", false, "44 44 | 66 13", "2984"}, // a Gong and 2
		{"26 35 66 11", false, "26 66 | 35 11", "2984"}, // two Gongs
		{"44 44 45 55", false, "44 45 | 44 55", "2984"}, // 7 and 8
		// Nines: split when the low hand is then 9 or better (2985).
		{"45 36 66 55", false, "45 66 | 36 55", "2985"}, // a Wong and 9
		{"45 36 66 56", false, "45 36 | 66 56", "2985"}, // a Wong and 0
		{"45 36 46 55", false, "45 46 | 36 55", "2985"}, // 9 and 9
		// Teens and Days: split when the low hand is then 6 or better, or
		// beside a nine and an eleven (2986).
		{"66 66 13 15", false, "66 13 | 66 15", "2986"}, // 6 and 8
		{"66 66 45 56", false, "66 45 | 66 56", "2986"}, // a Wong and 3
		{"66 66 56 55", false, "66 66 | 56 55", "2986"}, // 3 and 2
		{"11 11 16 22", false, "11 16 | 11 22", "2986"}, // 9 and 6
		{"11 11 56 46", false, "11 11 | 56 46", "2986"}, // 3 and 2
		{"66 66 12 16", false, "66 12 | 66 16", "2986"}, // Gee Joon as 6: 8, and 9
		// Two pairs: a pair never split keeps both; pairs whose lines agree
		// go together; the eights and the nine disagree.
		{"44 44 55 55", false, "44 44 | 55 55", "2987"},
		{"66 66 44 44", false, "66 44 | 66 44", "2986"},
		{"66 66 11 11", false, "66 66 | 11 11", "2986"},
		{"16 16 11 11", false, "16 11 | 16 11", "2986"}, // the higher pair's line
		{"26 35 45 36", false, "", ""},
		// Not decided: no pair, Gee Joon's pair, a wild tile.
		{"66 45 13 26", false, "", ""},
		{"12 24 66 11", false, "", ""},
		{"12 66 66 13", true, "", ""},
		{"24 44 44 56", true, "", ""},
		// Without a wild tile, the Wild's house way is the same.
		{"44 44 56 55", true, "44 56 | 44 55", "2984"},
		{"66 66 45 56", true, "66 45 | 66 56", "2986"},
	}
	for _, c := range cases {
		want, w, ok := houseWay(fourClasses(t, c.tiles), c.wild)
		if c.want == "" {
			if ok {
				t.Errorf("%s: decided %v (%s); the lines do not decide it", c.tiles, want, w.rule)
			}
			continue
		}
		if !ok {
			t.Errorf("%s: not decided; want %s", c.tiles, c.want)
			continue
		}
		wc := fourClasses(t, strings.ReplaceAll(c.want, "|", ""))
		if !samePartition(want, [2][2]class{{wc[0], wc[1]}, {wc[2], wc[3]}}) {
			t.Errorf("%s: the house way sets %v; want %s", c.tiles, want, c.want)
		}
		if w.rule.Lines != c.line {
			t.Errorf("%s: cites %s, want line %s", c.tiles, w.rule, c.line)
		}
	}
}

func TestSamePartition(t *testing.T) {
	a := [2][2]class{{teen, day}, {yun, gor}}
	if !samePartition(a, [2][2]class{{gor, yun}, {day, teen}}) {
		t.Error("the same two hands in another order differ")
	}
	if samePartition(a, [2][2]class{{teen, yun}, {day, gor}}) {
		t.Error("two different sets are the same")
	}
}
