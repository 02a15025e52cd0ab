package craps

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// A finding names the spot of the wager it is about, as a field: a seat's
// Place Bets, Come wagers, odds and Hardways on several numbers, and its
// combinations, get findings that say which. Random throws on a point,
// each seat's wagers each declared with a payout of its own that the rules
// do not give; each payout finding must name the wager that declared it,
// by the number or dice the record names (odds on the line by the point).
func TestFindingsNameTheSpot(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 7))
	points := []int{4, 5, 6, 8, 9, 10}
	for round := range 300 {
		point := points[rng.IntN(len(points))]
		seat := 1 + rng.IntN(8)
		sp := spec{point: point, dice: [2]int{1 + rng.IntN(6), 1 + rng.IntN(6)}}
		var spots []string
		add := func(bet, spot string, standing bool) {
			i := len(spots) + 1
			spots = append(spots, spot)
			amount := "10"
			if standing {
				sp.standing = append(sp.standing, fmt.Sprintf("%d %s %s", seat, bet, amount))
			}
			sp.wagers = append(sp.wagers, fmt.Sprintf("%d %s %s on win 0.0%d", seat, bet, amount, i))
		}
		switch rng.IntN(4) {
		case 0: // Place Bets to Win on several numbers
			for _, n := range rng.Perm(6)[:2+rng.IntN(4)] {
				add(fmt.Sprintf("place_win@%d", points[n]), strconv.Itoa(points[n]), false)
			}
		case 1: // Come wagers on their points, with odds behind each
			for _, n := range rng.Perm(6)[:1+rng.IntN(3)] {
				add(fmt.Sprintf("come@%d", points[n]), strconv.Itoa(points[n]), true)
			}
		case 2: // Hardways
			for _, n := range rng.Perm(4)[:2+rng.IntN(3)] {
				h := []int{4, 6, 8, 10}[n]
				add(fmt.Sprintf("hardway@%d", h), strconv.Itoa(h), false)
			}
		case 3: // the line with odds, and combinations
			add("pass", "", true)
			add("pass_odds", strconv.Itoa(point), false)
			for _, n := range rng.Perm(6)[:1+rng.IntN(3)] {
				add(fmt.Sprintf("pair:%d%d", n+1, n+1), fmt.Sprintf("%d-%d", n+1, n+1), false)
			}
		}
		v := verify(t, sp)
		found := map[int]bool{}
		for _, f := range v.Findings {
			if f.Seat != seat || f.Backline != 0 || !slices.Contains(spots, f.Spot) {
				t.Errorf("round %d: a finding names seat %d backline %d spot %q; the throw's wagers are seat %d's on %q", round, f.Seat, f.Backline, f.Spot, seat, spots)
			}
			if f.Field != "payout" {
				continue
			}
			i, err := strconv.Atoi(strings.TrimPrefix(f.Declared, "0.0"))
			if err != nil || i < 1 || i > len(spots) {
				t.Fatalf("round %d: a payout finding declares %s, which no wager did", round, f.Declared)
			}
			if want := spots[i-1]; f.Spot != want || !strings.Contains(f.Message, strings.TrimSpace(f.Bet+" "+want)) {
				t.Errorf("round %d: the payout finding on seat %d's %s %q names spot %q: %s", round, seat, f.Bet, want, f.Spot, f.Message)
			}
			found[i] = true
		}
		if len(found) != len(spots) {
			t.Errorf("round %d: %d wagers were declared paid wrongly, %d payout findings name them: %s", round, len(spots), len(found), findings(v))
		}
	}
}
