package flop

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// handWith builds a hand of the game from its example: the first seat
// stays in, every other seat folds (so it is uncontested and the board may
// stop anywhere), extra folded seats bring the players dealt in to n, the
// board is cut to boardLen cards and the fees are those given as
// "type=amount".
func handWith(t *testing.T, id string, n, boardLen int, feeList ...string) []byte {
	t.Helper()
	return edit(t, id, func(r map[string]any) {
		seats := r["seats"].([]any)
		used := map[int]bool{}
		for i, s := range seats {
			sm := s.(map[string]any)
			used[int(sm["seat"].(float64))] = true
			sm["folded"] = i > 0
			delete(sm, "discards")
		}
		for seat := 1; len(seats) < n; seat++ {
			if !used[seat] {
				seats = append(seats, map[string]any{"seat": seat, "folded": true, "contributed": "1.00", "won": "0.00"})
			}
		}
		seats = seats[:n]
		r["seats"] = seats
		for _, k := range []string{"board", "board_1", "board_2"} {
			if b, ok := r[k].([]any); ok {
				r[k] = b[:boardLen]
			}
		}
		var pot, taken rules.Money
		for _, s := range seats {
			pot += m(s.(map[string]any)["contributed"].(string))
		}
		var fs []any
		for _, f := range feeList {
			kind, amount, _ := strings.Cut(f, "=")
			fs = append(fs, map[string]any{"type": kind, "amount": amount})
			taken += m(amount)
		}
		r["fees"] = fs
		for i, s := range seats {
			won := "0.00"
			if i == 0 {
				won = (pot - taken).String()
			}
			s.(map[string]any)["won"] = won
		}
	})
}

// feeFindings are a verdict's findings on fees, as "type declared->expected @line".
func feeFindings(v *rules.Verdict) []string {
	var out []string
	for _, f := range v.Findings {
		if strings.HasPrefix(f.Bet, "fee:") {
			out = append(out, fmt.Sprintf("%s %s->%s @%s", strings.TrimPrefix(f.Bet, "fee:"), f.Declared, f.Expected, f.Rule.Lines))
		}
	}
	return out
}

// Each game's fee under each kind of schedule its table may post. The
// expected amounts are read from the seed lines cited.
func TestFeesBySchedule(t *testing.T) {
	cases := []struct {
		name     string
		game     string
		schedule string
		players  int
		board    int
		fees     []string
		want     []string // fee findings
	}{
		// Short Deck's own option 6 (line 5395, 7 or more): $1 after the
		// blinds, the $4 Regular Table Fee after the flop, $1 after the turn.
		{"short deck to the river", ShortDeckID, "SDH-OWN/6", 7, 5, []string{"designated_1=1", "regular=4", "designated_2=1"}, nil},
		{"short deck on the flop", ShortDeckID, "SDH-OWN/6", 7, 3, []string{"designated_1=1", "regular=4"}, nil},
		{"short deck before the flop", ShortDeckID, "SDH-OWN/6", 7, 0, []string{"designated_1=1"}, nil},
		{"short deck missing regular", ShortDeckID, "SDH-OWN/6", 7, 5, []string{"designated_1=1", "designated_2=1"},
			[]string{"regular 0.00->4.00 @5395"}},
		{"short deck #2 before the turn", ShortDeckID, "SDH-OWN/6", 7, 3, []string{"designated_1=1", "regular=4", "designated_2=1"},
			[]string{"designated_2 1.00->0.00 @5386"}},
		{"short deck under Hold'em's names", ShortDeckID, "SDH-OWN/6", 7, 5, []string{"designated_1=1", "designated_2=4", "designated_3=1"},
			[]string{"regular 0.00->4.00 @5395", "designated_2 4.00->1.00 @5395", "designated_3 1.00->0.00 @5386"}},
		{"short deck in HOLDEM-1", ShortDeckID, "HOLDEM-1/2", 7, 5, []string{"designated_1=1", "designated_2=7", "designated_3=1"}, nil},
		{"short deck too few for the option", ShortDeckID, "SDH-OWN/6", 6, 5, []string{"designated_1=1", "regular=4", "designated_2=1"},
			[]string{"schedule 6->7 or more @5395"}},
		// Timed collection (line 5425) takes nothing from the pot.
		{"short deck timed", ShortDeckID, "SDH-OWN/33", 7, 5, []string{"regular=11", "time=2"},
			[]string{"regular 11.00->0.00 @5425"}},
		// Double Board Omaha's own option 19 (line 3795, 3 or less): $1,
		// $1, $1 as Collection Fees #1 to #3.
		{"double board to the river", DoubleBoardOmahaID, "DBO-OWN/19", 3, 5, []string{"collection_1=1", "collection_2=1", "collection_3=1"}, nil},
		{"double board before the flop", DoubleBoardOmahaID, "DBO-OWN/19", 3, 0, []string{"collection_1=1"}, nil},
		{"double board 8-6 option", DoubleBoardOmahaID, "DBO-OWN/2", 8, 4, []string{"collection_1=1", "collection_2=4"}, nil},
		{"double board fee #3 of $0", DoubleBoardOmahaID, "DBO-OWN/2", 6, 5, []string{"collection_1=1", "collection_2=4", "collection_3=1"},
			[]string{"collection_3 1.00->0.00 @3778"}},
		// DBO-1 option 85 (line 7771): FM1b, $1 from the small blind, $8, $1.
		{"double board in DBO-1", DoubleBoardOmahaID, "DBO-1/85", 7, 5, []string{"designated_1=1", "designated_2=8", "designated_3=1"}, nil},
		{"double board's own names in DBO-1", DoubleBoardOmahaID, "DBO-1/85", 7, 5, []string{"collection_1=1", "collection_2=8", "collection_3=1"},
			[]string{"designated_1 0.00->1.00 @7771", "designated_2 0.00->8.00 @7771", "designated_3 0.00->1.00 @7771",
				"collection_1 1.00->0.00 @7765", "collection_2 8.00->0.00 @7765", "collection_3 1.00->0.00 @7765"}},
		// Five Card Omaha's own option 2 (line 2231, $2-4): the $1.00
		// designated fee after the blinds and 3.50, 3.00, 3.00, 2.00 or 1.00
		// after the flop by the players dealt in.
		{"five card, 7 players", FiveCardOmahaID, "FCO-OWN/2", 7, 5, []string{"designated=1", "regular=3.50"}, nil},
		{"five card, 5 players", FiveCardOmahaID, "FCO-OWN/2", 5, 3, []string{"designated=1", "regular=3"}, nil},
		{"five card, 3 players", FiveCardOmahaID, "FCO-OWN/2", 3, 4, []string{"designated=1", "regular=1"}, nil},
		{"five card before the flop", FiveCardOmahaID, "FCO-OWN/2", 6, 0, []string{"designated=1"}, nil},
		{"five card regular before the flop", FiveCardOmahaID, "FCO-OWN/2", 6, 0, []string{"designated=1", "regular=3"},
			[]string{"regular 3.00->0.00 @2226"}},
		{"five card wrong column", FiveCardOmahaID, "FCO-OWN/2", 4, 5, []string{"designated=1", "regular=3"},
			[]string{"regular 3.00->2.00 @2231"}},
		{"five card ten players", FiveCardOmahaID, "FCO-OWN/2", 10, 5, []string{"designated=1", "regular=3.50"},
			[]string{"schedule 10->7 - 9 players, 6 players, 5 players, Four Players, 3 players or less @2231"}},
		{"five card in OMAHA-1", FiveCardOmahaID, "OMAHA-1/2", 7, 5, []string{"designated_1=1", "designated_2=7", "designated_3=1"}, nil},
		// The legacy procedures (lines 120-131, 452-467): $1.00 for a hand
		// that ends before the Opening Round, else the Regular Table Fee
		// posted at the table.
		{"pineapple before the flop", CrazyPineappleID, "LEG-PINEAPPLE/D", 4, 0, []string{"designated=1"}, nil},
		{"pineapple before the flop, no fee", CrazyPineappleID, "LEG-PINEAPPLE/D", 4, 0, nil, []string{"designated 0.00->1.00 @129"}},
		{"pineapple after the flop", CrazyPineappleID, "LEG-PINEAPPLE/D", 4, 3, []string{"regular=2.50"}, nil},
		{"pineapple both", CrazyPineappleID, "LEG-PINEAPPLE/D", 4, 5, []string{"regular=2.50", "designated=1"},
			[]string{"designated 1.00->0.00 @129"}},
		{"pineapple regular before the flop", CrazyPineappleID, "LEG-PINEAPPLE/D", 4, 0, []string{"regular=2", "designated=1"},
			[]string{"regular 2.00->0.00 @129"}},
		// Reverse Hold'em's flop is one card (line 438): the Opening Round.
		{"reverse after the one-card flop", ReverseHoldemID, "LEG-REVERSE/D", 4, 1, []string{"regular=2"}, nil},
		{"reverse before the flop", ReverseHoldemID, "LEG-REVERSE/D", 4, 0, []string{"designated=1"}, nil},
		{"reverse designated after the flop", ReverseHoldemID, "LEG-REVERSE/D", 4, 1, []string{"designated=1"},
			[]string{"designated 1.00->0.00 @465"}},
		// HOLDEM-1 option 2 (line 6968): $1, $7 after the flop (one card),
		// $1 after the turn (one card).
		{"reverse in HOLDEM-1, turn", ReverseHoldemID, "HOLDEM-1/2", 7, 2, []string{"designated_1=1", "designated_2=7", "designated_3=1"}, nil},
		{"reverse in HOLDEM-1, flop", ReverseHoldemID, "HOLDEM-1/2", 7, 1, []string{"designated_1=1", "designated_2=7"}, nil},
		// Omaha in FLOP-2 option 8 (line 8562): $0.50, $3.50, $0.50.
		{"omaha in FLOP-2", OmahaID, "FLOP-2/8", 7, 5, []string{"designated_1=0.50", "designated_2=3.50", "designated_3=0.50"}, nil},
		{"omaha jackpot and time kept", OmahaID, "FLOP-2/8", 7, 5, []string{"designated_1=0.50", "designated_2=3.50", "designated_3=0.50", "jackpot=1", "time=5"}, nil},
		{"omaha designated without a stage", OmahaID, "FLOP-2/8", 7, 5, []string{"designated_1=0.50", "designated_2=3.50", "designated_3=0.50", "designated=1"},
			[]string{"designated 1.00->0.00 @8550"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := handWith(t, c.game, c.players, c.board, c.fees...)
			v := verify(t, c.game, data, map[string]string{"collection_schedule": c.schedule})
			got := feeFindings(v)
			if !slices.Equal(got, c.want) {
				t.Errorf("fee findings %q, want %q", got, c.want)
			}
			if len(v.Findings) != len(got) {
				t.Errorf("other findings: %+v", v.Findings)
			}
			// The house's expected take is the schedule's, plus the fees kept as recorded.
			var declared rules.Money
			for _, f := range c.fees {
				_, a, _ := strings.Cut(f, "=")
				declared += m(a)
			}
			if len(c.want) == 0 && (v.Totals.ExpectedFees != declared || v.Totals.ExpectedHouseWin != declared) {
				t.Errorf("totals %+v, declared %s", v.Totals, declared)
			}
		})
	}
}

// A table without a schedule records its fees unchecked.
func TestFeesWithoutSchedule(t *testing.T) {
	v := verify(t, OmahaID, handWith(t, OmahaID, 7, 5, "regular=9.99"), nil)
	if !v.Verified() || v.Totals.ExpectedFees != m("9.99") {
		t.Errorf("%+v %+v", v.Findings, v.Totals)
	}
}

// Every game accepts the schedule sets whose headings name it, and no
// other.
func TestScheduleSettings(t *testing.T) {
	for id, sets := range map[string][]string{
		CrazyPineappleID:   {"LEG-PINEAPPLE/D", "OMAHA-1/1", "FLOP-2/1"},
		ReverseHoldemID:    {"LEG-REVERSE/D", "HOLDEM-1/1"},
		ShortDeckID:        {"SDH-OWN/1", "HOLDEM-1/1", "FLOP-2/1"},
		OmahaID:            {"OMAHA-1/1", "FLOP-2/1"},
		FiveCardOmahaID:    {"FCO-OWN/28b", "OMAHA-1/1", "FLOP-2/1"},
		DoubleBoardOmahaID: {"DBO-OWN/40", "DBO-1/1", "FLOP-2/1"},
	} {
		for _, s := range sets {
			if _, err := games[id].Settings(map[string]string{"collection_schedule": s}); err != nil {
				t.Errorf("%s %s: %v", id, s, err)
			}
		}
		for _, s := range []string{"STUD-1/1", "SDH-OWN/1", "LEG-PINEAPPLE/D"} {
			if slices.Contains(sets, s) {
				continue
			}
			if _, err := games[id].Settings(map[string]string{"collection_schedule": s}); err == nil {
				t.Errorf("%s accepts %s", id, s)
			}
		}
	}
}
