package baccarat

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// eternal-baccarat: Eternal Baccarat (seed 003, 30-2899.07, lines 696-968).
// Standard baccarat with 5% commission or commission-free (line 701), the
// five Eternal Baccarat wagers (Sun 7, Moon 8, Supreme 7, Divine 9, Eclipse,
// lines 717-722, 743-752), the Single-Event bonus wagers (lines 723-724,
// 756-787), Golden Talons (lines 725-727, 790-806) and the Harmony, Sun 7 and
// Fate 38 progressives (eternal_progressive.go).

// Eternal returns the game eternal-baccarat.
func Eternal() rules.Game { return eternal }

// eternalSettings are an eternal-baccarat table's compiled settings.
type eternalSettings struct {
	settingValues
	decks int
	// commissionFree pushes every Banker wager on a winning Banker 3-card 7
	// and takes no vigorish (line 701); otherwise commission applies.
	commissionFree bool
	commission     commission
	tieOdds        rules.Odds
	eternal        *eternalTable
	talons         *talonsTable
	harmony        *progressiveTable
	sun7           *progressiveTable
	fate38         *progressiveTable
	// sun7Suit is the Sun 7 progressive's "Suit Specific" suit (line 927);
	// fate38Suit the Fate 38 one (line 964); fate38Suits the "2 Specific
	// Suits" of PT-PRG-F38-04 (line 966).
	sun7Suit    rules.Suit
	fate38Suit  rules.Suit
	fate38Suits [2]rules.Suit
}

func (s *eternalSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

// Setting keys of eternal-baccarat (decks, tie_odds and
// commission_rounding are baccarat-co's).
const (
	keyBankerCommission    = "banker_commission"
	keyEternalPayTable     = "eternal_pay_table"
	keyGoldenTalonsTable   = "golden_talons_pay_table"
	keyHarmonyPayTable     = "harmony_pay_table"
	keySun7PayTable        = "sun_7_pay_table"
	keySun7Suit            = "sun_7_suit"
	keyFate38PayTable      = "fate_38_pay_table"
	keyFate38Suit          = "fate_38_suit"
	keyFate38TwoSuits      = "fate_38_two_suits"
	bankerCommissionFive   = "five_percent"
	bankerCommissionFree   = "free"
	eternalCommissionRate  = rules.Rate(500) // "5% commission", line 701
	eternalCommissionCite  = "701"
	eternalDefaultSuit     = "spades"
	eternalDefaultTwoSuits = "spades+hearts"
)

// suitNames are the suit setting values, in rules.Suit order.
var suitNames = [...]string{rules.Spades: "spades", rules.Hearts: "hearts", rules.Diamonds: "diamonds", rules.Clubs: "clubs"}

func suitByName(name string) rules.Suit {
	for s, n := range suitNames {
		if n == name {
			return rules.Suit(s)
		}
	}
	panic("baccarat: suit " + name + " passed its check but is not a suit")
}

// twoSuitNames lists the unordered pairs of suits ("spades+hearts").
func twoSuitNames() []string {
	var out []string
	for a := range suitNames {
		for b := a + 1; b < len(suitNames); b++ {
			out = append(out, suitNames[a]+"+"+suitNames[b])
		}
	}
	return out
}

var eternalSpecs = []rules.SettingSpec{
	intSpec(keyDecks, 8, 6, 20, co("104-120"),
		"Decks in the shoe: Eternal Baccarat is dealt as traditional baccarat (line 698), from six to ten decks (line 104), up to 20 with an automated shuffler (line 120). Cards are checked against it."),
	{Key: keyBankerCommission, Default: bankerCommissionFive, Allowed: []string{bankerCommissionFive, bankerCommissionFree},
		Rule: co(eternalCommissionCite),
		Doc:  "five_percent takes 5% commission from winning Banker wagers; free takes none, and every Banker wager pushes when the Banker wins with a 3-card 7 (line 701)."},
	{Key: keyCommissionRounding, Default: rules.DownToCent.String(),
		Allowed: []string{rules.DownToCent.String(), rules.UpToQuarter.String()}, Rule: co("149"),
		Doc: "With five_percent commission: down_to_cent drops fractions of a cent; up_to_quarter rounds the commission up to the next 25 cents, 25 cents at least (line 149)."},
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144)."),
	{Key: keyEternalPayTable, Default: eternalTables[0].id, Allowed: eternalTableIDs(), Rule: co("765"),
		Doc: "The pay table of the Eternal Baccarat wagers (Sun 7, Moon 8, Supreme 7, Divine 9, Eclipse): the operator chooses one of the three (line 765; table lines 745-752)."},
	{Key: keyGoldenTalonsTable, Default: talonsTables[0].id, Allowed: talonsTableIDs(), Rule: co("792"),
		Doc: "The Golden Talons pay table, PT-FLT-GT-01 to 05 (lines 792-800)."},
	{Key: keyHarmonyPayTable, Default: harmonyTables[0].id, Allowed: progressiveIDs(harmonyTables), Rule: co("814-851"),
		Doc: "The Harmony Progressive pay table, PT-PRG-HP-01 to HP-11 or HP-E01 (lines 814-851). HP-12, HP-13 and HP-E02 (lines 852-857) are garbled in the rule book beyond their two top rows and cannot be selected."},
	{Key: keySun7PayTable, Default: sun7Tables[0].id, Allowed: progressiveIDs(sun7Tables), Rule: co("886-914"),
		Doc: "The Sun 7 Progressive pay table, PT-PRG-S7-01 to 05 or S7-E01 to E05 (lines 886-914)."},
	{Key: keySun7Suit, Default: eternalDefaultSuit, Allowed: suitNames[:], Rule: co("927"),
		Doc: "The suit the licensee chose and displays for the Sun 7 Progressive's \"Suit Specific\" award (line 927)."},
	{Key: keyFate38PayTable, Default: fate38Tables[0].id, Allowed: progressiveIDs(fate38Tables), Rule: co("935-951"),
		Doc: "The Fate 38 Progressive pay table, PT-PRG-F38-01 to 04 (lines 935-951)."},
	{Key: keyFate38Suit, Default: eternalDefaultSuit, Allowed: suitNames[:], Rule: co("964"),
		Doc: "The suit the licensee chose and displays for the Fate 38 \"Suit Specific\" award of PT-PRG-F38-01 to 03 (line 964)."},
	{Key: keyFate38TwoSuits, Default: eternalDefaultTwoSuits, Allowed: twoSuitNames(), Rule: co("966"),
		Doc: "The two suits the licensee chose and displays for the \"2 Specific Suits\" award of PT-PRG-F38-04 (line 966): all five cards of one of them."},
}

func compileEternal(v map[string]string) *eternalSettings {
	rounding := rules.DownToCent
	if v[keyCommissionRounding] == rules.UpToQuarter.String() {
		rounding = rules.UpToQuarter
	}
	a, b, _ := strings.Cut(v[keyFate38TwoSuits], "+")
	return &eternalSettings{
		settingValues:  v,
		decks:          atoi(v[keyDecks]),
		commissionFree: v[keyBankerCommission] == bankerCommissionFree,
		commission:     commission{rate: eternalCommissionRate, rounding: rounding},
		tieOdds:        rules.ToOne(int64(atoi(v[keyTieOdds]))),
		eternal:        eternalTableByID(v[keyEternalPayTable]),
		talons:         talonsTableByID(v[keyGoldenTalonsTable]),
		harmony:        progressive(harmonyTables, v[keyHarmonyPayTable]),
		sun7:           progressive(sun7Tables, v[keySun7PayTable]),
		fate38:         progressive(fate38Tables, v[keyFate38PayTable]),
		sun7Suit:       suitByName(v[keySun7Suit]),
		fate38Suit:     suitByName(v[keyFate38Suit]),
		fate38Suits:    [2]rules.Suit{suitByName(a), suitByName(b)},
	}
}

// The facts about a coup that Eternal's wagers name.

// sun7 is "BANKER wins with a 3-card 7" (lines 718, 746, 926).
func sun7(c *Coup) bool {
	return c.Winner() == Banker && c.Banker.Len() == 3 && c.Banker.Points() == 7
}

// moon8 is "PLAYER wins with a 3-card 8" (lines 719, 747).
func moon8(c *Coup) bool {
	return c.Winner() == Player && c.Player.Len() == 3 && c.Player.Points() == 8
}

// threeCard reports whether a hand is a 3-card total of points.
func threeCard(h *Hand, points int) bool { return h.Len() == 3 && h.Points() == points }

// twoCard reports whether a hand is a 2-card total of points.
func twoCard(h *Hand, points int) bool { return h.Len() == 2 && h.Points() == points }

// winnerLoser returns the winning and the losing hand; ok is false on a tie.
func winnerLoser(c *Coup) (w, l *Hand, ok bool) {
	switch c.Winner() {
	case Player:
		return &c.Player, &c.Banker, true
	case Banker:
		return &c.Banker, &c.Player, true
	}
	return nil, nil, false
}

// The Eternal Baccarat wagers (lines 717-722), paid "to 1" (line 763) by
// the operator's choice of PT-FLT-MB-01, 02 or 03 (lines 745-752, 765).
// Where a cell reads "Loss" the event loses under that table.
type eternalTable struct {
	id string
	// supreme3, supreme2: Supreme 7 when both hands are 3-card 7s (line
	// 748) or both are 2-card 7s (line 749); zero odds for "Loss".
	supreme3, supreme2 rules.Odds
	// cells are the table's column as printed, for the seed cross-check
	// and the catalog: Sun 7, Moon 8, Supreme 7 (3-card, 2-card), Divine 9
	// (both, one), Eclipse.
	cells [7]string
}

// eternalRows are the rows of lines 746-752 with the odds that are the
// same in every table; Supreme 7 varies and is per table.
var eternalRows = [7]struct {
	outcome string
	line    string
}{
	{"Sun 7: BANKER wins with a 3-card 7", "746"},
	{"Moon 8: PLAYER wins with a 3-card 8", "747"},
	{"Supreme 7: PLAYER and BANKER have a 3-card 7", "748"},
	{"Supreme 7: PLAYER and BANKER have a 2-card 7", "749"},
	{"Divine 9: PLAYER and BANKER have a 3-card 9", "750"},
	{"Divine 9: PLAYER or BANKER have a 3-card 9", "751"},
	{"Eclipse: Any of the four wagers win", "752"},
}

var eternalTables = func() []eternalTable {
	cols := []struct {
		id    string
		cells [7]string
	}{
		{"PT-FLT-MB-01", [7]string{"40", "25", "200", "50", "75", "10", "6"}},
		{"PT-FLT-MB-02", [7]string{"40", "25", "400", "Loss", "75", "10", "6"}},
		{"PT-FLT-MB-03", [7]string{"40", "25", "Loss", "100", "75", "10", "6"}},
	}
	var out []eternalTable
	for _, c := range cols {
		t := eternalTable{id: c.id, cells: c.cells,
			supreme3: toOneCell(c.cells[2]), supreme2: toOneCell(c.cells[3])}
		// Sun 7, Moon 8, Divine 9 and Eclipse pay the same in every table;
		// the bets carry those odds, and this checks the data agrees.
		for i, want := range [...]int64{0: 40, 1: 25, 4: 75, 5: 10, 6: 6} {
			if want != 0 && toOneCell(c.cells[i]) != rules.ToOne(want) {
				panic("baccarat: " + c.id + " row " + eternalRows[i].line + " is not the same in every table")
			}
		}
		out = append(out, t)
	}
	return out
}()

// toOneCell reads a "to 1" pay-table cell: a whole number, or "Loss" (or
// "Push") for zero odds.
func toOneCell(cell string) rules.Odds {
	if cell == "Loss" || cell == "Push" {
		return rules.Odds{}
	}
	n, err := strconv.ParseInt(cell, 10, 64)
	if err != nil {
		panic("baccarat: pay-table cell " + cell + " is not a number")
	}
	return rules.ToOne(n)
}

func eternalTableIDs() []string {
	ids := make([]string, len(eternalTables))
	for i, t := range eternalTables {
		ids[i] = t.id
	}
	return ids
}

func eternalTableByID(id string) *eternalTable {
	for i := range eternalTables {
		if eternalTables[i].id == id {
			return &eternalTables[i]
		}
	}
	panic("baccarat: eternal_pay_table " + id + " passed its check but has no table")
}

func (t *eternalTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: "Eternal Baccarat wagers, " + t.id, Setting: keyEternalPayTable}
	for i, r := range eternalRows {
		pays := t.cells[i] + " to 1"
		if t.cells[i] == "Loss" {
			pays = "Loss"
		}
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: pays, Rule: co(r.line)})
	}
	return pt
}

// supreme7 settles Supreme 7 (lines 720, 748-749): both hands 7 with the
// same number of cards, at the table's odds. A 2-card 7 against a 3-card 7
// has no row and loses; so does a row that reads "Loss".
func (t *eternalTable) supreme7(c *Coup, stake rules.Money) (payoff, bool) {
	switch {
	case threeCard(&c.Player, 7) && threeCard(&c.Banker, 7):
		if t.supreme3 != (rules.Odds{}) {
			return win(stake, t.supreme3, co("748")), true
		}
		return lose(co("748")), false
	case twoCard(&c.Player, 7) && twoCard(&c.Banker, 7):
		if t.supreme2 != (rules.Odds{}) {
			return win(stake, t.supreme2, co("749")), true
		}
		return lose(co("749")), false
	}
	return lose(co("720")), false
}

// divine9 settles Divine 9 (lines 721, 750-751): 75 to 1 when both hands
// are 3-card 9s, 10 to 1 when one is.
func divine9(c *Coup, stake rules.Money) (payoff, bool) {
	n := 0
	if threeCard(&c.Player, 9) {
		n++
	}
	if threeCard(&c.Banker, 9) {
		n++
	}
	switch n {
	case 2:
		return win(stake, rules.ToOne(75), co("750")), true
	case 1:
		return win(stake, rules.ToOne(10), co("751")), true
	}
	return lose(co("721")), false
}

// The Single-Event bonus wagers (lines 723-724, 756-787): each pay table is
// a wager of its own, paid "to 1" (line 763; repeated at 810 with "Each pay
// table represents a single event optional bonus wager", line 812). The
// rule book names the events tersely; where it gives no hand, "A over B"
// is read as either hand winning with A over the other's B (SE-14 names the
// PLAYER and pays more than SE-10 for the same totals, so SE-10 is either
// hand).
type singleEvent struct {
	table string // pay-table id as printed, "PT-FLT-SE-01"
	event string // the event as printed
	pay   string // the pay as printed ("to 1")
	line  string
	wins  string
	hit   func(c *Coup) bool
	// firstFour: the event is settled by the first four cards alone.
	firstFour bool
}

// overTotals is "A over B": either hand wins with a total for which a is
// true over the other hand, for which b is true.
func overTotals(a, b func(h *Hand) bool) func(c *Coup) bool {
	return func(c *Coup) bool {
		w, l, ok := winnerLoser(c)
		return ok && a(w) && b(l)
	}
}

func anyTotal(p int) func(h *Hand) bool   { return func(h *Hand) bool { return h.Points() == p } }
func threeTotal(p int) func(h *Hand) bool { return func(h *Hand) bool { return threeCard(h, p) } }
func twoTotal(p int) func(h *Hand) bool   { return func(h *Hand) bool { return twoCard(h, p) } }

func tieWith(points ...int) func(c *Coup) bool {
	return func(c *Coup) bool { return c.Winner() == Tie && slices.Contains(points, c.Player.Points()) }
}

var singleEvents = []singleEvent{
	{"PT-FLT-SE-01", "Sun 7 (Banker win with a 3-card 7)", "40", "759",
		"The Banker wins with a 3-card 7.", sun7, false},
	{"PT-FLT-SE-02", "Moon 8 (Player win with a 3-card 8)", "25", "760",
		"The Player wins with a 3-card 8.", moon8, false},
	{"PT-FLT-SE-21", "9 over 7", "25", "761",
		"Either hand wins with a 9 over the other's 7, any number of cards.", overTotals(anyTotal(9), anyTotal(7)), false},
	{"PT-FLT-SE-22", "2-card 8 over 2-card 1", "50", "771",
		"Either hand wins with a 2-card 8 over the other's 2-card 1.", overTotals(twoTotal(8), twoTotal(1)), true},
	{"PT-FLT-SE-05", "PLAYER win with a 3-card 6", "40", "772",
		"The Player wins with a 3-card 6.", func(c *Coup) bool { return c.Winner() == Player && threeCard(&c.Player, 6) }, false},
	{"PT-FLT-SE-06", "BANKER win with 1 or 2", "60", "773",
		"The Banker wins with a total of 1 or 2, any number of cards.", func(c *Coup) bool {
			return c.Winner() == Banker && (c.Banker.Points() == 1 || c.Banker.Points() == 2)
		}, false},
	{"PT-FLT-SE-07", "PLAYER and BANKER have an 8 or 9", "20", "774",
		"Each hand's final total is 8 or 9, any number of cards.", func(c *Coup) bool {
			return c.Player.Points() >= 8 && c.Banker.Points() >= 8
		}, false},
	{"PT-FLT-SE-08", "1 over 0", "90", "775",
		"Either hand wins with a 1 over the other's 0, any number of cards.", overTotals(anyTotal(1), anyTotal(0)), false},
	{"PT-FLT-SE-23", "3-card 6 over 3-card 3", "150", "776",
		"Either hand wins with a 3-card 6 over the other's 3-card 3.", overTotals(threeTotal(6), threeTotal(3)), false},
	{"PT-FLT-SE-10", "3-card 8 over 3-card 0", "130", "777",
		"Either hand wins with a 3-card 8 over the other's 3-card 0.", overTotals(threeTotal(8), threeTotal(0)), false},
	{"PT-FLT-SE-11", "BANKER win over a 2-card 7", "30", "778",
		"The Banker wins and the Player's hand is a 2-card 7.", func(c *Coup) bool {
			return c.Winner() == Banker && twoCard(&c.Player, 7)
		}, false},
	{"PT-FLT-SE-24", "3-card 9 over 3-card 6", "200", "779",
		"Either hand wins with a 3-card 9 over the other's 3-card 6.", overTotals(threeTotal(9), threeTotal(6)), false},
	{"PT-FLT-SE-13", "3-card 9 over 3-card 8", "200", "780",
		"Either hand wins with a 3-card 9 over the other's 3-card 8.", overTotals(threeTotal(9), threeTotal(8)), false},
	{"PT-FLT-SE-14", "PLAYER win with a 3-card 8 over 3-card 0", "250", "781",
		"The Player wins with a 3-card 8 over the Banker's 3-card 0.", func(c *Coup) bool {
			return c.Winner() == Player && threeCard(&c.Player, 8) && threeCard(&c.Banker, 0)
		}, false},
	{"PT-FLT-SE-15", "Tie with 0", "150", "782", "The hands tie at 0.", tieWith(0), false},
	{"PT-FLT-SE-16", "Tie with 1, 2, or 3", "70", "783", "The hands tie at 1, 2 or 3.", tieWith(1, 2, 3), false},
	{"PT-FLT-SE-17", "Tie with 4, 5, 6, or 7", "15", "784", "The hands tie at 4, 5, 6 or 7.", tieWith(4, 5, 6, 7), false},
	{"PT-FLT-SE-18", "Tie with 8 or 9", "40", "785", "The hands tie at 8 or 9, naturals or not.", tieWith(8, 9), false},
	{"PT-FLT-SE-19", "PLAYER Pair (initial two cards)", "11", "786",
		"The Player's first two cards are of one rank, suited or not.", func(c *Coup) bool { return c.Player.Pair() }, true},
	{"PT-FLT-SE-20", "BANKER Pair (initial two cards)", "11", "787",
		"The Banker's first two cards are of one rank, suited or not.", func(c *Coup) bool { return c.Banker.Pair() }, true},
}

// betID is the Single-Event wager's bet id: "se_01" for PT-FLT-SE-01.
func (e *singleEvent) betID() string {
	return "se_" + strings.TrimPrefix(e.table, "PT-FLT-SE-")
}

func singleEventTable() rules.PayTable {
	pt := rules.PayTable{ID: "single_event", Name: "Single-Event bonus wagers (each row is a wager of its own)"}
	for _, e := range singleEvents {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: e.table + " " + e.event, Pays: e.pay + " to 1", Rule: co(e.line)})
	}
	return pt
}

// Golden Talons (lines 725-727, 790-806): on the PLAYER or the BANKER hand;
// "to 1" (line 804). A natural winner pays the Natural Win row, a non-natural
// winner by 4 to 9 points the "Wins by" rows (line 806), a natural tie the
// Natural Tie row; a non-natural win by 1 to 3 loses, and so does a
// non-natural tie, which no row names (as Dragon Bonus does, line 564).
type talonsTable struct {
	id string
	// cells as printed: wins by 9, 8, 7, 6, 5, 4, natural win, natural tie.
	cells [8]string
}

var talonsRows = [8]struct {
	outcome string
	line    string
}{
	{"Wins by 9 (non-natural)", "793"},
	{"Wins by 8 (non-natural)", "794"},
	{"Wins by 7 (non-natural)", "795"},
	{"Wins by 6 (non-natural)", "796"},
	{"Wins by 5 (non-natural)", "797"},
	{"Wins by 4 (non-natural)", "798"},
	{"Natural Win", "799"},
	{"Natural Tie", "800"},
}

var talonsTables = []talonsTable{
	{"PT-FLT-GT-01", [8]string{"30", "10", "6", "4", "2", "1", "1", "Push"}},
	{"PT-FLT-GT-02", [8]string{"20", "10", "5", "4", "2", "1", "1", "2"}},
	{"PT-FLT-GT-03", [8]string{"30", "12", "5", "3", "3", "1", "1", "Push"}},
	{"PT-FLT-GT-04", [8]string{"20", "8", "7", "4", "3", "1", "1", "Push"}},
	{"PT-FLT-GT-05", [8]string{"30", "10", "4", "4", "2", "2", "1", "Push"}},
}

func talonsTableIDs() []string {
	ids := make([]string, len(talonsTables))
	for i, t := range talonsTables {
		ids[i] = t.id
	}
	return ids
}

func talonsTableByID(id string) *talonsTable {
	for i := range talonsTables {
		if talonsTables[i].id == id {
			return &talonsTables[i]
		}
	}
	panic("baccarat: golden_talons_pay_table " + id + " passed its check but has no table")
}

func (t *talonsTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: "Golden Talons, " + t.id, Setting: keyGoldenTalonsTable}
	for i, r := range talonsRows {
		pays := t.cells[i] + " to 1"
		if t.cells[i] == "Push" {
			pays = "Push"
		}
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: pays, Rule: co(r.line)})
	}
	return pt
}

// settle settles a Golden Talons wager on side.
func (t *talonsTable) settle(c *Coup, side Side, stake rules.Money) payoff {
	switch w := c.Winner(); {
	case w == Tie && c.Natural():
		if t.cells[7] == "Push" {
			return push(co("800"))
		}
		return win(stake, toOneCell(t.cells[7]), co("800"))
	case w == Tie:
		return lose(co("727"))
	case w != side:
		return lose(co("727"))
	case c.Hand(side).Natural():
		return win(stake, toOneCell(t.cells[6]), co("799"))
	case c.Margin() >= 4:
		i := 9 - c.Margin() // wins by 9 is row 0
		return win(stake, toOneCell(t.cells[i]), co(talonsRows[i].line))
	}
	// A non-natural win by less than 4 points: no "specific number of
	// points" of the table.
	return lose(co("727"))
}

type eternalBet = bet[*eternalSettings]

var eternal = newGame(game[*eternalSettings]{
	// Every alternative pay table deals every suit of the coups its
	// progressive lines look at: the page shows the defaults only.
	pageSettings: []string{},
	id:           "eternal-baccarat",
	name:         "Eternal Baccarat",
	sources:      []rules.Cite{co("696-968"), co("1-315")},
	decks:        "Dealt as traditional baccarat (line 698): six to ten decks (line 104), 6 to 20 with an automated shuffler (line 120); the decks setting, default 8.",
	specs:        eternalSpecs,
	compile:      compileEternal,
	bets:         eternalBets(),
	payTables: slices.Concat(
		func() (pts []rules.PayTable) {
			for i := range eternalTables {
				pts = append(pts, eternalTables[i].payTable())
			}
			return pts
		}(),
		[]rules.PayTable{singleEventTable()},
		func() (pts []rules.PayTable) {
			for i := range talonsTables {
				pts = append(pts, talonsTables[i].payTable())
			}
			return pts
		}(),
		progressivePayTables(),
	),
	notes: eternalNotes,
})

func eternalBets() []eternalBet {
	bets := []eternalBet{
		playerBet[*eternalSettings](),
		{id: "banker", name: "Banker", rule: co("145"), odds: rules.ToOne(1),
			pays: "less 5% commission, or commission-free with a push on a winning Banker 3-card 7 (banker_commission, line 701)",
			wins: "The Banker's hand has the higher point count (line 126); a tie is void (line 128). Commission-free, a winning Banker 3-card 7 pushes (line 701).",
			settle: func(b *eternalBet, c Coup, stake rules.Money, s *eternalSettings) payoff {
				if s.commissionFree {
					switch {
					case sun7(&c):
						// "all Banker wagers push with a winning Banker 3-card 7"
						return push(co(eternalCommissionCite))
					case c.Winner() == Banker:
						p := win(stake, b.odds, b.rule)
						p.commissionRule = co(eternalCommissionCite)
						return p
					case c.Winner() == Player:
						return lose(co("127"))
					}
					return push(co("128"))
				}
				p := s.commission.banker(&c, stake, b.odds, b.rule, co("127"), co("128"))
				p.commissionRule = co(eternalCommissionCite)
				return p
			}},
		tieBet(func(s *eternalSettings) rules.Odds { return s.tieOdds }),
		{id: "sun_7", name: "Sun 7", rule: co("746"), odds: rules.ToOne(40),
			wins: "The Banker wins with a 3-card 7 (line 718).",
			settle: func(b *eternalBet, c Coup, stake rules.Money, _ *eternalSettings) payoff {
				if sun7(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(co("718"))
			}},
		{id: "moon_8", name: "Moon 8", rule: co("747"), odds: rules.ToOne(25),
			wins: "The Player wins with a 3-card 8 (line 719).",
			settle: func(b *eternalBet, c Coup, stake rules.Money, _ *eternalSettings) payoff {
				if moon8(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(co("719"))
			}},
		{id: "supreme_7", name: "Supreme 7", rule: co("748-749"),
			pays: "by the Eternal pay table (eternal_pay_table): both 3-card 7s 200 / 400 / Loss, both 2-card 7s 50 / Loss / 100",
			wins: "Both hands are 7s of the same number of cards (line 720); a 2-card 7 against a 3-card 7 has no row and loses.",
			settle: func(b *eternalBet, c Coup, stake rules.Money, s *eternalSettings) payoff {
				p, _ := s.eternal.supreme7(&c, stake)
				return p
			}},
		{id: "divine_9", name: "Divine 9", rule: co("750-751"),
			pays: "75 to 1 when both hands are 3-card 9s, 10 to 1 when one is",
			wins: "The Player's or the Banker's hand, or both, is a 3-card 9 (line 721).",
			settle: func(b *eternalBet, c Coup, stake rules.Money, _ *eternalSettings) payoff {
				p, _ := divine9(&c, stake)
				return p
			}},
		{id: "eclipse", name: "Eclipse", rule: co("752"), odds: rules.ToOne(6),
			wins: "Sun 7, Moon 8, Supreme 7 or Divine 9 wins under the table's pay table (lines 722, 769); the four are mutually exclusive, so it pays once.",
			settle: func(b *eternalBet, c Coup, stake rules.Money, s *eternalSettings) payoff {
				_, supreme := s.eternal.supreme7(&c, stake)
				_, divine := divine9(&c, stake)
				if sun7(&c) || moon8(&c) || supreme || divine {
					return win(stake, b.odds, b.rule)
				}
				return lose(co("769"))
			}},
	}
	for _, e := range singleEvents {
		bets = append(bets, eternalBet{id: e.betID(), name: "Single Event " + e.table + ": " + e.event,
			rule: co(e.line), odds: toOneCell(e.pay), wins: e.wins, firstFour: e.firstFour,
			settle: func(b *eternalBet, c Coup, stake rules.Money, _ *eternalSettings) payoff {
				if e.hit(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(co("724"))
			}})
	}
	for _, side := range [...]Side{Player, Banker} {
		bets = append(bets, eternalBet{id: "golden_talons_" + side.String(), name: "Golden Talons (" + sideName(side) + ")",
			rule: co("790-806"),
			pays: "by the Golden Talons pay table (golden_talons_pay_table) by the winning margin; a natural win 1 to 1; a natural tie Push or 2 to 1",
			wins: "The " + sideName(side) + "'s hand is a natural winner, or a non-natural winner by 4 points or more (line 727); a natural tie pushes or pays by the table; other ties lose.",
			settle: func(b *eternalBet, c Coup, stake rules.Money, s *eternalSettings) payoff {
				return s.talons.settle(&c, side, stake)
			}})
	}
	return append(bets, progressiveBets()...)
}

// eternalNotes are published figures for the game's page, set beside the
// engine's exact 8-deck counts by the enumeration tests.
var eternalNotes = []string{
	"Sun 7 is the Dragon 7 / Fortune 7 event and Moon 8 the Panda 8 / Golden 8 event. The Wizard of Odds (https://wizardofodds.com/games/baccarat/side-bets/5-treasures/) counts 112,633,011,329,024 winning Banker 3-card 7s and 172,660,763,262,976 winning Player 3-card 8s among the 4,998,398,275,503,360 ordered six-card deals of eight decks: a house edge of 7.61% at 40 to 1 and 10.19% at 25 to 1. The engine's enumeration reproduces both counts exactly.",
	"Golden Talons PT-FLT-GT-01 is the Dragon Bonus pay table (natural tie push). The Wizard of Odds (https://wizardofodds.com/games/baccarat/side-bets/) gives its eight-deck combinations line by line, a house edge of 2.65% on the Player and 9.37% on the Banker; the engine's enumeration reproduces every line.",
	"PT-FLT-SE-07 (both hands 8 or 9, any number of cards) is the \"88 89 98 99\" bet; Advanced Advantage Play (https://advancedadvantageplay.com/side-bets/baccarat-side-bets/) gives a house edge of 7.372% at 20 to 1 from eight decks with a cut card, beside the engine's exact full-shoe figure. The Fate 38 event is the \"3 Giving 8\" bet there (8.682% at 200 to 1).",
}
