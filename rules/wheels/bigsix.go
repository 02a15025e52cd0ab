package wheels

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
)

// big-six: Big Six, or the Wheel of Fortune, as Great Britain deals it (seed
// 002, section 10, lines 2036-2125): a wheel of 52 equal compartments marked
// with seven symbols (lines 2053-2074), a wager on the symbol the clapper
// settles on (lines 2101-2113), and the licence holder's rule for a clapper
// that comes to rest between two segments (lines 2115-2122).

// BigSixID is the id Big Six records and the catalog use.
const BigSixID = "big-six"

// The rules Big Six cites.
var (
	citeBigSix        = uk("2036-2125")
	citeBigSixWheel   = uk("2053-2059") // 52 equal compartments, seven symbols, in Figure 13's order
	citeCompartments  = uk("2061-2074")
	citeClapper       = uk("2076-2078")
	citeBigSixWager   = uk("2101-2104") // a wager on the segment the clapper settles in
	citeBigSixSettled = uk("2095-2099")
	citeBetween       = uk("2115-2122")
	citePrevious      = uk("2117") // option a): the number previously passed
	citeRespin        = uk("2119") // option b): the spin void, re-spun
)

// symbol is one of the wheel's seven symbols.
type symbol struct {
	id           string // as records name the stop and the bet
	name         string
	compartments int64
	compLine     string
	min          rules.Odds
	oddsLine     string
}

// bigSixSymbols are the symbols, Type A to Type G (lines 2061-2074 and
// 2105-2113).
var bigSixSymbols = []symbol{
	{"type_a", "Type A", 1, "2062", rules.ToOne(50), "2107"},
	{"type_b", "Type B", 1, "2064", rules.ToOne(50), "2108"},
	{"type_c", "Type C", 2, "2066", rules.ToOne(20), "2109"},
	{"type_d", "Type D", 4, "2068", rules.ToOne(10), "2110"},
	{"type_e", "Type E", 8, "2070", rules.ToOne(5), "2111"},
	{"type_f", "Type F", 12, "2072", rules.ToOne(3), "2112"},
	{"type_g", "Type G", 24, "2074", rules.ToOne(1), "2113"},
}

// bigSixStops is the number of compartments (line 2054).
const bigSixStops = 52

var bigSixOdds = func() []oddsSetting {
	out := make([]oddsSetting, len(bigSixSymbols))
	for i, s := range bigSixSymbols {
		out[i] = oddsSetting{s.id + "_odds", s.min, uk(s.oddsLine), "on " + s.name + " (" + fmt.Sprint(s.compartments) + " of the 52 compartments)"}
	}
	return out
}()

func symbolIndex(id string) int {
	for i, s := range bigSixSymbols {
		if s.id == id {
			return i
		}
	}
	return -1
}

var bigSixBetIDs = func() []string {
	out := make([]string, len(bigSixSymbols))
	for i, s := range bigSixSymbols {
		out[i] = s.id
	}
	return out
}()

// Setting keys and values of Big Six.
const (
	keyClapper      = "clapper_between"
	clapperPrevious = "previous"
	clapperRespin   = "respin"
)

var bigSixSpecs = func() []rules.SettingSpec {
	specs := make([]rules.SettingSpec, 0, len(bigSixOdds)+2)
	for _, o := range bigSixOdds {
		specs = append(specs, o.spec())
	}
	return append(specs,
		rules.SettingSpec{Key: keyClapper, Default: clapperPrevious, Allowed: []string{clapperPrevious, clapperRespin}, Rule: citeBetween,
			Doc: "What the table does when the clapper comes to rest between two segments, the licence holder's choice shown on a sign (lines 2115-2122): " +
				"previous declares the symbol previously passed the winner (option a, line 2117); respin declares the spin void and spins again " +
				"(option b, line 2119), every wager of the void spin returned."},
		fractionSpec("a payout at odds of a table's own that are not whole numbers to 1"),
	)
}()

// BigSixSettings are a Big Six table's compiled settings.
type BigSixSettings struct {
	// Odds are the table's odds for Type A to Type G.
	Odds [7]rules.Odds
	// Respin voids a spin whose clapper rests between two segments
	// (option b); otherwise the symbol previously passed wins (option a).
	Respin bool
	// FractionUp rounds a fraction of a penny up to the player.
	FractionUp bool
}

// DefaultBigSixSettings are the settings of a table that sets nothing.
func DefaultBigSixSettings() *BigSixSettings {
	s, err := compileBigSix(nil)
	if err != nil {
		panic("wheels: Big Six's defaults are refused: " + err.Error())
	}
	return s
}

// Values returns the settings in record form.
func (s *BigSixSettings) Values() map[string]string {
	v := make(map[string]string, len(bigSixSpecs))
	for i, o := range bigSixOdds {
		v[o.key] = s.Odds[i].String()
	}
	v[keyClapper] = clapperPrevious
	if s.Respin {
		v[keyClapper] = clapperRespin
	}
	v[keyFraction] = fractionDrop
	if s.FractionUp {
		v[keyFraction] = fractionToPlayer
	}
	return v
}

func compileBigSix(values map[string]string) (*BigSixSettings, error) {
	v, err := rules.NormalizeSettings(bigSixSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &BigSixSettings{Respin: v[keyClapper] == clapperRespin, FractionUp: v[keyFraction] == fractionToPlayer}
	for i, o := range bigSixOdds {
		if s.Odds[i], err = parseOdds(v[o.key]); err != nil {
			return nil, rules.Invalid("settings."+o.key, "%v", err)
		}
	}
	return s, nil
}

func bigSixSettingsFor(s rules.Settings) (*BigSixSettings, error) {
	return rules.SettingsAs(s, DefaultBigSixSettings, nil, func(v *BigSixSettings) error {
		return checkAllOdds(bigSixOdds[:], v.Odds[:])
	}, cloneAndCompile(compileBigSix))
}

type bigSix struct{}

// BigSix returns Big Six, the Wheel of Fortune (Great Britain).
func BigSix() rules.Game { return bigSix{} }

func (bigSix) Settings(values map[string]string) (rules.Settings, error) {
	return compileBigSix(values)
}

func (bigSix) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID: BigSixID, Name: "Big Six, the Wheel of Fortune (Great Britain)", Family: "wheels", Banking: "house",
		Sources:  []rules.Cite{citeBigSix},
		Decks:    "a wheel of 52 equal compartments: Type A 1, Type B 1, Type C 2, Type D 4, Type E 8, Type F 12, Type G 24 (lines 2053-2074)",
		Settings: slices.Clone(bigSixSpecs),
	}
	min := rules.PayTable{ID: "minimum", Name: "Minimum odds (lines 2105-2113)"}
	wheel := rules.PayTable{ID: "wheel", Name: "Compartments of each symbol (lines 2061-2074)"}
	for i, s := range bigSixSymbols {
		info.Wagers = append(info.Wagers, rules.WagerInfo{Bet: s.id, Name: s.name,
			Wins: fmt.Sprintf("the clapper settles in a %s compartment (%d of 52)", s.name, s.compartments),
			Pays: s.min.String() + " at least (" + bigSixOdds[i].key + ")", Rule: uk(s.oddsLine)})
		min.Rows = append(min.Rows, rules.PayRow{Outcome: s.name, Pays: s.min.String(), Rule: uk(s.oddsLine)})
		wheel.Rows = append(wheel.Rows, rules.PayRow{Outcome: s.name, Pays: fmt.Sprintf("%d compartments", s.compartments), Rule: uk(s.compLine)})
	}
	info.PayTables = []rules.PayTable{min, wheel}
	return info
}

// Notes are published figures to set beside the engine's.
func (bigSix) Notes() []string {
	return []string{
		"Know Your Luck gives the UK and Australian 52-segment wheel as symbols A to G on 1, 1, 2, 4, 8, 12 and 24 segments, the UK odds as " +
			"50, 50, 20, 10, 5, 3 and 1 to 1, and works the UK house edge on C as ((52 - 2) / 52) × 1 - (2 / 52) × 20 = 19.23% " +
			"(http://knowyourluck.com/bigsixwheel.html); the engine gives 19.2308% (10/52). Australia pays 47, 23, 11, 5, 3 and 1 to 1 on the same wheel, " +
			"a house edge of 7.69% on every bet (https://wikimili.com/en/Big_Six_wheel); the engine gives 4/52 = 7.6923% for Types E, F and G at the " +
			"UK minimums, which equal Australia's there.",
		"At the UK minimums Types A and B carry 1/52 = 1.9231% and Type D 8/52 = 15.3846%.",
	}
}

// BigSixRecord is the JSON form of one spin:
//
//	{"table_id": "B6-1", "hand_number": 5, "game": "big-six",
//	 "dealt_at": "2026-11-21T22:14:05+00:00", "stop": "type_c",
//	 "wagers": [{"seat": 2, "bet": "type_c", "amount": "5.00", "result": "win", "payout": "100.00"}]}
//
// Stop is the symbol of the compartment the clapper settled in. Between
// says the clapper came to rest between two segments: under
// clapper_between=previous the stop is the symbol previously passed; under
// respin the spin is void and has no stop.
type BigSixRecord struct {
	rules.Envelope
	Stop    string              `json:"stop,omitempty"`
	Between bool                `json:"between,omitempty"`
	Wagers  []rules.WagerRecord `json:"wagers"`
}

// BigSixHand is a decoded spin.
type BigSixHand struct {
	env rules.Envelope
	// stop is the index in bigSixSymbols of the winning symbol, or -1.
	stop    int
	between bool
	wagers  []rules.Wager
}

// Envelope returns the fields every record shares.
func (h *BigSixHand) Envelope() rules.Envelope { return h.env }

// Wagers returns the spin's wagers in record order.
func (h *BigSixHand) Wagers() []rules.Wager { return h.wagers }

// Decode reads one spin strictly: the symbol the clapper settled on (unless
// it rested between two segments), and each wager a symbol of the wheel,
// once per seat.
func (bigSix) Decode(data []byte) (rules.Hand, error) {
	var r BigSixRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	checkEnvelope(r.Envelope, BigSixID, errs)
	h := &BigSixHand{env: r.Envelope, stop: -1, between: r.Between}
	switch {
	case r.Stop != "":
		if h.stop = symbolIndex(r.Stop); h.stop < 0 {
			errs.Add("stop", "%q is not a symbol of the wheel (%s; lines 2061-2074)", r.Stop, strings.Join(bigSixBetIDs, ", "))
		}
	case !r.Between:
		errs.Add("stop", "is required: the symbol of the compartment the clapper settled in (lines 2076-2078, 2101-2104)")
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the spin's wagers ([] for none)")
	}
	h.wagers = rules.ParseWagers(r.Wagers, bigSixBetIDs, errs)
	for i, w := range r.Wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		if w.Backline != 0 {
			errs.Add(f+".backline", "backline bettors belong to California games; %s has none", BigSixID)
		}
		if w.Result == rules.NoAction {
			errs.Add(f+".result", "no_action is a California player-dealer's uncovered wager; here a wager wins, loses or is returned (push)")
		}
		if m, err := rules.ParseMoney(w.Commission); w.Commission != "" && (err != nil || m != 0) {
			errs.Add(f+".commission", "Big Six takes no commission; leave it out")
		}
		if m, err := rules.ParseMoney(w.Returned); w.Returned != "" && (err != nil || m != 0) {
			errs.Add(f+".returned", "no part of a Big Six stake is returned but on a void spin, which is a push; leave it out")
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// bigSixOutcome settles a wager on symbol bet when the clapper settled on
// symbol stop.
func bigSixOutcome(bet, stop int, s *BigSixSettings) outcome {
	if bet == stop {
		return won(s.Odds[bet], uk(bigSixSymbols[bet].oddsLine))
	}
	return lost(citeBigSixWager)
}

// Verify settles every wager at the table's odds. A spin between two
// segments must follow the table's option: under respin it has no stop,
// under previous it has the symbol previously passed; otherwise it is an
// *rules.InputError.
func (h *BigSixHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := bigSixSettingsFor(st)
	if err != nil {
		return nil, err
	}
	void := h.between && s.Respin
	switch {
	case void && h.stop >= 0:
		return nil, rules.Invalid("stop", "the clapper rested between two segments and the table declares such a spin void and spins again "+
			"(clapper_between=respin, line 2119): the void spin has no winning symbol; leave stop out and record the new spin as the next hand")
	case h.between && !s.Respin && h.stop < 0:
		return nil, rules.Invalid("stop", "is required: the clapper rested between two segments and the table declares the symbol previously passed "+
			"the winner (clapper_between=previous, line 2117)")
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for _, w := range h.wagers {
		var o outcome
		if void {
			o = pushed(citeRespin)
		} else {
			o = bigSixOutcome(symbolIndex(w.Bet), h.stop, s)
		}
		v.Settle(w, o.money(w.Amount, s.FractionUp), o.rule, rules.Cite{})
	}
	d := &BigSixDetail{Between: h.between, Void: void}
	switch {
	case void:
		v.Outcome.Summary = "Clapper between two segments: the spin is void and spun again, every wager returned"
	case h.between:
		d.Stop = bigSixSymbols[h.stop].id
		v.Outcome.Summary = "Clapper between two segments: " + bigSixSymbols[h.stop].name + ", the symbol previously passed, wins"
	default:
		d.Stop = bigSixSymbols[h.stop].id
		v.Outcome.Summary = bigSixSymbols[h.stop].name + " wins"
	}
	v.Outcome.Detail = d
	return v, nil
}

// BigSixDetail is a spin's Outcome.Detail.
type BigSixDetail struct {
	Stop    string `json:"stop,omitempty"`
	Between bool   `json:"between,omitempty"`
	Void    bool   `json:"void,omitempty"`
}

// EntryForm is a spin: the symbol the clapper settled on, whether it rested
// between two segments, and the wagers.
func (bigSix) EntryForm(rules.Settings) rules.EntryForm {
	info := bigSix{}.Info()
	choice := rules.EntryField{Name: "stop", Label: "Winning symbol", Kind: rules.EntryChoice,
		Hint: "The symbol of the compartment the clapper settled in; when it rested between two segments, the symbol previously passed, or nothing if the table re-spins."}
	for _, s := range bigSixSymbols {
		choice.Choices = append(choice.Choices, s.id)
		choice.ChoiceLabels = append(choice.ChoiceLabels, s.name)
	}
	return rules.EntryForm{
		Intro: "One spin of the wheel: the winning symbol and every wager as settled.",
		Sections: []rules.EntrySection{
			{ID: "spin", Legend: "Spin", Fields: []rules.EntryField{
				choice,
				{Name: "between", Label: "Clapper between two segments", Kind: rules.EntryCheck},
			}},
			rules.WagersSection(info, 30, false),
		},
	}
}

// Enumerate settles every bet on each of the 52 compartments, each equally
// likely to stop under the clapper. The wheel's order (Figure 13) is not in
// the seed and does not matter: only how many compartments each symbol has.
func (bigSix) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	if len(variants) == 0 {
		variants = []rules.Settings{nil}
	}
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := bigSixSettingsFor(st)
		if err != nil {
			return nil, err
		}
		out = append(out, enumerateBigSix(s))
	}
	return out, nil
}

// bigSixWheel lists the symbol of each compartment, in the book's order of
// symbols (the wheel's own order is in the missing Figure 13).
var bigSixWheel = func() []int {
	var out []int
	for i, s := range bigSixSymbols {
		for range s.compartments {
			out = append(out, i)
		}
	}
	return out
}()

func enumerateBigSix(s *BigSixSettings) *rules.Frequencies {
	deals := big.NewInt(int64(len(bigSixWheel)))
	f := &rules.Frequencies{Settings: s.Values(), Shoe: "the wheel's stops, one spin", Deals: uint64(len(bigSixWheel))}
	one := big.NewInt(1)
	for bet, sym := range bigSixSymbols {
		t := newTally(sym.id)
		for _, stop := range bigSixWheel {
			t.add(bigSixOutcome(bet, stop, s), one)
		}
		f.Bets = append(f.Bets, t.frequency(deals, true))
	}
	return f
}
