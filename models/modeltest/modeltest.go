// Package modeltest opens a fresh, migrated database for a test: SQLite in a
// temporary directory by default, or, when CASINO_TEST_DATABASE_URL names a
// PostgreSQL server, a schema of its own in that database, dropped when the
// test ends. The whole suite runs once each way (.ci/run).
package modeltest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gorm.io/driver/postgres"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	"github.com/tablegames/casino/models"
)

// EnvURL names the PostgreSQL server tests use instead of SQLite.
const EnvURL = "CASINO_TEST_DATABASE_URL"

// URL returns a database URL for a fresh, empty database and registers its
// removal with t.Cleanup.
func URL(t testing.TB) string {
	t.Helper()
	base := os.Getenv(EnvURL)
	if base == "" {
		return "sqlite:" + filepath.Join(t.TempDir(), "casino.db")
	}
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	schema := "t_" + hex.EncodeToString(b)
	admin, err := gorm.Open(postgres.Open(base), &gorm.Config{Logger: logger.Discard})
	if err != nil {
		t.Fatalf("connect to %s: %v", EnvURL, err)
	}
	if err := admin.Exec("CREATE SCHEMA " + schema).Error; err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec("DROP SCHEMA " + schema + " CASCADE")
		if db, err := admin.DB(); err == nil {
			db.Close()
		}
	})
	return withSearchPath(t, base, schema)
}

func withSearchPath(t testing.TB, base, schema string) string {
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", EnvURL, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// Open returns a migrated store on a fresh database, with a random audit
// key of its own (no key file).
func Open(t testing.TB) *models.Store {
	t.Helper()
	s, err := models.Open(URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if _, err := s.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	key, err := models.NewAuditKey()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.UseAuditKey(context.Background(), key, true); err != nil {
		t.Fatalf("audit key: %v", err)
	}
	return s
}

// KeyFile returns the path of an audit key file in a temporary directory,
// not yet made: the first store to open it (Store.OpenAuditKey, or a
// binary's --audit-key) makes it.
func KeyFile(t testing.TB) string {
	t.Helper()
	return filepath.Join(t.TempDir(), "audit.key")
}

// Describe says which database the tests run on, for test logs.
func Describe() string {
	if u := os.Getenv(EnvURL); u != "" {
		return fmt.Sprintf("PostgreSQL (%s)", strings.SplitN(u, "@", 2)[len(strings.SplitN(u, "@", 2))-1])
	}
	return "SQLite"
}
