package baccarat

import (
	"fmt"
	"strings"

	"github.com/tablegames/casino/rules"
)

// The Eternal Baccarat progressives (seed 003 lines 729-739, 808-968):
// Harmony (ties), Sun 7 (a winning Banker 3-card 7) and Fate 38 (the
// Player's third card an 8 and the Banker standing on a 2-card 3). Each
// table's pay table is a setting; the rules name the one row a hand hits,
// "Only the highest qualifying hand is paid" (lines 862, 925, 962), which is
// the first row in printed order: every table prints its rows from the
// highest award down.
//
// Amounts. Every progressive pay is "for 1" (lines 861, 924, 961) and the
// tables are "based off a $1 wager", their pays multiplied for another base
// unit (lines 867, 929, 967). A row printed "$A" therefore returns A times
// the stake in dollars, the stake included: a record's payout, which leaves
// the stake out, is (A − 1) × the stake ($1,000 on $1 is 999.00, on $5
// 4,995.00). A row printed as a percentage pays that share of the meter; the
// rules name the line and the progressive ledger checks the amount, which is
// "split evenly between all wagering players" (lines 731, 735, 739).
//
// Dealer Envy (lines 866, 928) is a fixed amount paid to the dealer, not to
// the wager, for each winning player; it is kept with its row, for the
// catalog and the ledger, and is not part of a wager's settlement.

// progEvent is an outcome a progressive pay-table row names.
type progEvent uint8

const (
	evSixOfAKind progEvent = iota + 1
	evFourEights
	evFourOfAKind
	evFourOfAKindSameColor
	evSixZeros
	evTieWith0
	evTieWith1To5
	evTieWith6To9
	evTieSameColor
	evAnyTie
	evFourCardTie
	evFiveCardTie
	evSixCardTie
	evSun7SuitSpecific
	evSun7Suited
	evSun7SameColor
	evSun7BankerSuited
	evSun7BankerSameColor
	evAnySun7
	evBanker3Card7
	evBankerWin2Card7
	evFate38SuitSpecific
	evFate38TwoSpecificSuits
	evFate38Suited
	evFate38SameColor
	evFate38Tie
	evFate38PlayerWin
	evFate38BankerWin
	evBanker2Card3
)

// progEventNames are the rows' outcomes as the rule book prints them.
var progEventNames = map[progEvent]string{
	evSixOfAKind:             "Six-of-a-Kind",
	evFourEights:             "Four 8's (Only four total cards dealt)",
	evFourOfAKind:            "Four-of-a-Kind (Only four total cards dealt)",
	evFourOfAKindSameColor:   "Four-of-a-Kind (Same Color) (Only four total cards dealt)",
	evSixZeros:               "Six 0's",
	evTieWith0:               "Tie with 0",
	evTieWith1To5:            "Tie with 1 – 5",
	evTieWith6To9:            "Tie with 6 – 9",
	evTieSameColor:           "Tie (Same Color)",
	evAnyTie:                 "Any Tie",
	evFourCardTie:            "4-Card Tie",
	evFiveCardTie:            "5-Card Tie",
	evSixCardTie:             "6-Card Tie",
	evSun7SuitSpecific:       "Sun 7 (Player & Banker Suit Specific)",
	evSun7Suited:             "Sun 7 (Player & Banker Suited)",
	evSun7SameColor:          "Sun 7 (Player & Banker Same Color)",
	evSun7BankerSuited:       "Sun 7 (Banker Suited)",
	evSun7BankerSameColor:    "Sun 7 (Banker Same Color)",
	evAnySun7:                "Any Sun 7",
	evBanker3Card7:           "Any Banker 3-card 7",
	evBankerWin2Card7:        "Banker Win with a 2-card 7",
	evFate38SuitSpecific:     "Fate 38 (Player & Banker Suit Specific)",
	evFate38TwoSpecificSuits: "Fate 38 (Player & Banker 2 Specific Suits)",
	evFate38Suited:           "Fate 38 (Player & Banker Suited)",
	evFate38SameColor:        "Fate 38 (Player & Banker Same Color)",
	evFate38Tie:              "Fate 38 – Tie",
	evFate38PlayerWin:        "Fate 38 – Player Win",
	evFate38BankerWin:        "Fate 38 – Banker Win",
	evBanker2Card3:           "Any Banker 2-card 3",
}

func (e progEvent) String() string { return progEventNames[e] }

// fate38 is "the PLAYER's third card is an 8, and the BANKER stands with a
// 2-card 3" (lines 739, 963). Under the drawing rules a Banker 3 stands on
// a Player's third card only when it is an 8 (line 272).
func fate38(c *Coup) bool {
	third, ok := c.Player.Third()
	return ok && third.Rank() == 8 && twoCard(&c.Banker, 3)
}

// handSuit returns the suit of a hand's first card, whether every card of
// the hand is of that suit, and whether every card is of its colour.
func handSuit(h *Hand) (s rules.Suit, suited, sameColor bool) {
	cards := h.Cards()
	s = cards[0].Suit()
	suited, sameColor = true, true
	for _, x := range cards[1:] {
		if x.Suit() != s {
			suited = false
		}
		if x.Suit().Red() != s.Red() {
			sameColor = false
		}
	}
	return s, suited, sameColor
}

// coupFacts are what the progressive rows look at, worked out once per
// coup. "Player & Banker Suited" and "Same Color" are read as every card
// dealt to both hands (digest X31, X37).
type coupFacts struct {
	winner       Side
	total        int // the Player's total, which is the tie's
	cards        int
	sun7, fate38 bool
	// suit is the first card's; suited and sameColor cover every card.
	suit              rules.Suit
	suited, sameColor bool
	// bankerSuited and bankerSameColor cover the Banker's cards.
	bankerSuited, bankerSameColor bool
	// oneRank: every card is of one rank, rank; zeros: every card is
	// worth 0 (line 864).
	oneRank bool
	rank    rules.Rank
	zeros   bool
}

func factsOf(c *Coup) coupFacts {
	f := coupFacts{winner: c.Winner(), total: c.Player.Points(), cards: c.Cards(),
		sun7: sun7(c), fate38: fate38(c)}
	// Every row that looks at suits or ranks also needs a tie, a Sun 7 or
	// a Fate 38; the others are left false.
	if f.winner != Tie && !f.sun7 && !f.fate38 {
		return f
	}
	ps, psu, pco := handSuit(&c.Player)
	bs, bsu, bco := handSuit(&c.Banker)
	f.suit, f.suited, f.sameColor = ps, psu && bsu && ps == bs, pco && bco && ps.Red() == bs.Red()
	f.bankerSuited, f.bankerSameColor = bsu, bco
	if f.winner != Tie {
		return f
	}
	f.rank = c.Player.Cards()[0].Rank()
	f.oneRank, f.zeros = true, true
	for _, h := range [...]*Hand{&c.Player, &c.Banker} {
		for _, x := range h.Cards() {
			if x.Rank() != f.rank {
				f.oneRank = false
			}
			if Value(x) != 0 {
				f.zeros = false
			}
		}
	}
	return f
}

// hit reports whether a coup with facts f and the Banker's hand b is the
// event under the table's settings.
func (e progEvent) hit(f *coupFacts, b *Hand, s *eternalSettings) bool {
	tie := f.winner == Tie
	switch e {
	case evSixOfAKind:
		return tie && f.cards == 6 && f.oneRank
	case evFourEights:
		return tie && f.cards == 4 && f.oneRank && f.rank == 8
	case evFourOfAKind:
		return tie && f.cards == 4 && f.oneRank
	case evFourOfAKindSameColor:
		return tie && f.cards == 4 && f.oneRank && f.sameColor
	case evSixZeros:
		return tie && f.cards == 6 && f.zeros
	case evTieWith0:
		return tie && f.total == 0
	case evTieWith1To5:
		return tie && f.total >= 1 && f.total <= 5
	case evTieWith6To9:
		return tie && f.total >= 6
	case evTieSameColor:
		return tie && f.sameColor
	case evAnyTie:
		return tie
	case evFourCardTie:
		return tie && f.cards == 4
	case evFiveCardTie:
		return tie && f.cards == 5
	case evSixCardTie:
		return tie && f.cards == 6
	case evSun7SuitSpecific:
		return f.sun7 && f.suited && f.suit == s.sun7Suit
	case evSun7Suited:
		return f.sun7 && f.suited
	case evSun7SameColor:
		return f.sun7 && f.sameColor
	case evSun7BankerSuited:
		return f.sun7 && f.bankerSuited
	case evSun7BankerSameColor:
		return f.sun7 && f.bankerSameColor
	case evAnySun7:
		return f.sun7
	case evBanker3Card7:
		return threeCard(b, 7)
	case evBankerWin2Card7:
		return f.winner == Banker && twoCard(b, 7)
	case evFate38SuitSpecific:
		return f.fate38 && f.suited && f.suit == s.fate38Suit
	case evFate38TwoSpecificSuits:
		return f.fate38 && f.suited && (f.suit == s.fate38Suits[0] || f.suit == s.fate38Suits[1])
	case evFate38Suited:
		return f.fate38 && f.suited
	case evFate38SameColor:
		return f.fate38 && f.sameColor
	case evFate38Tie:
		return f.fate38 && tie
	case evFate38PlayerWin:
		return f.fate38 && f.winner == Player
	case evFate38BankerWin:
		return f.fate38 && f.winner == Banker
	case evBanker2Card3:
		// The Banker's final hand is two cards totalling 3: it stood on
		// its 3, which it does on a Fate 38 or against a Player's natural
		// (digest X38).
		return twoCard(b, 3)
	}
	panic(fmt.Sprintf("baccarat: progressive event %d has no rule", e))
}

// progressiveTable is one progressive pay table.
type progressiveTable struct {
	id  string
	bet string
	// rows in printed order, highest first; a cell printed "-" is no row
	// of this table and is left out.
	rows []progressiveRow
	// selectable is false for a table the rule book prints too garbled to
	// verify hands by (digest X30).
	selectable bool
	// event cites the line that defines the wager's event; a coup that
	// hits no row loses by it.
	event rules.Cite
}

// progressiveRow is one row of a progressive pay table.
type progressiveRow struct {
	event progEvent
	line  string
	// cell and envy are as printed ("100%", "$1000"); envy is "" where
	// the table has no Dealer Envy column and "-" where the row has none.
	cell, envy string
	meter      rules.Rate  // a percentage of the meter, or
	amount     rules.Money // an amount "for 1" on a $1 base wager
	envyAmount rules.Money
}

// progressiveColumn is a column of a printed pay-table block: a table's
// pays, or its Dealer Envy.
type progressiveColumn struct {
	table string
	envy  bool
}

// progressiveBlock is a block of pay tables printed side by side.
type progressiveBlock struct {
	columns    []progressiveColumn
	rows       []progressiveBlockRow
	selectable bool
}

type progressiveBlockRow struct {
	event progEvent
	line  string
	cells []string // in column order, as printed
}

func cols(ids ...string) []progressiveColumn {
	var out []progressiveColumn
	for _, id := range ids {
		if envyOf, ok := strings.CutSuffix(id, " envy"); ok {
			out = append(out, progressiveColumn{table: envyOf, envy: true})
			continue
		}
		out = append(out, progressiveColumn{table: id})
	}
	return out
}

// The Harmony Progressive (lines 731, 808-857): "Players win if the PLAYER
// and BANKER hands tie".
var harmonyBlocks = []progressiveBlock{
	{columns: cols("PT-PRG-HP-01", "PT-PRG-HP-02", "PT-PRG-HP-03"), selectable: true, rows: []progressiveBlockRow{
		{evSixOfAKind, "815", []string{"100%", "100%", "100%"}},
		{evFourEights, "816", []string{"$1000", "$1000", "$600"}},
		{evFourOfAKind, "817", []string{"$300", "$200", "$300"}},
		{evSixZeros, "818", []string{"$100", "$100", "$100"}},
		{evTieWith0, "819", []string{"$20", "$20", "$20"}},
		{evTieWith1To5, "820", []string{"$6", "$5", "$5"}},
		{evTieWith6To9, "821", []string{"$3", "$3", "$5"}},
	}},
	{columns: cols("PT-PRG-HP-04", "PT-PRG-HP-05", "PT-PRG-HP-06"), selectable: true, rows: []progressiveBlockRow{
		{evSixOfAKind, "824", []string{"100%", "100%", "100%"}},
		{evFourEights, "825", []string{"$600", "$1000", "$300"}},
		{evFourOfAKind, "826", []string{"$300", "$300", "$300"}},
		{evSixZeros, "827", []string{"$200", "$100", "$100"}},
		{evTieSameColor, "828", []string{"$20", "$20", "$20"}},
		{evAnyTie, "829", []string{"$3", "$3", "$5"}},
	}},
	{columns: cols("PT-PRG-HP-07", "PT-PRG-HP-08", "PT-PRG-HP-09"), selectable: true, rows: []progressiveBlockRow{
		{evSixOfAKind, "832", []string{"100%", "100%", "100%"}},
		{evFourEights, "833", []string{"$600", "$1000", "$300"}},
		{evFourOfAKind, "834", []string{"$200", "$200", "$300"}},
		{evSixZeros, "835", []string{"$100", "$50", "$50"}},
		{evFiveCardTie, "836", []string{"$10", "$8", "$10"}},
		{evSixCardTie, "837", []string{"$3", "$4", "$6"}},
		{evFourCardTie, "838", []string{"$3", "$3", "$4"}},
	}},
	// Lines 840-851: the headers are split across lines ("PT-PRG- HP-10").
	{columns: cols("PT-PRG-HP-10", "PT-PRG-HP-11", "PT-PRG-HP-E01", "PT-PRG-HP-E01 envy"), selectable: true, rows: []progressiveBlockRow{
		{evFourOfAKindSameColor, "843-845", []string{"100%", "100%", "100%", "$200"}},
		{evFourEights, "846-847", []string{"$1000", "$2000", "$1000", "$50"}},
		{evFourOfAKind, "848", []string{"$500", "$1000", "$750", "$25"}},
		{evSixZeros, "849", []string{"$200", "$100", "$150", "$5"}},
		{evTieSameColor, "850", []string{"$20", "$20", "$20", "$2"}},
		{evAnyTie, "851", []string{"$2", "$2", "$2", "-"}},
	}},
	// Lines 852-857 are garbled (digest X30): line 857 holds the two top
	// rows of HP-12, HP-13 and HP-E02 ("HP-12 100% $1000 HP-13 100% $500
	// Pays 100% $1000 Dealer Envy $100 $50"); every lower row is lost. The
	// tables are kept for the catalog and the meter configuration, and
	// cannot be selected: a tie they would pay cannot be verified.
	{columns: cols("PT-PRG-HP-12", "PT-PRG-HP-13", "PT-PRG-HP-E02", "PT-PRG-HP-E02 envy"), selectable: false, rows: []progressiveBlockRow{
		{evFourEights, "857", []string{"100%", "100%", "100%", "$100"}},
		{evFourOfAKind, "857", []string{"$1000", "$500", "$1000", "$50"}},
	}},
}

// The Sun 7 Progressive (lines 735, 884-914): Sun 7 is "a winning BANKER
// 3-card 7" (line 926); some tables also pay other Banker 7s.
var sun7Blocks = []progressiveBlock{
	{columns: cols("PT-PRG-S7-01", "PT-PRG-S7-02", "PT-PRG-S7-03", "PT-PRG-S7-04", "PT-PRG-S7-05"), selectable: true, rows: []progressiveBlockRow{
		{evSun7SuitSpecific, "887", []string{"100%", "100%", "100%", "100%", "100%"}},
		{evSun7Suited, "888", []string{"$2000", "$1000", "$1000", "$2000", "100%"}},
		{evSun7SameColor, "889", []string{"$100", "$150", "$200", "$100", "$150"}},
		{evSun7BankerSuited, "890", []string{"$75", "$100", "$60", "$75", "$100"}},
		{evSun7BankerSameColor, "891", []string{"$25", "$40", "$30", "$25", "$25"}},
		{evAnySun7, "892", []string{"$10", "$10", "$20", "$8", "$10"}},
		{evBanker3Card7, "893", []string{"$8", "-", "-", "-", "$8"}},
		{evBankerWin2Card7, "894", []string{"-", "-", "-", "$2", "-"}},
	}},
	// Lines 896-906: the headers are garbled ("PT-PR E(RG-S7- 01", "PT-PRG
	// 6-S7-E02"), read as S7-E01, S7-E02 and S7-E03 (digest X33). Line
	// 901's S7-E03 cell reads "$100 0" (X34): $100, see the scratch notes
	// and TestEternalSun7E03SameColor.
	{columns: cols("PT-PRG-S7-E01", "PT-PRG-S7-E01 envy", "PT-PRG-S7-E02", "PT-PRG-S7-E02 envy", "PT-PRG-S7-E03", "PT-PRG-S7-E03 envy"), selectable: true, rows: []progressiveBlockRow{
		{evSun7SuitSpecific, "898", []string{"100%", "$500", "100%", "$500", "100%", "$100"}},
		{evSun7Suited, "899", []string{"$1500", "$100", "$1000", "$100", "100%", "$100"}},
		{evSun7SameColor, "901", []string{"$125", "$10", "$100", "$10", "$100", "$10"}},
		{evSun7BankerSuited, "902", []string{"$100", "$5", "$75", "$5", "$80", "$5"}},
		{evSun7BankerSameColor, "903", []string{"$30", "$2", "$25", "$2", "$40", "$2"}},
		{evAnySun7, "904", []string{"$8", "-", "$10", "-", "$10", "-"}},
		{evBanker3Card7, "905", []string{"$5", "-", "-", "-", "$5", "-"}},
		{evBankerWin2Card7, "906", []string{"-", "-", "$2", "-", "-", "-"}},
	}},
	// Lines 908-914 print five rows for S7-E04 and S7-E05, no "Any Sun 7"
	// (X35): a Sun 7 of mixed colours loses under them.
	{columns: cols("PT-PRG-S7-E04", "PT-PRG-S7-E04 envy", "PT-PRG-S7-E05", "PT-PRG-S7-E05 envy"), selectable: true, rows: []progressiveBlockRow{
		{evSun7SuitSpecific, "910", []string{"100%", "$200", "100%", "$200"}},
		{evSun7Suited, "911", []string{"$2000", "$100", "$2000", "$100"}},
		{evSun7SameColor, "912", []string{"$150", "$10", "$150", "$20"}},
		{evSun7BankerSuited, "913", []string{"$100", "$5", "$100", "$10"}},
		{evSun7BankerSameColor, "914", []string{"$40", "$2", "$50", "-"}},
	}},
}

// The Fate 38 Progressive (lines 739, 933-951).
var fate38Blocks = []progressiveBlock{
	{columns: cols("PT-PRG-F38-01", "PT-PRG-F38-02", "PT-PRG-F38-03"), selectable: true, rows: []progressiveBlockRow{
		{evFate38SuitSpecific, "936", []string{"100%", "100%", "100%"}},
		{evFate38Suited, "937", []string{"$2000", "$2000", "100%"}},
		{evFate38SameColor, "938", []string{"$300", "$300", "$200"}},
		{evFate38Tie, "939", []string{"$100", "$200", "$150"}},
		{evFate38PlayerWin, "940", []string{"$60", "$100", "$80"}},
		{evFate38BankerWin, "941", []string{"$50", "$75", "$50"}},
		{evBanker2Card3, "942", []string{"$10", "-", "$10"}},
	}},
	{columns: cols("PT-PRG-F38-04"), selectable: true, rows: []progressiveBlockRow{
		{evFate38TwoSpecificSuits, "945", []string{"100%"}},
		{evFate38Suited, "946", []string{"$2000"}},
		{evFate38SameColor, "947", []string{"$400"}},
		{evFate38Tie, "948", []string{"$200"}},
		{evFate38PlayerWin, "949", []string{"$50"}},
		{evFate38BankerWin, "950", []string{"$40"}},
		{evBanker2Card3, "951", []string{"$8"}},
	}},
}

// parseCell reads a printed progressive pay: "100%" of the meter or "$A".
func parseCell(cell string) (meter rules.Rate, amount rules.Money) {
	if p, ok := strings.CutSuffix(cell, "%"); ok {
		r, err := rules.ParseRate(p)
		if err != nil {
			panic("baccarat: progressive cell " + cell + ": " + err.Error())
		}
		return r, 0
	}
	d, ok := strings.CutPrefix(cell, "$")
	if !ok {
		panic("baccarat: progressive cell " + cell + " is neither a percentage nor an amount")
	}
	m, err := rules.ParseMoney(strings.ReplaceAll(d, ",", ""))
	if err != nil || m < rules.Dollars(1) {
		panic(fmt.Sprintf("baccarat: progressive cell %s: %v", cell, err))
	}
	return 0, m
}

// buildProgressive turns printed blocks into pay tables for bet.
func buildProgressive(bet string, event rules.Cite, blocks []progressiveBlock) []progressiveTable {
	var out []progressiveTable
	for _, b := range blocks {
		at := map[string]int{} // table id → index in out
		for _, c := range b.columns {
			if !c.envy {
				at[c.table] = len(out)
				out = append(out, progressiveTable{id: c.table, bet: bet, selectable: b.selectable, event: event})
			}
		}
		for _, r := range b.rows {
			if len(r.cells) != len(b.columns) {
				panic(fmt.Sprintf("baccarat: %s line %s has %d cells for %d columns", bet, r.line, len(r.cells), len(b.columns)))
			}
			for i, c := range b.columns {
				t := &out[at[c.table]]
				if c.envy {
					// The Dealer Envy belongs to the row just added, if the
					// table pays the row at all.
					if n := len(t.rows); n > 0 && t.rows[n-1].line == r.line && t.rows[n-1].event == r.event {
						t.rows[n-1].envy = r.cells[i]
						if r.cells[i] != "-" {
							_, t.rows[n-1].envyAmount = parseCell(r.cells[i])
						}
					}
					continue
				}
				if r.cells[i] == "-" {
					continue
				}
				meter, amount := parseCell(r.cells[i])
				t.rows = append(t.rows, progressiveRow{event: r.event, line: r.line, cell: r.cells[i], meter: meter, amount: amount})
			}
		}
	}
	return out
}

var (
	harmonyTables = buildProgressive("harmony_progressive", co("731"), harmonyBlocks)
	sun7Tables    = buildProgressive("sun_7_progressive", co("735"), sun7Blocks)
	fate38Tables  = buildProgressive("fate_38_progressive", co("739"), fate38Blocks)
)

// progressiveIDs lists the selectable tables' ids.
func progressiveIDs(tables []progressiveTable) []string {
	var ids []string
	for _, t := range tables {
		if t.selectable {
			ids = append(ids, t.id)
		}
	}
	return ids
}

func progressive(tables []progressiveTable, id string) *progressiveTable {
	for i := range tables {
		if tables[i].id == id && tables[i].selectable {
			return &tables[i]
		}
	}
	panic("baccarat: progressive pay table " + id + " passed its check but has no table")
}

// settle settles a progressive wager: the first row the coup hits pays,
// by the meter or "for 1" (see the top of this file); none loses.
func (t *progressiveTable) settle(c *Coup, stake rules.Money, s *eternalSettings) payoff {
	f := factsOf(c)
	for i := range t.rows {
		r := &t.rows[i]
		if !r.event.hit(&f, &c.Banker, s) {
			continue
		}
		if r.meter != 0 {
			// Split evenly between the wagering players (lines 731,
			// 735, 739).
			return sharedMeterWin(r.meter, co(r.line))
		}
		return win(stake, forOne(r.amount), co(r.line))
	}
	return lose(t.event)
}

// forOne is the odds of "$A for 1" on a $1 base wager: A − 1 to 1.
func forOne(amount rules.Money) rules.Odds {
	return rules.Odds{Win: int64(amount - rules.Dollars(1)), Per: int64(rules.Dollars(1))}
}

var progressiveSettingOf = map[string]string{
	"harmony_progressive": keyHarmonyPayTable,
	"sun_7_progressive":   keySun7PayTable,
	"fate_38_progressive": keyFate38PayTable,
}

var progressiveNames = map[string]string{
	"harmony_progressive": "Harmony Progressive",
	"sun_7_progressive":   "Sun 7 Progressive",
	"fate_38_progressive": "Fate 38 Progressive",
}

func (t *progressiveTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: progressiveNames[t.bet] + ", " + t.id}
	if t.selectable {
		pt.Setting = progressiveSettingOf[t.bet]
	} else {
		pt.Name += " (lines 852-857 are garbled below the first two rows; not selectable)"
	}
	for _, r := range t.rows {
		pays := r.cell + " for 1 on a $1 wager"
		if r.meter != 0 {
			pays = r.cell + " of the progressive meter"
		}
		if r.envyAmount != 0 {
			pays += "; Dealer Envy " + r.envy
		}
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.event.String(), Pays: pays, Rule: co(r.line)})
	}
	return pt
}

func progressivePayTables() []rules.PayTable {
	var pts []rules.PayTable
	for _, ts := range [...][]progressiveTable{harmonyTables, sun7Tables, fate38Tables} {
		for i := range ts {
			pts = append(pts, ts[i].payTable())
		}
	}
	return pts
}

const progressivePays = "A percentage row pays that share of the meter (split evenly between the wagering players); a \"$A\" row pays A for 1 on a $1 base wager, A × the stake in all, so the payout is (A − 1) × the stake; only the highest row is paid"

func progressiveBets() []eternalBet {
	return []eternalBet{
		{id: "harmony_progressive", name: "Harmony Progressive", rule: co("731"), progressive: true,
			pays: "by the Harmony pay table (harmony_pay_table). " + progressivePays + " (lines 861-867).",
			wins: "The hands tie (line 731); the pay table names the tie (six of a kind, four 8's or four of a kind in four cards, six 0's, the total, the number of cards, one colour).",
			// "Same Color" rows look at suits; only a tie can hit any row.
			suited: func(c *Coup) bool { return c.Winner() == Tie },
			settle: func(_ *eternalBet, c Coup, stake rules.Money, s *eternalSettings) payoff {
				return s.harmony.settle(&c, stake, s)
			}},
		{id: "sun_7_progressive", name: "Sun 7 Progressive", rule: co("735"), progressive: true,
			pays:   "by the Sun 7 pay table (sun_7_pay_table; Suit Specific is sun_7_suit). " + progressivePays + " (lines 924-929).",
			wins:   "The Banker wins with a 3-card 7 (lines 735, 926), by its suits and colours; some tables also pay any Banker 3-card 7 or a winning Banker 2-card 7.",
			suited: sun7,
			settle: func(_ *eternalBet, c Coup, stake rules.Money, s *eternalSettings) payoff {
				return s.sun7.settle(&c, stake, s)
			}},
		{id: "fate_38_progressive", name: "Fate 38 Progressive", rule: co("739"), progressive: true,
			pays:   "by the Fate 38 pay table (fate_38_pay_table; Suit Specific is fate_38_suit, 2 Specific Suits fate_38_two_suits). " + progressivePays + " (lines 961-967).",
			wins:   "The Player's third card is an 8 and the Banker stands with a 2-card 3 (lines 739, 963), by suits, colours and the result; some tables also pay a Banker standing on a 2-card 3 otherwise.",
			suited: fate38,
			settle: func(_ *eternalBet, c Coup, stake rules.Money, s *eternalSettings) payoff {
				return s.fate38.settle(&c, stake, s)
			}},
	}
}

// ProgressiveConfig is the meter configuration of one progressive pay
// table, for the progressive ledger. The rule book prints a "Main
// Increment Rate" and a "Reserve Increment Rate" per table without defining
// them; they are read as the shares of each progressive wager added to the
// main meter and to the reserve meter (digest X32).
type ProgressiveConfig struct {
	Game     string // game id
	Bet      string // bet id
	PayTable string // pay-table id, as the table setting names it
	// MainRate and ReserveRate are the increment rates; HasReserve is
	// false where the reserve reads "N/A".
	MainRate    rules.Rate
	ReserveRate rules.Rate
	HasReserve  bool
	// Seed is the fixed seed and reseed on a $1 base wager, which a table
	// without a reserve meter must use; zero where the table has a reserve
	// meter and may start from any seed (lines 868-869, 930-931, 967-968).
	Seed rules.Money
	// BaseUnit is the wager the pay table and the seed are written for;
	// another unit multiplies both (lines 867, 929, 967).
	BaseUnit rules.Money
	// Selectable is false for a pay table a table cannot select (HP-12,
	// HP-13 and HP-E02, garbled in the rule book).
	Selectable bool
	// Rule cites the configuration table; SeedRule the seeding notes;
	// SplitRule the even split of a meter win among the wagering players.
	Rule, SeedRule, SplitRule rules.Cite
}

// progressiveConfigBlock is a configuration table as printed.
type progressiveConfigBlock struct {
	bet                 string
	tables              []string
	main, reserve, seed []string // as printed; seed nil where there is no row
	// lines cites the configuration table, seedLine the seeding notes,
	// splitLine the even split; mainLine, reserveLine and seedRowLine are
	// the printed rows ("" where there is none).
	lines, seedLine, splitLine         string
	mainLine, reserveLine, seedRowLine string
}

var progressiveConfigBlocks = []progressiveConfigBlock{
	{bet: "harmony_progressive", lines: "871-876", seedLine: "868-869", splitLine: "731", mainLine: "875", reserveLine: "876",
		tables: []string{"PT-PRG-HP-01", "PT-PRG-HP-02", "PT-PRG-HP-03", "PT-PRG-HP-04", "PT-PRG-HP-05", "PT-PRG-HP-06",
			"PT-PRG-HP-07", "PT-PRG-HP-08", "PT-PRG-HP-09", "PT-PRG-HP-10", "PT-PRG-HP-11", "PT-PRG-HP-E01"},
		main:    []string{"15%", "19%", "15%", "15%", "19%", "15%", "15%", "19%", "15%", "18%", "18%", "19%"},
		reserve: []string{"3%", "5%", "3%", "3%", "5%", "3%", "3%", "5%", "3%", "5%", "5%", "5%"}},
	{bet: "harmony_progressive", lines: "878-882", seedLine: "868-869", splitLine: "731", mainLine: "880", reserveLine: "881", seedRowLine: "882",
		tables:  []string{"PT-PRG-HP-12", "PT-PRG-HP-13", "PT-PRG-HP-E02"},
		main:    []string{"19%", "28%", "19%"},
		reserve: []string{"N/A", "N/A", "N/A"},
		seed:    []string{"$2,000", "$2,000", "$2,000"}},
	// Line 917 heads the first five "S7-1" to "S7-5": PT-PRG-S7-01 to 05
	// (digest X36).
	{bet: "sun_7_progressive", lines: "916-920", seedLine: "930-931", splitLine: "735", mainLine: "918", reserveLine: "919", seedRowLine: "920",
		tables: []string{"PT-PRG-S7-01", "PT-PRG-S7-02", "PT-PRG-S7-03", "PT-PRG-S7-04", "PT-PRG-S7-05",
			"PT-PRG-S7-E01", "PT-PRG-S7-E02", "PT-PRG-S7-E03", "PT-PRG-S7-E04", "PT-PRG-S7-E05"},
		main:    []string{"15%", "15%", "12%", "17%", "17%", "15%", "15%", "21%", "17%", "16%"},
		reserve: []string{"5%", "5%", "6%", "5%", "N/A", "5%", "5%", "N/A", "17%", "16%"},
		seed:    []string{"N/A", "N/A", "N/A", "N/A", "$2,000", "N/A", "N/A", "$1,500", "N/A", "N/A"}},
	// The Fate 38 notes lack the fixed-seed note (digest X39); Harmony's
	// and Sun 7's (lines 869, 931) are applied to F38-03's $2,000.
	{bet: "fate_38_progressive", lines: "953-957", seedLine: "967-968", splitLine: "739", mainLine: "955", reserveLine: "956", seedRowLine: "957",
		tables:  []string{"PT-PRG-F38-01", "PT-PRG-F38-02", "PT-PRG-F38-03", "PT-PRG-F38-04"},
		main:    []string{"17%", "17%", "19%", "16%"},
		reserve: []string{"5%", "4%", "N/A", "5%"},
		seed:    []string{"N/A", "N/A", "$2,000", "N/A"}},
}

// EternalProgressiveConfigs returns the meter configuration of every
// Eternal Baccarat progressive pay table (Harmony, Sun 7, Fate 38).
func EternalProgressiveConfigs() []ProgressiveConfig {
	var out []ProgressiveConfig
	for _, b := range progressiveConfigBlocks {
		for i, id := range b.tables {
			pc := ProgressiveConfig{Game: eternal.id, Bet: b.bet, PayTable: id, BaseUnit: rules.Dollars(1),
				Rule: co(b.lines), SeedRule: co(b.seedLine), SplitRule: co(b.splitLine)}
			pc.MainRate, _ = parseCell(b.main[i])
			if b.reserve[i] != "N/A" {
				pc.ReserveRate, _ = parseCell(b.reserve[i])
				pc.HasReserve = true
			}
			if b.seed != nil && b.seed[i] != "N/A" {
				_, pc.Seed = parseCell(b.seed[i])
			}
			for _, ts := range [...][]progressiveTable{harmonyTables, sun7Tables, fate38Tables} {
				for _, t := range ts {
					if t.id == id {
						pc.Selectable = t.selectable
					}
				}
			}
			out = append(out, pc)
		}
	}
	return out
}
