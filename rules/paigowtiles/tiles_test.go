package paigowtiles

import (
	"testing"
)

// The set: 32 tiles in 16 pairs, eleven of them "identical twins", five of
// two faces with the same spots and rank (line 1143).
func TestTheSet(t *testing.T) {
	tiles, identical, mixed := 0, 0, 0
	faces := map[face]bool{}
	for c := range numClasses {
		info := classes[c]
		switch len(info.faces) {
		case 1:
			identical++
		case 2:
			mixed++
			if info.faces[0].spots() != info.faces[1].spots() && c != geeJoon {
				t.Errorf("%s: the two faces %s and %s differ in spots", c, info.faces[0], info.faces[1])
			}
		}
		for _, f := range info.faces {
			if faces[f] {
				t.Errorf("face %s is in two classes", f)
			}
			faces[f] = true
			tiles += copiesOf(f)
		}
	}
	if tiles != 32 || identical != 11 || mixed != 5 || len(faces) != 21 {
		t.Errorf("%d tiles, %d identical pairs, %d mixed, %d faces; want 32, 11, 5, 21", tiles, identical, mixed, len(faces))
	}
	// The 21 faces are a double-six set of dominoes without its blanks.
	for a := uint8(1); a <= 6; a++ {
		for b := a; b <= 6; b++ {
			if !faces[face{a, b}] {
				t.Errorf("%d-%d is missing", a, b)
			}
		}
	}
}

func TestParseTile(t *testing.T) {
	for s, c := range map[string]class{"66": teen, "11": day, "44": yun, "13": gor, "31": gor, "55": mooy, "33": chong,
		"22": bon, "56": foo, "65": foo, "46": ping, "16": tit, "15": look, "45": chopGow, "36": chopGow, "63": chopGow,
		"26": chopBot, "35": chopBot, "25": chopChit, "34": chopChit, "14": chopNg, "23": chopNg, "12": geeJoon, "24": geeJoon, "42": geeJoon} {
		x, err := parseTile(s)
		if err != nil || x.class != c {
			t.Errorf("parseTile(%q) = %v, %v; want %s", s, x.class, err, c)
		}
	}
	for _, s := range []string{"", "6", "666", "06", "70", "6-6", "ab", "T6", " 66"} {
		if _, err := parseTile(s); err == nil {
			t.Errorf("parseTile(%q) accepted", s)
		}
	}
}

// The spots of each class, from the HGC names (lines 1177-1192).
func TestSpots(t *testing.T) {
	want := map[class]int{teen: 12, day: 2, yun: 8, gor: 4, mooy: 10, chong: 6, bon: 4, foo: 11, ping: 10, tit: 7, look: 6,
		chopGow: 9, chopBot: 8, chopChit: 7, chopNg: 5}
	for c, n := range want {
		if c.spots() != n {
			t.Errorf("%s has %d spots, want %d", c, c.spots(), n)
		}
	}
}

// Published counts: "There are 35,960 possible ways to select 4 of the 32
// tiles ... there are 3620 distinct sets of 4 tiles when the tiles of a
// pair are considered indistinguishable. There are 496 ways to select 2 of
// the 32 tiles ... 136 distinct hands" (Wikipedia, Pai gow).
func TestPublishedHandCounts(t *testing.T) {
	hands := classHands(false)
	var ways uint64
	for _, h := range hands {
		ways += h.ways
	}
	if len(hands) != 3620 || ways != 35960 {
		t.Errorf("%d class hands of four covering %d hands; want 3,620 and 35,960", len(hands), ways)
	}
	two, twoWays := 0, 0
	for a := range numClasses {
		for b := a; b < numClasses; b++ {
			two++
			if a == b {
				twoWays++
			} else {
				twoWays += 4
			}
		}
	}
	if two != 136 || twoWays != 496 {
		t.Errorf("%d class hands of two covering %d; want 136 and 496", two, twoWays)
	}
}

func TestOverdealt(t *testing.T) {
	hand := func(codes ...string) []tile {
		var out []tile
		for _, c := range codes {
			out = append(out, mustTile(t, c))
		}
		return out
	}
	if _, _, over := overdealt([][]tile{hand("66", "66", "45", "36"), hand("11", "11", "12", "24")}); over {
		t.Error("two Teens, two Days, one of each nine and each Gee Joon overdealt")
	}
	if f, n, over := overdealt([][]tile{hand("66", "66", "45", "36"), hand("66", "11", "12", "24")}); !over || f != (face{6, 6}) || n != 3 {
		t.Errorf("three Teens: %v %d %v", f, n, over)
	}
	if f, _, over := overdealt([][]tile{hand("45", "11"), hand("54")}); !over || f != (face{4, 5}) {
		t.Errorf("two 4-5s: %v %v", f, over)
	}
}
