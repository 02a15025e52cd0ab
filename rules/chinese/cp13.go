package chinese

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/fees"
	"github.com/tablegames/casino/rules/poker"
)

// CP13GameID is 13-Card Chinese Poker's id in records and the catalog.
const CP13GameID = "chinese-poker-13"

// The lines 13-Card Chinese Poker cites (seed 000).
var (
	cite13Game     = rules.At(rules.Seed000, "818-904")
	cite13Deal     = rules.At(rules.Seed000, "822-826") // four players, 13 cards each, one deck
	cite13Set      = rules.At(rules.Seed000, "827")     // 3-5-5, "may not rank higher"
	cite13Order    = rules.At(rules.Seed000, "828")     // left of the player-dealer first, clockwise
	cite13Points   = rules.At(rules.Seed000, "835-836")
	cite13Basic    = rules.At(rules.Seed000, "835")
	cite13TwoFour  = rules.At(rules.Seed000, "836")
	cite13Shot     = rules.At(rules.Seed000, "840-841")
	cite13HomeRun  = rules.At(rules.Seed000, "842-844")
	cite13Collect  = rules.At(rules.Seed000, "877-879") // viewed first, collected first; two Clean Sweeps
	cite13Value    = rules.At(rules.Seed000, "883")     // one point equals the stated limit
	cite13AllIn    = rules.At(rules.Seed000, "884")
	cite13Foul     = rules.At(rules.Seed000, "889")
	cite13FoulCS   = rules.At(rules.Seed000, "890")
	cite13FoulPays = rules.At(rules.Seed000, "891")
	cite13NoCS     = rules.At(rules.Seed000, "892")
	cite13Count    = rules.At(rules.Seed000, "899")
	cite13Twice    = rules.At(rules.Seed000, "901")
	cite13Fees     = rules.At(rules.Seed000, "8515-8531")
)

// Scoring of a pair of regular hands that neither scoops (line 836 against
// the Shot's example, line 841).
const (
	// PerSet: one point for each row won, net: two rows to one nets 1.
	PerSet = "per_set"
	// TwoFour: "2 out of 3 ... wins 2 points", net.
	TwoFour = "two_four"
)

// Whether a row equal to the row behind it fouls the hand.
const (
	EqualAllowed = "allowed"
	EqualFouls   = "foul"
)

var cp13Specs = []rules.SettingSpec{
	{
		Key: "point_value", Default: "5.00", Range: "0.01 to 1000000.00", Check: pointValueCheck,
		Doc: "The money value of one point, the stated limit of the game (line 883). With a collection schedule " +
			"and no point value, the schedule option's point value; with both, they must agree.",
		Rule: cite13Value,
	},
	{
		Key: "basic_points", Default: PerSet, Allowed: []string{PerSet, TwoFour},
		Doc: "Between two regular hands neither of which wins all three rows: per_set, one point for each row won " +
			"(line 835), so two rows to one nets 1 point; two_four, two rows to one nets 2 points (line 836's " +
			"\"2 out of 3 ... wins 2 points\"). Three rows of three is a Shot (6) or a Home Run (9) either way (lines 840-844).",
		Rule: cite13Points,
	},
	{
		Key: "equal_rows", Default: EqualAllowed, Allowed: []string{EqualAllowed, EqualFouls},
		Doc: "Whether a middle equal to the back fouls the hand. The book: a set \"may not rank higher\" than the " +
			"one behind it (line 827), so an equal one is allowed. A front never equals a middle: where its three " +
			"cards match the middle's first three, the middle, with two more cards, ranks higher.",
		Rule: cite13Set,
	},
	fees.ScheduleSetting(CP13GameID),
}

// CP13Settings are a 13-Card table's compiled settings.
type CP13Settings struct {
	PointValue  rules.Money
	BasicPoints string
	EqualRows   string
	// Schedule is the table's collection schedule option (nil: none).
	Schedule *fees.Option
}

// Values returns the settings in record form.
func (s *CP13Settings) Values() map[string]string {
	return map[string]string{
		"point_value":    s.PointValue.String(),
		"basic_points":   s.BasicPoints,
		"equal_rows":     s.EqualRows,
		fees.ScheduleKey: scheduleValue(s.Schedule),
	}
}

type cp13 struct{}

// CP13 returns 13-Card Chinese Poker.
func CP13() rules.Game { return cp13{} }

func (cp13) Info() rules.GameInfo {
	var sweeps []rules.PayRow
	for _, c := range CleanSweeps {
		sweeps = append(sweeps, rules.PayRow{Outcome: fmt.Sprintf("#%d %s: %s", int(c), c, cleanSweepInfo[c].makes),
			Pays: fmt.Sprintf("%d points from each opponent", c.Points()), Rule: c.Rule()})
	}
	return rules.GameInfo{
		ID: CP13GameID, Name: "13-Card Chinese Poker", Family: "chinese-poker", Banking: "pot",
		Sources: []rules.Cite{cite13Game},
		Decks:   "one 52-card deck, thirteen cards to each of two to four players (lines 822-826)",
		Wagers: []rules.WagerInfo{{
			Bet:  BetPoints,
			Name: "Points",
			Wins: "each seat's three rows (front three cards, middle and back five) against every other seat's, row by row; " +
				"a Clean Sweep hand declared and made wins automatically; a fouled hand loses to every hand that is not",
			Pays: "one point a row won, net; a Shot 6 and a Home Run 9; a Clean Sweep hand its points; a fouled hand 6 (9 against a " +
				"Home Run); each point at the point value, within each seat's stack",
			Rule: cite13Points,
		}},
		PayTables: []rules.PayTable{
			{ID: "points", Name: "Points between two regular hands", Rows: []rules.PayRow{
				{Outcome: "Each row won (two rows to one nets 1 under basic_points=per_set)", Pays: "1 point", Rule: cite13Basic},
				{Outcome: "Two rows to one under basic_points=two_four", Pays: "2 points", Rule: cite13TwoFour},
				{Outcome: "Shot: all three rows against an opponent", Pays: "6 points", Rule: cite13Shot},
				{Outcome: "Home Run: all three rows against each of three opponents", Pays: "9 points from each", Rule: cite13HomeRun},
				{Outcome: "Fouled hand against a regular hand", Pays: "6 points, or 9 against a Home Run", Rule: cite13FoulPays},
				{Outcome: "Fouled hand against a Clean Sweep hand", Pays: "the Clean Sweep hand's points", Rule: cite13FoulCS},
			}},
			{ID: "clean_sweep", Name: "Clean Sweep (automatic) hands", Rows: sweeps},
		},
		Settings: cp13Specs,
	}
}

func (cp13) Settings(values map[string]string) (rules.Settings, error) { return compileCP13(values) }

func compileCP13(values map[string]string) (*CP13Settings, error) {
	v, err := rules.NormalizeSettings(cp13Specs, values)
	if err != nil {
		return nil, err
	}
	sched, err := fees.ScheduleFor(CP13GameID, v[fees.ScheduleKey])
	if err != nil {
		return nil, rules.Invalid("settings."+fees.ScheduleKey, "%v", err)
	}
	pv, err := pointValueFor(values["point_value"], sched)
	if err != nil {
		return nil, rules.Invalid("settings.point_value", "%v", err)
	}
	return &CP13Settings{PointValue: pv, BasicPoints: v["basic_points"], EqualRows: v["equal_rows"], Schedule: sched}, nil
}

// cp13SettingsFor accepts this game's settings, nil for the defaults, or
// any other rules.Settings by recompiling its values.
func cp13SettingsFor(s rules.Settings) (*CP13Settings, error) {
	switch v := s.(type) {
	case nil:
		return compileCP13(nil)
	case *CP13Settings:
		if v == nil {
			return compileCP13(nil)
		}
		errs := &rules.InputError{}
		if pointValueCheck(v.PointValue.String()) != nil {
			errs.Add("settings.point_value", "%s must be from 0.01 to %s", v.PointValue, maxPointValue)
		}
		if !slices.Contains(cp13Specs[1].Allowed, v.BasicPoints) {
			errs.Add("settings.basic_points", "%q is not one of %s", v.BasicPoints, strings.Join(cp13Specs[1].Allowed, ", "))
		}
		if !slices.Contains(cp13Specs[2].Allowed, v.EqualRows) {
			errs.Add("settings.equal_rows", "%q is not one of %s", v.EqualRows, strings.Join(cp13Specs[2].Allowed, ", "))
		}
		if err := errs.Err(); err != nil {
			return nil, err
		}
		return v, nil
	}
	return compileCP13(s.Values())
}

// record13 is the JSON shape of a 13-Card hand.
type record13 struct {
	rules.Envelope
	Button int            `json:"button"`
	Seats  []seatRecord13 `json:"seats"`
}

type seatRecord13 struct {
	Seat       int      `json:"seat"`
	Front      []string `json:"front"`
	Middle     []string `json:"middle"`
	Back       []string `json:"back"`
	CleanSweep string   `json:"clean_sweep"`
	Stack      string   `json:"stack"`
	Fee        string   `json:"fee"`
	Points     *int     `json:"points"`
	Won        string   `json:"won"`
}

// CP13Hand is a decoded 13-Card hand.
type CP13Hand struct {
	env rules.Envelope
	// Button is the seat of the player-dealer button: the seat on its left
	// compares first, and the player-dealer last (lines 828, 884).
	Button int
	Seats  []Seat
	// Declared holds each seat's declared Clean Sweep hand (NoCleanSweep
	// for none), by index in Seats.
	Declared []CleanSweep
}

// Envelope returns the fields every record shares.
func (h *CP13Hand) Envelope() rules.Envelope { return h.env }

func (cp13) Decode(data []byte) (rules.Hand, error) {
	var r record13
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != CP13GameID {
		errs.Add("game", "%q is not %s; this record shape is the 13-Card Chinese Poker one", r.Game, CP13GameID)
	}
	h := &CP13Hand{env: r.Envelope, Button: r.Button}
	for i, sr := range r.Seats {
		f := seatField(i)
		s := Seat{Seat: sr.Seat}
		s.Rows[Front] = parseRow(f+".front", sr.Front, errs)
		s.Rows[Middle] = parseRow(f+".middle", sr.Middle, errs)
		s.Rows[Back] = parseRow(f+".back", sr.Back, errs)
		cs, ok := parseCleanSweep(sr.CleanSweep)
		if !ok {
			errs.Add(f+".clean_sweep", "%q is not a Clean Sweep hand: one of %s, or left out (lines 852-875)", sr.CleanSweep, strings.Join(cleanSweepIDs(), ", "))
		}
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
		h.Declared = append(h.Declared, cs)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	return h, nil
}

// check finds what makes a hand impossible: the wrong number of seats, a
// seat twice, a button on no seat dealt in, a card held by two seats (a
// misdeal, line 901), amounts out of range. A card twice in one seat's hand
// and a wrong number of cards are not refused: they foul the hand (lines
// 899, 901).
func (h *CP13Hand) check() error {
	errs := &rules.InputError{}
	if n := len(h.Seats); n < 2 || n > tableSeats {
		errs.Add("seats", "must list the 2 to %d seats dealt in (lines 822, 8519), not %d", tableSeats, n)
	}
	if len(h.Declared) != len(h.Seats) {
		errs.Add("seats", "a Clean Sweep declaration is needed for each seat")
	}
	button := false
	bySeat := map[int]int{}
	owner := [52]int8{}
	var first [52]cardSpot
	for i := range owner {
		owner[i] = -1
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
		n := 0
		for r, row := range s.Rows {
			n += len(row)
			for j, c := range row {
				if c.Rank() < rules.Two || c.Rank() > rules.Ace {
					errs.Add(cardSpot{i, r, j}.field(), "is not a card of a 52-card deck")
					continue
				}
				switch o := owner[c.Index()]; {
				case o < 0:
					owner[c.Index()] = int8(i)
					first[c.Index()] = cardSpot{i, r, j}
				case int(o) != i:
					errs.Add(cardSpot{i, r, j}.field(), "%s is already at %s: two seats holding the same card is a misdeal, which has no settlement (line 901)", c, first[c.Index()].field())
				}
			}
		}
		if n == 0 || n > 2*13 {
			errs.Add(f, "holds %d cards; a hand is thirteen (line 826)", n)
		}
		if s.HasStack && (s.Stack < s.Fee || s.Stack > rules.MaxMoney) {
			errs.Add(f+".stack", "%s must be from the fee, %s, to %s", s.Stack, s.Fee, rules.MaxMoney)
		}
		if s.Fee < 0 || s.Fee > rules.MaxMoney {
			errs.Add(f+".fee", "must be from 0 to %s", rules.MaxMoney)
		}
		if s.Won < -rules.MaxMoney || s.Won > rules.MaxMoney {
			errs.Add(f+".won", "must be from -%s to %s", rules.MaxMoney, rules.MaxMoney)
		}
		if s.Points < -1000 || s.Points > 1000 {
			errs.Add(f+".points", "%d is beyond what a hand can score", s.Points)
		}
	}
	if !button && len(h.Seats) > 0 {
		errs.Add("button", "must be the seat of the player-dealer, one of the seats dealt in (lines 828, 884), not %d", h.Button)
	}
	return errs.Err()
}

// eval13 is one seat's hand as the rules see it.
type eval13 struct {
	values [3]poker.Value
	set    bool // the rows hold 3-5-5 distinct cards
	fouled bool
	foul   string
	rule   rules.Cite
	cs     CleanSweep // declared and made
	// homeRun: regular, four players, every row won against every opponent.
	homeRun bool
}

// Verify scores every pair of seats, settles them and checks the record.
func (h *CP13Hand) Verify(s rules.Settings) (*rules.Verdict, error) {
	st, err := cp13SettingsFor(s)
	if err != nil {
		return nil, err
	}
	if err := h.check(); err != nil {
		return nil, err
	}
	n := len(h.Seats)
	ev := make([]eval13, n)
	for i := range h.Seats {
		ev[i] = h.evaluate(i, st.EqualRows == EqualFouls)
	}
	// The order of comparison and of settlement: from the seat left of the
	// player-dealer button clockwise, the player-dealer last (lines 828, 884).
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		return clockwise(h.Seats[a].Seat, h.Button) - clockwise(h.Seats[b].Seat, h.Button)
	})
	// rowsWon[i][j]: the row results of i against j, for regular hands.
	cmp := func(i, j int) [3]int {
		var out [3]int
		for r := range Rows {
			switch {
			case ev[i].values[r] > ev[j].values[r]:
				out[r] = 1
			case ev[i].values[r] < ev[j].values[r]:
				out[r] = -1
			}
		}
		return out
	}
	regular := func(i int) bool { return !ev[i].fouled && ev[i].cs == NoCleanSweep }
	// A Home Run: four players, and every row won against every opponent; a
	// fouled opponent loses every row (interpretation CP-8).
	if n == 4 {
		for i := range ev {
			if !regular(i) {
				continue
			}
			hr := true
			for j := range ev {
				if j == i || ev[j].fouled {
					continue
				}
				if ev[j].cs != NoCleanSweep || cmp(i, j) != [3]int{1, 1, 1} {
					hr = false
				}
			}
			ev[i].homeRun = hr
		}
	}

	score := func(a, b int) pair {
		p := pair{a: a, b: b}
		p.Seats = [2]int{h.Seats[a].Seat, h.Seats[b].Seat}
		ea, eb := &ev[a], &ev[b]
		sa, sb := h.Seats[a].Seat, h.Seats[b].Seat
		switch {
		case ea.cs != NoCleanSweep && eb.cs != NoCleanSweep:
			switch {
			case ea.cs < eb.cs:
				p.Points = ea.cs.Points()
			case eb.cs < ea.cs:
				p.Points = -eb.cs.Points()
			}
			if p.Points == 0 {
				p.Reason = fmt.Sprintf("seats %d and %d both hold a %s: equal Clean Sweep hands collect from neither", sa, sb, ea.cs)
			} else {
				hi, lo, c := sa, sb, ea.cs
				if p.Points < 0 {
					hi, lo, c = sb, sa, eb.cs
				}
				p.Reason = fmt.Sprintf("seat %d's %s outranks seat %d's Clean Sweep hand and collects its %d points", hi, c, lo, c.Points())
			}
			p.Rule = cite13Collect
		case ea.cs != NoCleanSweep || eb.cs != NoCleanSweep:
			w, l, c, sign, loser := sa, sb, ea.cs, 1, eb
			if eb.cs != NoCleanSweep {
				w, l, c, sign, loser = sb, sa, eb.cs, -1, ea
			}
			p.Points = sign * c.Points()
			if loser.fouled {
				p.Reason = fmt.Sprintf("seat %d's fouled hand pays seat %d's %s its %d points", l, w, c, c.Points())
				p.Rule = cite13FoulCS
			} else {
				p.Reason = fmt.Sprintf("seat %d's %s wins automatically: %d points from seat %d", w, c, c.Points(), l)
				p.Rule = c.Rule()
			}
		case ea.fouled && eb.fouled:
			p.Reason = "both hands are fouled: neither pays the other"
			p.Rule = cite13FoulPays
		case ea.fouled || eb.fouled:
			w, l, sign, ew := sb, sa, -1, eb
			if eb.fouled {
				w, l, sign, ew = sa, sb, 1, ea
			}
			pts := 6
			p.Reason = fmt.Sprintf("seat %d's fouled hand pays seat %d six points", l, w)
			if ew.homeRun {
				pts = 9
				p.Reason = fmt.Sprintf("seat %d's fouled hand pays seat %d's Home Run nine points, six and the bonus", l, w)
			}
			p.Points = sign * pts
			p.Rule = cite13FoulPays
		default:
			rows := cmp(a, b)
			wa, wb := 0, 0
			p.Rows = make([]string, 3)
			for r, x := range rows {
				switch x {
				case 1:
					wa++
					p.Rows[r] = rules.Win
				case -1:
					wb++
					p.Rows[r] = rules.Lose
				default:
					p.Rows[r] = rules.Push
				}
			}
			switch {
			case wa == 3 || wb == 3:
				w, l, sign, ew := sa, sb, 1, ea
				if wb == 3 {
					w, l, sign, ew = sb, sa, -1, eb
				}
				if ew.homeRun {
					p.Points = sign * 9
					p.Reason = fmt.Sprintf("seat %d wins every row against every opponent, a Home Run: nine points from seat %d", w, l)
					p.Rule = cite13HomeRun
				} else {
					p.Points = sign * 6
					p.Reason = fmt.Sprintf("seat %d wins all three rows against seat %d, a Shot: six points", w, l)
					p.Rule = cite13Shot
				}
			case st.BasicPoints == TwoFour && (wa == 2 && wb == 1 || wa == 1 && wb == 2):
				p.Points = 2
				if wb == 2 {
					p.Points = -2
				}
				p.Reason = fmt.Sprintf("seat %d wins %d rows, seat %d %d: two points to the seat winning two", sa, wa, sb, wb)
				p.Rule = cite13TwoFour
			default:
				p.Points = wa - wb
				p.Reason = fmt.Sprintf("seat %d wins %d rows, seat %d %d, one point a row", sa, wa, sb, wb)
				if wa+wb < 3 {
					p.Reason += ", tied rows pushing"
				}
				p.Rule = cite13Basic
			}
		}
		return p
	}

	// Clean Sweep hands are viewed and collected first, the higher first
	// (lines 877-879); then every other pair in the order of comparison.
	var pairs []pair
	done := map[[2]int]bool{}
	holders := slices.Clone(order)
	slices.SortStableFunc(holders, func(a, b int) int { return int(ev[a].cs) - int(ev[b].cs) })
	for _, i := range holders {
		if ev[i].cs == NoCleanSweep {
			continue
		}
		for _, j := range order {
			if j == i || done[[2]int{i, j}] || (ev[j].cs != NoCleanSweep && ev[j].cs <= ev[i].cs) {
				continue
			}
			pairs = append(pairs, score(i, j))
			done[[2]int{i, j}], done[[2]int{j, i}] = true, true
		}
	}
	for x, i := range order {
		for _, j := range order[x+1:] {
			if done[[2]int{i, j}] {
				continue
			}
			pairs = append(pairs, score(i, j))
		}
	}

	points := pointsOf(pairs, n)
	won := settle(pairs, h.Seats, st.PointValue)
	seatRule := make([]rules.Cite, n)
	det := make([]SeatDetail, n)
	for i := range h.Seats {
		e := &ev[i]
		seatRule[i] = cite13Points
		switch {
		case e.fouled:
			seatRule[i] = e.rule
		case e.cs != NoCleanSweep:
			seatRule[i] = e.cs.Rule()
		case e.homeRun:
			seatRule[i] = cite13HomeRun
		}
		d := SeatDetail{Seat: h.Seats[i].Seat, Position: clockwise(h.Seats[i].Seat, h.Button),
			Fouled: e.fouled, Foul: e.foul, HomeRun: e.homeRun, Points: points[i], Won: won[i]}
		if e.set {
			d.Rows = rowNames13(e.values)
		}
		if e.cs != NoCleanSweep {
			d.CleanSweep = e.cs.String()
		}
		det[i] = d
	}
	slices.SortFunc(det, func(a, b SeatDetail) int { return a.Position - b.Position })
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, n), Findings: []rules.Finding{}}
	report(v, h.Seats, pairs, points, won, seatRule, cite13Points)
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
	v.Outcome = rules.Outcome{Summary: summary(det), Detail: Detail{Seats: det, Pairs: res,
		PointValue: st.PointValue, Fees: declFees, Settings: st.Values()}}
	return v, nil
}

func rowNames13(v [3]poker.Value) []string {
	return []string{RowName(Front, v[Front]), RowName(Middle, v[Middle]), RowName(Back, v[Back])}
}

// evaluate rules on one seat's hand: fouled (a card twice, the wrong
// number of cards, not 3-5-5, rows out of order, a Clean Sweep declared and
// not made), a Clean Sweep hand, or a regular hand.
func (h *CP13Hand) evaluate(i int, strict bool) eval13 {
	s := &h.Seats[i]
	var e eval13
	n := len(s.Rows[Front]) + len(s.Rows[Middle]) + len(s.Rows[Back])
	var seen [52]bool
	twice := rules.Card(0)
	for _, row := range s.Rows {
		for _, c := range row {
			if seen[c.Index()] && twice == 0 {
				twice = c
			}
			seen[c.Index()] = true
		}
	}
	foul := func(rule rules.Cite, format string, args ...any) eval13 {
		e.fouled, e.foul, e.rule = true, fmt.Sprintf(format, args...), rule
		return e
	}
	switch {
	case twice != 0:
		return foul(cite13Twice, "it holds the %s twice", twice)
	case n != 13:
		return foul(cite13Count, "it holds %d cards, not thirteen", n)
	case len(s.Rows[Front]) != 3 || len(s.Rows[Middle]) != 5:
		return foul(cite13Foul, "its rows hold %d-%d-%d cards, not 3-5-5", len(s.Rows[Front]), len(s.Rows[Middle]), len(s.Rows[Back]))
	}
	var f [3]rules.Card
	var m, b [5]rules.Card
	copy(f[:], s.Rows[Front])
	copy(m[:], s.Rows[Middle])
	copy(b[:], s.Rows[Back])
	e.values, e.set = RowValues(f, m, b), true
	if cs := h.Declared[i]; cs != NoCleanSweep {
		if !cs.Makes(f, m, b) {
			return foul(cite13NoCS, "it declared a %s (%s) and does not hold one", cs, cleanSweepInfo[cs].makes)
		}
		// A Clean Sweep hand wins automatically: its rows are not compared,
		// so their order does not foul it (interpretation CP-6).
		e.cs = cs
		return e
	}
	if r, bad := Misset(e.values, strict); bad {
		verb := "outranks"
		if e.values[r] == e.values[r+1] {
			verb = "equals"
		}
		return foul(cite13Foul, "its %s (%s) %s its %s (%s)", r, RowName(r, e.values[r]), verb, r+1, RowName(r+1, e.values[r+1]))
	}
	return e
}

// checkFees compares each seat's fee with the schedule's: "a collection fee
// will be taken from each player after the hands have been delivered, based
// on the number of players and the Point Value" (line 8517). It returns the
// expected total; without a schedule the fees are recorded as declared.
func (h *CP13Hand) checkFees(v *rules.Verdict, o *fees.Option) rules.Money {
	var total rules.Money
	if o == nil {
		for _, s := range h.Seats {
			total += s.Fee
		}
		return total
	}
	n := len(h.Seats)
	due, err := o.DealFee(n)
	if err != nil { // 2 to 4 players always have a column; kept for safety
		v.Findings = append(v.Findings, rules.Finding{Bet: BetFee, Field: "players", Declared: fmt.Sprint(n),
			Expected: "2, 3 or 4", Rule: o.Rule, Message: err.Error()})
		for _, s := range h.Seats {
			total += s.Fee
		}
		return total
	}
	for _, s := range h.Seats {
		total += due.Money
		if s.Fee != due.Money {
			v.Findings = append(v.Findings, rules.Finding{Seat: s.Seat, Bet: BetFee, Field: "fee",
				Declared: s.Fee.String(), Expected: due.Money.String(), Rule: due.Rule,
				Message: fmt.Sprintf("seat %d paid a fee of %s; %s (point value %s) takes %s from each of %d players once the hands are delivered (%s; %s)",
					s.Seat, s.Fee, o, o.Limit.Text, due.Money, n, due.Rule, due.Procedure)})
		}
	}
	return total
}
