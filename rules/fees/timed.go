package fees

import (
	"fmt"
	"slices"
	"time"

	"github.com/tablegames/casino/rules"
)

// Timed collection (FM2, FM3, FM5T): "a collection fee will be taken from
// each player at the end of each half hour. Fees are collected on the hour
// and the half hour. If a game starts in the middle of the set times, the
// first half hour will be collection free" (seed 000 line 7055). A player
// owes the fee at a boundary when seated at it.

// SeatEvent is a player sitting down at a seat or leaving it.
type SeatEvent struct {
	Seat int
	Sit  bool
	At   time.Time
}

// Collected is a fee a table reports taken from a seat at a boundary.
type Collected struct {
	Seat   int
	At     time.Time
	Amount rules.Money
}

// SeatDue is one seat's fee at a boundary: what the schedule gives and what
// the table reports.
type SeatDue struct {
	Seat      int         `json:"seat"`
	Expected  rules.Money `json:"expected"`
	Collected rules.Money `json:"collected"`
}

// Boundary is one half-hour collection of a game.
type Boundary struct {
	At time.Time `json:"at"`
	// Players is the number of players seated at the boundary.
	Players int `json:"players"`
	// Fee is the fee per player, zero when none is due.
	Fee  rules.Money `json:"fee"`
	Rule rules.Cite  `json:"rule"`
	// Problem says why no fee could be worked out (the option is for
	// another number of players).
	Problem string    `json:"problem,omitempty"`
	Seats   []SeatDue `json:"seats"`
}

// TimedFinding is a difference between the fees due at a boundary and the
// ones the table reports.
type TimedFinding struct {
	At        time.Time   `json:"at"`
	Seat      int         `json:"seat"`
	Expected  rules.Money `json:"expected"`
	Collected rules.Money `json:"collected"`
	Rule      rules.Cite  `json:"rule"`
	Message   string      `json:"message"`
}

// CheckTimed works out who owed what at each boundary of a game played from
// start to end under a timed option, from the seat events, and compares
// with the collections reported. events and collected may be in any order;
// a collection at a time that is not a boundary of the game is a finding.
func CheckTimed(o *Option, start, end time.Time, events []SeatEvent, collected []Collected) ([]Boundary, []TimedFinding, error) {
	switch o.Mechanism {
	case TimedByPlayers, TimedByLimit, LegacyTime, TimedByPlayerColumns:
	default:
		return nil, nil, fmt.Errorf("%s: %w: %s is not a timed collection", o, ErrNotApplicable, o.Mechanism)
	}
	evs := slices.Clone(events)
	slices.SortStableFunc(evs, func(a, b SeatEvent) int { return a.At.Compare(b.At) })
	times := CollectionTimes(start, end)
	due := map[int64]bool{}
	var out []Boundary
	var findings []TimedFinding
	rule := o.Block.Rule
	for _, at := range times {
		due[at.Unix()] = true
		seated := seatedAt(evs, at)
		b := Boundary{At: at, Players: len(seated), Rule: rule}
		if len(seated) > 0 {
			a, err := o.HalfHourFee(len(seated))
			if err != nil {
				b.Problem = err.Error()
			} else {
				b.Fee, b.Rule = a.Money, a.Rule
			}
		}
		got := map[int]rules.Money{}
		for _, c := range collected {
			if c.At.Equal(at) {
				got[c.Seat] += c.Amount
			}
		}
		seats := map[int]bool{}
		for _, s := range seated {
			seats[s] = true
			b.Seats = append(b.Seats, SeatDue{Seat: s, Expected: b.Fee, Collected: got[s]})
		}
		for s, amount := range got {
			if !seats[s] {
				b.Seats = append(b.Seats, SeatDue{Seat: s, Collected: amount})
			}
		}
		slices.SortFunc(b.Seats, func(x, y SeatDue) int { return x.Seat - y.Seat })
		if b.Problem != "" && len(seated) > 0 {
			findings = append(findings, TimedFinding{At: at, Rule: o.Rule, Collected: sumMoney(got),
				Message: fmt.Sprintf("%d players were seated at %s, but %s", len(seated), at.Format("15:04"), b.Problem)})
		} else {
			for _, sd := range b.Seats {
				if sd.Expected == sd.Collected {
					continue
				}
				msg := fmt.Sprintf("seat %d paid %s at %s; %d players were seated, so the schedule gives %s", sd.Seat, sd.Collected, at.Format("15:04"), len(seated), sd.Expected)
				if !seats[sd.Seat] {
					msg = fmt.Sprintf("seat %d paid %s at %s but was not seated then", sd.Seat, sd.Collected, at.Format("15:04"))
				} else if sd.Collected == 0 {
					msg = fmt.Sprintf("seat %d was seated at %s and paid nothing; the schedule gives %s", sd.Seat, at.Format("15:04"), sd.Expected)
				}
				findings = append(findings, TimedFinding{At: at, Seat: sd.Seat, Expected: sd.Expected, Collected: sd.Collected, Rule: b.Rule, Message: msg})
			}
		}
		out = append(out, b)
	}
	for _, c := range collected {
		if !due[c.At.Unix()] && c.Amount != 0 {
			why := "is not a half-hour boundary of the game"
			if c.At.Minute()%30 == 0 && c.At.Second() == 0 {
				why = "is not due: the game had not run a full half hour (the first half hour of a game started between boundaries is free), or had ended"
			}
			findings = append(findings, TimedFinding{At: c.At, Seat: c.Seat, Collected: c.Amount, Rule: o.Block.Rule,
				Message: fmt.Sprintf("seat %d paid %s at %s, which %s", c.Seat, c.Amount, c.At.Format("15:04"), why)})
		}
	}
	return out, findings, nil
}

// seatedAt returns the seats taken at t, in seat order: those whose last
// event at or before t sat them down.
func seatedAt(evs []SeatEvent, t time.Time) []int {
	state := map[int]bool{}
	for _, e := range evs {
		if e.At.After(t) {
			break
		}
		state[e.Seat] = e.Sit
	}
	var out []int
	for s, in := range state {
		if in {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

func sumMoney(m map[int]rules.Money) rules.Money {
	var t rules.Money
	for _, v := range m {
		t += v
	}
	return t
}
