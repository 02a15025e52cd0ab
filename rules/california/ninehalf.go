package california

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
)

// 9 1/2 (seed 000 lines 1336-1396; the section heading is lost): each
// player and the player-dealer get one card and take more, aces to nines at
// face value and tens and picture cards half a point each; the hand closer
// to 9 1/2 without going over wins, a winning 9 1/2 pays 6 to 5. Points are
// kept in half points, as whole numbers: an ace is 2, a nine 18, a king 1,
// and 9 1/2 is 19.

// BetNineHalf is the one wager of 9 1/2: the player's hand against the
// player-dealer's.
const BetNineHalf = "base"

// Half-point totals.
const (
	halfNineAndAHalf = 19 // 9 1/2
	halfBust         = 20 // ten or more loses (line 1365)
	// halfDealerStands: the player-dealer hits 5 1/2 or less and stands on
	// 6 or more (lines 1362, 1383).
	halfDealerStands = 12
)

// halfValue is a card's value in half points (lines 1355, 1382).
func halfValue(c rules.Card) int {
	switch r := c.Rank(); {
	case r == rules.Ace:
		return 2
	case r >= rules.Ten:
		return 1
	default:
		return 2 * int(r)
	}
}

// halfText writes a half-point total as the rule book does: "9 1/2", "6".
func halfText(h int) string {
	s := strconv.Itoa(h / 2)
	if h%2 == 1 {
		if h == 1 {
			return "1/2"
		}
		s += " 1/2"
	}
	return s
}

// NineAndAHalfRecord is the JSON form of one 9 1/2 hand:
//
//	{"table_id": "NH-1", "hand_number": 12, "game": "nine-and-a-half",
//	 "dealt_at": "2026-11-21T22:14:05-08:00",
//	 "cards": {"player_dealer": ["4D", "KS", "3H"],
//	           "seats": [{"seat": 3, "cards": ["9C", "QH"]},
//	                     {"seat": 4, "cards": ["5S", "6D"]}]},
//	 "player_dealer": {"seat": 2, "bank": "100.00", "net": "-2.00"},
//	 "wagers": [{"seat": 3, "bet": "base", "amount": "10.00", "result": "win", "payout": "12.00"},
//	            {"seat": 4, "bet": "base", "amount": "10.00", "result": "lose", "payout": "0.00"}],
//	 "collections": [{"seat": 3, "kind": "player", "amount": "1.00"},
//	                 {"seat": 4, "kind": "player", "amount": "1.00"}]}
//
// The player-dealer's 4, king and 3 make 7 1/2. Seat 3's 9 and queen make
// 9 1/2, paid 6 to 5; seat 4's 5 and 6 make 11 and lose.
//
// Each hand lists its cards in the order dealt: the first card, then each
// card taken. Backline bettors bet on the hand of the seat they stand
// behind (lines 1372-1373).
type NineAndAHalfRecord struct {
	rules.Envelope
	Cards        NineAndAHalfCards         `json:"cards"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// NineAndAHalfCards holds the player-dealer's hand and each seat's.
type NineAndAHalfCards struct {
	PlayerDealer []string  `json:"player_dealer"`
	Seats        []SeatRec `json:"seats"`
}

// SeatRec is one seat's hand.
type SeatRec struct {
	Seat  int      `json:"seat"`
	Cards []string `json:"cards"`
}

// Settings keys of 9 1/2.
const (
	keySeats          = "seats"
	keyPlayerHitLimit = "player_hit_limit"
)

// Player hit limits (line 1360, "up to a point value of 9").
const (
	hitThroughNine = "through_9"
	hitBelowNine   = "below_9"
)

// maxHalfCards bounds a hand in a record: a player may hit on 9 at most, so
// no legal hand holds more than nineteen cards (eighteen half-point cards
// and one more).
const maxHalfCards = 19

var (
	ruleHalfValues  = at("1355")
	ruleHalfDeal    = at("1357-1358")
	ruleHalfHits    = at("1360")
	ruleHalfDealer  = at("1362")
	ruleHalfWin     = at("1363")
	ruleHalfPush    = at("1364")
	ruleHalfBust    = at("1365")
	ruleHalfOver    = at("1361")
	ruleHalf65      = at("1340")
	ruleHalfEven    = at("1341-1349")
	ruleHalfDecks   = at("1351")
	ruleHalfSources = at("1336-1396")
)

type nineHalf struct {
	specs []rules.SettingSpec
	fees  FeeSchedule
}

type nineHalfSettings struct {
	settingValues
	decks, seats int
	// hitLimit is the highest half-point total on which a player may
	// still take a card.
	hitLimit int
	// exhausted: what follows once the player-dealer's wager is exhausted
	// (bank_exhausted; the text does not say, line 3422 does).
	exhausted rules.Exhausted
}

// NineAndAHalf returns 9 1/2 (seed 000 lines 1336-1396).
func NineAndAHalf() rules.Game {
	return &nineHalf{fees: scheduleFees("nine-and-a-half"), specs: []rules.SettingSpec{
		fees.ScheduleSetting("nine-and-a-half"),
		rules.BankExhaustedSpec(""),
		intSpec(keyDecks, 6, 2, 8, ruleHalfDecks,
			"Standard 52-card decks: two to eight in a dealing shoe, four in an automated shuffle machine (line 1351)."),
		intSpec(keySeats, 8, 2, rules.MaxSeat, ruleHalfDeal,
			"Positions at the table, numbered clockwise from 1; the deal and the settlement start left of the player-dealer (interpretation CA-H6)."),
		{Key: keyPlayerHitLimit, Default: hitThroughNine, Allowed: []string{hitThroughNine, hitBelowNine},
			Doc:  "A player \"may take additional card(s) up to a point value of 9\": through_9 lets a player take a card on 9 or less; below_9 only on 8 1/2 or less.",
			Rule: ruleHalfHits},
	}}
}

// Info describes the game for the catalog.
func (g *nineHalf) Info() rules.GameInfo {
	pt := rules.PayTable{ID: "ranking", Name: "Rank and payout"}
	pt.Rows = append(pt.Rows, rules.PayRow{Outcome: "9 1/2", Pays: "6 to 5", Rule: ruleHalf65})
	for i, h := range []int{18, 17, 16, 15, 14, 13, 12, 11, 10} {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: halfText(h), Pays: evenMoney.String(), Rule: at(strconv.Itoa(1341 + i))})
	}
	return rules.GameInfo{
		ID: "nine-and-a-half", Name: "9 1/2", Family: "baccarat", Banking: "player_dealer",
		Sources: []rules.Cite{ruleHalfSources},
		Decks:   "2 to 8 standard decks in a shoe, 4 in a shuffle machine",
		Wagers: []rules.WagerInfo{
			{Bet: BetNineHalf, Name: "Hand against the player-dealer",
				Wins: "The hand is closer to 9 1/2 than the player-dealer's without going over, or the player-dealer goes over and the hand does not. A hand of 10 or more loses; equal hands push.",
				Pays: "6 to 5 on a 9 1/2, even money otherwise", Rule: ruleHalfWin},
		},
		PayTables: []rules.PayTable{pt},
		Settings:  append([]rules.SettingSpec(nil), g.specs...),
	}
}

// HandRecord returns an empty NineAndAHalfRecord, the record the game
// reads, so that whatever writes hand records (the manual entry form) can
// tell which record a game takes by asking it rather than by a list of game
// ids.
func (g *nineHalf) HandRecord() any { return &NineAndAHalfRecord{} }

// Settings checks a table's settings, fills in defaults and compiles them.
func (g *nineHalf) Settings(values map[string]string) (rules.Settings, error) {
	norm, err := rules.NormalizeSettings(g.specs, values)
	if err != nil {
		return nil, err
	}
	s := &nineHalfSettings{settingValues: norm, decks: atoi(norm[keyDecks]), seats: atoi(norm[keySeats]), hitLimit: 18,
		exhausted: rules.ExhaustedOf(norm[rules.SettingBankExhausted])}
	if norm[keyPlayerHitLimit] == hitBelowNine {
		s.hitLimit = 17
	}
	return s, nil
}

type nineHalfHand struct {
	game  *nineHalf
	table table
	pd    []rules.Card
	seats []SeatRec
	hands [][]rules.Card
}

// Decode reads one record strictly.
func (g *nineHalf) Decode(data []byte) (rules.Hand, error) {
	var r NineAndAHalfRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	h := &nineHalfHand{game: g, seats: r.Cards.Seats}
	h.table = decodeTable("nine-and-a-half", r.Envelope, r.PlayerDealer, r.Wagers, r.Collections, []string{BetNineHalf}, 0, errs)
	if n := len(r.Cards.PlayerDealer); n < 1 || n > maxHalfCards {
		errs.Add("cards.player_dealer", "has %d cards; the player-dealer gets one card and takes more the house way (lines 1358, 1362)", n)
	}
	h.pd = decodeCards("cards.player_dealer", r.Cards.PlayerDealer, nil, "", errs)
	if r.Cards.Seats == nil {
		errs.Add("cards.seats", "is required: the hand of every seat that wagered")
	}
	hands := map[int]bool{}
	for i, s := range r.Cards.Seats {
		f := fmt.Sprintf("cards.seats[%d]", i)
		switch {
		case s.Seat < 1 || s.Seat > rules.MaxSeat:
			errs.Add(f+".seat", "must be a seat number from 1 to %d", rules.MaxSeat)
		case r.PlayerDealer != nil && s.Seat == r.PlayerDealer.Seat:
			errs.Add(f+".seat", "is the player-dealer's seat; its hand is cards.player_dealer")
		case hands[s.Seat]:
			errs.Add(f+".seat", "seat %d has two hands; each seat plays one hand", s.Seat)
		}
		hands[s.Seat] = true
		if n := len(s.Cards); n < 1 || n > maxHalfCards {
			errs.Add(f+".cards", "has %d cards; each player gets one card and may take more up to a point value of 9 (lines 1358, 1360)", n)
		}
		h.hands = append(h.hands, decodeCards(f+".cards", s.Cards, nil, "", errs))
	}
	for i, w := range r.Wagers {
		if !hands[w.Seat] && w.Seat >= 1 && w.Seat <= rules.MaxSeat && (r.PlayerDealer == nil || w.Seat != r.PlayerDealer.Seat) {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "seat %d has no hand in cards.seats; every seat with a wager is dealt one", w.Seat)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func (h *nineHalfHand) Envelope() rules.Envelope { return h.table.env }

func halfTotal(cards []rules.Card) int {
	t := 0
	for _, c := range cards {
		t += halfValue(c)
	}
	return t
}

// checkPlayerHits refuses a card taken on a total above the table's limit
// (line 1360), a bust hand's included.
func checkPlayerHits(field string, cards []rules.Card, limit int) error {
	t := 0
	for i, c := range cards {
		if i > 0 && t > limit {
			return rules.Invalid(field, "the player took card %d on %s; a player may take cards up to a point value of %s (player_hit_limit setting, line 1360)",
				i+1, halfText(t), halfText(limit))
		}
		t += halfValue(c)
	}
	return nil
}

// checkDealerHits refuses a player-dealer's hand not played the house way:
// hit on 5 1/2 or less, stand on 6 or more (lines 1362, 1383).
func checkDealerHits(cards []rules.Card) error {
	t := 0
	for i, c := range cards {
		if i > 0 && t >= halfDealerStands {
			return rules.Invalid("cards.player_dealer", "the player-dealer took card %d on %s; the house way stands on 6 or more (line 1362)", i+1, halfText(t))
		}
		t += halfValue(c)
	}
	if t < halfDealerStands {
		return rules.Invalid("cards.player_dealer", "the player-dealer stood on %s; the house way hits 5 1/2 or less (line 1362)", halfText(t))
	}
	return nil
}

// Verify recomputes the hand under the table's settings.
func (h *nineHalfHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsOf[*nineHalfSettings]("nine-and-a-half", st)
	if err != nil {
		return nil, err
	}
	seats := make([]int, len(h.seats))
	for i, x := range h.seats {
		seats[i] = x.Seat
	}
	if err := h.table.checkSeats(s.seats, seats); err != nil {
		return nil, err
	}
	if err := overdrawn(s.decks, "line 1351", append([][]rules.Card{h.pd}, h.hands...)...); err != nil {
		return nil, err
	}
	if err := checkDealerHits(h.pd); err != nil {
		return nil, err
	}
	byseat := map[int]int{}
	for i, cards := range h.hands {
		if err := checkPlayerHits(fmt.Sprintf("cards.seats[%d].cards", i), cards, s.hitLimit); err != nil {
			return nil, err
		}
		byseat[h.seats[i].Seat] = halfTotal(cards)
	}
	d := halfTotal(h.pd)
	// The deal and the play run clockwise from the player left of the
	// player-dealer (lines 1357, 1360); the settlement follows them
	// (interpretation CA-H6).
	order := orderBetsThenSeats(h.table.wagers, []string{BetNineHalf}, leftOf(h.table.pd.Seat, s.seats), s.seats)
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.table.wagers))}
	h.table.settle(v, order, rules.Cover{Exhausted: s.exhausted, Rule: rules.RuleCaliforniaCover}, func(i int) payoff {
		w := h.table.wagers[i]
		return nineHalfSettle(w.Amount, byseat[w.Seat], d)
	})
	h.table.settleCollections(v, s, h.game.fees, []string{BetNineHalf})
	v.Outcome = h.outcome(d, byseat)
	return v, nil
}

// nineHalfSettle settles a wager on a hand of p half points against the
// player-dealer's d.
func nineHalfSettle(stake rules.Money, p, d int) payoff {
	odds, rule := evenMoney, ruleHalfEven
	if p == halfNineAndAHalf {
		// Rank 1, 9 1/2, pays 6:5 however it is made (line 1340;
		// interpretation CA-H1).
		odds, rule = rules.Odds{Win: 6, Per: 5}, ruleHalf65
	}
	switch {
	case p >= halfBust:
		return lose(ruleHalfBust)
	case d >= halfBust:
		// A hand that exceeds 9 1/2 loses (line 1361): the player-dealer's
		// too (interpretation CA-H2).
		if p != halfNineAndAHalf {
			rule = ruleHalfOver
		}
		return win(stake, odds, rule)
	case p > d:
		return win(stake, odds, rule)
	case p < d:
		return lose(ruleHalfWin)
	}
	return push(ruleHalfPush)
}

// NineAndAHalfDetail is a 9 1/2 verdict's Outcome.Detail; totals are in
// half points (19 is 9 1/2).
type NineAndAHalfDetail struct {
	PlayerDealer int         `json:"player_dealer_half_points"`
	Seats        []SeatTotal `json:"seats"`
}

// SeatTotal is one seat's total in half points.
type SeatTotal struct {
	Seat       int `json:"seat"`
	HalfPoints int `json:"half_points"`
}

func (h *nineHalfHand) outcome(d int, byseat map[int]int) rules.Outcome {
	det := NineAndAHalfDetail{PlayerDealer: d}
	var b strings.Builder
	b.WriteString("Player-dealer " + halfText(d))
	if d >= halfBust {
		b.WriteString(" (over)")
	}
	for _, x := range h.seats {
		p := byseat[x.Seat]
		det.Seats = append(det.Seats, SeatTotal{Seat: x.Seat, HalfPoints: p})
		fmt.Fprintf(&b, "; seat %d %s", x.Seat, halfText(p))
		if p >= halfBust {
			b.WriteString(" (over)")
		}
	}
	return rules.Outcome{Summary: b.String(), Detail: &det}
}
