package models_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// recordFixture is a property's two tables, a station and a user.
type recordFixture struct {
	store     *models.Store
	prop      models.Property
	tables    [2]models.Table
	stationID int64
	userID    int64
}

func newRecordFixture(t *testing.T) recordFixture {
	t.Helper()
	return newRecordFixtureOn(t, modeltest.Open(t))
}

func newRecordFixtureOn(t *testing.T, s *models.Store) recordFixture {
	t.Helper()
	ctx := context.Background()
	prop, err := s.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	f := recordFixture{store: s, prop: prop}
	for i, id := range []string{"BAC-2", "BAC-1"} {
		f.tables[i] = models.Table{ID: id, PropertyID: prop.ID, Game: "baccarat-co", Settings: fmt.Sprintf(`{"commission_rate":"%d"}`, 5+i),
			CreatedAt: time.Now().UTC()}
		if err := s.CreateTable(ctx, &f.tables[i]); err != nil {
			t.Fatal(err)
		}
	}
	st := models.Station{Name: "station-1", TokenHash: "hash-1", CreatedAt: time.Now().UTC()}
	if err := s.CreateStation(ctx, &st, []string{"BAC-1", "BAC-2"}); err != nil {
		t.Fatal(err)
	}
	u := models.User{Name: "pat", Role: "pit_boss", CreatedAt: time.Now().UTC()}
	if err := s.CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	f.stationID, f.userID = st.ID, u.ID
	return f
}

func (f recordFixture) state(i int) models.TableState {
	return models.TableState{TableID: f.tables[i].ID, Game: f.tables[i].Game, Settings: f.tables[i].Settings,
		TimeZone: f.prop.TimeZone, GamingDayStart: f.prop.GamingDayStart}
}

// distinctHand is a hand in which every column holds a value no other
// column of any hand written by the test holds, so that a column written
// in its neighbour's place cannot go unnoticed.
func (f recordFixture) distinctHand(k int, table int, number int64, findings int) models.HandWrite {
	base := rules.Money(1000 * (k + 1))
	at := time.Date(2026, 11, 21, 22, 0, k, 123456000, time.UTC)
	h := &models.Hand{
		TableID: f.tables[table].ID, HandNumber: number, Game: "baccarat-co", PropertyID: f.prop.ID,
		GamingDay: models.Day(fmt.Sprintf("2026-11-%02d", 10+k)), DealtAt: at, ReceivedAt: at.Add(time.Second),
		Record: fmt.Sprintf(`{"record":%d}`, k), RecordSHA256: fmt.Sprintf("sha-%d", k), Settings: f.tables[table].Settings,
		Verdict: models.VerdictVerified, Outcome: fmt.Sprintf(`{"outcome":%d}`, k),
		Wagered: base + 1, HouseWin: base + 2, ExpectedHouseWin: base + 3, Commission: base + 4,
		ExpectedCommission: base + 5, Fees: base + 6, ExpectedFees: base + 7, PlayerDealerWin: base + 8,
		ExpectedPlayerDealerWin: base + 9,
	}
	if k%2 == 0 {
		h.StationID = &f.stationID
	} else {
		h.EnteredBy = &f.userID
	}
	for j := 0; j < 2; j++ {
		b := base + rules.Money(100*(j+1))
		h.Settlements = append(h.Settlements, models.Settlement{Seat: 10*k + j + 1, Backline: 10*k + j + 2,
			Bet: fmt.Sprintf("bet-%d-%d", k, j), Amount: b + 10, DeclaredResult: fmt.Sprintf("dr-%d-%d", k, j),
			DeclaredPayout: b + 11, DeclaredCommission: b + 12, DeclaredReturned: b + 13,
			ExpectedResult: fmt.Sprintf("er-%d-%d", k, j), ExpectedPayout: b + 14, ExpectedCommission: b + 15,
			ExpectedReturned: b + 16, Rule: fmt.Sprintf("seeds/rule-%d-%d", k, j)})
	}
	for j := 0; j < findings; j++ {
		h.Verdict = models.VerdictDiscrepancy
		h.Findings = append(h.Findings, models.Finding{Seat: 100*k + j, Bet: fmt.Sprintf("fbet-%d-%d", k, j),
			Field: fmt.Sprintf("field-%d-%d", k, j), Declared: fmt.Sprintf("decl-%d-%d", k, j),
			Expected: fmt.Sprintf("exp-%d-%d", k, j), Rule: fmt.Sprintf("frule-%d-%d", k, j),
			Message: fmt.Sprintf("msg-%d-%d", k, j), CreatedAt: at.Add(time.Duration(j+2) * time.Second)})
	}
	return models.HandWrite{Hand: h, State: f.state(table)}
}

func handEvent(w models.HandWrite) models.AuditEvent {
	return models.AuditEvent{Chain: models.TableChain(w.Hand.TableID), Actor: "test", Action: "hand.recorded",
		Subject: fmt.Sprintf("hand:%s/%d", w.Hand.TableID, w.Hand.HandNumber),
		Detail:  map[string]any{"hand_number": w.Hand.HandNumber}}
}

func sameInstant(a, b time.Time) bool { return a.Equal(b) }

// TestRecordHandsRoundTrip writes hands of two tables in one call and reads
// every column of every row back.
func TestRecordHandsRoundTrip(t *testing.T) {
	ctx := context.Background()
	f := newRecordFixture(t)
	// Tables and findings interleaved; the chains arrive out of name order.
	writes := []models.HandWrite{f.distinctHand(0, 0, 7, 2), f.distinctHand(1, 1, 3, 0), f.distinctHand(2, 0, 8, 0),
		f.distinctHand(3, 1, 4, 1)}
	events := make([]models.AuditEvent, len(writes))
	for i, w := range writes {
		events[i] = handEvent(w)
	}
	if err := f.store.RecordHands(ctx, writes, time.Now(), events); err != nil {
		t.Fatal(err)
	}
	seenIDs := map[int64]bool{}
	for k, w := range writes {
		want := w.Hand
		if want.ID == 0 || seenIDs[want.ID] {
			t.Fatalf("hand %d: id %d is missing or repeated", k, want.ID)
		}
		seenIDs[want.ID] = true
		if k > 0 && want.ID <= writes[k-1].Hand.ID {
			t.Errorf("hand %d: id %d does not follow the order given (previous %d)", k, want.ID, writes[k-1].Hand.ID)
		}
		got, err := f.store.HandByID(ctx, want.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.TableID != want.TableID || got.HandNumber != want.HandNumber || got.Game != want.Game ||
			got.PropertyID != want.PropertyID || got.GamingDay != want.GamingDay ||
			!sameInstant(got.DealtAt, want.DealtAt) || !sameInstant(got.ReceivedAt, want.ReceivedAt) ||
			got.Record != want.Record || got.RecordSHA256 != want.RecordSHA256 || got.Settings != want.Settings ||
			got.Verdict != want.Verdict || got.Outcome != want.Outcome {
			t.Errorf("hand %d: read back\n%+v\nwant\n%+v", k, got, *want)
		}
		gotMoney := []rules.Money{got.Wagered, got.HouseWin, got.ExpectedHouseWin, got.Commission, got.ExpectedCommission,
			got.Fees, got.ExpectedFees, got.PlayerDealerWin, got.ExpectedPlayerDealerWin}
		wantMoney := []rules.Money{want.Wagered, want.HouseWin, want.ExpectedHouseWin, want.Commission, want.ExpectedCommission,
			want.Fees, want.ExpectedFees, want.PlayerDealerWin, want.ExpectedPlayerDealerWin}
		if fmt.Sprint(gotMoney) != fmt.Sprint(wantMoney) {
			t.Errorf("hand %d: totals %v, want %v", k, gotMoney, wantMoney)
		}
		if fmt.Sprint(got.StationID != nil, got.EnteredBy != nil) != fmt.Sprint(want.StationID != nil, want.EnteredBy != nil) ||
			(got.StationID != nil && *got.StationID != *want.StationID) || (got.EnteredBy != nil && *got.EnteredBy != *want.EnteredBy) {
			t.Errorf("hand %d: station %v entered by %v, want %v and %v", k, got.StationID, got.EnteredBy, want.StationID, want.EnteredBy)
		}
		if len(got.Settlements) != len(want.Settlements) {
			t.Fatalf("hand %d: %d settlements, want %d", k, len(got.Settlements), len(want.Settlements))
		}
		for j, s := range got.Settlements {
			ws := want.Settlements[j]
			ws.ID = s.ID
			if ws.HandID != want.ID {
				t.Errorf("hand %d settlement %d: the caller's copy names hand %d, want %d", k, j, ws.HandID, want.ID)
			}
			if s != ws {
				t.Errorf("hand %d settlement %d: read back\n%+v\nwant\n%+v", k, j, s, ws)
			}
		}
		if len(got.Findings) != len(want.Findings) {
			t.Fatalf("hand %d: %d findings, want %d", k, len(got.Findings), len(want.Findings))
		}
		for j, fnd := range got.Findings {
			wf := want.Findings[j]
			if wf.ID != fnd.ID || wf.HandID != want.ID {
				t.Errorf("hand %d finding %d: the caller's copy has id %d of hand %d, stored id %d of hand %d", k, j, wf.ID, wf.HandID, fnd.ID, want.ID)
			}
			if fnd.Seat != wf.Seat || fnd.Bet != wf.Bet || fnd.Field != wf.Field || fnd.Declared != wf.Declared ||
				fnd.Expected != wf.Expected || fnd.Rule != wf.Rule || fnd.Message != wf.Message || !sameInstant(fnd.CreatedAt, wf.CreatedAt) {
				t.Errorf("hand %d finding %d: read back\n%+v\nwant\n%+v", k, j, fnd, wf)
			}
		}
	}
	// Each table's chain holds its hands' entries in the order given.
	for _, table := range f.tables {
		chain := models.TableChain(table.ID)
		entries, err := f.store.AuditEntries(ctx, models.AuditFilter{Chain: chain})
		if err != nil {
			t.Fatal(err)
		}
		var subjects []string
		for i, e := range entries {
			if e.Seq != int64(i+1) {
				t.Errorf("%s entry %d has seq %d", chain, i, e.Seq)
			}
			subjects = append(subjects, e.Subject)
		}
		var want []string
		for _, w := range writes {
			if w.Hand.TableID == table.ID {
				want = append(want, handEvent(w).Subject)
			}
		}
		if fmt.Sprint(subjects) != fmt.Sprint(want) {
			t.Errorf("%s: entries %v, want %v", chain, subjects, want)
		}
	}
	report, err := f.store.VerifyAudit(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range report.Chains {
		if r.Broken != nil {
			t.Errorf("chain %s is broken at %+v", r.Chain, *r.Broken)
		}
	}
}

// countRows counts hands, settlements, findings and audit entries.
func countRows(t *testing.T, s *models.Store) string {
	t.Helper()
	var out string
	for _, table := range []string{"hands", "settlements", "findings", "audit_entries"} {
		var n int64
		if err := s.DB().Table(table).Count(&n).Error; err != nil {
			t.Fatal(err)
		}
		out += fmt.Sprintf("%s=%d ", table, n)
	}
	return out
}

// TestRecordHandsAllOrNothing: a taken key or a changed table refuses the
// whole call and writes nothing, not even the other hands' audit entries.
func TestRecordHandsAllOrNothing(t *testing.T) {
	ctx := context.Background()
	f := newRecordFixture(t)
	first := f.distinctHand(0, 0, 1, 1)
	if err := f.store.RecordHands(ctx, []models.HandWrite{first}, time.Now(), []models.AuditEvent{handEvent(first)}); err != nil {
		t.Fatal(err)
	}
	before := countRows(t, f.store)

	fresh, again := f.distinctHand(1, 1, 1, 1), f.distinctHand(2, 0, 1, 0)
	err := f.store.RecordHands(ctx, []models.HandWrite{fresh, again}, time.Now(), []models.AuditEvent{handEvent(fresh), handEvent(again)})
	if !errors.Is(err, models.ErrHandKeyTaken) {
		t.Fatalf("a batch holding a recorded key: %v, want ErrHandKeyTaken", err)
	}
	if after := countRows(t, f.store); after != before {
		t.Fatalf("a refused batch wrote rows: before %s, after %s", before, after)
	}

	changed := f.distinctHand(3, 1, 2, 0)
	changed.State.Settings = `{"commission_rate":"25"}`
	other := f.distinctHand(4, 0, 2, 0)
	err = f.store.RecordHands(ctx, []models.HandWrite{other, changed}, time.Now(), []models.AuditEvent{handEvent(other), handEvent(changed)})
	if !errors.Is(err, models.ErrTableChanged) {
		t.Fatalf("a hand verified with other settings: %v, want ErrTableChanged", err)
	}
	if after := countRows(t, f.store); after != before {
		t.Fatalf("a refused batch wrote rows: before %s, after %s", before, after)
	}
	// The same hands with the table as it is are written.
	err = f.store.RecordHands(ctx, []models.HandWrite{other}, time.Now(), []models.AuditEvent{handEvent(other)})
	if err != nil {
		t.Fatal(err)
	}
}

// Two processes writing hands to the same table's chain each link the
// entries to the head they last wrote, which the other has moved on: the
// database refuses the stale link, and the entry is linked again. Audit
// entries written meanwhile by other means, and hands written in a
// caller's transaction, keep the chain whole too.
func TestRecordHandsFromTwoProcesses(t *testing.T) {
	ctx := context.Background()
	url, key := modeltest.URL(t), modeltest.KeyFile(t)
	stores := [2]*models.Store{openStore(t, url), openStore(t, url)}
	for _, s := range stores {
		if err := s.OpenAuditKey(ctx, key); err != nil {
			t.Fatal(err)
		}
	}
	f := newRecordFixtureOn(t, stores[0])
	chain := models.TableChain(f.tables[0].ID)
	for k := 0; k < 8; k++ {
		s := stores[k%2]
		w := f.distinctHand(k, 0, int64(k+1), k%2)
		write := func(ctx context.Context) error {
			return s.RecordHands(ctx, []models.HandWrite{w}, time.Now(), []models.AuditEvent{handEvent(w)})
		}
		var err error
		switch k {
		case 3:
			err = s.InTx(ctx, func(ctx context.Context) error {
				return s.Audit(ctx, time.Now(), models.AuditEvent{Chain: chain, Actor: "test", Action: "table.changed", Subject: chain})
			})
			if err == nil {
				err = write(ctx)
			}
		case 5:
			err = s.InTx(ctx, write)
		default:
			err = write(ctx)
		}
		if err != nil {
			t.Fatalf("hand %d by store %d: %v", k+1, k%2, err)
		}
	}
	rep, err := stores[1].VerifyAudit(ctx)
	if err != nil {
		t.Fatalf("verify: %v %+v", err, rep)
	}
	if c := chainReport(t, rep, chain); c.Entries != 9 {
		t.Errorf("%s: %+v; want 9 entries (8 hands and one change)", chain, c)
	}
}
