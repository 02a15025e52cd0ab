package models_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// appendOnlyTables are the tables whose rows are never changed or removed,
// each with a column an UPDATE can name.
var appendOnlyTables = map[string]string{
	"hands": "verdict", "settlements": "rule", "findings": "message", "audit_entries": "actor",
	"seat_events": "recorded_by", "timed_collections": "recorded_by", "progressive_events": "reason",
	"day_signoffs": "note", "day_reviews": "note", "drop_counts": "note", "corrections": "note", "correction_approvals": "late",
	"report_runs": "file_name", "anchors": "subject", "anchor_heads": "hash", "audit_keys": "fingerprint",
	"table_inventories": "note", "cage_slips": "note", "cage_slip_verifications": "verified_at",
	"cage_slip_voids": "reason", "meter_readings": "note", "wager_distributions": "mean",
	"day_closes": "actor", "day_books": "written_by", "day_book_tables": "hands", "day_book_wagers": "n",
	"day_book_dealers": "hands", "day_book_pools": "events", "day_book_settings": "settings",
	"archives": "actor", "day_book_months": "books", "day_book_month_wagers": "n", "day_book_month_tables": "hands",
	"flag_explanations": "explanation",
}

// withRowInEveryAppendOnlyTable writes one row (at least) to each
// append-only table.
func withRowInEveryAppendOnlyTable(t *testing.T) (*models.Store, models.Correction) {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	now := time.Now().UTC()
	pat, sam := models.User{Name: "pat", Role: "pit_boss", CreatedAt: now}, models.User{Name: "sam", Role: "pit_boss", CreatedAt: now}
	for _, u := range []*models.User{&pat, &sam} {
		if err := s.CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.CreateTable(ctx, &models.Table{ID: "T1", PropertyID: 1, Game: "baccarat-co", Settings: "{}", CreatedAt: now}); err != nil {
		t.Fatal(err)
	}
	h := &models.Hand{TableID: "T1", HandNumber: 1, Game: "baccarat-co", PropertyID: 1, GamingDay: "2026-11-21",
		DealtAt: now, ReceivedAt: now, Record: "{}", RecordSHA256: "x", Settings: "{}", Verdict: models.VerdictDiscrepancy,
		Outcome: "{}", Settlements: []models.Settlement{{Seat: 1, Bet: "player", DeclaredResult: "win", ExpectedResult: "win"}},
		Findings: []models.Finding{{Seat: 1, Bet: "player", Field: "payout", Message: "short", CreatedAt: now}}}
	if ok, err := s.InsertHandIfNew(ctx, h); err != nil || !ok {
		t.Fatalf("insert hand: %v %v", ok, err)
	}
	c := models.Correction{HandID: h.ID, GamingDay: h.GamingDay, ReasonCode: "other", Note: "n", EnteredBy: pat.ID, EnteredAt: now}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.InsertCorrection(ctx, &c))
	must(s.ApproveCorrection(ctx, &models.CorrectionApproval{CorrectionID: c.ID, EnteredBy: pat.ID, ApprovedBy: sam.ID, ApprovedAt: now}))
	appendEvents(t, s, "table:T1", 1)
	writeAnchor(t, s, "gaming_day:main/2026-11-21")
	so := models.DaySignOff{PropertyID: 1, GamingDay: "2026-11-21", SignedBy: "olga", SignedAt: now}
	must(s.InsertDaySignOff(ctx, &so))
	must(s.InsertDayReview(ctx, &models.DayReview{PropertyID: 1, GamingDay: "2026-11-21", SignOffID: so.ID, FinalRevision: 1,
		ReviewedBy: "rita", ReviewedAt: now}))
	must(s.InsertDropCount(ctx, &models.DropCount{TableID: "T1", GamingDay: "2026-11-21", Amount: 100, CountedBy: "cc", CountedAt: now}))
	must(s.AddSeatEvents(ctx, []models.SeatEvent{{TableID: "T1", Seat: 1, Event: models.SeatSit, At: now, RecordedBy: "x", RecordedAt: now}}))
	must(s.AddTimedCollections(ctx, []models.TimedCollection{{TableID: "T1", Seat: 1, At: now, Amount: 100, RecordedBy: "x", RecordedAt: now}}))
	must(s.CreatePool(ctx, &models.Pool{ID: "P1", Name: "pool", SeedAmount: 100, CreatedAt: now, CreatedBy: "x"}))
	must(s.LinkPool(ctx, models.PoolLink{PoolID: "P1", TableID: "T1", Bet: "progressive"}))
	must(s.AppendPoolEvents(ctx, []models.PoolEvent{{PoolID: "P1", Seq: 1, Kind: "open", At: now, GamingDay: "2026-11-21", MainAfter: 100, Actor: "x"}}))
	must(s.InsertInventory(ctx, &models.TableInventory{TableID: "T1", GamingDay: "2026-11-21", Kind: models.InventoryCloser,
		Amount: 100, Chips: `[{"denomination":"1.00","count":1}]`, EnteredBy: pat.ID, EnteredAt: now}))
	slip := models.CageSlip{Kind: models.SlipFill, TableID: "T1", GamingDay: "2026-11-21", Amount: 500, Chips: "[]",
		RequestedBy: pat.ID, RequestedAt: now}
	must(s.InsertCageSlip(ctx, &slip))
	must(s.InsertSlipVerification(ctx, &models.CageSlipVerification{SlipID: slip.ID, RequestedBy: pat.ID, VerifiedBy: sam.ID, VerifiedAt: now}))
	must(s.InsertSlipVoid(ctx, &models.CageSlipVoid{SlipID: slip.ID, VoidedBy: sam.ID, VoidedAt: now, Reason: "wrong table"}))
	must(s.InsertMeterReading(ctx, &models.MeterReading{PoolID: "P1", ReadAt: now, GamingDay: "2026-11-21", Amount: 100,
		ReadBy: pat.ID, EnteredAt: now}))
	must(s.InsertWagerDistributions(ctx, []models.WagerDistribution{{Game: "baccarat-co", Settings: "{}", Bet: "tie",
		Mean: "1/7", SecondMoment: "9/1", Deals: "100", Lines: 2, ComputedAt: now}}))
	must(s.InsertReportRun(ctx, &models.ReportRun{Kind: "daily_summary", PropertyID: 1, GamingDay: "2026-11-21", Format: "pdf",
		Trigger: models.TriggerOnDemand, RequestedBy: "x", CreatedAt: now, FileName: "f.pdf", SHA256: "s", Size: 1, Content: []byte("x")}))
	if _, err := s.CloseDay(ctx, 1, "2026-11-21", now, "test"); err != nil {
		t.Fatal(err)
	}
	if n, err := s.WriteMonthBooks(ctx, 1, "2026-11-30"); err != nil || n != 1 {
		t.Fatalf("month books: %d written, %v; want 1", n, err)
	}
	must(s.RecordArchive(ctx, &models.Archive{PropertyID: 1, Month: "2026-11", Event: models.ArchiveExported, Directory: "/archive/2026-11",
		ManifestSHA256: strings.Repeat("ab", 32), At: now, Actor: "cli:test"}, models.ArchiveDetail{}, "main"))
	must(s.InsertFlagExplanation(ctx, &models.FlagExplanation{PropertyID: 1, GamingDay: "2026-11-21", Report: "statistical",
		TableID: "T1", Flag: models.FlagWinToDropDay, Text: "a big player won", Detail: "day 80.00%", WrittenBy: "olga", WrittenAt: now}))
	for table := range appendOnlyTables {
		var n int64
		if err := s.DB().Table(table).Count(&n).Error; err != nil || n == 0 {
			t.Fatalf("%s: %d rows, %v; the test needs one", table, n, err)
		}
	}
	return s, c
}

// The database refuses to change or remove a row of any append-only table,
// however it is asked: UPDATE, DELETE, and on PostgreSQL TRUNCATE, which
// row triggers do not see.
func TestAppendOnlyTables(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	s, _ := withRowInEveryAppendOnlyTable(t)
	for table, col := range appendOnlyTables {
		stmts := []string{"UPDATE " + table + " SET " + col + " = " + col, "DELETE FROM " + table}
		if s.Dialect() == models.Postgres {
			// CASCADE, as someone who wants the rows gone would write it:
			// without it, tables others refer to refuse for that reason.
			stmts = append(stmts, "TRUNCATE "+table+" CASCADE")
			// A partition alone, which its table's TRUNCATE trigger does
			// not see.
			switch table {
			case "hands", "settlements", "findings":
				stmts = append(stmts, "TRUNCATE "+table+"_p202611 CASCADE")
			case "audit_entries":
				stmts = append(stmts, "TRUNCATE "+table+"_p"+time.Now().UTC().Format("200601")+" CASCADE")
			}
		}
		for _, q := range stmts {
			err := s.DB().Exec(q).Error
			if err == nil || !strings.Contains(err.Error(), table+" rows are append-only") {
				t.Errorf("%s: err = %v; want a refusal naming %s", q, err, table)
			}
		}
	}
	for table := range appendOnlyTables {
		var n int64
		if err := s.DB().Table(table).Count(&n).Error; err != nil || n == 0 {
			t.Errorf("%s: %d rows left, %v", table, n, err)
		}
	}
}

// The database itself refuses an approval by the user who entered the
// correction, however the approval names that user.
func TestSelfApprovalRefusedByTheDatabase(t *testing.T) {
	s, c := withRowInEveryAppendOnlyTable(t)
	ctx := context.Background()
	c2 := models.Correction{HandID: c.HandID, GamingDay: c.GamingDay, ReasonCode: "other", Note: "second", EnteredBy: c.EnteredBy, EnteredAt: time.Now().UTC()}
	if err := s.InsertCorrection(ctx, &c2); err != nil {
		t.Fatal(err)
	}
	var other int64
	if err := s.DB().Raw("SELECT id FROM users WHERE id <> ? ORDER BY id LIMIT 1", c.EnteredBy).Scan(&other).Error; err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	// Named honestly: the check refuses it.
	if err := s.ApproveCorrection(ctx, &models.CorrectionApproval{CorrectionID: c2.ID, EnteredBy: c.EnteredBy, ApprovedBy: c.EnteredBy, ApprovedAt: now}); err == nil {
		t.Error("an approval by the correction's own author was stored")
	}
	// Named falsely, as entered by someone else: the correction's key
	// (id, entered_by) does not exist.
	if err := s.ApproveCorrection(ctx, &models.CorrectionApproval{CorrectionID: c2.ID, EnteredBy: other, ApprovedBy: c.EnteredBy, ApprovedAt: now}); err == nil {
		t.Error("an approval claiming another author was stored")
	}
	// A second approval of an approved correction.
	if err := s.ApproveCorrection(ctx, &models.CorrectionApproval{CorrectionID: c.ID, EnteredBy: c.EnteredBy, ApprovedBy: other, ApprovedAt: now}); err != models.ErrAlreadyApproved {
		t.Errorf("second approval: %v; want ErrAlreadyApproved", err)
	}
}

// The database itself refuses a fill or credit verified by the user who
// requested it, and a second verification or void of one slip.
func TestSlipSignaturesByTheDatabase(t *testing.T) {
	s, c := withRowInEveryAppendOnlyTable(t)
	ctx := context.Background()
	now := time.Now().UTC()
	slip := models.CageSlip{Kind: models.SlipCredit, TableID: "T1", GamingDay: "2026-11-21", Amount: 700, Chips: "[]",
		RequestedBy: c.EnteredBy, RequestedAt: now}
	if err := s.InsertCageSlip(ctx, &slip); err != nil {
		t.Fatal(err)
	}
	var other int64
	if err := s.DB().Raw("SELECT id FROM users WHERE id <> ? ORDER BY id LIMIT 1", c.EnteredBy).Scan(&other).Error; err != nil {
		t.Fatal(err)
	}
	if err := s.InsertSlipVerification(ctx, &models.CageSlipVerification{SlipID: slip.ID, RequestedBy: c.EnteredBy, VerifiedBy: c.EnteredBy, VerifiedAt: now}); err == nil {
		t.Error("a slip verified by the user who requested it was stored")
	}
	if err := s.InsertSlipVerification(ctx, &models.CageSlipVerification{SlipID: slip.ID, RequestedBy: other, VerifiedBy: c.EnteredBy, VerifiedAt: now}); err == nil {
		t.Error("a verification claiming another requester was stored")
	}
	if err := s.InsertSlipVerification(ctx, &models.CageSlipVerification{SlipID: slip.ID, RequestedBy: c.EnteredBy, VerifiedBy: other, VerifiedAt: now}); err != nil {
		t.Fatal(err)
	}
	err := s.InsertSlipVerification(ctx, &models.CageSlipVerification{SlipID: slip.ID, RequestedBy: c.EnteredBy, VerifiedBy: other, VerifiedAt: now})
	if !models.IsUniqueViolation(err) {
		t.Errorf("second verification: %v; want a unique violation", err)
	}
	if err := s.InsertSlipVoid(ctx, &models.CageSlipVoid{SlipID: slip.ID, VoidedBy: other, VoidedAt: now, Reason: "  "}); err == nil {
		t.Error("a void without a reason was stored")
	}
	v, err := s.SlipByID(ctx, slip.ID)
	if err != nil || v.State() != models.SlipVerified {
		t.Errorf("slip state %q, %v; want verified", v.State(), err)
	}
}
