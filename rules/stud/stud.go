// Package stud verifies the stud poker games of seed 000
// (000_b1ea2c6eebf99c4b.txt) played player against player for a pot, the
// house taking only collection fees.
//
// Every game shares one record (record.go): the last street dealt, the seat
// that brought it in, the seat that acted first on each later street, and
// each seat dealt in with its cards by street, face down and face up (the
// Super games' discarded hole card beside them), what it put in as ante and
// on each street, the street it folded on, what it collected, and the fees
// the house took. Decode checks the deck: every card in the game's deck, no
// card twice, a discard among the seat's own hole cards and never dealt
// again. Verify works out who had to bring it in and who acted first on
// each street by the game's own table of rules (order.go), rebuilds the main
// and side pots from the contributions, ranks the hands left at the
// showdown for each portion of the pot (the whole pot, or high and low
// halves), awards each pot with the odd chips by the game's rule, and
// compares the awards, the bring-in, the first to act and the fees with the
// record.
//
// Mexican Poker's record also names the player-dealer button, from whose
// left the deal and the ties count, and the streets before which each seat
// turned its down card face up, so that the cards it showed on each street
// and whether its joker was dealt face up follow from the record.
//
// A game is one file declaring a Variant: its deck, streets, evaluators,
// bring-in and first-to-act rules, split and odd-chip rules, fee stages and
// settings. The shared code reads nothing else.
package stud

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// BetPot is the one "bet" of a pot game: a seat's share of the pot.
const BetPot = "pot"

// Street is one dealing round of a stud game and the betting that follows
// it.
type Street struct {
	// Name is how the record and the people call it: "third", "fourth".
	Name string
	// Down and Up are the cards each live seat is dealt face down and face
	// up on the street.
	Down, Up int
	// Discard is how many hole cards each live seat throws away after the
	// street's betting (the Super games' one card, line 4725).
	Discard int
}

// OddChipRule picks, among the seats that tie for a portion of a pot (or
// win its portions), the one that takes the odd chips.
type OddChipRule string

// The odd-chip rules of the stud games.
const (
	// OddChipHighCard: the winner holding the highest card by rank (the
	// ace highest) and then suit, spades, hearts, diamonds, clubs, all its
	// cards counting (lines 225-226, 4757, 4968, 5187, 5847).
	OddChipHighCard OddChipRule = "high_card_by_suit"
	// OddChipLowCard: the winner holding the lowest card by rank (the ace
	// lowest) and then suit, clubs lowest (lines 226, 6279).
	OddChipLowCard OddChipRule = "low_card_by_suit"
	// OddChipFirstDealt: the winner dealt first, the first clockwise from
	// the dealer (the tie order of line 145).
	OddChipFirstDealt OddChipRule = "first_from_dealer"
	// OddChipHighHand: the odd chip of halving a pot goes to the high half
	// ("the chip goes to the high hand", line 225).
	OddChipHighHand OddChipRule = "high_hand"
	// OddChipBySetting: the odd chip of halving a pot goes by the table's
	// odd_chip setting, for a game whose rules name no odd-chip rule at
	// all (Super Razzdacey, lines 4349-4358).
	OddChipBySetting OddChipRule = "odd_chip_setting"
)

// Portion is one part of every pot and how a hand is ranked for it.
type Portion struct {
	Name string
	Rule rules.Cite
	// Value ranks a seat's final cards, higher winning; ok false when the
	// hand does not qualify (no low of eight or better).
	Value func(cards []rules.Card, st *Settings) (v uint64, ok bool)
	// Describe names a value for people.
	Describe func(v uint64) string
	// Else is the portion whose winners take this one when no eligible
	// hand qualifies for it.
	Else int
	// OddChip is the rule among the seats that tie for the portion, or ""
	// when the table's odd_chip setting decides; OddRule cites it.
	OddChip OddChipRule
	OddRule rules.Cite
	// ValueJoker, when set, ranks the cards in place of Value knowing
	// whether the seat's joker was dealt face up (Mexican Poker, line 360).
	ValueJoker func(cards []rules.Card, jokerUp bool, st *Settings) (v uint64, ok bool)
}

// BringIn says which door card must make the forced bet.
type BringIn struct {
	// Highest: the highest card brings it in (Razz, line 402); otherwise
	// the lowest (line 143).
	Highest bool
	// AceLow counts the ace as the lowest card, below the deuce; the
	// games of seed 000 count it high for the bring-in (lines 143, 221).
	AceLow bool
	// Key, when set, replaces the rank-and-suit order: the door card with
	// the highest key brings it in (a deck with a joker orders it itself).
	Key func(door rules.Card) int
	// Rule cites the bring-in rule.
	Rule rules.Cite
}

// BoardRule orders the up cards of the live seats on a street: the seat
// whose cards rank best under the rule acts first, a tie going to the seat
// dealt first.
type BoardRule struct {
	// Name says how the cards are ranked: "high" or "low".
	Name string
	// Key ranks up to four up cards, higher acting first.
	Key  func(up []rules.Card) uint64
	Rule rules.Cite
	// Ties cites the rule for equal boards.
	Ties rules.Cite
	// TiesToLast gives equal boards to the seat dealt last, the one
	// closest to the casino dealer's right (line 774), instead of the seat
	// dealt first.
	TiesToLast bool
	// KeyJoker, when set, ranks the cards showing in place of Key knowing
	// whether the seat's joker was dealt face up (Mexican Poker, line 360).
	KeyJoker func(up []rules.Card, jokerUp bool) uint64
}

// Variant is one stud game: everything that differs between the games.
type Variant struct {
	ID, Name string
	Sources  []rules.Cite
	// Decks describes the deck for the catalog; Deck lists its cards.
	Decks    string
	Deck     []rules.Card
	DeckRule rules.Cite
	// Seats is the highest seat number, seat 1 being the first to the
	// dealer's left; MinSeats and MaxSeats bound the seats dealt in.
	Seats, MinSeats, MaxSeats int
	SeatsRule                 rules.Cite
	// Streets are the dealing rounds, the first being the initial deal.
	Streets    []Street
	StreetRule rules.Cite
	// TurnUp: before a later street's card a seat may turn its down card
	// face up, and that street's card then comes to it face down (Mexican
	// Poker, line 347); the record's turned_up names those streets and a
	// seat's counts of down and up cards follow them. TurnRule cites it.
	TurnUp   bool
	TurnRule rules.Cite
	// Button: the record names the player-dealer button's seat, the deal
	// starts on its left, and ties for the bring-in and the first to act go
	// to the seat closest to it clockwise (Mexican Poker, lines 345,
	// 361-362). ButtonRule cites it.
	Button     bool
	ButtonRule rules.Cite
	// LegacyFeeStage, when set, is the stage of a hand whose last street
	// dealt has the index given under a legacy Pot Collection Procedure,
	// whose Opening Round is not the second street (Mexican Poker's
	// second upcard, the third card, line 390).
	LegacyFeeStage func(street int) fees.Stage
	// ShowdownCards is how many cards a hand plays from at the showdown
	// (seven: "Players must have seven cards to win", line 181).
	ShowdownCards int
	Portions      []Portion
	ShowdownRule  rules.Cite
	// DivisionOdd is who takes the odd chip of dividing a pot into its
	// portions: OddChipHighHand (also when left empty), or a seat rule
	// among every winner of the pot; DivisionRule cites it.
	DivisionOdd  OddChipRule
	DivisionRule rules.Cite
	// AsOne: seats that tie for every portion split the pot as one, "as
	// evenly as possible" (Seven-Card Stud High-Low, line 225); otherwise
	// every pot is halved and each half split among its own winners with
	// its own odd chips, whoever wins them. AsOneRule cites it.
	AsOne     bool
	AsOneRule rules.Cite
	// OddChipSetting: the game's rules leave the odd chip of a tie open, so
	// the table's odd_chip setting decides the portions without a rule.
	OddChipSetting bool
	BringIn        BringIn
	// FirstToAct is the rule of each street after the first, by street
	// index (FirstToAct[0] is unused).
	FirstToAct []BoardRule
	// Order, when set, picks the bring-in and first-to-act rules by the
	// table's settings (a game whose book allows two readings).
	Order func(st *Settings) (BringIn, []BoardRule)
	// BringInMustPlay: the bring-in "does not have the option to fold"
	// (line 4697).
	BringInMustPlay bool
	BringInPlayRule rules.Cite
	// FeeStage is the staged-fee stage of a hand whose last street dealt
	// has the index given; nil: the first street is stage 1, the second 2,
	// and any later street 3 (Designated Table Fee #2 after Fourth Street,
	// #3 after Fifth Street, line 8178).
	FeeStage func(street int) fees.Stage
	FeesRule rules.Cite
	// Specs are the game's own settings beside chip_unit, odd_chip and
	// the collection schedule.
	Specs []rules.SettingSpec
	// Wins and Pays describe the pot for the catalog; Notes the readings
	// the game's page shows.
	Wins, Pays string
	Notes      []string
}

// Stud is one stud game as the engine registers it.
type Stud struct{ v *Variant }

// New returns the rules.Game of a variant.
func New(v *Variant) Stud { return Stud{v} }

// Variant returns the game's declaration.
func (g Stud) Variant() *Variant { return g.v }

// Settings are a stud table's compiled settings.
type Settings struct {
	game     *Variant
	ChipUnit rules.Money
	// OddChip is the odd-chip rule of the portions whose game leaves it
	// open.
	OddChip OddChipRule
	// Values holds every setting in record form, the game's own included.
	values map[string]string
	// Schedule is the table's collection schedule option (nil: none).
	Schedule *fees.Option
}

// Value returns one setting in record form.
func (s *Settings) Value(key string) string { return s.values[key] }

// Values returns the settings in record form.
func (s *Settings) Values() map[string]string {
	out := make(map[string]string, len(s.values))
	for k, v := range s.values {
		out[k] = v
	}
	return out
}

// specs are every setting of a game.
func (v *Variant) specs() []rules.SettingSpec {
	// The chip unit matters for the odd chips: cite their rule.
	chipRule := rules.At(rules.Seed000, "225-226")
	if len(v.Portions) > 0 && v.Portions[0].OddRule.File != "" {
		chipRule = v.Portions[0].OddRule
	}
	out := []rules.SettingSpec{{
		Key:     "chip_unit",
		Default: "1.00",
		Range:   "0.01 or more",
		Check:   rules.MoneyAtLeast(1),
		Doc: "The smallest chip in play. A split pot (or a half of one) gives each winner the same whole number of " +
			"these chips; what is left, any amount smaller than one chip included, is the odd chips.",
		Rule: chipRule,
	}}
	if v.OddChipSetting {
		out = append(out, rules.SettingSpec{
			Key:     "odd_chip",
			Default: string(OddChipHighCard),
			Allowed: []string{string(OddChipHighCard), string(OddChipFirstDealt)},
			Doc: "Who gets the odd chips of a split pot, which this game's rules do not say: the winner holding the " +
				"highest card by rank then suit, spades, hearts, diamonds, clubs, all seven cards counting (the rule of " +
				"Seven-Card Stud High-Low, lines 225-226), or the winner dealt first, the first clockwise from the dealer " +
				"(the order that breaks ties for the first to act, line 145).",
			Rule: rules.At(rules.Seed000, "225-226"),
		})
	}
	out = append(out, v.Specs...)
	return append(out, fees.ScheduleSetting(v.ID))
}

func (v *Variant) defaults() *Settings {
	s, err := v.compile(nil)
	if err != nil {
		panic("stud: the defaults of " + v.ID + " are refused: " + err.Error())
	}
	return s
}

func (v *Variant) compile(values map[string]string) (*Settings, error) {
	n, err := rules.NormalizeSettings(v.specs(), values)
	if err != nil {
		return nil, err
	}
	unit, err := rules.ParseMoney(n["chip_unit"])
	if err != nil {
		return nil, rules.Invalid("settings.chip_unit", "%v", err)
	}
	sched, err := fees.ScheduleFor(v.ID, n[fees.ScheduleKey])
	if err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	s := &Settings{game: v, ChipUnit: unit, OddChip: OddChipHighCard, values: n, Schedule: sched}
	if v.OddChipSetting {
		s.OddChip = OddChipRule(n["odd_chip"])
	}
	return s, nil
}

// settingsFor accepts the game's compiled settings, nil for the defaults,
// or any other rules.Settings by recompiling its values.
func (v *Variant) settingsFor(s rules.Settings) (*Settings, error) {
	return rules.SettingsAs(s, v.defaults, func(st *Settings) bool { return st.game == v }, (*Settings).check, v.compile)
}

// check validates settings built in code rather than compiled.
func (s *Settings) check() error {
	errs := &rules.InputError{}
	if s.ChipUnit <= 0 {
		errs.Add("settings.chip_unit", "%s must be at least 0.01", s.ChipUnit)
	}
	if !slices.Contains([]OddChipRule{OddChipHighCard, OddChipFirstDealt}, s.OddChip) {
		errs.Add("settings.odd_chip", "%q is not one of %s, %s", s.OddChip, OddChipHighCard, OddChipFirstDealt)
	}
	return errs.Err()
}

func (g Stud) Info() rules.GameInfo {
	v := g.v
	return rules.GameInfo{
		ID:      v.ID,
		Name:    v.Name,
		Family:  "poker",
		Banking: "pot",
		Sources: v.Sources,
		Decks:   v.Decks,
		Wagers: []rules.WagerInfo{{
			Bet:  BetPot,
			Name: "Pot",
			Wins: v.Wins,
			Pays: v.Pays,
			Rule: v.ShowdownRule,
		}},
		Settings: v.specs(),
	}
}

func (g Stud) Settings(values map[string]string) (rules.Settings, error) { return g.v.compile(values) }

// Notes are the published figures and readings the game's page shows.
func (g Stud) Notes() []string { return g.v.Notes }

// cards returns how many cards a live seat holds face down and face up
// once street index k has been dealt, its discards taken away.
func (v *Variant) cards(k int) (down, up int) {
	for i := 0; i <= k && i < len(v.Streets); i++ {
		down += v.Streets[i].Down
		up += v.Streets[i].Up
		if i < k {
			down -= v.Streets[i].Discard
		}
	}
	return down, up
}

// dealtDown is how many cards a seat is dealt face down through street
// index k, discards included.
func (v *Variant) dealtDown(k int) int {
	n := 0
	for i := 0; i <= k && i < len(v.Streets); i++ {
		n += v.Streets[i].Down
	}
	return n
}

// discards is how many hole cards a seat live on street index k has thrown
// away before it.
func (v *Variant) discards(k int) int {
	n := 0
	for i := 0; i < k && i < len(v.Streets); i++ {
		n += v.Streets[i].Discard
	}
	return n
}

// streetIndex returns the index of a street by name.
func (v *Variant) streetIndex(name string) (int, bool) {
	for i, s := range v.Streets {
		if s.Name == name {
			return i, true
		}
	}
	return 0, false
}

func (v *Variant) streetNames() []string {
	out := make([]string, len(v.Streets))
	for i, s := range v.Streets {
		out[i] = s.Name
	}
	return out
}

// feeStage is the staged-fee stage of a hand whose last street dealt is k.
func (v *Variant) feeStage(k int) fees.Stage {
	if v.FeeStage != nil {
		return v.FeeStage(k)
	}
	return fees.StageDealt + fees.Stage(min(k, 2))
}

func cardStrings(cards []rules.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// SevenStreets are the streets of seven-card stud: two cards down and one
// up, three more up, the last down (line 137).
var SevenStreets = []Street{
	{Name: "third", Down: 2, Up: 1},
	{Name: "fourth", Up: 1},
	{Name: "fifth", Up: 1},
	{Name: "sixth", Up: 1},
	{Name: "seventh", Down: 1},
}

// SuperStreets are the Super games' streets: three cards down and one up,
// one hole card discarded after the first betting round, three more up,
// the last down (lines 4690, 4725, 4730-4740).
var SuperStreets = []Street{
	{Name: "third", Down: 3, Up: 1, Discard: 1},
	{Name: "fourth", Up: 1},
	{Name: "fifth", Up: 1},
	{Name: "sixth", Up: 1},
	{Name: "seventh", Down: 1},
}

// variants are the family's games, each added by its own file (register),
// in the order of the files' names.
var variants []*Variant

// register adds a game to the family's list, which the tests walk, and
// returns it: a game file declares var x = register(&Variant{...}).
func register(v *Variant) *Variant {
	variants = append(variants, v)
	return v
}
