package wheels

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// A finding names the spot of the wager it is about, as a field: a seat
// holding several straights, splits or Three Dice Totals gets findings
// that say which. Random spins and throws, each seat with several wagers
// on one bet, each declared with a payout of its own that the rules do
// not give; each finding must name the wager that declared it, its spot
// written here from the numbers the record names.
func TestFindingsNameTheSpot(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 21))
	type kind struct {
		game  rules.Game
		bet   string
		pick  func() []int // the numbers of one wager
		spot  func(ns []int) string
		extra map[string]any
	}
	slash := func(ns []int) string {
		s := slices.Clone(ns)
		slices.Sort(s)
		parts := make([]string, len(s))
		for i, n := range s {
			parts[i] = strconv.Itoa(n)
		}
		return strings.Join(parts, "/")
	}
	dash := func(ns []int) string {
		s := slices.Clone(ns)
		slices.Sort(s)
		parts := make([]string, len(s))
		for i, n := range s {
			parts[i] = strconv.Itoa(n)
		}
		return strings.Join(parts, "-")
	}
	kinds := []kind{
		{Roulette(), BetStraight, func() []int { return []int{rng.IntN(37)} }, slash, nil},
		{Roulette(), BetSplit, func() []int {
			n := 1 + rng.IntN(33)
			return []int{n, n + 3}
		}, slash, nil},
		{Roulette(), BetStreet, func() []int {
			a := 3*rng.IntN(12) + 1
			return []int{a + 2, a, a + 1}
		}, slash, nil},
		{Roulette(), BetCorner, func() []int {
			n := 1 + 3*rng.IntN(11) + rng.IntN(2)
			return []int{n, n + 1, n + 3, n + 4}
		}, slash, nil},
		{Roulette(), BetSixLine, func() []int {
			a := 3*rng.IntN(11) + 1
			return []int{a, a + 1, a + 2, a + 3, a + 4, a + 5}
		}, func(ns []int) string { return fmt.Sprintf("%d-%d", slices.Min(ns), slices.Max(ns)) }, nil},
		{SicBo(), BetThreeDiceTotal, func() []int { return []int{4 + rng.IntN(14)} }, dash, nil},
		{SicBo(), BetSpecificDouble, func() []int { return []int{1 + rng.IntN(6)} }, dash, nil},
		{SicBo(), BetDiceCombination, func() []int {
			a := 1 + rng.IntN(6)
			b := 1 + (a+rng.IntN(5))%6
			return []int{b, a}
		}, dash, nil},
	}
	for round := range 400 {
		k := kinds[rng.IntN(len(kinds))]
		fields := map[string]any{}
		if k.game.Info().ID == RouletteID {
			fields["number"] = rng.IntN(37)
		} else {
			fields["dice"] = []int{1 + rng.IntN(6), 1 + rng.IntN(6), 1 + rng.IntN(6)}
		}
		seat := 1 + rng.IntN(8)
		var wagers []string
		var spots []string
		for len(wagers) < 2+rng.IntN(4) {
			ns := k.pick()
			spot := k.spot(ns)
			if slices.Contains(spots, spot) {
				continue
			}
			spots = append(spots, spot)
			parts := make([]string, len(ns))
			for i, n := range ns {
				parts[i] = strconv.Itoa(n)
			}
			// A payout of its own for each wager: 0.0i, which no rule
			// gives a 10.00 stake.
			wagers = append(wagers, fmt.Sprintf("%d %s %s 10 win 0.0%d", seat, k.bet, strings.Join(parts, ","), len(wagers)+1))
		}
		v := verify(t, k.game, record(t, k.game.Info().ID, fields, wagers...), nil)
		found := map[string]bool{}
		for _, f := range v.Findings {
			if f.Field != "payout" {
				continue
			}
			i, err := strconv.Atoi(strings.TrimPrefix(f.Declared, "0.0"))
			if err != nil || i < 1 || i > len(spots) {
				t.Fatalf("round %d: a payout finding declares %s, which no wager did", round, f.Declared)
			}
			want := spots[i-1]
			if f.Seat != seat || f.Bet != k.bet || f.Spot != want || f.Backline != 0 {
				t.Errorf("round %d: the finding on seat %d's %s %s names seat %d backline %d %s %q", round, seat, k.bet, want, f.Seat, f.Backline, f.Bet, f.Spot)
			}
			found[want] = true
		}
		if len(found) != len(spots) {
			t.Errorf("round %d: %d wagers were paid wrongly, %d payout findings name them apart: %+v", round, len(spots), len(found), v.Findings)
		}
		for i, s := range v.Settlements {
			if s.Spot != spots[i] {
				t.Errorf("round %d: settlement %d of %s names spot %q, want %q", round, i, k.bet, s.Spot, spots[i])
			}
		}
	}
}
