// Package flop verifies the flop games of seed 000 (000_b1ea2c6eebf99c4b.txt)
// that players play against each other for a pot, the house taking only
// collection fees: Crazy Pineapple (lines 76-131), Reverse Hold'em (lines
// 424-467), Short Deck Texas Hold'em (lines 5267-5525), Omaha and Omaha
// High/Low with No Limit Omaha (lines 1219-1263), Five Card Omaha High/Low
// Split (lines 2103-2274) and Double Board Omaha (lines 3657-3838). Texas
// Hold'em itself is rules/holdem; these games share its record and the pot
// machinery of rules/pot.
//
// A record states the button, the board (two boards in Double Board
// Omaha), each seat dealt in with its hole cards, what it contributed and
// what it collected, and the fees the house took. Verify rebuilds the main
// and side pots, values the hands left at the showdown by the game's own
// rule (any five of hole cards and board; exactly two hole cards and three
// board cards in the Omaha games; the Short Deck ranking), divides each
// pot into its portions (the whole pot; high and low halves; one half per
// board), and compares every seat's collection and every fee with the
// rules'. The betting itself cannot be checked: a record carries the chips
// each seat put in, not the actions that put them there.
//
// Each game is one file: its rule lines, settings and the variant that
// tells the shared code its cards, boards and hands. record.go decodes and
// checks a record, verify.go awards the pots, fees.go checks the fees,
// entry.go declares the hand-entry form.
package flop

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// BetPot is the one "bet" of a pot game: a seat's share of the pot.
const BetPot = "pot"

// How a game makes its hands at the showdown.
type handRule int

const (
	// anyFive: the best five of the hole cards and the board, the board
	// alone included ("playing the board").
	anyFive handRule = iota
	// shortDeck: anyFive under the Short Deck ranking (lines 5279-5310).
	shortDeck
	// exactlyTwo: exactly two hole cards and three board cards (Omaha).
	exactlyTwo
)

// variant tells the shared code what differs between the games.
type variant struct {
	id, name string
	sources  []rules.Cite
	decks    string
	// hole is the number of cards each seat is dealt face down.
	hole int
	// seats is the highest seat number; players the most seats dealt in.
	seats, players int
	// deck36 deals from the 36-card Short Deck (sixes to aces).
	deck36 bool
	// boards is 1, or 2 for Double Board Omaha; boardSizes the board
	// lengths a record may show (none, the flop, the turn, the river), the
	// last being the full board.
	boards     int
	boardSizes []int
	// streets names what each board length after none was called, for
	// messages: "the flop", "the turn", "the river".
	streets []string
	hand    handRule
	// discards: Crazy Pineapple's seats discard hole cards (line 80).
	discards bool
	// hiLo8: every pot is split high and 8-or-better low (Five Card
	// Omaha); otherwise the split setting decides.
	hiLo8 bool
	// rules cited
	citeDeal, citeShowdown, citeBoard, citeFees, citeSeats rules.Cite
	// citeOddLeft is the game's own odd-chip rule, if it has one.
	citeOddLeft rules.Cite
	specs       []rules.SettingSpec
	wins, pays  string
}

// fullBoard is the length of a complete board.
func (v *variant) fullBoard() int { return v.boardSizes[len(v.boardSizes)-1] }

// Settings values shared by several games.
const (
	// OddChipLeftOfButton gives the odd chips of a split to the winner
	// closest to the left of the dealer button (lines 2217, 2222, 3767,
	// 5384).
	OddChipLeftOfButton = "left_of_button"
	// OddChipHighCardBySuit gives them to the winner holding the highest
	// hole card by rank, then suit: spades, hearts, diamonds, clubs (lines
	// 225-226, 3964).
	OddChipHighCardBySuit = "high_card_by_suit"
	// OddChipHighHand gives the odd chip of halving a pot to the high half
	// ("the chip goes to the high hand", line 225).
	OddChipHighHand = "high_hand"
)

// Lines every game cites.
var (
	citeOddSuit     = rules.At(rules.Seed000, "3964")
	citeOddHighHand = rules.At(rules.Seed000, "225")
)

// chipUnitSpec is the smallest chip, shared by every game.
func chipUnitSpec(rule rules.Cite) rules.SettingSpec {
	return rules.SettingSpec{
		Key:     "chip_unit",
		Default: "1.00",
		Range:   "0.01 or more",
		Check:   rules.MoneyAtLeast(1),
		Doc: "The smallest chip in play. A split pot (or a half of one) gives each winner the same whole number of " +
			"these chips; what is left, any amount smaller than one chip included, is the odd chips.",
		Rule: rule,
	}
}

// oddChipSpec is the odd-chip setting of a game whose rules state no
// odd-chip rule (as Texas Hold'em's, docs/interpretations.md H3).
func oddChipSpec(game string) rules.SettingSpec {
	return rules.SettingSpec{
		Key:     "odd_chip",
		Default: OddChipLeftOfButton,
		Allowed: []string{OddChipLeftOfButton, OddChipHighCardBySuit},
		Doc: "Who gets the odd chips of a split pot: the winner closest to the left of the dealer button (the rule of " +
			"the book's other flop games, lines 2217, 2222, 3767, 5384), or the winner holding the highest hole card by " +
			"rank then suit, spades, hearts, diamonds, clubs (line 3964; lines 225-226). The " + game + " rules state neither.",
		Rule: rules.At(rules.Seed000, "5384"),
	}
}

// Settings are a flop game table's compiled settings. Only the fields of
// the game's own settings are used.
type Settings struct {
	game      *variant
	ChipUnit  rules.Money
	OddChip   string
	Structure string
	// Split is "high" or "high_low" (Omaha).
	Split string
	// LowQualifier is the highest card of a qualifying low (8 for
	// 8-or-better), 0 for none.
	LowQualifier int
	// SplitOddChip is who takes the odd chip of dividing a pot into its
	// portions: OddChipHighHand or OddChipLeftOfButton.
	SplitOddChip string
	// TiedHalves is how a pot is divided when the same seats tie for the
	// high and for the low: TiedHalvesHalves or TiedHalvesAsOne.
	TiedHalves string
	// Discards is Crazy Pineapple's discard rule.
	Discards string
	// Schedule is the table's collection schedule option (nil: none).
	Schedule *fees.Option
}

// Values returns the settings in record form.
func (s *Settings) Values() map[string]string {
	out := map[string]string{}
	for _, sp := range s.game.specs {
		switch sp.Key {
		case "chip_unit":
			out[sp.Key] = s.ChipUnit.String()
		case "odd_chip":
			out[sp.Key] = s.OddChip
		case "structure":
			out[sp.Key] = s.Structure
		case "split":
			out[sp.Key] = s.Split
		case "low_qualifier":
			out[sp.Key] = qualifierValue(s.LowQualifier)
		case "split_odd_chip":
			out[sp.Key] = s.SplitOddChip
		case "tied_halves":
			out[sp.Key] = s.TiedHalves
		case "discards":
			out[sp.Key] = s.Discards
		case fees.ScheduleKey:
			out[sp.Key] = fees.NoSchedule
			if s.Schedule != nil {
				out[sp.Key] = s.Schedule.Set.ID + "/" + s.Schedule.Label
			}
		}
	}
	return out
}

func qualifierValue(q int) string {
	if q == 0 {
		return "none"
	}
	return strconv.Itoa(q)
}

// split reports whether the pot is divided between a high and a low hand.
func (s *Settings) split() bool { return s.Split == SplitHighLow }

// defaults returns the settings of a table that sets nothing.
func (v *variant) defaults() *Settings {
	s, err := v.compile(nil)
	if err != nil {
		panic("flop: the defaults of " + v.id + " are refused: " + err.Error())
	}
	return s
}

// compile checks a table's values against the game's settings.
func (v *variant) compile(values map[string]string) (*Settings, error) {
	n, err := rules.NormalizeSettings(v.specs, values)
	if err != nil {
		return nil, err
	}
	s := &Settings{game: v}
	for _, sp := range v.specs {
		val := n[sp.Key]
		switch sp.Key {
		case "chip_unit":
			if s.ChipUnit, err = rules.ParseMoney(val); err != nil {
				return nil, rules.Invalid("settings.chip_unit", "%v", err)
			}
		case "odd_chip":
			s.OddChip = val
		case "structure":
			s.Structure = val
		case "split":
			s.Split = val
		case "low_qualifier":
			if val != "none" {
				s.LowQualifier, _ = strconv.Atoi(val) // NormalizeSettings has checked it
			}
		case "split_odd_chip":
			s.SplitOddChip = val
		case "tied_halves":
			s.TiedHalves = val
		case "discards":
			s.Discards = val
		case fees.ScheduleKey:
			if s.Schedule, err = fees.ScheduleFor(v.id, val); err != nil {
				return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
			}
		}
	}
	// A game without the setting has its rule fixed by the book.
	if s.OddChip == "" {
		s.OddChip = OddChipLeftOfButton
	}
	if s.Split == "" {
		s.Split = SplitHigh
		if v.hiLo8 {
			s.Split, s.LowQualifier = SplitHighLow, 8
		}
	}
	if s.SplitOddChip == "" {
		s.SplitOddChip = OddChipLeftOfButton
	}
	if s.TiedHalves == "" {
		s.TiedHalves = TiedHalvesHalves
	}
	return s, nil
}

// settingsFor accepts the game's compiled settings, nil for the defaults,
// or any other rules.Settings by recompiling its values.
func (v *variant) settingsFor(s rules.Settings) (*Settings, error) {
	return rules.SettingsAs(s, v.defaults, func(st *Settings) bool { return st.game == v }, (*Settings).check, v.compile)
}

// check validates settings built in code rather than compiled.
func (s *Settings) check() error {
	errs := &rules.InputError{}
	if s.ChipUnit <= 0 {
		errs.Add("settings.chip_unit", "%s must be at least 0.01", s.ChipUnit)
	}
	for _, sp := range s.game.specs {
		val, ok := s.Values()[sp.Key]
		if !ok || len(sp.Allowed) == 0 || slices.Contains(sp.Allowed, val) {
			continue
		}
		if sp.Check == nil || sp.Check(val) != nil {
			errs.Add("settings."+sp.Key, "%q is not one of %s", val, strings.Join(sp.Allowed, ", "))
		}
	}
	return errs.Err()
}

// game is one flop game: the rules.Game of a variant.
type game struct{ v *variant }

func (g game) Info() rules.GameInfo {
	v := g.v
	return rules.GameInfo{
		ID:      v.id,
		Name:    v.name,
		Family:  "poker",
		Banking: "pot",
		Sources: v.sources,
		Decks:   v.decks,
		Wagers: []rules.WagerInfo{{
			Bet:  BetPot,
			Name: "Pot",
			Wins: v.wins,
			Pays: v.pays,
			Rule: v.citeShowdown,
		}},
		Settings: v.specs,
	}
}

func (g game) Settings(values map[string]string) (rules.Settings, error) {
	return g.v.compile(values)
}

// Split values of Omaha's split setting.
const (
	SplitHigh    = "high"
	SplitHighLow = "high_low"
)

// Values of Omaha's tied_halves setting: how a pot is divided when the same
// seats win the high and the low.
const (
	// TiedHalvesHalves halves the pot and splits each half among its own
	// winners with its own odd chips, as Five Card Omaha High/Low says
	// (line 2218).
	TiedHalvesHalves = "halves"
	// TiedHalvesAsOne splits the pot among them as one, "as evenly as
	// possible" (line 225, Seven-Card Stud High-Low's rule).
	TiedHalvesAsOne = "as_one"
)
