package ledger_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// progGame is a game for these tests: each wager is a progressive one; a
// seat named in "top" hits the top award (100% of the meter), one in
// "half" a lower line (50%), paid first; others lose.
type progGame struct{}

var progRule = rules.At(rules.Seed001, "135-147")

func (progGame) Info() rules.GameInfo {
	return rules.GameInfo{ID: "test-progressive", Name: "Progressive test", Family: "test", Banking: "house",
		Wagers: []rules.WagerInfo{{Bet: "progressive", Progressive: true, Rule: progRule}}}
}

type progSettings struct{}

func (progSettings) Values() map[string]string { return map[string]string{} }

func (progGame) Settings(map[string]string) (rules.Settings, error) { return progSettings{}, nil }
func (g progGame) EntryForm(rules.Settings) rules.EntryForm {
	return rules.EntryForm{Sections: []rules.EntrySection{rules.WagersSection(g.Info(), 4, false)}}
}

type progRecord struct {
	rules.Envelope
	Wagers []rules.WagerRecord `json:"wagers"`
	Top    []int               `json:"top"`
	Half   []int               `json:"half"`
}

type progHand struct {
	r      progRecord
	wagers []rules.Wager
}

func (progGame) Decode(b []byte) (rules.Hand, error) {
	var r progRecord
	if err := rules.DecodeStrict(b, &r); err != nil {
		return nil, err
	}
	errs := &rules.InputError{}
	ws := rules.ParseWagers(r.Wagers, []string{"progressive"}, errs)
	return &progHand{r: r, wagers: ws}, errs.Err()
}

func (h *progHand) Envelope() rules.Envelope { return h.r.Envelope }

func (h *progHand) Verify(rules.Settings) (*rules.Verdict, error) {
	v := &rules.Verdict{}
	has := func(list []int, seat int) bool {
		for _, s := range list {
			if s == seat {
				return true
			}
		}
		return false
	}
	for _, w := range h.wagers {
		switch {
		case has(h.r.Top, w.Seat):
			v.SettleMeter(w, rules.Result{Result: rules.Win}, 10000, progRule)
			v.Settlements[len(v.Settlements)-1].Meter.Line, v.Settlements[len(v.Settlements)-1].Meter.Order = "Top award", 2
		case has(h.r.Half, w.Seat):
			v.SettleMeter(w, rules.Result{Result: rules.Win}, 5000, progRule)
			v.Settlements[len(v.Settlements)-1].Meter.Line, v.Settlements[len(v.Settlements)-1].Meter.Order = "Half", 1
		default:
			v.Settle(w, rules.Result{Result: rules.Lose}, progRule, rules.Cite{})
		}
	}
	return v, nil
}

type progFixture struct {
	store  *models.Store
	ledger *ledger.Ledger
	src    ledger.Source
	hand   int
	mu     sync.Mutex
}

func newProg(t testing.TB, pool ledger.PoolInput, tables ...string) *progFixture {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, rules.NewRegistry(progGame{}), nil)
	l.SetClock(fixedNow)
	if _, err := l.CreatePool(ctx, "user:admin", pool); err != nil {
		t.Fatal(err)
	}
	for _, id := range tables {
		if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: id, Game: "test-progressive"}); err != nil {
			t.Fatal(err)
		}
		if err := l.LinkPool(ctx, "user:admin", pool.ID, id, "progressive"); err != nil {
			t.Fatal(err)
		}
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	return &progFixture{store: s, ledger: l, src: ledger.Source{User: &boss}}
}

// post records a hand at table with a $1 progressive wager for each seat,
// top and half naming hitting seats, payouts as declared.
func (f *progFixture) post(t testing.TB, table string, seats []int, top, half []int, declared map[int]string) ledger.Answer {
	t.Helper()
	f.mu.Lock()
	f.hand++
	n := f.hand
	f.mu.Unlock()
	var ws []map[string]any
	for _, s := range seats {
		w := map[string]any{"seat": s, "bet": "progressive", "amount": "1.00", "result": "lose", "payout": "0.00"}
		if p, ok := declared[s]; ok {
			w["result"], w["payout"] = "win", p
		}
		ws = append(ws, w)
	}
	rec, _ := json.Marshal(map[string]any{"table_id": table, "hand_number": n, "game": "test-progressive",
		"dealt_at": "2026-11-21T20:00:00-07:00", "wagers": ws, "top": top, "half": half})
	a, err := f.ledger.Record(context.Background(), f.src, rec)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func (f *progFixture) meters(t testing.TB, pool string) models.PoolEvent {
	t.Helper()
	e, err := f.store.LastPoolEvent(context.Background(), pool)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// Contributions round down to the cent and carry the fraction: at 13.33%
// four $1 wagers are 53.32 cents, 53 on the meter and 0.32 carried.
func TestContributionsCarryFractions(t *testing.T) {
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(1000), MainRate: 1333}, "T-1")
	a := f.post(t, "T-1", []int{1, 2, 3, 4}, nil, nil, nil)
	if a.Verdict != models.VerdictVerified {
		t.Fatalf("%+v", a)
	}
	m := f.meters(t, "P")
	if m.MainAfter != rules.Dollars(1000)+53 || m.CarryAfter != 3200 {
		t.Errorf("main %s carry %d, want 1000.53 and 3200 (0.32 of a cent)", m.MainAfter, m.CarryAfter)
	}
	f.post(t, "T-1", []int{1, 2}, nil, nil, nil) // 2 × 13.33 + 0.32 = 26.98
	if m := f.meters(t, "P"); m.MainAfter != rules.Dollars(1000)+53+26 || m.CarryAfter != 9800 {
		t.Errorf("main %s carry %d", m.MainAfter, m.CarryAfter)
	}
}

// A top award pays the whole meter, which resets to the seed; a declared
// payout that differs is a finding naming the meter's amount.
func TestHitPaysTheMeterAndResets(t *testing.T) {
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(1000), MainRate: 5000}, "T-1")
	// Four $1 wagers add $2.00; seat 2 hits the top award: $1,002.00.
	a := f.post(t, "T-1", []int{1, 2, 3, 4}, []int{2}, nil, map[int]string{2: "1002.00"})
	if a.Verdict != models.VerdictVerified {
		t.Fatalf("top award: %+v", a)
	}
	if m := f.meters(t, "P"); m.MainAfter != rules.Dollars(1000) || m.Kind != ledger.EventReset {
		t.Errorf("after the hit: %+v", m)
	}
	a = f.post(t, "T-1", []int{1, 2}, []int{1}, nil, map[int]string{1: "1500.00"})
	if a.Verdict != models.VerdictDiscrepancy || len(a.Findings) != 1 || a.Findings[0].Expected != "1001.00" || a.Findings[0].Field != "payout" {
		t.Errorf("a wrong jackpot payout: %+v", a)
	}
	// Two hits in one round: the lower line first (50% of 1,002.00 =
	// 501.00), then the top award takes what is left, 501.00.
	a = f.post(t, "T-1", []int{1, 2, 3, 4}, []int{1}, []int{4}, map[int]string{1: "501.00", 4: "501.00"})
	if a.Verdict != models.VerdictVerified {
		t.Errorf("two hits: %+v", a)
	}
}

// A prize above the threshold waits for another supervisor; the meter shows
// it as pending meanwhile.
func TestPendingHit(t *testing.T) {
	limit := rules.Dollars(500)
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(1000), MainRate: 0, PendingThreshold: &limit}, "T-1")
	f.post(t, "T-1", []int{1}, []int{1}, nil, map[int]string{1: "1000.00"})
	events, _ := f.store.PoolEvents(context.Background(), "P", 0, 100)
	var pending models.PoolEvent
	for _, e := range events {
		if e.Kind == ledger.EventHitPending {
			pending = e
		}
	}
	if pending.Pending != rules.Dollars(1000) || pending.PendingAfter != rules.Dollars(1000) {
		t.Fatalf("pending hit %+v", pending)
	}
	ctx := context.Background()
	if _, err := f.ledger.ConfirmHit(ctx, "user:pat", "P", pending.Seq); err == nil {
		t.Error("the user who recorded the hand confirmed its prize")
	}
	c, err := f.ledger.ConfirmHit(ctx, "user:sam", "P", pending.Seq)
	if err != nil || c.PendingAfter != 0 || c.Approver != "user:sam" {
		t.Fatalf("confirm: %+v %v", c, err)
	}
	if _, err := f.ledger.ConfirmHit(ctx, "user:kim", "P", pending.Seq); err == nil {
		t.Error("a prize was confirmed twice")
	}
}

func TestAdjustmentAndTransfer(t *testing.T) {
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(100), MainRate: 1000, ReserveRate: 500}, "T-1")
	ctx := context.Background()
	if _, err := f.ledger.CreatePool(ctx, "user:admin", ledger.PoolInput{ID: "Q", Seed: rules.Dollars(50), MainRate: 1000}); err != nil {
		t.Fatal(err)
	}
	f.post(t, "T-1", []int{1, 2}, nil, nil, nil) // main +0.20, reserve +0.10
	if _, err := f.ledger.RequestAdjustment(ctx, "user:dana", "P", 0, "x"); err == nil {
		t.Error("a zero adjustment was accepted")
	}
	req, err := f.ledger.RequestAdjustment(ctx, "user:dana", "P", rules.Dollars(-10), "meter display fault reconciled")
	if err != nil {
		t.Fatal(err)
	}
	if req.MainAfter != rules.Dollars(100)+20 {
		t.Errorf("a request moved the meter: %+v", req)
	}
	if _, err := f.ledger.ApproveAdjustment(ctx, "user:dana", "P", req.Seq); err == nil {
		t.Error("the requester approved the adjustment")
	}
	adj, err := f.ledger.ApproveAdjustment(ctx, "user:lee", "P", req.Seq)
	if err != nil || adj.MainAfter != rules.Dollars(90)+20 || adj.Actor != "user:dana" || adj.Approver != "user:lee" {
		t.Fatalf("approve: %+v %v", adj, err)
	}
	if err := f.ledger.ClosePool(ctx, "user:admin", "P", "Q"); err != nil {
		t.Fatal(err)
	}
	if m := f.meters(t, "Q"); m.MainAfter != rules.Dollars(50)+rules.Dollars(90)+20 || m.ReserveAfter != 10 {
		t.Errorf("after the transfer Q holds %+v", m)
	}
	if m := f.meters(t, "P"); m.MainAfter != 0 || m.ReserveAfter != 0 {
		t.Errorf("P after closing: %+v", m)
	}
	rec := `{"table_id": "T-1", "hand_number": 99, "game": "test-progressive", "dealt_at": "2026-11-21T20:00:00-07:00",
	  "wagers": [{"seat": 1, "bet": "progressive", "amount": "1.00", "result": "lose", "payout": "0.00"}]}`
	if _, err := f.ledger.Record(ctx, f.src, []byte(rec)); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("a hand fed a closed pool: %v", err)
	}
}

// Property: random rounds of contributions, hits, pending confirmations and
// adjustments never create or lose a cent. At every event the pool owes
// (main + reserve + pending) exactly what was put in (seed, contributions,
// house-funded resets, adjustments, transfers) less the prizes paid.
func TestPoolsNeitherCreateNorLoseMoney(t *testing.T) {
	limit := rules.Dollars(40)
	cp := rules.Dollars(60)
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(20), MainRate: 1777, ReserveRate: 333,
		Cap: &cp, PendingThreshold: &limit}, "T-1", "T-2")
	r := rand.New(rand.NewPCG(7, 11))
	ctx := context.Background()
	for round := range 150 {
		table := []string{"T-1", "T-2"}[r.IntN(2)]
		n := 1 + r.IntN(6)
		seats := make([]int, n)
		for i := range seats {
			seats[i] = i + 1
		}
		var top, half []int
		switch x := r.IntN(10); {
		case x == 0:
			top = []int{1 + r.IntN(n)}
		case x == 1:
			half = []int{1 + r.IntN(n)}
		}
		// Declared payouts may be wrong: the meter pays what it holds.
		declared := map[int]string{}
		for _, s := range append(top, half...) {
			declared[s] = fmt.Sprintf("%d.00", r.IntN(100))
		}
		f.post(t, table, seats, top, half, declared)
		if round%17 == 0 {
			if req, err := f.ledger.RequestAdjustment(ctx, "user:a", "P", rules.Money(r.IntN(500)+1), "test"); err == nil {
				if _, err := f.ledger.ApproveAdjustment(ctx, "user:b", "P", req.Seq); err != nil {
					t.Fatal(err)
				}
			}
		}
		if round%23 == 0 {
			events, _ := f.store.PoolEvents(ctx, "P", 0, 10000)
			for _, e := range events {
				if e.Kind == ledger.EventHitPending {
					_, _ = f.ledger.ConfirmHit(ctx, "user:sup", "P", e.Seq)
				}
			}
		}
	}
	events, err := f.store.PoolEvents(ctx, "P", 0, 100000)
	if err != nil {
		t.Fatal(err)
	}
	var in, paid, stakes rules.Money
	hits := 0
	for i, e := range events {
		if e.Seq != int64(i+1) {
			t.Fatalf("event %d has seq %d", i, e.Seq)
		}
		switch e.Kind {
		case ledger.EventOpened, ledger.EventContribution, ledger.EventAdjustment, ledger.EventTransferIn:
			in += e.Main + e.Reserve
		case ledger.EventReset:
			in += e.Main + e.Reserve // the house's part; the reserve's moves within the pool
		case ledger.EventHit:
			paid += -e.Main
			hits++
		case ledger.EventHitConfirmed:
			paid += -e.Pending
			hits++
		case ledger.EventHitPending, ledger.EventAdjustmentRequest:
			if e.Main+e.Reserve+e.Pending != 0 {
				t.Fatalf("event %d (%s) changed what the pool owes: %+v", e.Seq, e.Kind, e)
			}
		default:
			t.Fatalf("unexpected event %s", e.Kind)
		}
		if e.Kind == ledger.EventContribution {
			stakes += e.Main + e.Reserve
		}
		if owed := e.MainAfter + e.ReserveAfter + e.PendingAfter; owed != in-paid {
			t.Fatalf("after event %d (%s) the pool owes %s; put in %s less paid %s is %s", e.Seq, e.Kind, owed, in, paid, in-paid)
		}
		if e.MainAfter < 0 || e.ReserveAfter < 0 || e.PendingAfter < 0 || e.MainAfter > cp {
			t.Fatalf("event %d leaves meters %s / %s / %s", e.Seq, e.MainAfter, e.ReserveAfter, e.PendingAfter)
		}
	}
	if hits == 0 || stakes == 0 {
		t.Fatalf("the random rounds hit nothing (%d hits, %s contributed)", hits, stakes)
	}
}

// Hits on several tables of one pool at once are serialized by the pool's
// lock: every hit pays a share of the meter as the one before left it.
func TestConcurrentHits(t *testing.T) {
	if !strings.HasPrefix(modeltest.Describe(), "PostgreSQL") {
		t.Skip("concurrent writers are a PostgreSQL matter: SQLite serializes its writers; run with CASINO_TEST_DATABASE_URL")
	}
	tables := []string{"T-1", "T-2", "T-3", "T-4"}
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(1000), MainRate: 1000}, tables...)
	var wg sync.WaitGroup
	for _, tb := range tables {
		for range 5 {
			wg.Go(func() { f.post(t, tb, []int{1, 2, 3}, nil, []int{2}, map[int]string{2: "0.00"}) })
		}
	}
	wg.Wait()
	events, err := f.store.PoolEvents(context.Background(), "P", 0, 10000)
	if err != nil {
		t.Fatal(err)
	}
	prev := models.PoolEvent{}
	hits := 0
	for i, e := range events {
		if e.Seq != int64(i+1) {
			t.Fatalf("seq %d at %d", e.Seq, i)
		}
		if i > 0 && e.MainAfter != prev.MainAfter+e.Main {
			t.Fatalf("event %d does not follow event %d: %s + %s != %s", e.Seq, prev.Seq, prev.MainAfter, e.Main, e.MainAfter)
		}
		if e.Kind == ledger.EventHit {
			hits++
			if want := rules.Rate(5000).Of(prev.MainAfter, rules.DownToCent); -e.Main != want {
				t.Errorf("hit %d paid %s; half of %s is %s", e.Seq, -e.Main, prev.MainAfter, want)
			}
		}
		prev = e
	}
	if hits != 20 {
		t.Errorf("%d hits, want 20", hits)
	}
}

// A pool whose table dealt hands on a day and has no meter reading of the
// day is on the day's checklist until the meter is read.
func TestChecklistMeterNotRead(t *testing.T) {
	f := newProg(t, ledger.PoolInput{ID: "P", Name: "Mega", Seed: rules.Dollars(1000), MainRate: 1000}, "T-1")
	ctx := context.Background()
	a := f.post(t, "T-1", []int{1}, nil, nil, nil)
	prop, err := f.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	list, err := f.ledger.DayChecklist(ctx, prop.ID, a.GamingDay)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.MetersNotRead) != 1 || list.MetersNotRead[0].TableID != "P" || list.MetersNotRead[0].Detail != "Mega" {
		t.Fatalf("meters not read %+v", list.MetersNotRead)
	}
	// The day before saw no hand: nothing to read.
	if before, _ := f.ledger.DayChecklist(ctx, prop.ID, a.GamingDay.AddDays(-1)); len(before.MetersNotRead) != 0 {
		t.Errorf("the day before: %+v", before.MetersNotRead)
	}
	boss, err := f.store.UserByName(ctx, "pat")
	if err != nil {
		t.Fatal(err)
	}
	start, _, err := prop.GamingDayBounds(a.GamingDay)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ledger.RecordMeterReading(ctx, boss, ledger.MeterReadingInput{PoolID: "P", Amount: rules.Dollars(1000),
		ReadAt: start.Add(23 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if list, _ = f.ledger.DayChecklist(ctx, prop.ID, a.GamingDay); len(list.MetersNotRead) != 0 {
		t.Errorf("after the reading: %+v", list.MetersNotRead)
	}
}
