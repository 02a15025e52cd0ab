package threecard

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// UKGameID is Three Card Poker as Great Britain deals it (seed 002 lines
// 862-1014): house-banked, the Ante against the dealer's hand, an Ante
// Bonus on a straight or better, and the Pair Plus on the player's cards.
const UKGameID = "three-card-poker-uk"

func gb(lines string) rules.Cite { return rules.At(rules.Seed002, lines) }

// The rule book lines the Great Britain game cites.
var (
	ukSection      = gb("862-1014")
	ukDeck         = "seed 002 line 890" // a single deck
	ukDeal         = "seed 002 lines 939-940"
	ukPlayWager    = "seed 002 lines 942-945"
	ukFoldRule     = "seed 002 lines 947-949"
	ukCiteFold     = gb("947-949")   // a fold surrenders the Ante
	ukCiteLayout   = gb("864-874")   // rules 5.1-5.6 and the layout, lost (T4)
	ukCiteQualify  = gb("955-956")   // queen high or better
	ukCiteNoQPlay  = gb("959")       // Play void
	ukCiteNoQAnte  = gb("961")       // Ante paid 1 to 1
	ukCiteVoid     = gb("992-993")   // equal ranking: Ante and Play void
	ukCiteWin      = gb("977-978")   // Ante and Play paid 1 to 1
	ukCiteLose     = gb("980-981")   // both lost
	ukCiteBonus    = gb("983-990")   // the Ante Bonus, Ante and Play made
	ukCitePPLoses  = gb("1007-1009") // no pair: the Pair Plus loses
	ukCitePairPlus = gb("995-1006")  // the Pair Plus table
	ukCitePlayEq   = gb("942-945")   // Play equal to the Ante
	ukCiteIrrespec = gb("933-934")   // Pair Plus irrespective of the dealer
)

// The Ante Bonus (seed 002 lines 988-990), paid on the Ante of a player who
// made the Play wager, whatever the dealer holds (lines 960, 967).
var ukAnteBonus = []threeRow{
	{"Straight", poker.ThreeStraight, false, rules.ToOne(1), gb("988")},
	{"Three of a Kind", poker.ThreeTrips, false, rules.ToOne(4), gb("989")},
	{"Straight Flush", poker.ThreeStraightFlush, false, rules.ToOne(5), gb("990")},
}

// The Pair Plus (seed 002 lines 999-1006).
var ukPairPlus = []threeRow{
	{"Pair", poker.ThreePair, false, rules.ToOne(1), gb("999")},
	{"Flush", poker.ThreeFlush, false, rules.ToOne(4), gb("1001")},
	{"Straight", poker.ThreeStraight, false, rules.ToOne(6), gb("1003")},
	{"Three of a Kind", poker.ThreeTrips, false, rules.ToOne(33), gb("1005")},
	{"Straight Flush", poker.ThreeStraightFlush, false, rules.ToOne(35), gb("1006")},
}

// Setting keys and values.
const (
	keyPairPlusOnFold = "pair_plus_on_fold"
	// PairPlusSettled settles a folded seat's Pair Plus on its cards: the
	// fold surrenders "the amount staked on the Ante wager" (lines
	// 947-949), and the Pair Plus is a wager on the player's hand
	// "irrespective of the hand dealt to the dealer" (lines 933-934).
	PairPlusSettled = "settled"
	// PairPlusLoses takes a folded seat's Pair Plus with its Ante, as the
	// California version does (seed 000 line 2498).
	PairPlusLoses = "loses"
)

var ukSpecs = []rules.SettingSpec{
	{Key: keyPairPlusOnFold, Default: PairPlusSettled, Allowed: []string{PairPlusSettled, PairPlusLoses}, Rule: ukCiteFold,
		Doc: "What happens to the Pair Plus of a seat that placed an Ante and a Pair Plus and then folded, which the rule book does not say. " +
			"settled: the Pair Plus is settled on the seat's three cards as if it had played, since the fold surrenders only " +
			"\"the amount staked on the Ante wager\" (lines 947-949) and the Pair Plus is a wager on the player's hand irrespective of the " +
			"dealer's (lines 933-934). loses: the Pair Plus goes with the folded hand, as the California version rules (seed 000 line 2498)."},
	rules.PositionsSpec(ukLayoutSeats, maxUKSeats, ukCiteLayout,
		"The table's layout: its playing positions. The rule book's layout is lost (docs/interpretations.md T4); one deck deals "+
			"at most 16 seats. It sizes the hand-entry form (a line of cards and three wager lines a seat); a record may still name any seat."),
}

// UKSettings are a Great Britain table's compiled settings.
type UKSettings struct {
	// PairPlusOnFold is PairPlusSettled or PairPlusLoses.
	PairPlusOnFold string
	// Positions is the table's layout (rules.PositionsKey); 0 for
	// ukLayoutSeats.
	Positions int
}

// DefaultUKSettings returns the settings of a table that sets nothing.
func DefaultUKSettings() *UKSettings {
	return &UKSettings{PairPlusOnFold: PairPlusSettled, Positions: ukLayoutSeats}
}

func (s *UKSettings) positions() int {
	if s.Positions <= 0 {
		return ukLayoutSeats
	}
	return s.Positions
}

// Values returns the settings in record form.
func (s *UKSettings) Values() map[string]string {
	return map[string]string{keyPairPlusOnFold: s.PairPlusOnFold, rules.PositionsKey: strconv.Itoa(s.positions())}
}

func compileUK(values map[string]string) (*UKSettings, error) {
	v, err := rules.NormalizeSettings(ukSpecs, values)
	if err != nil {
		return nil, err
	}
	positions, _ := strconv.Atoi(v[rules.PositionsKey])
	return &UKSettings{PairPlusOnFold: v[keyPairPlusOnFold], Positions: positions}, nil
}

// ukSettingsFor accepts this game's settings, nil for the defaults, or any
// other rules.Settings by compiling its values.
func ukSettingsFor(s rules.Settings) (*UKSettings, error) {
	switch v := s.(type) {
	case nil:
		return DefaultUKSettings(), nil
	case *UKSettings:
		if v == nil {
			return DefaultUKSettings(), nil
		}
		if v.PairPlusOnFold != PairPlusSettled && v.PairPlusOnFold != PairPlusLoses {
			return nil, rules.Invalid("settings."+keyPairPlusOnFold, "%q is not one of %s, %s", v.PairPlusOnFold, PairPlusSettled, PairPlusLoses)
		}
		return v, nil
	}
	return compileUK(maps.Clone(s.Values()))
}

type ukGame struct{}

// UK returns Three Card Poker as Great Britain deals it.
func UK() rules.Game { return ukGame{} }

var ukBets = []string{BetAnte, BetPlay, BetAnteBonus, BetPairPlus}

func (ukGame) Settings(values map[string]string) (rules.Settings, error) { return compileUK(values) }

func (ukGame) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      UKGameID,
		Name:    "Three Card Poker (Great Britain)",
		Family:  "poker",
		Banking: "house",
		Sources: []rules.Cite{ukSection},
		Decks:   "one 52-card deck (line 890)",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "the player's hand beats the dealer's qualifying hand, or the dealer does not qualify (queen high); a stand-off on equal hands; " +
					"lost to a higher dealer hand, and surrendered on a fold",
				Pays: "1 to 1", Rule: ukCiteWin},
			{Bet: BetPlay, Name: "Play",
				Wins: "made equal to the Ante after seeing the cards; wins when the hand beats the dealer's qualifying hand; " +
					"void (returned) when the dealer does not qualify or the hands are equal",
				Pays: "1 to 1", Rule: ukCiteWin},
			{Bet: BetAnteBonus, Name: "Ante Bonus",
				Wins: "paid on the Ante of a player who made the Play wager and holds a straight or better, whatever the dealer holds; " +
					"no stake of its own: the record's amount is the Ante's, and a seat without a bonus pushes it or leaves it out",
				Pays: "1 to 1 a straight, 4 to 1 three of a kind, 5 to 1 a straight flush", Rule: ukCiteBonus},
			{Bet: BetPairPlus, Name: "Pair Plus",
				Wins: "the player's three cards hold a pair or better, whatever the dealer holds; placed with or without an Ante",
				Pays: "1 to 1 a pair up to 35 to 1 a straight flush (Pair Plus table)", Rule: ukCitePairPlus},
		},
		PayTables: []rules.PayTable{
			threePayTable("ante_bonus", "Ante Bonus (minimum odds)", "", ukAnteBonus),
			threePayTable("pair_plus", "Pair Plus (minimum odds)", "", ukPairPlus),
		},
		Settings: append([]rules.SettingSpec(nil), ukSpecs...),
	}
}

// Notes are published figures for the game's page.
func (ukGame) Notes() []string {
	return []string{
		"The Ante Bonus (1, 4 and 5 to 1), the queen-high qualifier and the Play wager equal to the Ante are the standard game's: " +
			"the Wizard of Odds gives the Ante and Play a house edge of 3.37% of the Ante under the optimal strategy, play Q-6-4 or better " +
			"(https://wizardofodds.com/games/three-card-poker/). Counted over every hand of the player against every hand of the dealer, " +
			"the engine's optimal strategy is the same (the lowest hand it plays is Q-6-4), and the Ante, Play and Ante Bonus together return " +
			"-0.033730 per unit of Ante: a house edge of 3.3730%.",
		"The Pair Plus minimum odds (1, 4, 6, 33 and 35 to 1) return -596/22,100 per unit over the 22,100 three-card hands, " +
			"a house edge of 2.6968%; the rule book gives no figure.",
	}
}

// UKRecord is the JSON form of a Great Britain round:
//
//	{"table_id": "TCP-1", "hand_number": 41, "game": "three-card-poker-uk",
//	 "dealt_at": "2026-11-21T22:14:05+00:00",
//	 "cards": {"dealer": ["QC", "9D", "3S"],
//	           "seats": [{"seat": 1, "cards": ["KS", "KH", "4D"], "decision": "play"}]},
//	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"}]}
type UKRecord struct {
	rules.Envelope
	Cards  UKCards             `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
}

// UKCards holds the round's cards.
type UKCards struct {
	// Dealer is the dealer's three cards; it may be left empty when no seat
	// made the Play wager.
	Dealer []string     `json:"dealer"`
	Seats  []SeatRecord `json:"seats"`
}

// UKHand is a decoded Great Britain round.
type UKHand struct{ table }

// Envelope returns the fields every record shares.
func (h *UKHand) Envelope() rules.Envelope { return h.env }

// Wagers returns the round's wagers in record order.
func (h *UKHand) Wagers() []rules.Wager { return h.wagers }

// Seats returns the round's seats.
func (h *UKHand) Seats() []Seat { return h.seats }

// Decode reads one Great Britain record strictly, refusing what the rules
// make impossible: a hand of other than three cards, a card dealt twice
// from the single deck, a Play wager without an Ante or of another amount,
// a decision that does not match the wagers, a seat without a wager.
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
	h := &UKHand{table{env: r.Envelope}}
	if len(r.Cards.Dealer) != 0 {
		if d, ok := decodeCards("cards.dealer", r.Cards.Dealer, "the dealer is dealt three cards ("+ukDeal+")", ukDeck, errs); ok {
			h.dealer = d[:]
		}
	}
	h.decodeSeats(r.Cards.Seats, rules.MaxSeat, "one playing position per player, line 923", ukDeal, ukDeck, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	h.wagers = rules.ParseWagers(r.Wagers, ukBets, errs)
	for i, w := range r.Wagers {
		if w.Backline != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].backline", i), "backline bettors belong to California games; %s has none", UKGameID)
		}
		if w.Commission != "" {
			if c, err := rules.ParseMoney(w.Commission); err == nil && c != 0 {
				errs.Add(fmt.Sprintf("wagers[%d].commission", i), "no commission is taken in Three Card Poker (%s)", ukSection)
			}
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.placeWagers(ukDeal, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkDecisions(ukPlayWager, ukFoldRule, errs)
	played := false
	for j := range h.seats {
		s := &h.seats[j]
		if !s.has(iAnte) && !s.has(iPairPlus) {
			errs.Add(fmt.Sprintf("cards.seats[%d]", j), "seat %d placed neither an Ante nor a Pair Plus; one or both is the initial wager (seed 002 lines 926-931)", s.Seat)
		}
		if s.has(iAnteBonus) {
			switch {
			case !s.has(iAnte):
				errs.Add(wagerField(s, iAnteBonus)+".bet", "the Ante Bonus is paid on the Ante (seed 002 lines 983-986); seat %d placed none", s.Seat)
			case h.amountOf(s, iAnteBonus) != h.amountOf(s, iAnte):
				errs.Add(wagerField(s, iAnteBonus)+".amount", "the Ante Bonus is paid on the Ante: its amount is the Ante's, %s, not %s (seed 002 lines 983-986)",
					h.amountOf(s, iAnte), h.amountOf(s, iAnteBonus))
			}
		}
		played = played || s.played()
	}
	if played && len(r.Cards.Dealer) == 0 {
		errs.Add("cards.dealer", "is empty; a seat made the Play wager, so the dealer's three cards decide it (%s, seed 002 lines 955-981)", ukDeal)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	checkDeck(ukDeck, "cards.dealer", h.dealer, h.seats, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// seatOutcome is what the cards give one Great Britain seat.
type ukOutcome struct {
	versus int // against the dealer, for a seat that played
	bonus  *threeRow
	pp     *threeRow
}

// Verify recomputes every wager of the round. A seat that played and holds
// a straight or better and whose record lists no Ante Bonus gets one, as
// the table declared nothing: a finding for the bonus it was due.
func (h *UKHand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := ukSettingsFor(st)
	if err != nil {
		return nil, err
	}
	var dealer poker.Three
	qual := false
	detail := &Detail{Seats: make([]SeatDetail, len(h.seats))}
	if len(h.dealer) == 3 {
		dealer = poker.Eval3([3]rules.Card{h.dealer[0], h.dealer[1], h.dealer[2]})
		qual = qualifies(dealer)
		detail.Dealer = dealer.String()
		detail.Qualifies = &qual
	}
	out := make([]ukOutcome, len(h.seats))
	for j := range h.seats {
		seat := &h.seats[j]
		o := &out[j]
		if seat.played() {
			o.versus = versus(seat.Value, dealer)
			o.bonus = threeRowOf(ukAnteBonus, seat.Value)
		}
		o.pp = threeRowOf(ukPairPlus, seat.Value)
		detail.Seats[j] = seatDetail(seat, o.versus)
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers)+1)}
	for i, w := range h.wagers {
		j := h.seatOf[i]
		res, rule := h.expected(w, &h.seats[j], &out[j], qual, s)
		v.Settle(w, res, rule, rules.Cite{})
		if w.Bet == BetAnteBonus {
			// The Ante Bonus is paid on the Ante's stake; it stakes
			// nothing of its own.
			v.Totals.Wagered -= w.Amount
		}
	}
	// A bonus due on a seat whose record lists none: the table paid nothing.
	for j := range h.seats {
		seat := &h.seats[j]
		if seat.has(iAnteBonus) || out[j].bonus == nil {
			continue
		}
		ante := h.wagers[seat.bet[iAnte]].Amount
		w := rules.Wager{Seat: seat.Seat, Bet: BetAnteBonus, Amount: ante, Declared: rules.Result{Result: rules.Push}}
		v.Settle(w, won(ante, out[j].bonus.odds), out[j].bonus.rule, rules.Cite{})
		v.Totals.Wagered -= ante
	}
	v.Outcome = rules.Outcome{Summary: summary("Dealer", detail), Detail: detail}
	return v, nil
}

// expected settles one wager of a Great Britain seat.
func (h *UKHand) expected(w rules.Wager, seat *Seat, o *ukOutcome, qual bool, s *UKSettings) (rules.Result, rules.Cite) {
	switch w.Bet {
	case BetPairPlus:
		if seat.Decision == DecisionFold && s.PairPlusOnFold == PairPlusLoses {
			return lose, ukCiteFold
		}
		if o.pp == nil {
			return lose, ukCitePPLoses
		}
		return won(w.Amount, o.pp.odds), o.pp.rule
	case BetAnteBonus:
		if o.bonus == nil {
			return push, ukCiteBonus
		}
		return won(w.Amount, o.bonus.odds), o.bonus.rule
	}
	if seat.Decision == DecisionFold {
		return lose, ukCiteFold // only an Ante can be folded
	}
	if !qual {
		if w.Bet == BetPlay {
			return push, ukCiteNoQPlay
		}
		return won(w.Amount, rules.ToOne(1)), ukCiteNoQAnte
	}
	switch o.versus {
	case 1:
		return won(w.Amount, rules.ToOne(1)), ukCiteWin
	case 0:
		return push, ukCiteVoid
	}
	return lose, ukCiteLose
}

// Detail is the verdict's Outcome.Detail.
type Detail struct {
	// Dealer is the dealer's (or player-dealer's) hand.
	Dealer string `json:"dealer,omitempty"`
	// Qualifies says whether it is queen high or better.
	Qualifies *bool        `json:"qualifies,omitempty"`
	Seats     []SeatDetail `json:"seats"`
}

// SeatDetail is one seat's outcome.
type SeatDetail struct {
	Seat int    `json:"seat"`
	Hand string `json:"hand"`
	// Decision is play or fold, or empty for a seat without an Ante.
	Decision string `json:"decision,omitempty"`
	// Versus is higher, equal or lower against the dealer, for a seat that
	// played.
	Versus string `json:"versus,omitempty"`
	// SixCard is the best five of the seat's and the player-dealer's six
	// cards, for a seat with a 6 Card Bonus.
	SixCard string `json:"six_card,omitempty"`
}

func seatDetail(s *Seat, vs int) SeatDetail {
	d := SeatDetail{Seat: s.Seat, Hand: s.Value.String(), Decision: s.Decision}
	if s.played() {
		d.Versus = versusNames[vs+1]
	}
	return d
}

// summary describes the round: "Dealer Pair, queens (qualifies); seat 1
// Straight, ten high: higher; seat 3 folded".
func summary(who string, d *Detail) string {
	var b strings.Builder
	if d.Dealer == "" {
		b.WriteString(who + " not shown")
	} else {
		b.WriteString(who + " " + d.Dealer)
		if *d.Qualifies {
			b.WriteString(" (qualifies)")
		} else {
			b.WriteString(" (does not qualify)")
		}
	}
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d %s", s.Seat, s.Hand)
		switch {
		case s.Versus != "":
			b.WriteString(": " + s.Versus)
		case s.Decision == DecisionFold:
			b.WriteString(": folded")
		}
	}
	return b.String()
}
