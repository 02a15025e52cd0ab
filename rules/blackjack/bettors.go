package blackjack

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Bets. Each hand of a box carries its own wager line, hand_1, hand_2, …,
// numbered as the replay numbers the hands; a doubled hand carries the
// added stake as a line of its own, double_1, double_2, …, so that each
// line is settled by itself (a rule returning the doubled stakes, seed 002
// digest B1, returns exactly those lines). Insurance, even money and the
// side wagers are lines of their own too.
const (
	betInsurance = "insurance"
	betEvenMoney = "even_money"
)

// handBet and doubleBet name the lines of hand k (1-based).
func handBet(k int) string   { return "hand_" + strconv.Itoa(k) }
func doubleBet(k int) string { return "double_" + strconv.Itoa(k) }

// betNames lists a game's bets: the hands and doubles up to maxHands, then
// extra.
func betNames(maxHands int, extra ...string) []string {
	out := make([]string, 0, 2*maxHands+len(extra))
	for k := 1; k <= maxHands; k++ {
		out = append(out, handBet(k))
	}
	for k := 1; k <= maxHands; k++ {
		out = append(out, doubleBet(k))
	}
	return append(out, extra...)
}

// handsInOrder lists the hand lines up to maxHands, each followed by its
// double: the order a player-dealer settles a bettor's hands in.
func handsInOrder(maxHands int) []string {
	out := make([]string, 0, 2*maxHands)
	for k := 1; k <= maxHands; k++ {
		out = append(out, handBet(k), doubleBet(k))
	}
	return out
}

// betKind sorts a bet name.
type betKind uint8

const (
	kindHand betKind = iota
	kindDouble
	kindInsurance
	kindEvenMoney
	kindSide
)

// parseBet returns a bet's kind and, for a hand or a double, its hand
// number.
func parseBet(name string) (betKind, int) {
	if n, ok := strings.CutPrefix(name, "hand_"); ok {
		k, _ := strconv.Atoi(n)
		return kindHand, k
	}
	if n, ok := strings.CutPrefix(name, "double_"); ok {
		k, _ := strconv.Atoi(n)
		return kindDouble, k
	}
	switch name {
	case betInsurance:
		return kindInsurance, 0
	case betEvenMoney:
		return kindEvenMoney, 0
	}
	return kindSide, 0
}

// bettor is one bettor on a box: the controlling player (backline 0) or a
// player behind (backline 1, 2, …), with the index in the hand's wagers of
// each of its lines, or -1.
type bettor struct {
	seat, backline int
	box            *box
	hands          []int // by hand number - 1
	doubles        []int
	insurance      int
	evenMoney      int
	sides          map[string]int
}

// stake returns the bettor's initial stake, the amount of its first hand
// line (a player behind who moved his wager to a later split hand has it
// there), or of its even-money line.
func (b *bettor) stake(ws []rules.Wager) rules.Money {
	for _, i := range b.hands {
		if i >= 0 {
			return ws[i].Amount
		}
	}
	if b.evenMoney >= 0 {
		return ws[b.evenMoney].Amount
	}
	return 0
}

// main reports whether the bettor holds a wager on the box's hand.
func (b *bettor) main() bool {
	return b.evenMoney >= 0 || slices.ContainsFunc(b.hands, func(i int) bool { return i >= 0 })
}

// table is a decoded hand's boxes and bettors.
type table struct {
	boxes   []*box
	wagers  []rules.Wager
	bettors []*bettor
	// bettorOf is each wager's bettor.
	bettorOf []*bettor
}

// wagerRules is what a game allows of its wagers.
type wagerRules struct {
	maxHands int
	// list and pos name the record's boxes (seats) for messages.
	list, pos string
	// splitRule and doubleRule cite the rules that put up the wagers of a
	// split hand and a double, for refusals.
	splitRule, doubleRule rules.Cite
}

// placeWagers files every wager under its box and bettor and checks the
// lines each bettor holds against the box's hands: a wager on a box the
// record does not list, a hand line for a hand the box does not have, a
// double on a hand not doubled, a controlling player without a line on
// each of his hands, a side wager without a wager on the hand.
func placeWagers(boxes []*box, wagers []rules.Wager, wr wagerRules, errs *rules.InputError) *table {
	t := &table{boxes: boxes, wagers: wagers, bettorOf: make([]*bettor, len(wagers))}
	byPos := map[int]*box{}
	for _, b := range boxes {
		byPos[b.pos] = b
	}
	type key struct{ seat, backline int }
	index := map[key]*bettor{}
	for i, w := range wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		b := byPos[w.Seat]
		if b == nil {
			errs.Add(f+".seat", "seat %d holds a wager but is not among the record's %s; list its cards and decisions", w.Seat, wr.list)
			continue
		}
		k := key{w.Seat, w.Backline}
		bt := index[k]
		if bt == nil {
			bt = &bettor{seat: w.Seat, backline: w.Backline, box: b, insurance: -1, evenMoney: -1, sides: map[string]int{},
				hands: slices.Repeat([]int{-1}, wr.maxHands), doubles: slices.Repeat([]int{-1}, wr.maxHands)}
			index[k] = bt
			t.bettors = append(t.bettors, bt)
		}
		t.bettorOf[i] = bt
		kind, n := parseBet(w.Bet)
		switch kind {
		case kindHand, kindDouble:
			if n > len(b.hands) {
				errs.Add(f+".bet", "%s: the box's decisions form %d hand(s) (%s)", w.Bet, len(b.hands), handsList(b))
				continue
			}
			if kind == kindHand {
				bt.hands[n-1] = i
				continue
			}
			if !b.hands[n-1].doubled {
				errs.Add(f+".bet", "%s: hand %d was not doubled by the box's decisions (%s)", w.Bet, n, handsList(b))
				continue
			}
			bt.doubles[n-1] = i
		case kindInsurance:
			bt.insurance = i
		case kindEvenMoney:
			bt.evenMoney = i
		default:
			bt.sides[w.Bet] = i
		}
	}
	if len(errs.Errors) > 0 {
		return t
	}
	for _, b := range boxes {
		if index[key{b.pos, 0}] == nil {
			errs.Add(b.field, "%s %d is dealt cards but holds no wager of its controlling player (backline 0); the decisions on a hand are the seated player's, who has placed a wager on it", wr.pos, b.pos)
		}
	}
	for _, bt := range t.bettors {
		bt.check(t, wr, errs)
	}
	return t
}

// check checks the lines one bettor holds.
func (bt *bettor) check(t *table, wr wagerRules, errs *rules.InputError) {
	b := bt.box
	who := bettorName(bt.seat, bt.backline)
	first := wagerField(firstIndex(bt))
	if bt.evenMoney >= 0 {
		f := fmt.Sprintf("wagers[%d]", bt.evenMoney)
		switch {
		case len(b.hands) > 1 || bt.hands[0] >= 0:
			errs.Add(f+".bet", "%s takes even money on its blackjack; its stake is settled there, not as %s", who, handBet(1))
		case bt.insurance >= 0:
			errs.Add(f+".bet", "%s takes even money instead of insuring its blackjack; it cannot do both", who)
		}
	}
	if !bt.main() {
		errs.Add(first+".bet", "%s holds no wager on the box's hands (%s); insurance and side wagers go with one", who, strings.Join(t.betsOf(bt), ", "))
		return
	}
	if bt.backline == 0 {
		for k, h := range b.hands {
			if bt.hands[k] < 0 && !(k == 0 && bt.evenMoney >= 0) {
				errs.Add(first, "%s controls the box and holds no %s line: hand %d (%s) is its hand; a split puts up a wager on the new hand (seed %s line %s)",
					who, handBet(k+1), k+1, cardList(h.cards), seedOf(wr.splitRule), wr.splitRule.Lines)
			}
			if h.doubled && bt.doubles[k] < 0 {
				errs.Add(first, "%s doubled hand %d (%s) and holds no %s line for the added stake (seed %s line %s)",
					who, k+1, cardList(h.cards), doubleBet(k+1), seedOf(wr.doubleRule), wr.doubleRule.Lines)
			}
		}
	}
	for k, i := range bt.doubles {
		if i >= 0 && bt.hands[k] < 0 {
			errs.Add(fmt.Sprintf("wagers[%d].bet", i), "%s doubles hand %d but holds no %s line to double", who, k+1, handBet(k+1))
		}
	}
}

// bettorName names a bettor in messages: "seat 3", "seat 3 backline 1".
func bettorName(seat, backline int) string {
	if backline > 0 {
		return "seat " + strconv.Itoa(seat) + " backline " + strconv.Itoa(backline)
	}
	return "seat " + strconv.Itoa(seat)
}

// wagerField is the record path of wager i.
func wagerField(i int) string { return "wagers[" + strconv.Itoa(i) + "]" }

func firstIndex(bt *bettor) int {
	best := -1
	for _, i := range append(append(append([]int{bt.insurance, bt.evenMoney}, bt.hands...), bt.doubles...), mapValues(bt.sides)...) {
		if i >= 0 && (best < 0 || i < best) {
			best = i
		}
	}
	return best
}

func mapValues(m map[string]int) []int {
	out := make([]int, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// betsOf lists the bets a bettor holds, for messages.
func (t *table) betsOf(bt *bettor) []string {
	var out []string
	for i, b := range t.bettorOf {
		if b == bt {
			out = append(out, t.wagers[i].Bet)
		}
	}
	return out
}

// handsList describes a box's hands for messages.
func handsList(b *box) string {
	parts := make([]string, len(b.hands))
	for i, h := range b.hands {
		parts[i] = fmt.Sprintf("hand %d %s", i+1, cardList(h.cards))
		if h.doubled {
			parts[i] += " doubled"
		}
	}
	return strings.Join(parts, ", ")
}
