package fees

import (
	"fmt"
	"time"

	"github.com/tablegames/casino/rules"
)

// Stage counts the stages of a hand that carry a designated table fee. A
// hand that was dealt has reached StageDealt; one that saw the flop (first
// draw, Fourth Street, the draw) StageSecond; the turn (second draw, Fifth
// Street) StageThird.
type Stage int

const (
	StageDealt  Stage = 1
	StageSecond Stage = 2
	StageThird  Stage = 3
)

// StageNames names, for a staged mechanism, when each fee is taken.
func (m Mechanism) StageNames() []string {
	switch m {
	case FlopStages, FlopStagesSmallBlind:
		return []string{"after the initial hands are dealt", "after the flop", "after the turn"}
	case DrawStages:
		return []string{"after the initial hands are dealt", "after the first draw", "after the second draw"}
	case DrawStagesSmallBlind:
		return []string{"from the small blind before the cards are dealt", "after the first draw", "after the second draw"}
	case StudStages:
		return []string{"after the initial hands are dealt", "after Fourth Street", "after Fifth Street"}
	case LowballStages:
		return []string{"after the initial hands are dealt", "after the draw"}
	case LowballThreeStages:
		return []string{"after the initial hands are dealt", "after the draw", "after the second draw"}
	}
	if names := m.flopStageNames(); names != nil {
		return names
	}
	return m.studStageNames()
}

// StageFee returns designated table fee #stage of a staged (FM1) option,
// whether or not a hand reaches it.
func (o *Option) StageFee(stage Stage) (Amount, error) {
	names := o.Mechanism.StageNames()
	if names == nil {
		return Amount{}, fmt.Errorf("%s: %w: %s has no designated table fees by stage", o, ErrNotApplicable, o.Mechanism)
	}
	if stage < StageDealt || int(stage) > len(names) {
		return Amount{}, fmt.Errorf("%s: %w: %s has stages 1 to %d, not %d", o, ErrNotApplicable, o.Mechanism, len(names), stage)
	}
	c, ok := o.fee(o.Mechanism.stageColumn(stage))
	if !ok {
		return Amount{}, fmt.Errorf("%s: %w: fee #%d of %s depends on the number of players; use StageFees", o, ErrPlayers, stage, o.Mechanism)
	}
	payer := PayerPot
	if stage == StageDealt && (o.Mechanism == FlopStagesSmallBlind || o.Mechanism == FlopStagesBeforeDeal || o.Mechanism == DrawStagesSmallBlind) {
		payer = PayerSmallBlind // lines 7765, 3771, 3585
	}
	return o.amount(c.money, payer, PerHand), nil
}

// StageFees returns the designated table fees a hand pays: one per stage it
// reached ("If the round of play does not reach the flop, Designated Table
// Fee #2 will not be taken", line 6961). players is the number of players
// dealt in (interpretation A1); it must meet the option's condition (A2).
// A $0 stage is returned as a $0 amount: it is a defined, priced stage.
func (o *Option) StageFees(players int, reached Stage) ([]Amount, error) {
	names := o.Mechanism.StageNames()
	if names == nil {
		return nil, fmt.Errorf("%s: %w: %s has no designated table fees by stage", o, ErrNotApplicable, o.Mechanism)
	}
	if o.rows != nil {
		// A player-count group: the row of the players dealt in (F15).
		if r := o.RowFor(players); r != nil {
			return r.StageFees(players, reached)
		}
	}
	if !o.Admits(players) {
		return nil, fmt.Errorf("%s: %w: it is for %s players, the hand had %d", o, ErrPlayers, o.Players, players)
	}
	if reached < StageDealt {
		return nil, fmt.Errorf("%s: a hand that was not dealt pays no designated table fee", o)
	}
	n := min(int(reached), len(names))
	out := make([]Amount, 0, n)
	for s := StageDealt; int(s) <= n; s++ {
		a, err := o.StageFee(s)
		if err != nil {
			// A fee by the number of players: its column (line 2226).
			c, ok := o.columnFor(players)
			if !ok {
				return nil, fmt.Errorf("%s: %w: its columns are for %s players, the hand had %d", o, ErrPlayers, o.columnsText(), players)
			}
			a = o.amount(c.money, PayerPot, PerHand)
		}
		out = append(out, a)
	}
	return out, nil
}

// HalfHourFee returns the fee each player pays at a half-hour boundary
// (FM2, FM3, legacy time collection). For FM2 players is the number of
// players at the boundary and must meet the option's condition, and the
// options with player columns (FM2b, FM2c, FM5PT) take its column; the
// other timed options take their amount from the table limit and ignore it.
func (o *Option) HalfHourFee(players int) (Amount, error) {
	switch o.Mechanism {
	case TimedByPlayers:
		if !o.Admits(players) {
			return Amount{}, fmt.Errorf("%s: %w: it is for %s players, the table had %d", o, ErrPlayers, o.Players, players)
		}
	case TimedByLimit, LegacyTime:
	case LegacyPokerTime:
		c, err := o.legacyPokerColumn(players)
		if err != nil {
			return Amount{}, err
		}
		return o.amount(c.money, PayerEachPlayer, PerHalfHour), nil
	case TimedByPlayerColumns, TimedFromPot:
		c, ok := o.columnFor(players)
		if !ok {
			return Amount{}, fmt.Errorf("%s: %w: its columns are for %s players, the table had %d", o, ErrPlayers, o.columnsText(), players)
		}
		payer := PayerEachPlayer
		if o.Mechanism == TimedFromPot {
			payer = PayerPot // "taken from the pot in advance every half hour", line 3820
		}
		return o.amount(c.money, payer, PerHalfHour), nil
	default:
		return Amount{}, fmt.Errorf("%s: %w: %s is not a timed collection", o, ErrNotApplicable, o.Mechanism)
	}
	c, _ := o.fee("fee")
	return o.amount(c.money, PayerEachPlayer, PerHalfHour), nil
}

// DealFee returns the fee each player pays once the hands are delivered, for
// 2, 3 or 4 players (13 Card Poker, FM4, line 8517).
func (o *Option) DealFee(players int) (Amount, error) {
	if o.Mechanism != PerPlayerByPoint {
		return Amount{}, fmt.Errorf("%s: %w: %s is not charged per deal", o, ErrNotApplicable, o.Mechanism)
	}
	c, ok := o.fee(fmt.Sprintf("p%d", players))
	if !ok {
		return Amount{}, fmt.Errorf("%s: %w: the table has columns for 2, 3 and 4 players, not %d", o, ErrPlayers, players)
	}
	return o.amount(c.money, PayerEachPlayer, PerDeal), nil
}

// LegacyHandFee returns the legacy Lowball per-hand fee of a Regular (FM5R)
// or Designated (FM5D) option for the number of players.
func (o *Option) LegacyHandFee(players int) (Amount, error) {
	if o.Mechanism != LegacyRegular && o.Mechanism != LegacyDesignated {
		return Amount{}, fmt.Errorf("%s: %w: %s is not a legacy per-hand fee", o, ErrNotApplicable, o.Mechanism)
	}
	if players >= 2 {
		for _, c := range o.fees {
			if columnPlayers[c.column].Admits(players) {
				return o.amount(c.money, PayerPot, PerHand), nil
			}
		}
	}
	return Amount{}, fmt.Errorf("%s: %w: the table's columns are 8 & 7, 6, 5 and 4 or less players, not %d (interpretation A20)", o, ErrPlayers, players)
}

// LegacyLowballHandFee returns the fee of one legacy Lowball hand at a limit
// printed in the table ("15-30", "20-40"): the Regular Table Fee when the hand
// reached the Opening Round (the draw complete, line 311), otherwise the
// Designated Table Fee (line 313). Never both.
func LegacyLowballHandFee(limit string, players int, reachedOpeningRound bool) (Amount, error) {
	label := "D" + limit
	if reachedOpeningRound {
		label = "R" + limit
	}
	o, err := Lookup("LEG-LOWBALL", label)
	if err != nil {
		return Amount{}, err
	}
	return o.LegacyHandFee(players)
}

// PlayerFeePerBet returns the fee each player pays per betting circle
// holding a base game wager (FM7, FM10; line 3015), or the $0.00 player fee
// of a table-action option (FM8). Bonus and side bets carry no fee
// (interpretation F3).
func (o *Option) PlayerFeePerBet() (Amount, error) {
	switch o.Mechanism {
	case PerBetAndHand, TableAction, LegacyBaccarat9:
	default:
		return Amount{}, fmt.Errorf("%s: %w: %s has no per-bet player fee", o, ErrNotApplicable, o.Mechanism)
	}
	c, _ := o.fee("player_fee")
	return o.amount(c.money, PayerPlayer, PerBet), nil
}

// Placement says where a total table action fell among an option's tiers.
type Placement string

const (
	// InTier: within a printed band.
	InTier Placement = "in_tier"
	// InGap: between two printed bands ($101-$104 between "$1 - $100" and
	// "$105 - $300"); charged the lower band (interpretation A15).
	InGap Placement = "in_gap"
	// BelowFirst: under the first band's printed start ($3 against
	// "$5 - $100"); charged the first band (interpretation A15).
	BelowFirst Placement = "below_first"
)

// TierFor returns the tier a total table action falls in. The total table
// action is "the total monetary value of all game wagers and bonus bet
// wagers that are placed by players before the cards are dealt" (line 3015);
// it selects a flat fee and is never multiplied by anything.
func (o *Option) TierFor(totalTableAction rules.Money) (Tier, Placement, error) {
	if o.Mechanism != TableAction {
		return Tier{}, "", fmt.Errorf("%s: %w: %s has no table-action tiers", o, ErrNotApplicable, o.Mechanism)
	}
	if totalTableAction <= 0 {
		return Tier{}, "", fmt.Errorf("%s: a hand with no table action pays no table-action fee", o)
	}
	if totalTableAction < o.Tiers[0].Min {
		return o.Tiers[0], BelowFirst, nil
	}
	for i, t := range o.Tiers {
		if t.Open || totalTableAction <= t.Max {
			return t, InTier, nil
		}
		if next := o.Tiers[i+1]; totalTableAction < next.Min {
			return t, InGap, nil
		}
	}
	panic("unreachable: the last tier is open")
}

// PlayerDealerFee returns the fee the player-dealer position pays for one
// hand. For a table-action option (FM8) it is the fee of the tier the total
// table action falls in (see TierFor for gaps); for a per-bet option (FM7,
// FM10) it is flat and totalTableAction is ignored.
func (o *Option) PlayerDealerFee(totalTableAction rules.Money) (Amount, error) {
	switch o.Mechanism {
	case PerBetAndHand, LegacyBaccarat9:
		c, _ := o.fee("pd_fee")
		return o.amount(c.money, PayerPlayerDealer, PerHand), nil
	case TableAction:
		t, _, err := o.TierFor(totalTableAction)
		if err != nil {
			return Amount{}, err
		}
		q := t.Quality
		return Amount{Money: t.Fee, Payer: PayerPlayerDealer, Per: PerHand, Rule: t.Rule, Procedure: o.Block.Rule, Quality: q}, nil
	}
	return Amount{}, fmt.Errorf("%s: %w: %s has no player-dealer fee", o, ErrNotApplicable, o.Mechanism)
}

// MatchPlayFee returns the fee per match play coupon used (FM9, line 3220):
// $1.00 under EZ Baccarat options 31 and 39, $0.00 under the other options
// of a schedule with the coupon column; ErrNotApplicable elsewhere.
func (o *Option) MatchPlayFee() (Amount, error) {
	c, ok := o.fee("match_play_fee")
	if !ok {
		return Amount{}, fmt.Errorf("%s: %w: the schedule has no match play coupon column", o, ErrNotApplicable)
	}
	return o.amount(c.money, PayerCouponUser, PerCoupon), nil
}

// JackpotFee returns the jackpot fee (FM6). No schedule in the seed prints
// an amount: the Pan 9 with Bonus Tie Bet column reads "N/A" (line 1966,
// ErrNotApplicable) and the pot collection procedures defer to "the rules for
// the particular Jackpot promotion" (line 310, ErrNotInSeed).
func (o *Option) JackpotFee() (Amount, error) {
	if c, ok := o.fee("jackpot_fee"); ok {
		if c.na {
			return Amount{}, fmt.Errorf("%s: %w: the jackpot fee is printed N/A", o, ErrNotApplicable)
		}
		return o.amount(c.money, PayerPlayer, PerHand), nil
	}
	if o.Set.Unnumbered && o.Set.Cap.PerTable {
		return Amount{}, fmt.Errorf("%s: %w: the jackpot fee is in the jackpot promotion's own rules (line 310)", o, ErrNotInSeed)
	}
	return Amount{}, fmt.Errorf("%s: %w: the schedule has no jackpot fee", o, ErrNotApplicable)
}

// CaliforniaHand is what a California-game hand's fees depend on. There is
// no pot, payout or win: fees are flat (lines 3015, 3425).
type CaliforniaHand struct {
	// Bets is the number of betting circles holding a base game wager.
	Bets int
	// TotalTableAction is the sum of all game and bonus wagers before the
	// deal; only table-action options use it.
	TotalTableAction rules.Money
	// Coupons is the number of match play coupons used.
	Coupons int
}

// Charge is one fee times the number of times it is due.
type Charge struct {
	Amount Amount
	Count  int
	Total  rules.Money
}

// HandFees returns every fee of one California-game hand: the player-dealer
// fee, the per-bet player fee for each base-game betting circle, and where
// the schedule has the column, the match play coupon fee per coupon.
func (o *Option) HandFees(h CaliforniaHand) ([]Charge, error) {
	if h.Bets < 0 || h.Coupons < 0 || h.TotalTableAction < 0 {
		return nil, fmt.Errorf("%s: negative counts or action", o)
	}
	pd, err := o.PlayerDealerFee(h.TotalTableAction)
	if err != nil {
		return nil, err
	}
	pl, err := o.PlayerFeePerBet()
	if err != nil {
		return nil, err
	}
	out := []Charge{{Amount: pd, Count: 1, Total: pd.Money}, {Amount: pl, Count: h.Bets, Total: pl.Money * rules.Money(h.Bets)}}
	if mp, err := o.MatchPlayFee(); err == nil {
		out = append(out, Charge{Amount: mp, Count: h.Coupons, Total: mp.Money * rules.Money(h.Coupons)})
	} else if h.Coupons > 0 {
		return nil, err
	}
	return out, nil
}

// Baccarat9Rate is the legacy Baccarat 9 collection at a table limit.
type Baccarat9Rate struct {
	PlayerDealer Amount
	Player       Amount
	// Option is the printed row applied; Derived is true when the table's
	// limit is not printed and the row was found by its maximum (line 1130).
	Option  *Option
	Derived bool
}

// LegacyBaccarat9Collection returns the legacy Baccarat 9 rates (lines
// 1109-1130) for a table limit. A printed limit takes its row. Otherwise
// "IF THE MINIMUM LIMIT CHANGES AND THE MAXIMUM STAYS THE SAME, THE
// COLLECTION WILL STAY THE SAME AS THE MAXIMUM LIMIT COLLECTION RATE": the
// rows with the same maximum are used; where they disagree ($300: rows 1119,
// 1120 and 1121), the row whose minimum is the largest not above the table's
// (the limit the minimum was changed from), or the lowest minimum when the
// table's is below all of them (interpretation A19).
func LegacyBaccarat9Collection(minimum, maximum rules.Money) (Baccarat9Rate, error) {
	s, err := FindSet("LEG-BAC9")
	if err != nil {
		return Baccarat9Rate{}, err
	}
	var same []*Option
	for _, o := range s.Options {
		if o.Limit.Max != maximum {
			continue
		}
		if o.Limit.Min == minimum {
			return baccarat9Rate(o, false), nil
		}
		same = append(same, o)
	}
	if len(same) == 0 || minimum <= 0 || minimum > maximum {
		return Baccarat9Rate{}, fmt.Errorf("fees: %w: no Baccarat 9 collection rate for a %s to %s limit", ErrUnknownOption, minimum, maximum)
	}
	pick := same[0]
	for _, o := range same {
		if o.Limit.Min < pick.Limit.Min {
			pick = o
		}
	}
	for _, o := range same {
		if o.Limit.Min <= minimum && (pick.Limit.Min > minimum || o.Limit.Min > pick.Limit.Min) {
			pick = o
		}
	}
	return baccarat9Rate(pick, true), nil
}

func baccarat9Rate(o *Option, derived bool) Baccarat9Rate {
	pd, _ := o.PlayerDealerFee(0)
	pl, _ := o.PlayerFeePerBet()
	return Baccarat9Rate{PlayerDealer: pd, Player: pl, Option: o, Derived: derived}
}

// CollectionTimes returns the half-hour boundaries at which a timed
// collection (FM2, FM3) is taken for a game played from start to end: "on
// the hour and the half hour" (line 7055), in start's time zone. A boundary
// at or before the start is not collected; "If a game starts in the middle of
// the set times, the first half hour will be collection free", so a game
// that starts off a boundary also skips the first boundary after its start.
// A boundary equal to end is collected (interpretation A9).
func CollectionTimes(start, end time.Time) []time.Time {
	end = end.In(start.Location())
	onBoundary := start.Minute()%30 == 0 && start.Second() == 0 && start.Nanosecond() == 0
	// The first boundary strictly after start, built from wall-clock fields
	// so that zones with half-hour offsets align to their own clocks.
	first := time.Date(start.Year(), start.Month(), start.Day(), start.Hour(), start.Minute()/30*30, 0, 0, start.Location()).Add(30 * time.Minute)
	if !onBoundary {
		first = first.Add(30 * time.Minute)
	}
	var out []time.Time
	for t := first; !t.After(end); t = t.Add(30 * time.Minute) {
		out = append(out, t)
	}
	return out
}
