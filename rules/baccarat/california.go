package baccarat

import (
	"slices"
	"strconv"

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
	// seats returns the number of seats at the table, for the clockwise
	// order.
	seats func(S) int
	// feeBets are the base-game bets that carry the per-bet player fee;
	// bonus and side bets carry none.
	feeBets []string
	// fees gives the collections the table's schedule expects for the
	// hand; nil uses the table's collection_schedule setting, when its
	// settings embed collectionSchedule.
	fees func(s S, h *hand[S]) []expectedCollection
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

// scheduleFees is the collections a schedule option expects of a hand:
// the player-dealer fee per hand (by the total table action where the
// option has tiers), each seat's player fee per base-game betting circle,
// and the match-play coupon fee for the coupons a seat declares.
func (h *hand[S]) scheduleFees(o *fees.Option) ([]expectedCollection, error) {
	ca := h.game.california
	var action rules.Money
	bets := map[int]int{}
	total := 0
	for _, w := range h.wagers {
		action += w.Amount
		if slices.Contains(ca.feeBets, w.Bet) {
			bets[w.Seat]++
			total++
		}
	}
	charges, err := o.HandFees(fees.CaliforniaHand{Bets: total, TotalTableAction: action})
	if err != nil {
		return nil, err
	}
	pd, player := charges[0].Amount, charges[1].Amount
	out := []expectedCollection{{seat: h.pd.Seat, kind: rules.CollectPlayerDealer, amount: pd.Money, rule: pd.Rule}}
	seats := make([]int, 0, len(bets))
	for seat := range bets {
		seats = append(seats, seat)
	}
	slices.Sort(seats)
	for _, seat := range seats {
		out = append(out, expectedCollection{seat: seat, kind: rules.CollectPlayer,
			amount: player.Money * rules.Money(bets[seat]), rule: player.Rule})
	}
	// Coupons are not in the record; a seat's match-play collection must be
	// a whole number of the option's coupon fee.
	if mp, err := o.MatchPlayFee(); err == nil {
		for _, c := range h.collections {
			if c.Kind != rules.CollectMatchPlay {
				continue
			}
			want := rules.Money(0)
			if mp.Money > 0 {
				want = c.Amount / mp.Money * mp.Money
			}
			out = append(out, expectedCollection{seat: c.Seat, kind: rules.CollectMatchPlay, amount: want, rule: mp.Rule})
		}
	}
	return out, nil
}

// expectedCollection is one collection the schedule calls for.
type expectedCollection struct {
	seat   int
	kind   string
	amount rules.Money
	rule   rules.Cite
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
	return errs.Err()
}

// settleCalifornia settles the wagers in order against the player-dealer's
// bank, then its net and the collections.
func (h *hand[S]) settleCalifornia(v *rules.Verdict, c Coup, s S) {
	ca := h.game.california
	order := rules.SettlementOrder(h.wagers, ca.order, h.pd.Seat, ca.seats(s))
	cover := rules.Cover{Bank: h.pd.Bank}
	for _, i := range order {
		w := h.wagers[i]
		b := &h.game.bets[h.bets[i]]
		p := b.settle(b, c, w.Amount, s)
		got := cover.Apply(w.Amount, p.Result)
		rule := p.rule
		if got != p.Result {
			rule = rules.RulePlayerDealerCover
		}
		v.SettleCovered(w, got, rule)
	}
	// Settlements in the order they were settled read like the table's
	// own sequence; findings keep that order too.
	if h.pd.Net != cover.Net {
		v.Findings = append(v.Findings, rules.Finding{Seat: h.pd.Seat, Bet: "player_dealer", Field: "net",
			Declared: h.pd.Net.String(), Expected: cover.Net.String(), Rule: rules.RulePlayerDealerCover,
			Message: "the player-dealer's net result was declared " + h.pd.Net.String() + "; settling the wagers in order against its bank of " + h.pd.Bank.String() + " gives " + cover.Net.String()})
	}
	h.settleCollections(v, s)
}

// settleCollections compares the collections the record declares with the
// ones the table's schedule expects.
func (h *hand[S]) settleCollections(v *rules.Verdict, s S) {
	type key struct {
		seat int
		kind string
	}
	declared := map[key]rules.Money{}
	for _, c := range h.collections {
		declared[key{c.Seat, c.Kind}] = c.Amount
		v.Totals.Fees += c.Amount
	}
	// The house's result in a California game is its collections: it
	// has no stake in the outcome (seed 000 line 2652).
	defer func() {
		v.Totals.HouseWin += v.Totals.Fees
		v.Totals.ExpectedHouseWin += v.Totals.ExpectedFees
	}()
	var expected []expectedCollection
	switch sc, ok := any(s).(scheduled); {
	case h.game.california.fees != nil:
		expected = h.game.california.fees(s, h)
	case ok && sc.schedule() != nil:
		var err error
		if expected, err = h.scheduleFees(sc.schedule()); err != nil {
			v.Findings = append(v.Findings, rules.Finding{Seat: h.pd.Seat, Bet: "collection", Field: "fee",
				Rule: sc.schedule().Rule, Message: "the table's collection schedule gives no fee for this hand: " + err.Error()})
			v.Totals.ExpectedFees = v.Totals.Fees
			return
		}
	default:
		// No schedule: the fees are recorded, not checked.
		v.Totals.ExpectedFees = v.Totals.Fees
		return
	}
	seen := map[key]bool{}
	for _, e := range expected {
		k := key{e.seat, e.kind}
		seen[k] = true
		v.Totals.ExpectedFees += e.amount
		if d := declared[k]; d != e.amount {
			v.Findings = append(v.Findings, rules.Finding{Seat: e.seat, Bet: "collection:" + e.kind, Field: "fee",
				Declared: d.String(), Expected: e.amount.String(), Rule: e.rule,
				Message: "seat " + strconv.Itoa(e.seat) + " paid " + d.String() + " " + kindName(e.kind) + " collection; the table's schedule gives " + e.amount.String()})
		}
	}
	for _, c := range h.collections {
		if k := (key{c.Seat, c.Kind}); !seen[k] && c.Amount != 0 {
			v.Findings = append(v.Findings, rules.Finding{Seat: c.Seat, Bet: "collection:" + c.Kind, Field: "fee",
				Declared: c.Amount.String(), Expected: "0.00", Rule: rules.At(rules.Seed000, "3424-3426"),
				Message: "seat " + strconv.Itoa(c.Seat) + " paid " + c.Amount.String() + " " + kindName(c.Kind) + " collection the table's schedule does not call for"})
		}
	}
}

func kindName(k string) string {
	switch k {
	case rules.CollectPlayerDealer:
		return "player-dealer"
	case rules.CollectMatchPlay:
		return "match-play coupon"
	}
	return "player"
}
