package fees

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// GroupPrefix begins the label of a player-count group: the collection
// schedule "HOLDEM-1/by-players:9,26,48,57,77,81" posts options 9, 26, 48,
// 57, 77 and 81 of HOLDEM-1 together (interpretation F15).
const GroupPrefix = "by-players:"

// A player-count group is the rows of one staged (FM1) block that print the
// same fees and differ only in "Number of Players": HOLDEM-1's $1 / $2 / $1
// is printed for "7 or more" (option 9, seed 000 line 6975), "6" (26, line
// 6992), "5" (48, 7015), "5 or less" (57, 7024), "4 or less" (77, 7044) and
// "3 or less" (81, 7048), all under the one limit line of the block (6963)
// and the one paragraph that says how they are taken (6961). A table that
// posts the group charges those fees at one table limit, as one option does
// ("only one collection schedule option, which utilizes one table limit and
// the specified collection fees for that table limit", line 9290, which
// governs the poker sets, A25); the row in force for a hand is the one whose
// players admit the number dealt in when the hand starts (A1), so the fees
// are fixed before any is taken (9288-9289). A
// count no row admits is outside the schedule, a finding as for one option
// (A2). Where several rows admit the count ("5" and "5 or less" for five
// players) the fees are the same; the narrowest condition is the row cited,
// the first printed on a tie.
//
// A group is an Option: its Label is GroupPrefix and the rows' labels, its
// fees the rows' fees, its Players the rows' conditions; StageFees and
// CheckHand take the row of the players (RowFor), so every pot game that
// checks a staged option checks a group the same way.

// Rows returns the rows of a player-count group in print order, nil for a
// single option.
func (o *Option) Rows() []*Option { return slices.Clone(o.rows) }

// IsGroup reports whether the option is a player-count group.
func (o *Option) IsGroup() bool { return o.rows != nil }

// RowFor returns the option in force for a hand of n players dealt in: for a
// player-count group the row whose condition admits n (the narrowest, then
// the first printed), nil when none does; a single option is itself when it
// admits n, nil otherwise.
func (o *Option) RowFor(n int) *Option {
	if o.rows == nil {
		if o.Admits(n) {
			return o
		}
		return nil
	}
	var best *Option
	for _, r := range o.rows {
		if r.Admits(n) && (best == nil || r.Players.width() < best.Players.width()) {
			best = r
		}
	}
	return best
}

// width is how many counts the condition admits, an open "or more" counted
// as reaching far past any table.
func (p PlayerCount) width() int {
	lo := max(p.Min, 1)
	if p.Max == 0 {
		return 1000 - lo
	}
	return p.Max - lo + 1
}

// PlayerGroups returns the set's player-count groups, in the order of their
// first rows.
func (s *Set) PlayerGroups() []*Option { return slices.Clone(s.groups) }

// groupable: the staged per-hand mechanisms whose rows carry a "Number of
// Players" condition. Timed collection (FM2) is counted at the half hour,
// not per hand, and is not grouped.
func groupable(b *Block) bool {
	return b.Mechanism.StageFeeTypes() != nil && len(b.Options) > 0 && b.Options[0].Players.Text != ""
}

func sameFees(a, b *Option) bool {
	return slices.Equal(a.fees, b.fees) && a.Limit == b.Limit && a.Blind == b.Blind
}

// buildGroups finds the player-count groups of a set's blocks: two or more
// rows of one block with the same fees (and limit) and different conditions.
func buildGroups(s *Set) []*Option {
	var out []*Option
	for _, b := range s.Blocks {
		if !groupable(b) {
			continue
		}
		done := map[*Option]bool{}
		for i, first := range b.Options {
			if done[first] {
				continue
			}
			rows := []*Option{first}
			conds := map[string]bool{first.Players.Text: true}
			for _, o := range b.Options[i+1:] {
				if !done[o] && sameFees(first, o) {
					rows = append(rows, o)
					conds[o.Players.Text] = true
					done[o] = true
				}
			}
			if len(conds) < 2 {
				continue
			}
			out = append(out, newGroup(s, b, rows))
		}
	}
	return out
}

var qualityRank = map[Quality]int{Clean: 0, Markup: 1, Interpreted: 2, Unresolved: 3}

func newGroup(s *Set, b *Block, rows []*Option) *Option {
	labels := make([]string, len(rows))
	conds := make([]string, len(rows))
	lo, hi := 0, 0
	g := &Option{Set: s, Block: b, Mechanism: b.Mechanism, Limit: rows[0].Limit, Blind: rows[0].Blind,
		fees: rows[0].fees, rows: rows, Quality: Clean}
	for i, r := range rows {
		labels[i], conds[i] = r.Label, r.Players.Text
		first, last, err := r.Rule.Range()
		if err == nil {
			if lo == 0 || first < lo {
				lo = first
			}
			hi = max(hi, last)
		}
		if qualityRank[r.Quality] > qualityRank[g.Quality] {
			g.Quality = r.Quality
		}
	}
	g.Label = GroupPrefix + strings.Join(labels, ",")
	g.Players = PlayerCount{Text: strings.Join(conds, ", ")}
	g.Rule = rules.At(rows[0].Rule.File, lineRange(lo, hi))
	g.Note = "options " + strings.Join(labels, ", ") + " print the same fees for " + strings.Join(conds, "; ") +
		" players; the row of the players dealt in is the one in force (interpretation F15)"
	return g
}

func lineRange(lo, hi int) string {
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return strconv.Itoa(lo) + "-" + strconv.Itoa(hi)
}

// FeesText writes an option's flat fees for a person choosing one, in the
// order of the block's columns: the staged fees as "$1 / $3.50 / $0.50",
// other columns by name ("player fee $1, pd fee $2"); a "N/A" cell is left
// out and table-action tiers are counted.
func (o *Option) FeesText() string {
	var staged, named []string
	for _, col := range o.Block.Columns {
		c, ok := o.fee(col)
		if !ok || c.na {
			continue
		}
		amount := "$" + strings.TrimSuffix(c.money.String(), ".00")
		if strings.HasPrefix(col, "dtf") || strings.HasPrefix(col, "cf") || (col == "regular" && o.Mechanism == FlopStagesRegular) {
			staged = append(staged, amount)
			continue
		}
		named = append(named, columnName(col)+" "+amount)
	}
	out := strings.Join(staged, " / ")
	if len(named) > 0 {
		if out != "" {
			out += ", "
		}
		out += strings.Join(named, ", ")
	}
	if n := len(o.Tiers); n > 0 {
		out += ", " + strconv.Itoa(n) + " table-action tiers"
	}
	return strings.TrimPrefix(out, ", ")
}

// columnName is a fee column for a person: "6 players", "player-dealer
// fee", "player fee".
func columnName(col string) string {
	if n, err := strconv.Atoi(strings.TrimPrefix(col, "p")); err == nil && strings.HasPrefix(col, "p") {
		return strconv.Itoa(n) + " players"
	}
	if p, ok := columnPlayers[col]; ok {
		return strings.ToLower(p.Text)
	}
	switch col {
	case "pd_fee":
		return "player-dealer fee"
	case "match_play_fee":
		return "match-play coupon fee"
	}
	return strings.ReplaceAll(col, "_", " ")
}
