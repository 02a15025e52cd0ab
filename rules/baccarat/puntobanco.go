package baccarat

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/tablegames/casino/rules"
)

// punto-banco-uk: Punto Banco and Punto 2000 under the Gambling Commission's
// rules for casino games in Great Britain (seed 002, section 6, lines
// 1015-1270): Punto, Banco and Egalité, and the Dragon Bonus side wager on
// either hand with the minimum odds of rule 6.41 or pay tables 1, 2 and 3.
// The version is a table setting: the two are never offered at one table
// (lines 1172-1174).

// uk cites a line or range of seed 002.
func uk(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }

// PuntoBanco returns the game punto-banco-uk.
func PuntoBanco() rules.Game { return puntoBanco }

// puntoBancoDrawing is the Table of Play (rule 6.27, lines 1141-1160) and
// the punter's rule (lines 1093-1101). It is the same, cell for cell, as
// Colorado's (Standard); the game keeps its own copy so that a record the
// drawing rules refuse is told the lines of its own rule book.
var puntoBancoDrawing = &Drawing{
	// "'Baccarat', 1,2, 3,4 or 5" takes a card; "6 or7" stands (lines
	// 1098-1099, again at 1156-1157).
	PlayerDrawsTo: 5,
	BankerDrawsOn: [10]uint16{
		0: 0b11_1111_1111, // line 1156: "0, 1 or 2 - draws"
		1: 0b11_1111_1111,
		2: 0b11_1111_1111,
		3: 0b10_1111_1111, // line 1147: D on 0-7 and 9, S on 8
		4: 0b00_1111_1100, // line 1148: D on 2-7
		5: 0b00_1111_0000, // line 1149: D on 4-7
		6: 0b00_1100_0000, // line 1151: D on 6-7
		7: 0,              // line 1158: "7 - stands"
		// 8 and 9: "no further draw" (lines 1103-1104, 1160).
	},
	// The "No card" column: 3, 4 and 5 draw, 6 stands (lines 1145-1151);
	// 0-2 draw and 7 stands (lines 1156-1158).
	BankerAloneDrawsTo: 5,
	Natural:            uk("1103-1104"),
	Player:             uk("1093-1101"),
	BankerTable:        uk("1141-1160"),
	BankerAlone:        uk("1145-1158"),
}

// pbSettings are a punto-banco-uk table's compiled settings.
type pbSettings struct {
	settingValues
	decks     int
	punto2000 bool
	// bankerOdds are the odds of a winning Banco in Punto Banco: 1 to 1
	// less the commission rate, 19 to 20 at the 5% the rule book allows.
	commissionRate rules.Rate
	bankerOdds     rules.Odds
	// bankerGross records a winning Banco as paid 1 to 1 with the
	// commission taken beside it, instead of paid net at bankerOdds.
	bankerGross bool
	// fractionToPlayer rounds a payout's fraction of a penny up, so that
	// no payout falls below the minimum odds; otherwise it is dropped.
	fractionToPlayer bool
	tieOdds          rules.Odds
	dragon           *dragonTable
	// dragonTwoCardLoses makes a selected hand that wins on two cards
	// without a natural lose the Dragon Bonus (the literal reading of
	// lines 1206-1210); otherwise it is paid by its margin.
	dragonTwoCardLoses bool
}

func (s *pbSettings) shoe() rules.Shoe { return rules.Shoe{Decks: s.decks} }

// pay pays a winning stake at odds, with the table's rule for a fraction
// of a penny.
func (s *pbSettings) pay(stake rules.Money, o rules.Odds) rules.Money {
	if s.fractionToPlayer {
		return rules.Money((int64(stake)*o.Win + o.Per - 1) / o.Per)
	}
	return o.Pay(stake)
}

// Setting keys and values of punto-banco-uk (decks, tie_odds and
// commission_rate share their keys with baccarat-co).
const (
	keyVersion         = "version"
	versionPuntoBanco  = "punto_banco"
	versionPunto2000   = "punto_2000"
	keyBankerPayout    = "banker_payout"
	bankerPayoutNet    = "net"
	bankerPayoutGross  = "gross"
	keyBankerFraction  = "banker_fraction"
	fractionDrop       = "drop"
	fractionUpToPlayer = "to_player"
	keyDragonPayTable  = "dragon_pay_table"
	keyDragonTwoCard   = "dragon_two_card_winner"
	dragonTwoCardPaid  = "margin"
	dragonTwoCardLoses = "loses"
)

// The most a Banco commission may be: 19 to 20 is 1 to 1 less 5% (line
// 1084).
const maxBancoCommission = rules.Rate(500)

var pbSpecs = []rules.SettingSpec{
	{Key: keyVersion, Default: versionPuntoBanco, Allowed: []string{versionPuntoBanco, versionPunto2000}, Rule: uk("1162-1174"),
		Doc: "punto_banco pays a winning Banco 19 to 20 (line 1084); punto_2000 pays it 1 to 1, or 1 to 2 when the Banker wins with 6 (lines 1164-1170). A table offers one or the other, never both (lines 1172-1174)."},
	intSpec(keyDecks, 8, 1, 10, uk("1058-1062"),
		"Decks in the shoe. The rule book fixes the number per shoe but never states it (lines 1058-1062); its Dragon Bonus note speaks of six or eight (line 1233). Cards are checked against it."),
	intSpec(keyTieOdds, 8, 8, maxOdds, uk("1088"),
		"A winning Egalité pays this many to 1: at least 8 to 1 (lines 1088, 1137-1139)."),
	{Key: keyCommissionRate, Default: "5", Range: "0 to 5 (percent)", Rule: uk("1084"), Check: rules.RateBetween(0, maxBancoCommission),
		Doc: "Punto Banco: the commission on a winning Banco, as a percentage of the amount won at 1 to 1. 5 gives the minimum odds of 19 to 20 (line 1084); a table may pay better (lines 235-238). Punto 2000 takes none."},
	{Key: keyBankerPayout, Default: bankerPayoutNet, Allowed: []string{bankerPayoutNet, bankerPayoutGross}, Rule: uk("1084"),
		Doc: "How a station records a winning Banco in Punto Banco: net is paid at 19 to 20 with no commission, as the rule book states the odds (line 1084); gross is paid 1 to 1 with the 5% commission recorded beside it. Both come to the same amount, but for fractions of a penny."},
	{Key: keyBankerFraction, Default: fractionDrop, Allowed: []string{fractionDrop, fractionUpToPlayer}, Rule: uk("62-63"),
		Doc: "A Banco paid 19 to 20, or 1 to 2 in Punto 2000, can come to a fraction of a penny; the rule book has no rounding rule (left to the operator, lines 62-63). drop drops the fraction; to_player rounds the payout up to the next penny, so that no payout is below the minimum odds. A commission recorded gross always drops its fraction."},
	{Key: keyDragonPayTable, Default: "1", Allowed: dragonTableIDs(), Rule: uk("1217-1262"),
		Doc: "The Dragon Bonus odds for a non-natural winner by margin: minimum is the list of minimum odds (rule 6.41, lines 1221-1227, which the rule book recommends as a guide only, lines 1229-1234); 1, 2 and 3 are the permitted pay tables (lines 1236-1262)."},
	{Key: keyDragonTwoCard, Default: dragonTwoCardPaid, Allowed: []string{dragonTwoCardPaid, dragonTwoCardLoses}, Rule: uk("1206-1210"),
		Doc: "A selected hand that wins on its first two cards without a natural (it stood on 6 or 7) is neither a natural winner nor a winner \"after a third card has been dealt to that hand\" (lines 1206-1210). margin pays it by its margin as any non-natural winner, as the game is played; loses follows the letter."},
}

func compilePb(v map[string]string) *pbSettings {
	rate, err := rules.ParseRate(v[keyCommissionRate])
	if err != nil {
		panic("baccarat: commission_rate passed its check but does not parse: " + err.Error())
	}
	return &pbSettings{
		settingValues:      v,
		decks:              atoi(v[keyDecks]),
		punto2000:          v[keyVersion] == versionPunto2000,
		commissionRate:     rate,
		bankerOdds:         lessCommission(rate),
		bankerGross:        v[keyBankerPayout] == bankerPayoutGross,
		fractionToPlayer:   v[keyBankerFraction] == fractionUpToPlayer,
		tieOdds:            rules.ToOne(int64(atoi(v[keyTieOdds]))),
		dragon:             dragonTableByID(v[keyDragonPayTable]),
		dragonTwoCardLoses: v[keyDragonTwoCard] == dragonTwoCardLoses,
	}
}

// lessCommission returns 1 to 1 less rate, in lowest terms: 19 to 20 at 5%.
func lessCommission(rate rules.Rate) rules.Odds {
	r := big.NewRat(int64(10000-rate), 10000)
	return rules.Odds{Win: r.Num().Int64(), Per: r.Denom().Int64()}
}

// The Punto 2000 Banco (lines 1168-1170).
var (
	punto2000Banker     = rules.ToOne(1)
	punto2000BankerSix  = rules.Odds{Win: 1, Per: 2}
	rulePunto2000Banker = uk("1168-1169")
	rulePunto2000Six    = uk("1168-1170")
	rulePunto2000NoComm = uk("1164-1170")
	ruleOrderOfMerit    = uk("1110-1135")
	ruleEqualMerit      = uk("1137-1139")
)

// The Dragon Bonus side wager (lines 1176-1270): the selected hand wins as a
// natural, or as a non-natural winner by four clear points or more, paid by
// the margin from the table's list.
type dragonTable struct {
	id   string
	name string
	rows []dragonRow // margins of non-natural wins, widest first
}

// dragonRow pays a non-natural win by from..to points at odds, as printed
// on line.
type dragonRow struct {
	from, to int
	odds     rules.Odds
	line     string
}

var (
	dragonNatural     = dragonRow{odds: rules.ToOne(1), line: "1212-1213"}
	ruleDragonTie     = uk("1215-1216")
	ruleDragonNarrow  = uk("1264-1267")
	ruleDragonNoWin   = uk("1269-1270")
	ruleDragonTwoCard = uk("1206-1210")
)

var dragonTables = []dragonTable{
	{id: "minimum", name: "minimum odds (rule 6.41)", rows: []dragonRow{
		{9, 9, rules.ToOne(20), "1222"},
		{8, 8, rules.ToOne(8), "1223"},
		{7, 7, rules.ToOne(4), "1224"},
		{6, 6, rules.ToOne(4), "1225"},
		{5, 5, rules.ToOne(2), "1226"},
		{4, 4, rules.ToOne(1), "1227"},
	}},
	{id: "1", name: "Pay table 1", rows: []dragonRow{
		{9, 9, rules.ToOne(30), "1243"},
		{8, 8, rules.ToOne(10), "1244"},
		{7, 7, rules.ToOne(6), "1245"},
		{6, 6, rules.ToOne(4), "1246"},
		{5, 5, rules.ToOne(2), "1247"},
		{4, 4, rules.ToOne(1), "1248"},
	}},
	{id: "2", name: "Pay table 2", rows: []dragonRow{
		{9, 9, rules.ToOne(20), "1251"},
		{8, 8, rules.ToOne(8), "1252"},
		{7, 7, rules.ToOne(7), "1253"},
		{6, 6, rules.ToOne(4), "1254"},
		{5, 5, rules.ToOne(3), "1255"},
		{4, 4, rules.ToOne(1), "1256"},
	}},
	{id: "3", name: "Pay table 3", rows: []dragonRow{
		{9, 9, rules.ToOne(30), "1259"},
		{8, 8, rules.ToOne(10), "1260"},
		{6, 7, rules.ToOne(4), "1261"},
		{4, 5, rules.ToOne(2), "1262"},
	}},
}

func dragonTableIDs() []string {
	ids := make([]string, len(dragonTables))
	for i, t := range dragonTables {
		ids[i] = t.id
	}
	return ids
}

func dragonTableByID(id string) *dragonTable {
	for i := range dragonTables {
		if dragonTables[i].id == id {
			return &dragonTables[i]
		}
	}
	panic("baccarat: dragon_pay_table " + id + " passed its check but has no table")
}

// row returns the row that pays a non-natural win by margin points.
func (t *dragonTable) row(margin int) (dragonRow, bool) {
	for _, r := range t.rows {
		if margin >= r.from && margin <= r.to {
			return r, true
		}
	}
	return dragonRow{}, false
}

func (t *dragonTable) payTable() rules.PayTable {
	pt := rules.PayTable{ID: "dragon_" + t.id, Name: "Dragon Bonus, " + t.name, Setting: keyDragonPayTable}
	for _, r := range t.rows {
		outcome := fmt.Sprintf("Non-natural winner by %d points", r.from)
		if r.from != r.to {
			outcome = fmt.Sprintf("Non-natural winner by %d or %d points", r.from, r.to)
		}
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: outcome, Pays: r.odds.String(), Rule: uk(r.line)})
	}
	pt.Rows = append(pt.Rows,
		rules.PayRow{Outcome: "Natural winner", Pays: dragonNatural.odds.String(), Rule: uk(dragonNatural.line)},
		rules.PayRow{Outcome: "Natural tie", Pays: "stand off", Rule: ruleDragonTie})
	return pt
}

// pbPayTables are the main wagers of each version, then the Dragon Bonus
// tables.
func pbPayTables() []rules.PayTable {
	pts := []rules.PayTable{
		{ID: versionPuntoBanco, Name: "Punto Banco", Setting: keyVersion, Rows: []rules.PayRow{
			{Outcome: "Banco wins", Pays: lessCommission(maxBancoCommission).String(), Rule: uk("1084")},
			{Outcome: "Punto wins", Pays: rules.ToOne(1).String(), Rule: uk("1086")},
			{Outcome: "Egalité", Pays: rules.ToOne(8).String(), Rule: uk("1088")},
		}},
		{ID: versionPunto2000, Name: "Punto 2000", Setting: keyVersion, Rows: []rules.PayRow{
			{Outcome: "Banco wins, but with 6", Pays: punto2000Banker.String(), Rule: rulePunto2000Banker},
			{Outcome: "Banco wins with 6", Pays: punto2000BankerSix.String(), Rule: rulePunto2000Six},
			{Outcome: "Punto wins", Pays: rules.ToOne(1).String(), Rule: uk("1086")},
			{Outcome: "Egalité", Pays: rules.ToOne(8).String(), Rule: uk("1088")},
		}},
	}
	for i := range dragonTables {
		pts = append(pts, dragonTables[i].payTable())
	}
	return pts
}

type pbBet = bet[*pbSettings]

// puntoBancoGame is the game with one rule the shared record does not
// know: a seat may back one hand with the Dragon Bonus, not both.
type puntoBancoGame struct{ *game[*pbSettings] }

var puntoBanco = puntoBancoGame{newGame(game[*pbSettings]{
	id:   "punto-banco-uk",
	name: "Punto Banco and Punto 2000 with Dragon Bonus (Great Britain)",
	sources: []rules.Cite{uk("1015-1270"),
		uk("235-266"), // the odds are minimums; complete pay tables may replace them
	},
	decks:     "Not stated by the rule book (lines 1058-1062; six or eight at line 1233): the decks setting, 1 to 10, default 8.",
	specs:     pbSpecs,
	compile:   compilePb,
	bets:      pbBets(),
	payTables: pbPayTables(),
	drawing:   puntoBancoDrawing,
	notes: []string{
		"Published figures for eight decks, Punto Banco: Banco 2,292,252,566,437,888 winning deals, Punto 2,230,518,282,592,256, Egalité 475,627,426,473,216, house edges 1.06%, 1.24% and 14.36% (<http://www.casinoexploit.com/baccarat.html>; to four places 1.0579%, 1.2351%, 14.3596%, <https://excelpunks.com/tag/non-commission-baccarat-edge/>). Six decks: 403,095,751,234,560, 392,220,492,728,832 and 83,552,962,932,288, house edges 1.06%, 1.24%, 14.44% (casinoexploit.com).",
		"Punto 2000 is the game the Wizard of Odds calls Nepal Baccarat (\"also sometimes known as Punto Banco 2000\"): a Banco house edge of 1.4581% with eight decks (a win with six: 269,232,304,455,680 deals) and 1.4548% with six (win with 6: 47,322,230,031,360; other wins 355,773,521,203,200) (<https://wizardofodds.com/games/baccarat/appendix/6/>).",
		"Dragon Bonus with pay table 1 and eight decks: house edge 2.65% on the Punto side and 9.37% on the Banco side, with the deals of every line (<http://wizardofodds.com/games/baccarat/appendix/5/>); six decks 2.67% and 9.39%. The rule book itself says the minimum odds carry \"a house edge of between 11.2% and 16.7%, depending on whether six or eight decks are used\" (seed 002 lines 1229-1234): the two figures are the Punto and the Banco side, each truncated to a tenth, and the shoe moves them by less than 0.01% (eight decks 11.28% and 16.77%, six decks 11.29% and 16.78%).",
	},
})}

// Decode reads a record as every baccarat game does, and refuses a seat
// that backs both hands with the Dragon Bonus: "on either the player's hand
// or the dealer's hand ... but not on both" (lines 1193-1195).
func (g puntoBancoGame) Decode(data []byte) (rules.Hand, error) {
	h, err := g.game.Decode(data)
	if err != nil {
		return nil, err
	}
	dragon := map[int]bool{}
	errs := &rules.InputError{}
	for i, w := range h.(*hand[*pbSettings]).wagers {
		if !strings.HasPrefix(w.Bet, "dragon_bonus_") {
			continue
		}
		if dragon[w.Seat] {
			errs.Add(fmt.Sprintf("wagers[%d].bet", i),
				"seat %d has a Dragon Bonus on both hands; it may back the Player's hand or the Banker's, not both (%s)", w.Seat, uk("1193-1195"))
		}
		dragon[w.Seat] = true
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func pbBets() []pbBet {
	bets := []pbBet{
		{id: "player", name: "Punto (Player)", rule: uk("1086"), odds: rules.ToOne(1),
			wins: "The punter's hand is higher in the order of merit (lines 1110-1135); equal merit makes the wager void (lines 1137-1138).",
			settle: func(b *pbBet, c Coup, stake rules.Money, _ *pbSettings) payoff {
				switch c.Winner() {
				case Player:
					return win(stake, b.odds, b.rule)
				case Banker:
					return lose(ruleOrderOfMerit)
				}
				return push(ruleEqualMerit)
			}},
		{id: "banker", name: "Banco (Banker)", rule: uk("1084"), odds: lessCommission(maxBancoCommission),
			pays: "in Punto Banco, at least (commission_rate), recorded net or gross (banker_payout); in Punto 2000 (version) 1 to 1, or 1 to 2 when the Banker wins with 6 (lines 1168-1170); fractions of a penny by banker_fraction",
			wins: "The banker's hand is higher in the order of merit (lines 1110-1135); equal merit makes the wager void (lines 1137-1138).",
			settle: func(b *pbBet, c Coup, stake rules.Money, s *pbSettings) payoff {
				return s.bankerSettle(b, &c, stake)
			}},
		{id: "tie", name: "Egalité (Tie)", rule: uk("1088"), odds: rules.ToOne(8),
			pays: "at least (tie_odds)",
			wins: "The two hands are of equal merit (lines 1137-1139).",
			settle: func(b *pbBet, c Coup, stake rules.Money, s *pbSettings) payoff {
				if c.Winner() == Tie {
					return win(stake, s.tieOdds, b.rule)
				}
				return lose(ruleEqualMerit)
			}},
	}
	for _, side := range [...]Side{Player, Banker} {
		bets = append(bets, pbBet{id: "dragon_bonus_" + side.String(), name: "Dragon Bonus (" + sideName(side) + ")",
			rule: uk("1206-1270"),
			pays: "natural winner 1 to 1 (lines 1212-1213); a non-natural winner by 4 points or more by the table's dragon_pay_table (minimum, 1, 2 or 3)",
			wins: "The " + sideName(side) + "'s hand is a natural winner, or a non-natural winner by four clear points (lines 1206-1227); a natural tie stands off (lines 1215-1216); every other result loses (lines 1264-1270).",
			settle: func(_ *pbBet, c Coup, stake rules.Money, s *pbSettings) payoff {
				return s.dragonSettle(&c, side, stake)
			}})
	}
	return bets
}

// bankerSettle settles a Banco wager under the table's version.
func (s *pbSettings) bankerSettle(b *pbBet, c *Coup, stake rules.Money) payoff {
	switch c.Winner() {
	case Player:
		return lose(ruleOrderOfMerit)
	case Tie:
		return push(ruleEqualMerit)
	}
	if s.punto2000 {
		// "the minimum payment odds ... (as given in rule 6.18) will not
		// apply": no commission; 1 to 2 on a winning 6 (lines 1164-1170).
		o, rule := punto2000Banker, rulePunto2000Banker
		if c.Banker.Points() == 6 {
			o, rule = punto2000BankerSix, rulePunto2000Six
		}
		p := payoff{Result: rules.Result{Result: rules.Win, Payout: s.pay(stake, o)}, rule: rule}
		p.commissionRule = rulePunto2000NoComm
		return p
	}
	p := payoff{Result: rules.Result{Result: rules.Win}, rule: b.rule, commissionRule: b.rule}
	if s.bankerGross {
		// 1 to 1, less the commission, which never takes a fraction of a
		// penny more than the rate.
		p.Payout = stake
		p.Commission = s.commissionRate.Of(stake, rules.DownToCent)
		return p
	}
	p.Payout = s.pay(stake, s.bankerOdds)
	return p
}

// dragonSettle settles a Dragon Bonus wager on side (lines 1206-1270).
func (s *pbSettings) dragonSettle(c *Coup, side Side, stake rules.Money) payoff {
	h := c.Hand(side)
	switch w := c.Winner(); {
	case w == Tie && h.Natural():
		// "a natural winner, but ties": both hands are naturals of one
		// point (a natural ends the drawing, so the other hand has two
		// cards too).
		return push(ruleDragonTie)
	case w != side:
		return lose(ruleDragonNoWin)
	case h.Natural():
		return win(stake, dragonNatural.odds, uk(dragonNatural.line))
	case h.Len() == 2 && s.dragonTwoCardLoses:
		return lose(ruleDragonTwoCard)
	}
	if r, ok := s.dragon.row(c.Margin()); ok {
		return win(stake, r.odds, uk(r.line))
	}
	return lose(ruleDragonNarrow)
}
