package holdemtable

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// gb cites a line or range of seed 002, Great Britain's casino game rules;
// cardroom one of seed 000, the California cardroom's.
func gb(lines string) rules.Cite       { return rules.At(rules.Seed002, lines) }
func cardroom(lines string) rules.Cite { return rules.At(rules.Seed000, lines) }

// The rules common to Great Britain's Hold'em games (seed 002 section 11).
var (
	gbPack      = gb("2140")      // a single pack of 52 cards
	gbOnePlayer = gb("2199-2201") // one player per playing position
	gbDeal      = gb("2203-2207") // two hole cards each, from the dealer's left
	gbBestFive  = gb("2212-2216") // the best five of the hole and communal cards
	gbSettle    = gb("2228-2229") // settled in turn from the dealer's right
)

// Record is the JSON form of one round of any game of the family:
//
//	{"table_id": "UTH-1", "hand_number": 7, "game": "ultimate-holdem-uk",
//	 "dealt_at": "2026-11-21T22:14:05Z",
//	 "cards": {"community": ["QS", "JS", "TS", "3H", "7D"], "dealer": ["5D", "5C"],
//	           "seats": [{"seat": 1, "cards": ["AS", "KS"], "decisions": ["4x"]}]},
//	 "wagers": [{"seat": 1, "bet": "ante", "amount": "10.00", "result": "win", "payout": "10.00"}]}
//
// The community cards are listed in the order exposed: the three Flop
// cards, the Turn card, the River card. Each position lists its decisions
// in the order it made them, in the words of its game.
type Record struct {
	rules.Envelope
	Cards  RecordCards         `json:"cards"`
	Wagers []rules.WagerRecord `json:"wagers"`
	// PlayerDealer and Collections belong to the California game, where a
	// player-dealer banks the round and the house takes collection fees;
	// the other games refuse them.
	PlayerDealer *rules.PlayerDealerRecord `json:"player_dealer,omitempty"`
	Collections  []rules.CollectionRecord  `json:"collections,omitempty"`
}

// RecordCards holds the round's cards.
type RecordCards struct {
	Community []string     `json:"community"`
	Dealer    []string     `json:"dealer"`
	Seats     []SeatRecord `json:"seats"`
}

// SeatRecord is one playing position dealt into the round.
type SeatRecord struct {
	Seat int `json:"seat"`
	// Cards are the two hole cards; a folded hand whose cards nothing
	// settles may leave them out.
	Cards []string `json:"cards,omitempty"`
	// Decisions are the position's decisions in order, in its game's words.
	Decisions []string `json:"decisions"`
}

// maxBets bounds the bets of one game (Texas Hold 'Em Bonus has six).
const maxBets = 6

// layout is what the shared decoder needs to know of one game.
type layout struct {
	id   string
	bets []string
	// california games carry player_dealer and collections; the others
	// refuse them.
	california bool
	// seats is the highest seat number.
	seats int
	// seatRule cites what bounds the seats.
	seatRule rules.Cite
	// deck cites the one pack of 52 cards.
	deck rules.Cite
	// cite cites a line of the game's rule book.
	cite func(lines string) rules.Cite
}

func (l *layout) betIndex(bet string) int { return slices.Index(l.bets, bet) }

// deal is a decoded round of any game of the family.
type deal struct {
	layout *layout
	env    rules.Envelope
	// board holds the five community cards in the order exposed; dealer
	// the dealer's (or the player-dealer's) two hole cards.
	board  [5]rules.Card
	dealer [2]rules.Card
	seats  []seat
	wagers []rules.Wager
	// seatOf maps each wager to its index in seats.
	seatOf []int
	// pd and collections are a California round's.
	pd          rules.PlayerDealer
	collections []rules.Collection
}

// seat is one playing position.
type seat struct {
	no int
	// cards are the two hole cards, or none.
	cards     []rules.Card
	decisions []string
	// bet holds the index in deal.wagers of each bet the position made,
	// by the layout's bet index, or -1.
	bet [maxBets]int
}

func (s *seat) has(b int) bool { return s.bet[b] >= 0 }

// amount is the stake of bet b at s, zero when it is not made.
func (d *deal) amount(s *seat, b int) rules.Money {
	if !s.has(b) {
		return 0
	}
	return d.wagers[s.bet[b]].Amount
}

// best is the value of the best five of the position's hole cards and the
// board (seed 002 lines 2212-2216; seed 000 line 2286).
func (d *deal) best(s *seat) poker.Value {
	var seven [7]rules.Card
	copy(seven[:2], s.cards)
	copy(seven[2:], d.board[:])
	return poker.Best(seven[:])
}

// dealerBest is the value of the dealer's best five of seven.
func (d *deal) dealerBest() poker.Value {
	var seven [7]rules.Card
	copy(seven[:2], d.dealer[:])
	copy(seven[2:], d.board[:])
	return poker.Best(seven[:])
}

// Envelope returns the fields every record shares.
func (d *deal) Envelope() rules.Envelope { return d.env }

// Wagers returns the round's wagers in record order.
func (d *deal) Wagers() []rules.Wager { return d.wagers }

// decodeDeal reads a record of the game l strictly: the envelope, five
// community cards, two dealer cards, each position once with two hole cards
// or none, the wagers, and the player-dealer and collections of a
// California game. check then judges each position's decisions and wagers
// under the game's rules. A card seen twice or a joker is refused: every
// game of the family is dealt from one pack of 52 cards per round.
func decodeDeal(data []byte, l *layout, check func(d *deal, j int, errs *rules.InputError)) (*deal, error) {
	var r Record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != l.id {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, l.id, l.id)
	}
	d := &deal{layout: l, env: r.Envelope}
	if n := len(r.Cards.Community); n != 5 {
		errs.Add("cards.community", "has %d cards; five community cards are dealt: the Flop's three, the Turn and the River (%s)", n, l.cite(communityLines(l)))
	}
	copy(d.board[:], rules.ParseCards("cards.community", r.Cards.Community, errs))
	if n := len(r.Cards.Dealer); n != 2 {
		errs.Add("cards.dealer", "has %d cards; the dealer's hand is two hole cards (%s)", n, l.cite(dealerLines(l)))
	}
	copy(d.dealer[:], rules.ParseCards("cards.dealer", r.Cards.Dealer, errs))
	d.decodeSeats(r.Cards.Seats, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list the round's wagers")
	}
	d.wagers = rules.ParseWagers(r.Wagers, l.bets, errs)
	for i, w := range r.Wagers {
		if w.Backline != 0 {
			errs.Add(fmt.Sprintf("wagers[%d].backline", i), "%s takes no backline bettors (%s)", l.id, backlineRule(l))
		}
	}
	if l.california {
		d.pd = rules.ParsePlayerDealer(r.PlayerDealer, errs)
		d.collections = rules.ParseCollections(r.Collections, errs)
	} else {
		if r.PlayerDealer != nil {
			errs.Add("player_dealer", "belongs to California games; in %s the house banks every wager (%s)", l.id, gb("2218-2222"))
		}
		if r.Collections != nil {
			errs.Add("collections", "belong to California games; %s takes no collection fees", l.id)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	d.placeWagers(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	d.checkDeck(errs)
	for j := range d.seats {
		check(d, j, errs)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return d, nil
}

// communityLines and dealerLines cite where each book deals the cards.
func communityLines(l *layout) string {
	if l.california {
		return "2321"
	}
	return "2208-2210"
}

func dealerLines(l *layout) string {
	if l.california {
		return "2336"
	}
	return "2203-2207"
}

func backlineRule(l *layout) rules.Cite {
	if l.california {
		return cardroom("2280")
	}
	return gbOnePlayer
}

func (d *deal) decodeSeats(in []SeatRecord, errs *rules.InputError) {
	l := d.layout
	if len(in) == 0 {
		errs.Add("cards.seats", "lists no playing position; every position holding a wager is dealt two hole cards (%s)", l.cite(dealerLines(l)))
	}
	if len(in) > l.seats {
		errs.Add("cards.seats", "lists %d positions; the table has at most %d (%s)", len(in), l.seats, l.seatRule)
		return
	}
	seen := map[int]bool{}
	for i, sr := range in {
		f := fmt.Sprintf("cards.seats[%d]", i)
		switch {
		case sr.Seat < 1 || sr.Seat > l.seats:
			errs.Add(f+".seat", "must be a playing position from 1 to %d (%s)", l.seats, l.seatRule)
		case seen[sr.Seat]:
			errs.Add(f+".seat", "seat %d is listed twice; one player plays each position (%s)", sr.Seat, backlineRule(l))
		}
		seen[sr.Seat] = true
		if n := len(sr.Cards); n != 0 && n != 2 {
			errs.Add(f+".cards", "has %d cards; each position is dealt two hole cards (%s)", n, l.cite(dealerLines(l)))
		}
		if sr.Decisions == nil {
			errs.Add(f+".decisions", "is required: the position's decisions in order (%s)", strings.Join(decisionWords(l.id), ", "))
		}
		for k, w := range sr.Decisions {
			if !slices.Contains(decisionWords(l.id), w) {
				errs.Add(fmt.Sprintf("%s.decisions[%d]", f, k), "%q is not a decision of %s (%s)", w, l.id, strings.Join(decisionWords(l.id), ", "))
			}
		}
		s := seat{no: sr.Seat, cards: rules.ParseCards(f+".cards", sr.Cards, errs), decisions: sr.Decisions}
		for b := range s.bet {
			s.bet[b] = -1
		}
		d.seats = append(d.seats, s)
	}
}

// placeWagers files each wager under its position; every listed position
// must hold a wager and every wager be on a listed position.
func (d *deal) placeWagers(errs *rules.InputError) {
	l := d.layout
	index := make(map[int]int, len(d.seats))
	for j, s := range d.seats {
		index[s.no] = j
	}
	d.seatOf = make([]int, len(d.wagers))
	for i, w := range d.wagers {
		j, ok := index[w.Seat]
		if !ok {
			errs.Add(fmt.Sprintf("wagers[%d].seat", i), "seat %d holds a wager but is not in cards.seats; list its hand", w.Seat)
			continue
		}
		d.seatOf[i] = j
		d.seats[j].bet[l.betIndex(w.Bet)] = i
	}
	for j, s := range d.seats {
		holds := false
		for _, k := range s.bet {
			holds = holds || k >= 0
		}
		if !holds {
			errs.Add(fmt.Sprintf("cards.seats[%d]", j), "seat %d holds no wager; cards are dealt only to positions that wagered (%s)", s.no, l.cite(dealerLines(l)))
		}
	}
	if l.california {
		if _, ok := index[d.pd.Seat]; ok {
			errs.Add("player_dealer.seat", "seat %d is the player-dealer's and is also listed in cards.seats; the player-dealer holds no wager of its own (%s)", d.pd.Seat, cardroom("2280"))
		}
		if d.pd.Seat > l.seats {
			errs.Add("player_dealer.seat", "is %d; the table has seats 1 to %d (%s)", d.pd.Seat, l.seats, l.seatRule)
		}
	}
}

// checkDeck refuses a joker or a card seen twice: each round is dealt from
// one pack of 52 cards.
func (d *deal) checkDeck(errs *rules.InputError) {
	var first [53]string
	check := func(field string, cards []rules.Card) {
		for i, c := range cards {
			f := fmt.Sprintf("%s[%d]", field, i)
			if c == rules.Joker {
				errs.Add(f, "is a joker; the game is dealt from one pack of 52 cards without jokers (%s)", d.layout.deck)
				continue
			}
			if prev := first[c.Index()]; prev != "" {
				errs.Add(f, "%s is also at %s; the round is dealt from one pack of 52 cards (%s)", c, prev, d.layout.deck)
				continue
			}
			first[c.Index()] = f
		}
	}
	check("cards.community", d.board[:])
	check("cards.dealer", d.dealer[:])
	for j, s := range d.seats {
		check(fmt.Sprintf("cards.seats[%d].cards", j), s.cards)
	}
}

// Helpers for the games' seat checks.

// seatField names a position in errors.
func seatField(j int) string { return fmt.Sprintf("cards.seats[%d]", j) }

// wagerField names a wager in errors.
func (d *deal) wagerField(s *seat, b int) string { return fmt.Sprintf("wagers[%d]", s.bet[b]) }

// needs refuses a wager placed without the wagers it requires.
func (d *deal) needs(s *seat, b int, required []int, rule rules.Cite, errs *rules.InputError) {
	if !s.has(b) {
		return
	}
	for _, r := range required {
		if !s.has(r) {
			errs.Add(d.wagerField(s, b)+".bet", "seat %d holds a %s wager without a %s wager; the rules allow it only beside one (%s)",
				s.no, d.layout.bets[b], d.layout.bets[r], rule)
			return
		}
	}
}

// sized refuses a wager whose amount is not times × the Ante's.
func (d *deal) sized(s *seat, b, ante int, times int64, rule rules.Cite, errs *rules.InputError) {
	if !s.has(b) || !s.has(ante) {
		return
	}
	a := d.amount(s, ante)
	if got, want := d.amount(s, b), a*rules.Money(times); got != want {
		how := fmt.Sprintf("%d times the Ante", times)
		if times == 1 {
			how = "equal to the Ante"
		}
		errs.Add(d.wagerField(s, b)+".amount", "the %s wager is %s: %s on an Ante of %s, not %s (%s)", d.layout.bets[b], how, want, a, got, rule)
	}
}

// needCards refuses a position whose hole cards a settlement needs but the
// record leaves out.
func (d *deal) needCards(j int, why string, rule rules.Cite, errs *rules.InputError) {
	if len(d.seats[j].cards) != 2 {
		errs.Add(seatField(j)+".cards", "seat %d's two hole cards are required: %s (%s)", d.seats[j].no, why, rule)
	}
}

// decisionWords are the words a game's records use for decisions.
func decisionWords(id string) []string {
	switch id {
	case BonusGameID:
		return []string{bet, check, fold}
	case UltimateGameID, UltimateUKGameID:
		return []string{play4, play3, play2, play1, check, fold}
	case CasinoGameID:
		return []string{call, fold}
	case TwoWayGameID:
		return []string{bet, check}
	}
	return nil
}

// Decision words.
const (
	bet   = "bet"
	check = "check"
	fold  = "fold"
	call  = "call"
	play4 = "4x"
	play3 = "3x"
	play2 = "2x"
	play1 = "1x"
)

// Settlement helpers.

var (
	pushed = rules.Result{Result: rules.Push}
	lost   = rules.Result{Result: rules.Lose}
	even   = rules.ToOne(1)
)

func won(stake rules.Money, odds rules.Odds) rules.Result {
	return rules.Result{Result: rules.Win, Payout: odds.Pay(stake)}
}

// versus compares a player's hand with the dealer's: +1 higher, 0 equal,
// -1 lower.
func versus(p, d poker.Value) int {
	switch {
	case p > d:
		return 1
	case p < d:
		return -1
	}
	return 0
}

var versusNames = [...]string{"lower", "equal", "higher"}

// Hand classes index pay tables: a poker category, with the Royal Flush a
// class of its own above the Straight Flush.
const (
	classRoyal = int(poker.StraightFlush) + 1
	numClasses = classRoyal + 1
)

func classOf(v poker.Value) int {
	if v.IsRoyal() {
		return classRoyal
	}
	return int(v.Category())
}

// payRow is one line of a pay table: the hand classes from lo to hi pay
// odds.
type payRow struct {
	name   string // as printed
	lo, hi int
	odds   rules.Odds
	rule   rules.Cite
}

// row returns the row that pays class c, or nil.
func rowFor(rows []payRow, c int) *payRow {
	for i := range rows {
		if rows[i].lo <= c && c <= rows[i].hi {
			return &rows[i]
		}
	}
	return nil
}

func payTable(id, name, setting string, rows []payRow) rules.PayTable {
	pt := rules.PayTable{ID: id, Name: name, Setting: setting}
	for _, r := range rows {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: r.name, Pays: r.odds.String(), Rule: r.rule})
	}
	return pt
}

// Detail is the verdict's Outcome.Detail.
type Detail struct {
	// Dealer is the dealer's best five of seven.
	Dealer string `json:"dealer"`
	// DealerQualifies is set in the games where the dealer must qualify.
	DealerQualifies *bool        `json:"dealer_qualifies,omitempty"`
	Seats           []SeatDetail `json:"seats"`
}

// SeatDetail is one position's outcome.
type SeatDetail struct {
	Seat int `json:"seat"`
	// Status is played or folded.
	Status string `json:"status"`
	// Hand is the position's best five of seven, when its cards are known.
	Hand string `json:"hand,omitempty"`
	// Versus is higher, lower or equal: the hand against the dealer's, for
	// a hand that played.
	Versus string `json:"versus,omitempty"`
	// Lines names the pay-table lines the position's side wagers hit.
	Lines []string `json:"lines,omitempty"`
}

// summary describes the round: "Dealer One pair, fives (qualifies); seat 1
// Straight, ace high: higher; seat 3 folded".
func summary(d *Detail) string {
	var b strings.Builder
	b.WriteString("Dealer " + d.Dealer)
	if d.DealerQualifies != nil {
		if *d.DealerQualifies {
			b.WriteString(" (qualifies)")
		} else {
			b.WriteString(" (does not qualify)")
		}
	}
	for _, s := range d.Seats {
		fmt.Fprintf(&b, "; seat %d ", s.Seat)
		switch {
		case s.Status == statusPlayed:
			b.WriteString(s.Hand + ": " + s.Versus)
		case s.Hand != "":
			b.WriteString("folded, " + s.Hand)
		default:
			b.WriteString("folded")
		}
		if len(s.Lines) > 0 {
			b.WriteString(", " + strings.Join(s.Lines, " + "))
		}
	}
	return b.String()
}

// Seat statuses in the detail.
const (
	statusPlayed = "played"
	statusFolded = "folded"
)
