package fees

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

// ScheduleKey is the table setting that names a table's collection
// schedule: "SET/OPTION", such as "CA-EZB/12", or "none".
const ScheduleKey = "collection_schedule"

// NoSchedule is the setting of a table without a collection schedule; its
// fees are recorded but cannot be checked.
const NoSchedule = "none"

// ScheduleSetting is the collection_schedule setting of a game: one option
// of one of the sets whose headings name the game. Only one schedule is in
// force at a table at a time (seed 000 lines 1962-1969, 3424-3426): the
// setting holds one.
func ScheduleSetting(gameID string) rules.SettingSpec {
	var ids []string
	for _, s := range SetsForGame(gameID) {
		ids = append(ids, s.ID)
	}
	return rules.SettingSpec{Key: ScheduleKey, Default: NoSchedule, Allowed: []string{NoSchedule},
		Range: "SET/OPTION of " + strings.Join(ids, ", "),
		Doc:   "The collection schedule option posted at the table (GET /api/v1/schedules): one option at a time, fixed before the hand; none records the fees without checking them.",
		Rule:  rules.At(rules.Seed000, "3424-3426"),
		Check: func(v string) error {
			_, err := ScheduleFor(gameID, v)
			return err
		}}
}

// ScheduleFor reads a collection_schedule value for a game: nil for none.
func ScheduleFor(gameID, v string) (*Option, error) {
	if v == "" || v == NoSchedule {
		return nil, nil
	}
	set, label, ok := strings.Cut(v, "/")
	if !ok {
		return nil, fmt.Errorf("%q is not SET/OPTION, such as %q", v, example(gameID))
	}
	o, err := Lookup(set, label)
	if err != nil {
		return nil, err
	}
	for _, s := range SetsForGame(gameID) {
		if s == o.Set {
			return o, nil
		}
	}
	return nil, fmt.Errorf("schedule set %s does not cover %s", set, gameID)
}

func example(gameID string) string {
	if ss := SetsForGame(gameID); len(ss) > 0 && len(ss[0].Options) > 0 {
		return ss[0].ID + "/" + ss[0].Options[0].Label
	}
	return "SET/1"
}
