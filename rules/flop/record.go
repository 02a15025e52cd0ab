package flop

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// maxFees bounds the fee lines of one hand; a real hand has one to five.
const maxFees = 20

// FeeTypes are the fee types a record may carry: the per-hand fees of the
// schedules (rules/fees: the Regular and Designated Table Fees of the pot
// collection procedures, the staged Designated Table Fees #1-#3 and
// Collection Fees #1-#3), the jackpot fee and time collected through the
// hand.
var FeeTypes = append(slices.Clone(fees.PerHandFeeTypes), fees.KeptFeeTypes...)

// The JSON shapes of a flop game's record: the common one, Crazy
// Pineapple's with each seat's discards, Double Board Omaha's with its
// second board.
type (
	seatRecord struct {
		Seat        int      `json:"seat"`
		Cards       []string `json:"cards"`
		Folded      bool     `json:"folded"`
		Contributed string   `json:"contributed"`
		Won         string   `json:"won"`
		Dead        string   `json:"dead"`
	}
	discardSeatRecord struct {
		Seat        int      `json:"seat"`
		Cards       []string `json:"cards"`
		Discards    []string `json:"discards"`
		Folded      bool     `json:"folded"`
		Contributed string   `json:"contributed"`
		Won         string   `json:"won"`
		Dead        string   `json:"dead"`
	}
	feeRecord struct {
		Type   string `json:"type"`
		Amount string `json:"amount"`
	}
	record struct {
		rules.Envelope
		Button int          `json:"button"`
		Board  []string     `json:"board"`
		Seats  []seatRecord `json:"seats"`
		Fees   []feeRecord  `json:"fees"`
	}
	discardRecord struct {
		rules.Envelope
		Button int                 `json:"button"`
		Board  []string            `json:"board"`
		Seats  []discardSeatRecord `json:"seats"`
		Fees   []feeRecord         `json:"fees"`
	}
	twoBoardRecord struct {
		rules.Envelope
		Button int          `json:"button"`
		Board  []string     `json:"board_1"`
		Board2 []string     `json:"board_2"`
		Seats  []seatRecord `json:"seats"`
		Fees   []feeRecord  `json:"fees"`
	}
)

// Hand is a decoded hand of a flop game.
type Hand struct {
	env rules.Envelope
	v   *variant
	// Button is the seat of the dealer button, 1 to the game's highest
	// seat; it may be an empty seat (a dead button).
	Button int
	// Board holds the community cards in the order dealt; Board2 the
	// second board of Double Board Omaha.
	Board, Board2 []rules.Card
	Seats         []Seat
	Fees          []Fee
}

// Seat is one seat dealt into the hand.
type Seat struct {
	Seat int
	// Cards are the hole cards as dealt, when shown.
	Cards []rules.Card
	// Discards are the hole cards a Crazy Pineapple seat threw away, each
	// one of Cards.
	Discards []rules.Card
	Folded   bool
	// Contributed is everything the seat put in the pot, uncalled bets
	// already returned, dead chips included; Dead the part that was dead
	// (a dead blind, not part of its bet).
	Contributed, Dead rules.Money
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

// Kept returns the hole cards a seat plays with: its cards less its
// discards.
func (s *Seat) Kept() []rules.Card {
	if len(s.Discards) == 0 {
		return s.Cards
	}
	out := make([]rules.Card, 0, len(s.Cards))
	for _, c := range s.Cards {
		if !slices.Contains(s.Discards, c) {
			out = append(out, c)
		}
	}
	return out
}

func (h *Hand) live() int {
	n := 0
	for _, s := range h.Seats {
		if !s.Folded {
			n++
		}
	}
	return n
}

// Showdown reports whether two or more seats stayed in to the end.
func (h *Hand) Showdown() bool { return h.live() >= 2 }

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

// rawHand is any of the record shapes, before its cards and amounts are
// read.
type rawHand struct {
	env           rules.Envelope
	button        int
	board, board2 []string
	seats         []discardSeatRecord
	fees          []feeRecord
}

func (g game) Decode(data []byte) (rules.Hand, error) {
	v := g.v
	var raw rawHand
	switch {
	case v.discards:
		var r discardRecord
		if err := rules.DecodeStrict(data, &r); err != nil {
			return nil, err
		}
		raw = rawHand{env: r.Envelope, button: r.Button, board: r.Board, seats: r.Seats, fees: r.Fees}
	case v.boards == 2:
		var r twoBoardRecord
		if err := rules.DecodeStrict(data, &r); err != nil {
			return nil, err
		}
		raw = rawHand{env: r.Envelope, button: r.Button, board: r.Board, board2: r.Board2, fees: r.Fees}
		for _, s := range r.Seats {
			raw.seats = append(raw.seats, discardSeatRecord{Seat: s.Seat, Cards: s.Cards, Folded: s.Folded,
				Contributed: s.Contributed, Won: s.Won, Dead: s.Dead})
		}
	default:
		var r record
		if err := rules.DecodeStrict(data, &r); err != nil {
			return nil, err
		}
		raw = rawHand{env: r.Envelope, button: r.Button, board: r.Board, fees: r.Fees}
		for _, s := range r.Seats {
			raw.seats = append(raw.seats, discardSeatRecord{Seat: s.Seat, Cards: s.Cards, Folded: s.Folded,
				Contributed: s.Contributed, Won: s.Won, Dead: s.Dead})
		}
	}
	errs := &rules.InputError{}
	raw.env.Check(errs)
	if raw.env.Game != "" && raw.env.Game != v.id {
		errs.Add("game", "%q is not %s; this record shape is the %s one", raw.env.Game, v.id, v.name)
	}
	h := &Hand{env: raw.env, v: v, Button: raw.button}
	boardKey := "board"
	if v.boards == 2 {
		boardKey = "board_1"
	}
	h.Board = v.parseCards(boardKey, raw.board, errs)
	h.Board2 = v.parseCards("board_2", raw.board2, errs)
	for i, sr := range raw.seats {
		f := seatField(i)
		s := Seat{Seat: sr.Seat, Folded: sr.Folded}
		s.Cards = v.parseCards(f+".cards", sr.Cards, errs)
		s.Discards = v.parseCards(f+".discards", sr.Discards, errs)
		s.Contributed = rules.ParseAmount(f+".contributed", sr.Contributed, false, errs)
		s.Won = rules.ParseAmount(f+".won", sr.Won, false, errs)
		s.Dead = rules.ParseAmount(f+".dead", sr.Dead, true, errs)
		h.Seats = append(h.Seats, s)
	}
	for i, fr := range raw.fees {
		f := fmt.Sprintf("fees[%d]", i)
		if !slices.Contains(FeeTypes, fr.Type) {
			errs.Add(f+".type", "%q is not a fee type; one of %v", fr.Type, FeeTypes)
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

// parseCards reads a list of cards of the game's deck; a card that does
// not read is left out, with its error.
func (v *variant) parseCards(field string, in []string, errs *rules.InputError) []rules.Card {
	var out []rules.Card
	for i, s := range in {
		f := fmt.Sprintf("%s[%d]", field, i)
		c, err := rules.ParseCard(s)
		switch {
		case err != nil:
			errs.Add(f, "%v", err)
			continue
		case c == rules.Joker:
			errs.Add(f, "is a joker; %s is dealt from %s without jokers (%s)", v.name, v.decks, v.citeDeal)
			continue
		case v.deck36 && c.Rank() < 6:
			errs.Add(f, "%s is not a card of the 36-card deck, sixes to aces (%s)", c, v.citeDeal)
			continue
		}
		out = append(out, c)
	}
	return out
}

// check finds what makes a hand impossible whatever the table's settings:
// the wrong number of seats, cards or board cards, a card dealt twice, a
// showdown without the cards it needs, fees larger than the pot. Verify
// runs it too, so that a Hand built in code is held to the same rules as a
// decoded one.
func (h *Hand) check() error {
	v := h.v
	errs := &rules.InputError{}
	if h.Button < 1 || h.Button > v.seats {
		errs.Add("button", "must be the seat of the dealer button, 1 to %d (an empty seat is allowed: a dead button)", v.seats)
	}
	boardKey := "board"
	if v.boards == 2 {
		boardKey = "board_1"
	}
	if !slices.Contains(v.boardSizes, len(h.Board)) {
		errs.Add(boardKey, "must hold %s cards (%s; %s), not %d", sizesText(v.boardSizes), boardText(v), v.citeBoard, len(h.Board))
	}
	switch {
	case v.boards == 2 && len(h.Board2) != len(h.Board):
		errs.Add("board_2", "holds %d cards but %s holds %d; the two boards are dealt together (%s)", len(h.Board2), boardKey, len(h.Board), v.citeBoard)
	case v.boards == 1 && len(h.Board2) > 0:
		errs.Add("board_2", "%s has one board", v.name)
	}
	if n := len(h.Seats); n < 2 || n > v.players {
		errs.Add("seats", "must list the 2 to %d seats dealt in, not %d (%s)", v.players, n, v.citeSeats)
	}

	// One deck: each card once. The second sighting in record order (the
	// boards, then the seats as listed) is the one named.
	seen := map[rules.Card]string{}
	see := func(field string, c rules.Card) {
		if first, dup := seen[c]; dup {
			errs.Add(field, "%s is already at %s; one deck holds each card once (%s)", c, first, v.citeDeal)
			return
		}
		seen[c] = field
	}
	for i, c := range h.Board {
		see(fmt.Sprintf("%s[%d]", boardKey, i), c)
	}
	for i, c := range h.Board2 {
		see(fmt.Sprintf("board_2[%d]", i), c)
	}

	bySeat := map[int]int{}
	var pot rules.Money
	live := h.live()
	for i, s := range h.Seats {
		f := seatField(i)
		if s.Seat < 1 || s.Seat > v.seats {
			errs.Add(f+".seat", "must be a seat number from 1 to %d, not %d (%s)", v.seats, s.Seat, v.citeSeats)
		} else if j, dup := bySeat[s.Seat]; dup {
			errs.Add(f+".seat", "seat %d is already listed at seats[%d]", s.Seat, j)
		} else {
			bySeat[s.Seat] = i
		}
		switch {
		case len(s.Cards) != 0 && len(s.Cards) != v.hole:
			errs.Add(f+".cards", "must be the seat's %d hole cards as dealt (%s), or left out for a folded seat; not %d cards", v.hole, v.citeDeal, len(s.Cards))
		case len(s.Cards) == 0 && !s.Folded && live >= 2:
			errs.Add(f+".cards", "seat %d reached the showdown and must show its %d hole cards", s.Seat, v.hole)
		}
		for j, c := range s.Cards {
			see(fmt.Sprintf("%s.cards[%d]", f, j), c)
		}
		h.checkDiscards(i, errs)
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
	if full := v.fullBoard(); live >= 2 && len(h.Board) != full {
		errs.Add(boardKey, "%d seats reached the showdown, so the board must hold all %d cards, not %d (%s)", live, full, len(h.Board), v.citeBoard)
	}

	if len(h.Fees) > maxFees {
		errs.Add("fees", "lists %d fees; a hand carries at most %d", len(h.Fees), maxFees)
	} else {
		var total rules.Money
		for i, f := range h.Fees {
			if f.Amount < 0 || f.Amount > rules.MaxMoney {
				errs.Add(fmt.Sprintf("fees[%d].amount", i), "must be from 0 to %s", rules.MaxMoney)
			}
			total += f.Amount
		}
		if total > pot {
			errs.Add("fees", "the fees total %s but the seats put only %s in the pot; fees are taken from the pot (%s)", total, pot, v.citeFees)
		}
	}
	return errs.Err()
}

// checkDiscards checks a Crazy Pineapple seat's discards against its cards
// (line 80): each is one of the seat's hole cards, once; at most two; and
// none before the first betting round was over and the flop dealt.
func (h *Hand) checkDiscards(i int, errs *rules.InputError) {
	s := &h.Seats[i]
	f := seatField(i)
	if !h.v.discards {
		if len(s.Discards) > 0 {
			errs.Add(f+".discards", "%s has no discards", h.v.name)
		}
		return
	}
	if len(s.Discards) == 0 {
		return
	}
	if len(s.Cards) == 0 {
		errs.Add(f+".discards", "a seat's discards need its hole cards")
		return
	}
	if len(s.Discards) > 2 {
		errs.Add(f+".discards", "a seat discards at most two of its three cards (%s), not %d", h.v.citeDeal, len(s.Discards))
	}
	for j, c := range s.Discards {
		df := fmt.Sprintf("%s.discards[%d]", f, j)
		switch {
		case !slices.Contains(s.Cards, c):
			errs.Add(df, "%s is not one of the seat's hole cards", c)
		case slices.Index(s.Discards, c) != j:
			errs.Add(df, "%s is discarded twice", c)
		}
	}
	if len(h.Board) < 3 {
		errs.Add(f+".discards", "the first discard comes at the completion of the first betting round, with the flop (%s); the board shows no flop", h.v.citeDeal)
	}
}

func sizesText(sizes []int) string {
	s := ""
	for i, n := range sizes {
		switch {
		case i == 0:
		case i == len(sizes)-1:
			s += " or "
		default:
			s += ", "
		}
		s += fmt.Sprint(n)
	}
	return s
}

func boardText(v *variant) string {
	s := "nothing"
	for _, st := range v.streets {
		s += ", " + st
	}
	return s
}

var seatFields = [...]string{"seats[0]", "seats[1]", "seats[2]", "seats[3]", "seats[4]",
	"seats[5]", "seats[6]", "seats[7]", "seats[8]", "seats[9]"}

func seatField(i int) string {
	if i < len(seatFields) {
		return seatFields[i]
	}
	return fmt.Sprintf("seats[%d]", i)
}
