package reports_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/reports"
)

// xlsxText is every cell of every sheet, a line per row.
func xlsxText(t *testing.T, b []byte) string {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, sh := range f.GetSheetList() {
		rows, err := f.GetRows(sh)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			out = append(out, strings.Join(r, " | "))
		}
	}
	return strings.Join(out, "\n")
}

// filesOf returns a run's xlsx and PDF.
func filesOf(t *testing.T, runs []models.ReportRun) (xlsx, pdf []byte) {
	t.Helper()
	for _, r := range runs {
		switch r.Format {
		case "xlsx":
			xlsx = r.Content
		case "pdf":
			pdf = r.Content
		}
	}
	if xlsx == nil || pdf == nil {
		t.Fatalf("runs %+v lack a format", runs)
	}
	return xlsx, pdf
}

// The final Master Game Report: FINAL on every page, prepared by the
// officer who signed the day off and reviewed in the service by another;
// every time in the property's zone (Denver: MST, UTC-7).
func TestFinalReportPreparerAndReviewer(t *testing.T) {
	t.Logf("database: %s", modeltest.Describe())
	b := newBooks(t)
	ctx := context.Background()
	rita, err := b.ledger.CreateUser(ctx, "test", "rita", models.RoleCompliance)
	if err != nil {
		t.Fatal(err)
	}
	review := func(u models.User, day models.Day, note string) error {
		_, err := b.ledger.ReviewDay(ctx, u, b.prop.ID, day, note)
		return err
	}
	// Not signed off: nothing to review.
	if err := review(rita, b.day, ""); !errors.Is(err, ledger.ErrNotSignedOff) {
		t.Fatalf("review of a day not signed off: %v", err)
	}
	// Olga signs off at 2026-11-23 00:00 UTC, 2026-11-22 17:00 in Denver.
	if _, err := b.ledger.SignOff(ctx, b.olga, b.prop.ID, b.day,
		ledger.SignOffInput{OverrideReason: "hand 3 is with surveillance; the BAC-2 fill was never sent"}); err != nil {
		t.Fatal(err)
	}
	if err := review(rita, b.day, ""); !errors.Is(err, ledger.ErrNoFinalReport) {
		t.Fatalf("review before the final report is written: %v", err)
	}
	first, err := b.gen.Run(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: b.prop.ID, GamingDay: b.day,
		Trigger: models.TriggerFinal, By: "user:olga"})
	if err != nil {
		t.Fatal(err)
	}
	x1, _ := filesOf(t, first)
	text := xlsxText(t, x1)
	for _, want := range []string{
		"FINAL, revision 1: the Master Game Report of gaming day 2026-11-21, signed off and sealed",
		"Generated 2026-11-22 17:00:00 MST by olga",
		"Prepared by: olga at 2026-11-22 17:00 MST (signed the gaming day off)\n",
		"Reviewed by: pending. A compliance officer other than olga reviews this report in the service.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("revision 1 lacks %q:\n%s", want, text)
		}
	}

	// The preparer may not review; nor may a pit boss.
	if err := review(b.olga, b.day, "mine"); !errors.Is(err, ledger.ErrReviewerIsPreparer) ||
		!strings.Contains(err.Error(), "olga signed gaming day 2026-11-21 off at 2026-11-22 17:00 MST") {
		t.Fatalf("review by the preparer: %v", err)
	}
	if err := review(b.boss, b.day, ""); !errors.Is(err, ledger.ErrForbidden) {
		t.Fatalf("review by a pit boss: %v", err)
	}
	// Rita reviews at 01:30 UTC, 18:30 in Denver.
	b.clock = time.Date(2026, 11, 23, 1, 30, 0, 0, time.UTC)
	if err := review(rita, b.day, "figures agree with the count sheet"); err != nil {
		t.Fatal(err)
	}
	if err := review(rita, b.day, "again"); !errors.Is(err, ledger.ErrAlreadyReviewed) ||
		!strings.Contains(err.Error(), "reviewed by rita at 2026-11-22 18:30 MST") {
		t.Fatalf("second review: %v", err)
	}
	admin, err := b.ledger.CreateUser(ctx, "test", "ada", models.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	if err := review(admin, b.day, ""); !errors.Is(err, ledger.ErrAlreadyReviewed) {
		t.Fatalf("second review by another officer: %v", err)
	}
	rv, err := b.store.DayReview(ctx, b.prop.ID, b.day)
	if err != nil || rv.ReviewedBy != "rita" || rv.FinalRevision != 1 || rv.Note != "figures agree with the count sheet" {
		t.Fatalf("review %+v, %v", rv, err)
	}
	entries, err := b.store.AuditEntries(ctx, models.AuditFilter{Action: "gaming_day.reviewed"})
	if err != nil || len(entries) != 1 || entries[0].Actor != "user:rita" || !strings.Contains(entries[0].Payload, `"prepared_by":"olga"`) ||
		!strings.Contains(entries[0].Payload, `"table":"day_reviews"`) {
		t.Fatalf("audit of the review: %+v, %v", entries, err)
	}

	// The revision written at the review names both, in both files.
	second, err := b.gen.Run(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: b.prop.ID, GamingDay: b.day,
		Trigger: models.TriggerFinal, By: "user:rita"})
	if err != nil {
		t.Fatal(err)
	}
	if *second[0].FinalRevision != 2 || !strings.Contains(second[0].FileName, "_final_r2.") {
		t.Fatalf("the revision at the review: %+v", second[0])
	}
	x2, p2 := filesOf(t, second)
	prepared := "Prepared by: olga at 2026-11-22 17:00 MST (signed the gaming day off); revision 2 written by rita at 2026-11-22 18:30 MST"
	reviewed := "Reviewed by: rita at 2026-11-22 18:30 MST (reviewed revision 1): figures agree with the count sheet"
	text = xlsxText(t, x2)
	for _, want := range []string{"FINAL, revision 2: the Master Game Report of gaming day 2026-11-21", prepared, reviewed,
		"Generated 2026-11-22 18:30:00 MST by rita"} {
		if !strings.Contains(text, want) {
			t.Errorf("the xlsx of revision 2 lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "UTC") {
		t.Errorf("the xlsx shows a time in UTC, not the property's:\n%s", text)
	}
	if pdf, ok := pdfText(t, p2); ok {
		flat := strings.Join(strings.Fields(pdf), " ")
		for i, page := range strings.Split(pdf, "\f") {
			if strings.TrimSpace(page) != "" && !strings.Contains(page, "FINAL, revision 2") {
				t.Errorf("PDF page %d does not say FINAL", i+1)
			}
		}
		for _, want := range []string{"Prepared by: olga at 2026-11-22 17:00 MST", "Reviewed by: rita at 2026-11-22 18:30 MST",
			"Generated 2026-11-22 18:30:00 MST"} {
			if !strings.Contains(flat, want) {
				t.Errorf("the PDF lacks %q:\n%s", want, pdf)
			}
		}
		if strings.Contains(pdf, "UTC") || strings.Contains(pdf, "PROVISIONAL") {
			t.Errorf("the final PDF shows UTC or PROVISIONAL:\n%s", pdf)
		}
	}

	// A report run on demand of the day is not the final one, and says
	// so; it names the review too.
	demand := b.build(t, reports.KindMasterGame, b.day)
	if !strings.HasPrefix(demand.Doc.Status, "NOT THE FINAL REPORT") ||
		demand.Doc.ReviewedBy != "olga, gaming day signed off 2026-11-22 17:00 MST; final report reviewed by rita at 2026-11-22 18:30 MST" {
		t.Errorf("on demand: status %q, reviewed by %q", demand.Doc.Status, demand.Doc.ReviewedBy)
	}

	// The archive keeps the final reports apart.
	finals, err := b.store.ReportRuns(ctx, models.ReportFilter{Trigger: models.TriggerFinal})
	if err != nil || len(finals) != 4 {
		t.Fatalf("final runs: %d, %v; want 4 (two revisions, two formats)", len(finals), err)
	}
	if _, err := b.gen.Run(ctx, reports.Request{Kind: reports.KindMasterGame, PropertyID: b.prop.ID, GamingDay: b.day,
		Trigger: models.TriggerOnDemand, By: "user:olga"}); err != nil {
		t.Fatal(err)
	}
	others, err := b.store.ReportRuns(ctx, models.ReportFilter{NotTrigger: models.TriggerFinal})
	if err != nil || len(others) != 2 || others[0].Trigger != models.TriggerOnDemand {
		t.Fatalf("runs not final: %+v, %v; want the two on demand", others, err)
	}
}
