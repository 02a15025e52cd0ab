package baccarat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// ninety-nine-fortunes: 99 Fortunes Progressive (seed 003, 30-2899.02,
// lines 379-528). Standard baccarat (line 383) with an optional progressive
// wager on the first four cards, the Player's and the Banker's first two
// (lines 385, 394), pooled and ranked as a poker hand from a suited pair
// up; the table's pay table (lines 434-528) is a setting.
//
// Who is paid what. Every progressive wager is settled by the highest row
// of the pay table its cards reach (the rule book does not say so; tables
// of this kind pay one hand). A suited four of a kind (four cards of one
// rank and one suit, from a shoe of four decks or more) of a rank the table
// lists is "the top award", paid "to the player position matching the rank
// of the cards", aces at position 1 (lines 385, 406, 427): 100% of the
// meter, which the rules name and the progressive ledger pays. Every other
// wager on that coup, at a position not matching the rank, is paid "Other
// Suited Quads" (the sample table's "Suited Four of a Kind- Other", line
// 400). Record seats are the layout's position numbers (line 406), 1, 2, 3
// and 5 to 10 (lines 408-417): a record with a wager at position 4 or past
// 10 is refused.
//
// Amounts. The tables print amounts, not odds ("Odds Pay Out", lines 440,
// 451, ...), for a wager the title names ("$5", "PHP100", "PHP200") or, where
// it names none, the one its amounts share with a titled table (P1 and P4b
// are a fifth of the "$5" table: $1; P2 6 Spots is the PHP100 table's
// column: PHP100; P6 shares P5's top three rows: $5). The progressive
// wagers are taken off the table when the game starts (line 421), so an
// amount is what the winner receives, the stake included: "A for 1" on the
// base wager, the record's payout (A − base) × stake / base. Another stake
// is paid in proportion. The amounts are in the table's currency, US
// dollars or Philippine pesos (PHP, digest X16): a table playing a peso pay
// table records every amount in pesos.
//
// Envy. Four tables print an "Envy" column (lines 440, 461, 502, 512, 522)
// the rule book never defines: who receives it, and how many times, is not
// said. Envy amounts are kept with their rows for the catalog and are no
// part of a wager's settlement.

// NinetyNineFortunes returns the game ninety-nine-fortunes.
func NinetyNineFortunes() rules.Game { return ninetyNine }

// nnSettings are a ninety-nine-fortunes table's compiled settings.
type nnSettings struct {
	settingValues
	decks      int
	commission commission
	tieOdds    rules.Odds
	table      *nnTable
}

func (s *nnSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

const (
	keyFortunesPayTable = "fortunes_pay_table"
	nnProgressiveBet    = "progressive"
	// nnAnyPosition settles a progressive wager without a seat: a top-award
	// hand is the top award (the catalog's and the enumeration's view).
	nnAnyPosition = 0
)

// nnHand is a hand a 99 Fortunes row pays.
type nnHand uint8

const (
	nnSuitedQuadsSeat nnHand = iota + 1
	nnSuitedQuadsOther
	nnQuads
	nnSuitedTrips
	nnTrips
	nnTwoPair
	nnSuitedPair
)

// nnRow is one pay-table row as printed.
type nnRow struct {
	hand  nnHand
	label string // the hand as printed
	line  string
	// cell and envy are as printed ("100%", "$1,000", "PHP100,000"); envy
	// is "" where the table has no Envy column or the row no Envy.
	cell, envy string
	meter      rules.Rate // a share of the meter, or
	amount     rules.Money
	odds       rules.Odds // the amount "for" the base wager, as odds
}

// nnTable is one 99 Fortunes pay table.
type nnTable struct {
	id string
	// titleLine prints the table's title; titleWords are what it must say.
	titleLine  string
	titleWords []string
	lines      string
	currency   string // "USD" or "PHP"
	base       rules.Money
	baseNote   string
	// ranks are the ranks whose suited four of a kind is the top award.
	ranks []rules.Rank
	rows  []nnRow
}

// nnPositions are the layout's position numbers (lines 408-417).
var nnPositions = []int{1, 2, 3, 5, 6, 7, 8, 9, 10}

// nnPositionOf is the layout position matching a rank: aces 1, two to ten
// their number (line 406); 0 for ranks no position matches.
func nnPositionOf(r rules.Rank) int {
	switch {
	case r == rules.Ace:
		return 1
	case r >= rules.Two && r <= rules.Ten && r != 4:
		return int(r)
	}
	return 0
}

var (
	// "(A's – 10's, ex 4's)", and the positions P5 and P6 match
	// ("Matching a Players Seat"): every position of the layout.
	nnAceToTenEx4 = []rules.Rank{rules.Ace, 2, 3, 5, 6, 7, 8, 9, rules.Ten}
	// "(A's – 8's, ex 4's)", the "$5" seven-spot table's.
	nnAceToEightEx4 = []rules.Rank{rules.Ace, 2, 3, 5, 6, 7, 8}
)

// nnPrinted is a row as printed: hand, label, line, cell, envy.
type nnPrinted struct {
	hand        nnHand
	label, line string
	cell, envy  string
}

const (
	nnLabelTop10   = "Suited Quads (A's – 10's, ex 4's)"
	nnLabelTop8    = "Suited Quads (A's – 8's, ex 4's)"
	nnLabelTopSeat = "Suited Quads – Matching a Players Seat"
	nnLabelOther   = "Other Suited Quads"
	nnLabelQuads   = "Quads"
	nnLabelSTrips  = "Suited Trips"
	nnLabelTrips   = "Trips"
	nnLabelTwoPair = "Two Pair"
	nnLabelSPair   = "Suited Pair"
)

// nnColumn is the six rows of a P1-style table: top, other suited quads,
// quads, trips, two pair, suited pair, at lines first..first+5 (a blank
// line after the second row where skip is set, P3 7 Spots).
func nnColumn(top string, first int, skip bool, cells [6]string, topEnvy string) []nnPrinted {
	hands := [6]nnHand{nnSuitedQuadsSeat, nnSuitedQuadsOther, nnQuads, nnTrips, nnTwoPair, nnSuitedPair}
	labels := [6]string{top, nnLabelOther, nnLabelQuads, nnLabelTrips, nnLabelTwoPair, nnLabelSPair}
	out := make([]nnPrinted, 6)
	line := first
	for i := range out {
		out[i] = nnPrinted{hand: hands[i], label: labels[i], line: strconv.Itoa(line), cell: cells[i]}
		line++
		if skip && i == 1 {
			line++
		}
	}
	out[0].envy = topEnvy
	return out
}

var nnTables = []nnTable{
	nnBuild(nnTable{id: "P1", titleLine: "436", titleWords: []string{"99 Fortunes Progressive", "P1"}, lines: "436-447",
		currency: "USD", base: rules.Dollars(1),
		baseNote: "no wager named; $1, the amounts being a fifth of the \"$5\" table's (lines 463-467) and the sample's bare numbers (lines 400-404)",
		ranks:    nnAceToTenEx4},
		nnColumn(nnLabelTop10, 442, false, [6]string{"100%", "$1,000", "$100", "$10", "$9", "$3"}, "$1,000")),
	nnBuild(nnTable{id: "P2-6-spots", titleLine: "449", titleWords: []string{"P2", "6 Spots", "8 Decks"}, lines: "449-457",
		currency: "PHP", base: 100 * 100,
		baseNote: "no wager named; PHP100, the amounts being the PHP100 table's (lines 473-477)",
		ranks:    nnAceToTenEx4},
		nnColumn(nnLabelTop10, 452, false, [6]string{"100%", "PHP100,000", "PHP10,000", "PHP1,000", "PHP900", "PHP300"}, "")),
	nnBuild(nnTable{id: "P2-7-spots-USD5", titleLine: "459", titleWords: []string{"P2", "7 Spots", "8 Decks", "$5"}, lines: "459-467",
		currency: "USD", base: rules.Dollars(5), baseNote: "$5, in the title",
		ranks: nnAceToEightEx4},
		nnColumn(nnLabelTop8, 462, false, [6]string{"100%", "$5,000", "$500", "$50", "$45", "$15"}, "$500")),
	nnBuild(nnTable{id: "P2-7-spots-PHP100", titleLine: "469", titleWords: []string{"P2", "7 Spots", "8 Decks", "PHP100"}, lines: "469-477",
		currency: "PHP", base: 100 * 100, baseNote: "PHP100, in the title",
		ranks: nnAceToTenEx4},
		nnColumn(nnLabelTop10, 472, false, [6]string{"100%", "PHP100,000", "PHP10,000", "PHP1,000", "PHP900", "PHP300"}, "")),
	nnBuild(nnTable{id: "P3-6-spots-PHP200", titleLine: "479", titleWords: []string{"P3", "6 Spots", "8 Decks", "PHP200"}, lines: "479-487",
		currency: "PHP", base: 200 * 100, baseNote: "PHP200, in the title",
		ranks: nnAceToTenEx4},
		nnColumn(nnLabelTop10, 482, false, [6]string{"100%", "PHP200,000", "PHP20,000", "PHP2,000", "PHP1,000", "PHP600"}, "")),
	// Lines 495-498 print their amounts one column to the left, under
	// "Progressive Pay Out"; they are fixed amounts all the same.
	nnBuild(nnTable{id: "P3-7-spots-PHP200", titleLine: "489", titleWords: []string{"P3", "7 Spots", "8 Decks", "PHP200"}, lines: "489-498",
		currency: "PHP", base: 200 * 100, baseNote: "PHP200, in the title",
		ranks: nnAceToTenEx4},
		nnColumn(nnLabelTop10, 492, true, [6]string{"100%", "PHP200,000", "PHP20,000", "PHP2,000", "PHP1,000", "PHP600"}, "")),
	nnBuild(nnTable{id: "P4b", titleLine: "500", titleWords: []string{"99 Fortunes Progressive", "P4b"}, lines: "500-508",
		currency: "USD", base: rules.Dollars(1),
		baseNote: "no wager named; $1, the amounts being P1's",
		ranks:    nnAceToTenEx4},
		nnColumn(nnLabelTop10, 503, false, [6]string{"100%", "$1,000", "$100", "$10", "$9", "$3"}, "$1,000")),
	nnBuild(nnTable{id: "P5-7-spots-USD5", titleLine: "510", titleWords: []string{"P5", "7 Spots", "8 Decks", "$5"}, lines: "510-518",
		currency: "USD", base: rules.Dollars(5), baseNote: "$5, in the title",
		ranks: nnAceToTenEx4},
		[]nnPrinted{
			{hand: nnSuitedQuadsSeat, label: nnLabelTopSeat, line: "513", cell: "100%", envy: "$1,000"},
			{hand: nnSuitedQuadsOther, label: nnLabelOther, line: "514", cell: "$5,000", envy: "$500"},
			{hand: nnQuads, label: nnLabelQuads, line: "515", cell: "$500", envy: "$50"},
			{hand: nnSuitedTrips, label: nnLabelSTrips, line: "516", cell: "$125", envy: "$25"},
			{hand: nnTrips, label: nnLabelTrips, line: "517", cell: "$40", envy: "$5"},
			{hand: nnSuitedPair, label: nnLabelSPair, line: "518", cell: "$15", envy: "$1"},
		}),
	nnBuild(nnTable{id: "P6-7-spots-CET", titleLine: "520", titleWords: []string{"P6", "7 Spots", "8 Decks", "CET"}, lines: "520-528",
		currency: "USD", base: rules.Dollars(5),
		baseNote: "no wager named (\"CET\" is not explained); $5, the amounts of its top three rows being P5's",
		ranks:    nnAceToTenEx4},
		[]nnPrinted{
			{hand: nnSuitedQuadsSeat, label: nnLabelTopSeat, line: "523", cell: "100%", envy: "$1,000"},
			{hand: nnSuitedQuadsOther, label: nnLabelOther, line: "524", cell: "$5,000", envy: "$500"},
			{hand: nnQuads, label: nnLabelQuads, line: "525", cell: "$500", envy: "$50"},
			{hand: nnSuitedTrips, label: nnLabelSTrips, line: "526", cell: "$125", envy: "$25"},
			{hand: nnTrips, label: nnLabelTrips, line: "527", cell: "$50", envy: "$5"},
			{hand: nnSuitedPair, label: nnLabelSPair, line: "528", cell: "$20", envy: "$1"},
		}),
}

// nnBuild completes a table from its printed rows: every amount must be in
// the table's currency and a whole multiple of its base wager.
func nnBuild(t nnTable, printed []nnPrinted) nnTable {
	for _, p := range printed {
		r := nnRow{hand: p.hand, label: p.label, line: p.line, cell: p.cell, envy: p.envy}
		if pct, ok := strings.CutSuffix(p.cell, "%"); ok {
			m, err := rules.ParseRate(pct)
			if err != nil {
				panic("baccarat: 99 Fortunes " + t.id + " line " + p.line + ": " + err.Error())
			}
			r.meter = m
		} else {
			r.amount = nnAmount(t, p.cell)
			if r.amount%t.base != 0 || r.amount <= t.base {
				panic(fmt.Sprintf("baccarat: 99 Fortunes %s line %s: %s is not a whole number of %s wagers", t.id, p.line, p.cell, t.base))
			}
			r.odds = rules.ToOne(int64(r.amount/t.base) - 1)
		}
		if p.envy != "" {
			nnAmount(t, p.envy) // checks the currency
		}
		t.rows = append(t.rows, r)
	}
	return t
}

// nnAmount reads a printed amount, "$1,000" or "PHP100,000", which must be
// in the table's currency.
func nnAmount(t nnTable, cell string) rules.Money {
	symbol := map[string]string{"USD": "$", "PHP": "PHP"}[t.currency]
	digits, ok := strings.CutPrefix(cell, symbol)
	if !ok {
		panic("baccarat: 99 Fortunes " + t.id + ": " + cell + " is not in " + t.currency)
	}
	m, err := rules.ParseMoney(strings.ReplaceAll(digits, ",", ""))
	if err != nil {
		panic("baccarat: 99 Fortunes " + t.id + ": " + cell + ": " + err.Error())
	}
	return m
}

func nnTableIDs() []string {
	ids := make([]string, len(nnTables))
	for i, t := range nnTables {
		ids[i] = t.id
	}
	return ids
}

func nnTableByID(id string) *nnTable {
	for i := range nnTables {
		if nnTables[i].id == id {
			return &nnTables[i]
		}
	}
	panic("baccarat: " + keyFortunesPayTable + " " + id + " passed its check but has no table")
}

// nnFour is the pooled first four cards (line 394) as the rows see them.
type nnFour struct {
	maxRank   int        // most cards of one rank
	maxCard   int        // most copies of one card (rank and suit)
	rankPairs int        // ranks held exactly twice
	quadRank  rules.Rank // the rank of four identical cards
}

// nnFirstFour reads P1, B1, P2 and B2: the first two cards of each hand.
func nnFirstFour(c *Coup) nnFour {
	p, b := c.Player.Cards(), c.Banker.Cards()
	cards := [4]rules.Card{p[0], b[0], p[1], b[1]}
	var f nnFour
	twice := 0
	for _, x := range cards {
		sameRank, same := 0, 0
		for _, y := range cards {
			if y.Rank() == x.Rank() {
				sameRank++
			}
			if y == x {
				same++
			}
		}
		f.maxRank = max(f.maxRank, sameRank)
		if same > f.maxCard {
			f.maxCard = same
		}
		if same == 4 {
			f.quadRank = x.Rank()
		}
		if sameRank == 2 {
			twice++
		}
	}
	f.rankPairs = twice / 2
	return f
}

// nnRanksRepeat reports whether two of the first four cards share a rank:
// from the ranks alone, whether suits may make a paying hand (the
// enumeration deals every suit for those coups).
func nnRanksRepeat(c *Coup) bool {
	p, b := c.Player.Cards(), c.Banker.Cards()
	r := [4]rules.Rank{p[0].Rank(), b[0].Rank(), p[1].Rank(), b[1].Rank()}
	for i := range r {
		for j := i + 1; j < len(r); j++ {
			if r[i] == r[j] {
				return true
			}
		}
	}
	return false
}

// hits reports whether the four cards make the row's hand, for a wager at
// position (nnAnyPosition: any).
func (t *nnTable) hits(h nnHand, f nnFour, position int) bool {
	switch h {
	case nnSuitedQuadsSeat:
		return f.maxCard == 4 && slices.Contains(t.ranks, f.quadRank) &&
			(position == nnAnyPosition || nnPositionOf(f.quadRank) == position)
	case nnSuitedQuadsOther:
		return f.maxCard == 4
	case nnQuads:
		return f.maxRank == 4
	case nnSuitedTrips:
		return f.maxCard >= 3
	case nnTrips:
		return f.maxRank >= 3
	case nnTwoPair:
		return f.rankPairs == 2
	case nnSuitedPair:
		return f.maxCard >= 2
	}
	panic(fmt.Sprintf("baccarat: 99 Fortunes hand %d has no rule", h))
}

// settle settles a progressive wager at position: the first row, in
// printed order (highest first), that the cards make; none loses (line
// 385: "a suited pair or higher").
func (t *nnTable) settle(c *Coup, stake rules.Money, position int) payoff {
	f := nnFirstFour(c)
	for i := range t.rows {
		r := &t.rows[i]
		if !t.hits(r.hand, f, position) {
			continue
		}
		if r.meter != 0 {
			// "paid from the progressive jackpot shown on the progressive
			// meter" to the matching position (lines 425, 427).
			return meterWin(r.meter, co(r.line))
		}
		return win(stake, r.odds, co(r.line))
	}
	return lose(co("385"))
}

func (t *nnTable) currencyName() string {
	if t.currency == "PHP" {
		return "Philippine pesos"
	}
	return "US dollars"
}

// baseText writes the base wager as the titles do: "$5", "PHP100".
func (t *nnTable) baseText() string {
	symbol := "$"
	if t.currency == "PHP" {
		symbol = "PHP"
	}
	return symbol + strconv.FormatInt(int64(t.base/100), 10)
}

func (t *nnTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Setting: keyFortunesPayTable,
		Name: fmt.Sprintf("99 Fortunes Progressive %s (amounts in %s, for a %s wager: %s)",
			t.id, t.currencyName(), t.baseText(), t.baseNote)}
	for _, r := range t.rows {
		outcome, pays := r.label, ""
		if r.meter != 0 {
			outcome += ", at the position matching the rank (line 406)"
			pays = r.cell + " of the progressive meter"
		} else {
			pays = fmt.Sprintf("%s for a %s wager (%d for 1, in proportion to the stake)",
				r.cell, t.baseText(), r.amount/t.base)
		}
		if r.envy != "" {
			pays += "; Envy " + r.envy + " (undefined; not verified)"
		}
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: outcome, Pays: pays, Rule: co(r.line)})
	}
	return pt
}

// nnSampleTable is the "Sample pay table" of lines 396-404, kept for the
// catalog: its pays are bare numbers without a unit (digest X12), the
// P-tables' amounts on a $1 wager, and it alone prints the meter's seed.
func nnSampleTable() rules.PayTable {
	return rules.PayTable{ID: "sample",
		Name: "99 Fortunes Progressive, sample pay table (not selectable: the pays have no unit; read as P1's amounts on a $1 wager)",
		Rows: []rules.PayRow{
			{Outcome: "Suited Four of a Kind- Player Position", Pays: "100% (Envy $1,000, Seed $10,000)", Rule: co("399")},
			{Outcome: "Suited Four of a Kind- Other", Pays: "1,000", Rule: co("400")},
			{Outcome: "4 of a Kind", Pays: "100", Rule: co("401")},
			{Outcome: "Three of a Kind", Pays: "10", Rule: co("402")},
			{Outcome: "Two Pair", Pays: "9", Rule: co("403")},
			{Outcome: "Suited Pair", Pays: "3", Rule: co("404")},
		}}
}

var nnSpecs = slices.Concat([]rules.SettingSpec{
	intSpec(keyDecks, 8, 6, 20, co("104-120"),
		"Decks in the shoe: 99 Fortunes is standard baccarat (line 383), from six to ten decks (line 104), up to 20 with an automated shuffler (line 120); its pay tables name 8 decks. Cards are checked against it."),
}, commissionSpecs(), []rules.SettingSpec{
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144)."),
	{Key: keyFortunesPayTable, Default: nnTables[0].id, Allowed: nnTableIDs(), Rule: co("434-528"),
		Doc: "The 99 Fortunes Progressive pay table (lines 434-528): P1, P2 (6 spots; 7 spots $5; 7 spots PHP100), P3 (6 or 7 spots, PHP200), P4b, P5 or P6. Its amounts are for its base wager and in its currency (US dollars or Philippine pesos); a table on a peso pay table records every amount in pesos."},
})

func compileNn(v map[string]string) *nnSettings {
	return &nnSettings{
		settingValues: v,
		decks:         atoi(v[keyDecks]),
		commission:    compileCommission(v),
		tieOdds:       rules.ToOne(int64(atoi(v[keyTieOdds]))),
		table:         nnTableByID(v[keyFortunesPayTable]),
	}
}

type nnBet = bet[*nnSettings]

// nnProgressive is the progressive wager settled at position.
func nnProgressive(id string, position int) nnBet {
	return nnBet{id: id, name: "99 Fortunes Progressive", rule: co("385"),
		pays:        "by the pay table (fortunes_pay_table), the highest hand only: the top award, a suited four of a kind of a rank the table lists, 100% of the meter to the position matching the rank (lines 406, 427); every other row the table's amount for its base wager, the stake included, in proportion to the stake",
		wins:        "The first four cards, the Player's and the Banker's first two, hold a suited pair (two cards of one rank and suit) or higher (lines 385, 394).",
		progressive: true,
		// Only the first four cards count, and suits only where ranks repeat.
		firstFour: true,
		suited:    nnRanksRepeat,
		settle: func(_ *nnBet, c Coup, stake rules.Money, s *nnSettings) payoff {
			return s.table.settle(&c, stake, position)
		}}
}

func nnBets() []nnBet {
	bets := coreCommissionBets(
		func(s *nnSettings) commission { return s.commission },
		func(s *nnSettings) rules.Odds { return s.tieOdds },
		"less the vigorish (commission_rate, commission_rounding, commission_mode)")
	return append(bets, nnProgressive(nnProgressiveBet, nnAnyPosition))
}

// nnSeatBetID names the progressive wager settled at a position; the
// seated game holds one per position, and no record names them.
func nnSeatBetID(position int) string { return nnProgressiveBet + "@" + strconv.Itoa(position) }

func nnGame(bets []nnBet) *game[*nnSettings] {
	pts := make([]rules.PayTable, 0, len(nnTables)+1)
	for i := range nnTables {
		pts = append(pts, nnTables[i].payTable())
	}
	return newGame(game[*nnSettings]{
		id:        "ninety-nine-fortunes",
		name:      "99 Fortunes Progressive",
		sources:   []rules.Cite{co("379-528"), co("1-315")},
		decks:     "Standard baccarat (line 383): six to ten decks (line 104), 6 to 20 with an automated shuffler (line 120); the decks setting, default 8, as the pay tables name.",
		specs:     nnSpecs,
		compile:   compileNn,
		bets:      bets,
		payTables: append(pts, nnSampleTable()),
		notes:     ninetyNineNotes,
	})
}

// ninetyNineGame is the game with the one rule the shared record does not
// know: a progressive wager is settled by its seat, the layout position
// that may match the rank of a suited four of a kind.
type ninetyNineGame struct{ *game[*nnSettings] }

var (
	ninetyNine = ninetyNineGame{nnGame(nnBets())}
	// ninetyNineSeated is the same game with the progressive wager once
	// per position; decoded hands settle by it.
	ninetyNineSeated = nnGame(func() []nnBet {
		bets := nnBets()
		for _, p := range nnPositions {
			bets = append(bets, nnProgressive(nnSeatBetID(p), p))
		}
		return bets
	}())
)

// Decode reads a record as every baccarat game does, refuses a wager at a
// seat that is no position of the layout (lines 406-417), and settles each
// progressive wager at its seat.
func (g ninetyNineGame) Decode(data []byte) (rules.Hand, error) {
	dh, err := g.game.Decode(data)
	if err != nil {
		return nil, err
	}
	h := dh.(*hand[*nnSettings])
	errs := &rules.InputError{}
	for i, w := range h.wagers {
		if !slices.Contains(nnPositions, w.Seat) {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i),
				"%d is not a position of the 99 Fortunes layout, which numbers its positions 1, 2, 3 and 5 to 10 (%s)", w.Seat, co("406-417"))
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.game = ninetyNineSeated
	for i, w := range h.wagers {
		if w.Bet == nnProgressiveBet {
			h.bets[i] = ninetyNineSeated.betIndex[nnSeatBetID(w.Seat)]
		}
	}
	return h, nil
}

// ninetyNineNotes are for the game's page.
var ninetyNineNotes = []string{
	"No published analysis of the 99 Fortunes Progressive was found (the Wizard of Odds' baccarat side-bet pages do not cover it); the engine's figures are its own exact enumeration of the first four cards.",
	"The engine's counts of the progressive wager take the table's view: a suited four of a kind of a listed rank is the top award, won at the position matching the rank. A wager at one position wins it only on its own rank (4 × 8 × 7 × 6 × 5 × 412 × 411 of the deals with eight decks) and is paid Other Suited Quads on the other listed ranks, so its return before the meter is a little higher than the table's figure.",
}
