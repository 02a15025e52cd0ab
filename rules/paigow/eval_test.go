package paigow

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

var deck52 = rules.Deck52()

func cards5(t testing.TB, s string) [5]rules.Card {
	t.Helper()
	c := rules.MustCards(s)
	if len(c) != 5 {
		t.Fatalf("%q is not five cards", s)
	}
	return [5]rules.Card(c)
}

func cards7(t testing.TB, s string) [7]rules.Card {
	t.Helper()
	c := rules.MustCards(s)
	if len(c) != 7 {
		t.Fatalf("%q is not seven cards", s)
	}
	return [7]rules.Card(c)
}

var wildRanking = Ranking{Joker: Wild, Wheel: WheelSecond}

// Every five-card hand without a joker: the count-based valuation the joker
// code builds on agrees with rules/poker.
func TestCountsAgreeWithPoker(t *testing.T) {
	var five [5]rules.Card
	n := 0
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						five = [5]rules.Card{deck52[a], deck52[b], deck52[c], deck52[d], deck52[e]}
						for _, w := range []WheelRule{WheelSecond, WheelLowest} {
							want := fromPoker(poker.Eval5(five), w)
							if got := countsValue(five, w); got != want {
								t.Fatalf("%v wheel %d: counts give %v (%x), poker %v (%x)", five, w, got, got, want, want)
							}
						}
						n++
					}
				}
			}
		}
	}
	if n != 2598960 {
		t.Fatalf("%d hands", n)
	}
}

// bugByHand is the bug by its definition: the best of the joker as an ace
// of any suit and the joker as any card where that makes a straight, flush
// or straight flush.
func bugByHand(four [4]rules.Card, w WheelRule) Value {
	var best Value
	for _, c := range deck52 {
		five := [5]rules.Card{four[0], four[1], four[2], four[3], c}
		v := countsValue(five, w)
		cat := v.Category()
		if c.Rank() == rules.Ace || cat == Straight || cat == Flush || cat == StraightFlush {
			best = max(best, v)
		}
	}
	return best
}

// Every four natural cards with the bug (270,725 hands).
func TestBugEveryHand(t *testing.T) {
	for _, w := range []WheelRule{WheelSecond, WheelLowest} {
		r := Ranking{Joker: Bug, Wheel: w}
		for a := 0; a < 52; a++ {
			for b := a + 1; b < 52; b++ {
				for c := b + 1; c < 52; c++ {
					for d := c + 1; d < 52; d++ {
						four := [4]rules.Card{deck52[a], deck52[b], deck52[c], deck52[d]}
						want := bugByHand(four, w)
						five := [5]rules.Card{four[0], rules.Joker, four[1], four[2], four[3]}
						if got := r.Eval5(five); got != want {
							t.Fatalf("%v + joker: %v (%x), by hand %v (%x)", four, got, got, want, want)
						}
					}
				}
			}
		}
	}
}

// wildByHand gives each joker every card (a card of the hand included).
func wildByHand(naturals []rules.Card, jokers int, w WheelRule) Value {
	if jokers == 0 {
		return countsValue([5]rules.Card(naturals), w)
	}
	var best Value
	for _, c := range deck52 {
		best = max(best, wildByHand(append(append([]rules.Card(nil), naturals...), c), jokers-1, w))
	}
	return best
}

func TestWildJokers(t *testing.T) {
	// Every hand with one joker.
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d += 7 {
					nat := []rules.Card{deck52[a], deck52[b], deck52[c], deck52[d]}
					want := wildByHand(nat, 1, WheelSecond)
					if got := wildRanking.Eval5([5]rules.Card{nat[0], nat[1], rules.Joker, nat[2], nat[3]}); got != want {
						t.Fatalf("%v + joker: %v, by hand %v", nat, got, want)
					}
				}
			}
		}
	}
	// Two and three jokers on a sample.
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 1500; i++ {
		k := 2
		if i%5 == 0 {
			k = 3
		}
		perm := rng.Perm(52)
		var nat []rules.Card
		for _, p := range perm[:5-k] {
			nat = append(nat, deck52[p])
		}
		want := wildByHand(nat, k, WheelSecond)
		five := [5]rules.Card{rules.Joker, rules.Joker, rules.Joker, rules.Joker, rules.Joker}
		copy(five[k:], nat)
		if got := wildRanking.Eval5(five); got != want {
			t.Fatalf("%v + %d jokers: %v, by hand %v", nat, k, got, want)
		}
	}
}

func TestRankingsOfTheBooks(t *testing.T) {
	r := ukRanking
	// Five Aces, four aces and the joker, is the highest hand (seed 002
	// line 3174); the royal flush next (3175).
	fiveAces := r.Eval5(cards5(t, "AS AH AD AC JK"))
	royal := r.Eval5(cards5(t, "AS KS QS JS TS"))
	if fiveAces.String() != "Five aces" || !(fiveAces > royal) || !royal.IsRoyal() {
		t.Errorf("five aces %v, royal %v", fiveAces, royal)
	}
	// A-2-3-4-5 is the second highest straight flush and straight (lines
	// 3177-3179, 3188-3190).
	wheelSF := r.Eval5(cards5(t, "AH 2H 3H 4H 5H"))
	kingSF := r.Eval5(cards5(t, "KH QH JH TH 9H"))
	if !(royal > wheelSF && wheelSF > kingSF) {
		t.Errorf("royal %v, wheel %v, king high %v", royal, wheelSF, kingSF)
	}
	wheel := r.Eval5(cards5(t, "AH 2S 3H 4D 5C"))
	broadway := r.Eval5(cards5(t, "AH KS QH JD TC"))
	kingHigh := r.Eval5(cards5(t, "KH QS JH TD 9C"))
	if !(broadway > wheel && wheel > kingHigh) || wheel.String() != "Straight, five high" {
		t.Errorf("broadway %v, wheel %v, king high %v", broadway, wheel, kingHigh)
	}
	low := Ranking{Joker: Bug, Wheel: WheelLowest}
	if w, six := low.Eval5(cards5(t, "AH 2S 3H 4D 5C")), low.Eval5(cards5(t, "6H 2S 3H 4D 5C")); !(w < six) {
		t.Errorf("wheel lowest: %v not below %v", w, six)
	}
	// The joker completes a straight, a flush, a straight flush; otherwise
	// it is an ace (line 3204).
	cases := []struct {
		hand, want string
	}{
		{"JK KS QH JD TC", "Straight, ace high"},
		{"JK 2S 3H 4D 5C", "Straight, five high"}, // the ace: A-2-3-4-5 is above 2-3-4-5-6
		{"JK 2S 3H 4D 6C", "Straight, six high"},
		{"JK 9H 5H 3H 2H", "Flush, ace high"},
		{"JK AH 5H 3H 2H", "Straight flush, five high"},
		{"JK AH KH 9H 2H", "Flush, ace high"}, // the joker is the queen, the highest heart missing
		{"JK KS KH 9D 2C", "One pair, kings"},
		{"JK AS KH 9D 2C", "One pair, aces"},
		{"JK AS AH AD 2C", "Four of a kind, aces"},
		{"JK QS QH 9D 9C", "Two pair, queens and nines"},
		{"JK 8S 8H 8D 2C", "Three of a kind, eights"},
	}
	for _, c := range cases {
		if got := r.Eval5(cards5(t, c.hand)).String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.hand, got, c.want)
		}
	}
	// In a flush the joker is the highest card the suit lacks.
	if a, b := r.Eval5(cards5(t, "JK AH KH 9H 2H")), r.Eval5(cards5(t, "QH AH KH 9H 2H")); a != b {
		t.Errorf("joker flush %v, ace-king-queen flush %v", a, b)
	}
	// Wild jokers (seed 000 lines 473, 531).
	w := wildRanking
	wild := []struct{ hand, want string }{
		{"JK KS KH KD KC", "Five of a kind, kings"},
		{"JK JK AH AD AC", "Five aces"},
		{"JK QS QH 9D 9C", "Full house, queens over nines"},
		{"JK 8S 8H 4D 2C", "Three of a kind, eights"},
		{"JK JK 9S 5H 2C", "Three of a kind, nines"},
	}
	for _, c := range wild {
		if got := w.Eval5(cards5(t, c.hand)).String(); got != c.want {
			t.Errorf("wild %s: %s, want %s", c.hand, got, c.want)
		}
	}
	if five, royal := w.Eval5(cards5(t, "JK KS KH KD KC")), w.Eval5(cards5(t, "AS KS QS JS TS")); !(five > royal) {
		t.Error("five of a kind ranks above a royal flush")
	}
	// Full house ties are broken by the three (seed 000 lines 500, 995).
	if a, b := r.Eval5(cards5(t, "KS KH KD 7C 7S")), r.Eval5(cards5(t, "TS TH TD AC AS")); !(a > b) {
		t.Errorf("K-K-K-7-7 %v does not beat 10-10-10-A-A %v", a, b)
	}
}

func TestTwoCardHands(t *testing.T) {
	r := ukRanking
	aa := r.Eval2([2]rules.Card{rules.MustCards("AS")[0], rules.Joker})
	if aa.String() != "One pair, aces" {
		t.Errorf("ace and bug: %v", aa)
	}
	// The highest two-card hand is a pair of aces, the lowest 2-3 (seed
	// 002 lines 3199-3202).
	lowest := r.Eval2([2]rules.Card(rules.MustCards("2S 3H")))
	for _, a := range deck52 {
		for _, b := range deck52 {
			if a == b {
				continue
			}
			v := r.Eval2([2]rules.Card{a, b})
			if v > aa || v < lowest {
				t.Fatalf("%v %v: %v outside 2-3 to A-A", a, b, v)
			}
		}
	}
	// Straights and flushes do not count.
	if v := r.Eval2([2]rules.Card(rules.MustCards("9S TS"))); v.Category() != HighCard {
		t.Errorf("suited connectors: %v", v)
	}
	// A pair in front is lower than the same pair with kickers behind it.
	front := r.Eval2([2]rules.Card(rules.MustCards("9S 9H")))
	back := r.Eval5(cards5(t, "9D 9C 4S 3H 2D"))
	if !(front < back) {
		t.Errorf("front %v, back %v", front, back)
	}
	// Two single cards against five: compared card by card.
	if f, b := r.Eval2([2]rules.Card(rules.MustCards("AS KH"))), r.Eval5(cards5(t, "AD QC JS 9H 8D")); !(f > b) {
		t.Errorf("A-K in front %v should rank above A-Q-J-9-8 %v", f, b)
	}
	if w := wildRanking.Eval2([2]rules.Card{rules.Joker, rules.MustCards("7S")[0]}); w.String() != "One pair, sevens" {
		t.Errorf("wild joker and 7: %v", w)
	}
}

// The joker completing a flush stands for the highest card the flush
// lacks (interpretation PG10): A-K-Q-2 of spades and the joker are
// A-K-Q-J-2, below A-K-Q-J-3 and above A-K-Q-10-3.
func TestJokerInAFlush(t *testing.T) {
	withJoker := ukRanking.Eval5(cards5(t, "AS KS QS 2S JK"))
	if lo, hi := ukRanking.Eval5(cards5(t, "AH KH QH TH 3H")), ukRanking.Eval5(cards5(t, "AH KH QH JH 3H")); !(lo < withJoker && withJoker < hi) {
		t.Errorf("A-K-Q-2 of spades and the joker: %v, between %v and %v", withJoker, lo, hi)
	}
}
