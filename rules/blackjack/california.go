package blackjack

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// The California games (Hawaiian Blackjack, Blackjack Poker) are banked by
// a player-dealer: a seated player who "shall collect all losing wagers,
// pay all winning wagers, and may not win or lose more than the original
// amount wagered" (seed 000 line 2081). The house dealer deals and the
// house takes collection fees only. Seats are numbered 1 to 8 clockwise
// round the blackjack table, the player-dealer's seat included (seven
// players and the player-dealer, lines 626, 1975).

// caSeats is the number of seats, the player-dealer's included.
const caSeats = 8

// CARecord is the JSON form of a California round:
//
//	{"table_id": "HB-1", "hand_number": 7, "game": "hawaiian-blackjack", "dealt_at": "...",
//	 "cards": {"player_dealer": ["9C", "7D", "5H"],
//	           "seats": [{"seat": 3, "cards": ["AS", "5D", "6C"], "decisions": ["hit", "stand"]}]},
//	 "player_dealer": {"seat": 1, "bank": "200.00", "net": "10.00"},
//	 "wagers": [...], "collections": [...]}
type CARecord struct {
	rules.Envelope
	Cards        CACards                   `json:"cards"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// CACards are the round's cards: the player-dealer's in the order dealt
// (its up card, its down card, then the cards it drew) and each seat's.
type CACards struct {
	PlayerDealer []string     `json:"player_dealer"`
	Seats        []SeatRecord `json:"seats"`
}

// caHand is a decoded California round.
type caHand struct {
	env         rules.Envelope
	pd          rules.PlayerDealer
	pdCards     []rules.Card
	boxes       []*box
	wagers      []rules.Wager
	collections []rules.Collection
}

// Envelope returns the fields every record shares.
func (h *caHand) Envelope() rules.Envelope { return h.env }

// Wagers returns the round's wagers in record order.
func (h *caHand) Wagers() []rules.Wager { return h.wagers }

// decodeCA reads a California record strictly. pdRule cites the
// player-dealer's initial deal, bankRule the game's own words on the
// player-dealer's position.
func decodeCA(data []byte, gameID string, bets []string, jokers bool, deck string, pdRule, bankRule rules.Cite) (*caHand, error) {
	var r CARecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != gameID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, gameID, gameID)
	}
	h := &caHand{env: r.Envelope}
	h.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
	if r.PlayerDealer != nil && r.PlayerDealer.Seat > caSeats {
		errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d, the player-dealer's included", r.PlayerDealer.Seat, caSeats)
	}
	switch n := len(r.Cards.PlayerDealer); {
	case n < 2:
		errs.Add("cards.player_dealer", "has %d cards; the player-dealer is dealt an up card and a down card (seed 000 line %s)", n, pdRule.Lines)
	case n > maxDealerCards:
		errs.Add("cards.player_dealer", "has %d cards; a hand holds at most %d", n, maxDealerCards)
	}
	h.pdCards = decodeCards("cards.player_dealer", r.Cards.PlayerDealer, jokers, deck, errs)
	nums, cards, words := make([]int, len(r.Cards.Seats)), make([][]string, len(r.Cards.Seats)), make([][]string, len(r.Cards.Seats))
	for i, s := range r.Cards.Seats {
		nums[i], cards[i], words[i] = s.Seat, s.Cards, s.Decisions
		if r.PlayerDealer != nil && s.Seat == r.PlayerDealer.Seat {
			errs.Add(fmt.Sprintf("cards.seats[%d].seat", i), "is the player-dealer's seat; its hand is cards.player_dealer")
		}
	}
	h.boxes = decodeBoxes("seats", "seat", nums, cards, words, caSeats, jokers, deck, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, bets, errs)
	for i, w := range r.Wagers {
		switch {
		case w.Seat > caSeats:
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "is %d; the table has seats 1 to %d", w.Seat, caSeats)
		case r.PlayerDealer != nil && w.Seat == r.PlayerDealer.Seat:
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "is the player-dealer's seat; the player-dealer banks the round and does not bet against itself (line %s)", bankRule.Lines)
		}
	}
	for i, w := range h.wagers {
		if w.Declared.Commission != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].commission", i), "the player-dealer takes no commission; the house takes only collection fees (line %s)", bankRule.Lines)
		}
	}
	h.collections = rules.ParseCollections(r.Collections, errs)
	for i, c := range r.Collections {
		if c.Seat > caSeats {
			errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d", c.Seat, caSeats)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// relSeat numbers a seat from the player-dealer: 1 is the seat to its
// left, 7 the seat to its right.
func relSeat(seat, pd int) int { return ((seat-pd)%caSeats + caSeats) % caSeats }

// caOrder is the settlement order: seat by seat clockwise from the seat
// first (numbered from the player-dealer, 1 to 7), the seated player
// before the backline bettors by number, and each bettor's lines in the
// order bets gives them.
func caOrder(t *table, pd, first int, bets []string) []int {
	rank := make(map[string]int, len(bets))
	for i, b := range bets {
		rank[b] = i
	}
	idx := make([]int, len(t.wagers))
	for i := range idx {
		idx[i] = i
	}
	pos := func(seat int) int { return ((relSeat(seat, pd)-first)%7 + 7) % 7 }
	slices.SortStableFunc(idx, func(a, b int) int {
		wa, wb := &t.wagers[a], &t.wagers[b]
		if d := pos(wa.Seat) - pos(wb.Seat); d != 0 {
			return d
		}
		if d := wa.Backline - wb.Backline; d != 0 {
			return d
		}
		return rank[wa.Bet] - rank[wb.Bet]
	})
	return idx
}

// coverLine applies the player-dealer's bank to one line: a surrendered
// hand's line is collected its forfeit only, the rest returned.
func coverLine(c *rules.Cover, stake rules.Money, p payoff) rules.Result {
	if p.surrender && !c.Out() {
		if p.forfeit == 0 {
			return p.Result
		}
		got := c.Apply(p.forfeit, rules.Result{Result: rules.Lose})
		if got.Result != rules.Lose {
			return got
		}
		got.Returned += stake - p.forfeit
		return got
	}
	return c.Apply(stake, p.Result)
}

// settleCA settles the lines in order against the player-dealer's bank and
// compares the player-dealer's net. cover says what follows once the bank
// is exhausted and cites the game's own words on the bank.
func (h *caHand) settleCA(v *rules.Verdict, order []int, payoffs []payoff, cover rules.Cover) {
	cover.Bank = h.pd.Bank
	for _, i := range order {
		w, p := h.wagers[i], payoffs[i]
		out := cover.Out()
		got := coverLine(&cover, w.Amount, p)
		rule := p.rule
		if got != p.Result {
			rule = cover.Rule
			if out && cover.OutRule != (rules.Cite{}) {
				rule = cover.OutRule
			}
		}
		n := len(v.Findings)
		v.SettleCovered(w, got, rule)
		// A stake returned is the bank's doing, but a surrendered line's
		// returned half is the surrender's: each finding cites its rule.
		returnedRule := cover.Rule
		if p.surrender && got == p.Result {
			returnedRule = p.rule
		}
		for k := n; k < len(v.Findings); k++ {
			if v.Findings[k].Field == "returned" {
				v.Findings[k].Rule = returnedRule
			}
		}
	}
	cover.CheckNet(v, h.pd)
}

// settleFees compares the collections with the table's schedule (rules/
// fees): a player fee per bettor holding a game wager on a seat (backline
// bettors included; split hands, doubles, insurance and side bets carry
// none), a player-dealer fee per hand, or by the total table action.
func (h *caHand) settleFees(v *rules.Verdict, gameID, schedule string, t *table, sideBets []string, rule rules.Cite) {
	o, err := fees.ScheduleFor(gameID, schedule)
	if err != nil || o == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	circles := map[int]int{}
	var action rules.Money
	for _, bt := range t.bettors {
		if bt.main() {
			circles[bt.seat]++
			action += bt.stake(t.wagers)
		}
		for _, sb := range sideBets {
			if i, ok := bt.sides[sb]; ok {
				action += t.wagers[i].Amount
			}
		}
	}
	dues, err := o.CaliforniaDues(h.pd.Seat, circles, action, h.collections)
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, rule, err)
		return
	}
	fees.CheckDues(v, h.collections, dues)
}

// caStakes checks the amounts of a California bettor's lines: split hands
// by split, doubles by double (each returns "" when the amount is allowed,
// else why).
func caStakes(t *table, split func(first, other rules.Money) string, double func(hand, dbl rules.Money) string, errs *rules.InputError) {
	for i, w := range t.wagers {
		bt := t.bettorOf[i]
		kind, k := parseBet(w.Bet)
		f := fmt.Sprintf("wagers[%d].amount", i)
		switch kind {
		case kindHand:
			if first := bt.firstHand(); first != k {
				if why := split(t.wagers[bt.hands[first-1]].Amount, w.Amount); why != "" {
					errs.Add(f, "%s on hand %d: %s", w.Amount, k, why)
				}
			}
		case kindDouble:
			if why := double(t.wagers[bt.hands[k-1]].Amount, w.Amount); why != "" {
				errs.Add(f, "%s doubles hand %d: %s", w.Amount, k, why)
			}
		}
	}
}

// caDetail describes a California round.
func caDetail(boxes []*box, pdCards []rules.Card, pdTotal string, results map[*hand]string, totals map[*hand]string, actionSeat int) rules.Outcome {
	det := &Detail{Dealer: cardList(pdCards), DealerTotal: pdTotal, ActionSeat: actionSeat}
	sum := fmt.Sprintf("Player-dealer %s (%s)", det.Dealer, det.DealerTotal)
	for _, b := range boxes {
		bd := BoxDetail{Box: b.pos}
		sum += fmt.Sprintf("; seat %d", b.pos)
		for k, hd := range b.hands {
			hdt := HandDetail{Cards: cardList(hd.cards), Total: totals[hd], Result: results[hd], Doubled: hd.doubled, Surrendered: hd.surrendered}
			bd.Hands = append(bd.Hands, hdt)
			if len(b.hands) > 1 {
				sum += fmt.Sprintf(" hand %d", k+1)
			}
			res := hdt.Result
			if hd.surrendered {
				res = "surrendered"
			}
			sum += fmt.Sprintf(" %s (%s) %s", hdt.Cards, hdt.Total, res)
		}
		det.Boxes = append(det.Boxes, bd)
	}
	return rules.Outcome{Summary: sum, Detail: det}
}
