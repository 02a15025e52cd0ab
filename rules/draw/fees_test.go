package draw

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// feeHand is a hand of n seats of game that ended with seat 1 alone after
// the given draws: each seat put in 10.00, and seat 1 collected the pot
// less the fees taken from the pot.
func feeHand(t *testing.T, game string, n, draws int, board string, fees []string) []byte {
	t.Helper()
	var potFees rules.Money
	for _, f := range fees {
		parts := strings.Split(f, ":")
		if len(parts) == 2 || parts[2] == FromPot {
			m, err := rules.ParseMoney(parts[1])
			if err != nil {
				t.Fatal(err)
			}
			potFees += m
		}
	}
	seats := []st{{seat: 1, contributed: "10.00", won: (rules.Dollars(int64(10*n)) - potFees).String()}}
	for s := 2; s <= n; s++ {
		seats = append(seats, st{seat: s, fold: true, contributed: "10.00", won: "0.00"})
	}
	return hr(t, game, n, draws, board, seats, fees, nil)
}

// Each game's fees under each kind of schedule it can post, read off the
// cited seed lines by hand; a wrong or missing fee is a finding citing the
// schedule's row.
func TestFeesBySchedule(t *testing.T) {
	cases := []struct {
		name     string
		game     string
		schedule string
		n, draws int
		board    string
		fees     []string
		settings map[string]string
		// want lists the findings as field@bet:expected, citing line.
		want []string
		line string
	}{
		// W10: LOWBALL-1 option 24 (line 8400), 4 players, the draw reached:
		// $1 + $0.50.
		{"lowball staged", "lowball", "LOWBALL-1/24", 4, 1, "", []string{"designated_1:1.00", "designated_2:0.50"}, nil, nil, ""},
		{"lowball staged, fee #2 missing", "lowball", "LOWBALL-1/24", 4, 1, "", []string{"designated_1:1.00"}, nil,
			[]string{"fee@fee:designated_2:0.50"}, "8400"},
		{"lowball staged, no draw", "lowball", "LOWBALL-1/24", 4, 0, "", []string{"designated_1:1.00", "designated_2:0.50"}, nil,
			[]string{"fee@fee:designated_2:0.00"}, "8371"},
		// W11 and A4: LOWBALL-2 option 8 (line 8949), $0.50 / $3.50 / $0.50;
		// single-draw Lowball never reaches a second draw: $4.00.
		{"lowball three stages", "lowball", "LOWBALL-2/8", 7, 1, "", []string{"designated_1:0.50", "designated_2:3.50"}, nil, nil, ""},
		{"lowball three stages, fee #3 taken", "lowball", "LOWBALL-2/8", 7, 1, "", []string{"designated_1:0.50", "designated_2:3.50", "designated_3:0.50"}, nil,
			[]string{"fee@fee:designated_3:0.00"}, "8935"},
		// Kansas City Lowball reaches the second draw: $4.50.
		{"triple draw three stages", "kansas-city-lowball", "LOWBALL-2/8", 7, 2, "", []string{"designated_1:0.50", "designated_2:3.50", "designated_3:0.50"}, nil, nil, ""},
		// W24: the legacy Lowball rates at 15-30 with 6 players: the Regular
		// Table Fee $2.00 once the draw is complete (line 324), else the
		// Designated Table Fee $1.00 (line 330); never both.
		{"legacy regular", "lowball", "LEG-LOWBALL/R15-30", 6, 1, "", []string{"regular:2.00"}, nil, nil, ""},
		{"legacy designated", "lowball", "LEG-LOWBALL/R15-30", 6, 0, "", []string{"designated:1.00"}, nil, nil, ""},
		{"legacy both", "lowball", "LEG-LOWBALL/D15-30", 6, 1, "", []string{"regular:2.00", "designated:1.00"}, nil,
			[]string{"fee@fee:designated:0.00"}, "313"},
		{"legacy regular short", "lowball", "LEG-LOWBALL/R15-30", 6, 1, "", []string{"regular:1.00"}, nil,
			[]string{"fee@fee:regular:2.00"}, "324"},
		// DRAW-2 option 50 (line 9168), 4 players, $1 / $2 / $1: Badugi past
		// the second draw pays all three; Lowball never a third (A5).
		{"draw stages", "badugi", "DRAW-2/50", 4, 3, "", []string{"designated_1:1.00", "designated_2:2.00", "designated_3:1.00"}, nil, nil, ""},
		{"draw stages, single draw", "lowball", "DRAW-2/50", 4, 1, "", []string{"designated_1:1.00", "designated_2:2.00"}, nil, nil, ""},
		// BADUGI-1 option 30 (line 8038), 4 players, $1 / $2 / $0, the hand
		// over after the first draw.
		{"badacey under BADUGI-1", "badacey", "BADUGI-1/30", 4, 1, "", []string{"designated_1:1.00", "designated_2:2.00"}, nil, nil, ""},
		// The games' own schedules take fee #1 from the small blind position
		// before the deal (line 3587): Archie option 13 (line 3604), 5
		// players, $1 / $1 / $1.
		{"archie's own", "archie", "ARCHIE-OWN/13", 5, 3, "", []string{"designated_1:1.00:small_blind", "designated_2:1.00", "designated_3:1.00"}, nil, nil, ""},
		{"archie's own, fee #1 from the pot", "archie", "ARCHIE-OWN/13", 5, 3, "", []string{"designated_1:1.00", "designated_2:1.00", "designated_3:1.00"}, nil,
			[]string{"from@fee:designated_1:small_blind"}, "3587"},
		// Badacey option 19 (line 4597), 3 or less, $1 / $2 / $1; the hand
		// ended after the first draw: "If the round of play does not reach
		// the first or second draw, only Collection Fee #1 shall be taken"
		// read as each fee due once its draw is reached.
		{"badacey's own", "badacey", "BADACEY-OWN/19", 3, 1, "", []string{"designated_1:1.00:small_blind", "designated_2:2.00"}, nil, nil, ""},
		// 2-7 Dramaha option 9 (line 6529), 4 players, $1 / $3 / $1; the hand
		// ended on the flop: fee #2 ("after the flop") but not #3.
		{"2-7 dramaha's own", "dramaha-27", "DRAMAHA27-OWN/9", 4, 0, "2S 6S TS", []string{"designated_1:1.00:small_blind", "designated_2:3.00"}, nil, nil, ""},
		{"2-7 dramaha's own, turn fee", "dramaha-27", "DRAMAHA27-OWN/9", 4, 0, "2S 6S TS", []string{"designated_1:1.00:small_blind", "designated_2:3.00", "designated_3:1.00"}, nil,
			[]string{"fee@fee:designated_3:0.00"}, "6516"},
		// DRAMAHA-1 option 30 (line 7535), 5 players, $1 / $2 / $1, the turn
		// reached.
		{"dramaha under DRAMAHA-1", "dramaha", "DRAMAHA-1/30", 5, 1, "2S 6S TS 9D", []string{"designated_1:1.00", "designated_2:2.00", "designated_3:1.00"}, nil, nil, ""},
		// W8: ARCHIE-1 limit option 35 (line 7901), 6 or more players, $1 /
		// $8 / $1; the hand ends after the first draw: $9.
		{"archie under ARCHIE-1", "archie", "ARCHIE-1/35", 6, 1, "", []string{"designated_1:1.00", "designated_2:8.00"}, nil, nil, ""},
		{"archie under ARCHIE-1, fee #3 early", "archie", "ARCHIE-1/35", 6, 1, "", []string{"designated_1:1.00", "designated_2:8.00", "designated_3:1.00"}, nil,
			[]string{"fee@fee:designated_3:0.00"}, "7895"},
		// FLOP-2 option 30 (line 8584), 5 players, $1 / $4 / $1; 2-7 Dramaha
		// to the river.
		{"2-7 dramaha under FLOP-2", "dramaha-27", "FLOP-2/30", 5, 1, "2S 6S TS 9D 5C", []string{"designated_1:1.00", "designated_2:4.00", "designated_3:1.00"}, nil, nil, ""},
		// Match-It under HOLDEM-1 option 30 (line 6996), 6 players, $0.50 /
		// $2.50 / $0.50: the flop is out with the deal, so fee #2 is due on
		// every hand and there is no turn; or, read by draws, #3 after the
		// second draw.
		{"match-it, flop reading", "match-it", "HOLDEM-1/30", 6, 0, "", []string{"designated_1:0.50", "designated_2:2.50"}, nil, nil, ""},
		{"match-it, draws reading", "match-it", "HOLDEM-1/30", 6, 2, "", []string{"designated_1:0.50", "designated_2:2.50", "designated_3:0.50"},
			map[string]string{"fee_stages": "draws"}, nil, ""},
		{"match-it, draws reading, no draw", "match-it", "HOLDEM-1/30", 6, 0, "", []string{"designated_1:0.50", "designated_2:2.50"},
			map[string]string{"fee_stages": "draws"}, []string{"fee@fee:designated_2:0.00"}, "6961"},
		// DRAW-2's $1 / $2 / $1 rows posted together (interpretation F15):
		// options 18 "6 or more" (line 9136), 25 "6", 35 "5", 40 "5 or
		// less", 50 "4" (9168) and 54 "4 or less" (9172). Four players are
		// checked under option 50, the narrower of the two that admit them;
		// seven under option 18.
		{"draw group, four players", "badugi", "DRAW-2/by-players:18,25,35,40,50,54", 4, 3, "", []string{"designated_1:1.00", "designated_2:2.00", "designated_3:1.00"}, nil, nil, ""},
		{"draw group, four players, fee #2 short", "badugi", "DRAW-2/by-players:18,25,35,40,50,54", 4, 3, "", []string{"designated_1:1.00", "designated_2:1.00", "designated_3:1.00"}, nil,
			[]string{"fee@fee:designated_2:2.00"}, "9168"},
		{"draw group, seven players, fee #3 short", "badugi", "DRAW-2/by-players:18,25,35,40,50,54", 7, 3, "", []string{"designated_1:1.00", "designated_2:2.00"}, nil,
			[]string{"fee@fee:designated_3:1.00"}, "9136"},
		// An option for another player count (line 8400: 4 players).
		{"players outside the option", "lowball", "LOWBALL-1/24", 5, 1, "", []string{"designated_1:1.00", "designated_2:0.50"}, nil,
			[]string{"players@fee:schedule:4"}, "8400"},
		// Timed collection takes nothing from a hand (Archie 37-40, line 3636).
		{"timed", "archie", "ARCHIE-OWN/37", 5, 3, "", []string{"regular:5.00"}, nil,
			[]string{"fee@fee:regular:0.00"}, "3636"},
		{"timed, time through the hand", "archie", "ARCHIE-OWN/37", 5, 3, "", []string{"time:10.00"}, nil, nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			settings := map[string]string{"collection_schedule": c.schedule}
			for k, v := range c.settings {
				settings[k] = v
			}
			v := verify(t, feeHand(t, c.game, c.n, c.draws, c.board, c.fees), settings)
			var got []string
			for _, f := range v.Findings {
				got = append(got, fmt.Sprintf("%s@%s:%s", f.Field, f.Bet, f.Expected))
				if c.line != "" && f.Rule.Lines != c.line {
					t.Errorf("finding %s cites %s, want line %s", f.Message, f.Rule, c.line)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("findings %v, want %v; %+v", got, c.want, v.Findings)
			}
		})
	}
}

// A fee from the small blind position is not in the pot: the seats collect
// the pot less only the fees taken from it.
func TestSmallBlindFeeIsOutsideThePot(t *testing.T) {
	raw := feeHand(t, "archie", 5, 3, "", []string{"designated_1:1.00:small_blind", "designated_2:1.00", "designated_3:1.00"})
	v := verify(t, raw, map[string]string{"collection_schedule": "ARCHIE-OWN/13"})
	if len(v.Findings) != 0 || v.Totals.Fees != rules.Dollars(3) || v.Totals.ExpectedFees != rules.Dollars(3) || v.Totals.Wagered != rules.Dollars(50) {
		t.Errorf("findings %+v totals %+v", v.Findings, v.Totals)
	}
	if got := expected(v)[1]; got != "48.00" {
		t.Errorf("seat 1 collects %s of the 50.00 pot less 2.00 taken from it", got)
	}
}
