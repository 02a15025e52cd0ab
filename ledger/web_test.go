package ledger_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/rules"
)

// countIn is a count of amount in the fewest usual bills, by a team of
// three, from 06:00 to 06:45 UTC on the day after the gaming day.
func countIn(table string, day models.Day, amount rules.Money, note string) ledger.DropCountInput {
	start := time.Date(2026, 11, 22, 6, 0, 0, 0, time.UTC)
	return ledger.DropCountInput{TableID: table, GamingDay: day, Amount: amount, Denominations: models.BillsFor(amount),
		Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, StartedAt: start, EndedAt: start.Add(45 * time.Minute), Note: note}
}

// field returns the field an input error names, or fails.
func field(t *testing.T, err error) string {
	t.Helper()
	ie, ok := rules.AsInputError(err)
	if !ok || len(ie.Errors) == 0 {
		t.Fatalf("err = %v; want an input error naming a field", err)
	}
	return ie.Errors[0].Field
}

func user(t *testing.T, f fixture, name, role string) models.User {
	t.Helper()
	u, err := f.ledger.CreateUser(context.Background(), "test", name, role)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestPasswordSignIn(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	const pw = "correct horse battery"
	if err := f.ledger.SetPassword(ctx, "cli", "pat", "too-short"); field(t, err) != "password" {
		t.Errorf("a 9-character password: err = %v", err)
	}
	if err := f.ledger.SetPassword(ctx, "cli", "pat", strings.Repeat("x", 73)); field(t, err) != "password" {
		t.Errorf("a 73-byte password: err = %v", err)
	}
	if err := f.ledger.SetPassword(ctx, "cli", "nobody", pw); field(t, err) != "name" {
		t.Errorf("an unknown user: err = %v", err)
	}
	if _, err := f.ledger.SignIn(ctx, "pat", pw); !errors.Is(err, ledger.ErrSignIn) {
		t.Errorf("sign-in before a password is set: err = %v", err)
	}
	if err := f.ledger.SetPassword(ctx, "cli", "pat", pw); err != nil {
		t.Fatal(err)
	}
	u, err := f.ledger.SignIn(ctx, "pat", pw)
	if err != nil || u.ID != f.boss.ID || u.Role != models.RolePitBoss {
		t.Fatalf("right password: %+v, %v", u, err)
	}
	if u.PasswordHash == nil || !strings.HasPrefix(*u.PasswordHash, "$2") || strings.Contains(*u.PasswordHash, pw) {
		t.Errorf("stored hash %v is not a bcrypt hash", u.PasswordHash)
	}
	for _, c := range []struct{ name, pw string }{{"pat", "correct horse battery!"}, {"pat", ""}, {"nobody", pw}} {
		if _, err := f.ledger.SignIn(ctx, c.name, c.pw); !errors.Is(err, ledger.ErrSignIn) {
			t.Errorf("sign-in %q/%q: err = %v; want ErrSignIn", c.name, c.pw, err)
		}
	}
	if err := f.store.DB().Exec("UPDATE users SET disabled_at = ? WHERE id = ?", fixedNow(), f.boss.ID).Error; err != nil {
		t.Fatal(err)
	}
	if _, err := f.ledger.SignIn(ctx, "pat", pw); !errors.Is(err, ledger.ErrSignIn) {
		t.Errorf("a disabled user with the right password: err = %v", err)
	}
	if n := countAudit(t, f.store, "user.password_set"); n != 1 {
		t.Errorf("user.password_set entries = %d", n)
	}
	if n := countAudit(t, f.store, "user.signed_in"); n != 1 {
		t.Errorf("user.signed_in entries = %d", n)
	}
	failed, err := f.store.AuditEntries(ctx, models.AuditFilter{Action: "user.sign_in_failed"})
	if err != nil {
		t.Fatal(err)
	}
	var reasons []string
	for _, e := range failed {
		var d struct {
			Detail struct{ Reason string } `json:"detail"`
		}
		mustJSON(t, e.Payload, &d)
		reasons = append(reasons, e.Subject+": "+d.Detail.Reason)
	}
	want := "user:pat: no password set|user:pat: wrong password|user:pat: wrong password|user:nobody: unknown user|user:pat: user disabled"
	if got := strings.Join(reasons, "|"); got != want {
		t.Errorf("failed sign-ins audited as %s; want %s", got, want)
	}
	all, err := f.store.AuditEntries(ctx, models.AuditFilter{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range all {
		if strings.Contains(e.Payload, "horse") {
			t.Errorf("audit entry %d (%s) holds the password: %s", e.ID, e.Action, e.Payload)
		}
	}
}

func TestSignOffDay(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	officer := user(t, f, "olga", models.RoleCompliance)
	admin := user(t, f, "ada", models.RoleAdmin)
	counter := user(t, f, "cole", models.RoleCount)
	prop, err := f.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []models.User{f.boss, counter} {
		_, err := f.ledger.SignOffDay(ctx, u, prop.ID, "2026-11-21", "")
		var re *ledger.RoleError
		if !errors.Is(err, ledger.ErrForbidden) || !errors.As(err, &re) || !strings.Contains(err.Error(), u.Role) {
			t.Errorf("sign-off by %s: err = %v; want a role error naming the role", u.Role, err)
		}
	}
	// The clock is 2026-11-23 00:00 UTC, 17:00 on the 22nd in Denver:
	// gaming day 2026-11-22 runs until 06:00 on the 23rd.
	if _, err := f.ledger.SignOffDay(ctx, officer, prop.ID, "2026-11-22", ""); field(t, err) != "gaming_day" {
		t.Errorf("sign-off of a day not ended: err = %v", err)
	}
	if _, err := f.ledger.SignOffDay(ctx, officer, prop.ID, "21-11-2026", ""); field(t, err) != "gaming_day" {
		t.Errorf("sign-off of a malformed day: err = %v", err)
	}
	so, err := f.ledger.SignOffDay(ctx, officer, prop.ID, "2026-11-21", "count reconciled")
	if err != nil {
		t.Fatal(err)
	}
	if so.ID == 0 || so.SignedBy != "olga" || so.GamingDay != "2026-11-21" || !so.SignedAt.Equal(fixedNow()) || so.Note != "count reconciled" {
		t.Errorf("sign-off %+v", so)
	}
	if _, err := f.ledger.SignOffDay(ctx, admin, prop.ID, "2026-11-21", ""); !errors.Is(err, ledger.ErrAlreadySignedOff) ||
		!strings.Contains(err.Error(), "olga") {
		t.Errorf("second sign-off: err = %v; want ErrAlreadySignedOff naming olga", err)
	}
	if _, err := f.ledger.SignOffDay(ctx, admin, prop.ID, "2026-11-20", ""); err != nil {
		t.Errorf("an admin's sign-off: %v", err)
	}
	got, err := f.store.DaySignOff(ctx, prop.ID, "2026-11-21")
	if err != nil || got.ID != so.ID || got.GamingDay != "2026-11-21" {
		t.Errorf("DaySignOff: %+v, %v", got, err)
	}
	if _, err := f.store.DaySignOff(ctx, prop.ID, "2026-11-19"); !errors.Is(err, models.ErrNotFound) {
		t.Errorf("DaySignOff of a day not signed off: err = %v", err)
	}
	list, err := f.store.SignOffs(ctx, prop.ID, 10)
	if err != nil || len(list) != 2 || list[0].GamingDay != "2026-11-21" || list[1].GamingDay != "2026-11-20" {
		t.Errorf("SignOffs: %+v, %v", list, err)
	}
	if n := countAudit(t, f.store, "gaming_day.signed_off"); n != 2 {
		t.Errorf("gaming_day.signed_off entries = %d", n)
	}
	if err := f.store.DB().Exec("UPDATE day_signoffs SET note = 'changed'").Error; err == nil {
		t.Error("a sign-off was changed")
	}
	if err := f.store.DB().Exec("DELETE FROM day_signoffs").Error; err == nil {
		t.Error("a sign-off was deleted")
	}
}

// A sign-off anchors the audit log: it names an anchor of every chain's
// head, and entries removed afterwards from the end of a chain are found.
func TestSignOffAnchorsTheAuditLog(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	officer := user(t, f, "olga", models.RoleCompliance)
	var last ledger.Answer
	for _, n := range []int{5, 6} {
		a, err := f.ledger.Record(ctx, f.station, []byte(bac(n, "100.00")))
		if err != nil {
			t.Fatal(err)
		}
		last = a
	}
	prop, err := f.store.PropertyByCode(ctx, "main")
	if err != nil {
		t.Fatal(err)
	}
	so, err := f.ledger.SignOff(ctx, officer, prop.ID, last.GamingDay, ledger.SignOffInput{OverrideReason: "the drop is counted tomorrow"})
	if err != nil {
		t.Fatal(err)
	}
	a := so.Anchor
	if a == nil || so.AnchorID == nil || *so.AnchorID != a.ID || a.Kind != models.AnchorKindSignOff ||
		a.Subject != "gaming_day:main/"+string(last.GamingDay) || a.Chains < 2 || len(a.MAC) != 64 {
		t.Fatalf("sign-off %+v, anchor %+v; want an anchor of every chain", so, a)
	}
	got, err := f.store.DaySignOff(ctx, so.PropertyID, so.GamingDay)
	if err != nil || got.Anchor == nil || got.Anchor.MAC != a.MAC || got.Anchor.Chains != a.Chains {
		t.Errorf("stored sign-off %+v, %v; want anchor %+v", got, err, a)
	}
	heads, err := f.store.ChainHeads(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var head models.ChainHead
	for _, h := range heads {
		if h.Chain == models.TableChain("BAC-1") {
			head = h
		}
	}
	guards := []string{"DROP TRIGGER audit_entries_no_delete"}
	if f.store.Dialect() == models.Postgres {
		guards = []string{"DROP TRIGGER audit_entries_append_only ON audit_entries"}
	}
	for _, q := range append(guards, fmt.Sprintf("DELETE FROM audit_entries WHERE chain = 'table:BAC-1' AND seq = %d", head.Seq)) {
		if err := f.store.DB().Exec(q).Error; err != nil {
			t.Fatal(err)
		}
	}
	rep, err := f.store.VerifyAudit(ctx)
	want := fmt.Sprintf("entries after seq %d were removed: anchor %d recorded the chain up to seq %d", head.Seq-1, a.Seq, head.Seq)
	for _, c := range rep.Chains {
		if c.Chain == "table:BAC-1" && (c.Broken == nil || c.Broken.Reason != want) {
			t.Errorf("verify after removing the last hand's entry: %v, %+v; want %q", err, c.Broken, want)
		}
	}
	if !errors.Is(err, models.ErrAuditBroken) {
		t.Errorf("verify: %v; want ErrAuditBroken", err)
	}
}

// A correction filed or approved after its hand's gaming day is signed off
// still works, and is marked late, in the row and in the audit log.
func TestCorrectionAfterSignOffIsLate(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	officer := user(t, f, "olga", models.RoleCompliance)
	var hands []int64
	for _, n := range []int{5, 6} {
		a, err := f.ledger.Record(ctx, f.station, []byte(bac(n, "95.00")))
		if err != nil {
			t.Fatal(err)
		}
		hands = append(hands, a.HandID)
	}
	in := ledger.CorrectionInput{ReasonCode: "dealer_payout_error", Note: "short-paid 5; paid the player", Adjustment: rules.Dollars(5)}
	early, err := f.ledger.FileCorrection(ctx, f.boss, hands[0], in)
	if err != nil || early.Late() {
		t.Fatalf("correction before the sign-off: %+v, %v", early, err)
	}
	h, _ := f.store.HandByID(ctx, hands[0])
	if _, err := f.ledger.SignOff(ctx, officer, h.PropertyID, h.GamingDay,
		ledger.SignOffInput{OverrideReason: "the findings are with surveillance"}); err != nil {
		t.Fatal(err)
	}
	approved, err := f.ledger.ApproveCorrection(ctx, f.super, early.ID)
	if err != nil || !approved.Late() {
		t.Errorf("approved after the sign-off: %+v, %v; want late", approved, err)
	}
	late, err := f.ledger.FileCorrection(ctx, f.boss, hands[1], in)
	if err != nil || !late.Late() {
		t.Fatalf("filed after the sign-off: %+v, %v; want late", late, err)
	}
	if _, err := f.ledger.ApproveCorrection(ctx, f.super, late.ID); err != nil {
		t.Fatal(err)
	}
	for _, id := range []int64{early.ID, late.ID} {
		c, err := f.store.CorrectionByID(ctx, id)
		if err != nil || !c.Late() || !c.Approved() {
			t.Errorf("stored correction %d: %+v, %v", id, c, err)
		}
		// Lateness is on the row written after the sign-off: the approval
		// of the early correction, the late correction itself.
		if c.FiledLate != (id == late.ID) || !c.Approval.Late {
			t.Errorf("correction %d: filed late %v, approved late %v", id, c.FiledLate, c.Approval.Late)
		}
	}
	entries, err := f.store.AuditEntries(ctx, models.AuditFilter{Chain: models.TableChain("BAC-1"), Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	var marks []string
	for _, e := range entries {
		if strings.HasPrefix(e.Action, "correction.") {
			marks = append(marks, fmt.Sprintf("%s late=%v", e.Action, strings.Contains(e.Payload, `"late":true`)))
		}
	}
	want := "correction.filed late=false|correction.approved late=true|correction.filed late=true|correction.approved late=true"
	if got := strings.Join(marks, "|"); got != want {
		t.Errorf("audit: %s; want %s", got, want)
	}
	if _, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit: %v", err)
	}
}

// ezHand is an EZ Baccarat Panda 8 hand at EZ-1 under CA-EZB option 2
// (seed 000 line 3224): the schedule expects 2.00 from the player-dealer
// and 0.50 from each of the two players, 3.00 a hand; the record declares
// pdFee from the player-dealer and the two 0.50s.
func ezHand(n int, pdFee string) string {
	return fmt.Sprintf(`{"table_id": "EZ-1", "hand_number": %d, "game": "ez-baccarat-panda-8",
	 "dealt_at": "2026-11-21T22:%02d:00-08:00",
	 "cards": {"player": ["9S", "KH"], "banker": ["4D", "3C"]},
	 "player_dealer": {"seat": 1, "bank": "100.00", "net": "10.00"},
	 "wagers": [{"seat": 2, "bet": "player", "amount": "20.00", "result": "win", "payout": "20.00"},
	            {"seat": 3, "bet": "banker", "amount": "30.00", "result": "lose", "payout": "0.00"}],
	 "collections": [{"seat": 1, "kind": "player_dealer", "amount": %q},
	                 {"seat": 2, "kind": "player", "amount": "0.50"},
	                 {"seat": 3, "kind": "player", "amount": "0.50"}]}`, n, n, pdFee)
}

func TestDropCountsAndCountSheet(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	counter := user(t, f, "cole", models.RoleCount)
	admin := user(t, f, "ada", models.RoleAdmin)
	if _, err := f.ledger.CreateTable(ctx, "test", ledger.TableInput{ID: "EZ-1", Game: "ez-baccarat-panda-8",
		MinBet: rules.Dollars(5), MaxBet: rules.Dollars(50), Settings: map[string]string{"collection_schedule": "CA-EZB/2"}}); err != nil {
		t.Fatal(err)
	}
	_, token, err := f.ledger.CreateStation(ctx, "test", "st-ez", []string{"EZ-1"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := f.store.StationByToken(ctx, token)
	if err != nil {
		t.Fatal(err)
	}
	ez := ledger.Source{Station: &st}
	for _, rec := range []struct {
		src ledger.Source
		raw string
	}{
		{ez, ezHand(1, "2.00")},       // fees 3.00 of 3.00 expected
		{ez, ezHand(2, "1.00")},       // fees 2.00 of 3.00 expected
		{f.station, bac(1, "100.00")}, // commission 5.00 of 5.00
		{f.station, bac(2, "95.00")},  // commission 5.00 of 5.00 (the payout is short)
	} {
		if _, err := f.ledger.Record(ctx, rec.src, []byte(rec.raw)); err != nil {
			t.Fatal(err)
		}
	}
	const day = models.Day("2026-11-21")

	if _, err := f.ledger.RecordDropCount(ctx, f.boss, countIn("EZ-1", day, rules.Dollars(5), "")); !errors.Is(err, ledger.ErrForbidden) ||
		!strings.Contains(err.Error(), "pit_boss") {
		t.Errorf("a pit boss's count: err = %v", err)
	}
	if _, err := f.ledger.RecordDropCount(ctx, counter, countIn("NOPE-1", day, 0, "")); field(t, err) != "table_id" {
		t.Errorf("an unknown table: err = %v", err)
	}
	if _, err := f.ledger.RecordDropCount(ctx, counter, countIn("EZ-1", "2026-11-25", 0, "")); field(t, err) != "gaming_day" {
		t.Errorf("a day not begun: err = %v", err)
	}
	// The count sheet: each refusal names its field, and nothing is kept.
	at := func(h, m int) time.Time { return time.Date(2026, 11, 22, h, m, 0, 0, time.UTC) }
	for _, tc := range []struct {
		name   string
		change func(*ledger.DropCountInput)
		fields []string
	}{
		{"a negative count", func(in *ledger.DropCountInput) { in.Amount = -1 }, []string{"amount"}},
		{"bills short of the amount", func(in *ledger.DropCountInput) {
			in.Amount = rules.Dollars(120)
			in.Denominations = models.ChipCount{{Denomination: rules.Dollars(100), Count: 1}, {Denomination: rules.Dollars(5), Count: 3}}
		}, []string{"denominations"}},
		{"no bills for an amount", func(in *ledger.DropCountInput) { in.Amount, in.Denominations = rules.Dollars(5), nil }, []string{"denominations"}},
		{"a denomination twice", func(in *ledger.DropCountInput) {
			in.Amount = rules.Dollars(10)
			in.Denominations = models.ChipCount{{Denomination: rules.Dollars(5), Count: 1}, {Denomination: rules.Dollars(5), Count: 1}}
		}, []string{"denominations[1].denomination"}},
		{"a zero count of bills", func(in *ledger.DropCountInput) {
			in.Amount, in.Denominations = 0, models.ChipCount{{Denomination: rules.Dollars(5), Count: 0}}
		}, []string{"denominations[0].count"}},
		{"no team", func(in *ledger.DropCountInput) { in.Team = nil }, []string{"team"}},
		{"two people", func(in *ledger.DropCountInput) { in.Team = []string{"Ann Lee", "Bo Ma"} }, []string{"team"}},
		{"the same person twice", func(in *ledger.DropCountInput) { in.Team = []string{"Ann Lee", "Bo Ma", " ann  LEE "} }, []string{"team[2]"}},
		{"a blank name", func(in *ledger.DropCountInput) { in.Team = []string{"Ann Lee", " ", "Bo Ma", "Cy Ortiz"} }, []string{"team[1]"}},
		{"no times", func(in *ledger.DropCountInput) { in.StartedAt, in.EndedAt = time.Time{}, time.Time{} }, []string{"started_at", "ended_at"}},
		{"ended before it began", func(in *ledger.DropCountInput) { in.StartedAt, in.EndedAt = at(7, 0), at(6, 59) }, []string{"ended_at"}},
	} {
		in := countIn("EZ-1", day, rules.Dollars(5), "")
		tc.change(&in)
		_, err := f.ledger.RecordDropCount(ctx, counter, in)
		ie, ok := rules.AsInputError(err)
		var got []string
		if ok {
			for _, fe := range ie.Errors {
				got = append(got, fe.Field)
			}
		}
		if strings.Join(got, ",") != strings.Join(tc.fields, ",") {
			t.Errorf("%s: fields %v (%v), want %v", tc.name, got, err, tc.fields)
		}
	}
	if n, err := f.store.DropCounts(ctx, "EZ-1", day); err != nil || len(n) != 0 {
		t.Fatalf("refused counts were kept: %+v %v", n, err)
	}

	// EZ-1's first count: 4.00 in four dollar bills, by Ann, Bo and Cy
	// from 06:00 to 06:45 (a count that begins and ends at once is a
	// count too).
	in := countIn("EZ-1", day, 400, "first count")
	in.Denominations = models.ChipCount{{Denomination: 100, Count: 4}}
	in.Team = []string{" Ann  Lee", "Bo Ma", "Cy Ortiz"}
	first, err := f.ledger.RecordDropCount(ctx, counter, in)
	if err != nil {
		t.Fatal(err)
	}
	// The recount: 5.50, two 2.50 chips and two quarters, entered by the
	// admin, who is not on the team: the team is four other people.
	in = countIn("EZ-1", day, 550, "recount: a folded bill")
	in.Denominations = models.ChipCount{{Denomination: 25, Count: 2}, {Denomination: 250, Count: 2}}
	in.Team = []string{"Dee Park", "Ed Wu", "Flo Diaz", "Gus Hale"}
	in.StartedAt, in.EndedAt = at(8, 10), at(8, 10)
	recount, err := f.ledger.RecordDropCount(ctx, admin, in)
	if err != nil {
		t.Fatal(err)
	}
	if got := recount.Sheet(); len(got.Team) != 4 || got.Team[0] != "Dee Park" || got.Denominations[0].Denomination != 250 ||
		!got.StartedAt.Equal(at(8, 10)) || !got.EndedAt.Equal(at(8, 10)) {
		t.Errorf("the recount's sheet: %+v", got)
	}
	if got := first.Sheet(); strings.Join(got.Team, "|") != "Ann Lee|Bo Ma|Cy Ortiz" {
		t.Errorf("the first count's team: %q, want the names with their spaces tidied", got.Team)
	}
	if _, err := f.ledger.RecordDropCount(ctx, counter, countIn("BAC-1", day, rules.Dollars(9), "")); err != nil {
		t.Fatal(err)
	}
	// A count of another day does not show on this day's sheet.
	if _, err := f.ledger.RecordDropCount(ctx, counter, countIn("HE-1", day.AddDays(-1), rules.Dollars(1), "")); err != nil {
		t.Fatal(err)
	}
	history, err := f.store.DropCounts(ctx, "EZ-1", day)
	if err != nil || len(history) != 2 || history[0].ID != first.ID || history[0].Amount != 400 || history[1].ID != recount.ID {
		t.Errorf("EZ-1's counts: %+v, %v; want both rows kept", history, err)
	}
	if err := f.store.DB().Exec("UPDATE drop_counts SET amount = 0").Error; err == nil {
		t.Error("a drop count was changed")
	}
	if err := f.store.DB().Exec("DELETE FROM drop_counts").Error; err == nil {
		t.Error("a drop count was deleted")
	}

	prop, _ := f.store.PropertyByCode(ctx, "main")
	rows, err := f.ledger.CountSheet(ctx, prop.ID, day)
	if err != nil {
		t.Fatal(err)
	}
	money := func(m *rules.Money) string {
		if m == nil {
			return "none"
		}
		return m.String()
	}
	var got []string
	for _, r := range rows {
		when := "none"
		if r.StartedAt != nil {
			when = r.StartedAt.Format("15:04") + "-" + r.EndedAt.Format("15:04")
		}
		got = append(got, fmt.Sprintf("%s %s %s count=%s by=%s fees=%s commission=%s collected=%s variance=%s team=%s bills=%s at=%s",
			r.TableID, r.Game, r.Box, money(r.Count), r.CountedBy, r.ExpectedFees, r.ExpectedCommission, r.Collected, money(r.Variance),
			strings.Join(r.Team, "|"), r.Denominations.JSON(), when))
	}
	// Worked by hand from the records above:
	//   BAC-1: house-banked: its box holds the buy-ins, the drop, which is
	//          compared with nothing the hands hold (commission 10.00 was
	//          taken into the tray, not the box): no variance.
	//   EZ-1:  a player-dealer game: its box holds the fees, expected
	//          2 × 3.00 = 6.00, declared 3.00 + 2.00 = 5.00; the recount
	//          5.50 supersedes 4.00: 5.50 - 5.00 = 0.50.
	//   BAC-2, HE-1: no hands and no count that day.
	// Each count with its sheet: countIn's team, 9.00 as a five and four
	// ones, from 06:00 to 06:45; EZ-1's recount's own.
	want := []string{
		"BAC-1 baccarat-co drop count=9.00 by=cole fees=0.00 commission=10.00 collected=10.00 variance=none " +
			`team=Ann Lee|Bo Ma|Cy Ortiz bills=[{"denomination":"5.00","count":1},{"denomination":"1.00","count":4}] at=06:00-06:45`,
		"BAC-2 baccarat-co drop count=none by= fees=0.00 commission=0.00 collected=0.00 variance=none team= bills=[] at=none",
		"EZ-1 ez-baccarat-panda-8 collection count=5.50 by=ada fees=6.00 commission=0.00 collected=5.00 variance=0.50 " +
			`team=Dee Park|Ed Wu|Flo Diaz|Gus Hale bills=[{"denomination":"2.50","count":2},{"denomination":"0.25","count":2}] at=08:10-08:10`,
		"HE-1 holdem collection count=none by= fees=0.00 commission=0.00 collected=0.00 variance=none team= bills=[] at=none",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("count sheet:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	entries, err := f.store.AuditEntries(ctx, models.AuditFilter{Action: "count.recorded", Subject: "table:EZ-1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 || strings.Contains(entries[0].Payload, "supersedes") ||
		!strings.Contains(entries[1].Payload, fmt.Sprintf(`"supersedes":%d`, first.ID)) {
		t.Errorf("count.recorded entries for EZ-1: %+v", entries)
	}
	if _, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit: %v", err)
	}
}

func mustJSON(t *testing.T, s string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		t.Fatalf("%v: %s", err, s)
	}
}
