package ledger_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
)

// A station posts a hand at most the late-entry window after it was dealt;
// an older hand is a late entry a person makes, and the audit log says so.
// No one enters a hand dealt before the gaming days the service keeps.
func TestLateEntries(t *testing.T) {
	f := setup(t)
	ctx := context.Background()
	// bac deals at 05:14:05 UTC on 2026-11-22; four days later:
	f.ledger.SetClock(func() time.Time { return time.Date(2026, 11, 26, 5, 14, 5, 0, time.UTC) })
	_, err := f.ledger.Record(ctx, f.station, []byte(bac(1, "95.00")))
	var rej *ledger.Rejection
	if !errors.As(err, &rej) || rej.Status != 422 || rej.Input.Errors[0].Field != "dealt_at" ||
		!strings.Contains(rej.Input.Errors[0].Detail, "4 days ago") {
		t.Fatalf("a station's hand four days old: %v", err)
	}
	boss := ledger.Source{User: &f.boss}
	a, err := f.ledger.Record(ctx, boss, []byte(bac(1, "95.00")))
	if err != nil || a.Status != 201 {
		t.Fatalf("a pit boss's late entry: %+v %v", a, err)
	}
	if n := countAudit(t, f.store, "hand.late_entry"); n != 1 {
		t.Errorf("hand.late_entry entries: %d; want 1", n)
	}
	// Within the window, a station's hand is no late entry.
	f.ledger.SetLateEntryWindow(5 * 24 * time.Hour)
	if _, err := f.ledger.Record(ctx, f.station, []byte(bac(2, "95.00"))); err != nil {
		t.Fatalf("within a five-day window: %v", err)
	}
	if n := countAudit(t, f.store, "hand.late_entry"); n != 1 {
		t.Errorf("hand.late_entry entries: %d; want still 1", n)
	}
	// A clock that was never set, or a year typed wrong, is refused even
	// from a person.
	for _, dealt := range []string{"1970-01-01T00:00:00Z", "1900-06-01T12:00:00-07:00", "1999-12-31T23:00:00-07:00"} {
		rec := strings.Replace(bac(3, "95.00"), "2026-11-21T22:14:05-07:00", dealt, 1)
		_, err := f.ledger.Record(ctx, boss, []byte(rec))
		if !errors.As(err, &rej) || rej.Input.Errors[0].Field != "dealt_at" {
			t.Errorf("dealt at %s: %v", dealt, err)
		}
	}
}
