package studtable

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

// CSRecord is the JSON form of one casino-stud hand:
//
//	{"table_id": "CS-1", "hand_number": 7, "game": "casino-stud",
//	 "dealt_at": "2026-11-21T22:14:05Z",
//	 "cards": {"dealer": ["AS", "KD", "9C", "5H", "2S"],
//	           "seats": [{"seat": 1, "cards": ["7H", "6H", "JH", "2H", "9H"]}]},
//	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
//	            {"seat": 1, "bet": "raise", "amount": "20.00", "result": "win", "payout": "120.00"}]}
//
// The dealer's cards are listed in the order dealt, the fifth the one dealt
// face up (lines 1348-1349). A position that raised holds a raise wager; one
// that folded holds none.
type CSRecord struct {
	rules.Envelope
	Cards  CSCards             `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
}

// CSCards holds the hand's cards.
type CSCards struct {
	Dealer []string     `json:"dealer,omitempty"`
	Seats  []SeatRecord `json:"seats"`
}

// SeatRecord is one playing position's five cards.
type SeatRecord struct {
	Seat  int      `json:"seat"`
	Cards []string `json:"cards,omitempty"`
}

// CSHand is a decoded casino-stud hand.
type CSHand struct {
	env rules.Envelope
	// Dealer holds the dealer's five cards, the up card last; empty when no
	// wager needed them.
	Dealer []rules.Card
	Seats  []CSSeat
	wagers []rules.Wager
	seatOf []int
}

// CSSeat is one playing position.
type CSSeat struct {
	Seat  int
	Cards []rules.Card
	// bet holds the index in CSHand.wagers of each bet the position made,
	// or -1.
	bet [csNumBets]int
}

// Envelope returns the fields every record shares.
func (h *CSHand) Envelope() rules.Envelope { return h.env }

// Wagers returns the hand's wagers in record order.
func (h *CSHand) Wagers() []rules.Wager { return h.wagers }

func csBetIndex(bet string) int {
	for i, b := range csBetIDs {
		if b == bet {
			return i
		}
	}
	return -1
}

// Decode reads one record strictly and refuses what the rules make
// impossible: a card count other than five, a card dealt twice or a joker
// (a single pack, line 1302), a wager without the Ante it needs (lines
// 1397-1398, 1430-1431), a Raise other than twice the Ante (line 1354), a
// Double other than the Insurance wager or offered on another up card
// (lines 1440-1447).
func (casinoStud) Decode(data []byte) (rules.Hand, error) {
	var r CSRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != CasinoStudID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, CasinoStudID, CasinoStudID)
	}
	h := &CSHand{env: r.Envelope}
	if n := len(r.Cards.Dealer); n != 0 && n != 5 {
		errs.Add("cards.dealer", "has %d cards; the dealer is dealt five (lines 1347-1349)", n)
	}
	h.Dealer = rules.ParseCards("cards.dealer", r.Cards.Dealer, errs)
	h.decodeSeats(r.Cards.Seats, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the hand's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, csBetIDs, errs)
	for i, w := range r.Wagers {
		if w.Backline != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].backline", i), "backline bettors belong to California games; %s has none", CasinoStudID)
		}
		if w.Returned != "" {
			errs.Add(fmt.Sprintf("wagers[%d].returned", i), "the house banks %s; no stake is returned uncovered", CasinoStudID)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.placeWagers(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkPositions(errs)
	h.checkDeck(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func (h *CSHand) decodeSeats(in []SeatRecord, errs *rules.InputError) {
	if len(in) == 0 {
		errs.Add("cards.seats", "lists no playing position; every position holding a wager is dealt five cards (lines 1347-1348)")
	}
	if len(in) > csMaxPositions {
		errs.Add("cards.seats", "lists %d positions; at most %d", len(in), csMaxPositions)
		return
	}
	seen := map[int]bool{}
	for i, sr := range in {
		f := fmt.Sprintf("cards.seats[%d]", i)
		if sr.Seat < 1 || sr.Seat > csMaxPositions {
			errs.Add(f+".seat", "must be a playing position from 1 to %d", csMaxPositions)
		} else if seen[sr.Seat] {
			errs.Add(f+".seat", "seat %d is listed twice", sr.Seat)
		}
		seen[sr.Seat] = true
		if n := len(sr.Cards); n != 0 && n != 5 {
			errs.Add(f+".cards", "has %d cards; each position is dealt five (lines 1347-1348)", n)
		}
		s := CSSeat{Seat: sr.Seat, Cards: rules.ParseCards(f+".cards", sr.Cards, errs)}
		for b := range s.bet {
			s.bet[b] = -1
		}
		h.Seats = append(h.Seats, s)
	}
}

// placeWagers files each wager under its position; every listed position
// must hold one and every wager must be on a listed position.
func (h *CSHand) placeWagers(errs *rules.InputError) {
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
		h.Seats[j].bet[csBetIndex(w.Bet)] = i
	}
}

// needsAnte says, by bet, why it needs an Ante.
var needsAnte = [csNumBets]string{
	iRaise:       "the Raise follows the Ante (lines 1353-1356)",
	iProgressive: "a Progressive Jackpot wager may not be placed without an Ante (lines 1397-1398)",
	iInsurance:   "an Insurance wager needs an Ante (lines 1430-1431)",
	iDouble:      "a Double follows an Insurance wager, which needs an Ante (lines 1430-1431, 1440-1444)",
}

// checkPositions checks each position's wagers against the rules and that
// the cards their settlement needs are listed.
func (h *CSHand) checkPositions(errs *rules.InputError) {
	needDealer := ""
	for j := range h.Seats {
		s := &h.Seats[j]
		f := fmt.Sprintf("cards.seats[%d]", j)
		wf := func(b int) string { return fmt.Sprintf("wagers[%d]", s.bet[b]) }
		has := func(b int) bool { return s.bet[b] >= 0 }
		if !has(iAnte) {
			held := false
			for b, why := range needsAnte {
				if why != "" && has(b) {
					held = true
					errs.Add(wf(b)+".bet", "seat %d holds a %s wager without an Ante: %s", s.Seat, csBetIDs[b], why)
				}
			}
			if !held {
				errs.Add(f, "seat %d holds no wager; cards are dealt to positions with an Ante (lines 1343-1348)", s.Seat)
			}
			continue
		}
		ante := h.wagers[s.bet[iAnte]].Amount
		if has(iRaise) {
			if a := h.wagers[s.bet[iRaise]].Amount; a != 2*ante {
				errs.Add(wf(iRaise)+".amount", "the Raise is exactly twice the Ante: %s on an Ante of %s, not %s (line 1354)", 2*ante, ante, a)
			}
			needDealer = wf(iRaise)
		}
		if has(iDouble) {
			if !has(iInsurance) {
				errs.Add(wf(iDouble)+".bet", "seat %d holds a Double without an Insurance wager; the Double is offered to Insurance wagers (lines 1440-1444)", s.Seat)
			} else if a, ins := h.wagers[s.bet[iDouble]].Amount, h.wagers[s.bet[iInsurance]].Amount; a != ins {
				errs.Add(wf(iDouble)+".amount", "the Double is of an equal amount to the Insurance wager: %s, not %s (line 1442)", ins, a)
			}
			if len(h.Dealer) == 5 {
				if r := h.Dealer[4].Rank(); r < 2 || r > 5 {
					errs.Add(wf(iDouble)+".bet", "the dealer's up card %s is not a two, three, four or five: no Double is offered (lines 1440-1447)", h.Dealer[4])
				}
			}
		}
		if has(iInsurance) {
			needDealer = wf(iInsurance)
		}
		if has(iDouble) {
			needDealer = wf(iDouble)
		}
		if len(s.Cards) == 0 && (has(iRaise) || has(iProgressive) || has(iInsurance) || has(iDouble)) {
			errs.Add(f+".cards", "seat %d's five cards are required: its Raise, Progressive or Bonus Insurance is settled on them (lines 1364-1365, 1403-1406, 1457-1461, 1482-1485)", s.Seat)
		}
	}
	if needDealer != "" && len(h.Dealer) == 0 {
		errs.Add("cards.dealer", "the dealer's five cards are required: %s is settled on them (lines 1358-1367, 1436-1447, 1463-1498)", needDealer)
	}
}

// checkDeck refuses a joker or a card seen twice: the game is played with
// a single pack of 52 cards (line 1302).
func (h *CSHand) checkDeck(errs *rules.InputError) {
	var first [53]string
	check := func(field string, cards []rules.Card) {
		for i, c := range cards {
			f := fmt.Sprintf("%s[%d]", field, i)
			if c == rules.Joker {
				errs.Add(f, "is a joker; the game is played with a single pack of 52 cards (line 1302)")
				continue
			}
			if prev := first[c.Index()]; prev != "" {
				errs.Add(f, "%s is also at %s; the game is played with a single pack of 52 cards (line 1302)", c, prev)
				continue
			}
			first[c.Index()] = f
		}
	}
	check("cards.dealer", h.Dealer)
	for j, s := range h.Seats {
		check(fmt.Sprintf("cards.seats[%d].cards", j), s.Cards)
	}
}

func five(cards []rules.Card) [5]rules.Card {
	var out [5]rules.Card
	copy(out[:], cards)
	return out
}

// csSeatResult is what the cards give one position.
type csSeatResult struct {
	raised bool
	dealt  bool  // its five cards are listed
	value  value // when dealt
	versus int   // +1 outranks the dealer's, 0 equal, -1 outranked
	prog   *progLine
}

// Verify recomputes the hand under the table's settings. A position past
// the layout, or a wager the table does not offer or of another amount than
// it takes, is an *rules.InputError; otherwise every wager is settled.
func (h *CSHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := csSettingsFor(st)
	if err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	for j, seat := range h.Seats {
		if seat.Seat > s.positions {
			errs.Add(fmt.Sprintf("cards.seats[%d].seat", j), "the table's layout has %d playing positions (positions setting); there is no seat %d", s.positions, seat.Seat)
		}
	}
	for i, w := range h.wagers {
		switch {
		case w.Bet == BetProgressive && !s.progressive:
			errs.Add(fmt.Sprintf("wagers[%d].bet", i), "the table does not offer the Progressive Jackpot wager (progressive_wager setting, lines 1390-1392)")
		case w.Bet == BetProgressive && s.progAmount > 0 && w.Amount != s.progAmount:
			errs.Add(fmt.Sprintf("wagers[%d].amount", i), "the table's Progressive Jackpot wager is %s (progressive_wager setting), not %s", s.progAmount, w.Amount)
		case (w.Bet == BetInsurance || w.Bet == BetDouble) && !s.csbi:
			errs.Add(fmt.Sprintf("wagers[%d].bet", i), "the table does not offer the Casino Stud Bonus Insurance (bonus_insurance setting, lines 1422-1428)")
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}

	detail := &CSDetail{Seats: make([]CSSeatDetail, len(h.Seats))}
	var dealer value
	if len(h.Dealer) == 5 {
		dealer = valueOf(five(h.Dealer))
		detail.Dealer = dealer.String()
		detail.UpCard = h.Dealer[4].String()
		detail.Qualifies = dealer.qualifies()
	}
	results := make([]csSeatResult, len(h.Seats))
	for j := range h.Seats {
		seat, r := &h.Seats[j], &results[j]
		r.raised = seat.bet[iRaise] >= 0
		if len(seat.Cards) == 5 {
			r.dealt = true
			r.value = valueOf(five(seat.Cards))
			r.prog = progLineOf(r.value)
			switch {
			case r.value > dealer:
				r.versus = 1
			case r.value < dealer:
				r.versus = -1
			}
		}
		detail.Seats[j] = csSeatDetail(seat, r, dealer)
	}

	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, w := range h.wagers {
		j := h.seatOf[i]
		seat, r := &h.Seats[j], &results[j]
		switch w.Bet {
		case BetAnte, BetRaise:
			res, rule := h.settleMain(w, r, dealer, s)
			v.Settle(w, res, rule, rules.Cite{})
		case BetInsurance, BetDouble:
			res, rule := settleInsurance(w, r, dealer, s)
			v.Settle(w, res, rule, rules.Cite{})
		case BetProgressive:
			s.settleProgressive(v, w, seat, r)
		}
	}
	v.Outcome = rules.Outcome{Summary: csSummary(detail), Detail: detail}
	return v, nil
}

var (
	lose = rules.Result{Result: rules.Lose}
	push = rules.Result{Result: rules.Push}
)

func won(stake rules.Money, odds int64) rules.Result {
	return rules.Result{Result: rules.Win, Payout: rules.ToOne(odds).Pay(stake)}
}

// settleMain settles the Ante and the Raise (lines 1353-1388).
func (h *CSHand) settleMain(w rules.Wager, r *csSeatResult, dealer value, s *csSettings) (rules.Result, rules.Cite) {
	if !r.raised {
		return lose, citeCSRaise // the Ante surrendered (lines 1355-1356)
	}
	switch {
	case !dealer.qualifies():
		if w.Bet == BetAnte {
			return won(w.Amount, 1), citeCSNotQualified
		}
		// "the hand will be complete and the Ante wager will only win":
		// the Raise is returned (interpretation CS1).
		return push, citeCSNotQualified
	case r.versus < 0:
		return lose, citeCSOutranked
	case r.versus == 0:
		return push, citeCSEqual
	}
	if w.Bet == BetAnte {
		return won(w.Amount, 1), citeCSOutranks
	}
	row := raiseRow(r.value)
	return won(w.Amount, s.raise[row]), raiseTable.rows[row].cite
}

// settleInsurance settles an Insurance or Double wager (lines 1463-1502):
// lost when the dealer qualifies, otherwise paid by one row.
func settleInsurance(w rules.Wager, r *csSeatResult, dealer value, s *csSettings) (rules.Result, rules.Cite) {
	if dealer.qualifies() {
		return lose, citeCSBIQualifies
	}
	row := insuranceRow(r.value, dealer)
	return won(w.Amount, s.insurance[row]), insuranceTable.rows[row].cite
}

// settleProgressive settles a Progressive Jackpot wager: lost without a
// qualifying hand (or folded, under progressive_when_folded=loses); a share
// of the meter for a Royal or Straight Flush, whose amount the progressive
// ledger checks; a multiple of the wager, paid from the meter, otherwise.
func (s *csSettings) settleProgressive(v *rules.Verdict, w rules.Wager, seat *CSSeat, r *csSeatResult) {
	if !r.raised && !s.foldedPays {
		v.Settle(w, lose, citeCSProgWins, rules.Cite{})
		return
	}
	l := r.prog
	if l == nil {
		v.Settle(w, lose, citeCSProgTable, rules.Cite{})
		return
	}
	// seat_order: from the dealer's right, the last position first
	// (lines 2392-2395); shared: the fixed lines, then the Straight
	// Flushes, then the Royal Flushes, each percentage line shared.
	order := s.positions - seat.Seat + 1
	if s.shared {
		order = l.rank
	}
	if l.percent != 0 {
		v.SettleMeter(w, rules.Result{Result: rules.Win}, l.percent, l.cite)
		m := v.Settlements[len(v.Settlements)-1].Meter
		m.Line, m.Order, m.Split = l.name, order, s.shared
		return
	}
	v.Settle(w, rules.Result{Result: rules.Win, Payout: w.Amount * rules.Money(l.times)}, l.cite, rules.Cite{})
	st := &v.Settlements[len(v.Settlements)-1]
	// Paid "from the Progressive Jackpot Meter" (line 1410): the ledger
	// takes the amount off the meter.
	st.Meter = &rules.MeterLine{Line: l.name, Order: order, Fixed: st.Expected.Payout, FromMeter: true}
}

// CSDetail is the verdict's Outcome.Detail.
type CSDetail struct {
	// Dealer is the dealer's hand, UpCard its fifth card, dealt face up.
	Dealer    string         `json:"dealer,omitempty"`
	UpCard    string         `json:"up_card,omitempty"`
	Qualifies bool           `json:"qualifies"`
	Seats     []CSSeatDetail `json:"seats"`
}

// CSSeatDetail is one position's outcome.
type CSSeatDetail struct {
	Seat int `json:"seat"`
	// Status is raised or folded.
	Status string `json:"status"`
	Hand   string `json:"hand,omitempty"`
	// Versus is higher, lower or equal: the hand against the dealer's
	// qualifying hand.
	Versus      string `json:"versus,omitempty"`
	Progressive string `json:"progressive,omitempty"`
}

func csSeatDetail(seat *CSSeat, r *csSeatResult, dealer value) CSSeatDetail {
	d := CSSeatDetail{Seat: seat.Seat, Status: "folded"}
	if r.raised {
		d.Status = "raised"
		if dealer.qualifies() {
			d.Versus = [...]string{"lower", "equal", "higher"}[r.versus+1]
		}
	}
	if r.dealt {
		d.Hand = r.value.String()
	}
	if r.prog != nil && seat.bet[iProgressive] >= 0 {
		d.Progressive = r.prog.name
	}
	return d
}

// csSummary describes the hand: "Dealer Ace-king high (qualifies); seat 1
// Flush, jack high: higher; seat 3 folded".
func csSummary(d *CSDetail) string {
	var b strings.Builder
	switch {
	case d.Dealer == "":
		b.WriteString("Dealer's cards not shown")
	case d.Qualifies:
		b.WriteString("Dealer " + d.Dealer + " (qualifies)")
	default:
		b.WriteString("Dealer " + d.Dealer + " (does not qualify)")
	}
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d ", s.Seat)
		switch {
		case s.Status == "raised" && s.Versus != "":
			b.WriteString(s.Hand + ": " + s.Versus)
		case s.Status == "raised":
			b.WriteString(s.Hand + ": raised")
		default:
			b.WriteString("folded")
		}
		if s.Progressive != "" {
			b.WriteString(", " + s.Progressive)
		}
	}
	return b.String()
}
