package fees

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/internal/seedtext"
)

// The draw games' own schedules, inside their rules (Archie 3585, Badacey
// 4572, Badeucey 6077, 2-7 Dramaha 6514, Dramaha 6712). Expected amounts
// are read off the cited lines by hand.

func TestDrawGameSchedulesStaged(t *testing.T) {
	cases := []struct {
		set, option string
		mech        Mechanism
		players     PlayerCount
		fees        []rules.Money
		line        string
	}{
		{"ARCHIE-OWN", "1", DrawStagesSmallBlind, PlayerCount{Text: "7-6", Min: 6, Max: 7}, []rules.Money{100, 400, 100}, "3592"},
		{"ARCHIE-OWN", "19", DrawStagesSmallBlind, PlayerCount{Text: "3 or less", Max: 3}, []rules.Money{100, 100, 100}, "3610"},
		{"ARCHIE-OWN", "36", DrawStagesSmallBlind, PlayerCount{Text: "3 or less", Max: 3}, []rules.Money{100, 100, 0}, "3634"},
		// Badacey and Badeucey differ from Archie at options 19 and 20:
		// $2 for fee #2 (lines 4597, 6101).
		{"BADACEY-OWN", "19", DrawStagesSmallBlind, PlayerCount{Text: "3 or less", Max: 3}, []rules.Money{100, 200, 100}, "4597"},
		{"BADACEY-OWN", "27", DrawStagesSmallBlind, PlayerCount{Text: "5", Min: 5, Max: 5}, []rules.Money{100, 200, 100}, "4613"},
		{"BADEUCEY-OWN", "20", DrawStagesSmallBlind, PlayerCount{Text: "3 or less", Max: 3}, []rules.Money{100, 200, 0}, "6102"},
		{"BADEUCEY-OWN", "21", DrawStagesSmallBlind, PlayerCount{Text: "7-6", Min: 6, Max: 7}, []rules.Money{100, 400, 100}, "6111"},
		{"DRAMAHA27-OWN", "9", FlopStagesSmallBlind, PlayerCount{Text: "4", Min: 4, Max: 4}, []rules.Money{100, 300, 100}, "6529"},
		{"DRAMAHA-OWN", "28", FlopStagesSmallBlind, PlayerCount{Text: "4", Min: 4, Max: 4}, []rules.Money{100, 100, 0}, "6753"},
	}
	for _, c := range cases {
		o := mustOption(t, c.set, c.option)
		if o.Mechanism != c.mech || o.Rule.Lines != c.line || o.Players != c.players {
			t.Errorf("%s: %s at %s for %+v, want %s at %s for %+v", o, o.Mechanism, o.Rule.Lines, o.Players, c.mech, c.line, c.players)
		}
		as, err := o.StageFees(max(c.players.Min, 2), StageThird)
		if err != nil {
			t.Fatalf("%s: %v", o, err)
		}
		for i, a := range as {
			if a.Money != c.fees[i] {
				t.Errorf("%s fee #%d: %s, want %s", o, i+1, a.Money, c.fees[i])
			}
			payer := PayerPot
			if i == 0 {
				payer = PayerSmallBlind // "taken from the small blind position" (3587, 6516)
			}
			if a.Payer != payer {
				t.Errorf("%s fee #%d: payer %s, want %s", o, i+1, a.Payer, payer)
			}
		}
	}
	if n := DrawStagesSmallBlind.StageNames(); len(n) != 3 || n[1] != "after the first draw" || n[2] != "after the second draw" {
		t.Errorf("FM1g stages %v", n)
	}
	// A band admits its ends: 7-6 takes 6 and 7 players, not 5 or 8.
	o := mustOption(t, "ARCHIE-OWN", "1")
	for n, ok := range map[int]bool{5: false, 6: true, 7: true, 8: false} {
		if _, err := o.StageFees(n, StageDealt); (err == nil) != ok {
			t.Errorf("%s with %d players: %v", o, n, err)
		}
	}
}

// The two-column timed options (PK-T2): "7 to 5" or "8 to 5" and "4 or
// less" players.
func TestDrawGameSchedulesTimed(t *testing.T) {
	cases := []struct {
		set, option string
		players     int
		want        rules.Money
	}{
		{"ARCHIE-OWN", "37", 7, 1000},
		{"ARCHIE-OWN", "37", 5, 1000},
		{"ARCHIE-OWN", "37", 4, 500},
		{"ARCHIE-OWN", "40", 2, 1000},
		{"BADACEY-OWN", "39", 6, 1500},
		{"BADEUCEY-OWN", "38", 3, 600},
		{"DRAMAHA-OWN", "36", 8, 2000},
		{"DRAMAHA27-OWN", "34", 1, 600},
	}
	for _, c := range cases {
		o := mustOption(t, c.set, c.option)
		a, err := o.HalfHourFee(c.players)
		if err != nil || a.Money != c.want || a.Payer != PayerEachPlayer || a.Per != PerHalfHour {
			t.Errorf("%s with %d players: %+v %v, want %s", o, c.players, a, err, c.want)
		}
	}
	if _, err := mustOption(t, "ARCHIE-OWN", "37").HalfHourFee(8); !errors.Is(err, ErrPlayers) {
		t.Errorf("8 players under a 7 to 5 column: %v", err)
	}
	if _, err := mustOption(t, "ARCHIE-OWN", "37").StageFees(5, StageDealt); !errors.Is(err, ErrNotApplicable) {
		t.Errorf("a timed option has no stages: %v", err)
	}
	// CheckTimed charges each player seated at a boundary by the column of
	// the count seated.
	loc := time.UTC
	start := time.Date(2026, 11, 22, 20, 0, 0, 0, loc)
	var evs []SeatEvent
	for s := 1; s <= 5; s++ {
		evs = append(evs, SeatEvent{Seat: s, Sit: true, At: start})
	}
	bs, fs, err := CheckTimed(mustOption(t, "BADACEY-OWN", "37"), start, start.Add(30*time.Minute), evs, nil)
	if err != nil || len(bs) != 1 || bs[0].Fee != 1000 || len(fs) != 5 {
		t.Errorf("boundaries %+v findings %d %v", bs, len(fs), err)
	}
}

func TestParsePlayerBands(t *testing.T) {
	for s, want := range map[string]PlayerCount{
		"7-6": {Text: "7-6", Min: 6, Max: 7},
		"7-5": {Text: "7-5", Min: 5, Max: 7},
	} {
		if got, err := ParsePlayers(s); err != nil || got != want {
			t.Errorf("%q: %+v %v", s, got, err)
		}
	}
	for _, s := range []string{"6-7", "7-7", "7 - 6", "10-6"} {
		if _, err := ParsePlayers(s); err == nil {
			t.Errorf("%q read", s)
		}
	}
}

// A transcription error in the new sets fails the cross-check.
func TestDrawGameSchedulesCrossCheckCatchesErrors(t *testing.T) {
	lines := seedtext.Lines(t, rules.Seed000)
	read := func(c rules.Cite) string {
		first, last, err := c.Range()
		if err != nil || first < 1 || last > len(lines) {
			return ""
		}
		return strings.ReplaceAll(strings.Join(lines[first-1:last], "\n"), `\$`, "$")
	}
	mutations := []struct {
		name, set string
		mutate    func(s *Set)
	}{
		{"Badacey's own 19", "BADACEY-OWN", func(s *Set) { s.byLabel["19"].fees[1].money = rules.Dollars(1) }},
		{"band", "ARCHIE-OWN", func(s *Set) { s.byLabel["9"].Players.Text = "7-6" }},
		{"timed column", "DRAMAHA-OWN", func(s *Set) { s.byLabel["34"].fees[1].money = rules.Dollars(7) }},
		{"timed columns swapped", "BADEUCEY-OWN", func(s *Set) {
			f := s.byLabel["40"].fees
			f[0].money, f[1].money = f[1].money, f[0].money
		}},
		{"heading", "DRAMAHA27-OWN", func(s *Set) { s.Games[0].Name = "Badugi" }},
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
