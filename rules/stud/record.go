package stud

import (
	"fmt"
	"maps"
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// maxFees bounds the fee lines of one hand; a real hand has one to four.
const maxFees = 20

// feeTypes are the fee types a record may carry: the per-hand fees of the
// schedules and the kinds kept as recorded (rules/fees).
var feeTypes = append(slices.Clone(fees.PerHandFeeTypes), fees.KeptFeeTypes...)

// record is the JSON shape of a stud hand.
type record struct {
	rules.Envelope
	// Street is the name of the last street dealt.
	Street string `json:"street"`
	// BringIn is the seat that made the forced bet.
	BringIn int `json:"bring_in"`
	// FirstToAct is the seat that acted first on each street after the
	// first, by street name.
	FirstToAct map[string]int `json:"first_to_act,omitempty"`
	// Community is the common card turned on the last street when the
	// deck holds too few fresh cards for the seats left (line 178).
	Community []string `json:"community,omitempty"`
	// Button is the seat of the player-dealer button (Mexican Poker).
	Button int          `json:"button,omitempty"`
	Seats  []seatRecord `json:"seats"`
	Fees   []feeRecord  `json:"fees"`
}

type seatRecord struct {
	Seat int `json:"seat"`
	// Down are the cards dealt face down in the order dealt, the last
	// street's included; Up the cards dealt face up, the door card first.
	Down []string `json:"down,omitempty"`
	Up   []string `json:"up"`
	// Discarded are the hole cards the seat threw away (the Super games).
	Discarded []string `json:"discarded,omitempty"`
	// TurnedUp names the streets before whose card the seat turned its
	// down card face up (Mexican Poker, line 347).
	TurnedUp []string `json:"turned_up,omitempty"`
	// FoldedOn names the street the seat folded on; empty when it did not.
	FoldedOn string `json:"folded_on,omitempty"`
	Ante     string `json:"ante"`
	// Bets are what the seat put in on each street, by street name, the
	// bring-in included.
	Bets map[string]string `json:"bets,omitempty"`
	Won  string            `json:"won"`
}

type feeRecord struct {
	Type   string `json:"type"`
	Amount string `json:"amount"`
}

// Hand is a decoded stud hand.
type Hand struct {
	v   *Variant
	env rules.Envelope
	// Street is the index of the last street dealt.
	Street int
	// BringIn is the seat that made the forced bet.
	BringIn int
	// FirstToAct is the seat that acted first on each street, by index; 0
	// where the record names none (the first street, which the bring-in
	// opens).
	FirstToAct []int
	// Community is the common card of the last street, 0 when there is
	// none: it plays in every hand, the seats being dealt no card of their
	// own on that street (line 178).
	Community rules.Card
	// Button is the seat of the player-dealer button, 0 in the games
	// without one.
	Button int
	Seats  []Seat
	Fees   []Fee
}

// Seat is one seat dealt into the hand.
type Seat struct {
	Seat      int
	Down, Up  []rules.Card
	Discarded []rules.Card
	// Turned are the indexes of the streets before whose card the seat
	// turned its down card face up, in order; that street's card came to
	// it face down.
	Turned []int
	// FoldedOn is the index of the street the seat folded on, -1 when it
	// did not fold.
	FoldedOn int
	Ante     rules.Money
	// Bets are what the seat put in on each street, by index.
	Bets []rules.Money
	Won  rules.Money
}

// Fee is one fee the house took.
type Fee struct {
	Type   string
	Amount rules.Money
}

// Folded reports whether the seat folded.
func (s *Seat) Folded() bool { return s.FoldedOn >= 0 }

// Contributed is everything the seat put in the pot.
func (s *Seat) Contributed() rules.Money {
	m := s.Ante
	for _, b := range s.Bets {
		m += b
	}
	return m
}

// turnsThrough is how many times the seat turned its down card up before
// the streets up to index k: as many of its up-street cards came down.
func (s *Seat) turnsThrough(k int) int {
	n := 0
	for _, t := range s.Turned {
		if t <= k {
			n++
		}
	}
	return n
}

// jokerUp reports whether the seat was dealt the joker face up.
func (s *Seat) jokerUp() bool { return slices.Contains(s.Up, rules.Joker) }

// LiveOn reports whether the seat was dealt street k.
func (s *Seat) LiveOn(k int) bool { return s.FoldedOn < 0 || s.FoldedOn >= k }

// Final returns the cards the seat plays from: its hole cards less its
// discards, and its up cards.
func (s *Seat) Final() []rules.Card {
	out := make([]rules.Card, 0, len(s.Down)+len(s.Up))
	for _, c := range s.Down {
		if !slices.Contains(s.Discarded, c) {
			out = append(out, c)
		}
	}
	return append(out, s.Up...)
}

// final returns the cards seat i plays from at the showdown: its own and
// the common card, if one was turned.
func (h *Hand) final(i int) []rules.Card {
	out := h.Seats[i].Final()
	if h.Community != 0 {
		out = append(out, h.Community)
	}
	return out
}

// Envelope returns the fields every record shares.
func (h *Hand) Envelope() rules.Envelope { return h.env }

// Showdown reports whether two or more seats stayed in to the end.
func (h *Hand) Showdown() bool { return h.live() >= 2 }

func (h *Hand) live() int {
	n := 0
	for _, s := range h.Seats {
		if !s.Folded() {
			n++
		}
	}
	return n
}

// Pot returns everything the seats put in.
func (h *Hand) Pot() rules.Money {
	var m rules.Money
	for i := range h.Seats {
		m += h.Seats[i].Contributed()
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

func (g Stud) Decode(data []byte) (rules.Hand, error) { return g.v.decode(data) }

func (v *Variant) decode(data []byte) (*Hand, error) {
	var r record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != v.ID {
		errs.Add("game", "%q is not %s; this record shape is the %s one", r.Game, v.ID, v.Name)
	}
	h := &Hand{v: v, env: r.Envelope, BringIn: r.BringIn, Button: r.Button, FirstToAct: make([]int, len(v.Streets))}
	street, ok := v.streetIndex(r.Street)
	if !ok {
		errs.Add("street", "%q is not a street of %s: one of %s", r.Street, v.Name, joinAnd(v.streetNames()))
	}
	h.Street = street
	// Map keys in sorted order, so that the errors read the same each time.
	for _, name := range slices.Sorted(maps.Keys(r.FirstToAct)) {
		seat := r.FirstToAct[name]
		k, ok := v.streetIndex(name)
		switch {
		case !ok || k == 0:
			errs.Add("first_to_act."+name, "is not a street of %s after the first: one of %s", v.Name, joinAnd(v.streetNames()[1:]))
		default:
			h.FirstToAct[k] = seat
		}
	}
	switch cs := v.parseCards("community", r.Community, errs); {
	case len(cs) > 1:
		errs.Add("community", "one common card is turned, not %d (line 178)", len(cs))
	case len(cs) == 1:
		h.Community = cs[0]
	}
	if len(r.Seats) > v.MaxSeats {
		errs.Add("seats", "lists %d seats; %s deals at most %d (%s)", len(r.Seats), v.Name, v.MaxSeats, v.SeatsRule)
		return nil, errs.Err()
	}
	for i, sr := range r.Seats {
		f := seatField(i)
		s := Seat{Seat: sr.Seat, FoldedOn: -1}
		s.Down = v.parseCards(f+".down", sr.Down, errs)
		s.Up = v.parseCards(f+".up", sr.Up, errs)
		s.Discarded = v.parseCards(f+".discarded", sr.Discarded, errs)
		for j, name := range sr.TurnedUp {
			k, ok := v.streetIndex(name)
			switch {
			case !v.TurnUp:
				errs.Add(fmt.Sprintf("%s.turned_up[%d]", f, j), "%s deals each card face up or down as its streets say; no seat turns a card up", v.Name)
			case !ok || k == 0:
				errs.Add(fmt.Sprintf("%s.turned_up[%d]", f, j), "%q is not a street of %s after the first: one of %s", name, v.Name, joinAnd(v.streetNames()[1:]))
			default:
				s.Turned = append(s.Turned, k)
			}
		}
		if sr.FoldedOn != "" {
			k, ok := v.streetIndex(sr.FoldedOn)
			if !ok {
				errs.Add(f+".folded_on", "%q is not a street of %s: one of %s", sr.FoldedOn, v.Name, joinAnd(v.streetNames()))
			}
			s.FoldedOn = k
		}
		s.Ante = rules.ParseAmount(f+".ante", sr.Ante, false, errs)
		s.Bets = make([]rules.Money, len(v.Streets))
		for _, name := range slices.Sorted(maps.Keys(sr.Bets)) {
			b := sr.Bets[name]
			k, ok := v.streetIndex(name)
			if !ok {
				errs.Add(f+".bets."+name, "is not a street of %s: one of %s", v.Name, joinAnd(v.streetNames()))
				continue
			}
			s.Bets[k] = rules.ParseAmount(f+".bets."+name, b, true, errs)
		}
		s.Won = rules.ParseAmount(f+".won", sr.Won, false, errs)
		h.Seats = append(h.Seats, s)
	}
	if len(r.Fees) > maxFees {
		errs.Add("fees", "lists %d fees; a hand carries at most %d", len(r.Fees), maxFees)
	} else {
		for i, fr := range r.Fees {
			f := fmt.Sprintf("fees[%d]", i)
			if !slices.Contains(feeTypes, fr.Type) {
				errs.Add(f+".type", "%q is not one of %s", fr.Type, joinAnd(feeTypes))
			}
			h.Fees = append(h.Fees, Fee{Type: fr.Type, Amount: rules.ParseAmount(f+".amount", fr.Amount, false, errs)})
		}
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

func (v *Variant) parseCards(field string, in []string, errs *rules.InputError) []rules.Card {
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

// check finds what makes a hand impossible: the wrong number of seats or
// cards for the streets each seat was dealt, a card outside the deck or in
// two places, a discard the seat did not hold, a showdown without seven
// cards, bets on streets a seat did not play, fees larger than the pot.
// Verify runs it too, so that a Hand built in code is held to the same
// rules.
func (h *Hand) check() error {
	v := h.v
	errs := &rules.InputError{}
	if h.Street < 0 || h.Street >= len(v.Streets) {
		errs.Add("street", "must be one of the streets of %s: %s", v.Name, joinAnd(v.streetNames()))
		return errs.Err()
	}
	if n := len(h.Seats); n < v.MinSeats || n > v.MaxSeats {
		errs.Add("seats", "must list the %d to %d seats dealt in (%s), not %d", v.MinSeats, v.MaxSeats, v.SeatsRule, n)
	}
	if len(h.FirstToAct) != len(v.Streets) {
		errs.Add("first_to_act", "must hold one entry per street")
		return errs.Err()
	}
	switch {
	case v.Button && (h.Button < 1 || h.Button > v.Seats):
		errs.Add("button", "must be the seat of the player-dealer button, 1 to %d, not %d (%s)", v.Seats, h.Button, v.ButtonRule)
	case !v.Button && h.Button != 0:
		errs.Add("button", "%s has no player-dealer button; leave it out", v.Name)
	}
	bySeat := map[int]int{}
	live := h.live()
	var pot rules.Money
	for i := range h.Seats {
		s := &h.Seats[i]
		f := seatField(i)
		if s.Seat < 1 || s.Seat > v.Seats {
			errs.Add(f+".seat", "must be a seat number from 1 to %d, not %d", v.Seats, s.Seat)
		} else if j, dup := bySeat[s.Seat]; dup {
			errs.Add(f+".seat", "seat %d is already listed at seats[%d]", s.Seat, j)
		} else {
			bySeat[s.Seat] = i
		}
		last := h.Street
		if s.Folded() {
			if s.FoldedOn > h.Street {
				errs.Add(f+".folded_on", "the hand ended on %s street; seat %d cannot have folded on %s street", v.Streets[h.Street].Name, s.Seat, v.Streets[s.FoldedOn].Name)
				continue
			}
			last = s.FoldedOn
		}
		down, up := v.cards(last)
		dealt := v.dealtDown(last)
		for j, k := range s.Turned {
			switch {
			case k > last:
				errs.Add(fmt.Sprintf("%s.turned_up[%d]", f, j), "seat %d played no further than %s street; it turned no card up before %s street", s.Seat, v.Streets[last].Name, v.Streets[k].Name)
			case j > 0 && k <= s.Turned[j-1]:
				errs.Add(fmt.Sprintf("%s.turned_up[%d]", f, j), "lists %s street twice or out of order: a seat turns up its one down card once before a street (%s)", v.Streets[k].Name, v.TurnRule)
			}
		}
		if len(s.Turned) > 0 && len(s.Down) == 0 {
			errs.Add(f+".down", "seat %d turned its down card up: give its down cards, the turned ones among them", s.Seat)
		}
		turns := s.turnsThrough(last)
		down, up, dealt = down+turns, up-turns, dealt+turns
		if h.Community != 0 && last == len(v.Streets)-1 {
			// The common card stands for every seat's last card.
			down -= v.Streets[last].Down
			dealt -= v.Streets[last].Down
		}
		if len(s.Up) != up {
			errs.Add(f+".up", "seat %d was dealt through %s street and so holds %s face up (%s), not %d",
				s.Seat, v.Streets[last].Name, plural(up, "card", "cards"), v.StreetRule, len(s.Up))
		}
		mustShow := !s.Folded() && live >= 2
		switch {
		case len(s.Down) == 0 && mustShow:
			errs.Add(f+".down", "seat %d reached the showdown and must show its hole cards: a hand plays from its %s there (%s)",
				s.Seat, plural(v.ShowdownCards, "card", "cards"), v.ShowdownRule)
		case len(s.Down) != 0 && len(s.Down) != dealt:
			errs.Add(f+".down", "seat %d was dealt %s face down through %s street (%s), not %d; leave them out when the seat did not show them",
				s.Seat, plural(dealt, "card", "cards"), v.Streets[last].Name, v.StreetRule, len(s.Down))
		}
		wantDiscards := v.discards(last)
		if len(s.Discarded) != 0 || (len(s.Down) != 0 && wantDiscards > 0) {
			switch {
			case len(s.Down) == 0:
				errs.Add(f+".discarded", "a discard can be checked only against the hole cards it came from: give down too")
			case len(s.Discarded) != wantDiscards:
				errs.Add(f+".discarded", "seat %d was dealt through %s street and so discarded %s (%s), not %d",
					s.Seat, v.Streets[last].Name, plural(wantDiscards, "hole card", "hole cards"), v.StreetRule, len(s.Discarded))
			default:
				// A discard is one of the hole cards held when it was made:
				// those dealt before the last street.
				before := v.dealtDown(v.discardStreet())
				for j, c := range s.Discarded {
					if !slices.Contains(s.Down[:min(before, len(s.Down))], c) {
						errs.Add(fmt.Sprintf("%s.discarded[%d]", f, j), "%s is not one of seat %d's hole cards of %s street", c, s.Seat, v.Streets[v.discardStreet()].Name)
					}
				}
				if down != len(s.Final())-len(s.Up) {
					errs.Add(f+".discarded", "seat %d discarded the same card twice", s.Seat)
				}
			}
		}
		if len(s.Bets) > len(v.Streets) {
			errs.Add(f+".bets", "holds %d streets' bets; %s has %d streets", len(s.Bets), v.Name, len(v.Streets))
		}
		for k, b := range s.Bets {
			switch {
			case k >= len(v.Streets):
			case b < 0 || b > rules.MaxMoney:
				errs.Add(f+".bets."+v.Streets[k].Name, "must be from 0 to %s", rules.MaxMoney)
			case b > 0 && k > last:
				errs.Add(f+".bets."+v.Streets[k].Name, "seat %d played no further than %s street; it bet nothing on %s street", s.Seat, v.Streets[last].Name, v.Streets[k].Name)
			}
		}
		if s.Ante < 0 || s.Ante > rules.MaxMoney {
			errs.Add(f+".ante", "must be from 0 to %s", rules.MaxMoney)
		}
		if s.Won < 0 || s.Won > rules.MaxMoney {
			errs.Add(f+".won", "must be from 0 to %s", rules.MaxMoney)
		}
		pot += s.Contributed()
	}
	if live == 0 && len(h.Seats) > 0 {
		errs.Add("seats", "every seat folded; the last seat left in collects the pot, so one must not have folded")
	}
	if live >= 2 && h.Street != len(v.Streets)-1 {
		errs.Add("street", "%d seats reached the showdown, which follows %s street; the record says the hand ended on %s street",
			live, v.Streets[len(v.Streets)-1].Name, v.Streets[h.Street].Name)
	}
	if h.Community != 0 {
		h.checkCommunity(errs)
	}
	if len(h.Seats) > 0 {
		if _, ok := bySeat[h.BringIn]; !ok {
			errs.Add("bring_in", "must be the seat of one of the seats dealt in, not %d", h.BringIn)
		}
	}
	for k, seat := range h.FirstToAct {
		if seat == 0 {
			continue
		}
		name := "first_to_act." + v.Streets[k].Name
		i, ok := bySeat[seat]
		switch {
		case k > h.Street:
			errs.Add(name, "the hand ended on %s street; %s street was not dealt", v.Streets[h.Street].Name, v.Streets[k].Name)
		case !ok:
			errs.Add(name, "seat %d was not dealt in", seat)
		case !h.Seats[i].LiveOn(k):
			errs.Add(name, "seat %d folded on %s street and did not play %s street", seat, v.Streets[h.Seats[i].FoldedOn].Name, v.Streets[k].Name)
		}
	}
	for i, f := range h.Fees {
		if f.Amount < 0 || f.Amount > rules.MaxMoney {
			errs.Add(fmt.Sprintf("fees[%d].amount", i), "must be from 0 to %s", rules.MaxMoney)
		}
	}
	if total := h.FeeTotal(); total > pot {
		errs.Add("fees", "the fees total %s but the seats put only %s in the pot", total, pot)
	}
	if err := errs.Err(); err != nil {
		return err
	}
	return h.checkDeck()
}

// discardStreet is the index of the street after whose betting the seats
// discard.
func (v *Variant) discardStreet() int {
	for i, s := range v.Streets {
		if s.Discard > 0 {
			return i
		}
	}
	return 0
}

// checkDeck holds every card to the game's deck, once: a card in a seat's
// hole cards, up cards or discards is in no other place (a discarded card
// is in the discard pile and never dealt again).
func (h *Hand) checkDeck() error {
	errs := &rules.InputError{}
	seen := map[rules.Card]string{}
	for i := range h.Seats {
		s := &h.Seats[i]
		f := seatField(i)
		for _, part := range []struct {
			name  string
			cards []rules.Card
		}{{"down", s.Down}, {"up", s.Up}} {
			for j, c := range part.cards {
				field := fmt.Sprintf("%s.%s[%d]", f, part.name, j)
				if !slices.Contains(h.v.Deck, c) {
					errs.Add(field, "%s is not a card of %s's deck: %s (%s)", c, h.v.Name, h.v.Decks, h.v.DeckRule)
					continue
				}
				if prev, dup := seen[c]; dup {
					errs.Add(field, "%s is already at %s; the deck holds it once (%s)", c, prev, h.v.DeckRule)
					continue
				}
				seen[c] = field
			}
		}
	}
	if h.Community != 0 {
		switch prev, dup := seen[h.Community]; {
		case !slices.Contains(h.v.Deck, h.Community):
			errs.Add("community", "%s is not a card of %s's deck: %s (%s)", h.Community, h.v.Name, h.v.Decks, h.v.DeckRule)
		case dup:
			errs.Add("community", "%s is already at %s; the deck holds it once (%s)", h.Community, prev, h.v.DeckRule)
		}
	}
	return errs.Err()
}

// checkCommunity allows the common card only where the rules turn one: on
// the last street, dealt face down, when the cards left after the burn are
// fewer than the seats still in ("If the Casino dealer determines that there
// will not be enough fresh cards for all of the remaining players ... a
// common card will be used", lines 170-178). Every card dealt counts,
// shown or not, and one burn before each street after the first.
func (h *Hand) checkCommunity(errs *rules.InputError) {
	v := h.v
	last := len(v.Streets) - 1
	if h.Street != last || v.Streets[last].Down == 0 || v.Streets[last].Up != 0 {
		errs.Add("community", "a common card is turned only on %s street, the last card dealt face down (line 178)", v.Streets[last].Name)
		return
	}
	used, in := last, 0 // one burn before each street after the first, the last street's included
	for i := range h.Seats {
		s := &h.Seats[i]
		k := min(last-1, h.Street)
		if s.Folded() {
			k = min(s.FoldedOn, last-1)
		}
		_, u := v.cards(k)
		used += v.dealtDown(k) + u
		if s.LiveOn(last) {
			in++
		}
	}
	if fresh := len(v.Deck) - used; fresh >= in {
		errs.Add("community", "%d cards were left after the burn for the %d seats still in, enough for each; a common card is turned only when there are not (line 178)", fresh, in)
	}
}
