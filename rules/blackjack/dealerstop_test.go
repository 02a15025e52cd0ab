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

// A dealer (player-dealer) who stands short of its drawing rule is a
// finding only when a wager depends on the cards the rule would still draw
// (interpretation UK-D3): when some hand the rule could still complete from
// the cards dealt settles some wager otherwise than the cards dealt do. The
// wagers are settled on the cards dealt either way. These cross-checks
// play random rounds, stop the dealer at a random card, and decide by the
// reference's own rules whether a wager depends on the rest: every
// completion over the values a card can have, each wager settled by the
// reference against it.

// refFaces are the card values the reference draws for a completion: an
// ace, two to nine and a ten-value card, and with jokers the joker.
var refFaces = []rules.Card{rules.NewCard(rules.Ace, rules.Hearts), rules.NewCard(2, rules.Hearts), rules.NewCard(3, rules.Hearts),
	rules.NewCard(4, rules.Hearts), rules.NewCard(5, rules.Hearts), rules.NewCard(6, rules.Hearts), rules.NewCard(7, rules.Hearts),
	rules.NewCard(8, rules.Hearts), rules.NewCard(9, rules.Hearts), rules.NewCard(rules.King, rules.Hearts)}

// refLine is one wager line: its record form, and its full settlement
// against a dealer's hand (the result and payout, and the part of the
// stake a loss takes).
type refLine struct {
	bet    xref.Bet
	settle func(d []rules.Card) (result string, payout, lost rules.Money)
}

func settleLines(lines []refLine, d []rules.Card) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		res, p, lost := l.settle(d)
		out[i] = res + " " + p.String() + " " + lost.String()
	}
	return out
}

// refDepends reports whether a hand the rule could complete from cards
// (drawing while stands says no) settles some line otherwise than cards.
func refDepends(cards, faces []rules.Card, stands func([]rules.Card) bool, lines []refLine) bool {
	asDealt := settleLines(lines, cards)
	var walk func(cs []rules.Card) bool
	walk = func(cs []rules.Card) bool {
		if stands(cs) {
			return !slices.Equal(settleLines(lines, cs), asDealt)
		}
		for _, f := range faces {
			if walk(append(slices.Clip(cs), f)) {
				return true
			}
		}
		return false
	}
	return walk(cards)
}

// checkStop verifies a round whose dealer stopped at stop cards and
// requires the engine's findings to be the dealer's cards finding exactly
// when a wager depends.
func checkStop(t *testing.T, g rules.Game, round xref.Round, dealerBet string, depends bool, failures *int) {
	t.Helper()
	data := round.JSON(t)
	v, err := xref.Verify(g, round, data)
	if err != nil {
		t.Fatalf("%s: refused: %v\n%s", round.Note, err, data)
	}
	ok := len(v.Findings) == 0
	if depends {
		ok = len(v.Findings) == 1 && v.Findings[0].Bet == dealerBet && v.Findings[0].Field == "cards"
	}
	if !ok {
		*failures++
		t.Errorf("%s: a wager depends on the dealer's further cards: %v; the engine found:\n%ssettings %v\n%s", round.Note, depends, xref.Describe(v), round.Settings, data)
		if *failures >= 10 {
			t.Fatal("stopping after 10 disagreements")
		}
	}
}

// stopAt is where the dealer stops: the hand the rule gives, or a shorter
// one from min cards.
func stopAt(r *rand.Rand, full []rules.Card, min int) []rules.Card {
	if len(full) <= min || r.IntN(3) == 0 {
		return full
	}
	return full[:min+r.IntN(len(full)-min)]
}

func TestCrossCheckUKDealerStops(t *testing.T) {
	g := blackjack.UK()
	r := rand.New(rand.NewPCG(xref.Seed(), 81))
	failures, stops := 0, 0
	for n := range xref.Rounds(2000) {
		u := ukRules{hitsSoft17: r.IntN(2) == 0, doubleAny: r.IntN(2) == 0, splitAny: true, resplitAces: false}
		takesAll, toPlayer := r.IntN(2) == 0, r.IntN(2) == 0
		settings := map[string]string{
			"dealer_soft_17":   map[bool]string{false: "stands", true: "hits"}[u.hitsSoft17],
			"double_on":        map[bool]string{false: "9_10_11", true: "any"}[u.doubleAny],
			"split_pairs":      "any",
			"dealer_blackjack": map[bool]string{true: "takes_all", false: "original_only"}[takesAll],
			"payout_fraction":  map[bool]string{false: "drop", true: "to_player"}[toPlayer],
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, 6, 0)}
		first := d.Take(1)[0]
		switch r.IntN(4) {
		case 0, 1:
			if ace := rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))); d.Remove(ace) {
				first = ace
			}
		case 2:
			if ten := rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4))); d.Remove(ten) {
				first = ten
			}
		}
		gm := game{words: u.words, choose: func(r *rand.Rand, b *box, i int, ws []string) string {
			t, _ := ukScore(b.hands[i].cards)
			return chooseWord(r, t, 21, ws)
		}}
		var lines []refLine
		var boxes []map[string]any
		insured := false
		nBoxes := 1 + r.IntN(4)
		for pos := 1; pos <= nBoxes; pos++ {
			var two []rules.Card
			if r.IntN(2) == 0 {
				x, y := rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))), rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4)))
				if d.Remove(x, y) {
					two = []rules.Card{x, y}
				}
			}
			b := gm.play(r, d, two)
			boxes = append(boxes, map[string]any{"box": pos, "cards": xref.Strs(b.cards), "decisions": b.decisions})
			bj := natural(b.hands[0])
			for bl := 0; bl == 0 || (bl <= 2 && r.IntN(3) == 0); bl++ {
				stake := xref.Amount(r)
				if bj && first.Rank() == rules.Ace && len(b.hands) == 1 && r.IntN(3) != 0 {
					// Even money, paid at once (lines 614-617).
					lines = append(lines, refLine{bet: xref.Bet{Seat: pos, Backline: bl, Bet: "even_money", Amount: stake},
						settle: func([]rules.Card) (string, rules.Money, rules.Money) { return rules.Win, stake, 0 }})
					continue
				}
				on := slices.Repeat([]bool{true}, len(b.hands))
				if bl > 0 {
					for !slices.Contains(on, true) {
						for k := range on {
							on[k] = r.IntN(2) == 0
						}
					}
				}
				firstLine := true
				for k, h := range b.hands {
					if !on[k] {
						continue
					}
					original := firstLine
					firstLine = false
					lines = append(lines, refLine{bet: xref.Bet{Seat: pos, Backline: bl, Bet: "hand_" + strconv.Itoa(k+1), Amount: stake},
						settle: func(dc []rules.Card) (string, rules.Money, rules.Money) {
							dt, _ := ukScore(dc)
							dbj := len(dc) == 2 && dt == 21
							res, win, per := ukSettle(h, dc, dbj)
							if dbj && !takesAll && !natural(h) && !original {
								res = rules.Push
							}
							if res == rules.Win {
								return res, pay(stake, win, per, toPlayer), 0
							}
							return res, 0, stake
						}})
					if h.doubled && (bl == 0 || r.IntN(2) == 0) {
						lines = append(lines, refLine{bet: xref.Bet{Seat: pos, Backline: bl, Bet: "double_" + strconv.Itoa(k+1), Amount: stake},
							settle: func(dc []rules.Card) (string, rules.Money, rules.Money) {
								dt, _ := ukScore(dc)
								dbj := len(dc) == 2 && dt == 21
								res, _, _ := ukSettle(h, dc, dbj)
								if dbj && !takesAll {
									res = rules.Push
								}
								if res == rules.Win {
									return res, stake, 0
								}
								return res, 0, stake
							}})
					}
				}
				if bj && first.Rank() == rules.Ace && len(b.hands) == 1 && on[0] && r.IntN(4) == 0 {
					// Insurance, 2 to 1 on a ten-value second card (lines
					// 606-612, 619-621).
					amt := rules.Money(1 + r.IntN(int(stake/2)))
					insured = true
					lines = append(lines, refLine{bet: xref.Bet{Seat: pos, Backline: bl, Bet: "insurance", Amount: amt},
						settle: func(dc []rules.Card) (string, rules.Money, rules.Money) {
							if len(dc) >= 2 && tenValue(dc[1]) {
								return rules.Win, 2 * amt, 0
							}
							return rules.Lose, 0, amt
						}})
				}
			}
		}
		full := ukDealer(d, first, u.hitsSoft17)
		min := 1
		if insured {
			min = 2 // an insurance wager needs the second card in the record
		}
		dealt := stopAt(r, full, min)
		stands := func(cs []rules.Card) bool {
			t, soft := ukScore(cs)
			return len(cs) >= 2 && (t > 17 || (t == 17 && !(soft && u.hitsSoft17)))
		}
		depends := len(dealt) < len(full) && refDepends(dealt, refFaces, stands, lines)
		if len(dealt) < len(full) {
			stops++
		}
		var bets []xref.Bet
		for _, l := range lines {
			b := l.bet
			b.Result, b.Payout, _ = l.settle(dealt)
			bets = append(bets, b)
		}
		rec := xref.Envelope(blackjack.UKID, n)
		rec["cards"] = map[string]any{"dealer": xref.Strs(dealt), "boxes": boxes}
		rec["wagers"] = xref.Record(bets)
		checkStop(t, g, xref.Round{Record: rec, Settings: settings, Note: "blackjack-uk"}, "dealer", depends, &failures)
	}
	t.Logf("%d dealers stopped short", stops)
}

func TestCrossCheckHawaiianDealerStops(t *testing.T) {
	g := blackjack.Hawaiian()
	r := rand.New(rand.NewPCG(xref.Seed(), 82))
	faces := append(slices.Clone(refFaces), rules.Joker)
	failures, stops := 0, 0
	for n := range xref.Rounds(2000) {
		hw := hwRules{jokerSoft: r.IntN(2) == 0, sameRank: true}
		toPlayer := r.IntN(2) == 0
		settings := map[string]string{
			"joker_soft":      map[bool]string{true: "soft", false: "hard"}[hw.jokerSoft],
			"payout_fraction": map[bool]string{false: "drop", true: "to_player"}[toPlayer],
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, 8, 32)}
		forced := func() []rules.Card {
			var want []rules.Card
			switch r.IntN(6) {
			case 0:
				want = []rules.Card{rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))), rules.NewCard(rules.Ace, rules.Suit(r.IntN(4)))}
			case 1:
				want = []rules.Card{rules.Joker, rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4)))}
			}
			if want != nil && d.Remove(want...) {
				return want
			}
			return d.Take(2)
		}
		pdSeat := 1 + r.IntN(8)
		pdTwo := d.Take(2)
		pd := &hand{cards: pdTwo}
		pt, _ := hwTotal(pdTwo, hw.jokerSoft)
		hw.pdNatural = pt == 22 && hwRank(pd) >= 2
		// Some seats hit on anything short of 22, to go far over.
		gm := game{words: hw.words, choose: func(r *rand.Rand, b *box, i int, ws []string) string {
			t, _ := hwTotal(b.hands[i].cards, hw.jokerSoft)
			if slices.Contains(ws, "surrender") && r.IntN(4) == 0 {
				return "surrender"
			}
			if slices.Contains(ws, "hit") && r.IntN(3) == 0 {
				return "hit"
			}
			return chooseWord(r, t, 22, ws)
		}}
		type seatLines struct {
			seat  int
			lines []refLine
		}
		var seats []seatLines
		var seatRecs []map[string]any
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(3) == 0 {
				continue
			}
			b := gm.play(r, d, forced())
			seatRecs = append(seatRecs, map[string]any{"seat": seat, "cards": xref.Strs(b.cards), "decisions": b.decisions})
			sl := seatLines{seat: seat}
			stake := xref.Amount(r)
			for k, h := range b.hands {
				lost := stake
				if h.surrendered {
					lost = stake - pay(stake, 1, 2, toPlayer)
				}
				settle := func(amount, lost rules.Money, odds bool) func([]rules.Card) (string, rules.Money, rules.Money) {
					return func(dc []rules.Card) (string, rules.Money, rules.Money) {
						res, win, per := hwSettle(h, &hand{cards: dc}, hw.jokerSoft)
						switch {
						case res == rules.Win && odds:
							return res, pay(amount, win, per, toPlayer), 0
						case res == rules.Win:
							return res, amount, 0
						case res == rules.Lose:
							return res, 0, lost
						}
						return res, 0, 0
					}
				}
				sl.lines = append(sl.lines, refLine{bet: xref.Bet{Seat: seat, Bet: "hand_" + strconv.Itoa(k+1), Amount: stake}, settle: settle(stake, lost, true)})
				if h.doubled {
					sl.lines = append(sl.lines, refLine{bet: xref.Bet{Seat: seat, Bet: "double_" + strconv.Itoa(k+1), Amount: stake}, settle: settle(stake, stake, false)})
				}
			}
			seats = append(seats, sl)
		}
		if len(seats) == 0 {
			continue
		}
		full := pdTwo
		if !hw.pdNatural {
			full = hwPlayerDealer(d, pdTwo, hw.jokerSoft)
		}
		dealt := stopAt(r, full, 2)
		var all []refLine
		for _, s := range seats {
			all = append(all, s.lines...)
		}
		stands := func(cs []rules.Card) bool {
			t, soft := hwTotal(cs, hw.jokerSoft)
			return t >= 19 || (t == 18 && !soft)
		}
		depends := len(dealt) < len(full) && refDepends(dealt, faces, stands, all)
		if len(dealt) < len(full) {
			stops++
		}
		// A bank that covers everything: the order of settlement is
		// another cross-check's business.
		bank := &xref.Bank{Bank: rules.Dollars(100000)}
		var bets []xref.Bet
		for _, l := range all {
			b := l.bet
			var lost rules.Money
			b.Result, b.Payout, lost = l.settle(dealt)
			bets = append(bets, bank.Settle(b, lost))
		}
		rec := xref.Envelope(blackjack.HawaiianID, n)
		rec["cards"] = map[string]any{"player_dealer": xref.Strs(dealt), "seats": seatRecs}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		checkStop(t, g, xref.Round{Record: rec, Settings: settings, Note: "hawaiian-blackjack"}, "player_dealer", depends, &failures)
	}
	t.Logf("%d player-dealers stopped short", stops)
}

func TestCrossCheckBlackjackPokerDealerStops(t *testing.T) {
	g := blackjack.BlackjackPoker()
	r := rand.New(rand.NewPCG(xref.Seed(), 83))
	aceHearts := rules.NewCard(rules.Ace, rules.Hearts)
	failures, stops := 0, 0
	for n := range xref.Rounds(2000) {
		byRank, toPlayer := r.IntN(2) == 0, r.IntN(2) == 0
		settings := map[string]string{
			"equal_totals":    map[bool]string{true: "rank", false: "push"}[byRank],
			"split_wager":     "equal",
			"payout_fraction": map[bool]string{false: "drop", true: "to_player"}[toPlayer],
		}
		d := &xref.Deal{Cards: xref.Shuffled(r, 8, 0)}
		forced := func() []rules.Card {
			var want []rules.Card
			switch r.IntN(6) {
			case 0:
				want = []rules.Card{aceHearts, aceHearts}
			case 1:
				want = []rules.Card{rules.NewCard(rules.Ace, rules.Suit(r.IntN(4))), rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4)))}
			}
			if want != nil && d.Remove(want...) {
				return want
			}
			return d.Take(2)
		}
		pdSeat := 1 + r.IntN(8)
		pdTwo := d.Take(2)
		if r.IntN(3) == 0 {
			// A hard 16, from which a ten makes a three-card 26.
			if x, y := rules.NewCard(rules.Rank(10+r.IntN(4)), rules.Suit(r.IntN(4))), rules.NewCard(6, rules.Suit(r.IntN(4))); d.Remove(x, y) {
				d.Cards = append(d.Cards, pdTwo...)
				pdTwo = []rules.Card{x, y}
			}
		}
		pd := &hand{cards: pdTwo}
		bp := bjpRules{exposed: bjpRank(pd) >= 13}
		gm := game{words: bp.words, choose: func(r *rand.Rand, b *box, i int, ws []string) string {
			t, _ := bjpTotal(b.hands[i].cards)
			if slices.Contains(ws, "hit") && r.IntN(3) == 0 {
				return "hit"
			}
			return chooseWord(r, t, 21, ws)
		}}
		var all []refLine
		var seatRecs []map[string]any
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(3) == 0 {
				continue
			}
			b := gm.play(r, d, forced())
			seatRecs = append(seatRecs, map[string]any{"seat": seat, "cards": xref.Strs(b.cards), "decisions": b.decisions})
			stake := 2 * rules.Money(50+r.IntN(5000))
			for k, h := range b.hands {
				lost := stake
				if h.surrendered {
					lost = stake - pay(stake, 1, 2, toPlayer)
				}
				settle := func(amount, lost rules.Money, odds bool) func([]rules.Card) (string, rules.Money, rules.Money) {
					return func(dc []rules.Card) (string, rules.Money, rules.Money) {
						res, win, per := bjpSettle(h, &hand{cards: dc}, byRank)
						switch {
						case res == rules.Win && odds:
							return res, pay(amount, win, per, toPlayer), 0
						case res == rules.Win:
							return res, amount, 0
						case res == rules.Lose:
							return res, 0, lost
						}
						return res, 0, 0
					}
				}
				all = append(all, refLine{bet: xref.Bet{Seat: seat, Bet: "hand_" + strconv.Itoa(k+1), Amount: stake}, settle: settle(stake, lost, true)})
				if h.doubled {
					all = append(all, refLine{bet: xref.Bet{Seat: seat, Bet: "double_" + strconv.Itoa(k+1), Amount: stake}, settle: settle(stake, stake, false)})
				}
			}
		}
		if len(all) == 0 {
			continue
		}
		full := bjpPlayerDealer(d, pdTwo)
		dealt := stopAt(r, full, 2)
		stands := func(cs []rules.Card) bool {
			t, soft := bjpTotal(cs)
			return bjpRank(&hand{cards: cs}) >= 13 || t > 17 || (t == 17 && !soft)
		}
		depends := len(dealt) < len(full) && refDepends(dealt, refFaces, stands, all)
		if len(dealt) < len(full) {
			stops++
		}
		bank := &xref.Bank{Bank: rules.Dollars(100000)}
		var bets []xref.Bet
		for _, l := range all {
			b := l.bet
			var lost rules.Money
			b.Result, b.Payout, lost = l.settle(dealt)
			bets = append(bets, bank.Settle(b, lost))
		}
		rec := xref.Envelope(blackjack.BlackjackPokerID, n)
		rec["cards"] = map[string]any{"player_dealer": xref.Strs(dealt), "seats": seatRecs}
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		rec["wagers"] = xref.Record(bets)
		checkStop(t, g, xref.Round{Record: rec, Settings: settings, Note: "blackjack-poker"}, "player_dealer", depends, &failures)
	}
	t.Logf("%d player-dealers stopped short", stops)
}
