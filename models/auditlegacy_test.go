package models_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// legacyEntries writes n entries to a chain as releases before the audit
// key did: each hash plain SHA-256 over the previous hash and the payload.
// After the upgrade the entries must say so (hash_kind).
func legacyEntries(t *testing.T, s *models.Store, chain string, n int) {
	t.Helper()
	var last struct {
		Seq  int64
		Hash string
	}
	s.DB().Raw("SELECT seq, hash FROM audit_entries WHERE chain = ? ORDER BY seq DESC LIMIT 1", chain).Scan(&last)
	prev := last.Hash
	for i := 1; i <= n; i++ {
		seq := last.Seq + int64(i)
		at := time.Date(2026, 11, 20, 12, 0, i, 123456000, time.UTC)
		subject := fmt.Sprintf("n:%d", seq)
		payload, err := json.Marshal(map[string]any{"chain": chain, "at": at.Format(time.RFC3339Nano), "actor": "station:old",
			"action": "hand.recorded", "subject": subject, "detail": map[string]any{"n": seq}})
		if err != nil {
			t.Fatal(err)
		}
		hash := plainSHA256(prev, string(payload))
		switch {
		case s.DB().Migrator().HasColumn(&models.AuditEntry{}, "written_on"):
			exec(t, s, `INSERT INTO audit_entries (chain, seq, at, written_on, actor, action, subject, payload, prev_hash, hash, hash_kind)
				VALUES (?, ?, ?, ?, 'station:old', 'hand.recorded', ?, ?, ?, ?, 'sha256')`, chain, seq, at, models.DayOf(at), subject, string(payload), prev, hash)
		case s.DB().Migrator().HasColumn(&models.AuditEntry{}, "hash_kind"):
			exec(t, s, `INSERT INTO audit_entries (chain, seq, at, actor, action, subject, payload, prev_hash, hash, hash_kind)
				VALUES (?, ?, ?, 'station:old', 'hand.recorded', ?, ?, ?, ?, 'sha256')`, chain, seq, at, subject, string(payload), prev, hash)
		default:
			exec(t, s, `INSERT INTO audit_entries (chain, seq, at, actor, action, subject, payload, prev_hash, hash)
				VALUES (?, ?, ?, 'station:old', 'hand.recorded', ?, ?, ?, ?)`, chain, seq, at, subject, string(payload), prev, hash)
		}
		prev = hash
	}
}

// legacyLog is a database as the release before the audit key left it,
// with an unkeyed log (table:A 4 entries, system 2) and an approved
// correction, then migrated and given a new key (which seals the chains),
// and then written to with the key.
func legacyLog(t *testing.T) *models.Store {
	t.Helper()
	ctx := context.Background()
	s, err := models.Open(modeltest.URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	// The numbers of the migrations may change; their content does not.
	if err := s.MigrateBefore(ctx, "CREATE TABLE correction_approvals"); err != nil {
		t.Fatal(err)
	}
	legacyEntries(t, s, "table:A", 4)
	legacyEntries(t, s, models.SystemChain, 2)
	if _, err := s.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	key, err := models.NewAuditKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.UseAuditKey(ctx, key, true); err != nil {
		t.Fatal(err)
	}
	appendEvents(t, s, "table:A", 2)
	appendEvents(t, s, "table:C", 1)
	return s
}

// An upgraded database keeps verifying: its unkeyed entries are accepted up
// to the seal, and the keyed ones after them.
func TestLegacyAuditUpgrade(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	s := legacyLog(t)
	rep, err := s.VerifyAudit(context.Background())
	if err != nil {
		t.Fatalf("the upgraded log does not verify: %v %+v", err, rep)
	}
	a := chainReport(t, rep, "table:A")
	if a.Entries != 6 || a.Legacy != 4 || a.Anchored != 4 {
		t.Errorf("table:A %+v; want 6 entries, 4 unkeyed, sealed at 4", a)
	}
	// The system chain: 2 unkeyed, then the key's installation.
	if sys := chainReport(t, rep, models.SystemChain); sys.Entries != 3 || sys.Legacy != 2 {
		t.Errorf("system %+v; want 3 entries, 2 unkeyed", sys)
	}
	var kinds []string
	s.DB().Raw("SELECT hash_kind FROM audit_entries WHERE chain = 'table:A' ORDER BY seq").Scan(&kinds)
	if strings.Join(kinds, ",") != "sha256,sha256,sha256,sha256,hmac,hmac" {
		t.Errorf("hash kinds %v", kinds)
	}
}

// Someone without the key who rewrites the unkeyed part of a chain, or
// passes keyed entries off as unkeyed ones, is found.
func TestLegacyAuditRewriteIsFound(t *testing.T) {
	cases := []struct {
		name   string
		attack func(t *testing.T, s *models.Store)
		chain  string
		seq    int64
		reason string
	}{
		{"unkeyed entry edited, unkeyed hashes recomputed", func(t *testing.T, s *models.Store) {
			rewriteRange(t, s, "table:A", 3, 4)
		}, "table:A", 4, "differs from the one anchor 1 recorded"},
		{"unkeyed tail rewritten through the keyed entries", func(t *testing.T, s *models.Store) {
			rewrite(t, s, "table:A", 3, models.HashSHA256)
		}, "table:A", 4, "differs from the one anchor 1 recorded"},
		{"keyed entries passed off as unkeyed", func(t *testing.T, s *models.Store) {
			rewrite(t, s, "table:A", 5, models.HashSHA256)
		}, "table:A", 5, "plain SHA-256 after seq 4, where the seal closed"},
		{"unkeyed entry appended after the seal", func(t *testing.T, s *models.Store) {
			legacyEntries(t, s, "table:A", 1)
		}, "table:A", 7, "plain SHA-256 after seq 4"},
		{"unkeyed chain added after the seal", func(t *testing.T, s *models.Store) {
			legacyEntries(t, s, "table:Z", 2)
		}, "table:Z", 1, "the seal names no such chain"},
		{"sealed head removed", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq >= 4")
		}, "table:A", 4, "entries after seq 3 were removed: anchor 1 recorded the chain up to seq 4"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := legacyLog(t)
			dropGuards(t, s, "audit_entries")
			c.attack(t, s)
			wantBroken(t, verifyBroken(t, s), c.chain, c.seq, c.reason)
		})
	}
}

// rewriteRange edits entry from of a chain and recomputes the plain hashes
// up to entry to, leaving the entries after it as they are.
func rewriteRange(t *testing.T, s *models.Store, chain string, from, to int64) {
	t.Helper()
	var entries []models.AuditEntry
	if err := s.DB().Where("chain = ? AND seq <= ?", chain, to).Order("seq").Find(&entries).Error; err != nil {
		t.Fatal(err)
	}
	prev := ""
	for _, e := range entries {
		if e.Seq >= from {
			payload := e.Payload
			if e.Seq == from {
				payload = strings.Replace(payload, `"detail":{`, `"detail":{"edited":true,`, 1)
			}
			e.Hash = plainSHA256(prev, payload)
			exec(t, s, "UPDATE audit_entries SET payload = ?, prev_hash = ?, hash = ? WHERE id = ?", payload, prev, e.Hash, e.ID)
		}
		prev = e.Hash
	}
}

// Approvals written as updates of their corrections before approvals had a
// table of their own are moved there, and answers show them as before.
func TestLegacyApprovalsAreKept(t *testing.T) {
	ctx := context.Background()
	s, err := models.Open(modeltest.URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if err := s.MigrateBefore(ctx, "CREATE TABLE correction_approvals"); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 21, 23, 0, 0, 0, time.UTC)
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
		DealtAt: now, ReceivedAt: now, Record: "{}", RecordSHA256: "x", Settings: "{}", Verdict: models.VerdictDiscrepancy, Outcome: "{}"}
	// The hand as the release before 0012 wrote it, without a dealer.
	if err := s.DB().Omit("Settlements", "Findings", "Corrections", "dealer_id").Create(h).Error; err != nil {
		t.Fatal(err)
	}
	approvedAt := now.Add(time.Hour)
	exec(t, s, `INSERT INTO corrections (id, hand_id, reason_code, note, adjustment, entered_by, entered_at, approved_by, approved_at, late)
		VALUES (1, ?, 'other', 'approved late', 500, ?, ?, ?, ?, ?)`, h.ID, pat.ID, now, sam.ID, approvedAt, true)
	exec(t, s, `INSERT INTO corrections (id, hand_id, reason_code, note, adjustment, entered_by, entered_at, late)
		VALUES (2, ?, 'other', 'pending', 0, ?, ?, ?)`, h.ID, pat.ID, now, false)
	if _, err := s.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	approved, err := s.CorrectionByID(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	if by := approved.ApprovedBy(); by == nil || *by != sam.ID || !approved.ApprovedAt().Equal(approvedAt) || !approved.Late() {
		t.Errorf("approved correction after the upgrade: %+v %+v", approved, approved.Approval)
	}
	pending, err := s.CorrectionByID(ctx, 2)
	if err != nil || pending.Approved() || pending.Late() {
		t.Errorf("pending correction after the upgrade: %+v %v", pending, err)
	}
	if pending.ApprovedBy() != nil || pending.ApprovedAt() != nil {
		t.Errorf("the pending correction has an approval: %+v", pending.Approval)
	}
}
