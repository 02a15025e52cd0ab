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
	// Several five-card hands may tie for the best, each giving the
	// jokers other cards to stand for: each is set, and of the sets that
	// do not foul the one whose hands rank highest, the back first, is the
	// House Way's, so that the set follows the cards and not the order
	// they are listed in.
	var best Set
	var bestRow Row
	var bestBack, bestFront Value
	found := false
	for _, resolved := range r.resolveWild(cards) {
		set, row := r.setResolved(cards, resolved)
		f, b := r.Eval2(set.Front), r.Eval5(set.Back)
		if f > b {
			continue
		}
		if !found || b > bestBack || b == bestBack && f > bestFront {
			best, bestRow, bestBack, bestFront, found = set, row, b, f, true
		}
	}
	if found {
		return best, bestRow
	}
	return r.bestSplit(cards), RowBestSplit
}

// setResolved sets seven cards by rule 13.21 as if each joker were the card
// resolved gives it, then plays the jokers themselves. Rule 13.21 places
// ranks, not cards: where the set could exchange a card in front for one
// of the same rank behind (a joker given a rank held by a natural card
// among them), it plays the exchange that leaves the best back, the higher
// front breaking a tie, so that a joker in front holding the rank of a card
// behind trades places with it when that helps the back.
func (r Ranking) setResolved(cards, resolved [7]rules.Card) (Set, Row) {
	var h houseWay
	h.init(resolved, r)
	h.orig = cards
	h.resolved = true
	p, row := h.set()
	best := p
	bestBack, bestFront := r.Eval5(splitAt(cards, p.a, p.b).Back), r.Eval2([2]rules.Card{cards[p.a], cards[p.b]})
	// Each front card may stay or trade with a card of its rank behind.
	alts := func(i int8) []int8 {
		out := []int8{i}
		for j := range cards {
			if jj := int8(j); jj != p.a && jj != p.b && resolved[j].Rank() == resolved[i].Rank() {
				out = append(out, jj)
			}
		}
		return out
	}
	for _, a := range alts(p.a) {
		for _, b := range alts(p.b) {
			if a == b {
				continue
			}
			q := pick{a, b}
			bk, f := r.Eval5(splitAt(cards, q.a, q.b).Back), r.Eval2([2]rules.Card{cards[q.a], cards[q.b]})
			if f > bk {
				continue
			}
			if bk > bestBack || bk == bestBack && f > bestFront || bestFront > bestBack {
				best, bestBack, bestFront = q, bk, f
			}
		}
	}
	return h.setOf(best), row
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
// suit of which the seven cards hold fewest. Where several five-card hands
// tie for the highest, each gives one resolution.
func (r Ranking) resolveWild(cards [7]rules.Card) [][7]rules.Card {
	var jokers []int
	for i, c := range cards {
		if c == rules.Joker {
			jokers = append(jokers, i)
		}
	}
	var bestV Value
	var bestOuts [][2]int
	for a := 0; a < 7; a++ {
		for b := a + 1; b < 7; b++ {
			// A joker is never worse than the card it replaces: the best
			// five hold every joker (at most three of seven cards).
			if cards[a] == rules.Joker || cards[b] == rules.Joker {
				continue
			}
			five := splitAt(cards, int8(a), int8(b)).Back
			switch v := r.Eval5(five); {
			case v > bestV:
				bestV, bestOuts = v, [][2]int{{a, b}}
			case v == bestV:
				bestOuts = append(bestOuts, [2]int{a, b})
			}
		}
	}
	fewest := fewestSuit(cards)
	out := make([][7]rules.Card, 0, len(bestOuts))
	for _, o := range bestOuts {
		five := splitAt(cards, int8(o[0]), int8(o[1])).Back
		stand := standIns(five, bestV)
		res := cards
		for k, i := range jokers {
			suit := stand[k].suit
			if suit == noSuit {
				suit = fewest
			}
			res[i] = rules.NewCard(stand[k].rank, suit)
		}
		out = append(out, res)
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
