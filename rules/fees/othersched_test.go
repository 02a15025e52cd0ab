package fees

import (
	"errors"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The other collection schedules of seed 000: every printed row, by set
// and mechanism.
func TestOtherScheduleSets(t *testing.T) {
	for _, c := range []struct {
		set    string
		blocks map[string]int // mechanism: rows
	}{
		// No-Limit Poker 13 rows (1402-1414) and 4 timed (1420-1423);
		// Pot-Limit Poker 1 row (1428) and 5 timed (1434-1438).
		{"LEG-NLP", map[string]int{"FM5P": 14, "FM5PT": 9}},
		{"FPG-OWN", map[string]int{"FM7": 11}}, // lines 1698-1708
		{"BJP-OWN", map[string]int{"FM7": 8}},  // options 1 through 8, lines 2092-2099
		{"UTH-OWN", map[string]int{"FM7": 4}},  // options 1 through 4, lines 2412-2415
	} {
		s, err := FindSet(c.set)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		for _, o := range s.Options {
			got[string(o.Mechanism)]++
		}
		if len(got) != len(c.blocks) {
			t.Errorf("%s: mechanisms %v, want %v", c.set, got, c.blocks)
		}
		for m, n := range c.blocks {
			if got[m] != n {
				t.Errorf("%s: %d %s rows, want %d", c.set, got[m], m, n)
			}
		}
	}
}

// The No-Limit Poker rates by players (line 1402, $20 buy-in, 1-1 blind:
// 3.00 for 9, 8 and 7 players, 2.00 for 6, 1.50 for 5, 1.00 for 4); three
// or fewer pay the 4 players' rate and ten the 9 players' (OS3).
func TestLegacyPokerFeeByPlayers(t *testing.T) {
	o, err := Lookup("LEG-NLP", "NL20")
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]rules.Money{2: 100, 3: 100, 4: 100, 5: 150, 6: 200, 7: 300, 8: 300, 9: 300, 10: 300}
	for n, m := range want {
		a, err := o.LegacyPokerFee(n)
		if err != nil || a.Money != m || a.Payer != PayerPot || a.Per != PerHand || a.Rule.Lines != "1402" || a.Procedure.Lines != "56" {
			t.Errorf("NL20, %d players: %+v, %v; want %s from the pot per hand, line 1402", n, a, err, m)
		}
	}
	if _, err := o.LegacyPokerFee(1); !errors.Is(err, ErrPlayers) {
		t.Errorf("one player: %v", err)
	}
	if _, err := o.HalfHourFee(6); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a per-hand rate as a half-hour fee: %v", err)
	}
	// Line 1414 prints the 8 players' cell "5.0": $5.00.
	o, _ = Lookup("LEG-NLP", "NL2000")
	if a, _ := o.LegacyPokerFee(8); a.Money != rules.Dollars(5) || a.Quality != Markup {
		t.Errorf("NL2000, 8 players: %+v", a)
	}
	// Pot-Limit Poker, line 1428: 4.00 for 6 players.
	o, _ = Lookup("LEG-NLP", "PL500")
	if a, _ := o.LegacyPokerFee(6); a.Money != rules.Dollars(4) || a.Rule.Lines != "1428" {
		t.Errorf("PL500, 6 players: %+v", a)
	}
	// The "100-300" buy-in row is a table of its own beside the $100 one.
	a, _ := Lookup("LEG-NLP", "NL100")
	b, _ := Lookup("LEG-NLP", "NL100-300")
	if a.Limit.Min != rules.Dollars(100) || a.Limit.Max != rules.Dollars(100) || b.Limit.Min != rules.Dollars(100) || b.Limit.Max != rules.Dollars(300) || b.Blind != "2-3" {
		t.Errorf("NL100 %+v, NL100-300 %+v", a.Limit, b.Limit)
	}
}

// The time collection tables: per player per half hour by blind and
// players, 15-25 blind (line 1420) 11.00 for 6 to 9 players and 5.00 for 5
// and 4; 25-25-50 (line 1438) 14.00 and 7.00.
func TestLegacyPokerTime(t *testing.T) {
	for _, c := range []struct {
		option  string
		players int
		want    rules.Money
		line    string
	}{
		{"NLT15-25", 9, rules.Dollars(11), "1420"}, {"NLT15-25", 6, rules.Dollars(11), "1420"},
		{"NLT15-25", 5, rules.Dollars(5), "1420"}, {"NLT15-25", 4, rules.Dollars(5), "1420"},
		{"NLT15-25", 3, rules.Dollars(5), "1420"}, {"NLT15-25", 10, rules.Dollars(11), "1420"},
		{"NLT100-200", 7, rules.Dollars(17), "1423"}, {"NLT100-200", 5, rules.Dollars(8), "1423"},
		{"PLT25-25-50", 6, rules.Dollars(14), "1438"}, {"PLT25-25-50", 5, rules.Dollars(7), "1438"},
		{"PLT2-3-5", 8, rules.Dollars(8), "1434"}, {"PLT2-3-5", 4, rules.Dollars(4), "1434"},
	} {
		o, err := Lookup("LEG-NLP", c.option)
		if err != nil {
			t.Fatal(err)
		}
		a, err := o.HalfHourFee(c.players)
		if err != nil || a.Money != c.want || a.Payer != PayerEachPlayer || a.Per != PerHalfHour || a.Rule.Lines != c.line {
			t.Errorf("%s, %d players: %+v, %v; want %s from each player, line %s", c.option, c.players, a, err, c.want, c.line)
		}
	}
	o, _ := Lookup("LEG-NLP", "NLT15-25")
	if _, err := o.LegacyPokerFee(6); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a time collection table's per-hand fee: %v", err)
	}
	if _, err := o.HalfHourFee(1); !errors.Is(err, ErrPlayers) {
		t.Errorf("one player: %v", err)
	}
}

// CheckHand under a No-Limit rate: the players' column as the Regular
// Table Fee after the flop, Hold 'Em's $1.00 Designated Table Fee (line
// 57) before it; $100 buy-in, 2-3 blind (line 1405): 3.00 for 6 players.
func TestLegacyPokerCheckHand(t *testing.T) {
	o, _ := Lookup("LEG-NLP", "NL100")
	m := func(kv ...any) map[string]rules.Money {
		out := map[string]rules.Money{}
		for i := 0; i < len(kv); i += 2 {
			out[kv[i].(string)] = kv[i+1].(rules.Money)
		}
		return out
	}
	for _, c := range []struct {
		name     string
		players  int
		reached  Stage
		declared map[string]rules.Money
		total    rules.Money
		findings string // bet:expected@line ...
	}{
		{"flop, 6 players", 6, StageSecond, m("regular", rules.Dollars(3)), rules.Dollars(3), ""},
		{"river, 9 players", 9, StageThird, m("regular", rules.Dollars(4)), rules.Dollars(4), ""},
		{"river, 6 players at the 9 players' rate", 6, StageThird, m("regular", rules.Dollars(4)), rules.Dollars(3), "fee:regular:3.00@1405"},
		{"river, 4 players, nothing taken", 4, StageThird, nil, rules.Dollars(1), "fee:regular:1.00@1405"},
		{"before the flop", 6, StageDealt, m("designated", rules.Dollars(1)), rules.Dollars(1), ""},
		{"before the flop, the regular rate", 6, StageDealt, m("regular", rules.Dollars(3)), rules.Dollars(1), "fee:regular:0.00@56 fee:designated:1.00@57"},
		{"flop, both", 6, StageSecond, m("regular", rules.Dollars(3), "designated", rules.Dollars(1)), rules.Dollars(3), "fee:designated:0.00@1405"},
		{"flop, staged fee", 6, StageSecond, m("regular", rules.Dollars(3), "designated_1", rules.Dollars(1)), rules.Dollars(3), "fee:designated_1:0.00@56"},
		{"flop, jackpot and time kept", 6, StageSecond, m("regular", rules.Dollars(3), "jackpot", rules.Dollars(1), "time", rules.Dollars(11)), rules.Dollars(15), ""},
		{"one player", 1, StageSecond, m("regular", rules.Dollars(3)), rules.Dollars(3), "fee:schedule:2 or more@1405"},
	} {
		total, fs := o.CheckHand(c.players, c.reached, c.declared)
		var got []string
		for _, f := range fs {
			got = append(got, f.Bet+":"+f.Expected+"@"+f.Rule.Lines)
		}
		if total != c.total || strings.Join(got, " ") != c.findings {
			t.Errorf("%s: total %s, findings %q; want %s, %q", c.name, total, strings.Join(got, " "), c.total, c.findings)
		}
	}
	// A time collection table takes nothing from a hand's pot.
	o, _ = Lookup("LEG-NLP", "NLT25-50")
	if total, fs := o.CheckHand(6, StageThird, m("regular", rules.Dollars(3))); total != 0 || len(fs) != 1 || fs[0].Bet != "fee:regular" || fs[0].Expected != "0.00" {
		t.Errorf("a regular fee under a time collection table: %s %+v", total, fs)
	}
}

// The per-bet and per-hand schedules: Blackjack Poker option 1 ($5 - $10,
// line 2092) $1 from the player-dealer and $0.50 a wager; Ultimate Texas
// Hold'em option 4 ($50-$300, line 2415) $1.00 an Ante and $4.00 from the
// player-dealer; Fortune Pai Gow Poker's "$1,000 to $5,000" (line 1708)
// $15.00 and $15.00.
func TestOwnPerBetSchedules(t *testing.T) {
	for _, c := range []struct {
		set, option string
		bets        int
		pd, player  rules.Money
		line        string
	}{
		{"BJP-OWN", "1", 3, rules.Dollars(1), 150, "2092"},
		{"BJP-OWN", "8", 2, rules.Dollars(5), rules.Dollars(10), "2099"},
		{"UTH-OWN", "4", 5, rules.Dollars(4), rules.Dollars(5), "2415"},
		{"UTH-OWN", "3", 1, rules.Dollars(2), rules.Dollars(1), "2414"},
		{"FPG-OWN", "1000-5000", 2, rules.Dollars(15), rules.Dollars(30), "1708"},
		{"FPG-OWN", "10-100", 4, rules.Dollars(2), rules.Dollars(4), "1698"},
	} {
		o, err := Lookup(c.set, c.option)
		if err != nil {
			t.Fatal(err)
		}
		ch, err := o.HandFees(CaliforniaHand{Bets: c.bets, TotalTableAction: rules.Dollars(1000)})
		if err != nil || len(ch) != 2 || ch[0].Total != c.pd || ch[1].Total != c.player || ch[0].Amount.Rule.Lines != c.line || ch[1].Amount.Rule.Lines != c.line {
			t.Errorf("%s/%s, %d bets: %+v, %v; want %s and %s, line %s", c.set, c.option, c.bets, ch, err, c.pd, c.player, c.line)
		}
	}
	s, _ := FindSet("BJP-OWN")
	if s.Cap.Rates != 5 || s.Cap.PerTable || s.Cap.Rule.Lines != "2089" {
		t.Errorf("BJP-OWN's cap: %+v", s.Cap)
	}
	for _, id := range []string{"FPG-OWN", "UTH-OWN"} {
		if s, _ := FindSet(id); s.Cap.Rates != 0 {
			t.Errorf("%s states no cap on its rates, not %+v", id, s.Cap)
		}
	}
}

// A legacy poker row must print its blind, and a buy-in is whole dollars.
func TestLegacyPokerDecodeErrors(t *testing.T) {
	b, err := dataFS.ReadFile("data/leg-nlp.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ from, to, want string }{
		{`"blind": "1-1", `, ``, "needs its blind"},
		{`"limit": "20.00"`, `"limit": "20.50"`, "limit"},
		{`"blind": "15-25", `, ``, "needs its blind"},
		{`"option": "NLT15-25", `, `"option": "NLT15-25", "limit": "15-25", `, "takes its limit from the block"},
		{`"columns": ["p9", "p8", "p7", "p6", "p5", "p4"]`, `"columns": ["p9", "p8", "p7", "p6", "p5", "p4_or_less"]`, "column"},
		// Regular, Designated and Jackpot Fees: three kinds at a table (line 50).
		{`"cap": {"rates": 3,`, `"cap": {"rates": 2,`, "3 per-hand fee kinds, more than the 2 collection rates allowed per table"},
	} {
		bad := strings.Replace(string(b), c.from, c.to, 1)
		if bad == string(b) {
			t.Fatalf("%q not in the file", c.from)
		}
		if _, err := Decode([]byte(bad)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q for %q: %v, want an error naming %q", c.to, c.from, err, c.want)
		}
	}
}

// The seed cross-check catches a transcription error in each of these sets.
func TestSeedCrossCheckCatchesOtherScheduleErrors(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	read := func(c rules.Cite) string {
		first, last, err := c.Range()
		if err != nil || first < 1 || last > len(lines) {
			return ""
		}
		return strings.ReplaceAll(strings.Join(lines[first-1:last], "\n"), `\$`, "$")
	}
	for _, m := range []struct {
		name   string
		set    string
		mutate func(s *Set)
	}{
		{"no-limit rate", "LEG-NLP", func(s *Set) { s.byLabel["NL300"].fees[3].money = rules.Dollars(3) }},
		{"no-limit columns swapped", "LEG-NLP", func(s *Set) {
			f := s.byLabel["NL20"].fees
			f[4], f[5] = f[5], f[4]
		}},
		{"no-limit blind", "LEG-NLP", func(s *Set) { s.byLabel["NL600"].Blind = "5-5" }},
		{"no-limit buy-in", "LEG-NLP", func(s *Set) { s.byLabel["NL100-300"].Limit.Text = "100-200" }},
		{"time rate", "LEG-NLP", func(s *Set) { s.byLabel["NLT50-100"].fees[4].money = rules.Dollars(8) }},
		{"pot-limit rate", "LEG-NLP", func(s *Set) { s.byLabel["PL500"].fees[3].money = rules.Dollars(5) }},
		{"pot-limit time wrong line", "LEG-NLP", func(s *Set) { s.byLabel["PLT5-10-15"].Rule = rules.At(rules.Seed000, "1437") }},
		{"legacy poker heading", "LEG-NLP", func(s *Set) { s.Heading = rules.At(rules.Seed000, "1398") }},
		{"fortune pai gow fee", "FPG-OWN", func(s *Set) { s.byLabel["500-2000"].fees[1].money = rules.Dollars(5) }},
		{"fortune pai gow limit", "FPG-OWN", func(s *Set) { s.byLabel["25-100"].Limit.Text = "$25 to $200" }},
		{"blackjack poker fees swapped", "BJP-OWN", func(s *Set) {
			f := s.byLabel["6"].fees
			f[0].money, f[1].money = f[1].money, f[0].money
		}},
		{"blackjack poker cap", "BJP-OWN", func(s *Set) { s.Cap.Rates = 3 }},
		{"blackjack poker paragraph", "BJP-OWN", func(s *Set) { s.Blocks[0].Says = "options 1 through 9" }},
		{"ultimate player-dealer fee", "UTH-OWN", func(s *Set) { s.byLabel["4"].fees[1].money = rules.Dollars(2) }},
		{"ultimate limit", "UTH-OWN", func(s *Set) { s.byLabel["3"].Limit.Text = "$10- $100" }},
	} {
		t.Run(m.name, func(t *testing.T) {
			s := cloneSet(t, m.set)
			if p, _ := crossCheck(s, read); len(p) != 0 {
				t.Fatalf("the unmutated set already fails: %v", p)
			}
			m.mutate(s)
			if p, _ := crossCheck(s, read); len(p) == 0 {
				t.Errorf("%s: mutation not detected", m.name)
			}
		})
	}
}
