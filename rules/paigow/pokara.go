package paigow

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// pokara: Pokara (seed 000 lines 1712-1794), a three-card draw game dealt
// from decks of aces, kings, queens, jacks and tens, banked by a
// player-dealer, with the Pokara Bonus Bet in either of the book's two
// versions (lines 1499-1519 and 1798-1819). Each player may stand or
// discard one card and draw one, doubling the wager first if he likes (and
// he must when he draws to a pair or better); a draw that does not improve
// the hand loses at once. The player-dealer draws by its House Way (lines
// 1730-1749) and, not improved, loses to every live hand. Otherwise the
// higher hand wins and equal hands push.

// PokaraGameID is Pokara's catalog id.
const PokaraGameID = "pokara"

// Pokara's bets as records name them.
const (
	BetBase   = "base"
	BetDouble = "double"
	BetBonus  = "bonus"
)

// pokaraSeats: "a player/dealer and seven (7) players ... a total of
// eight (8) seated positions" (line 1724).
const pokaraSeats = 8

// Pokara's hand classes, lowest first (lines 1773-1790).
const (
	pkHigh = iota + 1
	pkPair
	pkStraight
	pkFlush
	pkTrips
	pkStraightFlush
	pkRoyal
	pkTripFlush
)

var pokaraClassNames = [...]string{"", "High Card", "Pair", "Straight", "Flush", "Three of a Kind", "Straight Flush", "Royal Flush", "Trip Flush"}

// PokaraValue orders three-card Pokara hands; equal values are "the same
// rank" (line 1766).
type PokaraValue uint32

func (v PokaraValue) class() int { return int(v >> 16) }

func (v PokaraValue) String() string {
	c := v.class()
	if c < pkHigh || c > pkTripFlush {
		return "no hand"
	}
	return pokaraClassNames[c]
}

// EvalPokara values three cards (lines 1769-1790). Within a class hands
// rank by their cards from the highest, a pair before its kicker; a flush
// holding a pair ranks above every flush without one, which makes A-A-K
// the highest flush and K-J-10 the lowest, as line 1784 says
// (interpretation PK2).
func EvalPokara(cards [3]rules.Card) PokaraValue {
	r := []rules.Rank{cards[0].Rank(), cards[1].Rank(), cards[2].Rank()}
	slices.Sort(r)
	slices.Reverse(r)
	suited := cards[0].Suit() == cards[1].Suit() && cards[1].Suit() == cards[2].Suit()
	pack := func(class int, a, b, c rules.Rank) PokaraValue {
		return PokaraValue(class<<16 | int(a)<<8 | int(b)<<4 | int(c))
	}
	switch {
	case r[0] == r[2] && suited:
		return pack(pkTripFlush, r[0], 0, 0)
	case r[0] == r[2]:
		return pack(pkTrips, r[0], 0, 0)
	}
	run := r[0] == r[1]+1 && r[1] == r[2]+1
	pairHi, pairLo := r[0] == r[1], r[1] == r[2]
	switch {
	case run && suited && r[0] == rules.Ace:
		return pack(pkRoyal, 0, 0, 0)
	case run && suited:
		return pack(pkStraightFlush, r[0], 0, 0)
	case suited && pairHi:
		return pack(pkFlush, 0xf, r[0], r[2])
	case suited && pairLo:
		return pack(pkFlush, 0xf, r[1], r[0])
	case suited:
		return pack(pkFlush, r[0], r[1], r[2])
	case run:
		return pack(pkStraight, r[0], 0, 0)
	case pairHi:
		return pack(pkPair, r[0], r[2], 0)
	case pairLo:
		return pack(pkPair, r[1], r[0], 0)
	}
	return pack(pkHigh, r[0], r[1], r[2])
}

// pokaraHouseWay is the player-dealer's House Way (lines 1730-1749): the
// rank to discard from each listed hand (ranks high to low), unless the
// three cards are a flush; every other hand stands pat.
var pokaraHouseWay = map[[3]rules.Rank]rules.Rank{
	{rules.Ace, rules.King, rules.Jack}:   rules.Jack,
	{rules.Ace, rules.King, rules.Ten}:    rules.Ten,
	{rules.Ace, rules.Queen, rules.Jack}:  rules.Ace,
	{rules.Ace, rules.Queen, rules.Ten}:   rules.Ten,
	{rules.Ace, rules.Jack, rules.Ten}:    rules.Ten,
	{rules.King, rules.Queen, rules.Ten}:  rules.Ten,
	{rules.King, rules.Jack, rules.Ten}:   rules.Ten,
	{rules.Ace, rules.Ace, rules.Ten}:     rules.Ten,
	{rules.King, rules.King, rules.Ten}:   rules.Ten,
	{rules.Queen, rules.Queen, rules.Ten}: rules.Ten,
	{rules.Jack, rules.Jack, rules.Ten}:   rules.Ten,
	{rules.Ten, rules.Ten, rules.Jack}:    rules.Jack,
}

// pokaraHouseWayLines cites each row of the House Way.
var pokaraHouseWayLines = map[[3]rules.Rank]string{
	{rules.Ace, rules.King, rules.Jack}: "1736", {rules.Ace, rules.King, rules.Ten}: "1737",
	{rules.Ace, rules.Queen, rules.Jack}: "1738", {rules.Ace, rules.Queen, rules.Ten}: "1739",
	{rules.Ace, rules.Jack, rules.Ten}: "1740", {rules.King, rules.Queen, rules.Ten}: "1741",
	{rules.King, rules.Jack, rules.Ten}: "1742", {rules.Ace, rules.Ace, rules.Ten}: "1743",
	{rules.King, rules.King, rules.Ten}: "1744", {rules.Queen, rules.Queen, rules.Ten}: "1745",
	{rules.Jack, rules.Jack, rules.Ten}: "1746", {rules.Ten, rules.Ten, rules.Jack}: "1747",
}

// PokaraHouseWay returns the rank the player-dealer must discard from its
// three dealt cards, or 0 to stand pat, and the line that says so.
func PokaraHouseWay(dealt [3]rules.Card) (rules.Rank, rules.Cite) {
	key := [3]rules.Rank{dealt[0].Rank(), dealt[1].Rank(), dealt[2].Rank()}
	slices.Sort(key[:])
	// The table lists pairs with the pair first (A,A,10 and 10,10,J):
	// sorted high to low, a pair of tens comes last.
	slices.Reverse(key[:])
	if key[1] == key[2] && key[0] != key[1] {
		key = [3]rules.Rank{key[1], key[2], key[0]}
	}
	d, ok := pokaraHouseWay[key]
	switch {
	case !ok:
		return 0, ca("1749")
	case dealt[0].Suit() == dealt[1].Suit() && dealt[1].Suit() == dealt[2].Suit():
		// "but the three cards complete a flush ... retain their original
		// three (3) cards" (line 1732).
		return 0, ca("1732")
	}
	return d, ca(pokaraHouseWayLines[key])
}

// The Pokara Bonus Bet tables.
var (
	pokaraBonusA = []pokaraBonusRow{
		{"A-A-A Hearts", rules.ToOne(500), "1514", func(v PokaraValue, c [3]rules.Card) bool {
			return v.class() == pkTripFlush && c[0].Rank() == rules.Ace && c[0].Suit() == rules.Hearts
		}},
		{"Trip Flush", rules.ToOne(60), "1515", classIs(pkTripFlush)},
		{"Royal Flush", rules.ToOne(30), "1516", classIs(pkRoyal)},
		{"Straight Flush", rules.ToOne(20), "1517", classIs(pkStraightFlush)},
		{"Trips", rules.ToOne(10), "1518", classIs(pkTrips)},
		{"Flush", rules.ToOne(3), "1519", classIs(pkFlush)},
	}
	pokaraBonusB = []pokaraBonusRow{
		{"Trip Flush of Clubs", rules.ToOne(200), "1812", func(v PokaraValue, c [3]rules.Card) bool {
			return v.class() == pkTripFlush && c[0].Suit() == rules.Clubs
		}},
		{"Trip Flush of Diamond, Hearts, or Spades", rules.ToOne(50), "1813", classIs(pkTripFlush)},
		{"Royal Flush", rules.ToOne(30), "1814", classIs(pkRoyal)},
		{"Straight Flush", rules.ToOne(20), "1815", classIs(pkStraightFlush)},
		{"Three of a Kind", rules.ToOne(8), "1816", classIs(pkTrips)},
		{"Flush", rules.ToOne(3), "1817", classIs(pkFlush)},
	}
)

type pokaraBonusRow struct {
	name string
	odds rules.Odds
	line string
	hits func(PokaraValue, [3]rules.Card) bool
}

func classIs(c int) func(PokaraValue, [3]rules.Card) bool {
	return func(v PokaraValue, _ [3]rules.Card) bool { return v.class() == c }
}

// Pokara's settings.
const (
	keyDecks           = "decks"
	keyBonusBet        = "bonus_bet"
	keyBonusCollection = "bonus_collection"

	bonusA          = "a"
	bonusB          = "b"
	bonusNone       = "none"
	collectNone     = "none"
	collectPerBonus = "per_bet"
)

var pokaraSpecs = []rules.SettingSpec{
	{Key: keyDecks, Default: "20", Range: "3 to 20", Check: rules.IntBetween(3, 20), Rule: ca("1722"),
		Doc: "Decks of twenty cards (aces, kings, queens, jacks and tens of four suits) in the shoe: \"a minimum of three (3) decks ... Twenty (20) decks is the preferred set-up\" (line 1722); cards are checked against it."},
	{Key: keyBonusBet, Default: bonusB, Allowed: []string{bonusB, bonusA, bonusNone}, Rule: ca("1798-1819"),
		Doc: "The Pokara Bonus Bet the table offers: b, the version of the Pokara rules (lines 1798-1819: Trip Flush of Clubs 200 to 1, other Trip Flushes 50, Royal Flush 30, Straight Flush 20, Three of a Kind 8, Flush 3); a, the version printed after the Baccarat Bonus Wager (lines 1499-1519: A-A-A of hearts 500 to 1, Trip Flush 60, Royal Flush 30, Straight Flush 20, Trips 10, Flush 3); none."},
	{Key: keyBonusCollection, Default: collectNone, Allowed: []string{collectNone, collectPerBonus}, Rule: ca("1807"),
		Doc: "Whether a Bonus Bet pays a player collection fee. Version a takes none (line 1507); version b says both \"There is an additional collection fee taken for placing a Pokara Bonus Bet wager\" and \"All collection fees are for the base game wager only\" (line 1807): none follows the second sentence and version a; per_bet charges the per-bet player fee on each Bonus Bet too (version b only) (interpretation PK7)."},
	fees.ScheduleSetting(PokaraGameID),
}

type pokaraSettings struct {
	values   map[string]string
	decks    int
	bonus    string
	feeBonus bool
	schedule *fees.Option
}

func (s *pokaraSettings) Values() map[string]string { return maps.Clone(s.values) }

func (s *pokaraSettings) bonusTable() ([]pokaraBonusRow, rules.Cite) {
	if s.bonus == bonusA {
		return pokaraBonusA, ca("1505")
	}
	return pokaraBonusB, ca("1804")
}

type pokaraGame struct{}

// Pokara returns Pokara with the Pokara Bonus Bet (seed 000 lines
// 1712-1819 and 1499-1519).
func Pokara() rules.Game { return pokaraGame{} }

func (pokaraGame) Settings(values map[string]string) (rules.Settings, error) {
	v, err := rules.NormalizeSettings(pokaraSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &pokaraSettings{values: v, bonus: v[keyBonusBet], feeBonus: v[keyBonusCollection] == collectPerBonus}
	s.decks, _ = strconv.Atoi(v[keyDecks])
	if s.feeBonus && s.bonus != bonusB {
		return nil, rules.Invalid("settings."+keyBonusCollection, "only version b of the Bonus Bet speaks of a collection fee on it (line 1807); version a takes none (line 1507)")
	}
	if s.schedule, err = fees.ScheduleFor(PokaraGameID, v[fees.ScheduleKey]); err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	return s, nil
}

func (pokaraGame) Info() rules.GameInfo {
	main := rules.PayTable{ID: "hand", Name: "Hand wager and double", Rows: []rules.PayRow{
		{Outcome: "The player's hand ranks higher, or the player-dealer drew without improving", Pays: "1 to 1", Rule: ca("1765")},
		{Outcome: "Hands of the same rank", Pays: "push", Rule: ca("1766")},
		{Outcome: "The player drew without improving, or the player-dealer's hand ranks higher", Pays: "loses", Rule: ca("1726")},
	}}
	bonus := func(id, name string, rows []pokaraBonusRow) rules.PayTable {
		pt := rules.PayTable{ID: id, Name: name, Setting: keyBonusBet}
		for _, r := range rows {
			pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.name, Pays: r.odds.String(), Rule: ca(r.line)})
		}
		return pt
	}
	return rules.GameInfo{
		ID: PokaraGameID, Name: "Pokara with the Pokara Bonus Bet (California, player-dealer)",
		Family: "poker", Banking: "player_dealer",
		Sources: []rules.Cite{ca("1712-1819"), ca("1499-1519"), ca("3149-3170")},
		Decks:   "3 to 20 decks of 20 cards, aces to tens of four suits (lines 1714-1722; decks setting, default 20)",
		Wagers: []rules.WagerInfo{
			{Bet: BetBase, Name: "Hand wager",
				Wins: "the player's final hand ranks higher than the player-dealer's, or the player-dealer drew without improving; equal hands push; a draw that does not improve loses at once (lines 1726, 1761-1767). " +
					"With a collection_schedule the wager is held to the option's table limits (lines 3423-3424): outside them it is a finding, settled as placed (interpretation PK11)",
				Pays: "1 to 1 (interpretation PK1)", Rule: ca("1765")},
			{Bet: BetDouble, Name: "Double",
				Wins: "placed before a draw, equal to the hand wager, and settled with it; required when drawing to a pair or better, refused without a draw (line 1762)",
				Pays: "1 to 1", Rule: ca("1762")},
			{Bet: BetBonus, Name: "Pokara Bonus Bet",
				Wins: "the three cards dealt are a flush or better on the table of the bonus_bet setting, whatever the base game does (lines 1505-1506, 1804-1805); at most the hand wager, in $5 increments",
				Pays: "3 to 1 up to 200 to 1 (b) or 500 to 1 (a)", Rule: ca("1809-1819")},
		},
		PayTables: []rules.PayTable{main, bonus(bonusB, "Pokara Bonus Bet, version b (lines 1798-1819)", pokaraBonusB),
			bonus(bonusA, "Pokara Bonus Bet, version a (lines 1499-1519)", pokaraBonusA)},
		Settings: append([]rules.SettingSpec(nil), pokaraSpecs...),
	}
}

// Notes are published figures for the game's page.
func (pokaraGame) Notes() []string { return pokaraNotes }

// HandRecord returns the record the game reads.
func (pokaraGame) HandRecord() any { return &PokaraRecord{} }

// PokaraRecord is the JSON form of one Pokara hand:
//
//	{"table_id": "PK-1", "hand_number": 4, "game": "pokara",
//	 "dealt_at": "2026-11-21T23:40:00-08:00",
//	 "cards": {"player_dealer": {"dealt": ["AS", "KD", "JH"], "discard": ["JH"], "drawn": ["QC"]},
//	           "seats": [{"seat": 2, "dealt": ["QS", "QH", "TD"]}]},
//	 "player_dealer": {"seat": 1, "bank": "200.00", "net": "20.00"},
//	 "wagers": [{"seat": 2, "bet": "base", "amount": "20.00", "result": "lose", "payout": "0.00"}]}
//
// Each hand lists the three cards dealt and, when it drew, the card it
// discarded and the card it drew. A double is a wager of its own, equal to
// the hand wager.
type PokaraRecord struct {
	rules.Envelope
	Cards        PokaraCards               `json:"cards"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// PokaraCards holds the player-dealer's hand and each wagering seat's.
type PokaraCards struct {
	PlayerDealer PokaraHandRecord   `json:"player_dealer"`
	Seats        []PokaraSeatRecord `json:"seats"`
}

// PokaraHandRecord is a hand: three cards dealt, and the discard and the
// card drawn, each a list of none or one card.
type PokaraHandRecord struct {
	Dealt   []string `json:"dealt"`
	Discard []string `json:"discard,omitempty"`
	Drawn   []string `json:"drawn,omitempty"`
}

// PokaraSeatRecord is one seat's hand.
type PokaraSeatRecord struct {
	Seat    int      `json:"seat"`
	Dealt   []string `json:"dealt"`
	Discard []string `json:"discard,omitempty"`
	Drawn   []string `json:"drawn,omitempty"`
}

// pokaraHand is a decoded hand.
type pokaraHand struct {
	seat    int
	dealt   [3]rules.Card
	discard rules.Card // 0 when it stood
	drawn   rules.Card
	field   string
}

func (p *pokaraHand) drew() bool { return p.discard != 0 }

// final is the hand after the draw.
func (p *pokaraHand) final() [3]rules.Card {
	out := p.dealt
	if !p.drew() {
		return out
	}
	for i, c := range out {
		if c == p.discard {
			out[i] = p.drawn
			break
		}
	}
	return out
}

// improved: "the card he/she receives as their draw card ranks higher than
// the card discarded or makes the rank of the hand higher" (line 1726).
func (p *pokaraHand) improved() bool {
	return p.drawn.Rank() > p.discard.Rank() || EvalPokara(p.final()) > EvalPokara(p.dealt)
}

func (p *pokaraHand) cards() []rules.Card {
	out := append([]rules.Card(nil), p.dealt[:]...)
	if p.drew() {
		out = append(out, p.drawn)
	}
	return out
}

type pokaraRound struct {
	env         rules.Envelope
	pdHand      pokaraHand
	seats       []pokaraHand
	seatIdx     map[int]int
	pd          rules.PlayerDealer
	wagers      []rules.Wager
	collections []rules.Collection
}

func (h *pokaraRound) Envelope() rules.Envelope { return h.env }

func parsePokaraHand(field string, dealt, discard, drawn []string, errs *rules.InputError) pokaraHand {
	p := pokaraHand{field: field}
	d := rules.ParseCards(field+".dealt", dealt, errs)
	if len(dealt) != 3 {
		errs.Add(field+".dealt", "has %d cards; three are dealt (line 1726)", len(dealt))
	} else if len(d) == 3 {
		p.dealt = [3]rules.Card(d)
	}
	dis := rules.ParseCards(field+".discard", discard, errs)
	dr := rules.ParseCards(field+".drawn", drawn, errs)
	switch {
	case len(discard) > 1:
		errs.Add(field+".discard", "has %d cards; a hand discards one card to draw one (line 1726)", len(discard))
	case len(drawn) > 1:
		errs.Add(field+".drawn", "has %d cards; a hand draws one card (line 1726)", len(drawn))
	case len(discard) != len(drawn):
		errs.Add(field, "discards %d and draws %d; a hand that draws discards one card and draws one (lines 1726, 1763)", len(discard), len(drawn))
	case len(dis) == 1 && len(dr) == 1:
		p.discard, p.drawn = dis[0], dr[0]
		if len(d) == 3 && !slices.Contains(d, p.discard) {
			errs.Add(field+".discard", "%s is not one of the cards dealt to the hand", p.discard)
		}
	}
	for _, c := range append(append(d, dis...), dr...) {
		if c == rules.Joker || c.Rank() < rules.Ten {
			errs.Add(field, "holds %s; the decks hold only aces, kings, queens, jacks and tens (lines 1714-1720)", c)
			break
		}
	}
	return p
}

// Decode reads one record strictly.
func (pokaraGame) Decode(data []byte) (rules.Hand, error) {
	var r PokaraRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != PokaraGameID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, PokaraGameID, PokaraGameID)
	}
	h := &pokaraRound{env: r.Envelope, seatIdx: map[int]int{}}
	h.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
	if r.PlayerDealer != nil && r.PlayerDealer.Seat > pokaraSeats {
		errs.Add("player_dealer.seat", "is %d; the table has eight seated positions, the player-dealer's included (line 1724)", r.PlayerDealer.Seat)
	}
	h.pdHand = parsePokaraHand("cards.player_dealer", r.Cards.PlayerDealer.Dealt, r.Cards.PlayerDealer.Discard, r.Cards.PlayerDealer.Drawn, errs)
	if len(r.Cards.Seats) == 0 {
		errs.Add("cards.seats", "lists no seat; three cards are dealt to each wagering player (line 1755)")
	}
	for i, s := range r.Cards.Seats {
		f := fmt.Sprintf("cards.seats[%d]", i)
		switch {
		case s.Seat < 1 || s.Seat > pokaraSeats:
			errs.Add(f+".seat", "must be a seat from 1 to %d (line 1724)", pokaraSeats)
		case r.PlayerDealer != nil && s.Seat == r.PlayerDealer.Seat:
			errs.Add(f+".seat", "is the player-dealer's seat; its hand is cards.player_dealer")
		default:
			if hasSeat(h.seatIdx, s.Seat) {
				errs.Add(f+".seat", "seat %d is listed twice", s.Seat)
			}
		}
		h.seatIdx[s.Seat] = i
		p := parsePokaraHand(f, s.Dealt, s.Discard, s.Drawn, errs)
		p.seat = s.Seat
		h.seats = append(h.seats, p)
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the hand's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, []string{BetBase, BetDouble, BetBonus}, errs)
	h.collections = rules.ParseCollections(r.Collections, errs)
	for i, c := range r.Collections {
		if c.Seat > pokaraSeats {
			errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d", c.Seat, pokaraSeats)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkWagers(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// checkWagers refuses the wagers the rules do not let a seat hold.
func (h *pokaraRound) checkWagers(errs *rules.InputError) {
	base := map[int]rules.Money{}
	double := map[int]bool{}
	for _, w := range h.wagers {
		switch w.Bet {
		case BetBase:
			base[w.Seat] = w.Amount
		case BetDouble:
			double[w.Seat] = true
		}
	}
	for i, w := range h.wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		if w.Backline != 0 {
			errs.Add(f+".backline", "No \"backline betting\" will be allowed (line 1753)")
			continue
		}
		if w.Seat == h.pd.Seat {
			errs.Add(f+".seat", "is the player-dealer's seat; the player-dealer banks the hand")
			continue
		}
		j, ok := h.seatIdx[w.Seat]
		if !ok {
			errs.Add(f+".seat", "seat %d holds a wager but is not in cards.seats; list its hand", w.Seat)
			continue
		}
		b, hasBase := base[w.Seat]
		switch w.Bet {
		case BetDouble:
			switch {
			case !hasBase:
				errs.Add(f+".bet", "a double needs the hand wager it doubles (line 1762)")
			case w.Amount != b:
				errs.Add(f+".amount", "the player doubles the original wager: %s, not %s (line 1762)", b, w.Amount)
			}
			if !h.seats[j].drew() {
				errs.Add(f+".bet", "seat %d stood; \"A player that chooses not to draw may not double the original wager\" (line 1762)", w.Seat)
			}
		case BetBonus:
			switch {
			case !hasBase:
				errs.Add(f+".bet", "a Bonus Bet needs a wager on the base game (lines 1501, 1802)")
			case w.Amount > b:
				errs.Add(f+".amount", "the Bonus Bet %s exceeds the base game wager %s (lines 1504, 1806)", w.Amount, b)
			}
			if w.Amount%500 != 0 {
				errs.Add(f+".amount", "Bonus Bets are in $5.00 increments, not %s (lines 1504, 1806)", w.Amount)
			}
		}
	}
	for j, p := range h.seats {
		if _, ok := base[p.seat]; !ok {
			errs.Add(fmt.Sprintf("cards.seats[%d]", j), "seat %d holds no hand wager; cards are dealt to wagering players (line 1755)", p.seat)
			continue
		}
		if p.drew() && !double[p.seat] && EvalPokara(p.dealt).class() >= pkPair {
			errs.Add(fmt.Sprintf("cards.seats[%d].discard", j), "seat %d drew to a dealt %s without doubling; \"The player must double his/her wager if drawing to a dealt hand that began with a rank of pair or better\" (line 1762)", p.seat, EvalPokara(p.dealt))
		}
	}
}

// Verify recomputes the hand under the table's settings.
func (h *pokaraRound) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := pokaraSettingsOf(st)
	if err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	if s.bonus == bonusNone {
		for i, w := range h.wagers {
			if w.Bet == BetBonus {
				errs.Add(fmt.Sprintf("wagers[%d].bet", i), "the table offers no Pokara Bonus Bet (bonus_bet setting)")
			}
		}
	}
	all := [][]rules.Card{h.pdHand.cards()}
	for _, p := range h.seats {
		all = append(all, p.cards())
	}
	if c, over := (rules.Shoe{Decks: s.decks}).Overdrawn(all...); over {
		errs.Add("cards", "%s appears more often than the table's %d decks hold it (decks setting, line 1722)", c, s.decks)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	detail := &PokaraDetail{}

	// The player-dealer's draw against its House Way (lines 1730-1749).
	pd := &h.pdHand
	want, rule := PokaraHouseWay(pd.dealt)
	got := rules.Rank(0)
	if pd.drew() {
		got = pd.discard.Rank()
	}
	if got != want {
		v.Findings = append(v.Findings, rules.Finding{Seat: h.pd.Seat, Bet: "player_dealer", Field: "draw",
			Declared: drawText(got), Expected: drawText(want), Rule: rule,
			Message: fmt.Sprintf("the player-dealer's %v %s; its House Way %s; the hand is settled as played", pd.dealt, drawText(got), drawText(want))})
	}
	pdFinal := EvalPokara(pd.final())
	pdFailed := pd.drew() && !pd.improved()
	detail.PlayerDealer = PokaraHandDetail{Dealt: EvalPokara(pd.dealt).String(), Final: pdFinal.String(), Drew: pd.drew(), Failed: pdFailed}

	type seatOutcome struct {
		failed bool
		res    rules.Result
		cite   rules.Cite
	}
	outcomes := make([]seatOutcome, len(h.seats))
	for j := range h.seats {
		p := &h.seats[j]
		o := &outcomes[j]
		final := EvalPokara(p.final())
		o.failed = p.drew() && !p.improved()
		switch {
		case o.failed:
			o.res, o.cite = rules.Result{Result: rules.Lose}, ca("1761")
		case pdFailed:
			o.res, o.cite = rules.Result{Result: rules.Win}, ca("1764")
		case final > pdFinal:
			o.res, o.cite = rules.Result{Result: rules.Win}, ca("1765")
		case final == pdFinal:
			o.res, o.cite = rules.Result{Result: rules.Push}, ca("1766")
		default:
			o.res, o.cite = rules.Result{Result: rules.Lose}, ca("1765")
		}
		detail.Seats = append(detail.Seats, PokaraHandDetail{Seat: p.seat, Dealt: EvalPokara(p.dealt).String(), Final: final.String(),
			Drew: p.drew(), Failed: o.failed, Result: o.res.Result})
	}

	// Settlement: the draws that fail are surrendered at once, in turn from
	// the player left of the player-dealer (lines 1726, 1761); then every
	// other wager from the same seat, the hand wager and its double before
	// the Bonus Bet (lines 1510, 1765); the round ends once the
	// player-dealer has won or lost its whole bank (line 1767).
	bonusRows, bonusLose := s.bonusTable()
	expected := func(i int) (rules.Result, rules.Cite) {
		w := h.wagers[i]
		j := h.seatIdx[w.Seat]
		if w.Bet == BetBonus {
			p := &h.seats[j]
			val := EvalPokara(p.dealt)
			for _, r := range bonusRows {
				if r.hits(val, p.dealt) {
					return rules.Result{Result: rules.Win, Payout: r.odds.Pay(w.Amount)}, ca(r.line)
				}
			}
			return rules.Result{Result: rules.Lose}, bonusLose
		}
		o := outcomes[j]
		res := o.res
		if res.Result == rules.Win {
			res.Payout = w.Amount
		}
		return res, o.cite
	}
	order := h.order()
	// Every wager after the end of the round is returned, whatever it would
	// have been, a push too (interpretation PK8).
	cover := rules.Cover{Bank: h.pd.Bank, Exhausted: rules.EndsEitherWay, Rule: ca("1767")}
	for _, i := range order {
		full, cite := expected(i)
		cover.Settle(v, h.wagers[i], full, cite)
	}
	cover.CheckNet(v, h.pd)
	h.checkLimits(v, s)
	h.settleCollections(v, s)
	v.Outcome = rules.Outcome{Summary: detail.summary(), Detail: detail}
	return v, nil
}

func drawText(r rules.Rank) string {
	if r == 0 {
		return "stands pat"
	}
	return "discards the " + rankName(r)
}

// order is the settlement order: first the hand wagers and doubles of the
// seats whose draw failed, then every other wager, each pass seat by seat
// clockwise from the seat left of the player-dealer, each seat's hand
// wager, double, Bonus Bet.
func (h *pokaraRound) order() []int {
	failed := map[int]bool{}
	for _, p := range h.seats {
		if p.drew() && !p.improved() {
			failed[p.seat] = true
		}
	}
	pass := func(w *rules.Wager) int {
		if failed[w.Seat] && w.Bet != BetBonus {
			return 0
		}
		return 1
	}
	rank := map[string]int{BetBase: 0, BetDouble: 1, BetBonus: 2}
	pos := func(seat int) int { return ((seat-h.pd.Seat-1)%pokaraSeats + pokaraSeats) % pokaraSeats }
	idx := make([]int, len(h.wagers))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		wa, wb := &h.wagers[a], &h.wagers[b]
		if d := pass(wa) - pass(wb); d != 0 {
			return d
		}
		if d := pos(wa.Seat) - pos(wb.Seat); d != 0 {
			return d
		}
		return rank[wa.Bet] - rank[wb.Bet]
	})
	return idx
}

// checkLimits holds each hand wager to the table's posted limits, those of
// its collection schedule option: one option, with one table limit, is in
// force at a table (lines 3423-3424; the options of CA-HB, lines
// 3152-3170). A hand wager outside them is a finding citing the option's
// row, and is settled as placed. The double is the hand wager again by rule
// (line 1762) and the Bonus Bet has bounds of its own (lines 1504, 1806);
// neither is held to the table's. Without a schedule the service knows no
// limits (interpretation PK11).
func (h *pokaraRound) checkLimits(v *rules.Verdict, s *pokaraSettings) {
	if s.schedule == nil {
		return
	}
	lim := s.schedule.Limit
	if lim.Min == 0 && lim.Max == 0 {
		return
	}
	want := lim.Min.String() + " to " + lim.Max.String()
	if lim.NoMax {
		want = lim.Min.String() + " or more"
	}
	for _, w := range h.wagers {
		if w.Bet != BetBase || (w.Amount >= lim.Min && (lim.NoMax || w.Amount <= lim.Max)) {
			continue
		}
		v.Findings = append(v.Findings, rules.Finding{Seat: w.Seat, Bet: w.Bet, Field: "amount",
			Declared: w.Amount.String(), Expected: want, Rule: s.schedule.Rule,
			Message: fmt.Sprintf("seat %d's hand wager of %s is outside the table's limits, %s (collection schedule option %s); it is settled as placed", w.Seat, w.Amount, lim.Text, s.schedule.Label)})
	}
}

// settleCollections checks the collections: a player-dealer fee per hand
// and a player fee per hand wager (lines 1754, 3151), and per Bonus Bet
// under bonus_collection=per_bet.
func (h *pokaraRound) settleCollections(v *rules.Verdict, s *pokaraSettings) {
	if s.schedule == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	circles := map[int]int{}
	var action rules.Money
	for _, w := range h.wagers {
		action += w.Amount
		if w.Bet == BetBase || w.Bet == BetBonus && s.feeBonus {
			circles[w.Seat]++
		}
	}
	due, err := s.schedule.CaliforniaDues(h.pd.Seat, circles, action, h.collections)
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, ca("3151"), err)
		return
	}
	fees.CheckDues(v, h.collections, due)
}

func pokaraSettingsOf(st rules.Settings) (*pokaraSettings, error) {
	switch s := st.(type) {
	case *pokaraSettings:
		return s, nil
	case nil:
		d, err := pokaraGame{}.Settings(nil)
		if err != nil {
			return nil, err
		}
		return d.(*pokaraSettings), nil
	}
	d, err := pokaraGame{}.Settings(st.Values())
	if err != nil {
		return nil, err
	}
	return d.(*pokaraSettings), nil
}

// PokaraDetail is a Pokara verdict's Outcome.Detail.
type PokaraDetail struct {
	PlayerDealer PokaraHandDetail   `json:"player_dealer"`
	Seats        []PokaraHandDetail `json:"seats"`
}

// PokaraHandDetail describes one hand.
type PokaraHandDetail struct {
	Seat  int    `json:"seat,omitempty"`
	Dealt string `json:"dealt"`
	Final string `json:"final"`
	Drew  bool   `json:"drew,omitempty"`
	// Failed: it drew and did not improve.
	Failed bool   `json:"failed,omitempty"`
	Result string `json:"result,omitempty"`
}

func (d *PokaraDetail) summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Player-dealer %s", d.PlayerDealer.Final)
	if d.PlayerDealer.Failed {
		b.WriteString(" (drew and did not improve)")
	}
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d %s", s.Seat, s.Final)
		if s.Failed {
			b.WriteString(" (drew and did not improve)")
		}
		b.WriteString(": " + s.Result)
	}
	return b.String()
}
