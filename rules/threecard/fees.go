package threecard

import (
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// Collection fees of the California game. Two schedules name it: the
// California Games Collection Rates (set CA-BJP, seed 000 lines 3104-3147)
// and the game's own section (lines 2597-2632, set TCP6-OWN), whose options
// 1 to 9 are not those of CA-BJP (its option 5 is $50-$300 at $2.00 and
// $4.00; CA-BJP's is $50-$100 at $1.00 and $3.00). Both are loaded in
// rules/fees.

// scheduleFor reads a collection_schedule value: nil for none.
func scheduleFor(v string) (*fees.Option, error) {
	return fees.ScheduleFor(GameID, v)
}

// scheduleSetting is the California game's collection_schedule setting:
// an option of CA-BJP or of TCP6-OWN.
func scheduleSetting() rules.SettingSpec {
	spec := fees.ScheduleSetting(GameID)
	spec.Doc = "The collection schedule option posted at the table: one option of the California Games Collection Rates (CA-BJP, lines 3104-3147) " +
		"or of the game's own schedule (TCP6-OWN, lines 2597-2632), fixed before the hand; none records the fees without checking them. " +
		"A player pays one fee for the Ante, the one game wager placed before the deal; the Pair Plus and 6 Card Bonus are bonus bets, which count " +
		"only toward the total table action of the tiered options."
	spec.Check = func(v string) error {
		_, err := scheduleFor(v)
		return err
	}
	return spec
}
