package wheels

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// sic-bo: Sic Bo as Great Britain deals it (seed 002, section 9, lines
// 1867-2035): three dice thrown at every throw (line 1881), and the wagers of
// rule 9.12 (lines 1918-2032) at their minimum odds.

// SicBoID is the id Sic Bo records and the catalog use.
const SicBoID = "sic-bo"

// The rules Sic Bo cites.
var (
	citeSicBo        = uk("1867-2035")
	citeDice         = uk("1881-1884") // three dice, 1 to 6, opposite sides total seven
	citeDoubleTriple = uk("1918-1920") // a Double is two dice showing one score, a Triple three
	citeSicBoSettled = uk("1912-1916") // settled by the chips' position when the shaker is uncovered
)

// Sic Bo bets, as records name them.
const (
	BetSmall           = "small"
	BetBig             = "big"
	BetSicBoOdd        = "odd"
	BetSicBoEven       = "even"
	BetSpecificTriple  = "specific_triple"
	BetSpecificDouble  = "specific_double"
	BetAnyTriple       = "any_triple"
	BetThreeDiceTotal  = "three_dice_total"
	BetDiceCombination = "dice_combination"
	BetSingleDice      = "single_dice"
	BetFourNumber      = "four_number"
	BetThreeNumber     = "three_number"
	BetDoubleAndSingle = "double_and_single"
)

// Indexes of sicBoOdds.
const (
	oSmall = iota
	oBig
	oOdd
	oEven
	oSpecificTriple
	oSpecificDouble
	oAnyTriple
	oTotal4 // then 5, 6, 7, 8, 9, 10: total t or 21-t at oTotal4+t-4
	oTotal5
	oTotal6
	oTotal7
	oTotal8
	oTotal9
	oTotal10
	oCombination
	oSingleOne
	oSingleTwo
	oSingleThree
	oFourNumber
	oThreeNumber
	oDoubleAndSingle
	numSicBoOdds
)

var sicBoOdds = [numSicBoOdds]oddsSetting{
	oSmall:           {"small_odds", rules.ToOne(1), uk("1924-1926"), "on Small"},
	oBig:             {"big_odds", rules.ToOne(1), uk("1928-1930"), "on Big"},
	oOdd:             {"odd_odds", rules.ToOne(1), uk("1932-1934"), "on Odd"},
	oEven:            {"even_odds", rules.ToOne(1), uk("1941-1943"), "on Even"},
	oSpecificTriple:  {"specific_triple_odds", rules.ToOne(180), uk("1945-1946"), "on a Specific Triple"},
	oSpecificDouble:  {"specific_double_odds", rules.ToOne(10), uk("1948-1949"), "on a Specific Double"},
	oAnyTriple:       {"any_triple_odds", rules.ToOne(30), uk("1951-1952"), "on Any Triple"},
	oTotal4:          {"total_4_17_odds", rules.ToOne(60), uk("1959"), "on a Three Dice Total of 4 or 17"},
	oTotal5:          {"total_5_16_odds", rules.ToOne(30), uk("1960"), "on a Three Dice Total of 5 or 16"},
	oTotal6:          {"total_6_15_odds", rules.ToOne(18), uk("1961"), "on a Three Dice Total of 6 or 15"},
	oTotal7:          {"total_7_14_odds", rules.ToOne(12), uk("1962"), "on a Three Dice Total of 7 or 14"},
	oTotal8:          {"total_8_13_odds", rules.ToOne(8), uk("1963"), "on a Three Dice Total of 8 or 13"},
	oTotal9:          {"total_9_12_odds", rules.ToOne(7), uk("1965"), "on a Three Dice Total of 9 or 12"},
	oTotal10:         {"total_10_11_odds", rules.ToOne(6), uk("1967"), "on a Three Dice Total of 10 or 11"},
	oCombination:     {"dice_combination_odds", rules.ToOne(6), uk("1969-1980"), "on a Dice Combination"},
	oSingleOne:       {"single_dice_one_odds", rules.ToOne(1), uk("1986"), "on a Single Dice Bet whose number shows on one die"},
	oSingleTwo:       {"single_dice_two_odds", rules.ToOne(2), uk("1987"), "on a Single Dice Bet whose number shows on two dice"},
	oSingleThree:     {"single_dice_three_odds", rules.ToOne(3), uk("1988"), "on a Single Dice Bet whose number shows on three dice"},
	oFourNumber:      {"four_number_odds", rules.ToOne(7), uk("1990-1999"), "on a Four Number Combination"},
	oThreeNumber:     {"three_number_odds", rules.ToOne(30), uk("2000-2024"), "on a Three Single Number Combination"},
	oDoubleAndSingle: {"double_and_single_odds", rules.ToOne(50), uk("2026-2032"), "on a Specific Double and Single Number Combination"},
}

// fourNumberSets are the four combinations of rule 9.12 k) (lines
// 1994-1997).
var fourNumberSets = [][4]int{{6, 5, 4, 3}, {6, 5, 3, 2}, {5, 4, 3, 2}, {4, 3, 2, 1}}

// sicBoBet is one wager of rule 9.12.
type sicBoBet struct {
	id, name, wins string
	rule           rules.Cite
	odds           int // the index of its odds in sicBoOdds; the first of several
	// numbers checks the numbers a record names and returns them in
	// order, or a problem.
	numbers func(ns []int) ([]int, string)
	// pays describes the odds for the catalog.
	pays string
}

func none(ns []int) ([]int, string) {
	if len(ns) > 0 {
		return nil, "the bet names no numbers; leave numbers out"
	}
	return nil, ""
}

// faces checks n distinct dice faces.
func faces(n int, what string) func([]int) ([]int, string) {
	return func(ns []int) ([]int, string) {
		if len(ns) != n {
			return nil, fmt.Sprintf("has %d numbers; the bet names %s", len(ns), what)
		}
		out := slices.Clone(ns)
		slices.Sort(out)
		for i, x := range out {
			if x < 1 || x > 6 {
				return nil, fmt.Sprintf("%d is not a face of a die: 1 to 6 (line 1883)", x)
			}
			if i > 0 && out[i-1] == x {
				return nil, fmt.Sprintf("%d is named twice; the bet names %s", x, what)
			}
		}
		return out, ""
	}
}

var sicBoBets = []*sicBoBet{
	{id: BetSmall, name: "Small", wins: "a total of 4 to 10, but not a triple", rule: uk("1924-1926"), odds: oSmall, numbers: none},
	{id: BetBig, name: "Big", wins: "a total of 11 to 17, but not a triple", rule: uk("1928-1930"), odds: oBig, numbers: none},
	{id: BetSicBoOdd, name: "Odd", wins: "an odd total (5 to 17), but not a triple", rule: uk("1932-1934"), odds: oOdd, numbers: none},
	{id: BetSicBoEven, name: "Even", wins: "an even total (4 to 16), but not a triple", rule: uk("1941-1943"), odds: oEven, numbers: none},
	{id: BetSpecificTriple, name: "Specific Triple", wins: "all three dice show the number named", rule: uk("1945-1946"), odds: oSpecificTriple,
		numbers: faces(1, "one number, 1 to 6")},
	{id: BetSpecificDouble, name: "Specific Double", wins: "two dice show the number named (a triple of it under double_on_triple=wins)", rule: uk("1948-1949"), odds: oSpecificDouble,
		numbers: faces(1, "one number, 1 to 6")},
	{id: BetAnyTriple, name: "Any Triple", wins: "any triple", rule: uk("1951-1952"), odds: oAnyTriple, numbers: none},
	{id: BetThreeDiceTotal, name: "Three Dice Total", wins: "the dice total the number named, 4 to 17, triples included", rule: uk("1954-1967"), odds: oTotal4,
		pays: "60 to 1 on 4 or 17, 30 on 5 or 16, 18 on 6 or 15, 12 on 7 or 14, 8 on 8 or 13, 7 on 9 or 12, 6 on 10 or 11, at least",
		numbers: func(ns []int) ([]int, string) {
			if len(ns) != 1 || ns[0] < 4 || ns[0] > 17 {
				return nil, "the bet names one total, 4 to 17 (lines 1954-1955)"
			}
			return slices.Clone(ns), ""
		}},
	{id: BetDiceCombination, name: "Dice Combination", wins: "two of the dice show the two numbers named", rule: uk("1969-1980"), odds: oCombination,
		numbers: faces(2, "two different numbers, 1 to 6")},
	{id: BetSingleDice, name: "Single Dice Bet", wins: "the number named shows on one, two or three dice", rule: uk("1982-1988"), odds: oSingleOne,
		pays: "1 to 1 on one die, 2 to 1 on two, 3 to 1 on three, at least", numbers: faces(1, "one number, 1 to 6")},
	{id: BetFourNumber, name: "Four Number Combination", wins: "three different numbers of the four named show", rule: uk("1990-1999"), odds: oFourNumber,
		numbers: func(ns []int) ([]int, string) {
			out, p := faces(4, "four numbers: 3 4 5 6, 2 3 5 6, 2 3 4 5 or 1 2 3 4")(ns)
			if p != "" {
				return nil, p
			}
			for _, set := range fourNumberSets {
				s := slices.Clone(set[:])
				slices.Sort(s)
				if slices.Equal(s, out) {
					return out, ""
				}
			}
			return nil, fmt.Sprintf("%s is not one of the four combinations 6-5-4-3, 6-5-3-2, 5-4-3-2, 4-3-2-1 (lines 1994-1997)", numbersText(out))
		}},
	{id: BetThreeNumber, name: "Three Single Number Combination", wins: "the three dice show the three different numbers named", rule: uk("2000-2024"), odds: oThreeNumber,
		numbers: faces(3, "three different numbers, 1 to 6")},
	{id: BetDoubleAndSingle, name: "Specific Double and Single Number Combination", wins: "two dice show the double named and the third the single number named",
		rule: uk("2026-2032"), odds: oDoubleAndSingle,
		numbers: func(ns []int) ([]int, string) {
			const what = "the double's number twice and the single number, like 2 2 5 (lines 2026-2030)"
			if len(ns) != 3 {
				return nil, fmt.Sprintf("has %d numbers; the bet names %s", len(ns), what)
			}
			out := slices.Clone(ns)
			slices.Sort(out)
			for _, x := range out {
				if x < 1 || x > 6 {
					return nil, fmt.Sprintf("%d is not a face of a die: 1 to 6 (line 1883)", x)
				}
			}
			switch {
			case out[0] == out[1] && out[1] != out[2]:
				return []int{out[0], out[0], out[2]}, ""
			case out[1] == out[2] && out[0] != out[1]:
				return []int{out[1], out[1], out[0]}, ""
			}
			return nil, "names " + what
		}},
}

var sicBoBetByID = func() map[string]*sicBoBet {
	m := map[string]*sicBoBet{}
	for _, b := range sicBoBets {
		m[b.id] = b
	}
	return m
}()

var sicBoBetIDs = func() map[string]bool {
	m := map[string]bool{}
	for _, b := range sicBoBets {
		m[b.id] = true
	}
	return m
}()

// Setting keys and values of Sic Bo.
const (
	keyDoubleOnTriple = "double_on_triple"
	doubleWins        = "wins"
	doubleLoses       = "loses"
)

var sicBoSpecs = func() []rules.SettingSpec {
	specs := make([]rules.SettingSpec, 0, numSicBoOdds+2)
	for _, o := range sicBoOdds {
		specs = append(specs, o.spec())
	}
	return append(specs,
		rules.SettingSpec{Key: keyDoubleOnTriple, Default: doubleWins, Allowed: []string{doubleWins, doubleLoses}, Rule: citeDoubleTriple,
			Doc: "Whether a triple wins a Specific Double on its number: \"a specific double will appear\" (lines 1948-1949), and \"a 'Double' " +
				"means two dice showing the same score and a 'Triple' means three\" (lines 1919-1920). wins: a triple shows two dice of the number, " +
				"as Sic Bo is played and analysed; loses: a triple is not a double."},
		fractionSpec("a payout at odds of a table's own that are not whole numbers to 1"),
	)
}()

// SicBoSettings are a Sic Bo table's compiled settings.
type SicBoSettings struct {
	// Odds are the table's odds, in the order of sicBoOdds.
	Odds [numSicBoOdds]rules.Odds
	// DoubleOnTriple pays a Specific Double on a triple of its number.
	DoubleOnTriple bool
	// FractionUp rounds a fraction of a penny up to the player.
	FractionUp bool
}

// DefaultSicBoSettings are the settings of a table that sets nothing.
func DefaultSicBoSettings() *SicBoSettings {
	s, err := compileSicBo(nil)
	if err != nil {
		panic("wheels: Sic Bo's defaults are refused: " + err.Error())
	}
	return s
}

// Values returns the settings in record form.
func (s *SicBoSettings) Values() map[string]string {
	v := make(map[string]string, len(sicBoSpecs))
	for i, o := range sicBoOdds {
		v[o.key] = s.Odds[i].String()
	}
	v[keyDoubleOnTriple] = doubleLoses
	if s.DoubleOnTriple {
		v[keyDoubleOnTriple] = doubleWins
	}
	v[keyFraction] = fractionDrop
	if s.FractionUp {
		v[keyFraction] = fractionToPlayer
	}
	return v
}

func compileSicBo(values map[string]string) (*SicBoSettings, error) {
	v, err := rules.NormalizeSettings(sicBoSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &SicBoSettings{DoubleOnTriple: v[keyDoubleOnTriple] == doubleWins, FractionUp: v[keyFraction] == fractionToPlayer}
	for i, o := range sicBoOdds {
		if s.Odds[i], err = parseOdds(v[o.key]); err != nil {
			return nil, rules.Invalid("settings."+o.key, "%v", err)
		}
	}
	return s, nil
}

func sicBoSettingsFor(s rules.Settings) (*SicBoSettings, error) {
	return rules.SettingsAs(s, DefaultSicBoSettings, nil, func(v *SicBoSettings) error {
		return checkAllOdds(sicBoOdds[:], v.Odds[:])
	}, cloneAndCompile(compileSicBo))
}

type sicBo struct{}

// SicBo returns Sic Bo (Great Britain).
func SicBo() rules.Game { return sicBo{} }

func (sicBo) Settings(values map[string]string) (rules.Settings, error) { return compileSicBo(values) }

func (sicBo) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID: SicBoID, Name: "Sic Bo (Great Britain)", Family: "wheels", Banking: "house",
		Sources:  []rules.Cite{citeSicBo},
		Decks:    "three dice, faces 1 to 6 (lines 1881-1884)",
		Settings: slices.Clone(sicBoSpecs),
	}
	min := rules.PayTable{ID: "minimum", Name: "Minimum odds (rule 9.12)"}
	for _, b := range sicBoBets {
		pays := b.pays
		if pays == "" {
			pays = sicBoOdds[b.odds].min.String() + " at least (" + sicBoOdds[b.odds].key + ")"
		}
		info.Wagers = append(info.Wagers, rules.WagerInfo{Bet: b.id, Name: b.name, Wins: b.wins, Pays: pays, Rule: b.rule})
	}
	for i, o := range sicBoOdds {
		name := strings.TrimPrefix(o.what, "on ")
		name = strings.ToUpper(name[:1]) + name[1:]
		if i >= oTotal4 && i <= oTotal10 {
			name = fmt.Sprintf("Three Dice Total of %d or %d", 4+i-oTotal4, 17-(i-oTotal4))
		}
		min.Rows = append(min.Rows, rules.PayRow{Outcome: name, Pays: o.min.String(), Rule: o.rule})
	}
	info.PayTables = []rules.PayTable{min}
	return info
}

// Notes are published figures to set beside the engine's.
func (sicBo) Notes() []string {
	return []string{
		"The Wizard of Odds' Sic Bo appendix (http://wizardofodds.com/games/sic-bo/appendix/1/) derives the edges the engine's enumeration " +
			"gives: Small and Big -6/216 = 2.78%; a single number paying 1, 2 and 3 to 1, -17/216 = 7.87%; a total of 4 at 60 to 1, " +
			"-33/216 = 15.278%; a total of 5 at 30 to 1, -30/216 = 13.889%.",
		"A Specific Double paid 10 to 1 when at least two dice show the number (a triple included): 16 of 216 throws, a house edge of 18.5% " +
			"(http://www.frixo.com/sbook/articles/sic-bo-probabilities.asp; " +
			"http://www.cassaon-casino.com/sic-bo/how-to-play-sic-bo.php), the engine's figure under double_on_triple=wins.",
		"At the rule book's minimums: a Specific Triple at 180 to 1 has a 16% edge, a pair of numbers (Dice Combination) at 6 to 1 2.8%, " +
			"a Four Number Combination at 7 to 1 11%, a Three Single Number Combination at 30 to 1 14%, and a Specific Double and Single " +
			"Number Combination at 50 to 1 29% (https://tokyo3.org/forums/holiday/topics/3392); the engine gives 16.20%, 2.78%, 11.11%, " +
			"13.89% and 29.17%.",
	}
}

// SicBoRecord is the JSON form of one throw:
//
//	{"table_id": "SB-1", "hand_number": 9, "game": "sic-bo",
//	 "dealt_at": "2026-11-21T22:14:05+00:00", "dice": [2, 2, 5],
//	 "wagers": [{"seat": 1, "bet": "three_dice_total", "numbers": [9], "amount": "5.00", "result": "win", "payout": "35.00"}]}
type SicBoRecord struct {
	rules.Envelope
	Dice   []int         `json:"dice"`
	Wagers []WagerRecord `json:"wagers"`
}

// SicBoHand is a decoded throw.
type SicBoHand struct {
	env    rules.Envelope
	dice   [3]int
	wagers []wager
}

// Envelope returns the fields every record shares.
func (h *SicBoHand) Envelope() rules.Envelope { return h.env }

// Dice are the three dice in record order.
func (h *SicBoHand) Dice() [3]int { return h.dice }

// Wagers returns the throw's wagers in record order.
func (h *SicBoHand) Wagers() []rules.Wager {
	out := make([]rules.Wager, len(h.wagers))
	for i, w := range h.wagers {
		out[i] = w.Wager
	}
	return out
}

// Decode reads one throw strictly: three dice from 1 to 6, each wager a bet
// of rule 9.12 naming the numbers it backs, each once per seat.
func (sicBo) Decode(data []byte) (rules.Hand, error) {
	var r SicBoRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	checkEnvelope(r.Envelope, SicBoID, errs)
	h := &SicBoHand{env: r.Envelope}
	if len(r.Dice) != 3 {
		errs.Add("dice", "has %d dice; three dice are thrown at every throw (line 1881)", len(r.Dice))
	} else {
		for i, d := range r.Dice {
			if d < 1 || d > 6 {
				errs.Add(fmt.Sprintf("dice[%d]", i), "%d is not a face of a die: 1 to 6 (lines 1883-1884)", d)
			}
			h.dice[i] = d
		}
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the throw's wagers ([] for none)")
	}
	seen := map[string]int{}
	for i, in := range r.Wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		w, ok := parseWager(f, in, sicBoBetIDs, false, errs)
		if !ok {
			continue
		}
		b := sicBoBetByID[w.Bet]
		ns, problem := b.numbers(in.Numbers)
		if problem != "" {
			errs.Add(f+".numbers", "%s", problem)
			continue
		}
		w.numbers, w.label = ns, w.Bet
		if len(ns) > 0 {
			w.Spot = numbersText(ns)
			w.label += " " + w.Spot
		}
		k := strconv.Itoa(w.Seat) + " " + w.label
		if j, dup := seen[k]; dup {
			errs.Add(f, "seat %d holds %s twice (also wagers[%d]); combine them into one wager", w.Seat, w.label, j)
			continue
		}
		seen[k] = i
		h.wagers = append(h.wagers, w)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// throw is what the dice show, for settling.
type throw struct {
	count  [7]int // how many dice show each face
	total  int
	triple bool
}

func throwOf(d [3]int) throw {
	t := throw{total: d[0] + d[1] + d[2], triple: d[0] == d[1] && d[1] == d[2]}
	for _, x := range d {
		t.count[x]++
	}
	return t
}

// sicBoOutcome settles a wager of rule 9.12 on the numbers ns (as the bet's
// numbers check returns them) on a throw.
func sicBoOutcome(b *sicBoBet, ns []int, t throw, s *SicBoSettings) outcome {
	odds := s.Odds[b.odds]
	win := func(ok bool) outcome {
		if ok {
			return won(odds, b.rule)
		}
		return lost(b.rule)
	}
	// Small, Big, Odd and Even lose on any triple (lines 1925, 1929, 1933,
	// 1942).
	overall := func(ok bool) outcome {
		if t.triple {
			return lost(b.rule)
		}
		return win(ok)
	}
	switch b.id {
	case BetSmall:
		return overall(t.total >= 4 && t.total <= 10)
	case BetBig:
		return overall(t.total >= 11 && t.total <= 17)
	case BetSicBoOdd:
		return overall(t.total%2 == 1)
	case BetSicBoEven:
		return overall(t.total%2 == 0)
	case BetSpecificTriple:
		return win(t.count[ns[0]] == 3)
	case BetSpecificDouble:
		if t.count[ns[0]] == 3 && !s.DoubleOnTriple {
			return lost(citeDoubleTriple)
		}
		return win(t.count[ns[0]] >= 2)
	case BetAnyTriple:
		return win(t.triple)
	case BetThreeDiceTotal:
		pair := min(ns[0], 21-ns[0]) - 4 // 4 or 17 → 0, … 10 or 11 → 6
		o := sicBoOdds[oTotal4+pair]
		if t.total == ns[0] {
			return won(s.Odds[oTotal4+pair], o.rule)
		}
		return lost(b.rule)
	case BetDiceCombination:
		return win(t.count[ns[0]] > 0 && t.count[ns[1]] > 0)
	case BetSingleDice:
		c := t.count[ns[0]]
		if c == 0 {
			return lost(b.rule)
		}
		return won(s.Odds[oSingleOne+c-1], sicBoOdds[oSingleOne+c-1].rule)
	case BetFourNumber:
		// Three different numbers of the four (lines 1990-1992).
		distinct := 0
		for _, n := range ns {
			if t.count[n] > 0 {
				distinct++
			}
		}
		inSet := t.count[ns[0]] + t.count[ns[1]] + t.count[ns[2]] + t.count[ns[3]]
		return win(distinct == 3 && inSet == 3)
	case BetThreeNumber:
		return win(t.count[ns[0]] == 1 && t.count[ns[1]] == 1 && t.count[ns[2]] == 1)
	case BetDoubleAndSingle:
		return win(t.count[ns[0]] == 2 && t.count[ns[2]] == 1)
	}
	panic("wheels: Sic Bo bet " + b.id + " has no rule")
}

// Verify settles every wager at the table's odds.
func (h *SicBoHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := sicBoSettingsFor(st)
	if err != nil {
		return nil, err
	}
	t := throwOf(h.dice)
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i := range h.wagers {
		w := &h.wagers[i]
		settle(v, w, sicBoOutcome(sicBoBetByID[w.Bet], w.numbers, t, s), s.FractionUp)
	}
	d := &SicBoDetail{Dice: h.dice, Total: t.total, Triple: t.triple}
	v.Outcome = rules.Outcome{Summary: d.summary(), Detail: d}
	return v, nil
}

// SicBoDetail is a throw's Outcome.Detail.
type SicBoDetail struct {
	Dice   [3]int `json:"dice"`
	Total  int    `json:"total"`
	Triple bool   `json:"triple,omitempty"`
}

func (d *SicBoDetail) summary() string {
	s := fmt.Sprintf("%d-%d-%d, total %d", d.Dice[0], d.Dice[1], d.Dice[2], d.Total)
	if d.Triple {
		s += ", a triple"
	}
	return s
}

// EntryForm is a throw: the three dice and the wagers with the numbers each
// names.
func (sicBo) EntryForm(rules.Settings) rules.EntryForm {
	return rules.EntryForm{
		Intro: "One throw: the three dice and every wager as settled. A wager names the dice faces or the total it backs.",
		Sections: []rules.EntrySection{
			{ID: "throw", Legend: "Throw", Fields: []rules.EntryField{
				{Name: "dice", Label: "Dice", Kind: rules.EntryDice, Hint: "The three dice, like 2 2 5."},
			}},
			wagersSection(sicBo{}.Info(), 40,
				"The numbers the wager names: the number of a specific triple, specific double or single dice bet; the total (4 to 17) of a three dice total; "+
					"the two numbers of a dice combination, the four of a four number combination, the three of a three single number combination; "+
					"the double twice and the single number of a double and single (2 2 5); none for small, big, odd, even and any triple.",
				false),
		},
	}
}

// Enumerate throws every one of the 216 equally likely throws of three
// dice, in order, and settles each bet of rule 9.12 on them: each total of
// the Three Dice Total by itself, the other bets on one of the numbers they
// may name (every number of a bet settles alike; the tests check it).
func (sicBo) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	if len(variants) == 0 {
		variants = []rules.Settings{nil}
	}
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := sicBoSettingsFor(st)
		if err != nil {
			return nil, err
		}
		out = append(out, enumerateSicBo(s))
	}
	return out, nil
}

// sicBoShowcase lists the wagers the enumeration settles, in rule 9.12's
// order.
var sicBoShowcase = func() []WagerRecord {
	out := []WagerRecord{{Bet: BetSmall}, {Bet: BetBig}, {Bet: BetSicBoOdd}, {Bet: BetSicBoEven},
		{Bet: BetSpecificTriple, Numbers: []int{1}}, {Bet: BetSpecificDouble, Numbers: []int{1}}, {Bet: BetAnyTriple}}
	for t := 4; t <= 17; t++ {
		out = append(out, WagerRecord{Bet: BetThreeDiceTotal, Numbers: []int{t}})
	}
	return append(out, WagerRecord{Bet: BetDiceCombination, Numbers: []int{1, 2}}, WagerRecord{Bet: BetSingleDice, Numbers: []int{1}},
		WagerRecord{Bet: BetFourNumber, Numbers: []int{3, 4, 5, 6}}, WagerRecord{Bet: BetThreeNumber, Numbers: []int{1, 2, 3}},
		WagerRecord{Bet: BetDoubleAndSingle, Numbers: []int{1, 1, 2}})
}()

func enumerateSicBo(s *SicBoSettings) *rules.Frequencies {
	deals := big.NewInt(216)
	f := &rules.Frequencies{Settings: s.Values(), Shoe: "three dice", Deals: 216}
	one := big.NewInt(1)
	for _, w := range sicBoShowcase {
		b := sicBoBetByID[w.Bet]
		ns, problem := b.numbers(w.Numbers)
		if problem != "" {
			panic("wheels: Sic Bo showcase " + w.Bet + ": " + problem)
		}
		label := w.Bet
		if len(ns) > 0 {
			label += " " + numbersText(ns)
		}
		t := newTally(label)
		// Every number a bet may name settles alike but a Three Dice
		// Total's, whose odds and chances are the total's own.
		t.wager = w.Bet
		if w.Bet == BetThreeDiceTotal {
			t.spot = numbersText(ns)
		}
		for d1 := 1; d1 <= 6; d1++ {
			for d2 := 1; d2 <= 6; d2++ {
				for d3 := 1; d3 <= 6; d3++ {
					t.add(sicBoOutcome(b, ns, throwOf([3]int{d1, d2, d3}), s), one)
				}
			}
		}
		f.Bets = append(f.Bets, t.frequency(deals, true))
	}
	return f
}
