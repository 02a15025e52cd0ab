package chinese

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tablegames/casino/rules"
)

// refSeat is a seat as the reference below sees it.
type refSeat struct {
	rows   [3][]rules.Card
	ref    [3]refHand
	fouled bool
	cs     CleanSweep
}

// refOrder is whether rows are in order: front below middle below (or,
// unless strict, equal to) back, by the reference comparison.
func refOrdered(r [3]refHand, strict bool) bool {
	fm := refCompare(r[0], r[1])
	mb := refCompare(r[1], r[2])
	return fm < 0 && (mb < 0 || !strict && mb == 0)
}

func refRows(rows [3][]rules.Card) [3]refHand {
	return [3]refHand{refFront([3]rules.Card(rows[0])), refFive([5]rules.Card(rows[1])), refFive([5]rules.Card(rows[2]))}
}

// ref13 scores every pair of a 13-Card hand from the book (lines 835-892,
// interpretations CP-2 to CP-9), with the reference evaluators: each
// seat's net points.
func ref13(seats []refSeat, twoFour bool) []int {
	n := len(seats)
	regular := func(i int) bool { return !seats[i].fouled && seats[i].cs == NoCleanSweep }
	wins := func(i, j int) (wi, wj int) {
		for r := 0; r < 3; r++ {
			switch c := refCompare(seats[i].ref[r], seats[j].ref[r]); {
			case c > 0:
				wi++
			case c < 0:
				wj++
			}
		}
		return
	}
	hr := make([]bool, n)
	for i := range seats {
		if n != 4 || !regular(i) {
			continue
		}
		hr[i] = true
		for j := range seats {
			if j == i || seats[j].fouled {
				continue
			}
			if wi, _ := wins(i, j); !regular(j) || wi != 3 {
				hr[i] = false
			}
		}
	}
	scoop := func(i int) int {
		if hr[i] {
			return 9
		}
		return 6
	}
	pts := make([]int, n)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := seats[i], seats[j]
			p := 0
			switch {
			case a.cs != NoCleanSweep && b.cs != NoCleanSweep:
				if a.cs < b.cs {
					p = a.cs.Points()
				} else if b.cs < a.cs {
					p = -b.cs.Points()
				}
			case a.cs != NoCleanSweep:
				p = a.cs.Points()
			case b.cs != NoCleanSweep:
				p = -b.cs.Points()
			case a.fouled && b.fouled:
			case a.fouled:
				p = -scoop(j)
			case b.fouled:
				p = scoop(i)
			default:
				wi, wj := wins(i, j)
				switch {
				case wi == 3:
					p = scoop(i)
				case wj == 3:
					p = -scoop(j)
				case twoFour && wi == 2 && wj == 1:
					p = 2
				case twoFour && wi == 1 && wj == 2:
					p = -2
				default:
					p = wi - wj
				}
			}
			pts[i] += p
			pts[j] -= p
		}
	}
	return pts
}

// refBonus is a Face-Up row's bonus by the reference categories (lines
// 6894-6912).
func refBonus(row int, h refHand) int {
	if row == 0 {
		if h.cat == 3 {
			return h.ranks[0] + 7
		}
		return 0
	}
	royal := h.cat == 8 && h.ranks[0] == 14
	table := map[int][2]int{3: {2, 0}, 4: {4, 2}, 5: {8, 4}, 6: {12, 6}, 7: {20, 10}, 8: {30, 15}}
	if royal {
		return [2]int{50, 25}[row-1]
	}
	return table[h.cat][row-1]
}

// refFaceUp scores a Face-Up hand (lines 6880-6924): seats in position
// order, the first holding the buttons.
func refFaceUp(seats []refSeat) []int {
	n := len(seats)
	pts := make([]int, n)
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := seats[i], seats[j]
			bonus := func(s refSeat) int { return refBonus(0, s.ref[0]) + refBonus(1, s.ref[1]) + refBonus(2, s.ref[2]) }
			p := 0
			switch {
			case a.fouled && b.fouled:
			case a.fouled:
				p = -6 - bonus(b)
			case b.fouled:
				p = 6 + bonus(a)
			default:
				wa, wb := 0, 0
				for r := 0; r < 3; r++ {
					c := refCompare(a.ref[r], b.ref[r])
					if c == 0 && i == 0 {
						c = 1 // the buttons win ties
					}
					if c > 0 {
						wa++
						p += 1 + refBonus(r, a.ref[r])
					} else if c < 0 {
						wb++
						p -= 1 + refBonus(r, b.ref[r])
					}
				}
				if wa == 3 {
					p += 6
				}
				if wb == 3 {
					p -= 6
				}
			}
			pts[i] += p
			pts[j] -= p
		}
	}
	return pts
}

// setRandomly sets thirteen cards in rows: at random, or, most of the time,
// the better five-card row behind the other, so that most hands are legal.
func setRandomly(rng *rand.Rand, h []rules.Card) [3][]rules.Card {
	rng.Shuffle(len(h), func(i, j int) { h[i], h[j] = h[j], h[i] })
	rows := [3][]rules.Card{h[:3:3], h[3:8:8], h[8:13:13]}
	if rng.IntN(5) > 0 && refCompare(refFive([5]rules.Card(rows[1])), refFive([5]rules.Card(rows[2]))) > 0 {
		rows[1], rows[2] = rows[2], rows[1]
	}
	return rows
}

func rowsText(rows [3][]rules.Card) string {
	var parts []string
	for _, r := range rows {
		var cs []string
		for _, c := range r {
			cs = append(cs, c.String())
		}
		parts = append(parts, strings.Join(cs, " "))
	}
	return strings.Join(parts, " | ")
}

// TestCP13AgainstReference deals random hands to two to four seats, some
// with a Clean Sweep declared (thirteen black cards, a declaration at
// random), and compares every seat's points with the reference; it checks
// that the money adds up to zero and stays within the stacks.
func TestCP13AgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 13))
	counts := map[string]int{}
	for deal := 0; deal < 5000; deal++ {
		n := 2 + rng.IntN(3)
		d := rules.Deck52()
		rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		if rng.IntN(8) == 0 { // thirteen black cards to the first seat
			var black, red []rules.Card
			for _, c := range d {
				if c.Suit().Red() {
					red = append(red, c)
				} else {
					black = append(black, c)
				}
			}
			d = append(black[:13:13], append(black[13:], red...)...)
		}
		refs := make([]refSeat, n)
		seats := make([]st, n)
		for i := range refs {
			hand := append([]rules.Card(nil), d[13*i:13*i+13]...)
			rows := setRandomly(rng, hand)
			refs[i].rows = rows
			refs[i].ref = refRows(rows)
			refs[i].fouled = !refOrdered(refs[i].ref, false)
			seats[i] = st{seat: i + 1, rows: rowsText(rows), won: "0"}
			if rng.IntN(6) == 0 || i == 0 && !d[0].Suit().Red() && refMakes(AllOneColor, hand) {
				cs := CleanSweeps[rng.IntN(len(CleanSweeps))]
				if i == 0 && refMakes(AllOneColor, hand) {
					cs = AllOneColor
				}
				seats[i] = seats[i].with("clean_sweep", cs.ID())
				flat := append(append(append([]rules.Card(nil), rows[0]...), rows[1]...), rows[2]...)
				if refMakes(cs, flat) {
					refs[i].cs, refs[i].fouled = cs, false
				} else {
					refs[i].fouled = true
				}
			}
		}
		// The button at a random seat dealt in; positions do not change the
		// points.
		button := 1 + rng.IntN(n)
		twoFour := rng.IntN(2) == 0
		want := ref13(refs, twoFour)
		for i := range seats {
			seats[i].points = want[i]
			if rng.IntN(4) == 0 {
				seats[i] = seats[i].with("stack", rules.Money(100*(30+rng.IntN(150))).String())
			}
		}
		set := map[string]string{}
		if twoFour {
			set["basic_points"] = TwoFour
		}
		rec := record(t, CP13GameID, map[string]any{"button": button}, seats...)
		v := verify(t, CP13(), rec, set)
		var sum rules.Money
		for i, s := range v.Settlements {
			sum += s.Expected.Payout
			if f := findingOn(v, i+1, "points"); f != nil {
				t.Fatalf("deal %d: %s\n%s", deal, f.Message, rec)
			}
			if stack, ok := seats[i].extra["stack"]; ok {
				m, _ := rules.ParseMoney(stack.(string))
				if s.Expected.Payout > m || s.Expected.Payout < -m {
					t.Fatalf("deal %d: seat %d's %s leaves its stack %s", deal, i+1, s.Expected.Payout, m)
				}
			}
		}
		if sum != 0 {
			t.Fatalf("deal %d: the money adds up to %s\n%s", deal, sum, rec)
		}
		for _, d := range v.Outcome.Detail.(Detail).Seats {
			switch {
			case d.Fouled:
				counts["fouled"]++
			case d.CleanSweep != "":
				counts["clean sweep"]++
			case d.HomeRun:
				counts["home run"]++
			default:
				counts["regular"]++
			}
		}
	}
	t.Logf("seats: %v", counts)
	for _, k := range []string{"fouled", "clean sweep", "home run", "regular"} {
		if counts[k] == 0 {
			t.Errorf("no %s seat was dealt", k)
		}
	}
}

func findingOn(v *rules.Verdict, seat int, field string) *rules.Finding {
	for i := range v.Findings {
		if v.Findings[i].Seat == seat && v.Findings[i].Field == field {
			return &v.Findings[i]
		}
	}
	return nil
}

// TestFaceUpAgainstReference deals random Face-Up hands to two or three
// seats and compares every seat's points with the reference.
func TestFaceUpAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 6781))
	fouled := 0
	for deal := 0; deal < 5000; deal++ {
		n := 2 + rng.IntN(2)
		d := rules.Deck52()
		rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		// Seats 1 to 4 at random, the buttons at one of them.
		seatNos := rng.Perm(4)[:n]
		refs := make([]refSeat, n)
		seats := make([]st, n)
		strict := rng.IntN(2) == 0
		for i := range refs {
			hand := append([]rules.Card(nil), d[13*i:13*i+13]...)
			rows := setRandomly(rng, hand)
			refs[i] = refSeat{rows: rows, ref: refRows(rows)}
			refs[i].fouled = !refOrdered(refs[i].ref, strict)
			if refs[i].fouled {
				fouled++
			}
			seats[i] = st{seat: seatNos[i] + 1, rows: rowsText(rows), won: "0"}
		}
		button := seats[rng.IntN(n)].seat
		// The reference takes the seats in position order from the button.
		pos := make([]int, n)
		for i := range pos {
			pos[i] = i
		}
		key := func(i int) int { return (seats[i].seat - button + 4) % 4 }
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				if key(pos[b]) < key(pos[a]) {
					pos[a], pos[b] = pos[b], pos[a]
				}
			}
		}
		ordered := make([]refSeat, n)
		for k, i := range pos {
			ordered[k] = refs[i]
		}
		got := refFaceUp(ordered)
		for k, i := range pos {
			seats[i].points = got[k]
		}
		set := map[string]string{"equal_rows": EqualAllowed}
		if strict {
			set["equal_rows"] = EqualFouls
		}
		rec := record(t, FaceUpGameID, map[string]any{"button": button}, seats...)
		v := verify(t, FaceUp(), rec, set)
		for i := range seats {
			if f := findingOn(v, seats[i].seat, "points"); f != nil {
				t.Fatalf("deal %d: %s\n%s", deal, f.Message, rec)
			}
		}
	}
	if fouled == 0 || fouled > 5000*2 {
		t.Errorf("%d fouled hands", fouled)
	}
}

// The verdict's detail marshals, for the API.
func TestDetailMarshals(t *testing.T) {
	rec := record(t, CP13GameID, map[string]any{"button": 4},
		seatsWith(homeRun, []int{27, -9, -16, -2}, []string{"135.00", "-45.00", "-80.00", "-10.00"})...)
	v := verify(t, CP13(), rec, nil)
	if _, err := json.Marshal(v); err != nil {
		t.Fatal(err)
	}
}
