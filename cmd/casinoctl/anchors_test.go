package main

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/anchorlog"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// audit verify --anchors holds the database against the outside copy: a
// chain's end cut with the anchor that covered it passes without the copy
// and is named with it (exit status 2).
func TestAuditVerifyAgainstOutsideAnchors(t *testing.T) {
	ctx := context.Background()
	db := "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	key := modeltest.KeyFile(t)
	file := filepath.Join(t.TempDir(), "anchors.log")
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(""), &out)
		return out.String(), err
	}
	if _, err := do("table", "add", "BAC-3", "--game", "baccarat-co"); err != nil {
		t.Fatal(err)
	}
	store, err := models.Open(db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if err := store.OpenAuditKey(ctx, key); err != nil {
		t.Fatal(err)
	}
	sink, err := anchorlog.Open(file, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer sink.Close()
	store.SetAnchorSink(sink, func(err error) { t.Error(err) })
	for i := 0; i < 3; i++ {
		err := store.InTx(ctx, func(ctx context.Context) error {
			return store.Audit(ctx, time.Now(), models.AuditEvent{Chain: "table:BAC-3", Actor: "test", Action: "test.event", Subject: "x"})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	a, wrote, err := store.AnchorIfChanged(ctx, time.Now())
	if err != nil || !wrote {
		t.Fatalf("periodic anchor: %v %v", wrote, err)
	}
	if out, err := do("audit", "verify", "--anchors", file); err != nil || !strings.Contains(out, "all held by the database") {
		t.Fatalf("before the cut: %q %v", out, err)
	}
	for _, q := range []string{"DROP TRIGGER audit_entries_no_delete", "DROP TRIGGER anchors_no_delete", "DROP TRIGGER anchor_heads_no_delete",
		"DELETE FROM audit_entries WHERE chain = 'table:BAC-3'", "DELETE FROM anchor_heads WHERE anchor_id = " + itoa(a.ID),
		"DELETE FROM anchors WHERE id = " + itoa(a.ID)} {
		if err := store.DB().Exec(q).Error; err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if out, err := do("audit", "verify"); err != nil {
		t.Fatalf("without the outside copy the cut is not seen, as docs/audit.md says: %q %v", out, err)
	}
	out, err := do("audit", "verify", "--anchors", file)
	var code exitCode
	if !errors.As(err, &code) || code != 2 {
		t.Fatalf("err = %v; want exit status 2\n%s", err, out)
	}
	for _, want := range []string{"chain table:BAC-3: BROKEN", "(outside copy) is missing",
		"outside copy " + file + ": BROKEN at anchor " + itoa(a.Seq), "is not in the database"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if _, err := do("audit", "verify", "--anchors", filepath.Join(t.TempDir(), "none")); err == nil || !strings.Contains(err.Error(), "--anchors") {
		t.Errorf("a missing file: %v; want --anchors named", err)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
