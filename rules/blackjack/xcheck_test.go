package blackjack_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/blackjack"
	"github.com/tablegames/casino/rules/internal/xref"
)

// The cross-checks play random boxes by a reading of the rule books written
// apart from the package, settle them by that reading and require the
// engine to verify each round with no finding, and to find a settlement
// changed by a cent.

// hand is one hand of a box as the reference plays it.
type hand struct {
	cards       []rules.Card
	split       bool // formed by a split
	doubled     bool
	surrendered bool
	stood       bool
}

// box is a box's play: its hands, and the flat cards and words a record
// lists.
type box struct {
	hands     []*hand
	cards     []rules.Card
	decisions []string
}

// game is what the replay needs of a game's rules.
type game struct {
	// words lists the words the player may say on hand i of the box; none
	// when the hand takes no decision.
	words func(b *box, i int) []string
	// choose picks one of them.
	choose func(r *rand.Rand, b *box, i int, words []string) string
	atOnce bool
}

// play plays a box dealt from d: the first two cards, then each hand in
// turn, a split hand taking its second card on its turn (or at once).
func (g game) play(r *rand.Rand, d *xref.Deal, first []rules.Card) *box {
	b := &box{}
	take := func() rules.Card {
		c := d.Take(1)[0]
		b.cards = append(b.cards, c)
		return c
	}
	if first == nil {
		first = d.Take(2)
	}
	b.cards = append(b.cards, first...)
	b.hands = []*hand{{cards: slices.Clone(first)}}
	for i := 0; i < len(b.hands); i++ {
		h := b.hands[i]
		if len(h.cards) == 1 {
			h.cards = append(h.cards, take())
		}
		for {
			ws := g.words(b, i)
			if len(ws) == 0 {
				break
			}
			w := g.choose(r, b, i, ws)
			b.decisions = append(b.decisions, w)
			done := false
			switch w {
			case "hit":
				h.cards = append(h.cards, take())
			case "stand":
				h.stood, done = true, true
			case "double":
				h.doubled = true
				h.cards = append(h.cards, take())
				done = true
			case "surrender":
				h.surrendered, done = true, true
			case "split":
				n := &hand{cards: []rules.Card{h.cards[1]}, split: true}
				h.cards, h.split = h.cards[:1], true
				b.hands = slices.Insert(b.hands, i+1, n)
				h.cards = append(h.cards, take())
				if g.atOnce {
					n.cards = append(n.cards, take())
				}
			}
			if done {
				break
			}
		}
	}
	return b
}

// ---- Blackjack, Great Britain (seed 002 lines 491-861) ----

// ukScore is a hand's score by rule 4.8: the first ace counts 11 unless
// that passes 21, any other ace 1; soft when an ace counts 11.
func ukScore(cs []rules.Card) (int, bool) {
	total, ace := 0, false
	for _, c := range cs {
		switch r := c.Rank(); {
		case r == rules.Ace:
			total++
			ace = true
		case r >= rules.Ten:
			total += 10
		default:
			total += int(r)
		}
	}
	if ace && total+10 <= 21 {
		return total + 10, true
	}
	return total, false
}

func tenValue(c rules.Card) bool { return c.Rank() >= rules.Ten && c.Rank() <= rules.King }

// value is a card's blackjack value, the ace 1.
func value(c rules.Card) int {
	switch r := c.Rank(); {
	case r == rules.Ace:
		return 1
	case r >= rules.Ten:
		return 10
	default:
		return int(r)
	}
}

type ukRules struct {
	hitsSoft17, doubleAny, splitAny, sameRank, resplitAces bool
}

// natural: a 21 of the box's first two cards, never of a split hand
// (lines 550-552, 670-672).
func natural(h *hand) bool {
	t, _ := ukScore(h.cards)
	return !h.split && len(h.cards) == 2 && t == 21
}

func (u ukRules) pair(h *hand) bool {
	a, b := h.cards[0], h.cards[1]
	if u.sameRank {
		return a.Rank() == b.Rank()
	}
	return value(a) == value(b)
}

func (u ukRules) words(b *box, i int) []string {
	h := b.hands[i]
	t, _ := ukScore(h.cards)
	if h.doubled || h.stood || t >= 21 {
		return nil
	}
	splitAce := h.split && h.cards[0].Rank() == rules.Ace
	canSplit := len(h.cards) == 2 && u.pair(h) && len(b.hands) < 8
	if canSplit && !u.splitAny {
		// Option a): no split of 4s, 5s or 10s (line 659).
		v := value(h.cards[0])
		canSplit = v != 4 && v != 5 && v != 10
	}
	if splitAce {
		// One card each (lines 666-668); another ace may be split again
		// only where the table allows it.
		if len(h.cards) == 2 && u.resplitAces && h.cards[1].Rank() == rules.Ace && canSplit {
			return []string{"split", "stand"}
		}
		return nil
	}
	ws := []string{"hit", "stand"}
	if len(h.cards) == 2 && (u.doubleAny || t == 9 || t == 10 || t == 11) {
		ws = append(ws, "double")
	}
	if canSplit {
		ws = append(ws, "split")
	}
	return ws
}

// chooseWord plays roughly as players do, every legal word now and then.
func chooseWord(r *rand.Rand, total int, goal int, ws []string) string {
	if slices.Contains(ws, "split") && r.IntN(2) == 0 {
		return "split"
	}
	if slices.Contains(ws, "double") && r.IntN(3) == 0 {
		return "double"
	}
	if slices.Contains(ws, "surrender") && r.IntN(8) == 0 {
		return "surrender"
	}
	if !slices.Contains(ws, "hit") {
		return ws[r.IntN(len(ws))]
	}
	if total <= goal-9 || r.IntN(goal+1) > total {
		return "hit"
	}
	return "stand"
}

// ukDealer draws the dealer's hand after its first card: to 17, standing on
// a soft 17 (option a) or hitting it (option b, lines 564-579).
func ukDealer(d *xref.Deal, first rules.Card, hitsSoft17 bool) []rules.Card {
	cs := []rules.Card{first}
	for {
		t, soft := ukScore(cs)
		if len(cs) >= 2 && (t > 17 || (t == 17 && !(soft && hitsSoft17))) {
			return cs
		}
		cs = append(cs, d.Take(1)[0])
	}
}

// ukBettor is one bettor on a box: the controlling player holds every hand
// and double; a player behind a set of hands and doubles.
type ukBettor struct {
	backline int
	stake    rules.Money
	hands    []bool
	doubles  []bool
}

func TestCrossCheckUK(t *testing.T) {
	c := &xref.Checker{T: t, Game: blackjack.UK()}
	r := rand.New(rand.NewPCG(xref.Seed(), 71))
	for n := range xref.Rounds(2000) {
		u := ukRules{hitsSoft17: r.IntN(2) == 0, doubleAny: r.IntN(2) == 0, splitAny: r.IntN(2) == 0,
			sameRank: r.IntN(2) == 0, resplitAces: r.IntN(2) == 0}
		decks := []int{6, 4, 1, 2, 8}[r.IntN(5)]
		sides := decks == 4 || decks == 6
		takesAll := r.IntN(2) == 0
		atOnce := r.IntN(2) == 0
		toPlayer := r.IntN(2) == 0
		rm := []string{"1", "2", "minimum"}[r.IntN(3)]
		pp := []string{"2", "1", "minimum"}[r.IntN(3)]
		rate := 9 + int64(r.IntN(3))
		settings := map[string]string{
			"decks":                 strconv.Itoa(decks),
			"dealer_soft_17":        map[bool]string{false: "stands", true: "hits"}[u.hitsSoft17],
			"double_on":             map[bool]string{false: "9_10_11", true: "any"}[u.doubleAny],
			"split_pairs":           map[bool]string{false: "not_4_5_10", true: "any"}[u.splitAny],
			"pairs":                 map[bool]string{false: "equal_value", true: "same_rank"}[u.sameRank],
			"resplit_aces":          map[bool]string{false: "no", true: "yes"}[u.resplitAces],
			"dealer_blackjack":      map[bool]string{true: "takes_all", false: "original_only"}[takesAll],
			"split_cards":           map[bool]string{false: "in_turn", true: "at_once"}[atOnce],
			"payout_fraction":       map[bool]string{false: "drop", true: "to_player"}[toPlayer],
			"twenty_one_plus_three": strconv.FormatInt(rate, 10),
			"royal_match":           rm,
			"perfect_pairs":         pp,
		}
		g := game{words: u.words, atOnce: atOnce,
			choose: func(r *rand.Rand, b *box, i int, ws []string) string {
				t, _ := ukScore(b.hands[i].cards)
				return chooseWord(r, t, 21, ws)
			}}
		d := &xref.Deal{Cards: xref.Shuffled(r, decks, 0)}
		// The initial deal: two cards a box, one to the dealer (lines
		// 533-539); pairs, aces and blackjacks forced now and then.
		dealerFirst := d.Take(1)[0]
		if r.IntN(4) == 0 {
			if ace := rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))); d.Remove(ace) {
				d.Cards = append(d.Cards, dealerFirst)
				dealerFirst = ace
			}
		}
		type played struct {
			pos   int
			b     *box
			first []rules.Card
		}
		var boxes []played
		for pos := 1; pos <= 7; pos++ {
			if r.IntN(4) == 0 {
				continue
			}
			var first []rules.Card
			switch r.IntN(6) {
			case 0: // a pair
				x := d.Cards[0]
				y := rules.NewCard(x.Rank(), rules.Suit(r.IntN(4)))
				if x.Rank() == rules.Ten || r.IntN(4) == 0 {
					y = rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4)))
					if x.Rank() < rules.Ten {
						y = rules.NewCard(x.Rank(), rules.Suit(r.IntN(4)))
					}
				}
				if d.Remove(x, y) {
					first = []rules.Card{x, y}
				}
			case 1: // a blackjack
				x, y := rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))), rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4)))
				if d.Remove(x, y) {
					first = []rules.Card{x, y}
					if r.IntN(2) == 0 {
						first[0], first[1] = y, x
					}
				}
			}
			if first == nil {
				first = d.Take(2)
			}
			boxes = append(boxes, played{pos: pos, first: first})
		}
		if len(boxes) == 0 {
			continue
		}
		for i := range boxes {
			boxes[i].b = g.play(r, d, boxes[i].first)
		}
		dealer := ukDealer(d, dealerFirst, u.hitsSoft17)
		dt, _ := ukScore(dealer)
		dealerBJ := len(dealer) == 2 && dt == 21
		var bets []xref.Bet
		var seats []map[string]any
		for _, p := range boxes {
			b := p.b
			seats = append(seats, map[string]any{"box": p.pos, "cards": xref.Strs(b.cards), "decisions": b.decisions})
			// The bettors: the controlling player on every hand and double,
			// up to two players behind on some of them.
			bettors := []ukBettor{{stake: xref.Amount(r), hands: slices.Repeat([]bool{true}, len(b.hands))}}
			bettors[0].doubles = make([]bool, len(b.hands))
			for k, h := range b.hands {
				bettors[0].doubles[k] = h.doubled
			}
			for bl := 1; bl <= 2 && r.IntN(3) == 0; bl++ {
				bt := ukBettor{backline: bl, stake: xref.Amount(r), hands: make([]bool, len(b.hands)), doubles: make([]bool, len(b.hands))}
				for !slices.Contains(bt.hands, true) {
					for k := range b.hands {
						bt.hands[k] = r.IntN(2) == 0
					}
				}
				for k, h := range b.hands {
					bt.doubles[k] = bt.hands[k] && h.doubled && r.IntN(2) == 0
				}
				bettors = append(bettors, bt)
			}
			bj := natural(b.hands[0])
			for _, bt := range bettors {
				evenMoney := false
				if bj && dealerFirst.Rank() == rules.Ace && len(b.hands) == 1 && bt.hands[0] {
					switch r.IntN(3) {
					case 0:
						// Even money, paid at once (lines 614-617).
						evenMoney = true
						bets = append(bets, xref.Bet{Seat: p.pos, Backline: bt.backline, Bet: "even_money", Amount: bt.stake,
							Result: rules.Win, Payout: bt.stake})
					case 1:
						// Insurance, at most half the stake, 2 to 1 on a
						// ten-value second card (lines 606-612, 619-621).
						amt := rules.Money(1 + r.IntN(int(bt.stake/2)))
						ins := xref.Bet{Seat: p.pos, Backline: bt.backline, Bet: "insurance", Amount: amt, Result: rules.Lose}
						if tenValue(dealer[1]) {
							ins.Result, ins.Payout = rules.Win, 2*amt
						}
						bets = append(bets, ins)
					}
				}
				firstLine := true
				for k, h := range b.hands {
					if !bt.hands[k] || evenMoney {
						continue
					}
					res, win, per := ukSettle(h, dealer, dealerBJ)
					if dealerBJ && !takesAll && !natural(h) && !firstLine {
						res = rules.Push // original bets only: the rest returned
					}
					line := xref.Bet{Seat: p.pos, Backline: bt.backline, Bet: "hand_" + strconv.Itoa(k+1), Amount: bt.stake, Result: res}
					if res == rules.Win {
						line.Payout = pay(bt.stake, win, per, toPlayer)
					}
					bets = append(bets, line)
					if bt.doubles[k] {
						dres := res
						if dealerBJ && !takesAll {
							dres = rules.Push
						}
						dl := xref.Bet{Seat: p.pos, Backline: bt.backline, Bet: "double_" + strconv.Itoa(k+1), Amount: bt.stake, Result: dres}
						if dres == rules.Win {
							dl.Payout = bt.stake
						}
						bets = append(bets, dl)
					}
					firstLine = false
				}
				if !sides {
					continue
				}
				first := b.cards[:2]
				if r.IntN(3) == 0 {
					bets = append(bets, twentyOnePlusThree(p.pos, bt.backline, xref.Amount(r), first, dealerFirst, rate))
				}
				if r.IntN(3) == 0 {
					bets = append(bets, royalMatch(p.pos, bt.backline, xref.Amount(r), first, rm, toPlayer))
				}
				if r.IntN(3) == 0 {
					bets = append(bets, perfectPairs(p.pos, bt.backline, xref.Amount(r), first, pp))
				}
			}
		}
		rec := xref.Envelope(blackjack.UKID, n)
		rec["cards"] = map[string]any{"dealer": xref.Strs(dealer), "boxes": seats}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: settings, Note: "blackjack-uk"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// pay is a winning stake's payout at win to per, a fraction of a cent
// dropped or paid to the player (payout_fraction).
func pay(stake rules.Money, win, per int64, toPlayer bool) rules.Money {
	num := int64(stake) * win
	if toPlayer {
		return rules.Money((num + per - 1) / per)
	}
	return rules.Money(num / per)
}

// ukSettle settles a hand against the dealer's (lines 581-605).
func ukSettle(h *hand, dealer []rules.Card, dealerBJ bool) (string, int64, int64) {
	t, _ := ukScore(h.cards)
	dt, _ := ukScore(dealer)
	switch {
	case t > 21:
		return rules.Lose, 0, 1
	case natural(h) && dealerBJ:
		return rules.Push, 0, 1
	case natural(h):
		return rules.Win, 3, 2
	case dealerBJ:
		return rules.Lose, 0, 1
	case dt > 21 || t > dt:
		return rules.Win, 1, 1
	case t < dt:
		return rules.Lose, 0, 1
	}
	return rules.Push, 0, 1
}

// sideBet settles a side wager at win to per, or lost; a fraction of a
// cent (two suited cards at 3 to 2) is paid or dropped as the table's
// payout_fraction says (lines 599-605, 759).
func sideBet(seat, backline int, name string, amount rules.Money, win, per int64, toPlayer bool) xref.Bet {
	b := xref.Bet{Seat: seat, Backline: backline, Bet: name, Amount: amount, Result: rules.Lose}
	if win > 0 {
		b.Result, b.Payout = rules.Win, pay(amount, win, per, toPlayer)
	}
	return b
}

// twentyOnePlusThree: the box's two cards and the dealer's first make a
// flush, straight (A-2-3 and Q-K-A), three of a kind or straight flush
// (lines 700-723).
func twentyOnePlusThree(seat, backline int, amount rules.Money, two []rules.Card, up rules.Card, rate int64) xref.Bet {
	cs := []rules.Card{two[0], two[1], up}
	rs := []int{int(cs[0].Rank()), int(cs[1].Rank()), int(cs[2].Rank())}
	slices.Sort(rs)
	flush := cs[0].Suit() == cs[1].Suit() && cs[1].Suit() == cs[2].Suit()
	trips := rs[0] == rs[2]
	straight := (rs[0]+1 == rs[1] && rs[1]+1 == rs[2]) || (rs[0] == 2 && rs[1] == 3 && rs[2] == 14)
	if flush || trips || straight {
		return sideBet(seat, backline, "twenty_one_plus_three", amount, rate, 1, false)
	}
	return sideBet(seat, backline, "twenty_one_plus_three", amount, 0, 1, false)
}

// royalMatch: two suited cards, K-Q, a suited pair, consecutive (an ace
// next to both the king and the two), or any two (lines 747-790).
func royalMatch(seat, backline int, amount rules.Money, two []rules.Card, table string, toPlayer bool) xref.Bet {
	odds := map[string][4][2]int64{ // royal, suited pair, straight flush, suited
		"1":       {{30, 1}, {9, 1}, {5, 1}, {3, 2}},
		"2":       {{40, 1}, {8, 1}, {4, 1}, {3, 2}},
		"minimum": {{30, 1}, {8, 1}, {4, 1}, {3, 2}},
	}[table]
	a, b := two[0], two[1]
	if a.Suit() != b.Suit() {
		return sideBet(seat, backline, "royal_match", amount, 0, 1, false)
	}
	x, y := int(a.Rank()), int(b.Rank())
	if x > y {
		x, y = y, x
	}
	var o [2]int64
	switch {
	case x == 12 && y == 13:
		o = odds[0]
	case x == y:
		o = odds[1]
	case y-x == 1 || (x == 2 && y == 14):
		o = odds[2]
	default:
		o = odds[3]
	}
	return sideBet(seat, backline, "royal_match", amount, o[0], o[1], toPlayer)
}

// perfectPairs: two cards of one rank, mixed, coloured or perfect (lines
// 812-849).
func perfectPairs(seat, backline int, amount rules.Money, two []rules.Card, table string) xref.Bet {
	odds := map[string][3]int64{ // mixed, coloured, perfect
		"1":       {5, 12, 30},
		"2":       {5, 10, 30},
		"minimum": {5, 10, 25},
	}[table]
	a, b := two[0], two[1]
	var o int64
	switch {
	case a.Rank() != b.Rank():
	case a.Suit() == b.Suit():
		o = odds[2]
	case a.Suit().Red() == b.Suit().Red():
		o = odds[1]
	default:
		o = odds[0]
	}
	return sideBet(seat, backline, "perfect_pairs", amount, o, 1, false)
}

// ---- Hawaiian Blackjack (seed 000 lines 599-686) ----

// hwTotal is a Hawaiian hand's total, aces 1 or 11 and jokers 2 or 12
// (line 668): the highest that does not pass 22, else the lowest; soft when
// an ace counts 11, or a joker 12 (joker_soft=soft).
func hwTotal(cs []rules.Card, jokerSoft bool) (int, bool) {
	low, aces, jokers := 0, 0, 0
	for _, c := range cs {
		switch {
		case c == rules.Joker:
			low += 2
			jokers++
		case c.Rank() == rules.Ace:
			low++
			aces++
		default:
			low += value(c)
		}
	}
	t, soft := low, false
	for range aces {
		if t+10 <= 22 {
			t += 10
			soft = true
		}
	}
	for range jokers {
		if t+10 <= 22 {
			t += 10
			soft = soft || jokerSoft
		}
	}
	return t, soft
}

// hwRank is a hand at 22's rank: 3 a Natural 22 (two aces), 2 a Blackjack
// (a joker with a ten-value card), 1 any other 22; neither after a split
// (lines 605-610).
func hwRank(h *hand) int {
	if h.split || len(h.cards) != 2 {
		return 1
	}
	a, b := h.cards[0], h.cards[1]
	switch {
	case a.Rank() == rules.Ace && b.Rank() == rules.Ace:
		return 3
	case (a == rules.Joker && b != rules.Joker && tenValue(b)) || (b == rules.Joker && a != rules.Joker && tenValue(a)):
		return 2
	}
	return 1
}

type hwRules struct {
	jokerSoft, sameRank bool
	// pdNatural: the player-dealer turned over a 1st- or 2nd-ranked hand;
	// no player acts (line 638).
	pdNatural bool
}

func (hw hwRules) pair(h *hand) bool {
	a, b := h.cards[0], h.cards[1]
	if a == rules.Joker || b == rules.Joker {
		return a == b
	}
	if hw.sameRank {
		return a.Rank() == b.Rank()
	}
	return value(a) == value(b)
}

func (hw hwRules) words(b *box, i int) []string {
	h := b.hands[i]
	t, _ := hwTotal(h.cards, hw.jokerSoft)
	if hw.pdNatural || h.doubled || h.stood || h.surrendered || t >= 22 {
		return nil
	}
	if h.split && h.cards[0] == rules.Joker {
		return nil // one card to each split joker (line 628)
	}
	ws := []string{"hit", "stand"}
	if len(h.cards) == 2 {
		ws = append(ws, "double", "surrender")
		if hw.pair(h) && len(b.hands) < 4 {
			ws = append(ws, "split")
		}
	}
	return ws
}

// hwPlayerDealer draws the player-dealer's hand: it stands on a hard 18 or
// more and a soft 19 or more, hits a soft 18 or less (lines 639-640).
func hwPlayerDealer(d *xref.Deal, two []rules.Card, jokerSoft bool) []rules.Card {
	cs := slices.Clone(two)
	for {
		t, soft := hwTotal(cs, jokerSoft)
		if t >= 19 || (t == 18 && !soft) {
			return cs
		}
		cs = append(cs, d.Take(1)[0])
	}
}

// hwSettle settles a hand against the player-dealer's (lines 632-634).
func hwSettle(h *hand, pd *hand, jokerSoft bool) (string, int64, int64) {
	t, _ := hwTotal(h.cards, jokerSoft)
	dt, _ := hwTotal(pd.cards, jokerSoft)
	win := func() (string, int64, int64) {
		if t == 22 && hwRank(h) == 3 {
			return rules.Win, 3, 2
		}
		return rules.Win, 1, 1
	}
	switch {
	case h.surrendered:
		return rules.Lose, 0, 1
	case t == 22 && dt == 22:
		switch a, b := hwRank(h), hwRank(pd); {
		case a > b:
			return win()
		case a < b:
			return rules.Lose, 0, 1
		}
		return rules.Push, 0, 1
	case t > 22 && dt > 22:
		switch {
		case t < dt:
			return win()
		case t > dt:
			return rules.Lose, 0, 1
		}
		return rules.Push, 0, 1
	case t > 22:
		return rules.Lose, 0, 1
	case dt > 22:
		return win()
	case t > dt:
		return win()
	case t < dt:
		return rules.Lose, 0, 1
	case t == 18:
		return rules.Lose, 0, 1 // 18 against 18 (line 634)
	}
	return rules.Push, 0, 1
}

// hwFirstSeat is the seat the player-dealer's down card gives first action
// (line 626): a card of 1 to 7 the seat of that number counted clockwise
// from the player-dealer, 8 the first, up to the joker the seventh.
func hwFirstSeat(pdSeat int, down rules.Card) int {
	var n int
	switch r := down.Rank(); {
	case down == rules.Joker:
		n = 7
	case r == rules.Ace:
		n = 1
	case r <= 7:
		n = int(r)
	default:
		n = int(r) - 7 // 8 -> 1, ..., K -> 6
	}
	return (pdSeat-1+n)%8 + 1
}

type hwBettor struct {
	backline int
	stake    rules.Money
	hands    []bool
	doubles  []rules.Money // 0 when not doubled
}

func TestCrossCheckHawaiian(t *testing.T) {
	c := &xref.Checker{T: t, Game: blackjack.Hawaiian()}
	r := rand.New(rand.NewPCG(xref.Seed(), 72))
	for n := range xref.Rounds(2000) {
		decks := []int{8, 4}[r.IntN(2)]
		hw := hwRules{jokerSoft: r.IntN(2) == 0, sameRank: r.IntN(2) == 0}
		atOnce, toPlayer := r.IntN(2) == 0, r.IntN(2) == 0
		settings := map[string]string{
			"decks":           strconv.Itoa(decks),
			"joker_soft":      map[bool]string{true: "soft", false: "hard"}[hw.jokerSoft],
			"pairs":           map[bool]string{true: "same_rank", false: "equal_value"}[hw.sameRank],
			"split_cards":     map[bool]string{false: "in_turn", true: "at_once"}[atOnce],
			"payout_fraction": map[bool]string{false: "drop", true: "to_player"}[toPlayer],
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, decks, 4*decks)}
		pdSeat := 1 + r.IntN(8)
		// Forced now and then: pairs, two aces, a joker and a ten.
		forced := func() []rules.Card {
			var want []rules.Card
			switch r.IntN(8) {
			case 0:
				want = []rules.Card{rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))), rules.NewCard(rules.Ace, rules.Suit(r.IntN(4)))}
			case 1:
				want = []rules.Card{rules.Joker, rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4)))}
			case 2:
				want = []rules.Card{rules.Joker, rules.Joker}
			case 3:
				x := d.Cards[0]
				if x != rules.Joker {
					want = []rules.Card{x, rules.NewCard(x.Rank(), rules.Suit(r.IntN(4)))}
				}
			}
			if want != nil && d.Remove(want...) {
				r.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
				return want
			}
			return d.Take(2)
		}
		pdTwo := forced()
		pdHand := &hand{cards: pdTwo}
		pt, _ := hwTotal(pdTwo, hw.jokerSoft)
		hw.pdNatural = pt == 22 && hwRank(pdHand) >= 2
		g := game{words: hw.words, atOnce: atOnce,
			choose: func(r *rand.Rand, b *box, i int, ws []string) string {
				t, _ := hwTotal(b.hands[i].cards, hw.jokerSoft)
				return chooseWord(r, t, 22, ws)
			}}
		type played struct {
			seat    int
			b       *box
			bettors []hwBettor
		}
		var seatsPlayed []played
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(4) == 0 {
				continue
			}
			seatsPlayed = append(seatsPlayed, played{seat: seat, b: g.play(r, d, forced())})
		}
		if len(seatsPlayed) == 0 {
			continue
		}
		if !hw.pdNatural {
			pdHand.cards = hwPlayerDealer(d, pdTwo, hw.jokerSoft)
		}
		// The bettors and each line's full settlement.
		type line struct {
			b    xref.Bet
			lost rules.Money
		}
		lines := map[int][][]line{} // seat -> bettor -> lines in order
		var seatRecs []map[string]any
		for i := range seatsPlayed {
			p := &seatsPlayed[i]
			b := p.b
			seatRecs = append(seatRecs, map[string]any{"seat": p.seat, "cards": xref.Strs(b.cards), "decisions": b.decisions})
			main := hwBettor{stake: xref.Amount(r), hands: slices.Repeat([]bool{true}, len(b.hands)), doubles: make([]rules.Money, len(b.hands))}
			p.bettors = []hwBettor{main}
			for bl := 1; bl <= 2 && r.IntN(3) == 0; bl++ {
				bt := hwBettor{backline: bl, stake: xref.Amount(r), hands: make([]bool, len(b.hands)), doubles: make([]rules.Money, len(b.hands))}
				for !slices.Contains(bt.hands, true) {
					for k := range b.hands {
						bt.hands[k] = r.IntN(2) == 0
					}
				}
				p.bettors = append(p.bettors, bt)
			}
			for j := range p.bettors {
				bt := &p.bettors[j]
				for k, h := range b.hands {
					if h.doubled && bt.hands[k] && (j == 0 || r.IntN(2) == 0) {
						// A double of up to the hand's wager.
						bt.doubles[k] = bt.stake
						if r.IntN(3) == 0 {
							bt.doubles[k] = rules.Money(1 + r.IntN(int(bt.stake)))
						}
					}
				}
				var ls []line
				for k, h := range b.hands {
					if !bt.hands[k] {
						continue
					}
					res, win, per := hwSettle(h, pdHand, hw.jokerSoft)
					l := line{b: xref.Bet{Seat: p.seat, Backline: bt.backline, Bet: "hand_" + strconv.Itoa(k+1), Amount: bt.stake, Result: res}, lost: bt.stake}
					if res == rules.Win {
						l.b.Payout = pay(bt.stake, win, per, toPlayer)
					}
					if h.surrendered {
						// Half the wager (line 631); the half returned is a
						// payout to the player, its fraction of a cent
						// dropped or paid (payout_fraction).
						l.lost = bt.stake - pay(bt.stake, 1, 2, toPlayer)
					}
					ls = append(ls, l)
					if bt.doubles[k] > 0 {
						dl := line{b: xref.Bet{Seat: p.seat, Backline: bt.backline, Bet: "double_" + strconv.Itoa(k+1), Amount: bt.doubles[k], Result: res}, lost: bt.doubles[k]}
						if res == rules.Win {
							dl.b.Payout = bt.doubles[k]
						}
						ls = append(ls, dl)
					}
				}
				lines[p.seat] = append(lines[p.seat], ls)
			}
		}
		// The bank, from the seat the down card names, clockwise, the
		// seated player before the backline, each bettor's lines in order;
		// once exhausted the rest returned, or losers still collected
		// (bank_exhausted).
		returns := r.IntN(2) == 0
		if !returns {
			settings["bank_exhausted"] = "losers_collected"
		}
		bank := &xref.Bank{Bank: rules.Money(100 * (50 + r.IntN(1500))), Returns: returns}
		if r.IntN(3) == 0 {
			bank.Bank = rules.Money(100 * (1 + r.IntN(80)))
		}
		first := hwFirstSeat(pdSeat, pdTwo[1])
		var bets []xref.Bet
		for k := 0; k < 8; k++ {
			seat := (first-1+k)%8 + 1
			for _, ls := range lines[seat] {
				for _, l := range ls {
					bets = append(bets, bank.Settle(l.b, l.lost))
				}
			}
		}
		rec := xref.Envelope(blackjack.HawaiianID, n)
		rec["cards"] = map[string]any{"player_dealer": xref.Strs(pdHand.cards), "seats": seatRecs}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: settings, Note: "hawaiian-blackjack"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// ---- Blackjack Poker (seed 000 lines 1971-2099) ----

// bjpRank ranks a hand by the chart (lines 1994-2008): 14 two aces of
// hearts as dealt, 13 a blackjack, 12 two aces of hearts after a split, 11
// an ace and a ten-value card after a split; otherwise 0 and the total.
func bjpRank(h *hand) int {
	if len(h.cards) != 2 {
		return 0
	}
	a, b := h.cards[0], h.cards[1]
	aceHearts := rules.NewCard(rules.Ace, rules.Hearts)
	switch {
	case a == aceHearts && b == aceHearts:
		if h.split {
			return 12
		}
		return 14
	case (a.Rank() == rules.Ace && tenValue(b)) || (b.Rank() == rules.Ace && tenValue(a)):
		if h.split {
			return 11
		}
		return 13
	}
	return 0
}

// bjpTotal: an ace counts 1 or 11 (line 1987); soft when one counts 11.
func bjpTotal(cs []rules.Card) (int, bool) { return ukScore(cs) }

type bjpRules struct {
	exposed bool // the player-dealer turned over a 1st- or 2nd-ranked hand
}

func (bp bjpRules) words(b *box, i int) []string {
	h := b.hands[i]
	t, _ := bjpTotal(h.cards)
	if h.doubled || h.stood || h.surrendered || t >= 21 || bjpRank(h) >= 12 {
		return nil
	}
	if h.split && h.cards[0].Rank() == rules.Ace {
		return nil // one card per split ace (line 2067)
	}
	ws := []string{"hit", "stand"}
	if len(h.cards) == 2 {
		ws = append(ws, "double")
		if !bp.exposed {
			ws = append(ws, "surrender")
		}
		if !h.split && value(h.cards[0]) == value(h.cards[1]) {
			ws = append(ws, "split")
		}
	}
	return ws
}

// bjpPlayerDealer: it hits a soft 17 or less and stands on a hard 17 or
// more (lines 2026-2033); a 1st- or 2nd-ranked hand takes no card.
func bjpPlayerDealer(d *xref.Deal, two []rules.Card) []rules.Card {
	cs := slices.Clone(two)
	if bjpRank(&hand{cards: cs}) >= 13 {
		return cs
	}
	for {
		t, soft := bjpTotal(cs)
		if t > 17 || (t == 17 && !soft) {
			return cs
		}
		cs = append(cs, d.Take(1)[0])
	}
}

// bjpSettle settles a hand against the player-dealer's (lines 2037-2043),
// with equal totals by rank or pushed (equal_totals).
func bjpSettle(h, pd *hand, byRank bool) (string, int64, int64) {
	t, _ := bjpTotal(h.cards)
	dt, _ := bjpTotal(pd.cards)
	pr, dr := bjpRank(h), bjpRank(pd)
	win := func() (string, int64, int64) {
		switch {
		case !h.split && pr == 14:
			return rules.Win, 3, 1
		case !h.split && pr == 13:
			return rules.Win, 6, 5
		}
		return rules.Win, 1, 1
	}
	if pr == 12 || pr == 14 {
		t = 22 // two aces of hearts count 22 (line 1979)
	}
	if dr == 14 {
		dt = 22
	}
	switch {
	case h.surrendered:
		return rules.Lose, 0, 1
	case pr == 14 && dr == 14:
		return rules.Push, 0, 1
	case pr == 14:
		return win()
	case dr == 14:
		return rules.Lose, 0, 1
	case t > 21 && pr == 0:
		if len(pd.cards) == 3 && dt == 26 {
			return rules.Push, 0, 1
		}
		return rules.Lose, 0, 1
	case dt > 21 && dr == 0:
		return win()
	}
	// Both stand on 21 or less, or hold a ranked hand.
	score := func(rank, total int) int {
		if rank > 0 && (byRank || total != 21) {
			return 100 + rank
		}
		return total
	}
	ps, ds := score(pr, t), score(dr, dt)
	switch {
	case ps > ds:
		return win()
	case ps < ds:
		return rules.Lose, 0, 1
	}
	return rules.Push, 0, 1
}

func TestCrossCheckBlackjackPoker(t *testing.T) {
	c := &xref.Checker{T: t, Game: blackjack.BlackjackPoker()}
	r := rand.New(rand.NewPCG(xref.Seed(), 73))
	aceHearts := rules.NewCard(rules.Ace, rules.Hearts)
	for n := range xref.Rounds(2000) {
		decks := 1 + r.IntN(12)
		byRank := r.IntN(2) == 0
		splitWager := []string{"half_to_original", "half", "equal"}[r.IntN(3)]
		atOnce, toPlayer := r.IntN(2) == 0, r.IntN(2) == 0
		settings := map[string]string{
			"decks":           strconv.Itoa(decks),
			"equal_totals":    map[bool]string{true: "rank", false: "push"}[byRank],
			"split_wager":     splitWager,
			"split_cards":     map[bool]string{false: "in_turn", true: "at_once"}[atOnce],
			"payout_fraction": map[bool]string{false: "drop", true: "to_player"}[toPlayer],
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, decks, 0)}
		forced := func() []rules.Card {
			var want []rules.Card
			switch r.IntN(8) {
			case 0:
				want = []rules.Card{aceHearts, aceHearts}
			case 1:
				want = []rules.Card{rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))), rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4)))}
			case 2:
				x := d.Cards[0]
				want = []rules.Card{x, rules.NewCard(x.Rank(), rules.Suit(r.IntN(4)))}
			case 3:
				want = []rules.Card{aceHearts, rules.NewCard(rules.Ace, rules.Suit(r.IntN(4)))}
			}
			if want != nil && d.Remove(want...) {
				r.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
				return want
			}
			return d.Take(2)
		}
		pdSeat := 1 + r.IntN(8)
		pdTwo := forced()
		pd := &hand{cards: pdTwo}
		bp := bjpRules{exposed: bjpRank(pd) >= 13}
		g := game{words: bp.words, atOnce: atOnce,
			choose: func(r *rand.Rand, b *box, i int, ws []string) string {
				t, _ := bjpTotal(b.hands[i].cards)
				return chooseWord(r, t, 21, ws)
			}}
		type seatPlay struct {
			seat int
			b    *box
		}
		var plays []seatPlay
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(4) == 0 {
				continue
			}
			plays = append(plays, seatPlay{seat, g.play(r, d, forced())})
		}
		if len(plays) == 0 {
			continue
		}
		pd.cards = bjpPlayerDealer(d, pdTwo)
		// Once the player-dealer's wager is exhausted the wagers not
		// covered are returned (lines 2053, 2081).
		bank := &xref.Bank{Bank: rules.Money(100 * (50 + r.IntN(1500))), Returns: true}
		if r.IntN(3) == 0 {
			bank.Bank = rules.Money(100 * (1 + r.IntN(80)))
		}
		var bets []xref.Bet
		var seatRecs []map[string]any
		for _, p := range plays {
			b := p.b
			seatRecs = append(seatRecs, map[string]any{"seat": p.seat, "cards": xref.Strs(b.cards), "decisions": b.decisions})
			for bl := 0; bl == 0 || (bl <= 2 && r.IntN(3) == 0); bl++ {
				stake := 2 * rules.Money(50+r.IntN(5000)) // even, so that half a stake is whole cents
				// The bettor's lines: the controlling player on every hand,
				// a player behind on the first or on both.
				on := []bool{true, len(b.hands) == 2}
				if bl > 0 && len(b.hands) == 2 {
					on = [][]bool{{true, true}, {true, false}, {false, true}}[r.IntN(3)]
				}
				splitStake := stake
				switch splitWager {
				case "half":
					splitStake = stake / 2
				case "half_to_original":
					splitStake = stake/2 + rules.Money(r.IntN(int(stake/2)+1))
				}
				// Insurance behind the player-dealer's ace: up to half the
				// wager; 2 to 1 when it holds a 1st- or 2nd-ranked hand and
				// the player's first two cards do not (lines 2069-2071).
				if pdTwo[0].Rank() == rules.Ace && r.IntN(3) == 0 {
					ins := xref.Bet{Seat: p.seat, Backline: bl, Bet: "insurance", Amount: rules.Money(1 + r.IntN(int(stake/2))), Result: rules.Lose}
					if bjpRank(pd) >= 13 && bjpRank(&hand{cards: b.cards[:2]}) < 13 {
						ins.Result, ins.Payout = rules.Win, 2*ins.Amount
					}
					bets = append(bets, bank.Settle(ins, ins.Amount))
				}
				for k, h := range b.hands {
					if !on[k] {
						continue
					}
					amount := stake
					if k == 1 && on[0] {
						amount = splitStake // a player behind who moved to hand 2 moved his whole wager
					}
					res, win, per := bjpSettle(h, pd, byRank)
					line := xref.Bet{Seat: p.seat, Backline: bl, Bet: "hand_" + strconv.Itoa(k+1), Amount: amount, Result: res}
					if res == rules.Win {
						line.Payout = pay(amount, win, per, toPlayer)
					}
					lost := amount
					if h.surrendered {
						lost = amount - pay(amount, 1, 2, toPlayer) // half forfeited (line 2073)
					}
					bets = append(bets, bank.Settle(line, lost))
					if h.doubled && (bl == 0 || r.IntN(2) == 0) {
						// A second wager up to the original (line 2065).
						dAmount := amount
						if r.IntN(3) == 0 {
							dAmount = rules.Money(1 + r.IntN(int(amount)))
						}
						dl := xref.Bet{Seat: p.seat, Backline: bl, Bet: "double_" + strconv.Itoa(k+1), Amount: dAmount, Result: res}
						if res == rules.Win {
							dl.Payout = dAmount
						}
						bets = append(bets, bank.Settle(dl, dAmount))
					}
				}
				if r.IntN(3) == 0 {
					// Perfect Pair, at most the game wager (lines 2049-2061).
					pp := xref.Bet{Seat: p.seat, Backline: bl, Bet: "perfect_pair", Amount: rules.Money(1 + r.IntN(int(stake))), Result: rules.Lose}
					x, y := b.cards[0], b.cards[1]
					if x.Rank() == y.Rank() {
						odds := int64(6)
						switch {
						case x.Suit() == y.Suit():
							odds = 25
						case x.Suit().Red() == y.Suit().Red():
							odds = 12
						}
						pp.Result, pp.Payout = rules.Win, rules.Money(int64(pp.Amount)*odds)
					}
					bets = append(bets, bank.Settle(pp, pp.Amount))
				}
			}
		}
		rec := xref.Envelope(blackjack.BlackjackPokerID, n)
		rec["cards"] = map[string]any{"player_dealer": xref.Strs(pd.cards), "seats": seatRecs}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		round := xref.Round{Record: rec, Settings: settings, Note: "blackjack-poker"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}
