package paigow

import (
	"github.com/tablegames/casino/rules"
)

// houseWayWild sets seven cards holding wild jokers (interpretation
// PG-W1). Rule 13.21 is written for a joker that is an ace unless it
// completes a straight or flush; a wild joker is first given the card it
// stands for in the seven cards' best five-card hand, and the House Way
// then sets the seven cards as if it were that card. The set is played
// with the joker itself, which as a wild card may read higher than the card
// it was given: a joker given the rank of a card in the back is exchanged
// with that card when it would otherwise sit in front, and a set that would
// still foul gives way to the split with the highest back that does not
// (RowBestSplit).
func (r Ranking) houseWayWild(cards [7]rules.Card) (Set, Row) {
	resolved := r.resolveWild(cards)
	var h houseWay
	h.init(resolved, r)
	h.orig = cards
	h.resolved = true
	p, row := h.set()
	// A joker in front holding the rank of a natural card in back trades
	// places with it.
	for _, fi := range [2]*int8{&p.a, &p.b} {
		if cards[*fi] != rules.Joker {
			continue
		}
		for j, c := range cards {
			if int8(j) == p.a || int8(j) == p.b || c == rules.Joker {
				continue
			}
			if c.Rank() == resolved[*fi].Rank() {
				*fi = int8(j)
				break
			}
		}
	}
	set := h.setOf(p)
	if r.Eval2(set.Front) <= r.Eval5(set.Back) {
		return set, row
	}
	return r.bestSplit(cards), RowBestSplit
}

// bestSplit is the split of seven cards with the highest back that does
// not foul, the higher front breaking a tie.
func (r Ranking) bestSplit(cards [7]rules.Card) Set {
	var best Set
	var bestBack, bestFront Value
	for a := int8(0); a < 7; a++ {
		for b := a + 1; b < 7; b++ {
			s := splitAt(cards, a, b)
			f, k := r.Eval2(s.Front), r.Eval5(s.Back)
			if f > k {
				continue
			}
			if k > bestBack || k == bestBack && f > bestFront {
				best, bestBack, bestFront = s, k, f
			}
		}
	}
	return best
}

// resolveWild returns the seven cards with each wild joker replaced by the
// card it stands for in their best five-card hand: of the five-card hands
// holding every joker, the highest; the joker takes the rank (and, in a
// flush or straight flush, the suit) that hand needs, and otherwise the
// suit of which the seven cards hold fewest.
func (r Ranking) resolveWild(cards [7]rules.Card) [7]rules.Card {
	var jokers []int
	for i, c := range cards {
		if c == rules.Joker {
			jokers = append(jokers, i)
		}
	}
	var bestV Value
	var bestOut [2]int
	for a := 0; a < 7; a++ {
		for b := a + 1; b < 7; b++ {
			// A joker is never worse than the card it replaces: the best
			// five hold every joker (at most three of seven cards).
			if cards[a] == rules.Joker || cards[b] == rules.Joker {
				continue
			}
			five := splitAt(cards, int8(a), int8(b)).Back
			if v := r.Eval5(five); v > bestV {
				bestV, bestOut = v, [2]int{a, b}
			}
		}
	}
	five := splitAt(cards, int8(bestOut[0]), int8(bestOut[1])).Back
	stand := standIns(five, bestV)
	out := cards
	fewest := fewestSuit(cards)
	for k, i := range jokers {
		suit := stand[k].suit
		if suit == noSuit {
			suit = fewest
		}
		out[i] = rules.NewCard(stand[k].rank, suit)
	}
	return out
}

// noSuit marks a stand-in whose suit does not matter (the card is later
// given the suit the hand holds fewest of). Suits are 0-3; 3 is clubs, so
// a separate marker is kept beside the card.
const noSuit = rules.Suit(0xff)

// standIn is a card a joker stands for: a rank and a suit, or noSuit.
type standIn struct {
	rank rules.Rank
	suit rules.Suit
}

// standIns returns, for the jokers of five cards in order, the cards they
// stand for in the hand valued v.
func standIns(five [5]rules.Card, v Value) []standIn {
	var h handCounts
	k := 0
	for _, c := range five {
		if c == rules.Joker {
			k++
		} else {
			h.add(c)
		}
	}
	out := make([]standIn, 0, k)
	add := func(r rules.Rank, s rules.Suit) { out = append(out, standIn{r, s}) }
	switch c := v.Category(); c {
	case StraightFlush, Straight:
		hi := straightTop(v.major())
		var want uint16
		if hi == 5 {
			want = wheelMask
		} else {
			want = 0b11111 << (hi - 6)
		}
		suit := noSuit
		if c == StraightFlush {
			suit = h.suit
		}
		for r := rules.Ace; r >= rules.Two && len(out) < k; r-- {
			if want&rankBit(r) != 0 && h.mask&rankBit(r) == 0 {
				add(r, suit)
			}
		}
	case Flush:
		missing := highestAbsent(h.mask, k)
		for r := rules.Ace; r >= rules.Two; r-- {
			if missing&rankBit(r) != 0 {
				add(r, h.suit)
			}
		}
	case FullHouse, FiveOfAKind, FourOfAKind, ThreeOfAKind, OnePair:
		for len(out) < k {
			add(rules.Rank(v.major()), noSuit)
		}
	}
	for len(out) < k {
		add(rules.Ace, noSuit)
	}
	return out
}

// fewestSuit is the suit the seven cards hold fewest of, the first in
// spades, hearts, diamonds, clubs order on a tie.
func fewestSuit(cards [7]rules.Card) rules.Suit {
	var n [4]int
	for _, c := range cards {
		if c != rules.Joker {
			n[c.Suit()]++
		}
	}
	best := rules.Spades
	for s := rules.Hearts; s <= rules.Clubs; s++ {
		if n[s] < n[best] {
			best = s
		}
	}
	return best
}
