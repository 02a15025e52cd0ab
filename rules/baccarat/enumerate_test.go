package baccarat

import (
	"math/big"
	"testing"

	"github.com/tablegames/casino/rules"
)

// The enumeration of baccarat-co with its defaults (8 decks, 5% commission)
// must reproduce the coup counts of TestEnumerateEightDeckShoe, which deals
// by point value, not by rank, and the published house edges.
func TestEnumerateColorado(t *testing.T) {
	fs, err := Enumerate(Colorado())
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	const all = 416 * 415 * 414 * 413 * 412 * 411
	if f.Deals != all || f.Decks != 8 {
		t.Fatalf("deals = %d of %d decks, want %d of 8", f.Deals, f.Decks, uint64(all))
	}
	for _, b := range f.Bets {
		var sum uint64
		for _, l := range b.Lines {
			sum += l.Ways
		}
		if sum != f.Deals {
			t.Errorf("%s: lines cover %d deals of %d", b.Bet, sum, f.Deals)
		}
	}
	player, banker, tie := f.Bet("player"), f.Bet("banker"), f.Bet("tie")
	for _, c := range []struct {
		name string
		got  uint64
		want uint64
	}{
		{"player wins", player.WaysOf(rules.Win), 2_230_518_282_592_256},
		{"banker wins", banker.WaysOf(rules.Win), 2_292_252_566_437_888},
		{"ties", tie.WaysOf(rules.Win), 475_627_426_473_216},
		{"player pushes", player.WaysOf(rules.Push), 475_627_426_473_216},
		{"four cards", f.Bet("total_cards_4").WaysOf(rules.Win), 1_893_735_611_458_560},
		{"five cards", f.Bet("total_cards_5").WaysOf(rules.Win), 1_516_734_808_780_800},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d deals, want %d", c.name, c.got, c.want)
		}
	}
	// Published 8-deck house edges (Wizard of Odds, "Baccarat", house edge
	// table: Banker 1.06%, Player 1.24%, Tie at 8 to 1 14.36%).
	for _, c := range []struct {
		bet  string
		edge float64
	}{{"banker", 0.0106}, {"player", 0.0124}, {"tie", 0.1436}} {
		got, _ := new(big.Rat).Neg(f.Bet(c.bet).Return).Float64()
		if d := got - c.edge; d > 0.00005 || d < -0.00005 {
			t.Errorf("%s house edge %.5f, published %.4f", c.bet, got, c.edge)
		}
	}
}

// Suits: a Perfect Pair needs two identical cards. In an 8-deck shoe the
// Player's first two cards (positions 1 and 3) are identical with
// probability 8/416 × 7/415 × 52 = 7/415 (the first card anything, the
// second one of the 7 remaining copies), and the same for the Banker; both
// at once is computed directly. The enumeration deals suits only where the
// ranks pair, and the first-four walk must agree with these counts.
func TestEnumerateSuitsPerfectPair(t *testing.T) {
	fs, err := Enumerate(Colorado())
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	pp := f.Bet("perfect_pair")
	// Ordered four-card sequences (×412×411 for the other two cards).
	n := uint64(416)
	rest := (n - 4) * (n - 5)
	// Count exactly by brute force over 52 exact cards with multiplicity 8.
	var either, both uint64
	left := [52]uint64{}
	for i := range left {
		left[i] = 8
	}
	for a := range 52 {
		wa := left[a]
		left[a]--
		for b := range 52 {
			wb := left[b]
			left[b]--
			for c := range 52 {
				wc := left[c]
				left[c]--
				for d := range 52 {
					wd := left[d]
					w := wa * wb * wc * wd
					pPair, bPair := a == c, b == d
					if pPair || bPair {
						either += w
					}
					if pPair && bPair {
						both += w
					}
				}
				left[c]++
			}
			left[b]++
		}
		left[a]++
	}
	if got := pp.WaysOf(rules.Win); got != either*rest {
		t.Errorf("perfect pair wins %d deals, want %d", got, either*rest)
	}
	if both == 0 {
		t.Fatal("no deal with both perfect pairs")
	}
	// With perfect_pair_both "twice", the deals with both pairs pay double.
	s, err := Colorado().Settings(map[string]string{"perfect_pair_both": "twice"})
	if err != nil {
		t.Fatal(err)
	}
	fs, err = Enumerate(Colorado(), s)
	if err != nil {
		t.Fatal(err)
	}
	var double uint64
	for _, l := range fs[0].Bet("perfect_pair").Lines {
		if l.Result == rules.Win && l.Payout.Cmp(big.NewRat(50, 1)) == 0 {
			double += l.Ways
		}
	}
	if double != both*rest {
		t.Errorf("perfect pair pays twice on %d deals, want %d", double, both*rest)
	}
	// Match Pair (Player) counts rank pairs: P2 of P1's rank, 31 of 415.
	if got, want := f.Bet("match_pair_player").WaysOf(rules.Win), f.Deals/415*31; got != want {
		t.Errorf("match pair (player) wins %d deals, want %d", got, want)
	}
}

// oneDeck is a test variant's settings: a single deck, no options.
type oneDeck struct{ settingValues }

func (oneDeck) shoe() rules.Shoe { return rules.Shoe{Decks: 1} }

// The suit walk over whole coups: a bet on the Player's natural 9 in one
// suit, counted directly over the Player's two cards (positions 1 and 3; the
// other four cards of the six are any of the remaining 50 × 49 × 48 × 47).
func TestEnumerateSuitsWholeCoup(t *testing.T) {
	rule := rules.At(rules.Seed003, "63")
	g := newGame(game[*oneDeck]{id: "test-suited-nine", specs: nil,
		compile: func(v map[string]string) *oneDeck { return &oneDeck{v} },
		bets: []bet[*oneDeck]{{id: "suited_nine", rule: rule,
			suited: func(c *Coup) bool { return c.Player.Natural() && c.Player.TwoCardPoints() == 9 },
			settle: func(b *bet[*oneDeck], c Coup, stake rules.Money, _ *oneDeck) payoff {
				p := c.Player.Cards()
				if c.Player.Natural() && c.Player.TwoCardPoints() == 9 && p[0].Suit() == p[1].Suit() {
					return win(stake, rules.ToOne(10), rule)
				}
				return lose(rule)
			}}}})
	fs, err := Enumerate(g)
	if err != nil {
		t.Fatal(err)
	}
	var want uint64
	deck := rules.Deck52()
	for _, a := range deck {
		for _, c := range deck {
			if a != c && a.Suit() == c.Suit() && (Value(a)+Value(c))%10 == 9 {
				want++
			}
		}
	}
	want *= 50 * 49 * 48 * 47
	if got := fs[0].Bet("suited_nine").WaysOf(rules.Win); got != want || want == 0 {
		t.Errorf("suited natural 9 wins %d deals, want %d", got, want)
	}
	if fs[0].Deals != 52*51*50*49*48*47 {
		t.Errorf("deals = %d", fs[0].Deals)
	}
}
