package draw

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
)

// maxDraws is the most draws of any game of the family (the triple draws).
const maxDraws = 3

// maxFees bounds the fee lines of one hand; a real hand has one to three,
// and the bound keeps sums far from overflow.
const maxFees = 20

// Fee types a record may carry: the staged Designated Table Fees #1-#3 of
// the schedules (designated_1 to designated_3: after the deal, the first
// draw and the second draw, or the flop and the turn), the legacy Lowball
// Regular and Designated Table Fees (lines 311-313), the Jackpot Fee and
// time collected through a hand.
var feeTypes = []string{"designated_1", "designated_2", "designated_3", "regular", "designated", "jackpot", "time"}

// Where a fee was taken from: the pot, or the small blind position before
// the deal (the games' own schedules, lines 3587, 4574, 6079, 6516, 6714).
const (
	FromPot        = "pot"
	FromSmallBlind = "small_blind"
)

// record is the JSON shape of a draw-game hand.
type record struct {
	rules.Envelope
	Button int `json:"button"`
	// Draws is how many draws the hand held before it ended.
	Draws int          `json:"draws"`
	Board []string     `json:"board,omitempty"`
	Seats []seatRecord `json:"seats"`
	Fees  []feeRecord  `json:"fees"`
	// Lowball only (kill.go).
	KillButton     *KillButton `json:"kill_button,omitempty"`
	KillHolderLeft bool        `json:"kill_holder_left,omitempty"`
	NewGame        bool        `json:"new_game,omitempty"`
	KilledBy       int         `json:"killed_by,omitempty"`
}

type seatRecord struct {
	Seat       int      `json:"seat"`
	Dealt      []string `json:"dealt,omitempty"`
	Discarded1 []string `json:"discarded_1,omitempty"`
	Drawn1     []string `json:"drawn_1,omitempty"`
	Discarded2 []string `json:"discarded_2,omitempty"`
	Drawn2     []string `json:"drawn_2,omitempty"`
	Discarded3 []string `json:"discarded_3,omitempty"`
	Drawn3     []string `json:"drawn_3,omitempty"`
	Folded     bool     `json:"folded,omitempty"`
	// Money as in Texas Hold'em's record: everything put in, the part of
	// it that was dead, and what the seat collected.
	Contributed string `json:"contributed"`
	Dead        string `json:"dead,omitempty"`
	Won         string `json:"won"`
}

type feeRecord struct {
	Type   string `json:"type"`
	Amount string `json:"amount"`
	From   string `json:"from,omitempty"`
}

// Hand is a decoded draw-game hand.
type Hand struct {
	game *variant
	env  rules.Envelope
	// Button is the seat of the dealer button; it may be an empty seat (a
	// dead button).
	Button int
	// Draws is how many draws took place.
	Draws int
	// Board holds the community cards in the order dealt (Match-It's flop;
	// Dramaha's flop, turn and river).
	Board []rules.Card
	Seats []Seat
	Fees  []Fee
	// Kill is Lowball's kill button as the hand declares it.
	Kill KillState
}

// Seat is one seat dealt into the hand.
type Seat struct {
	Seat int
	// Dealt is the hand as dealt; empty when the record does not show it
	// (a seat that did not reach a showdown).
	Dealt []rules.Card
	// Discarded and Drawn hold, draw by draw, the cards the seat threw
	// away and the cards it was dealt for them; a seat that stood pat (or
	// was out) has none.
	Discarded, Drawn [maxDraws][]rules.Card
	Folded           bool
	// Contributed is everything the seat put in the pot, dead chips
	// included; Dead the part that was dead (not part of its bet).
	Contributed, Dead rules.Money
	// Won is what the record says the seat collected.
	Won rules.Money
}

// Fee is one fee the house took.
type Fee struct {
	Type   string
	Amount rules.Money
	// From is FromPot or FromSmallBlind.
	From string
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

// PotFees returns the fees taken from the pot; FeeTotal every fee.
func (h *Hand) PotFees() rules.Money {
	var m rules.Money
	for _, f := range h.Fees {
		if f.From == FromPot {
			m += f.Amount
		}
	}
	return m
}

// FeeTotal returns the sum of the fees, wherever they were taken from.
func (h *Hand) FeeTotal() rules.Money {
	var m rules.Money
	for _, f := range h.Fees {
		m += f.Amount
	}
	return m
}

// Hands returns the seat's hand as dealt and after each draw held; nil
// when the record does not show its cards.
func (s *Seat) Hands(draws int) [][]rules.Card {
	if len(s.Dealt) == 0 {
		return nil
	}
	out := [][]rules.Card{slices.Clone(s.Dealt)}
	cur := slices.Clone(s.Dealt)
	for k := 0; k < draws; k++ {
		next := make([]rules.Card, 0, len(cur))
		for _, c := range cur {
			if !slices.Contains(s.Discarded[k], c) {
				next = append(next, c)
			}
		}
		next = append(next, s.Drawn[k]...)
		out = append(out, next)
		cur = next
	}
	return out
}

// Final returns the hand the seat holds after the draws held; nil when the
// record does not show it.
func (s *Seat) Final(draws int) []rules.Card {
	hs := s.Hands(draws)
	if hs == nil {
		return nil
	}
	return hs[len(hs)-1]
}

func (g game) Decode(data []byte) (rules.Hand, error) {
	h, err := g.v.decode(data)
	if err != nil {
		return nil, err
	}
	if g.v.kill {
		return &LowballHand{Hand: h}, nil
	}
	return h, nil
}

func (g *variant) decode(data []byte) (*Hand, error) {
	var r record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != g.id {
		errs.Add("game", "%q is not %s; this record shape is the %s one", r.Game, g.id, g.name)
	}
	h := &Hand{game: g, env: r.Envelope, Button: r.Button, Draws: r.Draws}
	if len(r.Board) > 0 && g.board == noBoard {
		errs.Add("board", "%s deals no community cards", g.name)
	}
	h.Board = parseCards("board", r.Board, errs)
	for i, sr := range r.Seats {
		f := seatField(i)
		s := Seat{Seat: sr.Seat, Folded: sr.Folded}
		s.Dealt = parseCards(f+".dealt", sr.Dealt, errs)
		lists := [maxDraws][2][]string{{sr.Discarded1, sr.Drawn1}, {sr.Discarded2, sr.Drawn2}, {sr.Discarded3, sr.Drawn3}}
		for k, l := range lists {
			if k >= g.draws && (len(l[0]) > 0 || len(l[1]) > 0) {
				errs.Add(fmt.Sprintf("%s.discarded_%d", f, k+1), "%s has %s; there is no draw %d (%s)", g.name, plural(g.draws, "draw", "draws"), k+1, g.handRule)
				continue
			}
			s.Discarded[k] = parseCards(fmt.Sprintf("%s.discarded_%d", f, k+1), l[0], errs)
			s.Drawn[k] = parseCards(fmt.Sprintf("%s.drawn_%d", f, k+1), l[1], errs)
		}
		s.Contributed = rules.ParseAmount(f+".contributed", sr.Contributed, false, errs)
		s.Won = rules.ParseAmount(f+".won", sr.Won, false, errs)
		s.Dead = rules.ParseAmount(f+".dead", sr.Dead, true, errs)
		h.Seats = append(h.Seats, s)
	}
	for i, fr := range r.Fees {
		f := fmt.Sprintf("fees[%d]", i)
		if !slices.Contains(feeTypes, fr.Type) {
			errs.Add(f+".type", "%q is not one of %s", fr.Type, joinAnd(feeTypes))
		}
		from := fr.From
		switch from {
		case "":
			from = FromPot
		case FromPot, FromSmallBlind:
		default:
			errs.Add(f+".from", "%q is not %s or %s", fr.From, FromPot, FromSmallBlind)
		}
		h.Fees = append(h.Fees, Fee{Type: fr.Type, Amount: rules.ParseAmount(f+".amount", fr.Amount, false, errs), From: from})
	}
	if g.kill {
		if r.KillButton != nil {
			h.Kill.Button = *r.KillButton
		}
		h.Kill.HolderLeft = r.KillHolderLeft
		h.Kill.NewGame = r.NewGame
		h.Kill.KilledBy = r.KilledBy
	} else if r.KillButton != nil || r.KillHolderLeft || r.NewGame || r.KilledBy != 0 {
		errs.Add("kill_button", "%s has no kill pots; only Lowball carries the kill button (line 281)", g.name)
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

func parseCards(field string, in []string, errs *rules.InputError) []rules.Card {
	if len(in) == 0 {
		return nil
	}
	out := make([]rules.Card, 0, len(in))
	for i, s := range in {
		c, err := rules.ParseCard(s)
		if err != nil {
			errs.Add(fmt.Sprintf("%s[%d]", field, i), "%v", err)
			continue
		}
		out = append(out, c)
	}
	return out
}

var seatFields = [...]string{"seats[0]", "seats[1]", "seats[2]", "seats[3]", "seats[4]",
	"seats[5]", "seats[6]", "seats[7]", "seats[8]", "seats[9]"}

func seatField(i int) string {
	if i < len(seatFields) {
		return seatFields[i]
	}
	return fmt.Sprintf("seats[%d]", i)
}

// check finds what makes a hand impossible: the wrong number of seats,
// cards or draws, a card in two places, a discard the seat did not hold, a
// showdown without the cards it needs, fees larger than the pot. Verify
// runs it too, so that a Hand built in code is held to the same rules.
func (h *Hand) check() error {
	g := h.game
	errs := &rules.InputError{}
	if h.Button < 1 || h.Button > g.positions {
		errs.Add("button", "must be the seat of the dealer button, 1 to %d (an empty seat is allowed: a dead button)", g.positions)
	}
	if h.Draws < 0 || h.Draws > g.draws {
		errs.Add("draws", "%s has %s; the record says %d were held (%s)", g.name, plural(g.draws, "draw", "draws"), h.Draws, g.handRule)
	}
	switch g.board {
	case matchFlop:
		if n := len(h.Board); n != 0 && n != 3 {
			errs.Add("board", "must be the three-card flop, or left out; not %d cards (line 944)", n)
		}
	case dramahaBoard:
		switch n := len(h.Board); {
		case n != 0 && n != 3 && n != 4 && n != 5:
			errs.Add("board", "must hold 0, 3, 4 or 5 cards (nothing, the flop, the turn, the river; lines 6444-6480), not %d", n)
		case n < 3 && h.Draws > 0:
			errs.Add("draws", "the draw comes after the flop (lines 6445-6466); a hand without the flop held no draw")
		case n >= 4 && h.Draws == 0:
			errs.Add("draws", "the turn is dealt once every player has drawn (line 6467); a hand with the turn held the draw")
		}
	}
	if n := len(h.Seats); n < g.minSeats || n > g.maxSeats {
		errs.Add("seats", "must list the %d to %d seats dealt in (%s), not %d", g.minSeats, g.maxSeats, g.seatsRule, n)
	}
	bySeat := map[int]int{}
	var pot rules.Money
	live := h.live()
	for i, s := range h.Seats {
		f := seatField(i)
		if s.Seat < 1 || s.Seat > g.positions {
			errs.Add(f+".seat", "must be a seat number from 1 to %d, not %d", g.positions, s.Seat)
		} else if j, dup := bySeat[s.Seat]; dup {
			errs.Add(f+".seat", "seat %d is already listed at seats[%d]", s.Seat, j)
		} else {
			bySeat[s.Seat] = i
		}
		switch {
		case len(s.Dealt) != 0 && len(s.Dealt) != g.handSize:
			errs.Add(f+".dealt", "must be the %d cards the seat was dealt (%s), or left out for a seat that did not show them; not %d cards", g.handSize, g.handRule, len(s.Dealt))
		case len(s.Dealt) == 0 && !s.Folded && live >= 2:
			errs.Add(f+".dealt", "seat %d reached the showdown and must show the cards it was dealt and drew", s.Seat)
		}
		for k := 0; k < maxDraws; k++ {
			d, n := len(s.Discarded[k]), len(s.Drawn[k])
			switch {
			case d+n == 0:
			case len(s.Dealt) == 0:
				errs.Add(fmt.Sprintf("%s.discarded_%d", f, k+1), "a seat's draws can be followed only from the cards it was dealt: give dealt too")
			case k >= h.Draws && k < g.draws:
				errs.Add(fmt.Sprintf("%s.discarded_%d", f, k+1), "the record says %s took place; there was no draw %d", plural(h.Draws, "draw", "draws"), k+1)
			case d != n:
				errs.Add(fmt.Sprintf("%s.drawn_%d", f, k+1), "seat %d discarded %d and drew %d; a hand keeps its %d cards (%s)", s.Seat, d, n, g.handSize, g.drawRule)
			}
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
	if live >= 2 {
		if h.Draws != g.draws {
			errs.Add("draws", "%d seats reached the showdown, which comes after the last of the %s (%s); the record says %d were held",
				live, plural(g.draws, "draw", "draws"), g.handRule, h.Draws)
		}
		switch {
		case g.board == matchFlop && len(h.Board) != 3:
			errs.Add("board", "%d seats reached the showdown; their sums are matched against the three-card flop, which the record must show (line 938)", live)
		case g.board == dramahaBoard && len(h.Board) != 5:
			errs.Add("board", "%d seats reached the showdown, so the board must hold all five cards, not %d (line 6502)", live, len(h.Board))
		}
	}
	if len(h.Fees) > maxFees {
		errs.Add("fees", "lists %d fees; a hand carries at most %d", len(h.Fees), maxFees)
	} else {
		for i, f := range h.Fees {
			if f.Amount < 0 || f.Amount > rules.MaxMoney {
				errs.Add(fmt.Sprintf("fees[%d].amount", i), "must be from 0 to %s", rules.MaxMoney)
			}
		}
		if fees := h.PotFees(); fees > pot {
			errs.Add("fees", "the fees taken from the pot total %s but the seats put only %s in it", fees, pot)
		}
	}
	if h.game.kill {
		h.Kill.check(h, errs)
	}
	if err := errs.Err(); err != nil {
		return err
	}
	// The cards, once the shape is sound.
	return h.checkDeck()
}
