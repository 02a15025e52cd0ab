package studtable

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// CBRecord is the JSON form of one caribbean-stud hand:
//
//	{"table_id": "CSP-1", "hand_number": 41, "game": "caribbean-stud",
//	 "dealt_at": "2026-11-21T22:14:05-08:00",
//	 "cards": {"player_dealer": ["KD", "9S", "4H", "AC", "JD"],
//	           "seats": [{"seat": 3, "cards": ["8S", "8D", "QC", "5H", "2C"]}]},
//	 "player_dealer": {"seat": 1, "bank": "300.00", "net": "-30.00"},
//	 "wagers": [{"seat": 3, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"},
//	            {"seat": 3, "bet": "call", "amount": "20.00", "result": "win", "payout": "20.00"}],
//	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": "2.00"}]}
//
// The player-dealer's cards are listed with the card turned face up first
// (line 711) and then the downcards in the order exposed (line 716): the
// fifth is the last downcard, which names the first action.
type CBRecord struct {
	rules.Envelope
	Cards        CBCards                   `json:"cards"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// CBCards holds the hand's cards.
type CBCards struct {
	PlayerDealer []string     `json:"player_dealer,omitempty"`
	Seats        []SeatRecord `json:"seats"`
}

// CBHand is a decoded caribbean-stud hand.
type CBHand struct {
	env          rules.Envelope
	PlayerDealer []rules.Card
	Seats        []CBSeat
	pd           rules.PlayerDealer
	wagers       []rules.Wager
	collections  []rules.Collection
	// called marks the wagers of hands that called.
	called []bool
}

// CBSeat is one seat's hand.
type CBSeat struct {
	Seat   int
	Cards  []rules.Card
	Called bool
}

// Envelope returns the fields every record shares.
func (h *CBHand) Envelope() rules.Envelope { return h.env }

// Wagers returns the hand's wagers in record order.
func (h *CBHand) Wagers() []rules.Wager { return h.wagers }

// Decode reads one record strictly and refuses what the rules make
// impossible: a card count other than five, a joker (standard decks, line
// 706), a Call Bet without an Ante or other than twice it (lines 712-714),
// bettors of one hand deciding apart (line 753), more than two backline
// bettors (line 751), a wager on the player-dealer's seat.
func (caribbean) Decode(data []byte) (rules.Hand, error) {
	var r CBRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != CaribbeanID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, CaribbeanID, CaribbeanID)
	}
	h := &CBHand{env: r.Envelope}
	h.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
	if r.PlayerDealer != nil && r.PlayerDealer.Seat > cbSeats {
		errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d (lines 718-727)", r.PlayerDealer.Seat, cbSeats)
	}
	if n := len(r.Cards.PlayerDealer); n != 0 && n != 5 {
		errs.Add("cards.player_dealer", "has %d cards; the player-dealer receives five (line 711)", n)
	}
	h.PlayerDealer = rules.ParseCards("cards.player_dealer", r.Cards.PlayerDealer, errs)
	h.decodeSeats(r.Cards.Seats, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the hand's wagers, or [] when none was placed")
	}
	h.wagers = rules.ParseWagers(r.Wagers, cbBetIDs, errs)
	for i, w := range r.Wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		switch {
		case w.Seat > cbSeats:
			errs.Add(f+".seat", "is %d; the table has seats 1 to %d (lines 718-727)", w.Seat, cbSeats)
		case r.PlayerDealer != nil && w.Seat == r.PlayerDealer.Seat:
			errs.Add(f+".seat", "is the player-dealer's seat: the player-dealer banks the hand, and parties betting with it (\"kum-kum\", line 757) share its bank, recorded in player_dealer.bank")
		}
		if w.Backline > cbMaxBackline {
			errs.Add(f+".backline", "is %d; a position takes at most two backline bets (line 751)", w.Backline)
		}
	}
	h.collections = rules.ParseCollections(r.Collections, errs)
	for i, c := range r.Collections {
		if c.Seat > cbSeats {
			errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d", c.Seat, cbSeats)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkHands(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func (h *CBHand) decodeSeats(in []SeatRecord, errs *rules.InputError) {
	if len(in) > cbSeats-1 {
		errs.Add("cards.seats", "lists %d seats; the table has %d beside the player-dealer's", len(in), cbSeats-1)
		return
	}
	seen := map[int]bool{}
	for i, sr := range in {
		f := fmt.Sprintf("cards.seats[%d]", i)
		if sr.Seat < 1 || sr.Seat > cbSeats {
			errs.Add(f+".seat", "must be a seat from 1 to %d", cbSeats)
		} else if seen[sr.Seat] {
			errs.Add(f+".seat", "seat %d is listed twice", sr.Seat)
		}
		seen[sr.Seat] = true
		if n := len(sr.Cards); n != 0 && n != 5 {
			errs.Add(f+".cards", "has %d cards; each player receives five downcards (line 711)", n)
		}
		cards := rules.ParseCards(f+".cards", sr.Cards, errs)
		for k, c := range cards {
			if c == rules.Joker {
				errs.Add(fmt.Sprintf("%s.cards[%d]", f, k), "is a joker; the game is dealt from standard 52-card decks (line 706)")
			}
		}
		h.Seats = append(h.Seats, CBSeat{Seat: sr.Seat, Cards: cards})
	}
}

// checkHands checks each hand's bettors: a Call Bet is twice its bettor's
// Ante, the hand's bettors call or fold together, a backline bettor bets on
// a seated player's hand, and the cards the settlement needs are listed.
func (h *CBHand) checkHands(errs *rules.InputError) {
	for i, c := range h.PlayerDealer {
		if c == rules.Joker {
			errs.Add(fmt.Sprintf("cards.player_dealer[%d]", i), "is a joker; the game is dealt from standard 52-card decks (line 706)")
		}
	}
	index := map[int]int{}
	for j, s := range h.Seats {
		index[s.Seat] = j
		if s.Seat == h.pd.Seat {
			errs.Add(fmt.Sprintf("cards.seats[%d].seat", j), "is the player-dealer's seat; its cards are cards.player_dealer")
		}
	}
	type bettor struct{ seat, backline int }
	ante := map[bettor]int{}
	call := map[bettor]int{}
	for i, w := range h.wagers {
		if _, ok := index[w.Seat]; !ok {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "seat %d holds a wager but is not in cards.seats; list its hand", w.Seat)
		}
		b := bettor{w.Seat, w.Backline}
		if w.Bet == BetAnte {
			ante[b] = i
		} else {
			call[b] = i
		}
	}
	seatAntes := map[int]bool{}
	for b := range ante {
		seatAntes[b.seat] = true
	}
	for j, s := range h.Seats {
		if !seatAntes[s.Seat] {
			errs.Add(fmt.Sprintf("cards.seats[%d]", j), "seat %d holds no Ante; every player antes before receiving cards (line 710)", s.Seat)
		}
	}
	h.called = make([]bool, len(h.wagers))
	anyCall := ""
	for i, w := range h.wagers {
		b := bettor{w.Seat, w.Backline}
		f := fmt.Sprintf("wagers[%d]", i)
		j, listed := index[w.Seat]
		if w.Backline > 0 {
			if _, ok := ante[bettor{w.Seat, 0}]; !ok {
				errs.Add(f+".backline", "a backline bet rides a seated player's hand (line 751); seat %d's player placed no Ante", w.Seat)
			}
		}
		if w.Bet == BetCall {
			a, ok := ante[b]
			if !ok {
				errs.Add(f+".bet", "a Call Bet follows the bettor's Ante (lines 710-714); this bettor placed none")
				continue
			}
			if want := 2 * h.wagers[a].Amount; w.Amount != want {
				errs.Add(f+".amount", "the Call Bet is exactly twice the Ante: %s on an Ante of %s, not %s (line 714)", want, h.wagers[a].Amount, w.Amount)
			}
			anyCall = f
			if listed {
				h.Seats[j].Called = true
			}
		}
	}
	// One decision per hand (line 753): every bettor calls or none does.
	for i, w := range h.wagers {
		j, listed := index[w.Seat]
		if !listed || w.Bet != BetAnte {
			continue
		}
		_, calls := call[bettor{w.Seat, w.Backline}]
		if calls != h.Seats[j].Called {
			errs.Add(fmt.Sprintf("wagers[%d]", i), "seat %d's hand was called by some of its bettors and folded by others; the player with the most money on the hand decides its play for all (line 753)", w.Seat)
		}
		h.called[i] = h.Seats[j].Called
	}
	for i, w := range h.wagers {
		if j, listed := index[w.Seat]; listed && w.Bet == BetCall {
			h.called[i] = h.Seats[j].Called
		}
	}
	for j, s := range h.Seats {
		if s.Called && len(s.Cards) == 0 {
			errs.Add(fmt.Sprintf("cards.seats[%d].cards", j), "seat %d's hand called: its five cards are compared with the player-dealer's (line 730)", s.Seat)
		}
	}
	if anyCall != "" && len(h.PlayerDealer) == 0 {
		errs.Add("cards.player_dealer", "the player-dealer's five cards are required: %s is settled on them (lines 716-733)", anyCall)
	}
}

// checkShoe refuses a card seen more often than the table's decks hold it.
func (h *CBHand) checkShoe(decks int, errs *rules.InputError) {
	var seen [53]int
	check := func(field string, cards []rules.Card) {
		for i, c := range cards {
			if seen[c.Index()]++; seen[c.Index()] > decks {
				errs.Add(fmt.Sprintf("%s[%d]", field, i), "%s is seen %d times; the table deals from %d decks (decks setting, line 706)", c, seen[c.Index()], decks)
			}
		}
	}
	check("cards.player_dealer", h.PlayerDealer)
	for j, s := range h.Seats {
		check(fmt.Sprintf("cards.seats[%d].cards", j), s.Cards)
	}
}

// Verify recomputes the hand under the table's settings: a card the decks
// do not hold so often is an *rules.InputError; otherwise every wager is
// settled in order against the player-dealer's bank, and the net result
// and the collections are checked.
func (h *CBHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := cbSettingsFor(st)
	if err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	h.checkShoe(s.decks, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}

	detail := &CBDetail{Seats: make([]CBSeatDetail, len(h.Seats))}
	var pd value
	first := 0
	if len(h.PlayerDealer) == 5 {
		pd = valueAs(five(h.PlayerDealer), s.flushFirst)
		detail.PlayerDealer = pd.String()
		detail.Qualifies = pd.qualifies()
		last := h.PlayerDealer[4]
		first = (h.pd.Seat-1+firstActionOffset(last.Rank()))%cbSeats + 1
		detail.LastDownCard = last.String()
		detail.FirstAction = first
	}
	values := make(map[int]value, len(h.Seats))
	for j, seat := range h.Seats {
		d := CBSeatDetail{Seat: seat.Seat, Status: "folded"}
		if len(seat.Cards) == 5 {
			v := valueAs(five(seat.Cards), s.flushFirst)
			values[seat.Seat] = v
			d.Hand = v.String()
		}
		if seat.Called {
			d.Status = "called"
			if pd.qualifies() {
				switch v := s.ranked(values[seat.Seat]); {
				case v > s.ranked(pd):
					d.Versus = "higher"
				case v < s.ranked(pd):
					d.Versus = "lower"
				default:
					d.Versus = "equal"
				}
			}
		}
		detail.Seats[j] = d
	}

	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	cover := rules.Cover{Bank: h.pd.Bank, Exhausted: s.exhausted, Rule: citeCBCover, OutRule: rules.RuleCaliforniaCover}
	for _, i := range h.order(first, s.antesFirst) {
		w := h.wagers[i]
		full, rule := h.expected(w, h.called[i], values[w.Seat], pd, s)
		cover.Settle(v, w, full, rule)
	}
	cover.CheckNet(v, h.pd)
	h.settleCollections(v, s)
	v.Outcome = rules.Outcome{Summary: cbSummary(detail), Detail: detail}
	return v, nil
}

// expected is a wager's full settlement, before the bank.
func (h *CBHand) expected(w rules.Wager, called bool, player, pd value, s *cbSettings) (rules.Result, rules.Cite) {
	if !called {
		return lose, citeCBFold // the Ante forfeited (line 712)
	}
	switch {
	case !pd.qualifies():
		if w.Bet == BetAnte {
			return won(w.Amount, 1), citeCBQualify
		}
		return push, citeCBQualify
	case s.ranked(player) < s.ranked(pd):
		return lose, citeCBLoses
	case player == pd:
		return push, citeCBTie
	}
	if w.Bet == BetAnte {
		return won(w.Amount, 1), citeCBWins
	}
	row := callRow(player)
	return won(w.Amount, s.call[row]), callTable.rows[row].cite
}

// order is the order the wagers are settled in: the Antes of folded hands
// first, forfeited at the fold (line 712) before the player-dealer's cards
// are exposed (line 716), seat by seat clockwise from the seat left of the
// player-dealer (the order of the deal and the decisions, line 711); then
// the called hands from the seat the last downcard names (lines 716, 730),
// each bettor's Ante then Call Bet (lines 770-772), or every Ante before
// any Call Bet. The seated player precedes the backline bettors.
func (h *CBHand) order(first int, antesFirst bool) []int {
	idx := make([]int, len(h.wagers))
	for i := range idx {
		idx[i] = i
	}
	pos := func(seat, from int) int { return ((seat-from)%cbSeats + cbSeats) % cbSeats }
	key := func(i int) [4]int {
		w := &h.wagers[i]
		bet := 0
		if w.Bet == BetCall {
			bet = 1
		}
		switch {
		case !h.called[i]:
			return [4]int{0, pos(w.Seat, h.pd.Seat+1), w.Backline, bet}
		case antesFirst:
			return [4]int{1, bet, pos(w.Seat, first), w.Backline}
		}
		return [4]int{1, pos(w.Seat, first), w.Backline, bet}
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		ka, kb := key(a), key(b)
		for k := range ka {
			if d := ka[k] - kb[k]; d != 0 {
				return d
			}
		}
		return 0
	})
	return idx
}

// settleCollections compares the declared collections with the table's
// schedule: a player fee for each betting circle holding an Ante and the
// player-dealer's fee per hand, by the total table action of the wagers
// placed before the deal, the Antes (lines 754, 3106).
func (h *CBHand) settleCollections(v *rules.Verdict, s *cbSettings) {
	if s.schedule == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	circles := map[int]int{}
	var action rules.Money
	for _, w := range h.wagers {
		if w.Bet == BetAnte {
			circles[w.Seat]++
			action += w.Amount
		}
	}
	due, err := s.schedule.CaliforniaDues(h.pd.Seat, circles, action, h.collections)
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, s.schedule.Rule, err)
		return
	}
	fees.CheckDues(v, h.collections, due)
}

// CBDetail is the verdict's Outcome.Detail.
type CBDetail struct {
	PlayerDealer string `json:"player_dealer,omitempty"`
	Qualifies    bool   `json:"qualifies"`
	// LastDownCard names FirstAction, the seat that receives action first.
	LastDownCard string         `json:"last_down_card,omitempty"`
	FirstAction  int            `json:"first_action,omitempty"`
	Seats        []CBSeatDetail `json:"seats"`
}

// CBSeatDetail is one hand's outcome.
type CBSeatDetail struct {
	Seat int `json:"seat"`
	// Status is called or folded.
	Status string `json:"status"`
	Hand   string `json:"hand,omitempty"`
	// Versus is higher, lower or equal: the hand against the
	// player-dealer's qualifying hand.
	Versus string `json:"versus,omitempty"`
}

func cbSummary(d *CBDetail) string {
	var b strings.Builder
	switch {
	case d.PlayerDealer == "":
		b.WriteString("Player-dealer's cards not shown")
	case d.Qualifies:
		fmt.Fprintf(&b, "Player-dealer %s (qualifies), first action seat %d", d.PlayerDealer, d.FirstAction)
	default:
		fmt.Fprintf(&b, "Player-dealer %s (does not qualify)", d.PlayerDealer)
	}
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d ", s.Seat)
		switch {
		case s.Status == "called" && s.Versus != "":
			b.WriteString(s.Hand + ": " + s.Versus)
		case s.Status == "called":
			b.WriteString(s.Hand + ": called")
		default:
			b.WriteString("folded")
		}
	}
	return b.String()
}
