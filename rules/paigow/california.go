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

// pai-gow-poker: Pai Gow Poker in a California cardroom, banked by a
// player-dealer, in the three texts of seed 000: Pai Gow Poker (lines
// 973-1028; one joker, a bug), Joker's Wild Pai Gow Poker (lines 469-542;
// up to three jokers, wild) and Fortune Pai Gow Poker (lines 1556-1708;
// the standard game with the Fortune Bonus and Envy Bonus, 52 cards or 53
// with the Joker's Wild joker). The three texts deal the same hand and a
// record of one has the shape of the others, so they are one game whose
// version setting names the text the table deals; the Fortune Bonus and
// the Envy Bonus are refused where the version has none.

// GameID is the catalog id of Pai Gow Poker.
const GameID = "pai-gow-poker"

// Versions of the California game.
const (
	VersionPaiGow     = "pai_gow_poker"
	VersionJokersWild = "jokers_wild"
	VersionFortune    = "fortune"
)

// caPositions is the table: "A maximum of seven players including the
// player/dealer position" (line 1595), "seven piles of seven cards" (line
// 1589); the dice count these seven positions (lines 477, 981, 1590).
const caPositions = 7

// caCites are the lines one text of the game cites.
type caCites struct {
	text, deck, joker, dice, settle, setting, order  rules.Cite
	foul, foulSplit, backlineFoul, pdFoul, logical   rules.Cite
	win, push, lose, copy                            rules.Cite
	fortuneLose, envy, envyQualify, fortuneNeedsBase rules.Cite
	// cover: the player-dealer pays and collects as far as its wager
	// covers. Pai Gow Poker and Joker's Wild say so only of fouled hands
	// (lines 534-536, 1020-1021): the California Games' rule (line 3422).
	cover rules.Cite
}

var (
	paiGowCites = caCites{
		text: ca("973-1028"), deck: ca("977"), joker: ca("977"), dice: ca("981"), settle: ca("983"),
		setting: ca("984-986"), order: ca("1005"), foul: ca("1020"), foulSplit: ca("1021"),
		backlineFoul: ca("1023"), pdFoul: ca("1027"), logical: ca("1018"),
		win: ca("983"), push: ca("983"), lose: ca("983"), copy: ca("983"),
		cover: rules.RuleCaliforniaCover,
	}
	jokersWildCites = caCites{
		text: ca("469-542"), deck: ca("473"), joker: ca("531"), dice: ca("477"), settle: ca("479"),
		setting: ca("481-482"), order: ca("518"), foul: ca("534"), foulSplit: ca("536"),
		backlineFoul: ca("538"), pdFoul: ca("541"), logical: ca("532"),
		win: ca("479"), push: ca("479"), lose: ca("479"), copy: ca("479"),
		cover: rules.RuleCaliforniaCover,
	}
	// Fortune Pai Gow Poker follows "the, Bureau approved, procedures for
	// the standard Pai Gow Poker game(s)" (line 1629) for what its own
	// text leaves out: fouls and the logical way are Pai Gow Poker's.
	fortuneCites = caCites{
		text: ca("1556-1708"), deck: ca("1566"), joker: ca("1566"), dice: ca("1590"), settle: ca("1609"),
		setting: ca("984-986"), order: ca("1663-1664"), foul: ca("1020"), foulSplit: ca("1021"),
		backlineFoul: ca("1023"), pdFoul: ca("1027"), logical: ca("1018"),
		win: ca("1636"), push: ca("1670"), lose: ca("1609"), copy: ca("1665"),
		fortuneLose: ca("1619"), envy: ca("1621-1624"), envyQualify: ca("1603"), fortuneNeedsBase: ca("1603"),
		cover: ca("1636"),
	}
)

// envyMinimum is the Fortune stake that earns the Envy Bonus: "at least
// $5" (lines 1562, 1603).
var envyMinimum = rules.Dollars(5)

// Setting keys of the California game.
const (
	keyVersion  = "version"
	keyJokers   = "jokers"
	keyWheel    = "wheel"
	keyHouseWay = "house_way"

	wheelSecondHighest = "second_highest"
	wheelLowestValue   = "lowest"
	houseWay1321       = "rule_13_21"
)

var caSpecs = []rules.SettingSpec{
	{Key: keyVersion, Default: VersionFortune, Allowed: []string{VersionFortune, VersionPaiGow, VersionJokersWild}, Rule: ca("469-542"),
		Doc: "The text the table deals (interpretation PG-C1): fortune, the default, Fortune Pai Gow Poker (lines 1556-1708: winners paid 9 to 10, the Fortune Bonus and the Envy Bonus); pai_gow_poker, Pai Gow Poker (lines 973-1028: one joker, an ace or completing a straight or flush; winners paid even money); jokers_wild, Joker's Wild Pai Gow Poker (lines 469-542: one to three jokers, each any card; even money)."},
	{Key: keyJokers, Default: "1", Range: "0 to 3, as the version allows", Check: rules.IntBetween(0, 3), Rule: ca("473"),
		Doc: "Jokers in the deck: Pai Gow Poker has one (line 977); Joker's Wild one to three, \"a maximum of three (3) Jokers\" (line 473); Fortune none, \"a standard fifty-two (52) card deck\", or one for \"the Joker's Wild version\" (line 1566), wild as in Joker's Wild (interpretation PG-C4)."},
	{Key: keyWheel, Default: wheelSecondHighest, Allowed: []string{wheelSecondHighest, wheelLowestValue}, Rule: ca("990-1001"),
		Doc: "Where A-2-3-4-5 ranks among straights, which the California rankings do not say (lines 485-514, 990-1001, 1570-1581): second_highest, below 10-J-Q-K-A only, as the Pai Gow Poker of seed 002 lines 3177-3190 ranks it; lowest, as in poker."},
	{Key: keyHouseWay, Default: houseWay1321, Allowed: []string{houseWay1321}, Rule: ca("1018"),
		Doc: "The \"logical way\" the casino dealer sets a hand by: at a player's request (lines 532, 1018), for the backline wagers on a fouled hand (lines 538, 1023) and for a player-dealer's hand set fouled (lines 541, 1027). The California texts do not write it down; rule_13_21 is the House Way of seed 002 (lines 3268-3370), the only one the rule books print (interpretation PG-C2)."},
	fees.ScheduleSetting(GameID),
	rules.BankExhaustedSpec("None of the three texts says what follows: Pai Gow Poker and Joker's Wild forfeit a fouled hand's wager to the extent that money covers (lines 534-536, 1020-1021), and Fortune pays winners to the extent the player-dealer's wager covers the action (line 1636)."),
}

// caSettings are a California table's compiled settings.
type caSettings struct {
	values   map[string]string
	version  string
	jokers   int
	ranking  Ranking
	cites    *caCites
	schedule *fees.Option
	// exhausted is what follows once the player-dealer's wager is
	// exhausted (bank_exhausted).
	exhausted rules.Exhausted
}

func (s *caSettings) Values() map[string]string { return maps.Clone(s.values) }

func (s *caSettings) fortune() bool { return s.version == VersionFortune }

type caGame struct{}

// California returns Pai Gow Poker, Joker's Wild Pai Gow Poker and Fortune
// Pai Gow Poker as a California cardroom deals them (seed 000), one game
// with a version setting.
func California() rules.Game { return caGame{} }

func (caGame) Settings(values map[string]string) (rules.Settings, error) {
	v, err := rules.NormalizeSettings(caSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &caSettings{values: v, version: v[keyVersion], exhausted: rules.ExhaustedOf(v[rules.SettingBankExhausted])}
	s.jokers, _ = strconv.Atoi(v[keyJokers])
	switch s.version {
	case VersionPaiGow:
		s.cites, s.ranking.Joker = &paiGowCites, Bug
		if s.jokers != 1 {
			return nil, rules.Invalid("settings."+keyJokers, "Pai Gow Poker is dealt with one joker (line 977), not %d", s.jokers)
		}
	case VersionJokersWild:
		s.cites, s.ranking.Joker = &jokersWildCites, Wild
		if s.jokers < 1 {
			return nil, rules.Invalid("settings."+keyJokers, "Joker's Wild Pai Gow Poker is dealt with one to three jokers (line 473), not %d", s.jokers)
		}
	case VersionFortune:
		s.cites, s.ranking.Joker = &fortuneCites, Wild
		if s.jokers > 1 {
			return nil, rules.Invalid("settings."+keyJokers, "Fortune Pai Gow Poker is dealt with 52 cards or 53 with one joker (line 1566), not %d jokers", s.jokers)
		}
	}
	if v[keyWheel] == wheelLowestValue {
		s.ranking.Wheel = WheelLowest
	}
	if s.schedule, err = fees.ScheduleFor(GameID, v[fees.ScheduleKey]); err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	// Fortune Pai Gow Poker's own "Collection Fees for this game" (FPG-OWN,
	// seed 000 lines 1693-1708) are that version's only (interpretation OS6).
	if s.schedule != nil && s.schedule.Set.ID == "FPG-OWN" && !s.fortune() {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%s is Fortune Pai Gow Poker's own schedule (line 1693); the table deals %s", s.schedule, s.version)
	}
	return s, nil
}

func (caGame) Info() rules.GameInfo {
	pts := []rules.PayTable{
		{ID: "standard", Name: "Standard wager", Rows: []rules.PayRow{
			{Outcome: "Both hands beat the player-dealer's (Pai Gow Poker, Joker's Wild)", Pays: "1 to 1", Rule: ca("983")},
			{Outcome: "Both hands beat the player-dealer's (Fortune Pai Gow Poker)", Pays: "9 to 10", Rule: ca("1636")},
			{Outcome: "One hand wins and the other loses, or the player-dealer loses one and ties the other", Pays: "push", Rule: ca("983")},
			{Outcome: "The player-dealer wins both, or wins one and ties the other", Pays: "loses", Rule: ca("983")},
		}},
		caFortune.info(""),
		caEnvy.info(""),
	}
	return rules.GameInfo{
		ID: GameID, Name: "Pai Gow Poker, Joker's Wild Pai Gow Poker and Fortune Pai Gow Poker (California, player-dealer)",
		Family: "poker", Banking: "player_dealer",
		Sources: []rules.Cite{ca("973-1028"), ca("469-542"), ca("1556-1708"), ca("3059-3102")},
		Decks:   "one 52-card deck with one joker (Pai Gow Poker, a bug), one to three wild jokers (Joker's Wild), or none or one wild joker (Fortune): the version and jokers settings",
		Wagers: []rules.WagerInfo{
			{Bet: BetStandard, Name: "Pai Gow wager",
				Wins: "both hands rank higher than the player-dealer's; one each is a push, and a tie goes to the player-dealer (lines 479, 983); a fouled hand is forfeited (lines 534-536, 1020-1021) and its backline wagers are settled on the hand set the logical way (lines 538, 1023)",
				Pays: "1 to 1; 9 to 10 in Fortune Pai Gow Poker (line 1636)", Rule: ca("983")},
			{Bet: BetFortune, Name: "Fortune Bonus (Fortune Pai Gow Poker)",
				Wins: "the best hand of the seven cards is a straight or better (lines 1616-1619); with a stake of at least $5, an Envy Bonus from the player-dealer for every other player's hand on the Envy table (lines 1621-1624)",
				Pays: "the Fortune Bonus table, 2 to 1 up to 500 to 1; Envy $10 to $200", Rule: ca("1676-1685")},
		},
		PayTables: pts,
		Settings:  append([]rules.SettingSpec(nil), caSpecs...),
	}
}

// Notes are published figures for the game's page.
func (caGame) Notes() []string { return caNotes }

// HandRecord returns the record the game reads.
func (caGame) HandRecord() any { return &CARecord{} }

// CARecord is the JSON form of one California hand:
//
//	{"table_id": "PGP-2", "hand_number": 31, "game": "pai-gow-poker",
//	 "dealt_at": "2026-11-21T23:02:10-08:00", "dice": 10,
//	 "cards": {"player_dealer": {"front": ["QS", "9H"], "back": ["KD", "KC", "7S", "4H", "2C"]},
//	           "seats": [{"seat": 3, "front": ["AS", "JD"], "back": ["TH", "TC", "8D", "5S", "3C"]}]},
//	 "player_dealer": {"seat": 1, "bank": "300.00", "net": "40.00"},
//	 "wagers": [{"seat": 3, "bet": "standard", "amount": "40.00", "result": "lose", "payout": "0.00"}],
//	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": "2.00"}, {"seat": 3, "kind": "player", "amount": "1.00"}]}
//
// dice is the total of the three dice, which places the action button
// (lines 477, 981, 1590). Each hand is listed as set; a hand set three and
// four, or one and six, is listed so and is fouled (lines 536, 1021).
type CARecord struct {
	rules.Envelope
	Dice         int                       `json:"dice"`
	Cards        CACards                   `json:"cards"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Envy         []EnvyRecord              `json:"envy,omitempty"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// CACards holds the player-dealer's set and each wagering seat's.
type CACards struct {
	PlayerDealer SetRecord    `json:"player_dealer"`
	Seats        []SeatRecord `json:"seats"`
}

// caHand is a decoded California hand.
type caHand struct {
	env         rules.Envelope
	dice        int
	pdSet       hand
	seats       []hand
	seatIdx     map[int]int
	pd          rules.PlayerDealer
	wagers      []rules.Wager
	envy        []envyDecl
	collections []rules.Collection
}

func (h *caHand) Envelope() rules.Envelope { return h.env }

// Decode reads one record strictly and refuses what no version allows.
func (caGame) Decode(data []byte) (rules.Hand, error) {
	var r CARecord
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != GameID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, GameID, GameID)
	}
	h := &caHand{env: r.Envelope, dice: r.Dice, seatIdx: map[int]int{}}
	if r.Dice < 3 || r.Dice > 18 {
		errs.Add("dice", "must be the total of the three dice, 3 to 18 (lines 477, 981, 1590)")
	}
	h.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
	if r.PlayerDealer != nil && r.PlayerDealer.Seat > caPositions {
		errs.Add("player_dealer.seat", "is %d; the table has seven positions, the player-dealer's included (line 1595)", r.PlayerDealer.Seat)
	}
	h.pdSet = parseSet("cards.player_dealer", r.Cards.PlayerDealer.Front, r.Cards.PlayerDealer.Back, false, "lines 478, 982", errs)
	if len(r.Cards.Seats) == 0 {
		errs.Add("cards.seats", "lists no seat; every seat with a wager is dealt seven cards (line 1591)")
	}
	for i, s := range r.Cards.Seats {
		f := fmt.Sprintf("cards.seats[%d]", i)
		switch {
		case s.Seat < 1 || s.Seat > caPositions:
			errs.Add(f+".seat", "must be a seat from 1 to %d (line 1595)", caPositions)
		case r.PlayerDealer != nil && s.Seat == r.PlayerDealer.Seat:
			errs.Add(f+".seat", "is the player-dealer's seat; its hand is cards.player_dealer")
		default:
			if _, dup := h.seatIdx[s.Seat]; dup {
				errs.Add(f+".seat", "seat %d is listed twice", s.Seat)
			}
		}
		h.seatIdx[s.Seat] = i
		x := parseSet(f, s.Front, s.Back, false, "lines 478, 982", errs)
		x.seat, x.houseWay = s.Seat, s.HouseWay
		h.seats = append(h.seats, x)
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the hand's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, []string{BetStandard, BetFortune}, errs)
	for i, e := range r.Envy {
		f := fmt.Sprintf("envy[%d]", i)
		h.envy = append(h.envy, envyDecl{seat: e.Seat, backline: e.Backline, field: f,
			payout: rules.ParseAmount(f+".payout", e.Payout, false, errs)})
	}
	h.collections = rules.ParseCollections(r.Collections, errs)
	for i, c := range r.Collections {
		if c.Seat > caPositions {
			errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d", c.Seat, caPositions)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	hands := []*hand{&h.pdSet}
	for i := range h.seats {
		hands = append(hands, &h.seats[i])
	}
	checkDeck(hands, 3, "lines 473, 977, 1566", errs)
	h.checkWagers(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

func (h *caHand) checkWagers(errs *rules.InputError) {
	type bettor struct{ seat, backline int }
	std := map[bettor]bool{}
	seatHasStd := map[int]bool{}
	for _, w := range h.wagers {
		if w.Bet == BetStandard {
			std[bettor{w.Seat, w.Backline}] = true
			seatHasStd[w.Seat] = true
		}
	}
	for i, w := range h.wagers {
		f := fmt.Sprintf("wagers[%d]", i)
		switch {
		case w.Seat == h.pd.Seat:
			errs.Add(f+".seat", "is the player-dealer's seat; the player-dealer banks the hand and does not bet against itself")
		case !hasSeat(h.seatIdx, w.Seat):
			errs.Add(f+".seat", "seat %d holds a wager but is not in cards.seats; list its seven cards", w.Seat)
		}
		if w.Bet == BetFortune && !std[bettor{w.Seat, w.Backline}] {
			errs.Add(f+".bet", "a Fortune Bonus needs a standard Pai Gow wager by the same bettor (line 1603)")
		}
	}
	for i, s := range h.seats {
		if !seatHasStd[s.seat] {
			errs.Add(fmt.Sprintf("cards.seats[%d]", i), "seat %d holds no Pai Gow wager; a pile dealt to a seat without a wager is retrieved (line 1591)", s.seat)
		}
	}
	seen := map[bettor]bool{}
	for _, e := range h.envy {
		b := bettor{e.seat, e.backline}
		if seen[b] {
			errs.Add(e.field, "seat %d (backline %d) is listed twice; record the sum of its Envy Bonuses once", e.seat, e.backline)
		}
		seen[b] = true
		if !hasSeat(h.seatIdx, e.seat) {
			errs.Add(e.field+".seat", "seat %d is paid an Envy Bonus but is not in cards.seats", e.seat)
		}
	}
}

func hasSeat(m map[int]int, seat int) bool {
	_, ok := m[seat]
	return ok
}

// caActionSeat places the action button: the dice count the seven
// positions clockwise from the player-dealer's as 1; 1, 8 and 15 fall on
// the player-dealer, and the player on its left takes the button (lines
// 477, 981, 1590).
func caActionSeat(dice, pdSeat int) int {
	k := (dice - 1) % caPositions
	if k == 0 {
		k = 1
	}
	return (pdSeat-1+k)%caPositions + 1
}

// caSeat is what the cards give one seat's hand.
type caSeat struct {
	fouled   bool
	asSet    [2]Value // front, back as the player set them
	logical  Set      // the house way set
	logicalV [2]Value
	seven    Seven
	fortune  Line
	envyLine Line
	misSet   bool // set by the dealer on request, against the house way
}

// Verify recomputes the hand under the table's settings.
func (h *caHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := caSettingsOf(st)
	if err != nil {
		return nil, err
	}
	c := s.cites
	errs := &rules.InputError{}
	if !s.fortune() {
		for i, w := range h.wagers {
			if w.Bet == BetFortune {
				errs.Add(fmt.Sprintf("wagers[%d].bet", i), "the table deals %s, which has no Fortune Bonus (version setting)", versionName(s.version))
			}
		}
		if len(h.envy) > 0 {
			errs.Add("envy", "the table deals %s, which has no Envy Bonus (version setting)", versionName(s.version))
		}
	}
	hands := []*hand{&h.pdSet}
	for i := range h.seats {
		hands = append(hands, &h.seats[i])
	}
	checkDeck(hands, s.jokers, "jokers setting, "+c.deck.String(), errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	r := s.ranking
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers)+len(h.envy))}
	detail := &CADetail{Version: s.version}

	// The player-dealer's hand "can never be set fouled"; one played so is
	// set the logical way (lines 541, 1027).
	pdFront, pdBack, pdRow := h.pdValues(r)
	detail.PlayerDealer = HandDetail{High: pdBack.String(), Low: pdFront.String()}
	if pdRow != RowNone {
		hw, _ := r.HouseWay(h.pdSet.seven())
		v.Findings = append(v.Findings, rules.Finding{Seat: h.pd.Seat, Bet: "player_dealer", Field: "set",
			Declared: describe(r, h.pdSet.front, h.pdSet.back), Expected: describe(r, hw.Front[:], hw.Back[:]), Rule: c.pdFoul,
			Message: "the player-dealer's hand was set fouled; a player-dealer's hand can never be set fouled, and the casino sets it the logical way (" +
				pdRow.Info().Name + "), against which the wagers are settled"})
		detail.PlayerDealerFouled = true
	}

	seats := make([]caSeat, len(h.seats))
	for i := range h.seats {
		seats[i] = h.seatResult(&h.seats[i], r, s)
		if seats[i].misSet {
			x := &h.seats[i]
			v.Findings = append(v.Findings, rules.Finding{Seat: x.seat, Bet: BetStandard, Field: "set",
				Declared: describe(r, x.front, x.back), Expected: describe(r, seats[i].logical.Front[:], seats[i].logical.Back[:]), Rule: c.logical,
				Message: fmt.Sprintf("seat %d's hand was set by the dealer at the player's request (house_way) but not the logical way; the casino plays such a hand only the logical way", x.seat)})
		}
	}

	action := caActionSeat(h.dice, h.pd.Seat)
	order := h.order(action)
	cover := rules.Cover{Bank: h.pd.Bank, Exhausted: s.exhausted, Rule: c.cover, OutRule: rules.RuleCaliforniaCover}
	for _, i := range order {
		w := h.wagers[i]
		x := &seats[h.seatIdx[w.Seat]]
		var full rules.Result
		var cite rules.Cite
		if w.Bet == BetFortune {
			full, cite = caFortuneResult(w.Amount, x.fortune, c)
		} else {
			full, cite = h.standard(w, x, pdFront, pdBack, s)
		}
		cover.Settle(v, w, full, cite)
	}
	if s.fortune() {
		h.settleEnvy(v, seats, &cover, action, c)
	}
	cover.CheckNet(v, h.pd)
	h.settleCollections(v, s)

	detail.ActionSeat = action
	for i := range h.seats {
		x := &seats[i]
		d := SeatDetail{Seat: h.seats[i].seat, Set: HandDetail{High: x.asSet[1].String(), Low: x.asSet[0].String()},
			Fouled: x.fouled, High: winLose(versus(x.asSet[1], pdBack)), Low: winLose(versus(x.asSet[0], pdFront))}
		if x.fouled {
			d.High, d.Low = rules.Lose, rules.Lose
		}
		if s.fortune() && x.fortune != LineNone {
			d.Seven = x.fortune.String()
		}
		detail.Seats = append(detail.Seats, d)
	}
	v.Outcome = rules.Outcome{Summary: detail.summary(), Detail: detail}
	return v, nil
}

// pdValues returns the player-dealer's two hands as played, and the House
// Way row when a fouled set was replaced by the logical way.
func (h *caHand) pdValues(r Ranking) (front, back Value, row Row) {
	if h.pdSet.twoFive() && !h.pdSet.fouled(r) {
		f, b := h.pdSet.values(r)
		return f, b, RowNone
	}
	hw, row := r.HouseWay(h.pdSet.seven())
	return r.Eval2(hw.Front), r.Eval5(hw.Back), row
}

func (h *caHand) seatResult(p *hand, r Ranking, s *caSettings) caSeat {
	var x caSeat
	x.fouled = !p.twoFive() || p.fouled(r)
	if p.twoFive() {
		x.asSet[0], x.asSet[1] = p.values(r)
	}
	hw, _ := r.HouseWay(p.seven())
	x.logical = hw
	x.logicalV = [2]Value{r.Eval2(hw.Front), r.Eval5(hw.Back)}
	x.misSet = p.houseWay && !(p.twoFive() && x.asSet == x.logicalV)
	if s.fortune() {
		x.seven = r.SevenOf(p.seven())
		x.fortune = caFortuneLine(&x.seven)
		x.envyLine = LineNone
		if caEnvy.row(x.fortune) != nil {
			x.envyLine = x.fortune
		}
	}
	return x
}

// standard settles a Pai Gow wager in full, before the player-dealer's
// bank: the seated player's fouled hand is forfeited (lines 534-536,
// 1020-1021); a backline wager on it is settled on the hand set the
// logical way (lines 538, 1023).
func (h *caHand) standard(w rules.Wager, x *caSeat, pdFront, pdBack Value, s *caSettings) (rules.Result, rules.Cite) {
	c := s.cites
	front, back := x.asSet[0], x.asSet[1]
	if x.fouled {
		if w.Backline == 0 {
			return rules.Result{Result: rules.Lose}, c.foul
		}
		front, back = x.logicalV[0], x.logicalV[1]
	}
	hi, lo := versus(back, pdBack), versus(front, pdFront)
	cite := func(def rules.Cite) rules.Cite {
		if x.fouled {
			return c.backlineFoul
		}
		if back == pdBack || front == pdFront {
			return c.copy
		}
		return def
	}
	switch {
	case hi > 0 && lo > 0:
		odds := rules.ToOne(1)
		if s.fortune() {
			odds = rules.Odds{Win: 9, Per: 10}
		}
		return rules.Result{Result: rules.Win, Payout: odds.Pay(w.Amount)}, cite(c.win)
	case hi < 0 && lo < 0:
		return rules.Result{Result: rules.Lose}, cite(c.lose)
	}
	return rules.Result{Result: rules.Push}, cite(c.push)
}

func caFortuneResult(stake rules.Money, l Line, c *caCites) (rules.Result, rules.Cite) {
	row := caFortune.row(l)
	if row == nil {
		return rules.Result{Result: rules.Lose}, c.fortuneLose
	}
	return rules.Result{Result: rules.Win, Payout: row.odds.Pay(stake)}, row.cite
}

// order is the settlement order: seat by seat clockwise from the action
// button (lines 518, 1005, 1663-1664), the seated player before the
// backline bettors, each bettor's Pai Gow wager before its Fortune Bonus
// (lines 1615, 1637).
func (h *caHand) order(action int) []int {
	idx := make([]int, len(h.wagers))
	for i := range idx {
		idx[i] = i
	}
	pos := func(seat int) int { return ((seat-action)%caPositions + caPositions) % caPositions }
	rank := func(bet string) int {
		if bet == BetFortune {
			return 1
		}
		return 0
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		wa, wb := &h.wagers[a], &h.wagers[b]
		if d := pos(wa.Seat) - pos(wb.Seat); d != 0 {
			return d
		}
		if d := wa.Backline - wb.Backline; d != 0 {
			return d
		}
		return rank(wa.Bet) - rank(wb.Bet)
	})
	return idx
}

// settleEnvy settles the Envy Bonuses the player-dealer pays "at the end of
// the round" (lines 1621-1624): to each bettor with a Fortune Bonus of $5
// or more, the Envy amount of every other seat's hand on the Envy table,
// never for its own hand or the player-dealer's; seat by seat from the
// action button, within the player-dealer's bank.
func (h *caHand) settleEnvy(v *rules.Verdict, seats []caSeat, cover *rules.Cover, action int, c *caCites) {
	type bettor struct{ seat, backline int }
	declared := map[bettor]rules.Money{}
	for _, e := range h.envy {
		declared[bettor{e.seat, e.backline}] = e.payout
	}
	done := map[bettor]bool{}
	for _, i := range h.order(action) {
		w := h.wagers[i]
		if w.Bet != BetFortune {
			continue
		}
		b := bettor{w.Seat, w.Backline}
		done[b] = true
		var due rules.Money
		cite := c.envy
		if w.Amount >= envyMinimum {
			for j := range seats {
				if h.seats[j].seat == w.Seat || seats[j].envyLine == LineNone {
					continue
				}
				row := caEnvy.row(seats[j].envyLine)
				due += row.amount
				cite = row.cite
			}
		} else {
			cite = c.envyQualify
		}
		d, ok := declared[b]
		if due == 0 && !ok {
			continue
		}
		h.settleEnvyLine(v, cover, b.seat, b.backline, d, due, cite)
	}
	for _, e := range h.envy {
		if b := (bettor{e.seat, e.backline}); !done[b] {
			h.settleEnvyLine(v, cover, e.seat, e.backline, e.payout, 0, c.envyQualify)
		}
	}
}

func (h *caHand) settleEnvyLine(v *rules.Verdict, cover *rules.Cover, seat, backline int, declared, due rules.Money, cite rules.Cite) {
	w := rules.Wager{Seat: seat, Backline: backline, Bet: BetEnvy, Declared: rules.Result{Result: rules.Lose, Payout: declared}}
	if declared > 0 {
		w.Declared.Result = rules.Win
	}
	exp := rules.Result{Result: rules.Lose}
	if due > 0 {
		full := rules.Result{Result: rules.Win, Payout: due}
		out := cover.Out()
		exp = cover.Apply(0, full)
		if exp != full {
			cite = cover.Rule
			if out {
				cite = cover.OutRule
			}
		}
		// An Envy Bonus the bank can no longer pay at all is not paid; a
		// record states it by leaving it out or listing 0.00, which is all
		// the envy list can say.
		if exp.Result == rules.NoAction && declared == 0 {
			w.Declared.Result = rules.NoAction
		}
	}
	v.SettleCovered(w, exp, cite)
}

// settleCollections checks the collections against the table's schedule:
// a fee per hand from the player-dealer and, under options 1 to 16, a fee
// per betting circle holding a game wager (line 3061); the Fortune Bonus is
// a bonus bet, counted in the total table action only.
func (h *caHand) settleCollections(v *rules.Verdict, s *caSettings) {
	if s.schedule == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	circles := map[int]int{}
	var action rules.Money
	for _, w := range h.wagers {
		action += w.Amount
		if w.Bet == BetStandard {
			circles[w.Seat]++
		}
	}
	due, err := s.schedule.CaliforniaDues(h.pd.Seat, circles, action, h.collections)
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, ca("3061"), err)
		return
	}
	fees.CheckDues(v, h.collections, due)
}

func versionName(v string) string {
	switch v {
	case VersionJokersWild:
		return "Joker's Wild Pai Gow Poker"
	case VersionFortune:
		return "Fortune Pai Gow Poker"
	}
	return "Pai Gow Poker"
}

func caSettingsOf(st rules.Settings) (*caSettings, error) {
	switch s := st.(type) {
	case *caSettings:
		return s, nil
	case nil:
		d, err := caGame{}.Settings(nil)
		if err != nil {
			return nil, err
		}
		return d.(*caSettings), nil
	}
	d, err := caGame{}.Settings(st.Values())
	if err != nil {
		return nil, err
	}
	return d.(*caSettings), nil
}

// CADetail is a California verdict's Outcome.Detail.
type CADetail struct {
	Version string `json:"version"`
	// ActionSeat is where settlement began.
	ActionSeat int `json:"action_seat"`
	// PlayerDealer is the player-dealer's set as played (the logical way
	// when it was set fouled).
	PlayerDealer       HandDetail   `json:"player_dealer"`
	PlayerDealerFouled bool         `json:"player_dealer_fouled,omitempty"`
	Seats              []SeatDetail `json:"seats"`
}

func (d *CADetail) summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: player-dealer %s / %s", versionName(d.Version), d.PlayerDealer.High, d.PlayerDealer.Low)
	if d.PlayerDealerFouled {
		b.WriteString(" (set fouled; played the logical way)")
	}
	for _, s := range d.Seats {
		if s.Fouled {
			fmt.Fprintf(&b, "; seat %d fouled", s.Seat)
		} else {
			fmt.Fprintf(&b, "; seat %d %s / %s: %s, %s", s.Seat, s.Set.High, s.Set.Low, s.High, s.Low)
		}
		if s.Seven != "" {
			b.WriteString(", " + s.Seven)
		}
	}
	fmt.Fprintf(&b, "; action from seat %d", d.ActionSeat)
	return b.String()
}
