package reports_test

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/reports/render"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// rouletteBet is one wager of the spins below with its exact figures per
// unit staked, worked out by hand from rule 3.2's minimum odds and rule
// 3.3 (seed 002 lines 281-314): a bet on k numbers at w to 1 (or 1 to 2)
// wins with probability k/37; the house's mean is then 1/37 on every bet
// of rule 3.2, and an even-money chance also keeps half the stake on zero
// (1/37 × 1/2 + 18/37 − 18/37 = 1/74).
type rouletteBet struct {
	bet     string
	numbers []int
	covers  func(n int) bool
	// win is what a winning unit is paid; half marks an even-money chance.
	win  *big.Rat
	half bool
}

func (b rouletteBet) houseNet(n int) *big.Rat {
	switch {
	case b.covers(n):
		return new(big.Rat).Neg(b.win)
	case n == 0 && b.half:
		return big.NewRat(1, 2)
	}
	return big.NewRat(1, 1)
}

// The statistical and monthly reports give every roulette bet its exact
// expected win and variance: the even-money chances keep half the stake
// on zero (today's edge of 1/74, not a push), and the straight, split,
// street, corner, six line, column, dozen and split-column wagers find
// their distributions whatever numbers they name. A blackjack table's
// hand wagers are named, with why, as not covered; its side wagers are
// covered.
func TestEveryRouletteBetIsCovered(t *testing.T) {
	ctx := context.Background()
	s := modeltest.Open(t)
	clock := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return clock })
	gen := reports.NewGenerator(s, nil)
	gen.SetClock(func() time.Time { return clock })
	gen.SetOddsWait(5 * time.Minute)
	prop, _ := s.PropertyByCode(ctx, "main")
	for _, tb := range []ledger.TableInput{{ID: "RL-1", Game: "roulette"}, {ID: "BJ-1", Game: "blackjack-uk"}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	count, err := l.CreateUser(ctx, "test", "cole", models.RoleCount)
	if err != nil {
		t.Fatal(err)
	}
	in := func(ns ...int) func(int) bool {
		return func(n int) bool {
			for _, x := range ns {
				if x == n {
					return true
				}
			}
			return false
		}
	}
	var column, dozen, splitColumns []int
	reds := in(1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36)
	for n := 1; n <= 36; n++ {
		if n%3 == 2 {
			column = append(column, n)
		}
		if n >= 13 && n <= 24 {
			dozen = append(dozen, n)
		}
		if n%3 != 0 {
			splitColumns = append(splitColumns, n)
		}
	}
	bets := []rouletteBet{
		{bet: "straight", numbers: []int{17}, win: big.NewRat(35, 1)},
		{bet: "straight", numbers: []int{0}, win: big.NewRat(35, 1)},
		{bet: "split", numbers: []int{20, 17}, win: big.NewRat(17, 1)},
		{bet: "split", numbers: []int{0, 2}, win: big.NewRat(17, 1)},
		{bet: "street", numbers: []int{31, 32, 33}, win: big.NewRat(11, 1)},
		{bet: "corner", numbers: []int{1, 2, 4, 5}, win: big.NewRat(8, 1)},
		{bet: "first_four", numbers: []int{0, 1, 2, 3}, win: big.NewRat(8, 1)},
		{bet: "six_line", numbers: []int{13, 14, 15, 16, 17, 18}, win: big.NewRat(5, 1)},
		{bet: "column", numbers: column, win: big.NewRat(2, 1)},
		{bet: "dozen", numbers: dozen, win: big.NewRat(2, 1)},
		{bet: "split_columns", numbers: splitColumns, win: big.NewRat(1, 2)},
		{bet: "red", covers: reds, win: big.NewRat(1, 1), half: true},
		{bet: "even", covers: func(n int) bool { return n != 0 && n%2 == 0 }, win: big.NewRat(1, 1), half: true},
	}
	for i := range bets {
		if bets[i].covers == nil {
			bets[i].covers = in(bets[i].numbers...)
		}
	}
	// Each spin, seat i+1 stakes 10.00 × (i+1) on bet i, settled as the
	// rules settle it.
	spins := []int{17, 0, 32, 5, 14, 2, 36}
	mean, second := new(big.Rat), new(big.Rat) // in cents, cents²
	actual := new(big.Rat)
	var wagers int64
	var handle rules.Money
	for h, n := range spins {
		var ws []string
		for i, b := range bets {
			stake := int64(1000 * (i + 1))
			net := b.houseNet(n)
			result, payout, returned := "lose", "0.00", ""
			switch {
			case net.Sign() < 0:
				result = "win"
				payout = rules.Money(new(big.Rat).Mul(new(big.Rat).Neg(net), big.NewRat(stake, 1)).Num().Int64()).String()
			case net.Cmp(big.NewRat(1, 2)) == 0:
				returned = fmt.Sprintf(`, "returned": %q`, rules.Money(stake/2).String())
			}
			numbers := ""
			if b.numbers != nil {
				parts := make([]string, len(b.numbers))
				for j, x := range b.numbers {
					parts[j] = fmt.Sprint(x)
				}
				numbers = `, "numbers": [` + strings.Join(parts, ", ") + `]`
			}
			ws = append(ws, fmt.Sprintf(`{"seat": %d, "bet": %q%s, "amount": %q, "result": %q, "payout": %q%s}`,
				i+1, b.bet, numbers, rules.Money(stake).String(), result, payout, returned))
			actual.Add(actual, new(big.Rat).Mul(net, big.NewRat(stake, 1)))
			wagers++
			handle += rules.Money(stake)
			// The bet's mean and mean square per unit over the 37 numbers.
			m, m2 := new(big.Rat), new(big.Rat)
			for x := 0; x <= 36; x++ {
				v := b.houseNet(x)
				m.Add(m, new(big.Rat).Quo(v, big.NewRat(37, 1)))
				m2.Add(m2, new(big.Rat).Quo(new(big.Rat).Mul(v, v), big.NewRat(37, 1)))
			}
			a := big.NewRat(stake, 1)
			mean.Add(mean, new(big.Rat).Mul(m, a))
			second.Add(second, new(big.Rat).Mul(new(big.Rat).Sub(m2, new(big.Rat).Mul(m, m)), new(big.Rat).Mul(a, a)))
		}
		rec := fmt.Sprintf(`{"table_id": "RL-1", "hand_number": %d, "game": "roulette", "dealt_at": "2026-11-21T22:%02d:00-07:00",
		 "number": %d, "wagers": [%s]}`, h+1, h, n, strings.Join(ws, ",\n"))
		a, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(rec))
		if err != nil {
			t.Fatalf("spin %d: %v", h+1, err)
		}
		if a.Verdict != models.VerdictVerified {
			t.Fatalf("spin %d on %d: %+v", h+1, n, a.Findings)
		}
	}
	// Whole cents: the spins' stakes are multiples of 10.00.
	if !actual.IsInt() {
		t.Fatalf("actual %s", actual)
	}
	bj := `{"table_id": "BJ-1", "hand_number": 1, "game": "blackjack-uk", "dealt_at": "2026-11-21T22:14:05-07:00",
	 "cards": {"dealer": ["6H", "TS", "5C"], "boxes": [{"box": 1, "cards": ["AS", "KD"]}]},
	 "wagers": [{"seat": 1, "bet": "hand_1", "amount": "10.00", "result": "win", "payout": "15.00"},
	            {"seat": 1, "bet": "perfect_pairs", "amount": "5.00", "result": "lose", "payout": "0.00"}]}`
	if a, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(bj)); err != nil || a.Verdict != models.VerdictVerified {
		t.Fatalf("blackjack hand: %v %+v", err, a.Findings)
	}
	for _, table := range []string{"RL-1", "BJ-1"} {
		if _, err := l.RecordDropCount(ctx, count, countSheetIn(table, "2026-11-21", rules.Dollars(5000), "")); err != nil {
			t.Fatal(err)
		}
	}
	build := func(kind string) reports.Built {
		t.Helper()
		b, err := gen.Build(ctx, reports.Request{Kind: kind, PropertyID: prop.ID, GamingDay: "2026-11-21",
			Trigger: models.TriggerOnDemand, By: "user:pat"})
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		return b
	}
	wantMean := halfAway(mean)
	sd := new(big.Float).SetPrec(256).SetRat(second)
	wantSD := halfAway(func() *big.Rat { r, _ := sd.Sqrt(sd).Rat(nil); return r }())
	stat := build(reports.KindStatistical)
	var rl, bjRow reports.Expectation
	for _, r := range stat.Data.(reports.Statistical).Rows {
		if r.Level == reports.LevelTable && r.ID == "RL-1" {
			rl = r.Expect.Day
		}
		if r.Level == reports.LevelTable && r.ID == "BJ-1" {
			bjRow = r.Expect.Day
		}
	}
	if rl.Wagers != wagers || rl.Handle != handle || rl.UncoveredHandle() != 0 || rl.Actual != rules.Money(actual.Num().Int64()) {
		t.Errorf("RL-1: %d wagers, handle %s, not covered %s (%v), win %s; want %d, %s, 0.00, %s",
			rl.Wagers, rl.Handle, rl.UncoveredHandle(), rl.Uncovered, rl.Actual, wagers, handle, rules.Money(actual.Num().Int64()))
	}
	if rl.Mean() != wantMean || rl.SD() != wantSD {
		t.Errorf("RL-1: expected win %s, SD %s; the pay tables give %s (%s cents exactly) and %s", rl.Mean(), rl.SD(), wantMean, mean.FloatString(4), wantSD)
	}
	// The blackjack table: the side wager covered, the hand named.
	hand := reports.Uncovered{Game: "blackjack-uk", Bet: "hand_1"}
	for k := range bjRow.Uncovered {
		if k.Game == hand.Game && k.Bet == hand.Bet {
			hand.Reason = k.Reason
		}
	}
	if bjRow.Wagers != 1 || bjRow.Handle != 500 || bjRow.Uncovered[hand] != 1000 || !strings.Contains(hand.Reason, "decisions") {
		t.Errorf("BJ-1: %d wagers, handle %s, not covered %v", bjRow.Wagers, bjRow.Handle, bjRow.Uncovered)
	}
	checkUncoveredSection(t, stat.Doc, "Blackjack", "hand_1", hand.Reason, "10.00", "roulette")

	month := build(reports.KindMonthly)
	for _, r := range month.Data.(reports.Monthly).Tables {
		if r.Name == "RL-1" && (r.Expect.Mean() != wantMean || r.Expect.SD() != wantSD || r.Expect.UncoveredHandle() != 0) {
			t.Errorf("monthly RL-1: expected win %s, SD %s, not covered %s; want %s, %s, 0.00", r.Expect.Mean(), r.Expect.SD(), r.Expect.UncoveredHandle(), wantMean, wantSD)
		}
	}
	checkUncoveredSection(t, month.Doc, "Blackjack", "hand_1", hand.Reason, "10.00", "roulette")
}

// checkUncoveredSection finds a report's "Not covered by the expected win"
// section and the row naming game and bet, with its reason and handle;
// no row may name absent.
func checkUncoveredSection(t *testing.T, d render.Document, game, bet, reason, handle, absent string) {
	t.Helper()
	for _, sec := range d.Sections {
		if sec.Title != "Not covered by the expected win" {
			continue
		}
		found := false
		for _, row := range sec.Rows {
			cells := make([]string, len(row))
			for i, c := range row {
				cells[i] = c.String()
			}
			line := strings.Join(cells, " | ")
			if strings.Contains(cells[0], game) && cells[1] == bet && cells[2] == reason && slices.Contains(cells[3:], handle) {
				found = true
			}
			if strings.Contains(strings.ToLower(line), absent) {
				t.Errorf("the section names %s: %s", absent, line)
			}
		}
		if !found {
			t.Errorf("%s: the section does not name %s %s (%s, %s): %+v", d.Title, game, bet, reason, handle, sec.Rows)
		}
		return
	}
	t.Errorf("%s: no section names the bets not covered", d.Title)
}

// halfAway rounds cents to the cent, half away from zero.
func halfAway(r *big.Rat) rules.Money {
	num := new(big.Int).Abs(r.Num())
	q, m := new(big.Int).QuoRem(num, r.Denom(), new(big.Int))
	if new(big.Int).Lsh(m, 1).Cmp(r.Denom()) >= 0 {
		q.Add(q, big.NewInt(1))
	}
	if r.Sign() < 0 {
		q.Neg(q)
	}
	return rules.Money(q.Int64())
}

// countSheetIn is a drop count of amount in the fewest usual bills, by a
// count team of three, from 06:00 to 06:30 UTC of the day after day.
func countSheetIn(table string, day models.Day, amount rules.Money, note string) ledger.DropCountInput {
	start := day.Time(time.UTC).Add(30 * time.Hour)
	return ledger.DropCountInput{TableID: table, GamingDay: day, Amount: amount, Denominations: models.BillsFor(amount),
		Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, StartedAt: start, EndedAt: start.Add(30 * time.Minute), Note: note}
}
