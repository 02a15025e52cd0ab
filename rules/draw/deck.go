package draw

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
)

// The deck check. One deck is in play (52 cards, 53 with Lowball's joker):
// every card is in one place at a time, a seat in the deck, a seat's hand,
// the board or the discard pile. The record is replayed in the order of the
// deal: the hands and Match-It's flop, Dramaha's flop, then draw by draw
// the discards of every seat (all discard before any is served, line 3503)
// and the cards drawn, seat by seat clockwise from the left of the button
// (line 3513), then Dramaha's turn and river.
//
// A card dealt a second time must be in the discard pile then: discarded in
// an earlier draw, folded, or discarded earlier in this draw by a seat
// already served, and only once the deck has run out ("The house dealer
// will combine the burn cards and the discard pile (not using the discards
// from the current round)", and the stub rule's "discarded cards from the
// active players whose draws were replaced", lines 3562-3568). That the
// deck ran out is checked when every seat's cards are known: the cards
// dealt from it, with a burn before each draw and each street and an
// allowance for a re-burn after each reshuffle and an exposed card, must
// come to all but the stub.

// placeKind is where a card is.
type placeKind uint8

const (
	inDeck placeKind = iota
	inHand
	onBoard
	inDiscards
)

type place struct {
	kind placeKind
	seat int // index in Seats, for inHand and inDiscards
	// round is the draw (0 the deal, 1.. the draws) in which the card went
	// to the discard pile; order the drawing position of the seat that
	// discarded it.
	round, order int
	// field is the record field that put it there, for error messages.
	field fieldRef
}

// fieldRef names a card's field in the record; the name is written only
// when an error needs it, which keeps the check cheap on good records.
type fieldRef struct {
	seat int // index in Seats, or -1 for the board
	// list: 'd' dealt, 'x' discarded, 'n' drawn, 'f' a folded hand.
	list  byte
	round int
	i     int
}

func (r fieldRef) String() string {
	switch {
	case r.seat < 0:
		return fmt.Sprintf("board[%d]", r.i)
	case r.list == 'd':
		return fmt.Sprintf("%s.dealt[%d]", seatField(r.seat), r.i)
	case r.list == 'x':
		return fmt.Sprintf("%s.discarded_%d[%d]", seatField(r.seat), r.round, r.i)
	case r.list == 'n':
		return fmt.Sprintf("%s.drawn_%d[%d]", seatField(r.seat), r.round, r.i)
	}
	return fmt.Sprintf("%s (a folded hand)", seatField(r.seat))
}

func (h *Hand) checkDeck() error {
	g := h.game
	errs := &rules.InputError{}
	var where [53]place
	fresh := 0 // cards dealt from the deck
	known := true
	for _, s := range h.Seats {
		if len(s.Dealt) == 0 {
			known = false
		}
	}
	// The deck holds 53 cards when the record shows the joker; a joker that
	// stayed in the deck only makes the deck run out later, so 52 is the
	// count that never refuses a hand that was dealt.
	deckSize := 52
	if g.joker && h.hasJoker() {
		deckSize = 53
	}
	burns := 0
	// take puts card c, from field f, into a seat's hand (seat >= 0) or on
	// the board (seat -1) in draw round r by a seat at drawing position
	// order.
	take := func(c rules.Card, ref fieldRef, seat, round, order int) {
		if c == rules.Joker && !g.joker {
			errs.Add(ref.String(), "is a joker; %s is dealt from one 52-card deck without jokers (%s)", g.name, g.deckRule)
			return
		}
		if c != rules.Joker && (c.Rank() < rules.Two || c.Rank() > rules.Ace) {
			errs.Add(ref.String(), "is not a card of the deck")
			return
		}
		p := &where[c.Index()]
		switch p.kind {
		case inHand:
			errs.Add(ref.String(), "%s is already in seat %d's hand (%s); one deck holds each card once", c, h.Seats[p.seat].Seat, p.field)
			return
		case onBoard:
			errs.Add(ref.String(), "%s is already on the board (%s); one deck holds each card once", c, p.field)
			return
		case inDiscards:
			switch {
			case p.round > round || p.round == round && p.order >= order:
				errs.Add(ref.String(), "%s was discarded at %s in this draw, before this seat was served; a card comes back only from the discards of earlier draws and of the seats already served (%s)",
					c, p.field, citeDrawExhaust)
				return
			case known && fresh+burns+2*max(round, 1)+1 < deckSize-1:
				errs.Add(ref.String(), "%s was discarded at %s and comes back while the deck still held cards: %d of the %d cards had been dealt; the discards are reshuffled only when the deck runs out (%s)",
					c, p.field, fresh+burns, deckSize, citeDrawExhaust)
				return
			}
		default:
			fresh++
		}
		kind := inHand
		if seat < 0 {
			kind = onBoard
		}
		*p = place{kind: kind, seat: seat, field: ref}
	}
	// discard sends a seat's card to the discard pile.
	discard := func(c rules.Card, ref fieldRef, seat, round, order int) {
		p := &where[c.Index()]
		if c == rules.Joker && !g.joker || c != rules.Joker && (c.Rank() < rules.Two || c.Rank() > rules.Ace) {
			errs.Add(ref.String(), "is not a card of the deck")
			return
		}
		if p.kind != inHand || p.seat != seat {
			errs.Add(ref.String(), "%s is not in seat %d's hand; a seat discards only cards it holds (%s)", c, h.Seats[seat].Seat, g.drawRule)
			return
		}
		*p = place{kind: inDiscards, seat: seat, round: round, order: order, field: ref}
	}
	order := h.drawOrder()
	// The deal, clockwise from the left of the button.
	for _, i := range order {
		s := &h.Seats[i]
		for j, c := range s.Dealt {
			take(c, fieldRef{seat: i, list: 'd', i: j}, i, 0, 0)
		}
	}
	boardField := func(j int) fieldRef { return fieldRef{seat: -1, i: j} }
	flop := min(len(h.Board), 3)
	if flop > 0 {
		if g.board == dramahaBoard {
			burns++ // the burn before the flop (line 6444)
		}
		for j := 0; j < flop; j++ {
			take(h.Board[j], boardField(j), -1, 0, 0)
		}
	}
	// Folded seats' cards go to the discard pile after their last draw.
	lastDraw := make([]int, len(h.Seats))
	for i, s := range h.Seats {
		for k := 0; k < maxDraws; k++ {
			if len(s.Discarded[k]) > 0 {
				lastDraw[i] = k + 1
			}
		}
	}
	fold := func(round int) {
		for i, s := range h.Seats {
			if !s.Folded || lastDraw[i] != round {
				continue
			}
			for j, c := range s.Final(round) {
				p := &where[c.Index()]
				if p.kind == inHand && p.seat == i {
					*p = place{kind: inDiscards, seat: i, round: round, order: -1, field: fieldRef{seat: i, list: 'f', i: j}}
				}
			}
		}
	}
	fold(0)
	for k := 0; k < h.Draws && errs.Err() == nil; k++ {
		round := k + 1
		burns++ // the burn before each draw (line 3512)
		for pos, i := range order {
			for j, c := range h.Seats[i].Discarded[k] {
				discard(c, fieldRef{seat: i, list: 'x', round: round, i: j}, i, round, pos)
			}
		}
		for pos, i := range order {
			for j, c := range h.Seats[i].Drawn[k] {
				take(c, fieldRef{seat: i, list: 'n', round: round, i: j}, i, round, pos)
			}
		}
		fold(round)
	}
	for j := 3; j < len(h.Board); j++ {
		if j == 4 {
			burns++ // the burn before the river (line 6478)
		}
		take(h.Board[j], boardField(j), -1, h.Draws+1, 0)
	}
	return errs.Err()
}

// drawOrder returns the seats' indexes in the order they are dealt and
// served: clockwise from the first seat left of the button (lines 3495,
// 3513).
func (h *Hand) drawOrder() []int {
	order := make([]int, len(h.Seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return h.clockwise(h.Seats[a].Seat) - h.clockwise(h.Seats[b].Seat)
	})
	return order
}

// clockwise is how far a seat sits to the left of the button: 1 for the
// seat just left of it, the table's size for the button's own seat.
func (h *Hand) clockwise(seat int) int {
	n := h.game.positions
	return ((seat-h.Button)%n+n-1)%n + 1
}

// hasJoker reports whether the record shows the joker anywhere.
func (h *Hand) hasJoker() bool {
	_, ok := h.jokerField()
	return ok || slices.Contains(h.Board, rules.Joker)
}
