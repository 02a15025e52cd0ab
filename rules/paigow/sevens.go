package paigow

import (
	"math/bits"

	"github.com/tablegames/casino/rules"
)

// Counting every seven-card hand of a deck for the side wagers' pay
// tables. A hand is kept as one rank mask per suit and a count per rank,
// built up card by card in nested loops, and classified from those
// (fastSeven) without valuing its twenty-one five-card hands; the tests
// check the classification against Ranking.SevenOf, which does.

// sevenState is a partial hand: rank masks and card counts by suit,
// counts by rank and how many ranks hold each count, and jokers.
type sevenState struct {
	suit   [4]uint16
	pc     [4]uint8
	count  [rules.Ace + 1]uint8
	hist   [6]uint8 // hist[c]: ranks held c times
	jokers uint8
}

// deckCards returns a deck's cards in index order: the 52 cards, then the
// jokers.
func deckCards(jokers int) []rules.Card {
	d := rules.Deck52()
	for range jokers {
		d = append(d, rules.Joker)
	}
	return d
}

func (s sevenState) with(c rules.Card) sevenState {
	if c == rules.Joker {
		s.jokers++
		return s
	}
	s.suit[c.Suit()] |= rankBit(c.Rank())
	s.pc[c.Suit()]++
	n := s.count[c.Rank()]
	s.count[c.Rank()] = n + 1
	s.hist[n]--
	s.hist[n+1]++
	return s
}

// eachSeven calls f with every seven-card hand of the deck.
func eachSeven(deck []rules.Card, f func(*sevenState)) {
	n := len(deck)
	var s [8]sevenState
	for a := 0; a < n; a++ {
		s[1] = s[0].with(deck[a])
		for b := a + 1; b < n; b++ {
			s[2] = s[1].with(deck[b])
			for c := b + 1; c < n; c++ {
				s[3] = s[2].with(deck[c])
				for d := c + 1; d < n; d++ {
					s[4] = s[3].with(deck[d])
					for e := d + 1; e < n; e++ {
						s[5] = s[4].with(deck[e])
						for g := e + 1; g < n; g++ {
							s[6] = s[5].with(deck[g])
							for h := g + 1; h < n; h++ {
								s[7] = s[6].with(deck[h])
								f(&s[7])
							}
						}
					}
				}
			}
		}
	}
}

const royalMask = 0b11111 << (rules.Ten - rules.Two)

// fastSeven classifies a seven-card hand as SevenOf does. Best holds the
// category and only the rank that names it where a line needs it (a
// straight flush's high card, five of a kind's rank).
func fastSeven(st *sevenState, r Ranking) Seven {
	var s Seven
	k := int(st.jokers)
	s.Joker = k > 0
	pc := st.pc
	s.Red, s.Black = int(pc[rules.Hearts]+pc[rules.Diamonds]), int(pc[rules.Spades]+pc[rules.Clubs])
	// eff counts ranks with the joker as an ace (line 3205): for the bug's
	// pairs and for three pair.
	eff := st.hist
	if k > 0 {
		a := st.count[rules.Ace]
		if a > 0 {
			eff[a]--
		}
		eff[int(a)+k]++
	}
	s.ThreePair = eff[2] == 3
	var sf uint32
	flush := false
	for i, m := range st.suit {
		if h := uint32(straightHigh[r.Wheel][k][m]); h > sf {
			sf = h
		}
		if int(pc[i]) >= 5-k {
			flush = true
		}
		switch {
		case pc[i] == 7 && k == 0:
			s.Straight7 = straight7(m, 0)
		case pc[i] == 6 && k == 1:
			s.Straight7Joker = straight7(m, 1)
		}
		if pc[i] >= 5 && straightHigh[WheelLowest][0][m] != 0 {
			s.NaturalStraightFlush = true
		}
	}
	ranks := st.suit[0] | st.suit[1] | st.suit[2] | st.suit[3]
	straight := uint32(straightHigh[r.Wheel][k][ranks])
	val := func(c Category, major uint32) Value { return makeValue(c, major, 0) }
	if r.Joker == Bug || k == 0 {
		switch {
		case eff[5] > 0:
			s.Best = val(FiveOfAKind, uint32(rules.Ace))
		case sf != 0:
			s.Best = val(StraightFlush, sf)
		case eff[4] > 0:
			s.Best = val(FourOfAKind, 0)
		case eff[3] > 0 && eff[3]+eff[2] >= 2:
			s.Best = val(FullHouse, 0)
		case flush:
			s.Best = val(Flush, 0)
		case straight != 0:
			s.Best = val(Straight, straight)
		case eff[3] > 0:
			s.Best = val(ThreeOfAKind, 0)
		case eff[2] >= 2:
			s.Best = val(TwoPair, 0)
		case eff[2] == 1:
			s.Best = val(OnePair, 0)
		default:
			s.Best = val(HighCard, 0)
		}
		s.Trips = eff[3] > 0 || eff[4] > 0 || eff[5] > 0
	} else {
		// Wild jokers: each is the card the category needs.
		h := st.hist
		most := 4
		for most > 0 && h[most] == 0 {
			most--
		}
		switch {
		case most+k >= 5:
			var five rules.Rank
			for rk := rules.Ace; rk >= rules.Two && five == 0; rk-- {
				if int(st.count[rk])+k >= 5 {
					five = rk
				}
			}
			s.Best = val(FiveOfAKind, uint32(five))
		case sf != 0:
			s.Best = val(StraightFlush, sf)
		case most+k >= 4:
			s.Best = val(FourOfAKind, 0)
		case h[3] > 0 && h[3]+h[2] >= 2, k == 1 && h[2] >= 2:
			s.Best = val(FullHouse, 0)
		case flush:
			s.Best = val(Flush, 0)
		case straight != 0:
			s.Best = val(Straight, straight)
		case most+k >= 3:
			s.Best = val(ThreeOfAKind, 0)
		default:
			s.Best = val(OnePair, 0)
		}
		s.Trips = most+k >= 3
	}
	if s.Best.Category() >= StraightFlush {
		s.RoyalMatch = fastRoyalMatch(st)
	}
	return s
}

// fastRoyalMatch: five cards make a royal flush (the joker filling at most
// one rank) and the other two are a king and a queen of another suit.
func fastRoyalMatch(st *sevenState) bool {
	k := int(st.jokers)
	pc := st.pc
	if k > 1 {
		return false
	}
	for s, m := range st.suit {
		in := bits.OnesCount16(m & royalMask)
		if in+k != 5 || m&^royalMask != 0 {
			continue
		}
		// The two cards left are a king and a queen of one other suit.
		for t, mt := range st.suit {
			const kq = 1<<(rules.King-rules.Two) | 1<<(rules.Queen-rules.Two)
			if t != s && mt == kq && int(pc[s]+pc[t])+k == 7 {
				return true
			}
		}
	}
	return false
}
