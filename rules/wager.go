package rules

import (
	"fmt"
	"strconv"
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
	Seat int `json:"seat"`
	// Backline numbers the bettors behind a seat in a California game
	// (1, 2, …); 0, or absent, is the seated player.
	Backline   int    `json:"backline,omitempty"`
	Bet        string `json:"bet"`
	Amount     string `json:"amount"`
	Result     string `json:"result"`
	Payout     string `json:"payout"`
	Commission string `json:"commission,omitempty"`
	// Returned is the part of the stake a player-dealer could not cover.
	Returned string `json:"returned,omitempty"`
}

// Wager is a parsed WagerRecord.
type Wager struct {
	Seat     int
	Backline int
	Bet      string
	// Spot is where on the layout the wager lies when a seat may hold
	// several wagers on one bet: the numbers of a roulette split
	// ("17/20"), the faces or total of a Sic Bo wager ("1-2", "10"), a
	// craps box or come point ("6"). Empty where the bet alone places it.
	Spot     string
	Amount   Money
	Declared Result
}

// Name names the wager for people: its seat, its backline bettor if any,
// its bet and its spot ("seat 3 backline 1 play", "seat 1 split 17/20").
func (w Wager) Name() string {
	return WagerName(w.Seat, w.Backline, w.Bet, w.Spot)
}

// WagerName names a wager by its seat, backline bettor, bet and spot, as
// Wager.Name does.
func WagerName(seat, backline int, bet, spot string) string {
	b := make([]byte, 0, 32)
	b = append(b, "seat "...)
	b = strconv.AppendInt(b, int64(seat), 10)
	if backline != 0 {
		b = append(b, " backline "...)
		b = strconv.AppendInt(b, int64(backline), 10)
	}
	b = append(b, ' ')
	b = append(b, bet...)
	if spot != "" {
		b = append(b, ' ')
		b = append(b, spot...)
	}
	return string(b)
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
		seat, backline int
		bet            string
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
		case Win, Lose, Push, NoAction:
		default:
			errs.Add(f+".result", "%q is not one of win, lose, push, no_action", w.Result)
			ok = false
		}
		if w.Backline < 0 || w.Backline > MaxSeat {
			errs.Add(f+".backline", "must be 0 (the seated player) or a backline bettor from 1 to %d", MaxSeat)
			ok = false
		}
		payout := ParseAmount(f+".payout", w.Payout, false, errs)
		commission := ParseAmount(f+".commission", w.Commission, true, errs)
		returned := ParseAmount(f+".returned", w.Returned, true, errs)
		k := key{w.Seat, w.Backline, w.Bet}
		if seen[k] {
			errs.Add(f, "seat %d holds a %s wager twice; combine them into one", w.Seat, w.Bet)
			ok = false
		}
		seen[k] = true
		if ok {
			out = append(out, Wager{Seat: w.Seat, Backline: w.Backline, Bet: w.Bet, Amount: amount,
				Declared: Result{Result: w.Result, Payout: payout, Commission: commission, Returned: returned}})
		}
	}
	return out
}

// Settle compares a wager's declared settlement with the expected one,
// appends the settlement line and any findings to v, and adds the wager to
// the totals. payRule cites the odds, commissionRule the commission rule (it
// may be the zero Cite when the bet never pays commission).
func (v *Verdict) Settle(w Wager, expected Result, payRule, commissionRule Cite) {
	v.settle(w, expected, payRule, commissionRule, nil)
}

// SettleMeter settles a wager that hit a progressive line paying percent of
// the meter. The result and commission are compared; the payout is the
// declared one, since the amount depends on the meter at the moment of the
// hit, which the progressive ledger holds.
func (v *Verdict) SettleMeter(w Wager, expected Result, percent Rate, payRule Cite) {
	expected.Payout = w.Declared.Payout
	v.settle(w, expected, payRule, Cite{}, &MeterLine{Percent: percent})
}

// SettleCovered settles a California game's wager, banked by the
// player-dealer: expected is what the player-dealer's bank allows (Cover),
// and the wager's result counts toward the player-dealer's totals, not the
// house's.
func (v *Verdict) SettleCovered(w Wager, expected Result, payRule Cite) {
	house := v.Totals.HouseWin
	expectedHouse := v.Totals.ExpectedHouseWin
	v.settle(w, expected, payRule, Cite{}, nil)
	v.Totals.PlayerDealerWin += v.Totals.HouseWin - house
	v.Totals.ExpectedPlayerDealerWin += v.Totals.ExpectedHouseWin - expectedHouse
	v.Totals.HouseWin, v.Totals.ExpectedHouseWin = house, expectedHouse
}

func (v *Verdict) settle(w Wager, expected Result, payRule, commissionRule Cite, meter *MeterLine) {
	v.Settlements = append(v.Settlements, Settlement{
		Seat: w.Seat, Backline: w.Backline, Bet: w.Bet, Spot: w.Spot, Amount: w.Amount,
		Declared: w.Declared, Expected: expected, Rule: payRule, Meter: meter,
	})
	d := w.Declared
	// A finding names the wager by its fields (seat, backline bettor, bet,
	// spot) as well as in its message.
	find := func(field, declared, expected string, rule Cite, message string) {
		v.Findings = append(v.Findings, Finding{Seat: w.Seat, Backline: w.Backline, Bet: w.Bet, Spot: w.Spot, Field: field,
			Declared: declared, Expected: expected, Rule: rule, Message: message})
	}
	if d.Result != expected.Result {
		find("result", d.Result, expected.Result, payRule,
			fmt.Sprintf("%s was settled as %s; the rules give %s", w.Name(), d.Result, expected.Result))
	}
	if d.Payout != expected.Payout {
		find("payout", d.Payout.String(), expected.Payout.String(), payRule,
			fmt.Sprintf("%s was paid %s; the rules give %s", w.Name(), d.Payout, expected.Payout))
	}
	if d.Commission != expected.Commission {
		rule := commissionRule
		if rule.File == "" {
			rule = payRule
		}
		find("commission", d.Commission.String(), expected.Commission.String(), rule,
			fmt.Sprintf("%s was charged %s commission; the rules give %s", w.Name(), d.Commission, expected.Commission))
	}
	if d.Returned != expected.Returned {
		find("returned", d.Returned.String(), expected.Returned.String(), RulePlayerDealerCover,
			fmt.Sprintf("%s had %s of its stake returned uncovered; the player-dealer's bank gives %s", w.Name(), d.Returned, expected.Returned))
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
		return stake - r.Returned + r.Commission
	case Win:
		return r.Commission - r.Payout
	default:
		return r.Commission
	}
}
