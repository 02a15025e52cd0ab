package holdemtable

import (
	"slices"
	"strconv"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/poker"
)

// Great Britain's Hold'em Progressive Jackpot wagers (Texas Hold 'Em Bonus,
// seed 002 lines 2343-2400; Casino Hold 'Em's Progressive 5/7, lines
// 2662-2714) share one shape: a wager beside the Ante on the player's best
// five of seven, paid whether or not the hand beats the dealer, and kept
// through a fold. A Royal Flush wins the meter and a Straight Flush 10% of
// it; lower hands win a multiple of the wager, "paid from the Progressive
// Jackpot Meter" like the rest. When the winning hand is the five community
// cards, every Progressive wager plays the board: a Royal Flush or Straight
// Flush there is shared equally among them.

// progTable is one game's Progressive Jackpot pay table.
type progTable struct {
	// royal and straightFlush are the meter lines of a hand made with a
	// hole card; royalBoard and sfBoard the shared lines of the board.
	royal, straightFlush, royalBoard, sfBoard rules.Cite
	// fixed are the lines paying a multiple of the wager, from the top.
	fixed []progFixed
	// seatOrder cites the order of payment; fold the rule that keeps a
	// folded hand's cards for the Progressive.
	seatOrder, fold rules.Cite
}

// progFixed is a Progressive line paying times the wager.
type progFixed struct {
	name  string
	class int
	times int64
	rule  rules.Cite
}

// The meter shares.
const (
	progRoyalShare rules.Rate = 10000 // 100% of the meter
	progSFShare    rules.Rate = 1000  // 10% of the meter
)

// progLine is what one Progressive wager's hand wins.
type progLine struct {
	name  string
	share rules.Rate // of the meter; zero for a fixed line
	times int64      // the wager's multiple on a fixed line
	split bool       // shared with every Progressive wager (the board)
	rule  rules.Cite
}

// line returns the line a hand of value v wins, given the board's own
// value, or nil.
func (t *progTable) line(v, board poker.Value) *progLine {
	onBoard := v == board
	switch c := classOf(v); {
	case c == classRoyal && onBoard:
		return &progLine{name: "Royal Flush on the board (shared)", share: progRoyalShare, split: true, rule: t.royalBoard}
	case c == classRoyal:
		return &progLine{name: "Royal Flush", share: progRoyalShare, rule: t.royal}
	case c == int(poker.StraightFlush) && onBoard:
		return &progLine{name: "Straight Flush on the board (shared)", share: progSFShare, split: true, rule: t.sfBoard}
	case c == int(poker.StraightFlush):
		return &progLine{name: "Straight Flush", share: progSFShare, rule: t.straightFlush}
	default:
		for _, f := range t.fixed {
			if f.class == c {
				return &progLine{name: f.name, times: f.times, rule: f.rule}
			}
		}
	}
	return nil
}

// progHit is what one Progressive wager wins: its line, or nil, and its
// place in the order the meter pays.
type progHit struct {
	l     *progLine
	order int
}

// hits works out every Progressive wager of the round (bet index b), by
// wager index. values holds each position's best five of seven (the zero
// Value when its cards are not known; such a position holds no
// Progressive wager). The meter takes its hits in the order the rules pay
// them: the shared board line first, as one share of the meter as it
// stood, then each position's own line from the dealer's right, the
// highest position first (lines 2392-2395, 2706-2709; positions are
// numbered from the dealer's left, in the order the cards are dealt,
// lines 2205-2206).
func (t *progTable) hits(d *deal, b int, values []poker.Value) map[int]progHit {
	board := poker.Eval5(d.board)
	out := map[int]progHit{}
	var own []int
	for i, w := range d.wagers {
		if d.layout.betIndex(w.Bet) != b {
			continue
		}
		l := t.line(values[d.seatOf[i]], board)
		out[i] = progHit{l: l, order: 1}
		if l != nil && !l.split {
			own = append(own, w.Seat)
		}
	}
	slices.Sort(own)
	slices.Reverse(own)
	for i, h := range out {
		if h.l != nil && !h.l.split {
			h.order = slices.Index(own, d.wagers[i].Seat) + 2
			out[i] = h
		}
	}
	return out
}

// settle settles one Progressive wager: lost when its hand wins no line, a
// share of the meter (the progressive ledger checks the amount), or a
// multiple of the wager paid from the meter.
func (t *progTable) settle(v *rules.Verdict, w rules.Wager, h progHit) {
	switch {
	case h.l == nil:
		v.Settle(w, lost, t.lose(), rules.Cite{})
	case h.l.share != 0:
		v.SettleMeter(w, rules.Result{Result: rules.Win}, h.l.share, h.l.rule)
		m := v.Settlements[len(v.Settlements)-1].Meter
		m.Line, m.Split, m.Order = h.l.name, h.l.split, h.order
	default:
		v.Settle(w, won(w.Amount, rules.ToOne(h.l.times)), h.l.rule, rules.Cite{})
		st := &v.Settlements[len(v.Settlements)-1]
		st.Meter = &rules.MeterLine{Line: h.l.name, Fixed: st.Expected.Payout, FromMeter: true, Order: h.order}
	}
}

// lose cites the pay table a losing Progressive wager missed.
func (t *progTable) lose() rules.Cite {
	first, _, _ := t.royal.Range()
	_, last, _ := t.fixed[len(t.fixed)-1].rule.Range()
	return rules.At(t.royal.File, strconv.Itoa(first)+"-"+strconv.Itoa(last))
}

func (t *progTable) payTable(id string) rules.PayTable {
	pt := rules.PayTable{ID: id, Name: "Progressive Jackpot (the best five of seven; played on the board when it is the five community cards)"}
	pt.Rows = append(pt.Rows,
		rules.PayRow{Outcome: "Royal Flush", Pays: "100% of the meter", Rule: t.royal},
		rules.PayRow{Outcome: "Straight Flush", Pays: "10% of the meter", Rule: t.straightFlush})
	for _, f := range t.fixed {
		pt.Rows = append(pt.Rows, rules.PayRow{Outcome: f.name, Pays: rules.ToOne(f.times).String() + ", paid from the meter", Rule: f.rule})
	}
	pt.Rows = append(pt.Rows,
		rules.PayRow{Outcome: "Royal Flush on the board", Pays: "the meter, shared equally by every Progressive wager", Rule: t.royalBoard},
		rules.PayRow{Outcome: "Straight Flush on the board", Pays: "10% of the meter, shared equally by every Progressive wager", Rule: t.sfBoard})
	return pt
}
