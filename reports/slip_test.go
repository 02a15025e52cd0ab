package reports_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/reports"
)

// A fill slip as printed: its number, the chips and their amounts, the
// steps with their times in the property's time zone, and four signature
// lines. newBooks requests the 5,000.00 fill (50 × 100.00) at 2026-11-23
// 00:00 UTC (17:00 MST on the 22nd in Denver) and the cage verifies it at
// the same moment; the voided fill of 1,000.00 was never verified.
func TestSlipDocument(t *testing.T) {
	b := newBooks(t)
	ctx := context.Background()
	v, prop, err := b.ledger.Slip(ctx, b.fillBig)
	if err != nil {
		t.Fatal(err)
	}
	d := reports.SlipDocument(prop, v)
	if want := fmt.Sprintf("Fill slip No. %d", b.fillBig); d.Title != want {
		t.Errorf("title %q, want %q", d.Title, want)
	}
	if got, want := strings.Join(d.Subtitle, "|"), "Property: "+prop.Name+"|Table BAC-1, gaming day 2026-11-21: chips from the cage to table BAC-1|State: verified"; got != want {
		t.Errorf("subtitle %q, want %q", got, want)
	}
	if d.Status != "" {
		t.Errorf("a verified slip has status %q", d.Status)
	}
	var rows []string
	for _, r := range d.Rows {
		rows = append(rows, fmt.Sprint(r[0].String(), " × ", r[1].String(), " = ", r[2].String()))
	}
	if got := strings.Join(rows, "; "); got != "100.00 × 50 = 5,000.00" {
		t.Errorf("chips %q", got)
	}
	if got := fmt.Sprint(d.Totals[1].String(), " ", d.Totals[2].String()); got != "50 5,000.00" {
		t.Errorf("totals %q", got)
	}
	var steps []string
	for _, r := range d.Sections[0].Rows {
		steps = append(steps, r[0].String()+" "+r[1].String()+" "+r[2].String())
	}
	want := "Requested 2026-11-22 17:00:00 MST pat|Verified at the cage 2026-11-22 17:00:00 MST cass"
	if got := strings.Join(steps, "|"); got != want {
		t.Errorf("steps %q, want %q", got, want)
	}
	if got := strings.Join(d.Signers, "|"); got != "Requester (pat)|Runner|Cage (verified by cass)|Pit (received at the table)" {
		t.Errorf("signature lines %q", got)
	}
	if !d.Generated.Equal(time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("stamped %s, want its last step", d.Generated)
	}

	// The voided fill: its reason as the status, the cage's step not yet
	// taken, the void's time and person.
	v, prop, err = b.ledger.Slip(ctx, b.voidedSlip)
	if err != nil {
		t.Fatal(err)
	}
	d = reports.SlipDocument(prop, v)
	steps = nil
	for _, r := range d.Sections[0].Rows {
		steps = append(steps, r[0].String()+" "+r[1].String()+" "+r[2].String())
	}
	want = "Requested 2026-11-22 17:00:00 MST pat|Verified at the cage not yet |Voided 2026-11-22 17:00:00 MST pat"
	if got := strings.Join(steps, "|"); got != want || d.Status != "VOIDED: requested twice" || d.Signers[2] != "Cage" {
		t.Errorf("voided slip: steps %q, status %q, signers %q", got, d.Status, d.Signers)
	}
	var pdf bytes.Buffer
	if err := reports.WriteSlipPDF(&pdf, prop, v); err != nil {
		t.Fatal(err)
	}
	if text, ok := pdfText(t, pdf.Bytes()); ok {
		for _, s := range []string{fmt.Sprintf("Fill slip No. %d", b.voidedSlip), "VOIDED: requested twice", "Runner", "Signature:", "1,000.00"} {
			if !strings.Contains(text, s) {
				t.Errorf("the PDF lacks %q:\n%s", s, text)
			}
		}
	}
	if _, _, err := b.ledger.Slip(ctx, 9999); err != models.ErrNotFound {
		t.Errorf("slip 9999: %v, want not found", err)
	}
}
