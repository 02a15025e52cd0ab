package paigow

import (
	"github.com/tablegames/casino/rules"
)

// The House Way of Great Britain's rule 13.21 (seed 002 lines 3268-3370):
// how the dealer must set seven cards (lines 3258-3267), and, at the
// California tables whose books refer to a "logical way" they never write
// down, the way the table's house_way setting names.
//
// The table is read as a list of cases tried in this order, each by what
// the seven cards contain, the bug counting as an ace for pairs (line
// 3205): five aces; four of a kind; a full house (three of a kind with a
// pair, two pairs, or a second three of a kind); three pairs; two pairs;
// three of a kind; one pair; no pair. A straight or flush changes the set
// only where the "Straights, Flushes, Straight Flushes and Royal Flushes"
// rows say so (lines 3319-3339): with no pair, with one pair whose other
// five cards make one, and with three of a kind; with two or three pairs
// and with a full house the pair rules apply (lines 3335-3339), and four of
// a kind and five aces have no such row.

// Row is the line of the House Way a set follows.
type Row uint8

// The rows of rule 13.21.
const (
	RowNone Row = iota
	RowHighCard
	RowHighCardStraight
	RowOnePair
	RowOnePairStraight
	RowTwoPairLowSplit
	RowTwoPairLowKept
	RowTwoPairMiddleSplit
	RowTwoPairMiddleKept
	RowTwoPairHighSplit
	RowThreePair
	RowTrips
	RowTripsStraight
	RowTripAces
	RowTripsTwice
	RowFullHouseSplit
	RowFullHouseDeucesKept
	RowTripsTwoPair
	RowQuadsLow
	RowQuadsMiddleKept
	RowQuadsMiddleSplit
	RowQuadsHighKept
	RowQuadsHighSplit
	RowQuadAces
	RowQuadsPair
	RowFiveAces
	RowFiveAcesKings
	RowBestSplit // wild jokers only: no row fits without fouling (interpretation PG-W2)
	numRows
)

// RowInfo describes a row of the House Way for people and citations.
type RowInfo struct {
	Name  string
	Lines string // of seed 002
}

var rowInfos = [numRows]RowInfo{
	RowHighCard:            {"No pair: highest card in back, 2nd and 3rd highest in front", "3272-3273"},
	RowHighCardStraight:    {"No pair with a straight or flush: the one leaving the highest two cards in front", "3319-3330"},
	RowOnePair:             {"One pair: pair in back, next two highest singletons in front", "3275-3277"},
	RowOnePairStraight:     {"One pair with a straight or flush of the other five cards: pair in front", "3332-3333"},
	RowTwoPairLowSplit:     {"Two pairs, low + low or low + medium: split", "3284-3292"},
	RowTwoPairLowKept:      {"Two pairs, low + low or low + medium, with a king or better: both pairs in back", "3284-3292"},
	RowTwoPairMiddleSplit:  {"Two pairs, low + high or medium + medium: split", "3284-3299"},
	RowTwoPairMiddleKept:   {"Two pairs, low + high or medium + medium, with an ace: both pairs in back", "3284-3299"},
	RowTwoPairHighSplit:    {"Two pairs, medium + high, high + high or aces + any: always split", "3284-3310"},
	RowThreePair:           {"Three pairs: highest pair in front", "3312"},
	RowTrips:               {"Three of a kind: in back, next two highest in front", "3314-3315"},
	RowTripsStraight:       {"Three of a kind with a straight or flush: pair in front", "3338"},
	RowTripAces:            {"Three aces: pair of aces in back, ace and one other card in front", "3317"},
	RowTripsTwice:          {"Three of a kind twice: highest pair in front", "3318"},
	RowFullHouseSplit:      {"Full house: split, pair in front", "3341-3342"},
	RowFullHouseDeucesKept: {"Full house with a pair of twos and an ace and a king: ace and king in front", "3341-3342"},
	RowTripsTwoPair:        {"Three of a kind and two pairs: highest pair in front", "3344-3351"},
	RowQuadsLow:            {"Four of a kind, 2s to 6s: kept together in back", "3353-3354"},
	RowQuadsMiddleKept:     {"Four of a kind, 7s to 10s, with a king or better to play in front: kept", "3356"},
	RowQuadsMiddleSplit:    {"Four of a kind, 7s to 10s: split", "3356"},
	RowQuadsHighKept:       {"Four of a kind, jacks to kings, with an ace to play in front: kept", "3358"},
	RowQuadsHighSplit:      {"Four of a kind, jacks to kings: split", "3358"},
	RowQuadAces:            {"Four aces: always split", "3360"},
	RowQuadsPair:           {"Four of a kind with a pair: pair in front", "3362-3364"},
	RowFiveAces:            {"Five aces: three in back, two in front", "3366-3370"},
	RowFiveAcesKings:       {"Five aces with a pair of kings: five aces in back, kings in front", "3366-3370"},
	RowBestSplit:           {"Wild jokers: the highest back that does not foul", "3258-3267"},
}

// Info describes the row.
func (r Row) Info() RowInfo {
	if r >= numRows {
		return RowInfo{}
	}
	return rowInfos[r]
}

// Rows lists every row of the House Way in the order they are listed
// above (for tallies).
func Rows() []Row {
	out := make([]Row, 0, numRows-1)
	for r := RowHighCard; r < numRows; r++ {
		out = append(out, r)
	}
	return out
}

// Set is seven cards split into the two-card front (Low) hand and the
// five-card back (High) hand.
type Set struct {
	Front [2]rules.Card
	Back  [5]rules.Card
}

// houseWay holds one seven-card hand while the House Way sets it.
type houseWay struct {
	// cards are the seven cards with each wild joker replaced by the card
	// it stands for; orig are the cards as dealt.
	cards, orig [7]rules.Card
	r           Ranking
	// resolved: cards may hold a card twice (a wild joker standing for a
	// card in the hand), so five cards are valued by their rank counts.
	resolved bool
	// eff is each card's rank for pairing: the bug is an ace.
	eff [7]rules.Rank
	// idx lists the cards of each rank, count the number.
	idx   [rules.Ace + 1][7]int8
	count [rules.Ace + 1]int8
}

// HouseWay sets seven cards by rule 13.21 and returns the set and the row
// it follows. Wild jokers are first given the cards that make the seven
// cards' best hand (houseWayWild).
func (r Ranking) HouseWay(cards [7]rules.Card) (Set, Row) {
	if r.Joker == Wild {
		for _, c := range cards {
			if c == rules.Joker {
				return r.houseWayWild(cards)
			}
		}
	}
	var h houseWay
	h.init(cards, r)
	p, row := h.set()
	return h.setOf(p), row
}

func (h *houseWay) init(cards [7]rules.Card, r Ranking) {
	h.cards, h.orig, h.r = cards, cards, r
	for i, c := range cards {
		rk := c.Rank()
		if c == rules.Joker {
			rk = rules.Ace
		}
		h.eff[i] = rk
		h.idx[rk][h.count[rk]] = int8(i)
		h.count[rk]++
	}
}

// pick names the two cards (by index) a set plays in front.
type pick struct{ a, b int8 }

func (h *houseWay) split(a, b int8) pick { return pick{a, b} }

// bestOf returns, of picks that each play in front the cards a row names,
// the one whose back ranks highest, the higher front breaking a tie. Where
// the bug is one of several aces a row splits (three aces, four aces,
// three aces twice), the row does not say which aces go in front, and
// behind, the bug may complete a straight or flush: the set must follow
// the cards, not the order the record lists them in, and the dealer plays
// the best five-card hand the row allows (line 3236).
func (h *houseWay) bestOf(ps []pick) pick {
	best := ps[0]
	bestBack, bestFront := h.eval5(h.back(best)), h.r.Eval2(h.front(best))
	for _, p := range ps[1:] {
		b, f := h.eval5(h.back(p)), h.r.Eval2(h.front(p))
		if b > bestBack || b == bestBack && f > bestFront {
			best, bestBack, bestFront = p, b, f
		}
	}
	return best
}

// pairsOf lists every pick of two of the cards of rank r.
func (h *houseWay) pairsOf(r rules.Rank) []pick {
	var ps []pick
	for a := int8(0); a < h.count[r]; a++ {
		for b := a + 1; b < h.count[r]; b++ {
			ps = append(ps, h.split(h.idx[r][a], h.idx[r][b]))
		}
	}
	return ps
}

// setOf is the set of the cards as dealt that plays p's cards in front.
func (h *houseWay) setOf(p pick) Set { return splitAt(h.orig, p.a, p.b) }

// back is the five cards p plays in back, wild jokers as the cards they
// stand for.
func (h *houseWay) back(p pick) [5]rules.Card { return splitAt(h.cards, p.a, p.b).Back }

func (h *houseWay) front(p pick) [2]rules.Card { return [2]rules.Card{h.cards[p.a], h.cards[p.b]} }

// splitAt returns the set of seven cards with the cards at a and b in
// front.
func splitAt(cards [7]rules.Card, a, b int8) Set {
	var s Set
	s.Front = [2]rules.Card{cards[a], cards[b]}
	n := 0
	for i, c := range cards {
		if int8(i) != a && int8(i) != b {
			s.Back[n] = c
			n++
		}
	}
	return s
}

// groups lists the ranks holding exactly n cards, highest first.
func (h *houseWay) groups(n int8) []rules.Rank {
	var out []rules.Rank
	for r := rules.Ace; r >= rules.Two; r-- {
		if h.count[r] == n {
			out = append(out, r)
		}
	}
	return out
}

// singles lists the cards whose rank appears once, highest first.
func (h *houseWay) singles() []int8 {
	var out []int8
	for r := rules.Ace; r >= rules.Two; r-- {
		if h.count[r] == 1 {
			out = append(out, h.idx[r][0])
		}
	}
	return out
}

// straightOrFlush reports whether five cards make a straight, flush or
// straight flush under the table's ranking, and their value.
func (h *houseWay) straightOrFlush(five [5]rules.Card) (Value, bool) {
	v := h.eval5(five)
	c := v.Category()
	return v, c == Straight || c == Flush || c == StraightFlush
}

func (h *houseWay) eval5(five [5]rules.Card) Value {
	if h.resolved {
		return countsValue(five, h.r.Wheel)
	}
	return h.r.Eval5(five)
}

// countsValue values five joker-free cards that may hold a card twice.
func countsValue(five [5]rules.Card, w WheelRule) Value {
	var h handCounts
	for _, c := range five {
		h.add(c)
	}
	return fromCounts(&h.count, h.mask, h.suited, w)
}

func (h *houseWay) set() (pick, Row) {
	quads, trips, pairs := h.groups(4), h.groups(3), h.groups(2)
	if r := h.fiveOfAKind(); r != 0 {
		return h.fiveAces(r)
	}
	switch {
	case len(quads) > 0:
		return h.fourOfAKind(quads[0])
	case len(trips) == 2:
		// Three of a kind twice: the highest pair in front (lines 3318,
		// 3344-3351), two cards of the higher three.
		return h.bestOf(h.pairsOf(trips[0])), RowTripsTwice
	case len(trips) == 1 && len(pairs) == 2:
		hi := pairs[0]
		return h.split(h.idx[hi][0], h.idx[hi][1]), RowTripsTwoPair
	case len(trips) == 1 && len(pairs) == 1:
		return h.fullHouse(trips[0], pairs[0])
	case len(pairs) == 3:
		hi := pairs[0]
		return h.split(h.idx[hi][0], h.idx[hi][1]), RowThreePair
	case len(pairs) == 2:
		return h.twoPair(pairs[0], pairs[1])
	case len(trips) == 1:
		return h.threeOfAKind(trips[0])
	case len(pairs) == 1:
		return h.onePair(pairs[0])
	}
	return h.noPair()
}

// fiveAces: "play three Aces in back and two Aces in front, unless hand
// includes a pair of Kings, when all five Aces played in back and pair of
// Kings in front" (lines 3366-3370).
// Five of a kind other than aces, which only wild jokers make, is set the
// same way (interpretation PG-W1).
func (h *houseWay) fiveAces(f rules.Rank) (pick, Row) {
	if f == rules.Ace && h.count[rules.King] == 2 {
		return h.split(h.idx[rules.King][0], h.idx[rules.King][1]), RowFiveAcesKings
	}
	return h.split(h.idx[f][0], h.idx[f][1]), RowFiveAces
}

// fiveOfAKind returns the rank held five times or more, or 0.
func (h *houseWay) fiveOfAKind() rules.Rank {
	for r := rules.Ace; r >= rules.Two; r-- {
		if h.count[r] >= 5 {
			return r
		}
	}
	return 0
}

// fourOfAKind follows lines 3353-3364. The three other cards hold a pair
// ("Four of a Kind with a pair: Play Pair in front", the one row that
// looks at them, taken first) or are three single cards.
func (h *houseWay) fourOfAKind(q rules.Rank) (pick, Row) {
	var others []int8 // the other three, highest first
	for r := rules.Ace; r >= rules.Two; r-- {
		if r == q {
			continue
		}
		for k := int8(0); k < h.count[r]; k++ {
			others = append(others, h.idx[r][k])
		}
	}
	if h.eff[others[0]] == h.eff[others[1]] {
		return h.split(others[0], others[1]), RowQuadsPair
	}
	if h.eff[others[1]] == h.eff[others[2]] {
		return h.split(others[1], others[2]), RowQuadsPair
	}
	keep := func(row Row) (pick, Row) { return h.split(others[0], others[1]), row }
	split := func(row Row) (pick, Row) { return h.bestOf(h.pairsOf(q)), row }
	top := h.eff[others[0]]
	switch {
	case q <= 6:
		return keep(RowQuadsLow)
	case q <= rules.Ten:
		if top >= rules.King {
			return keep(RowQuadsMiddleKept)
		}
		return split(RowQuadsMiddleSplit)
	case q <= rules.King:
		if top == rules.Ace {
			return keep(RowQuadsHighKept)
		}
		return split(RowQuadsHighSplit)
	}
	return split(RowQuadAces)
}

// fullHouse: "Always split unless includes a pair of two's and there is an
// Ace and a King to play in front" (lines 3341-3342).
func (h *houseWay) fullHouse(t, p rules.Rank) (pick, Row) {
	if p == rules.Two && h.count[rules.Ace] == 1 && h.count[rules.King] == 1 {
		return h.split(h.idx[rules.Ace][0], h.idx[rules.King][0]), RowFullHouseDeucesKept
	}
	return h.split(h.idx[p][0], h.idx[p][1]), RowFullHouseSplit
}

// pairGroup is the House Way's group of a pair below aces: "2s - 6s = Low
// Pair", "7s -10s = Medium Pair", "Js - Ks = High Pair" (lines 3284-3288).
func pairGroup(r rules.Rank) int {
	switch {
	case r <= 6:
		return 0
	case r <= rules.Ten:
		return 1
	case r <= rules.King:
		return 2
	}
	return 3
}

// twoPair follows lines 3279-3310; the straight and flush rows defer to it
// (line 3335). A split plays the higher pair in back and the lower in
// front; kept, both pairs go in back with the lowest single card and the
// two highest single cards go in front.
func (h *houseWay) twoPair(hi, lo rules.Rank) (pick, Row) {
	s := h.singles()
	split := func(row Row) (pick, Row) { return h.split(h.idx[lo][0], h.idx[lo][1]), row }
	keep := func(row Row) (pick, Row) { return h.split(s[0], s[1]), row }
	top := h.eff[s[0]]
	gh, gl := pairGroup(hi), pairGroup(lo)
	switch {
	case gh == 3, gh == 2 && gl >= 1:
		// Medium + High, High + High, Aces + any other pair.
		return split(RowTwoPairHighSplit)
	case gh == 2 && gl == 0, gh == 1 && gl == 1:
		// Low + High, Medium + Medium: kept with an ace.
		if top == rules.Ace {
			return keep(RowTwoPairMiddleKept)
		}
		return split(RowTwoPairMiddleSplit)
	}
	// Low + Low, Low + Medium: kept with a king or better.
	if top >= rules.King {
		return keep(RowTwoPairLowKept)
	}
	return split(RowTwoPairLowSplit)
}

// threeOfAKind follows lines 3314-3317, and "with Three of a Kind: Play
// Pair in front" (line 3338) when one of the three and the four single
// cards make a straight or flush: the best such back, a pair of the three
// in front.
func (h *houseWay) threeOfAKind(t rules.Rank) (pick, Row) {
	s := h.singles()
	var best pick
	var bestV Value
	for k := int8(0); k < 3; k++ {
		p := h.split(h.idx[t][(k+1)%3], h.idx[t][(k+2)%3])
		if v, ok := h.straightOrFlush(h.back(p)); ok && v > bestV {
			best, bestV = p, v
		}
	}
	if bestV != 0 {
		return best, RowTripsStraight
	}
	if t == rules.Ace {
		// "Pair of Aces | Ace + one other card": the highest other card
		// (interpretation PG-H3), and of the three aces the one that
		// leaves the best back.
		var ps []pick
		for k := int8(0); k < 3; k++ {
			ps = append(ps, h.split(h.idx[t][k], s[0]))
		}
		return h.bestOf(ps), RowTripAces
	}
	return h.split(s[0], s[1]), RowTrips
}

// onePair follows lines 3275-3277 and 3332-3333: the pair goes in front
// only when the five other cards make a straight or flush; otherwise it
// stays in back with the three lowest single cards.
func (h *houseWay) onePair(p rules.Rank) (pick, Row) {
	pair := h.split(h.idx[p][0], h.idx[p][1])
	if _, ok := h.straightOrFlush(h.back(pair)); ok {
		return pair, RowOnePairStraight
	}
	s := h.singles()
	return h.split(s[0], s[1]), RowOnePair
}

// noPair follows lines 3272-3273 and, when five of the cards make a
// straight or flush, lines 3324-3330: of all such backs, the one that
// leaves the highest two cards in front (a better back breaking a tie).
func (h *houseWay) noPair() (pick, Row) {
	var best pick
	var bestFront, bestBack Value
	for a := int8(0); a < 7; a++ {
		for b := a + 1; b < 7; b++ {
			p := h.split(a, b)
			v, ok := h.straightOrFlush(h.back(p))
			if !ok {
				continue
			}
			f := h.r.Eval2(h.front(p))
			if f > bestFront || f == bestFront && v > bestBack {
				best, bestFront, bestBack = p, f, v
			}
		}
	}
	if bestBack != 0 {
		return best, RowHighCardStraight
	}
	s := h.singles()
	return h.split(s[1], s[2]), RowHighCard
}
