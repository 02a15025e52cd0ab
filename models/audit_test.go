package models_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

func appendEvents(t *testing.T, s *models.Store, chain string, n int) {
	t.Helper()
	ctx := context.Background()
	for i := 0; i < n; i++ {
		err := s.InTx(ctx, func(ctx context.Context) error {
			return s.Audit(ctx, time.Now(), models.AuditEvent{Chain: chain, Actor: "test", Action: "test.event",
				Subject: fmt.Sprintf("n:%d", i), Detail: map[string]any{"i": i}})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestAuditChainVerifies(t *testing.T) {
	s := modeltest.Open(t)
	appendEvents(t, s, "table:A", 5)
	appendEvents(t, s, models.SystemChain, 3)
	rep, err := s.VerifyAudit(context.Background())
	if err != nil {
		t.Fatalf("verify: %v %+v", err, rep)
	}
	if len(rep.Chains) != 2 {
		t.Fatalf("chains = %d; want 2", len(rep.Chains))
	}
	for _, r := range rep.Chains {
		// The system chain also holds the installation of the key.
		want := map[string]int64{"table:A": 5, "system": 4}[r.Chain]
		if r.Entries != want || r.Broken != nil || len(r.Head) != 64 {
			t.Errorf("chain %+v; want %d entries, unbroken", r, want)
		}
	}
}

// The database refuses to change or remove audit entries and hands.
func TestAppendOnly(t *testing.T) {
	s := modeltest.Open(t)
	appendEvents(t, s, models.SystemChain, 1)
	db := s.DB()
	if err := db.Exec("UPDATE audit_entries SET actor = 'x'").Error; err == nil || !strings.Contains(err.Error(), "append-only") {
		t.Errorf("update of audit_entries: err = %v; want refusal", err)
	}
	if err := db.Exec("DELETE FROM audit_entries").Error; err == nil {
		t.Error("delete from audit_entries was allowed")
	}
	ctx := context.Background()
	now := time.Now().UTC()
	if err := s.CreateTable(ctx, &models.Table{ID: "T1", PropertyID: 1, Game: "baccarat-co", Settings: "{}", CreatedAt: now}); err != nil {
		t.Fatal(err)
	}
	h := &models.Hand{TableID: "T1", HandNumber: 1, Game: "baccarat-co", PropertyID: 1, GamingDay: "2026-11-21",
		DealtAt: now, ReceivedAt: now, Record: "{}", RecordSHA256: "x", Settings: "{}", Verdict: models.VerdictVerified,
		Outcome: "{}", Settlements: []models.Settlement{{Seat: 1, Bet: "player", DeclaredResult: "win", ExpectedResult: "win"}}}
	if ok, err := s.InsertHandIfNew(ctx, h); err != nil || !ok {
		t.Fatalf("insert hand: %v %v", ok, err)
	}
	for _, q := range []string{"UPDATE hands SET verdict = 'discrepancy'", "DELETE FROM hands",
		"UPDATE settlements SET expected_payout = 1", "DELETE FROM settlements"} {
		if err := db.Exec(q).Error; err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: err = %v; want refusal", q, err)
		}
	}
}

// dropAppendOnly removes the protection, as someone with the database's
// owner rights could, so the tests can tamper with the log.
func dropAppendOnly(t *testing.T, s *models.Store) {
	t.Helper()
	var stmts []string
	if s.Dialect() == models.Postgres {
		stmts = []string{"DROP TRIGGER audit_entries_append_only ON audit_entries"}
	} else {
		stmts = []string{"DROP TRIGGER audit_entries_no_update", "DROP TRIGGER audit_entries_no_delete"}
	}
	for _, q := range stmts {
		if err := s.DB().Exec(q).Error; err != nil {
			t.Fatal(err)
		}
	}
}

func TestAuditTamperIsFound(t *testing.T) {
	cases := []struct {
		name   string
		tamper string
		seq    int64
		reason string
	}{
		{"edited column", "UPDATE audit_entries SET actor = 'someone else' WHERE chain = 'table:A' AND seq = 3", 3, "columns differ"},
		{"edited payload", "UPDATE audit_entries SET payload = replace(payload, '\"i\":2', '\"i\":9') WHERE chain = 'table:A' AND seq = 3", 3, "hash does not match"},
		{"deleted entry", "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq = 2", 3, "sequence jumps"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := modeltest.Open(t)
			appendEvents(t, s, "table:A", 5)
			appendEvents(t, s, "table:B", 2)
			dropAppendOnly(t, s)
			if err := s.DB().Exec(c.tamper).Error; err != nil {
				t.Fatal(err)
			}
			rep, err := s.VerifyAudit(context.Background())
			if !errors.Is(err, models.ErrAuditBroken) {
				t.Fatalf("err = %v; want ErrAuditBroken", err)
			}
			for _, r := range rep.Chains {
				switch r.Chain {
				case "table:A":
					if r.Broken == nil || r.Broken.Seq != c.seq || !strings.Contains(r.Broken.Reason, c.reason) {
						t.Errorf("broken = %+v; want seq %d, reason containing %q", r.Broken, c.seq, c.reason)
					}
				case "table:B":
					if r.Broken != nil {
						t.Errorf("table:B reported broken: %+v", r.Broken)
					}
				}
			}
		})
	}
}

// Writers appending to one chain at the same time take turns: the chain
// stays whole.
func TestAuditConcurrentAppends(t *testing.T) {
	s := modeltest.Open(t)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 8; i++ {
				err := s.InTx(context.Background(), func(ctx context.Context) error {
					return s.Audit(ctx, time.Now(), models.AuditEvent{Chain: "table:C", Actor: "w", Action: "test",
						Subject: fmt.Sprintf("%d/%d", w, i)})
				})
				if err != nil {
					errs <- err
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	rep, err := s.VerifyAudit(context.Background())
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	if len(rep.Chains) != 2 || rep.Chains[0].Chain != models.SystemChain || rep.Chains[1].Entries != 64 {
		t.Fatalf("reports %+v; want the system chain and one chain of 64", rep.Chains)
	}
}
