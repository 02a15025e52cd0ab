package holdembonus

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// status is where a position's hand ended.
type status uint8

const (
	stPlayed    status = iota // compared with the dealer's hand
	stFolded                  // folded instead of the Flop wager (line 70)
	stDeclined                // did not expose its hole cards (line 73)
	stVoid                    // taken out of play, wagers returned
	stNoAnte                  // a Progressive alone (Rule 5.12.2)
	stRoundVoid               // the whole round is void
)

var statusNames = [...]string{
	stPlayed: "played", stFolded: "folded", stDeclined: "declined",
	stVoid: "void", stNoAnte: "no_ante", stRoundVoid: "void",
}

// seatResult is what the cards give one position.
type seatResult struct {
	status status
	value  poker.Value // the best five of seven, when played
	versus int         // +1 higher than the dealer's, 0 equal, -1 lower
	bonus  int         // the Bonus row the hole cards hit, or bonusNone
	// prog holds the Progressive lines the position's wager collects.
	prog  [2]*progLine
	nprog int
}

// royalStage returns the number of cards (5, 6 or 7) after which the hole
// cards and the community cards, dealt flop, turn, river, first hold a
// Royal Flush, and whether the Royal uses a hole card; 0 when the seven
// cards hold none. Seven cards hold at most one Royal Flush.
func royalStage(hole [2]rules.Card, board [5]rules.Card) (stage int, usesHole bool) {
	var seen [4]uint8 // per suit, a bit per royal rank (ten to ace)
	var fromHole [4]bool
	for _, c := range hole {
		if r := c.Rank(); r >= rules.Ten && r <= rules.Ace {
			seen[c.Suit()] |= 1 << (r - rules.Ten)
			fromHole[c.Suit()] = true
		}
	}
	for i, c := range board {
		r := c.Rank()
		if r < rules.Ten || r > rules.Ace {
			continue
		}
		if seen[c.Suit()] |= 1 << (r - rules.Ten); seen[c.Suit()] == 0x1f {
			return max(5, i+3), fromHole[c.Suit()]
		}
	}
	return 0, false
}

// handLine is the Rule 4.2 line a played hand qualifies for, or nil: a
// Royal Flush by the stage that completed it (the River only with a hole
// card, line 142), else the best five of seven (lines 144-147).
func handLine(hole [2]rules.Card, board [5]rules.Card, best poker.Value) *progLine {
	switch stage, usesHole := royalStage(hole, board); {
	case stage == 5:
		return &progRoyalFlop
	case stage == 6:
		return &progRoyalTurn
	case stage == 7 && usesHole:
		return &progRoyalRiver
	}
	switch best.Category() {
	case poker.StraightFlush:
		if !best.IsRoyal() { // a Royal is no Straight Flush (line 81)
			return &progSF
		}
	case poker.FourOfAKind:
		return &progFour
	}
	return nil
}

// communityLine is the Rule 4.2.1 line the five community cards qualify
// for, or nil.
func communityLine(board poker.Value) *progLine {
	switch {
	case board.IsRoyal():
		return &commRoyal
	case board.Category() == poker.StraightFlush:
		return &commSF
	case board.Category() == poker.FourOfAKind:
		return &commFour
	}
	return nil
}

// awards picks the lines a Progressive wager collects from its hand's line
// and the community's.
func awards(hand, comm *progLine, mode string) (out [2]*progLine, n int) {
	switch {
	case mode == AwardBoth:
		for _, l := range [2]*progLine{hand, comm} {
			if l != nil {
				out[n] = l
				n++
			}
		}
	case hand != nil && (comm == nil || hand.rank >= comm.rank):
		out[0], n = hand, 1
	case comm != nil:
		out[0], n = comm, 1
	}
	return out, n
}

// Verify recomputes the round under the table's settings. A position past
// the table's layout or a Progressive wager of another amount than the
// table's is an *rules.InputError; otherwise every wager is settled.
func (h *Hand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsFor(st)
	if err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	for j, seat := range h.Seats {
		if seat.Seat > s.Positions {
			errs.Add(fmt.Sprintf("cards.seats[%d].seat", j), "the table's layout has %d playing positions (positions setting, line 193); there is no seat %d", s.Positions, seat.Seat)
		}
	}
	if s.ProgressiveWager > 0 {
		for i, w := range h.wagers {
			if w.Bet == BetProgressive && w.Amount != s.ProgressiveWager {
				errs.Add(fmt.Sprintf("wagers[%d].amount", i), "the table's Progressive Jackpot wager is %s (progressive_wager setting, line 64), not %s", s.ProgressiveWager, w.Amount)
			}
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}

	results := make([]seatResult, len(h.Seats))
	detail := &Detail{Void: h.Void, Seats: make([]SeatDetail, len(h.Seats))}
	var dealer, board poker.Value
	var community [5]rules.Card
	if h.Void == "" {
		copy(community[:], h.Community)
		var seven [7]rules.Card
		copy(seven[2:], h.Community)
		copy(seven[:2], h.Dealer)
		dealer = poker.Best(seven[:])
		board = poker.Eval5(community)
		detail.Dealer = dealer.String()
		if l := communityLine(board); l != nil {
			detail.Community = l.name
		}
	}
	for j := range h.Seats {
		results[j] = h.result(&h.Seats[j], community, dealer, board, s)
		detail.Seats[j] = seatDetail(&h.Seats[j], &results[j])
	}

	// Lower hands are paid before a Royal Flush (line 110): a meter line's
	// order follows every fixed Progressive award of the round.
	fixedAwards := 0
	for j, seat := range h.Seats {
		if seat.bet[iProgressive] < 0 {
			continue
		}
		for _, l := range results[j].prog[:results[j].nprog] {
			if l.percent == 0 {
				fixedAwards++
			}
		}
	}

	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, w := range h.wagers {
		j := h.seatOf[i]
		seat, r := &h.Seats[j], &results[j]
		if w.Bet == BetProgressive {
			h.settleProgressive(v, w, seat, r, fixedAwards)
			continue
		}
		res, rule := h.expected(w, seat, r, s)
		v.Settle(w, res, rule, rules.Cite{})
	}
	v.Outcome = rules.Outcome{Summary: summary(detail), Detail: detail}
	return v, nil
}

// result works out one position's hand, Bonus row and Progressive lines.
func (h *Hand) result(seat *Seat, community [5]rules.Card, dealer, board poker.Value, s *Settings) seatResult {
	r := seatResult{bonus: bonusNone}
	switch {
	case h.Void != "":
		r.status = stRoundVoid
		return r
	case seat.Void != "":
		r.status = stVoid
		return r
	case seat.bet[iAnte] < 0:
		r.status = stNoAnte
		return r
	case seat.Folded:
		r.status = stFolded
	case seat.Declined:
		r.status = stDeclined
	}
	var hand *progLine
	if r.status == stPlayed {
		var hole [2]rules.Card
		copy(hole[:], seat.Cards)
		var seven [7]rules.Card
		copy(seven[:2], seat.Cards)
		copy(seven[2:], community[:])
		r.value = poker.Best(seven[:])
		switch {
		case r.value > dealer:
			r.versus = 1
		case r.value < dealer:
			r.versus = -1
		}
		r.bonus = bonusRowOf(hole, [2]rules.Card{h.Dealer[0], h.Dealer[1]})
		hand = handLine(hole, community, r.value)
	}
	// A folded or declined hand keeps only the community lines (lines 70,
	// 73).
	r.prog, r.nprog = awards(hand, communityLine(board), s.CommunityWithHand)
	return r
}

var (
	win1 = rules.ToOne(1)
	push = rules.Result{Result: rules.Push}
	lose = rules.Result{Result: rules.Lose}
)

func won(stake rules.Money, odds rules.Odds) rules.Result {
	return rules.Result{Result: rules.Win, Payout: odds.Pay(stake)}
}

// expected settles the Ante, Bonus, Flop, Turn and River.
func (h *Hand) expected(w rules.Wager, seat *Seat, r *seatResult, s *Settings) (rules.Result, rules.Cite) {
	switch r.status {
	case stRoundVoid:
		return push, roundVoidReasons[h.Void]
	case stVoid:
		return push, voidReasons[seat.Void]
	case stFolded:
		return lose, citeFold
	case stDeclined:
		return lose, citeDeclined
	}
	if w.Bet == BetBonus {
		switch {
		case r.bonus == bonusNone:
			return lose, citeBonusTable
		case r.versus < 0 && s.BonusWhenBeaten == BonusLoses:
			return lose, citeLose
		}
		row := &bonusRows[r.bonus]
		return won(w.Amount, row.odds), at(row.line)
	}
	switch {
	case r.versus < 0:
		return lose, citeLose
	case r.versus == 0:
		return push, citeStandOff
	}
	switch w.Bet {
	case BetFlop:
		return won(w.Amount, win1), citeFlopPays
	case BetTurn:
		return won(w.Amount, win1), citeTurnPays
	case BetRiver:
		return won(w.Amount, win1), citeRiverPays
	}
	if r.value.Category() >= poker.Straight {
		return won(w.Amount, win1), citeAntePays
	}
	return push, citeWin
}

// settleProgressive settles a Progressive wager: returned when the hand or
// the round is void or there is no Ante, lost when no line qualifies, paid
// a fixed amount, or a share of the meter for a Royal Flush (whose amount
// the progressive ledger checks).
func (h *Hand) settleProgressive(v *rules.Verdict, w rules.Wager, seat *Seat, r *seatResult, fixedAwards int) {
	switch r.status {
	case stRoundVoid:
		v.Settle(w, push, roundVoidReasons[h.Void], rules.Cite{})
		return
	case stVoid:
		v.Settle(w, push, voidReasons[seat.Void], rules.Cite{})
		return
	case stNoAnte:
		v.Settle(w, push, citeProgNoAnte, rules.Cite{})
		return
	}
	lines := r.prog[:r.nprog]
	if len(lines) == 0 {
		rule := citeProgTables
		switch r.status {
		case stFolded:
			rule = citeFold
		case stDeclined:
			rule = citeDeclined
		}
		v.Settle(w, lose, rule, rules.Cite{})
		return
	}
	var fixed rules.Money
	var meter *progLine
	names := make([]string, len(lines))
	for i, l := range lines {
		names[i] = l.name
		if l.percent != 0 {
			meter = l
		} else {
			fixed += l.fixed
			names[i] += " (" + l.fixed.String() + ")"
		}
	}
	if meter != nil {
		v.SettleMeter(w, rules.Result{Result: rules.Win}, meter.percent, meter.cite())
		m := v.Settlements[len(v.Settlements)-1].Meter
		m.Line = strings.Join(names, " + ")
		m.Order = fixedAwards + 1
		m.Fixed = fixed
		return
	}
	rule := lines[0].cite()
	if len(lines) == 2 {
		first, _, _ := rule.Range()
		_, last, _ := lines[1].cite().Range()
		rule = at(fmt.Sprintf("%d-%d", first, last))
	}
	v.Settle(w, rules.Result{Result: rules.Win, Payout: fixed}, rule, rules.Cite{})
}

// Detail is the verdict's Outcome.Detail.
type Detail struct {
	// Void names the irregularity that voided the round.
	Void string `json:"void,omitempty"`
	// Dealer is the dealer's best five of seven.
	Dealer string `json:"dealer,omitempty"`
	// Community is the Progressive (Community) line the board qualifies for.
	Community string       `json:"community,omitempty"`
	Seats     []SeatDetail `json:"seats"`
}

// SeatDetail is one position's outcome.
type SeatDetail struct {
	Seat int `json:"seat"`
	// Status is played, folded, declined, void or no_ante.
	Status string `json:"status"`
	Void   string `json:"void,omitempty"`
	Hand   string `json:"hand,omitempty"`
	// Versus is higher, lower or equal: the hand against the dealer's.
	Versus string `json:"versus,omitempty"`
	// Bonus is the Bonus row the hole cards hit.
	Bonus string `json:"bonus,omitempty"`
	// Progressive lists the Progressive lines the position qualifies for.
	Progressive []string `json:"progressive,omitempty"`
}

func seatDetail(seat *Seat, r *seatResult) SeatDetail {
	d := SeatDetail{Seat: seat.Seat, Status: statusNames[r.status], Void: seat.Void}
	if r.status == stPlayed {
		d.Hand = r.value.String()
		d.Versus = [...]string{"lower", "equal", "higher"}[r.versus+1]
		if r.bonus != bonusNone {
			d.Bonus = bonusRows[r.bonus].name
		}
	}
	for _, l := range r.prog[:r.nprog] {
		d.Progressive = append(d.Progressive, l.name)
	}
	return d
}

// summary describes the round: "Dealer One pair, fives; seat 1 Straight
// flush, ace high: higher; seat 3 folded".
func summary(d *Detail) string {
	var b strings.Builder
	if d.Void != "" {
		fmt.Fprintf(&b, "Round void (%s): every wager returned", voidText(d.Void))
		return b.String()
	}
	b.WriteString("Dealer " + d.Dealer)
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d ", s.Seat)
		switch s.Status {
		case "played":
			b.WriteString(s.Hand + ": " + s.Versus)
		case "void":
			b.WriteString("void (" + voidText(s.Void) + ")")
		case "no_ante":
			b.WriteString("no Ante")
		default:
			b.WriteString(s.Status)
		}
		if len(s.Progressive) > 0 {
			b.WriteString(", " + strings.Join(s.Progressive, " + "))
		}
	}
	return b.String()
}
