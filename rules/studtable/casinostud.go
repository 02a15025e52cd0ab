package studtable

import (
	"maps"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// casino-stud: Casino Stud Poker as the Gambling Commission's rules for
// Great Britain deal it (seed 002 lines 1271-1502). The house banks every
// wager. Each player antes, sees his five cards and the dealer's fifth card
// dealt face up, and raises twice the Ante or folds; a dealer without
// Ace/King or better pays the Ante 1 to 1 and the hand is over; a
// qualifying dealer's hand is compared with each raised hand, the Raise
// paid by the pay table. The Progressive Jackpot (lines 1390-1419) pays the
// player's own five cards from the meter; the Casino Stud Bonus Insurance
// (lines 1420-1502) pays when the dealer does not qualify.

// CasinoStudID is the id records and the catalog use.
const CasinoStudID = "casino-stud"

// The bets of a playing position, as records name them.
const (
	BetAnte        = "ante"
	BetRaise       = "raise"
	BetProgressive = "progressive"
	BetInsurance   = "insurance"
	BetDouble      = "double"
)

var csBetIDs = []string{BetAnte, BetRaise, BetProgressive, BetInsurance, BetDouble}

// Bet indexes into csSeat.bet.
const (
	iAnte = iota
	iRaise
	iProgressive
	iInsurance
	iDouble
	csNumBets
)

// csMaxPositions bounds the positions setting: the layout (Figure 9, lines
// 1287-1292) was lost in extraction and the rules give no number.
const csMaxPositions = 9

func gb(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }

// The rule book lines the game cites.
var (
	citeCSRules        = gb("1271-1502")
	citeCSLayout       = gb("1287-1290")
	citeCSDeck         = gb("1302")
	citeCSRanking      = gb("1311-1338")
	citeCSOnePosition  = gb("1340-1341")
	citeCSAnte         = gb("1343-1345")
	citeCSDeal         = gb("1347-1349")
	citeCSRaise        = gb("1353-1356")
	citeCSNotQualified = gb("1360-1362")
	citeCSOutranks     = gb("1364-1367")
	citeCSSign         = gb("1381-1382")
	citeCSOutranked    = gb("1384-1385")
	citeCSEqual        = gb("1387-1388")
	citeCSProgOffered  = gb("1390-1392")
	citeCSProgAnte     = gb("1394-1398")
	citeCSProgWins     = gb("1403-1406")
	citeCSProgTable    = gb("1408-1419")
	citeCSMultipleWins = gb("221-224")
	citeCSMinimumOdds  = gb("235-238")
	citeCSBIOffered    = gb("1422-1428")
	citeCSBIAnte       = gb("1430-1434")
	citeCSBIUpCard     = gb("1436-1438")
	citeCSBIDouble     = gb("1440-1444")
	citeCSBINoDouble   = gb("1446-1447")
	citeCSBIFolded     = gb("1457-1461")
	citeCSBIFoldedNone = gb("1453-1455")
	citeCSBIQualifies  = gb("1463-1467")
	citeCSBINotQual    = gb("1468-1473")
	citeCSBIPlayer     = gb("1475-1485")
	citeCSBIDealer     = gb("1487-1498")
	citeCSBIOneSet     = gb("1500-1502")
)

// raiseTable is the Raise's pay table (lines 1368-1379). The Royal Flush is
// ranked (line 1319) but has no row: it is a Straight Flush, "five cards of
// consecutive values of the same suit" (line 1320), and pays at least the
// Straight Flush's 50 to 1 (interpretation CS2). A table may pay more on any
// row (lines 235-238); the setting raise_odds holds what it pays.
var raiseTable = oddsTable{key: "raise_odds", name: "Raise (minimum odds)", rows: []payRow{
	{"Royal Flush (a Straight Flush)", 50, gb("1368")},
	{"Straight Flush", 50, gb("1368")},
	{"Four of a Kind", 20, gb("1369")},
	{"Full House", 8, gb("1370")},
	{"Flush", 6, gb("1372")},
	{"Straight", 4, gb("1374")},
	{"Three of a Kind", 3, gb("1376")},
	{"Two pairs", 2, gb("1377")},
	{"One pair or less", 1, gb("1379")},
}}

// raiseRow is the row of raiseTable a player's hand is paid by.
func raiseRow(v value) int {
	switch v.category() {
	case poker.StraightFlush:
		if v.royal() {
			return 0
		}
		return 1
	case poker.FourOfAKind:
		return 2
	case poker.FullHouse:
		return 3
	case poker.Flush:
		return 4
	case poker.Straight:
		return 5
	case poker.ThreeOfAKind:
		return 6
	case poker.TwoPair:
		return 7
	}
	return 8
}

// insuranceTable is the Casino Stud Bonus Insurance's pay table: the
// player's own hand from a Flush up (lines 1475-1485), else the dealer's
// non-qualifying hand (lines 1487-1498), whose rows are read first match
// down (interpretation CS9).
var insuranceTable = oddsTable{key: "insurance_odds", name: "Casino Stud Bonus Insurance and Double (minimum odds; the dealer does not qualify)", rows: []payRow{
	{"Player's Royal Flush", 100, gb("1475")},
	{"Player's Straight Flush", 50, gb("1477")},
	{"Player's Four of a Kind", 20, gb("1478")},
	{"Player's Full House", 8, gb("1479")},
	{"Player's Flush", 6, gb("1480")},
	{"Player below a Flush, dealer 7 High", 5, gb("1492")},
	{"Player below a Flush, dealer 8 High", 4, gb("1494")},
	{"Player below a Flush, dealer 9 or 10 High", 2, gb("1496")},
	{"Player below a Flush, dealer less than an Ace/King", 1, gb("1498")},
}}

// insuranceRow is the row of insuranceTable an Insurance or Double wager is
// paid by, the dealer not qualifying: one set of odds only (lines
// 1500-1502), the player's hand's from a Flush up, else the dealer's.
func insuranceRow(player, dealer value) int {
	switch player.category() {
	case poker.StraightFlush:
		if player.royal() {
			return 0
		}
		return 1
	case poker.FourOfAKind:
		return 2
	case poker.FullHouse:
		return 3
	case poker.Flush:
		return 4
	}
	switch dealer.rank(0) {
	case 7:
		return 5
	case 8:
		return 6
	case 9, rules.Ten:
		return 7
	}
	return 8
}

// progLine is a line of the Progressive Jackpot pay table (lines
// 1408-1419), paid from the Progressive Jackpot Meter: a share of it, or a
// multiple of the wager.
type progLine struct {
	name    string
	percent rules.Rate // of the meter; zero for a multiple of the wager
	times   int64      // the wager's multiple
	cite    rules.Cite
	rank    int // 3 Royal Flush, 2 Straight Flush, 1 the fixed lines
}

func (l *progLine) pays() string {
	if l.percent != 0 {
		return l.percent.String() + " of the meter"
	}
	return strconv.FormatInt(l.times, 10) + " times the wager, from the meter"
}

var progLines = []progLine{
	{"Royal Flush", 10000, 0, gb("1413"), 3},
	{"Straight Flush", 1000, 0, gb("1414"), 2},
	{"Four of a Kind", 0, 100, gb("1415"), 1},
	{"Full House", 0, 75, gb("1417"), 1},
	{"Flush", 0, 50, gb("1419"), 1},
}

// progLineOf is the Progressive line the player's five cards hit, or nil.
func progLineOf(v value) *progLine {
	switch v.category() {
	case poker.StraightFlush:
		if v.royal() {
			return &progLines[0]
		}
		return &progLines[1]
	case poker.FourOfAKind:
		return &progLines[2]
	case poker.FullHouse:
		return &progLines[3]
	case poker.Flush:
		return &progLines[4]
	}
	return nil
}

// Setting keys and values.
const (
	keyPositions         = "positions"
	keyInsurance         = "bonus_insurance"
	keyProgressiveWager  = "progressive_wager"
	keyProgressiveFolded = "progressive_when_folded"
	keyProgressiveHits   = "progressive_multiple_wins"

	Offered    = "offered"
	NotOffered = "not_offered"
	// AnyAmount leaves the Progressive wager's amount free; NoProgressive
	// is a table without the Progressive Jackpot wager.
	AnyAmount     = "any"
	NoProgressive = "none"
	// FoldedLoses: a folded hand's Progressive wager is lost; FoldedPays:
	// it is paid on the five cards dealt.
	FoldedLoses = "loses"
	FoldedPays  = "pays"
	// InSeatOrder pays a round's Progressive wins one after another from
	// the meter, in seat order from the dealer's right; Shared shares a
	// meter line among the round's winners of it.
	InSeatOrder = "seat_order"
	Shared      = "shared"
)

// raiseRoyal100 is the Raise table that pays a Royal Flush 100 to 1, as the
// Caribbean Stud Poker tables elsewhere do, and the printed odds otherwise.
const raiseRoyal100 = "100,50,20,8,6,4,3,2,1"

var csSpecs = []rules.SettingSpec{
	{Key: keyPositions, Default: "7", Range: "1 to 9", Check: rules.IntBetween(1, csMaxPositions), Rule: citeCSLayout,
		Doc: "The playing positions of the layout, numbered from the dealer's left, the first dealt (lines 1347-1348). The layout's figure was lost in extraction (lines 1287-1292) and the rules give no number; a record naming a higher position is refused."},
	raiseTable.spec(gb("1364-1382"),
		"The Raise's odds to 1, row by row: Royal Flush, Straight Flush, Four of a Kind, Full House, Flush, Straight, Three of a Kind, Two pairs, One pair or less. "+
			"The printed odds are minimums (lines 1366-1367) a table may pay more than with a sign (lines 235-238, 1381-1382); a value with any row below them is refused. "+
			"The Royal Flush has no row of its own and pays at least the Straight Flush's 50 to 1 (interpretation CS2); "+raiseRoyal100+" pays it 100 to 1.",
		raiseRoyal100),
	insuranceTable.spec(gb("1473-1498"),
		"The Casino Stud Bonus Insurance's odds to 1, row by row: the player's Royal Flush, Straight Flush, Four of a Kind, Full House and Flush, then "+
			"for a player below a Flush the dealer's 7 High, 8 High, 9 or 10 High and less than an Ace/King. Minimums (line 1473) a table may pay more than (lines 235-238)."),
	{Key: keyInsurance, Default: Offered, Allowed: []string{Offered, NotOffered}, Rule: citeCSBIOffered,
		Doc: "Whether the table offers the Casino Stud Bonus Insurance (the Insurance and Double wagers), at the licence holder's discretion and only at tables marked for it (lines 1422-1428). At a table that does not, a record holding either is refused."},
	{Key: keyProgressiveWager, Default: AnyAmount, Allowed: []string{AnyAmount, NoProgressive}, Range: "any, none, or an amount of 0.01 or more",
		Check: rules.MoneyAtLeast(1), Rule: citeCSProgOffered,
		Doc: "The Progressive Jackpot wager, a feature at the licence holder's discretion (lines 1390-1392) whose amount the rules do not state: any amount, none (the table does not offer it: a record holding one is refused), or the one amount the table takes (a record with another is refused)."},
	{Key: keyProgressiveFolded, Default: FoldedLoses, Allowed: []string{FoldedLoses, FoldedPays}, Rule: citeCSProgWins,
		Doc: "Whether a folded hand's Progressive wager can win. loses: the wager is paid \"upon the hand being revealed\" (line 1408), and a folded hand's cards are collected unseen (lines 1453-1455). pays: a qualifying hand \"dealt\" wins \"regardless\" (lines 1403-1406). Interpretation CS12."},
	{Key: keyProgressiveHits, Default: InSeatOrder, Allowed: []string{InSeatOrder, Shared}, Rule: citeCSMultipleWins,
		Doc: "How several Progressive wins of one round are paid from the meter, for which the operator must have procedures (lines 221-224). seat_order: one after another in seat order from the dealer's right, each from the meter as the one before left it, as Texas Hold 'Em Bonus pays its players' own Royal and Straight Flushes (lines 2392-2395). shared: the lines paid in a multiple of the wager first, then the Straight Flushes, then the Royal Flushes, the winners of one percentage line sharing it equally (as lines 2381-2386 share the board's)."},
}

// csSettings are a casino-stud table's compiled settings.
type csSettings struct {
	values    map[string]string
	positions int
	raise     []int64 // odds to 1 by raiseTable row
	insurance []int64 // odds to 1 by insuranceTable row
	csbi      bool
	// progressive is false at a table without the wager; progAmount is the
	// one amount it takes, zero for any.
	progressive bool
	progAmount  rules.Money
	foldedPays  bool
	shared      bool
}

// Values returns every setting in record form.
func (s *csSettings) Values() map[string]string { return maps.Clone(s.values) }

func compileCS(values map[string]string) (*csSettings, error) {
	v, err := rules.NormalizeSettings(csSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &csSettings{values: v, csbi: v[keyInsurance] == Offered,
		foldedPays: v[keyProgressiveFolded] == FoldedPays, shared: v[keyProgressiveHits] == Shared}
	s.positions, _ = strconv.Atoi(v[keyPositions])
	// The checks ran in NormalizeSettings.
	s.raise, _ = raiseTable.parse(v[raiseTable.key])
	s.insurance, _ = insuranceTable.parse(v[insuranceTable.key])
	switch w := v[keyProgressiveWager]; w {
	case NoProgressive:
	case AnyAmount:
		s.progressive = true
	default:
		s.progressive = true
		s.progAmount, _ = rules.ParseMoney(w)
	}
	return s, nil
}

// csSettingsFor accepts this game's settings, nil for the defaults, or any
// other rules.Settings by compiling its values.
func csSettingsFor(s rules.Settings) (*csSettings, error) {
	switch v := s.(type) {
	case nil:
		return compileCS(nil)
	case *csSettings:
		if v == nil {
			return compileCS(nil)
		}
		return v, nil
	}
	return compileCS(maps.Clone(s.Values()))
}

type casinoStud struct{}

// CasinoStud returns Casino Stud Poker (Great Britain).
func CasinoStud() rules.Game { return casinoStud{} }

func (casinoStud) Settings(values map[string]string) (rules.Settings, error) {
	return compileCS(values)
}

func (casinoStud) Info() rules.GameInfo {
	prog := rules.PayTable{ID: "progressive", Name: "Progressive Jackpot (the player's five cards; paid from the meter)"}
	for _, l := range progLines {
		prog.Rows = append(prog.Rows, rules.PayRow{Outcome: l.name, Pays: l.pays(), Rule: l.cite})
	}
	return rules.GameInfo{
		ID:      CasinoStudID,
		Name:    "Casino Stud Poker (Great Britain) with the Progressive Jackpot and Casino Stud Bonus Insurance",
		Family:  "poker",
		Banking: "house",
		Sources: []rules.Cite{citeCSRules, gb("196-231")},
		Decks:   "a single pack of 52 cards (line 1302)",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "the player raised and the dealer has no Ace/King or better, or the player's hand outranks the dealer's qualifying hand; " +
					"a stand-off on equal hands; lost on a fold (lines 1355-1356) or when the dealer's hand outranks the player's",
				Pays: "1 to 1", Rule: citeCSNotQualified},
			{Bet: BetRaise, Name: "Raise",
				Wins: "exactly twice the Ante, instead of folding (lines 1353-1356); paid by the Raise table when the player's hand outranks the dealer's qualifying hand; " +
					"returned when the dealer does not qualify (interpretation CS1) and on equal hands; lost when outranked",
				Pays: "the Raise table (raise_odds): at least 50 to 1 a Straight Flush down to 1 to 1 one pair or less", Rule: citeCSOutranks},
			{Bet: BetProgressive, Progressive: true, Name: "Progressive Jackpot",
				Wins: "placed with the Ante (lines 1394-1398); the player's five cards are a Flush or better, whatever the dealer holds (lines 1403-1406); " +
					"a folded hand as progressive_when_folded says",
				Pays: "from the Progressive Jackpot Meter: 100% of it for a Royal Flush, 10% for a Straight Flush, 100, 75 and 50 times the wager for Four of a Kind, a Full House and a Flush",
				Rule: citeCSProgTable},
			{Bet: BetInsurance, Name: "Casino Stud Bonus Insurance",
				Wins: "placed with the Ante before the deal (lines 1430-1434), in action even when the hand folds (lines 1457-1461); loses when the dealer qualifies (lines 1463-1467); " +
					"otherwise paid on the player's hand from a Flush up, else on the dealer's hand (lines 1468-1498)",
				Pays: "the Insurance table (insurance_odds): 100 to 1 a Royal Flush down to 6 to 1 a Flush; 5 to 1 on the dealer's 7 High down to 1 to 1", Rule: citeCSBINotQual},
			{Bet: BetDouble, Name: "Casino Stud Bonus Insurance Double",
				Wins: "equal to the Insurance wager, placed only when the dealer's up card is a two, three, four or five (lines 1440-1447); settled as the Insurance",
				Pays: "as the Insurance", Rule: citeCSBIDouble},
		},
		PayTables: []rules.PayTable{raiseTable.payTable(), prog, insuranceTable.payTable()},
		Settings:  append([]rules.SettingSpec(nil), csSpecs...),
	}
}

// EntryForm is the hand-entry form: the dealer's five cards, each
// position's five cards, and the wagers as settled.
func (g casinoStud) EntryForm(st rules.Settings) rules.EntryForm {
	s, err := csSettingsFor(st)
	if err != nil {
		s, _ = compileCS(nil)
	}
	return rules.EntryForm{
		Intro: "One hand of Casino Stud Poker: the dealer's five cards, the five cards of each position that placed an Ante, and every wager as it was settled. " +
			"A position that raised lists its raise wager; one that folded lists none.",
		Sections: []rules.EntrySection{
			{ID: "dealer", Legend: "Dealer", Path: "cards", Picker: true,
				Hint:   "The dealer's five cards in the order dealt: the fifth is the up card (lines 1347-1349). Needed when any position raised or holds the Bonus Insurance.",
				Fields: []rules.EntryField{{Name: "dealer", Label: "Dealer's cards", Kind: rules.EntryCards}}},
			{ID: "seats", Legend: "Positions", Path: "cards.seats", Rows: s.positions, Picker: true,
				Hint: "One line per position with an Ante, numbered from the dealer's left: its five cards (a folded position with only an Ante may leave them out).",
				Fields: []rules.EntryField{
					{Name: "seat", Label: "Position", Kind: rules.EntryInt},
					{Name: "cards", Label: "Cards", Kind: rules.EntryCards},
				}},
			rules.WagersSection(g.Info(), s.positions*len(csBetIDs), false),
		},
	}
}
