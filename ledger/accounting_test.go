package ledger_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

func chips(pairs ...int64) models.ChipCount {
	var out models.ChipCount
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, models.Chips{Denomination: rules.Money(pairs[i]), Count: pairs[i+1]})
	}
	return out
}

// A fill is requested on the floor and verified by the cage: two users,
// each audited; the requester cannot verify it, a voided slip cannot be
// verified, nothing is ever changed.
func TestFillsAndCredits(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	cage := user(t, f, "cass", models.RoleCage)
	counter := user(t, f, "cole", models.RoleCount)
	fill, err := f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: models.SlipFill, TableID: "BAC-1",
		GamingDay: "2026-11-21", Chips: chips(2500, 40, 10000, 20), Note: "tray low on greens"})
	if err != nil {
		t.Fatal(err)
	}
	// 40 × 25.00 + 20 × 100.00 = 3,000.00, chips listed largest first.
	if fill.Amount != rules.Dollars(3000) || fill.State != models.SlipRequested || fill.Chips[0].Denomination != 10000 {
		t.Errorf("fill %+v", fill)
	}
	if _, err := f.ledger.VerifySlip(ctx, f.boss, fill.ID); !errors.Is(err, ledger.ErrForbidden) {
		t.Errorf("a pit boss verified a fill: %v", err)
	}
	admin := user(t, f, "ada", models.RoleAdmin)
	// An administrator who requested a slip cannot verify it either.
	own, err := f.ledger.RequestSlip(ctx, admin, ledger.SlipInput{Kind: models.SlipCredit, TableID: "BAC-1", GamingDay: "2026-11-21", Chips: chips(500, 10)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ledger.VerifySlip(ctx, admin, own.ID); !errors.Is(err, ledger.ErrSelfVerification) {
		t.Errorf("self-verification: %v", err)
	}
	v, err := f.ledger.VerifySlip(ctx, cage, fill.ID)
	if err != nil || v.State != models.SlipVerified || v.VerifiedBy == nil || *v.VerifiedBy != "cass" {
		t.Fatalf("verify: %+v, %v", v, err)
	}
	if _, err := f.ledger.VerifySlip(ctx, cage, fill.ID); !errors.Is(err, ledger.ErrAlreadyVerified) {
		t.Errorf("second verification: %v", err)
	}
	if _, err := f.ledger.VoidSlip(ctx, counter, own.ID, "wrong table"); !errors.Is(err, ledger.ErrForbidden) {
		t.Errorf("the count team voided a slip: %v", err)
	}
	if _, err := f.ledger.VoidSlip(ctx, f.boss, own.ID, " "); err == nil || !strings.Contains(err.Error(), "reason") {
		t.Errorf("a void without a reason: %v", err)
	}
	voided, err := f.ledger.VoidSlip(ctx, f.boss, own.ID, "requested for the wrong table")
	if err != nil || voided.State != models.SlipVoided {
		t.Fatalf("void: %+v, %v", voided, err)
	}
	if _, err := f.ledger.VerifySlip(ctx, cage, own.ID); !errors.Is(err, ledger.ErrAlreadyVoided) {
		t.Errorf("verifying a voided slip: %v", err)
	}
	for _, in := range []ledger.SlipInput{
		{Kind: "marker", TableID: "BAC-1", Chips: chips(500, 1)},
		{Kind: models.SlipFill, TableID: "BAC-1"},
		{Kind: models.SlipFill, TableID: "BAC-1", Chips: chips(500, 1, 500, 2)},
		{Kind: models.SlipFill, TableID: "BAC-1", Chips: chips(0, 1)},
		{Kind: models.SlipFill, TableID: "NOPE", Chips: chips(500, 1)},
		{Kind: models.SlipFill, TableID: "BAC-1", GamingDay: "2026-12-25", Chips: chips(500, 1)},
	} {
		var ie *rules.InputError
		if _, err := f.ledger.RequestSlip(ctx, f.boss, in); !errors.As(err, &ie) {
			t.Errorf("%+v: %v; want an input error", in, err)
		}
	}
	prop, _ := f.store.PropertyByCode(ctx, "main")
	slips, err := f.ledger.Slips(ctx, prop.ID, "2026-11-21")
	if err != nil || len(slips) != 2 || slips[0].State != models.SlipVerified || slips[1].State != models.SlipVoided ||
		*slips[1].VoidReason != "requested for the wrong table" {
		t.Errorf("slips of the day: %+v, %v", slips, err)
	}
	for action, n := range map[string]int{"slip.requested": 2, "slip.verified": 1, "slip.voided": 1} {
		if got := countAudit(t, f.store, action); got != n {
			t.Errorf("%s: %d audit entries, want %d", action, got, n)
		}
	}
	if _, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit: %v", err)
	}
}

// A table's closer rolls to its next day's opener unless an opener is
// recorded; a recount supersedes and both are kept.
func TestInventoriesRoll(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	prop, _ := f.store.PropertyByCode(ctx, "main")
	closer := func(day models.Day, c models.ChipCount) ledger.InventoryRow {
		t.Helper()
		r, err := f.ledger.RecordInventory(ctx, f.boss, ledger.InventoryInput{TableID: "BAC-1", GamingDay: day, Kind: models.InventoryCloser, Chips: c})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	closer("2026-11-20", chips(100, 500, 2500, 200))           // 5,500.00
	second := closer("2026-11-20", chips(100, 500, 2500, 204)) // recount: 5,600.00
	if second.Supersedes == nil || second.Amount != rules.Dollars(5600) {
		t.Errorf("recount %+v", second)
	}
	days, err := f.ledger.Inventories(ctx, prop.ID, "2026-11-21")
	if err != nil {
		t.Fatal(err)
	}
	var bac ledger.TableInventoryDay
	for _, d := range days {
		if d.TableID == "BAC-1" {
			bac = d
		}
	}
	if bac.Opener == nil || !bac.OpenerRolled || bac.Opener.Amount != rules.Dollars(5600) || bac.Closer != nil {
		t.Errorf("BAC-1 on the 21st: %+v; want the 20th's closer rolled as its opener", bac)
	}
	if _, err := f.ledger.RecordInventory(ctx, f.boss, ledger.InventoryInput{TableID: "BAC-1", GamingDay: "2026-11-21",
		Kind: models.InventoryOpener, Chips: chips(100, 500, 2500, 200)}); err != nil {
		t.Fatal(err)
	}
	days, _ = f.ledger.Inventories(ctx, prop.ID, "2026-11-21")
	for _, d := range days {
		if d.TableID == "BAC-1" && (d.OpenerRolled || d.Opener.Amount != rules.Dollars(5500)) {
			t.Errorf("a recorded opener: %+v", d.Opener)
		}
	}
	if _, err := f.ledger.RecordInventory(ctx, f.boss, ledger.InventoryInput{TableID: "BAC-1", Kind: "middle"}); err == nil {
		t.Error("an inventory that is neither opener nor closer was kept")
	}
	if countAudit(t, f.store, "inventory.recorded") != 3 {
		t.Error("every inventory is audited")
	}
}

// A day with open findings, a pending correction, a table without a count
// and an unverified fill is signed off only with a reason, which the
// sign-off keeps with what it passed over.
func TestSignOffChecklist(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	officer := user(t, f, "olga", models.RoleCompliance)
	counter := user(t, f, "cole", models.RoleCount)
	a, err := f.ledger.Record(ctx, f.station, []byte(bac(1, "95.00")))
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.ledger.FileCorrection(ctx, f.boss, a.HandID, ledger.CorrectionInput{ReasonCode: "dealer_payout_error", Note: "paid 5 more", Adjustment: 500})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: models.SlipFill, TableID: "BAC-2", GamingDay: a.GamingDay, Chips: chips(500, 10)}); err != nil {
		t.Fatal(err)
	}
	prop, _ := f.store.PropertyByCode(ctx, "main")
	list, err := f.ledger.DayChecklist(ctx, prop.ID, a.GamingDay)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.OpenFindings) != 1 || len(list.PendingCorrections) != 1 || list.PendingCorrections[0].Ref != c.ID ||
		len(list.UncountedTables) != 2 || len(list.UnverifiedSlips) != 1 {
		t.Fatalf("checklist %+v", list)
	}
	// BAC-1 dealt a hand and BAC-2 had a fill: neither has an opener (no
	// earlier closer to roll) or a closer, and BAC-1 was never opened.
	want := "1 open finding, 1 correction waiting for approval, 2 tables without a drop count, 1 fill or credit not verified, " +
		"2 tables without an opener, 2 tables without a closer, 1 hand dealt at a closed table"
	if len(list.ClosedTableHands) != 1 || list.ClosedTableHands[0].HandID != a.HandID || list.ClosedTableHands[0].TableID != "BAC-1" ||
		len(list.MissingOpeners) != 2 || list.MissingOpeners[0].TableID != "BAC-1" || list.MissingClosers[1].TableID != "BAC-2" {
		t.Errorf("checklist %+v", list)
	}
	// The open finding: the banker paid 95.00 where the rules give 100.00.
	if list.OpenFindings[0].Amount != rules.Dollars(5) {
		t.Errorf("open finding at stake %s, want 5.00", list.OpenFindings[0].Amount)
	}
	if list.Summary() != want {
		t.Errorf("summary %q, want %q", list.Summary(), want)
	}
	_, err = f.ledger.SignOffDay(ctx, officer, prop.ID, a.GamingDay, "")
	var ie *rules.InputError
	if !errors.As(err, &ie) || ie.Errors[0].Field != "override_reason" || !strings.Contains(ie.Errors[0].Detail, want) {
		t.Fatalf("sign-off past the checklist without a reason: %v", err)
	}
	// Put everything right but one table's count: still a reason needed.
	if _, err := f.ledger.ApproveCorrection(ctx, f.super, c.ID); err != nil {
		t.Fatal(err)
	}
	for _, tbl := range []string{"BAC-1"} {
		if _, err := f.ledger.RecordDropCount(ctx, counter, countIn(tbl, a.GamingDay, rules.Dollars(100), "")); err != nil {
			t.Fatal(err)
		}
	}
	// BAC-1's closer of the day before rolls to its opener; its closer is
	// counted.
	for _, in := range []ledger.InventoryInput{{TableID: "BAC-1", GamingDay: a.GamingDay.AddDays(-1), Kind: models.InventoryCloser, Chips: chips(500, 4)},
		{TableID: "BAC-1", GamingDay: a.GamingDay, Kind: models.InventoryCloser, Chips: chips(500, 4)}} {
		if _, err := f.ledger.RecordInventory(ctx, f.boss, in); err != nil {
			t.Fatal(err)
		}
	}
	list, _ = f.ledger.DayChecklist(ctx, prop.ID, a.GamingDay)
	if list.Summary() != "1 table without a drop count, 1 fill or credit not verified, 1 table without an opener, 1 table without a closer, 1 hand dealt at a closed table" {
		t.Errorf("after the approval and a count: %s", list.Summary())
	}
	so, err := f.ledger.SignOff(ctx, officer, prop.ID, a.GamingDay, ledger.SignOffInput{Note: "n", OverrideReason: "BAC-2 never opened; the fill was an error"})
	if err != nil {
		t.Fatal(err)
	}
	if so.OverrideReason == "" || !strings.Contains(so.Outstanding, `"uncounted_tables":[{"kind":"uncounted_table","table_id":"BAC-2"`) {
		t.Errorf("sign-off %+v", so)
	}
	es, err := f.store.AuditEntries(ctx, models.AuditFilter{Action: "gaming_day.signed_off"})
	if err != nil || len(es) != 1 || !strings.Contains(es[0].Payload, "BAC-2 never opened") || !strings.Contains(es[0].Payload, "1 table without a drop count") {
		t.Errorf("audit of the sign-off: %+v, %v", es, err)
	}
	// A slip requested after the sign-off is late.
	late, err := f.ledger.RequestSlip(ctx, f.boss, ledger.SlipInput{Kind: models.SlipCredit, TableID: "BAC-1", GamingDay: a.GamingDay, Chips: chips(500, 1)})
	if err != nil || !late.Late {
		t.Errorf("slip after the sign-off: %+v, %v; want late", late, err)
	}
}

// A hand posted late lands its progressive contribution on the gaming day
// it was dealt, not the day it was posted.
func TestProgressiveEventsTakeTheHandsDay(t *testing.T) {
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(1000), MainRate: 1000}, "T-1")
	a := f.post(t, "T-1", []int{1, 2}, nil, nil, nil)
	if a.GamingDay != "2026-11-21" {
		t.Fatalf("hand of %s", a.GamingDay)
	}
	e := f.meters(t, "P")
	if e.Kind != ledger.EventContribution || e.GamingDay != "2026-11-21" {
		t.Errorf("contribution %+v; want it on gaming day 2026-11-21, the hand's (the clock is at 2026-11-23)", e)
	}
}

// A meter reading is compared with the meter the log holds when it was read.
func TestMeterReading(t *testing.T) {
	f := newProg(t, ledger.PoolInput{ID: "P", Seed: rules.Dollars(1000), MainRate: 5000}, "T-1")
	f.post(t, "T-1", []int{1, 2, 3, 4}, nil, nil, nil) // 1,002.00
	boss, err := f.store.UserByName(context.Background(), "pat")
	if err != nil {
		t.Fatal(err)
	}
	r, err := f.ledger.RecordMeterReading(context.Background(), boss, ledger.MeterReadingInput{PoolID: "P", Amount: rules.Dollars(1001)})
	if err != nil {
		t.Fatal(err)
	}
	if r.Computed != rules.Dollars(1002) || r.Variance != rules.Dollars(-1) {
		t.Errorf("reading %+v; want computed 1,002.00, variance -1.00", r)
	}
	if _, err := f.ledger.RecordMeterReading(context.Background(), boss, ledger.MeterReadingInput{PoolID: "Q", Amount: 1}); err == nil {
		t.Error("a reading of no pool was kept")
	}
}
