package letitride

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// Every five-card hand ends 20 deals; wager '£' is always in play, so its
// counts are 20 times the published counts of five-card hands (royal
// flush 4, straight flush 36, four of a kind 624, full house 3,744, flush
// 5,108, straight 10,200, three of a kind 54,912, two pair 123,552), and
// the pairs of tens to aces 5 × C(4,2) × C(12,3) × 4³ = 422,400.
func TestEveryDealCounted(t *testing.T) {
	c := CountsFor("1")
	want := [numClasses + 1]uint64{4, 36, 624, 3744, 5108, 10200, 54912, 123552, 422400}
	var paying uint64
	for _, n := range want[:numClasses] {
		paying += n
	}
	want[cLose] = 2598960 - paying
	for i := range want {
		want[i] *= 20
	}
	if c.InPlay[iPound] != want {
		t.Errorf("wager '£': %v, want %v", c.InPlay[iPound], want)
	}
	for b := range 2 {
		var n uint64
		for _, w := range c.InPlay[b] {
			n += w
		}
		if n+c.Withdrawn[b] != Deals {
			t.Errorf("wager %d: %d deals, want %d", b+1, n+c.Withdrawn[b], Deals)
		}
	}
	fs, err := game{}.Enumerate()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range fs[0].Bets {
		var n uint64
		for _, l := range b.Lines {
			n += l.Ways
		}
		if n != Deals {
			t.Errorf("%s: lines hold %d deals, want %d", b.Bet, n, Deals)
		}
	}
}

func float(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// Pay table 4 is the common American table: "the house edge under
// optimal strategy is 3.51%" (the Wizard of Odds,
// https://wizardofodds.com/games/let-it-ride/). The notes give the
// engine's figure for every table.
func TestPublishedReturns(t *testing.T) {
	r := CountsFor("4").Return(tableOf("4"))
	if got := fmt.Sprintf("%.2f", float(r)*100); got != "-3.51" {
		t.Errorf("pay table 4 returns %s%% per hand, want -3.51%%", got)
	}
	notes := strings.Join(game{}.Notes(), " ")
	for _, id := range []string{"minimum", "1", "2", "3", "4"} {
		v := fmt.Sprintf("%.6f", float(CountsFor(id).Return(tableOf(id))))
		if !strings.Contains(notes, v) {
			t.Errorf("the notes do not give pay table %s's %s", id, v)
		}
	}
	// The minimum odds per average amount in play (interpretation LR5).
	c := CountsFor("minimum")
	inPlay := new(big.Rat).SetFrac64(int64(3*Deals-c.Withdrawn[0]-c.Withdrawn[1]), Deals)
	perWagered := new(big.Rat).Quo(c.Return(tableOf("minimum")), inPlay)
	for _, s := range []string{fmt.Sprintf("%.4f%%", -float(perWagered)*100), fmt.Sprintf("%.6f units", float(inPlay))} {
		if !strings.Contains(notes, s) {
			t.Errorf("the notes do not say %s", s)
		}
	}
}

// The first decision under pay table 4 follows the published strategy
// (the Wizard of Odds, "Let it Ride", basic strategy, bet 1): let it ride
// with any paying hand (a pair of tens or better, or three of a kind),
// three to a royal flush, three suited in a row except 2-3-4 and A-2-3,
// three to a straight flush with one gap and at least one high card (ten
// or above), or with two gaps and at least two high cards; else pull it
// back. The strategy here is written from that text, not from the
// engine's.
func TestFirstDecisionStrategy(t *testing.T) {
	c := CountsFor("4")
	deck := rules.Deck52()
	for x := 2; x < 52; x++ {
		for y := 1; y < x; y++ {
			for z := 0; z < y; z++ {
				cards := []rules.Card{deck[x], deck[y], deck[z]}
				want := publishedFirst(cards)
				if got := c.RideFirst[index(z, y, x)]; got != want {
					t.Errorf("%v: the engine lets it ride %v, the published strategy %v", cards, got, want)
				}
			}
		}
	}
}

func publishedFirst(cards []rules.Card) bool {
	r := []int{int(cards[0].Rank()), int(cards[1].Rank()), int(cards[2].Rank())}
	slices.Sort(r)
	if r[0] == r[1] && r[1] == r[2] {
		return true
	}
	if (r[0] == r[1] && r[0] >= 10) || (r[1] == r[2] && r[1] >= 10) {
		return true
	}
	suited := cards[0].Suit() == cards[1].Suit() && cards[1].Suit() == cards[2].Suit()
	if !suited || r[0] == r[1] || r[1] == r[2] {
		return false
	}
	high := 0
	for _, v := range r {
		if v >= 10 {
			high++
		}
	}
	if high == 3 {
		return true // three to a royal flush
	}
	// The span the three cover, the ace high or, for a straight draw
	// to the five, low.
	span := r[2] - r[0]
	if r[2] == 14 && r[1] <= 5 {
		span = r[1] - 1
		high = 0 // the ace plays low: no high card
	}
	switch span {
	case 2:
		return !(r[0] == 2 && r[1] == 3 && r[2] == 4) && !(r[2] == 14 && r[1] == 3)
	case 3:
		return high >= 1
	case 4:
		return high >= 2
	}
	return false
}
