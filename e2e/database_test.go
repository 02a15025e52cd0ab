package e2e

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tablegames/casino/models/modeltest"
)

// casinod says which database it opened and how it makes commits durable,
// and warns when it has just created a new, empty one: the sign that it
// runs in another directory, or without the database URL, than the run
// before.
func TestCasinodNamesItsDatabase(t *testing.T) {
	root := moduleRoot(t)
	bin := filepath.Join(binaries(t, root), "casinod")
	work := t.TempDir()
	url := modeltest.URL(t)
	want := map[string]string{"dialect": "postgres", "durability": "synchronous_commit=on"}
	if !strings.HasPrefix(url, "postgres") {
		// The default: the embedded database under ./data.
		url = ""
		want = map[string]string{"dialect": "sqlite", "durability": "synchronous=FULL journal_mode=wal",
			"database": filepath.Join(work, "data", "casino.db")}
	}
	for run, fresh := range []bool{true, false} {
		srv := startServer(t, bin, work, childEnv(url))
		if err := srv.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		select {
		case <-srv.exited:
		case <-time.After(40 * time.Second):
			t.Fatal("casinod still running 40s after SIGTERM")
		}
		var ready map[string]any
		warned := false
		for _, line := range strings.Split(srv.stderr.String(), "\n") {
			var m map[string]any
			if json.Unmarshal([]byte(line), &m) != nil {
				continue
			}
			switch {
			case m["msg"] == "database ready":
				ready = m
			case m["level"] == "WARN" && strings.Contains(m["msg"].(string), "new, empty database"):
				warned = true
			}
		}
		if ready == nil {
			t.Fatalf("run %d: no \"database ready\" line:\n%s", run+1, srv.stderr.String())
		}
		for k, v := range want {
			if ready[k] != v {
				t.Errorf("run %d: %s = %v; want %v", run+1, k, ready[k], v)
			}
		}
		if s, _ := ready["database"].(string); s == "" {
			t.Errorf("run %d: the log does not name the database", run+1)
		}
		if warned != fresh {
			t.Errorf("run %d: warned of a new, empty database: %v; want %v", run+1, warned, fresh)
		}
	}
}
