package main

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
	"github.com/tablegames/casino/models/modeltest"
	"github.com/tablegames/casino/rules/catalog"
)

// listRow returns the fields of a user's row in casinoctl user list.
func listRow(t *testing.T, out, name string) []string {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) == 0 || !regexp.MustCompile(`^NAME +ROLE +PASSWORD +TOKEN +DISABLED +LOCKED +SESSIONS$`).MatchString(lines[0]) {
		t.Fatalf("user list header: %q", out)
	}
	for _, l := range lines[1:] {
		// Columns are two or more spaces apart; values have single spaces.
		f := regexp.MustCompile(` {2,}`).Split(strings.TrimSpace(l), -1)
		if f[0] == name {
			if len(f) != 7 {
				t.Fatalf("row %q has %d columns", l, len(f))
			}
			return f
		}
	}
	t.Fatalf("no row for %s in %q", name, out)
	return nil
}

func TestUserCommands(t *testing.T) {
	ctx := context.Background()
	db := modeltest.URL(t)
	key := modeltest.KeyFile(t)
	do := func(stdin string, args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append(args, "--database", db, "--audit-key", key), strings.NewReader(stdin), &out)
		return out.String(), err
	}
	must := func(stdin string, args ...string) string {
		t.Helper()
		out, err := do(stdin, args...)
		if err != nil {
			t.Fatalf("casinoctl %s: %v", strings.Join(args, " "), err)
		}
		return out
	}
	must("", "user", "add", "pat", "--role", "pit_boss")
	must("", "user", "add", "dana", "--role", "compliance")
	must("a long passphrase\n", "user", "password", "pat")
	before := time.Now().UTC()
	token := strings.TrimSpace(must("", "user", "token", "pat", "--expires", "720h"))
	if !strings.HasPrefix(token, "us_") {
		t.Fatalf("user token printed %q, want the token alone", token)
	}
	for _, bad := range []string{"-5h", "soon"} {
		if _, err := do("", "user", "token", "pat", "--expires", bad); err == nil {
			t.Errorf("--expires %s was accepted", bad)
		}
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
	if _, err := l.SignIn(ctx, "pat", "a long passphrase"); err != nil {
		t.Fatal(err)
	}
	u, err := store.UserByName(ctx, "pat")
	if err != nil {
		t.Fatal(err)
	}
	// A web session, as the sign-in page opens one.
	if err := store.CreateWebSession(ctx, &models.WebSession{TokenHash: "h1", CSRFToken: "c", UserID: u.ID,
		CreatedAt: before, LastSeenAt: before, IdleExpiresAt: before.Add(time.Hour), ExpiresAt: before.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}

	list := must("", "user", "list")
	row := listRow(t, list, "pat")
	exp, err := time.Parse(time.RFC3339, strings.TrimPrefix(row[3], "expires "))
	if err != nil || exp.Before(before.Add(720*time.Hour-time.Second)) || exp.After(time.Now().Add(720*time.Hour)) {
		t.Errorf("pat's token column %q, want an expiry 30 days on", row[3])
	}
	if got := []string{row[1], row[2], row[4], row[5], row[6]}; strings.Join(got, "|") != "pit_boss|set|no|no|1" {
		t.Errorf("pat's row %q", row)
	}
	if got := strings.Join(listRow(t, list, "dana")[1:], "|"); got != "compliance|none|none|no|no|0" {
		t.Errorf("dana's row %q", got)
	}

	out := must("", "user", "disable", "pat")
	if out != "user pat disabled; web sessions ended: 1; API token revoked\n" {
		t.Errorf("user disable printed %q", out)
	}
	row = listRow(t, must("", "user", "list"), "pat")
	if row[3] != "none" || !strings.HasPrefix(row[4], "since ") || row[6] != "0" {
		t.Errorf("pat's row after disable %q", row)
	}
	if _, err := do("", "user", "disable", "pat"); err == nil || !strings.Contains(err.Error(), "already disabled") {
		t.Errorf("disable twice: %v", err)
	}
	if out := must("", "user", "enable", "pat"); !strings.HasPrefix(out, "user pat enabled") {
		t.Errorf("user enable printed %q", out)
	}
	if row = listRow(t, must("", "user", "list"), "pat"); row[4] != "no" {
		t.Errorf("pat's row after enable %q", row)
	}

	// Lock pat out by failing, waiting out each delay, then unlock.
	if _, err := do("", "user", "unlock", "pat"); err == nil || !strings.Contains(err.Error(), "not locked") {
		t.Errorf("unlock before a lockout: %v", err)
	}
	now := time.Now().UTC()
	l.SetClock(func() time.Time { return now })
	for tries := 0; ; tries++ {
		_, err := l.SignIn(ctx, "pat", "wrong password")
		var te *ledger.ThrottledError
		if errors.Is(err, ledger.ErrLockedOut) {
			break
		}
		if errors.As(err, &te) {
			now = now.Add(te.RetryAfter)
		} else if !errors.Is(err, ledger.ErrSignIn) || tries > 50 {
			t.Fatalf("attempt %d: %v", tries, err)
		}
	}
	if row = listRow(t, must("", "user", "list"), "pat"); !strings.HasPrefix(row[5], "since ") {
		t.Errorf("pat's row after the lockout %q", row)
	}
	if out := must("", "user", "unlock", "pat"); out != "user pat unlocked\n" {
		t.Errorf("user unlock printed %q", out)
	}
	if row = listRow(t, must("", "user", "list"), "pat"); row[5] != "no" {
		t.Errorf("pat's row after unlock %q", row)
	}
	if _, err := l.SignIn(ctx, "pat", "a long passphrase"); err != nil {
		t.Errorf("pat after unlock: %v", err)
	}
	for _, action := range []string{"user.disabled", "user.enabled", "user.locked_out", "user.unlocked"} {
		es, err := store.AuditEntries(ctx, models.AuditFilter{Action: action, Subject: "user:pat"})
		if err != nil || len(es) != 1 {
			t.Errorf("%s audited %d times (%v)", action, len(es), err)
		}
	}
	if _, err := do("", "user", "disable"); err == nil || !strings.Contains(err.Error(), "usage") {
		t.Errorf("disable without a name: %v", err)
	}
	if _, err := do("", "user", "enable", "ghost"); err == nil || !strings.Contains(err.Error(), `there is no user "ghost"`) {
		t.Errorf("enable an unknown user: %v", err)
	}
}
