package models_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// openStore opens and migrates a store on url, without a key.
func openStore(t *testing.T, url string) *models.Store {
	t.Helper()
	s, err := models.Open(url, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if _, err := s.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return s
}

// writeKeyFile writes a random key file, as an operator copying some
// other key would.
func writeKeyFile(t *testing.T, path string) {
	t.Helper()
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(hex.EncodeToString(b)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

func keyRows(t *testing.T, s *models.Store) []string {
	t.Helper()
	var fps []string
	if err := s.DB().Raw("SELECT fingerprint FROM audit_keys").Scan(&fps).Error; err != nil {
		t.Fatal(err)
	}
	return fps
}

// The first store makes the key file (mode 0600, its directory 0700); a
// store with another key, or with none, is refused, and no second key is
// made; a store with the first key's file works.
func TestAuditKeyFile(t *testing.T) {
	ctx := context.Background()
	url := modeltest.URL(t)
	dir := filepath.Join(t.TempDir(), "keys")
	path := filepath.Join(dir, "audit.key")

	first := openStore(t, url)
	if err := first.OpenAuditKey(ctx, path); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("key file mode %04o; want 0600", info.Mode().Perm())
	}
	if info, err := os.Stat(dir); err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("key directory: %v, %v; want mode 0700", info, err)
	}
	content, _ := os.ReadFile(path)
	if fps := keyRows(t, first); len(fps) != 1 || fps[0] != first.AuditKeyFingerprint() ||
		strings.Contains(fps[0], strings.TrimSpace(string(content))) {
		t.Errorf("the database records %v; want the key's fingerprint %s, not the key", fps, first.AuditKeyFingerprint())
	}
	appendEvents(t, first, "table:A", 2)

	other := filepath.Join(t.TempDir(), "other.key")
	writeKeyFile(t, other)
	err = openStore(t, url).OpenAuditKey(ctx, other)
	if !errors.Is(err, models.ErrWrongAuditKey) || !strings.Contains(err.Error(), "this is not the key the database's audit log was written with") {
		t.Errorf("another key: %v; want ErrWrongAuditKey", err)
	}

	missing := filepath.Join(t.TempDir(), "audit.key")
	err = openStore(t, url).OpenAuditKey(ctx, missing)
	if !errors.Is(err, models.ErrAuditKeyMissing) || !strings.Contains(err.Error(), "copy the key file") {
		t.Errorf("no key file: %v; want ErrAuditKeyMissing telling to copy it", err)
	}
	if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a second key was made at %s: %v", missing, err)
	}

	copied := filepath.Join(t.TempDir(), "audit.key")
	if err := os.WriteFile(copied, content, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := openStore(t, url).OpenAuditKey(ctx, copied); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Errorf("a key file other users can read: %v; want a refusal", err)
	}
	if err := os.Chmod(copied, 0o600); err != nil {
		t.Fatal(err)
	}
	replica := openStore(t, url)
	if err := replica.OpenAuditKey(ctx, copied); err != nil {
		t.Fatalf("the first key, copied: %v", err)
	}
	appendEvents(t, replica, "table:A", 1)
	if rep, err := replica.VerifyAudit(ctx); err != nil || chainReport(t, rep, "table:A").Entries != 3 {
		t.Errorf("verify with the copied key: %v %+v", err, rep)
	}
	if fps := keyRows(t, replica); len(fps) != 1 {
		t.Errorf("key records %v; want one", fps)
	}
}

// Two stores opening an empty database at once, each with a key file of
// its own (two replicas' disks), end with one key: one installs it, the
// other is refused and its unused file removed.
func TestAuditKeyTwoStoresAtOnce(t *testing.T) {
	for round := 0; round < 3; round++ {
		ctx := context.Background()
		url := modeltest.URL(t)
		paths := []string{modeltest.KeyFile(t), modeltest.KeyFile(t)}
		stores := make([]*models.Store, 2)
		errs := make([]error, 2)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range stores {
			s, err := models.Open(url, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			stores[i] = s
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				if _, errs[i] = s.Migrate(ctx); errs[i] == nil {
					errs[i] = s.OpenAuditKey(ctx, paths[i])
				}
			}()
		}
		close(start)
		wg.Wait()
		won := -1
		for i, err := range errs {
			switch {
			case err == nil && won < 0:
				won = i
			case err == nil:
				t.Fatalf("round %d: both stores installed a key", round)
			case !errors.Is(err, models.ErrWrongAuditKey) && !errors.Is(err, models.ErrAuditKeyMissing):
				// Refused while installing its own key, or before making
				// one because the other's was already recorded.
				t.Fatalf("round %d: store %d: %v; want ErrWrongAuditKey or ErrAuditKeyMissing", round, i, err)
			}
		}
		if won < 0 {
			t.Fatalf("round %d: neither store installed its key: %v", round, errs)
		}
		lost := 1 - won
		if _, err := os.Stat(paths[lost]); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("round %d: the refused store left its key file: %v", round, err)
		}
		if fps := keyRows(t, stores[won]); len(fps) != 1 || fps[0] != stores[won].AuditKeyFingerprint() {
			t.Errorf("round %d: key records %v; want the winner's only", round, fps)
		}
		var seals int64
		stores[won].DB().Raw("SELECT count(*) FROM anchors WHERE kind = 'seal'").Scan(&seals)
		if seals != 1 {
			t.Errorf("round %d: %d seals; want 1", round, seals)
		}
		if _, err := stores[won].VerifyAudit(ctx); err != nil {
			t.Errorf("round %d: verify: %v", round, err)
		}
	}
}
