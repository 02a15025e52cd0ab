// Package holdem verifies Texas Hold'em hands played player against player
// for a pot, with the house taking only collection fees: seed 000
// (000_b1ea2c6eebf99c4b.txt) lines 1-59, and the No Limit rules at lines
// 61-74 that cover the no-limit, pot-limit and limit buy-in tables listed at
// line 6959.
//
// A record states who contributed what, who folded, the cards shown, the
// fees the house took and what each seat collected. Verify rebuilds the main
// and side pots from the contributions, ranks the hands left at the showdown
// with rules/poker, awards each pot and compares the awards with what the
// record declares. The betting itself (raise sizes, the no-limit reopening
// rule of line 67) cannot be checked: a record carries the chips each seat
// put in, not the sequence of actions that put them there.
package holdem

import (
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// GameID is the id records and the catalog use.
const GameID = "holdem"

// BetPot is the one "bet" of a pot game: a seat's share of the pot.
const BetPot = "pot"

// The rule book lines the game cites.
var (
	citeGame     = rules.At(rules.Seed000, "1-59")
	citeNoLimit  = rules.At(rules.Seed000, "61-74")
	citeShowdown = rules.At(rules.Seed000, "7")     // best five of hole cards and board; playing the board
	citeFees     = rules.At(rules.Seed000, "46-59") // Pot Collection Procedures: fees come from the pot
	citeLines    = rules.At(rules.Seed000, "6959")  // Texas Hold'em, Pot Limit, No Limit, Limit Buy-In
	// The Hold'em section gives no odd-chip rule. Short Deck Texas Hold'em,
	// the closest game, gives the chips to the player closest to the
	// button's left (line 5384, as do 2217 and 2222); the stud and
	// razz-family games give them to the highest card by suit (line 3964,
	// with the suit order; lines 225-226).
	citeOddLeft = rules.At(rules.Seed000, "5384")
	citeOddSuit = rules.At(rules.Seed000, "3964")
)

// Betting structures (line 6959; the No Limit rules at lines 61-74).
const (
	StructureLimit      = "limit"
	StructureNoLimit    = "no_limit"
	StructurePotLimit   = "pot_limit"
	StructureLimitBuyIn = "limit_buy_in"
)

// Odd-chip rules for split pots.
const (
	// OddChipLeftOfButton gives every odd chip of a split pot to the winner
	// closest to the left of the dealer button (line 5384).
	OddChipLeftOfButton = "left_of_button"
	// OddChipHighCardBySuit gives them to the winner holding the highest
	// hole card, by rank and then suit: spades, hearts, diamonds, clubs
	// (line 3964).
	OddChipHighCardBySuit = "high_card_by_suit"
)

// specs are the table settings of a Hold'em table.
var specs = []rules.SettingSpec{
	{
		Key:     "structure",
		Default: StructureLimit,
		Allowed: []string{StructureLimit, StructureNoLimit, StructurePotLimit, StructureLimitBuyIn},
		Doc: "Betting structure: limit, no limit, pot limit or limit buy-in no limit (the Hold'em games at line 6959; " +
			"no-limit rules at lines 61-74). It does not change who wins a pot; it selects the collection schedule. " +
			"The betting rules themselves cannot be checked from a record, which holds no action sequence.",
		Rule: citeLines,
	},
	{
		Key:     "chip_unit",
		Default: "1.00",
		Range:   "0.01 or more",
		Check:   rules.MoneyAtLeast(1),
		Doc: "The smallest chip in play. A split pot gives each winner the same whole number of these chips; " +
			"what is left (the odd chips, and any amount smaller than one chip, such as half of a dead blind) " +
			"goes to one winner by the odd_chip rule.",
		Rule: citeOddLeft,
	},
	{
		Key:     "odd_chip",
		Default: OddChipLeftOfButton,
		Allowed: []string{OddChipLeftOfButton, OddChipHighCardBySuit},
		Doc: "Who gets the odd chips of a split pot: the winner closest to the left of the dealer button " +
			"(line 5384, the rule of Short Deck Texas Hold'em; also lines 2217, 2222), or the winner holding the " +
			"highest hole card by rank then suit, spades, hearts, diamonds, clubs (line 3964; lines 225-226). " +
			"The Hold'em section (lines 1-59) states neither.",
		Rule: citeOddLeft,
	},
	fees.ScheduleSetting(GameID),
}

// Settings are a Hold'em table's compiled settings.
type Settings struct {
	Structure string
	ChipUnit  rules.Money
	OddChip   string
	// Schedule is the table's collection schedule option (nil: none).
	Schedule *fees.Option
}

// DefaultSettings returns the settings of a table that sets nothing.
func DefaultSettings() *Settings {
	return &Settings{Structure: StructureLimit, ChipUnit: rules.Dollars(1), OddChip: OddChipLeftOfButton}
}

// Values returns the settings in record form.
func (s *Settings) Values() map[string]string {
	return map[string]string{
		"structure":      s.Structure,
		"chip_unit":      s.ChipUnit.String(),
		"odd_chip":       s.OddChip,
		fees.ScheduleKey: scheduleValue(s.Schedule),
	}
}

func scheduleValue(o *fees.Option) string {
	if o == nil {
		return fees.NoSchedule
	}
	return o.Set.ID + "/" + o.Label
}

type game struct{}

// New returns the Texas Hold'em game.
func New() rules.Game { return game{} }

func (game) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      GameID,
		Name:    "Texas Hold'em",
		Family:  "poker",
		Banking: "pot",
		Sources: []rules.Cite{citeGame, citeNoLimit},
		Decks:   "one 52-card deck",
		Wagers: []rules.WagerInfo{{
			Bet:  BetPot,
			Name: "Pot",
			Wins: "each main or side pot goes to the best five-card hand, from two hole cards and the five board " +
				"cards, among the seats that have not folded and put in enough to be eligible for it; " +
				"a seat left alone when the others fold takes the pot without a showdown",
			Pays: "the pot less the house's fees; tied hands split it, odd chips by the odd_chip setting",
			Rule: citeShowdown,
		}},
		Settings: specs,
	}
}

func (game) Settings(values map[string]string) (rules.Settings, error) {
	return compileSettings(values)
}

func compileSettings(values map[string]string) (*Settings, error) {
	v, err := rules.NormalizeSettings(specs, values)
	if err != nil {
		return nil, err
	}
	unit, err := rules.ParseMoney(v["chip_unit"])
	if err != nil { // NormalizeSettings has checked it; this is belt and braces
		return nil, rules.Invalid("settings.chip_unit", "%v", err)
	}
	sched, err := fees.ScheduleFor(GameID, v[fees.ScheduleKey])
	if err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	if err := scheduleFitsStructure(sched, v["structure"]); err != nil {
		return nil, err
	}
	return &Settings{Structure: v["structure"], ChipUnit: unit, OddChip: v["odd_chip"], Schedule: sched}, nil
}

// scheduleFitsStructure: the legacy "No-Limit Poker" rates (LEG-NLP options
// NL… and NLT…, seed 000 lines 1398-1423) are a no-limit table's and the
// "Pot-Limit Poker" rates (PL…, PLT…, lines 1425-1438) a pot-limit table's
// (interpretation OS4).
func scheduleFitsStructure(o *fees.Option, structure string) error {
	if o == nil || o.Set.ID != "LEG-NLP" {
		return nil
	}
	want, name := StructureNoLimit, "No-Limit Poker"
	if strings.HasPrefix(o.Label, "PL") {
		want, name = StructurePotLimit, "Pot-Limit Poker"
	}
	if structure != want {
		return rules.Invalid("settings."+fees.ScheduleKey, "%s is a %s rate (%s); the table's structure is %s, not %s", o, name, o.Rule, structure, want)
	}
	return nil
}

// settingsFor accepts this game's compiled settings, nil for the defaults,
// or any other rules.Settings by recompiling its values.
func settingsFor(s rules.Settings) (*Settings, error) {
	return rules.SettingsAs(s, DefaultSettings, nil, (*Settings).check, compileSettings)
}

// check validates settings built in code rather than compiled.
func (s *Settings) check() error {
	errs := &rules.InputError{}
	if !slices.Contains(specs[0].Allowed, s.Structure) {
		errs.Add("settings.structure", "%q is not one of %s", s.Structure, strings.Join(specs[0].Allowed, ", "))
	}
	if s.ChipUnit <= 0 {
		errs.Add("settings.chip_unit", "%s must be at least 0.01", s.ChipUnit)
	}
	if !slices.Contains(specs[2].Allowed, s.OddChip) {
		errs.Add("settings.odd_chip", "%q is not one of %s", s.OddChip, strings.Join(specs[2].Allowed, ", "))
	}
	if err := scheduleFitsStructure(s.Schedule, s.Structure); err != nil {
		errs.Add("settings."+fees.ScheduleKey, "%v", err)
	}
	return errs.Err()
}
