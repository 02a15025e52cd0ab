package fees

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
)

// Due is one collection a California-game hand owes under an option.
type Due struct {
	Seat   int
	Kind   string // rules.CollectPlayer, CollectPlayerDealer or CollectMatchPlay
	Amount rules.Money
	Rule   rules.Cite
}

// CaliforniaDues returns what a California-game hand owes under the option:
// the player-dealer fee per hand (by the total table action where the
// option has tiers), each seat's player fee per base-game betting circle
// (circles counts them seat by seat), and, where the option has a coupon fee,
// each declared match-play collection rounded down to a whole number of
// coupons: records do not carry the coupons used, so the collection must
// be a multiple of the fee.
func (o *Option) CaliforniaDues(pdSeat int, circles map[int]int, totalTableAction rules.Money, declared []rules.Collection) ([]Due, error) {
	total := 0
	seats := make([]int, 0, len(circles))
	for seat, n := range circles {
		total += n
		seats = append(seats, seat)
	}
	slices.Sort(seats)
	charges, err := o.HandFees(CaliforniaHand{Bets: total, TotalTableAction: totalTableAction})
	if err != nil {
		return nil, err
	}
	pd, player := charges[0].Amount, charges[1].Amount
	out := []Due{{Seat: pdSeat, Kind: rules.CollectPlayerDealer, Amount: pd.Money, Rule: pd.Rule}}
	for _, seat := range seats {
		out = append(out, Due{Seat: seat, Kind: rules.CollectPlayer, Amount: player.Money * rules.Money(circles[seat]), Rule: player.Rule})
	}
	if mp, err := o.MatchPlayFee(); err == nil {
		for _, c := range declared {
			if c.Kind != rules.CollectMatchPlay {
				continue
			}
			want := rules.Money(0)
			if mp.Money > 0 {
				want = c.Amount / mp.Money * mp.Money
			}
			out = append(out, Due{Seat: c.Seat, Kind: rules.CollectMatchPlay, Amount: want, Rule: mp.Rule})
		}
	}
	return out, nil
}

// CheckDues adds the declared collections to the verdict's fees and, where
// a schedule gave expected (nil when the table has none: the fees are
// recorded, not checked), the expected fees and a finding for every
// collection that differs or that no due calls for (one option is in force
// at a table, lines 3424-3426). The house's result in a California game is
// its collections: it has no stake in the outcome (line 2652).
func CheckDues(v *rules.Verdict, declared []rules.Collection, expected []Due) {
	type key struct {
		seat int
		kind string
	}
	paid := map[key]rules.Money{}
	var fees rules.Money
	for _, c := range declared {
		paid[key{c.Seat, c.Kind}] = c.Amount
		fees += c.Amount
	}
	v.Totals.Fees += fees
	v.Totals.HouseWin += fees
	if expected == nil {
		v.Totals.ExpectedFees += fees
		v.Totals.ExpectedHouseWin += fees
		return
	}
	seen := map[key]bool{}
	for _, e := range expected {
		k := key{e.Seat, e.Kind}
		seen[k] = true
		v.Totals.ExpectedFees += e.Amount
		v.Totals.ExpectedHouseWin += e.Amount
		if d := paid[k]; d != e.Amount {
			v.Findings = append(v.Findings, rules.Finding{Seat: e.Seat, Bet: "collection:" + e.Kind, Field: "fee",
				Declared: d.String(), Expected: e.Amount.String(), Rule: e.Rule,
				Message: fmt.Sprintf("seat %d paid %s %s collection; the table's schedule gives %s", e.Seat, d, kindName(e.Kind), e.Amount)})
		}
	}
	for _, c := range declared {
		if k := (key{c.Seat, c.Kind}); !seen[k] && c.Amount != 0 {
			v.Findings = append(v.Findings, rules.Finding{Seat: c.Seat, Bet: "collection:" + c.Kind, Field: "fee",
				Declared: c.Amount.String(), Expected: "0.00", Rule: rules.At(rules.Seed000, "3424-3426"),
				Message: fmt.Sprintf("seat %d paid %s %s collection the table's schedule does not call for", c.Seat, c.Amount, kindName(c.Kind))})
		}
	}
}

// NoDues is a finding for a hand the table's schedule has no fee for; its
// fees are recorded as expected.
func NoDues(v *rules.Verdict, pdSeat int, declared []rules.Collection, rule rules.Cite, err error) {
	v.Findings = append(v.Findings, rules.Finding{Seat: pdSeat, Bet: "collection", Field: "fee",
		Rule: rule, Message: "the table's collection schedule gives no fee for this hand: " + err.Error()})
	CheckDues(v, declared, nil)
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
