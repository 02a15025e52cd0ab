package craps

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tablegames/casino/rules"
)

// FuzzDecodeVerify: no record makes Decode or Verify panic; a refusal is
// always an InputError; a verified throw settles only wagers of the record,
// with a result the rules know and a payout only on a win; the state it
// declares and the state it leaves are each in one canonical form.
func FuzzDecodeVerify(f *testing.F) {
	for _, sp := range shooterHand {
		f.Add(sp.json(f))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"table_id":"CR-1","hand_number":1,"game":"craps","dealt_at":"2026-11-21T22:00:00Z","point":4,` +
		`"standing":[{"seat":1,"bet":"come","number":5,"amount":"1"}],"dice":[2,2],"wagers":[{"seat":1,"bet":"come","number":5,"amount":"1"},` +
		`{"seat":1,"bet":"come_odds","number":5,"amount":"1","call":"on"}]}`))
	variants := []*Settings{DefaultSettings(), settings(f, keyHardways, hardwaysOff, keyFraction, fractionToPlayer, "lay_4_10_pays", "1 to 1")}
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := New().Decode(data)
		if err != nil {
			if _, ok := rules.AsInputError(err); !ok {
				t.Fatalf("decode error is not an InputError: %v", err)
			}
			return
		}
		hand := h.(*Hand)
		checkCanonical(t, hand.StateBefore())
		for _, s := range variants {
			v, err := h.Verify(s)
			if err != nil {
				if _, ok := rules.AsInputError(err); !ok {
					t.Fatalf("verify error is not an InputError: %v", err)
				}
				continue
			}
			if len(v.Settlements) > len(hand.wagers) {
				t.Fatalf("%d settlements for %d wagers", len(v.Settlements), len(hand.wagers))
			}
			for _, st := range v.Settlements {
				switch st.Expected.Result {
				case rules.Win, rules.Lose, rules.Push, Stands:
				default:
					t.Fatalf("result %q", st.Expected.Result)
				}
				if st.Expected.Payout < 0 || (st.Expected.Result != rules.Win && st.Expected.Payout != 0) {
					t.Fatalf("payout %s on a %s", st.Expected.Payout, st.Expected.Result)
				}
			}
			checkCanonical(t, v.Outcome.State)
			again, err := h.Verify(s)
			if err != nil || !bytes.Equal(again.Outcome.State, v.Outcome.State) || len(again.Findings) != len(v.Findings) {
				t.Fatalf("verifying twice differs: %v", err)
			}
		}
	})
}

// checkCanonical reads a state and writes it again: the same bytes, and
// the same bytes as rules.Canonical writes.
func checkCanonical(t *testing.T, state json.RawMessage) {
	t.Helper()
	if state == nil {
		return
	}
	var st State
	if err := json.Unmarshal(state, &st); err != nil {
		t.Fatalf("state %s: %v", state, err)
	}
	if again := st.JSON(); !bytes.Equal(again, state) {
		t.Fatalf("state %s is written again as %s", state, again)
	}
	c, err := rules.Canonical(nil, state)
	if err != nil || !bytes.Equal(c, state) {
		t.Fatalf("state %s is not canonical: %s %v", state, c, err)
	}
	if st.Point == 0 && len(st.Standing) == 0 {
		t.Fatalf("an empty state is written %s, not left out", state)
	}
}

// FuzzSequence plays random sequences of throws at one table: random
// wagers placed, added to, reduced and taken down as the rules allow,
// random calls, random dice. A reference written here from the rule book,
// apart from the engine, settles each throw and carries the table's state;
// every throw must verify without a finding, leave the state the
// reference leaves, and that state must be the one the next throw
// declares.
func FuzzSequence(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed, uint8(40), false)
	}
	f.Add(uint64(99), uint8(200), true)
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, hardOff bool) {
		playSequence(t, seed, int(n)%120+1, hardOff)
	})
}

// A short run of the same check in the ordinary tests.
func TestRandomSequences(t *testing.T) {
	for seed := range uint64(60) {
		playSequence(t, seed, 150, seed%3 == 0)
	}
}

func playSequence(t *testing.T, seed uint64, throws int, hardOff bool) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	s := DefaultSettings()
	if hardOff {
		s = settings(t, keyHardways, hardwaysOff)
	}
	ref := &refTable{hardOff: hardOff, standing: map[refKey]int64{}}
	var prevState json.RawMessage
	for i := range throws {
		rec := ref.next(rng, int64(i+1))
		data, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		h, err := New().Decode(data)
		if err != nil {
			t.Fatalf("seed %d throw %d: the reference's record is refused: %v\n%s", seed, i+1, err, data)
		}
		if got := h.(*Hand).StateBefore(); !bytes.Equal(got, prevState) {
			t.Fatalf("seed %d throw %d declares %s; the throw before left %s", seed, i+1, got, prevState)
		}
		v, err := h.Verify(s)
		if err != nil {
			t.Fatalf("seed %d throw %d: %v\n%s", seed, i+1, err, data)
		}
		if !v.Verified() {
			t.Fatalf("seed %d throw %d: %s\n%s\n%s", seed, i+1, v.Outcome.Summary, findings(v), data)
		}
		if want := ref.stateJSON(t); !bytes.Equal(v.Outcome.State, want) {
			t.Fatalf("seed %d throw %d leaves %s; the reference leaves %s\n%s", seed, i+1, v.Outcome.State, want, data)
		}
		prevState = v.Outcome.State
	}
}

// The reference table.

type refKey struct {
	seat   int
	bet    string
	number int
	a, b   int
}

type refTable struct {
	point    int
	hardOff  bool
	standing map[refKey]int64 // cents
}

var refStake = []int64{100, 500, 600, 1000, 1200, 2500, 505}

var refSeats = []int{1, 2, 3, 4, 5}

// next places, changes and takes down wagers at random as the rules allow,
// throws the dice, settles every wager and carries the state.
func (r *refTable) next(rng *rand.Rand, number int64) Record {
	rec := Record{Envelope: envelope(number), Point: r.point, Wagers: []WagerRecord{}}
	for _, k := range r.sortedKeys() {
		rec.Standing = append(rec.Standing, StandingRecord{Seat: k.seat, Bet: k.bet, Number: k.number, Amount: rules.Money(r.standing[k]).String()})
	}
	at := map[refKey]int64{}
	for k, v := range r.standing {
		at[k] = v
	}
	coin := func(p float64) bool { return rng.Float64() < p }
	stake := func() int64 { return refStake[rng.IntN(len(refStake))] }
	points := []int{4, 5, 6, 8, 9, 10}
	for _, seat := range refSeats {
		if r.point == 0 {
			if coin(0.4) {
				at[refKey{seat: seat, bet: "pass"}] = stake()
			}
			if coin(0.15) {
				at[refKey{seat: seat, bet: "dont_pass"}] = stake()
			}
		} else {
			if coin(0.25) {
				at[refKey{seat: seat, bet: "come"}] = stake()
			}
			if coin(0.1) {
				at[refKey{seat: seat, bet: "dont_come"}] = stake()
			}
			if coin(0.1) { // a Don't Win Line or Don't Come wager taken down
				for k := range at {
					if k.seat == seat && (k.bet == "dont_pass" || (k.bet == "dont_come" && k.number != 0)) {
						delete(at, k)
						break
					}
				}
			}
		}
		if coin(0.2) {
			at[refKey{seat: seat, bet: "place_win", number: points[rng.IntN(6)]}] = stake()
		}
		if coin(0.1) {
			at[refKey{seat: seat, bet: "place_lose", number: points[rng.IntN(6)]}] = stake()
		}
		if coin(0.1) {
			at[refKey{seat: seat, bet: "hardway", number: []int{4, 6, 8, 10}[rng.IntN(4)]}] = stake()
		}
		if coin(0.1) { // a place bet or hardway taken down
			for k := range at {
				if k.seat == seat && (k.bet == "place_win" || k.bet == "place_lose" || k.bet == "hardway") {
					delete(at, k)
					break
				}
			}
		}
		for _, bet := range []string{"field", "any_craps", "craps_2", "craps_3", "craps_12", "eleven", "any_seven"} {
			if coin(0.04) {
				at[refKey{seat: seat, bet: bet}] = stake()
			}
		}
		if coin(0.05) {
			f := rng.IntN(6) + 1
			at[refKey{seat: seat, bet: "pair", a: f, b: f}] = stake()
		}
		if coin(0.05) {
			a := rng.IntN(5) + 1
			b := a + 1 + rng.IntN(6-a)
			at[refKey{seat: seat, bet: "combination", a: a, b: b}] = stake()
		}
	}
	// Odds behind the flat wagers, at most what the rules allow; odds
	// whose flat wager is gone come down.
	for k := range at {
		switch k.bet {
		case "pass_odds", "dont_pass_odds", "come_odds", "dont_come_odds":
			delete(at, k)
		}
	}
	for k, v := range r.standing {
		switch k.bet {
		case "pass_odds", "dont_pass_odds", "come_odds", "dont_come_odds":
			at[k] = v
		}
	}
	for k := range at {
		flat, max := refFlat(k, r.point, at)
		switch {
		case flat == "":
		case max == 0:
			delete(at, k)
		default:
			if at[k] > max || coin(0.1) {
				at[k] = max
			}
		}
	}
	for k, v := range at {
		if k.bet != "pass" && k.bet != "dont_pass" && !(k.number != 0 && (k.bet == "come" || k.bet == "dont_come")) {
			continue
		}
		odds := map[string]string{"pass": "pass_odds", "dont_pass": "dont_pass_odds", "come": "come_odds", "dont_come": "dont_come_odds"}[k.bet]
		ok := refKey{seat: k.seat, bet: odds, number: k.number}
		if (k.bet == "pass" || k.bet == "dont_pass") && r.point == 0 {
			continue
		}
		if _, has := at[ok]; !has && coin(0.3) {
			_, max := refFlat(ok, r.point, map[refKey]int64{k: v})
			if max > 0 {
				at[ok] = max
			}
		}
	}
	d1, d2 := rng.IntN(6)+1, rng.IntN(6)+1
	rec.Dice = []int{d1, d2}
	after := map[refKey]int64{}
	keys := make([]refKey, 0, len(at))
	for k := range at {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y refKey) int { return refCompare(x, y) })
	rng.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	for _, k := range keys {
		amount := at[k]
		w := WagerRecord{Seat: k.seat, Bet: k.bet, Number: k.number, Amount: rules.Money(amount).String()}
		if k.a != 0 {
			w.Dice = []int{k.a, k.b}
			if coin(0.5) {
				w.Dice = []int{k.b, k.a}
			}
		}
		switch k.bet {
		case "come_odds", "dont_come_odds", "place_win", "place_lose", "hardway":
			if coin(0.2) {
				w.Call = []string{CallOn, CallOff}[rng.IntN(2)]
			}
		}
		result, payout, moveTo := r.settle(k, w.Call, d1, d2, amount)
		if result == Stands {
			nk := k
			if k.bet == "come" || k.bet == "dont_come" {
				nk.number = max(nk.number, moveTo)
			}
			after[nk] += amount
		} else {
			w.Result, w.Payout = result, rules.Money(payout).String()
		}
		rec.Wagers = append(rec.Wagers, w)
	}
	total := d1 + d2
	switch {
	case r.point == 0 && (total == 4 || total == 5 || total == 6 || total == 8 || total == 9 || total == 10):
		r.point = total
	case r.point != 0 && (total == r.point || total == 7):
		r.point = 0
	}
	r.standing = after
	return rec
}

// refFlat names the flat wager an odds wager stands behind and the most it
// may be at the minimum odds: as much as the flat behind the Win Line or a
// Come wager, as much as wins the flat's amount laid (lines 1605-1696).
func refFlat(k refKey, point int, at map[refKey]int64) (string, int64) {
	n := k.number
	var flat refKey
	switch k.bet {
	case "pass_odds":
		flat, n = refKey{seat: k.seat, bet: "pass"}, point
	case "dont_pass_odds":
		flat, n = refKey{seat: k.seat, bet: "dont_pass"}, point
	case "come_odds":
		flat = refKey{seat: k.seat, bet: "come", number: n}
	case "dont_come_odds":
		flat = refKey{seat: k.seat, bet: "dont_come", number: n}
	default:
		return "", 0
	}
	amount := at[flat]
	if n == 0 || amount == 0 {
		return flat.bet, 0
	}
	switch k.bet {
	case "pass_odds", "come_odds":
		return flat.bet, amount
	}
	// Laid at 1 to 2, 2 to 3, 5 to 6: the lay that wins the flat's amount.
	switch n {
	case 4, 10:
		return flat.bet, amount * 2
	case 5, 9:
		return flat.bet, amount * 3 / 2
	}
	return flat.bet, amount * 6 / 5
}

// settle is the rule book's settlement of one wager, written apart from
// the engine: result (or Stands), payout in cents, and the come point a
// wager in the Come box moves to.
func (r *refTable) settle(k refKey, call string, d1, d2 int, amount int64) (string, int64, int) {
	total := d1 + d2
	pay := func(w, p int64) int64 { return amount * w / p }
	win := func(w, p int64) (string, int64, int) { return rules.Win, pay(w, p), 0 }
	lose := func() (string, int64, int) { return rules.Lose, 0, 0 }
	stand := func() (string, int64, int) { return Stands, 0, 0 }
	working := true
	switch call {
	case CallOff:
		working = false
	case "":
		if r.point == 0 && (k.bet == "come_odds" || k.bet == "place_win" || (k.bet == "hardway" && r.hardOff)) {
			working = false
		}
	}
	take := map[int][2]int64{4: {2, 1}, 10: {2, 1}, 5: {3, 2}, 9: {3, 2}, 6: {6, 5}, 8: {6, 5}}
	lay := map[int][2]int64{4: {1, 2}, 10: {1, 2}, 5: {2, 3}, 9: {2, 3}, 6: {5, 6}, 8: {5, 6}}
	place := map[int][2]int64{4: {19, 10}, 10: {19, 10}, 5: {7, 5}, 9: {7, 5}, 6: {7, 6}, 8: {7, 6}}
	placeLose := map[int][2]int64{4: {5, 11}, 10: {5, 11}, 5: {5, 8}, 9: {5, 8}, 6: {4, 5}, 8: {4, 5}}
	switch k.bet {
	case "pass", "come", "dont_pass", "dont_come":
		own := r.point
		if k.bet == "come" || k.bet == "dont_come" {
			own = k.number
		}
		right := k.bet == "pass" || k.bet == "come"
		if own == 0 {
			switch {
			case total == 7 || total == 11:
				if right {
					return win(1, 1)
				}
				return lose()
			case total == 2 && !right:
				return rules.Push, 0, 0
			case total == 2 || total == 3 || total == 12:
				if right {
					return lose()
				}
				return win(1, 1)
			}
			return Stands, 0, total
		}
		switch {
		case total == own && right, total == 7 && !right:
			return win(1, 1)
		case total == own || total == 7:
			return lose()
		}
		return stand()
	case "pass_odds", "come_odds", "dont_pass_odds", "dont_come_odds":
		n := k.number
		if k.bet == "pass_odds" || k.bet == "dont_pass_odds" {
			n = r.point
		}
		switch {
		case !working && (total == n || total == 7):
			return rules.Push, 0, 0
		case !working:
			return stand()
		case (k.bet == "pass_odds" || k.bet == "come_odds") && total == n:
			return win(take[n][0], take[n][1])
		case (k.bet == "dont_pass_odds" || k.bet == "dont_come_odds") && total == 7:
			return win(lay[n][0], lay[n][1])
		case total == n || total == 7:
			return lose()
		}
		return stand()
	case "place_win", "place_lose":
		switch {
		case !working:
			return stand()
		case k.bet == "place_win" && total == k.number:
			return win(place[k.number][0], place[k.number][1])
		case k.bet == "place_lose" && total == 7:
			return win(placeLose[k.number][0], placeLose[k.number][1])
		case total == k.number || total == 7:
			return lose()
		}
		return stand()
	case "hardway":
		switch {
		case !working:
			return stand()
		case total == k.number && d1 == d2 && (total == 4 || total == 10):
			return win(15, 2)
		case total == k.number && d1 == d2:
			return win(19, 2)
		case total == k.number || total == 7:
			return lose()
		}
		return stand()
	}
	one := map[string]struct {
		wins bool
		w, p int64
	}{
		"any_craps": {total == 2 || total == 3 || total == 12, 15, 2}, "craps_2": {total == 2, 33, 1}, "craps_3": {total == 3, 16, 1},
		"craps_12": {total == 12, 33, 1}, "eleven": {total == 11, 16, 1}, "any_seven": {total == 7, 4, 1},
		"pair":        {d1 == k.a && d2 == k.a, 33, 1},
		"combination": {(d1 == k.a && d2 == k.b) || (d1 == k.b && d2 == k.a), 16, 1},
	}
	if o, ok := one[k.bet]; ok {
		if o.wins {
			return win(o.w, o.p)
		}
		return lose()
	}
	switch total { // the Field
	case 2:
		return win(2, 1)
	case 12:
		return win(3, 1)
	case 3, 4, 9, 10, 11:
		return win(1, 1)
	}
	return lose()
}

var refOrder = []string{"pass", "dont_pass", "come", "dont_come", "pass_odds", "dont_pass_odds", "come_odds", "dont_come_odds",
	"place_win", "place_lose", "hardway", "any_craps", "craps_2", "craps_3", "craps_12", "eleven", "any_seven", "pair", "combination", "field"}

func refCompare(x, y refKey) int {
	if x.seat != y.seat {
		return x.seat - y.seat
	}
	if bx, by := slices.Index(refOrder, x.bet), slices.Index(refOrder, y.bet); bx != by {
		return bx - by
	}
	if x.number != y.number {
		return x.number - y.number
	}
	return x.a*10 + x.b - y.a*10 - y.b
}

func (r *refTable) sortedKeys() []refKey {
	keys := make([]refKey, 0, len(r.standing))
	for k := range r.standing {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, refCompare)
	return keys
}

// stateJSON writes the reference's state as the record's point and
// standing would be written: by hand, not through State.
func (r *refTable) stateJSON(t *testing.T) json.RawMessage {
	if r.point == 0 && len(r.standing) == 0 {
		return nil
	}
	var b bytes.Buffer
	b.WriteString("{")
	if r.point != 0 {
		fmt.Fprintf(&b, `"point":%d`, r.point)
		if len(r.standing) > 0 {
			b.WriteString(",")
		}
	}
	if len(r.standing) > 0 {
		b.WriteString(`"standing":[`)
		for i, k := range r.sortedKeys() {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, `{"amount":"%s","bet":%q`, rules.Money(r.standing[k]), k.bet)
			if k.number != 0 {
				fmt.Fprintf(&b, `,"number":%d`, k.number)
			}
			fmt.Fprintf(&b, `,"seat":%d}`, k.seat)
		}
		b.WriteString("]")
	}
	b.WriteString("}")
	return b.Bytes()
}
