package craps

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// What the rules do not allow at the throw is refused, naming the field
// and the rule line.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name  string
		sp    spec
		field string
		want  string
		kv    []string
	}{
		// The dice and the point (lines 1511-1513, 1552-1553).
		{"a die of 7", spec{dice: [2]int{7, 1}}, "dice[0]", "1511-1513", nil},
		{"a die of 0", spec{dice: [2]int{3, 0}}, "dice[1]", "not a face", nil},
		{"a point of 7", spec{point: 7, dice: [2]int{3, 1}}, "point", "1552-1558", nil},
		{"a point of 12", spec{point: 12, dice: [2]int{3, 1}}, "point", "no Come Out Point", nil},
		// A Win Line or Don't Win Line wager is placed on the Come Out Roll (lines 1573-1575, 1585-1589).
		{"a Win Line wager on a point roll", spec{point: 6, dice: [2]int{3, 1}, wagers: []string{"1 pass 10"}},
			"wagers[0].amount", "1573-1575", nil},
		{"a Win Line wager increased on a point roll", spec{point: 6, standing: []string{"1 pass 10"}, dice: [2]int{3, 1}, wagers: []string{"1 pass 20"}},
			"wagers[0].amount", "increased from 10.00", nil},
		{"a Don't Win Line wager on a point roll (a don't bet made at a barred moment)", spec{point: 6, dice: [2]int{3, 1}, wagers: []string{"1 dont_pass 10"}},
			"wagers[0].amount", "1585-1589", nil},
		// Come and Don't Come after the Come Out Roll (lines 1594-1595, 1600-1601), from the Come box.
		{"a Come wager on a Come Out Roll", spec{dice: [2]int{3, 1}, wagers: []string{"1 come 10"}}, "wagers[0].bet", "1594-1595", nil},
		{"a Don't Come wager on a Come Out Roll", spec{dice: [2]int{3, 1}, wagers: []string{"1 dont_come 10"}}, "wagers[0].bet", "1600-1601", nil},
		{"a Come wager put on a number", spec{point: 5, dice: [2]int{3, 1}, wagers: []string{"1 come@8 10"}}, "wagers[0].number", "Come box", nil},
		{"a Come wager on a number added to", spec{point: 5, standing: []string{"1 come@8 10"}, dice: [2]int{3, 1}, wagers: []string{"1 come@8 15"}},
			"wagers[0].number", "increased from 10.00", nil},
		// No Win Line or Come stake removed or reduced after its point (lines 1850-1853).
		{"a Win Line wager reduced", spec{point: 6, standing: []string{"1 pass 10"}, dice: [2]int{3, 1}, wagers: []string{"1 pass 5"}},
			"wagers[0].amount", "1850-1853", nil},
		{"a Win Line wager taken down", spec{point: 6, standing: []string{"1 pass 10"}, dice: [2]int{3, 1}},
			"standing[0]", "1850-1853", nil},
		{"a Come wager taken down", spec{point: 6, standing: []string{"2 place_win@5 10", "1 come@9 10"}, dice: [2]int{3, 1}, wagers: []string{"2 place_win@5 10"}},
			"standing[1]", "1850-1853", nil},
		// Odds behind the line: after the point, at most the flat wager (lines 1605-1611, 1680-1684).
		{"odds larger than the Win Line wager", spec{point: 6, standing: []string{"1 pass 10"}, dice: [2]int{3, 1}, wagers: []string{"1 pass 10", "1 pass_odds 20"}},
			"wagers[1].amount", "1605-1620", nil},
		{"odds without a Win Line wager", spec{point: 6, dice: [2]int{3, 1}, wagers: []string{"1 pass_odds 10"}},
			"wagers[0]", "without a Win (Pass) Line wager", nil},
		{"odds on a Come Out Roll", spec{dice: [2]int{3, 1}, wagers: []string{"1 pass 10", "1 pass_odds 10"}},
			"wagers[1].bet", "after a Come Out Point", nil},
		{"come odds larger than the Come wager", spec{point: 6, standing: []string{"1 come@8 10"}, dice: [2]int{3, 1}, wagers: []string{"1 come@8 10", "1 come_odds@8 11"}},
			"wagers[1].amount", "1680-1686", nil},
		{"come odds behind a Come wager on another number", spec{point: 6, standing: []string{"1 come@8 10"}, dice: [2]int{3, 1}, wagers: []string{"1 come@8 10", "1 come_odds@9 10"}},
			"wagers[1]", "Come wager on 9", nil},
		{"come odds on a Come wager in the Come box", spec{point: 6, dice: [2]int{3, 1}, wagers: []string{"1 come 10", "1 come_odds 10"}},
			"wagers[1].number", "names a box number", nil},
		// Lay bets win at most the flat wager, at the table's odds (lines 1670-1674, 1692-1694).
		{"a lay bet to win more than the Don't Win Line wager", spec{point: 4, standing: []string{"1 dont_pass 10"}, dice: [2]int{3, 1},
			wagers: []string{"1 dont_pass 10", "1 dont_pass_odds 21"}}, "wagers[1].amount", "would win 10.50", nil},
		{"a lay bet at a table laying 1 to 1", spec{point: 4, standing: []string{"1 dont_pass 10"}, dice: [2]int{3, 1},
			wagers: []string{"1 dont_pass 10", "1 dont_pass_odds 20"}}, "wagers[1].amount", "1664-1678", []string{"lay_4_10_pays", "1 to 1"}},
		{"a don't come lay to win more", spec{point: 4, standing: []string{"1 dont_come@6 10"}, dice: [2]int{3, 1},
			wagers: []string{"1 dont_come@6 10", "1 dont_come_odds@6 12.01"}}, "wagers[1].amount", "1688-1696", nil},
		{"a lay bet without its flat wager", spec{point: 4, standing: []string{"1 dont_pass 10", "1 dont_pass_odds 20"}, dice: [2]int{3, 1},
			wagers: []string{"1 dont_pass_odds 20"}}, "wagers[0]", "without a Don't Win", nil},
		// Calls only where the rules give one (lines 1719-1731, 1763-1766, 1784-1786).
		{"a call on a Win Line wager", spec{dice: [2]int{3, 1}, wagers: []string{"1 pass 10 off"}}, "wagers[0].call", "1573-1584", nil},
		{"the Field called off", spec{dice: [2]int{3, 1}, wagers: []string{"1 field 10 off lose 0"}}, "wagers[0].call", "cannot be called off", nil},
		{"a Come wager called off", spec{point: 5, standing: []string{"1 come@6 10"}, dice: [2]int{3, 1}, wagers: []string{"1 come@6 10 off"}}, "wagers[0].call", "1593-1597", nil},
		// The state: what no throw can leave standing.
		{"a one-throw wager standing", spec{dice: [2]int{3, 1}, standing: []string{"1 field 10"}}, "standing[0].bet", "never stands", nil},
		{"a Win Line wager standing on a Come Out Roll", spec{dice: [2]int{3, 1}, standing: []string{"1 pass 10"}}, "standing[0].bet", "only while the table has a Come Out Point", nil},
		{"a Come wager standing in the Come box", spec{point: 5, dice: [2]int{3, 1}, standing: []string{"1 come 10"}}, "standing[0].number", "only on its come point", nil},
		{"a wager standing twice", spec{point: 5, dice: [2]int{3, 1}, standing: []string{"1 place_win@6 6", "1 place_win@6 12"}}, "standing[1]", "listed twice", nil},
		// Numbers and faces.
		{"a hardway on 5", spec{dice: [2]int{3, 1}, wagers: []string{"1 hardway@5 10"}}, "wagers[0].number", "1698-1708", nil},
		{"a place bet on 7", spec{dice: [2]int{3, 1}, wagers: []string{"1 place_win@7 10"}}, "wagers[0].number", "box number", nil},
		{"a place bet without a number", spec{dice: [2]int{3, 1}, wagers: []string{"1 place_lose 10"}}, "wagers[0].number", "box number", nil},
		{"a number on a Win Line wager", spec{dice: [2]int{3, 1}, wagers: []string{"1 pass@6 10"}}, "wagers[0].number", "takes no number", nil},
		{"a pair of different faces", spec{dice: [2]int{3, 1}, wagers: []string{"1 pair:12 1"}}, "wagers[0].dice", "combination bet", nil},
		{"a combination of equal faces", spec{dice: [2]int{3, 1}, wagers: []string{"1 combination:44 1"}}, "wagers[0].dice", "pair bet", nil},
		{"a combination without faces", spec{dice: [2]int{3, 1}, wagers: []string{"1 combination 1"}}, "wagers[0].dice", "two faces", nil},
		{"a die of 9 in a pair", spec{dice: [2]int{3, 1}, wagers: []string{"1 pair:99 1"}}, "wagers[0].dice[0]", "not a face", nil},
		{"faces on the Field", spec{dice: [2]int{3, 1}, wagers: []string{"1 field:12 1"}}, "wagers[0].dice", "names no dice", nil},
		// Wagers.
		{"a wager twice", spec{dice: [2]int{3, 1}, wagers: []string{"1 field 10 lose 0", "1 field 5 lose 0"}}, "wagers[1]", "combine them", nil},
		{"a bet the game does not have", spec{dice: [2]int{3, 1}, wagers: []string{"1 big_6 10"}}, "wagers[0].bet", "not a bet of craps", nil},
		{"a bet the table does not offer", spec{dice: [2]int{3, 1}, wagers: []string{"1 pair:11 1 lose 0"}}, "wagers[0].bet", "1855-1859", []string{keyNotOffered, "pair,combination"}},
		{"a seat of 0", spec{dice: [2]int{3, 1}, wagers: []string{"0 field 10 lose 0"}}, "wagers[0].seat", "player's place", nil},
		{"a stake of nothing", spec{dice: [2]int{3, 1}, wagers: []string{"1 field 0 lose 0"}}, "wagers[0].amount", "more than zero", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { refused(t, c.sp, c.field, c.want, c.kv...) })
	}
}

// Fields the short notation cannot write.
func TestRefusedFields(t *testing.T) {
	base := `{"table_id":"CR-1","hand_number":1,"game":"craps","dealt_at":"2026-11-21T22:00:00Z"`
	for _, c := range []struct{ record, field, want string }{
		{base + `,"wagers":[]}`, "dice", "is required"},
		{base + `,"dice":[1,2,3],"wagers":[]}`, "dice", "has 3 dice"},
		{base + `,"dice":[1,2]}`, "wagers", "is required"},
		{base + `,"dice":[1,2],"wagers":[{"seat":1,"bet":"field","amount":"1.00","payout":"1.00"}]}`, "wagers[0].payout", "without a result"},
		{base + `,"dice":[1,2],"wagers":[{"seat":1,"bet":"field","amount":"1.00","result":"won","payout":"1.00"}]}`, "wagers[0].result", "not one of"},
		{base + `,"dice":[1,2],"wagers":[{"seat":1,"bet":"field","amount":"1.00","result":"win"}]}`, "wagers[0].payout", "empty"},
		{base + `,"dice":[1,2],"wagers":[{"seat":1,"bet":"place_win","number":6,"amount":"1.00","call":"working"}]}`, "wagers[0].call", "not a call"},
		{base + `,"dice":[1,2],"wagers":[],"shooter":3}`, "shooter", ""},
		{strings.Replace(base, `"craps"`, `"sic-bo"`, 1) + `,"dice":[1,2],"wagers":[]}`, "game", "not craps"},
	} {
		_, err := New().Decode([]byte(c.record))
		ie, ok := rules.AsInputError(err)
		if !ok {
			t.Errorf("%s: %v", c.record, err)
			continue
		}
		found := false
		for _, f := range ie.Errors {
			found = found || (f.Field == c.field && strings.Contains(f.Detail, c.want))
		}
		if !found {
			t.Errorf("%s: want %s %q, got %v", c.record, c.field, c.want, err)
		}
	}
}
