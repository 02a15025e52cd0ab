package holdem

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
)

// Table shape. Seats are numbered 1 to MaxSeats clockwise, the direction the
// button moves (lines 9, 13).
const (
	MaxSeats = 10
	minSeats = 2
	// maxFees bounds the fee lines of one hand; a real hand has one to three
	// (lines 50-53), and the bound keeps sums far from overflow.
	maxFees = 20
)

// Fee types a record may carry: the three collection rates of lines 50-53
// and time collection (the no-limit and pot-limit schedules, lines
// 1416-1438).
// designated_1 to designated_3 are the staged Designated Table Fees of the
// schedules (lines 6959-6961): taken after the deal, the flop and the turn.
var feeTypes = []string{"regular", "designated", "designated_1", "designated_2", "designated_3", "jackpot", "time"}

// record is the JSON shape of a Hold'em hand.
type record struct {
	rules.Envelope
	Button int          `json:"button"`
	Board  []string     `json:"board"`
	Seats  []seatRecord `json:"seats"`
	Fees   []feeRecord  `json:"fees"`
}

type seatRecord struct {
	Seat        int      `json:"seat"`
	Cards       []string `json:"cards"`
	Folded      bool     `json:"folded"`
	Contributed string   `json:"contributed"`
	Won         string   `json:"won"`
	Dead        string   `json:"dead"`
}

type feeRecord struct {
	Type   string `json:"type"`
	Amount string `json:"amount"`
}

// Hand is a decoded Hold'em hand.
type Hand struct {
	env rules.Envelope
	// Button is the seat of the dealer button, 1 to MaxSeats. It may be an
	// empty seat (a dead button).
	Button int
	// Board holds the community cards in the order dealt: none, the flop,
	// the turn, the river (line 5).
	Board []rules.Card
	Seats []Seat
	Fees  []Fee
}

// Seat is one seat dealt into the hand.
type Seat struct {
	Seat int
	// Cards are the two hole cards, when shown.
	Cards  []rules.Card
	Folded bool
	// Contributed is everything the seat put in the pot, uncalled bets
	// already returned, dead chips included.
	Contributed rules.Money
	// Dead is the part of Contributed that was dead: "Dead chips are not
	// treated as part of a player's bet" (line 11; the dead blind of line
	// 31).
	Dead rules.Money
	// Won is what the record says the seat collected.
	Won rules.Money
}

// Fee is one fee the house took from the pot.
type Fee struct {
	Type   string
	Amount rules.Money
}

// Envelope returns the fields every record shares.
func (h *Hand) Envelope() rules.Envelope { return h.env }

// Showdown reports whether two or more seats stayed in to the end.
func (h *Hand) Showdown() bool { return h.live() >= 2 }

func (h *Hand) live() int {
	n := 0
	for _, s := range h.Seats {
		if !s.Folded {
			n++
		}
	}
	return n
}

// Pot returns everything the seats put in.
func (h *Hand) Pot() rules.Money {
	var m rules.Money
	for _, s := range h.Seats {
		m += s.Contributed
	}
	return m
}

// FeeTotal returns the sum of the fees.
func (h *Hand) FeeTotal() rules.Money {
	var m rules.Money
	for _, f := range h.Fees {
		m += f.Amount
	}
	return m
}

func (game) Decode(data []byte) (rules.Hand, error) {
	var r record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != GameID {
		errs.Add("game", "%q is not %s; this record shape is the Texas Hold'em one", r.Game, GameID)
	}
	h := &Hand{env: r.Envelope, Button: r.Button}
	for i, s := range r.Board {
		if c, ok := parseCard(fmt.Sprintf("board[%d]", i), s, errs); ok {
			h.Board = append(h.Board, c)
		}
	}
	for i, sr := range r.Seats {
		f := fmt.Sprintf("seats[%d]", i)
		s := Seat{Seat: sr.Seat, Folded: sr.Folded}
		for j, cs := range sr.Cards {
			if c, ok := parseCard(fmt.Sprintf("%s.cards[%d]", f, j), cs, errs); ok {
				s.Cards = append(s.Cards, c)
			}
		}
		s.Contributed = rules.ParseAmount(f+".contributed", sr.Contributed, false, errs)
		s.Won = rules.ParseAmount(f+".won", sr.Won, false, errs)
		s.Dead = rules.ParseAmount(f+".dead", sr.Dead, true, errs)
		h.Seats = append(h.Seats, s)
	}
	for i, fr := range r.Fees {
		f := fmt.Sprintf("fees[%d]", i)
		if !slices.Contains(feeTypes, fr.Type) {
			errs.Add(f+".type", "%q is not one of regular, designated, jackpot, time", fr.Type)
		}
		h.Fees = append(h.Fees, Fee{Type: fr.Type, Amount: rules.ParseAmount(f+".amount", fr.Amount, false, errs)})
	}
	// Check the shape only when every card and amount parsed: a card that
	// failed to parse would shift the indexes the shape errors name.
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	return h, nil
}

func parseCard(field, s string, errs *rules.InputError) (rules.Card, bool) {
	c, err := rules.ParseCard(s)
	if err != nil {
		errs.Add(field, "%v", err)
		return 0, false
	}
	if c == rules.Joker {
		errs.Add(field, "is a joker; Texas Hold'em is dealt from one 52-card deck without jokers")
		return 0, false
	}
	return c, true
}

// check finds what makes a hand impossible: the wrong number of seats or
// cards, a card dealt twice, a showdown without the cards it needs, fees
// larger than the pot. Verify runs it too, so that a Hand built in code is
// held to the same rules as a decoded one.
func (h *Hand) check() error {
	errs := &rules.InputError{}
	if h.Button < 1 || h.Button > MaxSeats {
		errs.Add("button", "must be the seat of the dealer button, 1 to %d (an empty seat is allowed: a dead button)", MaxSeats)
	}
	switch len(h.Board) {
	case 0, 3, 4, 5:
	default:
		errs.Add("board", "must hold 0, 3, 4 or 5 cards (nothing, the flop, the turn, the river; line 5), not %d", len(h.Board))
	}
	if n := len(h.Seats); n < minSeats || n > MaxSeats {
		errs.Add("seats", "must list the %d to %d seats dealt in, not %d", minSeats, MaxSeats, n)
	}

	// One deck: each card once. The second sighting in record order (the
	// board, then the seats as listed) is the one named.
	var seen [52]cardAt
	see := func(at cardAt, c rules.Card) {
		if c.Rank() < rules.Two || c.Rank() > rules.Ace {
			errs.Add(at.field(), "is not a card of a 52-card deck")
			return
		}
		if first := seen[c.Index()]; first.set {
			errs.Add(at.field(), "%s is already at %s; one 52-card deck holds each card once", c, first.field())
			return
		}
		seen[c.Index()] = at
	}
	for i, c := range h.Board {
		see(cardAt{set: true, seat: -1, i: i}, c)
	}

	bySeat := map[int]int{}
	var pot rules.Money
	live := h.live()
	for i, s := range h.Seats {
		f := seatField(i)
		if s.Seat < 1 || s.Seat > MaxSeats {
			errs.Add(f+".seat", "must be a seat number from 1 to %d, not %d", MaxSeats, s.Seat)
		} else if j, dup := bySeat[s.Seat]; dup {
			errs.Add(f+".seat", "seat %d is already listed at seats[%d]", s.Seat, j)
		} else {
			bySeat[s.Seat] = i
		}
		switch {
		case len(s.Cards) != 0 && len(s.Cards) != 2:
			errs.Add(f+".cards", "must be the seat's two hole cards (line 5), or left out for a folded seat; not %d cards", len(s.Cards))
		case len(s.Cards) == 0 && !s.Folded && live >= 2:
			errs.Add(f+".cards", "seat %d reached the showdown and must show its two hole cards", s.Seat)
		}
		for j, c := range s.Cards {
			see(cardAt{set: true, seat: i, i: j}, c)
		}
		if s.Contributed < 0 || s.Contributed > rules.MaxMoney {
			errs.Add(f+".contributed", "must be from 0 to %s", rules.MaxMoney)
		}
		if s.Won < 0 || s.Won > rules.MaxMoney {
			errs.Add(f+".won", "must be from 0 to %s", rules.MaxMoney)
		}
		if s.Dead < 0 || s.Dead > s.Contributed {
			errs.Add(f+".dead", "%s is more than the %s the seat contributed; dead chips are part of its contribution", s.Dead, s.Contributed)
		}
		pot += s.Contributed
	}
	if live == 0 && len(h.Seats) > 0 {
		errs.Add("seats", "every seat folded; the last seat left in collects the pot, so one must not have folded")
	}
	if live >= 2 && len(h.Board) != 5 {
		errs.Add("board", "%d seats reached the showdown, so the board must hold all five cards, not %d", live, len(h.Board))
	}

	if len(h.Fees) > maxFees {
		errs.Add("fees", "lists %d fees; a hand carries at most %d", len(h.Fees), maxFees)
	} else {
		var fees rules.Money
		for i, f := range h.Fees {
			if f.Amount < 0 || f.Amount > rules.MaxMoney {
				errs.Add(fmt.Sprintf("fees[%d].amount", i), "must be from 0 to %s", rules.MaxMoney)
			}
			fees += f.Amount
		}
		if fees > pot {
			errs.Add("fees", "the fees total %s but the seats put only %s in the pot; fees are taken from the pot (lines 46-59)", fees, pot)
		}
	}
	return errs.Err()
}

// cardAt is where a card sits in a record; the field name is written only
// when an error needs it, which keeps check cheap on good records.
type cardAt struct {
	set  bool
	seat int // index in seats, or -1 for the board
	i    int
}

func (a cardAt) field() string {
	if a.seat < 0 {
		return fmt.Sprintf("board[%d]", a.i)
	}
	return fmt.Sprintf("%s.cards[%d]", seatField(a.seat), a.i)
}

var seatFields = [...]string{"seats[0]", "seats[1]", "seats[2]", "seats[3]", "seats[4]",
	"seats[5]", "seats[6]", "seats[7]", "seats[8]", "seats[9]"}

func seatField(i int) string {
	if i < len(seatFields) {
		return seatFields[i]
	}
	return fmt.Sprintf("seats[%d]", i)
}
