package fees

import (
	"fmt"
	"slices"
	"strconv"
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
// setting holds one, or one player-count group of a poker set, whose rows
// print the same fees for different numbers of players (groups.go).
func ScheduleSetting(gameID string) rules.SettingSpec {
	var sets []string
	for _, s := range SetsForGame(gameID) {
		sets = append(sets, s.ID+" ("+optionsText(s)+")")
	}
	rng := NoSchedule + ", or SET/OPTION, an option of " + strings.Join(sets, ", ")
	doc := "The collection schedule option posted at the table (GET /api/v1/schedules): one option at a time, fixed before the hand; none records the fees without checking them."
	for _, s := range SetsForGame(gameID) {
		if len(s.groups) > 0 {
			rng += ", or SET/" + GroupPrefix + "ROWS, a group of rows with the same fees for different numbers of players (" + s.ID + "/" + s.groups[0].Label + ")"
			doc += " A poker table may post a player-count group (SET/" + GroupPrefix + "ROWS, the player_groups of GET /api/v1/schedules): " +
				"the rows of one block that print the same fees for different numbers of players; each hand is checked under the row of the players dealt in (interpretation F15)."
			break
		}
	}
	return rules.SettingSpec{Key: ScheduleKey, Default: NoSchedule, Allowed: []string{NoSchedule},
		Range: rng,
		Doc:   doc,
		Rule:  rules.At(rules.Seed000, "3424-3426"),
		Check: func(v string) error {
			_, err := ScheduleFor(gameID, v)
			return err
		}}
}

// ScheduleFor reads a collection_schedule value for a game: nil for none.
// The value names one option ("HOLDEM-1/26") or a player-count group
// ("HOLDEM-1/by-players:9,26,48,57,77,81", groups.go).
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
		if strings.HasPrefix(label, GroupPrefix) {
			return nil, fmt.Errorf("%w; a group names every row of one block that prints the same fees, in print order (GET /api/v1/schedules lists them as player_groups)", err)
		}
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

// optionsText lists a set's option labels for a page: runs of numbered
// options as "1 to 39", other labels ("5b", "R15-30") one by one, in the
// seed's order.
func optionsText(s *Set) string {
	var parts []string
	var run []int
	flush := func() {
		switch {
		case len(run) > 2:
			parts = append(parts, fmt.Sprintf("%d to %d", run[0], run[len(run)-1]))
		default:
			for _, n := range run {
				parts = append(parts, strconv.Itoa(n))
			}
		}
		run = run[:0]
	}
	labels := make([]string, len(s.Options))
	for i, o := range s.Options {
		labels[i] = o.Label
	}
	// Numbered options printed out of order (CA-EZB prints 31 after 38)
	// are listed in number order; the labels are what a table names.
	slices.SortStableFunc(labels, func(a, b string) int {
		x, errA := strconv.Atoi(a)
		y, errB := strconv.Atoi(b)
		if errA != nil || errB != nil {
			return 0
		}
		return x - y
	})
	for _, l := range labels {
		n, err := strconv.Atoi(l)
		if err != nil {
			flush()
			parts = append(parts, l)
			continue
		}
		if len(run) > 0 && n != run[len(run)-1]+1 {
			flush()
		}
		run = append(run, n)
	}
	flush()
	return strings.Join(parts, ", ")
}
