package models_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/canonjson"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// TestRecordHashIsJCS: a record's hash is the SHA-256 of the RFC 8785 form
// of its columns, which any JCS implementation reproduces.
func TestRecordHashIsJCS(t *testing.T) {
	fid := int64(3)
	c := models.Correction{ID: 7, HandID: 42, GamingDay: "2026-11-21", FindingID: &fid, ReasonCode: "dealer_payout_error",
		Note: "paid 95 \"instead\" of 100", Adjustment: rules.Dollars(5), EnteredBy: 2,
		EnteredAt: time.Date(2026, 11, 22, 5, 14, 5, 123456789, time.UTC)}
	b, err := models.RecordJSON("corrections", &c)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"adjustment":500,"entered_at":"2026-11-22T05:14:05.123456Z","entered_by":2,"finding_id":3,"gaming_day":"2026-11-21",` +
		`"hand_id":42,"id":7,"late":false,"note":"paid 95 \"instead\" of 100","reason_code":"dealer_payout_error"}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	if again, err := canonjson.Canonicalize(nil, b); err != nil || string(again) != string(b) {
		t.Errorf("not RFC 8785: %s, %v", again, err)
	}
	hash, v, err := models.RecordHash("corrections", c)
	sum := sha256.Sum256([]byte(want))
	if err != nil || v != models.RecordHashV1 || hash != hex.EncodeToString(sum[:]) {
		t.Errorf("hash %s v%d %v", hash, v, err)
	}
}

// TestRowsBeforeRecordHashes: a row written before record hashes, named by
// no entry's records and at or below its table's floor, is counted as
// written before them, not named as tampering; one above the floor is.
func TestRowsBeforeRecordHashes(t *testing.T) {
	s := modeltest.Open(t)
	ctx := context.Background()
	now := time.Now().UTC()
	if err := s.CreateTable(ctx, &models.Table{ID: "T1", PropertyID: 1, Game: "baccarat-co", Settings: "{}", CreatedAt: now}); err != nil {
		t.Fatal(err)
	}
	// As the service wrote them before: the row, then an entry with no
	// record hashes, outside any transaction that collects them.
	old := models.DropCount{TableID: "T1", GamingDay: "2026-11-21", Amount: rules.Dollars(1200), CountedBy: "cole", CountedAt: now}
	if err := s.DB().Create(&old).Error; err != nil {
		t.Fatal(err)
	}
	if err := s.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain("T1"), Actor: "user:cole", Action: "count.recorded",
		Subject: "table:T1", Detail: map[string]any{"count_id": old.ID}}); err != nil {
		t.Fatal(err)
	}
	// What migration 0018 would have kept, had it run after that row.
	if s.Dialect() == models.Postgres {
		exec(t, s, "ALTER TABLE record_hash_floors DISABLE TRIGGER USER")
	} else {
		exec(t, s, "DROP TRIGGER record_hash_floors_no_update")
	}
	exec(t, s, "UPDATE record_hash_floors SET last_id = ? WHERE table_name = 'drop_counts'", old.ID)

	rep, err := s.VerifyAudit(ctx)
	if err != nil {
		t.Fatalf("verify: %v %+v", err, rep.Records.Problems)
	}
	for _, tr := range rep.Records.Tables {
		if tr.Table == "drop_counts" && (tr.Rows != 1 || tr.Legacy != 1 || tr.Hashed != 0) {
			t.Errorf("drop counts: %+v; want the one row counted as written before record hashes", tr)
		}
	}
	// A new row through the store is hashed into its entry.
	err = s.InTx(ctx, func(ctx context.Context) error {
		d := models.DropCount{TableID: "T1", GamingDay: "2026-11-21", Amount: rules.Dollars(1300), CountedBy: "cole", CountedAt: now}
		if err := s.InsertDropCount(ctx, &d); err != nil {
			return err
		}
		return s.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain("T1"), Actor: "user:cole", Action: "count.recorded",
			Subject: "table:T1", Detail: map[string]any{"count_id": d.ID}})
	})
	if err != nil {
		t.Fatal(err)
	}
	rep, err = s.VerifyAudit(ctx)
	if err != nil {
		t.Fatalf("verify: %v %+v", err, rep.Records.Problems)
	}
	for _, tr := range rep.Records.Tables {
		if tr.Table == "drop_counts" && (tr.Rows != 2 || tr.Legacy != 1 || tr.Hashed != 1) {
			t.Errorf("drop counts: %+v", tr)
		}
	}
	// One written with no entry after it is refused, not stored.
	err = s.InTx(ctx, func(ctx context.Context) error {
		return s.InsertDropCount(ctx, &models.DropCount{TableID: "T1", GamingDay: "2026-11-21", Amount: 1, CountedBy: "cole", CountedAt: now})
	})
	if !errors.Is(err, models.ErrUnauditedRows) {
		t.Errorf("a row with no entry: %v", err)
	}
}

// BenchmarkHandRecordRef is what hashing a hand with its settlements and
// findings adds to recording it.
func BenchmarkHandRecordRef(b *testing.B) {
	now := time.Date(2026, 11, 22, 5, 14, 5, 0, time.UTC)
	h := models.Hand{TableID: "BAC-1", HandNumber: 1042, Game: "baccarat-co", PropertyID: 1, GamingDay: "2026-11-21",
		DealtAt: now, ReceivedAt: now, Record: strings.Repeat("x", 400), RecordSHA256: strings.Repeat("a", 64),
		Settings: `{"commission_rate":"5"}`, Verdict: "verified", Outcome: `{"winner":"banker"}`,
		Settlements: []models.Settlement{{Seat: 3, Bet: "banker", Amount: 10000}, {Seat: 5, Bet: "tie", Amount: 1000}},
		Findings:    []models.Finding{{Seat: 3, Bet: "banker", Field: "wagers[0].payout", CreatedAt: now}}}
	for b.Loop() {
		if _, err := models.HandRecordRef(&h); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDropCountHashKeepsLegacyForm: a count recorded before the count sheet
// (migration 0021) hashes to the form it had, without the sheet's columns;
// a count with its sheet hashes them all.
func TestDropCountHashKeepsLegacyForm(t *testing.T) {
	at := time.Date(2026, 11, 22, 5, 14, 5, 0, time.UTC)
	old := models.DropCount{ID: 4, TableID: "BAC-1", GamingDay: "2026-11-21", Amount: rules.Dollars(12), CountedBy: "cole", CountedAt: at}
	b, err := models.RecordJSON("drop_counts", old)
	want := `{"amount":1200,"counted_at":"2026-11-22T05:14:05.000000Z","counted_by":"cole","gaming_day":"2026-11-21","id":4,` +
		`"note":"","table_id":"BAC-1"}`
	if err != nil || string(b) != want {
		t.Errorf("legacy count: got  %s %v\nwant %s", b, err, want)
	}
	start, end := at.Add(-time.Hour), at.Add(-30*time.Minute)
	d := old
	d.SetSheet(models.CountSheet{Denominations: models.ChipCount{{Denomination: 100, Count: 200}, {Denomination: 10000, Count: 10}},
		Team: []string{"Ann", "Bo", "Cy"}, StartedAt: &start, EndedAt: &end})
	b, err = models.RecordJSON("drop_counts", d)
	want = `{"amount":1200,"counted_at":"2026-11-22T05:14:05.000000Z","counted_by":"cole",` +
		`"denominations":"[{\"denomination\":\"100.00\",\"count\":10},{\"denomination\":\"1.00\",\"count\":200}]",` +
		`"ended_at":"2026-11-22T04:44:05.000000Z","gaming_day":"2026-11-21","id":4,"note":"",` +
		`"started_at":"2026-11-22T04:14:05.000000Z","table_id":"BAC-1","team":"[\"Ann\",\"Bo\",\"Cy\"]"}`
	if err != nil || string(b) != want {
		t.Errorf("count with its sheet: got  %s %v\nwant %s", b, err, want)
	}
}

// TestCountSheetColumnsInTheHash: a count hashed without its sheet (as
// before migration 0021) verifies with the sheet's columns NULL, a count
// with its sheet verifies as stored; setting a sheet on the first, or
// changing or clearing the team of the second, is named as an edit.
func TestCountSheetColumnsInTheHash(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	s := modeltest.Open(t)
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 7, 0, 0, 0, time.UTC)
	if err := s.CreateTable(ctx, &models.Table{ID: "T1", PropertyID: 1, Game: "baccarat-co", Settings: "{}", CreatedAt: now}); err != nil {
		t.Fatal(err)
	}
	start, end := now.Add(-time.Hour), now.Add(-40*time.Minute)
	bare := models.DropCount{TableID: "T1", GamingDay: "2026-11-21", Amount: rules.Dollars(12), CountedBy: "cole", CountedAt: now}
	sheet := bare
	sheet.SetSheet(models.CountSheet{Denominations: models.ChipCount{{Denomination: rules.Dollars(5), Count: 2}, {Denomination: rules.Dollars(1), Count: 2}},
		Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, StartedAt: &start, EndedAt: &end})
	for _, d := range []*models.DropCount{&bare, &sheet} {
		err := s.InTx(ctx, func(ctx context.Context) error {
			if err := s.InsertDropCount(ctx, d); err != nil {
				return err
			}
			return s.Audit(ctx, now, models.AuditEvent{Chain: models.TableChain("T1"), Actor: "user:cole", Action: "count.recorded",
				Subject: "table:T1", Detail: map[string]any{"count_id": d.ID}})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.DropCounts(ctx, "T1", "2026-11-21")
	if err != nil || len(got) != 2 || !got[0].Sheet().Legacy() || got[1].Sheet().Legacy() ||
		strings.Join(got[1].Sheet().Team, "|") != "Ann Lee|Bo Ma|Cy Ortiz" || got[1].Sheet().Denominations.JSON() != sheet.Sheet().Denominations.JSON() ||
		!got[1].Sheet().StartedAt.Equal(start) || !got[1].Sheet().EndedAt.Equal(end) {
		t.Fatalf("counts read back: %+v %v", got, err)
	}
	if rep, err := s.VerifyAudit(ctx); err != nil {
		t.Fatalf("verify: %v %+v", err, rep.Records.Problems)
	}
	if s.Dialect() == models.Postgres {
		exec(t, s, "ALTER TABLE drop_counts DISABLE TRIGGER USER")
	} else {
		exec(t, s, "DROP TRIGGER drop_counts_no_update")
	}
	exec(t, s, `UPDATE drop_counts SET team = '["Dee Park","Ed Wu","Flo Diaz"]' WHERE id = ?`, bare.ID)
	exec(t, s, "UPDATE drop_counts SET team = NULL WHERE id = ?", sheet.ID)
	rep, err := s.VerifyAudit(ctx)
	if err == nil {
		t.Fatal("verify passed a team set on a count without one, and a team cleared")
	}
	edited := map[int64]bool{}
	for _, p := range rep.Records.Problems {
		if p.Table == "drop_counts" && p.Problem == models.RecordEdited {
			edited[p.ID] = true
		}
	}
	if !edited[bare.ID] || !edited[sheet.ID] || len(edited) != 2 {
		t.Errorf("problems %+v; want counts %d and %d edited", rep.Records.Problems, bare.ID, sheet.ID)
	}
}
