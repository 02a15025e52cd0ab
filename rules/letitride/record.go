package letitride

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Record is the JSON form of one round:
//
//	{"table_id": "LIR-1", "hand_number": 9, "game": "let-it-ride",
//	 "dealt_at": "2026-11-21T22:14:05+00:00",
//	 "cards": {"community": ["7H", "9S"],
//	           "seats": [{"seat": 2, "cards": ["JS", "JD", "4C"], "decisions": ["withdraw", "ride"]}]},
//	 "wagers": [{"seat": 2, "bet": "one", "amount": "10.00", "result": "push", "payout": "0.00"}, ...]}
//
// The community cards are listed in the order shown: the dealer's left
// card, then the right (lines 2898-2899, 2911-2912).
type Record struct {
	rules.Envelope
	Cards  RecordCards         `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
}

// RecordCards holds the round's cards.
type RecordCards struct {
	Community []string     `json:"community"`
	Seats     []SeatRecord `json:"seats"`
}

// SeatRecord is one playing position.
type SeatRecord struct {
	Seat  int      `json:"seat"`
	Cards []string `json:"cards"`
	// Decisions are the player's two decisions in order, on wager '1' and
	// on wager '2': ride or withdraw.
	Decisions []string `json:"decisions"`
}

// Bet indexes into Seat.bet.
const (
	iOne = iota
	iTwo
	iPound
	iBonus
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
	env       rules.Envelope
	Community [2]rules.Card
	Seats     []Seat
	wagers    []rules.Wager
	seatOf    []int
}

// Seat is one decoded playing position.
type Seat struct {
	Seat  int
	Cards [3]rules.Card
	// Ride says, for wagers '1' and '2', whether the player let it ride.
	Ride [2]bool
	bet  [numBets]int
	// five is the value of the three cards and the community cards; three
	// of the player's three.
	five  poker.Value
	three poker.Three
}

// Envelope returns the fields every record shares.
func (h *Hand) Envelope() rules.Envelope { return h.env }

// Wagers returns the round's wagers in record order.
func (h *Hand) Wagers() []rules.Wager { return h.wagers }

// decodeCards parses a hand of n cards, refusing a joker.
func decodeCards(field string, in []string, n int, why string, errs *rules.InputError) ([]rules.Card, bool) {
	if len(in) != n {
		errs.Add(field, "has %d cards; %s", len(in), why)
		return nil, false
	}
	out := make([]rules.Card, n)
	ok := true
	for i, s := range in {
		f := fmt.Sprintf("%s[%d]", field, i)
		c, err := rules.ParseCard(s)
		switch {
		case err != nil:
			errs.Add(f, "%v", err)
			ok = false
		case c == rules.Joker:
			errs.Add(f, "is a joker; the game is played with a single pack of 52 cards (%s)", citeDeck)
			ok = false
		}
		out[i] = c
	}
	return out, ok
}

// Decode reads one record strictly. Besides malformed fields it refuses a
// card count other than two community cards and three to a seat, a card
// dealt twice from the single pack (line 2804), a seat without its three
// equal Mandatory Wagers (lines 2862-2867), decisions that are not two of
// ride and withdraw, and a wager on a seat not listed.
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
	h := &Hand{env: r.Envelope}
	comm, commOK := decodeCards("cards.community", r.Cards.Community, 2, "the dealer's top two cards are the community cards (lines 2879-2880)", errs)
	if commOK {
		copy(h.Community[:], comm)
	}
	h.decodeSeats(r.Cards.Seats, commOK, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, betIDs, errs)
	for i, w := range r.Wagers {
		if w.Backline != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].backline", i), "backline bettors belong to California games; %s has none", GameID)
		}
		if w.Commission != "" {
			if c, err := rules.ParseMoney(w.Commission); err == nil && c != 0 {
				errs.Add(fmt.Sprintf("wagers[%d].commission", i), "no commission is taken in Let it Ride (%s)", citeSection)
			}
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.placeWagers(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkDeck(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func (h *Hand) decodeSeats(in []SeatRecord, commOK bool, errs *rules.InputError) {
	if len(in) == 0 {
		errs.Add("cards.seats", "lists no playing position; every participating player is dealt three cards (%s)", citeDeal)
	}
	if len(in) > rules.MaxSeat {
		errs.Add("cards.seats", "lists %d positions; at most %d", len(in), rules.MaxSeat)
		return
	}
	seen := map[int]bool{}
	for i, sr := range in {
		f := fmt.Sprintf("cards.seats[%d]", i)
		switch {
		case sr.Seat < 1 || sr.Seat > rules.MaxSeat:
			errs.Add(f+".seat", "must be a playing position from 1 to %d", rules.MaxSeat)
		case seen[sr.Seat]:
			errs.Add(f+".seat", "seat %d is listed twice", sr.Seat)
		}
		seen[sr.Seat] = true
		s := Seat{Seat: sr.Seat}
		for b := range s.bet {
			s.bet[b] = -1
		}
		cards, ok := decodeCards(f+".cards", sr.Cards, 3, "each player is dealt three cards ("+citeDeal+")", errs)
		if ok {
			copy(s.Cards[:], cards)
			s.three = poker.Eval3(s.Cards)
			if commOK {
				s.five = poker.Eval5([5]rules.Card{s.Cards[0], s.Cards[1], s.Cards[2], h.Community[0], h.Community[1]})
			}
		}
		if len(sr.Decisions) != 2 {
			errs.Add(f+".decisions", "has %d decisions; the player decides twice, on wager '1' and then on wager '2': ride or withdraw (lines 2888-2907)", len(sr.Decisions))
		} else {
			for k, d := range sr.Decisions {
				switch d {
				case Ride:
					s.Ride[k] = true
				case Withdraw:
				default:
					errs.Add(fmt.Sprintf("%s.decisions[%d]", f, k), "%q is not ride or withdraw (lines 2888-2907)", d)
				}
			}
		}
		h.Seats = append(h.Seats, s)
	}
}

// placeWagers files each wager under its seat and checks that each seat
// holds its three equal Mandatory Wagers, and a Three Card Bonus only
// beside them.
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
	for j := range h.Seats {
		s := &h.Seats[j]
		f := fmt.Sprintf("cards.seats[%d]", j)
		missing := false
		for _, b := range []int{iOne, iTwo, iPound} {
			if s.bet[b] < 0 {
				errs.Add(f, "seat %d holds no %s wager; every participating player makes the three Mandatory Wagers '1', '2' and '£' (%s), a withdrawn one listed as a push", s.Seat, betIDs[b], citeMandatory)
				missing = true
			}
		}
		if missing {
			continue
		}
		pound := h.wagers[s.bet[iPound]].Amount
		for _, b := range []int{iOne, iTwo} {
			if a := h.wagers[s.bet[b]].Amount; a != pound {
				errs.Add(fmt.Sprintf("wagers[%d].amount", s.bet[b]), "the three Mandatory Wagers are equal: %s, as the '£' wager, not %s (%s)", pound, a, citeMandatory)
			}
		}
	}
}

// checkDeck refuses a card seen twice: a single pack of 52 (line 2804).
func (h *Hand) checkDeck(errs *rules.InputError) {
	var first [52]string
	check := func(field string, cards []rules.Card) {
		for i, c := range cards {
			f := fmt.Sprintf("%s[%d]", field, i)
			if prev := first[c.Index()]; prev != "" {
				errs.Add(f, "%s is also at %s; the game is played with a single pack of 52 cards (%s)", c, prev, citeDeck)
				continue
			}
			first[c.Index()] = f
		}
	}
	check("cards.community", h.Community[:])
	for j := range h.Seats {
		check(fmt.Sprintf("cards.seats[%d].cards", j), h.Seats[j].Cards[:])
	}
}
