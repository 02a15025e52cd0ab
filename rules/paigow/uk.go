package paigow

import (
	"fmt"
	"maps"
	"strings"

	"github.com/tablegames/casino/rules"
)

// pai-gow-poker-uk: Pai Gow Poker as Great Britain's rules give it (seed
// 002, section 13, lines 3144-3594): the house banks every wager, the
// dealer sets by the House Way of rule 13.21, a winning Standard wager is
// paid even money less a 5% commission, and a table may offer one side
// wager, the Fortune wager (with its Envy Bonus) or Jokolor.

// UKGameID is the id of the Great Britain version.
const UKGameID = "pai-gow-poker-uk"

// Bets of the Great Britain version, as records name them.
const (
	BetStandard = "standard"
	BetFortune  = "fortune"
	BetJokolor  = "jokolor"
	// BetEnvy names the Envy Bonus lines of a verdict; records list the
	// bonuses under "envy", not as wagers.
	BetEnvy = "envy"
)

// ukPositions is the most playing positions a 53-card pack deals: seven
// hands of seven cards with the dealer's (line 3155).
const ukPositions = 6

// Citations of the Great Britain rules.
var (
	ukRules       = gb("3144-3594")
	ukPack        = "seed 002 line 3155"
	ukSetting     = "lines 3231-3235"
	ukOneSide     = gb("3214-3216")
	ukFoul        = gb("3245-3256")
	ukFoulLose    = gb("3249-3250")
	ukFoulReset   = gb("3252-3253")
	ukWin         = gb("3391-3394")
	ukPush        = gb("3379-3381")
	ukLose        = gb("3383-3384")
	ukCopy        = gb("3386-3389")
	ukCommission  = gb("3394")
	ukFortuneLose = gb("3428-3430")
	ukEnvyQualify = gb("3416-3420")
	ukEnvyRule    = gb("3508-3523")
	ukJokolorLose = gb("3593-3594")
	ukRanking     = Ranking{Joker: Bug, Wheel: WheelSecond}
)

// UKRecord is the JSON form of one round of the Great Britain version:
//
//	{"table_id": "PG-1", "hand_number": 12, "game": "pai-gow-poker-uk",
//	 "dealt_at": "2026-11-21T22:14:05Z",
//	 "cards": {"dealer": {"front": ["TD", "8H"], "back": ["KS", "KH", "6S", "4C", "2D"]},
//	           "seats": [{"seat": 1, "front": ["AS", "QD"], "back": ["JH", "JC", "9S", "7D", "3C"]}]},
//	 "wagers": [{"seat": 1, "bet": "standard", "amount": "100.00", "result": "win", "payout": "100.00", "commission": "5.00"}],
//	 "envy": [{"seat": 1, "payout": "2.00"}]}
//
// The dealer's and each position's seven cards are listed as set: the
// two-card front (Low, 'L') and five-card back (High, 'H') hands (lines
// 3231-3235). envy lists the Envy Bonuses paid, one line per Fortune
// wager, the sum for the round.
type UKRecord struct {
	rules.Envelope
	Cards  UKCards             `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
	Envy   []EnvyRecord        `json:"envy,omitempty"`
}

// UKCards holds the dealer's set and each position's.
type UKCards struct {
	Dealer SetRecord      `json:"dealer"`
	Seats  []UKSeatRecord `json:"seats"`
}

// UKSeatRecord is one playing position's cards as the player set them.
type UKSeatRecord struct {
	Seat  int      `json:"seat"`
	Front []string `json:"front"`
	Back  []string `json:"back"`
}

// Setting keys and values of the Great Britain version.
const (
	keyFoul            = "foul"
	keySideWager       = "side_wager"
	keyFortuneTable    = "fortune_pay_table"
	keyThreePair       = "fortune_three_pair"
	keyEnvyTable       = "envy_pay_table"
	keyEnvyQualifying  = "envy_qualifying"
	keyCommissionRound = "commission_rounding"

	foulLoses    = "lose"
	foulHouseWay = "house_way"
	sideFortune  = "fortune"
	sideJokolor  = "jokolor"
	sideNone     = "none"
	asPrinted    = "as_printed"
	threePush    = "push"
	threeLose    = "lose"
	roundDown    = "down_to_cent"
	roundUp      = "up_to_cent"
)

var ukSpecs = []rules.SettingSpec{
	{Key: keyFoul, Default: foulLoses, Allowed: []string{foulLoses, foulHouseWay}, Rule: ukFoul,
		Doc: "What a foul (a two-card hand ranking higher than the five-card hand) does, as the sign at the table says (lines 3245-3256): lose, both hands lose whatever the dealer holds (a); house_way, the dealer re-sets the player's cards by the House Way and they stay in play (b)."},
	{Key: keySideWager, Default: sideFortune, Allowed: []string{sideFortune, sideJokolor, sideNone}, Rule: ukOneSide,
		Doc: "The one side wager the table offers (\"Only one form of optional side wager may be offered on any particular table\", lines 3214-3216): the Fortune wager with its Envy Bonus (lines 3398-3566), Jokolor (lines 3567-3594), or none. A wager on another is refused."},
	{Key: keyFortuneTable, Default: "1", Allowed: []string{"minimum", "1", "2"}, Rule: gb("3436-3495"),
		Doc: "The Fortune pay table posted: minimum, the minimum odds of rule 13.36 (lines 3436-3457), which the book recommends only as a guide; 1 or 2, the pay tables of rule 13.37 (lines 3469-3495)."},
	{Key: keyThreePair, Default: asPrinted, Allowed: []string{asPrinted, threePush, threeLose}, Rule: gb("3455-3457"),
		Doc: "Three Pair on the Fortune wager, a stand-off \"Available at discretion of operator\" (line 3457): as_printed pushes it under the minimum table and pay table 1, which print it (lines 3455, 3482), and loses it under pay table 2, which does not (interpretation PG1); push and lose apply to every table."},
	{Key: keyEnvyTable, Default: "1", Allowed: []string{"1", "2"}, Rule: gb("3525-3565"),
		Doc: "The Envy Bonus table: 1, the minimum amounts (lines 3528-3548); 2, the second table (lines 3550-3565). Amounts are paid in the table's currency, pounds as printed."},
	{Key: keyEnvyQualifying, Default: "5.00", Range: "an amount of 0.01 or more", Check: rules.MoneyAtLeast(1), Rule: ukEnvyQualify,
		Doc: "The Fortune stake that makes an Envy Qualifying Hand, \"the amount prescribed under the house rules\" and displayed at the table (lines 3416-3420)."},
	{Key: keyCommissionRound, Default: roundDown, Allowed: []string{roundDown, roundUp}, Rule: ukCommission,
		Doc: "How the 5% commission on a winning Standard wager (line 3394) is rounded when it is not whole pence: down_to_cent drops the fraction (the service's rule S1: the house never takes more than 5%); up_to_cent takes the next penny."},
}

// ukSettings are a Great Britain table's compiled settings.
type ukSettings struct {
	values        map[string]string
	foulHouseWay  bool
	side          string
	fortune       *payTable
	threePair     string
	envy          *payTable
	envyQualifies rules.Money
	roundUp       bool
}

func (s *ukSettings) Values() map[string]string { return maps.Clone(s.values) }

type ukGame struct{}

// UK returns Pai Gow Poker as Great Britain deals it (seed 002 lines
// 3144-3594).
func UK() rules.Game { return ukGame{} }

func (ukGame) Settings(values map[string]string) (rules.Settings, error) {
	v, err := rules.NormalizeSettings(ukSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &ukSettings{values: v, foulHouseWay: v[keyFoul] == foulHouseWay, side: v[keySideWager],
		threePair: v[keyThreePair], roundUp: v[keyCommissionRound] == roundUp}
	for _, t := range ukFortuneTables {
		if t.id == v[keyFortuneTable] {
			s.fortune = t
		}
	}
	for _, t := range ukEnvyTables {
		if t.id == v[keyEnvyTable] {
			s.envy = t
		}
	}
	if s.envyQualifies, err = rules.ParseMoney(v[keyEnvyQualifying]); err != nil {
		return nil, rules.Invalid("settings."+keyEnvyQualifying, "%v", err)
	}
	return s, nil
}

func (g ukGame) Info() rules.GameInfo {
	pts := []rules.PayTable{{ID: "standard", Name: "Standard wager", Rows: []rules.PayRow{
		{Outcome: "Both hands beat the dealer's", Pays: "1 to 1 less a 5% commission", Rule: ukWin},
		{Outcome: "One hand wins, the other loses or is a copy", Pays: "stand-off", Rule: ukPush},
		{Outcome: "Both hands lose or are copies", Pays: "loses", Rule: ukLose},
	}}}
	for _, t := range ukFortuneTables {
		pts = append(pts, t.info(keyFortuneTable))
	}
	for _, t := range ukEnvyTables {
		pts = append(pts, t.info(keyEnvyTable))
	}
	pts = append(pts, jokolorTable.info(""))
	return rules.GameInfo{
		ID: UKGameID, Name: "Pai Gow Poker (Great Britain) with the Fortune, Envy and Jokolor side wagers",
		Family: "poker", Banking: "house",
		Sources: []rules.Cite{ukRules},
		Decks:   "one pack of 53 cards, the joker included (line 3155); the joker completes a straight, flush or straight flush and is otherwise an ace (lines 3204-3205)",
		Wagers: []rules.WagerInfo{
			{Bet: BetStandard, Name: "Standard wager",
				Wins: "both the five-card and the two-card hand beat the dealer's, set by the House Way (rule 13.21); a copy goes to the dealer (lines 3386-3389); one each is a stand-off; a foul loses or is re-set by the House Way (foul setting)",
				Pays: "1 to 1 less a 5% commission", Rule: ukWin},
			{Bet: BetFortune, Name: "Fortune side wager",
				Wins: "the best hand of the seven cards, however set, is a straight or better, or three pair where the table pays it (lines 3408-3410); beside the Fortune stake of the envy_qualifying amount or more, an Envy Bonus for every other player's hand of four of a kind or better (lines 3416-3420, 3508-3523), from the house",
				Pays: "the Fortune pay table (fortune_pay_table), and the Envy table's amounts (envy_pay_table)", Rule: gb("3398-3566")},
			{Bet: BetJokolor, Name: "Jokolor side wager",
				Wins: "the seven cards hold the joker, or are all of one colour, or six of one colour and the joker (lines 3575-3577): the highest only",
				Pays: "5, 10 or 30 to 1", Rule: gb("3567-3594")},
		},
		PayTables: pts,
		Settings:  append([]rules.SettingSpec(nil), ukSpecs...),
	}
}

// Notes are published figures for the game's page.
func (ukGame) Notes() []string { return ukNotes }

// HandRecord returns the record the game reads.
func (ukGame) HandRecord() any { return &UKRecord{} }

// ukHand is a decoded Great Britain round.
type ukHand struct {
	env    rules.Envelope
	dealer hand
	seats  []hand
	wagers []rules.Wager
	envy   []envyDecl
	// seatIdx maps a seat number to its index in seats.
	seatIdx map[int]int
}

// envyDecl is a declared Envy Bonus.
type envyDecl struct {
	seat, backline int
	payout         rules.Money
	field          string
}

func (h *ukHand) Envelope() rules.Envelope { return h.env }

// Decode reads one record strictly. Besides malformed fields it refuses
// what the rules do not allow: a set other than two and five cards, a
// card dealt twice or a second joker (one 53-card pack, line 3155), a
// position without its Standard wager or with two (lines 3207-3208,
// 3222-3223), a side wager without a Standard wager (lines 3225-3226), and
// backline bettors (one wager per position, line 3207).
func (ukGame) Decode(data []byte) (rules.Hand, error) {
	var r UKRecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != UKGameID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, UKGameID, UKGameID)
	}
	h := &ukHand{env: r.Envelope, seatIdx: map[int]int{}}
	h.dealer = parseSet("cards.dealer", r.Cards.Dealer.Front, r.Cards.Dealer.Back, true, ukSetting, errs)
	if len(r.Cards.Seats) == 0 {
		errs.Add("cards.seats", "lists no playing position; every position with a Standard wager is dealt seven cards (lines 3222-3229)")
	}
	for i, s := range r.Cards.Seats {
		f := fmt.Sprintf("cards.seats[%d]", i)
		if s.Seat < 1 || s.Seat > ukPositions {
			errs.Add(f+".seat", "must be a playing position from 1 to %d: a pack of 53 deals seven hands of seven, the dealer's included (line 3155)", ukPositions)
		} else if _, dup := h.seatIdx[s.Seat]; dup {
			errs.Add(f+".seat", "seat %d is listed twice", s.Seat)
		}
		h.seatIdx[s.Seat] = i
		x := parseSet(f, s.Front, s.Back, true, ukSetting, errs)
		x.seat = s.Seat
		h.seats = append(h.seats, x)
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, []string{BetStandard, BetFortune, BetJokolor}, errs)
	for i, w := range r.Wagers {
		if w.Backline != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].backline", i), "only one wager is accepted on each playing position (lines 3207-3208); %s has no backline bettors", UKGameID)
		}
		if w.Returned != "" {
			errs.Add(fmt.Sprintf("wagers[%d].returned", i), "the house banks every wager (line 3210); nothing is returned uncovered")
		}
	}
	for i, e := range r.Envy {
		f := fmt.Sprintf("envy[%d]", i)
		if e.Backline != 0 {
			errs.Add(f+".backline", "%s has no backline bettors (lines 3207-3208)", UKGameID)
		}
		h.envy = append(h.envy, envyDecl{seat: e.Seat, payout: rules.ParseAmount(f+".payout", e.Payout, false, errs), field: f})
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	hands := []*hand{&h.dealer}
	for i := range h.seats {
		hands = append(hands, &h.seats[i])
	}
	checkDeck(hands, 1, ukPack, errs)
	h.checkWagers(r.Wagers, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// checkWagers checks each position's wagers against the rules.
func (h *ukHand) checkWagers(in []rules.WagerRecord, errs *rules.InputError) {
	std := map[int]bool{}
	for _, w := range h.wagers {
		if w.Bet == BetStandard {
			std[w.Seat] = true
		}
	}
	sides := map[int]string{}
	for i, w := range h.wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		if _, ok := h.seatIdx[w.Seat]; !ok {
			errs.Add(f+".seat", "seat %d holds a wager but is not in cards.seats; list its seven cards", w.Seat)
			continue
		}
		if w.Bet != BetStandard {
			if !std[w.Seat] {
				errs.Add(f+".bet", "seat %d holds a %s side wager without a Standard wager (lines 3225-3226)", w.Seat, w.Bet)
			}
			if other, ok := sides[w.Seat]; ok && other != w.Bet {
				errs.Add(f+".bet", "seat %d holds both a %s and a %s side wager; a table offers one form of side wager (lines 3214-3216)", w.Seat, other, w.Bet)
			}
			sides[w.Seat] = w.Bet
		}
	}
	for _, s := range h.seats {
		if !std[s.seat] {
			errs.Add(fmt.Sprintf("cards.seats[%d]", h.seatIdx[s.seat]), "seat %d holds no Standard wager; all participating players place one before the deal (lines 3222-3223)", s.seat)
		}
	}
	seen := map[int]bool{}
	for _, e := range h.envy {
		if _, ok := h.seatIdx[e.seat]; !ok {
			errs.Add(e.field+".seat", "seat %d is paid an Envy Bonus but is not in cards.seats", e.seat)
		}
		if seen[e.seat] {
			errs.Add(e.field, "seat %d is listed twice; record the sum of its Envy Bonuses once", e.seat)
		}
		seen[e.seat] = true
	}
}

// ukSeat is what the cards give one position.
type ukSeat struct {
	set           hand // as played: the player's, or the House Way's after a foul re-set
	fouled        bool
	high, low     int // +1 beats the dealer's, -1 loses or copies
	front, back   Value
	seven         Seven
	fortune       Line
	jokolor       Line
	envyLine      Line // the Envy line this hand earns the others
	standardRes   rules.Result
	standardCite  rules.Cite
	houseWayReset Row
}

// Verify recomputes the round under the table's settings.
func (h *ukHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := ukSettingsOf(st)
	if err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	for i, w := range h.wagers {
		if w.Bet != BetStandard && w.Bet != s.side {
			errs.Add(fmt.Sprintf("wagers[%d].bet", i), "the table offers %s as its side wager, not %s (side_wager setting, lines 3214-3216)", sideText(s.side), w.Bet)
		}
	}
	if s.side != sideFortune && len(h.envy) > 0 {
		errs.Add("envy", "the table offers no Fortune wager, so no Envy Bonus (side_wager setting)")
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	r := ukRanking
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers)+len(h.envy))}

	// The dealer's set against the House Way (lines 3258-3267).
	hw, row := r.HouseWay(h.dealer.seven())
	dFront, dBack := r.Eval2(hw.Front), r.Eval5(hw.Back)
	gotFront, gotBack := h.dealer.values(r)
	detail := &UKDetail{HouseWayRow: row.Info().Name,
		Dealer:      HandDetail{High: dBack.String(), Low: dFront.String()},
		DealerAsSet: HandDetail{High: gotBack.String(), Low: gotFront.String()}}
	if gotFront != dFront || gotBack != dBack {
		v.Findings = append(v.Findings, rules.Finding{Bet: "dealer", Field: "set",
			Declared: describe(r, h.dealer.front, h.dealer.back), Expected: describe(r, hw.Front[:], hw.Back[:]),
			Rule: gb(row.Info().Lines),
			Message: fmt.Sprintf("the dealer set %s; the House Way (rule 13.21, %q) sets %s, against which the wagers are settled",
				describe(r, h.dealer.front, h.dealer.back), row.Info().Name, describe(r, hw.Front[:], hw.Back[:]))})
	}

	seats := make([]ukSeat, len(h.seats))
	for i := range h.seats {
		seats[i] = h.seatResult(&h.seats[i], dFront, dBack, s)
	}
	for _, w := range h.wagers {
		x := &seats[h.seatIdx[w.Seat]]
		switch w.Bet {
		case BetStandard:
			exp := x.standardRes
			if exp.Result == rules.Win {
				exp.Payout = w.Amount
				exp.Commission = s.commission(w.Amount)
			}
			v.Settle(w, exp, x.standardCite, ukCommission)
		case BetFortune:
			exp, cite := s.fortuneResult(w.Amount, x.fortune)
			v.Settle(w, exp, cite, rules.Cite{})
		case BetJokolor:
			exp, cite := jokolorResult(w.Amount, x.jokolor)
			v.Settle(w, exp, cite, rules.Cite{})
		}
	}
	h.settleEnvy(v, seats, s)
	for i := range h.seats {
		detail.Seats = append(detail.Seats, seatDetail(h.seats[i].seat, &seats[i]))
	}
	v.Outcome = rules.Outcome{Summary: detail.summary(), Detail: detail}
	return v, nil
}

func sideText(side string) string {
	if side == sideNone {
		return "no side wager"
	}
	return side
}

// seatResult compares one position's hands with the dealer's.
func (h *ukHand) seatResult(p *hand, dFront, dBack Value, s *ukSettings) ukSeat {
	r := ukRanking
	x := ukSeat{set: *p}
	x.seven = r.SevenOf(p.seven())
	x.fortune = ukFortuneLine(&x.seven)
	x.jokolor = jokolorLine(&x.seven)
	if x.fortune <= LineFourOfAKind && s.envy.row(x.fortune) != nil {
		x.envyLine = x.fortune
	} else {
		x.envyLine = LineNone
	}
	x.front, x.back = p.values(r)
	if x.front > x.back {
		x.fouled = true
		if !s.foulHouseWay {
			x.high, x.low = -1, -1
			x.standardRes, x.standardCite = rules.Result{Result: rules.Lose}, ukFoulLose
			return x
		}
		hw, row := r.HouseWay(p.seven())
		x.houseWayReset = row
		x.set = hand{seat: p.seat, front: hw.Front[:], back: hw.Back[:]}
		x.front, x.back = r.Eval2(hw.Front), r.Eval5(hw.Back)
	}
	x.high, x.low = versus(x.back, dBack), versus(x.front, dFront)
	switch {
	case x.high > 0 && x.low > 0:
		x.standardRes, x.standardCite = rules.Result{Result: rules.Win}, ukWin
	case x.high < 0 && x.low < 0:
		x.standardRes, x.standardCite = rules.Result{Result: rules.Lose}, ukLose
		if x.back == dBack || x.front == dFront {
			x.standardCite = ukCopy
		}
	default:
		x.standardRes, x.standardCite = rules.Result{Result: rules.Push}, ukPush
		if x.back == dBack || x.front == dFront {
			x.standardCite = ukCopy
		}
	}
	if x.fouled {
		x.standardCite = ukFoulReset
	}
	return x
}

// commission is 5% of a winning Standard wager's even-money win (line
// 3394), rounded by the table's setting.
func (s *ukSettings) commission(stake rules.Money) rules.Money {
	num := int64(stake) * 5
	if s.roundUp {
		return rules.Money((num + 99) / 100)
	}
	return rules.DownToCent.Apply(num, 100)
}

// fortuneResult settles a Fortune wager on its line.
func (s *ukSettings) fortuneResult(stake rules.Money, l Line) (rules.Result, rules.Cite) {
	row := s.fortune.row(l)
	if l == LineThreePair {
		switch {
		case s.threePair == threeLose, s.threePair == asPrinted && row == nil:
			return rules.Result{Result: rules.Lose}, gb("3455-3457")
		}
		cite := gb("3455-3457")
		if row != nil {
			cite = row.cite
		}
		return rules.Result{Result: rules.Push}, cite
	}
	if row == nil {
		return rules.Result{Result: rules.Lose}, ukFortuneLose
	}
	return rules.Result{Result: rules.Win, Payout: row.odds.Pay(stake)}, row.cite
}

func jokolorResult(stake rules.Money, l Line) (rules.Result, rules.Cite) {
	row := jokolorTable.row(l)
	if row == nil {
		return rules.Result{Result: rules.Lose}, ukJokolorLose
	}
	return rules.Result{Result: rules.Win, Payout: row.odds.Pay(stake)}, row.cite
}

// settleEnvy settles the Envy Bonus of every Envy Qualifying Hand: a
// bonus for each other position's seven cards holding four of a kind or
// better, never for its own or the dealer's (lines 3508-3523). The house
// pays it; it carries no stake of its own.
func (h *ukHand) settleEnvy(v *rules.Verdict, seats []ukSeat, s *ukSettings) {
	if s.side != sideFortune {
		return
	}
	declared := map[int]rules.Money{}
	for _, e := range h.envy {
		declared[e.seat] = e.payout
	}
	done := map[int]bool{}
	for _, w := range h.wagers {
		if w.Bet != BetFortune {
			continue
		}
		done[w.Seat] = true
		due, cite := envyDue(h.seats, seats, w.Seat, s.envy)
		if w.Amount < s.envyQualifies {
			due, cite = 0, ukEnvyQualify
		}
		d, ok := declared[w.Seat]
		if due == 0 && !ok {
			continue
		}
		settleBonus(v, w.Seat, 0, d, due, cite)
	}
	for _, e := range h.envy {
		if !done[e.seat] {
			settleBonus(v, e.seat, 0, e.payout, 0, ukEnvyQualify)
		}
	}
}

// envyDue sums the Envy Bonuses a bettor on seat's hand earns from the
// other positions' hands, and cites the lines that give them.
func envyDue(hands []hand, seats []ukSeat, seat int, t *payTable) (rules.Money, rules.Cite) {
	var due rules.Money
	cite := ukEnvyRule
	for i := range seats {
		if hands[i].seat == seat || seats[i].envyLine == LineNone {
			continue
		}
		row := t.row(seats[i].envyLine)
		due += row.amount
		cite = row.cite
	}
	return due, cite
}

// settleBonus settles a bonus paid without a stake (the Envy Bonus): a
// line of amount 0 that wins what it is due.
func settleBonus(v *rules.Verdict, seat, backline int, declared, due rules.Money, cite rules.Cite) {
	w := rules.Wager{Seat: seat, Backline: backline, Bet: BetEnvy,
		Declared: rules.Result{Result: rules.Lose, Payout: declared}}
	if declared > 0 {
		w.Declared.Result = rules.Win
	}
	exp := rules.Result{Result: rules.Lose}
	if due > 0 {
		exp = rules.Result{Result: rules.Win, Payout: due}
	}
	v.Settle(w, exp, cite, rules.Cite{})
}

func ukSettingsOf(st rules.Settings) (*ukSettings, error) {
	switch s := st.(type) {
	case *ukSettings:
		return s, nil
	case nil:
		d, err := ukGame{}.Settings(nil)
		if err != nil {
			return nil, err
		}
		return d.(*ukSettings), nil
	}
	d, err := ukGame{}.Settings(st.Values())
	if err != nil {
		return nil, err
	}
	return d.(*ukSettings), nil
}

// UKDetail is a Great Britain verdict's Outcome.Detail.
type UKDetail struct {
	// Dealer is the dealer's set by the House Way, HouseWayRow the row of
	// rule 13.21 it follows; DealerAsSet the set the record shows.
	Dealer      HandDetail   `json:"dealer"`
	DealerAsSet HandDetail   `json:"dealer_as_set"`
	HouseWayRow string       `json:"house_way_row"`
	Seats       []SeatDetail `json:"seats"`
}

// HandDetail names a set's two hands.
type HandDetail struct {
	High string `json:"high"`
	Low  string `json:"low"`
}

// SeatDetail is one position's outcome.
type SeatDetail struct {
	Seat int        `json:"seat"`
	Set  HandDetail `json:"set"`
	// Fouled: the two-card hand ranked above the five-card hand.
	Fouled bool `json:"fouled,omitempty"`
	// High and Low are win or lose (a copy loses) against the banker's.
	High string `json:"high"`
	Low  string `json:"low"`
	// Seven is the Fortune line the seven cards hold; Jokolor its line.
	Seven   string `json:"seven,omitempty"`
	Jokolor string `json:"jokolor,omitempty"`
}

func winLose(n int) string {
	if n > 0 {
		return rules.Win
	}
	return rules.Lose
}

func seatDetail(seat int, x *ukSeat) SeatDetail {
	d := SeatDetail{Seat: seat, Set: HandDetail{High: x.back.String(), Low: x.front.String()}, Fouled: x.fouled,
		High: winLose(x.high), Low: winLose(x.low)}
	if x.fortune != LineNone {
		d.Seven = x.fortune.String()
	}
	if x.jokolor != LineNone {
		d.Jokolor = x.jokolor.String()
	}
	return d
}

func (d *UKDetail) summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Dealer %s / %s (%s)", d.Dealer.High, d.Dealer.Low, d.HouseWayRow)
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d %s / %s: %s, %s", s.Seat, s.Set.High, s.Set.Low, s.High, s.Low)
		if s.Fouled {
			b.WriteString(" (fouled)")
		}
		if s.Seven != "" {
			b.WriteString(", " + s.Seven)
		}
	}
	return b.String()
}
