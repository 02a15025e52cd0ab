package fees

import (
	"errors"
	"maps"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// counts reads a "Number of Players" cell on its own, apart from
// ParsePlayers: "7 or more", "6", "5 or less", "7-6".
func counts(t *testing.T, text string) (lo, hi int) {
	t.Helper()
	atoi := func(s string) int {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			t.Fatalf("players %q: %v", text, err)
		}
		return n
	}
	switch {
	case strings.HasSuffix(text, " or more"):
		return atoi(strings.TrimSuffix(text, " or more")), 99
	case strings.HasSuffix(text, " or less"):
		return 1, atoi(strings.TrimSuffix(text, " or less"))
	case strings.Contains(text, "-"):
		a, b, _ := strings.Cut(text, "-")
		x, y := atoi(a), atoi(b)
		return min(x, y), max(x, y)
	}
	n := atoi(text)
	return n, n
}

// Every group of every set, every count of players from 1 to 10: the row in
// force admits the count and no row of the group admitting it is narrower
// (a tie goes to the row printed first); a count no row admits has no row,
// StageFees refuses it with ErrPlayers and CheckHand makes it one
// fee:schedule finding. A group is every row of its block with its fees.
func TestPlayerGroupsPickTheRowOfThePlayers(t *testing.T) {
	groups := 0
	for _, s := range Sets() {
		for _, g := range s.PlayerGroups() {
			groups++
			rows := g.Rows()
			if len(rows) < 2 || !g.IsGroup() || g.Mechanism.StageFeeTypes() == nil {
				t.Fatalf("%s: %d rows, mechanism %s", g, len(rows), g.Mechanism)
			}
			labels := make([]string, len(rows))
			for i, r := range rows {
				labels[i] = r.Label
				if r.Block != g.Block || !maps.Equal(r.Fees(), g.Fees()) || r.IsGroup() {
					t.Errorf("%s: row %s is block %s with fees %v, not %s's %v", g, r.Label, r.Block.ID, r.Fees(), g.Block.ID, g.Fees())
				}
			}
			if want := GroupPrefix + strings.Join(labels, ","); g.Label != want {
				t.Errorf("%s: label %q, want %q", g, g.Label, want)
			}
			in := map[string]bool{}
			for _, l := range labels {
				in[l] = true
			}
			for _, o := range g.Block.Options {
				if !in[o.Label] && maps.Equal(o.Fees(), g.Fees()) {
					t.Errorf("%s leaves out option %s with the same fees", g, o.Label)
				}
			}
			if back, err := Lookup(s.ID, g.Label); err != nil || back != g {
				t.Errorf("Lookup(%s, %s) = %v, %v", s.ID, g.Label, back, err)
			}
			for n := 1; n <= 10; n++ {
				var want *Option
				wantWidth := 0
				for _, r := range rows {
					lo, hi := counts(t, r.Players.Text)
					if n < lo || n > hi {
						continue
					}
					if w := hi - lo; want == nil || w < wantWidth {
						want, wantWidth = r, w
					}
				}
				got := g.RowFor(n)
				if got != want {
					t.Errorf("%s with %d players: row %v, want %v", g, n, got, want)
					continue
				}
				declared := map[string]rules.Money{}
				_, findings := g.CheckHand(n, StageThird, declared)
				if want == nil {
					if g.Admits(n) {
						t.Errorf("%s admits %d players", g, n)
					}
					if _, err := g.StageFees(n, StageThird); !errors.Is(err, ErrPlayers) {
						t.Errorf("%s with %d players: %v, want ErrPlayers", g, n, err)
					}
					if len(findings) != 1 || findings[0].Bet != "fee:schedule" || findings[0].Declared != strconv.Itoa(n) {
						t.Errorf("%s with %d players: findings %+v, want one fee:schedule", g, n, findings)
					}
					continue
				}
				as, err := g.StageFees(n, StageThird)
				ws, werr := want.StageFees(n, StageThird)
				if err != nil || werr != nil || len(as) != len(ws) {
					t.Fatalf("%s with %d players: %v / %v", g, n, err, werr)
				}
				for i := range as {
					if as[i] != ws[i] || as[i].Rule != want.Rule {
						t.Errorf("%s with %d players, fee #%d: %+v, want row %s's %+v", g, n, i+1, as[i], want.Label, ws[i])
					}
				}
				// Nothing declared: each non-zero fee is a finding citing
				// the row in force.
				for _, f := range findings {
					if f.Bet == "fee:schedule" || (f.Rule != want.Rule && f.Rule != want.Block.Rule) {
						t.Errorf("%s with %d players: finding %+v does not cite row %s (%s)", g, n, f, want.Label, want.Rule)
					}
				}
			}
		}
	}
	if groups < 100 {
		t.Errorf("%d groups in all the sets; the poker sets print well over a hundred", groups)
	}
}

// HOLDEM-1's $1 / $2 / $1 rows of options 1 through 85 (seed 000 lines
// 6961-7050): 9 "7 or more" (6975), 26 "6" (6992), 48 "5" (7015), 57 "5 or
// less" (7024), 77 "4 or less" (7044), 81 "3 or less" (7048).
func TestHoldemPlayerGroup(t *testing.T) {
	g, err := ScheduleFor("holdem", "HOLDEM-1/by-players:9,26,48,57,77,81")
	if err != nil {
		t.Fatal(err)
	}
	if g.Rule.Lines != "6975-7048" || g.Players.Text != "7 or more, 6, 5, 5 or less, 4 or less, 3 or less" {
		t.Errorf("group cites %s for %q", g.Rule.Lines, g.Players.Text)
	}
	if got := g.String(); got != "HOLDEM-1 options 9, 26, 48, 57, 77, 81 by the players dealt in" {
		t.Errorf("String() = %q", got)
	}
	for _, c := range []struct {
		players int
		row     string
		line    string
	}{{10, "9", "6975"}, {7, "9", "6975"}, {6, "26", "6992"}, {5, "48", "7015"}, {4, "77", "7044"}, {3, "81", "7048"}, {2, "81", "7048"}} {
		r := g.RowFor(c.players)
		if r == nil || r.Label != c.row || r.Rule.Lines != c.line {
			t.Errorf("%d players: row %v, want option %s at line %s", c.players, r, c.row, c.line)
		}
		// $1 after the deal, $2 after the flop, $1 after the turn.
		total, findings := g.CheckHand(c.players, StageThird, map[string]rules.Money{"designated_1": 100, "designated_2": 200, "designated_3": 100})
		if total != 400 || len(findings) != 0 {
			t.Errorf("%d players: total %s, findings %+v", c.players, total, findings)
		}
	}
	// Four players, $2 taken after the turn: the 4-player row gives $1.
	_, findings := g.CheckHand(4, StageThird, map[string]rules.Money{"designated_1": 100, "designated_2": 200, "designated_3": 200})
	if len(findings) != 1 || findings[0].Bet != "fee:designated_3" || findings[0].Expected != "1.00" || findings[0].Rule.Lines != "7044" ||
		!strings.Contains(findings[0].Message, "HOLDEM-1 option 77") {
		t.Errorf("4 players, $2 fee #3: %+v", findings)
	}

	// $1 / $1 / $1: options 51 "5", 60 "5 or less", 78 "4 or less", 82 "3
	// or less" (lines 7018, 7027, 7045, 7049): seven players are outside.
	g, err = ScheduleFor("holdem", "HOLDEM-1/by-players:51,60,78,82")
	if err != nil {
		t.Fatal(err)
	}
	_, findings = g.CheckHand(7, StageThird, map[string]rules.Money{"designated_1": 100, "designated_2": 100, "designated_3": 100})
	if len(findings) != 1 || findings[0].Bet != "fee:schedule" || findings[0].Expected != "5, 5 or less, 4 or less, 3 or less" {
		t.Errorf("7 players under $1/$1/$1: %+v", findings)
	}

	// One option keeps its own condition: option 26 is for six players.
	o := mustOption(t, "HOLDEM-1", "26")
	if o.IsGroup() || o.RowFor(6) != o || o.RowFor(4) != nil {
		t.Errorf("option 26: group %v, rows for 6 and 4: %v, %v", o.IsGroup(), o.RowFor(6), o.RowFor(4))
	}
	if _, f := o.CheckHand(4, StageThird, map[string]rules.Money{"designated_1": 100, "designated_2": 200, "designated_3": 100}); len(f) != 1 || f[0].Bet != "fee:schedule" {
		t.Errorf("option 26 with four players: %+v", f)
	}

	// A group must name every row with its fees, in print order.
	for _, v := range []string{"HOLDEM-1/by-players:9,26", "HOLDEM-1/by-players:26,9,48,57,77,81", "HOLDEM-1/by-players:"} {
		if _, err := ScheduleFor("holdem", v); !errors.Is(err, ErrUnknownOption) || !strings.Contains(err.Error(), "player_groups") {
			t.Errorf("%s: %v", v, err)
		}
	}
	// Timed rows (FM2) are not grouped.
	for _, g := range mustSet(t, "HOLDEM-1").PlayerGroups() {
		if g.Block.Mechanism != FlopStages {
			t.Errorf("%s is a group of %s rows", g, g.Block.Mechanism)
		}
	}
}

func mustSet(t *testing.T, id string) *Set {
	t.Helper()
	s, err := FindSet(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The fees of a choice in words, read off the cited lines: HOLDEM-1 option
// 6 (line 6972) $1 / $3.50 / $1; EZB-OWN option 1 (line 2776) $2 from the
// player-dealer, $0.50 a player; LEG-NLP NL20 (line 1402) by the players'
// columns, 9 to 4 (line 1400).
func TestFeesText(t *testing.T) {
	for _, c := range []struct{ set, option, want string }{
		{"HOLDEM-1", "6", "$1 / $3.50 / $1"},
		{"EZB-OWN", "1", "player-dealer fee $2, player fee $0.50"},
		{"LEG-NLP", "NL20", "9 players $3, 8 players $3, 7 players $3, 6 players $2, 5 players $1.50, 4 players $1"},
	} {
		if got := mustOption(t, c.set, c.option).FeesText(); got != c.want {
			t.Errorf("%s/%s: %q, want %q", c.set, c.option, got, c.want)
		}
	}
}
