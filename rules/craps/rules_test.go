package craps

import (
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Each rule of 8.17, throw by throw: the wager, the table's point, the dice
// and the settlement the rule book gives, worked out by hand.
func TestEveryRule(t *testing.T) {
	cases := []struct {
		name     string
		point    int
		standing []string
		dice     [2]int
		wager    string // the wagers settled, separated by "; "
		after    string // the state the throw leaves, "" for none
	}{
		// 8.17(a) the Win Line (lines 1573-1584, 1621-1622).
		{"pass natural 7", 0, nil, [2]int{3, 4}, "1 pass 10 win 10", ""},
		{"pass natural 11", 0, nil, [2]int{6, 5}, "1 pass 10 win 10", ""},
		{"pass craps 2", 0, nil, [2]int{1, 1}, "1 pass 10 lose 0", ""},
		{"pass craps 3", 0, nil, [2]int{1, 2}, "1 pass 10 lose 0", ""},
		{"pass craps 12", 0, nil, [2]int{6, 6}, "1 pass 10 lose 0", ""},
		{"pass sets the point", 0, nil, [2]int{1, 3}, "1 pass 10", `{"point":4,"standing":[{"amount":"10.00","bet":"pass","seat":1}]}`},
		{"pass point made", 4, []string{"1 pass 10"}, [2]int{3, 1}, "1 pass 10 win 10", ""},
		{"pass loser 7", 4, []string{"1 pass 10"}, [2]int{2, 5}, "1 pass 10 lose 0", ""},
		{"pass 11 on the point", 4, []string{"1 pass 10"}, [2]int{5, 6}, "1 pass 10", `{"point":4,"standing":[{"amount":"10.00","bet":"pass","seat":1}]}`},
		{"pass 2 on the point", 4, []string{"1 pass 10"}, [2]int{1, 1}, "1 pass 10", `{"point":4,"standing":[{"amount":"10.00","bet":"pass","seat":1}]}`},
		// 8.17(b) the Don't Win Line: the 2 is barred (lines 1626-1641).
		{"don't 3", 0, nil, [2]int{2, 1}, "1 dont_pass 10 win 10", ""},
		{"don't 12", 0, nil, [2]int{6, 6}, "1 dont_pass 10 win 10", ""},
		{"don't 2 is void", 0, nil, [2]int{1, 1}, "1 dont_pass 10 push 0", ""},
		{"don't 7", 0, nil, [2]int{1, 6}, "1 dont_pass 10 lose 0", ""},
		{"don't 11", 0, nil, [2]int{5, 6}, "1 dont_pass 10 lose 0", ""},
		{"don't sets the point", 0, nil, [2]int{5, 5}, "1 dont_pass 10", `{"point":10,"standing":[{"amount":"10.00","bet":"dont_pass","seat":1}]}`},
		{"don't loser 7 wins", 10, []string{"1 dont_pass 10"}, [2]int{4, 3}, "1 dont_pass 10 win 10", ""},
		{"don't point made loses", 10, []string{"1 dont_pass 10"}, [2]int{4, 6}, "1 dont_pass 10 lose 0", ""},
		{"don't 12 on the point", 10, []string{"1 dont_pass 10"}, [2]int{6, 6}, "1 dont_pass 10", `{"point":10,"standing":[{"amount":"10.00","bet":"dont_pass","seat":1}]}`},
		// 8.17(c) Come: as the Win Line from the Come box (lines 1593-1597, 1643-1644).
		{"come natural", 5, []string{"2 pass 5"}, [2]int{5, 6}, "1 come 10 win 10", `{"point":5,"standing":[{"amount":"5.00","bet":"pass","seat":2}]}`},
		{"come craps", 5, nil, [2]int{1, 2}, "1 come 10 lose 0", `{"point":5}`},
		{"come moves to its point", 5, nil, [2]int{4, 4}, "1 come 10", `{"point":5,"standing":[{"amount":"10.00","bet":"come","number":8,"seat":1}]}`},
		{"come moves to the table's point", 5, nil, [2]int{1, 4}, "1 come 10", `{"standing":[{"amount":"10.00","bet":"come","number":5,"seat":1}]}`},
		{"come point made", 5, []string{"1 come@8 10"}, [2]int{6, 2}, "1 come@8 10 win 10", `{"point":5}`},
		{"come loser 7", 5, []string{"1 come@8 10"}, [2]int{6, 1}, "1 come@8 10 lose 0", ""},
		{"come works on a Come Out Roll", 0, []string{"1 come@8 10"}, [2]int{6, 2}, "1 come@8 10 win 10", `{"point":8}`},
		{"come 7 on a Come Out Roll", 0, []string{"1 come@8 10"}, [2]int{6, 1}, "1 come@8 10 lose 0", ""},
		// 8.17(d) Don't Come, the 2 barred (lines 1599-1603, 1648-1650).
		{"don't come 2 void", 9, nil, [2]int{1, 1}, "1 dont_come 10 push 0", `{"point":9}`},
		{"don't come 12", 9, nil, [2]int{6, 6}, "1 dont_come 10 win 10", `{"point":9}`},
		{"don't come 11", 9, nil, [2]int{6, 5}, "1 dont_come 10 lose 0", `{"point":9}`},
		{"don't come moves", 9, nil, [2]int{3, 3}, "1 dont_come 10", `{"point":9,"standing":[{"amount":"10.00","bet":"dont_come","number":6,"seat":1}]}`},
		{"don't come 7 wins", 9, []string{"1 dont_come@6 10"}, [2]int{3, 4}, "1 dont_come@6 10 win 10", ""},
		{"don't come point loses", 9, []string{"1 dont_come@6 10"}, [2]int{2, 4}, "1 dont_come@6 10 lose 0", `{"point":9}`},
		// 8.17(e) odds behind the Win Line: 2 to 1, 3 to 2, 6 to 5 (lines 1605-1620, 1652-1660).
		{"odds 4", 4, []string{"1 pass 10", "1 pass_odds 10"}, [2]int{2, 2}, "1 pass 10 win 10; 1 pass_odds 10 win 20", ""},
		{"odds 9", 9, []string{"1 pass 10", "1 pass_odds 10"}, [2]int{5, 4}, "1 pass 10 win 10; 1 pass_odds 10 win 15", ""},
		{"odds 8", 8, []string{"1 pass 10", "1 pass_odds 10"}, [2]int{5, 3}, "1 pass 10 win 10; 1 pass_odds 10 win 12", ""},
		{"odds stay", 8, []string{"1 pass 10", "1 pass_odds 10"}, [2]int{5, 4}, "1 pass_odds 10", `{"point":8,"standing":[{"amount":"10.00","bet":"pass","seat":1},{"amount":"10.00","bet":"pass_odds","seat":1}]}`},
		{"odds lose", 8, []string{"1 pass 10", "1 pass_odds 10"}, [2]int{5, 2}, "1 pass 10 lose 0; 1 pass_odds 10 lose 0", ""},
		// 8.17(f) laid behind the Don't Win Line: 1 to 2, 2 to 3, 5 to 6 (lines 1664-1678, 1709-1717).
		{"lay 4", 4, []string{"1 dont_pass 10", "1 dont_pass_odds 20"}, [2]int{5, 2}, "1 dont_pass 10 win 10; 1 dont_pass_odds 20 win 10", ""},
		{"lay 5", 5, []string{"1 dont_pass 10", "1 dont_pass_odds 15"}, [2]int{5, 2}, "1 dont_pass 10 win 10; 1 dont_pass_odds 15 win 10", ""},
		{"lay 6", 6, []string{"1 dont_pass 10", "1 dont_pass_odds 12"}, [2]int{5, 2}, "1 dont_pass 10 win 10; 1 dont_pass_odds 12 win 10", ""},
		{"lay loses", 6, []string{"1 dont_pass 10", "1 dont_pass_odds 12"}, [2]int{5, 1}, "1 dont_pass 10 lose 0; 1 dont_pass_odds 12 lose 0", ""},
		// 8.17(g) behind the Come: off on a Come Out Roll unless called on (lines 1719-1724).
		{"come odds on a point roll", 5, []string{"1 come@10 10", "1 come_odds@10 10"}, [2]int{4, 6}, "1 come@10 10 win 10; 1 come_odds@10 10 win 20", `{"point":5}`},
		{"come odds off on a Come Out Roll: returned", 0, []string{"1 come@10 10", "1 come_odds@10 10"}, [2]int{4, 6}, "1 come@10 10 win 10; 1 come_odds@10 10 push 0", `{"point":10}`},
		{"come odds off on a Come Out Roll: returned on a 7", 0, []string{"1 come@10 10", "1 come_odds@10 10"}, [2]int{4, 3}, "1 come@10 10 lose 0; 1 come_odds@10 10 push 0", ""},
		{"come odds off on a Come Out Roll: stays", 0, []string{"1 come@10 10", "1 come_odds@10 10"}, [2]int{4, 5}, "1 come_odds@10 10", `{"point":9,"standing":[{"amount":"10.00","bet":"come","number":10,"seat":1},{"amount":"10.00","bet":"come_odds","number":10,"seat":1}]}`},
		{"come odds called on", 0, []string{"1 come@10 10", "1 come_odds@10 10"}, [2]int{4, 6}, "1 come@10 10 win 10; 1 come_odds@10 10 on win 20", `{"point":10}`},
		{"come odds called off on a point roll", 5, []string{"1 come@10 10", "1 come_odds@10 10"}, [2]int{4, 3}, "1 come@10 10 lose 0; 1 come_odds@10 10 off push 0", ""},
		// 8.17(h) behind the Don't Come: in action on a Come Out Roll unless called off (lines 1726-1731).
		{"don't come lay on a Come Out Roll", 0, []string{"1 dont_come@9 10", "1 dont_come_odds@9 15"}, [2]int{3, 4}, "1 dont_come@9 10 win 10; 1 dont_come_odds@9 15 win 10", ""},
		{"don't come lay called off", 0, []string{"1 dont_come@9 10", "1 dont_come_odds@9 15"}, [2]int{3, 4}, "1 dont_come@9 10 win 10; 1 dont_come_odds@9 15 off push 0", ""},
		{"don't come lay loses", 4, []string{"1 dont_come@9 10", "1 dont_come_odds@9 15"}, [2]int{3, 6}, "1 dont_come@9 10 lose 0; 1 dont_come_odds@9 15 lose 0", `{"point":4}`},
		// 8.17(i) Hardways: 7½ to 1 and 9½ to 1 (lines 1698-1708, 1733-1745).
		{"hard 4", 5, nil, [2]int{2, 2}, "1 hardway@4 10 win 75", `{"point":5}`},
		{"hard 6", 5, nil, [2]int{3, 3}, "1 hardway@6 10 win 95", `{"point":5}`},
		{"hard 8", 5, nil, [2]int{4, 4}, "1 hardway@8 10 win 95", `{"point":5}`},
		{"hard 10", 5, nil, [2]int{5, 5}, "1 hardway@10 10 win 75", `{"point":5}`},
		{"hard 4 easy", 5, nil, [2]int{1, 3}, "1 hardway@4 10 lose 0", `{"point":5}`},
		{"hard 6 seven", 5, nil, [2]int{1, 6}, "1 hardway@6 10 lose 0", ""},
		{"hard 6 stays", 5, nil, [2]int{4, 4}, "1 hardway@6 10", `{"point":5,"standing":[{"amount":"10.00","bet":"hardway","number":6,"seat":1}]}`},
		{"hard 8 on a Come Out Roll", 0, nil, [2]int{4, 4}, "1 hardway@8 10 win 95", `{"point":8}`},
		{"hard 8 called off on a Come Out Roll", 0, nil, [2]int{4, 4}, "1 hardway@8 10 off", `{"point":8,"standing":[{"amount":"10.00","bet":"hardway","number":8,"seat":1}]}`},
		// 8.17(j) Place to Win: 7 to 6, 7 to 5, 9½ to 5; off on a Come Out Roll unless called on (lines 1749-1766).
		{"place 6", 5, nil, [2]int{1, 5}, "1 place_win@6 12 win 14", `{"point":5}`},
		{"place 5", 4, nil, [2]int{1, 4}, "1 place_win@5 10 win 14", `{"point":4}`},
		{"place 10", 4, nil, [2]int{4, 6}, "1 place_win@10 10 win 19", `{"point":4}`},
		{"place 4 at 9½ to 5", 5, nil, [2]int{1, 3}, "1 place_win@4 5 win 9.50", `{"point":5}`},
		{"place loses to 7", 4, nil, [2]int{1, 6}, "1 place_win@10 10 lose 0", ""},
		{"place off on a Come Out Roll stays on a 7", 0, nil, [2]int{1, 6}, "1 place_win@10 10", `{"standing":[{"amount":"10.00","bet":"place_win","number":10,"seat":1}]}`},
		{"place off on a Come Out Roll stays on its number", 0, nil, [2]int{4, 6}, "1 place_win@10 10", `{"point":10,"standing":[{"amount":"10.00","bet":"place_win","number":10,"seat":1}]}`},
		{"place called on", 0, nil, [2]int{1, 6}, "1 place_win@10 10 on lose 0", ""},
		{"place called off on a point roll", 4, nil, [2]int{1, 6}, "1 place_win@10 10 off", `{"standing":[{"amount":"10.00","bet":"place_win","number":10,"seat":1}]}`},
		// 8.17(k) Place to Lose: 4 to 5, 5 to 8, 5 to 11; in action on a Come Out Roll unless called off (lines 1768-1786).
		{"lay 6 wins", 4, nil, [2]int{1, 6}, "1 place_lose@6 25 win 20", ""},
		{"lay 9 wins", 4, nil, [2]int{1, 6}, "1 place_lose@9 16 win 10", ""},
		{"lay 4 wins", 5, nil, [2]int{1, 6}, "1 place_lose@4 22 win 10", ""},
		{"lay loses", 5, nil, [2]int{3, 1}, "1 place_lose@4 22 lose 0", `{"point":5}`},
		{"lay on a Come Out Roll", 0, nil, [2]int{1, 6}, "1 place_lose@4 22 win 10", ""},
		{"lay called off", 0, nil, [2]int{1, 6}, "1 place_lose@4 22 off", `{"standing":[{"amount":"22.00","bet":"place_lose","number":4,"seat":1}]}`},
		// 8.17(l)-(s) the one-throw wagers (lines 1788-1843).
		{"any craps 2", 0, nil, [2]int{1, 1}, "1 any_craps 10 win 75", ""},
		{"any craps 3", 0, nil, [2]int{2, 1}, "1 any_craps 10 win 75", ""},
		{"any craps 12", 6, nil, [2]int{6, 6}, "1 any_craps 10 win 75", `{"point":6}`},
		{"any craps loses", 6, nil, [2]int{5, 6}, "1 any_craps 10 lose 0", `{"point":6}`},
		{"craps 2", 6, nil, [2]int{1, 1}, "1 craps_2 1 win 33", `{"point":6}`},
		{"craps 3", 6, nil, [2]int{1, 2}, "1 craps_3 1 win 16", `{"point":6}`},
		{"craps 12", 6, nil, [2]int{6, 6}, "1 craps_12 1 win 33", `{"point":6}`},
		{"craps 12 loses on 11", 6, nil, [2]int{6, 5}, "1 craps_12 1 lose 0", `{"point":6}`},
		{"eleven", 6, nil, [2]int{6, 5}, "1 eleven 1 win 16", `{"point":6}`},
		{"any seven", 6, nil, [2]int{2, 5}, "1 any_seven 10 win 40", ""},
		{"pair", 6, nil, [2]int{3, 3}, "1 pair:33 1 win 33", ""},
		{"pair of other faces", 6, nil, [2]int{4, 4}, "1 pair:33 1 lose 0", `{"point":6}`},
		{"combination either way round", 6, nil, [2]int{3, 1}, "1 combination:13 1 win 16", `{"point":6}`},
		{"combination the same total", 6, nil, [2]int{2, 2}, "1 combination:13 1 lose 0", `{"point":6}`},
		// 8.17(t) the Field (lines 1818-1823, 1845-1848).
		{"field 2", 6, nil, [2]int{1, 1}, "1 field 10 win 20", `{"point":6}`},
		{"field 12", 6, nil, [2]int{6, 6}, "1 field 10 win 30", `{"point":6}`},
		{"field 3", 6, nil, [2]int{1, 2}, "1 field 10 win 10", `{"point":6}`},
		{"field 4", 6, nil, [2]int{1, 3}, "1 field 10 win 10", `{"point":6}`},
		{"field 9", 6, nil, [2]int{4, 5}, "1 field 10 win 10", `{"point":6}`},
		{"field 10", 6, nil, [2]int{4, 6}, "1 field 10 win 10", `{"point":6}`},
		{"field 11", 6, nil, [2]int{5, 6}, "1 field 10 win 10", `{"point":6}`},
		{"field 5", 6, nil, [2]int{1, 4}, "1 field 10 lose 0", `{"point":6}`},
		{"field 8", 6, nil, [2]int{3, 5}, "1 field 10 lose 0", `{"point":6}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wagers := strings.Split(c.wager, "; ")
		standing:
			for _, s := range c.standing {
				sr := parseStanding(t, s)
				for _, x := range wagers {
					if w := parseWager(t, x); sr.Bet == w.Bet && sr.Number == w.Number {
						continue standing
					}
				}
				wagers = append(wagers, s)
			}
			sp := spec{point: c.point, standing: c.standing, dice: c.dice, wagers: wagers}
			v := mustVerify(t, sp)
			if got := string(v.Outcome.State); got != c.after {
				t.Errorf("leaves %s, want %s", got, c.after)
			}
		})
	}
}

// The table's own odds: a table paying more than the minimum is settled at
// its odds; the fraction of a penny is dropped, or paid to the player.
func TestTableOdds(t *testing.T) {
	// 7 to 6 on 5.00 is 5.833…: 5.83, or 5.84 paid up.
	sp := spec{point: 5, dice: [2]int{3, 3}, wagers: []string{"1 place_win@6 5 win 5.83"}}
	mustVerify(t, sp)
	sp.wagers = []string{"1 place_win@6 5 win 5.84"}
	mustVerify(t, sp, keyFraction, fractionToPlayer)
	// A table paying 9 to 1 on the Hardway 4 and 8 to 1 on Any Craps.
	mustVerify(t, spec{point: 5, dice: [2]int{2, 2}, wagers: []string{"1 hardway@4 10 win 90", "2 any_craps 10 lose 0"}},
		"hard_4_pays", "9 to 1", "any_craps_pays", "8")
	// 9.5 to 5 written with decimals is the minimum; 2 to 1 on a place 4 is
	// more.
	mustVerify(t, spec{point: 5, dice: [2]int{2, 2}, wagers: []string{"1 place_win@4 10 win 20"}}, "place_4_10_pays", "2 to 1")
	mustVerify(t, spec{point: 5, dice: [2]int{2, 2}, wagers: []string{"1 place_win@4 10 win 19"}}, "place_4_10_pays", "9.5 to 5")
	mustVerify(t, spec{point: 5, dice: [2]int{2, 2}, wagers: []string{"1 place_win@4 10 win 19"}}, "place_4_10_pays", "9½ to 5")
	// A table laying 1 to 1 on a 4: a lay of 10 wins 10.
	mustVerify(t, spec{point: 4, standing: []string{"1 dont_pass 10"}, dice: [2]int{3, 4},
		wagers: []string{"1 dont_pass 10 win 10", "1 dont_pass_odds 10 win 10"}}, "lay_4_10_pays", "1 to 1")
	// Settings below the minimum, or not odds, are refused.
	for _, kv := range [][2]string{{"hard_4_pays", "7 to 1"}, {"hard_6_pays", "9"}, {"any_craps_pays", "7"}, {"place_4_10_pays", "9 to 5"},
		{"pass_pays", "19 to 20"}, {"lay_6_8_pays", "4 to 5"}, {"field_12_pays", "2"}, {"eleven_pays", "15 to 1"}, {"odds_5_9_pays", "x"},
		{"combination_pays", "0 to 1"}, {"pair_pays", "33 to 0"}, {"craps_2_pays", "1000001"}} {
		if _, err := New().Settings(map[string]string{kv[0]: kv[1]}); err == nil {
			t.Errorf("%s = %s accepted", kv[0], kv[1])
		} else if ie, ok := rules.AsInputError(err); !ok || ie.Errors[0].Field != "settings."+kv[0] {
			t.Errorf("%s = %s: %v", kv[0], kv[1], err)
		}
	}
}

// What the throw settles wrongly is a finding naming the seat, the wager
// with its number, the field and the rule; what it leaves standing but the
// table settled, or settles but the table left standing, too.
func TestFindings(t *testing.T) {
	cases := []struct {
		name   string
		sp     spec
		fields []string // bet field: declared → expected
		rule   string
		msg    string
	}{
		{"place 6 underpaid", spec{point: 5, dice: [2]int{3, 3}, wagers: []string{"1 place_win@6 12 win 12"}},
			[]string{"place_win payout: 12.00 → 14.00"}, "1751-1752", "seat 1 place_win 6 was paid 12.00"},
		{"a place bet taken on a Come Out Roll 7 when it was off", spec{dice: [2]int{3, 4}, wagers: []string{"1 place_win@6 12 lose 0"}},
			[]string{"place_win result: lose → stands"}, "1763-1766", "seat 1 place_win 6 was settled as lose; the throw does not settle it"},
		{"a don't bet paid on the barred 2", spec{dice: [2]int{1, 1}, wagers: []string{"1 dont_pass 10 win 10"}},
			[]string{"dont_pass result: win → push", "dont_pass payout: 10.00 → 0.00"}, "1630", ""},
		{"a losing place bet left standing", spec{point: 8, dice: [2]int{3, 4}, wagers: []string{"1 place_win@6 12"}},
			[]string{"place_win result: stands → lose"}, "1756-1757", "seat 1 place_win 6 was left standing on the layout; the throw settles it: lose"},
		{"hardway paid on the easy way", spec{point: 8, dice: [2]int{1, 5}, wagers: []string{"1 hardway@6 5 win 47.50"}},
			[]string{"hardway result: win → lose", "hardway payout: 47.50 → 0.00"}, "1738-1741", ""},
		{"come odds paid on a Come Out Roll without a call", spec{standing: []string{"1 come@4 10", "1 come_odds@4 10"}, dice: [2]int{2, 2},
			wagers: []string{"1 come@4 10 win 10", "1 come_odds@4 10 win 20"}},
			[]string{"come_odds result: win → push", "come_odds payout: 20.00 → 0.00"}, "1719-1724", ""},
		{"field 12 paid 2 to 1", spec{dice: [2]int{6, 6}, wagers: []string{"1 field 10 win 20"}},
			[]string{"field payout: 20.00 → 30.00"}, "1823", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := verify(t, c.sp)
			var got []string
			for _, f := range v.Findings {
				got = append(got, f.Bet+" "+f.Field+": "+f.Declared+" → "+f.Expected)
				if f.Rule.Lines != c.rule {
					t.Errorf("%s cites %s, want %s", f.Field, f.Rule, c.rule)
				}
			}
			if strings.Join(got, "; ") != strings.Join(c.fields, "; ") {
				t.Errorf("findings %q, want %q", got, c.fields)
			}
			if c.msg != "" && (len(v.Findings) == 0 || !strings.Contains(v.Findings[0].Message, c.msg)) {
				t.Errorf("message %q", findings(v))
			}
		})
	}
}

// A wager left standing and declared so is no settlement: the verdict
// settles, and the totals count, only what the throw resolved.
func TestStandingWagersAreNoSettlements(t *testing.T) {
	v := mustVerify(t, spec{point: 6, standing: []string{"1 pass 10", "2 place_win@8 12"}, dice: [2]int{2, 3},
		wagers: []string{"1 pass 10", "2 place_win@8 12", "3 field 5 lose 0", "4 place_lose@9 16"}})
	if len(v.Settlements) != 1 || v.Settlements[0].Bet != "field" {
		t.Fatalf("settlements %+v", v.Settlements)
	}
	if v.Totals.Wagered != rules.Dollars(5) || v.Totals.HouseWin != rules.Dollars(5) || v.Totals.ExpectedHouseWin != rules.Dollars(5) {
		t.Errorf("totals %+v", v.Totals)
	}
	if got, want := string(v.Outcome.State), stateOf(t, 6, "1 pass 10", "2 place_win@8 12", "4 place_lose@9 16"); got != want {
		t.Errorf("state %s, want %s", got, want)
	}
}

// Wagers that stand on one spot are combined: a Come wager moving to a
// number the seat holds one on adds to it.
func TestComeWagersCombine(t *testing.T) {
	v := mustVerify(t, spec{point: 6, standing: []string{"1 pass 10", "1 come@8 10"}, dice: [2]int{3, 5},
		wagers: []string{"1 pass 10", "1 come@8 10 win 10", "1 come 5"}})
	if got, want := string(v.Outcome.State), stateOf(t, 6, "1 pass 10", "1 come@8 5"); got != want {
		t.Errorf("state %s, want %s", got, want)
	}
	v = mustVerify(t, spec{point: 6, standing: []string{"1 pass 10", "1 dont_come@8 10"}, dice: [2]int{3, 5},
		wagers: []string{"1 pass 10", "1 dont_come@8 10 lose 0", "1 come 5", "2 dont_come 5"}})
	if got, want := string(v.Outcome.State), stateOf(t, 6, "1 pass 10", "1 come@8 5", "2 dont_come@8 5"); got != want {
		t.Errorf("state %s, want %s", got, want)
	}
	v = mustVerify(t, spec{point: 6, standing: []string{"1 come@8 10"}, dice: [2]int{3, 3},
		wagers: []string{"1 come@8 10", "1 come 5"}})
	if got, want := string(v.Outcome.State), stateOf(t, 0, "1 come@6 5", "1 come@8 10"); got != want {
		t.Errorf("state %s, want %s", got, want)
	}
}

// A wager always in action may be stated "on": a station may state every
// wager's status.
func TestOnStated(t *testing.T) {
	mustVerify(t, spec{dice: [2]int{3, 4}, wagers: []string{"1 pass 10 on win 10", "2 field 5 on lose 0", "3 place_lose@4 22 on win 10",
		"4 place_win@4 10 off", "5 hardway@4 5 on lose 0"}})
}

// The hardways_come_out setting: off, a Hardway is off on a Come Out Roll
// unless called on.
func TestHardwaysOffOnTheComeOut(t *testing.T) {
	mustVerify(t, spec{dice: [2]int{2, 2}, wagers: []string{"1 hardway@4 10"}}, keyHardways, hardwaysOff)
	mustVerify(t, spec{dice: [2]int{2, 2}, wagers: []string{"1 hardway@4 10 on win 75"}}, keyHardways, hardwaysOff)
	mustVerify(t, spec{point: 5, dice: [2]int{2, 2}, wagers: []string{"1 hardway@4 10 win 75"}}, keyHardways, hardwaysOff)
}

// The outcome names what the throw did.
func TestOutcomeSummary(t *testing.T) {
	for _, c := range []struct {
		point int
		dice  [2]int
		want  string
		event string
	}{
		{0, [2]int{5, 6}, "11 (5-6) on the Come Out Roll: a natural", "natural"},
		{0, [2]int{1, 2}, "3 (1-2) on the Come Out Roll: craps", "craps"},
		{0, [2]int{4, 2}, "6 (4-2) on the Come Out Roll: the Come Out Point is 6", "point_set"},
		{6, [2]int{3, 3}, "6 (3-3): the point 6 is made", "point_made"},
		{6, [2]int{3, 4}, "7 (3-4): a Loser 7 on the point 6", "loser_7"},
		{6, [2]int{3, 5}, "8 (3-5) on the point 6", "no_decision"},
	} {
		v := mustVerify(t, spec{point: c.point, dice: c.dice})
		if v.Outcome.Summary != c.want || v.Outcome.Detail.(Detail).Event != c.event {
			t.Errorf("%v on %d: %q %+v", c.dice, c.point, v.Outcome.Summary, v.Outcome.Detail)
		}
	}
}
