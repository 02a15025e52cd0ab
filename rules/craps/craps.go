// Package craps verifies craps as Great Britain deals it (seed 002,
// 002_698357c067349aee.txt, section 8, lines 1503-1866).
//
// A record is one throw of the two dice at a table. It declares the table's
// state as the throw before it left it: the Come Out Point (none on a Come
// Out Roll) and the wagers left standing on the layout (line bets with their
// odds, come and don't come bets on their numbers with theirs, place bets,
// hardways). It then lists every wager on the layout at this throw, the ones
// standing from before and the ones placed since, with the player's call
// ("on" or "off") where the rules allow one, and, for each the throw
// settled, the result and payout the table gave.
//
// Verify refuses what the rules do not allow at that moment (a Win Line
// wager placed or a Come wager made on the wrong roll, a line or come wager
// reduced or removed after its point, odds beyond the flat wager, a call on
// a wager that takes none), settles every wager the throw resolves at the
// table's odds, and returns the state the throw leaves in
// Verdict.Outcome.State. The game is rules.Sequenced: rules.CheckSequence
// (the service's and casinoctl verify's) compares each throw's declared
// state with the state the table's previous throw left, so a missing or
// out-of-order throw is a finding, never a guess; after a throw that
// declared a wrong state, the next is checked against the state the rules
// give (StateFrom), so one wrong record is one finding.
//
// The rule book's odds are minimums (lines 235-238, 1861-1862); the odds a
// table pays are its settings, refused below the minimum.
package craps

import (
	"fmt"

	"github.com/tablegames/casino/rules"
)

// GameID is the id records and the catalog use.
const GameID = "craps"

// uk cites a line or range of seed 002.
func uk(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }

// Rules the whole game cites.
var (
	citeSection = uk("1503-1866")
	// citeDice: two dice of faces 1 to 6 at every throw.
	citeDice = uk("1511-1513")
	// citeKinds: every wager is of a kind rule 8.17 specifies.
	citeKinds = uk("1544-1545")
	// citePoint: the Come Out Point is a 4, 5, 6, 8, 9 or 10 thrown on the
	// Come Out Roll; the Loser 7 follows it.
	citePoint = uk("1552-1558")
	// citeSequence: the point stands from the Come Out Roll to the throw
	// that repeats it or the Loser 7, which carries the table's state from
	// throw to throw.
	citeSequence = uk("1552-1563")
	// citeNoRemove: a Win Line or Come stake is not removed or reduced
	// after its point until it is won or lost.
	citeNoRemove = uk("1850-1853")
	// citeOffered: a table need not offer every bet.
	citeOffered = uk("1855-1859")
	// citeHigher: odds above the minimum are shown at the table.
	citeHigher = uk("1861-1862")
	// citeMinimumOdds: the book's odds are minimums (rule 2.4e).
	citeMinimumOdds = uk("235-238")
	// citeOperator: matters the rules do not cover are the operator's.
	citeOperator = uk("62-63")
	// citeShooter: the Shooter keeps a Win Line or Don't Win Line wager.
	citeShooter = uk("1538-1539")
)

// kind is a bet of the layout (rule 8.17).
type kind uint8

const (
	kPass kind = iota
	kDontPass
	kCome
	kDontCome
	kPassOdds
	kDontPassOdds
	kComeOdds
	kDontComeOdds
	kPlaceWin
	kPlaceLose
	kHardway
	kAnyCraps
	kCraps2
	kCraps3
	kCraps12
	kEleven
	kAnySeven
	kPair
	kCombination
	kField
	numKinds
)

// What a bet names beside its amount.
const (
	numNone  = iota // nothing: a line bet and its odds ride the table's point
	numPoint        // a box number: 4, 5, 6, 8, 9 or 10
	numCome         // a come point, or none while the wager is in the Come box
	numHard         // a double: 4, 6, 8 or 10
	dicePair        // two equal faces
	diceTwo         // two different faces
)

// bet describes one bet of rule 8.17.
type bet struct {
	id, name, wins, pays string
	rule                 rules.Cite
	// stands: the wager may stay on the layout from throw to throw.
	stands bool
	// names is what the wager names: numNone and the others above.
	names int
	// calls: the player may call the wager on or off (lines 1719-1731,
	// 1763-1766, 1784-1786; hardways by docs/interpretations.md CR5).
	calls bool
	// flat is the wager an odds bet stands behind.
	flat kind
}

var bets = [numKinds]bet{
	kPass: {id: "pass", name: "Win (Pass) Line", rule: uk("1573-1584"), stands: true,
		wins: "on the Come Out Roll a 7 or 11 (lost on 2, 3 or 12); then the Come Out Point before a 7",
		pays: "1 to 1 at least (pass_pays)"},
	kDontPass: {id: "dont_pass", name: "Don't Win (Don't Pass) Line", rule: uk("1585-1591"), stands: true,
		wins: "on the Come Out Roll a 3 or 12 (lost on 7 or 11, void on 2); then a 7 before the Come Out Point",
		pays: "1 to 1 at least (dont_pass_pays)"},
	kCome: {id: "come", name: "Come", rule: uk("1593-1597"), stands: true, names: numCome,
		wins: "as the Win Line, from the throw after it is placed: a 7 or 11 (lost on 2, 3 or 12), else its come point (number) before a 7",
		pays: "1 to 1 at least (come_pays)"},
	kDontCome: {id: "dont_come", name: "Don't Come", rule: uk("1599-1603"), stands: true, names: numCome,
		wins: "as the Don't Win Line, from the throw after it is placed: a 3 or 12 (lost on 7 or 11, void on 2), else a 7 before its come point (number)",
		pays: "1 to 1 at least (dont_come_pays)"},
	kPassOdds: {id: "pass_odds", name: "Behind the Win Line", rule: uk("1605-1620"), stands: true, flat: kPass,
		wins: "the Come Out Point before a 7; at most the Win Line wager",
		pays: "2 to 1 on 4 or 10, 3 to 2 on 5 or 9, 6 to 5 on 6 or 8, at least (odds_4_10_pays, odds_5_9_pays, odds_6_8_pays)"},
	kDontPassOdds: {id: "dont_pass_odds", name: "Behind the Don't Win Line (Don't Win Lay Bet)", rule: uk("1664-1678"), stands: true, flat: kDontPass,
		wins: "a 7 before the Come Out Point; to win at most the Don't Win Line wager",
		pays: "1 to 2 on 4 or 10, 2 to 3 on 5 or 9, 5 to 6 on 6 or 8, at least (lay_4_10_pays, lay_5_9_pays, lay_6_8_pays)"},
	kComeOdds: {id: "come_odds", name: "Behind the Come", rule: uk("1680-1686"), stands: true, names: numPoint, calls: true, flat: kCome,
		wins: "its come point (number) before a 7; at most the Come wager on that number; off on a Come Out Roll unless called on",
		pays: "as behind the Win Line"},
	kDontComeOdds: {id: "dont_come_odds", name: "Behind the Don't Come (Don't Come Lay Bet)", rule: uk("1688-1696"), stands: true, names: numPoint, calls: true, flat: kDontCome,
		wins: "a 7 before its come point (number); to win at most the Don't Come wager on that number; in action on a Come Out Roll unless called off",
		pays: "as behind the Don't Win Line"},
	kPlaceWin: {id: "place_win", name: "Place Bet to Win", rule: uk("1749-1766"), stands: true, names: numPoint, calls: true,
		wins: "its box number before a 7; off on a Come Out Roll unless called on",
		pays: "7 to 6 on 6 or 8, 7 to 5 on 5 or 9, 9½ to 5 on 4 or 10, at least (place_6_8_pays, place_5_9_pays, place_4_10_pays)"},
	kPlaceLose: {id: "place_lose", name: "Place Bet to Lose (Don't Lay Bet)", rule: uk("1768-1786"), stands: true, names: numPoint, calls: true,
		wins: "a 7 before its box number; in action on a Come Out Roll unless called off",
		pays: "4 to 5 on 6 or 8, 5 to 8 on 5 or 9, 5 to 11 on 4 or 10, at least (place_lose_6_8_pays, place_lose_5_9_pays, place_lose_4_10_pays)"},
	kHardway: {id: "hardway", name: "Hardways", rule: uk("1698-1708"), stands: true, names: numHard, calls: true,
		wins: "its number (4, 6, 8 or 10) thrown as a double before it is thrown otherwise or a 7 is",
		pays: "7½ to 1 on 4 or 10, 9½ to 1 on 6 or 8, at least (hard_4_pays, hard_6_pays, hard_8_pays, hard_10_pays)"},
	kAnyCraps: {id: "any_craps", name: "Any Craps", rule: uk("1788-1790"),
		wins: "the next throw is 2, 3 or 12", pays: "7½ to 1 at least (any_craps_pays)"},
	kCraps2: {id: "craps_2", name: "Craps 2", rule: uk("1791-1793"),
		wins: "the next throw is two 1s", pays: "33 to 1 at least (craps_2_pays)"},
	kCraps3: {id: "craps_3", name: "Craps 3", rule: uk("1794-1796"),
		wins: "the next throw is 3", pays: "16 to 1 at least (craps_3_pays)"},
	kCraps12: {id: "craps_12", name: "Craps 12", rule: uk("1797-1800"),
		wins: "the next throw is 12", pays: "33 to 1 at least (craps_12_pays)"},
	kEleven: {id: "eleven", name: "Eleven", rule: uk("1806-1807"),
		wins: "the next throw is 11", pays: "16 to 1 at least (eleven_pays)"},
	kAnySeven: {id: "any_seven", name: "Any Seven", rule: uk("1809-1810"),
		wins: "the next throw is 7", pays: "4 to 1 at least (any_seven_pays)"},
	kPair: {id: "pair", name: "A Specific Pair Combination", rule: uk("1812-1813"), names: dicePair,
		wins: "the next throw is the pair named (dice)", pays: "33 to 1 at least (pair_pays)"},
	kCombination: {id: "combination", name: "A Specific Non-Pair Combination", rule: uk("1815-1816"), names: diceTwo,
		wins: "the next throw is the two different faces named (dice)", pays: "16 to 1 at least (combination_pays)"},
	kField: {id: "field", name: "Field", rule: uk("1818-1823"),
		wins: "the next throw is 2, 3, 4, 9, 10, 11 or 12 (lost on 5, 6, 7 or 8)",
		pays: "1 to 1 on 3, 4, 9, 10 or 11, 2 to 1 on 2, 3 to 1 on 12, at least (field_pays, field_2_pays, field_12_pays)"},
}

// kinds finds a bet by the id records name it by.
var kinds = func() map[string]kind {
	m := make(map[string]kind, numKinds)
	for k := range numKinds {
		m[bets[k].id] = k
	}
	return m
}()

// kindOf returns the bet a record names.
func kindOf(id string) (kind, bool) {
	k, ok := kinds[id]
	return k, ok
}

// betIDs lists the bets in layout order.
func betIDs(only func(kind) bool) []string {
	var out []string
	for k := range numKinds {
		if only == nil || only(k) {
			out = append(out, bets[k].id)
		}
	}
	return out
}

// isPoint reports whether a total is a point: 4, 5, 6, 8, 9 or 10 (lines
// 1552-1553).
func isPoint(n int) bool {
	switch n {
	case 4, 5, 6, 8, 9, 10:
		return true
	}
	return false
}

// label names a wager with its number or faces for messages
// ("place_win 6", "pair 3-3").
func label(k kind, number int, dice [2]int) string {
	switch bets[k].names {
	case dicePair, diceTwo:
		return fmt.Sprintf("%s %d-%d", bets[k].id, dice[0], dice[1])
	}
	if number != 0 {
		return fmt.Sprintf("%s %d", bets[k].id, number)
	}
	return bets[k].id
}
