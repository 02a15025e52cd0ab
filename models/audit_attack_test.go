package models_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// dropGuards removes the append-only triggers of tables, as someone with
// the database's owner rights but without the audit key could.
func dropGuards(t *testing.T, s *models.Store, tables ...string) {
	t.Helper()
	for _, table := range tables {
		var stmts []string
		if s.Dialect() == models.Postgres {
			stmts = []string{"DROP TRIGGER IF EXISTS " + table + "_append_only ON " + table,
				"DROP TRIGGER IF EXISTS " + table + "_no_truncate ON " + table}
		} else {
			stmts = []string{"DROP TRIGGER IF EXISTS " + table + "_no_update", "DROP TRIGGER IF EXISTS " + table + "_no_delete"}
		}
		for _, q := range stmts {
			if err := s.DB().Exec(q).Error; err != nil {
				t.Fatal(err)
			}
		}
	}
}

func exec(t *testing.T, s *models.Store, query string, args ...any) {
	t.Helper()
	if err := s.DB().Exec(query, args...).Error; err != nil {
		t.Fatalf("%s: %v", query, err)
	}
}

// writeAnchor writes a sign-off anchor and returns its sequence number.
func writeAnchor(t *testing.T, s *models.Store, subject string) int64 {
	t.Helper()
	var a models.Anchor
	err := s.InTx(context.Background(), func(ctx context.Context) error {
		var err error
		a, err = s.WriteAnchor(ctx, time.Now(), models.AnchorKindSignOff, subject)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return a.Seq
}

// plainSHA256 is how an attacker without the key recomputes a chain: the
// unkeyed hash every entry had before the audit key.
func plainSHA256(prev, payload string) string {
	sum := sha256.Sum256([]byte(prev + "\n" + payload))
	return hex.EncodeToString(sum[:])
}

// rewrite edits the payload of one entry of a chain and recomputes the hash
// of it and of every later entry as someone without the key can, marking
// the rewritten entries with kind (unchanged when empty).
func rewrite(t *testing.T, s *models.Store, chain string, seq int64, kind string) {
	t.Helper()
	var entries []models.AuditEntry
	if err := s.DB().Where("chain = ?", chain).Order("seq").Find(&entries).Error; err != nil {
		t.Fatal(err)
	}
	prev := ""
	for _, e := range entries {
		if e.Seq < seq {
			prev = e.Hash
			continue
		}
		payload := e.Payload
		if e.Seq == seq {
			payload = strings.Replace(payload, `"detail":{`, `"detail":{"edited":true,`, 1)
		}
		if kind == "" {
			kind = e.HashKind
		}
		hash := plainSHA256(prev, payload)
		exec(t, s, "UPDATE audit_entries SET payload = ?, prev_hash = ?, hash = ?, hash_kind = ? WHERE id = ?",
			payload, prev, hash, kind, e.ID)
		prev = hash
	}
}

// verifyBroken runs VerifyAudit, which must fail, and returns its report.
func verifyBroken(t *testing.T, s *models.Store) models.AuditReport {
	t.Helper()
	rep, err := s.VerifyAudit(context.Background())
	if !errors.Is(err, models.ErrAuditBroken) {
		t.Fatalf("verify: err = %v; want ErrAuditBroken\n%+v", err, rep)
	}
	return rep
}

// chainReport returns the report of one chain.
func chainReport(t *testing.T, rep models.AuditReport, chain string) models.ChainReport {
	t.Helper()
	for _, c := range rep.Chains {
		if c.Chain == chain {
			return c
		}
	}
	t.Fatalf("no report of chain %s in %+v", chain, rep.Chains)
	return models.ChainReport{}
}

// wantBroken checks that chain is broken at seq for a reason containing
// reason, and that every other chain and the anchors check.
func wantBroken(t *testing.T, rep models.AuditReport, chain string, seq int64, reason string) {
	t.Helper()
	for _, c := range rep.Chains {
		switch {
		case c.Chain == chain:
			if c.Broken == nil || c.Broken.Seq != seq || !strings.Contains(c.Broken.Reason, reason) {
				t.Errorf("chain %s: broken = %+v; want seq %d, a reason containing %q", chain, c.Broken, seq, reason)
			}
		case c.Broken != nil:
			t.Errorf("chain %s reported broken: %+v", c.Chain, c.Broken)
		}
	}
	if rep.Anchors.Broken != nil {
		t.Errorf("anchors reported broken: %+v", rep.Anchors.Broken)
	}
}

// anchoredLog is a keyed log of two table chains and the system chain,
// anchored by a sign-off (anchor 2; the seal is anchor 1), which verifies.
func anchoredLog(t *testing.T) *models.Store {
	t.Helper()
	s := modeltest.Open(t)
	appendEvents(t, s, "table:A", 5)
	appendEvents(t, s, "table:B", 2)
	if seq := writeAnchor(t, s, "gaming_day:main/2026-11-21"); seq != 2 {
		t.Fatalf("anchor seq %d; want 2 (after the seal)", seq)
	}
	rep, err := s.VerifyAudit(context.Background())
	if err != nil {
		t.Fatalf("the untouched log does not verify: %v %+v", err, rep)
	}
	if a := chainReport(t, rep, "table:A"); a.Anchored != 5 || a.Entries != 5 || a.Legacy != 0 {
		t.Fatalf("table:A %+v; want 5 keyed entries anchored to 5", a)
	}
	return s
}

// Removing the last entry of a chain, a whole chain, or editing an entry
// and recomputing the hashes after it, each with raw SQL after dropping
// the triggers, is found and named.
func TestAuditAttacksAreNamed(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	cases := []struct {
		name   string
		attack func(t *testing.T, s *models.Store)
		chain  string
		seq    int64
		reason string
	}{
		{"last entry removed", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq = 5")
		}, "table:A", 5, "entries after seq 4 were removed: anchor 2 recorded the chain up to seq 5"},
		{"tail removed", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq >= 3")
		}, "table:A", 3, "entries after seq 2 were removed"},
		{"whole chain removed", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:B'")
		}, "table:B", 1, "chain table:B named by anchor 2 is missing"},
		{"entry edited, later hashes recomputed", func(t *testing.T, s *models.Store) {
			rewrite(t, s, "table:A", 3, "")
		}, "table:A", 3, "entry hash does not match its content under the key"},
		{"entry edited, rewritten as unkeyed", func(t *testing.T, s *models.Store) {
			rewrite(t, s, "table:A", 3, models.HashSHA256)
		}, "table:A", 3, "plain SHA-256, and the seal names no such chain"},
		{"hash replaced by another entry's", func(t *testing.T, s *models.Store) {
			exec(t, s, "UPDATE audit_entries SET payload = (SELECT payload FROM audit_entries WHERE chain = 'table:A' AND seq = 2) WHERE chain = 'table:A' AND seq = 4")
		}, "table:A", 4, "under the key"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := anchoredLog(t)
			dropGuards(t, s, "audit_entries")
			c.attack(t, s)
			rep := verifyBroken(t, s)
			wantBroken(t, rep, c.chain, c.seq, c.reason)
		})
	}
}

// Entries written after the newest anchor are not covered by it: removing
// them goes unnoticed (docs/audit.md says so), but removing one from the
// middle does not.
func TestAuditAfterTheNewestAnchor(t *testing.T) {
	s := anchoredLog(t)
	appendEvents(t, s, "table:A", 3) // seq 6, 7, 8: after anchor 2
	dropGuards(t, s, "audit_entries")
	exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq = 6")
	exec(t, s, "UPDATE audit_entries SET seq = seq - 1 WHERE chain = 'table:A' AND seq > 6")
	rep := verifyBroken(t, s)
	wantBroken(t, rep, "table:A", 6, "previous-hash does not match")

	s = anchoredLog(t)
	appendEvents(t, s, "table:A", 3)
	dropGuards(t, s, "audit_entries")
	exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq > 5")
	if rep, err := s.VerifyAudit(context.Background()); err != nil {
		t.Errorf("the tail after the newest anchor was removed and verify said %v %+v; docs/audit.md says this goes unnoticed", err, rep)
	}
}

// Anchors are keyed and chained: an edited anchor, edited heads, and an
// anchor removed from the middle are each found.
func TestAnchorAttacksAreNamed(t *testing.T) {
	cases := []struct {
		name   string
		attack func(t *testing.T, s *models.Store)
		seq    int64
		reason string
	}{
		{"subject edited", func(t *testing.T, s *models.Store) {
			exec(t, s, "UPDATE anchors SET subject = 'gaming_day:main/2026-11-22' WHERE seq = 3")
		}, 3, "its MAC does not match its content under the key"},
		{"recorded head edited", func(t *testing.T, s *models.Store) {
			exec(t, s, "UPDATE anchor_heads SET seq = 4 WHERE chain = 'table:A' AND anchor_id = (SELECT id FROM anchors WHERE seq = 3)")
		}, 3, "its MAC does not match its content under the key"},
		{"recorded head removed", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM anchor_heads WHERE chain = 'table:B' AND anchor_id = (SELECT id FROM anchors WHERE seq = 2)")
		}, 2, "its MAC does not match"},
		{"middle anchor removed", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM anchor_heads WHERE anchor_id = (SELECT id FROM anchors WHERE seq = 3)")
			exec(t, s, "DELETE FROM anchors WHERE seq = 3")
		}, 3, "anchor sequence jumps from 2 to 4: anchors were removed"},
		{"middle anchor removed, later ones renumbered", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM anchor_heads WHERE anchor_id = (SELECT id FROM anchors WHERE seq = 3)")
			exec(t, s, "DELETE FROM anchors WHERE seq = 3")
			exec(t, s, "UPDATE anchors SET seq = 3, prev_mac = (SELECT mac FROM anchors WHERE seq = 2) WHERE seq = 4")
		}, 3, "its MAC does not match its content under the key"},
		{"seal removed", func(t *testing.T, s *models.Store) {
			exec(t, s, "DELETE FROM anchor_heads WHERE anchor_id = (SELECT id FROM anchors WHERE seq = 1)")
			exec(t, s, "DELETE FROM anchors WHERE seq = 1")
		}, 1, "anchor sequence jumps from 0 to 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := anchoredLog(t)
			appendEvents(t, s, "table:A", 1)
			writeAnchor(t, s, "report:daily_summary:2026-11-21") // 3
			appendEvents(t, s, "table:B", 1)
			writeAnchor(t, s, "gaming_day:main/2026-11-22") // 4
			if _, err := s.VerifyAudit(context.Background()); err != nil {
				t.Fatalf("before the attack: %v", err)
			}
			dropGuards(t, s, "anchors", "anchor_heads")
			c.attack(t, s)
			rep := verifyBroken(t, s)
			b := rep.Anchors.Broken
			if b == nil || b.Seq != c.seq || !strings.Contains(b.Reason, c.reason) {
				t.Errorf("anchors broken = %+v; want anchor %d, a reason containing %q", b, c.seq, c.reason)
			}
		})
	}
}

// With every anchor and the key record removed, the keyed entries that
// remain still cannot pass for an unkeyed log.
func TestAuditWithoutAnchorsOrKeyRecord(t *testing.T) {
	s := anchoredLog(t)
	dropGuards(t, s, "anchors", "anchor_heads", "audit_keys")
	exec(t, s, "DELETE FROM anchor_heads")
	exec(t, s, "DELETE FROM anchors")
	rep := verifyBroken(t, s)
	if b := rep.Anchors.Broken; b == nil || !strings.Contains(b.Reason, "there are no anchors") {
		t.Errorf("anchors broken = %+v; want the missing seal named", b)
	}
	exec(t, s, "DELETE FROM audit_keys")
	rep = verifyBroken(t, s)
	if b := rep.Anchors.Broken; b == nil || !strings.Contains(b.Reason, "no record of its audit key") {
		t.Errorf("anchors broken = %+v; want the missing key record named", b)
	}
	// Nor will a store install a key on it again.
	key, err := models.NewAuditKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.UseAuditKey(context.Background(), key, true); !errors.Is(err, models.ErrAuditKeyUnrecorded) {
		t.Errorf("installing a key on a log with keyed entries: %v; want ErrAuditKeyUnrecorded", err)
	}
}
