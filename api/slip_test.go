package api_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
)

// A slip downloads as a PDF to the cage's readers; a bad id is a problem.
func TestSlipPDF(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	l := e.ledger(t)
	boss, err := e.store.UserByName(ctx, "pat")
	if err != nil {
		t.Fatal(err)
	}
	slip, err := l.RequestSlip(ctx, boss, ledger.SlipInput{Kind: models.SlipCredit, TableID: "BAC-1", GamingDay: "2026-11-21",
		Chips: models.ChipCount{{Denomination: 2500, Count: 4}}})
	if err != nil {
		t.Fatal(err)
	}
	r := e.do(t, "GET", fmt.Sprintf("/api/v1/slips/%d/pdf", slip.ID), e.officer, nil)
	if r.status != 200 || r.header.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(r.body, []byte("%PDF-")) {
		t.Fatalf("%d %q %.20q", r.status, r.header.Get("Content-Type"), r.body)
	}
	if cd, want := r.header.Get("Content-Disposition"), fmt.Sprintf(`attachment; filename="credit-slip-%d.pdf"`, slip.ID); cd != want {
		t.Errorf("Content-Disposition %q, want %q", cd, want)
	}
	// The same slip in the same state prints to the same bytes.
	if again := e.do(t, "GET", fmt.Sprintf("/api/v1/slips/%d/pdf", slip.ID), e.boss, nil); !bytes.Equal(again.body, r.body) {
		t.Error("the slip printed twice differs")
	}
	if p := wantProblem(t, e.do(t, "GET", "/api/v1/slips/77/pdf", e.officer, nil), 404, ""); p.Detail != "there is no slip 77" {
		t.Errorf("404 detail %q", p.Detail)
	}
	wantProblem(t, e.do(t, "GET", "/api/v1/slips/-3/pdf", e.officer, nil), 400, "id")
	wantProblem(t, e.do(t, "GET", "/api/v1/slips/x/pdf", e.officer, nil), 400, "id")
	wantProblem(t, e.do(t, "GET", fmt.Sprintf("/api/v1/slips/%d/pdf", slip.ID), e.counter, nil), 403, "")
}
