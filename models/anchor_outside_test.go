package models_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// memorySink is an outside copy of the anchors held in memory.
type memorySink struct{ anchors []models.Anchor }

func (m *memorySink) Exported() int64 {
	if len(m.anchors) == 0 {
		return 0
	}
	return m.anchors[len(m.anchors)-1].Seq
}

func (m *memorySink) Append(_ context.Context, a []models.Anchor) error {
	m.anchors = append(m.anchors, a...)
	return nil
}

// periodicAnchor writes a periodic anchor, which must be written.
func periodicAnchor(t *testing.T, s *models.Store) models.Anchor {
	t.Helper()
	a, wrote, err := s.AnchorIfChanged(context.Background(), time.Now())
	if err != nil || !wrote {
		t.Fatalf("periodic anchor: wrote %v, %v", wrote, err)
	}
	return a
}

// removeAnchorsFrom removes every anchor from seq on, with its heads, as
// someone with the database's owner rights could: with the append-only
// triggers and the foreign keys that name anchors set aside.
func removeAnchorsFrom(t *testing.T, s *models.Store, seq int64) {
	t.Helper()
	attack := func(db *gorm.DB) error {
		for _, q := range []string{
			"DELETE FROM anchor_heads WHERE anchor_id IN (SELECT id FROM anchors WHERE seq >= ?)",
			"DELETE FROM anchors WHERE seq >= ?",
		} {
			if err := db.Exec(q, seq).Error; err != nil {
				return err
			}
		}
		return nil
	}
	var err error
	if s.Dialect() == models.Postgres {
		// Replica mode fires no ordinary trigger and checks no foreign key.
		err = s.DB().Transaction(func(tx *gorm.DB) error {
			if err := tx.Exec("SET LOCAL session_replication_role = replica").Error; err != nil {
				return err
			}
			return attack(tx)
		})
	} else {
		dropGuards(t, s, "anchors", "anchor_heads")
		exec(t, s, "PRAGMA foreign_keys = OFF")
		err = attack(s.DB())
		exec(t, s, "PRAGMA foreign_keys = ON")
	}
	if err != nil {
		t.Fatal(err)
	}
}

// outsideLog is anchoredLog with an outside copy of its anchors.
func outsideLog(t *testing.T) (*models.Store, *memorySink) {
	t.Helper()
	s := anchoredLog(t)
	sink := &memorySink{}
	s.SetAnchorSink(sink, func(err error) { t.Errorf("outside copy: %v", err) })
	if n, err := s.ExportAnchors(context.Background()); err != nil || n != 2 {
		t.Fatalf("export the seal and anchor 2: %d, %v", n, err)
	}
	return s, sink
}

// Every anchor is copied outside once its transaction commits, and only
// then; the copy checks against the database.
func TestAnchorsAreCopiedOutside(t *testing.T) {
	s, sink := outsideLog(t)
	ctx := context.Background()
	appendEvents(t, s, "table:A", 1)
	writeAnchor(t, s, "gaming_day:main/2026-11-22") // 3
	if got := sink.Exported(); got != 3 {
		t.Fatalf("outside copy ends at %d; want 3", got)
	}
	// An anchor whose transaction rolls back is never copied.
	boom := errors.New("boom")
	err := s.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.WriteAnchor(ctx, time.Now(), models.AnchorKindReport, "report:x"); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) || sink.Exported() != 3 {
		t.Fatalf("rolled back: %v, outside copy ends at %d; want 3", err, sink.Exported())
	}
	// Nothing moved: no periodic anchor.
	if _, wrote, err := s.AnchorIfChanged(ctx, time.Now()); err != nil || wrote {
		t.Fatalf("nothing moved: wrote %v, %v", wrote, err)
	}
	appendEvents(t, s, "table:B", 1)
	if a := periodicAnchor(t, s); a.Seq != 4 || a.Kind != models.AnchorKindPeriodic || sink.Exported() != 4 {
		t.Fatalf("periodic anchor %+v, outside copy ends at %d", a, sink.Exported())
	}
	rep, err := s.VerifyAuditOutside(ctx, sink.anchors)
	if err != nil || rep.Outside == nil || rep.Outside.Anchors != 4 || rep.Outside.HeadSeq != 4 {
		t.Fatalf("verify against the outside copy: %v %+v", err, rep.Outside)
	}
}

// wantOutsideBroken checks that the outside copy is reported broken at
// anchor seq for a reason containing reason.
func wantOutsideBroken(t *testing.T, rep models.AuditReport, seq int64, reason string) {
	t.Helper()
	if o := rep.Outside; o == nil || o.Broken == nil || o.Broken.Seq != seq || !strings.Contains(o.Broken.Reason, reason) {
		t.Errorf("outside copy: %+v; want broken at anchor %d, a reason containing %q", rep.Outside, seq, reason)
	}
}

// The end of a chain after the newest anchor the database keeps, cut with
// the newer anchors that covered it, is named by the outside copy.
func TestTailCutAfterNewestAnchorIsNamedOutside(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	s, sink := outsideLog(t)
	appendEvents(t, s, "table:A", 3) // seq 6, 7, 8
	periodicAnchor(t, s)             // 3, copied outside
	dropGuards(t, s, "audit_entries")
	exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq > 5")
	removeAnchorsFrom(t, s, 3)
	// The database alone no longer shows it.
	if rep, err := s.VerifyAudit(context.Background()); err != nil {
		t.Fatalf("without the outside copy: %v %+v", err, rep)
	}
	rep, err := s.VerifyAuditOutside(context.Background(), sink.anchors)
	if !errors.Is(err, models.ErrAuditBroken) {
		t.Fatalf("verify against the outside copy: %v; want ErrAuditBroken", err)
	}
	a := chainReport(t, rep, "table:A")
	if a.Broken == nil || a.Broken.Seq != 6 ||
		!strings.Contains(a.Broken.Reason, "entries after seq 5 were removed: anchor 3 (outside copy) recorded the chain up to seq 8") {
		t.Errorf("table:A broken = %+v", a.Broken)
	}
	wantOutsideBroken(t, rep, 3, "anchor 3, which the outside copy holds, is not in the database: anchors after 2 were removed")
}

// A whole chain begun after the newest anchor is named: by the periodic
// anchor in the database, or, that removed too, by its outside copy.
func TestChainBegunAfterNewestAnchorIsNamed(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	for _, removeAnchor := range []bool{false, true} {
		s, sink := outsideLog(t)
		appendEvents(t, s, "table:BAC-3", 3)
		periodicAnchor(t, s) // 3
		dropGuards(t, s, "audit_entries")
		exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:BAC-3'")
		want := "chain table:BAC-3 named by anchor 3 is missing"
		if removeAnchor {
			removeAnchorsFrom(t, s, 3)
			want = "chain table:BAC-3 named by anchor 3 (outside copy) is missing"
		}
		rep, err := s.VerifyAuditOutside(context.Background(), sink.anchors)
		if !errors.Is(err, models.ErrAuditBroken) {
			t.Fatalf("anchor removed %v: %v; want ErrAuditBroken", removeAnchor, err)
		}
		if c := chainReport(t, rep, "table:BAC-3"); c.Broken == nil || c.Broken.Seq != 1 || !strings.Contains(c.Broken.Reason, want) {
			t.Errorf("anchor removed %v: table:BAC-3 broken = %+v; want %q", removeAnchor, c.Broken, want)
		}
	}
}

// An outside copy that was edited, or an anchor of the database replaced,
// is named.
func TestOutsideCopyDisagreements(t *testing.T) {
	s, sink := outsideLog(t)
	edited := append([]models.Anchor(nil), sink.anchors...)
	edited[1].Subject = "gaming_day:main/2026-11-30"
	rep, err := s.VerifyAuditOutside(context.Background(), edited)
	if !errors.Is(err, models.ErrAuditBroken) {
		t.Fatalf("edited outside copy: %v", err)
	}
	wantOutsideBroken(t, rep, 2, "outside anchor 2: its MAC does not match")

	other := modeltest.Open(t)
	appendEvents(t, other, "table:A", 1)
	writeAnchor(t, other, "gaming_day:main/2026-11-21")
	otherSink := &memorySink{}
	other.SetAnchorSink(otherSink, nil)
	if _, err := other.ExportAnchors(context.Background()); err != nil {
		t.Fatal(err)
	}
	rep, err = s.VerifyAuditOutside(context.Background(), otherSink.anchors)
	if !errors.Is(err, models.ErrAuditBroken) {
		t.Fatalf("another log's outside copy: %v", err)
	}
	wantOutsideBroken(t, rep, 1, "not of this log")
}

// The newest anchor removed with the chains' ends it covered leaves the
// report run, the sign-off and the audit entries that name it: each is
// named, with no outside copy.
func TestReferenceToRemovedAnchorIsNamed(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	s := anchoredLog(t)
	ctx := context.Background()
	appendEvents(t, s, "table:A", 2) // seq 6, 7
	var a models.Anchor
	err := s.InTx(ctx, func(ctx context.Context) error {
		var err error
		if a, err = s.WriteAnchor(ctx, time.Now(), models.AnchorKindReport, "report:master_game:2026-11-21"); err != nil {
			return err
		}
		if err := s.InsertReportRun(ctx, &models.ReportRun{Kind: "master_game", PropertyID: 1, GamingDay: "2026-11-21",
			Format: "pdf", Trigger: models.TriggerOnDemand, RequestedBy: "test", CreatedAt: time.Now().UTC(),
			FileName: "x.pdf", SHA256: "00", Content: []byte("x"), AnchorID: &a.ID}); err != nil {
			return err
		}
		if err := s.InsertDaySignOff(ctx, &models.DaySignOff{PropertyID: 1, GamingDay: "2026-11-21", SignedBy: "test",
			SignedAt: time.Now().UTC(), AnchorID: &a.ID}); err != nil {
			return err
		}
		return s.Audit(ctx, time.Now(), models.AuditEvent{Chain: models.SystemChain, Actor: "test", Action: "report.generated",
			Subject: "report:master_game:2026-11-21", Detail: map[string]any{"anchor_id": a.ID, "anchor_seq": a.Seq}})
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.VerifyAudit(ctx); err != nil {
		t.Fatalf("before: %v", err)
	}
	dropGuards(t, s, "audit_entries")
	exec(t, s, "DELETE FROM audit_entries WHERE chain = 'table:A' AND seq > 5")
	removeAnchorsFrom(t, s, a.Seq)
	rep := verifyBroken(t, s)
	var named []string
	for _, m := range rep.Anchors.Missing {
		if m.AnchorID != a.ID {
			t.Errorf("missing anchor %+v; want id %d", m, a.ID)
		}
		named = append(named, m.NamedBy)
	}
	got := strings.Join(named, "; ")
	for _, want := range []string{"report run", "gaming-day sign-off", "audit entry system seq", "(report.generated)"} {
		if !strings.Contains(got, want) {
			t.Errorf("references named: %q; want one containing %q", got, want)
		}
	}
}
