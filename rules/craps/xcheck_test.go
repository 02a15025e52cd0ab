package craps_test

// A settlement of craps written from seed 002's section 8 alone (rule 8.17,
// lines 1570-1853) and docs/interpretations.md CR1-CR16, independent of the
// package's tables: random shooters' hands are played throw by throw, with
// wagers placed, pressed, reduced, taken down and called on and off, the
// table's state carried from one throw to the next. Each throw is written
// as a record with the reference's settlements declared and the state the
// reference carried; the engine must verify it with no finding, return the
// state the reference reaches, and find a changed payout.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/craps"
)

type xOdds struct{ w, p int64 }

func (o xOdds) String() string { return fmt.Sprintf("%d to %d", o.w, o.p) }

func xMoney(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// xTable is a table's settings as the reference reads them.
type xTable struct {
	odds        map[string]xOdds
	up          bool
	hardwaysOff bool
	notOffered  map[string]bool
	values      map[string]string
}

// xMinimums are rule 8.17's minimum odds, the ½s lost in extraction read
// back (CR1).
var xMinimums = map[string]xOdds{
	"pass_pays": {1, 1}, "dont_pass_pays": {1, 1}, "come_pays": {1, 1}, "dont_come_pays": {1, 1},
	"odds_4_10_pays": {2, 1}, "odds_5_9_pays": {3, 2}, "odds_6_8_pays": {6, 5},
	"lay_4_10_pays": {1, 2}, "lay_5_9_pays": {2, 3}, "lay_6_8_pays": {5, 6},
	"hard_4_pays": {15, 2}, "hard_6_pays": {19, 2}, "hard_8_pays": {19, 2}, "hard_10_pays": {15, 2},
	"place_4_10_pays": {19, 10}, "place_5_9_pays": {7, 5}, "place_6_8_pays": {7, 6},
	"place_lose_4_10_pays": {5, 11}, "place_lose_5_9_pays": {5, 8}, "place_lose_6_8_pays": {4, 5},
	"any_craps_pays": {15, 2}, "craps_2_pays": {33, 1}, "craps_3_pays": {16, 1}, "craps_12_pays": {33, 1},
	"eleven_pays": {16, 1}, "any_seven_pays": {4, 1}, "pair_pays": {33, 1}, "combination_pays": {16, 1},
	"field_pays": {1, 1}, "field_2_pays": {2, 1}, "field_12_pays": {3, 1},
}

var xOptional = []string{"come", "dont_come", "pass_odds", "dont_pass_odds", "come_odds", "dont_come_odds", "place_win", "place_lose",
	"hardway", "any_craps", "craps_2", "craps_3", "craps_12", "eleven", "any_seven", "pair", "combination", "field"}

func xRandomTable(r *rand.Rand) *xTable {
	t := &xTable{odds: map[string]xOdds{}, notOffered: map[string]bool{}, values: map[string]string{}}
	// In one order, so that the seed gives one table: a map's order would
	// draw the same numbers for different odds from run to run.
	for _, k := range slices.Sorted(maps.Keys(xMinimums)) {
		min := xMinimums[k]
		o := min
		switch r.IntN(8) {
		case 0:
			o = xOdds{min.w*2 + min.p, min.p * 2}
		case 1:
			o = xOdds{min.w*4 + 1, min.p * 4}
		}
		t.odds[k] = o
		if o != min || r.IntN(3) == 0 {
			t.values[k] = o.String()
			if o.p == 2 && r.IntN(2) == 0 {
				// As a table may post it: "7½ to 1".
				t.values[k] = fmt.Sprintf("%d½ to 1", o.w/2)
			}
		}
	}
	if r.IntN(2) == 0 {
		t.up = true
		t.values["fraction"] = "to_player"
	}
	if r.IntN(3) == 0 {
		t.hardwaysOff = true
		t.values["hardways_come_out"] = "off"
	}
	if r.IntN(3) == 0 {
		var out []string
		for _, b := range xOptional {
			if r.IntN(5) == 0 {
				t.notOffered[b] = true
				out = append(out, b)
			}
		}
		if len(out) > 0 {
			t.values["not_offered"] = strings.Join(out, ",")
		}
	}
	return t
}

func (t *xTable) pay(stake int64, key string) int64 {
	o := t.odds[key]
	if t.up {
		return (stake*o.w + o.p - 1) / o.p
	}
	return stake * o.w / o.p
}

// byNumber picks the odds key of a point's pair: 4 or 10, 5 or 9, 6 or 8.
func byNumber(n int, k410, k59, k68 string) string {
	switch n {
	case 4, 10:
		return k410
	case 5, 9:
		return k59
	}
	return k68
}

// xWager is a wager on the layout.
type xWager struct {
	seat   int
	bet    string
	number int
	dice   []int
	amount int64
	call   string
	// result and payout: "" for a wager the throw leaves standing.
	result string
	payout int64
	// moveTo is where a wager in the Come box goes.
	moveTo int
}

type xKey struct {
	seat   int
	bet    string
	number int
	dice   string
}

func (w *xWager) key() xKey {
	return xKey{w.seat, w.bet, w.number, fmt.Sprint(slices.Sorted(slices.Values(w.dice)))}
}

// xLayoutOrder is the order of the bets on the layout, the order of the
// state's list.
var xLayoutOrder = map[string]int{"pass": 0, "dont_pass": 1, "come": 2, "dont_come": 3, "pass_odds": 4, "dont_pass_odds": 5,
	"come_odds": 6, "dont_come_odds": 7, "place_win": 8, "place_lose": 9, "hardway": 10}

// xState is the table between throws.
type xState struct {
	point    int
	standing []xWager
}

func (s xState) json() []byte {
	if s.point == 0 && len(s.standing) == 0 {
		return nil
	}
	ws := slices.Clone(s.standing)
	sort.Slice(ws, func(i, j int) bool {
		a, b := ws[i], ws[j]
		if a.seat != b.seat {
			return a.seat < b.seat
		}
		if a.bet != b.bet {
			return xLayoutOrder[a.bet] < xLayoutOrder[b.bet]
		}
		return a.number < b.number
	})
	var b bytes.Buffer
	b.WriteString("{")
	if s.point != 0 {
		fmt.Fprintf(&b, `"point":%d`, s.point)
		if len(ws) > 0 {
			b.WriteString(",")
		}
	}
	if len(ws) > 0 {
		b.WriteString(`"standing":[`)
		for i, w := range ws {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `{"amount":"%s","bet":"%s"`, xMoney(w.amount), w.bet)
			if w.number != 0 {
				fmt.Fprintf(&b, `,"number":%d`, w.number)
			}
			fmt.Fprintf(&b, `,"seat":%d}`, w.seat)
		}
		b.WriteString("]")
	}
	b.WriteString("}")
	return b.Bytes()
}

// callable: the wagers a player may call on or off (CR4, CR5).
var xCallable = map[string]bool{"come_odds": true, "dont_come_odds": true, "place_win": true, "place_lose": true, "hardway": true}

// working tells whether a wager is in action at a throw (lines 1719-1731,
// 1763-1766, 1784-1786; CR4, CR5).
func (t *xTable) working(w *xWager, comeOut bool) bool {
	switch w.call {
	case "on":
		return true
	case "off":
		return false
	}
	switch w.bet {
	case "come_odds", "place_win":
		return !comeOut
	case "hardway":
		return !comeOut || !t.hardwaysOff
	}
	return true
}

// settle settles w on a throw of d1, d2 with the table's point before it.
func (t *xTable) settle(w *xWager, point, d1, d2 int) {
	total := d1 + d2
	comeOut := point == 0
	win := func(key string) { w.result, w.payout = rules.Win, t.pay(w.amount, key) }
	lose := func() { w.result = rules.Lose }
	push := func() { w.result = rules.Push }
	isPoint := func(n int) bool { return n == 4 || n == 5 || n == 6 || n == 8 || n == 9 || n == 10 }
	on := t.working(w, comeOut)
	switch w.bet {
	case "pass", "come":
		key := w.bet + "_pays"
		n := point
		if w.bet == "come" {
			n = w.number
		}
		switch {
		case n == 0 && (total == 7 || total == 11):
			win(key)
		case n == 0 && (total == 2 || total == 3 || total == 12):
			lose()
		case n == 0 && w.bet == "come":
			w.moveTo = total
		case total == n:
			win(key)
		case total == 7:
			lose()
		}
	case "dont_pass", "dont_come":
		key := w.bet + "_pays"
		n := point
		if w.bet == "dont_come" {
			n = w.number
		}
		switch {
		case n == 0 && (total == 3 || total == 12):
			win(key)
		case n == 0 && (total == 7 || total == 11):
			lose()
		case n == 0 && total == 2:
			push()
		case n == 0 && w.bet == "dont_come":
			w.moveTo = total
		case total == 7:
			win(key)
		case total == n:
			lose()
		}
	case "pass_odds", "come_odds":
		n := point
		if w.bet == "come_odds" {
			n = w.number
		}
		switch {
		case (total == n || total == 7) && !on:
			push() // off: returned as its flat wager is decided (CR4)
		case total == n:
			win(byNumber(n, "odds_4_10_pays", "odds_5_9_pays", "odds_6_8_pays"))
		case total == 7:
			lose()
		}
	case "dont_pass_odds", "dont_come_odds":
		n := point
		if w.bet == "dont_come_odds" {
			n = w.number
		}
		switch {
		case (total == n || total == 7) && !on:
			push()
		case total == 7:
			win(byNumber(n, "lay_4_10_pays", "lay_5_9_pays", "lay_6_8_pays"))
		case total == n:
			lose()
		}
	case "place_win":
		switch {
		case !on:
		case total == w.number:
			win(byNumber(w.number, "place_4_10_pays", "place_5_9_pays", "place_6_8_pays"))
		case total == 7:
			lose()
		}
	case "place_lose":
		switch {
		case !on:
		case total == 7:
			win(byNumber(w.number, "place_lose_4_10_pays", "place_lose_5_9_pays", "place_lose_6_8_pays"))
		case total == w.number:
			lose()
		}
	case "hardway":
		switch {
		case !on:
		case d1 == d2 && total == w.number:
			win(fmt.Sprintf("hard_%d_pays", w.number))
		case total == 7 || total == w.number:
			lose()
		}
	case "any_craps":
		if total == 2 || total == 3 || total == 12 {
			win("any_craps_pays")
		} else {
			lose()
		}
	case "craps_2", "craps_3", "craps_12", "eleven", "any_seven":
		want := map[string]int{"craps_2": 2, "craps_3": 3, "craps_12": 12, "eleven": 11, "any_seven": 7}[w.bet]
		if total == want {
			win(w.bet + "_pays")
		} else {
			lose()
		}
	case "pair", "combination":
		if (w.dice[0] == d1 && w.dice[1] == d2) || (w.dice[0] == d2 && w.dice[1] == d1) {
			win(w.bet + "_pays")
		} else {
			lose()
		}
	case "field":
		switch total {
		case 3, 4, 9, 10, 11:
			win("field_pays")
		case 2:
			win("field_2_pays")
		case 12:
			win("field_12_pays")
		default:
			lose()
		}
	}
	_ = isPoint
}

func xStake(r *rand.Rand) int64 {
	if r.IntN(3) == 0 {
		return int64(1 + r.IntN(3000))
	}
	return int64(100 * (1 + r.IntN(100)))
}

// xThrow plays one throw from st: changes the wagers, throws, settles and
// returns the wagers at the throw and the state after it.
func xThrow(r *rand.Rand, t *xTable, st xState) (wagers []xWager, dice [2]int, after xState) {
	comeOut := st.point == 0
	at := map[xKey]*xWager{}
	var order []xKey
	add := func(w xWager) *xWager {
		k := w.key()
		if old, ok := at[k]; ok {
			return old
		}
		c := w
		at[k] = &c
		order = append(order, k)
		return &c
	}
	offered := func(b string) bool { return !t.notOffered[b] }
	// The standing wagers: kept, pressed, reduced or taken down where the
	// rules allow it (CR9).
	for _, s := range st.standing {
		w := s
		w.result, w.payout, w.moveTo, w.call = "", 0, 0, ""
		switch w.bet {
		case "pass", "come":
			// Never reduced or removed on their point (lines 1850-1853).
		case "dont_pass", "dont_come", "pass_odds", "dont_pass_odds", "come_odds", "dont_come_odds":
			// Taken down or reduced: handled with their odds below.
		default:
			switch r.IntN(8) {
			case 0:
				continue // taken down
			case 1:
				w.amount += xStake(r) // pressed
			case 2:
				if w.amount > 1 {
					w.amount -= 1 + int64(r.IntN(int(w.amount-1)))
				}
			}
		}
		add(w)
	}
	// Don't wagers may be taken down (CR9); their odds with them.
	for _, k := range slices.Clone(order) {
		w := at[k]
		if w == nil {
			continue
		}
		if (w.bet == "dont_pass" || w.bet == "dont_come") && r.IntN(10) == 0 {
			delete(at, k)
			odds := xKey{w.seat, w.bet + "_odds", w.number, "[]"}
			delete(at, odds)
		}
	}
	order = slices.DeleteFunc(order, func(k xKey) bool { return at[k] == nil })
	seat := func() int { return 1 + r.IntN(6) }
	points := []int{4, 5, 6, 8, 9, 10}
	for n := r.IntN(7); n > 0; n-- {
		var w xWager
		switch b := r.IntN(14); {
		case b == 0 && comeOut:
			w = xWager{seat: seat(), bet: []string{"pass", "dont_pass"}[r.IntN(2)], amount: xStake(r)}
		case b == 1 && !comeOut:
			w = xWager{seat: seat(), bet: []string{"come", "dont_come"}[r.IntN(2)], amount: xStake(r)}
		case b == 2:
			w = xWager{seat: seat(), bet: []string{"place_win", "place_lose"}[r.IntN(2)], number: points[r.IntN(6)], amount: xStake(r)}
		case b == 3:
			w = xWager{seat: seat(), bet: "hardway", number: 2 * (2 + r.IntN(4)), amount: xStake(r)}
		case b == 4:
			d := 1 + r.IntN(6)
			w = xWager{seat: seat(), bet: "pair", dice: []int{d, d}, amount: xStake(r)}
		case b == 5:
			p := r.Perm(6)[:2]
			w = xWager{seat: seat(), bet: "combination", dice: []int{p[0] + 1, p[1] + 1}, amount: xStake(r)}
		case b >= 6:
			w = xWager{seat: seat(), bet: []string{"any_craps", "craps_2", "craps_3", "craps_12", "eleven", "any_seven", "field", "field"}[b-6], amount: xStake(r)}
		default:
			continue
		}
		if !offered(w.bet) {
			continue
		}
		if old, ok := at[w.key()]; ok {
			if w.bet == "pass" || w.bet == "dont_pass" || w.bet == "come" || w.bet == "dont_come" || old.result != "" {
				continue
			}
			old.amount += w.amount
			continue
		}
		add(w)
	}
	// Odds behind every flat wager that may take them: at most the flat
	// wager behind the Win Line or a Come; laid to win at most the flat
	// wager behind the Don't Win Line or a Don't Come (CR7).
	for _, k := range slices.Clone(order) {
		f := at[k]
		if f == nil {
			continue
		}
		var bet string
		var n int
		switch {
		case f.bet == "pass" && !comeOut:
			bet, n = "pass_odds", st.point
		case f.bet == "dont_pass" && !comeOut:
			bet, n = "dont_pass_odds", st.point
		case f.bet == "come" && f.number != 0:
			bet, n = "come_odds", f.number
		case f.bet == "dont_come" && f.number != 0:
			bet, n = "dont_come_odds", f.number
		default:
			continue
		}
		ok := xKey{f.seat, bet, f.number, "[]"}
		var limit int64
		if bet == "pass_odds" || bet == "come_odds" {
			limit = f.amount
		} else {
			lay := t.odds[byNumber(n, "lay_4_10_pays", "lay_5_9_pays", "lay_6_8_pays")]
			limit = f.amount * lay.p / lay.w
		}
		if old, has := at[ok]; has {
			switch r.IntN(6) {
			case 0:
				delete(at, ok)
				order = slices.DeleteFunc(order, func(k xKey) bool { return k == ok })
			case 1:
				old.amount = 1 + r.Int64N(limit)
			}
			if old.amount > limit {
				old.amount = limit
			}
			continue
		}
		if !offered(bet) || limit < 1 || r.IntN(2) == 0 {
			continue
		}
		amount := limit
		if r.IntN(2) == 0 {
			amount = 1 + r.Int64N(limit)
		}
		add(xWager{seat: f.seat, bet: bet, number: f.number, amount: amount})
	}
	// Calls.
	for _, k := range order {
		w := at[k]
		switch {
		case xCallable[w.bet]:
			w.call = []string{"", "", "on", "off"}[r.IntN(4)]
		case r.IntN(10) == 0:
			w.call = "on" // may be stated for a wager always in action
		}
	}
	dice = [2]int{1 + r.IntN(6), 1 + r.IntN(6)}
	total := dice[0] + dice[1]
	after.point = st.point
	switch {
	case st.point == 0 && (total == 4 || total == 5 || total == 6 || total == 8 || total == 9 || total == 10):
		after.point = total
	case st.point != 0 && (total == st.point || total == 7):
		after.point = 0
	}
	for _, k := range order {
		w := at[k]
		t.settle(w, st.point, dice[0], dice[1])
		wagers = append(wagers, *w)
		if w.result != "" {
			continue
		}
		s := *w
		s.call = ""
		if s.moveTo != 0 {
			s.number, s.moveTo = s.moveTo, 0
		}
		after.standing = append(after.standing, s)
	}
	return wagers, dice, after
}

// xPointAfter is the Come Out Point after a throw of total on point (0 on
// a Come Out Roll): set by 4, 5, 6, 8, 9 or 10 on a Come Out Roll, ended
// by itself or a 7 (lines 1552-1563).
func xPointAfter(point, total int) int {
	switch {
	case point == 0 && (total == 4 || total == 5 || total == 6 || total == 8 || total == 9 || total == 10):
		return total
	case point != 0 && (total == point || total == 7):
		return 0
	}
	return point
}

func xRecord(t testing.TB, n int, st xState, dice [2]int, ws []xWager) []byte {
	rec := map[string]any{"table_id": "X-2", "hand_number": n, "game": "craps", "dealt_at": "2026-11-21T22:14:05+00:00", "dice": dice[:]}
	if st.point != 0 {
		rec["point"] = st.point
	}
	var standing []map[string]any
	for _, s := range st.standing {
		m := map[string]any{"seat": s.seat, "bet": s.bet, "amount": xMoney(s.amount)}
		if s.number != 0 {
			m["number"] = s.number
		}
		standing = append(standing, m)
	}
	if standing != nil {
		rec["standing"] = standing
	}
	list := []map[string]any{}
	for _, w := range ws {
		m := map[string]any{"seat": w.seat, "bet": w.bet, "amount": xMoney(w.amount)}
		if w.number != 0 {
			m["number"] = w.number
		}
		if w.dice != nil {
			m["dice"] = w.dice
		}
		if w.call != "" {
			m["call"] = w.call
		}
		if w.result != "" {
			m["result"], m["payout"] = w.result, xMoney(w.payout)
		}
		list = append(list, m)
	}
	rec["wagers"] = list
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCrossCheckCraps(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 17))
	g := craps.New()
	tables := 40
	if testing.Short() {
		tables = 10
	}
	throws := 0
	seen := map[string]int{}
	for table := 0; table < tables; table++ {
		xt := xRandomTable(r)
		s, err := g.Settings(xt.values)
		if err != nil {
			t.Fatalf("settings %v: %v", xt.values, err)
		}
		var st xState
		var prev json.RawMessage
		for n := 1; n <= 150; n++ {
			ws, dice, after := xThrow(r, xt, st)
			data := xRecord(t, n, st, dice, ws)
			h, err := g.Decode(data)
			if err != nil {
				t.Fatalf("decode %s\nsettings %v: %v", data, xt.values, err)
			}
			if before := h.(rules.Sequenced).StateBefore(); !bytes.Equal(before, prev) {
				t.Fatalf("%s: declares %s; the throw before left %s", data, before, prev)
			}
			v, err := h.Verify(s)
			if err != nil {
				t.Fatalf("verify %s\nsettings %v: %v", data, xt.values, err)
			}
			for _, f := range v.Findings {
				t.Errorf("%s\nsettings %v\nfinding: %s (%s)", data, xt.values, f.Message, f.Rule)
			}
			if want := after.json(); !bytes.Equal(v.Outcome.State, want) {
				t.Errorf("%s\nsettings %v\nstate after: engine %s, reference %s", data, xt.values, v.Outcome.State, want)
			}
			// The same dice and wagers played from another point leave what
			// the reference settles from that point: the state the ledger
			// carries on from a throw whose record declared a wrong one.
			other := []int{0, 4, 5, 6, 8, 9, 10}[r.IntN(7)]
			replayed := xState{point: xPointAfter(other, dice[0]+dice[1])}
			for _, w := range ws {
				w.result, w.payout, w.moveTo = "", 0, 0
				xt.settle(&w, other, dice[0], dice[1])
				if w.result == "" {
					w.call = ""
					if w.moveTo != 0 {
						w.number, w.moveTo = w.moveTo, 0
					}
					replayed.standing = append(replayed.standing, w)
				}
			}
			from := xState{point: other}.json()
			if got, err := h.(rules.Sequenced).StateFrom(s, from); err != nil || !bytes.Equal(got, replayed.json()) {
				t.Errorf("%s\nsettings %v\nplayed from %s: engine %s (%v), reference %s", data, xt.values, from, got, err, replayed.json())
			}
			if t.Failed() {
				t.FailNow()
			}
			// A changed settlement is a finding.
			var settled []int
			for i, w := range ws {
				if w.result != "" {
					settled = append(settled, i)
				}
			}
			if len(settled) > 0 {
				i := settled[r.IntN(len(settled))]
				bad := slices.Clone(ws)
				if bad[i].result == rules.Win {
					bad[i].payout++
				} else {
					bad[i].result, bad[i].payout = rules.Win, bad[i].amount
				}
				h, err := g.Decode(xRecord(t, n, st, dice, bad))
				if err != nil {
					t.Fatal(err)
				}
				if v, err := h.Verify(s); err != nil || len(v.Findings) == 0 {
					t.Fatalf("a changed settlement of %+v was not a finding (%v)", bad[i], err)
				}
			}
			for _, w := range ws {
				seen[w.bet+" "+w.result]++
				if w.call != "" {
					seen[w.bet+" call "+w.call]++
				}
			}
			prev = v.Outcome.State
			st = after
			throws++
		}
	}
	t.Logf("%d throws", throws)
	// Every bet was won, lost and left standing; every push the rules
	// have was seen, and every call.
	for _, b := range append([]string{"pass", "dont_pass"}, xOptional...) {
		want := []string{rules.Win, rules.Lose}
		if xLayoutOrder[b] > 0 || b == "pass" {
			want = append(want, "")
		}
		switch b {
		case "dont_pass", "dont_come", "come_odds", "dont_come_odds":
			want = append(want, rules.Push)
		}
		if xCallable[b] {
			want = append(want, "call on", "call off")
		}
		for _, r := range want {
			if seen[b+" "+r] == 0 {
				t.Errorf("%s %q never seen", b, r)
			}
		}
	}
}
