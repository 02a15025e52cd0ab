package california

import (
	"math/big"
	"math/bits"
	"testing"

	"github.com/tablegames/casino/rules"
)

type exactEnumerator interface {
	rules.Game
	rules.Enumerator
	EnumerateExact(...rules.Settings) ([]*ExactFrequencies, error)
}

func enumerate(t *testing.T, g exactEnumerator, settings map[string]string) *ExactFrequencies {
	t.Helper()
	s, err := g.Settings(settings)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := g.EnumerateExact(s)
	if err != nil {
		t.Fatal(err)
	}
	return fs[0]
}

// Every bet's lines share out every deal, and the return is the lines'
// payouts weighed by their frequencies.
func TestEnumerationIsComplete(t *testing.T) {
	cases := []struct {
		g        exactEnumerator
		settings map[string]string
		bets     int
	}{
		{Pan9().(exactEnumerator), nil, 2},
		{Pan9().(exactEnumerator), map[string]string{keyDecks: "2"}, 2},
		{Super9().(exactEnumerator), nil, 2},
		{Super9().(exactEnumerator), map[string]string{keyBonusTieBet: "not_offered"}, 1},
		{Baccarat9().(exactEnumerator), nil, 3},
		{Baccarat9().(exactEnumerator), b9V1, 3},
		{Baccarat9().(exactEnumerator), map[string]string{keyBankerOtherTies: "lose"}, 3},
		{NineAndAHalf().(exactEnumerator), nil, 1},
		{NineAndAHalf().(exactEnumerator), map[string]string{keyDecks: "2"}, 1},
	}
	for _, c := range cases {
		f := enumerate(t, c.g, c.settings)
		if len(f.Bets) != c.bets {
			t.Errorf("%s %v: %d bets, want %d", c.g.Info().ID, c.settings, len(f.Bets), c.bets)
		}
		for _, b := range f.Bets {
			sum, ret := new(big.Int), new(big.Rat)
			for _, l := range b.Lines {
				sum.Add(sum, l.Ways)
				net := new(big.Rat)
				switch l.Result {
				case rules.Win:
					net.Set(l.Payout)
				case rules.Lose:
					net.SetInt64(-1)
				}
				ret.Add(ret, net.Mul(net, f.Prob(l.Ways)))
			}
			if sum.Cmp(f.Deals) != 0 {
				t.Errorf("%s %v %s: lines sum to %s deals of %s", c.g.Info().ID, c.settings, b.Bet, sum, f.Deals)
			}
			if ret.Cmp(b.Return) != 0 {
				t.Errorf("%s %s: return %s, lines give %s", c.g.Info().ID, b.Bet, b.Return.FloatString(8), ret.FloatString(8))
			}
		}
	}
}

// Pan 9's player and player-dealer play alike (the logical way) and every
// tie pushes, so the base wager is a fair bet: it wins exactly as often as
// it loses. Super 9's ties on 0 or 1 are the whole of its edge.
func TestEnumerationSymmetry(t *testing.T) {
	f := enumerate(t, Pan9().(exactEnumerator), nil)
	b := f.Bet(BetBase)
	if b.Ways(rules.Win, pan9Cites.win).Cmp(b.Ways(rules.Lose, pan9Cites.lose)) != 0 || b.Return.Sign() != 0 {
		t.Errorf("pan-9 base: %+v", b.Lines)
	}
	s := enumerate(t, Super9().(exactEnumerator), nil)
	sb := s.Bet(BetBase)
	low := sb.Ways(rules.Lose, super9BonusCites.lowTie)
	edge := new(big.Rat).Neg(s.Prob(low))
	if sb.Return.Cmp(edge) != 0 {
		t.Errorf("super-9 base returns %s; the ties on 0 and 1 alone give %s", sb.Return.FloatString(8), edge.FloatString(8))
	}
	// Baccarat 9: the Player and Banker wagers (both against the house-way
	// hand here) mirror each other but for the ties on 0 and 1.
	for _, settings := range []map[string]string{b9V1, b9V2} {
		bf := enumerate(t, Baccarat9().(exactEnumerator), settings)
		p, bk := bf.Bet(BetPlayer), bf.Bet(BetBanker)
		if new(big.Rat).Add(p.Return, bk.Return).Sign() != 0 {
			t.Errorf("version %s: Player %s and Banker %s do not cancel", settings[keyVersion], p.Return.FloatString(8), bk.Return.FloatString(8))
		}
	}
}

// fallingU is n(n-1)...(n-k+1) in 64 bits, for small shoes.
func fallingU(n uint64, k int) uint64 {
	r := uint64(1)
	for i := range k {
		r *= n - uint64(i)
	}
	return r
}

// The Bonus Tie lines of Pan 9, counted another way: choose the player's
// three values and the player-dealer's as multisets, count the ordered
// cards of each, and fill the two unused positions of the eight-card deal.
func TestPan9BonusTieIndependent(t *testing.T) {
	for _, decks := range []int{2, 12} {
		f := enumerate(t, Pan9().(exactEnumerator), map[string]string{keyDecks: itoa(decks)})
		counts := ninesCounts(decks)
		n := uint64(36 * decks)
		type ms = [7]int
		var triples []ms
		for a := range 7 {
			for b := a; b < 7; b++ {
				for c := b; c < 7; c++ {
					var m ms
					m[a]++
					m[b]++
					m[c]++
					triples = append(triples, m)
				}
			}
		}
		ordered := func(m ms, avail []uint64) *big.Int {
			// 3!/(m0!m1!...) orders of the values, times the cards of each.
			r := big.NewInt(6)
			for v, k := range m {
				for j := 2; j <= k; j++ {
					r.Quo(r, big.NewInt(int64(j)))
				}
				r.Mul(r, falling(avail[v], k))
			}
			return r
		}
		sum := func(m ms) int { return (m[1] + 2*m[2] + 3*m[3] + 4*m[4] + 5*m[5] + 6*m[6]) % 10 }
		for _, row := range bonusTieRows {
			ways := new(big.Int)
			for _, p := range triples {
				if sum(p) != row.total {
					continue
				}
				left := make([]uint64, 7)
				for v := range left {
					left[v] = counts[v] - uint64(p[v])
				}
				for _, d := range triples {
					if sum(d) == row.total {
						ways.Add(ways, new(big.Int).Mul(ordered(p, counts), ordered(d, left)))
					}
				}
			}
			ways.Mul(ways, falling(n-6, 2))
			if got := f.Bet(BetBonusTie).Ways(rules.Win, row.rule); got.Cmp(ways) != 0 {
				t.Errorf("%d decks, natural tie of %d: enumeration %s, direct count %s", decks, row.total, got, ways)
			}
		}
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

// Super 9's ties on 0 and 1, counted by a plain walk over the eight
// positions of a two-deck deal in 64 bits.
func TestSuper9LowTiesIndependent(t *testing.T) {
	f := enumerate(t, Super9().(exactEnumerator), map[string]string{keyDecks: "2"})
	counts := []uint64{24, 8, 8, 8, 8, 8, 8}
	n := uint64(72)
	var ways uint64
	var cards [8]int
	var walk func(pos int, w uint64)
	walk = func(pos int, w uint64) {
		// Positions: 0-2 player, 3-5 player-dealer, then each side's hit
		// card when its three cards make 5 or less (lines 1922-1933).
		if pos == 6 {
			p := (cards[0] + cards[1] + cards[2]) % 10
			d := (cards[3] + cards[4] + cards[5]) % 10
			finish(counts, p, d, w, n, func(pf, df int, w uint64) {
				if pf == df && pf <= 1 {
					ways += w
				}
			})
			return
		}
		for v := range counts {
			if counts[v] == 0 {
				continue
			}
			k := counts[v]
			counts[v]--
			cards[pos] = v
			walk(pos+1, w*k)
			counts[v]++
		}
	}
	walk(0, 1)
	if got := f.Bet(BetBase).Ways(rules.Lose, super9BonusCites.lowTie); !got.IsUint64() || got.Uint64() != ways {
		t.Errorf("ties on 0 and 1: enumeration %s, direct count %d", got, ways)
	}
}

// finish deals each side's hit card, the player's first, and fills the
// unused positions of the eight-card deal.
func finish(counts []uint64, p, d int, w, n uint64, leaf func(pf, df int, w uint64)) {
	sides := func(p int, used uint64, w uint64, next func(pf int, used, w uint64)) {
		if p > 5 {
			next(p, used, w)
			return
		}
		for v := range counts {
			if counts[v] > 0 {
				k := counts[v]
				counts[v]--
				next((p+v)%10, used+1, w*k)
				counts[v]++
			}
		}
	}
	sides(p, 6, w, func(pf int, used, w uint64) {
		sides(d, used, w, func(df int, used, w uint64) {
			leaf(pf, df, w*fallingU(n-used, 8-int(used)))
		})
	})
}

// Baccarat 9's Tie line, counted by a plain walk with a 128-bit sum: six
// decks of version 1 (no three-card-9 rule) and two of version 2.
func TestBaccarat9TieIndependent(t *testing.T) {
	for _, c := range []struct {
		settings map[string]string
		decks    uint64
		natural  bool
	}{{map[string]string{keyVersion: "1", keyDecks: "6"}, 6, false}, {map[string]string{keyDecks: "2"}, 2, true}} {
		f := enumerate(t, Baccarat9().(exactEnumerator), c.settings)
		counts := []uint64{20 * c.decks, 4 * c.decks, 4 * c.decks, 4 * c.decks, 4 * c.decks, 4 * c.decks, 4 * c.decks}
		n := 44 * c.decks
		var hi, lo uint64
		var cards [6]int
		var walk func(pos int, w uint64)
		walk = func(pos int, w uint64) {
			if pos < 6 {
				for v := range counts {
					if counts[v] > 0 {
						k := counts[v]
						counts[v]--
						cards[pos] = v
						walk(pos+1, w*k)
						counts[v]++
					}
				}
				return
			}
			p := (cards[0] + cards[1] + cards[2]) % 10
			b := (cards[3] + cards[4] + cards[5]) % 10
			if c.natural && (p == 9 || b == 9) {
				if p == b {
					var carry uint64
					lo, carry = bits.Add64(lo, w*fallingU(n-6, 2), 0)
					hi += carry
				}
				return
			}
			// Both hands hit on 5 or less: the Player the house way (line
			// 1082), the Banker by its rule (line 1080).
			finish(counts, p, b, w, n, func(pf, bf int, w uint64) {
				if pf == bf {
					var carry uint64
					lo, carry = bits.Add64(lo, w, 0)
					hi += carry
				}
			})
		}
		walk(0, 1)
		want := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
		want.Or(want, new(big.Int).SetUint64(lo))
		v := b9v1
		if c.natural {
			v = b9v2
		}
		if got := f.Bet(BetTie).Ways(rules.Win, v.tie); got.Cmp(want) != 0 {
			t.Errorf("%v: Tie wins on %s deals, direct count %s", c.settings, got, want)
		}
	}
}

// 9 1/2: the chance the player goes over, played the house way, computed
// by drawing the player's cards alone from the full shoe with exact
// fractions. The player-dealer's cards, dealt between the player's, do not
// change it.
func TestNineHalfBustIndependent(t *testing.T) {
	for _, decks := range []int64{2, 6} {
		f := enumerate(t, NineAndAHalf().(exactEnumerator), map[string]string{keyDecks: itoa(int(decks))})
		left := map[int]int64{1: 16 * decks}
		for v := 2; v <= 18; v += 2 {
			left[v] = 4 * decks
		}
		var prob func(total int, remaining int64) *big.Rat
		prob = func(total int, remaining int64) *big.Rat {
			if total >= 20 {
				return big.NewRat(1, 1)
			}
			if total >= 12 {
				return new(big.Rat)
			}
			p := new(big.Rat)
			for v, k := range left {
				if k == 0 {
					continue
				}
				left[v]--
				p.Add(p, new(big.Rat).Mul(big.NewRat(k, remaining), prob(total+v, remaining-1)))
				left[v]++
			}
			return p
		}
		want := prob(0, 52*decks)
		got := f.Prob(f.Bet(BetNineHalf).Ways(rules.Lose, ruleHalfBust))
		if got.Cmp(want) != 0 {
			t.Errorf("%d decks: the player goes over on %s of the deals, directly %s", decks, got.FloatString(10), want.FloatString(10))
		}
	}
}

// The 64-bit rules.Frequencies hold a two-deck Pan 9; a 9 1/2 deal of 24
// cards never fits, and Enumerate gives it in the big fields.
func TestEnumeratorInterface(t *testing.T) {
	g := Pan9().(exactEnumerator)
	s, _ := g.Settings(map[string]string{keyDecks: "2"})
	fs, err := g.Enumerate(s)
	if err != nil {
		t.Fatal(err)
	}
	exact := enumerate(t, g, map[string]string{keyDecks: "2"})
	if fs[0].Deals != fallingU(72, 8) || fs[0].Decks != 2 || len(fs[0].Bets) != 2 {
		t.Fatalf("%+v", fs[0])
	}
	for i, b := range fs[0].Bets {
		for j, l := range b.Lines {
			if e := exact.Bets[i].Lines[j]; l.Ways != e.Ways.Uint64() || l.Rule != e.Rule || l.Payout.Cmp(e.Payout) != 0 {
				t.Errorf("%s line %d: %+v, exact %+v", b.Bet, j, l, e)
			}
		}
		if b.Return.Cmp(exact.Bets[i].Return) != 0 || b.FixedReturn.Cmp(b.Return) != 0 {
			t.Errorf("%s return %s", b.Bet, b.Return)
		}
	}
	half := NineAndAHalf().(exactEnumerator)
	hs, err := half.Enumerate()
	if err != nil {
		t.Fatal(err)
	}
	hexact, err := half.EnumerateExact()
	if err != nil {
		t.Fatal(err)
	}
	if hs[0].BigDeals == nil || hs[0].Deals != 0 || hs[0].DealCount().Cmp(hexact[0].Deals) != 0 {
		t.Fatalf("9 1/2 deals: %d / %v, exact %s", hs[0].Deals, hs[0].BigDeals, hexact[0].Deals)
	}
	for i, b := range hs[0].Bets {
		for j, l := range b.Lines {
			if e := hexact[0].Bets[i].Lines[j]; l.BigWays == nil || l.WayCount().Cmp(e.Ways) != 0 {
				t.Errorf("9 1/2 %s line %d: %v, exact %s", b.Bet, j, l.BigWays, e.Ways)
			}
		}
	}
}
