package baccarat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// ez-baccarat: EZ Baccarat and EZ Baccarat Progressive (seed 003,
// 30-2899.04, lines 587-644). Traditional baccarat without commission, in
// which a Banker win with a 3-card 7 pushes the Banker wager (line 590); the
// Dragon 7 and Panda 8 wagers (lines 596-598); and the progressive wager
// paid by Paytable 1, 2 or 3 (lines 600, 606-644).

// EZBaccarat returns the game ez-baccarat.
func EZBaccarat() rules.Game { return ezBaccarat }

// isDragon7 is a Banker win with a 3-card 7: EZ's Dragon 7 (line 596), Golden
// Frog's Jin Chan (line 668), Infinite Fortune's Super 7 (line 689), and the
// hand on which every commission-free variant pushes the Banker wager.
func isDragon7(c *Coup) bool {
	return c.Winner() == Banker && c.Banker.Len() == 3 && c.Banker.Points() == 7
}

// isPanda8 is a Player win with a 3-card 8: EZ's Panda 8 (line 598), Golden
// Frog's Koi (line 670), Infinite Fortune's Fortune 8 (line 690).
func isPanda8(c *Coup) bool {
	return c.Winner() == Player && c.Player.Len() == 3 && c.Player.Points() == 8
}

// bankerTerms are how a variant pays the Banker wager: with Rule 28's
// commission, or commission-free with a push when the Banker wins with a
// 3-card 7, as the variant's line (free) says.
type bankerTerms struct {
	free       bool
	freeRule   rules.Cite
	commission commission
}

// settle settles a Banker wager: 1 to 1 (line 145), void on a tie (line
// 128), less the commission or, commission-free, a push on a Banker win
// with a 3-card 7.
func (t *bankerTerms) settle(c *Coup, stake rules.Money) payoff {
	odds, winRule := rules.ToOne(1), co("145")
	if !t.free {
		return t.commission.banker(c, stake, odds, co("145-147"), co("127"), co("128"))
	}
	var p payoff
	switch {
	case isDragon7(c):
		p = push(t.freeRule)
	case c.Winner() == Banker:
		p = win(stake, odds, winRule)
	case c.Winner() == Player:
		p = lose(co("127"))
	default:
		p = push(co("128"))
	}
	// No commission is taken at all: the free rule is what a commission
	// shown on the record breaks.
	p.commissionRule = t.freeRule
	return p
}

// bankerBet is the Banker wager under the table's terms.
func bankerBet[S tableSettings](terms func(S) *bankerTerms, pays, wins string) bet[S] {
	return bet[S]{id: "banker", name: "Banker", rule: co("145"), odds: rules.ToOne(1), pays: pays, wins: wins,
		settle: func(_ *bet[S], c Coup, stake rules.Money, s S) payoff {
			return terms(s).settle(&c, stake)
		}}
}

// Setting keys and values of the commission-free choice in Golden Frog and
// Infinite Fortune.
const (
	keyBankerTerms     = "banker_commission"
	bankerTermsCharged = "commission"
	bankerTermsFree    = "commission_free"
)

// ezSettings are an ez-baccarat table's compiled settings.
type ezSettings struct {
	settingValues
	decks   int
	tieOdds rules.Odds
	banker  bankerTerms
	// paytable is the selected paytable; progressive its rows, highest
	// first, with the last row of Paytable 3 paid as the table reads it.
	paytable    *ezPaytable
	progressive []ezProgressiveRow
	suits       ezSuitReading
	// fixedFromMeter pays the fixed rows off the meter (line 617).
	fixedFromMeter bool
}

func (s *ezSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

// Setting keys and values of ez-baccarat (decks and tie_odds are
// baccarat-co's).
const (
	keyEZPaytable       = "ez_progressive_paytable"
	keyEZSuits          = "ez_progressive_suits"
	keyEZTenToOne       = "ez_progressive_panda_or_dragon"
	keyEZFixedPays      = "ez_progressive_fixed_pays_from"
	ezSuitsEachHand     = "each_hand"
	ezSuitsAllCards     = "all_cards"
	ezSuitsQualifying   = "qualifying_hand"
	ezTenToOneAsPrinted = "10_to_1"
	ezTenForOne         = "10_for_1"
	ezFixedFromTray     = "tray"
	ezFixedFromMeter    = "meter"
)

// ezSuitReading is which cards a "Suited" or "Same Color" row looks at
// (digest X19).
type ezSuitReading uint8

const (
	// suitsEachHand: every hand the row names is suited (or of one colour)
	// on its own; two named hands may be of different suits.
	suitsEachHand ezSuitReading = iota
	// suitsAllCards: every card of both hands is of one suit (colour).
	suitsAllCards
	// suitsQualifying: only the Dragon 7 or the Panda 8 hand is.
	suitsQualifying
)

var ezSuitReadings = map[string]ezSuitReading{
	ezSuitsEachHand:   suitsEachHand,
	ezSuitsAllCards:   suitsAllCards,
	ezSuitsQualifying: suitsQualifying,
}

// ezEvent is a hand an EZ progressive row names (lines 632-644).
type ezEvent uint8

const (
	evDragon7Player0      ezEvent = iota // "Dragon 7 – Player 0"
	evBanker2Card7Player0                // "Banker 2 - Card 7 – Player 0"
	evPanda8Banker3Card7                 // "Panda 8 vs. Banker 3-card 7"
	evPanda8OrDragon7                    // "Panda 8 or Dragon 7"
)

// ezGrade is the suit condition a row adds to its hand.
type ezGrade uint8

const (
	gradeAny ezGrade = iota
	gradeSameColor
	gradeSuited
)

// ezProgressiveRow is one printed row: the hand, its suit condition, and the
// cell, "100%" of the meter, "N for 1", or "N to 1".
type ezProgressiveRow struct {
	kind  ezEvent
	grade ezGrade
	line  string
	cell  string
	meter rules.Rate
	odds  rules.Odds
}

// ezPaytable is one of the sample paytables (lines 628-644).
type ezPaytable struct {
	id   string
	rows []ezProgressiveRow
}

// ezPaytables holds the printed cells. Paytables 1 and 2 share lines
// 632-635, side by side; Paytable 3 is lines 640-644. Each lists its rows
// from the highest award down.
var ezPaytables = []ezPaytable{
	{id: "1", rows: parseEZRows([]ezProgressiveRow{
		{kind: evDragon7Player0, grade: gradeSuited, line: "632", cell: "100%"},
		{kind: evDragon7Player0, grade: gradeSameColor, line: "633", cell: "250 for 1"},
		{kind: evDragon7Player0, line: "634", cell: "75 for 1"},
		{kind: evBanker2Card7Player0, line: "635", cell: "60 for 1"},
	})},
	{id: "2", rows: parseEZRows([]ezProgressiveRow{
		{kind: evDragon7Player0, grade: gradeSuited, line: "632", cell: "100%"},
		{kind: evDragon7Player0, grade: gradeSameColor, line: "633", cell: "230 for 1"},
		{kind: evDragon7Player0, line: "634", cell: "75 for 1"},
		{kind: evBanker2Card7Player0, line: "635", cell: "60 for 1"},
	})},
	{id: "3", rows: parseEZRows([]ezProgressiveRow{
		{kind: evPanda8Banker3Card7, grade: gradeSuited, line: "640", cell: "100%"},
		{kind: evPanda8Banker3Card7, grade: gradeSameColor, line: "641", cell: "500 for 1"},
		{kind: evPanda8Banker3Card7, line: "642", cell: "50 for 1"},
		{kind: evPanda8OrDragon7, grade: gradeSuited, line: "643", cell: "20 for 1"},
		{kind: evPanda8OrDragon7, line: "644", cell: "10 to 1"},
	})},
}

// ezTenToOneLine is the row printed "10 to 1" among "for 1" rows (X19).
const ezTenToOneLine = "644"

// parseEZRows reads each printed cell. "X for 1" returns X times the stake
// in all, the stake included, so it pays X − 1 to 1; "X to 1" pays X to 1
// on top of the stake.
func parseEZRows(rows []ezProgressiveRow) []ezProgressiveRow {
	for i := range rows {
		r := &rows[i]
		if p, ok := strings.CutSuffix(r.cell, "%"); ok {
			m, err := rules.ParseRate(p)
			if err != nil {
				panic("baccarat: EZ progressive cell " + r.cell + ": " + err.Error())
			}
			r.meter = m
			continue
		}
		n, unit, ok := strings.Cut(r.cell, " ")
		x, err := strconv.ParseInt(n, 10, 64)
		if !ok || err != nil || x < 2 {
			panic("baccarat: EZ progressive cell " + r.cell + " is not a pay")
		}
		switch unit {
		case "for 1":
			r.odds = rules.Odds{Win: x - 1, Per: 1}
		case "to 1":
			r.odds = rules.ToOne(x)
		default:
			panic("baccarat: EZ progressive cell " + r.cell + " is not a pay")
		}
	}
	return rows
}

func ezPaytableIDs() []string {
	ids := make([]string, len(ezPaytables))
	for i, t := range ezPaytables {
		ids[i] = t.id
	}
	return ids
}

func ezPaytableByID(id string) *ezPaytable {
	for i := range ezPaytables {
		if ezPaytables[i].id == id {
			return &ezPaytables[i]
		}
	}
	panic("baccarat: " + keyEZPaytable + " " + id + " passed its check but has no table")
}

func (e ezEvent) String() string {
	switch e {
	case evDragon7Player0:
		return "Dragon 7 – Player 0"
	case evBanker2Card7Player0:
		return "Banker 2-Card 7 – Player 0"
	case evPanda8Banker3Card7:
		return "Panda 8 vs. Banker 3-card 7"
	}
	return "Panda 8 or Dragon 7"
}

func (r *ezProgressiveRow) outcome() string {
	switch r.grade {
	case gradeSuited:
		return r.kind.String() + " – Suited"
	case gradeSameColor:
		return r.kind.String() + " – Same Color"
	}
	return r.kind.String()
}

func (t *ezPaytable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: t.id, Name: "EZ Baccarat Progressive, Paytable " + t.id, Setting: keyEZPaytable}
	for _, r := range t.rows {
		pays := r.cell + " (" + r.odds.String() + ")"
		switch {
		case r.meter != 0:
			pays = r.cell + " of the progressive meter, split among the table's progressive players"
		case r.line == ezTenToOneLine:
			pays = r.cell + " as printed, or 10 for 1 (" + keyEZTenToOne + ")"
		}
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome(), Pays: pays, Rule: co(r.line)})
	}
	return pt
}

// event reports whether the coup is the row's hand, suits aside, and
// returns the hands the row names, the qualifying one first (none for a
// row without a suit condition).
func (r *ezProgressiveRow) event(c *Coup) (named []*Hand, ok bool) {
	switch r.kind {
	case evDragon7Player0:
		// The Player's 0 always has three cards: a 2-card 0 draws, and the
		// Banker's drawing shows that neither hand was a natural.
		return []*Hand{&c.Banker, &c.Player}, isDragon7(c) && c.Player.Points() == 0
	case evBanker2Card7Player0:
		// A Banker 2-card 7 stands (lines 276, 279); the Player's 0 drew.
		return nil, c.Winner() == Banker && c.Banker.Len() == 2 && c.Banker.Points() == 7 && c.Player.Points() == 0
	case evPanda8Banker3Card7:
		return []*Hand{&c.Player, &c.Banker}, isPanda8(c) && c.Banker.Len() == 3 && c.Banker.Points() == 7
	}
	switch {
	case isPanda8(c):
		return []*Hand{&c.Player}, true
	case isDragon7(c):
		return []*Hand{&c.Banker}, true
	}
	return nil, false
}

// hit reports whether the coup is the row's hand, with the suit condition
// read as the table reads it.
func (r *ezProgressiveRow) hit(c *Coup, reading ezSuitReading) bool {
	named, ok := r.event(c)
	if !ok || r.grade == gradeAny {
		return ok
	}
	switch reading {
	case suitsAllCards:
		return oneSuit(r.grade, &c.Player, &c.Banker)
	case suitsQualifying:
		named = named[:1]
	}
	for _, h := range named {
		if !oneSuit(r.grade, h) {
			return false
		}
	}
	return true
}

// suitsMatter reports whether the paytable's settlement of the coup may
// depend on suits: whether the coup is the hand of a row with a suit
// condition. It is derived from the rows, for the enumeration.
func (t *ezPaytable) suitsMatter(c *Coup) bool {
	for i := range t.rows {
		if r := &t.rows[i]; r.grade != gradeAny {
			if _, ok := r.event(c); ok {
				return true
			}
		}
	}
	return false
}

// oneSuit reports whether every card of the hands is of one suit (grade
// gradeSuited) or of one colour (gradeSameColor).
func oneSuit(g ezGrade, hands ...*Hand) bool {
	first := hands[0].Cards()[0].Suit()
	for _, h := range hands {
		for _, x := range h.Cards() {
			if (g == gradeSuited && x.Suit() != first) || x.Suit().Red() != first.Red() {
				return false
			}
		}
	}
	return true
}

// settleProgressive pays the first row the coup hits: the rows are printed
// from the highest award down and one wager is paid once, at its highest
// qualifying row (as Eternal's progressives say, lines 862, 925, 962; the EZ
// rows nest, so no hand could claim two of them otherwise).
func (s *ezSettings) settleProgressive(c *Coup, stake rules.Money) payoff {
	for i := range s.progressive {
		r := &s.progressive[i]
		if !r.hit(c, s.suits) {
			continue
		}
		if r.meter != 0 {
			// Shared among the round's progressive winners (line 618).
			return sharedMeterWin(r.meter, co(r.line))
		}
		p := win(stake, r.odds, co(r.line))
		p.fromMeter = s.fixedFromMeter
		return p
	}
	return lose(co("600"))
}

var ezSpecs = []rules.SettingSpec{
	intSpec(keyDecks, 8, 6, 20, co("104-120"),
		"Decks in the shoe: EZ Baccarat is played the same way as traditional baccarat (line 590), from six to ten decks (line 104), up to 20 with an automated shuffler (line 120). Cards are checked against it."),
	intSpec(keyTieOdds, 8, 8, maxOdds, co("144"),
		"A winning Tie bet pays this many to 1: at least 8 to 1 (line 144); EZ keeps the Tie bet as normal (line 590)."),
	{Key: keyEZPaytable, Default: ezPaytables[0].id, Allowed: ezPaytableIDs(), Rule: co("626-644"),
		Doc: "The EZ Baccarat Progressive paytable: Paytable 1, 2 or 3 of the sample paytables (lines 626-644)."},
	{Key: keyEZSuits, Default: ezSuitsEachHand, Allowed: []string{ezSuitsEachHand, ezSuitsAllCards, ezSuitsQualifying}, Rule: co("632-643"),
		Doc: "Which cards a \"Suited\" or \"Same Color\" progressive row looks at, which the rule book does not say: each_hand, every hand the row names is of one suit (colour) on its own, the two hands possibly of different suits; all_cards, every card of both hands is of one suit (colour); qualifying_hand, only the Dragon 7 or Panda 8 hand is."},
	{Key: keyEZTenToOne, Default: ezTenToOneAsPrinted, Allowed: []string{ezTenToOneAsPrinted, ezTenForOne}, Rule: co(ezTenToOneLine),
		Doc: "Paytable 3's last row is printed \"10 to 1\" where every other fixed pay is \"for 1\" (line 644): 10_to_1 pays it as printed, 10 to 1 on top of the stake; 10_for_1 reads it as 10 for 1, 9 to 1."},
	{Key: keyEZFixedPays, Default: ezFixedFromTray, Allowed: []string{ezFixedFromTray, ezFixedFromMeter}, Rule: co("617"),
		Doc: "Where the progressive's fixed pays come from, \"from the tray or from the meter at the casino's requirements\" (line 617): tray, or meter, which the progressive ledger then debits. The amount paid is the same."},
}

func compileEZ(v map[string]string) *ezSettings {
	t := ezPaytableByID(v[keyEZPaytable])
	rows := append([]ezProgressiveRow(nil), t.rows...)
	for i := range rows {
		if rows[i].line == ezTenToOneLine && v[keyEZTenToOne] == ezTenForOne {
			rows[i].odds = rules.Odds{Win: 9, Per: 1}
		}
	}
	return &ezSettings{
		settingValues:  v,
		decks:          atoi(v[keyDecks]),
		tieOdds:        rules.ToOne(int64(atoi(v[keyTieOdds]))),
		banker:         bankerTerms{free: true, freeRule: co("590")},
		paytable:       t,
		progressive:    rows,
		suits:          ezSuitReadings[v[keyEZSuits]],
		fixedFromMeter: v[keyEZFixedPays] == ezFixedFromMeter,
	}
}

type ezBet = bet[*ezSettings]

// ezGame is the game with its own enumeration: it deals every suit only of
// the coups whose suits the table's paytable looks at (a Dragon 7 over a
// Player 0 for Paytables 1 and 2), where the bet itself must allow for
// every paytable (any Dragon 7 or Panda 8).
type ezGame struct{ *game[*ezSettings] }

// Enumerate settles every bet on every deal of the shoe under each of the
// settings (the defaults when none are given).
func (g ezGame) Enumerate(variants ...rules.Settings) ([]*Frequencies, error) {
	return Enumerate(g, variants...)
}

func (g ezGame) enumerate(variants []rules.Settings) ([]*Frequencies, error) {
	out := make([]*Frequencies, len(variants))
	byTable := map[*ezPaytable][]int{}
	var order []*ezPaytable
	for i, v := range variants {
		s, ok := v.(*ezSettings)
		if !ok {
			return nil, fmt.Errorf("baccarat: %s cannot enumerate with %T settings", g.id, v)
		}
		if _, seen := byTable[s.paytable]; !seen {
			order = append(order, s.paytable)
		}
		byTable[s.paytable] = append(byTable[s.paytable], i)
	}
	for _, t := range order {
		inner := *g.game
		inner.bets = append([]ezBet(nil), g.bets...)
		for i := range inner.bets {
			if inner.bets[i].id == ezProgressiveID {
				inner.bets[i].suited = t.suitsMatter
			}
		}
		group := make([]rules.Settings, len(byTable[t]))
		for k, i := range byTable[t] {
			group[k] = variants[i]
		}
		fs, err := inner.enumerate(group)
		if err != nil {
			return nil, err
		}
		for k, i := range byTable[t] {
			out[i] = fs[k]
		}
	}
	return out, nil
}

const ezProgressiveID = "ez_progressive"

var ezBaccarat = ezGame{newGame(game[*ezSettings]{
	// Every alternative pay table deals every suit of the coups its
	// progressive lines look at: the page shows the defaults only.
	pageSettings: []string{},
	id:           "ez-baccarat",
	name:         "EZ Baccarat and EZ Baccarat Progressive",
	sources:      []rules.Cite{co("587-644"), co("1-315")},
	decks:        "Played the same way as traditional baccarat (line 590): six to ten decks (line 104), 6 to 20 with an automated shuffler (line 120); the decks setting, default 8.",
	specs:        ezSpecs,
	compile:      compileEZ,
	bets:         ezBets(),
	payTables: func() (pts []rules.PayTable) {
		for i := range ezPaytables {
			pts = append(pts, ezPaytables[i].payTable())
		}
		return pts
	}(),
	notes: []string{
		"The Wizard of Odds' EZ Baccarat page (Michael Shackleford; copied at <http://user-casino.com/games/ez-baccarat/>) counts, among the 4,998,398,275,503,360 ordered six-card deals of eight decks, 112,633,011,329,024 Banker wins with a 3-card 7 and 172,660,763,262,976 Player wins with a 3-card 8: house edges of 1.02% on the commission-free Banker, 7.61% on Dragon 7 at 40 to 1 and 10.19% on Panda 8 at 25 to 1. Eliot Jacobson gives 7.6113% for Dragon 7 from a full cycle of eight decks (<https://888casino.com/blog/news/side-bets/card-counting-the-dragonfortune-7-baccarat-side-bet>) and a baseline of 10.1876% for Panda 8 (<https://www.888casino.com/blog/side-bets/co-card-counting-the-dragon-and-panda-side-bets-in-ez-baccarat>). The engine's enumeration reproduces the counts exactly.",
		"No analysis of the EZ Baccarat Progressive paytables of the rule book was found. Galaxy Gaming's later Dragon 7 Panda 8 Progressive pays its top award when \"all three cards of both hands\" are in suits designated for the seat and a second award \"if both hands are suited\" (<https://cdcgaming.com/ez-baccarat-adds-progressive-bonus-bet-with-a-twist/>): the maker reads \"suited\" hand by hand, which is the default of ez_progressive_suits.",
	},
})}

func ezBets() []ezBet {
	return []ezBet{
		playerBet[*ezSettings](),
		bankerBet(func(s *ezSettings) *bankerTerms { return &s.banker },
			"without commission; a push when the Banker wins with a 3-card 7 (line 590)",
			"The Banker's hand has the higher point count (line 126); a tie is void (line 128); a win with a 3-card 7 pushes (lines 590, 596)."),
		tieBet(func(s *ezSettings) rules.Odds { return s.tieOdds }),
		{id: "dragon_7", name: "Dragon 7", rule: co("596"), odds: rules.ToOne(40),
			wins: "The Banker wins with a 3-card total of 7 (line 596).",
			settle: func(b *ezBet, c Coup, stake rules.Money, _ *ezSettings) payoff {
				if isDragon7(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}},
		{id: "panda_8", name: "Panda 8", rule: co("598"), odds: rules.ToOne(25),
			wins: "The Player wins with a 3-card total of 8 (line 598).",
			settle: func(b *ezBet, c Coup, stake rules.Money, _ *ezSettings) payoff {
				if isPanda8(&c) {
					return win(stake, b.odds, b.rule)
				}
				return lose(b.rule)
			}},
		{id: ezProgressiveID, name: "EZ Baccarat Progressive", rule: co("600"), progressive: true,
			pays: fmt.Sprintf("by the paytable (%s): a percentage row pays that share of the meter, split among the table's progressive players that round (line 618); \"X for 1\" pays X − 1 to 1; the highest row the hand makes is paid", keyEZPaytable),
			wins: "Paytables 1 and 2: the Banker wins with a 3-card 7 or a 2-card 7 over a Player 0; Paytable 3: the Player wins with a 3-card 8 over a Banker 3-card 7, or with any 3-card 8, or the Banker with a 3-card 7; higher rows for suits and colours (ez_progressive_suits).",
			// Any paytable's suit rows: a Dragon 7 or a Panda 8.
			suited: func(c *Coup) bool {
				for i := range ezPaytables {
					if ezPaytables[i].suitsMatter(c) {
						return true
					}
				}
				return false
			},
			settle: func(_ *ezBet, c Coup, stake rules.Money, s *ezSettings) payoff {
				return s.settleProgressive(&c, stake)
			}},
	}
}
