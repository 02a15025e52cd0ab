// Package threecard verifies Three Card Poker in its two versions: the house-
// banked game of Great Britain (three-card-poker-uk, seed 002
// 002_698357c067349aee.txt lines 862-1014) with its Ante, Play, Ante Bonus
// and Pair Plus, and Three Card Poker 6 Card Bonus, the California
// player-dealer game (three-card-poker, seed 000 000_b1ea2c6eebf99c4b.txt
// lines 2419-2642) with its Ante, Play, Pair Plus and 6 Card Bonus, banked
// by a seated player within the bank it puts up, the house taking
// collection fees.
//
// The versions differ in the shape of their records (the California one
// carries the player-dealer, its cards and the collections), so each has
// its own id. The California game holds the catalog id three-card-poker,
// the id the California Games Collection Rates give Three Card Poker
// (GEGA-000329, the id printed at the end of the 6 Card Bonus section,
// line 2642). Both rank hands with poker.Eval3.
//
// A record lists the dealer's (or player-dealer's) three cards, each seat's
// three cards with its decision to play or fold, and the wagers as settled
// at the table; Verify recomputes every wager from the cards.
package threecard

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// The bets, as records name them.
const (
	BetAnte         = "ante"
	BetPlay         = "play"
	BetAnteBonus    = "ante_bonus"
	BetPairPlus     = "pair_plus"
	BetSixCardBonus = "six_card_bonus"
)

// Bet indexes into Seat.bet.
const (
	iAnte = iota
	iPlay
	iAnteBonus
	iPairPlus
	iSixCardBonus
	numBets
)

var allBets = [numBets]string{BetAnte, BetPlay, BetAnteBonus, BetPairPlus, BetSixCardBonus}

func betIndex(bet string) int {
	for i, b := range allBets {
		if b == bet {
			return i
		}
	}
	return -1
}

// The decisions a seat holding an Ante makes after seeing its cards.
const (
	// DecisionPlay: the seat made the Play wager, equal to its Ante.
	DecisionPlay = "play"
	// DecisionFold: the seat gave up its Ante rather than make the Play
	// wager.
	DecisionFold = "fold"
)

// SeatRecord is one seat's hand as a record carries it.
type SeatRecord struct {
	Seat int `json:"seat"`
	// Cards are the seat's three cards.
	Cards []string `json:"cards"`
	// Decision is play or fold for a seat holding an Ante; a Great Britain
	// seat holding only a Pair Plus makes none and leaves it out.
	Decision string `json:"decision,omitempty"`
}

// Seat is one decoded seat.
type Seat struct {
	Seat     int
	Cards    [3]rules.Card
	Value    poker.Three
	Decision string
	// bet holds the index in the hand's wagers of each bet the seat holds,
	// or -1.
	bet [numBets]int
}

func (s *Seat) has(b int) bool { return s.bet[b] >= 0 }

// played reports whether the seat made the Play wager.
func (s *Seat) played() bool { return s.Decision == DecisionPlay }

// table is what both versions decode the same way: the dealer's cards, the
// seats and the wagers.
type table struct {
	env    rules.Envelope
	dealer []rules.Card // three, or none in a Great Britain round that no seat played
	seats  []Seat
	wagers []rules.Wager
	// seatOf maps each wager to its index in seats.
	seatOf []int
}

// decodeCards parses one hand of three cards; a joker is refused (one
// deck of 52 cards).
func decodeCards(field string, in []string, why string, deckRule string, errs *rules.InputError) ([3]rules.Card, bool) {
	var out [3]rules.Card
	if len(in) != 3 {
		errs.Add(field, "has %d cards; %s", len(in), why)
		return out, false
	}
	ok := true
	for i, s := range in {
		f := fmt.Sprintf("%s[%d]", field, i)
		c, err := rules.ParseCard(s)
		switch {
		case err != nil:
			errs.Add(f, "%v", err)
			ok = false
		case c == rules.Joker:
			errs.Add(f, "is a joker; the game is dealt from a deck of 52 cards without jokers (%s)", deckRule)
			ok = false
		}
		out[i] = c
	}
	return out, ok
}

// decodeSeats reads the seats: each listed once, numbered 1 to maxSeat,
// with three cards.
func (t *table) decodeSeats(in []SeatRecord, maxSeat int, seatRule, dealRule, deckRule string, errs *rules.InputError) {
	if len(in) == 0 {
		errs.Add("cards.seats", "lists no seat; every seat holding a wager is dealt three cards (%s)", dealRule)
	}
	if len(in) > maxSeat {
		errs.Add("cards.seats", "lists %d seats; the table has at most %d (%s)", len(in), maxSeat, seatRule)
		return
	}
	seen := map[int]bool{}
	for i, sr := range in {
		f := fmt.Sprintf("cards.seats[%d]", i)
		switch {
		case sr.Seat < 1 || sr.Seat > maxSeat:
			errs.Add(f+".seat", "must be a seat from 1 to %d (%s)", maxSeat, seatRule)
		case seen[sr.Seat]:
			errs.Add(f+".seat", "seat %d is listed twice", sr.Seat)
		}
		seen[sr.Seat] = true
		cards, ok := decodeCards(f+".cards", sr.Cards, "each seat is dealt three cards ("+dealRule+")", deckRule, errs)
		s := Seat{Seat: sr.Seat, Cards: cards, Decision: sr.Decision}
		if ok {
			s.Value = poker.Eval3(cards)
		}
		switch sr.Decision {
		case "", DecisionPlay, DecisionFold:
		default:
			errs.Add(f+".decision", "%q is not play or fold", sr.Decision)
		}
		for b := range s.bet {
			s.bet[b] = -1
		}
		t.seats = append(t.seats, s)
	}
}

// placeWagers files each wager under its seat: every wager's seat must be
// listed and every listed seat must hold a wager.
func (t *table) placeWagers(dealRule string, errs *rules.InputError) {
	index := make(map[int]int, len(t.seats))
	for i, s := range t.seats {
		index[s.Seat] = i
	}
	t.seatOf = make([]int, len(t.wagers))
	for i, w := range t.wagers {
		j, ok := index[w.Seat]
		if !ok {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "seat %d holds a wager but is not in cards.seats; list its hand", w.Seat)
			continue
		}
		t.seatOf[i] = j
		t.seats[j].bet[betIndex(w.Bet)] = i
	}
	for j, s := range t.seats {
		holds := false
		for _, k := range s.bet {
			holds = holds || k >= 0
		}
		if !holds {
			errs.Add(fmt.Sprintf("cards.seats[%d]", j), "seat %d holds no wager; cards are dealt to the seats that wagered (%s)", s.Seat, dealRule)
		}
	}
}

// amountOf is the amount of the seat's bet b (which it must hold).
func (t *table) amountOf(s *Seat, b int) rules.Money { return t.wagers[s.bet[b]].Amount }

// wagerField names a seat's bet b in the record.
func wagerField(s *Seat, b int) string { return fmt.Sprintf("wagers[%d]", s.bet[b]) }

// checkDecisions checks that a seat holding an Ante decided, that play
// goes with a Play wager equal to the Ante, and that a seat without an
// Ante made no decision and no Play wager.
func (t *table) checkDecisions(playRule, foldRule string, errs *rules.InputError) {
	for j := range t.seats {
		s := &t.seats[j]
		f := fmt.Sprintf("cards.seats[%d]", j)
		if !s.has(iAnte) {
			if s.Decision != "" {
				errs.Add(f+".decision", "seat %d placed no Ante, so it has no Play wager to decide on (%s)", s.Seat, playRule)
			}
			if s.has(iPlay) {
				errs.Add(wagerField(s, iPlay)+".bet", "seat %d holds a Play wager without an Ante; the Play wager continues the Ante (%s)", s.Seat, playRule)
			}
			continue
		}
		switch s.Decision {
		case "":
			errs.Add(f+".decision", "seat %d placed an Ante: record play (the Play wager was made) or fold (%s, %s)", s.Seat, playRule, foldRule)
		case DecisionPlay:
			if !s.has(iPlay) {
				errs.Add(f+".decision", "seat %d played but holds no Play wager; list it (%s)", s.Seat, playRule)
			} else if a, p := t.amountOf(s, iAnte), t.amountOf(s, iPlay); a != p {
				errs.Add(wagerField(s, iPlay)+".amount", "the Play wager equals the Ante: %s, not %s (%s)", a, p, playRule)
			}
		case DecisionFold:
			if s.has(iPlay) {
				errs.Add(f+".decision", "seat %d folded but holds a Play wager; a player either folds or makes the Play wager (%s)", s.Seat, foldRule)
			}
		}
	}
}

// checkDeck refuses a card seen twice: each round is dealt from one deck.
func checkDeck(deckRule string, dealerField string, dealer []rules.Card, seats []Seat, errs *rules.InputError) {
	var first [52]string
	check := func(field string, cards []rules.Card) {
		for i, c := range cards {
			if c == rules.Joker || c.Rank() < rules.Two || c.Rank() > rules.Ace {
				continue // refused already
			}
			f := fmt.Sprintf("%s[%d]", field, i)
			if prev := first[c.Index()]; prev != "" {
				errs.Add(f, "%s is also at %s; the round is dealt from one deck of 52 cards (%s)", c, prev, deckRule)
				continue
			}
			first[c.Index()] = f
		}
	}
	check(dealerField, dealer)
	for j := range seats {
		check(fmt.Sprintf("cards.seats[%d].cards", j), seats[j].Cards[:])
	}
}

// threeRow is one line of a pay table on three cards (Pair Plus, and the
// Ante Bonus): a category, or the Mini Royal Flush among straight flushes.
type threeRow struct {
	outcome string
	cat     poker.ThreeCategory
	mini    bool
	odds    rules.Odds
	rule    rules.Cite
}

// threeRowOf returns the row the hand hits, or nil. A table with a Mini
// Royal Flush row pays a mini royal on it and not as a straight flush.
func threeRowOf(rows []threeRow, v poker.Three) *threeRow {
	if v.IsMiniRoyal() {
		for i := range rows {
			if rows[i].mini {
				return &rows[i]
			}
		}
	}
	for i := range rows {
		if !rows[i].mini && rows[i].cat == v.Category() {
			return &rows[i]
		}
	}
	return nil
}

func threePayTable(id, name, setting string, rows []threeRow) rules.PayTable {
	pt := rules.PayTable{ID: id, Name: name, Setting: setting}
	for _, r := range rows {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: r.rule})
	}
	return pt
}

// Results shared by the versions.
var (
	push = rules.Result{Result: rules.Push}
	lose = rules.Result{Result: rules.Lose}
)

func won(stake rules.Money, odds rules.Odds) rules.Result {
	return rules.Result{Result: rules.Win, Payout: odds.Pay(stake)}
}

// versus compares a seat's hand with the dealer's: +1 higher, 0 equal, -1
// lower.
func versus(p, d poker.Three) int {
	switch {
	case p > d:
		return 1
	case p < d:
		return -1
	}
	return 0
}

var versusNames = [...]string{"lower", "equal", "higher"}

// queenHigh is the lowest hand that qualifies a dealer: queen high (seed
// 002 line 955; seed 000 line 2504), the queen, three and two of no suit
// in common.
var queenHigh = poker.Eval3([3]rules.Card{rules.NewCard(rules.Queen, rules.Spades), rules.NewCard(3, rules.Hearts), rules.NewCard(2, rules.Diamonds)})

// qualifies reports whether a dealer's hand plays against the seats: queen
// high or better.
func qualifies(d poker.Three) bool { return d >= queenHigh }
