package california

import (
	"errors"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// Collection fees. Each game keeps the collections a record declares and
// sums them into Totals.Fees. Checking them needs the table's collection
// schedule option (rules/fees): a game's fees field, a FeeSchedule, gives
// the collections that option expects of a hand. Every game's is
// scheduleFees, which reads the table's collection_schedule setting; a table
// whose setting is "none" records its fees without checking them
// (ExpectedFees equals Fees).
//
// What the schedules charge, per the rules of each game:
//   - Pan 9 and Super 9: a fee per hand from the player-dealer and a fee per
//     base game wager from each player, none for the Bonus Tie Bet (lines
//     1947, 1962-1969).
//   - Baccarat 9: a player-dealer fee per hand and a player fee per bet,
//     taken before the deal (lines 1045, 1061, 1109-1130, 1284).
//   - 9 1/2: a fee from each player before any card is dealt, which the
//     player pays for itself (lines 1374, 1396).

// FeeHand is what a collection schedule needs to know of a hand.
type FeeHand struct {
	PlayerDealerSeat int
	// BaseBets counts, seat by seat, the wagers that carry the per-bet
	// player fee (the game's base wagers; bonus wagers carry none).
	BaseBets map[int]int
	// TotalAction is the sum of every wager of the hand, for schedules
	// whose player-dealer fee depends on the total table action.
	TotalAction rules.Money
	// Collections are the ones the record declares (a match-play coupon
	// fee can only be checked against the coupons a seat declares).
	Collections []rules.Collection
}

// ExpectedCollection is one collection a schedule calls for.
type ExpectedCollection = fees.Due

// FeeSchedule gives the collections a table's schedule expects of a hand,
// or an error when the schedule has no fee for it.
type FeeSchedule func(s rules.Settings, h FeeHand) ([]ExpectedCollection, error)

// ruleCollectionSchedule cites the rule that one posted schedule is in force
// at a table at a time (line 1964) for findings about collections the
// schedule does not call for.
var ruleCollectionSchedule = rules.At(rules.Seed000, "1964")

// errUnchecked is a FeeSchedule's answer for a table without a schedule.
var errUnchecked = errors.New("california: the table names no collection schedule")

// scheduleFees is the FeeSchedule of the table's collection_schedule
// setting (fees.ScheduleSetting, Option.CaliforniaDues).
func scheduleFees(gameID string) FeeSchedule {
	return func(s rules.Settings, h FeeHand) ([]ExpectedCollection, error) {
		o, err := fees.ScheduleFor(gameID, s.Values()[fees.ScheduleKey])
		if err != nil {
			return nil, err
		}
		if o == nil {
			return nil, errUnchecked
		}
		return o.CaliforniaDues(h.PlayerDealerSeat, h.BaseBets, h.TotalAction, h.Collections)
	}
}
