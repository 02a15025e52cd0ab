package fees

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/tablegames/casino/rules"
)

//go:embed data/*.json
var dataFS embed.FS

// Schedules is a loaded and validated collection of schedule sets.
type Schedules struct {
	sets []*Set
	byID map[string]*Set
}

func (s *Schedules) ids() []string {
	out := make([]string, len(s.sets))
	for i, x := range s.sets {
		out[i] = x.ID
	}
	return out
}

// Sets returns the loaded sets in the order of the seed.
func (s *Schedules) Sets() []*Set { return slices.Clone(s.sets) }

var embedded = sync.OnceValue(func() *Schedules {
	sub, err := fs.Sub(dataFS, "data")
	if err != nil {
		panic(err)
	}
	s, err := Load(sub)
	if err != nil {
		// The data is compiled in and validated by the package tests.
		panic("fees: embedded schedules are invalid: " + err.Error())
	}
	return s
})

// Load reads and validates every *.json schedule set in fsys.
func Load(fsys fs.FS) (*Schedules, error) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, err
	}
	out := &Schedules{byID: map[string]*Set{}}
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		s, err := Decode(b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if want := strings.ToLower(s.ID) + ".json"; path.Base(name) != want {
			return nil, fmt.Errorf("%s: set %s must be in %s", name, s.ID, want)
		}
		if _, dup := out.byID[s.ID]; dup {
			return nil, fmt.Errorf("%s: set %s defined twice", name, s.ID)
		}
		out.byID[s.ID] = s
		out.sets = append(out.sets, s)
	}
	if len(out.sets) == 0 {
		return nil, fmt.Errorf("no schedule sets found")
	}
	slices.SortStableFunc(out.sets, func(a, b *Set) int {
		x, _, _ := a.Heading.Range()
		y, _, _ := b.Heading.Range()
		return x - y
	})
	return out, nil
}

type setJSON struct {
	Set        string      `json:"set"`
	Title      string      `json:"title"`
	Heading    string      `json:"heading"`
	Games      []gameJSON  `json:"games"`
	Cap        capJSON     `json:"cap"`
	Repeats    []int       `json:"repeats"`
	Unnumbered bool        `json:"unnumbered"`
	Blocks     []blockJSON `json:"blocks"`
}

type gameJSON struct {
	Name    string `json:"name"`
	ID      string `json:"id"`
	Catalog string `json:"catalog"`
	Note    string `json:"note"`
}

type capJSON struct {
	Rates int    `json:"rates"`
	Per   string `json:"per"`
	Rule  string `json:"rule"`
}

type blockJSON struct {
	Block       string    `json:"block"`
	Mechanism   string    `json:"mechanism"`
	Rule        string    `json:"rule"`
	Says        string    `json:"says"`
	Limit       string    `json:"limit"`
	LimitLine   string    `json:"limit_line"`
	Header      string    `json:"header"`
	Note        string    `json:"note"`
	Columns     []string  `json:"columns"`
	TierColumns []string  `json:"tier_columns"`
	Rows        []rowJSON `json:"rows"`
}

type rowJSON struct {
	Option    string     `json:"option"`
	Players   string     `json:"players"`
	Limit     string     `json:"limit"`
	Blind     string     `json:"blind"`
	Fees      []string   `json:"fees"`
	Line      string     `json:"line"`
	Quality   string     `json:"quality"`
	Unprinted []string   `json:"unprinted"`
	Note      string     `json:"note"`
	Tiers     []tierJSON `json:"tiers"`
}

type tierJSON struct {
	Action  string `json:"action"`
	Fee     string `json:"fee"`
	Line    string `json:"line"`
	Quality string `json:"quality"`
	Note    string `json:"note"`
}

// mechanismColumns lists, for each mechanism, the fee columns a row must
// carry (in any print order) and those it may carry.
var mechanismColumns = map[Mechanism]struct{ need, may []string }{
	FlopStages:               {need: []string{"dtf1", "dtf2", "dtf3"}},
	FlopStagesSmallBlind:     {need: []string{"dtf1", "dtf2", "dtf3"}},
	DrawStages:               {need: []string{"dtf1", "dtf2", "dtf3"}},
	DrawStagesSmallBlind:     {need: []string{"dtf1", "dtf2", "dtf3"}},
	StudStages:               {need: []string{"dtf1", "dtf2", "dtf3"}},
	LowballStages:            {need: []string{"dtf1", "dtf2"}},
	LowballThreeStages:       {need: []string{"dtf1", "dtf2", "dtf3"}},
	TimedByPlayers:           {need: []string{"fee"}},
	TimedByLimit:             {need: []string{"fee"}},
	PerPlayerByPoint:         {need: []string{"p4", "p3", "p2"}},
	LegacyRegular:            {need: []string{"p7_8", "p6", "p5", "p4_or_less"}},
	LegacyDesignated:         {need: []string{"p7_8", "p6", "p5", "p4_or_less"}},
	LegacyTime:               {need: []string{"fee"}},
	PerBetAndHand:            {need: []string{"player_fee", "pd_fee"}, may: []string{"jackpot_fee"}},
	TableAction:              {need: []string{"player_fee"}, may: []string{"match_play_fee"}},
	LegacyBaccarat9:          {need: []string{"pd_fee", "player_fee"}},
	FlopStagesRegular:        {need: []string{"dtf1", "regular", "dtf2"}},
	FlopStagesBeforeDeal:     {need: []string{"cf1", "cf2", "cf3"}},
	StudStagesBeforeDeal:     {need: []string{"cf1", "cf2", "cf3"}},
	StudStagesAfterHoleCards: {need: []string{"cf1", "cf2", "cf3"}},
	DesignatedAndRegular:     {need: []string{"p7_9", "designated"}, may: []string{"p6", "p5", "p4", "p3_or_less", "p5_or_less", "p7", "p8", "p9"}},
	TimedByPlayerColumns:     {may: []string{"p6_9", "p5_or_less", "p5_to_7", "p5_8", "p4_or_less"}},
	TimedFromPot:             {need: []string{"p5_8", "p4_or_less"}},
	LegacyDesignatedFlat:     {need: []string{"fee"}},
	LegacyPokerHand:          {need: legacyPokerColumns},
	LegacyPokerTime:          {need: legacyPokerColumns},
}

// columnPlayers is the player count of a per-player-count column.
var columnPlayers = map[string]PlayerCount{
	"p2": {Text: "Two Players", Min: 2, Max: 2}, "p3": {Text: "Three Players", Min: 3, Max: 3},
	"p4": {Text: "Four Players", Min: 4, Max: 4}, "p5": {Text: "5 players", Min: 5, Max: 5},
	"p6": {Text: "6 players", Min: 6, Max: 6}, "p7_8": {Text: "8 & 7 players", Min: 7, Max: 8},
	"p4_or_less": {Text: "4 players or less", Min: 0, Max: 4},
	"p7_9":       {Text: "7 - 9 players", Min: 7, Max: 9}, "p6_9": {Text: "6 - 9 players", Min: 6, Max: 9},
	"p5_8":       {Text: "8 to 5 players", Min: 5, Max: 8},
	"p3_or_less": {Text: "3 players or less", Min: 0, Max: 3}, "p5_or_less": {Text: "5 players or less", Min: 0, Max: 5},
	"p5_to_7": {Text: "7 to 5 players", Min: 5, Max: 7},
	"p7":      {Text: "7 players", Min: 7, Max: 7}, "p8": {Text: "8 players", Min: 8, Max: 8}, "p9": {Text: "9 players", Min: 9, Max: 9},
}

func usesPlayers(m Mechanism) bool {
	switch m {
	case FlopStages, FlopStagesSmallBlind, DrawStages, DrawStagesSmallBlind, StudStages, LowballStages, LowballThreeStages, TimedByPlayers,
		FlopStagesRegular, FlopStagesBeforeDeal, StudStagesBeforeDeal, StudStagesAfterHoleCards:
		return true
	}
	return false
}

// limitInRows reports whether a mechanism's rows print their own limit;
// the others take it from the block's caption, or have none.
func limitInRows(m Mechanism) bool {
	return !usesPlayers(m) && m != TimedFromPot && m != LegacyDesignatedFlat && m != LegacyPokerTime
}

// Decode reads one schedule set file and validates it.
func Decode(data []byte) (*Set, error) {
	var sj setJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sj); err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("decode: data after the set")
	}
	return build(&sj)
}

var setIDRe = regexp.MustCompile(`^[0-9A-Z]+(-[0-9A-Z]+)*$`)

func cite(lines, what string) (rules.Cite, error) {
	c := rules.At(rules.Seed000, lines)
	if _, _, err := c.Range(); err != nil {
		return c, fmt.Errorf("%s: %w", what, err)
	}
	return c, nil
}

func build(sj *setJSON) (*Set, error) {
	if !setIDRe.MatchString(sj.Set) {
		return nil, fmt.Errorf("set id %q: want upper-case words joined by '-'", sj.Set)
	}
	errf := func(format string, args ...any) error {
		return fmt.Errorf("set %s: "+format, append([]any{sj.Set}, args...)...)
	}
	s := &Set{ID: sj.Set, Title: sj.Title, Repeats: sj.Repeats, Unnumbered: sj.Unnumbered, byLabel: map[string]*Option{}}
	var err error
	if s.Heading, err = cite(sj.Heading, "heading"); err != nil {
		return nil, errf("%v", err)
	}
	if sj.Title == "" || len(sj.Games) == 0 || len(sj.Blocks) == 0 {
		return nil, errf("a set needs a title, games and blocks")
	}
	for _, g := range sj.Games {
		if g.Name == "" || g.Catalog == "" {
			return nil, errf("game %+v needs a name and a catalog id", g)
		}
		s.Games = append(s.Games, Game{Name: g.Name, GEGA: g.ID, Catalog: g.Catalog, Note: g.Note})
	}
	s.Cap = RateCap{Rates: sj.Cap.Rates, PerTable: sj.Cap.Per == "table"}
	switch {
	case sj.Cap.Rates == 0 && sj.Cap.Per == "" && sj.Cap.Rule == "":
	case sj.Cap.Rates > 0 && (sj.Cap.Per == "table" || sj.Cap.Per == "table_limit"):
		if s.Cap.Rule, err = cite(sj.Cap.Rule, "cap rule"); err != nil {
			return nil, errf("%v", err)
		}
	default:
		return nil, errf("cap %+v: want rates > 0 per table or table_limit with a rule, or no cap", sj.Cap)
	}
	for _, bj := range sj.Blocks {
		b, err := buildBlock(s, &bj)
		if err != nil {
			return nil, errf("block %s: %v", bj.Block, err)
		}
		s.Blocks = append(s.Blocks, b)
	}
	if err := checkLabels(s); err != nil {
		return nil, errf("%v", err)
	}
	if err := checkCap(s); err != nil {
		return nil, errf("%v", err)
	}
	s.groups = buildGroups(s)
	for _, g := range s.groups {
		s.byLabel[g.Label] = g
	}
	return s, nil
}

func buildBlock(s *Set, bj *blockJSON) (*Block, error) {
	m := Mechanism(bj.Mechanism)
	cols, known := mechanismColumns[m]
	if !known {
		return nil, fmt.Errorf("unknown mechanism %q", bj.Mechanism)
	}
	b := &Block{ID: bj.Block, Mechanism: m, Says: bj.Says, Limit: bj.Limit, Note: bj.Note, Columns: bj.Columns, TierColumns: bj.TierColumns}
	var err error
	if b.Rule, err = cite(bj.Rule, "rule"); err != nil {
		return nil, err
	}
	if bj.LimitLine != "" {
		if b.LimitRule, err = cite(bj.LimitLine, "limit line"); err != nil {
			return nil, err
		}
	}
	if bj.Header != "" {
		if _, err = cite(bj.Header, "header"); err != nil {
			return nil, err
		}
	}
	// The columns must be the mechanism's, each once.
	seen := map[string]bool{}
	for _, c := range bj.Columns {
		if seen[c] || (!slices.Contains(cols.need, c) && !slices.Contains(cols.may, c)) {
			return nil, fmt.Errorf("column %q is not a %s column (need %v, may have %v), or repeats", c, m, cols.need, cols.may)
		}
		seen[c] = true
	}
	for _, c := range cols.need {
		if !seen[c] {
			return nil, fmt.Errorf("a %s block needs column %q", m, c)
		}
	}
	if m == TimedByPlayerColumns && len(bj.Columns) != 2 {
		return nil, fmt.Errorf("a %s block has two player-count columns, not %v", m, bj.Columns)
	}
	if m == TableAction {
		if !slices.Equal(bj.TierColumns, []string{"action", "pd_fee"}) && !slices.Equal(bj.TierColumns, []string{"action", "player_fee", "pd_fee"}) {
			return nil, fmt.Errorf("tier columns %v: want [action pd_fee] or [action player_fee pd_fee]", bj.TierColumns)
		}
	} else if len(bj.TierColumns) > 0 {
		return nil, fmt.Errorf("only table-action blocks have tier columns")
	}
	if len(bj.Rows) == 0 {
		return nil, fmt.Errorf("no rows")
	}
	for i := range bj.Rows {
		o, err := buildOption(s, b, &bj.Rows[i])
		if err != nil {
			return nil, fmt.Errorf("option %q: %v", bj.Rows[i].Option, err)
		}
		b.Options = append(b.Options, o)
	}
	return b, nil
}

var (
	labelRe  = regexp.MustCompile(`^([1-9][0-9]*)(b?)$`)
	flatRe   = regexp.MustCompile(`^[0-9]+(\.[0-9]{1,2})?$`)
	qualitys = []Quality{Clean, Markup, Interpreted, Unresolved}
	fields   = []string{"option", "players", "limit", "blind", "dtf1", "dtf2", "dtf3", "fee", "p4", "p3", "p2", "p7_8", "p6", "p5", "p4_or_less", "player_fee", "pd_fee", "match_play_fee", "jackpot_fee",
		"regular", "cf1", "cf2", "cf3", "designated", "p7_9", "p6_9", "p5_8", "p3_or_less", "p5_or_less", "p7", "p8", "p9"}
)

// parseFee reads a flat fee. The seed forbids rates "calculated as a
// fraction or percentage of wagers made or winnings earned" (lines 305,
// 6955, 3015, 3425): such a cell is refused by name.
func parseFee(column, s string) (component, error) {
	c := component{column: column}
	switch {
	case s == "N/A":
		if column != "jackpot_fee" {
			return c, fmt.Errorf("%s %q: only a jackpot fee may be N/A", column, s)
		}
		c.na = true
		return c, nil
	case strings.Contains(s, "%") || strings.Contains(strings.ToLower(s), "percent"):
		return c, fmt.Errorf("%s %q is a percentage; collection fees must be flat amounts", column, s)
	case strings.Contains(s, "/") || strings.Contains(strings.ToLower(s), " of "):
		return c, fmt.Errorf("%s %q is a fraction; collection fees must be flat amounts", column, s)
	case !flatRe.MatchString(s):
		return c, fmt.Errorf("%s %q is not a flat amount like \"1\" or \"0.50\"", column, s)
	}
	m, err := rules.ParseMoney(s)
	if err != nil {
		return c, fmt.Errorf("%s: %v", column, err)
	}
	c.money = m
	return c, nil
}

func buildOption(s *Set, b *Block, rj *rowJSON) (*Option, error) {
	o := &Option{Set: s, Block: b, Label: rj.Option, Mechanism: b.Mechanism, Blind: rj.Blind,
		Quality: Quality(rj.Quality), Unprinted: rj.Unprinted, Note: rj.Note}
	if rj.Option == "" {
		return nil, fmt.Errorf("no option label")
	}
	if !s.Unnumbered {
		m := labelRe.FindStringSubmatch(rj.Option)
		if m == nil {
			return nil, fmt.Errorf("label %q: want an option number, or a number and b for a repeat", rj.Option)
		}
		o.Number, _ = strconv.Atoi(m[1])
	}
	var err error
	if o.Rule, err = cite(rj.Line, "line"); err != nil {
		return nil, err
	}
	if !slices.Contains(qualitys, o.Quality) {
		return nil, fmt.Errorf("quality %q: want one of %v", rj.Quality, qualitys)
	}
	if o.Quality != Clean && rj.Note == "" {
		return nil, fmt.Errorf("a %s row needs a note saying what the seed prints", o.Quality)
	}
	for _, f := range rj.Unprinted {
		if !slices.Contains(fields, f) {
			return nil, fmt.Errorf("unprinted field %q is not a field", f)
		}
	}
	if len(rj.Unprinted) > 0 && o.Quality != Interpreted && o.Quality != Unresolved {
		return nil, fmt.Errorf("only an interpreted or unresolved row may have unprinted fields")
	}
	if len(rj.Fees) != len(b.Columns) {
		return nil, fmt.Errorf("%d fees for %d columns %v", len(rj.Fees), len(b.Columns), b.Columns)
	}
	for i, f := range rj.Fees {
		c, err := parseFee(b.Columns[i], f)
		if err != nil {
			return nil, err
		}
		o.fees = append(o.fees, c)
	}
	if usesPlayers(b.Mechanism) {
		if o.Players, err = ParsePlayers(rj.Players); err != nil {
			return nil, err
		}
	} else if rj.Players != "" {
		return nil, fmt.Errorf("a %s option has no player condition", b.Mechanism)
	}
	switch {
	case b.Mechanism == TimedByPlayerColumns && rj.Limit == "":
		// The draw games' timed schedules print the limit once, in the
		// block's caption, and their columns carry the player counts.
	case limitInRows(b.Mechanism):
		if o.Limit, err = ParseLimit(rj.Limit); err != nil {
			return nil, err
		}
	case rj.Limit != "":
		return nil, fmt.Errorf("a %s option takes its limit from the block", b.Mechanism)
	}
	if (b.Mechanism == LegacyPokerHand || b.Mechanism == LegacyPokerTime) && rj.Blind == "" {
		return nil, fmt.Errorf("a %s option needs its blind", b.Mechanism)
	}
	if b.Mechanism == TableAction {
		if pf, _ := o.fee("player_fee"); pf.money != 0 {
			// Lines 3015, 3220: "no collection taken from each player".
			return nil, fmt.Errorf("a table-action option charges no player fee, not %s", pf.money)
		}
		if len(rj.Tiers) == 0 {
			return nil, fmt.Errorf("a table-action option needs tiers")
		}
		for _, tj := range rj.Tiers {
			t, err := buildTier(&tj)
			if err != nil {
				return nil, fmt.Errorf("tier %q: %v", tj.Action, err)
			}
			o.Tiers = append(o.Tiers, t)
		}
		if err := checkTiers(o.Tiers); err != nil {
			return nil, err
		}
	} else if len(rj.Tiers) > 0 {
		return nil, fmt.Errorf("only table-action options have tiers")
	}
	return o, nil
}

func buildTier(tj *tierJSON) (Tier, error) {
	t := Tier{Text: tj.Action, Quality: Quality(tj.Quality), Note: tj.Note}
	if !strings.HasPrefix(tj.Action, "$") || !(strings.Contains(tj.Action, "-") || strings.HasSuffix(tj.Action, "+")) {
		return t, fmt.Errorf("want \"$A - $B\" or \"$A+\"")
	}
	l, err := ParseLimit(tj.Action)
	if err != nil {
		return t, err
	}
	t.Min, t.Max, t.Open = l.Min, l.Max, l.NoMax
	c, err := parseFee("pd_fee", tj.Fee)
	if err != nil {
		return t, err
	}
	t.Fee = c.money
	if t.Rule, err = cite(tj.Line, "line"); err != nil {
		return t, err
	}
	if !slices.Contains(qualitys, t.Quality) {
		return t, fmt.Errorf("quality %q: want one of %v", tj.Quality, qualitys)
	}
	if t.Quality != Clean && tj.Note == "" {
		return t, fmt.Errorf("a %s tier needs a note", t.Quality)
	}
	return t, nil
}

// checkTiers: each band is a range, the bands ascend without overlapping,
// and only the last (which must be) is open. Gaps between bands are allowed:
// the seed prints them ("$1 - $100" then "$105 - $300"); see PlayerDealerFee.
func checkTiers(ts []Tier) error {
	for i, t := range ts {
		if !t.Open && t.Max < t.Min {
			return fmt.Errorf("tier %q ends below its start", t.Text)
		}
		if t.Open != (i == len(ts)-1) {
			if t.Open {
				return fmt.Errorf("tier %q is open but not the last", t.Text)
			}
			return fmt.Errorf("the last tier %q must be open (\"+\")", t.Text)
		}
		if i > 0 && t.Min <= ts[i-1].Max {
			return fmt.Errorf("tier %q overlaps or precedes tier %q", t.Text, ts[i-1].Text)
		}
	}
	return nil
}

// checkLabels: labels unique; printed numbers unique within the set except
// the repeats the set declares, whose second printing is labelled "Nb".
func checkLabels(s *Set) error {
	numbers := map[int]bool{}
	for _, b := range s.Blocks {
		for _, o := range b.Options {
			if _, dup := s.byLabel[o.Label]; dup {
				return fmt.Errorf("option %s appears twice", o.Label)
			}
			if strings.HasSuffix(o.Label, "b") && !s.Unnumbered {
				if !slices.Contains(s.Repeats, o.Number) || !numbers[o.Number] {
					return fmt.Errorf("option %s: %d is not a declared repeat printed before it", o.Label, o.Number)
				}
			} else if !s.Unnumbered {
				if numbers[o.Number] {
					return fmt.Errorf("option number %d appears twice", o.Number)
				}
				numbers[o.Number] = true
			}
			s.byLabel[o.Label] = o
			s.Options = append(s.Options, o)
		}
	}
	for _, r := range s.Repeats {
		if _, ok := s.byLabel[strconv.Itoa(r)+"b"]; !ok {
			return fmt.Errorf("repeat %d declared but option %db is absent", r, r)
		}
	}
	return nil
}

// rates counts the collection rates an option establishes: each non-zero
// flat fee and each table-action tier (interpretation A13).
func (o *Option) rates() int {
	n := len(o.Tiers)
	for _, c := range o.fees {
		if !c.na && c.money != 0 {
			n++
		}
	}
	return n
}

// checkCap applies the seed's cap on collection rates: per table limit (one
// option), or, for the legacy pot collection procedures, per table, where
// the rates are the fee kinds (Regular, Designated, and a Jackpot Fee "if
// applicable", lines 306-309) a per-hand table charges.
func checkCap(s *Set) error {
	if s.Cap.Rates == 0 {
		return nil
	}
	legacy, poker := false, false
	kinds := 1 // the Jackpot Fee, "if applicable" (line 309)
	for _, b := range s.Blocks {
		switch b.Mechanism {
		case LegacyRegular, LegacyDesignated, LegacyDesignatedFlat:
			legacy = true
			kinds++
		case LegacyPokerHand:
			// The legacy poker rates are alternative tables, one posted at
			// a table: its Regular Table Fee beside Hold 'Em's Designated
			// Table Fee (line 57), two kinds however many tables.
			if !poker {
				kinds += 2
			}
			legacy, poker = true, true
		}
	}
	if legacy {
		if kinds > s.Cap.Rates {
			return fmt.Errorf("%d per-hand fee kinds, more than the %d collection rates allowed per table (%s)", kinds, s.Cap.Rates, s.Cap.Rule)
		}
		return nil
	}
	for _, o := range s.Options {
		if n := o.rates(); n > s.Cap.Rates {
			return fmt.Errorf("option %s establishes %d collection rates, more than the %d allowed (%s)", o.Label, n, s.Cap.Rates, s.Cap.Rule)
		}
	}
	return nil
}

var (
	playersRe = regexp.MustCompile(`^([1-9][0-9]?)(?:-([1-9][0-9]?))?( or more| or less)?$`)
	// A whole amount; the legacy poker tables print buy-ins as "20.00".
	amountRe  = `\$?\s*([0-9][0-9,]*)(?:\.00)?`
	limitRe   = regexp.MustCompile(`^` + amountRe + `(?:\s*(?:-|to)\s*(?:` + amountRe + `|(No Limit)))?\s*(\+)?$`)
	thousands = regexp.MustCompile(`^[0-9]{1,3}(,[0-9]{3})+$`)
)

// ParsePlayers reads a "Number of Players" cell: "7 or more", "6", "5 or
// less", or a band printed from the most players down, "8-6", "7-5" (lines
// 3777, 6716, 3592, 6521).
func ParsePlayers(s string) (PlayerCount, error) {
	m := playersRe.FindStringSubmatch(s)
	if m == nil || m[2] != "" && (m[3] != "" || len(m[1]) > 1) {
		return PlayerCount{}, fmt.Errorf("players %q: want \"N\", \"N or more\", \"N or less\" or \"N-M\"", s)
	}
	n, _ := strconv.Atoi(m[1])
	p := PlayerCount{Text: s, Min: n, Max: n}
	if m[2] != "" {
		lo, _ := strconv.Atoi(m[2])
		if lo >= n {
			return PlayerCount{}, fmt.Errorf("players %q: a range is printed from the larger count down", s)
		}
		p.Min = lo
	}
	switch m[3] {
	case " or more":
		p.Max = 0
	case " or less":
		p.Min = 0
	}
	return p, nil
}

// ParseLimit reads a printed limit or table-action band: "$5 - $100",
// "$5 to 50", "$10-No Limit", "$101 +", "$1,505+", "$100", "15-30", and the
// legacy poker buy-ins "20.00", "500-1,500" (lines 1402, 1411).
func ParseLimit(s string) (Limit, error) {
	m := limitRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return Limit{}, fmt.Errorf("limit %q: want \"$A - $B\", \"$A to $B\", \"$A-No Limit\", \"$A+\" or \"$A\"", s)
	}
	whole := func(t string) (rules.Money, error) {
		if strings.Contains(t, ",") && !thousands.MatchString(t) {
			return 0, fmt.Errorf("limit %q: misplaced comma", s)
		}
		n, err := strconv.ParseInt(strings.ReplaceAll(t, ",", ""), 10, 64)
		if err != nil || n > int64(rules.MaxMoney/100) {
			return 0, fmt.Errorf("limit %q: amount out of range", s)
		}
		return rules.Dollars(n), nil
	}
	l := Limit{Text: s}
	var err error
	if l.Min, err = whole(m[1]); err != nil {
		return l, err
	}
	switch {
	case m[2] != "" && m[4] != "":
		return l, fmt.Errorf("limit %q: a closed range cannot end with +", s)
	case m[2] != "":
		if l.Max, err = whole(m[2]); err != nil {
			return l, err
		}
		if l.Max < l.Min {
			return l, fmt.Errorf("limit %q: the maximum is below the minimum", s)
		}
	case m[3] != "" || m[4] != "":
		l.NoMax = true
	default:
		l.Max = l.Min
	}
	return l, nil
}
