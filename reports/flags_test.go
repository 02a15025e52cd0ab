package reports_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// outOfLine is a floor whose one table's hold is out of line on
// 2026-11-21, worked by hand (dollars; the property follows Kansas's
// rule, 3 points from the base level):
//
//	2026-10-10  BAC-1 opener 10,000, closer 6,000, drop 5,000: win 1,000
//	2026-10-11  opener rolled 6,000, closer 2,000, drop 5,000: win 1,000
//	2026-11-21  opener rolled 2,000, closer 6,000, drop 5,000: win 9,000
//
// The base period is October (no day of 2025 has a drop): base level
// 2,000 / 10,000 = 20%. The 21st's win to drop is 180%, the month's 180%,
// the year's 11,000 / 15,000 = 73.33%: each more than 3 points from 20%,
// on the table's, the game's and the property's line alike.
type outOfLine struct {
	store  *models.Store
	ledger *ledger.Ledger
	gen    *reports.Generator
	prop   models.Property
	olga   models.User
	clock  time.Time
}

func newOutOfLine(t *testing.T) *outOfLine {
	t.Helper()
	ctx := context.Background()
	s := modeltest.Open(t)
	f := &outOfLine{store: s, clock: time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)}
	l := ledger.New(s, catalog.Default(), nil)
	l.SetClock(func() time.Time { return f.clock })
	f.ledger = l
	f.gen = reports.NewGenerator(s, nil)
	f.gen.SetClock(func() time.Time { return f.clock })
	l.SetFlagSource(f.gen.Flags)
	p, _ := s.PropertyByCode(ctx, "main")
	p.TimeZone = "America/Denver"
	p.VarianceRule = models.VarianceBasePoints
	p.VariancePoints = 300
	if err := l.SetProperty(ctx, "test", p); err != nil {
		t.Fatal(err)
	}
	f.prop, _ = s.PropertyByCode(ctx, "main")
	if _, err := l.CreateTable(ctx, "test", ledger.TableInput{ID: "BAC-1", Game: "baccarat-co"}); err != nil {
		t.Fatal(err)
	}
	mk := func(name, role string) models.User {
		u, err := l.CreateUser(ctx, "test", name, role)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	pat, cole := mk("pat", models.RolePitBoss), mk("cole", models.RoleCount)
	f.olga = mk("olga", models.RoleCompliance)
	mk("ada", models.RoleAdmin)
	inv := func(day models.Day, kind string, hundreds int64) {
		t.Helper()
		if _, err := l.RecordInventory(ctx, pat, ledger.InventoryInput{TableID: "BAC-1", GamingDay: day, Kind: kind,
			Chips: chips(10000, hundreds)}); err != nil {
			t.Fatal(err)
		}
	}
	count := func(day models.Day, dollars int64) {
		t.Helper()
		if _, err := l.RecordDropCount(ctx, cole, countSheetIn("BAC-1", day, rules.Dollars(dollars), "")); err != nil {
			t.Fatal(err)
		}
	}
	inv("2026-10-10", models.InventoryOpener, 100)
	inv("2026-10-10", models.InventoryCloser, 60)
	count("2026-10-10", 5000)
	inv("2026-10-11", models.InventoryCloser, 20)
	count("2026-10-11", 5000)
	inv("2026-11-21", models.InventoryCloser, 60)
	count("2026-11-21", 5000)
	return f
}

func (f *outOfLine) explain(t *testing.T, table, kind, text string) models.FlagExplanation {
	t.Helper()
	e, err := f.ledger.ExplainFlag(context.Background(), f.olga, ledger.ExplanationInput{PropertyID: f.prop.ID,
		GamingDay: "2026-11-21", Report: reports.KindStatistical, TableID: table, Kind: kind, Text: text})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// The statistical report flags the table's, the game's and the property's
// win to drop of the day, month and year; an explanation shows beside its
// flag in the spreadsheet, and the latest of two is the one shown.
func TestOutOfLineFiguresExplained(t *testing.T) {
	f := newOutOfLine(t)
	ctx := context.Background()
	flags, err := f.gen.Flags(ctx, f.prop, "2026-11-21")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, fl := range flags {
		got = append(got, fl.TableID+" "+fl.Kind)
	}
	want := []string{"BAC-1 win_to_drop_day", "BAC-1 win_to_drop_mtd", "BAC-1 win_to_drop_ytd",
		"game:baccarat-co win_to_drop_day", "game:baccarat-co win_to_drop_mtd", "game:baccarat-co win_to_drop_ytd",
		"property:main win_to_drop_day", "property:main win_to_drop_mtd", "property:main win_to_drop_ytd"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Fatalf("flags:\n got %q\nwant %q", got, want)
	}
	if d := flags[0].Detail; !strings.Contains(d, "180%") || !strings.Contains(d, "base 20%") {
		t.Errorf("the day's flag says %q; want 180%% against base 20%%", d)
	}
	if d := flags[2].Detail; !strings.Contains(d, "73.33%") {
		t.Errorf("the year's flag says %q; want 73.33%%", d)
	}
	// The day before has no flag: October's own base is no base period.
	if none, err := f.gen.Flags(ctx, f.prop, "2026-10-11"); err != nil || len(none) != 0 {
		t.Errorf("2026-10-11: %d flags, %v; want none", len(none), err)
	}

	var pdf []byte
	row := func() ([]string, string) {
		t.Helper()
		runs, err := f.gen.Run(ctx, reports.Request{Kind: reports.KindStatistical, PropertyID: f.prop.ID,
			GamingDay: "2026-11-21", Trigger: models.TriggerOnDemand, By: "user:olga"})
		if err != nil {
			t.Fatal(err)
		}
		pdf = runs[1].Content
		x, err := excelize.OpenReader(bytes.NewReader(runs[0].Content))
		if err != nil {
			t.Fatal(err)
		}
		var bac1 []string
		var all []string
		for i, sheet := range x.GetSheetList() {
			rows, _ := x.GetRows(sheet)
			for _, r := range rows {
				if i == 0 && len(r) > 1 && r[0] == "table" && strings.HasPrefix(r[1], "BAC-1") {
					bac1 = r
				}
				all = append(all, strings.Join(r, "|"))
			}
		}
		return bac1, strings.Join(all, "\n")
	}
	bac1, sheet := row()
	if len(bac1) < 13 || bac1[12] != "day (unexplained), MTD (unexplained), YTD (unexplained)" {
		t.Errorf("BAC-1's out-of-line cell before any explanation: %q", bac1)
	}
	if !strings.Contains(sheet, "Out-of-line figures: 9, of which 9 not explained.") {
		t.Errorf("the sheet does not count 9 unexplained flags:\n%s", sheet)
	}

	first := f.explain(t, "BAC-1", models.FlagWinToDropDay, "A guest won 8,000 at 23:10; surveillance reviewed it")
	f.clock = f.clock.Add(time.Hour)
	second := f.explain(t, "BAC-1", models.FlagWinToDropDay, "One guest won 8,000 at 23:10; surveillance cleared it")
	if second.Supersedes == nil || *second.Supersedes != first.ID || first.Supersedes != nil {
		t.Errorf("second explanation supersedes %v; want %d", second.Supersedes, first.ID)
	}
	bac1, sheet = row()
	if len(bac1) < 13 || bac1[12] != "day (Explained: One guest won 8,000 at 23:10; surveillance cleared it (by olga)), MTD (unexplained), YTD (unexplained)" {
		t.Errorf("BAC-1's out-of-line cell after two explanations: %q", bac1)
	}
	if !strings.Contains(sheet, "Out-of-line figures: 9, of which 8 not explained.") ||
		!strings.Contains(sheet, "Explained: One guest won 8,000 at 23:10; surveillance cleared it|olga|2026-11-22 18:00") {
		t.Errorf("the explanations section:\n%s", sheet)
	}
	if text, ok := pdfText(t, pdf); ok {
		flat := strings.Join(strings.Fields(text), " ")
		for _, want := range []string{"Out-of-line figures and their explanations", "Out-of-line figures: 9, of which 8 not explained.", "UNEXPLAINED", "surveillance cleared it"} {
			if !strings.Contains(flat, want) {
				t.Errorf("the PDF lacks %q", want)
			}
		}
	}

	// Audited, with what it supersedes.
	entries, err := f.store.AuditEntries(ctx, models.AuditFilter{Action: "flag.explained"})
	if err != nil || len(entries) != 2 || !strings.Contains(entries[1].Payload, `"supersedes":`) ||
		!strings.Contains(entries[1].Payload, `"table":"flag_explanations"`) {
		t.Errorf("audit: %d entries, %v", len(entries), err)
	}
	// Each explanation's hash is in its entry, and verification finds
	// every row accounted for.
	if rep, err := f.store.VerifyAudit(ctx); err != nil {
		t.Errorf("audit verification: %v %+v", err, rep.Records)
	}
}

// Only compliance and admin explain; the flag must be on the day's
// report, and the text is required.
func TestExplainFlagRefusals(t *testing.T) {
	f := newOutOfLine(t)
	ctx := context.Background()
	in := ledger.ExplanationInput{PropertyID: f.prop.ID, GamingDay: "2026-11-21", Report: reports.KindStatistical,
		TableID: "BAC-1", Kind: models.FlagWinToDropDay, Text: "a big win"}
	pat, _ := f.store.UserByName(ctx, "pat")
	if _, err := f.ledger.ExplainFlag(ctx, pat, in); err == nil || !strings.Contains(err.Error(), "may not explain") {
		t.Errorf("a pit boss explained: %v", err)
	}
	field := func(in ledger.ExplanationInput) string {
		t.Helper()
		_, err := f.ledger.ExplainFlag(ctx, f.olga, in)
		ie, ok := rules.AsInputError(err)
		if !ok || len(ie.Errors) != 1 {
			t.Fatalf("%+v: %v; want one field refused", in, err)
		}
		return ie.Errors[0].Field
	}
	blank := in
	blank.Text = "  "
	other := in
	other.TableID = "BAC-9"
	notThatDay := in
	notThatDay.GamingDay = "2026-10-11"
	badKind := in
	badKind.Kind = "drop"
	for _, c := range []struct {
		in    ledger.ExplanationInput
		field string
	}{{blank, "explanation"}, {other, "table_id"}, {notThatDay, "table_id"}, {badKind, "kind"}} {
		if got := field(c.in); got != c.field {
			t.Errorf("%+v refused on %q; want %q", c.in, got, c.field)
		}
	}
	if got, _ := f.store.LatestFlagExplanations(ctx, f.prop.ID, "2026-11-21", time.Time{}); len(got) != 0 {
		t.Errorf("a refused explanation was stored: %+v", got)
	}
}

// The checklist lists each unexplained flag, and drops it once explained.
func TestChecklistUnexplainedFlags(t *testing.T) {
	f := newOutOfLine(t)
	ctx := context.Background()
	list, err := f.ledger.DayChecklist(ctx, f.prop.ID, "2026-11-21")
	if err != nil {
		t.Fatal(err)
	}
	if len(list.UnexplainedFlags) != 9 || !strings.Contains(list.Summary(), "9 out-of-line figures not explained") {
		t.Fatalf("checklist: %d unexplained flags (%s); want 9", len(list.UnexplainedFlags), list.Summary())
	}
	if it := list.UnexplainedFlags[0]; it.TableID != "BAC-1" || it.Report != "statistical" || it.Flag != models.FlagWinToDropDay {
		t.Errorf("first item %+v", it)
	}
	f.explain(t, "BAC-1", models.FlagWinToDropDay, "A guest won big")
	list, err = f.ledger.DayChecklist(ctx, f.prop.ID, "2026-11-21")
	if err != nil {
		t.Fatal(err)
	}
	if len(list.UnexplainedFlags) != 8 {
		t.Errorf("after one explanation: %d unexplained; want 8", len(list.UnexplainedFlags))
	}
	for _, it := range list.UnexplainedFlags {
		if it.TableID == "BAC-1" && it.Flag == models.FlagWinToDropDay {
			t.Error("the explained flag is still listed")
		}
	}
	// Signing off past them needs a reason naming them.
	_, err = f.ledger.SignOff(ctx, f.olga, f.prop.ID, "2026-11-21", ledger.SignOffInput{})
	if ie, ok := rules.AsInputError(err); !ok || !strings.Contains(ie.Error(), "8 out-of-line figures not explained") {
		t.Errorf("sign-off without a reason: %v", err)
	}
	if _, err := f.ledger.SignOff(ctx, f.olga, f.prop.ID, "2026-11-21", ledger.SignOffInput{OverrideReason: "the game and property lines follow the table's"}); err != nil {
		t.Errorf("sign-off with a reason: %v", err)
	}
}
