package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tablegames/casino/api"
	"github.com/tablegames/casino/ledger"
	"github.com/tablegames/casino/models"
)

// testClock is a clock the test moves by hand; the ledger and the pages
// keep time by it.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func setClock(l *ledger.Ledger) *testClock {
	c := &testClock{t: time.Date(2026, 11, 23, 18, 0, 0, 0, time.UTC)}
	l.SetClock(c.now)
	return c
}

func (c *testClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func auditEntries(t *testing.T, s *models.Store, action string) []models.AuditEntry {
	t.Helper()
	es, err := s.AuditEntries(context.Background(), models.AuditFilter{Action: action, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// auditDetail decodes an audit entry's detail.
func auditDetail(t *testing.T, e models.AuditEntry) map[string]any {
	t.Helper()
	var p struct {
		Detail map[string]any `json:"detail"`
	}
	if err := json.Unmarshal([]byte(e.Payload), &p); err != nil {
		t.Fatal(err)
	}
	return p.Detail
}

// signedInAt reports whether a sign-in reply landed on a page past the
// sign-in form.
func signedInAt(r webReply) bool { return r.status == 200 && r.path != "/web/signin" }

// retryAfter reads a 429's Retry-After in whole seconds.
func retryAfter(t *testing.T, r webReply) time.Duration {
	t.Helper()
	n, err := strconv.Atoi(r.header.Get("Retry-After"))
	if err != nil || n < 1 {
		t.Fatalf("%d answer with Retry-After %q, want a positive number of seconds", r.status, r.header.Get("Retry-After"))
	}
	return time.Duration(n) * time.Second
}

// Failed sign-ins of one name make the next attempt wait, longer after
// each failure; an attempt before the wait is over is refused (429,
// Retry-After) even with the right password, and a success clears the
// name's failures.
func TestWebSignInThrottlesFailures(t *testing.T) {
	e := newWebEnv(t)
	clock := setClock(e.l)
	b := e.browser(t)
	const wrong = "wrong password!"
	for i := 1; i <= ledger.NameFreeFailures; i++ {
		b.signIn("pat", wrong).want(t, 200, "Unknown user or wrong password")
	}
	// The next failure is still checked, and makes the one after it wait.
	b.signIn("pat", wrong).want(t, 200, "Unknown user or wrong password")
	r := b.signIn("pat", webPassword)
	r.want(t, http.StatusTooManyRequests, "Too many failed sign-ins. Wait ")
	wait := retryAfter(t, r)
	if n := len(auditEntries(t, e.store, "user.sign_in_failed")); n != ledger.NameFreeFailures+1 {
		t.Errorf("%d failed sign-ins audited, want %d: the refused attempt must not be checked", n, ledger.NameFreeFailures+1)
	}
	throttled := auditEntries(t, e.store, "user.sign_in_throttled")
	if len(throttled) != 1 || throttled[0].Subject != "user:pat" || auditDetail(t, throttled[0])["address"] != "127.0.0.1" {
		t.Fatalf("throttled attempts audited as %+v", throttled)
	}

	// Each further failure makes the wait longer; one second short of it
	// is still too soon.
	for range 3 {
		clock.advance(wait)
		b.signIn("pat", wrong).want(t, 200, "Unknown user or wrong password")
		r := b.signIn("pat", wrong)
		r.want(t, http.StatusTooManyRequests)
		next := retryAfter(t, r)
		if next <= wait {
			t.Fatalf("after another failure the wait is %s, not longer than %s", next, wait)
		}
		wait = next
		clock.advance(wait - time.Second)
		b.signIn("pat", webPassword).want(t, http.StatusTooManyRequests)
		clock.advance(-wait + time.Second)
	}
	clock.advance(wait)
	if r := b.signIn("pat", webPassword); !signedInAt(r) {
		t.Fatalf("the right password after the wait: %d %s\n%s", r.status, r.path, r.body)
	}

	// The success cleared pat's failures: the free ones are free again.
	other := e.browser(t)
	for i := 1; i <= ledger.NameFreeFailures; i++ {
		other.signIn("pat", wrong).want(t, 200, "Unknown user or wrong password")
	}
	if r := other.signIn("pat", webPassword); !signedInAt(r) {
		t.Fatalf("after a success and %d failures: %d %s\n%s", ledger.NameFreeFailures, r.status, r.path, r.body)
	}
}

// 240 wrong passwords in a row, as fast as they come: only the free
// failures and the first delayed one are checked; the rest are refused
// without bcrypt, each audited.
func TestWebSignInRefusesRapidGuesses(t *testing.T) {
	e := newWebEnv(t)
	setClock(e.l) // no time passes
	b := e.browser(t)
	statuses := map[int]int{}
	for i := range 240 {
		statuses[b.signIn("pat", fmt.Sprintf("guess number %03d", i)).status]++
	}
	checked := len(auditEntries(t, e.store, "user.sign_in_failed"))
	if checked != ledger.NameFreeFailures+1 || statuses[200] != checked || statuses[http.StatusTooManyRequests] != 240-checked {
		t.Errorf("statuses %v, %d passwords checked; want %d checked and the rest refused with 429", statuses, checked, ledger.NameFreeFailures+1)
	}
	if n := len(auditEntries(t, e.store, "user.sign_in_throttled")); n != 240-checked {
		t.Errorf("%d refused attempts audited, want %d", n, 240-checked)
	}
}

// lockoutAnswers fails a name's sign-in until it is locked, waiting out
// each delay it is told of, and returns what each answer said (status,
// Retry-After, message).
func lockoutAnswers(t *testing.T, b *browser, clock *testClock, name string) []string {
	t.Helper()
	var out []string
	note := func(r webReply) {
		msg := ""
		if m := strings.Index(r.body, `role="alert">`); m >= 0 {
			msg, _, _ = strings.Cut(r.body[m+len(`role="alert">`):], "<")
		}
		out = append(out, fmt.Sprintf("%d %s %s", r.status, r.header.Get("Retry-After"), msg))
	}
	for failures, tries := 0, 0; failures < ledger.LockoutFailures; tries++ {
		if tries > 100 {
			t.Fatalf("%s: not locked after %d attempts: %q", name, tries, out)
		}
		r := b.signIn(name, "wrong password!")
		note(r)
		switch r.status {
		case 200:
			failures++
		case http.StatusTooManyRequests:
			clock.advance(retryAfter(t, r))
		default:
			t.Fatalf("attempt %d for %s answered %d:\n%s", tries+1, name, r.status, r.body)
		}
	}
	return out
}

// LockoutFailures failures in a row lock a name until it is unlocked; the
// right password does not help. A name no user has answers the same way
// at every step, so the answers do not tell whether a user has it.
func TestWebSignInLockout(t *testing.T) {
	e := newWebEnv(t)
	clock := setClock(e.l)
	b := e.browser(t)
	pat := lockoutAnswers(t, b, clock, "pat")
	locked := b.signIn("pat", webPassword)
	locked.want(t, http.StatusForbidden, "Sign-in is locked for this name")
	clock.advance(48 * time.Hour) // a lockout does not wear off
	b.signIn("pat", webPassword).want(t, http.StatusForbidden, "Sign-in is locked for this name")

	nobody := lockoutAnswers(t, b, clock, "nobody")
	if strings.Join(pat, "\n") != strings.Join(nobody, "\n") {
		t.Errorf("a user's name and an unknown name answered differently:\npat:\n%s\nnobody:\n%s",
			strings.Join(pat, "\n"), strings.Join(nobody, "\n"))
	}
	if len(pat) <= ledger.LockoutFailures {
		t.Errorf("no attempt was made to wait before the lockout: %q", pat)
	}
	other := b.signIn("nobody", webPassword)
	other.want(t, http.StatusForbidden)
	if strings.ReplaceAll(other.body, "nobody", "pat") != strings.ReplaceAll(locked.body, "nobody", "pat") {
		t.Errorf("the lockout page differs between a user's name and an unknown name")
	}

	lockouts := auditEntries(t, e.store, "user.locked_out")
	if len(lockouts) != 2 || lockouts[0].Subject != "user:pat" || lockouts[1].Subject != "user:nobody" {
		t.Fatalf("lockouts audited as %+v", lockouts)
	}
	if n := len(auditEntries(t, e.store, "user.sign_in_locked")); n != 3 {
		t.Errorf("%d attempts on locked names audited, want 3", n)
	}

	ctx := context.Background()
	if err := e.l.UnlockUser(ctx, "cli:ops", "pat"); err != nil {
		t.Fatal(err)
	}
	if r := b.signIn("pat", webPassword); !signedInAt(r) {
		t.Fatalf("pat after the unlock: %d %s\n%s", r.status, r.path, r.body)
	}
	unlocks := auditEntries(t, e.store, "user.unlocked")
	if len(unlocks) != 1 || unlocks[0].Actor != "cli:ops" || unlocks[0].Subject != "user:pat" {
		t.Errorf("unlocks audited as %+v", unlocks)
	}
	if err := e.l.UnlockUser(ctx, "cli:ops", "pat"); err == nil || !strings.Contains(err.Error(), "is not locked") {
		t.Errorf("unlocking pat twice: %v", err)
	}
	if err := e.l.UnlockUser(ctx, "cli:ops", "ghost"); err == nil || !strings.Contains(err.Error(), `there is no user "ghost"`) {
		t.Errorf("unlocking a name neither locked nor held: %v", err)
	}
}

// Failures from one client address make it wait whatever names it tries.
// The address is the connection's: X-Forwarded-For is believed only from a
// trusted proxy, which there is none of unless configured.
func TestWebSignInThrottlesAddress(t *testing.T) {
	try := func(t *testing.T, e webEnv) (statuses []int) {
		setClock(e.l)
		b := e.browser(t)
		b.header = http.Header{}
		for i := range ledger.AddressFreeFailures + 2 {
			b.header.Set("X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i+1))
			statuses = append(statuses, b.signIn(fmt.Sprintf("guess%d", i), "wrong password!").status)
		}
		return statuses
	}
	t.Run("no trusted proxy", func(t *testing.T) {
		e := newWebEnv(t)
		statuses := try(t, e)
		last := statuses[len(statuses)-1]
		for i, s := range statuses[:len(statuses)-1] {
			if s != 200 {
				t.Errorf("attempt %d answered %d before the address had used its free failures", i+1, s)
			}
		}
		if last != http.StatusTooManyRequests {
			t.Errorf("statuses %v: the address was not throttled", statuses)
		}
		for _, f := range auditEntries(t, e.store, "user.sign_in_failed") {
			if a := auditDetail(t, f)["address"]; a != "127.0.0.1" {
				t.Errorf("a failure audited from %v, not the connection's address", a)
			}
		}
	})
	t.Run("trusted proxy", func(t *testing.T) {
		e := newWebEnv(t, api.TrustedProxies([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}))
		for i, s := range try(t, e) {
			if s != 200 {
				t.Errorf("attempt %d from its own forwarded address answered %d", i+1, s)
			}
		}
		failed := auditEntries(t, e.store, "user.sign_in_failed")
		if len(failed) == 0 || auditDetail(t, failed[0])["address"] != "198.51.100.1" {
			t.Errorf("the forwarded address was not audited: %+v", failed)
		}
	})
}

func TestParseTrustedProxies(t *testing.T) {
	got, err := api.ParseTrustedProxies(" 10.0.0.0/8, 192.168.1.7 ,fd00::/8,")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"10.0.0.0/8", "192.168.1.7/32", "fd00::/8"}
	if len(got) != len(want) {
		t.Fatalf("parsed %v, want %v", got, want)
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("parsed %v, want %v", got, want)
		}
	}
	if _, err := api.ParseTrustedProxies("10.0.0.0/8,example.com"); err == nil || !strings.Contains(err.Error(), "example.com") {
		t.Errorf("a host name: %v", err)
	}
	if got, err := api.ParseTrustedProxies(""); err != nil || len(got) != 0 {
		t.Errorf("an empty list: %v %v", got, err)
	}
}
