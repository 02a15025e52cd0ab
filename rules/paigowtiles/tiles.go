package paigowtiles

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

// The 32 tiles (seed 000 lines 1136, 1143, 2921): 16 classes of two tiles
// each. Eleven classes are "identical twins", two tiles of one face; the
// other five are two faces with the same number of spots and the same rank
// (line 1143). A class is a tile's rank among single tiles, Teen the highest
// and Gee Joon the lowest (HGC's single rankings, lines 1176-1192; the Wild's
// single-tile ranking, lines 2956-2978, of which only Yun 3rd, Gor 4th, Ping
// 9th, Tit 10th, Chop Ng 15th and Jee Goon 16th survive, agrees).
//
// A tile is written as its face: the spots on its two halves as two digits,
// the smaller first, such as 66 (Teen), 11 (Day), 45 and 36 (the two nines).
// The larger first (63) is read the same. The code is what a pit boss sees
// on the tile, and it names every face of the set without a table of names.

// class is a tile's rank among single tiles, 0 (Teen) to 15 (Gee Joon).
type class uint8

// The classes in rank order.
const (
	teen class = iota
	day
	yun
	gor
	mooy
	chong
	bon
	foo
	ping
	tit
	look
	chopGow
	chopBot
	chopChit
	chopNg
	geeJoon
	numClasses
)

// face is the spots on a tile's two halves, a ≤ b.
type face struct{ a, b uint8 }

func (f face) String() string { return fmt.Sprintf("%d%d", f.a, f.b) }

// spots is the tile's number of spots.
func (f face) spots() int { return int(f.a) + int(f.b) }

// classInfo describes a class: its name, the book's words for it, its
// faces, and the lines ranking it alone and as a pair.
type classInfo struct {
	name string
	// book is how the HGC rules name the tile (lines 1177-1192).
	book  string
	faces []face
	// single is the line of HGC's single ranking (lines 1177-1192).
	single string
	// pairRank is the pair's rank in HGC's table (lines 1148-1164) and
	// pairLine its line.
	pairRank int
	pairLine string
	pairBook string
}

// classes holds the 16 classes in rank order.
var classes = [numClasses]classInfo{
	teen:     {"Teen", `Twelve ("Heaven")`, []face{{6, 6}}, "1177", 2, "1150", `Identical pair of Twelve ("Double Heaven")`},
	day:      {"Day", `Two ("Earth")`, []face{{1, 1}}, "1178", 3, "1151", `Identical pair of Twos ("Double Earth")`},
	yun:      {"Yun", `Red Eight ("People")`, []face{{4, 4}}, "1179", 4, "1152", `Identical pair of red Eights ("Double People")`},
	gor:      {"Gor", "Four (red 1, white 3)", []face{{1, 3}}, "1180", 5, "1153", "Identical pair of Fours (red 1, white 3)"},
	mooy:     {"Mooy", "Ten (pair of white 5s)", []face{{5, 5}}, "1181", 6, "1154", "Identical pair of white Tens"},
	chong:    {"Chong", `Six ("String Bean Six")`, []face{{3, 3}}, "1182", 7, "1155", "Identical pair of Tall Sevens"},
	bon:      {"Bon", "Four (pair of white 2s)", []face{{2, 2}}, "1183", 8, "1156", "Identical pair of white Fours"},
	foo:      {"Foo", "Eleven", []face{{5, 6}}, "1184", 9, "1157", "Identical pair of Elevens"},
	ping:     {"Ping", "Ten (red 4, white 6)", []face{{4, 6}}, "1185", 10, "1158", "Identical pair of Tens (red 4, white 6)"},
	tit:      {"Tit", "Seven (red 1, white 6)", []face{{1, 6}}, "1186", 11, "1159", "Identical pair of Sevens (red 1, white 6)"},
	look:     {"Look", "Six (red 1, white 5)", []face{{1, 5}}, "1187", 12, "1160", "Identical pair of Sixes (red 1, white 5)"},
	chopGow:  {"Chop Gow", "Nine (red 4, white 5 OR white 3, white 5)", []face{{4, 5}, {3, 6}}, "1188", 13, "1161", "Pair of Nines (red 4, white 5 and white 3, white 6)"},
	chopBot:  {"Chop Bot", "Eight (white 2, white 6 OR white 3, white 5)", []face{{2, 6}, {3, 5}}, "1189", 14, "1162", "Pair of Eights (white 2, white 6 and white 3, white 5)"},
	chopChit: {"Chop Chit", "Seven (white 2, white 5 OR white 3, red 4)", []face{{2, 5}, {3, 4}}, "1190", 15, "1163", "Pair of Sevens (white 2, white 5 and white 3, red 4)"},
	chopNg:   {"Chop Ng", "Five (red 1, red 4 OR white 2, white 3)", []face{{1, 4}, {2, 3}}, "1191", 16, "1164", "Pair of Fives (red 1, red 4 and white 2, white 3)"},
	geeJoon:  {"Gee Joon", "Tile 3 (red 1, white 2) OR Tile 6 (white 2, red 4)", []face{{1, 2}, {2, 4}}, "1192", 1, "1148-1149", `Chinese "Jee Joon"`},
}

// String names the class.
func (c class) String() string { return classes[c].name }

// spots is the number of spots on the class's tiles; Gee Joon's two tiles
// hold 3 and 6 and count as either (line 1194), so it has none of its own.
func (c class) spots() int {
	if c == geeJoon {
		return 0
	}
	return classes[c].faces[0].spots()
}

// identical reports whether the class's two tiles share one face.
func (c class) identical() bool { return len(classes[c].faces) == 1 }

// tile is one tile of a record: its face and class.
type tile struct {
	face  face
	class class
}

func (t tile) String() string { return t.face.String() }

// byFace maps a face to its class.
var byFace = func() map[face]class {
	m := map[face]class{}
	for c := range numClasses {
		for _, f := range classes[c].faces {
			m[f] = c
		}
	}
	return m
}()

// copiesOf is how many tiles of a face the set holds: two of an identical
// twin's face, one of each face of the other classes.
func copiesOf(f face) int {
	if byFace[f].identical() {
		return 2
	}
	return 1
}

// parseTile reads a tile code: two digits 1 to 6, the spots on the tile's
// halves, in either order.
func parseTile(s string) (tile, error) {
	if len(s) != 2 || s[0] < '1' || s[0] > '6' || s[1] < '1' || s[1] > '6' {
		return tile{}, fmt.Errorf("%q is not a tile: write the spots on its two halves as two digits, such as 66 (Teen) or 45 (a nine)", s)
	}
	a, b := s[0]-'0', s[1]-'0'
	if a > b {
		a, b = b, a
	}
	f := face{a, b}
	c, ok := byFace[f]
	if !ok {
		return tile{}, fmt.Errorf("%q is not one of the 32 tiles: the set has no %d-%d (tiles: %s)", s, a, b, tileList())
	}
	return tile{face: f, class: c}, nil
}

// tileList lists every face of the set in rank order.
func tileList() string {
	var out []string
	for c := range numClasses {
		for _, f := range classes[c].faces {
			out = append(out, f.String())
		}
	}
	return strings.Join(out, " ")
}

// overdealt finds a face dealt more often than the set holds it.
func overdealt(hands [][]tile) (face, int, bool) {
	var n [7][7]int
	for _, h := range hands {
		for _, t := range h {
			n[t.face.a][t.face.b]++
		}
	}
	for _, h := range hands {
		for _, t := range h {
			if k := n[t.face.a][t.face.b]; k > copiesOf(t.face) {
				return t.face, k, true
			}
		}
	}
	return face{}, 0, false
}

// tilesRule cites the set: 32 tiles, 16 pairs, eleven identical.
var tilesRule = rules.At(rules.Seed000, "1143")
