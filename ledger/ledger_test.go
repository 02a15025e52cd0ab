package ledger_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// fixedNow is the ledger's clock in these tests: after gaming day
// 2026-11-21, on which the fixtures deal.
func fixedNow() time.Time { return time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC) }

type fixture struct {
	store   *models.Store
	ledger  *ledger.Ledger
	station ledger.Source
	boss    models.User
	super   models.User
}

// setup makes a property in Denver, tables BAC-1 and HE-1, a station for
// both, and two pit bosses.
func setup(t testing.TB) fixture {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(fixedNow)
	p, err := s.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	p.TimeZone = "America/Denver"
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "BAC-1", Game: "baccarat-co"}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "HE-1", Game: "holdem"}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "BAC-2", Game: "baccarat-co"}); err != nil {
		t.Fatal(err)
	}
	_, token, err := l.CreateStation(ctx, "test", "st-1", []string{"BAC-1", "HE-1"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.StationByToken(ctx, token)
	if err != nil {
		t.Fatal(err)
	}
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	super, err := l.CreateUser(ctx, "test", "sam", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	return fixture{store: s, ledger: l, station: ledger.Source{Station: &st}, boss: boss, super: super}
}

// bac returns a baccarat-co record: the Player's 2 and king draw an ace (3),
// the Banker stands on 4-3 (7); the Banker wager wins 100 less 5%.
func bac(hand int, bankerPayout string) string {
	return fmt.Sprintf(`{"table_id": "BAC-1", "hand_number": %d, "game": "baccarat-co",
	 "dealt_at": "2026-11-21T22:14:05-07:00",
	 "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
	 "wagers": [
	   {"seat": 3, "bet": "banker", "amount": "100.00", "result": "win", "payout": %q, "commission": "5.00"},
	   {"seat": 5, "bet": "tie", "amount": "10.00", "result": "lose", "payout": "0.00"}]}`, hand, bankerPayout)
}

func countAudit(t *testing.T, s *models.Store, action string) int {
	t.Helper()
	es, err := s.AuditEntries(context.Background(), models.AuditFilter{Action: action, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	return len(es)
}

func TestRecordVerifiedHand(t *testing.T) {
	f := setup(t)
	a, err := f.ledger.Record(context.Background(), f.station, []byte(bac(1042, "100.00")))
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != 201 || a.Verdict != models.VerdictVerified || len(a.Findings) != 0 {
		t.Fatalf("answer %+v; want 201 verified", a)
	}
	// 22:14 in Denver on the 21st is gaming day 2026-11-21 (starts 06:00).
	if a.GamingDay != "2026-11-21" {
		t.Errorf("gaming day %s", a.GamingDay)
	}
	// The house collected the $10 tie and paid the banker $100 less $5.
	if a.Totals.HouseWin != rules.Dollars(-85) || a.Totals.Commission != rules.Dollars(5) || a.Totals.Wagered != rules.Dollars(110) {
		t.Errorf("totals %+v", a.Totals)
	}
	h, err := f.store.HandByID(context.Background(), a.HandID)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Settlements) != 2 || h.Record != bac(1042, "100.00") {
		t.Errorf("stored hand: %d settlements, record kept exactly: %v", len(h.Settlements), h.Record == bac(1042, "100.00"))
	}
	if n := countAudit(t, f.store, "hand.recorded"); n != 1 {
		t.Errorf("hand.recorded audit entries = %d", n)
	}
}

func TestRecordDiscrepancy(t *testing.T) {
	f := setup(t)
	a, err := f.ledger.Record(context.Background(), f.station, []byte(bac(7, "95.00")))
	if err != nil {
		t.Fatal(err)
	}
	if a.Verdict != models.VerdictDiscrepancy || len(a.Findings) != 1 {
		t.Fatalf("answer %+v; want one finding", a)
	}
	got := a.Findings[0]
	if got.Seat != 3 || got.Bet != "banker" || got.Field != "payout" || got.Declared != "95.00" || got.Expected != "100.00" ||
		got.Rule.File != rules.Seed003 || got.Rule.Lines == "" || got.ID == 0 {
		t.Errorf("finding %+v", got)
	}
	// The house win is what the table did; the expected one what the rules give.
	if a.Totals.HouseWin != rules.Dollars(-80) || a.Totals.ExpectedHouseWin != rules.Dollars(-85) {
		t.Errorf("totals %+v", a.Totals)
	}
}

func TestRepeatAndConflict(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	first, err := f.ledger.Record(ctx, f.station, []byte(bac(9, "95.00")))
	if err != nil {
		t.Fatal(err)
	}
	again, err := f.ledger.Record(ctx, f.station, []byte(bac(9, "95.00")))
	if err != nil {
		t.Fatal(err)
	}
	if again.Status != 200 {
		t.Errorf("repeat status %d", again.Status)
	}
	first.Status, again.Status = 0, 0
	j1, _ := json.Marshal(first)
	j2, _ := json.Marshal(again)
	if string(j1) != string(j2) {
		t.Errorf("repeat answer differs:\n%s\n%s", j1, j2)
	}
	// The same record with its keys in another order and other spacing is
	// still the same hand.
	var m map[string]any
	if err := json.Unmarshal([]byte(bac(9, "95.00")), &m); err != nil {
		t.Fatal(err)
	}
	reordered, _ := json.MarshalIndent(m, "", "    ")
	if a, err := f.ledger.Record(ctx, f.station, reordered); err != nil || a.Status != 200 {
		t.Errorf("reordered repeat: %+v %v", a, err)
	}
	// Nor do escapes change it: "\u0042AC-1" is "BAC-1", "dealt\u005fat"
	// is dealt_at.
	escaped := strings.Replace(strings.Replace(bac(9, "95.00"), `"BAC-1"`, `"\u0042AC-1"`, 1), `"dealt_at"`, `"dealt\u005fat"`, 1)
	if a, err := f.ledger.Record(ctx, f.station, []byte(escaped)); err != nil || a.Status != 200 {
		t.Errorf("escaped repeat: %+v %v", a, err)
	}
	_, err = f.ledger.Record(ctx, f.station, []byte(bac(9, "100.00")))
	var c *ledger.Conflict
	if !errors.As(err, &c) || c.Existing.HandID == 0 {
		t.Fatalf("different record: err = %v; want Conflict", err)
	}
	if n := countAudit(t, f.store, "hand.conflict"); n != 1 {
		t.Errorf("hand.conflict audit entries = %d", n)
	}
	hands, err := f.store.Hands(ctx, models.HandFilter{TableID: "BAC-1"})
	if err != nil || len(hands) != 1 {
		t.Errorf("hands stored = %d, %v; want 1", len(hands), err)
	}
}

// A hand stored when the canonical form kept strings as written is still
// the same hand when posted again.
func TestRepeatOfAHandHashedTheOlderWay(t *testing.T) {
	record := `{"dealt_at":"2026-11-21T22:14:05-07:00","game":"baccarat-co","table_id":"\u0042AC-1"}`
	older := sha256.Sum256([]byte(record)) // keys sorted, strings as written
	h := &models.Hand{Record: record, RecordSHA256: hex.EncodeToString(older[:])}
	now, err := rules.Canonical(nil, []byte(record))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(now)
	if string(now) == record {
		t.Fatal("the case needs a record whose canonical form changed")
	}
	if !ledger.SameRecord(h, hex.EncodeToString(sum[:])) {
		t.Error("a record hashed the older way is not recognised")
	}
	other := sha256.Sum256([]byte(`{}`))
	if ledger.SameRecord(h, hex.EncodeToString(other[:])) {
		t.Error("another record is taken for the same")
	}
}

func TestRejections(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	cases := []struct {
		name   string
		record string
		status int
		field  string
	}{
		{"not json", `{"table_id": "BAC-1",`, 400, ""},
		{"unknown table", strings.Replace(bac(1, "100.00"), "BAC-1", "BAC-9", 1), 422, "table_id"},
		{"table not served", strings.Replace(bac(1, "100.00"), "BAC-1", "BAC-2", 1), 403, "table_id"},
		{"wrong game", strings.Replace(bac(1, "100.00"), `"baccarat-co"`, `"holdem"`, 1), 422, "game"},
		{"unknown card", strings.Replace(bac(1, "100.00"), `"AH"`, `"1H"`, 1), 422, "cards.player[2]"},
		{"negative money", strings.Replace(bac(1, "100.00"), `"10.00"`, `"-10.00"`, 1), 422, "wagers[1].amount"},
		{"non-numeric money", strings.Replace(bac(1, "100.00"), `"10.00"`, `"ten"`, 1), 422, "wagers[1].amount"},
		{"unknown bet", strings.Replace(bac(1, "100.00"), `"tie"`, `"dragon"`, 1), 422, "wagers[1].bet"},
		{"card count against the drawing rules", strings.Replace(bac(1, "100.00"), `["4S", "3C"]`, `["4S", "3C", "5D"]`, 1), 422, "cards.banker"},
		{"offline settings", strings.Replace(bac(1, "100.00"), `"game"`, `"table_settings": {"decks": "6"}, "game"`, 1), 422, "table_settings"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := countAudit(t, f.store, "hand.rejected")
			_, err := f.ledger.Record(ctx, f.station, []byte(c.record))
			var rej *ledger.Rejection
			if !errors.As(err, &rej) {
				t.Fatalf("err = %v; want Rejection", err)
			}
			if rej.Status != c.status {
				t.Errorf("status %d; want %d (%v)", rej.Status, c.status, rej)
			}
			if c.field != "" && (len(rej.Input.Errors) == 0 || rej.Input.Errors[0].Field != c.field) {
				t.Errorf("errors %+v; want field %s", rej.Input.Errors, c.field)
			}
			if after := countAudit(t, f.store, "hand.rejected"); after != before+1 {
				t.Errorf("rejected audit entries %d -> %d", before, after)
			}
		})
	}
	// Nothing was stored.
	hands, err := f.store.Hands(ctx, models.HandFilter{})
	if err != nil || len(hands) != 0 {
		t.Errorf("hands stored after rejections: %d, %v", len(hands), err)
	}
}

func holdemHand(n int, won1, won3 string) string {
	return fmt.Sprintf(`{"table_id": "HE-1", "hand_number": %d, "game": "holdem",
	 "dealt_at": "2026-11-21T23:02:11-08:00", "button": 3,
	 "board": ["AS", "KD", "7C", "2H", "9S"],
	 "seats": [
	   {"seat": 1, "cards": ["AH", "AD"], "contributed": "50.00", "won": %q},
	   {"seat": 2, "folded": true, "contributed": "2.00", "won": "0.00"},
	   {"seat": 3, "cards": ["KS", "QS"], "contributed": "50.00", "won": %q}],
	 "fees": [{"type": "regular", "amount": "3.00"}]}`, n, won1, won3)
}

func TestRecordHoldem(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	a, err := f.ledger.Record(ctx, f.station, []byte(holdemHand(1, "99.00", "0.00")))
	if err != nil {
		t.Fatal(err)
	}
	if a.Verdict != models.VerdictVerified || a.Totals.Fees != rules.Dollars(3) || a.Totals.HouseWin != rules.Dollars(3) {
		t.Fatalf("answer %+v", a)
	}
	a, err = f.ledger.Record(ctx, f.station, []byte(holdemHand(2, "49.50", "49.50")))
	if err != nil {
		t.Fatal(err)
	}
	if a.Verdict != models.VerdictDiscrepancy {
		t.Fatalf("split of a pot aces won: %+v", a)
	}
	seats := map[int]ledger.FindingView{}
	for _, fv := range a.Findings {
		seats[fv.Seat] = fv
	}
	if seats[1].Expected != "99.00" || seats[1].Declared != "49.50" || seats[3].Expected != "0.00" {
		t.Errorf("findings %+v", a.Findings)
	}
	// 23:02 on the 21st in Los Angeles is 00:02 on the 22nd in Denver: still
	// gaming day the 21st, which starts at 06:00.
	if a.GamingDay != "2026-11-21" {
		t.Errorf("gaming day %s", a.GamingDay)
	}
}

func TestBatch(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	if _, err := f.ledger.Record(ctx, f.station, []byte(bac(1, "100.00"))); err != nil {
		t.Fatal(err)
	}
	raws := [][]byte{
		[]byte(bac(2, "100.00")),                                 // new, verified
		[]byte(bac(3, "90.00")),                                  // new, discrepancy
		[]byte(bac(1, "100.00")),                                 // repeat of a recorded hand
		[]byte(bac(1, "50.00")),                                  // conflict with a recorded hand
		[]byte(strings.Replace(bac(4, "100.00"), "AH", "ZZ", 1)), // refused
		[]byte(bac(2, "100.00")),                                 // repeat within the batch
		[]byte(bac(3, "95.00")),                                  // conflict within the batch
	}
	items := f.ledger.RecordBatch(ctx, f.station, raws)
	want := []int{201, 201, 200, 409, 422, 200, 409}
	for i, it := range items {
		status := it.Answer.Status
		var rej *ledger.Rejection
		var c *ledger.Conflict
		switch {
		case errors.As(it.Err, &rej):
			status = rej.Status
		case errors.As(it.Err, &c):
			status = 409
		case it.Err != nil:
			t.Fatalf("item %d: %v", i, it.Err)
		}
		if status != want[i] {
			t.Errorf("item %d: status %d; want %d", i, status, want[i])
		}
	}
	if items[1].Answer.Verdict != models.VerdictDiscrepancy || items[0].Answer.HandID != items[5].Answer.HandID {
		t.Errorf("batch answers %+v", items)
	}
	hands, _ := f.store.Hands(ctx, models.HandFilter{TableID: "BAC-1"})
	if len(hands) != 3 {
		t.Errorf("hands stored = %d; want 3", len(hands))
	}
	if _, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit: %v", err)
	}
}

// TestBatchSentAgain: a station that sends a whole batch again (its first
// answer was lost) gets every hand's first answer and nothing is written.
func TestBatchSentAgain(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	var raws [][]byte
	for n := 1; n <= 5; n++ {
		raws = append(raws, []byte(bac(n, "100.00")))
	}
	first := f.ledger.RecordBatch(ctx, f.station, raws)
	entries, err := f.store.AuditEntries(ctx, models.AuditFilter{Chain: models.TableChain("BAC-1")})
	if err != nil {
		t.Fatal(err)
	}
	again := f.ledger.RecordBatch(ctx, f.station, raws)
	for i := range raws {
		if first[i].Err != nil || again[i].Err != nil {
			t.Fatalf("hand %d: %v, then %v", i, first[i].Err, again[i].Err)
		}
		if first[i].Answer.Status != 201 || again[i].Answer.Status != 200 || again[i].Answer.HandID != first[i].Answer.HandID {
			t.Errorf("hand %d: first %d (id %d), again %d (id %d); want 201, then 200 with the same id", i,
				first[i].Answer.Status, first[i].Answer.HandID, again[i].Answer.Status, again[i].Answer.HandID)
		}
	}
	after, err := f.store.AuditEntries(ctx, models.AuditFilter{Chain: models.TableChain("BAC-1")})
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != len(entries) {
		t.Errorf("sending the batch again added %d audit entries", len(after)-len(entries))
	}
}

func TestCorrections(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	a, err := f.ledger.Record(ctx, f.station, []byte(bac(5, "95.00")))
	if err != nil {
		t.Fatal(err)
	}
	fid := a.Findings[0].ID
	if _, err := f.ledger.FileCorrection(ctx, f.boss, a.HandID, ledger.CorrectionInput{ReasonCode: "bogus", Note: ""}); err == nil {
		t.Fatal("correction with a bad reason code and no note was filed")
	}
	c, err := f.ledger.FileCorrection(ctx, f.boss, a.HandID, ledger.CorrectionInput{FindingID: &fid,
		ReasonCode: "dealer_payout_error", Note: "paid 95 instead of 100; paid the player 5 more", Adjustment: rules.Dollars(5)})
	if err != nil {
		t.Fatal(err)
	}
	open := func() int {
		fs, err := f.store.Findings(ctx, models.FindingFilter{Status: "open"})
		if err != nil {
			t.Fatal(err)
		}
		return len(fs)
	}
	if open() != 1 {
		t.Fatalf("a filed, unapproved correction resolved the finding")
	}
	if _, err := f.ledger.ApproveCorrection(ctx, f.boss, c.ID); !errors.Is(err, ledger.ErrSelfApproval) {
		t.Fatalf("self-approval: err = %v", err)
	}
	if _, err := f.ledger.ApproveCorrection(ctx, f.super, c.ID); err != nil {
		t.Fatal(err)
	}
	if open() != 0 {
		t.Errorf("the approved correction did not resolve the finding")
	}
	if _, err := f.ledger.ApproveCorrection(ctx, f.super, c.ID); !errors.Is(err, models.ErrAlreadyApproved) {
		t.Errorf("second approval: err = %v", err)
	}
	h, _ := f.store.HandByID(ctx, a.HandID)
	if h.Verdict != models.VerdictDiscrepancy || len(h.Findings) != 1 || len(h.Corrections) != 1 {
		t.Errorf("the original hand changed: %+v", h)
	}
	if _, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit: %v", err)
	}
}

// Many stations posting at once, to one table and to several: every hand is
// recorded once, repeats are answered 200, and the audit chains hold.
func TestConcurrentRecording(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, 256)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				n := (w%4)*100 + i // workers w and w+4 post the same hands
				a, err := f.ledger.Record(ctx, f.station, []byte(bac(n+1, "100.00")))
				if err != nil {
					errs <- err
					continue
				}
				if a.Status != 201 && a.Status != 200 {
					errs <- fmt.Errorf("status %d", a.Status)
				}
				if _, err := f.ledger.Record(ctx, f.station, []byte(holdemHand(w*100+i+1, "99.00", "0.00"))); err != nil {
					errs <- err
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	hands, _ := f.store.Hands(ctx, models.HandFilter{TableID: "BAC-1", Limit: 1000})
	if len(hands) != 40 {
		t.Errorf("baccarat hands = %d; want 40", len(hands))
	}
	if n := countAudit(t, f.store, "hand.recorded"); n != 120 {
		t.Errorf("hand.recorded entries = %d; want 120", n)
	}
	if _, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit: %v", err)
	}
}

func TestRecordUsesTheClock(t *testing.T) {
	f := setup(t)
	at := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	f.ledger.SetClock(func() time.Time { return at })
	a, err := f.ledger.Record(context.Background(), f.station, []byte(bac(77, "100.00")))
	if err != nil {
		t.Fatal(err)
	}
	h, _ := f.store.HandByID(context.Background(), a.HandID)
	if !h.ReceivedAt.Equal(at) {
		t.Errorf("received at %s; want %s", h.ReceivedAt, at)
	}
}

func TestFutureHandsAreRefused(t *testing.T) {
	f := setup(t)
	// bac deals at 2026-11-21T22:14:05-07:00 = 05:14:05 UTC on the 22nd.
	f.ledger.SetClock(func() time.Time { return time.Date(2026, 11, 22, 4, 0, 0, 0, time.UTC) })
	_, err := f.ledger.Record(context.Background(), f.station, []byte(bac(1, "100.00")))
	var rej *ledger.Rejection
	if !errors.As(err, &rej) || rej.Input.Errors[0].Field != "dealt_at" {
		t.Fatalf("a hand 74 minutes in the future: err = %v", err)
	}
	f.ledger.SetFutureTolerance(2 * time.Hour)
	if _, err := f.ledger.Record(context.Background(), f.station, []byte(bac(1, "100.00"))); err != nil {
		t.Fatalf("within the tolerance: %v", err)
	}
}

// A batch larger than one call of the database writes (models.RecordChunk)
// is still all or nothing: when a key in its last part is taken, no hand of
// the earlier parts is left written or numbered, and the batch's answers are
// as for a small batch.
func TestLargeBatchIsAllOrNothing(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	n := models.RecordChunk + 7
	taken := n - 3
	if _, err := f.ledger.Record(ctx, f.station, []byte(bac(taken, "100.00"))); err != nil {
		t.Fatal(err)
	}
	var raws [][]byte
	for k := 1; k <= n; k++ {
		raws = append(raws, []byte(bac(k, "100.00")))
	}
	items := f.ledger.RecordBatch(ctx, f.station, raws)
	ids := map[int64]bool{}
	for i, it := range items {
		want := 201
		if i+1 == taken {
			want = 200
		}
		if it.Err != nil || it.Answer.Status != want || it.Answer.HandID == 0 || ids[it.Answer.HandID] {
			t.Fatalf("hand %d: %+v %v; want %d with an id of its own", i+1, it.Answer.Status, it.Err, want)
		}
		ids[it.Answer.HandID] = true
	}
	hands, err := f.store.Hands(ctx, models.HandFilter{TableID: "BAC-1", Limit: 1000})
	if err != nil || len(hands) != n {
		t.Fatalf("%d hands stored (%v); want %d", len(hands), err, n)
	}
	for _, h := range hands {
		if !ids[h.ID] {
			t.Errorf("stored hand %d (number %d) is not one the answers name", h.ID, h.HandNumber)
		}
	}
	if rep, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit log after the batch: %v %+v", err, rep)
	}
}
