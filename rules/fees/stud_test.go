package fees

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The schedules in the stud games' own rules and the legacy pot collection
// procedures: every option the rule paragraphs announce, and the sets each
// game may post.
func TestStudGameScheduleSets(t *testing.T) {
	want := map[string]int{
		"RAZZDEUCEY-OWN":                42, // lines 3968-4029: options 1 to 42
		"RAZZDACEY-OWN":                 42, // lines 4164-4224
		"SUPER-RAZZDACEY-OWN":           40, // lines 4362-4419: options 1 to 40
		"SUPER-7-STUD-OWN":              42, // lines 4761-4821
		"SUPER-7-STUD-HILO-OWN":         42, // lines 4973-5034
		"SUPER-7-STUD-HILO-REGULAR-OWN": 42, // lines 5192-5254: 39 to 41 announced, 42 printed (SF6)
		"SUPER-RAZZDEUCEY-OWN":          42, // lines 5672-5733
		"SUPER-RAZZ-OWN":                42, // lines 5855-5916
		"STUD-HILO-REGULAR-OWN":         40, // lines 6283-6341: options 1 to 40
		// The legacy procedures print one amount: $1.00 for all limits.
		"LEG-HOLDEM":   1,
		"LEG-STUD":     1,
		"LEG-STUDHILO": 1,
		"LEG-MEXICAN":  1,
		"LEG-RAZZ":     1,
	}
	for id, n := range want {
		s, err := FindSet(id)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Options) != n {
			t.Errorf("%s: %d options, want %d", id, len(s.Options), n)
		}
	}
	games := map[string][]string{
		"holdem":                    {"LEG-HOLDEM", "LEG-NLP", "HOLDEM-1", "FLOP-2"},
		"seven-card-stud":           {"LEG-STUD", "STUD-1", "STUD-2"},
		"stud-hilo":                 {"LEG-STUDHILO", "STUD-1", "STUD-2"},
		"mexican-poker":             {"LEG-MEXICAN", "STUD-1", "STUD-2"},
		"razz":                      {"LEG-RAZZ", "STUD-1", "STUD-2"},
		"razzdeucey":                {"RAZZDEUCEY-OWN", "STUD-1", "STUD-2"},
		"razzdacey":                 {"RAZZDACEY-OWN", "STUD-1", "STUD-2"},
		"super-razzdacey":           {"SUPER-RAZZDACEY-OWN", "STUD-1", "STUD-2"},
		"super-7-stud":              {"SUPER-7-STUD-OWN", "STUD-1", "STUD-2"},
		"super-7-stud-hilo":         {"SUPER-7-STUD-HILO-OWN", "STUD-1", "STUD-2"},
		"super-7-stud-hilo-regular": {"SUPER-7-STUD-HILO-REGULAR-OWN", "STUD-1", "STUD-2"},
		"super-razzdeucey":          {"SUPER-RAZZDEUCEY-OWN", "STUD-1", "STUD-2"},
		"super-razz":                {"SUPER-RAZZ-OWN", "STUD-1", "STUD-2"},
		"stud-hilo-regular":         {"STUD-HILO-REGULAR-OWN", "STUD-1", "STUD-2"},
		"asian-five-card-stud":      {"STUD-1", "STUD-2"},
	}
	for g, w := range games {
		var got []string
		for _, s := range SetsForGame(g) {
			got = append(got, s.ID)
		}
		if !slices.Equal(got, w) {
			t.Errorf("SetsForGame(%q) = %v, want %v", g, got, w)
		}
	}
}

// The seed cross-check catches a transcription error in each new set.
func TestSeedCrossCheckCatchesStudScheduleErrors(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	read := func(c rules.Cite) string {
		first, last, err := c.Range()
		if err != nil || first < 1 || last > len(lines) {
			return ""
		}
		return strings.ReplaceAll(strings.Join(lines[first-1:last], "\n"), `\$`, "$")
	}
	mutations := []struct {
		name   string
		set    string
		mutate func(s *Set)
	}{
		{"razzdeucey fee #2", "RAZZDEUCEY-OWN", func(s *Set) { s.byLabel["7"].fees[1].money = rules.Dollars(3) }},
		{"razzdacey fee #3", "RAZZDACEY-OWN", func(s *Set) { s.byLabel["21"].fees[2].money = 0 }},
		{"super razzdacey players", "SUPER-RAZZDACEY-OWN", func(s *Set) { s.byLabel["29"].Players.Text = "4" }},
		{"super 7 stud fee #2", "SUPER-7-STUD-OWN", func(s *Set) { s.byLabel["21"].fees[1].money = rules.Dollars(4) }},
		{"super 7 hi/lo timed columns swapped", "SUPER-7-STUD-HILO-OWN", func(s *Set) {
			f := s.byLabel["41"].fees
			f[0], f[1] = f[1], f[0]
		}},
		{"super 7 hi/lo regular option 42", "SUPER-7-STUD-HILO-REGULAR-OWN", func(s *Set) { s.byLabel["42"].fees[0].money = rules.Dollars(15) }},
		{"super razzdeucey wrong line", "SUPER-RAZZDEUCEY-OWN", func(s *Set) { s.byLabel["27"].Rule = rules.At(rules.Seed000, "5712") }},
		{"super razz fee #1", "SUPER-RAZZ-OWN", func(s *Set) { s.byLabel["38"].fees[0].money = rules.Dollars(2) }},
		{"stud hi/lo regular players", "STUD-HILO-REGULAR-OWN", func(s *Set) { s.byLabel["9"].Players.Text = "8-6" }},
		{"stud hi/lo regular paragraph", "STUD-HILO-REGULAR-OWN", func(s *Set) { s.Blocks[1].Says = "options 21-38" }},
		{"own heading", "SUPER-RAZZ-OWN", func(s *Set) { s.Heading = rules.At(rules.Seed000, "4648-4759") }},
		{"own cap", "RAZZDACEY-OWN", func(s *Set) { s.Cap.Rule = rules.At(rules.Seed000, "4232") }},
		{"legacy designated fee", "LEG-STUD", func(s *Set) { s.byLabel["D"].fees[0].money = rules.Dollars(2) }},
		{"legacy heading", "LEG-RAZZ", func(s *Set) { s.Heading = rules.At(rules.Seed000, "380") }},
		{"legacy cap", "LEG-HOLDEM", func(s *Set) { s.Cap.Rates = 5 }},
	}
	for _, m := range mutations {
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

// The stud games' own staged schedules: Collection Fee #1 from the pot of
// antes before the deal (FM1k) or after the first two face-down cards
// (FM1l), #2 after Fourth Street, #3 after Fifth Street. Expected amounts
// are read off the cited lines.
func TestStudGameSchedulesStaged(t *testing.T) {
	cases := []struct {
		set, option string
		mech        Mechanism
		players     PlayerCount
		fees        []rules.Money
		line, rule  string
	}{
		{"RAZZDEUCEY-OWN", "8", StudStagesBeforeDeal, PlayerCount{Text: "8-6", Min: 6, Max: 8}, []rules.Money{100, 400, 100}, "3981", "3968"},
		{"RAZZDEUCEY-OWN", "21", StudStagesBeforeDeal, PlayerCount{Text: "8-6", Min: 6, Max: 8}, []rules.Money{100, 400, 100}, "4000", "3995"},
		{"RAZZDACEY-OWN", "37", StudStagesBeforeDeal, PlayerCount{Text: "3 or less", Max: 3}, []rules.Money{100, 100, 100}, "4212", "4190"},
		{"SUPER-RAZZDACEY-OWN", "19", StudStagesBeforeDeal, PlayerCount{Text: "3 or less", Max: 3}, []rules.Money{100, 200, 100}, "4385", "4362"},
		{"SUPER-RAZZDACEY-OWN", "29", StudStagesBeforeDeal, PlayerCount{Text: "5", Min: 5, Max: 5}, []rules.Money{100, 100, 100}, "4401", "4388"},
		// The same option number, other fees: Super 7 Card Stud's 21 is
		// $1 / $2 / $0 where Razzdeucey's is $1 / $4 / $1.
		{"SUPER-7-STUD-OWN", "21", StudStagesBeforeDeal, PlayerCount{Text: "8-6", Min: 6, Max: 8}, []rules.Money{100, 200, 0}, "4792", "4787"},
		{"SUPER-7-STUD-HILO-OWN", "14", StudStagesBeforeDeal, PlayerCount{Text: "5", Min: 5, Max: 5}, []rules.Money{100, 300, 100}, "4992", "4973"},
		{"SUPER-7-STUD-HILO-REGULAR-OWN", "26", StudStagesBeforeDeal, PlayerCount{Text: "8-6", Min: 6, Max: 8}, []rules.Money{100, 400, 100}, "5231", "5218"},
		{"SUPER-RAZZDEUCEY-OWN", "33", StudStagesBeforeDeal, PlayerCount{Text: "4", Min: 4, Max: 4}, []rules.Money{100, 200, 100}, "5717", "5698"},
		{"SUPER-RAZZ-OWN", "2", StudStagesBeforeDeal, PlayerCount{Text: "8-6", Min: 6, Max: 8}, []rules.Money{100, 400, 0}, "5861", "5855"},
		{"STUD-HILO-REGULAR-OWN", "27", StudStagesAfterHoleCards, PlayerCount{Text: "5", Min: 5, Max: 5}, []rules.Money{100, 200, 100}, "6320", "6309"},
		{"STUD-HILO-REGULAR-OWN", "6", StudStagesAfterHoleCards, PlayerCount{Text: "8-6", Min: 6, Max: 8}, []rules.Money{100, 200, 0}, "6293", "6283"},
	}
	for _, c := range cases {
		o := mustOption(t, c.set, c.option)
		if o.Mechanism != c.mech || o.Rule.Lines != c.line || o.Players != c.players || o.Block.Rule.Lines != c.rule {
			t.Errorf("%s: %s at %s (rule %s) for %+v, want %s at %s (rule %s) for %+v", o, o.Mechanism, o.Rule.Lines, o.Block.Rule.Lines, o.Players,
				c.mech, c.line, c.rule, c.players)
		}
		players := max(c.players.Min, 2)
		for reached := StageDealt; reached <= StageThird; reached++ {
			as, err := o.StageFees(players, reached)
			if err != nil {
				t.Fatalf("%s: %v", o, err)
			}
			if len(as) != int(reached) {
				t.Errorf("%s reached %d: %d fees", o, reached, len(as))
			}
			for i, a := range as {
				if a.Money != c.fees[i] || a.Payer != PayerPot || a.Per != PerHand || a.Rule != o.Rule || a.Procedure != o.Block.Rule {
					t.Errorf("%s fee #%d: %+v, want %s from the pot citing %s and %s", o, i+1, a, c.fees[i], o.Rule, o.Block.Rule)
				}
			}
		}
		for _, n := range []int{c.players.Min - 1, c.players.Max + 1} {
			if n < 1 || (c.players.Max == 0 && n > c.players.Min) {
				continue
			}
			if _, err := o.StageFees(n, StageThird); !errors.Is(err, ErrPlayers) {
				t.Errorf("%s with %d players: %v", o, n, err)
			}
		}
	}
	for m, first := range map[Mechanism]string{
		StudStagesBeforeDeal:     "from the pot of antes before the cards are dealt",
		StudStagesAfterHoleCards: "after the first two face-down cards are dealt",
	} {
		if n := m.StageNames(); !slices.Equal(n, []string{first, "after Fourth Street", "after Fifth Street"}) {
			t.Errorf("%s stages %v", m, n)
		}
		if ft := m.StageFeeTypes(); !slices.Equal(ft, []string{"collection_1", "collection_2", "collection_3"}) {
			t.Errorf("%s fee types %v", m, ft)
		}
	}
}

// The timed tables that close each stud game's schedule: a fee from each
// player every half hour, by the column of the number of players, "8 to 5"
// and "4 or less".
func TestStudGameSchedulesTimed(t *testing.T) {
	cases := []struct {
		set, option string
		line        string
		five, four  rules.Money
	}{
		{"RAZZDEUCEY-OWN", "39", "4026", rules.Dollars(10), rules.Dollars(5)},
		{"RAZZDACEY-OWN", "42", "4224", rules.Dollars(20), rules.Dollars(10)},
		{"SUPER-RAZZDACEY-OWN", "38", "4417", rules.Dollars(12), rules.Dollars(6)},
		{"SUPER-7-STUD-OWN", "41", "4820", rules.Dollars(15), rules.Dollars(7)},
		{"SUPER-7-STUD-HILO-OWN", "40", "5032", rules.Dollars(12), rules.Dollars(6)},
		{"SUPER-7-STUD-HILO-REGULAR-OWN", "42", "5254", rules.Dollars(20), rules.Dollars(10)},
		{"SUPER-RAZZDEUCEY-OWN", "39", "5730", rules.Dollars(10), rules.Dollars(5)},
		{"SUPER-RAZZ-OWN", "41", "5915", rules.Dollars(15), rules.Dollars(7)},
		{"STUD-HILO-REGULAR-OWN", "37", "6338", rules.Dollars(10), rules.Dollars(5)},
	}
	for _, c := range cases {
		o := mustOption(t, c.set, c.option)
		if o.Mechanism != TimedByPlayerColumns || o.Rule.Lines != c.line {
			t.Errorf("%s: %s at %s", o, o.Mechanism, o.Rule.Lines)
		}
		for players, want := range map[int]rules.Money{8: c.five, 5: c.five, 4: c.four, 2: c.four} {
			if a, err := o.HalfHourFee(players); err != nil || a.Money != want || a.Payer != PayerEachPlayer || a.Per != PerHalfHour {
				t.Errorf("%s, %d players: %+v %v, want %s from each player", o, players, a, err, want)
			}
		}
		if _, err := o.HalfHourFee(9); !errors.Is(err, ErrPlayers) {
			t.Errorf("%s, 9 players: %v", o, err)
		}
		// Nothing of a timed option is taken from a hand's pot.
		if total, f := o.CheckHand(6, StageThird, map[string]rules.Money{"time": rules.Dollars(10)}); total != rules.Dollars(10) || len(f) != 0 {
			t.Errorf("%s: a hand's time line: %s %v", o, total, f)
		}
		if _, f := o.CheckHand(6, StageThird, map[string]rules.Money{"collection_1": rules.Dollars(1)}); len(f) != 1 || f[0].Bet != "fee:collection_1" {
			t.Errorf("%s: a staged fee under a timed option: %+v", o, f)
		}
	}
}

// Every option of a stud game's own schedule is within the cap of five
// collection rates per table limit (the line closing each schedule).
func TestStudGameSchedulesCap(t *testing.T) {
	caps := map[string]string{"RAZZDEUCEY-OWN": "4038", "RAZZDACEY-OWN": "4233", "SUPER-RAZZDACEY-OWN": "4428",
		"SUPER-7-STUD-OWN": "4830", "SUPER-7-STUD-HILO-OWN": "5043", "SUPER-7-STUD-HILO-REGULAR-OWN": "5263",
		"SUPER-RAZZDEUCEY-OWN": "5742", "SUPER-RAZZ-OWN": "5925", "STUD-HILO-REGULAR-OWN": "6350",
		"LEG-HOLDEM": "50", "LEG-STUD": "195", "LEG-STUDHILO": "233", "LEG-MEXICAN": "384", "LEG-RAZZ": "412"}
	for id, line := range caps {
		s, err := FindSet(id)
		if err != nil {
			t.Fatal(err)
		}
		wantRates, perTable := 5, false
		if strings.HasPrefix(id, "LEG-") {
			wantRates, perTable = 3, true
		}
		if s.Cap.Rates != wantRates || s.Cap.PerTable != perTable || s.Cap.Rule.Lines != line {
			t.Errorf("%s cap %+v, want %d per table=%v at %s", id, s.Cap, wantRates, perTable, line)
		}
		for _, o := range s.Options {
			if n := o.rates(); n > s.Cap.Rates {
				t.Errorf("%s: %d rates", o, n)
			}
		}
	}
	// A sixth rate is refused when the set is loaded.
	b, _ := dataFS.ReadFile("data/super-razz-own.json")
	bad := strings.Replace(string(b), `"rates": 5`, `"rates": 2`, 1)
	if _, err := Decode([]byte(bad)); err == nil || !strings.Contains(err.Error(), "collection rates") {
		t.Errorf("a cap below an option's rates: %v", err)
	}
}

// CheckHand under the stud games' schedules: the record names the fees
// collection_1 to collection_3; SUPER-RAZZ-OWN option 1 (line 5860, 8-6
// players) takes $1, $4 and $1 as the hand is dealt, reaches Fourth
// Street and Fifth Street.
func TestCheckHandStudSchedules(t *testing.T) {
	o := mustOption(t, "SUPER-RAZZ-OWN", "1")
	d := func(kv ...any) map[string]rules.Money {
		out := map[string]rules.Money{}
		for i := 0; i < len(kv); i += 2 {
			out[kv[i].(string)] = rules.Dollars(int64(kv[i+1].(int)))
		}
		return out
	}
	cases := []struct {
		players  int
		reached  Stage
		declared map[string]rules.Money
		total    rules.Money
		bets     []string
	}{
		{8, StageThird, d("collection_1", 1, "collection_2", 4, "collection_3", 1), rules.Dollars(6), nil},
		{6, StageSecond, d("collection_1", 1, "collection_2", 4), rules.Dollars(5), nil},
		// Won on Third Street: only the fee taken before the deal.
		{6, StageDealt, d("collection_1", 1), rules.Dollars(1), nil},
		{6, StageDealt, d("collection_1", 1, "collection_2", 4), rules.Dollars(1), []string{"fee:collection_2"}},
		// Fees under STUD-1's names are not this schedule's.
		{7, StageThird, d("designated_1", 1, "designated_2", 4, "designated_3", 1), rules.Dollars(6),
			[]string{"fee:designated_1", "fee:designated_2", "fee:designated_3", "fee:collection_1", "fee:collection_2", "fee:collection_3"}},
		{7, StageThird, d("collection_1", 1, "collection_2", 4, "collection_3", 1, "jackpot", 1), rules.Dollars(7), nil},
		{5, StageThird, d("collection_1", 1, "collection_2", 4, "collection_3", 1), rules.Dollars(6), []string{"fee:schedule"}},
	}
	for _, c := range cases {
		total, findings := o.CheckHand(c.players, c.reached, c.declared)
		var bets []string
		for _, f := range findings {
			bets = append(bets, f.Bet)
		}
		slices.Sort(bets)
		want := slices.Clone(c.bets)
		slices.Sort(want)
		if total != c.total || !slices.Equal(bets, want) {
			t.Errorf("%d players, reached %d, %v: total %s, findings %v; want %s, %v", c.players, c.reached, c.declared, total, bets, c.total, want)
		}
	}
	_, f := o.CheckHand(6, StageDealt, d("collection_1", 1, "collection_2", 4))
	if len(f) != 1 || f[0].Expected != "0.00" || f[0].Rule != o.Block.Rule ||
		!strings.Contains(f[0].Message, "Collection Fee #2, not due: the hand did not go on Fourth Street") {
		t.Errorf("%+v", f)
	}
	_, f = o.CheckHand(6, StageSecond, d("collection_1", 1))
	if len(f) != 1 || f[0].Bet != "fee:collection_2" || f[0].Expected != "4.00" || f[0].Rule != o.Rule ||
		!strings.Contains(f[0].Message, "Collection Fee #2, due after Fourth Street") {
		t.Errorf("%+v", f)
	}
	// 7 Card Stud Hi/Lo Regular's fee #1 is due once the first two
	// face-down cards are dealt: from every hand dealt (line 6283).
	q := mustOption(t, "STUD-HILO-REGULAR-OWN", "35") // 3 or less, $1 / $1 / $1 (line 6329)
	if total, f := q.CheckHand(2, StageDealt, d("collection_1", 1)); total != rules.Dollars(1) || len(f) != 0 {
		t.Errorf("%s: %s %+v", q, total, f)
	}
	_, f = q.CheckHand(3, StageDealt, nil)
	if len(f) != 1 || f[0].Bet != "fee:collection_1" || !strings.Contains(f[0].Message, "due after the first two face-down cards are dealt") {
		t.Errorf("%s: %+v", q, f)
	}
}

// The legacy pot collection procedures: $1.00 Designated Table Fee for a
// hand that ends before the Opening Round, which in the stud games is the
// second upcard (lines 200, 238, 390, 417) and in Hold'em the flop (56);
// the Regular Table Fee of a hand that reaches it is posted at the tables
// and kept as recorded; never both.
func TestLegacyStudProcedures(t *testing.T) {
	for id, lines := range map[string][2]string{"LEG-HOLDEM": {"57", "50"}, "LEG-STUD": {"201", "195"}, "LEG-STUDHILO": {"240", "233"},
		"LEG-MEXICAN": {"391", "384"}, "LEG-RAZZ": {"419", "412"}} {
		o, err := Lookup(id, "D")
		if err != nil {
			t.Fatal(err)
		}
		if o.Mechanism != LegacyDesignatedFlat || o.Rule.Lines != lines[0] || o.Set.Cap.Rule.Lines != lines[1] {
			t.Errorf("%s: %s at %s, cap at %s", o, o.Mechanism, o.Rule.Lines, o.Set.Cap.Rule.Lines)
		}
		if a, err := o.LegacyDesignatedFee(false); err != nil || a.Money != rules.Dollars(1) || a.Payer != PayerPot {
			t.Errorf("%s before the Opening Round: %+v %v", id, a, err)
		}
		if _, err := o.LegacyDesignatedFee(true); !errors.Is(err, ErrNotInSeed) {
			t.Errorf("%s after the Opening Round: %v", id, err)
		}
		if _, err := o.JackpotFee(); !errors.Is(err, ErrNotInSeed) {
			t.Errorf("%s jackpot fee: %v", id, err)
		}
		cases := []struct {
			reached  Stage
			declared map[string]rules.Money
			total    rules.Money
			bets     []string
		}{
			{StageDealt, map[string]rules.Money{"designated": 100}, 100, nil},
			{StageDealt, nil, 100, []string{"fee:designated"}},
			{StageDealt, map[string]rules.Money{"regular": 300}, 100, []string{"fee:designated", "fee:regular"}},
			{StageSecond, map[string]rules.Money{"regular": 300}, 300, nil},
			{StageThird, map[string]rules.Money{"regular": 450, "jackpot": 100}, 550, nil},
			{StageSecond, map[string]rules.Money{"regular": 300, "designated": 100}, 300, []string{"fee:designated"}},
			{StageSecond, map[string]rules.Money{"collection_2": 300}, 0, []string{"fee:collection_2"}},
		}
		for _, c := range cases {
			total, findings := o.CheckHand(6, c.reached, c.declared)
			var bets []string
			for _, f := range findings {
				bets = append(bets, f.Bet)
			}
			slices.Sort(bets)
			if total != c.total || !slices.Equal(bets, c.bets) {
				t.Errorf("%s reached %d, %v: total %s, findings %v; want %s, %v", id, c.reached, c.declared, total, bets, c.total, c.bets)
			}
		}
	}
}
