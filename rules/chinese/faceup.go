package chinese

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// FaceUpGameID is Face-Up Chinese Poker's id in records and the catalog.
const FaceUpGameID = "face-up-chinese-poker"

// The lines Face-Up Chinese Poker cites (seed 000).
var (
	citeFGame     = rules.At(rules.Seed000, "6781-6957")
	citeFObject   = rules.At(rules.Seed000, "6787") // back higher than middle, middle higher than front
	citeFDeck     = rules.At(rules.Seed000, "6791")
	citeFFront    = rules.At(rules.Seed000, "6813-6822")
	citeFTable    = rules.At(rules.Seed000, "6826") // four seats, three hands: the buttons and the next two
	citeFStack    = rules.At(rules.Seed000, "6828") // buy-in 30 points; nine points to play a round
	citeFButtons  = rules.At(rules.Seed000, "6832-6835")
	citeFStakes   = rules.At(rules.Seed000, "6836-6839")
	citeFDeal     = rules.At(rules.Seed000, "6844-6866")
	citeFOrder    = rules.At(rules.Seed000, "6870-6874")
	citeFInTurn   = rules.At(rules.Seed000, "6876")
	citeFFoul     = rules.At(rules.Seed000, "6880")
	citeFPoints   = rules.At(rules.Seed000, "6884")
	citeFBonus    = rules.At(rules.Seed000, "6888-6918")
	citeFSweep    = rules.At(rules.Seed000, "6924")
	citeFFantasy  = rules.At(rules.Seed000, "6926-6932")
	citeFAgree    = rules.At(rules.Seed000, "6928")
	citeFTrigger  = rules.At(rules.Seed000, "6930")
	citeFStay     = rules.At(rules.Seed000, "6932")
	citeFPointVal = rules.At(rules.Seed000, "6936")
)

// Fantasy settings.
const (
	FantasyOff = "off"
	FantasyOn  = "on"
)

var faceUpSpecs = []rules.SettingSpec{
	{
		Key: "point_value", Default: "5.00", Range: "0.01 to 1000000.00", Check: pointValueCheck,
		Doc: "The table limit, the money value of one point (lines 6936, 8535). With a collection schedule and no " +
			"point value, the schedule option's table limit; with both, they must agree ($101 or more for option 9).",
		Rule: citeFPointVal,
	},
	{
		Key: "fantasy", Default: FantasyOff, Allowed: []string{FantasyOff, FantasyOn},
		Doc: "Whether the table plays the Fantasy Open Face Variation, which \"All players must agree to\" (line 6928): " +
			"a seat whose front is a pair of queens or better, not fouled, is dealt fourteen cards next hand; it stays " +
			"with three of a kind in front or four of a kind or better in the back (lines 6930-6932). Records then carry " +
			"fantasy_variation and each seat's fantasy, and the seats in fantasy pass from hand to hand.",
		Rule: citeFAgree,
	},
	{
		Key: "equal_rows", Default: EqualFouls, Allowed: []string{EqualFouls, EqualAllowed},
		Doc: "Whether a middle equal to the back fouls the hand. The book: the back \"must rank higher\" than the middle " +
			"(line 6787), so an equal one fouls. A front never equals a middle: where its three cards match the middle's " +
			"first three, the middle, with two more cards, ranks higher.",
		Rule: citeFObject,
	},
	fees.ScheduleSetting(FaceUpGameID),
}

// FaceUpSettings are a Face-Up table's compiled settings.
type FaceUpSettings struct {
	PointValue rules.Money
	Fantasy    bool
	EqualRows  string
	Schedule   *fees.Option
}

// Values returns the settings in record form.
func (s *FaceUpSettings) Values() map[string]string {
	f := FantasyOff
	if s.Fantasy {
		f = FantasyOn
	}
	return map[string]string{
		"point_value":    s.PointValue.String(),
		"fantasy":        f,
		"equal_rows":     s.EqualRows,
		fees.ScheduleKey: scheduleValue(s.Schedule),
	}
}

type faceUp struct{}

// FaceUp returns Face-Up Chinese Poker.
func FaceUp() rules.Game { return faceUp{} }

func (faceUp) Info() rules.GameInfo {
	var front, five []rules.PayRow
	for r := rules.Two; r <= rules.Ace; r++ {
		front = append(front, rules.PayRow{Outcome: "Front: three " + rankWord(r), Pays: fmt.Sprintf("%d points", int(r)+7), Rule: tripsLine(r)})
	}
	cats := []struct {
		name  string
		c     poker.Category
		royal bool
	}{{"Straight", poker.Straight, false}, {"Flush", poker.Flush, false}, {"Full house", poker.FullHouse, false},
		{"Four of a kind", poker.FourOfAKind, false}, {"Straight flush", poker.StraightFlush, false}, {"Royal flush", poker.StraightFlush, true}}
	five = append(five, rules.PayRow{Outcome: "Middle: three of a kind", Pays: "2 points", Rule: rules.At(rules.Seed000, "6894-6906")})
	for _, c := range cats {
		p := fiveRoyalty[c.c]
		if c.royal {
			p = [2]int{50, 25}
		}
		five = append(five, rules.PayRow{Outcome: c.name, Pays: fmt.Sprintf("%d points in the middle, %d in the back", p[0], p[1]), Rule: royaltyCite(c.c, c.royal)})
	}
	return rules.GameInfo{
		ID: FaceUpGameID, Name: "Face-Up Chinese Poker", Family: "chinese-poker", Banking: "pot",
		Sources: []rules.Cite{citeFGame},
		Decks:   "one 52-card deck without a joker (line 6791); three players dealt in at a four-seat table (line 6826)",
		Wagers: []rules.WagerInfo{{
			Bet:  BetPoints,
			Name: "Points",
			Wins: "each seat's three rows (front three cards, middle and back five) against every other seat's, row by row, " +
				"position 1 (the buttons) winning its tied rows; a fouled hand loses every row",
			Pays: "one point a row won, net, plus the winning row's bonus points; 6 more for winning all three rows; a fouled " +
				"hand pays 6 and the opponent's bonuses; each point at the table limit, within each seat's stack",
			Rule: citeFPoints,
		}},
		PayTables: []rules.PayTable{
			{ID: "points", Name: "Points", Rows: []rules.PayRow{
				{Outcome: "Each row won (a tie goes to the player holding the buttons, else pushes)", Pays: "1 point", Rule: citeFPoints},
				{Outcome: "Clean Sweep: all three rows against an opponent", Pays: "6 points more", Rule: citeFSweep},
				{Outcome: "Fouled hand", Pays: "6 points to each other hand, and that hand's bonus points", Rule: citeFFoul},
			}},
			{ID: "bonus", Name: "Bonus points of a winning row", Rows: append(front, five...)},
		},
		Settings: faceUpSpecs,
	}
}

func rankWord(r rules.Rank) string {
	return [...]string{2: "2s", 3: "3s", 4: "4s", 5: "5s", 6: "6s", 7: "7s", 8: "8s", 9: "9s", 10: "10s", 11: "jacks", 12: "queens", 13: "kings", 14: "aces"}[r]
}

func (faceUp) Settings(values map[string]string) (rules.Settings, error) {
	return compileFaceUp(values)
}

func compileFaceUp(values map[string]string) (*FaceUpSettings, error) {
	v, err := rules.NormalizeSettings(faceUpSpecs, values)
	if err != nil {
		return nil, err
	}
	sched, err := fees.ScheduleFor(FaceUpGameID, v[fees.ScheduleKey])
	if err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	pv, err := pointValueFor(values["point_value"], sched)
	if err != nil {
		return nil, rules.Invalid("settings.point_value", "%v", err)
	}
	return &FaceUpSettings{PointValue: pv, Fantasy: v["fantasy"] == FantasyOn, EqualRows: v["equal_rows"], Schedule: sched}, nil
}

func faceUpSettingsFor(s rules.Settings) (*FaceUpSettings, error) {
	switch v := s.(type) {
	case nil:
		return compileFaceUp(nil)
	case *FaceUpSettings:
		if v == nil {
			return compileFaceUp(nil)
		}
		errs := &rules.InputError{}
		if pointValueCheck(v.PointValue.String()) != nil {
			errs.Add("settings.point_value", "%s must be from 0.01 to %s", v.PointValue, maxPointValue)
		}
		if !slices.Contains(faceUpSpecs[2].Allowed, v.EqualRows) {
			errs.Add("settings.equal_rows", "%q is not one of %s", v.EqualRows, strings.Join(faceUpSpecs[2].Allowed, ", "))
		}
		if err := errs.Err(); err != nil {
			return nil, err
		}
		return v, nil
	}
	return compileFaceUp(s.Values())
}

// recordFU is the JSON shape of a Face-Up hand.
type recordFU struct {
	rules.Envelope
	Button           int            `json:"button"`
	FantasyVariation bool           `json:"fantasy_variation"`
	Seats            []seatRecordFU `json:"seats"`
}

type seatRecordFU struct {
	Seat     int      `json:"seat"`
	Front    []string `json:"front"`
	Middle   []string `json:"middle"`
	Back     []string `json:"back"`
	Discards []string `json:"discards"`
	Fantasy  bool     `json:"fantasy"`
	Stack    string   `json:"stack"`
	Fee      string   `json:"fee"`
	Points   *int     `json:"points"`
	Won      string   `json:"won"`
}

// FaceUpHand is a decoded Face-Up hand.
type FaceUpHand struct {
	env rules.Envelope
	// Button is the seat holding the dealer and action buttons: position
	// #1, which compares first and wins its tied rows (lines 6832-6835,
	// 6884).
	Button int
	// FantasyVariation says the table plays the Fantasy variation; the
	// hand then carries the seats in fantasy from hand to hand.
	FantasyVariation bool
	Seats            []Seat
	// Discards and Fantasy are each seat's, by index in Seats.
	Discards [][]rules.Card
	Fantasy  []bool
}

// Envelope returns the fields every record shares.
func (h *FaceUpHand) Envelope() rules.Envelope { return h.env }

// fantasyHand is a Face-Up hand at a table playing the Fantasy variation:
// the seats in Fantasy Land pass from one hand to the next
// (rules.Sequenced).
type fantasyHand struct{ *FaceUpHand }

// FantasyState is the table's state between hands under the Fantasy
// variation: the seats that play the next hand in Fantasy Land.
type FantasyState struct {
	Fantasy []int `json:"fantasy"`
}

// StateBefore is the seats the record says played this hand in fantasy;
// nil when none did.
func (h fantasyHand) StateBefore() json.RawMessage {
	var seats []int
	for i, f := range h.Fantasy {
		if f {
			seats = append(seats, h.Seats[i].Seat)
		}
	}
	return fantasyState(seats)
}

// SequenceRule cites the Fantasy variation.
func (h fantasyHand) SequenceRule() rules.Cite { return citeFFantasy }

// StateFrom is the seats the hand sends to Fantasy Land when the previous
// hand left before's seats in it (rules.Sequenced), whatever the record
// declares: each seat's rows judged by the test for a seat in fantasy or
// out of it (lines 6930-6932).
func (h fantasyHand) StateFrom(s rules.Settings, before json.RawMessage) (json.RawMessage, error) {
	st, err := faceUpSettingsFor(s)
	if err != nil {
		return nil, err
	}
	var from FantasyState
	if len(before) > 0 {
		if err := json.Unmarshal(before, &from); err != nil {
			return nil, fmt.Errorf("fantasy state %s: %w", before, err)
		}
	}
	if !st.Fantasy {
		return nil, nil
	}
	played := *h.FaceUpHand
	played.Fantasy = make([]bool, len(h.Seats))
	for i, seat := range h.Seats {
		played.Fantasy[i] = slices.Contains(from.Fantasy, seat.Seat)
	}
	var next []int
	for i := range played.Seats {
		if e := played.evaluate(i, st.EqualRows == EqualFouls); e.fantasyOK {
			next = append(next, played.Seats[i].Seat)
		}
	}
	return fantasyState(next), nil
}

func fantasyState(seats []int) json.RawMessage {
	if len(seats) == 0 {
		return nil
	}
	slices.Sort(seats)
	b, _ := json.Marshal(FantasyState{Fantasy: seats})
	return b
}

func (faceUp) Decode(data []byte) (rules.Hand, error) {
	var r recordFU
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != FaceUpGameID {
		errs.Add("game", "%q is not %s; this record shape is the Face-Up Chinese Poker one", r.Game, FaceUpGameID)
	}
	h := &FaceUpHand{env: r.Envelope, Button: r.Button, FantasyVariation: r.FantasyVariation}
	for i, sr := range r.Seats {
		f := seatField(i)
		s := Seat{Seat: sr.Seat}
		s.Rows[Front] = parseRow(f+".front", sr.Front, errs)
		s.Rows[Middle] = parseRow(f+".middle", sr.Middle, errs)
		s.Rows[Back] = parseRow(f+".back", sr.Back, errs)
		if sr.Stack != "" {
			s.Stack, s.HasStack = rules.ParseAmount(f+".stack", sr.Stack, false, errs), true
		}
		s.Fee = rules.ParseAmount(f+".fee", sr.Fee, true, errs)
		if sr.Points == nil {
			errs.Add(f+".points", "is required: the points the seat won (positive) or lost (negative) against the other seats")
		} else {
			s.Points = *sr.Points
		}
		s.Won = parseSigned(f+".won", sr.Won, errs)
		h.Seats = append(h.Seats, s)
		h.Discards = append(h.Discards, parseRow(f+".discards", sr.Discards, errs))
		h.Fantasy = append(h.Fantasy, sr.Fantasy)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	if h.FantasyVariation {
		return fantasyHand{h}, nil
	}
	return h, nil
}

// check finds what makes a hand impossible: the wrong number of seats or
// cards, a card seen twice, a button on no seat dealt in, fantasy without
// the variation, a stack below nine points.
func (h *FaceUpHand) check() error {
	errs := &rules.InputError{}
	if n := len(h.Seats); n < 2 || n > 3 {
		errs.Add("seats", "must list the 2 or 3 seats dealt in (only three receive a hand, line 6826), not %d", n)
	}
	if len(h.Discards) != len(h.Seats) || len(h.Fantasy) != len(h.Seats) {
		errs.Add("seats", "discards and fantasy are needed for each seat")
		return errs.Err()
	}
	button := false
	bySeat := map[int]int{}
	var first [52]cardSpot
	var seen [52]bool
	// A fantasy seat's discard goes back into the deck "to be dealt to the
	// remaining players" (line 6930): it may be seen once more, at a seat
	// not in fantasy.
	var returned [52]bool
	for i := range h.Seats {
		if h.Fantasy[i] && len(h.Discards[i]) == 1 {
			returned[h.Discards[i][0].Index()] = true
		}
	}
	for i := range h.Seats {
		s := &h.Seats[i]
		f := seatField(i)
		if s.Seat < 1 || s.Seat > tableSeats {
			errs.Add(f+".seat", "must be a seat number from 1 to %d, not %d", tableSeats, s.Seat)
		} else if j, dup := bySeat[s.Seat]; dup {
			errs.Add(f+".seat", "seat %d is already listed at seats[%d]", s.Seat, j)
		} else {
			bySeat[s.Seat] = i
		}
		if s.Seat == h.Button {
			button = true
		}
		for r, row := range s.Rows {
			if len(row) != rowSize[r] {
				errs.Add(fmt.Sprintf("%s.%s", f, Row(r)), "must hold %d cards, not %d: every hand is set 3-5-5, the front taking no more than three (lines 6846, 6866)", rowSize[r], len(row))
			}
		}
		if h.Fantasy[i] && !h.FantasyVariation {
			errs.Add(f+".fantasy", "the record does not play the Fantasy variation (fantasy_variation), which all players must agree to (line 6928)")
		}
		want := 4
		if h.Fantasy[i] {
			want = 1
		}
		if d := len(h.Discards[i]); d != 0 && d != want {
			if h.Fantasy[i] {
				errs.Add(f+".discards", "a seat in fantasy is dealt fourteen cards and discards one (line 6930), not %d; leave discards out if they were not recorded", d)
			} else {
				errs.Add(f+".discards", "a seat discards one card of each of four deals of three (lines 6849-6865): four, not %d; leave discards out if they were not recorded", d)
			}
		}
	}
	// Cards are seen fantasy seats first, as they are dealt first (line
	// 6930), so that a returned discard is met before it is dealt again.
	for _, pass := range []bool{true, false} {
		for i := range h.Seats {
			if h.Fantasy[i] != pass {
				continue
			}
			for r, row := range h.Seats[i].Rows {
				for j, c := range row {
					h.see(errs, &seen, &first, &returned, cardSpot{i, r, j}, c)
				}
			}
			for j, c := range h.Discards[i] {
				h.see(errs, &seen, &first, &returned, cardSpot{i, 3, j}, c)
			}
		}
	}
	if !button && len(h.Seats) > 0 {
		errs.Add("button", "must be the seat holding the dealer and action buttons, position #1, one of the seats dealt in (lines 6826, 6832-6835), not %d", h.Button)
	}
	for i := range h.Seats {
		s := &h.Seats[i]
		f := seatField(i)
		if s.Fee < 0 || s.Fee > rules.MaxMoney {
			errs.Add(f+".fee", "must be from 0 to %s", rules.MaxMoney)
		}
		if s.HasStack && (s.Stack < s.Fee || s.Stack > rules.MaxMoney) {
			errs.Add(f+".stack", "%s must be from the fee, %s, to %s", s.Stack, s.Fee, rules.MaxMoney)
		}
		if s.Won < -rules.MaxMoney || s.Won > rules.MaxMoney {
			errs.Add(f+".won", "must be from -%s to %s", rules.MaxMoney, rules.MaxMoney)
		}
		if s.Points < -1000 || s.Points > 1000 {
			errs.Add(f+".points", "%d is beyond what a hand can score", s.Points)
		}
	}
	return errs.Err()
}

// see records one card of the hand and reports a card seen twice.
func (h *FaceUpHand) see(errs *rules.InputError, seen *[52]bool, first *[52]cardSpot, returned *[52]bool, spot cardSpot, c rules.Card) {
	if c.Rank() < rules.Two || c.Rank() > rules.Ace {
		errs.Add(spot.field(), "is not a card of a 52-card deck")
		return
	}
	k := c.Index()
	switch {
	case !seen[k]:
		seen[k], first[k] = true, spot
	case returned[k] && first[k].row == 3 && h.Fantasy[first[k].seat] && !h.Fantasy[spot.seat]:
		returned[k] = false // the fantasy seat's discard, dealt again once
	default:
		errs.Add(spot.field(), "%s is already at %s; one 52-card deck holds each card once (line 6791)", c, first[k].field())
	}
}

// evalFU is one seat's hand as the rules see it.
type evalFU struct {
	values    [3]poker.Value
	royalty   [3]int
	royRule   [3]rules.Cite
	fouled    bool
	foul      string
	position  int
	fantasyOK bool // qualifies to play the next hand in fantasy
}

// Verify scores the three pairs of seats, settles them and checks the
// record.
func (h *FaceUpHand) Verify(s rules.Settings) (*rules.Verdict, error) {
	st, err := faceUpSettingsFor(s)
	if err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	if h.FantasyVariation != st.Fantasy {
		if st.Fantasy {
			return nil, rules.Invalid("fantasy_variation", "the table plays the Fantasy Open Face Variation (setting fantasy=on, line 6928): the record must say so, with each seat's fantasy, so that the seats in fantasy pass from hand to hand")
		}
		return nil, rules.Invalid("fantasy_variation", "the table does not play the Fantasy Open Face Variation (setting fantasy=off), which all players must agree to (line 6928)")
	}
	// "each player shall be required to have a minimum of nine points worth
	// of chips in their stack in order to be eligible to play" (line 6828).
	errs := &rules.InputError{}
	for i, s := range h.Seats {
		if s.HasStack && s.Stack < 9*st.PointValue {
			errs.Add(seatField(i)+".stack", "%s is less than nine points (%s at a point value of %s): a seat needs nine points' worth of chips to be dealt in (line 6828)", s.Stack, 9*st.PointValue, st.PointValue)
		}
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	n := len(h.Seats)
	strict := st.EqualRows == EqualFouls
	ev := make([]evalFU, n)
	for i := range h.Seats {
		ev[i] = h.evaluate(i, strict)
	}
	// Positions: #1 holds the buttons, #2 and #3 follow clockwise (lines
	// 6832-6835); #1 against #2, #1 against #3, #2 against #3 (6870-6874).
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return clockwise(h.Seats[a].Seat, h.Button-1) - clockwise(h.Seats[b].Seat, h.Button-1)
	})
	for p, i := range order {
		ev[i].position = p + 1
	}
	var pairs []pair
	for x, a := range order {
		for _, b := range order[x+1:] {
			pairs = append(pairs, h.score(a, b, ev))
		}
	}
	points := pointsOf(pairs, n)
	won := settle(pairs, h.Seats, st.PointValue)
	seatRule := make([]rules.Cite, n)
	det := make([]SeatDetail, n)
	var next []int
	for i := range h.Seats {
		e := &ev[i]
		seatRule[i] = citeFPoints
		if e.fouled {
			seatRule[i] = citeFFoul
		}
		det[i] = SeatDetail{Seat: h.Seats[i].Seat, Position: e.position, Fouled: e.fouled, Foul: e.foul,
			Rows:    []string{RowName(Front, e.values[Front]), RowName(Middle, e.values[Middle]), RowName(Back, e.values[Back])},
			Fantasy: h.Fantasy[i], Points: points[i], Won: won[i]}
		if !e.fouled {
			det[i].Royalties = e.royalty[:]
		}
		if st.Fantasy && e.fantasyOK {
			next = append(next, h.Seats[i].Seat)
		}
	}
	slices.SortFunc(det, func(a, b SeatDetail) int { return a.Position - b.Position })
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, n), Findings: []rules.Finding{}}
	report(v, h.Seats, pairs, points, won, seatRule, citeFPoints)
	expFees := h.checkFees(v, st.Schedule)
	var declFees rules.Money
	for _, s := range h.Seats {
		declFees += s.Fee
	}
	v.Totals.Fees, v.Totals.ExpectedFees = declFees, expFees
	v.Totals.HouseWin, v.Totals.ExpectedHouseWin = declFees, expFees
	res := make([]PairResult, len(pairs))
	for i, p := range pairs {
		res[i] = p.PairResult
	}
	slices.Sort(next)
	v.Outcome = rules.Outcome{Summary: summary(det), Detail: Detail{Seats: det, Pairs: res, PointValue: st.PointValue,
		Fees: declFees, FantasyNext: next, Settings: st.Values()}}
	if st.Fantasy {
		v.Outcome.State = fantasyState(next)
		if len(next) > 0 {
			var names []string
			for _, s := range next {
				names = append(names, fmt.Sprint(s))
			}
			v.Outcome.Summary += "; fantasy next hand: seat " + strings.Join(names, ", ")
		}
	}
	return v, nil
}

// evaluate ranks a seat's rows, rules on a foul (line 6880), and works out
// its bonus points and whether it plays the next hand in fantasy.
func (h *FaceUpHand) evaluate(i int, strict bool) evalFU {
	s := &h.Seats[i]
	var e evalFU
	var f [3]rules.Card
	var m, b [5]rules.Card
	copy(f[:], s.Rows[Front])
	copy(m[:], s.Rows[Middle])
	copy(b[:], s.Rows[Back])
	e.values = RowValues(f, m, b)
	for _, r := range Rows {
		e.royalty[r], e.royRule[r] = Royalty(r, e.values[r])
	}
	if r, bad := Misset(e.values, strict); bad {
		verb := "outranks"
		if e.values[r] == e.values[r+1] {
			verb = "equals"
		}
		e.fouled = true
		e.foul = fmt.Sprintf("its %s (%s) %s its %s (%s)", r, RowName(r, e.values[r]), verb, r+1, RowName(r+1, e.values[r+1]))
		return e
	}
	front, back := e.values[Front], e.values[Back]
	if h.Fantasy[i] {
		// "To stay in fantasy a player must make a Three of a Kind in the
		// front segment or a Four of a Kind or better in the bottom
		// segment" (line 6932).
		e.fantasyOK = front.Category() == poker.ThreeOfAKind || back.Category() >= poker.FourOfAKind
	} else {
		// "a Pair of queens (Qs) or better, as their front hand segment
		// without fouling" (line 6930).
		e.fantasyOK = front >= makeValue(poker.OnePair, uint32(rules.Queen), 0)
	}
	return e
}

// score settles one pair: a the earlier position.
func (h *FaceUpHand) score(a, b int, ev []evalFU) pair {
	p := pair{a: a, b: b}
	sa, sb := h.Seats[a].Seat, h.Seats[b].Seat
	p.Seats = [2]int{sa, sb}
	ea, eb := &ev[a], &ev[b]
	switch {
	case ea.fouled && eb.fouled:
		p.Reason = "both hands are fouled: each pays the other six points, which cancel"
		p.Rule = citeFFoul
	case ea.fouled || eb.fouled:
		w, l, sign, ew := sb, sa, -1, eb
		if eb.fouled {
			w, l, sign, ew = sa, sb, 1, ea
		}
		bonus := ew.royalty[Front] + ew.royalty[Middle] + ew.royalty[Back]
		p.Points = sign * (6 + bonus)
		p.Reason = fmt.Sprintf("seat %d's hand is fouled: it pays seat %d six points", l, w)
		if bonus > 0 {
			p.Reason += fmt.Sprintf(" and its %d bonus points (%s)", bonus, bonusText(ew))
		}
		p.Rule = citeFFoul
	default:
		p.Rows = make([]string, 3)
		wa, wb, pa, pb := 0, 0, 0, 0
		var why []string
		for _, r := range Rows {
			x := 0
			switch {
			case ea.values[r] > eb.values[r]:
				x = 1
			case ea.values[r] < eb.values[r]:
				x = -1
			case ea.position == 1:
				// "The player with both buttons will win all tie hands"
				// (line 6884).
				x = 1
				why = append(why, fmt.Sprintf("seat %d wins the tied %s holding the buttons", sa, r))
			case eb.position == 1:
				x = -1
				why = append(why, fmt.Sprintf("seat %d wins the tied %s holding the buttons", sb, r))
			}
			switch x {
			case 1:
				wa++
				pa += 1 + ea.royalty[r]
				p.Rows[r] = rules.Win
				if ea.royalty[r] > 0 {
					why = append(why, fmt.Sprintf("seat %d's %s %s earns %d", sa, r, RowName(r, ea.values[r]), ea.royalty[r]))
				}
			case -1:
				wb++
				pb += 1 + eb.royalty[r]
				p.Rows[r] = rules.Lose
				if eb.royalty[r] > 0 {
					why = append(why, fmt.Sprintf("seat %d's %s %s earns %d", sb, r, RowName(r, eb.values[r]), eb.royalty[r]))
				}
			default:
				p.Rows[r] = rules.Push
			}
		}
		p.Rule = citeFPoints
		if wa == 3 {
			pa += 6
			why = append(why, fmt.Sprintf("seat %d wins all three rows, a Clean Sweep: six more", sa))
			p.Rule = citeFSweep
		}
		if wb == 3 {
			pb += 6
			why = append(why, fmt.Sprintf("seat %d wins all three rows, a Clean Sweep: six more", sb))
			p.Rule = citeFSweep
		}
		if wa < 3 && wb < 3 && (pa-wa > 0 || pb-wb > 0) {
			p.Rule = citeFBonus
		}
		p.Points = pa - pb
		p.Reason = fmt.Sprintf("seat %d wins %d rows, seat %d %d", sa, wa, sb, wb)
		if len(why) > 0 {
			p.Reason += ": " + strings.Join(why, "; ")
		}
	}
	return p
}

func bonusText(e *evalFU) string {
	var out []string
	for _, r := range Rows {
		if e.royalty[r] > 0 {
			out = append(out, fmt.Sprintf("%s %s %d", r, RowName(r, e.values[r]), e.royalty[r]))
		}
	}
	return strings.Join(out, ", ")
}

// checkFees checks the fees the record says were taken. Face-Up Chinese
// Poker's fee is timed: each player pays the option's amount at each :00
// and :30 (lines 6936, 8535), collected whatever the hands, so a hand owes
// none of its own. A record may still carry a half-hour fee taken from a
// seat during the hand; it is kept as declared, and an amount that is not
// the option's half-hour fee is a finding citing the option's row. The
// half hours themselves are checked by the timed-collection ledger.
func (h *FaceUpHand) checkFees(v *rules.Verdict, o *fees.Option) rules.Money {
	var total rules.Money
	for _, s := range h.Seats {
		total += s.Fee
	}
	if o == nil {
		return total
	}
	a, err := o.HalfHourFee(len(h.Seats))
	if err != nil {
		return total
	}
	for _, s := range h.Seats {
		if s.Fee != 0 && s.Fee != a.Money {
			total += a.Money - s.Fee
			v.Findings = append(v.Findings, rules.Finding{Seat: s.Seat, Bet: BetFee, Field: "fee",
				Declared: s.Fee.String(), Expected: a.Money.String(), Rule: a.Rule,
				Message: fmt.Sprintf("seat %d paid a fee of %s; %s (table limit %s) takes %s from each player at each half hour and nothing per hand (%s; %s)",
					s.Seat, s.Fee, o, o.Limit.Text, a.Money, a.Rule, a.Procedure)})
		}
	}
	return total
}
