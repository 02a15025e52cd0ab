package threecard

import (
	"fmt"
	"maps"
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// GameID is Three Card Poker 6 Card Bonus, the California player-dealer
// game (seed 000 lines 2419-2642), under the catalog id of Three Card Poker.
const GameID = "three-card-poker"

func ca(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

// The rule book lines the California game cites.
var (
	caSection     = ca("2419-2642")
	caSeats       = "seed 000 line 2442" // eight players with the player-dealer
	caDeck        = "seed 000 lines 2446-2448"
	caDeal        = "seed 000 line 2490"
	caPlayRule    = "seed 000 lines 2477, 2497"
	caFoldRule    = "seed 000 line 2497"
	caCiteFold    = ca("2497")      // fold: the Ante is forfeited
	caCitePPFold  = ca("2498")      // fold: the Pair Plus is forfeited too
	caCiteSixFold = ca("2499")      // fold: the 6 Card Bonus still pays
	caCiteNoQPlay = ca("2505")      // PD does not qualify: Play no action
	caCiteNoQAnte = ca("2506")      // PD does not qualify: Ante won if higher, else push
	caCiteWin     = ca("2508")      // PD qualifies, player higher: both even money
	caCiteLose    = ca("2509")      // PD qualifies, PD higher: both lost
	caCiteTie     = ca("2510")      // equal: push
	caCiteOrder   = ca("2513")      // settlement order
	caCiteForfeit = ca("2500")      // forfeited wagers collected after the decisions
	caCitePPLose  = ca("2528")      // Pair Plus without a qualifying hand
	caCitePPTable = ca("2532-2540") // Pair Plus pay table
	caCiteSixLose = ca("2551")      // 6 Card Bonus without a qualifying hand
	caCiteSixBest = ca("2549")      // best five of the player's and PD's six
	caCiteSixTab  = ca("2559-2566") // TCB-6B4
	caCiteQualify = ca("2504")      // queen high
	caCiteCover   = ca("2514")      // payoffs limited to the player-dealer's wager
	// the wagers the exhausted wager does not cover are returned (the Pair
	// Plus's text; the 6 Card Bonus's repeats it at 2557)
	caCiteUncovered = ca("2531")
)

// MaxSeats is the table: "A maximum of eight players including the
// player-dealer position" (line 2442), seats 1 to 8 clockwise.
const MaxSeats = 8

// The Pair Plus (lines 2534-2540).
var caPairPlus = []threeRow{
	{"Mini Royal Flush", poker.ThreeStraightFlush, true, rules.ToOne(200), ca("2535")},
	{"Straight Flush", poker.ThreeStraightFlush, false, rules.ToOne(40), ca("2536")},
	{"Three of a Kind", poker.ThreeTrips, false, rules.ToOne(30), ca("2537")},
	{"Straight", poker.ThreeStraight, false, rules.ToOne(6), ca("2538")},
	{"Flush", poker.ThreeFlush, false, rules.ToOne(3), ca("2539")},
	{"One Pair", poker.ThreePair, false, rules.ToOne(1), ca("2540")},
}

// fiveRow is a line of the 6 Card Bonus: a five-card category, or the
// Royal Flush among straight flushes.
type fiveRow struct {
	outcome string
	cat     poker.Category
	royal   bool
	odds    rules.Odds
	rule    rules.Cite
}

// The 6 Card Bonus, pay table TCB-6B4 (lines 2559-2566).
var sixCardBonus = []fiveRow{
	{"Royal Flush", poker.StraightFlush, true, rules.ToOne(1000), ca("2560")},
	{"Straight Flush", poker.StraightFlush, false, rules.ToOne(200), ca("2561")},
	{"Four of a Kind", poker.FourOfAKind, false, rules.ToOne(100), ca("2562")},
	{"Full House", poker.FullHouse, false, rules.ToOne(20), ca("2563")},
	{"Flush", poker.Flush, false, rules.ToOne(15), ca("2564")},
	{"Straight", poker.Straight, false, rules.ToOne(10), ca("2565")},
	{"Three of a Kind", poker.ThreeOfAKind, false, rules.ToOne(7), ca("2566")},
}

func sixRowOf(v poker.Value) *fiveRow {
	for i := range sixCardBonus {
		r := &sixCardBonus[i]
		if r.cat == v.Category() && r.royal == v.IsRoyal() {
			return r
		}
	}
	return nil
}

// caBets are the bets in the order each player's are settled (line 2513).
var caBets = []string{BetAnte, BetPlay, BetPairPlus, BetSixCardBonus}

// CASettings are a California table's compiled settings.
type CASettings struct {
	// Schedule is the collection schedule option posted at the table, nil
	// for none.
	Schedule *fees.Option
	value    string
}

// DefaultCASettings returns the settings of a table that sets nothing.
func DefaultCASettings() *CASettings { return &CASettings{value: fees.NoSchedule} }

// Values returns the settings in record form.
func (s *CASettings) Values() map[string]string {
	v := s.value
	if v == "" {
		v = fees.NoSchedule
		if s.Schedule != nil {
			v = s.Schedule.Set.ID + "/" + s.Schedule.Label
		}
	}
	return map[string]string{fees.ScheduleKey: v}
}

func caSpecs() []rules.SettingSpec { return []rules.SettingSpec{scheduleSetting()} }

func compileCA(values map[string]string) (*CASettings, error) {
	v, err := rules.NormalizeSettings(caSpecs(), values)
	if err != nil {
		return nil, err
	}
	o, err := scheduleFor(v[fees.ScheduleKey])
	if err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	return &CASettings{Schedule: o, value: v[fees.ScheduleKey]}, nil
}

func caSettingsFor(s rules.Settings) (*CASettings, error) {
	switch v := s.(type) {
	case nil:
		return DefaultCASettings(), nil
	case *CASettings:
		if v == nil {
			return DefaultCASettings(), nil
		}
		return v, nil
	}
	return compileCA(maps.Clone(s.Values()))
}

type caGame struct{}

// California returns Three Card Poker 6 Card Bonus, the California
// player-dealer game.
func California() rules.Game { return caGame{} }

func (caGame) Settings(values map[string]string) (rules.Settings, error) { return compileCA(values) }

func (caGame) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      GameID,
		Name:    "Three Card Poker 6 Card Bonus (California, player-dealer)",
		Family:  "poker",
		Banking: "player_dealer",
		Sources: []rules.Cite{caSection},
		Decks:   "one 52-card deck a round, two decks alternating through a single-deck shuffler (lines 2446-2448)",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "required of every player; won when the hand beats the player-dealer's, whether or not the player-dealer qualifies; " +
					"when the player-dealer does not qualify, a push unless the hand is higher; lost on a fold and to a qualifying higher hand",
				Pays: "1 to 1", Rule: caCiteNoQAnte},
			{Bet: BetPlay, Name: "Play",
				Wins: "made equal to the Ante instead of folding; wins when the hand beats the player-dealer's qualifying (queen high) hand; " +
					"no action when the player-dealer does not qualify; a push on equal hands",
				Pays: "1 to 1", Rule: caCiteWin},
			{Bet: BetPairPlus, Name: "Pair Plus",
				Wins: "beside an Ante: the player's three cards hold a pair or better, whatever the player-dealer holds; forfeited on a fold",
				Pays: "1 to 1 a pair up to 200 to 1 a mini royal flush (Pair Plus table)", Rule: caCitePPTable},
			{Bet: BetSixCardBonus, Name: "6 Card Bonus",
				Wins: "beside an Ante: the best five of the player's three cards and the player-dealer's three make three of a kind or better; " +
					"still paid after a fold",
				Pays: "7 to 1 three of a kind up to 1,000 to 1 a royal flush (TCB-6B4)", Rule: caCiteSixTab},
		},
		PayTables: []rules.PayTable{
			threePayTable("pair_plus", "Pair Plus", "", caPairPlus),
			sixCardTable(),
		},
		Settings: caSpecs(),
	}
}

func sixCardTable() rules.PayTable {
	pt := rules.PayTable{ID: "six_card_bonus", Name: "6 Card Bonus, TCB-6B4"}
	for _, r := range sixCardBonus {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.outcome, Pays: r.odds.String(), Rule: r.rule})
	}
	return pt
}

// Notes are published figures for the game's page.
func (caGame) Notes() []string {
	return []string{
		"The rule book prints the 6 Card Bonus table TCB-6B4 with a \"House Advantage 8.56%\" and a \"Hit frequency 7.2798%\" " +
			"(lines 2567-2568). Over all 20,358,520 sets of six cards the engine counts 1,482,064 that make three of a kind or better " +
			"(188 royal flushes, 1,656 straight flushes, 14,664 fours of a kind, 165,984 full houses, 205,792 flushes, 361,620 straights " +
			"and 732,160 threes of a kind), a hit frequency of 7.2798%, " +
			"and a return of -1,742,976/20,358,520 per unit: a house advantage of 8.5614%.",
		"The Ante is settled by this rule book's own rule: when the player-dealer does not qualify, a higher hand wins even money " +
			"and a lower or equal one pushes (line 2506), and no Ante Bonus is paid. The optimal strategy is still the standard game's, " +
			"play Q-6-4 or better: every hand it plays beats every hand that does not qualify, so the push never comes into play. " +
			"Under it the Ante and Play together return -0.086580 per unit of Ante to the player, a gain of the player-dealer's, " +
			"not the house's (the Wizard of Odds' 3.37% for the standard game, https://wizardofodds.com/games/three-card-poker/, " +
			"less the Ante Bonus's 5.29%).",
		"The Pair Plus table (200, 40, 30, 6, 3 and 1 to 1) returns -968/22,100 per unit over the 22,100 three-card hands: " +
			"an edge of 4.3801% for the player-dealer.",
	}
}

// CARecord is the JSON form of a California round:
//
//	{"table_id": "TCP6-1", "hand_number": 7, "game": "three-card-poker",
//	 "dealt_at": "2026-11-21T22:14:05-08:00",
//	 "cards": {"player_dealer": ["QC", "9D", "3S"],
//	           "seats": [{"seat": 2, "cards": ["KS", "KH", "4D"], "decision": "play"}]},
//	 "player_dealer": {"seat": 5, "bank": "500.00", "net": "-20.00"},
//	 "wagers": [...], "collections": [...]}
type CARecord struct {
	rules.Envelope
	Cards        CACards                   `json:"cards"`
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer"`
	Wagers       []rules.WagerRecord       `json:"wagers"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// CACards holds the round's cards.
type CACards struct {
	PlayerDealer []string     `json:"player_dealer"`
	Seats        []SeatRecord `json:"seats"`
}

// CAHand is a decoded California round.
type CAHand struct {
	table
	pd          rules.PlayerDealer
	collections []rules.Collection
}

// Envelope returns the fields every record shares.
func (h *CAHand) Envelope() rules.Envelope { return h.env }

// Wagers returns the round's wagers in record order.
func (h *CAHand) Wagers() []rules.Wager { return h.wagers }

// Decode reads one California record strictly. Besides malformed fields it
// refuses a seat past the eighth or the player-dealer's own, a hand of
// other than three cards, a card dealt twice from the round's deck, a
// backline wager (line 2484), a seat without an Ante (line 2477), a Play
// wager of another amount, and a decision that does not match the wagers.
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
	h := &CAHand{table: table{env: r.Envelope}}
	h.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
	if r.PlayerDealer != nil && r.PlayerDealer.Seat > MaxSeats {
		errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d (%s)", r.PlayerDealer.Seat, MaxSeats, caSeats)
	}
	if d, ok := decodeCards("cards.player_dealer", r.Cards.PlayerDealer, "the player-dealer is dealt three cards ("+caDeal+")", caDeck, errs); ok {
		h.dealer = d[:]
	}
	h.decodeSeats(r.Cards.Seats, MaxSeats, caSeats, caDeal, caDeck, errs)
	for j, s := range h.seats {
		if r.PlayerDealer != nil && s.Seat == r.PlayerDealer.Seat {
			errs.Add(fmt.Sprintf("cards.seats[%d].seat", j), "is the player-dealer's seat; its cards are cards.player_dealer")
		}
	}
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, caBets, errs)
	for i, w := range r.Wagers {
		if w.Backline != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].backline", i), "backline betting is not permitted on any wager (seed 000 line 2484)")
		}
		if r.PlayerDealer != nil && w.Seat == r.PlayerDealer.Seat {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "is the player-dealer's seat; the player-dealer banks the round and does not bet against itself (line 2423)")
		}
		if w.Commission != "" {
			if c, err := rules.ParseMoney(w.Commission); err == nil && c != 0 {
				errs.Add(fmt.Sprintf("wagers[%d].commission", i), "the house takes no percentage of wagers (line 2514); collections are recorded in collections")
			}
		}
	}
	h.collections = rules.ParseCollections(r.Collections, errs)
	for i, c := range r.Collections {
		if c.Seat > MaxSeats {
			errs.Add(fmt.Sprintf("collections[%d].seat", i), "is %d; the table has seats 1 to %d (%s)", c.Seat, MaxSeats, caSeats)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.placeWagers(caDeal, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkDecisions(caPlayRule, caFoldRule, errs)
	for j := range h.seats {
		s := &h.seats[j]
		if s.has(iAnte) {
			continue
		}
		errs.Add(fmt.Sprintf("cards.seats[%d]", j), "seat %d placed no Ante; every player places one (line 2477), and the Pair Plus and 6 Card Bonus only beside it (lines 2523, 2546)", s.Seat)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	checkDeck(caDeck, "cards.player_dealer", h.dealer, h.seats, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// position is a seat's place in the clockwise order that starts left of
// the player-dealer (line 2513).
func (h *CAHand) position(seat int) int {
	return ((seat-h.pd.Seat-1)%MaxSeats + MaxSeats) % MaxSeats
}

// order returns the wagers in the order they are settled against the
// player-dealer's bank: first the wagers forfeited on a fold, which the
// house dealer collects once every player has decided (line 2500), seat by
// seat from the player-dealer's left; then, seat by seat from its left,
// each player's Ante, Play, Pair Plus and 6 Card Bonus (line 2513).
func (h *CAHand) order() []int {
	idx := make([]int, len(h.wagers))
	for i := range idx {
		idx[i] = i
	}
	forfeited := func(i int) bool {
		w := h.wagers[i]
		return h.seats[h.seatOf[i]].Decision == DecisionFold && (w.Bet == BetAnte || w.Bet == BetPairPlus)
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		fa, fb := forfeited(a), forfeited(b)
		if fa != fb {
			if fa {
				return -1
			}
			return 1
		}
		wa, wb := h.wagers[a], h.wagers[b]
		if d := h.position(wa.Seat) - h.position(wb.Seat); d != 0 {
			return d
		}
		return slices.Index(caBets, wa.Bet) - slices.Index(caBets, wb.Bet)
	})
	return idx
}

// Verify settles every wager in order against the player-dealer's bank,
// then its net and the collections.
func (h *CAHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := caSettingsFor(st)
	if err != nil {
		return nil, err
	}
	pd := poker.Eval3([3]rules.Card{h.dealer[0], h.dealer[1], h.dealer[2]})
	qual := qualifies(pd)
	detail := &Detail{Dealer: pd.String(), Qualifies: &qual, Seats: make([]SeatDetail, len(h.seats))}
	vs := make([]int, len(h.seats))
	six := make([]*fiveRow, len(h.seats))
	for j := range h.seats {
		seat := &h.seats[j]
		vs[j] = versus(seat.Value, pd)
		detail.Seats[j] = seatDetail(seat, vs[j])
		if seat.has(iSixCardBonus) {
			var cards [6]rules.Card
			copy(cards[:3], seat.Cards[:])
			copy(cards[3:], h.dealer)
			best := poker.Best(cards[:])
			six[j] = sixRowOf(best)
			detail.Seats[j].SixCard = best.String()
		}
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	// Payoffs are limited to the player-dealer's wager (line 2514); once it
	// is exhausted the wagers it does not cover are returned (lines 2531
	// and 2557, as the collection procedures say for every California
	// game, line 3422).
	cover := rules.Cover{Bank: h.pd.Bank, Exhausted: rules.ReturnUncovered, Rule: caCiteCover, OutRule: caCiteUncovered}
	for _, i := range h.order() {
		w := h.wagers[i]
		j := h.seatOf[i]
		full, rule := h.expected(w, &h.seats[j], qual, vs[j], six[j])
		cover.Settle(v, w, full, rule)
	}
	cover.CheckNet(v, h.pd)
	h.settleCollections(v, s)
	v.Outcome = rules.Outcome{Summary: summary("Player-dealer", detail), Detail: detail}
	return v, nil
}

// expected settles one wager in full, before the player-dealer's bank.
func (h *CAHand) expected(w rules.Wager, seat *Seat, qual bool, vs int, six *fiveRow) (rules.Result, rules.Cite) {
	folded := seat.Decision == DecisionFold
	switch w.Bet {
	case BetPairPlus:
		if folded {
			return lose, caCitePPFold
		}
		r := threeRowOf(caPairPlus, seat.Value)
		if r == nil {
			return lose, caCitePPLose
		}
		return won(w.Amount, r.odds), r.rule
	case BetSixCardBonus:
		if six == nil {
			return lose, caCiteSixLose
		}
		return won(w.Amount, six.odds), six.rule
	}
	if folded {
		return lose, caCiteFold // only an Ante can be folded
	}
	if !qual {
		if w.Bet == BetPlay {
			return push, caCiteNoQPlay
		}
		if vs > 0 {
			return won(w.Amount, rules.ToOne(1)), caCiteNoQAnte
		}
		if vs == 0 {
			return push, caCiteTie
		}
		return push, caCiteNoQAnte
	}
	switch vs {
	case 1:
		return won(w.Amount, rules.ToOne(1)), caCiteWin
	case 0:
		return push, caCiteTie
	}
	return lose, caCiteLose
}

// settleCollections compares the declared collections with the table's
// schedule: a player fee for each Ante (the one game wager placed before
// the deal; the Play comes after it, and the Pair Plus and 6 Card Bonus
// are bonus bets), a player-dealer fee per hand, by the total table action
// of the Antes and bonus bets where the option is tiered (lines 2601,
// 3106).
func (h *CAHand) settleCollections(v *rules.Verdict, s *CASettings) {
	if s.Schedule == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	circles := map[int]int{}
	var action rules.Money
	for _, w := range h.wagers {
		switch w.Bet {
		case BetAnte:
			circles[w.Seat]++
			action += w.Amount
		case BetPairPlus, BetSixCardBonus:
			action += w.Amount
		}
	}
	dues, err := s.Schedule.CaliforniaDues(h.pd.Seat, circles, action, h.collections)
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, s.Schedule.Rule, err)
		return
	}
	fees.CheckDues(v, h.collections, dues)
}
