package web

import (
	"strings"

	"github.com/tablegames/casino/rules/fees"
)

// scheduleGroups are the open-table page's choices of collection schedule
// for a game: one optgroup per set and block, holding first the block's
// player-count groups (the rows that print the same fees for different
// numbers of players, interpretation F15) and then its options one by one,
// each labelled in words: "option 26 · 6 players · $1 / $2 / $1".
func scheduleGroups(game, selected string) []scheduleGroup {
	var out []scheduleGroup
	for _, set := range fees.SetsForGame(game) {
		byBlock := map[*fees.Block][]*fees.Option{}
		for _, g := range set.PlayerGroups() {
			byBlock[g.Block] = append(byBlock[g.Block], g)
		}
		for _, b := range set.Blocks {
			if len(b.Options) == 0 {
				continue
			}
			sg := scheduleGroup{Label: blockLabel(set, b)}
			for _, g := range byBlock[b] {
				v := set.ID + "/" + g.Label
				sg.Choices = append(sg.Choices, scheduleChoice{Value: v, Label: groupLabel(g), Selected: v == selected})
			}
			for _, o := range b.Options {
				v := set.ID + "/" + o.Label
				sg.Choices = append(sg.Choices, scheduleChoice{Value: v, Label: optionLabel(o), Selected: v == selected})
			}
			out = append(out, sg)
		}
	}
	return out
}

// blockLabel: "HOLDEM-1 · Hold'em games, first poker schedule · options 1
// through 85 · Limit Games Minimum Wagering Limit $1-$2 …".
func blockLabel(set *fees.Set, b *fees.Block) string {
	parts := []string{set.ID, set.Title}
	if b.Says != "" {
		parts = append(parts, b.Says)
	} else if len(set.Blocks) > 1 {
		parts = append(parts, strings.ReplaceAll(b.ID, "-", " ")) // "no limit time"
	}
	if b.Limit != "" {
		parts = append(parts, b.Limit)
	}
	return strings.Join(parts, " · ")
}

// groupLabel: "fee by players dealt in · $1 / $2 / $1 · options 9 (7 or
// more), 26 (6), …".
func groupLabel(g *fees.Option) string {
	rows := g.Rows()
	each := make([]string, len(rows))
	for i, r := range rows {
		each[i] = r.Label + " (" + r.Players.Text + ")"
	}
	return "fee by players dealt in · " + g.FeesText() + " · options " + strings.Join(each, ", ")
}

// optionLabel: "option 26 · 6 players · $1 / $2 / $1".
func optionLabel(o *fees.Option) string {
	parts := []string{"option " + o.Label}
	if o.Limit.Text != "" {
		parts = append(parts, "limit "+o.Limit.Text)
	}
	if o.Blind != "" {
		parts = append(parts, o.Blind)
	}
	if o.Players.Text != "" {
		parts = append(parts, o.Players.Text+" players")
	}
	if f := o.FeesText(); f != "" {
		parts = append(parts, f)
	}
	return strings.Join(parts, " · ")
}

// scheduleName names a table's collection schedule setting in words, as
// the open-table page offered it less a group's list of rows ("HOLDEM-1 ·
// fee by players dealt in · $1 / $2 / $1"); a value the game's sets do not
// offer is shown as it is.
func scheduleName(game, value string) string {
	set, _, _ := strings.Cut(value, "/")
	for _, g := range scheduleGroups(game, value) {
		for _, c := range g.Choices {
			if c.Selected {
				// A group's rows are on the open-table page; the floor
				// names its fees.
				label, _, _ := strings.Cut(c.Label, " · options ")
				return set + " · " + label
			}
		}
	}
	return value
}
