package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/tablegames/casino/api/reqctx"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/california"
	"github.com/tablegames/casino/rules/holdembonus"
)

// Manual hand entry: when a dealer station is down, a pit boss types the
// hand in. The page builds the same JSON record a station sends and records
// it through the ledger with the pit boss as its source, so the hand is
// verified, stored and audited exactly as a station's.

const (
	wagerRows      = 8
	seatRows       = 10
	feeRows        = 3
	collectionRows = 8
	formBacc       = "baccarat"
	formCoup       = "coup"
	formHoldem     = "holdem"
	formBonus      = "holdem_bonus"
	// The forms of the California games that read their own records.
	formNines    = "nines"
	formBacc9    = "baccarat9"
	formNineHalf = "nine_half"
	// ninesPositions is the table of Pan 9, Super 9 and Baccarat 9: eight
	// positions, the player-dealer's one of them (seed 000 lines 1273,
	// 1890).
	ninesPositions = 8
)

var (
	wagerResults    = []string{rules.Win, rules.Lose, rules.Push, rules.NoAction}
	bonusResults    = []string{rules.Win, rules.Lose, rules.Push}
	holdemFees      = []string{"regular", "designated", "designated_1", "designated_2", "designated_3", "jackpot", "time"}
	collectionKinds = []string{rules.CollectPlayer, rules.CollectPlayerDealer, rules.CollectMatchPlay}
)

type wagerRow struct {
	N                                             int
	Bet, Seat, Amount, Result, Payout, Commission string
	// Backline and Returned are a California game's.
	Backline, Returned string
}

func (r wagerRow) blank() bool {
	return r.Bet == "" && r.Seat == "" && r.Amount == "" && r.Result == "" && r.Payout == "" && r.Commission == "" &&
		r.Backline == "" && r.Returned == ""
}

// collectionRow is one collection fee of a California game's hand.
type collectionRow struct {
	N                  int
	Seat, Kind, Amount string
}

func (r collectionRow) blank() bool { return r.Seat == "" && r.Kind == "" && r.Amount == "" }

// handRow is one playing position of a Hold'em Bonus round, or one seat's
// hand of a California game.
type handRow struct {
	N                int
	Seat, Cards      string
	Folded, Declined bool
	Void             string
	// LogicalWay is a Pan 9 or Super 9 hand's.
	LogicalWay bool
}

func (r handRow) blank() bool {
	return r.Seat == "" && r.Cards == "" && !r.Folded && !r.Declined && r.Void == "" && !r.LogicalWay
}

// hitRow is one Player wager of a Baccarat 9 hand moved to the hit position.
type hitRow struct {
	N              int
	Seat, Backline string
}

func (r hitRow) blank() bool { return r.Seat == "" && r.Backline == "" }

type seatRow struct {
	N                                           int
	Seat, Cards, Status, Contributed, Won, Dead string
}

func (r seatRow) blank() bool {
	return r.Seat == "" && r.Cards == "" && r.Contributed == "" && r.Won == "" && r.Dead == ""
}

type feeRow struct {
	N            int
	Type, Amount string
}

// pickerCard is a button of the card picker.
type pickerCard struct {
	Code, Text, Name string
	Red              bool
}

type pickerSide struct {
	Target, Label string
	Suits         [][]pickerCard
}

type handEntryPage struct {
	Table       models.Table
	GameName    string
	Form        string
	TimeZone    string
	HandNumber  string
	DealtAt     string
	PlayerCards string
	BankerCards string
	Bets        []rules.WagerInfo
	Results     []string
	Wagers      []wagerRow
	Button      string
	Board       string
	Seats       []seatRow
	FeeTypes    []string
	Fees        []feeRow
	Picker      []pickerSide
	Errors      formErrors
	Existing    int64
	// Commission shows the wagers' commission column.
	Commission bool
	// PlayerDealer marks a California game's form: the player-dealer, the
	// wagers' backline and returned columns, and the collections.
	PlayerDealer          bool
	PDSeat, PDBank, PDNet string
	Collections           []collectionRow
	CollectionKinds       []string
	// The cards, positions and void reasons of a Hold'em Bonus round.
	Community, DealerCards string
	Void                   string
	RoundVoids, HandVoids  []holdembonus.VoidReason
	// Hands are a Hold'em Bonus round's positions, or the seats' hands of
	// Pan 9, Super 9 and 9 1/2.
	Hands []handRow
	// Dice and PDCards are a Pan 9 or Super 9 hand's dice total and the
	// player-dealer's cards (PDCards also 9 1/2's).
	Dice, PDCards string
	// Hits and ActionSeat are a Baccarat 9 hand's.
	Hits       []hitRow
	ActionSeat string
}

// handForm shows the manual entry form of a table.
func (w *webUI) handForm(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	page, err := w.entryPage(c.Request.Context(), t, loc)
	if err != nil {
		w.failed(c, err)
		return
	}
	w.showEntry(c, http.StatusOK, page)
}

func (w *webUI) showEntry(c *gin.Context, status int, page handEntryPage) {
	w.renderWith(c, status, "hand_entry", pageData{Title: "Enter hand at " + page.Table.ID, Script: "picker.js", Page: page})
}

// entryPage is the blank form of a table.
func (w *webUI) entryPage(ctx context.Context, t models.Table, loc *time.Location) (handEntryPage, error) {
	p := handEntryPage{Table: t, TimeZone: loc.String(), Errors: formErrors{}, Results: wagerResults, FeeTypes: holdemFees}
	g, ok := w.ledger.Games().Game(t.Game)
	if !ok {
		return p, fmt.Errorf("table %s deals %s, which the engine does not know", t.ID, t.Game)
	}
	info := g.Info()
	p.GameName = info.Name
	p.Form = formOf(g)
	if p.Form == "" {
		return p, fmt.Errorf("table %s deals %s, which has no entry form", t.ID, t.Game)
	}
	p.Commission = p.Form == formBacc || p.Form == formCoup
	p.PlayerDealer = playerDealerForm(p.Form)
	rows, collections := wagerRows, collectionRows
	switch p.Form {
	case formBacc, formCoup, formBacc9:
		p.Bets = info.Wagers
		p.Picker = []pickerSide{{Target: "player_cards", Label: "Player", Suits: pickerDeck()},
			{Target: "banker_cards", Label: "Banker", Suits: pickerDeck()}}
		if p.Form == formBacc9 {
			// Every Player bettor but the player-dealer may hit.
			p.Hits = make([]hitRow, ninesPositions-1)
			for i := range p.Hits {
				p.Hits[i].N = i + 1
			}
			rows = max(rows, (ninesPositions-1)*len(info.Wagers))
			collections = max(collections, ninesPositions)
		}
	case formNines, formNineHalf:
		p.Bets = info.Wagers
		p.Picker = []pickerSide{{Target: "pd_cards", Label: "Player-dealer", Suits: pickerDeck()}}
		// One hand per position but the player-dealer's; room for two
		// wagers per position (a backline bettor's, or a Bonus Tie Bet), and
		// a collection from each.
		positions := tablePositions(g, t)
		p.Hands = make([]handRow, positions-1)
		for i := range p.Hands {
			p.Hands[i].N = i + 1
		}
		rows = max(rows, (positions-1)*2)
		collections = max(collections, positions)
	case formBonus:
		p.Bets = info.Wagers
		p.Results = bonusResults
		p.RoundVoids, p.HandVoids = holdembonus.RoundVoids, holdembonus.HandVoids
		p.Picker = []pickerSide{{Target: "community_cards", Label: "Community", Suits: pickerDeck()},
			{Target: "dealer_cards", Label: "Dealer", Suits: pickerDeck()}}
		p.Hands = make([]handRow, holdembonus.MaxPositions)
		for i := range p.Hands {
			p.Hands[i].N = i + 1
		}
		// Every bet a full table's positions may hold.
		rows = holdembonus.MaxPositions * len(info.Wagers)
	}
	if p.PlayerDealer {
		p.CollectionKinds = collectionKinds
		p.Collections = make([]collectionRow, collections)
		for i := range p.Collections {
			p.Collections[i].N = i + 1
		}
	}
	p.Wagers = make([]wagerRow, rows)
	for i := range p.Wagers {
		p.Wagers[i].N = i + 1
	}
	p.Seats = make([]seatRow, seatRows)
	for i := range p.Seats {
		p.Seats[i].N = i + 1
	}
	p.Fees = make([]feeRow, feeRows)
	for i := range p.Fees {
		p.Fees[i].N = i + 1
	}
	var last []struct {
		N int64 `gorm:"column:n"`
	}
	if err := w.store.RawScan(ctx, &last, "SELECT COALESCE(MAX(hand_number), 0) AS n FROM hands WHERE table_id = ?", t.ID); err != nil {
		return p, err
	}
	next := int64(1)
	if len(last) == 1 {
		next = last[0].N + 1
	}
	p.HandNumber = strconv.FormatInt(next, 10)
	p.DealtAt = w.now().In(loc).Format("2006-01-02T15:04:05")
	return p, nil
}

// coupReader is a game that reads its hands as the baccarat record
// (rules/baccarat Record), player-dealer and collections included.
type coupReader interface{ ReadsCoupRecord() bool }

// handRecorder is a game that names the record it reads by returning an
// empty one (the California games of rules/california).
type handRecorder interface{ HandRecord() any }

// formOf names the entry form of a game: baccarat's for house-banked
// baccarat, the same with the player-dealer and collections for a
// player-dealer game that reads the baccarat record, the form of the record
// a California game names (Pan 9 and Super 9, Baccarat 9, 9 1/2), the pot
// form for Texas Hold'em and the round form for Hold'em Bonus; "" for a
// game that has none.
func formOf(g rules.Game) string {
	info := g.Info()
	cr, coup := g.(coupReader)
	switch {
	case info.Family == "baccarat" && info.Banking == "house":
		return formBacc
	case info.Banking == "player_dealer" && coup && cr.ReadsCoupRecord():
		return formCoup
	case info.ID == "holdem":
		return formHoldem
	case info.ID == holdembonus.GameID:
		return formBonus
	}
	if hr, ok := g.(handRecorder); ok {
		switch hr.HandRecord().(type) {
		case *california.NinesRecord:
			return formNines
		case *california.Baccarat9Record:
			return formBacc9
		case *california.NineAndAHalfRecord:
			return formNineHalf
		}
	}
	return ""
}

// playerDealerForm reports whether a form is a California game's: the
// player-dealer, backline bettors, returned stakes and collections.
func playerDealerForm(form string) bool {
	return form == formCoup || form == formNines || form == formBacc9 || form == formNineHalf
}

// tablePositions is the number of positions at a California table: the
// table's seats setting for a game that has one (9 1/2), else the eight of
// Pan 9, Super 9 and Baccarat 9.
func tablePositions(g rules.Game, t models.Table) int {
	values, err := t.SettingValues()
	if err != nil {
		return ninesPositions
	}
	s, err := g.Settings(values)
	if err != nil {
		return ninesPositions
	}
	if n, err := strconv.Atoi(s.Values()["seats"]); err == nil && n > 1 {
		return n
	}
	return ninesPositions
}

var suitNames = []struct {
	code, symbol, name string
	red                bool
}{{"S", "♠", "spades", false}, {"H", "♥", "hearts", true}, {"D", "♦", "diamonds", true}, {"C", "♣", "clubs", false}}

func pickerDeck() [][]pickerCard {
	ranks := []struct{ code, text, name string }{{"A", "A", "ace"}, {"K", "K", "king"}, {"Q", "Q", "queen"}, {"J", "J", "jack"},
		{"T", "10", "10"}, {"9", "9", "9"}, {"8", "8", "8"}, {"7", "7", "7"}, {"6", "6", "6"}, {"5", "5", "5"},
		{"4", "4", "4"}, {"3", "3", "3"}, {"2", "2", "2"}}
	out := make([][]pickerCard, len(suitNames))
	for i, s := range suitNames {
		for _, r := range ranks {
			out[i] = append(out[i], pickerCard{Code: r.code + s.code, Text: r.text + s.symbol, Name: r.name + " of " + s.name, Red: s.red})
		}
	}
	return out
}

// cardList reads typed cards ("9H KC", "10h, kc") into record form.
func cardList(s string) []string {
	out := []string{}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		f = strings.ToUpper(f)
		if strings.HasPrefix(f, "10") && len(f) == 3 {
			f = "T" + f[2:]
		}
		out = append(out, f)
	}
	return out
}

// envelope is the start of every record the form builds.
type envelope struct {
	TableID    string `json:"table_id"`
	HandNumber int64  `json:"hand_number"`
	Game       string `json:"game"`
	DealtAt    string `json:"dealt_at"`
	// at is DealtAt as a time, for the records of rules/california.
	at time.Time
}

// rules is the envelope of a record type of the rules packages.
func (e envelope) rules() rules.Envelope {
	return rules.Envelope{TableID: e.TableID, HandNumber: e.HandNumber, Game: e.Game, DealtAt: e.at}
}

type baccaratRecord struct {
	envelope
	Cards struct {
		Player []string `json:"player"`
		Banker []string `json:"banker"`
	} `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
	// PlayerDealer and Collections are a California game's.
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer,omitempty"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

type holdemBonusRecord struct {
	envelope
	Void   string                  `json:"void,omitempty"`
	Cards  holdembonus.RecordCards `json:"cards"`
	Wagers []rules.WagerRecord     `json:"wagers"`
}

type holdemRecord struct {
	envelope
	Button int           `json:"button"`
	Board  []string      `json:"board"`
	Seats  []holdemSeat  `json:"seats"`
	Fees   []holdemFeeIn `json:"fees"`
}

type holdemSeat struct {
	Seat        int      `json:"seat"`
	Cards       []string `json:"cards,omitempty"`
	Folded      bool     `json:"folded,omitempty"`
	Contributed string   `json:"contributed"`
	Won         string   `json:"won"`
	Dead        string   `json:"dead,omitempty"`
}

type holdemFeeIn struct {
	Type   string `json:"type"`
	Amount string `json:"amount"`
}

// formArray returns the n values of a repeated input, padded with "".
func formArray(c *gin.Context, name string, n int) []string {
	v := c.PostFormArray(name)
	out := make([]string, n)
	for i := range out {
		if i < len(v) {
			out[i] = strings.TrimSpace(v[i])
		}
	}
	return out
}

// recordHand builds the record from the form and records it.
func (w *webUI) recordHand(c *gin.Context) {
	t, _, loc, ok := w.tableFor(c)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	page, err := w.entryPage(ctx, t, loc)
	if err != nil {
		w.failed(c, err)
		return
	}
	errs := page.Errors
	page.HandNumber = strings.TrimSpace(c.PostForm("hand_number"))
	page.DealtAt = strings.TrimSpace(c.PostForm("dealt_at"))
	env := envelope{TableID: t.ID, Game: t.Game}
	if n, err := strconv.ParseInt(page.HandNumber, 10, 64); err != nil || n <= 0 {
		errs.add("hand_number", "must be a positive whole number")
	} else {
		env.HandNumber = n
	}
	if at, err := parseLocal(page.DealtAt, loc); err != nil {
		errs.add("dealt_at", "must be a date and time like 2026-11-21T22:14:05 ("+loc.String()+")")
	} else {
		env.DealtAt, env.at = at.Format(time.RFC3339), at
	}
	var raw []byte
	rows := map[string][]int{} // a list of the record -> its items' form rows
	switch page.Form {
	case formBacc, formCoup:
		raw = w.baccaratRecord(c, &page, env, errs, rows)
	case formBonus:
		raw = w.holdemBonusRecord(c, &page, env, errs, rows)
	case formHoldem:
		raw = w.holdemRecord(c, &page, env, errs, rows)
	case formNines, formBacc9, formNineHalf:
		raw = californiaRecord(c, &page, env, errs, rows)
	}
	if len(errs) > 0 {
		w.showEntry(c, http.StatusUnprocessableEntity, page)
		return
	}
	user := reqctx.CurrentUser(c)
	a, err := w.ledger.Record(ctx, ledger.Source{User: &user}, raw)
	var rej *ledger.Rejection
	var conflict *ledger.Conflict
	switch {
	case errors.As(err, &rej):
		for _, fe := range rej.Input.Errors {
			field, msg := entryField(page.Form, fe, rows)
			errs.add(field, msg)
		}
		w.showEntry(c, http.StatusUnprocessableEntity, page)
		return
	case errors.As(err, &conflict):
		errs.add("hand_number", fmt.Sprintf("hand %d at %s is already recorded with a different record", env.HandNumber, t.ID))
		page.Existing = conflict.Existing.HandID
		w.showEntry(c, http.StatusConflict, page)
		return
	case err != nil:
		w.failed(c, err)
		return
	}
	w.handRecorded(a)
	var outcome struct {
		Summary string `json:"summary"`
	}
	_ = json.Unmarshal(a.Outcome, &outcome)
	w.render(c, http.StatusOK, "hand_result", "Hand "+strconv.FormatInt(a.HandNumber, 10)+" at "+t.ID, handResultPage{
		Answer: a, Repeat: a.Status == http.StatusOK, Outcome: outcome.Summary, Record: string(raw)})
}

type handResultPage struct {
	Answer  ledger.Answer
	Repeat  bool
	Outcome string
	Record  string
}

// parseLocal reads a datetime-local value in the table's time zone.
func parseLocal(s string, loc *time.Location) (time.Time, error) {
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04"} {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil {
			return t, nil
		}
	}
	return time.Time{}, errors.New("not a date and time")
}

func (w *webUI) baccaratRecord(c *gin.Context, page *handEntryPage, env envelope, errs formErrors, rows map[string][]int) []byte {
	page.PlayerCards = strings.TrimSpace(c.PostForm("player_cards"))
	page.BankerCards = strings.TrimSpace(c.PostForm("banker_cards"))
	rec := baccaratRecord{envelope: env}
	rec.Cards.Player = cardList(page.PlayerCards)
	rec.Cards.Banker = cardList(page.BankerCards)
	rec.Wagers = wagerRecords(c, page, errs, rows)
	if page.Form == formCoup {
		rec.PlayerDealer = playerDealer(c, page, errs)
		rec.Collections = collectionRecords(c, page, errs, rows)
	}
	raw, err := json.Marshal(rec)
	if err != nil {
		errs.add("form", err.Error())
	}
	return raw
}

// wagerRecords reads the wager rows; a California game's rows also hold
// the backline bettor and the returned stake.
func wagerRecords(c *gin.Context, page *handEntryPage, errs formErrors, rows map[string][]int) []rules.WagerRecord {
	n := len(page.Wagers)
	bets, seats, amounts := formArray(c, "bet", n), formArray(c, "seat", n), formArray(c, "amount", n)
	results, payouts, comms := formArray(c, "result", n), formArray(c, "payout", n), formArray(c, "commission", n)
	backlines, returned := formArray(c, "backline", n), formArray(c, "returned", n)
	out := []rules.WagerRecord{}
	for i := range n {
		r := wagerRow{N: i + 1, Bet: bets[i], Seat: seats[i], Amount: amounts[i], Result: results[i], Payout: payouts[i],
			Commission: comms[i], Backline: backlines[i], Returned: returned[i]}
		page.Wagers[i] = r
		if r.blank() {
			continue
		}
		seat, err := strconv.Atoi(r.Seat)
		if err != nil {
			errs.add(fmt.Sprintf("seat-%d", r.N), "must be a seat number")
		}
		backline := 0
		if r.Backline != "" {
			if backline, err = strconv.Atoi(r.Backline); err != nil {
				errs.add(fmt.Sprintf("backline-%d", r.N), "must be a whole number: 1, 2, … for the bettors behind the seat, empty for the seated player")
			}
		}
		out = append(out, rules.WagerRecord{Seat: seat, Backline: backline, Bet: r.Bet, Amount: r.Amount, Result: r.Result,
			Payout: r.Payout, Commission: r.Commission, Returned: r.Returned})
		rows["wagers"] = append(rows["wagers"], i)
	}
	return out
}

// playerDealer reads the player-dealer of a California game's hand.
func playerDealer(c *gin.Context, page *handEntryPage, errs formErrors) *rules.PlayerDealerRecord {
	page.PDSeat = strings.TrimSpace(c.PostForm("pd_seat"))
	page.PDBank = strings.TrimSpace(c.PostForm("pd_bank"))
	page.PDNet = strings.TrimSpace(c.PostForm("pd_net"))
	pd := &rules.PlayerDealerRecord{Bank: page.PDBank,
		// A minus sign typed as the typographic one (−) is still a minus.
		Net: strings.ReplaceAll(page.PDNet, "\u2212", "-")}
	seat, err := strconv.Atoi(page.PDSeat)
	if err != nil {
		errs.add("pd_seat", "must be the seat number of the player-dealer")
	}
	pd.Seat = seat
	return pd
}

// collectionRecords reads the collection rows of a California game's hand.
func collectionRecords(c *gin.Context, page *handEntryPage, errs formErrors, rows map[string][]int) []rules.CollectionRecord {
	n := len(page.Collections)
	seats, kinds, amounts := formArray(c, "collection_seat", n), formArray(c, "collection_kind", n), formArray(c, "collection_amount", n)
	var out []rules.CollectionRecord
	for i := range n {
		r := collectionRow{N: i + 1, Seat: seats[i], Kind: kinds[i], Amount: amounts[i]}
		page.Collections[i] = r
		if r.blank() {
			continue
		}
		seat, err := strconv.Atoi(r.Seat)
		if err != nil {
			errs.add(fmt.Sprintf("collection_seat-%d", r.N), "must be a seat number")
		}
		out = append(out, rules.CollectionRecord{Seat: seat, Kind: r.Kind, Amount: r.Amount})
		rows["collections"] = append(rows["collections"], i)
	}
	return out
}

// holdemBonusRecord builds a Hold'em Bonus round: its cards, the positions
// dealt in and the wagers.
func (w *webUI) holdemBonusRecord(c *gin.Context, page *handEntryPage, env envelope, errs formErrors, rows map[string][]int) []byte {
	page.Community = strings.TrimSpace(c.PostForm("community_cards"))
	page.DealerCards = strings.TrimSpace(c.PostForm("dealer_cards"))
	page.Void = strings.TrimSpace(c.PostForm("void"))
	rec := holdemBonusRecord{envelope: env, Void: page.Void}
	rec.Cards.Community = cardList(page.Community)
	rec.Cards.Dealer = cardList(page.DealerCards)
	rec.Cards.Seats = []holdembonus.SeatRecord{}
	n := len(page.Hands)
	seats, cards, voids := formArray(c, "hand_seat", n), formArray(c, "hole_cards", n), formArray(c, "hand_void", n)
	folded, declined := ticked(c, "folded"), ticked(c, "declined")
	for i := range n {
		r := handRow{N: i + 1, Seat: seats[i], Cards: cards[i], Folded: folded[i+1], Declined: declined[i+1], Void: voids[i]}
		page.Hands[i] = r
		if r.blank() {
			continue
		}
		seat, err := strconv.Atoi(r.Seat)
		if err != nil {
			errs.add(fmt.Sprintf("hand_seat-%d", r.N), "must be a seat number")
		}
		sr := holdembonus.SeatRecord{Seat: seat, Folded: r.Folded, Declined: r.Declined, Void: r.Void}
		if r.Cards != "" {
			sr.Cards = cardList(r.Cards)
		}
		rec.Cards.Seats = append(rec.Cards.Seats, sr)
		rows["cards.seats"] = append(rows["cards.seats"], i)
	}
	rec.Wagers = wagerRecords(c, page, errs, rows)
	raw, err := json.Marshal(rec)
	if err != nil {
		errs.add("form", err.Error())
	}
	return raw
}

// ticked reads the checkboxes of a repeated input: a checkbox is sent only
// when ticked, with its row number as value.
func ticked(c *gin.Context, name string) map[int]bool {
	m := map[int]bool{}
	for _, v := range c.PostFormArray(name) {
		if k, err := strconv.Atoi(v); err == nil {
			m[k] = true
		}
	}
	return m
}

// californiaRecord builds the record of Pan 9 or Super 9, Baccarat 9 or
// 9 1/2: the cards, the player-dealer, the wagers and the collections.
func californiaRecord(c *gin.Context, page *handEntryPage, env envelope, errs formErrors, rows map[string][]int) []byte {
	var rec any
	switch page.Form {
	case formNines:
		page.Dice = strings.TrimSpace(c.PostForm("dice"))
		r := &california.NinesRecord{Envelope: env.rules()}
		if n, err := strconv.Atoi(page.Dice); err != nil {
			errs.add("dice", "must be the total of the three dice, a whole number")
		} else {
			r.Dice = n
		}
		r.Cards.PlayerDealer = pdCards(c, page)
		r.Cards.Seats = []california.NinesSeatRec{}
		for _, h := range seatHands(c, page, errs, rows) {
			r.Cards.Seats = append(r.Cards.Seats, california.NinesSeatRec{Seat: h.seat, Cards: h.cards, LogicalWay: h.logicalWay})
		}
		r.PlayerDealer = playerDealer(c, page, errs)
		r.Wagers = wagerRecords(c, page, errs, rows)
		r.Collections = collectionRecords(c, page, errs, rows)
		rec = r
	case formNineHalf:
		r := &california.NineAndAHalfRecord{Envelope: env.rules()}
		r.Cards.PlayerDealer = pdCards(c, page)
		r.Cards.Seats = []california.SeatRec{}
		for _, h := range seatHands(c, page, errs, rows) {
			r.Cards.Seats = append(r.Cards.Seats, california.SeatRec{Seat: h.seat, Cards: h.cards})
		}
		r.PlayerDealer = playerDealer(c, page, errs)
		r.Wagers = wagerRecords(c, page, errs, rows)
		r.Collections = collectionRecords(c, page, errs, rows)
		rec = r
	case formBacc9:
		page.PlayerCards = strings.TrimSpace(c.PostForm("player_cards"))
		page.BankerCards = strings.TrimSpace(c.PostForm("banker_cards"))
		page.ActionSeat = strings.TrimSpace(c.PostForm("action_seat"))
		r := &california.Baccarat9Record{Envelope: env.rules()}
		r.Cards.Player = cardList(page.PlayerCards)
		r.Cards.Banker = cardList(page.BankerCards)
		r.PlayerHits = playerHits(c, page, errs, rows)
		if page.ActionSeat != "" {
			n, err := strconv.Atoi(page.ActionSeat)
			if err != nil {
				errs.add("action_seat", "must be a seat number, or empty")
			}
			r.ActionSeat = n
		}
		r.PlayerDealer = playerDealer(c, page, errs)
		r.Wagers = wagerRecords(c, page, errs, rows)
		r.Collections = collectionRecords(c, page, errs, rows)
		rec = r
	}
	raw, err := json.Marshal(rec)
	if err != nil {
		errs.add("form", err.Error())
	}
	return raw
}

// pdCards reads the player-dealer's cards of Pan 9, Super 9 or 9 1/2.
func pdCards(c *gin.Context, page *handEntryPage) []string {
	page.PDCards = strings.TrimSpace(c.PostForm("pd_cards"))
	return cardList(page.PDCards)
}

// seatHand is one seat's hand of Pan 9, Super 9 or 9 1/2.
type seatHand struct {
	seat       int
	cards      []string
	logicalWay bool
}

// seatHands reads the hand rows of Pan 9, Super 9 or 9 1/2.
func seatHands(c *gin.Context, page *handEntryPage, errs formErrors, rows map[string][]int) []seatHand {
	n := len(page.Hands)
	seats, cards, logical := formArray(c, "hand_seat", n), formArray(c, "hand_cards", n), ticked(c, "logical_way")
	var out []seatHand
	for i := range n {
		r := handRow{N: i + 1, Seat: seats[i], Cards: cards[i], LogicalWay: logical[i+1]}
		page.Hands[i] = r
		if r.blank() {
			continue
		}
		seat, err := strconv.Atoi(r.Seat)
		if err != nil {
			errs.add(fmt.Sprintf("hand_seat-%d", r.N), "must be a seat number")
		}
		out = append(out, seatHand{seat: seat, cards: cardList(r.Cards), logicalWay: r.LogicalWay})
		rows["cards.seats"] = append(rows["cards.seats"], i)
	}
	return out
}

// playerHits reads the Player wagers of a Baccarat 9 hand moved to the hit
// position.
func playerHits(c *gin.Context, page *handEntryPage, errs formErrors, rows map[string][]int) []california.BettorRecord {
	n := len(page.Hits)
	seats, backlines := formArray(c, "hit_seat", n), formArray(c, "hit_backline", n)
	var out []california.BettorRecord
	for i := range n {
		r := hitRow{N: i + 1, Seat: seats[i], Backline: backlines[i]}
		page.Hits[i] = r
		if r.blank() {
			continue
		}
		seat, err := strconv.Atoi(r.Seat)
		if err != nil {
			errs.add(fmt.Sprintf("hit_seat-%d", r.N), "must be a seat number")
		}
		backline := 0
		if r.Backline != "" {
			if backline, err = strconv.Atoi(r.Backline); err != nil {
				errs.add(fmt.Sprintf("hit_backline-%d", r.N), "must be a whole number: 1, 2, … for the bettors behind the seat, empty for the seated player")
			}
		}
		out = append(out, california.BettorRecord{Seat: seat, Backline: backline})
		rows["player_hits"] = append(rows["player_hits"], i)
	}
	return out
}

func (w *webUI) holdemRecord(c *gin.Context, page *handEntryPage, env envelope, errs formErrors, rows map[string][]int) []byte {
	page.Button = strings.TrimSpace(c.PostForm("button"))
	page.Board = strings.TrimSpace(c.PostForm("board"))
	rec := holdemRecord{envelope: env, Board: cardList(page.Board), Seats: []holdemSeat{}, Fees: []holdemFeeIn{}}
	if b, err := strconv.Atoi(page.Button); err != nil {
		errs.add("button", "must be the seat number of the dealer button")
	} else {
		rec.Button = b
	}
	seats, cards, status := formArray(c, "seat", seatRows), formArray(c, "cards", seatRows), formArray(c, "status", seatRows)
	contributed, won, dead := formArray(c, "contributed", seatRows), formArray(c, "won", seatRows), formArray(c, "dead", seatRows)
	for i := range seatRows {
		r := seatRow{N: i + 1, Seat: seats[i], Cards: cards[i], Status: status[i], Contributed: contributed[i], Won: won[i], Dead: dead[i]}
		page.Seats[i] = r
		if r.blank() {
			continue
		}
		n, err := strconv.Atoi(r.Seat)
		if err != nil {
			errs.add(fmt.Sprintf("seat-%d", r.N), "must be a seat number")
		}
		s := holdemSeat{Seat: n, Folded: r.Status == "folded", Contributed: r.Contributed, Won: r.Won, Dead: r.Dead}
		if r.Cards != "" {
			s.Cards = cardList(r.Cards)
		}
		rec.Seats = append(rec.Seats, s)
		rows["seats"] = append(rows["seats"], i)
	}
	types, amounts := formArray(c, "fee_type", feeRows), formArray(c, "fee_amount", feeRows)
	for i := range feeRows {
		page.Fees[i] = feeRow{N: i + 1, Type: types[i], Amount: amounts[i]}
		if amounts[i] == "" {
			continue
		}
		rec.Fees = append(rec.Fees, holdemFeeIn{Type: types[i], Amount: amounts[i]})
		rows["fees"] = append(rows["fees"], i)
	}
	raw, err := json.Marshal(rec)
	if err != nil {
		errs.add("form", err.Error())
	}
	return raw
}

var (
	indexedField = regexp.MustCompile(`^(wagers|seats|fees|collections|cards\.seats|player_hits)\[(\d+)\](?:\.([a-z_]+))?`)
)

// handFields name the inputs of a Hold'em Bonus position's fields, and
// seatHandFields those of a California seat's hand.
var (
	handFields = map[string]string{"": "hand", "seat": "hand_seat", "cards": "hole_cards", "folded": "folded",
		"declined": "declined", "void": "hand_void"}
	seatHandFields = map[string]string{"": "hand", "seat": "hand_seat", "cards": "hand_cards", "logical_way": "logical_way"}
)

// The labels of this form's own fields in error summaries.
// entryField maps a field the ledger names in the record to the form input
// that holds it, and the message to show there.
func entryField(form string, fe rules.FieldError, rows map[string][]int) (string, string) {
	f, msg := fe.Field, fe.Detail
	switch {
	case f == "hand_number" || f == "dealt_at":
		return f, msg
	case f == "dice" || f == "action_seat" || f == "player_hits":
		return f, msg
	case f == "cards.player_dealer" || strings.HasPrefix(f, "cards.player_dealer["):
		return "pd_cards", msg
	case f == "cards.player" || strings.HasPrefix(f, "cards.player["):
		return "player_cards", msg
	case f == "cards.banker" || strings.HasPrefix(f, "cards.banker["):
		return "banker_cards", msg
	case f == "cards.community" || strings.HasPrefix(f, "cards.community["):
		return "community_cards", msg
	case f == "cards.dealer" || strings.HasPrefix(f, "cards.dealer["):
		return "dealer_cards", msg
	case f == "cards.seats":
		return "hands", msg
	case f == "cards":
		return "cards", msg
	case f == "board" || strings.HasPrefix(f, "board["):
		return "board", msg
	case f == "button":
		return "button", msg
	case f == "void" && form == formBonus:
		return "void", msg
	case f == "player_dealer":
		return "player_dealer", msg
	case f == "player_dealer.seat":
		return "pd_seat", msg
	case f == "player_dealer.bank":
		return "pd_bank", msg
	case f == "player_dealer.net":
		return "pd_net", msg
	case f == "wagers" || f == "seats" || f == "fees" || f == "collections":
		return f, msg
	}
	if m := indexedField.FindStringSubmatch(f); m != nil {
		i, _ := strconv.Atoi(m[2])
		row := i
		if i < len(rows[m[1]]) {
			row = rows[m[1]][i]
		}
		sub := m[3]
		switch {
		case m[1] == "fees" && (sub == "type" || sub == "amount"):
			return fmt.Sprintf("fee_%s-%d", sub, row+1), msg
		case m[1] == "fees":
			return "fees", msg
		case m[1] == "collections" && (sub == "seat" || sub == "kind" || sub == "amount"):
			return fmt.Sprintf("collection_%s-%d", sub, row+1), msg
		case m[1] == "collections":
			return fmt.Sprintf("collection-%d", row+1), msg
		case m[1] == "cards.seats":
			fields := handFields
			if form != formBonus {
				fields = seatHandFields
			}
			id, ok := fields[sub]
			if !ok {
				id = "hand"
			}
			return fmt.Sprintf("%s-%d", id, row+1), msg
		case m[1] == "player_hits" && (sub == "seat" || sub == "backline"):
			return fmt.Sprintf("hit_%s-%d", sub, row+1), msg
		case m[1] == "player_hits":
			return fmt.Sprintf("hit-%d", row+1), msg
		case playerDealerForm(form) && (sub == "backline" || sub == "returned"):
			return fmt.Sprintf("%s-%d", sub, row+1), msg
		case sub == "" || sub == "backline" || sub == "returned":
			return fmt.Sprintf("row-%d", row+1), msg
		}
		return fmt.Sprintf("%s-%d", sub, row+1), msg
	}
	if f != "" {
		msg = f + ": " + msg
	}
	return "form", msg
}
