package fees

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The schedules in the flop games' own rules: every option the rule
// paragraphs announce, and the sets each game may post.
func TestFlopGameScheduleSets(t *testing.T) {
	want := map[string]int{
		"SDH-OWN": 88, // lines 5386-5514: options 1 to 88
		"DBO-OWN": 40, // lines 3771-3827: options 1 to 40
		"FCO-OWN": 31, // lines 2226-2274: options 1 to 30, with 28 printed twice
		// The legacy procedures print one amount: $1.00 for all limits.
		"LEG-PINEAPPLE": 1,
		"LEG-REVERSE":   1,
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
		"short-deck-holdem":    {"SDH-OWN", "HOLDEM-1", "FLOP-2"},
		"double-board-omaha":   {"DBO-OWN", "DBO-1", "FLOP-2"},
		"five-card-omaha-hilo": {"FCO-OWN", "OMAHA-1", "FLOP-2"},
		"crazy-pineapple":      {"LEG-PINEAPPLE", "OMAHA-1", "FLOP-2"},
		"reverse-holdem":       {"LEG-REVERSE", "HOLDEM-1"},
		"omaha":                {"OMAHA-1", "FLOP-2"},
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

func stageMoney(t *testing.T, o *Option, players int, reached Stage) []string {
	t.Helper()
	as, err := o.StageFees(players, reached)
	if err != nil {
		t.Fatalf("%s with %d players: %v", o, players, err)
	}
	var out []string
	for _, a := range as {
		out = append(out, a.Money.String())
	}
	return out
}

// Short Deck Hold'em: Designated Table Fee #1 after the blinds, the Regular
// Table Fee after the flop, Designated Table Fee #2 after the turn (line
// 5386); option 6 is 7 or more players, $1, $4, $1 (line 5395).
func TestShortDeckStages(t *testing.T) {
	o, _ := Lookup("SDH-OWN", "6")
	for reached, want := range map[Stage][]string{StageDealt: {"1.00"}, StageSecond: {"1.00", "4.00"}, StageThird: {"1.00", "4.00", "1.00"}} {
		if got := stageMoney(t, o, 9, reached); !slices.Equal(got, want) {
			t.Errorf("reached %d: %v, want %v", reached, got, want)
		}
	}
	if !slices.Equal(o.Mechanism.StageFeeTypes(), []string{"designated_1", "regular", "designated_2"}) {
		t.Errorf("fee types %v", o.Mechanism.StageFeeTypes())
	}
	if _, err := o.StageFees(6, StageThird); !errors.Is(err, ErrPlayers) {
		t.Errorf("6 players under a 7-or-more option: %v", err)
	}
	// Option 16 is printed for five players (line 5405).
	o16, _ := Lookup("SDH-OWN", "16")
	if !o16.Admits(5) || o16.Admits(6) {
		t.Errorf("option 16 admits %s", o16.Players)
	}
	// The timed options collect per player per half hour (line 5425).
	o40, _ := Lookup("SDH-OWN", "40")
	if a, err := o40.HalfHourFee(4); err != nil || a.Money != rules.Dollars(5) || a.Payer != PayerEachPlayer {
		t.Errorf("option 40: %+v %v", a, err)
	}
}

// Double Board Omaha: Collection Fee #1 from the small blind before the
// deal, #2 after the flop, #3 after the turn card (line 3771), by a range
// of players printed "8-6".
func TestDoubleBoardOmahaStages(t *testing.T) {
	o, _ := Lookup("DBO-OWN", "1")
	if o.Players.Min != 6 || o.Players.Max != 8 {
		t.Errorf("players %+v", o.Players)
	}
	if got := stageMoney(t, o, 8, StageThird); !slices.Equal(got, []string{"1.00", "4.00", "1.00"}) {
		t.Errorf("fees %v", got)
	}
	as, _ := o.StageFees(6, StageThird)
	if as[0].Payer != PayerSmallBlind || as[1].Payer != PayerPot || as[0].Procedure != rules.At(rules.Seed000, "3771") {
		t.Errorf("payers %+v", as)
	}
	if _, err := o.StageFees(5, StageDealt); !errors.Is(err, ErrPlayers) {
		t.Errorf("5 players under an 8-6 option: %v", err)
	}
	if !slices.Equal(o.Mechanism.StageFeeTypes(), []string{"collection_1", "collection_2", "collection_3"}) {
		t.Errorf("fee types %v", o.Mechanism.StageFeeTypes())
	}
	// Options 37-40 are taken from the pot every half hour, by players.
	o38, _ := Lookup("DBO-OWN", "38")
	for players, want := range map[int]rules.Money{8: rules.Dollars(12), 5: rules.Dollars(12), 4: rules.Dollars(6), 2: rules.Dollars(6)} {
		if a, err := o38.HalfHourFee(players); err != nil || a.Money != want || a.Payer != PayerPot {
			t.Errorf("option 38, %d players: %+v %v", players, a, err)
		}
	}
	if _, err := o38.HalfHourFee(9); !errors.Is(err, ErrPlayers) {
		t.Errorf("9 players: %v", err)
	}
}

// Five Card Omaha: the $1.00 Designated Table Fee after the blinds and the
// regular fee after the flop by the column of the players (line 2226).
func TestFiveCardOmahaStages(t *testing.T) {
	o2, _ := Lookup("FCO-OWN", "2") // $2-4: 3.50, 3.00, 3.00, 2.00, 1.00, designated 1.00 (line 2231)
	cases := []struct {
		players int
		reached Stage
		want    []string
	}{
		{9, StageDealt, []string{"1.00"}},
		{9, StageSecond, []string{"1.00", "3.50"}},
		{7, StageThird, []string{"1.00", "3.50"}},
		{6, StageThird, []string{"1.00", "3.00"}},
		{5, StageThird, []string{"1.00", "3.00"}},
		{4, StageThird, []string{"1.00", "2.00"}},
		{2, StageThird, []string{"1.00", "1.00"}},
	}
	for _, c := range cases {
		if got := stageMoney(t, o2, c.players, c.reached); !slices.Equal(got, c.want) {
			t.Errorf("%d players, reached %d: %v, want %v", c.players, c.reached, got, c.want)
		}
	}
	if _, err := o2.StageFees(10, StageSecond); !errors.Is(err, ErrPlayers) {
		t.Errorf("10 players: %v", err)
	}
	if o2.Limit.Min != rules.Dollars(2) || o2.Limit.Max != rules.Dollars(4) || o2.Blind != "$1-2" {
		t.Errorf("limit %+v, blind %q", o2.Limit, o2.Blind)
	}
	o28, _ := Lookup("FCO-OWN", "28")
	o28b, _ := Lookup("FCO-OWN", "28b")
	if o28.Limit.Text != "$1,000" || o28b.Limit.Text != "$40-100" || o28b.Number != 28 {
		t.Errorf("28 %q, 28b %q", o28.Limit.Text, o28b.Limit.Text)
	}
	if got := stageMoney(t, o28b, 6, StageSecond); !slices.Equal(got, []string{"1.00", "2.00"}) {
		t.Errorf("28b: %v", got)
	}
	// The timed options: per player per half hour, 6 - 9 and 5 or less.
	o10, _ := Lookup("FCO-OWN", "10")
	for players, want := range map[int]rules.Money{9: rules.Dollars(10), 6: rules.Dollars(10), 5: rules.Dollars(5)} {
		if a, err := o10.HalfHourFee(players); err != nil || a.Money != want || a.Payer != PayerEachPlayer {
			t.Errorf("option 10, %d players: %+v %v", players, a, err)
		}
	}
}

// The legacy procedures: $1.00 for a hand that ends before the Opening
// Round; the Regular Table Fee and the Jackpot Fee are not printed.
func TestLegacyFlopProcedures(t *testing.T) {
	for _, id := range []string{"LEG-PINEAPPLE", "LEG-REVERSE"} {
		o, err := Lookup(id, "D")
		if err != nil {
			t.Fatal(err)
		}
		if a, err := o.LegacyDesignatedFee(false); err != nil || a.Money != rules.Dollars(1) || a.Payer != PayerPot {
			t.Errorf("%s before the flop: %+v %v", id, a, err)
		}
		if _, err := o.LegacyDesignatedFee(true); !errors.Is(err, ErrNotInSeed) {
			t.Errorf("%s after the flop: %v", id, err)
		}
		if _, err := o.JackpotFee(); !errors.Is(err, ErrNotInSeed) {
			t.Errorf("%s jackpot fee: %v", id, err)
		}
		if o.Set.Cap.Rates != 3 || !o.Set.Cap.PerTable {
			t.Errorf("%s cap %+v", id, o.Set.Cap)
		}
	}
	o, _ := Lookup("HOLDEM-1", "1")
	if _, err := o.LegacyDesignatedFee(false); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a staged option: %v", err)
	}
}

func TestParsePlayersRange(t *testing.T) {
	for s, want := range map[string]PlayerCount{"8-6": {"8-6", 6, 8}, "7-5": {"7-5", 5, 7}} {
		if got, err := ParsePlayers(s); err != nil || got != want {
			t.Errorf("%q: %+v %v", s, got, err)
		}
	}
	for _, bad := range []string{"6-8", "8-6 or more", "8-", "-6"} {
		if _, err := ParsePlayers(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// The seed cross-check catches a transcription error in each new shape.
func TestSeedCrossCheckCatchesFlopScheduleErrors(t *testing.T) {
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
		{"short deck regular fee", "SDH-OWN", func(s *Set) { s.byLabel["3"].fees[1].money = rules.Dollars(4) }},
		{"short deck players", "SDH-OWN", func(s *Set) { s.byLabel["16"].Players.Text = "6" }},
		{"short deck timed fee", "SDH-OWN", func(s *Set) { s.byLabel["84"].fees[0].money = rules.Dollars(13) }},
		{"double board range of players", "DBO-OWN", func(s *Set) { s.byLabel["2"].Players.Text = "8-5" }},
		{"double board fee #3", "DBO-OWN", func(s *Set) { s.byLabel["21"].fees[2].money = 0 }},
		{"double board timed columns swapped", "DBO-OWN", func(s *Set) {
			f := s.byLabel["40"].fees
			f[0], f[1] = f[1], f[0]
		}},
		{"five card column", "FCO-OWN", func(s *Set) { s.byLabel["2"].fees[2].money = rules.Dollars(2) }},
		{"five card blind", "FCO-OWN", func(s *Set) { s.byLabel["8"].Blind = "$10-20" }},
		{"five card limit", "FCO-OWN", func(s *Set) { s.byLabel["28b"].Limit.Text = "$1,000" }},
		{"legacy designated fee", "LEG-PINEAPPLE", func(s *Set) { s.byLabel["D"].fees[0].money = rules.Dollars(2) }},
		{"legacy heading", "LEG-REVERSE", func(s *Set) { s.Heading = rules.At(rules.Seed000, "120") }},
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

// CheckHand judges a hand's declared fees by type: HOLDEM-1 option 2 (line
// 6968, 7 or more players) takes $1, $7 and $1 as the hand reaches the
// deal, the flop and the turn.
func TestCheckHand(t *testing.T) {
	o, _ := Lookup("HOLDEM-1", "2")
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
		{7, StageThird, d("designated_1", 1, "designated_2", 7, "designated_3", 1), rules.Dollars(9), nil},
		{7, StageThird, d("designated_1", 1, "designated_2", 7, "designated_3", 1, "jackpot", 2, "time", 5), rules.Dollars(16), nil},
		{7, StageSecond, d("designated_1", 1, "designated_2", 7, "designated_3", 1), rules.Dollars(8), []string{"fee:designated_3"}},
		{7, StageDealt, d("regular", 3), rules.Dollars(1), []string{"fee:regular", "fee:designated_1"}},
		{6, StageThird, d("designated_1", 1, "designated_2", 7, "designated_3", 1), rules.Dollars(9), []string{"fee:schedule"}},
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
	// A finding cites the row and says what was due.
	_, f := o.CheckHand(7, StageSecond, d("designated_1", 1))
	if len(f) != 1 || f[0].Bet != "fee:designated_2" || f[0].Expected != "7.00" || f[0].Rule != o.Rule ||
		!strings.Contains(f[0].Message, "Designated Table Fee #2, due after the flop") {
		t.Errorf("%+v", f)
	}
}
