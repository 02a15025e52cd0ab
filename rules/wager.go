package rules

import (
	"fmt"
)

// Wager results in a record.
const (
	Win  = "win"
	Lose = "lose"
	Push = "push"
)

// WagerRecord is one wager as a house-banked game's record carries it.
// Amounts are decimal strings; commission may be left out when none was
// taken.
type WagerRecord struct {
	Seat       int    `json:"seat"`
	Bet        string `json:"bet"`
	Amount     string `json:"amount"`
	Result     string `json:"result"`
	Payout     string `json:"payout"`
	Commission string `json:"commission,omitempty"`
}

// Wager is a parsed WagerRecord.
type Wager struct {
	Seat     int
	Bet      string
	Amount   Money
	Declared Result
}

// MaxSeat bounds seat numbers in records.
const MaxSeat = 20

// ParseWagers checks and parses a house-banked record's wagers. bets lists
// the bets the game knows; a seat may hold each bet once.
func ParseWagers(in []WagerRecord, bets []string, errs *InputError) []Wager {
	known := make(map[string]bool, len(bets))
	for _, b := range bets {
		known[b] = true
	}
	type key struct {
		seat int
		bet  string
	}
	seen := make(map[key]bool, len(in))
	out := make([]Wager, 0, len(in))
	for i, w := range in {
		f := fmt.Sprintf("wagers[%d]", i)
		ok := true
		if w.Seat < 1 || w.Seat > MaxSeat {
			errs.Add(f+".seat", "must be a seat number from 1 to %d", MaxSeat)
			ok = false
		}
		if !known[w.Bet] {
			errs.Add(f+".bet", "%q is not a bet of this game (bets: %v)", w.Bet, bets)
			ok = false
		}
		amount, err := ParseMoney(w.Amount)
		switch {
		case err != nil:
			errs.Add(f+".amount", "%v", err)
			ok = false
		case amount == 0:
			errs.Add(f+".amount", "must be more than zero")
			ok = false
		}
		switch w.Result {
		case Win, Lose, Push:
		default:
			errs.Add(f+".result", "%q is not one of win, lose, push", w.Result)
			ok = false
		}
		payout := ParseAmount(f+".payout", w.Payout, false, errs)
		commission := ParseAmount(f+".commission", w.Commission, true, errs)
		k := key{w.Seat, w.Bet}
		if seen[k] {
			errs.Add(f, "seat %d holds a %s wager twice; combine them into one", w.Seat, w.Bet)
			ok = false
		}
		seen[k] = true
		if ok {
			out = append(out, Wager{Seat: w.Seat, Bet: w.Bet, Amount: amount,
				Declared: Result{Result: w.Result, Payout: payout, Commission: commission}})
		}
	}
	return out
}

// Settle compares a wager's declared settlement with the expected one,
// appends the settlement line and any findings to v, and adds the wager to
// the totals. payRule cites the odds, commissionRule the commission rule (it
// may be the zero Cite when the bet never pays commission).
func (v *Verdict) Settle(w Wager, expected Result, payRule, commissionRule Cite) {
	v.Settlements = append(v.Settlements, Settlement{
		Seat: w.Seat, Bet: w.Bet, Amount: w.Amount,
		Declared: w.Declared, Expected: expected, Rule: payRule,
	})
	d := w.Declared
	if d.Result != expected.Result {
		v.Findings = append(v.Findings, Finding{Seat: w.Seat, Bet: w.Bet, Field: "result",
			Declared: d.Result, Expected: expected.Result, Rule: payRule,
			Message: fmt.Sprintf("seat %d %s was settled as %s; the rules give %s", w.Seat, w.Bet, d.Result, expected.Result)})
	}
	if d.Payout != expected.Payout {
		v.Findings = append(v.Findings, Finding{Seat: w.Seat, Bet: w.Bet, Field: "payout",
			Declared: d.Payout.String(), Expected: expected.Payout.String(), Rule: payRule,
			Message: fmt.Sprintf("seat %d %s was paid %s; the rules give %s", w.Seat, w.Bet, d.Payout, expected.Payout)})
	}
	if d.Commission != expected.Commission {
		rule := commissionRule
		if rule.File == "" {
			rule = payRule
		}
		v.Findings = append(v.Findings, Finding{Seat: w.Seat, Bet: w.Bet, Field: "commission",
			Declared: d.Commission.String(), Expected: expected.Commission.String(), Rule: rule,
			Message: fmt.Sprintf("seat %d %s was charged %s commission; the rules give %s", w.Seat, w.Bet, d.Commission, expected.Commission)})
	}
	v.Totals.Wagered += w.Amount
	v.Totals.HouseWin += houseWin(w.Amount, d)
	v.Totals.ExpectedHouseWin += houseWin(w.Amount, expected)
	v.Totals.Commission += d.Commission
	v.Totals.ExpectedCommission += expected.Commission
}

// houseWin is the house's gain on one wager: the stake of a losing wager,
// less the payout of a winning one, plus any commission taken.
func houseWin(stake Money, r Result) Money {
	switch r.Result {
	case Lose:
		return stake + r.Commission
	case Win:
		return r.Commission - r.Payout
	default:
		return r.Commission
	}
}
