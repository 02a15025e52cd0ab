package holdemtable

import (
	"fmt"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// casino-holdem: Casino Hold 'Em Poker (seed 002 lines 2588-2715). A player
// posts an Ante, may add the AA Bonus, sees his two hole cards and the Flop,
// then calls twice the Ante or folds. The AA Bonus is settled on the hole
// cards and the Flop (lines 2612-2623). The dealer qualifies with a pair of
// fours or better (lines 2632-2633): unqualified, the Call is returned and
// the Ante paid by the Ante table; qualified, a higher hand wins the Call
// 1 to 1 and the Ante by the table. A casino may add the Progressive 5/7
// wager beside the AA Bonus or in its place (lines 2662-2714).

// CasinoGameID is the id records and the catalog use.
const CasinoGameID = "casino-holdem"

// The bets of casino-holdem, as records name them.
const (
	BetAABonus = "aa_bonus"
	BetCall    = "call"
)

const (
	chAnte = iota
	chAABonus
	chCall
	chProgressive
)

var casinoLayout = &layout{
	id:    CasinoGameID,
	bets:  []string{BetAnte, BetAABonus, BetCall, BetProgressive},
	seats: rules.MaxSeat, seatRule: gbOnePlayer, deck: gbPack, cite: gb,
}

// The rule book lines the game cites.
var (
	chAnteRule     = gb("2593-2594")
	chAARule       = gb("2596-2599")
	chCallRule     = gb("2603-2606")
	chFoldRule     = gb("2608-2610")
	chAASettle     = gb("2612-2616")
	chAALoses      = gb("2622-2623")
	chQualify      = gb("2632-2633")
	chUnqualified  = gb("2635-2638")
	chAnteTable    = gb("2640-2649")
	chDealerHigher = gb("2653-2655")
	chPlayerHigher = gb("2657-2660")
	chTie          = gb("2651-2660") // equal hands: not stated; a stand-off
	chProgOption   = gb("2662-2665")
)

// chAnteRows is the Ante table (lines 2640-2649).
var chAnteRows = []payRow{
	{"Royal Flush", classRoyal, classRoyal, rules.ToOne(100), gb("2641")},
	{"Straight Flush", int(poker.StraightFlush), int(poker.StraightFlush), rules.ToOne(20), gb("2642")},
	{"Four of a Kind", int(poker.FourOfAKind), int(poker.FourOfAKind), rules.ToOne(10), gb("2644")},
	{"Full House", int(poker.FullHouse), int(poker.FullHouse), rules.ToOne(3), gb("2646")},
	{"Flush", int(poker.Flush), int(poker.Flush), rules.ToOne(2), gb("2648")},
	{"Straight or less", int(poker.HighCard), int(poker.Straight), rules.ToOne(1), gb("2649")},
}

// chAARows is the AA Bonus table (lines 2618-2620). "Pair of Aces to
// Straight" is every hand from a pair of aces up to a Straight: a pair of
// aces, any two pairs, any three of a kind, any straight.
var chAARows = []payRow{
	{"Flush or Higher", int(poker.Flush), classRoyal, rules.ToOne(25), gb("2619")},
	{"Pair of Aces to Straight", int(poker.OnePair), int(poker.Straight), rules.ToOne(7), gb("2620")},
}

// aaRow returns the AA Bonus row of five cards' value, or nil: a one-pair
// hand must be a pair of aces.
func aaRow(v poker.Value) *payRow {
	if v.Category() == poker.OnePair && v.Ranks()[0] != rules.Ace {
		return nil
	}
	return rowFor(chAARows, classOf(v))
}

// chQualifies reports whether the dealer's hand is a pair of fours or
// better (lines 2632-2633).
func chQualifies(v poker.Value) bool {
	c := v.Category()
	return c > poker.OnePair || (c == poker.OnePair && v.Ranks()[0] >= 4)
}

// chProg is the Progressive 5/7 pay table (lines 2681-2704).
var chProg = &progTable{
	royal: gb("2686"), straightFlush: gb("2687"),
	fixed: []progFixed{
		{"Four of a Kind", int(poker.FourOfAKind), 100, gb("2688")},
		{"Full House", int(poker.FullHouse), 10, gb("2690")},
	},
	royalBoard: gb("2696-2697"), sfBoard: gb("2699-2701"),
	seatOrder: gb("2706-2709"), fold: gb("2711-2714"),
}

const sideAABonus = "aa_bonus"

var casinoSpecs = []rules.SettingSpec{
	sideWagerSpec(sideAABonus, chProgOption, "AA Bonus"),
}

// CasinoSettings are a casino-holdem table's compiled settings.
type CasinoSettings struct{ side sideWagers }

// Values returns the settings in record form.
func (s *CasinoSettings) Values() map[string]string {
	return map[string]string{keySideWagers: s.side.value}
}

func compileCasino(values map[string]string) (*CasinoSettings, error) {
	v, err := rules.NormalizeSettings(casinoSpecs, values)
	if err != nil {
		return nil, err
	}
	return &CasinoSettings{side: compileSideWagers(sideAABonus, v[keySideWagers])}, nil
}

type casinoGame struct{}

// Casino returns Casino Hold 'Em Poker, Great Britain.
func Casino() rules.Game { return casinoGame{} }

func (casinoGame) Settings(values map[string]string) (rules.Settings, error) {
	return compileCasino(values)
}

func (casinoGame) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      CasinoGameID,
		Name:    "Casino Hold 'Em Poker (Great Britain)",
		Family:  "poker",
		Banking: "house",
		Sources: []rules.Cite{gb("2126-2229"), gb("2588-2715")},
		Decks:   "a single pack of 52 cards (line 2140)",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "paid by the Ante table when the dealer does not qualify (a pair of fours or better), whatever the hands, or when the player's hand beats a qualifying dealer hand; a stand-off on equal hands; lost on a fold or a lower hand",
				Pays: "the Ante table: 1 to 1 for a Straight or less up to 100 to 1 for a Royal Flush", Rule: chAnteTable},
			{Bet: BetAABonus, Name: "AA Bonus",
				Wins: "optional, beside the Ante; the two hole cards and the Flop make a pair of aces or better; lost on a fold (side_wagers)",
				Pays: "7 to 1 for a pair of aces to a Straight, 25 to 1 for a Flush or higher", Rule: gb("2612-2623")},
			{Bet: BetCall, Name: "Call",
				Wins: "twice the Ante, made instead of folding; returned when the dealer does not qualify; wins when the player's hand beats a qualifying dealer hand, a stand-off on equal hands",
				Pays: "1 to 1", Rule: chPlayerHigher},
			{Bet: BetProgressive, Progressive: true, Name: "Progressive 5/7",
				Wins: "the best five of seven is a Full House or better, whether the hand wins, loses or folded; every Progressive wager plays the board (side_wagers)",
				Pays: "100% of the meter for a Royal Flush, 10% for a Straight Flush (shared when on the board); 100 and 10 times the wager for Four of a Kind and a Full House, from the meter",
				Rule: gb("2681-2704")},
		},
		PayTables: []rules.PayTable{
			payTable("ante", "Ante", "", chAnteRows),
			payTable("aa_bonus", "AA Bonus: the hole cards and the Flop", "", chAARows),
			chProg.payTable("progressive"),
		},
		Settings: append([]rules.SettingSpec(nil), casinoSpecs...),
	}
}

// casinoHand is a decoded casino-holdem round.
type casinoHand struct{ *deal }

func (casinoGame) Decode(data []byte) (rules.Hand, error) {
	d, err := decodeDeal(data, casinoLayout, checkCasinoSeat)
	if err != nil {
		return nil, err
	}
	return &casinoHand{d}, nil
}

// checkCasinoSeat judges one position: an Ante; one decision, "call" with a
// Call wager of twice the Ante, or "fold".
func checkCasinoSeat(d *deal, j int, errs *rules.InputError) {
	s := &d.seats[j]
	f := seatField(j)
	if !s.has(chAnte) {
		errs.Add(f, "seat %d holds no Ante; each player's first wager is the Ante (%s)", s.no, chAnteRule)
		return
	}
	d.needs(s, chAABonus, []int{chAnte}, chAARule, errs)
	d.needs(s, chProgressive, []int{chAnte}, gb("2667-2671"), errs)
	ds := s.decisions
	switch {
	case len(ds) != 1:
		errs.Add(f+".decisions", "has %d decisions; after the Flop a player calls or folds, once (%s)", len(ds), gb("2603-2610"))
		return
	case ds[0] == call && !s.has(chCall):
		errs.Add(f+".decisions[0]", "seat %d called but holds no Call wager (%s)", s.no, chCallRule)
	case ds[0] == fold && s.has(chCall):
		errs.Add(d.wagerField(s, chCall)+".bet", "seat %d folded but holds a Call wager (%s)", s.no, chFoldRule)
	}
	d.sized(s, chCall, chAnte, 2, chCallRule, errs)
	switch {
	case ds[0] == call:
		d.needCards(j, "the hand is compared with the dealer's", gb("2635-2660"), errs)
	case s.has(chProgressive):
		d.needCards(j, "a folded hand's cards stay on the table to settle its Progressive wager", chProg.fold, errs)
	}
}

// Verify recomputes the round under the table's settings. A side wager
// the table does not offer is an *rules.InputError.
func (h *casinoHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsOf(st, compileCasino)
	if err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	for i, w := range h.wagers {
		if (w.Bet == BetAABonus && !s.side.other) || (w.Bet == BetProgressive && !s.side.prog) {
			errs.Add(fmt.Sprintf("wagers[%d].bet", i), "the table does not offer the %s wager (side_wagers=%s, %s)", w.Bet, s.side.value, chProgOption)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	dealer := h.dealerBest()
	q := chQualifies(dealer)
	detail := &Detail{Dealer: dealer.String(), DealerQualifies: &q, Seats: make([]SeatDetail, len(h.seats))}
	values := make([]poker.Value, len(h.seats))
	for j := range h.seats {
		seat := &h.seats[j]
		sd := SeatDetail{Seat: seat.no, Status: statusPlayed}
		if seat.decisions[0] == fold {
			sd.Status = statusFolded
		}
		if len(seat.cards) == 2 {
			values[j] = h.best(seat)
			sd.Hand = values[j].String()
			if sd.Status == statusPlayed {
				sd.Versus = versusNames[versus(values[j], dealer)+1]
				if r := aaRow(h.flopHand(seat)); r != nil && seat.has(chAABonus) {
					sd.Lines = append(sd.Lines, "AA Bonus: "+r.name)
				}
			}
		}
		detail.Seats[j] = sd
	}
	prog := chProg.hits(h.deal, chProg.betIndex(h.layout), values)
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i, w := range h.wagers {
		j := h.seatOf[i]
		if w.Bet == BetProgressive {
			chProg.settle(v, w, prog[i])
			continue
		}
		res, rule := h.expected(w, &h.seats[j], values[j], dealer, q)
		v.Settle(w, res, rule, rules.Cite{})
	}
	addProgLines(detail, h.deal, prog)
	v.Outcome = rules.Outcome{Summary: summary(detail), Detail: detail}
	return v, nil
}

// flopHand is the value of a position's hole cards and the Flop.
func (h *casinoHand) flopHand(s *seat) poker.Value {
	return poker.Eval5([5]rules.Card{s.cards[0], s.cards[1], h.board[0], h.board[1], h.board[2]})
}

// expected settles the Ante, AA Bonus and Call.
func (h *casinoHand) expected(w rules.Wager, s *seat, value, dealer poker.Value, q bool) (rules.Result, rules.Cite) {
	if s.decisions[0] == fold {
		return lost, chFoldRule
	}
	if w.Bet == BetAABonus {
		if r := aaRow(h.flopHand(s)); r != nil {
			return won(w.Amount, r.odds), r.rule
		}
		return lost, chAALoses
	}
	ante := func() (rules.Result, rules.Cite) {
		r := rowFor(chAnteRows, classOf(value))
		return won(w.Amount, r.odds), r.rule
	}
	if !q {
		if w.Bet == BetCall {
			return pushed, chUnqualified
		}
		return ante()
	}
	switch versus(value, dealer) {
	case -1:
		return lost, chDealerHigher
	case 0:
		return pushed, chTie
	}
	if w.Bet == BetCall {
		return won(w.Amount, even), chPlayerHigher
	}
	return ante()
}
