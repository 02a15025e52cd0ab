package holdemtable

import (
	"cmp"
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// ultimate-holdem: Ultimate Texas Hold'em as a California game (seed 000
// lines 2278-2415). The player-dealer banks every wager within the bank it
// puts up (lines 2282, 2390); the house takes a collection fee per hand
// from the player-dealer and one per Ante from each player (line 2409) at
// the table's schedule option (CA-UTH, lines 3371-3418). The version
// differs from Great Britain's where a folded hand's Trips Bonus is settled
// on the board alone (lines 2334, 2388) and in its Trips Bonus table (lines
// 2393-2403). Its text has lost the last decision, after the Turn and
// River; the lines that survive (2334: a hand that made no Play wager
// loses its Ante and Blind) are read as Great Britain's step: a Play of
// once the Ante, or a fold.

// UltimateGameID is the id records and the catalog use for the California
// version: the catalog id of Ultimate Texas Hold'em, which the collection
// schedule CA-UTH names.
const UltimateGameID = "ultimate-holdem"

// caSeats is the table: "up to seven players and a player-dealer position
// for a total of eight seated positions" (line 2280).
const caSeats = 8

var ultimateLayout = &layout{
	id: UltimateGameID, bets: uthBets, california: true,
	seats: caSeats, seatRule: cardroom("2280"), deck: cardroom("2280"), cite: cardroom,
}

var (
	uthCACover = cardroom("2282")
	// the wagers the player-dealer's exhausted wager does not cover are
	// returned
	uthCAUncovered = cardroom("2390")
	uthCAFeeRule   = cardroom("2409")
	uthCATrips     = cardroom("2393-2403")
	uthCAFlushRow  = cardroom("2399")
)

var uthCA = &uthBook{
	anteBlind: cardroom("2312-2315"), trips: cardroom("2379"),
	preflop: cardroom("2323-2327"), flop: cardroom("2329-2332"), river: cardroom("2334"), fold: cardroom("2334"),
	showdown: cardroom("2336-2340"),
	qualify:  cardroom("2346"), unqualified: cardroom("2348"),
	tie: cardroom("2357"), dealerHigher: cardroom("2357"), playerHigher: cardroom("2357"),
	blindPush: cardroom("2358-2362"), blindTable: cardroom("2367-2375"),
	tripsLose: cardroom("2386"), foldTrips: cardroom("2388"), foldTripsBoard: true,
	blindRows: []payRow{
		{"Royal Flush", classRoyal, classRoyal, rules.ToOne(500), cardroom("2368")},
		{"Straight Flush", int(poker.StraightFlush), int(poker.StraightFlush), rules.ToOne(50), cardroom("2369")},
		{"Four of a Kind", int(poker.FourOfAKind), int(poker.FourOfAKind), rules.ToOne(10), cardroom("2370")},
		{"Full House", int(poker.FullHouse), int(poker.FullHouse), rules.ToOne(3), cardroom("2371")},
		{"Flush", int(poker.Flush), int(poker.Flush), rules.Odds{Win: 3, Per: 2}, cardroom("2372")},
		{"Straight", int(poker.Straight), int(poker.Straight), rules.ToOne(1), cardroom("2373")},
	},
}

// uthCABetLine cites the line that settles the Ante, Blind or Play under
// each qualification (lines 2348-2350 when the player-dealer does not
// qualify, 2357-2364 when it does).
func uthCABetLine(bet string, qualifies bool) rules.Cite {
	switch {
	case bet == BetAnte && qualifies:
		return cardroom("2357")
	case bet == BetAnte:
		return cardroom("2348")
	case bet == BetBlind && qualifies:
		return cardroom("2358-2362")
	case bet == BetBlind:
		return cardroom("2349")
	case qualifies:
		return cardroom("2364")
	}
	return cardroom("2350")
}

// The Trips Bonus's Flush line prints "7 to 2" (line 2399), below the
// Straight's 4 to 1: the trips_flush setting.
const (
	keyTripsFlush   = "trips_flush"
	tripsFlushPrint = "7_to_2"
	tripsFlushSeven = "7_to_1"
	keyCASeats      = "seats"
)

func uthCATripsRows(flush rules.Odds) []payRow {
	odds := toOne(50, 40, 30, 8, 0, 4, 3)
	odds[4] = flush
	return tripsRows(cardroom, odds, [7]string{"2395", "2396", "2397", "2398", "2399", "2400", "2401"})
}

var (
	uthCATripsPrinted = uthCATripsRows(rules.Odds{Win: 7, Per: 2})
	uthCATripsSeven   = uthCATripsRows(rules.ToOne(7))
)

var ultimateSpecs = []rules.SettingSpec{
	{Key: keyTripsFlush, Default: tripsFlushPrint, Allowed: []string{tripsFlushPrint, tripsFlushSeven}, Rule: uthCAFlushRow,
		Doc: "The Trips Bonus pays a Flush \"7 to 2\" as printed (line 2399), less than the Straight's 4 to 1 though a Flush ranks higher; " +
			"7_to_1 reads it as 7 to 1, the Flush line of the Trips tables published elsewhere (50, 40, 30, 8, 7, 4, 3). A table posting 7 to 1 sets it."},
	{Key: keyCASeats, Default: "8", Allowed: []string{"8"}, Rule: cardroom("2280"),
		Doc: "Seated positions, numbered clockwise from 1, the player-dealer's included: up to seven players and a player-dealer, eight in all " +
			"(line 2280). Wagers are settled seat by seat clockwise from the seat left of the player-dealer (line 2282)."},
	fees.ScheduleSetting(UltimateGameID),
}

// UltimateSettings are an ultimate-holdem table's compiled settings.
type UltimateSettings struct {
	flush    string
	trips    []payRow
	schedule *fees.Option
	values   map[string]string
}

// Values returns the settings in record form.
func (s *UltimateSettings) Values() map[string]string {
	out := make(map[string]string, len(s.values))
	for k, v := range s.values {
		out[k] = v
	}
	return out
}

func compileUltimate(values map[string]string) (*UltimateSettings, error) {
	v, err := rules.NormalizeSettings(ultimateSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &UltimateSettings{flush: v[keyTripsFlush], trips: uthCATripsPrinted, values: v}
	if s.flush == tripsFlushSeven {
		s.trips = uthCATripsSeven
	}
	if s.schedule, err = fees.ScheduleFor(UltimateGameID, v[fees.ScheduleKey]); err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	return s, nil
}

type ultimateGame struct{}

// Ultimate returns Ultimate Texas Hold'em, California.
func Ultimate() rules.Game { return ultimateGame{} }

func (ultimateGame) Settings(values map[string]string) (rules.Settings, error) {
	return compileUltimate(values)
}

func (ultimateGame) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      UltimateGameID,
		Name:    "Ultimate Texas Hold'em (California, player-dealer)",
		Family:  "poker",
		Banking: "player_dealer",
		Sources: []rules.Cite{cardroom("2278-2415"), cardroom("3371-3426")},
		Decks:   "one standard 52-card deck per round, two decks alternating through an automatic shuffler, or a card shoe (line 2280)",
		Wagers: uthWagers(uthCA, "the Trips Bonus table: 3 to 1 for Three of a Kind up to 50 to 1 for a Royal Flush; a Flush 7 to 2 as printed (trips_flush)",
			uthCATrips, "the board alone (lines 2334, 2388)"),
		PayTables: []rules.PayTable{
			payTable("blind", "Blind Pay Table", "", uthCA.blindRows),
			payTable(tripsFlushPrint, "Trips Bonus Pay Table, as printed", keyTripsFlush, uthCATripsPrinted),
			payTable(tripsFlushSeven, "Trips Bonus Pay Table, the Flush read as 7 to 1", keyTripsFlush, uthCATripsSeven),
		},
		Settings: append([]rules.SettingSpec(nil), ultimateSpecs...),
	}
}

// ultimateHand is a decoded ultimate-holdem round.
type ultimateHand struct{ *deal }

func (ultimateGame) Decode(data []byte) (rules.Hand, error) {
	d, err := decodeDeal(data, ultimateLayout, func(d *deal, j int, errs *rules.InputError) { checkUltimateSeat(uthCA, d, j, errs) })
	if err != nil {
		return nil, err
	}
	return &ultimateHand{d}, nil
}

// Verify recomputes the round: each wager settled in the table's order
// against the player-dealer's bank, the player-dealer's net, and the
// collections against the table's schedule.
func (h *ultimateHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsOf(st, compileUltimate)
	if err != nil {
		return nil, err
	}
	results, dealer, detail := uthResults(h.deal)
	board := poker.Eval5(h.board)
	tripsLine(detail, h.deal, results, uthCA, s.trips, board)
	q := dealer.Category() >= poker.OnePair
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	// Once the player-dealer's wager is exhausted the wagers it does not
	// cover are returned (line 2390, as the collection procedures say for
	// every California game, line 3422).
	cover := rules.Cover{Bank: h.pd.Bank, Exhausted: rules.ReturnUncovered, Rule: uthCACover, OutRule: uthCAUncovered}
	for _, i := range h.settlementOrder(results) {
		w := h.wagers[i]
		full, rule := uthCA.settle(w, results[h.seatOf[i]], q, s.trips, board)
		if w.Bet != BetTrips && !results[h.seatOf[i]].folded && (full.Result != rules.Win || w.Bet != BetBlind) {
			rule = uthCABetLine(w.Bet, q)
		}
		cover.Settle(v, w, full, rule)
	}
	cover.CheckNet(v, h.pd)
	h.checkCollections(v, s)
	v.Outcome = rules.Outcome{Summary: summary(detail), Detail: detail}
	return v, nil
}

// settlementOrder lists the wagers in the order the table settles them.
// A folded hand's Ante and Blind "automatically lose and are collected"
// when it folds (line 2334), before the player-dealer's cards are dealt
// (line 2336): those come first, in the order the players act, clockwise
// from the seat left of the player-dealer (line 2329). Then every other
// wager, seat by seat clockwise from the seat left of the player-dealer
// (line 2282), each seat's Ante, Blind, Play and Trips Bonus in the order
// the rules list them (lines 2280, 2348-2351).
func (h *ultimateHand) settlementOrder(results []uthSeat) []int {
	pos := func(seat int) int { return ((seat-h.pd.Seat-1)%caSeats + caSeats) % caSeats }
	phase := func(i int) int {
		w := h.wagers[i]
		if results[h.seatOf[i]].folded && (w.Bet == BetAnte || w.Bet == BetBlind) {
			return 0
		}
		return 1
	}
	order := make([]int, len(h.wagers))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Or(
			cmp.Compare(phase(a), phase(b)),
			cmp.Compare(pos(h.wagers[a].Seat), pos(h.wagers[b].Seat)),
			cmp.Compare(ultimateLayout.betIndex(h.wagers[a].Bet), ultimateLayout.betIndex(h.wagers[b].Bet)))
	})
	return order
}

// checkCollections compares the collections with the table's schedule:
// the player-dealer's fee per hand, and each player's fee per Ante wager,
// none for the Blind, Play or Trips Bonus (line 2409). Under a
// table-action option the player-dealer's fee goes by the total of the
// wagers placed before the cards are dealt (line 3373): the Antes, Blinds
// and Trips Bonuses, not the Play wagers.
func (h *ultimateHand) checkCollections(v *rules.Verdict, s *UltimateSettings) {
	if s.schedule == nil {
		fees.CheckDues(v, h.collections, nil)
		return
	}
	antes := map[int]int{}
	var action rules.Money
	for _, w := range h.wagers {
		if w.Bet == BetAnte {
			antes[w.Seat]++
		}
		if w.Bet != BetPlay {
			action += w.Amount
		}
	}
	due, err := s.schedule.CaliforniaDues(h.pd.Seat, antes, action, h.collections)
	if err != nil {
		fees.NoDues(v, h.pd.Seat, h.collections, uthCAFeeRule, err)
		return
	}
	fees.CheckDues(v, h.collections, due)
}
