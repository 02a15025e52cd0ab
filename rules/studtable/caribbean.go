package studtable

import (
	"maps"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// caribbean-stud: Caribbean Stud Poker as a California game (seed 000
// lines 688-772). A seated player, the player-dealer, banks the hand within
// the bank it puts up (rules.Cover); the house takes collection fees. Each
// player antes, sees his five cards and the player-dealer's card turned
// face up, and calls twice the Ante or folds; the player-dealer's last
// downcard names the position that receives action first (lines 716-727);
// a player-dealer without at least an Ace and a King pays the Antes even
// money and returns the Call Bets (line 729); a qualifying hand is compared
// with each called hand, the Call Bet paid by the Bonus Payout Schedule.

// CaribbeanID is the id records and the catalog use.
const CaribbeanID = "caribbean-stud"

// The bets of a bettor, as records name them.
const (
	BetCall = "call"
)

var cbBetIDs = []string{BetAnte, BetCall}

// cbSeats is the table: the player-dealer and positions #2 to #8 (lines
// 718-727), numbered clockwise.
const cbSeats = 8

// cbMaxBackline is the most backline bettors a position takes (line 751).
const cbMaxBackline = 2

func ca(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

// The rule book lines the game cites.
var (
	citeCBRules       = ca("688-772")
	citeCBRanking     = ca("692-704")
	citeCBDeck        = ca("706")
	citeCBAnte        = ca("710")
	citeCBDeal        = ca("711")
	citeCBFold        = ca("712-714")
	citeCBFirstAction = ca("716-727")
	citeCBQualify     = ca("729")
	citeCBCompare     = ca("730")
	citeCBLoses       = ca("731")
	citeCBWins        = ca("733")
	citeCBTie         = ca("746")
	citeCBBackline    = ca("751")
	citeCBDecision    = ca("753")
	citeCBCollection  = ca("754")
	citeCBKumKum      = ca("757")
	citeCBIncrease    = ca("769")
	citeCBOrder       = ca("770-772")
	citeCBCover       = ca("770")
)

// callTable is the Bonus Payout Schedule of the Call Bet (lines 735-744). The
// odds "will only be modified to increase the game's return to the players"
// (line 769): the setting call_odds holds what the table pays.
var callTable = oddsTable{key: "call_odds", name: "Bonus Payout Schedule (Call Bet)", rows: []payRow{
	{"Royal Flush", 10, ca("736")},
	{"Straight Flush", 9, ca("737")},
	{"Four-of-a-Kind", 8, ca("738")},
	{"Full House", 7, ca("739")},
	{"Flush", 6, ca("740")},
	{"Straight", 5, ca("741")},
	{"Three-of-a-Kind", 3, ca("742")},
	{"Any Two Pair", 2, ca("743")},
	{"Pair of Aces or less", 1, ca("744")},
}}

// callRow is the row of callTable a hand is paid by; the rows are in the
// order of raiseTable's.
func callRow(v value) int { return raiseRow(v) }

// firstActionOffset is how many positions clockwise from the player-dealer
// the player-dealer's last downcard sends the first action, by its rank:
// "Ace or 8" position #2, the first to its left, up to "7" position #8
// (lines 718-727).
func firstActionOffset(r rules.Rank) int {
	switch r {
	case rules.Ace, 8:
		return 1
	case 2, 9:
		return 2
	case 3, rules.Ten:
		return 3
	case 4, rules.Jack:
		return 4
	case 5, rules.Queen:
		return 5
	case 6, rules.King:
		return 6
	}
	return 7 // a seven
}

// Setting keys and values.
const (
	keyDecks           = "decks"
	keySeats           = "seats"
	keySettlementOrder = "settlement_order"
	keyRanking         = "ranking"

	// SeatBySeat settles each hand in turn from the first action, the
	// bettor's Ante then his Call Bet; AntesFirst every Ante in that
	// order, then every Call Bet.
	SeatBySeat = "seat_by_seat"
	AntesFirst = "antes_first"

	// RankingStandard ranks a Full House above a Flush (interpretation
	// CB1); RankingAsCharted ranks them as the chart lists them, the
	// Flush above the Full House (lines 698-699).
	RankingStandard  = "standard"
	RankingAsCharted = "as_charted"
)

var cbSpecs = []rules.SettingSpec{
	{Key: keyDecks, Default: "8", Allowed: []string{"8", "4"}, Rule: citeCBDeck,
		Doc: "Decks dealt from: eight in a dealing shoe, four in an automated shuffle machine (line 706). Cards are checked against it; a hand may hold two identical cards."},
	{Key: keySeats, Default: "8", Allowed: []string{"8"}, Rule: citeCBFirstAction,
		Doc: "Seats, numbered clockwise from 1, the player-dealer's included: the player-dealer and positions #2 to #8, which the player-dealer's last downcard names for the first action (lines 718-727)."},
	{Key: keySettlementOrder, Default: SeatBySeat, Allowed: []string{SeatBySeat, AntesFirst}, Rule: citeCBOrder,
		Doc: "The order wagers are collected or paid against the player-dealer's bank, \"Front bet (ANTE)\" then \"Back bet (CALL BET)\" (lines 770-772), from the position the player-dealer's last downcard names (lines 716, 730). " +
			"seat_by_seat: each hand in turn, each bettor's Ante then Call Bet, the seated player before the backline. antes_first: every Ante in that order, then every Call Bet. " +
			"Under both, folded Antes are collected first, at the fold, from the seat left of the player-dealer (interpretation CB5)."},
	{Key: keyRanking, Default: RankingStandard, Allowed: []string{RankingStandard, RankingAsCharted}, Rule: citeCBRanking,
		Doc: "Where the Flush ranks against the Full House. The ranking chart lists the Flush, its rank number lost, above the 5th, the Full House (lines 698-699); the Bonus Payout Schedule pays the Full House more (7:1 against 6:1, lines 739-740). " +
			"standard: the Full House above the Flush, as poker ranks them (interpretation CB1). as_charted: the Flush above the Full House, as the chart lists them; from eight decks a flush is the rarer hand (0.3604% of five cards against 0.3787%; from four, 0.3344% against 0.3392%). " +
			"A hand is the best it makes under the table's ranking: five suited cards that also make a Full House (several decks) are a Full House under standard and a Flush as_charted (interpretation CB7). " +
			"Either way each is paid by its own row of the Bonus Payout Schedule."},
	callTable.spec(ca("733-744"),
		"The Call Bet's odds to 1, row by row: Royal Flush, Straight Flush, Four-of-a-Kind, Full House, Flush, Straight, Three-of-a-Kind, Any Two Pair, Pair of Aces or less. "+
			"The odds \"will only be modified to increase the game's return to the players\" (line 769): a value with any row below the printed odds is refused."),
	fees.ScheduleSetting(CaribbeanID),
	rules.BankExhaustedSpec("The game's own text says only that wagers are collected or paid to the extent that money covers (line 770)."),
}

// cbSettings are a caribbean-stud table's compiled settings.
type cbSettings struct {
	values     map[string]string
	decks      int
	antesFirst bool
	// flushFirst ranks a Flush above a Full House (ranking=as_charted).
	flushFirst bool
	call       []int64 // odds to 1 by callTable row
	schedule   *fees.Option
	// exhausted: what follows once the player-dealer's wager is exhausted
	// (bank_exhausted; the text says only "to the extent that money
	// covers", line 770).
	exhausted rules.Exhausted
}

// Values returns every setting in record form.
func (s *cbSettings) Values() map[string]string { return maps.Clone(s.values) }

// ranked is a hand's place in the table's ranking: its value, or under
// ranking=as_charted its value with the Flush and the Full House traded,
// so that every Flush outranks every Full House and each still compares
// within its own category as before.
func (s *cbSettings) ranked(v value) value {
	if !s.flushFirst {
		return v
	}
	switch v.category() {
	case poker.Flush:
		return v&^(0xf<<catShift) | value(poker.FullHouse)<<catShift
	case poker.FullHouse:
		return v&^(0xf<<catShift) | value(poker.Flush)<<catShift
	}
	return v
}

func compileCB(values map[string]string) (*cbSettings, error) {
	v, err := rules.NormalizeSettings(cbSpecs, values)
	if err != nil {
		return nil, err
	}
	s := &cbSettings{values: v, antesFirst: v[keySettlementOrder] == AntesFirst, flushFirst: v[keyRanking] == RankingAsCharted,
		exhausted: rules.ExhaustedOf(v[rules.SettingBankExhausted])}
	s.decks, _ = strconv.Atoi(v[keyDecks])
	s.call, _ = callTable.parse(v[callTable.key])
	if s.schedule, err = fees.ScheduleFor(CaribbeanID, v[fees.ScheduleKey]); err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	return s, nil
}

func cbSettingsFor(s rules.Settings) (*cbSettings, error) {
	switch v := s.(type) {
	case nil:
		return compileCB(nil)
	case *cbSettings:
		if v == nil {
			return compileCB(nil)
		}
		return v, nil
	}
	return compileCB(maps.Clone(s.Values()))
}

type caribbean struct{}

// Caribbean returns Caribbean Stud Poker (California, player-dealer).
func Caribbean() rules.Game { return caribbean{} }

func (caribbean) Settings(values map[string]string) (rules.Settings, error) {
	return compileCB(values)
}

func (caribbean) Info() rules.GameInfo {
	return rules.GameInfo{
		ID:      CaribbeanID,
		Name:    "Caribbean Stud Poker (California, player-dealer)",
		Family:  "poker",
		Banking: "player_dealer",
		Sources: []rules.Cite{citeCBRules},
		Decks:   "standard 52-card decks, eight in a dealing shoe or four in an automated shuffle machine (line 706; the decks setting)",
		Wagers: []rules.WagerInfo{
			{Bet: BetAnte, Name: "Ante",
				Wins: "the player called and the player-dealer does not qualify (at least an Ace and a King), or the player's hand ranks higher than the player-dealer's qualifying hand; " +
					"a push when all five cards tie; lost on a fold or a lower hand",
				Pays: "even money", Rule: citeCBQualify},
			{Bet: BetCall, Name: "Call Bet",
				Wins: "exactly twice the Ante, instead of folding (lines 712-714); paid by the Bonus Payout Schedule when the player's hand ranks higher than the player-dealer's qualifying hand; " +
					"a push when the player-dealer does not qualify or all five cards tie; lost on a lower hand",
				Pays: "the Bonus Payout Schedule (call_odds): 10 to 1 a Royal Flush down to even money a pair of aces or less", Rule: citeCBWins},
		},
		PayTables: []rules.PayTable{callTable.payTable()},
		Settings:  append([]rules.SettingSpec(nil), cbSpecs...),
	}
}

// EntryForm is the hand-entry form: the player-dealer's five cards, each
// position's five cards, the wagers, the player-dealer and the collections.
func (g caribbean) EntryForm(rules.Settings) rules.EntryForm {
	return rules.EntryForm{
		Intro: "One hand of Caribbean Stud Poker banked by a player-dealer: its five cards and those of each position that placed an Ante, every wager as it was settled against the player-dealer's bank, " +
			"the player-dealer's net result and the collections. A bettor who called lists a call wager; one whose hand folded lists none.",
		Sections: []rules.EntrySection{
			{ID: "player_dealer_cards", Legend: "Player-dealer's cards", Path: "cards", Picker: true,
				Hint:   "The card turned face up first, then the four downcards in the order exposed: the last names the position that receives action first (lines 711, 716-727). Needed when any hand called.",
				Fields: []rules.EntryField{{Name: "player_dealer", Label: "Player-dealer's cards", Kind: rules.EntryCards}}},
			{ID: "seats", Legend: "Positions", Path: "cards.seats", Rows: cbSeats - 1, Picker: true,
				Hint: "One line per seat with an Ante, seats numbered clockwise: its five cards (a folded hand may leave them out).",
				Fields: []rules.EntryField{
					{Name: "seat", Label: "Seat", Kind: rules.EntryInt},
					{Name: "cards", Label: "Cards", Kind: rules.EntryCards},
				}},
			rules.PlayerDealerWagersSection(g.Info(), (cbSeats-1)*(1+cbMaxBackline)*len(cbBetIDs), false),
			rules.PlayerDealerSection(),
			rules.CollectionsSection(cbSeats + 2),
		},
	}
}
