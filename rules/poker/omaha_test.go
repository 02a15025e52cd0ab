package poker

import (
	"math/bits"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/tablegames/casino/rules"
)

func cards(t testing.TB, s string) []rules.Card {
	t.Helper()
	return rules.MustCards(s)
}

// The rule that makes Omaha: exactly two hole cards and three board cards
// (seed 000 lines 1227, 1231). Each case is a hand that Hold'em's best five
// of all the cards would misjudge.
func TestOmahaHighExamples(t *testing.T) {
	cases := []struct {
		hole, board, want string
	}{
		// Four spades on the board and one in the hand: no flush, which
		// needs two hole cards of the suit.
		{"AS KH QD JC", "2S 5S 8S TS 3D", "High card, ace high"},
		// Two spades in the hand: the flush, with the three highest board
		// spades.
		{"AS 9S QD JC", "2S 5S 8S TS 3D", "Flush, ace high"},
		// The board's four of a kind plays only three: three of a kind at
		// best, and here a full house with the hand's pair.
		{"KS KH 2D 3C", "7S 7H 7D 7C 9D", "Full house, sevens over kings"},
		// A straight on the board is no straight without two hole cards
		// that fit it.
		{"AS AH KD KC", "5S 6H 7D 8C 9D", "One pair, aces"},
		// Three of one rank in the hand play only two: a pair of aces, with
		// the board's best three.
		{"AS AH AD 2C", "KS QH 9D 7C 4D", "One pair, aces"},
		// The wheel: A-2 from the hand and 3-4-5 from the board.
		{"AS 2H KD KC", "3S 4H 5D JC QD", "Straight, five high"},
		// A straight flush needs exactly two suited hole cards in the run.
		{"9H TH 2C 3C", "JH QH KH 4D 4S", "Straight flush, king high"},
		{"AH KH 2C 3C", "QH JH TH 4D 4S", "Royal flush"},
		// Five hole cards (Five Card Omaha, line 2109).
		{"AS KS 7H 7D 2C", "7C 2H 2D QS 9S", "Full house, sevens over twos"},
	}
	for _, c := range cases {
		h, b := cards(t, c.hole), cards(t, c.board)
		if got := OmahaHigh(h, b).String(); got != c.want {
			t.Errorf("%s / %s: %s, want %s", c.hole, c.board, got, c.want)
		}
		v, five := OmahaHighHand(h, b)
		if v != OmahaHigh(h, b) || Eval5(five) != v {
			t.Errorf("%s / %s: OmahaHighHand gives %v %v", c.hole, c.board, v, five)
		}
		fromHole := 0
		for _, x := range five {
			for _, y := range h {
				if x == y {
					fromHole++
				}
			}
		}
		if fromHole != 2 {
			t.Errorf("%s / %s: the five cards %v use %d hole cards", c.hole, c.board, five, fromHole)
		}
	}
}

// The seed's low example: "A hand of 7, 6, 4, 3, and a 2 is lower than an
// 8, 6, 5, 3, and an Ace, even though the second hand has the lowest card"
// (line 2127), and the qualifier: no card above eight, no pair (line 2125).
func TestOmahaLowExamples(t *testing.T) {
	a := OmahaLow(cards(t, "7S 6H KD KC"), cards(t, "4S 3H 2D QC QD"))
	b := OmahaLow(cards(t, "8S 6H KD KC"), cards(t, "5S 3H AD QC QD"))
	if a.String() != "7-6-4-3-2" || b.String() != "8-6-5-3-A" || !a.Better(b) {
		t.Errorf("line 2127: %s should beat %s", a, b)
	}
	cases := []struct {
		hole, board, want string
		q8                bool
	}{
		{"AS 2H KD KC", "3S 4H 5D JC QD", "5-4-3-2-A", true},
		// Three low board cards and one low hole card: the second card the
		// hand must play is a king.
		{"AS KH KD QC", "3S 4H 5D JC QD", "Q-5-4-3-A", false},
		// The hand's best two cards are not always its two lowest: A-3
		// from the hand with the board's deuce.
		{"AS 2H 3D KC", "2S 4H 8D 7C QD", "7-4-3-2-A", true},
		// A nine plays: no qualifying low.
		{"AS 2H KD KC", "3S 4H 9D JC QD", "9-4-3-2-A", false},
		// Straights and flushes do not count against a low.
		{"AH 2H KD KC", "3H 4H 5H JC QD", "5-4-3-2-A", true},
	}
	for _, c := range cases {
		l := OmahaLow(cards(t, c.hole), cards(t, c.board))
		if l.String() != c.want || l.Qualifies(8) != c.q8 {
			t.Errorf("%s / %s: %s (8-or-better %v), want %s (%v)", c.hole, c.board, l, l.Qualifies(8), c.want, c.q8)
		}
		if lh, five := OmahaLowHand(cards(t, c.hole), cards(t, c.board)); lh != l || LowA5(five[:]) != l {
			t.Errorf("%s / %s: OmahaLowHand %s %v", c.hole, c.board, lh, five)
		}
	}
}

// Every hand that is not a flush, from ranks alone: for every multiset of
// five board ranks and every pair of hole ranks (no rank more than four
// times), the reference evaluator's best over the ten board triples. The
// reference shares no code with pairHigh; its flushes are read as the same
// ranks without the suit.
func TestOmahaRanksAgainstReference(t *testing.T) {
	checked := 0
	distinct := map[Value]bool{}
	var five [5]rules.Card
	for a := 0; a < 13; a++ {
		for b := a; b < 13; b++ {
			for c := b; c < 13; c++ {
				for d := c; d < 13; d++ {
					for e := d; e < 13; e++ {
						if a == e {
							continue
						}
						board := [5]int{a, b, c, d, e}
						var bc []rules.Card
						var onBoard [13]int
						for _, r := range board {
							bc = append(bc, rules.NewCard(rules.Rank(r)+rules.Two, rules.Suit(onBoard[r])))
							onBoard[r]++
						}
						br := rankMasks(bc)
						for p := 0; p < 13; p++ {
							for q := p; q < 13; q++ {
								count := onBoard
								count[p]++
								count[q]++
								if count[p] > 4 || count[q] > 4 {
									continue
								}
								var best refHand
								first := true
								for i := 0; i < 5; i++ {
									for j := i + 1; j < 5; j++ {
										for k := j + 1; k < 5; k++ {
											var seen [13]int
											for n, r := range []int{p, q, board[i], board[j], board[k]} {
												five[n] = rules.NewCard(rules.Rank(r)+rules.Two, rules.Suit(seen[r]))
												seen[r]++
											}
											h := refEval5(five[:])
											switch h.cat {
											case Flush:
												h.cat = HighCard
											case StraightFlush:
												h.cat = Straight
											}
											if first || refCompare(h, best) > 0 {
												best, first = h, false
											}
										}
									}
								}
								got := br.pairHigh(1<<p, 1<<q)
								if got.Category() != best.cat || got.Ranks() != best.ranks {
									t.Fatalf("board ranks %v, pair %d %d: %s %v, reference %s %v",
										board, p, q, got.Category(), got.Ranks(), best.cat, best.ranks)
								}
								row := omahaTables().boardRow(a, b, c, d, e)
								if tv := omahaTables().values[row[pairIndex[p][q]]]; tv != got {
									t.Fatalf("board ranks %v, pair %d %d: table %s, rank logic %s", board, p, q, tv, got)
								}
								distinct[got] = true
								checked++
							}
						}
					}
				}
			}
		}
	}
	// 6,188 multisets of five ranks less the 13 of one rank, each with the
	// pairs that leave no rank five times.
	if checked != 558883 {
		t.Errorf("%d board and pair entries, want 558,883", checked)
	}
	// The table holds the same hands, each entry.
	tab := omahaTables()
	if len(tab.values)-1 != len(distinct) {
		t.Errorf("the table holds %d different hands, the reference %d", len(tab.values)-1, len(distinct))
	}
}

// Every way two hole cards and three board cards can share a suit, for
// hands of two to five cards of the suit and boards of three to five: the
// flush part against the best of every two-and-three choice.
func TestOmahaFlushExhaustive(t *testing.T) {
	jobs := make(chan uint16, 64)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var fail string
	checked := 0
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n := 0
			for h := range jobs {
				hole := suitCards(h, rules.Hearts)
				for b := uint16(0); b < 1<<13; b++ {
					if b&h != 0 || bits.OnesCount16(b) < 3 || bits.OnesCount16(b) > 5 {
						continue
					}
					board := suitCards(b, rules.Hearts)
					got := omahaFlush(hole, board, rules.Hearts)
					var want Value
					forEachOmaha(hole, board, func(c [5]rules.Card) bool {
						want = max(want, Eval5(c))
						return true
					})
					n++
					if got != want {
						mu.Lock()
						fail = describe(hole) + " / " + describe(board) + ": " + got.String() + ", brute force " + want.String()
						mu.Unlock()
						return
					}
				}
			}
			mu.Lock()
			checked += n
			mu.Unlock()
		}()
	}
	for h := uint16(0); h < 1<<13; h++ {
		if k := bits.OnesCount16(h); k >= 2 && k <= 5 {
			jobs <- h
		}
	}
	close(jobs)
	wg.Wait()
	if fail != "" {
		t.Fatal(fail)
	}
	// Σ C(13,h) C(13-h,b) for h = 2..5, b = 3..5.
	if checked != 715572 {
		t.Errorf("checked %d suit patterns, want 715,572", checked)
	}
}

func suitCards(m uint16, s rules.Suit) []rules.Card {
	var out []rules.Card
	for r := rules.Two; r <= rules.Ace; r++ {
		if m&rankBitOf(r) != 0 {
			out = append(out, rules.NewCard(r, s))
		}
	}
	return out
}

// Every pair of ace-low rank sets a hand (one to five ranks) and a board
// (one to five ranks) can show: the best low of five different ranks
// against every choice of two hand ranks and three other board ranks.
func TestOmahaLowMaskExhaustive(t *testing.T) {
	var sets []uint16
	for m := uint16(1); m < 1<<13; m++ {
		if bits.OnesCount16(m) <= 5 {
			sets = append(sets, m)
		}
	}
	checked := 0
	for _, h := range sets {
		if bits.OnesCount16(h) < 2 {
			continue
		}
		for _, b := range sets {
			if bits.OnesCount16(b) < 3 {
				continue
			}
			got, ok := omahaLowOfMasks(h, b)
			want := uint16(0xffff)
			for x := h; x != 0; x &= x - 1 {
				for y := x & (x - 1); y != 0; y &= y - 1 {
					p := x&-x | y&-y
					for i := b; i != 0; i &= i - 1 {
						for j := i & (i - 1); j != 0; j &= j - 1 {
							for k := j & (j - 1); k != 0; k &= k - 1 {
								tr := i&-i | j&-j | k&-k
								if tr&p == 0 && p|tr < want {
									want = p | tr
								}
							}
						}
					}
				}
			}
			if ok != (want != 0xffff) || ok && got != want {
				t.Fatalf("hand ranks %013b, board ranks %013b: %013b (%v), brute force %013b", h, b, got, ok, want)
			}
			checked++
		}
	}
	t.Logf("%d rank-set pairs checked", checked)
	// The cards reach the masks: an ace is bit 0, a king bit 12.
	if m, ok := omahaLowMask(lowCards(0b11, rules.Spades), lowCards(0b11100, rules.Hearts)); !ok || m != 0b11111 {
		t.Errorf("A-2 with 3-4-5: %013b", m)
	}
}

// lowCards are cards of one suit with the ace-low ranks of m (bit 0 ace).
func lowCards(m uint16, s rules.Suit) []rules.Card {
	var out []rules.Card
	for i := 0; i < 13; i++ {
		if m&(1<<i) != 0 {
			r := rules.Rank(i + 1)
			if i == 0 {
				r = rules.Ace
			}
			out = append(out, rules.NewCard(r, s))
		}
	}
	return out
}

// Random Omaha and Five Card Omaha deals against brute force over every
// two-and-three choice: the high against Eval5, and for some the reference
// evaluator; the low, paired lows included, against LowA5.
func TestOmahaAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 4))
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	for i := 0; i < n; i++ {
		holes := 4 + i%2
		d := randomHand(rng, holes+5)
		hole, board := d[:holes], d[holes:]
		if got, want := OmahaHigh(hole, board), omahaHighBrute(hole, board); got != want {
			t.Fatalf("%s / %s: %s, brute force %s", describe(hole), describe(board), got, want)
		}
		if i%20 == 0 {
			var best refHand
			first := true
			forEachOmaha(hole, board, func(c [5]rules.Card) bool {
				if h := refEval5(c[:]); first || refCompare(h, best) > 0 {
					best, first = h, false
				}
				return true
			})
			if v := OmahaHigh(hole, board); v.Category() != best.cat || v.Ranks() != best.ranks {
				t.Fatalf("%s / %s: %s %v, reference %s %v", describe(hole), describe(board), v.Category(), v.Ranks(), best.cat, best.ranks)
			}
		}
		want := NoLow
		forEachOmaha(hole, board, func(c [5]rules.Card) bool {
			want = min(want, LowA5(c[:]))
			return true
		})
		if got := OmahaLow(hole, board); got != want {
			t.Fatalf("%s / %s: low %s, brute force %s", describe(hole), describe(board), got, want)
		}
		for _, q := range []int{5, 7, 8, 9, 13} {
			w := want
			if !w.Qualifies(q) {
				w = NoLow
			}
			if got := OmahaLowQualified(hole, board, q); got != w {
				t.Fatalf("%s / %s: %d-or-better low %s, brute force %s", describe(hole), describe(board), q, got, w)
			}
		}
	}
	// Boards of three and four cards (before the river) take the slow path.
	for i := 0; i < 2000; i++ {
		d := randomHand(rng, 4+3+i%2)
		hole, board := d[:4], d[4:]
		if got, want := OmahaHigh(hole, board), omahaHighBrute(hole, board); got != want {
			t.Fatalf("%s / %s: %s, brute force %s", describe(hole), describe(board), got, want)
		}
	}
}

func TestOmahaPanicsOnWrongCounts(t *testing.T) {
	for _, c := range [][2]int{{1, 5}, {6, 5}, {4, 2}, {4, 6}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%d hole and %d board cards did not panic", c[0], c[1])
				}
			}()
			d := rules.Deck52()
			OmahaHigh(d[:c[0]], d[10:10+c[1]])
		}()
	}
}

var lowSink Low

func omahaBenchHands(holes int) [][]rules.Card {
	rng := rand.New(rand.NewPCG(9, 9))
	hands := make([][]rules.Card, 4096)
	for i := range hands {
		hands[i] = append([]rules.Card(nil), randomHand(rng, holes+5)...)
	}
	return hands
}

// BenchmarkOmahaHigh evaluates four hole cards and a five-card board (the
// issue asks for at most three times BenchmarkBest7).
func BenchmarkOmahaHigh(b *testing.B) {
	hands := omahaBenchHands(4)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := hands[i&4095]
		sink = OmahaHigh(h[:4], h[4:])
		i++
	}
}

func BenchmarkOmahaHighFiveCard(b *testing.B) {
	hands := omahaBenchHands(5)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := hands[i&4095]
		sink = OmahaHigh(h[:5], h[5:])
		i++
	}
}

func BenchmarkOmahaLow(b *testing.B) {
	hands := omahaBenchHands(4)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := hands[i&4095]
		lowSink = OmahaLow(h[:4], h[4:])
		i++
	}
}

// BenchmarkOmahaLow8 is the 8-or-better low of Omaha High/Low (line 1229).
func BenchmarkOmahaLow8(b *testing.B) {
	hands := omahaBenchHands(4)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := hands[i&4095]
		lowSink = OmahaLowQualified(h[:4], h[4:], 8)
		i++
	}
}

func BenchmarkOmahaLow8FiveCard(b *testing.B) {
	hands := omahaBenchHands(5)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := hands[i&4095]
		lowSink = OmahaLowQualified(h[:5], h[5:], 8)
		i++
	}
}

func BenchmarkOmahaLowFiveCard(b *testing.B) {
	hands := omahaBenchHands(5)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := hands[i&4095]
		lowSink = OmahaLow(h[:5], h[5:])
		i++
	}
}
