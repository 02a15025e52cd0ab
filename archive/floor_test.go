package archive_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// floor is a property played at random: two baccarat tables, a Hold'em
// collection box and, from December, a Casino Stud table on a progressive
// pool; hands right and short-paid, corrections approved or not, fills
// and credits verified, voided or left, openers, closers and drop counts
// with recounts; each day closed and signed off when it ends.
type floor struct {
	t                      *testing.T
	rnd                    *rand.Rand
	store                  *models.Store
	ledger                 *ledger.Ledger
	gen                    *reports.Generator
	prop                   models.Property
	clock                  time.Time
	loc                    *time.Location
	boss, super, cage, cnt models.User
	olga                   models.User
	hands                  map[string]int
	discrepant             []int64
	// progressiveFrom is the first day CS-1 plays on the pool.
	progressiveFrom models.Day
}

func newFloor(t *testing.T, seed uint64) *floor {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	f := &floor{t: t, rnd: rand.New(rand.NewPCG(seed, 11)), store: s, hands: map[string]int{}}
	f.clock = time.Date(2025, 11, 1, 14, 0, 0, 0, time.UTC) // gaming day 2025-11-01 in Denver
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return f.clock })
	l.SetLateEntryWindow(10 * 365 * 24 * time.Hour)
	f.ledger = l
	f.gen = reports.NewGenerator(s, nil)
	f.gen.SetClock(func() time.Time { return f.clock })
	f.gen.SetOddsWait(0)
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone = "America/Denver"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	f.prop, _ = s.PropertyByCode(ctx, "main")
	f.loc, _ = f.prop.Location()
	for _, tb := range []ledger.TableInput{{ID: "BAC-1", Game: "baccarat-co"}, {ID: "BAC-2", Game: "baccarat-co"},
		{ID: "HE-1", Game: "holdem"}, {ID: "CS-1", Game: "casino-stud"}} {
		if _, err := l.CreateTable(ctx, "test", tb); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.CreatePool(ctx, "user:admin", ledger.PoolInput{ID: "PJ", Name: "Jackpot", Seed: rules.Dollars(1000), MainRate: 1500, ReserveRate: 500}); err != nil {
		t.Fatal(err)
	}
	// Linked when it opens, so that its first day has a book.
	if err := l.LinkPool(ctx, "user:admin", "PJ", "CS-1", "progressive"); err != nil {
		t.Fatal(err)
	}
	mk := func(name, role string) models.User {
		u, err := l.CreateUser(ctx, "test", name, role)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	f.boss, f.super, f.cage, f.cnt, f.olga = mk("pat", models.RolePitBoss), mk("sam", models.RolePitBoss),
		mk("cass", models.RoleCage), mk("cole", models.RoleCount), mk("olga", models.RoleCompliance)
	return f
}

func (f *floor) must(_ any, err error) {
	f.t.Helper()
	if err != nil {
		f.t.Fatal(err)
	}
}

func (f *floor) dealtAt(day models.Day) string {
	return day.Time(f.loc).Add(6*time.Hour + time.Duration(f.rnd.IntN(23*60))*time.Minute).Format(time.RFC3339)
}

func chips(denomination, count int64) models.ChipCount {
	return models.ChipCount{{Denomination: rules.Money(denomination), Count: count}}
}

// hand records one random hand at a table on a day.
func (f *floor) hand(table string, day models.Day) {
	f.t.Helper()
	f.hands[table]++
	n := f.hands[table]
	dealer := ""
	if f.rnd.IntN(4) > 0 {
		dealer = fmt.Sprintf(`"dealer_id": "D-%d", `, 1+f.rnd.IntN(3))
	}
	var raw string
	switch table {
	case "BAC-1", "BAC-2":
		stake := 5 * (1 + f.rnd.IntN(40))
		payout, commission := fmt.Sprintf("%d.00", stake), fmt.Sprintf("%d.%02d", stake*5/100, stake*5%100)
		if f.rnd.IntN(8) == 0 {
			payout = fmt.Sprintf("%d.00", stake-1)
		}
		raw = fmt.Sprintf(`{"table_id": %q, "hand_number": %d, "game": "baccarat-co", %s"dealt_at": %q,
		 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
		 "wagers": [{"seat": 3, "bet": "banker", "amount": "%d.00", "result": "win", "payout": %q, "commission": %q},
		            {"seat": 1, "bet": "player", "amount": "%d.00", "result": "lose", "payout": "0.00"}]}`,
			table, n, dealer, f.dealtAt(day), stake, payout, commission, 5+f.rnd.IntN(50))
	case "HE-1":
		fee := 1 + f.rnd.IntN(4)
		raw = fmt.Sprintf(`{"table_id": "HE-1", "hand_number": %d, "game": "holdem", %s"dealt_at": %q, "button": 3,
		 "board": ["AS", "KD", "7C", "2H", "9S"],
		 "seats": [{"seat": 1, "cards": ["AH", "AD"], "contributed": "50.00", "won": "%d.00"},
		           {"seat": 2, "folded": true, "contributed": "2.00", "won": "0.00"},
		           {"seat": 3, "cards": ["KS", "QS"], "contributed": "50.00", "won": "0.00"}],
		 "fees": [{"type": "regular", "amount": "%d.00"}]}`, n, dealer, f.dealtAt(day), 102-fee, fee)
	case "CS-1":
		ante := 5 * (1 + f.rnd.IntN(10))
		raw = fmt.Sprintf(`{"table_id": "CS-1", "hand_number": %d, "game": "casino-stud", %s"dealt_at": %q,
		 "cards": {"dealer": ["8S", "6D", "5C", "2S", "3H"],
		           "seats": [{"seat": 4, "cards": ["QC", "JD", "9H", "7S", "4D"]}]},
		 "wagers": [{"seat": 4, "bet": "ante", "amount": "%d.00", "result": "lose", "payout": "0.00"},
		            {"seat": 4, "bet": "progressive", "amount": "1.00", "result": "lose", "payout": "0.00"}]}`,
			n, dealer, f.dealtAt(day), ante)
	}
	a, err := f.ledger.Record(context.Background(), ledger.Source{User: &f.boss}, []byte(raw))
	if err != nil {
		f.t.Fatalf("%s hand %d: %v\n%s", table, n, err, raw)
	}
	if a.Verdict == models.VerdictDiscrepancy {
		f.discrepant = append(f.discrepant, a.HandID)
	}
}

// play fills a day with random records. From progressiveFrom on, CS-1
// plays on the pool.
func (f *floor) play(day models.Day) {
	ctx := context.Background()
	for _, table := range []string{"BAC-1", "BAC-2", "HE-1", "CS-1"} {
		if table == "CS-1" && (f.progressiveFrom == "" || day < f.progressiveFrom) {
			continue
		}
		if f.rnd.IntN(5) == 0 {
			continue
		}
		for range 1 + f.rnd.IntN(3) {
			f.hand(table, day)
		}
		if table == "HE-1" {
			f.must(f.ledger.RecordDropCount(ctx, f.cnt, countSheetIn(table, day, rules.Money(100*(1+f.rnd.IntN(12))), "")))
			continue
		}
		if f.rnd.IntN(3) == 0 {
			f.must(f.ledger.RecordInventory(ctx, f.boss, ledger.InventoryInput{TableID: table, GamingDay: day,
				Kind: models.InventoryOpener, Chips: chips(10000, int64(90+f.rnd.IntN(20)))}))
		}
		for range f.rnd.IntN(3) {
			kind := models.SlipFill
			if f.rnd.IntN(3) == 0 {
				kind = models.SlipCredit
			}
			r, err := f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: kind, TableID: table, GamingDay: day,
				Chips: chips(2500, int64(1+f.rnd.IntN(40)))})
			if err != nil {
				f.t.Fatal(err)
			}
			switch f.rnd.IntN(4) {
			case 0:
			case 1:
				f.must(f.ledger.VoidSlip(ctx, f.boss, r.ID, "wrong table"))
			default:
				f.must(f.ledger.VerifySlip(ctx, f.cage, r.ID))
			}
		}
		// A recount differs from the count before it: the same chips again
		// by the same person are refused (a second signature is another's).
		for i := range 1 + f.rnd.IntN(2) {
			f.must(f.ledger.RecordInventory(ctx, f.boss, ledger.InventoryInput{TableID: table, GamingDay: day,
				Kind: models.InventoryCloser, Chips: chips(10000, int64(90+30*i+f.rnd.IntN(30)))}))
		}
		for range f.rnd.IntN(3) {
			f.must(f.ledger.RecordDropCount(ctx, f.cnt, countSheetIn(table, day, rules.Money(100*(100+f.rnd.IntN(5000))), "")))
		}
	}
	if len(f.discrepant) > 0 && f.rnd.IntN(2) == 0 {
		id := f.discrepant[f.rnd.IntN(len(f.discrepant))]
		c, err := f.ledger.FileCorrection(ctx, f.boss, id, ledger.CorrectionInput{ReasonCode: "dealer_payout_error",
			Note: "paid\r\nthe rest", Adjustment: rules.Dollars(int64(1 + f.rnd.IntN(3)))})
		if err == nil && f.rnd.IntN(3) > 0 {
			f.must(f.ledger.ApproveCorrection(ctx, f.super, c.ID))
		}
	}
}

// run plays the days from..to, each closed and signed off after it ends.
func (f *floor) run(from, to models.Day) {
	ctx := context.Background()
	for day := from; day <= to; day = day.AddDays(1) {
		_, end, _ := f.prop.GamingDayBounds(day)
		f.clock = end.Add(-10 * time.Minute)
		if f.rnd.IntN(7) > 0 {
			f.play(day)
		}
		f.clock = end.Add(40 * time.Minute)
		if _, err := f.store.CloseDay(ctx, f.prop.ID, day, f.clock, "test"); err != nil {
			f.t.Fatal(err)
		}
		if _, err := f.ledger.SignOff(ctx, f.olga, f.prop.ID, day, ledger.SignOffInput{OverrideReason: "reviewed"}); err != nil {
			f.t.Fatal(err)
		}
	}
	// A sign-off changes its day's books: written again, as the scheduler
	// does within the quarter hour.
	if _, err := f.store.RefreshBooks(ctx, f.prop.ID, f.clock, "test"); err != nil {
		f.t.Fatal(err)
	}
}

// build builds a report.
func (f *floor) build(kind string, day models.Day) (reports.Built, error) {
	return f.gen.Build(context.Background(), reports.Request{Kind: kind, PropertyID: f.prop.ID, GamingDay: day,
		Trigger: models.TriggerOnDemand, By: "user:olga"})
}

// countSheetIn is a drop count of amount in the fewest usual bills, by a
// count team of three, from 06:00 to 06:30 UTC of the day after day.
func countSheetIn(table string, day models.Day, amount rules.Money, note string) ledger.DropCountInput {
	start := day.Time(time.UTC).Add(30 * time.Hour)
	return ledger.DropCountInput{TableID: table, GamingDay: day, Amount: amount, Denominations: models.BillsFor(amount),
		Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, StartedAt: start, EndedAt: start.Add(30 * time.Minute), Note: note}
}
