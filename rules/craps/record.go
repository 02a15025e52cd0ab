package craps

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tablegames/casino/rules"
)

// Record is the JSON form of one throw:
//
//	{"table_id": "CR-1", "hand_number": 502, "game": "craps",
//	 "dealt_at": "2026-11-21T22:14:05+00:00",
//	 "point": 6,
//	 "standing": [{"seat": 1, "bet": "pass", "amount": "10.00"}],
//	 "dice": [5, 3],
//	 "wagers": [{"seat": 1, "bet": "pass", "amount": "10.00"},
//	            {"seat": 1, "bet": "pass_odds", "amount": "10.00"},
//	            {"seat": 3, "bet": "field", "amount": "5.00", "result": "lose", "payout": "0.00"}]}
//
// point and standing are the table's state before the throw, exactly as
// the previous throw's answer gave it (outcome.state); both are left out
// on a fresh table. wagers lists every wager on the layout at this throw.
type Record struct {
	rules.Envelope
	// Point is the Come Out Point on the table as the dice are thrown; 0
	// or left out on a Come Out Roll.
	Point int `json:"point,omitempty"`
	// Standing are the wagers left on the layout by the previous throw.
	Standing []StandingRecord `json:"standing,omitempty"`
	// Dice are the two dice.
	Dice   []int         `json:"dice"`
	Wagers []WagerRecord `json:"wagers"`
}

// StandingRecord is one wager of the table's state: a seat's wager on a
// bet, with its number where the bet names one, and its amount.
type StandingRecord struct {
	Seat   int    `json:"seat"`
	Bet    string `json:"bet"`
	Number int    `json:"number,omitempty"`
	Amount string `json:"amount"`
}

// WagerRecord is one wager on the layout at the throw.
type WagerRecord struct {
	Seat int    `json:"seat"`
	Bet  string `json:"bet"`
	// Number is a come point, box number or hardway; a Come or Don't Come
	// wager still in the Come box has none.
	Number int `json:"number,omitempty"`
	// Dice are the faces a Specific Pair or Non-Pair Combination names.
	Dice   []int  `json:"dice,omitempty"`
	Amount string `json:"amount"`
	// Call is the player's call, "on" or "off", where the wager takes one;
	// "on" may be stated for a wager that is always in action.
	Call string `json:"call,omitempty"`
	// Result and Payout are the table's settlement: left out for a wager
	// the throw did not settle, which stays on the layout.
	Result string `json:"result,omitempty"`
	Payout string `json:"payout,omitempty"`
}

// maxWagers bounds the lists of a record: ten wagers for each of twenty
// places, and as many lines as the entry form has, so that a person can
// type any throw a station can send.
const maxWagers = 200

// key identifies a wager on the layout: one per seat, bet and number (or
// faces); wagers on one spot are combined.
type key struct {
	seat   int
	kind   kind
	number int
	faces  [2]int
}

func (k key) label() string { return label(k.kind, k.number, k.faces) }

// wager is a decoded wager at the throw.
type wager struct {
	rules.Wager
	key
	call  string
	field string
}

// standing is a decoded wager of the declared state.
type standing struct {
	key
	amount rules.Money
	field  string
}

// Hand is a decoded throw.
type Hand struct {
	env      rules.Envelope
	point    int
	t        throw
	standing []standing
	wagers   []wager
}

// Envelope returns the fields every record shares.
func (h *Hand) Envelope() rules.Envelope { return h.env }

// SequenceRule cites the rule that carries the table's state from throw to
// throw: the Come Out Point stands until it is repeated or a Loser 7.
func (h *Hand) SequenceRule() rules.Cite { return citeSequence }

// StateBefore is the state the record declares, in its canonical form; nil
// for a table with no point and nothing standing.
func (h *Hand) StateBefore() json.RawMessage {
	st := State{Point: h.point}
	for _, s := range h.standing {
		st.Standing = append(st.Standing, StateWager{Amount: s.amount, Bet: bets[s.kind].id, Number: s.number, Seat: s.seat})
	}
	return st.JSON()
}

// StateWords writes a table's state for people: the point, or none on a
// Come Out Roll, and each wager standing by its seat, bet, spot and
// amount ("point 6; standing: seat 1 pass 10.00, seat 1 pass_odds 6
// 10.00, seat 3 come 9 5.00"). A state that does not read is written as
// it is.
func (h *Hand) StateWords(state json.RawMessage) string {
	var st State
	if t := strings.TrimSpace(string(state)); t != "" && t != "null" {
		if err := json.Unmarshal(state, &st); err != nil {
			return string(state)
		}
	}
	var b strings.Builder
	if st.Point == 0 {
		b.WriteString("no point (a Come Out Roll)")
	} else {
		b.WriteString("point ")
		b.WriteString(strconv.Itoa(st.Point))
	}
	if len(st.Standing) == 0 {
		b.WriteString("; nothing standing")
		return b.String()
	}
	b.WriteString("; standing: ")
	for i, w := range st.Standing {
		if i > 0 {
			b.WriteString(", ")
		}
		k, ok := kindOf(w.Bet)
		spot := ""
		if ok {
			spot = key{kind: k, number: w.Number}.spot(st.Point)
		} else if w.Number != 0 {
			spot = strconv.Itoa(w.Number)
		}
		b.WriteString(rules.WagerName(w.Seat, 0, w.Bet, spot))
		b.WriteByte(' ')
		b.WriteString(w.Amount.String())
	}
	return b.String()
}

// State is a craps table's state between throws: the Come Out Point and
// the wagers standing on the layout, sorted by seat, bet (in layout order)
// and number. Its JSON form is canonical: one form for one state, the
// point left out on a Come Out Roll and the list when nothing stands, the
// keys in the order rules.Canonical writes them.
type State struct {
	Point    int          `json:"point,omitempty"`
	Standing []StateWager `json:"standing,omitempty"`
}

// StateWager is one standing wager.
type StateWager struct {
	Amount rules.Money `json:"amount"`
	Bet    string      `json:"bet"`
	Number int         `json:"number,omitempty"`
	Seat   int         `json:"seat"`
}

// JSON writes the state in its canonical form, nil for an empty table. It
// sorts the list in place.
func (s State) JSON() json.RawMessage {
	if s.Point == 0 && len(s.Standing) == 0 {
		return nil
	}
	if !slices.IsSortedFunc(s.Standing, compareStateWagers) {
		slices.SortFunc(s.Standing, compareStateWagers)
	}
	b := make([]byte, 0, 24+64*len(s.Standing))
	b = append(b, '{')
	if s.Point != 0 {
		b = append(b, `"point":`...)
		b = strconv.AppendInt(b, int64(s.Point), 10)
		if len(s.Standing) > 0 {
			b = append(b, ',')
		}
	}
	if len(s.Standing) > 0 {
		b = append(b, `"standing":[`...)
		for i, w := range s.Standing {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"amount":"`...)
			b = w.Amount.Append(b)
			b = append(b, `","bet":`...)
			b = appendString(b, w.Bet)
			if w.Number != 0 {
				b = append(b, `,"number":`...)
				b = strconv.AppendInt(b, int64(w.Number), 10)
			}
			b = append(b, `,"seat":`...)
			b = strconv.AppendInt(b, int64(w.Seat), 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// compareStateWagers orders a state's wagers by seat, bet in layout order
// and number.
func compareStateWagers(a, b StateWager) int {
	if a.Seat != b.Seat {
		return cmp.Compare(a.Seat, b.Seat)
	}
	if a.Bet != b.Bet {
		return cmp.Compare(betOrder(a.Bet), betOrder(b.Bet))
	}
	return cmp.Compare(a.Number, b.Number)
}

// betOrder is a bet's place in layout order; an unknown bet sorts last.
func betOrder(id string) int {
	if k, ok := kindOf(id); ok {
		return int(k)
	}
	return int(numKinds)
}

// appendString writes a JSON string: a bet id as it is, anything else as
// encoding/json writes it.
func appendString(b []byte, s string) []byte {
	if _, ok := kindOf(s); ok {
		b = append(b, '"')
		b = append(b, s...)
		return append(b, '"')
	}
	q, _ := json.Marshal(s)
	return append(b, q...)
}

// Decode reads one throw strictly. Besides malformed fields it refuses
// dice that are not two faces of 1 to 6 (lines 1511-1513), a point that is
// no point (lines 1552-1553), a state no throw can leave (a line wager
// standing without a point, a one-throw wager standing), and wagers the
// rules do not allow at this throw (checkChanges).
func (game) Decode(data []byte) (rules.Hand, error) {
	var r Record
	if err := rules.DecodeStrict(data, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	r.Envelope.Check(errs)
	if r.Game != "" && r.Game != GameID {
		errs.Add("game", "%q is not %s; this decoder reads %s records", r.Game, GameID, GameID)
	}
	h := &Hand{env: r.Envelope, point: r.Point}
	if r.Point != 0 && !isPoint(r.Point) {
		errs.Add("point", "%d is no Come Out Point: a point is 4, 5, 6, 8, 9 or 10 (%s); leave it out on a Come Out Roll", r.Point, citePoint)
	}
	switch {
	case r.Dice == nil:
		errs.Add("dice", "is required: the two dice thrown (%s)", citeDice)
	case len(r.Dice) != 2:
		errs.Add("dice", "has %d dice; two dice are thrown at every throw (%s)", len(r.Dice), citeDice)
	default:
		for i, d := range r.Dice {
			if d < 1 || d > 6 {
				errs.Add(fmt.Sprintf("dice[%d]", i), "%d is not a face of a die: 1 to 6 (%s)", d, citeDice)
			}
		}
		h.t = newThrow(r.Dice[0], r.Dice[1])
	}
	h.decodeStanding(r.Standing, errs)
	if r.Wagers == nil {
		errs.Add("wagers", "is required: list every wager on the layout at the throw, [] when there is none")
	}
	h.decodeWagers(r.Wagers, errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	h.checkChanges(errs)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return h, nil
}

// seatOK checks a seat number.
func seatOK(f string, seat int, errs *rules.InputError) bool {
	if seat < 1 || seat > rules.MaxSeat {
		errs.Add(f+".seat", "must be a player's place from 1 to %d", rules.MaxSeat)
		return false
	}
	return true
}

// numberOK checks the number a wager names, as its bet requires; come
// tells whether a Come or Don't Come wager may be in the Come box (no
// number).
func numberOK(f string, k kind, n int, inBox bool, errs *rules.InputError) bool {
	b := bets[k]
	switch b.names {
	case numNone, dicePair, diceTwo:
		if n != 0 {
			why := "it is settled on the table's Come Out Point"
			if b.names != numNone {
				why = "it names its dice, or none at all"
			}
			errs.Add(f+".number", "%s takes no number: %s (%s)", b.id, why, b.rule)
			return false
		}
	case numCome:
		if n == 0 && !inBox {
			errs.Add(f+".number", "%s stands on the layout only on its come point, 4, 5, 6, 8, 9 or 10: a wager in the Come box is settled by the throw after it is placed (%s)", b.id, rPassPointSet)
			return false
		}
		if n != 0 && !isPoint(n) {
			errs.Add(f+".number", "%d is no come point: 4, 5, 6, 8, 9 or 10 (%s)", n, rPassPointSet)
			return false
		}
	case numPoint:
		if !isPoint(n) {
			errs.Add(f+".number", "%s names a box number, 4, 5, 6, 8, 9 or 10 (%s)", b.id, b.rule)
			return false
		}
	case numHard:
		switch n {
		case 4, 6, 8, 10:
		default:
			errs.Add(f+".number", "%s names a double: 4 (two 2s), 6, 8 or 10 (two 5s) (%s)", b.id, b.rule)
			return false
		}
	}
	return true
}

// amountOK parses a wager's amount, more than zero.
func amountOK(f, s string, errs *rules.InputError) (rules.Money, bool) {
	m, err := rules.ParseMoney(s)
	switch {
	case err != nil:
		errs.Add(f+".amount", "%v", err)
		return 0, false
	case m == 0:
		errs.Add(f+".amount", "must be more than zero")
		return 0, false
	}
	return m, true
}

func (h *Hand) decodeStanding(in []StandingRecord, errs *rules.InputError) {
	if len(in) > maxWagers {
		errs.Add("standing", "lists %d wagers; at most %d", len(in), maxWagers)
		return
	}
	seen := make(map[key]int, len(in))
	for i, sr := range in {
		f := fmt.Sprintf("standing[%d]", i)
		ok := seatOK(f, sr.Seat, errs)
		k, known := kindOf(sr.Bet)
		switch {
		case !known:
			errs.Add(f+".bet", "%q is not a bet of craps (bets: %s)", sr.Bet, strings.Join(betIDs(nil), ", "))
			ok = false
		case !bets[k].stands:
			errs.Add(f+".bet", "%s is settled by the throw after it is placed and never stands on the layout (%s)", sr.Bet, bets[k].rule)
			ok = false
		default:
			ok = numberOK(f, k, sr.Number, false, errs) && ok
			if h.point == 0 && (k == kPass || k == kDontPass || k == kPassOdds || k == kDontPassOdds) {
				errs.Add(f+".bet", "%s stands only while the table has a Come Out Point; the record declares a Come Out Roll (%s)", sr.Bet, bets[k].rule)
				ok = false
			}
		}
		amount, amountGood := amountOK(f, sr.Amount, errs)
		if !ok || !amountGood {
			continue
		}
		kk := key{seat: sr.Seat, kind: k, number: sr.Number}
		if j, dup := seen[kk]; dup {
			errs.Add(f, "seat %d's %s is listed twice (standing[%d]); the state holds one amount for each", sr.Seat, kk.label(), j)
			continue
		}
		seen[kk] = i
		h.standing = append(h.standing, standing{key: kk, amount: amount, field: f})
	}
}

func (h *Hand) decodeWagers(in []WagerRecord, errs *rules.InputError) {
	if len(in) > maxWagers {
		errs.Add("wagers", "lists %d wagers; at most %d", len(in), maxWagers)
		return
	}
	seen := make(map[key]int, len(in))
	for i, wr := range in {
		f := fmt.Sprintf("wagers[%d]", i)
		ok := seatOK(f, wr.Seat, errs)
		k, known := kindOf(wr.Bet)
		var faces [2]int
		if !known {
			errs.Add(f+".bet", "%q is not a bet of craps (bets: %s)", wr.Bet, strings.Join(betIDs(nil), ", "))
			ok = false
		} else {
			ok = numberOK(f, k, wr.Number, true, errs) && ok
			var facesOK bool
			faces, facesOK = facesOf(f, k, wr.Dice, errs)
			ok = ok && facesOK
			switch {
			case wr.Call == "":
			case wr.Call != CallOn && wr.Call != CallOff:
				errs.Add(f+".call", "%q is not a call: on or off", wr.Call)
				ok = false
			case !bets[k].calls && wr.Call == CallOff:
				errs.Add(f+".call", "%s cannot be called off: it is in action on every throw it is on the layout (%s)", wr.Bet, bets[k].rule)
				ok = false
			}
		}
		amount, amountGood := amountOK(f, wr.Amount, errs)
		ok = ok && amountGood
		var declared rules.Result
		switch wr.Result {
		case "":
			if wr.Payout != "" {
				errs.Add(f+".payout", "is given for a wager without a result; leave both out for a wager the throw did not settle, or give the result")
				ok = false
			}
			declared.Result = Stands
		case rules.Win, rules.Lose, rules.Push:
			declared.Result = wr.Result
			declared.Payout = rules.ParseAmount(f+".payout", wr.Payout, false, errs)
		default:
			errs.Add(f+".result", "%q is not one of win, lose, push (leave it out for a wager the throw did not settle)", wr.Result)
			ok = false
		}
		if !ok {
			continue
		}
		kk := key{seat: wr.Seat, kind: k, number: wr.Number, faces: faces}
		if j, dup := seen[kk]; dup {
			errs.Add(f, "seat %d holds %s twice (wagers[%d]); combine them into one", wr.Seat, kk.label(), j)
			continue
		}
		seen[kk] = i
		h.wagers = append(h.wagers, wager{
			Wager: rules.Wager{Seat: wr.Seat, Bet: wr.Bet, Spot: kk.spot(h.point), Amount: amount, Declared: declared},
			key:   kk, call: wr.Call, field: f,
		})
	}
}

// spot names where a wager lies on the layout: its come point or box
// number ("6"), its dice ("1-2"), or for odds on the line the table's
// point, which they are settled on; empty for a wager its bet places
// (the line, a Come wager in the Come box, a one-throw wager).
func (k key) spot(point int) string {
	switch {
	case k.kind == kPassOdds || k.kind == kDontPassOdds:
		if point == 0 {
			return ""
		}
		return strconv.Itoa(point)
	case bets[k.kind].names == dicePair || bets[k.kind].names == diceTwo:
		return fmt.Sprintf("%d-%d", k.faces[0], k.faces[1])
	case k.number != 0:
		return strconv.Itoa(k.number)
	}
	return ""
}

// facesOf reads the dice a Specific Pair or Non-Pair Combination names,
// lowest first; other bets name none.
func facesOf(f string, k kind, dice []int, errs *rules.InputError) ([2]int, bool) {
	var faces [2]int
	names := bets[k].names
	if names != dicePair && names != diceTwo {
		if dice != nil {
			errs.Add(f+".dice", "%s names no dice (%s)", bets[k].id, bets[k].rule)
			return faces, false
		}
		return faces, true
	}
	if len(dice) != 2 {
		errs.Add(f+".dice", "%s names the two faces of its combination, as [3, 3] or [1, 3] (%s)", bets[k].id, bets[k].rule)
		return faces, false
	}
	for i, d := range dice {
		if d < 1 || d > 6 {
			errs.Add(fmt.Sprintf("%s.dice[%d]", f, i), "%d is not a face of a die: 1 to 6 (%s)", d, citeDice)
			return faces, false
		}
	}
	faces = [2]int{min(dice[0], dice[1]), max(dice[0], dice[1])}
	if names == dicePair && faces[0] != faces[1] {
		errs.Add(f+".dice", "a Specific Pair Combination names two equal faces, as [2, 2]; [%d, %d] is the combination bet (%s)", dice[0], dice[1], bets[k].rule)
		return faces, false
	}
	if names == diceTwo && faces[0] == faces[1] {
		errs.Add(f+".dice", "a Specific Non-Pair Combination names two different faces; [%d, %d] is the pair bet (%s)", dice[0], dice[1], bets[k].rule)
		return faces, false
	}
	return faces, true
}
