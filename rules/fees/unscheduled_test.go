package fees

import (
	"testing"

	"github.com/tablegames/casino/rules"
)

// Without a schedule a fee is checked only against how far the hand went,
// by every schedule of its game: the legacy Designated Table Fee only
// before the Opening Round (line 57), Five Card Omaha's from every hand
// (line 2226), a staged fee once its stage is reached (line 8178), and a
// type no schedule of the game names, or the jackpot fee, kept.
func TestCheckUnscheduled(t *testing.T) {
	for _, c := range []struct {
		game    string
		reached Stage
		typ     string
		due     bool
		rule    string
	}{
		{"holdem", StageDealt, "designated", true, ""},
		{"holdem", StageSecond, "designated", false, "57"},
		{"holdem", StageDealt, "regular", false, "57"}, // LEG-HOLDEM's paragraph, which names the Opening Round
		{"holdem", StageSecond, "regular", true, ""},
		{"five-card-omaha-hilo", StageThird, "designated", true, ""},
		{"omaha", StageThird, "designated", true, ""}, // no schedule of Omaha names it
		{"stud-hilo", StageDealt, "designated_3", false, "8178"},
		{"stud-hilo", StageSecond, "designated_2", true, ""},
		{"stud-hilo", StageDealt, "collection_2", true, ""}, // named only by other games' schedules
		{"stud-hilo-regular", StageDealt, "collection_2", false, ""},
		{"short-deck-holdem", StageSecond, "designated_2", true, ""}, // FLOP-2's #2 after the flop, Short Deck's own after the turn
		{"stud-hilo", StageDealt, "jackpot", true, ""},
	} {
		declared := map[string]rules.Money{c.typ: rules.Dollars(1)}
		owed, fs := CheckUnscheduled(c.game, func(Mechanism) Stage { return c.reached }, "ended early", declared)
		if c.due != (len(fs) == 0) || (owed == rules.Dollars(1)) != c.due {
			t.Errorf("%s %s at stage %d: owed %s, findings %+v", c.game, c.typ, c.reached, owed, fs)
			continue
		}
		if !c.due && (fs[0].Bet != "fee:"+c.typ || fs[0].Expected != "0.00" || (c.rule != "" && fs[0].Rule.Lines != c.rule)) {
			t.Errorf("%s %s: %+v", c.game, c.typ, fs[0])
		}
	}
}
