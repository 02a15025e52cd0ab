package models_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
)

// rowsOf reads a table's rows as text, in id order, over the columns it
// had before the migration.
func rowsOf(t *testing.T, s *models.Store, table, cols string) []string {
	t.Helper()
	var out []string
	q := fmt.Sprintf("SELECT %s FROM %s ORDER BY id", cols, table)
	rows, err := s.DB().Raw(q).Rows()
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	defer rows.Close()
	types, _ := rows.ColumnTypes()
	for rows.Next() {
		vals := make([]any, len(types))
		ptrs := make([]any, len(types))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprint(vals...))
	}
	return out
}

// A database of the release before partitions is migrated in place: every
// row of hands, settlements, findings, corrections and the audit log is
// kept with its id and hashes; each settlement, finding and correction
// carries its hand's gaming day and each audit entry the day it was
// written; the log still verifies; a hand's key is still taken once; and
// new hands are written after the old ones, on both databases (SQLite
// gains the columns, PostgreSQL the partitions).
func TestPartitionMigrationKeepsEveryRow(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	ctx := context.Background()
	s, err := models.Open(modeltest.URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if err := s.MigrateBefore(ctx, "ensure_month_partitions"); err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	exec(t, s, `INSERT INTO users (name, role, created_at) VALUES ('pat', 'pit_boss', ?), ('sam', 'pit_boss', ?)`, now, now)
	exec(t, s, `INSERT INTO game_tables (id, property_id, game, settings, created_at) VALUES ('T1', 1, 'baccarat-co', '{}', ?)`, now)
	days := []models.Day{"2026-09-30", "2026-10-01", "2026-11-21"}
	for i, day := range days {
		id := i + 1
		exec(t, s, `INSERT INTO hands (id, table_id, hand_number, game, property_id, gaming_day, dealt_at, received_at, record,
			record_sha256, settings, verdict, outcome, wagered, house_win, expected_house_win, commission, expected_commission, fees,
			expected_fees, player_dealer_win, expected_player_dealer_win)
			VALUES (?, 'T1', ?, 'baccarat-co', 1, ?, ?, ?, '{}', 'sha', '{}', 'discrepancy', '{}', 100, 5, 10, 0, 0, 0, 0, 0, 0)`,
			id, 100+id, day, now, now)
		for j := range 2 {
			exec(t, s, `INSERT INTO settlements (hand_id, seat, backline, bet, amount, declared_result, declared_payout, declared_commission,
				declared_returned, expected_result, expected_payout, expected_commission, expected_returned, rule)
				VALUES (?, ?, 0, 'banker', 1000, 'win', 950, 50, 0, 'win', 1000, 50, 0, 'r')`, id, j+1)
		}
		exec(t, s, `INSERT INTO findings (hand_id, seat, bet, field, declared, expected, rule, message, created_at)
			VALUES (?, 1, 'banker', 'payout', '9.50', '10.00', 'r', 'short', ?)`, id, now)
	}
	exec(t, s, `INSERT INTO corrections (hand_id, finding_id, reason_code, note, adjustment, entered_by, entered_at)
		VALUES (2, 2, 'other', 'paid', 50, 1, ?)`, now)
	exec(t, s, `INSERT INTO correction_approvals (correction_id, entered_by, approved_by, approved_at) VALUES (1, 1, 2, ?)`, now)
	exec(t, s, `INSERT INTO progressive_pools (id, name, seed_amount, main_rate, created_at, created_by) VALUES ('P1', 'pool', 100, 100, ?, 'x')`, now)
	exec(t, s, `INSERT INTO progressive_events (pool_id, seq, kind, at, gaming_day, main, main_after, reserve_after, pending_after,
		carry_after, hand_id, actor) VALUES ('P1', 1, 'contribution', ?, '2026-11-22', 1, 101, 0, 0, 0, 2, 'x')`, now)
	legacyEntries(t, s, "table:T1", 3)
	legacyEntries(t, s, models.SystemChain, 1)

	tables := map[string]string{
		"hands":         "id, table_id, hand_number, gaming_day, wagered, house_win, expected_house_win",
		"settlements":   "id, hand_id, seat, bet, amount, declared_payout, expected_payout",
		"findings":      "id, hand_id, field, declared, expected, message",
		"corrections":   "id, hand_id, finding_id, adjustment",
		"audit_entries": "id, chain, seq, payload, prev_hash, hash, hash_kind",
	}
	before := map[string][]string{}
	for table, cols := range tables {
		before[table] = rowsOf(t, s, table, cols)
	}
	if _, err := s.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	for table, cols := range tables {
		if got := rowsOf(t, s, table, cols); fmt.Sprint(got) != fmt.Sprint(before[table]) {
			t.Errorf("%s after the migration:\n%v\nbefore:\n%v", table, got, before[table])
		}
	}
	var wrong int64
	s.DB().Raw(`SELECT (SELECT COUNT(*) FROM settlements x JOIN hands h ON h.id = x.hand_id WHERE x.gaming_day IS NULL OR x.gaming_day <> h.gaming_day)
		+ (SELECT COUNT(*) FROM findings x JOIN hands h ON h.id = x.hand_id WHERE x.gaming_day IS NULL OR x.gaming_day <> h.gaming_day)
		+ (SELECT COUNT(*) FROM corrections x JOIN hands h ON h.id = x.hand_id WHERE x.gaming_day IS NULL OR x.gaming_day <> h.gaming_day)
		+ (SELECT COUNT(*) FROM audit_entries WHERE written_on IS NULL)
		+ (SELECT COUNT(*) FROM progressive_events x JOIN hands h ON h.id = x.hand_id WHERE x.hand_day IS NULL OR x.hand_day <> h.gaming_day)`).Scan(&wrong)
	if wrong != 0 {
		t.Errorf("%d rows without their hand's gaming day or the day they were written", wrong)
	}
	if s.Dialect() == models.Postgres {
		var parts []string
		s.DB().Raw(`SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
			WHERE p.relname = 'hands' AND c.relnamespace = p.relnamespace ORDER BY c.relname`).Scan(&parts)
		next := now.AddDate(0, 2, 0)
		for _, want := range []string{"hands_p202609", "hands_p202610", "hands_p202611", "hands_p" + now.Format("200601"), "hands_p" + next.Format("200601")} {
			found := false
			for _, p := range parts {
				found = found || p == want
			}
			if !found {
				t.Errorf("partitions of hands %v lack %s", parts, want)
			}
		}
		var rows int64
		s.DB().Raw("SELECT COUNT(*) FROM hands_p202610").Scan(&rows)
		if rows != 1 {
			t.Errorf("hands_p202610 holds %d hands; want the one of 2026-10-01", rows)
		}
	}
	key, err := models.NewAuditKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.UseAuditKey(ctx, key, true); err != nil {
		t.Fatal(err)
	}
	appendEvents(t, s, "table:T1", 2)
	if rep, err := s.VerifyAudit(ctx); err != nil {
		t.Fatalf("the migrated log does not verify: %v %+v", err, rep)
	}
	// A key taken before the migration is still taken.
	h := &models.Hand{TableID: "T1", HandNumber: 101, Game: "baccarat-co", PropertyID: 1, GamingDay: "2026-12-01",
		DealtAt: now, ReceivedAt: now, Record: "{}", RecordSHA256: "x", Settings: "{}", Verdict: models.VerdictVerified, Outcome: "{}"}
	if ok, err := s.InsertHandIfNew(ctx, h); err != nil || ok {
		t.Errorf("hand T1/101 written again after the migration: %v %v", ok, err)
	}
	// A new hand of a month with no partition yet (a late entry) is written
	// after the old ones, with its settlement on its gaming day.
	h = &models.Hand{TableID: "T1", HandNumber: 200, Game: "baccarat-co", PropertyID: 1, GamingDay: "2025-03-04",
		DealtAt: now, ReceivedAt: now, Record: "{}", RecordSHA256: "x", Settings: "{}", Verdict: models.VerdictVerified, Outcome: "{}",
		Settlements: []models.Settlement{{Seat: 1, Bet: "player", Amount: rules.Dollars(5), DeclaredResult: "lose", ExpectedResult: "lose"}}}
	if ok, err := s.InsertHandIfNew(ctx, h); err != nil || !ok {
		t.Fatalf("a new hand after the migration: %v %v", ok, err)
	}
	if h.ID <= 3 || h.Settlements[0].ID <= 6 {
		t.Errorf("new ids %d (hand) and %d (settlement) are not after the copied rows'", h.ID, h.Settlements[0].ID)
	}
	var day models.Day
	s.DB().Raw("SELECT gaming_day FROM settlements WHERE hand_id = ?", h.ID).Scan(&day)
	if day != "2025-03-04" {
		t.Errorf("the new settlement's gaming day is %q", day)
	}
}
