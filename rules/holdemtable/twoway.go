package holdemtable

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// two-way-holdem: Two Way Texas Hold 'Em Casino Poker (seed 002 lines
// 2716-2793). A player posts three equal wagers, the Ante, the Blind and
// the Two Way; after the Flop he may add a Flop wager equal to the Ante and
// after the Turn and River a River wager; there is no fold. The dealer
// qualifies with a pair or better. Unqualified, the Blind, Flop and River
// wagers are returned and the Ante alone plays against the dealer's hand;
// qualified, every wager but the Two Way wins 1 to 1 or loses with the
// comparison. The Two Way wager is paid on the higher of the player's and
// the dealer's hands when it is a Straight or better (lines 2771-2793).

// TwoWayGameID is the id records and the catalog use.
const TwoWayGameID = "two-way-holdem"

// The bets of two-way-holdem, as records name them (the Blind is BetBlind).
const (
	BetTwoWay = "two_way"
)

const (
	twAnte = iota
	twBlind
	twTwoWay
	twFlop
	twRiver
)

var twoWayLayout = &layout{
	id:    TwoWayGameID,
	bets:  []string{BetAnte, BetBlind, BetTwoWay, BetFlop, BetRiver},
	seats: rules.MaxSeat, seatRule: gbOnePlayer, deck: gbPack, cite: gb,
}

// The rule book lines the game cites.
var (
	twInitial      = gb("2721-2723")
	twFlopRule     = gb("2729-2731")
	twRiverRule    = gb("2737-2739")
	twShowdown     = gb("2741-2744")
	twQualify      = gb("2746-2747")
	twReturned     = gb("2748-2750")
	twAnteWins     = gb("2753-2755")
	twAnteLoses    = gb("2757-2758")
	twUnqualTie    = gb("2748-2758") // equal hands: not stated; a stand-off
	twHigher       = gb("2763-2765")
	twLower        = gb("2767-2769")
	twQualTie      = gb("2760-2769") // equal hands: not stated; a stand-off
	twTwoWayLoses  = gb("2771-2774")
	twTwoWayTable  = gb("2786-2793")
	twTwoWayWhich  = gb("2776-2778")
	twRiverAmounts = gb("2737-2739")
)

// twRows is the Two Way table (lines 2788-2793). It prints no Royal Flush:
// a Royal Flush is a Straight Flush (lines 2160-2161), paid as one.
var twRows = []payRow{
	{"Straight Flush", int(poker.StraightFlush), classRoyal, rules.ToOne(50), gb("2789")},
	{"Four of a Kind", int(poker.FourOfAKind), int(poker.FourOfAKind), rules.ToOne(25), gb("2790")},
	{"Full House", int(poker.FullHouse), int(poker.FullHouse), rules.ToOne(4), gb("2791")},
	{"Flush", int(poker.Flush), int(poker.Flush), rules.ToOne(3), gb("2792")},
	{"Straight", int(poker.Straight), int(poker.Straight), rules.ToOne(2), gb("2793")},
}

// The River wager's amount is not stated (lines 2737-2739): the
// river_wager setting.
const (
	keyRiverWager = "river_wager"
	riverAny      = "any"
	riverAnte     = "ante"
)

var twoWaySpecs = []rules.SettingSpec{
	{Key: keyRiverWager, Default: riverAny, Allowed: []string{riverAny, riverAnte}, Rule: twRiverAmounts,
		Doc: "The amount of the optional River wager, which the rule book does not state (lines 2737-2739; the Flop wager equals the Ante, " +
			"lines 2729-2731). any accepts any amount; ante refuses a River wager that is not equal to the Ante, where the table posts that rule."},
}

// TwoWaySettings are a two-way-holdem table's compiled settings.
type TwoWaySettings struct{ riverAnte bool }

// Values returns the settings in record form.
func (s *TwoWaySettings) Values() map[string]string {
	v := riverAny
	if s.riverAnte {
		v = riverAnte
	}
	return map[string]string{keyRiverWager: v}
}

func compileTwoWay(values map[string]string) (*TwoWaySettings, error) {
	v, err := rules.NormalizeSettings(twoWaySpecs, values)
	if err != nil {
		return nil, err
	}
	return &TwoWaySettings{riverAnte: v[keyRiverWager] == riverAnte}, nil
}

type twoWayGame struct{}

// TwoWay returns Two Way Texas Hold 'Em Casino Poker, Great Britain.
func TwoWay() rules.Game { return twoWayGame{} }

func (twoWayGame) Settings(values map[string]string) (rules.Settings, error) {
	return compileTwoWay(values)
}

func (twoWayGame) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      TwoWayGameID,
		Name:    "Two Way Texas Hold 'Em Casino Poker (Great Britain)",
		Family:  "poker",
		Banking: "house",
		Sources: []rules.Cite{gb("2126-2229"), gb("2716-2793")},
		Decks:   "a single pack of 52 cards (line 2140)",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "the player's hand beats the dealer's, whether or not the dealer qualifies (a pair or better); a stand-off on equal hands",
				Pays: "1 to 1", Rule: twAnteWins},
			{Bet: BetBlind, Name: "Blind",
				Wins: "equal to the Ante; returned when the dealer does not qualify; wins when the player's hand beats a qualifying dealer hand",
				Pays: "1 to 1", Rule: twHigher},
			{Bet: BetTwoWay, Name: "Two Way",
				Wins: "equal to the Ante; the higher of the player's and the dealer's hands is a Straight or better, whoever holds it",
				Pays: "the Two Way table: 2 to 1 for a Straight up to 50 to 1 for a Straight Flush", Rule: twTwoWayTable},
			{Bet: BetFlop, Name: "Flop",
				Wins: "optional, equal to the Ante, after the Flop; as the Blind",
				Pays: "1 to 1", Rule: twHigher},
			{Bet: BetRiver, Name: "River",
				Wins: "optional, after the Turn and River (river_wager); as the Blind",
				Pays: "1 to 1", Rule: twHigher},
		},
		PayTables: []rules.PayTable{
			{ID: "main", Name: "Ante, Blind, Flop and River", Rows: []rules.PayRow{
				{Outcome: "The player's hand beats a qualifying dealer hand: Ante, Blind, Flop and River", Pays: "1 to 1", Rule: twHigher},
				{Outcome: "The player's hand beats a dealer hand that does not qualify: Ante", Pays: "1 to 1", Rule: twAnteWins},
			}},
			payTable("two_way", "Two Way: the higher of the player's and the dealer's hands", "", twRows),
		},
		Settings: append([]rules.SettingSpec(nil), twoWaySpecs...),
	}
}

// twoWayHand is a decoded two-way-holdem round.
type twoWayHand struct{ *deal }

func (twoWayGame) Decode(data []byte) (rules.Hand, error) {
	d, err := decodeDeal(data, twoWayLayout, checkTwoWaySeat)
	if err != nil {
		return nil, err
	}
	return &twoWayHand{d}, nil
}

// checkTwoWaySeat judges one position: equal Ante, Blind and Two Way
// wagers; then "bet" or "check" after the Flop (a Flop wager equal to the
// Ante) and again after the Turn and River (a River wager).
func checkTwoWaySeat(d *deal, j int, errs *rules.InputError) {
	s := &d.seats[j]
	f := seatField(j)
	if !s.has(twAnte) || !s.has(twBlind) || !s.has(twTwoWay) {
		errs.Add(f, "seat %d must hold an Ante, a Blind and a Two Way wager of equal amounts (%s)", s.no, twInitial)
		return
	}
	d.sized(s, twBlind, twAnte, 1, twInitial, errs)
	d.sized(s, twTwoWay, twAnte, 1, twInitial, errs)
	d.sized(s, twFlop, twAnte, 1, twFlopRule, errs)
	ds := s.decisions
	if len(ds) != 2 {
		errs.Add(f+".decisions", "has %d decisions; a player bets or checks after the Flop and again after the Turn and River: two in all, and never folds (%s, %s)", len(ds), twFlopRule, twRiverRule)
		return
	}
	for k, b := range []int{twFlop, twRiver} {
		rule := []rules.Cite{twFlopRule, twRiverRule}[k]
		switch {
		case ds[k] == bet && !s.has(b):
			errs.Add(fmt.Sprintf("%s.decisions[%d]", f, k), "seat %d bet but holds no %s wager (%s)", s.no, d.layout.bets[b], rule)
		case ds[k] == check && s.has(b):
			errs.Add(d.wagerField(s, b)+".bet", "seat %d holds a %s wager but checked (%s)", s.no, d.layout.bets[b], rule)
		}
	}
	d.needCards(j, "every hand is compared with the dealer's", twShowdown, errs)
}

// Verify recomputes the round under the table's settings. A River wager of
// another amount than the Ante at a table that sets river_wager=ante is an
// *rules.InputError.
func (h *twoWayHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsOf(st, compileTwoWay)
	if err != nil {
		return nil, err
	}
	if s.riverAnte {
		errs := &rules.InputError{}
		for j := range h.seats {
			h.sized(&h.seats[j], twRiver, twAnte, 1, twRiverAmounts, errs)
		}
		if err := errs.Err(); err != nil {
			return nil, err
		}
	}
	dealer := h.dealerBest()
	q := dealer.Category() >= poker.OnePair
	detail := &Detail{Dealer: dealer.String(), DealerQualifies: &q, Seats: make([]SeatDetail, len(h.seats))}
	values := make([]poker.Value, len(h.seats))
	for j := range h.seats {
		values[j] = h.best(&h.seats[j])
		sd := SeatDetail{Seat: h.seats[j].no, Status: statusPlayed, Hand: values[j].String(), Versus: versusNames[versus(values[j], dealer)+1]}
		if r := rowFor(twRows, classOf(max(values[j], dealer))); r != nil && h.seats[j].has(twTwoWay) {
			sd.Lines = append(sd.Lines, "Two Way: "+r.name)
		}
		detail.Seats[j] = sd
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, w := range h.wagers {
		res, rule := twoWayExpected(w, values[h.seatOf[i]], dealer, q)
		v.Settle(w, res, rule, rules.Cite{})
	}
	v.Outcome = rules.Outcome{Summary: summary(detail), Detail: detail}
	return v, nil
}

// twoWayExpected settles one wager of a hand of value p against the
// dealer's d.
func twoWayExpected(w rules.Wager, p, d poker.Value, qualifies bool) (rules.Result, rules.Cite) {
	if w.Bet == BetTwoWay {
		if r := rowFor(twRows, classOf(max(p, d))); r != nil {
			return won(w.Amount, r.odds), r.rule
		}
		return lost, twTwoWayLoses
	}
	vs := versus(p, d)
	if !qualifies {
		switch {
		case w.Bet != BetAnte:
			return pushed, twReturned
		case vs > 0:
			return won(w.Amount, even), twAnteWins
		case vs < 0:
			return lost, twAnteLoses
		}
		return pushed, twUnqualTie
	}
	switch vs {
	case 1:
		return won(w.Amount, even), twHigher
	case -1:
		return lost, twLower
	}
	return pushed, twQualTie
}
