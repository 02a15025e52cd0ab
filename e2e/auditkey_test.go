package e2e

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/models/modeltest"
)

// casinod does not start with an audit key other than the one its
// database's log was written with, nor without one, and then makes no key
// of its own; with the key casinoctl made it starts.
func TestCasinodNeedsTheDatabasesAuditKey(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds and runs the binaries")
	}
	bin := binaries(t, moduleRoot(t))
	work := t.TempDir()
	env := childEnv(modeltest.URL(t))
	c := ctl{t: t, bin: filepath.Join(bin, "casinoctl"), dir: work, env: env, timeout: 2 * time.Minute}
	c.ok("table", "list") // the first program on the database makes data/audit.key
	if info, err := os.Stat(filepath.Join(work, "data", "audit.key")); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("casinoctl's key file: %v, %v; want mode 0600", info, err)
	}

	casinod := ctl{t: t, bin: filepath.Join(bin, "casinod"), dir: work, env: env, timeout: time.Minute}
	other := filepath.Join(t.TempDir(), "other.key")
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(other, []byte(hex.EncodeToString(b)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, errs, code := casinod.run("--addr", "127.0.0.1:0", "--no-jobs", "--audit-key", other)
	if code != 1 || !strings.Contains(errs, "this is not the key the database's audit log was written with") {
		t.Errorf("casinod with another key: exit %d, %q; want exit 1 naming the key", code, errs)
	}

	missing := filepath.Join(t.TempDir(), "audit.key")
	_, errs, code = casinod.run("--addr", "127.0.0.1:0", "--no-jobs", "--audit-key", missing)
	if code != 1 || !strings.Contains(errs, "copy the key file") {
		t.Errorf("casinod without a key file: exit %d, %q; want exit 1 asking for a copy", code, errs)
	}
	if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("casinod made a second key at %s: %v", missing, err)
	}

	startServer(t, filepath.Join(bin, "casinod"), work, env) // with data/audit.key, made by casinoctl
}
