package rules

import (
	"encoding/json"
	"strings"
	"time"
)

// Game is one game the engine verifies. A game decodes its own hand records
// (so that each game keeps the record shape its rule book suggests), compiles
// a table's settings, and recomputes a hand.
type Game interface {
	// Info describes the game for the catalog: wagers, pay tables, settings
	// and the rule book lines they come from.
	Info() GameInfo
	// Settings checks a table's settings (unknown keys and bad values are
	// errors naming the key), fills in defaults and returns them compiled.
	Settings(values map[string]string) (Settings, error)
	// Decode reads one hand record strictly: unknown fields, malformed cards
	// or money, unknown bets and impossible shapes are an *InputError naming
	// the field.
	Decode(record []byte) (Hand, error)
	// EntryForm declares the form a person fills in to enter a hand of the
	// game by hand, under a table's settings (rules/entry.go).
	EntryForm(s Settings) EntryForm
}

// Settings are a table's compiled settings for one game.
type Settings interface {
	// Values returns every setting, defaults included, in record form.
	Values() map[string]string
}

// Hand is a decoded hand record of one game.
type Hand interface {
	// Envelope returns the fields every record shares.
	Envelope() Envelope
	// Verify recomputes the hand under the table's settings. It returns an
	// *InputError when the hand is impossible under those settings (a card
	// seen more often than the shoe holds, a card count the drawing rules
	// forbid); otherwise a verdict, which may hold findings.
	Verify(s Settings) (*Verdict, error)
}

// Envelope holds the fields every hand record carries.
type Envelope struct {
	TableID    string    `json:"table_id"`
	HandNumber int64     `json:"hand_number"`
	Game       string    `json:"game"`
	DealtAt    time.Time `json:"dealt_at"`
	// TableSettings lets an offline file (casinoctl verify) state the table's
	// settings beside a hand. The API refuses it: a table's settings are
	// the ones the service holds for it.
	TableSettings map[string]string `json:"table_settings,omitempty"`
	// DealerID names the dealer who dealt the hand, as the casino numbers
	// its dealers ("D-1042"); optional. The rules do not read it: the
	// reports count findings per dealer.
	DealerID string `json:"dealer_id,omitempty"`
}

// MaxDealerID bounds a dealer id's length.
const MaxDealerID = 64

// Check validates the envelope's own fields.
func (e Envelope) Check(errs *InputError) {
	if e.TableID == "" {
		errs.Add("table_id", "is required")
	} else if len(e.TableID) > 64 {
		errs.Add("table_id", "is longer than 64 characters")
	}
	if e.HandNumber <= 0 {
		errs.Add("hand_number", "must be a positive whole number")
	}
	if e.Game == "" {
		errs.Add("game", "is required")
	}
	if e.DealtAt.IsZero() {
		errs.Add("dealt_at", "is required: an RFC 3339 time with its offset, like \"2026-11-21T22:14:05-07:00\"")
	}
	CheckDealerID("dealer_id", e.DealerID, errs)
}

// CheckDealerID validates an optional dealer id: at most MaxDealerID
// characters, without spaces or control characters at its ends.
func CheckDealerID(field, id string, errs *InputError) {
	switch {
	case id == "":
	case len(id) > MaxDealerID:
		errs.Add(field, "is longer than %d characters", MaxDealerID)
	case strings.TrimSpace(id) != id:
		errs.Add(field, "must not start or end with a space")
	}
}

// Verdict is the engine's answer for one hand.
type Verdict struct {
	// Outcome describes what the cards produced, for people ("Banker 7 over
	// Player 3") and for programs (Detail).
	Outcome Outcome `json:"outcome"`
	// Settlements holds one line per wager (or per seat in a pot game),
	// what the record declared beside what the rules give.
	Settlements []Settlement `json:"settlements"`
	// Findings lists every difference between declared and expected.
	Findings []Finding `json:"findings"`
	// Totals sums the hand for reports.
	Totals Totals `json:"totals"`
}

// Verified reports whether the record agrees with the rules in every field.
func (v *Verdict) Verified() bool { return len(v.Findings) == 0 }

// Outcome describes the result of the cards.
type Outcome struct {
	Summary string `json:"summary"`
	// Detail is a JSON-encodable value of the game's own (a struct, so that
	// building it costs no map per hand).
	Detail any `json:"detail,omitempty"`
	// State is the table's state the hand leaves, for a game whose hands
	// follow one another (Sequenced): the next hand must start from it.
	State json.RawMessage `json:"state,omitempty"`
}

// Sequenced is a hand that continues its table's state from the hand
// before it: craps (the point, the wagers standing), lowball's kill button,
// the seats in Fantasy Land of Face-Up Chinese Poker, and the run Roulette
// Rage is settled on. The record declares the state it starts from, the
// engine verifies the hand from that state, and CheckSequence compares the
// declared state with the one the table's previous hand left and sets
// Outcome.State to the state the hand leaves. A hand whose predecessor is
// missing, or that arrives after a later one, is a finding, never a guess.
type Sequenced interface {
	Hand
	// StateBefore is the state the record declares the table in at the
	// start of the hand, as JSON; nil for a table starting afresh.
	StateBefore() json.RawMessage
	// SequenceRule cites the rule that carries the state from hand to hand.
	SequenceRule() Cite
	// StateFrom is the state the hand leaves a table that was in before
	// (JSON, nil for a fresh table) as the hand began, whatever the record
	// declares: the same cards, dice or spin and the same wagers, played
	// from that state. StateFrom(s, StateBefore()) is what Verify returns
	// in Outcome.State.
	StateFrom(s Settings, before json.RawMessage) (json.RawMessage, error)
}

// StateOptional is a Sequenced hand whose record declares the state it
// starts from only when it settles a wager that depends on it: a roulette
// spin declares the run only when it settles Roulette Rage wagers. A hand
// that declares none is checked for nothing, and passes on the state it
// leaves.
type StateOptional interface {
	Sequenced
	DeclaresState() bool
}

// StateWords is a Sequenced hand whose table state reads as words: a
// finding on the state a hand starts from says what the table held
// ("point 6; standing: seat 1 pass 10.00"), not the state's JSON. The
// words name every part of the state, so two states never read alike.
type StateWords interface {
	// StateWords writes a state as the hand's StateBefore and
	// Outcome.State give it; null or empty is a table starting afresh.
	StateWords(state json.RawMessage) string
}

// Result is how a wager (or a seat's share of a pot) was settled.
type Result struct {
	// Result is win, lose or push for a wager; win, split or lose for a seat
	// in a pot.
	Result string `json:"result"`
	// Payout is what the wager won at its odds, stake not included; for a
	// seat in a pot it is the amount the seat collected.
	Payout Money `json:"payout"`
	// Commission is what the house took from the wager.
	Commission Money `json:"commission"`
	// Returned is the part of a losing wager's stake that a player-dealer
	// could not cover and gave back (California games); zero elsewhere.
	Returned Money `json:"returned,omitempty"`
}

// Settlement is one wager's declared and expected settlement.
type Settlement struct {
	Seat     int    `json:"seat"`
	Backline int    `json:"backline,omitempty"`
	Bet      string `json:"bet"`
	// Spot is where on the layout the wager lies (Wager.Spot).
	Spot     string `json:"spot,omitempty"`
	Amount   Money  `json:"amount"`
	Declared Result `json:"declared"`
	Expected Result `json:"expected"`
	// Rule is the rule book line that fixes the expected settlement.
	Rule Cite `json:"rule"`
	// Meter is set when the wager hit a progressive line that pays a
	// percentage of the meter; the expected payout is then the declared
	// one, which the progressive ledger checks against the meter.
	Meter *MeterLine `json:"meter,omitempty"`
}

// MeterLine is a progressive pay-table line paid as a share of the meter.
type MeterLine struct {
	Percent Rate `json:"percent"`
	// Line names the pay-table line ("Royal Flush on the flop").
	Line string `json:"line,omitempty"`
	// Order places the hit among several in one round: the meter pays
	// lower orders first (lower hands before the top award, first entered
	// first paid), as the game's rules prescribe.
	Order int `json:"order,omitempty"`
	// Split is set where the rules share the line among the round's
	// winners of it evenly (EZ Baccarat Progressive, seed 003 line 618;
	// Eternal's progressives, lines 731, 735, 739): the ledger takes the
	// percentage of the meter once and pays each an equal share.
	Split bool `json:"split,omitempty"`
	// Fixed is an amount the wager wins beside the meter share, from the
	// tray (a Community Straight Flush paid with a Royal Flush under
	// Hold'em Bonus's community_with_hand=both): the payout due is the
	// share plus Fixed.
	Fixed Money `json:"fixed,omitempty"`
	// FromMeter says Fixed comes off the meter, not the tray (EZ Baccarat
	// Progressive's fixed pays where the casino pays them from the meter,
	// seed 003 line 617). The rules check the amount; the ledger debits it.
	FromMeter bool `json:"from_meter,omitempty"`
}

// Finding is one difference between what a record declared and what the
// rules give.
type Finding struct {
	Seat int `json:"seat"`
	// Backline numbers the bettor behind the seat whose wager it is (1,
	// 2, …); 0 for the seated player's.
	Backline int    `json:"backline,omitempty"`
	Bet      string `json:"bet"`
	// Spot is where on the layout the wager lies (Wager.Spot): a seat's
	// several wagers on one bet are told apart by it.
	Spot string `json:"spot,omitempty"`
	// Field is the settled quantity that differs: result, payout,
	// commission, or won (a seat's collection from a pot).
	Field    string `json:"field"`
	Declared string `json:"declared"`
	Expected string `json:"expected"`
	Rule     Cite   `json:"rule"`
	Message  string `json:"message"`
}

// Totals sums one hand for the daily reports. HouseWin is from the house's
// side: positive when the house won. Declared figures are what the table
// actually did; expected figures are what the rules give.
type Totals struct {
	Wagered            Money `json:"wagered"`
	HouseWin           Money `json:"house_win"`
	ExpectedHouseWin   Money `json:"expected_house_win"`
	Commission         Money `json:"commission"`
	ExpectedCommission Money `json:"expected_commission"`
	Fees               Money `json:"fees"`
	ExpectedFees       Money `json:"expected_fees"`
	// PlayerDealerWin is a California game's player-dealer result against
	// the players, positive when it won; the house has no part in it.
	PlayerDealerWin         Money `json:"player_dealer_win"`
	ExpectedPlayerDealerWin Money `json:"expected_player_dealer_win"`
}

// GameInfo describes a game for the catalog.
type GameInfo struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Family string `json:"family"`
	// Banking is "house" for house-banked games and "pot" for games where
	// players play against each other and the house takes a fee.
	Banking   string        `json:"banking"`
	Sources   []Cite        `json:"sources"`
	Decks     string        `json:"decks"`
	Wagers    []WagerInfo   `json:"wagers"`
	PayTables []PayTable    `json:"pay_tables,omitempty"`
	Settings  []SettingSpec `json:"settings"`
}

// WagerInfo describes one bet a record may name.
type WagerInfo struct {
	Bet string `json:"bet"`
	// Progressive marks a wager that feeds a progressive meter: its amount
	// is what a pool's contribution rate applies to.
	Progressive bool   `json:"progressive,omitempty"`
	Name        string `json:"name"`
	Wins        string `json:"wins"`
	Pays        string `json:"pays"`
	Rule        Cite   `json:"rule"`
}

// PayTable is a named pay table; Setting names the table setting that
// selects it, if any.
type PayTable struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	Setting string   `json:"setting,omitempty"`
	Rows    []PayRow `json:"rows"`
}

// PayRow is one line of a pay table.
type PayRow struct {
	Outcome string `json:"outcome"`
	Pays    string `json:"pays"`
	Rule    Cite   `json:"rule"`
}
