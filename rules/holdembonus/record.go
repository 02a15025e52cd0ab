package holdembonus

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Record is the JSON form of one round:
//
//	{"table_id": "THB-1", "hand_number": 7, "game": "holdem-bonus-progressive",
//	 "dealt_at": "2026-11-21T22:14:05+08:00",
//	 "cards": {"community": ["QS", "JS", "TS", "3H", "7D"], "dealer": ["5D", "5C"],
//	           "seats": [{"seat": 1, "cards": ["AS", "KS"], "folded": false}]},
//	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"}]}
//
// The community cards are listed in the order exposed: the three Flop
// cards, the Turn card, the River card (lines 29, 34, 38). A wager in the
// list was made; a Turn or River that was checked is left out (line 71).
type Record struct {
	rules.Envelope
	// Void names the irregularity that voided the whole round (Section 5);
	// every wager is then returned.
	Void   string              `json:"void,omitempty"`
	Cards  RecordCards         `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
}

// RecordCards holds the round's cards.
type RecordCards struct {
	Community []string     `json:"community"`
	Dealer    []string     `json:"dealer"`
	Seats     []SeatRecord `json:"seats"`
}

// SeatRecord is one playing position dealt into the round.
type SeatRecord struct {
	Seat int `json:"seat"`
	// Cards are the two hole cards. A hand that folded, declined the
	// comparison or was voided may leave them out.
	Cards  []string `json:"cards,omitempty"`
	Folded bool     `json:"folded"`
	// Declined is a player who did not expose his hole cards for the
	// comparison (Rule 3.10.1, line 73).
	Declined bool `json:"declined,omitempty"`
	// Void names the irregularity that took this hand out of play and
	// returned its wagers (voidReasons).
	Void string `json:"void,omitempty"`
}

// Bet indexes into Seat.bet.
const (
	iAnte = iota
	iBonus
	iFlop
	iTurn
	iRiver
	iProgressive
	numBets
)

func betIndex(bet string) int {
	for i, b := range betIDs {
		if b == bet {
			return i
		}
	}
	return -1
}

// Hand is a decoded round.
type Hand struct {
	env rules.Envelope
	// Void names the irregularity that voided the round, or "".
	Void string
	// Community holds the five community cards in the order exposed; Dealer
	// the dealer's two hole cards. A void round may hold fewer.
	Community []rules.Card
	Dealer    []rules.Card
	Seats     []Seat
	wagers    []rules.Wager
	// seatOf maps each wager to its index in Seats.
	seatOf []int
}

// Seat is one playing position.
type Seat struct {
	Seat     int
	Cards    []rules.Card
	Folded   bool
	Declined bool
	Void     string
	// bet holds the index in Hand.wagers of each bet the position made,
	// or -1.
	bet [numBets]int
}

// Envelope returns the fields every record shares.
func (h *Hand) Envelope() rules.Envelope { return h.env }

// Wagers returns the round's wagers in record order.
func (h *Hand) Wagers() []rules.Wager { return h.wagers }

// maxVoidCards bounds the cards a voided round or hand may list: it can
// hold too many (Rule 5.1) but not without limit.
const maxVoidCards = 10

// Decode reads one record strictly. Besides malformed fields it refuses
// what the rules do not allow: a card count other than five community cards,
// two for the dealer and two for a hand that reaches the comparison (Rules
// 5.3 and 5.7 void the round or the hand instead), a card dealt twice or a
// joker (one deck, line 42), and wagers the rules do not let a position
// hold (lines 56-60, 69-71).
func (game) Decode(data []byte) (rules.Hand, error) {
	var r Record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != GameID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, GameID, GameID)
	}
	h := &Hand{env: r.Envelope, Void: r.Void}
	voidRound := r.Void != ""
	if _, ok := roundVoidReasons[r.Void]; voidRound && !ok {
		errs.Add("void", "%q is not an irregularity that voids the round (%s; Rules 5.1-5.4 and 5.8, lines 159-170)", r.Void, reasonList(roundVoidReasons))
	}
	h.Community = decodeCards("cards.community", r.Cards.Community, 5, voidRound, errs,
		"five community cards are dealt (lines 67-68); a round with another number is void (Rule 5.3, line 164)")
	h.Dealer = decodeCards("cards.dealer", r.Cards.Dealer, 2, voidRound, errs,
		"the dealer gets two hole cards (line 31); a round with another number is void (Rule 5.3, line 164)")
	h.decodeSeats(r.Cards.Seats, voidRound, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, betIDs, errs)
	for i, w := range r.Wagers {
		if w.Backline != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].backline", i), "backline bettors belong to California games; %s has none", GameID)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.placeWagers(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkPositions(voidRound, errs)
	if !voidRound {
		h.checkDeck(errs)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// decodeCards parses a list of want cards; a voided round may list any
// number up to maxVoidCards, jokers included (Rule 5.1 voids a round with
// foreign cards).
func decodeCards(field string, in []string, want int, voidRound bool, errs *rules.InputError, why string) []rules.Card {
	switch {
	case voidRound && len(in) > maxVoidCards:
		errs.Add(field, "has %d cards; a void round may list at most %d", len(in), maxVoidCards)
	case !voidRound && len(in) != want:
		errs.Add(field, "has %d cards; %s", len(in), why)
	}
	return rules.ParseCards(field, in, errs)
}

func (h *Hand) decodeSeats(in []SeatRecord, voidRound bool, errs *rules.InputError) {
	if len(in) == 0 {
		errs.Add("cards.seats", "lists no playing position; every position holding a wager is dealt a hand (lines 67-68)")
	}
	if len(in) > MaxPositions {
		errs.Add("cards.seats", "lists %d positions; the layout has at most %d (line 193)", len(in), MaxPositions)
		return
	}
	seen := map[int]bool{}
	for i, sr := range in {
		f := fmt.Sprintf("cards.seats[%d]", i)
		if sr.Seat < 1 || sr.Seat > MaxPositions {
			errs.Add(f+".seat", "must be a playing position from 1 to %d (line 193)", MaxPositions)
		} else if seen[sr.Seat] {
			errs.Add(f+".seat", "seat %d is listed twice", sr.Seat)
		}
		seen[sr.Seat] = true
		if _, ok := voidReasons[sr.Void]; sr.Void != "" && !ok {
			errs.Add(f+".void", "%q is not an irregularity that voids a hand (%s)", sr.Void, reasonList(voidReasons))
		}
		if sr.Folded && sr.Declined {
			errs.Add(f+".declined", "a folded hand is out of play (line 70) and never reaches the comparison (line 73)")
		}
		if sr.Void != "" && (sr.Folded || sr.Declined) {
			errs.Add(f+".void", "a voided hand is out of play with its wagers returned; it neither folds nor declines")
		}
		// A hand dealt the wrong number of cards is removed (Rule 5.7); a
		// void round may hold anything; otherwise two cards or none shown.
		switch n := len(sr.Cards); {
		case sr.Void == "misdealt" || voidRound:
			if n > 3 {
				errs.Add(f+".cards", "has %d cards; a misdealt hand lists the one to three cards it was dealt", n)
			}
		case n != 0 && n != 2:
			errs.Add(f+".cards", "has %d cards; each position is dealt two hole cards (line 31); a hand dealt another number is void \"misdealt\" (Rule 5.7, line 168)", n)
		}
		s := Seat{Seat: sr.Seat, Folded: sr.Folded, Declined: sr.Declined, Void: sr.Void,
			Cards: rules.ParseCards(f+".cards", sr.Cards, errs)}
		for b := range s.bet {
			s.bet[b] = -1
		}
		h.Seats = append(h.Seats, s)
	}
}

// placeWagers files each wager under its position; every position in the
// record must hold one and every wager must be on a listed position.
func (h *Hand) placeWagers(errs *rules.InputError) {
	index := make(map[int]int, len(h.Seats))
	for i, s := range h.Seats {
		index[s.Seat] = i
	}
	h.seatOf = make([]int, len(h.wagers))
	for i, w := range h.wagers {
		j, ok := index[w.Seat]
		if !ok {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "seat %d holds a wager but is not in cards.seats; list its hand", w.Seat)
			continue
		}
		h.seatOf[i] = j
		h.Seats[j].bet[betIndex(w.Bet)] = i
	}
}

// checkPositions checks that each position holds the wagers the rules
// allow, and the hole cards its decision requires.
func (h *Hand) checkPositions(voidRound bool, errs *rules.InputError) {
	for j := range h.Seats {
		s := &h.Seats[j]
		f := fmt.Sprintf("cards.seats[%d]", j)
		wf := func(b int) string { return fmt.Sprintf("wagers[%d]", s.bet[b]) }
		has := func(b int) bool { return s.bet[b] >= 0 }
		holds := false
		for _, k := range s.bet {
			holds = holds || k >= 0
		}
		if !holds {
			errs.Add(f, "seat %d holds no wager; cards are dealt only to positions holding a wager (lines 67-68)", s.Seat)
			continue
		}
		if !has(iAnte) {
			// Only a Progressive may stand without an Ante: it is then
			// invalid and returned (Rule 5.12.2, line 180).
			for _, b := range []int{iBonus, iFlop, iTurn, iRiver} {
				if has(b) {
					errs.Add(wf(b)+".bet", "seat %d holds a %s wager without an Ante; a Player places the Ante first (lines 56, 60); the rules do not cover another order (line 190)", s.Seat, betIDs[b])
				}
			}
			if s.Folded || s.Declined {
				errs.Add(f, "seat %d placed no Ante and plays no hand, so it neither folds nor declines (lines 56, 180)", s.Seat)
			}
			continue
		}
		ante := h.wagers[s.bet[iAnte]].Amount
		if has(iFlop) {
			if a := h.wagers[s.bet[iFlop]].Amount; a != 2*ante {
				errs.Add(wf(iFlop)+".amount", "the Flop wager is twice the Ante: %s on an Ante of %s, not %s (line 71)", 2*ante, ante, a)
			}
			if s.Folded {
				errs.Add(f+".folded", "seat %d folded but holds a Flop wager; a Player either folds or wagers on the Flop (lines 69-71)", s.Seat)
			}
			if s.Void == "absent" {
				errs.Add(f+".void", "seat %d was absent for the Flop decision but holds a Flop wager (line 176)", s.Seat)
			}
		}
		for _, b := range []int{iTurn, iRiver} {
			if !has(b) {
				continue
			}
			if !has(iFlop) {
				errs.Add(wf(b)+".bet", "seat %d holds a %s wager without the Flop wager it follows (line 71)", s.Seat, betIDs[b])
			}
			if a := h.wagers[s.bet[b]].Amount; a != ante {
				errs.Add(wf(b)+".amount", "the %s wager equals the Ante: %s, not %s (line 71)", betIDs[b], ante, a)
			}
		}
		if !has(iFlop) && !s.Folded && s.Void == "" && !voidRound {
			errs.Add(f, "seat %d placed an Ante but neither folded nor wagered on the Flop (lines 69-71); a player absent for that decision is recorded with \"void\": \"absent\" (line 176)", s.Seat)
		}
		if s.Declined && !has(iFlop) {
			errs.Add(f+".declined", "only a hand with a Flop wager reaches the comparison it could decline (lines 71-73)")
		}
		if has(iFlop) && !s.Declined && s.Void == "" && !voidRound && len(s.Cards) != 2 {
			errs.Add(f+".cards", "seat %d's hand is compared with the dealer's: both hole cards are required (line 72)", s.Seat)
		}
	}
}

// checkDeck refuses a joker or a card seen twice: the game is dealt from
// one deck of 52 cards without jokers (line 42).
func (h *Hand) checkDeck(errs *rules.InputError) {
	var first [53]string
	check := func(field string, cards []rules.Card) {
		for i, c := range cards {
			f := fmt.Sprintf("%s[%d]", field, i)
			if c == rules.Joker {
				errs.Add(f, "is a joker; the game is dealt from one deck of 52 cards without jokers (line 42)")
				continue
			}
			if prev := first[c.Index()]; prev != "" {
				errs.Add(f, "%s is also at %s; the game is dealt from one deck (line 42), and a round with extra cards is void (Rule 5.1, line 159)", c, prev)
				continue
			}
			first[c.Index()] = f
		}
	}
	check("cards.community", h.Community)
	check("cards.dealer", h.Dealer)
	for j, s := range h.Seats {
		check(fmt.Sprintf("cards.seats[%d].cards", j), s.Cards)
	}
}

// voidText describes a reason for people ("power failure").
func voidText(reason string) string { return strings.ReplaceAll(reason, "_", " ") }
