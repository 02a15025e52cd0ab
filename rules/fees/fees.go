package fees

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Mechanism names how an option's fees are charged. The codes are the
// digest's (FM1a…FM10); FM6 (jackpot fee) and FM9 (match play coupon fee) are
// fee columns of other mechanisms, not mechanisms of their own.
type Mechanism string

const (
	// FlopStages: three designated table fees from the pot, after the deal,
	// the flop and the turn (line 6961).
	FlopStages Mechanism = "FM1a"
	// FlopStagesSmallBlind: as FlopStages, but fee #1 is taken from the small
	// blind position (line 7765).
	FlopStagesSmallBlind Mechanism = "FM1b"
	// DrawStages: after the deal, the first draw and the second draw (line 7854).
	DrawStages Mechanism = "FM1c"
	// StudStages: after the deal, Fourth Street and Fifth Street (line 8178).
	StudStages Mechanism = "FM1d"
	// LowballStages: two fees, after the deal and after the draw (line 8371).
	LowballStages Mechanism = "FM1e"
	// LowballThreeStages: "three fees" of which the text defines two (line
	// 8935); fee #3 is read as due after a second draw (interpretation A4).
	LowballThreeStages Mechanism = "FM1f"
	// DrawStagesSmallBlind: the draw games' own schedules (Archie line
	// 3585, Badacey 4572, Badeucey 6077): fee #1 from the small blind
	// position before the cards are dealt, #2 and #3 from the pot after the
	// first and the second draw.
	DrawStagesSmallBlind Mechanism = "FM1j"
	// TimedByPlayers: a fee from each player every half hour, the amount set
	// by the option's player count (line 7055).
	TimedByPlayers Mechanism = "FM2"
	// TimedByLimit: a fee from each player every half hour, the option chosen
	// by the table limit (lines 6936, 8535).
	TimedByLimit Mechanism = "FM3"
	// PerPlayerByPoint: a fee from each player once the hands are delivered,
	// by point value and number of players (line 8517).
	PerPlayerByPoint Mechanism = "FM4"
	// LegacyRegular: the per-hand Regular Table Fee of a hand that reaches the
	// Opening Round, by limit and players (lines 311, 323-325).
	LegacyRegular Mechanism = "FM5R"
	// LegacyDesignated: the per-hand Designated Table Fee of a hand that ends
	// before the Opening Round (lines 313, 329-331).
	LegacyDesignated Mechanism = "FM5D"
	// LegacyTime: time collection per player per half hour by limit (333-339).
	LegacyTime Mechanism = "FM5T"
	// PerBetAndHand: a player fee per betting circle wagered plus a
	// player-dealer fee per hand, by table limit (line 3015).
	PerBetAndHand Mechanism = "FM7"
	// TableAction: a player-dealer fee per hand by tier of total table action,
	// no player fee (line 3015); some options add a match play coupon fee
	// (FM9, line 3220).
	TableAction Mechanism = "FM8"
	// LegacyBaccarat9: the limit-keyed Baccarat 9 rates with the rule that a
	// changed minimum keeps the maximum's rate (lines 1109-1130).
	LegacyBaccarat9 Mechanism = "FM10"
	// The game-specific schedules of the flop games (flop.go).
	FlopStagesRegular    Mechanism = "FM1g"
	FlopStagesBeforeDeal Mechanism = "FM1h"
	DesignatedAndRegular Mechanism = "FM1i"
	// TimedByPlayerColumns (FM2b) also serves the draw games' timed
	// schedules, two player-count columns ("7 to 5" or "8 to 5", and "4 or
	// less"), the limit in the block's caption: Archie (line 3636), Badacey
	// (4621), Badeucey (6125), the Dramaha games (6560, 6758).
	TimedByPlayerColumns Mechanism = "FM2b"
	// The stud games' own schedules (stud.go).
	StudStagesBeforeDeal     Mechanism = "FM1k"
	StudStagesAfterHoleCards Mechanism = "FM1l"
	TimedFromPot             Mechanism = "FM2c"
	LegacyDesignatedFlat     Mechanism = "FM5DA"
	// The legacy No-Limit and Pot-Limit Poker rate tables (legacypoker.go).
	LegacyPokerHand Mechanism = "FM5P"
	LegacyPokerTime Mechanism = "FM5PT"
)

// Quality says how faithfully a row reproduces the seed.
type Quality string

const (
	// Clean: printed exactly so.
	Clean Quality = "clean"
	// Markup: printed so, with extraction noise (underline markup, shifted
	// cells, a stray duplicate layer) that changes no value.
	Markup Quality = "markup"
	// Interpreted: a value was reconstructed from context; the note says how.
	Interpreted Quality = "interpreted"
	// Unresolved: a best guess where the seed cannot be read; the note says so.
	Unresolved Quality = "unresolved"
)

// Payer is who pays an amount.
type Payer string

const (
	PayerPot          Payer = "pot"
	PayerSmallBlind   Payer = "small_blind"
	PayerEachPlayer   Payer = "each_player"
	PayerPlayer       Payer = "player" // per bet: the player whose wager it is
	PayerPlayerDealer Payer = "player_dealer"
	PayerCouponUser   Payer = "coupon_user"
)

// Per is what one amount is charged for.
type Per string

const (
	PerHand     Per = "hand"
	PerBet      Per = "bet"
	PerHalfHour Per = "player_half_hour"
	PerDeal     Per = "player_deal"
	PerCoupon   Per = "coupon"
)

// Amount is one fee with where it comes from. Money is never computed from a
// pot, a wager or a win: every amount is a flat figure printed in the seed.
type Amount struct {
	Money rules.Money `json:"money"`
	Payer Payer       `json:"payer"`
	Per   Per         `json:"per"`
	// Rule is the seed line the amount is printed on.
	Rule rules.Cite `json:"rule"`
	// Procedure is the paragraph that says how and when it is collected.
	Procedure rules.Cite `json:"procedure"`
	Quality   Quality    `json:"quality"`
}

// Set is one schedule set: a heading of the seed naming games, and the
// numbered options beneath it. Option numbers are unique only within a set.
type Set struct {
	ID      string
	Title   string
	Heading rules.Cite
	Games   []Game
	Cap     RateCap
	// Repeats lists option numbers the seed prints twice in this set; the
	// second printing is option "Nb".
	Repeats []int
	// Unnumbered sets print no option numbers; their labels are the engine's.
	Unnumbered bool
	Blocks     []*Block
	Options    []*Option
	byLabel    map[string]*Option
	// groups are the player-count groups (groups.go), found by label too.
	groups []*Option
}

// Game is a game named in a set's heading.
type Game struct {
	Name string
	// GEGA is the Bureau id printed beside the name, if any.
	GEGA string
	// Catalog is the engine's game id.
	Catalog string
	Note    string
}

// RateCap is the most collection rates the seed allows, per table limit
// (one option) or per table. Rates 0 means the schedule states no cap.
type RateCap struct {
	Rates    int
	PerTable bool
	Rule     rules.Cite
}

// Block is the options one rule paragraph governs.
type Block struct {
	ID        string
	Mechanism Mechanism
	Rule      rules.Cite
	// Says is the option range as the rule paragraph prints it.
	Says string
	// Limit is the block's limit line as printed (poker blocks).
	Limit     string
	LimitRule rules.Cite
	Note      string
	// Columns name the fee columns of each row, in print order.
	Columns []string
	// TierColumns name the cells of a tier line, in print order.
	TierColumns []string
	Options     []*Option
}

// Option is one schedule option.
type Option struct {
	Set   *Set
	Block *Block
	// Label identifies the option within its set: the printed number, "5b"
	// for the second printing of a repeated 5, or for unnumbered legacy
	// tables the table and limit ("R15-30", "25-200").
	Label string
	// Number is the printed option number (0 where none is printed).
	Number    int
	Mechanism Mechanism
	// Players is the option's "Number of Players" (FM1, FM2).
	Players PlayerCount
	// Limit is the option's table limit, point value or legacy limit.
	Limit Limit
	// Blind is the legacy Lowball blind structure as printed.
	Blind string
	fees  []component
	Tiers []Tier
	Rule  rules.Cite
	// Quality, Unprinted and Note describe how the row reads in the seed;
	// Unprinted names the fields not printed on the cited line.
	Quality   Quality
	Unprinted []string
	Note      string
	// rows are a player-count group's options (groups.go); nil for one
	// printed row.
	rows []*Option
}

type component struct {
	column string
	money  rules.Money
	na     bool // printed "N/A"
}

// Tier is one band of total table action and the player-dealer fee for it.
type Tier struct {
	Text string
	Min  rules.Money
	// Max is the band's upper bound; Open bands ("$1,505+") have none.
	Max     rules.Money
	Open    bool
	Fee     rules.Money
	Rule    rules.Cite
	Quality Quality
	Note    string
}

// Limit is a table limit as printed, with its bounds.
type Limit struct {
	Text string
	Min  rules.Money
	Max  rules.Money
	// NoMax: "No Limit" or an open "+" upper end.
	NoMax bool
}

// PlayerCount is a "Number of Players" condition: Min..Max inclusive, Max 0
// for "N or more".
type PlayerCount struct {
	Text string
	Min  int
	Max  int
}

// Admits reports whether n players meet the condition.
func (p PlayerCount) Admits(n int) bool {
	return n >= 1 && n >= p.Min && (p.Max == 0 || n <= p.Max)
}

func (p PlayerCount) String() string { return p.Text }

// Errors returned by lookups; test them with errors.Is.
var (
	ErrUnknownSet    = errors.New("unknown schedule set")
	ErrUnknownOption = errors.New("unknown schedule option")
	// ErrNotApplicable: the option's mechanism has no such fee.
	ErrNotApplicable = errors.New("fee not applicable to this option")
	// ErrPlayers: the hand's player count is outside the option's condition
	// or the columns of its table.
	ErrPlayers = errors.New("player count not covered by the option")
	// ErrNotInSeed: the seed names the fee but prints no amount.
	ErrNotInSeed = errors.New("amount not printed in the seed")
)

// Sets returns every schedule set, in the order of the seed. Sets, options
// and tiers are shared, read-only values.
func Sets() []*Set { return slices.Clone(embedded().sets) }

// FindSet returns the set with the given id ("CA-EZB").
func FindSet(id string) (*Set, error) {
	if s, ok := embedded().byID[id]; ok {
		return s, nil
	}
	return nil, fmt.Errorf("fees: %w %q (known: %s)", ErrUnknownSet, id, strings.Join(embedded().ids(), ", "))
}

// Lookup returns option label of set id: Lookup("CA-EZB", "31").
func Lookup(set, option string) (*Option, error) {
	s, err := FindSet(set)
	if err != nil {
		return nil, err
	}
	return s.Lookup(option)
}

// SetsForGame returns the sets whose headings name the catalog game, in the
// order of the seed. A game under several sets (Texas Hold'em under HOLDEM-1
// and FLOP-2) must be configured with the set as well as the option.
func SetsForGame(gameID string) []*Set {
	var out []*Set
	for _, s := range embedded().sets {
		for _, g := range s.Games {
			if g.Catalog == gameID {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// Lookup returns the option with the given label.
func (s *Set) Lookup(option string) (*Option, error) {
	if o, ok := s.byLabel[option]; ok {
		return o, nil
	}
	return nil, fmt.Errorf("fees: %w %q in set %s (%s)", ErrUnknownOption, option, s.ID, s.labelSummary())
}

// Labels returns the option labels in print order.
func (s *Set) Labels() []string {
	out := make([]string, len(s.Options))
	for i, o := range s.Options {
		out[i] = o.Label
	}
	return out
}

func (s *Set) labelSummary() string {
	if len(s.Options) == 0 {
		return "no options"
	}
	if s.Unnumbered {
		return "options " + strings.Join(s.Labels(), ", ")
	}
	lo, hi := s.Options[0].Number, s.Options[0].Number
	for _, o := range s.Options {
		lo, hi = min(lo, o.Number), max(hi, o.Number)
	}
	sum := fmt.Sprintf("options %d to %d", lo, hi)
	if len(s.Repeats) > 0 {
		var b []string
		for _, r := range s.Repeats {
			b = append(b, strconv.Itoa(r)+"b")
		}
		sum += " and " + strings.Join(b, ", ")
	}
	return sum
}

// OptionForTableLimit returns the option of a set keyed by table limit or
// point value (FM3, FM4) whose limit is the given amount; an open option
// ("$101 +") takes every amount from its minimum up.
func (s *Set) OptionForTableLimit(limit rules.Money) (*Option, error) {
	for _, o := range s.Options {
		if o.Mechanism != TimedByLimit && o.Mechanism != PerPlayerByPoint {
			continue
		}
		if limit == o.Limit.Min || (o.Limit.NoMax && limit >= o.Limit.Min) {
			return o, nil
		}
	}
	return nil, fmt.Errorf("fees: %w: set %s has no option for a table limit of %s", ErrUnknownOption, s.ID, limit)
}

// String names the option as "SET option LABEL", a player-count group as
// "SET options A, B, C by the players dealt in".
func (o *Option) String() string {
	if o.rows != nil {
		labels := make([]string, len(o.rows))
		for i, r := range o.rows {
			labels[i] = r.Label
		}
		return o.Set.ID + " options " + strings.Join(labels, ", ") + " by the players dealt in"
	}
	return o.Set.ID + " option " + o.Label
}

// Admits reports whether the option applies to a hand with n players. Options
// without a player condition admit any count; a player-count group admits
// the counts its rows admit.
func (o *Option) Admits(n int) bool {
	if o.rows != nil {
		return o.RowFor(n) != nil
	}
	if o.Players.Text == "" {
		return n >= 1
	}
	return o.Players.Admits(n)
}

func (o *Option) fee(column string) (component, bool) {
	for _, c := range o.fees {
		if c.column == column {
			return c, true
		}
	}
	return component{}, false
}

// Fees returns the option's flat fee columns (tiers aside) as printed, by
// column name: dtf1, fee, p4, player_fee, pd_fee, match_play_fee... A "N/A"
// cell is left out.
func (o *Option) Fees() map[string]rules.Money {
	out := make(map[string]rules.Money, len(o.fees))
	for _, c := range o.fees {
		if !c.na {
			out[c.column] = c.money
		}
	}
	return out
}

func (o *Option) amount(m rules.Money, payer Payer, per Per) Amount {
	return Amount{Money: m, Payer: payer, Per: per, Rule: o.Rule, Procedure: o.Block.Rule, Quality: o.Quality}
}
