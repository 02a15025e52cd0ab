package paigow

import (
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// sevenTally counts the hands of a deck by the line each table pays.
type sevenTally struct {
	hands   uint64
	uk      [numLines + 1]uint64 // index line+1: 0 is LineNone
	ca      [numLines + 1]uint64
	jokolor [numLines + 1]uint64
	// best counts the best five-card hand's category, and royal flushes
	// apart from other straight flushes.
	best  [FiveOfAKind + 1]uint64
	royal uint64
}

func (t *sevenTally) add(s *Seven, n int64) {
	u := uint64(n) // wraps for a negative n; the sums come out right
	t.hands += u
	t.uk[ukFortuneLine(s)+1] += u
	t.ca[caFortuneLine(s)+1] += u
	t.best[s.Best.Category()] += u
	if s.Best.IsRoyal() {
		t.royal += u
	}
}

// countSevens classifies every seven-card hand of a deck (ranks from low
// to the ace in four suits, and jokers) one by one.
func countSevens(low rules.Rank, jokers int, r Ranking) *sevenTally {
	t := &sevenTally{}
	eachSeven(deckFrom(low, jokers), func(st *sevenState) {
		s := fastSeven(st, r)
		t.add(&s, 1)
		t.jokolor[jokolorLine(&s)+1]++
	})
	return t
}

// deckFrom is the deck of ranks low to ace in four suits and the jokers.
func deckFrom(low rules.Rank, jokers int) []rules.Card {
	var d []rules.Card
	for rk := low; rk <= rules.Ace; rk++ {
		for s := rules.Spades; s <= rules.Clubs; s++ {
			d = append(d, rules.NewCard(rk, s))
		}
	}
	for range jokers {
		d = append(d, rules.Joker)
	}
	return d
}

// countByRanks gives countSevens' tallies without dealing every hand:
// every hand is counted by its ranks alone, suits ignored, by rank counts
// with the number of ways to give them suits; then the hands where suits
// matter, those with at least 5 - jokers cards of one suit (one suit at
// most can hold that many), are dealt one by one with that suit taken as
// spades, counted four times, and moved from the line their ranks alone
// gave to the line their cards give. Jokolor is counted by colour. A deck
// of at most one joker.
func countByRanks(low rules.Rank, jokers int, r Ranking) *sevenTally {
	t := &sevenTally{}
	nRanks := int(rules.Ace-low) + 1
	for k := 0; k <= min(jokers, 1); k++ {
		// Every hand of 7-k natural cards, by ranks.
		var st sevenState
		st.jokers = uint8(k)
		st.hist[0] = uint8(nRanks)
		var walk func(rk rules.Rank, left int, ways int64)
		walk = func(rk rules.Rank, left int, ways int64) {
			if left == 0 {
				s := rankSeven(&st, r)
				t.add(&s, ways)
				return
			}
			if rk > rules.Ace {
				return
			}
			for n := 0; n <= min(4, left); n++ {
				st.count[rk] = uint8(n)
				st.hist[0]--
				st.hist[n]++
				var bit uint16
				if n > 0 {
					bit = rankBit(rk)
				}
				st.suit[0] |= bit // the rank mask, suits ignored
				walk(rk+1, left-n, ways*choose4[n])
				st.suit[0] &^= bit
				st.hist[n]--
				st.hist[0]++
				st.count[rk] = 0
			}
		}
		walk(low, 7-k, 1)
		// The hands with 5-k cards or more of one suit.
		need := 5 - k
		var others []rules.Card
		for rk := low; rk <= rules.Ace; rk++ {
			for s := rules.Hearts; s <= rules.Clubs; s++ {
				others = append(others, rules.NewCard(rk, s))
			}
		}
		full := uint16(1)<<nRanks - 1
		for m := uint16(0); m <= full; m++ {
			n := bits.OnesCount16(m)
			if n < need || n > 7-k {
				continue
			}
			var base sevenState
			base.hist[0] = uint8(nRanks)
			base.jokers = uint8(k)
			for i := 0; i < nRanks; i++ {
				if m&(1<<i) != 0 {
					base = base.with(rules.NewCard(low+rules.Rank(i), rules.Spades))
				}
			}
			eachSubset(others, 7-k-n, base, func(st *sevenState) {
				s := fastSeven(st, r)
				t.add(&s, 4)
				flat := rankSeven(st, r)
				t.add(&flat, -4)
			})
		}
	}
	// Jokolor by colour: 2*nRanks cards of each colour.
	per := uint64(2 * nRanks)
	all := binom(uint64(4*nRanks+jokers), 7)
	if jokers > 0 {
		withJoker := binom(uint64(4*nRanks), 6)
		oneColour := 2 * binom(per, 6)
		t.jokolor[LineJokerColour+1] = oneColour
		t.jokolor[LineJoker+1] = withJoker - oneColour
	}
	seven := 2 * binom(per, 7)
	t.jokolor[LineColour+1] = seven
	t.jokolor[0] = all - seven - t.jokolor[LineJokerColour+1] - t.jokolor[LineJoker+1]
	return t
}

var choose4 = [5]int64{1, 4, 6, 4, 1}

// eachSubset calls f with base and each way of adding n cards of cards.
func eachSubset(cards []rules.Card, n int, base sevenState, f func(*sevenState)) {
	var rec func(from, left int, st sevenState)
	rec = func(from, left int, st sevenState) {
		if left == 0 {
			f(&st)
			return
		}
		for i := from; i <= len(cards)-left; i++ {
			rec(i+1, left-1, st.with(cards[i]))
		}
	}
	rec(0, n, base)
}

// rankSeven classifies a hand by its ranks alone, as if no five of its
// cards could be of one suit.
func rankSeven(st *sevenState, r Ranking) Seven {
	flat := *st
	ranks := st.suit[0] | st.suit[1] | st.suit[2] | st.suit[3]
	// One card of each rank in a separate "suit" cannot make a flush:
	// spread the ranks over the masks so that none holds five.
	flat.suit = [4]uint16{}
	flat.pc = [4]uint8{}
	i := 0
	for m := ranks; m != 0; m &= m - 1 {
		b := m & -m
		flat.suit[i%4] |= b
		flat.pc[i%4]++
		i++
	}
	s := fastSeven(&flat, r)
	s.Red, s.Black = 0, 0
	return s
}

func binom(n, k uint64) uint64 {
	if k > n {
		return 0
	}
	r := uint64(1)
	for i := uint64(1); i <= k; i++ {
		r = r * (n - k + i) / i
	}
	return r
}
