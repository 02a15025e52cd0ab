package studtable

import (
	"math/bits"
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Exact counting over one deck. A deal is the player's five cards, the
// dealer's up card and the dealer's four other cards: 2,598,960 × 47 ×
// 163,185 = 19,933,230,517,200 equally likely deals. For each player hand
// P and up card U the player raises or folds knowing both; what a raise
// brings depends on how many of the 163,185 completions make the dealer
// not qualify, qualify below P, tie P or beat P.
//
// Those counts come from one sweep over every five-card hand in order of
// strength. counter[T] holds, for every set T of one to four cards, how
// many qualifying hands seen so far contain T. The qualifying hands that
// contain U and no card of P are, by inclusion and exclusion over the
// cards of P, the sum over S ⊆ P of (-1)^|S| · #{hands ⊇ S ∪ {U}}; a set
// S ∪ {U} of five cards is one hand, looked up directly. Read before a
// strength's hands are added, the counters give the dealer hands below P;
// after, those up to P; a second table of counters over every qualifying
// hand gives them all. Suits are symmetric, so only one hand of each class
// of hands equal under a change of suits is asked about, weighted by the
// size of its class (24 over the orders of its suits' equal rank sets).

// nHands is the number of five-card hands of one deck.
const nHands = 2598960

// completions is the number of ways to deal the dealer's four other cards
// from the 46 left: C(46, 4).
const completions = 163185

// binom[n][k] is C(n, k) for n < 53, k ≤ 5.
var binom [53][6]uint32

func init() {
	for n := range binom {
		binom[n][0] = 1
		for k := 1; k <= 5 && k <= n; k++ {
			binom[n][k] = binom[n-1][k-1]
			if k < n {
				binom[n][k] += binom[n-1][k]
			}
		}
	}
}

// subsetOffset places the sets of k cards (1 to 4) in one array of
// counters, each size after the smaller ones; nSubsets is its length.
var subsetOffset = [5]uint32{0, 0, 52, 52 + 1326, 52 + 1326 + 22100}

const nSubsets = 52 + 1326 + 22100 + 270725

// deck1 is every five-card hand of one deck, numbered in colex order: the
// hand c0 < c1 < c2 < c3 < c4 (card indexes, rules.Card.Index) is number
// C(c0,1) + C(c1,2) + C(c2,3) + C(c3,4) + C(c4,5).
type deck1 struct {
	cards [][5]uint8
	val   []value
}

func cardOf(i uint8) rules.Card { return rules.NewCard(rules.Rank(i>>2)+rules.Two, rules.Suit(i&3)) }

func newDeck1() *deck1 {
	d := &deck1{cards: make([][5]uint8, 0, nHands), val: make([]value, 0, nHands)}
	var c [5]uint8
	for c[4] = 4; c[4] < 52; c[4]++ {
		for c[3] = 3; c[3] < c[4]; c[3]++ {
			for c[2] = 2; c[2] < c[3]; c[2]++ {
				for c[1] = 1; c[1] < c[2]; c[1]++ {
					for c[0] = 0; c[0] < c[1]; c[0]++ {
						d.cards = append(d.cards, c)
						v := poker.Eval5([5]rules.Card{cardOf(c[0]), cardOf(c[1]), cardOf(c[2]), cardOf(c[3]), cardOf(c[4])})
						d.val = append(d.val, pack(v.Category(), v.Ranks()))
					}
				}
			}
		}
	}
	return d
}

// setIndex numbers a sorted set of one to five cards: a counter's index
// for up to four, a hand's number for five.
func setIndex(s []uint8) uint32 {
	idx := subsetOffset[min(len(s), 4)]
	if len(s) == 5 {
		idx = 0
	}
	for i, c := range s {
		idx += binom[c][i+1]
	}
	return idx
}

// addSubsets adds one to the counter of every set of one to four of the
// hand's cards.
func addSubsets(counter []uint32, c *[5]uint8) {
	var s [4]uint8
	for m := uint(1); m < 31; m++ {
		if bits.OnesCount(m) > 4 {
			continue
		}
		n := 0
		for i := range 5 {
			if m&(1<<i) != 0 {
				s[n] = c[i]
				n++
			}
		}
		counter[setIndex(s[:n])]++
	}
}

// canonicalWeight returns, for a hand whose suits' rank sets are in
// non-increasing order (spades' the largest), the number of hands in its
// class; 0 for any other hand.
func canonicalWeight(c *[5]uint8) uint64 {
	var m [4]uint16
	for _, x := range c {
		m[x&3] |= 1 << (x >> 2)
	}
	if m[0] < m[1] || m[1] < m[2] || m[2] < m[3] {
		return 0
	}
	w := uint64(24)
	run := 1
	for i := 1; i < 4; i++ {
		if m[i] == m[i-1] {
			run++
			w /= uint64(run)
		} else {
			run = 1
		}
	}
	return w
}

// query is the inclusion-exclusion terms for one hand P and one up card U:
// for each subset S of P, the index of S ∪ {U} (a counter, or a hand's
// number when five cards; hand is set then) and its sign.
type query struct {
	up    uint8
	terms [31]term
}

type term struct {
	idx  uint32
	hand bool
	neg  bool
}

// queriesOf fills the terms of every up card for hand p.
func queriesOf(p *[5]uint8, out *[47]query) {
	n := 0
	for u := uint8(0); u < 52; u++ {
		if u == p[0] || u == p[1] || u == p[2] || u == p[3] || u == p[4] {
			continue
		}
		q := &out[n]
		q.up = u
		n++
		var s [5]uint8
		for m := uint(0); m < 31; m++ { // S = P itself makes six cards: none
			k := 0
			placed := false
			for i := range 5 {
				if m&(1<<i) == 0 {
					continue
				}
				if !placed && u < p[i] {
					s[k] = u
					k++
					placed = true
				}
				s[k] = p[i]
				k++
			}
			if !placed {
				s[k] = u
				k++
			}
			q.terms[m] = term{idx: setIndex(s[:k]), hand: k == 5, neg: bits.OnesCount(m)%2 == 1}
		}
	}
}

// count sums the terms over the counters; a hand term counts when the hand
// qualifies and has a strength below limit (or up to it, when le).
func (q *query) count(d *deck1, counter []uint32, limit value, le bool) uint32 {
	var plus, minus uint32
	for _, t := range q.terms {
		var n uint32
		if t.hand {
			v := d.val[t.idx]
			if v.qualifies() && (v < limit || (le && v == limit)) {
				n = 1
			}
		} else {
			n = counter[t.idx]
		}
		if t.neg {
			minus += n
		} else {
			plus += n
		}
	}
	return plus - minus
}

// dealerCounts is what the 163,185 completions of the dealer's hand give
// against one player hand and up card.
type dealerCounts struct {
	notQualified, below, equal, above uint32
}

// sweep visits every class of player hands with the dealer counts of each
// up card: visit gets the hand, its class's size and the counts of its 47
// up cards (indexed as queriesOf lists them).
func (d *deck1) sweep(visit func(p *[5]uint8, v value, weight uint64, counts *[47]dealerCounts)) {
	order := make([]uint64, nHands)
	for i, v := range d.val {
		order[i] = uint64(v)<<32 | uint64(i)
	}
	slices.Sort(order)
	total := make([]uint32, nSubsets)
	for i := range d.cards {
		if d.val[i].qualifies() {
			addSubsets(total, &d.cards[i])
		}
	}
	seen := make([]uint32, nSubsets)
	type pending struct {
		hand   uint32
		weight uint64
		q      [47]query
		counts [47]dealerCounts
	}
	var group []*pending
	var free []*pending
	for lo := 0; lo < len(order); {
		v := value(order[lo] >> 32)
		hi := lo
		for hi < len(order) && value(order[hi]>>32) == v {
			hi++
		}
		group = group[:0]
		for _, o := range order[lo:hi] {
			h := uint32(o)
			w := canonicalWeight(&d.cards[h])
			if w == 0 {
				continue
			}
			var p *pending
			if n := len(free); n > 0 {
				p, free = free[n-1], free[:n-1]
			} else {
				p = new(pending)
			}
			p.hand, p.weight = h, w
			queriesOf(&d.cards[h], &p.q)
			for u := range p.q {
				all := p.q[u].count(d, total, 1<<31, false)
				below := p.q[u].count(d, seen, v, false)
				p.counts[u] = dealerCounts{notQualified: completions - all, below: below, above: all}
			}
			group = append(group, p)
		}
		for _, o := range order[lo:hi] {
			if h := uint32(o); d.val[h].qualifies() {
				addSubsets(seen, &d.cards[h])
			}
		}
		for _, p := range group {
			for u := range p.q {
				upTo := p.q[u].count(d, seen, v, true)
				c := &p.counts[u]
				c.equal = upTo - c.below
				c.above -= upTo
			}
			visit(&d.cards[p.hand], v, p.weight, &p.counts)
			free = append(free, p)
		}
		lo = hi
	}
}

// playerRows counts every five-card hand a shoe of decks decks can deal by
// the Raise (or Call Bet) row it is paid by (raiseTable's order), as
// C(52·decks, 5) equally likely deals: each multiset of card faces, with
// up to decks of a face, counts the ways to pick its copies, the product
// of C(decks, copies) over its faces.
func playerRows(decks int) [9]uint64 {
	var out [9]uint64
	var ways [6]uint64 // C(decks, k)
	for k := range ways {
		ways[k] = 1
		for j := 0; j < k; j++ {
			ways[k] = ways[k] * uint64(decks-j) / uint64(j+1)
		}
	}
	var t [5]uint8
	var walk func(pos int, from uint8)
	walk = func(pos int, from uint8) {
		if pos == 5 {
			w := uint64(1)
			run := 1
			for i := 1; i <= 5; i++ {
				if i < 5 && t[i] == t[i-1] {
					run++
					continue
				}
				w *= ways[run]
				run = 1
			}
			if w == 0 {
				return
			}
			cards := [5]rules.Card{cardOf(t[0]), cardOf(t[1]), cardOf(t[2]), cardOf(t[3]), cardOf(t[4])}
			out[raiseRow(valueOf(cards))] += w
			return
		}
		for c := from; c < 52; c++ {
			t[pos] = c
			walk(pos+1, c)
		}
	}
	walk(0, 0)
	return out
}
