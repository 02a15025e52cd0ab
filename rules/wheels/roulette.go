package wheels

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// roulette: single-zero roulette as Great Britain deals it (seed 002,
// section 3, lines 270-352): the wagers of rule 3.2 at their minimum odds
// (lines 281-304), the zero rule 3.3 (lines 306-314), and the Roulette Rage
// side wager (lines 353-490).

// RouletteID is the id roulette records and the catalog use.
const RouletteID = "roulette"

// The rules roulette cites.
var (
	citeRoulette      = uk("270-490")
	citeWheel         = uk("321-325") // 37 compartments, zero and 1-36 coloured alternately red and black
	citeSettled       = uk("339-343") // settled by the chips' position when the ball rests
	citeNotRequired   = uk("316-319") // not every wager on every table; no others
	citeZeroWins      = uk("308-309") // zero, and zero with 1, 2 and/or 3, win at rule 3.2's odds
	citeLaPartage     = uk("311-312") // even-money chances: half lost, half returned
	citeZeroLoses     = uk("314")     // every other wager is lost on zero
	citeRageOffered   = uk("353-359") // at the licence holder's discretion, at marked tables
	citeRageDef       = uk("361-363") // at least five consecutive numbers of one colour
	citeRageWhen      = uk("365-371") // placed after a spin of the other colour
	citeRageZero      = uk("373-376") // zero does not activate and ends a sequence
	citeRageEstablish = uk("378-384") // the establishing spin does not count
	citeRageLostNext  = uk("406-408") // the next number of the other colour: lost
	citeRageLost      = uk("415-416") // broken on the first, second or third spin: lost
	citeRageWin       = uk("416-423") // four or more: paid when the colour changes or zero
	citeRageCap       = uk("425-430") // at most 15 spins with the establishing one
	citeRageOdds      = uk("432-434") // paid for at least four spins after the establishing one
	citeRageMinEdge   = uk("456-459") // the minimum list carries 17.0%; a guide only
	citeRageTables    = uk("461-463") // complete pay tables under rule 2.9
)

// Roulette bets, as records name them.
const (
	BetStraight     = "straight"
	BetSplit        = "split"
	BetStreet       = "street"
	BetCorner       = "corner"
	BetFirstFour    = "first_four"
	BetSixLine      = "six_line"
	BetColumn       = "column"
	BetDozen        = "dozen"
	BetRed          = "red"
	BetBlack        = "black"
	BetOdd          = "odd"
	BetEven         = "even"
	BetLow          = "low"
	BetHigh         = "high"
	BetSplitColumns = "split_columns"
	BetSplitDozens  = "split_dozens"
	BetRage         = "rage"
)

// rouletteOdds are the odds settings of rule 3.2, one per wager of the
// list (red and black share one, as the rule book lists them).
var rouletteOdds = []oddsSetting{
	{"straight_odds", rules.ToOne(35), uk("285"), "on a Straight Up (En Plein)"},
	{"split_odds", rules.ToOne(17), uk("286"), "on a Split (A Cheval)"},
	{"street_odds", rules.ToOne(11), uk("287"), "on a Street (En Transversale), the zero streets 0-1-2 and 0-2-3 included"},
	{"corner_odds", rules.ToOne(8), uk("288"), "on a Corner (En Carré)"},
	{"first_four_odds", rules.ToOne(8), uk("289"), "on First Four (Quatre Premiers)"},
	{"six_line_odds", rules.ToOne(5), uk("290"), "on a Six Line (Sixain)"},
	{"column_odds", rules.ToOne(2), uk("291-292"), "on a Column (Sur une Colonne)"},
	{"dozen_odds", rules.ToOne(2), uk("293-294"), "on a Dozen (Sur une Douzaine)"},
	{"red_black_odds", rules.ToOne(1), uk("295"), "on Red or Black (Rouge ou Noir)"},
	{"odd_even_odds", rules.ToOne(1), uk("296"), "on Odd or Even (Impair ou Pair)"},
	{"low_high_odds", rules.ToOne(1), uk("298"), "on Low or High (Manque ou Passe)"},
	{"split_columns_odds", rules.Odds{Win: 1, Per: 2}, uk("300-301"), "on Split Columns (A Cheval sur Deux Colonnes)"},
	{"split_dozens_odds", rules.Odds{Win: 1, Per: 2}, uk("303-304"), "on Split Dozens (A Cheval sur Deux Douzaines)"},
}

// rouletteBet is one wager of rule 3.2 (or Roulette Rage).
type rouletteBet struct {
	id   string
	name string
	wins string
	odds int // index in rouletteOdds; -1 for Roulette Rage
	rule rules.Cite
	// size is how many numbers a record names; 0 for the even-money
	// chances and Roulette Rage, which name none.
	size int
	// sets are the legal sets of numbers, as bit masks of 0-36, with
	// their names; fixed is an even-money chance's numbers.
	sets  map[uint64]string
	fixed uint64
	even  bool // an even-money chance (rule 3.3 b)
}

func bit(n int) uint64 { return 1 << uint(n) }

func maskOf(ns ...int) uint64 {
	var m uint64
	for _, n := range ns {
		m |= bit(n)
	}
	return m
}

// numbersOf lists a mask's numbers in order.
func numbersOf(m uint64) []int {
	var out []int
	for n := 0; n <= 36; n++ {
		if m&bit(n) != 0 {
			out = append(out, n)
		}
	}
	return out
}

// redNumbers are the red numbers of the standard single-zero wheel. Figure 3,
// which shows the wheel (line 325), did not survive in the seed; its
// compartments are "coloured alternately red and black" (line 324), which
// the standard wheel is (interpretation R1).
var redNumbers = maskOf(1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36)

// allNumbers are 1 to 36.
var allNumbers = func() uint64 {
	var m uint64
	for n := 1; n <= 36; n++ {
		m |= bit(n)
	}
	return m
}()

// colour names a number's colour: red, black or zero.
func colour(n int) string {
	switch {
	case n == 0:
		return "zero"
	case redNumbers&bit(n) != 0:
		return "red"
	}
	return "black"
}

var ordinals = [...]string{"", "1st", "2nd", "3rd"}

// The layout (Figures 1 and 2, lines 274-280, also lost): 1 to 36 in twelve
// rows of three, 1-2-3 to 34-35-36, with zero beside the first row; the
// columns run down the layout (1, 4, … 34), the dozens are 1-12, 13-24 and
// 25-36. A bet covers numbers side by side on it.
func layoutSets() (splits, streets, corners, sixLines, columns, dozens, splitCols, splitDoz map[uint64]string) {
	named := func(prefix string, ns ...int) (uint64, string) {
		parts := make([]string, len(ns))
		for i, n := range ns {
			parts[i] = strconv.Itoa(n)
		}
		return maskOf(ns...), prefix + " " + strings.Join(parts, "/")
	}
	add := func(m map[uint64]string, prefix string, ns ...int) {
		k, v := named(prefix, ns...)
		m[k] = v
	}
	splits, streets, corners, sixLines = map[uint64]string{}, map[uint64]string{}, map[uint64]string{}, map[uint64]string{}
	columns, dozens, splitCols, splitDoz = map[uint64]string{}, map[uint64]string{}, map[uint64]string{}, map[uint64]string{}
	for n := 1; n <= 36; n++ {
		if n%3 != 0 {
			add(splits, BetSplit, n, n+1)
		}
		if n <= 33 {
			add(splits, BetSplit, n, n+3)
		}
		if n%3 != 0 && n <= 32 {
			add(corners, BetCorner, n, n+1, n+3, n+4)
		}
	}
	// Zero with one, two and three (rule 3.3 a, line 308).
	for _, n := range []int{1, 2, 3} {
		add(splits, BetSplit, 0, n)
	}
	add(streets, BetStreet, 0, 1, 2)
	add(streets, BetStreet, 0, 2, 3)
	for r := 0; r < 12; r++ {
		a := 3*r + 1
		add(streets, BetStreet, a, a+1, a+2)
		if r < 11 {
			sixLines[maskOf(a, a+1, a+2, a+3, a+4, a+5)] = fmt.Sprintf("%s %d-%d", BetSixLine, a, a+5)
		}
	}
	var col, doz [4]uint64
	for n := 1; n <= 36; n++ {
		col[(n-1)%3+1] |= bit(n)
		doz[(n-1)/12+1] |= bit(n)
	}
	for i := 1; i <= 3; i++ {
		columns[col[i]] = ordinals[i] + " column"
		dozens[doz[i]] = fmt.Sprintf("%s dozen (%d-%d)", ordinals[i], 12*i-11, 12*i)
	}
	splitCols[col[1]|col[2]] = "1st and 2nd columns"
	splitCols[col[2]|col[3]] = "2nd and 3rd columns"
	splitDoz[doz[1]|doz[2]] = "split dozens 1-24"
	splitDoz[doz[2]|doz[3]] = "split dozens 13-36"
	return
}

// rouletteBets are the wagers of rule 3.2 in the rule book's order (A to
// M), then Roulette Rage.
var rouletteBets = func() []*rouletteBet {
	splits, streets, corners, sixLines, columns, dozens, splitCols, splitDoz := layoutSets()
	straights := map[uint64]string{}
	for n := 0; n <= 36; n++ {
		straights[bit(n)] = fmt.Sprintf("%s %d", BetStraight, n)
	}
	var odd, low uint64
	for n := 1; n <= 36; n++ {
		if n%2 == 1 {
			odd |= bit(n)
		}
		if n <= 18 {
			low |= bit(n)
		}
	}
	return []*rouletteBet{
		{id: BetStraight, name: "Straight Up (En Plein)", wins: "the one number named, zero included", odds: 0, rule: uk("285"), size: 1, sets: straights},
		{id: BetSplit, name: "Split (A Cheval)", wins: "either of two numbers side by side, 0-1, 0-2 and 0-3 included", odds: 1, rule: uk("286"), size: 2, sets: splits},
		{id: BetStreet, name: "Street (En Transversale)", wins: "one of the three numbers of a row, or of 0-1-2 or 0-2-3", odds: 2, rule: uk("287"), size: 3, sets: streets},
		{id: BetCorner, name: "Corner (En Carré)", wins: "one of four numbers meeting at a corner", odds: 3, rule: uk("288"), size: 4, sets: corners},
		{id: BetFirstFour, name: "First Four (Quatre Premiers)", wins: "0, 1, 2 or 3", odds: 4, rule: uk("289"), size: 4,
			sets: map[uint64]string{maskOf(0, 1, 2, 3): "first four 0/1/2/3"}},
		{id: BetSixLine, name: "Six Line (Sixain)", wins: "one of the six numbers of two rows side by side", odds: 5, rule: uk("290"), size: 6, sets: sixLines},
		{id: BetColumn, name: "Column (Sur une Colonne)", wins: "one of the twelve numbers of a column", odds: 6, rule: uk("291-292"), size: 12, sets: columns},
		{id: BetDozen, name: "Dozen (Sur une Douzaine)", wins: "one of 1-12, 13-24 or 25-36, as named", odds: 7, rule: uk("293-294"), size: 12, sets: dozens},
		{id: BetRed, name: "Red (Rouge)", wins: "a red number; half returned on zero", odds: 8, rule: uk("295"), fixed: redNumbers, even: true},
		{id: BetBlack, name: "Black (Noir)", wins: "a black number; half returned on zero", odds: 8, rule: uk("295"), fixed: allNumbers &^ redNumbers, even: true},
		{id: BetOdd, name: "Odd (Impair)", wins: "an odd number; half returned on zero", odds: 9, rule: uk("296"), fixed: odd, even: true},
		{id: BetEven, name: "Even (Pair)", wins: "an even number other than zero; half returned on zero", odds: 9, rule: uk("296"), fixed: allNumbers &^ odd, even: true},
		{id: BetLow, name: "Low (Manque)", wins: "1 to 18; half returned on zero", odds: 10, rule: uk("298"), fixed: low, even: true},
		{id: BetHigh, name: "High (Passe)", wins: "19 to 36; half returned on zero", odds: 10, rule: uk("298"), fixed: allNumbers &^ low, even: true},
		{id: BetSplitColumns, name: "Split Columns (A Cheval sur Deux Colonnes)", wins: "one of the 24 numbers of two columns side by side", odds: 11, rule: uk("300-301"), size: 24, sets: splitCols},
		{id: BetSplitDozens, name: "Split Dozens (A Cheval sur Deux Douzaines)", wins: "1-24 or 13-36, as named", odds: 12, rule: uk("303-304"), size: 24, sets: splitDoz},
		{id: BetRage, name: "Roulette Rage", odds: -1, rule: citeRageDef,
			wins: "placed after an establishing spin: four or more numbers in a row of the establishing spin's colour after it, paid when a number of the other colour or zero ends the run"},
	}
}()

var rouletteBetByID = func() map[string]*rouletteBet {
	m := map[string]*rouletteBet{}
	for _, b := range rouletteBets {
		m[b.id] = b
	}
	return m
}()

var rouletteBetIDs = func() map[string]bool {
	m := map[string]bool{}
	for _, b := range rouletteBets {
		m[b.id] = true
	}
	return m
}()

// Roulette Rage pay tables: the odds for 4 to 14 spins of the colour after
// the establishing spin (rule 3.28 and the permitted tables).
type rageTable struct {
	id   string
	name string
	odds [11]int64  // n to 1 for 4, 5, … 14 spins
	rows [11]string // the line of each row
}

// Runs of the establishing spin's colour that the tables pay: at least 4
// (line 433), counted up to 14, 15 with the establishing spin (line 426).
const (
	rageMinRun = 4
	rageMaxRun = 14
	// maxRageSpins bounds a record's rage_spins: a run is counted to 14, but
	// the wager waits for the colour to change (lines 429-430).
	maxRageSpins = 100
)

func rowLines(first int) (out [11]string) {
	for i := range out {
		out[i] = strconv.Itoa(first + i)
	}
	return out
}

var rageTables = []*rageTable{
	{id: "minimum", name: "Roulette Rage minimum odds (rule 3.28)", odds: [11]int64{5, 8, 15, 20, 40, 60, 100, 200, 400, 1000, 2000},
		rows: [11]string{"439", "441", "443", "445", "446", "447", "448", "449", "450", "451", "452"}},
	{id: "1", name: "Roulette Rage pay table 1", odds: [11]int64{6, 10, 20, 30, 40, 60, 100, 200, 400, 1000, 2000}, rows: rowLines(467)},
	{id: "2", name: "Roulette Rage pay table 2", odds: [11]int64{5, 9, 20, 30, 40, 60, 100, 200, 400, 1000, 2000}, rows: rowLines(480)},
}

var rageMinimum = rageTables[0]

func rageTableByID(id string) *rageTable {
	for _, t := range rageTables {
		if t.id == id {
			return t
		}
	}
	return nil
}

// Setting keys and values of roulette.
const (
	keyZero          = "zero_even_money"
	zeroLaPartage    = "la_partage"
	keyRagePayTable  = "rage_pay_table"
	rageNotOffered   = "none"
	rageDefaultTable = "1"
)

// parseRageTable reads rage_pay_table: a table's id, none, or eleven odds
// (n to 1 for 4 to 14 spins), each at least the minimum.
func parseRageTable(v string) (*rageTable, error) {
	if v == rageNotOffered {
		return nil, nil
	}
	if t := rageTableByID(v); t != nil {
		return t, nil
	}
	fields := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' })
	if len(fields) != len(rageMinimum.odds) {
		return nil, fmt.Errorf("%q is not 1, 2, minimum, none or eleven odds (n to 1 for 4 to 14 spins, like \"6 10 20 30 40 60 100 200 400 1000 2000\")", v)
	}
	t := &rageTable{id: strings.Join(fields, " "), name: "Roulette Rage pay table of the table's own (rule 2.9)"}
	for i, f := range fields {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil || n < 1 || n > maxOddsTerm {
			return nil, fmt.Errorf("%q: %q is not a whole number of odds to 1", v, f)
		}
		if n < rageMinimum.odds[i] {
			return nil, fmt.Errorf("%q: %d to 1 for %d spins is below the minimum of %d to 1 (line %s)", v, n, rageMinRun+i, rageMinimum.odds[i], rageMinimum.rows[i])
		}
		t.odds[i] = n
		t.rows[i] = citeRageTables.Lines
	}
	return t, nil
}

var rouletteSpecs = func() []rules.SettingSpec {
	specs := make([]rules.SettingSpec, 0, len(rouletteOdds)+3)
	for _, o := range rouletteOdds {
		specs = append(specs, o.spec())
	}
	specs = append(specs,
		rules.SettingSpec{Key: keyZero, Default: zeroLaPartage, Allowed: []string{zeroLaPartage}, Rule: citeLaPartage,
			Doc: "What an even-money chance (red, black, odd, even, low, high) does when zero is spun. The rule book gives one rule, " +
				"la partage: half the wager lost and half returned (rule 3.3 b, lines 311-312). En prison is not in the rule book; " +
				"a variation needs the Commission's approval (lines 316-319), so the engine does not take it."},
		rules.SettingSpec{Key: keyRagePayTable, Default: rageDefaultTable, Allowed: []string{"1", "2", "minimum", rageNotOffered},
			Range: "1, 2, minimum, none, or eleven odds of the table's own", Rule: citeRageOffered,
			Check: func(v string) error { _, err := parseRageTable(v); return err },
			Doc: "Whether the table offers the Roulette Rage side wager (at the licence holder's discretion, at tables marked for it, " +
				"lines 353-359) and at which odds: 1 or 2, the permitted pay tables (lines 465-490); minimum, the minimum odds of rule 3.28 " +
				"(lines 432-452), which the rule book recommends as a guide only (lines 456-459); a table's own table as eleven odds " +
				"(n to 1 for 4 to 14 spins), each at least the minimum (rule 2.9, lines 240-260, 461-463); none, not offered: a Roulette Rage " +
				"wager is then refused."},
		fractionSpec("a payout at odds such as 1 to 2 (Split Columns, Split Dozens), or in the half of an even-money wager returned on zero"),
		rules.PositionsSpec(formSeats, maxPlaces, citeOperator,
			"The table's layout: the players' places at it, one chip colour each, which the rule book leaves to the operator (lines 62-63). "+
				"It sizes the hand-entry form (three wager lines a place, more on demand); a record may still name any seat."),
	)
	return specs
}()

// RouletteSettings are a roulette table's compiled settings.
type RouletteSettings struct {
	// Odds are the table's odds for the wagers of rule 3.2, in the order of
	// rouletteOdds.
	Odds [13]rules.Odds
	// Rage is the Roulette Rage pay table, or nil when the table does not
	// offer the wager.
	Rage *rageTable
	// FractionUp rounds a fraction of a penny up to the player.
	FractionUp bool
	// Positions is the table's layout (rules.PositionsKey): its players'
	// places, one chip colour each; 0 for formSeats.
	Positions int
}

// positions is the table's layout, formSeats when none is set.
func (s *RouletteSettings) positions() int {
	if s.Positions <= 0 {
		return formSeats
	}
	return s.Positions
}

// DefaultRouletteSettings are the settings of a table that sets nothing.
func DefaultRouletteSettings() *RouletteSettings {
	s, err := compileRoulette(nil)
	if err != nil {
		panic("wheels: roulette's defaults are refused: " + err.Error())
	}
	return s
}

// Values returns the settings in record form.
func (s *RouletteSettings) Values() map[string]string {
	v := make(map[string]string, len(rouletteSpecs))
	for i, o := range rouletteOdds {
		v[o.key] = s.Odds[i].String()
	}
	v[keyZero] = zeroLaPartage
	v[keyRagePayTable] = rageNotOffered
	if s.Rage != nil {
		v[keyRagePayTable] = s.Rage.id
	}
	v[keyFraction] = fractionDrop
	if s.FractionUp {
		v[keyFraction] = fractionToPlayer
	}
	v[rules.PositionsKey] = strconv.Itoa(s.positions())
	return v
}

func compileRoulette(values map[string]string) (*RouletteSettings, error) {
	v, err := rules.NormalizeSettings(rouletteSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &RouletteSettings{FractionUp: v[keyFraction] == fractionToPlayer}
	for i, o := range rouletteOdds {
		if s.Odds[i], err = parseOdds(v[o.key]); err != nil {
			return nil, rules.Invalid("settings."+o.key, "%v", err)
		}
	}
	if s.Rage, err = parseRageTable(v[keyRagePayTable]); err != nil {
		return nil, rules.Invalid("settings."+keyRagePayTable, "%v", err)
	}
	s.Positions, _ = strconv.Atoi(v[rules.PositionsKey])
	return s, nil
}

// rouletteSettingsFor accepts roulette's settings, nil for the defaults, or
// any other rules.Settings by compiling its values.
func rouletteSettingsFor(s rules.Settings) (*RouletteSettings, error) {
	return rules.SettingsAs(s, DefaultRouletteSettings, nil, (*RouletteSettings).check, cloneAndCompile(compileRoulette))
}

// check validates settings built in code rather than compiled.
func (s *RouletteSettings) check() error {
	errs := &rules.InputError{}
	for i, o := range rouletteOdds {
		checkOdds(errs, o, s.Odds[i])
	}
	if s.Rage != nil {
		for i, n := range s.Rage.odds {
			if n < rageMinimum.odds[i] {
				errs.Add("settings."+keyRagePayTable, "%d to 1 for %d spins is below the minimum of %d to 1", n, rageMinRun+i, rageMinimum.odds[i])
			}
		}
	}
	return errs.Err()
}

type roulette struct{}

// Roulette returns single-zero roulette with Roulette Rage (Great Britain).
func Roulette() rules.Game { return roulette{} }

func (roulette) Settings(values map[string]string) (rules.Settings, error) {
	return compileRoulette(values)
}

func (roulette) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID: RouletteID, Name: "Roulette, single zero, with Roulette Rage (Great Britain)", Family: "wheels", Banking: "house",
		Sources:  []rules.Cite{citeRoulette},
		Decks:    "a wheel of 37 compartments, zero and 1 to 36 coloured alternately red and black (lines 321-325)",
		Settings: slices.Clone(rouletteSpecs),
	}
	min := rules.PayTable{ID: "minimum", Name: "Minimum odds (rule 3.2)"}
	for _, b := range rouletteBets {
		pays := "the rage_pay_table's odds for 4 to 14 spins of the colour after the establishing spin, 5 to 1 up to 2000 to 1 at least"
		if b.odds >= 0 {
			o := rouletteOdds[b.odds]
			pays = o.min.String() + " at least (" + o.key + ")"
			min.Rows = append(min.Rows, rules.PayRow{Outcome: b.name, Pays: o.min.String(), Rule: o.rule})
		}
		info.Wagers = append(info.Wagers, rules.WagerInfo{Bet: b.id, Name: b.name, Wins: b.wins, Pays: pays, Rule: b.rule})
	}
	info.PayTables = append(info.PayTables, min,
		rules.PayTable{ID: "zero", Name: "When the winning number is zero (rule 3.3)", Rows: []rules.PayRow{
			{Outcome: "Zero, and zero with one, two and/or three (Straight Up 0; Splits 0-1, 0-2, 0-3; Streets 0-1-2, 0-2-3; First Four)", Pays: "the odds of rule 3.2", Rule: citeZeroWins},
			{Outcome: "An even-money chance (Red, Black, Odd, Even, Low, High)", Pays: "half lost, half returned", Rule: citeLaPartage},
			{Outcome: "Every other wager", Pays: "lost", Rule: citeZeroLoses},
		}})
	for _, t := range rageTables {
		pt := rules.PayTable{ID: t.id, Name: t.name + ": spins of the colour after the establishing spin", Setting: keyRagePayTable}
		for i, n := range t.odds {
			pt.Rows = append(pt.Rows, rules.PayRow{Outcome: strconv.Itoa(rageMinRun + i), Pays: rules.ToOne(n).String(), Rule: uk(t.rows[i])})
		}
		info.PayTables = append(info.PayTables, pt)
	}
	return info
}

// Notes are published figures to set beside the engine's.
func (roulette) Notes() []string {
	return []string{
		"Single-zero roulette's house edge is 1/37, 2.70%, on every bet paid at the standard odds (35, 17, 11, 8, 5, 2 and 1 to 1): " +
			"\"In the case of single-zero games the payoffs are the same but the house edge is always 2.70%\" " +
			"(http://acesguidetogambling.com/roulette/zeros.html). The engine's enumeration gives -1/37 for every bet of rule 3.2 under the minimum odds, " +
			"the 1 to 2 Split Columns and Split Dozens included (24/37 × 3/2 = 36/37).",
		"La partage halves the edge on the even-money chances: \"Online, la partage comes on single-zero wheel and cuts the house edge from 2.70 percent to 1.35\" " +
			"(https://pressofatlanticcity.com/acw/blogs/gaming_guru/online-rules-give-boost-to-roulette-players/article_a36532a6-befe-11eb-b5fa-a3a23fa8400a.html). " +
			"The engine gives -1/74 = -1.3514% for Red, Black, Odd, Even, Low and High.",
		"Roulette Rage: the rule book says its list of minimum odds \"carries a house edge of 17.0%\" (seed 002 lines 456-457). The engine's " +
			"enumeration gives 17.0011% for the minimum list, 4.6109% for pay table 1 and 8.8865% for pay table 2. A deal on this page is the 14 spins " +
			"after a spin (37^14 equally likely deals): the wagers of rule 3.2 are settled on the first of them, and a Roulette Rage wager placed " +
			"after an establishing spin is settled on the run of its colour that follows. Each bet of rule 3.2 is shown on one of its sets of " +
			"numbers, and on one that holds zero where the layout has one; the tests check that every legal set of a bet settles alike.",
	}
}

// RouletteRecord is the JSON form of one spin:
//
//	{"table_id": "RL-1", "hand_number": 41, "game": "roulette",
//	 "dealt_at": "2026-11-21T22:14:05+00:00", "number": 17,
//	 "wagers": [{"seat": 1, "bet": "split", "numbers": [17, 20], "amount": "10.00", "result": "win", "payout": "170.00"}]}
//
// RageSpins, with a Roulette Rage wager, lists the establishing spin and
// every spin since, before this one, in order: this spin is the one that
// ended the run and settles the wager.
type RouletteRecord struct {
	rules.Envelope
	Number    *int          `json:"number"`
	RageSpins []int         `json:"rage_spins,omitempty"`
	Wagers    []WagerRecord `json:"wagers"`
}

// RouletteHand is a decoded spin.
type RouletteHand struct {
	env    rules.Envelope
	number int
	// rage is the number of spins of the establishing spin's colour after
	// it, counted to 14; -1 without a Roulette Rage wager.
	rage      int
	rageSpins []int
	wagers    []wager
	// masks are the numbers each wager covers.
	masks []uint64
}

// Envelope returns the fields every record shares.
func (h *RouletteHand) Envelope() rules.Envelope { return h.env }

// Number is the winning number.
func (h *RouletteHand) Number() int { return h.number }

// Wagers returns the spin's wagers in record order.
func (h *RouletteHand) Wagers() []rules.Wager {
	out := make([]rules.Wager, len(h.wagers))
	for i, w := range h.wagers {
		out[i] = w.Wager
	}
	return out
}

// Decode reads one spin strictly: the winning number from 0 to 36, every
// wager a bet of rule 3.2 naming a set of numbers the layout allows, each
// wager once per seat, and a Roulette Rage wager with the run it settles
// on.
func (roulette) Decode(data []byte) (rules.Hand, error) {
	var r RouletteRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	checkEnvelope(r.Envelope, RouletteID, errs)
	h := &RouletteHand{env: r.Envelope, rage: -1}
	switch {
	case r.Number == nil:
		errs.Add("number", "is required: the winning number, 0 to 36")
	case *r.Number < 0 || *r.Number > 36:
		errs.Add("number", "%d is not on the wheel: its compartments are zero and 1 to 36 (lines 321-325)", *r.Number)
	default:
		h.number = *r.Number
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the spin's wagers ([] for none)")
	}
	type key struct {
		seat int
		bet  string
		mask uint64
	}
	seen := map[key]int{}
	rage := false
	for i, in := range r.Wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		w, ok := parseWager(f, in, rouletteBetIDs, true, errs)
		if !ok {
			continue
		}
		b := rouletteBetByID[w.Bet]
		mask, label, ok := rouletteNumbers(f, b, in.Numbers, errs)
		if !ok {
			continue
		}
		w.numbers, w.label = numbersOf(mask), label
		if b.sets == nil {
			w.numbers = nil
		} else {
			w.Spot = rouletteSpot(b, label)
		}
		k := key{w.Seat, w.Bet, mask}
		if j, dup := seen[k]; dup {
			errs.Add(f, "seat %d holds %s twice (also wagers[%d]); combine them into one wager", w.Seat, label, j)
			continue
		}
		seen[k] = i
		rage = rage || b.id == BetRage
		h.wagers = append(h.wagers, w)
		h.masks = append(h.masks, mask)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	switch {
	case rage && len(r.RageSpins) == 0:
		errs.Add("rage_spins", "is required with a Roulette Rage wager: the establishing spin and every spin since, before this one, in order (lines 378-384, 416-420)")
	case !rage && len(r.RageSpins) > 0:
		errs.Add("rage_spins", "is the run a Roulette Rage wager is settled on; this spin settles none: leave it out")
	case rage:
		h.rage = rageRun("rage_spins", r.RageSpins, h.number, errs)
		h.rageSpins = r.RageSpins
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// rouletteNumbers checks the numbers a wager names against its bet and the
// layout, and returns them as a mask with the wager's label.
func rouletteNumbers(f string, b *rouletteBet, ns []int, errs *rules.InputError) (uint64, string, bool) {
	if b.sets == nil {
		if len(ns) > 0 {
			errs.Add(f+".numbers", "%s names no numbers: the bet says which it covers; leave numbers out", b.id)
			return 0, "", false
		}
		return b.fixed, b.id, true
	}
	if len(ns) != b.size {
		errs.Add(f+".numbers", "has %d numbers; a %s covers %d (%s)", len(ns), b.id, b.size, b.rule)
		return 0, "", false
	}
	var mask uint64
	for j, n := range ns {
		switch {
		case n < 0 || n > 36:
			errs.Add(fmt.Sprintf("%s.numbers[%d]", f, j), "%d is not on the layout: zero and 1 to 36", n)
			return 0, "", false
		case mask&bit(n) != 0:
			errs.Add(fmt.Sprintf("%s.numbers[%d]", f, j), "%d is named twice", n)
			return 0, "", false
		}
		mask |= bit(n)
	}
	label, ok := b.sets[mask]
	if !ok {
		errs.Add(f+".numbers", "%s is not a %s of the layout: %s (%s)", numbersText(numbersOf(mask)), b.id, b.wins, b.rule)
		return 0, "", false
	}
	return mask, label, true
}

// rouletteSpot names where a wager of bet b lies on the layout: its
// label without the bet's own words ("17/20" of "split 17/20", "1-24" of
// "split dozens 1-24"), or the label where it reads on its own ("1st
// column", "2nd dozen (13-24)").
func rouletteSpot(b *rouletteBet, label string) string {
	for _, prefix := range []string{b.id + " ", strings.ReplaceAll(b.id, "_", " ") + " "} {
		if rest, ok := strings.CutPrefix(label, prefix); ok {
			return rest
		}
	}
	return label
}

// rageRun checks the run a Roulette Rage wager is settled on: the
// establishing spin (a number, never zero, lines 373-376), the spins of its
// colour after it, and this spin's number, which must end the run (a
// number of the other colour or zero, lines 416-420). It returns the spins
// of the colour after the establishing spin, counted to 14 (lines 425-430).
func rageRun(f string, spins []int, number int, errs *rules.InputError) int {
	if len(spins) > maxRageSpins {
		errs.Add(f, "has %d spins; a record may list at most %d", len(spins), maxRageSpins)
		return 0
	}
	for j, n := range spins {
		if n < 0 || n > 36 {
			errs.Add(fmt.Sprintf("%s[%d]", f, j), "%d is not on the wheel: zero and 1 to 36", n)
			return 0
		}
	}
	est := colour(spins[0])
	if spins[0] == 0 {
		errs.Add(f+"[0]", "the establishing spin is a number of a colour: zero does not activate Roulette Rage (lines 373-376)")
		return 0
	}
	for j, n := range spins[1:] {
		if colour(n) != est {
			errs.Add(fmt.Sprintf("%s[%d]", f, j+1), "%d is %s: it ended the run of %s after the establishing spin, and the Roulette Rage wagers were settled on it (lines 406-408, 415-420); list the spins up to the one before this spin's", n, colour(n), est)
			return 0
		}
	}
	if colour(number) == est {
		errs.Add("number", "%d is %s, as the establishing spin: the run goes on, and a Roulette Rage wager is settled on the spin of the other colour or zero that ends it (lines 416-420, 429-430); record the wager then", number, est)
		return 0
	}
	return min(len(spins)-1, rageMaxRun)
}

// rageOutcome settles a Roulette Rage wager on a run of run spins of the
// establishing spin's colour after it, under table t.
func rageOutcome(run int, t *rageTable) outcome {
	switch {
	case run == 0:
		return lost(citeRageLostNext)
	case run < rageMinRun-1:
		return lost(citeRageLost)
	case run < rageMinRun:
		// Broken on the fourth spin: neither among the losses of lines
		// 415-416 nor a win of lines 416-418; the odds are for at least
		// four spins (lines 432-434), so it is lost (interpretation R3).
		return lost(citeRageOdds)
	}
	i := min(run, rageMaxRun) - rageMinRun
	return won(rules.ToOne(t.odds[i]), uk(t.rows[i]))
}

// rouletteOutcome settles a wager of rule 3.2 covering mask when number
// wins.
func rouletteOutcome(b *rouletteBet, mask uint64, number int, s *RouletteSettings) outcome {
	odds := s.Odds[b.odds]
	switch {
	case mask&bit(number) != 0 && number == 0:
		return won(odds, citeZeroWins)
	case mask&bit(number) != 0:
		return won(odds, b.rule)
	case number == 0 && b.even:
		return outcome{result: rules.Lose, half: true, rule: citeLaPartage}
	case number == 0:
		return lost(citeZeroLoses)
	}
	return lost(b.rule)
}

// Verify settles every wager at the table's odds. A Roulette Rage wager at
// a table that does not offer it is an *rules.InputError.
func (h *RouletteHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := rouletteSettingsFor(st)
	if err != nil {
		return nil, err
	}
	if s.Rage == nil && h.rage >= 0 {
		for i, w := range h.wagers {
			if w.Bet == BetRage {
				return nil, rules.Invalid(fmt.Sprintf("wagers[%d].bet", i), "the table does not offer Roulette Rage (rage_pay_table=none): it is offered only at tables marked for it (lines 353-359)")
			}
		}
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i := range h.wagers {
		w := &h.wagers[i]
		b := rouletteBetByID[w.Bet]
		var o outcome
		if b.id == BetRage {
			o = rageOutcome(h.rage, s.Rage)
		} else {
			o = rouletteOutcome(b, h.masks[i], h.number, s)
		}
		settle(v, w, o, s.FractionUp)
	}
	d := &RouletteDetail{Number: h.number, Colour: colour(h.number)}
	if h.rage >= 0 {
		d.Rage = &RageDetail{Establishing: h.rageSpins[0], Colour: colour(h.rageSpins[0]), Run: len(h.rageSpins) - 1, Counted: h.rage}
	}
	v.Outcome = rules.Outcome{Summary: d.summary(), Detail: d}
	if s.Rage != nil {
		v.Outcome.State = rageState(runAfter(h.rageSpins, h.number))
	}
	return v, nil
}

// RouletteDetail is a spin's Outcome.Detail.
type RouletteDetail struct {
	Number int    `json:"number"`
	Colour string `json:"colour"`
	// Rage is the run the spin's Roulette Rage wagers were settled on.
	Rage *RageDetail `json:"rage,omitempty"`
}

// RageDetail is a Roulette Rage run: the establishing spin, its colour, the
// spins of that colour after it, and how many of them count (at most 14).
type RageDetail struct {
	Establishing int    `json:"establishing"`
	Colour       string `json:"colour"`
	Run          int    `json:"run"`
	Counted      int    `json:"counted"`
}

func (d *RouletteDetail) summary() string {
	var b strings.Builder
	n := d.Number
	if n == 0 {
		b.WriteString("0, zero")
	} else {
		parity, half := "even", "low"
		if n%2 == 1 {
			parity = "odd"
		}
		if n > 18 {
			half = "high"
		}
		fmt.Fprintf(&b, "%d %s, %s, %s; %s dozen, %s column", n, d.Colour, parity, half, ordinals[(n-1)/12+1], ordinals[(n-1)%3+1])
	}
	if r := d.Rage; r != nil {
		fmt.Fprintf(&b, "; Roulette Rage: %d %s after the establishing spin %d", r.Run, r.Colour, r.Establishing)
		if r.Counted < r.Run {
			fmt.Fprintf(&b, " (%d counted)", r.Counted)
		}
	}
	return b.String()
}

// A blank form shows formSeatWagers wager lines for each of the table's
// places (its positions setting, one chip colour each; formSeats unless
// the table names its own layout, which the rule book leaves to the
// operator), and the person adds more on demand.
const (
	formSeats      = 8
	maxPlaces      = 20
	formSeatWagers = 3
)

// EntryForm is a spin as the table dealt it: the winning number, the run a
// Roulette Rage wager is settled on where the table offers it, and the
// wagers with the numbers each covers.
func (roulette) EntryForm(st rules.Settings) rules.EntryForm {
	s, err := rouletteSettingsFor(st)
	if err != nil {
		s = DefaultRouletteSettings()
	}
	spin := rules.EntrySection{ID: "spin", Legend: "Spin", Fields: []rules.EntryField{
		{Name: "number", Label: "Winning number", Kind: rules.EntryInt, Min: 0, Max: 36, Hint: "0 to 36."},
	}}
	if s.Rage != nil {
		spin.Fields = append(spin.Fields, rules.EntryField{Name: "rage_spins", Label: "Roulette Rage spins", Kind: rules.EntryInts,
			Hint: "Only when this spin settles Roulette Rage wagers: the establishing spin and every spin since, before this one, in order (\"2 4 6 8 10 11\")."})
	}
	wagers := wagersSection(roulette{}.Info(), 60,
		"The numbers the wager covers, as on the layout: one for a straight up, two for a split, three for a street, four for a corner or first four, "+
			"six for a six line, the twelve of a column or dozen, the 24 of split columns or split dozens; none for red, black, odd, even, low, high and Roulette Rage.",
		true)
	wagers.PerSeat = formSeatWagers
	return rules.EntryForm{
		Intro:    "One spin: the winning number and every wager as settled. A wager names the numbers it covers on the layout.",
		Seats:    s.positions(),
		Sections: []rules.EntrySection{spin, wagers},
	}
}

// Enumerate counts every deal exactly: the 14 spins that follow a spin, 37^14
// equally likely deals. The wagers of rule 3.2 are settled on the first of
// them, each on one of its sets of numbers (and a set holding zero where the
// layout has one); a Roulette Rage wager placed after an establishing spin
// on the run of its colour that follows, which 14 spins decide (a run is
// counted to 14, lines 425-430).
func (roulette) Enumerate(variants ...rules.Settings) ([]*rules.Frequencies, error) {
	if len(variants) == 0 {
		variants = []rules.Settings{nil}
	}
	var out []*rules.Frequencies
	for _, st := range variants {
		s, err := rouletteSettingsFor(st)
		if err != nil {
			return nil, err
		}
		out = append(out, enumerateRoulette(s))
	}
	return out, nil
}

// rouletteShowcase names the set of numbers each bet of rule 3.2 is shown
// on, in the rule book's order.
var rouletteShowcase = []struct {
	bet     string
	numbers []int
}{
	{BetStraight, []int{17}}, {BetStraight, []int{0}},
	{BetSplit, []int{17, 20}}, {BetSplit, []int{0, 1}},
	{BetStreet, []int{13, 14, 15}}, {BetStreet, []int{0, 1, 2}},
	{BetCorner, []int{17, 18, 20, 21}}, {BetFirstFour, []int{0, 1, 2, 3}},
	{BetSixLine, []int{13, 14, 15, 16, 17, 18}},
	{BetColumn, numbersOf(maskOf(1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34))},
	{BetDozen, numbersOf(maskOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))},
	{BetRed, nil}, {BetBlack, nil}, {BetOdd, nil}, {BetEven, nil}, {BetLow, nil}, {BetHigh, nil},
	{BetSplitColumns, numbersOf(maskOf(1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35))},
	{BetSplitDozens, numbersOf(maskOf(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24))},
}

// rageDealSpins is the number of spins a deal holds.
const rageDealSpins = rageMaxRun

func enumerateRoulette(s *RouletteSettings) *rules.Frequencies {
	deals := new(big.Int).Exp(big.NewInt(37), big.NewInt(rageDealSpins), nil)
	rest := new(big.Int).Exp(big.NewInt(37), big.NewInt(rageDealSpins-1), nil)
	f := &rules.Frequencies{Settings: s.Values(), Shoe: "the 37 numbers of the wheel, spin after spin", BigDeals: deals}
	for _, sc := range rouletteShowcase {
		b := rouletteBetByID[sc.bet]
		mask, label := b.fixed, b.id
		if b.sets != nil {
			mask = maskOf(sc.numbers...)
			label = b.sets[mask]
		}
		t := newTally(label)
		// Every set of numbers of a bet settles alike (the tests check
		// it): the counts hold for the bet on any spot.
		t.wager = b.id
		for n := 0; n <= 36; n++ {
			t.add(rouletteOutcome(b, mask, n, s), rest)
		}
		f.Bets = append(f.Bets, t.frequency(deals, false))
	}
	if s.Rage != nil {
		f.Bets = append(f.Bets, enumerateRage(s.Rage).frequency(deals, false))
	}
	return f
}

// enumerateRage counts a Roulette Rage wager over the 14 spins after its
// establishing spin: a run of k spins of its colour (18 numbers each) ended
// by the other colour (18) or zero (1), the spins after it free (37 each);
// or 14 spins of its colour, counted as 14 whatever follows.
func enumerateRage(t *rageTable) *tally {
	tl := newTally(BetRage)
	est := 2 // a black establishing spin; red is alike by symmetry
	for k := 0; k <= rageDealSpins; k++ {
		spins := make([]int, k+1)
		spins[0] = est
		for j := 1; j <= k; j++ {
			spins[j] = est
		}
		same := new(big.Int).Exp(big.NewInt(18), big.NewInt(int64(k)), nil)
		if k == rageDealSpins {
			// The run is 14 whatever ends it later.
			tl.add(rageOutcome(runOf(spins, 1), t), same)
			continue
		}
		free := new(big.Int).Exp(big.NewInt(37), big.NewInt(int64(rageDealSpins-k-1)), nil)
		for _, end := range []struct {
			number int
			ways   int64
		}{{1, 18}, {0, 1}} { // the other colour, or zero
			ways := new(big.Int).Mul(same, big.NewInt(end.ways))
			tl.add(rageOutcome(runOf(spins, end.number), t), ways.Mul(ways, free))
		}
	}
	return tl
}

// runOf is rageRun for spins the enumeration builds, which are always a
// run.
func runOf(spins []int, number int) int {
	errs := &rules.InputError{}
	n := rageRun("rage_spins", spins, number, errs)
	if err := errs.Err(); err != nil {
		panic("wheels: " + err.Error())
	}
	return n
}
