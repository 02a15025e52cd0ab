package paigowtiles

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The data cites seed 000; the cited lines must print what the data says.

func seedHas(t *testing.T, c rules.Cite, words ...string) {
	t.Helper()
	text := seedtext.Text(t, c)
	for _, w := range words {
		if !strings.Contains(text, w) {
			t.Errorf("%s does not read %q: %q", c, w, text)
		}
	}
}

// The colours and spots of a tile as the book writes them: "red 1, white
// 3" is the face 1-3.
var halves = regexp.MustCompile(`(?:red|white) (\d)`)

// HGC's table of pairs (lines 1148-1164): each class's pair at its rank,
// with the book's words, and the faces the book spells out.
func TestSeedPairTable(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	for c := range numClasses {
		info := classes[c]
		first, last, err := rules.At(rules.Seed000, info.pairLine).Range()
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(lines[first-1:last], " ")
		if !strings.HasPrefix(text, strconv.Itoa(info.pairRank)+"\t") {
			t.Errorf("%s: line %s does not rank the pair %d: %q", c, info.pairLine, info.pairRank, text)
		}
		if !strings.Contains(text, info.pairBook) {
			t.Errorf("%s: line %s does not read %q: %q", c, info.pairLine, info.pairBook, text)
		}
		// The faces the line spells out are the class's.
		var spelled []face
		ms := halves.FindAllStringSubmatch(text, -1)
		for i := 1; i < len(ms); i += 2 {
			a, b := ms[i-1][1][0]-'0', ms[i][1][0]-'0'
			spelled = append(spelled, face{min(a, b), max(a, b)})
		}
		if len(spelled) > 0 && !sameFaces(spelled, info.faces) {
			t.Errorf("%s: line %s spells %v; the data has %v", c, info.pairLine, spelled, info.faces)
		}
		// The identical twins the book names by their spots.
		for word, spots := range map[string]int{"Twelve": 12, "Twos": 2, "Eights": 8, "white Tens": 10, "white Fours": 4, "Elevens": 11} {
			if strings.Contains(text, word) && c.spots() != spots {
				t.Errorf("%s: line %s names %s; the data has %d spots", c, info.pairLine, word, c.spots())
			}
		}
	}
	// Rank 7 reads "Tall Sevens": the one identical twin the table does not
	// name otherwise is the 3-3, Chong (interpretation PGT-1).
	seedHas(t, rules.At(rules.Seed000, "1155"), "7\tIdentical pair of Tall Sevens")
	seedHas(t, rules.At(rules.Seed000, "1182"), `Six ("String Bean Six")`)
	// Ranks 17 to 22: Heaven or Earth with a nine, an eight, a seven.
	for i, w := range []string{`17	Twelve ("Heaven") and any 9`, `18	Two ("Earth") and any 9`, `19	Twelve ("Heaven") and any 8`,
		`20	Two ("Earth") and any 8`, `21	Twelve ("Heaven") and any 7`, `22	Two ("Earth") and any 7`} {
		seedHas(t, rules.At(rules.Seed000, strconv.Itoa(1165+i)), w)
	}
	seedHas(t, rules.At(rules.Seed000, "1167"), "pair of red 4s OR white 2, white 6 OR white 3, white 5")
}

func sameFaces(a, b []face) bool {
	if len(a) != len(b) {
		return false
	}
	for _, f := range a {
		found := false
		for _, g := range b {
			found = found || f == g
		}
		if !found {
			return false
		}
	}
	return true
}

// HGC's single rankings (lines 1177-1192) and the Wild's surviving ones
// (lines 2956-2978) are the classes' order.
func TestSeedSingleRanks(t *testing.T) {
	for c := range numClasses {
		info := classes[c]
		seedHas(t, rules.At(rules.Seed000, info.single), strconv.Itoa(int(c)+1)+"\t"+info.book)
	}
	// Line 1188 prints the second nine as "white 3, white 5", an eight; the
	// pair table's line 1161 has it right, white 3, white 6.
	seedHas(t, rules.At(rules.Seed000, "1161"), "white 3, white 6")
	for lines, w := range map[string]string{"2956": "3.Yun 4.Gor", "2970": "9.Ping 10.Tit", "2976": "15. Chop Ng", "2978": "16. Jee Goon"} {
		seedHas(t, rules.At(rules.Seed000, lines), w)
	}
	if yun != 2 || gor != 3 || ping != 8 || tit != 9 || chopNg != 14 || geeJoon != 15 {
		t.Error("the classes' order differs from the Wild's numbers")
	}
	seedHas(t, rules.At(rules.Seed000, "1194"), "can be used as a 3 or a 6")
}

// The settlement, house way and table lines the games cite.
func TestSeedRules(t *testing.T) {
	seedHas(t, hgcCites.win, "both of his or hands are ranked higher", "same ranking combinations (i.e., tie)", "to the extent that money covers")
	seedHas(t, hgcCites.push, "proceeding counterclockwise", `"pushed"`)
	seedHas(t, hgcCites.dice, "table positions proceed counterclockwise", "9 or 17", "to the right of the player-dealer receives the action button")
	seedHas(t, hgcCites.houseWay, `"logical way."`)
	seedHas(t, hgcCites.playerDealerSets, "the player-dealer may set his or her hand")
	seedHas(t, wildCites.win, "both hands rank higher", `If only one hand ranks higher, it is a tie or a "push."`, "clockwise manner", "to the extent that the player-dealer's wager covers")
	seedHas(t, wildCites.copy, "'copy' hand", "player-dealer wins all copy hands", "numeric value of zero (0), regardless of the high tile")
	seedHas(t, wildCites.dice, "one, nine, and seventeen", "clockwise rotation")
	seedHas(t, wildCites.houseWay, `"house way."`, "the player-dealer sets his/her hand")
	seedHas(t, wildCites.noBackline, "Back-line betting is not permitted", "eight seated positions")
	seedHas(t, wildCites.wilds, "cannot be separated and must be played as a Supreme Pair", "each tile can become any tile")
	seedHas(t, ruleValues, "A 12-spot tile has a value of 2")
	seedHas(t, rules.At(rules.Seed000, "2929"), "8-spot tile and a 9-spot tile have a value of 17 which equals 7")
	seedHas(t, wildCites.fees, "each betting circle", "total table action")
	seedHas(t, hgcCites.fees, "each betting circle", "total table action")
	seedHas(t, rules.At(rules.Seed000, "3059"), "Pai Gow Tiles")
	seedHas(t, rules.At(rules.Seed000, "1142"), "up to eight total")
	// The house way, line by line, with the numbers the code uses.
	seedHas(t, wayAt("2982"), "Most valuable high hand is a pair")
	seedHas(t, wayAt("2983"), "Split 7-spot tiles", "Teen, Dey", "value of 7 or higher")
	seedHas(t, wayAt("2984"), "Split 8-spot tiles", "value of 7 or higher")
	seedHas(t, wayAt("2985"), "Split 9-spot tiles", "value of 9 or higher")
	seedHas(t, wayAt("2986"), "Split the Teen or Dey tiles", "value of 6 or higher", "9 or 11-spots")
	seedHas(t, wayAt("2987"), "Never split pairs with tiles that have 4, 5, 6, 10 or 11 spots")
	for _, c := range []class{gor, bon, chopNg, chong, look, mooy, ping, foo} {
		if s := c.spots(); s != 4 && s != 5 && s != 6 && s != 10 && s != 11 {
			t.Errorf("%s, never split, has %d spots", c, s)
		}
	}
}
