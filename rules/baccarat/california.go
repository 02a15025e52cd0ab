package baccarat

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// California games of the baccarat family (seed 000) are banked by a
// player-dealer: it pays winners and collects losers in the game's
// settlement order, within the bank it put up, and the house takes only
// collection fees (rules/playerdealer.go).
type california[S tableSettings] struct {
	// order lists the bet ids in the order the rules settle them, each
	// bet seat by seat clockwise from the seat left of the player-dealer.
	order     []string
	orderRule rules.Cite
	// cover cites the game's own statement of the player-dealer's cover,
	// runsOut the line returning the wagers once its wager is exhausted
	// (zero: cover's); exhausted says what follows then.
	cover, runsOut rules.Cite
	exhausted      func(S) rules.Exhausted
	// seats returns the number of seats at the table, for the clockwise
	// order.
	seats func(S) int
	// feeBets are the base-game bets that carry the per-bet player fee;
	// bonus and side bets carry none.
	feeBets []string
	// sideBets are the bets a bettor may place only beside one of lines,
	// citing the rule.
	sideBets []sideBet
}

// sideBet is a bet that needs a line bet from the same bettor.
type sideBet struct {
	bet   string
	lines []string
	rule  rules.Cite
}

// collectionSchedule is the part of a California table's settings that
// names its collection schedule option (the collection_schedule setting,
// rules/fees). Settings structs embed it.
type collectionSchedule struct {
	option *fees.Option
}

func (c collectionSchedule) schedule() *fees.Option { return c.option }

// scheduled is settings that may name a collection schedule.
type scheduled interface{ schedule() *fees.Option }

// compileSchedule reads a collection_schedule value that passed its check.
func compileSchedule(gameID, v string) collectionSchedule {
	o, err := fees.ScheduleFor(gameID, v)
	if err != nil {
		panic("baccarat: collection_schedule passed its check but does not resolve: " + err.Error())
	}
	return collectionSchedule{option: o}
}

// scheduleFees is the collections a schedule option expects of a hand.
func (h *hand[S]) scheduleFees(o *fees.Option) ([]fees.Due, error) {
	ca := h.game.california
	var action rules.Money
	bets := map[int]int{}
	for _, w := range h.wagers {
		action += w.Amount
		if slices.Contains(ca.feeBets, w.Bet) {
			bets[w.Seat]++
		}
	}
	return o.CaliforniaDues(h.pd.Seat, bets, action, h.collections)
}

// checkSeats refuses a seat the table does not have: the settlement order
// goes round the table's seats, so a seat past the last would settle in
// another's place.
func (h *hand[S]) checkSeats(s S) error {
	n := h.game.california.seats(s)
	errs := &rules.InputError{}
	if h.pd.Seat > n {
		errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d (setting seats)", h.pd.Seat, n)
	}
	for i, w := range h.wagers {
		if w.Seat > n {
			errs.Add("wagers["+strconv.Itoa(i)+"].seat", "is %d; the table has seats 1 to %d (setting seats)", w.Seat, n)
		}
	}
	type bettor struct{ seat, backline int }
	lined := map[bettor]bool{}
	for _, sb := range h.game.california.sideBets {
		for _, w := range h.wagers {
			if slices.Contains(sb.lines, w.Bet) {
				lined[bettor{w.Seat, w.Backline}] = true
			}
		}
		for i, w := range h.wagers {
			if w.Bet == sb.bet && !lined[bettor{w.Seat, w.Backline}] {
				errs.Add("wagers["+strconv.Itoa(i)+"].bet", "a %s wager needs a %s wager by the same bettor (%s)", sb.bet, strings.Join(sb.lines, ", "), sb.rule)
			}
		}
		clear(lined)
	}
	return errs.Err()
}

// settleCalifornia settles the wagers in order against the player-dealer's
// bank, then its net and the collections.
func (h *hand[S]) settleCalifornia(v *rules.Verdict, c Coup, s S) {
	ca := h.game.california
	order := rules.SettlementOrder(h.wagers, ca.order, h.pd.Seat, ca.seats(s))
	cover := rules.Cover{Bank: h.pd.Bank, Exhausted: ca.exhausted(s), Rule: ca.cover, OutRule: ca.runsOut}
	for _, i := range order {
		w := h.wagers[i]
		b := &h.game.bets[h.bets[i]]
		p := b.settle(b, c, w.Amount, s)
		cover.Settle(v, w, p.Result, p.rule)
	}
	// Settlements in the order they were settled read like the table's
	// own sequence; findings keep that order too.
	cover.CheckNet(v, h.pd)
	h.settleCollections(v, s)
}

// settleCollections compares the collections the record declares with the
// ones the table's schedule expects.
func (h *hand[S]) settleCollections(v *rules.Verdict, s S) {
	sc, ok := any(s).(scheduled)
	if !ok || sc.schedule() == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	expected, err := h.scheduleFees(sc.schedule())
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, sc.schedule().Rule, err)
		return
	}
	fees.CheckDues(v, h.collections, expected)
}
