package craps

import (
	"encoding/json"
	"fmt"

	"github.com/tablegames/casino/rules"
)

// isFlat reports whether a bet is a Win Line or Come wager, whose stake
// may not be reduced or removed after its point (lines 1850-1853).
func isFlat(k kind) bool { return k == kPass || k == kCome }

// checkChanges compares the wagers at the throw with the declared state:
// what was placed, added to, reduced or taken down since the throw before
// must be allowed at this throw, and every odds wager must stand behind its
// flat wager, no larger than it.
func (h *Hand) checkChanges(errs *rules.InputError) {
	before := make(map[key]*standing, len(h.standing))
	for i := range h.standing {
		before[h.standing[i].key] = &h.standing[i]
	}
	at := make(map[key]*wager, len(h.wagers))
	for i := range h.wagers {
		at[h.wagers[i].key] = &h.wagers[i]
	}
	for i := range h.wagers {
		w := &h.wagers[i]
		var was rules.Money
		if s, ok := before[w.key]; ok {
			was = s.amount
		}
		switch {
		case w.Amount > was:
			h.checkPlaced(w, was, errs)
		case w.Amount < was && isFlat(w.kind):
			errs.Add(w.field+".amount", "seat %d's %s of %s is reduced to %s: no stake on the Win Line or a Come wager is removed or reduced after its point is established until it is won or lost (%s)",
				w.Seat, w.label(), was, w.Amount, citeNoRemove)
		}
	}
	for i := range h.standing {
		s := &h.standing[i]
		if _, ok := at[s.key]; !ok && isFlat(s.kind) {
			errs.Add(s.field, "seat %d's %s of %s is not on the layout at the throw: no stake on the Win Line or a Come wager is removed or reduced after its point is established until it is won or lost (%s)",
				s.seat, s.label(), s.amount, citeNoRemove)
		}
	}
	for i := range h.wagers {
		w := &h.wagers[i]
		b := bets[w.kind]
		switch w.kind {
		case kPassOdds, kDontPassOdds:
			if h.point == 0 {
				errs.Add(w.field+".bet", "%s is placed only after a Come Out Point is established; this throw is a Come Out Roll (%s)", b.id, b.rule)
				continue
			}
		case kComeOdds, kDontComeOdds:
		default:
			continue
		}
		flat, ok := at[key{seat: w.Seat, kind: b.flat, number: w.number}]
		switch {
		case !ok:
			errs.Add(w.field, "seat %d has %s without a %s wager%s to stand behind (%s)", w.Seat, w.label(), bets[b.flat].name, onNumber(w.number), b.rule)
		case (w.kind == kPassOdds || w.kind == kComeOdds) && w.Amount > flat.Amount:
			errs.Add(w.field+".amount", "seat %d's %s of %s is more than its %s wager of %s: odds are taken by a player with a wager of the same amount or larger on it (%s)",
				w.Seat, w.label(), w.Amount, bets[b.flat].name, flat.Amount, b.rule)
		}
	}
}

func onNumber(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" on %d", n)
}

// checkPlaced checks a wager placed at this throw, or added to (was is what
// stood before).
func (h *Hand) checkPlaced(w *wager, was rules.Money, errs *rules.InputError) {
	b := bets[w.kind]
	what := "placed"
	if was > 0 {
		what = fmt.Sprintf("increased from %s", was)
	}
	switch w.kind {
	case kPass, kDontPass:
		if h.point != 0 {
			errs.Add(w.field+".amount", "seat %d's %s is %s at a throw on the point %d: %s wagers are placed on the Shooter's Come Out Roll (%s)",
				w.Seat, b.id, what, h.point, b.name, uk(map[kind]string{kPass: "1573-1575", kDontPass: "1585-1589"}[w.kind]))
		}
	case kCome, kDontCome:
		switch {
		case w.number != 0:
			errs.Add(w.field+".number", "seat %d's %s is %s on its come point %d: a %s wager is placed in the Come box and moves to its point on the throw after (%s); a wager put on the number is no wager of rule 8.17 (%s)",
				w.Seat, b.id, what, w.number, b.name, rPassPointSet, citeKinds)
		case h.point == 0:
			errs.Add(w.field+".bet", "seat %d's %s is placed on a Come Out Roll: %s wagers are placed at any time after the Shooter's Come Out Roll (%s)",
				w.Seat, b.id, b.name, uk(map[kind]string{kCome: "1594-1595", kDontCome: "1600-1601"}[w.kind]))
		}
	}
}

// Verify settles every wager the throw resolves at the table's odds and
// returns the table's state after it. A wager the table does not offer,
// or a lay bet that would win more than its flat wager at the table's
// odds, is an *rules.InputError.
func (h *Hand) Verify(st rules.Settings) (*rules.Verdict, error) {
	s, err := settingsFor(st)
	if err != nil {
		return nil, err
	}
	if err := h.checkTable(s); err != nil {
		return nil, err
	}
	v := &rules.Verdict{Settlements: make([]rules.Settlement, 0, len(h.wagers))}
	for i := range h.wagers {
		w := &h.wagers[i]
		o := s.outcome(w.kind, w.number, w.faces, h.point, h.t, s.working(w.kind, w.call, h.point))
		if o.result == Stands && w.Declared.Result == Stands {
			continue
		}
		s.settle(v, w, o)
	}
	v.Outcome = h.outcome(h.stateAfter(s, h.point))
	return v, nil
}

// stateAfter is the state the throw leaves a table whose Come Out Point was
// point as the dice were thrown: the point it gives, and every wager on the
// layout at the throw that the throw does not settle, a Come wager moved to
// its number. Wagers left standing on one spot are combined: a Come wager
// moving to a number the seat holds one on adds to it.
func (h *Hand) stateAfter(s *Settings, point int) State {
	after := State{Point: pointAfter(point, h.t)}
	spot := make(map[key]int, len(h.wagers))
	for i := range h.wagers {
		w := &h.wagers[i]
		o := s.outcome(w.kind, w.number, w.faces, point, h.t, s.working(w.kind, w.call, point))
		if o.result != Stands {
			continue
		}
		k := key{seat: w.Seat, kind: w.kind, number: w.number}
		if (w.kind == kCome || w.kind == kDontCome) && k.number == 0 {
			k.number = o.moveTo
		}
		if j, ok := spot[k]; ok {
			after.Standing[j].Amount += w.Amount
		} else {
			spot[k] = len(after.Standing)
			after.Standing = append(after.Standing, StateWager{Amount: w.Amount, Bet: w.Bet, Number: k.number, Seat: w.Seat})
		}
	}
	return after
}

// StateFrom is the state the throw leaves a table that was in before as
// the dice were thrown (rules.Sequenced): its point, whatever the record
// declares, and the wagers the record lists at the throw, as the rules
// settle them on that point. A wager the record does not list was taken
// down, or never there: the record is what the layout held.
func (h *Hand) StateFrom(st rules.Settings, before json.RawMessage) (json.RawMessage, error) {
	s, err := settingsFor(st)
	if err != nil {
		return nil, err
	}
	var from State
	if len(before) > 0 {
		if err := json.Unmarshal(before, &from); err != nil {
			return nil, fmt.Errorf("craps state %s: %w", before, err)
		}
	}
	if from.Point != 0 && !isPoint(from.Point) {
		return nil, fmt.Errorf("craps state %s: %d is no Come Out Point", before, from.Point)
	}
	return h.stateAfter(s, from.Point).JSON(), nil
}

// checkTable refuses what the table's settings forbid: a bet it does not
// offer, and a lay bet that would win more than the wager it stands
// behind at the table's odds (lines 1670-1674, 1692-1694).
func (h *Hand) checkTable(s *Settings) error {
	errs := &rules.InputError{}
	flats := map[key]rules.Money{}
	for i := range h.wagers {
		w := &h.wagers[i]
		if s.notOffered[w.kind] {
			errs.Add(w.field+".bet", "the table does not offer %s (not_offered setting; %s)", bets[w.kind].id, citeOffered)
		}
		if w.kind == kDontPass || w.kind == kDontCome {
			flats[w.key] = w.Amount
		}
	}
	for i := range h.wagers {
		w := &h.wagers[i]
		if w.kind != kDontPassOdds && w.kind != kDontComeOdds {
			continue
		}
		b := bets[w.kind]
		n := w.number
		if w.kind == kDontPassOdds {
			n = h.point
		}
		flat := flats[key{seat: w.Seat, kind: b.flat, number: w.number}]
		lay := s.odds[byNumber(n, oLay410, oLay59, oLay68)]
		if int64(w.Amount)*lay.Win > int64(flat)*lay.Per {
			errs.Add(w.field+".amount", "seat %d's %s of %s would win %s at the table's %s, more than its %s wager of %s: a lay bet wins not more than the amount wagered against (%s)",
				w.Seat, w.label(), w.Amount, exactWin(w.Amount, lay), lay, bets[b.flat].name, flat, b.rule)
		}
	}
	return errs.Err()
}

// exactWin writes stake × odds with its fraction of a penny, for a message.
func exactWin(stake rules.Money, o rules.Odds) string {
	num := int64(stake) * o.Win
	if num%o.Per == 0 {
		return rules.Money(num / o.Per).String()
	}
	return fmt.Sprintf("%s and a fraction", rules.Money(num/o.Per))
}

// settle compares one wager's declared settlement with the outcome. The
// findings name the wager with its spot (a seat may hold several place
// bets), and say so plainly when one side leaves it standing.
func (s *Settings) settle(v *rules.Verdict, w *wager, o outcome) {
	first := len(v.Findings)
	v.Settle(w.Wager, s.money(w.Amount, o), o.rule, rules.Cite{})
	for i := first; i < len(v.Findings); i++ {
		f := &v.Findings[i]
		switch {
		case f.Field == "result" && f.Declared == Stands:
			f.Message = fmt.Sprintf("%s was left standing on the layout; the throw settles it: %s", w.Name(), f.Expected)
		case f.Field == "result" && f.Expected == Stands:
			f.Message = fmt.Sprintf("%s was settled as %s; the throw does not settle it, and it stays on the layout", w.Name(), f.Declared)
		}
	}
}

// Detail is what the throw did, for programs.
type Detail struct {
	Dice  [2]int `json:"dice"`
	Total int    `json:"total"`
	// Point is the Come Out Point before the throw, PointAfter after it;
	// each left out when there is none.
	Point      int `json:"point,omitempty"`
	PointAfter int `json:"point_after,omitempty"`
	// Event is natural, craps or point_set on a Come Out Roll; point_made,
	// loser_7 or no_decision on a point.
	Event string `json:"event"`
}

func (h *Hand) outcome(after State) rules.Outcome {
	t := h.t
	d := Detail{Dice: [2]int{t.d1, t.d2}, Total: t.total, Point: h.point, PointAfter: after.Point}
	dice := fmt.Sprintf("%d (%d-%d)", t.total, t.d1, t.d2)
	var summary string
	switch {
	case h.point == 0 && (t.total == 7 || t.total == 11):
		d.Event, summary = "natural", dice+" on the Come Out Roll: a natural"
	case h.point == 0 && (t.total == 2 || t.total == 3 || t.total == 12):
		d.Event, summary = "craps", dice+" on the Come Out Roll: craps"
	case h.point == 0:
		d.Event, summary = "point_set", fmt.Sprintf("%s on the Come Out Roll: the Come Out Point is %d", dice, t.total)
	case t.total == h.point:
		d.Event, summary = "point_made", fmt.Sprintf("%s: the point %d is made", dice, h.point)
	case t.total == 7:
		d.Event, summary = "loser_7", fmt.Sprintf("%s: a Loser 7 on the point %d", dice, h.point)
	default:
		d.Event, summary = "no_decision", fmt.Sprintf("%s on the point %d", dice, h.point)
	}
	return rules.Outcome{Summary: summary, Detail: d, State: after.JSON()}
}
