package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// A shooter at a craps table of the tests' own reading of seed 002 (lines
// 1552-1563, 1573-1584, 1751-1761, 1818-1822): seat 1 keeps 10.00 on the
// Win Line, seat 2 bets 5.00 on the Field every throw, seat 3 keeps a
// Place Bet to Win of 12.00 on 6, called on, placed again after it wins or
// loses. Nothing of the engine is used to say what each throw pays and
// leaves.
type refShooter struct {
	point     int
	passUp    bool // the Win Line wager stands on the point
	placeUp   bool // the place bet stands
	number    int64
	dealtAt   int // seconds after the first throw
	tableID   string
	throwRand *rand.Rand
}

// stateJSON is the table's state as the service writes it: the point, and
// the wagers standing by seat.
func stateJSON(point int, passUp, placeUp bool) string {
	var parts []string
	if point != 0 {
		parts = append(parts, fmt.Sprintf(`"point":%d`, point))
	}
	var standing []string
	if passUp {
		standing = append(standing, `{"amount":"10.00","bet":"pass","seat":1}`)
	}
	if placeUp {
		standing = append(standing, `{"amount":"12.00","bet":"place_win","number":6,"seat":3}`)
	}
	if len(standing) > 0 {
		parts = append(parts, `"standing":[`+strings.Join(standing, ",")+`]`)
	}
	if len(parts) == 0 {
		return "null"
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// throw makes the next throw's record, declaring point (the real point,
// or another to make the record wrong), and moves the reference on.
func (r *refShooter) throw(declaredPoint int, d1, d2 int) (record []byte, before, after string) {
	r.number++
	r.dealtAt += 60 + r.throwRand.IntN(60)
	total := d1 + d2
	before = stateJSON(r.point, r.passUp, r.placeUp)
	rec := map[string]any{"table_id": r.tableID, "hand_number": r.number, "game": "craps",
		"dealt_at": fmt.Sprintf("2026-11-21T20:%02d:%02dZ", r.dealtAt/60%60, r.dealtAt%60), "dice": []int{d1, d2}}
	if declaredPoint != 0 {
		rec["point"] = declaredPoint
	}
	var standing []map[string]any
	if r.passUp {
		standing = append(standing, map[string]any{"seat": 1, "bet": "pass", "amount": "10.00"})
	}
	if r.placeUp {
		standing = append(standing, map[string]any{"seat": 3, "bet": "place_win", "number": 6, "amount": "12.00"})
	}
	if standing != nil {
		rec["standing"] = standing
	}
	wagers := []map[string]any{}
	// The Win Line (lines 1573-1584, 1621-1622).
	pass := map[string]any{"seat": 1, "bet": "pass", "amount": "10.00"}
	nextPoint, passUp := r.point, false
	switch {
	case r.point == 0 && (total == 7 || total == 11):
		pass["result"], pass["payout"] = "win", "10.00"
	case r.point == 0 && (total == 2 || total == 3 || total == 12):
		pass["result"], pass["payout"] = "lose", "0.00"
	case r.point == 0:
		nextPoint, passUp = total, true
	case total == r.point:
		pass["result"], pass["payout"] = "win", "10.00"
		nextPoint = 0
	case total == 7:
		pass["result"], pass["payout"] = "lose", "0.00"
		nextPoint = 0
	default:
		passUp = true
	}
	wagers = append(wagers, pass)
	// The Field: 2 pays 2 to 1, 12 3 to 1, 3, 4, 9, 10 and 11 1 to 1
	// (lines 1818-1822).
	field := map[string]any{"seat": 2, "bet": "field", "amount": "5.00", "result": "lose", "payout": "0.00"}
	switch total {
	case 2:
		field["result"], field["payout"] = "win", "10.00"
	case 12:
		field["result"], field["payout"] = "win", "15.00"
	case 3, 4, 9, 10, 11:
		field["result"], field["payout"] = "win", "5.00"
	}
	wagers = append(wagers, field)
	// The Place Bet to Win on 6, called on: 7 to 6 on a 6, lost on a 7
	// (lines 1751-1761).
	place := map[string]any{"seat": 3, "bet": "place_win", "number": 6, "amount": "12.00", "call": "on"}
	placeUp := false
	switch total {
	case 6:
		place["result"], place["payout"] = "win", "14.00"
	case 7:
		place["result"], place["payout"] = "lose", "0.00"
	default:
		placeUp = true
	}
	wagers = append(wagers, place)
	rec["wagers"] = wagers
	r.point, r.passUp, r.placeUp = nextPoint, passUp, placeUp
	b, _ := json.Marshal(rec)
	return b, before, stateJSON(r.point, r.passUp, r.placeUp)
}

func findingFields(a answer) []string {
	var out []string
	for _, f := range a.findings {
		if f["bet"] == "table" {
			out = append(out, f["field"].(string))
		}
	}
	return out
}

// One wrong record is one finding: a throw whose record declares a point
// the table did not have is flagged (its state, and the wagers it settles
// on that point), and the throw after it, which declares the state the
// table was really in, is checked against the state the rules give, the
// wrong throw's dice and wagers played from the state the throw before it
// left: it verifies. A refused throw records nothing: the next throw is
// checked against the state the last recorded throw left, and follows a
// gap; the refused throw, corrected and posted after it, is out of order;
// the throw after that verifies. Random shooters, both ways.
func TestCrapsStateAfterAnError(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 8))
	tables := 6
	if testing.Short() {
		tables = 2
	}
	for tb := range tables {
		r := &refShooter{tableID: fmt.Sprintf("CR-R%d", tb), throwRand: rng}
		type expect struct {
			status int
			table  []string // the fields of the findings on bet "table"
			others bool     // findings on the wagers too
		}
		var lines [][]byte
		var want []expect
		wrongAt, refusedAt := 5+rng.IntN(20), 30+rng.IntN(20)
		for len(lines) < 60 {
			d1, d2 := 1+rng.IntN(6), 1+rng.IntN(6)
			n := int(r.number) + 1
			switch {
			case n >= wrongAt && r.point != 0:
				// The record names another point; the table settles as it
				// really stood.
				wrong := []int{4, 5, 6, 8, 9, 10}[rng.IntN(6)]
				for wrong == r.point {
					wrong = []int{4, 5, 6, 8, 9, 10}[rng.IntN(6)]
				}
				// The Win Line is settled on the point declared: on the
				// real point's number or the point named, wrongly.
				others := d1+d2 == wrong || d1+d2 == r.point
				rec, _, _ := r.throw(wrong, d1, d2)
				lines = append(lines, rec)
				want = append(want, expect{status: http.StatusCreated, table: []string{"state"}, others: others})
				wrongAt = 1 << 30
			case n == refusedAt:
				rec, before, after := r.throw(r.point, d1, d2)
				bad := strings.Replace(string(rec), fmt.Sprintf(`"dice":[%d,%d]`, d1, d2), fmt.Sprintf(`"dice":[%d,7]`, d1), 1)
				lines = append(lines, []byte(bad))
				want = append(want, expect{status: http.StatusUnprocessableEntity})
				next, _, _ := r.throw(r.point, 1+rng.IntN(6), 1+rng.IntN(6))
				lines = append(lines, next)
				gap := []string{"sequence"}
				if before != after {
					gap = append(gap, "state")
				}
				want = append(want, expect{status: http.StatusCreated, table: gap})
				lines = append(lines, rec)
				want = append(want, expect{status: http.StatusCreated, table: []string{"sequence"}})
			default:
				rec, _, _ := r.throw(r.point, d1, d2)
				lines = append(lines, rec)
				want = append(want, expect{status: http.StatusCreated})
			}
		}
		answers := bothWays(t, lines)
		for i, a := range answers {
			w := want[i]
			got := findingFields(a)
			if a.status != w.status || !slices.Equal(got, w.table) || (len(a.findings) > len(got)) != w.others {
				t.Errorf("%s line %d: %d %s %v; want %d, table findings %v, wager findings %v\n%s",
					r.tableID, i+1, a.status, a.verdict, a.findings, w.status, w.table, w.others, lines[i])
			}
		}
	}
}

// expectTable is what a test expects of a hand at a sequenced table: its
// HTTP status and the fields of its findings on bet "table".
type expectTable struct {
	status int
	table  []string
}

func checkTable(t *testing.T, lines [][]byte, answers []answer, want []expectTable) {
	t.Helper()
	for i, a := range answers {
		if got := findingFields(a); a.status != want[i].status || !slices.Equal(got, want[i].table) {
			t.Errorf("line %d: %d %v; want %d, table findings %v\n%s", i+1, a.status, a.findings, want[i].status, want[i].table, lines[i])
		}
	}
}

// refRed are the red numbers of the single-zero wheel
// (docs/interpretations.md R1).
var refRed = []int{1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36}

func refColour(n int) string {
	switch {
	case n == 0:
		return "zero"
	case slices.Contains(refRed, n):
		return "red"
	}
	return "black"
}

// A roulette table's spins, both ways: the Roulette Rage run is carried
// from the spins recorded (lines 365-423). A spin that settles Roulette
// Rage wagers declares its run, a finding on "state" when the spins
// recorded left another, on "sequence" when a spin before it is missing;
// a spin after a missing one starts a new run (the missing spin is not
// guessed); spins that settle none are checked for nothing. Random spins,
// with runs declared wrong and spins left out.
func TestRouletteRageRunBothWays(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 365))
	var lines [][]byte
	var want []expectTable
	var run []int // the run the recorded spins leave
	var last int64
	number := int64(0)
	for len(lines) < 300 {
		number++
		if rng.IntN(25) == 0 {
			number++ // a spin never posted
		}
		n := rng.IntN(37)
		if rng.IntN(2) == 0 && len(run) > 0 {
			for refColour(n) != refColour(run[0]) {
				n = 1 + rng.IntN(36)
			}
		}
		follows := last == number-1
		rec := map[string]any{"table_id": "RL-R", "hand_number": number, "game": "roulette",
			"dealt_at": fmt.Sprintf("2026-11-21T%02d:%02d:00Z", 12+number/60, number%60), "number": n,
			"wagers": []map[string]any{{"seat": 1, "bet": "straight", "numbers": []int{17}, "amount": "1.00", "result": "lose", "payout": "0.00"}}}
		if n == 17 {
			rec["wagers"] = []map[string]any{{"seat": 1, "bet": "straight", "numbers": []int{17}, "amount": "1.00", "result": "win", "payout": "35.00"}}
		}
		w := expectTable{status: http.StatusCreated}
		// A run the spin ends: a Roulette Rage wager settled on it, the
		// run declared as recorded or, now and then, from a later
		// establishing spin (its colour's, so the record still reads).
		if len(run) > 1 && refColour(n) != refColour(run[0]) && rng.IntN(2) == 0 {
			declared := run
			if rng.IntN(4) == 0 {
				declared = run[1:]
			}
			rec["rage_spins"] = declared
			rec["wagers"] = append(rec["wagers"].([]map[string]any), map[string]any{"seat": 2, "bet": "rage", "amount": "1.00", "result": "lose", "payout": "0.00"})
			if k := min(len(declared)-1, 14); k >= 4 {
				rec["wagers"].([]map[string]any)[1]["result"] = "win"
				rec["wagers"].([]map[string]any)[1]["payout"] = fmt.Sprintf("%d.00", []int{6, 10, 20, 30, 40, 60, 100, 200, 400, 1000, 2000}[k-4])
			}
			if !follows {
				w.table = append(w.table, "sequence")
			}
			if !slices.Equal(declared, run) {
				w.table = append(w.table, "state")
			}
		}
		b, _ := json.Marshal(rec)
		lines = append(lines, b)
		want = append(want, w)
		switch {
		case n == 0:
			run = nil
		case follows && len(run) > 0 && refColour(n) == refColour(run[0]):
			run = append(slices.Clone(run), n)
		default:
			run = []int{n}
		}
		last = number
	}
	checkTable(t, lines, bothWays(t, lines), want)
}

// refKill is the kill button after a hand (lines 283-292): the holder
// (seat, legs; seat 0 neutral) it was played under and the seats that won
// the main pot.
func refKill(seat, legs int, winners []int) (int, int) {
	holderWon := seat != 0 && slices.Contains(winners, seat)
	switch {
	case len(winners) == 1 && holderWon:
		return seat, 2
	case len(winners) == 1:
		return winners[0], 1
	case holderWon:
		return seat, legs
	}
	return 0, 0
}

// A lowball table's hands, both ways: each declares the kill button its
// table's previous hand left, or now and then another; a hand is left out
// now and then. A wrong button is a finding on "state" on that hand
// alone: the next hand is checked against the button the rules give, the
// wrong hand played under the button its predecessor left.
func TestLowballKillButtonBothWays(t *testing.T) {
	rng := rand.New(rand.NewPCG(281, 302))
	cards := map[int][]string{1: {"AS", "2S", "3S", "4S", "5S"}, 2: {"AH", "2H", "3H", "4H", "5H"},
		3: {"AD", "2D", "3D", "4D", "5D"}, 4: {"AC", "2C", "3C", "4C", "5C"}}
	var lines [][]byte
	var want []expectTable
	seat, legs := 0, 0 // the button the recorded hands leave
	var last, number int64
	for len(lines) < 150 {
		number++
		if rng.IntN(20) == 0 {
			number++
		}
		follows := last == number-1
		rec := map[string]any{"table_id": "LB-R", "hand_number": number, "game": "lowball",
			"dealt_at": fmt.Sprintf("2026-11-21T%02d:%02d:00Z", 12+number/60, number%60), "button": 4}
		ds, dl := seat, legs
		if rng.IntN(6) == 0 {
			ds, dl = rng.IntN(5), 1+rng.IntN(2)
			if ds == 0 {
				dl = 0
			}
		}
		if ds != 0 {
			rec["kill_button"] = map[string]any{"seat": ds, "legs": dl}
		}
		winners := rng.Perm(4)[:1+rng.IntN(2)]
		for i := range winners {
			winners[i]++
		}
		var seats []map[string]any
		for s := 1; s <= 4; s++ {
			st := map[string]any{"seat": s, "folded": true, "contributed": "10.00", "won": "0.00"}
			if slices.Contains(winners, s) {
				st = map[string]any{"seat": s, "dealt": cards[s], "contributed": "10.00", "won": fmt.Sprintf("%d.00", 40/len(winners))}
			}
			seats = append(seats, st)
		}
		rec["seats"] = seats
		rec["draws"] = 1
		if len(winners) == 1 {
			rec["draws"] = 0
		}
		w := expectTable{status: http.StatusCreated}
		switch {
		case last == 0 && ds != 0:
			w.table = append(w.table, "sequence")
		case last != 0 && !follows:
			w.table = append(w.table, "sequence")
		}
		if last != 0 && (ds != seat || dl != legs) {
			w.table = append(w.table, "state")
		}
		b, _ := json.Marshal(rec)
		lines = append(lines, b)
		want = append(want, w)
		if follows {
			seat, legs = refKill(seat, legs, winners)
		} else {
			seat, legs = refKill(ds, dl, winners)
		}
		last = number
	}
	checkTable(t, lines, bothWays(t, lines), want)
}
