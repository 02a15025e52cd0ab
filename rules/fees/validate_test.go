package fees

import (
	"encoding/json"
	"strings"
	"testing"
	"testing/fstest"
)

// readSetJSON decodes an embedded set file into its raw form for editing.
func readSetJSON(t *testing.T, id string) *setJSON {
	t.Helper()
	b, err := dataFS.ReadFile("data/" + strings.ToLower(id) + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var sj setJSON
	if err := json.Unmarshal(b, &sj); err != nil {
		t.Fatal(err)
	}
	return &sj
}

func encode(t *testing.T, sj *setJSON) []byte {
	t.Helper()
	b, err := json.Marshal(sj)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func row(sj *setJSON, block int, option string) *rowJSON {
	for i := range sj.Blocks[block].Rows {
		if sj.Blocks[block].Rows[i].Option == option {
			return &sj.Blocks[block].Rows[i]
		}
	}
	panic("no option " + option)
}

// Each validation Decode applies must be able to fail: every case breaks one
// rule in an otherwise valid set and must be refused with the reason.
func TestDecodeRejects(t *testing.T) {
	cases := []struct {
		name string
		set  string
		edit func(sj *setJSON)
		want string
	}{
		{"percentage fee", "HOLDEM-1", func(sj *setJSON) { row(sj, 0, "8").Fees[1] = "10%" }, "is a percentage"},
		{"percentage in words", "CA-PG", func(sj *setJSON) { row(sj, 0, "7").Fees[1] = "5 percent" }, "is a percentage"},
		{"fraction of the pot", "HOLDEM-1", func(sj *setJSON) { row(sj, 0, "8").Fees[2] = "1/2" }, "is a fraction"},
		{"fraction in words", "CA-EZB", func(sj *setJSON) { row(sj, 0, "1").Fees[0] = "half of wagers" }, "is a fraction"},
		{"fractional cent", "CA-EZB", func(sj *setJSON) { row(sj, 0, "1").Fees[0] = "0.505" }, "not a flat amount"},
		{"fee with a unit", "FUCP-2", func(sj *setJSON) { row(sj, 0, "1").Fees[0] = "$10" }, "not a flat amount"},
		{"N/A outside the jackpot column", "CA-HB", func(sj *setJSON) { row(sj, 0, "1").Fees[0] = "N/A" }, "only a jackpot fee may be N/A"},
		{"option number twice", "CA-EZB", func(sj *setJSON) { row(sj, 0, "2").Option = "1" }, "appears twice"},
		{"option number twice across blocks", "HOLDEM-1", func(sj *setJSON) { row(sj, 1, "86").Option = "85" }, "appears twice"},
		{"undeclared repeat", "CA-912", func(sj *setJSON) { sj.Repeats = []int{6} }, "5 is not a declared repeat"},
		{"repeat printed as a plain number", "CA-912", func(sj *setJSON) { row(sj, 0, "5b").Option = "5" }, "appears twice"},
		{"declared repeat absent", "CA-912", func(sj *setJSON) { sj.Repeats = append(sj.Repeats, 7) }, "repeat 7 declared"},
		{"repeat before its first printing", "CA-EZB", func(sj *setJSON) { sj.Repeats = []int{2}; row(sj, 0, "1").Option = "2b" }, "2 is not a declared repeat printed before it"},
		{"label not a number", "CA-EZB", func(sj *setJSON) { row(sj, 0, "3").Option = "3a" }, "want an option number"},
		{"more than five rates per table limit", "CA-EZB", func(sj *setJSON) {
			// Option 31: four tiers and the coupon fee are five rates; a
			// sixth tier is one too many.
			r := row(sj, 2, "31")
			r.Tiers[3].Action = "$1,501 - $2,000"
			r.Tiers = append(r.Tiers, tierJSON{Action: "$2,001+", Fee: "15.00", Line: "3301", Quality: "clean"})
		}, "establishes 6 collection rates, more than the 5 allowed"},
		{"more than five rates per table", "CA-UTH", func(sj *setJSON) { sj.Cap.Rates = 4 }, "more than the 4 allowed"},
		{"more than three rates per table (legacy)", "LEG-LOWBALL", func(sj *setJSON) {
			extra := sj.Blocks[0]
			extra.Block = "regular-2"
			extra.Rows = []rowJSON{{Option: "X15-30", Limit: "15-30", Fees: []string{"1", "1", "1", "1"}, Line: "324", Quality: "clean"}}
			sj.Blocks = append(sj.Blocks, extra)
		}, "more than the 3 collection rates allowed per table"},
		{"tiers out of order", "CA-PG", func(sj *setJSON) {
			ts := row(sj, 1, "19").Tiers
			ts[1], ts[2] = ts[2], ts[1]
		}, "overlaps or precedes"},
		{"tiers overlapping", "CA-BJP", func(sj *setJSON) { row(sj, 1, "17").Tiers[1].Action = "$75 - $200" }, "overlaps or precedes"},
		{"open tier not last", "CA-EZB", func(sj *setJSON) { row(sj, 1, "21").Tiers[3].Action = "$505+" }, "is open but not the last"},
		{"last tier closed", "CA-EZB", func(sj *setJSON) { row(sj, 1, "22").Tiers[4].Action = "$1,505 - $3,000" }, "must be open"},
		{"tier ending below its start", "CA-PAN9", func(sj *setJSON) { row(sj, 1, "20").Tiers[0].Action = "$1,200 - $300" }, "maximum is below the minimum"},
		{"tier without a dollar amount", "CA-PAN9", func(sj *setJSON) { row(sj, 1, "17").Tiers[0].Action = "1 - 100" }, "want \"$A - $B\""},
		{"player fee on a table-action option", "CA-PGTW", func(sj *setJSON) { row(sj, 1, "17").Fees[0] = "1.00" }, "charges no player fee"},
		{"table-action option without tiers", "CA-PGTW", func(sj *setJSON) { row(sj, 1, "18").Tiers = nil }, "needs tiers"},
		{"tiers on a per-bet option", "CA-PGTW", func(sj *setJSON) { row(sj, 0, "1").Tiers = row(sj, 1, "17").Tiers }, "only table-action options have tiers"},
		{"unknown mechanism", "13CP", func(sj *setJSON) { sj.Blocks[0].Mechanism = "FM11" }, "unknown mechanism"},
		{"column of another mechanism", "FUCP-1", func(sj *setJSON) { sj.Blocks[0].Columns = []string{"dtf1"} }, "is not a FM3 column"},
		{"missing column", "EZB-OWN", func(sj *setJSON) {
			sj.Blocks[0].Columns = []string{"pd_fee", "jackpot_fee"}
		}, "needs column \"player_fee\""},
		{"fees and columns differ", "LEG-BAC9", func(sj *setJSON) { row(sj, 0, "25-200").Fees = []string{"4.00"} }, "1 fees for 2 columns"},
		{"garbled players", "HOLDEM-1", func(sj *setJSON) { row(sj, 0, "1").Players = "7.01 more" }, "want \"N\", \"N or more\""},
		{"garbled limit", "CA-UTH", func(sj *setJSON) { row(sj, 0, "1").Limit = "¢10 ¢100" }, "limit \"¢10 ¢100\""},
		{"interpreted without a note", "STUD-1", func(sj *setJSON) { row(sj, 0, "75").Note = "" }, "needs a note"},
		{"unknown quality", "STUD-1", func(sj *setJSON) { row(sj, 0, "1").Quality = "ok" }, "quality \"ok\""},
		{"unprinted field on a clean row", "STUD-1", func(sj *setJSON) { row(sj, 0, "1").Unprinted = []string{"dtf3"} }, "only an interpreted or unresolved row"},
		{"bad line", "CA-HB", func(sj *setJSON) { row(sj, 0, "2").Line = "3155-3150" }, "not a line range"},
		{"bad set id", "CA-HB", func(sj *setJSON) { sj.Set = "ca hb" }, "want upper-case words"},
		{"cap without a rule", "CA-HB", func(sj *setJSON) { sj.Cap.Rule = "" }, "cap"},
		{"game without catalog id", "CA-HB", func(sj *setJSON) { sj.Games[0].Catalog = "" }, "needs a name and a catalog id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sj := readSetJSON(t, c.set)
			if _, err := Decode(encode(t, sj)); err != nil {
				t.Fatalf("the unedited set fails: %v", err)
			}
			c.edit(sj)
			_, err := Decode(encode(t, sj))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}

func TestDecodeRejectsUnknownFields(t *testing.T) {
	b, _ := dataFS.ReadFile("data/ca-hb.json")
	bad := strings.Replace(string(b), `"quality": "clean"`, `"quality": "clean", "percent": "5"`, 1)
	if _, err := Decode([]byte(bad)); err == nil || !strings.Contains(err.Error(), "unknown field") {
		t.Errorf("got %v", err)
	}
}

func TestLoadChecksFilesAndIDs(t *testing.T) {
	hb, _ := dataFS.ReadFile("data/ca-hb.json")
	if _, err := Load(fstest.MapFS{"ca-hb.json": {Data: hb}}); err != nil {
		t.Fatalf("one valid file: %v", err)
	}
	if _, err := Load(fstest.MapFS{"ca-pg.json": {Data: hb}}); err == nil || !strings.Contains(err.Error(), "must be in ca-hb.json") {
		t.Errorf("a set in the wrong file: %v", err)
	}
	if _, err := Load(fstest.MapFS{}); err == nil {
		t.Errorf("no files: want an error")
	}
	if _, err := Load(fstest.MapFS{"ca-hb.json": {Data: []byte(`{"set": "CA-HB"} {}`)}}); err == nil {
		t.Errorf("two values in a file: want an error")
	}
}
