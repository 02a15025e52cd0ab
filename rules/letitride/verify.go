package letitride

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

var (
	push = rules.Result{Result: rules.Push}
	lose = rules.Result{Result: rules.Lose}
)

// Verify recomputes every wager of the round under the table's settings.
func (h *Hand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsFor(st)
	if err != nil {
		return nil, err
	}
	detail := &Detail{Community: []string{h.Community[0].String(), h.Community[1].String()}, Seats: make([]SeatDetail, len(h.Seats))}
	expected := make([]rules.Result, len(h.wagers))
	rule := make([]rules.Cite, len(h.wagers))
	for i, w := range h.wagers {
		expected[i], rule[i] = h.expected(w, &h.Seats[h.seatOf[i]], s)
	}
	if s.Ceiling > 0 {
		for j := range h.Seats {
			h.applyCeiling(&h.Seats[j], s, expected, rule)
		}
	}
	for j := range h.Seats {
		seat := &h.Seats[j]
		d := SeatDetail{Seat: seat.Seat, Hand: seat.five.String(), ThreeCards: seat.three.String(),
			Decisions: [2]string{Withdraw, Withdraw}}
		for k, r := range seat.Ride {
			if r {
				d.Decisions[k] = Ride
			}
		}
		if c := classOf(seat.five); c != cLose {
			d.Pays = classNames[c]
		}
		detail.Seats[j] = d
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, w := range h.wagers {
		v.Settle(w, expected[i], rule[i], rules.Cite{})
	}
	v.Outcome = rules.Outcome{Summary: summary(detail), Detail: detail}
	return v, nil
}

// expected settles one wager in full.
func (h *Hand) expected(w rules.Wager, seat *Seat, s *Settings) (rules.Result, rules.Cite) {
	switch w.Bet {
	case BetThreeCardBonus:
		c := bonusClassOf(seat.three)
		if c == bLose {
			return lose, citeBonusLose
		}
		r := s.Bonus.row(c)
		return rules.Result{Result: rules.Win, Payout: r.odds.Pay(w.Amount)}, r.rule
	case BetOne:
		if !seat.Ride[0] {
			return push, citeWithdraw1
		}
	case BetTwo:
		if !seat.Ride[1] {
			return push, citeWithdraw2
		}
	}
	c := classOf(seat.five)
	if c == cLose {
		return lose, citeLoses
	}
	r := s.Main.row(c)
	return rules.Result{Result: rules.Win, Payout: r.odds.Pay(w.Amount)}, r.rule
}

// applyCeiling caps a Royal Flush's payouts on a seat's Mandatory Wagers
// at the table's ceiling, in total (lines 3051-3066). The rule book fixes
// only the total: a record that shares it among the wagers in play in any
// way, none paid more than its full odds, is taken as declared; otherwise
// the ceiling is expected to fill the wagers in the layout's order, '1',
// '2', '£'.
func (h *Hand) applyCeiling(seat *Seat, s *Settings, expected []rules.Result, rule []rules.Cite) {
	if classOf(seat.five) != cRoyal {
		return
	}
	var full, declared rules.Money
	fits := true
	var idx []int
	for _, b := range []int{iOne, iTwo, iPound} {
		i := seat.bet[b]
		if expected[i].Result != rules.Win {
			continue
		}
		idx = append(idx, i)
		full += expected[i].Payout
		d := h.wagers[i].Declared
		declared += d.Payout
		fits = fits && d.Result == rules.Win && d.Payout <= expected[i].Payout
	}
	if full <= s.Ceiling {
		return
	}
	if fits && declared == s.Ceiling {
		for _, i := range idx {
			expected[i].Payout = h.wagers[i].Declared.Payout
			rule[i] = citeCeiling
		}
		return
	}
	left := s.Ceiling
	for _, i := range idx {
		pay := min(expected[i].Payout, left)
		left -= pay
		expected[i].Payout = pay
		rule[i] = citeCeiling
	}
}

// Detail is the verdict's Outcome.Detail.
type Detail struct {
	Community []string     `json:"community"`
	Seats     []SeatDetail `json:"seats"`
}

// SeatDetail is one seat's outcome.
type SeatDetail struct {
	Seat int `json:"seat"`
	// Hand is the best of the five cards; Pays the pay-table line it
	// makes, if any.
	Hand string `json:"hand"`
	Pays string `json:"pays,omitempty"`
	// ThreeCards is the player's three cards, for the Three Card Bonus.
	ThreeCards string `json:"three_cards"`
	// Decisions are the decisions on wagers '1' and '2'.
	Decisions [2]string `json:"decisions"`
}

func summary(d *Detail) string {
	var b strings.Builder
	b.WriteString("Community " + strings.Join(d.Community, " "))
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d %s", s.Seat, s.Hand)
		if s.Pays == "" {
			b.WriteString(" (below a pair of tens)")
		}
		fmt.Fprintf(&b, ", '1' %s, '2' %s", s.Decisions[0], s.Decisions[1])
	}
	return b.String()
}
