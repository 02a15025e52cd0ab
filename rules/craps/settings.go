package craps

import (
	"fmt"
	"maps"
	"math/big"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// The odds a table pays, one setting per line of rule 8.17's odds column.
// Each defaults to the rule book's minimum and is refused below it (lines
// 235-238, 1861-1862). The come odds are paid "at odds as in" the Win
// Line's (line 1686) and the don't come lay bets as the Don't Win Line's
// (line 1696): they share those settings.
const (
	oPass = iota
	oDontPass
	oCome
	oDontCome
	oOdds410
	oOdds59
	oOdds68
	oLay410
	oLay59
	oLay68
	oHard4
	oHard6
	oHard8
	oHard10
	oPlace410
	oPlace59
	oPlace68
	oPlaceLose410
	oPlaceLose59
	oPlaceLose68
	oAnyCraps
	oCraps2
	oCraps3
	oCraps12
	oEleven
	oAnySeven
	oPair
	oCombination
	oField
	oField2
	oField12
	numOdds
)

// oddsSetting is one line of odds as a table setting.
type oddsSetting struct {
	key  string
	min  rules.Odds
	rule rules.Cite
	// what names the winning wager in the setting's documentation.
	what string
	// shown and raw are, where extraction lost the minimum's fraction, the
	// minimum as read ("7½ to 1") and as the text has it ("7/2 to 1")
	// (docs/interpretations.md CR1).
	shown, raw string
}

func odds(w, p int64) rules.Odds { return rules.Odds{Win: w, Per: p} }

var oddsSettings = [numOdds]oddsSetting{
	oPass:     {key: "pass_pays", min: odds(1, 1), rule: uk("1576"), what: "a Win Line wager"},
	oDontPass: {key: "dont_pass_pays", min: odds(1, 1), rule: uk("1591"), what: "a Don't Win Line wager"},
	oCome:     {key: "come_pays", min: odds(1, 1), rule: uk("1597"), what: "a Come wager"},
	oDontCome: {key: "dont_come_pays", min: odds(1, 1), rule: uk("1603"), what: "a Don't Come wager"},
	oOdds410:  {key: "odds_4_10_pays", min: odds(2, 1), rule: uk("1616-1617"), what: "odds behind the Win Line or a Come wager on 4 or 10"},
	oOdds59:   {key: "odds_5_9_pays", min: odds(3, 2), rule: uk("1619"), what: "odds behind the Win Line or a Come wager on 5 or 9"},
	oOdds68:   {key: "odds_6_8_pays", min: odds(6, 5), rule: uk("1620"), what: "odds behind the Win Line or a Come wager on 6 or 8"},
	oLay410:   {key: "lay_4_10_pays", min: odds(1, 2), rule: uk("1676"), what: "a lay bet behind the Don't Win Line or a Don't Come wager on 4 or 10"},
	oLay59:    {key: "lay_5_9_pays", min: odds(2, 3), rule: uk("1677"), what: "a lay bet behind the Don't Win Line or a Don't Come wager on 5 or 9"},
	oLay68:    {key: "lay_6_8_pays", min: odds(5, 6), rule: uk("1678"), what: "a lay bet behind the Don't Win Line or a Don't Come wager on 6 or 8"},
	oHard4: {key: "hard_4_pays", min: odds(15, 2), rule: uk("1705"), what: "the Hardway 4 (two 2s)",
		shown: "7½ to 1", raw: "7/2 to 1"},
	oHard6: {key: "hard_6_pays", min: odds(19, 2), rule: uk("1706"), what: "the Hardway 6 (two 3s)",
		shown: "9½ to 1", raw: "92 to 1"},
	oHard8: {key: "hard_8_pays", min: odds(19, 2), rule: uk("1707"), what: "the Hardway 8 (two 4s)",
		shown: "9½ to 1", raw: "92 to 1"},
	oHard10: {key: "hard_10_pays", min: odds(15, 2), rule: uk("1708"), what: "the Hardway 10 (two 5s)",
		shown: "7½ to 1", raw: "72 to 1"},
	oPlace410: {key: "place_4_10_pays", min: odds(19, 10), rule: uk("1757"), what: "a Place Bet to Win on 4 or 10",
		shown: "9½ to 5", raw: "9%2to 5"},
	oPlace59:      {key: "place_5_9_pays", min: odds(7, 5), rule: uk("1756"), what: "a Place Bet to Win on 5 or 9"},
	oPlace68:      {key: "place_6_8_pays", min: odds(7, 6), rule: uk("1754"), what: "a Place Bet to Win on 6 or 8"},
	oPlaceLose410: {key: "place_lose_4_10_pays", min: odds(5, 11), rule: uk("1780"), what: "a Place Bet to Lose on 4 or 10"},
	oPlaceLose59:  {key: "place_lose_5_9_pays", min: odds(5, 8), rule: uk("1778"), what: "a Place Bet to Lose on 5 or 9"},
	oPlaceLose68:  {key: "place_lose_6_8_pays", min: odds(4, 5), rule: uk("1776"), what: "a Place Bet to Lose on 6 or 8"},
	oAnyCraps: {key: "any_craps_pays", min: odds(15, 2), rule: uk("1789"), what: "Any Craps",
		shown: "7½ to 1", raw: "7/2 to 1"},
	oCraps2:      {key: "craps_2_pays", min: odds(33, 1), rule: uk("1792"), what: "Craps 2"},
	oCraps3:      {key: "craps_3_pays", min: odds(16, 1), rule: uk("1795"), what: "Craps 3"},
	oCraps12:     {key: "craps_12_pays", min: odds(33, 1), rule: uk("1798"), what: "Craps 12"},
	oEleven:      {key: "eleven_pays", min: odds(16, 1), rule: uk("1807"), what: "Eleven"},
	oAnySeven:    {key: "any_seven_pays", min: odds(4, 1), rule: uk("1810"), what: "Any Seven"},
	oPair:        {key: "pair_pays", min: odds(33, 1), rule: uk("1813"), what: "a Specific Pair Combination"},
	oCombination: {key: "combination_pays", min: odds(16, 1), rule: uk("1816"), what: "a Specific Non-Pair Combination"},
	oField:       {key: "field_pays", min: odds(1, 1), rule: uk("1821"), what: "the Field on 3, 4, 9, 10 or 11"},
	oField2:      {key: "field_2_pays", min: odds(2, 1), rule: uk("1822"), what: "the Field on 2"},
	oField12:     {key: "field_12_pays", min: odds(3, 1), rule: uk("1823"), what: "the Field on 12"},
}

// maxOddsTerm bounds each side of a table's odds so that stake × odds stays
// far from int64 overflow (rules.MaxMoney × maxOddsTerm < 2^63).
const maxOddsTerm = 1_000_000

// parseOdds reads odds as a table posts them: "33 to 1", "9½ to 5",
// "9.5 to 5", or a number n for n to 1. Each side may have up to two
// decimals, or a ½. The result is in lowest terms.
func parseOdds(s string) (rules.Odds, error) {
	bad := fmt.Errorf("%q is not odds like \"33 to 1\", \"7 to 6\" or \"9½ to 5\"", s)
	win, per, found := strings.Cut(strings.TrimSpace(s), " to ")
	if !found {
		per = "1"
	}
	w, ok1 := hundredths(win)
	p, ok2 := hundredths(per)
	if !ok1 || !ok2 || w < 1 || p < 1 {
		return rules.Odds{}, bad
	}
	g := new(big.Int).GCD(nil, nil, big.NewInt(w), big.NewInt(p)).Int64()
	w, p = w/g, p/g
	if w > maxOddsTerm || p > maxOddsTerm {
		return rules.Odds{}, fmt.Errorf("%q: each side of the odds must be at most %d", s, maxOddsTerm)
	}
	return rules.Odds{Win: w, Per: p}, nil
}

// hundredths reads a non-negative number with up to two decimals, or a
// whole number followed by ½, in hundredths.
func hundredths(s string) (int64, bool) {
	s = strings.TrimSpace(s)
	if h, ok := strings.CutSuffix(s, "½"); ok {
		s = h + ".5"
		if h == "" {
			s = "0.5"
		}
	}
	if len(s) > 12 {
		return 0, false
	}
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || (dot && (frac == "" || len(frac) > 2)) {
		return 0, false
	}
	for _, part := range []string{whole, frac} {
		for _, c := range part {
			if c < '0' || c > '9' {
				return 0, false
			}
		}
	}
	n, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, false
	}
	n *= 100
	switch len(frac) {
	case 1:
		n += int64(frac[0]-'0') * 10
	case 2:
		n += int64(frac[0]-'0')*10 + int64(frac[1]-'0')
	}
	return n, true
}

// atLeast reports whether odds o pay at least as much as min.
func atLeast(o, min rules.Odds) bool { return o.Win*min.Per >= min.Win*o.Per }

// minimumText writes the minimum as the rule book gives it, with how it
// was read where extraction lost its fraction.
func (o oddsSetting) minimumText() string {
	if o.shown == "" {
		return o.min.String()
	}
	return fmt.Sprintf("%s (%s, read from the text's \"%s\")", o.shown, o.min, o.raw)
}

func (o oddsSetting) spec() rules.SettingSpec {
	min := o.min
	doc := "The odds the table pays on " + o.what + ": at least the rule book's minimum of " + o.minimumText()
	if o.shown != "" {
		doc += ", docs/interpretations.md CR1"
	}
	doc += "; a table may pay more if it says so at the table (lines 164-169, 235-238, 1861-1862). " +
		"Written \"W to P\" (\"15 to 2\", \"7.5 to 1\", \"7½ to 1\"), or a number for W to 1."
	return rules.SettingSpec{
		Key: o.key, Default: min.String(), Range: min.String() + " or better",
		Doc: doc, Rule: o.rule,
		Check: func(v string) error {
			odds, err := parseOdds(v)
			if err != nil {
				return err
			}
			if !atLeast(odds, min) {
				return fmt.Errorf("%s is below the rule book's minimum of %s (%s): a table may pay more, never less (%s, %s)", odds, min, o.rule, citeMinimumOdds, citeHigher)
			}
			return nil
		},
	}
}

// The other settings.
const (
	// keyFraction: what happens to a fraction of a penny in a payout.
	keyFraction      = "fraction"
	fractionDrop     = "drop"
	fractionToPlayer = "to_player"
	// keyHardways: whether hardways work on a Come Out Roll.
	keyHardways     = "hardways_come_out"
	hardwaysWorking = "working"
	hardwaysOff     = "off"
	// keyNotOffered: the bets the table does not offer.
	keyNotOffered = "not_offered"
	offeredAll    = "none"
)

// Specs returns the table settings of craps.
func Specs() []rules.SettingSpec {
	specs := make([]rules.SettingSpec, 0, numOdds+4)
	for _, o := range oddsSettings {
		specs = append(specs, o.spec())
	}
	return append(specs,
		rules.SettingSpec{Key: keyFraction, Default: fractionDrop, Allowed: []string{fractionDrop, fractionToPlayer}, Rule: citeOperator,
			Doc: "What happens to a fraction of a penny in a payout at odds such as 7 to 6 or 9½ to 5 on a stake they do not divide, " +
				"for which the rule book has no rule (left to the operator, lines 62-63). drop drops it (rules.DownToCent, the engine's " +
				"rule elsewhere); to_player rounds the player's payout up to the next penny, so that nothing is paid below the odds."},
		rules.SettingSpec{Key: keyHardways, Default: hardwaysWorking, Allowed: []string{hardwaysWorking, hardwaysOff}, Rule: uk("1733-1745"),
			Doc: "Whether a Hardway works on a Come Out Roll when the player made no call. working: the rule book gives the Hardways no " +
				"exception for the Come Out Roll (lines 1733-1745), unlike Behind the Come and the Place Bets to Win (lines 1719-1724, " +
				"1763-1766); off: the table treats them as it does those, off unless called on (operator's discretion, lines 62-63). " +
				"Either way a player's call on or off decides (docs/interpretations.md CR5)."},
		rules.SettingSpec{Key: keyNotOffered, Default: offeredAll, Range: "none, or bets separated by commas", Rule: citeOffered,
			Doc: "The bets the table does not offer (\"pair,combination\"): not every bet need be offered (lines 1855-1859). A wager on " +
				"one is refused. The Win Line and the Don't Win Line cannot both be left out: the Shooter must keep a wager on one " +
				"(lines 1538-1539).",
			Check: func(v string) error { _, err := parseNotOffered(v); return err }},
		rules.PositionsSpec(formSeats, maxPlaces, citeOperator,
			"The table's layout: the players' places at it, which the rule book leaves to the operator (lines 62-63). "+
				"It sizes the hand-entry form (two wager lines a place, more on demand); a record may still name any seat."),
	)
}

// parseNotOffered reads the not_offered setting into the bets left out.
func parseNotOffered(v string) ([numKinds]bool, error) {
	var out [numKinds]bool
	if v == offeredAll {
		return out, nil
	}
	for _, id := range strings.Split(v, ",") {
		k, ok := kindOf(strings.TrimSpace(id))
		if !ok {
			return out, fmt.Errorf("%q is not a bet of craps (bets: %s)", strings.TrimSpace(id), strings.Join(betIDs(nil), ", "))
		}
		out[k] = true
	}
	if out[kPass] && out[kDontPass] {
		return out, fmt.Errorf("the Win Line and the Don't Win Line cannot both be left out: the Shooter must keep a wager on one (%s)", citeShooter)
	}
	return out, nil
}

// Settings are a craps table's compiled settings.
type Settings struct {
	values     map[string]string
	odds       [numOdds]rules.Odds
	up         bool
	hardOff    bool
	notOffered [numKinds]bool
	// positions is the table's layout (rules.PositionsKey).
	positions int
}

// Values returns every setting, defaults included.
func (s *Settings) Values() map[string]string { return maps.Clone(s.values) }

// Odds returns the odds the table pays for setting key; false for a key
// that is no odds setting.
func (s *Settings) Odds(key string) (rules.Odds, bool) {
	for i, o := range oddsSettings {
		if o.key == key {
			return s.odds[i], true
		}
	}
	return rules.Odds{}, false
}

// DefaultSettings are the rule book's minimum odds with the defaults.
func DefaultSettings() *Settings {
	s, err := compile(nil)
	if err != nil {
		panic(err)
	}
	return s
}

func compile(values map[string]string) (*Settings, error) {
	norm, err := rules.NormalizeSettings(Specs(), values)
	if err != nil {
		return nil, err
	}
	s := &Settings{values: norm, up: norm[keyFraction] == fractionToPlayer, hardOff: norm[keyHardways] == hardwaysOff}
	for i, o := range oddsSettings {
		odds, err := parseOdds(norm[o.key])
		if err != nil {
			return nil, rules.Invalid("settings."+o.key, "%v", err)
		}
		s.odds[i] = odds
	}
	if s.notOffered, err = parseNotOffered(norm[keyNotOffered]); err != nil {
		return nil, rules.Invalid("settings."+keyNotOffered, "%v", err)
	}
	s.positions, _ = strconv.Atoi(norm[rules.PositionsKey])
	return s, nil
}

// settingsFor returns a table's compiled settings: the defaults for nil.
func settingsFor(st rules.Settings) (*Settings, error) {
	return rules.SettingsAs(st, DefaultSettings, nil, nil, compile)
}

// pay is what a winning stake is paid at odds, with the table's rule for a
// fraction of a penny.
func (s *Settings) pay(stake rules.Money, o rules.Odds) rules.Money {
	if s.up {
		return rules.Money((int64(stake)*o.Win + o.Per - 1) / o.Per)
	}
	return o.Pay(stake)
}

// byNumber picks the odds setting of a box number from its 4-or-10, 5-or-9
// and 6-or-8 lines.
func byNumber(n, o410, o59, o68 int) int {
	switch n {
	case 4, 10:
		return o410
	case 5, 9:
		return o59
	}
	return o68
}
