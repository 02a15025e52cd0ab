package poker

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/tablegames/casino/rules"
)

// Omaha hands: "Players must use two of the four downcards in their hand
// and three cards on the board to make a valid hand" (seed 000 line 1227);
// "each hand uses exactly two hole cards with three boardcards" (line
// 1231); Five Card Omaha, two of five (line 2109); Double Board Omaha, two
// of four with three of one board (lines 3663, 3763). The high ranking is
// the standard one (lines 2131-2143, 3671-3688) and the low is ace-to-five
// (lines 2121-2127).
//
// The high hand is split in two. A hand that is not a flush depends only
// on the ranks: the best choice of three board ranks for each pair of
// hole ranks is read from a table of every pair of ranks against every
// multiset of five board ranks (omahaTable), built on first use from the
// rank logic of boardRanks.pairHigh. A flush needs two hole cards
// and three board cards of one suit: with suited rank masks the best is
// the two highest suited hole ranks and the three highest suited board
// ranks, unless a straight flush fits a window of five ranks, two from
// the hand and three from the board. The low: for each pair of hole
// ranks, the three lowest board ranks not among them.

// OmahaHigh returns the best high hand made of exactly two of the hole
// cards and exactly three of the board cards. It takes 2 to 5 hole cards
// (Omaha 4, Five Card Omaha 5) and a board of 3 to 5 cards, all distinct
// and none a joker; other counts are a programming error and panic.
func OmahaHigh(hole, board []rules.Card) Value {
	if len(hole) < 2 || len(hole) > 5 || len(board) != 5 {
		checkOmaha("OmahaHigh", hole, board)
		return omahaHighBrute(hole, board)
	}
	t := omahaTables()
	row := t.boardRow(int(board[0].Rank()-rules.Two), int(board[1].Rank()-rules.Two), int(board[2].Rank()-rules.Two),
		int(board[3].Rank()-rules.Two), int(board[4].Rank()-rules.Two))
	var r [5]uint8
	for i, c := range hole {
		r[i] = uint8(c.Rank() - rules.Two)
	}
	var top int
	for i := 0; i < len(hole); i++ {
		pi := &pairIndex[r[i]%13]
		for j := i + 1; j < len(hole); j++ {
			top = max2(top, int(row[pi[r[j]%13]]))
		}
	}
	v := t.values[top]
	// A flush needs three board cards of a suit; five board cards hold at
	// most one such suit. The board's suits are counted a byte each.
	var count uint32
	for _, c := range board {
		count += 1 << (8 * (c & 3))
	}
	if three := (count + 0x7d7d7d7d) & 0x80808080; three != 0 {
		if f := omahaFlush(hole, board, rules.Suit(bits.TrailingZeros32(three)/8)); f > v {
			v = f
		}
	}
	return v
}

// OmahaHighHand returns OmahaHigh and the five cards that make it, in order
// of significance (as BestHand): two hole cards and three board cards.
// Where several choices make the same hand it takes the first pair of hole
// cards, then the first three board cards, in the order given.
func OmahaHighHand(hole, board []rules.Card) (Value, [5]rules.Card) {
	v := OmahaHigh(hole, board)
	var five [5]rules.Card
	found := false
	forEachOmaha(hole, board, func(c [5]rules.Card) bool {
		if Eval5(c) == v {
			five, found = c, true
			return false
		}
		return true
	})
	if !found {
		panic("poker.OmahaHighHand: no two-and-three choice makes the hand")
	}
	_, out := BestHand(five[:])
	return v, out
}

// OmahaLow returns the best ace-to-five low made of exactly two of the hole
// cards and exactly three of the board cards (lines 1231, 2109, 2123), or
// NoLow when the cards cannot make five. A low of five different ranks is
// found from rank masks; only when no choice gives five different ranks
// are the paired lows tried one by one. Whether the low qualifies
// ("8-or-better", line 1229) is the caller's to ask: Qualifies(8). Jokers
// are not allowed; counts as OmahaHigh.
func OmahaLow(hole, board []rules.Card) Low {
	checkOmaha("OmahaLow", hole, board)
	if m, ok := omahaLowMask(hole, board); ok {
		return lowOfMask(m)
	}
	best := NoLow
	forEachOmaha(hole, board, func(c [5]rules.Card) bool {
		if l := LowA5(c[:]); l < best {
			best = l
		}
		return true
	})
	return best
}

// OmahaLowQualified returns the best qualifying low of exactly two hole
// cards and three board cards: five different ranks, none above highest
// (8 for "8-or-better", line 1229; the qualifying number a table posts,
// lines 211, 1229), or NoLow. It is OmahaLow when that qualifies, found
// without trying paired lows; highest runs from 5 to 13 (king).
func OmahaLowQualified(hole, board []rules.Card, highest int) Low {
	checkOmaha("OmahaLowQualified", hole, board)
	if highest < 5 || highest > 13 {
		panic(fmt.Sprintf("poker.OmahaLowQualified: a qualifier of %d", highest))
	}
	keep := uint16(1)<<highest - 1
	var h, b uint16
	for _, c := range hole {
		h |= lowBit(c)
	}
	for _, c := range board {
		b |= lowBit(c)
	}
	h, b = h&keep, b&keep
	if highest <= 8 {
		if m := low8[h<<8|b]; m != 0 {
			return lowOfMask(m)
		}
		return NoLow
	}
	if m, ok := omahaLowOfMasks(h, b); ok {
		return lowOfMask(m)
	}
	return NoLow
}

// low8 holds omahaLowOfMasks for every pair of rank masks of ace to eight
// (the hand's in the high byte), 0 where no low can be made: the
// 8-or-better low in one lookup.
var low8 [1 << 16]uint16

func init() {
	for i := range low8 {
		if m, ok := omahaLowOfMasks(uint16(i>>8), uint16(i&0xff)); ok {
			low8[i] = m
		}
	}
}

// OmahaLowHand returns OmahaLow and five cards that make it, from the
// lowest card up, for display; the zero cards when there is no low.
func OmahaLowHand(hole, board []rules.Card) (Low, [5]rules.Card) {
	l := OmahaLow(hole, board)
	var five [5]rules.Card
	if l == NoLow {
		return l, five
	}
	forEachOmaha(hole, board, func(c [5]rules.Card) bool {
		if LowA5(c[:]) == l {
			five = c
			return false
		}
		return true
	})
	// Lowest first: ace, then two up to king.
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && lowRank(five[j].Rank()) < lowRank(five[j-1].Rank()); j-- {
			five[j], five[j-1] = five[j-1], five[j]
		}
	}
	return l, five
}

// omahaLowMask finds the best no-pair low: the smallest five-rank mask
// made of two hole ranks and three other board ranks. Comparing two
// no-pair lows by their highest card, then the next, is comparing their
// rank masks as numbers; for a given pair of hole ranks the best board
// ranks are the three lowest not already in the pair.
func omahaLowMask(hole, board []rules.Card) (uint16, bool) {
	var h, b uint16
	for _, c := range hole {
		h |= lowBit(c)
	}
	for _, c := range board {
		b |= lowBit(c)
	}
	return omahaLowOfMasks(h, b)
}

// omahaLowOfMasks is omahaLowMask on the ace-low rank masks of the hand and
// the board.
func omahaLowOfMasks(h, b uint16) (uint16, bool) {
	best := uint16(0xffff)
	for hi := h; hi != 0; hi &= hi - 1 {
		x := hi & -hi
		for lo := hi &^ x; lo != 0; lo &= lo - 1 {
			p := x | lo&-lo
			r := b &^ p
			if bits.OnesCount16(r) < 3 {
				continue
			}
			if s := p | lowest3(r); s < best {
				best = s
			}
		}
	}
	return best, best != 0xffff
}

// lowest3 keeps the three lowest set bits of m (which has at least three).
func lowest3(m uint16) uint16 {
	a := m & -m
	m &^= a
	b := m & -m
	m &^= b
	return a | b | m&-m
}

// lowBit is a card's bit in an ace-low rank mask: ace bit 0, king bit 12.
func lowBit(c rules.Card) uint16 { return 1 << (lowRank(c.Rank()) - 1) }

func checkOmaha(fn string, hole, board []rules.Card) {
	if len(hole) < 2 || len(hole) > 5 || len(board) < 3 || len(board) > 5 {
		panic(fmt.Sprintf("poker.%s: need 2 to 5 hole cards and 3 to 5 board cards, got %d and %d", fn, len(hole), len(board)))
	}
}

// forEachOmaha calls f with every hand of two hole cards and three board
// cards, pairs and then triples in the order given, until f returns false.
func forEachOmaha(hole, board []rules.Card, f func([5]rules.Card) bool) {
	for i := 0; i < len(hole); i++ {
		for j := i + 1; j < len(hole); j++ {
			for a := 0; a < len(board); a++ {
				for b := a + 1; b < len(board); b++ {
					for c := b + 1; c < len(board); c++ {
						if !f([5]rules.Card{hole[i], hole[j], board[a], board[b], board[c]}) {
							return
						}
					}
				}
			}
		}
	}
}

func omahaHighBrute(hole, board []rules.Card) Value {
	var best Value
	forEachOmaha(hole, board, func(c [5]rules.Card) bool {
		if v := Eval5(c); v > best {
			best = v
		}
		return true
	})
	return best
}

// windows[i] is the rank mask of the i-th straight from the top: ace high
// down to the 5-4-3-2-A wheel; windowHigh its high rank.
var (
	windows    [10]uint16
	windowHigh [10]uint32
)

func init() {
	for i := 0; i < 9; i++ {
		hi := rules.Ace - rules.Rank(i)
		windows[i] = 0b11111 << (hi - 6)
		windowHigh[i] = uint32(hi)
	}
	windows[9], windowHigh[9] = wheel, 5
}

// omahaFlush is the best flush or straight flush of two hole cards and
// three board cards of suit s, or 0.
func omahaFlush(hole, board []rules.Card, s rules.Suit) Value {
	var h, b uint16
	for _, c := range hole {
		if c.Suit() == s {
			h |= cardBit[c]
		}
	}
	if bits.OnesCount16(h) < 2 {
		return 0
	}
	for _, c := range board {
		if c.Suit() == s {
			b |= cardBit[c]
		}
	}
	if bits.OnesCount16(b) < 3 {
		return 0
	}
	if u := h | b; straightHigh[u] != 0 {
		for i, w := range windows {
			// The suit's hole and board ranks are different cards, so a
			// window inside both with two from the hand has three from
			// the board.
			if u&w == w && bits.OnesCount16(w&h) == 2 {
				return makeValue(StraightFlush, windowHigh[i], 0)
			}
		}
	}
	return makeValue(Flush, 0, keepTop(h, 2)|keepTop(b, 3))
}

// pairIndex numbers the unordered pairs of ranks (rank-2 from 0 to 12),
// equal ranks included: 91 pairs.
var pairIndex [13][13]uint8

func init() {
	for a := 0; a < 13; a++ {
		for b := a; b < 13; b++ {
			// The multiset {a <= b} as the set {a < b+1} of 0..13.
			i := uint8(a + (b+1)*b/2)
			pairIndex[a][b], pairIndex[b][a] = i, i
		}
	}
}

const (
	omahaPairs  = 91
	omahaBoards = 6188 // multisets of five ranks: C(17, 5)
)

// omahaTable holds, for every multiset of five board ranks and every pair
// of hole ranks, the best hand that is not a flush of the pair and three
// of the board, as an order number into values (higher is better).
type omahaTable struct {
	best   []uint16 // omahaBoards rows of omahaPairs
	values []Value  // the hands, worst first; values[0] is no hand
}

// binom5 holds C(n, k) for the index of a sorted multiset of five ranks.
var binom5 [18][6]uint16

func init() {
	for n := 0; n < 18; n++ {
		binom5[n][0] = 1
		for k := 1; k < 6 && k <= n; k++ {
			binom5[n][k] = binom5[n-1][k-1]
			if k <= n-1 {
				binom5[n][k] += binom5[n-1][k]
			}
		}
	}
}

// multisetIndex numbers a sorted multiset of five ranks a <= b <= c <= d
// <= e (0 to 12) from 0 to 6187, through the set {a, b+1, c+2, d+3, e+4}
// in the combinatorial number system.
func multisetIndex(a, b, c, d, e int) int {
	return int(binom5[a][1] + binom5[b+1][2] + binom5[c+2][3] + binom5[d+3][4] + binom5[e+4][5])
}

// boardRow returns the table's row for the ranks of a five-card board.
func (t *omahaTable) boardRow(r0, r1, r2, r3, r4 int) []uint16 {
	// A sorting network of nine compare-exchanges, without branches: the
	// board's ranks are random, and a mispredicted branch per exchange
	// cost more than the rest of the evaluation.
	r0, r1 = sort2(r0, r1)
	r3, r4 = sort2(r3, r4)
	r2, r4 = sort2(r2, r4)
	r2, r3 = sort2(r2, r3)
	r1, r4 = sort2(r1, r4)
	r0, r3 = sort2(r0, r3)
	r0, r2 = sort2(r0, r2)
	r1, r3 = sort2(r1, r3)
	r1, r2 = sort2(r1, r2)
	i := multisetIndex(r0, r1, r2, r3, r4) * omahaPairs
	return t.best[i : i+omahaPairs : i+omahaPairs]
}

// sort2 returns a and b in ascending order by arithmetic: the compiler
// turns min and max of one pair into branches.
func sort2(a, b int) (int, int) {
	d := a - b
	d &= d >> 63 // a-b when a < b, else 0
	return b + d, a - d
}

// max2 is max(a, b) by arithmetic, for the same reason.
func max2(a, b int) int {
	d := a - b
	return a - d&(d>>63)
}

var (
	omahaOnce sync.Once
	omahaTab  atomic.Pointer[omahaTable]
)

// omahaTables returns the table, building it on first use (some tens of
// milliseconds): programs that never value an Omaha hand do not pay for it.
func omahaTables() *omahaTable {
	if t := omahaTab.Load(); t != nil {
		return t
	}
	omahaOnce.Do(func() { omahaTab.Store(buildOmahaTable()) })
	return omahaTab.Load()
}

func buildOmahaTable() *omahaTable {
	t := &omahaTable{best: make([]uint16, omahaBoards*omahaPairs)}
	byValue := map[Value]uint16{}
	cells := make([]Value, len(t.best)) // numbered once every value is known
	board := make([]rules.Card, 5)
	for a := 0; a < 13; a++ {
		for b := a; b < 13; b++ {
			for c := b; c < 13; c++ {
				for d := c; d < 13; d++ {
					for e := d; e < 13; e++ {
						if a == e {
							continue // five of a rank: no board
						}
						var count [13]int
						for i, x := range [5]int{a, b, c, d, e} {
							board[i] = rules.NewCard(rules.Rank(x)+rules.Two, rules.Suit(count[x]))
							count[x]++
						}
						br := rankMasks(board)
						row := multisetIndex(a, b, c, d, e) * omahaPairs
						for p := 0; p < 13; p++ {
							for q := p; q < 13; q++ {
								if count[p]+1+btoi(p == q) > 4 || count[q]+1+btoi(p == q) > 4 {
									continue
								}
								v := br.pairHigh(1<<p, 1<<q)
								byValue[v] = 0
								cells[row+int(pairIndex[p][q])] = v
							}
						}
					}
				}
			}
		}
	}
	t.values = make([]Value, 1, len(byValue)+1)
	for v := range byValue {
		t.values = append(t.values, v)
	}
	slices.Sort(t.values[1:])
	for i, v := range t.values[1:] {
		byValue[v] = uint16(i + 1)
	}
	for i, v := range cells {
		if v != 0 {
			t.best[i] = byValue[v]
		}
	}
	return t
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
