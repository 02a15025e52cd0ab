// Package holdembonus verifies Texas Hold'em Bonus Progressive as Marina Bay
// Sands deals it (seed 001, 001_eb83dee4669f54f9.txt): each player plays his
// two hole cards and the five community cards against the dealer's, for an
// Ante and the Flop, Turn and River wagers (Rule 4.1.1, lines 117-122), with
// an optional Bonus on the hole cards (lines 124-133) and an optional
// Progressive Jackpot wager (lines 135-155).
//
// The house banks every wager. A record lists the community cards, the
// dealer's hole cards, each playing position's hole cards and decision
// (folded, declined the comparison, or void with a reason), and the wagers
// as settled at the table; Verify recomputes every wager's settlement from
// the cards with rules/poker.
package holdembonus

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/tablegames/casino/rules"
)

// GameID is the id records and the catalog use.
const GameID = "holdem-bonus-progressive"

// The bets of a playing position (lines 44-45), as records name them.
const (
	BetAnte        = "ante"
	BetBonus       = "bonus"
	BetFlop        = "flop"
	BetTurn        = "turn"
	BetRiver       = "river"
	BetProgressive = "progressive"
)

// betIDs lists the bets in layout order (line 44).
var betIDs = []string{BetAnte, BetBonus, BetFlop, BetTurn, BetRiver, BetProgressive}

// MaxPositions is the largest layout: "4 to 7 playing positions" (line 193).
const MaxPositions = 7

func at(lines string) rules.Cite { return rules.At(rules.Seed001, lines) }

// The rule book lines the game cites.
var (
	citeRules      = at("1-193")
	citeDeck       = at("42")      // one deck of 52 cards without jokers
	citeAnte       = at("56")      // an Ante to take part
	citeSideBets   = at("60")      // Bonus and Progressive after an Ante
	citeDealing    = at("67-68")   // five community cards, two to each wagered position and to the dealer
	citeFold       = at("70")      // fold loses Ante and Bonus; community progressive only
	citeFlopWager  = at("71")      // Flop twice the Ante; Turn and River equal to it, or check
	citeShowdown   = at("72")      // best five of the community cards and the hole cards
	citeDeclined   = at("73")      // declined comparison: ranked lower, no progressive combinations
	citeWin        = at("74")      // Flop, Turn, River win; the Ante needs a Straight
	citeLose       = at("75")      // the beaten player loses all but the qualifying Progressive
	citeStandOff   = at("77")      // equal hands: stand-off
	citeRoyalOrder = at("110")     // a Royal Flush is paid after the lower hands
	citeFlopPays   = at("119")     // Flop wins 1 to 1
	citeTurnPays   = at("120")     // Turn wins 1 to 1
	citeRiverPays  = at("121")     // River wins 1 to 1
	citeAntePays   = at("122")     // Ante wins (Straight and higher) 1 to 1
	citeBonusTable = at("124-133") // the Bonus pay table
	citeBonusDef   = at("25")      // the Bonus pays if the hole cards qualify
	citeProgTables = at("135-155") // both Progressive Jackpot pay tables
	citeProgNoAnte = at("180")     // a Progressive without an Ante is returned
	citeCardCount  = at("164")     // wrong number of community or dealer cards voids the round
	citeSeatCount  = at("168")     // wrong number of cards to a hand: removed, wager returned
	citeLayout     = at("193")     // 4 to 7 playing positions
	citeProgSystem = at("64")      // the Progressive Jackpot wagering system
	citeUncovered  = at("190")     // irregularities the rules do not cover
)

// Setting keys and values.
const (
	keyBonusWhenBeaten   = "bonus_when_beaten"
	keyCommunityWithHand = "community_with_hand"
	keyProgressiveWager  = "progressive_wager"
	keyPositions         = "positions"

	// BonusLoses follows Rule 3.10.3 (line 75) to the letter: a beaten
	// player loses every wager but a qualifying Progressive, the Bonus
	// included.
	BonusLoses = "loses"
	// BonusPays pays a qualifying Bonus whatever the showdown, reading the
	// Bonus as a wager on the hole cards alone (line 25).
	BonusPays = "pays"

	// AwardOnce pays each Progressive wager its highest qualifying line.
	AwardOnce = "once"
	// AwardBoth pays a player's own hand (Rule 4.2) and the community
	// cards (Rule 4.2.1) each.
	AwardBoth = "both"

	// AnyAmount leaves the Progressive wager's amount to the wagering
	// system.
	AnyAmount = "any"
)

// specs are the table settings.
var specs = []rules.SettingSpec{
	{
		Key: keyBonusWhenBeaten, Default: BonusLoses, Allowed: []string{BonusLoses, BonusPays},
		Doc: "What a qualifying Bonus does when the dealer beats the player. loses: Rule 3.10.3 takes \"all wagers except the " +
			"qualifying wager on the Progressive Jackpot\" (line 75), and the rule book names the Bonus among the wagers (lines 70, 108). " +
			"pays: the Bonus is settled on the hole cards alone (line 25), as Texas Hold'em Bonus is played elsewhere. " +
			"A folded or declined hand loses the Bonus either way (lines 70, 73).",
		Rule: citeLose,
	},
	{
		Key: keyCommunityWithHand, Default: AwardOnce, Allowed: []string{AwardOnce, AwardBoth},
		Doc: "A player who played his hand may qualify under both Progressive pay tables: his best seven cards (Rule 4.2) and " +
			"the five community cards (Rule 4.2.1), as when the board itself is four of a kind. once pays the wager its highest " +
			"qualifying line (a line of Rule 4.2 on equal rank); both pays one line of each table.",
		Rule: citeProgTables,
	},
	{
		Key: keyProgressiveWager, Default: AnyAmount, Allowed: []string{AnyAmount}, Range: "any, or an amount of 0.01 or more",
		Check: rules.MoneyAtLeast(1),
		Doc: "The amount of a Progressive Jackpot wager, which is placed through the Progressive Jackpot wagering system " +
			"(line 64) and is not stated in the rules. A record whose Progressive wager is of another amount is refused. " +
			"The fixed awards are paid whatever the amount.",
		Rule: citeProgSystem,
	},
	{
		Key: keyPositions, Default: strconv.Itoa(MaxPositions), Range: "4 to 7",
		Check: rules.IntBetween(4, MaxPositions),
		Doc:   "The playing positions of the table's layout (Appendix A: 4 to 7); a record naming a higher position is refused.",
		Rule:  citeLayout,
	},
}

// Settings are a table's compiled settings.
type Settings struct {
	// BonusWhenBeaten is BonusLoses or BonusPays.
	BonusWhenBeaten string
	// CommunityWithHand is AwardOnce or AwardBoth.
	CommunityWithHand string
	// ProgressiveWager is the amount every Progressive wager must be; zero
	// for any amount.
	ProgressiveWager rules.Money
	// Positions is the number of playing positions, 4 to 7.
	Positions int
}

// DefaultSettings returns the settings of a table that sets nothing.
func DefaultSettings() *Settings {
	return &Settings{BonusWhenBeaten: BonusLoses, CommunityWithHand: AwardOnce, Positions: MaxPositions}
}

// Values returns the settings in record form.
func (s *Settings) Values() map[string]string {
	wager := AnyAmount
	if s.ProgressiveWager > 0 {
		wager = s.ProgressiveWager.String()
	}
	return map[string]string{
		keyBonusWhenBeaten:   s.BonusWhenBeaten,
		keyCommunityWithHand: s.CommunityWithHand,
		keyProgressiveWager:  wager,
		keyPositions:         strconv.Itoa(s.Positions),
	}
}

func compileSettings(values map[string]string) (*Settings, error) {
	v, err := rules.NormalizeSettings(specs, values)
	if err != nil {
		return nil, err
	}
	s := &Settings{BonusWhenBeaten: v[keyBonusWhenBeaten], CommunityWithHand: v[keyCommunityWithHand]}
	if w := v[keyProgressiveWager]; w != AnyAmount {
		if s.ProgressiveWager, err = rules.ParseMoney(w); err != nil {
			return nil, rules.Invalid("settings."+keyProgressiveWager, "%v", err)
		}
	}
	if s.Positions, err = strconv.Atoi(v[keyPositions]); err != nil {
		return nil, rules.Invalid("settings."+keyPositions, "%v", err)
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

// check validates settings built in code rather than compiled.
func (s *Settings) check() error {
	errs := &rules.InputError{}
	if s.BonusWhenBeaten != BonusLoses && s.BonusWhenBeaten != BonusPays {
		errs.Add("settings."+keyBonusWhenBeaten, "%q is not one of %s, %s", s.BonusWhenBeaten, BonusLoses, BonusPays)
	}
	if s.CommunityWithHand != AwardOnce && s.CommunityWithHand != AwardBoth {
		errs.Add("settings."+keyCommunityWithHand, "%q is not one of %s, %s", s.CommunityWithHand, AwardOnce, AwardBoth)
	}
	if s.ProgressiveWager < 0 {
		errs.Add("settings."+keyProgressiveWager, "%s is negative", s.ProgressiveWager)
	}
	if s.Positions < 4 || s.Positions > MaxPositions {
		errs.Add("settings."+keyPositions, "%d is not from 4 to %d", s.Positions, MaxPositions)
	}
	return errs.Err()
}

type game struct{}

// New returns Texas Hold'em Bonus Progressive (Marina Bay Sands).
func New() rules.Game { return game{} }

func (game) Settings(values map[string]string) (rules.Settings, error) {
	return compileSettings(values)
}

func (game) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      GameID,
		Name:    "Texas Hold'em Bonus Progressive (Marina Bay Sands)",
		Family:  "poker",
		Banking: "house",
		Sources: []rules.Cite{citeRules},
		Decks:   "one 52-card deck without jokers",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "the player's hand beats the dealer's with a Straight or better; a stand-off when it wins with less or ties; " +
					"lost on a fold, a declined comparison or a beaten hand",
				Pays: "1 to 1", Rule: citeAntePays},
			{Bet: BetBonus, Name: "Bonus",
				Wins: "the player's hole cards are a pair, A-K, A-Q or A-J (Bonus pay table); lost on a fold, a declined comparison, " +
					"and a beaten hand under bonus_when_beaten=loses",
				Pays: "the Bonus pay table, 3 to 1 up to 1000 to 1", Rule: citeBonusTable},
			{Bet: BetFlop, Name: "Flop",
				Wins: "placed at twice the Ante instead of folding; wins when the player's hand beats the dealer's, stands off on equal hands",
				Pays: "1 to 1", Rule: citeFlopPays},
			{Bet: BetTurn, Name: "Turn",
				Wins: "optional, equal to the Ante, after the Flop wager; wins when the player's hand beats the dealer's",
				Pays: "1 to 1", Rule: citeTurnPays},
			{Bet: BetRiver, Name: "River",
				Wins: "optional, equal to the Ante, after the Flop wager; wins when the player's hand beats the dealer's",
				Pays: "1 to 1", Rule: citeRiverPays},
			{Bet: BetProgressive, Progressive: true, Name: "Progressive Jackpot",
				Wins: "a Royal Flush completed on the flop, turn or river with a hole card, a best-of-seven Straight Flush or Four of a Kind, " +
					"or a Community Royal Flush, Straight Flush or Four of a Kind; a folded or declined hand only the community lines; " +
					"paid whether the hand wins or loses",
				Pays: "100%, 25% or 5% of the meter for a Royal Flush; fixed amounts otherwise (Progressive pay tables)",
				Rule: citeProgTables},
		},
		PayTables: payTables(),
		Settings:  append([]rules.SettingSpec(nil), specs...),
	}
}

// Notes are published facts to set beside the engine's, for the game's
// page in docs/games.
func (game) Notes() []string {
	return []string{
		"The Bonus pay table (1000, 30, 25, 20, 15, 10, 5 and 3 to 1) is the one NagaWorld posts for Texas Hold'em Bonus " +
			"(http://www.nagaworld.com/play/the-world-best-games/texas-hold-em-bonus) and the one Great Blue Heron Casino lists " +
			"(https://gbhcasino.com/product/texas-holdem-bonus/).",
		"Elsewhere the Bonus is paid on the hole cards whether or not the player beats the dealer: \"Players need not win in the base " +
			"game to be paid on the bonus wager\" (https://gbhcasino.com/product/texas-holdem-bonus/; also " +
			"http://www.hollywoodcasinobangor.com/Casino/Tables/Texas%20Holdem%20Bonus). Seed 001 line 75 reads otherwise; " +
			"the setting bonus_when_beaten chooses.",
		"No published house edge for this Bonus table was found. Over every pair of player and dealer hole cards the engine's table " +
			"returns -13,873/162,435 per unit staked (a house edge of 8.5406%) when the Bonus is paid on the hole cards alone and " +
			"no qualifying hand is folded.",
	}
}

// bonusRow is one line of the Bonus pay table (lines 124-133).
type bonusRow struct {
	name string // as printed
	odds rules.Odds
	line string
}

// The Bonus rows in printed order, from the highest.
const (
	bonusAcesBoth = iota
	bonusAces
	bonusAKSuited
	bonusAQAJSuited
	bonusAKUnsuited
	bonusHighPair
	bonusAQAJUnsuited
	bonusLowPair
	bonusNone = -1
)

var bonusRows = [...]bonusRow{
	bonusAcesBoth:     {"A-A in both the Player's hand and Dealer's hand", rules.ToOne(1000), "126"},
	bonusAces:         {"A-A in the Player's hand only", rules.ToOne(30), "127"},
	bonusAKSuited:     {"A-K (Suited)", rules.ToOne(25), "128"},
	bonusAQAJSuited:   {"A-Q or A-J (Suited)", rules.ToOne(20), "129"},
	bonusAKUnsuited:   {"A-K (Unsuited)", rules.ToOne(15), "130"},
	bonusHighPair:     {"K-K, Q-Q or J-J (High Pairs)", rules.ToOne(10), "131"},
	bonusAQAJUnsuited: {"A-Q or A-J (Unsuited)", rules.ToOne(5), "132"},
	bonusLowPair:      {"10-10 through to 2-2 (Low Pairs)", rules.ToOne(3), "133"},
}

// bonusRowOf returns the Bonus row the player's hole cards hit, given the
// dealer's, or bonusNone.
func bonusRowOf(p, d [2]rules.Card) int {
	hi, lo := p[0].Rank(), p[1].Rank()
	if lo > hi {
		hi, lo = lo, hi
	}
	suited := p[0].Suit() == p[1].Suit()
	switch {
	case hi == lo && hi == rules.Ace:
		if d[0].Rank() == rules.Ace && d[1].Rank() == rules.Ace {
			return bonusAcesBoth
		}
		return bonusAces
	case hi == lo && hi >= rules.Jack:
		return bonusHighPair
	case hi == lo:
		return bonusLowPair
	case hi != rules.Ace || lo < rules.Jack:
		return bonusNone
	case lo == rules.King && suited:
		return bonusAKSuited
	case lo == rules.King:
		return bonusAKUnsuited
	case suited:
		return bonusAQAJSuited
	}
	return bonusAQAJUnsuited
}

// progLine is one line of the Progressive Jackpot pay tables (lines
// 135-155): a share of the meter or a fixed amount.
type progLine struct {
	name      string
	percent   rules.Rate  // of the meter; zero for a fixed amount
	fixed     rules.Money // zero for a meter line
	line      string
	rank      int  // 3 a Royal Flush, 2 a Straight Flush, 1 Four of a Kind
	community bool // a line of Rule 4.2.1
}

func (l *progLine) cite() rules.Cite { return at(l.line) }

func (l *progLine) pays() string {
	if l.percent != 0 {
		return l.percent.String() + " of the meter"
	}
	return l.fixed.String()
}

// The Progressive lines. A Royal Flush is not a Straight Flush (line 81),
// so the best-of-seven Straight Flush line never pays a Royal.
var (
	progRoyalFlop  = progLine{name: "Royal Flush on the Flop (after 5 cards)", percent: 10000, line: "139", rank: 3}
	progRoyalTurn  = progLine{name: "Royal Flush on the Turn (after 6 cards)", percent: 2500, line: "140", rank: 3}
	progRoyalRiver = progLine{name: "Royal Flush on the River (after 7 cards)", percent: 500, line: "141-142", rank: 3}
	progSF         = progLine{name: "Straight Flush", fixed: rules.Dollars(1500), line: "146", rank: 2}
	progFour       = progLine{name: "Four of a Kind", fixed: rules.Dollars(300), line: "147", rank: 1}
	commRoyal      = progLine{name: "Community Royal Flush", fixed: rules.Dollars(10000), line: "153", rank: 3, community: true}
	commSF         = progLine{name: "Community Straight Flush", fixed: rules.Dollars(1500), line: "154", rank: 2, community: true}
	commFour       = progLine{name: "Community Four of a Kind", fixed: rules.Dollars(300), line: "155", rank: 1, community: true}
)

// progHandLines and progCommunityLines are the two tables in printed order.
var (
	progHandLines      = []*progLine{&progRoyalFlop, &progRoyalTurn, &progRoyalRiver, &progSF, &progFour}
	progCommunityLines = []*progLine{&commRoyal, &commSF, &commFour}
)

// mainRows are Rule 4.1.1's first table (lines 117-122).
var mainRows = []struct {
	bet, outcome string
	odds         rules.Odds
	rule         rules.Cite
}{
	{BetFlop, "Flop wins", rules.ToOne(1), citeFlopPays},
	{BetTurn, "Turn wins", rules.ToOne(1), citeTurnPays},
	{BetRiver, "River wins", rules.ToOne(1), citeRiverPays},
	{BetAnte, "Ante wins (Straight and higher)", rules.ToOne(1), citeAntePays},
}

func payTables() []rules.PayTable {
	main := rules.PayTable{ID: "main", Name: "Ante, Flop, Turn and River"}
	for _, r := range mainRows {
		main.Rows = append(main.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: r.rule})
	}
	bonus := rules.PayTable{ID: "bonus", Name: "Bonus Wager – Player's Hole Cards"}
	for _, r := range bonusRows {
		bonus.Rows = append(bonus.Rows, rules.PayRow{Outcome: r.name, Pays: r.odds.String(), Rule: at(r.line)})
	}
	prog := rules.PayTable{ID: "progressive", Name: "Progressive Jackpot (Royal Flush with at least one hole card on the River; best of 7 cards)"}
	for _, l := range progHandLines {
		prog.Rows = append(prog.Rows, rules.PayRow{Outcome: l.name, Pays: l.pays(), Rule: l.cite()})
	}
	comm := rules.PayTable{ID: "progressive_community", Name: "Progressive Jackpot (Community): the 5 community cards"}
	for _, l := range progCommunityLines {
		comm.Rows = append(comm.Rows, rules.PayRow{Outcome: l.name, Pays: l.pays(), Rule: l.cite()})
	}
	return []rules.PayTable{main, bonus, prog, comm}
}

// VoidReason is an irregularity that voids a hand or a round and returns
// its wagers, by the value a record names it.
type VoidReason struct {
	Value, Text string
	Rule        rules.Cite
}

// HandVoids are the irregularities that take one position's hand out of
// play, in the rule book's order.
var HandVoids = []VoidReason{
	{"misdealt", "misdealt: wrong number of cards (5.7)", citeSeatCount},
	{"withdrawn", "withdrawn after a misdeal (5.7.1)", at("169")},
	{"barred", "barred: hand not kept confidential (5.9)", at("171")},
	{"invalidated", "invalidated: one player on several hands (5.10)", at("172-175")},
	{"absent", "absent for the Flop decision (5.11)", at("176")},
	{"power_failure", "withdrawn after a power failure (5.16.1)", at("184-185")},
}

// RoundVoids are the irregularities that void a whole round; every wager
// of it is returned.
var RoundVoids = []VoidReason{
	{"cards", "extra, missing or foreign cards (5.1)", at("159-161")},
	{"misdeal", "misdeal before the cards were handled (5.2)", at("163")},
	{"card_count", "wrong number of community or dealer cards (5.3)", citeCardCount},
	{"exposed", "two or more cards exposed in the deal (5.4)", at("165")},
	{"count", "a manual count found too many or too few cards (5.8)", at("170")},
}

// voidReasons and roundVoidReasons cite each reason by its value.
var voidReasons, roundVoidReasons = reasonMap(HandVoids), reasonMap(RoundVoids)

func reasonMap(rs []VoidReason) map[string]rules.Cite {
	m := make(map[string]rules.Cite, len(rs))
	for _, r := range rs {
		m[r.Value] = r.Rule
	}
	return m
}

func reasonList(m map[string]rules.Cite) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return fmt.Sprint(keys)
}
