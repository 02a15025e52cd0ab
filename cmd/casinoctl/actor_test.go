package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
)

// TestMain names the operator of every command the tests run, which may
// run as root with no login to name (actor).
func TestMain(m *testing.M) {
	if os.Getenv("CASINO_ACTOR") == "" {
		os.Setenv("CASINO_ACTOR", "test")
	}
	os.Exit(m.Run())
}

// The audit log names casinoctl's operator by login: --actor, else
// CASINO_ACTOR, else the login sudo was run from, else LOGNAME or USER;
// root is no one's name. The entries written under each name verify.
func TestActorNamesTheOperator(t *testing.T) {
	ctx := context.Background()
	db := "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	key := modeltest.KeyFile(t)
	do := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(""), &out)
		return out.String(), err
	}
	t.Setenv("CASINO_ACTOR", "")
	t.Setenv("SUDO_USER", "")
	t.Setenv("LOGNAME", "")
	t.Setenv("USER", "root")
	steps := []struct {
		env    map[string]string
		args   []string
		id     string
		actor  string
		refuse string
	}{
		{args: []string{"--actor", "pat"}, id: "T-1", actor: "cli:pat"},
		{env: map[string]string{"CASINO_ACTOR": "olga"}, id: "T-2", actor: "cli:olga"},
		{env: map[string]string{"CASINO_ACTOR": "olga"}, args: []string{"--actor", "pat"}, id: "T-3", actor: "cli:pat"},
		{env: map[string]string{"SUDO_USER": "sam"}, id: "T-4", actor: "cli:sam"},
		{env: map[string]string{"LOGNAME": "lee"}, id: "T-5", actor: "cli:lee"},
		{args: []string{"--actor", "pat smith"}, id: "T-6", refuse: "--actor"},
	}
	for _, s := range steps {
		for k, v := range s.env {
			t.Setenv(k, v)
		}
		_, err := do(append([]string{"table", "add", s.id, "--game", "baccarat-co"}, s.args...)...)
		for k := range s.env {
			t.Setenv(k, "")
		}
		if s.refuse != "" {
			if err == nil || !strings.Contains(err.Error(), s.refuse) {
				t.Errorf("%s: %v; want refused naming %s", s.id, err, s.refuse)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", s.id, err)
		}
	}
	// Root with no login at all: refused, unless this machine names one
	// (a login uid, a non-root user).
	if os.Getuid() == 0 && loginUser() == "" {
		if _, err := do("table", "add", "T-7", "--game", "baccarat-co"); err == nil || !strings.Contains(err.Error(), "--actor") {
			t.Errorf("as root with no login: %v; want refused asking for --actor", err)
		}
		// Reading records names no one and is not refused.
		if out, err := do("table", "list"); err != nil || !strings.Contains(out, "T-1") {
			t.Errorf("table list as root: %q %v", out, err)
		}
	}
	store, err := models.Open(db, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	es, err := store.AuditEntries(ctx, models.AuditFilter{Action: "table.created"})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range es {
		got[e.Subject] = e.Actor
	}
	for _, s := range steps {
		if s.refuse == "" && got["table:"+s.id] != s.actor {
			t.Errorf("%s created by %q, want %q", s.id, got["table:"+s.id], s.actor)
		}
	}
	if _, ok := got["table:T-6"]; ok {
		t.Errorf("a table was created under a refused name")
	}
	if _, ok := got["table:T-7"]; ok {
		t.Errorf("a table was created with no one named")
	}
	t.Setenv("CASINO_ACTOR", "test")
	if out, err := do("audit", "verify"); err != nil {
		t.Errorf("audit verify: %v\n%s", err, out)
	}
}
