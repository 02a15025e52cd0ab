package california

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// Pan 9 (lines 1821-1880) and Super 9 (lines 544-597, and Super 9 with
// Bonus Tie Bet, lines 1884-1969) are one game with two tie rules. Each
// player and the player-dealer get three cards from a shoe of 36-card decks
// (7s, 8s, 9s and 10s removed), may draw one more within the bands of the
// rules, and each player's hand is compared with the player-dealer's: the
// one closer to nine wins even money. In Pan 9 every tie is a push; in
// Super 9 the player-dealer wins ties on 0 or 1 (line 546). The Bonus Tie
// Bet pays when both first three cards are the same total of 7, 8 or 9.

// Bet ids of Pan 9 and Super 9.
const (
	BetBase     = "base"
	BetBonusTie = "bonus_tie"
)

// ninesSeats is the table's size: "a standard Pai Gow style table that
// accommodates up eight seated players" (line 1890). The dice count these
// eight positions from the player-dealer: 9 and 17 fall on it (lines 551,
// 1830, 1894), so the count runs modulo 8 (interpretation CA-N3).
const ninesSeats = 8

// NinesRecord is the JSON form of one Pan 9 or Super 9 hand:
//
//	{"table_id": "PAN-3", "hand_number": 88, "game": "pan-9",
//	 "dealt_at": "2026-11-21T22:14:05-08:00",
//	 "dice": 11,
//	 "cards": {"player_dealer": ["4S", "2H", "KD", "AC"],
//	           "seats": [{"seat": 2, "cards": ["6H", "4D", "3C", "5S"]},
//	                     {"seat": 5, "cards": ["QS", "2H", "4D"], "logical_way": true}]},
//	 "player_dealer": {"seat": 1, "bank": "200.00", "net": "5.00"},
//	 "wagers": [{"seat": 2, "bet": "base", "amount": "20.00", "result": "win", "payout": "20.00"},
//	            {"seat": 2, "bet": "bonus_tie", "amount": "5.00", "result": "lose", "payout": "0.00"},
//	            {"seat": 5, "bet": "base", "amount": "10.00", "result": "lose", "payout": "0.00"},
//	            {"seat": 5, "backline": 1, "bet": "base", "amount": "10.00", "result": "lose", "payout": "0.00"}],
//	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": "2.00"},
//	                 {"seat": 2, "kind": "player", "amount": "1.00"},
//	                 {"seat": 5, "kind": "player", "amount": "2.00"}]}
//
// The player-dealer's 4, 2 and king make 6 and it draws an ace: 7. Seat 2's
// 6, 4 and 3 make 3 (line 1831's example), which must draw: the 5 makes 8
// and wins. Seat 5's 6 stands the logical way and loses. The dice total 11
// puts the action button two positions left of the player-dealer, on seat
// 3, so seat 5 is settled first.
//
// dice is the total of the three dice, which places the action button
// (lines 1830, 1894). Each hand lists its cards in the order dealt: the three
// dealt cards, then the card drawn, if any. logical_way marks a hand the
// casino dealer set the "logical way" (draw on 5 or less, stand on 6 or
// more, lines 1841, 1845-1847, 1922-1933): a hand wagered on by a player who
// set another, or one whose player asked for help. Backline bettors (1-based
// backline) bet on the hand of the seat they stand behind.
type NinesRecord struct {
	rules.Envelope
	Dice         int                       `json:"dice"`
	Cards        NinesCards                `json:"cards"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// NinesCards holds the player-dealer's hand and each wagering seat's.
type NinesCards struct {
	PlayerDealer []string       `json:"player_dealer"`
	Seats        []NinesSeatRec `json:"seats"`
}

// NinesSeatRec is one seat's hand.
type NinesSeatRec struct {
	Seat       int      `json:"seat"`
	Cards      []string `json:"cards"`
	LogicalWay bool     `json:"logical_way,omitempty"`
}

// ninesCites are the lines one text of the game cites.
type ninesCites struct {
	deck, values, dice, playerDraw, dealerDraw, logicalWay rules.Cite
	win, lose, tie, lowTie                                 rules.Cite
	bonus, bonusLose, bonusBase, order                     rules.Cite
	// cover: the player-dealer pays and collects within its wager;
	// runsOut: bets reached after the player-dealer runs out of money
	// "will not win or lose", and the wagers not covered are returned.
	cover, runsOut rules.Cite
	// bonusRows pay a natural tie of seven, eight and nine.
	bonusRows [3]bonusRow
}

type bonusRow struct {
	total int
	name  string
	odds  rules.Odds
	rule  rules.Cite
}

// The Bonus Tie pay table is printed once, in Super 9 with Bonus Tie Bet
// (lines 1953-1956), whose collection schedule is headed "Pan 9 with Bonus
// Tie Bet" (line 1964); the Pan 9 section gives none (interpretation CA-N5).
var bonusTieRows = [3]bonusRow{
	{7, "Seven", rules.ToOne(10), at("1956")},
	{8, "Eight", rules.ToOne(40), at("1955")},
	{9, "Nine", rules.ToOne(10), at("1954")},
}

func at(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

var pan9Cites = ninesCites{
	deck: at("1825"), values: at("1831"), dice: at("1830"), playerDraw: at("1832"), dealerDraw: at("1833"),
	logicalWay: at("1845-1847"),
	win:        at("1835"), lose: at("1835"), tie: at("1835"),
	bonus: at("1877"), bonusLose: at("1877"), bonusBase: at("1873"), order: at("1879"), cover: at("1839"), runsOut: at("1839"),
	bonusRows: bonusTieRows,
}

// Super 9 with Bonus Tie Bet (lines 1884-1969).
var super9BonusCites = ninesCites{
	deck: at("1888"), values: at("1888"), dice: at("1894"), playerDraw: at("1898-1906"), dealerDraw: at("1910-1920"),
	logicalWay: at("1922-1933"),
	win:        at("1939"), lose: at("1940"), tie: at("1941"), lowTie: at("1941"),
	bonus: at("1941"), bonusLose: at("1941"), bonusBase: at("1945"), order: at("1890"),
	// "may not win or lose more than the original amount wagered" (line
	// 1960); "Once the player-dealer's wager has been exhausted, the
	// wagers not covered by the player-dealer shall be returned" (line
	// 1950).
	cover: at("1960"), runsOut: at("1950"),
	bonusRows: bonusTieRows,
}

// Super 9 without the Bonus Tie Bet (lines 544-597).
var super9Cites = ninesCites{
	deck: at("546"), values: at("552"), dice: at("551"), playerDraw: at("553-555"), dealerDraw: at("557"),
	logicalWay: at("571-573"),
	win:        at("558"), lose: at("558"), tie: at("558"), lowTie: at("558"),
	order: at("558"), cover: at("562"), runsOut: at("562"),
}

// nines is Pan 9 or Super 9.
type nines struct {
	id, name string
	sources  []rules.Cite
	// lowTiesToDealer: the player-dealer wins ties on 0 or 1 (Super 9,
	// lines 546, 558, 1941).
	lowTiesToDealer bool
	// seatFirst: each player's game wager, then its bonus bet (Pan 9, line
	// 1879), instead of all base wagers, then all Bonus Tie wagers (line
	// 1890).
	seatFirst bool
	specs     []rules.SettingSpec
	// fees gives the collections the table's schedule expects (fees.go).
	fees  FeeSchedule
	notes []string
}

// ninesSettings are a Pan 9 or Super 9 table's settings.
type ninesSettings struct {
	settingValues
	decks int
	// bonus is false at a Super 9 table that does not offer the Bonus Tie
	// Bet (the Super 9 text of lines 544-597).
	bonus bool
}

const (
	keyDecks       = "decks"
	keyBonusTieBet = "bonus_tie_bet"
)

func ninesDecksSpec(rule rules.Cite) rules.SettingSpec {
	return intSpec(keyDecks, 12, 2, 12, rule,
		"Modified 36-card decks in the shoe (7s, 8s, 9s and 10s removed): two to twelve. The default, twelve, is what Los Angeles-area card rooms are reported to deal (interpretation CA-N2).")
}

// Pan9 returns Pan 9 with the Bonus Tie Bet (seed 000 lines 1821-1880;
// the Bonus Tie pay table at lines 1953-1956).
func Pan9() rules.Game {
	return &nines{
		id: "pan-9", name: "Pan 9 with Bonus Tie Bet",
		sources:   []rules.Cite{at("1821-1880"), at("1953-1956")},
		seatFirst: true,
		specs:     []rules.SettingSpec{ninesDecksSpec(at("1888")), fees.ScheduleSetting("pan-9")},
		fees:      scheduleFees("pan-9"),
		notes:     ninesNotes,
	}
}

// Super9 returns Super 9 (seed 000 lines 544-597) and Super 9 with Bonus
// Tie Bet (lines 1884-1969), one game whose table setting bonus_tie_bet
// chooses the text.
func Super9() rules.Game {
	return &nines{
		id: "super-9", name: "Super 9 (Super Pan 9), with or without the Bonus Tie Bet",
		sources:         []rules.Cite{at("544-597"), at("1884-1969")},
		lowTiesToDealer: true,
		specs: []rules.SettingSpec{
			ninesDecksSpec(at("1888")),
			{Key: keyBonusTieBet, Default: "offered", Allowed: []string{"offered", "not_offered"},
				Doc:  "offered deals Super 9 with Bonus Tie Bet (lines 1884-1969); not_offered deals Super 9 (lines 544-597), which has no Bonus Tie Bet, and refuses such wagers.",
				Rule: at("1884-1890")},
			fees.ScheduleSetting("super-9"),
		},
		fees:  scheduleFees("super-9"),
		notes: ninesNotes,
	}
}

// ninesNotes are published figures for the game, for its page.
var ninesNotes = []string{
	"The Wizard of Odds' Super Pan 9 page (https://wizardofodds.com/games/super-pan-9/, mirrored at https://jndiario.com/games/super-pan-9/) reports 12 modified decks of 36 cards at the Bicycle Club and gives the player's best play as hit on 0 to 5 and stand on 6 to 9, the rule book's logical way; it treats every tie as a push (Pan 9).",
	"Frixo (https://www.frixo.com/sbook/articles/how-to-play-super-pan-9.asp) likewise describes a dozen decks with the 7s, 8s, 9s and 10s removed, 432 cards in the shoe.",
}

func (g *nines) cites(s *ninesSettings) *ninesCites {
	switch {
	case g.id == "pan-9":
		return &pan9Cites
	case s != nil && !s.bonus:
		return &super9Cites
	}
	return &super9BonusCites
}

// Info describes the game for the catalog.
func (g *nines) Info() rules.GameInfo {
	c := g.cites(nil)
	tie := "Ties push"
	if g.lowTiesToDealer {
		tie = "Ties on 0 or 1 lose (the player-dealer wins them); other ties push"
	}
	pt := rules.PayTable{ID: "bonus_tie", Name: "Bonus Tie Bet"}
	for i := len(c.bonusRows) - 1; i >= 0; i-- {
		r := c.bonusRows[i]
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: "Natural tie of " + strconv.Itoa(r.total) + " (" + r.name + ")", Pays: r.odds.String(), Rule: r.rule})
	}
	return rules.GameInfo{
		ID: g.id, Name: g.name, Family: "baccarat", Banking: "player_dealer",
		Sources: append([]rules.Cite(nil), g.sources...),
		Decks:   "2 to 12 decks of 36 cards (7s, 8s, 9s and 10s removed)",
		Wagers: []rules.WagerInfo{
			{Bet: BetBase, Name: "Base game wager", Wins: "The seat's hand is closer to nine than the player-dealer's. " + tie + ".",
				Pays: evenMoney.String(), Rule: c.win},
			{Bet: BetBonusTie, Name: "Bonus Tie Bet", Wins: "The seat's and the player-dealer's first three cards total the same 7, 8 or 9; needs a base wager.",
				Pays: "the Bonus Tie pay table", Rule: c.bonus},
		},
		PayTables: []rules.PayTable{pt},
		Settings:  append([]rules.SettingSpec(nil), g.specs...),
	}
}

// Notes returns published figures for the game's page.
func (g *nines) Notes() []string { return g.notes }

// HandRecord returns an empty NinesRecord, the record the game reads, so
// that whatever writes hand records (the manual entry form) can tell which
// record a game takes by asking it rather than by a list of game ids.
func (g *nines) HandRecord() any { return &NinesRecord{} }

// Settings checks a table's settings, fills in defaults and compiles them.
func (g *nines) Settings(values map[string]string) (rules.Settings, error) {
	norm, err := rules.NormalizeSettings(g.specs, values)
	if err != nil {
		return nil, err
	}
	return &ninesSettings{settingValues: norm, decks: atoi(norm[keyDecks]), bonus: norm[keyBonusTieBet] != "not_offered"}, nil
}

// ninesHand is a hand of Pan 9 or Super 9.
type ninesHand struct {
	seat       int // 0 for the player-dealer
	cards      []rules.Card
	logicalWay bool
	field      string
}

// ninesValue is a card's points: 2 to 6 face value, an ace one, a picture
// card zero (lines 552, 1831, 1888).
func ninesValue(c rules.Card) int {
	switch r := c.Rank(); {
	case r == rules.Ace:
		return 1
	case r >= rules.Ten:
		return 0
	default:
		return int(r)
	}
}

// lastDigit is "the value of the last digit of the total" (lines 552, 1038).
func lastDigit(total int) int { return total % 10 }

// totals is a hand's first-three-card total and its final total.
type totals struct{ three, final int }

func (h *ninesHand) totals() totals {
	t := 0
	var three int
	for i, c := range h.cards {
		t += ninesValue(c)
		if i == 2 {
			three = lastDigit(t)
		}
	}
	return totals{three: three, final: lastDigit(t)}
}

type ninesHandRec struct {
	dice  int
	table table
	pd    ninesHand
	seats []ninesHand
	game  *nines
}

var ninesRemoved = []rules.Rank{7, 8, 9, rules.Ten}

// Decode reads one record strictly.
func (g *nines) Decode(data []byte) (rules.Hand, error) {
	var r NinesRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	c := g.cites(nil)
	h := &ninesHandRec{game: g, dice: r.Dice}
	h.table = decodeTable(g.id, r.Envelope, r.PlayerDealer, r.Wagers, r.Collections, []string{BetBase, BetBonusTie}, ninesSeats, errs)
	if r.Dice < 3 || r.Dice > 18 {
		errs.Add("dice", "must be the total of the three dice, 3 to 18 (%s)", c.dice)
	}
	removed := "7s, 8s, 9s and 10s are removed, line " + c.deck.Lines
	if len(r.Cards.PlayerDealer) < 3 || len(r.Cards.PlayerDealer) > 4 {
		errs.Add("cards.player_dealer", "has %d cards; the player-dealer gets three cards and may draw one more (%s)", len(r.Cards.PlayerDealer), c.dealerDraw)
	}
	h.pd = ninesHand{cards: decodeCards("cards.player_dealer", r.Cards.PlayerDealer, ninesRemoved, removed, errs), field: "cards.player_dealer"}
	if r.Cards.Seats == nil {
		errs.Add("cards.seats", "is required: the hand of every seat that wagered")
	}
	hands := map[int]bool{}
	for i, s := range r.Cards.Seats {
		f := fmt.Sprintf("cards.seats[%d]", i)
		switch {
		case s.Seat < 1 || s.Seat > ninesSeats:
			errs.Add(f+".seat", "must be a seat number from 1 to %d (line 1890)", ninesSeats)
		case r.PlayerDealer != nil && s.Seat == r.PlayerDealer.Seat:
			errs.Add(f+".seat", "is the player-dealer's seat; its hand is cards.player_dealer")
		case hands[s.Seat]:
			errs.Add(f+".seat", "seat %d has two hands; each seat plays one hand", s.Seat)
		}
		hands[s.Seat] = true
		if len(s.Cards) < 3 || len(s.Cards) > 4 {
			errs.Add(f+".cards", "has %d cards; a hand gets three cards and may draw one more (%s)", len(s.Cards), c.playerDraw)
		}
		h.seats = append(h.seats, ninesHand{seat: s.Seat, logicalWay: s.LogicalWay, field: f + ".cards",
			cards: decodeCards(f+".cards", s.Cards, ninesRemoved, removed, errs)})
	}
	for i, w := range r.Wagers {
		if !hands[w.Seat] && w.Seat >= 1 && w.Seat <= rules.MaxSeat && (r.PlayerDealer == nil || w.Seat != r.PlayerDealer.Seat) {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "seat %d has no hand in cards.seats; every seat with a wager is dealt one", w.Seat)
		}
		if w.Bet == BetBonusTie && !hasBase(r.Wagers, w.Seat, w.Backline) {
			errs.Add(fmt.Sprintf("wagers[%d].bet", i), "a Bonus Tie Bet needs a base game wager by the same bettor (%s)", c.bonusBase)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func hasBase(ws []rules.WagerRecord, seat, backline int) bool {
	for _, w := range ws {
		if w.Seat == seat && w.Backline == backline && w.Bet == BetBase {
			return true
		}
	}
	return false
}

func (h *ninesHandRec) Envelope() rules.Envelope { return h.table.env }

// checkDraw refuses a hand whose card count breaks the drawing bands: a
// three-card total of 4 or less draws, 7 or more stands, 5 and 6 are the
// option (lines 555, 557, 1832-1833, 1898-1920); a hand set the logical way
// draws on 5 and stands on 6.
func checkDraw(h *ninesHand, who string, band, logical rules.Cite) error {
	t := h.totals()
	drew := len(h.cards) == 4
	switch {
	case t.three <= 4 && !drew:
		return rules.Invalid(h.field, "%s's first three cards total %d and it stood; a hand of 4 or less must draw a fourth card (%s)", who, t.three, band)
	case t.three >= 7 && drew:
		return rules.Invalid(h.field, "%s's first three cards total %d and it drew; a hand of 7 or more must stand (%s)", who, t.three, band)
	case h.logicalWay && t.three == 5 && !drew:
		return rules.Invalid(h.field, "%s was set the logical way, which draws on 5, but it stood (%s)", who, logical)
	case h.logicalWay && t.three == 6 && drew:
		return rules.Invalid(h.field, "%s was set the logical way, which stands on 6, but it drew (%s)", who, logical)
	}
	return nil
}

// actionSeat places the action button: the dice total counts the eight
// positions clockwise from the player-dealer as 1, and on the
// player-dealer's own position the player to its left takes the button
// (lines 551, 1830, 1894; interpretation CA-N3).
func actionSeat(dice, pdSeat int) int {
	k := (dice - 1) % ninesSeats
	if k == 0 {
		k = 1
	}
	return (pdSeat-1+k)%ninesSeats + 1
}

// Verify recomputes the hand under the table's settings.
func (h *ninesHandRec) Verify(st rules.Settings) (*rules.Verdict, error) {
	g := h.game
	s, err := settingsOf[*ninesSettings](g.id, st)
	if err != nil {
		return nil, err
	}
	c := g.cites(s)
	if !s.bonus {
		for i, w := range h.table.wagers {
			if w.Bet == BetBonusTie {
				return nil, rules.Invalid(fmt.Sprintf("wagers[%d].bet", i), "the table deals Super 9 without the Bonus Tie Bet (bonus_tie_bet setting, lines 544-597)")
			}
		}
	}
	all := [][]rules.Card{h.pd.cards}
	for _, x := range h.seats {
		all = append(all, x.cards)
	}
	if err := overdrawn(s.decks, "line "+c.deck.Lines, all...); err != nil {
		return nil, err
	}
	if err := checkDraw(&h.pd, "the player-dealer", c.dealerDraw, c.logicalWay); err != nil {
		return nil, err
	}
	byseat := map[int]totals{}
	for i := range h.seats {
		x := &h.seats[i]
		if err := checkDraw(x, "seat "+strconv.Itoa(x.seat), c.playerDraw, c.logicalWay); err != nil {
			return nil, err
		}
		byseat[x.seat] = x.totals()
	}
	pd := h.pd.totals()
	action := actionSeat(h.dice, h.table.pd.Seat)

	bets := []string{BetBase, BetBonusTie}
	var order []int
	if g.seatFirst {
		order = orderSeatsThenBets(h.table.wagers, bets, action, ninesSeats)
	} else {
		order = orderBetsThenSeats(h.table.wagers, bets, action, ninesSeats)
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.table.wagers))}
	// Both texts return every wager reached once the bank is exhausted.
	h.table.settle(v, order, rules.Cover{Exhausted: rules.ReturnUncovered, Rule: c.cover, OutRule: c.runsOut}, func(i int) payoff {
		w := h.table.wagers[i]
		p := byseat[w.Seat]
		if w.Bet == BetBonusTie {
			return g.bonusTie(c, w.Amount, p, pd)
		}
		return g.base(c, w.Amount, p, pd)
	})
	h.table.settleCollections(v, s, g.fees, []string{BetBase})
	v.Outcome = h.outcome(pd, action)
	return v, nil
}

// base settles a base game wager of a hand with totals p against the
// player-dealer's d.
func (g *nines) base(c *ninesCites, stake rules.Money, p, d totals) payoff {
	switch {
	case p.final > d.final:
		return win(stake, evenMoney, c.win)
	case p.final < d.final:
		return lose(c.lose)
	case g.lowTiesToDealer && p.final <= 1:
		return lose(c.lowTie)
	}
	// Every other tie pushes, the natural ties of 7, 8 and 9 included
	// (line 1941), and ties of 7 to 9 after a draw, which the rules leave
	// out (interpretation CA-N4).
	return push(c.tie)
}

// bonusTie settles a Bonus Tie Bet: both first three cards ("a natural
// dealt hand") total the same 7, 8 or 9 (lines 1877, 1941).
func (g *nines) bonusTie(c *ninesCites, stake rules.Money, p, d totals) payoff {
	if p.three == d.three && p.three >= 7 {
		r := c.bonusRows[p.three-7]
		return win(stake, r.odds, r.rule)
	}
	return lose(c.bonusLose)
}

// NinesDetail is a Pan 9 or Super 9 verdict's Outcome.Detail.
type NinesDetail struct {
	ActionSeat   int          `json:"action_seat"`
	PlayerDealer HandTotals   `json:"player_dealer"`
	Seats        []HandTotals `json:"seats"`
}

// HandTotals describes one hand of a verdict.
type HandTotals struct {
	Seat       int `json:"seat,omitempty"`
	FirstThree int `json:"first_three"`
	Total      int `json:"total"`
	Cards      int `json:"cards"`
}

func (h *ninesHandRec) outcome(pd totals, action int) rules.Outcome {
	d := NinesDetail{ActionSeat: action, PlayerDealer: HandTotals{FirstThree: pd.three, Total: pd.final, Cards: len(h.pd.cards)}}
	var b strings.Builder
	fmt.Fprintf(&b, "Player-dealer %d (%d cards)", pd.final, len(h.pd.cards))
	for i := range h.seats {
		x := &h.seats[i]
		t := x.totals()
		d.Seats = append(d.Seats, HandTotals{Seat: x.seat, FirstThree: t.three, Total: t.final, Cards: len(x.cards)})
		fmt.Fprintf(&b, "; seat %d %d (%d cards)", x.seat, t.final, len(x.cards))
	}
	fmt.Fprintf(&b, "; action from seat %d", action)
	return rules.Outcome{Summary: b.String(), Detail: &d}
}
