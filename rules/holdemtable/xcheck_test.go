package holdemtable_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/holdemtable"
	"github.com/tablegames/casino/rules/internal/xref"
)

// The cross-checks settle random rounds of the five hold'em table games by
// a reading of the rule books written apart from the package
// (rules/internal/xref ranks the hands) and require the engine to verify
// each with no finding, and to find a settlement changed by a cent.

// deal is one round's cards: the board in the order exposed, the dealer's
// hole cards and each position's.
type deal struct {
	board, dealer []rules.Card
	holes         map[int][]rules.Card
}

// dealRound deals seats 1..seats from one pack, forcing now and then a
// straight or royal flush split between a position and the board, a board
// that is one by itself, four of a kind, a dealer's Ace-Ace, and the
// positions' Bonus Jackpot hands.
func dealRound(r *rand.Rand, seats int) deal {
	d := &xref.Deal{Cards: xref.Shuffled(r, 1, 0)}
	out := deal{holes: map[int][]rules.Card{}}
	var board []rules.Card
	take := func(cs ...rules.Card) bool { return d.Remove(cs...) }
	switch r.IntN(10) {
	case 0, 1: // a straight flush (royal now and then) shared by a seat and the board
		s := rules.Suit(r.IntN(4))
		lo := 1 + r.IntN(10)
		if r.IntN(3) == 0 {
			lo = 10
		}
		var sf []rules.Card
		for i := 0; i < 5; i++ {
			x := rules.Rank(lo + i)
			if x == 1 {
				x = rules.Ace
			}
			sf = append(sf, rules.NewCard(x, s))
		}
		r.Shuffle(5, func(i, j int) { sf[i], sf[j] = sf[j], sf[i] })
		take(sf...)
		k := r.IntN(3) // hole cards of the hand
		seat := 1 + r.IntN(seats)
		out.holes[seat] = append(sf[:k:k], d.Take(2-k)...)
		board = append(board, sf[k:]...)
	case 2: // four of a kind
		x := rules.Rank(2 + r.IntN(13))
		q := []rules.Card{rules.NewCard(x, 0), rules.NewCard(x, 1), rules.NewCard(x, 2), rules.NewCard(x, 3)}
		take(q...)
		seat := 1 + r.IntN(seats)
		k := r.IntN(3)
		out.holes[seat] = append(q[:k:k], d.Take(2-k)...)
		board = append(board, q[k:]...)
	}
	if r.IntN(10) == 0 {
		aa := []rules.Card{rules.NewCard(rules.Ace, rules.Suit(r.IntN(2))), rules.NewCard(rules.Ace, rules.Suit(2+r.IntN(2)))}
		if take(aa...) {
			out.dealer = aa
		}
	}
	for seat := 1; seat <= seats; seat++ {
		if out.holes[seat] != nil || r.IntN(4) != 0 {
			continue
		}
		// A Bonus Jackpot hand: an ace with a picture, or a pair.
		a := rules.Ace
		if r.IntN(3) == 0 {
			a = rules.Rank(2 + r.IntN(13))
		}
		b := []rules.Rank{rules.King, rules.Queen, rules.Jack, a}[r.IntN(4)]
		s1, s2 := rules.Suit(r.IntN(4)), rules.Suit(r.IntN(4))
		if a == b && s1 == s2 {
			s2 = (s1 + 1) % 4
		}
		h := []rules.Card{rules.NewCard(a, s1), rules.NewCard(b, s2)}
		if take(h...) {
			out.holes[seat] = h
		}
	}
	if out.dealer == nil {
		out.dealer = d.Take(2)
	}
	for seat := 1; seat <= seats; seat++ {
		if out.holes[seat] == nil {
			out.holes[seat] = d.Take(2)
		}
	}
	board = append(board, d.Take(5-len(board))...)
	r.Shuffle(5, func(i, j int) { board[i], board[j] = board[j], board[i] })
	out.board = board
	return out
}

func seven(hole, board []rules.Card) xref.Value {
	v, _ := xref.Best5(append(append([]rules.Card{}, hole...), board...))
	return v
}

func versus(p, d xref.Value) string {
	switch c := xref.Cmp(p, d); {
	case c > 0:
		return rules.Win
	case c < 0:
		return rules.Lose
	}
	return rules.Push
}

func bet(seat int, name string, amount rules.Money, result string, win, per int64) xref.Bet {
	b := xref.Bet{Seat: seat, Bet: name, Amount: amount, Result: result}
	if result == rules.Win {
		b.Payout = xref.Pay(amount, win, per)
	}
	return b
}

// progressive settles a Progressive Jackpot wager: a share of the meter for
// a Royal or Straight Flush (the ledger checks its amount, so any amount
// is declared), else fixed times the stake.
func progressive(r *rand.Rand, seat int, amount rules.Money, v xref.Value, fixed map[int]int64) xref.Bet {
	b := xref.Bet{Seat: seat, Bet: "progressive", Amount: amount, Result: rules.Lose}
	if v.Class >= xref.StraightFlush {
		b.Result, b.Payout = rules.Win, rules.Money(100*(500+r.IntN(50000)))
	} else if n, ok := fixed[v.Class]; ok {
		b.Result, b.Payout = rules.Win, rules.Money(int64(amount)*n)
	}
	return b
}

func record(game string, n int, dl deal, seats []map[string]any, bets []xref.Bet) map[string]any {
	rec := xref.Envelope(game, n)
	rec["cards"] = map[string]any{"community": xref.Strs(dl.board), "dealer": xref.Strs(dl.dealer), "seats": seats}
	rec["wagers"] = xref.Record(bets)
	return rec
}

// Texas Hold 'Em Bonus Poker, Great Britain (seed 002 lines 2231-2400).
func TestCrossCheckBonus(t *testing.T) {
	c := &xref.Checker{T: t, Game: holdemtable.BonusUK()}
	r := rand.New(rand.NewPCG(xref.Seed(), 61))
	fixed := map[int]int64{xref.Quads: 500, xref.FullHouse: 100, xref.Flush: 50}
	for n := range xref.Rounds(1500) {
		side := []string{"bonus", "progressive", "bonus_and_progressive"}[r.IntN(3)]
		top := []string{"offered", "not_offered"}[r.IntN(2)]
		onFold := []string{"loses", "settled"}[r.IntN(2)]
		settings := map[string]string{"side_wagers": side, "top_bonus": top, "bonus_on_fold": onFold}
		dl := dealRound(r, 7)
		dv := seven(dl.dealer, dl.board)
		dealerAA := dl.dealer[0].Rank() == rules.Ace && dl.dealer[1].Rank() == rules.Ace
		var seats []map[string]any
		var bets []xref.Bet
		for seat := 1; seat <= 7; seat++ {
			if r.IntN(5) == 0 {
				continue
			}
			hole := dl.holes[seat]
			v := seven(hole, dl.board)
			ante := xref.Amount(r)
			s := map[string]any{"seat": seat, "cards": xref.Strs(hole)}
			fold := r.IntN(5) == 0
			res := versus(v, dv)
			if fold {
				s["decisions"] = []string{"fold"}
				bets = append(bets, bet(seat, "ante", ante, rules.Lose, 0, 1))
			} else {
				// Ante: 1 to 1 only when the winning hand is a Straight or
				// better (2338-2341).
				ar := res
				if res == rules.Win && v.Class < xref.Straight {
					ar = rules.Push
				}
				bets = append(bets, bet(seat, "ante", ante, ar, 1, 1))
				bets = append(bets, bet(seat, "flop", 2*ante, res, 1, 1))
				words := []string{"bet"}
				for _, street := range []string{"turn", "river"} {
					if r.IntN(2) == 0 {
						words = append(words, "bet")
						bets = append(bets, bet(seat, street, ante, res, 1, 1))
					} else {
						words = append(words, "check")
					}
				}
				s["decisions"] = words
			}
			if side != "progressive" && r.IntN(2) == 0 {
				bets = append(bets, bonusBet(seat, xref.Amount(r), hole, dealerAA && top == "offered", fold && onFold == "loses"))
			}
			if side != "bonus" && r.IntN(2) == 0 {
				bets = append(bets, progressive(r, seat, rules.Money(100*(1+r.IntN(5))), v, fixed))
			}
			seats = append(seats, s)
		}
		if len(seats) == 0 {
			continue
		}
		round := xref.Round{Record: record(holdemtable.BonusGameID, n, dl, seats, bets), Settings: settings, Note: "holdem-bonus-uk"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// bonusBet settles the Bonus Jackpot on the two hole cards (2302-2318), or
// lost with a fold (bonus_on_fold=loses, interpretation UK-B3).
func bonusBet(seat int, amount rules.Money, hole []rules.Card, topOffered, fold bool) xref.Bet {
	a, b := hole[0].Rank(), hole[1].Rank()
	if a < b {
		a, b = b, a
	}
	suited := hole[0].Suit() == hole[1].Suit()
	var odds int64
	switch {
	case a == rules.Ace && b == rules.Ace && topOffered:
		odds = 1000
	case a == rules.Ace && b == rules.Ace:
		odds = 30
	case a == rules.Ace && b == rules.King && suited:
		odds = 25
	case a == rules.Ace && (b == rules.Queen || b == rules.Jack) && suited:
		odds = 20
	case a == rules.Ace && b == rules.King:
		odds = 15
	case a == b && a >= rules.Jack:
		odds = 10
	case a == rules.Ace && (b == rules.Queen || b == rules.Jack):
		odds = 5
	case a == b:
		odds = 3
	}
	if fold || odds == 0 {
		return bet(seat, "bonus", amount, rules.Lose, 0, 1)
	}
	return bet(seat, "bonus", amount, rules.Win, odds, 1)
}

// The Blind table (seed 002 lines 2512-2523, seed 000 lines 2366-2373).
func blind(v xref.Value) (int64, int64) {
	switch v.Class {
	case xref.RoyalFlush:
		return 500, 1
	case xref.StraightFlush:
		return 50, 1
	case xref.Quads:
		return 10, 1
	case xref.FullHouse:
		return 3, 1
	case xref.Flush:
		return 3, 2
	case xref.Straight:
		return 1, 1
	}
	return 0, 1
}

var ultimateWords = [][]string{{"4x"}, {"3x"}, {"check", "2x"}, {"check", "check", "1x"}, {"check", "check", "fold"}}

// ultimateSeat settles one Ultimate position's Ante, Blind and Play
// (lines 2483-2526 and 2577-2586; seed 000 lines 2342-2376).
func ultimateSeat(seat int, ante rules.Money, words []string, v, dv xref.Value) []xref.Bet {
	last := words[len(words)-1]
	if last == "fold" {
		return []xref.Bet{bet(seat, "ante", ante, rules.Lose, 0, 1), bet(seat, "blind", ante, rules.Lose, 0, 1)}
	}
	mult := map[string]rules.Money{"4x": 4, "3x": 3, "2x": 2, "1x": 1}[last]
	qualified := dv.Class >= xref.OnePair
	res := versus(v, dv)
	ar := res
	if !qualified {
		ar = rules.Push // the Ante is returned (2580-2582, 2355)
	}
	var b xref.Bet
	switch {
	case res != rules.Win:
		b = bet(seat, "blind", ante, res, 0, 1)
	default:
		if w, p := blind(v); w > 0 {
			b = bet(seat, "blind", ante, rules.Win, w, p)
		} else {
			b = bet(seat, "blind", ante, rules.Push, 0, 1)
		}
	}
	return []xref.Bet{bet(seat, "ante", ante, ar, 1, 1), b, bet(seat, "play", mult*ante, res, 1, 1)}
}

// trips settles the Trips Bonus on a hand by a table indexed from three of
// a kind to royal flush; per is the Flush's divisor (7 to 2).
func trips(seat int, amount rules.Money, v xref.Value, table [7]int64, flushPer int64) xref.Bet {
	if v.Class < xref.Trips {
		return bet(seat, "trips", amount, rules.Lose, 0, 1)
	}
	per := int64(1)
	if v.Class == xref.Flush {
		per = flushPer
	}
	return bet(seat, "trips", amount, rules.Win, table[v.Class-xref.Trips], per)
}

// Ultimate Texas Hold 'Em Poker, Great Britain (seed 002 lines 2401-2587).
func TestCrossCheckUltimateUK(t *testing.T) {
	c := &xref.Checker{T: t, Game: holdemtable.UltimateUK()}
	r := rand.New(rand.NewPCG(xref.Seed(), 62))
	// Three of a kind, straight, flush, full house, four of a kind,
	// straight flush, royal flush (lines 2532-2571).
	tables := map[string][7]int64{
		"minimum": {3, 4, 6, 7, 20, 40, 50},
		"1":       {3, 4, 7, 9, 30, 40, 50},
		"2":       {3, 5, 6, 8, 30, 40, 50},
		"3":       {3, 4, 7, 8, 30, 40, 50},
		"4":       {3, 5, 6, 7, 20, 40, 50},
	}
	for n := range xref.Rounds(1500) {
		pt := []string{"minimum", "1", "2", "3", "4"}[r.IntN(5)]
		dl := dealRound(r, 7)
		dv := seven(dl.dealer, dl.board)
		var seats []map[string]any
		var bets []xref.Bet
		for seat := 1; seat <= 7; seat++ {
			if r.IntN(5) == 0 {
				continue
			}
			hole := dl.holes[seat]
			v := seven(hole, dl.board)
			words := ultimateWords[r.IntN(len(ultimateWords))]
			bets = append(bets, ultimateSeat(seat, xref.Amount(r), words, v, dv)...)
			if r.IntN(2) == 0 {
				// A folded hand's Trips Bonus is paid on its own cards
				// (2472-2477).
				bets = append(bets, trips(seat, xref.Amount(r), v, tables[pt], 1))
			}
			seats = append(seats, map[string]any{"seat": seat, "cards": xref.Strs(hole), "decisions": words})
		}
		if len(seats) == 0 {
			continue
		}
		round := xref.Round{Record: record(holdemtable.UltimateUKGameID, n, dl, seats, bets),
			Settings: map[string]string{"trips_pay_table": pt}, Note: "ultimate-holdem-uk"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// Ultimate Texas Hold'em, California (seed 000 lines 2278-2415).
func TestCrossCheckUltimateCalifornia(t *testing.T) {
	c := &xref.Checker{T: t, Game: holdemtable.Ultimate()}
	r := rand.New(rand.NewPCG(xref.Seed(), 63))
	table := [7]int64{3, 4, 7, 8, 30, 40, 50} // lines 2395-2403
	for n := range xref.Rounds(1500) {
		flush := []string{"7_to_2", "7_to_1"}[r.IntN(2)]
		flushPer := map[string]int64{"7_to_2": 2, "7_to_1": 1}[flush]
		pdSeat := 1 + r.IntN(8)
		dl := dealRound(r, 8)
		dl.dealer = dl.holes[pdSeat]
		dv := seven(dl.dealer, dl.board)
		board, _ := xref.Best5(dl.board)
		type seatBets struct {
			fold bool
			bets []xref.Bet
		}
		var order []seatBets
		var seats []map[string]any
		for k := 1; k < 8; k++ {
			seat := (pdSeat-1+k)%8 + 1
			if r.IntN(4) == 0 {
				continue
			}
			hole := dl.holes[seat]
			v := seven(hole, dl.board)
			words := ultimateWords[r.IntN(len(ultimateWords))]
			sb := seatBets{fold: words[len(words)-1] == "fold", bets: ultimateSeat(seat, xref.Amount(r), words, v, dv)}
			s := map[string]any{"seat": seat, "decisions": words}
			if !sb.fold || r.IntN(2) == 0 {
				s["cards"] = xref.Strs(hole)
			}
			if r.IntN(2) == 0 {
				// A folded hand's Trips Bonus: the board alone (2334, 2388).
				tv := v
				if sb.fold {
					tv = board
				}
				sb.bets = append(sb.bets, trips(seat, xref.Amount(r), tv, table, flushPer))
			}
			order = append(order, sb)
			seats = append(seats, s)
		}
		if len(seats) == 0 {
			continue
		}
		// The uncovered wagers are returned once the bank is exhausted
		// (line 2390).
		bank := &xref.Bank{Bank: rules.Money(100 * (50 + r.IntN(1500))), Returns: true}
		if r.IntN(3) == 0 {
			bank.Bank = rules.Money(100 * (1 + r.IntN(80)))
		}
		// The folded hands' Ante and Blind first, then seat by seat.
		for i := range order {
			if order[i].fold {
				for j := 0; j < 2; j++ {
					order[i].bets[j] = bank.Settle(order[i].bets[j], order[i].bets[j].Amount)
				}
			}
		}
		var bets []xref.Bet
		for i := range order {
			for j := range order[i].bets {
				if order[i].fold && j < 2 {
					continue
				}
				order[i].bets[j] = bank.Settle(order[i].bets[j], order[i].bets[j].Amount)
			}
			bets = append(bets, order[i].bets...)
		}
		rec := record(holdemtable.UltimateGameID, n, dl, seats, bets)
		rec["player_dealer"] = map[string]any{"seat": pdSeat, "bank": bank.Bank.String(), "net": xref.Signed(bank.Net)}
		round := xref.Round{Record: rec, Settings: map[string]string{"trips_flush": flush}, Note: "ultimate-holdem"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// Casino Hold 'Em Poker, Great Britain (seed 002 lines 2588-2715).
func TestCrossCheckCasino(t *testing.T) {
	c := &xref.Checker{T: t, Game: holdemtable.Casino()}
	r := rand.New(rand.NewPCG(xref.Seed(), 64))
	fixed := map[int]int64{xref.Quads: 100, xref.FullHouse: 10}
	// Lines 2640-2649: a Straight or less 1 to 1.
	anteTable := map[int]int64{xref.Flush: 2, xref.FullHouse: 3, xref.Quads: 10, xref.StraightFlush: 20, xref.RoyalFlush: 100}
	anteOdds := func(v xref.Value) int64 {
		if o, ok := anteTable[v.Class]; ok {
			return o
		}
		return 1
	}
	for n := range xref.Rounds(1500) {
		side := []string{"aa_bonus", "progressive", "aa_bonus_and_progressive"}[r.IntN(3)]
		dl := dealRound(r, 7)
		dv := seven(dl.dealer, dl.board)
		qualified := dv.Class > xref.OnePair || (dv.Class == xref.OnePair && dv.Ranks[0] >= 4)
		var seats []map[string]any
		var bets []xref.Bet
		for seat := 1; seat <= 7; seat++ {
			if r.IntN(5) == 0 {
				continue
			}
			hole := dl.holes[seat]
			v := seven(hole, dl.board)
			ante := xref.Amount(r)
			fold := r.IntN(5) == 0
			s := map[string]any{"seat": seat, "decisions": []string{map[bool]string{true: "fold", false: "call"}[fold]}}
			switch {
			case fold:
				bets = append(bets, bet(seat, "ante", ante, rules.Lose, 0, 1))
			case !qualified:
				// The Call returned, every Ante paid by the table
				// (2635-2649).
				bets = append(bets, bet(seat, "ante", ante, rules.Win, anteOdds(v), 1), bet(seat, "call", 2*ante, rules.Push, 0, 1))
			default:
				res := versus(v, dv)
				bets = append(bets, bet(seat, "ante", ante, res, anteOdds(v), 1), bet(seat, "call", 2*ante, res, 1, 1))
			}
			showCards := !fold
			if side != "progressive" && r.IntN(2) == 0 {
				// The hole cards and the Flop: a pair of aces or better.
				fv := xref.Eval5(append(append([]rules.Card{}, hole...), dl.board[:3]...))
				aa := fv.Class > xref.OnePair || (fv.Class == xref.OnePair && fv.Ranks[0] == 14)
				switch {
				case fold || !aa:
					bets = append(bets, bet(seat, "aa_bonus", xref.Amount(r), rules.Lose, 0, 1))
				case fv.Class >= xref.Flush:
					bets = append(bets, bet(seat, "aa_bonus", xref.Amount(r), rules.Win, 25, 1))
				default:
					bets = append(bets, bet(seat, "aa_bonus", xref.Amount(r), rules.Win, 7, 1))
				}
			}
			if side != "aa_bonus" && r.IntN(2) == 0 {
				bets = append(bets, progressive(r, seat, rules.Money(100*(1+r.IntN(5))), v, fixed))
				showCards = true
			}
			if showCards || r.IntN(2) == 0 {
				s["cards"] = xref.Strs(hole)
			}
			seats = append(seats, s)
		}
		if len(seats) == 0 {
			continue
		}
		round := xref.Round{Record: record(holdemtable.CasinoGameID, n, dl, seats, bets),
			Settings: map[string]string{"side_wagers": side}, Note: "casino-holdem"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}

// Two Way Texas Hold 'Em Casino Poker, Great Britain (seed 002 lines
// 2716-2793).
func TestCrossCheckTwoWay(t *testing.T) {
	c := &xref.Checker{T: t, Game: holdemtable.TwoWay()}
	r := rand.New(rand.NewPCG(xref.Seed(), 65))
	// Straight, flush, full house, four of a kind, straight flush (a royal
	// flush is one), lines 2788-2793.
	twoWay := map[int]int64{xref.Straight: 2, xref.Flush: 3, xref.FullHouse: 4, xref.Quads: 25, xref.StraightFlush: 50, xref.RoyalFlush: 50}
	for n := range xref.Rounds(1500) {
		river := []string{"any", "ante"}[r.IntN(2)]
		dl := dealRound(r, 7)
		dv := seven(dl.dealer, dl.board)
		qualified := dv.Class >= xref.OnePair
		var seats []map[string]any
		var bets []xref.Bet
		for seat := 1; seat <= 7; seat++ {
			if r.IntN(5) == 0 {
				continue
			}
			hole := dl.holes[seat]
			v := seven(hole, dl.board)
			ante := xref.Amount(r)
			res := versus(v, dv)
			other := res // Blind, Flop and River
			if !qualified {
				other = rules.Push
			}
			bets = append(bets, bet(seat, "ante", ante, res, 1, 1), bet(seat, "blind", ante, other, 1, 1))
			high := v
			if xref.Cmp(dv, v) > 0 {
				high = dv
			}
			if o, ok := twoWay[high.Class]; ok {
				bets = append(bets, bet(seat, "two_way", ante, rules.Win, o, 1))
			} else {
				bets = append(bets, bet(seat, "two_way", ante, rules.Lose, 0, 1))
			}
			words := []string{"check", "check"}
			if r.IntN(2) == 0 {
				words[0] = "bet"
				bets = append(bets, bet(seat, "flop", ante, other, 1, 1))
			}
			if r.IntN(2) == 0 {
				words[1] = "bet"
				amount := ante
				if river == "any" && r.IntN(2) == 0 {
					amount = xref.Amount(r)
				}
				bets = append(bets, bet(seat, "river", amount, other, 1, 1))
			}
			seats = append(seats, map[string]any{"seat": seat, "cards": xref.Strs(hole), "decisions": words})
		}
		if len(seats) == 0 {
			continue
		}
		round := xref.Round{Record: record(holdemtable.TwoWayGameID, n, dl, seats, bets),
			Settings: map[string]string{"river_wager": river}, Note: "two-way-holdem"}
		if c.Agree(round) && n%10 == 0 {
			c.Flip(round, r)
		}
	}
}
