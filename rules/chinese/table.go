package chinese

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// BetPoints names a seat's settlement in a verdict: its points against the
// other seats, in money.
const BetPoints = "points"

// BetFee names a seat's collection fee in a finding.
const BetFee = "fee"

// Both tables seat four: 13-Card "is played between four players" (line
// 822); the Face-Up table "shall accommodate up to four seated positions"
// (line 6826).
const tableSeats = 4

// maxPointValue bounds the point value a table may set, so that points
// times the point value stays far from overflow.
const maxPointValue = rules.Money(100_000_000) // $1,000,000.00

// Seat is what the two games' records share for one seat dealt in.
type Seat struct {
	Seat int
	// Rows holds the cards of the front, middle and back as recorded.
	Rows [3][]rules.Card
	// Stack is the chips the seat had in play at the start of the hand,
	// when the record states it (HasStack).
	Stack    rules.Money
	HasStack bool
	// Fee is the collection fee taken from the seat for the hand.
	Fee rules.Money
	// Points and Won are what the record declares the seat won (positive)
	// or lost (negative) against the other seats, in points and in money,
	// fees apart.
	Points int
	Won    rules.Money
}

// stake is what the seat can win or lose in the hand: its chips less the
// fee taken from them.
func (s *Seat) stake() rules.Money { return s.Stack - s.Fee }

// PairResult is one pair of seats' settlement, in Outcome.Detail.
type PairResult struct {
	// Seats are the two seats, the first the one that compares first.
	Seats [2]int `json:"seats"`
	// Rows says, row by row, whether the first seat won, lost or pushed;
	// empty where no row was compared (a fouled hand, a Clean Sweep hand).
	Rows []string `json:"rows,omitempty"`
	// Points is the first seat's gain from the second, in points.
	Points int `json:"points"`
	// Due is what the points are worth; Paid what changed hands once the
	// seats' chips are taken into account (equal to Due but where a seat
	// ran out).
	Due    rules.Money `json:"due"`
	Paid   rules.Money `json:"paid"`
	Reason string      `json:"reason"`
	Rule   rules.Cite  `json:"rule"`
}

// pair is a pair being settled: indexes into the seats and the result.
type pair struct {
	a, b int
	PairResult
}

// settle pays the pairs in order at the point value, each payment cut to
// what the loser has left to lose and the winner has left to win: a seat's
// result stays within its stake both ways (table stakes, lines 884 and
// 6836-6839, 6876). A seat without a recorded stack is not limited. It
// returns each seat's money result.
func settle(pairs []pair, seats []Seat, pointValue rules.Money) []rules.Money {
	net := make([]rules.Money, len(seats))
	for i := range pairs {
		p := &pairs[i]
		w, l, pts := p.a, p.b, p.Points
		if pts < 0 {
			w, l, pts = l, w, -pts
		}
		p.Due = rules.Money(pts) * pointValue
		pay := p.Due
		if s := &seats[l]; s.HasStack {
			pay = min(pay, max(0, s.stake()+net[l]))
		}
		if s := &seats[w]; s.HasStack {
			pay = min(pay, max(0, s.stake()-net[w]))
		}
		p.Paid = pay
		net[w] += pay
		net[l] -= pay
	}
	return net
}

// points sums each seat's points over the pairs.
func pointsOf(pairs []pair, n int) []int {
	out := make([]int, n)
	for _, p := range pairs {
		out[p.a] += p.Points
		out[p.b] -= p.Points
	}
	return out
}

// SeatDetail is one seat's hand and result, in Outcome.Detail.
type SeatDetail struct {
	Seat int `json:"seat"`
	// Position is the seat's place in the order of comparison, from 1.
	Position int `json:"position"`
	// Rows name the front, middle and back hands.
	Rows   []string `json:"rows,omitempty"`
	Fouled bool     `json:"fouled,omitempty"`
	Foul   string   `json:"foul,omitempty"`
	// CleanSweep is a 13-Card Clean Sweep hand declared and made.
	CleanSweep string `json:"clean_sweep,omitempty"`
	HomeRun    bool   `json:"home_run,omitempty"`
	// Royalties are a Face-Up hand's bonus points by row, earned when the
	// row wins.
	Royalties []int `json:"royalties,omitempty"`
	Fantasy   bool  `json:"fantasy,omitempty"`
	// Points and Won are what the rules give the seat.
	Points int         `json:"points"`
	Won    rules.Money `json:"won"`
}

// Detail is a verdict's Outcome.Detail.
type Detail struct {
	Seats      []SeatDetail `json:"seats"`
	Pairs      []PairResult `json:"pairs"`
	PointValue rules.Money  `json:"point_value"`
	Fees       rules.Money  `json:"fees"`
	// FantasyNext lists the seats that play the next hand in Fantasy Land
	// (Face-Up Chinese Poker with the variation).
	FantasyNext []int             `json:"fantasy_next,omitempty"`
	Settings    map[string]string `json:"settings"`
}

// report writes the settlements, the findings on points, money and the
// money's total, and the totals but the fees'. seatRule is the rule each
// seat's result rests on most.
func report(v *rules.Verdict, seats []Seat, pairs []pair, points []int, won []rules.Money, seatRule []rules.Cite, totalRule rules.Cite) {
	var declared rules.Money
	for i := range seats {
		s := &seats[i]
		amount := rules.Money(0)
		if s.HasStack {
			amount = s.stake()
		}
		v.Settlements = append(v.Settlements, rules.Settlement{
			Seat: s.Seat, Bet: BetPoints, Amount: amount,
			Declared: rules.Result{Result: resultOf(s.Won), Payout: s.Won},
			Expected: rules.Result{Result: resultOf(won[i]), Payout: won[i]},
			Rule:     seatRule[i],
		})
		if s.Points != points[i] {
			v.Findings = append(v.Findings, rules.Finding{Seat: s.Seat, Bet: BetPoints, Field: "points",
				Declared: signed(s.Points), Expected: signed(points[i]), Rule: seatRule[i],
				Message: fmt.Sprintf("seat %d declared %s points; the rules give %s: %s", s.Seat, signed(s.Points), signed(points[i]), reasons(seats, pairs, i))})
		}
		if s.Won != won[i] {
			v.Findings = append(v.Findings, rules.Finding{Seat: s.Seat, Bet: BetPoints, Field: "won",
				Declared: s.Won.String(), Expected: won[i].String(), Rule: seatRule[i],
				Message: fmt.Sprintf("seat %d declared %s; the rules give %s: %s", s.Seat, s.Won, won[i], payments(seats, pairs, i))})
		}
		declared += s.Won
		if s.Won < 0 {
			v.Totals.Wagered -= s.Won
		}
	}
	if declared != 0 {
		v.Findings = append(v.Findings, rules.Finding{Seat: 0, Bet: BetPoints, Field: "total",
			Declared: declared.String(), Expected: "0.00", Rule: totalRule,
			Message: fmt.Sprintf("the seats' declared results add up to %s: what one seat wins another loses, so they must add up to 0.00, fees apart (%s)", declared, totalRule)})
	}
}

func resultOf(m rules.Money) string {
	switch {
	case m > 0:
		return rules.Win
	case m < 0:
		return rules.Lose
	}
	return rules.Push
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// reasons lists a seat's pairs and what each gives it in points.
func reasons(seats []Seat, pairs []pair, i int) string {
	var out []string
	for _, p := range pairs {
		if p.a != i && p.b != i {
			continue
		}
		pts, other := p.Points, p.b
		if p.b == i {
			pts, other = -pts, p.a
		}
		out = append(out, fmt.Sprintf("against seat %d %s (%s; %s)", seats[other].Seat, signed(pts), p.Reason, p.Rule))
	}
	if len(out) == 0 {
		return "it has no opponent"
	}
	return strings.Join(out, "; ")
}

// payments lists what a seat paid and was paid, pair by pair.
func payments(seats []Seat, pairs []pair, i int) string {
	var out []string
	for _, p := range pairs {
		if p.a != i && p.b != i {
			continue
		}
		pts, other := p.Points, p.b
		if p.b == i {
			pts, other = -pts, p.a
		}
		o := seats[other].Seat
		switch {
		case pts == 0:
			out = append(out, fmt.Sprintf("nothing changes hands with seat %d", o))
		case p.Paid == p.Due && pts > 0:
			out = append(out, fmt.Sprintf("%s from seat %d", p.Paid, o))
		case p.Paid == p.Due:
			out = append(out, fmt.Sprintf("%s to seat %d", p.Paid, o))
		case pts > 0:
			out = append(out, fmt.Sprintf("%s of the %s due from seat %d, as far as the stacks go (%s)", p.Paid, p.Due, o, citeStakes(seats, p)))
		default:
			out = append(out, fmt.Sprintf("%s of the %s due to seat %d, as far as the stacks go (%s)", p.Paid, p.Due, o, citeStakes(seats, p)))
		}
	}
	if len(out) == 0 {
		return "it has no opponent"
	}
	return strings.Join(out, "; ")
}

// citeStakes names the stacks that cut a payment.
func citeStakes(seats []Seat, p pair) string {
	var out []string
	for _, i := range []int{p.a, p.b} {
		if seats[i].HasStack {
			out = append(out, fmt.Sprintf("seat %d had %s in play", seats[i].Seat, seats[i].stake()))
		}
	}
	return strings.Join(out, ", ")
}

// summary is the verdict's one line: each seat's points and money.
func summary(det []SeatDetail) string {
	parts := make([]string, len(det))
	for i, d := range det {
		unit := "points"
		if d.Points == 1 || d.Points == -1 {
			unit = "point"
		}
		s := fmt.Sprintf("seat %d %s %s (%s)", d.Seat, signed(d.Points), unit, d.Won)
		switch {
		case d.Fouled:
			s += ", fouled"
		case d.CleanSweep != "":
			s += ", " + d.CleanSweep
		case d.HomeRun:
			s += ", home run"
		}
		parts[i] = s
	}
	out := strings.Join(parts, "; ")
	return strings.ToUpper(out[:1]) + out[1:]
}

// clockwise is how many seats clockwise from `from` seat s sits, 1 for the
// seat on its left and tableSeats for from itself.
func clockwise(s, from int) int {
	return ((s-from-1)%tableSeats+tableSeats)%tableSeats + 1
}

// The point value: "One point equals the stated limit for the game" (line
// 883); "each hand represents one (1) point which is equivalent to the
// money value of the game's limit" (lines 6936, 8535). A table's collection
// schedule option is chosen by that value (lines 8519, 6938), so a table
// that sets a schedule and no point value plays at the option's; one that
// sets both must set them alike.
func pointValueFor(given string, sched *fees.Option) (rules.Money, error) {
	if given == "" {
		if sched != nil {
			return sched.Limit.Min, nil
		}
		return rules.Dollars(5), nil
	}
	pv, err := rules.ParseMoney(given)
	if err != nil {
		return 0, err
	}
	if sched != nil && pv != sched.Limit.Min && !(sched.Limit.NoMax && pv >= sched.Limit.Min) {
		return 0, fmt.Errorf("%s is not the point value of the table's collection schedule: %s is for a table limit of %s (%s)", pv, sched, sched.Limit.Text, sched.Rule)
	}
	return pv, nil
}

func pointValueCheck(v string) error {
	m, err := rules.ParseMoney(v)
	if err != nil {
		return err
	}
	if m < 1 || m > maxPointValue {
		return fmt.Errorf("%q must be from 0.01 to %s", v, maxPointValue)
	}
	return nil
}

func scheduleValue(o *fees.Option) string {
	if o == nil {
		return fees.NoSchedule
	}
	return o.Set.ID + "/" + o.Label
}

// cardSpot is where a card sits in a record, named only when an error
// needs it.
type cardSpot struct {
	seat int // index in seats
	row  int // 0-2 the rows, 3 the discards
	i    int
}

var spotNames = [...]string{"front", "middle", "back", "discards"}

func (c cardSpot) field() string {
	return fmt.Sprintf("seats[%d].%s[%d]", c.seat, spotNames[c.row], c.i)
}

// parseRow reads a row's cards; a joker or a card outside the 52 is an
// error naming it.
func parseRow(field string, in []string, errs *rules.InputError) []rules.Card {
	out := make([]rules.Card, 0, len(in))
	for i, s := range in {
		c, err := rules.ParseCard(s)
		if err != nil {
			errs.Add(fmt.Sprintf("%s[%d]", field, i), "%v", err)
			continue
		}
		if c == rules.Joker {
			errs.Add(fmt.Sprintf("%s[%d]", field, i), "is a joker; the game is dealt from one 52-card deck without jokers")
			continue
		}
		out = append(out, c)
	}
	return out
}

// parseSigned reads a signed amount (a loss is negative).
func parseSigned(field, s string, errs *rules.InputError) rules.Money {
	if s == "" {
		errs.Add(field, "is required: the seat's result against the other seats, negative (\"-15.00\") for a loss")
		return 0
	}
	m, err := rules.ParseSignedMoney(s)
	if err != nil {
		errs.Add(field, "%v", err)
	}
	return m
}

// seatFields are the names of seats[i], built once.
var seatFields = [...]string{"seats[0]", "seats[1]", "seats[2]", "seats[3]"}

func seatField(i int) string {
	if i < len(seatFields) {
		return seatFields[i]
	}
	return fmt.Sprintf("seats[%d]", i)
}
