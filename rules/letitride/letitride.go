// Package letitride verifies Let it Ride with its Three Card Bonus as Great
// Britain deals it (seed 002, 002_698357c067349aee.txt lines 2794-3143).
// Each player puts up three equal Mandatory Wagers, '1', '2' and '£'
// (lines 2862-2867), sees three cards, and may withdraw '1' before the
// first community card is shown and '2' before the second (lines
// 2884-2912); whatever is left is paid by the pay table on the five cards,
// a pair of tens or better (lines 2914-2935, 3068-3074). The optional
// Three Card Bonus pays on the player's three cards alone (lines
// 3076-3143). The house banks every wager.
//
// A record lists the two community cards, each seat's three cards with its
// two decisions (ride or withdraw), and the wagers as settled; Verify
// recomputes every wager with rules/poker: Eval5 for the five cards, Eval3
// for the Three Card Bonus.
package letitride

import (
	"fmt"
	"maps"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// GameID is the id records and the catalog use.
const GameID = "let-it-ride"

// The bets, as records name them: the Mandatory Wagers in the positions
// marked '1', '2' and '£' (line 2864), and the Three Card Bonus.
const (
	BetOne            = "one"
	BetTwo            = "two"
	BetPound          = "pound"
	BetThreeCardBonus = "three_card_bonus"
)

var betIDs = []string{BetOne, BetTwo, BetPound, BetThreeCardBonus}

// The decisions on wagers '1' and '2'.
const (
	// Ride leaves the wager in play (lines 2894, 2907).
	Ride = "ride"
	// Withdraw returns it to the player (lines 2891-2892, 2904-2905).
	Withdraw = "withdraw"
)

func at(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }

// The rule book lines the game cites.
var (
	citeSection   = at("2794-3143")
	citeDeck      = "line 2804" // a single pack of 52 cards
	citeDeal      = "lines 2874-2877"
	citeMandatory = "lines 2862-2867"
	citeBonusBet  = at("2868-2872") // the optional Three Card Bonus
	citeWithdraw1 = at("2888-2892") // '1' withdrawn and returned
	citeWithdraw2 = at("2901-2905") // '2' withdrawn and returned
	citeLoses     = at("3068-3070") // below a pair of tens: every wager in play lost
	citeBonusLose = at("3136-3138") // no pair: the Three Card Bonus lost
	citePayTables = at("2918-3047")
	citeBonusPTs  = at("3076-3134")
	citeCeiling   = at("3051-3066")
	citeHand      = at("2914-2917") // three cards and both community cards
)

// payRow is one line of a pay table.
type payRow struct {
	outcome string
	odds    rules.Odds
	rule    rules.Cite
}

// The classes of a five-card hand the main pay tables pay, from the top.
const (
	cRoyal = iota
	cStraightFlush
	cFour
	cFullHouse
	cFlush
	cStraight
	cThree
	cTwoPair
	cTensOrBetter
	numClasses
	cLose = numClasses // below a pair of tens
)

var classNames = [numClasses]string{"Royal Flush", "Straight Flush", "Four of a Kind", "Full House", "Flush", "Straight",
	"Three of a Kind", "Two Pairs", "Pair of Tens, Jacks, Queens, Kings or Aces"}

// classOf is the pay-table line a five-card hand qualifies for, or cLose:
// "The minimum winning hand ... is a pair of tens or better" (lines
// 2840-2841).
func classOf(v poker.Value) int {
	switch v.Category() {
	case poker.StraightFlush:
		if v.IsRoyal() {
			return cRoyal
		}
		return cStraightFlush
	case poker.FourOfAKind:
		return cFour
	case poker.FullHouse:
		return cFullHouse
	case poker.Flush:
		return cFlush
	case poker.Straight:
		return cStraight
	case poker.ThreeOfAKind:
		return cThree
	case poker.TwoPair:
		return cTwoPair
	case poker.OnePair:
		if v.Ranks()[0] >= rules.Ten {
			return cTensOrBetter
		}
	}
	return cLose
}

// mainTable is a pay table of rule 12.27: the odds of each class.
type mainTable struct {
	id, name string
	odds     [numClasses]int64 // n to 1; "Evens" is 1
	lines    [numClasses]string
}

func (t *mainTable) row(class int) payRow {
	return payRow{outcome: classNames[class], odds: rules.ToOne(t.odds[class]), rule: at(t.lines[class])}
}

// The main pay tables. The minimum odds (lines 2918-2935); pay tables 1 to
// 4 (lines 2948-3047). Pay tables 2 to 4 were extracted as three columns of
// hands (lines 2960-3006) and then three columns of odds (lines
// 3007-3047); the odds are read in document order, the asterisk of
// "1000 - 1*" (line 3038) tying the last column to pay table 4's footnote
// (interpretation LR3). Each row cites the line that prints its odds.
var mainTables = []mainTable{
	{"minimum", "Minimum odds", [numClasses]int64{100, 50, 25, 11, 8, 5, 3, 2, 1},
		[numClasses]string{"2921", "2922", "2924", "2926", "2928", "2929", "2931", "2933", "2935"}},
	{"1", "Pay table 1", [numClasses]int64{100, 50, 30, 15, 9, 6, 3, 2, 1},
		[numClasses]string{"2951", "2952", "2953", "2954", "2955", "2956", "2957", "2958", "2959"}},
	{"2", "Pay table 2", [numClasses]int64{200, 100, 40, 15, 9, 6, 3, 2, 1},
		[numClasses]string{"3009", "3010", "3011", "3013", "3015", "3017", "3019", "3021", "3023"}},
	{"3", "Pay table 3", [numClasses]int64{500, 100, 25, 15, 10, 5, 3, 2, 1},
		[numClasses]string{"3026", "3027", "3028", "3029", "3030", "3031", "3032", "3033", "3035"}},
	{"4", "Pay table 4", [numClasses]int64{1000, 200, 50, 11, 8, 5, 3, 2, 1},
		[numClasses]string{"3038", "3039", "3040", "3041", "3042", "3043", "3044", "3045", "3047"}},
}

// The classes of three cards the Three Card Bonus pays, from the top.
const (
	bMiniRoyal = iota
	bStraightFlush
	bThree
	bStraight
	bFlush
	bPair
	numBonusClasses
	bLose = numBonusClasses
)

var bonusNames = [numBonusClasses]string{"Mini Royal Flush (Suited Queen, King, Ace)", "Straight Flush", "Three of a Kind", "Straight", "Flush", "Pair"}

// bonusClassOf is the Three Card Bonus line of three cards, or bLose.
func bonusClassOf(v poker.Three) int {
	switch v.Category() {
	case poker.ThreeStraightFlush:
		if v.IsMiniRoyal() {
			return bMiniRoyal
		}
		return bStraightFlush
	case poker.ThreeTrips:
		return bThree
	case poker.ThreeStraight:
		return bStraight
	case poker.ThreeFlush:
		return bFlush
	case poker.ThreePair:
		return bPair
	}
	return bLose
}

// bonusTable is a Three Card Bonus pay table (rules 12.30, 12.31).
type bonusTable struct {
	id, name string
	odds     [numBonusClasses]int64
	lines    [numBonusClasses]string
}

func (t *bonusTable) row(class int) payRow {
	return payRow{outcome: bonusNames[class], odds: rules.ToOne(t.odds[class]), rule: at(t.lines[class])}
}

// The Three Card Bonus tables: the minimum odds (lines 3080-3086) and pay
// tables 1 to 3 (lines 3097-3134).
var bonusTables = []bonusTable{
	{"minimum", "Minimum odds", [numBonusClasses]int64{50, 40, 8, 4, 3, 1},
		[numBonusClasses]string{"3081", "3082", "3083", "3084", "3085", "3086"}},
	{"1", "Pay table 1", [numBonusClasses]int64{50, 40, 30, 6, 4, 1},
		[numBonusClasses]string{"3100", "3101", "3103", "3104", "3106", "3108"}},
	{"2", "Pay table 2", [numBonusClasses]int64{50, 40, 30, 5, 4, 1},
		[numBonusClasses]string{"3113", "3114", "3116", "3117", "3119", "3121"}},
	{"3", "Pay table 3", [numBonusClasses]int64{50, 40, 30, 6, 3, 1},
		[numBonusClasses]string{"3126", "3127", "3129", "3130", "3132", "3134"}},
}

// Setting keys and values.
const (
	keyPayTable      = "pay_table"
	keyBonusPayTable = "bonus_pay_table"
	keyRoyalCeiling  = "royal_flush_ceiling"
	// NoCeiling pays a Royal Flush in full.
	NoCeiling = "none"
)

func tableIDs[T any](ts []T, id func(*T) string) []string {
	out := make([]string, len(ts))
	for i := range ts {
		out[i] = id(&ts[i])
	}
	return out
}

var specs = []rules.SettingSpec{
	{Key: keyPayTable, Default: "1", Allowed: tableIDs(mainTables, func(t *mainTable) string { return t.id }), Rule: citePayTables,
		Doc: "The pay table of the Mandatory Wagers (rule 12.27): minimum, the minimum odds (lines 2918-2935), which the rule book " +
			"recommends be used only as a guide, not as a pay table (lines 2937-2941); or pay table 1 to 4 (lines 2948-3047). " +
			"Default 1, the first permitted table."},
	{Key: keyBonusPayTable, Default: "1", Allowed: tableIDs(bonusTables, func(t *bonusTable) string { return t.id }), Rule: citeBonusPTs,
		Doc: "The pay table of the Three Card Bonus (rules 12.30, 12.31): minimum, the minimum odds (lines 3080-3086), which the rule " +
			"book recommends be used only as a guide (lines 3088-3092); or pay table 1 to 3 (lines 3097-3134). Default 1."},
	{Key: keyRoyalCeiling, Default: NoCeiling, Allowed: []string{NoCeiling}, Range: "none, or an amount of 0.01 or more, with pay_table 4",
		Check: rules.MoneyAtLeast(1), Rule: citeCeiling,
		Doc: "The most a table pays one player for a Royal Flush on the Mandatory Wagers together, whatever their stakes and however " +
			"many remain in play; permitted only on the 1000 to 1 Royal Flush of pay table 4 (lines 3051-3066). none pays in full."},
}

// Settings are a table's compiled settings.
type Settings struct {
	// Main is the pay table of the Mandatory Wagers.
	Main *mainTable
	// Bonus is the pay table of the Three Card Bonus.
	Bonus *bonusTable
	// Ceiling caps a Royal Flush's total on the Mandatory Wagers; zero for
	// none.
	Ceiling rules.Money
}

// DefaultSettings returns the settings of a table that sets nothing.
func DefaultSettings() *Settings { return &Settings{Main: &mainTables[1], Bonus: &bonusTables[1]} }

// Values returns the settings in record form.
func (s *Settings) Values() map[string]string {
	c := NoCeiling
	if s.Ceiling > 0 {
		c = s.Ceiling.String()
	}
	return map[string]string{keyPayTable: s.Main.id, keyBonusPayTable: s.Bonus.id, keyRoyalCeiling: c}
}

func compileSettings(values map[string]string) (*Settings, error) {
	v, err := rules.NormalizeSettings(specs, values)
	if err != nil {
		return nil, err
	}
	s := &Settings{}
	for i := range mainTables {
		if mainTables[i].id == v[keyPayTable] {
			s.Main = &mainTables[i]
		}
	}
	for i := range bonusTables {
		if bonusTables[i].id == v[keyBonusPayTable] {
			s.Bonus = &bonusTables[i]
		}
	}
	if c := v[keyRoyalCeiling]; c != NoCeiling {
		if s.Ceiling, err = rules.ParseMoney(c); err != nil {
			return nil, rules.Invalid("settings."+keyRoyalCeiling, "%v", err)
		}
		if s.Main.id != "4" {
			return nil, rules.Invalid("settings."+keyRoyalCeiling, "a ceiling applies only to the 1000-1 Royal Flush payout of pay table 4 (lines 3051-3055); the table's pay_table is %s", s.Main.id)
		}
	}
	return s, nil
}

// settingsFor accepts this game's settings, nil for the defaults, or any
// other rules.Settings by compiling its values.
func settingsFor(s rules.Settings) (*Settings, error) {
	return rules.SettingsAs(s, DefaultSettings, nil, (*Settings).check, func(values map[string]string) (*Settings, error) {
		return compileSettings(maps.Clone(values))
	})
}

// check refuses settings built in code without a pay table.
func (s *Settings) check() error {
	if s.Main == nil || s.Bonus == nil || s.Ceiling < 0 || (s.Ceiling > 0 && s.Main.id != "4") {
		return rules.Invalid("settings", "incomplete Let it Ride settings %+v", *s)
	}
	return nil
}

type game struct{}

// New returns Let it Ride (Great Britain).
func New() rules.Game { return game{} }

func (game) Settings(values map[string]string) (rules.Settings, error) {
	return compileSettings(values)
}

func (game) Info() rules.GameInfo {
	var pts []rules.PayTable
	for i := range mainTables {
		t := &mainTables[i]
		pt := rules.PayTable{ID: t.id, Name: "Mandatory Wagers: " + t.name, Setting: keyPayTable}
		for c := range numClasses {
			r := t.row(c)
			pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: r.rule})
		}
		pts = append(pts, pt)
	}
	for i := range bonusTables {
		t := &bonusTables[i]
		pt := rules.PayTable{ID: "bonus_" + t.id, Name: "Three Card Bonus: " + t.name, Setting: keyBonusPayTable}
		for c := range numBonusClasses {
			r := t.row(c)
			pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: r.rule})
		}
		pts = append(pts, pt)
	}
	mandatory := func(bet, name, extra string, rule rules.Cite) rules.WagerInfo {
		return rules.WagerInfo{Bet: bet, Name: name, Rule: rule,
			Wins: "the player's three cards and the two community cards make a pair of tens or better" + extra,
			Pays: "the table's pay table (pay_table), 1 to 1 a pair of tens up to 100 to 1 or more a royal flush"}
	}
	return rules.GameInfo{
		ID:      GameID,
		Name:    "Let it Ride with the Three Card Bonus (Great Britain)",
		Family:  "poker",
		Banking: "house",
		Sources: []rules.Cite{citeSection},
		Decks:   "one pack of 52 cards (line 2804)",
		Wagers: []rules.WagerInfo{
			mandatory(BetOne, "Mandatory Wager '1'", "; withdrawn (returned, a push) before the first community card is shown", citeWithdraw1),
			mandatory(BetTwo, "Mandatory Wager '2'", "; withdrawn (returned, a push) before the second community card is shown", citeWithdraw2),
			mandatory(BetPound, "Mandatory Wager '£'", "; it cannot be withdrawn", at("2862-2867")),
			{Bet: BetThreeCardBonus, Name: "Three Card Bonus", Rule: citeBonusPTs,
				Wins: "optional, beside the Mandatory Wagers, of any amount within the table's limits: the player's own three cards hold a pair or better",
				Pays: "the table's Three Card Bonus pay table (bonus_pay_table), 1 to 1 a pair up to 50 to 1 a mini royal flush"},
		},
		PayTables: pts,
		Settings:  append([]rules.SettingSpec(nil), specs...),
	}
}

// Notes are published figures for the game's page.
func (game) Notes() []string {
	return []string{
		"Pay table 4 (1000, 200, 50, 11, 8, 5, 3, 2 and 1 to 1) is the common American table, whose house edge under the optimal " +
			"withdrawal strategy the Wizard of Odds gives as 3.51% of one unit bet (https://wizardofodds.com/games/let-it-ride/). " +
			"Counted over every deal, the engine's three Mandatory Wagers together return -0.035057 units per hand under it (3.5057%).",
		"Under the optimal strategy, the three Mandatory Wagers return per hand, in units of one wager: -0.059970 with the minimum " +
			"odds, -0.032848 with pay table 1, -0.024445 with pay table 2, -0.034262 with pay table 3 and -0.035057 with pay table 4.",
		"The rule book says the minimum odds \"carry a House Edge of 5.25%\" (lines 2937-2941). The engine finds 5.9970% of one " +
			"unit, or 4.9108% of the average amount left in play (1.221173 units); neither reading gives 5.25%, and the figure is not " +
			"reproduced (interpretation LR5).",
		"The rule book says the Three Card Bonus minimum odds carry \"a House Edge of 18.7%\" (lines 3088-3092); over the 22,100 " +
			"three-card hands they return -4,152/22,100 per unit, 18.787%, which the rule book truncates to a tenth.",
	}
}

// tableOf returns the main pay table with the given id.
func tableOf(id string) *mainTable {
	for i := range mainTables {
		if mainTables[i].id == id {
			return &mainTables[i]
		}
	}
	panic(fmt.Sprintf("letitride: no pay table %q", id))
}
