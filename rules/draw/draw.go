// Package draw verifies the draw poker games of seed 000
// (000_b1ea2c6eebf99c4b.txt) played player against player for a pot, the
// house taking only collection fees: Lowball (ace-to-five, with kill pots,
// lines 244-339), Kansas City Lowball (deuce-to-seven triple draw,
// 1521-1552), Badugi (906-927), Badacey (4432-4644), Badeucey (5929-6151),
// Archie (3428-3655), Match-It (929-971), and the board-and-draw games
// Dramaha (6583-6779) and 2-7 Dramaha (6354-6581).
//
// Every game shares one record (record.go): the button, the draws held, the
// board where there is one, each seat dealt in with the cards it was dealt
// and, draw by draw, the cards it discarded and the cards it drew, whether
// it folded, what it put in and what it collected, and the fees the house
// took. Decode checks the deck: a card is in one place at a time, a seat
// discards only cards it holds, draws as many as it discards, and a card
// comes back into play only after it was discarded in an earlier draw and
// the deck ran out (the reshuffle of lines 3562-3568). Verify rebuilds the
// main and side pots, ranks the hands left at the showdown by the game's
// portions (the whole pot in a lowball game, halves in the split games),
// awards each pot, compares the awards and the fees with the record, and
// for Lowball carries the kill button from hand to hand (kill.go).
package draw

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// BetPot is the one "bet" of a pot game: a seat's share of the pot.
const BetPot = "pot"

// Seat results in a settlement (rules/pot).
const (
	ResultWin   = "win"
	ResultSplit = "split"
	ResultLose  = "lose"
	ResultFold  = "fold"
)

// Odd-chip rules for the games whose rules state none.
const (
	// OddChipHighCardBySuit gives the odd chips of a split pot to the
	// winner holding the highest card, by rank and then suit: spades,
	// hearts, diamonds, clubs (lines 4570, 6075, 3964; 225-226).
	OddChipHighCardBySuit = "high_card_by_suit"
	// OddChipLeftOfButton gives them to the winner closest to the left of
	// the dealer button (lines 3572, 6505, 6705).
	OddChipLeftOfButton = "left_of_button"
)

// Decks a lowball table may deal (setting "deck").
const (
	DeckWithJoker = "53"
	DeckNoJoker   = "52"
)

// Match-It fee stages (setting "fee_stages").
const (
	// FeeStagesFlop reads the Hold'em schedule literally: Match-It's flop
	// is exposed with the deal, so fee #2 ("after the flop") is due on
	// every hand, and there is no turn, so fee #3 never is.
	FeeStagesFlop = "flop"
	// FeeStagesDraws takes fee #2 when the hand reaches its second betting
	// round (after the first draw) and fee #3 its third (after the second
	// draw), the rounds that follow the flop and the turn in Hold'em.
	FeeStagesDraws = "draws"
)

// boardKind says what community cards a game deals.
type boardKind uint8

const (
	noBoard boardKind = iota
	// matchFlop: Match-It's three-card flop, exposed with the deal (line
	// 944).
	matchFlop
	// dramahaBoard: the flop before the draw, the turn and the river after
	// it (lines 6444-6480).
	dramahaBoard
)

// portion is one part of the pot and how a hand is ranked for it.
type portion struct {
	name string
	rule rules.Cite
	// value ranks the final hand (and the board): higher wins; ok false
	// when the hand does not qualify.
	value func(hand, board []rules.Card) (v uint64, ok bool)
	// fallback ranks every hand when no eligible seat qualifies for this
	// portion nor for its elseTo (Archie).
	fallback func(hand, board []rules.Card) uint64
	describe func(v uint64) string
	elseTo   int
}

// variant is one game of the family: what its hands are, how many draws it
// has, who may sit, how its pot is divided and where its rules are.
type variant struct {
	id, name string
	sources  []rules.Cite
	decks    string
	// handSize is the number of cards a hand holds; draws the most draws a
	// hand has.
	handSize, draws int
	// handRule cites the hand size and draw count; drawRule the draw
	// procedure.
	handRule, drawRule rules.Cite
	board              boardKind
	// joker: the deck may hold one (the setting "deck" decides).
	joker    bool
	deckRule rules.Cite
	// positions is the number of seats at the table; minSeats and maxSeats
	// bound the seats dealt in.
	positions, minSeats, maxSeats int
	seatsRule                     rules.Cite
	portions                      []portion
	showdownRule                  rules.Cite
	// oddChip is the game's own odd-chip rule, or "" when the table
	// chooses (setting "odd_chip", default oddDefault).
	oddChip, oddDefault string
	oddRule             rules.Cite
	// splitRule cites the division of the pot into its portions.
	splitRule rules.Cite
	feesRule  rules.Cite
	wins      string
	pays      string
	// kill: the hand carries Lowball's kill button (kill.go).
	kill bool
	// feeStages: Match-It's setting of how its Hold'em schedule's stages
	// read.
	feeStages bool
	notes     []string
}

// The rule book lines shared by the family.
var (
	citeDrawExhaust  = rules.At(rules.Seed000, "3562-3568") // reshuffling the discards when the deck runs out
	citeHighCardSuit = rules.At(rules.Seed000, "4570")      // highest card by suit
	citeLeftButton   = rules.At(rules.Seed000, "3572")      // closest to the left of the button
)

// Settings are a draw table's compiled settings.
type Settings struct {
	game     *variant
	ChipUnit rules.Money
	OddChip  string
	// Deck is "53" (with the joker) or "52", for the lowball games.
	Deck string
	// FeeStages is Match-It's reading of its schedule's stages.
	FeeStages string
	// Schedule is the table's collection schedule option (nil: none).
	Schedule *fees.Option
}

// Values returns the settings in record form.
func (s *Settings) Values() map[string]string {
	out := map[string]string{
		"chip_unit":      s.ChipUnit.String(),
		fees.ScheduleKey: scheduleValue(s.Schedule),
	}
	if s.game.oddChip == "" {
		out["odd_chip"] = s.OddChip
	}
	if s.game.joker {
		out["deck"] = s.Deck
	}
	if s.game.feeStages {
		out["fee_stages"] = s.FeeStages
	}
	return out
}

func scheduleValue(o *fees.Option) string {
	if o == nil {
		return fees.NoSchedule
	}
	return o.Set.ID + "/" + o.Label
}

// specs are a game's table settings.
func (g *variant) specs() []rules.SettingSpec {
	out := []rules.SettingSpec{{
		Key:     "chip_unit",
		Default: "1.00",
		Range:   "0.01 or more",
		Check:   rules.MoneyAtLeast(1),
		Doc: "The smallest chip in play. A split pot gives each winner the same whole number of these chips; " +
			"what is left (the odd chips, and any amount smaller than one chip) goes to one winner by the odd-chip rule.",
		Rule: g.oddRule,
	}}
	if g.oddChip == "" {
		out = append(out, rules.SettingSpec{
			Key:     "odd_chip",
			Default: g.oddDefault,
			Allowed: []string{OddChipHighCardBySuit, OddChipLeftOfButton},
			Doc: "Who gets the odd chips of a split pot, which this game's rules do not say: the winner holding the " +
				"highest card by rank then suit, spades, hearts, diamonds, clubs (the draw games Badacey and Badeucey, " +
				"lines 4570 and 6075), or the winner closest to the left of the dealer button (Archie and the Dramaha " +
				"games, lines 3572, 6505, 6705).",
			Rule: g.oddRule,
		})
	}
	if g.joker {
		out = append(out, rules.SettingSpec{
			Key:     "deck",
			Default: DeckWithJoker,
			Allowed: []string{DeckWithJoker, DeckNoJoker},
			Doc: "The deck: 53 cards with the joker, which the rules rank as \"the lowest card not present in a " +
				"player's hand\", or 52 cards without it. The rules name the joker without saying the deck holds " +
				"one; a 53-card table accepts hands in which the joker was not dealt.",
			Rule: g.deckRule,
		})
	}
	if g.feeStages {
		out = append(out, rules.SettingSpec{
			Key:     "fee_stages",
			Default: FeeStagesFlop,
			Allowed: []string{FeeStagesFlop, FeeStagesDraws},
			Doc: "How Match-It reads the Hold'em schedule's stages (fee #2 \"after the flop\", fee #3 \"after the " +
				"turn\", line 6961): flop, the flop being exposed with the deal, so fee #2 is due on every hand and " +
				"fee #3 on none; or draws, fee #2 once the hand reaches the first draw and fee #3 the second, the " +
				"betting rounds that follow the flop and the turn in Hold'em.",
			Rule: rules.At(rules.Seed000, "6961"),
		})
	}
	return append(out, fees.ScheduleSetting(g.id))
}

func (g *variant) defaultSettings() *Settings {
	s, err := g.compile(nil)
	if err != nil {
		panic("draw: the defaults of " + g.id + " do not compile: " + err.Error())
	}
	return s
}

func (g *variant) compile(values map[string]string) (*Settings, error) {
	v, err := rules.NormalizeSettings(g.specs(), values)
	if err != nil {
		return nil, err
	}
	unit, err := rules.ParseMoney(v["chip_unit"])
	if err != nil {
		return nil, rules.Invalid("settings.chip_unit", "%v", err)
	}
	sched, err := fees.ScheduleFor(g.id, v[fees.ScheduleKey])
	if err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	s := &Settings{game: g, ChipUnit: unit, OddChip: g.oddChip, Deck: DeckNoJoker, Schedule: sched}
	if g.oddChip == "" {
		s.OddChip = v["odd_chip"]
	}
	if g.joker {
		s.Deck = v["deck"]
	}
	if g.feeStages {
		s.FeeStages = v["fee_stages"]
	}
	return s, nil
}

// settingsFor accepts this game's compiled settings, nil for the
// defaults, or any other rules.Settings by recompiling its values.
func (g *variant) settingsFor(s rules.Settings) (*Settings, error) {
	return rules.SettingsAs(s, g.defaultSettings, func(st *Settings) bool { return st.game == g }, (*Settings).check, g.compile)
}

// check validates settings built in code rather than compiled.
func (s *Settings) check() error {
	errs := &rules.InputError{}
	if s.ChipUnit <= 0 {
		errs.Add("settings.chip_unit", "%s must be at least 0.01", s.ChipUnit)
	}
	if !slices.Contains([]string{OddChipHighCardBySuit, OddChipLeftOfButton}, s.OddChip) {
		errs.Add("settings.odd_chip", "%q is not one of %s, %s", s.OddChip, OddChipHighCardBySuit, OddChipLeftOfButton)
	}
	return errs.Err()
}

// game is the rules.Game of one variant.
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
			Rule: v.showdownRule,
		}},
		Settings: v.specs(),
	}
}

func (g game) Settings(values map[string]string) (rules.Settings, error) { return g.v.compile(values) }

// Notes are the published figures and readings the game's page shows.
func (g game) Notes() []string { return g.v.notes }

// describeLow names an ace-to-five low from its pot key.
func describeLow(v uint64) string { return (poker.NoLow - poker.Low(v)).String() }

// lowKey is an ace-to-five low as a pot key: the better, the higher.
func lowKey(l poker.Low) uint64 { return l.Key() }

// deuceKey is a deuce-to-seven value as a pot key: the lower hand, the
// higher key.
func deuceKey(v poker.Value) uint64 { return uint64(^uint32(v)) }

func describeDeuce(v uint64) string { return poker.Value(^uint32(v)).String() }

func describeHigh(v uint64) string { return poker.Value(v).String() }

func describeBadugi(v uint64) string { return poker.Badugi(v).String() }

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

// variants are the family's games, in the catalog's order.
var variants = []*variant{lowball, kansasCity, badugi, badacey, badeucey, archie, matchIt, dramaha, dramaha27}
