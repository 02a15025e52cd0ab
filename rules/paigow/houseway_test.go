package paigow

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
)

// The House Way of rule 13.21 (seed 002 lines 3268-3370), row by row: for
// each row a hand that holds just what the row names, and the set the
// row's words give. The first case is the book's own example (lines
// 3239-3243).
func TestHouseWayRows(t *testing.T) {
	cases := []struct {
		name, hand, front, back string
		row                     Row
	}{
		{"lines 3239-3243: one pair must be in the five-card hand", "KS KH 2D 4C 6S 8H TD", "TD 8H", "KS KH 6S 4C 2D", RowOnePair},
		{"3272: no pair, highest card in back, 2nd and 3rd in front", "AS QH 9D 7C 5S 3H 2D", "QH 9D", "AS 7C 5S 3H 2D", RowHighCard},
		{"3272, 3205: the bug without an ace is the highest card", "JK QH 9D 7C 5S 3H 2D", "QH 9D", "JK 7C 5S 3H 2D", RowHighCard},
		{"3324: a straight in back, the highest two cards in front", "9S 8H 7D 6C 5S KH 2D", "KH 2D", "9S 8H 7D 6C 5S", RowHighCardStraight},
		{"3328: a six-card straight: the lower one in back", "TS 9H 8D 7C 6S 5H 2D", "TS 2D", "9H 8D 7C 6S 5H", RowHighCardStraight},
		{"3324: flush or straight, whichever leaves the higher front", "9H 8S 7H 6D 5H 3H 2H", "8S 6D", "9H 7H 5H 3H 2H", RowHighCardStraight},
		{"3324, 3204: the bug completes a straight", "JK 8H 7D 6C 4S KH 2D", "KH 2D", "JK 8H 7D 6C 4S", RowHighCardStraight},
		{"3332: pair in front when the other five make a straight", "5S 5H 9D 8C 7S 6H TD", "5S 5H", "TD 9D 8C 7S 6H", RowOnePairStraight},
		{"3332: no straight without a card of the pair: the pair stays in back", "9S 9H 8D 7C 6S 5H KD", "KD 8D", "9S 9H 7C 6S 5H", RowOnePair},
		{"3205, 3332: ace and bug are a pair of aces", "AS JK 8D 7C 6S 5H 2D", "8D 7C", "AS JK 6S 5H 2D", RowOnePair},
		{"3290: low + low, split", "6S 6H 3D 3C QS 9H 8D", "3D 3C", "6S 6H QS 9H 8D", RowTwoPairLowSplit},
		{"3290: low + low with a king: both pairs in back", "6S 6H 3D 3C KS 9H 8D", "KS 9H", "6S 6H 3D 3C 8D", RowTwoPairLowKept},
		{"3290, 3205: low + medium with the bug for an ace", "TS TH 3D 3C JK 9H 5D", "JK 9H", "TS TH 3D 3C 5D", RowTwoPairLowKept},
		{"3294: low + high with a king only: split", "QS QH 3D 3C KS 9H 8D", "3D 3C", "QS QH KS 9H 8D", RowTwoPairMiddleSplit},
		{"3294: medium + medium with an ace: both pairs in back", "9S 9H 7D 7C AS 5H 2D", "AS 5H", "9S 9H 7D 7C 2D", RowTwoPairMiddleKept},
		{"3301: medium + high: always split", "QS QH 7D 7C AS KH 2D", "7D 7C", "QS QH AS KH 2D", RowTwoPairHighSplit},
		{"3308: aces + any other pair: always split", "AS AH 2D 2C KS QH JD", "2D 2C", "AS AH KS QH JD", RowTwoPairHighSplit},
		{"3335: two pair (medium + medium) with a straight: the two pair rules", "8S 8H 7D 7C 6S 5H 4D", "7D 7C", "8S 8H 6S 5H 4D", RowTwoPairMiddleSplit},
		{"3312: three pairs: highest pair in front", "KS KH 9D 9C 4S 4H 2D", "KS KH", "9D 9C 4S 4H 2D", RowThreePair},
		{"3314: three of a kind in back, next two highest in front", "8S 8H 8D KC 9S 4H 2D", "KC 9S", "8S 8H 8D 4H 2D", RowTrips},
		{"3338: three of a kind with a straight: pair in front", "8S 8H 8D 9C TS 7H 6D", "8H 8D", "8S 9C TS 7H 6D", RowTripsStraight},
		{"3317: three aces: pair of aces in back, ace and the highest other in front", "AS AH AD KC 9S 4H 2D", "AD KC", "AS AH 9S 4H 2D", RowTripAces},
		{"3317, 3205: three aces with the bug", "AS AH JK KC 9S 4H 2D", "JK KC", "AS AH 9S 4H 2D", RowTripAces},
		{"3318: three of a kind twice: highest pair in front", "KS KH KD 5C 5S 5H 2D", "KS KH", "KD 5C 5S 5H 2D", RowTripsTwice},
		{"3344: three of a kind and two pairs: highest pair in front", "8S 8H 8D KC KS 4H 4D", "KC KS", "8S 8H 8D 4H 4D", RowTripsTwoPair},
		{"3341: full house: always split", "8S 8H 8D KC KS 4H 2D", "KC KS", "8S 8H 8D 4H 2D", RowFullHouseSplit},
		{"3339: full house with a flush: the full house rules", "8S 8H 8D KC KS 4S 2S", "KC KS", "8S 8H 8D 4S 2S", RowFullHouseSplit},
		{"3341: full house with a pair of twos, an ace and a king to play in front", "8S 8H 8D 2C 2S AH KD", "AH KD", "8S 8H 8D 2C 2S", RowFullHouseDeucesKept},
		{"3353: four of a kind, 2s to 6s: kept together", "5S 5H 5D 5C KS QH 2D", "KS QH", "5S 5H 5D 5C 2D", RowQuadsLow},
		{"3356: four 9s with a king to play in front: kept", "9S 9H 9D 9C KS 7H 2D", "KS 7H", "9S 9H 9D 9C 2D", RowQuadsMiddleKept},
		{"3356: four 9s without a king or better: split", "9S 9H 9D 9C QS 7H 2D", "9S 9H", "9D 9C QS 7H 2D", RowQuadsMiddleSplit},
		{"3358: four jacks with an ace to play in front: kept", "JS JH JD JC AS 7H 2D", "AS 7H", "JS JH JD JC 2D", RowQuadsHighKept},
		{"3358: four jacks with a king only: split", "JS JH JD JC KS 7H 2D", "JS JH", "JD JC KS 7H 2D", RowQuadsHighSplit},
		{"3360: four aces: always split", "AS AH AD AC KS 7H 2D", "AS AH", "AD AC KS 7H 2D", RowQuadAces},
		{"3360, 3205: four aces with the bug", "AS AH AD JK KS 7H 2D", "AS AH", "AD JK KS 7H 2D", RowQuadAces},
		{"3362: four of a kind with a pair: pair in front", "5S 5H 5D 5C KS KH 2D", "KS KH", "5S 5H 5D 5C 2D", RowQuadsPair},
		{"3366: five aces: three in back, two in front", "AS AH AD AC JK 7H 2D", "AS AH", "AD AC JK 7H 2D", RowFiveAces},
		{"3366: five aces with a pair of kings: kings in front", "AS AH AD AC JK KH KD", "KH KD", "AS AH AD AC JK", RowFiveAcesKings},
	}
	for _, c := range cases {
		set, row := ukRanking.HouseWay(cards7(t, c.hand))
		wantF := ukRanking.Eval2([2]rules.Card(rules.MustCards(c.front)))
		wantB := ukRanking.Eval5(cards5(t, c.back))
		gotF, gotB := ukRanking.Eval2(set.Front), ukRanking.Eval5(set.Back)
		if row != c.row || gotF != wantF || gotB != wantB {
			t.Errorf("%s: %s set %v / %v (%v / %v, row %q), want %s / %s (%v / %v, row %q)",
				c.name, c.hand, set.Front, set.Back, gotF, gotB, row.Info().Name, c.front, c.back, wantF, wantB, c.row.Info().Name)
		}
		if s := ukRanking.Eval2(set.Front); s > ukRanking.Eval5(set.Back) {
			t.Errorf("%s: the House Way fouls", c.name)
		}
	}
}

// The House Way never fouls and plays every card once.
func TestHouseWayNeverFouls(t *testing.T) {
	deck := append(rules.Deck52(), rules.Joker)
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 200_000; i++ {
		var seven [7]rules.Card
		for j, p := range rng.Perm(len(deck))[:7] {
			seven[j] = deck[p]
		}
		set, row := ukRanking.HouseWay(seven)
		if row == RowNone || row == RowBestSplit {
			t.Fatalf("%v: row %d", seven, row)
		}
		if ukRanking.Eval2(set.Front) > ukRanking.Eval5(set.Back) {
			t.Fatalf("%v: house way %v / %v fouls (row %s)", seven, set.Front, set.Back, row.Info().Name)
		}
		if !sameCards(seven[:], append(set.Front[:], set.Back[:]...)) {
			t.Fatalf("%v: set %v / %v", seven, set.Front, set.Back)
		}
	}
}

// The House Way sets a hand the same whatever order its cards are listed
// in: the record lists them as the dealer set them, and the set the rules
// give must not depend on it. Where the bug is one of the aces the row
// names (three aces, four aces, three aces twice), the House Way's set
// plays it where the hands come out best, the back first (line 3236: the
// best five-card hand as the High hand).
func TestHouseWayIgnoresCardOrder(t *testing.T) {
	for _, hand := range []string{
		"4D 2D 3D AD AS JK 8H", // three aces, the bug a five of a straight flush behind
		"5D 3S 2S AC JK AD JC", // three aces, the bug a four of a straight behind
		"AS KS QS JS JK AH AD", // four aces, the bug a ten of a royal flush behind
		"AS AH JK 7C 7D 7H 2S", // three aces and three sevens
	} {
		cs := cards7(t, hand)
		first, _ := ukRanking.HouseWay(cs)
		for k := 0; k < 7; k++ {
			cs[0], cs[k] = cs[k], cs[0]
			s, _ := ukRanking.HouseWay(cs)
			if ukRanking.Eval2(s.Front) != ukRanking.Eval2(first.Front) || ukRanking.Eval5(s.Back) != ukRanking.Eval5(first.Back) {
				t.Errorf("%s: listed as %v the House Way sets %v / %v, listed as %s %v / %v", hand, cs, s.Front, s.Back, hand, first.Front, first.Back)
				break
			}
		}
	}
	// The best back the row allows: the straight flush 5-4-3-2-A of
	// diamonds behind, an ace and the eight in front.
	s, row := ukRanking.HouseWay(cards7(t, "JK AS AD 2D 3D 4D 8H"))
	if got := ukRanking.Eval5(s.Back).Category(); row != RowTripAces || got != StraightFlush {
		t.Errorf("three aces with the bug completing a straight flush: %v / %v (%v), row %s", s.Front, s.Back, got, row.Info().Name)
	}
	deck := append(rules.Deck52(), rules.Joker)
	rng := rand.New(rand.NewPCG(11, 12))
	for i := 0; i < 20_000; i++ {
		var seven [7]rules.Card
		for j, p := range rng.Perm(len(deck))[:7] {
			seven[j] = deck[p]
		}
		a, _ := ukRanking.HouseWay(seven)
		rng.Shuffle(7, func(x, y int) { seven[x], seven[y] = seven[y], seven[x] })
		b, _ := ukRanking.HouseWay(seven)
		if ukRanking.Eval2(a.Front) != ukRanking.Eval2(b.Front) || ukRanking.Eval5(a.Back) != ukRanking.Eval5(b.Back) {
			t.Fatalf("%v: %v / %v in one order, %v / %v in another", seven, a.Front, a.Back, b.Front, b.Back)
		}
	}
}

// With wild jokers, too, the set follows the cards, not the order they are
// listed in: where several five-card hands tie for the best, or a joker
// could sit in front or trade places with a card of its rank behind, the
// House Way plays the set whose hands rank highest.
func TestHouseWayWildIgnoresCardOrder(t *testing.T) {
	for _, rk := range []Ranking{wildRanking, {Joker: Wild, Wheel: WheelLowest}} {
		deck := append(rules.Deck52(), rules.Joker, rules.Joker, rules.Joker)
		rng := rand.New(rand.NewPCG(3, 4))
		for i := 0; i < 30_000; i++ {
			var seven [7]rules.Card
			for j, p := range rng.Perm(len(deck))[:7] {
				seven[j] = deck[p]
			}
			a, _ := rk.HouseWay(seven)
			listed := seven
			rng.Shuffle(7, func(x, y int) { seven[x], seven[y] = seven[y], seven[x] })
			b, _ := rk.HouseWay(seven)
			if rk.Eval2(a.Front) != rk.Eval2(b.Front) || rk.Eval5(a.Back) != rk.Eval5(b.Back) {
				t.Fatalf("listed as %v: %v / %v (%v / %v); as %v: %v / %v (%v / %v)", listed, a.Front, a.Back,
					rk.Eval2(a.Front), rk.Eval5(a.Back), seven, b.Front, b.Back, rk.Eval2(b.Front), rk.Eval5(b.Back))
			}
		}
	}
	// A pair of fives, a joker and 7-8 of diamonds: the joker and 5-7-8 of
	// diamonds with the other joker make a straight flush behind, the fives
	// in front, however the cards are listed.
	for _, hand := range []string{"JK 5C 5D 7D JK 8D 5S", "5D 7D JK 8D 5S 5C JK"} {
		s, _ := wildRanking.HouseWay(cards7(t, hand))
		if got := wildRanking.Eval5(s.Back).Category(); got != StraightFlush {
			t.Errorf("%s: %v / %v, a %v behind", hand, s.Front, s.Back, got)
		}
	}
}

// With wild jokers the set never fouls either.
func TestHouseWayWildNeverFouls(t *testing.T) {
	deck := append(rules.Deck52(), rules.Joker, rules.Joker, rules.Joker)
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 50_000; i++ {
		var seven [7]rules.Card
		for j, p := range rng.Perm(len(deck))[:7] {
			seven[j] = deck[p]
		}
		set, _ := wildRanking.HouseWay(seven)
		if wildRanking.Eval2(set.Front) > wildRanking.Eval5(set.Back) {
			t.Fatalf("%v: wild house way %v / %v fouls", seven, set.Front, set.Back)
		}
		if !sameCards(seven[:], append(set.Front[:], set.Back[:]...)) {
			t.Fatalf("%v: set %v / %v", seven, set.Front, set.Back)
		}
	}
	// A pair of kings and a wild joker are three kings.
	set, row := wildRanking.HouseWay(cards7(t, "KS KH JK 9D 7C 4S 2H"))
	if row != RowTrips || wildRanking.Eval5(set.Back).String() != "Three of a kind, kings" {
		t.Errorf("K K joker: %v / %v, row %s", set.Front, set.Back, row.Info().Name)
	}
}

func sameCards(a, b []rules.Card) bool {
	if len(a) != len(b) {
		return false
	}
	n := map[rules.Card]int{}
	for _, c := range a {
		n[c]++
	}
	for _, c := range b {
		n[c]--
	}
	for _, v := range n {
		if v != 0 {
			return false
		}
	}
	return true
}
