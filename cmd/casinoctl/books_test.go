package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules"
	"github.com/tablegames/casino/rules/catalog"
)

// books close writes the day books of every ended day, books status names
// what is closed and which books a later count made stale, and a report
// names the revision it read and can be built from the records alone.
func TestBooksCommands(t *testing.T) {
	ctx := context.Background()
	db := "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	key := modeltest.KeyFile(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(""), &out)
		return out.String(), err
	}
	if _, err := do("table", "add", "BAC-1", "--game", "baccarat-co"); err != nil {
		t.Fatal(err)
	}
	if out, err := do("books", "status"); err != nil || !strings.Contains(out, "no gaming day is closed yet") {
		t.Fatalf("books status on a new database: %q %v", out, err)
	}
	store, err := models.Open(db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if err := store.OpenAuditKey(ctx, key); err != nil {
		t.Fatal(err)
	}
	l := ledger.New(store, catalog.Default(), nil)
	l.SetLateEntryWindow(365 * 24 * time.Hour)
	boss, err := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	if err != nil {
		t.Fatal(err)
	}
	// Two hands, five and three days ago (the property keeps UTC and starts
	// its gaming day at 06:00).
	var days []models.Day
	for i, ago := range []int{5, 3} {
		dealt := time.Now().UTC().AddDate(0, 0, -ago).Truncate(24 * time.Hour).Add(12 * time.Hour)
		days = append(days, models.DayOf(dealt))
		line := strings.Replace(bacLine(i+1, "100.00"), "2026-11-21T22:14:05-07:00", dealt.Format(time.RFC3339), 1)
		if _, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(line)); err != nil {
			t.Fatal(err)
		}
	}
	out, err := do("books", "status")
	if err != nil || !strings.Contains(out, "ended and not closed: ") || !strings.Contains(out, "from "+string(days[0])) {
		t.Fatalf("books status before the close: %q %v", out, err)
	}
	if _, err := do("books", "close", "--through", time.Now().UTC().AddDate(0, 0, 2).Format(time.DateOnly)); err == nil ||
		!strings.Contains(err.Error(), "has not ended") {
		t.Errorf("closing a day to come: %v", err)
	}
	out, err = do("books", "close")
	if err != nil || !strings.Contains(out, "book revisions written") || strings.HasPrefix(out, "closed 0 ") {
		t.Fatalf("books close: %q %v", out, err)
	}
	out, err = do("books", "status")
	if err != nil || !strings.Contains(out, "closed: ") || !strings.Contains(out, "stale: 0 books") || strings.Contains(out, "ended and not closed") {
		t.Fatalf("books status after the close: %q %v", out, err)
	}
	count, err := l.CreateUser(ctx, "test", "cole", models.RoleCount)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.RecordDropCount(ctx, count, countSheetIn("BAC-1", days[0], rules.Dollars(500), "")); err != nil {
		t.Fatal(err)
	}
	out, err = do("books", "status")
	if want := fmt.Sprintf("stale: 1 books\n  %s table BAC-1", days[0]); err != nil || !strings.Contains(out, want) {
		t.Fatalf("books status after a late count: %q %v; want %q", out, err, want)
	}
	last := string(days[1])
	if out, err := do("report", "run", "monthly", "--gaming-day", last, "--from-records"); err != nil || !strings.Contains(out, ".pdf") {
		t.Errorf("report run --from-records: %q %v", out, err)
	}
	if _, err := do("report", "run", "monthly", "--gaming-day", last, "--from-records", "--books-revision", "3"); err == nil {
		t.Error("--from-records with --books-revision was accepted")
	}
	if _, err := do("books", "close"); err != nil {
		t.Fatal(err)
	}
	if out, err := do("books", "status"); err != nil || !strings.Contains(out, "stale: 0 books") {
		t.Errorf("books status after the books were written again: %q %v", out, err)
	}
	if out, err := do("books"); err != nil || !strings.Contains(out, "casinoctl books close") || !strings.Contains(out, "casinoctl books status") {
		t.Errorf("casinoctl books: %q %v", out, err)
	}
}

// countSheetIn is a drop count of amount in the fewest usual bills, by a
// count team of three, from 06:00 to 06:30 UTC of the day after day.
func countSheetIn(table string, day models.Day, amount rules.Money, note string) ledger.DropCountInput {
	start := day.Time(time.UTC).Add(30 * time.Hour)
	return ledger.DropCountInput{TableID: table, GamingDay: day, Amount: amount, Denominations: models.BillsFor(amount),
		Team: []string{"Ann Lee", "Bo Ma", "Cy Ortiz"}, StartedAt: start, EndedAt: start.Add(30 * time.Minute), Note: note}
}
