package threecard

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The suit classes cover every player hand once, and each is counted
// against all 18,424 dealer hands of the other 49 cards. There are 1,755
// classes of three cards up to the suits (the number of strategically
// different flops in hold'em).
func TestClassesCoverEveryHand(t *testing.T) {
	tl := counted()
	if len(tl.classes) != 1755 {
		t.Errorf("%d classes, want 1,755", len(tl.classes))
	}
	var hands uint64
	for _, c := range tl.classes {
		hands += c.weight
		var n uint64
		for _, q := range c.vs {
			for _, k := range q {
				n += k
			}
		}
		if n != dealerHands {
			t.Fatalf("%v: counted against %d dealer hands", c.hand.cards, n)
		}
	}
	if hands != 22100 {
		t.Errorf("classes hold %d hands, want 22,100", hands)
	}
}

// Every 7th player hand, counted directly against every dealer hand,
// agrees with its class's tally.
func TestClassTalliesAgainstDirectCount(t *testing.T) {
	tl := counted()
	byKey := map[int]*playerClass{}
	for i := range tl.classes {
		byKey[classKey(tl.classes[i].hand.cards)] = &tl.classes[i]
	}
	hands := allHands()
	for i := 0; i < len(hands); i += 7 {
		p := hands[i]
		var vs [2][3]uint64
		for _, d := range hands {
			if d.mask&p.mask != 0 {
				continue
			}
			q := 0
			// Queen high or better: a pair, or a queen, king or ace.
			if d.value.Category() > poker.ThreeHighCard || d.value.Ranks()[0] >= rules.Queen {
				q = 1
			}
			switch {
			case p.value > d.value:
				vs[q][2]++
			case p.value == d.value:
				vs[q][1]++
			default:
				vs[q][0]++
			}
		}
		if c := byKey[classKey(p.cards)]; c.vs != vs {
			t.Fatalf("%v: class tally %v, direct count %v", p.cards, c.vs, vs)
		}
	}
}

func rat(f *rules.BetFrequency) *big.Rat { return f.Return }

func pct(r *big.Rat, places int) string {
	f, _ := new(big.Rat).Mul(r, big.NewRat(100, 1)).Float64()
	return fmt.Sprintf("%.*f", places, f)
}

// The Great Britain game is the standard one in its Ante, Play and Ante
// Bonus: "Ante & Play: house edge 3.37%", "Element of risk 2.01%", play
// "Q/6/4 or better" (the Wizard of Odds,
// https://wizardofodds.com/games/three-card-poker/).
func TestUKPublishedFigures(t *testing.T) {
	fs, err := UK().(interface {
		Enumerate(...rules.Settings) ([]*rules.Frequencies, error)
	}).Enumerate()
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	for _, b := range f.Bets {
		var n uint64
		for _, l := range b.Lines {
			n += l.Ways
		}
		if n != Deals {
			t.Errorf("%s: lines hold %d deals, want %d", b.Bet, n, Deals)
		}
	}
	play := f.Bet(BetPlay)
	played := new(big.Rat).SetFrac64(int64(Deals-play.WaysOf(NoWager)), Deals)
	total := new(big.Rat).Add(rat(f.Bet(BetAnte)), new(big.Rat).Mul(rat(play), played))
	total.Add(total, rat(f.Bet(BetAnteBonus)))
	if got := pct(total, 2); got != "-3.37" {
		t.Errorf("Ante, Play and Ante Bonus return %s%% of the Ante, want -3.37%%", got)
	}
	risk := new(big.Rat).Quo(total, new(big.Rat).Add(big.NewRat(1, 1), played))
	if got := pct(risk, 2); got != "-2.01" {
		t.Errorf("element of risk %s%%, want -2.01%%", got)
	}
	low := UKStrategy().Lowest
	if low.Category() != poker.ThreeHighCard || low.Ranks() != [3]rules.Rank{rules.Queen, 6, 4} {
		t.Errorf("the lowest hand played is %v %v, want Q-6-4", low, low.Ranks())
	}
	if !strings.Contains(UK().(interface{ Notes() []string }).Notes()[0], "-"+strings.TrimPrefix(fmt.Sprintf("%.6f", mustFloat(total)), "-")) {
		t.Errorf("the note does not give the engine's figure %.6f", mustFloat(total))
	}
	// The Pair Plus from the published category counts (TestAllThreeCardHands
	// in rules/poker) at the minimum odds (lines 999-1006).
	want := big.NewRat(35*48+33*52+6*720+4*1096+1*3744-16440, 22100)
	if pp := rat(f.Bet(BetPairPlus)); pp.Cmp(want) != 0 {
		t.Errorf("Pair Plus returns %s, want %s", pp, want)
	}
}

func mustFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// The 6 Card Bonus and the California Pair Plus. The best five of six
// cards are counted against the combinatorial counts: royal flushes 4×47 =
// 188; straight flushes 4×9×46 = 1,656 (the sixth card any but the one
// that would make a higher one); fours of a kind 13×C(48,2) = 14,664; full
// houses 13·4·12·6·44 + C(13,2)·4·4 = 165,984 (trips, pair and an odd card,
// or two trips); flushes 205,792, straights 361,620 and threes of a kind
// 732,160 of 20,358,520, the standard table. The rule book's own figures
// for TCB-6B4 are "House Advantage 8.56%" and "Hit frequency 7.2798%"
// (lines 2567-2568; TestSeedFigures reads them).
func TestCAPublishedFigures(t *testing.T) {
	counts := counted().six
	want := [8]uint64{4 * 47, 4 * 9 * 46, 13 * 48 * 47 / 2, 13*4*12*6*44 + 13*12/2*4*4, 205792, 361620, 732160}
	want[7] = 20358520 - (188 + 1656 + 14664 + 165984 + 205792 + 361620 + 732160)
	if counts != want {
		t.Errorf("six-card counts %v, want %v", counts, want)
	}
	fs, err := California().(interface {
		Enumerate(...rules.Settings) ([]*rules.Frequencies, error)
	}).Enumerate()
	if err != nil {
		t.Fatal(err)
	}
	f := fs[0]
	for _, b := range f.Bets {
		var n uint64
		for _, l := range b.Lines {
			n += l.Ways
		}
		if n != Deals {
			t.Errorf("%s: lines hold %d deals, want %d", b.Bet, n, Deals)
		}
	}
	six := f.Bet(BetSixCardBonus)
	if got := pct(rat(six), 2); got != "-8.56" {
		t.Errorf("6 Card Bonus returns %s%%, want -8.56%%", got)
	}
	hits := new(big.Rat).SetFrac64(int64(six.WaysOf(rules.Win)), Deals)
	if got := pct(hits, 4); got != "7.2798" {
		t.Errorf("6 Card Bonus hit frequency %s%%, want 7.2798%%", got)
	}
	ppWant := big.NewRat(200*4+40*44+30*52+6*720+3*1096+1*3744-16440, 22100)
	if pp := rat(f.Bet(BetPairPlus)); pp.Cmp(ppWant) != 0 {
		t.Errorf("Pair Plus returns %s, want %s", pp, ppWant)
	}
	// Under this rule book's Ante (a push when a non-qualifying
	// player-dealer is higher) the best strategy is still Q-6-4: every hand
	// it plays beats every hand that does not qualify.
	low := CAStrategy().Lowest
	if low.Ranks() != [3]rules.Rank{rules.Queen, 6, 4} {
		t.Errorf("the lowest hand played is %v", low.Ranks())
	}
	play := f.Bet(BetPlay)
	played := new(big.Rat).SetFrac64(int64(Deals-play.WaysOf(NoWager)), Deals)
	total := new(big.Rat).Add(rat(f.Bet(BetAnte)), new(big.Rat).Mul(rat(play), played))
	if got := fmt.Sprintf("%.6f", mustFloat(total)); got != "-0.086580" {
		t.Errorf("Ante and Play return %s per unit of Ante", got)
	}
	notes := strings.Join(California().(interface{ Notes() []string }).Notes(), " ")
	for _, s := range []string{"-0.086580", "1,482,064", "-1,742,976/20,358,520", "8.5614%", "-968/22,100", "4.3801%"} {
		if !strings.Contains(notes, s) {
			t.Errorf("the notes do not say %s", s)
		}
	}
	// The 6 Card Bonus return in units over the six-card sets.
	var units int64
	for i, r := range sixCardBonus {
		units += int64(counts[i]) * r.odds.Win
	}
	units -= int64(counts[7])
	if units != -1742976 {
		t.Errorf("6 Card Bonus: %d units over the six-card sets", units)
	}
}
