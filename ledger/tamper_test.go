package ledger_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// unguard removes the append-only guard of tables as someone with the
// database's owner rights but not the audit key would: on PostgreSQL
// ALTER TABLE … DISABLE TRIGGER USER, on SQLite the triggers dropped.
func unguard(t *testing.T, s *models.Store, tables ...string) {
	t.Helper()
	for _, table := range tables {
		var stmts []string
		if s.Dialect() == models.Postgres {
			stmts = []string{"ALTER TABLE " + table + " DISABLE TRIGGER USER"}
		} else {
			stmts = []string{"DROP TRIGGER IF EXISTS " + table + "_no_update", "DROP TRIGGER IF EXISTS " + table + "_no_delete"}
		}
		for _, q := range stmts {
			if err := s.DB().Exec(q).Error; err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
	}
}

// tamperScene is a day's records of every kind the tampering tests touch.
type tamperScene struct {
	f                          fixture
	hand, flipped              ledger.Answer
	approved, pending          models.Correction
	fill, credit               ledger.SlipRow
	count                      models.DropCount
	approverSwap               models.User
	approvalID, verificationID int64
}

func newTamperScene(t *testing.T) tamperScene {
	t.Helper()
	f := setup(t)
	ctx := context.Background()
	sc := tamperScene{f: f}
	var err error
	if sc.hand, err = f.ledger.Record(ctx, f.station, []byte(bac(5, "95.00"))); err != nil {
		t.Fatal(err)
	}
	if sc.flipped, err = f.ledger.Record(ctx, f.station, []byte(bac(6, "95.00"))); err != nil {
		t.Fatal(err)
	}
	fid := sc.hand.Findings[0].ID
	if sc.approved, err = f.ledger.FileCorrection(ctx, f.boss, sc.hand.HandID, ledger.CorrectionInput{FindingID: &fid,
		ReasonCode: "dealer_payout_error", Note: "paid 95 instead of 100", Adjustment: rules.Dollars(5)}); err != nil {
		t.Fatal(err)
	}
	if sc.approved, err = f.ledger.ApproveCorrection(ctx, f.super, sc.approved.ID); err != nil {
		t.Fatal(err)
	}
	sc.approvalID = sc.approved.Approval.ID
	if sc.pending, err = f.ledger.FileCorrection(ctx, f.boss, sc.hand.HandID, ledger.CorrectionInput{FindingID: &fid,
		ReasonCode: "dealer_payout_error", Note: "a second look", Adjustment: rules.Dollars(1)}); err != nil {
		t.Fatal(err)
	}
	cage := user(t, f, "cass", models.RoleCage)
	counter := user(t, f, "cole", models.RoleCount)
	sc.approverSwap = user(t, f, "val", models.RolePitBoss)
	if sc.fill, err = f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: models.SlipFill, TableID: "BAC-1",
		GamingDay: "2026-11-21", Chips: chips(2500, 40)}); err != nil {
		t.Fatal(err)
	}
	if _, err = f.ledger.VerifySlip(ctx, cage, sc.fill.ID); err != nil {
		t.Fatal(err)
	}
	if err := f.store.DB().Table("cage_slip_verifications").Select("id").Where("slip_id = ?", sc.fill.ID).Scan(&sc.verificationID).Error; err != nil || sc.verificationID == 0 {
		t.Fatalf("verification of slip %d: %v", sc.fill.ID, err)
	}
	if sc.credit, err = f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: models.SlipCredit, TableID: "BAC-1",
		GamingDay: "2026-11-21", Chips: chips(500, 10)}); err != nil {
		t.Fatal(err)
	}
	if sc.count, err = f.ledger.RecordDropCount(ctx, counter, countIn("BAC-1", "2026-11-21", rules.Dollars(1200), "box 1")); err != nil {
		t.Fatal(err)
	}
	rep, err := f.store.VerifyAudit(ctx)
	if err != nil {
		t.Fatalf("before any tampering: %v %+v", err, rep.Records.Problems)
	}
	return sc
}

// TestTamperingWithRecordsIsNamed drops the append-only guards, changes a
// record, and wants audit verification to name the row: its table, its id
// (a hand's key), whether it was edited, deleted or inserted, and, where
// the entry's detail holds the column, what it held.
func TestTamperingWithRecordsIsNamed(t *testing.T) {
	for _, c := range []struct {
		name    string
		tables  []string
		tamper  func(sc tamperScene) (query string, args []any)
		table   string
		id      func(sc tamperScene) int64
		key     func(sc tamperScene) string
		problem string
		reason  string
	}{
		{name: "a correction's adjustment raised by 100,000", tables: []string{"corrections"},
			tamper: func(sc tamperScene) (string, []any) {
				return "UPDATE corrections SET adjustment = adjustment + ? WHERE id = ?", []any{int64(rules.Dollars(100000)), sc.approved.ID}
			},
			table: "corrections", id: func(sc tamperScene) int64 { return sc.approved.ID }, problem: models.RecordEdited,
			reason: `adjustment: "5.00" recorded, "100005.00" now`},
		{name: "a correction's note changed", tables: []string{"corrections"},
			tamper: func(sc tamperScene) (string, []any) {
				return "UPDATE corrections SET note = 'nothing to see' WHERE id = ?", []any{sc.approved.ID}
			},
			table: "corrections", id: func(sc tamperScene) int64 { return sc.approved.ID }, problem: models.RecordEdited,
			reason: `note: "paid 95 instead of 100" recorded, "nothing to see" now`},
		{name: "a correction deleted", tables: []string{"corrections"},
			tamper: func(sc tamperScene) (string, []any) {
				return "DELETE FROM corrections WHERE id = ?", []any{sc.pending.ID}
			},
			table: "corrections", id: func(sc tamperScene) int64 { return sc.pending.ID }, problem: models.RecordDeleted,
			reason: "is missing"},
		{name: "an approval deleted", tables: []string{"correction_approvals"},
			tamper: func(sc tamperScene) (string, []any) {
				return "DELETE FROM correction_approvals WHERE id = ?", []any{sc.approvalID}
			},
			table: "correction_approvals", id: func(sc tamperScene) int64 { return sc.approvalID }, problem: models.RecordDeleted,
			reason: "is missing"},
		{name: "an approver changed", tables: []string{"correction_approvals"},
			tamper: func(sc tamperScene) (string, []any) {
				return "UPDATE correction_approvals SET approved_by = ? WHERE id = ?", []any{sc.approverSwap.ID, sc.approvalID}
			},
			table: "correction_approvals", id: func(sc tamperScene) int64 { return sc.approvalID }, problem: models.RecordEdited,
			reason: "content hash differs"},
		{name: "a fill's amount ×10", tables: []string{"cage_slips"},
			tamper: func(sc tamperScene) (string, []any) {
				return "UPDATE cage_slips SET amount = amount * 10 WHERE id = ?", []any{sc.fill.ID}
			},
			table: "cage_slips", id: func(sc tamperScene) int64 { return sc.fill.ID }, problem: models.RecordEdited,
			reason: `amount: "1000.00" recorded, "10000.00" now`},
		{name: "a credit deleted", tables: []string{"cage_slips"},
			tamper: func(sc tamperScene) (string, []any) {
				return "DELETE FROM cage_slips WHERE id = ?", []any{sc.credit.ID}
			},
			table: "cage_slips", id: func(sc tamperScene) int64 { return sc.credit.ID }, problem: models.RecordDeleted,
			reason: "is missing"},
		{name: "a cage verification deleted", tables: []string{"cage_slip_verifications"},
			tamper: func(sc tamperScene) (string, []any) {
				return "DELETE FROM cage_slip_verifications WHERE id = ?", []any{sc.verificationID}
			},
			table: "cage_slip_verifications", id: func(sc tamperScene) int64 { return sc.verificationID }, problem: models.RecordDeleted,
			reason: "is missing"},
		{name: "a drop count changed", tables: []string{"drop_counts"},
			tamper: func(sc tamperScene) (string, []any) {
				return "UPDATE drop_counts SET amount = ? WHERE id = ?", []any{int64(rules.Dollars(900)), sc.count.ID}
			},
			table: "drop_counts", id: func(sc tamperScene) int64 { return sc.count.ID }, problem: models.RecordEdited,
			reason: `amount: "1200.00" recorded, "900.00" now`},
		{name: "a hand's verdict flipped with its findings deleted", tables: []string{"hands", "findings"},
			tamper: func(sc tamperScene) (string, []any) {
				return "", []any{sc.flipped.HandID}
			},
			table: "hands", id: func(sc tamperScene) int64 { return sc.flipped.HandID },
			key:     func(tamperScene) string { return "BAC-1/6" },
			problem: models.RecordEdited, reason: `findings: 1 recorded, 0 now; verdict: "discrepancy" recorded, "verified" now`},
		{name: "a drop count inserted", tables: nil,
			tamper: func(sc tamperScene) (string, []any) {
				return "INSERT INTO drop_counts (id, table_id, gaming_day, amount, counted_by, counted_at, note) VALUES (?, 'BAC-1', '2026-11-21', 500, 'cole', ?, '')",
					[]any{sc.count.ID + 100, fixedNow()}
			},
			table: "drop_counts", id: func(sc tamperScene) int64 { return sc.count.ID + 100 }, problem: models.RecordUnrecorded,
			reason: "named by no audit entry"},
	} {
		t.Run(c.name, func(t *testing.T) {
			sc := newTamperScene(t)
			s := sc.f.store
			unguard(t, s, c.tables...)
			query, args := c.tamper(sc)
			if query == "" {
				// The verdict flipped and the findings that made it removed.
				query = "UPDATE hands SET verdict = 'verified' WHERE id = ?"
				if err := s.DB().Exec("DELETE FROM findings WHERE hand_id = ?", args...).Error; err != nil {
					t.Fatal(err)
				}
			}
			if err := s.DB().Exec(query, args...).Error; err != nil {
				t.Fatalf("%s: %v", query, err)
			}
			rep, err := s.VerifyAudit(context.Background())
			if !errors.Is(err, models.ErrAuditBroken) {
				t.Fatalf("verify: %v; want the tampering named", err)
			}
			want := models.RecordProblem{Table: c.table, ID: c.id(sc), Problem: c.problem}
			if c.key != nil {
				want.Key = c.key(sc)
			}
			var found []string
			for _, p := range rep.Records.Problems {
				found = append(found, fmt.Sprintf("%+v", p))
				if p.Table == want.Table && (p.ID == want.ID || p.Key == want.Key && want.Key != "") && p.Problem == want.Problem &&
					strings.Contains(p.Reason, c.reason) {
					if len(rep.Records.Problems) != 1 {
						t.Errorf("more than the row named: %v", found)
					}
					return
				}
			}
			t.Errorf("want %s %d %s (%q); found %v", want.Table, want.ID, want.Problem, c.reason, found)
		})
	}
}
