package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules/catalog"
)

// archive export, verify (from the files alone, then recorded in the
// database), drop and list, with the flags' refusals; a changed file
// fails the check with a non-zero exit.
func TestArchiveCommands(t *testing.T) {
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
	if _, err := do("property", "set", "--retention-years", "0"); err == nil || !strings.Contains(err.Error(), "--retention-years") {
		t.Errorf("--retention-years 0: %v", err)
	}
	if out, err := do("property", "set", "--retention-years", "7"); err != nil || !strings.Contains(out, `"retention_years":"7"`) {
		t.Errorf("--retention-years 7: %q %v", out, err)
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
	l.SetLateEntryWindow(30 * 365 * 24 * time.Hour)
	boss, _ := l.CreateUser(ctx, "test", "pat", models.RolePitBoss)
	olga, _ := l.CreateUser(ctx, "test", "olga", models.RoleCompliance)
	for i, dealt := range []string{"2019-03-10T12:00:00Z", "2019-03-11T12:00:00Z"} {
		line := strings.Replace(bacLine(i+1, "100.00"), "2026-11-21T22:14:05-07:00", dealt, 1)
		if _, err := l.Record(ctx, ledger.Source{User: &boss}, []byte(line)); err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(t.TempDir(), "2019-03")
	if _, err := do("archive", "export", dir); err == nil || !strings.Contains(err.Error(), "--month: is required") {
		t.Errorf("no --month: %v", err)
	}
	if _, err := do("archive", "export", "--month", "2019-13", dir); err == nil || !strings.Contains(err.Error(), "--month") {
		t.Errorf("--month 2019-13: %v", err)
	}
	if _, err := do("archive", "export", "--month", "2019-03", dir); err == nil ||
		!strings.Contains(err.Error(), "--month: ") || !strings.Contains(err.Error(), "2019-03 cannot be archived") || !strings.Contains(err.Error(), "2019-03-10: not closed") {
		t.Errorf("a month not closed: %v", err)
	}
	if _, err := do("books", "close", "--through", "2019-03-31"); err != nil {
		t.Fatal(err)
	}
	for day := models.Day("2019-03-10"); day <= "2019-03-31"; day = day.AddDays(1) {
		if _, err := l.SignOff(ctx, olga, 1, day, ledger.SignOffInput{OverrideReason: "reviewed"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := do("books", "close", "--through", "2019-03-31"); err != nil {
		t.Fatal(err)
	}
	out, err := do("archive", "export", "--month", "2019-03", dir)
	if err != nil || !strings.Contains(out, "exported 2019-03 of main") {
		t.Fatalf("export: %q %v", out, err)
	}
	if _, err := do("archive", "drop", "--month", "2019-03"); err == nil || !strings.Contains(err.Error(), "--month: 2019-03") ||
		!strings.Contains(err.Error(), "has not been verified") {
		t.Errorf("drop before the verification: %v", err)
	}
	// From the files alone.
	var plain bytes.Buffer
	if err := run(ctx, []string{"archive", "verify", dir}, strings.NewReader(""), &plain); err != nil ||
		!strings.Contains(plain.String(), "archive 2019-03 of main verified") || !strings.Contains(plain.String(), "not checked") {
		t.Errorf("verify without the database: %q %v", plain.String(), err)
	}
	if out, err := do("archive", "verify", dir); err != nil || !strings.Contains(out, "recorded in the database") ||
		!strings.Contains(out, "MACs checked") {
		t.Errorf("verify --database: %q %v", out, err)
	}
	out, err = do("archive", "drop", "--month", "2019-03")
	if err != nil || !strings.Contains(out, "dropped 2019-03 of main") || !strings.Contains(out, "2 hands") {
		t.Fatalf("drop: %q %v", out, err)
	}
	if out, err := do("audit", "verify"); err != nil || !strings.Contains(out, "audit log verified") {
		t.Errorf("audit verify after the drop: %q %v", out, err)
	}
	out, err = do("archive", "list")
	if err != nil || !strings.Contains(out, "keeps raw records 7 years") || strings.Count(out, "2019-03\t") != 3 {
		t.Errorf("list: %q %v", out, err)
	}
	// A changed file: named, and the exit status is not zero.
	p := filepath.Join(dir, "hands.csv")
	b, _ := os.ReadFile(p)
	os.WriteFile(p, bytes.Replace(b, []byte("100.00"), []byte("100.01"), 1), 0o600)
	plain.Reset()
	err = run(ctx, []string{"archive", "verify", dir}, strings.NewReader(""), &plain)
	var code exitCode
	if !errors.As(err, &code) || code == 0 || !strings.Contains(plain.String(), "hands.csv: its SHA-256 is") {
		t.Errorf("verify of a changed archive: %q %v", plain.String(), err)
	}
}
