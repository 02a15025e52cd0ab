package holdemtable

import (
	"fmt"
	"slices"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Ultimate Texas Hold'em, as Great Britain deals it (ultimate-holdem-uk,
// seed 002 lines 2401-2587) and as a California game banked by a
// player-dealer (ultimate-holdem, seed 000 lines 2278-2415). A player posts
// equal Ante and Blind wagers and may add a Trips Bonus; he may then make
// one Play wager: three or four times the Ante before the Flop, twice it
// after the Flop, or once it after the Turn and River, else he folds. The
// dealer qualifies with a pair or better; an unqualified dealer returns the
// Ante and settles the rest as usual. The Blind pays its table on a winning
// Straight or better, and the Trips Bonus on Three of a Kind or better
// whatever the dealer holds.

// The bets of the Ultimate Texas Hold'em games, as records name them.
const (
	BetBlind = "blind"
	BetPlay  = "play"
	BetTrips = "trips"
)

const (
	uthAnte = iota
	uthBlind
	uthPlay
	uthTrips
)

var uthBets = []string{BetAnte, BetBlind, BetPlay, BetTrips}

// uthBook holds the lines of one version's rule book that settle a round.
type uthBook struct {
	anteBlind, trips           rules.Cite // the initial wagers
	preflop, flop, river, fold rules.Cite // the decisions
	showdown                   rules.Cite // the hands compared
	// qualify is the dealer's qualification; unqualified returns the Ante.
	qualify, unqualified rules.Cite
	// The settlement of the Ante, Play and Blind by the comparison.
	tie, dealerHigher, playerHigher, blindPush, blindTable rules.Cite
	// tripsLose is a Trips Bonus below Three of a Kind; foldTrips the
	// Trips of a folded hand.
	tripsLose, foldTrips rules.Cite
	// foldTripsBoard settles a folded hand's Trips on the board alone.
	foldTripsBoard bool
	blindRows      []payRow
}

var uthUK = &uthBook{
	anteBlind: gb("2406-2411"), trips: gb("2413-2419"),
	preflop: gb("2427-2440"), flop: gb("2445-2459"), river: gb("2465-2470"), fold: gb("2472-2477"),
	showdown: gb("2479-2481"),
	qualify:  gb("2486-2487"), unqualified: gb("2580-2586"),
	tie: gb("2492-2493"), dealerHigher: gb("2495-2497"), playerHigher: gb("2499-2503"),
	blindPush: gb("2504-2506"), blindTable: gb("2508-2523"),
	tripsLose: gb("2573-2575"), foldTrips: gb("2474-2477"),
	blindRows: []payRow{
		{"Royal Flush", classRoyal, classRoyal, rules.ToOne(500), gb("2513")},
		{"Straight Flush", int(poker.StraightFlush), int(poker.StraightFlush), rules.ToOne(50), gb("2515")},
		{"Four of a Kind", int(poker.FourOfAKind), int(poker.FourOfAKind), rules.ToOne(10), gb("2517")},
		{"Full House", int(poker.FullHouse), int(poker.FullHouse), rules.ToOne(3), gb("2519")},
		{"Flush", int(poker.Flush), int(poker.Flush), rules.Odds{Win: 3, Per: 2}, gb("2521")},
		{"Straight", int(poker.Straight), int(poker.Straight), rules.ToOne(1), gb("2523")},
	},
}

// tripsRows builds a Trips Bonus table from the odds of Royal Flush down to
// Three of a Kind and the lines they are printed on.
func tripsRows(cite func(string) rules.Cite, odds [7]rules.Odds, lines [7]string) []payRow {
	names := [7]string{"Royal Flush", "Straight Flush", "Four of a Kind", "Full House", "Flush", "Straight", "Three of a Kind"}
	classes := [7]int{classRoyal, int(poker.StraightFlush), int(poker.FourOfAKind), int(poker.FullHouse), int(poker.Flush), int(poker.Straight), int(poker.ThreeOfAKind)}
	rows := make([]payRow, 7)
	for i := range rows {
		rows[i] = payRow{names[i], classes[i], classes[i], odds[i], cite(lines[i])}
	}
	return rows
}

func toOne(ns ...int64) [7]rules.Odds {
	var out [7]rules.Odds
	for i, n := range ns {
		out[i] = rules.ToOne(n)
	}
	return out
}

// The UK Trips Bonus tables: the minimum odds (lines 2532-2539) and the
// four permitted pay tables printed two to a line (lines 2553-2571).
var (
	tripsUKLines12 = [7]string{"2555", "2556", "2557", "2558", "2560", "2561", "2562"}
	tripsUKLines34 = [7]string{"2565", "2566", "2567", "2568", "2569", "2570", "2571"}
	tripsUKTables  = []struct {
		id, name string
		rows     []payRow
	}{
		{"1", "Pay table 1", tripsRows(gb, toOne(50, 40, 30, 9, 7, 4, 3), tripsUKLines12)},
		{"2", "Pay table 2", tripsRows(gb, toOne(50, 40, 30, 8, 6, 5, 3), tripsUKLines12)},
		{"3", "Pay table 3", tripsRows(gb, toOne(50, 40, 30, 8, 7, 4, 3), tripsUKLines34)},
		{"4", "Pay table 4", tripsRows(gb, toOne(50, 40, 20, 7, 6, 5, 3), tripsUKLines34)},
		{"minimum", "Minimum odds (rule 11.72)", tripsRows(gb, toOne(50, 40, 20, 7, 6, 4, 3),
			[7]string{"2533", "2534", "2535", "2536", "2537", "2538", "2539"})},
	}
)

// checkUltimateSeat judges one position's decisions and wagers, the same in
// both versions: equal Ante and Blind; a Trips Bonus only beside them; one
// Play wager at most, of four or three times the Ante before the Flop
// ("4x", "3x"), twice after it ("2x"), once after the River ("1x"), with a
// "check" for each street passed, and a "fold" when no Play was made by the
// end.
func checkUltimateSeat(b *uthBook, d *deal, j int, errs *rules.InputError) {
	s := &d.seats[j]
	f := seatField(j)
	if !s.has(uthAnte) || !s.has(uthBlind) {
		errs.Add(f, "seat %d must hold an Ante and a Blind wager of equal amounts (%s)", s.no, b.anteBlind)
		return
	}
	d.sized(s, uthBlind, uthAnte, 1, b.anteBlind, errs)
	d.needs(s, uthTrips, []int{uthAnte, uthBlind}, b.trips, errs)
	ds := s.decisions
	times := int64(0) // the Play wager's multiple of the Ante
	folded := false
	steps := []struct {
		allowed []string
		rule    rules.Cite
		what    string
	}{
		{[]string{play4, play3, check}, b.preflop, "before the Flop a player checks or makes a Play wager of four or three times the Ante (\"4x\", \"3x\")"},
		{[]string{play2, check}, b.flop, "after the Flop a player who has not played checks or makes a Play wager of twice the Ante (\"2x\")"},
		{[]string{play1, fold}, b.river, "after the Turn and River a player who has not played makes a Play wager equal to the Ante (\"1x\") or folds"},
	}
	k := 0
	for ; k < len(ds) && k < len(steps); k++ {
		w := ds[k]
		if !slices.Contains(steps[k].allowed, w) {
			errs.Add(fmt.Sprintf("%s.decisions[%d]", f, k), "is %q; %s (%s)", w, steps[k].what, steps[k].rule)
			return
		}
		if w == fold {
			folded = true
			k++
			break
		}
		if w != check {
			times = int64(w[0] - '0')
			k++
			break
		}
	}
	switch {
	case k < len(ds):
		errs.Add(fmt.Sprintf("%s.decisions[%d]", f, k), "a player who has played or folded makes no further decision (%s)", b.preflop)
		return
	case times == 0 && !folded:
		errs.Add(f+".decisions", "ends after %d decisions with no Play wager and no fold; %s (%s)", len(ds), steps[min(len(ds), 2)].what, steps[min(len(ds), 2)].rule)
		return
	}
	switch {
	case times > 0 && !s.has(uthPlay):
		errs.Add(f+".decisions", "seat %d played %dx but holds no Play wager (%s)", s.no, times, steps[k-1].rule)
	case times == 0 && s.has(uthPlay):
		errs.Add(d.wagerField(s, uthPlay)+".bet", "seat %d folded but holds a Play wager (%s)", s.no, b.fold)
	case times > 0:
		d.sized(s, uthPlay, uthAnte, times, steps[k-1].rule, errs)
	}
	switch {
	case !folded:
		d.needCards(j, "the hand is compared with the dealer's", b.showdown, errs)
	case s.has(uthTrips) && !b.foldTripsBoard:
		d.needCards(j, "a folded hand's Trips Bonus is paid on its own cards", b.foldTrips, errs)
	}
}

// uthSeat is what the cards give one position.
type uthSeat struct {
	folded bool
	value  poker.Value // the best five of seven, when the cards are known
	vs     int         // against the dealer's, for a hand that played
}

// settle settles one wager of a position under the book; tripsRows is the
// table's Trips Bonus table.
func (b *uthBook) settle(w rules.Wager, r uthSeat, qualifies bool, tripsTable []payRow, board poker.Value) (rules.Result, rules.Cite) {
	if w.Bet == BetTrips {
		v := r.value
		rule := b.tripsLose
		if r.folded && b.foldTripsBoard {
			v = board
			rule = b.foldTrips
		}
		if row := rowFor(tripsTable, classOf(v)); row != nil {
			return won(w.Amount, row.odds), row.rule
		}
		return lost, rule
	}
	if r.folded {
		return lost, b.fold
	}
	if w.Bet == BetAnte && !qualifies {
		return pushed, b.unqualified
	}
	switch r.vs {
	case -1:
		return lost, b.dealerHigher
	case 0:
		return pushed, b.tie
	}
	if w.Bet != BetBlind {
		return won(w.Amount, even), b.playerHigher
	}
	if row := rowFor(b.blindRows, classOf(r.value)); row != nil {
		return won(w.Amount, row.odds), row.rule
	}
	return pushed, b.blindPush
}

// results works out each position's hand and the dealer's.
func uthResults(d *deal) (results []uthSeat, dealer poker.Value, detail *Detail) {
	dealer = d.dealerBest()
	q := dealer.Category() >= poker.OnePair
	detail = &Detail{Dealer: dealer.String(), DealerQualifies: &q, Seats: make([]SeatDetail, len(d.seats))}
	results = make([]uthSeat, len(d.seats))
	for j := range d.seats {
		s := &d.seats[j]
		r := uthSeat{folded: slices.Contains(s.decisions, fold)}
		sd := SeatDetail{Seat: s.no, Status: statusPlayed}
		if r.folded {
			sd.Status = statusFolded
		}
		if len(s.cards) == 2 {
			r.value = d.best(s)
			sd.Hand = r.value.String()
			if !r.folded {
				r.vs = versus(r.value, dealer)
				sd.Versus = versusNames[r.vs+1]
			}
		}
		results[j] = r
		detail.Seats[j] = sd
	}
	return results, dealer, detail
}

// tripsLine names the Trips line a position's wager hits in the detail.
func tripsLine(detail *Detail, d *deal, results []uthSeat, b *uthBook, rows []payRow, board poker.Value) {
	for j := range d.seats {
		if !d.seats[j].has(uthTrips) {
			continue
		}
		v := results[j].value
		if results[j].folded && b.foldTripsBoard {
			v = board
		}
		if row := rowFor(rows, classOf(v)); row != nil {
			detail.Seats[j].Lines = append(detail.Seats[j].Lines, "Trips: "+row.name)
		}
	}
}

// ultimate-holdem-uk.

// UltimateUKGameID is the id records and the catalog use for the Great
// Britain version.
const UltimateUKGameID = "ultimate-holdem-uk"

var ultimateUKLayout = &layout{
	id: UltimateUKGameID, bets: uthBets,
	seats: rules.MaxSeat, seatRule: gbOnePlayer, deck: gbPack, cite: gb,
}

const keyTripsTable = "trips_pay_table"

var ultimateUKSpecs = []rules.SettingSpec{
	{Key: keyTripsTable, Default: "minimum", Allowed: []string{"minimum", "1", "2", "3", "4"}, Rule: gb("2528-2571"),
		Doc: "The Trips Bonus odds the table pays: the minimum odds of rule 11.72 (lines 2528-2539), the rule's own, as every other UK pay " +
			"table is read; or one of the four permitted pay tables a table may post instead (lines 2548-2571). The rule book recommends " +
			"the minimum odds \"only as a guide and not as a pay table in themselves\" (lines 2541-2546): a table posting pay table 1 (50, 40, " +
			"30, 9, 7, 4 and 3 to 1) sets 1."},
}

// UltimateUKSettings are an ultimate-holdem-uk table's compiled settings.
type UltimateUKSettings struct {
	table string
	trips []payRow
}

// Values returns the settings in record form.
func (s *UltimateUKSettings) Values() map[string]string {
	return map[string]string{keyTripsTable: s.table}
}

func compileUltimateUK(values map[string]string) (*UltimateUKSettings, error) {
	v, err := rules.NormalizeSettings(ultimateUKSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &UltimateUKSettings{table: v[keyTripsTable]}
	for _, t := range tripsUKTables {
		if t.id == s.table {
			s.trips = t.rows
		}
	}
	return s, nil
}

type ultimateUKGame struct{}

// UltimateUK returns Ultimate Texas Hold 'Em Poker, Great Britain.
func UltimateUK() rules.Game { return ultimateUKGame{} }

func (ultimateUKGame) Settings(values map[string]string) (rules.Settings, error) {
	return compileUltimateUK(values)
}

func (ultimateUKGame) Info() rules.GameInfo {
	info := rules.GameInfo{
		ID:        UltimateUKGameID,
		Name:      "Ultimate Texas Hold 'Em Poker (Great Britain)",
		Family:    "poker",
		Banking:   "house",
		Sources:   []rules.Cite{gb("2126-2229"), gb("2401-2587")},
		Decks:     "a single pack of 52 cards (line 2140)",
		Wagers:    uthWagers(uthUK, "the trips_pay_table setting: 3 to 1 for Three of a Kind up to 50 to 1 for a Royal Flush", gb("2528-2571"), "its own seven cards (lines 2474-2477)"),
		PayTables: []rules.PayTable{payTable("blind", "Blind: the player's winning five-card hand", "", uthUK.blindRows)},
		Settings:  append([]rules.SettingSpec(nil), ultimateUKSpecs...),
	}
	for _, t := range tripsUKTables {
		info.PayTables = append(info.PayTables, payTable(t.id, "Trips Bonus, "+t.name, keyTripsTable, t.rows))
	}
	return info
}

// uthWagers describes the four wagers of a version.
func uthWagers(b *uthBook, tripsPays string, tripsRule rules.Cite, foldedTrips string) []rules.WagerInfo {
	return []rules.WagerInfo{
		{Bet: BetAnte, Name: "Ante",
			Wins: "the player's hand beats a qualifying dealer hand (a pair or better); returned when the dealer does not qualify; a stand-off on equal hands; lost on a fold",
			Pays: "1 to 1", Rule: b.playerHigher},
		{Bet: BetBlind, Name: "Blind",
			Wins: "equal to the Ante; the player's hand beats the dealer's with a Straight or better (the Blind pay table); returned when it wins with less or ties; lost on a fold or a lower hand, whether or not the dealer qualifies",
			Pays: "the Blind pay table: 1 to 1 for a Straight up to 500 to 1 for a Royal Flush", Rule: b.blindTable},
		{Bet: BetPlay, Name: "Play",
			Wins: "4x or 3x the Ante before the Flop, 2x after it, 1x after the River; wins when the player's hand beats the dealer's, qualifying or not; a stand-off on equal hands",
			Pays: "1 to 1", Rule: b.playerHigher},
		{Bet: BetTrips, Name: "Trips Bonus",
			Wins: "optional, beside the Ante and Blind, of any amount; the player's best five of seven is Three of a Kind or better, whatever the dealer's hand; a folded hand is paid on " + foldedTrips,
			Pays: tripsPays, Rule: tripsRule},
	}
}

// ultimateUKHand is a decoded ultimate-holdem-uk round.
type ultimateUKHand struct{ *deal }

func (ultimateUKGame) Decode(data []byte) (rules.Hand, error) {
	d, err := decodeDeal(data, ultimateUKLayout, func(d *deal, j int, errs *rules.InputError) { checkUltimateSeat(uthUK, d, j, errs) })
	if err != nil {
		return nil, err
	}
	return &ultimateUKHand{d}, nil
}

// Verify recomputes the round under the table's settings.
func (h *ultimateUKHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsOf(st, compileUltimateUK)
	if err != nil {
		return nil, err
	}
	results, dealer, detail := uthResults(h.deal)
	board := poker.Eval5(h.board)
	tripsLine(detail, h.deal, results, uthUK, s.trips, board)
	q := dealer.Category() >= poker.OnePair
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, w := range h.wagers {
		res, rule := uthUK.settle(w, results[h.seatOf[i]], q, s.trips, board)
		v.Settle(w, res, rule, rules.Cite{})
	}
	v.Outcome = rules.Outcome{Summary: summary(detail), Detail: detail}
	return v, nil
}
