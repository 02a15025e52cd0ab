package archive_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/archive"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

func wantRefusal(t *testing.T, what string, err error, target error, words ...string) {
	t.Helper()
	if err == nil || (target != nil && !errors.Is(err, target)) {
		t.Errorf("%s: err = %v; want a refusal", what, err)
		return
	}
	for _, w := range words {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%s: %q does not say %q", what, err, w)
		}
	}
}

// Every condition of an export and of a drop is checked, and each refusal
// says what is missing; a dropped day takes no new records; a foreign key
// that keeps hands stops a drop; and a chain cut by a drop that loses its
// first remaining entry fails the audit check.
func TestArchiveRefusals(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	ctx := context.Background()
	f := newFloor(t, 7)
	f.progressiveFrom = "2025-12-01"
	f.run("2025-11-01", "2025-12-31")
	dir := func(name string) string { return filepath.Join(t.TempDir(), name) }

	// Not ended: January 2026 is under way.
	f.clock = time.Date(2026, 1, 10, 12, 0, 0, 0, time.UTC)
	_, err := archive.Export(ctx, f.store, f.prop, "2026-01", dir("a"), f.clock, "cli:test")
	var notReady *archive.NotReadyError
	if !errors.As(err, &notReady) || !strings.Contains(err.Error(), "has not ended") {
		t.Errorf("a month not ended: %v", err)
	}
	// Not closed, not signed off: January's first days were played and left.
	for day := models.Day("2026-01-01"); day <= "2026-01-31"; day = day.AddDays(1) {
		_, end, _ := f.prop.GamingDayBounds(day)
		f.clock = end.Add(-10 * time.Minute)
		f.hand("BAC-1", day)
	}
	f.clock = time.Date(2026, 2, 2, 12, 0, 0, 0, time.UTC)
	for day := models.Day("2026-01-03"); day <= "2026-01-31"; day = day.AddDays(1) {
		if _, err := f.store.CloseDay(ctx, f.prop.ID, day, f.clock, "test"); err != nil {
			t.Fatal(err)
		}
		if day != "2026-01-05" {
			f.must(f.ledger.SignOff(ctx, f.olga, f.prop.ID, day, ledger.SignOffInput{OverrideReason: "reviewed"}))
		}
	}
	if _, err := f.store.RefreshBooks(ctx, f.prop.ID, f.clock, "test"); err != nil {
		t.Fatal(err)
	}
	f.must(f.ledger.RecordDropCount(ctx, f.cnt, countSheetIn("BAC-1", "2026-01-07", rules.Dollars(500), "late count")))
	_, err = archive.Export(ctx, f.store, f.prop, "2026-01", dir("b"), f.clock, "cli:test")
	wantRefusal(t, "January", err, nil, "2026-01-01: not closed (casinoctl books close); not signed off", "2026-01-05: not signed off",
		"2026-01-07: stale books of BAC-1")
	if errors.As(err, &notReady) && len(notReady.Problems) != 4 {
		t.Errorf("January: %d days named; want 4: %v", len(notReady.Problems), notReady.Problems)
	}

	// A drop needs a verified export, past the retention, oldest first.
	f.clock = time.Date(2031, 1, 5, 12, 0, 0, 0, time.UTC)
	_, err = f.store.DropMonth(ctx, f.prop.ID, "2025-11", f.clock, "cli:test")
	wantRefusal(t, "not exported", err, models.ErrDropRefused, "has not been exported")
	x, err := archive.Export(ctx, f.store, f.prop, "2025-11", dir("nov"), f.clock, "cli:test")
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.store.DropMonth(ctx, f.prop.ID, "2025-11", f.clock, "cli:test")
	wantRefusal(t, "not verified", err, models.ErrDropRefused, "has not been verified", x.ManifestSHA256)
	f.verify(x)
	_, err = f.store.DropMonth(ctx, f.prop.ID, "2025-11", time.Date(2030, 11, 30, 12, 0, 0, 0, time.UTC), "cli:test")
	wantRefusal(t, "within retention", err, models.ErrDropRefused, "5 years", "from gaming day 2030-12-01")
	f.verified("2025-12", dir("dec"))
	_, err = f.store.DropMonth(ctx, f.prop.ID, "2025-12", f.clock, "cli:test")
	wantRefusal(t, "out of order", err, models.ErrDropRefused, "drop 2025-11 first")

	// Rows added since the export: a correction of a November hand.
	var hand int64
	f.store.DB().Raw("SELECT h.id FROM hands h WHERE h.gaming_day = '2025-11-20' ORDER BY h.id LIMIT 1").Scan(&hand)
	f.must(f.ledger.FileCorrection(ctx, f.boss, hand, ledger.CorrectionInput{ReasonCode: "dealer_payout_error", Note: "found late",
		OverrideReason: "the dealer paid other than the record says"}))
	_, err = f.store.DropMonth(ctx, f.prop.ID, "2025-11", f.clock, "cli:test")
	wantRefusal(t, "stale", err, models.ErrDropRefused, "stale books")
	if _, err := f.store.RefreshBooks(ctx, f.prop.ID, f.clock, "test"); err != nil {
		t.Fatal(err)
	}
	_, err = f.store.DropMonth(ctx, f.prop.ID, "2025-11", f.clock, "cli:test")
	wantRefusal(t, "changed since the export", err, models.ErrDropRefused, "export the month again")
	f.verified("2025-11", dir("nov-again"))

	// A shorter retention lets the month go sooner.
	p := f.prop
	p.RetentionYears = 1
	if err := f.ledger.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.DropMonth(ctx, f.prop.ID, "2025-11", time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC), "cli:test"); err != nil {
		t.Fatalf("drop after a year's retention: %v", err)
	}
	if _, err := archive.Export(ctx, f.store, f.prop, "2025-11", dir("nov-3"), f.clock, "cli:test"); err == nil ||
		!strings.Contains(err.Error(), "was dropped") {
		t.Errorf("export of a dropped month: %v", err)
	}

	// A dropped day takes no new records.
	_, err = f.ledger.RecordDropCount(ctx, f.cnt, countSheetIn("BAC-1", "2025-11-20", rules.Dollars(10), ""))
	wantRefusal(t, "a count of a dropped day", err, models.ErrArchived, "gaming_day")
	_, err = f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: models.SlipFill, TableID: "BAC-1", GamingDay: "2025-11-20",
		Chips: chips(2500, 4)})
	wantRefusal(t, "a slip of a dropped day", err, models.ErrArchived, "gaming_day")
	_, err = f.ledger.Record(ctx, ledger.Source{User: &f.boss}, []byte(`{"table_id": "BAC-1", "hand_number": 99999, "game": "baccarat-co",
		"dealt_at": "2025-11-20T12:00:00-07:00", "cards": {"player": ["2D", "KC", "AH"], "banker": ["4S", "3C"]},
		"wagers": [{"seat": 1, "bet": "player", "amount": "5.00", "result": "lose", "payout": "0.00"}]}`))
	wantRefusal(t, "a late hand of a dropped day", err, nil, "dealt_at", "archived", "nov-again")
	if _, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("the audit log after the drop: %v", err)
	}

	// The first entry left of a chain the drop cut, removed: found.
	var first models.AuditEntry
	f.store.DB().Where("chain = ?", "table:BAC-2").Order("seq").Limit(1).Find(&first)
	removeEntry(t, f.store, first.ID)
	rep, err := f.store.VerifyAudit(ctx)
	if !errors.Is(err, models.ErrAuditBroken) {
		t.Fatalf("the first entry after the archive removed: %v", err)
	}
	for _, c := range rep.Chains {
		if c.Chain == "table:BAC-2" && (c.Broken == nil || c.Archived == 0 || !strings.Contains(c.Broken.Reason, "missing")) {
			t.Errorf("chain %s: %+v", c.Chain, c)
		}
	}
}

// removeEntry deletes an audit entry as an attacker with the database
// would: past the append-only triggers.
func removeEntry(t *testing.T, s *models.Store, id int64) {
	t.Helper()
	db := s.DB()
	var err error
	if s.Dialect() == models.Postgres {
		err = db.Exec("ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only").Error
		if err == nil {
			err = db.Exec("DELETE FROM audit_entries WHERE id = ?", id).Error
		}
		if err == nil {
			err = db.Exec("ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_append_only").Error
		}
	} else {
		err = db.Exec("DROP TRIGGER audit_entries_no_delete").Error
		if err == nil {
			err = db.Exec("DELETE FROM audit_entries WHERE id = ?", id).Error
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}
